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

func TestLoadSampleScenarios(t *testing.T) {
	names := scenariofile.Samples()
	if len(names) == 0 {
		t.Fatal("no sample maps")
	}
	for _, name := range names {
		file, err := scenariofile.Sample(name)
		if err != nil {
			t.Fatal(err)
		}
		for _, level := range []int{0, 3, 7} {
			players := 4 - level%3
			s, err := LoadScenarioFor(file, Setup{Level: level, Players: players, Seed: 7}, SampleMonsters)
			if err != nil {
				t.Fatalf("%s level %d: %v", name, level, err)
			}
			if s.Name() != file.Title || s.Level() != level {
				t.Fatalf("%s: name %q level %d", name, s.Name(), s.Level())
			}
			present := 0
			for _, mon := range file.Monsters {
				p := mon.For(players)
				if p == scenariofile.Absent {
					continue
				}
				present++
				id := MonsterID(mon.Type, mon.Standee)
				f, ok := s.Figure(id)
				if i, hidden := file.RoomOf(mon.At); hidden && !file.Rooms[i].Start {
					f, ok = figureIn(s.Hidden(), id)
				}
				elite := p == scenariofile.Elite
				st, _ := SampleMonsters.Stats(mon.Type, level, elite)
				if !ok || f.At != mon.At || f.Elite != elite || f.HP != st.HP || f.Shield != st.Shield || f.Side != SideMonsters {
					t.Fatalf("%s: monster %+v placed as %+v", name, mon, f)
				}
			}
			if len(s.Figures())+len(s.Hidden()) != present {
				t.Fatalf("%s: %d figures and %d waiting for %d monsters", name, len(s.Figures()), len(s.Hidden()), present)
			}
			// Characters go on the starting hexes; the snapshot reads back.
			for i, h := range file.Starts {
				scnMust(t, s.addCharacter(scnChar(string(rune('a'+i)), h.Q, h.R, 10)))
			}
			data := scnSnapshot(t, s)
			back, err := UnmarshalScenario(data)
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(scnSnapshot(t, back), data) {
				t.Fatalf("%s: snapshot round trip differs", name)
			}
		}
	}
}

func TestLoadScenarioErrors(t *testing.T) {
	file := &scenariofile.File{
		Title: "tiny",
		Hexes: []hexgrid.Hex{hexgrid.H(0, 0), hexgrid.H(1, 0)},
		Monsters: []scenariofile.Monster{
			{Type: "Cave Rat", Standee: 1, At: hexgrid.H(0, 0)},
			{Type: "Dragon", Standee: 1, At: hexgrid.H(1, 0)},
		},
	}
	_, err := LoadScenario(file, 1, 1, SampleMonsters)
	if err == nil || !strings.Contains(err.Error(), "monsters[1]") || !strings.Contains(err.Error(), "Dragon") {
		t.Fatalf("unknown type: %v", err)
	}
	file.Monsters[1] = scenariofile.Monster{Type: "Cave Rat", Standee: 2, At: hexgrid.H(0, 0)}
	if _, err := LoadScenario(file, 1, 1, SampleMonsters); err == nil || !strings.Contains(err.Error(), "taken by") {
		t.Fatalf("two monsters on a hex: %v", err)
	}
	if _, err := LoadScenario(file, 8, 1, SampleMonsters); err == nil {
		t.Fatal("level 8: no error")
	}
	if MonsterID("Stone  Warden", 3) != "stone-warden-3" {
		t.Fatal(MonsterID("Stone  Warden", 3))
	}
}

func TestScenarioKeepsItsMapFile(t *testing.T) {
	file, err := scenariofile.Sample(scenariofile.DefaultSample)
	if err != nil {
		t.Fatal(err)
	}
	s, err := LoadScenario(file, 1, 3, SampleMonsters)
	if err != nil {
		t.Fatal(err)
	}
	got := s.MapFile()
	if got == nil || !reflect.DeepEqual(got, file) {
		t.Fatal("the scenario does not give back its map file")
	}
	got.Title = "changed"
	if s.MapFile().Title != file.Title {
		t.Fatal("MapFile is not a copy")
	}
	data, err := s.MarshalJSON()
	if err != nil {
		t.Fatal(err)
	}
	back, err := UnmarshalScenario(data)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(back.MapFile(), file) {
		t.Fatal("the map file is lost in the snapshot")
	}
	again, _ := back.MarshalJSON()
	if string(again) != string(data) {
		t.Fatal("the snapshot with a map file does not read back identically")
	}
	if _, err := UnmarshalScenario([]byte(strings.Replace(string(data), `"map_file":{`, `"map_file":{"bogus":1,`, 1))); err == nil || !strings.Contains(err.Error(), "map_file") {
		t.Fatalf("a bad map file in a snapshot: err = %v", err)
	}
}

