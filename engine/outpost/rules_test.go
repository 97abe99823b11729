package outpost

import (
	"encoding/json"
	"errors"
	"testing"
)

// TestProsperityLossNeverErasesANumberedBox: rulebook p. 54, "-X
// prosperity, erase the previous X boxes, but never erase a numbered box
// or further": an event's loss stops at the box where the level reached
// begins (it was taken whole, and refused below 0).
func TestProsperityLossNeverErasesANumberedBox(t *testing.T) {
	d := fixture()
	for _, c := range []struct{ marks, lose, want int }{{8, 5, 6}, {17, 1, 16}, {16, 5, 15}, {3, 5, 0}, {6, 1, 6}, {133, 200, 132}} {
		o := New(d, 1)
		o.Prosperity = c.marks
		after, _, err := o.Apply(d, Change{Prosperity: -c.lose})
		if err != nil || after.Prosperity != c.want {
			t.Errorf("%d marks, -%d prosperity: %d marks (%v), want %d", c.marks, c.lose, after.Prosperity, err, c.want)
		}
		if ProsperityLevel(after.Prosperity) != ProsperityLevel(c.marks) {
			t.Errorf("%d marks, -%d prosperity: the level fell", c.marks, c.lose)
		}
	}
	o := New(d, 1)
	o.Prosperity = 5
	if after, _, _ := o.Apply(d, Change{Prosperity: 2}); after.Prosperity != 7 {
		t.Errorf("+2 prosperity from 5 marks: %d", after.Prosperity)
	}
}

// TestNoBuildAfterARebuild: rulebook p. 68, "The party may also rebuild
// any number of wrecked buildings, but not until after any builds and
// upgrades": once a building is rebuilt, the phase's builds and upgrades
// are refused (a typed error) until time passes; rebuilds go on.
func TestNoBuildAfterARebuild(t *testing.T) {
	d := fixture()
	o := New(d, 1)
	o.Supply = Supply{Lumber: 20, Metal: 20, Hide: 20, Gold: 50}
	o.Prosperity = 20
	o.Buildings = append(o.Buildings, Standing{Name: "tavern", Level: 1, Wrecked: true})
	o.Buildings[0].Wrecked = true // the barracks
	rebuilt, _, err := o.Rebuild(d, "tavern", Discount{})
	if err != nil || rebuilt.Rebuilt != 1 {
		t.Fatalf("rebuild: %v, rebuilt %d", err, rebuilt.Rebuilt)
	}
	_, _, _, err = rebuilt.Construct(d, Construction{Building: "wall"})
	var re *RuleError
	if !errors.As(err, &re) || re.Rule != RuleAfterRebuild || re.Building != "wall" {
		t.Fatalf("a build after a rebuild: %v", err)
	}
	if again, _, err := rebuilt.Rebuild(d, "barracks", Discount{}); err != nil || again.Rebuilt != 2 {
		t.Fatalf("a second rebuild: %v", err)
	}
	next, _, _ := rebuilt.PassTime(d)
	if next.Rebuilt != 0 {
		t.Fatal("passing time keeps the rebuilds")
	}
	if _, _, _, err := next.Construct(d, Construction{Building: "wall"}); err != nil {
		t.Fatalf("the next phase's build: %v", err)
	}
	if c := rebuilt.Clone(); c.Rebuilt != 1 {
		t.Error("Clone drops the rebuilds")
	}
	b, _ := json.Marshal(rebuilt)
	var back Outpost
	if err := json.Unmarshal(b, &back); err != nil || back.Rebuilt != 1 {
		t.Errorf("stored and read: rebuilt %d (%v)", back.Rebuilt, err)
	}
	back.Rebuilt = -1
	if back.Validate() == nil {
		t.Error("a negative count of rebuilds is valid")
	}
}

// TestInspirationInPlaceOfMaterials: rulebook p. 54, "The party can spend
// any amount of inspiration in place of an equal number of material
// resources when paying various costs for buildings".
func TestInspirationInPlaceOfMaterials(t *testing.T) {
	d := fixture()
	o := New(d, 1)
	o.Prosperity = 6
	o.Supply = Supply{Lumber: 1, Metal: 2, Gold: 10} // the tavern costs 2 lumber, 2 metal, 1 hide, 10 gold
	o.Inspiration = 3
	var short *ShortError
	if _, _, _, err := o.Construct(d, Construction{Building: "tavern"}); !errors.As(err, &short) || !short.Missing.Equal(Supply{Lumber: 1, Hide: 1}) {
		t.Fatalf("without inspiration: %v", err)
	}
	built, _, _, err := o.Construct(d, Construction{Building: "tavern", Inspiration: Supply{Lumber: 1, Hide: 1}})
	if err != nil || built.Inspiration != 1 || len(built.Supply) != 0 {
		t.Fatalf("with 2 inspiration: %v, inspiration %d, supply %s", err, built.Inspiration, built.Supply)
	}
	for _, insp := range []Supply{{Gold: 1}, {Arrowvine: 1}, {Lumber: 3}, {Lumber: -1}} {
		if _, _, _, err := o.Construct(d, Construction{Building: "tavern", Inspiration: insp}); err == nil {
			t.Errorf("inspiration in place of %s taken", insp)
		}
	}
	o.Inspiration = 1
	var re *RuleError
	if _, _, _, err := o.Construct(d, Construction{Building: "tavern", Inspiration: Supply{Lumber: 1, Hide: 1}}); !errors.As(err, &re) ||
		re.Rule != RuleInspiration || re.Need != 2 || re.Level != 1 {
		t.Fatalf("2 inspiration of 1: %v", err)
	}
	o.Buildings = append(o.Buildings, Standing{Name: "tavern", Level: 1, Wrecked: true})
	o.Supply = Supply{Metal: 1}
	rebuilt, cost, err := o.RebuildPaying(d, "tavern", Discount{}, Supply{Lumber: 1})
	if err != nil || rebuilt.Inspiration != 0 || len(rebuilt.Supply) != 0 || !cost.Equal(Supply{Lumber: 1, Metal: 1}) {
		t.Fatalf("rebuild with 1 inspiration: %v, inspiration %d, supply %s, cost %s", err, rebuilt.Inspiration, rebuilt.Supply, cost)
	}
}

