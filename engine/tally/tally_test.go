package tally

import (
	"testing"

	"github.com/haventable/haventable/engine"
)

// Who is credited: an attack's attacker (a summon's summoner) with its
// hits on monsters and the monsters that fell; damage and heals by hand
// the figure whose turn it is; damage to a character is taken by it; an
// exhaustion once.
func TestScenarioCounts(t *testing.T) {
	r := Roster{
		"ana":     {Kind: engine.KindCharacter, Sheet: 7, Name: "Ana"},
		"bo":      {Kind: engine.KindCharacter, Name: "Bo"},
		"wolf":    {Kind: engine.KindSummon, Summoner: "ana"},
		"guard-1": {Kind: engine.KindMonster, Type: "Bandit Guard"},
		"guard-2": {Kind: engine.KindMonster, Type: "Bandit Guard"},
		"imp-1":   {Kind: engine.KindMonster, Type: "Black Imp"},
	}
	s := NewScenario(r)
	for _, e := range []engine.Entry{
		{Action: &engine.NextTurn{}, Summary: engine.Summary{Started: "ana"}},
		{Action: &engine.ApplyAttack{}, Summary: engine.Summary{Attacker: "ana", Hits: []engine.Hit{{Target: "guard-1", Damage: 5}, {Target: "imp-1", Damage: 2}}, Fell: []string{"guard-1"}}},
		{Action: &engine.DamageFigure{Figure: "imp-1", Amount: 9}, Summary: engine.Summary{Damage: 3, Fell: []string{"imp-1"}}},
		{Action: &engine.HealFigure{Figure: "bo", Amount: 2}, Summary: engine.Summary{Healed: 2}},
		{Action: &engine.LootMoney{}, Summary: engine.Summary{Looted: 2, LootedBy: "ana"}},
		{Action: &engine.NextTurn{}, Summary: engine.Summary{Ended: "ana", Started: "wolf"}},
		{Action: &engine.ApplyAttack{}, Summary: engine.Summary{Attacker: "wolf", Hits: []engine.Hit{{Target: "guard-2", Damage: 4}}, Fell: []string{"guard-2"}}},
		{Action: &engine.NextTurn{}, Summary: engine.Summary{Ended: "wolf", Started: "guard-2"}},
		{Action: &engine.ApplyAttack{}, Summary: engine.Summary{Attacker: "imp-1", Hits: []engine.Hit{{Target: "bo", Damage: 6}}, Fell: []string{"bo"}}},
		{Action: &engine.Exhaust{Character: "bo"}},
		{Action: &engine.NextTurn{}, Summary: engine.Summary{Ended: "guard-2", Started: "bo", Damage: 1}},
	} {
		s.Add(e)
	}
	s.End(true, map[string]int{"ana": 9, "bo": 4})
	ana, bo := s.ByFigure["ana"], s.ByFigure["bo"]
	if ana.DamageDealt != 5+2+3+4 || ana.Kills["Bandit Guard"] != 2 || ana.Kills["Black Imp"] != 1 || ana.KillCount() != 3 ||
		ana.Healed != 2 || ana.Looted != 2 || ana.XP != 9 || ana.Won != 1 || ana.DamageTaken != 0 {
		t.Errorf("ana %+v", *ana)
	}
	if bo.DamageTaken != 7 || bo.Exhaustions != 1 || bo.KillCount() != 0 || bo.XP != 4 {
		t.Errorf("bo %+v", *bo)
	}
	if sh := s.Sheets(); len(sh) != 1 || sh[7].KillCount() != 3 {
		t.Errorf("sheets %+v", sh)
	}
	if p := s.Party(); p.Won != 1 || p.Lost != 0 || p.DamageDealt != 14 || p.XP != 13 {
		t.Errorf("party %+v", p)
	}
}
