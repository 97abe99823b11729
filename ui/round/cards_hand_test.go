package round

import (
	"testing"

	"fyne.io/fyne/v2/test"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/monster"
	"github.com/haventable/haventable/ui/screen/screentest"
)

// A character whose cards the table keeps takes its initiative from the
// two it chose on the hand screen: the round names the leading card, its
// entries show the initiatives closed to typing, its cards
// button counts the hand's piles and opens the hand screen; a character
// whose cards are not kept is offered the hand screen in its menu.
func TestKeptHandOnTheRoundScreen(t *testing.T) {
	test.NewTempApp(t)
	env := newEnv(t)
	c := New(env)
	var opened []string
	c.OnHand = func(id string) { opened = append(opened, id) }
	show(t, c.Content(), 1280, 800)
	if m := c.CardsMenu("brute"); m.Items[0].Label != "Ability cards…" {
		t.Fatalf("the menu of cards not kept starts with %q", m.Items[0].Label)
	}
	deck := []engine.ClassCard{}
	for n, in := range []int{17, 42, 60} {
		deck = append(deck, engine.ClassCard{Number: n + 1, Name: []string{"Trample", "Shove", "Roar"}[n], Level: 1, Initiative: in,
			Top:    engine.CardHalf{Actions: []monster.Action{{Type: monster.KindAttack, Value: monster.Fixed(3)}}},
			Bottom: engine.CardHalf{Actions: []monster.Action{{Type: monster.KindMove, Value: monster.Fixed(3)}}}})
	}
	screentest.Do(t, env, engine.ChooseHand{Character: "brute", Level: 1, HandSize: 3, Deck: deck, Cards: []int{1, 2, 3}})
	r := c.charRows["brute"]
	if !r.leading.Disabled() || !r.set.Disabled() || r.current.Text != "two cards to choose (the Cards button)" || r.cards.Text != "Cards 3 · 0 · 0" {
		t.Fatalf("row before the cards: entries open %v, %q, %q", !r.leading.Disabled(), r.current.Text, r.cards.Text)
	}
	screentest.Do(t, env, engine.ChooseCards{Character: "brute", Leading: 2, Second: 1})
	if r.current.Text != "Shove leads" || r.leading.Text != "42" || r.second.Text != "17" {
		t.Fatalf("row once chosen: %q, entries %q %q", r.current.Text, r.leading.Text, r.second.Text)
	}
	monsters := []engine.Action{engine.SetInitiative{Character: "spellweaver", Leading: 80}}
	for _, typ := range env.Table.Scenario().MonsterTypes() {
		monsters = append(monsters, engine.SetMonsterInitiative{Type: typ, Initiative: 50})
	}
	screentest.Do(t, env, append(monsters, engine.NextTurn{})...)
	if r.current.Text != "acts on 42 (Shove)" {
		t.Fatalf("row once the round began: %q", r.current.Text)
	}
	test.Tap(r.cards)
	if len(opened) != 1 || opened[0] != "brute" {
		t.Fatalf("the cards button opened %v", opened)
	}
	// the spellweaver's cards are not kept: typed as before
	if r := c.charRows["spellweaver"]; r.leading.Disabled() {
		t.Fatal("the spellweaver's entries are closed")
	}
}
