// Package round is the round control screen: the round number, the
// initiatives of the characters (leading and second card, or a long rest)
// and of the monster types, the turn order with the figure taking its turn
// highlighted, the next-turn and end-of-round buttons and the element
// board. Every change goes through the table (screen.Table.Do), so that it
// is recorded and can be undone.
//
// Embed it with
//
//	c := round.New(env)
//	tab := c.Content()
//	c.Register(win.Canvas()) // Ctrl+Enter next turn, Ctrl+E end round, Ctrl+I ability cards, Alt+1…6 elements
package round

import (
	"errors"
	"fmt"
	"image/color"
	"slices"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/ui/field"
	"github.com/haventable/haventable/ui/names"
	"github.com/haventable/haventable/ui/screen"
)

// Control is the round control screen.
type Control struct {
	env  *screen.Env
	stop []func() // stop following the table and the theme (Close)
	// refused counts the initiatives typed the table refused (doTyped).
	refused int

	title    *widget.Label
	status   *field.Status // cut in a short window: hovered or tapped, it shows whole
	next     *widget.Button
	endTurn  *widget.Button
	endRound *widget.Button
	draw     *widget.Button // draws the monsters' ability cards
	chars    *fyne.Container
	monsters *fyne.Container
	order    *fyne.Container
	orderMsg *widget.Label
	orderBox *fyne.Container
	elements *ElementBoard
	content  *fyne.Container

	// The parts the round is arranged from (arrange): whole, or folded
	// into a compact bar (SetCompact) that fold unfolds.
	orderHead, elementsHead *widget.Label
	elementsHint            *widget.Label
	fold                    *widget.Button
	compact, unfolded       bool
	// OnFold, when set, is told when the player folds the round into its
	// compact bar (true) or unfolds it (false).
	OnFold func(folded bool)
	// OnHand, when set, shows character id's ability cards (the hand
	// screen): a character's cards button opens it when the table keeps
	// its hand, and its menu offers it otherwise.
	OnHand func(id string)

	header      fyne.CanvasObject
	headerTexts []*canvas.Text
	initBox     *fyne.Container
	body        *fyne.Container // the initiatives beside the turn order (bodySplit)
	editWidth   float32
	cardsWidth  float32
	charRows    map[string]*charRow
	monRows     map[string]*monRow
	// statusKey is the table as the status line was said (tableKey): it
	// is cleared once the table is another (a later action, an undo).
	statusKey string
}

