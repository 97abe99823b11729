package decks

import (
	"testing"

	"fyne.io/fyne/v2/test"
	"golang.org/x/text/language"

	"github.com/haventable/haventable/engine/modifier"
)

// BenchmarkRefresh is the screen following one change of the table: every
// deck's piles redrawn and every deck's odds recomputed (on the UI
// goroutine, as none of these decks is slow), with advantage and a target.
func BenchmarkRefresh(b *testing.B) {
	test.NewTempApp(b)
	env, w := newEnv(b, language.English)
	s := New(env)
	w.SetContent(s.Content())
	p := s.panels["brute"]
	for _, c := range []string{"bless", "bless", "curse @*", "+1 roll @*", "-1 @*"} {
		p.addCard(modifier.MustParseCard(c))
	}
	s.SetAttack("brute", modifier.Attack{Value: 3, Advantage: true}, "")
	b.ReportAllocs()
	for b.Loop() {
		for _, p := range s.panels {
			p.computed = nil // as after a change of every deck
		}
		s.refresh()
	}
}

// BenchmarkRefreshUnchanged is the screen following a change of the table
// that leaves every deck, attack and target as it was (a figure moved, an
// element waned): the piles are redrawn, the odds are not recomputed.
func BenchmarkRefreshUnchanged(b *testing.B) {
	test.NewTempApp(b)
	env, w := newEnv(b, language.English)
	s := New(env)
	w.SetContent(s.Content())
	p := s.panels["brute"]
	for _, c := range []string{"bless", "bless", "curse @*", "+1 roll @*", "-1 @*"} {
		p.addCard(modifier.MustParseCard(c))
	}
	s.SetAttack("brute", modifier.Attack{Value: 3, Advantage: true}, "")
	b.ReportAllocs()
	for b.Loop() {
		s.refresh()
	}
}
