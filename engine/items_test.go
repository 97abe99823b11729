package engine

import (
	"errors"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/haventable/haventable/engine/modifier"
)

// testItems are invented items of every kind the table plays: spent with
// words only, consumed with a heal, spent with advantage, two use marks
// then consumed with +1 attack, a shield never used up.
func testItems() []TableItem {
	return []TableItem{
		{Number: 1, Name: "Tin Boots", Use: ItemSpent, Words: true, Text: "During your move, add +1 move."},
		{Number: 2, Name: "Red Potion", Use: ItemConsumed, Effects: []ItemEffect{{Kind: ItemHeal, Value: 2}}},
		{Number: 3, Name: "Keen Goggles", Use: ItemSpent, Effects: []ItemEffect{{Kind: ItemAdvantage}}},
		{Number: 4, Name: "Sharp Blade", Use: ItemConsumed, Uses: 2, Effects: []ItemEffect{{Kind: ItemAttack, Value: 1}}},
		{Number: 5, Name: "Oak Shield", Use: ItemSpent, Effects: []ItemEffect{{Kind: ItemShield, Value: 1}}},
	}
}

func itemState(t *testing.T, s *Scenario, character string, n int) TableItem {
	t.Helper()
	items, ok := s.ItemsOf(character)
	if !ok {
		t.Fatalf("%s brought no items", character)
	}
	for _, it := range items {
		if it.Number == n {
			return it
		}
	}
	t.Fatalf("%s has no item %d", character, n)
	return TableItem{}
}

// mustDo does a on s, or fails the test.
func mustDo(t *testing.T, s *Scenario, a Action) Report {
	t.Helper()
	r, err := s.Do(a)
	if err != nil {
		t.Fatalf("%s: %v", a.Kind(), err)
	}
	return r
}

// Using items: spent and consumed, use marks, the heal and the shield
// applied, refused once used up; a long rest (as the resting character's
// turn starts) refreshes the spent items and leaves the consumed ones.
func TestUseItems(t *testing.T) {
	s := refusalScenario(t)
	if _, err := s.byID["c0"].SufferDamage(5); err != nil {
		t.Fatal(err)
	}
	do := func(a Action) Report { return mustDo(t, s, a) }
	r := do(UseItem{Character: "c0", Item: 2})
	if r.Item == nil || !r.Item.Consumed || r.Item.Healing == nil || r.Item.Healing.Healed != 2 || s.byID["c0"].HP != 7 {
		t.Errorf("potion: %+v, hp %d", r.Item, s.byID["c0"].HP)
	}
	if got := r.Summary().Item; got != "Red Potion" {
		t.Errorf("summary names %q", got)
	}
	do(UseItem{Character: "c0", Item: 1})
	if it := itemState(t, s, "c0", 1); !it.Spent || it.Ready() {
		t.Errorf("boots after use: %+v", it)
	}
	r = do(UseItem{Character: "c0", Item: 5})
	if r.Item.Shield != 1 || !slices.ContainsFunc(s.byID["c0"].Bonuses, func(b modifier.Bonus) bool {
		return b.Kind == modifier.BonusShield && b.Value == 1 && b.Duration == modifier.BonusRound
	}) {
		t.Errorf("shield: %+v, bonuses %v", r.Item, s.byID["c0"].Bonuses)
	}
	r = do(UseItem{Character: "c0", Item: 4})
	if it := itemState(t, s, "c0", 4); it.Consumed || it.Marked != 1 || it.UsesLeft() != 1 || r.Item.UsesLeft != 1 {
		t.Errorf("blade after one use: %+v", it)
	}
	do(UseItem{Character: "c0", Item: 4})
	if it := itemState(t, s, "c0", 4); !it.Consumed || it.UsesLeft() != 0 {
		t.Errorf("blade after two uses: %+v", it)
	}
	for _, n := range []int{1, 2, 4, 5} {
		if _, err := s.Do(UseItem{Character: "c0", Item: n}); !errors.Is(err, ErrItemUsed) {
			t.Errorf("item %d used again: %v", n, err)
		}
	}
	// the next round: c0 rests long; its turn starts with the refresh
	for do(NextTurn{}).TurnStart != nil {
	}
	do(EndRound{})
	do(LongRest{Character: "c0"})
	do(SetInitiative{Character: "c1", Leading: 20, Second: 90})
	do(SetInitiative{Character: "c2", Leading: 30, Second: 90})
	do(SetMonsterInitiative{Type: "Cave Rat", Initiative: 40})
	var started *TurnStart
	for started == nil || started.Turn.Figure != "c0" {
		r := do(NextTurn{})
		if r.TurnStart == nil {
			t.Fatal("c0's turn never came")
		}
		started = r.TurnStart
	}
	if !reflect.DeepEqual(started.ItemsRefreshed, []int{1, 5}) {
		t.Errorf("the long rest refreshed %v, want the spent items [1 5]", started.ItemsRefreshed)
	}
	for n, ready := range map[int]bool{1: true, 2: false, 3: true, 4: false, 5: true} {
		if it := itemState(t, s, "c0", n); it.Ready() != ready {
			t.Errorf("after the long rest item %d: %+v, want ready %v", n, it, ready)
		}
	}
	// an ability refreshes a consumed item
	do(RefreshItem{Character: "c0", Item: 4})
	if it := itemState(t, s, "c0", 4); !it.Ready() || it.Marked != 0 {
		t.Errorf("blade refreshed: %+v", it)
	}
}

