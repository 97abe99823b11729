package hand

import (
	"strings"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/monster"
	"github.com/haventable/haventable/locales"
	"github.com/haventable/haventable/ui/abilities"
)

// halfText tells a card's half in the player's words: its actions as the
// table plays them (worked out as the monster cards' are, a character's
// values being its card's), then where the card goes once it is played
// and the experience it gives. What is not structured stays the card's
// text.
func halfText(tr locales.Tr, h engine.CardHalf) string {
	rs := monster.Resolve(h.Actions, monster.StatCard{})
	parts := make([]string, 0, len(rs)+2)
	for _, r := range rs {
		if t := abilities.Action(tr, r); t != "" {
			parts = append(parts, t)
		}
	}
	if len(parts) == 0 {
		parts = append(parts, tr.T("HandNoAction"))
	}
	text := strings.Join(parts, " · ")
	var marks []string
	switch {
	case h.Persistent && h.Uses > 0:
		marks = append(marks, tr.N("HandPersistentUses", h.Uses, "N", h.Uses))
	case h.Persistent:
		marks = append(marks, tr.T("HandPersistent"))
	case h.Round:
		marks = append(marks, tr.T("HandRoundBonus"))
	}
	if h.Exclusive != "" {
		marks = append(marks, tr.T("HandExclusive", "Kind", kindName(tr, h.Exclusive)))
	}
	if h.ExclusiveTwo != "" {
		marks = append(marks, tr.T("HandExclusiveTwo", "Kind", kindName(tr, h.ExclusiveTwo)))
	}
	if h.XPEachTurn > 0 {
		marks = append(marks, tr.N("HandXPEachTurn", h.XPEachTurn, "N", h.XPEachTurn))
	}
	if h.Lost {
		marks = append(marks, tr.T("HandLostMark"))
	}
	if h.XP > 0 {
		marks = append(marks, tr.N("HandXP", h.XP, "N", h.XP))
	}
	if len(marks) > 0 {
		text += " (" + strings.Join(marks, ", ") + ")"
	}
	return text
}

// kindName is a kind of bonus of which one card is active at a time
// (engine.CardHalf.Exclusive) in the player's words: the cards' own
// kinds translated, another as its pack writes it, capitalised.
func kindName(tr locales.Tr, kind string) string {
	switch kind {
	case "song":
		return tr.T("HandKindSong")
	case "augment":
		return tr.T("HandKindAugment")
	}
	return strings.ToUpper(kind[:1]) + kind[1:]
}

// levelText is a card's level as printed: X for a level X card.
func levelText(tr locales.Tr, level int) string {
	if level == 0 {
		return tr.T("HandLevelX")
	}
	return tr.T("HandLevel", "Level", level)
}

// cardNames are the names of cards ns of hand h, in order, or "—" for
// none.
func cardNames(h *engine.Hand, ns []int) string {
	if len(ns) == 0 {
		return "—"
	}
	names := make([]string, len(ns))
	for i, n := range ns {
		c, _ := h.Card(n)
		names[i] = c.Name
	}
	return strings.Join(names, ", ")
}

// eventName is a use track's event in the player's words.
func eventName(tr locales.Tr, event string) string {
	switch event {
	case engine.EventDamage:
		return tr.T("HandEventDamage")
	case engine.EventAttack:
		return tr.T("HandEventAttack")
	case engine.EventAttacked:
		return tr.T("HandEventAttacked")
	case engine.EventMove:
		return tr.T("HandEventMove")
	case engine.EventHeal:
		return tr.T("HandEventHeal")
	case engine.EventTurn:
		return tr.T("HandEventTurn")
	}
	return tr.T("HandEventOther")
}

// track draws a use track: a filled mark for each position marked, an
// empty one for each left.
func track(used, uses int) string {
	return strings.Repeat("●", used) + strings.Repeat("○", max(uses-used, 0))
}
