package campaign

import (
	"context"
	"reflect"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/pack"
	"github.com/haventable/haventable/engine/rules"
)

// Frosthaven #1 from the layouts, with a pack of the edition that knows
// treasure 67: the chest numbered 67 starts holding it, the chests the
// layouts give no number keep nothing, and the players' view carries
// nothing of it while the chest is closed.
func TestScenarioChestsHoldTheEditionsTreasures(t *testing.T) {
	store := layoutPacks(t, true, false)
	treasures := &pack.Pack{Format: pack.Format, Version: pack.Version, Name: "Frosthaven treasures", Rules: rules.Frosthaven,
		Treasures: []pack.Treasure{{Number: 67, Gives: []pack.TreasureGain{{Kind: engine.GainDamage, Amount: 2}, {Kind: engine.GainGold, Amount: 10}}}}}
	if _, err := store.AddPack(context.Background(), treasures, "haventable"); err != nil {
		t.Fatal(err)
	}
	f := newFixtureOn(t, store)
	f.create("Frosthaven")
	for _, n := range []string{"Ana", "Bo", "Cy"} {
		f.addCharacter("Brute", n, 1, "")
	}
	pp := f.s.play
	pp.refresh()
	test.Type(pp.find, "1")
	if c, ok := pp.chosen(); !ok || c.title != "#1 A Town in Flames" {
		t.Fatalf("chose %q", c.label)
	}
	test.Tap(pp.start)
	scn := f.env.Table.Scenario()
	if scn == nil {
		t.Fatalf("not started: %q", f.dialogText())
	}
	want := []engine.TreasureGain{{Kind: engine.GainDamage, Amount: 2}, {Kind: engine.GainGold, Amount: 10}}
	seen := 0
	for _, c := range scn.Chests() {
		switch c.Treasure {
		case "67":
			seen++
			if !reflect.DeepEqual(c.Gives, want) {
				t.Errorf("chest 67 holds %+v", c.Gives)
			}
		default:
			if c.Gives != nil {
				t.Errorf("chest %q holds %+v", c.Treasure, c.Gives)
			}
		}
	}
	if seen != 1 {
		t.Fatalf("chests %+v", scn.Chests())
	}
	data, err := scn.PlayersJSON()
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(string(data), `"gives"`) {
		t.Error("the players' view carries a closed chest's treasure")
	}
}
