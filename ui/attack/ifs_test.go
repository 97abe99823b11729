package attack

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"
	"golang.org/x/text/language"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/condbonus"
	"github.com/haventable/haventable/engine/monster"
	"github.com/haventable/haventable/hexgrid"
	"github.com/haventable/haventable/ui/screen"
	"github.com/haventable/haventable/ui/screen/screentest"
)

// ifHand gives the brute a hand whose card 1 attacks with "+2 attack and
// gain experience if the target is adjacent to any of your allies", and
// plays it on the brute's turn, the spellweaver beside cave rat 1 and not
// beside cave rat 2.
func ifHand(t *testing.T, env *screen.Env) {
	t.Helper()
	move := engine.CardHalf{Actions: []monster.Action{{Type: monster.KindMove, Value: monster.Fixed(1)}}}
	deck := []engine.ClassCard{
		{Number: 1, Name: "Flank", Level: 1, Initiative: 5, Top: engine.CardHalf{Actions: []monster.Action{{Type: monster.KindAttack, Value: monster.Fixed(3), Target: 2,
			Ifs: []condbonus.Bonus{{When: []string{condbonus.AllyAdjacent}, Attack: 2, XP: 1}}}}}, Bottom: move},
		{Number: 2, Name: "Step", Level: 1, Initiative: 60, Top: move, Bottom: move},
	}
	scn := env.Table.Scenario()
	rat1, _ := scn.Figure("cave-rat-1")
	rat2, _ := scn.Figure("cave-rat-2")
	var beside hexgrid.Hex
	found := false
	for _, n := range env.Map.Map().Neighbors(rat1.At) {
		if _, taken := env.Map.FigureAt(n); !taken && !env.Map.Obstacle(n) && n != besideTheRats && hexgrid.Distance(n, rat2.At) > 1 && !found {
			beside, found = n, true
		}
	}
	if !found {
		t.Fatal("no free hex beside cave rat 1 only")
	}
	acts := []engine.Action{engine.Move{Figure: "brute", To: besideTheRats}, engine.Move{Figure: "spellweaver", To: beside},
		engine.ChooseHand{Character: "brute", Level: 1, HandSize: 2, Deck: deck, Cards: []int{1, 2}},
		engine.ChooseCards{Character: "brute", Leading: 1, Second: 2},
		engine.SetInitiative{Character: "spellweaver", Leading: 90}}
	for _, typ := range scn.MonsterTypes() {
		acts = append(acts, engine.SetMonsterInitiative{Type: typ, Initiative: 80})
	}
	acts = append(acts, engine.NextTurn{}, engine.PlayHalf{Character: "brute", Card: 1, Half: engine.HalfTop})
	screentest.Do(t, env, acts...)
}

// The panel filled with a card's attack names its conditional bonus under
// the form; drawn on two rats, it says on the one beside an ally what the
// card added and why, on the other that it added nothing; applied, the
// experience it gave.
func TestPanelShowsConditionalBonuses(t *testing.T) {
	test.NewTempApp(t)
	env := newEnv(t, language.English)
	ifHand(t, env)
	p := New(env)
	show(t, p.Content(), 1280, 800)
	p.TakeCardAttack("brute")
	if got := p.IfNote(); got != "The card adds: +2 attack, 1 experience if the target is next to one of your allies" {
		t.Errorf("under the form: %q", got)
	}
	if len(p.Attack().Ifs) != 1 {
		t.Fatalf("the panel's attack lost the card's bonus: %+v", p.Attack())
	}
	checkTarget(t, p, "cave-rat-1")
	checkTarget(t, p, "cave-rat-2")
	p.Draw()
	text := allText(p.Content())
	for _, want := range []string{"Added by the card: +2 attack, 1 experience if the target is next to one of your allies",
		"The card's bonuses add nothing here", "Attack 5", "Attack 3"} {
		if !strings.Contains(text, want) {
			t.Errorf("drawn: no %q in\n%s", want, text)
		}
	}
	p.Apply()
	if text := allText(p.Content()); !strings.Contains(text, "Brute gains 1 experience from the card's bonuses") {
		t.Errorf("applied: no experience line in\n%s", text)
	}
	if f := figure(t, env, "brute"); f.XP != 1 {
		t.Errorf("the brute has %d experience, want 1", f.XP)
	}
}
