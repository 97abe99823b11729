// Package engine holds the rules of the game around the table: figures on a
// scenario map and its terrain (obstacles, traps, hazardous and difficult
// terrain, doors, starting hexes), conditions, elements, area-of-effect
// targeting, the monsters' turns, which it describes from the table as it
// stands and solves through package monsterturn (focus, movement and
// targets), and attacks placed on the map, which it resolves and works out
// the odds of through package modifier (the attack modifier cards and
// decks, attack resolution target by target, active bonuses and exact
// odds). It knows nothing of how things are drawn or
// stored; scenario files are read by its subpackage scenariofile.
package engine
