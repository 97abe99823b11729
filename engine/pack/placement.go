package pack

import (
	"strings"

	"github.com/haventable/haventable/engine/monster"
)

// SummonPlacementNotes attaches the words of where summons go, written as
// a line of their own right after them ("Summon one Eel …", then "in an
// adjacent unoccupied hex with a water tile."), to each summon of that run
// as its note, and leaves the line out: the words are the summons', shown
// with them; where the players place the monsters is theirs to say.
func SummonPlacementNotes(actions []monster.Action) []monster.Action {
	out := actions[:0:0]
	for _, a := range actions {
		if a.Type == monster.KindText && placementWords(a.Text) {
			first := len(out)
			for first > 0 && out[first-1].Type == monster.KindSummon && out[first-1].Text == "" {
				first--
			}
			if first < len(out) {
				for i := first; i < len(out); i++ {
					out[i].Text = a.Text
				}
				continue
			}
		}
		out = append(out, a)
	}
	return out
}

// placementWords reports whether a line only says in which hex something
// goes: "in an adjacent unoccupied hex with a water tile".
func placementWords(s string) bool {
	t := strings.ToLower(strings.TrimSpace(s))
	return (strings.HasPrefix(t, "in a ") || strings.HasPrefix(t, "in an ")) && strings.Contains(t, " hex")
}
