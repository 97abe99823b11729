package engine

import (
	"maps"
	"slices"

	"github.com/haventable/haventable/engine/modifier"
)

// clone returns a copy of the scenario that shares nothing it can change
// with s: Do applies an action to a copy and keeps it only when the action
// succeeds, so that a refused action leaves s as it was.
//
// Only what is never written once set is shared: the map (opening a door
// builds a new one), the file the scenario was loaded from and its
// encoding, the ability decks' card texts (AbilityDeckInfo) and the stat
// cards (MonsterStats.Card). TestScenarioCloneSharesNothing walks a
// scenario with every field set and fails on a field left shared (a new
// field of Scenario must be set in its fixture, then copied here).
func (s *Scenario) clone() *Scenario {
	c := *s
	c.terrain = terrain{kinds: maps.Clone(s.terrain.kinds), doors: maps.Clone(s.terrain.doors),
		starts: slices.Clone(s.terrain.starts), trapDamage: maps.Clone(s.terrain.trapDamage)}
	c.rooms = rooms{list: slices.Clone(s.rooms.list), roomOf: maps.Clone(s.rooms.roomOf),
		hidden: slices.Clone(s.rooms.hidden)}
	for i, r := range c.rooms.list {
		c.rooms.list[i].Hexes = slices.Clone(r.Hexes)
	}
	for i, h := range c.rooms.hidden {
		c.rooms.hidden[i].Figure = h.Figure.clone()
	}
	c.stats = cloneMap(s.stats, func(ts typeStats) typeStats {
		ts.Normal.Immune, ts.Elite.Immune = slices.Clone(ts.Normal.Immune), slices.Clone(ts.Elite.Immune)
		return ts
	})
	c.src = s.src.Clone()
	c.abilities = cloneMap(s.abilities, func(d *abilityDeck) *abilityDeck {
		deck := *d.deck
		deck.shuffle, deck.draw, deck.discard = slices.Clone(deck.shuffle), slices.Clone(deck.draw), slices.Clone(deck.discard)
		deck.src = c.src
		return &abilityDeck{info: d.info, deck: &deck}
	})
	c.abilityOf = maps.Clone(s.abilityOf)
	c.elementUses = cloneMap(s.elementUses, slices.Clone)
	if s.figures != nil {
		c.figures = make([]*Figure, len(s.figures))
	}
	c.byID = make(map[string]*Figure, len(s.byID))
	for i, f := range s.figures {
		g := f.clone()
		c.figures[i], c.byID[g.ID] = &g, &g
	}
	if s.byID == nil {
		c.byID = nil
	}
	c.money = maps.Clone(s.money)
	c.chests = slices.Clone(s.chests)
	for i := range c.chests {
		c.chests[i].Gives = slices.Clone(c.chests[i].Gives)
	}
	c.charInit, c.monInit = maps.Clone(s.charInit), maps.Clone(s.monInit)
	if s.position != nil {
		p := *s.position
		c.position = &p
	}
	c.acted, c.lateAt = maps.Clone(s.acted), maps.Clone(s.lateAt)
	c.turnDid = slices.Clone(s.turnDid)
	sup, decks := s.supply.Clone(c.src)
	c.supply = sup
	c.decks = cloneMap(s.decks, func(d *modifier.Deck) *modifier.Deck { return decks[d] })
	c.monsterDeck, c.allyDeck = decks[s.monsterDeck], decks[s.allyDeck]
	if s.pending != nil {
		p := s.pending.clone()
		c.pending = &p
	}
	if s.lootDeck != nil {
		c.lootDeck = &lootDeck{draw: slices.Clone(s.lootDeck.draw)}
	}
	c.allies = slices.Clone(s.allies)
	c.hands = cloneMap(s.hands, (*Hand).clone)
	c.items = cloneMap(s.items, (*tableItems).clone)
	c.goals = cloneMap(s.goals, (*GoalHand).clone)
	c.progress = s.progress.clone()
	return &c
}

// cloneMap copies m, each value through cloneValue (nil stays nil).
func cloneMap[K comparable, V any](m map[K]V, cloneValue func(V) V) map[K]V {
	if m == nil {
		return nil
	}
	out := make(map[K]V, len(m))
	for k, v := range m {
		out[k] = cloneValue(v)
	}
	return out
}
