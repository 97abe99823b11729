package names

import (
	"strconv"
	"strings"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/locales"
)

// Treasure tells what a treasure gives, in the player's words ("15 gold,
// 3 damage, Muddle"), conditions named by condition; "" for nothing.
func Treasure(tr locales.Tr, gives []engine.TreasureGain, condition func(modifier.EffectKind) string) string {
	parts := make([]string, 0, len(gives))
	for _, g := range gives {
		if s := gain(tr, g, condition); s != "" {
			parts = append(parts, s)
		}
	}
	return strings.Join(parts, ", ")
}

func gain(tr locales.Tr, g engine.TreasureGain, condition func(modifier.EffectKind) string) string {
	n := g.Amount
	item := func() string {
		if g.Name != "" {
			return tr.T("TreasureItemNamed", "Number", strconv.Itoa(n), "Item", g.Name)
		}
		return tr.T("TreasureItemNumber", "Number", strconv.Itoa(n))
	}
	switch g.Kind {
	case engine.GainGold:
		return Resource(tr, "gold", n)
	case engine.GainExperience:
		return tr.N("TreasureExperience", n, "Count", n)
	case engine.GainHeal:
		return tr.N("TreasureHeal", n, "Count", n)
	case engine.GainDamage:
		return tr.N("TreasureDamage", n, "Count", n)
	case engine.GainLootCards:
		return tr.N("TreasureLootCards", n, "Count", n)
	case engine.GainBattleGoal:
		return tr.N("TreasureBattleGoal", n, "Count", n)
	case engine.GainScenario:
		return tr.N("TreasureScenario", n, "Count", n)
	case engine.GainBless:
		return tr.N("TreasureBless", n, "Count", n)
	case engine.GainCurse:
		return tr.N("TreasureCurse", n, "Count", n)
	case engine.GainRandomItem:
		return tr.T("TreasureRandomItem")
	case engine.GainRandomBlueprint:
		return tr.T("TreasureRandomBlueprint")
	case engine.GainRandomDesign:
		return tr.T("TreasureRandomDesign")
	case engine.GainRandomScenario:
		return tr.T("TreasureRandomScenario")
	case engine.GainItem:
		return tr.T("TreasureItem", "Item", item())
	case engine.GainItemBlueprint:
		return tr.T("TreasureItemBlueprint", "Item", item())
	case engine.GainItemDesign:
		return tr.T("TreasureItemDesign", "Item", item())
	case engine.GainResource:
		return Loot(tr, engine.LootCard{Kind: g.Name, Amount: n})
	case engine.GainCondition:
		k, _ := modifier.ParseEffectKind(g.Name)
		return condition(k)
	case engine.GainAchievement:
		return tr.T("TreasureAchievement", "Achievement", g.Name)
	case engine.GainText:
		return g.Name
	}
	return ""
}
