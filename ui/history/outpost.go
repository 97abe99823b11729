package history

import (
	"strconv"
	"strings"

	"github.com/haventable/haventable/engine/campaign"
	"github.com/haventable/haventable/engine/outpost"
	"github.com/haventable/haventable/locales"
	"github.com/haventable/haventable/ui/names"
)

// describeOutpostEdit tells an edit of the outpost phase in words; ok is
// false for a kind that is none of them.
func describeOutpostEdit(tr locales.Tr, kind string, p campaign.EditPayload) (text string, ok bool) {
	switch kind {
	case campaign.EditOutpostStart:
		n, _ := strconv.Atoi(p.About)
		return tr.N("HistoryOutpostStart", n, "Count", n), true
	case campaign.EditOutpostWeek:
		if p.Detail == "" {
			return tr.T("HistoryOutpostWeek", "Week", p.About), true
		}
		return tr.T("HistoryOutpostWeekRead", "Week", p.About, "Sections", p.Detail), true
	case campaign.EditOutpostEvent:
		switch p.Detail {
		case "":
			return tr.T("HistoryOutpostEvent", "Card", p.About), true
		case outpost.DeckRoad:
			return tr.T("HistoryRoadEvent", "Card", p.About), true
		case outpost.DeckBoat:
			return tr.T("HistoryBoatEvent", "Card", p.About), true
		}
		return tr.T("HistoryOutpostAttack", "Card", p.About, "Outcomes", OutcomeWords(tr, p.Detail)), true
	case campaign.EditCityEvent:
		if p.Detail == outpost.DeckRoad {
			return tr.T("HistoryGHRoadEvent", "Card", p.About), true
		}
		return tr.T("HistoryCityEvent", "Card", p.About), true
	case campaign.EditOutpostOperate:
		if p.Detail != "" {
			return tr.T("HistoryOutpostOperateBy", "Name", p.About, "Who", p.Detail), true
		}
		return tr.T("HistoryOutpostOperate", "Name", p.About), true
	case campaign.EditOutpostCraft:
		return tr.T("HistoryOutpostCraft", "What", p.About, "Cost", SupplyWords(tr, p.Detail)), true
	case campaign.EditOutpostBuild:
		if p.Detail == "1" {
			return tr.T("HistoryOutpostBuild", "Name", p.About), true
		}
		return tr.T("HistoryOutpostUpgrade", "Name", p.About, "Level", p.Detail), true
	case campaign.EditOutpostRebuild:
		return tr.T("HistoryOutpostRebuild", "Name", p.About), true
	case campaign.EditOutpostPerk:
		return tr.T("HistoryOutpostPerk", "Section", p.About), true
	case campaign.EditOutpostReward:
		return tr.T("HistoryOutpostReward", "Name", p.About, "What", RewardWords(tr, p.Detail)), true
	case campaign.EditOutpostSection:
		if p.Detail == "" {
			return tr.T("HistoryOutpostSectionWords", "Section", p.About), true
		}
		return tr.T("HistoryOutpostSection", "Section", p.About, "What", RewardWords(tr, p.Detail)), true
	case campaign.EditOutpostLoot:
		return tr.T("HistoryOutpostLoot", "Name", p.About, "Supply", SupplyWords(tr, p.Detail)), true
	case campaign.EditCraftItem:
		parts := strings.Split(p.Detail, "|")
		if len(parts) < 2 {
			return tr.T("HistoryEarlier"), true
		}
		parts = append(parts, make([]string, 6-min(len(parts), 6))...)
		who, cost, gives, brewed, to, instead := parts[0], SupplyWords(tr, parts[1]), parts[2], parts[3] == campaign.CraftBrewed, parts[4], parts[5]
		var text string
		switch {
		case brewed && to != "":
			text = tr.T("HistoryBrewItemGiven", "Name", who, "Item", p.About, "Cost", cost, "To", to)
		case brewed:
			text = tr.T("HistoryBrewItem", "Name", who, "Item", p.About, "Cost", cost)
		case gives != "":
			text = tr.T("HistoryCraftItemGives", "Name", who, "Item", p.About, "Cost", cost, "Items", gives)
		default:
			text = tr.T("HistoryCraftItem", "Name", who, "Item", p.About, "Cost", cost)
		}
		if instead != "" {
			text = tr.T("HistoryCraftInPlaceOf", "Text", text, "Items", instead)
		}
		return text, true
	case campaign.EditDistillItem:
		who, herb, ok := strings.Cut(p.Detail, "|")
		if !ok {
			return tr.T("HistoryEarlier"), true
		}
		return tr.T("HistoryDistillItem", "Name", who, "Item", p.About, "Herb", names.Resource(tr, herb, 1)), true
	case campaign.EditGiveResources:
		return tr.T("HistoryGiveResources", "Name", p.About, "Supply", SupplyWords(tr, p.Detail)), true
	}
	return "", false
}

