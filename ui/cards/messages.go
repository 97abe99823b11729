package cards

import (
	"strings"

	"github.com/haventable/haventable/engine"
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
)

// EffectLabel returns the short label of an effect as printed on a card
// ("Push 2", "Fire"), translated by tr; with a nil tr it is the card
// notation token ("push:2").
func EffectLabel(tr locales.Tr, e engine.Effect) string {
	if tr == nil {
		return e.String()
	}
	n := e.Amount
	switch e.Kind {
	case engine.Push:
		return tr.T(MsgPush, "Amount", n)
	case engine.Pull:
		return tr.T(MsgPull, "Amount", n)
	case engine.Pierce:
		return tr.T(MsgPierce, "Amount", n)
	case engine.Heal:
		return tr.T(MsgHeal, "Amount", n)
	case engine.Shield:
		return tr.T(MsgShield, "Amount", n)
	case engine.Target:
		return tr.T(MsgTarget, "Amount", n)
	case engine.Poison:
		return tr.T(MsgPoison)
	case engine.Wound:
		return tr.T(MsgWound)
	case engine.Muddle:
		return tr.T(MsgMuddle)
	case engine.Immobilize:
		return tr.T(MsgImmobilize)
	case engine.Disarm:
		return tr.T(MsgDisarm)
	case engine.Stun:
		return tr.T(MsgStun)
	case engine.Invisible:
		return tr.T(MsgInvisible)
	case engine.Strengthen:
		return tr.T(MsgStrengthen)
	case engine.Fire:
		return tr.T(MsgFire)
	case engine.Ice:
		return tr.T(MsgIce)
	case engine.Air:
		return tr.T(MsgAir)
	case engine.Earth:
		return tr.T(MsgEarth)
	case engine.Light:
		return tr.T(MsgLight)
	case engine.Dark:
		return tr.T(MsgDark)
	case engine.Curses:
		return tr.T(MsgCurses)
	case engine.Blesses:
		return tr.T(MsgBlesses)
	}
	return e.String()
}

// specialLabel returns the caption of a bless or curse card, "" for others.
func specialLabel(tr locales.Tr, c engine.Card) string {
	switch c.Special {
	case engine.Bless:
		if tr == nil {
			return "bless"
		}
		return tr.T(MsgBless)
	case engine.Curse:
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
func Text(tr locales.Tr, c engine.Card) string {
	parts := []string{specialLabel(tr, c)}
	if parts[0] == "" {
		parts[0] = valueText(c)
		if c.Op == engine.OpNull {
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
