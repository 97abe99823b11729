package xha

import (
	"encoding/json"
	"github.com/haventable/haventable/engine/monster"
	"regexp"
	"strconv"
	"strings"

	"github.com/haventable/haventable/engine/pack"
)

// isLayout reports whether a card line is layout only: rows, columns,
// dividers, forced line breaks and invisible alignment text.
func isLayout(s string) bool {
	s = strings.TrimRight(s, ", ") // "*.........,"
	switch s {
	case "", "[r]", "[/r]", "[c]", "[/c]", "[s]", "[/s]", "[newLine]", "[subLineEnd]":
		return true
	}
	if strings.HasPrefix(s, "Å") || strings.HasPrefix(s, "!Å") {
		return true
	}
	if specialCaptionRE.MatchString(s) {
		return true // "^Special 2:" over a boss special written out on the card
	}
	t := strings.TrimLeft(s, "*")
	return t != s && strings.Trim(t, ".") == ""
}

// specialCaptionRE is the caption of a boss special the card writes out
// line by line ("^Special 2:"), which only names it; "Special 2" without
// its colon is the special itself (the stat card's actions).
var specialCaptionRE = regexp.MustCompile(`^\^*Special \d:$`)

var (
	mainValueRE = regexp.MustCompile(`^%(move|attack|heal|shield|retaliate|loot)%(?: ([+-]))? ?(\d{1,2})$`)
	subValueRE  = regexp.MustCompile(`^%(range|target|pierce|push|pull)%(?: ([+-]))? ?(\d{1,2})$`)
	bonusRE     = regexp.MustCompile(`^([+-]\d{1,2}) ?%(attack|range|move|target|pierce|heal|shield|retaliate|push|pull)%$`)
	iconOnlyRE  = regexp.MustCompile(`^(?:%[a-z]+%\s*)+$`)
	useRE       = regexp.MustCompile(`^((?:%(?:fire|ice|air|earth|light|dark|any)%)+)%use%$`)
	iconsRE     = regexp.MustCompile(`%([a-z]+)%`)
	specialRE   = regexp.MustCompile(`^Special ([1-9])$`)
)

// cardParser turns the lines of one card (or one boss special action) into
// actions.
type cardParser struct {
	actions []monster.Action
	use     int // index of the open use action in actions, or -1
	// row counts the card's rows ("[r]" … "[/r]"); inRow is true inside
	// one, and useRow is the row the open use began in (0: none). What
	// follows a use in its row is what the element gives, sub-line or not
	// ("%ice%%use%", "+2%attack%"; "%any%%use%", "%earth%": a conversion).
	row, useRow int
	inRow       bool
	// summon is set after "Summon normal" or "Summon elite": the next line
	// names the monster
	summon *monster.Action
	// and is set after a condition line ending in "and": the next
	// condition line joins its action
	and bool
	// own names the deck whose card it is (its monster suffers "Cultist
	// suffers 2 damage"), "" when not known
	own string
	// divided is set while the line read follows a divider
	// ("*........."): a push after it is an action of its own, not the
	// attack's above the divider
	divided, sawDivider bool
}

// summonRE reads "Summon one Snow Imp.", "Summon elite Valrath Savage",
// "Summon Living Corpse": a summon of one monster (a type the pack lacks
// stays text, fixSummons).
var summonRE = regexp.MustCompile(`^Summon (?:one |an? )?(?:(normal|elite) )?([A-Z][A-Za-z'’-]*(?: [A-Z][A-Za-z'’-]*){0,3})\.?$`)

// parseLines returns the actions of card lines; non-string entries
// (graphics placement) are layout.
func parseLines(lines []any) []monster.Action { return parseLinesOf(lines, "") }