// New builds the round control on env and keeps it in step with the table.
func New(env *screen.Env) *Control {
	tr := env.Tr
	c := &Control{env: env, charRows: map[string]*charRow{}, monRows: map[string]*monRow{}}
	c.title = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	c.status = field.NewStatus("")
	c.next = widget.NewButtonWithIcon(tr.T("RoundNextTurn"), theme.MediaSkipNextIcon(), c.NextTurn)
	c.next.Importance = widget.HighImportance
	c.endTurn = widget.NewButtonWithIcon(tr.T("RoundEndTurn"), theme.MediaStopIcon(), c.EndTurn)
	c.endRound = widget.NewButtonWithIcon(tr.T("RoundEndRound"), theme.MediaReplayIcon(), c.AskEndRound)
	c.draw = widget.NewButtonWithIcon(tr.T("RoundDrawAbilities"), theme.ViewRefreshIcon(), c.DrawAbilities)
	c.chars = container.NewVBox()
	c.editWidth = editWidth(tr)
	c.cardsWidth = cardsWidth(tr)
	c.header, c.headerTexts = charHeader(tr)
	c.monsters = container.NewVBox()
	c.order = container.NewVBox()
	c.orderMsg = widget.NewLabel("")
	c.orderMsg.Wrapping = fyne.TextWrapWord
	c.orderBox = container.NewVBox(c.orderMsg, c.order)
	c.elements = NewElementBoard(elementNames(tr), func(s engine.Strength, pending bool) string {
		return strengthName(tr, s, pending)
	})
	c.elements.OnTap = c.TapElement
	c.elements.OnInfuse = c.Infuse

	heading := func(id string) *widget.Label {
		return widget.NewLabelWithStyle(id, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	}
	c.initBox = container.NewVBox(
		heading(tr.T("RoundCharacters")), c.header, c.chars,
		widget.NewSeparator(),
		container.NewHBox(heading(tr.T("RoundMonsters")), c.draw), c.monsters,
	)
	c.orderHead = heading(tr.T("RoundTurnOrder"))
	// the elements three a row, so that initiatives and turn order keep
	// the height for their rows
	c.elements.Columns = 3
	c.elementsHead = heading(tr.T("RoundElements"))
	c.elementsHint = widget.NewLabel(tr.T("RoundElementsHint"))
	c.elementsHint.Wrapping = fyne.TextWrapWord
	c.elementsHint.Importance = widget.LowImportance
	c.fold = widget.NewButtonWithIcon("", theme.MenuDropUpIcon(), func() { c.Unfold(!c.unfolded) })
	c.content = container.NewStack()
	c.arrange()
	if env.Table != nil {
		c.stop = append(c.stop, env.Table.OnChange(screen.RedrawOn(engine.PartRound|engine.PartFigures, c.Refresh)))
	}
	// the turn order's rows take the new theme's colours
	c.stop = append(c.stop, screen.OnSettingsChange(c.Refresh))
	c.Refresh()
	return c
}

// Content returns the screen's canvas object.
func (c *Control) Content() fyne.CanvasObject { return c.content }

// Close stops the screen following the table, for a shell that builds a
// new one (after a change of language).
func (c *Control) Close() {
	for _, stop := range c.stop {
		stop()
	}
	c.stop = nil
}

// Status returns the status line: what the last action did.
func (c *Control) Status() string { return c.status.Text }

func (c *Control) scenario() *engine.Scenario {
	if c.env.Table == nil {
		return nil
	}
	return c.env.Table.Scenario()
}

// setStatus says what the action just done did, until the table changes.
func (c *Control) setStatus(s string) {
	c.status.SetText(s)
	c.statusKey = c.tableKey()
}

// tableKey names the table as it stands (screen.Table.Key).
func (c *Control) tableKey() string { return c.env.Table.Key() }

func (c *Control) fail(err error) { c.env.ShowError(c.env.Tr.T("RoundErrorTitle"), err) }

// Refresh redraws the screen from the scenario in progress.
func (c *Control) Refresh() {
	tr := c.env.Tr
	scn := c.scenario()
	if scn == nil {
		c.title.SetText(tr.T("RoundNoScenario"))
		c.chars.Objects, c.monsters.Objects, c.order.Objects = nil, nil, nil
		c.chars.Refresh()
		c.monsters.Refresh()
		c.order.Refresh()
		c.orderMsg.SetText("")
		c.status.SetText("")
		c.elements.Set(engine.ElementBoard{})
		for _, b := range []*widget.Button{c.next, c.endTurn, c.endRound, c.draw} {
			b.Disable()
		}
		return
	}
	c.title.SetText(tr.T("RoundNumber", "Round", scn.Round()))
	if c.status.Text != "" && c.statusKey != c.tableKey() {
		c.status.SetText("") // what an earlier action did
	}
	order, orderErr := scn.TurnOrder()
	active, inTurn := scn.Active()
	begun := inTurn
	for _, t := range order {
		begun = begun || t.Done
	}
	c.refreshCharacters(scn, begun)
	for _, t := range c.headerTexts {
		if fg := theme.Color(theme.ColorNameForeground); t.Color != fg {
			t.Color = fg
			t.Refresh()
		}
	}
	if c.header.Visible() == begun {
		setVisible(c.header, !begun)
		c.initBox.Refresh()
		c.relayoutBody()
	}
	c.refreshMonsters(scn, begun)
	c.refreshOrder(scn, order, orderErr, active)
	c.elements.Set(scn.Elements())
	c.refreshButtons()
}

// refreshButtons enables the buttons for what may be done now: Next turn
// also while the initiatives typed and not yet set complete the order (it
// sets them first).
func (c *Control) refreshButtons() {
	scn := c.scenario()
	if scn == nil {
		return
	}
	_, orderErr := scn.TurnOrder()
	_, inTurn := scn.Active()
	_, more, _ := scn.NextTurn()
	typed := orderErr != nil && c.typedCompletes(scn)
	// on a shared table, what the host lets this device do (a player ends
	// its own character's turn; the round is the game master's)
	may := c.env.Table.Allows
	setEnabled(c.next, (typed || orderErr == nil && (more || inTurn)) && may(engine.NextTurn{}))
	setEnabled(c.endTurn, inTurn && may(engine.EndTurn{}))
	setEnabled(c.endRound, !inTurn && may(engine.EndRound{}))
	setEnabled(c.draw, waitingForCards(scn) && may(engine.DrawAbilities{}))
	if waitingForCards(scn) && orderErr != nil {
		c.draw.Importance = widget.HighImportance
	} else {
		c.draw.Importance = widget.MediumImportance
	}
	c.draw.Refresh()
}

func setEnabled(w fyne.Disableable, on bool) {
	if on == !w.Disabled() {
		return
	}
	if on {
		w.Enable()
	} else {
		w.Disable()
	}
}

// figureName is a figure's name with a monster's standee number.
func figureName(scn *engine.Scenario, id string) string { return screen.NameOf(scn, id) }

// NextTurn ends the turn in progress, if any, and starts the next one in
// the turn order, reporting the wound damage and stun of its figure.
func (c *Control) NextTurn() {
	if c.scenario() == nil {
		return
	}
	refused := c.refused
	if !c.applyTyped(true) {
		return
	}
	// on a shared table, once the host answered the initiatives typed
	c.env.Table.Then(func() {
		scn := c.scenario()
		if scn == nil || c.refused != refused {
			return
		}
		if !scn.RoundBegun() && waitingForCards(scn) {
			c.DrawAbilities() // the round starts: the monsters' cards are revealed first
			c.env.Table.Then(func() { c.nextTurn([]string{c.status.Text}) })
			return
		}
		c.nextTurn(nil)
	})
}

// nextTurn is Next turn once the initiatives typed are set and the
// monsters' cards drawn: parts are what the status line says before.
func (c *Control) nextTurn(parts []string) {
	scn := c.scenario()
	if scn == nil {
		return
	}
	ended, _ := scn.Active()
	c.env.Table.DoThen(engine.NextTurn{}, func(rep engine.Report, err error) {
		if err != nil {
			c.fail(err)
			return
		}
		scn := c.scenario()
		if rep.TurnEnd != nil {
			parts = append(parts, c.endedText(scn, ended, *rep.TurnEnd))
		}
		if rep.TurnStart != nil {
			parts = append(parts, c.startedText(scn, *rep.TurnStart))
			c.selectOnMap(rep.TurnStart.Turn.Figure)
		} else if _, active := scn.Active(); !active {
			parts = append(parts, c.env.Tr.T("RoundAllTurnsTaken"))
		}
		c.setStatus(strings.Join(parts, "; "))
	})
}

// EndTurn ends the turn in progress without starting the next.
func (c *Control) EndTurn() {
	scn := c.scenario()
	if scn == nil {
		return
	}
	id, ok := scn.Active()
	if !ok {
		return
	}
	c.env.Table.DoThen(engine.EndTurn{}, func(rep engine.Report, err error) {
		if err != nil {
			c.fail(err)
			return
		}
		end := engine.TurnEnd{Figure: id}
		if rep.TurnEnd != nil { // a host of an older version tells nothing more
			end = *rep.TurnEnd
		}
		c.setStatus(c.endedText(c.scenario(), id, end))
	})
}

func (c *Control) endedText(scn *engine.Scenario, id string, end engine.TurnEnd) string {
	tr := c.env.Tr
	name := figureName(scn, id)
	text := tr.T("RoundTurnEnded", "Name", name)
	if len(end.Expired) > 0 {
		text = tr.T("RoundTurnEndedExpired", "Name", name, "Conditions", c.conditionList(end.Expired))
	}
	if end.Bane == nil {
		return text
	}
	parts := []string{text}
	if end.Bane.Negated {
		parts = append(parts, tr.T("RoundBaneNegated"))
	} else {
		parts = append(parts, tr.T("RoundBaneDamage", "Damage", end.Bane.Damage))
	}
	if len(end.Bane.Spent) > 0 {
		parts = append(parts, tr.T("RoundConditionsSpent", "Conditions", c.conditionList(end.Bane.Spent)))
	}
	switch {
	case end.Fallen != nil && end.Fallen.State == engine.Exhausted:
		parts = append(parts, tr.T("RoundBaneFellExhausted", "Name", name))
	case end.Fallen != nil:
		parts = append(parts, tr.T("RoundBaneFellDead", "Name", name))
	}
	return strings.Join(parts, ", ")
}

func (c *Control) startedText(scn *engine.Scenario, st engine.TurnStart) string {
	tr := c.env.Tr
	name := figureName(scn, st.Turn.Figure)
	parts := []string{tr.T("RoundTurnStarted", "Name", name, "Initiative", st.Turn.Initiative)}
	if h := st.Regenerated; h != nil {
		parts = append(parts, tr.T("RoundRegenerated", "Healed", h.Healed))
		if len(h.Removed) > 0 {
			parts = append(parts, tr.T("RoundHealRemoved", "Conditions", c.conditionList(h.Removed)))
		}
	}
	if st.Wounded {
		if st.Wound.Negated {
			parts = append(parts, tr.T("RoundWoundNegated"))
		} else {
			parts = append(parts, tr.N("RoundWoundDamage", st.Wound.Damage, "Count", st.Wound.Damage))
		}
		if len(st.Wound.Spent) > 0 {
			parts = append(parts, tr.T("RoundConditionsSpent", "Conditions", c.conditionList(st.Wound.Spent)))
		}
	}
	if items := itemNames(scn, st.Turn.Figure, st.ItemsRefreshed); len(items) > 0 {
		parts = append(parts, tr.N("RoundItemsRefreshed", len(items), "Count", len(items), "Items", strings.Join(items, ", ")))
	}
	switch {
	case st.Fallen != nil && st.Fallen.State == engine.Exhausted:
		parts = append(parts, tr.T("RoundFellExhausted", "Name", name))
	case st.Fallen != nil:
		parts = append(parts, tr.T("RoundFellDead", "Name", name))
	case st.Stunned:
		parts = append(parts, tr.T("RoundStunned", "Name", name))
	}
	return strings.Join(parts, ", ")
}

// itemNames are the names of character id's items numbered ns.
func itemNames(scn *engine.Scenario, id string, ns []int) []string {
	if len(ns) == 0 {
		return nil
	}
	items, _ := scn.ItemsOf(id)
	var out []string
	for _, it := range items {
		if slices.Contains(ns, it.Number) {
			out = append(out, it.Name)
		}
	}
	return out
}

func (c *Control) selectOnMap(id string) {
	if c.env.Map == nil {
		return
	}
	if _, ok := c.env.Map.Figure(id); ok {
		_ = c.env.Map.Select(id) // the map has the figure
	}
}

// pending returns the names of the figures that have not yet had their
// turn this round; all is false when the turn order cannot be worked out
// (an initiative is missing).
func pending(scn *engine.Scenario) (names []string, all bool) {
	order, err := scn.TurnOrder()
	if err != nil {
		return nil, false
	}
	for _, t := range order {
		if !t.Done && !t.Missed {
			names = append(names, figureName(scn, t.Figure))
		}
	}
	return names, true
}

// AskEndRound ends the round, asking first when some figures have not had
// their turn.
func (c *Control) AskEndRound() {
	scn := c.scenario()
	if scn == nil {
		return
	}
	tr := c.env.Tr
	if id, ok := scn.Active(); ok {
		c.fail(fmt.Errorf("%s", tr.T("RoundInTurn", "Name", figureName(scn, id))))
		return
	}
	names, known := pending(scn)
	switch {
	case !known:
		c.env.Confirm(tr.T("RoundEndRoundTitle"), tr.T("RoundEndRoundNoOrder"), tr.T("RoundEndRound"), c.EndRound)
	case len(names) > 0:
		c.env.Confirm(tr.T("RoundEndRoundTitle"),
			tr.N("RoundEndRoundPending", len(names), "Count", len(names), "Names", strings.Join(names, ", ")),
			tr.T("RoundEndRound"), c.EndRound)
	default:
		c.EndRound()
	}
}

// EndRound ends the round without asking: the elements wane, the decks
// that drew a shuffle card are shuffled, the round bonuses expire. The
// status line says which decks were shuffled.
func (c *Control) EndRound() {
	scn := c.scenario()
	if scn == nil {
		return
	}
	ending := scn.Round()
	c.env.Table.DoThen(engine.EndRound{}, func(rep engine.Report, err error) {
		if err != nil {
			c.fail(err)
			return
		}
		c.roundEnded(ending, rep)
	})
}

// roundEnded says what the end of round ending did (rep).
func (c *Control) roundEnded(ending int, rep engine.Report) {
	tr := c.env.Tr
	scn := c.scenario()
	if rep.RoundEnd == nil { // a host of an older version tells nothing more
		rep.RoundEnd = &engine.RoundEnd{Round: ending}
	}
	round, expired := rep.RoundEnd.Round, rep.RoundEnd.Expired
	var shuffled []string
	for _, key := range rep.RoundEnd.Shuffled {
		switch key {
		case "":
			shuffled = append(shuffled, tr.T("RoundMonsterDeck"))
		case engine.AllyDeckKey:
			shuffled = append(shuffled, tr.T("RoundAllyDeck"))
		default:
			shuffled = append(shuffled, figureName(scn, key))
		}
	}
	parts := []string{tr.T("RoundEnded", "Round", round)}
	if len(shuffled) > 0 {
		parts = append(parts, tr.T("RoundShuffled", "Decks", strings.Join(shuffled, ", ")))
	} else {
		parts = append(parts, tr.T("RoundNoShuffle"))
	}
	if expired > 0 {
		parts = append(parts, tr.N("RoundBonusesExpired", expired, "Count", expired))
	}
	c.setStatus(strings.Join(parts, "; "))
}

// TapElement infuses an inert element and consumes a strong or waning one.
func (c *Control) TapElement(k modifier.EffectKind) {
	scn := c.scenario()
	if scn == nil {
		return
	}
	b := scn.Elements()
	switch {
	case b.Strength(k) != engine.Inert:
		c.Consume(k)
	case !b.Pending(k):
		c.Infuse(k)
	default:
		c.setStatus(c.env.Tr.T("RoundAlreadyInfused", "Element", elementName(c.env.Tr, k)))
	}
}

// Infuse infuses element k: it becomes strong at the end of the turn.
func (c *Control) Infuse(k modifier.EffectKind) {
	c.env.Table.DoThen(engine.Infuse{Element: k}, func(_ engine.Report, err error) {
		if err != nil {
			c.fail(err)
			return
		}
		c.setStatus(c.env.Tr.T("RoundInfused", "Element", elementName(c.env.Tr, k)))
	})
}

// Consume consumes element k when it is strong or waning.
func (c *Control) Consume(k modifier.EffectKind) {
	tr := c.env.Tr
	c.env.Table.DoThen(engine.Consume{Element: k}, func(_ engine.Report, err error) {
		switch {
		case errors.Is(err, engine.ErrElementInert):
			c.setStatus(tr.T("RoundNotConsumed", "Element", elementName(tr, k)))
		case err != nil:
			c.fail(err)
		default:
			c.setStatus(tr.T("RoundConsumed", "Element", elementName(tr, k)))
		}
	})
}

// conditionList names conditions in the user's language.
func (c *Control) conditionList(ks []modifier.EffectKind) string {
	names := make([]string, len(ks))
	for i, k := range ks {
		names[i] = conditionName(c.env.Tr, k)
	}
	return strings.Join(names, ", ")
}

// Shortcuts returns the screen's keyboard shortcuts: Ctrl+Enter next turn,
// Ctrl+E end of round (Cmd on macOS), Alt+1 to Alt+6 tap the elements in
// board order (infuse an inert one, consume one that is strong or waning).
func (c *Control) Shortcuts() []screen.Shortcut {
	tr := c.env.Tr
	def := fyne.KeyModifierShortcutDefault
	out := []screen.Shortcut{
		screen.NewShortcut(fyne.KeyReturn, def, tr.T("RoundKeyNext"), c.NextTurn),
		screen.NewShortcut(fyne.KeyE, def, tr.T("RoundKeyEndRound"), c.AskEndRound),
		screen.NewShortcut(fyne.KeyI, def, tr.T("RoundKeyDrawAbilities"), c.DrawAbilities),
	}
	keys := []fyne.KeyName{fyne.Key1, fyne.Key2, fyne.Key3, fyne.Key4, fyne.Key5, fyne.Key6}
	for i, k := range engine.Elements {
		out = append(out, screen.NewShortcut(keys[i], fyne.KeyModifierAlt,
			tr.T("RoundKeyElement", "Key", i+1, "Element", elementName(tr, k)), func() { c.TapElement(k) }))
	}
	return out
}

// Register adds the screen's shortcuts to canvas cv (the main window's).
func (c *Control) Register(cv fyne.Canvas) {
	for _, sc := range c.Shortcuts() {
		do := sc.Do
		cv.AddShortcut(sc.Key, func(fyne.Shortcut) { do() })
	}
}

// refreshOrder lists the round's turns.
func (c *Control) refreshOrder(scn *engine.Scenario, order []engine.Turn, orderErr error, active string) {
	tr := c.env.Tr
	if orderErr != nil {
		missing := missingInitiatives(scn)
		if len(missing) > 0 {
			c.orderMsg.SetText(tr.T("RoundMissing", "Names", strings.Join(missing, ", ")))
		} else {
			c.orderMsg.SetText(orderErr.Error())
		}
		c.orderMsg.Show()
		c.order.Objects = nil
		c.orderBox.Refresh()
		return
	}
	if len(order) == 0 {
		c.orderMsg.SetText(tr.T("RoundNoTurns"))
		c.orderMsg.Show()
	} else {
		c.orderMsg.Hide()
	}
	objs := make([]fyne.CanvasObject, 0, len(order))
	v := fyne.CurrentApp().Settings().ThemeVariant()
	th := fyne.CurrentApp().Settings().Theme()
	size := th.Size(theme.SizeNameText)
	for _, t := range order {
		fg := th.Color(theme.ColorNameForeground, v)
		bg := canvas.NewRectangle(color.Transparent)
		bg.CornerRadius = theme.InputRadiusSize()
		state := ""
		switch {
		case t.Figure == active:
			bg.FillColor = th.Color(theme.ColorNamePrimary, v)
			fg = th.Color(theme.ColorNameForegroundOnPrimary, v)
			state = tr.T("RoundActive")
		case t.Missed:
			fg = th.Color(theme.ColorNameDisabled, v)
			state = tr.T("RoundMissed")
		case t.Done:
			fg = th.Color(theme.ColorNameDisabled, v)
			state = tr.T("RoundDone")
		}
		num := canvas.NewText(strconv.Itoa(t.Initiative), fg)
		num.TextStyle = fyne.TextStyle{Bold: true}
		num.TextSize = size
		num.Alignment = fyne.TextAlignTrailing
		name := canvas.NewText(figureName(scn, t.Figure), fg)
		name.TextSize = size
		name.TextStyle = fyne.TextStyle{Bold: t.Figure == active}
		st := canvas.NewText(state, fg)
		st.TextSize = size
		h := name.MinSize().Height + theme.Padding()
		line := container.New(rowLayout{}, num, name, st)
		line.Resize(fyne.NewSize(0, h))
		objs = append(objs, container.NewStack(bg, container.NewPadded(line)))
	}
	c.order.Objects = objs
	c.orderBox.Refresh()
}

// rowLayout puts a turn's initiative in a fixed column on the left, its
// state on the right and its name between them.
type rowLayout struct{}

const numWidth = 32

func (rowLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	var h float32
	for _, o := range objs {
		h = max(h, o.MinSize().Height)
	}
	return fyne.NewSize(numWidth+objs[1].MinSize().Width+objs[2].MinSize().Width+2*theme.Padding(), h)
}

func (rowLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	pad := theme.Padding()
	num, name, st := objs[0], objs[1], objs[2]
	sw := st.MinSize().Width
	// The list's scroll bar is drawn over the right edge of its rows:
	// the state ("done", "fertig") keeps clear of it where there is room.
	right := size.Width - min(theme.ScrollBarSize(), max(0, size.Width-(numWidth+name.MinSize().Width+sw+2*pad)))
	num.Move(fyne.NewPos(0, 0))
	num.Resize(fyne.NewSize(numWidth, size.Height))
	name.Move(fyne.NewPos(numWidth+2*pad, 0))
	name.Resize(fyne.NewSize(max(0, right-numWidth-3*pad-sw), size.Height))
	st.Move(fyne.NewPos(right-sw, 0))
	st.Resize(fyne.NewSize(sw, size.Height))
}

// missingInitiatives names the characters and monster types that have no
// initiative yet this round.
func missingInitiatives(scn *engine.Scenario) []string {
	var out []string
	for _, f := range scn.Figures() {
		if f.Kind == engine.KindCharacter && f.Alive() && f.OnMap {
			if _, ok := scn.InitiativeOf(f.ID); !ok {
				out = append(out, figureName(scn, f.ID))
			}
		}
	}
	for _, t := range scn.MonsterTypes() {
		if _, ok := scn.MonsterInitiative(t); !ok {
			out = append(out, names.Type(scn, t))
		}
	}
	return out
}
