package main

import (
	"fmt"
	"os"
	"path/filepath"
	"time"

	"fyne.io/fyne/v2"

	"github.com/haventable/haventable/ui"
	"github.com/haventable/haventable/ui/spinner"
)

// In the program run by TestRealWindowRound (HAVENTABLE_ROUND_PROBE names
// a folder), the window tells where its first number field lies on the
// screen each time the test asks (the file "ask" in that folder), or with
// none shown, where the button lies that unfolds the round's compact bar:
// the answer, "X Y" of its middle or "none", goes to the file "entry".
func init() {
	dir := os.Getenv("HAVENTABLE_ROUND_PROBE")
	if dir == "" || os.Getenv("HAVENTABLE_RUN_MAIN") != "1" {
		return
	}
	windowShown = func(w fyne.Window, s *ui.Shell) { go answerEntry(w, s, dir) }
}

// answerEntry answers each question of the test (see init) until the
// program ends.
func answerEntry(w fyne.Window, s *ui.Shell, dir string) {
	ask := filepath.Join(dir, "ask")
	for {
		time.Sleep(50 * time.Millisecond)
		if _, err := os.Stat(ask); err != nil {
			continue
		}
		os.Remove(ask)
		answer := "none"
		fyne.DoAndWait(func() {
			size := w.Canvas().Size()
			in := func(at fyne.Position, sz fyne.Size) (int, int, bool) {
				x, y := at.X+sz.Width/2, at.Y+sz.Height/2
				return int(x), int(y), x > 0 && y > 0 && x < size.Width && y < size.Height
			}
			if f := firstField(w.Content()); f != nil {
				if x, y, ok := in(fyne.CurrentApp().Driver().AbsolutePositionForObject(f), f.Size()); ok {
					answer = fmt.Sprintf("%d %d", x, y)
					return
				}
			}
			unfold := s.Env().Tr.T("RoundShowAll")
			for _, c := range controlsUnder(w.Content(), false, nil) {
				if x, y, ok := in(fyne.NewPos(c.X, c.Y), fyne.NewSize(c.W, c.H)); ok && c.Kind == "button" && c.Text == unfold {
					answer = fmt.Sprintf("%d %d", x, y)
				}
			}
		})
		tmp := filepath.Join(dir, "entry.tmp")
		os.WriteFile(tmp, []byte(answer), 0o600)
		os.Rename(tmp, filepath.Join(dir, "entry"))
	}
}

// askEntry asks the program run with HAVENTABLE_ROUND_PROBE=dir where its
// first number field on the screen lies, or the button that shows it
// (answerEntry): "X Y", or "none".
func askEntry(dir string) string {
	answer := filepath.Join(dir, "entry")
	os.Remove(answer)
	os.WriteFile(filepath.Join(dir, "ask"), nil, 0o600)
	for end := time.Now().Add(20 * time.Second); time.Now().Before(end); time.Sleep(50 * time.Millisecond) {
		if b, err := os.ReadFile(answer); err == nil {
			return string(b)
		}
	}
	return "none"
}

// firstField is the first number field (an initiative's) shown under o.
func firstField(o fyne.CanvasObject) fyne.CanvasObject {
	if !o.Visible() {
		return nil
	}
	if f, ok := o.(*spinner.Field); ok {
		return f
	}
	for _, k := range children(o) {
		if f := firstField(k); f != nil {
			return f
		}
	}
	return nil
}
