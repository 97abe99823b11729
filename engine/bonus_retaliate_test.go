package engine

import (
	"bytes"
	"fmt"
	"os"
	"reflect"
	"strings"
	"testing"

	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/hexgrid"
)

// TestRetaliate checks the retaliate rules through Scenario.Attack: the
// monster rat-1 attacks the character a (at 0,0, with the bonuses given)
// and suffers a's retaliate.
func TestRetaliate(t *testing.T) {
	ret := func(v, rng, uses, track int) modifier.Bonus {
		return modifier.Bonus{Kind: modifier.BonusRetaliate, Value: v, Range: rng, Uses: uses, Track: track}
	}
	for _, tc := range []struct {
		name       string
		ratAt      hexgrid.Hex
		ratHP      int
		ratShield  int
		ratBonuses modifier.Bonuses
		aHP        int
		aBonuses   modifier.Bonuses
		attack     modifier.Attack
		// wants
		retaliate   int // TargetResult.Retaliate
		ratHPAfter  int // 0: dead
		negated     bool
		aBonusAfter modifier.Bonuses
		ratBonusAft modifier.Bonuses
		logHas      string
	}{
		{name: "adjacent attacker suffers it", ratAt: hexgrid.H(1, 0), ratHP: 5, aHP: 10,
			aBonuses: modifier.Bonuses{ret(2, 0, 0, 0)}, attack: modifier.Attack{Value: 1},
			retaliate: 2, ratHPAfter: 3, aBonusAfter: modifier.Bonuses{ret(2, 0, 0, 0)}, logHas: "1 damage; retaliate 2"},
		{name: "range 1 is adjacent too", ratAt: hexgrid.H(0, 1), ratHP: 5, aHP: 10,
			aBonuses: modifier.Bonuses{ret(2, 1, 0, 0)}, attack: modifier.Attack{Value: 1},
			retaliate: 2, ratHPAfter: 3, aBonusAfter: modifier.Bonuses{ret(2, 1, 0, 0)}},
		{name: "an attack that does no damage still triggers it", ratAt: hexgrid.H(1, 0), ratHP: 5, aHP: 10,
			aBonuses: modifier.Bonuses{{Kind: modifier.BonusShield, Value: 5}, ret(1, 0, 0, 0)}, attack: modifier.Attack{Value: 2},
			retaliate: 1, ratHPAfter: 4, aBonusAfter: modifier.Bonuses{{Kind: modifier.BonusShield, Value: 5}, ret(1, 0, 0, 0)}, logHas: "0 damage; retaliate 1"},
		{name: "the bearer killed by the attack does not retaliate", ratAt: hexgrid.H(1, 0), ratHP: 5, aHP: 2,
			aBonuses: modifier.Bonuses{ret(3, 0, 2, 2)}, attack: modifier.Attack{Value: 2},
			retaliate: 0, ratHPAfter: 5, aBonusAfter: nil},
		{name: "out of range: a ranged attacker 2 hexes away", ratAt: hexgrid.H(2, 0), ratHP: 5, aHP: 10,
			aBonuses: modifier.Bonuses{ret(2, 0, 0, 0), ret(1, 1, 2, 2)}, attack: modifier.Attack{Value: 1, Ranged: true},
			retaliate: 0, ratHPAfter: 5, aBonusAfter: modifier.Bonuses{ret(2, 0, 0, 0), ret(1, 1, 2, 2)}},
		{name: "range 3 reaches an attacker 3 hexes away", ratAt: hexgrid.H(3, 0), ratHP: 5, aHP: 10,
			aBonuses: modifier.Bonuses{ret(2, 3, 0, 0)}, attack: modifier.Attack{Value: 1, Ranged: true},
			retaliate: 2, ratHPAfter: 3, aBonusAfter: modifier.Bonuses{ret(2, 3, 0, 0)}},
		{name: "range 2 does not reach 3 hexes", ratAt: hexgrid.H(3, 0), ratHP: 5, aHP: 10,
			aBonuses: modifier.Bonuses{ret(2, 2, 0, 0)}, attack: modifier.Attack{Value: 1, Ranged: true},
			retaliate: 0, ratHPAfter: 5, aBonusAfter: modifier.Bonuses{ret(2, 2, 0, 0)}},
		{name: "two retaliates add up", ratAt: hexgrid.H(1, 0), ratHP: 9, aHP: 10,
			aBonuses: modifier.Bonuses{ret(1, 0, 0, 0), ret(2, 2, 0, 0)}, attack: modifier.Attack{Value: 1},
			retaliate: 3, ratHPAfter: 6, aBonusAfter: modifier.Bonuses{ret(1, 0, 0, 0), ret(2, 2, 0, 0)}, logHas: "retaliate 3"},
		{name: "only those that reach add up", ratAt: hexgrid.H(2, 0), ratHP: 9, aHP: 10,
			aBonuses: modifier.Bonuses{ret(1, 0, 1, 1), ret(2, 2, 0, 0)}, attack: modifier.Attack{Value: 1, Ranged: true},
			retaliate: 2, ratHPAfter: 7, aBonusAfter: modifier.Bonuses{ret(1, 0, 1, 1), ret(2, 2, 0, 0)}},
		{name: "a negate on the attacker negates it", ratAt: hexgrid.H(1, 0), ratHP: 5, aHP: 10,
			ratBonuses: modifier.Bonuses{{Kind: modifier.BonusNegate, Uses: 2, Track: 3}},
			aBonuses:   modifier.Bonuses{ret(2, 0, 0, 0)}, attack: modifier.Attack{Value: 1},
			retaliate: 2, ratHPAfter: 5, negated: true, aBonusAfter: modifier.Bonuses{ret(2, 0, 0, 0)},
			ratBonusAft: modifier.Bonuses{{Kind: modifier.BonusNegate, Uses: 1, Track: 3}}},
		{name: "the attacker's shields do not reduce it", ratAt: hexgrid.H(1, 0), ratHP: 5, ratShield: 2, aHP: 10,
			ratBonuses: modifier.Bonuses{{Kind: modifier.BonusShield, Value: 3, Uses: 1}},
			aBonuses:   modifier.Bonuses{ret(2, 0, 0, 0)}, attack: modifier.Attack{Value: 1},
			retaliate: 2, ratHPAfter: 3, aBonusAfter: modifier.Bonuses{ret(2, 0, 0, 0)},
			ratBonusAft: modifier.Bonuses{{Kind: modifier.BonusShield, Value: 3, Uses: 1}}},
		{name: "a track uses a position", ratAt: hexgrid.H(1, 0), ratHP: 5, aHP: 10,
			aBonuses: modifier.Bonuses{ret(1, 0, 2, 3)}, attack: modifier.Attack{Value: 1},
			retaliate: 1, ratHPAfter: 4, aBonusAfter: modifier.Bonuses{ret(1, 0, 1, 3)}, logHas: "retaliate 1; retaliate bonus used, 1 left"},
		{name: "the last position used: the bonus is lost", ratAt: hexgrid.H(1, 0), ratHP: 5, aHP: 10,
			aBonuses: modifier.Bonuses{ret(2, 0, 1, 2), {Kind: modifier.BonusNegate}}, attack: modifier.Attack{Value: 1},
			retaliate: 2, ratHPAfter: 3, aBonusAfter: modifier.Bonuses{{Kind: modifier.BonusNegate}}, logHas: "retaliate bonus 2 lost"},
		{name: "an attacker killed by retaliate dies and drops money", ratAt: hexgrid.H(1, 0), ratHP: 2, aHP: 10,
			aBonuses: modifier.Bonuses{ret(2, 0, 0, 0)}, attack: modifier.Attack{Value: 1},
			retaliate: 2, ratHPAfter: 0, aBonusAfter: modifier.Bonuses{ret(2, 0, 0, 0)}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := newTestScenario(t)
			scnMust(t, s.addCharacter(scnChar("a", 0, 0, tc.aHP)))
			rat := scnMonster("rat", 1, false, tc.ratAt.Q, tc.ratAt.R, tc.ratHP)
			rat.Shield = tc.ratShield
			scnMust(t, s.addMonster(rat))
			for _, b := range tc.aBonuses {
				scnMust(t, s.addBonus("a", b))
			}
			for _, b := range tc.ratBonuses {
				scnMust(t, s.addBonus("rat-1", b))
			}
			stackDeck(t, s, "", "+0", "+0")
			p, err := s.drawAttack("rat-1", tc.attack, []string{"a"})
			scnMust(t, err)
			r := p.Targets[0]
			if r.Retaliate != tc.retaliate {
				t.Fatalf("drawn: retaliate %d, want %d (log %s)", r.Retaliate, tc.retaliate, r.Log)
			}
			if !r.Dead && !reflect.DeepEqual(r.Bonuses, tc.aBonusAfter) {
				t.Fatalf("drawn: a's bonuses %v, want %v", r.Bonuses, tc.aBonusAfter)
			}
			if tc.logHas != "" && !strings.Contains(r.Log.String(), tc.logHas) {
				t.Fatalf("log %q does not say %q", r.Log, tc.logHas)
			}
			if ratNow, _ := s.Figure("rat-1"); ratNow.HP != tc.ratHP {
				t.Fatal("drawing changed the attacker's hit points")
			}
			out, err := s.applyAttack()
			scnMust(t, err)
			to := out.Targets[0]
			ratAfter, _ := s.Figure("rat-1")
			aAfter, _ := s.Figure("a")
			if !reflect.DeepEqual(aAfter.Bonuses, tc.aBonusAfter) {
				t.Errorf("a's bonuses %v, want %v", aAfter.Bonuses, tc.aBonusAfter)
			}
			if !reflect.DeepEqual(ratAfter.Bonuses, tc.ratBonusAft) {
				t.Errorf("rat's bonuses %v, want %v", ratAfter.Bonuses, tc.ratBonusAft)
			}
			if tc.retaliate == 0 {
				if to.Retaliated != nil || ratAfter.HP != tc.ratHP {
					t.Fatalf("retaliated %+v, rat at %d hp", to.Retaliated, ratAfter.HP)
				}
				return
			}
			rt := to.Retaliated
			if rt == nil || rt.Damage != tc.retaliate || rt.Suffered.Negated != tc.negated {
				t.Fatalf("retaliated %+v, want damage %d negated %v", rt, tc.retaliate, tc.negated)
			}
			if tc.ratHPAfter > 0 {
				if !ratAfter.Alive() || ratAfter.HP != tc.ratHPAfter || rt.Fallen != nil || rt.Suffered.Fell {
					t.Fatalf("rat %+v after retaliate %+v, want %d hp", ratAfter, rt, tc.ratHPAfter)
				}
				if want := tc.ratHP - tc.ratHPAfter; rt.Suffered.Damage != want {
					t.Fatalf("suffered %d, want %d", rt.Suffered.Damage, want)
				}
				return
			}
			if ratAfter.Alive() || ratAfter.State != Dead || !rt.Suffered.Fell || rt.Fallen == nil ||
				rt.Fallen.ID != "rat-1" || !rt.Fallen.Money || rt.Fallen.At != tc.ratAt || s.Money(tc.ratAt) != 1 {
				t.Fatalf("rat %+v, retaliated %+v, fallen %+v, money %d", ratAfter, rt, rt.Fallen, s.Money(tc.ratAt))
			}
		})
	}
}

