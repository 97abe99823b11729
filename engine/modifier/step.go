package modifier

import (
	"errors"
	"fmt"

	"github.com/haventable/haventable/engine/rules"
)

// Mode is how the modifier cards of one attack on one target are drawn.
type Mode uint8

const (
	// Normal draws one card (and on through rolling cards).
	Normal Mode = iota
	// Advantage draws two and uses the better.
	Advantage
	// Disadvantage draws two and uses the worse.
	Disadvantage
)

// String names the mode.
func (m Mode) String() string {
	switch m {
	case Advantage:
		return "advantage"
	case Disadvantage:
		return "disadvantage"
	}
	return "normal"
}

// ModeFor combines the sources of advantage and disadvantage on one attack:
// they never stack, and one of each cancels to a normal draw.
func ModeFor(advantage, disadvantage bool) Mode {
	switch {
	case advantage && !disadvantage:
		return Advantage
	case disadvantage && !advantage:
		return Disadvantage
	}
	return Normal
}

// ErrNoCard is returned by a DrawFunc that has no card left to give, not even
// after shuffling its discard pile in.
var ErrNoCard = errors.New("no modifier card left to draw")

// DrawFunc gives the next modifier card.
type DrawFunc func() (Card, error)

// Step is the modifier card step of one attack on one target: every card
// drawn, in order, and the cards whose value and effects apply.
type Step struct {
	Drawn []Card
	Used  []Card
}

// ResolveStep is ResolveStepFor under Gloomhaven's rules (rules.Default).
func ResolveStep(mode Mode, attack int, draw DrawFunc) (Step, error) {
	return ResolveStepFor(rules.Default, mode, attack, draw)
}

// ResolveStepFor draws the modifier cards for one target and chooses those
// that apply, exactly as the rules of edition ed give it:
//
//   - Normal: draw; while the card drawn is rolling, draw again; all apply.
//   - Advantage: draw two. If both roll, draw on until a card does not roll
//     and all apply; if one rolls, it adds to the other (both apply); else the
//     better applies.
//   - Disadvantage: draw two. If both roll, draw on until a card does not
//     roll and only that last card applies; if one rolls it is disregarded and
//     the other applies; else the worse applies.
//
// Where ed.AdvantageRollsOnFirstCardOnly (Frosthaven), advantage and
// disadvantage go otherwise: draw; if that first card rolls, draw on until a
// card N does not roll, else N is the first card; then draw one more card C,
// whose rolling symbol counts for nothing (nothing more is drawn). With
// advantage the rolling cards before N apply with the better of N and C;
// with disadvantage only the worse of N and C applies.
//
// "Better" is judged on the attack value the card gives from attack (the
// value after the attacker's own modifiers, never below 0) and the card's
// added effects, which count as positive but undefined: a card is better
// only when it dominates the other (no lower value, a superset of the
// effects, strictly more in one of them). Otherwise the pair is ambiguous and
// the first drawn applies (N of N and C).
func ResolveStepFor(ed rules.Edition, mode Mode, attack int, draw DrawFunc) (Step, error) {
	d := stepDraw{draw: draw, s: Step{Drawn: make([]Card, 0, 4)}}
	var err error
	switch {
	case mode == Normal:
		err = d.normal()
	case ed.AdvantageRollsOnFirstCardOnly():
		err = d.firstCardRolls(mode, attack)
	default:
		err = d.twoCards(mode, attack)
	}
	if err != nil {
		return Step{}, err
	}
	return d.s, nil
}

// stepDraw is one card step in progress: the cards drawn so far.
type stepDraw struct {
	draw DrawFunc
	s    Step
}

// next draws one card.
func (d *stepDraw) next() (Card, error) {
	c, err := d.draw()
	if err != nil {
		return Card{}, fmt.Errorf("modifier card %d: %w", len(d.s.Drawn)+1, err)
	}
	d.s.Drawn = append(d.s.Drawn, c)
	return c, nil
}

// untilStill draws until a card does not roll and returns that card.
func (d *stepDraw) untilStill() (Card, error) {
	for {
		c, err := d.next()
		if err != nil || !c.Rolling {
			return c, err
		}
	}
}

// normal is the step without advantage or disadvantage.
func (d *stepDraw) normal() error {
	if _, err := d.untilStill(); err != nil {
		return err
	}
	d.s.Used = d.s.Drawn
	return nil
}

// twoCards is advantage or disadvantage as Gloomhaven plays it.
func (d *stepDraw) twoCards(mode Mode, attack int) error {
	first, err := d.next()
	if err != nil {
		return err
	}
	second, err := d.next()
	if err != nil {
		return err
	}
	switch {
	case first.Rolling && second.Rolling:
		last, err := d.untilStill()
		if err != nil {
			return err
		}
		if mode == Advantage {
			d.s.Used = d.s.Drawn
		} else {
			d.s.Used = []Card{last}
		}
	case first.Rolling || second.Rolling:
		if mode == Advantage {
			d.s.Used = []Card{first, second}
		} else if first.Rolling {
			d.s.Used = []Card{second}
		} else {
			d.s.Used = []Card{first}
		}
	default:
		d.s.Used = []Card{ChooseOfTwo(mode, attack, first, second)}
	}
	return nil
}

