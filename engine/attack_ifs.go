package engine

import (
	"github.com/haventable/haventable/engine/condbonus"
	"github.com/haventable/haventable/engine/modifier"
)

// ifFacts are the facts of the table the conditional bonuses of attack a
// by att on figure f are checked against (condbonus.Facts): whether the
// attack is melee, the two adjacent, the allies of each adjacent to the
// target (on the map: not through a wall), hit points and conditions,
// the target's negative ones counted by IsNegativeCondition.
func (s *Scenario) ifFacts(att, f *Figure, a modifier.Attack) condbonus.Facts {
	fs := condbonus.Facts{Melee: !a.Ranged, TargetHP: f.HP, TargetMaxHP: f.MaxHP, SelfHP: att.HP, SelfMaxHP: att.MaxHP}
	for _, k := range f.Conditions.List() {
		fs.TargetConditions = append(fs.TargetConditions, k.String())
		if IsNegativeCondition(k) {
			fs.TargetNegative++
		}
	}
	for _, k := range att.Conditions.List() {
		fs.SelfConditions = append(fs.SelfConditions, k.String())
	}
	if s.grid == nil || !att.OnMap || !f.OnMap {
		return fs
	}
	fs.Adjacent = s.grid.Adjacent(att.At, f.At)
	fs.AlliesAdjacent = s.adjacentOf(att.Side, f, att)
	fs.TargetAllies = s.adjacentOf(f.Side, f, att)
	return fs
}

// ifCounts are how many times each conditional bonus of attack a by att
// holds of figure f (modifier.Defender.Ifs); nil when a has none.
func (s *Scenario) ifCounts(att, f *Figure, a modifier.Attack) []int {
	if len(a.Ifs) == 0 {
		return nil
	}
	fs := s.ifFacts(att, f, a)
	out := make([]int, len(a.Ifs))
	for i, b := range a.Ifs {
		out[i] = min(b.Count(fs), modifier.MaxValue)
	}
	return out
}

// ifXP is the experience the conditional bonuses of attack a give for its
// results: each bonus's experience once for the ability, as many times as
// it held of the target it held of most ("gain experience if the target
// is …" is gained once however many targets it holds of; "gain experience
// for each negative condition on the target" as many times as the
// target's count).
func ifXP(a modifier.Attack, targets []modifier.TargetResult) int {
	xp := 0
	for i, b := range a.Ifs {
		most := 0
		for _, r := range targets {
			if i < len(r.Ifs) {
				most = max(most, r.Ifs[i])
			}
		}
		xp += most * b.XP
	}
	return xp
}
