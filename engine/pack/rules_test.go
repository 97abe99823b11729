package pack

import (
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/rules"
)

func TestEditionRules(t *testing.T) {
	for name, want := range map[string]rules.Edition{
		"Gloomhaven": rules.Gloomhaven, "gh": rules.Gloomhaven, "Forgotten Circles": rules.Gloomhaven,
		"Jaws of the Lion": rules.JawsOfTheLion, "jotl": rules.JawsOfTheLion,
		" Frosthaven ": rules.Frosthaven, "fh": rules.Frosthaven,
		"Gloomhaven 2nd Edition": rules.Gloomhaven2e, "gh2e": rules.Gloomhaven2e,
	} {
		if got, ok := EditionRules(name); !ok || got != want {
			t.Errorf("EditionRules(%q) = %q, %v; want %q", name, got, ok, want)
		}
	}
	if got, ok := EditionRules("Tiny"); ok {
		t.Errorf("EditionRules(Tiny) = %q", got)
	}
}

func TestDefaultRules(t *testing.T) {
	fh := &Pack{Name: "a", Rules: rules.Frosthaven}
	jotl := &Pack{Name: "b", Rules: rules.JawsOfTheLion}
	none := &Pack{Name: "c"}
	for _, c := range []struct {
		packs []*Pack
		want  rules.Edition
	}{
		{nil, rules.Default},
		{[]*Pack{Builtin(), none}, rules.Default},
		{[]*Pack{fh, none}, rules.Frosthaven},
		{[]*Pack{fh, jotl, none}, rules.JawsOfTheLion},
	} {
		if got := DefaultRules(c.packs); got != c.want {
			t.Errorf("DefaultRules(%d packs) = %q, want %q", len(c.packs), got, c.want)
		}
	}
	bad := Builtin()
	bad.Rules = "frosthaven_2e"
	if err := bad.Check(); err == nil {
		t.Error("a pack with unknown rules passed its check")
	}
}

// A scenario's loot deck takes its counts from the pack listing it and its
// cards from that pack, or from another pack of the same rules; a pack of
// other rules (the built-in one's invented cards) never lends its cards.
func TestLootSetup(t *testing.T) {
	cards := []LootCard{{Kind: "money", Amount: []int{3, 2, 1}}, {Kind: "money", Amount: []int{2}}, {Kind: "lumber"}}
	scenarios := []Scenario{{Title: "Cave", LootDeck: []LootCount{{Kind: "money", Count: 2}, {Kind: "lumber", Count: 1}}}, {Title: "Plain"}}
	withCards := &Pack{Name: "fh", Rules: rules.Frosthaven, Scenarios: scenarios, Loot: cards}
	noCards := &Pack{Name: "fh scenarios", Rules: rules.Frosthaven, Scenarios: scenarios}
	lender := &Pack{Name: "fh loot", Rules: rules.Frosthaven, Loot: cards}
	other := &Pack{Name: "invented", Loot: cards}
	for _, c := range []struct {
		name  string
		packs []*Pack
		ok    bool
	}{
		{"own cards", []*Pack{withCards}, true},
		{"lent by a pack of the same rules", []*Pack{noCards, lender}, true},
		{"none of the same rules", []*Pack{noCards, other}, false},
	} {
		setup, ok := LootSetup(c.packs, "Cave", 3)
		if ok != c.ok || LootMissing(c.packs, "Cave") == c.ok {
			t.Errorf("%s: ok %v, missing %v", c.name, ok, LootMissing(c.packs, "Cave"))
			continue
		}
		if !ok {
			continue
		}
		wantCards := []engine.LootCard{{Kind: "money", Amount: 2}, {Kind: "money", Amount: 2}, {Kind: "lumber"}}
		if !reflect.DeepEqual(setup.Cards, wantCards) || setup.Counts["money"] != 2 || setup.Counts["lumber"] != 1 {
			t.Errorf("%s: setup %+v", c.name, setup)
		}
	}
	if _, ok := LootSetup([]*Pack{withCards}, "Plain", 2); ok || LootMissing([]*Pack{withCards}, "Plain") {
		t.Error("a scenario without a loot deck has one")
	}
	if got := (LootCard{Kind: "money", Amount: []int{3, 2, 1}}).For(1).Amount; got != 3 {
		t.Errorf("one character plays as two: %d", got)
	}
	if got := (LootCard{Kind: "money", Amount: []int{3, 2, 1}}).For(6).Amount; got != 1 {
		t.Errorf("six characters play as four: %d", got)
	}
	bad := Builtin()
	bad.Loot = []LootCard{{Kind: "gems"}, {Kind: "money", Amount: []int{1, 2, 3, 4}}}
	bad.Scenarios[0].LootDeck = []LootCount{{Kind: "money", Count: 0}, {Kind: "money", Count: 1}}
	err := bad.Check()
	for _, want := range []string{"loot[0].kind", "loot[1].amount", "loot_deck[0].count", "loot_deck[1].kind"} {
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("check does not name %s: %v", want, err)
		}
	}
}

// A scenario's allies come from the first pack that names allies for its
// title.
func TestScenarioAllies(t *testing.T) {
	packs := []*Pack{
		{Scenarios: []Scenario{{Title: "Ford"}}},
		{Scenarios: []Scenario{{Title: "Ford", Allies: []string{"Guard"}}, {Title: "Bridge", Allies: []string{"Archer"}}}},
		{Scenarios: []Scenario{{Title: "Ford", Allies: []string{"Other"}}}},
	}
	if got := ScenarioAllies(packs, "Ford"); !slices.Equal(got, []string{"Guard"}) {
		t.Errorf("Ford: %v", got)
	}
	if got := ScenarioAllies(packs, "Hill"); got != nil {
		t.Errorf("Hill: %v", got)
	}
}

// A name or text that is not valid UTF-8 (a file name of another
// encoding, say) is refused, naming the field.
func TestInvalidUTF8Refused(t *testing.T) {
	for _, c := range []struct {
		field string
		p     Pack
	}{
		{"name", Pack{Format: Format, Version: Version, Name: "Pack \xff\xfe"}},
		{"scenarios[0].title", Pack{Format: Format, Version: Version, Name: "Pack", Scenarios: []Scenario{{Title: "Ford \xc3"}}}},
		{"scenarios[0].map", Pack{Format: Format, Version: Version, Name: "Pack", Scenarios: []Scenario{{Title: "Ford", Map: "ford\xff.json"}}}},
	} {
		err := c.p.Check()
		if err == nil || !strings.Contains(err.Error(), c.field) || !strings.Contains(err.Error(), "UTF-8") {
			t.Errorf("%s: %v", c.field, err)
		}
	}
}
