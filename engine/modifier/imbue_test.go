package modifier

import (
	"errors"
	"slices"
	"testing"

	"github.com/haventable/haventable/engine/rules"
)

func allCards(st DeckState) []string {
	return sortedNotation(slices.Concat(st.Draw, st.Discard, st.InPlay))
}

func TestImbue(t *testing.T) {
	count := func(st DeckState, s string) int {
		n := 0
		for _, c := range slices.Concat(st.Draw, st.Discard) {
			if c == MustParseCard(s+" @M") {
				n++
			}
		}
		return n
	}
	for _, c := range []struct {
		to   Imbuement
		size int
		want map[string]int
	}{
		{Imbued, 22, map[string]int{"-1": 2, "+1": 8, "+0 poison": 1, "+2 muddle": 1, "-2": 1, "+0": 6}},
		{AdvancedImbued, 24, map[string]int{"-2": 0, "-1": 2, "+0": 4, "+1": 8, "+3": 1, "+0 wound": 1, "+1 curses": 1, "+1 heal:1": 2, "+2 muddle": 1}},
	} {
		d, err := NewMonsterDeck(NewSource(1), nil)
		if err != nil {
			t.Fatal(err)
		}
		if err := d.Imbue(rules.Gloomhaven2e, NotImbued, c.to); err != nil {
			t.Fatal(err)
		}
		st := d.State()
		if len(st.Draw) != c.size {
			t.Errorf("%s: %d cards, want %d", c.to, len(st.Draw), c.size)
		}
		for card, n := range c.want {
			if got := count(st, card); got != n {
				t.Errorf("%s: %d × %s, want %d", c.to, got, card, n)
			}
		}
	}
}

// Going from one level to another through a third gives the same cards as
// going straight there, and back to none gives the monster deck's 20.
func TestImbueComposes(t *testing.T) {
	deckAt := func(steps ...Imbuement) []string {
		d, err := NewMonsterDeck(NewSource(2), nil)
		if err != nil {
			t.Fatal(err)
		}
		for i := 1; i < len(steps); i++ {
			if err := d.Imbue(rules.Gloomhaven2e, steps[i-1], steps[i]); err != nil {
				t.Fatalf("%v: %v", steps, err)
			}
		}
		return allCards(d.State())
	}
	for _, a := range Imbuements {
		for _, b := range Imbuements {
			for _, c := range Imbuements {
				if got, want := deckAt(NotImbued, a, b, c), deckAt(NotImbued, c); !slices.Equal(got, want) {
					t.Errorf("none→%q→%q→%q: %v, want %v", a, b, c, got, want)
				}
			}
		}
	}
	if got := deckAt(NotImbued, AdvancedImbued, Imbued, NotImbued); !slices.Equal(got, sortedNotation(MonsterCards())) {
		t.Errorf("back to none: %v", got)
	}
}

func TestImbueRefuses(t *testing.T) {
	src := NewSource(3)
	char, _ := NewStandardDeck(src, nil)
	if err := char.Imbue(rules.Gloomhaven2e, NotImbued, Imbued); err == nil {
		t.Error("a character's deck was imbued")
	}
	d, _ := NewMonsterDeck(src, nil)
	if err := d.Imbue(rules.Gloomhaven2e, NotImbued, "very"); err == nil {
		t.Error("an unknown level was taken")
	}
	if _, err := d.Draw(); err != nil {
		t.Fatal(err)
	}
	if err := d.StartAttack(); err == nil {
		if err := d.Imbue(rules.Gloomhaven2e, NotImbued, Imbued); !errors.Is(err, ErrAttackInProgress) {
			t.Errorf("during an attack: %v", err)
		}
		d.EndAttack()
	}
	// a deck whose -1 cards are gone cannot be imbued: nothing changes
	d2, _ := NewMonsterDeck(src, nil)
	if err := d2.Imbue(rules.Gloomhaven2e, Imbued, NotImbued); err == nil {
		t.Error("a deck not imbued was taken back from imbued")
	}
	if got := allCards(d2.State()); !slices.Equal(got, sortedNotation(MonsterCards())) {
		t.Errorf("a refused change changed the deck: %v", got)
	}
}

func TestImbueOnlyInGloomhaven2e(t *testing.T) {
	for _, e := range rules.Editions {
		d, _ := NewMonsterDeck(NewSource(4), nil)
		err := d.Imbue(e, NotImbued, Imbued)
		if (err == nil) != e.HasImbuement() {
			t.Errorf("%s: %v", e, err)
		}
	}
}
