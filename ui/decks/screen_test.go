package decks

import (
	"math/big"
	"slices"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/engine/rules"
	"github.com/haventable/haventable/ui/cards"
	"github.com/haventable/haventable/ui/screen/screentest"
	"github.com/haventable/haventable/ui/spinner"
	"golang.org/x/text/language"
)

// find returns the first button with the given text under o, looking
// through containers and widget renderers.
func findButton(o fyne.CanvasObject, text string) *widget.Button {
	if b, ok := o.(*widget.Button); ok && b.Text == text {
		return b
	}
	var children []fyne.CanvasObject
	switch x := o.(type) {
	case *fyne.Container:
		children = x.Objects
	case fyne.Widget:
		children = test.WidgetRenderer(x).Objects()
	}
	for _, c := range children {
		if b := findButton(c, text); b != nil {
			return b
		}
	}
	return nil
}

// findLabel returns the first visible label under o whose text starts
// with prefix.
func findLabel(o fyne.CanvasObject, prefix string) *widget.Label {
	if !o.Visible() {
		return nil
	}
	if l, ok := o.(*widget.Label); ok && strings.HasPrefix(l.Text, prefix) {
		return l
	}
	var children []fyne.CanvasObject
	switch x := o.(type) {
	case *fyne.Container:
		children = x.Objects
	case fyne.Widget:
		children = test.WidgetRenderer(x).Objects()
	}
	for _, c := range children {
		if l := findLabel(c, prefix); l != nil {
			return l
		}
	}
	return nil
}

// topDialog returns the topmost overlay of the window, or nil.
func topDialog(w fyne.Window) fyne.CanvasObject { return w.Canvas().Overlays().Top() }

func screenFor(t *testing.T) (*Screen, fyne.Window) {
	t.Helper()
	test.NewTempApp(t)
	env, w := newEnv(t, language.English)
	s := New(env)
	w.SetContent(s.Content())
	w.Resize(fyne.NewSize(1280, 800))
	return s, w
}

func brute(t *testing.T, s *Screen) (*panel, modifier.DeckState) {
	t.Helper()
	p := s.panels["brute"]
	if p == nil {
		t.Fatal("no panel for the brute")
	}
	d, _ := s.env.Table.Scenario().Deck("brute")
	return p, d
}

// chartAgrees fails unless the panel's chart and summary show exactly the
// odds the engine gives for the attack on the deck as it stands.
func chartAgrees(t *testing.T, p *panel, a modifier.Attack, target modifier.Defender) {
	t.Helper()
	d, err := deckFor(p.s.env.Table.Scenario(), p.key)
	if err != nil {
		t.Fatal(err)
	}
	want, err := d.Odds(a, target)
	if err != nil {
		t.Fatal(err)
	}
	wd := want.Damage()
	if len(p.chart.bars) != len(wd) {
		t.Fatalf("chart has %d bars, the engine %d damage values", len(p.chart.bars), len(wd))
	}
	tr := p.s.env.Tr
	for i, b := range p.chart.bars {
		if b.Damage != wd[i].Damage || b.P.Cmp(wd[i].Probability) != 0 || b.Percent != percent(tr, wd[i].Probability) {
			t.Errorf("bar %d: damage %d p %v %q, engine damage %d p %v", i, b.Damage, b.P, b.Percent, wd[i].Damage, wd[i].Probability)
		}
	}
	if got, want := p.expected.Text, tr.T("DecksExpected", "Value", spinner.Decimal(tr, want.ExpectedDamage(), 2)); got != want {
		t.Errorf("expected damage %q, want %q", got, want)
	}
	if target.ID != "none" {
		if got, want := p.kill.Text, tr.T("DecksKill", "Value", percent(tr, want.KillChance())); got != want {
			t.Errorf("kill %q, want %q", got, want)
		}
	}
}

