package engine_test

import (
	"errors"
	"testing"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/pack"
	"github.com/haventable/haventable/engine/party"
	"github.com/haventable/haventable/engine/scenariofile"
)

// A monster type without hit points stands in for a scenario's own rules:
// the map's standees of it are not placed, and none is added by hand.
func TestStandInIsNeverAFigure(t *testing.T) {
	file, err := scenariofile.Sample("flooded-crossing")
	if err != nil {
		t.Fatal(err)
	}
	table := pack.Builtin().MonsterTable(1)
	mt := table["Cave Rat"]
	for l := range mt.Normal {
		for _, st := range []*engine.MonsterStats{&mt.Normal[l], &mt.Elite[l]} {
			card := *st.Card
			card.HitPoints = 0 // its data pack's stat card says none
			st.HP, st.Card = 0, &card
		}
	}
	table["Cave Rat"] = mt
	scn, err := party.BuildScenarioWith(file, engine.Setup{Level: 1, Seed: 1}, []party.Member{{ID: 1, Name: "Brute", Level: 1}}, table)
	if err != nil {
		t.Fatal(err)
	}
	if n := len(scn.Standees("Cave Rat")); n != 0 {
		t.Errorf("%d stand-in standees placed", n)
	}
	if len(scn.Standees("Bog Lurker")) == 0 {
		t.Fatal("the other monsters are not placed either")
	}
	f, _ := scn.Figure(scn.Standees("Bog Lurker")[0].ID)
	if _, err := scn.Do(engine.AddStandee{Type: "Cave Rat", At: f.At}); !errors.Is(err, engine.ErrStandIn) {
		t.Errorf("a stand-in added by hand: %v", err)
	}
}
