package ui

import (
	"context"
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/text/language"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/ui/figures"
)

// A joined window whose action the host's table refuses says why in its
// player's words and language, from the reply's reason: never the host's
// error text (issue 39: "propose damage: refused: damage "hero": the
// figure is exhausted: the figure is out of play").
func TestJoinedWindowSaysTheHostsRefusalInPlayerWords(t *testing.T) {
	for _, tc := range []struct {
		lang  language.Tag
		title string
		want  string
	}{
		{language.English, "Cannot change the figure", "That figure is out of play (dead or exhausted)"},
		{language.German, "", "Diese Figur ist aus dem Spiel (tot oder erschöpft)"},
		{language.French, "", "Cette figurine est hors jeu (morte ou épuisée)"},
	} {
		t.Run(tc.lang.String(), func(t *testing.T) {
			host, hostSess := sharedHost(t)
			store, sess := table(t)
			s, w := newShell(t, Deps{Store: store, Session: sess, Language: tc.lang,
				DBPath: filepath.Join(t.TempDir(), "own.db")})
			drain := queueUI(s)
			if err := s.Join(host.Address(), host.Code(), "hero"); err != nil {
				t.Fatal(err)
			}
			defer s.Leave()
			// the game master exhausts the hero; the player's window, which
			// saw it, still damages the hero
			if _, err := hostSess.Do(context.Background(), engine.Exhaust{Character: "hero"}); err != nil {
				t.Fatal(err)
			}
			until(t, drain, "the window sees the hero exhausted", func() bool {
				f, _ := s.table.Scenario().Figure("hero")
				return f.State == engine.Exhausted
			})
			last := host.Last()
			fl := figures.New(s.env)
			defer fl.Close()
			fl.Damage("hero", 2)
			until(t, drain, "a dialog saying the host's table refused the damage", s.env.ErrorShown)
			if host.Last() != last {
				t.Error("the refused damage moved the host's sequence")
			}
			got := texts(w.Canvas().Overlays().Top())
			if !strings.Contains(got, tc.want) {
				t.Errorf("the dialog says %q, want %q", got, tc.want)
			}
			if tc.title != "" && !strings.Contains(got, tc.title) {
				t.Errorf("the dialog says %q, want the title %q", got, tc.title)
			}
			for _, host := range []string{"propose", "refused:", `"hero"`, "the figure is out of play"} {
				if strings.Contains(got, host) {
					t.Errorf("the dialog shows the host's error text (%q): %q", host, got)
				}
			}
		})
	}
}
