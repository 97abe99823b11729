package round

import (
	"context"
	"slices"
	"testing"

	"fyne.io/fyne/v2/test"

	"github.com/haventable/haventable/engine/party"
	"github.com/haventable/haventable/engine/scenariofile"
)

// A monster's card drawn in a scenario played without a map says what it
// does and that the players judge focus and path (no map to work them out
// on); on a map it does not.
func TestAbilityCardWithoutMapSaysPlayersJudgeFocus(t *testing.T) {
	const judge = "Without a map: you judge each monster's focus and path from its ability card."
	for _, withoutMap := range []bool{false, true} {
		test.NewTempApp(t)
		env := newEnv(t)
		file, err := scenariofile.Sample(scenariofile.DefaultSample)
		if err != nil {
			t.Fatal(err)
		}
		file.WithoutMap = withoutMap
		scn, err := party.BuildScenario(file, 1, 11, []party.Member{{ID: 1, Name: "Brute", Level: 1}})
		if err != nil {
			t.Fatal(err)
		}
		if err := env.Table.Session().Start(context.Background(), scn); err != nil {
			t.Fatal(err)
		}
		c := New(env)
		show(t, c.Content(), 1280, 800)
		c.DrawAbilities()
		types := env.Table.Scenario().MonsterTypes()
		if len(types) == 0 {
			t.Fatal("no monster type")
		}
		for _, typ := range types {
			r := c.monRows[typ]
			if got := slices.Contains(r.card.Lines(), judge); !r.card.Visible() || got != withoutMap {
				t.Errorf("without a map %v: %s's card %q", withoutMap, typ, r.card.Lines())
			}
		}
	}
}
