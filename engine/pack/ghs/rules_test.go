package ghs

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/engine/monster"
	"github.com/haventable/haventable/engine/pack"
)

// Each case is one card's actions as GHS writes them, worked out for a
// ranged monster (attack 3, range 4) and a melee one (attack 3): how GHS
// shows the card for each. One line per rule the importer follows.
func TestCardActionsAsThePeerPlaysThem(t *testing.T) {
	ranged := monster.StatCard{Monster: "Archer", Move: 2, Attack: 3, Range: 4, Target: 1, Characters: 2}
	melee := monster.StatCard{Monster: "Guard", Move: 2, Attack: 3, Target: 1, Characters: 2}
	for _, c := range []struct{ name, actions, ranged, melee string }{
		{"no range written: the stat card's", `[{"type":"attack","value":1,"valueType":"minus"}]`, "Attack 2, Range 4", "Attack 2"},
		{"a relative range", `[{"type":"attack","value":1,"valueType":"plus","subActions":[{"type":"range","value":1,"valueType":"minus"}]}]`,
			"Attack 4, Range 3", "Attack 4"},
		{"a fixed range", `[{"type":"attack","value":0,"valueType":"plus","subActions":[{"type":"range","value":2}]}]`, "Attack 3, Range 2", "Attack 3, Range 2"},
		{"an area around the monster: no range", `[{"type":"attack","value":0,"valueType":"plus","subActions":[{"type":"area","value":"(0,0,active)|(1,0,target)"}]}]`,
			"Attack 3, Area 1 hexes", "Attack 3, Area 1 hexes"},
		{"an area placed within range", `[{"type":"attack","value":0,"valueType":"plus","subActions":[{"type":"area","value":"(0,0,target)|(1,0,target)"}]}]`,
			"Attack 3, Range 4, Area 2 hexes", "Attack 3, Area 2 hexes"},
		{"a special target: no range", `[{"type":"attack","value":0,"valueType":"plus","subActions":[{"type":"specialTarget","value":"allEnemies"}]}]`,
			"Attack 3 | all enemies", "Attack 3 | all enemies"},
		{"a Frosthaven condition", `[{"type":"attack","value":0,"valueType":"plus","subActions":[{"type":"range","value":2},{"type":"condition","value":"impair"}]}]`,
			"Attack 3, Range 2, Impair", "Attack 3, Range 2, Impair"},
		{"damage to all adjacent enemies in words", `[{"type":"custom","value":"All adjacent enemies<br>suffer 1 damage."}]`, "Damage 1, Area 6 hexes", "Damage 1, Area 6 hexes"},
		{"a push of its own", `[{"type":"push","value":2,"subActions":[{"type":"specialTarget","value":"enemiesAdjacent"}]}]`, "Push 2, Area 6 hexes", "Push 2, Area 6 hexes"},
		{"a pull and a condition joined", `[{"type":"concatenation","value":"and:2","subActions":[{"type":"pull","value":1},{"type":"condition","value":"wound"},{"type":"specialTarget","value":"enemyAdjacent"}]}]`,
			"Pull 1, Range 1, Wound", "Pull 1, Range 1, Wound"},
		{"damage to adjacent enemies under an attack", `[{"type":"attack","value":1,"valueType":"plus","subActions":[{"type":"custom","value":"All adjacent enemies suffer 1 damage."}]}]`,
			"Attack 4, Range 4 | Damage 1, Area 6 hexes", "Attack 4 | Damage 1, Area 6 hexes"},
		{"a condition on all adjacent enemies", `[{"type":"condition","value":"wound","subActions":[{"type":"specialTarget","value":"enemiesAdjacent"}]}]`,
			"Area 6 hexes, Wound", "Area 6 hexes, Wound"},
		{"conditions joined on one adjacent enemy", `[{"type":"concatenation","value":"and:2","subActions":[{"type":"condition","value":"disarm"},{"type":"condition","value":"muddle"},{"type":"specialTarget","value":"enemyAdjacent"}]}]`,
			"Range 1, Disarm, Muddle", "Range 1, Disarm, Muddle"},
		{"a heal on self and allies within a range", `[{"type":"heal","value":1,"subActions":[{"type":"specialTarget","value":"selfAlliesRange:3"}]}]`,
			"Heal 1, Range 3, Self, Allies", "Heal 1, Range 3, Self, Allies"},
		{"a shield on adjacent allies", `[{"type":"shield","value":2,"subActions":[{"type":"specialTarget","value":"alliesAdjacentAffect"}]}]`,
			"Shield 2, Range 1, Allies", "Shield 2, Range 1, Allies"},
		{"a boon on all within a range is the allies'", `[{"type":"condition","value":"bless","subActions":[{"type":"target","value":"%game.target.all%"},{"type":"range","value":2}]}]`,
			"Range 2, Bless, Allies", "Range 2, Bless, Allies"},
		{"a hindrance on all within a range is the enemies'", `[{"type":"condition","value":"poison","subActions":[{"type":"target","value":"%game.target.all%"},{"type":"range","value":2}]}]`,
			"Range 2, Target all, Poison", "Range 2, Target all, Poison"},
		{"a condition on one ally stays text", `[{"type":"condition","value":"bless","subActions":[{"type":"specialTarget","value":"allyAdjacent"}]}]`,
			"condition bless, one adjacent ally", "condition bless, one adjacent ally"},
		{"every adjacent enemy", `[{"type":"attack","value":1,"valueType":"plus","subActions":[{"type":"specialTarget","value":"enemiesAdjacent"}]}]`,
			"Attack 4, Area 6 hexes", "Attack 4, Area 6 hexes"},
		{"every enemy within a range", `[{"type":"attack","value":0,"valueType":"plus","subActions":[{"type":"specialTarget","value":"enemiesRange:2"}]}]`,
			"Attack 3, Range 2, Target all", "Attack 3, Range 2, Target all"},
		{"a layout grid around actions", `[{"type":"grid","value":"","subActions":[{"type":"move","value":1,"valueType":"plus"},{"type":"attack","value":0,"valueType":"plus"}]}]`,
			"Move 3 | Attack 3, Range 4", "Move 3 | Attack 3"},
		{"a grid inside an attack", `[{"type":"attack","value":0,"valueType":"plus","subActions":[{"type":"grid","subActions":[{"type":"area","value":"(0,0,active)|(1,0,target)|(0,1,target)"}]}]}]`,
			"Attack 3, Area 2 hexes", "Attack 3, Area 2 hexes"},
		{"a concatenation in an element's bonus", `[{"type":"attack","value":0,"valueType":"plus"},{"type":"element","value":"ice","valueType":"minus","subActions":[{"type":"concatenation","subActions":[{"type":"attack","value":2,"valueType":"add"},{"type":"condition","value":"immobilize"}]}]}]`,
			"Attack 3, Range 4 | Use Ice: +2 Attack, Immobilize", "Attack 3 | Use Ice: +2 Attack, Immobilize"},
		{"an added target in an element's bonus", `[{"type":"attack","value":0,"valueType":"plus"},{"type":"element","value":"wild","valueType":"minus","subActions":[{"type":"target","value":1,"valueType":"add"}]}]`,
			"Attack 3, Range 4 | Use Any: +1 Target", "Attack 3 | Use Any: +1 Target"},
		{"targets set by an element", `[{"type":"attack","value":0,"valueType":"plus"},{"type":"element","value":"earth","valueType":"minus","subActions":[{"type":"target","value":2}]}]`,
			"Attack 3, Range 4 | Use Earth: +1 Target", "Attack 3 | Use Earth: +1 Target"},
		{"an added heal in an element's bonus", `[{"type":"heal","value":2,"subActions":[{"type":"specialTarget","value":"self"}]},{"type":"element","value":"light","valueType":"minus","subActions":[{"type":"heal","value":1,"valueType":"add"}]}]`,
			"Heal 2, Self | Use Light: +1 Heal", "Heal 2, Self | Use Light: +1 Heal"},
		{"summons named in the value object", `[{"type":"summon","value":"monsterStandee","valueObject":[{"monster":{"name":"ash-sprite","type":"elite"}},{"monster":{"name":"rattle-bones"}}]}]`,
			"Summon elite Ash Sprite | Summon Rattle Bones", "Summon elite Ash Sprite | Summon Rattle Bones"},
		{"a boss's special action", `[{"type":"special","value":2}]`, "Special 2", "Special 2"},
		{"damage the monster suffers", `[{"type":"attack","value":0,"valueType":"plus"},{"type":"sufferDamage","value":2}]`,
			"Attack 3, Range 4 | Damage 2, Self", "Attack 3 | Damage 2, Self"},
		{"an area an element gives", `[{"type":"attack","value":1,"valueType":"plus","subActions":[{"type":"element","value":"earth","valueType":"minus","subActions":[{"type":"area","value":"(0,1,active)|(1,0,target)|(1,1,target)"}]}]}]`,
			"Attack 4, Range 4 | Use Earth: Area 2 hexes", "Attack 4 | Use Earth: Area 2 hexes"},
		{"an added attack with an area", `[{"type":"attack","value":0,"valueType":"plus"},{"type":"element","value":"air","valueType":"minus","subActions":[{"type":"attack","value":1,"valueType":"add","subActions":[{"type":"area","value":"(0,1,active)|(1,0,target)|(1,1,target)"}]}]}]`,
			"Attack 3, Range 4 | Use Air: +1 Attack, Area 2 hexes", "Attack 3 | Use Air: +1 Attack, Area 2 hexes"},
		{"target all", `[{"type":"attack","value":0,"valueType":"plus","subActions":[{"type":"target","value":"%game.target.all%"},{"type":"range","value":2}]}]`,
			"Attack 3, Range 2, Target all", "Attack 3, Range 2, Target all"},
		{"a fixed attack keeps the range too", `[{"type":"attack","value":5}]`, "Attack 5, Range 4", "Attack 5"},
		{"a bonus for an element adds no range", `[{"type":"attack","value":0,"valueType":"plus"},{"type":"element","value":"fire","valueType":"minus","subActions":[{"type":"attack","value":1,"valueType":"add"}]}]`,
			"Attack 3, Range 4 | Use Fire: +1 Attack", "Attack 3 | Use Fire: +1 Attack"},
	} {
		var in []gAction
		if err := json.Unmarshal([]byte(c.actions), &in); err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		acts := actions(in, 0)
		for _, k := range []struct {
			st   monster.StatCard
			want string
		}{{ranged, c.ranged}, {melee, c.melee}} {
			if got := monster.Summary(monster.Resolve(acts, k.st)); got != k.want {
				t.Errorf("%s for %s: %s\n got  %s\n want %s", c.name, k.st.Monster, c.actions, got, k.want)
			}
		}
	}
}

