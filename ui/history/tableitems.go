package history

import (
	"strconv"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/locales"
)

// describeItem tells an item used or refreshed at the table, or a battle
// goal kept (never which); false for any other action.
func describeItem(tr locales.Tr, scn *engine.Scenario, name func(string) string, act engine.Action, r engine.Summary) (string, bool) {
	item := func(character string, n int) string {
		if r.Item != "" {
			return r.Item
		}
		if scn != nil {
			items, _ := scn.ItemsOf(character)
			for _, it := range items {
				if it.Number == n {
					return it.Name
				}
			}
		}
		return strconv.Itoa(n)
	}
	switch a := act.(type) {
	case engine.UseItem:
		if r.Healed > 0 {
			return tr.N("HistoryUseItemHealed", r.Healed, "Name", name(a.Character), "Item", item(a.Character, a.Item), "Count", r.Healed), true
		}
		return tr.T("HistoryUseItem", "Name", name(a.Character), "Item", item(a.Character, a.Item)), true
	case engine.RefreshItem:
		return tr.T("HistoryRefreshItem", "Name", name(a.Character), "Item", item(a.Character, a.Item)), true
	case engine.KeepBattleGoal: // which one is the player's secret
		return tr.T("HistoryKeepBattleGoal", "Name", name(a.Character)), true
	}
	return "", false
}
