package pack

import (
	"strings"
	"testing"

	"github.com/haventable/haventable/engine/monster"
)

// The effect options of an action line read back to the same action, and
// lines that misuse them stay text.
func TestEffectOptionsInActionLines(t *testing.T) {
	for _, c := range []struct {
		line       string
		structured bool
		want       monster.Action
	}{
		{"attack +0, ally-adjacent +2", true, monster.Action{Type: monster.KindAttack, Value: monster.Plus(0), AllyAdjacent: 2}},
		{"attack 3, range 2, ally-adjacent +1", true, monster.Action{Type: monster.KindAttack, Value: monster.Fixed(3), Range: monster.Fixed(2), AllyAdjacent: 1}},
		{"summon Ooze, summoner-hp", true, monster.Action{Type: monster.KindSummon, Monster: "Ooze", SummonerHP: true}},
		{"attack +0, summoner-hp", false, monster.Action{}},
		{"move +0, ally-adjacent +2", false, monster.Action{}},
		{"attack +0, ally-adjacent 2", false, monster.Action{}},
		{"attack +0, ally-adjacent +0", false, monster.Action{}},
	} {
		a, ok := ParseActionLine(c.line)
		if ok != c.structured {
			t.Errorf("%q: structured %v, want %v (%+v)", c.line, ok, c.structured, a)
			continue
		}
		if !ok {
			continue
		}
		if FormatActionLine(a) != c.line || a.AllyAdjacent != c.want.AllyAdjacent || a.SummonerHP != c.want.SummonerHP || a.Type != c.want.Type {
			t.Errorf("%q: read %+v, written %q", c.line, a, FormatActionLine(a))
		}
	}
}

// The checker refuses an effect an action cannot have.
func TestEffectFieldsChecked(t *testing.T) {
	c := &checker{}
	c.effects("a", monster.Action{Type: monster.KindMove, Value: monster.Plus(0), AllyAdjacent: 2})
	c.effects("b", monster.Action{Type: monster.KindAttack, Value: monster.Plus(0), AllyAdjacent: 100})
	c.effects("c", monster.Action{Type: monster.KindAttack, Value: monster.Plus(0), AllyAdjacent: 2})
	c.effects("d", monster.Action{Type: monster.KindMove, Value: monster.Plus(0), SummonerHP: true})
	c.effects("c", monster.Action{Type: monster.KindSummon, Monster: "Ooze", SummonerHP: true})
	got := ""
	for _, e := range c.errs {
		got += e.Error() + "\n"
	}
	if !strings.Contains(got, "a.ally_adjacent") || !strings.Contains(got, "b.ally_adjacent") || !strings.Contains(got, "d.summoner_hp") || strings.Contains(got, "c.") {
		t.Errorf("errors:\n%s", got)
	}
}