// A monster whose deck is in another edition's data takes it from a pack
// imported before; without one it is left out, and the report says so.
func TestDeckFromAnotherEdition(t *testing.T) {
	var stats []string
	for l := range 8 {
		stats = append(stats, fmt.Sprintf(`{"level": %d, "health": %d, "movement": 2, "attack": 2}, {"type": "elite", "level": %d, "health": %d, "movement": 2, "attack": 3}`, l, 4+l, l, 6+l))
	}
	files := []File{{Name: "monster/lost-ghost.json", Data: []byte(`{"name": "lost-ghost", "count": 4, "deck": "ghost", "stats": [` + strings.Join(stats, ",") + `]}`)}}
	if p, rep, err := Import("Tiny", files); err != nil || len(p.Monsters) != 0 || !strings.Contains(fmt.Sprint(rep.Warnings), "import its edition first") {
		t.Fatalf("alone: %v %v", rep, err)
	}
	other := &pack.Pack{Format: pack.Format, Version: pack.Version, Name: "Older Edition",
		Decks: []pack.Deck{{Name: "Ghost", Cards: []pack.AbilityCard{{Number: 1, Initiative: 30,
			Actions: []monster.Action{{Type: monster.KindAttack, Value: monster.Plus(1)}}}}}}}
	p, rep, err := ImportWith("Tiny", files, []*pack.Pack{other})
	if err != nil {
		t.Fatal(err)
	}
	m, ok := p.Monster("Lost Ghost")
	if !ok {
		t.Fatalf("left out: %v", rep.Warnings)
	}
	if _, ok := p.Deck(m.DeckName()); !ok {
		t.Errorf("no deck %q in the pack", m.DeckName())
	}
}

