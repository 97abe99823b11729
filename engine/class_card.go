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
}

// MaxUses is the most positions a use track has.
const MaxUses = 12
