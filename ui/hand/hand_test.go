package hand

import (
	"context"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"golang.org/x/text/language"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/ui/screen"
	"github.com/haventable/haventable/ui/screen/screentest"
	"github.com/haventable/haventable/ui/uitest"
)

// hand returns the character's hand as the table keeps it.
func handOf(t testing.TB, env *screen.Env) engine.Hand {
	t.Helper()
	h, ok := env.Table.Scenario().HandOf("tide")
	if !ok {
		t.Fatal("no hand kept")
	}
	return *h
}

// piles checks the screen's piles line against the table's hand.
func piles(t testing.TB, s *Screen, env *screen.Env, want string) {
	t.Helper()
	if got := s.Piles(); got != want {
		t.Fatalf("piles %q, want %q (hand %+v)", got, want, handOf(t, env))
	}
}

// overlayTexts are the texts of the labels on the window's top overlay (a
// dialog shown).
func overlayTexts(win fyne.Window) []string {
	top := win.Canvas().Overlays().Top()
	if top == nil {
		return nil
	}
	return uitest.Labels(top)
}

// The done-when of the hand through the screen: an invented class's hand
// chosen (level 2 card not offered), two cards a round picked by keys and
// taps (the leading card's initiative is the character's), top and bottom
// played (the area attack, the default attack 2), a persistent shield
// that is the character's shield while active, its track spent and the
// card lost, a round bonus ended with the round, a short rest with its
// redraw, a long rest, a refusal in the player's words, the campaign
// reopened from the store in between, and every step undone back to
// before the hand.
func TestHandFlowThroughTheScreen(t *testing.T) {
	test.NewTempApp(t)
	env, store := tideEnv(t, language.English)
	s := New(env)
	win := show(t, s, 1280, 800)
	env.Window = win

	// The hand: the six cards of level 1 or X, picked by Alt+1…6 and one
	// tap, taken with Alt+Enter.
	if !strings.HasPrefix(s.Step(), "Choose Tidecaller's hand: 6 cards of level 1 or lower") {
		t.Fatalf("step %q", s.Step())
	}
	if s.Piles() != "0 of 6 picked, from 6 you may take" {
		t.Fatalf("piles %q: the level 2 card is offered", s.Piles())
	}
	for _, k := range []fyne.KeyName{fyne.Key1, fyne.Key2, fyne.Key3, fyne.Key4, fyne.Key5, fyne.Key6, fyne.Key6} {
		press(t, s, k)
	}
	if _, on := s.Button("take"); on {
		t.Fatal("take offered with 5 cards picked")
	}
	press(t, s, fyne.Key6)
	press(t, s, fyne.KeyReturn)
	if h := handOf(t, env); len(h.Cards) != 6 || slices.ContainsFunc(h.Cards, func(c engine.ClassCard) bool { return c.Number == 7 }) {
		t.Fatalf("hand %+v", h.Cards)
	}
	piles(t, s, env, "In hand 6 · discarded 0 · lost 0 · active 0")
	if !strings.Contains(s.Status(), "takes 6 cards") {
		t.Errorf("status %q", s.Status())
	}

	// Round 1: Breaking Wave leads (11), Shell of Brine second.
	press(t, s, fyne.Key1)
	press(t, s, fyne.Key2)
	if s.Picks()[0] != 1 {
		t.Fatalf("picks %v", s.Picks())
	}
	tap(t, s, "choose")
	if in, _ := env.Table.Scenario().InitiativeOf("tide"); in.Leading != 11 || in.Second != 23 {
		t.Fatalf("initiative %+v, want the cards' 11 and 23", in)
	}
	if !strings.Contains(s.Step(), "plays Breaking Wave (initiative 11) and Shell of Brine") {
		t.Fatalf("step %q", s.Step())
	}
	monstersAct(t, env)
	turnOf(t, env, "tide")
	if !strings.HasPrefix(s.Step(), "Tidecaller's turn") {
		t.Fatalf("step on the turn %q", s.Step())
	}
	// a card not chosen is refused in the player's words
	s.PlayHalf(5, engine.HalfTop, false)
	if texts := overlayTexts(win); !slices.Contains(texts, "Play one of the two cards chosen for the round.") {
		t.Fatalf("refusal says %q", texts)
	}
	win.Canvas().Overlays().Remove(win.Canvas().Overlays().Top())
	press(t, s, fyne.KeyT) // the top of the current card: Breaking Wave
	if st := s.Status(); !strings.HasPrefix(st, "Breaking Wave: Attack 2, area of 2 hexes") || !strings.HasSuffix(st, "is discarded.") {
		t.Fatalf("status %q", st)
	}
	press(t, s, fyne.KeyB) // the bottom of the other: the shield
	if st := s.Status(); !strings.Contains(st, "Shield 1") || !strings.Contains(st, "active area") {
		t.Fatalf("status %q", st)
	}
	piles(t, s, env, "In hand 4 · discarded 1 · lost 0 · active 1")
	if f := screentest.Figure(t, env, "tide"); f.ShieldTotal() != 1 {
		t.Fatalf("shield %d while the card is active, want 1", f.ShieldTotal())
	}
	s.UseBonus(2, engine.EventAttacked)
	if st := s.Status(); st != "Shell of Brine: a use marked (Attacked)." {
		t.Fatalf("status %q", st)
	}
	endRound(t, env)

	// A restart: the campaign read back from the store.
	reopen(t, env, store)
	s.Close()
	s = New(env)
	win.SetContent(s.Content())
	piles(t, s, env, "In hand 4 · discarded 1 · lost 0 · active 1")

	// Round 2: the shield's last use loses its card (and the shield);
	// Undertow's round bonus and Drift's top as attack 2.
	s.UseBonus(2, engine.EventDamage)
	if st := s.Status(); st != "Shell of Brine: its track is full; the card is lost." {
		t.Fatalf("status %q", st)
	}
	if f := screentest.Figure(t, env, "tide"); f.ShieldTotal() != 0 {
		t.Fatalf("shield %d once the card is lost, want 0", f.ShieldTotal())
	}
	press(t, s, fyne.Key1) // Undertow: the in-hand list is 3, 4, 5, 6
	press(t, s, fyne.Key2) // Drift
	press(t, s, fyne.KeyReturn)
	if in, _ := env.Table.Scenario().InitiativeOf("tide"); in.Leading != 45 {
		t.Fatalf("initiative %+v, want Undertow's 45", in)
	}
	monstersAct(t, env)
	turnOf(t, env, "tide")
	press(t, s, fyne.KeyB) // Undertow's bottom: a round bonus
	press(t, s, fyne.KeyA) // Drift's top as attack 2
	if st := s.Status(); !strings.HasPrefix(st, "Drift: Attack 2.") {
		t.Fatalf("status %q", st)
	}
	piles(t, s, env, "In hand 2 · discarded 2 · lost 1 · active 1")
	endRound(t, env)
	piles(t, s, env, "In hand 2 · discarded 3 · lost 1 · active 0") // the round bonus ended

	// Between rounds: a short rest loses a random card (the table's
	// seeded source); its redraw costs 1 damage.
	hp := screentest.Figure(t, env, "tide").HP
	press(t, s, fyne.KeyR)
	h := handOf(t, env)
	lost, _ := h.Card(h.RestLost)
	if st := s.Status(); !strings.Contains(st, lost.Name+" is lost at random") {
		t.Fatalf("status %q, lost %q", st, lost.Name)
	}
	piles(t, s, env, "In hand 4 · discarded 0 · lost 2 · active 0")
	tap(t, s, "redraw")
	if f := screentest.Figure(t, env, "tide"); f.HP != hp-1 {
		t.Fatalf("hp %d after the redraw, want %d", f.HP, hp-1)
	}
	screentest.Undo(t, env) // the redraw undone
	if f := screentest.Figure(t, env, "tide"); f.HP != hp {
		t.Fatalf("hp %d once the redraw is undone", f.HP)
	}

	// Round 3: two cards played, both discarded; round 4: a long rest.
	h = handOf(t, env)
	press(t, s, fyne.Key1)
	press(t, s, fyne.Key2)
	press(t, s, fyne.KeyReturn)
	monstersAct(t, env)
	turnOf(t, env, "tide")
	press(t, s, fyne.KeyA)
	press(t, s, fyne.KeyM)
	endRound(t, env)
	if _, on := s.Button("long"); !on {
		t.Fatalf("no long rest offered: %q", s.Step())
	}
	press(t, s, fyne.KeyL)
	if !strings.Contains(s.Step(), "long rest this round, on initiative 99") {
		t.Fatalf("step %q", s.Step())
	}
	monstersAct(t, env)
	turnOf(t, env, "tide")
	h = handOf(t, env)
	first, _ := h.Card(h.Discard[0])
	press(t, s, fyne.Key1) // the first discarded card lost
	if st := s.Status(); !strings.Contains(st, first.Name+" is lost") {
		t.Fatalf("status %q", st)
	}
	if h := handOf(t, env); len(h.Discard) != 0 || h.Lost[len(h.Lost)-1] != first.Number {
		t.Fatalf("hand after the long rest %+v", h)
	}

	// Counting off: the players keep the cards on the table; undone.
	tap(t, s, "drop")
	if texts := overlayTexts(win); !slices.Contains(texts, "Stop keeping Tidecaller's cards here? The players keep them on the table from now on (Undo takes it back).") {
		t.Fatalf("the question says %q", texts)
	}
	s.DropHand()
	if _, kept := env.Table.Scenario().HandOf("tide"); kept || !strings.Contains(s.Status(), "kept on the table") {
		t.Fatalf("the hand is still kept (status %q)", s.Status())
	}
	win.Canvas().Overlays().Remove(win.Canvas().Overlays().Top())
	screentest.Undo(t, env)

	// Undo through all of it: back to before the hand was chosen.
	sess := env.Table.Session()
	for sess.CanUndo() {
		if _, kept := env.Table.Scenario().HandOf("tide"); !kept {
			break
		}
		if err := sess.Undo(context.Background()); err != nil {
			t.Fatal(err)
		}
	}
	if _, kept := env.Table.Scenario().HandOf("tide"); kept {
		t.Fatal("the hand is still kept after undoing everything")
	}
	if !strings.HasPrefix(s.Step(), "Choose Tidecaller's hand") {
		t.Fatalf("step after undoing %q", s.Step())
	}
}
