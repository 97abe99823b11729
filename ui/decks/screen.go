// Package decks is the deck screen: every character's attack modifier deck
// and the monster deck of the scenario in progress, each with its draw pile
// (face down), discard pile and removed cards, the buttons that add bless,
// curse and scenario cards, draw a card and end the scenario for the deck,
// and beside it the exact odds of the next attack drawn from it.
//
// Every change goes through env.Table.Do, so it is recorded and can be
// undone; the screen follows env.Table.OnChange.
package decks

import (
	"fmt"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/ui/screen"
)

// monsterKey is the key of the monster deck (character decks are keyed by
// their character's figure ID, never empty).
const monsterKey = ""

// noDeck is the current deck before there is one (no character ID starts
// with a NUL).
const noDeck = "\x00"

// Screen is the deck screen. Create it with New and show Content.
type Screen struct {
	env     *screen.Env
	panels  map[string]*panel
	order   []string
	list    *fyne.Container
	empty   *widget.Label
	content fyne.CanvasObject
	current string     // the deck the keyboard shortcuts act on
	loot    *lootPanel // the scenario's loot deck, after the decks when it has one

	// oddsShown, when set, is called on the UI goroutine after a panel's
	// odds were shown (tests wait on it).
	oddsShown func()
	// refreshing is set while refresh runs, which lays the list out once
	// at its end.
	refreshing bool
	// unlisten stops the screen following the table (Close); nil once it
	// has.
	unlisten func()
	// syncOdds computes every deck's odds on the UI goroutine (tests).
	syncOdds bool
	// toUI runs a function on the UI goroutine: fyne.Do, or in tests a
	// queue the test goroutine drains.
	toUI func(func())
}

// New builds the deck screen for env and subscribes it to the table's
// changes.
func New(env *screen.Env) *Screen {
	s := &Screen{env: env, panels: map[string]*panel{}, current: noDeck, toUI: fyne.Do}
	s.empty = widget.NewLabel(env.Tr.T("DecksNoScenario"))
	s.empty.Wrapping = fyne.TextWrapWord
	s.list = container.NewVBox()
	s.loot = newLootPanel(env.Tr)
	s.content = container.NewScroll(s.list)
	s.unlisten = env.Table.OnChange(screen.RedrawOn(engine.PartDecks|engine.PartFigures|engine.PartRound, s.refresh))
	s.refresh()
	return s
}

// Content is the screen's canvas object, to put in a tab or window.
func (s *Screen) Content() fyne.CanvasObject { return s.content }

// SetAttack points the odds at an attack being prepared: attacker is the
// figure ID of the attacker (a character, a summon or a monster: the odds
// are shown beside the deck its attacks draw from), a the attack as the
// attack panel would perform it, target the figure ID of the target ("" for
// no target). The attacker's strengthen and muddle give advantage and
// disadvantage, and a ranged attack on an adjacent target disadvantage, as
// the scenario's attack does. An unknown attacker is ignored, and so is
// every call once the screen is closed. The odds are computed again only
// when they change.
func (s *Screen) SetAttack(attacker string, a modifier.Attack, target string) {
	if s.unlisten == nil { // closed
		return
	}
	scn := s.env.Table.Scenario()
	if scn == nil {
		return
	}
	key, ok := scn.DeckOwnerOf(attacker)
	if !ok {
		return
	}
	p := s.panels[key]
	if p == nil {
		return
	}
	s.current = key
	p.setAttack(scn, attacker, a, target)
	s.markCurrent()
	s.relayout()
}

// deckFor returns the deck with the given key as it stands (a copy).
func deckFor(scn *engine.Scenario, key string) (modifier.DeckState, error) {
	if scn == nil {
		return modifier.DeckState{}, fmt.Errorf("deck: no scenario in progress")
	}
	d, ok := scn.Deck(key)
	if !ok {
		return modifier.DeckState{}, fmt.Errorf("deck of %q: no such character", key)
	}
	return d, nil
}

// Close stops the screen following the table (the table keeps its
// listeners, so a screen that is replaced should be closed).
func (s *Screen) Close() {
	if s.unlisten != nil {
		s.unlisten()
		s.unlisten = nil
	}
}

