package campaign

import (
	"context"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/tally"
)

// Where a battle goal's condition is one the table records (kills here),
// the end dialog says what the scenario's actions judge of it and ticks it
// so; the group may still tick otherwise.
func TestBattleGoalJudgedFromTheActions(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	f.withGHSQuests() // its battle-goals.json: four goals the table can judge
	f.create("Judged")
	f.addCharacter("Brute", "Ana", 1, "")
	test.Tap(f.s.play.start)
	if txt := f.dialogText(); txt != "" {
		t.Fatalf("start: %s", txt)
	}
	sess := f.env.Table.Session()
	h, ok := sess.Scenario().BattleGoalsOf("ana")
	if !ok || len(h.Dealt) != 2 {
		t.Fatalf("dealt %+v", h)
	}
	acts := []engine.Action{engine.KeepBattleGoal{Character: "ana", Choice: 0}, engine.SetInitiative{Character: "ana", Leading: 1, Second: 2}}
	for _, typ := range sess.Scenario().MonsterTypes() {
		acts = append(acts, engine.SetMonsterInitiative{Type: typ, Initiative: 90})
	}
	acts = append(acts, engine.NextTurn{})
	killed := 0
	for _, m := range sess.Scenario().Figures() {
		if m.Kind == engine.KindMonster && m.Alive() && m.OnMap && killed < 2 {
			acts = append(acts, engine.DamageFigure{Figure: m.ID, Amount: m.HP})
			killed++
		}
	}
	for _, a := range acts {
		if _, err := sess.Do(ctx, a); err != nil {
			t.Fatal(err)
		}
	}
	english := map[string]string{"9201": "Kill two or more monsters during the scenario.", "9202": "Kill one or fewer monsters during the scenario.",
		"9203": "Loot one or more money tokens during the scenario.", "9204": "Allow none of your character allies to become exhausted during the scenario."}
	kept := h.Dealt[0]
	want, known := tally.GoalMet(english[kept.ID], tally.Counts{Kills: map[string]int{"x": killed}}, tally.Counts{})
	if !known {
		t.Fatalf("goal %s not judged", kept.ID)
	}
	test.Tap(f.s.play.end)
	tick := f.endGoalTick(kept.Name)
	says := "— not met, say the table's records"
	if want {
		says = "— met, say the table's records"
	}
	if tick.Checked != want || !strings.HasSuffix(tick.Text, says) {
		t.Errorf("goal %q (%s): ticked %v, %q; want %v", kept.Name, english[kept.ID], tick.Checked, tick.Text, want)
	}
}
