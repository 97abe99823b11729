package campaign

import (
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"github.com/haventable/haventable/engine/pack/ghs"
)

// TestEndScenarioDialogScrolls: at 1024×600 the end dialog of a scenario
// with twenty reward lines keeps its buttons inside the window (its body
// scrolls) and the dialog asks no more room than the window has.
func TestEndScenarioDialogScrolls(t *testing.T) {
	stickers := make([]string, 20)
	for i := range stickers {
		stickers[i] = fmt.Sprintf("%q", fmt.Sprintf("invented-sticker-%d", i+1))
	}
	long := ghs.File{Name: "scenarios/008.json", Data: []byte(`{"index": "8", "name": "Invented Hall", "edition": "fh",
		"rewards": {"campaignSticker": [` + strings.Join(stickers, ",") + `]}}`)}
	f, _ := rewardFixture(t, long)
	f.w.Resize(fyne.NewSize(1024, 600))
	f.create("Snow")
	f.s.party.rules.SetSelected("Frosthaven")
	f.addCharacter("Brute", "Ana", 2, "")
	f.startFound(t, "8", "Invented Hall")
	if f.env.Table.Scenario() == nil {
		t.Fatalf("not started: %q", f.dialogText())
	}
	f.s.play.endScenario()
	if n := strings.Count(f.dialogText(), "Invented sticker"); n != 20 {
		t.Fatalf("the dialog lists %d of the 20 rewards: %q", n, f.dialogText())
	}
	top := f.w.Canvas().Overlays().Top()
	win := f.w.Canvas().Size()
	// a real window grows to the dialog's least size (off a 600 high
	// screen): the dialog must fit the window, its body scrolling
	if need := top.(*widget.PopUp).Content.MinSize(); need.Height > win.Height || need.Width > win.Width {
		t.Errorf("the dialog needs %v: more than the %v window", need, win)
	}
	for _, label := range []string{"End scenario", "Cancel"} {
		b := findButton(top, label)
		if b == nil {
			t.Fatalf("no button %q", label)
		}
		at := fyne.CurrentApp().Driver().AbsolutePositionForObject(b)
		if at.X < 0 || at.Y < 0 || at.X+b.Size().Width > win.Width || at.Y+b.Size().Height > win.Height {
			t.Errorf("button %q at %v size %v is not inside the %v window", label, at, b.Size(), win)
		}
	}
}

// TestEndScenarioDialogRefitsLost: the end dialog of a scenario whose
// rewards give the outpost is as tall as its text after switching from
// Won to Lost (it kept Won's height, with empty space under the text),
// and as tall as Won's again when switched back.
func TestEndScenarioDialogRefitsLost(t *testing.T) {
	f, _ := rewardFixture(t)
	f.w.Resize(fyne.NewSize(1024, 600))
	f.create("Snow")
	f.s.party.rules.SetSelected("Frosthaven")
	f.addCharacter("Brute", "Ana", 2, "")
	f.startFound(t, "7", "Invented Cave")
	f.s.play.endScenario()
	box := f.w.Canvas().Overlays().Top().(*widget.PopUp).Content
	won := box.Size().Height
	f.radioIn().SetSelected("Lost")
	lost := box.Size().Height
	// Lost drops the outpost's six reward lines
	if lost > won-100 {
		t.Errorf("after Lost the dialog is %v high, Won's %v", lost, won)
	}
	f.radioIn().SetSelected("Won")
	if again := box.Size().Height; again != won {
		t.Errorf("after Won again the dialog is %v high, first %v", again, won)
	}
}