func TestAddingABlessChangesCountsAndOdds(t *testing.T) {
	s, _ := screenFor(t)
	p, d := brute(t, s)
	if !strings.HasPrefix(p.counts.Text, "20 cards to draw") || p.bless.Text != "Bless (10 left)" {
		t.Fatalf("before: %q, %q", p.counts.Text, p.bless.Text)
	}
	none := modifier.Defender{ID: "none", HP: noTargetHP}
	chartAgrees(t, p, modifier.Attack{Value: 3}, none)
	before := p.dist.ExpectedDamage()

	test.Tap(p.bless)
	d, _ = s.env.Table.Scenario().Deck("brute")
	if got := d.Count(modifier.MustParseCard("bless")); got != 1 {
		t.Fatalf("brute deck has %d bless cards", got)
	}
	if !strings.HasPrefix(p.counts.Text, "21 cards to draw") || p.bless.Text != "Bless (9 left)" {
		t.Errorf("after: %q, %q", p.counts.Text, p.bless.Text)
	}
	// the other decks share the supply
	if sw := s.panels["spellweaver"]; sw.bless.Text != "Bless (9 left)" {
		t.Errorf("spellweaver: %q", sw.bless.Text)
	}
	chartAgrees(t, p, modifier.Attack{Value: 3}, none)
	if p.dist.ExpectedDamage().Cmp(before) <= 0 {
		t.Errorf("a bless did not raise the expected damage: %v → %v", before, p.dist.ExpectedDamage())
	}

	// undo brings the deck and the odds back
	if err := s.env.Table.Session().Undo(t.Context()); err != nil {
		t.Fatal(err)
	}
	p, _ = brute(t, s)
	if p.bless.Text != "Bless (10 left)" || p.dist.ExpectedDamage().Cmp(before) != 0 {
		t.Errorf("after undo: %q, expected %v", p.bless.Text, p.dist.ExpectedDamage())
	}
}

func TestTheEleventhBlessIsRefused(t *testing.T) {
	s, w := screenFor(t)
	p, d := brute(t, s)
	for i := range modifier.BlessLimit {
		test.Tap(p.bless)
		if topDialog(w) != nil {
			t.Fatalf("bless %d: a dialog opened", i+1)
		}
	}
	if p.bless.Text != "Bless (0 left)" {
		t.Fatalf("after 10: %q", p.bless.Text)
	}
	state, _ := s.env.Table.Scenario().Deck("brute")
	test.Tap(p.bless)
	dlg := topDialog(w)
	if dlg == nil {
		t.Fatal("the 11th bless showed no error")
	}
	if findButton(dlg, "Close") == nil {
		t.Error("the error dialog has no Close button")
	}
	d, _ = s.env.Table.Scenario().Deck("brute")
	if got := d; len(got.Draw) != len(state.Draw) || d.Count(modifier.MustParseCard("bless")) != 10 {
		t.Errorf("the refused bless changed the deck: %d cards, %d bless", len(got.Draw), d.Count(modifier.MustParseCard("bless")))
	}
	// the monster deck draws on the same ten
	m := s.panels[monsterKey]
	if m.bless.Text != "Bless (0 left)" {
		t.Errorf("monsters: %q", m.bless.Text)
	}
}

func TestCursesGoToTheirOwnSupply(t *testing.T) {
	s, _ := screenFor(t)
	p, d := brute(t, s)
	m := s.panels[monsterKey]
	test.Tap(p.curse)
	test.Tap(m.curse)
	test.Tap(m.curse)
	d, _ = s.env.Table.Scenario().Deck("brute")
	if d.Count(modifier.MustParseCard("curse @*")) != 1 {
		t.Errorf("brute deck: %v", d.Draw)
	}
	if n := monsterDeck(s.env.Table.Scenario()).Count(modifier.MustParseCard("curse @M")); n != 2 {
		t.Errorf("monster deck has %d monster curses", n)
	}
	if p.curse.Text != "Curse (9 left)" || m.curse.Text != "Curse (8 left)" {
		t.Errorf("curse buttons: %q, %q", p.curse.Text, m.curse.Text)
	}
}