// parseLinesOf is parseLines for a card of the deck named own.
func parseLinesOf(lines []any, own string) []monster.Action {
	cp := &cardParser{use: -1, own: own}
	var drawn []string // what the card draws ([{"gfx": "aoe-line-6-with-black", …}])
	// a caption over lines the engine does not play as the card's ("On
	// Death:", "Control all targets of the Attack ability in initiative
	// order:", "One Brother performs:"): those lines, to the next divider
	// (to the card's end after "On Death:"), are words under it
	var caption string
	var under []any
	captioned := func() {
		if caption != "" {
			cp.add(pack.CaptionText(caption, parseLinesOf(under, own)))
		}
		caption, under = "", nil
	}
	for _, l := range lines {
		if s, ok := l.(string); ok && caption != "" && !onDeathRE.MatchString(caption) && isDivider(s) {
			captioned()
		}
		if caption != "" {
			under = append(under, l)
			continue
		}
		switch v := l.(type) {
		case string:
			if c := pack.PlainText(strings.TrimLeft(v, "^*£!")); captionRE.MatchString(c) {
				caption = c
				if onDeathRE.MatchString(c) {
					caption = "On death:"
				}
				continue
			}
			cp.line(v)
		case []any:
			for _, o := range v {
				if m, ok := o.(map[string]any); ok {
					if g, ok := m["gfx"].(string); ok {
						drawn = append(drawn, g)
					}
				}
			}
		}
	}
	for _, g := range drawn {
		cp.drawn(g)
	}
	captioned()
	return hintNote(pack.SummonPlacementNotes(pack.CardFocusActions(effectActions(pack.JoinUseDamage(rankSummons(cp.actions)), own))), lines)
}

// onDeathRE is the caption of what a monster does as it dies ("On
// Death:").
var onDeathRE = regexp.MustCompile(`(?i)^on death:?$`)

// captionRE is a caption over actions the engine does not play as the
// card's: as the monster dies, by the figures it controls, by another
// figure ("One Brother performs:"), on a condition, a number of times.
var captionRE = regexp.MustCompile(`(?i)^(?:on death|control .{1,100}|.{1,60} performs?|perform the following .{1,40}|if .{1,100}):$`)

// isDivider reports whether a card line is a divider ("*.........").
func isDivider(s string) bool {
	t := strings.TrimRight(strings.TrimSpace(s), ", ")
	return strings.HasPrefix(t, "*") && strings.Trim(t, "*.") == ""
}

// drawn reads a picture on the card: an area (the template of its attack
// without one) or an element (an infusion, at the end of the turn).
func (cp *cardParser) drawn(g string) {
	if area, ok := pack.AreaByName(g); ok {
		for i := range cp.actions {
			if a := &cp.actions[i]; a.Type == monster.KindAttack && a.Area == nil {
				a.Area = area
				return
			}
		}
		return
	}
	if pack.ValidElement(g) && g != monster.AnyElement && len(cp.actions) < pack.MaxActions {
		cp.actions = append(cp.actions, monster.Action{Type: monster.KindInfuse, Elements: []string{g}})
	}
}

func (cp *cardParser) text(s string) {
	t := pack.ClipText(pack.PlainText(strings.TrimLeft(s, "^*!£>|")))
	if t == "" || cp.joinEffect(t) {
		return
	}
	if d, ok := pack.DamageLine(t, cp.own); ok { // "Cultist suffers 2 damage."
		cp.add(d)
		return
	}
	// a text line right after a text action continues it
	if n := len(cp.actions); n > 0 && cp.use < 0 && cp.actions[n-1].Type == monster.KindText &&
		len([]rune(cp.actions[n-1].Text))+len([]rune(t)) < pack.MaxTextLen {
		cp.actions[n-1].Text += " " + t
		cp.rereadText()
		return
	}
	cp.add(monster.Action{Type: monster.KindText, Text: t})
}

func (cp *cardParser) add(a monster.Action) {
	if len(cp.actions) >= pack.MaxActions {
		last := &cp.actions[len(cp.actions)-1]
		if last.Type != monster.KindText {
			return // the checker's limit; such a card is far beyond any real one
		}
		last.Text = pack.ClipText(last.Text + " " + monster.Summary([]monster.Resolved{{Type: a.Type, Text: a.Text}}))
		return
	}
	cp.actions = append(cp.actions, a)
}

