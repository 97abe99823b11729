package screen

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
)

// Shortcut is one keyboard shortcut of a screen, for the shell to add to
// the main window while the screen shows and to list in its help.
type Shortcut struct {
	// Key is the key to press with its modifiers.
	Key *desktop.CustomShortcut
	// Help says what the shortcut does, in the user's language.
	Help string
	// Do is what it does.
	Do func()
}

// NewShortcut makes the shortcut that runs do on key pressed with the
// modifiers mod (fyne.KeyModifierShortcutDefault for Ctrl, Cmd on macOS);
// help says what it does, translated.
func NewShortcut(key fyne.KeyName, mod fyne.KeyModifier, help string, do func()) Shortcut {
	return Shortcut{Key: &desktop.CustomShortcut{KeyName: key, Modifier: mod}, Help: help, Do: do}
}

// AddShortcuts adds shortcuts to canvas c: each runs its Do.
func AddShortcuts(c fyne.Canvas, shortcuts []Shortcut) {
	for _, sc := range shortcuts {
		do := sc.Do
		c.AddShortcut(sc.Key, func(fyne.Shortcut) { do() })
	}
}

// RemoveShortcuts removes shortcuts from canvas c (as AddShortcuts added
// them).
func RemoveShortcuts(c fyne.Canvas, shortcuts []Shortcut) {
	for _, sc := range shortcuts {
		c.RemoveShortcut(sc.Key)
	}
}
