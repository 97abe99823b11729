package ui

import (
	"slices"
	"testing"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/hexgrid"
)

// A hex sticker on a card's area attack plays: the template the map
// offers when the half is played has the added hex (Frost Line's line of
// two, enhanced to three).
func TestEnhancedAreaOnTheMap(t *testing.T) {
	store, sess := table(t)
	s, _ := newShell(t, Deps{Store: store, Session: sess, Preview: sample(t)})
	s.Show(ViewAttack)
	deck, err := engine.EnhanceDeck(frostDeck(), []engine.CardEnhancement{
		{Card: 1, Half: engine.HalfTop, Action: 0, Sticker: engine.StickerHex, Hex: &[2]int{3, 0}}})
	if err != nil {
		t.Fatal(err)
	}
	for _, a := range []engine.Action{
		engine.ChooseHand{Character: "hero", Level: 1, HandSize: 4, Deck: deck, Cards: []int{1, 2, 3, 4}},
		engine.ChooseCards{Character: "hero", Leading: 1, Second: 2},
	} {
		if _, err := s.table.Do(a); err != nil {
			t.Fatal(err)
		}
	}
	for _, typ := range s.table.Scenario().MonsterTypes() {
		if _, err := s.table.Do(engine.SetMonsterInitiative{Type: typ, Initiative: 50}); err != nil {
			t.Fatal(err)
		}
	}
	if rep, err := s.table.Do(engine.NextTurn{}); err != nil || rep.TurnStart == nil || rep.TurnStart.Turn.Figure != "hero" {
		t.Fatalf("first turn %+v, %v: want the hero's", rep.TurnStart, err)
	}
	s.round.OnHand("hero")
	s.hand.PlayHalf(1, engine.HalfTop, false)
	tmpl, ok := s.MapScreen().Model.Template()
	if !ok || !tmpl.Shape.Self || !slices.Equal(tmpl.Shape.Hexes, []hexgrid.Hex{hexgrid.H(1, 0), hexgrid.H(2, 0), hexgrid.H(3, 0)}) {
		t.Fatalf("template %+v (chosen %v): want the line of three", tmpl, ok)
	}
}
