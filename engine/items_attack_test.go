package engine

import (
	"bytes"
	"encoding/json"
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/haventable/haventable/engine/modifier"
)

// An item for a melee attack only ("During your melee attack ability, add
// +2 Attack and gain advantage on one attack") is not added to a ranged
// attack, in its odds or its draw, and waits for the melee attack; an item
// for a ranged attack only is refused while the next attack has a melee
// item's boost, and changes nothing.
func TestItemMeleeOnly(t *testing.T) {
	s := refusalScenario(t)
	rat := "cave-rat-1"
	mustDo(t, s, SetMaxHP{Figure: rat, MaxHP: 30})
	items := []TableItem{
		{Number: 8, Name: "Heavy Sword", Use: ItemSpent, Effects: []ItemEffect{{Kind: ItemAttack, Value: 2, Only: ItemMelee},
			{Kind: ItemAdvantage, Only: ItemMelee}}},
		{Number: 9, Name: "Bow Lens", Use: ItemSpent, Effects: []ItemEffect{{Kind: ItemAdvantage, Only: ItemRanged}}},
	}
	var err error
	if s, err = s.WithItems("c0", items); err != nil {
		t.Fatal(err)
	}
	mustDo(t, s, UseItem{Character: "c0", Item: 8})
	want := ItemBoost{Attack: 2, Advantage: true, Only: ItemMelee}
	if b := s.ItemBoostOf("c0"); !b.Equal(want) {
		t.Fatalf("boost %+v, want %+v", b, want)
	}
	if _, err := s.Do(UseItem{Character: "c0", Item: 9}); !errors.Is(err, ErrItemOtherAttack) {
		t.Errorf("a ranged item with a melee boost: %v, want ErrItemOtherAttack", err)
	}
	if it := itemState(t, s, "c0", 9); it.Spent {
		t.Error("the refused item is spent")
	}
	ranged := modifier.Attack{Value: 2, Ranged: true, Range: 6}
	if adv, _ := s.AttackModeOf("c0", ranged); adv {
		t.Error("a ranged attack gains the melee item's advantage")
	}
	if adv, _ := s.AttackModeOf("c0", modifier.Attack{Value: 2}); !adv {
		t.Error("a melee attack lacks the melee item's advantage")
	}
	r := mustDo(t, s, DrawAttack{Attacker: "c0", Attack: ranged, Targets: []string{rat}})
	if a := r.Pending.Attack; a.Value != 2 || a.Advantage {
		t.Errorf("ranged attack drawn with %d, advantage %v: the melee item counted", a.Value, a.Advantage)
	}
	mustDo(t, s, ApplyAttack{})
	if b := s.ItemBoostOf("c0"); !b.Equal(want) {
		t.Errorf("after the ranged attack the boost is %+v, want it kept (%+v)", b, want)
	}
	r = mustDo(t, s, DrawAttack{Attacker: "c0", Attack: modifier.Attack{Value: 2}, Targets: []string{rat}})
	if a := r.Pending.Attack; a.Value != 4 || !a.Advantage {
		t.Errorf("melee attack drawn with %d, advantage %v: want 4 with advantage", a.Value, a.Advantage)
	}
	mustDo(t, s, ApplyAttack{})
	if b := s.ItemBoostOf("c0"); !b.IsZero() {
		t.Errorf("after the melee attack the boost is %+v", b)
	}
	if _, err := s.WithItems("c1", []TableItem{{Number: 1, Name: "A", Effects: []ItemEffect{{Kind: ItemShield, Value: 1, Only: ItemMelee}}}}); err == nil {
		t.Error("a shield for a melee attack only was brought")
	}
	if _, err := s.WithItems("c1", []TableItem{{Number: 1, Name: "A", Effects: []ItemEffect{{Kind: ItemAttack, Value: 1, Only: ItemMelee},
		{Kind: ItemAdvantage, Only: ItemRanged}}}}); err == nil {
		t.Error("an item for a melee and a ranged attack at once was brought")
	}
}

