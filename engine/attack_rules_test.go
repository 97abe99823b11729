package engine

import (
	"testing"

	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/engine/rules"
)

// TestAttackFollowsTheEditionsAdvantage: an attack with advantage draws and
// applies the modifier cards by the scenario's edition, and the odds it
// shows follow the same rule. A rolling +1, then -1, then +2: Frosthaven
// draws the three and applies the rolling card with the better +2 (attack
// 2 → 5); the others draw two and add them (2).
func TestAttackFollowsTheEditionsAdvantage(t *testing.T) {
	for _, e := range rules.Editions {
		t.Run(string(e), func(t *testing.T) {
			s := newTestScenario(t)
			s.rules = e
			scnMust(t, s.addCharacter(scnChar("a", 0, 0, 10)))
			scnMust(t, s.addMonster(scnMonster("rat", 1, false, 1, 0, 9)))
			stackDeck(t, s, "a", "+1 roll", "-1", "+2", "+0")
			a := modifier.Attack{Value: 2, Advantage: true}
			in, err := s.AttackOddsInput("a", a, "rat-1")
			scnMust(t, err)
			if in.Rules != e {
				t.Errorf("odds input rules %q, want %q", in.Rules, e)
			}
			out, err := s.attack("a", a, []string{"rat-1"})
			scnMust(t, err)
			r := out.Targets[0].Result
			drawn, damage := 2, 2
			if e.AdvantageRollsOnFirstCardOnly() {
				drawn, damage = 3, 5
			}
			if len(r.Drawn) != drawn || r.Damage != damage {
				t.Errorf("drew %v, used %v, damage %d; want %d cards drawn, damage %d", r.Drawn, r.Used, r.Damage, drawn, damage)
			}
		})
	}
}
