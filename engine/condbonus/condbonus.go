// Package condbonus is the grammar of an attack's conditional bonuses: a
// card's "+2 Attack and gain experience if the target is adjacent to any of
// your allies", "+1 Attack for each negative condition on the target",
// "add stun if you are invisible". A bonus is composed of conditions that
// must all hold (When), an optional count it is multiplied by (Per) and
// what it adds (Attack, Pierce, Push, Pull, Conditions, XP), so one-off
// lines are read from shared pieces.
//
// It knows no map: the engine works out the Facts of one target of one
// attack on the table and asks Count how many times a bonus applies. The
// notation (Parse, Format) is the one the data format's action lines use
// after "if"; Read reads the editions' English words into it.
package condbonus

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// The conditions a bonus may name (When). Besides these, "target-X" and
// "self-X" say the target or the attacker has condition X.
const (
	// Melee and Ranged: the attack is melee, or ranged.
	Melee  = "melee"
	Ranged = "ranged"
	// Adjacent: the target is adjacent to the attacker.
	Adjacent = "adjacent"
	// AllyAdjacent: the target is adjacent to one or more of the
	// attacker's allies (the attacker not counted).
	AllyAdjacent = "ally-adjacent"
	// Alone: the target is adjacent to none of its own allies.
	Alone = "alone"
	// Undamaged: the target has its maximum hit points.
	Undamaged = "undamaged"
	// Weaker: the target has fewer hit points than the attacker.
	Weaker = "weaker"
	// Negative: the target has one or more negative conditions.
	Negative = "negative"
	// BelowHalf: the attacker has fewer hit points than half its maximum,
	// rounded up.
	BelowHalf = "below-half"
)

// The counts a bonus may be multiplied by (Per).
const (
	// PerNegative counts the negative conditions the target has.
	PerNegative = "negative"
	// PerAllyAdjacent counts the attacker's allies adjacent to the target.
	PerAllyAdjacent = "ally-adjacent"
)

// Limits of a bonus.
const (
	MaxWhen       = 4
	MaxValue      = 20
	MaxXP         = 9
	MaxConditions = 6
	// MaxBonuses is the most conditional bonuses one attack has.
	MaxBonuses = 8
)

// Bonus is one conditional bonus of an attack.
type Bonus struct {
	When       []string `json:"when,omitempty"`
	Per        string   `json:"per,omitempty"`
	Attack     int      `json:"attack,omitempty"`
	Pierce     int      `json:"pierce,omitempty"`
	Push       int      `json:"push,omitempty"`
	Pull       int      `json:"pull,omitempty"`
	Conditions []string `json:"conditions,omitempty"`
	XP         int      `json:"xp,omitempty"`
}

// Clone returns a copy of bs sharing nothing with it.
func Clone(bs []Bonus) []Bonus {
	if bs == nil {
		return nil
	}
	out := make([]Bonus, len(bs))
	for i, b := range bs {
		b.When = slices.Clone(b.When)
		b.Conditions = slices.Clone(b.Conditions)
		out[i] = b
	}
	return out
}

// conditions are every condition a bonus may name or add. Which of them
// are negative is the engine's rule (engine.IsNegativeCondition), told to
// Count through Facts.TargetNegative: this package keeps no list of its
// own.
var conditions = []string{"poison", "wound", "immobilize", "disarm", "stun", "muddle",
	"impair", "bane", "brittle", "chill", "infect", "rupture", "plague", "enfeeble",
	"invisible", "strengthen", "regenerate", "ward"}

// ValidCondition reports whether c is a condition a bonus may name or add.
func ValidCondition(c string) bool { return slices.Contains(conditions, c) }

// validWhen reports whether w is a condition a bonus may name.
func validWhen(w string) bool {
	switch w {
	case Melee, Ranged, Adjacent, AllyAdjacent, Alone, Undamaged, Weaker, Negative, BelowHalf:
		return true
	}
	if c, ok := strings.CutPrefix(w, "target-"); ok {
		return ValidCondition(c)
	}
	if c, ok := strings.CutPrefix(w, "self-"); ok {
		return ValidCondition(c)
	}
	return false
}

// Validate checks a bonus: known conditions and count, numbers in range,
// something added.
func (b Bonus) Validate() error {
	if len(b.When) > MaxWhen {
		return fmt.Errorf("at most %d conditions, found %d", MaxWhen, len(b.When))
	}
	for _, w := range b.When {
		if !validWhen(w) {
			return fmt.Errorf("unknown condition %q", w)
		}
	}
	if len(b.When) == 0 && b.Per == "" {
		return errors.New("no condition and no count")
	}
	if b.Per != "" && b.Per != PerNegative && b.Per != PerAllyAdjacent {
		return fmt.Errorf("unknown count %q", b.Per)
	}
	for _, n := range []int{b.Attack, b.Pierce, b.Push, b.Pull} {
		if n < 0 || n > MaxValue {
			return fmt.Errorf("a bonus of %d: out of 0..%d", n, MaxValue)
		}
	}
	if b.XP < 0 || b.XP > MaxXP {
		return fmt.Errorf("experience %d out of 0..%d", b.XP, MaxXP)
	}
	if len(b.Conditions) > MaxConditions {
		return fmt.Errorf("at most %d conditions added, found %d", MaxConditions, len(b.Conditions))
	}
	for _, c := range b.Conditions {
		if !ValidCondition(c) {
			return fmt.Errorf("unknown condition %q added", c)
		}
	}
	if b.Attack == 0 && b.Pierce == 0 && b.Push == 0 && b.Pull == 0 && b.XP == 0 && len(b.Conditions) == 0 {
		return errors.New("the bonus adds nothing")
	}
	return nil
}

