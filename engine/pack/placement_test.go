package pack

import (
	"testing"

	"github.com/haventable/haventable/engine/monster"
)

// The words of where summons go, on a line after them, become each
// summon's note; other lines, and such words after anything else, stay.
func TestSummonPlacementNotes(t *testing.T) {
	where := "in an adjacent unoccupied hex with a water tile."
	in := []monster.Action{
		{Type: monster.KindText, Text: "Create one 1-hex water tile in an adjacent empty hex."},
		{Type: monster.KindSummon, Monster: "Eel", Only: []string{monster.RankNormal}},
		{Type: monster.KindSummon, Monster: "Eel", Elite: true, Only: []string{monster.RankElite}},
		{Type: monster.KindText, Text: where},
		{Type: monster.KindAttack, Value: monster.Plus(0)},
		{Type: monster.KindText, Text: where},
	}
	got := SummonPlacementNotes(in)
	if len(got) != 5 || got[1].Text != where || got[2].Text != where || got[0].Type != monster.KindText ||
		got[4].Type != monster.KindText || got[3].Type != monster.KindAttack {
		t.Errorf("%+v", got)
	}
	if in[1].Text != "" {
		t.Error("the actions given were changed")
	}
}
