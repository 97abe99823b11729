package campaign

import (
	"context"
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"fyne.io/fyne/v2/test"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/pack"
	"github.com/haventable/haventable/engine/pack/packfile"
	"github.com/haventable/haventable/persistence"
)

// TestRealBlackBarrow starts the first printed scenario from the files a
// player has: X-haven Assistant's Gloomhaven edition file (in the folder
// $HAVENTABLE_XHA_EDITIONS) and a Virtual Gloomhaven Board checkout
// ($VGB_DIR), read as File › Data packs reads them. Nothing of either is
// kept in this repository; without them the test is skipped. It counts the
// steps from the campaign screen, logs the times, and checks the standees
// for three characters: the start room's, and each room's as its door opens.
func TestRealBlackBarrow(t *testing.T) {
	editions, vgbDir := os.Getenv("HAVENTABLE_XHA_EDITIONS"), os.Getenv("VGB_DIR")
	if editions == "" || vgbDir == "" {
		t.Skip("HAVENTABLE_XHA_EDITIONS and VGB_DIR not set")
	}
	test.NewTempApp(t)
	store, err := persistence.Open(filepath.Join(t.TempDir(), "campaigns.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { store.Close() })
	began := time.Now()
	var packs []*pack.Pack
	for _, path := range []string{filepath.Join(editions, "Gloomhaven.json"), vgbDir} {
		p, _, src, err := packfile.ReadPath(path, packs)
		if err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		if _, err := store.AddPack(context.Background(), p, string(src)); err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		packs = append(packs, p)
	}
	imported := time.Since(began)

	f := newFixtureOn(t, store)
	f.create("Black Barrow")
	for _, n := range []string{"Ana", "Bo", "Cy"} {
		f.addCharacter("Brute", n, 1, "")
	}
	pp := f.s.play
	pp.refresh()
	began = time.Now()
	steps := 0
	test.Tap(pp.find)
	steps++
	test.Type(pp.find, "1")
	steps++
	if c, ok := pp.chosen(); !ok || c.file == nil || c.title != "#1 Black Barrow" {
		t.Fatalf("typing 1 chose %q (map %v)", c.label, c.file != nil)
	}
	test.Tap(pp.start)
	steps++
	started := time.Since(began)
	scn := f.env.Table.Scenario()
	if scn == nil {
		t.Fatalf("not started: %q", f.dialogText())
	}
	t.Logf("imported both files in %v; Black Barrow started for 3 characters in %d steps, %v", imported, steps, started)
	if steps > 6 {
		t.Errorf("%d steps, want 6 at most", steps)
	}
	guards := func() int {
		n := 0
		for _, fig := range f.env.Table.Scenario().Figures() {
			if fig.MonsterType == "Bandit Guard" && fig.OnMap && fig.Alive() {
				n++
			}
		}
		return n
	}
	if n := guards(); n != 6 {
		t.Errorf("%d Bandit Guards at the start, want 6", n)
	}
	doors := scn.Map().Closed()
	if len(doors) != 2 {
		t.Fatalf("closed doors %v, want 2", doors)
	}
	var revealed []int
	for _, d := range doors {
		before := len(f.env.Table.Scenario().Figures())
		if _, err := f.env.Table.Session().Do(context.Background(), engine.OpenDoor{At: d}); err != nil {
			t.Fatal(err)
		}
		revealed = append(revealed, len(f.env.Table.Scenario().Figures())-before)
	}
	slices.Sort(revealed)
	if !slices.Equal(revealed, []int{4, 4}) {
		t.Errorf("opening the doors revealed %v standees, want 4 and 4", revealed)
	}
}
