package campaign

import (
	"context"
	"strings"
	"testing"

	"github.com/haventable/haventable/engine/campaign"
	"github.com/haventable/haventable/engine/outpost"
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
