package ghs

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/haventable/haventable/engine/outpost"
	"github.com/haventable/haventable/engine/pack"
)

// sheetDir is an invented edition ("iv") in GHS's data folder layout:
// items, battle goals, personal quests and events with their labels in
// English, German and Italian.
const sheetDir = "testdata/sheet"

func importSheet(t *testing.T) (*pack.Pack, string) {
	t.Helper()
	if !IsDataDir(sheetDir) {
		t.Fatal("the fixture is not seen as a data folder")
	}
	p, rep, err := ImportDir(sheetDir, nil)
	if err != nil {
		t.Fatal(err)
	}
	var ws []string
	for _, w := range rep.Warnings {
		ws = append(ws, w.String())
	}
	return p, strings.Join(ws, "\n")
}

func TestImportSheetItems(t *testing.T) {
	p, warnings := importSheet(t)
	if p.Name != "sheet" || len(p.Items) != 14 {
		t.Fatalf("pack %q with %d items", p.Name, len(p.Items))
	}
	want := map[int]struct {
		slot, use              string
		cost, prosperity, uses int
		effects                []pack.ItemEffect
	}{
		1: {pack.SlotLegs, pack.UseSpent, 15, 1, 0, []pack.ItemEffect{{Kind: pack.EffectMove, Value: 1}}},
		2: {pack.SlotHead, pack.UseSpent, 10, 1, 2, []pack.ItemEffect{{Kind: pack.EffectShield, Value: 1}}},
		3: {pack.SlotBody, pack.UseSpent, 12, 1, 0, []pack.ItemEffect{{Kind: pack.EffectModifier, Value: 1, Card: "-1"}, {Kind: pack.EffectAttack, Value: 1}}},
		4: {pack.SlotSmall, pack.UseConsumed, 20, 2, 0, []pack.ItemEffect{{Kind: pack.EffectHeal, Value: 3}}},
		// "during your ranged attack … to a single attack": the next attack, a ranged one only, its first target
		5: {pack.SlotTwoHands, pack.UseSpent, 25, 3, 0, []pack.ItemEffect{{Kind: pack.EffectAttack, Value: 2, Only: pack.OnlyRanged, Single: true}}},
		6: {pack.SlotOneHand, pack.UseSpent, 0, 0, 0, []pack.ItemEffect{{Kind: pack.EffectShield, Value: 1}}},
		7: {pack.SlotHead, pack.UseConsumed, 30, 0, 0, []pack.ItemEffect{{Kind: pack.EffectAdvantage}}},
		8: {"", "", 0, 0, 0, nil},
		9: {"", "", 5, 0, 0, nil},
		// from GHS's structured effects: the card's one text says only them
		13: {pack.SlotBody, pack.UseConsumed, 15, 1, 0, []pack.ItemEffect{{Kind: pack.EffectCondition, Name: "invisible"}}},
		14: {pack.SlotSmall, pack.UseConsumed, 10, 1, 0, []pack.ItemEffect{{Kind: pack.EffectBless, Value: 1}}},
	}
	for n, w := range want {
		it, ok := p.Item(n)
		if !ok {
			t.Fatalf("no item %d", n)
		}
		if it.Slot != w.slot || it.Use != w.use || it.Cost != w.cost || it.Prosperity != w.prosperity || it.Uses != w.uses ||
			!slices.Equal(it.Effects, w.effects) {
			t.Errorf("item %d: %+v, want %+v", n, *it, w)
		}
	}
	boots, _ := p.Item(1)
	if boots.Text.In("en") != "During your movement, add +1 move to the movement." ||
		boots.Text.In("de") != "Füge deiner Bewegung +1 move hinzu." || boots.Text.In("fr") != boots.Text.In("en") ||
		boots.Names.In("de") != "Schilfstiefel" || boots.Names.In("en") != "Reed Boots" {
		t.Errorf("boots' words %+v", boots.Text)
	}
	if buckler, _ := p.Item(6); buckler.Building != "Craftsman" || buckler.BuildingLevel != 2 ||
		!buckler.Resources.Supply().Equal(outpost.Supply{outpost.Lumber: 1, outpost.Snowthistle: 2}) {
		t.Errorf("buckler %+v", buckler)
	}
	if spoon, _ := p.Item(9); len(spoon.Resources) != 0 ||
		!strings.Contains(warnings, `items.json[8].resources.glitter: item 9: crafting cost glitter 1 is not a count of a material or herb: left out`) {
		t.Errorf("spoon %+v; warnings\n%s", spoon, warnings)
	}
	// GHS's requiredItems: an item naming itself is skipped, as GHS does
	if laced, _ := p.Item(11); !slices.Equal(laced.RequiredItems, []int{6}) {
		t.Errorf("laced buckler requires %v", laced.RequiredItems)
	}
	if nail, _ := p.Item(12); nail.RequiredItems != nil ||
		!strings.Contains(warnings, `items.json[11].requiredItems: item 12: required items are not a short list of item numbers: left out`) {
		t.Errorf("nail %+v; warnings\n%s", nail, warnings)
	}
	// "You can carry two additional small items"
	if belt, _ := p.Item(10); belt.ExtraSmall != 2 {
		t.Errorf("pouch belt: %d more small items", belt.ExtraSmall)
	}
	if !strings.Contains(warnings, `items.json[8].slot: item 9: slot "spoon" unknown: kept as not worn`) {
		t.Errorf("no warning for the spoon's slot in\n%s", warnings)
	}
}

