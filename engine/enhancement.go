package engine

import (
	"fmt"
	"slices"

	"github.com/haventable/haventable/engine/monster"
	"github.com/haventable/haventable/engine/rules"
)

// Enhancement stickers: what an enhancement adds to an action.
const (
	StickerMove         = "move"
	StickerAttack       = "attack"
	StickerRange        = "range"
	StickerTarget       = "target"
	StickerShield       = "shield"
	StickerRetaliate    = "retaliate"
	StickerPierce       = "pierce"
	StickerHeal         = "heal"
	StickerPush         = "push"
	StickerPull         = "pull"
	StickerTeleport     = "teleport"
	StickerSummonHP     = "summon-hp"
	StickerSummonMove   = "summon-move"
	StickerSummonAttack = "summon-attack"
	StickerSummonRange  = "summon-range"
	StickerRegenerate   = "regenerate"
	StickerWard         = "ward"
	StickerStrengthen   = "strengthen"
	StickerBless        = "bless"
	StickerWound        = "wound"
	StickerPoison       = "poison"
	StickerImmobilize   = "immobilize"
	StickerMuddle       = "muddle"
	StickerCurse        = "curse"
	StickerDisarm       = "disarm"
	StickerJump         = "jump"
	StickerElement      = "element"
	StickerWildElement  = "wild-element"
	StickerHex          = "hex"
)

// enhancementBase is the base cost of each sticker: Gloomhaven's table
// (rulebook, "Enhancements"), and the table Frosthaven and Gloomhaven 2nd
// edition share (docs/enhancement.md). A sticker an edition lacks is
// absent from its table. The hex is priced apart.
var enhancementBase = map[string]map[string]int{
	"gloomhaven": {
		StickerMove: 30, StickerAttack: 50, StickerRange: 30, StickerTarget: 50, StickerShield: 100,
		StickerRetaliate: 100, StickerPierce: 30, StickerHeal: 30, StickerPush: 30, StickerPull: 30,
		StickerSummonHP: 50, StickerSummonMove: 100, StickerSummonAttack: 100, StickerSummonRange: 50,
		StickerStrengthen: 50, StickerBless: 50, StickerWound: 75, StickerPoison: 75, StickerImmobilize: 100,
		StickerMuddle: 50, StickerCurse: 75, StickerDisarm: 150, StickerJump: 50, StickerElement: 100,
		StickerWildElement: 150,
	},
	"frosthaven": {
		StickerMove: 30, StickerAttack: 50, StickerRange: 30, StickerTarget: 75, StickerShield: 80,
		StickerRetaliate: 60, StickerPierce: 30, StickerHeal: 30, StickerPush: 30, StickerPull: 20,
		StickerTeleport: 50, StickerSummonHP: 40, StickerSummonMove: 60, StickerSummonAttack: 100,
		StickerSummonRange: 50, StickerRegenerate: 40, StickerWard: 75, StickerStrengthen: 100, StickerBless: 75,
		StickerWound: 75, StickerPoison: 50, StickerImmobilize: 150, StickerMuddle: 40, StickerCurse: 150,
		StickerJump: 60, StickerElement: 100, StickerWildElement: 150,
	},
}

// EnhancementQuote is what an enhancement's cost depends on.
type EnhancementQuote struct {
	// Rules is the edition whose enhancement rules price it.
	Rules rules.Edition
	// Sticker is the enhancement (Sticker… constants).
	Sticker string
	// CardLevel is the card's level, 1 to 9 (0, level X, counts as 1).
	CardLevel int
	// Previous counts the enhancements already on the same action (not
	// on the card: those on its other actions do not count).
	Previous int
	// MultipleTargets: the ability targets more than one figure or tile
	// (several targets, an area, every ally within range, a summon of more
	// than one).
	MultipleTargets bool
	// Hexes are the hexes the area has now (a hex sticker).
	Hexes int
	// Lost: the action has the lost icon; Persistent: the ability gives a
	// persistent bonus.
	Lost, Persistent bool
}

