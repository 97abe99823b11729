package ui

import (
	"context"
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"golang.org/x/text/language"

	"github.com/haventable/haventable/persistence/play/soak"
)

// maxFrameSlowdown is how much slower a frame of the map may be drawn at
// the end of an evening than at its start (issue 30).
const maxFrameSlowdown = 1.20

// TestSoakMapFrame plays an evening at the table (package soak) in a
// window, the players' map window open beside it, and checks that a frame
// of the map is drawn as fast at the end as at the start. It runs with
// HAVENTABLE_SOAK set (2,000 steps; 20,000 with "full"): the persistence
// soak covers the store in every run.
func TestSoakMapFrame(t *testing.T) {
	mode := os.Getenv("HAVENTABLE_SOAK")
	if mode == "" {
		t.Skip("HAVENTABLE_SOAK is not set: the map's soak is not run")
	}
	n := 2000
	if mode == "full" {
		n = 20000
	}
	ctx := context.Background()
	dir := t.TempDir()
	tab, err := soak.Create(ctx, filepath.Join(dir, "evening.db"), 30)
	if err != nil {
		t.Fatal(err)
	}
	defer tab.Close()
	a := test.NewTempApp(t)
	_, mapWin := soakShell(t, a, tab)
	early := filepath.Join(dir, "early.db")
	for i := 1; i <= n; i++ {
		if _, err := tab.Step(ctx); err != nil {
			t.Fatalf("step %d: %v", i, err)
		}
		if i == 1000 {
			if err := tab.CopyTo(ctx, early); err != nil {
				t.Fatal(err)
			}
		}
	}
	// The start played again beside the end, a step and a frame each in
	// turn, so that the load of the moment weighs on both alike.
	e, err := soak.Resume(ctx, early, 30)
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	_, earlyWin := soakShell(t, a, e)
	var fe, ft []time.Duration
	for range 150 {
		for _, x := range []struct {
			tab    *soak.Table
			win    fyne.Window
			frames *[]time.Duration
		}{{e, earlyWin, &fe}, {tab, mapWin, &ft}} {
			if _, err := x.tab.Step(ctx); err != nil {
				t.Fatal(err)
			}
			start := time.Now()
			x.win.Canvas().Capture()
			*x.frames = append(*x.frames, time.Since(start))
		}
	}
	start, end := medianOf(fe), medianOf(ft)
	if ratio := float64(end) / float64(start); ratio > maxFrameSlowdown {
		t.Errorf("a frame of the map took %v after %d steps, %v after 1,000 (in turns): ×%.2f (at most ×%.2f)",
			end, n, start, ratio, maxFrameSlowdown)
	} else {
		t.Logf("a frame of the map: %v after 1,000 steps, %v after %d (in turns): ×%.2f", start, end, n, ratio)
	}
}

// soakShell is a main window on tab's campaign with the players' map
// window open (the map following the table).
func soakShell(t *testing.T, a fyne.App, tab *soak.Table) (*Shell, fyne.Window) {
	t.Helper()
	w := a.NewWindow("")
	s, err := New(a, w, Deps{Language: language.English, Store: tab.Store, Session: tab.Session})
	if err != nil {
		t.Fatal(err)
	}
	w.Resize(fyne.NewSize(1280, 800))
	mw := s.OpenMapWindow()
	mw.Canvas().Capture()
	return s, mw
}

func medianOf(ds []time.Duration) time.Duration {
	s := slices.Clone(ds)
	slices.Sort(s)
	return s[len(s)/2]
}
