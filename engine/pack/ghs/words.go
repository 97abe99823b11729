package ghs

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"unicode"

	"github.com/haventable/haventable/engine/pack"
)

// actionWords says a GHS action in words, its sub-actions after it: the
// words a card prints, never GHS's own notation ("summon monsterStandee",
// "specialTarget enemyAdjacent", "[C]", "custom …").
func actionWords(a gAction) string {
	var b strings.Builder
	switch a.Type {
	case "custom":
		t := textWords(fmt.Sprint(valueOr(a.Value, "")))
		if w := strings.ToLower(strings.ReplaceAll(strings.TrimSuffix(t, ":"), " ", "")); w == "ondeath" {
			t = "On death:"
		}
		b.WriteString(t)
	case "summon", "spawn":
		b.WriteString(a.Type)
		if who := summonedWords(a.ValueObj); who != "" {
			b.WriteString(" " + who)
		} else if v := a.name(); v != "" && v != "monsterStandee" && v != "summonData" {
			if !strings.ContainsAny(v, " [") {
				v = strings.ToLower(camelWords(v)) // an id: "ObjectiveSpawn"
			}
			b.WriteString(" " + valueWords(v))
		}
	case "specialTarget":
		b.WriteString(targetWords(a.name()))
	case "nonCalc":
		// GHS's words it does not work out: the words alone
	case "area":
		if ar, ok := area(a.name()); ok {
			b.WriteString("area of " + strconv.Itoa(len(ar.Hexes)) + " hexes")
		} else {
			b.WriteString("area")
		}
	case "box", "forceBox", "fontSize", "boxFhSubActions", "grid", "concatenation":
		// layout: the words it shows (a box's heading), never its kind
		if v, ok := a.Value.(string); ok && strings.ContainsFunc(v, unicode.IsLetter) && a.Type != "grid" && a.Type != "concatenation" {
			b.WriteString(textWords(v))
		}
	case "elementHalf":
		// one of two elements, the player's choice
		names := strings.Split(a.name(), ":")
		for i, n := range names {
			names[i] = element(n)
		}
		if a.ValueType == "minus" {
			b.WriteString("use " + strings.Join(names, " or ") + ":")
		} else {
			b.WriteString("infuse " + strings.Join(names, " or "))
		}
	case "monsterType":
		b.WriteString(a.name() + ":") // what one rank does
	case "element":
		names := strings.Split(a.name(), ":")
		for i, n := range names {
			if n = element(n); n == "any" {
				names[i] = "any element"
			} else {
				names[i] = n
			}
		}
		if a.ValueType == "minus" {
			b.WriteString("use " + strings.Join(names, " and ") + ":")
		} else {
			b.WriteString("infuse " + strings.Join(names, " and "))
		}
	default:
		b.WriteString(strings.ToLower(camelWords(a.Type)))
		switch v := a.Value.(type) {
		case string:
			if v != "" {
				b.WriteString(" " + valueWords(v))
			}
		case float64:
			switch a.ValueType {
			case "plus", "add":
				b.WriteString(" +")
			case "minus", "subtract":
				b.WriteString(" -")
			default:
				b.WriteString(" ")
			}
			b.WriteString(strconv.FormatFloat(v, 'f', -1, 64))
		}
	}
	for i, s := range a.SubActions {
		w := actionWords(s)
		if w == "" {
			continue
		}
		if i == 0 && strings.HasSuffix(b.String(), ":") || b.Len() == 0 {
			b.WriteString(" " + w)
		} else {
			b.WriteString(", " + w)
		}
	}
	return strings.TrimSpace(b.String())
}

func valueOr(v, or any) any {
	if v == nil {
		return or
	}
	return v
}

// formulaRE is a GHS formula in a value or a label's words: "[C]",
// "[L/3+1{$math.ceil}]", "[C/2{math.ceil}]".
var formulaRE = regexp.MustCompile(`\[([^\[\]]{1,100})\]`)

// textWords is a peer's line of card text in words: icons and labels as
// their names (pack.PlainText), formulas in words (formulaWords).
func textWords(s string) string {
	s = formulaRE.ReplaceAllStringFunc(s, func(f string) string { return formulaWords(f[1 : len(f)-1]) })
	return pack.PlainText(s)
}

// valueWords is an action's value in words: a formula in words, else the
// value as text.
func valueWords(v string) string {
	if f, ok := strings.CutPrefix(v, "["); ok {
		if f, ok := strings.CutSuffix(f, "]"); ok {
			return formulaWords(f)
		}
	}
	return textWords(v)
}

// formulaWords says a GHS formula (without its brackets) in words: C and L
// named, its rounding said, "x" as ×: "[L/3+1{$math.ceil}]" is "L/3+1
// rounded up (L: the scenario level)".
func formulaWords(f string) string {
	round := ""
	for _, r := range []struct{ mark, words string }{{"{$math.ceil}", " rounded up"}, {"{math.ceil}", " rounded up"},
		{"{$math.floor}", " rounded down"}, {"{math.floor}", " rounded down"}} {
		if g, ok := strings.CutSuffix(f, r.mark); ok {
			f, round = g, r.words
		}
	}
	f = funcRE.ReplaceAllStringFunc(f, func(m string) string {
		if n, ok := strings.CutPrefix(strings.Trim(m, "{$}"), "math.maxFloor:"); ok {
			round += " rounded down, at most " + n // GHS's min(floor(x), n)
		}
		return ""
	})
	f = strings.Map(func(r rune) rune {
		if strings.ContainsRune("{}$%[]", r) {
			return -1
		}
		return r
	}, f)
	return pack.FormulaWords(f, round)
}

