package pack

import (
	"fmt"
	"github.com/haventable/haventable/engine/monster"
	"reflect"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
)

// An action line is one action of an ability card written as players read
// it, the way the monster editor shows a card:
//
//	move +1, jump
//	attack -1, range 3, target 2, pierce 1, push 1, poison
//	attack +0, area self (1,0) (0,1)
//	attack +0, ally-adjacent +2
//	move +1, jump, focus-farthest
//	attack -1, range 7, focus-farthest 7
//	attack +0, target 2, one-target
//	attack -2, path-targets
//	summon Ooze, summoner-hp
//	summon Vermling Scout, hp 1
//	summon Battle Bot, hp 7, move 3, attack 3, range 2
//	damage 2, self, if-performed attack
//	heal 2, self
//	shield 1
//	retaliate 2, range 3
//	loot 1
//	summon Cave Rat, elite
//	infuse fire ice
//	condition muddle, range 2, target 99
//	damage 2, self
//	damage 2, attacked, area self (1,0) (1,-1) (0,-1) (-1,0) (-1,1) (0,1)
//	push 1, poison, area self (1,0) (0,1)
//	heal 1, range 2, self, allies
//	use dark: attack +1; poison
//	pass
//	switch-rank
//	attack -1, range 4, only normal
//	attack -1, target +2
//	summon Blood Imp, spawn, count C/2
//	trap 3
//	damage 2+L/2, closest
//	obstacle, hazard
//	perform, range 3: attack 2, range 3
//	Any other words are kept as a text action.
//
// The first word names the kind; a number with a sign is relative to the
// stat card ("+1", "-1", "+0"), one without is fixed. Options follow after
// commas; a condition's name alone adds it. A use action's bonus actions
// follow a colon, separated by semicolons; a perform action's one action
// (a move, an attack or a heal the ally performs) follows a colon too, after
// its range (1: an adjacent ally; none: any one ally). "note" followed by words keeps a
// note on the action and ends the line. A line that cannot be read this way
// is a text action holding the whole line; a text action whose text would
// read as another kind is written with a leading quote (").

// Words are the words of action lines in a player's language: for each
// word of the notation (the kinds, the options "range", "target", "pierce",
// "push", "pull", "jump", "self", "allies", "attacked", "elite", "area", "note", "only", the ranks, the conditions
// and the elements, as the format names them), the one word players write
// instead. Lines are read with these words or the format's own; they are
// written with these. Nil Words are the format's own words.
type Words map[string]string

// ParseActionLine reads one action line in the format's own words (see
// Words.ParseActionLine).
func ParseActionLine(line string) (monster.Action, bool) { return Words(nil).ParseActionLine(line) }

// FormatActionLine writes an action as an action line in the format's own
// words (see Words.FormatActionLine).
func FormatActionLine(a monster.Action) string { return Words(nil).FormatActionLine(a) }

// word is the player's word for the format's word w.
func (ws Words) word(w string) string {
	if x, ok := ws[w]; ok {
		return x
	}
	return w
}

// Canonical is the format's word for word, written by a player ("Gift" is
// "poison" in German words): word itself in lower case when it is none of
// Words.
func (ws Words) Canonical(word string) string {
	lw := strings.ToLower(word)
	for k, v := range ws {
		if strings.ToLower(v) == lw {
			return k
		}
	}
	return lw
}

// ParseActionLine reads one action line. It never fails: a line it cannot
// read is kept as a text action, and structured reports whether the line
// was read as a structured action (false for a text action). An empty line
// gives a zero monster.Action and false.
func (ws Words) ParseActionLine(line string) (a monster.Action, structured bool) {
	line = strings.TrimSpace(line)
	if line == "" {
		return monster.Action{}, false
	}
	if rest, ok := strings.CutPrefix(line, `"`); ok {
		if strings.TrimSpace(rest) == "" {
			return monster.Action{}, false
		}
		return monster.Action{Type: monster.KindText, Text: strings.Join(strings.Fields(rest), " ")}, false
	}
	if a, ok := ws.parseStructured(line, 0); ok {
		return a, true
	}
	return monster.Action{Type: monster.KindText, Text: strings.Join(strings.Fields(line), " ")}, false
}

