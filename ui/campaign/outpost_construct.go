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
	"github.com/haventable/haventable/ui/spinner"
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
// outpost.Discounted), and inspiration in place of the materials it lacks
// (outpost.Payable).
func (p *outpostPanel) affordable(cost outpost.Cost) bool {
	if p.o.Payable(cost.Materials) {
		return true
	}
	for _, d := range p.carpenterDiscounts(cost) {
		if c, err := outpost.Discounted(cost, d); err == nil && p.o.Payable(c.Materials) {
			return true
		}
	}
	return false
}

// construct shows building b's build or upgrade (from standing st) before
// Apply makes it: the level reached, the carpenter's discount on a
// material of the group's choice while the carpenter stands, the second
// construction's morale (less the carpenter's 1 from its level 2), the
// inspiration spent in place of materials (rulebook p. 54), and what
// changes, updated as they choose.
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
	insp := p.inspirationRows(func() outpost.Supply { return discountedCost(cost.Materials, c.Discount) }, func(in outpost.Supply) {
		c.Inspiration = in
		update()
	})
	rows := append([]fyne.CanvasObject{text}, p.discountRows(cost, func(d outpost.Discount) {
		c.Discount = d
		insp.refresh()
	})...)
	insp.refresh()
	p.applyDialog(p.title(b.Name), append(append(rows, insp.rows...), changes), func() campaign.Edit { return edit() })
}

// discountedCost is cost less the carpenter's discount d (as
// outpost.BuildCost takes it off).
func discountedCost(cost outpost.Supply, d outpost.Discount) outpost.Supply {
	if c, err := outpost.Discounted(outpost.Cost{Materials: cost}, d); err == nil {
		return c.Materials
	}
	return cost
}

// inspirationChoice is the dialog's count of inspiration spent in place
// of materials: rows to show (none when the outpost has no inspiration),
// refresh to call when the cost changes.
type inspirationChoice struct {
	rows    []fyne.CanvasObject
	refresh func()
}

// inspirationRows offer to spend inspiration in place of material
// resources of the cost (rulebook p. 54): how many points, at most the
// outpost's; the materials they stand in for are those the supply lacks
// first (outpost.InPlace), said beside the count. To start with, the
// count is what the supply lacks when the inspiration covers it, else 0.
// set is called with the materials replaced at each change.
func (p *outpostPanel) inspirationRows(cost func() outpost.Supply, set func(outpost.Supply)) inspirationChoice {
	tr := p.tr()
	if p.o.Inspiration == 0 {
		return inspirationChoice{refresh: func() { set(nil) }}
	}
	count := spinner.NewEntry(tr, 0, p.o.Inspiration, 0)
	said := widget.NewLabel("")
	said.Wrapping = fyne.TextWrapWord
	apply := func(n int) {
		in := outpost.InPlace(cost(), p.o.Supply, n)
		said.SetText("")
		if k := in.Total(outpost.Materials...); k > 0 {
			said.SetText(tr.N("OutpostInspirationPays", k, "N", k, "Materials", history.SupplyWords(tr, in.String())))
		}
		set(in)
	}
	count.OnChanged = apply
	refresh := func() {
		short := p.o.Supply.Short(cost())
		n := 0
		if m := short.Total(outpost.Materials...); m == short.Total(outpost.Resources...) && m <= p.o.Inspiration {
			n = m
		}
		count.SetQuiet(n)
		apply(n)
	}
	label := widget.NewLabel(tr.T("OutpostInspirationField", "Have", p.o.Inspiration))
	label.Wrapping = fyne.TextWrapWord
	return inspirationChoice{rows: []fyne.CanvasObject{label, container.NewBorder(nil, nil, count, nil, said)}, refresh: refresh}
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
// resource") and the inspiration spent in place of materials (p. 54);
// while a build or upgrade may still be made this phase, it says that a
// rebuild ends them (p. 68: rebuilds come after builds and upgrades).
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
			changes.SetText(p.constructWords(outpost.Construction{Discount: e.Discount, Inspiration: e.Inspiration}, outpost.Cost{Materials: cost}, err))
			return
		}
		changes.SetText(p.difference(after))
	}
	insp := p.inspirationRows(func() outpost.Supply { return discountedCost(cost, e.Discount) }, func(in outpost.Supply) {
		e.Inspiration = in
		update()
	})
	rows := []fyne.CanvasObject{text}
	if p.o.Built < 2 && p.o.Rebuilt == 0 {
		ends := widget.NewLabel(tr.T("OutpostRebuildEndsBuilds"))
		ends.Wrapping = fyne.TextWrapWord
		rows = append(rows, ends)
	}
	rows = append(rows, p.discountRows(outpost.Cost{Materials: cost}, func(d outpost.Discount) {
		e.Discount = d
		insp.refresh()
	})...)
	insp.refresh()
	p.applyDialog(p.title(b.Name), append(append(rows, insp.rows...), changes), func() campaign.Edit { return e })
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
	if left, err := need.Materials.Minus(c.Inspiration); err == nil {
		need.Materials = left
	}
	if short := p.o.Supply.Short(need.Materials); len(short) > 0 {
		return tr.T("OutpostConstructShort", "Missing", history.SupplyWords(tr, short.String()))
	}
	return tr.T("OutpostStepFailed") + ": " + outpostRuleWords(tr, err)
}

