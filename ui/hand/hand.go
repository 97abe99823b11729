// Package hand is the hand screen: a character's own ability cards at the
// table. At a scenario's start the player picks the hand (the class's hand
// size, of cards of the character's level or lower); each round two cards
// (the leading one's initiative is the character's, which the round screen
// then shows); on the character's turn the top of one and the bottom of
// the other (or the default attack 2 and move 2); the active area with the
// use tracks, a short rest at the end of the round and a long rest. The
// screen reads the table (engine.Hand) and changes it only through actions
// (screen.Table.Do): every step is recorded and undone like any other.
//
// Embed it with
//
//	h := hand.New(env)
//	tab := h.Content()
//	h.Register(win.Canvas()) // Alt+1…9 pick a card, Alt+Enter take them, Alt+T/B/A/M play, Alt+R/L rest
package hand

import (
	"context"
	"fmt"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/campaign"
	"github.com/haventable/haventable/persistence/play"
	"github.com/haventable/haventable/ui/flow"
	"github.com/haventable/haventable/ui/screen"
)

// Screen is the hand screen.
type Screen struct {
	// OnAttack, when set, is told of the attack of a half just played
	// (engine.Scenario.CardAttack): the shell fills the attack panel
	// with it and offers its area template on the map.
	OnAttack func(character string, a engine.CardAttack)
	// OnTeleport, when set, is asked for the hex of a card's teleport
	// (To left empty): the shell shows the map, whose next click is it.
	OnTeleport func(t engine.TeleportForCard)

	env    *screen.Env
	stop   []func()
	closed bool // by Close: the packs' changes no longer redraw it

	who      *widget.Select
	ids      []string // the characters the choice lists, in its order
	selected string   // the character shown
	turnSeen string   // the figure whose turn last chose the character shown

	step    *widget.Label // what the player does now
	piles   *widget.Label
	status  *widget.Label // what the last action did, until the table changes
	body    *fyne.Container
	bar     *fyne.Container // the step's buttons
	scroll  *container.Scroll
	content fyne.CanvasObject

	// The pick in progress, before it is one action: the cards picked for
	// the hand, or the round's two (the leading one first); pickKey is the
	// table's state they were picked in (a change clears them).
	picks   []int
	pickKey string
	// cursor is the chosen card the turn's Alt+T, Alt+B, Alt+A and Alt+M
	// play (-1: the first not played).
	cursor    int
	statusKey string
	// targetPicks are the figures ticked as targets of the actions of the
	// halves played (by pickKey), for the turn targetKey names.
	targetPicks map[string][]string
	targetKey   string

	// classes caches what each character's class gives (classOf), until
	// the sheet or the packs change.
	classes map[string]classInfo
	// buttons are the step's buttons shown, by name (Button); made are
	// all made so far, kept to be shown again.
	buttons, made map[string]*widget.Button
	// views are the cards' widgets made, by what they show (view), kept
	// while they show: a redraw sets their buttons, it does not make them
	// again; seen are those the redraw in progress shows.
	views map[string]*cardView
	seen  map[string]bool
	// the parts of the body made once
	mustRest          *widget.Label
	activeHead        []fyne.CanvasObject
	activeNone        *widget.Label
	pileSep           fyne.CanvasObject
	inHand, disc, lst *widget.Label
	pileRows          []fyne.CanvasObject
}

// classInfo is what a character's class gives its hand: the class's deck
// (with the enhancements on the character's sheet), its hand size (0: the
// packs do not say), the character's level and its pool of cards (nil: a
// sheet without level-up picks, every card of its level or lower).
type classInfo struct {
	class string
	level int
	deck  []engine.ClassCard
	size  int
	found bool
	pool  []int
}

