package attack

import (
	"context"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
	"golang.org/x/text/language"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/hexgrid"
	"github.com/haventable/haventable/persistence/play"
	"github.com/haventable/haventable/ui/cards"
	"github.com/haventable/haventable/ui/screen/screentest"
)

// checkTarget taps the check box of target id (its name, numbered when
// chosen, marked when out of reach).
func checkTarget(t *testing.T, p *Panel, id string) {
	t.Helper()
	c := targetCheck(t, p, id)
	test.Tap(c)
}

// targetCheck returns the check box of target id.
func targetCheck(t *testing.T, p *Panel, id string) *widget.Check {
	t.Helper()
	name := p.nameOf(id)
	for _, o := range p.targetChecks.Objects {
		c, ok := o.(*widget.Check)
		if !ok {
			continue
		}
		text := c.Text
		if _, after, numbered := strings.Cut(text, ". "); numbered {
			text = after
		}
		if text == name || strings.HasPrefix(text, name+" (") {
			return c
		}
	}
	t.Fatalf("no check box for %s (%s)", id, name)
	return nil
}

func typeModifier(p *Panel, token string) {
	test.Type(p.modEntry, token)
	p.modEntry.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
}

// besideTheRats is a hex adjacent to both cave rats of the sample scenario.
var besideTheRats = hexgrid.H(4, 3)

// setUpAttack moves the brute beside the two cave rats (a melee attack
// reaches adjacent enemies only) and chooses the brute, attack 4 with +1
// and x2 typed in the wrong order, and the two cave rats.
func setUpAttack(t *testing.T, p *Panel) {
	t.Helper()
	screentest.Do(t, p.env, engine.Move{Figure: "brute", To: besideTheRats})
	p.attacker.SetSelected("Brute")
	if p.AttackerID() != "brute" {
		t.Fatalf("attacker %q", p.AttackerID())
	}
	test.Tap(p.value.Plus())
	test.Tap(p.value.Plus())
	typeModifier(p, "x2")
	typeModifier(p, "+1")
	checkTarget(t, p, "cave-rat-1")
	checkTarget(t, p, "cave-rat-2")
}

