package engine

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/haventable/haventable/engine/rules"
)

// testGoals is an invented deck of ten battle goals.
func testGoals() []BattleGoal {
	var out []BattleGoal
	for i := range 10 {
		out = append(out, BattleGoal{ID: fmt.Sprintf("9%02d", i), Name: fmt.Sprintf("Secretgoal%d", i),
			Text: fmt.Sprintf("Hiddenwords%d", i), Checks: 1 + i%2})
	}
	return out
}

func TestBattleGoalsDealtFromTheSeed(t *testing.T) {
	deal := func() *Scenario {
		s, err := refusalScenario(t).WithBattleGoals(testGoals(), rules.Frosthaven.BattleGoalsDealt())
		if err != nil {
			t.Fatal(err)
		}
		return s
	}
	a, b := deal(), deal()
	var ids []string
	for _, c := range []string{"c0", "c1", "c2"} {
		ha, ok := a.BattleGoalsOf(c)
		hb, _ := b.BattleGoalsOf(c)
		if !ok || len(ha.Dealt) != 3 || ha.Kept != -1 {
			t.Fatalf("%s dealt %+v", c, ha)
		}
		if !slices.Equal(ha.Dealt, hb.Dealt) {
			t.Errorf("%s: the same seed dealt %v and %v", c, ha.Dealt, hb.Dealt)
		}
		for _, g := range ha.Dealt {
			ids = append(ids, g.ID)
		}
	}
	slices.Sort(ids)
	if len(slices.Compact(ids)) != 9 {
		t.Errorf("a card dealt twice: %v", ids)
	}
	if _, ok := a.BattleGoalsOf("cave-rat-1"); ok {
		t.Error("a monster was dealt battle goals")
	}
	// the deal is the scenario's: the seed moves on, and dealing is not
	// the order of the deck given
	if h, _ := a.BattleGoalsOf("c0"); slices.Equal(h.Dealt, testGoals()[:3]) {
		t.Error("the deck was not shuffled")
	}
	if _, err := refusalScenario(t).WithBattleGoals(testGoals()[:5], 2); err == nil {
		t.Error("5 cards dealt 2 each to 3 characters")
	}
	if _, err := refusalScenario(t).WithBattleGoals(append(testGoals(), testGoals()[0]), 2); err == nil {
		t.Error("a card given twice was dealt")
	}
}

func TestKeepBattleGoal(t *testing.T) {
	s, err := refusalScenario(t).WithBattleGoals(testGoals(), 2)
	if err != nil {
		t.Fatal(err)
	}
	dealt, _ := s.BattleGoalsOf("c1")
	if _, err := s.Do(KeepBattleGoal{Character: "c1", Choice: 2}); err == nil {
		t.Error("the third of two cards kept")
	}
	rep, err := s.Do(KeepBattleGoal{Character: "c1", Choice: 1})
	if err != nil || rep.GoalKept != "c1" {
		t.Fatalf("keep: %+v, %v", rep, err)
	}
	h, _ := s.BattleGoalsOf("c1")
	if g, ok := h.KeptGoal(); !ok || g != dealt.Dealt[1] {
		t.Errorf("kept %+v, want %+v", g, dealt.Dealt[1])
	}
	if _, err := s.Do(KeepBattleGoal{Character: "c1", Choice: 0}); !errors.Is(err, ErrGoalKept) {
		t.Errorf("a second goal kept: %v", err)
	}
	// a snapshot keeps them; the players' view holds none of them
	data, err := s.MarshalJSON()
	if err != nil {
		t.Fatal(err)
	}
	back, err := UnmarshalScenario(data)
	if err != nil {
		t.Fatal(err)
	}
	if h2, _ := back.BattleGoalsOf("c1"); h2.Kept != 1 || !slices.Equal(h2.Dealt, h.Dealt) {
		t.Errorf("after a snapshot: %+v", h2)
	}
	view, err := s.PlayersJSON()
	if err != nil {
		t.Fatal(err)
	}
	for _, g := range testGoals() {
		for _, secret := range []string{g.Name, g.Text, `"` + g.ID + `"`} {
			if strings.Contains(string(view), secret) {
				t.Errorf("the players' view holds %s", secret)
			}
		}
	}
	entry, err := MarshalEntry(KeepBattleGoal{Character: "c1", Choice: 1}, rep.Summary())
	if err != nil {
		t.Fatal(err)
	}
	for _, g := range h.Dealt {
		if strings.Contains(string(entry), g.Name) || strings.Contains(string(entry), g.ID) {
			t.Errorf("the log entry %s names the goal", entry)
		}
	}
}
