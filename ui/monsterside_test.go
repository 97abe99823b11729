package ui

import (
	"context"
	"fmt"
	"reflect"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"
	"golang.org/x/text/language"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/campaign"
	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/engine/pack"
	"github.com/haventable/haventable/persistence/play"
	"github.com/haventable/haventable/ui/screen"
)

// TestMonsterSideFlow plays the monsters' side of rounds from the built-in
// pack: the standees have their stat cards' hit points, the ability cards
// are drawn once the initiatives are in and set the turn order, a monster
// attacks the character with the numbers of its card, the character
// attacks a Stone Warden whose stat card gives it shield 1 and retaliate
// 1, a round that drew a card with the shuffle mark ends with that deck
// shuffled, and after a restart the scenario is as it was left.
func TestMonsterSideFlow(t *testing.T) {
	s, store, campaignID, _ := packShell(t, campaign.Character{Class: "brute", Name: "Ana", Level: 1})
	table := s.Env().Table
	scn := table.Scenario()
	b := pack.Builtin()
	types := map[string]bool{}
	for _, f := range scn.Figures() {
		if f.Kind != engine.KindMonster {
			continue
		}
		types[f.MonsterType] = true
		st, err := b.StatCard(f.MonsterType, scn.Level(), f.Elite, 1)
		if err != nil {
			t.Fatal(err)
		}
		if f.MaxHP != st.HitPoints || f.Shield != st.Shield {
			t.Errorf("%s has %d hit points and shield %d; its stat card %d and %d", f.ID, f.MaxHP, f.Shield, st.HitPoints, st.Shield)
		}
	}
	if len(types) < 2 {
		t.Fatalf("the sample scenario has monster types %v", types)
	}

	do := doer(t, table)
	do(engine.SetInitiative{Character: "ana", Leading: 90, Second: 95})
	do(engine.DrawAbilities{})
	order, err := table.Scenario().TurnOrder()
	if err != nil {
		t.Fatal(err)
	}
	for typ := range types {
		ab, ok := table.Scenario().Ability(typ)
		if !ok || ab.Card < 0 {
			t.Fatalf("%s drew no card", typ)
		}
		for _, turn := range order {
			if turn.Group == typ && turn.Initiative != ab.Info.Initiative {
				t.Errorf("%s acts on %d, its type's card says %d", turn.Figure, turn.Initiative, ab.Info.Initiative)
			}
		}
	}

	// A Stone Warden next to Ana: she attacks it, it attacks her.
	ana := fig(t, table.Scenario(), "ana")
	at, _ := twoFreeNeighbors(t, table.Scenario(), ana.At)
	warden := do(engine.AddStandee{Type: "Stone Warden", At: at}).Added
	s.Show(ViewAttack)
	s.attack.SetAttacker("ana")
	s.attack.SetTargets([]string{warden})
	atk := s.attack.Attack()
	atk.Value = 3
	if _, err := table.Do(engine.DrawAttack{Attacker: "ana", Attack: atk, Targets: []string{warden}}); err != nil {
		t.Fatal(err)
	}
	out := do(engine.ApplyAttack{}).Attack
	if out == nil || len(out.Targets) != 1 {
		t.Fatalf("outcome %+v", out)
	}
	res := out.Targets[0].Result
	if res.Shield != 1 {
		t.Errorf("the warden's shield counted %d, its stat card says 1", res.Shield)
	}
	if !res.Dead && (out.Targets[0].Retaliated == nil || out.Targets[0].Retaliated.Damage != 1) {
		t.Errorf("the warden retaliated %+v, its stat card says 1", out.Targets[0].Retaliated)
	}

	plan, ok := table.Scenario().MonsterPlan(warden)
	if ok && plan.Attack != nil {
		want := plan.Attack
		s.attack.SetAttacker(warden)
		got := s.attack.Attack()
		if got.Value != want.Value || got.Ranged != want.Ranged || got.Pierce != want.Pierce {
			t.Errorf("the panel fills the warden's attack as %+v, its card says %+v", got, want)
		}
	}

	// Rounds until a type draws a card with the shuffle mark; its deck is
	// shuffled at the end of that round.
	shuffled := false
	for round := 0; round < 30 && !shuffled; round++ {
		var marked []string
		for typ := range types {
			if ab, _ := table.Scenario().Ability(typ); ab.Shuffle {
				marked = append(marked, typ)
			}
		}
		do(engine.EndRound{})
		for _, typ := range marked {
			ab, _ := table.Scenario().Ability(typ)
			d, _ := b.Deck(ab.Deck)
			if ab.Left != len(d.Cards) || ab.Card >= 0 {
				t.Fatalf("%s drew a shuffle card, yet after the round %d of its %d cards are left to draw", typ, ab.Left, len(d.Cards))
			}
			shuffled = true
		}
		do(engine.SetInitiative{Character: "ana", Leading: 90, Second: 95})
		do(engine.DrawAbilities{})
	}
	if !shuffled {
		t.Fatal("no shuffle card in 30 rounds")
	}
	before := snapshotOf(t, table.Scenario())

	sess2, err := play.Open(context.Background(), store, campaignID)
	if err != nil {
		t.Fatal(err)
	}
	if got := snapshotOf(t, sess2.Scenario()); got != before {
		t.Fatal("after a restart the scenario is not as it was left")
	}
	w2 := test.NewTempApp(t).NewWindow("")
	defer w2.Close()
	s2, err := New(test.NewTempApp(t), w2, Deps{Language: language.English, Store: store, Session: sess2})
	if err != nil {
		t.Fatal(err)
	}
	for typ := range types {
		a1, _ := table.Scenario().Ability(typ)
		a2, _ := s2.Env().Table.Scenario().Ability(typ)
		if !reflect.DeepEqual(a1, a2) {
			t.Errorf("%s: %+v before the restart, %+v after", typ, a1, a2)
		}
	}
}

