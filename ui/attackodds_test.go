package ui

import (
	"context"
	"fmt"
	"math/big"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/hexgrid"
	"github.com/haventable/haventable/ui/spinner"
)

// visit calls f for every object under o, looking inside containers,
// scrolls, forms and widgets' renderers; hidden objects are skipped.
func visit(o fyne.CanvasObject, f func(fyne.CanvasObject)) {
	if o == nil || !o.Visible() {
		return
	}
	f(o)
	switch v := o.(type) {
	case *fyne.Container:
		for _, c := range v.Objects {
			visit(c, f)
		}
	case *container.Scroll:
		visit(v.Content, f)
	case fyne.Widget:
		for _, c := range test.WidgetRenderer(v).Objects() {
			visit(c, f)
		}
	}
}

// labelsWithPrefix returns the texts of the visible labels under o that
// start with prefix, in tree order.
func labelsWithPrefix(o fyne.CanvasObject, prefix string) []string {
	var out []string
	visit(o, func(o fyne.CanvasObject) {
		if l, ok := o.(*widget.Label); ok && strings.HasPrefix(l.Text, prefix) {
			out = append(out, l.Text)
		}
	})
	return out
}

// TestDeckOddsFollowTheAttackPanel: the deck screen, built when its tab is
// first shown, shows beside the attacker's deck the engine's odds of the
// attack prepared in the attack panel on its first target, and follows
// every change of the panel's value, advantage and targets.
func TestDeckOddsFollowTheAttackPanel(t *testing.T) {
	store, sess := table(t)
	s, w := newShell(t, Deps{Store: store, Session: sess})
	w.Resize(fyne.NewSize(1280, 800))
	s.Show(ViewAttack)
	parts := s.tabs.Items[1].Content.(*container.AppTabs)
	if c, ok := parts.Items[1].Content.(*fyne.Container); !ok || len(c.Objects) != 0 {
		t.Fatal("the deck screen was built before its tab was shown")
	}
	panel := s.attack
	scn := sess.Scenario()
	var monsters []engine.Figure
	for _, f := range scn.Figures() {
		if f.Kind == engine.KindMonster && f.Alive() && f.OnMap {
			monsters = append(monsters, f)
		}
	}
	if len(monsters) < 2 {
		t.Fatalf("the sample scenario has %d monsters in play", len(monsters))
	}
	// The hero steps beside both monsters: its melee attack reaches
	// adjacent enemies only.
	beside, found := hexgrid.Hex{}, false
	for _, h := range scn.Map().Neighbors(monsters[0].At) {
		if _, taken := scn.FigureAt(h); !taken && scn.Map().Adjacent(h, monsters[1].At) && !scn.Map().IsClosed(h) {
			beside, found = h, true
			break
		}
	}
	if !found {
		t.Fatalf("no free hex beside both %s and %s", monsters[0].ID, monsters[1].ID)
	}
	if _, err := sess.Do(context.Background(), engine.Move{Figure: "hero", To: beside}); err != nil {
		t.Fatal(err)
	}
	// Prepared before the deck screen exists.
	panel.SetAttacker("hero")
	panel.SetTargets([]string{monsters[0].ID, monsters[1].ID})
	if panel.AttackerID() != "hero" || len(panel.Targets()) != 2 {
		t.Fatalf("panel: attacker %q targets %v", panel.AttackerID(), panel.Targets())
	}
	parts.SelectIndex(1)
	decksContent := parts.Items[1].Content
	if c, ok := decksContent.(*fyne.Container); ok && len(c.Objects) == 0 {
		t.Fatal("the deck screen was not built when its tab was shown")
	}

	// want checks the hero's deck (the first one listed) shows the
	// engine's odds of the panel's attack on target ("" for none).
	want := func(step, target string) {
		t.Helper()
		parts.SelectIndex(1)
		a := panel.Attack()
		scn := sess.Scenario()
		var d modifier.Distribution
		var err error
		if target == "" {
			deck, _ := scn.Deck("hero")
			d, err = deck.Odds(a, modifier.Defender{ID: "none", HP: 1000})
		} else {
			d, err = scn.AttackOdds("hero", a, target)
		}
		if err != nil {
			t.Fatal(err)
		}
		expected := labelsWithPrefix(decksContent, "Expected damage ")
		if len(expected) == 0 || expected[0] != "Expected damage "+d.ExpectedDamage().FloatString(2) {
			t.Errorf("%s: deck screen shows %q, the engine's expected damage is %s", step, expected, d.ExpectedDamage().FloatString(2))
		}
		kill := labelsWithPrefix(decksContent, "Chance to kill ")
		if target == "" {
			if len(kill) != 0 { // neither deck has a target
				t.Errorf("%s: a chance to kill without a target: %q", step, kill)
			}
			return
		}
		k := d.KillChance()
		k.Mul(k, big.NewRat(100, 1))
		if len(kill) == 0 || kill[0] != "Chance to kill "+k.FloatString(1)+"%" {
			t.Errorf("%s: deck screen shows %q, the engine's chance to kill is %s%%", step, kill, k.FloatString(1))
		}
	}
	if got := labelsWithPrefix(decksContent, "Odds of the attack of "); len(got) == 0 || got[0] != "Odds of the attack of Hero" {
		t.Fatalf("attacker note %q", got)
	}
	want("built after the panel was set", monsters[0].ID)
	before := labelsWithPrefix(decksContent, "Expected damage ")[0]

	// The attack value, typed into the panel.
	parts.SelectIndex(0)
	var value *spinner.Field
	visit(panel.Content(), func(o fyne.CanvasObject) {
		if e, ok := o.(*spinner.Field); ok && value == nil {
			value = e
		}
	})
	if value == nil || value.Text != "2" {
		t.Fatalf("no attack value entry showing 2 in the panel")
	}
	value.SetText("5")
	if panel.Attack().Value != 5 {
		t.Fatalf("attack value %d after typing 5", panel.Attack().Value)
	}
	want("value", monsters[0].ID)
	if labelsWithPrefix(decksContent, "Expected damage ")[0] == before {
		t.Error("the expected damage did not change with the attack value")
	}
	before = labelsWithPrefix(decksContent, "Expected damage ")[0]

	// Advantage, ticked in the panel.
	parts.SelectIndex(0)
	var adv *widget.Check
	visit(panel.Content(), func(o fyne.CanvasObject) {
		if c, ok := o.(*widget.Check); ok && c.Text == "Advantage" {
			adv = c
		}
	})
	if adv == nil {
		t.Fatal("no advantage check box in the panel")
	}
	test.Tap(adv)
	if !panel.Attack().Advantage {
		t.Fatal("advantage not ticked")
	}
	want("advantage", monsters[0].ID)
	if labelsWithPrefix(decksContent, "Expected damage ")[0] == before {
		t.Error("the expected damage did not change with advantage")
	}

	// The first target is the odds' target.
	panel.SetTargets([]string{monsters[1].ID})
	want("other target", monsters[1].ID)
	panel.SetTargets(nil)
	want("no target", "")

	// The map's selection makes a monster the attacker: the monster deck's
	// odds follow.
	if err := s.mapModel.Select(monsters[0].ID); err != nil {
		t.Fatal(err)
	}
	if panel.AttackerID() != monsters[0].ID {
		t.Fatalf("attacker %q after selecting %s on the map", panel.AttackerID(), monsters[0].ID)
	}
	notes := labelsWithPrefix(decksContent, "Odds of the attack of ")
	if len(notes) < 2 || notes[1] != "Odds of the attack of "+monsters[0].Name {
		t.Errorf("attacker notes %q, want the monster deck's to name %s", notes, monsters[0].Name)
	}
}

