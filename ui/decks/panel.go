package decks

import (
	"image/color"
	"reflect"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/locales"
	"github.com/haventable/haventable/ui/cards"
	"github.com/haventable/haventable/ui/screen"
	"github.com/haventable/haventable/ui/spinner"
)

// noTargetHP stands for "no target": hit points no attack reaches, so that
// the chart shows the damage dealt.
const noTargetHP = 1000

// oddsWidth is the width of the attack's controls beside the odds chart.
const oddsWidth = 340

// panel shows one deck with its actions and its odds.
type panel struct {
	s   *Screen
	key string

	card         *widget.Card
	heading      *widget.Label
	marker       *widget.Icon
	counts       *widget.Label
	shuffle      *widget.Label
	pile         *pileBack
	discard      *fyne.Container
	discardEmpty *widget.Label
	removed      *fyne.Container
	removedBox   *fyne.Container
	inPlay       *fyne.Container // the cards of an attack drawn, not yet applied
	inPlayBox    *fyne.Container
	drawnRow     *fyne.Container // the cards last drawn by hand
	drawnBox     *fyne.Container
	bless, curse *widget.Button
	add, draw2   *widget.Button
	end          *widget.Button

	value, pierce *spinner.Spinner
	adv, dis      *widget.Check
	target        *widget.Select
	targetIDs     map[string]string // option text → figure ID
	targetID      string            // "" for no target
	attacker      string            // the figure attacking; "" for the deck's owner
	attackerNote  *widget.Label
	mods          []modifier.Adjustment // the attacker's own, from SetAttack
	ranged        bool
	chart         *chart
	expected      *widget.Label
	kill          *widget.Label
	status        *widget.Label

	title    string
	current  bool
	gen      int
	drawn    []modifier.Card // drawn by hand: one card, or a rolling chain
	drawnAt  [3]int          // the deck's counts just after the last was drawn
	dist     *modifier.Distribution
	distErr  error
	computed *oddsInput // what the odds shown (or being computed) are of
	quiet    bool       // controls being set by code: no recompute
	lastSide engine.Side

	imbue      *widget.Select // the monster deck's imbuement, where the rules have it
	imbueBox   *fyne.Container
	imbueQuiet bool // the choice being set by code: no action
}

