package campaign

import (
	"context"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/outpost"
	"github.com/haventable/haventable/engine/pack"
	"github.com/haventable/haventable/engine/pack/ghs"
	"github.com/haventable/haventable/engine/rules"
	"github.com/haventable/haventable/persistence"
	"github.com/haventable/haventable/ui/history"
	"github.com/haventable/haventable/ui/rooms"
	"github.com/haventable/haventable/ui/spinner"
)

// ourLootCards is a group's own pack with the values of its loot cards,
// entered once from the cards (no peer's data file gives them): invented
// values that differ by party size, so that the test sees which is taken.
func ourLootCards() *pack.Pack {
	return &pack.Pack{Format: pack.Format, Version: pack.Version, Name: "Our loot cards", Rules: rules.Frosthaven,
		Loot: []pack.LootCard{{Kind: "money", Amount: []int{3, 2, 1}}, {Kind: "lumber", Amount: []int{2, 1, 1}}}}
}

// ghsLootEdition is an invented Gloomhaven Secretariat edition file with
// scenario 7, whose lootDeckConfig takes one money card and one lumber.
func ghsLootEdition(t *testing.T) *pack.Pack {
	t.Helper()
	data := `{"edition": "fh", "monsters": [], "decks": [], "scenarios": [{"index": "7", "name": "Invented Cave",
		"lootDeckConfig": {"money": 1, "lumber": 1}}]}`
	p, _, err := ghs.Import("Invented GHS", []ghs.File{{Name: "fh.json", Data: []byte(data)}})
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// xhaLootEdition is the xha importer's invented X-haven Assistant edition
// file, named as X-haven names Frosthaven's, with scenario 7, whose
// lootDeck takes one coin and one lumber.
func xhaLootEdition(t *testing.T) *pack.Pack {
	t.Helper()
	return xhaEdition(t, func(ed map[string]any) {
		ed["edition"] = "Frosthaven" // as X-haven's Frosthaven file names its edition: the rules
		ed["scenarios"] = map[string]any{"#7 Invented Cave": map[string]any{"monsters": []string{}, "lootDeck": map[string]int{"coin": 1, "lumber": 1}}}
	})
}

// A Frosthaven scenario from each peer's file, with the group's own loot
// card values: it starts without a map from the campaign screen, the
// character whose turn it is loots two tokens (the rooms view's Loot a
// token), each drawing a card whose value for 2 characters is credited to
// it; the end puts its gold and its resources on its sheet (not into the
// outpost's supply); the sheet gives them to the outpost; Undo takes back
// the gift, then the end.
func TestLootedResourcesOnTheSheet(t *testing.T) {
	for _, c := range []struct {
		name    string
		edition func(*testing.T) *pack.Pack
	}{{"GHS", ghsLootEdition}, {"X-haven", xhaLootEdition}} {
		t.Run(c.name, func(t *testing.T) {
			test.NewTempApp(t)
			ctx := context.Background()
			store, err := persistence.Open(filepath.Join(t.TempDir(), "campaigns.db"))
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { store.Close() })
			for _, p := range []*pack.Pack{c.edition(t), ourLootCards()} {
				if _, err := store.AddPack(ctx, p, "haventable"); err != nil {
					t.Fatal(err)
				}
			}
			f := newFixtureOn(t, store)
			id := f.create("Snow")
			f.s.party.rules.SetSelected("Frosthaven")
			if err := f.s.outpost.startFrom(filepath.Join("..", "..", "engine", "outpost", "ghsoutpost", "testdata", "fh", "campaign.json")); err != nil {
				t.Fatal(err)
			}
			f.confirm("Apply")
			f.addCharacter("Brute", "Ana", 2, "")
			f.addCharacter("Brute", "Bo", 2, "")
			f.startFound(t, "7", "Invented Cave")
			scn := f.env.Table.Scenario()
			if scn == nil || !scn.WithoutMap() || !scn.HasLootDeck() || scn.LootLeft() != 2 {
				t.Fatalf("started %v: %q", scn != nil, f.dialogText())
			}
			sess := f.env.Table.Session()
			ids := map[string]string{}
			for _, fig := range scn.Figures() {
				ids[fig.Name] = fig.ID
			}
			for i, name := range []string{"Ana", "Bo"} {
				if _, err := sess.Do(ctx, engine.SetInitiative{Character: ids[name], Leading: 10 + 50*i, Second: 20 + 50*i}); err != nil {
					t.Fatal(err)
				}
			}
			if _, err := sess.Do(ctx, engine.NextTurn{}); err != nil {
				t.Fatal(err)
			}
			v := rooms.Over(f.env, widget.NewLabel("the map"), nil)
			defer v.Close()
			w := test.NewWindow(v.Content())
			defer w.Close()
			w.Resize(fyne.NewSize(600, 500))
			var loot *widget.Button
			walk(v.Content(), func(o fyne.CanvasObject) {
				if b, ok := o.(*widget.Button); ok && strings.Contains(b.Text, "loots a token") {
					loot = b
				}
			})
			if loot == nil || loot.Text != "Ana loots a token" || loot.Disabled() {
				t.Fatalf("no Loot a token button for Ana: %+v", loot)
			}
			test.Tap(loot)
			test.Tap(loot)
			scn = f.env.Table.Scenario()
			ana, _ := scn.Figure(ids["Ana"])
			if scn.LootLeft() != 0 || len(ana.Loot) != 2 || engine.LootGold(ana.Loot) != 3 {
				t.Fatalf("Ana's loot %+v, %d left", ana.Loot, scn.LootLeft())
			}
			f.s.play.endScenario()
			// the loot goes to the sheets, not to the outpost (which gains
			// only the completion's inspiration: two characters, 4 − 2)
			if txt := f.dialogText(); !strings.Contains(txt, "Ana keeps on the sheet (the resources looted): 2 lumber") ||
				strings.Contains(txt, "The outpost gains") || !strings.Contains(txt, "Inspiration +2: the scenario completed by 2 characters") {
				t.Fatalf("the end dialog: %q", txt)
			}
			f.confirm("End scenario")
			sheet := func(name string) heldSheet {
				t.Helper()
				cs, err := store.Characters(ctx, id)
				if err != nil {
					t.Fatal(err)
				}
				for _, c := range cs {
					if c.Name == name {
						return heldSheet{gold: c.Gold, resources: c.Resources}
					}
				}
				t.Fatalf("no sheet %q", name)
				return heldSheet{}
			}
			supply := func() outpost.Supply {
				o, _, err := store.Outpost(ctx, id)
				if err != nil {
					t.Fatal(err)
				}
				return o.Supply
			}
			if a := sheet("Ana"); a.gold != 3 || !a.resources.Equal(outpost.Supply{outpost.Lumber: 2}) || len(supply()) != 0 {
				t.Fatalf("after the end: Ana %+v, supply %v", a, supply())
			}
			if b := sheet("Bo"); len(b.resources) != 0 {
				t.Errorf("Bo holds %v", b.resources)
			}
			log, _ := store.Log(ctx, id)
			if told := history.Describe(f.env.Tr, nil, log[len(log)-1]); strings.Contains(told, "supply") {
				t.Errorf("the history tells %q", told)
			}

			// the sheet gives them to the outpost
			for _, ch := range f.s.chars.chars {
				if ch.Name == "Ana" {
					f.s.chars.show(ch)
				}
			}
			if f.s.chars.resources.Text != "2 lumber" || f.s.chars.give.Disabled() {
				t.Fatalf("the sheet shows %q", f.s.chars.resources.Text)
			}
			test.Tap(f.s.chars.give)
			// a number over what Ana holds is refused, and the dialog is
			// back with it to correct
			field := func() *spinner.Field {
				var out *spinner.Field
				walk(f.w.Canvas().Overlays().Top(), func(o fyne.CanvasObject) {
					if x, ok := o.(*spinner.Field); ok && out == nil {
						out = x
					}
				})
				if out == nil {
					t.Fatalf("no number field in %q", f.dialogText())
				}
				return out
			}
			field().SetText("9")
			f.confirm("Give")
			if txt := f.dialogText(); !strings.Contains(txt, "“9”") {
				t.Fatalf("no refusal of 9 on top: %q", txt)
			}
			f.w.Canvas().Overlays().Remove(f.w.Canvas().Overlays().Top())
			if got := field().Text; got != "9" {
				t.Fatalf("the field holds %q after the refusal, want 9", got)
			}
			field().SetText("2")
			f.confirm("Give")
			if a := sheet("Ana"); len(a.resources) != 0 || !supply().Equal(outpost.Supply{outpost.Lumber: 2}) {
				t.Fatalf("after the gift: Ana %+v, supply %v (%q)", a, supply(), f.dialogText())
			}
			if f.s.chars.resources.Text != "none" {
				t.Errorf("the sheet shows %q after the gift", f.s.chars.resources.Text)
			}
			if err := sess.Undo(ctx); err != nil {
				t.Fatal(err)
			}
			if a := sheet("Ana"); !a.resources.Equal(outpost.Supply{outpost.Lumber: 2}) || len(supply()) != 0 {
				t.Fatalf("after undoing the gift: Ana %+v, supply %v", a, supply())
			}
			if err := sess.Undo(ctx); err != nil {
				t.Fatal(err)
			}
			if a := sheet("Ana"); a.gold != 0 || len(a.resources) != 0 || f.env.Table.Scenario() == nil {
				t.Errorf("after undoing the end: Ana %+v, scenario back %v", a, f.env.Table.Scenario() != nil)
			}
		})
	}
}

// heldSheet is what the test reads of a sheet.
type heldSheet struct {
	gold      int
	resources outpost.Supply
}