// last returns the action sub-lines attach to: the last bonus action of an
// open use, or the last action.
func (cp *cardParser) last() *monster.Action {
	if cp.use >= 0 {
		u := &cp.actions[cp.use]
		if len(u.Actions) == 0 {
			return nil
		}
		return &u.Actions[len(u.Actions)-1]
	}
	if len(cp.actions) == 0 {
		return nil
	}
	return &cp.actions[len(cp.actions)-1]
}

func (cp *cardParser) line(raw string) {
	s := strings.TrimSpace(raw)
	if a, b, ok := strings.Cut(s, "|"); ok && strings.TrimLeft(a, "^") == strings.TrimLeft(b, "^") {
		s = a // "%bless%|%bless%": the peer draws the condition worked out, once (its line_builder's "|")
	}
	switch s {
	case "[r]":
		cp.row++
		cp.inRow = true
	case "[/r]", "[/s]":
		// a row or block ends what the element use begun in it gives, as
		// the peer's app draws it (its conditional box ends there): a
		// line after it ("¤aoe-…" beside the column) is the action's
		cp.inRow = cp.inRow && s != "[/r]"
		cp.use = -1
	}
	if isLayout(s) {
		if isDivider(s) {
			cp.sawDivider = true
		}
		return
	}
	cp.divided, cp.sawDivider = cp.sawDivider, false
	s = strings.TrimPrefix(s, "!")
	sub := strings.HasPrefix(s, "^")
	// the peer's cards punctuate sub-lines freely: "^%target% 2,", "^, -1%range%"
	s = strings.Trim(strings.TrimLeft(s, "^"), " ,")
	if cp.summon != nil { // "Summon normal", then the monster's name
		a := *cp.summon
		cp.summon = nil
		if name := strings.TrimSuffix(s, "."); name != "" && !strings.ContainsAny(name, "%*") {
			a.Monster = pack.ClipName(name)
			cp.use = -1
			cp.add(a)
			return
		}
	}
	if t := strings.Join(strings.Fields(s), " "); t == "Summon normal" || t == "Summon elite" {
		cp.summon = &monster.Action{Type: monster.KindSummon, Elite: t == "Summon elite"}
		return
	}
	if m := summonRE.FindStringSubmatch(strings.Join(strings.Fields(strings.TrimLeft(s, "^")), " ")); m != nil && m[2] != "Demon" {
		sm := monster.Action{Type: monster.KindSummon, Elite: m[1] == "elite", Monster: pack.ClipName(m[2])}
		if u := cp.use; u >= 0 && cp.inRow && cp.useRow == cp.row && len(cp.actions[u].Actions) < pack.MaxActions {
			// "[r]", "%dark%%use%", "Summon Night Demon", "[/r]": what
			// the element gives
			cp.actions[u].Actions = append(cp.actions[u].Actions, sm)
			return
		}
		cp.use = -1
		cp.add(sm)
		return
	}
	if strings.HasPrefix(s, "*") && cp.inUseRow() && cp.bonusLine(&cp.actions[cp.use], strings.TrimLeft(s, "*"), true) {
		return
	}
	if strings.HasPrefix(s, "*") || strings.HasPrefix(s, "£") || strings.HasPrefix(s, ">") {
		cp.use = -1
		cp.text(s)
		return
	}
	if strings.HasPrefix(s, "¤") {
		area, known := pack.AreaByName(s)
		a := cp.last()
		if k := len(cp.actions); cp.use < 0 && k >= 2 && a.Type == monster.KindUse && cp.actions[k-2].Type == monster.KindAttack {
			// "[c]", the attack, its element use, "[/c]", "¤aoe-…": the
			// area drawn beside the column is the attack's
			a = &cp.actions[k-2]
		}
		switch {
		case known && a != nil && a.Type == monster.KindAttack && a.Area == nil:
			a.Area = area
			return
		case known && cp.use >= 0 && len(cp.actions[cp.use].Actions) < pack.MaxActions:
			// consuming the element gives the attack its area
			u := &cp.actions[cp.use]
			u.Actions = append(u.Actions, monster.Action{Type: monster.KindAttack, Value: monster.Plus(0), Area: area})
			return
		}
		cp.text("area " + strings.TrimPrefix(s, "¤"))
		return
	}
	if !sub && cp.use >= 0 && cp.inRow && cp.useRow == cp.row && cp.bonus(s) {
		return
	}
	if !sub {
		cp.use = -1
		cp.main(s)
		return
	}
	if cp.use >= 0 && cp.bonus(s) {
		return
	}
	if cp.subLine(s) || cp.rankLine(s) {
		return
	}
	cp.use = -1
	if mainValueRE.MatchString(s) {
		// "^%move% - 1", "^%attack% + 2" one after the other (a boss's
		// special action): actions of their own
		cp.main(s)
		return
	}
	cp.text(s)
}

