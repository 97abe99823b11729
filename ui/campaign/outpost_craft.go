package campaign

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"github.com/haventable/haventable/engine/campaign"
	"github.com/haventable/haventable/engine/outpost"
	"github.com/haventable/haventable/engine/pack"
	"github.com/haventable/haventable/engine/rules"
	"github.com/haventable/haventable/engine/shop"
	"github.com/haventable/haventable/locales"
	"github.com/haventable/haventable/ui/history"
	"github.com/haventable/haventable/ui/screen"
)

// craftItemDialog is downtime's crafting (docs/outpost.md, "Crafting"): a
// character crafts an item the outpost's buildings offer, paying its cost
// from its resources and gold, the supply paying the herbs it lacks (rulebook p. 65: never materials)
// when the group lets it; the dialog tells who pays what before Craft,
// refuses in the player's words when they fall short, and makes it one
// campaign edit (Undo takes it back).
func (p *outpostPanel) craftItemDialog() {
	tr := p.tr()
	all, chars, who, e, ok := p.downtimeCharacters()
	if !ok {
		return
	}
	b := standingBuildings(p.o, p.d)
	items := campaignItems(p.s.env.DataPacks(), e)
	// potions are brewed, not crafted (rulebook p. 65): Brew a potion…
	offers := slices.DeleteFunc(shop.Craftable(items, all, b), func(o shop.Offer) bool { return shop.IsPotion(o.Item) })
	if len(offers) == 0 || len(chars) == 0 {
		p.s.env.ShowInfo(tr.T("OutpostCraftItem"), tr.T("OutpostCraftNone"))
		return
	}
	var labels []string
	for _, o := range offers {
		cost := history.SupplyWords(tr, shop.CraftCost(o.Item).String())
		if len(o.Item.RequiredItems) > 0 {
			cost = tr.T("OutpostCraftCostItems", "Cost", cost, "Items", itemNames(tr, items, o.Item.RequiredItems))
		}
		labels = append(labels, tr.T("OutpostCraftOffer", "Item", itemName(tr, o.Item), "Cost", cost, "Left", o.Left))
	}
	item := screen.NewSelect(tr, labels, nil)
	p.downtimeDialog(downtime{title: tr.T("OutpostCraftItem"), do: tr.T("OutpostCraftDo"), chars: chars, who: who, items: items,
		whoLabel: tr.T("OutpostCraftWho"), chooseText: tr.T("OutpostCraftChoose"),
		choose: []fyne.CanvasObject{widget.NewLabel(tr.T("OutpostCraftWhich")), item},
		wire:   func(update func()) { item.OnChanged = func(string) { update() } },
		make: func(c campaign.Character, useSupply bool) (campaign.CraftItem, error) {
			if item.SelectedIndex() < 0 {
				return campaign.CraftItem{}, errNothingChosen
			}
			return shop.Craft(items, offers[item.SelectedIndex()].Item, c, all, b, p.o.Supply, useSupply)
		}})
}

// errNothingChosen: the dialog's choice is not made yet.
var errNothingChosen = errors.New("nothing chosen")

// downtimeCharacters are the open campaign's characters (all), those who
// may craft or brew (chars, not retired, with their names who) and the
// rules it plays; ok is false without a campaign or a store.
func (p *outpostPanel) downtimeCharacters() (all, chars []campaign.Character, who []string, e rules.Edition, ok bool) {
	camp, ok := p.s.campaign()
	if !ok || p.s.env.Store == nil {
		return nil, nil, nil, "", false
	}
	all, err := p.s.env.Store.Characters(p.s.ctx, camp.ID)
	if err != nil {
		p.s.env.ShowError(p.tr().T("CampaignLoadFailed"), err)
		return nil, nil, nil, "", false
	}
	for _, c := range all {
		if !c.Retired {
			chars, who = append(chars, c), append(who, c.Name)
		}
	}
	e = camp.Rules
	if e == "" {
		e = rules.Default
	}
	return all, chars, who, e, true
}

// downtime is one downtime dialog (crafting, brewing): choose are its
// widgets besides who does it, wire makes them call update when they
// change, make the edit for character c.
type downtime struct {
	title, do string
	// whoLabel names the character's choice; chooseText asks for the
	// choices not made yet.
	whoLabel, chooseText string
	chars                []campaign.Character
	// items are the edition's, to name the items a craft takes.
	items  []pack.Item
	who    []string
	choose []fyne.CanvasObject
	wire   func(update func())
	make   func(c campaign.Character, useSupply bool) (campaign.CraftItem, error)
	// onWho, when set, is told the character chosen before update.
	onWho func(c campaign.Character)
}