func TestWholeAttack(t *testing.T) {
	test.NewTempApp(t)
	env := newEnv(t, language.English)
	p := New(env)
	w := show(t, p.Content(), 1280, 800)
	env.Window = w
	setUpAttack(t, p)

	if got := p.Modifiers(); !slices.Equal(got, []modifier.Adjustment{{Op: modifier.OpAdd, Value: 1}, {Op: modifier.OpDouble}}) {
		t.Fatalf("modifiers %v, want the best order +1, x2", got)
	}
	if got := p.Targets(); !slices.Equal(got, []string{"cave-rat-1", "cave-rat-2"}) {
		t.Fatalf("targets %v", got)
	}
	if a := p.Attack(); a.Value != 4 {
		t.Fatalf("attack %+v", a)
	}
	if !strings.HasPrefix(p.OddsText(), "Against ") || !strings.Contains(p.OddsText(), "% chance to kill") {
		t.Fatalf("odds %q", p.OddsText())
	}
	if !p.apply.Disabled() || p.draw.Disabled() {
		t.Fatal("before drawing: Draw should be enabled, Apply not")
	}

	scn := env.Table.Scenario()
	deck, _ := scn.Deck("brute")
	before := len(deck.Draw)
	rat1, rat2 := figure(t, env, "cave-rat-1"), figure(t, env, "cave-rat-2")

	test.Tap(p.draw)

	scn = env.Table.Scenario()
	pending, ok := scn.PendingAttack()
	if !ok {
		t.Fatal("no attack drawn")
	}
	deck, _ = scn.Deck("brute")
	if len(deck.Draw) >= before || len(deck.InPlay) == 0 {
		t.Fatalf("the deck did not change: %d cards, %v in play", len(deck.Draw), deck.InPlay)
	}
	if figure(t, env, "cave-rat-1").HP != rat1.HP || figure(t, env, "cave-rat-2").HP != rat2.HP {
		t.Fatal("drawing changed the figures")
	}
	if len(p.results.Objects) != 2 {
		t.Fatalf("%d results shown, want 2", len(p.results.Objects))
	}
	text := allText(p.results)
	for i, r := range pending.Targets {
		if !strings.Contains(text, LogText(env.Tr, r.Log)) {
			t.Errorf("target %d: log %q not shown in %q", i, LogText(env.Tr, r.Log), text)
		}
		if !strings.Contains(LogText(env.Tr, r.Log), "Attack 4, +1, ×2 = 10") {
			t.Errorf("target %d: log %q", i, LogText(env.Tr, r.Log))
		}
	}
	if n := countCards(p.results); n < 2 {
		t.Fatalf("%d cards shown", n)
	}
	if p.draw.Disabled() == false || p.apply.Disabled() {
		t.Fatal("after drawing: Apply should be enabled, Draw not")
	}
	if !strings.Contains(p.status.Text, "not yet applied") {
		t.Fatalf("status %q", p.status.Text)
	}
	// A panel built now (after a restart) shows the drawn attack.
	again := New(env)
	if len(again.results.Objects) != 2 || again.AttackerID() != "brute" || again.apply.Disabled() {
		t.Fatal("a new panel does not show the drawn attack")
	}

	// Apply with Ctrl+Enter.
	for _, sc := range p.Shortcuts() {
		if sc.Key.KeyName == fyne.KeyReturn {
			sc.Do()
		}
	}
	scn = env.Table.Scenario()
	if _, ok := scn.PendingAttack(); ok {
		t.Fatal("still pending after Apply")
	}
	deaths := 0
	for _, r := range pending.Targets {
		f := figure(t, env, r.ID)
		if r.Dead {
			deaths++
			at := map[string]engine.Figure{rat1.ID: rat1, rat2.ID: rat2}[r.ID].At
			if f.Alive() || scn.Money(at) == 0 {
				t.Errorf("%s should be dead with money on %v: %+v", r.ID, at, f)
			}
		} else if f.HP != r.HP {
			t.Errorf("%s: hp %d, want %d", r.ID, f.HP, r.HP)
		}
	}
	if deaths == 0 {
		t.Fatalf("no target died: %+v", pending.Targets)
	}
	if text := allText(p.results); !strings.Contains(text, "dies") || !strings.Contains(text, "money token") {
		t.Fatalf("outcome shown: %q", text)
	}

	// Undo the apply: the attack is drawn again; undo the draw: as before.
	ctx := context.Background()
	if err := env.Table.Session().Undo(ctx); err != nil {
		t.Fatal(err)
	}
	if _, ok := env.Table.Scenario().PendingAttack(); !ok || len(p.results.Objects) != 2 || p.apply.Disabled() {
		t.Fatal("undoing Apply does not bring back the drawn attack")
	}
	if r := figure(t, env, "cave-rat-1"); r.HP != rat1.HP || !r.Alive() {
		t.Fatal("undo did not restore the rat")
	}
	if err := env.Table.Session().Undo(ctx); err != nil {
		t.Fatal(err)
	}
	deck, _ = env.Table.Scenario().Deck("brute")
	if _, ok := env.Table.Scenario().PendingAttack(); ok || len(deck.Draw) != before || len(p.results.Objects) != 0 {
		t.Fatal("undoing Draw does not restore the deck")
	}
	if p.draw.Disabled() {
		t.Fatal("Draw is disabled after undo")
	}
}

func TestDrawErrorsShown(t *testing.T) {
	test.NewTempApp(t)
	env := newEnv(t, language.English)
	p := New(env)
	w := show(t, p.Content(), 1280, 800)
	env.Window = w

	screentest.Do(t, env, engine.Move{Figure: "brute", To: besideTheRats})
	p.attacker.SetSelected("Brute")
	test.Tap(p.draw) // no target
	wantDialog(t, w, "Choose at least one target.")

	// Too many targets.
	checkTarget(t, p, "cave-rat-1")
	checkTarget(t, p, "cave-rat-2")
	test.Tap(p.maxTargets.Plus())
	test.Tap(p.draw)
	wantDialog(t, w, "at most 1")
	test.Tap(p.maxTargets.Minus())

	// A stunned attacker.
	if _, err := env.Table.Do(engine.SetCondition{Figure: "brute", Condition: modifier.Stun, Held: true}); err != nil {
		t.Fatal(err)
	}
	p.SetTargets([]string{"cave-rat-1"})
	test.Tap(p.draw)
	wantDialog(t, w, "stunned")
	if _, ok := env.Table.Scenario().PendingAttack(); ok {
		t.Fatal("a refused attack is pending")
	}
	// An ally cannot be chosen: it is not offered.
	p.SetTargets([]string{"spellweaver"})
	if len(p.Targets()) != 0 {
		t.Fatal("an ally was taken as a target")
	}
	// A bad modifier.
	typeModifier(p, "x3")
	wantDialog(t, w, "x3")
}

