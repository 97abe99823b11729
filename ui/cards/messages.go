package cards

import (
	"strings"

	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/locales"
)

// The message ids of the short labels printed on cards (locales/cards.*.toml).
const (
	MsgBless      = "CardsBless"      // Bless
	MsgCurse      = "CardsCurse"      // Curse
	MsgPush       = "CardsPush"       // Push {{.Amount}}
	MsgPull       = "CardsPull"       // Pull {{.Amount}}
	MsgPierce     = "CardsPierce"     // Pierce {{.Amount}}
	MsgHeal       = "CardsHeal"       // Heal {{.Amount}}
	MsgShield     = "CardsShield"     // Shield {{.Amount}}
	MsgTarget     = "CardsTarget"     // Target +{{.Amount}}
	MsgPoison     = "CardsPoison"     // Poison
	MsgWound      = "CardsWound"      // Wound
	MsgMuddle     = "CardsMuddle"     // Muddle
	MsgImmobilize = "CardsImmobilize" // Immobilize
	MsgDisarm     = "CardsDisarm"     // Disarm
	MsgStun       = "CardsStun"       // Stun
	MsgInvisible  = "CardsInvisible"  // Invisible
	MsgStrengthen = "CardsStrengthen" // Strengthen
	MsgFire       = "CardsFire"       // Fire
	MsgIce        = "CardsIce"        // Ice
	MsgAir        = "CardsAir"        // Air
	MsgEarth      = "CardsEarth"      // Earth
	MsgLight      = "CardsLight"      // Light
	MsgDark       = "CardsDark"       // Dark
	MsgCurses     = "CardsCurses"     // Curse the target
	MsgBlesses    = "CardsBlesses"    // Bless yourself
	// the conditions later editions add
	MsgBrittle    = "CardsBrittle"    // Brittle
	MsgBane       = "CardsBane"       // Bane
	MsgImpair     = "CardsImpair"     // Impair
	MsgWard       = "CardsWard"       // Ward
	MsgRegenerate = "CardsRegenerate" // Regenerate
	MsgChill      = "CardsChill"      // Chill
	MsgInfect     = "CardsInfect"     // Infect
	MsgRupture    = "CardsRupture"    // Rupture
	MsgDodge      = "CardsDodge"      // Dodge
	MsgEmpower    = "CardsEmpower"    // Empower
	MsgEnfeeble   = "CardsEnfeeble"   // Enfeeble
	MsgSafeguard  = "CardsSafeguard"  // Safeguard
	MsgPlague     = "CardsPlague"     // Plague
	MsgSelf       = "CardsSelf"       // self (the attacker)
	MsgAlly       = "CardsAlly"       // one ally
	MsgRange      = "CardsRange"      // range {{.Amount}}
	MsgRefresh    = "CardsRefresh"    // refresh a spent item
	MsgEither     = "CardsEither"     // one of these elements, the player's choice
	MsgAnyElement = "CardsAnyElement" // any one element, the player's choice
)

// EffectLabel returns the short label of an effect as printed on a card
// ("Push 2", "Fire"), translated by tr; with a nil tr it is the card
// notation token ("push:2").
func EffectLabel(tr locales.Tr, e modifier.Effect) string {
	if tr == nil {
		return e.String()
	}
	n := e.Amount
	switch e.Kind {
	case modifier.Push:
		return tr.T(MsgPush, "Amount", n)
	case modifier.Pull:
		return tr.T(MsgPull, "Amount", n)
	case modifier.Pierce:
		return tr.T(MsgPierce, "Amount", n)
	case modifier.Heal:
		return tr.T(MsgHeal, "Amount", n)
	case modifier.Shield:
		return tr.T(MsgShield, "Amount", n)
	case modifier.Target:
		return tr.T(MsgTarget, "Amount", n)
	case modifier.Poison:
		return tr.T(MsgPoison)
	case modifier.Wound:
		return tr.T(MsgWound)
	case modifier.Muddle:
		return tr.T(MsgMuddle)
	case modifier.Immobilize:
		return tr.T(MsgImmobilize)
	case modifier.Disarm:
		return tr.T(MsgDisarm)
	case modifier.Stun:
		return tr.T(MsgStun)
	case modifier.Invisible:
		return tr.T(MsgInvisible)
	case modifier.Strengthen:
		return tr.T(MsgStrengthen)
	case modifier.Fire:
		return tr.T(MsgFire)
	case modifier.Ice:
		return tr.T(MsgIce)
	case modifier.Air:
		return tr.T(MsgAir)
	case modifier.Earth:
		return tr.T(MsgEarth)
	case modifier.Light:
		return tr.T(MsgLight)
	case modifier.Dark:
		return tr.T(MsgDark)
	case modifier.Curses:
		return tr.T(MsgCurses)
	case modifier.Blesses:
		return tr.T(MsgBlesses)
	case modifier.Brittle:
		return tr.T(MsgBrittle)
	case modifier.Bane:
		return tr.T(MsgBane)
	case modifier.Impair:
		return tr.T(MsgImpair)
	case modifier.Ward:
		return tr.T(MsgWard)
	case modifier.Regenerate:
		return tr.T(MsgRegenerate)
	case modifier.Chill:
		return tr.T(MsgChill)
	case modifier.Infect:
		return tr.T(MsgInfect)
	case modifier.Rupture:
		return tr.T(MsgRupture)
	case modifier.Dodge:
		return tr.T(MsgDodge)
	case modifier.Empower:
		return tr.T(MsgEmpower)
	case modifier.Enfeeble:
		return tr.T(MsgEnfeeble)
	case modifier.Safeguard:
		return tr.T(MsgSafeguard)
	case modifier.Plague:
		return tr.T(MsgPlague)
	case modifier.Self:
		return tr.T(MsgSelf)
	case modifier.Ally:
		return tr.T(MsgAlly)
	case modifier.Range:
		return tr.T(MsgRange, "Amount", n)
	case modifier.Refresh:
		return tr.T(MsgRefresh)
	case modifier.Either:
		return tr.T(MsgEither)
	case modifier.AnyElement:
		return tr.T(MsgAnyElement)
	}
	return e.String()
}

// specialLabel returns the caption of a bless or curse card, "" for others.
func specialLabel(tr locales.Tr, c modifier.Card) string {
	switch c.Special {
	case modifier.Bless:
		if tr == nil {
			return "bless"
		}
		return tr.T(MsgBless)
	case modifier.Curse:
		if tr == nil {
			return "curse"
		}
		return tr.T(MsgCurse)
	}
	return ""
}

// MsgNull is the name of the null card, for a card told in words.
const MsgNull = "CardsNull" // Null

// Text tells a card in words, as the player reads it: "Bless", "+1 Push 1",
// "×2", "Null". With a nil tr the special cards and effects keep their
// card notation tokens.
func Text(tr locales.Tr, c modifier.Card) string {
	parts := []string{specialLabel(tr, c)}
	if parts[0] == "" {
		parts[0] = valueText(c)
		if c.Op == modifier.OpNull {
			parts[0] = "null"
			if tr != nil {
				parts[0] = tr.T(MsgNull)
			}
		}
	}
	for _, e := range c.Effects() {
		parts = append(parts, EffectLabel(tr, e))
	}
	return strings.Join(parts, " ")
}
