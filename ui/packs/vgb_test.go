package packs

import (
	"context"
	"strings"
	"testing"

	"github.com/haventable/haventable/engine/pack"
)

// File › Data packs imports a Virtual Gloomhaven Board folder: its
// scenarios with their maps and the tiles they use, what was left out in
// the list of left-out lines.
func TestDataPacksImportsAVGBFolder(t *testing.T) {
	p, env, _ := newDialog(t)
	if err := p.ImportPath(context.Background(), "../../engine/pack/vgb/testdata/folder"); err != nil {
		t.Fatal(err)
	}
	if len(p.packs) != 1 || p.packs[0].Source != "vgb" || !strings.Contains(packLine(p, p.packs[0]), "from the Virtual Gloomhaven Board") {
		t.Fatalf("packs %+v; status %q", p.packs, p.status.Text)
	}
	if !strings.Contains(strings.Join(p.leftOut, "\n"), "q9z") {
		t.Errorf("the missing tile is not named: %q", p.leftOut)
	}
	env.ForgetPacks()
	packs := env.DataPacks()
	if _, ok := pack.FindTile(packs, "Z1a"); !ok {
		t.Error("the tiles used are not in the pack kept")
	}
	found := false
	for _, pk := range packs {
		for _, sc := range pk.Scenarios {
			if sc.Title == "#1 Lantern Hall" && len(sc.MapFile) > 0 {
				found = true
			}
		}
	}
	if !found {
		t.Error("the scenario with its map is not kept")
	}
	// a single scenario file, read where it lies, takes its checkout's tiles
	if err := p.ImportPath(context.Background(), "../../engine/pack/vgb/testdata/folder/VirtualGloomhavenBoard/assets/data/scenarios/solo/1.json"); err != nil {
		t.Fatal(err)
	}
}
