package campaign

import (
	"errors"
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"github.com/haventable/haventable/engine/campaign"
	"github.com/haventable/haventable/engine/outpost"
	"github.com/haventable/haventable/ui/history"
	"github.com/haventable/haventable/ui/names"
)

// held is what character c holds of r: its resources, its gold for gold.
func held(c campaign.Character, r outpost.Resource) int {
	if r == outpost.Gold {
		return c.Gold
	}
	return c.Resources.Of(r)
}

// operateDialog asks who pays building operation e's loss: rulebook p.
// 62, "When the party gains or loses gold or resources due to these
// effects, they can be added to or taken from the Frosthaven supply or the
// characters' personal supplies, in any combination. If a loss cannot be
// resolved fully, the party loses as much as possible". Each payer (the
// supply, then each character not retired) has a field per resource of
// the loss, offered the supply first, then the characters in order; what
// nobody holds is said as not paid. Show works it out and shows it before
// Apply makes it (the store refuses a part left unpaid that someone
// holds).
func (p *outpostPanel) operateDialog(msg string, loss outpost.Supply, e campaign.OperateBuilding) {
	tr := p.tr()
	chars := p.repairers()
	var kinds []outpost.Resource
	for _, r := range outpost.Resources {
		if loss.Of(r) > 0 {
			kinds = append(kinds, r)
		}
	}
	text := widget.NewLabel(msg + "\n" + tr.T("OutpostOperatePay", "Loss", history.SupplyWords(tr, loss.String())))
	text.Wrapping = fyne.TextWrapWord
	form := container.NewVBox(text)
	payers := append([]string{tr.T("OutpostRepairFromSupply")}, charNames(chars)...)
	left := loss.Plus(nil)
	fields := make([]supplyFields, len(payers))
	for j, who := range payers {
		f := supplyFields{}
		grid := container.NewGridWithColumns(3)
		for _, r := range kinds {
			have := p.o.Supply.Of(r)
			if j > 0 {
				have = held(chars[j-1], r)
			}
			take := min(have, left.Of(r))
			left = left.Plus(outpost.Supply{r: -take})
			x := supplyEntry(tr)
			x.SetWhole(take)
			f[r] = x
			grid.Add(container.NewBorder(nil, nil, widget.NewLabel(names.ResourceName(tr, string(r))), nil, x))
		}
		fields[j] = f
		form.Add(container.NewBorder(nil, nil, widget.NewLabel(who), nil, grid))
	}
	unpaid := widget.NewLabel("")
	unpaid.Wrapping = fyne.TextWrapWord
	form.Add(unpaid)
	read := func() (campaign.OperateBuilding, error) {
		out := e
		total := outpost.Supply{}
		for j, f := range fields {
			pay, err := f.supply(tr)
			if err != nil {
				return out, err
			}
			total = total.Plus(pay)
			if j == 0 || len(pay) == 0 {
				continue
			}
			ch := chars[j-1]
			for r, n := range pay {
				if held(ch, r) < n {
					return out, errors.New(tr.T("OutpostRepairHeld", "Name", ch.Name,
						"Held", history.SupplyWords(tr, ch.Resources.Plus(outpost.Supply{outpost.Gold: ch.Gold}).String()),
						"Paid", history.SupplyWords(tr, pay.String())))
				}
			}
			out.Paid = append(out.Paid, campaign.RepairShare{Building: e.Building, Character: ch.ID, CharacterName: ch.Name, Pay: pay})
		}
		rest, err := loss.Minus(total)
		if err != nil {
			return out, fmt.Errorf("%s", tr.T("OutpostOperatePay", "Loss", history.SupplyWords(tr, loss.String())))
		}
		out.Unpaid = rest
		return out, nil
	}
	sayUnpaid := func() {
		unpaid.SetText("")
		if got, err := read(); err == nil && len(got.Unpaid) > 0 {
			unpaid.SetText(tr.T("OutpostOperateUnpaid", "Missing", history.SupplyWords(tr, got.Unpaid.String())))
		}
	}
	for _, f := range fields {
		for _, x := range f {
			x.OnChanged = func(string) { sayUnpaid() }
		}
	}
	sayUnpaid()
	var d *dialog.ConfirmDialog
	d = dialog.NewCustomConfirm(tr.T("OutpostOperate"), tr.T("OutpostShow"), tr.T("DialogCancel"), container.NewVScroll(form), func(ok bool) {
		if !ok {
			return
		}
		got, err := read()
		if err == nil {
			_, err = got.Outpost(p.o, p.d)
		}
		if err != nil { // the dialog back as the group filled it in
			p.s.refuseKeeping(d, tr.T("OutpostStepFailed"), errors.New(outpostRuleWords(tr, err)))
			return
		}
		var by []string
		for _, s := range got.Paid {
			by = append(by, tr.T("OutpostOperatePaidBy", "Name", s.CharacterName, "Pay", history.SupplyWords(tr, s.Pay.String())))
		}
		if len(got.Unpaid) > 0 {
			by = append(by, unpaid.Text)
		}
		p.confirm(tr.T("OutpostOperate"), strings.TrimSpace(msg+"\n"+strings.Join(by, "\n")), got)
	}, p.s.env.Window)
	// wrapped words measure one line here: room for them, the rest scrolls
	d.Resize(fyne.NewSize(560, min(form.MinSize().Height+180, max(300, p.s.env.Window.Canvas().Size().Height-40))))
	d.Show()
}
