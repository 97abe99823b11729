package screen

import (
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
	"golang.org/x/text/language"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/excerpt"
	"github.com/haventable/haventable/engine/scenariofile"
	"github.com/haventable/haventable/locales"
	_ "github.com/haventable/haventable/locales/syslocale" // a C locale read by Fyne without a logged error
	"github.com/haventable/haventable/persistence"
	"github.com/haventable/haventable/persistence/play"
)

func TestTableFollowsItsSession(t *testing.T) {
	var table Table
	calls := 0
	table.OnChange(func(play.Change) { calls++ })
	if _, err := table.Do(engine.DrawCard{}); !errors.Is(err, ErrNoCampaign) {
		t.Fatalf("Do with no campaign: %v", err)
	}
	ctx := context.Background()
	store, err := persistence.Open(filepath.Join(t.TempDir(), "c.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer store.Close()
	c, err := store.CreateCampaign(ctx, "x")
	if err != nil {
		t.Fatal(err)
	}
	s1, err := play.Open(ctx, store, c.ID)
	if err != nil {
		t.Fatal(err)
	}
	table.SetSession(s1)
	if calls != 1 || table.Scenario() != nil {
		t.Fatalf("calls %d", calls)
	}
	file, _ := scenariofile.Sample(scenariofile.DefaultSample)
	scn, err := engine.LoadScenario(file, 1, 1, engine.SampleMonsters)
	if err != nil {
		t.Fatal(err)
	}
	if err := s1.Start(ctx, scn); err != nil {
		t.Fatal(err)
	}
	if calls != 2 || table.Scenario() == nil {
		t.Fatalf("after start: calls %d", calls)
	}
	// A session no longer open does not reach the listeners.
	s2, _ := play.Open(ctx, store, c.ID)
	table.SetSession(s2)
	calls = 0
	if err := s1.End(ctx); err != nil {
		t.Fatal(err)
	}
	if calls != 0 {
		t.Fatal("an old session's change reached the listeners")
	}
	// A removed listener hears nothing more; a detached table neither.
	other := 0
	remove := table.OnChange(func(play.Change) { other++ })
	remove()
	if err := s2.Undo(ctx); err != nil { // brings the scenario back
		t.Fatal(err)
	}
	if other != 0 || calls != 1 {
		t.Fatalf("removed listener called %d times, kept one %d", other, calls)
	}
	table.Detach()
	if err := s2.Redo(ctx); err != nil {
		t.Fatal(err)
	}
	if calls != 1 {
		t.Fatal("a detached table still follows its session")
	}
}

// TestErrorsDoNotStack checks that errors reported while an error dialog
// is open (say, every key press failing on a full disk) update that one
// dialog instead of stacking a dialog each, and that once it is closed the
// next error opens a dialog again.
func TestErrorsDoNotStack(t *testing.T) {
	test.NewTempApp(t)
	w := test.NewWindow(widget.NewLabel("screen"))
	defer w.Close()
	w.Resize(fyne.NewSize(800, 600))
	tr, err := locales.New(language.English)
	if err != nil {
		t.Fatal(err)
	}
	env := &Env{Window: w, Tr: tr}
	overlays := func() int { return len(w.Canvas().Overlays().List()) }
	for i := 1; i <= 30; i++ {
		env.ShowError("Cannot save", fmt.Errorf("disk full (%d)", i))
	}
	if n := overlays(); n != 1 || !env.ErrorShown() {
		t.Fatalf("%d dialogs after 30 errors, want 1", n)
	}
	if got := env.errText.Text; got != "disk full (30)" {
		t.Errorf("message %q, want the latest error", got)
	}
	env.ShowError("Cannot draw", errors.New("no deck"))
	if n := overlays(); n != 1 || env.errTitle != "Cannot draw" {
		t.Fatalf("%d dialogs after an error of another title, want 1 with that title", n)
	}
	env.errDialog.Hide()
	if overlays() != 0 || env.ErrorShown() {
		t.Fatal("the dialog did not close")
	}
	env.ShowError("Cannot save", errors.New("disk full"))
	if overlays() != 1 {
		t.Fatal("no dialog for an error after the first was closed")
	}
}

// An error that quotes 8 MB of input is shown cut to excerpt.MaxMessage
// characters: the dialog never lays out the whole of it.
func TestLongErrorsAreShownCut(t *testing.T) {
	test.NewTempApp(t)
	w := test.NewWindow(widget.NewLabel("screen"))
	defer w.Close()
	tr, err := locales.New(language.English)
	if err != nil {
		t.Fatal(err)
	}
	env := &Env{Window: w, Tr: tr}
	long := errors.New(strings.Repeat("k", 8<<20))
	env.ShowError("Cannot import", long)
	if n := len(env.errText.Text); n > excerpt.MaxMessage+len("…") {
		t.Fatalf("a message of %d bytes shown", n)
	}
	env.ShowError("Cannot import", long) // replacing the message of the open dialog
	if n := len(env.errText.Text); n > excerpt.MaxMessage+len("…") {
		t.Fatalf("a message of %d bytes shown", n)
	}
}
