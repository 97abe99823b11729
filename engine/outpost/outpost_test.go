package outpost

import (
	"encoding/json"
	"reflect"
	"slices"
	"testing"
)

// fixture is invented outpost data: a barracks and a workshop that stand
// from the start, a tavern to build, a wall, and a depot whose effect the
// table plays.
func fixture() Data {
	return Data{
		Buildings: []Building{
			{Name: "barracks", Upgrades: []Cost{{Manual: true}}, Repair: []int{2, 2}, Rebuild: []Supply{{Lumber: 1}, {Lumber: 2}},
				Rewards: []Reward{{Soldiers: 4}, {Soldiers: 2}}},
			{Name: "workshop", Repair: []int{2}, Rebuild: []Supply{{Lumber: 2, Metal: 1}}},
			{Name: "tavern", Build: Cost{Prosperity: 1, Materials: Supply{Lumber: 2, Metal: 2, Hide: 1, Gold: 10}},
				Upgrades: []Cost{{Prosperity: 2, Materials: Supply{Lumber: 3, Metal: 1}}}, Repair: []int{2, 3},
				Rebuild: []Supply{{Lumber: 1, Metal: 1}, {Lumber: 2, Metal: 1}},
				Rewards: []Reward{{Prosperity: 1, Section: "12.3"}, {Prosperity: 2, LoseMorale: 1}}},
			{Name: "wall", Build: Cost{Prosperity: 1, Materials: Supply{Lumber: 4}}, Unlocked: true, Rewards: []Reward{{Defense: 5}}},
			{Name: "depot", Build: Cost{Materials: Supply{Metal: 1}}, Repair: []int{1},
				Effects:        []Effect{{Words: "Gain 2 metal", Gain: Supply{Metal: 2}}},
				WreckedEffects: []Effect{{Words: "Lose 1 lumber", Lose: Supply{Lumber: 1}}}},
		},
		Weeks:      map[int][]string{1: {"5.1"}, 10: {"7.2", "8.1"}},
		HighMorale: []string{"99.1"},
		LowMorale:  []string{"98.1"},
		Perks: []GuardPerk{{Sections: []string{"3.3"}, Remove: []GuardCard{{Value: -10}}, Add: []GuardCard{{Value: 30}}},
			{Remove: []GuardCard{{Value: 99}}}},
	}
}

func TestNew(t *testing.T) {
	d := fixture()
	o := New(d, 7)
	if got := o.Buildings; !reflect.DeepEqual(got, []Standing{{Name: "barracks", Level: 1}, {Name: "workshop", Level: 1}}) {
		t.Errorf("buildings at the start: %v", got)
	}
	if n := len(o.TownGuard.Draw); n != 20 {
		t.Errorf("town guard deck holds %d cards, want 20", n)
	}
	if err := o.Validate(); err != nil {
		t.Fatal(err)
	}
	if reflect.DeepEqual(o.TownGuard.Draw, StandardTownGuard()) {
		t.Error("the deck is not shuffled")
	}
	if !reflect.DeepEqual(New(d, 7), o) || reflect.DeepEqual(New(d, 8).TownGuard, o.TownGuard) {
		t.Error("the shuffle does not follow the seed")
	}
}

func TestPassTimeNamesTheWeeksSections(t *testing.T) {
	d := fixture()
	o := New(d, 1)
	o.Calendar = map[int][]string{10: {"8.1", "44.4"}}
	o.Week, o.Built = 9, 2
	after, read, err := o.PassTime(d)
	if err != nil {
		t.Fatal(err)
	}
	if after.Week != 10 || after.Built != 0 || !slices.Equal(read, []string{"7.2", "8.1", "44.4"}) {
		t.Errorf("week %d built %d read %v", after.Week, after.Built, read)
	}
	if o.Week != 9 {
		t.Error("PassTime changed its receiver")
	}
	o.Week = CalendarWeeks
	if _, _, err := o.PassTime(d); err == nil {
		t.Error("a full calendar passed time")
	}
}

