package battle

import (
	"errors"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/widget"

	rules "github.com/haventable/haventable/engine/battle"
	"github.com/haventable/haventable/locales"
	"github.com/haventable/haventable/ui/field"
	"github.com/haventable/haventable/ui/screen"
	"github.com/haventable/haventable/ui/spinner"
)

// addForm is the form that puts a new card into play.
type addForm struct {
	kind, owner     *widget.Select
	name            *field.Entry
	strength, tough *spinner.Field
	button          *widget.Button
}

func (f *addForm) build(s *Screen) fyne.CanvasObject {
	tr := s.tr
	f.kind = screen.NewSelect(tr, []string{tr.T("BattleKindHero"), tr.T("BattleKindEvil"), tr.T("BattleKindEnhancement")}, nil)
	f.kind.SetSelectedIndex(0)
	f.owner = screen.NewSelect(tr, []string{tr.T("BattlePlayer1"), tr.T("BattlePlayer2")}, nil)
	f.owner.SetSelectedIndex(0)
	f.name = field.NewEntry()
	f.name.SetPlaceHolder(tr.T("BattleNameHint"))
	f.strength = spinner.NewExact(tr)
	f.strength.SetPlaceHolder("7/2")
	f.tough = spinner.NewExact(tr)
	f.tough.SetPlaceHolder("3")
	f.button = widget.NewButton(tr.T("BattleAddCard"), s.AddCard)
	f.button.Importance = widget.HighImportance
	form := container.New(layout.NewFormLayout(),
		widget.NewLabel(tr.T("BattleFieldKind")), f.kind,
		widget.NewLabel(tr.T("BattleFieldOwner")), f.owner,
		widget.NewLabel(tr.T("BattleFieldName")), f.name,
		widget.NewLabel(tr.T("BattleStrength")), f.strength,
		widget.NewLabel(tr.T("BattleToughness")), f.tough)
	return container.NewVBox(form, f.button)
}

// spec reads the form; errors name the field at fault.
func (f *addForm) spec(tr locales.Tr) (rules.CardSpec, error) {
	id := trimmed(f.name.Text)
	if id == "" {
		return rules.CardSpec{}, errors.New(tr.T("BattleErrorNameRequired"))
	}
	str, err := parseValue(tr, tr.T("BattleStrength"), f.strength)
	if err != nil {
		return rules.CardSpec{}, err
	}
	tough, err := parseValue(tr, tr.T("BattleToughness"), f.tough)
	if err != nil {
		return rules.CardSpec{}, err
	}
	kind := rules.Kind(max(f.kind.SelectedIndex(), 0))
	owner := rules.Player(max(f.owner.SelectedIndex(), 0))
	return rules.CardSpec{ID: id, Kind: kind, Owner: owner, Strength: str, Toughness: tough, InPlay: true}, nil
}

// The kinds of ability the form plays, in the order of its kind list.
const (
	abilityChange = iota
	abilityMultiply
	abilitySet
	abilityWorth
	abilityEnhance
)

// abilityForm is the form that plays an increase or decrease ability.
type abilityForm struct {
	kind, target, stats, compare   *widget.Select
	strength, tough, factor        *spinner.Field
	incStrength, incTough, atLeast *spinner.Field
	ongoing, per, cond, increase   *widget.Check
	nameMatch                      *widget.Check
	perKind, perOwner              *widget.Select
	ifKind, ifOwner                *widget.Select
	strLabel, toughLabel           *widget.Label
	rows                           *fyne.Container
	button                         *widget.Button
	tr                             locales.Tr
	relayout                       func() // lays the screen out again when the form's width changes
	targets                        []string
}

