package engine_test

import (
	"cmp"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"testing"

	"github.com/haventable/haventable/engine/campaign"
	"github.com/haventable/haventable/engine/outpost"
	"github.com/haventable/haventable/engine/pack"
	"github.com/haventable/haventable/engine/shop"
)

func init() { registerKind("outpost", runOutpostCase) }

// outpostCase is one case of kind "outpost": op names the rule checked
// (see docs/outpost.md, "Conformance vectors").
type outpostCase struct {
	Kind string `json:"kind"`
	Name string `json:"name"`
	Rule string `json:"rule"`
	Op   string `json:"op"`

	// season
	Weeks []outpostWeek `json:"weeks"`
	// morale
	Morale []outpostMorale `json:"morale"`
	// prosperity
	Prosperity []outpostProsperity `json:"prosperity"`
	// inspiration: the inspiration of a scenario completed by so many
	// characters
	Completions []outpostCompletion `json:"completions"`
	// cost
	Building *outpost.Building `json:"building"`
	Action   string            `json:"action"`
	Level    int               `json:"level"`
	Discount outpost.Resource  `json:"discount"`
	// attack
	Outpost   *outpostState    `json:"outpost"`
	TownGuard []string         `json:"town_guard"`
	Attack    *outpostAttack   `json:"attack"`
	Expect    *outpostExpected `json:"expect"`
	// craft
	Cost      outpost.Supply `json:"cost"`
	Held      outpost.Supply `json:"held"`
	Supply    outpost.Supply `json:"supply"`
	UseSupply bool           `json:"use_supply"`
	// craft with items: the items the craft takes and those the crafter
	// owns (item numbers)
	RequiredItems []int `json:"required_items"`
	OwnedItems    []int `json:"owned_items"`
	// the required items (invented: number, copies, crafting cost with
	// gold, items they require in turn) and the items another character
	// owns
	Required []outpostRequired `json:"required"`
	// the building of the item crafted ("craftsman" unless given)
	CraftBuilding string `json:"craft_building"`
	OthersOwn     []int  `json:"others_own"`
	// brew: the potion given to another character (optional: the items
	// it owns)
	ToOther   bool  `json:"to_other"`
	OtherOwns []int `json:"other_owns"`
	// brew (with held, supply, use_supply)
	Herbs     outpost.Supply    `json:"herbs"`
	Alchemist *outpost.Standing `json:"alchemist"`
	Potions   []outpostPotion   `json:"potions"`
	// distill (with alchemist, held): the potion the character owns and
	// the herb it chooses
	Potion *outpostPotion   `json:"potion"`
	Herb   outpost.Resource `json:"herb"`
	// once and phase: the steps made one after another, each op's own
	// (outpostOnceStep, outpostStep), decoded strictly by its runner
	Steps json.RawMessage `json:"steps"`
	// phase (with outpost): the invented buildings
	Buildings []outpost.Building `json:"buildings"`
}

// outpostStep is one step of a phase case: do is "build" (a build
// or upgrade), "rebuild", "lose_prosperity" (Lose marks), "operate" (the
// building's effect, Own paid by the characters, Unpaid by nobody) or
// "pass_week" or "reward" (a scenario's rewards, Change, completed by
// Characters);
// inspiration the materials inspiration stands in for; refused whether
// the outpost refuses it (nothing changed), rule the rule it names.
type outpostStep struct {
	Do          string           `json:"do"`
	Building    string           `json:"building"`
	Discount    outpost.Resource `json:"discount"`
	Inspiration outpost.Supply   `json:"inspiration"`
	Lose        int              `json:"lose"`
	Own         outpost.Supply   `json:"own"`
	Unpaid      outpost.Supply   `json:"unpaid"`
	Refused     bool             `json:"refused"`
	Rule        outpost.Rule     `json:"rule"`
	// reward: the scenario's rewards and the characters completing it
	Change     *outpost.Change `json:"change"`
	Characters int             `json:"characters"`
}

