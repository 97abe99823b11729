package campaign

import (
	"fmt"
	"slices"
	"strings"
	"unicode/utf8"
)

// OwnedItem is an item a character owns: its number in the edition and
// its name, as the sheet shows it when the data pack is gone. Home: the
// players leave it at home, it is not brought into the scenarios started
// (LeaveItems).
type OwnedItem struct {
	Number int
	Name   string
	Home   bool
}

// MaxItems is the most items a character owns.
const MaxItems = 300

// MaxItemNumber bounds an item's number.
const MaxItemNumber = 99999

// checkItems refuses a character's items that cannot be stored: a number
// out of 1..MaxItemNumber, a blank or too long name, an item owned twice
// (a character owns one copy of each item), more than MaxItems.
func checkItems(items []OwnedItem) error {
	if len(items) > MaxItems {
		return fmt.Errorf("%d items, at most %d", len(items), MaxItems)
	}
	seen := map[int]bool{}
	for i, it := range items {
		switch {
		case it.Number < 1 || it.Number > MaxItemNumber:
			return fmt.Errorf("item %d: number %d out of 1..%d", i, it.Number, MaxItemNumber)
		case strings.TrimSpace(it.Name) == "" || utf8.RuneCountInString(it.Name) > MaxName:
			return fmt.Errorf("item %d: the name must be 1 to %d characters", i, MaxName)
		case seen[it.Number]:
			return fmt.Errorf("item %d (%s) owned twice", it.Number, it.Name)
		}
		seen[it.Number] = true
	}
	return nil
}

// Kinds of the item edits.
const (
	EditBuyItem    = "campaign.item_buy"
	EditSellItem   = "campaign.item_sell"
	EditLeaveItems = "campaign.items_home"
)

type (
	// BuyItem has character Character pay Price gold for item Item
	// (ItemName) and own it; CharacterName is what the history calls the
	// character. The shop's rules (engine/shop.Buy) build it; the store
	// refuses it when the character lacks the gold or owns the item.
	BuyItem struct {
		Character     int64  `json:"character"`
		CharacterName string `json:"character_name"`
		Item          int    `json:"item"`
		ItemName      string `json:"item_name"`
		Price         int    `json:"price"`
	}
	// SellItem has character Character give up item Item for Price gold
	// (engine/shop.Sell); the store refuses it when the character does not
	// own the item.
	SellItem struct {
		Character     int64  `json:"character"`
		CharacterName string `json:"character_name"`
		Item          int    `json:"item"`
		ItemName      string `json:"item_name"`
		Price         int    `json:"price"`
	}
)

func (BuyItem) edit()  {}
func (SellItem) edit() {}

// Kind returns EditBuyItem.
func (BuyItem) Kind() string { return EditBuyItem }

// Kind returns EditSellItem.
func (SellItem) Kind() string { return EditSellItem }

// Told names the item and, as Detail, who bought it for how much
// ("Lena|15").
func (e BuyItem) Told() EditPayload {
	return EditPayload{About: e.ItemName, Detail: fmt.Sprintf("%s|%d", e.CharacterName, e.Price)}
}

// Told names the item and, as Detail, who sold it for how much.
func (e SellItem) Told() EditPayload {
	return EditPayload{About: e.ItemName, Detail: fmt.Sprintf("%s|%d", e.CharacterName, e.Price)}
}

// Check refuses an item that cannot be owned or a price out of 0..MaxCount.
func (e BuyItem) Check() error { return checkItemEdit(e.Item, e.ItemName, e.Price) }

// Check refuses an item that cannot be owned or a price out of 0..MaxCount.
func (e SellItem) Check() error { return checkItemEdit(e.Item, e.ItemName, e.Price) }

func checkItemEdit(number int, name string, price int) error {
	if price < 0 || price > MaxCount {
		return fmt.Errorf("price %d out of 0..%d", price, MaxCount)
	}
	return checkItems([]OwnedItem{{Number: number, Name: name}})
}

// LeaveItems has character Character leave the items numbered Home at
// home and bring every other item it owns into the scenarios started
// (docs/items.md, "What a character brings into a scenario"); HomeNames
// are the items left at home as the history names them. The store
// refuses an item the character does not own.
type LeaveItems struct {
	Character     int64    `json:"character"`
	CharacterName string   `json:"character_name"`
	Home          []int    `json:"home,omitempty"`
	HomeNames     []string `json:"home_names,omitempty"`
}

func (LeaveItems) edit() {}

// Kind returns EditLeaveItems.
func (LeaveItems) Kind() string { return EditLeaveItems }

// Told names the character and, as Detail, the items left at home, one a
// line ("" when it brings them all).
func (e LeaveItems) Told() EditPayload {
	return EditPayload{About: e.CharacterName, Detail: strings.Join(e.HomeNames, "\n")}
}

// Check refuses more items than a character owns, an item given twice or
// out of bounds, names that do not go with the numbers.
func (e LeaveItems) Check() error {
	if len(e.HomeNames) != len(e.Home) {
		return fmt.Errorf("%d items left at home, %d names", len(e.Home), len(e.HomeNames))
	}
	items := make([]OwnedItem, len(e.Home))
	for i, n := range e.Home {
		items[i] = OwnedItem{Number: n, Name: e.HomeNames[i]}
	}
	return checkItems(items)
}

// At is items with those numbered Home left at home, the others brought;
// it refuses an item of Home that is not among items.
func (e LeaveItems) At(items []OwnedItem) ([]OwnedItem, error) {
	out := make([]OwnedItem, len(items))
	found := 0
	for i, it := range items {
		it.Home = slices.Contains(e.Home, it.Number)
		if it.Home {
			found++
		}
		out[i] = it
	}
	if found != len(e.Home) {
		return nil, fmt.Errorf("%s does not own every item left at home (%v)", e.CharacterName, e.Home)
	}
	return out, nil
}