func TestImportSheetGoalsQuestsEvents(t *testing.T) {
	p, warnings := importSheet(t)
	if len(p.BattleGoals) != 4 || len(p.PersonalQuests) != 3 || len(p.Events) != 2 {
		t.Fatalf("%d goals, %d quests, %d events", len(p.BattleGoals), len(p.PersonalQuests), len(p.Events))
	}
	tidy := p.BattleGoals[0]
	if tidy.ID != "901" || tidy.Checks != 1 || tidy.Name.In("de") != "Ordentlich" || tidy.Name.In("it") != "Tidy" ||
		tidy.Text.In("de") != "Beende das Szenario ohne Karten im Ablagestapel." {
		t.Errorf("tidy %+v", tidy)
	}
	if g := p.BattleGoals[3]; g.Name.In("en") != "Unlabelled" || g.Checks != 3 || len(g.Text) != 0 {
		t.Errorf("a goal without labels keeps its name: %+v", g)
	}
	herder := p.PersonalQuests[0]
	if herder.Name.In("de") != "Ziegenhirte" || herder.Opens != "the Reed Walker class" ||
		len(herder.Requirements) != 1 || herder.Requirements[0].Count != 6 || herder.Requirements[0].Track != "kills:Goats" {
		t.Errorf("herder %+v", herder)
	}
	pilgrim := p.PersonalQuests[1]
	if pilgrim.Opens != "envelope B" || pilgrim.Requirements[0].Track != "scenario:3|4" || pilgrim.Requirements[1].Track != "" ||
		pilgrim.Requirements[1].Text.In("en") != "Visit the old well" {
		t.Errorf("pilgrim %+v", pilgrim)
	}
	if miser := p.PersonalQuests[2]; miser.Requirements[0].Track != "gold" || miser.Requirements[0].Count != 120 {
		t.Errorf("miser %+v", miser)
	}
	goat := p.Events[0]
	if goat.Deck != "city" || goat.ID != "01" || goat.Text.In("en") != "A goat wanders into the tavern.\n\nIt looks hungry." || len(goat.Options) != 2 {
		t.Fatalf("goat %+v", goat)
	}
	if a := goat.Options[0]; !a.Return || !slices.Equal(a.Outcomes[0].Effects, []pack.EventEffect{{Kind: pack.EventGold, Value: -3}, {Kind: pack.EventReputation, Value: 1}}) {
		t.Errorf("option A %+v", a)
	}
	b := goat.Options[1]
	if b.Return || len(b.Outcomes) != 2 || b.Outcomes[0].Condition != "Reputation l t: 0" ||
		!slices.Equal(b.Outcomes[0].Effects, []pack.EventEffect{{Kind: pack.EventNextScenario, Text: "Scenario damage: 2"}}) { // the next scenario's start plays it
		t.Errorf("option B's first outcome %+v", b.Outcomes[0])
	}
	if got := b.Outcomes[1].Effects; !slices.Equal(got, []pack.EventEffect{{Kind: pack.EventNothing}, {Kind: pack.EventExperience, Value: 5},
		{Kind: pack.EventText, Text: "Put a goat sticker on the map."}}) {
		t.Errorf("option B's second outcome %+v", got)
	}
	// the road deck's 01 is another card than the city's
	rain := p.Events[1]
	if rain.Deck != "road" || !slices.Equal(rain.Options[0].Outcomes[0].Effects, []pack.EventEffect{{Kind: pack.EventProsperity, Value: 1},
		{Kind: pack.EventText, Text: "If Character: reed walker: Gold: 2"}}) {
		t.Errorf("rain %+v", rain)
	}
	if !strings.Contains(warnings, "events.json[2].options: event 02 skipped: no options") {
		t.Errorf("no warning for the event without options in\n%s", warnings)
	}
	c := p.SheetCount()
	if c != (pack.SheetCounts{Items: 14, BattleGoals: 4, PersonalQuests: 3, Events: 2, ItemEffects: 11, ItemWords: 11,
		EventPlayed: 6, EventWords: 2, Tracked: 3, ByHand: 1}) {
		t.Errorf("counts %+v", c)
	}
}

