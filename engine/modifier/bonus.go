package modifier

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"
)

// BonusKind is what an active bonus does for its bearer.
type BonusKind uint8

const (
	// BonusShield adds its Value to the bearer's shield against attacks.
	BonusShield BonusKind = iota
	// BonusNegate negates the next sources of damage (as Frost Armor does).
	BonusNegate
	// BonusRetaliate makes an attacker within its Range suffer its Value in
	// damage after each attack on the bearer that the bearer survives.
	BonusRetaliate
	// BonusDisadvantage gives every attack targeting the bearer
	// disadvantage (a monster card's "All attacks targeting the Giant
	// Viper this round gain Disadvantage"); it has no value.
	BonusDisadvantage
)

// String names the kind as the conformance vectors do.
func (k BonusKind) String() string {
	switch k {
	case BonusNegate:
		return "negate"
	case BonusRetaliate:
		return "retaliate"
	case BonusDisadvantage:
		return "disadvantage"
	}
	return "shield"
}

// BonusDuration is how long an active bonus lasts.
type BonusDuration uint8

const (
	// BonusPersistent lasts until its track is used up or it is removed by hand.
	BonusPersistent BonusDuration = iota
	// BonusRound lasts until the end of the round.
	BonusRound
)

// String names the duration as the conformance vectors do.
func (d BonusDuration) String() string {
	if d == BonusRound {
		return "round"
	}
	return "persistent"
}

// Bonus is one active bonus on a figure. Uses counts the marked positions
// left on its use track; 0 means it has no track (it stays until it expires
// or is removed by hand). Track is the number of positions printed on the
// track, used or not (for display: the engine only counts Uses down); 0
// means it is not known and taken to be Uses (see TrackLength).
//
// A shield with a track uses a position each time its bearer is attacked,
// even where it brings no benefit; a negate with a track uses one each time
// its bearer would suffer 1 or more damage; a retaliate with a track uses
// one each time it makes an attacker suffer its damage. A bonus whose last
// position is used is lost.
type Bonus struct {
	Kind  BonusKind
	Value int // the shield or retaliate value; 0 for a negate
	// Range is how far a retaliate reaches: an attacker within Range hexes
	// suffers it; 0 or 1 means adjacent attackers only. 0 for the other
	// kinds.
	Range    int
	Uses     int
	Track    int
	Duration BonusDuration
	// Card tells the ability card in its bearer's active area that gives
	// the bonus: its number plus one (card numbers start at 0); 0 for
	// none (a bonus of the players' or a monster card's). It leaves with
	// the card, and its use track is the card's.
	Card int
}

// TrackLength is the number of positions on the bonus's use track: Track,
// or Uses where Track is 0 (not known); 0 for a bonus without a track.
func (b Bonus) TrackLength() int { return max(b.Track, b.Uses) }

// Reach is the range of a retaliate: Range, at least 1 (adjacent).
func (b Bonus) Reach() int { return max(1, b.Range) }

// Validate checks a bonus's numbers.
func (b Bonus) Validate() error {
	switch b.Kind {
	case BonusShield:
		if b.Value < 1 || b.Value > MaxValue {
			return fmt.Errorf("shield bonus: value %d out of 1..%d", b.Value, MaxValue)
		}
	case BonusNegate, BonusDisadvantage:
		if b.Value != 0 {
			return fmt.Errorf("%s bonus: takes no value (got %d)", b.Kind, b.Value)
		}
	case BonusRetaliate:
		if b.Value < 1 || b.Value > MaxValue {
			return fmt.Errorf("retaliate bonus: value %d out of 1..%d", b.Value, MaxValue)
		}
		if b.Range < 0 || b.Range > MaxValue {
			return fmt.Errorf("retaliate bonus: range %d out of 0..%d", b.Range, MaxValue)
		}
	default:
		return fmt.Errorf("unknown bonus kind %d", b.Kind)
	}
	if b.Kind != BonusRetaliate && b.Range != 0 {
		return fmt.Errorf("%s bonus: takes no range (got %d)", b.Kind, b.Range)
	}
	if b.Uses < 0 || b.Uses > MaxValue {
		return fmt.Errorf("%s bonus: uses %d out of 0..%d", b.Kind, b.Uses, MaxValue)
	}
	if b.Track < 0 || b.Track > MaxValue {
		return fmt.Errorf("%s bonus: track %d out of 0..%d", b.Kind, b.Track, MaxValue)
	}
	if b.Track > 0 && (b.Uses < 1 || b.Uses > b.Track) {
		return fmt.Errorf("%s bonus: uses %d out of 1..%d (the track's length)", b.Kind, b.Uses, b.Track)
	}
	if b.Duration != BonusPersistent && b.Duration != BonusRound {
		return fmt.Errorf("%s bonus: unknown duration %d", b.Kind, b.Duration)
	}
	if b.Card < 0 {
		return fmt.Errorf("%s bonus: card %d, want 0 or more", b.Kind, b.Card)
	}
	return nil
}

