package sharing

import (
	"strings"
	"testing"

	"golang.org/x/text/language"

	"github.com/haventable/haventable/locales"
	"github.com/haventable/haventable/persistence/share"
)

// A reason the window does not know (a newer host's), none (an older
// host's) or ReasonOther is a general sentence in the player's words.
func TestJoinRefusedWordsFallBack(t *testing.T) {
	for _, lang := range []language.Tag{language.English, language.German, language.French} {
		tr, err := locales.New(lang)
		if err != nil {
			t.Fatal(err)
		}
		other := tr.T("JoinRefusedOther")
		for _, reason := range []string{"", share.ReasonOther, "a-reason-of-tomorrow"} {
			if got := joinRefusedWords(tr, reason); got != other {
				t.Errorf("%v, reason %q: %q, want %q", lang, reason, got, other)
			}
		}
		// every known reason has its own words
		seen := map[string]string{}
		for _, reason := range []string{share.ReasonInitiativeRange, share.ReasonRoundBegun, share.ReasonCannotRest,
			share.ReasonRestTime, share.ReasonNotInTurn, share.ReasonOutOfPlay, share.ReasonImmune,
			share.ReasonNegativeAmount, share.ReasonNoCard, share.ReasonHandKept} {
			got := joinRefusedWords(tr, reason)
			if got == other || seen[got] != "" {
				t.Errorf("%v, reason %q: %q (also %q's)", lang, reason, got, seen[got])
			}
			seen[got] = reason
		}
		if got := joinRefusedWords(tr, share.ReasonInitiativeRange); !strings.Contains(got, "99") {
			t.Errorf("%v: the initiative's range is not said: %q", lang, got)
		}
	}
}
