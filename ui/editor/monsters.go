package editor

import (
	"maps"
	"slices"

	"fyne.io/fyne/v2/widget"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/scenariofile"
	"github.com/haventable/haventable/locales"
	"github.com/haventable/haventable/ui/mapview"
)

// The monster tool's control: the type chosen once (the type list), and
// three toggles saying how a standee placed appears with 2, 3 and 4
// characters, each click cycling absent → normal → elite; the presets
// below set all three with one key. Each click on the map then places a
// standee of the type with the next free number.

// presets are the common ways a printed scenario places a standee, for 2,
// 3 and 4 characters, on the keys 1 to 9 (keyed on the map).
var presets = [][3]scenariofile.Presence{
	{nn, nn, nn}, {ee, ee, ee}, {nn, nn, ee}, {nn, ee, ee}, {xx, nn, nn}, {xx, nn, ee}, {xx, xx, nn}, {xx, xx, ee}, {xx, ee, ee},
}

// Short names of the presences, for the tables.
const (
	xx = scenariofile.Absent
	nn = scenariofile.Normal
	ee = scenariofile.Elite
)

// presenceText is the short text of a presence on its toggle.
func presenceText(tr locales.Tr, p scenariofile.Presence) string {
	switch p {
	case nn:
		return tr.T("EditorNormalShort")
	case ee:
		return tr.T("EditorEliteShort")
	}
	return tr.T("EditorAbsentShort")
}

func (s *Screen) buildPresence() {
	s.presLabel = widget.NewLabel(s.tr.T("EditorPresence"))
	for i := range s.presence {
		s.presence[i] = widget.NewButton("", func() { s.CyclePresence(i) })
	}
	s.refreshPresence()
}

// CyclePresence turns how a standee placed appears with i+2 characters to
// the next of absent, normal and elite (never absent for every party
// size: it is then normal).
func (s *Screen) CyclePresence(i int) {
	p := s.doc.Presence
	p[i] = (p[i] + 1) % 3
	if p == [3]scenariofile.Presence{} {
		p[i] = nn
	}
	s.SetPresence(p)
}

// SetPresence sets how standees placed appear for 2, 3 and 4 characters,
// and chooses the monster tool.
func (s *Screen) SetPresence(p [3]scenariofile.Presence) {
	if p == [3]scenariofile.Presence{} {
		return
	}
	s.doc.Presence = p
	if s.doc.Tool != ToolMonster {
		s.tools.SetSelectedIndex(int(ToolMonster))
	}
	s.refreshPresence()
	s.focusMap()
}

// Presence returns how standees placed appear for 2, 3 and 4 characters.
func (s *Screen) Presence() [3]scenariofile.Presence { return s.doc.Presence }

// refreshPresence shows the Doc's presences on the toggles.
func (s *Screen) refreshPresence() {
	for i, b := range s.presence {
		b.SetText(s.tr.T("EditorPresenceFor", "Players", i+2, "Presence", presenceText(s.tr, s.doc.Presence[i])))
		b.Importance = widget.MediumImportance
		switch s.doc.Presence[i] {
		case nn:
			b.Importance = widget.HighImportance
		case ee:
			b.Importance = widget.WarningImportance
		}
		b.Refresh()
	}
}

// previewTable is the monster stats the editor's preview places the
// monsters of f with: the sample types', and for any other type (one of a
// data pack) a stand-in with the first sample's stats, so that every
// standee is drawn, whatever its type.
func previewTable(f *scenariofile.File) engine.MonsterTable {
	t := mapview.PreviewMonsters
	var out engine.MonsterTable
	for _, m := range f.Monsters {
		if _, ok := t[m.Type]; ok || len(t) == 0 {
			continue
		}
		if out == nil {
			out = maps.Clone(t)
		}
		st := t[slices.Min(slices.Collect(maps.Keys(t)))]
		st.Name, st.Deck = m.Type, nil
		out[m.Type] = st
	}
	if out == nil {
		return t
	}
	return out
}