// parseStructured reads a structured line; false when it is not one.
func (ws Words) parseStructured(line string, depth int) (monster.Action, bool) {
	var a monster.Action
	var bonus string
	hasBonus := false
	head := line
	first, _, _ := strings.Cut(strings.TrimSpace(line), " ")
	if k := ws.Canonical(strings.TrimRight(first, ",:")); k == monster.KindUse || k == monster.KindPerform {
		head, bonus, hasBonus = strings.Cut(line, ":")
	}
	// A note takes the rest of the line, commas included.
	var note string
	hasNote := false
	if m := ws.noteRE().FindStringIndex(head); m != nil {
		head, note, hasNote = head[:m[0]], strings.Join(strings.Fields(head[m[1]:]), " "), true
		if note == "" {
			return monster.Action{}, false
		}
	}
	parts := splitOutside(head)
	words := strings.Fields(parts[0])
	if len(words) == 0 {
		return monster.Action{}, false
	}
	a.Type = ws.Canonical(words[0])
	args := words[1:]
	switch a.Type {
	case monster.KindMove, monster.KindAttack, monster.KindHeal, monster.KindShield, monster.KindRetaliate, monster.KindLoot, monster.KindSpecial, monster.KindDamage,
		monster.KindPush, monster.KindPull, monster.KindTrap:
		if len(args) != 1 {
			return monster.Action{}, false
		}
		am, err := monster.ParseAmount(args[0])
		if err != nil && formulaKind(a.Type) && validCount(args[0]) {
			a.Formula = args[0] // "damage 2+L/2", "attack ceil(L/2)"
			break
		}
		if err != nil || !amountFits(am) {
			return monster.Action{}, false
		}
		a.Value = &am
	case monster.KindSummon:
		a.Monster = strings.Join(args, " ")
		if a.Monster == "" {
			return monster.Action{}, false
		}
	case monster.KindInfuse, monster.KindUse:
		if len(args) == 0 {
			return monster.Action{}, false
		}
		for _, e := range args {
			e = ws.Canonical(e)
			if !ValidElement(e) {
				return monster.Action{}, false
			}
			a.Elements = append(a.Elements, e)
		}
	case monster.KindDisadvantage, monster.KindPass, monster.KindSwitchRank, monster.KindObstacle, monster.KindPerform: // "disadvantage", "pass", "switch-rank", "obstacle", "perform": the kind alone
		if len(args) != 0 {
			return monster.Action{}, false
		}
	case monster.KindCondition:
		if len(args) == 0 {
			return monster.Action{}, false
		}
		for _, c := range args {
			c = ws.Canonical(c)
			if !ValidCondition(c) {
				return monster.Action{}, false
			}
			a.Conditions = append(a.Conditions, c)
		}
	default:
		return monster.Action{}, false
	}
	seen := map[string]bool{}
	for _, p := range parts[1:] {
		if !actionOption(&a, ws, strings.Fields(p), seen) {
			return monster.Action{}, false
		}
	}
	if !mapFieldsFit(a) || (a.Summoned != nil && (a.SummonHP == 0 || a.Elite || a.Spawn || a.Count != "" || a.SummonerHP || a.AdjacentTarget)) {
		// a character's summon has its own hit points, and is no monster
		return monster.Action{}, false
	}
	if hasNote {
		a.Text = note
	}
	if a.Type == monster.KindPerform {
		return ws.performed(a, bonus, hasBonus, depth)
	}
	if hasBonus {
		if a.Type != monster.KindUse || depth+1 >= MaxActionDepth {
			return monster.Action{}, false
		}
		for _, b := range strings.Split(bonus, ";") {
			t := strings.Join(strings.Fields(b), " ")
			quoted, isQuoted := strings.CutPrefix(t, `"`)
			ba, ok := monster.Action{}, false
			if !isQuoted {
				ba, ok = ws.parseStructured(t, depth+1)
			}
			if !ok {
				if isQuoted {
					t = strings.TrimSpace(quoted)
				}
				if t == "" {
					return monster.Action{}, false
				}
				ba = monster.Action{Type: monster.KindText, Text: t}
			}
			a.Actions = append(a.Actions, ba)
		}
	}
	return a, true
}