// A stat action written as a formula of the level is its number at each
// level, rounded as GHS rounds it; one of the party size stays a note.
func TestStatActionFormulas(t *testing.T) {
	for _, c := range []struct {
		value string
		level int
		want  int
		ok    bool
	}{{"L+2", 3, 5, true}, {"(L/3)+2", 6, 4, true}, {"(L/3)+2", 4, 3, true}, {"(L/3)+2", 1, 2, true}, {"(L/3)+2", 5, 4, true},
		{"[L/2{$math.ceil}]", 3, 2, true}, {"[L/2{$math.floor}]", 3, 1, true}, {"C+1", 1, 0, false}, {"[C/2{$math.floor}]", 1, 0, false}, {"x", 1, 0, false}} {
		n, ok := levelFormula(gAction{Type: "shield", Value: c.value}, c.level)
		if ok != c.ok || (ok && n.N != c.want) {
			t.Errorf("%q at level %d: %v %v, want %d %v", c.value, c.level, n, ok, c.want, c.ok)
		}
	}
}

// A perk card that curses its target or blesses its owner, or carries a
// later edition's condition, reads as card notation.
func TestPerkCards(t *testing.T) {
	for _, c := range []struct{ card, want string }{
		{`{"attackModifier": {"type": "plus1", "effects": [{"type": "condition", "value": "curse"}]}}`, "+1 curses"},
		{`{"attackModifier": {"type": "plus0", "rolling": true, "effects": [{"type": "condition", "value": "bless"}]}}`, "+0 roll blesses"},
		{`{"attackModifier": {"type": "plus1", "effects": [{"type": "condition", "value": "brittle"}]}}`, "+1 brittle"},
		// whom a card's effects are for, and their range
		{`{"attackModifier": {"type": "plus1", "effects": [{"type": "heal", "value": 1, "effects": [{"type": "specialTarget", "value": "self"}]}]}}`, "+1 heal:1"},
		{`{"attackModifier": {"type": "plus0", "effects": [{"type": "heal", "value": 2, "effects": [{"type": "specialTarget", "value": "allyShort"}]}]}}`, "+0 heal:2 ally"},
		{`{"attackModifier": {"type": "plus1", "effects": [{"type": "condition", "value": "invisible", "effects": [{"type": "specialTarget", "value": "self"}]}]}}`, "+1 invisible self"},
		{`{"attackModifier": {"type": "plus1", "effects": [{"type": "condition", "value": "strengthen", "effects": [{"type": "specialTarget", "value": "allyAffectRange:2"}]}]}}`, "+1 strengthen ally range:2"},
		{`{"attackModifier": {"type": "plus1", "effects": [{"type": "heal", "value": 1, "effects": [{"type": "range", "value": 3}]}]}}`, "+1 heal:1 range:3"},
		{`{"attackModifier": {"type": "plus0", "effects": [{"type": "condition", "value": "ward", "effects": [{"type": "range", "value": 3}]}]}}`, "+0 ward ally range:3"},
		{`{"attackModifier": {"type": "plus0", "rolling": true, "effects": [{"type": "refreshItem"}]}}`, "+0 roll refresh"},
		{`{"attackModifier": {"type": "plus1", "effects": [{"type": "elementHalf", "value": "air|dark"}]}}`, "+1 air dark either"},
		{`{"attackModifier": {"type": "plus0", "rolling": true, "effects": [{"type": "element", "value": "wild"}]}}`, "+0 roll any"},
		{`{"attackModifier": {"type": "plus1", "effects": [{"type": "condition", "value": "bless", "effects": [{"type": "specialTarget", "value": "self"}]}]}}`, "+1 blesses"},
	} {
		var pc gPerkCard
		if err := json.Unmarshal([]byte(c.card), &pc); err != nil {
			t.Fatal(err)
		}
		if got, said, err := perkCard(pc, plainWords); err != nil || got != c.want || said != "" {
			t.Errorf("%s: %q %v, want %q", c.card, got, err, c.want)
		} else if _, err := modifier.ParseCard(got); err != nil {
			t.Errorf("%s: %q is not card notation: %v", c.card, got, err)
		}
	}
	// effects for the target and for someone else on one card: refused,
	// never imported with the wrong one
	for _, card := range []string{
		`{"attackModifier": {"type": "plus1", "effects": [{"type": "condition", "value": "poison"}, {"type": "condition", "value": "strengthen", "effects": [{"type": "specialTarget", "value": "self"}]}]}}`,
		`{"attackModifier": {"type": "plus1", "effects": [{"type": "heal", "value": 1, "effects": [{"type": "specialTarget", "value": "self"}]}, {"type": "condition", "value": "strengthen", "effects": [{"type": "specialTarget", "value": "allyShort"}]}]}}`,
		`{"attackModifier": {"type": "plus1", "effects": [{"type": "pull", "value": 3, "effects": [{"type": "specialTarget", "value": "self"}]}]}}`,
		`{"attackModifier": {"type": "plus1", "effects": [{"type": "heal", "value": 1, "effects": [{"type": "specialTarget", "value": "enemies"}]}]}}`,
		`{"attackModifier": {"type": "plus1", "effects": [{"type": "elementHalf", "value": "air|wind"}]}}`,
		`{"attackModifier": {"type": "plus1", "effects": [{"type": "elementHalf", "value": "air|air"}]}}`,
	} {
		var pc gPerkCard
		if err := json.Unmarshal([]byte(card), &pc); err != nil {
			t.Fatal(err)
		}
		if got, _, err := perkCard(pc, plainWords); err == nil {
			t.Errorf("%s: imported as %q", card, got)
		}
	}
}