// firstCardRolls is advantage or disadvantage as Frosthaven plays it (see
// ResolveStepFor).
func (d *stepDraw) firstCardRolls(mode Mode, attack int) error {
	still, err := d.untilStill()
	if err != nil {
		return err
	}
	rolled := len(d.s.Drawn) - 1
	after, err := d.next()
	if err != nil {
		return err
	}
	pick := ChooseOfTwo(mode, attack, still, after)
	if mode == Advantage {
		d.s.Used = append(d.s.Drawn[:rolled:rolled], pick)
	} else {
		d.s.Used = []Card{pick}
	}
	return nil
}

// ChooseOfTwo returns the card that applies when two non-rolling cards are
// drawn with advantage (the better) or disadvantage (the worse); in an
// ambiguous pair the first drawn applies. A rolling symbol counts for
// nothing here (Frosthaven compares a rolling card after the first like any
// other).
func ChooseOfTwo(mode Mode, attack int, first, second Card) Card {
	switch mode {
	case Advantage:
		if Dominates(attack, second, first) {
			return second
		}
	case Disadvantage:
		if Dominates(attack, first, second) {
			return second
		}
	}
	return first
}

// Dominates reports whether card a is strictly better than card b for an
// attack of the given value: a gives no lower attack value (neither counted
// below 0), carries every effect b carries, and is strictly ahead in one.
func Dominates(attack int, a, b Card) bool {
	va := max(0, a.Apply(attack))
	vb := max(0, b.Apply(attack))
	if va < vb {
		return false
	}
	ea, eb := a.Effects(), b.Effects()
	for _, e := range eb {
		if !a.hasExactly(e) {
			return false
		}
	}
	return va > vb || len(ea) > len(eb)
}

func (c Card) hasExactly(e Effect) bool {
	got, ok := c.effect(e.Kind)
	return ok && got == e
}

// Apply returns the attack value after this one card.
func (c Card) Apply(attack int) int { return ApplyCards(attack, []Card{c}) }

// ApplyCards applies the cards of one card step to an attack value in the
// order best for the attacker, which the rules let the player choose: the
// additions of 0 or more, then the doublings, then the subtractions (a "-1"
// rolling card drawn with an "x2" takes 1 from the doubled value, not 2); a
// null card makes the value 0. The result may be below 0; damage never is.
func ApplyCards(attack int, used []Card) int {
	v, sub := attack, 0
	doubles := 0
	for _, c := range used {
		switch {
		case c.Op == OpNull:
			return 0
		case c.Op == OpDouble:
			doubles++
		case c.Value < 0:
			sub += c.Value
		default:
			v += c.Value
		}
	}
	for ; doubles > 0; doubles-- {
		v *= 2
	}
	return v + sub
}

// SubtractsAfterDoubling reports whether the order of the used cards
// matters: a doubling and a subtraction applied together (see ApplyCards).
func SubtractsAfterDoubling(used []Card) bool {
	double, sub := false, false
	for _, c := range used {
		switch {
		case c.Op == OpNull:
			return false
		case c.Op == OpDouble:
			double = true
		case c.Value < 0:
			sub = true
		}
	}
	return double && sub
}

// StepEffects returns the added effects of the used cards, each kind once;
// where two cards carry the same numbered effect the amounts add (two
// rolling "push:1" cards push 2).
func StepEffects(used []Card) []Effect {
	var out []Effect
	for _, c := range used {
		for _, e := range c.Effects() {
			if c.beside(e.Kind) {
				continue // StepBeside's
			}
			merged := false
			for i := range out {
				if out[i].Kind == e.Kind {
					out[i].Amount += e.Amount
					merged = true
				}
			}
			if !merged {
				out = append(out, e)
			}
		}
	}
	return out
}

// StepBeside returns, for each used card marked self or ally (Self,
// Ally), the effects it gives the attacker or one of its allies rather
// than the target: its heal, shield, range, conditions and refresh, with
// the marker; for each card of two half elements (Either), its
// elements with the marker; and any one element (AnyElement). StepEffects leaves them out; the player
// resolves them.
func StepBeside(used []Card) [][]Effect {
	var out [][]Effect
	for _, c := range used {
		var es []Effect
		for _, e := range c.Effects() {
			if c.beside(e.Kind) {
				es = append(es, e)
			}
		}
		if len(es) > 0 {
			out = append(out, es)
		}
	}
	return out
}

// beside reports whether the card's effect of kind k is for the player to
// resolve beside the target's: on a card marked self or ally, its heal,
// shield, range, conditions and refresh; on a card of half elements, its
// elements; any one element; and the markers.
func (c Card) beside(k EffectKind) bool {
	if (c.Has(Self) || c.Has(Ally)) && (k.IsMarker() || k.IsCondition() || k == Heal || k == Shield || k == Range || k == Refresh) {
		return true
	}
	return k == AnyElement || c.Has(Either) && (k == Either || k.IsElement())
}

// Damage returns what a target suffers from an attack value before its active
// bonuses: the attack less the target's shield (reduced by pierce, not below
// 0), not below 0.
func Damage(attack, shield, pierce int) int {
	return max(0, attack-max(0, shield-pierce))
}
