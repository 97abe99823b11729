package round

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
)

// setInitiatives types every initiative into the screen: brute 10 (50),
// spellweaver 30 (60), Cave Rat 20, Ash Acolyte 40, Stone Warden 70.
func setInitiatives(t testing.TB, c *Control) {
	t.Helper()
	for id, v := range map[string][2]string{"brute": {"10", "50"}, "spellweaver": {"30", "60"}} {
		r := c.charRows[id]
		if r == nil {
			t.Fatalf("no initiative row for %s", id)
		}
		r.leading.SetText("")
		r.second.SetText("")
		test.Type(r.leading, v[0])
		test.Type(r.second, v[1])
		test.Tap(r.set)
	}
	for typ, v := range map[string]string{"Cave Rat": "20", "Ash Acolyte": "40", "Stone Warden": "70"} {
		r := c.monRows[typ]
		if r == nil {
			t.Fatalf("no initiative row for %s", typ)
		}
		r.value.SetText("")
		test.Type(r.value, v)
		test.Tap(r.set)
	}
}

func order(t *testing.T, env *screen.Env) []string {
	t.Helper()
	o, err := env.Table.Scenario().TurnOrder()
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, tn := range o {
		out = append(out, tn.Figure)
	}
	return out
}

func TestInitiativesGiveTheTurnOrder(t *testing.T) {
	test.NewTempApp(t)
	env := newEnv(t)
	c := New(env)
	if !c.next.Disabled() {
		t.Error("next turn is enabled before the initiatives are set")
	}
	if !strings.Contains(c.orderMsg.Text, "Brute") || !strings.Contains(c.orderMsg.Text, "Stone Warden") {
		t.Errorf("missing initiatives: %q", c.orderMsg.Text)
	}
	setInitiatives(t, c)
	in, ok := env.Table.Scenario().InitiativeOf("brute")
	if !ok || in.Leading != 10 || in.Second != 50 {
		t.Fatalf("brute's initiative %+v %v", in, ok)
	}
	want := "brute cave-rat-2 cave-rat-1 spellweaver ash-acolyte-1 ash-acolyte-2 stone-warden-1"
	if got := strings.Join(order(t, env), " "); got != want {
		t.Fatalf("order %s, want %s", got, want)
	}
	if n := len(c.order.Objects); n != 7 {
		t.Fatalf("%d turns shown", n)
	}
	longRest := c.CardsMenu("spellweaver").Items[0]
	if longRest.Label != "Long rest" || longRest.Disabled {
		t.Fatalf("the cards menu starts with %q (disabled %v)", longRest.Label, longRest.Disabled)
	}
	longRest.Action()
	if in, _ := env.Table.Scenario().InitiativeOf("spellweaver"); !in.LongRest {
		t.Fatal("long rest not set")
	}
	if got := order(t, env); got[len(got)-1] != "spellweaver" {
		t.Fatalf("a long rest does not act last: %v", got)
	}
	if c.charRows["spellweaver"].current.Text != "long rest (99)" {
		t.Errorf("shown: %q", c.charRows["spellweaver"].current.Text)
	}
	if c.next.Disabled() {
		t.Fatal("next turn disabled with every initiative set")
	}
	c.NextTurn()
	if c.charRows["brute"].edit.Visible() {
		t.Error("initiatives can still be typed once the round has begun")
	}
}

func TestNextTurnReportsWoundAndStun(t *testing.T) {
	test.NewTempApp(t)
	env := newEnv(t)
	c := New(env)
	setInitiatives(t, c)
	screentest.Do(t, env, engine.SetCondition{Figure: "brute", Condition: modifier.Wound, Held: true},
		engine.SetCondition{Figure: "brute", Condition: modifier.Stun, Held: true})
	test.Tap(c.next)
	want := "Brute’s turn (initiative 10), wound: 1 damage, Brute is stunned: no abilities this turn"
	if c.Status() != want {
		t.Fatalf("status %q, want %q", c.Status(), want)
	}
	if f, _ := env.Table.Scenario().Figure("brute"); f.HP != 9 {
		t.Fatalf("wound: hp %d", f.HP)
	}
	if id, _ := env.Table.Scenario().Active(); id != "brute" {
		t.Fatalf("active %q", id)
	}
	if f, ok := env.Map.Selected(); !ok || f.ID != "brute" {
		t.Error("the figure taking its turn is not selected on the map")
	}
	test.Tap(c.next)
	want = "Brute’s turn ended (Stun expired); Cave Rat 2’s turn (initiative 20)"
	if c.Status() != want {
		t.Fatalf("status %q, want %q", c.Status(), want)
	}
	test.Tap(c.endTurn)
	if _, ok := env.Table.Scenario().Active(); ok {
		t.Fatal("end turn left a figure in its turn")
	}
	undo(t, env)
	if id, _ := env.Table.Scenario().Active(); id != "cave-rat-2" {
		t.Fatalf("undo: active %q", id)
	}
}

