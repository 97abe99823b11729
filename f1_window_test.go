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
// top left whatever the screen; each menu waited for, the test answers
// "again" while it is not open) and presses F1 0.3 s after the click on
// Deutsch. F1, Escape and a menu found closed are sent again while the
// screen does not show them (see stepper).
const f1Script = startWindow + `
send pressed-start press F1
send closed press Escape
send view-menu xdotool mousemove 118 13 click 1
send language-menu xdotool mousemove 163 340 mousemove 163 367
xdotool mousemove 430 367 sleep 0.3 mousemove 437 406 sleep 0.3 click 1 sleep 0.3
send pressed-de press F1
send closed-de press Escape
` + quitWindow

// xvfbRun is a driver script started under xvfb-run (runUnderXvfb).
type xvfbRun struct {
	cmd        *exec.Cmd
	stderr     *lockedBuffer
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
	r := &xvfbRun{stderr: &lockedBuffer{}, done: make(chan error, 1), steps: filepath.Join(dir, "steps"),
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
	s := &stepper{t: t, cmd: r.cmd, stderr: r.stderr, done: r.done, steps: r.steps, ack: r.ack, frame: r.frame}
	shots := os.Getenv("HAVENTABLE_WINDOW_SHOTS")
	// The keys help is told by the map's hexes dimmed behind it; the View
	// menu by the window's navigation below View covered, the Language
	// menu by the screen right of the View menu covered.
	help := func(b []byte) bool { return drawn(b) && countColour(b, hexFill) < 200 }
	noHelp := func(b []byte) bool { return drawn(b) && countColour(b, hexFill) > 2000 }
	var last []byte // the screen after the step before
	covered := func(r image.Rectangle) func([]byte) bool {
		return func(b []byte) bool { return differIn(b, last, r) > 0.25 }
	}
	// (a screen the next step is compared with is let settle first)
	steps := []struct {
		name   string
		shown  func([]byte) bool
		settle bool
		fail   string
	}{
		{"pressed-start", help, false, "F1 showed no keys help"},
		{"closed", noHelp, true, "Escape left the keys help open"},
		{"view-menu", covered(viewMenu), true, "a click on View opened no menu"},
		{"language-menu", covered(languageMenu), false, "View › Language opened no menu"},
		{"pressed-de", help, false, "F1 0.3 s after View › Language › Deutsch showed no keys help"},
		{"closed-de", noHelp, false, "Escape left the keys help open"},
	}
	for _, st := range steps {
		if line := s.next(); line != st.name {
			t.Fatalf("the driver says %q, want %q\n%s", line, st.name, r.stderr)
		}
		seen := s.await(st.name, st.shown, true, st.settle)
		switch {
		case !seen.OK:
			t.Errorf("%s: %s within %v (sent %d times)", st.name, st.fail, seen.Took.Round(100*time.Millisecond), seen.Sends)
		case strings.HasPrefix(st.name, "pressed"):
			t.Logf("%s: the keys help showed %v after F1 (sent %d times)", st.name, seen.Took.Round(10*time.Millisecond), seen.Sends)
		}
		if shots != "" {
			os.WriteFile(filepath.Join(shots, fmt.Sprintf("f1-%dx%d-%s.xwd", sw, sh, st.name)), seen.Shot, 0o600)
		}
		last = seen.Shot
		s.answer("go")
	}
	select {
	case err := <-r.done:
		if err != nil {
			t.Fatalf("driver: %v\n%s", err, r.stderr)
		}
	case <-time.After(quitWait + 30*time.Second):
		r.cmd.Process.Kill()
		t.Fatalf("the driver did not end within %v of its last step\n%s", quitWait+30*time.Second, r.stderr)
	}
	if said := r.stderr.String(); said != "" {
		t.Logf("driver: %s", said)
	}
	// The click on Deutsch switched the language: the F1 above was
	// pressed while the window was rebuilt in German.
	conf, _ := os.ReadFile(filepath.Join(dir, "config", "haventable", "settings.json"))
	if !strings.Contains(string(conf), `"`+prefLanguage+`":"de"`) {
		t.Errorf("the click on View › Language › Deutsch at 437,406 did not switch the language: settings %s", conf)
	}
}

// Where View's menu and its Language menu open (at 1024×600 and larger):
// parts of the screen each covers.
var (
	viewMenu     = image.Rect(110, 60, 220, 330)
	languageMenu = image.Rect(400, 385, 470, 425)
)

// differIn is the fraction of the pixels within r that differ between two
// frame buffers (1 when they cannot be compared).
func differIn(a, b []byte, r image.Rectangle) float64 {
	pa, w, h, ok := xwdPixels(a)
	pb, w2, h2, ok2 := xwdPixels(b)
	if !ok || !ok2 || w != w2 || h != h2 {
		return 1
	}
	r = r.Intersect(image.Rect(0, 0, w, h))
	n := 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			if i := 4 * (y*w + x); !bytes.Equal(pa[i:i+3], pb[i:i+3]) {
				n++
			}
		}
	}
	return float64(n) / float64(max(1, r.Dx()*r.Dy()))
}

// hexFill is the colour of an empty hex of the map: behind a dialog's
// shade there is none.
var hexFill = [3]byte{226, 214, 184}

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