// outpostPotion is an invented potion of a brew case: its name, the herbs
// it is brewed from and the alchemist's level its card asks.
type outpostPotion struct {
	Name  string         `json:"name"`
	Herbs outpost.Supply `json:"herbs"`
	// AnyHerbs: brewed from that many herbs in any combination
	// (pack.Item.AnyHerbs)
	AnyHerbs int `json:"any_herbs"`
	Level    int `json:"level"`
}

// outpostRequired is an invented item a craft case's item requires.
type outpostRequired struct {
	Number        int            `json:"number"`
	Copies        int            `json:"copies"`
	Cost          outpost.Supply `json:"cost"`
	RequiredItems []int          `json:"required_items"`
}

type outpostWeek struct {
	Marked  int            `json:"marked"`
	Outpost outpost.Season `json:"outpost"`
	Road    outpost.Season `json:"road"`
}

type outpostMorale struct {
	Morale  int `json:"morale"`
	Defense int `json:"defense"`
}

type outpostCompletion struct {
	Characters  int `json:"characters"`
	Inspiration int `json:"inspiration"`
}

type outpostProsperity struct {
	Marks int `json:"marks"`
	Level int `json:"level"`
}

// outpostRows runs check on each row of a table op, which must have some.
func outpostRows[T any](t *testing.T, op string, rows []T, check func(T)) {
	t.Helper()
	if len(rows) == 0 {
		t.Fatalf("%s: checks are required", op)
	}
	for _, r := range rows {
		check(r)
	}
}

type outpostState struct {
	Supply      outpost.Supply     `json:"supply"`
	Prosperity  int                `json:"prosperity"`
	Inspiration int                `json:"inspiration"`
	Morale      int                `json:"morale"`
	Defense     int                `json:"defense"`
	Soldiers    int                `json:"soldiers"`
	Buildings   []outpost.Standing `json:"buildings"`
}

type outpostAttack struct {
	Value    int              `json:"value"`
	Modifier int              `json:"modifier"`
	Targets  []outpost.Target `json:"targets"`
	// Settle settles the damaged buildings after the attack
	// (SettleDamage): Repair is each building's repair cost by level,
	// Repairs what pays each one repaired; the others are not repaired.
	Settle  bool                      `json:"settle"`
	Repair  map[string][]int          `json:"repair"`
	Repairs map[string]outpost.Supply `json:"repairs"`
	// Own is the part of Repairs the characters pay from their own
	// supplies (the outpost's supply pays the rest).
	Own map[string]outpost.Supply `json:"own"`
}

type outpostExpected struct {
	// cost
	Materials  outpost.Supply `json:"materials"`
	Prosperity *int           `json:"prosperity"`
	Repair     *int           `json:"repair"`
	Error      bool           `json:"error"`
	// attack
	Targets []struct {
		Building string   `json:"building"`
		Drawn    []string `json:"drawn"`
		Used     []string `json:"used"`
		Defense  int      `json:"defense"`
		Attack   int      `json:"attack"`
		Outcome  string   `json:"outcome"`
	} `json:"targets"`
	Soldiers *int     `json:"soldiers"`
	Wrecked  []string `json:"wrecked"`
	Deck     *int     `json:"deck"`
	// after the damage is settled
	Morale *int            `json:"morale"`
	Supply *outpost.Supply `json:"supply"`
	// phase: after the steps
	Marks       *int               `json:"marks"`
	Inspiration *int               `json:"inspiration"`
	Buildings   []outpost.Standing `json:"buildings"`
	// craft
	Own        outpost.Supply `json:"own"`
	FromSupply outpost.Supply `json:"from_supply"`
	Missing    outpost.Supply `json:"missing"`
	// craft with items: those given up, those missing, and what the
	// crafter owns after the craft
	Gives        []int `json:"gives"`
	MissingItems []int `json:"missing_items"`
	OwnedAfter   []int `json:"owned_after"`
	// InPlaceOf: the required items whose own cost the crafter pays
	InPlaceOf []int `json:"in_place_of"`
	// brew: who gets the potion ("brewer", "other")
	Receiver string `json:"receiver"`
	// brew: the potion brewed, or why not ("herbs", "alchemist",
	// "level", "no_potion", "short" with missing)
	Potion string `json:"potion"`
	Reason string `json:"reason"`
	// distill: the character's resources after (the potion is gone), or
	// why not (reason "alchemist", "level", "herb", "not_potion")
	HeldAfter outpost.Supply `json:"held_after"`
}