func plainWords(s string) string { return s }

// A perk card whose effect only words say keeps its number in the deck,
// and its words become the perk's text for the sheet.
func TestPerkCardsSaidInWords(t *testing.T) {
	labels := map[string]string{"%data.custom.inv.lantern.1%": "Move one of your tokens back one slot",
		"%data.custom.inv.lantern.2%": "The Lantern Keeper"}
	words := func(s string) string {
		for k, v := range labels {
			s = strings.ReplaceAll(s, k, v)
		}
		return s
	}
	for _, c := range []struct{ perk, want string }{
		{`{"type": "add", "cards": [{"count": 2, "attackModifier": {"type": "plus0", "rolling": true, "effects": [{"type": "custom", "value": "%data.custom.inv.lantern.1%"}]}}]}`,
			`add +0 roll, +0 roll "+0 roll: Move one of your tokens back one slot"`},
		{`{"type": "replace", "cards": [{"count": 1, "attackModifier": {"type": "plus0"}}, {"count": 1, "attackModifier": {"type": "plus1", "effects": [{"type": "custom", "value": "%data.custom.inv.lantern.1%"}]}}]}`,
			`replace +0 with +1 "+1: Move one of your tokens back one slot"`},
		{`{"type": "add", "cards": [{"count": 1, "attackModifier": {"type": "plus0", "rolling": true, "effects": [{"type": "heal", "value": 1, "effects": [{"type": "custom", "value": "target %data.custom.inv.lantern.2%"}]}]}}]}`,
			`add +0 roll "+0 roll: heal 1, target The Lantern Keeper"`},
		// an effect the notation has no word for
		{`{"type": "add", "cards": [{"count": 1, "attackModifier": {"type": "plus1", "effects": [{"type": "retaliate", "value": 2}]}}]}`,
			`add +1 "+1: retaliate 2"`},
		// the perk's own words win
		{`{"type": "add", "custom": "Add one card that moves a token", "cards": [{"count": 1, "attackModifier": {"type": "plus0", "effects": [{"type": "custom", "value": "%data.custom.inv.lantern.1%"}]}}]}`,
			`add +0 "Add one card that moves a token"`},
	} {
		var gp gPerk
		if err := json.Unmarshal([]byte(c.perk), &gp); err != nil {
			t.Fatal(err)
		}
		got, err := perkNotation(gp, words)
		if err != nil || got != c.want {
			t.Errorf("%s:\n got %q %v\nwant %q", c.perk, got, err, c.want)
			continue
		}
		if _, err := modifier.ParsePerk(got); err != nil {
			t.Errorf("%q: %v", got, err)
		}
	}
}

