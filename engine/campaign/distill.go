package campaign

import (
	"fmt"
	"slices"

	"github.com/haventable/haventable/engine/outpost"
)

// EditDistillItem names DistillItem in the log.
const EditDistillItem = "campaign.item_distill"

// DistillItem has character Character distill potion Item (ItemName) at
// the alchemist in downtime (docs/outpost.md, "Distilling"): it gives the
// potion up and gains one Herb. CharacterName is what the history calls
// the character. engine/shop.Distill builds it with the rule's checks;
// the store refuses it when the character does not own the potion.
type DistillItem struct {
	Character     int64            `json:"character"`
	CharacterName string           `json:"character_name"`
	Item          int              `json:"item"`
	ItemName      string           `json:"item_name"`
	Herb          outpost.Resource `json:"herb"`
}

func (DistillItem) edit() {}

// Kind returns EditDistillItem.
func (DistillItem) Kind() string { return EditDistillItem }

// Told names the potion and, as Detail, who distilled it for which herb
// ("Lena|arrowvine").
func (e DistillItem) Told() EditPayload {
	return EditPayload{About: e.ItemName, Detail: e.CharacterName + "|" + string(e.Herb)}
}

// Check refuses an item that cannot be owned or a herb that is none of
// the six.
func (e DistillItem) Check() error {
	if err := checkItemEdit(e.Item, e.ItemName, 0); err != nil {
		return err
	}
	if !e.Herb.Herb() {
		return fmt.Errorf("distilling gives a herb, not %q", e.Herb)
	}
	return nil
}

// Distills changes character c as distilling does: the potion given up,
// one herb gained; refused when c does not own the potion.
func (e DistillItem) Distills(c *Character) error {
	i := slices.IndexFunc(c.Items, func(o OwnedItem) bool { return o.Number == e.Item })
	if i < 0 {
		return fmt.Errorf("%s does not own %s", c.Name, e.ItemName)
	}
	c.Items = slices.Delete(slices.Clone(c.Items), i, i+1)
	c.Resources = c.Resources.Plus(outpost.Supply{e.Herb: 1})
	return nil
}