func TestEndScenarioAsksFirst(t *testing.T) {
	s, w := screenFor(t)
	p, _ := brute(t, s)
	p.addCard(modifier.MustParseCard("-1 @*"))
	test.Tap(p.end)
	dlg := topDialog(w)
	if dlg == nil {
		t.Fatal("no confirmation")
	}
	d, _ := s.env.Table.Scenario().Deck("brute")
	if d.Count(modifier.MustParseCard("-1 @*")) != 1 {
		t.Fatal("the deck changed before the player confirmed")
	}
	ok := findButton(dlg, "Reset deck")
	if ok == nil {
		t.Fatal("no confirming button")
	}
	test.Tap(ok)
	d, _ = s.env.Table.Scenario().Deck("brute")
	if d.Count(modifier.MustParseCard("-1 @*")) != 0 || len(d.Removed) != 1 {
		t.Errorf("after ending: %d scenario cards, %d removed", d.Count(modifier.MustParseCard("-1 @*")), len(d.Removed))
	}
	if p.removedBox.Hidden {
		t.Error("the removed card is not shown")
	}
}

func drawnCards(p *panel) []modifier.Card {
	var out []modifier.Card
	for _, o := range p.drawnRow.Objects {
		out = append(out, o.(*cards.Card).Card())
	}
	return out
}

func TestDrawShowsTheCard(t *testing.T) {
	s, _ := screenFor(t)
	p, d := brute(t, s)
	top := d.Draw[0]
	test.Tap(p.draw2)
	d, _ = s.env.Table.Scenario().Deck("brute")
	if got := drawnCards(p); len(d.Draw) != 19 || p.drawnBox.Hidden || len(got) != 1 || got[0] != top {
		t.Fatalf("draw: %d left, shown %v (hidden %v), want %v", len(d.Draw), got, p.drawnBox.Hidden, top)
	}
	if len(p.discard.Objects) != 1 || p.discard.Objects[0].(*cards.Card).Card() != top {
		t.Errorf("discard pile shows %d cards", len(p.discard.Objects))
	}
	// another deck's change keeps it; a change of this deck clears it
	test.Tap(s.panels[monsterKey].bless)
	if p.drawnBox.Hidden {
		t.Error("a change to another deck hid the drawn card")
	}
	test.Tap(p.bless)
	if !p.drawnBox.Hidden {
		t.Error("the drawn card is still shown after the deck changed")
	}
}

// Drawing after a rolling card shows the chain; after a card that does not
// roll, a new draw starts afresh.
func TestDrawShowsARollingChain(t *testing.T) {
	s, _ := screenFor(t)
	s.syncOdds = true
	p, _ := brute(t, s)
	for range 4 {
		p.addCard(modifier.MustParseCard("+1 roll @*"))
	}
	var want []modifier.Card
	for range 30 {
		d, _ := s.env.Table.Scenario().Deck("brute")
		if len(d.Draw) == 0 {
			break
		}
		top := d.Draw[0]
		if n := len(want); n == 0 || !want[n-1].Rolling {
			want = want[:0]
		}
		want = append(want, top)
		test.Tap(p.draw2)
		got := drawnCards(p)
		if len(got) != len(want) {
			t.Fatalf("shown %v, want %v", got, want)
		}
		for i := range got {
			if got[i] != want[i] {
				t.Fatalf("shown %v, want %v", got, want)
			}
		}
		if len(want) > 1 {
			return // a chain was shown
		}
	}
	t.Fatal("no rolling card came up in 30 draws")
}

func TestAddCardDialog(t *testing.T) {
	s, w := screenFor(t)
	p, _ := brute(t, s)
	test.Tap(p.add)
	dlg := topDialog(w)
	if dlg == nil {
		t.Fatal("no dialog")
	}
	add := findButton(dlg, "Add")
	entry := w.Canvas().Focused().(*widget.Entry)
	test.Type(entry, "-1 @Q")
	if !add.Disabled() {
		t.Error("a bad card can be added")
	}
	if l := findLabel(dlg, "Not a card: "); l == nil || !strings.Contains(l.Text, "“@Q” is not a mark") || strings.Contains(l.Text, "token") {
		t.Error("no clear error for a bad card")
	}
	entry.SetText("")
	test.Type(entry, "+0 roll push:1 @*")
	if add.Disabled() {
		t.Fatal("a good card cannot be added")
	}
	test.Tap(add)
	d, _ := s.env.Table.Scenario().Deck("brute")
	if d.Count(modifier.MustParseCard("+0 roll push:1 @*")) != 1 {
		t.Error("the card was not added")
	}
	// a picked suggestion, refused by the engine for the monster deck
	m := s.panels[monsterKey]
	test.Tap(m.add)
	dlg = topDialog(w)
	test.Tap(findButton(dlg, "-1 @*"))
	test.Tap(findButton(dlg, "Add"))
	if monsterDeck(s.env.Table.Scenario()).Count(modifier.MustParseCard("-1 @*")) != 1 {
		t.Error("the picked card was not added to the monster deck")
	}
}

