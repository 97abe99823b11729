package vgb

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/scenariofile"
	"github.com/haventable/haventable/hexgrid"
)

// A VGB scenario's treasure chests become the map's chests, labelled with
// the treasure's number or "goal" as VGB gives it (a string, or a number);
// the room behind a door keeps its chest unseen until the door opens. A
// chest without a usable id, on an obstacle, a door or a hex another
// chest holds is left out and reported; other treasures are counted.
func TestChestsBecomeTreasures(t *testing.T) {
	chest := func(id string, x, y int) string {
		return fmt.Sprintf(`{"ref": {"type": "treasure", "subType": "chest"%s}, "direction": "default", "cells": [[%d, %d]]}`, id, x, y)
	}
	data := []byte(`{"id": 4, "title": "Chests", "mapTileData": {"ref": "z1a", "turns": 0, "monsters": [],
	 "overlays": [
	  {"ref": {"type": "starting-location"}, "direction": "default", "cells": [[0, 0]]},
	  {"ref": {"type": "obstacle", "subType": "boulder-1"}, "direction": "default", "cells": [[2, 1]]},
	  ` + chest(`, "id": "67"`, 0, 1) + `,
	  ` + chest(`, "id": "goal"`, 1, 0) + `,
	  ` + chest(`, "id": "5"`, 1, 0) + `,
	  ` + chest(`, "id": "9"`, 2, 1) + `,
	  ` + chest(``, 2, 0) + `,
	  ` + chest(`, "id": {"n": 1}`, 3, 0) + `,
	  ` + chest(`, "id": "3"`, 4, 0) + `,
	  {"ref": {"type": "treasure", "subType": "loot", "amount": 2}, "direction": "default", "cells": [[3, 1]]}],
	 "doors": [{"subType": "stone", "direction": "default", "room1X": 4, "room1Y": 0, "room2X": -1, "room2Y": 0,
	   "mapTileData": {"ref": "x1a", "turns": 0, "monsters": [], "doors": [],
	    "overlays": [` + chest(`, "id": 12`, 0, 0) + `]}}]}}`)
	f, rep := importOne(t, data)
	want := []scenariofile.Treasure{{At: hexgrid.H(0, 1), Label: "67"}, {At: hexgrid.H(1, 0), Label: "goal"}, {At: hexgrid.H(5, 0), Label: "12"}}
	if !slices.Equal(f.Treasures, want) {
		t.Errorf("treasures %v, want %v", f.Treasures, want)
	}
	text := fmt.Sprint(rep.Warnings) // Import flushes what it skipped
	for _, want := range []string{`treasure chest "5" skipped: [1,0] already holds treasure chest "goal"`,
		`treasure chest "9" at [2,1] left out: the hex holds an obstacle`,
		`treasure chest "3" at [4,0] left out: the hex holds a door`,
		"treasure chest skipped: it gives no id", `treasure chest skipped: its id {"n": 1} is not`,
		`treasures of subType "loot" left out`} {
		if !strings.Contains(text, want) {
			t.Errorf("report lacks %q: %s", want, text)
		}
	}
	if strings.Contains(text, "treasure chests left out") {
		t.Errorf("the report still says chests are left out: %s", text)
	}

	// At the table: the hall's chests closed on the map; the vault's once
	// its door opens; a character standing on one loots it.
	s, err := engine.LoadScenarioFor(f, engine.Setup{Level: 1, Players: 2, Seed: 1}, tableFor(f))
	if err != nil {
		t.Fatal(err)
	}
	if c, ok := s.ChestAt(hexgrid.H(0, 1)); !ok || c.Treasure != "67" || s.Revealed(hexgrid.H(5, 0)) {
		t.Errorf("at the table: %v", s.Chests())
	}
	if _, err := s.Do(engine.OpenDoor{At: hexgrid.H(4, 0)}); err != nil {
		t.Fatal(err)
	}
	if c, ok := s.ChestAt(hexgrid.H(5, 0)); !ok || c.Treasure != "12" {
		t.Errorf("behind the door: %v, %v", c, ok)
	}
}
