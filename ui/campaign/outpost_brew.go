package campaign

import (
	"errors"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"github.com/haventable/haventable/engine/campaign"
	"github.com/haventable/haventable/engine/outpost"
	"github.com/haventable/haventable/engine/shop"
	"github.com/haventable/haventable/ui/names"
	"github.com/haventable/haventable/ui/screen"
)

// brewDialog is downtime's brewing (docs/outpost.md, "Brewing"): a
// character brews at the alchemist the potion of the herbs the group
// chooses, a count of each (any two herbs, the same one twice included,
// or any three with the alchemist at level 3; rulebook p. 66),
// paid as a craft: its herbs first, the supply's for what it lacks when
// the group lets it. The dialog names the potion and who pays what
// before Brew, and refuses in the player's words.
func (p *outpostPanel) brewDialog() {
	tr := p.tr()
	all, chars, who, e, ok := p.downtimeCharacters()
	if !ok {
		return
	}
	if len(chars) == 0 {
		p.s.env.ShowInfo(tr.T("OutpostBrew"), tr.T("OutpostCraftNone"))
		return
	}
	items := campaignItems(p.s.env.DataPacks(), e)
	alchemist := p.o.Standing(outpost.Alchemist)
	alchemist.Name = outpost.Alchemist
	// a count of each herb, 0 to 3 (the same herb may be spent twice or
	// three times)
	counts := make([]*widget.Select, len(outpost.Herbs))
	var boxes []fyne.CanvasObject
	for i, h := range outpost.Herbs {
		counts[i] = screen.NewSelect(tr, []string{"0", "1", "2", "3"}, nil)
		counts[i].SetSelectedIndex(0)
		boxes = append(boxes, container.NewBorder(nil, nil, widget.NewLabel(names.ResourceName(tr, string(h))), nil, counts[i]))
	}
	herbs := func() outpost.Supply {
		s := outpost.Supply{}
		for i, c := range counts {
			if n := c.SelectedIndex(); n > 0 {
				s[outpost.Herbs[i]] = n
			}
		}
		return s
	}
	potion := widget.NewLabel("")
	potion.Wrapping = fyne.TextWrapWord
	// who gets the potion (rulebook p. 66): the brewer keeps it, or one of
	// the others (the choices follow the brewer chosen)
	var others []campaign.Character
	to := screen.NewSelect(tr, []string{tr.T("OutpostBrewKeeps")}, nil)
	to.SetSelectedIndex(0)
	brewer := func(c campaign.Character) {
		was := to.Selected
		others = nil
		options := []string{tr.T("OutpostBrewKeeps")}
		for _, o := range chars {
			if o.ID != c.ID {
				others, options = append(others, o), append(options, o.Name)
			}
		}
		to.Options = options
		if slices.Contains(options, was) {
			to.Selected = was
		} else {
			to.Selected = options[0]
		}
		to.Refresh()
	}
	p.downtimeDialog(downtime{title: tr.T("OutpostBrew"), do: tr.T("OutpostBrewDo"), chars: chars, who: who,
		whoLabel: tr.T("OutpostBrewWho"), chooseText: tr.T("OutpostBrewChoose"), onWho: brewer,
		choose: []fyne.CanvasObject{widget.NewLabel(tr.T("OutpostBrewHerbs")), container.NewGridWithColumns(3, boxes...), potion,
			widget.NewLabel(tr.T("OutpostBrewTo")), to},
		wire: func(update func()) {
			for _, c := range counts {
				c.OnChanged = func(string) { update() }
			}
			to.OnChanged = func(string) { update() }
		},
		make: func(c campaign.Character, useSupply bool) (campaign.CraftItem, error) {
			h := herbs()
			if err := outpost.CheckBrew(h, alchemist); err != nil {
				potion.SetText("")
				if h.Total(outpost.Herbs...) < 2 {
					return campaign.CraftItem{}, errNothingChosen
				}
				return campaign.CraftItem{}, err
			}
			if it, ok := shop.Potion(items, h); ok {
				potion.SetText(tr.T("OutpostBrewPotion", "Item", itemName(tr, it)))
			} else {
				potion.SetText("")
			}
			gets := campaign.Character{}
			if i := to.SelectedIndex(); i > 0 && i <= len(others) && others[i-1].ID != c.ID {
				gets = others[i-1]
			}
			e, err := shop.Brew(items, h, alchemist, c, gets, all, p.o.Supply, useSupply)
			if gets.ID != 0 && errors.Is(err, shop.ErrOwned) {
				err = giftOwnedError{gets.Name}
			}
			return e, err
		}})
}

// giftOwnedError: the character given the potion owns one already.
type giftOwnedError struct{ name string }

func (e giftOwnedError) Error() string { return e.name + " owns the potion already" }

// brewWords says why a brew is refused in the player's words; ok is false
// for an error that is not a brew's.
func (p *outpostPanel) brewWords(err error) (string, bool) {
	tr := p.tr()
	var level outpost.BrewLevelError
	var owned giftOwnedError
	switch {
	case errors.As(err, &owned):
		return tr.T("OutpostBrewToOwns", "Name", owned.name), true
	case errors.As(err, &level):
		return tr.T("OutpostBrewLevel", "Herbs", level.Herbs, "Need", level.Need, "Level", level.Level), true
	case errors.Is(err, outpost.ErrBrewHerbs):
		return tr.T("OutpostBrewHerbsRule"), true
	case errors.Is(err, outpost.ErrNoAlchemist):
		return tr.T("OutpostBrewNoAlchemist"), true
	case errors.Is(err, shop.ErrNoPotion):
		return strings.TrimSpace(tr.T("OutpostBrewNoPotion")), true
	}
	return "", false
}
