package ui

import (
	"context"
	"fmt"
	"path/filepath"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/engine/pack"
	"github.com/haventable/haventable/engine/scenariofile"
	"github.com/haventable/haventable/persistence"
	"github.com/haventable/haventable/ui/attack"
	"github.com/haventable/haventable/ui/battle"
	"github.com/haventable/haventable/ui/campaign"
	"github.com/haventable/haventable/ui/decks"
	"github.com/haventable/haventable/ui/editor"
	"github.com/haventable/haventable/ui/figures"
	"github.com/haventable/haventable/ui/hand"
	"github.com/haventable/haventable/ui/rooms"
	"github.com/haventable/haventable/ui/round"
	"github.com/haventable/haventable/ui/screen"
)

// attackTab is the attack and decks screen, in three parts each given the
// whole width: the attack panel (draw, then apply, target by target), every
// deck with the odds of the next attack, and the figures (hit points,
// conditions, active bonuses). The decks are built when their tab is first
// shown; from then on their odds follow the attack prepared in the panel.
func (s *Shell) attackTab() fyne.CanvasObject {
	panel := attack.New(s.env)
	s.attack = panel
	fl := figures.New(s.env)
	s.closers = append(s.closers, panel, fl)
	// Each part's shortcuts are active while it shows (the decks and the
	// figures both step through their lists with Alt+Up and Alt+Down).
	s.attackKeys = [][]screen.Shortcut{panel.Shortcuts(), nil, fl.Shortcuts()}
	s.keys[ViewAttack] = s.attackKeys[0]

	decksTab := container.NewTabItem(s.tr.T("TabDecks"), container.NewStack())
	var d *decks.Screen
	follow := func(attacker string, a modifier.Attack, targets []string) {
		if d == nil {
			return
		}
		target := ""
		if len(targets) > 0 {
			target = targets[0]
		}
		d.SetAttack(attacker, a, target)
	}
	panel.OnAttackChange(follow)
	buildDecks := func() {
		if d != nil {
			return
		}
		d = decks.New(s.env)
		s.closers = append(s.closers, d)
		s.attackKeys[1] = d.Shortcuts()
		decksTab.Content = d.Content()
		follow(panel.AttackerID(), panel.Attack(), panel.Targets())
	}

	// the characters' own ability cards (the hand screen), built with the
	// attack screen: the round's cards button shows it (showHand)
	hs := hand.New(s.env)
	hs.OnAttack = func(id string, a engine.CardAttack) { s.takeCardAttack(panel, id, a) }
	hs.OnTeleport = s.takeTeleport
	s.hand = hs
	s.closers = append(s.closers, hs)
	s.attackKeys = append(s.attackKeys, hs.Shortcuts())
	tabs := container.NewAppTabs(
		container.NewTabItem(s.tr.T("TabAttack"), panel.Content()),
		decksTab,
		container.NewTabItem(s.tr.T("TabFigures"), fl.Content()),
		container.NewTabItem(s.tr.T("TabHand"), hs.Content()),
	)
	s.attackTabs = tabs
	tabs.OnSelected = func(item *container.TabItem) {
		if item == decksTab && d == nil {
			buildDecks()
			tabs.Refresh()
		}
		s.keys[ViewAttack] = s.attackKeys[tabs.SelectedIndex()]
		if s.view == ViewAttack {
			s.activateKeys()
		}
	}
	return tabs
}

// mapTab is the map screen: the map with its toolbar and status line, and
// below it the round (initiatives, turn order, elements, end of round).
func (s *Shell) mapTab() fyne.CanvasObject {
	rc := round.New(s.env)
	s.round = rc
	rc.OnHand = s.showHand
	s.closers = append(s.closers, rc)
	s.keys[ViewMap] = rc.Shortcuts()
	s.roundPanel = rc.Content()
	if s.roundHidden {
		s.roundPanel.Hide()
	}
	// a scenario played without a map shows its rooms instead of the map
	rv := rooms.Over(s.env, s.mapScreen.Content(), func(id string) { _ = s.mapModel.Select(id) })
	s.closers = append(s.closers, rv)
	split := newMapSplit(rv.Content(), s.roundPanel)
	split.onCompact = rc.SetCompact
	split.folded = rc.Compact
	rc.OnFold = func(bool) { split.refold() }
	s.mapArea = split
	return split.Content()
}

