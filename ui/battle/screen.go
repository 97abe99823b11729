// Package battle is the card-battle screen: the two players' cards with
// their exact strength and toughness, the form that puts cards on the board,
// the form that plays increase and decrease abilities (asking the player
// whenever the rules leave a choice), the phases of the turn and the
// outcome of the battle. It plays on the engine/battle package and keeps
// its own undo history; the battle is not part of the campaign's record.
package battle

import (
	"errors"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/widget"

	rules "github.com/haventable/haventable/engine/battle"
	"github.com/haventable/haventable/locales"
	"github.com/haventable/haventable/ui/flow"
	"github.com/haventable/haventable/ui/screen"
	"github.com/haventable/haventable/ui/spinner"
)

// Screen is the card-battle screen. Build it with New and show Content.
type Screen struct {
	env  *screen.Env
	tr   locales.Tr
	game *Game

	selected string  // id of the selected card, "" for none
	status   message // the status line; nil for none
	content  *fyne.Container

	turn                   *widget.Label
	phases                 []*widget.Label
	endPhase, undo, redo   *widget.Button
	clear                  *widget.Button
	sides                  [2]*sideView
	cards                  map[string]*cardWidget
	selLabel, selOngoing   *widget.Label
	tabs                   *container.AppTabs
	selection              *fyne.Container
	side                   *container.Scroll
	abilityTab             *container.TabItem
	battleBtn, discardBtn  *widget.Button
	outTotals              [2]*widget.Label
	outResult, statusLabel *widget.Label
	add                    addForm
	ab                     abilityForm
	question               *dialog.CustomDialog
	listeners              []func()
}

// message is a text of the status line, written in the language of the
// translator given, so that it can be written again in another.
type message func(tr locales.Tr) string

// text returns the message's text in tr's language ("" for none).
func (m message) text(tr locales.Tr) string {
	if m == nil {
		return ""
	}
	return m(tr)
}

// say shows m in the status line.
func (s *Screen) say(m message) {
	s.status = m
	s.statusLabel.SetText(m.text(s.tr))
}

// sideView is one player's half of the board.
type sideView struct {
	title                      *widget.Label
	battle, territory, discard *fyne.Container
	box                        *fyne.Container
}

// New builds the card-battle screen on env (Window for dialogs, Tr for
// every text; the battle uses neither Store nor Table). It starts with an
// empty board in the draw phase of turn 1.
func New(env *screen.Env) *Screen {
	s := &Screen{env: env, tr: env.Tr, game: NewGame(), cards: map[string]*cardWidget{}}
	s.build()
	s.refresh()
	return s
}

// Content returns the screen's widget tree.
func (s *Screen) Content() fyne.CanvasObject { return s.content }

// SetTranslator shows the screen in tr's language (after the user chose
// another one). Every text is written again from what the screen holds,
// and nothing else changes: the board with its phase, outcome and undo
// history, the selected card, what is chosen, typed and ticked in the
// forms, the status line, and a question waiting for an answer, which is
// asked again in the new language. Content stays the same object.
func (s *Screen) SetTranslator(tr locales.Tr) {
	asking := s.question != nil
	if asking {
		s.question.Hide() // the ability stays pending: it is asked again below
		s.question = nil
	}
	add, ab := s.add.state(), s.ab.state()
	tab, offset := s.tabs.SelectedIndex(), s.side.Offset
	s.tr = tr
	s.phases, s.cards = nil, map[string]*cardWidget{}
	s.add, s.ab = addForm{}, abilityForm{}
	s.build()
	s.tabs.SelectIndex(tab)
	s.refresh() // offers the targets the ability form restores
	s.add.restore(add)
	s.ab.restore(ab)
	s.side.Offset = offset
	s.side.Refresh()
	if asking {
		s.askPending()
	}
}

// Game returns the battle being played, for reading.
func (s *Screen) Game() *Game { return s.game }

