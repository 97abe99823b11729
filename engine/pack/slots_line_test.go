package pack

import (
	"slices"
	"testing"

	"github.com/haventable/haventable/engine/monster"
)

// TestActionLineSlots: a class card's enhancement slots are typed and
// written on the action line ("slots diamond range:circle"); a slot that
// is no shape keeps the line as text.
func TestActionLineSlots(t *testing.T) {
	for _, tc := range []struct {
		line  string
		slots []string
		text  bool
	}{
		{"attack 3, range 2, slots diamond range:circle", []string{"diamond", "range:circle"}, false},
		{"move 4, slots square", []string{"square"}, false},
		{"attack 2, slots diamond-plus area:hex, area self (1,0) (0,1)", []string{"diamond-plus", "area:hex"}, false},
		{"move 4, slots triangle", nil, true},
		{"move 4, slots jump:square", nil, true},
		{"move 4, slots", nil, true},
	} {
		a, ok := ParseActionLine(tc.line)
		if tc.text {
			if ok && a.Type != monster.KindText {
				t.Errorf("%q: read as %+v, want text", tc.line, a)
			}
			continue
		}
		if !ok || !slices.Equal(a.Slots, tc.slots) {
			t.Errorf("%q: slots %q (ok %v), want %q", tc.line, a.Slots, ok, tc.slots)
			continue
		}
		if back := FormatActionLine(a); back != tc.line {
			t.Errorf("%q written back as %q", tc.line, back)
		}
	}
}
