package engine_test

import (
	"testing"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/monster"
	"github.com/haventable/haventable/engine/rules"
	"github.com/haventable/haventable/hexgrid"
)

// "Spawn C/2 Blood Imps": the monsters a card spawns are placed as the
// monster's turn starts (the card has no move or attack) on the free
// hexes next to it, as many as the count for the party and the level
// (PerLevel, which the pack works out), and they are ordinary monsters of
// their type: no summoner, no money when they die, a turn plan of their
// own.
func TestCardSpawnsOrdinaryMonsters(t *testing.T) {
	spawn := monster.Action{Type: monster.KindSummon, Monster: "Bog Lurker", Spawn: true, Count: "C/2",
		PerLevel: []int{9, 2, 9, 9, 9, 9, 9, 9}} // the scenario is at level 1: two
	scn := alliesCard(t, spawn)
	healer, _, _ := lurkers(t, scn)
	before := len(scn.Standees("Bog Lurker"))
	r := turnOf(t, scn, healer)
	got := r.TurnStart.Card.Spawned
	if len(got) != 2 {
		t.Fatalf("spawned %v, want two monsters", got)
	}
	if n := len(scn.Standees("Bog Lurker")); n != before+2 {
		t.Errorf("%d Bog Lurkers on the map, want %d", n, before+2)
	}
	for _, id := range got {
		f, ok := scn.Figure(id)
		if !ok || f.MonsterType != "Bog Lurker" || f.Elite || !f.Spawned || f.Summoned() || f.DropsMoney() {
			t.Errorf("%s: %+v, want a normal Bog Lurker, spawned, not summoned", id, f)
		}
		if hexgrid.Distance(f.At, hexgrid.H(4, 4)) != 1 {
			t.Errorf("%s placed on %v, not next to the spawner on [4,4]", id, f.At)
		}
		if _, ok := scn.MonsterPlan(id); !ok {
			t.Errorf("%s has no turn plan: it does not act as a monster", id)
		}
	}
	// The card's own summons are not the spawns.
	if p, ok := scn.MonsterPlan(healer); !ok || len(p.Summons) != 0 || len(p.Spawns) != 1 || p.Spawns[0].Count != 2 {
		t.Errorf("plan summons %+v, spawns %+v", p.Summons, p.Spawns)
	}
}

// "Create one 3 damage trap in an adjacent empty hex closest to an
// enemy": as the monster's turn ends (after its move) the trap lies in the
// empty hex next to it closest to the brute, deals 3 damage (not the
// edition's 2+L) and stays in a snapshot.
func TestCardCreatesATrap(t *testing.T) {
	move := monster.Action{Type: monster.KindMove, Value: monster.Plus(0)}
	trap := monster.Action{Type: monster.KindTrap, Value: monster.Fixed(3)}
	scn := alliesCard(t, move, trap)
	healer, _, _ := lurkers(t, scn)
	do(t, scn, engine.Move{Figure: "brute", To: hexgrid.H(6, 4)})
	turnOf(t, scn, healer)
	f, _ := scn.Figure(healer)
	r := do(t, scn, engine.NextTurn{})
	if r.TurnEnd == nil {
		t.Fatal("no turn ended")
	}
	traps := r.TurnEnd.Card.Traps
	if len(traps) != 1 {
		t.Fatalf("traps created %v, want one", traps)
	}
	h := traps[0]
	if hexgrid.Distance(h, f.At) != 1 || scn.Terrain(h) != engine.TerrainTrap || scn.TrapDamage(h) != 3 {
		t.Errorf("trap on %v (%v, damage %d), want a 3 damage trap next to the lurker on %v", h, scn.Terrain(h), scn.TrapDamage(h), f.At)
	}
	brute, _ := scn.Figure("brute")
	best := 99
	for _, n := range []hexgrid.Hex{hexgrid.H(1, 0), hexgrid.H(1, -1), hexgrid.H(0, -1), hexgrid.H(-1, 0), hexgrid.H(-1, 1), hexgrid.H(0, 1)} {
		if x := f.At.Add(n); x != h && scn.EmptyHex(x) {
			best = min(best, hexgrid.Distance(x, brute.At))
		}
	}
	if hexgrid.Distance(h, brute.At) > best {
		t.Errorf("trap on %v, %d from the brute; an empty hex %d away was closer", h, hexgrid.Distance(h, brute.At), best)
	}
	data, err := scn.MarshalJSON()
	if err != nil {
		t.Fatal(err)
	}
	back, err := engine.UnmarshalScenario(data)
	if err != nil {
		t.Fatal(err)
	}
	if back.TrapDamage(h) != 3 {
		t.Errorf("after a snapshot the trap deals %d, want 3", back.TrapDamage(h))
	}
}

