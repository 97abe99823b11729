package round

import (
	"fmt"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/locales"
	"github.com/haventable/haventable/ui/abilities"
	"github.com/haventable/haventable/ui/cards"
	"github.com/haventable/haventable/ui/names"
	"github.com/haventable/haventable/ui/spinner"
)

// The widths of the initiative table's columns.
const (
	nameCol   = 130
	numberCol = 72
)

// charRow is a character's initiative entry: its leading and second card,
// a button setting them, its cards button (its ability cards counted, a
// long rest declared: CardsMenu), and what is set.
type charRow struct {
	id       string
	name     *widget.Label
	leading  *spinner.Field
	second   *spinner.Field
	set      *widget.Button
	cards    *widget.Button
	current  *widget.Label
	edit     *fyne.Container
	obj      *fyne.Container
	shownKey string
}

// monRow is a monster type's initiative entry, and under it the ability
// card the type drew this round.
type monRow struct {
	typ      string
	name     *widget.Label
	value    *spinner.Field
	set      *widget.Button
	current  *widget.Label
	card     *abilities.CardWidget
	edit     *fyne.Container
	obj      *fyne.Container
	shownKey string
}

func fixed(w float32, o fyne.CanvasObject) fyne.CanvasObject {
	return container.NewGridWrap(fyne.NewSize(w, o.MinSize().Height), o)
}

// editColumn holds the entries and buttons of an initiative row: at least
// width wide, so that what is set lines up in every row (nothing when
// they are hidden).
type editColumn struct{ width float32 }

func (e editColumn) MinSize(objs []fyne.CanvasObject) fyne.Size {
	var s fyne.Size
	for _, o := range objs {
		if o.Visible() {
			s = s.Max(o.MinSize())
		}
	}
	if s.Width == 0 {
		return s // everything hidden
	}
	return fyne.NewSize(max(s.Width, e.width), s.Height)
}

func (editColumn) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objs {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(fyne.NewSize(o.MinSize().Width, size.Height))
	}
}

// charHeader returns the headings of the characters' entries and their
// texts (coloured by Refresh).
func charHeader(tr locales.Tr) (fyne.CanvasObject, []*canvas.Text) {
	// canvas texts without a label's padding, so that the words fit over
	// the entries
	var texts []*canvas.Text
	text := func(id string) fyne.CanvasObject {
		t := canvas.NewText(id, theme.Color(theme.ColorNameForeground))
		t.TextSize = theme.TextSize()
		texts = append(texts, t)
		return container.New(&headerCell{numberCol}, t)
	}
	name := widget.NewLabel("")
	return container.NewHBox(fixed(nameCol, name), text(tr.T("RoundLeading")), text(tr.T("RoundSecond"))), texts
}

// headerCell is a column heading over an entry: as wide as the entry (or
// its text), its text at the bottom.
type headerCell struct{ width float32 }

func (h *headerCell) MinSize(objs []fyne.CanvasObject) fyne.Size {
	s := objs[0].MinSize()
	return fyne.NewSize(max(h.width, s.Width), s.Height+theme.Padding())
}

func (h *headerCell) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	s := objs[0].MinSize()
	objs[0].Move(fyne.NewPos(theme.Padding(), size.Height-s.Height))
	objs[0].Resize(s)
}

func setVisible(o fyne.CanvasObject, on bool) {
	if on == o.Visible() {
		return
	}
	if on {
		o.Show()
	} else {
		o.Hide()
	}
}

// numberEntry is an initiative entry (spinner.Field): the table's
// shortcuts (Ctrl+Z ...) work in it, while it holds no initiative typed
// and not yet set. It has no validator mark, which would crowd its narrow
// column: what it holds is read with parseInitiative, and what is wrong
// said when it is set.
func numberEntry(tr locales.Tr) *spinner.Field {
	e := spinner.NewWhole(tr, engine.MinInitiative, engine.MaxInitiative)
	e.Validator = nil
	return e
}

