package main

import (
	"context"
	"encoding/binary"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/haventable/haventable/persistence"
	"github.com/haventable/haventable/ui"
)

// startWindow is the start of a driver script run inside xvfb-run: it
// starts the program ($HV, this test binary running main) and waits (up to
// 2 minutes) for its window to show, whose id it leaves in $wid (and the
// program's pid in $app), and gives it the keyboard. Xvfb has no window
// manager: the window is focused by hand, once it is shown (before, X
// refuses with BadMatch and keys go nowhere), so focus tries again until X
// takes it, for at most a minute.
//
// It defines for the rest of the script: shown (the window still shows),
// focus, press K (the window focused, the key K sent to it), step NAME
// (tell the test NAME and read its answer into $reply) and send NAME CMD…
// (CMD, then step NAME, and CMD again while the test answers "again": the
// screen did not show CMD done; only for what can be done twice).
const startWindow = `
set -u
"$HV" &
app=$!
wid=""
end=$((SECONDS + 120))
while [ $SECONDS -lt $end ]; do
  wid=$(xdotool search --onlyvisible --name '^Haventable$' 2>/dev/null | head -n 1)
  [ -n "$wid" ] && break
  kill -0 $app 2>/dev/null || { echo "the program ended before its window showed" >&2; exit 3; }
  sleep 0.2
done
if [ -z "$wid" ]; then echo "no window shown within 120 s" >&2; kill $app; exit 3; fi
shown() { xdotool search --onlyvisible --name . 2>/dev/null | grep -qx "$wid"; }
focus() {
  local end=$((SECONDS + 60))
  while :; do
    [ "$(xdotool getwindowfocus 2>/dev/null)" = "$wid" ] && return 0
    if [ $SECONDS -ge $end ] || ! shown; then break; fi
    xdotool windowfocus "$wid" 2>/dev/null
    sleep 0.1
  done
  echo "the window $wid did not take the keyboard (shown: $(shown && echo yes || echo no); the keyboard is on $(xdotool getwindowfocus 2>/dev/null))" >&2
  return 1
}
press() { focus; xdotool key --window "$wid" "$1" 2>/dev/null || xdotool key "$1"; }
reply=""
# (read again on an end of file without a line: the fifo opened while the
# test still held it from the last answer, closed before this one)
step() { echo "$1" >> "$STEPS"; until read -r reply < "$ACK"; do :; done; }
send() {
  local name=$1
  shift
  "$@"
  step "$name"
  while [ "$reply" = again ]; do "$@"; step "$name"; done
}
focus
`

// quitWait bounds how long quitWindow waits for the program to quit.
const quitWait = 120 * time.Second

// quitWindow ends a driver script: Ctrl+Q must end the program. It is
// pressed (the window focused first) and pressed again, a harmless repeat,
// while the window still shows 10 s later (a key was once lost while the
// window was being resized, at 1920×1080, load 4, and under a load of 15 to
// 40 the window may take that long); once the window is gone the program
// closes its store and exits. All within 2 minutes (quitWait), or the
// script says what it sent and saw, kills the program and fails: it must
// quit on Ctrl+Q, not be killed.
const quitWindow = `
sent=0; next=0; end=$((SECONDS + 120))
while kill -0 $app 2>/dev/null; do
  if [ $SECONDS -ge $end ]; then
    echo "ctrl+q pressed $sent times in 120 s: the program still runs, its window $(shown && echo still shows || echo is gone)" >&2
    kill $app
    exit 4
  fi
  if [ $SECONDS -ge $next ] && shown; then
    [ $sent -gt 0 ] && echo "ctrl+q pressed $sent times: the window still shows 10 s later: pressed again" >&2
    press ctrl+q
    sent=$((sent + 1))
    next=$((SECONDS + 10))
  fi
  sleep 0.1
done
exit 0
`