func TestMapSelectionAndTemplate(t *testing.T) {
	test.NewTempApp(t)
	env := newEnv(t, language.English)
	p := New(env)
	show(t, p.Content(), 1280, 800)
	if err := env.Map.Select("spellweaver"); err != nil {
		t.Fatal(err)
	}
	if p.AttackerID() != "spellweaver" {
		t.Fatalf("attacker %q, want the map's selection", p.AttackerID())
	}
	// No template placed: nothing taken, a note shown.
	p.UseTemplateTargets()
	if len(p.Targets()) != 0 || p.targetsNote.Text == "" {
		t.Fatalf("targets %v note %q", p.Targets(), p.targetsNote.Text)
	}
}

func TestModifierOrder(t *testing.T) {
	test.NewTempApp(t)
	env := newEnv(t, language.English)
	p := New(env)
	for _, m := range []string{"-1", "x2", "+2"} {
		if err := p.AddModifier(m); err != nil {
			t.Fatal(err)
		}
	}
	want := func(s string) {
		t.Helper()
		var got []string
		for _, m := range p.Modifiers() {
			got = append(got, m.String())
		}
		if strings.Join(got, " ") != s {
			t.Fatalf("modifiers %v, want %s", got, s)
		}
	}
	want("+2 x2 -1")
	p.MoveModifier(1, 1) // x2 down
	want("+2 -1 x2")
	if err := p.AddModifier("+1"); err != nil {
		t.Fatal(err)
	}
	want("+2 -1 x2 +1") // moved by hand: kept
	// The up button of the last row moves it up.
	row := p.modList.Objects[3].(*fyne.Container)
	test.Tap(row.Objects[2].(*widget.Button))
	want("+2 -1 +1 x2")
}

func wantDialog(t *testing.T, w fyne.Window, text string) {
	t.Helper()
	top := w.Canvas().Overlays().Top()
	if top == nil {
		t.Fatalf("no dialog, want one with %q", text)
	}
	if got := allText(top); !strings.Contains(got, text) {
		t.Fatalf("dialog %q, want %q", got, text)
	}
	w.Canvas().Overlays().Remove(top)
}

// allText joins the texts of the labels under o.
func allText(o fyne.CanvasObject) string {
	var b strings.Builder
	walk(o, func(o fyne.CanvasObject) {
		if l, ok := o.(*widget.Label); ok {
			b.WriteString(l.Text)
			b.WriteString("\n")
		}
	})
	return b.String()
}

func countCards(o fyne.CanvasObject) int {
	n := 0
	walk(o, func(o fyne.CanvasObject) {
		if _, ok := o.(*cards.Card); ok {
			n++
		}
	})
	return n
}

func walk(o fyne.CanvasObject, f func(fyne.CanvasObject)) {
	f(o)
	switch x := o.(type) {
	case *fyne.Container:
		for _, c := range x.Objects {
			walk(c, f)
		}
	case fyne.Widget:
		if _, isLabel := o.(*widget.Label); isLabel {
			return
		}
		r := test.WidgetRenderer(x)
		for _, c := range r.Objects() {
			walk(c, f)
		}
	}
}

func TestTemplateTargets(t *testing.T) {
	test.NewTempApp(t)
	env := newEnv(t, language.English)
	p := New(env)
	show(t, p.Content(), 1280, 800)
	screentest.Do(t, env, engine.Move{Figure: "brute", To: hexgrid.H(4, 3)})
	if err := env.Map.Select("brute"); err != nil {
		t.Fatal(err)
	}
	found := false
	for i, tmpl := range env.Map.Templates() {
		if err := env.Map.SetTemplate(i); err != nil {
			t.Fatal(err)
		}
		if r, ok := env.Map.Best(); ok && len(r.Targets) >= 2 {
			found = true
			t.Logf("template %s targets %v", tmpl.Name, r.Targets)
			break
		}
	}
	if !found {
		t.Fatal("no template reaches two enemies")
	}
	v, _ := env.Map.Area()
	test.Tap(p.useTemplate)
	if got := p.Targets(); !slices.Equal(got, v.Result.Targets) {
		t.Fatalf("targets %v, want the template's %v", got, v.Result.Targets)
	}
	// The template decided range and sight: the attack has range 0 until
	// the targets are changed by hand.
	if !p.FromTemplate() || p.Attack().Range != 0 {
		t.Fatalf("from the template %v, range %d; want range 0", p.FromTemplate(), p.Attack().Range)
	}
	checkTarget(t, p, v.Result.Targets[0]) // off by hand
	if p.FromTemplate() || p.Attack().Range != 1 {
		t.Fatalf("changed by hand: from the template %v, range %d; want a melee range 1", p.FromTemplate(), p.Attack().Range)
	}
	test.Tap(p.useTemplate)
	test.Tap(p.draw)
	pa, ok := env.Table.Scenario().PendingAttack()
	if !ok || len(pa.Targets) != len(v.Result.Targets) {
		t.Fatal("the template's targets were not attacked")
	}
	if pa.Attack.Range != 0 {
		t.Fatalf("the template's attack drawn with range %d, want 0", pa.Attack.Range)
	}
	// A panel built now (after a restart) describes the attack as drawn.
	if again := New(env); !again.FromTemplate() || again.Attack().Range != 0 {
		t.Fatalf("a new panel: from the template %v, range %d", again.FromTemplate(), again.Attack().Range)
	}
}

