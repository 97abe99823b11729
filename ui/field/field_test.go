package field

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"
)

// The window's shortcuts reach the canvas from a focused entry, as the
// desktop driver delivers them (to the focused widget alone); the entry
// keeps undo while it holds text typed since the program set it.
func TestShortcutsPassToTheWindow(t *testing.T) {
	test.NewTempApp(t)
	e := NewEntry()
	e.SetText("10")
	w := test.NewWindow(e)
	defer w.Close()
	var got []string
	w.Canvas().AddShortcut(&fyne.ShortcutUndo{}, func(fyne.Shortcut) { got = append(got, "undo") })
	w.Canvas().AddShortcut(&fyne.ShortcutRedo{}, func(fyne.Shortcut) { got = append(got, "redo") })
	view := &desktop.CustomShortcut{KeyName: fyne.Key2, Modifier: fyne.KeyModifierShortcutDefault}
	w.Canvas().AddShortcut(view, func(fyne.Shortcut) { got = append(got, "view") })
	w.Canvas().Focus(e)
	key := func(s fyne.Shortcut) { w.Canvas().Focused().(fyne.Shortcutable).TypedShortcut(s) }

	key(&fyne.ShortcutUndo{})
	key(&fyne.ShortcutRedo{})
	key(view)
	if len(got) != 3 || got[0] != "undo" || got[1] != "redo" || got[2] != "view" || e.Text != "10" {
		t.Fatalf("with the text as set: the window got %v, the entry holds %q", got, e.Text)
	}
	got = nil
	test.Type(e, "5")
	if !e.Unsaved() {
		t.Fatal("text typed is not unsaved")
	}
	key(&fyne.ShortcutUndo{})
	if len(got) != 0 || e.Text != "10" || e.Unsaved() {
		t.Fatalf("Ctrl+Z with text typed: the window got %v, the entry holds %q", got, e.Text)
	}
	key(&fyne.ShortcutUndo{}) // nothing typed left: the window's
	if len(got) != 1 || got[0] != "undo" {
		t.Fatalf("a second Ctrl+Z: the window got %v", got)
	}
}

// outer is a widget built on an Entry, as spinner.Field is.
type outer struct{ Entry }

// The window finds a focused entry's canvas by the widget it shows, the
// one that embeds the Entry: asked for the Entry inside, Fyne's desktop
// driver finds no canvas and the shortcut was lost (Ctrl+S typed in a
// number field of the monster editor did not save). The test driver finds
// a canvas for anything, so this checks what is asked for.
func TestShortcutsFindTheWidgetsWindow(t *testing.T) {
	test.NewTempApp(t)
	o := &outer{}
	o.ExtendBaseWidget(o)
	if got := o.widget(); got != fyne.CanvasObject(o) {
		t.Errorf("an entry inside a widget asks for the canvas of %T, want the widget", got)
	}
	e := NewEntry()
	if got := e.widget(); got != fyne.CanvasObject(e) {
		t.Errorf("a plain entry asks for the canvas of %T", got)
	}
}
