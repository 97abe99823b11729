// Package names says how every screen names the things of the table.
package names

import (
	"strconv"
	"strings"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/rules"
	"github.com/haventable/haventable/engine/scenariofile"
	"github.com/haventable/haventable/locales"
)

// Figure is how every screen names a figure: its name (its ID when it
// has none), with a monster's standee number: "Cave Rat 2".
func Figure(f engine.Figure) string {
	name := f.Name
	if name == "" {
		name = f.ID
	}
	if f.Kind == engine.KindMonster && f.Standee > 0 {
		name += " " + strconv.Itoa(f.Standee)
	}
	return name
}

// Of names figure id of scn (Figure); a monster type by the name the
// players know it by (Type) when no figure has that ID; the ID itself when
// scn is nil or has neither.
func Of(scn *engine.Scenario, id string) string {
	if scn == nil {
		return id
	}
	f, ok := scn.Figure(id)
	if !ok {
		return Type(scn, id)
	}
	return Figure(f)
}

// Type is how every screen names monster type t of scn: the name the
// players know it by (engine.Scenario.TypeName: X-haven's "City Guard" for
// "City Guard Scenario 1"); t itself when scn is nil.
func Type(scn *engine.Scenario, t string) string {
	if scn == nil {
		return t
	}
	return scn.TypeName(t)
}

// Rules is how every screen names an edition's rules ("Frosthaven").
func Rules(tr locales.Tr, e rules.Edition) string {
	switch e {
	case rules.JawsOfTheLion:
		return tr.T("RulesJawsOfTheLion")
	case rules.Frosthaven:
		return tr.T("RulesFrosthaven")
	case rules.Gloomhaven2e:
		return tr.T("RulesGloomhaven2e")
	}
	return tr.T("RulesGloomhaven")
}

// Loot is how every screen names a loot card: "3 gold", "2 lumber", "a
// random item".
func Loot(tr locales.Tr, c engine.LootCard) string {
	resource := ""
	switch c.Kind {
	case "money":
		return tr.N("LootGold", c.Amount, "Count", c.Amount)
	case "random_item":
		return tr.T("LootRandomItem")
	case "special":
		if c.Name != "" {
			return c.Name
		}
		return tr.T("LootSpecial")
	case "lumber":
		resource = tr.T("LootLumber")
	case "metal":
		resource = tr.T("LootMetal")
	case "hide":
		resource = tr.T("LootHide")
	case "arrowvine":
		resource = tr.T("LootArrowvine")
	case "axenut":
		resource = tr.T("LootAxenut")
	case "corpsecap":
		resource = tr.T("LootCorpsecap")
	case "flamefruit":
		resource = tr.T("LootFlamefruit")
	case "rockroot":
		resource = tr.T("LootRockroot")
	case "snowthistle":
		resource = tr.T("LootSnowthistle")
	default:
		return c.Kind
	}
	n := max(c.Amount, 1)
	return tr.N("LootAmount", n, "Count", n, "Resource", resource)
}

// LootCards names loot cards drawn, in order ("3 gold, 1 lumber"), or says
// none was (the deck was empty).
func LootCards(tr locales.Tr, cards []engine.LootCard) string {
	if len(cards) == 0 {
		return tr.T("LootNone")
	}
	parts := make([]string, len(cards))
	for i, c := range cards {
		parts[i] = Loot(tr, c)
	}
	return strings.Join(parts, ", ")
}

// Chest tells that the character named who opened the treasure chest
// labelled treasure, and what it gave (gives, in words: Treasure) when a
// data pack knows it, else which treasure the players read in their
// scenario book. VGB's "goal" names the chest
// of the scenario's goal; scenariofile.UnnumberedTreasure a chest whose
// number only the book's map prints.
func Chest(tr locales.Tr, who, treasure, gives string) string {
	if gives != "" {
		return tr.T("HistoryLootChestGives", "Name", who, "Treasure", treasure, "Gives", gives)
	}
	if strings.EqualFold(treasure, "goal") {
		return tr.T("HistoryLootGoalChest", "Name", who)
	}
	if treasure == scenariofile.UnnumberedTreasure {
		return tr.T("HistoryLootUnnumberedChest", "Name", who)
	}
	return tr.T("HistoryLootChest", "Name", who, "Treasure", treasure)
}

// Boss reports whether monster f is a boss (its type's stat card is a
// boss's), which every screen says in place of normal or elite.
func Boss(scn *engine.Scenario, f engine.Figure) bool {
	if scn == nil || f.Kind != engine.KindMonster {
		return false
	}
	card, ok := scn.MonsterStatCard(f.MonsterType, f.Elite)
	return ok && card.Boss
}
