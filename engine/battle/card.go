package battle

import "fmt"

// Kind is what sort of card a card is.
type Kind int

const (
	// Hero is a character of the good side. It is the zero Kind.
	Hero Kind = iota
	// EvilCharacter is a character of the evil side.
	EvilCharacter
	// Enhancement is an enhancement standing as a card of its own. It is never
	// discarded for low toughness (enhancements are often printed x/0).
	Enhancement
)

// String names the kind as the rules do.
func (k Kind) String() string {
	switch k {
	case Hero:
		return "Hero"
	case EvilCharacter:
		return "Evil Character"
	case Enhancement:
		return "Enhancement"
	}
	return fmt.Sprintf("Kind(%d)", int(k))
}

// IsCharacter reports whether cards of kind k are characters (Heroes and Evil
// Characters), which are discarded when their toughness falls to 0 or less.
func (k Kind) IsCharacter() bool { return k == Hero || k == EvilCharacter }

func (k Kind) valid() bool { return k >= Hero && k <= Enhancement }

// Player is the player a card belongs to: whose territory it stands in and
// for which side it fights.
type Player int

const (
	// Player1 is the first player. It is the zero Player.
	Player1 Player = iota
	// Player2 is the second player.
	Player2
)

// String names the player.
func (p Player) String() string {
	switch p {
	case Player1:
		return "player 1"
	case Player2:
		return "player 2"
	}
	return fmt.Sprintf("Player(%d)", int(p))
}

// Opponent returns the other player.
func (p Player) Opponent() Player { return 1 - p }

func (p Player) valid() bool { return p == Player1 || p == Player2 }

// CardSpec describes a card as it is put on the board: its printed strength
// and toughness and where it stands.
type CardSpec struct {
	ID        string // unique on the board; required
	Kind      Kind   // Hero when left zero
	Owner     Player // Player1 when left zero
	Strength  Value  // printed strength
	Toughness Value  // printed toughness
	InPlay    bool   // in its owner's territory (or in battle); only cards in play can be targeted
	InBattle  bool   // fighting in the current battle; requires InPlay
}

// validate checks a spec on its own.
func (s CardSpec) validate() error {
	switch {
	case s.ID == "":
		return fmt.Errorf("card: id is required")
	case !s.Kind.valid():
		return fmt.Errorf("card %q: unknown kind %d", s.ID, int(s.Kind))
	case !s.Owner.valid():
		return fmt.Errorf("card %q: unknown owner %d", s.ID, int(s.Owner))
	case s.InBattle && !s.InPlay:
		return fmt.Errorf("card %q: in battle but not in play", s.ID)
	}
	return nil
}

// CardView is what a card is now, as a caller (a screen, a test) reads it.
type CardView struct {
	ID               string
	Kind             Kind
	Owner            Player
	Strength         Value // current strength (frozen at the moment of discard for a discarded card)
	Toughness        Value // current toughness (frozen likewise)
	PrintedStrength  Value
	PrintedToughness Value
	InPlay           bool
	InBattle         bool
	Discarded        bool // removed from play on this board (by the toughness rule or by Discard)
	OngoingAbilities int  // ongoing abilities on the card that end with the phase
}
