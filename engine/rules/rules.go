// Package rules names the editions whose rules the engine plays and says,
// rule by rule, where they differ. Callers ask an Edition a question
// ("does a jump that ends on difficult terrain cost 2?") rather than
// comparing editions, so that each difference is stated once, here, with its
// source in docs/editions.md.
package rules

import (
	"fmt"
	"strings"
)

// Edition is the edition whose rules a campaign or scenario plays. Its
// value is the name the conformance vectors, snapshots and exports use.
type Edition string

// The editions the engine knows.
const (
	Gloomhaven    Edition = "gloomhaven"
	JawsOfTheLion Edition = "jaws_of_the_lion"
	Frosthaven    Edition = "frosthaven"
	Gloomhaven2e  Edition = "gloomhaven_2e"
)

// Editions lists every known edition, oldest first.
var Editions = []Edition{Gloomhaven, JawsOfTheLion, Frosthaven, Gloomhaven2e}

// Default is the edition of a campaign or scenario that names none (all
// those stored before editions existed).
const Default = Gloomhaven

// Parse reads an edition's name. The empty name is Default.
func Parse(s string) (Edition, error) {
	if s == "" {
		return Default, nil
	}
	for _, e := range Editions {
		if string(e) == s {
			return e, nil
		}
	}
	names := make([]string, len(Editions))
	for i, e := range Editions {
		names[i] = fmt.Sprintf("%q", e)
	}
	return "", fmt.Errorf("unknown rules %q: one of %s", s, strings.Join(names, ", "))
}

// Known reports whether e is one of Editions.
func (e Edition) Known() bool {
	_, err := Parse(string(e))
	return err == nil && e != ""
}

// or returns e, or Default when e is empty.
func (e Edition) or() Edition {
	if e == "" {
		return Default
	}
	return e
}

// SightFromAnyPoint reports whether line of sight is drawn from any point of
// one hex to any point of the other (Jaws of the Lion, Frosthaven,
// Gloomhaven 2nd edition) rather than from corner to corner (Gloomhaven).
func (e Edition) SightFromAnyPoint() bool { return e.or() != Gloomhaven }

// JumpEndCountsTerrain reports whether a jump's last hex costs what its
// terrain costs (difficult terrain: 2), as in Gloomhaven; in the later
// editions a jump ignores the terrain it ends on.
func (e Edition) JumpEndCountsTerrain() bool { return e.or() == Gloomhaven }

// FocusIgnoresProximity reports whether a monster breaks ties between
// focus candidates without proximity (Jaws of the Lion), going straight to
// initiative; where other targets are ranked by the focus rules, their
// ranks then ignore proximity too.
func (e Edition) FocusIgnoresProximity() bool { return e.or() == JawsOfTheLion }

// FocusDisadvantageFirst reports whether a monster avoids disadvantage
// against its focus ahead of attacking more targets (Gloomhaven and Jaws of
// the Lion); Frosthaven counts targets first.
func (e Edition) FocusDisadvantageFirst() bool {
	e = e.or()
	return e == Gloomhaven || e == JawsOfTheLion
}

// MoveTowardFutureTargets reports whether a monster that cannot attack this
// turn moves toward the hex of its best future attack on several targets
// (Gloomhaven and Jaws of the Lion) rather than toward its focus alone.
func (e Edition) MoveTowardFutureTargets() bool {
	e = e.or()
	return e == Gloomhaven || e == JawsOfTheLion
}

// RankSecondaryTargets reports whether a monster attacking several targets
// picks its other targets by the focus rules (Gloomhaven and Jaws of the
// Lion); in Frosthaven every choice of other targets is the players'.
func (e Edition) RankSecondaryTargets() bool {
	e = e.or()
	return e == Gloomhaven || e == JawsOfTheLion
}

// TrapDamage is the damage a trap without printed damage deals at scenario
// level level: 2 + L in every edition.
func (e Edition) TrapDamage(level int) int { return 2 + level }

// HazardDamage is the damage hazardous terrain deals at scenario level
// level: half a trap's, rounded down, in Gloomhaven and Jaws of the Lion;
// 1 + L/3 rounded up in Frosthaven and Gloomhaven 2nd edition.
func (e Edition) HazardDamage(level int) int {
	switch e.or() {
	case Frosthaven, Gloomhaven2e:
		return 1 + (level+2)/3
	}
	return e.TrapDamage(level) / 2
}

// HasLootDeck reports whether loot tokens draw from a loot deck
// (Frosthaven) instead of being money worth gold by the scenario level.
func (e Edition) HasLootDeck() bool { return e.or() == Frosthaven }

// SummonDrawsAbility reports whether a monster type whose only standees
// were summoned this round draws its ability card (Frosthaven, as
// Gloomhaven Secretariat plays it); in Gloomhaven it draws none until the
// next round. Summoned monsters never act in the round they are summoned,
// in any edition.
func (e Edition) SummonDrawsAbility() bool { return e.or() == Frosthaven }

// AdvantageRollsOnFirstCardOnly reports whether an attack with advantage or
// disadvantage follows Frosthaven's rule for rolling modifiers: only a
// rolling first card makes the attacker draw on, until a card that does not
// roll, and then one more card is drawn; the two last cards are compared
// (the rolling symbol of the card drawn after them counts for nothing).
// With advantage the rolling cards drawn first all apply with the better of
// the two, with disadvantage none of them do and the worse of the two
// applies. Otherwise (Gloomhaven, Jaws of the Lion and, as Gloomhaven
// Secretariat plays it, Gloomhaven 2nd edition) the two first cards are
// compared and a rolling one adds to the other (advantage) or is
// disregarded (disadvantage). See docs/editions.md, "Attack modifiers".
func (e Edition) AdvantageRollsOnFirstCardOnly() bool { return e.or() == Frosthaven }

// HasAllyDeck reports whether the monsters fighting on the characters'
// side (a scenario's allies) draw from an ally attack modifier deck of
// their own (Frosthaven and Gloomhaven 2nd edition, as both X-haven
// Assistant and Gloomhaven Secretariat play them); otherwise they draw
// from the monster deck. See docs/editions.md, "Allies".
func (e Edition) HasAllyDeck() bool {
	e = e.or()
	return e == Frosthaven || e == Gloomhaven2e
}

// HasImbuement reports whether the monster deck may be imbued (Gloomhaven
// 2nd edition: cards swapped in to make the monsters stronger, see
// modifier.Imbuement and docs/editions.md, "Imbuement").
func (e Edition) HasImbuement() bool { return e.or() == Gloomhaven2e }

// HasOutpost reports whether a campaign has an outpost phase between
// scenarios (Frosthaven: its outpost, see engine/outpost and
// docs/editions.md, "Outpost").
func (e Edition) HasOutpost() bool { return e.or() == Frosthaven }

// BattleGoalsDealt is the number of battle goal cards each character is
// dealt as a scenario starts, to keep one: three in Frosthaven, two in
// Gloomhaven, Jaws of the Lion and Gloomhaven 2nd edition (as Gloomhaven
// Secretariat deals them; docs/battle-goals.md).
func (e Edition) BattleGoalsDealt() int {
	if e.or() == Frosthaven {
		return 3
	}
	return 2
}

// ChecksPerPerk is the number of battle goal check marks that earn a
// character a perk: three in every edition (docs/battle-goals.md).
func (e Edition) ChecksPerPerk() int { return 3 }