func TestEndRoundWanesElementsAndExpiresRoundBonuses(t *testing.T) {
	test.NewTempApp(t)
	env := newEnv(t)
	c := New(env)
	w := show(t, c.Content(), 1280, 800)
	env.Window = w
	setInitiatives(t, c)
	c.NextTurn() // brute
	c.TapElement(modifier.Fire)
	if b := env.Table.Scenario().Elements(); !b.Pending(modifier.Fire) {
		t.Fatal("fire not infused")
	}
	c.NextTurn() // brute's turn ends: fire strong
	if s := env.Table.Scenario().Elements().Strength(modifier.Fire); s != engine.Strong {
		t.Fatalf("fire %v after the turn", s)
	}
	round, _ := modifier.ParseBonus("shield", 2, 0, "round")
	lasting, _ := modifier.ParseBonus("negate", 0, 1, "persistent")
	screentest.Do(t, env, engine.AddBonus{Figure: "brute", Bonus: round}, engine.AddBonus{Figure: "brute", Bonus: lasting})
	test.Tap(c.endTurn)
	fyne.CurrentApp().Driver().CanvasForObject(c.Content())
	c.Shortcuts()[1].Do() // Ctrl+E
	if env.Table.Scenario().Round() != 1 {
		t.Fatal("the round ended without asking, with turns left")
	}
	confirm := findButton(w.Canvas(), "End round")
	if confirm == nil {
		t.Fatal("no confirmation")
	}
	test.Tap(confirm)
	scn := env.Table.Scenario()
	if scn.Round() != 2 {
		t.Fatalf("round %d after ending round 1", scn.Round())
	}
	if s := scn.Elements().Strength(modifier.Fire); s != engine.Waning {
		t.Fatalf("fire %v after the end of round, want waning", s)
	}
	lasting.Track = lasting.Uses // an added bonus's track is as long as its uses
	if f, _ := scn.Figure("brute"); len(f.Bonuses) != 1 || f.Bonuses[0] != lasting {
		t.Fatalf("bonuses after the end of round: %v", f.Bonuses)
	}
	if !strings.HasPrefix(c.Status(), "Round 1 ended; ") || !strings.HasSuffix(c.Status(), "1 round bonus expired") {
		t.Fatalf("status %q", c.Status())
	}
	if c.title.Text != "Round 2" {
		t.Errorf("title %q", c.title.Text)
	}
	if c.elements.Board().Strength(modifier.Fire) != engine.Waning {
		t.Error("the board does not show fire waning")
	}
	if c.charRows["brute"].leading.Text != "" || c.charRows["brute"].current.Text != "not set" {
		t.Error("the old round's initiative is still shown")
	}
}

func TestEndRoundSaysWhichDecksWereShuffled(t *testing.T) {
	test.NewTempApp(t)
	env := newEnv(t)
	c := New(env)
	// draw from the monster deck until a card with the shuffle symbol
	for i := 0; !monsterDeck(env).ShufflePending; i++ {
		if i > 25 {
			t.Fatal("no shuffle card in the monster deck")
		}
		screentest.Do(t, env, engine.DrawCard{})
	}
	c.EndRound()
	if want := "Round 1 ended; shuffled: monster deck"; c.Status() != want {
		t.Fatalf("status %q, want %q", c.Status(), want)
	}
	if len(monsterDeck(env).Discard) != 0 {
		t.Fatal("the monster deck was not shuffled")
	}
	c.EndRound()
	if want := "Round 2 ended; no deck to shuffle"; c.Status() != want {
		t.Fatalf("status %q, want %q", c.Status(), want)
	}
}

