package pack_test

import (
	"reflect"
	"strings"
	"testing"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/pack"
	"github.com/haventable/haventable/engine/rules"
)

func treasurePack(name string, edition rules.Edition, title string) *pack.Pack {
	p := &pack.Pack{Format: pack.Format, Version: pack.Version, Name: name, Rules: edition,
		Items: []pack.Item{{Number: 32, Name: "Tower Shield", Names: pack.Texts{{Lang: "de", Text: "Turmschild"}, {Lang: "fr", Text: "Bouclier tour"}}}},
		Treasures: []pack.Treasure{
			{Number: 2, Gives: []pack.TreasureGain{{Kind: engine.GainItem, Amount: 32}, {Kind: engine.GainItem, Amount: 33}}},
			{Number: 7, Gives: []pack.TreasureGain{{Kind: engine.GainText, Text: pack.Texts{{Lang: "en", Text: "A map"}, {Lang: "fr", Text: "Une carte"}}}}},
		}}
	if title != "" {
		p.Scenarios = []pack.Scenario{{Title: title}}
	}
	return p
}

// TreasureSetup: the treasures of the pack listing the scenario, else of
// the campaign's edition's pack; item names from that pack's items and
// the words in the language asked (English when it lacks them).
func TestTreasureSetup(t *testing.T) {
	gh := treasurePack("gh", rules.Gloomhaven, "")
	got := pack.TreasureSetup([]*pack.Pack{{Name: "maps"}, gh}, "#1 Black Barrow", rules.Gloomhaven, "de")
	want := map[string][]engine.TreasureGain{
		"2": {{Kind: engine.GainItem, Amount: 32, Name: "Turmschild"}, {Kind: engine.GainItem, Amount: 33}},
		"7": {{Kind: engine.GainText, Name: "A map"}},
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("setup %+v, want %+v", got, want)
	}
	// English asked, the item's names given in German and French only
	if got := pack.TreasureSetup([]*pack.Pack{gh}, "#1", rules.Gloomhaven, "en"); got["2"][0].Name != "Tower Shield" {
		t.Errorf("in English: %+v", got["2"])
	}
	if got := pack.TreasureSetup([]*pack.Pack{gh}, "#1", rules.Frosthaven, "fr"); got != nil {
		t.Errorf("another edition's treasures: %+v", got)
	}
	fh := treasurePack("fh", rules.Frosthaven, "#1 A Town in Flames")
	fh.Treasures = fh.Treasures[1:]
	if got := pack.TreasureSetup([]*pack.Pack{gh, fh}, "#1 A Town in Flames", rules.Gloomhaven, "fr"); len(got) != 1 || got["7"][0].Name != "Une carte" {
		t.Errorf("the scenario's own pack not first: %+v", got)
	}
}

// Check refuses treasures the engine could not hold.
func TestTreasureCheck(t *testing.T) {
	for _, c := range []struct {
		gives []pack.TreasureGain
		want  string
	}{
		{nil, "treasures[0].gives: empty"},
		{[]pack.TreasureGain{{Kind: "gold:15"}}, "treasures[0]"},
		{[]pack.TreasureGain{{Kind: engine.GainCondition, Name: "bless"}}, "treasures[0].gives[0].name"},
		{[]pack.TreasureGain{{Kind: engine.GainText}}, "treasures[0].gives[0].text: empty"},
		{[]pack.TreasureGain{{Kind: engine.GainGold, Amount: 1000}}, "amount"},
	} {
		p := &pack.Pack{Format: pack.Format, Version: pack.Version, Name: "x", Treasures: []pack.Treasure{{Number: 1, Gives: c.gives}}}
		if err := p.Check(); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%+v: %v, want %q", c.gives, err, c.want)
		}
	}
	p := treasurePack("gh", rules.Gloomhaven, "")
	p.Treasures = append(p.Treasures, p.Treasures[0])
	if err := p.Check(); err == nil || !strings.Contains(err.Error(), "treasure 2 given twice") {
		t.Errorf("a treasure twice: %v", err)
	}
}