// "The closest enemy in line-of-sight, regardless of range, suffers
// 2+L/2 (rounded up) damage": the enemy closest to the monster, at any
// range, suffers the value the pack worked out for the level (PerLevel);
// with two enemies equally close the players choose and nobody suffers it
// yet.
func TestCardDamagesTheClosestEnemy(t *testing.T) {
	dmg := monster.Action{Type: monster.KindDamage, Formula: "2+L/2", Closest: true, PerLevel: []int{9, 3, 9, 9, 9, 9, 9, 9}}
	for _, c := range []struct {
		name   string
		brute  hexgrid.Hex
		damage int
	}{
		{"far beyond any range", hexgrid.H(9, 4), 3},
		{"adjacent", hexgrid.H(5, 4), 3},
	} {
		t.Run(c.name, func(t *testing.T) {
			scn := alliesCard(t, dmg)
			healer, _, _ := lurkers(t, scn)
			do(t, scn, engine.Move{Figure: "brute", To: c.brute})
			before, _ := scn.Figure("brute")
			r := turnOf(t, scn, healer)
			after, _ := scn.Figure("brute")
			if got := before.HP - after.HP; got != c.damage || len(r.TurnStart.Card.Choose) != 0 {
				t.Errorf("the brute on %v suffered %d, want %d (left to the players: %v)", c.brute, got, c.damage, r.TurnStart.Card.Choose)
			}
		})
	}
	// The brute's summon stands on [5,3], next to the lurker on [4,4].
	for _, c := range []struct {
		name                string
		brute               hexgrid.Hex
		bruteHurt, wolfHurt int
		choose              bool
	}{
		{"the summon is closer than the brute", hexgrid.H(6, 3), 0, 3, false},
		{"both adjacent: the players choose", hexgrid.H(5, 4), 0, 0, true},
	} {
		t.Run(c.name, func(t *testing.T) {
			scn := alliesCard(t, dmg)
			healer, _, _ := lurkers(t, scn)
			do(t, scn, engine.Move{Figure: "brute", To: c.brute})
			wolf := do(t, scn, engine.AddSummon{Summoner: "brute", Name: "Wolf", HP: 6, At: hexgrid.H(5, 3)}).Added
			r := turnOf(t, scn, healer)
			b, _ := scn.Figure("brute")
			w, _ := scn.Figure(wolf)
			if b.MaxHP-b.HP != c.bruteHurt || 6-w.HP != c.wolfHurt || (len(r.TurnStart.Card.Choose) > 0) != c.choose {
				t.Errorf("brute suffered %d, wolf %d, left to the players %v; want %d, %d, %v",
					b.MaxHP-b.HP, 6-w.HP, r.TurnStart.Card.Choose, c.bruteHurt, c.wolfHurt, c.choose)
			}
		})
	}
}

// "All adjacent enemies suffer hazardous terrain damage": each adjacent
// enemy suffers what hazardous terrain deals in the scenario's edition at
// its level (Gloomhaven, level 1: half a trap's 3, rounded down).
func TestCardDealsHazardousTerrainDamage(t *testing.T) {
	hz := monster.Action{Type: monster.KindDamage, Value: monster.Fixed(0), Area: &monster.Area{Self: true,
		Hexes: [][]int{{1, 0}, {1, -1}, {0, -1}, {-1, 0}, {-1, 1}, {0, 1}}}, Hazard: true}
	want := rules.Gloomhaven.HazardDamage(1)
	for _, c := range []struct {
		name   string
		brute  hexgrid.Hex
		damage int
	}{{"adjacent", hexgrid.H(5, 4), want}, {"two hexes off", hexgrid.H(6, 4), 0}} {
		t.Run(c.name, func(t *testing.T) {
			scn := alliesCard(t, hz)
			healer, _, _ := lurkers(t, scn)
			do(t, scn, engine.Move{Figure: "brute", To: c.brute})
			if p, _ := scn.MonsterPlan(healer); len(p.Actions) != 1 || p.Actions[0].Value != want {
				t.Errorf("plan %+v, want damage %d", p.Actions, want)
			}
			before, _ := scn.Figure("brute")
			turnOf(t, scn, healer)
			after, _ := scn.Figure("brute")
			if got := before.HP - after.HP; got != c.damage {
				t.Errorf("the brute suffered %d, want %d", got, c.damage)
			}
		})
	}
}

// "Create one 1-hex obstacle tile in an adjacent empty hex closest to an
// enemy. All enemies adjacent to the created obstacle suffer hazardous
// terrain damage": the obstacle stands in the empty hex next to the
// monster closest to the brute ([4,3]: the lurker's other free
// neighbours are farther or difficult terrain, which is no empty hex), and
// the brute next to it suffers hazardous terrain damage (Gloomhaven, level
// 1).
func TestCardPlacesAnObstacle(t *testing.T) {
	scn := alliesCard(t, monster.Action{Type: monster.KindObstacle, Hazard: true})
	healer, _, _ := lurkers(t, scn)
	do(t, scn, engine.Move{Figure: "brute", To: hexgrid.H(4, 2)})
	before, _ := scn.Figure("brute")
	r := turnOf(t, scn, healer)
	obs := r.TurnStart.Card.Obstacles
	lurker, _ := scn.Figure(healer)
	brute, _ := scn.Figure("brute")
	if len(obs) != 1 || obs[0] != hexgrid.H(4, 3) || scn.Terrain(obs[0]) != engine.TerrainObstacle || hexgrid.Distance(obs[0], lurker.At) != 1 || hexgrid.Distance(obs[0], brute.At) != 1 {
		t.Fatalf("obstacles %v, want one next to both the lurker on %v and the brute on %v", obs, lurker.At, brute.At)
	}
	after, _ := scn.Figure("brute")
	if got, want := before.HP-after.HP, rules.Gloomhaven.HazardDamage(1); got != want || len(r.TurnStart.Card.Enemies) != 1 {
		t.Errorf("the brute next to the obstacle suffered %d (%+v), want %d", got, r.TurnStart.Card.Enemies, want)
	}
}