// editWidth is the width of a character's entries and buttons, which a
// monster type's line up with.
func editWidth(tr locales.Tr) float32 {
	probe := container.NewHBox(fixed(numberCol, widget.NewEntry()), fixed(numberCol, widget.NewEntry()),
		widget.NewButtonWithIcon("", theme.ConfirmIcon(), nil))
	return probe.MinSize().Width
}

// cardsWidth is the width of a character's cards button, the widest it
// says; a monster type's row leaves the same room, so that what is set
// lines up.
func cardsWidth(tr locales.Tr) float32 {
	w := widget.NewButton(tr.T("RoundCardsUncounted"), nil).MinSize().Width
	full := widget.NewButton(tr.T("RoundCards", "Hand", engine.MaxHandSize, "Discard", engine.MaxHandSize, "Lost", engine.MaxHandSize), nil)
	return max(w, full.MinSize().Width)
}

// parseInitiative reads an initiative as typed (spinner.ReadWhole); the
// error, in tr's language, names what was typed.
func parseInitiative(tr locales.Tr, s string) (int, error) {
	return spinner.ReadWhole(tr, s, engine.MinInitiative, engine.MaxInitiative)
}

// parseSecond reads a second card's initiative as typed: empty is no
// second card (0), which the engine counts as 99 in a tie.
func parseSecond(tr locales.Tr, s string) (int, error) {
	if strings.TrimSpace(s) == "" {
		return 0, nil
	}
	return parseInitiative(tr, s)
}

// The typed initiatives take effect without ✓: Enter in an entry sets its
// row (and moves on: to the second card while it is empty), leaving an
// entry sets its row when what it holds is an initiative, and Next turn
// first sets every row typed (applyTyped).

func (c *Control) newCharRow(id string) *charRow {
	r := &charRow{id: id}
	r.name = widget.NewLabel("")
	r.name.Truncation = fyne.TextTruncateEllipsis
	r.leading = numberEntry(c.env.Tr)
	r.second = numberEntry(c.env.Tr)
	r.leading.OnSubmitted = func(string) {
		c.SetInitiative(id, r.leading.Text, r.second.Text)
		if strings.TrimSpace(r.second.Text) == "" && c.env.Window != nil {
			c.env.Window.Canvas().Focus(r.second)
		}
	}
	r.second.OnSubmitted = func(string) { c.SetInitiative(id, r.leading.Text, r.second.Text) }
	r.leading.OnFocusLost = func() { c.applyChar(r, false) }
	r.second.OnFocusLost = r.leading.OnFocusLost
	r.leading.OnChanged = func(string) { c.refreshButtons() }
	r.second.OnChanged = r.leading.OnChanged
	r.set = widget.NewButtonWithIcon("", theme.ConfirmIcon(), func() { c.SetInitiative(id, r.leading.Text, r.second.Text) })
	r.current = widget.NewLabel("")
	r.cards = widget.NewButton("", nil)
	r.cards.OnTapped = func() { c.tapCards(id, r.cards) }
	r.edit = container.NewHBox(fixed(numberCol, r.leading), fixed(numberCol, r.second), r.set)
	r.obj = container.NewHBox(fixed(nameCol, r.name), container.New(editColumn{c.editWidth}, r.edit),
		fixed(c.cardsWidth, r.cards), r.current)
	return r
}

func (c *Control) newMonRow(monsterType string) *monRow {
	r := &monRow{typ: monsterType}
	r.name = widget.NewLabel(names.Type(c.scenario(), monsterType))
	r.name.Truncation = fyne.TextTruncateEllipsis
	r.value = numberEntry(c.env.Tr)
	r.value.OnSubmitted = func(string) { c.SetMonsterInitiative(monsterType, r.value.Text) }
	r.value.OnFocusLost = func() { c.applyMonster(monsterType, r, false) }
	r.value.OnChanged = func(string) { c.refreshButtons() }
	r.set = widget.NewButtonWithIcon("", theme.ConfirmIcon(), func() { c.SetMonsterInitiative(monsterType, r.value.Text) })
	r.current = widget.NewLabel("")
	r.card = abilities.NewCardWidget()
	r.card.Hide()
	r.edit = container.NewHBox(fixed(numberCol, r.value), r.set)
	r.obj = container.NewVBox(
		container.NewHBox(fixed(nameCol, r.name), container.New(editColumn{c.editWidth}, r.edit),
			fixed(c.cardsWidth, layout.NewSpacer()), r.current),
		r.card)
	return r
}