// downtimeDialog shows a downtime dialog: who does it, its choices, the
// supply's help (ticked to start with), what the character holds and who
// pays what, updated as they choose; Do makes the edit (Undo takes it
// back), refused in the player's words.
func (p *outpostPanel) downtimeDialog(dt downtime) {
	tr := p.tr()
	character := screen.NewSelect(tr, dt.who, nil)
	useSupply := widget.NewCheck(tr.T("OutpostCraftUseSupply"), nil)
	useSupply.SetChecked(true)
	pays := widget.NewLabel("")
	pays.Wrapping = fyne.TextWrapWord
	chosen := func() (campaign.Character, bool) {
		if ci := character.SelectedIndex(); ci >= 0 {
			return dt.chars[ci], true
		}
		return campaign.Character{}, false
	}
	update := func() {
		c, ok := chosen()
		if !ok {
			pays.SetText(dt.chooseText)
			return
		}
		text := tr.T("OutpostCraftHolds", "Name", c.Name, "Resources", history.SupplyWords(tr, c.Resources.String()), "Gold", c.Gold)
		switch e, err := dt.make(c, useSupply.Checked); {
		case errors.Is(err, errNothingChosen):
			text += "\n" + dt.chooseText
		case err != nil:
			text += "\n" + p.craftWords(c, dt.items, err)
		default:
			text += "\n" + p.craftPays(e)
		}
		pays.SetText(text)
	}
	character.OnChanged = func(string) {
		if c, ok := chosen(); ok && dt.onWho != nil {
			dt.onWho(c)
		}
		update()
	}
	dt.wire(update)
	useSupply.OnChanged = func(bool) { update() }
	if len(dt.who) == 1 {
		character.SetSelectedIndex(0)
	}
	update()
	rows := append([]fyne.CanvasObject{widget.NewLabel(dt.whoLabel), character}, dt.choose...)
	form := container.NewVBox(append(rows, useSupply, pays)...)
	d := dialog.NewCustomConfirm(dt.title, dt.do, tr.T("DialogCancel"), container.NewVScroll(form), func(ok bool) {
		if !ok {
			return
		}
		c, chose := chosen()
		if !chose {
			return
		}
		e, err := dt.make(c, useSupply.Checked)
		if err != nil {
			p.s.env.ShowError(tr.T("OutpostCraftFailed"), errors.New(p.craftWords(c, dt.items, err)))
			return
		}
		p.do(e)
		p.s.chars.reload(false)
	}, p.s.env.Window)
	size := p.s.env.Window.Canvas().Size()
	d.Resize(fyne.NewSize(min(560, size.Width-24), min(560, max(300, size.Height-40))))
	d.Show()
}

// craftPays tells who pays what of craft e.
func (p *outpostPanel) craftPays(e campaign.CraftItem) string {
	tr := p.tr()
	text := tr.T("OutpostCraftPaysOwn", "Name", e.CharacterName, "Cost", history.SupplyWords(tr, e.Pay.Own.String()))
	if len(e.Pay.Supply) > 0 {
		text += "\n" + tr.T("OutpostCraftPaysSupply", "Cost", history.SupplyWords(tr, e.Pay.Supply.String()))
	}
	if len(e.Gives) > 0 {
		var names []string
		for _, g := range e.Gives {
			names = append(names, g.Name)
		}
		text += "\n" + tr.T("OutpostCraftGives", "Name", e.CharacterName, "Items", strings.Join(names, ", "))
	}
	if len(e.InPlaceOf) > 0 {
		var names []string
		for _, g := range e.InPlaceOf {
			names = append(names, g.Name)
		}
		text += "\n" + tr.T("OutpostCraftInPlaceOf", "Name", e.CharacterName, "Items", strings.Join(names, ", "))
	}
	if e.To != 0 {
		text += "\n" + tr.T("OutpostBrewGiven", "Name", e.ToName)
	}
	return text
}

// craftWords says why character c cannot craft, in the player's words
// (items: the edition's, to name the items a craft takes).
func (p *outpostPanel) craftWords(c campaign.Character, items []pack.Item, err error) string {
	tr := p.tr()
	var short outpost.CraftShortError
	var needed *shop.ItemsNeededError
	switch {
	case errors.As(err, &needed):
		return tr.T("OutpostCraftItemsNeeded", "Name", c.Name, "Items", itemNames(tr, items, needed.Missing))
	case errors.As(err, &short):
		return tr.T("OutpostCraftShort", "Name", c.Name, "Missing", history.SupplyWords(tr, short.Missing.String()))
	case errors.Is(err, shop.ErrNotCrafted):
		return tr.T("OutpostCraftNotOffered")
	case slices.ContainsFunc([]error{shop.ErrOwned, shop.ErrSoldOut, shop.ErrRetired}, func(e error) bool { return errors.Is(err, e) }):
		return shopWords(tr, err)
	}
	if w, ok := p.brewWords(err); ok {
		return w
	}
	return fmt.Sprint(err)
}

// itemNames names the items numbered ns in the players' language, from
// items ("item 12" for one the packs do not have).
func itemNames(tr locales.Tr, items []pack.Item, ns []int) string {
	var out []string
	for _, n := range ns {
		name := tr.T("ItemNumbered", "Number", strconv.Itoa(n))
		if i := slices.IndexFunc(items, func(it pack.Item) bool { return it.Number == n }); i >= 0 {
			name = itemName(tr, items[i])
		}
		out = append(out, name)
	}
	return strings.Join(out, ", ")
}