// TestRefusalsAreTyped: the refusals a player meets name their rule and
// the building as the players call it, for the screen to word them.
func TestRefusalsAreTyped(t *testing.T) {
	d := fixture()
	d.Buildings[3].Title = "Mauer" // the wall, at prosperity level 2
	d.Buildings[3].Build.Prosperity = 2
	o := New(d, 1)
	o.Supply = Supply{Lumber: 20, Metal: 20, Hide: 20, Gold: 50}
	rule := func(err error) Rule {
		var re *RuleError
		if errors.As(err, &re) {
			return re.Rule
		}
		return ""
	}
	if _, _, _, err := o.Construct(d, Construction{Building: "barracks"}); rule(err) != RuleStoryLevel {
		t.Errorf("an upgrade the story makes: %v", err)
	}
	if _, _, _, err := o.Construct(d, Construction{Building: "workshop"}); rule(err) != RuleHighestLevel {
		t.Errorf("an upgrade past the highest level: %v", err)
	}
	var re *RuleError
	if _, _, _, err := o.Construct(d, Construction{Building: "wall"}); !errors.As(err, &re) || re.Rule != RuleProsperity ||
		re.Building != "Mauer" || re.Need != 2 || re.Level != 1 {
		t.Errorf("a build short of prosperity: %v", err)
	}
	if _, _, err := o.Rebuild(d, "workshop", Discount{}); rule(err) != RuleNotWrecked {
		t.Errorf("a rebuild of a building standing: %v", err)
	}
	if _, _, err := o.Operate(d, "depot"); rule(err) != RuleNotBuilt {
		t.Errorf("an operation of a building not built: %v", err)
	}
	if _, _, _, err := o.Construct(d, Construction{Building: "tavern", Discount: Discount{Material: Lumber}}); rule(err) != RuleNoCarpenter {
		t.Errorf("the carpenter's discount without it: %v", err)
	}
}

// TestInPlace: the materials inspiration stands in for are those the
// supply lacks first, then lumber, metal, hide.
func TestInPlace(t *testing.T) {
	cost := Supply{Lumber: 2, Metal: 2, Hide: 1, Gold: 5}
	supply := Supply{Lumber: 2, Metal: 1, Gold: 5}
	for n, want := range map[int]Supply{0: nil, 1: {Metal: 1}, 2: {Metal: 1, Hide: 1}, 3: {Lumber: 1, Metal: 1, Hide: 1},
		5: {Lumber: 2, Metal: 2, Hide: 1}, 9: {Lumber: 2, Metal: 2, Hide: 1}} {
		if got := InPlace(cost, supply, n); !got.Equal(want) {
			t.Errorf("%d inspiration: %s, want %s", n, got, want)
		}
	}
	o := Outpost{Supply: supply, Inspiration: 1}
	if o.Payable(cost) {
		t.Error("1 inspiration pays for the 2 materials the supply lacks")
	}
	if o.Inspiration = 2; !o.Payable(cost) {
		t.Error("2 inspiration do not pay for the 2 materials the supply lacks")
	}
	if o.Inspiration = 9; o.Payable(Supply{Gold: 6}) {
		t.Error("inspiration pays gold")
	}
}

// TestOperationPaidByCharacters: rulebook p. 62, an operation's loss may
// be taken from the characters' personal supplies in any combination; a
// loss nobody can pay fully is lost as far as possible.
func TestOperationPaidByCharacters(t *testing.T) {
	d := fixture() // the depot wrecked loses 1 lumber
	o := New(d, 1)
	o.Buildings = append(o.Buildings, Standing{Name: "depot", Level: 1, Wrecked: true})
	if _, _, err := o.Operate(d, "depot"); err == nil {
		t.Fatal("the supply without lumber paid the depot's lumber")
	}
	after, _, err := o.OperatePaying(d, "depot", Supply{Lumber: 1}, nil)
	if err != nil || len(after.Supply) != 0 {
		t.Fatalf("the lumber paid by a character: %v, supply %s", err, after.Supply)
	}
	if after, _, err = o.OperatePaying(d, "depot", nil, Supply{Lumber: 1}); err != nil {
		t.Fatalf("the lumber nobody holds: %v", err)
	}
	o.Supply = Supply{Lumber: 2}
	var re *RuleError
	if _, _, err := o.OperatePaying(d, "depot", nil, Supply{Lumber: 1}); !errors.As(err, &re) || re.Rule != RuleLossAsMuch {
		t.Fatalf("unpaid while the supply holds lumber: %v", err)
	}
	if _, _, err := o.OperatePaying(d, "depot", Supply{Lumber: 1}, Supply{Lumber: 1}); err == nil {
		t.Fatal("2 lumber paid and unpaid of a loss of 1")
	}
	if after, _, err := o.OperatePaying(d, "depot", nil, nil); err != nil || after.Supply.Of(Lumber) != 1 {
		t.Fatalf("the supply pays: %v", err)
	}
}