// New builds the hand screen on env and keeps it in step with the table.
func New(env *screen.Env) *Screen {
	tr := env.Tr
	s := &Screen{env: env, cursor: -1, classes: map[string]classInfo{}, buttons: map[string]*widget.Button{},
		made: map[string]*widget.Button{}, views: map[string]*cardView{}}
	s.mustRest = warning(tr.T("HandMustRest"))
	s.activeHead = []fyne.CanvasObject{widget.NewSeparator(), heading(tr.T("HandActiveArea"))}
	s.activeNone = widget.NewLabel(tr.T("HandActiveNone"))
	s.pileSep = widget.NewSeparator()
	var rows []fyne.CanvasObject
	s.inHand, rows = pileLine(tr.T("HandInHand"), rows)
	s.disc, rows = pileLine(tr.T("HandDiscarded"), rows)
	s.lst, s.pileRows = pileLine(tr.T("HandLost"), rows)
	s.who = screen.NewSelect(tr, nil, func(name string) {
		if i := slices.Index(s.who.Options, name); i >= 0 && i < len(s.ids) && s.ids[i] != s.selected {
			s.Select(s.ids[i])
		}
	})
	s.step = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	s.step.Wrapping = fyne.TextWrapWord
	s.piles = widget.NewLabel("")
	s.piles.Wrapping = fyne.TextWrapWord
	s.status = widget.NewLabel("")
	s.status.Wrapping = fyne.TextWrapWord
	s.body = container.NewVBox()
	s.bar = flow.New()
	s.scroll = container.NewVScroll(s.body)
	top := container.NewVBox(
		container.NewBorder(nil, nil, widget.NewLabel(tr.T("HandCharacter")), nil, s.who),
		s.step, s.piles)
	s.content = container.NewBorder(top, container.NewVBox(widget.NewSeparator(), s.bar, s.status), nil, nil, s.scroll)
	if env.Table != nil {
		s.stop = append(s.stop, env.Table.OnChange(func(c play.Change) {
			if c.Sheet || c.Parts == 0 {
				clear(s.classes) // a level, a class or a campaign changed
			}
		}))
		s.stop = append(s.stop, env.Table.OnChange(screen.RedrawOn(engine.PartRound|engine.PartFigures, s.Refresh)))
	}
	env.WatchPacks(func() {
		clear(s.classes)
		if !s.closed {
			s.Refresh()
		}
	})
	s.Refresh()
	return s
}

// Content returns the screen's canvas object.
func (s *Screen) Content() fyne.CanvasObject { return s.content }

// Close stops the screen following the table.
func (s *Screen) Close() {
	for _, stop := range s.stop {
		stop()
	}
	s.stop, s.closed = nil, true
}

// Selected is the character whose cards are shown.
func (s *Screen) Selected() string { return s.selected }

// Select shows character id's cards.
func (s *Screen) Select(id string) {
	if s.selected != id {
		s.selected = id
		s.picks, s.cursor = nil, -1
	}
	s.Refresh()
}

// Step is what the screen asks the player to do now.
func (s *Screen) Step() string { return s.step.Text }

// Piles is the line counting the character's cards.
func (s *Screen) Piles() string { return s.piles.Text }

// Status is what the last action did.
func (s *Screen) Status() string { return s.status.Text }

// Picks are the cards picked and not yet taken (the hand's, or the
// round's two, the leading one first).
func (s *Screen) Picks() []int { return slices.Clone(s.picks) }

// Button returns the step's button of the given name ("take", "choose",
// "long", "short", "redraw"), and whether it shows enabled.
func (s *Screen) Button(name string) (*widget.Button, bool) {
	b, ok := s.buttons[name]
	return b, ok && !b.Disabled()
}

func (s *Screen) scenario() *engine.Scenario {
	if s.env.Table == nil {
		return nil
	}
	return s.env.Table.Scenario()
}

// setStatus says what the action just done did, until the table changes.
func (s *Screen) setStatus(text string) {
	s.status.SetText(text)
	s.statusKey = s.tableKey()
}

// tableKey names the table as it stands (screen.Table.Key).
func (s *Screen) tableKey() string { return s.env.Table.Key() }

// classOf is what character f's class gives its hand: its class and level
// from its sheet in the campaign (a character without one is of the class
// its name says, at level 1), the class's deck and hand size from the data
// packs.
func (s *Screen) classOf(f engine.Figure) classInfo {
	if ci, ok := s.classes[f.ID]; ok {
		return ci
	}
	ci := classInfo{class: f.Name, level: 1}
	var sheet campaign.Character
	if sess := s.env.Table.Session(); f.Sheet != 0 && sess != nil && s.env.Store != nil {
		if c, err := s.env.Store.Character(context.Background(), sess.Campaign(), f.Sheet); err == nil {
			ci.class, ci.level, sheet = c.Class, max(c.Level, 1), c
		}
	}
	ci.deck, ci.size, ci.found = s.env.ClassDeck(ci.class)
	ci.pool = engine.CardPool(ci.deck, sheet.Picks)
	if deck, err := engine.EnhanceDeck(ci.deck, sheet.Enhancements); err == nil {
		ci.deck = deck // an enhancement on a card the packs lack: the cards as printed
	}
	s.classes[f.ID] = ci
	return ci
}

