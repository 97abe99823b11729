package pack

import (
	"github.com/haventable/haventable/engine/condbonus"
	"reflect"
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
		{"damage 2, self, if-performed attack", true, monster.Action{Type: monster.KindDamage, Value: monster.Fixed(2), Self: true, IfPerformed: "attack"}},
		{"damage 1, self, if-performed move", true, monster.Action{Type: monster.KindDamage, Value: monster.Fixed(1), Self: true, IfPerformed: "move"}},
		{"damage 1, self, if-performed heal", false, monster.Action{}},
		{"attack +1, if-performed move", false, monster.Action{}},
		{"attack +1, advantage", true, monster.Action{Type: monster.KindAttack, Value: monster.Plus(1), Advantage: true}},
		{"move +1, advantage", false, monster.Action{}},
		{"disadvantage", true, monster.Action{Type: monster.KindDisadvantage}},
		{"summon Deep Terror, adjacent-target", true, monster.Action{Type: monster.KindSummon, Monster: "Deep Terror", AdjacentTarget: true}},
		{"disadvantage 1", false, monster.Action{}},
		{"heal 0, self, damage-dealt", true, monster.Action{Type: monster.KindHeal, Value: monster.Fixed(0), Self: true, DamageDealt: true}},
		{"move +0, ally-adjacent +2", false, monster.Action{}},
		{"attack +0, ally-adjacent 2", false, monster.Action{}},
		{"attack +0, ally-adjacent +0", false, monster.Action{}},
		{"attack 3, xp-each-target 1", true, monster.Action{Type: monster.KindAttack, Value: monster.Fixed(3), XPEachTarget: 1}},
		{"attack 2, range 3, xp-each-target 2", true, monster.Action{Type: monster.KindAttack, Value: monster.Fixed(2), Range: monster.Fixed(3), XPEachTarget: 2}},
		{"move 2, xp-each-target 1", false, monster.Action{}},
		{"attack 2, xp-each-target 10", false, monster.Action{}},
		{"attack 2, xp-each-target", false, monster.Action{}},
	} {
		a, ok := ParseActionLine(c.line)
		if ok != c.structured {
			t.Errorf("%q: structured %v, want %v (%+v)", c.line, ok, c.structured, a)
			continue
		}
		if !ok {
			continue
		}
		if FormatActionLine(a) != c.line || a.AllyAdjacent != c.want.AllyAdjacent || a.SummonerHP != c.want.SummonerHP || a.IfPerformed != c.want.IfPerformed || a.Advantage != c.want.Advantage || a.DamageDealt != c.want.DamageDealt || a.AdjacentTarget != c.want.AdjacentTarget || a.XPEachTarget != c.want.XPEachTarget || a.Type != c.want.Type {
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
	c.effects("e", monster.Action{Type: monster.KindDamage, Value: monster.Fixed(1), IfPerformed: "attack"})
	c.effects("f", monster.Action{Type: monster.KindMove, Value: monster.Plus(0), Advantage: true})
	c.effects("g", monster.Action{Type: monster.KindHeal, Value: monster.Fixed(2), Self: true, DamageDealt: true})
	c.effects("c", monster.Action{Type: monster.KindHeal, Value: monster.Fixed(0), Self: true, DamageDealt: true})
	c.effects("c", monster.Action{Type: monster.KindDamage, Value: monster.Fixed(1), Self: true, IfPerformed: "move"})
	c.effects("h", monster.Action{Type: monster.KindMove, Value: monster.Fixed(1), XPEachTarget: 1})
	c.effects("i", monster.Action{Type: monster.KindAttack, Value: monster.Fixed(1), XPEachTarget: 10})
	c.effects("c", monster.Action{Type: monster.KindAttack, Value: monster.Fixed(1), XPEachTarget: 1})
	got := ""
	for _, e := range c.errs {
		got += e.Error() + "\n"
	}
	if !strings.Contains(got, "a.ally_adjacent") || !strings.Contains(got, "b.ally_adjacent") || !strings.Contains(got, "d.summoner_hp") || !strings.Contains(got, "e.if_performed") || !strings.Contains(got, "f.advantage") || !strings.Contains(got, "g.damage_dealt") ||
		!strings.Contains(got, "h.xp_each_target") || !strings.Contains(got, "i.xp_each_target") || strings.Contains(got, "c.") {
		t.Errorf("errors:\n%s", got)
	}
}

// The effect options in a player's words: the option and the ability it
// names are read and written in them.
func TestEffectOptionsInPlayersWords(t *testing.T) {
	ws := Words{monster.KindDamage: "Schaden", monster.KindAttack: "Angriff", "self": "selbst", "if-performed": "falls-ausgeführt"}
	line := "Schaden 2, selbst, falls-ausgeführt Angriff"
	a, ok := ws.ParseActionLine(line)
	if !ok || a.IfPerformed != monster.KindAttack || !a.Self {
		t.Fatalf("%q read as %+v (%v)", line, a, ok)
	}
	if got := ws.FormatActionLine(a); got != line {
		t.Errorf("written %q, want %q", got, line)
	}
}

// "Gain experience for each enemy targeted" under a class card's attack
// is its XPEachTarget; on a monster's card the checker refuses it.
func TestXPEachTarget(t *testing.T) {
	for _, c := range []struct {
		line string
		on   monster.Action
		want int
	}{
		{"Gain experience for each enemy targeted.", monster.Action{Type: monster.KindAttack, Value: monster.Fixed(2)}, 1},
		{"<small>Gain 2 experience for each enemy targeted</small>", monster.Action{Type: monster.KindAttack, Value: monster.Fixed(2)}, 2},
		{"Gain experience for each enemy targeted.", monster.Action{Type: monster.KindMove, Value: monster.Fixed(2)}, 0},
		{"Gain experience for each two enemies targeted.", monster.Action{Type: monster.KindAttack, Value: monster.Fixed(2)}, 0},
	} {
		a := c.on
		if ok := AttackEffect(&a, c.line); ok != (c.want > 0) || a.XPEachTarget != c.want {
			t.Errorf("%q on %s: %v, %d; want %d", c.line, c.on.Type, ok, a.XPEachTarget, c.want)
		}
	}
	monsterCard := `{"format":"haventable-pack","version":1,"name":"P","decks":[{"name":"D","cards":[{"number":1,"initiative":10,"actions":[{"type":"attack","value":1,"xp_each_target":1}]}]}]}`
	if _, err := Parse([]byte(monsterCard)); err == nil || !strings.Contains(err.Error(), "xp_each_target") {
		t.Errorf("a monster's attack with experience for each target: %v", err)
	}
}

// An attack's conditional bonuses: the editions' words under an attack
// read into the grammar's pieces, the action line writes and reads them
// ("if …", one option a bonus), and only an attack has them.
func TestConditionalBonuses(t *testing.T) {
	a := monster.Action{Type: monster.KindAttack, Value: monster.Fixed(3)}
	if !AttackEffect(&a, "Add +2 attack and gain experience when the target is adjacent to any of your allies.") ||
		!AttackEffect(&a, "<small>Add +1 attack for each negative condition on the target</small>") {
		t.Fatalf("the words were not read: %+v", a)
	}
	want := []condbonus.Bonus{{When: []string{condbonus.AllyAdjacent}, Attack: 2, XP: 1}, {Per: condbonus.PerNegative, Attack: 1}}
	if !reflect.DeepEqual(a.Ifs, want) {
		t.Fatalf("read %+v, want %+v", a.Ifs, want)
	}
	line := "attack 3, if ally-adjacent add +2 xp 1, if per negative add +1"
	if got := FormatActionLine(a); got != line {
		t.Errorf("written %q, want %q", got, line)
	}
	if b, ok := ParseActionLine(line); !ok || !reflect.DeepEqual(b, a) {
		t.Errorf("%q read %+v, %v", line, b, ok)
	}
	mv := monster.Action{Type: monster.KindMove, Value: monster.Fixed(2)}
	if AttackEffect(&mv, "Add +2 attack if you are invisible") {
		t.Error("a move read an attack's bonus")
	}
	for _, bad := range []string{"move 2, if alone add +1", "attack 2, if doomed add +2", "attack 2, if alone", "attack 2, if alone add +2 +2"} {
		if _, ok := ParseActionLine(bad); ok {
			t.Errorf("%q read as structured", bad)
		}
	}
	card := `{"format":"haventable-pack","version":1,"name":"P","decks":[{"name":"D","cards":[{"number":1,"initiative":10,"actions":[{"type":"move","value":1,"if":[{"when":["alone"],"attack":2}]}]}]}]}`
	if _, err := Parse([]byte(card)); err == nil || !strings.Contains(err.Error(), ".if") {
		t.Errorf("a move with a conditional bonus: %v", err)
	}
}
