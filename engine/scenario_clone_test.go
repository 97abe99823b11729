package engine

import (
	"bytes"
	"fmt"
	"github.com/haventable/haventable/engine/condbonus"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"

	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/hexgrid"
)

// cloneShared are the fields Scenario.clone may share between a scenario
// and its copy, as "Type.field": they are never written once set.
var cloneShared = map[string]bool{
	"Scenario.grid":     true, // opening a door builds a new map
	"Scenario.file":     true, // the file loaded from
	"Scenario.fileJSON": true, // its encoding, made once
	"abilityDeck.info":  true, // the cards' texts, copied in and out
	"MonsterStats.Card": true, // the data pack's stat card
	"CardHalf.Actions":  true, // a class card's actions, as chosen with the hand
}

// cloneUnset are the fields of reference kind (pointer, slice, map) that
// the fixture of TestScenarioCloneSharesNothing may leave nil, with why
// their copy is checked all the same.
var cloneUnset = map[string]string{}

// richScenario is a scenario with every field of Scenario set (and every
// reference field of what it holds), for the copy's checks:
// refusalScenario (a Frosthaven scenario with rooms, a loot deck, allies
// and hidden monsters, in its first turn) with a summon, bonuses, loot,
// an ability card drawn, an attack pending and the turn in progress.
// Fields play does not reach cheaply are set by hand.
func richScenario(t *testing.T) *Scenario {
	t.Helper()
	s := refusalScenario(t)
	if _, err := s.MarshalJSON(); err != nil { // fileJSON
		t.Fatal(err)
	}
	scnMust(t, s.summon(Figure{ID: "bear", Name: "Bear", Kind: KindSummon, Summoner: "c0", HP: 4, MaxHP: 4,
		Stats: &SummonStats{Move: 2, Attack: 2}}))
	scnMust(t, s.addBonus("c1", modifier.Bonus{Kind: modifier.BonusShield, Value: 1, Duration: modifier.BonusRound}))
	scnMust(t, s.infuse(modifier.Fire))
	s.byID["c2"].Loot = []LootCard{{Kind: "money", Amount: 1}}
	s.byID["c2"].Immune = []modifier.EffectKind{modifier.Poison}
	s.terrain.trapDamage[s.grid.Hexes()[0]] = 3
	s.chests = []Chest{{At: s.grid.Hexes()[1], Treasure: "7", Gives: []TreasureGain{{Kind: GainDamage, Amount: 3}}}, {At: s.grid.Hexes()[2], Treasure: "goal", OpenedBy: "c0"}}
	for typ, ts := range s.stats {
		ts.Normal.Immune = []modifier.EffectKind{modifier.Wound}
		s.stats[typ] = ts
	}
	scnMust(t, s.setAbilityDeck("Cave Rat", AbilityDeckInfo{Name: "Rats",
		Cards: []AbilityCardInfo{{Initiative: 30, Shuffle: true}, {Initiative: 40}, {Initiative: 50}}}))
	for _, d := range s.abilities {
		if _, err := d.deck.Draw(); err != nil {
			t.Fatal(err)
		}
	}
	s.acted["c2"] = true
	s.lateAt["c2"] = slot{Initiative: 3}
	s.turnDid = []string{didMove}
	s.turnTarget = "c1"
	s.elementUses = map[string][]int{"Cave Rat": {0}}
	d := s.decks["c0"]
	scnMust(t, d.Add(modifier.MustParseCard("bless")))
	for range 2 {
		if _, err := d.Draw(); err != nil {
			t.Fatal(err)
		}
	}
	scnMust(t, d.EndScenario())
	if _, err := d.Draw(); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Do(DrawAttack{Attacker: "c0", Attack: modifier.Attack{Value: 2, Modifiers: []modifier.Adjustment{mustMod(t, "+1")},
		Effects: []modifier.Effect{{Kind: modifier.Poison}}, Ifs: []condbonus.Bonus{{When: []string{condbonus.Alone}, Attack: 1, Conditions: []string{"wound"}}}},
		Targets: []string{"cave-rat-1"}}); err != nil {
		t.Fatal(err)
	}
	tr := &s.pending.Targets[0]
	tr.Bonuses = modifier.Bonuses{{Kind: modifier.BonusShield, Value: 1, Duration: modifier.BonusRound}}
	tr.Spent = []modifier.EffectKind{modifier.Poison}
	tr.Effects = []modifier.Effect{{Kind: modifier.Poison}}
	tr.Ifs = []int{1}
	// a hand with every pile and a turn in progress, set by hand
	s.hands["c1"] = &Hand{Character: "c1", Cards: handDeck(), InHand: []int{1, 4}, Discard: []int{5}, Lost: []int{6},
		Active: []ActiveCard{{Number: 2, Half: HalfBottom, Uses: 2, Events: []string{EventDamage}}},
		Chosen: []int{7, 8}, Played: []PlayedHalf{{Number: 7, Half: HalfTop, Consumed: []int{1}, Applied: []int{0}}}, RestBack: []int{3}}
	s.items["c0"].Items[0].Spent = true
	s.items["c0"].Boost = ItemBoost{Attack: 1, Advantage: true, Conditions: []string{"poison"}, Single: []string{"wound"}}
	scnMust(t, s.dealGoals(testGoals(), 2))
	s.goals["c1"].Kept = 1
	s.progress = TurnProgress{Figure: "c0", Moved: 1, Entered: []hexgrid.Hex{hexgrid.H(-2, 5)},
		PathEnemies: []string{"cave-rat-1"}, Attacked: []string{"cave-rat-1"}}
	return s
}