func TestSetAttackPointsTheOdds(t *testing.T) {
	s, _ := screenFor(t)
	scn := s.env.Table.Scenario()
	var monster engine.Figure
	for _, f := range scn.Figures() {
		if f.Kind == engine.KindMonster && f.Alive() {
			monster = f
			break
		}
	}
	if monster.ID == "" {
		t.Fatal("the sample scenario has no monster")
	}
	a := modifier.Attack{Value: 2, Advantage: true, Pierce: 1}
	s.SetAttack("brute", a, monster.ID)
	p, _ := brute(t, s)
	if s.current != "brute" || p.value.Value() != 2 || !p.adv.Checked || p.pierce.Value() != 1 || p.targetID != monster.ID {
		t.Fatalf("controls: value %d adv %v pierce %d target %q", p.value.Value(), p.adv.Checked, p.pierce.Value(), p.targetID)
	}
	target := modifier.Defender{ID: monster.ID, HP: monster.HP, Shield: monster.Shield, Bonuses: monster.Bonuses}
	chartAgrees(t, p, a, target)
	if p.kill.Hidden {
		t.Error("no chance to kill with a target")
	}

	// a monster's attack on the brute: the monster deck
	s.SetAttack(monster.ID, modifier.Attack{Value: 4}, "brute")
	m := s.panels[monsterKey]
	if s.current != monsterKey || m.targetID != "brute" {
		t.Fatalf("monster attack: current %q target %q", s.current, m.targetID)
	}
	chartAgrees(t, m, modifier.Attack{Value: 4}, modifier.Defender{ID: "brute", HP: 10})

	// the controls recompute
	m.value.Set(1)
	m.dis.SetChecked(true)
	chartAgrees(t, m, modifier.Attack{Value: 1, Disadvantage: true}, modifier.Defender{ID: "brute", HP: 10})
	m.target.SetSelected("No target")
	chartAgrees(t, m, modifier.Attack{Value: 1, Disadvantage: true}, modifier.Defender{ID: "none", HP: noTargetHP})
	if !m.kill.Hidden {
		t.Error("a chance to kill without a target")
	}
}

// A deck with many rolling cards is computed off the UI goroutine and
// shown when done.
func TestSlowOddsArriveLater(t *testing.T) {
	s, _ := screenFor(t)
	p, _ := brute(t, s)
	// the test goroutine plays the UI goroutine
	queue := make(chan func(), 16)
	s.toUI = func(f func()) { queue <- f }
	for range 4 {
		p.addCard(modifier.MustParseCard("+1 roll @*"))
	}
	d, _ := s.env.Table.Scenario().Deck("brute")
	if !slowDeck(d) {
		t.Fatal("not a slow deck")
	}
	if p.status.Hidden || p.status.Text != "Computing the odds…" {
		t.Errorf("while computing the status says %q (hidden %v)", p.status.Text, p.status.Hidden)
	}
	// the one slow computation reports back
	shown := 0
	s.oddsShown = func() { shown++ }
	select {
	case f := <-queue:
		f()
	case <-time.After(30 * time.Second):
		t.Fatal("the odds never arrived")
	}
	if shown != 1 || p.dist == nil || !p.status.Hidden {
		t.Fatalf("shown %d times, dist %v, status hidden %v", shown, p.dist != nil, p.status.Hidden)
	}
	chartAgrees(t, p, modifier.Attack{Value: 3}, modifier.Defender{ID: "none", HP: noTargetHP})

	// a result overtaken by a newer computation is dropped
	p.value.Set(5)
	p.value.Set(6)
	for range 2 {
		select {
		case f := <-queue:
			f()
		case <-time.After(30 * time.Second):
			t.Fatal("the odds never arrived")
		}
	}
	if shown != 2 {
		t.Errorf("%d results shown of 1 current and 1 stale", shown-1)
	}
	chartAgrees(t, p, modifier.Attack{Value: 6}, modifier.Defender{ID: "none", HP: noTargetHP})
}

