package engine

import (
	"bytes"
	"errors"
	"os"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/haventable/haventable/engine/scenariofile"
	"github.com/haventable/haventable/hexgrid"
)

// terrainFile is a 4 by 3 map with one of each kind of terrain:
//
//	r=0: [0,0] start  [1,0] obstacle  [2,0] trap       [3,0] hazardous
//	r=1: [0,1] start  [1,1] difficult [2,1] closed door [3,1] open door
//	r=2: [0,2] ...    [3,2] a monster
const terrainFile = `{
  "title": "Terrain",
  "hexes": [[0,0],[1,0],[2,0],[3,0],[0,1],[1,1],[2,1],[3,1],[0,2],[1,2],[2,2],[3,2]],
  "obstacles": [[1,0]],
  "traps": [[2,0]],
  "hazardous": [[3,0]],
  "difficult": [[1,1]],
  "doors": [{"at": [2,1]}, {"at": [3,1], "open": true}],
  "starts": [[0,1],[0,0]],
  "monsters": [{"type": "Cave Rat", "standee": 1, "at": [3,2]}]
}`

func terrainScenario(t *testing.T) *Scenario {
	t.Helper()
	f, err := scenariofile.Parse([]byte(terrainFile))
	scnMust(t, err)
	s, err := LoadScenario(f, 1, 5, SampleMonsters)
	scnMust(t, err)
	scnMust(t, s.addCharacter(scnChar("a", 0, 0, 10)))
	return s
}

func TestScenarioTerrainReads(t *testing.T) {
	s := terrainScenario(t)
	for _, c := range []struct {
		h    hexgrid.Hex
		want TerrainKind
	}{
		{hexgrid.H(0, 0), TerrainNone}, {hexgrid.H(1, 0), TerrainObstacle}, {hexgrid.H(2, 0), TerrainTrap},
		{hexgrid.H(3, 0), TerrainHazardous}, {hexgrid.H(1, 1), TerrainDifficult}, {hexgrid.H(2, 1), TerrainNone},
		{hexgrid.H(9, 9), TerrainNone},
	} {
		if got := s.Terrain(c.h); got != c.want {
			t.Errorf("Terrain(%v) = %v, want %v", c.h, got, c.want)
		}
	}
	if got := s.Obstacles(); !slices.Equal(got, []hexgrid.Hex{hexgrid.H(1, 0)}) {
		t.Errorf("Obstacles = %v", got)
	}
	if got := s.TerrainHexes(TerrainHazardous); !slices.Equal(got, []hexgrid.Hex{hexgrid.H(3, 0)}) {
		t.Errorf("TerrainHexes(hazardous) = %v", got)
	}
	if got := s.TerrainHexes(TerrainNone); len(got) != 0 {
		t.Errorf("TerrainHexes(none) = %v", got)
	}
	wantDoors := []Door{{At: hexgrid.H(2, 1)}, {At: hexgrid.H(3, 1), Open: true}}
	if got := s.Doors(); !reflect.DeepEqual(got, wantDoors) {
		t.Errorf("Doors = %v, want %v", got, wantDoors)
	}
	if d, ok := s.Door(hexgrid.H(2, 1)); !ok || d.Open {
		t.Errorf("Door([2,1]) = %v, %v", d, ok)
	}
	if _, ok := s.Door(hexgrid.H(0, 0)); ok {
		t.Errorf("a door on a plain hex")
	}
	starts := s.Starts()
	if !slices.Equal(starts, []hexgrid.Hex{hexgrid.H(0, 1), hexgrid.H(0, 0)}) || !s.IsStart(hexgrid.H(0, 0)) || s.IsStart(hexgrid.H(1, 1)) {
		t.Errorf("Starts = %v", starts)
	}
	starts[0] = hexgrid.H(3, 2)
	obs := s.Obstacles()
	obs[0] = hexgrid.H(0, 2)
	if s.Starts()[0] != hexgrid.H(0, 1) || s.Terrain(hexgrid.H(0, 2)) != TerrainNone {
		t.Errorf("the reads are not copies")
	}
	if !TerrainTrap.Negative() || !TerrainHazardous.Negative() || TerrainDifficult.Negative() || TerrainObstacle.Negative() {
		t.Errorf("Negative is wrong")
	}
	if TerrainHazardous.String() != "hazardous" || TerrainKind(9).String() != "TerrainKind(9)" {
		t.Errorf("String: %v %v", TerrainHazardous, TerrainKind(9))
	}

	scnMust(t, doErr(s, OpenDoor{At: hexgrid.H(2, 1)}))
	if d, _ := s.Door(hexgrid.H(2, 1)); !d.Open || s.Map().IsClosed(hexgrid.H(2, 1)) {
		t.Errorf("after OpenDoor: %v, sealed %v", d, s.Map().IsClosed(hexgrid.H(2, 1)))
	}
	if s.MapFile().Doors[0].Open {
		t.Errorf("the map file changed with the door: it is the file as loaded")
	}
}

