package campaign

import (
	"context"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/haventable/haventable/engine/campaign"
	"github.com/haventable/haventable/engine/outpost"
	"github.com/haventable/haventable/ui/spinner"
)

// TestOutpostRepairPaidByCharacters: the repair dialog offers the
// supply's materials first and the rest from a character's own (rulebook
// p. 61: "from the Frosthaven supply or the characters' personal
// supplies, in any combination"); the event is made in one edit that
// takes both, tells who paid, and Undo puts both back.
func TestOutpostRepairPaidByCharacters(t *testing.T) {
	f, id, p := outpostFixture(t)
	ctx := context.Background()
	if _, err := f.store.AddCharacter(ctx, id, campaign.Character{Class: "brute", Name: "Ana", Level: 1,
		Resources: outpost.Supply{outpost.Hide: 9}}); err != nil {
		t.Fatal(err)
	}
	before, _, _ := f.store.Outpost(ctx, id)
	e := eventOf("SO-91", outpost.Supply{outpost.Lumber: 1})
	e.Attack = &outpost.Attack{Value: 1000, Targets: []outpost.Target{{Building: "guardhouse"}}}
	p.showEvent(e)
	if txt := f.dialogText(); !strings.Contains(txt, "Supply") || !strings.Contains(txt, "Ana") {
		t.Fatalf("the repair does not offer the supply and Ana: %q", txt)
	}
	f.confirm("Show")
	if txt := f.dialogText(); !strings.Contains(txt, "Guardhouse damaged and repaired (paid by Ana)") {
		t.Fatalf("shown: %q", txt)
	}
	f.confirm("Apply")
	o, _, err := f.store.Outpost(ctx, id)
	cs, _ := f.store.Characters(ctx, id)
	if err != nil || o.Supply.Of(outpost.Lumber) != before.Supply.Of(outpost.Lumber) || o.Morale != before.Morale ||
		cs[0].Resources.Of(outpost.Hide) >= 9 {
		t.Fatalf("after the repair: %v supply %s morale %d, Ana holds %s", err, o.Supply, o.Morale, cs[0].Resources)
	}
	if err := f.env.Table.Session().Undo(ctx); err != nil {
		t.Fatal(err)
	}
	cs, _ = f.store.Characters(ctx, id)
	if o, _, _ := f.store.Outpost(ctx, id); !o.Supply.Equal(before.Supply) || !cs[0].Resources.Equal(outpost.Supply{outpost.Hide: 9}) {
		t.Errorf("after Undo: supply %s, Ana holds %s", o.Supply, cs[0].Resources)
	}
}

// TestOutpostRepairDialogFitsAndKeeps: with four characters and two
// damaged buildings the repair dialog scrolls inside a 1024×600 window,
// and a share that does not pay the repair exactly is refused with the
// dialog back as the group filled it in (it closed and lost every share).
func TestOutpostRepairDialogFitsAndKeeps(t *testing.T) {
	f, id, p := outpostFixture(t)
	f.w.Resize(fyne.NewSize(1024, 600))
	ctx := context.Background()
	for _, name := range []string{"Ana", "Bo", "Cy", "Di"} {
		if _, err := f.store.AddCharacter(ctx, id, campaign.Character{Class: "brute", Name: name, Level: 1,
			Resources: outpost.Supply{outpost.Hide: 1}}); err != nil {
			t.Fatal(err)
		}
	}
	p.showEvent(eventOf("SO-90", outpost.Supply{outpost.Lumber: 9, outpost.Metal: 4, outpost.Hide: 2, outpost.Gold: 10}))
	f.confirm("Apply")
	test.Tap(findButton(p.content, "Build for 3 lumber, 2 metal, 1 hide, 10 gold (prosperity 1)"))
	f.confirm("Apply")
	// with the fixture's seed both are damaged (TestOutpostAttackAsksForRepairs)
	e := eventOf("SO-91", nil)
	e.Attack = &outpost.Attack{Value: 1000, Targets: []outpost.Target{{Building: "smithy"}, {Building: "guardhouse"}}}
	p.showEvent(e)
	if h, max := f.w.Canvas().Overlays().Top().MinSize().Height, f.w.Canvas().Size().Height; h > max {
		t.Fatalf("the repair dialog asks %v of a %v high window", h, max)
	}
	var fields []*spinner.Field
	walk(f.w.Canvas().Overlays().Top(), func(o fyne.CanvasObject) {
		if x, ok := o.(*spinner.Field); ok {
			fields = append(fields, x)
		}
	})
	if len(fields) < 6 {
		t.Fatalf("%d fields in the repair dialog", len(fields))
	}
	anaHide := fields[5] // the supply's lumber, metal, hide, then Ana's
	anaHide.SetText("7")
	f.confirm("Show")
	if txt := f.dialogText(); !strings.Contains(txt, "cannot be made") {
		t.Fatalf("no refusal of Ana's 7 hide on top: %q", txt)
	}
	f.w.Canvas().Overlays().Remove(f.w.Canvas().Overlays().Top())
	if anaHide.Text != "7" || f.w.Canvas().Overlays().Top() == nil || !strings.Contains(f.dialogText(), "Ana") {
		t.Fatalf("after the refusal the repair dialog is gone or changed: %q, Ana's hide %q", f.dialogText(), anaHide.Text)
	}
}
