package ui

import (
	"context"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
	"path/filepath"
	"testing"

	"golang.org/x/text/language"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/persistence"
	"github.com/haventable/haventable/persistence/play"
)

// A scenario in progress whose monsters come from the data packs (not the
// built-in samples) opens, reopens and changes language without a false
// "no monster stats" dialog (issue 26, item 1).
func TestPackMonstersRaiseNoErrorAtStartRestartOrLanguage(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "c.db")
	store, err := persistence.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { store.Close() })
	c, err := store.CreateCampaign(ctx, "Test")
	if err != nil {
		t.Fatal(err)
	}
	sess, err := play.Open(ctx, store, c.ID)
	if err != nil {
		t.Fatal(err)
	}
	file := sample(t)
	if _, ok := engine.SampleMonsters["Ember Tyrant"]; ok {
		t.Fatal("the test needs a type the samples lack")
	}
	file.Monsters = file.Monsters[:1]
	file.Monsters[0].Type = "Ember Tyrant" // in the built-in data pack only
	table, err := store.MonsterTable(ctx, 1)
	if err != nil {
		t.Fatal(err)
	}
	scn, err := engine.LoadScenario(file, 1, 5, table)
	if err != nil {
		t.Fatal(err)
	}
	if err := sess.Start(ctx, scn); err != nil {
		t.Fatal(err)
	}
	check := func(when string, s *Shell) {
		t.Helper()
		if s.Env().ErrorShown() {
			top := s.win.Canvas().Overlays().Top()
			t.Errorf("%s: an error dialog is shown:\n%s", when, texts(top))
		}
		if _, ok := s.MapScreen().Model.Figure(engine.MonsterID("Ember Tyrant", file.Monsters[0].Standee)); !ok {
			t.Errorf("%s: the pack's monster is not on the map", when)
		}
	}
	s, _ := newShell(t, Deps{Store: store, Session: sess, Preview: sample(t)})
	check("start", s)
	if err := s.SetLanguage(language.German); err != nil {
		t.Fatal(err)
	}
	check("language switch", s)
	// A restart: the session read back from the store.
	again, err := play.Open(ctx, store, c.ID)
	if err != nil {
		t.Fatal(err)
	}
	s2, _ := newShell(t, Deps{Store: store, Session: again, Preview: sample(t)})
	check("restart", s2)
}

// A map whose monsters no data pack knows is still shown, and the dialog
// says so in the player's language, its icon inside its box, however small
// the window was when it opened (issue 26, item 1).
func TestUnknownMapMonstersAreToldInThePlayersLanguage(t *testing.T) {
	file := sample(t)
	file.Monsters = file.Monsters[:1]
	file.Monsters[0].Type = "Ghoul King"
	// As at a restart: the dialog opens before the window has its size.
	a := test.NewTempApp(t)
	w := a.NewWindow("")
	t.Cleanup(w.Close)
	w.Resize(fyne.NewSize(0, 0))
	s, err := New(a, w, Deps{Preview: file, Language: language.German})
	if err != nil {
		t.Fatal(err)
	}
	w.Resize(fyne.NewSize(1000, 700))
	if !s.Env().ErrorShown() {
		t.Fatal("no dialog names the unknown monsters")
	}
	top := w.Canvas().Overlays().Top()
	got := texts(top)
	if !strings.Contains(got, "Ghoul King") || !strings.Contains(got, "ohne sie gezeigt") || strings.Contains(got, "no monster stats") || strings.Contains(got, "set scenario") {
		t.Errorf("dialog in German:\n%s", got)
	}
	var icon, box fyne.CanvasObject
	walk(top, func(o fyne.CanvasObject) {
		switch x := o.(type) {
		case *widget.Icon:
			icon = o
		case *canvas.Image:
			if x.Resource == theme.ErrorIcon() {
				icon = o
			}
		}
	})
	pop := top.(*widget.PopUp)
	box = pop.Content
	if icon == nil {
		t.Fatal("the dialog has no error icon")
	}
	ip := fyne.CurrentApp().Driver().AbsolutePositionForObject(icon)
	bp := fyne.CurrentApp().Driver().AbsolutePositionForObject(box)
	t.Logf("icon %v %v box %v %v", ip, icon.Size(), bp, box.Size())
	pad := theme.Padding()
	bp = bp.SubtractXY(pad, pad)
	bs := box.Size().AddWidthHeight(2*pad, 2*pad)
	if bs.Height > 600 {
		t.Errorf("the dialog is %v tall in a window 700 tall", bs.Height)
	}
	if ip.X < bp.X || ip.Y < bp.Y || ip.X+icon.Size().Width > bp.X+bs.Width || ip.Y+icon.Size().Height > bp.Y+bs.Height {
		t.Errorf("the icon at %v (%v) is outside the dialog's box at %v (%v)", ip, icon.Size(), bp, bs)
	}
}

func walk(o fyne.CanvasObject, fn func(fyne.CanvasObject)) {
	fn(o)
	switch x := o.(type) {
	case *fyne.Container:
		for _, c := range x.Objects {
			walk(c, fn)
		}
	case fyne.Widget:
		if _, ok := x.(*widget.Icon); ok {
			return
		}
		for _, c := range test.WidgetRenderer(x).Objects() {
			walk(c, fn)
		}
	}
}
