package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"github.com/haventable/haventable/hexgrid"
	"github.com/haventable/haventable/ui/field"

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
		q, _ := os.ReadFile(ask)
		os.Remove(ask)
		answer := "none"
		if len(q) > 0 {
			fyne.DoAndWait(func() { answer = answerQuestion(w, s, string(q)) })
			tmp := filepath.Join(dir, "entry.tmp")
			os.WriteFile(tmp, []byte(answer), 0o600)
			os.Rename(tmp, filepath.Join(dir, "entry"))
			continue
		}
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

// answerQuestion answers a question of the test other than where the
// first number field lies (askProbe):
//
//   - "button TEXT": the middle of the visible button saying TEXT, "X Y",
//     or with none shown, the button unfolding the round's compact bar;
//   - "whole TEXT": "whole" when every visible button saying TEXT shows
//     whole inside the window and every scroll container around it, else
//     "cut" (or "none": no such button);
//   - "hex Q R": the middle of that hex of the map on the screen;
//   - "figure ID": the middle of the hex that figure stands on;
//   - "tip": the lines of the map's tooltip (the figure hovered);
//   - "texts": every visible text of the window and of what lies over it
//     (a menu), one a line.
func answerQuestion(w fyne.Window, s *ui.Shell, q string) string {
	d := fyne.CurrentApp().Driver()
	size := w.Canvas().Size()
	verb, arg, _ := strings.Cut(q, " ")
	switch verb {
	case "button":
		unfold := s.Env().Tr.T("RoundShowAll")
		found := "none"
		for _, c := range controlsUnder(w.Content(), false, nil) {
			x, y := c.X+c.W/2, c.Y+c.H/2
			if c.Kind != "button" || x <= 0 || y <= 0 || x >= size.Width || y >= size.Height {
				continue
			}
			if c.Text == arg {
				return fmt.Sprintf("%d %d", int(x), int(y))
			}
			if c.Text == unfold {
				found = fmt.Sprintf("%d %d", int(x), int(y))
			}
		}
		return found
	case "whole":
		answer := "none"
		var walk func(o fyne.CanvasObject, clip [4]float32)
		walk = func(o fyne.CanvasObject, clip [4]float32) {
			if !o.Visible() {
				return
			}
			at, sz := d.AbsolutePositionForObject(o), o.Size()
			if b, ok := o.(*widget.Button); ok && b.Text == arg {
				if at.X >= clip[0]-0.5 && at.Y >= clip[1]-0.5 && at.X+sz.Width <= clip[2]+0.5 && at.Y+sz.Height <= clip[3]+0.5 {
					if answer == "none" {
						answer = "whole"
					}
				} else {
					answer = fmt.Sprintf("cut at %v,%v %vx%v in %v", at.X, at.Y, sz.Width, sz.Height, clip)
				}
				return
			}
			if _, ok := o.(*container.Scroll); ok {
				clip = [4]float32{max(clip[0], at.X), max(clip[1], at.Y), min(clip[2], at.X+sz.Width), min(clip[3], at.Y+sz.Height)}
			}
			for _, k := range children(o) {
				walk(k, clip)
			}
		}
		walk(w.Content(), [4]float32{0, 0, size.Width, size.Height})
		return answer
	case "hex":
		var h hexgrid.Hex
		if _, err := fmt.Sscan(arg, &h.Q, &h.R); err != nil {
			return "none"
		}
		v := s.MapScreen().View
		at := d.AbsolutePositionForObject(v).Add(v.PositionOf(h))
		return fmt.Sprintf("%d %d", int(at.X), int(at.Y))
	case "figure":
		scn := s.Env().Table.Scenario()
		if scn == nil {
			return "none"
		}
		f, ok := scn.Figure(arg)
		if !ok {
			return "none"
		}
		v := s.MapScreen().View
		at := d.AbsolutePositionForObject(v).Add(v.PositionOf(f.At))
		return fmt.Sprintf("%d %d", int(at.X), int(at.Y))
	case "tip":
		return strings.Join(s.MapScreen().View.Tooltip(), "\n")
	case "texts":
		objs := []fyne.CanvasObject{w.Content()}
		objs = append(objs, w.Canvas().Overlays().List()...)
		var out []string
		for _, o := range objs {
			out = append(out, textsUnder(o)...)
		}
		return strings.Join(out, "\n")
	}
	return "none"
}

// textsUnder are the visible texts under o: labels, status lines,
// buttons, canvas texts.
func textsUnder(o fyne.CanvasObject) []string {
	if o == nil || !o.Visible() {
		return nil
	}
	switch v := o.(type) {
	case *canvas.Text:
		return []string{v.Text}
	case *widget.Label:
		return []string{v.Text}
	case *field.Status:
		return []string{v.Text}
	case *widget.Button:
		return []string{v.Text}
	}
	var out []string
	for _, k := range children(o) {
		out = append(out, textsUnder(k)...)
	}
	return out
}

// askProbe asks the program run with HAVENTABLE_ROUND_PROBE=dir a question
// (answerQuestion) and returns its answer.
func askProbe(dir, q string) string {
	answer := filepath.Join(dir, "entry")
	os.Remove(answer)
	tmp := filepath.Join(dir, "ask.tmp")
	os.WriteFile(tmp, []byte(q), 0o600)
	os.Rename(tmp, filepath.Join(dir, "ask"))
	for end := time.Now().Add(stepWait); time.Now().Before(end); time.Sleep(50 * time.Millisecond) {
		if b, err := os.ReadFile(answer); err == nil {
			return string(b)
		}
	}
	return "none"
}

// askEntry asks the program run with HAVENTABLE_ROUND_PROBE=dir where its
// first number field on the screen lies, or the button that shows it
// (answerEntry): "X Y", or "none".
func askEntry(dir string) string {
	answer := filepath.Join(dir, "entry")
	os.Remove(answer)
	os.WriteFile(filepath.Join(dir, "ask"), nil, 0o600)
	for end := time.Now().Add(stepWait); time.Now().Before(end); time.Sleep(50 * time.Millisecond) {
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
