package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"

	"github.com/haventable/haventable/ui/battle"
	"github.com/haventable/haventable/ui/campaign"
)

// screenKey is one keyboard shortcut of a screen, active while it shows.
type screenKey struct {
	key         *desktop.CustomShortcut
	description string
	action      func()
}

// attackTab is the attack and decks screen.
func (s *Shell) attackTab() fyne.CanvasObject {
	return page(s.tr.T("ViewAttack"), s.tr.T("AttackPurpose"), s.notBuilt(s.tr.T("AttackNotBuilt")))
}

// campaignTab is the campaign screen: campaigns, party, characters,
// scenarios, notes, and starting or resuming a scenario.
func (s *Shell) campaignTab() fyne.CanvasObject {
	s.campaign = campaign.New(s.env, campaign.Options{
		Remember: func(id int64) {
			if s.deps.Prefs != nil {
				s.deps.Prefs.SetInt(PrefCampaign, int(id))
			}
		},
		OnResume: func() { s.Show(ViewMap) },
	})
	keys := []screenKey{}
	for _, k := range s.campaign.Shortcuts() {
		keys = append(keys, screenKey{k.Key, k.Description, k.Action})
	}
	s.keys[ViewCampaign] = keys
	return s.campaign.Content()
}

// battleTab is the card battle screen. It keeps its board (which has an undo
// history of its own) when the window is rebuilt in another language.
func (s *Shell) battleTab() fyne.CanvasObject {
	b, ok := s.battle.(*battle.Screen)
	if !ok || !b.CanUndo() {
		b = battle.New(s.env)
		b.OnChange(s.refreshUndoMenu)
		s.battle = b
	}
	keys := []screenKey{}
	for _, k := range b.Shortcuts() {
		keys = append(keys, screenKey{k.Shortcut, k.Name, k.Action})
	}
	s.keys[ViewBattle] = keys
	return b.Content()
}

// PrefCampaign is the preference key of the campaign opened last; main
// reads it at start.
const PrefCampaign = "campaign"

// activateKeys adds the shortcuts of the screen shown to the window and
// takes those of the others away (screens reuse keys such as Ctrl+S).
func (s *Shell) activateKeys() {
	c := s.win.Canvas()
	for _, k := range s.activeKeys {
		c.RemoveShortcut(k.key)
	}
	s.activeKeys = s.keys[s.view]
	for _, k := range s.activeKeys {
		c.AddShortcut(k.key, func(fyne.Shortcut) { k.action() })
	}
}
