package figures

import (
	"fmt"
	"testing"

	"github.com/haventable/haventable/engine"
)

func TestTrackMemory(t *testing.T) {
	sh := func(v, uses int) engine.Bonus {
		return engine.Bonus{Kind: engine.BonusShield, Value: v, Uses: uses, Duration: engine.BonusPersistent}
	}
	neg := func(uses int) engine.Bonus {
		return engine.Bonus{Kind: engine.BonusNegate, Uses: uses, Duration: engine.BonusRound}
	}
	// Each case is a sequence of bonus lists as the screen sees them, and the
	// track lengths expected after the last one.
	for _, tc := range []struct {
		name  string
		steps []engine.Bonuses
		added bool // the player added a bonus before the last step
		want  []int
	}{
		{"new bonus", []engine.Bonuses{{sh(1, 3)}}, false, []int{3}},
		{"use spent", []engine.Bonuses{{sh(1, 3)}, {sh(1, 2)}}, false, []int{3}},
		{"no track", []engine.Bonuses{{neg(0)}}, false, []int{0}},
		{"earlier one dropped", []engine.Bonuses{{neg(1), sh(2, 3)}, {sh(2, 3)}}, false, []int{3}},
		{"appended", []engine.Bonuses{{sh(1, 3)}, {sh(1, 2), neg(2)}}, false, []int{3, 2}},
		{"spent, then undone", []engine.Bonuses{{sh(1, 2)}, {sh(1, 1)}, {}, {sh(1, 1)}}, false, []int{2}},
		{"new like a dropped one", []engine.Bonuses{{sh(1, 2)}, {}, {sh(1, 1)}}, true, []int{1}},
		{"kinds differ", []engine.Bonuses{{sh(1, 4)}, {neg(1)}}, false, []int{1}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var m trackMemory
			var got []int
			for i, bs := range tc.steps {
				if tc.added && i == len(tc.steps)-1 {
					m.added("a")
				}
				got = m.lengths("a", bs)
			}
			if fmt.Sprint(got) != fmt.Sprint(tc.want) {
				t.Fatalf("got %v, want %v", got, tc.want)
			}
		})
	}
}

// FuzzTrackMemory checks that a track is never shorter than the uses left,
// whatever the sequence of bonus lists.
func FuzzTrackMemory(f *testing.F) {
	f.Add([]byte{0x13, 0x12, 0x00, 0x21})
	f.Add([]byte{0x33, 0x32, 0x31, 0x00, 0x31})
	f.Fuzz(func(t *testing.T, data []byte) {
		var m trackMemory
		var bs engine.Bonuses
		for _, c := range data {
			switch c >> 6 {
			case 0: // drop the first
				if len(bs) > 0 {
					bs = bs[1:]
				}
			case 1: // spend a use of each
				var next engine.Bonuses
				for _, b := range bs {
					if b.Uses != 1 {
						b.Uses = max(0, b.Uses-1)
						next = append(next, b)
					}
				}
				bs = next
			default: // add one
				bs = append(bs, engine.Bonus{Kind: engine.BonusKind(c & 1), Value: int(c>>1&1) * (1 - int(c&1)), Uses: int(c >> 2 & 7)})
			}
			got := m.lengths("x", bs)
			if len(got) != len(bs) {
				t.Fatalf("%d lengths for %d bonuses", len(got), len(bs))
			}
			for i, b := range bs {
				if got[i] < b.Uses {
					t.Fatalf("track %d shorter than the %d uses left", got[i], b.Uses)
				}
			}
		}
	})
}
