package campaign

import (
	"context"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"github.com/haventable/haventable/engine/campaign"
	"github.com/haventable/haventable/engine/pack"
)

// selects returns the selects of the dialog on top, in order.
func (f *fixture) selects() []*widget.Select {
	var out []*widget.Select
	walk(f.w.Canvas().Overlays().Top(), func(o fyne.CanvasObject) {
		if s, ok := o.(*widget.Select); ok {
			out = append(out, s)
		}
	})
	return out
}

// On the sheet: "Pick a card…" offers the level 2 cards while a pick is
// due, and "Enhance…" shows the cost by the campaign's rules before the
// gold is paid; a cost beyond the gold is refused in the player's words.
func TestSheetPicksAndEnhances(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	p, err := pack.Load("../hand/testdata/embers-pack.json")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := f.store.AddPack(ctx, p, "embers.json"); err != nil {
		t.Fatal(err)
	}
	f.env.ForgetPacks()
	f.create("Embers")
	ash := f.addCharacter("Emberwright", "Ash", 2, "")
	if _, err := f.s.edit(campaign.Reward{Character: ash.ID, Name: "Ash", Gold: 100}); err != nil {
		t.Fatal(err)
	}
	f.s.chars.reload(true)
	row := f.s.chars.cards
	if row.pick.Disabled() || row.enhance.Disabled() || !strings.Contains(row.summary.Text, "picks due: 1") {
		t.Fatalf("pick %v enhance %v, %q", !row.pick.Disabled(), !row.enhance.Disabled(), row.summary.Text)
	}
	row.pickDialog()
	sel := f.selects()
	if len(sel) != 1 || !slices.Equal(sel[0].Options, []string{"Firewalk (level 2)", "Blaze (level 2)"}) {
		t.Fatalf("pick offers %v", sel)
	}
	sel[0].SetSelectedIndex(0)
	f.confirm("Add to their cards")
	if c, _ := f.store.Character(ctx, f.s.Current(), ash.ID); !slices.Equal(c.Picks, []int{5}) {
		t.Fatalf("picks %v", c.Picks)
	}
	if !row.pick.Disabled() || !strings.Contains(row.summary.Text, "Firewalk") {
		t.Fatalf("after the pick: %q, pick enabled %v", row.summary.Text, !row.pick.Disabled())
	}

	row.enhanceDialog()
	sel = f.selects()
	if len(sel) != 3 || slices.Contains(sel[0].Options, "Blaze (level 2)") || !slices.Contains(sel[0].Options, "Firewalk (level 2)") {
		t.Fatalf("cards offered %v", sel[0].Options)
	}
	sel[0].SetSelected("Firewalk (level 2)")
	sel[1].SetSelectedIndex(1) // the bottom's move 5
	if !slices.Contains(sel[2].Options, "Move +1") || slices.Contains(sel[2].Options, "Attack +1") {
		t.Fatalf("stickers offered for a move: %v (actions %v)", sel[2].Options, sel[1].Options)
	}
	sel[2].SetSelected("Move +1")
	if txt := f.dialogText(); !strings.Contains(txt, "Cost: 55 gold (of 100 on hand).") {
		t.Fatalf("dialog says %q", txt)
	}
	f.confirm("Enhance and pay")
	if c, _ := f.store.Character(ctx, f.s.Current(), ash.ID); c.Gold != 45 || len(c.Enhancements) != 1 {
		t.Fatalf("after the enhancement: %d gold, %v", c.Gold, c.Enhancements)
	}
	// a second move +1 costs 130: shown short, refused in words
	row.enhanceDialog()
	sel = f.selects()
	sel[0].SetSelected("Firewalk (level 2)")
	sel[1].SetSelectedIndex(1)
	sel[2].SetSelected("Move +1")
	if txt := f.dialogText(); !strings.Contains(txt, "Cost: 130 gold — only 45 on hand.") {
		t.Fatalf("dialog says %q", txt)
	}
	f.confirm("Enhance and pay")
	if txt := f.dialogText(); !strings.Contains(txt, "Ash has 45 gold; the enhancement costs 130.") {
		t.Fatalf("refusal says %q", txt)
	}
}
