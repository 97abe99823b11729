// Package monsters is the monster type editor: a form with a type's stat
// cards level by level (normal and elite, or boss) and its ability deck,
// card by card, whose actions are written as action lines in the player's
// words (pack.Words). It reads and gives plain pack values; saving them is
// the caller's (persistence.Store.SaveMonster).
package monsters

import (
	"errors"
	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/engine/monster"
	"slices"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/pack"
	"github.com/haventable/haventable/locales"
	"github.com/haventable/haventable/ui/abilities"
	"github.com/haventable/haventable/ui/cards"
	"github.com/haventable/haventable/ui/spinner"
)

// Preview is the scenario level and party size the form works a card out
// for, to show what it does.
const (
	PreviewLevel      = 1
	PreviewCharacters = 2
)

// Form edits one monster type and its ability deck.
type Form struct {
	tr    locales.Tr
	words pack.Words
	// orig is the type as it was given: what the form does not show (a
	// boss's special actions, notes, retaliate range) is kept from it.
	orig pack.Monster
	// known are the monster types a summon may name.
	known []string

	name, deck *field
	standees   *spinner.Field
	flying     *widget.Check
	rows       []*statRow

	cards    []cardDraft
	current  int // the card shown, -1: none
	list     *cardList
	cardName *field
	cardInit *spinner.Field
	shuffle  *widget.Check
	actions  *field
	preview  *widget.Label
	cardBox  fyne.CanvasObject
	filling  bool // the card's fields are being filled, not edited

	// OnChanged is called after every edit by the player.
	OnChanged func()
	// OnSave and OnCancel are called for Ctrl+S (Cmd+S) and Escape typed
	// in one of the form's fields, which keep other keys to themselves.
	OnSave, OnCancel func()
	dirty            bool

	content fyne.CanvasObject
}

// statRow is one stat card of the table: a level, normal, elite or boss.
type statRow struct {
	level int
	kind  string // "normal", "elite" or "boss"
	orig  *pack.Stat
	label string
	// cells are hit points, move, attack, range, shield, retaliate,
	// pierce, target, the conditions its attacks add and its immunities:
	// text fields for the formulas and the conditions, number fields
	// (*spinner.Field) for the rest.
	cells [columns]cell
}

// cell is one field of the table.
type cell interface {
	fyne.Widget
	SetText(string)
}

// cellText is what cell c holds.
func cellText(c cell) string {
	if n, ok := c.(*spinner.Field); ok {
		return n.Text
	}
	return c.(*field).Text
}

// numberColumn reports whether column col holds a whole number.
func numberColumn(col int) bool { return col >= colRange && col <= colTarget }

const (
	colHP = iota
	colMove
	colAttack
	colRange
	colShield
	colRetaliate
	colPierce
	colTarget
	colAdds
	colImmune
	columns
)

// columnWeights are the widths of the table's columns, the level first,
// relative to each other.
var columnWeights = [columns + 1]float32{1.2, 1.3, 0.9, 0.9, 0.8, 0.8, 1.05, 0.8, 0.95, 1.55, 1.55}

// columnTitle is the heading of column col of the table.
func columnTitle(tr locales.Tr, col int) string {
	switch col {
	case colHP:
		return tr.T("MonsterColHP")
	case colMove:
		return tr.T("MonsterColMove")
	case colAttack:
		return tr.T("MonsterColAttack")
	case colRange:
		return tr.T("MonsterColRange")
	case colShield:
		return tr.T("MonsterColShield")
	case colRetaliate:
		return tr.T("MonsterColRetaliate")
	case colPierce:
		return tr.T("MonsterColPierce")
	case colTarget:
		return tr.T("MonsterColTarget")
	case colAdds:
		return tr.T("MonsterColAdds")
	}
	return tr.T("MonsterImmune")
}

// cardDraft is an ability card as the player is writing it. While its
// actions' text is as it was shown (shown), the card keeps its actions as
// given (orig): lines cannot hold every action an importer makes, and a
// card the player did not touch must not change.
type cardDraft struct {
	number     int
	name       string
	initiative string
	shuffle    bool
	actions    string
	shown      string
	orig       []monster.Action
}

