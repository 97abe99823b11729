package battle

import (
	"errors"
	"testing"

	rules "github.com/haventable/haventable/engine/battle"
)

func card(id string, k rules.Kind, p rules.Player, s, t string) rules.CardSpec {
	return rules.CardSpec{ID: id, Kind: k, Owner: p, Strength: rules.MustParse(s), Toughness: rules.MustParse(t)}
}

func values(t *testing.T, g *Game, id string) (string, string) {
	t.Helper()
	c, err := g.Board().Card(id)
	if err != nil {
		t.Fatal(err)
	}
	return c.Strength.String(), c.Toughness.String()
}

func mustEnter(t *testing.T, g *Game, s rules.CardSpec) {
	t.Helper()
	if _, err := g.Enter(s); err != nil {
		t.Fatal(err)
	}
}

func TestGameOngoingAbilitiesFollowTheEngine(t *testing.T) {
	g := NewGame()
	mustEnter(t, g, card("knight", rules.Hero, rules.Player1, "6", "3"))
	mustEnter(t, g, card("ogre", rules.EvilCharacter, rules.Player2, "7", "9"))
	steps := []struct {
		name    string
		do      func() error
		ongoing map[string]int
		knight  [2]string
	}{
		{"ongoing change listed", func() error {
			_, err := g.Play(rules.Change{Target: "knight", Strength: rules.Int(2), Toughness: rules.Int(1), Ongoing: true})
			return err
		}, map[string]int{"knight": 1}, [2]string{"8", "4"}},
		{"instantaneous change not listed", func() error {
			_, err := g.Play(rules.Change{Target: "knight", Strength: rules.Int(1)})
			return err
		}, map[string]int{"knight": 1}, [2]string{"9", "4"}},
		{"halving after the ongoing", func() error {
			_, err := g.Play(rules.Multiply{Target: "knight", Factor: rules.Frac(1, 2), Stats: rules.Both})
			return err
		}, map[string]int{"knight": 1}, [2]string{"9/2", "2"}},
		{"phase end drops the ongoing", func() error { g.EndPhase(); return nil }, map[string]int{}, [2]string{"7/2", "3/2"}},
		{"declined ongoing set leaves nothing", func() error {
			if _, err := g.Play(rules.Set{Target: "knight", Stats: rules.Strength, Strength: rules.Int(1), Ongoing: true}); !errors.Is(err, rules.ErrAnswerMissing) {
				t.Fatalf("set lowering: %v", err)
			}
			_, err := g.Answer(rules.Decline)
			return err
		}, map[string]int{}, [2]string{"7/2", "3/2"}},
		{"ongoing on a card that is then discarded", func() error {
			if _, err := g.Play(rules.Change{Target: "ogre", Strength: rules.Int(1), Ongoing: true}); err != nil {
				return err
			}
			_, err := g.Discard("ogre")
			return err
		}, map[string]int{}, [2]string{"7/2", "3/2"}},
	}
	for _, st := range steps {
		if err := st.do(); err != nil {
			t.Fatalf("%s: %v", st.name, err)
		}
		for _, id := range []string{"knight", "ogre"} {
			c, _ := g.Board().Card(id)
			if got := len(g.Ongoing(id)); got != st.ongoing[id] || got != c.OngoingAbilities {
				t.Errorf("%s: %s lists %d ongoing, want %d (engine %d)", st.name, id, got, st.ongoing[id], c.OngoingAbilities)
			}
		}
		if s, to := values(t, g, "knight"); s != st.knight[0] || to != st.knight[1] {
			t.Errorf("%s: knight %s/%s, want %s/%s", st.name, s, to, st.knight[0], st.knight[1])
		}
	}
}

