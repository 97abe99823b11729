package campaign

import (
	"context"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/haventable/haventable/engine/campaign"
)

// withGHSQuests imports the invented GHS data folder of personal quests.
func (f *fixture) withGHSQuests() { f.withGHS("../../persistence/play/testdata/ghs-quests") }

// labels are the texts of the labels under o.
func labels(o fyne.CanvasObject) string {
	var out []string
	walk(o, func(o fyne.CanvasObject) {
		if l, ok := o.(*widget.Label); ok {
			out = append(out, l.Text)
		}
	})
	return strings.Join(out, "\n")
}

// A character added is dealt two personal quests in a dialog and keeps
// one; its sheet hides the quest until its player shows it; + counts a
// requirement by hand (Undo takes it back); once complete, Retire retires
// the character and says what the quest opens.
func TestPersonalQuestOnTheSheet(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	f.withGHSQuests()
	id := f.create("Quests")
	p := f.s.chars
	test.Tap(p.add)
	p.class.SetText("Brute")
	p.name.SetText("Ana")
	test.Tap(p.save)
	text := f.dialogText()
	if !strings.Contains(text, "Keep one of these two quests") {
		t.Fatalf("no quests dealt on adding Ana: %q", text)
	}
	names := 0
	for _, n := range []string{"Rat Catcher", "Hoarder", "Wanderer"} {
		if strings.Contains(text, n) {
			names++
		}
	}
	top := f.w.Canvas().Overlays().Top()
	var cards []*widget.Card
	walk(top, func(o fyne.CanvasObject) {
		if c, ok := o.(*widget.Card); ok {
			cards = append(cards, c)
		}
	})
	if len(cards) != 2 {
		t.Fatalf("%d quests dealt: %q", len(cards), text)
	}
	kept := cards[0].Title
	test.Tap(findButton(cards[0], "Keep this quest"))
	if f.w.Canvas().Overlays().Top() != nil {
		t.Fatalf("dialog left open: %q", f.dialogText())
	}
	chars, _ := f.store.Characters(ctx, id)
	if len(chars) != 1 || chars[0].Quest == nil || chars[0].Quest.Name.In("en") != kept {
		t.Fatalf("kept %q, sheet %+v", kept, chars)
	}
	ana := chars[0]
	// shown to its player only when asked (the dialog kept it shown; another
	// sheet and back hides it)
	p.quest.hide()
	if strings.Contains(labels(p.quest.box), kept) || findButton(p.quest.box, "Show the quest") == nil {
		t.Fatalf("the quest shows before its player asks: %q", labels(p.quest.box))
	}
	test.Tap(findButton(p.quest.box, "Show the quest"))
	if !strings.Contains(labels(p.quest.box), kept) || !strings.Contains(labels(p.quest.box), "0 / ") {
		t.Fatalf("shown: %q", labels(p.quest.box))
	}
	plus := findButtonWithIcon(p.quest.box, 1) // the first requirement's +
	test.Tap(plus)
	if c, _ := f.store.Character(ctx, id, ana.ID); c.Quest.Steps[0].Done != 1 {
		t.Fatalf("+ counted %d", c.Quest.Steps[0].Done)
	}
	if !strings.Contains(labels(p.quest.box), "1 / ") {
		t.Errorf("the sheet shows %q", labels(p.quest.box))
	}
	if err := f.env.Table.Session().Undo(ctx); err != nil {
		t.Fatal(err)
	}
	if c, _ := f.store.Character(ctx, id, ana.ID); c.Quest.Steps[0].Done != 0 {
		t.Fatalf("Undo left %d", c.Quest.Steps[0].Done)
	}
	if findButton(p.quest.box, "Retire") != nil {
		t.Fatal("Retire offered before the quest is complete")
	}
	for i, s := range ana.Quest.Steps {
		if _, err := f.s.edit(campaign.QuestCount{Character: ana.ID, Name: ana.Name, Step: i, Done: s.Count}); err != nil {
			t.Fatal(err)
		}
	}
	p.reload(false)
	retire := findButton(p.quest.box, "Retire")
	if retire == nil {
		t.Fatalf("no Retire once complete: %q", labels(p.quest.box))
	}
	test.Tap(retire)
	if !strings.Contains(f.dialogText(), "opens: "+ana.Quest.Opens) {
		t.Fatalf("the confirmation says %q", f.dialogText())
	}
	f.confirm("Retire")
	if c, _ := f.store.Character(ctx, id, ana.ID); !c.Retired {
		t.Fatal("not retired")
	}
	if got := f.dialogText(); !strings.Contains(got, ana.Quest.Opens) {
		t.Errorf("after retiring: %q", got)
	}
}