// handTab is the place of the hand screen among the attack screen's parts.
const handTab = 3

// showHand shows character id's ability cards on the hand screen.
func (s *Shell) showHand(id string) {
	s.Show(ViewAttack)
	if s.attackTabs != nil {
		s.attackTabs.SelectIndex(handTab)
	}
	if s.hand != nil {
		s.hand.Select(id)
	}
}

// prefShowWaiting keeps the choice of View › Monsters in hidden rooms.
const prefShowWaiting = "showWaiting"

// ToggleWaiting shows or hides, dimmed on the main map, the monsters
// waiting in rooms not yet revealed (View › Monsters in hidden rooms); the
// choice is kept. The players' window never shows them.
func (s *Shell) ToggleWaiting() {
	if !s.seesHidden() {
		return
	}
	on := !s.mapModel.ShowsWaiting()
	s.mapModel.ShowWaiting(on)
	if s.deps.Prefs != nil {
		s.deps.Prefs.SetBool(prefShowWaiting, on)
	}
	s.win.SetMainMenu(s.mainMenu())
}

// prefRoundHidden keeps the choice of View › Round below the map.
const prefRoundHidden = "roundHidden"

// ToggleRound shows or hides the round below the map (View › Round below
// the map): hidden, the map takes the whole height, as on a small screen
// the players may want; the choice is kept.
func (s *Shell) ToggleRound() {
	s.roundHidden = !s.roundHidden
	if s.roundPanel != nil {
		if s.roundHidden {
			s.roundPanel.Hide()
		} else {
			s.roundPanel.Show()
		}
		s.mapArea.Refresh()
	}
	if s.deps.Prefs != nil {
		s.deps.Prefs.SetBool(prefRoundHidden, s.roundHidden)
	}
	s.win.SetMainMenu(s.mainMenu())
	if s.roundHidden {
		s.flash(s.tr.T("RoundPanelHidden"))
	} else {
		s.flash(s.tr.T("RoundPanelShown"))
	}
}

// mapSplit puts the map above the round and gives the map the room: the
// round gets what its rows need (a share of the height that grows less
// than the window does), the map the rest, until the player drags the
// divider; from then on the divider stays where it was put. In a short
// window (a 1024×600 screen's) the round folds into a compact bar below
// the map (round.Control.SetCompact), so that the map keeps at least half
// the height; unfolded, the round takes the room its rows need again. It
// is the layout of a container holding the split (a layout, not a widget
// of its own, so that the split stays Fyne's and keeps the keyboard focus
// paths).
type mapSplit struct {
	*container.Split
	// onCompact, when set, is told when the window becomes short (the
	// round folds) or tall again; folded tells whether the round is
	// folded into its bar.
	onCompact func(bool)
	folded    func() bool
	compact   bool
	set       float64 // the offset last set here
	moved     bool
}

// newMapSplit returns the container to show and its layout.
func newMapSplit(top, bottom fyne.CanvasObject) *mapSplit {
	m := &mapSplit{Split: container.NewVSplit(top, bottom)}
	m.Offset = mapOffset(600)
	m.set = m.Offset
	return m
}

// Content returns the container holding the split.
func (m *mapSplit) Content() fyne.CanvasObject { return container.New(m, m.Split) }

// mapOffset is the map's share of a height h: the round keeps between 210
// and 330 units, about a third of the height.
func mapOffset(h float32) float64 {
	if h <= 0 {
		return 0.6
	}
	panel := min(max(h*0.34, 210), 330)
	return float64(max(0.5, 1-panel/h))
}

// compactHeight is the height of the map screen's area below which the
// round folds into a compact bar: a window of about 700 units or less.
const compactHeight = 640

// unfoldedOffset is the map's share of a short window while the round is
// unfolded.
const unfoldedOffset = 0.4

