package web

import (
	"strings"
	"testing"

	"golang.org/x/text/language"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/locales"
	"github.com/haventable/haventable/persistence/share"
)

// The table's refusal of a phone's action reaches the player in the
// page's language, worded for players: never the engine's own text.
func TestRefusalInThePlayersWords(t *testing.T) {
	for _, tc := range []struct {
		lang                 language.Tag
		initiative, negative string
	}{
		{language.English, "from 1 to 99", "0 or more"},
		{language.German, "von 1 bis 99", "ab 0"},
		{language.French, "de 1 à 99", "0 ou plus"},
	} {
		words, err := locales.New(tc.lang)
		if err != nil {
			t.Fatal(err)
		}
		h := hostTableIn(t, words)
		v := h.view(t, h.token)
		code, rep := h.act(t, h.token, v.Seq, engine.SetInitiative{Character: "ana", Leading: 0})
		if code != 200 || rep.Done || !strings.Contains(rep.Refused, tc.initiative) || strings.Contains(rep.Refused, "out of") {
			t.Errorf("%v: initiative 0: %d %+v, want %q", tc.lang, code, rep, tc.initiative)
		}
		code, rep = h.act(t, h.token, v.Seq, engine.DamageFigure{Figure: "ana", Amount: -2})
		if code != 200 || rep.Done || !strings.Contains(rep.Refused, tc.negative) || strings.Contains(rep.Refused, "below") {
			t.Errorf("%v: damage -2: %d %+v, want %q", tc.lang, code, rep, tc.negative)
		}
	}
}

// A refusal with no reason the page knows (an older host's, or a new
// one) is a sentence for players, not the host's error text.
func TestRefusalFallback(t *testing.T) {
	words := tr(t)
	other := words.T("WebRefusedOther")
	for _, reason := range []string{"", share.ReasonOther, "a-reason-of-tomorrow"} {
		if got := refusedWords(words, reason); got != other {
			t.Errorf("reason %q: %q, want %q", reason, got, other)
		}
	}
	s := &Server{opts: Options{Tr: words}}
	got := s.refusal(player{}, share.Reply{Error: `set initiative of "ana": leading card: initiative out of 1..99: 0`})
	if got != other {
		t.Errorf("a reply without a reason: %q", got)
	}
}