// OnChange registers f, called after every change to the board (including
// undo and redo), for example to update the shell's Undo/Redo menu items.
func (s *Screen) OnChange(f func()) { s.listeners = append(s.listeners, f) }

// CanUndo reports whether Undo has something to take back.
func (s *Screen) CanUndo() bool { return s.game.CanUndo() }

// CanRedo reports whether Redo has something to apply again.
func (s *Screen) CanRedo() bool { return s.game.CanRedo() }

// Undo takes back the last change to the board (the shell's Ctrl+Z while
// this screen shows).
func (s *Screen) Undo() {
	s.hideQuestion()
	if ok, err := s.game.Undo(); err != nil {
		s.env.ShowError(s.tr.T("BattleErrorUndo"), err)
	} else if ok {
		s.status = func(tr locales.Tr) string { return tr.T("BattleStatusUndone") }
	}
	s.refresh()
}

// Redo applies the last undone change again (the shell's Ctrl+Shift+Z).
func (s *Screen) Redo() {
	s.hideQuestion()
	if ok, err := s.game.Redo(); err != nil {
		s.env.ShowError(s.tr.T("BattleErrorUndo"), err)
	} else if ok {
		s.status = func(tr locales.Tr) string { return tr.T("BattleStatusRedone") }
	}
	s.refresh()
}

// Shortcuts lists the screen's keyboard shortcuts: end the phase, play the
// ability of the form, add the card of the form, put the selected card in
// or out of battle. Undo and redo are the shell's (Undo, Redo).
func (s *Screen) Shortcuts() []screen.Shortcut {
	def := fyne.KeyModifierShortcutDefault
	return []screen.Shortcut{
		screen.NewShortcut(fyne.KeyE, def, s.tr.T("BattleEndPhase"), s.EndPhase),
		screen.NewShortcut(fyne.KeyReturn, def, s.tr.T("BattleApply"), s.Apply),
		screen.NewShortcut(fyne.KeyN, def|fyne.KeyModifierShift, s.tr.T("BattleAddCard"), s.AddCard),
		screen.NewShortcut(fyne.KeyB, def, s.tr.T("BattleToggleBattle"), s.ToggleBattle),
	}
}

// runShortcut runs the screen's shortcut that sc names, if any.
func (s *Screen) runShortcut(sc fyne.Shortcut) bool {
	if _, ok := sc.(*desktop.CustomShortcut); !ok {
		return false
	}
	for _, own := range s.Shortcuts() {
		if own.Key.ShortcutName() == sc.ShortcutName() {
			own.Do()
			return true
		}
	}
	return false
}

// Register adds the screen's shortcuts to canvas c.
func (s *Screen) Register(c fyne.Canvas) {
	screen.AddShortcuts(c, s.Shortcuts())
}

// Unregister removes the screen's shortcuts from canvas c.
func (s *Screen) Unregister(c fyne.Canvas) {
	screen.RemoveShortcuts(c, s.Shortcuts())
}

