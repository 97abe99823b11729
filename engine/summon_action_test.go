package engine

import (
	"slices"
	"testing"

	"github.com/haventable/haventable/hexgrid"
)

// A character's summon is placed next to it, acts before it from the next
// round on, draws from its summoner's deck, drops no money and leaves when
// its summoner is exhausted.
func TestAddSummon(t *testing.T) {
	s := newTestScenario(t)
	scnMust(t, s.addCharacter(scnChar("ana", 0, 0, 10)))
	scnMust(t, s.addMonster(scnMonster("rat", 1, false, 3, 0, 3)))
	bear := AddSummon{Summoner: "ana", Name: "Bear", HP: 6, At: hexgrid.H(1, 0), Stats: SummonStats{Move: 2, Attack: 3}}
	for _, bad := range []AddSummon{
		{Summoner: "ana", Name: "Bear", HP: 6, At: hexgrid.H(2, 0)},   // not next to ana
		{Summoner: "rat-1", Name: "Bear", HP: 6, At: hexgrid.H(2, 0)}, // a monster
		{Summoner: "ana", Name: " ", HP: 6, At: hexgrid.H(1, 0)},
		{Summoner: "ana", Name: "Bear", HP: 0, At: hexgrid.H(1, 0)},
		{Summoner: "ana", Name: "Bear", HP: 6, At: hexgrid.H(1, 0), Stats: SummonStats{Move: -1}},
	} {
		if _, err := s.Do(bad); err == nil {
			t.Errorf("%+v accepted", bad)
		}
	}
	rep, err := s.Do(bear)
	scnMust(t, err)
	b, ok := s.Figure(rep.Added)
	if !ok || b.Kind != KindSummon || b.Summoner != "ana" || b.Side != SideParty || b.Stats == nil || b.Stats.Attack != 3 {
		t.Fatalf("the bear: %+v", b)
	}
	// Not this round; next round before ana.
	scnMust(t, s.setInitiative("ana", 20, 30))
	scnMust(t, s.setMonsterInitiative("rat", 50))
	order, err := s.TurnOrder()
	scnMust(t, err)
	if slices.ContainsFunc(order, func(tn Turn) bool { return tn.Figure == b.ID }) {
		t.Error("the bear acts in the round it was summoned")
	}
	scnMust(t, doErr(s, EndRound{}))
	scnMust(t, s.setInitiative("ana", 20, 30))
	scnMust(t, s.setMonsterInitiative("rat", 50))
	order, err = s.TurnOrder()
	scnMust(t, err)
	if len(order) < 2 || order[0].Figure != b.ID || order[1].Figure != "ana" {
		t.Errorf("turn order %+v, want the bear before ana", order)
	}
	if d, err := s.deckOf(s.byID[b.ID]); err != nil || d != s.decks["ana"] {
		t.Errorf("the bear draws from %v (%v), not ana's deck", d, err)
	}
	if s.byID[b.ID].DropsMoney() {
		t.Error("a summon drops money")
	}
	_, err = s.Do(Exhaust{Character: "ana"})
	scnMust(t, err)
	if f, _ := s.Figure(b.ID); f.Alive() {
		t.Error("the bear stays after ana is exhausted")
	}
}

// A monster summoned by a monster's ability joins the monsters, drops no
// money and acts from the next round.
func TestMonsterSummon(t *testing.T) {
	file := loadAbilities(t, 2)
	s := file
	rep, err := s.Do(AddStandee{Type: "Cave Rat", At: hexgrid.H(1, 0), Summoner: "cave-rat-1"})
	scnMust(t, err)
	f, _ := s.Figure(rep.Added)
	if f.Summoner != "cave-rat-1" || f.DropsMoney() || f.SummonedRound != s.Round() {
		t.Errorf("summoned rat: %+v", f)
	}
	if _, err := s.Do(AddStandee{Type: "Cave Rat", At: hexgrid.H(2, 0), Summoner: "a"}); err == nil {
		t.Error("a character summoned a monster")
	}
}
