package campaign

import (
	"errors"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"github.com/haventable/haventable/engine/campaign"
	"github.com/haventable/haventable/engine/outpost"
	"github.com/haventable/haventable/locales"
	"github.com/haventable/haventable/ui/history"
	"github.com/haventable/haventable/ui/names"
)

// carpenterDiscounts are the carpenter's discounts a construction costing
// cost may take (docs/outpost.md, "Construction"): one per material the
// cost has, lumber first, while the carpenter stands; none otherwise.
func (p *outpostPanel) carpenterDiscounts(cost outpost.Cost) []outpost.Discount {
	if p.o.CarpenterLevel() < 1 {
		return nil
	}
	var out []outpost.Discount
	for _, m := range outpost.Materials {
		if cost.Materials.Of(m) > 0 {
			out = append(out, outpost.Discount{Material: m})
		}
	}
	return out
}

// affordable reports whether the supply pays cost, with one of the
// carpenter's discounts when it stands (the engine's arithmetic:
// outpost.Discounted).
func (p *outpostPanel) affordable(cost outpost.Cost) bool {
	if len(p.o.Supply.Short(cost.Materials)) == 0 {
		return true
	}
	for _, d := range p.carpenterDiscounts(cost) {
		if c, err := outpost.Discounted(cost, d); err == nil && len(p.o.Supply.Short(c.Materials)) == 0 {
			return true
		}
	}
	return false
}

// construct shows building b's build or upgrade (from standing st) before
// Apply makes it: the level reached, the carpenter's discount on a
// material of the group's choice while the carpenter stands, the second
// construction's morale (less the carpenter's 1 from its level 2), and
// what changes, updated as they choose.
func (p *outpostPanel) construct(b outpost.Building, st outpost.Standing, cost outpost.Cost) {
	tr := p.tr()
	c := outpost.Construction{Building: b.Name}
	msg := tr.T("OutpostLevelNow", "Name", p.title(b.Name), "Level", st.Level+1)
	if p.o.Built == 1 {
		if p.o.CarpenterLevel() >= 2 {
			c.CarpenterMorale = 1
		}
		msg += "\n" + tr.T("OutpostSecondConstruction", "Morale", outpost.ExtraConstructionMorale(c.CarpenterMorale))
		if c.CarpenterMorale > 0 {
			msg += " " + tr.T("OutpostCarpenterMorale")
		}
	}
	text := widget.NewLabel(msg)
	text.Wrapping = fyne.TextWrapWord
	changes := widget.NewLabel("")
	changes.Wrapping = fyne.TextWrapWord
	edit := func() campaign.Construct {
		return campaign.Construct{Construction: c, Level: st.Level + 1, Name: p.title(b.Name)}
	}
	update := func() {
		after, err := edit().Outpost(p.o, p.d)
		if err != nil {
			changes.SetText(p.constructWords(c, cost, err))
			return
		}
		changes.SetText(p.difference(after))
	}
	rows := append([]fyne.CanvasObject{text}, p.discountRows(cost, func(d outpost.Discount) {
		c.Discount = d
		update()
	})...)
	update()
	p.applyDialog(p.title(b.Name), append(rows, changes), func() campaign.Edit { return edit() })
}

// applyDialog shows rows under title with Apply, which makes the edit
// edit gives at that moment, and Cancel.
func (p *outpostPanel) applyDialog(title string, rows []fyne.CanvasObject, edit func() campaign.Edit) {
	tr := p.tr()
	d := dialog.NewCustomConfirm(title, tr.T("OutpostApply"), tr.T("DialogCancel"), container.NewVBox(rows...), func(ok bool) {
		if ok {
			p.do(edit())
		}
	}, p.s.env.Window)
	d.Resize(fyne.NewSize(min(460, p.s.env.Window.Canvas().Size().Width-24), 0))
	d.Show()
}

