package engine

import (
	"slices"

	"github.com/haventable/haventable/engine/monster"
)

// A card's rank switch ("All elite Ice Wraiths become normal, and all
// normal Ice Wraiths become elite": monster.KindSwitchRank;
// docs/monster-cards.md, "Card effects").

// RankSwitch is a standee a card's rank switch changed: its rank now and
// its hit points after it.
type RankSwitch struct {
	Figure string `json:"figure"`
	Elite  bool   `json:"elite"`
	HP     int    `json:"hp"`
	MaxHP  int    `json:"max_hp"`
}

// switchRanks makes every standee of monster type t in play (a boss
// aside) elite if it was normal and normal if it was elite, with the stats of its new rank:
// its maximum hit points are the new rank's, and its hit points stay as
// they were but at most that maximum, or become that maximum when they
// were the old one (an unhurt monster stays unhurt).
func (s *Scenario) switchRanks(t string) []RankSwitch {
	var out []RankSwitch
	for _, f := range s.figures {
		if f.Kind != KindMonster || f.MonsterType != t || !f.Alive() {
			continue
		}
		if cur, ok := s.MonsterStatCard(t, f.Elite); ok && cur.Boss {
			continue // a boss has no other rank
		}
		st, err := s.standeeStats(t, !f.Elite)
		if err != nil {
			continue // no stats for the other rank: it stays as it is
		}
		if f.HP == f.MaxHP || f.HP > st.HP {
			f.HP = st.HP
		}
		f.Elite, f.MaxHP, f.Shield = !f.Elite, st.HP, st.Shield
		f.Immune = slices.Clone(st.Immune)
		f.Retaliate, f.RetaliateRange = st.Retaliate, st.RetaliateRange
		out = append(out, RankSwitch{Figure: f.ID, Elite: f.Elite, HP: f.HP, MaxHP: f.MaxHP})
	}
	return out
}

// startSwitch carries out the rank switch of plan p, monster f's, as f's
// turn starts: the first monster of its type to act this round switches
// every standee of the type, once (the type's actions done this round,
// elementUses, keep it). It reports the standees switched, nil when the
// card has no switch or the type has switched already.
func (s *Scenario) startSwitch(f *Figure, p MonsterPlan) []RankSwitch {
	if p.switchIndex < 0 || p.RankSwitched {
		return nil
	}
	if s.elementUses == nil {
		s.elementUses = map[string][]int{}
	}
	s.elementUses[f.MonsterType] = append(slices.Clone(s.elementUses[f.MonsterType]), p.switchIndex)
	return s.switchRanks(f.MonsterType)
}

// switchAction reports whether action a is done once for a monster type
// in a round (an element use's consumption, a rank switch): what
// elementUses keeps.
func switchAction(a monster.Action) bool {
	return a.Type == monster.KindUse || a.Type == monster.KindSwitchRank
}