// performed reads a perform action's one action after its colon; false
// when the line has none, a range that is not fixed, or an action the ally cannot perform
// (PerformedKind).
func (ws Words) performed(a monster.Action, line string, hasLine bool, depth int) (monster.Action, bool) {
	if !reflect.DeepEqual(a, monster.Action{Type: a.Type, Range: a.Range}) {
		return monster.Action{}, false // its range only: what the ally does is the action's
	}
	if !hasLine || a.Range != nil && (a.Range.Relative || a.Range.N < 1) || depth+1 >= MaxActionDepth || strings.Contains(line, ";") {
		return monster.Action{}, false
	}
	n, ok := ws.parseStructured(strings.Join(strings.Fields(line), " "), depth+1)
	if !ok || !PerformedKind(n) {
		return monster.Action{}, false
	}
	a.Actions = []monster.Action{n}
	return a, true
}

// PerformedKind reports whether a is an action an ally may perform for a
// perform action: a move, an attack or a heal of a fixed value.
func PerformedKind(a monster.Action) bool {
	return (a.Type == monster.KindMove || a.Type == monster.KindAttack || a.Type == monster.KindHeal) &&
		a.Value != nil && !a.Value.Relative && a.Formula == "" && len(a.Actions) == 0
}

// noteRE finds the note option, which takes the rest of the line; one
// regexp for each word of it, made once.
func (ws Words) noteRE() *regexp.Regexp {
	w := ws.word("note")
	if re, ok := noteREs.Load(w); ok {
		return re.(*regexp.Regexp)
	}
	words := regexp.QuoteMeta("note")
	if w != "note" {
		words += "|" + regexp.QuoteMeta(w)
	}
	re := regexp.MustCompile(`(?i),\s*(?:` + words + `)(\s|$)`)
	noteREs.Store(w, re)
	return re
}

var noteREs sync.Map // the player's word for "note" → its *regexp.Regexp

// splitOutside splits s at the commas outside parentheses.
func splitOutside(s string) []string {
	var parts []string
	depth, start := 0, 0
	for i, r := range s {
		switch r {
		case '(':
			depth++
		case ')':
			depth--
		case ',':
			if depth == 0 {
				parts = append(parts, s[start:i])
				start = i + 1
			}
		}
	}
	return append(parts, s[start:])
}

func amountFits(am monster.Amount) bool {
	if am.Relative {
		return am.N >= -monster.MaxAmount && am.N <= monster.MaxAmount
	}
	return am.N >= 0 && am.N <= monster.MaxAmount
}

