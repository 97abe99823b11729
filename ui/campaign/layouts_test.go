package campaign

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/pack"
	"github.com/haventable/haventable/engine/pack/packfile"
	"github.com/haventable/haventable/engine/rules"
	"github.com/haventable/haventable/hexgrid"
	"github.com/haventable/haventable/persistence"
)

// algox are invented Frosthaven stand-ins: the built-in pack's types under
// the names the layouts give.
var algox = map[string]string{"Cave Rat": "Algox Archer", "Ash Acolyte": "Algox Guard", "Bog Lurker": "Algox Priest", "Stone Warden": "City Guard"}

// layoutPacks stores, as File › Data packs would: an invented Frosthaven
// edition (#1 A Town in Flames with the City Guard allied), a group's
// pack with the fixture's three tiles confirmed (when confirmed), and the
// invented layouts file imported after them through packfile.
//
// With xha the edition is an invented X-haven Assistant edition file read
// through packfile, whose ally is a type of the scenario's own ("City
// Guard Scenario 1", as X-haven's Frosthaven file names #1's).
func layoutPacks(t *testing.T, confirmed, xha bool) *persistence.Store {
	t.Helper()
	test.NewTempApp(t)
	store, err := persistence.Open(filepath.Join(t.TempDir(), "campaigns.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { store.Close() })
	edition := &pack.Pack{Format: pack.Format, Version: pack.Version, Name: "Frosthaven", Rules: rules.Frosthaven,
		Monsters: renamedMonsters(t, algox), Decks: renamedDecks(t, algox),
		Scenarios: []pack.Scenario{
			{Title: "#1 A Town in Flames", Monsters: []string{"Algox Archer", "Algox Guard", "Algox Priest"}, Allies: []string{"City Guard"}},
			{Title: "#2 Algox Scouting", Monsters: []string{"Algox Guard"}}}}
	if xha {
		edition = xhaFrosthaven(t)
	}
	packs := []*pack.Pack{edition}
	if confirmed {
		// 92-B lies turned 180°: its own hexes turned back
		var b [][2]int
		for r := -1; r <= 1; r++ {
			for q := -4; q <= -1; q++ {
				h := hexgrid.H(q, r).Rotate(hexgrid.Hex{}, 3)
				b = append(b, [2]int{h.Q, h.R})
			}
		}
		packs = append(packs, &pack.Pack{Format: pack.Format, Version: pack.Version, Name: "Our tiles", Tiles: []pack.Tile{
			{Name: "91-A", Hexes: [][2]int{{0, 0}, {1, 0}, {2, 0}, {3, 0}, {4, 0}, {0, 1}, {1, 1}, {2, 1}, {3, 1}, {0, 2}, {1, 2}, {2, 2}, {3, 2}}},
			{Name: "92-B", Hexes: b},
			{Name: "93-C", Hexes: [][2]int{{0, 0}, {1, 0}, {2, 0}, {3, 0}, {0, 1}, {1, 1}, {2, 1}, {3, 1}}}}})
	}
	for _, pk := range packs {
		if _, err := store.AddPack(context.Background(), pk, "haventable"); err != nil {
			t.Fatal(err)
		}
	}
	data, err := os.ReadFile(filepath.Join("..", "..", "engine", "pack", "fhtts", "testdata", "layouts.json"))
	if err != nil {
		t.Fatal(err)
	}
	layouts, _, src, err := packfile.ReadWith("processedScenarios3.json", data, packs)
	if err != nil || src != packfile.FHTTS {
		t.Fatalf("%s: %v", src, err)
	}
	if _, err := store.AddPack(context.Background(), layouts, string(src)); err != nil {
		t.Fatal(err)
	}
	return store
}

// xhaFrosthaven reads an invented X-haven Assistant edition file: the xha
// importer's invented edition with its Mossling under the names #1 of
// Frosthaven gives its monsters, and #1 with its ally.
func xhaFrosthaven(t *testing.T) *pack.Pack {
	t.Helper()
	return xhaEdition(t, func(ed map[string]any) {
		moss := ed["monsters"].(map[string]any)["Mossling"]
		monsters := map[string]any{}
		for _, n := range []string{"Algox Archer", "Algox Guard", "Algox Priest", "City Guard Scenario 1"} {
			monsters[n] = moss
		}
		ed["monsters"] = monsters
		ed["scenarios"] = map[string]any{
			"#1 A Town in Flames": map[string]any{"monsters": []string{"Algox Archer", "Algox Guard", "Algox Priest", "City Guard Scenario 1"},
				"special": []any{map[string]any{"type": "Allies", "list": []string{"City Guard Scenario 1"}}}},
			"#2 Algox Scouting": map[string]any{"monsters": []string{"Algox Guard"}}}
	})
}

// xhaEdition reads the xha importer's invented X-haven Assistant edition
// file as change leaves it, through packfile.
func xhaEdition(t *testing.T, change func(ed map[string]any)) *pack.Pack {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("..", "..", "engine", "pack", "xha", "testdata", "invented-edition.json"))
	if err != nil {
		t.Fatal(err)
	}
	var ed map[string]any
	if err := json.Unmarshal(data, &ed); err != nil {
		t.Fatal(err)
	}
	change(ed)
	out, err := json.Marshal(ed)
	if err != nil {
		t.Fatal(err)
	}
	p, _, src, err := packfile.ReadWith("Frosthaven.json", out, nil)
	if err != nil || src != packfile.XHaven {
		t.Fatalf("%s: %v", src, err)
	}
	return p
}

// standees lists the monsters on the map as "type normal|elite [q,r]".
func standees(scn *engine.Scenario) []string {
	var out []string
	for _, f := range scn.Figures() {
		if f.Kind != engine.KindMonster || !f.OnMap {
			continue
		}
		rank := "normal"
		if f.Elite {
			rank = "elite"
		}
		out = append(out, f.MonsterType+" "+rank+" "+f.At.String())
	}
	slices.Sort(out)
	return out
}

// Frosthaven #1 for 3 characters, from an edition's file plus the
// layouts file with its three tiles confirmed, starts from the campaign
// screen in at most 6 steps: the start room holds the standees the layout
// gives for 3 characters on the layout's hexes, the City Guard on the
// party's side, and the snow door reveals section 5.3 with its monsters.
// With the tiles not confirmed it starts on their outlines, and the map
// says which tiles are outlined.
func TestFrosthavenLayoutStartsInFewSteps(t *testing.T) {
	for _, c := range []struct{ confirmed, xha bool }{{true, false}, {false, false}, {true, true}} {
		confirmed := c.confirmed
		guard := "City Guard"
		if c.xha {
			guard = "City Guard Scenario 1"
		}
		f := newFixtureOn(t, layoutPacks(t, confirmed, c.xha))
		f.create("Frosthaven")
		for _, n := range []string{"Ana", "Bo", "Cy"} {
			f.addCharacter("Brute", n, 1, "")
		}
		pp := f.s.play
		pp.refresh()
		steps := 0
		test.Tap(pp.find)
		steps++
		test.Type(pp.find, "1")
		steps++
		c, ok := pp.chosen()
		if !ok || c.file == nil || c.title != "#1 A Town in Flames" {
			t.Fatalf("typing 1 chose %q (map %v); options %q", c.label, c.file != nil, pp.maps.Options)
		}
		test.Tap(pp.start)
		steps++
		scn := f.env.Table.Scenario()
		if scn == nil {
			t.Fatalf("not started: %q", f.dialogText())
		}
		if steps > 6 {
			t.Errorf("%d steps from the campaign screen, want 6 at most", steps)
		}
		want := []string{"Algox Archer normal [3,1]", "Algox Guard normal [2,1]", "Algox Priest elite [3,2]", guard + " normal [1,2]"}
		if got := standees(scn); !slices.Equal(got, want) {
			t.Errorf("%+v: start room %v, want %v", c, got, want)
		}
		for _, fig := range scn.Figures() {
			if fig.MonsterType == guard && fig.Side != engine.SideParty {
				t.Errorf("the City Guard fights on %q", fig.Side)
			}
		}
		if outlined := scn.MapFile().Outlined; confirmed != (len(outlined) == 0) {
			t.Errorf("confirmed %v: outlined tiles %v", confirmed, outlined)
		}
		if _, err := f.env.Table.Session().Do(context.Background(), engine.OpenDoor{At: hexgrid.H(4, 1)}); err != nil {
			t.Fatal(err)
		}
		count := map[string]int{}
		for _, s := range standees(f.env.Table.Scenario()) {
			count[s[:strings.LastIndex(s, " [")]]++
		}
		// section 5.3 for 3: Archer 1 elite + 2 normal, Guard 1 elite + 2
		// normal, Priest 1 normal, City Guard 3 normal (with the start
		// room's)
		wantAfter := map[string]int{"Algox Archer elite": 1, "Algox Archer normal": 3, "Algox Guard elite": 1, "Algox Guard normal": 3,
			"Algox Priest elite": 1, "Algox Priest normal": 1, guard + " normal": 4}
		for k, n := range wantAfter {
			if count[k] != n {
				t.Errorf("%+v: after the door %v, want %v", c, count, wantAfter)
				break
			}
		}
	}
}