// refresh follows the scenario: one panel per deck, characters first in
// the scenario's order, then the monsters, then the allies if they have a
// deck of their own.
func (s *Screen) refresh() {
	if s.unlisten == nil { // closed
		return
	}
	scn := s.env.Table.Scenario()
	if scn == nil {
		s.order = nil
		s.panels = map[string]*panel{}
		s.list.Objects = []fyne.CanvasObject{s.empty}
		s.list.Refresh()
		return
	}
	var keys []string
	for _, f := range scn.Figures() {
		if f.Kind != engine.KindCharacter {
			continue
		}
		if _, ok := scn.Deck(f.ID); ok {
			keys = append(keys, f.ID)
		}
	}
	keys = append(keys, monsterKey)
	if scn.HasAllyDeck() {
		keys = append(keys, engine.AllyDeckKey)
	}
	changed := len(keys) != len(s.order) || scn.HasLootDeck() != slices.Contains(s.list.Objects, fyne.CanvasObject(s.loot.card))
	for i := range keys {
		if !changed && keys[i] != s.order[i] {
			changed = true
		}
	}
	if changed {
		panels := map[string]*panel{}
		objs := make([]fyne.CanvasObject, len(keys))
		for i, k := range keys {
			p := s.panels[k]
			if p == nil {
				p = newPanel(s, k)
			}
			panels[k] = p
			objs[i] = p.card
		}
		s.panels, s.order = panels, keys
		if scn.HasLootDeck() {
			objs = append(objs, s.loot.card)
		}
		s.list.Objects = objs
		if _, ok := panels[s.current]; !ok {
			s.current = keys[0]
		}
	}
	s.refreshing = true
	for _, k := range keys {
		s.panels[k].refresh(scn)
	}
	if scn.HasLootDeck() {
		s.loot.refresh(s.env.Tr, scn)
	}
	s.markCurrent()
	s.refreshing = false
	s.list.Refresh()
}

// relayout lays the screen out again after something was shown or hidden
// outside refresh.
func (s *Screen) relayout() {
	if !s.refreshing {
		s.list.Refresh()
	}
}

// markCurrent shows which deck the shortcuts act on.
func (s *Screen) markCurrent() {
	for k, p := range s.panels {
		p.setCurrent(k == s.current)
	}
}

// Shortcuts lists the screen's keyboard shortcuts. They act on the current
// deck (the one last used, or pointed at by SetAttack; marked with an
// arrow):
// Alt+D draws a card, Alt+B adds a bless, Alt+C a curse, Alt+N opens the
// card picker, Alt+Down and Alt+Up choose the next and previous deck.
func (s *Screen) Shortcuts() []screen.Shortcut {
	tr := s.env.Tr
	cur := func(f func(p *panel)) func() {
		return func() {
			if p := s.panels[s.current]; p != nil {
				f(p)
			}
		}
	}
	alt := fyne.KeyModifierAlt
	return []screen.Shortcut{
		screen.NewShortcut(fyne.KeyD, alt, tr.T("DecksKeyDraw"), cur((*panel).draw)),
		screen.NewShortcut(fyne.KeyB, alt, tr.T("DecksKeyBless"), cur((*panel).addBless)),
		screen.NewShortcut(fyne.KeyC, alt, tr.T("DecksKeyCurse"), cur((*panel).addCurse)),
		screen.NewShortcut(fyne.KeyN, alt, tr.T("DecksKeyAdd"), cur((*panel).showAddDialog)),
		screen.NewShortcut(fyne.KeyDown, alt, tr.T("DecksKeyNext"), func() { s.step(1) }),
		screen.NewShortcut(fyne.KeyUp, alt, tr.T("DecksKeyPrevious"), func() { s.step(-1) }),
	}
}

// Register adds the screen's shortcuts to a canvas (the shell calls it for
// the main window while the screen is shown).
func (s *Screen) Register(c fyne.Canvas) {
	screen.AddShortcuts(c, s.Shortcuts())
}

// Unregister removes the shortcuts Register added.
func (s *Screen) Unregister(c fyne.Canvas) {
	screen.RemoveShortcuts(c, s.Shortcuts())
}

// step makes the next (or previous) deck current.
func (s *Screen) step(by int) {
	if len(s.order) == 0 {
		return
	}
	i := 0
	for j, k := range s.order {
		if k == s.current {
			i = j
		}
	}
	i = (i + by + len(s.order)) % len(s.order)
	s.current = s.order[i]
	s.markCurrent()
	s.relayout()
}
