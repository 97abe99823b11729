package campaign

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/haventable/haventable/engine/outpost"
	"github.com/haventable/haventable/ui/spinner"
)

// oddsWords are the odds line the attack dialogs show for a check of
// attack against the defense of o, drawn plainly from its whole deck.
func oddsWords(o outpost.Outpost, attack int) string {
	odds := outpost.CheckOdds(o.TownGuard.Cards(), o.TotalDefense(), attack, false, false)
	pct := func(f float64) int { return int(f*100 + 0.5) }
	return fmt.Sprintf("attack %d against defense %d: %d%% defended, %d%% damaged, %d%% wrecked",
		attack, o.TotalDefense(), pct(odds.Defended), pct(odds.Damaged), pct(odds.Wrecked))
}

// topField is the number field of the dialog on top whose place holder
// is hint.
func (f *fixture) topField(t *testing.T, hint string) *spinner.Field {
	t.Helper()
	var out *spinner.Field
	walk(f.w.Canvas().Overlays().Top(), func(o fyne.CanvasObject) {
		if x, ok := o.(*spinner.Field); ok && x.PlaceHolder == hint {
			out = x
		}
	})
	if out == nil {
		t.Fatalf("no field %q in %q", hint, f.dialogText())
	}
	return out
}

// TestOutpostOddsBeforeDraw: the attack dialogs tell each targeted
// building's odds before the town guard deck is drawn (invented GHS
// files): in the drawn event's threat, once the guardhouse is ticked, with
// the outpost as the outcome leaves it (morale +1) and the attack as the
// outcome changes it (+5 with option B's "otherwise"); in the dialog that
// types an event in, for the value typed and the morale change typed.
func TestOutpostOddsBeforeDraw(t *testing.T) {
	f, _, p := outpostFixture(t)
	test.Tap(findButton(p.content, "1. Pass week 1…"))
	f.confirm("Apply")
	test.Tap(findButton(p.content, "2. Outpost event…"))
	_, radios := f.topWidgets()
	radios[0].SetSelected(radios[0].Options[0])
	checks, _ := f.topWidgets()
	if txt := f.dialogText(); strings.Contains(txt, "defended") {
		t.Fatalf("odds told before a target is ticked: %q", txt)
	}
	checkNamed(checks, "Guardhouse").SetChecked(true)
	after, _, err := p.o.Apply(p.d, outpost.Change{Morale: 1})
	if err != nil {
		t.Fatal(err)
	}
	if want, txt := oddsWords(after, 10), f.dialogText(); !strings.Contains(txt, want) {
		t.Fatalf("the guardhouse's odds: want %q in\n%s", want, txt)
	}
	radios[0].SetSelected(radios[0].Options[1])
	checks, _ = f.topWidgets()
	checkNamed(checks, "Otherwise").SetChecked(true)
	checkNamed(checks, "Guardhouse").SetChecked(true)
	if want, txt := oddsWords(p.o, 15), f.dialogText(); !strings.Contains(txt, want) {
		t.Fatalf("option B's odds: want %q in\n%s", want, txt)
	}
	f.closeDialogs()

	p.eventDialog()
	checks, _ = f.topWidgets()
	attack, morale := f.topField(t, "Attack value, if the outcome attacks"), f.topField(t, "Morale change (e.g. -1)")
	checkNamed(checks, "Guardhouse").SetChecked(true)
	attack.SetText("25")
	morale.SetText("-3")
	low, _, err := p.o.Apply(p.d, outpost.Change{Morale: -3})
	if err != nil {
		t.Fatal(err)
	}
	if want, txt := oddsWords(low, 25), f.dialogText(); !strings.Contains(txt, want) {
		t.Fatalf("the typed attack's odds: want %q in\n%s", want, txt)
	}
}

// TestTypedEventKeptWhenRefused: an event typed in without its card is
// refused in words, and the dialog comes back with what was typed (it
// closed and lost the attack, the morale and the targets).
func TestTypedEventKeptWhenRefused(t *testing.T) {
	f, _, p := outpostFixture(t)
	p.eventDialog()
	checks, _ := f.topWidgets()
	checkNamed(checks, "Guardhouse").SetChecked(true)
	f.topField(t, "Attack value, if the outcome attacks").SetText("25")
	f.topField(t, "Morale change (e.g. -1)").SetText("-3")
	f.confirm("Show")
	if txt := f.dialogText(); !strings.Contains(txt, "card") {
		t.Fatalf("no refusal naming the card on top: %q", txt)
	}
	f.w.Canvas().Overlays().Remove(f.w.Canvas().Overlays().Top())
	if got := f.topField(t, "Attack value, if the outcome attacks").Text; got != "25" {
		t.Fatalf("attack after the refusal = %q, want 25", got)
	}
	if got := f.topField(t, "Morale change (e.g. -1)").Text; got != "-3" {
		t.Fatalf("morale after the refusal = %q, want -3", got)
	}
	checks, _ = f.topWidgets()
	if !checkNamed(checks, "Guardhouse").Checked {
		t.Fatal("the guardhouse is no longer ticked after the refusal")
	}
}

// TestTargetRowsSoldiers: each targeted building offers the soldiers the
// outpost has, none to all (rulebook p. 61: "the party can lose any
// number of soldiers before drawing"); the number chosen goes into the
// attack and its odds count the barracks' reduction once per soldier.
func TestTargetRowsSoldiers(t *testing.T) {
	f, _, p := outpostFixture(t)
	p.o.Soldiers = 3
	p.o.Buildings = append(p.o.Buildings, outpost.Standing{Name: outpost.Barracks, Level: 1})
	attack := spinner.NewWhole(f.env.Tr, 0, 1000)
	rows := newTargetRows(p, attack, func() (outpost.Outpost, bool) { return p.o, true })
	i := slices.Index(rows.names, outpost.Barracks)
	if i < 0 {
		t.Fatalf("no barracks among %v", rows.names)
	}
	want := []string{"no soldier", "1 soldier", "2 soldiers", "3 soldiers"}
	if got := rows.soldiers[i].Options; !slices.Equal(got, want) {
		t.Fatalf("soldiers offered %v, want %v", got, want)
	}
	rows.targets[i].SetChecked(true)
	rows.soldiers[i].SetSelectedIndex(2)
	attack.SetText("30")
	if got := rows.chosen(); len(got) != 1 || got[0].Sent() != 2 {
		t.Fatalf("chosen %+v", got)
	}
	if txt := rows.odds[i].Text; !strings.Contains(txt, "attack 20 ") || !strings.Contains(txt, "with advantage") {
		t.Errorf("odds with 2 soldiers of a level 1 barracks (-5 each): %q", txt)
	}
}
