package round

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
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

// Issue 40, item 9: in a short window the round's status line ("Zug von
// Ana beendet; …" at 1024×600 in German) is cut with an ellipsis; hovered
// or tapped it shows whole, as the window's other status lines do.
func TestCutStatusShowsWholeWhenTapped(t *testing.T) {
	test.NewTempApp(t)
	env := newEnv(t)
	c := New(env)
	w := test.NewWindow(c.Content())
	defer w.Close()
	setInitiatives(t, c)
	c.NextTurn()
	c.status.Resize(fyne.NewSize(120, c.status.MinSize().Height))
	if !c.status.Cut() {
		t.Fatalf("the status %q fits 120 units", c.Status())
	}
	test.Tap(c.status)
	if !c.status.Whole() {
		t.Errorf("tapped, the cut status %q does not show whole", c.Status())
	}
}
