package main

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/haventable/haventable/persistence"
)

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
	steps := filepath.Join(dir, "steps")
	// The driver script runs inside xvfb-run: it starts the program (this
	// test binary running main), waits for its window, then for each key
	// writes a line to $STEPS and waits for the test to answer on a fifo,
	// so that the test reads the frame buffer between keys.
	script := `
set -u
"$HV" &
app=$!
wid=""
for i in $(seq 1 150); do
  wid=$(xdotool search --name '^Haventable$' 2>/dev/null | head -n 1)
  [ -n "$wid" ] && break
  sleep 0.2
done
if [ -z "$wid" ]; then echo "no window" >&2; kill $app; exit 3; fi
xdotool windowactivate --sync "$wid" >/dev/null 2>&1 || xdotool windowfocus "$wid"
step() { echo "$1" >> "$STEPS"; read -r _ < "$ACK"; }
step start
for k in ctrl+z ctrl+y ctrl+z ctrl+shift+z F1 Escape ctrl+2 ctrl+3 ctrl+4 ctrl+1; do
  xdotool key --window "$wid" "$k" 2>/dev/null || xdotool key "$k"
  step "$k"
done
xdotool key ctrl+q
for i in $(seq 1 50); do kill -0 $app 2>/dev/null || exit 0; sleep 0.1; done
echo "ctrl+q did not quit" >&2
kill $app
exit 4
`
	ack := filepath.Join(dir, "ack")
	if err := exec.Command("mkfifo", ack).Run(); err != nil {
		t.Skipf("no mkfifo: %v", err)
	}
	cmd := exec.Command("xvfb-run", "-a", "-s", "-screen 0 1280x800x24 -fbdir "+fb, "bash", "-c", script)
	// The program is this test binary running main (see TestMain), with
	// its arguments in HAVENTABLE_ARGS.
	cmd.Env = append(os.Environ(), "HAVENTABLE_RUN_MAIN=1", "HAVENTABLE_ARGS=--db "+db+" --lang en",
		"HV="+os.Args[0], "STEPS="+steps, "ACK="+ack,
		"HOME="+dir, "XDG_CONFIG_HOME="+filepath.Join(dir, "config"))
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()

	var shots [][]byte
	seen := 0
	deadline := time.Now().Add(90 * time.Second)
	for seen < 11 {
		select {
		case err := <-done:
			t.Fatalf("the driver stopped after %d steps: %v\n%s", seen, err, stderr.String())
		default:
		}
		if time.Now().After(deadline) {
			cmd.Process.Kill()
			t.Fatalf("timed out after %d steps\n%s", seen, stderr.String())
		}
		b, _ := os.ReadFile(steps)
		lines := strings.Fields(string(b))
		if len(lines) <= seen {
			time.Sleep(50 * time.Millisecond)
			continue
		}
		shots = append(shots, settled(t, filepath.Join(fb, "Xvfb_screen0")))
		seen++
		f, err := os.OpenFile(ack, os.O_WRONLY, 0)
		if err != nil {
			t.Fatal(err)
		}
		fmt.Fprintln(f, "go")
		f.Close()
	}
	if err := <-done; err != nil {
		t.Fatalf("driver: %v\n%s", err, stderr.String())
	}

	// The keys pressed, in order: shots[i] is the screen after keys[i].
	keys := []string{"start", "Ctrl+Z", "Ctrl+Y", "Ctrl+Z", "Ctrl+Shift+Z", "F1", "Escape", "Ctrl+2", "Ctrl+3", "Ctrl+4", "Ctrl+1"}
	if out := os.Getenv("HAVENTABLE_WINDOW_SHOTS"); out != "" { // to look at them (XWD)
		for i, b := range shots {
			os.WriteFile(filepath.Join(out, fmt.Sprintf("%d.xwd", i)), b, 0o600)
		}
	}
	for _, c := range []struct {
		a, b int
		same bool
		what string
	}{
		{0, 1, false, "undid nothing visible (the start of the sample scenario)"},
		{0, 2, true, "did not redo the start"},
		{1, 3, true, "did not undo the start again"},
		{0, 4, true, "did not redo the start again"},
		{0, 5, false, "showed nothing (the shortcuts)"},
		{0, 6, true, "did not close the shortcuts"},
		{0, 7, false, "did not show the attack screen"},
		{7, 8, false, "did not show the campaign screen"},
		{8, 9, false, "did not show the card battle"},
		{0, 10, true, "did not show the map again"},
	} {
		d := differ(shots[c.a], shots[c.b])
		if (d < 0.001) != c.same {
			t.Errorf("%s %s: %.3f%% of the screen differs from after %s", keys[c.b], c.what, 100*d, keys[c.a])
		}
	}

	store, err := persistence.Open(db)
	if err != nil {
		t.Fatal(err)
	}
	defer store.Close()
	cs, err := store.Campaigns(context.Background())
	if err != nil || len(cs) != 1 {
		t.Fatalf("campaigns %v %v", cs, err)
	}
	tb, err := store.Table(context.Background(), cs[0].ID)
	if err != nil || tb.Cursor != 1 || tb.Last != 1 || tb.Scenario == nil {
		t.Fatalf("after undo, redo, undo, redo the table is at %d of %d (scenario %v): %v", tb.Cursor, tb.Last, tb.Scenario != nil, err)
	}
}

// settled returns the frame buffer once the window shows (the screen is
// not one colour) and it has stopped changing.
func settled(t *testing.T, path string) []byte {
	t.Helper()
	var last []byte
	for i := 0; i < 100; i++ {
		time.Sleep(150 * time.Millisecond)
		b, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		if last != nil && bytes.Equal(b, last) && !blank(b) {
			return b
		}
		last = b
	}
	return last
}

// blank reports whether the last half of a frame buffer (the pixels, past
// its header) is a single repeated byte: nothing drawn yet.
func blank(b []byte) bool {
	px := b[len(b)/2:]
	for _, c := range px {
		if c != px[0] {
			return false
		}
	}
	return true
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