func TestApply(t *testing.T) {
	d := fixture()
	o := New(d, 1)
	o.Morale, o.Supply = 19, Supply{Lumber: 2}
	after, read, err := o.Apply(d, Change{Gain: Supply{Hide: 3}, Lose: Supply{Lumber: 2}, Morale: 3, Soldiers: 9,
		Sections: []LaterSection{{Section: "44.4", In: 1}}, Wreck: []string{"workshop"}})
	if err != nil {
		t.Fatal(err)
	}
	if after.Morale != MaxMorale || !slices.Equal(read, []string{"99.1"}) {
		t.Errorf("morale %d read %v: want 20 and the high morale section", after.Morale, read)
	}
	if !after.Supply.Equal(Supply{Hide: 3}) || after.Soldiers != 4 {
		t.Errorf("supply %s soldiers %d: want 3 hide and 4 soldiers (the barracks' capacity)", after.Supply, after.Soldiers)
	}
	if !after.Standing("workshop").Wrecked || !slices.Equal(after.Calendar[1], []string{"44.4"}) {
		t.Errorf("workshop %v calendar %v", after.Standing("workshop"), after.Calendar)
	}
	if _, _, err := o.Apply(d, Change{Lose: Supply{Metal: 1}}); err == nil {
		t.Error("a loss the supply cannot pay was made")
	}
	low, read, err := (Outpost{Morale: 2, Random: o.Random}).Apply(d, Change{Morale: -5})
	if err != nil || low.Morale != 0 || !slices.Equal(read, []string{"98.1"}) {
		t.Errorf("morale %d read %v err %v", low.Morale, read, err)
	}
}

func TestConstruct(t *testing.T) {
	d := fixture()
	o := New(d, 1)
	o.Supply = Supply{Lumber: 10, Metal: 10, Hide: 10, Gold: 20}
	o.Morale = 5
	if _, _, _, err := o.Construct(d, Construction{Building: "tavern", Discount: Discount{Material: Hide}}); err == nil {
		t.Error("the carpenter's discount was taken without a carpenter")
	}
	o.set(Standing{Name: Carpenter, Level: 1})
	built, cost, read, err := o.Construct(d, Construction{Building: "tavern", Discount: Discount{Material: Hide}})
	if err != nil {
		t.Fatal(err)
	}
	if !cost.Materials.Equal(Supply{Lumber: 2, Metal: 2, Gold: 10}) || !built.Supply.Equal(Supply{Lumber: 8, Metal: 8, Hide: 10, Gold: 10}) {
		t.Errorf("cost %s supply %s", cost.Materials, built.Supply)
	}
	if built.Standing("tavern").Level != 1 || built.Prosperity != 1 || !slices.Equal(read, []string{"12.3"}) || built.Morale != 5 {
		t.Errorf("tavern %v prosperity %d read %v morale %d", built.Standing("tavern"), built.Prosperity, read, built.Morale)
	}
	if _, _, _, err := built.Construct(d, Construction{Building: "tavern"}); err == nil {
		t.Error("upgraded at prosperity level 1 a level that needs 2")
	}
	built.Prosperity = 6
	if _, _, _, err := built.Construct(d, Construction{Building: "wall", CarpenterMorale: 1}); err == nil {
		t.Error("the carpenter's level 1 took a morale off the second construction")
	}
	second, _, _, err := built.Construct(d, Construction{Building: "wall"})
	if err != nil {
		t.Fatal(err)
	}
	if second.Morale != 3 || second.Defense != 5 || second.Built != 2 {
		t.Errorf("second construction: morale %d defense %d built %d; want 3, 5, 2", second.Morale, second.Defense, second.Built)
	}
	if _, _, _, err := second.Construct(d, Construction{Building: "tavern"}); err == nil {
		t.Error("a third construction in one phase was made")
	}
	built.set(Standing{Name: Carpenter, Level: 2})
	if second, _, _, err := built.Construct(d, Construction{Building: "wall", CarpenterMorale: 1}); err != nil || second.Morale != 4 {
		t.Errorf("the carpenter's level 2: second construction morale %d (want 4), %v", second.Morale, err)
	}
	built.set(Standing{Name: Carpenter, Level: 2, Wrecked: true})
	if _, _, _, err := built.Construct(d, Construction{Building: "wall", Discount: Discount{Material: Lumber}}); err == nil {
		t.Error("a wrecked carpenter gave its discount")
	}
	wrecked := built
	wrecked.Buildings = slices.Clone(built.Buildings)
	wrecked.set(Standing{Name: "tavern", Level: 1, Wrecked: true})
	if _, _, _, err := wrecked.Construct(d, Construction{Building: "tavern"}); err == nil {
		t.Error("a wrecked building was upgraded")
	}
	poor := o
	poor.Supply = Supply{Lumber: 1}
	if _, _, _, err := poor.Construct(d, Construction{Building: "tavern"}); err == nil {
		t.Error("built without the materials")
	}
}

