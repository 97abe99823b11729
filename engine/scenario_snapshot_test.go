package engine

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"reflect"
	"strings"
	"testing"

	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/hexgrid"
)

// propertyScenario is a small scenario with every kind of figure.
func propertyScenario(t testing.TB, seed uint64) *Scenario {
	t.Helper()
	var hexes []hexgrid.Hex
	for r := 0; r < 5; r++ {
		for q := 0; q < 7; q++ {
			if q != 3 || r != 2 {
				hexes = append(hexes, hexgrid.H(q, r))
			}
		}
	}
	wall, _ := hexgrid.EdgeBetween(hexgrid.H(1, 1), hexgrid.H(2, 1))
	m, err := hexgrid.NewMap(hexgrid.MapSpec{Hexes: hexes, Walls: []hexgrid.Edge{wall}, Closed: []hexgrid.Hex{hexgrid.H(6, 4)}})
	if err != nil {
		t.Fatal(err)
	}
	s, err := NewScenario("property", m, 2, seed)
	if err != nil {
		t.Fatal(err)
	}
	add := func(err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
	}
	add(s.addCharacter(scnChar("a", 0, 0, 12)))
	add(s.addCharacter(scnChar("b", 0, 2, 9)))
	add(s.summon(scnSummon("wolf", "b", 1, 2, 5)))
	add(s.addMonster(scnMonster("rat", 1, false, 4, 0, 4)))
	add(s.addMonster(scnMonster("rat", 2, true, 5, 1, 6)))
	add(s.addMonster(scnMonster("bog", 1, false, 4, 3, 7)))
	sp := scnMonster("rat", 3, false, 6, 2, 4)
	sp.Spawned = true
	add(s.addMonster(sp))
	return s
}

