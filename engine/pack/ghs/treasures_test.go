package ghs

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/pack"
)

// The invented edition's treasures.json: treasure n is entry n-1; what
// the program reads becomes the pack's treasures, with their own words
// from the labels (English and German, a book section named in words);
// a treasure with a part it does not read is left out and counted.
func TestImportTreasures(t *testing.T) {
	p, warnings := importSheet(t)
	got := map[int][]pack.TreasureGain{}
	for _, tr := range p.Treasures {
		got[tr.Number] = tr.Gives
	}
	want := map[int][]pack.TreasureGain{
		1:  {{Kind: engine.GainGold, Amount: 15}},
		2:  {{Kind: engine.GainDamage, Amount: 3}, {Kind: engine.GainCondition, Name: "muddle"}},
		3:  {{Kind: engine.GainItem, Amount: 1}},
		4:  {{Kind: engine.GainItemBlueprint, Amount: 2}},
		5:  {{Kind: engine.GainResource, Amount: 2, Name: "lumber"}, {Kind: engine.GainResource, Amount: 1, Name: "hide"}},
		6:  {{Kind: engine.GainLootCards, Amount: 4}},
		7:  {{Kind: engine.GainRandomDesign}},
		8:  {{Kind: engine.GainRandomScenario}},
		9:  {{Kind: engine.GainExperience, Amount: 10}, {Kind: engine.GainBless, Amount: 2}},
		10: {{Kind: engine.GainText, Text: pack.Texts{{Lang: "en", Text: "You find a painted spoon. Read section 9.1"}, {Lang: "de", Text: "Ihr findet einen bemalten Löffel. Lest Abschnitt 9.1"}}}},
		14: {{Kind: engine.GainBattleGoal, Amount: 2}, {Kind: engine.GainAchievement, Name: "Lucky Finders"}},
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("treasures:\n%+v\nwant\n%+v", got, want)
	}
	for _, w := range []string{
		`treasures with a part not read ("damage") left out: the book tells them`,
		`treasures with a part not read ("event") left out`,
		`treasures whose words the labels lack left out`,
	} {
		if !strings.Contains(warnings, w) {
			t.Errorf("report lacks %q:\n%s", w, warnings)
		}
	}
}

// FuzzParseTreasure: any treasure text is read or refused, never a panic,
// and what is read the engine holds.
func FuzzParseTreasure(f *testing.F) {
	data, err := os.ReadFile(filepath.Join(sheetDir, "treasures.json"))
	if err != nil {
		f.Fatal(err)
	}
	for _, s := range strings.Split(string(data), "\n") {
		f.Add(strings.Trim(strings.TrimSpace(s), `",`))
	}
	f.Add("condition:bless+curse+bless|custom:%data.x%|custom:%data.y%")
	f.Add("resource:a-1+bb-999999")
	f.Fuzz(func(t *testing.T, s string) {
		gives, _, err := parseTreasure(s)
		if err != nil {
			return
		}
		words := pack.Texts{{Lang: "en", Text: "words"}}
		for i := range gives {
			if gives[i].Kind == engine.GainText {
				gives[i].Text = words
			}
		}
		p := &pack.Pack{Format: pack.Format, Version: pack.Version, Name: "fuzz", Treasures: []pack.Treasure{{Number: 1, Gives: gives}}}
		if err := p.Check(); err != nil {
			t.Fatalf("%q read as %+v, which fails the pack's checks: %v", s, gives, err)
		}
	})
}
