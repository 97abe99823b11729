// Package monsterturn is the monster-turn solver: where a monster with a
// move and an attack ends its move and whom it attacks, under the
// first-edition Gloomhaven rules or a later edition's (Input.Rules),
// worked out from plain values (a map, the terrain on it, the figures
// standing on it, the monster and its action: Input) with every resolution
// the rules allow (Turn, Solve) and why it focuses on whom it does
// (Turn.WhyFocus). It knows no scenario: the
// scenario describes a turn as it stands with engine's
// Scenario.MonsterTurnInput. docs/monster-turns.md describes the solver.
package monsterturn
