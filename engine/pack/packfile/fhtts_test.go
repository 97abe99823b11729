package packfile

import (
	"path/filepath"
	"testing"
)

// A Frosthaven layouts file is told apart by what it holds and laid out.
func TestReadPathLayouts(t *testing.T) {
	p, rep, src, err := ReadPath(filepath.Join("..", "fhtts", "testdata", "layouts.json"), nil)
	if err != nil {
		t.Fatal(err)
	}
	if src != FHTTS || len(p.Scenarios) != 2 || len(p.Tiles) != 3 || rep.Count() == 0 {
		t.Fatalf("source %q, %d scenarios, %d tiles, %d warnings", src, len(p.Scenarios), len(p.Tiles), rep.Count())
	}
}