func TestRebuildAndSettleDamage(t *testing.T) {
	d := fixture()
	o := New(d, 1)
	o.Supply = Supply{Lumber: 3, Metal: 1}
	o.Morale = 6
	o.set(Standing{Name: "tavern", Level: 2})
	o.set(Standing{Name: "depot", Level: 1})
	after, err := o.SettleDamage(d, []string{"tavern", "depot"}, map[string]Supply{"tavern": {Lumber: 2, Metal: 1}}, nil)
	if err != nil {
		t.Fatal(err)
	}
	// rulebook p. 61: a damage not repaired costs 1 morale, the building stands
	if after.Standing("tavern").Wrecked || after.Standing("depot").Wrecked || after.Morale != 5 || !after.Supply.Equal(Supply{Lumber: 1}) {
		t.Errorf("tavern %v depot %v morale %d supply %s", after.Standing("tavern"), after.Standing("depot"), after.Morale, after.Supply)
	}
	after.set(Standing{Name: "depot", Level: 1, Wrecked: true})
	if _, err := o.SettleDamage(d, []string{"tavern"}, map[string]Supply{"tavern": {Lumber: 2}}, nil); err == nil {
		t.Error("a repair of 3 was paid with 2")
	}
	if _, err := o.SettleDamage(d, []string{"tavern"}, map[string]Supply{"tavern": {Gold: 3}}, nil); err == nil {
		t.Error("a repair was paid in gold")
	}
	after.Supply = Supply{Lumber: 1}
	rebuilt, cost, err := after.Rebuild(d, "depot", Discount{})
	if err == nil {
		t.Fatalf("rebuilt the depot, which has no rebuild cost: %v %s", rebuilt.Standing("depot"), cost)
	}
	after.set(Standing{Name: "workshop", Level: 1, Wrecked: true})
	if _, _, err := after.Rebuild(d, "workshop", Discount{}); err == nil {
		t.Error("rebuilt without the materials")
	}
	after.Supply = Supply{Lumber: 2, Metal: 1}
	rebuilt, cost, err = after.Rebuild(d, "workshop", Discount{})
	if err != nil || rebuilt.Standing("workshop").Wrecked || len(rebuilt.Supply) != 0 || !cost.Equal(Supply{Lumber: 2, Metal: 1}) {
		t.Errorf("rebuild: %v %s %v", rebuilt.Standing("workshop"), cost, err)
	}
}

func TestOperate(t *testing.T) {
	d := fixture()
	o := New(d, 1)
	o.Supply = Supply{Lumber: 1}
	o.set(Standing{Name: "depot", Level: 1})
	after, e, err := o.Operate(d, "depot")
	if err != nil || e.Words != "Gain 2 metal" || !after.Supply.Equal(Supply{Lumber: 1, Metal: 2}) {
		t.Errorf("operate: %v %s %v", e, after.Supply, err)
	}
	o.set(Standing{Name: "depot", Level: 1, Wrecked: true})
	after, _, err = o.Operate(d, "depot")
	if err != nil || len(after.Supply) != 0 {
		t.Errorf("wrecked depot: %s %v", after.Supply, err)
	}
	if _, _, err := o.Operate(d, "workshop"); err == nil {
		t.Error("operated a building with no effect the table plays")
	}
}

func TestTakePerk(t *testing.T) {
	d := fixture()
	o := New(d, 1)
	after, err := o.TakePerk(d, 0)
	if err != nil {
		t.Fatal(err)
	}
	count := func(o Outpost, c GuardCard) int {
		n := 0
		for _, x := range o.TownGuard.Cards() {
			if x == c {
				n++
			}
		}
		return n
	}
	if count(after, GuardCard{Value: -10}) != 4 || count(after, GuardCard{Value: 30}) != 1 || !slices.Equal(after.TownGuard.Perks, []int{0}) {
		t.Errorf("perk: %v", after.TownGuard)
	}
	if _, err := o.TakePerk(d, 1); err == nil {
		t.Error("a perk removing a card the deck lacks was taken")
	}
	if count(o, GuardCard{Value: 30}) != 0 {
		t.Error("TakePerk changed its receiver")
	}
}

