package hand

import (
	"strings"
	"testing"

	"golang.org/x/text/language"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/monster"
	"github.com/haventable/haventable/locales"
)

// A half's kind of bonus of which one card is active at a time, and a
// card's leave to have two of a kind, are told in the player's words in
// each language, the known kinds translated, another as its pack names
// it.
func TestHalfTextExclusive(t *testing.T) {
	move := []monster.Action{{Type: monster.KindMove, Value: monster.Fixed(2)}}
	for _, tc := range []struct {
		lang language.Tag
		half engine.CardHalf
		want string
	}{
		{language.English, engine.CardHalf{Actions: move, Persistent: true, Exclusive: "song"},
			"Move 2 (persistent bonus, one Song card active at a time: another replaces it)"},
		{language.German, engine.CardHalf{Actions: move, Persistent: true, Exclusive: "augment"},
			"nur eine Karte der Art Erweiterung aktiv: eine weitere ersetzt sie"},
		{language.French, engine.CardHalf{Actions: move, Round: true, Exclusive: "song"},
			"une seule carte Chant active à la fois : une autre la remplace"},
		{language.English, engine.CardHalf{Actions: move, Persistent: true, Exclusive: "chant-of-ice"},
			"one Chant-of-ice card active at a time"},
		{language.English, engine.CardHalf{Actions: move, Persistent: true, Exclusive: "song", XPEachTurn: 1},
			"1 experience at the start of each of your turns"},
		{language.French, engine.CardHalf{Actions: move, Persistent: true, XPEachTurn: 2},
			"2 points d’expérience au début de chacun de vos tours"},
		{language.German, engine.CardHalf{Actions: move, Persistent: true, Lost: true, ExclusiveTwo: "song"},
			"solange aktiv, dürfen zwei Karten der Art Lied zugleich aktiv sein"},
	} {
		tr, err := locales.New(tc.lang)
		if err != nil {
			t.Fatal(err)
		}
		if got := halfText(tr, tc.half); !strings.Contains(got, tc.want) {
			t.Errorf("%s %+v: %q, want it to hold %q", tc.lang, tc.half, got, tc.want)
		}
	}
}
