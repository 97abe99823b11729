package battle

import (
	"errors"
	"fmt"
)

// Stats names the stats an ability acts on.
type Stats uint8

const (
	// Strength is the strength stat.
	Strength Stats = 1 << iota
	// Toughness is the toughness stat.
	Toughness
	// Both is strength and toughness.
	Both = Strength | Toughness
)

// String names the stats.
func (s Stats) String() string {
	switch s {
	case Strength:
		return "strength"
	case Toughness:
		return "toughness"
	case Both:
		return "strength and toughness"
	}
	return fmt.Sprintf("Stats(%d)", int(s))
}

func (s Stats) has(i int) bool { return s&(1<<i) != 0 }

// Amounts is a strength and a toughness amount, as in "+1/+1".
type Amounts struct {
	Strength, Toughness Value
}

// Count says what a dynamic ability counts on the board, as in "for each Hero
// in your territory": the cards in play of the listed kinds belonging to the
// listed owners. An empty list counts every kind (or both owners). Whose
// territory "your" is, is the caller's reading of the card.
type Count struct {
	Kinds  []Kind
	Owners []Player
}

// matches reports whether c is counted.
func (ct *Count) matches(c *card) bool {
	if !c.inPlay {
		return false
	}
	return contains(ct.Kinds, c.spec.Kind) && contains(ct.Owners, c.spec.Owner)
}

// validate checks the kinds and owners named.
func (ct *Count) validate() error {
	for i, k := range ct.Kinds {
		if !k.valid() {
			return fmt.Errorf("count: kinds[%d]: unknown kind %d", i, int(k))
		}
	}
	for i, p := range ct.Owners {
		if !p.valid() {
			return fmt.Errorf("count: owners[%d]: unknown owner %d", i, int(p))
		}
	}
	return nil
}

// Condition is the condition of a conditional ability: at least AtLeast
// cards counted by Count are in play ("if you have two Heroes in your
// territory"), or, with Not, fewer than that ("if you have no Hero": AtLeast
// 1, Not). An instantaneous ability is statically conditional: its condition
// is checked once, when it is played, and an ability whose condition fails is
// refused (ErrConditionNotMet). An ongoing one is dynamically conditional: it
// stays on the card until the end of the phase and counts only while its
// condition holds, which is checked whenever the card is read.
type Condition struct {
	Count   Count
	AtLeast int
	Not     bool
}

// holds reports whether the condition is true on the board counted by count.
func (cd *Condition) holds(count func(*Count) int) bool {
	return (count(&cd.Count) >= cd.AtLeast) != cd.Not
}

// contains reports whether list is empty (anything goes) or holds x.
func contains[T comparable](list []T, x T) bool {
	if len(list) == 0 {
		return true
	}
	for _, y := range list {
		if y == x {
			return true
		}
	}
	return false
}

// Errors an ability can be refused with (wrapped with context). A refused
// ability changes nothing.
var (
	ErrUnknownCard   = errors.New("no such card")
	ErrNotInPlay     = errors.New("card is not in play")
	ErrInvalid       = errors.New("invalid ability")
	ErrAnswerMissing = errors.New("a choice is required")
	// ErrConditionNotMet refuses an instantaneous conditional ability whose
	// condition does not hold.
	ErrConditionNotMet = errors.New("condition not met")
)

// Ability is an increase or decrease ability (or an enhancement played on a
// card) aimed at one card in play. Apply it with Board.Apply. The concrete
// abilities are Change, Multiply, Set, Worth and Enhance.
//
// Every ability is instantaneous unless it is Ongoing: an instantaneous
// ability's result is permanent; an ongoing (dynamic) one lasts until the end
// of the current phase and, when it counts something (Change.Per), is
// recomputed from the board each time the card is read.
type Ability interface {
	// TargetID names the card the ability targets.
	TargetID() string
	// plan checks the ability against the board and returns the effects it
	// would add to the target and the questions still unanswered. It changes
	// nothing.
	plan(b *Board, c *card) ([]effect, []Question, error)
}

// Change adds signed amounts to strength and toughness: "+2/+0", "-1/-1".
// With Per it is a dynamic ability, "+1/+1 for each Hero in your territory":
// the amounts are multiplied by the count, recomputed whenever the card is
// read, so it follows Heroes entering and leaving play; such an ability must
// be Ongoing. "Worth X/X if ..." abilities may be written as a Change of the
// difference, or as Worth.
type Change struct {
	Target    string
	Strength  Value
	Toughness Value
	Ongoing   bool
	Per       *Count
	If        *Condition
}