// TestDeckShortcutsWhenBuilt: the deck screen's shortcuts, known once its
// tab was first shown, are active while it shows and share no key with the
// shell's.
func TestDeckShortcutsWhenBuilt(t *testing.T) {
	store, sess := table(t)
	s, _ := newShell(t, Deps{Store: store, Session: sess})
	s.Show(ViewAttack)
	parts := s.tabs.Items[1].Content.(*container.AppTabs)
	parts.SelectIndex(1)
	keys := s.attackKeys[1]
	if len(keys) == 0 {
		t.Fatal("the deck screen has no shortcuts")
	}
	if len(s.keys[ViewAttack]) != len(keys) || s.keys[ViewAttack][0].Key != keys[0].Key {
		t.Error("the deck screen's shortcuts are not the active ones while it shows")
	}
	seen := map[string]string{}
	for name, sc := range s.shortcuts() {
		seen[fmt.Sprint(sc.Key.Modifier, "+", sc.Key.KeyName)] = "shell " + name
	}
	for _, k := range keys {
		id := fmt.Sprint(k.Key.Modifier, "+", k.Key.KeyName)
		if prev, dup := seen[id]; dup {
			t.Errorf("%s and %s share the key %s", prev, k.Help, id)
		}
		seen[id] = k.Help
	}
}
