package main

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"golang.org/x/text/language"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/locales"
	"github.com/haventable/haventable/persistence/share"
	"github.com/haventable/haventable/ui"
	"github.com/haventable/haventable/ui/figures"
)

// refusalProbe is what the program under TestRealWindowJoinedRefusal
// reports: the texts of the dialog its damage brought up.
type refusalProbe struct {
	Dialog string
	Why    string `json:",omitempty"`
}

// In the program run by TestRealWindowJoinedRefusal (HAVENTABLE_REFUSAL
// names a folder, HAVENTABLE_REFUSAL_FIGURE the character), the joined
// window damages a character the host's table has exhausted, as its
// figures list does, and reports the dialog that says why not.
func init() {
	dir := os.Getenv("HAVENTABLE_REFUSAL")
	if dir == "" || os.Getenv("HAVENTABLE_RUN_MAIN") != "1" {
		return
	}
	windowShown = func(w fyne.Window, s *ui.Shell) { go refuseInWindow(w, s, dir, os.Getenv("HAVENTABLE_REFUSAL_FIGURE")) }
}

func refuseInWindow(w fyne.Window, s *ui.Shell, dir, id string) {
	var p refusalProbe
	defer func() { writeProbe(dir, "refusal.json", p) }()
	waitResized(dir)
	// the window joined (main joins once the window shows) and took the
	// table with the character exhausted
	exhausted := false
	for i := 0; i < 300 && !exhausted; i++ {
		fyne.DoAndWait(func() {
			if s.Env().Table.Remote() == nil {
				return
			}
			if scn := s.Env().Table.Scenario(); scn != nil {
				f, ok := scn.Figure(id)
				exhausted = ok && f.State == engine.Exhausted
			}
		})
		time.Sleep(100 * time.Millisecond)
	}
	if !exhausted {
		p.Why = "the window never showed the host's table with " + id + " exhausted"
		return
	}
	time.Sleep(time.Second) // the window lays out the table
	fyne.DoAndWait(func() {
		fl := figures.New(s.Env())
		fl.Damage(id, 2)
		fl.Close()
	})
	// A joined window proposes off its UI goroutine (Table.DoThen): the
	// dialog comes once the host has answered.
	for i := 0; i < 200 && p.Dialog == ""; i++ {
		time.Sleep(100 * time.Millisecond)
		fyne.DoAndWait(func() { p.Dialog = floodTexts(w.Canvas().Overlays().Top()) })
	}
	time.Sleep(700 * time.Millisecond)
	shoot(dir, fmt.Sprintf("refusal-%s-%sx%s", os.Getenv("HAVENTABLE_REFUSAL_LANG"), os.Getenv("SW"), os.Getenv("SH")))
	dismiss(w, s.Translator().T("DialogClose"))
}

// TestRealWindowJoinedRefusal joins, in the real window under a virtual X
// server, a table this test hosts on 127.0.0.1 as the player of a
// character the host's table has exhausted; the window damages that
// character and its dialog says why the host's table refused, in the
// player's words and language (German at 1024×600, English at
// 1280×800; both languages at both sizes with HAVENTABLE_WINDOW_SHOTS,
// which keeps the pictures). Skipped without xvfb-run, xdotool and
// ImageMagick's import, and with -short.
func TestRealWindowJoinedRefusal(t *testing.T) {
	if testing.Short() {
		t.Skip("the real-window test is not run with -short")
	}
	for _, tool := range []string{"xvfb-run", "xdotool", "bash", "import"} {
		if _, err := exec.LookPath(tool); err != nil {
			t.Skipf("the real-window test needs %s (bash .ci/deps xvfb installs it): %v", tool, err)
		}
	}
	type run struct {
		lang   language.Tag
		sw, sh int
	}
	runs := []run{{language.German, 1024, 600}, {language.English, 1280, 800}}
	if os.Getenv("HAVENTABLE_WINDOW_SHOTS") != "" {
		runs = append(runs, run{language.English, 1024, 600}, run{language.German, 1280, 800})
	}
	for _, r := range runs {
		t.Run(fmt.Sprintf("%v-%dx%d", r.lang, r.sw, r.sh), func(t *testing.T) {
			tr, err := locales.New(r.lang)
			if err != nil {
				t.Fatal(err)
			}
			host, hero := hostExhausted(t)
			dir := t.TempDir()
			var p refusalProbe
			runProbed(t, dir, r.sw, r.sh, "refusal.json", &p,
				fmt.Sprintf("--db %s --lang %v --join %s --code %s --as %s", filepath.Join(dir, "own.db"), r.lang, host.Address(), host.Code(), hero),
				"HAVENTABLE_REFUSAL="+dir, "HAVENTABLE_REFUSAL_FIGURE="+hero, "HAVENTABLE_REFUSAL_LANG="+r.lang.String())
			if p.Why != "" {
				t.Fatal(p.Why)
			}
			if want := tr.T("JoinRefusedOutOfPlay"); !strings.Contains(p.Dialog, want) {
				t.Errorf("the dialog says %q, want %q", p.Dialog, want)
			}
			if strings.Contains(p.Dialog, "refused:") || strings.Contains(p.Dialog, "propose") {
				t.Errorf("the dialog shows the host's error text: %q", p.Dialog)
			}
		})
	}
}

// hostExhausted shares, on 127.0.0.1, a campaign with the sample scenario
// in progress whose first character is exhausted; every device asking is
// let in with the rights it asks for. It returns the host and that
// character's ID.
func hostExhausted(t *testing.T) (*share.Host, string) {
	t.Helper()
	ctx := context.Background()
	store, sess, hero := sampleCampaign(t, filepath.Join(t.TempDir(), "host.db"))
	t.Cleanup(func() { store.Close() })
	if _, err := sess.Do(ctx, engine.Exhaust{Character: hero}); err != nil {
		t.Fatal(err)
	}
	host, err := share.Share(ctx, share.HostOptions{Session: sess, Dir: t.TempDir(), Listen: "127.0.0.1:0",
		Admit: func(_ share.Request, suggested share.Rights) (share.Rights, bool) { return suggested, true }})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { host.Close() })
	return host, hero
}