// characters are the live characters, in the scenario's order.
func characters(scn *engine.Scenario) []engine.Figure {
	var out []engine.Figure
	for _, f := range scn.Figures() {
		if f.Kind == engine.KindCharacter && f.Alive() {
			out = append(out, f)
		}
	}
	return out
}

// Refresh redraws the screen from the table.
func (s *Screen) Refresh() {
	tr := s.env.Tr
	scn := s.scenario()
	s.buttons = map[string]*widget.Button{}
	s.seen = map[string]bool{}
	defer s.forget()
	if s.status.Text != "" && s.statusKey != s.tableKey() {
		s.status.SetText("")
	}
	if scn == nil {
		s.ids, s.who.Options = nil, nil
		s.who.ClearSelected()
		s.who.Disable()
		s.show(tr.T("HandNoScenario"), "")
		return
	}
	chars := characters(scn)
	s.ids = make([]string, len(chars))
	names := make([]string, len(chars))
	for i, f := range chars {
		s.ids[i], names[i] = f.ID, screen.NameOf(scn, f.ID)
	}
	// the character whose turn starts is shown
	if active, _ := scn.Active(); active != s.turnSeen {
		s.turnSeen = active
		if slices.Contains(s.ids, active) && active != s.selected {
			s.selected, s.picks, s.cursor = active, nil, -1
		}
	}
	if !slices.Contains(s.ids, s.selected) {
		s.selected = ""
		if len(s.ids) > 0 {
			s.selected = s.ids[0]
		}
	}
	s.who.Options = names
	if i := slices.Index(s.ids, s.selected); i >= 0 {
		if s.who.SelectedIndex() != i || s.who.Selected != names[i] {
			s.who.SetSelectedIndex(i)
		}
		s.who.Enable()
	} else {
		s.who.ClearSelected()
		s.who.Disable()
		s.show(tr.T("HandNoCharacters"), "")
		return
	}
	f, _ := scn.Figure(s.selected)
	h, kept := scn.HandOf(f.ID)
	if !kept {
		s.refreshChoice(scn, f)
		return
	}
	s.refreshHand(scn, f, h)
}

// forget drops the cards' widgets the redraw did not show.
func (s *Screen) forget() {
	for k := range s.views {
		if !s.seen[k] {
			delete(s.views, k)
		}
	}
}

// setText sets l's text when it is another (a label set again is laid
// out again).
func setText(l *widget.Label, text string) {
	if l.Text != text {
		l.SetText(text)
	}
}

// show sets the step and the piles line and empties the rest, for a
// screen that has nothing to offer.
func (s *Screen) show(step, piles string) {
	setText(s.step, step)
	setText(s.piles, piles)
	s.setBody()
	s.setBar()
}

func (s *Screen) setBody(objs ...fyne.CanvasObject) {
	// Laid out, not refreshed whole: the cards' widgets kept from the
	// redraw before are as they were but for what was set on them (which
	// refreshed itself), and refreshing every label would shape all their
	// text again.
	s.body.Objects = objs
	s.body.Layout.Layout(objs, s.body.Size())
	// a card's wrapped lines are measured at the width the first layout
	// gave them: the scroll lays the body out again at the heights they
	// then need
	s.scroll.Refresh()
	canvas.Refresh(s.body)
}

func (s *Screen) setBar(objs ...fyne.CanvasObject) {
	s.bar.Objects = objs
	s.bar.Refresh()
}

// keepPicks clears the pick in progress when the table is no longer the
// one it was made on (key).
func (s *Screen) keepPicks(key string) {
	if key != s.pickKey {
		s.pickKey, s.picks, s.cursor = key, nil, -1
	}
}