func TestClosedScreenStopsFollowing(t *testing.T) {
	s, _ := screenFor(t)
	p, _ := brute(t, s)
	s.Close()
	screentest.Do(t, s.env, engine.AddCard{Deck: "brute", Card: modifier.MustParseCard("bless")})
	if p.bless.Text != "Bless (10 left)" {
		t.Errorf("a closed screen followed a change: %q", p.bless.Text)
	}
}

func TestNoScenario(t *testing.T) {
	s, _ := screenFor(t)
	if err := s.env.Table.Session().End(t.Context()); err != nil {
		t.Fatal(err)
	}
	if len(s.list.Objects) != 1 || s.list.Objects[0] != s.empty || len(s.panels) != 0 {
		t.Errorf("without a scenario the screen shows %d objects", len(s.list.Objects))
	}
	s.SetAttack("brute", modifier.Attack{Value: 1}, "")
}

func TestShortcuts(t *testing.T) {
	s, _ := screenFor(t)
	sc := s.Shortcuts()
	if len(sc) != 6 {
		t.Fatalf("%d shortcuts", len(sc))
	}
	s.step(1)
	if s.current != "spellweaver" {
		t.Fatalf("next deck: %q", s.current)
	}
	sc[1].Do() // bless on the current deck
	d, _ := s.env.Table.Scenario().Deck("spellweaver")
	if d.Count(modifier.MustParseCard("bless")) != 1 {
		t.Error("Alt+B did not bless the current deck")
	}
	s.step(-2)
	if s.current != monsterKey {
		t.Errorf("previous deck twice: %q", s.current)
	}
	if s.panels[monsterKey].marker.Hidden || !s.panels["brute"].marker.Hidden {
		t.Error("the current deck is not marked")
	}
}

// The deck screen writes a percentage in the player's language.
func TestPercent(t *testing.T) {
	test.NewTempApp(t)
	env, _ := newEnv(t, language.German)
	if got := percent(env.Tr, big.NewRat(1, 19)); got != "5,3 %" {
		t.Errorf("percent(1/19) = %q", got)
	}
}

func TestPanelGolden(t *testing.T) {
	for _, tc := range []struct {
		name string
		th   fyne.Theme
	}{
		{"panel-light.png", theme.LightTheme()},
		{"panel-dark.png", theme.DarkTheme()},
	} {
		t.Run(tc.name, func(t *testing.T) {
			app := test.NewTempApp(t)
			app.Settings().SetTheme(tc.th)
			env, w := newEnv(t, language.English)
			s := New(env)
			p, _ := brute(t, s)
			p.addCard(modifier.MustParseCard("bless"))
			p.addCard(modifier.MustParseCard("-1 @*"))
			for range 4 {
				p.draw()
			}
			w.SetContent(p.card)
			w.Resize(fyne.NewSize(700, 480))
			test.AssertImageMatches(t, tc.name, w.Canvas().Capture())
		})
	}
}

// TestOddsComputedOncePerChange: odds are computed again only when the
// deck, the attack or the target changed, however often the screen hears
// of a change (its refresh and SetAttack for the same change of the table).
func TestOddsComputedOncePerChange(t *testing.T) {
	s, _ := screenFor(t)
	computed := 0
	s.oddsShown = func() { computed++ }
	scn := s.env.Table.Scenario()
	var monster engine.Figure
	for _, f := range scn.Figures() {
		if f.Kind == engine.KindMonster && f.Alive() {
			monster = f
			break
		}
	}
	a := modifier.Attack{Value: 3, Advantage: true}
	s.SetAttack("brute", a, monster.ID)
	if computed != 1 {
		t.Fatalf("SetAttack computed %d times", computed)
	}
	s.SetAttack("brute", a, monster.ID)
	if computed != 1 {
		t.Fatalf("the same attack again computed %d more times", computed-1)
	}
	// A bless in the brute's deck: only the brute's odds change, once,
	// although the screen refreshes and is told the attack again.
	p, _ := brute(t, s)
	p.addBless()
	s.SetAttack("brute", a, monster.ID)
	if computed != 2 {
		t.Fatalf("a bless and the same attack computed %d times, want once", computed-1)
	}
	target := modifier.Defender{ID: monster.ID, HP: monster.HP, Shield: monster.Shield, Bonuses: monster.Bonuses}
	chartAgrees(t, p, a, target)
	// A new attack value: computed once more.
	a.Value = 4
	s.SetAttack("brute", a, monster.ID)
	if computed != 3 {
		t.Fatalf("a new value computed %d times, want once", computed-2)
	}
	chartAgrees(t, p, a, target)
}

