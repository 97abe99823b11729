package fhtts

import (
	"encoding/json"
	"fmt"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/pack"
	"github.com/haventable/haventable/engine/rules"
	"github.com/haventable/haventable/engine/scenariofile"
	"github.com/haventable/haventable/hexgrid"
)

// frosthaven is an invented Frosthaven pack as an X-haven or Secretariat
// import gives one: titles and monster names only.
func frosthaven() *pack.Pack {
	return &pack.Pack{Name: "Frosthaven", Rules: rules.Frosthaven,
		Monsters:  []pack.Monster{{Name: "Algox Archer"}, {Name: "Algox Guard"}, {Name: "Algox Priest"}, {Name: "City Guard"}},
		Scenarios: []pack.Scenario{{Title: "#1 A Town in Flames"}, {Title: "#2 Algox Scouting"}}}
}

// A monster named as others' entry of the scenario names a type of its
// own (X-haven's "City Guard Scenario 1") takes that type.
func TestImportTakesTheScenariosOwnType(t *testing.T) {
	fh := frosthaven()
	fh.Monsters = append(fh.Monsters, pack.Monster{Name: "City Guard Scenario 1"}, pack.Monster{Name: "City Guard (FH)"})
	fh.Scenarios[0].Monsters = []string{"Algox Archer", "Algox Guard", "Algox Priest", "City Guard Scenario 1"}
	p, _ := importFixture(t, fh)
	f := mapOf(t, p, "#1 A Town in Flames")
	types := map[string]bool{}
	for _, m := range f.Monsters {
		types[m.Type] = true
	}
	if !types["City Guard Scenario 1"] || types["City Guard"] || types["City Guard (FH)"] {
		t.Errorf("types %v", types)
	}
}

// confirmed is a group's pack with the fixture's three tiles drawn.
func confirmed() *pack.Pack {
	rhombus := func(w, h int) [][2]int {
		var out [][2]int
		for r := range h {
			for q := range w {
				out = append(out, [2]int{q, r})
			}
		}
		return out
	}
	// 92-B lies turned 180°: its own hexes are (0..-3, 0..-2) seen from
	// its origin, written here turned back
	b := [][2]int{}
	for r := -1; r <= 1; r++ {
		for q := -4; q <= -1; q++ {
			h := hexgrid.H(q, r).Rotate(hexgrid.Hex{}, 3)
			b = append(b, [2]int{h.Q, h.R})
		}
	}
	return &pack.Pack{Name: "Our tiles", Tiles: []pack.Tile{
		{Name: "91-A", Hexes: append(rhombus(4, 3), [2]int{4, 0})},
		{Name: "92-B", Hexes: b},
		{Name: "93-C", Hexes: rhombus(4, 2)}}}
}

func importFixture(t *testing.T, others ...*pack.Pack) (*pack.Pack, *pack.Report) {
	t.Helper()
	p, rep, err := Import("Frosthaven layouts", fixture(t), others)
	if err != nil {
		t.Fatal(err)
	}
	return p, rep
}

func mapOf(t *testing.T, p *pack.Pack, title string) *scenariofile.File {
	t.Helper()
	for _, s := range p.Scenarios {
		if s.Title == title {
			f, ok := s.File()
			if !ok {
				t.Fatalf("%s: no map", title)
			}
			return f
		}
	}
	t.Fatalf("no scenario %q", title)
	return nil
}

