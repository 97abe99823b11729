package campaign

import (
	"context"
	"testing"

	"fyne.io/fyne/v2/test"

	"github.com/haventable/haventable/engine/rules"
)

// The campaign's rules are chosen on the party tab: the choice is an edit
// that Undo takes back; the scenario started plays them and keeps them
// when the campaign's change, and the tab says so.
func TestChooseTheRules(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	id := f.create("Snow")
	p := f.s.party
	if p.rules.Selected != "Gloomhaven" {
		t.Fatalf("a new campaign shows the rules %q", p.rules.Selected)
	}
	campaignRules := func() rules.Edition {
		t.Helper()
		c, err := f.store.Campaign(ctx, id)
		if err != nil {
			t.Fatal(err)
		}
		return c.Rules
	}
	p.rules.SetSelected("Frosthaven")
	if txt := f.dialogText(); txt != "" {
		t.Fatalf("choosing: %s", txt)
	}
	if got := campaignRules(); got != rules.Frosthaven {
		t.Fatalf("the campaign plays %q after choosing Frosthaven", got)
	}
	f.addCharacter("Brute", "Ana", 2, "")
	test.Tap(f.s.play.start)
	if txt := f.dialogText(); txt != "" {
		t.Fatalf("start: %s", txt)
	}
	if got := f.env.Table.Scenario().Rules(); got != rules.Frosthaven {
		t.Fatalf("the scenario plays %q", got)
	}
	if p.scenarioRules.Visible() {
		t.Errorf("the scenario's rules are told although they are the campaign's: %q", p.scenarioRules.Text)
	}
	p.rules.SetSelected("Jaws of the Lion")
	if got := campaignRules(); got != rules.JawsOfTheLion {
		t.Fatalf("the campaign plays %q after choosing Jaws of the Lion", got)
	}
	if got := f.env.Table.Scenario().Rules(); got != rules.Frosthaven {
		t.Errorf("the scenario in progress changed its rules to %q", got)
	}
	if !p.scenarioRules.Visible() || p.scenarioRules.Text != "The scenario in progress plays Frosthaven rules." {
		t.Errorf("the tab says %q (shown: %v)", p.scenarioRules.Text, p.scenarioRules.Visible())
	}
	if err := f.env.Table.Session().Undo(ctx); err != nil {
		t.Fatal(err)
	}
	if got := campaignRules(); got != rules.Frosthaven {
		t.Errorf("after Undo the campaign plays %q", got)
	}
	if p.rules.Selected != "Frosthaven" || p.scenarioRules.Visible() {
		t.Errorf("after Undo the tab shows %q (scenario's told: %v)", p.rules.Selected, p.scenarioRules.Visible())
	}
}