// TestRealWindow starts the real program under a virtual X server and
// presses real keys with xdotool, because Fyne's test driver hides how the
// desktop driver delivers them (Ctrl+Z and Ctrl+Y become Fyne's own undo
// and redo; a key without a modifier, such as F1, is no shortcut). The
// screen is read from the server's frame buffer (Xvfb -fbdir): each key
// must change the picture as it should, and the database must hold the
// result. It needs xvfb-run and xdotool (bash .ci/deps xvfb) and is skipped
// without them.
func TestRealWindow(t *testing.T) {
	if testing.Short() {
		t.Skip("the real-window test is not run with -short")
	}
	for _, tool := range []string{"xvfb-run", "xdotool", "bash"} {
		if _, err := exec.LookPath(tool); err != nil {
			t.Skipf("the real-window test needs %s (bash .ci/deps xvfb installs it): %v", tool, err)
		}
	}
	dir := t.TempDir()
	db := filepath.Join(dir, "c.db")
	fb := filepath.Join(dir, "fb")
	if err := os.Mkdir(fb, 0o700); err != nil {
		t.Fatal(err)
	}
	stepsFile := filepath.Join(dir, "steps")
	// The driver script runs inside xvfb-run: it starts the program (this
	// test binary running main), waits for its window, then for each key
	// writes a line to $STEPS and waits for the test to answer on a fifo,
	// so that the test reads the frame buffer between keys.
	script := startWindow + `
step start
for k in ctrl+z ctrl+y ctrl+z ctrl+shift+z F1 Escape ctrl+2 ctrl+3 ctrl+4 ctrl+1; do
  send "$k" press "$k"
done
# The test answers the last key with where a figure is: click it.
set -- $reply
if [ "${1:-}" = click ]; then
  xdotool mousemove "$2" "$3" click 1
  step click
fi
` + quitWindow
	ack := filepath.Join(dir, "ack")
	if err := exec.Command("mkfifo", ack).Run(); err != nil {
		t.Skipf("no mkfifo: %v", err)
	}
	cmd := exec.Command("xvfb-run", "-a", "-s", "-screen 0 1280x800x24 -fbdir "+fb, "bash", "-c", script)
	// The program is this test binary running main (see TestMain), with
	// its arguments in HAVENTABLE_ARGS.
	cmd.Env = append(os.Environ(), "HAVENTABLE_RUN_MAIN=1", "HAVENTABLE_ARGS=--db "+db+" --lang en",
		"HV="+os.Args[0], "STEPS="+stepsFile, "ACK="+ack,
		"HOME="+dir, "XDG_CONFIG_HOME="+filepath.Join(dir, "config"))
	var stderr lockedBuffer // read while the script runs
	cmd.Stderr = &stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()

	// The keys pressed, in order, and what each must do to the screen:
	// change it from the screen after step ref, or bring that screen back.
	steps := []struct {
		key    string
		ref    int
		change bool
		what   string
		again  bool // sent again while the screen does not show it: it does no harm twice
	}{
		{"start", -1, false, "", false},
		{"Ctrl+Z", 0, true, "undid nothing visible (the start of the sample scenario)", false},
		// (the screen after the redo is the start's but for the hex the
		// pointer hovered as the window opened, which the undo forgot)
		{"Ctrl+Y", 1, true, "did not redo the start", false},
		{"Ctrl+Z", 1, false, "did not undo the start again", false},
		{"Ctrl+Shift+Z", 2, false, "did not redo the start again", false},
		{"F1", 2, true, "showed nothing (the shortcuts)", true},
		{"Escape", 2, false, "did not close the shortcuts", true},
		{"Ctrl+2", 2, true, "did not show the attack screen", true},
		{"Ctrl+3", 7, true, "did not show the campaign screen", true},
		{"Ctrl+4", 8, true, "did not show the card battle", true},
		{"Ctrl+1", 2, false, "did not show the map again", true},
		{"click", 10, true, "did not select the figure clicked", false},
	}
	var clickX, clickY int
	shots := driveStepsUntil(t, cmd, &stderr, done, stepsFile, ack, filepath.Join(fb, "Xvfb_screen0"), len(steps),
		func(i int, shots [][]byte) func([]byte) bool {
			if i == 0 {
				return pointerHexOutlined
			}
			return screenIs(shots[steps[i].ref], steps[i].change)
		},
		func(i int) bool { return steps[i].again },
		func(i int, shot []byte, ok bool, shots [][]byte) string {
			st := steps[i]
			if i == 0 && !ok {
				cmd.Process.Kill()
				t.Fatalf("the window did not show the map with the hex under the pointer (%d,%d) outlined within %v\n%s",
					pointerX, pointerY, stepWait, &stderr)
			}
			if !ok {
				t.Errorf("%s %s: %.3f%% of the screen differs from after %s", st.key, st.what,
					100*differ(shot, shots[st.ref]), steps[st.ref].key)
			}
			if st.key != "Ctrl+1" {
				return "go"
			}
			// A character's disc (the party's blue) on the map: click it.
			x, y, found := findColour(shot, 0x2c, 0x5a, 0x8c)
			if !found {
				t.Errorf("no character on the map screen")
				return "go"
			}
			clickX, clickY = x, y
			return fmt.Sprintf("click %d %d", x, y)
		})
	// The click selected the figure: its selection ring (cyan) is drawn
	// round it.
	if len(shots) == len(steps) && !colourNear(shots[len(shots)-1], 0x20, 0xd0, 0xf0, clickX, clickY, 40) {
		t.Errorf("no selection ring round the figure clicked at %d,%d", clickX, clickY)
	}
	if out := os.Getenv("HAVENTABLE_WINDOW_SHOTS"); out != "" { // to look at them (XWD)
		for i, b := range shots {
			os.WriteFile(filepath.Join(out, fmt.Sprintf("%d.xwd", i)), b, 0o600)
		}
	}

	// The app's settings are in its own file, private and whole (issue
	// 30: Fyne's preferences.json, 0644, was left empty by a kill).
	conf := filepath.Join(dir, "config", "haventable", "settings.json")
	if st, err := os.Stat(conf); err != nil || st.Mode().Perm() != 0o600 {
		t.Errorf("settings file: %v %v, want mode 0600", st, err)
	} else if b, _ := os.ReadFile(conf); !strings.Contains(string(b), `"`+ui.PrefCampaign+`@`) || !strings.Contains(string(b), `"`+ui.PrefWindowWidth+`":`) {
		t.Errorf("settings file lacks the campaign and the window size: %s", b)
	}

	tb, err := onlyPlayState(t, db)
	if err != nil || tb.Cursor != 1 || tb.Last != 1 || tb.Scenario == nil {
		t.Fatalf("after undo, redo, undo, redo the table is at %d of %d (scenario %v): %v", tb.Cursor, tb.Last, tb.Scenario != nil, err)
	}
}