// TestElementBoardCells: a tap finds the element of its cell with six,
// three or two elements a row, and nothing outside the cells.
func TestElementBoardCells(t *testing.T) {
	test.NewTempApp(t)
	for _, cols := range []int{0, 6, 3, 2} {
		b := NewElementBoard([6]string{}, func(engine.Strength, bool) string { return "" })
		b.Columns = cols
		show(t, b, 600, 300)
		n, rows := b.grid()
		cw, ch := b.Size().Width/float32(n), b.Size().Height/float32(rows)
		for i, want := range engine.Elements {
			p := fyne.NewPos(cw*(float32(i%n)+0.5), ch*(float32(i/n)+0.5))
			if got, ok := b.at(p); !ok || got != want {
				t.Errorf("columns %d: cell %d gives %v %v, want %v", cols, i, got, ok, want)
			}
		}
		if _, ok := b.at(fyne.NewPos(-1, 1)); ok {
			t.Errorf("columns %d: a point left of the board gives an element", cols)
		}
		if _, ok := b.at(fyne.NewPos(1, b.Size().Height+1)); ok {
			t.Errorf("columns %d: a point below the board gives an element", cols)
		}
	}
}

func TestElementBoardTaps(t *testing.T) {
	test.NewTempApp(t)
	env := newEnv(t)
	c := New(env)
	show(t, c.Content(), 1280, 800)
	// three a row: fire ice air / earth light dark
	w := c.elements.Size().Width / 3
	h := c.elements.Size().Height / 2
	test.TapAt(c.elements, fyne.NewPos(w*1.5, h*0.5)) // ice
	if !env.Table.Scenario().Elements().Pending(modifier.Ice) {
		t.Fatal("tapping ice did not infuse it")
	}
	test.TapAt(c.elements, fyne.NewPos(w*1.5, h*0.5))
	if c.Status() != "Ice is already being infused" {
		t.Fatalf("status %q", c.Status())
	}
	test.TapAt(c.elements, fyne.NewPos(w*0.5, h*0.5)) // fire: inert, not consumed
	// land the infusions with a turn
	setInitiatives(t, c)
	c.NextTurn()
	c.NextTurn()
	if env.Table.Scenario().Elements().Strength(modifier.Ice) != engine.Strong {
		t.Fatal("ice did not become strong")
	}
	test.TapAt(c.elements, fyne.NewPos(w*1.5, h*0.5))
	if env.Table.Scenario().Elements().Strength(modifier.Ice) != engine.Inert || c.Status() != "Ice consumed" {
		t.Fatalf("tapping a strong element did not consume it: %q", c.Status())
	}
	test.TapSecondaryAt(c.elements, fyne.NewPos(w*2.5, h*1.5)) // dark
	if !env.Table.Scenario().Elements().Pending(modifier.Dark) {
		t.Fatal("right click did not infuse dark")
	}
	c.Shortcuts()[3+3].Do() // Alt+4: earth
	if !env.Table.Scenario().Elements().Pending(modifier.Earth) {
		t.Fatal("Alt+4 did not infuse earth")
	}
}