func (c *Control) refreshCharacters(scn *engine.Scenario, begun bool) {
	tr := c.env.Tr
	var objs []fyne.CanvasObject
	seen := map[string]bool{}
	for _, f := range scn.Figures() {
		if f.Kind != engine.KindCharacter || !f.Alive() {
			continue
		}
		seen[f.ID] = true
		r := c.charRows[f.ID]
		if r == nil {
			r = c.newCharRow(f.ID)
			c.charRows[f.ID] = r
		}
		r.name.SetText(figureName(scn, f.ID))
		in, set := scn.InitiativeOf(f.ID)
		// The entries show what is set; they are left alone while the
		// player types, until the initiative or the round changes.
		key := fmt.Sprint(scn.Round(), set, in)
		if key != r.shownKey {
			r.shownKey = key
			lead, second := "", ""
			if set && !in.LongRest {
				lead = strconv.Itoa(in.Leading)
			}
			if set && in.Second != 0 {
				second = strconv.Itoa(in.Second)
			}
			r.leading.SetText(lead)
			r.second.SetText(second)
		}
		h, kept := scn.HandOf(f.ID)
		r.cards.SetText(c.cardsText(f, h))
		switch {
		case kept && h.Piles().MustRest() && (!set || !in.LongRest):
			r.current.SetText(tr.T("RoundMustRest"))
			r.current.Importance = widget.WarningImportance
		case kept && !set:
			r.current.SetText(tr.T("RoundChooseCards"))
			r.current.Importance = widget.WarningImportance
		case kept && !in.LongRest && len(h.Chosen) == 2:
			lead, _ := h.Card(h.Chosen[0])
			r.current.SetText(tr.T("RoundActsOnCard", "Initiative", in.Leading, "Card", lead.Name))
			if !begun { // the entries show the initiatives: the card, short
				r.current.SetText(tr.T("RoundCardLeads", "Card", lead.Name))
			}
			r.current.Importance = widget.MediumImportance
		case f.Cards != nil && f.Cards.MustRest() && (!set || !in.LongRest):
			r.current.SetText(tr.T("RoundMustRest"))
			r.current.Importance = widget.WarningImportance
		case !set:
			r.current.SetText(tr.T("RoundNotSet"))
			r.current.Importance = widget.WarningImportance
		case in.LongRest:
			r.current.SetText(tr.T("RoundIsLongRest", "Initiative", engine.LongRestInitiative))
			r.current.Importance = widget.MediumImportance
		case in.Second == 0:
			r.current.SetText(tr.T("RoundActsOnLeading", "Initiative", in.Leading))
			r.current.Importance = widget.MediumImportance
		default:
			r.current.SetText(tr.T("RoundActsOn", "Initiative", in.Leading, "Second", in.Second))
			r.current.Importance = widget.MediumImportance
		}
		r.current.Refresh()
		// once the round has begun the initiatives are fixed: only what is
		// set is shown; on a shared table, they are the character's
		// player's to set (disabled for the others, in their column)
		mine := c.env.Table.Allows(engine.SetInitiative{Character: f.ID})
		setEnabled(r.cards, mine)
		// a character whose cards the table keeps takes its initiative
		// from the two it chooses (the hand screen): the entries show it,
		// nothing to type
		for _, w := range []fyne.Disableable{r.leading, r.second, r.set} {
			setEnabled(w, mine && !kept)
		}
		if r.edit.Visible() == begun {
			setVisible(r.edit, !begun)
			r.obj.Refresh()
		}
		objs = append(objs, r.obj)
	}
	for id := range c.charRows {
		if !seen[id] {
			delete(c.charRows, id)
		}
	}
	if len(objs) == 0 {
		objs = append(objs, widget.NewLabel(tr.T("RoundNoCharacters")))
	}
	c.chars.Objects = objs
	c.chars.Refresh()
}