// Moves and placements refuse a hex off the map, an obstacle, a closed door
// or another figure's hex, with a *HexError naming the reason, and change
// nothing; every other kind of terrain may be entered.
func TestMovesRefuseBlockedHexes(t *testing.T) {
	tests := []struct {
		name   string
		to     hexgrid.Hex
		reason error
		want   string
	}{
		{"off the map", hexgrid.H(7, 7), ErrOffMap, "[7,7] is not on the map"},
		{"obstacle", hexgrid.H(1, 0), ErrObstacle, "[1,0] holds an obstacle"},
		{"closed door", hexgrid.H(2, 1), ErrClosedDoor, "[2,1] is a closed door"},
		{"another figure", hexgrid.H(3, 2), ErrOccupied, `[3,2] is taken by "cave-rat-1"`},
		{"trap", hexgrid.H(2, 0), nil, ""},
		{"hazardous", hexgrid.H(3, 0), nil, ""},
		{"difficult", hexgrid.H(1, 1), nil, ""},
		{"open door", hexgrid.H(3, 1), nil, ""},
		{"own hex", hexgrid.H(0, 0), nil, ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := terrainScenario(t)
			before := scnSnapshot(t, s)
			err := s.move("a", tc.to, true)
			if tc.reason == nil {
				scnMust(t, err)
				if f, _ := s.Figure("a"); f.At != tc.to {
					t.Fatalf("a is on %v, want %v", f.At, tc.to)
				}
				return
			}
			var he *HexError
			if !errors.Is(err, tc.reason) || !errors.As(err, &he) || he.Hex != tc.to || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("Move = %v, want %v (%q)", err, tc.reason, tc.want)
			}
			if !bytes.Equal(scnSnapshot(t, s), before) {
				t.Fatal("a refused move changed the scenario")
			}
			// A new figure is refused the same way.
			f := scnChar("b", tc.to.Q, tc.to.R, 5)
			if err := s.addCharacter(f); !errors.Is(err, tc.reason) {
				t.Fatalf("AddCharacter = %v, want %v", err, tc.reason)
			}
		})
	}
}

func TestMoneyRefusesBlockedHexes(t *testing.T) {
	tests := []struct {
		name   string
		at     hexgrid.Hex
		reason error
	}{
		{"off the map", hexgrid.H(7, 7), ErrOffMap},
		{"obstacle", hexgrid.H(1, 0), ErrObstacle},
		{"closed door", hexgrid.H(2, 1), ErrClosedDoor},
		{"under a figure", hexgrid.H(3, 2), nil},
		{"trap", hexgrid.H(2, 0), nil},
		{"open door", hexgrid.H(3, 1), nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := terrainScenario(t)
			scnMust(t, s.placeMoney(hexgrid.H(0, 2), 2))
			err := s.placeMoney(tc.at, 1)
			moveErr := s.moveMoney(hexgrid.H(0, 2), tc.at)
			if tc.reason == nil {
				scnMust(t, err)
				scnMust(t, moveErr)
				if s.Money(tc.at) != 3 {
					t.Fatalf("money on %v: %d, want 3", tc.at, s.Money(tc.at))
				}
				return
			}
			if !errors.Is(err, tc.reason) || !errors.Is(moveErr, tc.reason) {
				t.Fatalf("PlaceMoney = %v, MoveMoney = %v, want %v", err, moveErr, tc.reason)
			}
			if s.Money(hexgrid.H(0, 2)) != 2 || s.Money(tc.at) != 0 {
				t.Fatal("a refused money move changed the tokens")
			}
		})
	}
}

