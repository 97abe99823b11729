package engine

import "github.com/haventable/haventable/engine/monster"

// ClassCard is one of a class's ability cards: a top and a bottom half
// under one initiative.
type ClassCard struct {
	Number int    `json:"number,required"`
	Name   string `json:"name,required"`
	// Level is the card's level, 1 to 9; 0 is level "X" (a starting card
	// a character of level 1 may take, as level 1 cards).
	Level      int      `json:"level"`
	Initiative int      `json:"initiative,required"`
	Top        CardHalf `json:"top,required"`
	Bottom     CardHalf `json:"bottom,required"`
}

// CardHalf is one half of a class card: its actions (the action language
// of monster cards; what the table does not play is text) and where the
// card goes once the half is played.
type CardHalf struct {
	Actions []monster.Action `json:"actions,required"`
	// Lost: the card is lost once this half is played.
	Lost bool `json:"lost,omitempty"`
	// Persistent: the card goes to the active area and stays there until
	// its use track is spent (Uses positions) or, without a track, until
	// the character's scenario ends.
	Persistent bool `json:"persistent,omitempty"`
	// Round: the card goes to the active area until the end of the round.
	Round bool `json:"round,omitempty"`
	// Uses is the number of positions of the half's use track (0: none).
	Uses int `json:"uses,omitempty"`
	// XP is the experience the half gives when played (without its use
	// track's own marks).
	XP int `json:"xp,omitempty"`
	// Track is the event that marks the use track (one of UseEvents:
	// "damage", "attack", "attacked" … ); empty: the half's own, see
	// CardHalf.TrackEvent.
	Track string `json:"track,omitempty"`
	// Negate: while the card is active, the sources of damage to its
	// bearer are negated, one position of the track each ("negate the
	// next two sources of damage to you"); a bonus the table applies.
	Negate bool `json:"negate,omitempty"`
	// AttackBonus is added to the value of each attack the bearer makes
	// while the card is in the active area ("add +1 attack to your next
	// four attacks" with a track marked by "attack"; "add +1 attack to
	// all your attacks this round" on a round half); 0: none.
	AttackBonus int `json:"attack_bonus,omitempty"`
	// Exclusive names the kind of bonus of which one card only is active
	// at a time ("song", "augment": "when another Song is played, discard
	// this card"): when a half of that kind goes to the active area, the
	// card of that kind already there leaves it (discarded, or lost when
	// its half is). Empty: none. A lower-case word (ValidExclusive).
	Exclusive string `json:"exclusive,omitempty"`
	// ExclusiveTwo names a kind of Exclusive of which, while this half is
	// active, two cards may be active at once ("You may have two Songs
	// active at once"): the table then takes none of that kind out of the
	// active area; when a third is played the players end one of the
	// others by hand (which one is theirs to choose).
	ExclusiveTwo string `json:"exclusive_two,omitempty"`
	// XPEachTurn is the experience the bearer gains at the start of each
	// of its turns while the card is active ("Gain experience at the
	// beginning of each of your turns"), 0 to MaxXPEachTurn; of the
	// active cards of one Exclusive kind one only gives it.
	XPEachTurn int `json:"xp_each_turn,omitempty"`
}

// MaxXPEachTurn is the most experience a card gives each turn.
const MaxXPEachTurn = 9

// MaxExclusive is the longest kind name of CardHalf.Exclusive.
const MaxExclusive = 24

// ValidExclusive reports whether s is a kind name CardHalf.Exclusive may
// hold: 1 to MaxExclusive lower-case letters and hyphens, a letter first.
func ValidExclusive(s string) bool {
	if s == "" || len(s) > MaxExclusive || s[0] < 'a' || s[0] > 'z' {
		return false
	}
	for _, c := range s {
		if (c < 'a' || c > 'z') && c != '-' {
			return false
		}
	}
	return true
}

// MaxUses is the most positions a use track has.
const MaxUses = 12