// Words returns the words of action lines in the player's language: the
// kinds and options from the translations, the conditions and elements as
// the modifier cards print them.
func Words(tr locales.Tr) pack.Words {
	ws := pack.Words{
		monster.KindMove: tr.T("LineMove"), monster.KindAttack: tr.T("LineAttack"), monster.KindHeal: tr.T("LineHeal"),
		monster.KindShield: tr.T("LineShield"), monster.KindRetaliate: tr.T("LineRetaliate"), monster.KindLoot: tr.T("LineLoot"), monster.KindSpecial: tr.T("LineSpecial"), monster.KindDamage: tr.T("LineDamage"), monster.KindDisadvantage: tr.T("LineDisadvantage"),
		monster.KindSummon: tr.T("LineSummon"), monster.KindInfuse: tr.T("LineInfuse"), monster.KindUse: tr.T("LineUse"), monster.KindPerform: tr.T("LinePerform"),
		monster.KindCondition: tr.T("LineCondition"), "range": tr.T("LineRange"), "target": tr.T("LineTarget"),
		"pierce": tr.T("LinePierce"), "push": tr.T("LinePush"), "pull": tr.T("LinePull"), "jump": tr.T("LineJump"),
		"self": tr.T("LineSelf"), "allies": tr.T("LineAllies"), "ally-adjacent": tr.T("LineAllyAdjacent"), "summoner-hp": tr.T("LineSummonerHP"), "hp": tr.T("LineHP"), "if-performed": tr.T("LineIfPerformed"), "advantage": tr.T("LineAdvantage"), "xp-each-target": tr.T("LineXPEachTarget"), "damage-dealt": tr.T("LineDamageDealt"), "adjacent-target": tr.T("LineAdjacentTarget"), "attacked": tr.T("LineAttacked"), "elite": tr.T("LineElite"), "area": tr.T("LineArea"), "note": tr.T("LineNote"),
		monster.KindPass: tr.T("LinePass"), monster.KindSwitchRank: tr.T("LineSwitchRank"), "only": tr.T("LineOnly"), "normal": tr.T("LineNormal"), "boss": tr.T("LineBoss"), "target-has": tr.T("LineTargetHas"),
		"spawn": tr.T("LineSpawn"), "count": tr.T("LineCount"), monster.KindTrap: tr.T("LineTrap"), "closest": tr.T("LineClosest"), "hazard": tr.T("LineHazard"), monster.KindObstacle: tr.T("LineObstacle"),
		"any": tr.T("LineAny"),
	}
	for _, k := range engine.ConditionKinds {
		ws[k.String()] = strings.ToLower(cards.EffectLabel(tr, modifier.Effect{Kind: k}))
	}
	ws["bless"], ws["curse"] = strings.ToLower(tr.T(cards.MsgBless)), strings.ToLower(tr.T(cards.MsgCurse))
	for _, k := range engine.Elements {
		ws[k.String()] = strings.ToLower(cards.EffectLabel(tr, modifier.Effect{Kind: k}))
	}
	return ws
}

// New returns a form for monster type m drawing from deck d (nil: a new
// deck); known are the monster types a summon may name. A zero m is a new
// type with a sensible stat card at every level and one card.
func New(tr locales.Tr, m pack.Monster, d *pack.Deck, known []string) *Form {
	f := &Form{tr: tr, words: Words(tr), orig: m, known: known, current: -1}
	if len(m.Levels) == 0 {
		m = newMonster()
		f.orig = m
	}
	f.name = f.entry(m.Name)
	f.deck = f.entry(m.DeckName())
	f.deck.SetPlaceHolder(tr.T("MonsterDeckSame"))
	if m.Deck == "" {
		f.deck.SetText("")
	}
	f.standees = f.number(0, pack.MaxStat)
	if m.Standees > 0 {
		f.standees.SetWhole(m.Standees)
	}
	f.flying = widget.NewCheck(tr.T("MonsterFlying"), func(bool) { f.changed() })
	f.flying.SetChecked(m.Flying)
	f.rows = f.statRows(m)

	if d != nil {
		for _, c := range d.Cards {
			text := f.words.FormatActionLines(c.Actions)
			f.cards = append(f.cards, cardDraft{number: c.Number, name: c.Name, initiative: strconv.Itoa(c.Initiative),
				shuffle: c.Shuffle, actions: text, shown: text, orig: c.Actions})
		}
	} else {
		f.cards = []cardDraft{f.newCard()}
	}
	f.content = container.NewAppTabs(
		container.NewTabItem(tr.T("MonsterTabStats"), f.statsTab()),
		container.NewTabItem(tr.T("MonsterTabDeck"), f.deckTab()))
	f.list.Select(0)
	f.dirty = false
	return f
}

