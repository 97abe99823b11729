package screen

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
	"golang.org/x/text/language"

	"github.com/haventable/haventable/locales"
	"github.com/haventable/haventable/ui/uitest"
)

// busyEnv is an Env on a test window.
func busyEnv(t *testing.T) (*Env, fyne.Window) {
	t.Helper()
	test.NewTempApp(t)
	w := test.NewWindow(widget.NewLabel("screen"))
	t.Cleanup(w.Close)
	w.Resize(fyne.NewSize(800, 600))
	tr, err := locales.New(language.English)
	if err != nil {
		t.Fatal(err)
	}
	return &Env{Window: w, Tr: tr}, w
}

// findButton finds the button labelled text in o.
func findButton(o fyne.CanvasObject, text string) *widget.Button {
	switch v := o.(type) {
	case *widget.Button:
		if v.Text == text {
			return v
		}
	case *fyne.Container:
		for _, c := range v.Objects {
			if b := findButton(c, text); b != nil {
				return b
			}
		}
	case fyne.Widget:
		for _, c := range test.WidgetRenderer(v).Objects() {
			if b := findButton(c, text); b != nil {
				return b
			}
		}
	}
	return nil
}

// labels returns the texts of the labels in o.
func labels(o fyne.CanvasObject) string { return strings.Join(uitest.Labels(o), "\n") }

// Work that never ends by itself (a read from a pipe) is ended by the
// progress dialog's Cancel at once: the dialog closes and done hears
// context.Canceled.
func TestBusyCancels(t *testing.T) {
	env, w := busyEnv(t)
	stuck := make(chan struct{})
	defer close(stuck)
	done := make(chan error, 1)
	env.Busy("Data packs", "slow.json", func(ctx context.Context) error {
		<-stuck // ignores ctx, as a read that waits does
		return nil
	}, func(err error) { done <- err })
	top := w.Canvas().Overlays().Top()
	if top == nil || !strings.Contains(labels(top), "Reading slow.json") {
		t.Fatal("no progress dialog")
	}
	cancel := findButton(top, "Cancel")
	if cancel == nil {
		t.Fatalf("no Cancel button in:\n%s", labels(top))
	}
	test.Tap(cancel)
	select {
	case err := <-done:
		if !errors.Is(err, context.Canceled) {
			t.Fatalf("done(%v)", err)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("done not called 5 s after Cancel")
	}
	if w.Canvas().Overlays().Top() != nil {
		t.Fatal("the progress dialog is still open after Cancel")
	}
}

// Work that ends by itself closes the dialog and gives done its error.
func TestBusyDelivers(t *testing.T) {
	env, w := busyEnv(t)
	done := make(chan error, 1)
	want := errors.New("not a data pack")
	env.Busy("Data packs", "bad.json", func(ctx context.Context) error { return want }, func(err error) { done <- err })
	select {
	case err := <-done:
		if err != want {
			t.Fatalf("done(%v)", err)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("done not called")
	}
	if w.Canvas().Overlays().Top() != nil {
		t.Fatal("the progress dialog is still open")
	}
}
