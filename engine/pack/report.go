package pack

import (
	"fmt"
	"github.com/haventable/haventable/engine/monster"
	"slices"
	"strconv"
	"strings"
)

// Warning is a part of an imported file the importer could not map, or
// mapped only in part: the JSON path in the peer's file and what became of
// it.
type Warning struct {
	Path    string
	Message string
}

func (w Warning) String() string { return w.Path + ": " + w.Message }

// Report says how an import went: its warnings, in file order, and how many
// action lines became structured actions and how many were kept as text.
type Report struct {
	Warnings   []Warning
	Structured int
	Text       int

	skipped      map[string]int // "path pattern: what" → count (Skip)
	skippedOrder []string
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
		r.Warn(path, "%s (%d times)", msg, r.skipped[what])
	}
	r.skipped, r.skippedOrder = nil, nil
}

// Warn adds a warning.
func (r *Report) Warn(path, format string, args ...any) {
	r.Warnings = append(r.Warnings, Warning{Path: path, Message: fmt.Sprintf(format, args...)})
}

// Counts are the numbers of things in a pack, for a summary.
type Counts struct {
	Classes, Monsters, Decks, Cards, Scenarios int
	// Structured and Text count the actions on ability cards and boss
	// special actions (bonus actions included): text actions and the rest.
	Structured, Text int
}

func (c Counts) String() string {
	return fmt.Sprintf("%d classes, %d monster types, %d decks, %d cards, %d scenarios; %d structured actions, %d text",
		c.Classes, c.Monsters, c.Decks, c.Cards, c.Scenarios, c.Structured, c.Text)
}

// Count counts the pack's contents.
func (p *Pack) Count() Counts {
	c := Counts{Classes: len(p.Classes), Monsters: len(p.Monsters), Decks: len(p.Decks), Scenarios: len(p.Scenarios)}
	var walk func([]monster.Action)
	walk = func(as []monster.Action) {
		for _, a := range as {
			if a.Type == monster.KindText {
				c.Text++
			} else {
				c.Structured++
			}
			walk(a.Actions)
		}
	}
	for _, d := range p.Decks {
		c.Cards += len(d.Cards)
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
	return c
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
				return k
			}
			return path + "." + k
		}
		return path + "[" + strconv.Quote(k) + "]"
	}
	return path
}