// newMonster is a new type's stat cards: a plain progression by level.
func newMonster() pack.Monster {
	m := pack.Monster{}
	for l := 0; l < pack.ScenarioLevels; l++ {
		m.Levels = append(m.Levels, pack.Level{Level: l,
			Normal: &pack.Stat{HitPoints: pack.Int(3 + l), Move: pack.Int(2), Attack: pack.Int(2 + l/2)},
			Elite:  &pack.Stat{HitPoints: pack.Int(5 + 2*l), Move: pack.Int(2), Attack: pack.Int(3 + l/2)}})
	}
	return m
}

// field is an entry of the form that passes Ctrl+S and Escape on (OnSave,
// OnCancel): a focused entry otherwise keeps every key to itself.
type field struct {
	widget.Entry
	f *Form
}

func (f *Form) newField(multiLine bool) *field {
	e := &field{f: f}
	e.MultiLine = multiLine
	if multiLine {
		e.Wrapping = fyne.TextWrapWord
	}
	e.ExtendBaseWidget(e)
	return e
}

// TypedShortcut implements fyne.Shortcutable.
func (e *field) TypedShortcut(sc fyne.Shortcut) {
	if c, ok := sc.(*desktop.CustomShortcut); ok && c.KeyName == fyne.KeyS && c.Modifier == fyne.KeyModifierShortcutDefault && e.f.OnSave != nil {
		e.f.OnSave()
		return
	}
	e.Entry.TypedShortcut(sc)
}

// TypedKey implements fyne.Focusable.
func (e *field) TypedKey(ev *fyne.KeyEvent) {
	if ev.Name == fyne.KeyEscape && e.f.OnCancel != nil {
		e.f.OnCancel()
		return
	}
	e.Entry.TypedKey(ev)
}

// cardList is the deck's list of cards, which passes Escape on (OnCancel)
// while it has the keyboard focus, as the form's fields do.
type cardList struct {
	widget.List
	f *Form
}

// TypedKey implements fyne.Focusable.
func (l *cardList) TypedKey(ev *fyne.KeyEvent) {
	if ev.Name == fyne.KeyEscape && l.f.OnCancel != nil {
		l.f.OnCancel()
		return
	}
	l.List.TypedKey(ev)
}

// number is a whole-number field of the form from min to max, blank for
// none, that passes Escape on as the form's fields do (Ctrl+S goes to the
// window, where the editor's dialog saves). It shows no tick: the table's
// cells are narrow, and a wrong number is said when the type is saved.
func (f *Form) number(min, max int) *spinner.Field {
	e := spinner.NewWhole(f.tr, min, max)
	e.Blank = true
	e.Validator = nil
	e.OnEscape = func() {
		if f.OnCancel != nil {
			f.OnCancel()
		}
	}
	e.OnChanged = func(string) { f.changed() }
	return e
}

func (f *Form) entry(text string) *field {
	e := f.newField(false)
	e.SetText(text)
	e.OnChanged = func(string) { f.changed() }
	return e
}

func (f *Form) changed() {
	if f.filling {
		return
	}
	f.dirty = true
	if f.OnChanged != nil {
		f.OnChanged()
	}
}

// Dirty reports whether the player changed anything.
func (f *Form) Dirty() bool { return f.dirty }

// Content is the form to show.
func (f *Form) Content() fyne.CanvasObject { return f.content }