func (f *abilityForm) build(s *Screen) fyne.CanvasObject {
	tr := s.tr
	f.tr = tr
	f.kind = screen.NewSelect(tr, []string{tr.T("BattleAbilityChange"), tr.T("BattleAbilityMultiply"),
		tr.T("BattleAbilitySet"), tr.T("BattleAbilityWorth"), tr.T("BattleAbilityEnhance")}, func(string) { f.layoutRows() })
	f.target = screen.NewSelect(tr, nil, nil)
	f.target.PlaceHolder = tr.T("BattleTargetHint")
	f.stats = screen.NewSelect(tr, []string{tr.T("BattleStrength"), tr.T("BattleToughness"), tr.T("BattleStatsBoth")}, func(string) { f.enableStats() })
	f.stats.SetSelectedIndex(2)
	// Blank fields are 0 where the kind of ability takes that (layoutRows).
	entry := func(hint string, blank bool) *spinner.Field {
		e := spinner.NewExact(tr)
		e.SetPlaceHolder(hint)
		e.Blank = blank
		return e
	}
	f.strength, f.tough = entry("+2", true), entry("+1", true)
	f.factor = entry("1/2", false)
	f.incStrength, f.incTough = entry("+1", true), entry("+0", true)
	f.atLeast = spinner.NewWhole(tr, 0, spinner.NoMax)
	f.atLeast.SetWhole(1)
	f.ongoing = widget.NewCheck(tr.T("BattleOngoing"), nil)
	f.per = widget.NewCheck(tr.T("BattleForEach"), func(on bool) {
		if on {
			f.ongoing.SetChecked(true)
		}
	})
	f.cond = widget.NewCheck(tr.T("BattleOnlyIf"), nil)
	f.compare = screen.NewSelect(tr, []string{tr.T("BattleFieldAtLeast"), tr.T("BattleFewerThan")}, nil)
	f.compare.SetSelectedIndex(0)
	f.increase = widget.NewCheck(tr.T("BattleHasIncrease"), nil)
	f.nameMatch = widget.NewCheck(tr.T("BattleNameMatch"), nil)
	countSelects := func() (*widget.Select, *widget.Select) {
		k := screen.NewSelect(tr, []string{tr.T("BattleCountCards"), tr.T("BattleCountHeroes"), tr.T("BattleCountEvil"), tr.T("BattleCountEnhancements")}, nil)
		k.SetSelectedIndex(1)
		o := screen.NewSelect(tr, []string{tr.T("BattleEitherPlayer"), tr.T("BattlePlayer1"), tr.T("BattlePlayer2")}, nil)
		o.SetSelectedIndex(1)
		return k, o
	}
	f.perKind, f.perOwner = countSelects()
	f.ifKind, f.ifOwner = countSelects()
	f.strLabel, f.toughLabel = widget.NewLabel(""), widget.NewLabel("")
	f.rows = container.New(layout.NewFormLayout())
	f.button = widget.NewButton(tr.T("BattleApply"), s.Apply)
	f.button.Importance = widget.HighImportance
	f.kind.SetSelectedIndex(abilityChange)
	return container.NewVBox(f.rows, f.button)
}

// layoutRows shows the fields the chosen kind of ability takes.
func (f *abilityForm) layoutRows() {
	if f.rows == nil {
		return
	}
	tr := f.tr
	kind := f.kind.SelectedIndex()
	// a change or an enhancement may leave a value out (no change); a set
	// or a worth needs both
	for _, e := range []*spinner.Field{f.strength, f.tough} {
		e.Blank = kind == abilityChange || kind == abilityEnhance
		_ = e.Validate()
	}
	rows := []fyne.CanvasObject{widget.NewLabel(tr.T("BattleFieldAbility")), f.kind, widget.NewLabel(tr.T("BattleFieldTarget")), f.target}
	switch kind {
	case abilityChange:
		f.strLabel.SetText(tr.T("BattleFieldChangeStrength"))
		f.toughLabel.SetText(tr.T("BattleFieldChangeToughness"))
		rows = append(rows, f.strLabel, f.strength, f.toughLabel, f.tough,
			f.per, container.NewGridWithColumns(2, f.perKind, f.perOwner))
	case abilityMultiply:
		rows = append(rows, widget.NewLabel(tr.T("BattleFieldFactor")), f.factor, widget.NewLabel(tr.T("BattleFieldStats")), f.stats)
	case abilitySet:
		f.strLabel.SetText(tr.T("BattleStrength"))
		f.toughLabel.SetText(tr.T("BattleToughness"))
		rows = append(rows, widget.NewLabel(tr.T("BattleFieldStats")), f.stats, f.strLabel, f.strength, f.toughLabel, f.tough)
	case abilityWorth:
		f.strLabel.SetText(tr.T("BattleStrength"))
		f.toughLabel.SetText(tr.T("BattleToughness"))
		rows = append(rows, f.strLabel, f.strength, f.toughLabel, f.tough)
	case abilityEnhance:
		f.strLabel.SetText(tr.T("BattleFieldOwnStrength"))
		f.toughLabel.SetText(tr.T("BattleFieldOwnToughness"))
		rows = append(rows, f.strLabel, f.strength, f.toughLabel, f.tough,
			f.increase, container.NewGridWithColumns(2, f.incStrength, f.incTough),
			layout.NewSpacer(), f.nameMatch)
	}
	if kind != abilityEnhance {
		rows = append(rows, f.cond, container.NewGridWithColumns(2, f.ifKind, f.ifOwner),
			widget.NewLabel(""), container.NewGridWithColumns(2, f.compare, f.atLeast))
	}
	if kind != abilityWorth {
		rows = append(rows, layout.NewSpacer(), f.ongoing)
	}
	f.rows.Objects = rows
	f.rows.Refresh()
	f.enableStats()
	if f.relayout != nil {
		f.relayout()
	}
}