// TestRetaliateKillsAttackerMidAttack: an attacker that falls to the
// retaliate of its first target does not attack the second.
func TestRetaliateKillsAttackerMidAttack(t *testing.T) {
	s := newTestScenario(t)
	scnMust(t, s.addCharacter(scnChar("a", 0, 0, 10)))
	scnMust(t, s.addCharacter(scnChar("b", 2, 0, 10)))
	scnMust(t, s.addMonster(scnMonster("rat", 1, false, 1, 0, 2)))
	scnMust(t, s.addBonus("a", modifier.Bonus{Kind: modifier.BonusRetaliate, Value: 3}))
	scnMust(t, s.addBonus("b", modifier.Bonus{Kind: modifier.BonusRetaliate, Value: 1, Uses: 2, Track: 2}))
	d := stackDeck(t, s, "", "+1", "+0", "+0")
	p, err := s.drawAttack("rat-1", modifier.Attack{Value: 2}, []string{"a", "b"})
	scnMust(t, err)
	if p.Targets[0].Retaliate != 3 || p.Targets[1].Retaliate != 1 {
		t.Fatalf("drawn retaliates %d %d", p.Targets[0].Retaliate, p.Targets[1].Retaliate)
	}
	out, err := s.applyAttack()
	scnMust(t, err)
	if rt := out.Targets[0].Retaliated; rt == nil || rt.Fallen == nil || out.Targets[0].Lost {
		t.Fatalf("first target: %+v", out.Targets[0])
	}
	if to := out.Targets[1]; !to.Lost || to.Retaliated != nil {
		t.Fatalf("second target after the attacker fell: %+v", to)
	}
	a, _ := s.Figure("a")
	b, _ := s.Figure("b")
	if a.HP != 7 || b.HP != 10 || b.Bonuses[0].Uses != 2 {
		t.Fatalf("a %d hp, b %d hp %v", a.HP, b.HP, b.Bonuses)
	}
	if len(d.InPlay()) != 0 || d.DiscardCount() != 2 {
		t.Fatalf("cards of the attack not discarded: in play %v, %d discarded", d.InPlay(), d.DiscardCount())
	}
}