// An item that consumes an element to add to the attack ("consume Ice to
// add +2 Attack") is refused while the element is inert, changing
// nothing, and consumes it when used.
func TestItemConsumeElement(t *testing.T) {
	s := refusalScenario(t)
	items := []TableItem{{Number: 10, Name: "Frost Blade", Effects: []ItemEffect{{Kind: ItemConsume, Name: "ice"},
		{Kind: ItemAttack, Value: 2, Only: ItemMelee}}}}
	var err error
	if s, err = s.WithItems("c0", items); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Do(UseItem{Character: "c0", Item: 10}); !errors.Is(err, ErrItemElement) {
		t.Fatalf("used with ice inert: %v, want ErrItemElement", err)
	}
	if b := s.ItemBoostOf("c0"); !b.IsZero() {
		t.Errorf("the refused use gave %+v", b)
	}
	if err := s.elements.Infuse(modifier.Ice); err != nil {
		t.Fatal(err)
	}
	s.elements.EndTurn()
	r := mustDo(t, s, UseItem{Character: "c0", Item: 10})
	if !slices.Equal(r.Item.Took, []modifier.EffectKind{modifier.Ice}) || s.Elements().Strength(modifier.Ice) != Inert {
		t.Errorf("used: took %v, ice %v; want ice consumed", r.Item.Took, s.Elements().Strength(modifier.Ice))
	}
	if b := s.ItemBoostOf("c0"); !b.Equal(ItemBoost{Attack: 2, Only: ItemMelee}) {
		t.Errorf("boost %+v", b)
	}
}

// An item's "Retaliate 2, Range 3" for the round is a retaliate bonus on
// its bearer, as a card's, gone when the round ends.
func TestItemRetaliate(t *testing.T) {
	s := refusalScenario(t)
	items := []TableItem{{Number: 11, Name: "Fire Tonic", Use: ItemConsumed, Effects: []ItemEffect{{Kind: ItemRetaliate, Value: 2, Range: 3}}}}
	var err error
	if s, err = s.WithItems("c0", items); err != nil {
		t.Fatal(err)
	}
	r := mustDo(t, s, UseItem{Character: "c0", Item: 11})
	if r.Item.Retaliate != 2 || r.Item.RetaliateRange != 3 {
		t.Errorf("report: retaliate %d range %d", r.Item.Retaliate, r.Item.RetaliateRange)
	}
	f, _ := s.Figure("c0")
	want := modifier.Bonus{Kind: modifier.BonusRetaliate, Value: 2, Range: 3, Duration: modifier.BonusRound}
	if !slices.Contains(f.Bonuses, want) {
		t.Errorf("bonuses %+v, want %+v among them", f.Bonuses, want)
	}
	if _, err := s.WithItems("c1", []TableItem{{Number: 1, Name: "A", Effects: []ItemEffect{{Kind: ItemShield, Value: 1, Range: 2}}}}); err == nil {
		t.Error("a shield with a range was brought")
	}
}

// An item's "+1 Attack to all your attacks" this turn is added to every
// attack of the turn, melee or ranged, with a melee item's boost on the
// melee one; an attack applied does not end it, the turn's end does.
func TestItemTurnAttack(t *testing.T) {
	s := refusalScenario(t)
	rat := "cave-rat-1"
	mustDo(t, s, SetMaxHP{Figure: rat, MaxHP: 30})
	items := []TableItem{
		{Number: 21, Name: "Power Potion", Use: ItemConsumed, Effects: []ItemEffect{{Kind: ItemTurnAttack, Value: 1}}},
		{Number: 14, Name: "Heavy Sword", Use: ItemSpent, Effects: []ItemEffect{{Kind: ItemAttack, Value: 1, Only: ItemMelee}}},
	}
	var err error
	if s, err = s.WithItems("c0", items); err != nil {
		t.Fatal(err)
	}
	mustDo(t, s, UseItem{Character: "c0", Item: 21})
	mustDo(t, s, UseItem{Character: "c0", Item: 14})
	for i, c := range []struct {
		ranged bool
		want   int
	}{{false, 4}, {true, 3}, {false, 3}} {
		r := mustDo(t, s, DrawAttack{Attacker: "c0", Attack: modifier.Attack{Value: 2, Ranged: c.ranged, Range: map[bool]int{true: 6}[c.ranged]}, Targets: []string{rat}})
		if r.Pending.Attack.Value != c.want {
			t.Errorf("attack %d (ranged %v): drawn with %d, want %d", i, c.ranged, r.Pending.Attack.Value, c.want)
		}
		mustDo(t, s, ApplyAttack{})
	}
	if b := s.ItemBoostOf("c0"); !b.Equal(ItemBoost{TurnAttack: 1}) {
		t.Errorf("after three attacks the boost is %+v, want the turn's +1", b)
	}
	mustDo(t, s, EndTurn{})
	if b := s.ItemBoostOf("c0"); !b.IsZero() {
		t.Errorf("after the turn the boost is %+v", b)
	}
}

