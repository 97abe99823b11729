package campaign

import (
	"context"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/haventable/haventable/engine"
)

// The Statistics tab, after a scenario in which Ana killed the Cave Rats:
// the party's bars and Ana's say the kills, the damage and the scenario,
// each bar as long as its value against the largest; the kills by type
// name the Cave Rat.
func TestStatisticsTab(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	f.create("Stats")
	f.addCharacter("Brute", "Ana", 1, "")
	test.Tap(f.s.play.start)
	if txt := f.dialogText(); txt != "" {
		t.Fatalf("start: %s", txt)
	}
	sess := f.env.Table.Session()
	scn := sess.Scenario()
	acts := []engine.Action{engine.SetInitiative{Character: "ana", Leading: 1, Second: 2}}
	for _, typ := range scn.MonsterTypes() {
		acts = append(acts, engine.SetMonsterInitiative{Type: typ, Initiative: 90})
	}
	acts = append(acts, engine.NextTurn{})
	rats := 0
	for _, m := range scn.Figures() {
		if m.MonsterType == "Cave Rat" && m.Alive() && m.OnMap {
			acts = append(acts, engine.DamageFigure{Figure: m.ID, Amount: 99})
			rats++
		}
	}
	for _, a := range acts {
		if _, err := sess.Do(ctx, a); err != nil {
			t.Fatal(err)
		}
	}
	if rats == 0 {
		t.Fatal("no rat on the map")
	}
	test.Tap(f.s.play.end)
	f.confirm("End scenario")
	f.closeDialogs()
	f.s.tabs.Select(f.s.statsTab)
	values := map[string]int{}
	for _, b := range f.s.stats.chart.bars {
		values[b.label] = b.value
	}
	if values["Monsters killed"] != rats || values["Damage dealt"] == 0 || values["Scenarios lost"]+values["Scenarios won"] != 1 {
		t.Fatalf("party's bars %v", values)
	}
	if len(f.s.stats.kills.bars) != 1 || f.s.stats.kills.bars[0].label != "Cave Rat" || f.s.stats.kills.bars[0].value != rats {
		t.Errorf("kills by type %+v", f.s.stats.kills.bars)
	}
	f.s.stats.who.SetSelected("Ana")
	if f.s.stats.chart.bars[3].value != rats {
		t.Errorf("Ana's bars %+v", f.s.stats.chart.bars)
	}
	// Undo of the scenario's end while the tab is shown: counted afresh
	if err := sess.Undo(ctx); err != nil {
		t.Fatal(err)
	}
	if f.s.stats.stats.Scenarios != 0 {
		t.Errorf("after Undo of the end the tab still counts %d scenarios", f.s.stats.stats.Scenarios)
	}
	if err := sess.Redo(ctx); err != nil {
		t.Fatal(err)
	}
	f.w.Resize(fyne.NewSize(1024, 600))
	r := test.WidgetRenderer(f.s.stats.chart).(*barRenderer)
	r.Layout(fyne.NewSize(600, 300))
	top := 0
	for _, b := range f.s.stats.chart.bars {
		top = max(top, b.value)
	}
	for i, b := range f.s.stats.chart.bars {
		w := r.rects[i].Size().Width
		if (b.value == 0) != (w == 0) || b.value == top && w < 300 {
			t.Errorf("bar %q of %d is %v wide (largest %d)", b.label, b.value, w, top)
		}
	}
}
