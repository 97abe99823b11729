package campaign

import (
	"context"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/pack"
	"github.com/haventable/haventable/engine/rules"
	"github.com/haventable/haventable/hexgrid"
	"github.com/haventable/haventable/persistence"
)

// gloamPass is an invented layout: a start room between two rooms, each
// behind a closed door, with standees that depend on the party's size.
// For 3 characters: 2 in the start room, 2 in the west room, 2 in the east.
const gloamPass = `{
  "title": "#1 Gloam Pass",
  "hexes": [[-6,0],[-5,0],[-4,0],[-3,0],[-6,1],[-5,1],[-4,1],[-3,1],
            [-2,0],
            [0,-1],[1,-1],[-1,0],[0,0],[1,0],[-1,1],[0,1],[1,1],
            [2,0],
            [3,0],[4,0],[5,0],[6,0],[3,1],[4,1],[5,1],[6,1]],
  "doors": [{"at": [-2,0]}, {"at": [2,0]}],
  "starts": [[-1,0],[0,0],[1,0],[-1,1]],
  "monsters": [
    {"type": "Gloam Rat", "standee": 1, "at": [0,1], "players": {"2": "normal", "3": "normal", "4": "elite"}},
    {"type": "Gloam Rat", "standee": 2, "at": [1,1], "players": {"2": "absent", "3": "elite", "4": "elite"}},
    {"type": "Gloam Rat", "standee": 5, "at": [1,-1], "players": {"2": "absent", "3": "absent", "4": "normal"}},
    {"type": "Ash Cantor", "standee": 1, "at": [-5,0]},
    {"type": "Ash Cantor", "standee": 2, "at": [-4,1], "players": {"2": "absent", "3": "normal", "4": "normal"}},
    {"type": "Ash Cantor", "standee": 3, "at": [-6,1], "players": {"2": "absent", "3": "absent", "4": "normal"}},
    {"type": "Gloam Rat", "standee": 3, "at": [5,0]},
    {"type": "Gloam Rat", "standee": 4, "at": [4,1], "players": {"2": "absent", "3": "elite", "4": "elite"}}
  ],
  "rooms": [
    {"name": "Pass", "start": true, "hexes": [[0,-1],[1,-1],[-1,0],[0,0],[1,0],[-1,1],[0,1],[1,1]]},
    {"name": "West Hollow", "hexes": [[-6,0],[-5,0],[-4,0],[-3,0],[-6,1],[-5,1],[-4,1],[-3,1]]},
    {"name": "East Hollow", "hexes": [[3,0],[4,0],[5,0],[6,0],[3,1],[4,1],[5,1],[6,1]]}
  ]
}`