func TestGameUndoRedoRebuildsTheBoard(t *testing.T) {
	g := NewGame()
	if g.CanUndo() || g.CanRedo() {
		t.Fatal("a new game has history")
	}
	mustEnter(t, g, card("knight", rules.Hero, rules.Player1, "8", "5"))
	if _, err := g.Play(rules.Change{Target: "knight", Strength: rules.Int(2), Toughness: rules.Int(1), Ongoing: true}); err != nil {
		t.Fatal(err)
	}
	// A lowering set answered with Accept is recorded with its answer.
	if _, err := g.Play(rules.Set{Target: "knight", Stats: rules.Strength, Strength: rules.Int(3)}); !errors.Is(err, rules.ErrAnswerMissing) {
		t.Fatalf("set: %v", err)
	}
	if _, err := g.Answer(rules.Accept); err != nil {
		t.Fatal(err)
	}
	g.EndPhase()
	want := []struct{ s, t, phase string }{
		{"3", "5", "upkeep"},
		{"3", "6", "draw"},
		{"10", "6", "draw"},
		{"8", "5", "draw"},
	}
	for i, w := range want {
		s, to := values(t, g, "knight")
		if s != w.s || to != w.t || g.Board().Phase().String() != w.phase {
			t.Errorf("undo step %d: %s/%s in %v, want %s/%s in %s", i, s, to, g.Board().Phase(), w.s, w.t, w.phase)
		}
		if ok, err := g.Undo(); !ok || err != nil {
			t.Fatalf("undo %d: %v %v", i, ok, err)
		}
	}
	if len(g.Board().Cards()) != 0 || g.CanUndo() {
		t.Fatal("undo to the start leaves cards")
	}
	if ok, _ := g.Undo(); ok {
		t.Fatal("undo with nothing to undo")
	}
	for i := len(want) - 1; i >= 0; i-- {
		if ok, err := g.Redo(); !ok || err != nil {
			t.Fatalf("redo: %v %v", ok, err)
		}
		w := want[i]
		if s, to := values(t, g, "knight"); s != w.s || to != w.t || len(g.Ongoing("knight")) != map[bool]int{true: 1}[i == 1 || i == 2] {
			t.Errorf("redo to step %d: %s/%s, ongoing %d", i, s, to, len(g.Ongoing("knight")))
		}
	}
	if g.CanRedo() {
		t.Fatal("redo left")
	}
	// A new operation after an undo ends the redo history.
	g.Undo()
	g.Clear()
	if g.CanRedo() || len(g.Board().Cards()) != 0 {
		t.Fatal("clear after undo")
	}
	g.Undo()
	if len(g.Board().Cards()) != 1 {
		t.Fatal("undo of clear lost the board")
	}
}

func TestGameRefusedOperationsChangeNothing(t *testing.T) {
	g := NewGame()
	mustEnter(t, g, card("knight", rules.Hero, rules.Player1, "8", "5"))
	cases := []struct {
		name string
		do   func() error
	}{
		{"duplicate card", func() error { _, err := g.Enter(card("knight", rules.Hero, rules.Player2, "1", "1")); return err }},
		{"unknown target", func() error { _, err := g.Play(rules.Change{Target: "nobody", Strength: rules.Int(1)}); return err }},
		{"condition not met", func() error {
			_, err := g.Play(rules.Change{Target: "knight", Strength: rules.Int(1), If: &rules.Condition{Count: rules.Count{Kinds: []rules.Kind{rules.Hero}}, AtLeast: 2}})
			return err
		}},
		{"question", func() error {
			_, err := g.Play(rules.Enhance{Target: "knight", Strength: rules.Int(1), NameMatch: true, Increase: &rules.Amounts{Strength: rules.Int(2)}})
			return err
		}},
		{"battle of unknown", func() error { return g.SetInBattle("nobody", true) }},
		{"answer with nothing pending", func() error { g.Withdraw(); _, err := g.Answer(rules.Accept); return err }},
	}
	for _, c := range cases {
		n := g.log.Len()
		if err := c.do(); err == nil {
			t.Errorf("%s: no error", c.name)
		}
		if s, to := values(t, g, "knight"); s != "8" || to != "5" || g.log.Len() != n {
			t.Errorf("%s: board changed to %s/%s, history %d→%d", c.name, s, to, n, g.log.Len())
		}
	}
}