func TestAttackLeavesReceiverAndDrawsFromSeed(t *testing.T) {
	d := fixture()
	o := New(d, 3)
	o.set(Standing{Name: "tavern", Level: 1})
	o.Soldiers = 2
	before, _ := json.Marshal(o)
	a := Attack{Value: 10, Targets: []Target{{Building: "tavern", Soldier: true}, {Building: "workshop"}}}
	x, cx, err := o.ResolveAttack(d, a)
	if err != nil {
		t.Fatal(err)
	}
	y, cy, _ := o.ResolveAttack(d, a)
	if !reflect.DeepEqual(x, y) || !reflect.DeepEqual(cx, cy) {
		t.Error("the same outpost resolved the same attack differently")
	}
	if after, _ := json.Marshal(o); string(after) != string(before) {
		t.Error("ResolveAttack changed its receiver")
	}
	if x.Soldiers != 1 || len(x.TownGuard.Draw) != 20 || reflect.DeepEqual(x.Random, o.Random) {
		t.Errorf("after the attack: soldiers %d deck %d", x.Soldiers, len(x.TownGuard.Draw))
	}
	if _, _, err := o.ResolveAttack(d, Attack{Value: 1, Targets: []Target{{Building: "tavern"}, {Building: "tavern"}}}); err == nil {
		t.Error("a building was targeted twice")
	}
}

func TestJSONRoundTrip(t *testing.T) {
	d := fixture()
	o := New(d, 5)
	o.Supply = Supply{Snowthistle: 2}
	o.Calendar = map[int][]string{3: {"1.1"}}
	b, err := json.Marshal(o)
	if err != nil {
		t.Fatal(err)
	}
	var back Outpost
	if err := json.Unmarshal(b, &back); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(back, o) {
		t.Errorf("round trip:\n%+v\n%+v", back, o)
	}
}

func TestValidate(t *testing.T) {
	good := New(fixture(), 1)
	for name, bad := range map[string]func(o *Outpost){
		"morale above 20":    func(o *Outpost) { o.Morale = 21 },
		"negative lumber":    func(o *Outpost) { o.Supply = Supply{Lumber: -1} },
		"unknown resource":   func(o *Outpost) { o.Supply = Supply{"wood": 1} },
		"week past the end":  func(o *Outpost) { o.Week = 81 },
		"wrecked, not built": func(o *Outpost) { o.Buildings = []Standing{{Name: "inn", Wrecked: true}} },
		"building twice":     func(o *Outpost) { o.Buildings = []Standing{{Name: "inn", Level: 1}, {Name: "inn", Level: 2}} },
		"bad random state":   func(o *Outpost) { o.Random = []byte("x") },
		"odd special card":   func(o *Outpost) { o.TownGuard.Draw = []GuardCard{{Special: "boom"}} },
	} {
		o := good.Clone()
		bad(&o)
		if o.Validate() == nil {
			t.Errorf("%s: accepted", name)
		}
	}
}

func TestGuardCardNotation(t *testing.T) {
	for _, s := range []string{"+0", "+10", "-20", "wreck", "success", "+10 roll", `+0 roll "Gain 1 hide"`} {
		c, err := ParseGuardCard(s)
		if err != nil {
			t.Fatalf("%s: %v", s, err)
		}
		if c.String() != s {
			t.Errorf("%s reads back as %s", s, c.String())
		}
	}
	for _, s := range []string{"", "10", "+x", "+10 twice", `+1 "open`, "+5000"} {
		if _, err := ParseGuardCard(s); err == nil {
			t.Errorf("%q accepted", s)
		}
	}
}

func FuzzParseGuardCard(f *testing.F) {
	for _, s := range []string{"+0", "-20 roll", `+0 roll "x"`, "wreck", "success roll"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		c, err := ParseGuardCard(s)
		if err != nil {
			return
		}
		back, err := ParseGuardCard(c.String())
		if err != nil || back != c {
			t.Fatalf("%q → %+v → %q → %+v, %v", s, c, c.String(), back, err)
		}
	})
}
