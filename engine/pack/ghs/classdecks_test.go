package ghs

import (
	"os"
	"strings"
	"testing"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/monster"
	"github.com/haventable/haventable/engine/pack"
)

// TestImportClassDeck imports an invented class's ability deck written in
// Gloomhaven Secretariat's format (data/<edition>/character/deck/*.json).
func TestImportClassDeck(t *testing.T) {
	p, rep := importDeck(t, "lantern-warden.json")
	if len(p.Decks) != 0 || len(p.ClassDecks) != 1 {
		t.Fatalf("want one class deck and no monster deck, got %d and %d", len(p.ClassDecks), len(p.Decks))
	}
	d := p.ClassDecks[0]
	if d.Class != "Lantern Warden" || len(d.Cards) != 4 {
		t.Fatalf("deck %q with %d cards, want Lantern Warden with 4", d.Class, len(d.Cards))
	}
	sweep, ward, step, echo := d.Cards[0], d.Cards[1], d.Cards[2], d.Cards[3]

	// an area attack whose shape comes from the card ("enhance" hex left out)
	atk := sweep.Top.Actions[0]
	if atk.Type != monster.KindAttack || atk.Value.N != 2 || atk.Value.Relative || atk.Area == nil || !atk.Area.Self ||
		len(atk.Area.Hexes) != 2 || atk.Range != nil || len(atk.Conditions) != 1 || atk.Conditions[0] != "wound" {
		t.Errorf("Sweep of Embers top: %+v (area %+v)", atk, atk.Area)
	}
	if sweep.Top.XP != 1 || len(sweep.Top.Actions) != 1 || sweep.Level != 1 || sweep.Initiative != 23 {
		t.Errorf("Sweep of Embers: %+v", sweep)
	}
	if len(sweep.Bottom.Actions) != 1 || sweep.Bottom.Actions[0].Type != monster.KindMove {
		t.Errorf("Sweep of Embers bottom (the spacer is layout): %+v", sweep.Bottom.Actions)
	}
	// a ranged attack and an infusion; a persistent shield with a track of two
	if ward.Level != 0 || ward.Top.Actions[0].Range == nil || ward.Top.Actions[0].Range.N != 3 ||
		ward.Top.Actions[1].Type != monster.KindInfuse {
		t.Errorf("Glass Ward top: %+v", ward.Top)
	}
	if b := ward.Bottom; !b.Persistent || !b.Lost || b.Uses != 2 || len(b.Actions) != 1 || b.Actions[0].Type != monster.KindShield {
		t.Errorf("Glass Ward bottom: %+v", b)
	}
	// a lost top half with experience written as a string, the hint gone;
	// a round bonus kept as text
	if !step.Top.Lost || step.Top.XP != 2 || len(step.Top.Actions) != 1 || step.Top.Actions[0].Type != monster.KindHeal {
		t.Errorf("Quick Step top: %+v", step.Top)
	}
	if b := step.Bottom; !b.Round || len(b.Actions) != 1 || b.Actions[0].Type != monster.KindText ||
		!strings.Contains(b.Actions[0].Text, "+1 attack") {
		t.Errorf("Quick Step bottom: %+v", b)
	}
	// a number given twice is renumbered, a level "A" read as X, a box's
	// actions kept
	// two initiatives in one number (7015: 70 and 15): the first kept
	if echo.Number == 903 || echo.Level != 0 || echo.Initiative != 70 || echo.Top.Actions[0].Type != monster.KindMove {
		t.Errorf("Echo: %+v", echo)
	}
	if len(rep.Warnings) < 3 {
		t.Errorf("want warnings for the number given twice, the level A and the two initiatives, got %v", rep.Warnings)
	}
	c := p.ClassCards()
	if c != (pack.ClassCardCount{Cards: 4, Classes: 1, Structured: 8, Actions: 9}) {
		t.Errorf("count %+v", c)
	}
}

// A class's summon is worded for the players with its stats (when it is
// not structured: classSummon).
func TestSummonWords(t *testing.T) {
	for _, tc := range []struct{ obj, want string }{
		{`{"name": "battle-bot", "health": "6", "attack": "2", "movement": "2", "count": 1}`, "Summon Battle Bot: 6 hit points, move 2, attack 2"},
		{`{"name": "lamp", "health": 3, "range": "3", "count": 2}`, "Summon 2 Lamp: 3 hit points, range 3"},
		{`{"name": "ghost"}`, "Summon Ghost"},
		{`{"name": "wisp", "health": 1, "movement": 2}`, "Summon Wisp: 1 hit point, move 2"},
	} {
		a := gAction{Type: "summon", Value: "summonData", ValueObj: []byte(tc.obj)}
		if got, ok := summonWords(a); !ok || got != tc.want {
			t.Errorf("%s: %q %v, want %q", tc.obj, got, ok, tc.want)
		}
		h := half([]gAction{a})
		if _, structured := classSummon(a); len(h.Actions) != 1 || !structured && h.Actions[0].Text != tc.want ||
			structured && h.Actions[0].Type != monster.KindSummon {
			t.Errorf("%s: half %+v", tc.obj, h.Actions)
		}
	}
	if _, ok := summonWords(gAction{Type: "summon", Value: "summonData"}); ok {
		t.Error("a summon without its stats worded")
	}
}

// "Shield 1, self" and "retaliate 2, self" on a class card are the
// character's own: one structured action, no text.
func TestClassShieldSelf(t *testing.T) {
	for _, kind := range []string{"shield", "retaliate"} {
		h := half([]gAction{{Type: kind, Value: float64(1), SubActions: []gAction{{Type: "specialTarget", Value: "self"}}}})
		if len(h.Actions) != 1 || h.Actions[0].Type != kind {
			t.Errorf("%s, self: %+v", kind, h.Actions)
		}
	}
}

// importDeck imports one invented class deck of testdata.
func importDeck(t *testing.T, file string) (*pack.Pack, *pack.Report) {
	t.Helper()
	name := "testdata/invented/character/deck/" + file
	data, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	p, rep, err := Import("invented", []File{{Name: name, Data: data}})
	if err != nil {
		t.Fatal(err)
	}
	return p, rep
}

// TestClassAttackBonus: the words of a bonus on every attack become the
// half's attack bonus, with its track marked by attacks; one with a
// condition stays the players'.
func TestClassAttackBonus(t *testing.T) {
	slots := []gAction{{Type: "card", Value: "persistent"}, {Type: "card", Value: "slot"}, {Type: "card", Value: "slot"}}
	for _, c := range []struct {
		words string
		slots []gAction
		bonus int
		track string
	}{
		{"On your next four attacks, add +1 attack.", slots, 1, engine.EventAttack},
		{"Add +2 attack to all your attacks this round.", []gAction{{Type: "card", Value: "round"}}, 2, ""},
		{"On your next four attacks targeting enemies adjacent to none of their allies, add +2 attack", slots, 0, ""},
		{"On your next four attacks, add +1 attack.", nil, 0, ""}, // no bonus card
	} {
		h := half(append([]gAction{{Type: "custom", Value: c.words}}, c.slots...))
		attackBonus(&h)
		if h.AttackBonus != c.bonus || h.Track != c.track {
			t.Errorf("%q: attack bonus %d track %q, want %d %q", c.words, h.AttackBonus, h.Track, c.bonus, c.track)
		}
	}
}