func runOutpostCase(t *testing.T, raw json.RawMessage) {
	var c outpostCase
	decodeStrict(t, raw, &c)
	switch c.Op {
	case "season":
		outpostRows(t, c.Op, c.Weeks, func(w outpostWeek) {
			if got := outpost.OutpostSeason(w.Marked); got != w.Outpost {
				t.Errorf("week %d marked: outpost event season: expected %s, got %s", w.Marked, w.Outpost, got)
			}
			if got := outpost.RoadSeason(w.Marked); got != w.Road {
				t.Errorf("week %d marked: road event season: expected %s, got %s", w.Marked, w.Road, got)
			}
		})
	case "morale":
		outpostRows(t, c.Op, c.Morale, func(m outpostMorale) {
			if got := outpost.MoraleDefense(m.Morale); got != m.Defense {
				t.Errorf("morale %d: defense bonus: expected %+d, got %+d", m.Morale, m.Defense, got)
			}
		})
	case "prosperity":
		outpostRows(t, c.Op, c.Prosperity, func(p outpostProsperity) {
			if got := outpost.ProsperityLevel(p.Marks); got != p.Level {
				t.Errorf("%d prosperity marks: expected level %d, got %d", p.Marks, p.Level, got)
			}
		})
	case "inspiration":
		outpostRows(t, c.Op, c.Completions, func(r outpostCompletion) {
			if got := outpost.CompletionInspiration(r.Characters); got != r.Inspiration {
				t.Errorf("a scenario completed by %d characters: expected %d inspiration, got %d", r.Characters, r.Inspiration, got)
			}
		})
	case "cost":
		runOutpostCost(t, c)
	case "attack":
		runOutpostAttack(t, c)
	case "craft":
		runOutpostCraft(t, c)
	case "brew":
		runOutpostBrew(t, c)
	case "distill":
		runOutpostDistill(t, c)
	case "once":
		runOutpostOnce(t, c)
	case "phase":
		runOutpostPhase(t, c)
	default:
		t.Fatalf("unknown op %q", c.Op)
	}
}

// rebuildPaid is what rebuilding b wrecked at level takes from a rich
// supply, with the carpenter standing when d names a material.
func rebuildPaid(b outpost.Building, level int, d outpost.Discount) (outpost.Supply, error) {
	data := outpost.Data{Buildings: []outpost.Building{b}}
	o := outpost.New(data, 1)
	o.Buildings = []outpost.Standing{{Name: b.Name, Level: level, Wrecked: true}}
	if d.Material != "" {
		o.Buildings = append(o.Buildings, outpost.Standing{Name: outpost.Carpenter, Level: 1})
	}
	o.Supply = outpost.Supply{outpost.Lumber: 99, outpost.Metal: 99, outpost.Hide: 99}
	_, paid, err := o.Rebuild(data, b.Name, d)
	return paid, err
}

