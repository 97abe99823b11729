package engine

import (
	"bytes"
	"errors"
	"reflect"
	"strings"
	"testing"

	"github.com/haventable/haventable/engine/scenariofile"
	"github.com/haventable/haventable/hexgrid"
)

// chestRooms is twoRooms with a chest in the hall and the goal chest in
// the vault behind the door.
// A hex [0,1] is added to the hall for a second character.
var chestRooms = strings.NewReplacer(`"rooms": [`,
	`"treasures": [{"at": [1,0], "treasure": "7"}, {"at": [6,0], "treasure": "goal"}],
  "rooms": [`, `"hexes": [[0,0],`, `"hexes": [[0,1],[0,0],`, `"hexes": [[0,0],[1,0],[2,0]]`, `"hexes": [[0,1],[0,0],[1,0],[2,0]]`).Replace(twoRooms)

func loadChests(t *testing.T) *Scenario {
	t.Helper()
	return loadTreasures(t, nil, 10)
}

// A scenario starts with its file's chests, closed; a character opens one
// (standing on it, or named by a loot ability), once; the report and the
// log name the treasure to read; undo (the snapshot before) closes it
// again; a chest behind a closed door waits unseen.
func TestChestsAreLootedOnce(t *testing.T) {
	h := hexgrid.H
	s := loadChests(t)
	want := []Chest{{At: h(1, 0), Treasure: "7"}, {At: h(6, 0), Treasure: "goal"}}
	if !reflect.DeepEqual(s.Chests(), want) {
		t.Fatalf("chests at the start: %v", s.Chests())
	}
	if c, ok := s.ChestAt(h(1, 0)); !ok || c.Treasure != "7" {
		t.Fatalf("ChestAt = %v, %v", c, ok)
	}
	before := scnSnapshot(t, s)

	// nobody on the hex, nobody named: refused, and nothing changes
	if err := doErr(s, LootChest{At: h(1, 0)}); !errors.Is(err, ErrNoLooter) {
		t.Errorf("loot with nobody there: %v", err)
	}
	if err := doErr(s, LootChest{At: h(2, 0)}); !errors.Is(err, ErrNoChest) {
		t.Errorf("loot where no chest is: %v", err)
	}
	if err := doErr(s, LootChest{At: h(1, 0), By: "cave-rat-1"}); err == nil {
		t.Error("a monster looted a chest")
	}
	if err := doErr(s, LootChest{At: h(6, 0), By: "a"}); !errors.Is(err, ErrHidden) {
		t.Errorf("loot a chest in a room not yet revealed: %v", err)
	}
	if !bytes.Equal(scnSnapshot(t, s), before) {
		t.Fatal("a refused loot changed the scenario")
	}

	scnMust(t, doErr(s, Move{Figure: "a", To: h(1, 0)}))
	rep, err := s.Do(LootChest{At: h(1, 0)})
	scnMust(t, err)
	if rep.Chest == nil || !reflect.DeepEqual(*rep.Chest, Chest{At: h(1, 0), Treasure: "7", OpenedBy: "a"}) || rep.LootedBy != "a" {
		t.Fatalf("report: %+v", rep)
	}
	if sum := rep.Summary(); sum.Treasure != "7" || sum.LootedBy != "a" {
		t.Errorf("summary: %+v", sum)
	}
	if _, ok := s.ChestAt(h(1, 0)); ok {
		t.Error("the opened chest is still on the map")
	}
	if err := doErr(s, LootChest{At: h(1, 0)}); !errors.Is(err, ErrNoChest) {
		t.Errorf("a chest looted twice: %v", err)
	}
	if got := s.ActionCharacter(LootChest{At: h(1, 0), By: "b"}); got != "b" {
		t.Errorf("whose loot: %q", got)
	}

	// kept by a snapshot, opened and closed, hidden and not
	data := scnSnapshot(t, s)
	back, err := UnmarshalScenario(data)
	scnMust(t, err)
	if !reflect.DeepEqual(back.Chests(), s.Chests()) || !bytes.Equal(scnSnapshot(t, back), data) {
		t.Fatalf("the snapshot loses the chests:\n%s", data)
	}
	// undo: the scenario before, read back, has the chest closed
	undone, err := UnmarshalScenario(before)
	scnMust(t, err)
	if c, ok := undone.ChestAt(h(1, 0)); !ok || c.Opened() {
		t.Errorf("undone: %v, %v", c, ok)
	}

	// the players' window sees no chest in a room not yet revealed
	pj, err := s.PlayersJSON()
	scnMust(t, err)
	if bytes.Contains(pj, []byte(`"goal"`)) {
		t.Errorf("the players' view shows the vault's chest: %s", pj)
	}
	scnMust(t, doErr(s, OpenDoor{At: h(3, 0)}))
	scnMust(t, doErr(s, LootChest{At: h(6, 0), By: "b"})) // a loot ability reaching it
	if got := s.Chests(); !got[1].Opened() || got[1].OpenedBy != "b" {
		t.Errorf("the goal chest: %v", got)
	}
}

