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

	"github.com/haventable/haventable/engine/campaign"
	"github.com/haventable/haventable/persistence"
)

// A character who owns more items of a slot than a scenario allows is not
// brought in with them: Start scenario is refused in the players' words,
// naming the slot and its items, and asks which to bring; with one left at
// home the scenario starts with the others only, and the choice holds for
// the next start. The shop's sheet names the slot over its limit too.
func TestStartRefusesItemsOverTheLimits(t *testing.T) {
	f := newFixture(t)
	f.withGHSItems()
	_, ana := f.shopFor("Limits", 0)
	f.twoHeadItems(ana)
	f.s.shop.refresh()
	if txt := f.s.shop.limits.Text; !strings.Contains(txt, "Ana brings more head items than a scenario allows (2, at most 1): Tin Cap, Owl Lens.") {
		t.Errorf("the shop's sheet says %q", txt)
	}
	test.Tap(f.s.play.start)
	if scn := f.env.Table.Scenario(); scn != nil {
		t.Fatal("the scenario started with two head items")
	}
	if txt := f.dialogText(); !strings.Contains(txt, "Ana brings more head items than a scenario allows (2, at most 1): Tin Cap, Owl Lens. Leave some at home.") {
		t.Fatalf("the refusal says %q", txt)
	}
	checks := f.dialogChecks()
	if len(checks) != 2 || checks[1].Text != "Owl Lens" || !checks[1].Checked {
		t.Fatalf("%d boxes", len(checks))
	}
	checks[1].SetChecked(false)
	f.confirm("Start scenario")
	scn := f.env.Table.Scenario()
	if scn == nil {
		t.Fatalf("not started: %s", f.dialogText())
	}
	var brought []string
	for _, fig := range scn.Figures() {
		if fig.Name == "Ana" {
			items, _ := scn.ItemsOf(fig.ID)
			for _, it := range items {
				brought = append(brought, it.Name)
			}
		}
	}
	if strings.Join(brought, ", ") != "Tin Cap, Reed Boots" {
		t.Errorf("Ana brought %v", brought)
	}
}

// The items left at home are on the sheet: after a restart (the database
// closed and opened again) Start scenario brings the same items without
// asking; the Shop tab says which are at home and brings one again, as an
// edit the history names and Undo takes back.
func TestLeftAtHomeKeptAcrossARestart(t *testing.T) {
	test.NewTempApp(t)
	path := filepath.Join(t.TempDir(), "campaigns.db")
	store, err := persistence.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	ctx, f := context.Background(), newFixtureOn(t, store)
	f.withGHSItems()
	id, ana := f.shopFor("Home", 0)
	f.twoHeadItems(ana)
	test.Tap(f.s.play.start)
	checks := f.dialogChecks()
	if len(checks) != 2 {
		t.Fatalf("%d boxes: %s", len(checks), f.dialogText())
	}
	checks[1].SetChecked(false) // Owl Lens stays at home
	f.confirm("Start scenario")
	if f.env.Table.Scenario() == nil {
		t.Fatalf("not started: %s", f.dialogText())
	}
	if err := f.env.Table.Session().End(ctx); err != nil {
		t.Fatal(err)
	}
	if err := store.Close(); err != nil {
		t.Fatal(err)
	}

	// the restart
	store, err = persistence.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { store.Close() })
	g := newFixtureOn(t, store)
	if err := g.s.Open(id); err != nil {
		t.Fatal(err)
	}
	broughtBy := func(who string) string {
		t.Helper()
		scn := g.env.Table.Scenario()
		if scn == nil {
			t.Fatalf("not started: %s", g.dialogText())
		}
		var names []string
		for _, fig := range scn.Figures() {
			if fig.Name == who {
				items, _ := scn.ItemsOf(fig.ID)
				for _, it := range items {
					names = append(names, it.Name)
				}
			}
		}
		return strings.Join(names, ", ")
	}
	test.Tap(g.s.play.start)
	if txt := g.dialogText(); txt != "" {
		t.Fatalf("after a restart Start scenario asks again: %s", txt)
	}
	if got := broughtBy("Ana"); got != "Tin Cap, Reed Boots" {
		t.Errorf("after a restart Ana brought %s", got)
	}
	if err := g.env.Table.Session().End(ctx); err != nil {
		t.Fatal(err)
	}

	// the Shop tab says so and brings it again
	g.s.tabs.SelectIndex(3)
	g.s.shop.refresh()
	row := -1
	for i, it := range g.s.shop.owned {
		if it.Name == "Owl Lens" {
			row = i
		}
	}
	if row < 0 || !g.s.shop.home[7] || g.s.shop.home[2] {
		t.Fatalf("the shop shows %v, at home %v", g.s.shop.owned, g.s.shop.home)
	}
	if b := findButton(g.s.shop.content, "Bring"); b == nil {
		t.Fatal("no Bring button for the item at home")
	} else {
		test.Tap(b)
	}
	chars, err := store.Characters(ctx, id)
	if err != nil || len(chars) != 1 || slices.ContainsFunc(chars[0].Items, func(o campaign.OwnedItem) bool { return o.Home }) {
		t.Fatalf("after Bring: %+v %v", chars, err)
	}
	if txt := g.s.shop.limits.Text; !strings.Contains(txt, "Tin Cap, Owl Lens") {
		t.Errorf("the shop's sheet no longer says Ana is over her limits: %q", txt)
	}
	history, err := g.env.Table.Session().History(ctx)
	if err != nil {
		t.Fatal(err)
	}
	var told []string
	for _, a := range history {
		if a.Kind == campaign.EditLeaveItems {
			told = append(told, string(a.Payload))
		}
	}
	if len(told) == 0 || told[len(told)-1] != `{"about":"Ana"}` { // "Ana brings every item again"
		t.Errorf("the history keeps %q", told)
	}
	if err := g.env.Table.Session().Undo(ctx); err != nil {
		t.Fatal(err)
	}
	if chars, _ := store.Characters(ctx, id); !chars[0].Items[1].Home {
		t.Errorf("Undo did not leave the Owl Lens at home again: %+v", chars[0].Items)
	}
}

// twoHeadItems has ana own two head items (Tin Cap, Owl Lens) and boots.
func (f *fixture) twoHeadItems(ana campaign.Character) {
	f.t.Helper()
	for _, it := range []campaign.BuyItem{
		{Character: ana.ID, CharacterName: "Ana", Item: 2, ItemName: "Tin Cap"},
		{Character: ana.ID, CharacterName: "Ana", Item: 7, ItemName: "Owl Lens"},
		{Character: ana.ID, CharacterName: "Ana", Item: 1, ItemName: "Reed Boots"},
	} {
		if _, err := f.s.edit(it); err != nil {
			f.t.Fatal(err)
		}
	}
}

// dialogChecks are the boxes of the dialog on top.
func (f *fixture) dialogChecks() []*widget.Check {
	var checks []*widget.Check
	walk(f.w.Canvas().Overlays().Top(), func(o fyne.CanvasObject) {
		if c, ok := o.(*widget.Check); ok {
			checks = append(checks, c)
		}
	})
	return checks
}
