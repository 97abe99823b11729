package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
	"golang.org/x/text/language"
)

// TestShortcutsDialog: the help dialog lists the shell's shortcuts, each
// under its menu label with the keys to press, all in the regular font (a
// monospace label would make the app parse one more font).
func TestShortcutsDialog(t *testing.T) {
	s, w := newShell(t, Deps{})
	w.Resize(fyne.NewSize(1280, 800))
	s.showShortcuts()
	top := w.Canvas().Overlays().Top()
	if top == nil {
		t.Fatal("F1 showed no dialog")
	}
	got := texts(top)
	for _, want := range []string{"Undo\nCtrl+Z\n", "Redo\nCtrl+Shift+Z\n", "Keyboard shortcuts\nF1\n", "Quit\nCtrl+Q\n",
		"\nCtrl+5\n", "\nCtrl+Shift+R\n", "\nCtrl+I\n", "\nCtrl+D\n", "\nCtrl+Enter\n",
		// issue 40: Alt kept, plain Enter for Draw, the monster editor's keys
		"\nAlt+1\n", "Draw the attack\nEnter\n", "Save the monster type\nCtrl+S\n", "\nEsc\n"} {
		if !strings.Contains(got, want) {
			t.Errorf("dialog lacks %q:\n%s", want, got)
		}
	}
	for _, bad := range []string{"KP_Enter", "Return", "\n1\n"} {
		if strings.Contains(got, bad) {
			t.Errorf("dialog shows %q: a key not as printed on the keyboard:\n%s", bad, got)
		}
	}
	if n := strings.Count(got, "Apply the drawn attack\n"); n != 1 {
		t.Errorf("Apply the drawn attack listed %d times, want once (Return and keypad Enter are one key)", n)
	}
	var walk func(o fyne.CanvasObject)
	walk = func(o fyne.CanvasObject) {
		switch v := o.(type) {
		case *widget.Label:
			if v.TextStyle.Monospace {
				t.Errorf("label %q in monospace", v.Text)
			}
		case *fyne.Container:
			for _, c := range v.Objects {
				walk(c)
			}
		case *container.Scroll:
			walk(v.Content)
		case fyne.Widget:
			for _, c := range test.WidgetRenderer(v).Objects() {
				walk(c)
			}
		}
	}
	walk(top)
}

// The shortcuts dialog lists every shortcut of the window's table, in
// shortcutOrder, and every screen's own: nothing a key does is left out.
func TestShortcutsDialogListsEveryKey(t *testing.T) {
	s, w := newShell(t, Deps{})
	w.Resize(fyne.NewSize(1280, 800))
	all := s.shortcuts()
	if len(shortcutOrder) != len(all) {
		t.Errorf("shortcutOrder lists %d shortcuts, the table has %d", len(shortcutOrder), len(all))
	}
	for _, name := range shortcutOrder {
		if _, ok := all[name]; !ok {
			t.Errorf("shortcutOrder names %q, which the table lacks", name)
		}
	}
	s.showShortcuts()
	got := texts(w.Canvas().Overlays().Top())
	for _, v := range Views {
		for _, sc := range s.screenKeys(v) {
			if want := sc.Help + "\n" + keysText(s.tr, sc.Key) + "\n"; !strings.Contains(got, want) {
				t.Errorf("the dialog lacks %s's %q", v, want)
			}
		}
	}
}

// In German the keys are named as German keyboards print them.
func TestShortcutsDialogGerman(t *testing.T) {
	s, w := newShell(t, Deps{Language: language.German})
	w.Resize(fyne.NewSize(1280, 800))
	s.showShortcuts()
	got := texts(w.Canvas().Overlays().Top())
	for _, want := range []string{"\nStrg+Eingabe\n", "\nAlt+1\n", "\nStrg+Umschalt+Z\n"} {
		if !strings.Contains(got, want) {
			t.Errorf("dialog lacks %q:\n%s", want, got)
		}
	}
}

// Issue 40: after a change of language F1 shows the shortcuts at once: the
// rebuilt map has the keys, without a click on it first.
func TestF1AfterLanguageSwitch(t *testing.T) {
	s, w := newShell(t, Deps{})
	w.Resize(fyne.NewSize(1280, 800))
	if err := s.SetLanguage(language.German); err != nil {
		t.Fatal(err)
	}
	f := w.Canvas().Focused()
	if f == nil {
		t.Fatal("nothing has the keys after the change of language")
	}
	f.TypedKey(&fyne.KeyEvent{Name: fyne.KeyF1})
	if top := w.Canvas().Overlays().Top(); top == nil || !strings.Contains(texts(top), "Tastenkürzel") {
		t.Errorf("F1 after the change of language showed no shortcuts (focus on %T)", f)
	}
}

// Issue 40, item 11: F1 right after the start or a change of language
// shows the keys help at once, building no screen first (building them all
// kept the first F1 unanswered for seconds on a loaded machine); the
// sections of the screens not built yet are filled in afterwards, in the
// order of the tabs, and then list every screen's keys.
func TestF1AnswersBeforeBuildingScreens(t *testing.T) {
	for _, switched := range []bool{false, true} {
		s, w := newShell(t, Deps{})
		w.Resize(fyne.NewSize(1280, 800))
		if switched {
			if err := s.SetLanguage(language.German); err != nil {
				t.Fatal(err)
			}
		}
		var jobs []func()
		s.later = func(j ...func()) { jobs = append(jobs, j...) }
		w.Canvas().Focused().TypedKey(&fyne.KeyEvent{Name: fyne.KeyF1})
		top := w.Canvas().Overlays().Top()
		if top == nil {
			t.Fatalf("switched %v: F1 showed no dialog before the screens were built", switched)
		}
		for _, v := range Views[1:] {
			if s.built[v] {
				t.Errorf("switched %v: F1 built %s before showing the keys help", switched, v)
			}
		}
		if len(jobs) != len(Views)-1 {
			t.Fatalf("switched %v: %d screens left to fill in, want %d", switched, len(jobs), len(Views)-1)
		}
		for _, j := range jobs {
			j()
		}
		got := texts(top)
		for _, v := range Views {
			if !strings.Contains(got, s.viewTitle(v)+"\n") {
				t.Errorf("switched %v: the keys help lacks the section of %s", switched, v)
			}
			for _, sc := range s.screenKeys(v) {
				if want := sc.Help + "\n" + keysText(s.tr, sc.Key) + "\n"; !strings.Contains(got, want) {
					t.Errorf("switched %v: the keys help lacks %s's %q", switched, v, want)
				}
			}
		}
		if i, j := strings.Index(got, s.viewTitle(ViewAttack)+"\n"), strings.Index(got, s.viewTitle(ViewEditor)+"\n"); i < 0 || j < i {
			t.Errorf("switched %v: the sections are not in the tabs' order", switched)
		}
	}
}