// entryPacks stores an edition's entries (no maps, as X-haven and GHS give
// them) and a layout pack carrying the map of one of them, titled alike;
// the edition's Gloam Pass has the given allies.
func entryPacks(t *testing.T, allies ...string) *persistence.Store {
	t.Helper()
	test.NewTempApp(t)
	store, err := persistence.Open(filepath.Join(t.TempDir(), "campaigns.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { store.Close() })
	edition := &pack.Pack{Format: pack.Format, Version: pack.Version, Name: "Mistvale Edition",
		Monsters: inventedMonsters(t), Decks: inventedDecks(t),
		Scenarios: []pack.Scenario{
			{Title: "#2 Hollow Spire", Monsters: []string{"Gloam Rat", "Spire Warden"},
				Rooms: []pack.Room{{Name: "Room 1", Monsters: []string{"Gloam Rat"}}, {Name: "Room 2", Monsters: []string{"Spire Warden", "Gloam Rat"}}}},
			{Title: "#1 Gloam Pass", Monsters: []string{"Gloam Rat", "Ash Cantor"}, Allies: allies,
				Rooms: []pack.Room{{Name: "Room 1", Monsters: []string{"Gloam Rat"}}, {Name: "Room 2", Monsters: []string{"Ash Cantor"}}}},
			{Title: "#10 Ember Steps", Monsters: []string{"Ash Cantor"}},
		}}
	layouts := &pack.Pack{Format: pack.Format, Version: pack.Version, Name: "Mistvale Layouts",
		Scenarios: []pack.Scenario{{Title: "#1 Gloam Pass", MapFile: pack.RawMap(gloamPass)}}}
	for _, pk := range []*pack.Pack{edition, layouts} {
		if err := pk.Check(); err != nil {
			t.Fatal(err)
		}
		if _, err := store.AddPack(context.Background(), pk, "haventable"); err != nil {
			t.Fatal(err)
		}
	}
	return store
}

// invented are the edition's monster types: the built-in pack's, renamed.
var invented = map[string]string{"Cave Rat": "Gloam Rat", "Ash Acolyte": "Ash Cantor", "Stone Warden": "Spire Warden"}

func inventedMonsters(t *testing.T) []pack.Monster { return renamedMonsters(t, invented) }

func inventedDecks(t *testing.T) []pack.Deck { return renamedDecks(t, invented) }

// renamedMonsters are the built-in pack's monster types named in invented,
// under their new names.
func renamedMonsters(t *testing.T, invented map[string]string) []pack.Monster {
	var out []pack.Monster
	for _, m := range pack.Builtin().Monsters {
		if n, ok := invented[m.Name]; ok {
			m.Deck = invented[m.DeckName()]
			m.Name = n
			out = append(out, m)
		}
	}
	if len(out) != len(invented) {
		t.Fatalf("built-in types %v", out)
	}
	return out
}

// renamedDecks are the built-in pack's decks named in invented, under their
// new names, their cards' monsters renamed alike.
func renamedDecks(t *testing.T, invented map[string]string) []pack.Deck {
	var out []pack.Deck
	for _, d := range pack.Builtin().Decks {
		if n, ok := invented[d.Name]; ok {
			d.Name = n
			d.Cards = slices.Clone(d.Cards)
			for i, c := range d.Cards {
				c.Actions = slices.Clone(c.Actions)
				for j, a := range c.Actions {
					if r, ok := invented[a.Monster]; ok {
						c.Actions[j].Monster = r
					}
				}
				d.Cards[i] = c
			}
			out = append(out, d)
		}
	}
	if len(out) != len(invented) {
		t.Fatalf("built-in decks %v", out)
	}
	return out
}

// monstersIn counts the monsters standing on hexes, and how many of them
// are elite.
func monstersIn(scn *engine.Scenario, hexes ...hexgrid.Hex) (n, elite int) {
	for _, f := range scn.Figures() {
		if f.Kind == engine.KindMonster && f.OnMap && slices.Contains(hexes, f.At) {
			n++
			if f.Elite {
				elite++
			}
		}
	}
	return n, elite
}

func row(q0, q1 int) []hexgrid.Hex {
	var out []hexgrid.Hex
	for r := 0; r <= 1; r++ {
		for q := q0; q <= q1; q++ {
			out = append(out, hexgrid.H(q, r))
		}
	}
	return out
}

// An edition's scenario whose map a layout pack carries starts from the
// campaign screen by its number: type it in the find field, start (issue
// 29). The start room holds its standees for 3 characters, the doors are
// closed, and opening one reveals the room behind it with its standees.
func TestEntryWithLayoutStartsInFewSteps(t *testing.T) {
	f := newFixtureOn(t, entryPacks(t))
	f.create("Mistvale")
	for _, n := range []string{"Ana", "Bo", "Cy"} {
		f.addCharacter("Brute", n, 1, "")
	}
	pp := f.s.play
	pp.refresh()

	// The steps from the campaign screen, its Table tab shown: click the
	// find field, type "1", tap Start.
	steps := 0
	test.Tap(pp.find)
	steps++
	test.Type(pp.find, "1")
	steps++
	c, ok := pp.chosen()
	if !ok || c.file == nil || c.title != "#1 Gloam Pass" {
		t.Fatalf("typing 1 chose %q (map %v); options %q", c.label, c.file != nil, pp.maps.Options)
	}
	if pp.start.Text != "Start scenario" {
		t.Errorf("the button says %q", pp.start.Text)
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
	t.Logf("started %q for 3 characters in %d steps", scn.Name(), steps)
	if scn.Name() != "#1 Gloam Pass" || f.resumed == 0 {
		t.Errorf("started %q, map shown %d times", scn.Name(), f.resumed)
	}

	start := append(row(-1, 1), hexgrid.H(0, -1), hexgrid.H(1, -1))
	west, east := row(-6, -3), row(3, 6)
	if n, elite := monstersIn(scn, start...); n != 2 || elite != 1 {
		t.Errorf("start room for 3: %d standees (%d elite), want 2 (1 elite)", n, elite)
	}
	for _, d := range []hexgrid.Hex{hexgrid.H(-2, 0), hexgrid.H(2, 0)} {
		if !scn.Map().IsClosed(d) {
			t.Errorf("door %v open at the start", d)
		}
	}
	if n, _ := monstersIn(scn, append(west, east...)...); n != 0 {
		t.Errorf("%d standees behind the closed doors", n)
	}

	sess := f.env.Table.Session()
	if _, err := sess.Do(context.Background(), engine.OpenDoor{At: hexgrid.H(-2, 0)}); err != nil {
		t.Fatal(err)
	}
	scn = f.env.Table.Scenario()
	if n, elite := monstersIn(scn, west...); n != 2 || elite != 0 {
		t.Errorf("west room opened for 3: %d standees (%d elite), want 2 normal", n, elite)
	}
	if n, _ := monstersIn(scn, east...); n != 0 || !scn.Map().IsClosed(hexgrid.H(2, 0)) {
		t.Errorf("the east room shows %d standees before its door opens", n)
	}
	if _, err := sess.Do(context.Background(), engine.OpenDoor{At: hexgrid.H(2, 0)}); err != nil {
		t.Fatal(err)
	}
	scn = f.env.Table.Scenario()
	if n, elite := monstersIn(scn, east...); n != 2 || elite != 1 {
		t.Errorf("east room opened for 3: %d standees (%d elite), want 2 (1 elite)", n, elite)
	}
}

// Every scenario of the packs is offered by name, once, in the book's
// order; one without a map is marked so, and choosing it asks the shell to
// draw it with its monster types.
func TestEntryWithoutMapOpensTheEditor(t *testing.T) {
	f := newFixtureOn(t, entryPacks(t))
	var drawn []pack.Scenario
	f.s.opts.OnDraw = func(e pack.Scenario) { drawn = append(drawn, e) }
	f.create("Mistvale")
	pp := f.s.play
	pp.refresh()
	var titles []string
	for _, c := range pp.choices {
		if c.title != "" && strings.HasPrefix(c.title, "#") {
			titles = append(titles, c.title)
		}
	}
	if want := []string{"#1 Gloam Pass", "#2 Hollow Spire", "#10 Ember Steps"}; !slices.Equal(titles, want) {
		t.Fatalf("offered %q, want %q", titles, want)
	}
	test.Type(pp.find, "spire")
	c, ok := pp.chosen()
	want := "#2 Hollow Spire (data pack Mistvale Edition, no map: played room by room) — Gloam Rat, Spire Warden"
	if !ok || c.label != want || pp.maps.Selected != want {
		t.Fatalf("chose %q, want %q", pp.maps.Selected, want)
	}
	// it starts without a map; Draw the map is beside
	if pp.start.Text != "Start without a map" || pp.draw.Hidden || pp.draw.Text != "Draw the map" {
		t.Errorf("the buttons say %q and %q (shown %v)", pp.start.Text, pp.draw.Text, !pp.draw.Hidden)
	}
	test.Tap(pp.draw)
	if len(drawn) != 1 || drawn[0].Title != "#2 Hollow Spire" || f.env.Table.Scenario() != nil {
		t.Fatalf("drawn %v; scenario %v", drawn, f.env.Table.Scenario())
	}
	if got := EntryTypes(drawn[0]); !slices.Equal(got, []string{"Gloam Rat", "Spire Warden"}) {
		t.Errorf("types %q", got)
	}
	note := DrawNote(f.env.Tr, drawn[0])
	if note != "“#2 Hollow Spire”: paint the map, then place Room 1: Gloam Rat · Room 2: Spire Warden, Gloam Rat" {
		t.Errorf("note %q", note)
	}
	pp.find.SetText("")
	test.Type(pp.find, "#10")
	test.Tap(pp.draw)
	if len(drawn) != 2 || drawn[1].Title != "#10 Ember Steps" {
		t.Fatalf("drew %v", drawn)
	}
	// Emptied, the field shows every map again and keeps the choice.
	pp.find.SetText("")
	if len(pp.maps.Options) != len(pp.choices) || !strings.HasPrefix(pp.maps.Selected, "#10 Ember Steps") {
		t.Errorf("%d of %d shown, %q chosen", len(pp.maps.Options), len(pp.choices), pp.maps.Selected)
	}
}

// A pack imported while the campaign screen is open is offered as soon as
// the list opens.
func TestImportedPackIsOfferedWhenTheListOpens(t *testing.T) {
	store := entryPacks(t)
	f := newFixtureOn(t, store)
	f.create("Later")
	pp := f.s.play
	n := len(pp.choices)
	late := &pack.Pack{Format: pack.Format, Version: pack.Version, Name: "Late Edition",
		Scenarios: []pack.Scenario{{Title: "#3 Salt Marsh"}}}
	if _, err := store.AddPack(context.Background(), late, "haventable"); err != nil {
		t.Fatal(err)
	}
	f.env.ForgetPacks()
	test.Tap(pp.mapsOpener)
	if len(pp.choices) != n+1 || !slices.ContainsFunc(pp.maps.Options, func(o string) bool { return strings.HasPrefix(o, "#3 Salt Marsh") }) {
		t.Errorf("after the import: %d choices, options %q", len(pp.choices), pp.maps.Options)
	}
}

// Unlocking a scenario by its number shows the name a pack gives it, and
// keeps it under that title (as winning it marks it).
func TestUnlockByNumberShowsTheName(t *testing.T) {
	f := newFixtureOn(t, entryPacks(t))
	id := f.create("Names")
	p := f.s.progress
	p.id.SetText("2")
	test.Tap(p.add)
	list, err := f.store.Scenarios(context.Background(), id)
	if err != nil || len(list) != 1 || list[0].ID != "#2 Hollow Spire" || !list[0].Unlocked {
		t.Fatalf("stored %+v %v", list, err)
	}
	p.id.SetText("7")
	test.Tap(p.add)
	var labels []string
	walk(p.rows, func(o fyne.CanvasObject) {
		if l, ok := o.(*widget.Label); ok {
			labels = append(labels, l.Text)
		}
	})
	if !slices.Contains(labels, "#2 Hollow Spire") || !slices.Contains(labels, "Scenario 7") {
		t.Errorf("rows %q", labels)
	}
	if got := p.name("1"); got != "#1 Gloam Pass" {
		t.Errorf("1 is shown as %q", got)
	}
}

func TestKnownTitle(t *testing.T) {
	a := &pack.Pack{Name: "A", Rules: "gloomhaven", Scenarios: []pack.Scenario{{Title: "#1 Gloam Pass"}, {Title: "#5A Reed Gate"}}}
	b := &pack.Pack{Name: "B", Rules: "frosthaven", Scenarios: []pack.Scenario{{Title: "#1 Frost Ford"}}}
	for _, c := range []struct {
		rules, id, want string
		ok              bool
	}{
		{"gloomhaven", "1", "#1 Gloam Pass", true},
		{"frosthaven", "#1", "#1 Frost Ford", true},
		{"", "1", "", false}, // two scenarios numbered 1
		{"", "5a", "#5A Reed Gate", true},
		{"", "gloam pass", "", false},
		{"", "#1 GLOAM PASS", "#1 Gloam Pass", true},
		{"", "9", "", false},
	} {
		got, ok := knownTitle([]*pack.Pack{a, b}, rules.Edition(c.rules), c.id)
		if got != c.want || ok != c.ok {
			t.Errorf("knownTitle(%q, %q) = %q %v, want %q %v", c.rules, c.id, got, ok, c.want, c.ok)
		}
	}
}

// A scenario whose entry names allies starts with them on the party's
// side, whichever pack carries its map.
func TestEntryStartsWithItsAllies(t *testing.T) {
	f := newFixtureOn(t, entryPacks(t, "Gloam Rat"))
	f.create("Mistvale")
	for _, n := range []string{"Ana", "Bo", "Cy"} {
		f.addCharacter("Brute", n, 1, "")
	}
	pp := f.s.play
	pp.refresh()
	test.Tap(pp.find)
	test.Type(pp.find, "1")
	test.Tap(pp.start)
	scn := f.env.Table.Scenario()
	if scn == nil {
		t.Fatalf("not started: %q", f.dialogText())
	}
	if got := scn.Allies(); !slices.Equal(got, []string{"Gloam Rat"}) {
		t.Fatalf("allies %v", got)
	}
	n := 0
	for _, fig := range scn.Figures() {
		if fig.MonsterType == "Gloam Rat" {
			n++
			if fig.Side != engine.SideParty {
				t.Errorf("%s on %q", fig.ID, fig.Side)
			}
		}
	}
	if n == 0 {
		t.Error("no Gloam Rat placed")
	}
}