// An item's attack bonus and advantage are in the attack's odds and in the
// attack drawn, for the character's next attack only: the applied attack
// or the end of the turn ends them.
func TestItemBoostInTheOdds(t *testing.T) {
	s := refusalScenario(t)
	rat := "cave-rat-1"
	if _, err := s.Do(SetMaxHP{Figure: rat, MaxHP: 30}); err != nil { // it outlives the attack
		t.Fatal(err)
	}
	base := modifier.Attack{Value: 2}
	odds := func(a modifier.Attack) modifier.Distribution {
		t.Helper()
		d, err := s.AttackOdds("c0", a, rat)
		if err != nil {
			t.Fatal(err)
		}
		return d
	}
	plain := odds(base)
	want := odds(modifier.Attack{Value: 3, Advantage: true})
	if reflect.DeepEqual(plain, want) {
		t.Fatal("the fixture's odds do not tell +1 advantage apart")
	}
	for _, n := range []int{3, 4} {
		if _, err := s.Do(UseItem{Character: "c0", Item: n}); err != nil {
			t.Fatal(err)
		}
	}
	if got := odds(base); !reflect.DeepEqual(got, want) {
		t.Errorf("odds with the goggles and the blade:\n%v\nwant\n%v", got, want)
	}
	if adv, _ := s.AttackModeOf("c0", base); !adv {
		t.Error("AttackModeOf: no advantage from the goggles")
	}
	r, err := s.Do(DrawAttack{Attacker: "c0", Attack: base, Targets: []string{rat}})
	if err != nil {
		t.Fatal(err)
	}
	if a := r.Pending.Attack; a.Value != 3 || !a.Advantage {
		t.Errorf("attack drawn: value %d, advantage %v", a.Value, a.Advantage)
	}
	if _, err := s.Do(ApplyAttack{}); err != nil {
		t.Fatal(err)
	}
	if b := s.ItemBoostOf("c0"); !b.IsZero() {
		t.Errorf("after the attack the boost is %+v", b)
	}
	if adv, _ := s.AttackModeOf("c0", base); adv {
		t.Error("the next attack still has the goggles' advantage")
	}
	// used and not attacked with: the end of the turn ends it
	if _, err := s.Do(UseItem{Character: "c0", Item: 4}); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Do(EndTurn{}); err != nil {
		t.Fatal(err)
	}
	if b := s.ItemBoostOf("c0"); !b.IsZero() {
		t.Errorf("after the turn the boost is %+v", b)
	}
}

