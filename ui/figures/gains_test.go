package figures

import (
	"context"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/engine/party"
	"github.com/haventable/haventable/engine/scenariofile"
	"github.com/haventable/haventable/hexgrid"
	"github.com/haventable/haventable/ui/spinner"
)

// A character's row counts its experience (+ and − in one click) and shows
// the money it looted; Exhausted… asks, then takes it off the map. Every
// change is an engine action that Undo takes back.
func TestCharacterGains(t *testing.T) {
	test.NewTempApp(t)
	env := newEnv(t)
	l := New(env)
	w := show(t, l.Content(), 1280, 800)
	env.Window = w
	r := l.rows["brute"]
	if r == nil || !r.gains.Visible() {
		t.Fatal("the brute's row shows no experience")
	}
	if l.rows["cave-rat-2"].gains.Visible() {
		t.Error("a monster's row shows experience")
	}
	if !r.xpMinus.Disabled() {
		t.Error("− is enabled at 0 experience")
	}
	test.Tap(r.xpPlus)
	test.Tap(r.xpPlus)
	test.Tap(r.xpPlus)
	test.Tap(r.xpMinus)
	if got := figure(t, env, "brute").XP; got != 2 || r.xp.Text != "Experience 2" {
		t.Errorf("after + + + −: %d experience, row %q", got, r.xp.Text)
	}
	if l.Status() != "Brute: 2 experience this scenario" {
		t.Errorf("status %q", l.Status())
	}
	at := figure(t, env, "brute").At
	if _, err := env.Table.Do(engine.PlaceMoney{At: at, Count: 2}); err != nil {
		t.Fatal(err)
	}
	if _, err := env.Table.Do(engine.LootMoney{At: at}); err != nil {
		t.Fatal(err)
	}
	if r.money.Text != "2 money tokens" {
		t.Errorf("money shown %q", r.money.Text)
	}
	undo(t, env)
	if r.money.Text != "0 money tokens" {
		t.Errorf("money after Undo %q", r.money.Text)
	}
	test.Tap(r.exhaust)
	if figure(t, env, "brute").State != engine.Active {
		t.Fatal("exhausted before the player confirmed")
	}
	test.Tap(findButton(w.Canvas(), "Exhausted…"))
	if figure(t, env, "brute").State != engine.Exhausted {
		t.Fatal("not exhausted after confirming")
	}
	undo(t, env)
	if figure(t, env, "brute").State != engine.Active {
		t.Error("Undo did not bring the brute back")
	}
}

// Summon… asks for the summon's card and places it next to its summoner;
// its row shows its stats; Undo takes it away.
func TestSummonDialog(t *testing.T) {
	test.NewTempApp(t)
	env := newEnv(t)
	l := New(env)
	w := show(t, l.Content(), 1280, 900)
	env.Window = w
	r := l.rows["brute"]
	test.Tap(r.summon)
	form := topForm(w)
	if form == nil {
		t.Fatal("no summon dialog")
	}
	add := findButton(w.Canvas(), "Add")
	test.Type(form.entries[0], "Bear")
	form.entries[1].SetText("6")
	form.entries[3].SetText("3")
	form.entries[5].SetText("Retaliate 1")
	form.entries[2].SetText("abc")
	if add.Disabled() == false {
		t.Error("Add is offered with a move of abc")
	}
	form.entries[2].SetText("2")
	test.Tap(add)
	var bear engine.Figure
	for _, f := range env.Table.Scenario().Figures() {
		if f.Kind == engine.KindSummon {
			bear = f
		}
	}
	if bear.Name != "Bear" || bear.HP != 6 || bear.Summoner != "brute" || bear.Stats == nil || bear.Stats.Move != 2 ||
		bear.Stats.Attack != 3 || bear.Stats.Traits != "Retaliate 1" {
		t.Fatalf("summoned %+v", bear)
	}
	if d := hexDistance(bear.At, figure(t, env, "brute").At); d != 1 {
		t.Errorf("the bear stands %d hexes from the brute", d)
	}
	if br := l.rows[bear.ID]; br == nil || !br.stats.Visible() || br.stats.Text != "Move 2, attack 3; Retaliate 1" {
		t.Errorf("the bear's row shows %+v", br)
	}
	if l.Status() != "Brute summons Bear" {
		t.Errorf("status %q", l.Status())
	}
	undo(t, env)
	if _, ok := env.Table.Scenario().Figure(bear.ID); ok {
		t.Error("Undo left the bear")
	}
}

// formEntries is the entries of the form dialog on top, in order.
type formEntries struct{ entries []*widget.Entry }

func topForm(w fyne.Window) *formEntries {
	top := w.Canvas().Overlays().Top()
	if top == nil {
		return nil
	}
	f := &formEntries{}
	for _, o := range test.LaidOutObjects(top) {
		switch e := o.(type) {
		case *widget.Entry:
			f.entries = append(f.entries, e)
		case *spinner.Field:
			f.entries = append(f.entries, &e.Entry.Entry)
		}
	}
	return f
}

func hexDistance(a, b hexgrid.Hex) int { return hexgrid.Distance(a, b) }

// A monster immune to a condition (the built-in warden to poison) has that
// toggle disabled; asked anyway, the list says so.
func TestImmuneConditionToggle(t *testing.T) {
	test.NewTempApp(t)
	env := newEnv(t)
	file, err := scenariofile.Sample(scenariofile.DefaultSample)
	if err != nil {
		t.Fatal(err)
	}
	scn, err := party.BuildScenario(file, 1, 2, []party.Member{{ID: 1, Name: "Ana", Level: 1}})
	if err != nil {
		t.Fatal(err)
	}
	if err := env.Table.Session().Start(context.Background(), scn); err != nil {
		t.Fatal(err)
	}
	l := New(env)
	show(t, l.Content(), 1280, 800)
	var warden string
	for _, f := range scn.Figures() {
		if f.MonsterType == "Stone Warden" && !f.Elite {
			warden = f.ID
		}
	}
	r := l.rows[warden]
	if r == nil || !r.conds[modifier.Poison].Disabled() || r.conds[modifier.Wound].Disabled() {
		t.Fatalf("the warden's toggles: poison disabled %v", r != nil && r.conds[modifier.Poison].Disabled())
	}
	l.ToggleCondition(warden, modifier.Poison)
	if figure(t, env, warden).Conditions.Has(modifier.Poison) || l.Status() != "Stone Warden 1 is immune to Poison" {
		t.Errorf("poison on the warden: status %q", l.Status())
	}
}

// The pencil beside the hit points sets the maximum by hand, checked.
func TestMaxHPByHand(t *testing.T) {
	test.NewTempApp(t)
	env := newEnv(t)
	l := New(env)
	w := show(t, l.Content(), 1280, 800)
	env.Window = w
	test.Tap(l.rows["cave-rat-2"].maxHP)
	form := topForm(w)
	if form == nil || len(form.entries) != 1 || form.entries[0].Text != "6" {
		t.Fatalf("the dialog: %+v", form)
	}
	set := findButton(w.Canvas(), "Set")
	form.entries[0].SetText("0")
	if !set.Disabled() {
		t.Error("a maximum of 0 can be set")
	}
	form.entries[0].SetText("9")
	test.Tap(set)
	if f := figure(t, env, "cave-rat-2"); f.MaxHP != 9 || f.HP != 9 {
		t.Errorf("after setting 9: %d / %d", f.HP, f.MaxHP)
	}
	undo(t, env)
	if f := figure(t, env, "cave-rat-2"); f.MaxHP != 6 {
		t.Errorf("after Undo: maximum %d", f.MaxHP)
	}
}
