// Package figures is the figures screen: every figure of the scenario in
// progress in a list, with its hit points as a bar and − and + buttons, its
// conditions as toggles and its active bonuses with their use tracks. Every
// change goes through the table (screen.Table.Do), so that it is recorded and
// can be undone; the selected figure is the map's (screen.Env.Map).
//
// Embed it with
//
//	l := figures.New(env)
//	tab := l.Content()
//	l.Register(win.Canvas()) // its keyboard shortcuts
package figures

import (
	"fmt"
	"fyne.io/fyne/v2/dialog"
	"image/color"
	"slices"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/locales"
	"github.com/haventable/haventable/persistence/play"
	"github.com/haventable/haventable/ui/cards"
	"github.com/haventable/haventable/ui/flow"
	"github.com/haventable/haventable/ui/mapview"
	"github.com/haventable/haventable/ui/screen"
)

// List is the figures screen.
type List struct {
	env        *screen.Env
	showFallen bool
	selected   string
	stop       []func() // stop following the table, the map and the theme (Close)

	rows    map[string]*row
	order   []string // figure IDs shown, in scenario order
	box     *fyne.Container
	empty   *widget.Label
	status  *widget.Label
	fallen  *widget.Check
	scroll  *container.Scroll
	content fyne.CanvasObject
	items   *itemsDialog // the character's items list open, if any
}

