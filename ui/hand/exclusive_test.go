package hand

import (
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"golang.org/x/text/language"

	"github.com/haventable/haventable/ui/screen/screentest"
)

// One song active at a time through the screen: the invented class's
// Shell of Brine and Undertow made songs (Shell of Brine giving 1
// experience each turn); the song's marks are on its card, the song
// played second replaces the first and the status says so, and the
// first song gave its experience as the turn of round 2 started.
func TestHandExclusiveThroughTheScreen(t *testing.T) {
	test.NewTempApp(t)
	packText := strings.Replace(tidecallerPack, `"persistent":true,"uses":2,"lost":true}`, `"persistent":true,"uses":2,"lost":true,"exclusive":"song","xp_each_turn":1}`, 1)
	packText = strings.Replace(packText, `"round":true}}`, `"persistent":true,"exclusive":"song"}}`, 1)
	env, _ := tideEnvPack(t, language.English, packText)
	s := New(env)
	win := show(t, s, 1024, 600)
	env.Window = win
	for _, k := range []fyne.KeyName{fyne.Key1, fyne.Key2, fyne.Key3, fyne.Key4, fyne.Key5, fyne.Key6, fyne.KeyReturn} {
		press(t, s, k)
	}
	shot(t, win, "hand-song-marks-1024.png")
	press(t, s, fyne.Key1)
	press(t, s, fyne.Key2)
	tap(t, s, "choose")
	monstersAct(t, env)
	turnOf(t, env, "tide")
	press(t, s, fyne.KeyT)
	press(t, s, fyne.KeyB)
	piles(t, s, env, "In hand 4 · discarded 1 · lost 0 · active 1")
	endRound(t, env)

	xp := screentest.Figure(t, env, "tide").XP
	press(t, s, fyne.Key1) // the first two in hand: Undertow leads, Drift
	press(t, s, fyne.Key2)
	tap(t, s, "choose")
	monstersAct(t, env)
	turnOf(t, env, "tide")
	if got := screentest.Figure(t, env, "tide").XP - xp; got != 1 {
		t.Errorf("%d experience from the active song as the turn started, want 1", got)
	}
	s.PlayHalf(4, "top", false)
	s.PlayHalf(3, "bottom", false)
	if st := s.Status(); !strings.HasSuffix(st, "It replaces Shell of Brine.") {
		t.Fatalf("status %q", st)
	}
	piles(t, s, env, "In hand 2 · discarded 2 · lost 1 · active 1")
	shot(t, win, "hand-song-replaced-1024.png")
}

// shot saves what window win shows (the test driver's painter) under
// HAVENTABLE_SHOTS, when it is set, for a person to look at.
func shot(t *testing.T, win fyne.Window, name string) {
	t.Helper()
	dir := os.Getenv("HAVENTABLE_SHOTS")
	if dir == "" {
		return
	}
	f, err := os.Create(filepath.Join(dir, name))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := png.Encode(f, win.Canvas().Capture()); err != nil {
		t.Fatal(err)
	}
}
