package battle

import (
	"encoding/json"
	"errors"
	"testing"
)

// Actions applied with Do do what the board's methods do, and a history of
// them replayed on a new board rebuilds the same board, ongoing abilities
// and all.
func TestActionsReplay(t *testing.T) {
	history := []Action{
		Enter{Spec: hero("knight", "6", "3")},
		Enter{Spec: evil("ogre", "7", "9")},
		SetInBattle{ID: "knight", In: true},
		UseAbility{Ability: Change{Target: "knight", Strength: v("2"), Toughness: v("1"), Ongoing: true}},
		UseAbility{Ability: Multiply{Target: "knight", Factor: v("1/2"), Stats: Both}},
		UseAbility{Ability: Set{Target: "ogre", Stats: Strength, Strength: v("1"), Lowering: Accept, Ongoing: true}},
		Discard{ID: "ogre"},
		EndPhase{},
		UseAbility{Ability: Change{Target: "knight", Strength: v("1"), Ongoing: true}},
	}
	b, err := New(PhaseDraw)
	if err != nil {
		t.Fatal(err)
	}
	for i, a := range history {
		if _, err := b.Do(a); err != nil {
			t.Fatalf("action %d %s: %v", i, a.Kind(), err)
		}
	}
	if got := b.Discarded(); len(got) != 0 {
		t.Errorf("the last action discarded %v", got)
	}
	want(t, b, "knight", "4", "3/2")
	if on := b.Ongoing("knight"); len(on) != 1 || on[0].(Change).Strength.String() != "1" {
		t.Errorf("ongoing on the knight: %v", on)
	}
	again, _ := New(PhaseDraw)
	for _, a := range history {
		if err := a.Apply(again); err != nil {
			t.Fatal(err)
		}
	}
	if snapshot(again) != snapshot(b) || len(again.Ongoing("knight")) != 1 {
		t.Errorf("replayed: %s\nwant %s", snapshot(again), snapshot(b))
	}
	// A discard reports the cards gone; Clear empties the board.
	if gone, err := b.Do(Discard{ID: "knight"}); err != nil || len(gone) != 1 || b.Discarded()[0] != "knight" {
		t.Errorf("discard: %v %v", gone, err)
	}
	if _, err := b.Do(Clear{}); err != nil || len(b.Cards()) != 0 || b.Phase() != PhaseDraw || b.Turn() != 1 {
		t.Errorf("clear: %v, %s", err, snapshot(b))
	}
}

// A refused action changes nothing; one that raises a question leaves its
// ability pending, as Play does.
func TestActionsRefused(t *testing.T) {
	b := newBoard(t, hero("knight", "8", "5"))
	before := snapshot(b)
	for _, a := range []Action{
		Enter{Spec: hero("knight", "1", "1")},
		Discard{ID: "nobody"},
		SetInBattle{ID: "nobody", In: true},
		UseAbility{},
		UseAbility{Ability: Change{Target: "nobody"}},
	} {
		if _, err := b.Do(a); err == nil {
			t.Errorf("%s %+v: no error", a.Kind(), a)
		}
		if snapshot(b) != before {
			t.Errorf("%s: the board changed", a.Kind())
		}
	}
	_, err := b.Do(UseAbility{Ability: Set{Target: "knight", Stats: Strength, Strength: v("1")}})
	if !errors.Is(err, ErrAnswerMissing) || snapshot(b) != before {
		t.Fatalf("a lowering set: %v", err)
	}
	if _, qs, ok := b.Pending(); !ok || len(qs) != 1 {
		t.Error("the question is not pending")
	}
	if _, _, ok := b.Clone().Pending(); ok {
		t.Error("a clone keeps the pending ability")
	}
}

// Actions are plain values that say their kind and marshal to JSON.
func TestActionsJSON(t *testing.T) {
	for a, want := range map[Action]string{
		Enter{Spec: CardSpec{ID: "k"}}:           `{"spec":{"ID":"k","Kind":0,"Owner":0,"Strength":"0","Toughness":"0","InPlay":false,"InBattle":false}}`,
		SetInBattle{ID: "k", In: true}:           `{"id":"k","in":true}`,
		Discard{ID: "k"}:                         `{"id":"k"}`,
		EndPhase{}:                               `{}`,
		Clear{}:                                  `{}`,
		UseAbility{Ability: Change{Target: "k"}}: `{"ability":{"Target":"k","Strength":"0","Toughness":"0","Ongoing":false,"Per":null,"If":null}}`,
	} {
		got, err := json.Marshal(a)
		if err != nil || string(got) != want {
			t.Errorf("%s: %s %v\nwant %s", a.Kind(), got, err, want)
		}
	}
}
