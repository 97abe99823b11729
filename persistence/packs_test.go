package persistence

import (
	"context"
	"errors"
	"reflect"
	"testing"

	"github.com/haventable/haventable/engine/pack"
)

// Data packs are kept whole, listed with what they hold, renamed when their
// name is taken, and survive a restart; a deleted one is gone.
func TestDataPacksAreKept(t *testing.T) {
	ctx := context.Background()
	s := openTemp(t)
	b := pack.Builtin()
	first, err := s.AddPack(ctx, b, "haventable")
	if err != nil {
		t.Fatal(err)
	}
	second, err := s.AddPack(ctx, b, "x-haven")
	if err != nil {
		t.Fatal(err)
	}
	if first.Name != b.Name || second.Name != b.Name+" (2)" || first.Counts != b.Count() {
		t.Fatalf("added %+v and %+v", first, second)
	}
	list, err := s.Packs(ctx)
	if err != nil || len(list) != 2 || list[1].Source != "x-haven" || list[0].Counts.Monsters == 0 {
		t.Fatalf("packs %+v, %v", list, err)
	}
	got, err := s.Pack(ctx, first.ID)
	if err != nil || !reflect.DeepEqual(got, b) {
		t.Fatalf("the pack read back differs: %v", err)
	}
	if err := s.DeletePack(ctx, first.ID); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Pack(ctx, first.ID); !errors.Is(err, ErrNoPack) {
		t.Errorf("a deleted pack: %v", err)
	}
	if err := s.DeletePack(ctx, first.ID); !errors.Is(err, ErrNoPack) {
		t.Errorf("deleted twice: %v", err)
	}
	bad := *b
	bad.Name = ""
	if _, err := s.AddPack(ctx, &bad, "haventable"); err == nil {
		t.Error("a pack without a name was kept")
	}
}

// The monster table a scenario starts with holds the samples and every
// kept pack's types.
func TestMonsterTableHoldsThePacks(t *testing.T) {
	ctx := context.Background()
	s := openTemp(t)
	p := pack.Builtin()
	p.Name = "Mine"
	imp := p.Monsters[0]
	imp.Deck, imp.Name = imp.DeckName(), "Frost Imp"
	p.Monsters = append(p.Monsters, imp)
	before, err := s.MonsterTable(ctx, 2)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.AddPack(ctx, p, "haventable"); err != nil {
		t.Fatal(err)
	}
	after, err := s.MonsterTable(ctx, 2)
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range p.Monsters {
		if _, ok := after[m.Name]; !ok {
			t.Errorf("%s missing from the table", m.Name)
		}
	}
	if len(after) != len(before)+1 {
		t.Errorf("%d types with the pack, %d without", len(after), len(before))
	}
	if got := after["Frost Imp"]; got.Deck == nil || got.Deck.Name != imp.Deck {
		t.Errorf("Frost Imp draws from %+v", imp.Deck)
	}
	if rat := before["Cave Rat"]; rat.Deck == nil {
		t.Error("the built-in pack's rats have no ability deck")
	}
}