func TestImportTitlesTilesAndReport(t *testing.T) {
	p, rep := importFixture(t, frosthaven())
	var titles []string
	for _, s := range p.Scenarios {
		titles = append(titles, s.Title)
	}
	if !slices.Equal(titles, []string{"#1 A Town in Flames", "#2 Algox Scouting"}) {
		t.Fatalf("titles %v", titles)
	}
	var report []string
	for _, w := range rep.Warnings {
		report = append(report, w.String())
	}
	text := strings.Join(report, "\n")
	for _, want := range []string{
		`scenario "#102" skipped: the layouts place no tile`,
		`overlays without a type ("Log") left out`,
		`overlays without a type ("Large Snow Corridor") left out`,
		`scenario "#1 A Town in Flames": the layouts give no treasure numbers: the chests say to read the number on the scenario book's map`,
		`treasure chest at [8,3] left out: another chest holds the hex`,
		`1 monsters given for no party size placed as normal`,
	} {
		if !strings.Contains(text, want) {
			t.Errorf("report lacks %q:\n%s", want, text)
		}
	}
	// every tile outlined, 91-A from both scenarios: (0, 4) of scenario 2,
	// turned 60°, is its own (4, 0); the door at (4, 1) lies on its edge
	var names []string
	for _, tl := range p.Tiles {
		names = append(names, tl.Name)
		if !tl.Outline {
			t.Errorf("tile %s not marked as an outline", tl.Name)
		}
	}
	if !slices.Equal(names, []string{"91-A", "92-B", "93-C"}) {
		t.Fatalf("tiles %v", names)
	}
	if !slices.Contains(p.Tiles[0].Hexes, [2]int{4, 0}) || len(p.Tiles[0].Hexes) != 14 || !slices.Contains(p.Tiles[0].Hexes, [2]int{4, 1}) {
		t.Errorf("91-A outlined as %v", p.Tiles[0].Hexes)
	}
	f := mapOf(t, p, "#1 A Town in Flames")
	if !slices.Equal(f.Outlined, []string{"91-A", "92-B", "93-C"}) {
		t.Errorf("outlined %v", f.Outlined)
	}
	// the pack reads back as written, outlines kept
	data, err := p.Encode()
	if err != nil {
		t.Fatal(err)
	}
	q, err := pack.Parse(data)
	if err != nil {
		t.Fatal(err)
	}
	if !q.Tiles[0].Outline {
		t.Error("the outline mark is lost on the way through the pack file")
	}
}

