package pack

import (
	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/condbonus"
	"github.com/haventable/haventable/engine/monster"
	"reflect"
	"strings"
	"testing"
	"unicode/utf8"
)

func TestParseActionLine(t *testing.T) {
	for _, c := range []struct {
		line       string
		want       monster.Action
		structured bool
	}{
		{"move +1, jump", monster.Action{Type: monster.KindMove, Value: monster.Plus(1), Jump: true}, true},
		{"Move -1", monster.Action{Type: monster.KindMove, Value: monster.Plus(-1)}, true},
		{"attack 3", monster.Action{Type: monster.KindAttack, Value: monster.Fixed(3)}, true},
		{"attack -1, range 3, target 2, pierce 1, push 1, poison",
			monster.Action{Type: monster.KindAttack, Value: monster.Plus(-1), Range: monster.Fixed(3), Target: 2, Pierce: 1, Push: 1, Conditions: []string{"poison"}}, true},
		{"attack +0, range +1, area self (1,0) (0,1)",
			monster.Action{Type: monster.KindAttack, Value: monster.Plus(0), Range: monster.Plus(1), Area: &monster.Area{Self: true, Hexes: [][]int{{1, 0}, {0, 1}}}}, true},
		{"heal 2, self", monster.Action{Type: monster.KindHeal, Value: monster.Fixed(2), Self: true}, true},
		{"retaliate 2, range 3", monster.Action{Type: monster.KindRetaliate, Value: monster.Fixed(2), Range: monster.Fixed(3)}, true},
		{"summon Cave Rat, elite", monster.Action{Type: monster.KindSummon, Monster: "Cave Rat", Elite: true}, true},
		{"infuse fire ice", monster.Action{Type: monster.KindInfuse, Elements: []string{"fire", "ice"}}, true},
		{"condition muddle wound, range 2", monster.Action{Type: monster.KindCondition, Conditions: []string{"muddle", "wound"}, Range: monster.Fixed(2)}, true},
		{"shield 1, range 2, self, allies", monster.Action{Type: monster.KindShield, Value: monster.Fixed(1), Range: monster.Fixed(2), Self: true, Allies: true}, true},
		{"use dark: attack +1; poison", monster.Action{Type: monster.KindUse, Elements: []string{"dark"},
			Actions: []monster.Action{{Type: monster.KindAttack, Value: monster.Plus(1)}, {Type: monster.KindText, Text: "poison"}}}, true},
		{"shield 1, note only against ranged attacks, this round",
			monster.Action{Type: monster.KindShield, Value: monster.Fixed(1), Text: "only against ranged attacks, this round"}, true},
		// a character's summon with its own stats (its class card's)
		{"summon Battle Bot, hp 7, move 3, attack 3, range 2", monster.Action{Type: monster.KindSummon, Monster: "Battle Bot", SummonHP: 7,
			Summoned: &monster.SummonStats{Move: 3, Attack: 3, Range: 2}}, true},
		{"summon Spirit Banner, hp 8, move 0, attack 0, note allies adjacent to it add +1 attack",
			monster.Action{Type: monster.KindSummon, Monster: "Spirit Banner", SummonHP: 8, Summoned: &monster.SummonStats{},
				Text: "allies adjacent to it add +1 attack"}, true},
		{"summon Battle Bot, move 3, attack 3", monster.Action{Type: monster.KindText, Text: "summon Battle Bot, move 3, attack 3"}, false},
		{"summon Battle Bot, hp 7, move 3, attack 3, elite", monster.Action{Type: monster.KindText, Text: "summon Battle Bot, hp 7, move 3, attack 3, elite"}, false},
		// another figure performs: one ally within the range performs the action
		{"perform, range 3: attack 2, range 3", monster.Action{Type: monster.KindPerform, Range: monster.Fixed(3),
			Actions: []monster.Action{{Type: monster.KindAttack, Value: monster.Fixed(2), Range: monster.Fixed(3)}}}, true},
		{"perform, range 1: move 2", monster.Action{Type: monster.KindPerform, Range: monster.Fixed(1),
			Actions: []monster.Action{{Type: monster.KindMove, Value: monster.Fixed(2)}}}, true},
		{"perform: move 5", monster.Action{Type: monster.KindPerform, Actions: []monster.Action{{Type: monster.KindMove, Value: monster.Fixed(5)}}}, true},
		{"perform, range 0: move 2", monster.Action{Type: monster.KindText, Text: "perform, range 0: move 2"}, false},
		{"perform, range 3", monster.Action{Type: monster.KindText, Text: "perform, range 3"}, false},
		{"perform, range 3: move +1", monster.Action{Type: monster.KindText, Text: "perform, range 3: move +1"}, false},
		{"perform, range 3: loot 1", monster.Action{Type: monster.KindText, Text: "perform, range 3: loot 1"}, false},
		{"perform, range 3: move 2; attack 2", monster.Action{Type: monster.KindText, Text: "perform, range 3: move 2; attack 2"}, false},
		{"perform, range 3, jump: move 2", monster.Action{Type: monster.KindText, Text: "perform, range 3, jump: move 2"}, false},
		// Kept as text: unknown words, a kind without its number, an option twice.
		{"All   enemies suffer 1 damage", monster.Action{Type: monster.KindText, Text: "All enemies suffer 1 damage"}, false},
		{"attak +1", monster.Action{Type: monster.KindText, Text: "attak +1"}, false},
		{"move", monster.Action{Type: monster.KindText, Text: "move"}, false},
		{"attack +1, range 2, range 3", monster.Action{Type: monster.KindText, Text: "attack +1, range 2, range 3"}, false},
		{"attack +1, target 0", monster.Action{Type: monster.KindText, Text: "attack +1, target 0"}, false},
		{"infuse water", monster.Action{Type: monster.KindText, Text: "infuse water"}, false},
		{`"move +1`, monster.Action{Type: monster.KindText, Text: "move +1"}, false},
		{`use fire: "attack +1; range: far`, monster.Action{Type: monster.KindUse, Elements: []string{"fire"},
			Actions: []monster.Action{{Type: monster.KindText, Text: "attack +1"}, {Type: monster.KindText, Text: "range: far"}}}, true},
	} {
		got, structured := ParseActionLine(c.line)
		if !reflect.DeepEqual(got, c.want) || structured != c.structured {
			t.Errorf("ParseActionLine(%q) = %+v, %v; want %+v, %v", c.line, got, structured, c.want, c.structured)
		}
	}
}

