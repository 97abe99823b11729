// Package field holds the app's text widgets: the text entry (Entry), a
// Fyne entry that lets the window's shortcuts through while it has the
// focus, and the status line (Status), whose text is never out of reach.
//
// Fyne's desktop driver gives a shortcut to the focused widget and to
// nothing else: a focused widget.Entry takes Ctrl+Z and Ctrl+Y for its own
// text undo and redo (even with nothing to undo) and drops the shortcuts it
// does not know (Ctrl+Shift+Z, Ctrl+1 ...). An Entry keeps undo and redo
// only while it holds unsaved text (typed since the program last set it);
// otherwise they, and every shortcut it has no use for, go to the window's
// canvas, where the shell registers the table's shortcuts.
package field

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/widget"
)

// Entry is a widget.Entry that passes the window's shortcuts on.
type Entry struct {
	widget.Entry
	saved string
	// OnFocusLost, when set, is called when the entry loses the keyboard
	// focus (the player tabbed or clicked away from it).
	OnFocusLost func()
	// OnEscape, when set, is called for Escape typed while the entry has
	// the focus (a dialog's Cancel), which the entry otherwise keeps.
	OnEscape func()
	// self is the widget the entry is part of (a spinner.Field, say), set
	// by ExtendBaseWidget: the window knows that widget, not the Entry
	// inside it, and finds its canvas by it.
	self fyne.Widget
}

// ExtendBaseWidget implements fyne.Widget's extension: w is the widget
// that embeds the entry (itself when it is a plain Entry).
func (e *Entry) ExtendBaseWidget(w fyne.Widget) {
	e.self = w
	e.Entry.ExtendBaseWidget(w)
}

// widget is what the window shows: the widget the entry is part of.
func (e *Entry) widget() fyne.CanvasObject {
	if e.self != nil {
		return e.self
	}
	return e
}

// TypedKey implements fyne.Focusable: Escape goes to OnEscape when set.
func (e *Entry) TypedKey(ev *fyne.KeyEvent) {
	if ev.Name == fyne.KeyEscape && e.OnEscape != nil {
		e.OnEscape()
		return
	}
	e.Entry.TypedKey(ev)
}

// FocusLost implements fyne.Focusable: it calls OnFocusLost.
func (e *Entry) FocusLost() {
	e.Entry.FocusLost()
	if e.OnFocusLost != nil {
		e.OnFocusLost()
	}
}

// NewEntry returns an empty single-line entry, as widget.NewEntry.
func NewEntry() *Entry {
	e := &Entry{}
	e.Wrapping = fyne.TextWrap(fyne.TextTruncateClip)
	e.ExtendBaseWidget(e)
	return e
}

// SetText sets the text, which counts as saved: until the player types,
// undo and redo are the window's.
func (e *Entry) SetText(text string) {
	e.saved = text
	e.Entry.SetText(text)
}

// Unsaved reports whether the entry holds text the player typed since the
// program last set it.
func (e *Entry) Unsaved() bool { return e.Text != e.saved }

// TypedShortcut handles a shortcut while the entry has the focus: the
// entry's own text shortcuts (copy, cut, paste, select all, moving and
// deleting by word), its undo and redo while it holds unsaved text; the
// canvas's otherwise.
func (e *Entry) TypedShortcut(s fyne.Shortcut) {
	if e.own(s) {
		e.Entry.TypedShortcut(s)
		return
	}
	if c := fyne.CurrentApp().Driver().CanvasForObject(e.widget()); c != nil {
		if sc, ok := c.(fyne.Shortcutable); ok {
			sc.TypedShortcut(s)
		}
	}
}

// own reports whether the entry acts on s itself.
func (e *Entry) own(s fyne.Shortcut) bool {
	switch s := s.(type) {
	case *fyne.ShortcutUndo, *fyne.ShortcutRedo:
		return e.Unsaved()
	case *desktop.CustomShortcut:
		switch s.KeyName {
		case fyne.KeyLeft, fyne.KeyRight, fyne.KeyUp, fyne.KeyDown, fyne.KeyHome, fyne.KeyEnd,
			fyne.KeyBackspace, fyne.KeyDelete:
			return true
		}
		return false
	}
	return true // copy, cut, paste, select all
}