// Name is the type's name as written so far.
func (f *Form) Name() string { return strings.TrimSpace(f.name.Text) }

// Original is the type as the form was given it (its name: the type a
// save replaces).
func (f *Form) Original() pack.Monster { return f.orig }

// statRows makes the table's rows from m's stat cards, level by level.
func (f *Form) statRows(m pack.Monster) []*statRow {
	var rows []*statRow
	for level := 0; level < pack.ScenarioLevels; level++ {
		var lv pack.Level
		for _, l := range m.Levels {
			if l.Level == level {
				lv = l
			}
		}
		type side struct {
			kind, label string
			st          *pack.Stat
		}
		kinds := []side{{"normal", f.tr.T("MonsterRowNormal", "Level", level), lv.Normal},
			{"elite", f.tr.T("MonsterRowElite", "Level", level), lv.Elite}}
		if m.Boss {
			kinds = []side{{"boss", f.tr.T("MonsterRowBoss", "Level", level), lv.Boss}}
		}
		for _, k := range kinds {
			r := &statRow{level: level, kind: k.kind, orig: k.st, label: k.label}
			st := pack.Stat{}
			if k.st != nil {
				st = *k.st
			}
			vals := [columns]string{st.HitPoints.String(), st.Move.String(), st.Attack.String(),
				num(st.Range), num(st.Shield), num(st.Retaliate), num(st.Pierce), num(st.Target),
				f.conditionWords(st.Conditions), f.conditionWords(st.Immunities)}
			for c := range r.cells {
				if numberColumn(c) {
					n := f.number(0, pack.MaxStat)
					n.SetText(vals[c])
					r.cells[c] = n
					continue
				}
				r.cells[c] = f.entry(vals[c])
			}
			rows = append(rows, r)
		}
	}
	return rows
}

func num(n int) string {
	if n == 0 {
		return ""
	}
	return strconv.Itoa(n)
}

// conditionWords are conditions (or immunities) in the player's words.
func (f *Form) conditionWords(names []string) string {
	out := make([]string, len(names))
	for i, n := range names {
		out[i] = f.words[n]
		if out[i] == "" {
			out[i] = n
		}
	}
	return strings.Join(out, " ")
}