// funcRE is a GHS function in a formula ("{$math.maxFloor:3}").
var funcRE = regexp.MustCompile(`\{[^{}]*\}`)

// summonedWords names the monsters of a summon's or a spawn's valueObject
// with what GHS says of each: "Wind Demon (normal with 2 or 3 characters,
// elite with 4)", "2 Blood Imps"; "" when it names none.
func summonedWords(raw []byte) string {
	list, ok := summonList(raw)
	if !ok {
		return ""
	}
	var parts []string
	for _, s := range list {
		if s.Monster == nil || s.Monster.Name == "" {
			continue
		}
		w := displayName(s.Monster.Name)
		if s.Monster.Type == "elite" {
			w = "elite " + w
		}
		switch c := s.Count.(type) {
		case float64:
			w = strconv.FormatFloat(c, 'f', -1, 64) + " " + w
		case string:
			w = valueWords(c) + " × " + w
		}
		var notes []string
		if ranks := partyRanks(s.Monster.Player2, s.Monster.Player3, s.Monster.Player4); ranks != "" {
			notes = append(notes, ranks)
		}
		switch h := s.Monster.Health.(type) {
		case float64:
			notes = append(notes, "with "+strconv.FormatFloat(h, 'f', -1, 64)+" hit points")
		case string:
			if h == "H" {
				notes = append(notes, "with the summoner's hit points")
			} else {
				notes = append(notes, "with "+formulaWords(strings.Trim(h, "[]"))+" hit points, H being the summoner's")
			}
		}
		if len(notes) > 0 {
			w += " (" + strings.Join(notes, ", ") + ")"
		}
		parts = append(parts, w)
	}
	return strings.Join(parts, " and ")
}

// partyRanks says the rank a summon has for each party size, as GHS's
// player2, player3 and player4 give it ("normal with 2 or 3 characters,
// elite with 4 characters"; a party size with "none" summons none); ""
// when none is given.
func partyRanks(p2, p3, p4 string) string {
	if p2 == "" && p3 == "" && p4 == "" {
		return ""
	}
	var parts, order []string
	with := map[string][]string{}
	for i, r := range []string{p2, p3, p4} {
		if r == "" || r == "none" {
			continue
		}
		if with[r] == nil {
			order = append(order, r)
		}
		with[r] = append(with[r], strconv.Itoa(i+2))
	}
	for _, r := range order {
		parts = append(parts, r+" with "+strings.Join(with[r], " or ")+" characters")
	}
	if len(parts) == 0 {
		return "with no party size"
	}
	return strings.Join(parts, ", ")
}

// targetWords says a GHS specialTarget in words: "enemyAdjacent" is "one
// adjacent enemy", "enemiesRange:3" "all enemies within range 3"; one not
// known has its words split ("enemiesMovedThrough": "enemies moved
// through").
func targetWords(t string) string {
	if w := whomWords(t); w != "" {
		return strings.ToLower(w[:1]) + w[1:]
	}
	name, n, _ := strings.Cut(t, ":")
	n = pack.PlainText(n) // "2 %or% 3": its labels in words
	switch name {
	case classAlly:
		switch n {
		case "":
			return "one ally"
		case "1":
			return "one adjacent ally"
		}
		return "one ally within range " + n
	case "self":
		return "self"
	case "enemyRange":
		return "one enemy within range " + n
	case "enemyRangeExact":
		return "one enemy at range " + n
	case "enemiesRangeAffect":
		return "all enemies within range " + n
	case "selfAlliesAffect":
		return "self and all allies"
	case "allyAdjacent":
		return "one adjacent ally"
	case "focusEnemyFarthest":
		return "focus on the enemy farthest away"
	case "enemiesMovedThrough":
		return "all enemies it moves through"
	case "all":
		return "all"
	case "targets":
		return "the targets"
	}
	if w, ok := alliesWords(name, n); ok {
		return w
	}
	w := strings.ToLower(camelWords(name))
	if n != "" {
		w += " " + n
	}
	return w
}

// alliesWords says a GHS special target made of self, ally or allies,
// affect, adjacent and range ("allyAffectRange" with n 3: "one ally within
// range 3"); false for another.
func alliesWords(name, n string) (string, bool) {
	var self, one, all, adjacent, rng bool
	for _, w := range strings.Fields(strings.ToLower(camelWords(name))) {
		switch w {
		case "self":
			self = true
		case "ally":
			one = true
		case "allies":
			all = true
		case "adjacent":
			adjacent = true
		case "range":
			rng = true
		case "affect":
		default:
			return "", false
		}
	}
	if one == all || (rng && (adjacent || n == "")) {
		return "", false
	}
	w := "one"
	if all {
		w = "all"
	}
	if adjacent {
		w += " adjacent"
	}
	if one {
		w += " ally"
	} else {
		w += " allies"
	}
	if rng {
		w += " within range " + n
	}
	if self {
		w = "self and " + w
	}
	return w, true
}
