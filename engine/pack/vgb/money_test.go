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

// A VGB scenario's coins become the map's money tokens, two coins on one
// hex adding up, those behind a door waiting in their room; a coin on an
// obstacle or a door, or without an amount, is left out and reported.
func TestCoinsBecomeMoneyTokens(t *testing.T) {
	coin := func(amount string, x, y int) string {
		return fmt.Sprintf(`{"ref": {"type": "treasure", "subType": "coin"%s}, "direction": "default", "cells": [[%d, %d]]}`, amount, x, y)
	}
	data := []byte(`{"id": 4, "title": "Coins", "mapTileData": {"ref": "z1a", "turns": 0, "monsters": [],
	 "overlays": [
	  {"ref": {"type": "starting-location"}, "direction": "default", "cells": [[0, 0]]},
	  {"ref": {"type": "obstacle", "subType": "boulder-1"}, "direction": "default", "cells": [[2, 1]]},
	  ` + coin(`, "amount": 1`, 0, 1) + `,
	  ` + coin(`, "amount": 2`, 0, 1) + `,
	  ` + coin(`, "amount": 1`, 1, 0) + `,
	  ` + coin(`, "amount": 1`, 2, 1) + `,
	  ` + coin(``, 2, 0) + `,
	  ` + coin(`, "amount": 1`, 4, 0) + `,
	  {"ref": {"type": "treasure", "subType": "chest", "id": "goal"}, "direction": "default", "cells": [[3, 0]]}],
	 "doors": [{"subType": "stone", "direction": "default", "room1X": 4, "room1Y": 0, "room2X": -1, "room2Y": 0,
	   "mapTileData": {"ref": "x1a", "turns": 0, "monsters": [], "doors": [],
	    "overlays": [` + coin(`, "amount": 2`, 0, 0) + `]}}]}}`)
	f, rep := importOne(t, data)
	want := []scenariofile.Money{{At: hexgrid.H(0, 1), Count: 3}, {At: hexgrid.H(1, 0), Count: 1}, {At: hexgrid.H(5, 0), Count: 2}}
	if !slices.Equal(f.Money, want) {
		t.Errorf("money %v, want %v", f.Money, want)
	}
	text := fmt.Sprint(rep.Warnings)
	for _, want := range []string{"money (1) at [2,1] left out: the hex holds an obstacle",
		"money (1) at [4,0] left out: the hex holds a door", "money tokens skipped: the coin gives no amount"} {
		if !strings.Contains(text, want) {
			t.Errorf("report lacks %q: %s", want, text)
		}
	}
	if strings.Contains(text, "scenario maps have none") {
		t.Errorf("the report still says money is left out: %s", text)
	}

	// At the table the start room's tokens lie on the map; the room behind
	// the door has its own once the door opens.
	s, err := engine.LoadScenarioFor(f, engine.Setup{Level: 1, Players: 2, Seed: 1}, tableFor(f))
	if err != nil {
		t.Fatal(err)
	}
	if s.Money(hexgrid.H(0, 1)) != 3 || s.Money(hexgrid.H(1, 0)) != 1 || s.Revealed(hexgrid.H(5, 0)) {
		t.Errorf("at the table: money on %v", s.MoneyHexes())
	}
	if _, err := s.Do(engine.OpenDoor{At: hexgrid.H(4, 0)}); err != nil {
		t.Fatal(err)
	}
	if !s.Revealed(hexgrid.H(5, 0)) || s.Money(hexgrid.H(5, 0)) != 2 {
		t.Errorf("behind the door: revealed %v, money %d", s.Revealed(hexgrid.H(5, 0)), s.Money(hexgrid.H(5, 0)))
	}
}
