package web

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/scenariofile"
	"github.com/haventable/haventable/hexgrid"
)

// The players' page shows the closed treasure chests of the revealed
// rooms with their treasure's label, not those behind a closed door nor
// one opened (issue 40, item 15).
func TestViewShowsTheChestsThePlayersSee(t *testing.T) {
	f, err := scenariofile.Parse([]byte(strings.Replace(twoRooms, `"rooms": [`,
		`"treasures": [{"at": [1,0], "treasure": "67"}, {"at": [5,0], "treasure": "goal"}],
  "rooms": [`, 1)))
	if err != nil {
		t.Fatal(err)
	}
	s, err := engine.LoadScenario(f, 1, 3, engine.SampleMonsters)
	if err != nil {
		t.Fatal(err)
	}
	if s, err = s.WithCharacter(engine.Figure{ID: "ana", Name: "Ana", Kind: engine.KindCharacter,
		Side: engine.SideParty, At: hexgrid.H(0, 0), OnMap: true, HP: 8, MaxHP: 10}, nil); err != nil {
		t.Fatal(err)
	}
	v := ViewOf(tr(t), s)
	if len(v.Chests) != 1 || v.Chests[0] != (HexThing{At: [2]int{1, 0}, Kind: "67"}) {
		t.Errorf("chests before the door opens: %+v", v.Chests)
	}
	if doc, _ := json.Marshal(v); strings.Contains(string(doc), "goal") {
		t.Errorf("the vault's chest is in the view: %s", doc)
	}
	for _, a := range []engine.Action{engine.OpenDoor{At: hexgrid.H(3, 0)}, engine.LootChest{At: hexgrid.H(1, 0), By: "ana"}} {
		if _, err := s.Do(a); err != nil {
			t.Fatal(err)
		}
	}
	if v := ViewOf(tr(t), s); len(v.Chests) != 1 || v.Chests[0].Kind != "goal" {
		t.Errorf("chests after the door opened and 67 was looted: %+v", v.Chests)
	}
}