func TestSnapshotKeepsTerrain(t *testing.T) {
	s := terrainScenario(t)
	scnMust(t, doErr(s, OpenDoor{At: hexgrid.H(2, 1)}))
	data := scnSnapshot(t, s)
	if !strings.Contains(string(data), `"obstacles":[[1,0]],"traps":[[2,0]],"hazardous":[[3,0]],"difficult":[[1,1]],"doors":[{"at":[2,1],"open":true},{"at":[3,1],"open":true}],"starts":[[0,1],[0,0]]`) {
		t.Fatalf("terrain missing from the snapshot: %s", data)
	}
	back, err := UnmarshalScenario(data)
	scnMust(t, err)
	for _, read := range []func(*Scenario) any{
		func(s *Scenario) any { return s.Obstacles() },
		func(s *Scenario) any { return s.TerrainHexes(TerrainTrap) },
		func(s *Scenario) any { return s.TerrainHexes(TerrainHazardous) },
		func(s *Scenario) any { return s.TerrainHexes(TerrainDifficult) },
		func(s *Scenario) any { return s.Doors() },
		func(s *Scenario) any { return s.Starts() },
		func(s *Scenario) any { return s.Orientation() },
	} {
		if got, want := read(back), read(s); !reflect.DeepEqual(got, want) {
			t.Errorf("after a snapshot %v, want %v", got, want)
		}
	}
	if err := back.move("a", hexgrid.H(1, 0), true); !errors.Is(err, ErrObstacle) {
		t.Errorf("after a snapshot a move onto the obstacle: %v", err)
	}
}

// TestSnapshotV2Fixture reads a version 2 snapshot kept in testdata (the
// sample scenario with hazardous terrain added, a door opened, money, and
// a character moved): it loads with its terrain and writes the same
// document again, as the current version (no rooms, no ability decks: the version is all that changes).
func TestSnapshotV2Fixture(t *testing.T) {
	doc, err := os.ReadFile("testdata/snapshot-v2-terrain.json")
	scnMust(t, err)
	doc = bytes.TrimSpace(doc)
	s, err := UnmarshalScenario(doc)
	scnMust(t, err)
	want := bytes.Replace(doc, []byte(`{"version":2,`), []byte(`{"version":8,`), 1)
	if again := scnSnapshot(t, s); !bytes.Equal(again, want) {
		t.Fatalf("the v2 snapshot is written differently:\n%s\n%s", doc, again)
	}
	if got := s.TerrainHexes(TerrainHazardous); !slices.Equal(got, []hexgrid.Hex{hexgrid.H(0, 5)}) {
		t.Errorf("hazardous = %v", got)
	}
	if got := s.Doors(); !reflect.DeepEqual(got, []Door{{At: hexgrid.H(6, 4), Open: true}}) {
		t.Errorf("doors = %v", got)
	}
	if err := s.move("hero", hexgrid.H(5, 1), true); !errors.Is(err, ErrObstacle) {
		t.Errorf("move onto an obstacle: %v", err)
	}
}

// TestSnapshotV1ObstacleBug reads a version 1 snapshot recorded through the
// old defect (testdata/snapshot-v1-obstacle.json: the sample scenario with
// the character moved onto an obstacle, a money token put on the other
// obstacle, the door opened). It loads as it is, takes its terrain from
// its map file, writes version 3, and only new moves are refused.
func TestSnapshotV1ObstacleBug(t *testing.T) {
	old, err := os.ReadFile("testdata/snapshot-v1-obstacle.json")
	scnMust(t, err)
	s, err := UnmarshalScenario(bytes.TrimSpace(old))
	scnMust(t, err)
	if f, _ := s.Figure("hero"); !f.OnMap || f.At != hexgrid.H(5, 1) || s.Terrain(f.At) != TerrainObstacle {
		t.Fatalf("hero %+v on %v", f, s.Terrain(f.At))
	}
	if s.Money(hexgrid.H(10, 2)) != 1 {
		t.Errorf("the money token on the obstacle is lost")
	}
	file, err := scenariofile.Sample("sunken-archive")
	scnMust(t, err)
	if got := s.Obstacles(); !slices.Equal(got, file.Obstacles) {
		t.Errorf("obstacles %v, want the file's %v", got, file.Obstacles)
	}
	if got := s.Starts(); !slices.Equal(got, file.Starts) {
		t.Errorf("starts %v, want the file's %v", got, file.Starts)
	}
	if got := s.Doors(); !reflect.DeepEqual(got, []Door{{At: hexgrid.H(6, 4), Open: true}}) {
		t.Errorf("the door opened in the v1 snapshot: %v", got)
	}
	if got := s.TerrainHexes(TerrainTrap); !slices.Equal(got, file.Traps) {
		t.Errorf("traps %v", got)
	}
	data := scnSnapshot(t, s)
	if !bytes.HasPrefix(data, []byte(`{"version":8,`)) || !strings.Contains(string(data), `"doors":[{"at":[6,4],"open":true}]`) {
		t.Fatalf("written as: %s", data)
	}
	back, err := UnmarshalScenario(data)
	scnMust(t, err)
	if again := scnSnapshot(t, back); !bytes.Equal(again, data) {
		t.Fatal("the migrated snapshot does not read back identically")
	}
	// New moves onto an obstacle are refused; the hero may step off.
	if err := s.move("cave-rat-1", hexgrid.H(10, 2), true); !errors.Is(err, ErrObstacle) {
		t.Errorf("a new move onto an obstacle: %v", err)
	}
	scnMust(t, s.move("hero", hexgrid.H(4, 1), true))
	if err := s.move("hero", hexgrid.H(5, 1), true); !errors.Is(err, ErrObstacle) {
		t.Errorf("back onto the obstacle: %v", err)
	}
}

