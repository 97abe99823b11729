package figures

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
	"golang.org/x/text/language"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/hexgrid"
	"github.com/haventable/haventable/persistence/share"
	"github.com/haventable/haventable/ui/screen"
	"github.com/haventable/haventable/ui/screen/screentest"
	"github.com/haventable/haventable/ui/uitest"
)

// useButtons are the Use buttons of the open items list, top to bottom.
func useButtons(l *List) []*widget.Button {
	var out []*widget.Button
	var walk func(o fyne.CanvasObject)
	walk = func(o fyne.CanvasObject) {
		switch o := o.(type) {
		case *widget.Button:
			if o.Text == "Use" {
				out = append(out, o)
			}
		case *fyne.Container:
			for _, c := range o.Objects {
				walk(c)
			}
		}
	}
	walk(l.ItemsContent())
	return out
}

// A character's items: its row's button counts those ready and opens the
// list; a use changes the list at once and Undo brings it back; an item
// used up says why in the players' words; on a shared table another
// player's items cannot be used.
func TestItemsList(t *testing.T) {
	test.NewTempApp(t)
	brute := screentest.Brute
	brute.Items = []engine.TableItem{
		{Number: 4, Name: "Moss Tonic", Use: engine.ItemConsumed, Effects: []engine.ItemEffect{{Kind: engine.ItemHeal, Value: 3}}},
		{Number: 1, Name: "Reed Boots", Use: engine.ItemSpent, Words: true, Text: "During your move, add +1 move."},
	}
	env := screentest.NewEnvWith(t, language.English, brute, screentest.Spellweaver)
	l := New(env)
	w := show(t, l.Content(), 1280, 800)
	env.Window = w
	r := l.rows["brute"]
	if r.itemsBtn.Hidden || r.itemsBtn.Text != "Items: 2 of 2 ready" || !l.rows["spellweaver"].itemsBtn.Hidden {
		t.Fatalf("items buttons: brute %q (hidden %v), spellweaver hidden %v", r.itemsBtn.Text, r.itemsBtn.Hidden, l.rows["spellweaver"].itemsBtn.Hidden)
	}
	test.Tap(r.itemsBtn)
	if l.ItemsShown() != "brute" || len(useButtons(l)) != 2 {
		t.Fatalf("list of %q with %d Use buttons", l.ItemsShown(), len(useButtons(l)))
	}
	screentest.Do(t, env, engine.DamageFigure{Figure: "brute", Amount: 5})
	test.Tap(useButtons(l)[0])
	if hp := figure(t, env, "brute").HP; hp != 8 || !useButtons(l)[0].Disabled() || r.itemsBtn.Text != "Items: 1 of 2 ready" {
		t.Errorf("after the tonic: hp %d, Use disabled %v, %q", hp, useButtons(l)[0].Disabled(), r.itemsBtn.Text)
	}
	if st := l.Status(); !strings.Contains(st, "Brute uses Moss Tonic; heals 3 hit points") {
		t.Errorf("status %q", st)
	}
	undo(t, env)
	if useButtons(l)[0].Disabled() || r.itemsBtn.Text != "Items: 2 of 2 ready" {
		t.Error("Undo left the tonic used in the list")
	}
	screentest.Do(t, env, engine.UseItem{Character: "brute", Item: 1})
	l.UseItem("brute", 1) // a second use, refused
	if !env.ErrorShown() {
		t.Fatal("no error for an item used up")
	}
	_, err := env.Table.Do(engine.UseItem{Character: "brute", Item: 1})
	if txt := itemError(env.Tr, err).Error(); !strings.Contains(txt, "This item is used up") || strings.Contains(txt, "use-item") {
		t.Errorf("refusal: %q", txt)
	}
	screentest.Joined(env, share.Rights{Role: share.RolePlayers, Characters: []string{"spellweaver"}})
	l.fillItems()
	for _, b := range useButtons(l) {
		if !b.Disabled() {
			t.Error("the spellweaver's player may use the brute's items")
		}
	}
}