// String describes the bonus, for example "shield 1 (2 uses, persistent)",
// "retaliate 2 range 3 (1 of 2 uses, round)".
func (b Bonus) String() string {
	s := b.Kind.String()
	if b.Kind != BonusNegate && b.Kind != BonusDisadvantage {
		s += fmt.Sprintf(" %d", b.Value)
	}
	if b.Kind == BonusRetaliate && b.Range > 1 {
		s += fmt.Sprintf(" range %d", b.Range)
	}
	switch {
	case b.Uses > 0 && b.Track > b.Uses:
		s += fmt.Sprintf(" (%d of %d uses, %s)", b.Uses, b.Track, b.Duration)
	case b.Uses > 0:
		s += fmt.Sprintf(" (%d uses, %s)", b.Uses, b.Duration)
	default:
		s += fmt.Sprintf(" (%s)", b.Duration)
	}
	return s
}

type bonusJSON struct {
	Kind     string `json:"kind"`
	Value    int    `json:"value,omitempty"`
	Range    int    `json:"range,omitempty"`
	Uses     int    `json:"uses"`
	Track    int    `json:"track,omitempty"`
	Duration string `json:"duration,omitempty"`
	Card     int    `json:"card,omitempty"`
}

// MarshalJSON writes the bonus as the conformance vectors do:
// {"kind": "shield", "value": 1, "uses": 2, "duration": "persistent"}; a
// retaliate's range and the track's length are written where not 0:
// {"kind": "retaliate", "value": 2, "range": 3, "uses": 1, "track": 2, ...}.
func (b Bonus) MarshalJSON() ([]byte, error) {
	return json.Marshal(bonusJSON{
		Kind: b.Kind.String(), Value: b.Value, Range: b.Range,
		Uses: b.Uses, Track: b.Track, Duration: b.Duration.String(), Card: b.Card,
	})
}

// UnmarshalJSON reads a bonus written as MarshalJSON writes it; the duration
// may be left out (persistent), and so may the range and the track (0: a
// retaliate on adjacent attackers, a track as long as the uses left).
func (b *Bonus) UnmarshalJSON(data []byte) error {
	var j bonusJSON
	if err := json.Unmarshal(data, &j); err != nil {
		return err
	}
	got, err := ParseBonus(j.Kind, j.Value, j.Uses, j.Duration)
	if err != nil {
		return err
	}
	got.Range, got.Track, got.Card = j.Range, j.Track, j.Card
	if err := got.Validate(); err != nil {
		return err
	}
	*b = got
	return nil
}

// ParseBonus builds a bonus from its written parts: kind "shield",
// "negate" or "retaliate" (on adjacent attackers: set Range for more),
// duration "round", "persistent" or "" (persistent). The track's length is
// left 0 (as long as the uses).
func ParseBonus(kind string, value, uses int, duration string) (Bonus, error) {
	var b Bonus
	switch kind {
	case "shield":
		b.Kind = BonusShield
	case "negate":
		b.Kind = BonusNegate
	case "retaliate":
		b.Kind = BonusRetaliate
	case "disadvantage":
		b.Kind = BonusDisadvantage
	default:
		return Bonus{}, fmt.Errorf("bonus: unknown kind %q (want shield, negate, retaliate or disadvantage)", kind)
	}
	switch duration {
	case "", "persistent":
		b.Duration = BonusPersistent
	case "round":
		b.Duration = BonusRound
	default:
		return Bonus{}, fmt.Errorf("bonus: unknown duration %q (want round or persistent)", duration)
	}
	b.Value, b.Uses = value, uses
	if err := b.Validate(); err != nil {
		return Bonus{}, err
	}
	return b, nil
}

// Bonuses are the active bonuses of one figure, in the order they were
// gained. The methods never change the receiver: they return the bonuses
// after the event.
type Bonuses []Bonus

// Validate checks every bonus, naming the index at fault.
func (bs Bonuses) Validate() error {
	for i, b := range bs {
		if err := b.Validate(); err != nil {
			return fmt.Errorf("bonus %d: %w", i, err)
		}
	}
	return nil
}

// Shield is the shield the bonuses add against an attack: they stack.
func (bs Bonuses) Shield() int {
	n := 0
	for _, b := range bs {
		if b.Kind == BonusShield {
			n += b.Value
		}
	}
	return n
}

