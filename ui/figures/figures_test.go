package figures

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/ui/screen"
	"github.com/haventable/haventable/ui/screen/screentest"
	"github.com/haventable/haventable/ui/spinner"
)

func TestDamageAndHealButtonsGoThroughTheEngineAndUndo(t *testing.T) {
	test.NewTempApp(t)
	env := newEnv(t)
	l := New(env)
	show(t, l.Content(), 1280, 800)
	r := l.rows["cave-rat-2"]
	if r == nil {
		t.Fatal("no row for cave-rat-2")
	}
	if hp, max := r.hp.Value(); hp != 6 || max != 6 {
		t.Fatalf("bar shows %d/%d, want 6/6", hp, max)
	}
	if !r.plus.Disabled() {
		t.Error("+ is enabled on a figure at full hit points")
	}
	test.Tap(r.minus)
	test.Tap(r.minus)
	if got := figure(t, env, "cave-rat-2").HP; got != 4 {
		t.Fatalf("after two −: hp %d, want 4", got)
	}
	if hp, _ := r.hp.Value(); hp != 4 {
		t.Fatalf("bar shows %d, want 4", hp)
	}
	if want := "Cave Rat 2 suffers 1 damage"; l.Status() != want {
		t.Errorf("status %q, want %q", l.Status(), want)
	}
	test.Tap(r.plus)
	if got := figure(t, env, "cave-rat-2").HP; got != 5 {
		t.Fatalf("after +: hp %d, want 5", got)
	}
	undo(t, env)
	if got := figure(t, env, "cave-rat-2").HP; got != 4 {
		t.Fatalf("after undoing the heal: hp %d, want 4", got)
	}
	if hp, _ := l.rows["cave-rat-2"].hp.Value(); hp != 4 {
		t.Fatalf("after undo the bar shows %d, want 4", hp)
	}
	undo(t, env)
	undo(t, env)
	if got := figure(t, env, "cave-rat-2").HP; got != 6 {
		t.Fatalf("after undoing everything: hp %d, want 6", got)
	}
}

func TestDamageIsNegatedButNotShielded(t *testing.T) {
	test.NewTempApp(t)
	env := newEnv(t)
	l := New(env)
	shield, _ := modifier.ParseBonus("shield", 3, 0, "round")
	if err := l.AddBonus("brute", shield); err != nil {
		t.Fatal(err)
	}
	l.Damage("brute", 2)
	if got := figure(t, env, "brute").HP; got != 8 {
		t.Fatalf("a shield stopped damage that is not an attack: hp %d, want 8", got)
	}
	negate, _ := modifier.ParseBonus("negate", 0, 1, "persistent")
	if err := l.AddBonus("brute", negate); err != nil {
		t.Fatal(err)
	}
	l.Damage("brute", 2)
	f := figure(t, env, "brute")
	if f.HP != 8 {
		t.Fatalf("the negate did not take the damage: hp %d", f.HP)
	}
	if len(f.Bonuses) != 1 {
		t.Fatalf("the negate's only use was not spent: %v", f.Bonuses)
	}
	if want := "Brute: the damage was negated"; l.Status() != want {
		t.Errorf("status %q, want %q", l.Status(), want)
	}
}

func TestConditionToggles(t *testing.T) {
	test.NewTempApp(t)
	env := newEnv(t)
	l := New(env)
	b := l.rows["brute"].conds[modifier.Poison]
	test.Tap(b)
	if !figure(t, env, "brute").Conditions.Has(modifier.Poison) {
		t.Fatal("poison not applied")
	}
	if b.Importance != widget.HighImportance {
		t.Error("a held condition's toggle is not highlighted")
	}
	test.Tap(b)
	if figure(t, env, "brute").Conditions.Has(modifier.Poison) {
		t.Fatal("poison not removed")
	}
	test.Tap(b)
	undo(t, env)
	if figure(t, env, "brute").Conditions.Has(modifier.Poison) || b.Importance == widget.HighImportance {
		t.Fatal("undo left the poison")
	}
}