func (cp *cardParser) main(s string) {
	if head, ok := strings.CutSuffix(s, ", Self"); ok && head != "" {
		// "%heal% 4, Self", "%invisible%, Self": on the monster itself
		n := len(cp.actions)
		cp.main(head)
		if k := len(cp.actions); k == n+1 {
			if a := &cp.actions[n]; a.Type == monster.KindHeal || a.Type == monster.KindShield || a.Type == monster.KindCondition {
				a.Self = true
				return
			}
			cp.actions = cp.actions[:n] // not a heal, shield or condition: the line as words
		}
		cp.text(s)
		return
	}
	joining := cp.and
	cp.and = false
	if m := mainValueRE.FindStringSubmatch(s); m != nil {
		n, _ := strconv.Atoi(m[3])
		a := monster.Action{Type: m[1]}
		switch {
		case m[2] != "" && (m[1] == monster.KindMove || m[1] == monster.KindAttack):
			a.Value = signed(m[2], n)
		case m[2] == "-":
			cp.text(s) // "shield - 1" has no meaning here
			return
		case m[2] == "+" || m[1] == monster.KindShield || m[1] == monster.KindRetaliate:
			a.Value = monster.Fixed(n) // shield and retaliate add to the stat card's
		default:
			a.Value = monster.Fixed(n)
		}
		if cp.replaceGrant(a) {
			return
		}
		cp.add(a)
		return
	}
	if m := specialRE.FindStringSubmatch(s); m != nil {
		n, _ := strconv.Atoi(m[1])
		cp.add(monster.Action{Type: monster.KindSpecial, Value: monster.Fixed(n)})
		return
	}
	if m := useRE.FindStringSubmatch(s); m != nil {
		cp.add(monster.Action{Type: monster.KindUse, Elements: icons(m[1])})
		cp.use, cp.useRow = len(cp.actions)-1, 0
		if cp.inRow {
			cp.useRow = cp.row
		}
		return
	}
	if plain := strings.ReplaceAll(s, ",", " "); iconOnlyRE.MatchString(plain) { // "%wound%, %poison%"
		names := icons(plain)
		if allValid(names, pack.ValidElement) && !strings.Contains(s, ",") {
			cp.add(monster.Action{Type: monster.KindInfuse, Elements: names})
			return
		}
		if allValid(names, pack.ValidCondition) {
			if n := len(cp.actions); joining && n > 0 && (cp.actions[n-1].Type == monster.KindCondition ||
				cp.actions[n-1].Type == monster.KindPush || cp.actions[n-1].Type == monster.KindPull) {
				// "%wound% and", "%poison%": one action
				cp.actions[n-1].Conditions = append(cp.actions[n-1].Conditions, names...)
				return
			}
			cp.add(monster.Action{Type: monster.KindCondition, Conditions: names})
			return
		}
	}
	if head, ok := strings.CutSuffix(s, " and"); ok && iconOnlyRE.MatchString(head) && allValid(icons(head), pack.ValidCondition) {
		cp.add(monster.Action{Type: monster.KindCondition, Conditions: icons(head)})
		cp.and = true
		return
	}
	if m := subValueRE.FindStringSubmatch(s); m != nil && (m[1] == "push" || m[1] == "pull") {
		if !cp.divided && cp.subLine(s) {
			return
		}
		if m[2] == "" { // a push of its own: whom it pushes follows
			n, _ := strconv.Atoi(m[3])
			cp.add(monster.Action{Type: m[1], Value: monster.Fixed(n)})
			return
		}
	}
	if head, ok := strings.CutSuffix(s, " and"); ok {
		if m := subValueRE.FindStringSubmatch(head); m != nil && (m[1] == "push" || m[1] == "pull") && m[2] == "" {
			n, _ := strconv.Atoi(m[3]) // "%push% 1 and", "%poison%"
			cp.add(monster.Action{Type: m[1], Value: monster.Fixed(n)})
			cp.and = true
			return
		}
	}
	if cp.conditionsAnd(s) {
		return
	}
	cp.text(s)
}

