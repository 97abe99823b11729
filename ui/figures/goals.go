package figures

import (
	"errors"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/locales"
)

// A character's battle goals (docs/battle-goals.md) are its player's
// secret: the row's button names no goal; it asks first that only that
// player look, then shows the goals dealt with a Keep button each
// (engine.KeepBattleGoal) or the goal kept. It is offered only where this
// window may act for the character (Table.Allows): never for another
// player's character on a shared table.

// goalsText is what character id's battle goal button says; false when it
// was dealt none or this window may not show them.
func (l *List) goalsText(scn *engine.Scenario, id string) (string, bool) {
	h, ok := scn.BattleGoalsOf(id)
	if !ok || !l.env.Table.Allows(engine.KeepBattleGoal{Character: id}) {
		return "", false
	}
	if h.Kept < 0 {
		return l.env.Tr.T("FiguresGoalChoose"), true
	}
	return l.env.Tr.T("FiguresGoalShow"), true
}

// AskBattleGoal asks that only character id's player look, then shows its
// battle goals.
func (l *List) AskBattleGoal(id string) {
	if l.env.Window == nil {
		return
	}
	tr := l.env.Tr
	ask := widget.NewLabel(tr.T("FiguresGoalAsk", "Name", l.name(id)))
	ask.Wrapping = fyne.TextWrapWord
	d := dialog.NewCustomConfirm(tr.T("FiguresGoalTitle", "Name", l.name(id)), tr.T("FiguresGoalReveal"), tr.T("FiguresGoalNotNow"), ask,
		func(yes bool) {
			if yes {
				l.ShowBattleGoal(id)
			}
		}, l.env.Window)
	d.Resize(fyne.NewSize(480, 0))
	d.Show()
}

// ShowBattleGoal shows character id's battle goals: those dealt, each with
// a Keep button, until one is kept; then the one kept.
func (l *List) ShowBattleGoal(id string) {
	scn := l.scenario()
	if scn == nil || l.env.Window == nil || !l.env.Table.Allows(engine.KeepBattleGoal{Character: id}) {
		return
	}
	h, ok := scn.BattleGoalsOf(id)
	if !ok {
		return
	}
	tr := l.env.Tr
	var d dialog.Dialog
	box := container.NewVBox()
	if g, kept := h.KeptGoal(); kept {
		box.Add(goalCard(tr, g, nil))
	} else {
		box.Add(widget.NewLabel(tr.N("FiguresGoalDealt", len(h.Dealt), "Count", len(h.Dealt))))
		for i, g := range h.Dealt {
			box.Add(goalCard(tr, g, func() {
				d.Hide()
				l.KeepBattleGoal(id, i)
			}))
			box.Add(widget.NewSeparator())
		}
	}
	scroll := container.NewVScroll(box)
	scroll.SetMinSize(fyne.NewSize(480, 300))
	d = dialog.NewCustom(tr.T("FiguresGoalTitle", "Name", l.name(id)), tr.T("FiguresGoalHide"), scroll, l.env.Window)
	d.Show()
}

// goalCard is a battle goal's name, checks and words, with a Keep button
// when keep is given.
func goalCard(tr locales.Tr, g engine.BattleGoal, keep func()) fyne.CanvasObject {
	name := widget.NewLabelWithStyle(g.Name, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	checks := widget.NewLabel(tr.N("FiguresGoalChecks", g.Checks, "Count", g.Checks))
	var right fyne.CanvasObject = checks
	if keep != nil {
		btn := widget.NewButton(tr.T("FiguresGoalKeep"), keep)
		btn.Importance = widget.HighImportance
		right = container.NewHBox(checks, btn)
	}
	lines := []fyne.CanvasObject{container.NewBorder(nil, nil, name, right)}
	if g.Text != "" {
		words := widget.NewLabel(g.Text)
		words.Wrapping = fyne.TextWrapWord
		lines = append(lines, words)
	}
	return container.NewVBox(lines...)
}

// KeepBattleGoal keeps the battle goal at place choice among those dealt
// to character id (a recorded action); the status line says that a goal
// was kept, not which.
func (l *List) KeepBattleGoal(id string, choice int) {
	tr := l.env.Tr
	l.env.Table.DoThen(engine.KeepBattleGoal{Character: id, Choice: choice}, func(_ engine.Report, err error) {
		if err != nil {
			if errors.Is(err, engine.ErrGoalKept) {
				err = errors.New(tr.T("FiguresGoalAlreadyKept"))
			}
			l.env.ShowError(tr.T("FiguresGoalFailed"), err)
			return
		}
		l.setStatus(tr.T("FiguresGoalKept", "Name", l.name(id)))
	})
}