func scnSnapshot(t testing.TB, s *Scenario) []byte {
	t.Helper()
	data, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

func liveIDs(s *Scenario) []string {
	var out []string
	for _, f := range s.figures {
		if f.Alive() && f.OnMap {
			out = append(out, f.ID)
		}
	}
	return out
}

// randomStep performs one random operation, chosen by r from the state, and
// returns its name. An operation may fail (a stunned attacker, a full
// supply); a failed operation must change nothing, which is checked.
func randomStep(t testing.TB, s *Scenario, r *rand.Rand) string {
	t.Helper()
	before := scnSnapshot(t, s)
	name, err := randomOp(s, r)
	if err != nil {
		if after := scnSnapshot(t, s); !bytes.Equal(before, after) {
			t.Fatalf("%s failed (%v) and changed the scenario:\nbefore %s\nafter  %s", name, err, before, after)
		}
	}
	return name
}

func randomOp(s *Scenario, r *rand.Rand) (string, error) {
	ids := liveIDs(s)
	pick := func() string {
		if len(ids) == 0 {
			return "nobody"
		}
		return ids[r.IntN(len(ids))]
	}
	active, inTurn := s.Active()
	if !inTurn {
		if len(s.acted) == 0 && len(s.charInit) == 0 && len(s.monInit) == 0 {
			for _, f := range s.figures {
				if f.Kind == KindCharacter && f.Alive() && f.OnMap {
					if r.IntN(6) == 0 {
						if err := s.setLongRest(f.ID); err != nil {
							return "long rest", err
						}
					} else if err := s.setInitiative(f.ID, 1+r.IntN(99), 1+r.IntN(99)); err != nil {
						return "initiative", err
					}
				}
			}
			for _, typ := range s.MonsterTypes() {
				if err := s.setMonsterInitiative(typ, 1+r.IntN(99)); err != nil {
					return "monster initiative", err
				}
			}
			return "initiatives", nil
		}
		next, ok, err := s.NextTurn()
		if err != nil {
			return "next turn", err
		}
		if !ok {
			return "end round", doErr(s, EndRound{})
		}
		_, err = s.startTurn(next.Figure)
		return "start turn", err
	}
	switch r.IntN(12) {
	case 0, 1, 2:
		a := modifier.Attack{Value: r.IntN(5), Ranged: r.IntN(2) == 0, Pierce: r.IntN(2)}
		if r.IntN(3) == 0 {
			a.Effects = []modifier.Effect{{Kind: ConditionKinds[r.IntN(len(ConditionKinds))]}}
		}
		var enemies, targets []string
		for _, id := range ids {
			if s.byID[id].Side != s.byID[active].Side {
				enemies = append(enemies, id)
			}
		}
		for range 1 + r.IntN(2) {
			if len(enemies) > 0 && r.IntN(5) > 0 {
				targets = append(targets, enemies[r.IntN(len(enemies))])
			} else {
				targets = append(targets, pick())
			}
		}
		_, err := s.attack(active, a, targets)
		return "attack", err
	case 3:
		return "condition", s.addCondition(pick(), ConditionKinds[r.IntN(len(ConditionKinds))])
	case 4:
		_, err := s.heal(pick(), r.IntN(4))
		return "heal", err
	case 5:
		return "infuse", s.infuse(Elements[r.IntN(6)])
	case 6:
		_, err := s.consume(Elements[r.IntN(6)])
		return "consume", err
	case 7:
		decks := s.allDecks()
		d := decks[r.IntN(len(decks))]
		card := "bless"
		if r.IntN(2) == 0 {
			card = "curse"
			if d.Owner() == modifier.OwnerMonster {
				card = "curse @M"
			}
		}
		return "add " + card, d.Add(modifier.MustParseCard(card))
	case 8:
		b := modifier.Bonus{Kind: modifier.BonusShield, Value: 1 + r.IntN(2), Uses: r.IntN(3), Duration: modifier.BonusDuration(r.IntN(2))}
		if r.IntN(2) == 0 {
			b = modifier.Bonus{Kind: modifier.BonusNegate, Uses: r.IntN(3)}
		}
		return "bonus", s.addBonus(pick(), b)
	case 9:
		_, _, err := s.sufferDamage(pick(), r.IntN(3))
		return "damage", err
	case 10:
		return "move", s.move(pick(), hexgrid.H(r.IntN(7), r.IntN(5)), true)
	}
	_, err := s.endTurn(active)
	return "end turn", err
}

// TestSnapshotProperty plays random operations; after each, the snapshot
// reads back to a scenario that writes the same snapshot, and the restored
// scenario, played on with the same operations, stays equal to the
// original and draws the same cards.
func TestSnapshotProperty(t *testing.T) {
	for seed := uint64(1); seed <= 12; seed++ {
		s := propertyScenario(t, seed)
		r := rand.New(rand.NewPCG(seed, 99))
		var ops []string
		for step := 0; step < 300; step++ {
			ops = append(ops, randomStep(t, s, r))
			data := scnSnapshot(t, s)
			back, err := UnmarshalScenario(data)
			if err != nil {
				t.Fatalf("seed %d step %d (%s): unmarshal: %v\n%s", seed, step, ops[len(ops)-1], err, data)
			}
			if again := scnSnapshot(t, back); !bytes.Equal(again, data) {
				t.Fatalf("seed %d step %d: round trip differs:\n%s\n%s", seed, step, data, again)
			}
			if !reflect.DeepEqual(back.Figures(), s.Figures()) {
				t.Fatalf("seed %d step %d: figures differ:\n%#v\n%#v", seed, step, back.Figures(), s.Figures())
			}
			if step%50 != 49 {
				continue
			}
			// Play on both with the same choices.
			r1 := rand.New(rand.NewPCG(seed, uint64(step)))
			r2 := rand.New(rand.NewPCG(seed, uint64(step)))
			for k := 0; k < 40; k++ {
				op1 := randomStep(t, s, r1)
				op2 := randomStep(t, back, r2)
				if op1 != op2 || !bytes.Equal(scnSnapshot(t, s), scnSnapshot(t, back)) {
					t.Fatalf("seed %d step %d: playing on, %s / %s: the restored scenario went its own way", seed, step, op1, op2)
				}
			}
			// The next draw of every deck is the same card.
			d1, d2 := s.allDecks(), back.allDecks()
			for i := range d1 {
				if d1[i].Attacking() {
					continue
				}
				c1, e1 := d1[i].Draw()
				c2, e2 := d2[i].Draw()
				if c1 != c2 || (e1 == nil) != (e2 == nil) {
					t.Fatalf("seed %d step %d deck %d: next draw %v (%v) / %v (%v)", seed, step, i, c1, e1, c2, e2)
				}
			}
		}
		if !strings.Contains(strings.Join(ops, ","), "end round") {
			t.Fatalf("seed %d: 300 steps and no round ended: %v", seed, ops)
		}
	}
}

func TestSnapshotDocument(t *testing.T) {
	s := newTestScenario(t)
	scnMust(t, s.addCharacter(scnChar("a", 0, 0, 10)))
	scnMust(t, s.addMonster(scnMonster("rat", 1, false, 1, 0, 2)))
	stackDeck(t, s, "a", "+1", "-1")
	_, err := s.attack("a", modifier.Attack{Value: 2}, []string{"rat-1"})
	scnMust(t, err)
	data := scnSnapshot(t, s)
	var doc map[string]any
	scnMust(t, json.Unmarshal(data, &doc))
	for _, key := range []string{"version", "name", "level", "map", "round", "figures", "money", "elements",
		"initiatives", "monster_initiatives", "acted", "decks", "monster_deck", "random"} {
		if _, ok := doc[key]; !ok {
			t.Errorf("snapshot has no %q: %s", key, data)
		}
	}
	if doc["version"] != float64(SnapshotVersion) {
		t.Errorf("version %v", doc["version"])
	}
	if !strings.Contains(string(data), `"money":[{"at":[1,0],"count":1}]`) {
		t.Errorf("money token missing: %s", data)
	}
	if !strings.Contains(string(data), `"draw":["-1"]`) {
		t.Errorf("exact draw pile missing: %s", data)
	}
}

func TestSnapshotRefusesBadDocuments(t *testing.T) {
	s := propertyScenario(t, 1)
	scnMust(t, s.setInitiative("a", 10, 20))
	good := string(scnSnapshot(t, s))
	tests := []struct {
		name, from, to, want string
	}{
		{"version", `"version":8`, `"version":9`, "version 9"},
		{"version 0", `"version":8`, `"version":0`, "version 0"},
		{"unknown field", `"version":8`, `"version":8,"extra":true`, "unknown field"},
		{"round", `"round":1`, `"round":0`, "round 0"},
		{"figure off the map", `"at":[0,0]`, `"at":[40,0]`, "figures[0]"},
		{"two figures on one hex", `"at":[0,2]`, `"at":[0,0]`, "taken by"},
		{"duplicate id", `"id":"b"`, `"id":"a"`, "appears twice"},
		{"character without deck", `"decks":[{"character":"a"`, `"decks":[{"character":"zz"`, "not a character"},
		{"initiative", `"leading":10`, `"leading":100`, "initiatives[0]"},
		{"money", `"money":[]`, `"money":[{"at":[0,0],"count":0}]`, "money[0]"},
		{"bad card", `"monster_deck":{"owner":"monster","draw":["`, `"monster_deck":{"owner":"monster","draw":["+1 @3","`, "monster_deck"},
		{"wall", `"walls":[[[1,1],[2,1]]]`, `"walls":[[[1,1],[3,1]]]`, "walls[0]"},
		{"random", `"random":"`, `"random":"AAAA`, "random"},
		{"active without turn", `"acted":[]`, `"active":"a","acted":[]`, "not in its turn"},
	}
	for _, tc := range tests {
		if !strings.Contains(good, tc.from) {
			t.Fatalf("%s: the snapshot has no %s: %s", tc.name, tc.from, good)
		}
		bad := strings.Replace(good, tc.from, tc.to, 1)
		_, err := UnmarshalScenario([]byte(bad))
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: %v, want an error with %q", tc.name, err, tc.want)
		}
	}
}