// TestCardShieldAndRetaliateFlow is the game: an elite Bog Lurker
// draws Harden Hide (shield 2, retaliate 2, heal 2 self); Ana attacks it in
// melee after its turn started: the panel's odds are the exact odds
// against its own shield 1 plus the card's 2, the attack meets shield 3,
// Ana suffers its own retaliate 1 plus the card's 2; after the round both
// are gone.
func TestCardShieldAndRetaliateFlow(t *testing.T) {
	s, _, _, _ := packShellOn(t, campaign.Character{Class: "brute", Name: "Ana", Level: 1}, "flooded-crossing")
	table := s.Env().Table
	do := doer(t, table)
	var lurker string
	for _, f := range table.Scenario().Standees("Bog Lurker") {
		if f.Elite {
			lurker = f.ID
		}
	}
	if lurker == "" {
		t.Fatal("no elite Bog Lurker on the flooded crossing")
	}
	// Ana next to the lurker, acting after it (Harden Hide: 14).
	l := fig(t, table.Scenario(), lurker)
	next, _ := twoFreeNeighbors(t, table.Scenario(), l.At)
	do(engine.Move{Figure: "ana", To: next})
	drawn := false
	for round := 0; round < 40 && !drawn; round++ {
		do(engine.SetInitiative{Character: "ana", Leading: 40, Second: 60})
		do(engine.DrawAbilities{})
		if ab, _ := table.Scenario().Ability("Bog Lurker"); ab.Info.Name == "Harden Hide" {
			drawn = true
			break
		}
		do(engine.EndRound{})
	}
	if !drawn {
		t.Fatal("the Bog Lurker drew no Harden Hide in 40 rounds")
	}
	for {
		rep := do(engine.NextTurn{})
		if rep.TurnStart == nil {
			t.Fatal("the round ended before Ana's turn")
		}
		if rep.TurnStart.Turn.Figure == "ana" {
			break
		}
	}
	s.Show(ViewAttack)
	// The lurker's bonuses (its own shield, the card's shield and
	// retaliate) do not widen the window beyond the default.
	if m := s.win.Content().MinSize(); m.Width > DefaultWindowSize.Width {
		t.Errorf("with the lurker's bonuses shown the window needs %v, more than %v", m, DefaultWindowSize)
	}
	s.attack.SetAttacker("ana")
	s.attack.SetTargets([]string{lurker})
	atk := s.attack.Attack() // the panel's: attack 2
	scn := table.Scenario()
	st, _ := scn.Deck("ana")
	deck, err := modifier.RestoreDeck(st, modifier.NewSource(1), nil)
	if err != nil {
		t.Fatal(err)
	}
	l = fig(t, scn, lurker)
	exact := func(shield int) string {
		d, err := modifier.AttackOdds(deck, atk, modifier.Defender{ID: lurker, HP: l.HP, Shield: shield, Adjacent: true})
		if err != nil {
			t.Fatal(err)
		}
		return fmt.Sprintf("%.2f", d.ExpectedDamageFloat())
	}
	if shown, want, without := s.attack.OddsText(), exact(3), exact(1); !strings.Contains(shown, want) || strings.Contains(shown, without) {
		t.Errorf("the panel's odds %q: %s damage expected with the card's shield, %s without", shown, want, without)
	}
	ana := fig(t, scn, "ana")
	do(engine.DrawAttack{Attacker: "ana", Attack: atk, Targets: []string{lurker}})
	out := do(engine.ApplyAttack{}).Attack
	if out == nil || len(out.Targets) != 1 {
		t.Fatalf("outcome %+v", out)
	}
	if res := out.Targets[0].Result; res.Shield != 3 {
		t.Errorf("the attack met shield %d, want 3 (own 1 + card 2)", res.Shield)
	} else if !res.Dead {
		after := fig(t, table.Scenario(), "ana")
		if r := out.Targets[0].Retaliated; r == nil || r.Damage != 3 || ana.HP-after.HP != 3 {
			t.Errorf("Ana suffered retaliate %+v (%d hit points), want 3 (own 1 + card 2)", r, ana.HP-after.HP)
		}
	}
	do(engine.NextTurn{})
	do(engine.EndRound{})
	if f, ok := table.Scenario().Figure(lurker); ok && f.Alive() && len(f.Bonuses) != 0 {
		t.Errorf("after the round the lurker keeps %v", f.Bonuses)
	}
}

