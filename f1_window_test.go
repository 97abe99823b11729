package main

import (
	"bytes"
	"fmt"
	"image"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// How soon the keys help shows after F1 is logged, never asserted (the
// guide: timings are for benchmarks, and a loaded machine is slow):
// TestF1AnswersBeforeBuildingScreens is the test that fails without the
// fix of issue 40, item 11. Before it, the first F1 built every screen
// before the dialog showed: 3.2 to 4.1 s at load 21-24 on this test's
// machine, and a player pressed again, thinking the first press lost;
// after it 0.2 to 2.3 s at load 21-38. This test checks that F1 shows the
// help at all, right after the start and right after a change of language.

// TestRealWindowF1 presses F1 in the real window (under a virtual X
// server, with xdotool) as soon as the window takes the keyboard, and
// 0.3 s after View › Language › Deutsch is clicked (while the window is
// rebuilt in German), at 1024×600, 1280×800 and 1920×1080: each time the
// keys help must show, and soon (f1Answer). The help is told on the screen
// by the map's hexes dimmed behind the dialog. Skipped without xvfb-run
// and xdotool, and with -short.
func TestRealWindowF1(t *testing.T) {
	if testing.Short() {
		t.Skip("the real-window test is not run with -short")
	}
	for _, tool := range []string{"xvfb-run", "xdotool", "bash", "mkfifo"} {
		if _, err := exec.LookPath(tool); err != nil {
			t.Skipf("the real-window test needs %s (bash .ci/deps xvfb installs it): %v", tool, err)
		}
	}
	for _, sc := range [][2]int{{1024, 600}, {1280, 800}, {1920, 1080}} {
		t.Run(fmt.Sprintf("%dx%d", sc[0], sc[1]), func(t *testing.T) { runF1(t, sc[0], sc[1]) })
	}
}

// f1Script presses F1 as soon as the window has the keyboard, closes the
// help, opens View › Language › Deutsch (the menu sits at the window's
// top left whatever the screen) and presses F1 0.3 s after the click.
// After each F1 it tells the test (pressed-…) and waits for its answer.
const f1Script = startWindow + `
step() { echo "$1" >> "$STEPS"; read -r reply < "$ACK"; }
xdotool key --window "$wid" F1 2>/dev/null || xdotool key F1
step pressed-start
xdotool key --window "$wid" Escape 2>/dev/null || xdotool key Escape
step closed
xdotool mousemove 118 13 click 1
sleep 0.6
xdotool mousemove 163 367
sleep 0.8
xdotool mousemove 430 367
sleep 0.3
xdotool mousemove 437 406
sleep 0.3
xdotool click 1
sleep 0.3
xdotool key --window "$wid" F1 2>/dev/null || xdotool key F1
step pressed-de
xdotool key --window "$wid" Escape 2>/dev/null || xdotool key Escape
step closed-de
` + quitWindow

// xvfbRun is a driver script started under xvfb-run (runUnderXvfb).
type xvfbRun struct {
	cmd        *exec.Cmd
	stderr     *bytes.Buffer
	done       chan error // the script's end
	steps, ack string     // the file it writes its steps to, the fifo it reads the answers from
	frame      string     // the screen's frame buffer (XWD)
}

// runUnderXvfb starts script (startWindow + … + quitWindow) under xvfb-run on
// a sw×sh screen, the program (this test binary running main) on database
// db in language lang, with its home and settings in dir.
func runUnderXvfb(t *testing.T, dir, db string, sw, sh int, lang, script string) *xvfbRun {
	t.Helper()
	fb := filepath.Join(dir, "fb")
	if err := os.Mkdir(fb, 0o700); err != nil {
		t.Fatal(err)
	}
	r := &xvfbRun{stderr: &bytes.Buffer{}, done: make(chan error, 1), steps: filepath.Join(dir, "steps"),
		ack: filepath.Join(dir, "ack"), frame: filepath.Join(fb, "Xvfb_screen0")}
	if err := exec.Command("mkfifo", r.ack).Run(); err != nil {
		t.Skipf("no mkfifo: %v", err)
	}
	r.cmd = exec.Command("xvfb-run", "-a", "-s", fmt.Sprintf("-screen 0 %dx%dx24 -fbdir %s", sw, sh, fb), "bash", "-c", script)
	r.cmd.Env = append(os.Environ(), "HAVENTABLE_RUN_MAIN=1", "HAVENTABLE_ARGS=--db "+db+" --lang "+lang,
		"HV="+os.Args[0], "STEPS="+r.steps, "ACK="+r.ack,
		"HOME="+dir, "XDG_CONFIG_HOME="+filepath.Join(dir, "config"))
	r.cmd.Stderr = r.stderr
	if err := r.cmd.Start(); err != nil {
		t.Fatal(err)
	}
	go func() { r.done <- r.cmd.Wait() }()
	return r
}

func runF1(t *testing.T, sw, sh int) {
	dir := t.TempDir()
	r := runUnderXvfb(t, dir, filepath.Join(dir, "c.db"), sw, sh, "en", f1Script)
	cmd, done, stepsFile, ack, frame := r.cmd, r.done, r.steps, r.ack, r.frame
	stderr := r.stderr
	shots := os.Getenv("HAVENTABLE_WINDOW_SHOTS")
	steps := []string{"pressed-start", "closed", "pressed-de", "closed-de"}
	deadline := time.Now().Add(300 * time.Second)
	for i := 0; i < len(steps); {
		select {
		case err := <-done:
			t.Fatalf("the driver stopped after %d steps: %v\n%s", i, err, stderr.String())
		default:
		}
		if time.Now().After(deadline) {
			cmd.Process.Kill()
			t.Fatalf("timed out after %d steps\n%s", i, stderr.String())
		}
		b, _ := os.ReadFile(stepsFile)
		if len(strings.Fields(string(b))) <= i {
			time.Sleep(20 * time.Millisecond)
			continue
		}
		help := strings.HasPrefix(steps[i], "pressed")
		shot, took, ok := awaitHelp(t, frame, help)
		switch {
		case !ok && help:
			t.Errorf("%s: F1 showed no keys help within 20 s", steps[i])
		case !ok:
			t.Errorf("%s: Escape left the keys help open", steps[i])
		case help:
			t.Logf("%s: the keys help showed %v after F1", steps[i], took.Round(10*time.Millisecond))
		}
		if shots != "" {
			os.WriteFile(filepath.Join(shots, fmt.Sprintf("f1-%dx%d-%s.xwd", sw, sh, steps[i])), shot, 0o600)
		}
		f, err := os.OpenFile(ack, os.O_WRONLY, 0)
		if err != nil {
			t.Fatal(err)
		}
		fmt.Fprintln(f, "go")
		f.Close()
		i++
	}
	if err := <-done; err != nil {
		t.Fatalf("driver: %v\n%s", err, stderr.String())
	}
	t.Logf("driver: %s", stderr.String())
}

// hexFill is the colour of an empty hex of the map: behind a dialog's
// shade there is none.
var hexFill = [3]byte{226, 214, 184}

// awaitHelp reads the frame buffer until the keys help shows (help) or is
// gone (the map's hexes are seen again), for at most 20 seconds; it
// returns the screen and how long that took.
func awaitHelp(t *testing.T, path string, help bool) ([]byte, time.Duration, bool) {
	t.Helper()
	start := time.Now()
	var b []byte
	for time.Since(start) < 20*time.Second {
		var err error
		if b, err = os.ReadFile(path); err != nil {
			t.Fatal(err)
		}
		n := countColour(b, hexFill)
		if drawn(b) && (help && n < 200 || !help && n > 2000) {
			return b, time.Since(start), true
		}
		time.Sleep(20 * time.Millisecond)
	}
	return b, time.Since(start), false
}

// drawn reports whether the window is drawn in an XWD frame buffer: the
// screen's top left (where the window opens) is not one colour.
func drawn(b []byte) bool {
	px, w, h, ok := xwdPixels(b)
	if !ok {
		return false
	}
	for y := range min(h, 300) {
		for x := range min(w, 600) {
			if i := 4 * (y*w + x); !bytes.Equal(px[i:i+3], px[0:3]) {
				return true
			}
		}
	}
	return false
}

// countColour counts the pixels of colour c (red, green, blue) in an XWD
// frame buffer.
func countColour(b []byte, c [3]byte) int {
	return countColourIn(b, c, image.Rect(0, 0, 1<<20, 1<<20))
}

// countColourIn counts the pixels of colour c (red, green, blue) within r
// in an XWD frame buffer.
func countColourIn(b []byte, c [3]byte, r image.Rectangle) int {
	px, w, h, ok := xwdPixels(b)
	if !ok {
		return 0
	}
	r = r.Intersect(image.Rect(0, 0, w, h))
	n := 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			if i := 4 * (y*w + x); px[i] == c[2] && px[i+1] == c[1] && px[i+2] == c[0] {
				n++
			}
		}
	}
	return n
}
