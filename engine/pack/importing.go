package pack

import (
	"strings"

	"github.com/haventable/haventable/engine/modifier"
)

// The helpers below are shared by the importers (packages xha and ghs).

// ImportValue reads a peer's stat number: a JSON number (as decoded into
// any) or a formula string. It must come to at most MaxHitPoints, and to
// least or more when least is above 0 (hit points), for every party size
// at the level (C from 2 to MaxCharacters: FormulaCharacters); a move or an
// attack below 0 is 0 when played (Value.At). null is 0.
func ImportValue(raw any, level, least int) (Value, bool) {
	switch x := raw.(type) {
	case nil:
		return Int(0), least <= 0
	case float64:
		if x != float64(int(x)) || int(x) < least || x > MaxHitPoints {
			return Value{}, false
		}
		return Int(int(x)), true
	case string:
		f, err := ParseFormula(x)
		if err != nil {
			return Value{}, false
		}
		ones := map[string]int{} // a scenario variable counts 1 here, as the checks count it
		for _, x := range f.Vars() {
			ones[x] = 1
		}
		for c := 2; c <= MaxCharacters; c++ {
			n, err := f.EvalWith(c, level, ones)
			if err != nil || (least > 0 && n < least) || n > MaxHitPoints {
				return Value{}, false
			}
		}
		return Value{f}, true
	}
	return Value{}, false
}

// JoinNotes joins two notes with "; ", clipped to MaxTextLen.
func JoinNotes(a, b string) string {
	switch {
	case a == "":
		return ClipText(b)
	case b == "":
		return a
	}
	return ClipText(a + "; " + b)
}

// ClipText cuts s to MaxTextLen characters.
func ClipText(s string) string {
	if r := []rune(s); len(r) > MaxTextLen {
		return string(r[:MaxTextLen])
	}
	return s
}

// ClipName cuts s to MaxNameLen characters.
func ClipName(s string) string {
	if r := []rune(s); len(r) > MaxNameLen {
		return string(r[:MaxNameLen])
	}
	return s
}

// PerkText makes a peer's perk text the quoted text of a perk in the
// notation modifier.ParsePerk reads: plain words on one line, its double
// quotes made typographic ones, cut to modifier.MaxPerkText characters;
// "" when no words are left.
func PerkText(s string) string {
	s = PlainText(s)
	var b strings.Builder
	open := true
	for _, r := range s {
		if r == '"' {
			if open {
				r = '“'
			} else {
				r = '”'
			}
			open = !open
		}
		b.WriteRune(r)
	}
	s = strings.TrimSpace(b.String())
	if r := []rune(s); len(r) > modifier.MaxPerkText {
		s = strings.TrimSpace(string(r[:modifier.MaxPerkText-1])) + "…"
	}
	return s
}
