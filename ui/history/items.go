package history

import (
	"strconv"
	"strings"

	"github.com/haventable/haventable/engine/campaign"
	"github.com/haventable/haventable/locales"
)

// itemEditText tells an item bought or sold: p.About is the item, p.Detail
// "character|price" (campaign.BuyItem.Told).
func itemEditText(tr locales.Tr, kind string, p campaign.EditPayload) string {
	i := strings.LastIndexByte(p.Detail, '|')
	if i < 0 {
		return tr.T("HistoryEarlier")
	}
	gold, err := strconv.Atoi(p.Detail[i+1:])
	if err != nil {
		return tr.T("HistoryEarlier")
	}
	if kind == campaign.EditSellItem {
		return tr.T("HistoryEditSellItem", "Name", p.Detail[:i], "Item", p.About, "Gold", gold)
	}
	return tr.T("HistoryEditBuyItem", "Name", p.Detail[:i], "Item", p.About, "Gold", gold)
}

// cardEditText tells a level-up pick (p.About the card, p.Detail the
// character) or an enhancement placed (p.Detail "character|sticker|cost",
// campaign.Enhance.Told).
func cardEditText(tr locales.Tr, kind string, p campaign.EditPayload) string {
	if kind == campaign.EditPickCard {
		return tr.T("HistoryEditPickCard", "Name", p.Detail, "Card", p.About)
	}
	parts := strings.Split(p.Detail, "|")
	if len(parts) != 3 {
		return tr.T("HistoryEarlier")
	}
	gold, err := strconv.Atoi(parts[2])
	if err != nil {
		return tr.T("HistoryEarlier")
	}
	return tr.T("HistoryEditEnhance", "Name", parts[0], "Card", p.About, "Gold", gold)
}