// refreshChoice shows the choice of character f's hand: the class's cards
// of its level or lower, each to tick, and how many are ticked.
func (s *Screen) refreshChoice(scn *engine.Scenario, f engine.Figure) {
	tr := s.env.Tr
	name := screen.NameOf(scn, f.ID)
	s.keepPicks(fmt.Sprint("choice ", f.ID))
	ci := s.classOf(f)
	if !ci.found {
		s.show(tr.T("HandNoDeck", "Name", name, "Class", ci.class), tr.T("HandNoDeckHint"))
		return
	}
	cards := s.eligible(ci)
	if ci.size > 0 {
		setText(s.step, tr.N("HandChooseHand", ci.size, "Name", name, "N", ci.size, "Level", ci.level))
		setText(s.piles, tr.T("HandPicked", "Picked", len(s.picks), "Of", ci.size, "Cards", len(cards)))
	} else {
		setText(s.step, tr.T("HandChooseHandAny", "Name", name, "Level", ci.level))
		setText(s.piles, tr.T("HandPickedAny", "Picked", len(s.picks), "Cards", len(cards)))
	}
	objs := make([]fyne.CanvasObject, 0, len(cards))
	for i, c := range cards {
		n := c.Number
		v := s.view("take", f.ID, c, i+1, func(v *cardView) {
			v.check = widget.NewCheck(tr.T("HandTake"), func(bool) { s.togglePick(n) })
			v.box = cardBox(tr, c, i+1, v.check)
		})
		if on := slices.Contains(s.picks, n); v.check.Checked != on {
			do := v.check.OnChanged
			v.check.OnChanged = nil
			v.check.SetChecked(on)
			v.check.OnChanged = do
		}
		objs = append(objs, v.box)
	}
	s.setBody(cardGrid(objs)...)
	take := s.button("take", tr.T("HandTakeCards"), s.TakeHand)
	setEnabled(take, (ci.size == 0 || len(s.picks) == ci.size) && len(s.picks) > 0 && s.env.Table.Allows(engine.ChooseHand{Character: f.ID}))
	take.Importance = widget.HighImportance
	s.setBar(take)
}

// eligible are the cards of ci's deck the character may take: those of
// its pool, or without one those of its level or lower.
func (s *Screen) eligible(ci classInfo) []engine.ClassCard {
	var out []engine.ClassCard
	for _, c := range ci.deck {
		if ci.pool != nil && slices.Contains(ci.pool, c.Number) || ci.pool == nil && c.Level <= ci.level {
			out = append(out, c)
		}
	}
	return out
}

// button is the step's button of name (see Button), saying label: made
// the first time, kept from then on.
func (s *Screen) button(name, label string, do func()) *widget.Button {
	b, ok := s.made[name]
	if !ok {
		b = widget.NewButton(label, do)
		s.made[name] = b
	}
	if b.Text != label {
		b.SetText(label)
	}
	s.buttons[name] = b
	return b
}

// cardView is a card's widgets as a step shows it: the box, and the
// controls a redraw sets.
type cardView struct {
	box   fyne.CanvasObject
	check *widget.Check
	btn   *widget.Button // pick, lose, or mark a use
	end   *widget.Button
	role  *widget.Label
	play  [4]*widget.Button // top, attack 2, bottom, move 2
}

// view returns the widgets of card c at place in step kind of character
// id, made by build the first time they show.
func (s *Screen) view(kind, id string, c engine.ClassCard, place int, build func(*cardView)) *cardView {
	key := fmt.Sprint(kind, "|", id, "|", place, "|", c.Number, "|", c.Name)
	s.seen[key] = true
	if v, ok := s.views[key]; ok {
		return v
	}
	v := &cardView{}
	build(v)
	s.views[key] = v
	return v
}

