package engine

import (
	"encoding/json"
	"github.com/haventable/haventable/engine/modifier"
	"slices"
	"strings"
	"testing"
)

func TestAbilityDeckDrawAndShuffleMark(t *testing.T) {
	marks := []bool{false, false, true, false, false, false, false, true}
	d, err := NewAbilityDeck(marks, modifier.NewSource(3))
	if err != nil {
		t.Fatal(err)
	}
	if got := d.DrawCount(); got != 8 {
		t.Fatalf("draw pile %d, want 8", got)
	}
	seen := map[int]bool{}
	for round := 1; ; round++ {
		card, err := d.Draw()
		if err != nil {
			t.Fatal(err)
		}
		if c, ok := d.Current(); !ok || c != card {
			t.Fatalf("Current() = %d,%v after drawing %d", c, ok, card)
		}
		if _, err := d.Draw(); err == nil {
			t.Fatal("a second draw in one round was accepted")
		}
		if seen[card] {
			t.Fatalf("card %d drawn twice before a shuffle", card)
		}
		seen[card] = true
		if d.ShufflePending() != marks[card] {
			t.Fatalf("shuffle pending %v after card %d (mark %v)", d.ShufflePending(), card, marks[card])
		}
		shuffled := d.EndRound()
		if _, ok := d.Current(); ok {
			t.Fatal("a card is still current after the round")
		}
		if shuffled != marks[card] {
			t.Fatalf("EndRound shuffled=%v after card %d", shuffled, card)
		}
		if shuffled {
			if d.DrawCount() != 8 || d.DiscardCount() != 0 {
				t.Fatalf("after the shuffle: draw %d discard %d", d.DrawCount(), d.DiscardCount())
			}
			return
		}
		if d.DrawCount()+d.DiscardCount() != 8 || d.DiscardCount() != round {
			t.Fatalf("round %d: draw %d discard %d", round, d.DrawCount(), d.DiscardCount())
		}
	}
}

func TestAbilityDeckRunsOut(t *testing.T) {
	d, err := NewAbilityDeck([]bool{false, false}, modifier.NewSource(1))
	if err != nil {
		t.Fatal(err)
	}
	for range 5 {
		if _, err := d.Draw(); err != nil {
			t.Fatal(err)
		}
		d.EndRound()
	}
	if d.DrawCount()+d.DiscardCount() != 2 {
		t.Errorf("cards lost: draw %d discard %d", d.DrawCount(), d.DiscardCount())
	}
}

func TestAbilityDeckSameSeedSameCards(t *testing.T) {
	marks := []bool{false, true, false, false, true, false}
	run := func() []int {
		d, _ := NewAbilityDeck(marks, modifier.NewSource(42))
		var out []int
		for range 20 {
			c, _ := d.Draw()
			out = append(out, c)
			d.EndRound()
		}
		return out
	}
	if a, b := run(), run(); !slices.Equal(a, b) {
		t.Errorf("%v != %v", a, b)
	}
}

func TestAbilityDeckStateRoundTrip(t *testing.T) {
	marks := []bool{false, true, false, false, false}
	src := modifier.NewSource(9)
	d, _ := NewAbilityDeck(marks, src)
	d.Draw()
	d.EndRound()
	d.Draw()
	data, err := json.Marshal(d.State())
	if err != nil {
		t.Fatal(err)
	}
	saved, _ := src.MarshalBinary()
	var st AbilityDeckState
	if err := json.Unmarshal(data, &st); err != nil {
		t.Fatal(err)
	}
	src2 := modifier.NewSource(0)
	src2.UnmarshalBinary(saved)
	r, err := RestoreAbilityDeck(st, src2)
	if err != nil {
		t.Fatal(err)
	}
	for range 10 {
		r.EndRound()
		d.EndRound()
		a, _ := d.Draw()
		b, _ := r.Draw()
		if a != b {
			t.Fatalf("restored deck drew %d, the original %d", b, a)
		}
	}
}

func TestRestoreAbilityDeckRefusesBadStates(t *testing.T) {
	tests := []struct {
		st   AbilityDeckState
		want string
	}{
		{AbilityDeckState{Shuffle: []bool{false, false}, Draw: []int{0}, Current: -1}, "card 1 missing"},
		{AbilityDeckState{Shuffle: []bool{false, false}, Draw: []int{0, 0, 1}, Current: -1}, "card 0 twice"},
		{AbilityDeckState{Shuffle: []bool{false}, Draw: []int{3}, Current: -1}, "card 3 out of 0..0"},
		{AbilityDeckState{Shuffle: []bool{false, false}, Draw: []int{0, 1}, Current: 1}, "current card 1 is not on the discard pile"},
		{AbilityDeckState{Shuffle: []bool{false, false}, Draw: []int{0}, Discard: []int{1}, Current: -1, ShufflePending: true}, "shuffle pending without a current card"},
		{AbilityDeckState{}, "no cards"},
	}
	for _, tt := range tests {
		_, err := RestoreAbilityDeck(tt.st, modifier.NewSource(1))
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%+v: error %v, want %q", tt.st, err, tt.want)
		}
	}
}

func FuzzAbilityDeck(f *testing.F) {
	f.Add(uint64(1), uint8(8), uint8(0b10010000), uint8(30))
	f.Fuzz(func(t *testing.T, seed uint64, n, marks, rounds uint8) {
		n = n%MaxAbilityCards + 1
		m := make([]bool, n)
		for i := range m {
			m[i] = marks&(1<<(i%8)) != 0
		}
		d, err := NewAbilityDeck(m, modifier.NewSource(seed))
		if err != nil {
			t.Fatal(err)
		}
		for range rounds {
			if _, err := d.Draw(); err != nil {
				t.Fatal(err)
			}
			if _, err := RestoreAbilityDeck(d.State(), modifier.NewSource(seed)); err != nil {
				t.Fatalf("own state refused: %v", err)
			}
			d.EndRound()
			if d.DrawCount()+d.DiscardCount() != int(n) {
				t.Fatalf("%d cards, want %d", d.DrawCount()+d.DiscardCount(), n)
			}
		}
	})
}
