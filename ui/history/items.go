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
