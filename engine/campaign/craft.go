package campaign

import (
	"errors"
	"fmt"

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
}

func (CraftItem) edit() {}

// Kind returns EditCraftItem.
func (CraftItem) Kind() string { return EditCraftItem }

// Told names the item and, as Detail, who crafted it and what it cost
// ("Lena|1 metal, 2 hide").
func (e CraftItem) Told() EditPayload {
	return EditPayload{About: e.ItemName, Detail: e.CharacterName + "|" + e.Pay.Cost().String()}
}

// Check refuses an item that cannot be owned, a payment of nothing or
// out of range, or gold paid by the supply.
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
	if e.Pay.Supply.Of(outpost.Gold) != 0 {
		return errors.New("the supply does not pay a character's gold")
	}
	if len(e.Pay.Cost()) == 0 {
		return errors.New("a craft costs something")
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

// Pays changes character c as the craft does: its resources and gold less
// its part, the item its own; refused (ErrShortResources) when it lacks
// them.
func (e CraftItem) Pays(c *Character) error {
	gold := e.Pay.Own.Of(outpost.Gold)
	own := e.Pay.Own.Plus(outpost.Supply{outpost.Gold: -gold})
	left, err := c.Resources.Minus(own)
	if err != nil || c.Gold < gold {
		return fmt.Errorf("%s holds %s and %d gold: %w", c.Name, c.Resources, c.Gold, ErrShortResources)
	}
	c.Resources, c.Gold = left, c.Gold-gold
	c.Items = append(c.Items, OwnedItem{Number: e.Item, Name: e.ItemName})
	return nil
}