// Layout implements fyne.Layout: the split fills the container, with the
// map's share for its height unless the player moved the divider.
func (m *mapSplit) Layout(_ []fyne.CanvasObject, size fyne.Size) {
	m.Resize(size)
}

// MinSize implements fyne.Layout.
func (m *mapSplit) MinSize(_ []fyne.CanvasObject) fyne.Size { return m.Split.MinSize() }

// Resize folds the round in a short window and lays it out whole in a
// tall one, and keeps the map's share for the new height, unless the
// player moved the divider.
func (m *mapSplit) Resize(size fyne.Size) {
	if compact := size.Height < compactHeight; compact != m.compact {
		m.compact, m.moved = compact, false
		if m.onCompact != nil {
			m.onCompact(compact)
		}
	} else if m.Offset != m.set {
		m.moved = true
	}
	if !m.moved {
		m.Offset = mapOffset(size.Height)
		switch {
		case m.compact && m.folded != nil && m.folded() && size.Height > 0:
			// the bar's height, the map the rest
			m.Offset = float64(max(0.5, 1-m.Trailing.MinSize().Height/size.Height))
		case m.compact:
			// unfolded to set the initiatives: the round's rows, down to
			// Draw ability cards, take the room for a while
			m.Offset = unfoldedOffset
		}
		m.set = m.Offset
	}
	m.Split.Resize(size)
	m.Split.Refresh()
}

// refold lays the split out again once the round folded or unfolded, as
// it asks.
func (m *mapSplit) refold() {
	m.moved = false
	m.Resize(m.Size())
}

// campaignTab is the campaign screen: campaigns, party, characters,
// scenarios, notes, and starting or resuming a scenario.
func (s *Shell) campaignTab() fyne.CanvasObject {
	s.campaign = campaign.New(s.env, campaign.Options{
		Remember: func(id int64) {
			if s.deps.Prefs != nil && s.deps.Store != nil {
				s.deps.Prefs.SetInt(PrefCampaignOf(s.deps.Store), int(id))
			}
		},
		OnResume: func() { s.Show(ViewMap) },
		OnDraw:   s.drawEntry,
	})
	s.keys[ViewCampaign] = s.campaign.Shortcuts()
	for _, o := range s.offered {
		s.campaign.OfferMap(o.file, filepath.Base(o.source))
	}
	return s.campaign.Content()
}

// battleTab is the card battle screen. It is built once: when the window
// is rebuilt in another language it keeps its board (which has an undo
// history of its own), forms and question, translated (see SetLanguage).
func (s *Shell) battleTab() fyne.CanvasObject {
	b, ok := s.battle.(*battle.Screen)
	if !ok {
		b = battle.New(s.env)
		b.OnChange(s.refreshUndoMenu)
		s.battle = b
	}
	s.keys[ViewBattle] = b.Shortcuts()
	return b.Content()
}

// editorTab is the scenario editor. Rebuilt in another language, it goes on
// with the same file and undo history (its Doc).
func (s *Shell) editorTab() fyne.CanvasObject {
	opts := editor.Options{
		Window:       s.win,
		ShowError:    s.env.ShowError,
		OnPlay:       func(f *scenariofile.File) { s.SetPreview(f, f.Title) },
		MonsterTypes: pack.MonsterNames(s.env.DataPacks()),
		Tiles:        func() []editor.Tile { return packTiles(s.env.DataPacks()) },
	}
	if s.deps.Store != nil {
		opts.SaveToPack = s.saveToPack
		opts.SaveTile = s.saveTileToPack
	}
	if s.editor != nil {
		opts.Doc = s.editor.Doc() // its file, undo and choices go on
	}
	ed := editor.New(s.tr, opts)
	ed.OnChange = s.refreshUndoMenu
	s.editor = ed
	return ed.Content()
}

// drawEntry opens the scenario editor on a new map for a data pack's
// scenario entry that has none (the campaign screen's Draw the map): named
// after it, its monster types first in the editor's list and listed per
// room beside the tools.
func (s *Shell) drawEntry(entry pack.Scenario) {
	s.Show(ViewEditor)
	if s.editor != nil {
		s.editor.StartEntry(entry.Title, campaign.EntryTypes(entry), campaign.DrawNote(s.tr, entry))
	}
}

