// Package engine holds the rules of the game: attack modifier cards and decks,
// attack resolution target by target, active bonuses, figures on a scenario
// map and its terrain (obstacles, traps, hazardous and difficult terrain,
// doors, starting hexes), area-of-effect targeting and the exact odds of an
// attack. It knows nothing of how things are drawn or stored; scenario files
// are read by its subpackage scenariofile.
package engine
