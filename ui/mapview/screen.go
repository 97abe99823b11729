package mapview

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
	"slices"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/engine/monsterturn"
	"github.com/haventable/haventable/hexgrid"
	"github.com/haventable/haventable/locales"
	"github.com/haventable/haventable/ui/field"
	"github.com/haventable/haventable/ui/flow"
	"github.com/haventable/haventable/ui/spinner"
)

// Screen is the whole map screen for the shell: a toolbar (area template,
// edit mode, fit), the map widget, and the status line below it.
type Screen struct {
	// Model is the shared state; give it to New for a second window.
	Model *Model
	// View is the map widget.
	View *MapView
	// Status shows View.Status.
	Status *field.Status

	tr        locales.Tr
	templates *widget.Select
	edit      *widget.Check
	content   fyne.CanvasObject
	syncing   bool

	// The monster's turn: its move and attack, asked while a monster is
	// selected.
	turnBar               fyne.CanvasObject
	move, rng, targets    *spinner.Spinner
	jump, flying, muddled *widget.Check
	// ActionFor, when set, gives a monster's move and attack for its turn
	// from the card its type drew (see abilities.MonsterAction); the
	// toolbar takes them when the monster is selected, the players may
	// change them.
	ActionFor func(id string) (monsterturn.Action, bool)
	// AttackFor, when set, gives a monster's attack from its card (value,
	// pierce, effects): the turn shown tells the odds of each target.
	AttackFor func(id string) (modifier.Attack, bool)
	// SummonFor, when set, gives the monster type (and whether elite) a
	// monster's card summons: Summon in the toolbar places it next to it.
	SummonFor func(id string) (monsterType string, elite, ok bool)
	// OnAttack, when set, opens the attack panel for a monster attacking
	// targets (its turn's choice: Attack in the toolbar).
	OnAttack  func(attacker string, targets []string)
	filledFor string // the monster whose card filled the toolbar
	// card is what that card said (cardOK: it said something), to follow
	// it when the table changes (FollowCard).
	card   monsterturn.Action
	cardOK bool
	area   *hexgrid.Template // the card's area template, if any
}