// subLine attaches a sub-line to the action before it; false if it does
// not fit there.
func (cp *cardParser) subLine(s string) bool {
	a := cp.last()
	if a == nil {
		return false
	}
	if m := bonusRE.FindStringSubmatch(s); m != nil && cp.use < 0 && a.Type == monster.KindAttack {
		n, _ := strconv.Atoi(m[1])
		switch {
		case m[2] == "range" && a.Range == nil:
			a.Range = monster.Plus(n) // "^+1%range%": the stat card's and one
			return true
		case m[2] == "target" && a.Target == 0 && a.TargetPlus == 0 && n != 0:
			a.TargetPlus = n // "^+2%target%,": two more than the stat card's
			return true
		}
	}
	if effectLine(a, s) || pack.AttackTargets(a, s) {
		return true
	}
	if m := formulaTargetRE.FindStringSubmatch(s); m != nil && a.Type == monster.KindAttack && a.Target == 0 && a.TargetPlus == 0 && a.TargetFormula == "" {
		// "^%target% C": targets by the party, worked out when the table
		// is made (said beside the attack when it is no formula the
		// engine knows); its range and push follow
		if pack.ValidValueFormula(m[1]) {
			a.TargetFormula = m[1]
		} else {
			a.Text = pack.JoinNotes(a.Text, "target "+pack.FormulaWords(m[1], ""))
		}
		return true
	}
	if cp.targetLine(a, s) {
		return true
	}
	if m := subValueRE.FindStringSubmatch(s); m != nil {
		n, _ := strconv.Atoi(m[3])
		switch {
		case m[1] == "range" && m[2] == "" && (a.Type == monster.KindCondition || a.Type == monster.KindPush || a.Type == monster.KindPull) &&
			a.Range == nil && !a.Self && !a.Allies && a.Area == nil && n >= 1:
			// "%brittle%, %immobilize%", "^%range% 1": one enemy within range
			a.Range = monster.Fixed(n)
			return true
		case m[1] == "range" && (a.Type == monster.KindAttack || a.Type == monster.KindHeal || a.Type == monster.KindRetaliate || a.Type == monster.KindShield && a.Allies) && a.Range == nil:
			if m[2] != "" {
				a.Range = signed(m[2], n)
			} else {
				a.Range = monster.Fixed(n)
			}
			return true
		case m[2] != "" || a.Type != monster.KindAttack:
			return false
		case m[1] == "target" && a.Target == 0:
			a.Target = n
		case m[1] == "pierce" && a.Pierce == 0:
			a.Pierce = n
		case m[1] == "push" && a.Push == 0:
			a.Push = n
		case m[1] == "pull" && a.Pull == 0:
			a.Pull = n
		default:
			return false
		}
		return true
	}
	if a.Type == monster.KindAttack && a.Target == 0 && cp.targetAll(a, s) {
		return true
	}
	if m := targetRangeRE.FindStringSubmatch(s); m != nil && a.Type == monster.KindAttack && a.Target == 0 && a.Range == nil {
		// "^Target 3, %range% 3"
		n, _ := strconv.Atoi(m[1])
		r, _ := strconv.Atoi(m[2])
		if n >= 1 && n < monster.TargetAll && r >= 1 {
			a.Target, a.Range = n, monster.Fixed(r)
			return true
		}
	}
	if pack.AffectWhom(a, s) {
		return true
	}
	if head, conds, ok := trailingConditions(s); ok && head == "Self" && cp.use < 0 && (a.Type == monster.KindHeal || a.Type == monster.KindShield) && !a.Allies {
		// "^Self,\n%strengthen%" under a heal: it heals the monster, which
		// gains the condition too (an action of its own)
		a.Self = true
		cp.add(monster.Action{Type: monster.KindCondition, Conditions: conds, Self: true})
		return true
	}
	if head, conds, ok := trailingConditions(s); ok && (a.Type == monster.KindCondition || a.Type == monster.KindPush || a.Type == monster.KindPull) {
		// "^Target all, %range% 1, %poison%": whom, and what it adds
		b := a.Clone()
		if pack.AffectWhom(&b, head) {
			b.Conditions = append(b.Conditions, conds...)
			*a = b
			return true
		}
	}
	switch {
	case s == "%jump%" && a.Type == monster.KindMove:
		a.Jump = true
		return true
	case s == "Self" && (a.Type == monster.KindHeal || a.Type == monster.KindShield || a.Type == monster.KindCondition):
		a.Self = true
		return true
	case iconOnlyRE.MatchString(s):
		names := icons(s)
		if allValid(names, pack.ValidCondition) && a.Type == monster.KindAttack {
			a.Conditions = append(a.Conditions, names...)
			return true
		}
	}
	return false
}

