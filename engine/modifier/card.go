package modifier

import (
	"fmt"
	"strconv"
	"strings"
)

// Op is what a modifier card does to the attack value.
type Op uint8

const (
	// OpAdd adds the card's Value (which may be negative).
	OpAdd Op = iota
	// OpDouble doubles the attack value (x2).
	OpDouble
	// OpNull makes the attack do no damage.
	OpNull
)

// Special marks the bless and curse cards, which leave the deck when drawn.
type Special uint8

const (
	// NotSpecial is an ordinary card.
	NotSpecial Special = iota
	// Bless is an x2 card removed from the deck when drawn.
	Bless
	// Curse is a null card removed from the deck when drawn.
	Curse
)

// Icon is the type icon printed on a card: "1" to "4" for the standard
// character decks, "M" for the monster deck, "*" for scenario and item cards,
// a class name for perk cards, or "" for a card that belongs to the deck it is
// in.
type Icon string

// The fixed icons.
const (
	IconNone     Icon = ""
	IconMonster  Icon = "M"
	IconScenario Icon = "*"
)

// IsClass reports whether the icon names a character class (a perk card).
func (i Icon) IsClass() bool {
	return i != IconNone && i != IconMonster && i != IconScenario && !isStandardIcon(i)
}

func isStandardIcon(i Icon) bool { return i == "1" || i == "2" || i == "3" || i == "4" }

// EffectKind is an added effect a card can carry: forced movement and other
// numbered effects, conditions and element infusions.
type EffectKind uint8

// The effect kinds, in the order the card notation prints them.
const (
	effectNone EffectKind = iota
	Push
	Pull
	Pierce
	Heal
	Shield
	Target
	Poison
	Wound
	Muddle
	Immobilize
	Disarm
	Stun
	Invisible
	Strengthen
	Fire
	Ice
	Air
	Earth
	Light
	Dark
	// Curses puts a curse into the target's deck; Blesses puts a bless
	// into the attacker's own ("+1 curses": a +1 card whose effect curses
	// the target; not the curse card itself).
	Curses
	Blesses
	// The conditions later editions add (Frosthaven, Jaws of the Lion,
	// Gloomhaven 2nd edition, Crimson Scales …), after the others so that
	// no earlier kind changes its number.
	Brittle
	Bane
	Impair
	Ward
	Regenerate
	Chill
	Infect
	Rupture
	Dodge
	Empower
	Enfeeble
	Safeguard
	Plague
	// Self and Ally say whom a card's heal, shield and conditions are for:
	// the attacker ("+1 invisible, self"), or one ally of the attacker
	// the player picks ("+0 heal 1, ally"); never the target. Range is the
	// range of that heal ("heal 1, range 3"). Refresh refreshes one of the
	// attacker's spent items. The player resolves them (StepBeside).
	Self
	Ally
	Range
	Refresh
	// Either: the card infuses one of its elements, the player's choice
	// (a card of two half elements); the player resolves it (StepBeside).
	Either
	// AnyElement: the card infuses any one element, the player's choice
	// ("+0 any": Gloomhaven's Spellweaver and Elementalist perks); the
	// player resolves it (StepBeside).
	AnyElement
	effectEnd
)

var effectNames = [...]string{
	effectNone: "", Push: "push", Pull: "pull", Pierce: "pierce", Heal: "heal",
	Shield: "shield", Target: "target", Poison: "poison", Wound: "wound",
	Muddle: "muddle", Immobilize: "immobilize", Disarm: "disarm", Stun: "stun",
	Invisible: "invisible", Strengthen: "strengthen", Fire: "fire", Ice: "ice",
	Air: "air", Earth: "earth", Light: "light", Dark: "dark",
	Curses: "curses", Blesses: "blesses",
	Brittle: "brittle", Bane: "bane", Impair: "impair", Ward: "ward", Regenerate: "regenerate",
	Chill: "chill", Infect: "infect", Rupture: "rupture", Dodge: "dodge", Empower: "empower",
	Enfeeble: "enfeeble", Safeguard: "safeguard", Plague: "plague",
	Self: "self", Ally: "ally", Range: "range", Refresh: "refresh", Either: "either",
	AnyElement: "any",
}

