package campaign

import (
	"context"
	"image/png"
	"os"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/pack"
	"github.com/haventable/haventable/engine/party"
)

// radioIn returns the first radio group in the dialog on top.
func (f *fixture) radioIn() *widget.RadioGroup {
	var out *widget.RadioGroup
	walk(f.w.Canvas().Overlays().Top(), func(o fyne.CanvasObject) {
		if r, ok := o.(*widget.RadioGroup); ok && out == nil {
			out = r
		}
	})
	return out
}

// Ending a scenario asks won or lost, shows each character's rewards, and
// writes them to the sheets; Undo takes them back.
func TestEndScenarioWithRewards(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	id := f.create("Rewards")
	ana := f.addCharacter("Brute", "Ana", 2, "")
	f.s.play.level.SetSelected("2")
	test.Tap(f.s.play.start)
	if txt := f.dialogText(); txt != "" {
		t.Fatalf("start: %s", txt)
	}
	sess := f.env.Table.Session()
	if _, err := sess.Do(ctx, engine.GainXP{Character: "ana", Amount: 5}); err != nil {
		t.Fatal(err)
	}
	test.Tap(f.s.play.end)
	text := f.dialogText()
	if !strings.Contains(text, "Ana: +13 experience (5 gained, 8 for the scenario), 0 money tokens worth 0 gold") ||
		!strings.Contains(text, "will be marked completed") {
		t.Fatalf("end dialog: %q", text)
	}
	if os.Getenv("HAVENTABLE_LOOK") != "" {
		out, _ := os.Create("/tmp/end-dialog.png")
		png.Encode(out, f.w.Canvas().Capture())
		out.Close()
	}
	r := f.radioIn()
	if r == nil {
		t.Fatal("no won/lost choice")
	}
	r.SetSelected("Lost")
	if text := f.dialogText(); !strings.Contains(text, "Ana: +5 experience (5 gained, 0 for the scenario)") || strings.Contains(text, "completed") {
		t.Fatalf("end dialog after Lost: %q", text)
	}
	r.SetSelected("Won")
	f.confirm("End scenario")
	if f.env.Table.Scenario() != nil {
		t.Fatal("the scenario is still in progress")
	}
	got, _ := f.store.Character(ctx, id, ana.ID)
	if got.XP != ana.XP+13 {
		t.Errorf("Ana's sheet: %d experience, want %d", got.XP, ana.XP+13)
	}
	if f.s.chars.xp.entry.Text != "13" {
		t.Errorf("the sheet on screen shows %q experience", f.s.chars.xp.entry.Text)
	}
	if err := f.env.Table.Session().Undo(ctx); err != nil {
		t.Fatal(err)
	}
	got, _ = f.store.Character(ctx, id, ana.ID)
	if got.XP != ana.XP || f.env.Table.Scenario() == nil {
		t.Errorf("after Undo: %d experience, scenario in progress %v", got.XP, f.env.Table.Scenario() != nil)
	}
}

// A character of a class the data packs know joins a scenario with that
// class's hit points for its level and its ability cards counted from the
// class's hand size; another with the usual table and cards not counted;
// the class field offers the packs' classes.
func TestClassHitPointsFromThePacks(t *testing.T) {
	f := newFixture(t)
	f.create("Classes")
	f.addCharacter("mistweaver", "Mia", 2, "")
	f.addCharacter("Tinker", "Bo", 2, "")
	test.Tap(f.s.play.start)
	if txt := f.dialogText(); txt != "" {
		t.Fatalf("start: %s", txt)
	}
	scn := f.env.Table.Scenario()
	mia, _ := scn.Figure("mia")
	bo, _ := scn.Figure("bo")
	if mia.MaxHP != 7 || bo.MaxHP != party.HitPoints(2) {
		t.Errorf("hit points: Mia %d (want 7, the Mistweaver's at level 2), Bo %d", mia.MaxHP, bo.MaxHP)
	}
	if mia.Cards == nil || mia.Cards.Hand != 12 || bo.Cards != nil {
		t.Errorf("cards counted: Mia %+v (want the Mistweaver's 12 in hand), Bo %+v (class unknown: none)", mia.Cards, bo.Cards)
	}
	if opts := pack.ClassNames(f.env.DataPacks()); len(opts) < 2 || opts[0] != "Ironbark Sentinel" {
		t.Errorf("class choices %v", opts)
	}
}

// A bad number in the party form is said where the field's hint was: the
// form keeps its height, so the Save button stays where it is and the next
// click lands on it.
func TestPartyFormDoesNotJump(t *testing.T) {
	f := newFixture(t)
	f.create("Jump")
	f.s.tabs.SelectIndex(1)
	p := f.s.party
	before := p.content.MinSize().Height
	f.w.Canvas().Focus(p.prosperity.entry)
	test.Type(p.prosperity.entry, "abc")
	f.w.Canvas().Unfocus()
	if err := p.prosperity.entry.Validate(); err == nil {
		t.Fatal("abc accepted as prosperity")
	}
	if after := p.content.MinSize().Height; after != before {
		t.Errorf("the form's height went from %v to %v when the error showed", before, after)
	}
}