// New builds the figures screen on env and keeps it in step with the table
// and with the map's selection.
func New(env *screen.Env) *List {
	l := &List{env: env, showFallen: true, rows: map[string]*row{}}
	l.box = container.NewVBox()
	l.empty = widget.NewLabel(env.Tr.T("FiguresNone"))
	l.status = widget.NewLabel("")
	l.status.Truncation = fyne.TextTruncateEllipsis
	l.fallen = widget.NewCheck(env.Tr.T("FiguresShowFallen"), func(on bool) {
		l.showFallen = on
		l.Refresh()
	})
	l.fallen.SetChecked(true)
	title := widget.NewLabelWithStyle(env.Tr.T("FiguresTitle"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	header := container.NewBorder(nil, nil, title, l.fallen, l.status)
	l.scroll = container.NewVScroll(container.NewVBox(l.empty, l.box))
	l.content = container.NewBorder(container.NewVBox(header, widget.NewSeparator()), nil, nil, nil, l.scroll)
	if env.Table != nil {
		l.stop = append(l.stop, env.Table.OnChange(screen.RedrawOn(engine.PartFigures|engine.PartRound, l.Refresh)))
	}
	if env.Map != nil {
		l.stop = append(l.stop, env.Map.AddListener(func(c mapview.Change) {
			if c&(mapview.ChangeOverlay|mapview.ChangeFigures) == 0 {
				return
			}
			f, ok := env.Map.Selected()
			id := ""
			if ok {
				id = f.ID
			}
			if id != l.selected && (id != "" || l.rows[l.selected] == nil || l.onMap(l.selected)) {
				l.selected = id
				l.paintSelection()
			}
		}))
	}
	// the rows' own rectangles take the new theme's colours
	l.stop = append(l.stop, screen.OnSettingsChange(func() {
		for _, r := range l.rows {
			r.bonusKey = ""
		}
		l.Refresh()
	}))
	l.Refresh()
	return l
}

// Content returns the screen's canvas object.
func (l *List) Content() fyne.CanvasObject { return l.content }

// Close stops the screen following the table and the map, for a shell that
// builds a new one (after a change of language).
func (l *List) Close() {
	for _, stop := range l.stop {
		stop()
	}
	l.stop = nil
}

// Selected returns the ID of the selected figure ("" for none).
func (l *List) Selected() string { return l.selected }

// Select selects figure id here and on the map ("" clears the selection).
// A figure that is not on the map (fallen, or not placed) is selected here
// only.
func (l *List) Select(id string) {
	l.selected = id
	if l.env.Map != nil {
		if id != "" && !l.onMap(id) {
			id = ""
		}
		_ = l.env.Map.Select(id) // checked by onMap: the map has the figure
	}
	l.paintSelection()
}

// onMap reports whether the map model has figure id.
func (l *List) onMap(id string) bool {
	if l.env.Map == nil || id == "" {
		return false
	}
	_, ok := l.env.Map.Figure(id)
	return ok
}

// Status returns the status line: what the last change did.
func (l *List) Status() string { return l.status.Text }

// Refresh redraws the list from the scenario in progress.
func (l *List) Refresh() {
	scn := l.scenario()
	var figs []engine.Figure
	if scn != nil {
		figs = scn.Figures()
	}
	l.order = l.order[:0]
	var objs []fyne.CanvasObject
	alive := map[string]bool{}
	for _, f := range figs {
		alive[f.ID] = true
		if !f.Alive() && !l.showFallen {
			continue
		}
		r := l.rows[f.ID]
		if r == nil {
			r = l.newRow(f.ID)
			l.rows[f.ID] = r
		}
		r.update(f)
		l.order = append(l.order, f.ID)
		objs = append(objs, r.obj)
	}
	for id := range l.rows {
		if !alive[id] {
			delete(l.rows, id)
		}
	}
	l.box.Objects = objs
	l.box.Refresh()
	if scn == nil {
		l.empty.SetText(l.env.Tr.T("FiguresNone"))
		l.empty.Show()
		l.status.SetText("")
	} else if len(objs) == 0 {
		l.empty.SetText(l.env.Tr.T("FiguresAllFallen"))
		l.empty.Show()
	} else {
		l.empty.Hide()
	}
	l.paintSelection()
	l.fillItems()
}

func (l *List) scenario() *engine.Scenario {
	if l.env.Table == nil {
		return nil
	}
	return l.env.Table.Scenario()
}

func (l *List) paintSelection() {
	for id, r := range l.rows {
		r.setSelected(id == l.selected)
	}
}

func (l *List) name(id string) string { return screen.NameOf(l.scenario(), id) }

// Damage makes figure id suffer amount damage that is not an attack (a trap,
// a correction by hand): a negate bonus applies, shields do not.
func (l *List) Damage(id string, amount int) {
	name := l.name(id)
	l.do(engine.DamageFigure{Figure: id, Amount: amount}, func(rep engine.Report) { l.damaged(name, rep) })
}

// damaged says what damage did to the figure named name (rep).
func (l *List) damaged(name string, rep engine.Report) {
	res, fallen := rep.Suffered, rep.Fallen
	var status string
	switch {
	case res.Negated:
		status = l.env.Tr.T("FiguresNegated", "Name", name)
	case fallen != nil && fallen.State == engine.Exhausted:
		status = l.env.Tr.T("FiguresExhausted", "Name", name)
	case fallen != nil:
		status = l.env.Tr.T("FiguresDied", "Name", name)
	default:
		status = l.env.Tr.N("FiguresDamaged", res.Damage, "Name", name, "Count", res.Damage)
	}
	if len(res.Spent) > 0 && fallen == nil {
		status = l.env.Tr.T("FiguresSpent", "Status", status, "Conditions", l.conditionNames(res.Spent))
	}
	l.setStatus(status)
}

// conditionNames lists conditions by name in the player's language.
func (l *List) conditionNames(ks []modifier.EffectKind) string {
	names := ""
	for i, k := range ks {
		if i > 0 {
			names += ", "
		}
		names += conditionName(l.env.Tr, k)
	}
	return names
}

// Heal heals figure id by amount (a heal on a poisoned or infected figure
// only removes conditions; any heal removes wound, poison, brittle, bane,
// infect and rupture: engine.HealRemoves).
func (l *List) Heal(id string, amount int) {
	name := l.name(id)
	l.do(engine.HealFigure{Figure: id, Amount: amount}, func(rep engine.Report) { l.healed(name, rep) })
}

// healed says what a heal did to the figure named name (rep).
func (l *List) healed(name string, rep engine.Report) {
	res := rep.Healing
	if len(res.Removed) > 0 {
		names := l.conditionNames(res.Removed)
		l.setStatus(l.env.Tr.N("FiguresHealedRemoved", res.Healed, "Name", name, "Count", res.Healed, "Conditions", names))
		return
	}
	l.setStatus(l.env.Tr.N("FiguresHealed", res.Healed, "Name", name, "Count", res.Healed))
}

// AskMaxHP asks for figure id's maximum hit points, set by hand (a
// scenario's special rule, a correction): a recorded action.
func (l *List) AskMaxHP(id string) {
	tr := l.env.Tr
	f, ok := l.scenario().Figure(id)
	if !ok || l.env.Window == nil {
		return
	}
	entry := numberEntry(tr, f.MaxHP, 1, engine.MaxHitPoints)
	item := widget.NewFormItem(tr.T("FiguresMaxHP"), entry)
	d := dialog.NewForm(tr.T("FiguresMaxHPTitle", "Name", l.name(id)), tr.T("FiguresSet"), tr.T("FiguresCancel"),
		[]*widget.FormItem{item}, func(ok bool) {
			if !ok {
				return
			}
			n, _ := entry.Whole() // the form checked it
			l.SetMaxHP(id, n)
		}, l.env.Window)
	d.Resize(fyne.NewSize(360, 0))
	d.Show()
}

// SetMaxHP sets figure id's maximum hit points (engine.SetMaxHP).
func (l *List) SetMaxHP(id string, n int) {
	l.do(engine.SetMaxHP{Figure: id, MaxHP: n}, func(engine.Report) {
		l.setStatus(l.env.Tr.T("FiguresMaxHPSet", "Name", l.name(id), "Max", n))
	})
}

// GainXP counts amount experience for character id (a negative amount
// takes back what was counted too much).
func (l *List) GainXP(id string, amount int) {
	l.do(engine.GainXP{Character: id, Amount: amount}, func(engine.Report) {
		f, _ := l.scenario().Figure(id)
		l.setStatus(l.env.Tr.N("FiguresXPNow", f.XP, "Name", l.name(id)))
	})
}

// AskExhaust declares character id exhausted (its player cannot play
// cards) once the player confirms; Undo brings it back.
func (l *List) AskExhaust(id string) {
	tr := l.env.Tr
	name := l.name(id)
	l.env.Confirm(tr.T("FiguresExhaustTitle"), tr.T("FiguresExhaustQuestion", "Name", name), tr.T("FiguresExhaust"), func() {
		l.do(engine.Exhaust{Character: id}, func(engine.Report) {
			l.setStatus(tr.T("FiguresExhausted", "Name", name))
		})
	})
}

// ToggleCondition applies condition k to figure id, or removes it when held.
func (l *List) ToggleCondition(id string, k modifier.EffectKind) {
	scn := l.scenario()
	if scn == nil {
		return
	}
	f, ok := scn.Figure(id)
	if !ok {
		return
	}
	if f.IsImmune(k) && !f.Conditions.Has(k) {
		l.setStatus(l.env.Tr.T("FiguresImmune", "Name", l.name(id), "Condition", conditionName(l.env.Tr, k)))
		return
	}
	l.do(engine.SetCondition{Figure: id, Condition: k, Held: !f.Conditions.Has(k)}, func(engine.Report) {})
}

// do does a and calls then with what it did; a refusal is said in a
// dialog. On a shared table then comes once the host answered.
func (l *List) do(a engine.Action, then func(engine.Report)) {
	l.env.Table.DoThen(a, func(rep engine.Report, err error) {
		if err != nil {
			l.env.ShowError(l.env.Tr.T("FiguresErrorTitle"), err)
			return
		}
		then(rep)
	})
}

// doNow does a and returns the table's refusal when it comes at once (the
// window's own table); one that comes later (a shared table's host) is
// said in a dialog. then is called with what a did.
func (l *List) doNow(a engine.Action, then func(engine.Report)) error {
	return l.env.Table.DoNow(a, then, func(err error) { l.env.ShowError(l.env.Tr.T("FiguresErrorTitle"), err) })
}

// AddBonus gives figure id the active bonus b (engine.AddBonus).
func (l *List) AddBonus(id string, b modifier.Bonus) error {
	return l.doNow(engine.AddBonus{Figure: id, Bonus: b}, func(engine.Report) {
		l.setStatus(l.env.Tr.T("FiguresBonusAdded", "Name", l.name(id), "Bonus", bonusName(l.env.Tr, b)))
	})
}

// RemoveBonus takes figure id's bonus at index i away, without asking (the
// remove button asks first).
func (l *List) RemoveBonus(id string, i int) error {
	scn := l.scenario()
	if scn == nil {
		return play.ErrNoScenario
	}
	f, ok := scn.Figure(id)
	if !ok || i < 0 || i >= len(f.Bonuses) {
		return fmt.Errorf("remove bonus %d of %q: no such bonus", i, id)
	}
	b := f.Bonuses[i]
	return l.doNow(engine.RemoveBonus{Figure: id, Index: i}, func(engine.Report) {
		l.setStatus(l.env.Tr.T("FiguresBonusRemoved", "Name", l.name(id), "Bonus", bonusName(l.env.Tr, b)))
	})
}

func (l *List) askRemoveBonus(id string, i int) {
	scn := l.scenario()
	if scn == nil {
		return
	}
	f, ok := scn.Figure(id)
	if !ok || i >= len(f.Bonuses) {
		return
	}
	tr := l.env.Tr
	l.env.Confirm(tr.T("FiguresRemoveBonusTitle"),
		tr.T("FiguresRemoveBonusQuestion", "Name", screen.FigureName(f), "Bonus", bonusName(tr, f.Bonuses[i])),
		tr.T("FiguresRemove"), func() {
			if err := l.RemoveBonus(id, i); err != nil {
				l.env.ShowError(tr.T("FiguresErrorTitle"), err)
			}
		})
}

func (l *List) setStatus(s string) { l.status.SetText(s) }

// Shortcuts returns the screen's keyboard shortcuts: Alt+Down and Alt+Up
// select the next and previous figure, Alt+Minus damages the selected
// figure by 1, Alt+Equal heals it by 1.
func (l *List) Shortcuts() []screen.Shortcut {
	tr := l.env.Tr
	alt := fyne.KeyModifierAlt
	return []screen.Shortcut{
		screen.NewShortcut(fyne.KeyDown, alt, tr.T("FiguresKeyNext"), func() { l.step(1) }),
		screen.NewShortcut(fyne.KeyUp, alt, tr.T("FiguresKeyPrevious"), func() { l.step(-1) }),
		screen.NewShortcut(fyne.KeyMinus, alt, tr.T("FiguresKeyDamage"), func() {
			if l.selectedAlive() {
				l.Damage(l.selected, 1)
			}
		}),
		screen.NewShortcut(fyne.KeyEqual, alt, tr.T("FiguresKeyHeal"), func() {
			if l.selectedAlive() {
				l.Heal(l.selected, 1)
			}
		}),
	}
}

// Register adds the screen's shortcuts to canvas c (the main window's).
func (l *List) Register(c fyne.Canvas) {
	screen.AddShortcuts(c, l.Shortcuts())
}

func (l *List) selectedAlive() bool {
	scn := l.scenario()
	if scn == nil || l.selected == "" {
		return false
	}
	f, ok := scn.Figure(l.selected)
	return ok && f.Alive()
}

// step selects the figure step places after (or before) the selected one
// among those shown.
func (l *List) step(step int) {
	if len(l.order) == 0 {
		return
	}
	i := -1
	for k, id := range l.order {
		if id == l.selected {
			i = k
		}
	}
	if i < 0 {
		if step > 0 {
			i = len(l.order) - 1
		} else {
			i = 0
		}
	}
	i = (i + step + len(l.order)) % len(l.order)
	l.Select(l.order[i])
	if r := l.rows[l.order[i]]; r != nil {
		l.scroll.ScrollToOffset(fyne.NewPos(0, r.obj.Position().Y))
	}
}

// row is one figure's line in the list; its widgets are kept and updated
// as the figure changes.
type row struct {
	l  *List
	id string
	// mine: this window may act on the figure (screen.Table.Allows)
	mine     bool
	bg       *canvas.Rectangle
	badge    *canvas.Rectangle
	badgeNum *canvas.Text
	badgeBox *fyne.Container
	name     *widget.Button
	kind     *widget.Label
	hp       *HPBar
	minus    *widget.Button
	plus     *widget.Button
	maxHP    *widget.Button // sets the maximum hit points by hand
	bonuses  *fyne.Container
	addBonus *widget.Button
	conds    map[modifier.EffectKind]*widget.Button
	more     *widget.Select // adds a condition of a later edition
	condBox  *fyne.Container
	// a character's: experience gained and money looted in the scenario,
	// and a button declaring it exhausted
	xp       *widget.Label
	xpMinus  *widget.Button
	xpPlus   *widget.Button
	money    *widget.Label
	exhaust  *widget.Button
	summon   *widget.Button
	itemsBtn *widget.Button // a character's items (items.go)
	goalBtn  *widget.Button // a character's battle goal (goals.go)
	gains    *fyne.Container
	stats    *widget.Label // a summon's move, attack, range and traits
	obj      fyne.CanvasObject
	selected bool
	fig      engine.Figure
	bonusKey string
}

const (
	badgeWidth = 28
	nameWidth  = 170
	kindWidth  = 96
	hpWidth    = 170
)

func (l *List) newRow(id string) *row {
	tr := l.env.Tr
	r := &row{l: l, id: id, conds: map[modifier.EffectKind]*widget.Button{}}
	r.bg = canvas.NewRectangle(color.Transparent)
	r.bg.CornerRadius = theme.InputRadiusSize()
	r.badge = canvas.NewRectangle(color.Transparent)
	r.badge.CornerRadius = 4
	r.badge.StrokeWidth = 1.5
	r.badgeNum = canvas.NewText("", color.Black)
	r.badgeNum.Alignment = fyne.TextAlignCenter
	r.badgeNum.TextStyle = fyne.TextStyle{Bold: true}
	r.badgeBox = container.NewGridWrap(fyne.NewSize(24, 24), container.NewStack(r.badge, r.badgeNum))
	r.name = widget.NewButton("", func() { l.Select(id) })
	r.name.Alignment = widget.ButtonAlignLeading
	r.name.Importance = widget.LowImportance
	r.kind = widget.NewLabel("")
	r.kind.Truncation = fyne.TextTruncateEllipsis
	r.hp = NewHPBar()
	r.minus = widget.NewButtonWithIcon("", theme.ContentRemoveIcon(), func() { l.Damage(id, 1) })
	r.plus = widget.NewButtonWithIcon("", theme.ContentAddIcon(), func() { l.Heal(id, 1) })
	r.maxHP = widget.NewButtonWithIcon("", theme.DocumentCreateIcon(), func() { l.AskMaxHP(id) })
	r.maxHP.Importance = widget.LowImportance
	r.addBonus = widget.NewButtonWithIcon(tr.T("FiguresAddBonus"), theme.ContentAddIcon(), func() { l.showAddBonus(id) })
	r.addBonus.Importance = widget.LowImportance
	// the bonuses and the button to add one wrap onto more lines rather
	// than widen the window (a monster's card adds two each round)
	r.bonuses = flow.New(r.addBonus)
	line1 := container.New(columns{widths: []float32{badgeWidth, nameWidth, kindWidth, hpWidth}},
		r.badgeBox, r.name, r.kind, r.hp, r.minus, r.plus, r.maxHP, r.bonuses)
	// the toggles take equal cells and wrap onto more lines in a narrow
	// window
	// window; the conditions of later editions show while held, and the
	// last cell adds one
	var cell fyne.Size
	var toggles []fyne.CanvasObject
	var more []string
	var moreKinds []modifier.EffectKind
	for _, k := range engine.ConditionKinds {
		b := widget.NewButton(conditionName(tr, k), func() { l.ToggleCondition(id, k) })
		r.conds[k] = b
		cell = cell.Max(b.MinSize())
		toggles = append(toggles, b)
		if !slices.Contains(engine.BaseConditions, k) {
			b.Hide()
			more, moreKinds = append(more, conditionName(tr, k)), append(moreKinds, k)
		}
	}
	r.more = widget.NewSelect(more, nil)
	r.more.PlaceHolder = tr.T("FiguresMoreConditions")
	r.more.OnChanged = func(name string) {
		if i := slices.Index(more, name); i >= 0 {
			r.more.ClearSelected()
			l.ToggleCondition(id, moreKinds[i])
		}
	}
	toggles = append(toggles, r.more)
	r.condBox = container.NewGridWrap(cell, toggles...)
	r.xp = widget.NewLabel("")
	r.xpMinus = widget.NewButtonWithIcon("", theme.ContentRemoveIcon(), func() { l.GainXP(id, -1) })
	r.xpPlus = widget.NewButtonWithIcon("", theme.ContentAddIcon(), func() { l.GainXP(id, 1) })
	r.money = widget.NewLabel("")
	r.exhaust = widget.NewButton(tr.T("FiguresExhaust"), func() { l.AskExhaust(id) })
	r.exhaust.Importance = widget.LowImportance
	r.summon = widget.NewButtonWithIcon(tr.T("FiguresSummonButton"), theme.ContentAddIcon(), func() { l.ShowSummon(id) })
	r.summon.Importance = widget.LowImportance
	r.itemsBtn = widget.NewButton("", func() { l.ShowItems(id) })
	r.itemsBtn.Importance = widget.LowImportance
	r.itemsBtn.Hide()
	r.goalBtn = widget.NewButton("", func() { l.AskBattleGoal(id) })
	r.goalBtn.Importance = widget.LowImportance
	r.goalBtn.Hide()
	r.gains = container.NewHBox(r.xpMinus, r.xp, r.xpPlus, r.money, r.itemsBtn, r.goalBtn, r.summon, r.exhaust)
	r.gains.Hide()
	r.stats = widget.NewLabel("")
	r.stats.Hide()
	line2 := container.New(columns{widths: []float32{badgeWidth}}, layout.NewSpacer(),
		container.NewVBox(r.condBox, r.gains, r.stats))
	pad := container.NewPadded(container.NewVBox(line1, line2))
	r.obj = container.NewStack(r.bg, pad)
	return r
}

func (r *row) update(f engine.Figure) {
	tr := r.l.env.Tr
	r.fig = f
	fallen := !f.Alive()
	// on a shared table, the figure's buttons are for the device that
	// plays it (or a game master's): the table's rights say
	r.mine = r.l.env.Table.Allows(engine.HealFigure{Figure: f.ID})
	off := fallen || !r.mine
	name := f.Name
	if name == "" {
		name = f.ID
	}
	if r.name.Text != name {
		r.name.SetText(name)
	}
	var kind string
	switch {
	case f.State == engine.Dead:
		kind = tr.T("FiguresDead")
	case f.State == engine.Exhausted:
		kind = tr.T("FiguresExhaustedState")
	case f.Kind == engine.KindMonster && f.Elite:
		kind = tr.T("FiguresElite")
	case f.Kind == engine.KindMonster:
		kind = tr.T("FiguresNormal")
	case f.Kind == engine.KindSummon:
		kind = tr.T("FiguresSummon")
	default:
		kind = tr.T("FiguresCharacter")
	}
	if r.kind.Text != kind {
		r.kind.SetText(kind)
	}
	r.badgeNum.Text = ""
	if f.Kind == engine.KindMonster {
		r.badgeNum.Text = strconv.Itoa(f.Standee)
	}
	r.paintBadge()
	r.hp.Set(f.HP, f.MaxHP, fallen)
	setEnabled(r.minus, !off)
	setEnabled(r.plus, r.mine && (!fallen && f.HP < f.MaxHP || f.Alive() && (f.Conditions.Has(modifier.Poison) || f.Conditions.Has(modifier.Wound))))
	setEnabled(r.addBonus, !off)
	setEnabled(r.maxHP, !off)
	for _, k := range engine.ConditionKinds {
		b := r.conds[k]
		imp := widget.MediumImportance
		if f.Conditions.Has(k) {
			imp = widget.HighImportance
		}
		if b.Importance != imp {
			b.Importance = imp
			b.Refresh()
		}
		setEnabled(b, !off && (!f.IsImmune(k) || f.Conditions.Has(k)))
		if !slices.Contains(engine.BaseConditions, k) && b.Visible() != f.Conditions.Has(k) {
			if f.Conditions.Has(k) {
				b.Show()
			} else {
				b.Hide()
			}
		}
	}
	if off {
		r.more.Disable()
	} else {
		r.more.Enable()
	}
	r.updateBonuses(f)
	if character := f.Kind == engine.KindCharacter; character != r.gains.Visible() {
		if character {
			r.gains.Show()
		} else {
			r.gains.Hide()
		}
	}
	if st := f.Stats; st != nil {
		text := tr.T("FiguresSummonStats", "Move", st.Move, "Attack", st.Attack)
		if st.Range > 0 {
			text = tr.T("FiguresSummonStatsRanged", "Move", st.Move, "Attack", st.Attack, "Range", st.Range)
		}
		if st.Traits != "" {
			text += "; " + st.Traits
		}
		r.stats.SetText(text)
		r.stats.Show()
	} else if r.stats.Visible() {
		r.stats.Hide()
	}
	if f.Kind == engine.KindCharacter {
		r.xp.SetText(tr.T("FiguresXP", "Count", f.XP))
		r.money.SetText(tr.N("FiguresMoney", f.Money, "Count", f.Money))
		setEnabled(r.xpMinus, r.mine && f.XP > 0)
		setEnabled(r.xpPlus, r.mine)
		setEnabled(r.exhaust, !off)
		setEnabled(r.summon, !off)
		text, ok, goal, dealt := "", false, "", false
		if scn := r.l.scenario(); scn != nil {
			text, ok = itemsText(tr, scn, f.ID)
			goal, dealt = r.l.goalsText(scn, f.ID)
		}
		if r.itemsBtn.Text != text {
			r.itemsBtn.SetText(text)
		}
		setVisible(r.itemsBtn, ok)
		if r.goalBtn.Text != goal {
			r.goalBtn.SetText(goal)
		}
		setVisible(r.goalBtn, dealt)
	}
}

func setVisible(o fyne.CanvasObject, on bool) {
	switch {
	case on && !o.Visible():
		o.Show()
	case !on && o.Visible():
		o.Hide()
	}
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

// paintBadge colours a monster's standee badge: gold for an elite, the
// input background for a normal monster, as the game's standees are.
func (r *row) paintBadge() {
	v := fyne.CurrentApp().Settings().ThemeVariant()
	th := fyne.CurrentApp().Settings().Theme()
	r.badge.StrokeColor = th.Color(theme.ColorNameForeground, v)
	r.badgeNum.Color = th.Color(theme.ColorNameForeground, v)
	if r.fig.Elite {
		r.badge.FillColor = eliteGold
		r.badgeNum.Color = color.Black
	} else {
		r.badge.FillColor = th.Color(theme.ColorNameInputBackground, v)
	}
	if r.fig.Kind != engine.KindMonster {
		r.badge.StrokeColor, r.badge.FillColor = color.Transparent, color.Transparent
	} else if !r.fig.Alive() {
		r.badge.StrokeColor = th.Color(theme.ColorNameDisabled, v)
		r.badgeNum.Color = th.Color(theme.ColorNameDisabled, v)
		r.badge.FillColor = color.Transparent
	}
	r.badge.Refresh()
	r.badgeNum.Refresh()
}

// eliteGold is the colour of an elite standee's badge, with black numbers
// (readable in either theme).
var eliteGold = color.NRGBA{R: 0xe8, G: 0xb9, B: 0x2e, A: 0xff}

func (r *row) setSelected(on bool) {
	r.selected = on
	v := fyne.CurrentApp().Settings().ThemeVariant()
	th := fyne.CurrentApp().Settings().Theme()
	c := color.Color(color.Transparent)
	if on {
		c = th.Color(theme.ColorNameSelection, v)
	}
	if r.bg.FillColor != c {
		r.bg.FillColor = c
		r.bg.Refresh()
	}
	r.paintBadge()
}

func (r *row) updateBonuses(f engine.Figure) {
	key := fmt.Sprint(f.Bonuses, f.Alive(), f.Shield, r.mine)
	if key == r.bonusKey {
		return
	}
	r.bonusKey = key
	tr := r.l.env.Tr
	var objs []fyne.CanvasObject
	chip := func(parts ...fyne.CanvasObject) fyne.CanvasObject {
		bg := canvas.NewRectangle(theme.Color(theme.ColorNameInputBackground))
		bg.CornerRadius = theme.InputRadiusSize()
		bg.StrokeColor = theme.Color(theme.ColorNamePrimary)
		bg.StrokeWidth = 1
		return container.NewStack(bg, container.NewHBox(parts...))
	}
	if f.Shield > 0 {
		// the figure's own shield (a monster's innate one): not a bonus,
		// nothing to remove
		objs = append(objs, chip(widget.NewLabel(tr.T("FiguresInnateShield", "Value", f.Shield))))
	}
	for i, b := range f.Bonuses {
		i := i
		label := widget.NewLabel(bonusName(tr, b) + " · " + durationName(tr, b.Duration))
		parts := []fyne.CanvasObject{label}
		if n := b.TrackLength(); n > 0 {
			parts = append(parts, NewTrack(b.Uses, n-b.Uses))
		}
		rm := widget.NewButtonWithIcon("", theme.CancelIcon(), func() { r.l.askRemoveBonus(r.id, i) })
		rm.Importance = widget.LowImportance
		if !r.mine {
			rm.Disable()
		}
		parts = append(parts, rm)
		objs = append(objs, chip(parts...))
	}
	r.bonuses.Objects = append(objs, r.addBonus)
	r.bonuses.Refresh()
}

// bonusChips are the chips of the row's bonuses (the figure's own shield
// first), without the button that adds one.
func (r *row) bonusChips() []fyne.CanvasObject {
	return r.bonuses.Objects[:len(r.bonuses.Objects)-1]
}

func bonusName(tr locales.Tr, b modifier.Bonus) string {
	switch b.Kind {
	case modifier.BonusNegate:
		return tr.T("FiguresNegate")
	case modifier.BonusDisadvantage:
		return tr.T("FiguresDisadvantaged")
	case modifier.BonusRetaliate:
		if b.Reach() > 1 {
			return tr.T("FiguresRetaliateRange", "Value", b.Value, "Range", b.Reach())
		}
		return tr.T("FiguresRetaliateValue", "Value", b.Value)
	}
	return tr.T("FiguresShieldValue", "Value", b.Value)
}

func durationName(tr locales.Tr, d modifier.BonusDuration) string {
	if d == modifier.BonusRound {
		return tr.T("FiguresRound")
	}
	return tr.T("FiguresPersistent")
}

// conditionName is the one translation of a condition, as printed on cards.
func conditionName(tr locales.Tr, k modifier.EffectKind) string {
	return cards.EffectLabel(tr, modifier.Effect{Kind: k})
}