// A file built in code, and a snapshot, are checked as a read file is.
func TestChestsRefusedWhereTheyCannotBe(t *testing.T) {
	h := hexgrid.H
	file, err := scenariofile.Parse([]byte(chestRooms))
	scnMust(t, err)
	for _, bad := range []scenariofile.Treasure{{At: h(9, 9), Label: "1"}, {At: h(3, 0), Label: "1"}, {At: h(0, 0), Label: ""}} {
		f := file.Clone()
		f.Treasures = []scenariofile.Treasure{bad}
		if _, err := LoadScenarioFor(f, Setup{Level: 1, Players: 2}, SampleMonsters); err == nil || !strings.Contains(err.Error(), "treasures[0]") {
			t.Errorf("chest %v: %v, want an error naming treasures[0]", bad, err)
		}
	}
	s := loadChests(t)
	good := string(scnSnapshot(t, s))
	for _, c := range []struct{ old, new, want string }{
		{`"at":[1,0],"treasure":"7"`, `"at":[40,40],"treasure":"7"`, "chests[0]"},
		{`"treasure":"7"`, `"treasure":""`, "chests[0].treasure"},
		{`"treasure":"7"`, `"treasure":"7","opened_by":"cave-rat-1"`, "chests[0].opened_by"},
		{`"at":[6,0],"treasure":"goal"`, `"at":[1,0],"treasure":"goal"`, "chests[1]: a second closed chest"},
		{`"treasure":"7"`, `"treasure":"7","gold":1`, "gold"},
	} {
		if !strings.Contains(good, c.old) {
			t.Fatalf("test setup: %s not in %s", c.old, good)
		}
		if _, err := UnmarshalScenario([]byte(strings.Replace(good, c.old, c.new, 1))); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v, want an error naming %s", c.new, err, c.want)
		}
	}
}

// A character ending its turn on a chest opens it, as it takes the money
// there (Gloomhaven: "at the end of its turn a character loots the money
// tokens and treasure tiles in its hex"); a monster ending its turn there
// does not.
func TestEndOfTurnOpensTheChest(t *testing.T) {
	h := hexgrid.H
	s := loadChests(t)
	scnMust(t, doErr(s, Move{Figure: "a", To: h(1, 0)}))
	scnMust(t, doErr(s, PlaceMoney{At: h(1, 0), Count: 1}))
	scnMust(t, doErr(s, SetInitiative{Character: "a", Leading: 10, Second: 20}))
	scnMust(t, doErr(s, SetInitiative{Character: "b", Leading: 90, Second: 20}))
	scnMust(t, doErr(s, SetMonsterInitiative{Type: "Cave Rat", Initiative: 50}))
	scnMust(t, doErr(s, NextTurn{}))
	if id, _ := s.Active(); id != "a" {
		t.Fatalf("active: %q", id)
	}
	rep, err := s.Do(EndTurn{})
	scnMust(t, err)
	if rep.TurnEnd == nil || rep.TurnEnd.Chest == nil || rep.TurnEnd.Chest.Treasure != "7" || rep.TurnEnd.Looted != 1 {
		t.Fatalf("turn end: %+v", rep.TurnEnd)
	}
	if sum := rep.Summary(); sum.Treasure != "7" || sum.LootedBy != "a" || sum.Looted != 1 {
		t.Errorf("summary: %+v", sum)
	}
	if _, ok := s.ChestAt(h(1, 0)); ok {
		t.Error("the chest is still closed")
	}
}