// A condition of a later edition is added from More…; its toggle shows
// while the figure holds it and takes it away; undo brings it back.
func TestMoreConditions(t *testing.T) {
	test.NewTempApp(t)
	env := newEnv(t)
	l := New(env)
	r := l.rows["brute"]
	b := r.conds[modifier.Brittle]
	if b.Visible() {
		t.Fatal("the brittle toggle shows before the figure is brittle")
	}
	if !r.conds[modifier.Poison].Visible() {
		t.Fatal("the poison toggle is hidden")
	}
	r.more.SetSelected("Brittle")
	if !figure(t, env, "brute").Conditions.Has(modifier.Brittle) || !b.Visible() || b.Importance != widget.HighImportance {
		t.Fatalf("More… › Brittle: held %v, toggle shown %v", figure(t, env, "brute").Conditions.Has(modifier.Brittle), b.Visible())
	}
	if r.more.Selected != "" {
		t.Errorf("More… keeps %q selected", r.more.Selected)
	}
	test.Tap(b)
	if figure(t, env, "brute").Conditions.Has(modifier.Brittle) || b.Visible() {
		t.Fatal("the toggle did not take brittle away, or still shows")
	}
	undo(t, env)
	if !figure(t, env, "brute").Conditions.Has(modifier.Brittle) || !b.Visible() {
		t.Fatal("undo did not bring brittle back")
	}
}

func TestTrackLosesATokenWhenItsBearerIsAttacked(t *testing.T) {
	test.NewTempApp(t)
	env := newEnv(t)
	l := New(env)
	shield, err := modifier.ParseBonus("shield", 1, 2, "persistent")
	if err != nil {
		t.Fatal(err)
	}
	if err := l.AddBonus("brute", shield); err != nil {
		t.Fatal(err)
	}
	track := func() *Track {
		t.Helper()
		objs := l.rows["brute"].bonusChips()
		if len(objs) != 1 {
			t.Fatalf("%d bonuses shown, want 1", len(objs))
		}
		for _, o := range test.LaidOutObjects(objs[0]) {
			if tr, ok := o.(*Track); ok {
				return tr
			}
		}
		t.Fatal("the bonus shows no track")
		return nil
	}
	if left, spent := track().Uses(); left != 2 || spent != 0 {
		t.Fatalf("track %d left %d spent, want 2 and 0", left, spent)
	}
	attack := func() {
		t.Helper()
		screentest.Do(t, env, engine.DrawAttack{Attacker: "cave-rat-1", Attack: modifier.Attack{Value: 1}, Targets: []string{"brute"}},
			engine.ApplyAttack{})
	}
	attack()
	if left, spent := track().Uses(); left != 1 || spent != 1 {
		t.Fatalf("after one attack: track %d left %d spent, want 1 and 1", left, spent)
	}
	// The track's length is the engine's: a screen built afresh (after a
	// restart) shows the spent position too.
	if b := figure(t, env, "brute").Bonuses[0]; b.Track != 2 || b.Uses != 1 {
		t.Fatalf("the engine keeps %+v", b)
	}
	fresh := New(env)
	for _, o := range test.LaidOutObjects(fresh.rows["brute"].bonusChips()[0]) {
		if tr, ok := o.(*Track); ok {
			if left, spent := tr.Uses(); left != 1 || spent != 1 {
				t.Fatalf("a fresh screen: track %d left %d spent, want 1 and 1", left, spent)
			}
		}
	}
	attack()
	if n := len(l.rows["brute"].bonusChips()); n != 0 {
		t.Fatalf("the used-up shield is still shown (%d bonuses)", n)
	}
	undo(t, env)
	if left, spent := track().Uses(); left != 1 || spent != 1 {
		t.Fatalf("after undo: track %d left %d spent, want 1 and 1", left, spent)
	}
}

