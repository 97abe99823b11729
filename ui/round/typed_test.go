package round

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"
)

// The second card is optional: a leading card alone sets the initiative
// (no "is not a whole number"), and the row says what is set (issue 40).
func TestSecondInitiativeIsOptional(t *testing.T) {
	test.NewTempApp(t)
	env := newEnv(t)
	c := New(env)
	w := show(t, c.Content(), 1280, 800)
	env.Window = w
	r := c.charRows["brute"]
	test.Type(r.leading, "30")
	r.leading.OnSubmitted(r.leading.Text)
	in, ok := env.Table.Scenario().InitiativeOf("brute")
	if !ok || in.Leading != 30 || in.Second != 0 {
		t.Fatalf("after 30 and Enter: %+v %v", in, ok)
	}
	if r.current.Text != "acts on 30" {
		t.Errorf("the row says %q", r.current.Text)
	}
	if w.Canvas().Focused() != r.second {
		t.Errorf("Enter did not move on to the second card: %v", w.Canvas().Focused())
	}
}

// Typed initiatives take effect without ✓: leaving an entry sets its row,
// and Next turn, enabled once the typed entries complete the order, sets
// every row typed and starts the round (issue 40).
func TestTypedInitiativesNeedNoConfirm(t *testing.T) {
	test.NewTempApp(t)
	env := newEnv(t)
	c := New(env)
	w := show(t, c.Content(), 1280, 800)
	env.Window = w
	brute, spell := c.charRows["brute"], c.charRows["spellweaver"]
	w.Canvas().Focus(brute.leading)
	test.Type(brute.leading, "10")
	w.Canvas().Focus(brute.second)
	if in, ok := env.Table.Scenario().InitiativeOf("brute"); !ok || in.Leading != 10 {
		t.Fatalf("leaving the leading card's entry did not set it: %+v %v", in, ok)
	}
	test.Type(brute.second, "50")
	w.Canvas().Focus(spell.leading)
	if in, _ := env.Table.Scenario().InitiativeOf("brute"); in.Second != 50 {
		t.Fatalf("leaving the second card's entry did not set it: %+v", in)
	}
	test.Type(spell.leading, "30")
	for typ, v := range map[string]string{"Cave Rat": "20", "Ash Acolyte": "40", "Stone Warden": "70"} {
		test.Type(c.monRows[typ].value, v)
	}
	if c.next.Disabled() {
		t.Fatal("Next turn is disabled though every initiative is typed")
	}
	c.NextTurn()
	scn := env.Table.Scenario()
	if in, ok := scn.InitiativeOf("spellweaver"); !ok || in.Leading != 30 || in.Second != 0 {
		t.Errorf("the spellweaver's typed initiative: %+v %v", in, ok)
	}
	if n, ok := scn.MonsterInitiative("Stone Warden"); !ok || n != 70 {
		t.Errorf("the warden's typed initiative: %d %v", n, ok)
	}
	if id, ok := scn.Active(); !ok || id != "brute" {
		t.Errorf("Next turn started %q %v, want the brute's turn", id, ok)
	}
	if !strings.Contains(c.Status(), "Brute") {
		t.Errorf("status %q", c.Status())
	}
}
