package ui

import (
	"slices"
	"testing"

	"fyne.io/fyne/v2"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/monster"
	"github.com/haventable/haventable/ui/screen"
)

// The round's cards button of a character whose hand the table keeps
// (round.Control.OnHand) shows the attack screen's Cards part with that
// character, and the hand screen's keys (Alt+T …) are the window's while
// it shows.
func TestRoundOpensTheHandScreen(t *testing.T) {
	store, sess := table(t)
	s, _ := newShell(t, Deps{Store: store, Session: sess, Preview: sample(t)})
	deck := []engine.ClassCard{
		{Number: 1, Name: "Jab", Level: 1, Initiative: 20, Top: engine.CardHalf{Actions: []monster.Action{{Type: monster.KindAttack, Value: monster.Fixed(2)}}},
			Bottom: engine.CardHalf{Actions: []monster.Action{{Type: monster.KindMove, Value: monster.Fixed(2)}}}},
		{Number: 2, Name: "Dash", Level: 1, Initiative: 40, Top: engine.CardHalf{Actions: []monster.Action{{Type: monster.KindAttack, Value: monster.Fixed(1)}}},
			Bottom: engine.CardHalf{Actions: []monster.Action{{Type: monster.KindMove, Value: monster.Fixed(4)}}}},
	}
	if _, err := s.table.Do(engine.ChooseHand{Character: "hero", Level: 1, HandSize: 2, Deck: deck, Cards: []int{1, 2}}); err != nil {
		t.Fatal(err)
	}
	s.Show(ViewMap)
	s.round.OnHand("hero")
	if s.View() != ViewAttack || s.attackTabs.SelectedIndex() != handTab || s.hand.Selected() != "hero" {
		t.Fatalf("view %v, part %d, character %q", s.View(), s.attackTabs.SelectedIndex(), s.hand.Selected())
	}
	if !slices.ContainsFunc(s.activeKeys, func(k screen.Shortcut) bool {
		return k.Key.KeyName == fyne.KeyT && k.Key.Modifier == fyne.KeyModifierAlt
	}) {
		t.Error("the hand screen's Alt+T is not the window's")
	}
}
