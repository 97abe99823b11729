package pack

import (
	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/rules"
)

// EditionBattleGoals are the battle goal cards of edition e in packs as the
// table deals them (engine.WithBattleGoals), named in language lang: those
// of the packs made for e, the first pack giving a number winning; when
// none is made for e, those of every pack.
func EditionBattleGoals(packs []*Pack, e rules.Edition, lang string) []engine.BattleGoal {
	goals := editionCards(packs, e, func(pk *Pack) []BattleGoal { return pk.BattleGoals }, func(g BattleGoal) string { return g.ID })
	out := make([]engine.BattleGoal, len(goals))
	for i, g := range goals {
		out[i] = engine.BattleGoal{ID: g.ID, Name: g.Name.In(lang), Text: g.Text.In(lang), Checks: g.Checks}
	}
	return out
}
