package ui

import (
	"context"
	"testing"

	"fyne.io/fyne/v2/test"
	"golang.org/x/text/language"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/campaign"
	"github.com/haventable/haventable/persistence/play"
)

// The monster's turn toolbar shows while a monster takes its turn and goes
// with its turn: after the last turn and End round no monster is selected
// and the toolbar is gone, also after a restart (issue 40).
func TestTurnBarGoesWithTheMonstersTurn(t *testing.T) {
	s, store, campaignID, _ := packShell(t, campaign.Character{Class: "brute", Name: "Ana", Level: 1})
	table := s.Env().Table
	do := doer(t, table)
	// Ana first: the round's last turn is a monster's.
	do(engine.SetInitiative{Character: "ana", Leading: 1, Second: 2})
	do(engine.DrawAbilities{})
	s.Show(ViewMap)
	sawBar := false
	for {
		rep := do(engine.NextTurn{})
		if rep.TurnStart == nil {
			break
		}
		f := fig(t, table.Scenario(), rep.TurnStart.Turn.Figure)
		if f.Kind == engine.KindMonster {
			if !s.MapScreen().TurnBarShown() {
				t.Errorf("no turn toolbar in %s's turn", f.ID)
			}
			sawBar = true
		}
	}
	if !sawBar {
		t.Fatal("no monster took a turn")
	}
	check := func(when string, s *Shell) {
		t.Helper()
		if sel, ok := s.mapModel.Selected(); ok && sel.Kind == engine.KindMonster {
			t.Errorf("%s: %s is still selected", when, sel.ID)
		}
		if s.MapScreen().TurnBarShown() {
			t.Errorf("%s: the monster's turn toolbar still shows", when)
		}
	}
	check("every turn taken", s)
	do(engine.EndRound{})
	check("after End round", s)

	sess2, err := play.Open(context.Background(), store, campaignID)
	if err != nil {
		t.Fatal(err)
	}
	w2 := test.NewTempApp(t).NewWindow("")
	defer w2.Close()
	s2, err := New(test.NewTempApp(t), w2, Deps{Language: language.English, Store: store, Session: sess2})
	if err != nil {
		t.Fatal(err)
	}
	check("after a restart", s2)
}