// An attack bonus or advantage an item gives "one attack" ("During your
// melee attack ability, add +2 Attack to one attack") goes on the first
// target of the next attack only, in its draw and in its odds; the other
// targets are attacked as the ability says. An attack made several times
// on its one target gets it on its first attack only. The same bonus for
// the entire attack goes on every target.
func TestItemSingleAttackBonus(t *testing.T) {
	for _, c := range []struct {
		name          string
		effects       []ItemEffect
		first, second int  // the attack value before the cards, by target
		adv1, adv2    bool // advantage, by target
	}{
		{"+2 on one attack", []ItemEffect{{Kind: ItemAttack, Value: 2, Single: true}}, 3, 1, false, false},
		{"advantage on one attack", []ItemEffect{{Kind: ItemAdvantage, Single: true}}, 1, 1, true, false},
		{"+1 and advantage on one attack", []ItemEffect{{Kind: ItemAttack, Value: 1, Single: true}, {Kind: ItemAdvantage, Single: true}}, 2, 1, true, false},
		{"+1 on the entire attack", []ItemEffect{{Kind: ItemAttack, Value: 1}}, 2, 2, false, false},
		{"advantage on the entire attack, +1 on one", []ItemEffect{{Kind: ItemAdvantage}, {Kind: ItemAttack, Value: 1, Single: true}}, 2, 1, true, true},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := refusalScenario(t)
			enemies := toughEnemies(t, s, 40)
			var err error
			if s, err = s.WithItems("c0", []TableItem{{Number: 7, Name: "Heavy Sword", Use: ItemSpent, Effects: c.effects}}); err != nil {
				t.Fatal(err)
			}
			mustDo(t, s, UseItem{Character: "c0", Item: 7})
			a := modifier.Attack{Value: 1, Range: 20, Ranged: true}
			var r Report
			for i := 0; i < len(enemies) && r.Pending == nil; i++ {
				for j := i + 1; j < len(enemies) && r.Pending == nil; j++ {
					r, _ = s.Do(DrawAttack{Attacker: "c0", Attack: a, Targets: []string{enemies[i], enemies[j]}})
				}
			}
			if r.Pending == nil {
				t.Fatalf("no two enemies to attack among %v", enemies)
			}
			for i, want := range []struct {
				value int
				adv   bool
			}{{c.first, c.adv1}, {c.second, c.adv2}} {
				got := r.Pending.Targets[i]
				if v := got.Log[0].Value; v != want.value {
					t.Errorf("target %d (%s): attack %d before the cards, want %d", i+1, got.ID, v, want.value)
				}
				if adv := got.Mode == modifier.Advantage; adv != want.adv {
					t.Errorf("target %d (%s): advantage %v, want %v", i+1, got.ID, adv, want.adv)
				}
			}
			mustDo(t, s, ApplyAttack{})
			if b := s.ItemBoostOf("c0"); !b.IsZero() {
				t.Errorf("after the attack the items still give %+v", b)
			}
		})
	}
}

// An attack made twice on one target ("Target 1 enemy with all attacks")
// gets a bonus for one attack on its first attack only; the odds of an
// attack on one target count it.
func TestItemSingleAttackBonusRepeated(t *testing.T) {
	s := refusalScenario(t)
	rat := "cave-rat-1"
	mustDo(t, s, SetMaxHP{Figure: rat, MaxHP: 40})
	var err error
	if s, err = s.WithItems("c0", []TableItem{{Number: 7, Name: "Heavy Sword", Use: ItemSpent,
		Effects: []ItemEffect{{Kind: ItemAttack, Value: 2, Single: true}, {Kind: ItemAdvantage, Single: true}}}}); err != nil {
		t.Fatal(err)
	}
	a := modifier.Attack{Value: 1, Range: 20, Ranged: true}
	before, err := s.AttackOddsInput("c0", a, rat)
	if err != nil {
		t.Fatal(err)
	}
	mustDo(t, s, UseItem{Character: "c0", Item: 7})
	after, err := s.AttackOddsInput("c0", a, rat)
	if err != nil {
		t.Fatal(err)
	}
	if after.Attack != before.Attack+2 || after.Mode != modifier.Advantage {
		t.Errorf("odds counted attack %d mode %v, want %d with advantage", after.Attack, after.Mode, before.Attack+2)
	}
	a.Times = 2
	r := mustDo(t, s, DrawAttack{Attacker: "c0", Attack: a, Targets: []string{rat}})
	if n := len(r.Pending.Targets); n != 2 {
		t.Fatalf("%d attacks drawn, want 2", n)
	}
	for i, want := range []int{3, 1} {
		got := r.Pending.Targets[i]
		if got.Log[0].Value != want || (got.Mode == modifier.Advantage) != (i == 0) {
			t.Errorf("attack %d: value %d, mode %v; want %d, advantage on the first only", i+1, got.Log[0].Value, got.Mode, want)
		}
	}
}

