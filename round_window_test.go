package main

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/haventable/haventable/engine"
)

// TestRealWindowRound plays, in the real window under a virtual X server,
// the round of issue 40: a door opened during Ana's turn revealed two
// monster types that drew their cards as it opened; Ctrl+Enter takes the
// turns to the end (the round never stalls), the monster's turn toolbar
// appears without moving the map (the party's standees stay on the same
// pixels), and after the last turn and End round (Ctrl+E) the toolbar is
// gone. The database then holds round 2. At 1024×600, 1280×800 and
// 1920×1080, in English and German. Skipped without xvfb-run and xdotool,
// and with -short.
func TestRealWindowRound(t *testing.T) {
	if testing.Short() {
		t.Skip("the real-window test is not run with -short")
	}
	for _, tool := range []string{"xvfb-run", "xdotool", "bash", "mkfifo"} {
		if _, err := exec.LookPath(tool); err != nil {
			t.Skipf("the real-window test needs %s (bash .ci/deps xvfb installs it): %v", tool, err)
		}
	}
	for _, sc := range [][2]int{{1024, 600}, {1280, 800}, {1920, 1080}} {
		for _, lang := range []string{"en", "de"} {
			t.Run(fmt.Sprintf("%dx%d-%s", sc[0], sc[1], lang), func(t *testing.T) { playRound(t, sc[0], sc[1], lang) })
		}
	}
}

func playRound(t *testing.T, sw, sh int, lang string) {
	dir := t.TempDir()
	db := filepath.Join(dir, "c.db")
	seedRound(t, db, "")
	script := startWindow + `
step() { echo "$1" >> "$STEPS"; read -r reply < "$ACK"; }
step start
for k in ctrl+Return ctrl+Return ctrl+Return ctrl+Return ctrl+e; do
  xdotool key --window "$wid" "$k" 2>/dev/null || xdotool key "$k"
  step "$k"
done
` + quitWindow
	r := runUnderXvfb(t, dir, db, sw, sh, lang, script)
	cmd, stderr, done, stepsFile, ack, fb := r.cmd, r.stderr, r.done, r.steps, r.ack, filepath.Dir(r.frame)
	// start; the acolyte's turn (toolbar); Bo's; the warden's (toolbar);
	// every turn taken; round 2: each key changes the screen
	shots := driveSteps(t, cmd, stderr, done, stepsFile, ack, filepath.Join(fb, "Xvfb_screen0"), 6,
		func(i int, shots [][]byte) ([]byte, bool) {
			if i == 0 {
				return nil, false
			}
			return shots[i-1], true
		},
		func(i int, _ []byte, ok bool, _ [][]byte) string {
			if !ok {
				t.Errorf("step %d changed nothing on the screen", i)
			}
			return "go"
		})
	if out := os.Getenv("HAVENTABLE_WINDOW_SHOTS"); out != "" { // to look at them (XWD)
		for i, b := range shots {
			os.WriteFile(filepath.Join(out, fmt.Sprintf("round-%dx%d-%s-%d.xwd", sw, sh, lang, i)), b, 0o600)
		}
	}
	// The party's blue standees stay on their pixels when the toolbar
	// appears (the acolyte's turn) and goes (Bo's turn).
	x0, y0, ok := findColour(shots[0], 0x2c, 0x5a, 0x8c)
	if !ok {
		t.Fatal("no character on the map")
	}
	for _, i := range []int{1, 2, 3} {
		// (a pixel either way: the map's origin is in Fyne units)
		if x, y, _ := findColour(shots[i], 0x2c, 0x5a, 0x8c); abs(x-x0) > 2 || abs(y-y0) > 2 {
			t.Errorf("step %d: the first character's standee moved from %d,%d to %d,%d", i, x0, y0, x, y)
		}
	}
	// The band under the template bar, left of the hexes (the map's
	// background at the start): the toolbar in the monsters' turns, the
	// background again once the round is over.
	if d := differBand(shots[0], shots[1], 75, 145); d < 0.2 {
		t.Errorf("no toolbar in the acolyte's turn (%.0f%% of the band changed)", 100*d)
	}
	for _, i := range []int{4, 5} {
		if d := differBand(shots[0], shots[i], 75, 145); d > 0.05 {
			t.Errorf("step %d: the toolbar stays with no monster acting (%.0f%% of the band differs from the start)", i, 100*d)
		}
	}
	tb, err := onlyPlayState(t, db)
	if err != nil || tb.Scenario == nil {
		t.Fatalf("play state: %v", err)
	}
	scn, err := engine.UnmarshalScenario(tb.Scenario.State)
	if err != nil {
		t.Fatal(err)
	}
	if scn.Round() != 2 {
		t.Errorf("the table is in round %d, want 2: the round did not end", scn.Round())
	}
}

// differBand is the fraction of the pixels of rows y0 to y1, x 140 to 225
// (right of the navigation, left of the map's hexes in the window's
// default size, also when the round is folded into a bar below a taller
// map), that differ between two frame buffers.
func differBand(a, b []byte, y0, y1 int) float64 {
	pa, w, h, ok := xwdPixels(a)
	pb, w2, h2, ok2 := xwdPixels(b)
	if !ok || !ok2 || w != w2 || h != h2 {
		return 1
	}
	n, all := 0, 0
	for y := y0; y < min(y1, h); y++ {
		for x := 140; x < min(225, w); x++ {
			i := 4 * (y*w + x)
			all++
			if !bytes.Equal(pa[i:i+3], pb[i:i+3]) {
				n++
			}
		}
	}
	return float64(n) / float64(max(all, 1))
}

func abs(n int) int { return max(n, -n) }
