package campaign

import (
	"context"
	"path/filepath"
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/pack"
	"github.com/haventable/haventable/persistence"
	"github.com/haventable/haventable/ui/rooms"
)

// roomsPack stores an invented edition whose scenario has rooms and a
// section with standees by the number of characters, one type two levels
// up: as the GHS importer keeps them.
func roomsPack(t *testing.T) *persistence.Store {
	t.Helper()
	test.NewTempApp(t)
	store, err := persistence.Open(filepath.Join(t.TempDir(), "campaigns.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { store.Close() })
	edition := &pack.Pack{Format: pack.Format, Version: pack.Version, Name: "Mistvale Rooms",
		Monsters: inventedMonsters(t), Decks: inventedDecks(t),
		Scenarios: []pack.Scenario{{Title: "#5 Sunk Hall", Monsters: []string{"Gloam Rat", "Spire Warden", "Ash Cantor"},
			LevelOffsets: []pack.LevelOffset{{Type: "Spire Warden", Offset: 2}},
			Rooms: []pack.Room{
				{Name: "Room 1", Number: 1, Initial: true, Monsters: []string{"Gloam Rat"}, Standees: []pack.Standee{
					{Type: "Gloam Rat", Players: [3]string{"normal", "normal", "elite"}},
					{Type: "Gloam Rat", Players: [3]string{"", "elite", "elite"}},
				}},
				{Name: "Section 3.2", Section: "3.2", Initial: true, Monsters: []string{"Spire Warden"}, Standees: []pack.Standee{
					{Type: "Spire Warden", Players: [3]string{"normal", "elite", "elite"}},
				}},
			}}}}
	if err := edition.Check(); err != nil {
		t.Fatal(err)
	}
	if _, err := store.AddPack(context.Background(), edition, "haventable"); err != nil {
		t.Fatal(err)
	}
	return store
}

// A scenario of a pack without a map starts from the campaign screen in
// three steps for 3 characters: its start room's standees on the table as
// the book sets them up; the list view shows its rooms, and its Reveal
// button reveals the section with its standee (two levels up), a table
// action Undo takes back.
func TestEntryStartsWithoutMap(t *testing.T) {
	f := newFixtureOn(t, roomsPack(t))
	f.create("Sunk")
	for _, n := range []string{"Ana", "Bo", "Cy"} {
		f.addCharacter("Brute", n, 1, "")
	}
	pp := f.s.play
	pp.refresh()
	test.Tap(pp.find)
	test.Type(pp.find, "5")
	if c, ok := pp.chosen(); !ok || c.title != "#5 Sunk Hall" || pp.start.Text != "Start without a map" {
		t.Fatalf("chose %q, the button says %q", c.title, pp.start.Text)
	}
	test.Tap(pp.start)
	scn := f.env.Table.Scenario()
	if scn == nil {
		t.Fatalf("not started: %q", f.dialogText())
	}
	if !scn.WithoutMap() || scn.Name() != "#5 Sunk Hall" {
		t.Fatalf("started %q, without a map %v", scn.Name(), scn.WithoutMap())
	}
	monsters := func(scn *engine.Scenario) (n, elite int, hp []int) {
		for _, f := range scn.Figures() {
			if f.Kind == engine.KindMonster && f.OnMap {
				n++
				if f.Elite {
					elite++
				}
				hp = append(hp, f.MaxHP)
			}
		}
		return n, elite, hp
	}
	if n, elite, _ := monsters(scn); n != 2 || elite != 1 {
		t.Errorf("start for 3: %d standees (%d elite), want 2 (1 elite)", n, elite)
	}
	characters := 0
	for _, f := range scn.Figures() {
		if f.Kind == engine.KindCharacter && f.OnMap {
			characters++
		}
	}
	if characters != 3 {
		t.Errorf("%d characters at the table", characters)
	}

	v := rooms.Over(f.env, widget.NewLabel("the map"), nil)
	defer v.Close()
	w := test.NewWindow(v.Content())
	defer w.Close()
	w.Resize(fyne.NewSize(600, 500))
	var reveal *widget.Button
	var texts []string
	walk(v.Content(), func(o fyne.CanvasObject) {
		switch x := o.(type) {
		case *widget.Button:
			texts = append(texts, x.Text)
			if x.Text == "Reveal" {
				reveal = x
			}
		case *widget.Label:
			texts = append(texts, x.Text)
		}
	})
	if reveal == nil {
		t.Fatalf("no Reveal button in %q", texts)
	}
	test.Tap(reveal)
	scn = f.env.Table.Scenario()
	level := scn.Level()
	if n, elite, hp := monsters(scn); n != 3 || elite != 2 {
		t.Errorf("section revealed for 3: %d standees (%d elite), want 3 (2 elite); hp %v", n, elite, hp)
	}
	for _, fig := range scn.Figures() {
		if fig.MonsterType == "Spire Warden" {
			want := pack.Builtin().MonsterTable(3)["Stone Warden"].Elite[min(level+2, 7)].HP
			if fig.MaxHP != want {
				t.Errorf("Spire Warden two levels up: %d hit points, want %d", fig.MaxHP, want)
			}
		}
	}
	if err := f.env.Table.Session().Undo(context.Background()); err != nil {
		t.Fatal(err)
	}
	if n, _, _ := monsters(f.env.Table.Scenario()); n != 2 {
		t.Errorf("after Undo: %d standees, want 2", n)
	}
	// a type the book places no standee of is added by hand (as X-haven
	// plays every scenario)
	var types *widget.Select
	var add *widget.Button
	walk(v.Content(), func(o fyne.CanvasObject) {
		switch x := o.(type) {
		case *widget.Select:
			types = x
		case *widget.Button:
			if x.Text == "Add standee" {
				add = x
			}
		}
	})
	if types == nil || add == nil || !slices.Contains(types.Options, "Ash Cantor") {
		t.Fatalf("no type choice or Add standee button (types %v)", types)
	}
	types.SetSelected("Ash Cantor")
	test.Tap(add)
	if n, _, _ := monsters(f.env.Table.Scenario()); n != 3 {
		t.Errorf("after Add standee: %d standees, want 3 (%q)", n, f.dialogText())
	}
}