// TargetID names the card the ability targets.
func (a Change) TargetID() string { return a.Target }

func (a Change) plan(b *Board, c *card) ([]effect, []Question, error) {
	if a.Per != nil {
		if !a.Ongoing {
			return nil, nil, fmt.Errorf("change on %q: %w: an ability counting the board (per) is dynamic and must be ongoing", a.Target, ErrInvalid)
		}
		if err := a.Per.validate(); err != nil {
			return nil, nil, fmt.Errorf("change on %q: %w: per: %v", a.Target, ErrInvalid, err)
		}
	}
	return b.conditioned(a.Target, a.If, a.Ongoing, effect{op: opAdd, stats: Both, amount: [2]Value{a.Strength, a.Toughness}, per: a.Per, ongoing: a.Ongoing})
}

// Multiply multiplies the named stats by Factor; halving is Factor 1/2 and
// is never rounded.
type Multiply struct {
	Target  string
	Factor  Value
	Stats   Stats
	Ongoing bool
	If      *Condition
}

// TargetID names the card the ability targets.
func (a Multiply) TargetID() string { return a.Target }

func (a Multiply) plan(b *Board, c *card) ([]effect, []Question, error) {
	if a.Stats == 0 || a.Stats&^Both != 0 {
		return nil, nil, fmt.Errorf("multiply on %q: %w: stats %d name neither strength nor toughness", a.Target, ErrInvalid, int(a.Stats))
	}
	return b.conditioned(a.Target, a.If, a.Ongoing, effect{op: opMul, stats: a.Stats, factor: a.Factor, ongoing: a.Ongoing})
}

// Set is an increase to a specific value: it changes the named stats to
// Strength and/or Toughness. Where that would lower a stat's current value the
// ability is optional for that stat (though the card does not say "may"):
// Lowering must then be Accept or Decline, else the ability is refused with a
// question. A declined stat is left as it is; the other stats still change.
type Set struct {
	Target    string
	Stats     Stats
	Strength  Value
	Toughness Value
	Lowering  Answer // Accept or Decline; needed only when a stat would be lowered
	Ongoing   bool
	If        *Condition
}

// TargetID names the card the ability targets.
func (a Set) TargetID() string { return a.Target }

func (a Set) plan(b *Board, c *card) ([]effect, []Question, error) {
	if a.Stats == 0 || a.Stats&^Both != 0 {
		return nil, nil, fmt.Errorf("set on %q: %w: stats %d name neither strength nor toughness", a.Target, ErrInvalid, int(a.Stats))
	}
	if a.Lowering != 0 && a.Lowering != Accept && a.Lowering != Decline {
		return nil, nil, fmt.Errorf("set on %q: %w: lowering answer %v is not accept or decline", a.Target, ErrInvalid, a.Lowering)
	}
	to := [2]Value{a.Strength, a.Toughness}
	now := b.values(c)
	var lowered Stats
	for i := 0; i < 2; i++ {
		if a.Stats.has(i) && to[i].Cmp(now[i]) < 0 {
			lowered |= 1 << i
		}
	}
	// A bad or failed static condition refuses the ability before any question.
	if _, _, err := b.conditioned(a.Target, a.If, a.Ongoing, effect{}); err != nil {
		return nil, nil, err
	}
	stats := a.Stats
	if lowered != 0 {
		switch a.Lowering {
		case 0:
			return nil, []Question{{Kind: LowerToValue, Target: a.Target, Stats: lowered, Options: []Answer{Accept, Decline}}}, nil
		case Decline:
			stats &^= lowered
		}
	}
	if stats == 0 {
		return nil, nil, nil
	}
	return b.conditioned(a.Target, a.If, a.Ongoing, effect{op: opSet, stats: stats, amount: to, ongoing: a.Ongoing})
}

// Worth is "worth X/X if ...": the card's strength and toughness become
// exactly Strength/Toughness, whether that raises or lowers them (it is an
// increase or decrease ability, not an optional increase to a value). A
// character left at toughness 0 or less is discarded by the ordinary rule
// ("if result is */0 or less, discard" is only its reminder).
type Worth struct {
	Target    string
	Strength  Value
	Toughness Value
	If        *Condition // the "if ...", when the engine can count it
}

// TargetID names the card the ability targets.
func (a Worth) TargetID() string { return a.Target }

func (a Worth) plan(b *Board, c *card) ([]effect, []Question, error) {
	return b.conditioned(a.Target, a.If, false, effect{op: opSet, stats: Both, amount: [2]Value{a.Strength, a.Toughness}})
}