func newPanel(s *Screen, key string) *panel {
	tr := s.env.Tr
	p := &panel{s: s, key: key, targetIDs: map[string]string{}}
	p.counts = widget.NewLabel("")
	p.shuffle = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	p.shuffle.Importance = widget.WarningImportance
	p.pile = newPileBack()
	p.discard = container.New(fanLayout{fyne.NewSize(64, 48)})
	p.discardEmpty = widget.NewLabel(tr.T("DecksEmpty"))
	p.discardEmpty.Importance = widget.LowImportance
	p.removed = container.New(fanLayout{fyne.NewSize(64, 48)})
	p.removedBox = container.NewVBox(caption(tr.T("DecksRemoved")), p.removed)
	p.inPlay = container.New(fanLayout{fyne.NewSize(64, 48)})
	p.inPlayBox = container.NewVBox(caption(tr.T("DecksInPlay")), p.inPlay)
	p.drawnRow = container.NewHBox()
	p.drawnBox = container.NewVBox(caption(tr.T("DecksLastDrawn")), p.drawnRow)

	p.bless = widget.NewButtonWithIcon("", theme.ContentAddIcon(), p.addBless)
	p.curse = widget.NewButtonWithIcon("", theme.ContentAddIcon(), p.addCurse)
	p.add = widget.NewButtonWithIcon(tr.T("DecksAddCard"), theme.ContentAddIcon(), p.showAddDialog)
	p.draw2 = widget.NewButtonWithIcon(tr.T("DecksDraw"), theme.MoveDownIcon(), p.draw)
	p.draw2.Importance = widget.HighImportance
	p.end = widget.NewButtonWithIcon(tr.T("DecksEndScenario"), theme.MediaStopIcon(), p.confirmEnd)

	p.value = spinner.NewEntry(tr, 0, modifier.MaxValue, 3)
	p.value.OnChanged = func(int) { p.controlsChanged() }
	p.pierce = spinner.NewEntry(tr, 0, modifier.MaxValue, 0)
	p.pierce.OnChanged = func(int) { p.controlsChanged() }
	p.adv = widget.NewCheck(tr.T("DecksAdvantage"), func(bool) { p.controlsChanged() })
	p.dis = widget.NewCheck(tr.T("DecksDisadvantage"), func(bool) { p.controlsChanged() })
	p.target = screen.NewSelect(tr, nil, func(opt string) {
		if p.quiet {
			return
		}
		p.targetID = p.targetIDs[opt]
		p.controlsChanged()
	})
	p.attackerNote = widget.NewLabelWithStyle(tr.T("DecksOddsTitle"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	p.attackerNote.Truncation = fyne.TextTruncateEllipsis
	p.chart = newChart()
	p.expected = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	p.kill = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	p.kill.Importance = widget.DangerImportance // the colour of the killing bars
	p.status = widget.NewLabel("")
	p.status.Wrapping = fyne.TextWrapWord
	p.status.Importance = widget.LowImportance
	p.status.Hide()

	p.heading = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	p.heading.SizeName = theme.SizeNameSubHeadingText
	for _, b := range []*widget.Button{p.draw2, p.bless, p.curse, p.add, p.end} {
		b.Alignment = widget.ButtonAlignLeading
	}
	p.imbue = screen.NewSelect(tr, imbueOptions(tr), p.imbueChosen)
	p.imbueBox = container.NewVBox(caption(tr.T("DecksImbuement")), p.imbue)
	p.imbueBox.Hide()
	buttons := container.NewVBox(p.draw2, p.bless, p.curse, p.add, p.end, p.imbueBox)
	p.marker = widget.NewIcon(theme.NavigateNextIcon())
	p.marker.Hide()
	p.counts.Truncation = fyne.TextTruncateEllipsis
	header := container.NewBorder(nil, nil, container.NewHBox(p.marker, p.heading), p.shuffle, p.counts)
	piles := container.NewBorder(nil, nil,
		container.NewVBox(caption(tr.T("DecksDrawPile")), container.NewHBox(p.pile)),
		p.drawnBox,
		container.NewVBox(caption(tr.T("DecksDiscardPile")), p.discardEmpty, p.discard, p.inPlayBox, p.removedBox))

	controls := widget.NewForm(
		widget.NewFormItem(tr.T("DecksAttack"), container.NewHBox(p.value)),
		widget.NewFormItem(tr.T("DecksPierce"), container.NewHBox(p.pierce)),
		widget.NewFormItem("", container.NewHBox(p.adv, p.dis)),
		widget.NewFormItem(tr.T("DecksTarget"), p.target),
	)
	left := container.New(fixedWidth(oddsWidth), container.NewVBox(p.attackerNote, controls))
	result := container.NewVBox(p.chart, p.expected, p.kill, p.status)
	odds := container.NewBorder(nil, nil, left, nil, result)

	top := container.NewBorder(nil, nil, container.NewHBox(buttons, widget.NewSeparator()), nil, piles)
	body := container.NewBorder(header, nil, nil, nil,
		container.NewVBox(top, widget.NewSeparator(), odds))
	p.card = widget.NewCard("", "", body)
	return p
}

// caption is a small bold heading over a pile.
func caption(text string) *widget.Label {
	return widget.NewLabelWithStyle(text, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
}

// setCurrent marks the panel as the one the shortcuts act on.
func (p *panel) setCurrent(on bool) {
	if p.current == on {
		return
	}
	p.current = on
	p.showTitle()
}

func (p *panel) showTitle() {
	if p.heading.Text != p.title {
		p.heading.SetText(p.title)
	}
	if p.current {
		p.marker.Show()
	} else {
		p.marker.Hide()
	}
}

// refresh shows the deck as the scenario has it and recomputes the odds.
func (p *panel) refresh(scn *engine.Scenario) {
	tr := p.s.env.Tr
	d, err := deckFor(scn, p.key)
	if err != nil {
		p.status.SetText(err.Error())
		p.status.Show()
		return
	}
	side := engine.SideMonsters
	switch p.key {
	case monsterKey:
		p.title = tr.T("DecksMonsters")
	case engine.AllyDeckKey:
		p.title = tr.T("DecksAllies")
		side = engine.SideParty
	default:
		f, _ := scn.Figure(p.key)
		p.title = tr.T("DecksCharacter", "Name", f.Name)
		side = f.Side
	}
	p.showTitle()
	p.lastSide = side
	p.showImbuement(scn)

	p.counts.SetText(tr.N("DecksCounts", len(d.Draw), "Discard", len(d.Discard), "Removed", len(d.Removed)))
	if d.ShufflePending {
		p.shuffle.SetText(tr.T("DecksShufflePending"))
		p.shuffle.Show()
	} else {
		p.shuffle.Hide()
	}
	p.pile.setCount(len(d.Draw))
	setCards(tr, p.discard, d.Discard, cards.Plain)
	if len(d.Discard) == 0 {
		p.discardEmpty.Show()
		p.discard.Hide()
	} else {
		p.discardEmpty.Hide()
		p.discard.Show()
	}
	setCards(tr, p.inPlay, d.InPlay, cards.Used)
	if len(p.inPlay.Objects) == 0 {
		p.inPlayBox.Hide()
	} else {
		p.inPlayBox.Show()
	}
	setCards(tr, p.removed, d.Removed, cards.Removed)
	if len(d.Removed) == 0 {
		p.removedBox.Hide()
	} else {
		p.removedBox.Show()
	}
	if p.drawn != nil && p.drawnAt != countsOf(d) {
		p.drawn = nil
	}
	p.showDrawn()

	p.bless.SetText(tr.N("DecksAddBless", scn.SupplyLeft(modifier.SupplyBless), "Left", scn.SupplyLeft(modifier.SupplyBless)))
	p.curse.SetText(tr.N("DecksAddCurse", scn.SupplyLeft(p.curseKind()), "Left", scn.SupplyLeft(p.curseKind())))

	p.refreshTargets(scn, side)
	p.recompute()
}

func countsOf(d modifier.DeckState) [3]int {
	return [3]int{len(d.Draw), len(d.Discard), len(d.Removed)}
}

// setCards shows cs in box as compact card widgets, reusing the widgets
// already there.
func setCards(tr locales.Tr, box *fyne.Container, cs []modifier.Card, st cards.State) {
	for i, c := range cs {
		if i < len(box.Objects) {
			w := box.Objects[i].(*cards.Card)
			if w.Card() != c {
				w.SetCard(c)
			}
			continue
		}
		w := cards.NewCompact(tr, c)
		w.SetState(st)
		box.Objects = append(box.Objects, w)
	}
	box.Objects = box.Objects[:len(cs)]
	box.Refresh()
}

// curseKind is the supply the deck's curse comes from (the allies' deck
// takes the characters' curses).
func (p *panel) curseKind() modifier.SupplyKind {
	if p.key == monsterKey {
		return modifier.SupplyMonsterCurse
	}
	return modifier.SupplyCharacterCurse
}

// refreshTargets lists the figures of the other side in play, keeping the
// target chosen if it still is.
func (p *panel) refreshTargets(scn *engine.Scenario, side engine.Side) {
	tr := p.s.env.Tr
	none := tr.T("DecksNoTarget")
	opts := []string{none}
	ids := map[string]string{none: ""}
	selected := none
	for _, f := range scn.Figures() {
		if f.Side == side || !f.Alive() {
			continue
		}
		opt := tr.T("DecksTargetOption", "Name", screen.FigureName(f), "HP", f.HP,
			"Shield", f.ShieldTotal())
		if f.Conditions.Has(modifier.Poison) {
			opt = tr.T("DecksTargetPoisoned", "Option", opt)
		}
		if hasNegate(f.Bonuses) {
			opt = tr.T("DecksTargetNegate", "Option", opt)
		}
		opts = append(opts, opt)
		ids[opt] = f.ID
		if f.ID == p.targetID {
			selected = opt
		}
	}
	if selected == none {
		p.targetID = ""
	}
	p.targetIDs = ids
	p.quiet = true
	p.target.SetOptions(opts)
	p.target.SetSelected(selected)
	p.quiet = false
}

func hasNegate(bs modifier.Bonuses) bool {
	for _, b := range bs {
		if b.Kind == modifier.BonusNegate {
			return true
		}
	}
	return false
}

// setAttack shows the odds of the attack a by attacker on target.
func (p *panel) setAttack(scn *engine.Scenario, attacker string, a modifier.Attack, target string) {
	tr := p.s.env.Tr
	p.quiet = true
	p.attacker = attacker
	p.mods = append([]modifier.Adjustment(nil), a.Modifiers...)
	p.ranged = a.Ranged
	adv, dis := scn.AttackModeOf(attacker, a)
	if f, ok := scn.Figure(attacker); ok {
		p.attackerNote.SetText(tr.T("DecksAttacker", "Name", f.Name))
	}
	p.value.SetQuiet(a.Value)
	p.pierce.SetQuiet(a.Pierce)
	p.adv.SetChecked(adv)
	p.dis.SetChecked(dis)
	p.targetID = target
	p.quiet = false
	p.refreshTargets(scn, p.lastSide)
	p.recompute()
}

// controlsChanged recomputes after the player changed the attack.
func (p *panel) controlsChanged() {
	if p.quiet {
		return
	}
	p.s.current = p.key
	p.s.markCurrent()
	p.recompute()
	p.s.relayout()
}

// attackAndTarget builds the attack and its target from the controls.
func (p *panel) attackAndTarget(scn *engine.Scenario) (modifier.Attack, modifier.Defender, bool) {
	a := modifier.Attack{
		Value:        p.value.Value(),
		Modifiers:    append([]modifier.Adjustment(nil), p.mods...),
		Advantage:    p.adv.Checked,
		Disadvantage: p.dis.Checked,
		Ranged:       p.ranged,
		Pierce:       p.pierce.Value(),
	}
	if p.targetID == "" {
		return a, modifier.Defender{ID: "none", HP: noTargetHP}, false
	}
	t, err := scn.DefenderOf(p.attacker, p.targetID)
	if err != nil {
		return a, modifier.Defender{ID: "none", HP: noTargetHP}, false
	}
	return a, t, true
}

// slowDeck tells whether the odds of a deck may take long enough (many
// rolling cards) to compute them off the UI goroutine.
func slowDeck(st modifier.DeckState) bool {
	rolling := 0
	for _, c := range st.Draw {
		if c.Rolling {
			rolling++
		}
	}
	for _, c := range st.Discard {
		if c.Rolling {
			rolling++
		}
	}
	return rolling >= 4
}

// oddsInput is everything the odds shown depend on.
type oddsInput struct {
	deck      modifier.DeckState
	attack    modifier.Attack
	target    modifier.Defender
	hasTarget bool
}

// recompute works out the odds of the attack from the deck as it stands,
// off the UI goroutine when that may be slow; an older computation still
// running is ignored when it ends. Odds already shown or being computed
// for the same deck, attack and target are not computed again (one change
// of the table may reach the panel twice: through the screen's refresh and
// through SetAttack).
func (p *panel) recompute() {
	scn := p.s.env.Table.Scenario()
	if scn == nil {
		return
	}
	d, err := deckFor(scn, p.key)
	if err != nil {
		return
	}
	st := d
	st.InPlay, st.Attacking = nil, false
	a, t, hasTarget := p.attackAndTarget(scn)
	in := oddsInput{st, a, t, hasTarget}
	if p.computed != nil && reflect.DeepEqual(*p.computed, in) {
		return
	}
	p.computed = &in
	p.gen++
	gen := p.gen
	work := func() (modifier.Distribution, error) { return st.Odds(a, t) }
	if p.s.syncOdds || !slowDeck(st) {
		dist, err := work()
		p.showOdds(gen, dist, err, t, hasTarget)
		return
	}
	p.status.SetText(p.s.env.Tr.T("DecksComputing"))
	p.status.Show()
	p.s.relayout()
	go func() {
		dist, err := work()
		p.s.toUI(func() { p.showOdds(gen, dist, err, t, hasTarget) })
	}()
}

// showOdds draws the chart of a finished computation, unless a newer one
// was started.
func (p *panel) showOdds(gen int, dist modifier.Distribution, err error, t modifier.Defender, hasTarget bool) {
	if gen != p.gen {
		return
	}
	tr := p.s.env.Tr
	defer func() {
		if p.s.oddsShown != nil {
			p.s.oddsShown()
		}
	}()
	if err != nil {
		p.dist, p.distErr = nil, err
		p.chart.setBars(nil, "")
		p.expected.SetText("")
		p.kill.SetText("")
		p.status.SetText(tr.T("DecksOddsError", "Error", err.Error()))
		p.status.Show()
		p.s.relayout()
		return
	}
	p.dist, p.distErr = &dist, nil
	p.status.Hide()
	var bars []bar
	for _, o := range dist.Damage() {
		bars = append(bars, bar{
			Damage: o.Damage, P: o.Probability, Percent: percent(tr, o.Probability),
			Kill: hasTarget && o.Damage >= t.HP,
		})
	}
	defer p.s.relayout()
	p.chart.setBars(bars, tr.T("DecksDamageAxis"))
	p.expected.SetText(tr.T("DecksExpected", "Value", spinner.Decimal(tr, dist.ExpectedDamage(), 2)))
	if hasTarget {
		p.kill.SetText(tr.T("DecksKill", "Value", percent(tr, dist.KillChance())))
		p.kill.Show()
	} else {
		p.kill.Hide()
	}
}

// do performs one recorded action on the panel's deck, marking it as the
// deck in use, and calls done with what it did (on a shared table, once
// the host answered).
func (p *panel) do(a engine.Action, done func(engine.Report, error)) {
	p.s.current = p.key
	p.s.markCurrent()
	p.s.env.Table.DoThen(a, done)
}

// addCard shuffles c into the deck.
func (p *panel) addCard(c modifier.Card) {
	p.do(engine.AddCard{Deck: p.key, Card: c}, func(_ engine.Report, err error) {
		if err != nil {
			p.s.env.ShowError(p.s.env.Tr.T("DecksErrAdd", "Card", c.String()), err)
		}
	})
}

func (p *panel) addBless() { p.addCard(modifier.MustParseCard("bless")) }

// addCurse adds a monster curse to the monster deck, a character curse to
// a character's deck or to the allies' deck.
func (p *panel) addCurse() {
	switch p.key {
	case monsterKey:
		p.addCard(modifier.MustParseCard("curse @M"))
	case engine.AllyDeckKey:
		p.addCard(modifier.MustParseCard("curse"))
	default:
		p.addCard(modifier.MustParseCard("curse @*"))
	}
}

// draw draws one card, for an attack resolved by hand, and shows it; after
// a rolling card it shows the chain drawn so far.
func (p *panel) draw() {
	var chain []modifier.Card
	if n := len(p.drawn); n > 0 && p.drawn[n-1].Rolling {
		if d, err := deckFor(p.s.env.Table.Scenario(), p.key); err == nil && countsOf(d) == p.drawnAt {
			chain = append(chain, p.drawn...)
		}
	}
	p.do(engine.DrawCard{Deck: p.key}, func(rep engine.Report, err error) { p.drew(chain, rep, err) })
}

// drew shows the card drawn (rep) after the chain drawn before.
func (p *panel) drew(chain []modifier.Card, rep engine.Report, err error) {
	if err != nil {
		p.s.env.ShowError(p.s.env.Tr.T("DecksErrDraw"), err)
		return
	}
	d, err := deckFor(p.s.env.Table.Scenario(), p.key)
	if err != nil {
		p.s.env.ShowError(p.s.env.Tr.T("DecksErrDraw"), err)
		return
	}
	p.drawn, p.drawnAt = append(chain, rep.Card), countsOf(d)
	p.showDrawn()
	p.s.relayout()
}

// showDrawn shows the cards last drawn by hand, at normal size while they
// fit, compact beyond.
func (p *panel) showDrawn() {
	if len(p.drawn) == 0 {
		p.drawnBox.Hide()
		return
	}
	size := cards.Normal
	if len(p.drawn) > 2 {
		size = cards.Compact
	}
	p.drawnRow.Objects = cards.RowSized(p.s.env.Tr, p.drawn, nil, size).Objects
	for _, o := range p.drawnRow.Objects {
		o.(*cards.Card).SetState(cards.Used)
	}
	p.drawnRow.Refresh()
	p.drawnBox.Show()
}

// confirmEnd asks, then ends the scenario for the deck: every card comes
// back, scenario, bless and curse cards leave it, and it is shuffled.
func (p *panel) confirmEnd() {
	tr := p.s.env.Tr
	p.s.env.ConfirmDestructive(tr.T("DecksEndTitle", "Deck", p.title), tr.T("DecksEndMessage", "Deck", p.title),
		tr.T("DecksEndConfirm"), func() {
			p.do(engine.ResetDeck{Deck: p.key}, func(_ engine.Report, err error) {
				if err != nil {
					p.s.env.ShowError(tr.T("DecksErrEnd"), err)
				}
			})
		})
}

// suggestions are the cards the picker offers: the usual scenario and item
// cards, and bless and curse.
var suggestions = []string{"-1 @*", "-2 @*", "+0 @*", "+1 @*", "null @*", "bless"}

// showAddDialog asks for a card in card notation (or picked from the
// usual ones), shows it as it will look and adds it.
func (p *panel) showAddDialog() {
	env := p.s.env
	tr := env.Tr
	if env.Window == nil {
		return
	}
	entry := widget.NewEntry()
	entry.SetPlaceHolder(tr.T("DecksAddHint"))
	preview := cards.New(tr, modifier.Plus(0))
	preview.Hide()
	problem := widget.NewLabel("")
	problem.Importance = widget.DangerImportance
	problem.Wrapping = fyne.TextWrapWord
	problem.Hide()
	// the preview and the problem share a space as high as a card, so
	// the dialog keeps its size while the player types
	room := canvas.NewRectangle(color.Transparent)
	room.SetMinSize(fyne.NewSize(0, preview.MinSize().Height))
	feedback := container.NewStack(room, container.NewCenter(preview), problem)
	var dlg dialog.Dialog
	var parsed modifier.Card
	ok := false
	addBtn := widget.NewButtonWithIcon(tr.T("DecksAddButton"), theme.ConfirmIcon(), func() {
		if !ok {
			return
		}
		dlg.Hide()
		p.addCard(parsed)
	})
	addBtn.Importance = widget.HighImportance
	addBtn.Disable()
	check := func(text string) {
		text = strings.TrimSpace(text)
		c, err := modifier.ParseCard(text)
		switch {
		case text == "":
			ok = false
			problem.Hide()
			preview.Hide()
		case err != nil:
			ok = false
			problem.SetText(tr.T("DecksBadCard", "Error", cards.ProblemText(tr, err)))
			problem.Show()
			preview.Hide()
		default:
			ok, parsed = true, c
			problem.Hide()
			preview.SetCard(c)
			preview.Show()
		}
		feedback.Refresh()
		if ok {
			addBtn.Enable()
		} else {
			addBtn.Disable()
		}
	}
	entry.OnChanged = check
	entry.OnSubmitted = func(string) { addBtn.OnTapped() }
	picks := make([]fyne.CanvasObject, len(suggestions))
	for i, s := range suggestions {
		s := s
		picks[i] = widget.NewButton(s, func() { entry.SetText(s) })
	}
	cancel := widget.NewButton(tr.T("DialogCancel"), func() { dlg.Hide() })
	content := container.NewVBox(
		widget.NewLabel(tr.T("DecksAddExplain")),
		container.NewGridWithColumns(3, picks...),
		entry, feedback,
		container.NewHBox(layout.NewSpacer(), cancel, addBtn),
	)
	dlg = dialog.NewCustomWithoutButtons(tr.T("DecksAddTitle", "Deck", p.title), content, env.Window)
	dlg.Resize(fyne.NewSize(440, 0))
	dlg.Show()
	env.Window.Canvas().Focus(entry)
}

// imbueOptions names the imbuement levels (modifier.Imbuements, in order).
func imbueOptions(tr locales.Tr) []string {
	return []string{tr.T("DecksNotImbued"), tr.T("DecksImbued"), tr.T("DecksAdvancedImbued")}
}

// showImbuement shows the monster deck's imbuement where the scenario's
// rules have it (Gloomhaven 2nd edition).
func (p *panel) showImbuement(scn *engine.Scenario) {
	if p.key != monsterKey || !scn.Rules().HasImbuement() {
		p.imbueBox.Hide()
		return
	}
	i := slices.Index(modifier.Imbuements, scn.Imbuement())
	if p.imbue.SelectedIndex() != i {
		p.imbueQuiet = true
		p.imbue.SetSelectedIndex(i)
		p.imbueQuiet = false
	}
	p.imbueBox.Show()
}

// imbueChosen imbues the monster deck to the level chosen.
func (p *panel) imbueChosen(string) {
	if p.imbueQuiet {
		return
	}
	i := p.imbue.SelectedIndex()
	if i < 0 || i >= len(modifier.Imbuements) {
		return
	}
	p.do(engine.SetImbuement{Level: modifier.Imbuements[i]}, func(_ engine.Report, err error) {
		if err != nil {
			p.s.env.ShowError(p.s.env.Tr.T("DecksErrImbue"), err)
			if scn := p.s.env.Table.Scenario(); scn != nil {
				p.showImbuement(scn)
			}
		}
	})
}