func (f *Form) statsTab() fyne.CanvasObject {
	tr := f.tr
	top := widget.NewForm(
		widget.NewFormItem(tr.T("MonsterName"), f.name),
		&widget.FormItem{Text: tr.T("MonsterDeck"), Widget: f.deck, HintText: tr.T("MonsterDeckHint")},
		widget.NewFormItem(tr.T("MonsterStandees"), container.NewGridWithColumns(3, f.standees, f.flying)))
	row := weightedRow{weights: columnWeights[:]}
	head := container.New(row, widget.NewLabelWithStyle(tr.T("MonsterLevel"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}))
	for col := range columns {
		l := widget.NewLabelWithStyle(columnTitle(tr, col), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
		l.Truncation = fyne.TextTruncateEllipsis
		head.Add(l)
	}
	grid := container.NewVBox()
	for _, r := range f.rows {
		line := container.New(row, widget.NewLabel(r.label))
		for _, c := range r.cells {
			line.Add(c)
		}
		grid.Add(line)
	}
	hint := widget.NewLabel(tr.T("MonsterHPHint"))
	hint.Wrapping = fyne.TextWrapWord
	return container.NewBorder(container.NewVBox(top, head), hint, nil, nil, container.NewVScroll(grid))
}

func (f *Form) newCard() cardDraft {
	n := 1
	for _, c := range f.cards {
		n = max(n, c.number+1)
	}
	return cardDraft{number: n, initiative: "50", actions: f.words.FormatActionLines([]monster.Action{
		{Type: monster.KindMove, Value: monster.Plus(0)}, {Type: monster.KindAttack, Value: monster.Plus(0)}})}
}

func (f *Form) deckTab() fyne.CanvasObject {
	tr := f.tr
	f.list = &cardList{f: f}
	f.list.Length = func() int { return len(f.cards) }
	f.list.CreateItem = func() fyne.CanvasObject {
		l := widget.NewLabel("")
		l.Truncation = fyne.TextTruncateEllipsis
		return l
	}
	f.list.UpdateItem = func(i widget.ListItemID, o fyne.CanvasObject) {
		if i < len(f.cards) {
			o.(*widget.Label).SetText(f.cardRow(i))
		}
	}
	f.list.ExtendBaseWidget(f.list)
	f.list.OnSelected = func(i widget.ListItemID) { f.show(i) }
	add := widget.NewButtonWithIcon(tr.T("MonsterCardAdd"), theme.ContentAddIcon(), func() {
		f.cards = append(f.cards, f.newCard())
		f.changed()
		f.list.Refresh()
		f.list.Select(len(f.cards) - 1)
	})
	remove := widget.NewButtonWithIcon(tr.T("MonsterCardRemove"), theme.ContentRemoveIcon(), f.removeCard)
	f.cardName = f.newField(false)
	f.cardInit = f.number(0, 99)
	f.cardInit.Blank = false
	f.shuffle = widget.NewCheck(tr.T("MonsterCardShuffle"), nil)
	f.actions = f.newField(true)
	f.actions.SetMinRowsVisible(6)
	f.cardName.OnChanged = func(string) { f.editCard() }
	f.cardInit.OnChanged = func(string) { f.editCard() }
	f.shuffle.OnChanged = func(bool) { f.editCard() }
	f.actions.OnChanged = func(string) { f.editCard() }
	f.preview = widget.NewLabel("")
	f.preview.Wrapping = fyne.TextWrapWord
	example := f.words.FormatActionLines([]monster.Action{
		{Type: monster.KindMove, Value: monster.Plus(1), Jump: true},
		{Type: monster.KindAttack, Value: monster.Plus(-1), Range: monster.Fixed(3), Conditions: []string{"poison"}},
		{Type: monster.KindUse, Elements: []string{"dark"}, Actions: []monster.Action{{Type: monster.KindAttack, Value: monster.Plus(1)}}}})
	help := widget.NewLabel(tr.T("MonsterCardHelp", "Example", strings.ReplaceAll(example, "\n", " · ")))
	help.Wrapping = fyne.TextWrapWord
	fields := widget.NewForm(
		widget.NewFormItem(tr.T("MonsterCardName"), f.cardName),
		widget.NewFormItem(tr.T("MonsterCardInitiative"), container.NewGridWithColumns(3, f.cardInit, f.shuffle)),
		widget.NewFormItem(tr.T("MonsterCardActions"), f.actions))
	f.cardBox = container.NewVBox(fields, help, f.preview)
	left := container.NewBorder(nil, container.NewHBox(add, remove), nil, nil, f.list)
	split := container.NewHSplit(left, container.NewVScroll(f.cardBox))
	split.Offset = 0.28
	return split
}

func (f *Form) cardRow(i int) string {
	c := f.cards[i]
	return f.tr.T("MonsterCardRow", "Initiative", c.initiative, "Name", abilities.CardName(f.tr, c.name, c.number))
}

// show fills the card fields with card i.
func (f *Form) show(i int) {
	if i < 0 || i >= len(f.cards) {
		return
	}
	f.current = i
	c := f.cards[i]
	f.filling = true
	f.cardName.SetText(c.name)
	f.cardInit.SetText(c.initiative)
	f.shuffle.SetChecked(c.shuffle)
	f.actions.SetText(c.actions)
	f.filling = false
	f.showPreview()
}

// editCard keeps the card fields' text in the card shown.
func (f *Form) editCard() {
	if f.filling || f.current < 0 || f.current >= len(f.cards) {
		return
	}
	c := &f.cards[f.current]
	c.name, c.initiative, c.shuffle, c.actions = f.cardName.Text, f.cardInit.Text, f.shuffle.Checked, f.actions.Text
	f.list.RefreshItem(f.current)
	f.showPreview()
	f.changed()
}

func (f *Form) removeCard() {
	if f.current < 0 || f.current >= len(f.cards) {
		return
	}
	at := f.current
	f.cards = slices.Delete(f.cards, at, at+1)
	f.changed()
	f.current = -1
	f.list.UnselectAll()
	f.list.Refresh()
	if len(f.cards) > 0 {
		f.list.Select(min(at, len(f.cards)-1))
	} else {
		f.filling = true
		f.cardName.SetText("")
		f.cardInit.SetText("")
		f.actions.SetText("")
		f.filling = false
		f.preview.SetText(f.tr.T("MonsterErrNoCards"))
	}
}

// showPreview says what the card shown does at the preview level, normal
// and elite, and how many of its lines are kept as text.
func (f *Form) showPreview() {
	if f.current < 0 {
		return
	}
	acts, text := f.words.ParseActionLines(f.cards[f.current].actions)
	var parts []string
	m, err := f.monster()
	if err == nil {
		sides := []bool{false, true}
		if m.Boss {
			sides = sides[:1]
		}
		for _, elite := range sides {
			st, err := m.StatCard(PreviewLevel, elite, PreviewCharacters)
			if err != nil {
				continue
			}
			said := abilities.Actions(f.tr, monster.Resolve(acts, st))
			switch {
			case m.Boss:
				parts = append(parts, f.tr.T("MonsterPreviewBoss", "Actions", said))
			case elite:
				parts = append(parts, f.tr.T("MonsterPreviewElite", "Actions", said))
			default:
				parts = append(parts, f.tr.T("MonsterPreviewNormal", "Actions", said))
			}
		}
	}
	head := f.tr.N("MonsterPreview", PreviewCharacters, "Level", PreviewLevel, "Characters", PreviewCharacters)
	out := head + "\n" + strings.Join(parts, "\n")
	if err != nil {
		out = head + "\n" + err.Error()
	}
	if text > 0 {
		out += "\n" + f.tr.N("MonsterCardTextLines", text, "Count", text)
	}
	f.preview.SetText(out)
}

// Result is the type and its deck as the form holds them, or the first
// problem in the player's words, naming the field.
func (f *Form) Result() (pack.Monster, pack.Deck, error) {
	m, err := f.monster()
	if err != nil {
		return pack.Monster{}, pack.Deck{}, err
	}
	d, err := f.abilityDeck(m)
	if err != nil {
		return pack.Monster{}, pack.Deck{}, err
	}
	return m, d, nil
}

// monster is the type as the stats tab holds it.
func (f *Form) monster() (pack.Monster, error) {
	tr := f.tr
	m := pack.Monster{Name: strings.TrimSpace(f.name.Text), Deck: strings.TrimSpace(f.deck.Text),
		Flying: f.flying.Checked, Boss: f.orig.Boss}
	if m.Name == "" {
		return m, errors.New(tr.T("MonsterErrName"))
	}
	if m.Deck == m.Name {
		m.Deck = ""
	}
	n, err := f.standees.Whole() // blank: none said
	if err != nil {
		return m, spinner.Named(tr, tr.T("MonsterStandees"), err)
	}
	m.Standees = n
	for level := 0; level < pack.ScenarioLevels; level++ {
		lv := pack.Level{Level: level}
		for _, r := range f.rows {
			if r.level != level {
				continue
			}
			st, err := f.stat(r)
			if err != nil {
				return m, err
			}
			switch r.kind {
			case "normal":
				lv.Normal = &st
			case "elite":
				lv.Elite = &st
			default:
				lv.Boss = &st
			}
		}
		m.Levels = append(m.Levels, lv)
	}
	return m, nil
}

// stat reads one row of the table.
func (f *Form) stat(r *statRow) (pack.Stat, error) {
	tr := f.tr
	st := pack.Stat{}
	if r.orig != nil {
		st.RetaliateRange, st.Special, st.Notes = r.orig.RetaliateRange, r.orig.Special, r.orig.Notes
		// what the table has no column for is kept as it was
		st.TargetPlus, st.Push, st.Pull = r.orig.TargetPlus, r.orig.Push, r.orig.Pull
	}
	// Hit points, move and attack may be formulas of C and L.
	for _, c := range []struct {
		col int
		dst *pack.Value
	}{{colHP, &st.HitPoints}, {colMove, &st.Move}, {colAttack, &st.Attack}} {
		s := formulaCase.Replace(strings.TrimSpace(cellText(r.cells[c.col])))
		if s == "" && c.col != colHP {
			continue
		}
		formula, err := pack.ParseFormula(s)
		if err != nil {
			if c.col == colHP {
				return st, errors.New(tr.T("MonsterErrHP", "Row", r.label))
			}
			return st, errors.New(tr.T("MonsterErrFormula", "Row", r.label, "Column", columnTitle(tr, c.col)))
		}
		*c.dst = pack.Value{Formula: formula}
	}
	for _, c := range []struct {
		col int
		dst *int
	}{{colRange, &st.Range}, {colShield, &st.Shield}, {colRetaliate, &st.Retaliate},
		{colPierce, &st.Pierce}, {colTarget, &st.Target}} {
		n, err := r.cells[c.col].(*spinner.Field).Whole() // blank: none
		if err != nil {
			return st, errors.New(tr.T("MonsterErrNumber", "Row", r.label, "Column", columnTitle(tr, c.col)))
		}
		*c.dst = n
	}
	var err error
	if st.Conditions, err = f.names(r, colAdds, pack.ValidCondition); err != nil {
		return st, err
	}
	st.Immunities, err = f.names(r, colImmune, pack.ValidImmunity)
	return st, err
}

// names reads the conditions (or immunities) written in column col of row
// r, each once, in the order written.
func (f *Form) names(r *statRow, col int, valid func(string) bool) ([]string, error) {
	var out []string
	for _, w := range strings.FieldsFunc(cellText(r.cells[col]), func(r rune) bool { return r == ',' || r == ' ' }) {
		c := f.words.Canonical(w)
		if !valid(c) {
			return nil, errors.New(f.tr.T("MonsterErrCondition", "Row", r.label, "Column", columnTitle(f.tr, col), "Word", w))
		}
		if !slices.Contains(out, c) {
			out = append(out, c)
		}
	}
	return out, nil
}

// formulaCase lets players write c and l in a formula.
var formulaCase = strings.NewReplacer("c", "C", "l", "L")

// unknownSummon returns the first monster type acts summon (in use bonuses
// too) that is neither self nor one of the known types.
func (f *Form) unknownSummon(acts []monster.Action, self string) (string, bool) {
	for _, a := range acts {
		if a.Type == monster.KindSummon && a.Monster != self && !slices.Contains(f.known, a.Monster) {
			return a.Monster, true
		}
		if name, ok := f.unknownSummon(a.Actions, self); ok {
			return name, true
		}
	}
	return "", false
}

// abilityDeck is the deck as the deck tab holds it, for type m.
func (f *Form) abilityDeck(m pack.Monster) (pack.Deck, error) {
	tr := f.tr
	d := pack.Deck{Name: m.DeckName()}
	if len(f.cards) == 0 {
		return d, errors.New(tr.T("MonsterErrNoCards"))
	}
	for i, c := range f.cards {
		label := f.cardRow(i)
		init, err := spinner.ReadWhole(tr, c.initiative, 0, 99)
		if err != nil {
			return d, errors.New(tr.T("MonsterErrInitiative", "Card", label))
		}
		acts := c.orig
		if c.orig == nil || c.actions != c.shown {
			acts, _ = f.words.ParseActionLines(c.actions)
		}
		if len(acts) == 0 {
			return d, errors.New(tr.T("MonsterErrNoActions", "Card", label))
		}
		if len(acts) > pack.MaxActions {
			return d, errors.New(tr.T("MonsterErrTooManyActions", "Card", label, "Limit", pack.MaxActions))
		}
		if name, ok := f.unknownSummon(acts, m.Name); ok {
			return d, errors.New(tr.T("MonsterErrSummon", "Card", label, "Name", name))
		}
		d.Cards = append(d.Cards, pack.AbilityCard{Number: c.number, Name: strings.TrimSpace(c.name),
			Initiative: init, Shuffle: c.shuffle, Actions: acts})
	}
	return d, nil
}
