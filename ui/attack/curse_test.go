package attack

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"
	"golang.org/x/text/language"

	"github.com/haventable/haventable/engine"
)

// What a curse or bless effect did is said, and so is a curse or bless that
// the supply could not give.
func TestCurseAndBlessLines(t *testing.T) {
	test.NewTempApp(t)
	env := newEnv(t, language.English)
	p := New(env)
	curses := engine.TargetResult{ID: "cave-rat-1", Effects: []engine.Effect{{Kind: engine.Curses}}}
	got := strings.Join(p.outcomeLines(nil, engine.TargetOutcome{Result: curses, Cursed: true}), " ")
	if !strings.Contains(got, "a curse goes into its deck") {
		t.Errorf("cursed: %q", got)
	}
	got = strings.Join(p.outcomeLines(nil, engine.TargetOutcome{Result: curses}), " ")
	if !strings.Contains(got, "no curse card is left") {
		t.Errorf("no curse left: %q", got)
	}
	lines := p.attackLines(&engine.AttackOutcome{Attacker: "brute", Blessed: []bool{true, false}})
	if len(lines) != 2 || lines[0] != "A bless goes into Brute’s deck" || lines[1] != "No bless card is left for Brute" {
		t.Errorf("bless lines %q", lines)
	}
}
