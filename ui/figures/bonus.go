package figures

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/locales"
	"github.com/haventable/haventable/ui/spinner"
)

// bonusForm is the form of the "add a bonus" dialog: the kinds the engine
// knows (shield and retaliate with their value, retaliate with its range,
// negate), the number of positions on the use track (0: no track; the new
// bonus has them all marked) and the duration.
type bonusForm struct {
	kind     *widget.RadioGroup
	value    *spinner.Field
	rng      *spinner.Field
	track    *spinner.Field
	duration *widget.RadioGroup
	tr       locales.Tr

	kindShield, kindNegate, kindRetaliate string
	durRound, durPersist                  string
}

func (l *List) newBonusForm() *bonusForm {
	tr := l.env.Tr
	f := &bonusForm{tr: tr,
		kindShield: tr.T("FiguresShield"), kindNegate: tr.T("FiguresNegate"), kindRetaliate: tr.T("FiguresRetaliate"),
		durRound: tr.T("FiguresRound"), durPersist: tr.T("FiguresPersistent"),
	}
	f.value = numberEntry(tr, 1, 1, modifier.MaxValue)
	f.rng = numberEntry(tr, 1, 1, modifier.MaxValue)
	f.track = numberEntry(tr, 0, 0, modifier.MaxValue)
	f.kind = widget.NewRadioGroup([]string{f.kindShield, f.kindRetaliate, f.kindNegate}, func(k string) {
		setEnabled(f.value, k != f.kindNegate)
		setEnabled(f.rng, k == f.kindRetaliate)
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

// numberEntry is a form's entry for a whole number from lo to hi, holding
// value at first; its validator asks for such a number in tr's language.
func numberEntry(tr locales.Tr, value, lo, hi int) *spinner.Field {
	e := spinner.NewWhole(tr, lo, hi)
	e.SetWhole(value)
	return e
}

func (l *List) formItems(f *bonusForm) []*widget.FormItem {
	tr := l.env.Tr
	rng := widget.NewFormItem(tr.T("FiguresRange"), f.rng)
	rng.HintText = tr.T("FiguresRangeHint")
	track := widget.NewFormItem(tr.T("FiguresUses"), f.track)
	track.HintText = tr.T("FiguresUsesHint")
	return []*widget.FormItem{
		widget.NewFormItem(tr.T("FiguresBonusKind"), f.kind),
		widget.NewFormItem(tr.T("FiguresValue"), f.value),
		rng,
		track,
		widget.NewFormItem(tr.T("FiguresDuration"), f.duration),
	}
}

// bonus reads the form into a bonus, checked by the engine; a bad field is
// named in the error.
func (f *bonusForm) bonus() (modifier.Bonus, error) {
	kind := "shield"
	switch f.kind.Selected {
	case f.kindNegate:
		kind = "negate"
	case f.kindRetaliate:
		kind = "retaliate"
	}
	read := func(e *spinner.Field, name string) (int, error) {
		n, err := e.Whole()
		if err != nil {
			return 0, spinner.Named(f.tr, name, err)
		}
		return n, nil
	}
	value, rng := 0, 0
	var err error
	if kind != "negate" {
		if value, err = read(f.value, f.tr.T("FiguresValue")); err != nil {
			return modifier.Bonus{}, err
		}
	}
	if kind == "retaliate" {
		if rng, err = read(f.rng, f.tr.T("FiguresRange")); err != nil {
			return modifier.Bonus{}, err
		}
	}
	track, err := read(f.track, f.tr.T("FiguresUses"))
	if err != nil {
		return modifier.Bonus{}, err
	}
	dur := "round"
	if f.duration.Selected == f.durPersist {
		dur = "persistent"
	}
	b, err := modifier.ParseBonus(kind, value, track, dur)
	if err != nil {
		return modifier.Bonus{}, err
	}
	b.Range, b.Track = rng, track
	if err := b.Validate(); err != nil {
		return modifier.Bonus{}, err
	}
	return b, nil
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
