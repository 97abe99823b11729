package campaign

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/haventable/haventable/engine/outpost"
)

// EditCraftItem names CraftItem in the log.
const EditCraftItem = "campaign.item_craft"

// CraftItem has character Character craft item Item (ItemName) in
// downtime: it pays Pay.Own from its resources and gold, the outpost's
// supply pays Pay.Supply (outpost.PayCraft splits the item's cost), and
// the item goes to its items. CharacterName is what the history calls the
// character. The store refuses it when the character lacks what it pays,
// owns the item already, or the supply lacks its part.
type CraftItem struct {
	Character     int64         `json:"character"`
	CharacterName string        `json:"character_name"`
	Item          int           `json:"item"`
	ItemName      string        `json:"item_name"`
	Pay           outpost.Craft `json:"pay"`
	// Gives are the items crafting it takes (pack.Item.RequiredItems):
	// the character gives them up.
	Gives []OwnedItem `json:"gives,omitempty"`
	// Brewed is set when the item is a potion brewed from herbs (the
	// history says brewed, not crafted).
	Brewed bool `json:"brewed,omitempty"`
	// InPlaceOf are the items crafting it requires whose own cost Pay
	// holds: the other characters own every copy of them (rulebook p. 65).
	InPlaceOf []OwnedItem `json:"in_place_of,omitempty"`
	// To is the character (ToName) the brewer gives the potion brewed
	// (rulebook p. 66: "which they may keep or immediately give to another
	// member of the party"); 0: the brewer keeps it.
	To     int64  `json:"to,omitempty"`
	ToName string `json:"to_name,omitempty"`
}

func (CraftItem) edit() {}

// Kind returns EditCraftItem.
func (CraftItem) Kind() string { return EditCraftItem }

// Told names the item and, as Detail, who crafted it, what it cost and
// the items it took, if any ("Lena|1 metal, 2 hide", "Lena|1 metal|Boots,
// Cloak"); a potion brewed has CraftBrewed fourth ("Lena|1 arrowvine, 1
// rockroot||brewed"), then whom it was given to, then the items whose
// cost was paid in their place ("Lena|5 gold, 1 hide|||||Boots"): the
// fields after the last one set are left out.
func (e CraftItem) Told() EditPayload {
	brewed := ""
	if e.Brewed {
		brewed = CraftBrewed
	}
	parts := []string{e.CharacterName, e.Pay.Cost().String(), itemNames(e.Gives), brewed, e.ToName, itemNames(e.InPlaceOf)}
	for len(parts) > 2 && parts[len(parts)-1] == "" {
		parts = parts[:len(parts)-1]
	}
	return EditPayload{About: e.ItemName, Detail: strings.Join(parts, "|")}
}

// itemNames are the names of items, joined with ", ".
func itemNames(items []OwnedItem) string {
	var names []string
	for _, g := range items {
		names = append(names, g.Name)
	}
	return strings.Join(names, ", ")
}

// CraftBrewed ends the Detail of CraftItem's Told for a potion brewed.
const CraftBrewed = "brewed"

// Check refuses an item that cannot be owned, a payment of nothing or
// out of range, or a material or gold paid by the supply (only herbs:
// rulebook p. 65).
func (e CraftItem) Check() error {
	if err := checkItemEdit(e.Item, e.ItemName, 0); err != nil {
		return err
	}
	if err := e.Pay.Own.Validate(); err != nil {
		return fmt.Errorf("paid by the character: %w", err)
	}
	if err := e.Pay.Supply.Validate(); err != nil {
		return fmt.Errorf("paid by the supply: %w", err)
	}
	for _, r := range outpost.Resources {
		if e.Pay.Supply.Of(r) != 0 && !outpost.SupplyPaysCraft(r) {
			return fmt.Errorf("the supply pays herbs only in a craft, not %s (rulebook p. 65)", r)
		}
	}
	if len(e.Pay.Cost()) == 0 && len(e.Gives) == 0 {
		return errors.New("a craft costs something")
	}
	if len(e.Gives) > MaxGivenItems {
		return fmt.Errorf("a craft takes at most %d items, found %d", MaxGivenItems, len(e.Gives))
	}
	if len(e.InPlaceOf) > MaxGivenItems {
		return fmt.Errorf("a craft pays for at most %d items, found %d", MaxGivenItems, len(e.InPlaceOf))
	}
	for _, g := range slices.Concat(e.Gives, e.InPlaceOf) {
		if g.Number == e.Item {
			return errors.New("a craft does not take the item it makes")
		}
		if err := checkItemEdit(g.Number, g.Name, 0); err != nil {
			return fmt.Errorf("an item given up: %w", err)
		}
	}
	if len(e.InPlaceOf) > 0 && len(e.Pay.Cost()) == 0 {
		return errors.New("a craft paying for an item it requires costs something")
	}
	switch {
	case e.To != 0 && !e.Brewed:
		return errors.New("only a potion brewed is given to another character (rulebook p. 66); a crafted item is the crafter's")
	case e.To != 0 && e.To == e.Character:
		return errors.New("the potion is given to another character than the brewer")
	case e.To != 0 && strings.TrimSpace(e.ToName) == "":
		return errors.New("the character given the potion has no name")
	case e.To < 0:
		return fmt.Errorf("character %d given the potion", e.To)
	}
	for _, n := range e.Pay.Cost() {
		if n > MaxCount {
			return fmt.Errorf("a cost of %d, at most %d", n, MaxCount)
		}
	}
	return nil
}

// Outpost takes the supply's part from the supply (the store changes the
// character in the same transaction).
func (e CraftItem) Outpost(o outpost.Outpost, d outpost.Data) (outpost.Outpost, error) {
	return o.Spend(e.Pay.Supply)
}

// MaxGivenItems bounds the items one craft takes.
const MaxGivenItems = 10

// Pays changes character c as the craft does: its resources and gold less
// its part, the items it takes given up, the item its own unless it is
// given To another (Receives); refused (ErrShortResources) when it lacks
// them.
func (e CraftItem) Pays(c *Character) error {
	gold := e.Pay.Own.Of(outpost.Gold)
	own := e.Pay.Own.Plus(outpost.Supply{outpost.Gold: -gold})
	left, err := c.Resources.Minus(own)
	if err != nil || c.Gold < gold {
		return fmt.Errorf("%s holds %s and %d gold: %w", c.Name, c.Resources, c.Gold, ErrShortResources)
	}
	items := slices.Clone(c.Items)
	for _, g := range e.Gives {
		i := slices.IndexFunc(items, func(o OwnedItem) bool { return o.Number == g.Number })
		if i < 0 {
			return fmt.Errorf("%s does not own %s, which crafting %s takes: %w", c.Name, g.Name, e.ItemName, ErrShortResources)
		}
		items = slices.Delete(items, i, i+1)
	}
	c.Resources, c.Gold, c.Items = left, c.Gold-gold, items
	if e.To == 0 {
		return e.Receives(c)
	}
	return nil
}

// ErrOwnedAlready means a character given an item it owns already (a
// character owns one copy of an item).
var ErrOwnedAlready = errors.New("the character owns the item already")

// Receives gives character c the item crafted or brewed (c is the crafter
// or the character To); refused (ErrOwnedAlready) when c owns it.
func (e CraftItem) Receives(c *Character) error {
	if slices.ContainsFunc(c.Items, func(o OwnedItem) bool { return o.Number == e.Item }) {
		return fmt.Errorf("%s owns %s already: %w", c.Name, e.ItemName, ErrOwnedAlready)
	}
	c.Items = append(c.Items, OwnedItem{Number: e.Item, Name: e.ItemName})
	return nil
}
