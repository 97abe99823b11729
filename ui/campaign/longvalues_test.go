package campaign

import (
	"bytes"
	"context"
	"database/sql"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf8"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
	_ "github.com/mattn/go-sqlite3"

	"github.com/haventable/haventable/engine/campaign"
	"github.com/haventable/haventable/persistence"
)

// A database that already holds values beyond their bounds (written by an
// older version, which imported any) still opens: the campaign screen
// shows them cut short, and the campaign can be listed, opened, exported
// and deleted.
func TestValuesBeyondTheirBoundsAreShownCut(t *testing.T) {
	test.NewTempApp(t)
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "campaigns.db")
	store, err := persistence.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	c, err := store.CreateCampaign(ctx, "Short")
	if err != nil {
		t.Fatal(err)
	}
	if _, _, err := store.Edit(ctx, c.ID, campaign.AddNote{Text: "short"}); err != nil {
		t.Fatal(err)
	}
	if _, _, err := store.Edit(ctx, c.ID, campaign.SetScenario{Progress: campaign.ScenarioProgress{ID: "1", Unlocked: true}}); err != nil {
		t.Fatal(err)
	}
	if err := store.Close(); err != nil {
		t.Fatal(err)
	}
	// What an older version let an import write, straight into SQLite.
	long := strings.Repeat("Gloomhaven ", 500000) // 5.5 MB
	db, err := sql.Open("sqlite3", path)
	if err != nil {
		t.Fatal(err)
	}
	for _, q := range []string{"UPDATE campaigns SET name = ?", "UPDATE notes SET text = ?", "UPDATE scenarios SET scenario = ?"} {
		if _, err := db.Exec(q, long); err != nil {
			t.Fatalf("%s: %v", q, err)
		}
	}
	if err := db.Close(); err != nil {
		t.Fatal(err)
	}

	if store, err = persistence.Open(path); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { store.Close() })
	f := newFixtureOn(t, store)
	if err := f.s.Open(c.ID); err != nil {
		t.Fatal(err)
	}
	o := f.s.list.CreateItem()
	f.s.list.UpdateItem(0, o)
	shown := []string{o.(*widget.Label).Text, f.s.title.Text, f.s.rename.Text}
	for i := range f.s.tabs.Items {
		f.s.tabs.SelectIndex(i) // each tab laid out with the long values in it
		test.WidgetRenderer(f.s.tabs).Layout(f.s.tabs.Size())
	}
	f.w.Canvas().Capture() // every text of the screen drawn
	walk(f.w.Canvas().Content(), func(o fyne.CanvasObject) {
		if l, ok := o.(*widget.Label); ok {
			shown = append(shown, l.Text)
		}
	})
	for _, s := range shown {
		if n := utf8.RuneCountInString(s); n > campaign.MaxNote+100 {
			t.Fatalf("a label of %d characters: %.60q…", n, s)
		}
	}
	if got := shown[0]; utf8.RuneCountInString(got) != campaign.MaxName || !strings.HasSuffix(got, "…") {
		t.Errorf("listed as %.60q (%d characters)", got, utf8.RuneCountInString(got))
	}
	var out bytes.Buffer
	if err := store.Export(ctx, c.ID, &out); err != nil || !strings.Contains(out.String(), long) {
		t.Fatalf("export: %v (%d bytes)", err, out.Len())
	}
	if err := store.DeleteCampaign(ctx, c.ID); err != nil {
		t.Fatal(err)
	}
}