func runOutpostCost(t *testing.T, c outpostCase) {
	if c.Building == nil || c.Expect == nil {
		t.Fatal("cost: building and expect are required")
	}
	d := outpost.Discount{Material: c.Discount}
	var (
		cost outpost.Cost
		n    int
		err  error
	)
	switch c.Action {
	case "build":
		cost, err = outpost.BuildCost(*c.Building, d)
	case "upgrade":
		cost, err = outpost.UpgradeCost(*c.Building, c.Level, d)
	case "repair":
		n, err = outpost.RepairCost(*c.Building, c.Level)
	case "rebuild":
		cost.Materials, err = rebuildPaid(*c.Building, c.Level, d)
	default:
		t.Fatalf("unknown action %q", c.Action)
	}
	if c.Expect.Error {
		if err == nil {
			t.Fatalf("%s: expected a refusal, got %v %d", c.Action, cost, n)
		}
		t.Logf("refused as expected: %v", err)
		return
	}
	if err != nil {
		t.Fatalf("%s: %v", c.Action, err)
	}
	if c.Expect.Repair != nil && n != *c.Expect.Repair {
		t.Errorf("repair: expected %d material resources, got %d", *c.Expect.Repair, n)
	}
	if c.Action != "repair" && !cost.Materials.Equal(c.Expect.Materials) {
		t.Errorf("%s: expected %s, got %s", c.Action, c.Expect.Materials, cost.Materials)
	}
	if c.Expect.Prosperity != nil && cost.Prosperity != *c.Expect.Prosperity {
		t.Errorf("%s: prosperity level: expected %d, got %d", c.Action, *c.Expect.Prosperity, cost.Prosperity)
	}
}

func runOutpostAttack(t *testing.T, c outpostCase) {
	if c.Outpost == nil || c.Attack == nil || c.Expect == nil {
		t.Fatal("attack: outpost, attack and expect are required")
	}
	var d outpost.Data
	for name, repair := range c.Attack.Repair {
		d.Buildings = append(d.Buildings, outpost.Building{Name: name, Repair: repair})
	}
	o := outpost.New(d, 1)
	o.Supply = c.Outpost.Supply
	o.Morale, o.Defense, o.Soldiers = c.Outpost.Morale, c.Outpost.Defense, c.Outpost.Soldiers
	o.Buildings = c.Outpost.Buildings
	o.TownGuard.Draw = nil
	for _, s := range c.TownGuard {
		card, err := outpost.ParseGuardCard(s)
		if err != nil {
			t.Fatal(err)
		}
		o.TownGuard.Draw = append(o.TownGuard.Draw, card)
	}
	before := fmt.Sprint(o)
	after, checks, err := o.ResolveAttack(d, outpost.Attack{Value: c.Attack.Value, Modifier: c.Attack.Modifier, Targets: c.Attack.Targets})
	if c.Expect.Error {
		if err == nil {
			t.Fatalf("expected a refusal, got %+v", checks)
		}
		if fmt.Sprint(o) != before {
			t.Fatal("refused, but the outpost changed")
		}
		t.Logf("refused as expected: %v", err)
		return
	}
	if err == nil && c.Attack.Settle {
		var damaged []string
		for _, ch := range checks {
			if ch.Outcome == outpost.Damaged {
				damaged = append(damaged, ch.Building)
			}
		}
		after, err = after.SettleDamage(d, damaged, c.Attack.Repairs, c.Attack.Own)
	}
	if err != nil {
		t.Fatal(err)
	}
	if c.Expect.Morale != nil && after.Morale != *c.Expect.Morale {
		t.Errorf("morale after: expected %d, got %d", *c.Expect.Morale, after.Morale)
	}
	if c.Expect.Supply != nil && !after.Supply.Equal(*c.Expect.Supply) {
		t.Errorf("supply after: expected %s, got %s", *c.Expect.Supply, after.Supply)
	}
	if len(checks) != len(c.Expect.Targets) {
		t.Fatalf("expected %d checks, got %d: %+v", len(c.Expect.Targets), len(checks), checks)
	}
	for i, want := range c.Expect.Targets {
		got := checks[i]
		if got.Building != want.Building {
			t.Errorf("check %d: building: expected %s, got %s", i, want.Building, got.Building)
		}
		if d, u := cardStrings(got.Drawn), cardStrings(got.Used); !slices.Equal(d, want.Drawn) || !slices.Equal(u, want.Used) {
			t.Errorf("%s: drawn %v used %v, expected drawn %v used %v", want.Building, d, u, want.Drawn, want.Used)
		}
		if got.Defense != want.Defense || got.Attack != want.Attack || got.Outcome != want.Outcome {
			t.Errorf("%s: defense %d against attack %d: %s; expected %d against %d: %s",
				want.Building, got.Defense, got.Attack, got.Outcome, want.Defense, want.Attack, want.Outcome)
		}
	}
	if c.Expect.Soldiers != nil && after.Soldiers != *c.Expect.Soldiers {
		t.Errorf("soldiers after: expected %d, got %d", *c.Expect.Soldiers, after.Soldiers)
	}
	var wrecked []string
	for _, b := range after.Buildings {
		if b.Wrecked {
			wrecked = append(wrecked, b.Name)
		}
	}
	if want := c.Expect.Wrecked; !slices.Equal(wrecked, want) && len(wrecked)+len(want) > 0 {
		t.Errorf("wrecked after: expected %v, got %v", want, wrecked)
	}
	if c.Expect.Deck != nil {
		if n := len(after.TownGuard.Draw); n != *c.Expect.Deck || len(after.TownGuard.Discard) != 0 {
			t.Errorf("town guard deck after: expected %d cards to draw and no discards (reshuffled), got %d and %d",
				*c.Expect.Deck, n, len(after.TownGuard.Discard))
		}
	}
}