// formulaTargetRE is an attack's targets as a formula of C and L ("^%target% C").
var formulaTargetRE = regexp.MustCompile(`^%target% ([CL](?:[-+x/d]?[0-9CL()]){0,20}),?$`)

var targetRangeRE = regexp.MustCompile(`^Target (\d{1,2}),? ?%range% (\d{1,2})$`)

var targetAllRE = regexp.MustCompile(`^Target (?:all|any)(?: enemies within)?(?:,? ?%range% (\d{1,2}))?(?:, ?%push% (\d{1,2}))?$`)

// targetAll reads "Target all adjacent enemies" (an area: the six hexes
// around the monster) and "Target all", "Target all, %range% 3", "Target
// all enemies within %range% 2" (every enemy within range) into attack a.
func (cp *cardParser) targetAll(a *monster.Action, s string) bool {
	s = strings.Join(strings.Fields(strings.TrimRight(s, ".\\ ")), " ")
	if rest, ok := strings.CutPrefix(s, "%target% "); ok { // "%target% all adjacent enemies"
		s = "Target " + rest
	}
	if s == "Target all adjacent enemies" || s == "Target all adjacent" {
		if a.Area != nil {
			return false
		}
		a.Area = pack.AdjacentArea()
		return true
	}
	m := targetAllRE.FindStringSubmatch(s)
	if m == nil || (m[1] != "" && a.Range != nil) || (m[2] != "" && a.Push != 0) {
		return false
	}
	a.Target = monster.TargetAll
	if m[1] != "" {
		n, _ := strconv.Atoi(m[1])
		a.Range = monster.Fixed(n)
	}
	if m[2] != "" {
		a.Push, _ = strconv.Atoi(m[2])
	}
	return true
}