// refreshHand shows a hand kept: its piles, the step of the round (two
// cards to choose, the turn's halves to play, a long rest's card to lose),
// the rests, the active area with the use tracks, and the piles' cards.
func (s *Screen) refreshHand(scn *engine.Scenario, f engine.Figure, h *engine.Hand) {
	tr := s.env.Tr
	name := screen.NameOf(scn, f.ID)
	p := h.Piles()
	setText(s.piles, tr.T("HandPiles", "Hand", p.Hand, "Discard", p.Discard, "Lost", p.Lost, "Active", len(h.Active)))
	in, set := scn.InitiativeOf(f.ID)
	active, _ := scn.Active()
	begun, inTurn := scn.RoundBegun(), active == f.ID
	longRest := set && in.LongRest
	mine := s.env.Table.Allows(engine.PlayHalf{Character: f.ID})
	var body, bar []fyne.CanvasObject
	switch {
	case longRest && inTurn:
		s.keepPicks(fmt.Sprint("long ", f.ID, scn.Round()))
		setText(s.step, tr.T("HandLongRestTurn", "Name", name))
		var objs []fyne.CanvasObject
		for i, n := range h.Discard {
			c, _ := h.Card(n)
			v := s.view("lose", f.ID, c, i+1, func(v *cardView) {
				v.btn = widget.NewButton(tr.T("HandLoseThis"), func() { s.RestLong(n) })
				v.box = cardBox(tr, c, i+1, v.btn)
			})
			setEnabled(v.btn, mine)
			objs = append(objs, v.box)
		}
		body = append(body, cardGrid(objs)...)
	case longRest:
		s.keepPicks(fmt.Sprint("long ", f.ID, scn.Round()))
		setText(s.step, tr.T("HandLongRestDeclared", "Name", name, "Initiative", engine.LongRestInitiative))
	case len(h.Chosen) == 2 && begun:
		s.keepPicks(fmt.Sprint("turn ", f.ID, scn.Round(), h.Chosen))
		body = append(body, s.turnCards(f.ID, h, inTurn && mine)...)
		if inTurn {
			body = append(body, s.offerRows(scn, f.ID, h, mine)...)
		}
		switch {
		case inTurn && len(h.Played) < 2:
			setText(s.step, tr.T("HandYourTurn", "Name", name))
		case len(h.Played) == 2:
			setText(s.step, tr.T("HandPlayedBoth", "Name", name))
		default:
			setText(s.step, tr.T("HandWaitTurn", "Name", name, "Initiative", in.Leading))
		}
	case !begun:
		// the round's two cards, chosen (and changed) until it begins
		s.keepPicks(fmt.Sprint("round ", f.ID, scn.Round(), h.Chosen))
		if len(s.picks) == 0 && len(h.Chosen) == 2 {
			s.picks = slices.Clone(h.Chosen)
		}
		setText(s.step, s.roundStep(scn, name, h))
		var objs []fyne.CanvasObject
		for i, n := range h.InHand {
			c, _ := h.Card(n)
			v := s.view("pick", f.ID, c, i+1, func(v *cardView) {
				v.btn = widget.NewButton(s.pickLabel(n), func() { s.pickCard(n) })
				v.box = cardBox(tr, c, i+1, v.btn)
			})
			if label := s.pickLabel(n); v.btn.Text != label {
				v.btn.SetText(label)
			}
			if want := pickImportance(slices.Contains(s.picks, n)); v.btn.Importance != want {
				v.btn.Importance = want
				v.btn.Refresh()
			}
			setEnabled(v.btn, mine)
			objs = append(objs, v.box)
		}
		body = append(body, cardGrid(objs)...)
		choose := s.button("choose", s.chooseLabel(h), s.ChooseCards)
		choose.Importance = widget.HighImportance
		setEnabled(choose, mine && len(s.picks) == 2 && !slices.Equal(s.picks, h.Chosen))
		long := s.button("long", tr.T("HandDeclareLongRest"), s.DeclareLongRest)
		setEnabled(long, mine && h.CanRest())
		bar = append(bar, choose, long)
	default:
		s.keepPicks(fmt.Sprint("none ", f.ID, scn.Round()))
		setText(s.step, tr.T("HandNoCardsThisRound", "Name", name))
	}
	// the short rest, at the end of the round, and its redraw
	if !longRest && h.CanRest() && !h.Rested && scn.ShortRestTime() && (begun || len(h.Chosen) == 0) {
		short := s.button("short", tr.T("HandShortRest"), s.RestShort)
		setEnabled(short, mine)
		bar = append(bar, short)
	}
	if h.Rested && !h.Redrawn && len(h.Lost) > 0 && h.Lost[len(h.Lost)-1] == h.RestLost {
		c, _ := h.Card(h.RestLost)
		redraw := s.button("redraw", tr.T("HandRedraw", "Card", c.Name), s.RestRedraw)
		setEnabled(redraw, mine)
		bar = append(bar, redraw)
	}
	drop := s.button("drop", tr.T("HandDrop"), s.AskDropHand)
	drop.Importance = widget.LowImportance
	setEnabled(drop, s.env.Table.Allows(engine.DropHand{Character: f.ID}))
	bar = append(bar, drop)
	if len(h.InHand) < 2 && h.CanRest() && !longRest && !h.Rested {
		body = append([]fyne.CanvasObject{s.mustRest}, body...)
	}
	body = append(body, s.activeArea(f.ID, h, mine)...)
	setText(s.inHand, cardNames(h, h.InHand))
	setText(s.disc, cardNames(h, h.Discard))
	setText(s.lst, cardNames(h, h.Lost))
	body = append(append(body, s.pileSep), s.pileRows...)
	s.setBody(body...)
	s.setBar(bar...)
}

