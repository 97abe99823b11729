package round

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"github.com/haventable/haventable/engine"
)

// The status line says what the last action did, and only while the table
// is as that action left it: a later turn or round, or an undo, clears it
// (issue 40: "Round 5 · Round 9 ended" after many undos).
func TestStatusLineIsNeverStale(t *testing.T) {
	test.NewTempApp(t)
	env := newEnv(t)
	c := New(env)
	setInitiatives(t, c)
	c.EndRound()
	if !strings.Contains(c.Status(), "Round 1 ended") {
		t.Fatalf("status after End round: %q", c.Status())
	}
	undo(t, env)
	if c.Status() != "" {
		t.Errorf("after the end of round 1 was undone the status still says %q", c.Status())
	}
	c.NextTurn()
	if !strings.Contains(c.Status(), "Brute") {
		t.Fatalf("status after Next turn: %q", c.Status())
	}
	// What another screen does (a consumption on the map) makes the line
	// old news.
	if _, err := env.Table.Do(engine.Infuse{Element: engine.Elements[1]}); err != nil {
		t.Fatal(err)
	}
	if c.Status() != "" {
		t.Errorf("after another action the status still says %q", c.Status())
	}
	// An undo of the action reported takes its line away.
	c.Infuse(engine.Elements[0])
	said := c.Status()
	undo(t, env)
	if c.Status() == said {
		t.Errorf("the infusion undone is still reported: %q", said)
	}
}