// outpostRuleWords is the outpost's refusal err in the player's words
// where the rule broken is one a player meets (a repair not paid exactly,
// the second construction's morale, a third construction, a building not
// built, at its highest level, a construction's prosperity level, a build
// after a rebuild, the inspiration spent, what the supply lacks ...:
// outpost.RuleError, outpost.ShortError); err's own words otherwise.
func outpostRuleWords(tr locales.Tr, err error) string {
	if e, ok := errors.AsType[*outpost.RuleError](err); ok {
		return ruleErrorWords(tr, e)
	}
	if e, ok := errors.AsType[*outpost.ShortError](err); ok {
		return tr.T("OutpostConstructShort", "Missing", history.SupplyWords(tr, e.Missing.String()))
	}
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

// ruleErrorWords is e in the player's words; its English for a rule
// without words.
func ruleErrorWords(tr locales.Tr, e *outpost.RuleError) string {
	args := []any{"Name", e.Building, "Other", e.Other, "Level", e.Level, "Need", e.Need}
	switch e.Rule {
	case outpost.RuleNotBuilt:
		return tr.T("OutpostRuleNotBuilt", args...)
	case outpost.RuleHighestLevel:
		return tr.T("OutpostRuleHighestLevel", args...)
	case outpost.RuleStoryLevel:
		return tr.T("OutpostRuleStoryLevel", args...)
	case outpost.RuleNeedsBuilding:
		return tr.T("OutpostRuleNeedsBuilding", args...)
	case outpost.RuleWrecked:
		return tr.T("OutpostRuleWrecked", args...)
	case outpost.RuleNotWrecked:
		return tr.T("OutpostRuleNotWrecked", args...)
	case outpost.RuleProsperity:
		return tr.T("OutpostRuleProsperity", args...)
	case outpost.RuleAfterRebuild:
		return tr.T("OutpostRuleAfterRebuild")
	case outpost.RuleNoCarpenter:
		return tr.T("OutpostRuleNoCarpenter")
	case outpost.RuleInspiration:
		return tr.T("OutpostRuleInspiration", "Need", e.Need, "Have", e.Level)
	case outpost.RuleInspirationCost:
		return tr.T("OutpostRuleInspirationCost")
	case outpost.RuleNoEffect:
		return tr.T("OutpostRuleNoEffect", args...)
	case outpost.RuleLossAsMuch:
		return tr.T("OutpostRuleLossAsMuch", args...)
	}
	return e.Error()
}
