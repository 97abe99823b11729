package monster

import "slices"

// A monster's ranks, as Action.Only names them.
const (
	RankNormal = "normal"
	RankElite  = "elite"
	RankBoss   = "boss"
)

// Ranks lists a monster's ranks in the order the data format documents.
var Ranks = []string{RankNormal, RankElite, RankBoss}

// Rank is the rank of the monster with stat card st.
func (st StatCard) Rank() string {
	switch {
	case st.Boss:
		return RankBoss
	case st.Elite:
		return RankElite
	}
	return RankNormal
}

// Performs reports whether the monster with stat card st performs a: a
// says no rank (Only), or names st's.
func (a Action) Performs(st StatCard) bool {
	return len(a.Only) == 0 || slices.Contains(a.Only, st.Rank())
}

// OtherRanks are the ranks ranks does not name, in the order of Ranks.
func OtherRanks(ranks []string) []string {
	var out []string
	for _, r := range Ranks {
		if !slices.Contains(ranks, r) {
			out = append(out, r)
		}
	}
	return out
}

// Performed returns the actions of actions the monster with stat card st
// performs (Performs), and the index in actions of each.
func Performed(actions []Action, st StatCard) ([]Action, []int) {
	out := make([]Action, 0, len(actions))
	idx := make([]int, 0, len(actions))
	for i, a := range actions {
		if a.Performs(st) {
			out, idx = append(out, a), append(idx, i)
		}
	}
	return out, idx
}
