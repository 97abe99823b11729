package cards

import (
	"errors"
	"strings"
	"testing"

	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/locales"
)

// Every problem a player can write into a card or perk field is told in
// player words in every language, naming the word at fault, and never with
// the parser's own message.
func TestProblemText(t *testing.T) {
	cards := []struct{ in, word string }{
		{"", ""}, {"+x", "+x"}, {"roll +1", "+1"}, {"+1 roll roll", "roll"}, {"x2 curse", ""},
		{"+1 @Q", "@Q"}, {"+1 sparkle", "sparkle"}, {"+1 push", "push"}, {"+1 fire:2", "fire:2"},
	}
	perks := []struct{ in, word string }{
		{"swap +1", "swap"}, {"replace -1", ""}, {"add", ""}, {"add bless", "bless"}, {"remove +4", "+4"},
		{"add +1 fire fire", "fire"}, {`add +1 "open`, ""}, {`""`, ""},
	}
	for _, lang := range locales.Supported {
		tr, err := locales.New(lang)
		if err != nil {
			t.Fatal(err)
		}
		other := tr.T("CardsProblemOther")
		check := func(in, word string, err error) {
			t.Helper()
			if err == nil {
				t.Fatalf("%q accepted", in)
			}
			got := ProblemText(tr, err)
			if got == other || strings.Contains(got, "{{") || strings.Contains(got, "no value") ||
				strings.Contains(got, err.Error()) || !strings.Contains(got, word) {
				t.Errorf("%v %q: %q (parser: %v)", lang, in, got, err)
			}
		}
		for _, c := range cards {
			_, err := modifier.ParseCard(c.in)
			check(c.in, c.word, err)
		}
		for _, p := range perks {
			_, err := modifier.CharacterCards([]string{p.in})
			check(p.in, p.word, err)
		}
		if got := ProblemText(tr, errors.ErrUnsupported); got != other {
			t.Errorf("%v: an error of another kind gives %q", lang, got)
		}
	}
}