// TestRetaliateNotThroughWalls: hexes either side of a thin wall are not
// adjacent; range is counted around the wall.
func TestRetaliateNotThroughWalls(t *testing.T) {
	var hexes []hexgrid.Hex
	for r := 0; r < 3; r++ {
		for q := 0; q < 3; q++ {
			hexes = append(hexes, hexgrid.H(q, r))
		}
	}
	wall, _ := hexgrid.EdgeBetween(hexgrid.H(0, 0), hexgrid.H(1, 0))
	m, err := hexgrid.NewMap(hexgrid.MapSpec{Hexes: hexes, Walls: []hexgrid.Edge{wall}})
	scnMust(t, err)
	s, err := NewScenario("walls", m, 1, 1)
	scnMust(t, err)
	scnMust(t, s.addCharacter(scnChar("a", 0, 0, 10)))
	scnMust(t, s.addMonster(scnMonster("rat", 1, false, 1, 0, 9)))
	scnMust(t, s.addBonus("a", modifier.Bonus{Kind: modifier.BonusRetaliate, Value: 1}))
	scnMust(t, s.addBonus("a", modifier.Bonus{Kind: modifier.BonusRetaliate, Value: 2, Range: 2}))
	stackDeck(t, s, "", "+0")
	p, err := s.drawAttack("rat-1", modifier.Attack{Value: 1, Ranged: true}, []string{"a"})
	scnMust(t, err)
	if got := p.Targets[0].Retaliate; got != 2 {
		t.Fatalf("retaliate across a wall: %d, want 2 (only the range 2 one)", got)
	}
}

