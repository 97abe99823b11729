package editor

import (
	"bytes"
	"slices"
	"strings"
	"testing"

	"github.com/haventable/haventable/engine/scenariofile"
)

// A file with money tokens keeps them through the editor: opened, edited
// (a hex added, a trap laid, an obstacle refused on the tokens) and saved,
// it is written with the same money; a hex erased takes its tokens along.
func TestEditorKeepsTheFilesMoney(t *testing.T) {
	s, _ := newEditor(t)
	const in = `{"title": "Coins", "hexes": [[0,0],[1,0],[2,0],[0,1],[1,1]], "starts": [[0,0]],
  "money": [{"at": [1,0], "count": 2}, {"at": [0,1], "count": 1}]}`
	if err := s.Open(strings.NewReader(in)); err != nil {
		t.Fatal(err)
	}
	want := []scenariofile.Money{{At: h(1, 0), Count: 2}, {At: h(0, 1), Count: 1}}
	s.View().Fit()
	s.use(ToolHexes)
	s.tap(h(2, 1))
	s.use(ToolTrap)
	s.tap(h(1, 0))
	s.use(ToolObstacle)
	s.tap(h(0, 1)) // refused: money lies there
	f := s.File()
	if len(f.Hexes) != 6 || len(f.Traps) != 1 || len(f.Obstacles) != 0 {
		t.Fatalf("after the edits: hexes %v, traps %v, obstacles %v", f.Hexes, f.Traps, f.Obstacles)
	}
	var saved bytes.Buffer
	if err := s.Save(&saved); err != nil {
		t.Fatal(err)
	}
	back, err := scenariofile.Parse(saved.Bytes())
	if err != nil || !slices.Equal(back.Money, want) || len(back.Traps) != 1 {
		t.Fatalf("saved and read back: %v, money %v, traps %v\n%s", err, back.Money, back.Traps, saved.Bytes())
	}

	s.use(ToolHexes)
	s.tap(h(1, 0)) // erase
	if f := s.File(); len(f.Money) != 1 || f.Money[0] != want[1] {
		t.Errorf("after erasing [1,0]: money %v", f.Money)
	}
}
