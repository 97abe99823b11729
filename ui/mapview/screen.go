package mapview

import (
	"errors"
	"reflect"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

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
	// PlanFor, when set, gives a monster's turn as its card says
	// (engine.MonsterPlan: its move and attack, the attack's value, pierce
	// and effects, what it summons); nil: the scenario shown's own
	// (engine.Scenario.MonsterPlan). The screen asks it once as the
	// monster is selected and once a table change (FollowCard), and keeps
	// the answer: the toolbar takes its move and attack (the players may
	// change them), the turn shown its attack's odds, Summon its summons.
	PlanFor func(id string) (engine.MonsterPlan, bool)
	// OnAttack, when set, opens the attack panel for a monster attacking
	// targets (its turn's choice: Attack in the toolbar).
	OnAttack  func(attacker string, targets []string)
	filledFor string // the monster whose card filled the toolbar
	// plan is what that card said (planOK: it said something), to follow
	// it when the table changes (FollowCard); plans counts the plans asked
	// (PlansAsked).
	plan   engine.MonsterPlan
	planOK bool
	plans  int
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
//
// A scenario played without a map (engine.Scenario.WithoutMap) has no
// hexes to work a focus or a path out on: the status line says the
// players judge them, and no turn is shown.
func (s *Screen) ShowTurn() {
	if eng := s.Model.Engine(); eng != nil && eng.WithoutMap() {
		s.Model.ClearMonsterTurn()
		if f, ok := s.Model.Selected(); ok && f.Kind == engine.KindMonster {
			s.View.Say(s.tr.T(MsgTurnNeedsMap, "Name", f.Title))
		}
		return
	}
	a := monsterturn.Action{Move: s.move.Value(), Range: s.rng.Value(), Targets: s.targets.Value(),
		Jump: s.jump.Checked, Flying: s.flying.Checked, Muddled: s.muddled.Checked, Area: s.area}
	var atk *modifier.Attack
	if f, ok := s.Model.Selected(); ok && s.planOK && f.ID == s.filledFor {
		// whom the card says it focuses on and targets
		c := s.plan.Action
		a.FocusFarthest, a.FocusRange, a.OneTarget, a.PathTargets = c.FocusFarthest, c.FocusRange, c.OneTarget, c.PathTargets
		atk = s.plan.Attack
	}
	s.Model.turnAttack = atk
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

// planOf asks monster id's plan (PlanFor, or the scenario shown's).
func (s *Screen) planOf(id string) (engine.MonsterPlan, bool) {
	s.plans++
	switch {
	case s.PlanFor != nil:
		return s.PlanFor(id)
	case s.Model.Engine() != nil:
		return s.Model.Engine().MonsterPlan(id)
	}
	return engine.MonsterPlan{}, false
}

// PlansAsked counts the monster plans the screen asked, for the tests
// that count what one change costs.
func (s *Screen) PlansAsked() int { return s.plans }

// fillTurn sets the toolbar to monster id's move and attack from its card
// (planOf, asked once here); without a card it leaves what the players
// set.
func (s *Screen) fillTurn(id string) {
	p, ok := s.planOf(id)
	s.fillFrom(id, p, ok)
}

// fillFrom sets the toolbar to plan p of monster id (ok: there is one).
func (s *Screen) fillFrom(id string, p engine.MonsterPlan, ok bool) {
	s.filledFor, s.plan, s.planOK = id, p, ok
	if !ok {
		s.area = nil
		return
	}
	a := p.Action
	s.move.SetQuiet(a.Move)
	s.rng.SetQuiet(a.Range)
	s.targets.SetQuiet(a.Targets)
	s.jump.SetChecked(a.Jump)
	s.flying.SetChecked(a.Flying)
	s.muddled.SetChecked(a.Muddled)
	s.area = a.Area
}

// FollowCard keeps the turn toolbar, and the turn shown, in step with the
// selected monster's card after a table change (its plan asked once): a
// card drawn, or an undo back past a draw, gives another move and attack,
// or none; an element consumed, another attack.
func (s *Screen) FollowCard() {
	f, ok := s.Model.Selected()
	if !ok || f.Kind != engine.KindMonster || f.ID != s.filledFor {
		return
	}
	p, ok := s.planOf(f.ID)
	if ok == s.planOK && sameAction(p.Action, s.plan.Action) {
		other := !reflect.DeepEqual(p.Attack, s.plan.Attack)
		s.plan = p
		if _, _, shown := s.Model.MonsterTurn(); shown && other {
			s.Model.SetTurnAttack(p.Attack) // the same turn, another attack's odds
		}
		return
	}
	_, _, shown := s.Model.MonsterTurn()
	s.fillFrom(f.ID, p, ok)
	switch {
	case shown && ok:
		s.ShowTurn()
	case shown:
		s.Model.ClearMonsterTurn()
	}
}

// MoveMonster moves the monster along the path of the turn's choice shown
// (engine.MoveAlong: a recorded action; traps and hazardous terrain on the
// way do their damage; the engine refuses a way beyond the monster's
// move); a refusal is said in the status line. What is left of the turn
// is the engine's from then on (Scenario.MonsterTurnLeft): the table's
// change shows it, and an undo gives the move back.
func (s *Screen) MoveMonster() {
	a, ok := s.Model.MoveShown()
	if !ok {
		s.View.Say(s.tr.T(MsgTurnNone))
		return
	}
	if len(a.Path) < 2 {
		s.View.Say(s.tr.T(MsgTurnStaysPut))
		return
	}
	err := s.Model.Do(a)
	switch eng := s.Model.Engine(); {
	case errors.Is(err, engine.ErrMoveTooFar) && eng != nil:
		left, _ := eng.MoveLeft(a.Figure)
		s.View.Say(s.tr.T(MsgTurnTooFar, "Cost", eng.PathCost(a.Path, a.Jump, a.Flying), "Left", left))
	case err != nil:
		s.View.Say(s.tr.T(MsgEditError, "Error", err.Error()))
	}
}

// AttackFromTurn hands the monster and the targets of the turn's choice
// shown to the attack panel (OnAttack): once it has moved, with an attack
// on the enemies along its move, those of the hexes it entered (the
// engine's MonsterTurnLeft).
func (s *Screen) AttackFromTurn() {
	t, i, ok := s.Model.MonsterTurn()
	if !ok || i >= len(t.Choices) || len(t.Choices[i].Targets) == 0 {
		s.View.Say(s.tr.T(MsgTurnNoTargets))
		return
	}
	if s.OnAttack != nil {
		s.OnAttack(t.Monster, slices.Clone(t.Choices[i].Targets))
	}
}

// PlayTurn shows the turn of monster id as its card says (its plan): it
// selects it, fills the turn toolbar and shows its focus, path and
// targets, for the players to carry out (Move, Attack) or to choose among.
// A monster whose card is not known is only selected.
func (s *Screen) PlayTurn(id string) {
	if err := s.Model.Select(id); err != nil {
		return
	}
	s.fillTurn(id)
	s.sync()
	if s.planOK {
		s.ShowTurn()
	}
}

// SummonFromTurn places the monster the selected monster's card summons
// on the hex the engine gives a summon (engine.Scenario.SummonHex: a free
// hex next to it) with engine.AddStandee and its summoner (no money, it
// acts from the next round); the status line says when the card summons
// nothing or no hex is free.
func (s *Screen) SummonFromTurn() {
	f, ok := s.Model.Selected()
	if !ok || f.Kind != engine.KindMonster || f.ID != s.filledFor || !s.planOK || len(s.plan.Summons) == 0 || s.Model.Engine() == nil {
		s.View.Say(s.tr.T(MsgTurnNoSummon))
		return
	}
	typ, elite := s.plan.Summons[0].Type, s.plan.Summons[0].Elite
	h, ok := s.Model.Engine().SummonHex(f.ID)
	if !ok {
		s.View.Say(s.tr.T(MsgTurnNoRoom))
		return
	}
	if err := s.Model.Do(engine.AddStandee{Type: typ, Elite: elite, At: h, Summoner: f.ID}); err != nil {
		s.View.Say(s.tr.T(MsgEditError, "Error", err.Error()))
	}
}