func TestRemoveBonusAsksFirst(t *testing.T) {
	test.NewTempApp(t)
	env := newEnv(t)
	l := New(env)
	w := show(t, l.Content(), 1280, 800)
	env.Window = w
	negate, _ := modifier.ParseBonus("negate", 0, 0, "round")
	if err := l.AddBonus("spellweaver", negate); err != nil {
		t.Fatal(err)
	}
	l.askRemoveBonus("spellweaver", 0)
	if n := len(figure(t, env, "spellweaver").Bonuses); n != 1 {
		t.Fatal("the bonus was removed before the player confirmed")
	}
	confirm := findButton(w.Canvas(), "Remove")
	if confirm == nil {
		t.Fatal("no confirmation dialog")
	}
	test.Tap(confirm)
	if n := len(figure(t, env, "spellweaver").Bonuses); n != 0 {
		t.Fatal("the bonus was not removed after confirming")
	}
}

func findButton(c fyne.Canvas, text string) *widget.Button {
	for _, o := range c.Overlays().List() {
		for _, x := range test.LaidOutObjects(o) {
			if b, ok := x.(*widget.Button); ok && b.Text == text {
				return b
			}
		}
	}
	return nil
}

func TestBonusForm(t *testing.T) {
	test.NewTempApp(t)
	env := newEnv(t)
	l := New(env)
	f := l.newBonusForm()
	if !f.rng.Disabled() || f.value.Disabled() {
		t.Error("a shield asks for a range, or no value")
	}
	f.value.SetText("2")
	f.track.SetText("3")
	f.duration.SetSelected(f.durPersist)
	b, err := f.bonus()
	if err != nil {
		t.Fatal(err)
	}
	if want := (modifier.Bonus{Kind: modifier.BonusShield, Value: 2, Uses: 3, Track: 3, Duration: modifier.BonusPersistent}); b != want {
		t.Fatalf("got %v, want %v", b, want)
	}
	f.kind.SetSelected(f.kindNegate)
	if !f.value.Disabled() || !f.rng.Disabled() {
		t.Error("a negate asks for a value or a range")
	}
	f.duration.SetSelected(f.durRound)
	if b, err = f.bonus(); err != nil || b.Kind != modifier.BonusNegate || b.Duration != modifier.BonusRound || b.Value != 0 || b.Range != 0 {
		t.Fatalf("negate: got %v, %v", b, err)
	}
	f.kind.SetSelected(f.kindRetaliate)
	if f.value.Disabled() || f.rng.Disabled() {
		t.Error("a retaliate does not ask for its value and range")
	}
	f.rng.SetText("3")
	f.track.SetText("0")
	if b, err = f.bonus(); err != nil || b != (modifier.Bonus{Kind: modifier.BonusRetaliate, Value: 2, Range: 3, Duration: modifier.BonusRound}) {
		t.Fatalf("retaliate: got %+v, %v", b, err)
	}
	for _, bad := range []struct {
		entry *spinner.Field
		text  string
		field string
	}{{f.rng, "x", "Range: "}, {f.rng, "0", "Range: "}, {f.value, "x", "Value: "}, {f.value, "0", "Value: "}, {f.track, "-1", "Use track: "}, {f.track, "y", "Use track: "}} {
		keep := bad.entry.Text
		bad.entry.SetText(bad.text)
		if _, err := f.bonus(); err == nil || !strings.Contains(err.Error(), bad.field) {
			t.Errorf("%s %q: error %v does not name the field", bad.field, bad.text, err)
		}
		bad.entry.SetText(keep)
	}
	f.kind.SetSelected(f.kindShield)
	f.value.SetText("x")
	if _, err := f.bonus(); err == nil || !strings.Contains(err.Error(), "Value: “x” is not a whole number") {
		t.Fatalf("bad value: error %v does not name the field", err)
	}
	if n := len(l.formItems(f)); n != 5 {
		t.Fatalf("%d form items", n)
	}
}

