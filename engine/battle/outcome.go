package battle

import (
	"errors"
	"fmt"
)

// ErrNoBattle is returned by Outcome when a player has no character in battle.
var ErrNoBattle = errors.New("no battle")

// Outcome is the result of a battle as the cards in it stand now. Arrays are
// indexed by Player.
type Outcome struct {
	Strength  [2]Value // total strength of each player's cards in battle
	Toughness [2]Value // total toughness of each player's cards in battle
	Defeated  [2]bool  // the other player's total strength is at least this one's total toughness
}

// MutualDestruction reports whether both sides are defeated.
func (o Outcome) MutualDestruction() bool { return o.Defeated[Player1] && o.Defeated[Player2] }

// Stalemate reports whether neither side is defeated.
func (o Outcome) Stalemate() bool { return !o.Defeated[Player1] && !o.Defeated[Player2] }

// Winner returns the player who defeats the other and is not defeated, if
// there is one.
func (o Outcome) Winner() (Player, bool) {
	switch {
	case o.Defeated[Player2] && !o.Defeated[Player1]:
		return Player1, true
	case o.Defeated[Player1] && !o.Defeated[Player2]:
		return Player2, true
	}
	return 0, false
}

// String states the outcome.
func (o Outcome) String() string {
	s := fmt.Sprintf("%s (strength %s, toughness %s) against %s (strength %s, toughness %s): ",
		Player1, o.Strength[0], o.Toughness[0], Player2, o.Strength[1], o.Toughness[1])
	if w, ok := o.Winner(); ok {
		return s + w.String() + " wins"
	}
	if o.MutualDestruction() {
		return s + "mutual destruction"
	}
	return s + "stalemate"
}

// Outcome totals the strength and toughness of every card in play and in
// battle (enhancements standing as cards count with their side) and decides
// who is defeated: a side is defeated when the other side's total strength is
// at least its total toughness; both may be (mutual destruction), or neither
// (stalemate). Each player needs a character in battle, else ErrNoBattle.
func (b *Board) Outcome() (Outcome, error) {
	var o Outcome
	var chars [2]int
	for _, c := range b.cards {
		if !c.inPlay || !c.inBattle {
			continue
		}
		p := c.spec.Owner
		v := b.values(c)
		o.Strength[p] = o.Strength[p].Add(v[0])
		o.Toughness[p] = o.Toughness[p].Add(v[1])
		if c.spec.Kind.IsCharacter() {
			chars[p]++
		}
	}
	for p := Player1; p <= Player2; p++ {
		if chars[p] == 0 {
			return Outcome{}, fmt.Errorf("outcome: %w: %s has no character in battle", ErrNoBattle, p)
		}
	}
	for p := Player1; p <= Player2; p++ {
		o.Defeated[p] = o.Strength[p.Opponent()].Cmp(o.Toughness[p]) >= 0
	}
	return o, nil
}
