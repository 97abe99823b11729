package campaign

import (
	"context"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/haventable/haventable/engine/campaign"
	"github.com/haventable/haventable/ui/figures"
)

// The flow of a battle goal with GHS's files (the invented edition's
// battle-goals.json: four goals): Ana (2 perk marks) is dealt two as the
// scenario starts; the history and the status line say she keeps one, not
// which; the end dialog offers her kept goal to tick, a tick gives its
// checks and says a perk is earned; the end writes them to her sheet and
// Undo takes them back with it.
func TestBattleGoalFromStartToSheet(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	f.withGHSItems()
	id := f.create("Goals")
	ana := f.addCharacter("Brute", "Ana", 1, "")
	ana.PerkMarks = 2
	if _, err := f.s.edit(campaign.SaveCharacter{Character: ana}); err != nil {
		t.Fatal(err)
	}
	test.Tap(f.s.play.start)
	if txt := f.dialogText(); txt != "" {
		t.Fatalf("start: %s", txt)
	}
	h, ok := f.env.Table.Scenario().BattleGoalsOf("ana")
	if !ok || len(h.Dealt) != 2 || h.Kept != -1 {
		t.Fatalf("Ana was dealt %+v", h)
	}
	list := figures.New(f.env)
	list.Refresh()
	list.ShowBattleGoal("ana")
	keep := findButton(f.w.Canvas().Overlays().Top(), "Keep this one")
	if keep == nil || !strings.Contains(f.dialogText(), h.Dealt[0].Name) || !strings.Contains(f.dialogText(), h.Dealt[1].Name) {
		t.Fatalf("Ana's goals shown: %q", f.dialogText())
	}
	test.Tap(keep)
	if h, _ = f.env.Table.Scenario().BattleGoalsOf("ana"); h.Kept != 0 {
		t.Fatalf("kept %d", h.Kept)
	}
	kept := h.Dealt[0]
	if last, ok := f.env.Table.Session().LastDone(); !ok || strings.Contains(string(last.Payload), kept.ID) || strings.Contains(string(last.Payload), kept.Name) {
		t.Errorf("the log names the goal kept: %s", last.Payload)
	}
	f.closeDialogs()

	test.Tap(f.s.play.end)
	tick := f.endGoalTick(kept.Name)
	test.Tap(tick)
	text := f.dialogText()
	if !strings.Contains(text, "Ana gains") || !strings.Contains(text, "perk") {
		t.Fatalf("end dialog after the tick: %q", text)
	}
	f.confirm("End scenario")
	got, _ := f.store.Character(ctx, id, ana.ID)
	if got.PerkMarks != 2+kept.Checks {
		t.Errorf("Ana's perk marks %d, want %d", got.PerkMarks, 2+kept.Checks)
	}
	if err := f.env.Table.Session().Undo(ctx); err != nil {
		t.Fatal(err)
	}
	if got, _ = f.store.Character(ctx, id, ana.ID); got.PerkMarks != 2 {
		t.Errorf("after Undo Ana's perk marks %d", got.PerkMarks)
	}
	if h, _ = f.env.Table.Scenario().BattleGoalsOf("ana"); h.Kept != 0 {
		t.Error("Undo of the end lost the goal kept")
	}
}

// endGoalTick is the end dialog's tick of the battle goal named name.
func (f *fixture) endGoalTick(name string) *widget.Check {
	f.t.Helper()
	var tick *widget.Check
	walk(f.w.Canvas().Overlays().Top(), func(o fyne.CanvasObject) {
		if c, ok := o.(*widget.Check); ok && strings.Contains(c.Text, name) {
			tick = c
		}
	})
	if tick == nil {
		f.t.Fatalf("no tick for the goal %q: %q", name, f.dialogText())
	}
	return tick
}