// toughEnemies are the party's enemies on the map in s, each given hp
// maximum hit points (so that they outlive the attacks of a test).
func toughEnemies(t *testing.T, s *Scenario, hp int) []string {
	t.Helper()
	var enemies []string
	for _, f := range s.Figures() {
		if f.Side != SideParty && f.OnMap && f.Alive() {
			enemies = append(enemies, f.ID)
			mustDo(t, s, SetMaxHP{Figure: f.ID, MaxHP: hp})
		}
	}
	return enemies
}

// The attack drawn keeps the attack as the action gave it (Given), apart
// from the attack as performed: an item's +1 attack, advantage and poison
// and the strengthen it gave are counted in Attack only, and Given
// survives a snapshot (a restart, Undo, a player's device) and the
// players' view. A snapshot without it reads the attack given as
// performed; one whose attack given could not have been drawn as the
// attack is refused.
func TestPendingAttackKeepsTheAttackGiven(t *testing.T) {
	s := refusalScenario(t)
	rat := "cave-rat-1"
	mustDo(t, s, SetMaxHP{Figure: rat, MaxHP: 30})
	var err error
	if s, err = s.WithItems("c0", []TableItem{{Number: 8, Name: "Sword", Use: ItemSpent, Effects: []ItemEffect{
		{Kind: ItemAttack, Value: 1}, {Kind: ItemAdvantage}, {Kind: ItemAttackCondition, Name: "poison"}}},
		{Number: 9, Name: "Draught", Use: ItemConsumed, Effects: []ItemEffect{{Kind: ItemCondition, Name: "strengthen"}}}}); err != nil {
		t.Fatal(err)
	}
	mustDo(t, s, UseItem{Character: "c0", Item: 8})
	mustDo(t, s, UseItem{Character: "c0", Item: 9})
	given := modifier.Attack{Value: 2, Effects: []modifier.Effect{{Kind: modifier.Wound}}}
	r := mustDo(t, s, DrawAttack{Attacker: "c0", Attack: given, Targets: []string{rat}})
	if a := r.Pending.Attack; a.Value != 3 || !a.Advantage || !slices.Contains(a.Effects, modifier.Effect{Kind: modifier.Poison}) {
		t.Fatalf("drawn as %+v, want 3 with advantage and poison", a)
	}
	check := func(how string, p PendingAttack) {
		t.Helper()
		if g := p.Given; g.Value != 2 || g.Advantage || !slices.Equal(g.Effects, given.Effects) {
			t.Errorf("%s: the attack given is %+v, want %+v", how, g, given)
		}
	}
	check("drawn", r.Pending.clone())
	p, _ := s.PendingAttack()
	check("PendingAttack", p)
	data := scnSnapshot(t, s)
	back, err := UnmarshalScenario(data)
	if err != nil {
		t.Fatal(err)
	}
	p, _ = back.PendingAttack()
	check("read back", p)
	players, err := s.PlayersJSON()
	if err != nil {
		t.Fatal(err)
	}
	if view, err := UnmarshalScenario(players); err != nil {
		t.Fatal(err)
	} else {
		p, _ = view.PendingAttack()
		check("players' view", p)
	}
	var doc map[string]any
	if err := json.Unmarshal(data, &doc); err != nil {
		t.Fatal(err)
	}
	pending := doc["pending_attack"].(map[string]any)
	if _, ok := pending["given"]; !ok {
		t.Fatalf("no given kept: %s", data)
	}
	delete(pending, "given")
	old, err := json.Marshal(doc)
	if err != nil {
		t.Fatal(err)
	}
	if back, err = UnmarshalScenario(old); err != nil {
		t.Fatal(err)
	}
	if p, _ = back.PendingAttack(); p.Given.Value != 3 || !p.Given.Advantage {
		t.Errorf("without the key the attack given is %+v, want the attack as performed", p.Given)
	}
	bad := bytes.Replace(data, []byte(`"given":{"value":2,`), []byte(`"given":{"value":5,`), 1)
	if _, err := UnmarshalScenario(bad); err == nil || !strings.Contains(err.Error(), "given") {
		t.Errorf("a given attack above the attack drawn: %v, want refused", err)
	}
}