// Facts are what the conditions of one attack on one target are checked
// against, as the table stands when the attack is drawn.
type Facts struct {
	// Melee: the attack is melee (not ranged).
	Melee bool
	// Adjacent: the target is adjacent to the attacker.
	Adjacent bool
	// AlliesAdjacent counts the attacker's allies adjacent to the target
	// (the attacker not counted); TargetAllies the target's own allies
	// adjacent to it.
	AlliesAdjacent, TargetAllies int
	// TargetHP, TargetMaxHP, SelfHP and SelfMaxHP are the hit points of
	// the target and of the attacker.
	TargetHP, TargetMaxHP, SelfHP, SelfMaxHP int
	// TargetConditions and SelfConditions are the conditions of the
	// target and of the attacker, by name.
	TargetConditions, SelfConditions []string
	// TargetNegative counts the target's negative conditions, as the
	// engine tells them (engine.IsNegativeCondition).
	TargetNegative int
}

// Holds reports whether condition w holds of f.
func (f Facts) Holds(w string) bool {
	switch w {
	case Melee:
		return f.Melee
	case Ranged:
		return !f.Melee
	case Adjacent:
		return f.Adjacent
	case AllyAdjacent:
		return f.AlliesAdjacent > 0
	case Alone:
		return f.TargetAllies == 0
	case Undamaged:
		return f.TargetHP >= f.TargetMaxHP
	case Weaker:
		return f.TargetHP < f.SelfHP
	case Negative:
		return f.TargetNegative > 0
	case BelowHalf:
		return f.SelfHP < (f.SelfMaxHP+1)/2
	}
	if c, ok := strings.CutPrefix(w, "target-"); ok {
		return slices.Contains(f.TargetConditions, c)
	}
	if c, ok := strings.CutPrefix(w, "self-"); ok {
		return slices.Contains(f.SelfConditions, c)
	}
	return false
}

// Count is how many times b applies to the attack f describes: 0 when a
// condition fails, otherwise its count (1 without one).
func (b Bonus) Count(f Facts) int {
	for _, w := range b.When {
		if !f.Holds(w) {
			return 0
		}
	}
	switch b.Per {
	case PerNegative:
		return f.TargetNegative
	case PerAllyAdjacent:
		return f.AlliesAdjacent
	}
	return 1
}

// Parse reads a bonus in the notation of the action lines, the words after
// "if": conditions, then optionally "per" and a count, then "add" and what
// it adds: "+N" (attack), "pierce N", "push N", "pull N", "xp N" and
// condition names. "ally-adjacent add +2 xp 1", "melee per negative add +1",
// "self-invisible add stun xp 1".
func Parse(s string) (Bonus, error) {
	words := strings.Fields(s)
	var b Bonus
	i := 0
	for ; i < len(words) && words[i] != "add" && words[i] != "per"; i++ {
		b.When = append(b.When, words[i])
	}
	if i < len(words) && words[i] == "per" {
		if i+1 >= len(words) {
			return Bonus{}, errors.New(`"per" without a count`)
		}
		b.Per = words[i+1]
		i += 2
	}
	if i >= len(words) || words[i] != "add" {
		return Bonus{}, errors.New(`no "add"`)
	}
	i++
	if i >= len(words) {
		return Bonus{}, errors.New(`nothing after "add"`)
	}
	number := func(dst *int) error {
		if *dst != 0 {
			return fmt.Errorf("%q given twice", words[i])
		}
		if i+1 >= len(words) {
			return fmt.Errorf("%q without a number", words[i])
		}
		n, err := strconv.Atoi(words[i+1])
		if err != nil || n < 1 || strings.HasPrefix(words[i+1], "+") {
			return fmt.Errorf("%q %q: want a number 1 or more", words[i], words[i+1])
		}
		*dst = n
		i++
		return nil
	}
	for ; i < len(words); i++ {
		w := words[i]
		var err error
		switch {
		case w == "pierce":
			err = number(&b.Pierce)
		case w == "push":
			err = number(&b.Push)
		case w == "pull":
			err = number(&b.Pull)
		case w == "xp":
			err = number(&b.XP)
		case strings.HasPrefix(w, "+"):
			n, e := strconv.Atoi(w[1:])
			switch {
			case e != nil || n < 1 || strings.HasPrefix(w[1:], "+") || strings.HasPrefix(w[1:], "-"):
				err = fmt.Errorf("%q: want +N", w)
			case b.Attack != 0:
				err = errors.New("attack bonus given twice")
			}
			b.Attack = n
		case ValidCondition(w) && !slices.Contains(b.Conditions, w):
			b.Conditions = append(b.Conditions, w)
		default:
			err = fmt.Errorf("%q is no bonus", w)
		}
		if err != nil {
			return Bonus{}, err
		}
	}
	if err := b.Validate(); err != nil {
		return Bonus{}, err
	}
	return b, nil
}

// Format writes b as Parse reads it.
func (b Bonus) Format() string {
	var parts []string
	parts = append(parts, b.When...)
	if b.Per != "" {
		parts = append(parts, "per", b.Per)
	}
	parts = append(parts, "add")
	if b.Attack > 0 {
		parts = append(parts, "+"+strconv.Itoa(b.Attack))
	}
	for _, x := range []struct {
		k string
		n int
	}{{"pierce", b.Pierce}, {"push", b.Push}, {"pull", b.Pull}} {
		if x.n > 0 {
			parts = append(parts, x.k, strconv.Itoa(x.n))
		}
	}
	parts = append(parts, b.Conditions...)
	if b.XP > 0 {
		parts = append(parts, "xp", strconv.Itoa(b.XP))
	}
	return strings.Join(parts, " ")
}
