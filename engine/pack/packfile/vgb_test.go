package packfile

import (
	"os"
	"strings"
	"testing"

	"github.com/haventable/haventable/engine/pack"
)

const vgbFolder = "../vgb/testdata/folder/VirtualGloomhavenBoard"

func TestReadPathTakesAVGBFolder(t *testing.T) {
	for _, path := range []string{vgbFolder, "../vgb/testdata/folder"} {
		p, rep, src, err := ReadPath(path, nil)
		if err != nil || src != VGB {
			t.Fatalf("%s: %q, %v", path, src, err)
		}
		if len(p.Scenarios) != 2 || len(p.Tiles) != 4 || len(rep.Warnings) == 0 {
			t.Errorf("%s: %d scenarios, %d tiles, %d warnings", path, len(p.Scenarios), len(p.Tiles), len(rep.Warnings))
		}
		if err := p.Check(); err != nil {
			t.Error(err)
		}
	}
	if _, _, _, err := ReadPath(t.TempDir(), nil); err == nil || !strings.Contains(err.Error(), "no Virtual Gloomhaven Board scenario files") {
		t.Errorf("an empty folder: %v", err)
	}
}

func TestAVGBFileTakesTheTilesOfItsCheckoutOrOfOtherPacks(t *testing.T) {
	path := vgbFolder + "/assets/data/scenarios/solo/1.json"
	p, _, src, err := ReadPath(path, nil)
	if err != nil || src != VGB || p.Name != "Virtual Gloomhaven Board #1 Lone Vigil" {
		t.Fatalf("%q %v", src, err)
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if _, _, _, err := Read("1.json", data); err == nil || !strings.Contains(err.Error(), "y1a") {
		t.Errorf("without tiles: %v, want the missing tile named", err)
	}
	q, _, src, err := ReadWith("1.json", data, []*pack.Pack{p})
	if err != nil || src != VGB || len(q.Scenarios) != 1 {
		t.Errorf("with the tiles of a pack imported before: %q %v", src, err)
	}
}