// OutcomeWords tells the outcomes of an attack as an OutpostEvent's
// history keeps them ("Inn:wrecked;Tavern:defended"): "Inn wrecked,
// Tavern defended" in the player's language.
func OutcomeWords(tr locales.Tr, detail string) string {
	var parts []string
	for _, part := range strings.Split(detail, ";") {
		name, outcome, _ := strings.Cut(part, ":")
		outcome, who, by := strings.Cut(outcome, " by ")
		switch outcome {
		case "defended":
			part = tr.T("OutpostDefended", "Name", name)
		case "damaged":
			part = tr.T("OutpostDamaged", "Name", name)
		case "wrecked":
			part = tr.T("OutpostWrecked", "Name", name)
		case "repaired":
			part = tr.T("OutpostRepaired", "Name", name)
			if by {
				part = tr.T("OutpostRepairedBy", "Name", name, "Who", who)
			}
		case "unrepaired":
			part = tr.T("OutpostUnrepaired", "Name", name)
		}
		parts = append(parts, part)
	}
	return strings.Join(parts, ", ")
}

// SupplyWords tells a supply as outpost.Supply.String writes it ("2
// lumber, 1 hide") in the player's language.
func SupplyWords(tr locales.Tr, s string) string {
	if s == "" || s == "nothing" {
		return tr.T("OutpostNothing")
	}
	var parts []string
	for _, part := range strings.Split(s, ", ") {
		n, r, ok := strings.Cut(part, " ")
		count, err := strconv.Atoi(n)
		if !ok || err != nil {
			parts = append(parts, part)
			continue
		}
		parts = append(parts, names.Resource(tr, r, count))
	}
	return strings.Join(parts, ", ")
}

// RewardWords tells what a scenario's rewards gave the outpost as an
// OutpostReward's history keeps it ("morale:+1;supply:2 lumber;
// section:156.1@4") in the player's language.
func RewardWords(tr locales.Tr, detail string) string {
	var parts []string
	for _, part := range strings.Split(detail, ";") {
		kind, v, _ := strings.Cut(part, ":")
		switch kind {
		case "morale":
			part = tr.T("OutpostChangeMorale", "N", v)
		case "prosperity":
			part = tr.T("OutpostChangeProsperity", "N", v)
		case "inspiration":
			part = tr.T("OutpostChangeInspiration", "N", v)
		case "soldiers":
			part = tr.T("OutpostChangeSoldiers", "N", v)
		case "defense":
			part = tr.T("OutpostChangeDefense", "N", v)
		case "supply":
			part = tr.T("OutpostChangeGain", "What", SupplyWords(tr, v))
		case "lose":
			part = tr.T("OutpostChangeLose", "What", SupplyWords(tr, v))
		case "section":
			sec, in, _ := strings.Cut(v, "@")
			n, _ := strconv.Atoi(in)
			part = tr.N("OutpostChangeSection", n, "Section", sec, "Weeks", n)
		case "event":
			part = tr.T("HistoryRewardEvent", "Card", v)
		case "remove":
			part = tr.T("HistoryRewardEventOut", "Card", v)
		case "again":
			part = tr.T("HistoryRewardAgain")
		case "completed":
			n, _ := strconv.Atoi(v)
			part = tr.N("OutpostRewardInspiration", n, "N", "+"+strconv.Itoa(outpost.CompletionInspiration(n)), "Characters", n)
		}
		parts = append(parts, part)
	}
	return strings.Join(parts, "; ")
}