func cardStrings(cs []outpost.GuardCard) []string {
	out := make([]string, len(cs))
	for i, c := range cs {
		out[i] = c.String()
	}
	return out
}

func runOutpostCraft(t *testing.T, c outpostCase) {
	if len(c.Cost) == 0 && len(c.RequiredItems) == 0 || c.Expect == nil {
		t.Fatal("craft: cost (or required_items) and expect are required")
	}
	if len(c.RequiredItems) > 0 || c.CraftBuilding != "" {
		runOutpostCraftItems(t, c)
		return
	}
	got, err := outpost.PayCraft(c.Cost, c.Held, c.Supply, c.UseSupply)
	if c.Expect.Error {
		var short outpost.CraftShortError
		if !errors.As(err, &short) {
			t.Fatalf("expected a refusal, got %+v (%v)", got, err)
		}
		if !short.Missing.Equal(c.Expect.Missing) {
			t.Errorf("missing: expected %s, got %s", c.Expect.Missing, short.Missing)
		}
		return
	}
	if err != nil {
		t.Fatal(err)
	}
	if !got.Own.Equal(c.Expect.Own) || !got.Supply.Equal(c.Expect.FromSupply) {
		t.Errorf("expected %s from the character and %s from the supply, got %s and %s",
			c.Expect.Own, c.Expect.FromSupply, got.Own, got.Supply)
	}
}