// monsterDeck is the scenario's monster deck as it stands.
func monsterDeck(scn *engine.Scenario) modifier.DeckState {
	d, _ := scn.Deck("")
	return d
}

// A Frosthaven scenario with allies shows their deck after the monsters';
// its curse comes from the characters' supply, and an ally's attack points
// the odds at it.
func TestAlliesDeck(t *testing.T) {
	test.NewTempApp(t)
	env, w := newEnvWith(t, language.English, engine.Setup{Level: 1, Seed: 7, Rules: rules.Frosthaven, Allies: []string{"Stone Warden"}})
	s := New(env)
	w.SetContent(s.Content())
	w.Resize(fyne.NewSize(1280, 800))
	if want := []string{"brute", "spellweaver", monsterKey, engine.AllyDeckKey}; !slices.Equal(s.order, want) {
		t.Fatalf("decks %q, want %q", s.order, want)
	}
	a := s.panels[engine.AllyDeckKey]
	if a.title != "Allies" {
		t.Errorf("title %q", a.title)
	}
	p, _ := brute(t, s)
	test.Tap(a.curse)
	d, _ := env.Table.Scenario().Deck(engine.AllyDeckKey)
	if d.Count(modifier.MustParseCard("curse")) != 1 {
		t.Errorf("ally deck: %v", d.Draw)
	}
	if p.curse.Text != "Curse (9 left)" || a.curse.Text != "Curse (9 left)" {
		t.Errorf("curse buttons: %q, %q (the allies take the characters' curses)", p.curse.Text, a.curse.Text)
	}
	if _, ok := env.Table.Scenario().Figure("stone-warden-1"); !ok {
		t.Fatal("the sample has no stone-warden-1")
	}
	s.current = "brute"
	s.SetAttack("stone-warden-1", modifier.Attack{Value: 3}, "")
	if s.current != engine.AllyDeckKey {
		t.Errorf("an ally's attack points at deck %q", s.current)
	}
}

// In Gloomhaven 2nd edition the monster deck's panel offers the imbuement;
// choosing a level imbues the deck (one action, undone like any other).
// Other editions do not show it.
func TestImbuementChoice(t *testing.T) {
	test.NewTempApp(t)
	env, w := newEnvWith(t, language.English, engine.Setup{Level: 1, Seed: 7, Rules: rules.Gloomhaven2e})
	s := New(env)
	w.SetContent(s.Content())
	m := s.panels[monsterKey]
	if !m.imbueBox.Visible() || m.imbue.Selected != "none" || s.panels["brute"].imbueBox.Visible() {
		t.Fatalf("imbuement shown %v (%q); on a character's panel %v", m.imbueBox.Visible(), m.imbue.Selected, s.panels["brute"].imbueBox.Visible())
	}
	m.imbue.SetSelected("imbued")
	scn := env.Table.Scenario()
	if d, _ := scn.Deck(""); scn.Imbuement() != modifier.Imbued || len(d.Draw)+len(d.Discard) != 22 {
		t.Fatalf("imbuement %q, %d cards", scn.Imbuement(), len(d.Draw)+len(d.Discard))
	}
	screentest.Undo(t, env)
	if env.Table.Scenario().Imbuement() != modifier.NotImbued || m.imbue.Selected != "none" {
		t.Errorf("after undo: %q, shown %q", env.Table.Scenario().Imbuement(), m.imbue.Selected)
	}

	test.NewTempApp(t)
	env2, w2 := newEnvWith(t, language.English, engine.Setup{Level: 1, Seed: 7, Rules: rules.Frosthaven})
	s2 := New(env2)
	w2.SetContent(s2.Content())
	if s2.panels[monsterKey].imbueBox.Visible() {
		t.Error("imbuement offered in Frosthaven")
	}
}