func TestBadInitiativeIsRefused(t *testing.T) {
	test.NewTempApp(t)
	env := newEnv(t)
	c := New(env)
	w := show(t, c.Content(), 1280, 800)
	env.Window = w
	c.SetInitiative("brute", "0", "12")
	if _, ok := env.Table.Scenario().InitiativeOf("brute"); ok {
		t.Fatal("initiative 0 accepted")
	}
	if len(w.Canvas().Overlays().List()) == 0 {
		t.Fatal("no error shown")
	}
	if !env.Table.Session().CanUndo() {
		t.Fatal("the start of the scenario should be the only action")
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

func TestShortcutsHaveHelp(t *testing.T) {
	test.NewTempApp(t)
	env := newEnv(t)
	c := New(env)
	w := show(t, c.Content(), 640, 480)
	c.Register(w.Canvas())
	seen := map[string]bool{}
	for _, sc := range c.Shortcuts() {
		if sc.Help == "" || seen[sc.Key.ShortcutName()] {
			t.Fatalf("shortcut %s: help %q (or twice)", sc.Key.ShortcutName(), sc.Help)
		}
		seen[sc.Key.ShortcutName()] = true
	}
	if c.Shortcuts()[0].Key.KeyName != fyne.KeyReturn || c.Shortcuts()[1].Key.KeyName != fyne.KeyE {
		t.Fatal("next turn / end round keys changed")
	}
}

// boardState: fire strong, ice waning, air infused this turn, the rest
// inert.
func boardState(t *testing.T, c *Control) {
	t.Helper()
	setInitiatives(t, c)
	c.NextTurn()
	c.Infuse(modifier.Ice)
	c.NextTurn()
	c.EndTurn()
	c.EndRound()
	setInitiatives(t, c)
	c.NextTurn()
	c.Infuse(modifier.Fire)
	c.NextTurn()
	c.Infuse(modifier.Air)
}

func TestElementBoardGolden(t *testing.T) {
	for _, tc := range []struct {
		name  string
		theme fyne.Theme
	}{{"elements.png", theme.LightTheme()}, {"elements-dark.png", theme.DarkTheme()}} {
		t.Run(tc.name, func(t *testing.T) {
			app := test.NewTempApp(t)
			app.Settings().SetTheme(tc.theme)
			env := newEnv(t)
			c := New(env)
			show(t, c.Content(), 1280, 800)
			boardState(t, c)
			w := show(t, c.elements, 330, 280)
			test.AssertImageMatches(t, tc.name, w.Canvas().Capture())
		})
	}
}

func TestRoundScreenGolden(t *testing.T) {
	for _, tc := range []struct {
		name  string
		theme fyne.Theme
	}{{"round.png", theme.LightTheme()}, {"round-dark.png", theme.DarkTheme()}} {
		t.Run(tc.name, func(t *testing.T) {
			app := test.NewTempApp(t)
			app.Settings().SetTheme(tc.theme)
			env := newEnv(t)
			c := New(env)
			w := show(t, c.Content(), 1280, 800)
			boardState(t, c)
			c.NextTurn()
			test.AssertImageMatches(t, tc.name, w.Canvas().Capture())
		})
	}
}

func TestClosedControlNoLongerFollows(t *testing.T) {
	test.NewTempApp(t)
	env := newEnv(t)
	c := New(env)
	c.Close()
	if _, err := env.Table.Do(engine.EndRound{}); err != nil {
		t.Fatal(err)
	}
	if c.title.Text != "Round 1" {
		t.Fatal("a closed control followed the table")
	}
}

func TestInitiativeEntryGolden(t *testing.T) {
	app := test.NewTempApp(t)
	app.Settings().SetTheme(theme.LightTheme())
	env := newEnv(t)
	c := New(env)
	w := show(t, c.Content(), 1280, 800)
	c.SetInitiative("brute", "12", "45")
	c.SetLongRest("spellweaver")
	c.SetMonsterInitiative("Cave Rat", "33")
	test.AssertImageMatches(t, "round-initiative.png", w.Canvas().Capture())
}

// monsterDeck is the monster deck of env's scenario as it stands.
func monsterDeck(env *screen.Env) modifier.DeckState {
	d, _ := env.Table.Scenario().Deck("")
	return d
}

// A turn-order row keeps its state ("fertig") clear of the list's scroll
// bar where the row has room for it (issue 26, item 9: "fertig" cut off).
func TestTurnStateClearsTheScrollBar(t *testing.T) {
	test.NewTempApp(t)
	num, name, st := widget.NewLabel("14"), widget.NewLabel("Bog Lurker 1"), widget.NewLabel("fertig")
	objs := []fyne.CanvasObject{num, name, st}
	min := rowLayout{}.MinSize(objs)
	for _, w := range []float32{min.Width + 40, min.Width + theme.ScrollBarSize()} {
		rowLayout{}.Layout(objs, fyne.NewSize(w, min.Height))
		if right := st.Position().X + st.Size().Width; right > w-theme.ScrollBarSize()+0.5 {
			t.Errorf("row %v wide: the state ends at %v, under the scroll bar", w, right)
		}
		if name.Position().X+name.Size().Width > st.Position().X {
			t.Errorf("row %v wide: the name runs into the state", w)
		}
	}
}

func TestTurnLineTellsRegenerateWardAndBane(t *testing.T) {
	test.NewTempApp(t)
	env := newEnv(t)
	c := New(env)
	setInitiatives(t, c)
	screentest.Do(t, env, engine.DamageFigure{Figure: "brute", Amount: 2},
		engine.SetCondition{Figure: "brute", Condition: modifier.Regenerate, Held: true},
		engine.SetCondition{Figure: "brute", Condition: modifier.Poison, Held: true},
		engine.SetCondition{Figure: "cave-rat-2", Condition: modifier.Bane, Held: true},
		engine.SetCondition{Figure: "cave-rat-2", Condition: modifier.Ward, Held: true})
	test.Tap(c.next)
	want := "Brute’s turn (initiative 10), regenerate: heals 0, Poison removed"
	if c.Status() != want {
		t.Fatalf("status %q, want %q", c.Status(), want)
	}
	test.Tap(c.next)
	test.Tap(c.next)
	want = "Cave Rat 2’s turn ended, bane: 5 damage, Ward spent"
	if !strings.HasPrefix(c.Status(), want) {
		t.Fatalf("status %q, want it to start %q", c.Status(), want)
	}
}