// runOutpostCraftItems is a craft that takes items (shop.Craft): refused,
// naming the items missing, or made, the items given up.
func runOutpostCraftItems(t *testing.T, c outpostCase) {
	var owned []campaign.OwnedItem
	for _, n := range c.OwnedItems {
		owned = append(owned, campaign.OwnedItem{Number: n, Name: fmt.Sprintf("item %d", n)})
	}
	crafter := campaign.Character{ID: 1, Name: "crafter", Resources: c.Held.Plus(outpost.Supply{outpost.Gold: -c.Held.Of(outpost.Gold)}),
		Gold: c.Held.Of(outpost.Gold), Items: owned}
	item := pack.Item{Number: 99999, Name: "crafted", Building: cmp.Or(c.CraftBuilding, "craftsman"), BuildingLevel: 1, RequiredItems: c.RequiredItems}
	item.Cost = c.Cost.Of(outpost.Gold)
	if res := c.Cost.Plus(outpost.Supply{outpost.Gold: -item.Cost}); len(res) > 0 {
		item.Resources = pack.CraftCost(res)
	}
	b := shop.Buildings{}
	b.Add(1, "craftsman", item.Building)
	items := []pack.Item{item}
	for _, r := range c.Required {
		it := pack.Item{Number: r.Number, Name: fmt.Sprintf("item %d", r.Number), Count: r.Copies, Cost: r.Cost.Of(outpost.Gold), RequiredItems: r.RequiredItems}
		if res := r.Cost.Plus(outpost.Supply{outpost.Gold: -it.Cost}); len(res) > 0 {
			it.Resources = pack.CraftCost(res)
		}
		items = append(items, it)
	}
	other := campaign.Character{ID: 2, Name: "other"}
	for _, n := range c.OthersOwn {
		other.Items = append(other.Items, campaign.OwnedItem{Number: n, Name: fmt.Sprintf("item %d", n)})
	}
	e, err := shop.Craft(items, item, crafter, []campaign.Character{crafter, other}, b, c.Supply, c.UseSupply)
	if c.Expect.Reason == "brewed" {
		if !errors.Is(err, shop.ErrBrewed) {
			t.Fatalf("expected a refusal (brewed), got %+v (%v)", e, err)
		}
		return
	}
	if c.Expect.Error {
		var needed *shop.ItemsNeededError
		var short outpost.CraftShortError
		switch {
		case errors.As(err, &needed):
			if !slices.Equal(needed.Missing, c.Expect.MissingItems) {
				t.Errorf("items missing: expected %v, got %v", c.Expect.MissingItems, needed.Missing)
			}
		case errors.As(err, &short):
			if !short.Missing.Equal(c.Expect.Missing) {
				t.Errorf("missing: expected %s, got %s", c.Expect.Missing, short.Missing)
			}
		default:
			t.Fatalf("expected a refusal, got %+v (%v)", e, err)
		}
		return
	}
	if err != nil {
		t.Fatal(err)
	}
	if gives := itemNumbers(e.Gives); !slices.Equal(gives, c.Expect.Gives) {
		t.Errorf("items given up: expected %v, got %v", c.Expect.Gives, gives)
	}
	if instead := itemNumbers(e.InPlaceOf); !slices.Equal(instead, c.Expect.InPlaceOf) {
		t.Errorf("items paid for in place: expected %v, got %v", c.Expect.InPlaceOf, instead)
	}
	if c.Expect.Own != nil && !e.Pay.Own.Equal(c.Expect.Own) || c.Expect.FromSupply != nil && !e.Pay.Supply.Equal(c.Expect.FromSupply) {
		t.Errorf("expected %s from the crafter and %s from the supply, got %s and %s", c.Expect.Own, c.Expect.FromSupply, e.Pay.Own, e.Pay.Supply)
	}
	if err := e.Pays(&crafter); err != nil {
		t.Fatal(err)
	}
	if after := itemNumbers(crafter.Items); !slices.Equal(after, c.Expect.OwnedAfter) {
		t.Errorf("owned after: expected %v, got %v", c.Expect.OwnedAfter, after)
	}
}

// itemNumbers are the numbers of items, in order.
func itemNumbers(items []campaign.OwnedItem) []int {
	var out []int
	for _, o := range items {
		out = append(out, o.Number)
	}
	return out
}

