package campaign

import (
	"errors"
	"fmt"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
	"golang.org/x/text/language"

	"github.com/haventable/haventable/engine/campaign"
	"github.com/haventable/haventable/engine/outpost"
	"github.com/haventable/haventable/engine/pack"
	"github.com/haventable/haventable/engine/rules"
	"github.com/haventable/haventable/engine/shop"
	"github.com/haventable/haventable/locales"
)

// shopPanel is the city's shop (engine/shop): what it sells at the
// campaign's prosperity with the party's prices, and the chosen
// character's items by slot, bought and sold as campaign edits.
type shopPanel struct {
	s     *Screen
	chars []campaign.Character
	items []pack.Item // the data packs' items of the campaign's edition
	stock []shop.Offer
	owned []pack.Item  // the chosen character's, in slot order
	home  map[int]bool // the items of owned it leaves at home
	who   int64        // the chosen character

	pick    *widget.Select
	summary *widget.Label
	offers  *widget.List
	mine    *widget.List
	limits  *widget.Label
	empty   *widget.Label
	content fyne.CanvasObject
}

func newShopPanel(s *Screen) *shopPanel {
	tr := s.tr()
	p := &shopPanel{s: s}
	p.pick = widget.NewSelect(nil, func(string) { p.choose() })
	p.pick.PlaceHolder = tr.T("ShopChooseCharacter")
	p.summary = widget.NewLabel("")
	p.summary.Wrapping = fyne.TextWrapWord
	p.empty = widget.NewLabel(tr.T("ShopEmpty"))
	p.empty.Wrapping = fyne.TextWrapWord
	p.empty.Importance = widget.LowImportance
	p.offers = widget.NewList(
		func() int { return len(p.stock) },
		func() fyne.CanvasObject {
			l := widget.NewLabel("")
			l.Truncation = fyne.TextTruncateEllipsis
			b := widget.NewButtonWithIcon(tr.T("ShopBuy"), theme.ContentAddIcon(), nil)
			return container.NewBorder(nil, nil, nil, b, l)
		},
		func(i widget.ListItemID, o fyne.CanvasObject) {
			if i >= len(p.stock) {
				return
			}
			row := o.(*fyne.Container)
			of := p.stock[i]
			row.Objects[0].(*widget.Label).SetText(tr.N("ShopOffer", of.Left, "Number", of.Item.Number, "Name", itemName(tr, of.Item),
				"Slot", slotName(tr, of.Item.Slot), "Price", of.Price, "Left", of.Left))
			b := row.Objects[1].(*widget.Button)
			b.OnTapped = func() { p.buy(of.Item) }
			if p.who == 0 || of.Left == 0 || p.owns(of.Item.Number) {
				b.Disable()
			} else {
				b.Enable()
			}
		})
	p.mine = widget.NewList(
		func() int { return len(p.owned) },
		func() fyne.CanvasObject {
			l := widget.NewLabel("")
			l.Truncation = fyne.TextTruncateEllipsis
			home := widget.NewButton("", nil)
			b := widget.NewButtonWithIcon("", theme.ContentRemoveIcon(), nil)
			// the name on a line of its own: the column is narrow, and
			// the buttons' words long in some languages
			return container.NewVBox(l, container.NewHBox(layout.NewSpacer(), home, b))
		},
		func(i widget.ListItemID, o fyne.CanvasObject) {
			if i >= len(p.owned) {
				return
			}
			row := o.(*fyne.Container)
			it := p.owned[i]
			text := tr.T("ShopOwned", "Slot", slotName(tr, it.Slot), "Name", itemName(tr, it))
			toggle := tr.T("ShopLeaveHome")
			if p.home[it.Number] {
				text = tr.T("ShopOwnedHome", "Slot", slotName(tr, it.Slot), "Name", itemName(tr, it))
				toggle = tr.T("ShopBringAgain")
			}
			label := row.Objects[0].(*widget.Label)
			label.Importance = widget.MediumImportance
			if p.home[it.Number] {
				label.Importance = widget.LowImportance // not brought: greyed
			}
			label.SetText(text)
			buttons := row.Objects[1].(*fyne.Container).Objects[1:] // after the spacer
			home := buttons[0].(*widget.Button)
			home.SetText(toggle)
			home.OnTapped = func() { p.leave(it, !p.home[it.Number]) }
			b := buttons[1].(*widget.Button)
			b.SetText(tr.T("ShopSell", "Price", shop.SellPrice(it)))
			b.OnTapped = func() { p.sell(it) }
		})
	p.limits = widget.NewLabel("")
	p.limits.Wrapping = fyne.TextWrapWord
	shopTitle := widget.NewLabelWithStyle(tr.T("ShopTitle"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	mineTitle := widget.NewLabelWithStyle(tr.T("ShopMine"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	left := container.NewBorder(container.NewVBox(shopTitle, p.summary), p.empty, nil, nil, p.offers)
	right := container.NewBorder(container.NewVBox(mineTitle, p.pick), p.limits, nil, nil, p.mine)
	split := container.NewHSplit(left, right)
	split.Offset = 0.6
	p.content = split
	s.env.WatchPacks(p.refresh)
	return p
}

// itemName is the item's name in the players' language, when the pack
// gives it, else as the sheet keeps it.
func itemName(tr locales.Tr, it pack.Item) string {
	if n := it.Names.In(lang(tr)); lang(tr) != "" && n != "" {
		return n
	}
	return it.Name
}

// itemWords are the words of item it's card in the players' language ("":
// the pack gives none).
func itemWords(tr locales.Tr, it pack.Item) string { return it.Text.In(lang(tr)) }

// lang is the base of the players' language ("de"), "" when tr does not
// say it.
func lang(tr locales.Tr) string {
	if t, ok := tr.(interface{ Language() language.Tag }); ok {
		base, _ := t.Language().Base()
		return base.String()
	}
	return ""
}

// slotName is a slot in the players' words.
func slotName(tr locales.Tr, slot string) string {
	switch slot {
	case pack.SlotHead:
		return tr.T("ShopSlotHead")
	case pack.SlotBody:
		return tr.T("ShopSlotBody")
	case pack.SlotLegs:
		return tr.T("ShopSlotLegs")
	case pack.SlotOneHand:
		return tr.T("ShopSlotOneHand")
	case pack.SlotTwoHands:
		return tr.T("ShopSlotTwoHands")
	case pack.SlotSmall:
		return tr.T("ShopSlotSmall")
	}
	return tr.T("ShopSlotNone")
}

// campaignItems are the items of the data packs for a campaign of edition
// e: those of the packs that play e, else of every pack; an item number
// once (the first pack's).
func campaignItems(packs []*pack.Pack, e rules.Edition) []pack.Item {
	return pack.EditionItems(packs, e)
}

// refresh reads the characters and the packs' items again and shows them.
func (p *shopPanel) refresh() {
	tr := p.s.tr()
	c, ok := p.s.campaign()
	if !ok || p.s.env.Store == nil {
		p.chars, p.stock, p.owned = nil, nil, nil
		p.offers.Refresh()
		p.mine.Refresh()
		return
	}
	chars, err := p.s.env.Store.Characters(p.s.ctx, c.ID)
	if err != nil {
		p.s.env.ShowError(tr.T("CampaignLoadFailed"), err)
		return
	}
	p.chars = chars
	e := c.Rules
	if e == "" {
		e = rules.Default
	}
	p.items = campaignItems(p.s.env.DataPacks(), e)
	p.stock = shop.StockAt(e, p.items, c.Party, chars, p.buildings())
	p.summary.SetText(tr.T("ShopSummary", "Level", shop.ProsperityLevel(e, c.Party.Prosperity),
		"Modifier", fmt.Sprintf("%+d", shop.PriceModifier(e, c.Party.Reputation))))
	if len(p.stock) == 0 {
		p.empty.Show()
	} else {
		p.empty.Hide()
	}
	var names []string
	chosen := ""
	for _, ch := range chars {
		if ch.Retired {
			continue
		}
		names = append(names, ch.Name)
		if ch.ID == p.who {
			chosen = ch.Name
		}
	}
	p.pick.SetOptions(names)
	if chosen == "" && len(names) > 0 {
		chosen = names[0]
	}
	if p.pick.Selected != chosen {
		p.pick.SetSelected(chosen) // calls choose
	} else {
		p.choose()
	}
	p.offers.Refresh()
}

// chosen returns the character chosen in the list.
func (p *shopPanel) chosen() (campaign.Character, bool) {
	for _, c := range p.chars {
		if c.Name == p.pick.Selected && !c.Retired {
			return c, true
		}
	}
	return campaign.Character{}, false
}

// choose shows the chosen character's items by slot and their limits.
func (p *shopPanel) choose() {
	tr := p.s.tr()
	c, ok := p.chosen()
	p.who, p.owned, p.home = 0, nil, map[int]bool{}
	if ok {
		p.who = c.ID
		p.owned = ownedItems(p.items, c)
		slices.SortStableFunc(p.owned, func(a, b pack.Item) int { return slotOrder(a.Slot) - slotOrder(b.Slot) })
		for _, it := range c.Items {
			p.home[it.Number] = it.Home
		}
		camp, _ := p.s.campaign()
		brought := slices.DeleteFunc(slices.Clone(p.owned), func(it pack.Item) bool { return p.home[it.Number] })
		l := shop.LimitsWith(camp.Rules, c.Level, brought)
		text := tr.N("ShopLimits", l.Small, "Gold", c.Gold, "Small", l.Small)
		var over *shop.OverLimitError
		if err := shop.CheckBrought(camp.Rules, c.Level, brought); errors.As(err, &over) {
			text += "\n" + overLimitWords(tr, c.Name, over) + " " + tr.T("ShopOverLimit")
		}
		p.limits.SetText(text)
	} else {
		p.limits.SetText("")
	}
	p.mine.Refresh()
	p.offers.Refresh()
}

// owns reports whether the chosen character owns item n.
func (p *shopPanel) owns(n int) bool {
	return slices.ContainsFunc(p.owned, func(it pack.Item) bool { return it.Number == n })
}

// slotOrder places a slot in the order a sheet lists them (no slot last).
func slotOrder(slot string) int {
	if i := slices.Index(pack.ItemSlots, slot); i >= 0 {
		return i
	}
	return len(pack.ItemSlots)
}

// buildings are the open campaign's outpost's buildings that stand (nil:
// no outpost), by their ids and names in words, for the items they make
// available.
func (p *shopPanel) buildings() shop.Buildings {
	if p.s.current == 0 || p.s.env.Store == nil {
		return nil
	}
	o, d, err := p.s.env.Store.Outpost(p.s.ctx, p.s.current)
	if err != nil {
		return nil
	}
	return standingBuildings(o, d)
}

// standingBuildings are outpost o's buildings that stand, by their ids and
// names in words (data d), for the items they make available.
func standingBuildings(o outpost.Outpost, d outpost.Data) shop.Buildings {
	b := shop.Buildings{}
	for _, st := range o.Buildings {
		if st.Level == 0 || st.Wrecked {
			continue
		}
		names := []string{st.Name}
		if def, ok := d.Building(st.Name); ok && def.Title != "" {
			names = append(names, def.Title)
		}
		b.Add(st.Level, names...)
	}
	return b
}

// buy has the chosen character buy it, as a campaign edit.
func (p *shopPanel) buy(it pack.Item) {
	tr := p.s.tr()
	c, ok := p.chosen()
	camp, _ := p.s.campaign()
	if !ok {
		return
	}
	e, err := shop.BuyAt(camp.Rules, it, c, camp.Party, p.chars, p.buildings())
	if err == nil {
		_, err = p.s.edit(e)
	}
	if err != nil {
		p.s.env.ShowError(tr.T("ShopBuyFailed", "Name", c.Name, "Item", itemName(tr, it)), errors.New(shopWords(tr, err)))
	}
	p.changed()
}

// sell has the chosen character sell it back, as a campaign edit.
func (p *shopPanel) sell(it pack.Item) {
	tr := p.s.tr()
	c, ok := p.chosen()
	if !ok {
		return
	}
	e, err := shop.Sell(it, c)
	if err == nil {
		_, err = p.s.edit(e)
	}
	if err != nil {
		p.s.env.ShowError(tr.T("ShopSellFailed", "Name", c.Name, "Item", itemName(tr, it)), errors.New(shopWords(tr, err)))
	}
	p.changed()
}

// leave has the chosen character leave item it at home (or bring it
// again), as a campaign edit.
func (p *shopPanel) leave(it pack.Item, home bool) {
	c, ok := p.chosen()
	if !ok {
		return
	}
	if _, err := p.s.edit(leaveHome(c, map[int]bool{it.Number: home})); err != nil {
		p.s.env.ShowError(p.s.tr().T("CampaignCharacterSaveFailed"), err)
	}
	p.changed()
}

// changed shows the sheets after a purchase or sale.
func (p *shopPanel) changed() {
	p.refresh()
	p.s.chars.reload(false)
}

// shopWords says why the shop refused, in the players' words.
func shopWords(tr locales.Tr, err error) string {
	switch {
	case errors.Is(err, shop.ErrNotEnough):
		return tr.T("ShopErrNotEnough")
	case errors.Is(err, shop.ErrOwned):
		return tr.T("ShopErrOwned")
	case errors.Is(err, shop.ErrSoldOut):
		return tr.T("ShopErrSoldOut")
	case errors.Is(err, shop.ErrNotInShop):
		return tr.T("ShopErrNotInShop")
	case errors.Is(err, shop.ErrNotOwned):
		return tr.T("ShopErrNotOwned")
	case errors.Is(err, shop.ErrRetired):
		return tr.T("ShopErrRetired")
	}
	return err.Error()
}