// String returns the notation name of the effect kind.
func (k EffectKind) String() string {
	if k < effectEnd {
		return effectNames[k]
	}
	return fmt.Sprintf("EffectKind(%d)", k)
}

// Numbered reports whether the effect carries a number (push:2, shield:1 …).
func (k EffectKind) Numbered() bool { return k >= Push && k <= Target || k == Range }

// numberedIndex numbers the numbered kinds from 0, for tables of amounts.
func (k EffectKind) numberedIndex() int {
	if k == Range {
		return int(Target - Push + 1)
	}
	return int(k - Push)
}

// numberedKinds is how many kinds are numbered.
const numberedKinds = int(Target-Push) + 2

// IsMarker reports whether the kind says whom a card's effects are for
// (self, ally) rather than being an effect itself.
func (k EffectKind) IsMarker() bool { return k == Self || k == Ally }

// IsCondition reports whether the effect is a condition.
func (k EffectKind) IsCondition() bool {
	return k >= Poison && k <= Strengthen || k >= Brittle && k <= Plague
}

// IsElement reports whether the effect is an element infusion.
func (k EffectKind) IsElement() bool { return k >= Fire && k <= Dark }

// ParseEffectKind returns the effect kind named in card notation.
func ParseEffectKind(name string) (EffectKind, bool) {
	for k := Push; k < effectEnd; k++ {
		if effectNames[k] == name {
			return k, true
		}
	}
	return effectNone, false
}

// Effect is one added effect; Amount is set for numbered kinds only.
type Effect struct {
	Kind   EffectKind
	Amount int
}

// String returns the effect's card token, such as "push:2" or "poison".
func (e Effect) String() string {
	if e.Kind.Numbered() {
		return e.Kind.String() + ":" + strconv.Itoa(e.Amount)
	}
	return e.Kind.String()
}

// MaxEffects is the most added effects one card may carry.
const MaxEffects = 6

// MaxValue bounds the number on a +N / -N card and on numbered effects.
const MaxValue = 99

// Card is one attack modifier card. It is a comparable value: two cards are
// equal (==) exactly when their notation token sets are equal.
type Card struct {
	Op      Op
	Value   int // for OpAdd
	Rolling bool
	Shuffle bool
	Special Special
	Icon    Icon
	effects [MaxEffects]Effect // sorted by kind, unused slots zero
}

// Effects returns the card's added effects in notation order.
func (c Card) Effects() []Effect {
	n := 0
	for n < MaxEffects && c.effects[n].Kind != effectNone {
		n++
	}
	return append([]Effect(nil), c.effects[:n]...)
}

// HasEffects reports whether the card carries any added effect.
func (c Card) HasEffects() bool { return c.effects[0].Kind != effectNone }

// Has reports whether the card carries an effect of kind k.
func (c Card) Has(k EffectKind) bool {
	_, ok := c.effect(k)
	return ok
}

// EffectAmount returns the number of a numbered effect (0 if absent).
func (c Card) EffectAmount(k EffectKind) int {
	e, _ := c.effect(k)
	return e.Amount
}

func (c Card) effect(k EffectKind) (Effect, bool) {
	for _, e := range c.effects {
		if e.Kind == k {
			return e, true
		}
		if e.Kind == effectNone {
			break
		}
	}
	return Effect{}, false
}

// WithEffects returns a copy of c carrying exactly the given effects. It
// fails on a duplicate kind, a bad amount or too many effects.
func (c Card) WithEffects(effects ...Effect) (Card, error) {
	c.effects = [MaxEffects]Effect{}
	for _, e := range effects {
		if err := c.addEffect(e); err != nil {
			return Card{}, err
		}
	}
	return c, nil
}