// GHS's value formulas read as GHS works them out.
func TestFormulaSource(t *testing.T) {
	for _, c := range []struct {
		src, want string
		c, l, n   int
	}{
		{"[7xC/2{$math.floor}]", "floor(7xC/2)", 3, 0, 10},
		{"[3+7x(C/2){$math.floor}]", "floor(3+7x(C/2))", 3, 0, 13},
		{"[10xCx3/2{$math.floor}]", "floor(10xCx3/2)", 3, 0, 45},
		{"[(2+L)xC/2{$math.ceil}]", "ceil((2+L)xC/2)", 3, 1, 5},
		{"(2xC)/2", "round((2xC)/2)", 3, 0, 3},
		{"(L/3)+2", "round((L/3)+2)", 2, 2, 3},
		{"[C]", "C", 4, 0, 4},
		{"8xC", "8xC", 2, 0, 16},
	} {
		got := formulaSource(c.src)
		if got != c.want {
			t.Errorf("%q: %q, want %q", c.src, got, c.want)
			continue
		}
		f, err := pack.ParseFormula(got)
		if err != nil {
			t.Errorf("%q: %v", got, err)
			continue
		}
		if n, err := f.Eval(c.c, c.l); err != nil || n != c.n {
			t.Errorf("%q with C=%d L=%d: %d %v, want %d", got, c.c, c.l, n, err, c.n)
		}
	}
	// a function GHS data does not use stays as written, and is not read
	if got := formulaSource("[HP/5{$math.maxFloor:3}]"); got != "[HP/5{$math.maxFloor:3}]" {
		t.Errorf("maxFloor: %q", got)
	}
}

