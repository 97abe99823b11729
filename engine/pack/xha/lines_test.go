package xha

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/engine/monster"
	"github.com/haventable/haventable/engine/pack"
	"github.com/haventable/haventable/engine/rules"
)

// Each case is one card's lines as the peer's edition files write them,
// worked out for a ranged monster (move 2, attack 3, range 4): how the
// card plays. One line per rule the importer follows.
func TestCardLinesAsThePeerPlaysThem(t *testing.T) {
	st := monster.StatCard{Monster: "Archer", Move: 2, Attack: 3, Range: 4, Target: 1, Characters: 2}
	for _, c := range []struct{ name, lines, want string }{
		{"sub-lines as usual", `["%attack% + 1", "^%range% 3", "^%target% 2"]`, "Attack 4, Range 3, Target 2"},
		{"a condition written twice with a bar", `["%attack% - 1", "^%curse%|%curse%", "^%target% 2"]`, "Attack 2, Target 2, Curse"},
		{"a condition on itself written twice with a bar", `["%move% - 1", "%bless%|%bless%", "^Self"]`, "Move 1 | Bless, Self"},
		{"sub-lines with a trailing comma", `["%attack% - 1", "^%target% 2,", "^%range% 5,", "^%poison%"]`, "Attack 2, Range 5, Target 2, Poison"},
		{"a relative range", `["%attack% + 0", "^%range% - 1"]`, "Attack 3, Range 3"},
		{"a bonus without a space", `["%attack% - 1", "[r]", "%ice%%use%", "+2%attack%", "[/r]"]`, "Attack 2 | Use Ice: +2 Attack"},
		{"a sub-line bonus without a space", `["%attack% + 0", "%fire%%use%", "^+1%target%"]`, "Attack 3 | Use Fire: +1 Target"},
		{"a bonus that adds an area and takes range", `["%attack% + 0", "^%range% 3", "[r]", "%fire%%use%", "¤aoe-circle", "^, -1%range%", "[/r]"]`,
			"Attack 3, Range 3 | Use Fire: -1 Range, Area 7 hexes"},
		{"an element converted", `["%attack% + 0", "[r]", "%any%%use%", "%earth%", "[/r]"]`, "Attack 3 | Use Any: Infuse Earth"},
		{"an infusion after a use's row is the card's", `["%attack% + 0", "[r]", "%fire%%use%", "+1%attack%", "[/r]", "%earth%"]`,
			"Attack 3 | Use Fire: +1 Attack | Infuse Earth"},
		{"an arc", `["%attack% + 1", "¤aoe-arc-3"]`, "Attack 4, Area 3 hexes"},
		{"a rhombus", `["%attack% + 1", "¤aoe-4-with-black"]`, "Attack 4, Area 3 hexes"},
		{"a line with its grey hex", `["%attack% + 1", "¤aoe-line-3-with-black"]`, "Attack 4, Area 2 hexes"},
		{"a Frosthaven condition", `["%attack% + 0", "^%brittle%", "^%bane%"]`, "Attack 3, Brittle, Bane"},
		{"target all adjacent enemies", `["%attack% + 1", "^Target all adjacent enemies"]`, "Attack 4, Area 6 hexes"},
		{"target all within a range", `["%attack% - 1", "^Target all, %range% 3"]`, "Attack 2, Range 3, Target all"},
		{"target all enemies within a range", `["%attack% + 0", "^Target all enemies within %range% 2"]`, "Attack 3, Range 2, Target all"},
		{"target all with a push", `["%attack% + 0", "^Target all %range% 3, %push% 2"]`, "Attack 3, Range 3, Target all, Push 2"},
		{"a push under the attack", `["%attack% + 0", "%push% 1"]`, "Attack 3, Push 1"},
		{"what the figures it controls do is words, not its turn's", `["%attack% - 2", "^%range% 3", "^Control all targets of the Attack\n^ability in initiative order:", "%attack% 3", "*.........", "%move% + 1"]`,
			"Attack 1, Range 3 | Control all targets of the Attack ability in initiative order: attack 3 | Move 3"},
		{"what it does as it dies is words, not its turn's", `["%attack% - 1", "*.........", "[r]", "[c]", "On Death:", "^%attack% + 2", "[/c]", "¤aoe-circle-with-middle-black", "[/r]"]`,
			"Attack 2 | On death: attack +2, area of 6 hexes"},
		{"a push of its own after a divider", `["%attack% + 1", "^%range% 8", "**.........", "%push% 2", "^Target all, %range% 1"]`,
			"Attack 4, Range 8 | Push 2, Range 1, Target all"},
		{"target all allies stays text", `["%attack% + 0", "^Target all allies"]`, "Attack 3 | Target all allies"},
		{"an area drawn on the card", `[[{"gfx": "aoe-line-6-with-black", "x": 0.6, "y": 0.3}], "%attack% + 0", "^%pierce% 3"]`, "Attack 3, Pierce 3, Area 5 hexes"},
		{"an element drawn on the card", `[[{"gfx": "ice", "x": 0.8, "y": 0.5}], "%move% - 1", "%attack% + 1", "^%range% 3"]`, "Move 1 | Attack 4, Range 3 | Infuse Ice"},
		{"a target sub-line in a use", `["%attack% + 0", "^%range% 2", "%earth%%use%", "^%target% 2"]`, "Attack 3, Range 2 | Use Earth: +1 Target"},
		{"a condition on itself in a use", `["%attack% + 0", "%dark%%use%", "^%invisible%", "^Self"]`, "Attack 3 | Use Dark: Invisible, Self"},
		{"a summon on two lines", `["Summon normal", "Rattle Bones", "*", "%air%"]`, "Summon Rattle Bones | Infuse Air"},
		{"a summon in words", `["%move% + 0", "^^Summon one Frost Sprite."]`, "Move 2 | Summon Frost Sprite"},
		{"an elite summon in words", `["^^Summon elite Marsh Brute"]`, "Summon elite Marsh Brute"},
		{"a summon of any demon stays text", `["^Summon Demon"]`, "Summon Demon"},
		{"a boss's special action", `["Special 2"]`, "Special 2"},
		{"target any within a range", `["%attack% - 1", "^Target any enemies within %range% 2"]`, "Attack 2, Range 2, Target all"},
		{"a divider with a comma", `["%attack% + 0", "*.........,", "%shield% + 1"]`, "Attack 3 | Shield 1"},
		{"target all adjacent as an icon", `["%attack% - 1", "^%target% all adjacent enemies"]`, "Attack 2, Area 6 hexes"},
		{"target all as an icon", `["%attack% - 1", "^%target% all, %range% 2"]`, "Attack 2, Range 2, Target all"},
		{"a retaliate bonus", `["%retaliate% 1", "%earth%%use%", "^+2%retaliate%"]`, "Retaliate 1 | Use Earth: +2 Retaliate"},
		{"a condition on all adjacent enemies", `["%move% + 0", "%wound%", "^Target all adjacent enemies"]`, "Move 2 | Area 6 hexes, Wound"},
		{"a condition on enemies within a range", `["%muddle%", "^Target all enemies within %range% 3"]`, "Range 3, Target all, Muddle"},
		{"a condition on one adjacent enemy", `["%immobilize%", "^Target one adjacent enemy"]`, "Range 1, Immobilize"},
		{"conditions joined by and", `["%disarm% and", "%poison%", "^Target all adjacent enemies."]`, "Area 6 hexes, Disarm, Poison"},
		{"a condition on allies within a range", `["%strengthen%", "^Affect all allies within %range% 3"]`, "Range 3, Strengthen, Allies"},
		{"a shield on self and allies", `["%shield% + 2", "^Affect self and all allies within %range% 1"]`, "Shield 2, Range 1, Self, Allies"},
		{"a heal on adjacent allies", `["%heal% 2", "^Affect all adjacent allies"]`, "Heal 2, Range 1, Allies"},
		{"the monster suffers damage", `["%move% + 1", "*.........", "^Archer suffers 1 damage."]`, "Move 3 | Damage 1, Self"},
		{"another monster's damage stays text", `["%move% + 1", "^Marsh Brute suffers damage 1."]`, "Move 3 | Marsh Brute suffers damage 1."},
		{"damage to all adjacent enemies", `["^All adjacent enemies suffer 3 damage"]`, "Damage 3, Area 6 hexes"},
		{"damage to all enemies within a range", `["^All enemies within %range% 2 suffer damage 1."]`, "Damage 1, Range 2, Target all"},
		{"damage to the target", `["%attack% + 0", "^The target suffers 2 damage."]`, "Attack 3 | Damage 2, At the target"},
		{"a push of its own on all adjacent enemies", `["%push% 2", "^Target all adjacent enemies", "*.........", "%attack% + 0"]`, "Push 2, Area 6 hexes | Attack 3"},
		{"a push and a condition", `["%pull% 1 and", "%wound%", "^Target all adjacent enemies"]`, "Pull 1, Area 6 hexes, Wound"},
		{"a push's whom with a condition after it", `["%push% 1", "^Target all, %range% 2,\n%muddle%"]`, "Push 1, Range 2, Target all, Muddle"},
		{"conditions listed with a comma", `["%curse%, %muddle%", "^Target all, %range% 2"]`, "Range 2, Target all, Curse, Muddle"},
		{"a condition on some enemies within a range", `["%wound%", "^Target 2, %range% 3"]`, "Range 3, Target 2, Wound"},
		{"a condition on all allies in a range", `["%bless%", "^Target all allies %range% 2"]`, "Range 2, Bless, Allies"},
		{"a boon on all within a range is the allies'", `["%strengthen%", "^%target% all, %range% 2"]`, "Range 2, Strengthen, Allies"},
		{"a heal of enemies stays text", `["%heal% 2", "^Target all adjacent enemies"]`, "Heal 2 | Target all adjacent enemies"},
	} {
		var lines []any
		if err := json.Unmarshal([]byte(c.lines), &lines); err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		if got := monster.Summary(monster.Resolve(parseLinesOf(lines, "Archer (invented)"), st)); got != c.want {
			t.Errorf("%s: %s\n got  %s\n want %s", c.name, c.lines, got, c.want)
		}
	}
}

