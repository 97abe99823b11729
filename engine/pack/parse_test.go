package pack

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/haventable/haventable/engine/jsontag"
)

const minimal = `{"format": "haventable-pack", "version": 1, "name": "Tiny",
 "monsters": [{"name": "Imp", "levels": [%LEVELS%]}],
 "decks": [{"name": "Imp", "cards": [{"number": 1, "initiative": 10, "actions": [{"type": "move", "value": "+0"}]}]}]}`

func levels(normal string) string {
	var b strings.Builder
	for l := range ScenarioLevels {
		if l > 0 {
			b.WriteString(",")
		}
		b.WriteString(`{"level": ` + string(rune('0'+l)) + `, "normal": ` + normal + `, "elite": {"hit_points": 3, "move": 1, "attack": 1}}`)
	}
	return b.String()
}

func tiny(normal string) []byte {
	return []byte(strings.Replace(minimal, "%LEVELS%", levels(normal), 1))
}

func TestParseGood(t *testing.T) {
	p, err := Parse(tiny(`{"hit_points": "2xC+L", "move": 1, "attack": 1}`))
	if err != nil {
		t.Fatal(err)
	}
	st, err := p.StatCard("Imp", 3, false, 2)
	if err != nil || st.HitPoints != 7 {
		t.Errorf("hp %d, %v; want 7", st.HitPoints, err)
	}
}

// A formula's C is the number of characters, at least 2 (one character
// plays as two); a move or an attack that comes below 0 is 0.
func TestFormulaPartySizes(t *testing.T) {
	p, err := Parse(tiny(`{"hit_points": "6x(C-1)", "move": "C-3", "attack": "C-2"}`))
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ chars, hp, move, attack int }{
		{1, 6, 0, 0}, {2, 6, 0, 0}, {3, 12, 0, 1}, {4, 18, 1, 2},
	} {
		st, err := p.StatCard("Imp", 0, false, c.chars)
		if err != nil || st.HitPoints != c.hp || st.Move != c.move || st.Attack != c.attack || st.Characters != c.chars {
			t.Errorf("%d characters: %+v, %v; want hit points %d, move %d, attack %d", c.chars, st, err, c.hp, c.move, c.attack)
		}
	}
}

