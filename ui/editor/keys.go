package editor

import (
	"strconv"
	"strings"

	"github.com/haventable/haventable/locales"
)

// Key does what the editor's key r does, the map having the keys: R (r)
// turns the tile to lay a sixth of a turn clockwise (counter-clockwise),
// F flips it to its other side, T chooses the tile tool, M the monster
// tool, and 1 to 9 set how the standees placed appear for 2, 3 and 4
// characters (presets). It reports whether r is one of its keys.
func (s *Screen) Key(r rune) bool {
	switch {
	case r == 'R':
		s.Turn(-1)
	case r == 'r':
		s.Turn(1)
	case r == 'f' || r == 'F':
		s.Flip()
	case r == 't' || r == 'T':
		s.tools.SetSelectedIndex(int(ToolTile))
	case r == 'm' || r == 'M':
		s.tools.SetSelectedIndex(int(ToolMonster))
	case r >= '1' && r <= '9' && int(r-'1') < len(presets):
		s.SetPresence(presets[r-'1'])
	default:
		return false
	}
	return true
}

// Keys returns the editor's keys, one line each, for the help dialog
// (F1): they work while the map has the keys (after a click on it).
func Keys(tr locales.Tr) []string {
	// The ids are spelled out so that the locale tests can check them.
	return []string{tr.T("EditorKeyTurn"), tr.T("EditorKeyFlip"), tr.T("EditorKeyTools"),
		tr.T("EditorKeyPresets", "Presets", presetsText(tr))}
}

// presetsText lists the presets with their keys: "1 N N N · 2 E E E ...".
func presetsText(tr locales.Tr) string {
	var b strings.Builder
	for i, p := range presets {
		if i > 0 {
			b.WriteString(" · ")
		}
		b.WriteString(strconv.Itoa(i + 1))
		for _, x := range p {
			b.WriteString(" " + presenceText(tr, x))
		}
	}
	return b.String()
}