// option reads one option after a comma; false when it is not one or is
// given twice.
func actionOption(a *monster.Action, ws Words, words []string, seen map[string]bool) bool {
	if len(words) == 0 {
		return false
	}
	key := ws.Canonical(words[0])
	if key == "if" { // an attack's conditional bonus, one option each: "if alone add +2, if ally-adjacent add +2"
		return ifOption(a, words[1:])
	}
	if seen[key] {
		return false
	}
	seen[key] = true
	args := words[1:]
	count := func(dst *int) bool {
		if len(args) != 1 {
			return false
		}
		n, err := strconv.Atoi(args[0])
		if err != nil || n < 1 || n > MaxStat || strings.HasPrefix(args[0], "+") {
			return false
		}
		*dst = n
		return true
	}
	if known, ok := shapeOption(a, ws, key, args); known {
		return ok
	}
	if a.Type == monster.KindSummon && (key == monster.KindMove || key == monster.KindAttack || key == "range") {
		// a character's summon's own stats: "summon Battle Bot, hp 7,
		// move 3, attack 3, range 2"
		if a.Summoned == nil {
			a.Summoned = &monster.SummonStats{}
		}
		stat := map[string]*int{monster.KindMove: &a.Summoned.Move, monster.KindAttack: &a.Summoned.Attack, "range": &a.Summoned.Range}[key]
		if len(args) != 1 {
			return false
		}
		n, err := strconv.Atoi(args[0])
		if err != nil || n < 0 || n > MaxStat || strings.HasPrefix(args[0], "+") || (key == "range" && n == 0) {
			return false
		}
		*stat = n
		return true
	}
	switch key {
	case "range":
		if len(args) != 1 {
			return false
		}
		am, err := monster.ParseAmount(args[0])
		if err != nil || !amountFits(am) {
			return false
		}
		a.Range = &am
		return true
	case "target":
		return count(&a.Target)
	case "pierce":
		return count(&a.Pierce)
	case "push":
		return count(&a.Push)
	case "pull":
		return count(&a.Pull)
	case "jump":
		a.Jump = true
		return len(args) == 0
	case "self":
		a.Self = true
		return len(args) == 0
	case "allies":
		a.Allies = true
		return len(args) == 0
	case "attacked":
		a.Attacked = true
		return len(args) == 0 && (a.Type == monster.KindDamage || a.Type == monster.KindCondition)
	case "elite":
		a.Elite = true
		return len(args) == 0 && a.Type == monster.KindSummon
	case "area":
		return areaOption(a, ws, args)
	}
	if known, ok := effectOption(a, ws, key, args); known {
		return ok
	}
	if known, ok := focusOption(a, key, args); known {
		return ok
	}
	if len(args) == 0 && ValidCondition(key) && a.Type != monster.KindCondition {
		a.Conditions = append(a.Conditions, key)
		return true
	}
	return false
}

func areaOption(a *monster.Action, ws Words, args []string) bool {
	area := &monster.Area{}
	if len(args) > 0 && ws.Canonical(args[0]) == "self" {
		area.Self, args = true, args[1:]
	}
	if len(args) == 0 || len(args) > MaxAreaHexes {
		return false
	}
	for _, h := range args {
		h, ok := strings.CutPrefix(h, "(")
		if h, ok = strings.CutSuffix(h, ")"); !ok {
			return false
		}
		qs, rs, ok := strings.Cut(h, ",")
		if !ok {
			return false
		}
		q, err1 := strconv.Atoi(qs)
		r, err2 := strconv.Atoi(rs)
		if err1 != nil || err2 != nil || abs(q) > MaxAreaCoord || abs(r) > MaxAreaCoord {
			return false
		}
		area.Hexes = append(area.Hexes, []int{q, r})
	}
	a.Area = area
	return true
}