// A stat card's sub-lines after a retaliate are the retaliate's: its
// range, and a condition it adds (kept in the notes), never every attack's.
func TestStatAttributesAfterARetaliate(t *testing.T) {
	im := &importer{rep: &pack.Report{}}
	st, ok := im.stat("m", xStat{Health: float64(5), Move: float64(2), Attack: float64(2),
		Attributes: []string{"%retaliate% 1", "^%range% 2", "^%muddle%", "%poison%", "%shield% 1"}}, 0)
	if !ok {
		t.Fatal("refused")
	}
	if st.Retaliate != 1 || st.RetaliateRange != 2 || st.Shield != 1 || !slices.Equal(st.Conditions, []string{"poison"}) ||
		!strings.Contains(st.Notes, "retaliate: muddle") {
		t.Errorf("%+v", st)
	}
}

// A stat card's push and pull go to every attack; after a retaliate, a
// sub-line's push is the retaliate's, kept in the notes.
func TestStatPushAndPull(t *testing.T) {
	im := &importer{rep: &pack.Report{}}
	st, ok := im.stat("m", xStat{Health: float64(5), Move: float64(2), Attack: float64(2),
		Attributes: []string{"%shield% 1", "%push% 2", "%pull% 1"}}, 0)
	if !ok || st.Push != 2 || st.Pull != 1 || st.Shield != 1 || st.Notes != "" {
		t.Errorf("%+v %v", st, ok)
	}
	st, ok = im.stat("m", xStat{Health: float64(5), Move: float64(2), Attack: float64(2),
		Attributes: []string{"%retaliate% 1", "^%push% 1"}}, 0)
	if !ok || st.Push != 0 || st.Retaliate != 1 || !strings.Contains(st.Notes, "retaliate: push 1") {
		t.Errorf("after a retaliate: %+v %v", st, ok)
	}
}

