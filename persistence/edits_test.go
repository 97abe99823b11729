package persistence

import (
	"context"
	"encoding/json"
	"errors"
	"reflect"
	"testing"

	"github.com/haventable/haventable/engine/campaign"
)

// sheetOf reads a campaign's whole sheet for comparison.
func sheetOf(t *testing.T, s *Store, id int64) exportSheet {
	t.Helper()
	b, err := sheetIn(context.Background(), s.db, id)
	if err != nil {
		t.Fatal(err)
	}
	var sh exportSheet
	if err := json.Unmarshal(b, &sh); err != nil {
		t.Fatal(err)
	}
	return sh
}

// TestEditsUndoAndRedo makes every kind of campaign edit, then undoes them
// all (each undo puts back the sheet as it was before that edit) and redoes
// them all (each redo puts back the sheet as it was after it).
func TestEditsUndoAndRedo(t *testing.T) {
	s := openTemp(t)
	ctx := context.Background()
	c, err := s.CreateCampaign(ctx, "Gloomhaven")
	if err != nil {
		t.Fatal(err)
	}
	var sheets []exportSheet // sheets[i]: after i edits
	sheets = append(sheets, sheetOf(t, s, c.ID))
	do := func(e campaign.Edit) int64 {
		t.Helper()
		id, seq, err := s.Edit(ctx, c.ID, e)
		if err != nil {
			t.Fatalf("%s: %v", e.Kind(), err)
		}
		if seq.Seq != int64(len(sheets)) {
			t.Errorf("%s: seq %d, want %d", e.Kind(), seq.Seq, len(sheets))
		}
		sheets = append(sheets, sheetOf(t, s, c.ID))
		return id
	}
	do(campaign.Rename{Name: "Frosthaven"})
	do(campaign.SetParty{Party: campaign.Party{Name: "Lurkers", Reputation: -2, Prosperity: 3, Donations: 10}})
	grok := do(campaign.AddCharacter{Character: campaign.Character{Class: "brute", Name: "Grok", Level: 2, Perks: []string{"add +3"}}})
	tik := do(campaign.AddCharacter{Character: campaign.Character{Class: "tinkerer", Name: "Tik", Level: 1}})
	if grok != 1 || tik != 2 {
		t.Errorf("character ids %d %d, want 1 2", grok, tik)
	}
	do(campaign.SaveCharacter{Character: campaign.Character{ID: grok, Class: "brute", Name: "Grok", Level: 3, XP: 95, Gold: 20}})
	do(campaign.DeleteCharacter{ID: tik, Name: "Tik"})
	do(campaign.SetScenario{Progress: campaign.ScenarioProgress{ID: "2", Unlocked: true}})
	do(campaign.SetScenario{Progress: campaign.ScenarioProgress{ID: "2", Unlocked: true, Completed: true}})
	note := do(campaign.AddNote{Text: "Sealed the crypt; the key is with Grok."})
	do(campaign.SaveNote{ID: note, Text: "Sealed the crypt."})
	do(campaign.DeleteNote{ID: note, Text: "Sealed the crypt."})

	last := sheets[len(sheets)-1]
	if last.Name != "Frosthaven" || len(last.Characters) != 1 || last.Characters[0].Level != 3 ||
		len(last.Scenarios) != 1 || !last.Scenarios[0].Completed || len(last.Notes) != 0 {
		t.Fatalf("sheet after the edits: %+v", last)
	}
	log, err := s.Log(ctx, c.ID)
	if err != nil {
		t.Fatal(err)
	}
	var p campaign.EditPayload
	if err := json.Unmarshal(log[6].Payload, &p); err != nil || log[6].Kind != campaign.EditScenario || p != (campaign.EditPayload{About: "2", Detail: "unlocked"}) {
		t.Errorf("logged scenario edit: %s %s (%v)", log[6].Kind, log[6].Payload, err)
	}
	for i := len(sheets) - 1; i > 0; i-- {
		step, err := s.Undo(ctx, c.ID)
		if err != nil {
			t.Fatalf("undo %d: %v", i, err)
		}
		if !step.Sheet {
			t.Errorf("undo %d: the step does not say the sheet changed", i)
		}
		if got := sheetOf(t, s, c.ID); !reflect.DeepEqual(got, sheets[i-1]) {
			t.Fatalf("after undoing edit %d (%s):\n got %+v\nwant %+v", i, step.Action.Kind, got, sheets[i-1])
		}
	}
	if _, err := s.Undo(ctx, c.ID); !errors.Is(err, ErrNothingToUndo) {
		t.Errorf("undo past the first edit: %v", err)
	}
	for i := 1; i < len(sheets); i++ {
		if _, err := s.Redo(ctx, c.ID); err != nil {
			t.Fatalf("redo %d: %v", i, err)
		}
		if got := sheetOf(t, s, c.ID); !reflect.DeepEqual(got, sheets[i]) {
			t.Fatalf("after redoing edit %d:\n got %+v\nwant %+v", i, got, sheets[i])
		}
	}
}

