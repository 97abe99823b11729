package persistence

import (
	"bytes"
	"context"
	"strings"
	"testing"

	"github.com/haventable/haventable/engine/campaign"
	"github.com/haventable/haventable/engine/rules"
)

// A campaign keeps its edition: created with it, changed by an edit that
// Undo takes back, carried by an export into the imported campaign; an
// export naming unknown rules is refused, naming the field.
func TestCampaignRules(t *testing.T) {
	s := openTemp(t)
	ctx := context.Background()
	if _, err := s.CreateCampaignFor(ctx, "Bad", "frosthaven_2e"); err == nil {
		t.Error("created a campaign with unknown rules")
	}
	c, err := s.CreateCampaignFor(ctx, "Snowdrift", rules.JawsOfTheLion)
	if err != nil {
		t.Fatal(err)
	}
	rulesOf := func(id int64) rules.Edition {
		t.Helper()
		got, err := s.Campaign(ctx, id)
		if err != nil {
			t.Fatal(err)
		}
		return got.Rules
	}
	if got := rulesOf(c.ID); got != rules.JawsOfTheLion {
		t.Fatalf("created with %q", got)
	}
	if _, _, err := s.Edit(ctx, c.ID, campaign.SetRules{Rules: rules.Frosthaven}); err != nil {
		t.Fatal(err)
	}
	if got := rulesOf(c.ID); got != rules.Frosthaven {
		t.Fatalf("after the edit: %q", got)
	}
	if _, _, err := s.Edit(ctx, c.ID, campaign.SetRules{Rules: ""}); err == nil {
		t.Error("an edit to no rules was made")
	}
	var buf bytes.Buffer
	if err := s.Export(ctx, c.ID, &buf); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Undo(ctx, c.ID); err != nil {
		t.Fatal(err)
	}
	if got := rulesOf(c.ID); got != rules.JawsOfTheLion {
		t.Errorf("after undo: %q", got)
	}
	imported, err := s.Import(ctx, bytes.NewReader(buf.Bytes()))
	if err != nil {
		t.Fatal(err)
	}
	if got := rulesOf(imported.ID); got != rules.Frosthaven {
		t.Errorf("imported with %q", got)
	}
	bad := strings.Replace(buf.String(), `"rules":"frosthaven"`, `"rules":"gloomhaven_3e"`, 1)
	if _, err := s.Import(ctx, strings.NewReader(bad)); err == nil || !strings.Contains(err.Error(), "campaign.rules") {
		t.Errorf("import of unknown rules: %v", err)
	}
	old := strings.Replace(buf.String(), `,"rules":"frosthaven"`, ``, 1)
	if old == buf.String() {
		t.Fatal("the export has no rules after the party")
	}
	oldImported, err := s.Import(ctx, strings.NewReader(old))
	if err != nil {
		t.Fatal(err)
	}
	if got := rulesOf(oldImported.ID); got != rules.Gloomhaven {
		t.Errorf("an export without rules imported with %q", got)
	}
}
