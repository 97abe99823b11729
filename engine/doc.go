// Package engine holds the rules of the game: attack modifier cards and decks,
// attack resolution target by target, active bonuses, figures on a scenario
// map, area-of-effect targeting and the exact odds of an attack. It knows
// nothing of how things are drawn or stored.
package engine
