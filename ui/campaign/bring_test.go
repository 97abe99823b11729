package campaign

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/haventable/haventable/engine/campaign"
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
	for _, it := range []campaign.BuyItem{
		{Character: ana.ID, CharacterName: "Ana", Item: 2, ItemName: "Tin Cap"},
		{Character: ana.ID, CharacterName: "Ana", Item: 7, ItemName: "Owl Lens"},
		{Character: ana.ID, CharacterName: "Ana", Item: 1, ItemName: "Reed Boots"},
	} {
		if _, err := f.s.edit(it); err != nil {
			t.Fatal(err)
		}
	}
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
	var checks []*widget.Check
	walk(f.w.Canvas().Overlays().Top(), func(o fyne.CanvasObject) {
		if c, ok := o.(*widget.Check); ok {
			checks = append(checks, c)
		}
	})
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