// NewScreen builds the map screen on model (nil: a new one) with texts
// translated by tr (nil: English).
func NewScreen(model *Model, tr locales.Tr) *Screen {
	if model == nil {
		model = NewModel()
	}
	if tr == nil {
		tr = locales.English()
	}
	s := &Screen{Model: model, View: New(model, tr), tr: tr}
	s.Status = field.NewStatus(s.View.Status())
	s.templates = widget.NewSelect(nil, nil)
	s.templates.PlaceHolder = tr.T(MsgSelectOne)
	s.templates.OnChanged = func(string) {
		if !s.syncing {
			_ = s.Model.SetTemplate(s.templates.SelectedIndex() - 1)
		}
	}
	s.edit = widget.NewCheck(tr.T(MsgToolEdit), func(on bool) {
		if !s.syncing {
			s.View.SetEditMode(on)
		}
	})
	fit := widget.NewButton(tr.T(MsgToolFit), s.View.Fit)
	s.View.OnStatus = func(text string) {
		s.Status.SetText(text)
		s.sync()
	}
	s.move, s.rng, s.targets = spinner.New(0, 20, 2), spinner.New(0, 20, 0), spinner.New(0, 10, 1)
	s.jump, s.flying, s.muddled = widget.NewCheck(tr.T(MsgTurnJump), nil), widget.NewCheck(tr.T(MsgTurnFlying), nil),
		widget.NewCheck(tr.T(MsgTurnMuddled), nil)
	show := widget.NewButton(tr.T(MsgTurnShow), func() { s.ShowTurn() })
	show.Importance = widget.HighImportance
	clear := widget.NewButton(tr.T(MsgTurnClear), s.Model.ClearMonsterTurn)
	move := widget.NewButton(tr.T(MsgTurnMove2), func() { s.MoveMonster() })
	attack := widget.NewButton(tr.T(MsgTurnAttack), func() { s.AttackFromTurn() })
	summon := widget.NewButton(tr.T(MsgTurnSummon), func() { s.SummonFromTurn() })
	// On as many rows as the window's width needs (flow): every control
	// stays on the screen, in a narrow window and in a long language.
	s.turnBar = flow.New(
		widget.NewLabelWithStyle(tr.T(MsgToolTurn), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		widget.NewLabel(tr.T(MsgTurnMove)), s.move, widget.NewLabel(tr.T(MsgTurnRange)), s.rng,
		widget.NewLabel(tr.T(MsgTurnTargets)), s.targets, s.jump, s.flying, s.muddled, show, move, attack, summon, clear)
	s.turnBar.Hide()
	s.sync()
	bar := flow.New(widget.NewLabel(tr.T(MsgToolTemplate)), wideSelect(s.templates), s.edit, fit)
	s.content = flow.NewBorder(s.Status, s.View, bar, s.turnBar)
	return s
}

// ShowTurn shows the selected monster's turn with the move and attack set
// in the toolbar; a refusal is said in the status line.
func (s *Screen) ShowTurn() {
	a := monsterturn.Action{Move: s.move.Value(), Range: s.rng.Value(), Targets: s.targets.Value(),
		Jump: s.jump.Checked, Flying: s.flying.Checked, Muddled: s.muddled.Checked, Area: s.area}
	if s.cardOK { // whom the card says it focuses on and targets
		a.FocusFarthest, a.FocusRange, a.OneTarget, a.PathTargets = s.card.FocusFarthest, s.card.FocusRange, s.card.OneTarget, s.card.PathTargets
	}
	var atk *modifier.Attack
	if f, ok := s.Model.Selected(); ok && s.AttackFor != nil {
		if at, ok := s.AttackFor(f.ID); ok {
			atk = &at
		}
	}
	s.Model.SetTurnAttack(atk)
	if err := s.Model.ShowMonsterTurn(a); err != nil {
		s.View.Say(s.tr.T(MsgEditError, "Error", err.Error()))
	}
}

// TurnBarShown reports whether the monster's turn toolbar shows (a
// monster is selected).
func (s *Screen) TurnBarShown() bool { return s.turnBar.Visible() }

// Content returns the screen's canvas object, to put in the main window.
func (s *Screen) Content() fyne.CanvasObject { return s.content }

// sync shows the model's template and the view's edit mode in the toolbar.
func (s *Screen) sync() {
	s.syncing = true
	defer func() { s.syncing = false }()
	ts := s.Model.Templates()
	names := make([]string, 0, len(ts)+1)
	names = append(names, s.tr.T(MsgTemplateNone))
	for _, t := range ts {
		names = append(names, t.Title(s.tr))
	}
	if len(names) != len(s.templates.Options) {
		s.templates.SetOptions(names)
	}
	i := 0
	if _, ok := s.Model.Template(); ok {
		i = s.Model.tmpl + 1
	}
	if s.templates.SelectedIndex() != i {
		s.templates.SetSelectedIndex(i)
	}
	if s.edit.Checked != s.View.EditMode() {
		s.edit.SetChecked(s.View.EditMode())
	}
	f, sel := s.Model.Selected()
	if sel && f.Kind == engine.KindMonster && f.ID != s.filledFor {
		s.fillTurn(f.ID)
	}
	if monster := sel && f.Kind == engine.KindMonster; monster != s.turnBar.Visible() {
		if monster {
			s.turnBar.Show()
		} else {
			s.turnBar.Hide()
		}
	}
}

// fillTurn sets the toolbar to monster id's move and attack from its card,
// when ActionFor knows them; otherwise it leaves what the players set.
func (s *Screen) fillTurn(id string) {
	s.filledFor = id
	if s.ActionFor == nil {
		return
	}
	a, ok := s.ActionFor(id)
	s.card, s.cardOK = a, ok
	if !ok {
		s.area = nil
		return
	}
	s.move.SetQuiet(a.Move)
	s.rng.SetQuiet(a.Range)
	s.targets.SetQuiet(a.Targets)
	s.jump.SetChecked(a.Jump)
	s.flying.SetChecked(a.Flying)
	s.muddled.SetChecked(a.Muddled)
	s.area = a.Area
}

// FollowCard keeps the turn toolbar, and the turn shown, in step with the
// selected monster's card after a table change: a card drawn, or an undo
// back past a draw, gives another move and attack, or none.
func (s *Screen) FollowCard() {
	f, ok := s.Model.Selected()
	if !ok || f.Kind != engine.KindMonster || f.ID != s.filledFor || s.ActionFor == nil {
		return
	}
	a, ok := s.ActionFor(f.ID)
	if ok == s.cardOK && sameAction(a, s.card) {
		return
	}
	_, _, shown := s.Model.MonsterTurn()
	s.fillTurn(f.ID)
	switch {
	case shown && ok:
		s.ShowTurn()
	case shown:
		s.Model.ClearMonsterTurn()
	}
}

// MoveMonster moves the monster along the path of the turn's choice shown
// (engine.MoveAlong: a recorded action; traps and hazardous terrain on the
// way do their damage); a refusal is said in the status line.
func (s *Screen) MoveMonster() {
	t, i, ok := s.Model.MonsterTurn()
	if !ok || i >= len(t.Choices) {
		s.View.Say(s.tr.T(MsgTurnNone))
		return
	}
	c := t.Choices[i]
	if len(c.Path) < 2 {
		s.View.Say(s.tr.T(MsgTurnStaysPut))
		return
	}
	a := engine.MoveAlong{Figure: t.Monster, Path: c.Path, Jump: s.Model.turnAction.Jump, Flying: s.Model.turnAction.Flying}
	if err := s.Model.Do(a); err != nil {
		s.View.Say(s.tr.T(MsgEditError, "Error", err.Error()))
		return
	}
	// From its new hex, the same action: the attack that is left, worked
	// out when next shown; an attack on the enemies along the path keeps
	// the path's.
	s.Model.movedTargets = nil
	if s.Model.turnAction.PathTargets {
		s.Model.movedTargets = slices.Clone(c.Targets)
	}
	s.Model.turnAction.Move = 0
	s.Model.turnStale = true
	s.Model.notify(ChangeOverlay)
}

// AttackFromTurn hands the monster and the targets of the turn's choice
// shown to the attack panel (OnAttack).
func (s *Screen) AttackFromTurn() {
	t, i, ok := s.Model.MonsterTurn()
	if ok && s.Model.turnAction.PathTargets && len(s.Model.movedTargets) > 0 && i < len(t.Choices) && len(t.Choices[i].Path) < 2 {
		if s.OnAttack != nil { // the targets of the path it moved along
			s.OnAttack(t.Monster, slices.Clone(s.Model.movedTargets))
		}
		return
	}
	if !ok || i >= len(t.Choices) || len(t.Choices[i].Targets) == 0 {
		s.View.Say(s.tr.T(MsgTurnNoTargets))
		return
	}
	if s.OnAttack != nil {
		s.OnAttack(t.Monster, t.Choices[i].Targets)
	}
}

// PlayTurn shows the turn of monster id as its card says (ActionFor): it
// selects it, fills the turn toolbar and shows its focus, path and
// targets, for the players to carry out (Move, Attack) or to choose among.
// A monster whose card is not known is only selected.
func (s *Screen) PlayTurn(id string) {
	if err := s.Model.Select(id); err != nil {
		return
	}
	s.fillTurn(id)
	s.sync()
	if s.ActionFor != nil {
		if _, ok := s.ActionFor(id); ok {
			s.ShowTurn()
		}
	}
}

// SummonFromTurn places the monster the selected monster's card summons
// on the hex the engine gives a summon (engine.Scenario.SummonHex: a free
// hex next to it) with engine.AddStandee and its summoner (no money, it
// acts from the next round); the status line says when the card summons
// nothing or no hex is free.
func (s *Screen) SummonFromTurn() {
	f, ok := s.Model.Selected()
	if !ok || f.Kind != engine.KindMonster || s.SummonFor == nil || s.Model.Engine() == nil {
		s.View.Say(s.tr.T(MsgTurnNoSummon))
		return
	}
	typ, elite, ok := s.SummonFor(f.ID)
	if !ok {
		s.View.Say(s.tr.T(MsgTurnNoSummon))
		return
	}
	h, ok := s.Model.Engine().SummonHex(f.ID)
	if !ok {
		s.View.Say(s.tr.T(MsgTurnNoRoom))
		return
	}
	if err := s.Model.Do(engine.AddStandee{Type: typ, Elite: elite, At: h, Summoner: f.ID}); err != nil {
		s.View.Say(s.tr.T(MsgEditError, "Error", err.Error()))
	}
}