// FormatActionLine writes an action as an action line in the words ws;
// ParseActionLine reads it back to the same action when lines can hold it
// (every action read from a line; not, for instance, a note holding a
// semicolon in a bonus, or a bonus nested deeper than lines go), else to
// what the line says.
func (ws Words) FormatActionLine(a monster.Action) string {
	if a.Type == monster.KindText {
		t := strings.Join(strings.Fields(a.Text), " ")
		if _, ok := ws.parseStructured(t, 0); ok || strings.HasPrefix(t, `"`) {
			return `"` + t
		}
		return t
	}
	var b strings.Builder
	b.WriteString(ws.word(a.Type))
	words := func(names []string) string {
		out := make([]string, len(names))
		for i, n := range names {
			out[i] = ws.word(n)
		}
		return strings.Join(out, " ")
	}
	switch a.Type {
	case monster.KindSummon:
		b.WriteString(" " + a.Monster)
	case monster.KindInfuse, monster.KindUse:
		b.WriteString(" " + words(a.Elements))
	case monster.KindCondition:
		b.WriteString(" " + words(a.Conditions))
	default:
		if a.Value != nil {
			b.WriteString(" " + a.Value.String())
		} else if a.Formula != "" && formulaKind(a.Type) {
			b.WriteString(" " + a.Formula)
		}
	}
	opt := func(key string, more ...string) {
		b.WriteString(", " + strings.Join(append([]string{ws.word(key)}, more...), " "))
	}
	if a.Range != nil {
		opt("range", a.Range.String())
	}
	if st := a.Summoned; st != nil && a.Type == monster.KindSummon {
		if a.SummonHP > 0 {
			opt("hp", strconv.Itoa(a.SummonHP)) // before its stats, as cards print them
		}
		opt(monster.KindMove, strconv.Itoa(st.Move))
		opt(monster.KindAttack, strconv.Itoa(st.Attack))
		if st.Range > 0 {
			opt("range", strconv.Itoa(st.Range))
		}
	}
	for _, v := range []struct {
		key string
		n   int
	}{{"target", a.Target}, {"pierce", a.Pierce}, {"push", a.Push}, {"pull", a.Pull}} {
		if v.n > 0 {
			opt(v.key, strconv.Itoa(v.n))
		}
	}
	if a.Jump {
		opt("jump")
	}
	if a.Self {
		opt("self")
	}
	if a.Allies {
		opt("allies")
	}
	if a.Attacked {
		opt("attacked")
	}
	if a.Elite && a.Type == monster.KindSummon {
		opt("elite")
	}
	if a.Type != monster.KindCondition {
		for _, c := range a.Conditions {
			opt(c)
		}
	}
	effectOptions(a, ws, opt)
	focusOptions(a, opt)
	shapeOptions(a, ws, opt)
	if a.Area != nil && len(a.Area.Hexes) > 0 {
		hexes := make([]string, 0, len(a.Area.Hexes)+1)
		if a.Area.Self {
			hexes = append(hexes, ws.word("self"))
		}
		for _, h := range a.Area.Hexes {
			if len(h) == 2 {
				hexes = append(hexes, fmt.Sprintf("(%d,%d)", h[0], h[1]))
			}
		}
		opt("area", hexes...)
	}
	if note := strings.Join(strings.Fields(a.Text), " "); note != "" {
		opt("note", note)
	}
	if a.Type == monster.KindPerform && len(a.Actions) == 1 {
		b.WriteString(": " + ws.FormatActionLine(a.Actions[0]))
	}
	if a.Type == monster.KindUse && len(a.Actions) > 0 {
		bonus := make([]string, len(a.Actions))
		for i, ba := range a.Actions {
			bonus[i] = ws.FormatActionLine(ba)
		}
		b.WriteString(": " + strings.Join(bonus, "; "))
	}
	return b.String()
}

// ParseActionLines reads a card's actions, one a line (empty lines are
// skipped), and counts the lines kept as text.
func (ws Words) ParseActionLines(text string) (acts []monster.Action, textLines int) {
	for _, line := range strings.Split(text, "\n") {
		a, structured := ws.ParseActionLine(line)
		if a.Type == "" {
			continue
		}
		if !structured {
			textLines++
		}
		acts = append(acts, a)
	}
	return acts, textLines
}

// FormatActionLines writes a card's actions, one a line.
func (ws Words) FormatActionLines(acts []monster.Action) string {
	lines := make([]string, len(acts))
	for i, a := range acts {
		lines[i] = ws.FormatActionLine(a)
	}
	return strings.Join(lines, "\n")
}

// ActionLineKinds are the first words ParseActionLine reads as an action's
// kind, for help texts.
var ActionLineKinds = slices.DeleteFunc(slices.Clone(monster.ActionKinds), func(k string) bool { return k == monster.KindText })
