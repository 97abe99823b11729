package main

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"testing"
	"time"
)

// The real-window tests run on machines shared with other builds, at a
// load of 15 to 40 at times: a key or a click may then take many seconds
// to be drawn, and one was seen lost (Escape left the keys help open, CI
// at load 15-20). So a step is waited for until the screen shows it, for
// at most stepWait; a step that can be done twice without harm (Escape,
// F1, Ctrl+1 to Ctrl+4, Ctrl+Q, opening a menu checked closed just
// before) is sent again when the screen has not shown it after
// resendAfter, then after twice as long, and so on; a step that toggles or
// takes back (a click on a figure, Ctrl+Z) is sent once. At a low load
// every step shows within a second: nothing is sent twice and nothing is
// waited for longer than before.
const (
	stepWait    = 90 * time.Second
	resendAfter = 8 * time.Second
	// lineWait bounds how long the driver script may take to send a step
	// and say so: giving the window the keyboard may take up to a minute.
	lineWait = 150 * time.Second
)

// stepper is the test's side of a driver script's steps: the script
// writes a line to the file steps after each step, then reads the test's
// answer from the fifo ack ("again": send that step again).
type stepper struct {
	t      *testing.T
	cmd    *exec.Cmd
	stderr fmt.Stringer
	done   chan error // the script's end
	steps  string
	ack    string
	frame  string // the screen's frame buffer (XWD)
	lines  int    // step lines read so far
}

// next waits for the script's next step line (for at most lineWait) and
// returns it.
func (s *stepper) next() string {
	s.t.Helper()
	end := time.Now().Add(lineWait)
	for {
		b, _ := os.ReadFile(s.steps)
		if f := strings.Fields(string(b)); len(f) > s.lines {
			s.lines++
			return f[s.lines-1]
		}
		select {
		case err := <-s.done:
			s.t.Fatalf("the driver stopped after %d step lines: %v\n%s", s.lines, err, s.stderr)
		default:
		}
		if time.Now().After(end) {
			s.cmd.Process.Kill()
			s.t.Fatalf("the driver wrote no step for %v after step line %d\n%s", lineWait, s.lines, s.stderr)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// answer answers the script's last step.
func (s *stepper) answer(reply string) {
	s.t.Helper()
	f, err := os.OpenFile(s.ack, os.O_WRONLY, 0)
	if err != nil {
		s.t.Fatal(err)
	}
	fmt.Fprintln(f, reply)
	f.Close()
}

// stepSeen is what the screen showed after a step: the last screen read,
// whether it showed the step done, how long after the step was first sent
// and how many times it was sent.
type stepSeen struct {
	Shot  []byte
	OK    bool
	Took  time.Duration
	Sends int
}

// await waits for the screen to show the step whose line was just read
// (shown says when it does) and, with settle, then to settle (a screen
// later ones are compared with), for at most stepWait;
// with again, it sends the step again while the screen does not show it
// (see resendAfter). what names the step in what it logs.
func (s *stepper) await(what string, shown func([]byte) bool, again, settle bool) stepSeen {
	s.t.Helper()
	start := time.Now()
	seen := stepSeen{Sends: 1}
	wait := resendAfter
	for {
		bound := stepWait - time.Since(start)
		if again && wait < bound {
			bound = wait
		}
		seen.Shot, seen.OK = awaitScreen(s.t, s.frame, shown, bound, settle)
		if seen.OK || !again || time.Since(start) >= stepWait {
			break
		}
		s.t.Logf("%s: not on the screen %v after it was sent (%d times): sent again", what, time.Since(start).Round(100*time.Millisecond), seen.Sends)
		s.answer("again")
		s.next()
		seen.Sends++
		wait *= 2
	}
	seen.Took = time.Since(start)
	if !seen.OK {
		s.t.Logf("%s: sent %d times, not on the screen after %v", what, seen.Sends, seen.Took.Round(100*time.Millisecond))
	} else if seen.Sends > 1 {
		s.t.Logf("%s: on the screen %v after it was first sent, sent %d times", what, seen.Took.Round(100*time.Millisecond), seen.Sends)
	}
	return seen
}

// awaitScreen reads the frame buffer at path until shown says it shows
// what is waited for, for at most bound, then, with settle, until it
// stops changing (the same picture in three reads). It returns the last
// screen read and whether shown held.
func awaitScreen(t *testing.T, path string, shown func([]byte) bool, bound time.Duration, settle bool) ([]byte, bool) {
	t.Helper()
	read := func() []byte {
		b, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		return b
	}
	var b []byte
	ok := false
	for end := time.Now().Add(bound); ; time.Sleep(50 * time.Millisecond) {
		if b = read(); shown(b) {
			ok = true
			break
		}
		if time.Now().After(end) {
			break
		}
	}
	for same := 0; settle && same < 2; {
		time.Sleep(150 * time.Millisecond)
		next := read()
		if bytes.Equal(next, b) {
			same++
		} else {
			same = 0
		}
		b = next
	}
	return b, ok
}

// screenIs says when a screen is as a step must leave it: changed from
// ref (change) or ref again; with no ref, the window drawn at all. The
// first screen alone is told drawn by its top left not being one colour:
// a later one may rightly leave it one colour (the players' window before
// any scenario: its words are in its middle, issue 40 item 13).
func screenIs(ref []byte, change bool) func([]byte) bool {
	if ref == nil {
		return drawn
	}
	return func(b []byte) bool { return changed(b, ref, change) }
}
