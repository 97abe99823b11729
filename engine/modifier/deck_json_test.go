package modifier

import (
	"bytes"
	"encoding/json"
	"math/rand/v2"
	"testing"
)

// TestAppendStateJSON: a deck written by hand is, byte for byte, what its
// State's MarshalJSON writes, through draws, attacks in play, blesses,
// curses, removed cards and pending shuffles.
func TestAppendStateJSON(t *testing.T) {
	check := func(what string, d *Deck) {
		t.Helper()
		want, err := d.State().MarshalJSON()
		if err != nil {
			t.Fatal(err)
		}
		got := d.AppendStateJSON([]byte("x"))
		if !bytes.Equal(got, append([]byte("x"), want...)) {
			t.Fatalf("%s: written by hand\n%s\nMarshalJSON\n%s", what, got, want)
		}
	}
	src, sup := NewSource(9), NewSupply()
	hero, err := NewStandardDeck(src, sup)
	if err != nil {
		t.Fatal(err)
	}
	monsters := deckMust(t, OwnerMonster, src, sup, "+0", "x2 shuffle", "null shuffle", "-1")
	marked := deckMust(t, OwnerCharacter, src, sup, "+1 @brute", "+0 roll push:1 fire", "-1")
	empty := deckMust(t, OwnerCharacter, src, sup)
	check("empty", empty)
	r := rand.New(rand.NewPCG(9, 41))
	for range 400 {
		for _, d := range []*Deck{hero, monsters, marked} {
			switch r.IntN(6) {
			case 0:
				d.Draw()
			case 1:
				if d.StartAttack() == nil {
					d.DrawCards(1 + r.IntN(2))
				}
			case 2:
				d.Add(MustParseCard("bless"))
			case 3:
				d.Add(MustParseCard("curse"))
			case 4:
				d.EndRound()
			default:
				d.EndAttack()
			}
			check("played", d)
		}
	}
}

// TestAppendJSONString: a string is written as json.Marshal writes it.
func TestAppendJSONString(t *testing.T) {
	for _, s := range []string{"", "+1", "x2 shuffle", `"q"`, `a\b`, "<b>&", "é", "\u2028", "\x01", "\xff", "~ \x7f"} {
		want, _ := json.Marshal(s)
		if got := AppendJSONString(nil, s); !bytes.Equal(got, want) {
			t.Errorf("%q: %s, json.Marshal %s", s, got, want)
		}
	}
}