// The items and what was done with them come back from a snapshot; bad
// items are refused when brought.
func TestItemsSnapshotAndChecks(t *testing.T) {
	s := refusalScenario(t)
	for _, a := range []Action{UseItem{Character: "c0", Item: 1}, UseItem{Character: "c0", Item: 4}} {
		if _, err := s.Do(a); err != nil {
			t.Fatal(err)
		}
	}
	data := scnSnapshot(t, s)
	back, err := UnmarshalScenario(data)
	if err != nil {
		t.Fatal(err)
	}
	got, _ := back.ItemsOf("c0")
	want, _ := s.ItemsOf("c0")
	if !reflect.DeepEqual(got, want) || !back.ItemBoostOf("c0").Equal(s.ItemBoostOf("c0")) {
		t.Errorf("items back:\n%+v %+v\nwant\n%+v %+v", got, back.ItemBoostOf("c0"), want, s.ItemBoostOf("c0"))
	}
	for name, items := range map[string][]TableItem{
		"twice":      {{Number: 1, Name: "A"}, {Number: 1, Name: "B"}},
		"no name":    {{Number: 1, Name: " "}},
		"bad use":    {{Number: 1, Name: "A", Use: "lost"}},
		"bad effect": {{Number: 1, Name: "A", Effects: []ItemEffect{{Kind: "fly", Value: 1}}}},
		"no value":   {{Number: 1, Name: "A", Effects: []ItemEffect{{Kind: ItemHeal}}}},
		"long words": {{Number: 1, Name: "A", Text: strings.Repeat("w", maxItemTextLen+1)}},
	} {
		if _, err := s.WithItems("c1", items); err == nil {
			t.Errorf("%s: brought", name)
		}
	}
	if _, err := s.WithItems("cave-rat-1", testItems()); err == nil {
		t.Error("a monster brought items")
	}
}

// An item that adds a condition to the next attack ("add poison to a
// single attack") puts it on the attack drawn and on its target when the
// attack is applied; it is in a snapshot and ends with the attack.
func TestItemAttackCondition(t *testing.T) {
	s := refusalScenario(t)
	rat := "cave-rat-1"
	if _, err := s.Do(SetMaxHP{Figure: rat, MaxHP: 30}); err != nil { // it outlives the attack
		t.Fatal(err)
	}
	items := []TableItem{{Number: 7, Name: "Venom Knife", Use: ItemSpent,
		Effects: []ItemEffect{{Kind: ItemAttackCondition, Name: "poison"}}}}
	var err error
	if s, err = s.WithItems("c0", items); err != nil {
		t.Fatal(err)
	}
	r := mustDo(t, s, UseItem{Character: "c0", Item: 7})
	if got := r.Item.Boost.Conditions; !slices.Equal(got, []string{"poison"}) {
		t.Errorf("use: boost conditions %v, want [poison]", got)
	}
	back, err := UnmarshalScenario(scnSnapshot(t, s))
	if err != nil {
		t.Fatal(err)
	}
	if !back.ItemBoostOf("c0").Equal(s.ItemBoostOf("c0")) {
		t.Errorf("snapshot: boost %+v, want %+v", back.ItemBoostOf("c0"), s.ItemBoostOf("c0"))
	}
	r = mustDo(t, s, DrawAttack{Attacker: "c0", Attack: modifier.Attack{Value: 2}, Targets: []string{rat}})
	if !slices.ContainsFunc(r.Pending.Attack.Effects, func(e modifier.Effect) bool { return e.Kind == modifier.Poison }) {
		t.Errorf("attack drawn: effects %v, no poison", r.Pending.Attack.Effects)
	}
	mustDo(t, s, ApplyAttack{})
	if f, _ := s.Figure(rat); !f.Conditions.Has(modifier.Poison) {
		t.Errorf("the rat is not poisoned: %v", f.Conditions.List())
	}
	if b := s.ItemBoostOf("c0"); !b.IsZero() {
		t.Errorf("after the attack the boost is %+v", b)
	}
	if _, err := s.WithItems("c1", []TableItem{{Number: 1, Name: "A",
		Effects: []ItemEffect{{Kind: ItemAttackCondition, Name: "fire"}}}}); err == nil {
		t.Error("an element added to an attack as a condition was brought")
	}
}

