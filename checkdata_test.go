package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/haventable/haventable/engine/pack"
)

// --check-data reads the built-in pack and a peer's file as an import
// would, prints what they hold, writes nothing, and exits 1 with the place
// at fault for a bad file.
func TestCheckData(t *testing.T) {
	dir := t.TempDir()
	builtin := filepath.Join(dir, "builtin.json")
	if err := os.WriteFile(builtin, pack.BuiltinJSON(), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errs := runApp(t, "--lang", "en", "--check-data", builtin)
	if code != 0 || !strings.Contains(out, "read as the data pack") || errs != "" {
		t.Errorf("built-in pack: exit %d, out %q, err %q", code, out, errs)
	}
	c := pack.Builtin().Count()
	if want := strings.Split(out, "\n")[1]; !strings.HasPrefix(want, "Classes: "+itoa(c.Classes)+"; monster types: "+itoa(c.Monsters)+";") {
		t.Errorf("counts line %q, want %+v", want, c)
	}
	code, out, _ = runApp(t, "--lang", "en", "--check-data", filepath.Join("engine", "pack", "xha", "testdata", "invented-edition.json"))
	if code != 0 || !strings.Contains(out, "x-haven file") {
		t.Errorf("X-haven file: exit %d, out %q", code, out)
	}
	bad := filepath.Join(dir, "bad.json")
	if err := os.WriteFile(bad, []byte(`{"format":"haventable-pack","version":1,"name":"Bad","monsters":[{"name":"Rat","levels":[{"level":9}]}]}`), 0o644); err != nil {
		t.Fatal(err)
	}
	code, _, errs = runApp(t, "--lang", "en", "--check-data", bad)
	if code != 1 || !strings.Contains(errs, "bad.json cannot be read") || !strings.Contains(errs, "monsters[0]") {
		t.Errorf("bad pack: exit %d, err %q", code, errs)
	}
	code, _, errs = runApp(t, "--lang", "en", "--check-data", filepath.Join(dir, "missing.json"))
	if code != 1 || !strings.Contains(errs, "missing.json cannot be read") {
		t.Errorf("missing file: exit %d, err %q", code, errs)
	}
	// A folder is read only as a Virtual Gloomhaven Board checkout.
	code, _, errs = runApp(t, "--lang", "en", "--check-data", dir)
	if code != 1 || !strings.Contains(errs, "no Virtual Gloomhaven Board scenario files") {
		t.Errorf("folder: exit %d, err %q", code, errs)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 2 {
		t.Errorf("--check-data wrote files: %v", entries)
	}
}

// --check-data FILE --json prints the pack as the table plays it: stat
// cards for 1 to 4 characters at every level, each card worked out for a
// normal and an elite monster, each deck's actions with their lines, the
// import's warnings.
func TestCheckDataJSON(t *testing.T) {
	code, out, errs := runApp(t, "--lang", "en", "--json", "--check-data", filepath.Join("engine", "pack", "xha", "testdata", "invented-edition.json"))
	if code != 0 || errs != "" {
		t.Fatalf("exit %d, err %q", code, errs)
	}
	var p pack.Played
	dec := json.NewDecoder(strings.NewReader(out))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&p); err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	if p.Format != pack.PlayedFormat || p.Version != 1 || p.Source != "x-haven" || p.Warnings == nil {
		t.Errorf("header %q %d %q %v", p.Format, p.Version, p.Source, p.Warnings)
	}
	var moss *pack.PlayedMonster
	for i := range p.Monsters {
		if p.Monsters[i].Name == "Mossling" {
			moss = &p.Monsters[i]
		}
	}
	if moss == nil || len(moss.Levels) != pack.ScenarioLevels {
		t.Fatalf("Mossling %+v", moss)
	}
	l0 := moss.Levels[0]
	if len(l0.Normal) != 4 || len(l0.Elite) != 4 || l0.Elite[1].Characters != 2 || l0.Elite[1].HitPoints != 5 ||
		l0.Elite[1].Range != 2 || l0.Elite[1].Pierce != 1 || l0.Elite[1].Target != 2 {
		t.Errorf("Mossling level 0: %+v", l0)
	}
	if len(l0.Cards) == 0 || l0.Cards[0].Number != 1 || l0.Cards[0].Normal != "Move 3 | Attack 0" || l0.Cards[0].Elite != "Move 4 | Attack 1, Target 2, Pierce 1, Poison" {
		t.Errorf("Mossling level 0 card 1: %+v", l0.Cards)
	}
	found := false
	for _, d := range p.Decks {
		for _, c := range d.Cards {
			for _, a := range c.Actions {
				if d.Name == "Mossling" && c.Number == 1 && a.Type == "move" && a.Line == "move +1" && a.Structured {
					found = true
				}
			}
		}
	}
	if !found {
		t.Errorf("the Mossling deck's card 1 has no structured action \"move +1\": %+v", p.Decks)
	}
}

func itoa(n int) string { return strconv.Itoa(n) }

// --with names an edition imported before: a monster type whose deck is in
// it is kept, as File › Data packs keeps it.
func TestCheckDataWith(t *testing.T) {
	dir := t.TempDir()
	var levels []string
	for l := range 8 {
		levels = append(levels, `{"level": `+itoa(l)+`, "normal": {"health": 3, "move": 2, "attack": 1}, "elite": {"health": 5, "move": 2, "attack": 2}}`)
	}
	second := filepath.Join(dir, "second.json")
	if err := os.WriteFile(second, []byte(`{"edition": "Second", "monsterAbilities": [], "monsters": {"Moss Spirit": {"deck": "Mossling", "count": 4, "levels": [`+
		strings.Join(levels, ",")+`]}}}`), 0o644); err != nil {
		t.Fatal(err)
	}
	first := filepath.Join("engine", "pack", "xha", "testdata", "invented-edition.json")
	if code, out, _ := runApp(t, "--lang", "en", "--check-data", second); code != 0 || !strings.Contains(out, "monster types: 0") {
		t.Errorf("alone: exit %d, out %q", code, out)
	}
	if code, out, errs := runApp(t, "--lang", "en", "--check-data", second, "--with", first); code != 0 || !strings.Contains(out, "monster types: 1") {
		t.Errorf("with the first edition: exit %d, out %q, err %q", code, out, errs)
	}
	if code, _, errs := runApp(t, "--lang", "en", "--check-data", second, "--with", filepath.Join(dir, "missing.json")); code != 1 || !strings.Contains(errs, "missing.json") {
		t.Errorf("with a missing file: exit %d, err %q", code, errs)
	}
}

// --check-data reads a Virtual Gloomhaven Board folder: its scenarios with
// maps and the tiles they use; --json lists each map's rooms with their
// hexes and standees for 2, 3 and 4 characters.
func TestCheckDataVGB(t *testing.T) {
	folder := filepath.Join("engine", "pack", "vgb", "testdata", "folder")
	code, out, errs := runApp(t, "--lang", "en", "--check-data", folder)
	if code != 0 || !strings.Contains(out, "vgb file") || !strings.Contains(out, "Scenario maps: 2; map tiles: 4") ||
		!strings.Contains(out, "map tile q9z found in no pack") {
		t.Fatalf("exit %d, out %q, err %q", code, out, errs)
	}
	code, out, _ = runApp(t, "--lang", "en", "--check-data", folder, "--json")
	var played pack.Played
	if err := json.Unmarshal([]byte(out), &played); code != 0 || err != nil {
		t.Fatalf("exit %d: %v", code, err)
	}
	if len(played.Scenarios) != 2 || played.Scenarios[0].Map == nil || len(played.Tiles) != 4 {
		t.Fatalf("%+v", played.Scenarios)
	}
	rooms := played.Scenarios[0].Map.Rooms
	if len(rooms) != 2 || !rooms[0].Start || len(rooms[0].Standees["3"]) != 1 || len(rooms[0].Standees["4"]) != 2 ||
		len(rooms[1].Hexes) != 7 || len(played.Scenarios[0].Map.Doors) != 1 {
		t.Errorf("rooms %+v", rooms)
	}
}

// --check-data says, for a file with scenarios, how many there are, how
// many carry a map and how many can be played without one: a scenario
// whose monster types a pack given with --with has counts once that pack
// is given; one of no monsters plays.
func TestCheckDataScenariosLine(t *testing.T) {
	dir := t.TempDir()
	builtin := filepath.Join(dir, "builtin.json")
	edition := filepath.Join(dir, "edition.json")
	if err := os.WriteFile(builtin, pack.BuiltinJSON(), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(edition, []byte(`{"edition": "Rooms", "monsterAbilities": [], "monsters": {}, "scenarios": {
		"#1 Rat Cellar": {"monsters": ["Cave Rat"]}, "#2 Nobody Home": {"monsters": ["Nobody"]}, "#3 Bare": {}}}`), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errs := runApp(t, "--lang", "en", "--check-data", edition)
	if code != 0 || !strings.Contains(out, "scenarios: 3 (0 with a map, 1 playable without a map)") {
		t.Errorf("alone: exit %d, out %q, err %q", code, out, errs)
	}
	code, out, errs = runApp(t, "--lang", "en", "--check-data", edition, "--with", builtin)
	if code != 0 || !strings.Contains(out, "scenarios: 3 (0 with a map, 2 playable without a map)") {
		t.Errorf("with the built-in pack: exit %d, out %q, err %q", code, out, errs)
	}
	code, out, _ = runApp(t, "--lang", "en", "--check-data", filepath.Join("engine", "pack", "vgb", "testdata", "folder"))
	if code != 0 || !strings.Contains(out, "scenarios: 2 (2 with a map, ") {
		t.Errorf("VGB folder: exit %d, out %q", code, out)
	}
}