// enhancementTable names the base cost table of an edition.
func enhancementTable(e rules.Edition) (string, error) {
	switch e {
	case rules.Gloomhaven, rules.JawsOfTheLion, "":
		return "gloomhaven", nil
	case rules.Frosthaven, rules.Gloomhaven2e:
		return "frosthaven", nil
	}
	return "", fmt.Errorf("enhancement: rules %q unknown", e)
}

func summonStat(sticker string) bool {
	return slices.Contains([]string{StickerSummonHP, StickerSummonMove, StickerSummonAttack, StickerSummonRange}, sticker)
}

// EnhancementCost is the gold an enhancement costs under q.Rules
// (docs/enhancement.md states each rule with its source):
//
//  1. the sticker's base cost; a hex costs 200 divided by the hexes the
//     area has, rounded down (Gloomhaven) or up (Frosthaven, 2nd edition);
//  2. doubled when the ability has multiple targets, except a hex (and, in
//     Frosthaven and the 2nd edition, a target or an element);
//  3. Frosthaven and the 2nd edition: halved (rounded up) for a lost action
//     (Frosthaven: without the persistent icon; 2nd edition: not a summon's
//     stat); Frosthaven: tripled for a persistent bonus (not a summon's
//     stat);
//  4. 25 for each level of the card above 1;
//  5. 75 for each enhancement already on the same action.
func EnhancementCost(q EnhancementQuote) (int, error) {
	table, err := enhancementTable(q.Rules)
	if err != nil {
		return 0, err
	}
	if q.CardLevel < 0 || q.CardLevel > 9 {
		return 0, fmt.Errorf("enhancement: card level %d, want 1 to 9 (0 for X)", q.CardLevel)
	}
	if q.Previous < 0 || q.Previous > 3 {
		return 0, fmt.Errorf("enhancement: %d enhancements already on the action, want 0 to 3", q.Previous)
	}
	fh := table == "frosthaven"
	var cost int
	if q.Sticker == StickerHex {
		if q.Hexes < 1 {
			return 0, fmt.Errorf("enhancement: a hex added to an area of %d hexes", q.Hexes)
		}
		cost = 200 / q.Hexes
		if fh && 200%q.Hexes != 0 {
			cost++
		}
	} else {
		base, ok := enhancementBase[table][q.Sticker]
		if !ok {
			return 0, fmt.Errorf("enhancement: no %q sticker under the rules of %s", q.Sticker, q.Rules)
		}
		cost = base
	}
	if q.MultipleTargets && q.Sticker != StickerHex &&
		(!fh || (q.Sticker != StickerTarget && q.Sticker != StickerElement && q.Sticker != StickerWildElement)) {
		cost *= 2
	}
	switch {
	case q.Rules == rules.Frosthaven && q.Lost && !q.Persistent:
		cost = (cost + 1) / 2
	case q.Rules == rules.Gloomhaven2e && q.Lost && !summonStat(q.Sticker):
		cost = (cost + 1) / 2
	}
	if q.Rules == rules.Frosthaven && q.Persistent && !summonStat(q.Sticker) {
		cost *= 3
	}
	cost += 25 * max(q.CardLevel-1, 0)
	cost += 75 * q.Previous
	return cost, nil
}

// MultipleTargets reports whether action a targets more than one figure:
// more than one target, every enemy or ally within range, or an area of
// two hexes or more.
func MultipleTargets(a monster.Action) bool {
	return a.Target > 1 || a.Allies || (a.Area != nil && len(a.Area.Hexes) > 1)
}

// QuoteAction is the quote for sticker on action a of a card of level
// level under rules e, whose half is lost or persistent, with previous
// enhancements already on a: the targets and the area's hexes are a's.
func QuoteAction(e rules.Edition, level int, a monster.Action, lost, persistent bool, previous int, sticker string) EnhancementQuote {
	q := EnhancementQuote{Rules: e, Sticker: sticker, CardLevel: level, Previous: previous,
		MultipleTargets: MultipleTargets(a), Lost: lost, Persistent: persistent}
	if a.Area != nil {
		q.Hexes = len(a.Area.Hexes)
	}
	return q
}
