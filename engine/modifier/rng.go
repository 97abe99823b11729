package modifier

import (
	"fmt"
	"math/rand/v2"
)

// Source is the engine's seeded random source. Every shuffle and every random
// placement in a game draws from one Source, so a game started from the same
// seed with the same decisions replays exactly, and a Source saved with
// MarshalBinary and restored with UnmarshalBinary continues with exactly the
// numbers it would have given.
//
// A Source is used through a pointer and is not safe for concurrent use.
type Source struct {
	pcg rand.PCG
}

// NewSource returns a source seeded with seed.
func NewSource(seed uint64) *Source {
	s := &Source{}
	s.pcg.Seed(seed, seed^0x9e3779b97f4a7c15)
	return s
}

// IntN returns a uniform number in [0, n). It panics if n <= 0.
func (s *Source) IntN(n int) int {
	return rand.New(&s.pcg).IntN(n)
}

// Shuffle puts the n elements reached through swap in a uniformly random
// order (Fisher–Yates).
func (s *Source) Shuffle(n int, swap func(i, j int)) {
	rand.New(&s.pcg).Shuffle(n, swap)
}

// MarshalBinary returns the source's exact state.
func (s *Source) MarshalBinary() ([]byte, error) {
	return s.pcg.MarshalBinary()
}

// UnmarshalBinary restores a state saved by MarshalBinary.
func (s *Source) UnmarshalBinary(data []byte) error {
	if err := s.pcg.UnmarshalBinary(data); err != nil {
		return fmt.Errorf("restore random source: %w", err)
	}
	return nil
}

// save and restore copy the state in memory, for undoing a failed operation.
func (s *Source) save() rand.PCG     { return s.pcg }
func (s *Source) restore(p rand.PCG) { s.pcg = p }

// Clone returns a copy of the source that goes on with the numbers s would
// give, independently of s.
func (s *Source) Clone() *Source {
	c := *s
	return &c
}
