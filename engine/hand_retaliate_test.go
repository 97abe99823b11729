package engine

import (
	"testing"

	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/engine/monster"
)

// An active card's retaliate counts as a monster's own does: in the
// attack's resolution (each attacker within its range suffers it, one
// beyond does not) and in what the attack's resolution and the map are worked out
// from (the defender, DefenderOf; Figure.Retaliates); it leaves with the card.
// The same attacks on a figure with the same retaliate of its own give
// the same results.
func TestHandCardRetaliateCountsAsAMonsters(t *testing.T) {
	build := func(t *testing.T, card bool) *Scenario {
		s, err := NewScenario("retaliate", scnMap(t), 1, 11)
		scnMust(t, err)
		ana := scnChar("ana", 0, 0, 30)
		if !card {
			ana.Retaliate, ana.RetaliateRange = 2, 2
		}
		scnMust(t, s.addCharacter(ana))
		scnMust(t, s.addMonster(scnMonster("rat", 1, false, 1, 0, 30))) // adjacent
		scnMust(t, s.addMonster(scnMonster("rat", 2, false, 2, 0, 30))) // 2 hexes away
		scnMust(t, s.addMonster(scnMonster("rat", 3, false, 3, 0, 30))) // 3 hexes away
		if !card {
			return s
		}
		d := handDeck()
		for i := range d {
			d[i].Level = 1
		}
		d[1].Bottom = CardHalf{Actions: []monster.Action{{Type: monster.KindRetaliate, Value: monster.Fixed(2), Range: monster.Fixed(2)}}, Persistent: true}
		scnMust(t, s.setMonsterInitiative("rat", 50))
		for _, a := range []Action{
			ChooseHand{Character: "ana", Level: 1, HandSize: 6, Deck: d, Cards: []int{1, 2, 3, 4, 5, 6}},
			ChooseCards{Character: "ana", Leading: 1, Second: 2},
		} {
			if _, err := s.Do(a); err != nil {
				t.Fatal(err)
			}
		}
		turnFor(t, s, "ana")
		for _, a := range []Action{PlayHalf{Character: "ana", Card: 1, Half: HalfTop}, PlayHalf{Character: "ana", Card: 2, Half: HalfBottom}, EndTurn{}} {
			if _, err := s.Do(a); err != nil {
				t.Fatal(err)
			}
		}
		return s
	}
	type got struct {
		reaches    []RetaliateReach
		oddsBonus  int
		retaliated [3]int
	}
	run := func(t *testing.T, card bool) got {
		s := build(t, card)
		var g got
		f, _ := s.Figure("ana")
		g.reaches = f.Retaliates()
		d, err := s.DefenderOf("rat-2", "ana")
		scnMust(t, err)
		g.oddsBonus = d.Bonuses.Retaliate(d.Distance) + d.Retaliate
		for i, rat := range []string{"rat-1", "rat-2", "rat-3"} {
			rng := 0
			if i > 0 {
				rng = 3
			}
			if _, err := s.Do(DrawAttack{Attacker: rat, Attack: modifier.Attack{Value: 1, Ranged: i > 0, Range: rng}, Targets: []string{"ana"}}); err != nil {
				t.Fatal(err)
			}
			rep, err := s.Do(ApplyAttack{})
			scnMust(t, err)
			if r := rep.Attack.Targets[0].Retaliated; r != nil {
				g.retaliated[i] = r.Damage
			}
		}
		return g
	}
	own, fromCard := run(t, false), run(t, true)
	want := got{reaches: []RetaliateReach{{Value: 2, Range: 2}}, oddsBonus: 2, retaliated: [3]int{2, 2, 0}}
	for name, g := range map[string]got{"its own": own, "from its card": fromCard} {
		if len(g.reaches) != 1 || g.reaches[0] != want.reaches[0] || g.oddsBonus != want.oddsBonus || g.retaliated != want.retaliated {
			t.Errorf("retaliate %s: %+v, want %+v", name, g, want)
		}
	}
	// The card ended, the retaliate is gone.
	s := build(t, true)
	if _, err := s.Do(EndBonus{Character: "ana", Card: 2}); err != nil {
		t.Fatal(err)
	}
	if f, _ := s.Figure("ana"); len(f.Retaliates()) != 0 {
		t.Errorf("retaliate %v after the card ended, want none", f.Retaliates())
	}
}
