package ui

import (
	"context"
	"slices"
	"testing"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/engine/monster"
	"github.com/haventable/haventable/hexgrid"
	"github.com/haventable/haventable/persistence/play"
)

// frostDeck is an invented class's deck: card 1's top an area attack (a
// line of two hexes from the attacker) with pierce, wound and a fire
// infusion; card 2's bottom a Frost Armor-like persistent bonus (negate
// the next two sources of damage, then lost) with a retaliate 2 range 2.
func frostDeck() []engine.ClassCard {
	move := func(n int) engine.CardHalf {
		return engine.CardHalf{Actions: []monster.Action{{Type: monster.KindMove, Value: monster.Fixed(n)}}}
	}
	return []engine.ClassCard{
		{Number: 1, Name: "Frost Line", Level: 1, Initiative: 10, Top: engine.CardHalf{Actions: []monster.Action{
			{Type: monster.KindAttack, Value: monster.Fixed(3), Pierce: 1, Conditions: []string{"wound"},
				Area: &monster.Area{Hexes: [][]int{{1, 0}, {2, 0}}, Self: true}},
			{Type: monster.KindInfuse, Elements: []string{"fire"}}}, XP: 1}, Bottom: move(2)},
		{Number: 2, Name: "Ice Mantle", Level: 1, Initiative: 30, Top: move(1), Bottom: engine.CardHalf{Actions: []monster.Action{
			{Type: monster.KindRetaliate, Value: monster.Fixed(2), Range: monster.Fixed(2)},
			{Type: monster.KindText, Text: "Negate the next two sources of damage to you"}}, Persistent: true, Negate: true, Uses: 2, Lost: true}},
		{Number: 3, Name: "Step", Level: 1, Initiative: 50, Top: move(1), Bottom: move(1)},
		{Number: 4, Name: "Stride", Level: 1, Initiative: 60, Top: move(2), Bottom: move(2)},
	}
}