// An item whose condition is for a single attack ("add poison to a single
// attack") puts it on the first target of the next attack only; one for
// every attack ("to the entire Attack action") on every target; the same
// condition for every attack and a single one goes on every target once;
// one for a melee attack only goes on no target of a ranged attack.
func TestItemSingleAttackCondition(t *testing.T) {
	for _, c := range []struct {
		name    string
		effects []ItemEffect
		first   []modifier.EffectKind // the conditions of the first target
		second  []modifier.EffectKind // of the second
	}{
		{"single", []ItemEffect{{Kind: ItemAttackCondition, Name: "poison", Single: true}}, []modifier.EffectKind{modifier.Poison}, nil},
		{"every attack", []ItemEffect{{Kind: ItemAttackCondition, Name: "poison"}}, []modifier.EffectKind{modifier.Poison}, []modifier.EffectKind{modifier.Poison}},
		{"both", []ItemEffect{{Kind: ItemAttackCondition, Name: "wound", Single: true}, {Kind: ItemAttackCondition, Name: "poison"}},
			[]modifier.EffectKind{modifier.Poison, modifier.Wound}, []modifier.EffectKind{modifier.Poison}},
		// the attack drawn is ranged: an item for a melee attack gives it nothing
		{"single, melee only", []ItemEffect{{Kind: ItemAttackCondition, Name: "poison", Single: true, Only: ItemMelee}}, nil, nil},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := refusalScenario(t)
			enemies := toughEnemies(t, s, 30) // they outlive the attack
			var err error
			if s, err = s.WithItems("c0", []TableItem{{Number: 7, Name: "Venom Knife", Use: ItemSpent, Effects: c.effects}}); err != nil {
				t.Fatal(err)
			}
			mustDo(t, s, UseItem{Character: "c0", Item: 7})
			var pair []string
			for i := 0; i < len(enemies) && pair == nil; i++ {
				for j := i + 1; j < len(enemies) && pair == nil; j++ {
					if _, err := s.Do(DrawAttack{Attacker: "c0", Attack: modifier.Attack{Value: 1, Range: 20, Ranged: true}, Targets: []string{enemies[i], enemies[j]}}); err == nil {
						pair = []string{enemies[i], enemies[j]}
					}
				}
			}
			if pair == nil {
				_, err := s.Do(DrawAttack{Attacker: "c0", Attack: modifier.Attack{Value: 1, Range: 20, Ranged: true}, Targets: enemies[:2]})
				t.Fatalf("no two enemies to attack among %v: %v", enemies, err)
			}
			mustDo(t, s, ApplyAttack{})
			for i, want := range [][]modifier.EffectKind{c.first, c.second} {
				f, _ := s.Figure(pair[i])
				var got []modifier.EffectKind
				for _, k := range f.Conditions.List() {
					if k == modifier.Poison || k == modifier.Wound {
						got = append(got, k)
					}
				}
				if !slices.Equal(got, want) {
					t.Errorf("target %d (%s): %v, want %v", i+1, pair[i], got, want)
				}
			}
		})
	}
}

// An item for the next attack used while the character's own attack is
// drawn is refused and stays ready: the attack drawn does not count it,
// and applying it would have ended the item's boost (it was spent for
// nothing). An item for something else is used as before.
func TestItemForTheNextAttackRefusedWhileDrawn(t *testing.T) {
	s := refusalScenario(t)
	var enemy string
	for _, f := range s.Figures() {
		if f.Side != SideParty && f.OnMap && f.Alive() && enemy == "" {
			enemy = f.ID
		}
	}
	var err error
	if s, err = s.WithItems("c0", []TableItem{
		{Number: 7, Name: "Venom Knife", Use: ItemSpent, Effects: []ItemEffect{{Kind: ItemAttack, Value: 1}}},
		{Number: 8, Name: "Buckler", Use: ItemSpent, Effects: []ItemEffect{{Kind: ItemShield, Value: 1}}},
	}); err != nil {
		t.Fatal(err)
	}
	mustDo(t, s, DrawAttack{Attacker: "c0", Attack: modifier.Attack{Value: 1, Range: 20, Ranged: true}, Targets: []string{enemy}})
	if _, err := s.Do(UseItem{Character: "c0", Item: 7}); !errors.Is(err, ErrItemAttackDrawn) {
		t.Fatalf("the knife used with the attack drawn: %v, want ErrItemAttackDrawn", err)
	}
	mustDo(t, s, UseItem{Character: "c0", Item: 8})
	mustDo(t, s, ApplyAttack{})
	mustDo(t, s, UseItem{Character: "c0", Item: 7})
	if b := s.ItemBoostOf("c0"); b.Attack != 1 {
		t.Errorf("after the attack the knife gives %+v, want +1 attack", b)
	}
}
