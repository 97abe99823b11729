// Package battle is the card-battle engine: characters (Heroes and Evil
// Characters) and enhancements with exact strength and toughness, the
// increase and decrease abilities that change them, the phases of a turn and
// the outcome of a battle. It knows nothing of how cards are drawn on screen.
//
// The rules it implements:
//
//   - Increase and decrease abilities raise or lower strength and/or
//     toughness (Change), multiply them (Multiply, halving is 1/2) or change
//     them to a specified amount (Set). They target cards, characters or
//     enhancements, which must be in play.
//   - Dynamic abilities (marked * or X, "+1/+1 for each Hero in your
//     territory") are ongoing: they last until the end of the current phase
//     and are recomputed from the board whenever a value is read, so they
//     follow cards entering and leaving play. All other abilities are
//     instantaneous and their gains permanent. A Condition the engine can
//     count ("if you have two Heroes in play") is checked once when an
//     instantaneous ability is played (statically conditional) and whenever
//     the card is read for an ongoing one (dynamically conditional); other
//     conditions are the caller's to check before applying.
//   - A character whose toughness falls to 0 or less is discarded at once.
//   - The end of the battle phase ends the battle: a defeated side's cards
//     in it are discarded, the others leave it (Board.EndPhase).
//   - An enhancement's increase ability and the name-on-name bonus are
//     mutually exclusive; the player chooses (Enhance, BonusOrIncrease).
//   - Values are exact rationals (Value); nothing is ever rounded.
//   - An increase to a specific value that would lower the current value is
//     optional though the card does not say "may" (Set, LowerToValue).
//   - "Worth X/X if ..." is an increase or decrease ability (Worth); "if the
//     result is */0 or less, discard" only recalls the toughness rule.
//
// Choices the rules leave to a player are never made by the engine: an
// ability that needs one is refused with a *QuestionError, changing nothing,
// and is applied again with the answer filled in (Answered). Every operation
// is atomic: on error nothing changes.
//
// Order of abilities on one card: see Board. In short, abilities apply in the
// order played, each to the value left by those before it (a multiply or set
// also acts on ongoing abilities played before it); when a phase ends the
// ongoing abilities are removed and the rest stay.
//
// A typical screen lists Board.Cards, builds an Ability from the card the
// player uses and plays it with Board.Play; when the rules leave a choice
// open, the ability waits on the board (Board.Pending lists its questions)
// until Board.Answer finishes it or Board.Withdraw drops it. It ends the
// phase with Board.EndPhase and reads Board.Outcome. Callers that keep no
// state use Board.Apply, Board.Questions and Answered instead. A screen that
// keeps a history for undo makes every change an Action value (Enter,
// SetInBattle, Discard, UseAbility, EndPhase, Clear) applied by Board.Do,
// and rebuilds the board by applying them again (engine/undo).
package battle
