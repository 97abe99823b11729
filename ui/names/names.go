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

// Resource is how every screen counts a resource: count of kind r
// ("lumber", the herbs, "gold") in words, its plural in the player's
// language ("2 lumber", "1 Leder", "3 pièces d'or"). A loot card's
// resources, a character's and the outpost's supply all are worded here.
// An unknown kind is left as it is.
func Resource(tr locales.Tr, r string, count int) string {
	switch r {
	case "lumber":
		return tr.N("ResourceLumber", count, "Count", count)
	case "metal":
		return tr.N("ResourceMetal", count, "Count", count)
	case "hide":
		return tr.N("ResourceHide", count, "Count", count)
	case "arrowvine":
		return tr.N("ResourceArrowvine", count, "Count", count)
	case "axenut":
		return tr.N("ResourceAxenut", count, "Count", count)
	case "corpsecap":
		return tr.N("ResourceCorpsecap", count, "Count", count)
	case "flamefruit":
		return tr.N("ResourceFlamefruit", count, "Count", count)
	case "rockroot":
		return tr.N("ResourceRockroot", count, "Count", count)
	case "snowthistle":
		return tr.N("ResourceSnowthistle", count, "Count", count)
	case "gold", "money":
		return tr.N("ResourceGold", count, "Count", count)
	}
	return strconv.Itoa(count) + " " + r
}

// ResourceName is resource r's name, as a field's label shows it: its
// words for several (Resource) without the count.
func ResourceName(tr locales.Tr, r string) string {
	return strings.TrimLeft(Resource(tr, r, 2), "0123456789 ")
}

// LootKind names a kind of loot card (engine.LootKinds): "money",
// "lumber", "random item".
func LootKind(tr locales.Tr, kind string) string {
	switch kind {
	case "money":
		return tr.T("DecksLootMoney")
	case "random_item":
		return tr.T("DecksLootRandomItem")
	case "special":
		return tr.T("DecksLootSpecial")
	}
	return ResourceName(tr, kind)
}

// Loot is how every screen names a loot card: "3 gold", "2 lumber", "a
// random item".
func Loot(tr locales.Tr, c engine.LootCard) string {
	switch c.Kind {
	case "money":
		return Resource(tr, "gold", c.Amount)
	case "random_item":
		return tr.T("LootRandomItem")
	case "special":
		if c.Name != "" {
			return c.Name
		}
		return tr.T("LootSpecial")
	}
	return Resource(tr, c.Kind, max(c.Amount, 1))
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
