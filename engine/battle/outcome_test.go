package battle

import (
	"errors"
	"testing"
)

func fighter(spec CardSpec) CardSpec {
	spec.InBattle = true
	return spec
}

func TestOutcome(t *testing.T) {
	tests := []struct {
		name      string
		cards     []CardSpec
		defeated  [2]bool
		winner    Player
		hasWinner bool
		mutual    bool
		stalemate bool
	}{
		{
			name:     "hero defeats the evil character",
			cards:    []CardSpec{fighter(hero("h", "6", "5")), fighter(evil("ec", "3", "6"))},
			defeated: [2]bool{false, true}, winner: Player1, hasWinner: true,
		},
		{
			name:     "strength equal to toughness is enough",
			cards:    []CardSpec{fighter(hero("h", "7/2", "4")), fighter(evil("ec", "4", "3.5"))},
			defeated: [2]bool{true, true}, mutual: true,
		},
		{
			name:     "mutual destruction",
			cards:    []CardSpec{fighter(hero("h", "8", "3")), fighter(evil("ec", "5", "5"))},
			defeated: [2]bool{true, true}, mutual: true,
		},
		{
			name:      "stalemate",
			cards:     []CardSpec{fighter(hero("h", "2", "9")), fighter(evil("ec", "3", "8"))},
			stalemate: true,
		},
		{
			name:     "evil character defeats the hero",
			cards:    []CardSpec{fighter(hero("h", "2", "3")), fighter(evil("ec", "3", "8"))},
			defeated: [2]bool{true, false}, winner: Player2, hasWinner: true,
		},
		{
			name: "sides total their cards; cards out of battle do not count",
			cards: []CardSpec{
				fighter(hero("h1", "2", "3")), fighter(hero("h2", "3", "1/2")), hero("bench", "10", "10"),
				fighter(CardSpec{ID: "shield", Kind: Enhancement, Owner: Player2, Strength: Int(0), Toughness: Int(2), InPlay: true}),
				fighter(evil("ec", "1", "3")),
			},
			// player 1: 5/(7/2); player 2: 1/5. 5 >= 5 so player 2 is defeated; 1 < 7/2.
			defeated: [2]bool{false, true}, winner: Player1, hasWinner: true,
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			b := newBoard(t, tc.cards...)
			o, err := b.Outcome()
			if err != nil {
				t.Fatal(err)
			}
			if o.Defeated != tc.defeated {
				t.Errorf("defeated %v, want %v (%s)", o.Defeated, tc.defeated, o)
			}
			w, ok := o.Winner()
			if ok != tc.hasWinner || (ok && w != tc.winner) {
				t.Errorf("winner %v %v, want %v %v (%s)", w, ok, tc.winner, tc.hasWinner, o)
			}
			if o.MutualDestruction() != tc.mutual || o.Stalemate() != tc.stalemate {
				t.Errorf("mutual %v stalemate %v, want %v %v (%s)", o.MutualDestruction(), o.Stalemate(), tc.mutual, tc.stalemate, o)
			}
		})
	}
}

func TestOutcomeFollowsAbilitiesAndMembership(t *testing.T) {
	b := newBoard(t, fighter(hero("h", "4", "4")), fighter(evil("ec", "4", "5")), hero("h2", "1", "1"))
	o, err := b.Outcome()
	if err != nil {
		t.Fatal(err)
	}
	if w, ok := o.Winner(); !ok || w != Player2 {
		t.Fatalf("before: %s", o)
	}
	// "+1/+1 for each Hero in your territory": two Heroes in play, 6/6 against 4/5.
	b.Apply(Change{Target: "h", Strength: Int(1), Toughness: Int(1), Ongoing: true, Per: &Count{Kinds: []Kind{Hero}, Owners: []Player{Player1}}})
	if o, _ = b.Outcome(); !o.Defeated[Player2] || o.Defeated[Player1] {
		t.Fatalf("after the increase: %s", o)
	}
	// The evil character's strength doubled: 6/6 against 8/5.
	b.Apply(Multiply{Target: "ec", Factor: Int(2), Stats: Strength, Ongoing: true})
	if o, _ = b.Outcome(); !o.MutualDestruction() {
		t.Fatalf("after the doubling: %s", o)
	}
	// h2 joins: 7/7 against 8/5.
	if err := b.SetInBattle("h2", true); err != nil {
		t.Fatal(err)
	}
	if o, _ = b.Outcome(); !o.MutualDestruction() {
		t.Fatalf("with h2 in battle: %s", o)
	}
	// The phase ends: 5/5 against 4/5.
	b.EndPhase()
	if o, _ = b.Outcome(); !o.Defeated[Player2] || o.Defeated[Player1] {
		t.Fatalf("after the phase: %s", o)
	}
	// h2 leaves the battle: 4/4 against 4/5.
	b.SetInBattle("h2", false)
	if o, _ = b.Outcome(); !o.Defeated[Player1] || o.Defeated[Player2] {
		t.Fatalf("after h2 left: %s", o)
	}
}

func TestOutcomeNeedsBothSides(t *testing.T) {
	b := newBoard(t, fighter(hero("h", "4", "4")), evil("ec", "4", "5"))
	if _, err := b.Outcome(); !errors.Is(err, ErrNoBattle) {
		t.Fatalf("err = %v, want ErrNoBattle", err)
	}
	b.SetInBattle("ec", true)
	if _, err := b.Outcome(); err != nil {
		t.Fatal(err)
	}
	b.Discard("h")
	if _, err := b.Outcome(); !errors.Is(err, ErrNoBattle) {
		t.Fatalf("after the hero left: err = %v, want ErrNoBattle", err)
	}
}