func TestSnapshotRefusesBadTerrain(t *testing.T) {
	s := terrainScenario(t)
	good := string(scnSnapshot(t, s))
	tests := []struct {
		name, from, to, want string
	}{
		{"obstacle off the map", `"obstacles":[[1,0]]`, `"obstacles":[[1,0],[9,0]]`, "obstacle [9,0] is not on the map"},
		{"two kinds on a hex", `"traps":[[2,0]]`, `"traps":[[2,0],[1,0]]`, "trap[1]: [1,0] already holds obstacle"},
		{"terrain on a door", `"difficult":[[1,1]]`, `"difficult":[[1,1],[3,1]]`, "[3,1] holds both a door and difficult"},
		{"door twice", `"doors":[{"at":[2,1],"open":false}`, `"doors":[{"at":[2,1],"open":false},{"at":[2,1],"open":false}`, "doors[1]: [2,1] given twice"},
		{"door off the map", `"doors":[{"at":[2,1],"open":false}`, `"doors":[{"at":[2,1],"open":false},{"at":[8,8],"open":true}`, "door [8,8] is not on the map"},
		{"start twice", `"starts":[[0,1],[0,0]]`, `"starts":[[0,1],[0,1]]`, "starts[1]"},
		{"version 1 key in version 2", `"doors":[`, `"closed":[],"doors":[`, "closed is version 1"},
		{"version 2 keys in version 1", `"version":8`, `"version":1`, "version 1 has no"},
		{"a newer version", `"version":8`, `"version":9`, "version 9"},
		{"figure in a closed door", `"at":[0,0]`, `"at":[2,1]`, "closed door"},
	}
	for _, tc := range tests {
		if !strings.Contains(good, tc.from) {
			t.Fatalf("%s: the snapshot has no %s: %s", tc.name, tc.from, good)
		}
		_, err := UnmarshalScenario([]byte(strings.Replace(good, tc.from, tc.to, 1)))
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: %v, want an error with %q", tc.name, err, tc.want)
		}
	}
}

// The table actions that put a figure or money on a hex are refused the same
// way, and change nothing.
func TestActionsRefuseBlockedHexes(t *testing.T) {
	obstacle, door := hexgrid.H(1, 0), hexgrid.H(2, 1)
	tests := []struct {
		name   string
		action Action
		reason error
	}{
		{"move onto an obstacle", Move{Figure: "a", To: obstacle}, ErrObstacle},
		{"move into a closed door", Move{Figure: "a", To: door}, ErrClosedDoor},
		{"move onto a figure", Move{Figure: "a", To: hexgrid.H(3, 2)}, ErrOccupied},
		{"standee on an obstacle", AddStandee{Type: "Cave Rat", At: obstacle}, ErrObstacle},
		{"money on an obstacle", PlaceMoney{At: obstacle, Count: 1}, ErrObstacle},
		{"money moved onto an obstacle", MoveMoney{From: hexgrid.H(0, 2), To: obstacle}, ErrObstacle},
		{"money in a closed door", PlaceMoney{At: door, Count: 1}, ErrClosedDoor},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := terrainScenario(t)
			scnMust(t, s.placeMoney(hexgrid.H(0, 2), 1))
			before := scnSnapshot(t, s)
			if _, err := s.Do(tc.action); !errors.Is(err, tc.reason) {
				t.Fatalf("Do(%s) = %v, want %v", tc.action.Kind(), err, tc.reason)
			}
			if !bytes.Equal(scnSnapshot(t, s), before) {
				t.Fatal("a refused action changed the scenario")
			}
		})
	}
}
