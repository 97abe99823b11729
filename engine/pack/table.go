package pack

import (
	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/modifier"
)

// MonsterTable returns the hit points and shields of the pack's monster
// types at every scenario level, normal and elite, for a party of
// characters characters (the hit points may depend on it), and the ability
// deck each draws from, as the engine places monsters and plays their
// rounds by (engine.LoadScenarioFor, engine.DrawAbilities). A boss has its stats in
// both columns. A level a type has no stats for is left out (zero).
func (p *Pack) MonsterTable(characters int) engine.MonsterTable {
	return p.MonsterTableWith(characters, nil)
}

// MonsterTableWith is MonsterTable with the scenario's variables ("X": 3;
// one missing is 0): see Monster.Variables.
func (p *Pack) MonsterTableWith(characters int, vars map[string]int) engine.MonsterTable {
	characters = min(max(characters, 1), MaxCharacters)
	decks := make(map[string]*engine.AbilityDeckInfo, len(p.Decks))
	for i := range p.Decks {
		decks[p.Decks[i].Name] = p.Decks[i].TableInfo(characters, vars)
	}
	out := make(engine.MonsterTable, len(p.Monsters))
	for i := range p.Monsters {
		m := &p.Monsters[i]
		mt := engine.MonsterType{Name: m.Name, Deck: decks[m.DeckName()]}
		for level := 0; level < ScenarioLevels && level <= engine.MaxScenarioLevel; level++ {
			for _, elite := range []bool{false, true} {
				st, err := m.StatCardWith(level, elite, characters, vars)
				if err != nil {
					continue
				}
				for i, sp := range st.Special { // a boss's special actions' counts
					st.Special[i] = WorkOutCounts(sp, characters, vars)
				}
				col := &mt.Normal
				if elite {
					col = &mt.Elite
				}
				col[level] = engine.MonsterStats{HP: st.HitPoints, Shield: st.Shield, Immune: immuneKinds(st.Immunities),
					Retaliate: min(st.Retaliate, modifier.MaxValue), RetaliateRange: min(st.RetaliateRange, modifier.MaxValue)}
				if st.CheckBounds() == nil {
					col[level].Card = &st
				}
			}
		}
		out[m.Name] = mt
	}
	return out
}

// MergeTables returns one table holding the types of every table given; a
// type in several takes its stats from the first.
func MergeTables(tables ...engine.MonsterTable) engine.MonsterTable {
	out := engine.MonsterTable{}
	for _, t := range tables {
		for name, mt := range t {
			if _, ok := out[name]; !ok {
				out[name] = mt
			}
		}
	}
	return out
}

// immuneKinds are the engine's kinds of the immunities a stat card names
// (conditions, push and pull; others are left to the players).
func immuneKinds(names []string) []modifier.EffectKind {
	var out []modifier.EffectKind
	for _, n := range names {
		if k, ok := modifier.ParseEffectKind(n); ok && (k.IsCondition() || k == modifier.Push || k == modifier.Pull) {
			out = append(out, k)
		}
	}
	return out
}
