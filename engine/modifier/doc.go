// Package modifier holds the attack modifier math of the game: the cards and
// their notation, the decks (with perks and the shared supply of bless and
// curse cards), the card step with advantage and disadvantage, the
// resolution of one attack on its targets from plain values (the attacker's
// own adjustments, the defenders' shields, active bonuses and retaliate)
// with its log, and the exact odds of an attack on one target or on
// several. It knows nothing of the scenario map or its figures; package
// engine places attacks on the map and keeps the decks of a scenario.
package modifier