// Attacked returns the bonuses after their bearer is attacked: every shield
// with a track uses a position (whatever it brings), and one whose last
// position is used is lost.
func (bs Bonuses) Attacked() Bonuses { return bs.attacked(nil) }

func (bs Bonuses) attacked(log *Log) Bonuses {
	return bs.useTracks(func(b Bonus) bool { return b.Kind == BonusShield }, log, MsgShieldBonusUsed, MsgShieldBonusLost)
}

// useTracks returns the bonuses with a position of the track used on each
// that triggers (with a track), logged as used (positions left) or lost
// (its value) when that was its last position.
func (bs Bonuses) useTracks(triggers func(Bonus) bool, log *Log, used, lost string) Bonuses {
	out := make(Bonuses, 0, len(bs))
	for _, b := range bs {
		if b.Uses > 0 && triggers(b) {
			b.Uses--
			if b.Uses == 0 {
				log.add(lost, b.Value)
				continue
			}
			log.add(used, b.Uses)
		}
		out = append(out, b)
	}
	return out
}

// Suffer applies the bonuses to damage from any source (after the shield,
// for an attack; shields do not apply to damage from other sources): where
// damage is 1 or more and the bearer has a negate, the damage is 0 and the
// first negate uses a position (one with no track stays). It returns the
// damage suffered, the bonuses after, and whether a negate applied.
func (bs Bonuses) Suffer(damage int) (int, Bonuses, bool) { return bs.suffer(damage, nil) }

func (bs Bonuses) suffer(damage int, log *Log) (int, Bonuses, bool) {
	out := slices.Clone(bs)
	if damage < 1 {
		return max(0, damage), out, false
	}
	for i, b := range out {
		if b.Kind != BonusNegate {
			continue
		}
		log.add(MsgNegated, damage)
		if b.Uses > 0 {
			out[i].Uses--
			if out[i].Uses == 0 {
				out = slices.Delete(out, i, i+1)
				log.add(MsgNegateBonusLost, 0)
			} else {
				log.add(MsgNegateBonusUsed, out[i].Uses)
			}
		}
		return 0, out, true
	}
	return damage, out, false
}

// SufferDamage is the damage a figure with these bonuses suffers from a
// source other than an attack (a trap, retaliate, a wound): shields do not
// apply, a negate does. It returns the damage suffered and the bonuses after.
func SufferDamage(damage int, bs Bonuses) (int, Bonuses) {
	got, after, _ := bs.Suffer(damage)
	return got, after
}

// Retaliate is the retaliate damage an attacker at the given range (in
// hexes, counted as an attack's range is) suffers after attacking the
// bearer, which survived: the sum of the retaliates that reach it.
func (bs Bonuses) Retaliate(distance int) int {
	n := 0
	for _, b := range bs {
		if b.Kind == BonusRetaliate && distance >= 1 && distance <= b.Reach() {
			n += b.Value
		}
	}
	return n
}

// Retaliated returns the retaliate damage an attacker at the given range
// suffers (see Retaliate) and the bonuses after: every retaliate with a
// track that reached the attacker uses a position, and one whose last
// position is used is lost.
func (bs Bonuses) Retaliated(distance int) (int, Bonuses) {
	damage, after := bs.retaliated(distance, nil)
	if damage == 0 {
		after = slices.Clone(bs)
	}
	return damage, after
}

// retaliated is Retaliated, logging the steps; where no retaliate reaches
// the attacker it returns bs itself.
func (bs Bonuses) retaliated(distance int, log *Log) (int, Bonuses) {
	damage := bs.Retaliate(distance)
	if damage == 0 {
		return 0, bs
	}
	log.add(MsgRetaliate, damage)
	return damage, bs.useTracks(func(b Bonus) bool {
		return b.Kind == BonusRetaliate && distance <= b.Reach()
	}, log, MsgRetaliateBonusUsed, MsgRetaliateBonusLost)
}

// EndRound returns the bonuses left at the end of the round: the round
// bonuses expire.
func (bs Bonuses) EndRound() Bonuses {
	return slices.DeleteFunc(slices.Clone(bs), func(b Bonus) bool { return b.Duration == BonusRound })
}

// Remove returns the bonuses without the one at index i (removed by hand).
func (bs Bonuses) Remove(i int) (Bonuses, error) {
	if i < 0 || i >= len(bs) {
		return nil, fmt.Errorf("remove bonus %d: %w", i, errNoSuchBonus)
	}
	return slices.Delete(slices.Clone(bs), i, i+1), nil
}

var errNoSuchBonus = errors.New("no such bonus")

// has reports whether bs holds a bonus of kind k.
func (bs Bonuses) has(k BonusKind) bool {
	return slices.ContainsFunc(bs, func(b Bonus) bool { return b.Kind == k })
}