func (c *Card) addEffect(e Effect) error {
	if e.Kind == effectNone || e.Kind >= effectEnd {
		return fmt.Errorf("unknown effect kind %d", e.Kind)
	}
	if e.Kind.Numbered() {
		if e.Amount < 1 || e.Amount > MaxValue {
			return notationError(ProblemEffectNumber, e.Kind.String(), "effect %s: amount %d out of 1..%d", e.Kind, e.Amount, MaxValue)
		}
	} else if e.Amount != 0 {
		return notationError(ProblemEffectNumber, e.Kind.String(), "effect %s takes no number", e.Kind)
	}
	n := 0
	for n < MaxEffects && c.effects[n].Kind != effectNone {
		if c.effects[n].Kind == e.Kind {
			return notationError(ProblemTooManyEffects, e.Kind.String(), "effect %s given twice", e.Kind)
		}
		n++
	}
	if n == MaxEffects {
		return notationError(ProblemTooManyEffects, "", "more than %d effects on one card", MaxEffects)
	}
	// insertion keeps the effects sorted by kind
	i := n
	for i > 0 && c.effects[i-1].Kind > e.Kind {
		c.effects[i] = c.effects[i-1]
		i--
	}
	c.effects[i] = e
	return nil
}

// Plus returns the plain card +n (or -n).
func Plus(n int) Card { return Card{Op: OpAdd, Value: n} }

// ParseCard reads one card in the conformance notation, for example
// "+1", "-2 @M", "x2 shuffle", "null shuffle", "+0 roll push:2", "bless",
// "curse @M" or "+1 @brute". The first token is the value; a card that starts
// with bless or curse has its value implied (x2 and null); a card whose first
// token is an effect or "roll" is +0 (a special effect in the middle of a card
// makes it +0).
func ParseCard(s string) (Card, error) {
	tokens := strings.Fields(s)
	if len(tokens) == 0 {
		return Card{}, notationError(ProblemEmpty, "", "parse card %q: empty", s)
	}
	var c Card
	rest := tokens
	explicitValue := false
	if op, v, ok, err := parseValueToken(tokens[0]); err != nil {
		return Card{}, fmt.Errorf("parse card %q: %w", s, err)
	} else if ok {
		c.Op, c.Value = op, v
		explicitValue = true
		rest = tokens[1:]
	}
	seen := map[string]bool{}
	for _, tok := range rest {
		if seen[tok] {
			return Card{}, notationError(ProblemTwice, tok, "parse card %q: token %q given twice", s, tok)
		}
		seen[tok] = true
		if err := c.applyToken(tok); err != nil {
			return Card{}, fmt.Errorf("parse card %q: %w", s, err)
		}
	}
	switch c.Special {
	case Bless:
		if explicitValue && c.Op != OpDouble {
			return Card{}, notationError(ProblemBlessCurse, "bless", "parse card %q: a bless card is x2", s)
		}
		c.Op, c.Value = OpDouble, 0
	case Curse:
		if explicitValue && c.Op != OpNull {
			return Card{}, notationError(ProblemBlessCurse, "curse", "parse card %q: a curse card is null", s)
		}
		c.Op, c.Value = OpNull, 0
	}
	return c, nil
}

// MustParseCard is ParseCard for card literals known to be valid; it panics
// on error.
func MustParseCard(s string) Card {
	c, err := ParseCard(s)
	if err != nil {
		panic(err)
	}
	return c
}

// parseValueToken reads +N, -N, x2 or null. ok is false (with no error) when
// the token is not a value at all.
func parseValueToken(tok string) (op Op, v int, ok bool, err error) {
	switch {
	case tok == "x2":
		return OpDouble, 0, true, nil
	case tok == "null":
		return OpNull, 0, true, nil
	case len(tok) > 1 && (tok[0] == '+' || tok[0] == '-'):
		n, perr := strconv.Atoi(tok[1:])
		if perr != nil || strings.ContainsAny(tok[1:], "+-") {
			return 0, 0, false, notationError(ProblemBadValue, tok, "bad value %q", tok)
		}
		if n > MaxValue {
			return 0, 0, false, notationError(ProblemBadValue, tok, "value %q out of range ±%d", tok, MaxValue)
		}
		if tok[0] == '-' {
			n = -n
		}
		return OpAdd, n, true, nil
	}
	return 0, 0, false, nil
}

