package campaign

import (
	"context"
	"fmt"
	"reflect"
	"regexp"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/haventable/haventable/engine/outpost"
)

// topWidgets are the checks and radio groups of the dialog on top.
func (f *fixture) topWidgets() (checks []*widget.Check, radios []*widget.RadioGroup) {
	walk(f.w.Canvas().Overlays().Top(), func(o fyne.CanvasObject) {
		switch x := o.(type) {
		case *widget.Check:
			checks = append(checks, x)
		case *widget.RadioGroup:
			radios = append(radios, x)
		}
	})
	return checks, radios
}

func checkNamed(checks []*widget.Check, prefix string) *widget.Check {
	for _, c := range checks {
		if strings.HasPrefix(c.Text, prefix) {
			return c
		}
	}
	return nil
}

// ghsNotation is any of Gloomhaven Secretariat's markup.
var ghsNotation = regexp.MustCompile(`%[a-zA-Z]|<[a-z/]|&[a-z]+;|\{[a-z]+\}`)

// TestOutpostDrawnEvent: step 2 draws the outpost event from the season's
// deck (invented events in GHS's format) and tells it in the player's
// words: its story, each option's outcomes with what the table applies and
// what the group does by hand, the threat with its attack changed by the
// outcome; the outcome chosen and the threat are shown before they apply,
// Undo takes them back, and a used-up deck offers to type an event in.
func TestOutpostDrawnEvent(t *testing.T) {
	f, id, p := outpostFixture(t)
	ctx := context.Background()
	test.Tap(findButton(p.content, "1. Pass week 1…"))
	f.confirm("Apply")
	before := p.o
	test.Tap(findButton(p.content, "2. Outpost event…"))
	txt := f.dialogText()
	for _, want := range []string{"Outpost event SO-91, drawn from the summer deck", "A caravan of invented traders\nstops at the gate.",
		"They pay well.\nThe outpost gains 2 lumber, 10 gold\nMorale +1\nSection 401.1 added to the calendar in 2 weeks",
		"Threat: attack 10 against 2 buildings", "Target odd-numbered buildings in ascending order.", "The outpost gains 1 hide"} {
		if !strings.Contains(txt, want) {
			t.Errorf("drawn event dialog lacks %q:\n%s", want, txt)
		}
	}
	checks, radios := f.topWidgets()
	if len(radios) != 1 || len(radios[0].Options) != 2 || radios[0].Options[1] != "B: Turn them away." {
		t.Fatalf("options offered: %+v", radios)
	}
	// option B: the outcome "otherwise" holds: attack +5, words by hand
	radios[0].SetSelected(radios[0].Options[1])
	checks, _ = f.topWidgets()
	otherwise := checkNamed(checks, "Otherwise")
	if otherwise == nil || otherwise.Checked || checkNamed(checks, "If a character is Persuasive") == nil {
		t.Fatalf("option B's outcomes: %v", checks)
	}
	otherwise.SetChecked(true)
	txt = f.dialogText()
	for _, want := range []string{"Threat: attack 15 against 2 buildings", "Attack +5",
		"By hand: Each character with armored gains one hide.", "By hand: All characters start the next scenario with Bless"} {
		if !strings.Contains(txt, want) {
			t.Errorf("option B lacks %q:\n%s", want, txt)
		}
	}
	checkNamed(checks, "If a character is Persuasive").SetChecked(true)
	if txt := f.dialogText(); !strings.Contains(txt, "The threat on the card's back is not resolved.") {
		t.Errorf("the threat skipped is not said:\n%s", txt)
	}
	if m := ghsNotation.FindString(txt); m != "" {
		t.Errorf("GHS notation %q reaches the players:\n%s", m, txt)
	}
	// back to option A, the guardhouse targeted
	radios[0].SetSelected(radios[0].Options[0])
	checks, _ = f.topWidgets()
	guard := checkNamed(checks, "Guardhouse")
	if guard == nil {
		t.Fatal("the guardhouse is not offered as a target")
	}
	// the threat's number of targets is enforced: none chosen is refused
	f.confirm("Show")
	if txt := f.dialogText(); !strings.Contains(txt, "The threat targets 1 building: choose 1 (0 chosen).") {
		t.Fatalf("an attack without its target: %q", txt)
	}
	// the refusal is over the event as chosen (it closed and lost the choice)
	f.w.Canvas().Overlays().Remove(f.w.Canvas().Overlays().Top())
	checks, _ = f.topWidgets()
	guard = checkNamed(checks, "Guardhouse")
	if guard == nil {
		t.Fatalf("the drawn event is not back after the refusal: %q", f.dialogText())
	}
	guard.SetChecked(true)
	f.confirm("Show")
	if strings.Contains(f.dialogText(), "pay each one's repair cost") {
		f.confirm("Show") // damaged: the supply cannot pay, it is wrecked
	}
	txt = f.dialogText()
	if !strings.Contains(txt, "SO-91 A") || !strings.Contains(txt, "+10 gold") || !strings.Contains(txt, "Morale 0 → 1") ||
		!strings.Contains(txt, "Calendar week 3: read 401.1") ||
		!strings.Contains(txt, "Guardhouse:") {
		t.Fatalf("shown before it applies:\n%s", txt)
	}
	f.confirm("Apply")
	o, _, err := f.store.Outpost(ctx, id)
	if err != nil || o.Supply.Of(outpost.Gold) != 10 || o.Morale != 1 || o.Supply.Of(outpost.Hide) != 1 ||
		len(o.EventDeck(p.d, outpost.Summer)) != 0 || len(o.Calendar[3]) != 1 {
		t.Fatalf("after the event: %v %+v", err, o)
	}
	// one event per outpost phase: a second draw is refused in words (a
	// card that says "resolve another" is typed in); Undo gives the draw back
	test.Tap(findButton(p.content, "2. Outpost event…"))
	if txt := f.dialogText(); !strings.Contains(txt, "This outpost phase has drawn its outpost event already (SO-91)") {
		t.Fatalf("a second draw in the phase: %q", txt)
	}
	f.closeDialogs()
	if err := f.env.Table.Session().Undo(ctx); err != nil {
		t.Fatal(err)
	}
	p.reload()
	test.Tap(findButton(p.content, "2. Outpost event…"))
	if txt := f.dialogText(); !strings.Contains(txt, "Outpost event SO-91, drawn from the summer deck") {
		t.Fatalf("after Undo, the draw is not offered again: %q", txt)
	}
	f.closeDialogs()
	if err := f.env.Table.Session().Redo(ctx); err != nil {
		t.Fatal(err)
	}
	p.reload()
	// in the next phase the deck is used up: the group may type an event in
	test.Tap(findButton(p.content, "1. Pass week 2…"))
	f.confirm("Apply")
	test.Tap(findButton(p.content, "2. Outpost event…"))
	if txt := f.dialogText(); !strings.Contains(txt, "has no card left") {
		t.Fatalf("a used-up deck: %q", txt)
	}
	f.confirm("Type it in")
	if txt := f.dialogText(); !strings.Contains(txt, "give the outcome the group chose") {
		t.Fatalf("typing an event in: %q", txt)
	}
	f.closeDialogs()
	// a card that adds another to the summer deck says so (WO-91, winter)
	wo91, _ := p.d.Event("WO-91")
	if got := strings.Join(p.outcomeWords(wo91.Options[0].Outcomes[0]), "\n"); !strings.Contains(got, "Event SO-92 goes into the summer outpost deck, which is shuffled") {
		t.Errorf("WO-91 A told as %q", got)
	}
	// Undo takes the week and the event back: the card is in its deck again
	for range 2 {
		if err := f.env.Table.Session().Undo(ctx); err != nil {
			t.Fatal(err)
		}
	}
	if o, _, _ := f.store.Outpost(ctx, id); o.Events != nil || o.Morale != before.Morale || o.Supply.Of(outpost.Gold) != 0 {
		t.Errorf("after Undo: %+v", o)
	}
}

