package pack

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/haventable/haventable/engine/excerpt"
	"github.com/haventable/haventable/engine/monster"
)

// Warning is a part of an imported file the importer could not map, or
// mapped only in part: the JSON path in the peer's file and what became of
// it. An entry with More stands for warnings left out of the list (see
// Report.Warn).
type Warning struct {
	Path    string
	Message string
	// More, when not 0, makes the entry stand for More warnings not
	// listed: like the ones before it when Like (the same message made
	// from the same words, for other places), else of any kind, once
	// MaxWarnings are listed.
	More int
	Like bool
}

func (w Warning) String() string {
	switch {
	case w.More > 0 && w.Like:
		return "… and " + thousands(w.More) + " more like this"
	case w.More > 0:
		return "… and " + thousands(w.More) + " more"
	}
	return w.Path + ": " + w.Message
}

// thousands writes n with a comma every three digits: 999,990.
func thousands(n int) string {
	s := strconv.Itoa(n)
	var b strings.Builder
	for i, r := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(r)
	}
	return b.String()
}

// The warnings a Report lists: of one kind (made by Warn from the same
// format) at most MaxSameWarnings, of all kinds at most MaxWarnings; the
// rest are counted, each count an entry of its own (Warning.More).
const (
	MaxSameWarnings = 10
	MaxWarnings     = 500
)

// Report says how an import went: its warnings, in file order, and how many
// action lines became structured actions and how many were kept as text.
type Report struct {
	Warnings   []Warning
	Structured int
	Text       int

	skipped      map[string]int // "path pattern: what" → count (Skip)
	skippedOrder []string
	kinds        map[string]*kind // format → how many Warn made of it
	listed       int              // warnings listed (not counting entries with More)
	rest         int              // the index of the entry counting the warnings past MaxWarnings; 0 none yet
}

// kind counts the warnings Warn made from one format.
type kind struct {
	n    int
	more int // the index of the entry counting those not listed; 0 none yet
}

// Skip counts a part left out the same way in many places ("path pattern:
// what"), for one warning at the end (FlushSkipped).
func (r *Report) Skip(what string) {
	if r.skipped == nil {
		r.skipped = map[string]int{}
	}
	if r.skipped[what] == 0 {
		r.skippedOrder = append(r.skippedOrder, what)
	}
	r.skipped[what]++
}

// FlushSkipped turns what Skip counted into warnings, once each with its
// count, in the order first met.
func (r *Report) FlushSkipped() {
	for _, what := range r.skippedOrder {
		path, msg, _ := strings.Cut(what, ": ")
		r.add(Warning{Path: path, Message: fmt.Sprintf("%s (%d times)", msg, r.skipped[what])})
	}
	r.skipped, r.skippedOrder = nil, nil
}

// Warn adds a warning. Each string argument is cut to an excerpt (see
// package excerpt). Past MaxSameWarnings made from the same format the
// warnings are counted, not listed: one entry says how many more like them
// there are ("… and 999,990 more like this").
func (r *Report) Warn(path, format string, args ...any) {
	if r.kinds == nil {
		r.kinds = map[string]*kind{}
	}
	k := r.kinds[format]
	if k == nil {
		k = &kind{}
		r.kinds[format] = k
	}
	k.n++
	if k.n <= MaxSameWarnings {
		r.add(Warning{Path: path, Message: fmt.Sprintf(format, excerpt.Args(args)...)})
		return
	}
	if k.more > 0 {
		r.Warnings[k.more].More++
		return
	}
	if r.listed >= MaxWarnings {
		r.add(Warning{}) // counted with the rest
		return
	}
	k.more = len(r.Warnings)
	r.Warnings = append(r.Warnings, Warning{More: 1, Like: true})
}

// add lists w, or counts it once MaxWarnings are listed.
func (r *Report) add(w Warning) {
	if r.listed < MaxWarnings {
		r.listed++
		r.Warnings = append(r.Warnings, w)
		return
	}
	if r.rest == 0 {
		r.rest = len(r.Warnings)
		r.Warnings = append(r.Warnings, Warning{})
	}
	r.Warnings[r.rest].More++
}

// Count is how many warnings the report holds, listed or counted.
func (r *Report) Count() int {
	n := 0
	for _, w := range r.Warnings {
		if w.More > 0 {
			n += w.More
		} else {
			n++
		}
	}
	return n
}

// Counts are the numbers of things in a pack, for a summary.
type Counts struct {
	Classes, Monsters, Decks, Cards, Scenarios int
	// Structured and Text count the actions on ability cards and boss
	// special actions (bonus actions included): text actions and the rest.
	Structured, Text int
}

// TextLine is the words of text actions and how many there are.
type TextLine struct {
	Text string
	N    int
}

func (c Counts) String() string {
	return fmt.Sprintf("%d classes, %d monster types, %d decks, %d cards, %d scenarios; %d structured actions, %d text",
		c.Classes, c.Monsters, c.Decks, c.Cards, c.Scenarios, c.Structured, c.Text)
}