// A stat card's push, pull and "target add 1" go to every attack.
func TestStatPushPullAndAddedTargets(t *testing.T) {
	im := &importer{rep: &pack.Report{}}
	var gs gStat
	if err := json.Unmarshal([]byte(`{"type": "elite", "level": 2, "health": 9, "movement": 2, "attack": 3,
		"actions": [{"type": "push", "value": 2}, {"type": "pull", "value": 1}, {"type": "target", "value": 1, "valueType": "add"}]}`), &gs); err != nil {
		t.Fatal(err)
	}
	st, ok := im.stat("m", gs, 2)
	if !ok || st.Push != 2 || st.Pull != 1 || st.TargetPlus != 1 || st.Target != 0 || st.Notes != "" {
		t.Errorf("%+v %v", st, ok)
	}
}

// An attack's or a heal's fixed value written as a formula of C and L is
// worked out for the party at the scenario's level, as GHS works it out.
func TestValueFormulas(t *testing.T) {
	var in []gAction
	if err := json.Unmarshal([]byte(`[{"type": "attack", "value": "[(L/2){$math.ceil}]"},
		{"type": "heal", "value": "[C+L/2{$math.floor}]", "subActions": [{"type": "specialTarget", "value": "self"}]},
		{"type": "attack", "value": "[X/2{$math.ceil}]"}]`), &in); err != nil {
		t.Fatal(err)
	}
	acts := actions(in, 0)
	if len(acts) != 3 || acts[0].Formula != "ceil((L/2))" || acts[1].Formula != "floor(C+L/2)" || acts[2].Type != monster.KindText {
		t.Fatalf("%+v", acts)
	}
	for _, c := range []struct{ level, chars, attack, heal int }{{0, 2, 0, 2}, {3, 2, 2, 3}, {3, 4, 2, 5}, {7, 3, 4, 6}} {
		st := monster.StatCard{Monster: "Guard", Level: c.level, Attack: 9, Target: 1, Characters: c.chars}
		rs := monster.Resolve(pack.WorkOutCounts(acts[:2], c.chars, nil), st)
		if rs[0].Value != c.attack || rs[1].Value != c.heal {
			t.Errorf("level %d, %d characters: attack %d heal %d, want %d and %d", c.level, c.chars, rs[0].Value, rs[1].Value, c.attack, c.heal)
		}
	}
}