// TestOutpostRoadEvent: on week 10, the last of summer, the road event
// button draws from the winter road deck (the season the group travels in:
// GHS #820) and tells the card in the player's words as the outpost event
// is told; option B returns the card and puts B-91 into the boat deck,
// shown before it applies; the boat event button then draws B-91; Undo
// takes the road event back.
func TestOutpostRoadEvent(t *testing.T) {
	f, id, p := outpostFixture(t)
	ctx := context.Background()
	for w := 1; w <= 10; w++ {
		test.Tap(findButton(p.content, fmt.Sprintf("1. Pass week %d…", w)))
		f.confirm("Apply")
	}
	before := p.o
	test.Tap(findButton(p.content, "Road event…"))
	txt := f.dialogText()
	for _, want := range []string{"Road event WR-91, drawn from the winter road deck", "An invented winter road event: a peddler in the snow.",
		"The outpost loses 4 gold", "By hand: Each character gains 2 gold"} {
		if !strings.Contains(txt, want) {
			t.Errorf("road event dialog lacks %q:\n%s", want, txt)
		}
	}
	_, radios := f.topWidgets()
	if len(radios) != 1 || len(radios[0].Options) != 2 {
		t.Fatalf("options offered: %+v", radios)
	}
	radios[0].SetSelected(radios[0].Options[1])
	if txt := f.dialogText(); !strings.Contains(txt, "Event B-91 goes into the boat deck, which is shuffled") {
		t.Errorf("option B lacks the boat card:\n%s", txt)
	}
	if m := ghsNotation.FindString(f.dialogText()); m != "" {
		t.Errorf("GHS notation %q reaches the players", m)
	}
	f.confirm("Show")
	if txt := f.dialogText(); !strings.Contains(txt, "WR-91 B") {
		t.Fatalf("shown before it applies:\n%s", txt)
	}
	f.confirm("Apply")
	o, _, err := f.store.Outpost(ctx, id)
	winterRoad := outpost.DeckKey(outpost.Winter, outpost.DeckRoad)
	if err != nil || !slices.Equal(o.EventDeck(p.d, winterRoad), []string{"WR-91"}) ||
		!slices.Equal(o.EventDeck(p.d, outpost.DeckBoat), []string{"B-91"}) {
		t.Fatalf("after the road event: %v %+v", err, o.Events)
	}
	test.Tap(findButton(p.content, "Boat event…"))
	if txt := f.dialogText(); !strings.Contains(txt, "Boat event B-91, drawn from the boat deck") || !strings.Contains(txt, "The outpost gains 1 lumber") {
		t.Errorf("boat event dialog:\n%s", txt)
	}
	f.closeDialogs()
	if err := f.env.Table.Session().Undo(ctx); err != nil {
		t.Fatal(err)
	}
	if o, _, _ := f.store.Outpost(ctx, id); !reflect.DeepEqual(o, before) {
		t.Errorf("after Undo: %+v, want %+v", o.Events, before.Events)
	}
}