func TestImportPlacesTheLayout(t *testing.T) {
	p, _ := importFixture(t, frosthaven(), confirmed())
	f := mapOf(t, p, "#1 A Town in Flames")
	if len(f.Outlined) != 0 {
		t.Errorf("confirmed tiles still outlined: %v", f.Outlined)
	}
	h := hexgrid.H
	if !slices.Equal(f.Starts, []hexgrid.Hex{h(0, 0), h(1, 0), h(0, 1), h(1, 1)}) {
		t.Errorf("starts %v", f.Starts)
	}
	if len(f.Doors) != 1 || f.Doors[0].At != h(4, 1) {
		t.Errorf("doors %v", f.Doors)
	}
	// terrain: the debris's type from the other debris; origin + (x, y)
	for _, c := range []struct {
		what string
		got  []hexgrid.Hex
		want []hexgrid.Hex
	}{
		{"obstacles", f.Obstacles, []hexgrid.Hex{h(8, 0), h(0, 2)}},
		{"traps", f.Traps, []hexgrid.Hex{h(6, 0)}},
		{"difficult", f.Difficult, []hexgrid.Hex{h(7, 0)}},
		{"hazardous", f.Hazardous, []hexgrid.Hex{h(8, 4)}},
	} {
		if !sameHexes(c.got, c.want) {
			t.Errorf("%s %v, want %v", c.what, c.got, c.want)
		}
	}
	if len(f.Money) != 2 || f.Money[0] != (scenariofile.Money{At: h(2, 2), Count: 1}) || f.Money[1].At != h(8, 1) {
		t.Errorf("loot %v", f.Money)
	}
	// treasure overlays: closed chests, the number from the overlay's
	// name, "?" where the layout gives none; the untyped one takes the
	// name's type from elsewhere
	wantChests := []scenariofile.Treasure{{At: h(8, 3), Label: "?"}, {At: h(6, 4), Label: "67"}, {At: h(4, 4), Label: "?"}}
	if !slices.Equal(f.Treasures, wantChests) {
		t.Errorf("treasures %v, want %v", f.Treasures, wantChests)
	}
	if len(f.Rooms) != 2 || f.Rooms[0].Name != "91-A" || !f.Rooms[0].Start || f.Rooms[1].Name != "5.3: 92-B + 93-C" {
		t.Fatalf("rooms %+v", f.Rooms)
	}
	got := describe(f, 3)
	wantRooms := []string{
		"91-A (start): Algox Archer 1 normal, Algox Guard 1 normal, Algox Priest 1 elite, City Guard 1 normal",
		"5.3: 92-B + 93-C: Algox Archer 1 elite 2 normal, Algox Guard 1 elite 2 normal, Algox Priest 1 normal, City Guard 3 normal",
	}
	if !slices.Equal(got, wantRooms) {
		t.Errorf("for 3 characters:\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(wantRooms, "\n"))
	}
	// solo plays as two: the 2-player letter
	if got := describe(f, 2)[0]; got != "91-A (start): Algox Guard 1 normal, Algox Priest 1 normal, City Guard 1 normal, Algox Archer 1 normal" &&
		got != "91-A (start): Algox Archer 1 normal, Algox Guard 1 normal, Algox Priest 1 normal, City Guard 1 normal" {
		t.Errorf("for 2 characters: %s", got)
	}
}

// TestImportedMapPlaysItsDoor starts the imported map for 3 characters:
// the start room holds the layout's standees on the layout's hexes, and
// opening the door reveals section 5.3 with its monsters.
func TestImportedMapPlaysItsDoor(t *testing.T) {
	for _, others := range [][]*pack.Pack{{frosthaven(), confirmed()}, {frosthaven()}} {
		p, _ := importFixture(t, others...)
		f := mapOf(t, p, "#1 A Town in Flames")
		s, err := engine.LoadScenarioFor(f, engine.Setup{Level: 1, Players: 3, Seed: 1}, tableFor(f))
		if err != nil {
			t.Fatal(err)
		}
		at := onMap(s)
		want := []string{"Algox Archer normal [3,1]", "Algox Guard normal [2,1]", "Algox Priest elite [3,2]", "City Guard normal [1,2]"}
		if !slices.Equal(at, want) {
			t.Errorf("outlined %v: at the start %v, want %v", len(f.Outlined) > 0, at, want)
		}
		if _, err := s.Do(engine.OpenDoor{At: hexgrid.H(4, 1)}); err != nil {
			t.Fatal(err)
		}
		count := map[string]int{}
		for _, l := range onMap(s) {
			count[l[:strings.Index(l, " [")]]++
		}
		wantAfter := map[string]int{"Algox Archer normal": 3, "Algox Archer elite": 1, "Algox Guard normal": 3, "Algox Guard elite": 1,
			"Algox Priest elite": 1, "Algox Priest normal": 1, "City Guard normal": 4}
		if fmt.Sprint(count) != fmt.Sprint(wantAfter) {
			t.Errorf("outlined %v: after the door %v, want %v", len(f.Outlined) > 0, count, wantAfter)
		}
	}
}

// onMap lists the monsters on the map: type, level, normal or elite, hex.
func onMap(s *engine.Scenario) []string {
	var out []string
	for _, f := range s.Figures() {
		if !f.OnMap || f.Kind != engine.KindMonster {
			continue
		}
		rank := "normal"
		if f.Elite {
			rank = "elite"
		}
		out = append(out, fmt.Sprintf("%s %s %v", f.MonsterType, rank, f.At))
	}
	sort.Strings(out)
	return out
}

func tableFor(f *scenariofile.File) engine.MonsterTable {
	table := engine.MonsterTable{}
	for _, m := range f.Monsters {
		mt := engine.MonsterType{Name: m.Type}
		for l := range mt.Normal {
			mt.Normal[l] = engine.MonsterStats{HP: 5}
			mt.Elite[l] = engine.MonsterStats{HP: 8}
		}
		table[m.Type] = mt
	}
	return table
}

// describe says each room's standees for n characters by type, elite
// first ("Algox Archer 1 elite 2 normal").
func describe(f *scenariofile.File, n int) []string {
	var out []string
	for i, r := range f.Rooms {
		types := map[string][2]int{}
		for _, m := range f.Monsters {
			if j, ok := f.RoomOf(m.At); ok && j == i {
				c := types[m.Type]
				switch m.For(n) {
				case scenariofile.Elite:
					c[0]++
				case scenariofile.Normal:
					c[1]++
				default:
					continue
				}
				types[m.Type] = c
			}
		}
		var parts []string
		for t, c := range types {
			var s []string
			if c[0] > 0 {
				s = append(s, fmt.Sprintf("%d elite", c[0]))
			}
			if c[1] > 0 {
				s = append(s, fmt.Sprintf("%d normal", c[1]))
			}
			parts = append(parts, t+" "+strings.Join(s, " "))
		}
		sort.Strings(parts)
		name := r.Name
		if r.Start {
			name += " (start)"
		}
		out = append(out, name+": "+strings.Join(parts, ", "))
	}
	return out
}

func sameHexes(a, b []hexgrid.Hex) bool {
	a, b = slices.Clone(a), slices.Clone(b)
	less := func(x, y hexgrid.Hex) int {
		if x.Less(y) {
			return -1
		}
		if y.Less(x) {
			return 1
		}
		return 0
	}
	slices.SortFunc(a, less)
	slices.SortFunc(b, less)
	return slices.Equal(a, b)
}

// A door whose section's outline does not reach it gets the free hexes
// beside it on the section's side, so that opening it reveals the section.
func TestImportBridgesADoorToItsOutlinedSection(t *testing.T) {
	data := `{"5": {"id": "5", "layout": [{"name": "A", "orientation": 0, "origin": {"x": 0, "y": 0}}, {"name": "B", "orientation": "0", "origin": {"x": 0, "y": 0}}],
	 "maps": [{"type": "scenario", "name": 1, "entries": [{"reference": {"tile": "A"}, "tokens": [{"name": "start", "positions": [{"x": 0, "y": 0}]}],
	   "overlays": [{"name": "Door", "positions": [{"x": 1, "y": 0, "trigger": {"type": "door", "what": {"type": "section", "name": "1.1"}}}]}]}]},
	  {"type": "section", "name": "1.1", "entries": [{"reference": {"tile": "B"}, "monsters": [{"name": "Hound", "positions": [{"x": 4, "y": 0, "levels": "nnn"}]}]}]}]}}`
	p, rep, err := Import("t", []byte(data), nil)
	if err != nil {
		t.Fatal(err)
	}
	f := mapOf(t, p, "#5")
	if len(f.Rooms) != 2 || !slices.Contains(f.Rooms[1].Hexes, hexgrid.H(2, 0)) || len(f.Rooms[1].Hexes) != 2 {
		t.Fatalf("rooms %+v", f.Rooms)
	}
	if !strings.Contains(rep.Warnings[0].String(), "the door at [1,0] did not lie next to section 1.1: 1 hexes beside it added") {
		t.Errorf("report %v", rep.Warnings)
	}
	s, err := engine.LoadScenarioFor(f, engine.Setup{Level: 1, Players: 2, Seed: 1}, tableFor(f))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.Do(engine.OpenDoor{At: hexgrid.H(1, 0)}); err != nil {
		t.Fatal(err)
	}
	if got := onMap(s); !slices.Equal(got, []string{"Hound normal [4,0]"}) {
		t.Errorf("after the door: %v", got)
	}
}

// On a map from outlines, a hex the map encloses between two tiles joins
// the room most of its neighbours are in; a map of confirmed tiles keeps
// its holes.
func TestImportFillsHolesBetweenOutlines(t *testing.T) {
	// tile A holds the ring around [0,0] but for [1,0] and [0,1], tile B
	// those two: [0,0] is enclosed only by both
	data := `{"6": {"id": "6", "layout": [{"name": "A", "orientation": 0, "origin": {"x": 0, "y": 0}}, {"name": "B", "orientation": 0, "origin": {"x": 0, "y": 0}}],
	 "maps": [{"type": "scenario", "name": 1, "entries": [{"reference": {"tile": "A"}, "tokens": [{"name": "start", "positions": [{"x": 1, "y": -1}, {"x": 0, "y": -1}, {"x": -1, "y": 0}, {"x": -1, "y": 1}]}]}]},
	  {"type": "section", "name": "1.1", "entries": [{"reference": {"tile": "B"}, "tokens": [{"name": "loot", "positions": [{"x": 1, "y": 0}, {"x": 0, "y": 1}]}]}]}]}}`
	p, _, err := Import("t", []byte(data), nil)
	if err != nil {
		t.Fatal(err)
	}
	f := mapOf(t, p, "#6")
	if !slices.Contains(f.Rooms[0].Hexes, hexgrid.H(0, 0)) {
		t.Errorf("the hole is not in the start room: %+v", f.Rooms)
	}
	tiles := &pack.Pack{Name: "ours", Tiles: []pack.Tile{{Name: "A", Hexes: [][2]int{{1, -1}, {0, -1}, {-1, 0}, {-1, 1}}}, {Name: "B", Hexes: [][2]int{{1, 0}, {0, 1}}}}}
	p, _, err = Import("t", []byte(data), []*pack.Pack{tiles})
	if err != nil {
		t.Fatal(err)
	}
	if f := mapOf(t, p, "#6"); slices.Contains(f.Hexes, hexgrid.H(0, 0)) {
		t.Errorf("a map of confirmed tiles gained %v", hexgrid.H(0, 0))
	}
}

// A section no door reveals (a pressure plate's) is named in the report.
func TestImportReportsASectionNextToNoDoor(t *testing.T) {
	data := `{"7": {"id": "7", "layout": [{"name": "A", "orientation": 0, "origin": {"x": 0, "y": 0}}, {"name": "B", "orientation": 0, "origin": {"x": 0, "y": 0}}],
	 "maps": [{"type": "scenario", "name": 1, "entries": [{"reference": {"tile": "A"}, "tokens": [{"name": "start", "positions": [{"x": 0, "y": 0}]}]}]},
	  {"type": "section", "name": "9.9", "entries": [{"reference": {"tile": "B"}, "monsters": [{"name": "Hound", "positions": [{"x": 5, "y": 0, "levels": "nnn"}]}]}]}]}}`
	_, rep, err := Import("t", []byte(data), nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(rep.Warnings) != 1 || !strings.Contains(rep.Warnings[0].String(), "9.9: B lies next to no door") {
		t.Errorf("report %v", rep.Warnings)
	}
}

// A monster the layouts name with "The" in front ("The Orphan") is the
// type the packs imported before name without it ("Orphan").
func TestImportDropsTheArticle(t *testing.T) {
	data := strings.ReplaceAll(string(fixture(t)), `"Algox Guard"`, `"The Algox Guard"`)
	p, _, err := Import("Frosthaven layouts", []byte(data), []*pack.Pack{frosthaven()})
	if err != nil {
		t.Fatal(err)
	}
	f := mapOf(t, p, "#1 A Town in Flames")
	types := map[string]bool{}
	for _, m := range f.Monsters {
		types[m.Type] = true
	}
	if !types["Algox Guard"] || types["The Algox Guard"] {
		t.Errorf("types %v", types)
	}
}

// A page may place a door on the edge of the tile of the section it
// reveals, in an entry of that tile holding the door alone (#44's on
// 16-D): the tile stays the section's, whose monsters stand in it, and
// the door lies next to it.
func TestImportDoorOnTheSectionsTile(t *testing.T) {
	var doc map[string]any
	if err := json.Unmarshal(fixture(t), &doc); err != nil {
		t.Fatal(err)
	}
	page := doc["1"].(map[string]any)["maps"].([]any)[0].(map[string]any)
	entry := page["entries"].([]any)[0].(map[string]any)
	var door map[string]any
	var rest []any
	for _, o := range entry["overlays"].([]any) {
		if o.(map[string]any)["name"] == "Snow Door" {
			door = o.(map[string]any)
		} else {
			rest = append(rest, o)
		}
	}
	entry["overlays"] = rest
	// the same hex, (4, 1), from 92-B's origin (9, 1)
	pos := door["positions"].([]any)[0].(map[string]any)
	pos["x"], pos["y"] = -5, 0
	page["entries"] = append(page["entries"].([]any), map[string]any{"reference": map[string]any{"tile": "92-B", "tileOrientation": "180"},
		"overlays": []any{door}})
	data, err := json.Marshal(doc)
	if err != nil {
		t.Fatal(err)
	}
	p, rep, err := Import("Frosthaven layouts", data, []*pack.Pack{frosthaven(), confirmed()})
	if err != nil {
		t.Fatal(err)
	}
	f := mapOf(t, p, "#1 A Town in Flames")
	room := -1
	for i, r := range f.Rooms {
		if slices.Contains(r.Hexes, hexgrid.H(6, 1)) {
			room = i
		}
	}
	if room < 0 || !strings.HasPrefix(f.Rooms[room].Name, "5.3") {
		t.Fatalf("92-B's hex (6, 1) in room %d of %+v", room, f.Rooms)
	}
	archers := 0
	for _, m := range f.Monsters {
		if m.Type == "Algox Archer" && slices.Contains(f.Rooms[room].Hexes, m.At) {
			archers++
		}
	}
	if archers != 3 {
		t.Errorf("%d archers in section 5.3", archers)
	}
	for _, w := range rep.Warnings {
		if s := w.String(); strings.Contains(s, "next to") || strings.Contains(s, "revealed apart") {
			t.Errorf("warned: %s", s)
		}
	}
	if len(f.Doors) != 1 || f.Doors[0].At != hexgrid.H(4, 1) {
		t.Errorf("doors %+v", f.Doors)
	}
}

// A wall overlay ("Snow Rock" typed Wall) takes its hex off the map, so
// that it blocks movement and line of sight; a monster on it is left out.
// Icy terrain is named in the report with its rule: the players resolve it.
func TestImportWallsAndIcyTerrain(t *testing.T) {
	data := `{"8": {"id": "8", "layout": [{"name": "A", "orientation": 0, "origin": {"x": 0, "y": 0}}],
	 "maps": [{"type": "scenario", "name": 1, "entries": [{"reference": {"tile": "A"}, "tokens": [{"name": "start", "positions": [{"x": 0, "y": 0}]}],
	   "monsters": [{"name": "Hound", "positions": [{"x": 2, "y": 0, "levels": "nnn"}, {"x": 1, "y": 0, "levels": "nnn"}]}],
	   "overlays": [{"name": "Snow Rock", "positions": [{"x": 1, "y": 0, "type": "Wall"}, {"x": 1, "y": -1, "type": "Wall"}]},
	    {"name": "Boulder", "positions": [{"x": 0, "y": -1, "type": "Obstacle"}]},
	    {"name": "Ice Corridor", "positions": [{"x": 0, "y": 1, "type": "Icy Terrain"}, {"x": 1, "y": 1, "type": "Icy Terrain"}]}]}]}]}}`
	p, rep, err := Import("t", []byte(data), nil)
	if err != nil {
		t.Fatal(err)
	}
	f := mapOf(t, p, "#8")
	for _, h := range []hexgrid.Hex{hexgrid.H(1, 0), hexgrid.H(1, -1)} {
		if slices.Contains(f.Hexes, h) {
			t.Errorf("the wall at %v is on the map", h)
		}
	}
	if !slices.Contains(f.Obstacles, hexgrid.H(0, -1)) || !slices.Contains(f.Hexes, hexgrid.H(0, 1)) {
		t.Errorf("obstacles %v hexes %v", f.Obstacles, f.Hexes)
	}
	if len(f.Monsters) != 1 || f.Monsters[0].At != hexgrid.H(2, 0) {
		t.Errorf("monsters %+v", f.Monsters)
	}
	all := fmt.Sprint(rep.Warnings)
	for _, want := range []string{"Hound at [1,0] left out: on a wall", "icy terrain on 2 hexes", "moves one more hex in the same direction"} {
		if !strings.Contains(all, want) {
			t.Errorf("report lacks %q: %s", want, all)
		}
	}
	if strings.Contains(all, "Wall") || strings.Contains(all, "Icy Terrain") {
		t.Errorf("walls or icy terrain left out as unknown: %s", all)
	}
	if _, err := engine.LoadScenarioFor(f, engine.Setup{Level: 1, Players: 2, Seed: 1}, tableFor(f)); err != nil {
		t.Fatal(err)
	}
}

// A section no door reveals but a pressure plate, an altar or a page's
// own trigger with a hex does is named in the report with that hex: the
// players reveal it there when the scenario's rules say.
func TestImportReadsRevealTriggers(t *testing.T) {
	data := `{"9": {"id": "9", "layout": [{"name": "A", "orientation": 0, "origin": {"x": 0, "y": 0}}, {"name": "B", "orientation": 0, "origin": {"x": 10, "y": 0}}, {"name": "C", "orientation": 0, "origin": {"x": 0, "y": 10}}],
	 "maps": [{"type": "scenario", "name": 1, "entries": [{"reference": {"tile": "A"}, "tokens": [{"name": "start", "positions": [{"x": 0, "y": 0}]}],
	   "overlays": [{"name": "Pressure Plate", "positions": [{"x": 2, "y": 0, "trigger": {"type": "pressure", "action": "reveal", "what": {"type": "section", "name": "9.1"}}}]}]}],
	   "triggers": [{"type": "manual", "by": {"token": "section", "at": {"reference": "A", "x": 1, "y": 1}}, "action": "reveal", "what": {"type": "section", "name": 9.2}},
	    {"type": "round", "when": {"round": 2}, "action": "reveal", "what": {"type": "section", "name": "9.3"}}]},
	  {"type": "section", "name": "9.1", "entries": [{"reference": {"tile": "B"}, "monsters": [{"name": "Hound", "positions": [{"x": 0, "y": 0, "levels": "nnn"}]}]}]},
	  {"type": "section", "name": "9.2", "entries": [{"reference": {"tile": "C"}, "monsters": [{"name": "Hound", "positions": [{"x": 0, "y": 0, "levels": "nnn"}]}]}]},
	  {"type": "section", "name": "9.3", "entries": [{"reference": {"tile": "C"}, "monsters": [{"name": "Hound", "positions": [{"x": 5, "y": 0, "levels": "nnn"}]}]}]}]}}`
	p, rep, err := Import("t", []byte(data), nil)
	if err != nil {
		t.Fatal(err)
	}
	f := mapOf(t, p, "#9")
	want := []scenariofile.Trigger{{At: hexgrid.H(2, 0), Room: "9.1: B"}, {At: hexgrid.H(1, 1), Room: "9.2: C"}}
	if !slices.Equal(f.Triggers, want) {
		t.Errorf("triggers %+v", f.Triggers)
	}
	// the file as saved keeps them, and the table fires them
	data2, err := f.Encode()
	if err != nil {
		t.Fatal(err)
	}
	if f, err = scenariofile.Parse(data2); err != nil || !slices.Equal(f.Triggers, want) {
		t.Fatalf("read back: %v %+v", err, f)
	}
	s, err := engine.LoadScenarioFor(f, engine.Setup{Level: 1, Players: 2, Seed: 1}, tableFor(f))
	if err != nil {
		t.Fatal(err)
	}
	if at, ok := s.RoomDoor(1); !ok || at != hexgrid.H(2, 0) {
		t.Errorf("section 9.1 revealed from %v %v", at, ok)
	}
	r, err := s.Do(engine.OpenDoor{At: hexgrid.H(2, 0)})
	if err != nil {
		t.Fatal(err)
	}
	if got := onMap(s); !slices.Equal(r.Revealed, []string{"9.1: B"}) || !slices.Equal(got, []string{"Hound normal [10,0]"}) {
		t.Errorf("the pressure plate revealed %v: %v", r.Revealed, got)
	}
	if _, err := s.Do(engine.OpenDoor{At: hexgrid.H(2, 0)}); err == nil {
		t.Error("the pressure plate fired twice")
	}
	all := fmt.Sprint(rep.Warnings)
	for _, want := range []string{"9.1: B lies next to no door: Pressure Plate at [2,0] reveals it",
		"9.2: C lies next to no door: the rules of the scenario at [1,1] reveals it",
		"9.3: C lies next to no door: the layouts reveal it otherwise, and on this map it stays hidden"} {
		if !strings.Contains(all, want) {
			t.Errorf("report lacks %q: %s", want, all)
		}
	}
}
