package screen

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"
)

func TestNewShortcut(t *testing.T) {
	ran := 0
	sc := NewShortcut(fyne.KeyD, fyne.KeyModifierShortcutDefault|fyne.KeyModifierShift, "Draw", func() { ran++ })
	if sc.Key.KeyName != fyne.KeyD || sc.Key.Modifier != fyne.KeyModifierShortcutDefault|fyne.KeyModifierShift || sc.Help != "Draw" {
		t.Fatalf("shortcut %+v", sc)
	}
	sc.Do()
	if ran != 1 {
		t.Fatalf("Do ran the action %d times", ran)
	}
	if a, b := NewShortcut(fyne.KeyE, 0, "", nil), NewShortcut(fyne.KeyE, 0, "", nil); a.Key == b.Key {
		t.Error("two shortcuts share one key value")
	}
}

// AddShortcuts makes each shortcut run its Do on the canvas;
// RemoveShortcuts takes them off again.
func TestAddAndRemoveShortcuts(t *testing.T) {
	test.NewTempApp(t)
	w := test.NewWindow(nil)
	defer w.Close()
	ran := 0
	list := []Shortcut{NewShortcut(fyne.KeyK, fyne.KeyModifierShortcutDefault, "k", func() { ran++ })}
	press := func() {
		w.Canvas().(fyne.Shortcutable).TypedShortcut(&desktop.CustomShortcut{KeyName: fyne.KeyK, Modifier: fyne.KeyModifierShortcutDefault})
	}
	AddShortcuts(w.Canvas(), list)
	press()
	RemoveShortcuts(w.Canvas(), list)
	press()
	if ran != 1 {
		t.Errorf("the shortcut ran %d times, want once (added, then removed)", ran)
	}
}