// The sheet in a built edition file (GHS's "items", "battleGoals",
// "personalQuests", "events" with "label" and "labelSpoiler" by language)
// is the same as from the folder.
func TestImportSheetFromBuiltEdition(t *testing.T) {
	folder, _ := importSheet(t)
	read := func(name string) json.RawMessage {
		b, err := os.ReadFile(filepath.Join(sheetDir, name))
		if err != nil {
			t.Fatal(err)
		}
		return b
	}
	built, err := json.Marshal(map[string]any{
		"edition": "iv", "monsters": []any{},
		"items": read("items.json"), "battleGoals": read("battle-goals.json"),
		"personalQuests": read("personal-quests.json"), "events": read("events.json"),
		"label":        map[string]any{"en": read("label/en.json"), "de": read("label/de.json"), "it": read("label/it.json")},
		"labelSpoiler": map[string]any{"en": read("label/spoiler/en.json"), "de": read("label/spoiler/de.json")},
	})
	if err != nil {
		t.Fatal(err)
	}
	p, _, err := Import("sheet", []File{{Name: "iv.json", Data: built}})
	if err != nil {
		t.Fatal(err)
	}
	a, _ := json.Marshal([]any{folder.Items, folder.BattleGoals, folder.PersonalQuests, folder.Events})
	b, _ := json.Marshal([]any{p.Items, p.BattleGoals, p.PersonalQuests, p.Events})
	if !bytes.Equal(a, b) {
		t.Errorf("built edition\n%s\nfolder\n%s", b, a)
	}
}

// FuzzImportSheet: any list file of a data folder is imported or refused
// with an error, never a panic, and what is imported passes the pack's
// checks.
func FuzzImportSheet(f *testing.F) {
	for _, name := range []string{"items.json", "battle-goals.json", "personal-quests.json", "events.json", "treasures.json"} {
		b, err := os.ReadFile(filepath.Join(sheetDir, name))
		if err != nil {
			f.Fatal(err)
		}
		f.Add(name, b)
	}
	f.Add("events.json", []byte(`[{"cardId":"1","type":"city","options":[{"outcomes":[{"effects":[{"type":"gold","values":[1e9]},{"type":"and","values":[{"type":"and"}]}]}]}]}]`))
	f.Add("items.json", []byte(`[{"id":1,"name":"x","slot":"head","minusOne":-3,"cost":1e99}]`))
	labels, _ := os.ReadFile(filepath.Join(sheetDir, "label/en.json"))
	f.Fuzz(func(t *testing.T, name string, data []byte) {
		files := []File{{Name: "label/en.json", Data: labels}, {Name: name, Data: data}}
		p, _, err := Import("fuzz", files)
		if err != nil {
			return
		}
		if err := p.Check(); err != nil {
			t.Fatalf("imported pack fails its checks: %v", err)
		}
	})
}