// TestParseBad checks that each broken pack is refused with an error naming
// the place at fault.
func TestParseBad(t *testing.T) {
	good := string(tiny(`{"hit_points": 2, "move": 1, "attack": 1}`))
	tests := []struct {
		name, data, want string
	}{
		{"syntax", `{"format": }`, "line 1:12"},
		{"not an object", `[1]`, "the top level: want an object"},
		{"duplicate key", `{"name": "a", "name": "b"}`, `duplicate key "name"`},
		{"unknown key", strings.Replace(good, `"name": "Tiny"`, `"name": "Tiny", "colour": 1`, 1), `the top level: unknown key "colour"`},
		{"wrong format", strings.Replace(good, `haventable-pack`, `other`, 1), `format: want "haventable-pack"`},
		{"wrong version", strings.Replace(good, `"version": 1`, `"version": 2`, 1), "version: want 1, found 2"},
		{"bad formula", string(tiny(`{"hit_points": "8xq", "move": 1, "attack": 1}`)), `monsters[0].levels[0].normal.hit_points: formula "8xq"`},
		{"formula too small", string(tiny(`{"hit_points": "C-3", "move": 1, "attack": 1}`)), `monsters[0].levels[0].normal.hit_points: C-3 is -1 with 2 characters`},
		{"missing level", strings.Replace(good, `{"level": 7,`, `{"level": 6,`, 1), "levels[7].level: level 6 given twice"},
		{"missing elite", strings.Replace(good, `, "elite": {"hit_points": 3, "move": 1, "attack": 1}}]`, `}]`, 1), "monsters[0].levels[7].elite: missing"},
		{"type", string(tiny(`{"hit_points": true, "move": 1, "attack": 1}`)), "monsters[0].levels[0].normal.hit_points: want an integer or a formula string, found true"},
		{"unknown condition", string(tiny(`{"hit_points": 2, "move": 1, "attack": 1, "conditions": ["sleepy"]}`)), `monsters[0].levels[0].normal.conditions[0]: unknown condition "sleepy"`},
		{"unknown deck", strings.Replace(good, `"name": "Imp", "levels"`, `"name": "Imp", "deck": "Gremlin", "levels"`, 1), `monsters[0].deck: unknown ability deck "Gremlin"`},
		{"unknown summon", strings.Replace(good, `{"type": "move", "value": "+0"}`, `{"type": "summon", "monster": "Dragon"}`, 1), `decks[0].cards[0].actions[0].monster: unknown monster type "Dragon"`},
		{"unknown action", strings.Replace(good, `"type": "move"`, `"type": "dance"`, 1), `decks[0].cards[0].actions[0].type: unknown action "dance"`},
		{"relative without sign", strings.Replace(good, `"value": "+0"`, `"value": "3"`, 1), `decks[0].cards[0].actions[0].value: a relative amount starts with + or -`},
		{"missing key", strings.Replace(good, `"initiative": 10, `, ``, 1), `decks[0].cards[0]: missing key "initiative"`},
		{"null required", strings.Replace(good, `"initiative": 10`, `"initiative": null`, 1), `decks[0].cards[0].initiative: want an integer, found null`},
		{"fraction", strings.Replace(good, `"initiative": 10`, `"initiative": 10.5`, 1), "decks[0].cards[0].initiative: want an integer, found 10.5"},
		{"initiative", strings.Replace(good, `"initiative": 10`, `"initiative": 100`, 1), "decks[0].cards[0].initiative: 100 out of 0..99"},
		{"bad perk", strings.Replace(good, `"decks"`, `"classes": [{"name": "X", "hit_points": [1,2,3,4,5,6,7,8,9], "perks": ["add +9000"]}], "decks"`, 1), "classes[0].perks[0]: parse perk"},
		{"class levels", strings.Replace(good, `"decks"`, `"classes": [{"name": "X", "hit_points": [1,2,3,4,5,6,7,8,9,10]}], "decks"`, 1), "classes[0].hit_points: want 1 to 9 numbers"},
		{"scenario ref", strings.Replace(good, `"decks"`, `"scenarios": [{"title": "S", "rooms": [{"name": "R", "monsters": ["Orc"]}]}], "decks"`, 1), `scenarios[0].rooms[0].monsters[0]: unknown monster type "Orc"`},
	}
	for _, tt := range tests {
		_, err := Parse([]byte(tt.data))
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s: error %v, want %q", tt.name, err, tt.want)
		}
	}
}

func TestParseTooLarge(t *testing.T) {
	_, err := Parse(bytes.Repeat([]byte(" "), MaxFileSize+1))
	if !errors.Is(err, ErrTooLarge) {
		t.Errorf("error %v, want ErrTooLarge", err)
	}
}

// ReadFile refuses a file over MaxFileSize, naming the limit, and anything
// but a regular file.
func TestReadFileRefuses(t *testing.T) {
	dir := t.TempDir()
	big := filepath.Join(dir, "big.json")
	if err := os.WriteFile(big, bytes.Repeat([]byte(" "), MaxFileSize+1), 0o600); err != nil {
		t.Fatal(err)
	}
	_, err := ReadFile(big)
	want := fmt.Sprintf("file too large: %d bytes, at most %d", MaxFileSize+1, MaxFileSize)
	if !errors.Is(err, ErrTooLarge) || err.Error() != want {
		t.Errorf("big file: %v, want %q wrapping ErrTooLarge", err, want)
	}
	if _, err := ReadFile(dir); err == nil || !strings.Contains(err.Error(), "not a regular file") {
		t.Errorf("folder: %v", err)
	}
	small := filepath.Join(dir, "small.json")
	if err := os.WriteFile(small, []byte("{}"), 0o600); err != nil {
		t.Fatal(err)
	}
	if data, err := ReadFile(small); err != nil || string(data) != "{}" {
		t.Errorf("small file: %q, %v", data, err)
	}
}

func TestEncodeRoundTrip(t *testing.T) {
	p := Builtin()
	data, err := p.Encode()
	if err != nil {
		t.Fatal(err)
	}
	q, err := Parse(data)
	if err != nil {
		t.Fatal(err)
	}
	again, err := q.Encode()
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(data, again) {
		t.Error("encode → parse → encode changed the pack")
	}
}

