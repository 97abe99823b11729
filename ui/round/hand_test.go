package round

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/haventable/haventable/engine"
)

// A character's cards counted from the round screen: the button shows the
// piles, the menu offers what the piles allow, a short rest says which card
// is lost, a character with fewer than two cards in hand is told to rest,
// and a rest without two discarded cards is refused in the player's words.
func TestCountedCardsOnTheRoundScreen(t *testing.T) {
	test.NewTempApp(t)
	env := newEnv(t)
	c := New(env)
	show(t, c.Content(), 1280, 800)
	r := c.charRows["brute"]
	if r == nil || r.cards.Text != "Rest, cards…" {
		t.Fatalf("the brute's cards button: %+v", r)
	}
	if m := c.CardsMenu("brute"); len(m.Items) != 3 || m.Items[2].Label != "Hand size…" {
		t.Errorf("uncounted cards offer %d items", len(m.Items))
	}
	c.setHand("brute", 4)
	if r.cards.Text != "Cards 4 · 0 · 0" {
		t.Errorf("after a hand of 4: %q", r.cards.Text)
	}
	menu := c.CardsMenu("brute")
	disabled := map[string]bool{}
	for _, it := range menu.Items {
		disabled[it.Label] = it.Disabled
	}
	if !disabled["4 in hand, 0 discarded, 0 lost"] || disabled["Played two cards, both discarded"] || !disabled["Short rest"] ||
		!disabled["Long rest"] {
		t.Errorf("menu items and whether disabled: %v", disabled)
	}
	c.PlayCards("brute", 2, 0)
	c.PlayCards("brute", 1, 0)
	if r.cards.Text != "Cards 1 · 3 · 0" || !strings.Contains(r.current.Text, "must rest") {
		t.Errorf("after playing 3 cards: %q, %q", r.cards.Text, r.current.Text)
	}
	c.ShortRest("brute")
	if r.cards.Text != "Cards 3 · 0 · 1" {
		t.Errorf("after a short rest: %q", r.cards.Text)
	}
	if !strings.Contains(c.status.Text, "shuffle the 3 discarded cards face down and lose card") {
		t.Errorf("status %q", c.status.Text)
	}
	c.SetLongRest("brute")
	if in, set := env.Table.Scenario().InitiativeOf("brute"); set && in.LongRest {
		t.Error("a long rest without discarded cards was taken")
	}
	_, err := env.Table.Do(engine.LongRest{Character: "brute"})
	if msg := c.cardsError(err); msg == nil || !strings.HasPrefix(msg.Error(), "A rest needs two cards or more in the discard pile") {
		t.Errorf("the refusal says %v", msg)
	}
}

// A short rest is offered at the end of the round only: during a turn the
// menu item says when it comes and is disabled, and the engine refuses it
// in the player's words (issue 40).
func TestShortRestOnlyAtTheEndOfTheRound(t *testing.T) {
	test.NewTempApp(t)
	env := newEnv(t)
	c := New(env)
	c.setHand("brute", 6)
	c.PlayCards("brute", 2, 0)
	setInitiatives(t, c)
	item := func() *fyne.MenuItem {
		for _, it := range c.CardsMenu("brute").Items {
			if strings.HasPrefix(it.Label, "Short rest") {
				return it
			}
		}
		t.Fatal("no short rest in the menu")
		return nil
	}
	c.NextTurn() // the brute's turn
	if it := item(); !it.Disabled || it.Label != "Short rest (at the end of the round)" {
		t.Errorf("during the brute's turn: %q, disabled %v", it.Label, it.Disabled)
	}
	_, err := env.Table.Do(engine.ShortRest{Character: "brute"})
	if msg := c.cardsError(err); msg == nil || !strings.HasPrefix(msg.Error(), "A short rest is taken at the end of the round") {
		t.Errorf("the refusal says %v", msg)
	}
	for range 10 {
		c.NextTurn()
	}
	if _, more, _ := env.Table.Scenario().NextTurn(); more {
		t.Fatal("turns left")
	}
	if it := item(); it.Disabled || it.Label != "Short rest" {
		t.Errorf("at the end of the round: %q, disabled %v", it.Label, it.Disabled)
	}
}