// Enhance plays an enhancement on the target: the enhancement's own
// Strength/Toughness add to the card, and so does its Increase ability when
// it has one. With NameMatch the enhancement qualifies for the name-on-name
// bonus, which doubles its own numbers; the bonus and the increase ability
// are mutually exclusive, so when both are available Choice must be
// ChooseIncrease or ChooseBonus, else the play is refused with a question.
// A name match with no increase ability takes the bonus without a question.
type Enhance struct {
	Target    string
	Strength  Value
	Toughness Value
	Increase  *Amounts
	NameMatch bool
	Choice    Answer // ChooseIncrease or ChooseBonus
	Ongoing   bool
}

// TargetID names the card the ability targets.
func (a Enhance) TargetID() string { return a.Target }

func (a Enhance) plan(b *Board, c *card) ([]effect, []Question, error) {
	choice := a.Choice
	switch {
	case choice != 0 && choice != ChooseIncrease && choice != ChooseBonus:
		return nil, nil, fmt.Errorf("enhance %q: %w: choice %v is not increase or bonus", a.Target, ErrInvalid, choice)
	case choice == ChooseBonus && !a.NameMatch:
		return nil, nil, fmt.Errorf("enhance %q: %w: the name-on-name bonus needs a name match", a.Target, ErrInvalid)
	case choice == ChooseIncrease && a.Increase == nil:
		return nil, nil, fmt.Errorf("enhance %q: %w: the enhancement has no increase ability to choose", a.Target, ErrInvalid)
	case a.NameMatch && a.Increase != nil && choice == 0:
		return nil, []Question{{Kind: BonusOrIncrease, Target: a.Target, Options: []Answer{ChooseIncrease, ChooseBonus}}}, nil
	case a.NameMatch && a.Increase == nil:
		choice = ChooseBonus
	case !a.NameMatch:
		choice = ChooseIncrease
	}
	add := [2]Value{a.Strength, a.Toughness}
	if choice == ChooseBonus {
		add = [2]Value{add[0].Mul(Int(2)), add[1].Mul(Int(2))}
	} else if a.Increase != nil {
		add = [2]Value{add[0].Add(a.Increase.Strength), add[1].Add(a.Increase.Toughness)}
	}
	return []effect{{op: opAdd, stats: Both, amount: add, ongoing: a.Ongoing}}, nil, nil
}

// effectOp is what one effect does to the stats it names.
type effectOp int

const (
	opAdd effectOp = iota
	opMul
	opSet
)

// effect is one resolved ability standing on a card.
type effect struct {
	op      effectOp
	stats   Stats
	amount  [2]Value   // opAdd: amounts; opSet: the values set to
	factor  Value      // opMul
	per     *Count     // opAdd: multiply amounts by this count of the board
	cond    *Condition // ongoing only: the effect counts while this holds
	ongoing bool
	src     Ability // the ability played (Board.Ongoing)
}

// apply returns v after the effect; count counts the board for per.
func (e effect) apply(v [2]Value, count func(*Count) int) [2]Value {
	if e.cond != nil && !e.cond.holds(count) {
		return v
	}
	var n Value
	if e.per != nil {
		n = Int(int64(count(e.per)))
	}
	for i := 0; i < 2; i++ {
		if !e.stats.has(i) {
			continue
		}
		switch e.op {
		case opAdd:
			amt := e.amount[i]
			if e.per != nil {
				amt = amt.Mul(n)
			}
			v[i] = v[i].Add(amt)
		case opMul:
			v[i] = v[i].Mul(e.factor)
		case opSet:
			v[i] = e.amount[i]
		}
	}
	return v
}

// conditioned returns the plan of an ability made of effect e under the
// condition cd (nil: unconditional). A static condition (not ongoing) is
// checked now; a dynamic one goes with the effect.
func (b *Board) conditioned(target string, cd *Condition, ongoing bool, e effect) ([]effect, []Question, error) {
	if cd == nil {
		return []effect{e}, nil, nil
	}
	if err := cd.Count.validate(); err != nil {
		return nil, nil, fmt.Errorf("ability on %q: %w: if: %v", target, ErrInvalid, err)
	}
	if !ongoing {
		if !cd.holds(b.count) {
			return nil, nil, fmt.Errorf("ability on %q: %w", target, ErrConditionNotMet)
		}
		return []effect{e}, nil, nil
	}
	e.cond = cd
	return []effect{e}, nil, nil
}