// An item adding a condition to the next attack says so in the list, and
// once used the status line and the list say the attack carries it, in
// English and in German.
func TestItemAttackConditionWords(t *testing.T) {
	knife := engine.TableItem{Number: 11, Name: "Venom Knife", Use: engine.ItemSpent,
		Effects: []engine.ItemEffect{{Kind: engine.ItemAttackCondition, Name: "poison"}}}
	checkItemWords(t, language.English, knife, "Poison on the next attack", "Items used: Poison added to the attack", "Items used: Poison added to the attack")
	checkItemWords(t, language.German, knife, "beim nächsten Angriff", "zum Angriff hinzugefügt", "zum Angriff hinzugefügt")
}

// An item's +2 move says so in the list, in the status once used, and
// under the list as what the next move gains, in English and in German.
func TestItemMoveWords(t *testing.T) {
	boots := engine.TableItem{Number: 1, Name: "Striding Boots", Use: engine.ItemSpent,
		Effects: []engine.ItemEffect{{Kind: engine.ItemMove, Value: 2}}}
	checkItemWords(t, language.English, boots, "+2 move on the next move", "Brute uses Striding Boots; +2 move on the next move", "Items used: +2 move on the next move")
	checkItemWords(t, language.German, boots, "+2 Bewegung bei der nächsten Bewegung", "Striding Boots; +2 Bewegung", "Benutzte Gegenstände: +2 Bewegung")
}

// An item's +1 move on all move abilities this turn says so in the list,
// in the status once used, and under the list, in English and in German.
func TestItemTurnMoveWords(t *testing.T) {
	boots := engine.TableItem{Number: 18, Name: "Rough Boots", Use: engine.ItemSpent,
		Effects: []engine.ItemEffect{{Kind: engine.ItemTurnMove, Value: 1}}}
	checkItemWords(t, language.English, boots, "+1 move on every move this turn", "Brute uses Rough Boots; +1 move on every move this turn",
		"Items used: +1 move on every move this turn")
	checkItemWords(t, language.German, boots, "+1 Bewegung bei jeder Bewegung in diesem Zug", "Rough Boots; +1 Bewegung bei jeder Bewegung",
		"Benutzte Gegenstände: +1 Bewegung bei jeder Bewegung in diesem Zug")
}

// An item's +1 attack on all attacks this turn says so, in English and in
// German.
func TestItemTurnAttackWords(t *testing.T) {
	potion := engine.TableItem{Number: 85, Name: "Power Potion", Use: engine.ItemConsumed,
		Effects: []engine.ItemEffect{{Kind: engine.ItemTurnAttack, Value: 1}}}
	checkItemWords(t, language.English, potion, "+1 attack on every attack this turn", "Brute uses Power Potion; Items used: +1 attack on every attack this turn",
		"Items used: +1 attack on every attack this turn (counted in the odds)")
	checkItemWords(t, language.German, potion, "+1 Angriff bei jedem Angriff in diesem Zug", "Power Potion; Benutzte Gegenstände: +1 Angriff bei jedem Angriff",
		"Benutzte Gegenstände: +1 Angriff bei jedem Angriff in diesem Zug")
}

// checkItemWords shows the brute's items list with item it, in lang: the
// list says effect; used, the status says used and the list next.
func checkItemWords(t *testing.T, lang language.Tag, it engine.TableItem, effect, used, next string) {
	t.Helper()
	test.NewTempApp(t)
	brute := screentest.Brute
	brute.Items = []engine.TableItem{it}
	env := screentest.NewEnvWith(t, lang, brute, screentest.Spellweaver)
	l := New(env)
	w := show(t, l.Content(), 1280, 800)
	env.Window = w
	test.Tap(l.rows["brute"].itemsBtn)
	if txt := labels(l.ItemsContent()); !strings.Contains(txt, effect) {
		t.Errorf("%v: list %q, want %q", lang, txt, effect)
	}
	l.UseItem("brute", it.Number)
	if st := l.Status(); !strings.Contains(st, used) {
		t.Errorf("%v: status %q, want %q", lang, st, used)
	}
	if txt := labels(l.ItemsContent()); !strings.Contains(txt, next) {
		t.Errorf("%v: list after the use %q, want %q", lang, txt, next)
	}
}

