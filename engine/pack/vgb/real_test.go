package vgb

import (
	"os"
	"strings"
	"testing"
	"time"

	"github.com/haventable/haventable/engine"
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
		} else if strings.Contains(w.Message, "money") || strings.Contains(w.Message, "treasure") {
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
			t.Log("on the map for 3 characters, opening each door in turn:", blackBarrowAtTheTable(t, f))
			t.Log("money tokens:", f.Money)
			t.Log("treasure chests:", f.Treasures)
		}
	}
	t.Logf("%d scenarios imported, %d pass the loader, %d left out, %d tiles, %d warnings, in %v",
		len(p.Scenarios), pass, skipped, len(p.Tiles), len(rep.Warnings), took)
	if err := p.Check(); err != nil {
		t.Error(err)
	}
}

// blackBarrowAtTheTable loads f for 3 characters and opens its doors in
// order, returning how many monsters are on the map at the start and after
// each door.
func blackBarrowAtTheTable(t *testing.T, f *scenariofile.File) []int {
	s, err := engine.LoadScenarioFor(f, engine.Setup{Level: 1, Players: 3, Seed: 1}, tableFor(f))
	if err != nil {
		t.Fatal(err)
	}
	count := func() int {
		n := 0
		for _, fig := range s.Figures() {
			if fig.OnMap {
				n++
			}
		}
		return n
	}
	out := []int{count()}
	for _, d := range f.Doors {
		if _, err := s.Do(engine.OpenDoor{At: d.At}); err != nil {
			t.Fatal(err)
		}
		out = append(out, count())
	}
	return out
}