func TestPendingAfterRestart(t *testing.T) {
	test.NewTempApp(t)
	env := newEnv(t, language.English)
	p := New(env)
	show(t, p.Content(), 1280, 800)
	setUpAttack(t, p)
	test.Tap(p.draw)
	want, ok := env.Table.Scenario().PendingAttack()
	if !ok {
		t.Fatal("no attack drawn")
	}
	// The program restarts: a new session reads the campaign back.
	ctx := context.Background()
	s2, err := play.Open(ctx, env.Store, env.Table.Session().Campaign())
	if err != nil {
		t.Fatal(err)
	}
	env.Table.SetSession(s2)
	p2 := New(env)
	got, ok := env.Table.Scenario().PendingAttack()
	if !ok || got.Attacker != want.Attacker || len(got.Targets) != len(want.Targets) || got.Targets[0].Damage != want.Targets[0].Damage {
		t.Fatalf("after the restart: %+v, want %+v", got, want)
	}
	if len(p2.results.Objects) != len(want.Targets) || p2.apply.Disabled() || !p2.draw.Disabled() {
		t.Fatal("the new panel does not show the drawn attack")
	}
	p2.Apply()
	if _, ok := env.Table.Scenario().PendingAttack(); ok {
		t.Fatal("the attack drawn before the restart could not be applied")
	}
	if f := figure(t, env, want.Targets[0].ID); f.HP != want.Targets[0].HP && f.Alive() {
		t.Fatalf("%s: hp %d, want %d", f.ID, f.HP, want.Targets[0].HP)
	}
}

func TestKeys(t *testing.T) {
	test.NewTempApp(t)
	env := newEnv(t, language.English)
	p := New(env)
	show(t, p.Content(), 1280, 800)
	setUpAttack(t, p)
	if p.HandleKey(&fyne.KeyEvent{Name: fyne.KeyEscape}) {
		t.Fatal("Escape was used")
	}
	// Enter in the attack value field draws.
	p.valueEntry.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if _, ok := env.Table.Scenario().PendingAttack(); !ok {
		t.Fatal("Enter did not draw")
	}
	if p.HandleKey(&fyne.KeyEvent{Name: fyne.KeyReturn}) {
		t.Fatal("Enter was used while an attack is drawn")
	}
	if err := env.Table.Session().Undo(context.Background()); err != nil {
		t.Fatal(err)
	}
	if !p.HandleKey(&fyne.KeyEvent{Name: fyne.KeyReturn}) {
		t.Fatal("Enter from the window did not draw")
	}
	if _, ok := env.Table.Scenario().PendingAttack(); !ok {
		t.Fatal("HandleKey did not draw")
	}
	names := map[fyne.KeyName]bool{}
	for _, sc := range p.Shortcuts() {
		names[sc.Key.KeyName] = true
		if sc.Help == "" || sc.Key.Modifier != fyne.KeyModifierShortcutDefault {
			t.Errorf("shortcut %+v", sc)
		}
	}
	if !names[fyne.KeyD] || !names[fyne.KeyReturn] {
		t.Fatalf("shortcuts %v", names)
	}
}

func TestFollowsTheMapSelectionOnly(t *testing.T) {
	test.NewTempApp(t)
	env := newEnv(t, language.English)
	p := New(env)
	if err := env.Map.Select("spellweaver"); err != nil {
		t.Fatal(err)
	}
	p.SetAttacker("brute")
	env.Map.SetHover(hexgrid.H(0, 0), true) // a hover is no new selection
	if p.AttackerID() != "brute" {
		t.Fatalf("attacker %q after a hover", p.AttackerID())
	}
	if err := env.Map.Select("brute"); err != nil {
		t.Fatal(err)
	}
	if err := env.Map.Select("spellweaver"); err != nil {
		t.Fatal(err)
	}
	if p.AttackerID() != "spellweaver" {
		t.Fatalf("attacker %q, want the new selection", p.AttackerID())
	}
}