// enableStats disables the value a set does not use.
func (f *abilityForm) enableStats() {
	if f.strength == nil || f.kind == nil {
		return
	}
	st := rules.Both
	if f.kind.SelectedIndex() == abilitySet {
		st = statsOf(f.stats)
	}
	for _, e := range []struct {
		entry *spinner.Field
		on    bool
	}{{f.strength, st&rules.Strength != 0}, {f.tough, st&rules.Toughness != 0}} {
		if e.on {
			e.entry.Enable()
		} else {
			e.entry.Disable()
		}
	}
}

// setTargets offers the cards in play as targets, keeping the choice when
// it still is one.
func (f *abilityForm) setTargets(ids []string) {
	f.targets = ids
	cur := f.target.Selected
	f.target.SetOptions(ids)
	for _, id := range ids {
		if id == cur {
			return
		}
	}
	f.target.ClearSelected()
}

// countOf reads a kind and an owner select into a count.
func countOf(k, o *widget.Select) rules.Count {
	var c rules.Count
	if i := k.SelectedIndex(); i > 0 {
		c.Kinds = []rules.Kind{rules.Kind(i - 1)}
	}
	if i := o.SelectedIndex(); i > 0 {
		c.Owners = []rules.Player{rules.Player(i - 1)}
	}
	return c
}

// statsOf reads the stats select.
func statsOf(s *widget.Select) rules.Stats {
	switch s.SelectedIndex() {
	case 0:
		return rules.Strength
	case 1:
		return rules.Toughness
	}
	return rules.Both
}

// ability reads the form into an ability; errors name the field at fault.
func (f *abilityForm) ability(tr locales.Tr) (rules.Ability, error) {
	target := f.target.Selected
	if target == "" {
		return nil, errors.New(tr.T("BattleErrorNoTarget"))
	}
	var cond *rules.Condition
	if f.cond.Checked && f.kind.SelectedIndex() != abilityEnhance {
		n, err := parseCount(tr, tr.T("BattleFieldAtLeast"), f.atLeast)
		if err != nil {
			return nil, err
		}
		cond = &rules.Condition{Count: countOf(f.ifKind, f.ifOwner), AtLeast: n, Not: f.compare.SelectedIndex() == 1}
	}
	two := func() (rules.Value, rules.Value, error) {
		a, err := parseValue(tr, f.strLabel.Text, f.strength)
		if err != nil {
			return a, a, err
		}
		b, err := parseValue(tr, f.toughLabel.Text, f.tough)
		return a, b, err
	}
	switch f.kind.SelectedIndex() {
	case abilityChange:
		str, tough, err := two()
		if err != nil {
			return nil, err
		}
		a := rules.Change{Target: target, Strength: str, Toughness: tough, Ongoing: f.ongoing.Checked, If: cond}
		if f.per.Checked {
			c := countOf(f.perKind, f.perOwner)
			a.Per = &c
		}
		return a, nil
	case abilityMultiply:
		factor, err := parseValue(tr, tr.T("BattleFieldFactor"), f.factor)
		if err != nil {
			return nil, err
		}
		return rules.Multiply{Target: target, Factor: factor, Stats: statsOf(f.stats), Ongoing: f.ongoing.Checked, If: cond}, nil
	case abilitySet:
		stats := statsOf(f.stats)
		var str, tough rules.Value
		var err error
		if stats&rules.Strength != 0 {
			if str, err = parseValue(tr, f.strLabel.Text, f.strength); err != nil {
				return nil, err
			}
		}
		if stats&rules.Toughness != 0 {
			if tough, err = parseValue(tr, f.toughLabel.Text, f.tough); err != nil {
				return nil, err
			}
		}
		return rules.Set{Target: target, Stats: stats, Strength: str, Toughness: tough, Ongoing: f.ongoing.Checked, If: cond}, nil
	case abilityWorth:
		str, tough, err := two()
		if err != nil {
			return nil, err
		}
		return rules.Worth{Target: target, Strength: str, Toughness: tough, If: cond}, nil
	case abilityEnhance:
		str, tough, err := two()
		if err != nil {
			return nil, err
		}
		a := rules.Enhance{Target: target, Strength: str, Toughness: tough, NameMatch: f.nameMatch.Checked, Ongoing: f.ongoing.Checked}
		if f.increase.Checked {
			is, err := parseValue(tr, tr.T("BattleFieldIncStrength"), f.incStrength)
			if err != nil {
				return nil, err
			}
			it, err := parseValue(tr, tr.T("BattleFieldIncToughness"), f.incTough)
			if err != nil {
				return nil, err
			}
			a.Increase = &rules.Amounts{Strength: is, Toughness: it}
		}
		return a, nil
	}
	return nil, errors.New(tr.T("BattleErrorNoKind"))
}

