package editor

import (
	"bytes"
	"slices"
	"strings"
	"testing"

	"github.com/haventable/haventable/engine/scenariofile"
)

// The chest tool places a chest with the treasure typed, relabels it,
// takes it away; it refuses a chest on an obstacle, without a number or
// with a number the loader refuses, saying so in the player's words; undo
// takes each step back; the file saved holds the chests.
func TestEditorPlacesChests(t *testing.T) {
	s, _ := newEditor(t)
	const in = `{"title": "Chests", "hexes": [[0,0],[1,0],[2,0],[0,1],[1,1]], "starts": [[0,0]],
  "obstacles": [[2,0]]}`
	if err := s.Open(strings.NewReader(in)); err != nil {
		t.Fatal(err)
	}
	s.View().Fit()
	s.use(ToolChest)
	if !s.chestBox.Visible() || s.monsters.Visible() {
		t.Fatal("the chest tool does not show its treasure field alone")
	}
	chests := func() []scenariofile.Treasure { return s.File().Treasures }

	s.tap(h(1, 0)) // nothing typed
	if len(chests()) != 0 || !strings.Contains(s.Status(), "Type the treasure's number first") {
		t.Fatalf("a chest without a number: %v, status %q", chests(), s.Status())
	}
	s.SetTreasure(strings.Repeat("9", scenariofile.MaxTreasureLabel+1))
	s.tap(h(1, 0))
	if len(chests()) != 0 || !strings.Contains(s.Status(), "1 to 40 characters") {
		t.Fatalf("a chest with too long a number: %v, status %q", chests(), s.Status())
	}
	s.SetTreasure(" 7 ")
	s.tap(h(2, 0)) // the obstacle
	if len(chests()) != 0 || !strings.Contains(s.Status(), "already holds something else") {
		t.Fatalf("a chest on an obstacle: %v, status %q", chests(), s.Status())
	}
	s.tap(h(1, 0))
	s.tap(h(0, 1))
	want := []scenariofile.Treasure{{At: h(1, 0), Label: "7"}, {At: h(0, 1), Label: "7"}}
	if !slices.Equal(chests(), want) {
		t.Fatalf("placed: %v, want %v", chests(), want)
	}
	s.SetTreasure("12")
	s.tap(h(0, 1)) // relabelled
	s.tap(h(1, 0))
	s.tap(h(1, 0)) // taken away: it has that number already
	want = []scenariofile.Treasure{{At: h(0, 1), Label: "12"}}
	if !slices.Equal(chests(), want) {
		t.Fatalf("relabelled and taken away: %v, want %v", chests(), want)
	}
	s.Undo()
	if c := chests(); !slices.Equal(c, []scenariofile.Treasure{{At: h(1, 0), Label: "12"}, {At: h(0, 1), Label: "12"}}) {
		t.Fatalf("undo of the removal: %v", c)
	}
	s.Undo()
	s.Undo()
	if !slices.Equal(chests(), []scenariofile.Treasure{{At: h(1, 0), Label: "7"}, {At: h(0, 1), Label: "7"}}) {
		t.Fatalf("undo of both relabellings: %v", chests())
	}
	s.Redo()
	s.Redo()
	s.Redo()
	if !slices.Equal(chests(), want) {
		t.Fatalf("redone: %v, want %v", chests(), want)
	}
	s.use(ToolObstacle)
	s.tap(h(0, 1)) // refused on the chest
	var saved bytes.Buffer
	if err := s.Save(&saved); err != nil {
		t.Fatal(err)
	}
	back, err := scenariofile.Parse(saved.Bytes())
	if err != nil || !slices.Equal(back.Treasures, want) || len(back.Obstacles) != 1 {
		t.Fatalf("saved and read back: %v, chests %v, obstacles %v\n%s", err, back.Treasures, back.Obstacles, saved.Bytes())
	}
}