// TestEditRefusedChangesNothing: a refused edit leaves neither a change nor
// a log entry.
func TestEditRefusedChangesNothing(t *testing.T) {
	s := openTemp(t)
	ctx := context.Background()
	c, err := s.CreateCampaign(ctx, "Gloomhaven")
	if err != nil {
		t.Fatal(err)
	}
	before := sheetOf(t, s, c.ID)
	for i, e := range []campaign.Edit{
		campaign.Rename{Name: "  "},
		campaign.SetParty{Party: campaign.Party{Prosperity: -1}},
		campaign.AddCharacter{Character: campaign.Character{Class: "brute", Level: 1}},
		campaign.SaveCharacter{Character: campaign.Character{ID: 7, Class: "brute", Name: "Nobody", Level: 1}},
		campaign.DeleteCharacter{ID: 7, Name: "Nobody"},
		campaign.SetScenario{Progress: campaign.ScenarioProgress{ID: " "}},
		campaign.SaveNote{ID: 3, Text: "no such note"},
		campaign.DeleteNote{ID: 3, Text: "no such note"},
		nil,
	} {
		if _, _, err := s.Edit(ctx, c.ID, e); err == nil {
			t.Errorf("edit %d (%T): accepted", i, e)
		}
	}
	if _, _, err := s.Edit(ctx, 99, campaign.Rename{Name: "x"}); !errors.Is(err, ErrNotFound) {
		t.Errorf("edit of a missing campaign: %v", err)
	}
	if got := sheetOf(t, s, c.ID); !reflect.DeepEqual(got, before) {
		t.Errorf("sheet changed: %+v", got)
	}
	if log, err := s.Log(ctx, c.ID); err != nil || len(log) != 0 {
		t.Errorf("log: %v %v, want empty", log, err)
	}
}

// TestEditsAfterExportAndCompaction: an edit exported and imported can
// still be undone; compacting the history drops its sheets.
func TestEditsAfterExportAndCompaction(t *testing.T) {
	s := openTemp(t)
	ctx := context.Background()
	c, err := s.CreateCampaign(ctx, "Gloomhaven")
	if err != nil {
		t.Fatal(err)
	}
	if _, _, err := s.Edit(ctx, c.ID, campaign.AddCharacter{Character: campaign.Character{Class: "brute", Name: "Grok", Level: 1}}); err != nil {
		t.Fatal(err)
	}
	if _, _, err := s.Edit(ctx, c.ID, campaign.Rename{Name: "Frosthaven"}); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Undo(ctx, c.ID); err != nil { // the rename is undone, redo can bring it back
		t.Fatal(err)
	}
	imp := reimport(t, s, c.ID)
	if _, err := s.Redo(ctx, imp.ID); err != nil {
		t.Fatal(err)
	}
	if got := sheetOf(t, s, imp.ID); got.Name != "Frosthaven" {
		t.Errorf("imported campaign after redo: name %q", got.Name)
	}
	for range 2 {
		if _, err := s.Undo(ctx, imp.ID); err != nil {
			t.Fatal(err)
		}
	}
	if got := sheetOf(t, s, imp.ID); got.Name != "Gloomhaven" || len(got.Characters) != 0 {
		t.Errorf("imported campaign after two undos: %+v", got)
	}

	if _, err := s.CompactBefore(ctx, c.ID, 2); err != nil {
		t.Fatal(err)
	}
	var n int
	if err := s.db.QueryRowContext(ctx, "SELECT count(*) FROM actions WHERE campaign_id = ? AND sheet_before IS NOT NULL", c.ID).Scan(&n); err != nil || n != 1 {
		t.Errorf("actions keeping a sheet after compaction: %d %v, want 1", n, err)
	}
}
