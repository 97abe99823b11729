package ui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"golang.org/x/text/language"
)

// Issue 40: the first time (no size kept), the window opens over most of
// the screen it opens on (it opened at 1000×540 on a 1920×1080 screen, the
// round folded at every size); a size kept from a bigger screen is fitted
// to the smaller one; an unknown screen gets DefaultWindowSize.
func TestFirstWindowUsesTheScreen(t *testing.T) {
	a := test.NewTempApp(t)
	w := a.NewWindow("")
	t.Cleanup(w.Close)
	s, err := New(a, w, Deps{Language: language.English, Prefs: a.Preferences()})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ screen, want fyne.Size }{
		{fyne.NewSize(1024, 600), fyne.NewSize(1000, 540)},
		{fyne.NewSize(1280, 800), fyne.NewSize(1256, 740)},
		{fyne.NewSize(1920, 1080), fyne.NewSize(1896, 1020)},
		{fyne.Size{}, DefaultWindowSize},
	} {
		if got := s.WindowSizeOn(c.screen); got != c.want {
			t.Errorf("first open on a %v screen: %v, want %v", c.screen, got, c.want)
		}
	}
	// kept from a 1920×1080 screen, opened on a 1024×600 one, then on
	// the big one again
	a.Preferences().SetFloat(PrefWindowWidth, 1896)
	a.Preferences().SetFloat(PrefWindowHeight, 1020)
	if got := s.WindowSizeOn(fyne.NewSize(1024, 600)); got != fyne.NewSize(1000, 540) {
		t.Errorf("a kept 1896×1020 opens at %v on a 1024×600 screen, want 1000×540", got)
	}
	a.Preferences().SetFloat(PrefWindowWidth, 1100)
	a.Preferences().SetFloat(PrefWindowHeight, 700)
	if got := s.WindowSizeOn(fyne.NewSize(1920, 1080)); got != fyne.NewSize(1100, 700) {
		t.Errorf("a kept 1100×700 opens at %v on a 1920×1080 screen, want it kept", got)
	}
}
