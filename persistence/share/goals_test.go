package share

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/haventable/haventable/engine"
)

// A character's battle goals are its player's secret: after they are dealt
// and one is kept, no raw message a player's device receives holds a
// goal's number, name or words (nor a log entry naming it).
func TestBattleGoalsNeverOnThePlayersFeed(t *testing.T) {
	tb := newTableFrom(t, "twin-vaults")
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	goals := []engine.BattleGoal{{ID: "9071", Name: "Sekrit Hoarder", Text: "Loot four zorbs", Checks: 1},
		{ID: "9072", Name: "Sekrit Pacifist", Text: "Kill no quelps", Checks: 2},
		{ID: "9073", Name: "Sekrit Sprinter", Text: "Never rest long", Checks: 1}}
	dealt, err := tb.session.Scenario().WithBattleGoals(goals, 2)
	if err != nil {
		t.Fatal(err)
	}
	if err := tb.session.Start(ctx, dealt); err != nil {
		t.Fatal(err)
	}
	h := share(t, tb, "127.0.0.1:0")
	joinAs(t, h, "phone", "hero").Close()
	join(t, h, "tv").Close()
	for _, a := range []engine.Action{engine.KeepBattleGoal{Character: "hero", Choice: 1}, engine.DamageFigure{Figure: "hero", Amount: 1}} {
		h.opts.Run(func() { _, err = tb.session.Do(ctx, a) })
		if err != nil {
			t.Fatal(err)
		}
	}
	if hand, _ := tb.session.Scenario().BattleGoalsOf("hero"); hand.Kept != 1 {
		t.Fatalf("kept %d", hand.Kept)
	}
	_, msgs := rawMessages(ctx, t, h, "phone")
	for _, m := range msgs {
		e, err := decodeEvent(m.Data())
		if err != nil {
			t.Fatal(err)
		}
		for _, got := range []string{string(m.Data()), string(e.Scenario), string(e.Entry)} {
			for _, g := range goals {
				for _, secret := range []string{g.ID, g.Name, g.Text, "battle_goals"} {
					if strings.Contains(got, secret) {
						t.Errorf("a player's message holds %q", secret)
					}
				}
			}
		}
	}
	// the co-game-master's whole table has them (the test can see a leak)
	_, msgs = rawMessages(ctx, t, h, "tv")
	e, err := decodeEvent(msgs[len(msgs)-1].Data())
	if err != nil || !strings.Contains(string(e.Scenario), goals[0].Name) && !strings.Contains(string(e.Scenario), goals[1].Name) {
		t.Errorf("the whole table holds no battle goal: %v", err)
	}
}