func (c *Control) refreshMonsters(scn *engine.Scenario, begun bool) {
	tr := c.env.Tr
	var objs []fyne.CanvasObject
	seen := map[string]bool{}
	for _, t := range scn.MonsterTypes() {
		seen[t] = true
		r := c.monRows[t]
		if r == nil {
			r = c.newMonRow(t)
			c.monRows[t] = r
		}
		n, set := scn.MonsterInitiative(t)
		key := fmt.Sprint(scn.Round(), set, n)
		if key != r.shownKey {
			r.shownKey = key
			text := ""
			if set {
				text = strconv.Itoa(n)
			}
			r.value.SetText(text)
		}
		if set {
			r.current.SetText(tr.T("RoundMonsterActsOn", "Initiative", n))
			r.current.Importance = widget.MediumImportance
		} else {
			r.current.SetText(tr.T("RoundNotSet"))
			r.current.Importance = widget.WarningImportance
		}
		r.current.Refresh()
		c.showCard(scn, t, r)
		// once the round has begun only a type without an initiative (placed
		// during the round) may still be given one
		open := (!begun || !set) && c.env.Table.Allows(engine.SetMonsterInitiative{Type: t})
		if r.edit.Visible() != open {
			setVisible(r.edit, open)
			r.obj.Refresh()
		}
		objs = append(objs, r.obj)
	}
	for t := range c.monRows {
		if !seen[t] {
			delete(c.monRows, t)
		}
	}
	if len(objs) == 0 {
		objs = append(objs, widget.NewLabel(tr.T("RoundNoMonsters")))
	}
	c.monsters.Objects = objs
	c.monsters.Refresh()
}

// SetInitiative sets a character's initiative from its two cards as typed
// (the second may be left empty); a bad entry is said in a dialog.
func (c *Control) SetInitiative(id, leading, second string) {
	c.setInitiative(id, leading, second, true)
}

// setInitiative sets a character's initiative as typed, unless it is set
// so already; it reports whether the entries held an initiative, saying
// why not in a dialog when report is set.
func (c *Control) setInitiative(id, leading, second string, report bool) bool {
	tr := c.env.Tr
	lead, err := parseInitiative(tr, leading)
	if err != nil {
		if report {
			c.fail(fmt.Errorf("%s: %w", tr.T("RoundLeading"), err))
		}
		return false
	}
	sec, err := parseSecond(tr, second)
	if err != nil {
		if report {
			c.fail(fmt.Errorf("%s: %w", tr.T("RoundSecond"), err))
		}
		return false
	}
	scn := c.scenario()
	if in, set := scn.InitiativeOf(id); set && !in.LongRest && in.Leading == lead && in.Second == sec {
		return true // nothing new: no action
	}
	return c.doTyped(engine.SetInitiative{Character: id, Leading: lead, Second: sec}, report)
}

// doTyped does a, an initiative as typed; it reports false when the table
// refused it (on a shared table, true once proposed: a refusal comes later
// and counts in refused), saying why in a dialog when report is set.
func (c *Control) doTyped(a engine.Action, report bool) bool {
	ok := true
	c.env.Table.DoThen(a, func(_ engine.Report, err error) {
		if err == nil {
			return
		}
		ok = false
		c.refused++
		if report {
			c.fail(err)
		}
	})
	return ok
}

// applyChar sets character row r's initiative from its entries when the
// player typed in them (see setInitiative for report).
func (c *Control) applyChar(r *charRow, report bool) bool {
	if c.scenario() == nil || !r.edit.Visible() || (!r.leading.Unsaved() && !r.second.Unsaved()) {
		return true
	}
	return c.setInitiative(r.id, r.leading.Text, r.second.Text, report)
}