func TestLoadPreviewLeavesOutUnknownMonsters(t *testing.T) {
	file := &scenariofile.File{
		Title: "tiny",
		Hexes: []hexgrid.Hex{hexgrid.H(0, 0), hexgrid.H(1, 0), hexgrid.H(2, 0)},
		Monsters: []scenariofile.Monster{
			{Type: "Cave Rat", Standee: 1, At: hexgrid.H(0, 0)},
			{Type: "Dragon", Standee: 1, At: hexgrid.H(1, 0)},
			{Type: "Dragon", Standee: 2, At: hexgrid.H(2, 0)},
		},
	}
	s, err := LoadPreview(file, SampleMonsters)
	var unknown *UnknownMonstersError
	if !errors.As(err, &unknown) || !reflect.DeepEqual(unknown.Types, []string{"Dragon"}) {
		t.Fatalf("error %v, want the unknown Dragon", err)
	}
	if s == nil || len(s.Figures()) != 1 || s.Level() != 0 || s.Name() != "tiny" {
		t.Fatalf("preview %+v", s)
	}
	if _, ok := s.Figure("cave-rat-1"); !ok {
		t.Fatal("the known monster is missing")
	}
	if len(file.Monsters) != 3 {
		t.Fatal("the caller's file was changed")
	}
	file.Monsters = file.Monsters[:1]
	if s, err := LoadPreview(file, SampleMonsters); err != nil || len(s.Figures()) != 1 {
		t.Fatalf("known monsters only: %v", err)
	}
	file.Hexes = nil
	if s, err := LoadPreview(file, SampleMonsters); err == nil || s != nil {
		t.Fatalf("no hexes: %v, %v", s, err)
	}
}

func figureIn(fs []Figure, id string) (Figure, bool) {
	for _, f := range fs {
		if f.ID == id {
			return f, true
		}
	}
	return Figure{}, false
}

// BenchmarkLoad1000Monsters loads a scenario file at its limit of monsters
// (1,000 on 10,000 hexes): loading is linear in the monsters.
func BenchmarkLoad1000Monsters(b *testing.B) {
	file := &scenariofile.File{Title: "Crowd"}
	for q := range 100 {
		for r := range 100 {
			file.Hexes = append(file.Hexes, hexgrid.H(q, r))
		}
	}
	for i := range scenariofile.MaxMonsters {
		file.Monsters = append(file.Monsters, scenariofile.Monster{Type: "Cave Rat", Standee: i + 1, At: file.Hexes[i*10]})
	}
	for b.Loop() {
		if _, err := LoadScenario(file, 1, 1, SampleMonsters); err != nil {
			b.Fatal(err)
		}
	}
}

// A standee added during the scenario gets the stats of the table the
// scenario was loaded with (a data pack's), also after a snapshot.
func TestStandeesTakeTheScenariosTable(t *testing.T) {
	file := &scenariofile.File{
		Title:    "Pack",
		Hexes:    []hexgrid.Hex{hexgrid.H(0, 0), hexgrid.H(1, 0), hexgrid.H(2, 0)},
		Monsters: []scenariofile.Monster{{Type: "Cave Rat", Standee: 1, At: hexgrid.H(0, 0)}},
	}
	table := MonsterTable{"Cave Rat": SampleMonsters["Cave Rat"]}
	mt := table["Cave Rat"]
	mt.Normal[2], mt.Elite[2] = MonsterStats{HP: 11, Shield: 2}, MonsterStats{HP: 17, Shield: 3}
	table["Cave Rat"] = mt
	s, err := LoadScenario(file, 2, 1, table)
	if err != nil {
		t.Fatal(err)
	}
	back, err := UnmarshalScenario(scnSnapshot(t, s))
	if err != nil {
		t.Fatal(err)
	}
	for _, sc := range []*Scenario{s, back} {
		r, err := sc.Do(AddStandee{Type: "Cave Rat", Elite: true, At: hexgrid.H(1, 0)})
		if err != nil {
			t.Fatal(err)
		}
		if f, _ := sc.Figure(r.Added); f.HP != 17 || f.Shield != 3 {
			t.Errorf("new elite standee: %d hit points, shield %d; want the table's 17 and 3", f.HP, f.Shield)
		}
	}
}
