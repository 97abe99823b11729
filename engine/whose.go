package engine

import (
	"reflect"

	"github.com/haventable/haventable/hexgrid"
)

// ActionCharacter tells whose action a is at a shared table: the ID of the
// character whose player may do it, or "" when it is the game master's
// alone.
//
// An action on a figure (a move, damage, healing, a condition, a bonus,
// its maximum hit points, taking it off the map) is its character's: the
// character itself, or the summoner of a summon. An action by a character
// (its initiative, long or short rest, hand, cards played, items used or
// refreshed, experience,
// exhaustion, a summon, an attack by it or its summon, money it loots,
// ending the turn it is taking, a card drawn from its own modifier deck)
// is that character's. Everything else is the game master's: monsters
// and their ability cards, the round, doors, money placed or moved,
// elements, the monster deck and cards added to or reset in any deck, and
// every action on a figure the scenario does not have.
func (s *Scenario) ActionCharacter(a Action) string {
	if a == nil {
		return ""
	}
	if v := reflect.ValueOf(a); v.Kind() == reflect.Pointer {
		if v.IsNil() {
			return ""
		}
		a = derefAction(a)
	}
	switch a := a.(type) {
	case Move:
		return s.characterOf(a.Figure)
	case MoveAlong:
		return s.characterOf(a.Figure)
	case RemoveFigure:
		return s.characterOf(a.Figure)
	case SetMaxHP:
		return s.characterOf(a.Figure)
	case DamageFigure:
		return s.characterOf(a.Figure)
	case HealFigure:
		return s.characterOf(a.Figure)
	case SetCondition:
		return s.characterOf(a.Figure)
	case AddBonus:
		return s.characterOf(a.Figure)
	case RemoveBonus:
		return s.characterOf(a.Figure)
	case SetInitiative:
		return s.character(a.Character)
	case LongRest:
		return s.character(a.Character)
	case GainXP:
		return s.character(a.Character)
	case Exhaust:
		return s.character(a.Character)
	case SetHand:
		return s.character(a.Character)
	case PlayCards:
		return s.character(a.Character)
	case ShortRest:
		return s.character(a.Character)
	case handAction:
		return s.character(a.handCharacter())
	case UseItem:
		return s.character(a.Character)
	case RefreshItem:
		return s.character(a.Character)
	case KeepBattleGoal:
		return s.character(a.Character)
	case AddSummon:
		return s.character(a.Summoner)
	case DrawAttack:
		return s.characterOf(a.Attacker)
	case ApplyAttack:
		if s.pending == nil {
			return ""
		}
		return s.characterOf(s.pending.Attacker)
	case LootMoney:
		return s.looter(a.At, a.By)
	case LootChest:
		return s.looter(a.At, a.By)
	case LootToken:
		return s.looterOf(a)
	case NextTurn, EndTurn:
		return s.characterOf(s.active)
	case DrawCard:
		return s.character(a.Deck)
	}
	// OpenDoor, PlaceMoney, MoveMoney, AddStandee, EndRound, Infuse,
	// Consume, SetMonsterInitiative, AddCard, ResetDeck, DrawAbilities,
	// SetImbuement: the game master's.
	return ""
}

// character is id when it names a character of the scenario, else "".
func (s *Scenario) character(id string) string {
	if f, ok := s.byID[id]; ok && f.Kind == KindCharacter {
		return id
	}
	return ""
}

// characterOf is the character a figure belongs to: a character itself,
// the character who summoned a summon; "" for a monster (an ally too) or
// an unknown figure.
func (s *Scenario) characterOf(id string) string {
	f, ok := s.byID[id]
	if !ok {
		return ""
	}
	switch f.Kind {
	case KindCharacter:
		return id
	case KindSummon:
		return s.character(f.Summoner)
	}
	return ""
}

// looter is the player of the character who loots hex at: by, or the
// character standing there ("" for none).
func (s *Scenario) looter(at hexgrid.Hex, by string) string {
	if by != "" {
		return s.character(by)
	}
	if id, ok := s.FigureAt(at); ok {
		return s.character(id)
	}
	return ""
}
