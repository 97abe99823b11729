package campaign

import (
	"context"
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/persistence"
)

// TestUnreadableCampaign checks that a campaign whose scenario in progress
// this build cannot read is listed and marked, that choosing it shows why
// and offers export and delete instead of failing, and that the other
// campaigns open as usual.
func TestUnreadableCampaign(t *testing.T) {
	test.NewTempApp(t)
	store, err := persistence.Open(filepath.Join(t.TempDir(), "campaigns.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { store.Close() })
	ctx := context.Background()
	good, _ := store.CreateCampaign(ctx, "Readable")
	bad, _ := store.CreateCampaign(ctx, "Future")
	if _, err := store.Record(ctx, bad.ID, persistence.Action{Kind: "start-scenario",
		Scenario: &persistence.Snapshot{Version: engine.SnapshotVersion + 1, State: []byte(`{"future":true}`)}}); err != nil {
		t.Fatal(err)
	}
	f := newFixtureOn(t, store)
	if err := f.s.Open(good.ID); err != nil {
		t.Fatal(err)
	}
	item := func(i int) string {
		o := f.s.list.CreateItem()
		f.s.list.UpdateItem(i, o)
		return o.(*widget.Label).Text
	}
	if got := item(1); got != "Future (cannot be opened)" {
		t.Errorf("list item %q", got)
	}
	if got := item(0); got != "Readable" {
		t.Errorf("list item %q", got)
	}
	f.s.list.Select(1)
	if f.dialogText() != "" {
		t.Fatalf("an error dialog instead of the campaign: %q", f.dialogText())
	}
	if f.s.Current() != good.ID || f.env.Table.Session().Campaign() != good.ID {
		t.Fatal("choosing the unreadable campaign closed the open one")
	}
	if !f.s.broken.content.Visible() || f.s.detail.Visible() {
		t.Fatal("the unreadable campaign's panel is not shown")
	}
	want := fmt.Sprintf("cannot open “Future”: scenario snapshot version %d: this build reads versions 1 to %d", engine.SnapshotVersion+1, engine.SnapshotVersion)
	if msg := f.s.broken.message.Text; !strings.Contains(msg, want) {
		t.Errorf("message %q", msg)
	}
	if !f.s.broken.export.Visible() || f.s.broken.export.Disabled() {
		t.Error("no export for the unreadable campaign")
	}
	// Back to the open campaign.
	f.s.list.Select(0)
	if f.s.broken.content.Visible() || !f.s.detail.Visible() {
		t.Fatal("the open campaign is not shown again")
	}
	// Delete it.
	f.s.list.Select(1)
	test.Tap(f.s.broken.del)
	f.confirm("Delete")
	if list, _ := store.Campaigns(ctx); len(list) != 1 || list[0].ID != good.ID {
		t.Fatalf("after delete: %+v", list)
	}
	if f.s.broken.content.Visible() || !f.s.detail.Visible() || f.s.Current() != good.ID {
		t.Fatal("after deleting the unreadable campaign the open one is not shown")
	}
}