// bonus reads a line of an open use action's bonus.
func (cp *cardParser) bonus(s string) bool {
	u := &cp.actions[cp.use]
	if len(u.Actions) >= pack.MaxActions {
		return false
	}
	if parts := strings.Split(s, ","); len(parts) > 1 && bonusRE.MatchString(strings.TrimSpace(parts[0])) {
		// "+2 %attack%, %disarm%": each part in turn
		for _, part := range parts {
			if part = strings.TrimSpace(part); part != "" {
				cp.bonus(part)
			}
		}
		return true
	}
	if d, ok := pack.DamageLine(pack.PlainText(s), cp.own); ok && d.Self {
		u.Actions = append(u.Actions, d) // "Flame Demon suffers 1 damage."
		return true
	}
	if m := bonusRE.FindStringSubmatch(s); m != nil {
		n, _ := strconv.Atoi(m[1])
		amt := monster.Plus(n)
		switch m[2] {
		case "attack", "move", "heal", "shield", "retaliate":
			u.Actions = append(u.Actions, monster.Action{Type: m[2], Value: amt})
		case "range":
			if k := len(u.Actions); k > 0 && u.Actions[k-1].Type == monster.KindAttack && u.Actions[k-1].Range == nil {
				u.Actions[k-1].Range = amt // "¤aoe-circle", "^-1%range%": the area's range
				return true
			}
			u.Actions = append(u.Actions, monster.Action{Type: monster.KindAttack, Value: monster.Plus(0), Range: amt})
		default: // target, pierce, push, pull
			if n < 0 {
				return false
			}
			a := monster.Action{Type: monster.KindAttack, Value: monster.Plus(0)}
			if k := len(u.Actions); k > 0 && u.Actions[k-1].Type == monster.KindAttack && u.Actions[k-1].Area != nil {
				a = u.Actions[k-1] // what joins the area the element gives
				u.Actions = u.Actions[:k-1]
			}
			switch m[2] {
			case "target":
				a.Target = n
			case "pierce":
				a.Pierce = n
			case "push":
				a.Push = n
			case "pull":
				a.Pull = n
			}
			u.Actions = append(u.Actions, a)
		}
		return true
	}
	if m := mainValueRE.FindStringSubmatch(s); m != nil && m[2] == "" && m[1] != monster.KindMove && m[1] != monster.KindAttack {
		n, _ := strconv.Atoi(m[3])
		u.Actions = append(u.Actions, monster.Action{Type: m[1], Value: monster.Fixed(n)})
		return true
	}
	if m := mainValueRE.FindStringSubmatch(s); m != nil && m[2] != "" && (m[2] == "+" || m[1] == monster.KindMove || m[1] == monster.KindAttack) {
		// "^%retaliate% + 3", "%attack% - 1": what the element adds
		n, _ := strconv.Atoi(m[3])
		u.Actions = append(u.Actions, monster.Action{Type: m[1], Value: signed(m[2], n)})
		return true
	}
	if plain := strings.ReplaceAll(s, ",", " "); iconOnlyRE.MatchString(plain) { // "%bless%, %strengthen%"
		names := icons(plain)
		if allValid(names, pack.ValidCondition) {
			if a := cp.last(); a != nil && a.Type == monster.KindAttack {
				a.Conditions = append(a.Conditions, names...)
			} else {
				u.Actions = append(u.Actions, monster.Action{Type: monster.KindCondition, Conditions: names})
			}
			return true
		}
		if allValid(names, pack.ValidElement) {
			u.Actions = append(u.Actions, monster.Action{Type: monster.KindInfuse, Elements: names})
			return true
		}
	}
	if a := cp.last(); a != nil && (a.Type == monster.KindAttack || a.Type == monster.KindHeal || a.Type == monster.KindRetaliate) && cp.subLine(s) {
		return true // "^%retaliate% 2", "^%range% 2,": the retaliate's range
	}
	if m := subValueRE.FindStringSubmatch(s); m != nil && m[2] == "" && m[1] != "range" {
		// "^%target% 2" in a use: the attack has 2 targets (one more than
		// its one); "^%pierce% 2": pierce 2 more
		n, _ := strconv.Atoi(m[3])
		if m[1] == "target" {
			n--
		}
		return n > 0 && cp.bonus("+"+strconv.Itoa(n)+"%"+m[1]+"%")
	}
	if k := len(u.Actions); s == "Self" && k > 0 && (u.Actions[k-1].Type == monster.KindCondition || u.Actions[k-1].Type == monster.KindHeal ||
		u.Actions[k-1].Type == monster.KindShield) {
		u.Actions[k-1].Self = true
		return true
	}
	if cp.bonusLine(u, s, false) {
		return true
	}
	t := pack.ClipText(pack.PlainText(s))
	if t == "" {
		return true
	}
	u.Actions = append(u.Actions, monster.Action{Type: monster.KindText, Text: t})
	return true
}

func signed(sign string, n int) *monster.Amount {
	if sign == "-" {
		return monster.Plus(-n)
	}
	return monster.Plus(n)
}

func icons(s string) []string {
	var out []string
	for _, m := range iconsRE.FindAllStringSubmatch(s, -1) {
		out = append(out, m[1])
	}
	return out
}

