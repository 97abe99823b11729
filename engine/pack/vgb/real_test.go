package vgb

import (
	"os"
	"strings"
	"testing"
	"time"

	"github.com/haventable/haventable/engine/scenariofile"
)

// TestRealFolder imports a VGB checkout named by $VGB_DIR (the
// VirtualGloomhavenBoard folder); nothing of it is kept in this repository.
// It logs how many scenarios import, how many pass the loader, the time,
// and Black Barrow's standees for three characters.
func TestRealFolder(t *testing.T) {
	dir := os.Getenv("VGB_DIR")
	if dir == "" {
		t.Skip("VGB_DIR not set")
	}
	start := time.Now()
	p, rep, err := ImportDir(dir, nil)
	took := time.Since(start)
	if err != nil {
		t.Fatal(err)
	}
	skipped := 0
	for _, w := range rep.Warnings {
		if strings.Contains(w.Message, "skipped") && strings.Contains(w.Message, "scenario") {
			skipped++
			t.Log(w)
		}
	}
	pass := 0
	for _, s := range p.Scenarios {
		f, err := scenariofile.Parse(s.MapFile)
		if err != nil {
			t.Errorf("%s: %v", s.Title, err)
			continue
		}
		if err := checkLoads(f); err != nil {
			t.Errorf("%s: %v", s.Title, err)
			continue
		}
		pass++
		if strings.HasPrefix(s.Title, "#1 Black Barrow") {
			for _, line := range describeRooms(f, 3) {
				t.Log(line)
			}
		}
	}
	t.Logf("%d scenarios imported, %d pass the loader, %d left out, %d tiles, %d warnings, in %v",
		len(p.Scenarios), pass, skipped, len(p.Tiles), len(rep.Warnings), took)
	if err := p.Check(); err != nil {
		t.Error(err)
	}
}