// roundStep is the step of the round's card selection.
func (s *Screen) roundStep(scn *engine.Scenario, name string, h *engine.Hand) string {
	tr := s.env.Tr
	switch {
	case len(h.InHand) < 2 && h.CanRest():
		return tr.T("HandMustRestStep", "Name", name)
	case len(h.Chosen) == 2:
		lead, _ := h.Card(h.Chosen[0])
		second, _ := h.Card(h.Chosen[1])
		return tr.T("HandChosen", "Name", name, "Leading", lead.Name, "Initiative", lead.Initiative, "Second", second.Name)
	}
	return tr.T("HandChooseTwo", "Name", name, "Round", scn.Round())
}

// pickLabel is what card n's pick button says: its place in the pick.
func (s *Screen) pickLabel(n int) string {
	switch slices.Index(s.picks, n) {
	case 0:
		return s.env.Tr.T("HandPickedLeading")
	case 1:
		return s.env.Tr.T("HandPickedSecond")
	}
	return s.env.Tr.T("HandPick")
}

// pickImportance is how a card's pick button stands out: picked cards
// do.
func pickImportance(picked bool) widget.Importance {
	if picked {
		return widget.HighImportance
	}
	return widget.MediumImportance
}

// chooseLabel is what the button taking the two cards picked says.
func (s *Screen) chooseLabel(h *engine.Hand) string {
	if len(s.picks) == 2 {
		c, _ := h.Card(s.picks[0])
		return s.env.Tr.T("HandChooseThese", "Initiative", c.Initiative)
	}
	return s.env.Tr.T("HandChooseTwoButton")
}

// turnCards are the round's two cards with their halves to play on the
// character's turn (play on: the buttons enabled).
func (s *Screen) turnCards(id string, h *engine.Hand, play bool) []fyne.CanvasObject {
	tr := s.env.Tr
	var objs []fyne.CanvasObject
	cur := s.current(h)
	for i, n := range h.Chosen {
		c, _ := h.Card(n)
		playedCard := slices.ContainsFunc(h.Played, func(p engine.PlayedHalf) bool { return p.Number == n })
		halfPlayed := func(half string) bool {
			return slices.ContainsFunc(h.Played, func(p engine.PlayedHalf) bool { return p.Half == half })
		}
		open := func(half string) bool { return play && !playedCard && !halfPlayed(half) }
		v := s.view("turn", id, c, i+1, func(v *cardView) {
			mk := func(label string, half string, def bool) *widget.Button {
				return widget.NewButton(label, func() { s.PlayHalf(n, half, def) })
			}
			v.play = [4]*widget.Button{mk(tr.T("HandPlayTop"), engine.HalfTop, false), mk(tr.T("HandPlayAttack2"), engine.HalfTop, true),
				mk(tr.T("HandPlayBottom"), engine.HalfBottom, false), mk(tr.T("HandPlayMove2"), engine.HalfBottom, true)}
			v.role = widget.NewLabel("")
			v.box = turnBox(tr, c, i+1, v.role, [2][]fyne.CanvasObject{{v.play[0], v.play[1]}, {v.play[2], v.play[3]}})
		})
		for k, b := range v.play {
			half := engine.HalfTop
			if k >= 2 {
				half = engine.HalfBottom
			}
			setEnabled(b, open(half))
			want := widget.MediumImportance
			if k%2 == 0 && n == cur && play && !playedCard {
				want = widget.HighImportance
			}
			if b.Importance != want {
				b.Importance = want
				b.Refresh()
			}
		}
		setText(v.role, s.playedText(h, n, i))
		objs = append(objs, v.box)
	}
	return cardGrid(objs)
}

// playedText says what card n (the i-th chosen) is: leading or second, and
// the half played from it.
func (s *Screen) playedText(h *engine.Hand, n, i int) string {
	tr := s.env.Tr
	role := tr.T("HandPickedLeading")
	if i == 1 {
		role = tr.T("HandPickedSecond")
	}
	for _, p := range h.Played {
		if p.Number != n {
			continue
		}
		switch {
		case p.Default && p.Half == engine.HalfTop:
			return tr.T("HandPlayedAs", "Role", role, "What", tr.T("HandPlayAttack2"))
		case p.Default:
			return tr.T("HandPlayedAs", "Role", role, "What", tr.T("HandPlayMove2"))
		case p.Half == engine.HalfTop:
			return tr.T("HandPlayedAs", "Role", role, "What", tr.T("HandTop"))
		}
		return tr.T("HandPlayedAs", "Role", role, "What", tr.T("HandBottom"))
	}
	return role
}