func TestRetaliateRoundExpiry(t *testing.T) {
	bs := modifier.Bonuses{
		{Kind: modifier.BonusRetaliate, Value: 1, Duration: modifier.BonusRound},
		{Kind: modifier.BonusRetaliate, Value: 2, Range: 2, Uses: 1, Track: 3, Duration: modifier.BonusPersistent},
	}
	if got := bs.EndRound(); !reflect.DeepEqual(got, bs[1:]) {
		t.Fatalf("after the round: %v", got)
	}
	s := newTestScenario(t)
	scnMust(t, s.addCharacter(scnChar("a", 0, 0, 10)))
	for _, b := range bs {
		scnMust(t, s.addBonus("a", b))
	}
	scnMust(t, doErr(s, EndRound{}))
	if f, _ := s.Figure("a"); !reflect.DeepEqual(f.Bonuses, bs[1:]) {
		t.Fatalf("scenario after the round: %v", f.Bonuses)
	}
}

// TestSnapshotV1BonusesLoad reads a version 1 snapshot written by the
// program before retaliate and track lengths (testdata/snapshot-v1-bonuses.json:
// bonuses on figures and in a pending attack's result, no map file): it
// loads, writes the same document as the current version (only the version and the
// map's terrain lists differ: it has no terrain), and its attack applies.
func TestSnapshotV1BonusesLoad(t *testing.T) {
	old, err := os.ReadFile("testdata/snapshot-v1-bonuses.json")
	scnMust(t, err)
	old = bytes.TrimSpace(old)
	s, err := UnmarshalScenario(old)
	scnMust(t, err)
	wantDoc := strings.Replace(string(old), `{"version":1,`, fmt.Sprintf(`{"version":%d,`, SnapshotVersion), 1)
	wantDoc = strings.Replace(wantDoc, `"closed":[]},`, `"obstacles":[],"traps":[],"hazardous":[],"difficult":[],"doors":[],"starts":[]},`, 1)
	if again := scnSnapshot(t, s); string(again) != wantDoc {
		t.Fatalf("the old snapshot is not written as the current version:\n%s\n%s", wantDoc, again)
	}
	a, _ := s.Figure("a")
	want := modifier.Bonuses{{Kind: modifier.BonusShield, Value: 1, Uses: 2}, {Kind: modifier.BonusNegate, Duration: modifier.BonusRound}}
	if !reflect.DeepEqual(a.Bonuses, want) {
		t.Fatalf("a's bonuses %+v, want %+v", a.Bonuses, want)
	}
	if a.Bonuses[0].TrackLength() != 2 {
		t.Fatalf("an old track's length %d, want its uses", a.Bonuses[0].TrackLength())
	}
	p, ok := s.PendingAttack()
	if !ok || p.Targets[0].Retaliate != 0 || len(p.Targets[0].Bonuses) != 1 || p.Targets[0].Bonuses[0].Track != 0 {
		t.Fatalf("pending attack %+v", p)
	}
	out, err := s.applyAttack()
	scnMust(t, err)
	if out.Targets[0].Retaliated != nil || out.Targets[0].Lost {
		t.Fatalf("outcome %+v", out.Targets[0])
	}
}

