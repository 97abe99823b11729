package ui

import (
	"context"
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"golang.org/x/text/language"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/campaign"
	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/engine/party"
	"github.com/haventable/haventable/engine/scenariofile"
	"github.com/haventable/haventable/hexgrid"
	"github.com/haventable/haventable/persistence"
	"github.com/haventable/haventable/persistence/play"
)

// packShell is a shell on a new campaign whose sample scenario, with the
// built-in pack's monsters and ability decks, is in progress for the
// character ana (a sheet of the campaign).
func packShell(t *testing.T, ana campaign.Character) (*Shell, *persistence.Store, int64, campaign.Character) {
	t.Helper()
	return packShellOn(t, ana, scenariofile.DefaultSample)
}

// packShellOn is packShell on the sample map named sample.
func packShellOn(t *testing.T, ana campaign.Character, sample string) (*Shell, *persistence.Store, int64, campaign.Character) {
	t.Helper()
	ctx := context.Background()
	store, err := persistence.Open(filepath.Join(t.TempDir(), "campaign.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { store.Close() })
	c, err := store.CreateCampaign(ctx, "Loop")
	if err != nil {
		t.Fatal(err)
	}
	if ana, err = store.AddCharacter(ctx, c.ID, ana); err != nil {
		t.Fatal(err)
	}
	sess, err := play.Open(ctx, store, c.ID)
	if err != nil {
		t.Fatal(err)
	}
	file, err := scenariofile.Sample(sample)
	if err != nil {
		t.Fatal(err)
	}
	scn, err := party.BuildScenario(file, 1, 3, campaign.Members([]campaign.Character{ana}))
	if err != nil {
		t.Fatal(err)
	}
	if err := sess.Start(ctx, scn); err != nil {
		t.Fatal(err)
	}
	a := test.NewTempApp(t)
	w := a.NewWindow("")
	s, err := New(a, w, Deps{Language: language.English, Store: store, Session: sess, Preview: file})
	if err != nil {
		t.Fatal(err)
	}
	w.Resize(fyne.NewSize(1280, 800))
	return s, store, c.ID, ana
}

// TestScenarioLoop plays a scenario from its start to the rewards: a
// character loots a token and gains 3 experience, a monster curses it, its
// summon fights, the scenario is won, the character sheet shows the
// rewards, and Undo restores the sheet and the scenario.
func TestScenarioLoop(t *testing.T) {
	ctx := context.Background()
	s, store, campaignID, ana := packShell(t, campaign.Character{Class: "brute", Name: "Ana", Level: 1, XP: 10, Gold: 5})
	do := func(act engine.Action) engine.Report {
		t.Helper()
		rep, err := s.Env().Table.Do(act)
		if err != nil {
			t.Fatalf("%s: %v", act.Kind(), err)
		}
		return rep
	}
	table := s.Env().Table

	// Ana loots a token and gains 3 experience.
	at := fig(t, table.Scenario(), "ana").At
	do(engine.PlaceMoney{At: at, Count: 1})
	do(engine.LootMoney{At: at})
	do(engine.GainXP{Character: "ana", Amount: 3})

	// A rat steps next to her and curses her; her bear, summoned beside
	// both, attacks the rat.
	ratHex, bearHex := twoFreeNeighbors(t, table.Scenario(), at)
	rat := ""
	for _, f := range table.Scenario().Figures() {
		if f.Kind == engine.KindMonster && f.Alive() && f.OnMap && rat == "" {
			rat = f.ID
		}
	}
	do(engine.Move{Figure: rat, To: ratHex})
	do(engine.DrawAttack{Attacker: rat, Attack: modifier.Attack{Value: 1, Effects: []modifier.Effect{{Kind: modifier.Curses}}}, Targets: []string{"ana"}})
	rep := do(engine.ApplyAttack{})
	if !rep.Attack.Targets[0].Cursed && fig(t, table.Scenario(), "ana").Alive() {
		t.Fatal("the rat's curse did not go into Ana's deck")
	}
	bear := do(engine.AddSummon{Summoner: "ana", Name: "Bear", HP: 6, At: bearHex, Stats: engine.SummonStats{Move: 2, Attack: 3}}).Added
	before := fig(t, table.Scenario(), rat).HP
	do(engine.DrawAttack{Attacker: bear, Attack: modifier.Attack{Value: 3}, Targets: []string{rat}})
	rep = do(engine.ApplyAttack{})
	if len(rep.Attack.Targets) != 1 || (fig(t, table.Scenario(), rat).Alive() && fig(t, table.Scenario(), rat).HP >= before && rep.Attack.Targets[0].Result.Damage > 0) {
		t.Errorf("the bear's attack: %+v", rep.Attack)
	}

	// The scenario is won: the sheet gains 3 + 6 experience and 2 gold.
	o, err := table.Session().Outcome(true)
	if err != nil {
		t.Fatal(err)
	}
	if err := table.Session().EndWith(ctx, o); err != nil {
		t.Fatal(err)
	}
	sheet, _ := store.Character(ctx, campaignID, ana.ID)
	if sheet.XP != 10+3+6 || sheet.Gold != 5+2 {
		t.Errorf("Ana's sheet after the win: %d experience, %d gold; want 19 and 7", sheet.XP, sheet.Gold)
	}
	progress, _ := store.Scenarios(ctx, campaignID)
	if len(progress) != 1 || !progress[0].Completed {
		t.Errorf("progress %+v", progress)
	}
	s.Undo()
	sheet, _ = store.Character(ctx, campaignID, ana.ID)
	if sheet.XP != 10 || sheet.Gold != 5 || table.Scenario() == nil {
		t.Errorf("after Undo: %d experience, %d gold, scenario in progress %v", sheet.XP, sheet.Gold, table.Scenario() != nil)
	}
	if f := fig(t, table.Scenario(), "ana"); f.XP != 3 || f.Money != 1 {
		t.Errorf("after Undo Ana's gains in the scenario: %+v", f)
	}
}

func fig(t *testing.T, scn *engine.Scenario, id string) engine.Figure {
	t.Helper()
	f, ok := scn.Figure(id)
	if !ok {
		t.Fatalf("no figure %q", id)
	}
	return f
}

// twoFreeNeighbors returns two free hexes next to h and to each other.
func twoFreeNeighbors(t *testing.T, scn *engine.Scenario, h hexgrid.Hex) (hexgrid.Hex, hexgrid.Hex) {
	t.Helper()
	ns := h.Neighbors()
	for i := range ns {
		a, b := ns[i], ns[(i+1)%len(ns)]
		if scn.CanStand(a) && scn.CanStand(b) {
			return a, b
		}
	}
	t.Fatalf("no two free neighbouring hexes next to %v", h)
	return h, h
}

// As a monster's turn starts (Next turn), the map selects it and shows its
// turn from the card its type drew: its focus, path and targets.
func TestMonsterTurnFollowsTheRound(t *testing.T) {
	s, _, _, _ := packShell(t, campaign.Character{Class: "brute", Name: "Ana", Level: 1})
	table := s.Env().Table
	for _, act := range []engine.Action{engine.SetInitiative{Character: "ana", Leading: 90, Second: 95}, engine.DrawAbilities{}} {
		if _, err := table.Do(act); err != nil {
			t.Fatal(err)
		}
	}
	for range 10 {
		rep, err := table.Do(engine.NextTurn{})
		if err != nil {
			t.Fatal(err)
		}
		if rep.TurnStart == nil {
			t.Fatal("no monster's turn came")
		}
		f := fig(t, table.Scenario(), rep.TurnStart.Turn.Figure)
		if f.Kind != engine.KindMonster {
			continue
		}
		sel, ok := s.mapModel.Selected()
		if !ok || sel.ID != f.ID {
			t.Fatalf("on %s's turn the map selects %+v", f.ID, sel)
		}
		if turn, _, ok := s.mapModel.MonsterTurn(); !ok || turn.Monster != f.ID {
			t.Fatalf("on %s's turn the map shows no turn of it", f.ID)
		}
		return
	}
}
