package campaign

import (
	"context"
	"testing"

	"fyne.io/fyne/v2/test"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/campaign"
)

// TestCampaignEditsAreUndoneFirst: the defect was that Undo on the
// campaign screen undid the last table action (the scenario went back a
// round) while the campaign edit just made could not be undone. Campaign
// edits are now actions in the same history: Undo takes back the edit, the
// screen shows the sheet as it was, the next Undo takes back the table
// action, and Redo brings both back.
func TestCampaignEditsAreUndoneFirst(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	id := f.create("Undo")
	f.addCharacter("Brute", "Ana", 2, "")
	test.Tap(f.s.play.start)
	if txt := f.dialogText(); txt != "" {
		t.Fatalf("start: %s", txt)
	}
	sess := f.env.Table.Session()
	if _, err := sess.Do(ctx, engine.EndRound{}); err != nil {
		t.Fatal(err)
	}
	if r := f.env.Table.Scenario().Round(); r != 2 {
		t.Fatalf("round %d after ending one", r)
	}

	p := f.s.party
	p.name.SetText("The Lanterns")
	p.prosperity.entry.SetText("4")
	test.Tap(p.save)
	f.s.notes.text.SetText("Found a map.")
	test.Tap(f.s.notes.save)
	if notes, _ := f.store.Notes(ctx, id); len(notes) != 1 {
		t.Fatalf("notes after adding one: %v", notes)
	}

	undo := func() {
		t.Helper()
		if err := f.env.Table.Session().Undo(ctx); err != nil {
			t.Fatal(err)
		}
	}
	undo() // the note
	if notes, _ := f.store.Notes(ctx, id); len(notes) != 0 {
		t.Errorf("the note is still there after Undo: %v", notes)
	}
	if len(f.s.notes.rows.Objects) != 0 {
		t.Errorf("the notes list still shows %d notes", len(f.s.notes.rows.Objects))
	}
	undo() // the party
	if c, _ := f.store.Campaign(ctx, id); c.Party != (campaign.Party{}) {
		t.Errorf("party after Undo: %+v", c.Party)
	}
	if p.name.Text != "" || p.prosperity.entry.Text != "0" {
		t.Errorf("the party form shows %q / %q after Undo", p.name.Text, p.prosperity.entry.Text)
	}
	if r := f.env.Table.Scenario().Round(); r != 2 {
		t.Errorf("round %d: Undo of campaign edits changed the scenario", r)
	}
	undo() // the round
	if r := f.env.Table.Scenario().Round(); r != 1 {
		t.Errorf("round %d after undoing the end of round", r)
	}
	for range 3 {
		if err := f.env.Table.Session().Redo(ctx); err != nil {
			t.Fatal(err)
		}
	}
	if c, _ := f.store.Campaign(ctx, id); c.Party.Name != "The Lanterns" || c.Party.Prosperity != 4 {
		t.Errorf("party after Redo: %+v", c.Party)
	}
	if p.name.Text != "The Lanterns" {
		t.Errorf("the party form shows %q after Redo", p.name.Text)
	}
	if notes, _ := f.store.Notes(ctx, id); len(notes) != 1 {
		t.Errorf("notes after Redo: %v", notes)
	}
}