func TestSelectionFollowsTheMap(t *testing.T) {
	test.NewTempApp(t)
	env := newEnv(t)
	l := New(env)
	test.Tap(l.rows["ash-acolyte-1"].name)
	if f, ok := env.Map.Selected(); !ok || f.ID != "ash-acolyte-1" {
		t.Fatalf("the map selected %v %v", f.ID, ok)
	}
	if err := env.Map.Select("brute"); err != nil {
		t.Fatal(err)
	}
	if l.Selected() != "brute" || !l.rows["brute"].selected || l.rows["ash-acolyte-1"].selected {
		t.Fatalf("the list selected %q", l.Selected())
	}
	l.step(1)
	if l.Selected() != "spellweaver" {
		t.Fatalf("next after brute: %q", l.Selected())
	}
	if f, _ := env.Map.Selected(); f.ID != "spellweaver" {
		t.Fatalf("map: %q", f.ID)
	}
}

func TestFallenFiguresGreyedOrHidden(t *testing.T) {
	test.NewTempApp(t)
	env := newEnv(t)
	l := New(env)
	l.Damage("cave-rat-1", 5)
	if want := "Cave Rat 1 died"; l.Status() != want {
		t.Fatalf("status %q, want %q", l.Status(), want)
	}
	r := l.rows["cave-rat-1"]
	if r == nil || !r.minus.Disabled() || !r.conds[modifier.Stun].Disabled() || r.kind.Text != "dead" {
		t.Fatal("a dead figure is not greyed out")
	}
	n := len(l.box.Objects)
	l.fallen.SetChecked(false)
	if len(l.box.Objects) != n-1 {
		t.Fatalf("hiding the fallen: %d rows, want %d", len(l.box.Objects), n-1)
	}
	l.fallen.SetChecked(true)
	if len(l.box.Objects) != n {
		t.Fatal("the fallen did not come back")
	}
}

func TestShortcuts(t *testing.T) {
	test.NewTempApp(t)
	env := newEnv(t)
	l := New(env)
	w := show(t, l.Content(), 800, 600)
	l.Register(w.Canvas())
	l.Select("brute")
	for _, sc := range l.Shortcuts() {
		if sc.Help == "" || sc.Key == nil {
			t.Fatalf("shortcut without help or key: %+v", sc)
		}
	}
	l.Shortcuts()[2].Do()
	if got := figure(t, env, "brute").HP; got != 9 {
		t.Fatalf("Alt+Minus: hp %d", got)
	}
	l.Shortcuts()[3].Do()
	if got := figure(t, env, "brute").HP; got != 10 {
		t.Fatalf("Alt+Equal: hp %d", got)
	}
}

// sampleState gives the figures something to show: damage, conditions,
// bonuses with tracks, a fallen monster, a selection.
func sampleState(t testing.TB, env *screen.Env, l *List) {
	t.Helper()
	l.Damage("cave-rat-1", 3)
	l.Damage("cave-rat-2", 4)
	l.Damage("brute", 3)
	l.ToggleCondition("brute", modifier.Poison)
	l.ToggleCondition("stone-warden-1", modifier.Stun)
	l.ToggleCondition("stone-warden-1", modifier.Muddle)
	shield, _ := modifier.ParseBonus("shield", 1, 3, "persistent")
	negate, _ := modifier.ParseBonus("negate", 0, 0, "round")
	for _, err := range []error{l.AddBonus("brute", shield), l.AddBonus("spellweaver", negate)} {
		if err != nil {
			t.Fatal(err)
		}
	}
	screentest.Do(t, env, engine.DrawAttack{Attacker: "ash-acolyte-1", Attack: modifier.Attack{Value: 0}, Targets: []string{"brute"}},
		engine.ApplyAttack{})
	l.Select("ash-acolyte-1")
}

func TestFiguresGolden(t *testing.T) {
	for _, tc := range []struct {
		name  string
		theme fyne.Theme
	}{{"figures.png", theme.LightTheme()}, {"figures-dark.png", theme.DarkTheme()}} {
		t.Run(tc.name, func(t *testing.T) {
			app := test.NewTempApp(t)
			app.Settings().SetTheme(tc.theme)
			env := newEnv(t)
			l := New(env)
			w := show(t, l.Content(), 1280, 800)
			sampleState(t, env, l)
			test.AssertImageMatches(t, tc.name, w.Canvas().Capture())
		})
	}
}