func allValid(names []string, valid func(string) bool) bool {
	for _, n := range names {
		if !valid(n) {
			return false
		}
	}
	return len(names) > 0
}

// ---- decks ----

type xDeck struct {
	Name  string  `json:"name"`
	Cards [][]any `json:"cards"`
}

func (im *importer) decks(p *pack.Pack, raw json.RawMessage) {
	im.deckNames = map[string]bool{}
	if len(raw) == 0 {
		return
	}
	list, err := pack.Items(raw)
	if err != nil {
		im.rep.Warn("monsterAbilities", "skipped: not a list")
		return
	}
	for i, r := range list {
		path := pack.Path("monsterAbilities", i)
		var d xDeck
		if err := json.Unmarshal(r, &d); err != nil {
			im.rep.Warn(path, "deck skipped: not a deck object")
			continue
		}
		if d.Name == "" || im.deckNames[d.Name] || len([]rune(d.Name)) > pack.MaxNameLen {
			im.rep.Warn(path, "deck skipped: no name, a name given twice or too long")
			continue
		}
		if len(p.Decks) >= pack.MaxDecks {
			im.rep.Warn(path, "skipped: more than %d decks", pack.MaxDecks)
			break
		}
		deck := pack.Deck{Name: d.Name}
		numbers := map[int]bool{}
		for j, c := range d.Cards {
			cpath := pack.Path(pack.Path("monsterAbilities", d.Name)+".cards", j)
			if len(deck.Cards) >= pack.MaxCards {
				im.rep.Warn(cpath, "card skipped: more than %d cards", pack.MaxCards)
				break
			}
			card, ok := cardOf(c, d.Name)
			if !ok {
				im.rep.Warn(cpath, "card skipped: want [name, number, shuffle, initiative, lines…]")
				continue
			}
			if numbers[card.Number] {
				im.rep.Warn(cpath, "card skipped: card %d given twice", card.Number)
				continue
			}
			numbers[card.Number] = true
			deck.Cards = append(deck.Cards, card)
		}
		if len(deck.Cards) == 0 {
			im.rep.Warn(path, "deck %q skipped: no card could be read", d.Name)
			continue
		}
		im.deckNames[d.Name] = true
		p.Decks = append(p.Decks, deck)
	}
}

// cardOf reads [name?, number, shuffle, initiative, graphics?, lines…].
func cardOf(c []any, deck string) (pack.AbilityCard, bool) {
	var card pack.AbilityCard
	if len(c) > 0 {
		if name, ok := c[0].(string); ok {
			card.Name = pack.ClipName(name)
			c = c[1:]
		}
	}
	if len(c) < 3 {
		return card, false
	}
	num, ok1 := c[0].(float64)
	shuffle, ok2 := c[1].(bool)
	init, ok3 := c[2].(float64)
	if !ok1 || !ok2 || !ok3 || num != float64(int(num)) || init != float64(int(init)) ||
		num < 0 || num > 1_000_000 || init < 0 || init > 99 {
		return card, false
	}
	card.Number, card.Shuffle, card.Initiative = int(num), shuffle, int(init)
	card.Actions = parseLinesOf(c[3:], deck)
	if card.Actions == nil {
		card.Actions = []monster.Action{}
	}
	return card, true
}

// trailingConditions splits "Target all, %range% 1,\n%poison%" into its
// head and the conditions at its end; false when none end it.
func trailingConditions(s string) (head string, conds []string, ok bool) {
	parts := strings.FieldsFunc(s, func(r rune) bool { return r == ',' || r == '\n' })
	i := len(parts)
	for i > 1 {
		p := strings.TrimSpace(parts[i-1])
		if !iconOnlyRE.MatchString(p) || !allValid(icons(p), pack.ValidCondition) {
			break
		}
		i--
	}
	if i == len(parts) {
		return "", nil, false
	}
	for _, p := range parts[i:] {
		conds = append(conds, icons(p)...)
	}
	return strings.TrimSpace(strings.Join(parts[:i], ",")), conds, true
}