// discountRows are the carpenter's discount to choose while it stands (a
// material of cost; the first the supply falls short of to start with,
// else the first of lumber, metal, hide), set called with each choice;
// none when the carpenter does not stand or cost has no material.
func (p *outpostPanel) discountRows(cost outpost.Cost, set func(outpost.Discount)) []fyne.CanvasObject {
	tr := p.tr()
	discounts := p.carpenterDiscounts(cost)
	if len(discounts) == 0 {
		return nil
	}
	var opts []string
	for _, d := range discounts {
		opts = append(opts, names.ResourceName(tr, string(d.Material)))
	}
	pick := widget.NewRadioGroup(opts, nil)
	pick.Horizontal = true
	pick.Required = true
	pick.OnChanged = func(string) {
		chosen := outpost.Discount{}
		for i, o := range opts {
			if o == pick.Selected {
				chosen = discounts[i]
			}
		}
		set(chosen)
	}
	first := 0
	for i, d := range discounts {
		if p.o.Supply.Of(d.Material) < cost.Materials.Of(d.Material) {
			first = i
			break
		}
	}
	pick.SetSelected(opts[first])
	return []fyne.CanvasObject{widget.NewLabel(tr.T("OutpostCarpenterDiscount")), pick}
}

// rebuild shows wrecked building b's rebuild for cost before Apply makes
// it, less the carpenter's discount on a material of the group's choice
// while the carpenter stands (rulebook p. 68: "the cost to build,
// upgrade, or rebuild any building is reduced by any one material
// resource").
func (p *outpostPanel) rebuild(b outpost.Building, cost outpost.Supply) {
	tr := p.tr()
	e := campaign.RebuildBuilding{Building: b.Name, Name: p.title(b.Name)}
	text := widget.NewLabel(tr.T("OutpostRebuild", "Cost", history.SupplyWords(tr, cost.String())))
	text.Wrapping = fyne.TextWrapWord
	changes := widget.NewLabel("")
	changes.Wrapping = fyne.TextWrapWord
	update := func() {
		after, err := e.Outpost(p.o, p.d)
		if err != nil {
			changes.SetText(p.constructWords(outpost.Construction{Discount: e.Discount}, outpost.Cost{Materials: cost}, err))
			return
		}
		changes.SetText(p.difference(after))
	}
	rows := append([]fyne.CanvasObject{text}, p.discountRows(outpost.Cost{Materials: cost}, func(d outpost.Discount) {
		e.Discount = d
		update()
	})...)
	update()
	p.applyDialog(p.title(b.Name), append(rows, changes), func() campaign.Edit { return e })
}

// constructWords says why construction c (costing cost before the
// carpenter's discount) is refused: the supply's shortfall in the
// player's words, or the rule's words.
func (p *outpostPanel) constructWords(c outpost.Construction, cost outpost.Cost, err error) string {
	tr := p.tr()
	need := cost
	if d, err := outpost.Discounted(cost, c.Discount); err == nil {
		need = d
	}
	if short := p.o.Supply.Short(need.Materials); len(short) > 0 {
		return tr.T("OutpostConstructShort", "Missing", history.SupplyWords(tr, short.String()))
	}
	return tr.T("OutpostStepFailed") + ": " + outpostRuleWords(tr, err)
}

// outpostRuleWords is the outpost's refusal err in the player's words
// where the rule broken is one a player meets (a repair not paid exactly,
// the second construction's morale, a third construction); err's own
// words otherwise.
func outpostRuleWords(tr locales.Tr, err error) string {
	if e, ok := errors.AsType[*outpost.RepairCostError](err); ok {
		return tr.N("OutpostRepairCostWords", e.Cost, "Cost", e.Cost, "Offered", e.Offered)
	}
	if e, ok := errors.AsType[*outpost.MoraleShortError](err); ok {
		return tr.T("OutpostMoraleShortWords", "Need", e.Need, "Have", e.Have)
	}
	if errors.Is(err, outpost.ErrTwoConstructions) {
		return tr.T("OutpostTwoConstructionsWords")
	}
	return err.Error()
}