func runOutpostBrew(t *testing.T, c outpostCase) {
	if c.Alchemist == nil || len(c.Potions) == 0 || c.Expect == nil {
		t.Fatal("brew: alchemist, potions and expect are required")
	}
	var items []pack.Item
	for i, p := range c.Potions {
		items = append(items, pack.Item{Number: 900 + i, Name: p.Name, Count: 2, Building: outpost.Alchemist, BuildingLevel: p.Level,
			Resources: pack.CraftCost(p.Herbs), AnyHerbs: p.AnyHerbs})
	}
	res := outpost.Supply{}
	for r, n := range c.Held {
		if r != outpost.Gold {
			res[r] = n
		}
	}
	ch := campaign.Character{ID: 1, Name: "hero", Resources: res, Gold: c.Held.Of(outpost.Gold)}
	st := *c.Alchemist
	st.Name = outpost.Alchemist
	other := campaign.Character{ID: 2, Name: "other"}
	for _, n := range c.OtherOwns {
		other.Items = append(other.Items, campaign.OwnedItem{Number: n, Name: fmt.Sprintf("item %d", n)})
	}
	to := campaign.Character{}
	if c.ToOther {
		to = other
	}
	got, err := shop.Brew(items, c.Herbs, st, ch, to, []campaign.Character{ch, other}, c.Supply, c.UseSupply)
	if c.Expect.Reason == "owned" {
		if !errors.Is(err, shop.ErrOwned) {
			t.Fatalf("expected a refusal (owned), got %+v (%v)", got, err)
		}
		return
	}
	if c.Expect.Reason != "" {
		var level outpost.BrewLevelError
		var short outpost.CraftShortError
		ok := map[string]bool{"herbs": errors.Is(err, outpost.ErrBrewHerbs), "alchemist": errors.Is(err, outpost.ErrNoAlchemist),
			"level": errors.As(err, &level), "no_potion": errors.Is(err, shop.ErrNoPotion), "short": errors.As(err, &short)}[c.Expect.Reason]
		if !ok {
			t.Fatalf("expected a refusal (%s), got %+v (%v)", c.Expect.Reason, got, err)
		}
		if c.Expect.Reason == "short" && !short.Missing.Equal(c.Expect.Missing) {
			t.Errorf("missing: expected %s, got %s", c.Expect.Missing, short.Missing)
		}
		return
	}
	if err != nil {
		t.Fatal(err)
	}
	if got.ItemName != c.Expect.Potion || !got.Pay.Own.Equal(c.Expect.Own) || !got.Pay.Supply.Equal(c.Expect.FromSupply) {
		t.Errorf("expected %s for %s from the character and %s from the supply, got %s for %s and %s",
			c.Expect.Potion, c.Expect.Own, c.Expect.FromSupply, got.ItemName, got.Pay.Own, got.Pay.Supply)
	}
	// who gets it: the brewer, or the other character; the brewer pays
	brewer, getter := ch, other
	if err := got.Pays(&brewer); err != nil {
		t.Fatal(err)
	}
	receiver := "brewer"
	if got.To != 0 {
		if err := got.Receives(&getter); err != nil {
			t.Fatal(err)
		}
		receiver = "other"
	}
	if c.Expect.Receiver != "" && receiver != c.Expect.Receiver {
		t.Errorf("the potion goes to the %s, expected the %s", receiver, c.Expect.Receiver)
	}
	if owns := slices.ContainsFunc(brewer.Items, func(o campaign.OwnedItem) bool { return o.Name == got.ItemName }); owns != (receiver == "brewer") {
		t.Errorf("the brewer owns the potion after: %v", owns)
	}
}

func runOutpostDistill(t *testing.T, c outpostCase) {
	if c.Alchemist == nil || c.Potion == nil || c.Expect == nil {
		t.Fatal("distill: alchemist, potion and expect are required")
	}
	it := pack.Item{Number: 900, Name: c.Potion.Name, Count: 2, Building: outpost.Alchemist, BuildingLevel: c.Potion.Level,
		Resources: pack.CraftCost(c.Potion.Herbs)}
	ch := campaign.Character{ID: 1, Name: "hero", Resources: c.Held, Items: []campaign.OwnedItem{{Number: 3, Name: "Boots"}, {Number: it.Number, Name: it.Name}}}
	st := *c.Alchemist
	st.Name = outpost.Alchemist
	got, err := shop.Distill(it, c.Herb, st, ch)
	if c.Expect.Reason != "" {
		var level outpost.DistillLevelError
		ok := map[string]bool{"alchemist": errors.Is(err, outpost.ErrNoAlchemist), "level": errors.As(err, &level),
			"herb": errors.Is(err, outpost.ErrDistillHerb), "not_potion": errors.Is(err, shop.ErrNotPotion),
			"same_herb": errors.Is(err, outpost.ErrDistillPotion)}[c.Expect.Reason]
		if !ok {
			t.Fatalf("expected a refusal (%s), got %+v (%v)", c.Expect.Reason, got, err)
		}
		return
	}
	if err != nil {
		t.Fatal(err)
	}
	if err := got.Distills(&ch); err != nil {
		t.Fatal(err)
	}
	if !ch.Resources.Equal(c.Expect.HeldAfter) || !slices.Equal(itemNumbers(ch.Items), c.Expect.OwnedAfter) {
		t.Errorf("expected %s held and items %v after, got %s and %v", c.Expect.HeldAfter, c.Expect.OwnedAfter, ch.Resources, itemNumbers(ch.Items))
	}
}