// trimmed is the entry's text without surrounding spaces.
func trimmed(s string) string { return strings.TrimSpace(s) }

// addState is what the add form holds: its choices and what is typed.
type addState struct {
	kind, owner           int
	name, strength, tough string
}

func (f *addForm) state() addState {
	return addState{f.kind.SelectedIndex(), f.owner.SelectedIndex(), f.name.Text, f.strength.Text, f.tough.Text}
}

// restore puts st back into a form built afresh.
func (f *addForm) restore(st addState) {
	setIndex(f.kind, st.kind)
	setIndex(f.owner, st.owner)
	f.name.SetText(st.name)
	f.strength.SetText(st.strength)
	f.tough.SetText(st.tough)
}

// abilityState is what the ability form holds: its choices, what is typed
// and what is ticked.
type abilityState struct {
	kind, stats, compare, perKind, perOwner, ifKind, ifOwner int
	target                                                   string
	strength, tough, factor, incStrength, incTough, atLeast  string
	ongoing, per, cond, increase, nameMatch                  bool
}

func (f *abilityForm) state() abilityState {
	return abilityState{
		kind: f.kind.SelectedIndex(), stats: f.stats.SelectedIndex(), compare: f.compare.SelectedIndex(),
		perKind: f.perKind.SelectedIndex(), perOwner: f.perOwner.SelectedIndex(),
		ifKind: f.ifKind.SelectedIndex(), ifOwner: f.ifOwner.SelectedIndex(),
		target:   f.target.Selected,
		strength: f.strength.Text, tough: f.tough.Text, factor: f.factor.Text,
		incStrength: f.incStrength.Text, incTough: f.incTough.Text, atLeast: f.atLeast.Text,
		ongoing: f.ongoing.Checked, per: f.per.Checked, cond: f.cond.Checked,
		increase: f.increase.Checked, nameMatch: f.nameMatch.Checked,
	}
}

// restore puts st back into a form built afresh whose targets are set.
func (f *abilityForm) restore(st abilityState) {
	setIndex(f.kind, st.kind)
	setIndex(f.stats, st.stats)
	setIndex(f.compare, st.compare)
	setIndex(f.perKind, st.perKind)
	setIndex(f.perOwner, st.perOwner)
	setIndex(f.ifKind, st.ifKind)
	setIndex(f.ifOwner, st.ifOwner)
	if st.target != "" {
		f.target.SetSelected(st.target)
	}
	for _, e := range []struct {
		entry *spinner.Field
		text  string
	}{{f.strength, st.strength}, {f.tough, st.tough}, {f.factor, st.factor},
		{f.incStrength, st.incStrength}, {f.incTough, st.incTough}, {f.atLeast, st.atLeast}} {
		e.entry.SetText(e.text)
	}
	f.per.SetChecked(st.per) // ticks ongoing too: ongoing comes after
	f.ongoing.SetChecked(st.ongoing)
	f.cond.SetChecked(st.cond)
	f.increase.SetChecked(st.increase)
	f.nameMatch.SetChecked(st.nameMatch)
}

// setIndex chooses option i of sel, or nothing when i is negative.
func setIndex(sel *widget.Select, i int) {
	if i < 0 {
		sel.ClearSelected()
		return
	}
	sel.SetSelectedIndex(i)
}
