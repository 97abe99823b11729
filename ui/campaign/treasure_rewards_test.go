package campaign

import (
	"strings"
	"testing"

	"golang.org/x/text/language"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/locales"
	"github.com/haventable/haventable/persistence/play"
)

// Issue 40, item 15: the End scenario dialog tells, before the scenario
// ends, the gold of the chests apart from the money tokens' and the items
// found (one owned already: sold, for how much), in every language.
func TestRewardsTextTellsTreasure(t *testing.T) {
	o := play.Outcome{Rewards: []engine.Reward{{Name: "Ana", Sheet: 1, Money: 2, Gold: 6 + 15, TreasureGold: 15}},
		Found: []play.FoundItem{{Sheet: 1, Name: "Ana", Item: 32, ItemName: "Tower Shield"},
			{Sheet: 1, Name: "Ana", Item: 5, ItemName: "Boots", Owned: true, SellFor: 4}}}
	for _, c := range []struct {
		lang language.Tag
		want []string
	}{
		{language.English, []string{"2 money tokens worth 6 gold, and 15 gold from treasure chests",
			"Ana finds item 32 (Tower Shield) in a treasure chest", "owns one already: sold to the city for 4 gold"}},
		{language.German, []string{"2 Geldmarker im Wert von 6 Gold, dazu 15 Gold aus Schatztruhen", "Gegenstand 32 (Tower Shield)", "für 4 Gold"}},
		{language.French, []string{"6 or, et 15 or de coffres au trésor", "objet 32 (Tower Shield)", "pour 4 or"}},
	} {
		tr, err := locales.New(c.lang)
		if err != nil {
			t.Fatal(err)
		}
		got := rewardsText(tr, o)
		for _, w := range c.want {
			if !strings.Contains(got, w) {
				t.Errorf("%v: the rewards lack %q:\n%s", c.lang, w, got)
			}
		}
	}
}