// applyMonster sets monster row r's initiative from its entry when the
// player typed in it.
func (c *Control) applyMonster(monsterType string, r *monRow, report bool) bool {
	if c.scenario() == nil || !r.edit.Visible() || !r.value.Unsaved() {
		return true
	}
	return c.setMonsterInitiative(monsterType, r.value.Text, report)
}

// applyTyped sets every initiative typed and not yet set, in the order of
// the rows; it reports false (and with report, says why in a dialog) at
// the first entry that holds no initiative.
func (c *Control) applyTyped(report bool) bool {
	scn := c.scenario()
	if scn == nil {
		return true
	}
	for _, f := range scn.Figures() {
		if r := c.charRows[f.ID]; r != nil && !c.applyChar(r, report) {
			return false
		}
	}
	for _, t := range scn.MonsterTypes() {
		if r := c.monRows[t]; r != nil && !c.applyMonster(t, r, report) {
			return false
		}
	}
	return true
}

// typedCompletes reports whether the initiatives typed and not yet set
// give every character and monster type still without one an initiative
// (a type with an ability deck draws its card): Next turn then sets them
// and starts the round.
func (c *Control) typedCompletes(scn *engine.Scenario) bool {
	tr := c.env.Tr
	for _, f := range scn.Figures() {
		if f.Kind != engine.KindCharacter || !f.Alive() || !f.OnMap {
			continue
		}
		if _, set := scn.InitiativeOf(f.ID); set {
			continue
		}
		r := c.charRows[f.ID]
		if r == nil {
			return false
		}
		if _, err := parseInitiative(tr, r.leading.Text); err != nil {
			return false
		}
		if _, err := parseSecond(tr, r.second.Text); err != nil {
			return false
		}
	}
	for _, t := range scn.MonsterTypes() {
		if _, set := scn.MonsterInitiative(t); set {
			continue
		}
		if _, deck := scn.Ability(t); deck && !scn.RoundBegun() {
			continue // Next turn draws its card
		}
		r := c.monRows[t]
		if r == nil {
			return false
		}
		if _, err := parseInitiative(tr, r.value.Text); err != nil {
			return false
		}
	}
	return true
}

// SetLongRest declares a long rest for character id this round.
func (c *Control) SetLongRest(id string) {
	c.env.Table.DoThen(engine.LongRest{Character: id}, func(_ engine.Report, err error) {
		if err != nil {
			c.fail(c.cardsError(err))
		}
	})
}

// SetMonsterInitiative sets a monster type's initiative as typed.
func (c *Control) SetMonsterInitiative(monsterType, value string) {
	c.setMonsterInitiative(monsterType, value, true)
}

func (c *Control) setMonsterInitiative(monsterType, value string, report bool) bool {
	n, err := parseInitiative(c.env.Tr, value)
	if err != nil {
		if report {
			c.fail(fmt.Errorf("%s: %w", monsterType, err))
		}
		return false
	}
	if now, set := c.scenario().MonsterInitiative(monsterType); set && now == n {
		return true
	}
	return c.doTyped(engine.SetMonsterInitiative{Type: monsterType, Initiative: n}, report)
}

func elementNames(tr locales.Tr) [6]string {
	var out [6]string
	for i, k := range engine.Elements {
		out[i] = elementName(tr, k)
	}
	return out
}

func strengthName(tr locales.Tr, s engine.Strength, pending bool) string {
	switch {
	case pending && s == engine.Inert:
		return tr.T("RoundInfusing")
	case pending:
		return tr.T("RoundInfusingAgain")
	case s == engine.Strong:
		return tr.T("RoundStrong")
	case s == engine.Waning:
		return tr.T("RoundWaning")
	}
	return tr.T("RoundInert")
}

// elementName and conditionName are the one translation of elements and
// conditions, as printed on cards.
func elementName(tr locales.Tr, k modifier.EffectKind) string {
	return cards.EffectLabel(tr, modifier.Effect{Kind: k})
}

func conditionName(tr locales.Tr, k modifier.EffectKind) string {
	return cards.EffectLabel(tr, modifier.Effect{Kind: k})
}
