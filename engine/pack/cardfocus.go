package pack

import (
	"regexp"
	"strconv"
	"strings"

	"github.com/haventable/haventable/engine/monster"
)

// A card's rules of whom its monster focuses on and targets that the
// monster-turn solver plays (docs/monster-turns.md, "Card focus and
// targets"), as both importers read the editions' words and the action
// line writes them:
//
//	"Focus on the enemy farthest away [within range N]" → FocusFarthest, FocusRange
//	"Target 1 enemy with all attacks"                   → OneTarget
//	"Target all enemies occupying or adjacent to hexes
//	 entered during the movement"                       → PathTargets

// farthestRE reads the focus line, in the words effectWords leaves ("Focus
// on farthest enemy", "Focus on the enemy farthest away within range 7").
var farthestRE = regexp.MustCompile(`(?i)^focus on (?:the )?(?:enemy farthest away|farthest enemy)(?: within range (\d{1,2}))?$`)

// FarthestFocus reads s, a card line, as a farthest focus: its range (0:
// none) and true, or false for any other line.
func FarthestFocus(s string) (focusRange int, ok bool) {
	m := farthestRE.FindStringSubmatch(effectWords(s))
	if m == nil {
		return 0, false
	}
	if m[1] != "" {
		n, err := strconv.Atoi(m[1])
		if err != nil || n < 1 || n > MaxStat {
			return 0, false
		}
		focusRange = n
	}
	return focusRange, true
}

// SetFocus puts a farthest focus of range r (0: none) on a, a move or an
// attack that has none; false, a unchanged, otherwise.
func SetFocus(a *monster.Action, r int) bool {
	if a == nil || (a.Type != monster.KindMove && a.Type != monster.KindAttack) || a.FocusFarthest {
		return false
	}
	a.FocusFarthest, a.FocusRange = true, r
	return true
}

var (
	oneTargetRE = regexp.MustCompile(`(?i)^target (?:1|one) enemy with all attacks$`)
	pathRE      = regexp.MustCompile(`(?i)^target all enemies (?:occupying or adjacent to hexes entered during the (?:movement|move ability|move)|within one hex along the path moved)$`)
)

// AttackTargets reads s, a card line under attack a that says whom it
// targets, into a: "Target 1 enemy with all attacks" (OneTarget; a range
// after a comma is the attack's), "Target all enemies occupying or adjacent
// to hexes entered during the movement" or "… within one hex along the path
// moved" (PathTargets). It reports false, a
// unchanged, for any other line or an a that is no attack or has the rule
// already.
func AttackTargets(a *monster.Action, s string) bool {
	if a == nil || a.Type != monster.KindAttack || a.OneTarget || a.PathTargets {
		return false
	}
	w := effectWords(s)
	if pathRE.MatchString(w) {
		a.PathTargets = true
		return true
	}
	head, rest, hasRest := strings.Cut(w, ",")
	if !oneTargetRE.MatchString(strings.TrimSpace(head)) {
		return false
	}
	if hasRest {
		f := strings.Fields(rest)
		if len(f) != 2 || !strings.EqualFold(f[0], "range") || a.Range != nil {
			return false
		}
		n, err := strconv.Atoi(f[1])
		if err != nil || n < 1 || n > MaxStat {
			return false
		}
		a.Range = monster.Fixed(n)
	}
	a.OneTarget = true
	return true
}

// focusOption reads an action line's focus or target option (key, in the
// format's words, and its arguments) into a: "focus-farthest [N]",
// "one-target", "path-targets"; known is false for any other key.
func focusOption(a *monster.Action, key string, args []string) (known, ok bool) {
	switch key {
	case "focus-farthest":
		if a.Type != monster.KindMove && a.Type != monster.KindAttack || len(args) > 1 {
			return true, false
		}
		a.FocusFarthest = true
		if len(args) == 1 {
			n, err := strconv.Atoi(args[0])
			if err != nil || n < 1 || n > MaxStat || strings.HasPrefix(args[0], "+") {
				return true, false
			}
			a.FocusRange = n
		}
		return true, true
	case "one-target":
		a.OneTarget = true
		return true, a.Type == monster.KindAttack && len(args) == 0 && !a.PathTargets
	case "path-targets":
		a.PathTargets = true
		return true, a.Type == monster.KindAttack && len(args) == 0 && !a.OneTarget
	}
	return false, false
}

// focusOptions writes a's focus and target options with opt, as
// focusOption reads them.
func focusOptions(a monster.Action, opt func(key string, more ...string)) {
	if a.FocusFarthest && (a.Type == monster.KindMove || a.Type == monster.KindAttack) {
		if a.FocusRange > 0 {
			opt("focus-farthest", strconv.Itoa(a.FocusRange))
		} else {
			opt("focus-farthest")
		}
	}
	if a.OneTarget && a.Type == monster.KindAttack {
		opt("one-target")
	}
	if a.PathTargets && a.Type == monster.KindAttack {
		opt("path-targets")
	}
}

// cardFocus checks a's focus and target fields.
func (c *checker) cardFocus(path string, a monster.Action) {
	if a.FocusFarthest && a.Type != monster.KindMove && a.Type != monster.KindAttack {
		c.add(path+".focus_farthest", "only a move or an attack says whom the monster focuses on")
	}
	if a.FocusRange != 0 {
		c.between(path+".focus_range", a.FocusRange, 0, MaxStat)
		if !a.FocusFarthest {
			c.add(path+".focus_range", "a focus range goes with focus_farthest")
		}
	}
	if (a.OneTarget || a.PathTargets) && a.Type != monster.KindAttack {
		c.add(path+".one_target", "only an attack says whom it targets")
	}
	if a.OneTarget && a.PathTargets {
		c.add(path+".path_targets", "an attack targets one enemy with all attacks or the enemies along its move, not both")
	}
}

// CardFocusActions folds into a card's actions the text actions that are a
// focus or target rule the engine plays: "Focus on the enemy farthest
// away …" right before a move or an attack (SetFocus), "Target 1 enemy
// with all attacks …" or "Target all enemies occupying or adjacent to
// hexes entered during the movement" right after an attack
// (AttackTargets). Other text stays. It returns acts, changed in place.
func CardFocusActions(acts []monster.Action) []monster.Action {
	out := acts[:0]
	for i := 0; i < len(acts); i++ {
		a := acts[i]
		if a.Type == monster.KindText && i+1 < len(acts) {
			if r, ok := FarthestFocus(a.Text); ok && SetFocus(&acts[i+1], r) {
				continue
			}
		}
		if a.Type == monster.KindText && len(out) > 0 && AttackTargets(&out[len(out)-1], a.Text) {
			continue
		}
		out = append(out, a)
	}
	return out
}
