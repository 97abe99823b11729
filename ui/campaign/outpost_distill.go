package campaign

import (
	"errors"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"github.com/haventable/haventable/engine/campaign"
	"github.com/haventable/haventable/engine/outpost"
	"github.com/haventable/haventable/engine/pack"
	"github.com/haventable/haventable/engine/shop"
	"github.com/haventable/haventable/ui/names"
	"github.com/haventable/haventable/ui/screen"
)

// distillDialog is downtime's distilling (docs/outpost.md, "Distilling"):
// a character gives up a potion it owns at the alchemist (level 2 for a
// potion of two herbs, 3 for three) and gains one of the herbs it is
// brewed from, the group's choice. The dialog tells what changes before
// Distill, refuses in the player's words, and makes it one campaign edit
// (Undo takes it back).
func (p *outpostPanel) distillDialog() {
	tr := p.tr()
	_, chars, _, e, ok := p.downtimeCharacters()
	if !ok {
		return
	}
	items := campaignItems(p.s.env.DataPacks(), e)
	var owners []campaign.Character
	var who []string
	for _, c := range chars {
		if len(shop.Distillable(items, c)) > 0 {
			owners, who = append(owners, c), append(who, c.Name)
		}
	}
	if len(owners) == 0 {
		p.s.env.ShowInfo(tr.T("OutpostDistill"), tr.T("OutpostDistillNone"))
		return
	}
	alchemist := p.o.Standing(outpost.Alchemist)
	alchemist.Name = outpost.Alchemist
	character := screen.NewSelect(tr, who, nil)
	potion := screen.NewSelect(tr, nil, nil)
	herb := screen.NewSelect(tr, nil, nil)
	says := widget.NewLabel("")
	says.Wrapping = fyne.TextWrapWord
	var potions []pack.Item
	var herbs []outpost.Resource
	// chosen is the edit of the choices made, or errNothingChosen.
	chosen := func() (campaign.DistillItem, error) {
		ci, pi, hi := character.SelectedIndex(), potion.SelectedIndex(), herb.SelectedIndex()
		if ci < 0 || pi < 0 || hi < 0 {
			return campaign.DistillItem{}, errNothingChosen
		}
		return shop.Distill(potions[pi], herbs[hi], alchemist, owners[ci])
	}
	update := func() {
		switch d, err := chosen(); {
		case errors.Is(err, errNothingChosen):
			says.SetText(tr.T("OutpostDistillChoose"))
		case err != nil:
			says.SetText(p.distillWords(err))
		default:
			says.SetText(tr.T("OutpostDistillGives", "Name", d.CharacterName, "Item", itemName(tr, potions[potion.SelectedIndex()]),
				"Herb", names.Resource(tr, string(d.Herb), 1)))
		}
	}
	herb.OnChanged = func(string) { update() }
	potion.OnChanged = func(string) {
		herbs = nil
		var opts []string
		if pi := potion.SelectedIndex(); pi >= 0 {
			cost := potions[pi].Resources.Supply()
			for _, h := range outpost.Herbs {
				if cost.Of(h) > 0 {
					herbs, opts = append(herbs, h), append(opts, names.ResourceName(tr, string(h)))
				}
			}
		}
		herb.ClearSelected()
		herb.SetOptions(opts)
		update()
	}
	character.OnChanged = func(string) {
		potions = nil
		var opts []string
		if ci := character.SelectedIndex(); ci >= 0 {
			potions = shop.Distillable(items, owners[ci])
			for _, it := range potions {
				opts = append(opts, itemName(tr, it))
			}
		}
		potion.ClearSelected()
		potion.SetOptions(opts)
		if len(opts) == 1 {
			potion.SetSelectedIndex(0)
		}
		update()
	}
	if len(who) == 1 {
		character.SetSelectedIndex(0)
	}
	update()
	form := container.NewVBox(widget.NewLabel(tr.T("OutpostDistillWho")), character, widget.NewLabel(tr.T("OutpostDistillPotion")), potion,
		widget.NewLabel(tr.T("OutpostDistillHerb")), herb, says)
	var d *dialog.ConfirmDialog
	d = dialog.NewCustomConfirm(tr.T("OutpostDistill"), tr.T("OutpostDistillDo"), tr.T("DialogCancel"), container.NewVScroll(form), func(ok bool) {
		if !ok {
			return
		}
		e, err := chosen()
		if errors.Is(err, errNothingChosen) {
			return
		}
		if err != nil {
			p.s.refuseKeeping(d, tr.T("OutpostDistillFailed"), errors.New(p.distillWords(err)))
			return
		}
		p.do(e)
		p.s.chars.reload(false)
	}, p.s.env.Window)
	size := p.s.env.Window.Canvas().Size()
	d.Resize(fyne.NewSize(min(520, size.Width-24), min(460, max(300, size.Height-40))))
	d.Show()
}

// distillWords says why distilling is refused, in the player's words.
func (p *outpostPanel) distillWords(err error) string {
	tr := p.tr()
	var level outpost.DistillLevelError
	switch {
	case errors.As(err, &level):
		return tr.T("OutpostDistillLevel", "Herbs", level.Herbs, "Need", level.Need, "Level", level.Level)
	case errors.Is(err, outpost.ErrNoAlchemist):
		return tr.T("OutpostDistillNoAlchemist")
	case errors.Is(err, outpost.ErrDistillHerb):
		return tr.T("OutpostDistillHerbRule")
	}
	return tr.T("OutpostDistillNotPotion")
}