// labels joins the texts of the labels in o.
func labels(o fyne.CanvasObject) string { return strings.Join(uitest.Labels(o), " | ") }

// An item for a melee attack only that consumes an element, and one with
// a retaliate for the round, say so in the list; the element inert, the
// use is refused naming the item and the element in the players' words;
// the retaliate used, the status says it.
func TestItemMeleeConsumeRetaliateWords(t *testing.T) {
	env, l := bruteItemsOpen(t, []engine.TableItem{
		{Number: 77, Name: "Frigid Blade", Effects: []engine.ItemEffect{{Kind: engine.ItemConsume, Name: "ice"},
			{Kind: engine.ItemAttack, Value: 2, Only: engine.ItemMelee}}},
		{Number: 105, Name: "Fireshield", Use: engine.ItemConsumed, Effects: []engine.ItemEffect{{Kind: engine.ItemRetaliate, Value: 2, Range: 3}}},
	}, "consume Ice to use it, +2 attack on the next attack (a melee attack only)", "retaliate 2, range 3, for the round")
	_, err := env.Table.Do(engine.UseItem{Character: "brute", Item: 77})
	if got := itemError(env.Tr, err).Error(); !strings.Contains(got, "Frigid Blade needs Ice to consume") || strings.Contains(got, "use item") {
		t.Errorf("refusal: %q", got)
	}
	l.UseItem("brute", 105)
	if st := l.Status(); !strings.Contains(st, "Brute uses Fireshield; retaliate 2, range 3, for the round") {
		t.Errorf("status %q", st)
	}
}

// An item with a retaliate for the attack on its bearer (Biting Gauntlet)
// and one with +2 attack on one attack say so in the list; the gauntlet
// used with no attack drawn on the brute is refused in the players'
// words, and used while a rat's attack on it is drawn the status says the
// retaliate counted for that attack.
func TestItemRetaliateForTheAttackWords(t *testing.T) {
	env, l := bruteItemsOpen(t, []engine.TableItem{
		{Number: 55, Name: "Biting Gauntlet", Use: engine.ItemSpent, Effects: []engine.ItemEffect{{Kind: engine.ItemAttackedRetaliate, Value: 2}}},
		{Number: 14, Name: "Heavy Sword", Use: engine.ItemSpent, Effects: []engine.ItemEffect{{Kind: engine.ItemAttack, Value: 2, Single: true}}},
	}, "retaliate 2 for an adjacent enemy's attack on them", "+2 attack on one attack of the next (its first target)")
	_, err := env.Table.Do(engine.UseItem{Character: "brute", Item: 55})
	if got := itemError(env.Tr, err).Error(); !strings.Contains(got, "draw that enemy's attack on them first") {
		t.Errorf("refusal: %q", got)
	}
	rat := figure(t, env, "cave-rat-1")
	var beside hexgrid.Hex
	for _, h := range rat.At.Neighbors() {
		if env.Table.Scenario().CanStand(h) {
			beside = h
			break
		}
	}
	screentest.Do(t, env, engine.Move{Figure: "brute", To: beside},
		engine.DrawAttack{Attacker: "cave-rat-1", Attack: modifier.Attack{Value: 0}, Targets: []string{"brute"}})
	l.UseItem("brute", 55)
	if st := l.Status(); !strings.Contains(st, "Brute uses Biting Gauntlet; retaliate 2 for the attack drawn on them") {
		t.Errorf("status %q", st)
	}
}

// bruteItemsOpen shows the figures screen in English with the brute
// bringing items and its items list open, which says each of want.
func bruteItemsOpen(t *testing.T, items []engine.TableItem, want ...string) (*screen.Env, *List) {
	t.Helper()
	test.NewTempApp(t)
	brute := screentest.Brute
	brute.Items = items
	env := screentest.NewEnvWith(t, language.English, brute, screentest.Spellweaver)
	l := New(env)
	env.Window = show(t, l.Content(), 1280, 800)
	test.Tap(l.rows["brute"].itemsBtn)
	txt := labels(l.ItemsContent())
	for _, w := range want {
		if !strings.Contains(txt, w) {
			t.Errorf("list %q, want %q", txt, w)
		}
	}
	return env, l
}
