package campaign

import (
	"fyne.io/fyne/v2"

	"github.com/haventable/haventable/ui/screen"
)

// Shortcuts lists the screen's keyboard shortcuts, for the shell to add to
// the window while the screen is shown and to list in its help:
//
//	Ctrl+Shift+N  focus the new campaign's name
//	Ctrl+S        save the tab shown (party, character sheet or note)
//	Ctrl+R        resume the scenario in progress
//	Ctrl+Shift+E  export the open campaign
//	Ctrl+Shift+I  import a campaign
//
// (Cmd instead of Ctrl on macOS). A screen without a database has none.
func (s *Screen) Shortcuts() []screen.Shortcut {
	if s.env.Store == nil {
		return nil
	}
	tr := s.tr()
	def := fyne.KeyModifierShortcutDefault
	return []screen.Shortcut{
		screen.NewShortcut(fyne.KeyN, def|fyne.KeyModifierShift, tr.T("CampaignKeyNew"), s.focusNew),
		screen.NewShortcut(fyne.KeyS, def, tr.T("CampaignKeySave"), s.saveShown),
		screen.NewShortcut(fyne.KeyR, def, tr.T("CampaignKeyResume"), s.resume),
		screen.NewShortcut(fyne.KeyE, def|fyne.KeyModifierShift, tr.T("CampaignKeyExport"), s.exportDialog),
		screen.NewShortcut(fyne.KeyI, def|fyne.KeyModifierShift, tr.T("CampaignKeyImport"), s.importDialog),
	}
}

// Register adds the screen's shortcuts to canvas (the main window's).
func (s *Screen) Register(canvas fyne.Canvas) {
	for _, sc := range s.Shortcuts() {
		do := sc.Do
		canvas.AddShortcut(sc.Key, func(fyne.Shortcut) { do() })
	}
}

func (s *Screen) focusNew() {
	if s.env.Window != nil {
		s.env.Window.Canvas().Focus(s.newName)
	}
}

// saveShown saves what the tab shown edits.
func (s *Screen) saveShown() {
	if s.current == 0 || s.tabs == nil {
		return
	}
	tab := s.tabs.Selected()
	if tab == nil {
		return
	}
	switch tab.Text { // by name: a tab added between them moves the others on
	case s.tr().T("CampaignTabParty"):
		s.party.store()
	case s.tr().T("CampaignTabCharacters"):
		s.chars.store()
	case s.tr().T("CampaignTabNotes"):
		s.notes.store()
	}
}