// Where Xvfb leaves the pointer (the middle of TestRealWindow's 1280×800
// screen), and the colour the map outlines the hex under it with.
const (
	pointerX, pointerY     = 640, 400
	hoverR, hoverG, hoverB = 0xff, 0xd8, 0x20
)

// pointerHexOutlined reports whether the map is drawn with the hex under
// the pointer outlined. TestRealWindow's first screen is that one: the
// window opens under the pointer (xdotool moves it only once a window is
// shown), and the map outlines the hex there, and names it, once the
// window hears of the pointer: a moment after the map is first drawn, or,
// under a load of 30, after the first screen was taken as settled and
// Ctrl+Z sent. The outline was then taken for Ctrl+Z's work, each later
// key's for the key's before, and Ctrl+Z again never brought back the
// screen after the first (3 % of the screen differed).
func pointerHexOutlined(b []byte) bool {
	return drawn(b) && colourNear(b, hoverR, hoverG, hoverB, pointerX, pointerY, 40)
}

// onlyPlayState returns where the one campaign of the database at db
// stands at the table.
func onlyPlayState(t *testing.T, db string) (persistence.PlayState, error) {
	t.Helper()
	store, err := persistence.Open(db)
	if err != nil {
		t.Fatal(err)
	}
	defer store.Close()
	cs, err := store.Campaigns(context.Background())
	if err != nil || len(cs) != 1 {
		t.Fatalf("campaigns %v %v", cs, err)
	}
	return store.PlayState(context.Background(), cs[0].ID)
}

// driveSteps follows a driver script run by cmd (done gets its end): for
// each of n steps it waits for the script's step line in stepsFile, reads
// the frame buffer until the screen is as want says (changed from ref, or
// ref again; see screenIs), sending the step again while it is not where
// again says it may be (nil: no step), hands the picture to got and
// answers the script on ack with what got returns. It returns the
// pictures, one a step.
func driveSteps(t *testing.T, cmd *exec.Cmd, stderr fmt.Stringer, done chan error, stepsFile, ack, frame string, n int,
	want func(i int, shots [][]byte) ([]byte, bool), again func(i int) bool,
	got func(i int, shot []byte, ok bool, shots [][]byte) string) [][]byte {
	t.Helper()
	return driveStepsUntil(t, cmd, stderr, done, stepsFile, ack, frame, n, func(i int, shots [][]byte) func([]byte) bool {
		return screenIs(want(i, shots))
	}, again, got)
}