// Every action of the built-in pack is written as a line and read back the
// same.
func TestActionLinesRoundTripTheBuiltinPack(t *testing.T) {
	n := 0
	for _, d := range Builtin().Decks {
		for _, c := range d.Cards {
			text := Words(nil).FormatActionLines(c.Actions)
			got, textLines := Words(nil).ParseActionLines(text)
			want := 0
			for _, a := range c.Actions {
				if a.Type == monster.KindText {
					want++
				}
			}
			if !reflect.DeepEqual(got, c.Actions) || textLines != want {
				t.Errorf("%s card %d:\n%s\nread back %+v (%d text), want %+v", d.Name, c.Number, text, got, textLines, c.Actions)
			}
			n += len(c.Actions)
		}
	}
	if n < 20 {
		t.Fatalf("only %d actions in the built-in pack", n)
	}
	text := FormatActionLine(monster.Action{Type: monster.KindText, Text: "attack +1"})
	if a, _ := ParseActionLine(text); a.Type != monster.KindText || a.Text != "attack +1" {
		t.Errorf("a text that reads as an attack is written %q and read back as %+v", text, a)
	}
}

// Any line reads as an action that is written as a line reading back the
// same; the actions read pass the pack's checks but for unknown summons.
func FuzzActionLine(f *testing.F) {
	for _, s := range []string{"move +1, jump", "attack -1, range 3, target 2, poison, area self (1,0) (0,1)",
		"use dark: attack +1; use fire: heal 1", "shield 1, note a: b, c", `"text`, "summon X, elite", "condition stun",
		"infuse any", "heal 2, self, range +1", "attack -1, range 4, only normal", "attack +0, target -1", "pass", "attack -1, target-has wound +2",
		"summon Imp, spawn, count C/2", "trap 3", "damage 2+L/2, closest", "damage 0, hazard, area self (1,0)", "attack -1, range 5, target C",
		"summon Battle Bot, hp 7, move 3, attack 3, range 2", "summon Banner, hp 8, move 0, attack 0, note on death: heal 2",
		"shield 1, range 1, allies, target 1", "attack 3, range 2, slots diamond range:circle area:hex",
		"attack 3, if ally-adjacent add +2 xp 1, if alone add +2 xp 1", "attack 2, range 3, if melee per negative add +1",
		"attack 2, if self-invisible add stun poison xp 1", "attack 1, if per ally-adjacent add +1 pierce 1",
		"perform, range 3: attack 2, range 3, poison", "perform, range 1: move 2, jump", "perform, range 2: heal 3, range 2", "perform, range 3: use fire: move 1"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, line string) {
		if strings.Contains(line, "\n") {
			return
		}
		a, _ := ParseActionLine(line)
		if a.Type == "" {
			return
		}
		written := FormatActionLine(a)
		b, _ := ParseActionLine(written)
		if !reflect.DeepEqual(a, b) {
			t.Fatalf("%.80q read %.200v, written %.80q, read back %.200v", line, a, written, b)
		}
		if a.Type == monster.KindSummon || len(line) > 1000 || !utf8.ValidString(line) || a.Allies && a.Target > 0 {
			return // the checks refuse long or broken text, summons of types the pack lacks, and one ally on a monster's card
		}
		p := &Pack{Format: Format, Version: Version, Name: "p", Decks: []Deck{{Name: "d",
			Cards: []AbilityCard{{Number: 1, Initiative: 1, Actions: []monster.Action{a}}}}}}
		if a.Type == monster.KindPerform { // an ally performing is a class card's
			p = &Pack{Format: Format, Version: Version, Name: "p", ClassDecks: []ClassDeck{{Class: "c", Cards: []ClassCard{{Number: 1, Name: "c",
				Initiative: 1, Top: engine.CardHalf{Actions: []monster.Action{a}}, Bottom: engine.CardHalf{Actions: []monster.Action{}}}}}}}
		}
		if err := p.Check(); err != nil {
			t.Fatalf("%.80q read %.200v, which fails the checks: %.300v", line, a, err)
		}
	})
}

