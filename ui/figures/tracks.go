package figures

import "github.com/haventable/haventable/engine"

// trackMemory remembers how long the use track of each figure's bonuses was
// when the screen first saw it, so that the positions already used can be
// drawn as empty circles. The engine keeps only the uses left; what is
// remembered here is for display only and starts afresh with the app (a
// bonus first seen with 2 uses left shows a track of 2).
type trackMemory struct {
	seen map[string][]trackSeen // figure ID → its bonuses as last seen
	gone map[string][]trackSeen // figure ID → bonuses dropped, latest last
}

type trackSeen struct {
	bonus  engine.Bonus
	length int
}

// maxGone bounds the dropped bonuses remembered per figure (for undo).
const maxGone = 16

func sameBonus(a, b engine.Bonus) bool {
	return a.Kind == b.Kind && a.Value == b.Value && a.Duration == b.Duration && (a.Uses > 0) == (b.Uses > 0)
}

// lengths returns the track length of each of bs, the figure's bonuses as
// they are now, and remembers them. The engine never reorders bonuses: it
// appends new ones, spends uses, and drops spent, expired or removed ones,
// so the bonuses now are matched in order against those last seen. One
// that matches none of them may be a dropped one brought back by undo; else
// it is new and its track is its uses left.
func (m *trackMemory) lengths(id string, bs engine.Bonuses) []int {
	if m.seen == nil {
		m.seen = map[string][]trackSeen{}
		m.gone = map[string][]trackSeen{}
	}
	prev := m.seen[id]
	used := make([]bool, len(prev))
	out := make([]int, len(bs))
	now := make([]trackSeen, len(bs))
	j := 0
	for i, b := range bs {
		out[i] = b.Uses
		matched := false
		for k := j; k < len(prev); k++ {
			if sameBonus(prev[k].bonus, b) {
				out[i] = max(prev[k].length, b.Uses)
				used[k], matched = true, true
				j = k + 1
				break
			}
		}
		if !matched && b.Uses > 0 {
			gone := m.gone[id]
			for k := len(gone) - 1; k >= 0; k-- {
				if sameBonus(gone[k].bonus, b) && gone[k].length >= b.Uses {
					out[i] = gone[k].length
					m.gone[id] = append(gone[:k:k], gone[k+1:]...)
					break
				}
			}
		}
		now[i] = trackSeen{bonus: b, length: out[i]}
	}
	for k, p := range prev {
		if !used[k] && p.length > 0 {
			m.gone[id] = append(m.gone[id], p)
		}
	}
	if g := m.gone[id]; len(g) > maxGone {
		m.gone[id] = g[len(g)-maxGone:]
	}
	m.seen[id] = now
	return out
}

// added tells the memory that the player gave figure id a new bonus: a
// bonus like it dropped earlier does not lend it its track.
func (m *trackMemory) added(id string) {
	if m.gone != nil {
		delete(m.gone, id)
	}
}