// PrefCampaign is the preference key of the campaign opened last, of
// versions that kept one for every database; main carries it over to the
// first database opened (see PrefCampaignOf).
const PrefCampaign = "campaign"

// PrefCampaignOf is the preference key of the campaign opened last in
// database st. It is kept per database, keyed by the database's own
// identity, so that it follows the file when it is renamed or moved: a
// campaign ID means nothing in another database. (The window's size, the
// theme and the language stay the app's: they belong to the player at the
// computer, not to a campaign file.)
func PrefCampaignOf(st *persistence.Store) string {
	return PrefCampaign + "@" + st.Identity()
}

// activateKeys adds the shortcuts of the screen shown to the window and
// takes those of the others away (screens reuse keys such as Ctrl+S).
// While an error dialog is open they do nothing: the player reads it and
// closes it first, instead of piling up more failures behind it.
func (s *Shell) activateKeys() {
	c := s.win.Canvas()
	for _, k := range s.activeKeys {
		c.RemoveShortcut(k.Key)
	}
	s.activeKeys = s.keys[s.view]
	for _, k := range s.activeKeys {
		c.AddShortcut(k.Key, func(fyne.Shortcut) {
			if !s.env.ErrorShown() {
				k.Do()
			}
		})
	}
}

// saveToPack keeps scenario file f in the players' own data pack (the
// editor's Save into data pack), and offers it to start.
func (s *Shell) saveToPack(f *scenariofile.File) (string, error) {
	raw, err := f.Encode()
	if err != nil {
		return "", err
	}
	// The monster types are the map's own (they may come from other packs,
	// which a pack's list of monster types may not name).
	sp, err := s.deps.Store.SaveScenario(context.Background(), s.tr.T("PacksMine"),
		pack.Scenario{Title: f.Title, MapFile: raw})
	if err != nil {
		return "", err
	}
	s.env.ForgetPacks()
	if s.campaign != nil {
		s.campaign.OfferMap(f, sp.Name)
	}
	return sp.Name, nil
}

// packTiles are the map tiles of packs, each name once (the first pack's
// tile of a name: the players' own come first), for the editor's palette.
func packTiles(packs []*pack.Pack) []editor.Tile {
	var out []editor.Tile
	seen := map[string]bool{}
	for _, p := range packs {
		if p == nil {
			continue
		}
		for _, t := range p.Tiles {
			if !seen[t.Name] {
				seen[t.Name] = true
				out = append(out, editor.Tile{Name: t.Name, Hexes: t.HexList(), Back: t.Back, Outline: t.Outline})
			}
		}
	}
	return out
}

// saveTileToPack keeps map tile t in the players' own data pack (the
// editor's Save room as tile): the one made here that has a tile of its
// name (replaced), else the one the scenarios go into.
func (s *Shell) saveTileToPack(et editor.Tile) (string, error) {
	t := pack.Tile{Name: et.Name}
	for _, h := range et.Hexes {
		t.Hexes = append(t.Hexes, [2]int{h.Q, h.R})
	}
	holds := func(p *pack.Pack) bool {
		return slices.ContainsFunc(p.Tiles, func(x pack.Tile) bool { return x.Name == t.Name })
	}
	sp, err := s.deps.Store.EditPack(context.Background(), s.tr.T("PacksMine"), holds, func(p *pack.Pack) error {
		p.Tiles = slices.DeleteFunc(p.Tiles, func(x pack.Tile) bool { return x.Name == t.Name })
		p.Tiles = append(p.Tiles, t)
		return nil
	})
	if err != nil {
		return "", fmt.Errorf("save tile %q: %w", t.Name, err)
	}
	s.env.ForgetPacks()
	return sp.Name, nil
}

// RoundCompact reports whether the round is folded into its compact bar
// below the map (a short window).
func (s *Shell) RoundCompact() bool { return s.round != nil && s.round.Compact() }
