package pack

import (
	"github.com/haventable/haventable/engine/monster"
	"strings"
	"testing"
)

func TestResolve(t *testing.T) {
	p := Builtin()
	tests := []struct {
		monster string
		card    int
		level   int
		normal  string
		elite   string
	}{
		// stat: normal attack 2, range 3; elite attack 3, range 3, muddle
		{"Ash Acolyte", 6, 1, "Attack 3, Range 5, Pierce 2", "Attack 4, Range 5, Pierce 2, Muddle"},
		{"Ash Acolyte", 2, 0, "Move 2 | Attack 1, Range 2 | Infuse Fire", "Move 3 | Attack 2, Range 2, Muddle | Infuse Fire"},
		{"Ash Acolyte", 4, 0, "Attack 2, Range 3, Area 3 hexes | Use Fire: +1 Attack, Wound",
			"Attack 3, Range 3, Area 3 hexes, Muddle | Use Fire: +1 Attack, Wound"},
		{"Ash Acolyte", 5, 0, "Heal 3, Range 3 | Move 1", "Heal 3, Range 3 | Move 2"},
		// a ranged monster's card without a range is a melee attack
		{"Ash Acolyte", 3, 0, "Move 0 | Shield 1, Self | Invisible, Self", "Move 1 | Shield 2, Self | Invisible, Self"},
		// stat: normal attack 1; elite attack 2, poison from level 3
		{"Cave Rat", 4, 3, "Move 4, Jump | Attack 2, Poison", "Move 4, Jump | Attack 3, Poison"},
		{"Cave Rat", 8, 0, "Move 2 | Attack 1, Target 2 | Use Dark: +1 Attack", "Move 2 | Attack 2, Target 2 | Use Dark: +1 Attack"},
		{"Cave Rat", 1, 0, "Move 4 | Attack 0", "Move 4 | Attack 1"},
		// Bog Lurker: pierce from the stat card adds to the card's
		{"Bog Lurker", 2, 0, "Move 1 | Attack 2, Pierce 1, Pull 2, Immobilize", "Move 1 | Attack 3, Pierce 2, Pull 2, Immobilize"},
		{"Bog Lurker", 6, 0, "Shield 2, Self | Retaliate 2 | Heal 2, Self", "Shield 3, Self | Retaliate 3 | Heal 2, Self"},
		{"Bog Lurker", 7, 0, "Move 2 | Attack 1, Pierce 1, Area 3 hexes", "Move 2 | Attack 2, Pierce 2, Area 3 hexes"},
		// Stone Warden elite at level 4: target 2 on every attack, retaliate 2 range 2
		{"Stone Warden", 5, 4, "Heal 4, Self | Retaliate 2, Range 2", "Heal 4, Self | Retaliate 3, Range 2"},
		{"Stone Warden", 8, 4, "Shield 4, Self | Move 1 | Attack 4, Target 3", "Shield 5, Self | Move 2 | Attack 5, Target 3"},
		{"Stone Warden", 6, 4, "Move 0 | Attack 7, Stun", "Move 1 | Attack 8, Target 2, Stun"},
		{"Stone Warden", 7, 0, "Summon Cave Rat | The summoned rat is made of stone and cannot be poisoned.",
			"Summon Cave Rat | The summoned rat is made of stone and cannot be poisoned."},
		// boss: flying moves; move "C+1" is 3 with two characters
		{"Ember Tyrant", 8, 0, "Move 5, Jump, Flying | Shield 3, Self", "Move 5, Jump, Flying | Shield 3, Self"},
	}
	for _, tt := range tests {
		m, _ := p.Monster(tt.monster)
		deck, _ := p.Deck(m.DeckName())
		var card *AbilityCard
		for i := range deck.Cards {
			if deck.Cards[i].Number == tt.card {
				card = &deck.Cards[i]
			}
		}
		for _, elite := range []bool{false, true} {
			st, err := m.StatCard(tt.level, elite, 2)
			if err != nil {
				t.Fatal(err)
			}
			want := tt.normal
			if elite {
				want = tt.elite
			}
			if got := monster.Summary(card.Resolve(st)); got != want {
				t.Errorf("%s card %d L%d elite=%v:\n got %s\nwant %s", tt.monster, tt.card, tt.level, elite, got, want)
			}
		}
	}
}

func TestResolveArea(t *testing.T) {
	p := Builtin()
	deck, _ := p.Deck("Bog Lurker")
	st, _ := p.StatCard("Bog Lurker", 0, false, 2)
	rs := deck.Cards[6].Resolve(st)
	a := rs[1].Area
	if a == nil || !a.Self || len(a.Hexes) != 3 || a.Hexes[1].Q != 1 || a.Hexes[1].R != -1 {
		t.Errorf("area %+v", a)
	}
}

func TestResolveBossSpecial(t *testing.T) {
	p := Builtin()
	st, _ := p.StatCard("Ember Tyrant", 1, false, 3)
	if len(st.Special) != 2 {
		t.Fatalf("%d special actions", len(st.Special))
	}
	got := monster.Summary(monster.Resolve(st.Special[1], st))
	if want := "Move 5, Jump, Flying | Attack 4, Wound | Infuse Fire"; !strings.EqualFold(got, want) {
		t.Errorf("special 2: %s, want %s", got, want)
	}
}

// A boss card's "Special 1" resolves to the boss's special action 1, as the
// table plays it.
func TestCardResolvesBossSpecials(t *testing.T) {
	boss := monster.StatCard{Monster: "Ember Tyrant", Boss: true, Attack: 4, Target: 1, Characters: 2,
		Special: [][]monster.Action{{{Type: monster.KindAttack, Value: monster.Plus(2), Range: monster.Fixed(3)}}}}
	c := AbilityCard{Number: 1, Initiative: 10, Actions: []monster.Action{{Type: monster.KindSpecial, Value: monster.Fixed(1)}}}
	if got := monster.Summary(c.Resolve(boss)); got != "Attack 6, Range 3" {
		t.Errorf("%s", got)
	}
}
