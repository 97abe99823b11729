package ui

import (
	"context"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/haventable/haventable/engine/party"
	"github.com/haventable/haventable/engine/scenariofile"
	"github.com/haventable/haventable/persistence"
	"github.com/haventable/haventable/persistence/play"
	"github.com/haventable/haventable/ui/packs"
)

// A scenario laid out from tile outlines not confirmed says so in the
// status line, naming the tiles; a map of known tiles says nothing of it.
func TestStatusLineSaysTheMapIsOutlined(t *testing.T) {
	for _, outlined := range [][]string{{"09-A", "13-C"}, nil} {
		ctx := context.Background()
		store, err := persistence.Open(filepath.Join(t.TempDir(), "c.db"))
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { store.Close() })
		c, err := store.CreateCampaign(ctx, "Frost")
		if err != nil {
			t.Fatal(err)
		}
		sess, err := play.Open(ctx, store, c.ID)
		if err != nil {
			t.Fatal(err)
		}
		file, err := scenariofile.Sample("twin-vaults")
		if err != nil {
			t.Fatal(err)
		}
		file.Outlined = outlined
		scn, err := party.BuildScenario(file, 1, 3, []party.Member{{ID: 1, Name: "Ysolde", Level: 1}})
		if err != nil {
			t.Fatal(err)
		}
		if err := sess.Start(ctx, scn); err != nil {
			t.Fatal(err)
		}
		s, _ := newShell(t, Deps{Store: store, Session: sess})
		st := s.statusText()
		if says := strings.Contains(st, "map outlined from the layouts, tiles not confirmed: 09-A, 13-C"); says != (outlined != nil) {
			t.Errorf("outlined %v: status %q", outlined, st)
		}
	}
}

// A tile outlined from the layouts is confirmed once in the editor, kept
// in the players' own pack, and placed by the next import of the layouts
// instead of its outline; that import replaces the layouts imported
// before.
func TestConfirmedTileIsPlacedByTheNextImport(t *testing.T) {
	store, sess := table(t)
	s, _ := newShell(t, Deps{Store: store, Session: sess})
	p, _ := packs.New(s.packsHost())
	const layouts = "../engine/pack/fhtts/testdata/layouts.json"
	if err := p.ImportPath(context.Background(), layouts); err != nil {
		t.Fatal(err)
	}
	s.env.ForgetPacks()
	s.Show(ViewEditor)
	if err := s.editor.OpenOutline("91-A"); err != nil {
		t.Fatal(err)
	}
	if err := s.editor.ConfirmTile(); err != nil {
		t.Fatal(err)
	}
	if err := p.ImportPath(context.Background(), layouts); err != nil {
		t.Fatal(err)
	}
	s.env.ForgetPacks()
	var outlined [][]string
	for _, pk := range s.env.DataPacks() {
		for _, sc := range pk.Scenarios {
			if f, ok := sc.File(); ok && sc.Title == "#1" {
				outlined = append(outlined, f.Outlined)
			}
		}
	}
	t.Logf("maps of #1, outlined tiles: %v", outlined)
	if len(outlined) != 1 || slices.Contains(outlined[0], "91-A") {
		t.Errorf("the maps of #1 name as outlined %v", outlined)
	}
}