// "10cC", a slip for "10xC", is read as 10xC with a warning naming the
// field; any other unreadable hit points still leave the type out.
func TestHitPointsWithASlipOfTheKey(t *testing.T) {
	im := &importer{rep: &pack.Report{}}
	st, ok := im.stat("m.levels[0].normal", xStat{Health: "10cC", Move: float64(1), Attack: float64(3)}, 0)
	if !ok {
		t.Fatalf("refused: %v", im.rep.Warnings)
	}
	if n, err := st.HitPoints.At(3, 0, 1); err != nil || n != 30 {
		t.Errorf("10cC for 3 characters: %d %v", n, err)
	}
	if w := fmt.Sprint(im.rep.Warnings); !strings.Contains(w, "m.levels[0].normal.health") || !strings.Contains(w, `read as "10xC"`) {
		t.Errorf("warning: %s", w)
	}
	if _, ok := im.stat("m", xStat{Health: "10qC", Move: float64(1), Attack: float64(3)}, 0); ok {
		t.Error("10qC read")
	}
}

// A monster type whose deck is in another edition's file takes it from a
// pack imported before; without one it is left out, naming the file.
func TestDeckFromAnotherEdition(t *testing.T) {
	var levels []string
	for l := range 8 {
		levels = append(levels, fmt.Sprintf(`{"level": %d, "normal": {"health": %d, "move": 2, "attack": 2}, "elite": {"health": %d, "move": 2, "attack": 3}}`, l, 4+l, 6+l))
	}
	data := []byte(`{"edition": "Tiny", "monsters": {"Lost Ghost": {"deck": "Ghost", "count": 4, "levels": [` + strings.Join(levels, ",") + `]}}}`)
	if _, rep, err := Import(data); err != nil || !strings.Contains(fmt.Sprint(rep.Warnings), `its ability deck "Ghost" is in another edition's file`) {
		t.Fatalf("alone: %v %v", rep, err)
	}
	other := &pack.Pack{Format: pack.Format, Version: pack.Version, Name: "Older Edition",
		Decks: []pack.Deck{{Name: "Ghost", Cards: []pack.AbilityCard{{Number: 1, Initiative: 30,
			Actions: []monster.Action{{Type: monster.KindAttack, Value: monster.Plus(1)}}}}}}}
	p, rep, err := ImportWith(data, []*pack.Pack{other})
	if err != nil {
		t.Fatal(err)
	}
	m, ok := p.Monster("Lost Ghost")
	if !ok {
		t.Fatalf("Lost Ghost left out: %v", rep.Warnings)
	}
	if d, ok := p.Deck(m.DeckName()); !ok || len(d.Cards) != 1 || &d.Cards[0].Actions[0] == &other.Decks[0].Cards[0].Actions[0] {
		t.Errorf("the Ghost deck was not copied into the pack: %+v", d)
	}
	if err := p.Check(); err != nil {
		t.Error(err)
	}
}