// A card's attack through the screens: the half played on the Cards part
// fills the attack panel (value, pierce, wound, fire) and offers its area
// template on the map with the character selected; turned by the player
// until it covers an enemy, the panel takes its targets, draws and
// applies. The Frost Armor-like card then negates two attacks (its track
// marked by the attacks, the card lost when spent) while its retaliate
// hits the attacker as a monster's would; a restart in between; Undo
// takes all of it back.
func TestCardAttackThroughTheScreens(t *testing.T) {
	store, sess := table(t)
	s, _ := newShell(t, Deps{Store: store, Session: sess, Preview: sample(t)})
	s.Show(ViewAttack)
	m := s.MapScreen().Model
	scn := s.table.Scenario()
	// the hero next to a monster
	var foe engine.Figure
	var at hexgrid.Hex
	found := false
	for _, f := range scn.Figures() {
		if f.Kind != engine.KindMonster || !f.OnMap || found {
			continue
		}
		for _, n := range m.Map().Neighbors(f.At) {
			if _, taken := m.FigureAt(n); !taken && !m.Obstacle(n) {
				foe, at, found = f, n, true
				break
			}
		}
	}
	if !found {
		t.Fatal("no monster with a free hex beside it")
	}
	start, _ := scn.MarshalJSON()
	do := tableDo(t, s)
	do(engine.Move{Figure: "hero", To: at})
	do(engine.SetMaxHP{Figure: foe.ID, MaxHP: 40}) // lives through the line
	do(engine.HealFigure{Figure: foe.ID, Amount: 40})
	do(engine.ChooseHand{Character: "hero", Level: 1, HandSize: 4, Deck: frostDeck(), Cards: []int{1, 2, 3, 4}})
	do(engine.ChooseCards{Character: "hero", Leading: 1, Second: 2})
	for _, typ := range s.table.Scenario().MonsterTypes() {
		do(engine.SetMonsterInitiative{Type: typ, Initiative: 50})
	}
	rep := do(engine.NextTurn{})
	if rep.TurnStart == nil || rep.TurnStart.Turn.Figure != "hero" {
		t.Fatalf("first turn %+v, want the hero's", rep.TurnStart)
	}
	s.round.OnHand("hero")
	s.hand.PlayHalf(1, engine.HalfTop, false)

	// The panel: the card's attack; the map: its template, on the hero.
	a := s.attack.Attack()
	if s.attack.AttackerID() != "hero" || a.Value != 3 || a.Pierce != 1 ||
		!slices.Contains(a.Effects, modifier.Effect{Kind: modifier.Wound}) || !slices.Contains(a.Effects, modifier.Effect{Kind: modifier.Fire}) {
		t.Fatalf("the panel's attack by %q: %+v", s.attack.AttackerID(), a)
	}
	if s.View() != ViewMap {
		t.Fatalf("view %v, want the map to place the template", s.View())
	}
	tmpl, ok := m.Template()
	if !ok || tmpl.Name != "Frost Line" || len(tmpl.Shape.Hexes) != 2 || !tmpl.Shape.Self {
		t.Fatalf("template %+v (chosen %v)", tmpl, ok)
	}
	if f, _ := m.Selected(); f.ID != "hero" {
		t.Fatalf("selected %q, want the hero", f.ID)
	}
	// turned by the player until it covers the monster
	turned := false
	for range 6 {
		if v, _ := m.Area(); slices.Contains(v.Result.Targets, foe.ID) {
			turned = true
			break
		}
		m.Rotate(1)
	}
	if !turned {
		t.Fatalf("no turn of the template covers %s", foe.ID)
	}
	v, _ := m.Area()
	if v.Hexes[0] == at {
		t.Fatal("the template covers the hero's own hex")
	}
	s.attack.UseTemplateTargets()
	if !slices.Equal(s.attack.Targets(), v.Result.Targets) || !s.attack.FromTemplate() {
		t.Fatalf("targets %v, want the template's %v", s.attack.Targets(), v.Result.Targets)
	}
	s.attack.Draw()
	if _, pending := s.table.Scenario().PendingAttack(); !pending {
		t.Fatal("the attack was not drawn")
	}
	s.attack.Apply()
	if f, _ := s.table.Scenario().Figure(foe.ID); f.Alive() && !f.Conditions.Has(modifier.Wound) {
		t.Fatalf("%s not wounded by the card's attack: %+v", foe.ID, f.Conditions)
	}
	if f, _ := s.table.Scenario().Figure("hero"); f.XP != 1 {
		t.Fatalf("experience %d, want the half's 1", f.XP)
	}

	// Ice Mantle: negate two sources of damage, retaliate 2 range 2.
	s.hand.PlayHalf(2, engine.HalfBottom, false)
	if f, _ := s.table.Scenario().Figure("hero"); len(f.Retaliates()) != 1 || f.Retaliates()[0] != (engine.RetaliateReach{Value: 2, Range: 2}) {
		t.Fatalf("retaliates %v, want the card's 2 range 2", f.Retaliates())
	}
	do(engine.EndTurn{})
	attacker := ""
	for _, f := range s.table.Scenario().Figures() {
		if f.Kind == engine.KindMonster && f.Alive() && f.OnMap {
			if r, ok := m.Map().Range(f.At, at); ok && r == 1 {
				attacker = f.ID
				break
			}
		}
	}
	if attacker == "" {
		t.Fatal("no monster left beside the hero")
	}
	monsterAttacks := func() (heroHP, foeHP int) {
		t.Helper()
		s.attack.SetAttacker(attacker)
		s.attack.SetTargets([]string{"hero"})
		if err := s.attack.AddModifier("+4"); err != nil { // damage to negate, whatever is drawn but a null
			t.Fatal(err)
		}
		s.attack.Draw()
		s.attack.Apply()
		h, _ := s.table.Scenario().Figure("hero")
		f, _ := s.table.Scenario().Figure(attacker)
		return h.HP, f.HP
	}
	hero, _ := s.table.Scenario().Figure("hero")
	before, _ := s.table.Scenario().Figure(attacker)
	heroHP, foeHP := monsterAttacks()
	hand, _ := s.table.Scenario().HandOf("hero")
	if heroHP != hero.HP || foeHP != before.HP-2 || len(hand.Active) != 1 || hand.Active[0].Used != 1 {
		t.Fatalf("after the first attack: hero %d (was %d), attacker %d (was %d), active %+v", heroHP, hero.HP, foeHP, before.HP, hand.Active)
	}

	// A restart: the campaign read back from the store.
	next, err := play.Open(context.Background(), store, s.table.Session().Campaign())
	if err != nil {
		t.Fatal(err)
	}
	s.table.SetSession(next)
	_, foeHP2 := monsterAttacks()
	hand, _ = s.table.Scenario().HandOf("hero")
	if h, _ := s.table.Scenario().Figure("hero"); h.HP != hero.HP || foeHP2 != before.HP-4 || len(hand.Active) != 0 || !slices.Contains(hand.Lost, 2) {
		t.Fatalf("after the second attack: hero %d, attacker %d, hand %+v", h.HP, foeHP2, hand)
	}
	if h, _ := s.table.Scenario().Figure("hero"); len(h.Bonuses) != 0 {
		t.Fatalf("bonuses %v left once the card is lost", h.Bonuses)
	}

	// Undo through all of it.
	for next.CanUndo() {
		if err := next.Undo(context.Background()); err != nil {
			t.Fatal(err)
		}
		if f, _ := s.table.Scenario().Figure("hero"); f.At != at {
			break
		}
	}
	if got, _ := s.table.Scenario().MarshalJSON(); string(got) != string(start) {
		t.Fatal("undo did not bring the table back to its start")
	}
}
