package figures

import (
	"errors"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/hexgrid"
	"github.com/haventable/haventable/locales"
	"github.com/haventable/haventable/ui/screen"
	"github.com/haventable/haventable/ui/spinner"
)

// summonForm is the form of the Summon dialog: the summon's name, hit
// points, move, attack, range and traits as its ability card gives them,
// and the free hex next to its summoner where it stands.
type summonForm struct {
	name               *widget.Entry
	hp, move, atk, rng *spinner.Field
	traits             *widget.Entry
	hex                *widget.Select
	hexes              []hexgrid.Hex
}

func (l *List) newSummonForm(id string) *summonForm {
	tr := l.env.Tr
	f := &summonForm{name: widget.NewEntry(), traits: widget.NewEntry()}
	f.name.SetPlaceHolder(tr.T("FiguresSummonNameHint"))
	f.name.Validator = func(s string) error {
		if strings.TrimSpace(s) == "" {
			return errors.New(tr.T("FiguresSummonNameBlank"))
		}
		return nil
	}
	f.hp, f.move, f.atk, f.rng = numberEntry(tr, 4, 1, modifier.MaxValue), numberEntry(tr, 2, 0, modifier.MaxValue),
		numberEntry(tr, 2, 0, modifier.MaxValue), numberEntry(tr, 0, 0, modifier.MaxValue)
	f.traits.SetPlaceHolder(tr.T("FiguresSummonTraitsHint"))
	f.hexes = l.scenario().SummonHexes(id)
	names := make([]string, len(f.hexes))
	for i, h := range f.hexes {
		names[i] = h.String()
	}
	f.hex = screen.NewSelect(tr, names, nil)
	if len(names) > 0 {
		f.hex.SetSelectedIndex(0)
	}
	return f
}

func (f *summonForm) items(tr locales.Tr) []*widget.FormItem {
	rng := widget.NewFormItem(tr.T("FiguresRange"), f.rng)
	rng.HintText = tr.T("FiguresSummonRangeHint")
	return []*widget.FormItem{
		widget.NewFormItem(tr.T("FiguresSummonName"), f.name),
		widget.NewFormItem(tr.T("FiguresSummonHP"), f.hp),
		widget.NewFormItem(tr.T("FiguresSummonMove"), f.move),
		widget.NewFormItem(tr.T("FiguresSummonAttack"), f.atk),
		rng,
		widget.NewFormItem(tr.T("FiguresSummonTraits"), f.traits),
		widget.NewFormItem(tr.T("FiguresSummonHex"), f.hex),
	}
}

// action reads the form (its validators have passed) into the action that
// summons it for character id.
func (f *summonForm) action(id string) engine.AddSummon {
	n := func(e *spinner.Field) int { v, _ := e.Whole(); return v }
	a := engine.AddSummon{Summoner: id, Name: strings.TrimSpace(f.name.Text), HP: n(f.hp),
		Stats: engine.SummonStats{Move: n(f.move), Attack: n(f.atk), Range: n(f.rng), Traits: strings.TrimSpace(f.traits.Text)}}
	if i := f.hex.SelectedIndex(); i >= 0 && i < len(f.hexes) {
		a.At = f.hexes[i]
	}
	return a
}

// ShowSummon asks for a summon of character id, from its ability card, and
// places it next to it: a recorded action, undone like any.
func (l *List) ShowSummon(id string) {
	tr := l.env.Tr
	if l.env.Window == nil || l.scenario() == nil {
		return
	}
	f := l.newSummonForm(id)
	if len(f.hexes) == 0 {
		l.env.ShowError(tr.T("FiguresErrorTitle"), errors.New(tr.T("FiguresSummonNoRoom", "Name", l.name(id))))
		return
	}
	d := dialog.NewForm(tr.T("FiguresSummonTitle", "Name", l.name(id)), tr.T("FiguresAdd"), tr.T("FiguresCancel"),
		f.items(tr), func(ok bool) {
			if ok {
				l.Summon(f.action(id))
			}
		}, l.env.Window)
	d.Resize(fyne.NewSize(480, 0))
	d.Show()
}

// Summon places a summon (see engine.AddSummon) and says so.
func (l *List) Summon(a engine.AddSummon) {
	l.do(a, func(rep engine.Report) {
		l.setStatus(l.env.Tr.T("FiguresSummoned", "Name", l.name(rep.Added), "Summoner", l.name(a.Summoner)))
	})
}