// A class with fewer levels than nine (Buttons & Bugs' five) is kept with
// the levels it has.
func TestClassWithFiveLevels(t *testing.T) {
	data := []byte(`{"edition": "Tiny", "classes": [{"name": "Bruiser", "color": "FF8040A0", "health": [12, 13, 15, 16, 18], "perks": []}]}`)
	p, rep, err := Import(data)
	if err != nil {
		t.Fatal(err)
	}
	c, ok := p.Class("Bruiser")
	if !ok || len(c.HitPoints) != 5 {
		t.Fatalf("Bruiser %+v: %v", c, rep.Warnings)
	}
	if hp, err := c.HitPointsAt(5); err != nil || hp != 18 {
		t.Errorf("level 5: %d %v", hp, err)
	}
	if _, err := c.HitPointsAt(6); err == nil {
		t.Error("level 6 of a five-level class has hit points")
	}
}

// A perk card's name reads as card notation, cursing and blessing cards and
// the later editions' conditions included.
func TestPerkCards(t *testing.T) {
	for _, c := range []struct{ name, want string }{
		{"perks/plus1push2flip", "+1 roll push:2"},
		{"perks/plus1curse", "+1 curses"},
		{"plus0bless", "+0 blesses"},
		{"perks/plus1brittle", "+1 brittle"},
		{"perks/plus0wardflip", "+0 roll ward"},
		{"perks/plus1regenerate", "+1 regenerate"},
		{"perks/plus0heal1ally", "+0 heal:1 ally"},
		{"perks/plus2strengthenally", "+2 strengthen ally"},
		{"perks/plus1heal1range3", "+1 heal:1 range:3"},
		{"perks/plus0heal1range1flip", "+0 roll heal:1 range:1"},
		{"perks/plus0untap", "+0 refresh"},
		{"perks/plus0anyflip", "+0 roll any"},
	} {
		got, err := perkCard(c.name)
		if err != nil || got != c.want {
			t.Errorf("%s: %q %v, want %q", c.name, got, err, c.want)
			continue
		}
		if _, err := modifier.ParseCard(got); err != nil {
			t.Errorf("%s: %q is no card: %v", c.name, got, err)
		}
	}
	for _, name := range []string{"perks/plus1sparkle", "perks/plus1heal1range"} {
		if _, err := perkCard(name); err == nil {
			t.Errorf("%s is read", name)
		}
	}
}