// Count counts the pack's contents.
func (p *Pack) Count() Counts {
	c := Counts{Classes: len(p.Classes), Monsters: len(p.Monsters), Decks: len(p.Decks), Scenarios: len(p.Scenarios)}
	for _, d := range p.Decks {
		c.Cards += len(d.Cards)
	}
	p.eachCardAction(func(a monster.Action) {
		if a.Type == monster.KindText {
			c.Text++
		} else {
			c.Structured++
		}
	})
	return c
}

// eachCardAction calls f with every action of the pack's ability cards and
// boss special actions, bonus actions included.
func (p *Pack) eachCardAction(f func(monster.Action)) {
	var walk func([]monster.Action)
	walk = func(as []monster.Action) {
		for _, a := range as {
			f(a)
			walk(a.Actions)
		}
	}
	for _, d := range p.Decks {
		for _, card := range d.Cards {
			walk(card.Actions)
		}
	}
	for _, m := range p.Monsters {
		for _, l := range m.Levels {
			if l.Boss != nil {
				for _, s := range l.Boss.Special {
					walk(s)
				}
			}
		}
	}
}

// TextLines returns the words of the pack's text actions (those Count
// counts), each once with how many times they stand: the most frequent
// first, then in the order met.
func (p *Pack) TextLines() []TextLine {
	var out []TextLine
	seen := map[string]int{} // text → its index in out
	p.eachCardAction(func(a monster.Action) {
		if a.Type != monster.KindText {
			return
		}
		if i, ok := seen[a.Text]; ok {
			out[i].N++
			return
		}
		seen[a.Text] = len(out)
		out = append(out, TextLine{Text: a.Text, N: 1})
	})
	slices.SortStableFunc(out, func(a, b TextLine) int { return b.N - a.N })
	return out
}

// rawMarks are pieces of the peers' own notation that no card says in
// words: X-haven Assistant's icons and marks ("%attack%", "^", "¤aoe-…"),
// Gloomhaven Secretariat's formulas and labels ("[C]",
// "[L/3+1{$math.ceil}]", "%game.…%") and its action words
// ("monsterStandee", "custom …", "specialTarget").
var rawMarks = []string{"[", "]", "{", "}", "%", "^", "¤", "|", "monsterStandee", "summonData", "specialTarget", "valueType", "subActions",
	"customAction", "characterColored", "characterIcon", "abilities.wip", "elementHalf", "<small>", "<strong>", "</"}

// RawNotation reports whether s, a line the players read, holds a peer's
// notation rather than words (rawMarks, or a GHS action type "custom" at
// its start). A GHS area ("(1,0,active)|(2,0,target)") holds "|".
func RawNotation(s string) bool {
	for _, m := range rawMarks {
		if strings.Contains(s, m) {
			return true
		}
	}
	l := strings.ToLower(s)
	return strings.HasPrefix(l, "custom ") || strings.Contains(l, "; custom ") || strings.Contains(l, ", custom ")
}

// RawNotationLines returns the lines of the pack the players read — its
// text actions and the notes on its actions, monsters' and classes', and
// its stat cards' notes — that
// hold a peer's notation (RawNotation), each once with how many times it
// stands, the most frequent first.
func (p *Pack) RawNotationLines() []TextLine {
	var out []TextLine
	seen := map[string]int{}
	add := func(s string) {
		if s == "" || !RawNotation(s) {
			return
		}
		if i, ok := seen[s]; ok {
			out[i].N++
			return
		}
		seen[s] = len(out)
		out = append(out, TextLine{Text: s, N: 1})
	}
	p.eachCardAction(func(a monster.Action) { add(a.Text) })
	var walk func([]monster.Action)
	walk = func(as []monster.Action) {
		for _, a := range as {
			add(a.Text)
			walk(a.Actions)
		}
	}
	for _, d := range p.ClassDecks {
		for _, card := range d.Cards {
			walk(card.Top.Actions) // the classes' cards: the players read them too
			walk(card.Bottom.Actions)
		}
	}
	for _, m := range p.Monsters {
		for _, l := range m.Levels {
			for _, st := range []*Stat{l.Normal, l.Elite, l.Boss} {
				if st != nil {
					add(st.Notes)
				}
			}
		}
	}
	slices.SortStableFunc(out, func(a, b TextLine) int { return b.N - a.N })
	return out
}

// Path joins a JSON path and a key or index, as the importers name places:
// Path("monsters", "Imp") is `monsters["Imp"]` for a key that is not a
// plain word, Path("cards", 3) is "cards[3]".
func Path(path string, key any) string {
	switch k := key.(type) {
	case int:
		return path + "[" + strconv.Itoa(k) + "]"
	case string:
		plain := k != "" && !slices.ContainsFunc([]byte(k), func(b byte) bool {
			return !(b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z' || b >= '0' && b <= '9' || b == '_')
		})
		if plain {
			if path == "" {
				return excerpt.Cut(k)
			}
			return path + "." + excerpt.Cut(k)
		}
		return path + "[" + excerpt.Quote(k) + "]"
	}
	return path
}