func (s *Screen) build() {
	tr := s.tr
	s.turn = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	phases := []fyne.CanvasObject{s.turn}
	for p := rules.PhaseDraw; p <= rules.PhaseDiscard; p++ {
		l := widget.NewLabel(phaseName(tr, p))
		s.phases = append(s.phases, l)
		phases = append(phases, l)
	}
	s.endPhase = widget.NewButton(tr.T("BattleEndPhase"), s.EndPhase)
	s.endPhase.Importance = widget.HighImportance
	s.undo = widget.NewButton(tr.T("BattleUndo"), s.Undo)
	s.redo = widget.NewButton(tr.T("BattleRedo"), s.Redo)
	s.clear = widget.NewButton(tr.T("BattleNewBattle"), s.confirmClear)
	// On one row while it fits, on more in a narrow window or a long
	// language (flow), so that the window need not be wider than a small
	// screen.
	top := flow.New(append(phases, s.endPhase, layout.NewSpacer(), s.undo, s.redo, s.clear)...)

	for i := range s.sides {
		s.sides[i] = s.newSide(rules.Player(i))
	}
	board := container.NewGridWithColumns(2,
		container.NewVScroll(s.sides[0].box), container.NewVScroll(s.sides[1].box))

	// The outcome's lines wrap: beside the forms' column they take the
	// board's width, not more.
	for i := range s.outTotals {
		s.outTotals[i] = widget.NewLabel("")
		s.outTotals[i].Wrapping = fyne.TextWrapWord
	}
	s.outResult = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	s.outResult.Wrapping = fyne.TextWrapWord
	s.statusLabel = widget.NewLabel("")
	s.statusLabel.Wrapping = fyne.TextWrapWord
	outcome := container.NewVBox(widget.NewSeparator(),
		container.NewBorder(nil, nil, widget.NewLabelWithStyle(tr.T("BattleOutcome"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}), nil, s.outResult),
		container.NewGridWithColumns(2, s.outTotals[0], s.outTotals[1]),
		s.statusLabel)

	s.selLabel = widget.NewLabel("")
	s.selLabel.Wrapping = fyne.TextWrapWord
	s.selOngoing = widget.NewLabel("")
	s.selOngoing.Wrapping = fyne.TextWrapWord
	s.selOngoing.Importance = widget.HighImportance
	s.battleBtn = widget.NewButton(tr.T("BattlePutInBattle"), s.ToggleBattle)
	s.discardBtn = widget.NewButton(tr.T("BattleDiscard"), s.confirmDiscard)
	s.selection = container.NewVBox(heading(tr.T("BattleSelected")), s.selLabel, s.selOngoing,
		container.NewGridWithColumns(2, s.battleBtn, s.discardBtn))

	s.abilityTab = container.NewTabItem(tr.T("BattleAbilityTitle"), container.NewPadded(s.ab.build(s)))
	s.tabs = container.NewAppTabs(
		container.NewTabItem(tr.T("BattleAddTitle"), container.NewPadded(s.add.build(s))),
		s.abilityTab)
	// The forms first, the selected card below them, in a column of the
	// whole height beside the board and the outcome: on a small screen
	// the forms show most of their fields at once.
	panel := container.NewVBox(s.tabs, widget.NewSeparator(), s.selection)
	s.side = container.NewVScroll(container.NewPadded(panel))
	s.side.SetMinSize(fyne.NewSize(400, 0))

	body := flow.NewBorder(nil, container.NewBorder(nil, nil, nil, s.side,
		container.NewBorder(nil, outcome, nil, nil, board)), top, widget.NewSeparator())
	if s.content == nil {
		s.content = container.NewStack(body)
	} else {
		s.content.Objects = []fyne.CanvasObject{body}
		s.content.Refresh()
	}
	s.ab.relayout = s.content.Refresh
}

