package campaign

import (
	"context"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"github.com/haventable/haventable/engine/pack/ghs"
	"github.com/haventable/haventable/persistence"
)

// outpostDir is the invented Frosthaven files in GHS's format.
var outpostDir = filepath.Join("..", "..", "engine", "outpost", "ghsoutpost", "testdata", "fh")

// packFixture is a fixture whose store keeps the invented Frosthaven
// files imported as a data pack (as File › Data packs imports them).
func packFixture(t *testing.T) *fixture {
	t.Helper()
	test.NewTempApp(t)
	store, err := persistence.Open(filepath.Join(t.TempDir(), "campaigns.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { store.Close() })
	p, _, err := ghs.ImportDir(outpostDir, nil)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := store.AddPack(context.Background(), p, "secretariat"); err != nil {
		t.Fatal(err)
	}
	return newFixtureOn(t, store)
}

// TestOutpostStartsFromDataPack: with Frosthaven's files imported as a
// data pack, the Outpost tab starts the outpost from the pack (no file to
// choose), saying what it holds before it starts; other files stay a
// choice.
func TestOutpostStartsFromDataPack(t *testing.T) {
	f := packFixture(t)
	id := f.create("Frosthaven")
	p := f.s.outpost
	p.reload()
	if findButton(p.content, "From other files…") == nil {
		t.Fatal("no fallback to other files")
	}
	start := findButton(p.content, "Start the outpost")
	if start == nil {
		t.Fatal("no button to start the outpost from the data pack")
	}
	test.Tap(start)
	if txt := f.dialogText(); !strings.Contains(txt, "From the data pack fh: 3 buildings, 2 calendar weeks") {
		t.Fatalf("start dialog: %q", txt)
	}
	f.confirm("Apply")
	o, d, err := f.store.Outpost(context.Background(), id)
	if err != nil || o.Standing("guardhouse").Level != 1 {
		t.Fatalf("outpost after start: %+v, %v", o, err)
	}
	if b, _ := d.Building("smithy"); b.Title != "Smithy" {
		t.Errorf("smithy's title %q", b.Title)
	}
}