func FuzzScenarioSnapshot(f *testing.F) {
	s := propertyScenario(f, 3)
	f.Add(scnSnapshot(f, s))
	r := rand.New(rand.NewPCG(3, 3))
	for range 60 {
		randomStep(f, s, r)
	}
	f.Add(scnSnapshot(f, s))
	for _, name := range []string{"snapshot-v1-bonuses.json", "snapshot-v1-obstacle.json", "snapshot-v2-terrain.json"} {
		data, err := os.ReadFile("testdata/" + name)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		s, err := UnmarshalScenario(data)
		if err != nil {
			return
		}
		out := scnSnapshot(t, s)
		back, err := UnmarshalScenario(out)
		if err != nil {
			t.Fatalf("a snapshot this program wrote does not read back: %v\n%s", err, out)
		}
		if again := scnSnapshot(t, back); !bytes.Equal(again, out) {
			t.Fatalf("round trip differs:\n%s\n%s", out, again)
		}
	})
}

// TestSnapshotSplice: the snapshot with its map, figures, decks and map
// file spliced in is, byte for byte, the document json.Marshal writes, for
// random scenarios played on (a scenario of a file, with its map file, too).
func TestSnapshotSplice(t *testing.T) {
	check := func(s *Scenario, what string) {
		t.Helper()
		j, err := s.snapshot()
		scnMust(t, err)
		want, err := json.Marshal(j.withDecks())
		scnMust(t, err)
		got, err := j.marshal()
		scnMust(t, err)
		if !bytes.Equal(got, want) {
			t.Fatalf("%s: spliced snapshot differs:\n%s\nwant\n%s", what, got, want)
		}
	}
	rich := richScenario(t)
	rich.byID["c1"].Name = `<Ana> & "Bo" \ ,"figures":[],"money": ` + mapFilePlaceholder
	check(rich, "rich")
	for seed := uint64(1); seed <= 4; seed++ {
		s := propertyScenario(t, seed)
		r := rand.New(rand.NewPCG(seed, 7))
		for step := range 120 {
			randomStep(t, s, r)
			check(s, fmt.Sprintf("seed %d step %d", seed, step))
		}
	}
}