// An edition the engine knows the rules of gives the pack its rules.
func TestEditionGivesRules(t *testing.T) {
	for name, want := range map[string]rules.Edition{"Frosthaven": rules.Frosthaven, "Jaws of the Lion": rules.JawsOfTheLion, "Tiny": ""} {
		p, _, err := Import([]byte(`{"edition": "` + name + `", "classes": [{"name": "Bruiser", "color": "FF8040A0", "health": [12, 13, 15, 16, 18], "perks": []}]}`))
		if err != nil {
			t.Fatal(err)
		}
		if p.Rules != want {
			t.Errorf("%s: rules %q, want %q", name, p.Rules, want)
		}
	}
}

// A class's own card ("perks/unique/…") takes its number and rolling from
// the perk's text, where its words are in quotes; the perk keeps that text
// for the sheet.
func TestPerkUniqueCards(t *testing.T) {
	for _, c := range []struct{ perk, want string }{
		{`{"text": "Replace one +1 card with two +0 \"Step one slot back\" cards", "removes": ["plus1"], "adds": ["perks/unique/lk1", "perks/unique/lk1"]}`,
			`replace +1 with +0, +0 "Replace one +1 card with two +0 “Step one slot back” cards"`},
		{`{"text": "Add one -2 %brittle% and one +3 \"%brittle%, self\" card", "adds": ["perks/minus2brittle", "perks/unique/lk2"]}`,
			`add -2 brittle, +3 "Add one -2 brittle and one +3 “brittle, self” card"`},
		{`{"text": "Add two \"%heal% 1, self\"%flip% cards", "adds": ["perks/unique/lk3", "perks/unique/lk3"]}`,
			`add +0 roll, +0 roll "Add two “heal 1, self” flip cards"`},
		{`{"text": "Replace one -1 card with one \"-1 %push% 1, or step\" card", "removes": ["minus1"], "adds": ["perks/unique/lk4"]}`,
			`replace -1 with -1 "Replace one -1 card with one “-1 push 1, or step” card"`},
		{`{"text": "Add three Lantern Glow 1 %flip% cards", "adds": ["perks/unique/lk5", "perks/unique/lk5", "perks/unique/lk5"]}`,
			`add +0 roll, +0 roll, +0 roll "Add three Lantern Glow 1 flip cards"`},
		{`{"text": "Add one \"%heal% 1\"%fire%%flip% card and one \"%heal% 2\" card", "adds": ["perks/unique/lk6", "perks/unique/lk7"]}`,
			`add +0 roll, +0 "Add one “heal 1” fire flip card and one “heal 2” card"`},
		{`{"text": "Add one +1 %wound%, \"%wound%, self\" card", "adds": ["perks/unique/lk8"]}`,
			`add +1 "Add one +1 wound, “wound, self” card"`},
	} {
		got, err := perkNotation(json.RawMessage(c.perk))
		if err != nil || got != c.want {
			t.Errorf("%s:\n got %q %v\nwant %q", c.perk, got, err, c.want)
		}
	}
	// the null card, and a class's own card with the shuffle mark
	if got, err := perkNotation(json.RawMessage(`{"text": "Replace one null card with one -2 shuffle card", "removes": ["nullAttack"], "adds": ["perks/unique/lk9"]}`)); err != nil ||
		got != `replace null shuffle with -2 shuffle "Replace one null card with one -2 shuffle card"` {
		t.Errorf("null: %q %v", got, err)
	}
	// a card whose effect the notation has no word for: its number, and
	// the perk's words for the sheet; without words it is refused
	if got, err := perkNotation(json.RawMessage(`{"text": "Replace one -1 with one +0 \"%use%%any%: %any%\" card", "removes": ["minus1"], "adds": ["perks/plus0anytoanyflip"]}`)); err != nil ||
		got != `replace -1 with +0 roll "Replace one -1 with one +0 “use any: any” card"` {
		t.Errorf("anytoany: %q %v", got, err)
	}
	if got, err := perkNotation(json.RawMessage(`{"removes": ["minus1"], "adds": ["perks/plus0anytoany"]}`)); err == nil {
		t.Errorf("anytoany without words: %q", got)
	}
	// a unique card the text does not describe is refused, never guessed
	if got, err := perkNotation(json.RawMessage(`{"text": "Add one \"Glow\" card", "adds": ["perks/unique/a", "perks/unique/b"]}`)); err == nil {
		t.Errorf("imported as %q", got)
	}
}