// doer returns a function doing a table action, failing the test on an
// error.
func doer(t *testing.T, table *screen.Table) func(engine.Action) engine.Report {
	return func(a engine.Action) engine.Report {
		t.Helper()
		rep, err := table.Do(a)
		if err != nil {
			t.Fatalf("%T: %v", a, err)
		}
		return rep
	}
}

// A table change works the monster's turn shown out once, however many
// screens read it: as the turn starts, and after each later change
// (another figure hurt, healed).
func TestMonsterTurnWorkedOutOncePerChange(t *testing.T) {
	s, table, do := crossingRound(t)
	var monster string
	for {
		before := s.mapModel.TurnsSolved()
		rep := do(engine.NextTurn{})
		if rep.TurnStart == nil {
			t.Fatal("no monster's turn before Ana's")
		}
		if f := fig(t, table.Scenario(), rep.TurnStart.Turn.Figure); f.Kind != engine.KindMonster {
			continue
		}
		if _, ok := table.Scenario().MonsterPlan(rep.TurnStart.Turn.Figure); !ok {
			continue
		}
		monster = rep.TurnStart.Turn.Figure
		for range 3 {
			s.mapModel.MonsterTurn()
			s.mapModel.TurnOdds("ana")
		}
		if got := s.mapModel.TurnsSolved() - before; got != 1 {
			t.Fatalf("the turn of %s was worked out %d times as it started", monster, got)
		}
		break
	}
	for _, a := range []engine.Action{engine.DamageFigure{Figure: "ana", Amount: 1}, engine.HealFigure{Figure: "ana", Amount: 1}} {
		before := s.mapModel.TurnsSolved()
		do(a)
		for range 3 {
			if _, _, ok := s.mapModel.MonsterTurn(); !ok {
				t.Fatal("the turn is no longer shown")
			}
			s.mapModel.TurnOdds("ana")
		}
		if got := s.mapModel.TurnsSolved() - before; got != 1 {
			t.Errorf("after %T the turn was worked out %d times, want once", a, got)
		}
	}
}

// Everything the map says of a monster's turn follows the table through
// undo and redo: the odds on the turn line are those of the table as it is
// after each step, never those of the table before it (issue 26, item 4).
func TestTurnLineFollowsUndo(t *testing.T) {
	s, _, _, _ := packShellOn(t, campaign.Character{Class: "brute", Name: "Ana", Level: 1}, "flooded-crossing")
	table := s.Env().Table
	do := doer(t, table)
	ana := fig(t, table.Scenario(), "ana")
	// Ana next to a Cave Rat, so that its turn attacks her.
	var rat engine.Figure
	for _, f := range table.Scenario().Standees("Cave Rat") {
		rat = f
	}
	at, _ := twoFreeNeighbors(t, table.Scenario(), rat.At)
	do(engine.Move{Figure: "ana", To: at})
	do(engine.SetInitiative{Character: "ana", Leading: 99, Second: 99})
	found := false
	for round := 0; round < 40 && !found; round++ {
		do(engine.DrawAbilities{})
		if p, ok := table.Scenario().MonsterPlan(rat.ID); ok && p.Attack != nil {
			found = true
			break
		}
		do(engine.EndRound{})
		do(engine.SetInitiative{Character: "ana", Leading: 99, Second: 99})
	}
	if !found {
		t.Fatal("no card of the rat with an attack in 40 rounds")
	}
	for {
		rep := do(engine.NextTurn{})
		if rep.TurnStart == nil {
			t.Fatal("the rat took no turn")
		}
		if rep.TurnStart.Turn.Figure == rat.ID {
			break
		}
	}
	line := func() string { return s.mapScreen.Status.Text }
	before := line()
	if !strings.Contains(before, "%") {
		t.Fatalf("the turn line tells no odds: %q", before)
	}
	do(engine.DamageFigure{Figure: "ana", Amount: ana.HP - 1})
	hurt := line()
	if hurt == before {
		t.Fatalf("the odds did not change with Ana at 1 hit point: %q", hurt)
	}
	s.Undo()
	if got := line(); got != before {
		t.Errorf("after undo the turn line says %q, want %q", got, before)
	}
	s.Redo()
	if got := line(); got != hurt {
		t.Errorf("after redo the turn line says %q, want %q", got, hurt)
	}
	// Back past the rat's draw: its card is gone, and so is its turn.
	for range 30 {
		if _, ok := table.Scenario().MonsterPlan(rat.ID); !ok {
			break
		}
		s.Undo()
	}
	if _, ok := table.Scenario().MonsterPlan(rat.ID); ok {
		t.Fatal("30 undos did not take the rat's card back")
	}
	if turn, _, ok := s.mapModel.MonsterTurn(); ok {
		t.Errorf("the rat's turn is still shown without its card: %+v", turn)
	}
}
