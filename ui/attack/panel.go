// Package attack is the attack panel: the attacker, the attack with its
// modifiers and added effects, and its targets (from the map's area template
// or picked by hand) are chosen; Draw draws the modifier cards and shows,
// target by target, the cards, the step-by-step log and the damage; Apply
// then applies the results to the figures. Both steps are recorded table
// actions (play.KindAttack), so either can be undone, and a drawn attack
// survives a restart.
package attack

import (
	"errors"
	"fmt"
	"github.com/haventable/haventable/engine/condbonus"
	"math/big"
	"reflect"
	"slices"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/locales"
	"github.com/haventable/haventable/ui/cards"
	"github.com/haventable/haventable/ui/mapview"
	"github.com/haventable/haventable/ui/names"
	"github.com/haventable/haventable/ui/screen"
	"github.com/haventable/haventable/ui/spinner"
)

// Panel is the attack panel. Create it with New; show Content.
type Panel struct {
	env *screen.Env
	tr  locales.Tr

	// oddsFor is the input of the odds shown (or being worked out), oddsGen
	// counts the computations started, so that a late one is dropped;
	// toUI runs a function on the UI goroutine (fyne.Do).
	oddsFor *oddsRequest
	oddsGen int
	toUI    func(func())
	async   bool // work slow odds out off the UI goroutine (oddsAsync)

	attacker    *widget.Select
	attackerIDs []string // parallel to attacker.Options
	value       *spinner.Spinner
	valueEntry  *spinner.Field

	mods      []modifier.Adjustment
	reordered bool // the player has moved a modifier: keep the order
	modList   *fyne.Container
	bestOrder *widget.Button
	modEntry  *widget.Entry

	advantage, disadvantage, ranged *widget.Check
	pierce, maxTargets, push, pull  *spinner.Spinner
	// times is how many times the attack is made on its one target, as
	// the monster's card gives it (modifier.Attack.Times: "Target 1 enemy
	// with all attacks"); the ability card shows it.
	times int
	// ifs are the attack's conditional bonuses, as its card gives them
	// (modifier.Attack.Ifs): the engine checks them on each target, and
	// each target's result says what they added (ifLines).
	ifs    []condbonus.Bonus
	ifNote *widget.Label
	// rng is the range of a ranged attack (a melee attack has range 1);
	// rangeLabel names it beside the Ranged check box.
	rng        *spinner.Spinner
	rangeLabel *widget.Label
	conditions map[modifier.EffectKind]*widget.Check
	elements   map[modifier.EffectKind]*widget.Check

	targets []string // chosen, in order
	// fromTemplate is set while the targets are the map's area template's
	// (UseTemplateTargets): the template decided range and sight, so the
	// attack drawn has range 0 (not checked). Choosing the targets by hand
	// or another attacker clears it.
	fromTemplate bool
	shownRange   int  // the range the target check boxes were marked for
	refused      bool // the status tells why Draw was refused
	targetChecks *fyne.Container
	targetsNote  *widget.Label
	useTemplate  *widget.Button

	odds    *widget.Label
	status  *widget.Label
	draw    *widget.Button
	apply   *widget.Button
	results *fyne.Container

	mapSelected string // the map's selection last followed
	// filled is the attacker the form was last filled for (fillFromCard,
	// or a drawn attack read back): another one chosen by Refresh (the
	// map's selection, the turn's character at start) is filled afresh.
	filled string

	outcome  *engine.AttackOutcome // the attack just applied, shown until the table changes
	applying bool
	updating bool // widgets being set from the state: ignore their callbacks

	// onAttack are the OnAttackChange listeners; told is what they were
	// last told (valid once hasTold).
	onAttack []func(attacker string, a modifier.Attack, targets []string)
	told     attackState
	hasTold  bool
	stop     []func() // stop following the table and the map (Close)

	left       *fyne.Container
	right      *fyne.Container
	leftScroll *container.Scroll
	content    fyne.CanvasObject
}

// New builds the attack panel on env; it follows env.Table (every change,
// undo and redo, a drawn attack read back after a restart) and the map's
// selected figure.
func New(env *screen.Env) *Panel {
	p := &Panel{env: env, tr: env.Tr, toUI: fyne.Do, async: oddsAsync,
		conditions: map[modifier.EffectKind]*widget.Check{},
		elements:   map[modifier.EffectKind]*widget.Check{},
	}
	p.build()
	p.stop = append(p.stop, env.Table.OnChange(screen.Redraw(p.Refresh)))
	if env.Map != nil {
		p.stop = append(p.stop, env.Map.AddListener(func(c mapview.Change) {
			if c&mapview.ChangeOverlay != 0 {
				p.followSelection()
			}
		}))
	}
	p.Refresh()
	return p
}

// Close stops the panel following the table and the map's selection (they
// keep their listeners, so a panel that is replaced should be closed).
func (p *Panel) Close() {
	for _, stop := range p.stop {
		stop()
	}
	p.stop = nil
}

// Content returns the panel's widget tree.
func (p *Panel) Content() fyne.CanvasObject { return p.content }

