package engine

import "reflect"

// Part is a part of the table an action changes, for the screens that show
// only some of it: a screen redraws after a change of a part it shows.
type Part uint8

const (
	// PartPlaces: where figures stand on the map (and what of their turn
	// they did: TurnProgress).
	PartPlaces Part = 1 << iota
	// PartFigures: the figures' hit points, conditions, bonuses, cards,
	// money, and which are in play.
	PartFigures
	// PartRound: the round, initiatives, turns, ability cards drawn,
	// elements.
	PartRound
	// PartDecks: the modifier decks and the attack drawn.
	PartDecks
	// PartMap: terrain, doors, rooms and money tokens.
	PartMap
	// PartAll is every part: what a change that does not say what it
	// changed is taken to change.
	PartAll = PartPlaces | PartFigures | PartRound | PartDecks | PartMap
)

// Changes returns the parts of the table action a changed, given the report
// r it made: every part for an action it does not tell apart (the safe
// answer; a screen then redraws whole).
func Changes(a Action, r Report) Part {
	if v := reflect.ValueOf(a); v.Kind() == reflect.Pointer && !v.IsNil() {
		a = derefAction(a)
	}
	if _, ok := a.(MoveAlong); ok {
		if len(r.Sprung) == 0 && r.Fallen == nil {
			return PartPlaces // a move on plain hexes: only the places
		}
		return PartPlaces | PartFigures | PartMap // hurt; a trap sprung is gone
	}
	return PartAll
}