// driveStepsUntil is driveSteps with the screen each step must leave told
// by shown (i, the pictures so far) rather than by a reference picture.
func driveStepsUntil(t *testing.T, cmd *exec.Cmd, stderr fmt.Stringer, done chan error, stepsFile, ack, frame string, n int,
	shown func(i int, shots [][]byte) func([]byte) bool, again func(i int) bool,
	got func(i int, shot []byte, ok bool, shots [][]byte) string) [][]byte {
	t.Helper()
	s := &stepper{t: t, cmd: cmd, stderr: stderr, done: done, steps: stepsFile, ack: ack, frame: frame}
	var shots [][]byte
	for len(shots) < n {
		line := s.next()
		seen := s.await(fmt.Sprintf("step %d (%s)", len(shots), line), shown(len(shots), shots), again != nil && again(len(shots)), true)
		reply := got(len(shots), seen.Shot, seen.OK, shots)
		shots = append(shots, seen.Shot)
		s.answer(reply)
	}
	select {
	case err := <-done:
		if err != nil {
			t.Fatalf("driver: %v\n%s", err, stderr)
		}
	case <-time.After(quitWait + 30*time.Second):
		cmd.Process.Kill()
		t.Fatalf("the driver did not end within %v of its last step\n%s", quitWait+30*time.Second, stderr)
	}
	return shots
}

// await reads the frame buffer until the screen is as screenIs(ref,
// change) says, for at most stepWait, then until it stops changing; it
// returns the last screen read and whether it was so.
func await(t *testing.T, path string, ref []byte, change bool) ([]byte, bool) {
	t.Helper()
	return awaitScreen(t, path, screenIs(ref, change), stepWait, true)
}

// xwdPixels returns the pixels of an XWD frame buffer (32 bits a pixel,
// blue, green, red, unused, as Xvfb writes it), its width and height.
func xwdPixels(b []byte) (px []byte, w, h int, ok bool) {
	if len(b) < 100 {
		return nil, 0, 0, false
	}
	u32 := func(off int) int { return int(binary.BigEndian.Uint32(b[off:])) }
	header, bpp, line, ncolors := u32(0), u32(44), u32(48), u32(76)
	w, h = u32(16), u32(20)
	start := header + ncolors*12
	if bpp != 32 || line != 4*w || start+line*h > len(b) {
		return nil, 0, 0, false
	}
	return b[start : start+line*h], w, h, true
}

// findColour returns the middle of the first blob of pixels of colour
// (r, g, b) in an XWD frame buffer.
func findColour(b []byte, r, g, bl byte) (int, int, bool) {
	return findColourAway(b, r, g, bl, -1000, -1000, 0)
}

// findColourAway returns the middle of the first blob of pixels of colour
// (r, g, b) in an XWD frame buffer that starts more than d from (x0, y0).
func findColourAway(b []byte, r, g, bl byte, x0, y0, d int) (int, int, bool) {
	px, w, h, ok := xwdPixels(b)
	if !ok {
		return 0, 0, false
	}
	at := func(x, y int) bool {
		i := 4 * (y*w + x)
		return px[i] == bl && px[i+1] == g && px[i+2] == r
	}
	for y := range h {
		for x := range w {
			if !at(x, y) || abs(x-x0) <= d && abs(y-y0) <= d {
				continue
			}
			// the blob: its pixels within 25 of the first one found
			sx, sy, n := 0, 0, 0
			for yy := max(0, y-25); yy < min(h, y+25); yy++ {
				for xx := max(0, x-25); xx < min(w, x+25); xx++ {
					if at(xx, yy) {
						sx, sy, n = sx+xx, sy+yy, n+1
					}
				}
			}
			return sx / n, sy / n, true
		}
	}
	return 0, 0, false
}

// colourNear reports whether a pixel of colour (r, g, b) lies within d of
// (x, y) in an XWD frame buffer.
func colourNear(b []byte, r, g, bl byte, x, y, d int) bool {
	px, w, h, ok := xwdPixels(b)
	if !ok {
		return false
	}
	for yy := max(0, y-d); yy < min(h, y+d); yy++ {
		for xx := max(0, x-d); xx < min(w, x+d); xx++ {
			i := 4 * (yy*w + xx)
			if px[i] == bl && px[i+1] == g && px[i+2] == r {
				return true
			}
		}
	}
	return false
}

// changed reports whether frame buffer b differs from ref, with change, or
// is ref again, without (nearly: less than 0.1 % of the screen differs).
// A change is told against a 1024×600 screen's bytes whatever the screen:
// a line of text that changes is as much of a change on a larger one.
func changed(b, ref []byte, change bool) bool {
	d := differ(b, ref)
	if change {
		return d*float64(len(ref)) >= 0.001*1024*600*4
	}
	return d < 0.001
}

// differ is the fraction of bytes that differ between two frame buffers.
func differ(a, b []byte) float64 {
	if len(a) != len(b) || len(a) == 0 {
		return 1
	}
	n := 0
	for i := range a {
		if a[i] != b[i] {
			n++
		}
	}
	return float64(n) / float64(len(a))
}