func (c *Card) applyToken(tok string) error {
	switch tok {
	case "roll":
		c.Rolling = true
		return nil
	case "shuffle":
		c.Shuffle = true
		return nil
	case "bless", "curse":
		if c.Special != NotSpecial {
			return notationError(ProblemBlessCurse, tok, "a card is bless or curse, not both")
		}
		if tok == "bless" {
			c.Special = Bless
		} else {
			c.Special = Curse
		}
		return nil
	}
	if strings.HasPrefix(tok, "@") {
		if c.Icon != IconNone {
			return notationError(ProblemIcon, tok, "more than one icon (%q)", tok)
		}
		icon, err := parseIcon(tok[1:])
		if err != nil {
			return err
		}
		c.Icon = icon
		return nil
	}
	if _, _, ok, _ := parseValueToken(tok); ok {
		return notationError(ProblemValueFirst, tok, "value %q must be the first token", tok)
	}
	name, num, hasNum := strings.Cut(tok, ":")
	kind, ok := ParseEffectKind(name)
	if !ok {
		return notationError(ProblemUnknownWord, tok, "unknown token %q", tok)
	}
	e := Effect{Kind: kind}
	if kind.Numbered() {
		if !hasNum {
			return notationError(ProblemEffectNumber, tok, "effect %q needs a number (%s:N)", tok, name)
		}
		n, err := strconv.Atoi(num)
		if err != nil || strings.ContainsAny(num, "+-") {
			return notationError(ProblemEffectNumber, tok, "effect %q: bad number", tok)
		}
		e.Amount = n
	} else if hasNum {
		return notationError(ProblemEffectNumber, tok, "effect %q takes no number", tok)
	}
	return c.addEffect(e)
}

func parseIcon(name string) (Icon, error) {
	switch name {
	case "1", "2", "3", "4", "M", "*":
		return Icon(name), nil
	case "":
		return "", notationError(ProblemIcon, "@", "empty icon")
	}
	if name[0] < 'a' || name[0] > 'z' {
		return "", notationError(ProblemIcon, "@"+name, "icon %q: a class name starts with a lower-case letter", "@"+name)
	}
	for _, r := range name {
		if !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '-' || r == '_') {
			return "", notationError(ProblemIcon, "@"+name, "icon %q: bad character %q", "@"+name, r)
		}
	}
	return Icon(name), nil
}

// String prints the card in canonical notation: the value (or bless/curse,
// whose value is implied), roll, the effects, shuffle, then the icon.
// ParseCard(c.String()) == c for every card.
func (c Card) String() string { return string(c.AppendNotation(nil)) }

// AppendNotation appends the card's notation (String) to b, without
// allocating for it: a snapshot writes every card of every deck.
func (c Card) AppendNotation(b []byte) []byte {
	switch c.Special {
	case Bless:
		b = append(b, "bless"...)
	case Curse:
		b = append(b, "curse"...)
	default:
		b = c.appendValue(b)
	}
	if c.Rolling {
		b = append(b, " roll"...)
	}
	for _, e := range c.effects {
		if e.Kind == effectNone {
			break
		}
		b = append(b, ' ')
		b = append(b, e.Kind.String()...)
		if e.Kind.Numbered() {
			b = append(b, ':')
			b = strconv.AppendInt(b, int64(e.Amount), 10)
		}
	}
	if c.Shuffle {
		b = append(b, " shuffle"...)
	}
	if c.Icon != IconNone {
		b = append(b, " @"...)
		b = append(b, c.Icon...)
	}
	return b
}

// ValueString prints the card's value token: "+1", "-2", "x2" or "null".
func (c Card) ValueString() string { return string(c.appendValue(nil)) }

// appendValue appends the card's value token (ValueString) to b.
func (c Card) appendValue(b []byte) []byte {
	switch c.Op {
	case OpDouble:
		return append(b, "x2"...)
	case OpNull:
		return append(b, "null"...)
	}
	if c.Value >= 0 {
		b = append(b, '+')
	}
	return strconv.AppendInt(b, int64(c.Value), 10)
}

// ParseCards parses a list of cards, naming the index of a bad one.
func ParseCards(list []string) ([]Card, error) {
	out := make([]Card, len(list))
	for i, s := range list {
		c, err := ParseCard(s)
		if err != nil {
			return nil, fmt.Errorf("card %d: %w", i, err)
		}
		out[i] = c
	}
	return out, nil
}
