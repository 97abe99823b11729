package editor

import (
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/haventable/haventable/engine/scenariofile"
)

// StartEntry starts a new map for a data pack's scenario entry that has
// none (after asking, when the file edited has changes not saved): the map
// is titled title, the entry's monster types come first in the monster
// list (the first chosen), and note, which lists the types to place per
// room, is kept as the file's description and shown beside the tools until
// closed, so that only the painting is left.
func (s *Screen) StartEntry(title string, types []string, note string) {
	s.confirmThen(func() {
		f := scenariofile.NewFile(title)
		f.Description = note
		s.SetFile(f)
		rest := slices.DeleteFunc(slices.Clone(s.monsters.Options), func(t string) bool { return slices.Contains(types, t) })
		if len(types) > 0 {
			s.monsters.SetOptions(slices.Concat(types, rest))
			s.monsters.SetSelected(types[0]) // sets s.monster
		}
		s.showEntryNote(note)
	})
}

// entryNote is the note of the entry being drawn, with its close button.
type entryNote struct {
	label *widget.Label
	box   *fyne.Container
}

// EntryNote returns the note shown beside the tools ("" when none).
func (s *Screen) EntryNote() string {
	if n := s.entryNote; n != nil && n.box.Visible() {
		return n.label.Text
	}
	return ""
}

func (s *Screen) showEntryNote(text string) {
	n := s.entryNote
	if n == nil {
		n = &entryNote{label: widget.NewLabel("")}
		n.label.Importance = widget.HighImportance
		closeB := widget.NewButtonWithIcon("", theme.CancelIcon(), func() {
			n.box.Hide()
			s.bar.Refresh()
		})
		closeB.Importance = widget.LowImportance
		n.box = container.NewHBox(n.label, closeB)
		s.entryNote = n
		s.bar.Add(n.box)
	}
	n.label.SetText(text)
	n.box.Show()
	s.bar.Refresh()
}

// MonsterChoices returns the monster types of the monster list, in its
// order.
func (s *Screen) MonsterChoices() []string { return slices.Clone(s.monsters.Options) }