// TestPendingRetaliateSnapshot: the retaliate of a drawn attack and the
// bonuses' ranges and tracks are kept in the snapshot.
func TestPendingRetaliateSnapshot(t *testing.T) {
	s := newTestScenario(t)
	scnMust(t, s.addCharacter(scnChar("a", 0, 0, 10)))
	scnMust(t, s.addMonster(scnMonster("rat", 1, false, 2, 0, 5)))
	scnMust(t, s.addBonus("a", modifier.Bonus{Kind: modifier.BonusRetaliate, Value: 2, Range: 2, Uses: 2, Track: 3}))
	stackDeck(t, s, "", "+0")
	_, err := s.drawAttack("rat-1", modifier.Attack{Value: 1, Ranged: true}, []string{"a"})
	scnMust(t, err)
	data := scnSnapshot(t, s)
	for _, want := range []string{`"retaliate":2,`, `"range":2`, `"track":3`, `"id":"bonus.retaliate","value":2`} {
		if !bytes.Contains(data, []byte(want)) {
			t.Errorf("snapshot lacks %s: %s", want, data)
		}
	}
	back, err := UnmarshalScenario(data)
	scnMust(t, err)
	if again := scnSnapshot(t, back); !bytes.Equal(again, data) {
		t.Fatalf("round trip differs:\n%s\n%s", data, again)
	}
	out, err := back.applyAttack()
	scnMust(t, err)
	if rt := out.Targets[0].Retaliated; rt == nil || rt.Suffered.Damage != 2 {
		t.Fatalf("retaliated after the round trip: %+v", rt)
	}
	for _, bad := range []struct{ from, to string }{
		{`"retaliate":2,`, `"retaliate":-1,`},
		{`"id":"bonus.retaliate","value":2`, `"id":"bonus.retaliation","value":2`},
	} {
		broken := bytes.Replace(data, []byte(bad.from), []byte(bad.to), 1)
		if _, err := UnmarshalScenario(broken); err == nil {
			t.Errorf("snapshot with %s accepted", bad.to)
		}
	}
}
