package figures

import (
	"fmt"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"github.com/haventable/haventable/engine"
)

// bonusForm is the form of the "add a bonus" dialog: the kinds the engine
// knows (shield with its value, negate), the number of uses on the track
// (0: no track) and the duration.
type bonusForm struct {
	kind     *widget.RadioGroup
	value    *widget.Entry
	uses     *widget.Entry
	duration *widget.RadioGroup

	kindShield, kindNegate string
	durRound, durPersist   string
}

func (l *List) newBonusForm() *bonusForm {
	tr := l.env.Tr
	f := &bonusForm{
		kindShield: tr.T("FiguresShield"), kindNegate: tr.T("FiguresNegate"),
		durRound: tr.T("FiguresRound"), durPersist: tr.T("FiguresPersistent"),
	}
	f.value = widget.NewEntry()
	f.value.SetText("1")
	f.value.Validator = func(s string) error { return checkNumber(s, 1) }
	f.uses = widget.NewEntry()
	f.uses.SetText("0")
	f.uses.Validator = func(s string) error { return checkNumber(s, 0) }
	f.kind = widget.NewRadioGroup([]string{f.kindShield, f.kindNegate}, func(k string) {
		if k == f.kindNegate {
			f.value.Disable()
		} else {
			f.value.Enable()
		}
	})
	f.kind.Horizontal = true
	f.kind.Required = true
	f.kind.SetSelected(f.kindShield)
	f.duration = widget.NewRadioGroup([]string{f.durRound, f.durPersist}, nil)
	f.duration.Horizontal = true
	f.duration.Required = true
	f.duration.SetSelected(f.durRound)
	return f
}

func checkNumber(s string, lo int) error {
	n, err := strconv.Atoi(strings.TrimSpace(s))
	if err != nil {
		return fmt.Errorf("%q is not a whole number", s)
	}
	if n < lo || n > engine.MaxValue {
		return fmt.Errorf("%d is out of %d..%d", n, lo, engine.MaxValue)
	}
	return nil
}

func (l *List) formItems(f *bonusForm) []*widget.FormItem {
	tr := l.env.Tr
	uses := widget.NewFormItem(tr.T("FiguresUses"), f.uses)
	uses.HintText = tr.T("FiguresUsesHint")
	return []*widget.FormItem{
		widget.NewFormItem(tr.T("FiguresBonusKind"), f.kind),
		widget.NewFormItem(tr.T("FiguresValue"), f.value),
		uses,
		widget.NewFormItem(tr.T("FiguresDuration"), f.duration),
	}
}

// bonus reads the form into a bonus, checked by the engine; a bad field is
// named in the error.
func (f *bonusForm) bonus() (engine.Bonus, error) {
	kind := "shield"
	value := 0
	if f.kind.Selected == f.kindNegate {
		kind = "negate"
	} else {
		v, err := strconv.Atoi(strings.TrimSpace(f.value.Text))
		if err != nil {
			return engine.Bonus{}, fmt.Errorf("value: %q is not a whole number", f.value.Text)
		}
		value = v
	}
	uses, err := strconv.Atoi(strings.TrimSpace(f.uses.Text))
	if err != nil {
		return engine.Bonus{}, fmt.Errorf("uses: %q is not a whole number", f.uses.Text)
	}
	dur := "round"
	if f.duration.Selected == f.durPersist {
		dur = "persistent"
	}
	return engine.ParseBonus(kind, value, uses, dur)
}

// showAddBonus asks for a new bonus for figure id.
func (l *List) showAddBonus(id string) {
	tr := l.env.Tr
	if l.env.Window == nil {
		return
	}
	f := l.newBonusForm()
	d := dialog.NewForm(tr.T("FiguresAddBonusTitle", "Name", l.name(id)), tr.T("FiguresAdd"), tr.T("FiguresCancel"),
		l.formItems(f), func(ok bool) {
			if !ok {
				return
			}
			b, err := f.bonus()
			if err == nil {
				err = l.AddBonus(id, b)
			}
			if err != nil {
				l.env.ShowError(tr.T("FiguresErrorTitle"), err)
			}
		}, l.env.Window)
	d.Resize(fyne.NewSize(460, 0))
	d.Show()
}
