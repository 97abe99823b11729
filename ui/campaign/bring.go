package campaign

import (
	"errors"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"github.com/haventable/haventable/engine/campaign"
	"github.com/haventable/haventable/engine/pack"
	"github.com/haventable/haventable/engine/rules"
	"github.com/haventable/haventable/engine/shop"
	"github.com/haventable/haventable/locales"
)

// What a character brings into a scenario (docs/items.md, "What a
// character brings into a scenario"): every item it owns but those the
// players leave at home, within the edition's limits (shop.CheckBrought).
// A start with a character over a limit is refused in the players' words,
// naming the slot and its items, and asks which to leave at home; the
// choice is written to the sheet (campaign.LeaveItems, an edit the history
// names and Undo takes back), so it holds for every later start, after a
// restart too, until the Shop tab brings the item again.

// ownedItems are the items character c owns as the packs' items of its
// edition (items) know them; one they no longer know is kept by its number
// and name, without a slot (no limit).
func ownedItems(items []pack.Item, c campaign.Character) []pack.Item {
	var out []pack.Item
	for _, o := range c.Items {
		it := pack.Item{Number: o.Number, Name: o.Name}
		if i := slices.IndexFunc(items, func(k pack.Item) bool { return k.Number == o.Number }); i >= 0 {
			it = items[i]
		}
		out = append(out, it)
	}
	return out
}

// overLimitError is a start refused: character Character (its sheet, every
// item it owns) brings more items of a slot than its limits allow (Over).
type overLimitError struct {
	Character campaign.Character
	Over      *shop.OverLimitError
	words     string
}

func (e *overLimitError) Error() string { return e.words }

// bringing returns character c as it comes into the scenario: its items
// less those left at home (OwnedItem.Home); refused (*overLimitError)
// when they break the limits of edition e.
func bringing(tr locales.Tr, packs []*pack.Pack, e rules.Edition, c campaign.Character) (campaign.Character, error) {
	sheet := c
	c.Items = slices.DeleteFunc(slices.Clone(c.Items), func(o campaign.OwnedItem) bool { return o.Home })
	var over *shop.OverLimitError
	if err := shop.CheckBrought(e, c.Level, ownedItems(campaignItems(packs, e), c)); errors.As(err, &over) {
		return c, &overLimitError{Character: sheet, Over: over, words: overLimitWords(tr, c.Name, over)}
	} else if err != nil {
		return c, err
	}
	return c, nil
}

// overLimitWords says which items character name must leave at home.
func overLimitWords(tr locales.Tr, name string, over *shop.OverLimitError) string {
	var names []string
	for _, it := range over.Items {
		names = append(names, itemName(tr, it))
	}
	slot := slotName(tr, over.Slot)
	if over.Slot == shop.SlotHands {
		slot = tr.T("ShopSlotHands")
	}
	return tr.T("CampaignOverLimit", "Name", name, "Slot", slot, "Count", over.Count, "Limit", over.Limit,
		"Items", strings.Join(names, ", "))
}

// askLeave asks which of the items of the slot over its limit the
// character brings (those unticked stay at home), writes the choice to the
// sheet, then starts again with values.
func (p *playPanel) askLeave(over *overLimitError, values map[string]int) {
	tr := p.s.tr()
	checks := make([]*widget.Check, len(over.Over.Items))
	box := container.NewVBox(widget.NewLabel(over.words), widget.NewLabel(tr.T("CampaignBringWhich")))
	for i, it := range over.Over.Items {
		checks[i] = widget.NewCheck(itemName(tr, it), nil)
		checks[i].SetChecked(true)
		box.Add(checks[i])
	}
	for _, o := range box.Objects[:2] { // the refusal and the question: long in some languages
		o.(*widget.Label).Wrapping = fyne.TextWrapWord
	}
	d := dialog.NewCustomConfirm(tr.T("CampaignBringTitle", "Name", over.Character.Name), tr.T("CampaignStart"), tr.T("DialogCancel"),
		container.NewVScroll(box), func(ok bool) {
			if !ok {
				return
			}
			leave := map[int]bool{}
			for i, it := range over.Over.Items {
				leave[it.Number] = !checks[i].Checked
			}
			if _, err := p.s.edit(leaveHome(over.Character, leave)); err != nil {
				p.s.env.ShowError(tr.T("CampaignStartFailed"), err)
				return
			}
			p.finishStart(values)
		}, p.s.env.Window)
	size := p.s.env.Window.Canvas().Size()
	d.Resize(fyne.NewSize(min(520, size.Width-24), min(400, max(260, size.Height-40))))
	p.leaving = d
	d.Show()
}

// leaveHome is the edit that has character c leave at home the items it
// leaves already and those leave says (true), and bring those leave says
// false.
func leaveHome(c campaign.Character, leave map[int]bool) campaign.LeaveItems {
	e := campaign.LeaveItems{Character: c.ID, CharacterName: c.Name}
	for _, it := range c.Items {
		if home, ok := leave[it.Number]; (ok && home) || (!ok && it.Home) {
			e.Home = append(e.Home, it.Number)
			e.HomeNames = append(e.HomeNames, it.Name)
		}
	}
	return e
}
