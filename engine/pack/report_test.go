package pack

import (
	"slices"
	"strings"
	"testing"

	"github.com/haventable/haventable/engine/monster"
)

// Warnings of one kind past MaxSameWarnings are counted in one entry; past
// MaxWarnings listed, all are counted; quoted input is cut to an excerpt.
func TestReportCountsRepeatedWarnings(t *testing.T) {
	var r Report
	for i := range 1000000 {
		r.Warn(Path("monsters", i), "monster skipped: no name")
	}
	r.Warn("name", "%q is too long", strings.Repeat("k", 8<<20))
	if got := r.Count(); got != 1000001 {
		t.Fatalf("Count = %d", got)
	}
	var lines []string
	for _, w := range r.Warnings {
		lines = append(lines, w.String())
	}
	want := []string{"monsters[9]: monster skipped: no name", "… and 999,990 more like this",
		`name: "` + strings.Repeat("k", 40) + `…" is too long`}
	if len(lines) != MaxSameWarnings+2 || strings.Join(lines[MaxSameWarnings-1:], "\n") != strings.Join(want, "\n") {
		t.Fatalf("warnings:\n%s", strings.Join(lines, "\n"))
	}

	var many Report
	for i := range MaxWarnings + 5 {
		many.Warn("x", "kind %d", i)             // one kind: 10 listed, the rest in one entry
		many.Warn("x", strings.Repeat("k", i+1)) // a kind each: 490 listed, the rest in one entry
	}
	if got := many.Count(); got != 2*(MaxWarnings+5) {
		t.Fatalf("Count = %d", got)
	}
	last := many.Warnings[len(many.Warnings)-1]
	if len(many.Warnings) != MaxWarnings+2 || last.String() != "… and 15 more" {
		t.Fatalf("%d warnings, the last %q", len(many.Warnings), last.String())
	}
}

// An unknown key of 8 MB is named by an excerpt: the error stays short.
func TestParseQuotesAnExcerptOfALongKey(t *testing.T) {
	key := strings.Repeat("k", MaxFileSize-200)
	_, err := Parse([]byte(`{"format":"haventable-pack","version":1,"name":"x","` + key + `":1}`))
	if err == nil || len(err.Error()) > 400 || !strings.Contains(err.Error(), `unknown key "kkkk`) {
		t.Fatalf("Parse: %d bytes of error: %.300v", len(err.Error()), err)
	}
	t.Log(err)
}

// The text actions a pack holds are listed once each with their number,
// the most frequent first.
func TestCountListsTextLines(t *testing.T) {
	text := func(s string) monster.Action { return monster.Action{Type: monster.KindText, Text: s} }
	p := &Pack{Decks: []Deck{{Name: "D", Cards: []AbilityCard{
		{Number: 1, Actions: []monster.Action{text("Rotate the spire"), {Type: monster.KindMove, Value: monster.Plus(0)}}},
		{Number: 2, Actions: []monster.Action{text("Teleport away"), text("Teleport away")}},
	}}}}
	c := p.Count()
	want := []TextLine{{"Teleport away", 2}, {"Rotate the spire", 1}}
	if got := p.TextLines(); c.Text != 3 || c.Structured != 1 || !slices.Equal(got, want) {
		t.Errorf("%+v %+v", c, got)
	}
}

// A class card's line in a peer's notation is reported as monsters' are,
// with GHS's class-card marks among the notation.
func TestRawNotationLinesOfClassCards(t *testing.T) {
	p := &Pack{ClassDecks: []ClassDeck{{Class: "Lamplighter", Cards: []ClassCard{{Number: 1, Name: "Glow", Initiative: 10,
		Top: CardHalf{Actions: []monster.Action{{Type: monster.KindText, Text: "customAction SONG"}}},
		Bottom: CardHalf{Actions: []monster.Action{{Type: monster.KindMove, Value: monster.Fixed(2), Text: "angry face characterColored"},
			{Type: monster.KindText, Text: "Move in a straight line."}}}}}}}}
	got := p.RawNotationLines()
	if len(got) != 2 || got[0].Text != "customAction SONG" || got[1].Text != "angry face characterColored" {
		t.Errorf("%+v", got)
	}
}