// TestScenarioCloneSharesNothing: the copy Do works on is equal to the
// scenario, writes the same snapshot, and shares nothing that can change
// with it (but what cloneShared lists). Every reference field of every
// struct reached must be set somewhere in the fixture, so that a field
// added to Scenario (or to what it holds) and not copied fails here.
func TestScenarioCloneSharesNothing(t *testing.T) {
	s := richScenario(t)
	c := s.clone()
	if !reflect.DeepEqual(s, c) {
		t.Fatal("the copy differs from the scenario")
	}
	if a, b := scnSnapshot(t, s), scnSnapshot(t, c); !bytes.Equal(a, b) {
		t.Fatalf("the copy writes another snapshot:\n%s\n%s", a, b)
	}
	w := aliasWalk{t: t, seen: map[aliasKey]bool{}, set: map[string]bool{}}
	w.walk("s", reflect.ValueOf(s), reflect.ValueOf(c))
	for field, set := range w.set {
		if !set && cloneUnset[field] == "" {
			t.Errorf("richScenario leaves %s nil: set it, so that its copy is checked", field)
		}
	}
	if t.Failed() {
		return
	}
	// Played on, the copy leaves the scenario as it was.
	before := scnSnapshot(t, s)
	r := rand.New(rand.NewPCG(3, 3))
	for range 300 {
		_, _ = randomOp(c, r)
	}
	if after := scnSnapshot(t, s); !bytes.Equal(before, after) {
		t.Fatalf("playing the copy changed the scenario:\n%s\n%s", before, after)
	}
}

type aliasKey struct {
	p   uintptr
	typ reflect.Type
}

// aliasWalk walks a value and its copy side by side, reporting memory they
// share, and notes for each reference field of the engine's structs
// whether the walk found it set.
type aliasWalk struct {
	t    *testing.T
	seen map[aliasKey]bool
	set  map[string]bool
}

func (w *aliasWalk) walk(path string, a, b reflect.Value) {
	switch a.Kind() {
	case reflect.Pointer, reflect.Map, reflect.Slice:
		if a.IsNil() || (a.Kind() == reflect.Slice && a.Cap() == 0) {
			return
		}
		if a.Pointer() == b.Pointer() {
			w.t.Errorf("%s (%s) is shared by the scenario and its copy", path, a.Type())
			return
		}
		key := aliasKey{a.Pointer(), a.Type()}
		if w.seen[key] {
			return
		}
		w.seen[key] = true
	}
	switch a.Kind() {
	case reflect.Pointer, reflect.Interface:
		if !a.IsNil() {
			w.walk(path, a.Elem(), b.Elem())
		}
	case reflect.Slice, reflect.Array:
		for i := range a.Len() {
			w.walk(fmt.Sprintf("%s[%d]", path, i), a.Index(i), b.Index(i))
		}
	case reflect.Map:
		for _, k := range a.MapKeys() {
			bv := b.MapIndex(k)
			if !bv.IsValid() {
				w.t.Errorf("%s[%v] is missing from the copy", path, k)
				continue
			}
			w.walk(fmt.Sprintf("%s[%v]", path, k), a.MapIndex(k), bv)
		}
	case reflect.Struct:
		typ := a.Type()
		for i := range a.NumField() {
			f := typ.Field(i)
			name := typ.Name() + "." + f.Name
			if cloneShared[name] {
				continue
			}
			fa := a.Field(i)
			if strings.HasPrefix(typ.PkgPath(), "github.com/haventable/") {
				switch fa.Kind() {
				case reflect.Pointer, reflect.Map, reflect.Slice, reflect.Interface:
					w.set[name] = w.set[name] || (!fa.IsNil() && (fa.Kind() != reflect.Slice || fa.Len() > 0))
				case reflect.Func, reflect.Chan:
					w.t.Errorf("%s.%s: a %s cannot be copied", path, f.Name, fa.Kind())
				}
			}
			w.walk(path+"."+f.Name, fa, b.Field(i))
		}
	case reflect.Func, reflect.Chan:
		w.t.Errorf("%s: a %s cannot be copied", path, a.Kind())
	}
}