// Lines in a player's words read as in the format's words, and every action
// of the built-in pack written in them reads back the same.
func TestActionLinesInThePlayersWords(t *testing.T) {
	de := Words{"move": "Bewegung", "attack": "Angriff", "range": "Reichweite", "poison": "Gift",
		"self": "selbst", "area": "Bereich", "use": "Verbrauche", "dark": "Dunkel", "note": "Notiz"}
	got, ok := de.ParseActionLine("Angriff +1, Reichweite 3, Gift, Bereich selbst (1,0), notiz nur einmal")
	want := monster.Action{Type: monster.KindAttack, Value: monster.Plus(1), Range: monster.Fixed(3), Conditions: []string{"poison"},
		Area: &monster.Area{Self: true, Hexes: [][]int{{1, 0}}}, Text: "nur einmal"}
	if !ok || !reflect.DeepEqual(got, want) {
		t.Errorf("read %+v, %v; want %+v", got, ok, want)
	}
	if got, _ := de.ParseActionLine("attack +1, poison"); got.Type != monster.KindAttack || len(got.Conditions) != 1 {
		t.Errorf("the format's own words are not read: %+v", got)
	}
	if line := de.FormatActionLine(want); line != "Angriff +1, Reichweite 3, Gift, Bereich selbst (1,0), Notiz nur einmal" {
		t.Errorf("written %q", line)
	}
	// a conditional bonus keeps its notation's own words in any language
	cond := monster.Action{Type: monster.KindAttack, Value: monster.Fixed(3), Conditions: []string{"poison"},
		Ifs: []condbonus.Bonus{{When: []string{"target-poison"}, Attack: 2, Conditions: []string{"wound"}, XP: 1}}}
	if line := de.FormatActionLine(cond); line != "Angriff 3, Gift, if target-poison add +2 wound xp 1" {
		t.Errorf("written %q", line)
	} else if got, ok := de.ParseActionLine(line); !ok || !reflect.DeepEqual(got, cond) {
		t.Errorf("%q read %+v, %v", line, got, ok)
	}
	for _, d := range Builtin().Decks {
		for _, c := range d.Cards {
			text := de.FormatActionLines(c.Actions)
			if got, _ := de.ParseActionLines(text); !reflect.DeepEqual(got, c.Actions) {
				t.Errorf("%s card %d written\n%s\nreads back otherwise", d.Name, c.Number, text)
			}
		}
	}
}