func (s *Screen) newSide(p rules.Player) *sideView {
	tr := s.tr
	grid := func() *fyne.Container { return container.NewGridWrap(cardSize) }
	v := &sideView{
		title:     widget.NewLabelWithStyle(playerName(tr, p), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		battle:    grid(),
		territory: grid(),
		discard:   grid(),
	}
	v.title.Importance = widget.HighImportance
	v.box = container.NewVBox(v.title,
		heading(tr.T("BattleInBattle")), v.battle,
		heading(tr.T("BattleTerritory")), v.territory,
		heading(tr.T("BattleDiscardPile")), v.discard)
	return v
}

// heading is a section title.
func heading(text string) *widget.Label {
	return widget.NewLabelWithStyle(text, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
}

// refresh shows the board as the game has it.
func (s *Screen) refresh() {
	tr, b := s.tr, s.game.Board()
	s.turn.SetText(tr.T("BattleTurn", "Turn", b.Turn()))
	for i, l := range s.phases {
		cur := rules.Phase(i) == b.Phase()
		l.TextStyle.Bold = cur
		l.Importance = widget.MediumImportance
		if cur {
			l.Importance = widget.HighImportance
		}
		l.Refresh()
	}
	setEnabled(s.undo, s.game.CanUndo())
	setEnabled(s.redo, s.game.CanRedo())

	views := b.Cards()
	var lists [2][3][]fyne.CanvasObject
	seen := map[string]bool{}
	var targets []string
	for _, v := range views {
		seen[v.ID] = true
		w := s.cards[v.ID]
		if w == nil {
			w = newCardWidget(tr, s.selectCard)
			s.cards[v.ID] = w
		}
		var lines []string
		for _, a := range s.game.Ongoing(v.ID) {
			lines = append(lines, describe(tr, a))
		}
		w.set(v, lines, v.ID == s.selected)
		where := 1
		switch {
		case v.Discarded || !v.InPlay:
			where = 2
		case v.InBattle:
			where = 0
		}
		if v.InPlay {
			targets = append(targets, v.ID)
		}
		p := v.Owner
		if p != rules.Player2 {
			p = rules.Player1
		}
		lists[p][where] = append(lists[p][where], w)
	}
	for id := range s.cards {
		if !seen[id] {
			delete(s.cards, id)
		}
	}
	if !seen[s.selected] {
		s.selected = ""
	}
	for i, side := range s.sides {
		side.battle.Objects = lists[i][0]
		side.territory.Objects = lists[i][1]
		side.discard.Objects = lists[i][2]
		side.box.Refresh()
	}
	s.ab.setTargets(targets)
	s.refreshSelection()
	s.refreshOutcome()
	s.statusLabel.SetText(s.status.text(tr))
	for _, f := range s.listeners {
		f()
	}
}

func setEnabled(b *widget.Button, on bool) {
	if on {
		b.Enable()
	} else {
		b.Disable()
	}
}

func (s *Screen) refreshSelection() {
	tr := s.tr
	c, err := s.game.Board().Card(s.selected)
	if s.selected == "" || err != nil {
		s.selLabel.SetText(tr.T("BattleNoneSelected"))
		s.selOngoing.SetText("")
		s.selOngoing.Hide()
		s.side.Refresh()
		s.battleBtn.SetText(tr.T("BattlePutInBattle"))
		s.battleBtn.Disable()
		s.discardBtn.Disable()
		return
	}
	s.selLabel.SetText(tr.T("BattleSelectedCard", "Card", c.ID, "Kind", kindName(tr, c.Kind), "Player", playerName(tr, c.Owner)))
	var lines []string
	for _, a := range s.game.Ongoing(c.ID) {
		lines = append(lines, "• "+describe(tr, a))
	}
	if len(lines) > 0 {
		s.selOngoing.SetText(tr.T("BattleOngoingHeading") + "\n" + strings.Join(lines, "\n"))
		s.selOngoing.Show()
	} else {
		s.selOngoing.Hide()
	}
	s.side.Refresh()
	if c.InBattle {
		s.battleBtn.SetText(tr.T("BattleTakeOutOfBattle"))
	} else {
		s.battleBtn.SetText(tr.T("BattlePutInBattle"))
	}
	setEnabled(s.battleBtn, c.InPlay)
	setEnabled(s.discardBtn, c.InPlay)
}

func (s *Screen) refreshOutcome() {
	tr := s.tr
	o, err := s.game.Board().Outcome()
	if err != nil {
		for i := range s.outTotals {
			s.outTotals[i].Importance = widget.MediumImportance
			s.outTotals[i].SetText(tr.T("BattleTotalsNone", "Player", playerName(tr, rules.Player(i))))
		}
		s.outResult.SetText(tr.T("BattleNoBattle"))
		s.outResult.Importance = widget.MediumImportance
		s.outResult.Refresh()
		return
	}
	for i := range s.outTotals {
		p := rules.Player(i)
		args := []any{"Player", playerName(tr, p), "Strength", o.Strength[p].String(), "Toughness", o.Toughness[p].String()}
		if o.Defeated[p] {
			s.outTotals[i].Importance = widget.DangerImportance
			s.outTotals[i].SetText(tr.T("BattleTotalsDefeated", args...))
		} else {
			s.outTotals[i].Importance = widget.MediumImportance
			s.outTotals[i].SetText(tr.T("BattleTotals", args...))
		}
	}
	s.outResult.Importance = widget.HighImportance
	switch {
	case o.MutualDestruction():
		s.outResult.SetText(tr.T("BattleMutualDestruction"))
		s.outResult.Importance = widget.DangerImportance
	case o.Stalemate():
		s.outResult.SetText(tr.T("BattleStalemate"))
	default:
		w, _ := o.Winner()
		s.outResult.SetText(tr.T("BattleWins", "Player", playerName(tr, w), "Loser", playerName(tr, w.Opponent())))
	}
	s.outResult.Refresh()
}

// selectCard selects the card with the given id (or unselects it) and makes
// it the target of the ability form when it is in play.
func (s *Screen) selectCard(id string) {
	if s.selected == id {
		s.selected = ""
	} else {
		s.selected = id
		if c, err := s.game.Board().Card(id); err == nil && c.InPlay {
			s.ab.target.SetSelected(id)
			s.tabs.Select(s.abilityTab)
		}
	}
	s.refresh()
}

// Select selects the card with the given id, as tapping it does.
func (s *Screen) Select(id string) {
	if s.selected != id {
		s.selectCard(id)
	}
}

// ToggleBattle puts the selected card in battle or takes it out.
func (s *Screen) ToggleBattle() {
	c, err := s.game.Board().Card(s.selected)
	if s.selected == "" || err != nil {
		return
	}
	if err := s.game.SetInBattle(c.ID, !c.InBattle); err != nil {
		s.env.ShowError(s.tr.T("BattleErrorBattle"), err)
		return
	}
	if c.InBattle {
		s.status = func(tr locales.Tr) string { return tr.T("BattleStatusOutOfBattle", "Card", c.ID) }
	} else {
		s.status = func(tr locales.Tr) string { return tr.T("BattleStatusInBattle", "Card", c.ID) }
	}
	s.refresh()
}

func (s *Screen) confirmDiscard() {
	id := s.selected
	if id == "" {
		return
	}
	s.env.Confirm(s.tr.T("BattleDiscardTitle"), s.tr.T("BattleDiscardMessage", "Card", id), s.tr.T("BattleDiscard"), func() {
		s.change(s.tr.T("BattleErrorDiscard"), func() ([]string, error) { return s.game.Discard(id) })
	})
}

func (s *Screen) confirmClear() {
	s.env.Confirm(s.tr.T("BattleNewBattleTitle"), s.tr.T("BattleNewBattleMessage"), s.tr.T("BattleNewBattle"), func() {
		s.hideQuestion()
		s.game.Clear()
		s.selected = ""
		s.status = func(tr locales.Tr) string { return tr.T("BattleStatusNewBattle") }
		s.refresh()
	})
}

// EndPhase ends the phase: the ongoing abilities end and the changed
// values are reported in the status line.
func (s *Screen) EndPhase() {
	s.hideQuestion()
	from := s.game.Board().Phase()
	s.change("", func() ([]string, error) { return s.game.EndPhase(), nil })
	next, changed := s.game.Board().Phase(), s.status
	s.say(func(tr locales.Tr) string {
		return strings.TrimSpace(tr.T("BattleStatusPhaseEnded", "Phase", phaseName(tr, from),
			"Next", phaseName(tr, next)) + " " + changed.text(tr))
	})
}

// change runs f, which changes the board, and reports what changed: the
// cards whose values moved and the cards discarded. On error the board is
// unchanged and the error is shown under title.
func (s *Screen) change(title string, f func() ([]string, error)) bool {
	before := map[string]rules.CardView{}
	for _, c := range s.game.Board().Cards() {
		before[c.ID] = c
	}
	gone, err := f()
	if err != nil {
		s.env.ShowError(title, err)
		s.refresh()
		return false
	}
	var moved []valueChange
	for _, c := range s.game.Board().Cards() {
		old, ok := before[c.ID]
		if !ok || old.Discarded {
			continue
		}
		if !old.Strength.Equal(c.Strength) || !old.Toughness.Equal(c.Toughness) {
			moved = append(moved, valueChange{old, c})
		}
	}
	s.status = nil
	if len(moved) > 0 || len(gone) > 0 {
		s.status = func(tr locales.Tr) string { return changesText(tr, moved, gone) }
	}
	s.refresh()
	return true
}

// valueChange is a card before and after a change of its values.
type valueChange struct{ from, to rules.CardView }

// changesText says which cards' values moved and which cards were
// discarded.
func changesText(tr locales.Tr, moved []valueChange, gone []string) string {
	var parts []string
	for _, m := range moved {
		var changes []string
		if !m.from.Strength.Equal(m.to.Strength) {
			changes = append(changes, tr.T("BattleStatusStat", "Stat", tr.T("BattleStrength"), "From", m.from.Strength.String(), "To", m.to.Strength.String()))
		}
		if !m.from.Toughness.Equal(m.to.Toughness) {
			changes = append(changes, tr.T("BattleStatusStat", "Stat", tr.T("BattleToughness"), "From", m.from.Toughness.String(), "To", m.to.Toughness.String()))
		}
		parts = append(parts, tr.T("BattleStatusValues", "Card", m.to.ID, "Changes", strings.Join(changes, ", ")))
	}
	if len(gone) > 0 {
		parts = append(parts, tr.T("BattleStatusDiscarded", "Cards", strings.Join(gone, ", ")))
	}
	return strings.Join(parts, "; ")
}

// AddCard puts the card of the add form into play.
func (s *Screen) AddCard() {
	spec, err := s.add.spec(s.tr)
	if err != nil {
		s.env.ShowError(s.tr.T("BattleErrorAdd"), err)
		return
	}
	if c, err := s.game.Board().Card(spec.ID); err == nil && c.InPlay {
		s.env.ShowError(s.tr.T("BattleErrorAdd"), errors.New(s.tr.T("BattleErrorDuplicate", "Card", spec.ID)))
		return
	}
	if s.change(s.tr.T("BattleErrorAdd"), func() ([]string, error) { return s.game.Enter(spec) }) {
		if s.status == nil {
			s.say(func(tr locales.Tr) string { return tr.T("BattleStatusAdded", "Card", spec.ID) })
		}
		s.add.name.SetText("")
	}
}

// Apply plays the ability of the ability form on its target. When the rules
// leave a choice to the player, a dialog asks for it.
func (s *Screen) Apply() {
	a, err := s.ab.ability(s.tr)
	if err != nil {
		s.env.ShowError(s.tr.T("BattleErrorAbility"), err)
		return
	}
	s.play(func() ([]string, error) { return s.game.Play(a) })
}

// play runs an ability (a new one or an answer) and asks the pending
// question when the engine raises one.
func (s *Screen) play(f func() ([]string, error)) {
	var asked bool
	s.change(s.tr.T("BattleErrorAbility"), func() ([]string, error) {
		gone, err := f()
		var qe *rules.QuestionError
		if errors.As(err, &qe) {
			asked = true
			return nil, nil
		}
		return gone, err
	})
	if asked {
		s.askPending()
	}
}

// askPending shows the pending ability's question with one button per
// answer the rules allow and a cancel button that withdraws the ability.
func (s *Screen) askPending() {
	a, qs, ok := s.game.Pending()
	if !ok || len(qs) == 0 || s.env.Window == nil {
		return // without a window the ability stays pending, unanswered
	}
	tr := s.tr
	var texts []string
	for _, q := range qs {
		texts = append(texts, s.questionText(a, q))
	}
	text := widget.NewLabel(strings.Join(texts, "\n"))
	text.Wrapping = fyne.TextWrapWord
	d := dialog.NewCustomWithoutButtons(tr.T("BattleQuestionTitle"), text, s.env.Window)
	var buttons []fyne.CanvasObject
	for _, opt := range qs[0].Options {
		opt := opt
		b := widget.NewButton(answerName(tr, opt), func() {
			d.Hide()
			s.question = nil
			s.play(func() ([]string, error) {
				gone, err := s.game.Answer(opt)
				if err != nil && !errors.Is(err, rules.ErrAnswerMissing) {
					s.game.Withdraw() // refused: nothing was played and nothing waits
				}
				return gone, err
			})
		})
		b.Importance = widget.HighImportance
		buttons = append(buttons, b)
	}
	buttons = append(buttons, widget.NewButton(tr.T("BattleQuestionCancel"), func() {
		d.Hide()
		s.question = nil
		s.game.Withdraw()
		s.status = func(tr locales.Tr) string { return tr.T("BattleStatusWithdrawn") }
		s.refresh()
	}))
	d.SetButtons(buttons)
	d.Resize(fyne.NewSize(520, 0))
	s.question = d
	s.say(func(tr locales.Tr) string { return tr.T("BattleStatusAsking") })
	d.Show()
}

func (s *Screen) hideQuestion() {
	if s.question != nil {
		s.question.Hide()
		s.question = nil
		s.game.Withdraw()
	}
}

// questionText states a question with the numbers at stake.
func (s *Screen) questionText(a rules.Ability, q rules.Question) string {
	tr := s.tr
	switch q.Kind {
	case rules.LowerToValue:
		set, _ := a.(rules.Set)
		cur, _ := s.game.Board().Card(q.Target)
		var parts []string
		if q.Stats&rules.Strength != 0 {
			parts = append(parts, tr.T("BattleLowerStat", "Stat", tr.T("BattleStrength"), "From", cur.Strength.String(), "To", set.Strength.String()))
		}
		if q.Stats&rules.Toughness != 0 {
			parts = append(parts, tr.T("BattleLowerStat", "Stat", tr.T("BattleToughness"), "From", cur.Toughness.String(), "To", set.Toughness.String()))
		}
		return tr.T("BattleQuestionLower", "Card", q.Target, "Changes", strings.Join(parts, ", "))
	case rules.BonusOrIncrease:
		e, _ := a.(rules.Enhance)
		inc := ""
		if e.Increase != nil {
			inc = signed(e.Increase.Strength) + "/" + signed(e.Increase.Toughness)
		}
		return tr.T("BattleQuestionBonus", "Card", q.Target, "Own", signed(e.Strength)+"/"+signed(e.Toughness),
			"Bonus", signed(e.Strength.Mul(rules.Int(2)))+"/"+signed(e.Toughness.Mul(rules.Int(2))), "Increase", inc)
	}
	return q.String()
}

// answerName labels an answer's button.
func answerName(tr locales.Tr, a rules.Answer) string {
	switch a {
	case rules.Accept:
		return tr.T("BattleAnswerAccept")
	case rules.Decline:
		return tr.T("BattleAnswerDecline")
	case rules.ChooseIncrease:
		return tr.T("BattleAnswerIncrease")
	case rules.ChooseBonus:
		return tr.T("BattleAnswerBonus")
	}
	return a.String()
}

// parseValue reads a value field's exact value (an empty field is 0 where
// the field is Blank), naming the field in the error.
func parseValue(tr locales.Tr, name string, e *spinner.Field) (rules.Value, error) {
	r, err := e.Exact()
	if err != nil {
		return rules.Value{}, spinner.Named(tr, name, err)
	}
	return rules.ParseValue(r.RatString())
}

// parseCount reads a whole number of cards, naming the field in the
// error.
func parseCount(tr locales.Tr, name string, e *spinner.Field) (int, error) {
	n, err := e.Whole()
	if err != nil {
		return 0, spinner.Named(tr, name, err)
	}
	return n, nil
}
