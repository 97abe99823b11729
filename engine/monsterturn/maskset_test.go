package monsterturn

import (
	"math/rand/v2"
	"testing"
)

// TestMaskSet checks maskSet against a map through many resets, with keys
// that collide in the low and the high bits.
func TestMaskSet(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	var m maskSet
	for round := range 300 {
		m.reset()
		want := map[uint64]bool{}
		for range r.IntN(3000) {
			x := r.Uint64N(500)
			switch r.IntN(3) {
			case 1:
				x <<= 40
			case 2:
				x = x<<40 | 7
			}
			if got := m.add(x); got == want[x] {
				t.Fatalf("round %d: add(%#x) = %v, present before: %v", round, x, got, want[x])
			}
			want[x] = true
		}
		if m.n != len(want) {
			t.Fatalf("round %d: %d keys, want %d", round, m.n, len(want))
		}
	}
}