func FuzzParse(f *testing.F) {
	f.Add(builtinJSON)
	f.Add(tiny(`{"hit_points": "2xC", "move": 1, "attack": 1}`))
	f.Add([]byte(`{"format": "haventable-pack", "version": 1, "name": "x"}`))
	if sheet, err := os.ReadFile("testdata/sheet-pack.json"); err == nil {
		f.Add(sheet) // items, battle goals, personal quests, events
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		p, err := Parse(data)
		if err != nil {
			return
		}
		out, err := p.Encode()
		if err != nil {
			t.Fatalf("parsed pack does not encode: %v", err)
		}
		q, err := Parse(out)
		if err != nil {
			t.Fatalf("encoded pack does not parse: %v\n%s", err, out)
		}
		again, _ := q.Encode()
		if !bytes.Equal(out, again) {
			t.Fatalf("round trip changed the pack")
		}
		for _, m := range p.Monsters {
			for l := range ScenarioLevels {
				for c := 1; c <= MaxCharacters; c++ {
					if _, err := m.StatCard(l, true, c); err != nil {
						t.Fatalf("checked pack, but %v", err)
					}
				}
			}
		}
	})
}

// TestPackKeysAreExplicit: every key of the pack format is named in a tag,
// in snake_case, so that renaming a Go field cannot change the format.
func TestPackKeysAreExplicit(t *testing.T) {
	for _, p := range jsontag.Problems(reflect.TypeFor[Pack]()) {
		t.Error(p)
	}
}

// The between-scenarios part of a pack (items, battle goals, personal
// quests, events) is read from the pack's own format, and a broken one is
// refused naming the key at fault.
func TestParseSheet(t *testing.T) {
	data, err := os.ReadFile("testdata/sheet-pack.json")
	if err != nil {
		t.Fatal(err)
	}
	p, err := Parse(data)
	if err != nil {
		t.Fatal(err)
	}
	if c := p.SheetCount(); c != (SheetCounts{Items: 5, BattleGoals: 3, PersonalQuests: 2, Events: 1, ItemEffects: 5, ItemWords: 1,
		EventPlayed: 4, EventWords: 1, Tracked: 2}) {
		t.Errorf("counts %+v", c)
	}
	if g := p.BattleGoals[0]; g.Name.In("de") != "Ordentlich" || g.Name.In("fr") != "Tidy" || g.Text.In("de") != g.Text.In("en") {
		t.Errorf("goal %+v", g)
	}
	for _, c := range []struct{ from, to, want string }{
		{`"slot": "legs"`, `"slot": "feet"`, `items[0].slot: want one of`},
		{`"use": "consumed", "effects"`, `"use": "eaten", "effects"`, `items[4].use: want "spent", "consumed" or nothing`},
		{`"kind": "advantage"`, `"kind": "flight"`, `items[4].effects[0].kind: want one of`},
		{`"card": "-1"`, `"card": "x2"`, `items[2].effects[0].card: want -2, -1, +0 or +1`},
		{`"number": 4,`, `"number": 3,`, `items[3].number: item 3 given twice`},
		{`"checks": 2`, `"checks": 4`, `battle_goals[1].checks: 4 out of 1..3`},
		{`"id": "903"`, `"id": "902"`, `battle_goals[2].id: "902" given twice`},
		{`{"lang": "de", "text": "Ordentlich"}`, `{"lang": "en", "text": "Ordentlich"}`, `battle_goals[0].name[1].lang: "en" given twice`},
		{`"count": 6`, `"count": 0`, `personal_quests[0].requirements[0].count: 0 out of 1..999`},
		{`"value": 5}`, `"value": 5000}`, `events[0].options[1].outcomes[1].effects[0].value: 5000 out of -999..999`},
		{`"kind": "text", "text": "Each character suffers 2 damage in the next scenario."`, `"kind": "text"`, `effects[0].text: empty: a text effect says what to do`},
		{`"deck": "city"`, `"deck": ""`, `events[0].deck: empty`},
	} {
		broken := strings.Replace(string(data), c.from, c.to, 1)
		if broken == string(data) {
			t.Fatalf("%q not in the fixture", c.from)
		}
		if _, err := Parse([]byte(broken)); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s → %s: error %v, want %q", c.from, c.to, err, c.want)
		}
	}
}