func (p *Panel) build() {
	tr := p.tr
	p.attacker = screen.NewSelect(tr, nil, func(string) {
		if !p.updating {
			p.targets, p.fromTemplate = nil, false
			p.fillFromCard()
			p.Refresh()
		}
	})
	p.attacker.PlaceHolder = tr.T(msgNoAttacker)

	changed := func(int) { p.formChanged() }
	p.value = spinner.NewEntry(tr, 0, modifier.MaxValue, defaultValue)
	p.value.OnChanged = changed
	p.valueEntry = p.value.Entry()
	p.valueEntry.OnSubmitted = func(string) { p.Draw() }

	p.modEntry = widget.NewEntry()
	p.modEntry.SetPlaceHolder(tr.T(msgModifierHint))
	p.modEntry.OnSubmitted = func(string) { p.addModifier() }
	addMod := widget.NewButtonWithIcon(tr.T(msgModifierAdd), theme.ContentAddIcon(), p.addModifier)
	p.bestOrder = widget.NewButtonWithIcon(tr.T(msgBestOrder), theme.ViewRefreshIcon(), func() {
		p.mods = modifier.BestOrder(p.mods)
		p.reordered = false
		p.showModifiers()
		p.formChanged()
	})
	p.modList = container.NewVBox()

	p.advantage = widget.NewCheck(tr.T(msgAdvantage), func(bool) { p.formChanged() })
	p.disadvantage = widget.NewCheck(tr.T(msgDisadvantage), func(bool) { p.formChanged() })
	p.ranged = widget.NewCheck(tr.T(msgRanged), func(bool) {
		p.rng.SetEnabled(p.ranged.Checked)
		p.formChanged()
	})
	p.rng = spinner.New(1, modifier.MaxValue, defaultRange)
	p.rng.OnChanged = changed
	p.rng.SetEnabled(false)
	p.rangeLabel = widget.NewLabel(tr.T(msgRange))
	p.pierce = spinner.New(0, modifier.MaxValue, 0)
	p.pierce.OnChanged = changed
	all := tr.T(msgAllTargets)
	p.maxTargets = spinner.New(0, 20, 0)
	p.maxTargets.Format = func(n int) string {
		if n == 0 {
			return all
		}
		return strconv.Itoa(n)
	}
	p.maxTargets.Refresh()
	p.maxTargets.OnChanged = changed
	p.push = spinner.New(0, modifier.MaxValue, 0)
	p.push.OnChanged = changed
	p.pull = spinner.New(0, modifier.MaxValue, 0)
	p.pull.OnChanged = changed

	var condChecks, elemChecks []fyne.CanvasObject
	// the conditions of later editions show once added (the last cell)
	var more []string
	var moreKinds []modifier.EffectKind
	for _, k := range engine.ConditionKinds {
		c := widget.NewCheck(cards.EffectLabel(tr, modifier.Effect{Kind: k}), func(bool) { p.formChanged() })
		p.conditions[k] = c
		condChecks = append(condChecks, c)
		if !slices.Contains(engine.BaseConditions, k) {
			c.Hide()
			more, moreKinds = append(more, c.Text), append(moreKinds, k)
		}
	}
	moreConds := widget.NewSelect(more, nil)
	moreConds.PlaceHolder = tr.T(msgMoreConditions)
	moreConds.OnChanged = func(name string) {
		if i := slices.Index(more, name); i >= 0 {
			moreConds.ClearSelected()
			c := p.conditions[moreKinds[i]]
			c.Show()
			c.SetChecked(true)
		}
	}
	condChecks = append(condChecks, moreConds)
	for _, k := range engine.Elements {
		c := widget.NewCheck(cards.EffectLabel(tr, modifier.Effect{Kind: k}), func(bool) { p.formChanged() })
		p.elements[k] = c
		elemChecks = append(elemChecks, c)
	}
	condGrid := container.NewGridWrap(widestOf(condChecks), condChecks...)
	elemGrid := container.NewGridWrap(widestOf(elemChecks), elemChecks...)

	label := func(text string) fyne.CanvasObject {
		return widget.NewLabelWithStyle(text, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	}
	form := container.New(layout.NewFormLayout(),
		label(tr.T(msgAttacker)), p.attacker,
		label(tr.T(msgValue)), p.value,
		label(tr.T(msgModifiers)), container.NewBorder(nil, nil, nil, addMod, p.modEntry),
		layout.NewSpacer(), p.modList,
		layout.NewSpacer(), container.NewHBox(p.advantage, p.disadvantage),
		layout.NewSpacer(), container.NewHBox(p.ranged, p.rangeLabel, p.rng),
		label(tr.T(msgPierce)), container.NewHBox(p.pierce, widget.NewLabel(tr.T(msgMaxTargets)), p.maxTargets),
		label(tr.T(msgPush)), container.NewHBox(p.push, widget.NewLabel(tr.T(msgPull)), p.pull),
		label(tr.T(msgConditions)), condGrid,
		label(tr.T(msgElements)), elemGrid,
	)

	p.useTemplate = widget.NewButtonWithIcon(tr.T(msgUseTemplate), theme.ViewFullScreenIcon(), p.UseTemplateTargets)
	p.targetChecks = container.NewGridWrap(fyne.NewSize(targetCellWidth, widget.NewCheck("", nil).MinSize().Height))
	p.targetsNote = widget.NewLabel("")
	p.targetsNote.Wrapping = fyne.TextWrapWord
	targets := container.NewVBox(
		container.NewBorder(nil, nil, label(tr.T(msgTargets)), p.useTemplate),
		p.targetChecks, p.targetsNote,
	)

	p.odds = widget.NewLabel("")
	p.odds.Wrapping = fyne.TextWrapWord
	p.ifNote = widget.NewLabel("")
	p.ifNote.Wrapping = fyne.TextWrapWord
	p.ifNote.Hide()
	p.draw = widget.NewButtonWithIcon(tr.T(msgDraw), theme.MediaPlayIcon(), p.Draw)
	p.draw.Importance = widget.HighImportance
	p.apply = widget.NewButtonWithIcon(tr.T(msgApply), theme.ConfirmIcon(), p.Apply)
	p.apply.Importance = widget.HighImportance
	p.status = widget.NewLabel("")
	p.status.Wrapping = fyne.TextWrapWord
	p.results = container.NewVBox()

	p.left = container.NewVBox(form, widget.NewSeparator(), targets)
	p.leftScroll = container.NewVScroll(container.NewPadded(p.left))
	actions := container.NewVBox(
		p.ifNote,
		p.odds,
		container.NewHBox(p.draw, p.apply),
		p.status,
		widget.NewSeparator(),
	)
	p.right = container.NewBorder(actions, nil, nil, nil, container.NewVScroll(p.results))
	split := container.NewHSplit(p.leftScroll, container.NewPadded(p.right))
	split.Offset = 0.5
	p.content = split
}

// scenario returns the scenario in progress, or nil.
func (p *Panel) scenario() *engine.Scenario {
	if p.env.Table == nil {
		return nil
	}
	return p.env.Table.Scenario()
}

// nameOf is the name players know figure id by (screen.NameOf).
func (p *Panel) nameOf(id string) string { return screen.NameOf(p.scenario(), id) }

// AttackerID returns the chosen attacker's figure ID ("" when none).
func (p *Panel) AttackerID() string {
	i := p.attacker.SelectedIndex()
	if i < 0 || i >= len(p.attackerIDs) {
		return ""
	}
	return p.attackerIDs[i]
}

// SetAttacker chooses the attacker by figure ID; the targets chosen are
// cleared.
func (p *Panel) SetAttacker(id string) {
	i := slices.Index(p.attackerIDs, id)
	if i < 0 || id == p.AttackerID() {
		return
	}
	p.updating = true
	p.attacker.SetSelectedIndex(i)
	p.updating = false
	p.targets, p.fromTemplate = nil, false
	p.fillFromCard()
	p.Refresh()
}

// TakeCardAttack makes character id the attacker, with the attack of the
// half it has just played (engine.Scenario.CardAttack): the form filled
// afresh, the targets cleared.
func (p *Panel) TakeCardAttack(id string) {
	if id != p.AttackerID() {
		p.SetAttacker(id)
		return
	}
	p.targets, p.fromTemplate = nil, false
	p.fillFromCard()
	p.Refresh()
}

// fillFromCard fills the form afresh for the attacker chosen: with the
// attack of a monster, as the card its type drew this round says, worked
// out against its stat card (value, range, targets, pierce, conditions),
// or of a character the half it has just played on its turn,
// and with the defaults for a figure without such a card; nothing of the
// last attacker's settings is kept. The players may still change it.
func (p *Panel) fillFromCard() {
	a := modifier.Attack{Value: defaultValue}
	if s, id := p.scenario(), p.AttackerID(); s != nil && id != "" {
		if plan, ok := s.MonsterPlan(id); ok && plan.Attack != nil {
			a = *plan.Attack
		} else if ca, ok := s.CardAttack(id); ok {
			a = ca.Attack // the half the character has just played
		}
	}
	p.mods, p.reordered = nil, false
	p.showAttack(a)
	p.filled = p.AttackerID()
	if !a.Ranged || a.Range <= 0 {
		p.rng.SetQuiet(defaultRange)
	}
	p.fromTemplate = false
}

// followSelection makes the map's selected figure the attacker, unless an
// attack is drawn.
func (p *Panel) followSelection() {
	if s := p.scenario(); s == nil {
		return
	} else if _, pending := s.PendingAttack(); pending {
		return
	}
	f, ok := p.env.Map.Selected()
	if !ok || f.ID == p.mapSelected {
		return // not a new selection (the hover or the template moved)
	}
	p.mapSelected = f.ID
	if slices.Contains(p.attackerIDs, f.ID) {
		p.SetAttacker(f.ID)
	}
}

// Targets returns the chosen targets' figure IDs, in the order attacked.
func (p *Panel) Targets() []string { return slices.Clone(p.targets) }

// SetTargets chooses the targets by figure ID, in order, by hand: the
// attack drawn checks their range and sight (Attack). IDs that are not
// enemies of the attacker in play are left out.
func (p *Panel) SetTargets(ids []string) {
	p.fromTemplate = false
	p.setTargets(ids)
}

func (p *Panel) setTargets(ids []string) {
	enemies := p.enemies()
	p.targets = nil
	for _, id := range ids {
		if slices.Contains(enemies, id) && !slices.Contains(p.targets, id) {
			p.targets = append(p.targets, id)
		}
	}
	p.showTargets()
	p.formChanged()
}

// UseTemplateTargets takes the targets of the area template placed on the
// map for the chosen attacker (Map.Area). The template has decided range
// and sight: the attack drawn on them has range 0, until the targets are
// changed by hand.
func (p *Panel) UseTemplateTargets() {
	if p.env.Map == nil {
		return
	}
	v, ok := p.env.Map.Area()
	if !ok || v.Attacker == "" || v.Attacker != p.AttackerID() || len(v.Result.Targets) == 0 {
		p.targetsNote.SetText(p.tr.T(msgNoTemplate))
		return
	}
	p.fromTemplate = true
	p.setTargets(v.Result.Targets)
}

// FromTemplate reports whether the targets are the area template's
// (UseTemplateTargets), not changed by hand since.
func (p *Panel) FromTemplate() bool { return p.fromTemplate }

// enemies returns the attacker's enemies in play, in figure order.
func (p *Panel) enemies() []string {
	s := p.scenario()
	att := p.AttackerID()
	if s == nil || att == "" {
		return nil
	}
	return s.Enemies(att)
}

// Refresh shows the table as it stands: the figures in play, a drawn
// attack, the outcome of the attack just applied. It runs after every
// change of the table.
func (p *Panel) Refresh() {
	if !p.applying {
		p.outcome = nil
	}
	s := p.scenario()
	var ids, names []string
	if s != nil {
		for _, f := range s.Figures() {
			if f.Alive() && f.OnMap {
				ids = append(ids, f.ID)
				names = append(names, screen.FigureName(f))
			}
		}
	}
	current := p.AttackerID()
	pending, hasPending := engine.PendingAttack{}, false
	if s != nil {
		pending, hasPending = s.PendingAttack()
	}
	if hasPending {
		current = pending.Attacker
		if !slices.Contains(ids, current) {
			f, _ := s.Figure(current)
			ids, names = append(ids, current), append(names, screen.FigureName(f))
		}
	}
	if current == "" && p.env.Map != nil {
		if f, ok := p.env.Map.Selected(); ok {
			current = f.ID
		}
	}
	if current == "" && s != nil {
		// the character whose turn it is, with the attack of the half it
		// has played (a table read back with that attack still to make)
		if id, ok := s.Active(); ok {
			if _, ok := s.CardAttack(id); ok {
				current = id
			}
		}
	}
	p.updating = true
	p.attackerIDs = ids
	p.attacker.Options = names
	if i := slices.Index(ids, current); i >= 0 {
		p.attacker.SetSelectedIndex(i)
	} else {
		p.attacker.ClearSelected()
	}
	p.attacker.Refresh()
	p.updating = false

	if hasPending {
		p.targets = nil
		for _, r := range pending.Targets {
			p.targets = append(p.targets, r.ID)
		}
		// the attack as given, not as performed: the attacker's items,
		// strengthen and muddle would count twice in the next attack
		// drawn from the form
		p.showAttack(pending.Given)
		p.filled = pending.Attacker
	} else {
		if id := p.AttackerID(); id != "" && id != p.filled {
			p.targets = nil
			p.fillFromCard()
		}
		enemies := p.enemies()
		p.targets = slices.DeleteFunc(p.targets, func(id string) bool { return !slices.Contains(enemies, id) })
	}
	p.showTargets()
	p.showResults(s, pending, hasPending)
	p.formChanged()
}

// showAttack sets the form to attack a (the attack drawn as given).
func (p *Panel) showAttack(a modifier.Attack) {
	p.updating = true
	defer func() { p.updating = false }()
	p.value.SetQuiet(a.Value)
	p.mods = slices.Clone(a.Modifiers)
	p.reordered = !slices.Equal(p.mods, modifier.BestOrder(p.mods))
	p.showModifiers()
	p.advantage.SetChecked(a.Advantage)
	p.disadvantage.SetChecked(a.Disadvantage)
	p.ranged.SetChecked(a.Ranged)
	p.rng.SetEnabled(a.Ranged)
	if a.Ranged && a.Range > 0 {
		p.rng.SetQuiet(a.Range)
	}
	// A drawn attack of range 0 had its targets from a template (or was
	// logged before attacks had a range): Attack gives it back as drawn.
	p.fromTemplate = a.Range == 0
	p.pierce.SetQuiet(a.Pierce)
	p.maxTargets.SetQuiet(a.MaxTargets)
	p.times = a.Times
	p.ifs = condbonus.Clone(a.Ifs)
	p.showIfs()
	push, pull := 0, 0
	for _, e := range a.Effects {
		switch e.Kind {
		case modifier.Push:
			push = e.Amount
		case modifier.Pull:
			pull = e.Amount
		}
	}
	p.push.SetQuiet(push)
	p.pull.SetQuiet(pull)
	for k, c := range p.conditions {
		c.SetChecked(slices.Contains(a.Effects, modifier.Effect{Kind: k}))
		if !slices.Contains(engine.BaseConditions, k) && c.Visible() != c.Checked {
			if c.Checked {
				c.Show()
			} else {
				c.Hide()
			}
		}
	}
	for k, c := range p.elements {
		c.SetChecked(slices.Contains(a.Effects, modifier.Effect{Kind: k}))
	}
}

// Attack returns the attack the form describes. Its range is the Range
// spinner's for a ranged attack, 1 for a melee attack, and 0 (not checked)
// while the targets are the area template's (FromTemplate).
func (p *Panel) Attack() modifier.Attack {
	a := modifier.Attack{
		Value:     p.value.Value(),
		Modifiers: slices.Clone(p.mods),
		Advantage: p.advantage.Checked, Disadvantage: p.disadvantage.Checked,
		Ranged: p.ranged.Checked, Pierce: p.pierce.Value(), MaxTargets: p.maxTargets.Value(), Times: p.times,
		Ifs: condbonus.Clone(p.ifs),
	}
	if !p.fromTemplate {
		a.Range = engine.AttackRange(a.Ranged, p.rng.Value())
	}
	if p.push.Value() > 0 {
		a.Effects = append(a.Effects, modifier.Effect{Kind: modifier.Push, Amount: p.push.Value()})
	}
	if p.pull.Value() > 0 {
		a.Effects = append(a.Effects, modifier.Effect{Kind: modifier.Pull, Amount: p.pull.Value()})
	}
	for _, k := range engine.ConditionKinds {
		if p.conditions[k].Checked {
			a.Effects = append(a.Effects, modifier.Effect{Kind: k})
		}
	}
	for _, k := range engine.Elements {
		if p.elements[k].Checked {
			a.Effects = append(a.Effects, modifier.Effect{Kind: k})
		}
	}
	return a
}

// AddModifier adds one of the attacker's modifiers written as
// modifier.ParseAdjustment reads it ("+1", "-1", "x2", "poison"); the list
// keeps modifier.BestOrder until the player moves a modifier.
func (p *Panel) AddModifier(token string) error {
	token = strings.TrimSpace(token)
	// The poisoned target's +1 may be typed in the player's language.
	if strings.EqualFold(token, p.tr.T(cards.MsgPoison)) {
		token = "poison"
	}
	m, err := modifier.ParseAdjustment(token)
	if err != nil {
		return err
	}
	mods := append(slices.Clone(p.mods), m)
	if err := (modifier.Attack{Modifiers: mods}).Validate(); err != nil {
		return err
	}
	p.mods = mods
	if !p.reordered {
		p.mods = modifier.BestOrder(p.mods)
	}
	p.showModifiers()
	p.formChanged()
	return nil
}

// Modifiers returns the attacker's modifiers in the order applied.
func (p *Panel) Modifiers() []modifier.Adjustment { return slices.Clone(p.mods) }

// MoveModifier moves the modifier at index i by step places (−1 up, +1
// down).
func (p *Panel) MoveModifier(i, step int) {
	j := i + step
	if i < 0 || i >= len(p.mods) || j < 0 || j >= len(p.mods) {
		return
	}
	p.mods[i], p.mods[j] = p.mods[j], p.mods[i]
	p.reordered = true
	p.showModifiers()
	p.formChanged()
}

func (p *Panel) removeModifier(i int) {
	if i < 0 || i >= len(p.mods) {
		return
	}
	p.mods = slices.Delete(p.mods, i, i+1)
	p.showModifiers()
	p.formChanged()
}

func (p *Panel) addModifier() {
	if err := p.AddModifier(p.modEntry.Text); err != nil {
		p.env.ShowError(p.tr.T(msgBadModifier), err)
		return
	}
	p.modEntry.SetText("")
}

func (p *Panel) showModifiers() {
	p.modList.RemoveAll()
	if len(p.mods) == 0 {
		p.modList.Add(widget.NewLabel(p.tr.T(msgNoModifiers)))
	}
	for i, m := range p.mods {
		up := widget.NewButtonWithIcon("", theme.MoveUpIcon(), func() { p.MoveModifier(i, -1) })
		down := widget.NewButtonWithIcon("", theme.MoveDownIcon(), func() { p.MoveModifier(i, 1) })
		del := widget.NewButtonWithIcon("", theme.DeleteIcon(), func() { p.removeModifier(i) })
		if i == 0 {
			up.Disable()
		}
		if i == len(p.mods)-1 {
			down.Disable()
		}
		token := widget.NewLabel(p.modifierText(m))
		p.modList.Add(container.NewHBox(token, layout.NewSpacer(), up, down, del))
	}
	if len(p.mods) > 1 {
		setEnabled(p.bestOrder, !slices.Equal(p.mods, modifier.BestOrder(p.mods)))
		p.modList.Add(container.NewHBox(layout.NewSpacer(), p.bestOrder))
	}
	p.relayout()
}

// relayout lays the form out again after rows were added or removed.
func (p *Panel) relayout() {
	if p.left == nil {
		return
	}
	p.left.Refresh()
	p.leftScroll.Refresh()
}

// modifierText writes a modifier with true minus and times signs; the
// poison place is named as cards name the condition.
func (p *Panel) modifierText(m modifier.Adjustment) string {
	s := m.String()
	switch {
	case m.Poison:
		return cards.EffectLabel(p.tr, modifier.Effect{Kind: modifier.Poison})
	case m.Op == modifier.OpDouble:
		return "×2"
	case strings.HasPrefix(s, "-"):
		return "−" + s[1:]
	}
	return s
}

func (p *Panel) showTargets() {
	p.targetChecks.RemoveAll()
	enemies := p.enemies()
	s := p.scenario()
	pending := false
	if s != nil {
		_, pending = s.PendingAttack()
	}
	rng := p.Attack().Range
	p.shownRange = rng
	for _, id := range enemies {
		label := p.nameOf(id)
		if !pending {
			label = p.markReach(s, id, rng)
		}
		if n := slices.Index(p.targets, id); n >= 0 {
			label = fmt.Sprintf("%d. %s", n+1, label)
		}
		c := widget.NewCheck(label, nil)
		c.Checked = slices.Contains(p.targets, id)
		c.OnChanged = func(on bool) { p.toggleTarget(id, on) }
		if pending {
			c.Disable()
		}
		p.targetChecks.Add(c)
	}
	// A cell holds the widest check box any target could have, numbered
	// and marked out of reach or not (180 at least): the boxes stay where
	// they are when the range changes their marks.
	cell := p.widestTarget(enemies).Max(fyne.NewSize(targetCellWidth, 0))
	p.targetChecks.Layout = layout.NewGridWrapLayout(fyne.NewSize(cell.Width, widget.NewCheck("", nil).MinSize().Height))
	switch {
	case s == nil:
		p.targetsNote.SetText(p.tr.T(msgNoScenario))
	case p.AttackerID() == "":
		p.targetsNote.SetText(p.tr.T(msgNoAttacker))
	case len(enemies) == 0:
		p.targetsNote.SetText(p.tr.T(msgNoEnemies))
	case !pending:
		p.targetsNote.SetText(p.reachNote(s, rng))
	default:
		p.targetsNote.SetText("")
	}
	p.relayout()
}

// widestTarget is the size of the widest check box of enemies: each name
// numbered as the last target chosen, plain or with any mark of markReach.
func (p *Panel) widestTarget(enemies []string) fyne.Size {
	var boxes []fyne.CanvasObject
	for _, id := range enemies {
		name := p.nameOf(id)
		for _, label := range []string{name,
			p.tr.T(msgMarkOutOfSight, "Name", name),
			p.tr.T(msgMarkNotAdjacent, "Name", name),
			p.tr.T(msgMarkOutOfRange, "Name", name),
		} {
			boxes = append(boxes, widget.NewCheck(fmt.Sprintf("%d. %s", len(enemies), label), nil))
		}
	}
	return widestOf(boxes).Max(widestOf(p.targetChecks.Objects))
}

func (p *Panel) toggleTarget(id string, on bool) {
	if p.updating {
		return
	}
	i := slices.Index(p.targets, id)
	switch {
	case on && i < 0:
		p.targets = append(p.targets, id)
	case !on && i >= 0:
		p.targets = slices.Delete(p.targets, i, i+1)
	default:
		return
	}
	p.fromTemplate = false
	p.showTargets()
	p.formChanged()
}

// formChanged updates what depends on the form: the odds, the buttons.
func (p *Panel) formChanged() {
	if p.updating {
		return
	}
	s := p.scenario()
	pending := false
	if s != nil {
		_, pending = s.PendingAttack()
	}
	if !pending && p.Attack().Range != p.shownRange {
		p.showTargets() // marked for another range
	}
	if p.refused {
		p.refused = false
		if p.outcome != nil {
			p.status.SetText(p.tr.T(msgApplied, "Name", p.nameOf(p.outcome.Attacker)))
		} else {
			p.status.SetText(p.tr.T(msgHint))
		}
	}
	if !p.value.Valid() {
		// what is typed is not an attack value: say so, and draw nothing
		p.refused = true
		p.status.SetText(p.tr.T(msgValueInvalid, "Max", modifier.MaxValue))
	}
	setEnabled(p.draw, s != nil && !pending && p.value.Valid())
	setEnabled(p.apply, pending)
	setEnabled(p.useTemplate, s != nil && !pending && p.AttackerID() != "")
	p.showOdds(s, pending)
	p.right.Refresh()
	p.tellAttack()
}

// attackState is what the OnAttackChange listeners hear of: the attack
// being prepared.
type attackState struct {
	attacker string
	attack   modifier.Attack
	targets  []string
}

// equal tells whether two states describe the same attack (the modifiers
// and the targets in the same order).
func (s attackState) equal(o attackState) bool {
	a, b := s.attack, o.attack
	return s.attacker == o.attacker && slices.Equal(s.targets, o.targets) &&
		a.Value == b.Value && slices.Equal(a.Modifiers, b.Modifiers) &&
		a.Advantage == b.Advantage && a.Disadvantage == b.Disadvantage &&
		a.Ranged == b.Ranged && a.Range == b.Range && a.Pierce == b.Pierce && a.MaxTargets == b.MaxTargets && a.Times == b.Times &&
		slices.Equal(a.Effects, b.Effects)
}

// OnAttackChange registers f, called on the UI goroutine whenever the
// attack the panel describes changes: the attacker (AttackerID), the attack
// (Attack: value, modifiers and their order, advantage, disadvantage,
// ranged, range, pierce, maximum targets, added effects) or the targets (Targets,
// in order), whether the player changed the form or the panel followed the
// table (a change, undo and redo, an attack drawn) or the map's selection.
// f gets copies of the three; it is not called when none of them changed,
// nor for the state the panel has when f is registered.
func (p *Panel) OnAttackChange(f func(attacker string, a modifier.Attack, targets []string)) {
	p.onAttack = append(p.onAttack, f)
}

// tellAttack calls the OnAttackChange listeners if the attack changed
// since they were last told.
func (p *Panel) tellAttack() {
	now := attackState{p.AttackerID(), p.Attack(), p.Targets()}
	if p.hasTold && now.equal(p.told) {
		return
	}
	p.told, p.hasTold = now, true
	for _, f := range p.onAttack {
		a := now.attack
		a.Modifiers, a.Effects = slices.Clone(a.Modifiers), slices.Clone(a.Effects)
		f(now.attacker, a, slices.Clone(now.targets))
	}
}

// widestOf is the size of a grid cell that holds any of objs.
func widestOf(objs []fyne.CanvasObject) fyne.Size {
	var s fyne.Size
	for _, o := range objs {
		s = s.Max(o.MinSize())
	}
	return s
}

func setEnabled(w fyne.Disableable, on bool) {
	if on {
		w.Enable()
	} else {
		w.Disable()
	}
}

// oddsRequest is what the odds shown depend on: the input of the
// computation and the target named.
type oddsRequest struct {
	in     modifier.OddsInput
	target string
	// joint is the whole attack's, when it has several targets.
	joint *modifier.JointInput
	names []string
	// boost says what the items used add, under the odds: a change of it
	// alone (an item for a melee attack used before a ranged one) is shown.
	boost string
}

// showOdds shows the exact odds of the attack on its first target. The
// input is read from the scenario here; the odds of a deck with many
// rolling cards are worked out off the UI goroutine ("working out the
// odds…" meanwhile), the others at once.
func (p *Panel) showOdds(s *engine.Scenario, pending bool) {
	att := p.AttackerID()
	var req *oddsRequest
	if s != nil && !pending && att != "" && len(p.targets) > 0 {
		if in, err := s.AttackOddsInput(att, p.Attack(), p.targets[0]); err == nil {
			req = &oddsRequest{in: in, target: p.targets[0], boost: names.ItemBoostFor(p.tr, s.ItemBoostOf(att), p.Attack().Ranged)}
			if len(p.targets) > 1 {
				if j, err := s.JointOddsInput(att, p.Attack(), p.targets); err == nil {
					req.joint = &j
					for _, id := range p.targets {
						req.names = append(req.names, p.nameOf(id))
					}
				}
			}
		}
	}
	if req == nil {
		p.oddsFor = nil
		p.oddsGen++
		p.setOdds("")
		return
	}
	if p.oddsFor != nil && reflect.DeepEqual(*p.oddsFor, *req) {
		return // shown, or being worked out
	}
	p.oddsFor = req
	p.oddsGen++
	gen, name, boost := p.oddsGen, p.nameOf(req.target), req.boost
	lines := func() string {
		line := p.oddsLine(name, req.in)
		if req.joint != nil {
			if j := p.jointLine(req.names, *req.joint); j != "" {
				line += "\n" + j
			}
		}
		if line != "" && boost != "" {
			line += "\n" + boost
		}
		return line
	}
	// The joint odds of two or three targets from a deck without many
	// rolling cards take a few milliseconds: at once, as the single odds.
	slow := slowOdds(req.in) || req.joint != nil && len(req.joint.Targets) > 3
	if !p.async || !slow {
		p.setOdds(lines())
		return
	}
	p.setOdds(p.tr.T(msgOddsWorking))
	go func() {
		line := lines()
		p.toUI(func() {
			if gen == p.oddsGen {
				p.setOdds(line)
			}
		})
	}()
}

// oddsAsync is false in this package's tests, which read the odds shown at
// once.
var oddsAsync = true

// slowOdds tells whether the odds of an input may take long enough (many
// rolling cards) to be worked out off the UI goroutine.
func slowOdds(in modifier.OddsInput) bool {
	rolling := 0
	for _, pile := range [][]modifier.Card{in.Draw, in.Discard} {
		for _, c := range pile {
			if c.Rolling {
				rolling++
			}
		}
	}
	return rolling >= 4
}

// oddsLine is the one line of exact odds: expected damage and the chance
// that the target falls; "" when they cannot be worked out.
func (p *Panel) oddsLine(name string, in modifier.OddsInput) string {
	d, err := modifier.Odds(in)
	if err != nil {
		return ""
	}
	return p.tr.T(msgOdds, "Name", name,
		"Expected", spinner.Float(p.tr, d.ExpectedDamageFloat(), 2), "Kill", spinner.Float(p.tr, 100*d.KillChanceFloat(), 1))
}

// jointLine tells the joint odds of an attack on several targets: each
// one's chance to fall, all falling, the damage expected in all; "" when
// they cannot be worked out.
func (p *Panel) jointLine(names []string, in modifier.JointInput) string {
	j, err := in.Odds()
	if err != nil {
		return ""
	}
	pct := func(r *big.Rat) string {
		f, _ := r.Float64()
		return spinner.Float(p.tr, 100*f, 1)
	}
	parts := make([]string, len(names))
	for i, n := range names {
		parts[i] = p.tr.T(msgJointFalls, "Name", n, "Chance", pct(j.Falls[i]))
	}
	dmg, _ := j.ExpectedDamage.Float64()
	return p.tr.T(msgJointOdds, "Each", strings.Join(parts, ", "), "All", pct(j.AllFall),
		"Damage", spinner.Float(p.tr, dmg, 2))
}

func (p *Panel) setOdds(text string) {
	p.odds.Hidden = text == ""
	p.odds.SetText(text)
}

// OddsText returns the line of odds shown (empty when there is none).
func (p *Panel) OddsText() string { return p.odds.Text }

// Draw draws the attack the panel describes (a recorded table action). A
// target out of the attack's range or the attacker's sight is refused with
// a message in the panel (the status line and the targets' note); other
// errors (a stunned attacker, too many targets) are shown in a dialog.
func (p *Panel) Draw() {
	if !p.value.Valid() {
		p.formChanged()
		return
	}
	title := p.tr.T(msgDrawFailed)
	s := p.scenario()
	switch {
	case s == nil:
		p.env.ShowError(title, errors.New(p.tr.T(msgNoScenario)))
		return
	case p.AttackerID() == "":
		p.env.ShowError(title, errors.New(p.tr.T(msgNoAttacker)))
		return
	case len(p.targets) == 0:
		p.env.ShowError(title, errors.New(p.tr.T(msgNoTargets)))
		return
	}
	if _, pending := s.PendingAttack(); pending {
		p.env.ShowError(title, engine.ErrAttackPending)
		return
	}
	p.env.Table.DoThen(engine.DrawAttack{Attacker: p.AttackerID(), Attack: p.Attack(), Targets: p.Targets()},
		func(_ engine.Report, err error) {
			if msg, ok := p.reachText(err); ok {
				p.status.SetText(title + ": " + msg)
				p.refused = true
				p.targetsNote.SetText(msg)
				p.right.Refresh()
				p.relayout()
				return
			}
			if err != nil {
				p.env.ShowError(title, err)
			}
		})
}

// Apply applies the drawn attack to the figures (a recorded table action)
// and shows hit points after, kills, money tokens and effects.
func (p *Panel) Apply() {
	title := p.tr.T(msgApplyFailed)
	s := p.scenario()
	if s == nil {
		p.env.ShowError(title, errors.New(p.tr.T(msgNoScenario)))
		return
	}
	_, ok := s.PendingAttack()
	if !ok {
		p.env.ShowError(title, engine.ErrNoPendingAttack)
		return
	}
	p.applying = true
	p.outcome = nil
	p.env.Table.DoThen(engine.ApplyAttack{}, func(rep engine.Report, err error) {
		p.applying = false
		if err != nil {
			p.env.ShowError(title, err)
			return
		}
		p.outcome = rep.Attack
		p.showResults(p.scenario(), engine.PendingAttack{}, false)
	})
}

// Shortcuts returns the panel's shortcuts: Ctrl+D draws (Cmd+D on macOS),
// Ctrl+Enter applies (Cmd+Enter). Enter in the attack value field draws as
// well, and HandleKey gives Enter to the panel from the window.
func (p *Panel) Shortcuts() []screen.Shortcut {
	def := fyne.KeyModifierShortcutDefault
	return []screen.Shortcut{
		screen.NewShortcut(fyne.KeyD, def, p.tr.T(msgKeyDraw), p.Draw),
		screen.NewShortcut(fyne.KeyReturn, def, p.tr.T(msgKeyApply), p.Apply),
		screen.NewShortcut(fyne.KeyEnter, def, p.tr.T(msgKeyApply), p.Apply),
	}
}

// Register adds the panel's shortcuts to a window's canvas.
func (p *Panel) Register(c fyne.Canvas) {
	for _, sc := range p.Shortcuts() {
		do := sc.Do
		c.AddShortcut(sc.Key, func(fyne.Shortcut) { do() })
	}
}

// TypedKeys are the keys the panel takes without a modifier (HandleKey),
// for the window's list of keys: Enter draws.
func (p *Panel) TypedKeys() []screen.Shortcut {
	return []screen.Shortcut{screen.NewShortcut(fyne.KeyReturn, 0, p.tr.T(msgKeyDraw), p.Draw)}
}

// HandleKey draws on Enter or Return when no attack is drawn, for a shell
// that forwards the window's unhandled keys (canvas.SetOnTypedKey); it
// reports whether it used the key.
func (p *Panel) HandleKey(ev *fyne.KeyEvent) bool {
	if ev == nil || (ev.Name != fyne.KeyReturn && ev.Name != fyne.KeyEnter) || p.draw.Disabled() {
		return false
	}
	p.Draw()
	return true
}

// defaultRange is the Range spinner's value until the player changes it.
const defaultRange = 3

// defaultValue is the attack value of an attacker without a monster card
// until the player changes it.
const defaultValue = 2

// targetCellWidth is the narrowest cell of a target's check box.
const targetCellWidth = 180

// reachText tells, in the players' words, why an attack refused a target
// out of its range or the attacker's sight (an error wrapping
// engine.ErrOutOfRange or engine.ErrOutOfSight), naming the target; false
// for any other error.
func (p *Panel) reachText(err error) (string, bool) {
	var re *engine.ReachError
	if err == nil || !errors.As(err, &re) {
		return "", false
	}
	name := p.nameOf(re.Target)
	switch {
	case errors.Is(re.Err, engine.ErrOutOfSight):
		return p.tr.T(msgOutOfSight, "Name", name), true
	case re.Distance < 0:
		return p.tr.T(msgWalledOff, "Name", name), true
	case re.Range == 1:
		return p.tr.T(msgNotAdjacent, "Name", name), true
	}
	return p.tr.N(msgOutOfRange, re.Distance, "Name", name, "Distance", re.Distance, "Range", re.Range), true
}

// markReach is target id's name for its check box, marked when the attack
// (of range rng) cannot reach it: out of range, not adjacent (melee) or out
// of sight.
func (p *Panel) markReach(s *engine.Scenario, id string, rng int) string {
	name := p.nameOf(id)
	att := p.AttackerID()
	if s == nil || att == "" || rng == 0 {
		return name
	}
	var re *engine.ReachError
	if err := s.CheckReach(att, id, rng); !errors.As(err, &re) {
		return name
	}
	switch {
	case errors.Is(re.Err, engine.ErrOutOfSight):
		return p.tr.T(msgMarkOutOfSight, "Name", name)
	case rng == 1:
		return p.tr.T(msgMarkNotAdjacent, "Name", name)
	}
	return p.tr.T(msgMarkOutOfRange, "Name", name)
}

// reachNote tells why the first chosen target the attack (of range rng)
// cannot reach is refused; "" when it reaches them all.
func (p *Panel) reachNote(s *engine.Scenario, rng int) string {
	att := p.AttackerID()
	if s == nil || att == "" || rng == 0 {
		return ""
	}
	for _, id := range p.targets {
		if msg, ok := p.reachText(s.CheckReach(att, id, rng)); ok {
			return msg
		}
	}
	return ""
}