// current is the chosen card the turn's keys play: the cursor's while it
// is not played, else the first chosen card not played (-1: none).
func (s *Screen) current(h *engine.Hand) int {
	played := func(n int) bool {
		return slices.ContainsFunc(h.Played, func(p engine.PlayedHalf) bool { return p.Number == n })
	}
	if s.cursor >= 0 && s.cursor < len(h.Chosen) && !played(h.Chosen[s.cursor]) {
		return h.Chosen[s.cursor]
	}
	for _, n := range h.Chosen {
		if !played(n) {
			return n
		}
	}
	return -1
}

// activeArea lists the cards in the active area with their use tracks: a
// use to mark (by the event it names) and the card to end.
func (s *Screen) activeArea(id string, h *engine.Hand, mine bool) []fyne.CanvasObject {
	tr := s.env.Tr
	objs := slices.Clone(s.activeHead)
	if len(h.Active) == 0 {
		return append(objs, s.activeNone)
	}
	for _, a := range h.Active {
		c, _ := h.Card(a.Number)
		half, _ := c.HalfOf(a.Half)
		var what string
		switch {
		case a.Uses > 0:
			what = tr.T("HandTrack", "Track", track(a.Used, a.Uses), "Used", a.Used, "Uses", a.Uses)
		case a.Round:
			what = tr.T("HandUntilRoundEnd")
		default:
			what = tr.T("HandUntilEnded")
		}
		if a.Shield > 0 {
			what += " · " + tr.T("HandShieldActive", "Shield", a.Shield)
		}
		n := a.Number
		v := s.view("active "+a.Half, id, c, 0, func(v *cardView) {
			var btns []fyne.CanvasObject
			if a.Uses > 0 {
				v.btn = widget.NewButton(tr.T("HandMarkUse"), nil)
				v.btn.OnTapped = func() { s.showEvents(n, v.btn) }
				btns = append(btns, v.btn)
			}
			v.end = widget.NewButton(tr.T("HandEndBonus"), func() { s.EndBonus(n) })
			btns = append(btns, v.end)
			text := widget.NewLabel(halfText(tr, half))
			text.Wrapping = fyne.TextWrapWord
			v.role = widget.NewLabel("")
			v.box = framed(container.NewVBox(
				container.NewBorder(nil, nil, nil, container.NewHBox(btns...), heading(c.Name)),
				text, v.role))
		})
		if v.btn != nil {
			setEnabled(v.btn, mine)
		}
		setEnabled(v.end, mine)
		setText(v.role, what)
		objs = append(objs, v.box)
	}
	return objs
}

// showEvents offers the events that mark a use of active card n's track,
// under button b.
func (s *Screen) showEvents(n int, b *widget.Button) {
	if s.env.Window == nil {
		return
	}
	items := make([]*fyne.MenuItem, len(engine.UseEvents))
	for i, e := range engine.UseEvents {
		items[i] = fyne.NewMenuItem(eventName(s.env.Tr, e), func() { s.UseBonus(n, e) })
	}
	pos := fyne.CurrentApp().Driver().AbsolutePositionForObject(b).AddXY(0, b.Size().Height)
	widget.ShowPopUpMenuAtPosition(fyne.NewMenu("", items...), s.env.Window.Canvas(), pos)
}

func setEnabled(w fyne.Disableable, on bool) {
	if on {
		w.Enable()
	} else {
		w.Disable()
	}
}

func heading(text string) *widget.Label {
	return widget.NewLabelWithStyle(text, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
}

func warning(text string) *widget.Label {
	l := widget.NewLabel(text)
	l.Wrapping = fyne.TextWrapWord
	l.Importance = widget.WarningImportance
	return l
}

// pileLine is a pile's line, its cards by name after its own ("Discarded:
// Spray, Drift"): the label of the names, and rows with the line added.
func pileLine(name string, rows []fyne.CanvasObject) (*widget.Label, []fyne.CanvasObject) {
	l := widget.NewLabel("")
	l.Wrapping = fyne.TextWrapWord
	return l, append(rows, container.NewBorder(nil, nil, heading(name), nil, l))
}
