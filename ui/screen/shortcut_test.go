package screen

import (
	"testing"

	"fyne.io/fyne/v2"
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