// runOutpostPhase makes the steps of a phase case one after
// another on its outpost, each refused or made as the case says, then
// checks the outpost.
func runOutpostPhase(t *testing.T, c outpostCase) {
	var steps []outpostStep
	decodeStrict(t, c.Steps, &steps)
	if c.Outpost == nil || c.Expect == nil || len(steps) == 0 {
		t.Fatal("phase: outpost, steps and expect are required")
	}
	d := outpost.Data{Buildings: c.Buildings}
	o := outpost.New(d, 1)
	o.Supply, o.Morale, o.Prosperity, o.Inspiration = c.Outpost.Supply, c.Outpost.Morale, c.Outpost.Prosperity, c.Outpost.Inspiration
	o.Buildings = c.Outpost.Buildings
	for i, s := range steps {
		var (
			next outpost.Outpost
			err  error
		)
		switch s.Do {
		case "build":
			next, _, _, err = o.Construct(d, outpost.Construction{Building: s.Building,
				Discount: outpost.Discount{Material: s.Discount}, Inspiration: s.Inspiration})
		case "rebuild":
			next, _, err = o.RebuildPaying(d, s.Building, outpost.Discount{Material: s.Discount}, s.Inspiration)
		case "lose_prosperity":
			next, _, err = o.Apply(d, outpost.Change{Prosperity: -s.Lose})
		case "operate":
			next, _, err = o.OperatePaying(d, s.Building, s.Own, s.Unpaid)
		case "pass_week":
			next, _, err = o.PassTime(d)
		case "reward": // a scenario's rewards, completed by Characters
			if s.Change == nil {
				t.Fatalf("step %d: a reward needs its change", i+1)
			}
			next, err = campaign.CompletionReward(o, "an invented scenario", *s.Change, s.Characters, false).Outpost(o, d)
		default:
			t.Fatalf("step %d: unknown step %q", i+1, s.Do)
		}
		if s.Refused {
			var re *outpost.RuleError
			if err == nil {
				t.Fatalf("step %d (%s %s): expected a refusal", i+1, s.Do, s.Building)
			}
			if s.Rule != "" && (!errors.As(err, &re) || re.Rule != s.Rule) {
				t.Fatalf("step %d (%s %s): refused for %v, expected rule %s", i+1, s.Do, s.Building, err, s.Rule)
			}
			t.Logf("step %d refused as expected: %v", i+1, err)
			continue
		}
		if err != nil {
			t.Fatalf("step %d (%s %s): %v", i+1, s.Do, s.Building, err)
		}
		o = next
	}
	e := c.Expect
	if e.Supply != nil && !o.Supply.Equal(*e.Supply) {
		t.Errorf("supply: expected %s, got %s", *e.Supply, o.Supply)
	}
	if e.Marks != nil && o.Prosperity != *e.Marks {
		t.Errorf("prosperity marks: expected %d, got %d", *e.Marks, o.Prosperity)
	}
	if e.Inspiration != nil && o.Inspiration != *e.Inspiration {
		t.Errorf("inspiration: expected %d, got %d", *e.Inspiration, o.Inspiration)
	}
	if e.Morale != nil && o.Morale != *e.Morale {
		t.Errorf("morale: expected %d, got %d", *e.Morale, o.Morale)
	}
	for _, want := range e.Buildings {
		if got := o.Standing(want.Name); got != want {
			t.Errorf("building %s: expected %+v, got %+v", want.Name, want, got)
		}
	}
}