func TestClosedListNoLongerFollows(t *testing.T) {
	test.NewTempApp(t)
	env := newEnv(t)
	l := New(env)
	l.Close()
	screentest.Do(t, env, engine.DamageFigure{Figure: "brute", Amount: 1})
	if hp, _ := l.rows["brute"].hp.Value(); hp != 10 {
		t.Fatal("a closed list followed the table")
	}
	if err := env.Map.Select("brute"); err != nil {
		t.Fatal(err)
	}
	if l.Selected() != "" {
		t.Fatal("a closed list followed the map")
	}
}

func TestThemeChangeRepaintsRows(t *testing.T) {
	app := test.NewTempApp(t)
	app.Settings().SetTheme(theme.LightTheme())
	env := newEnv(t)
	l := New(env)
	show(t, l.Content(), 1280, 800)
	l.Select("brute")
	app.Settings().SetTheme(theme.DarkTheme())
	want := theme.DarkTheme().Color(theme.ColorNameSelection, theme.VariantDark)
	if got := l.rows["brute"].bg.FillColor; got != want {
		t.Fatalf("selection %v after the switch to dark, want %v", got, want)
	}
}

func TestRetaliateBonusShown(t *testing.T) {
	test.NewTempApp(t)
	env := newEnv(t)
	l := New(env)
	for _, b := range []modifier.Bonus{
		{Kind: modifier.BonusRetaliate, Value: 2, Range: 3, Uses: 1, Track: 3},
		{Kind: modifier.BonusRetaliate, Value: 1, Range: 1},
		{Kind: modifier.BonusNegate, Uses: 2}, // no track length: as long as the uses
	} {
		if err := l.AddBonus("brute", b); err != nil {
			t.Fatal(err)
		}
	}
	if !strings.Contains(l.status.Text, "gains Negate") {
		t.Fatalf("status %q", l.status.Text)
	}
	objs := l.rows["brute"].bonusChips()
	if len(objs) != 3 {
		t.Fatalf("%d bonuses shown", len(objs))
	}
	for i, want := range []struct {
		label       string
		left, spent int
		track       bool
	}{{"Retaliate 2, range 3", 1, 2, true}, {"Retaliate 1 ·", 0, 0, false}, {"Negate", 2, 0, true}} {
		var label string
		var track *Track
		for _, o := range test.LaidOutObjects(objs[i]) {
			switch w := o.(type) {
			case *widget.Label:
				label = w.Text
			case *Track:
				track = w
			}
		}
		if !strings.HasPrefix(label, want.label) {
			t.Errorf("bonus %d: label %q, want %q", i, label, want.label)
		}
		if (track != nil) != want.track {
			t.Fatalf("bonus %d: track shown %v, want %v", i, track != nil, want.track)
		}
		if track != nil {
			if left, spent := track.Uses(); left != want.left || spent != want.spent {
				t.Errorf("bonus %d: track %d left %d spent, want %d and %d", i, left, spent, want.left, want.spent)
			}
		}
	}
	if got := figure(t, env, "brute").Bonuses[2]; got.Track != 2 {
		t.Fatalf("a bonus added without a track length: %+v", got)
	}
}

func TestDamageTellsBrittleSpent(t *testing.T) {
	test.NewTempApp(t)
	env := newEnv(t)
	l := New(env)
	if _, err := env.Table.Do(engine.SetCondition{Figure: "cave-rat-2", Condition: modifier.Brittle, Held: true}); err != nil {
		t.Fatal(err)
	}
	l.Damage("cave-rat-2", 2)
	if want := "Cave Rat 2 suffers 4 damage (Brittle spent)"; l.Status() != want {
		t.Errorf("status %q, want %q", l.Status(), want)
	}
	if got := figure(t, env, "cave-rat-2").HP; got != 2 {
		t.Fatalf("hp %d, want 2", got)
	}
}
