package engine

import (
	"errors"
	"fmt"
	"regexp"
	"slices"
	"strconv"

	"github.com/haventable/haventable/engine/monster"
	"github.com/haventable/haventable/hexgrid"
)

// A card's teleport (docs/hand.md, "A card's teleport"): "Teleport N", a
// text action of the action language, places the character on an empty
// hex within N hexes; no way is taken, so walls, obstacles, terrain and
// figures between are not in its way (Frosthaven rulebook, "Teleport").

// TeleportForCard places the character, on its turn, on hex To: the
// teleport of action Action (its index in the half's actions) of a half
// it played this turn. To is an empty hex (Scenario.EmptyHex) within the
// teleport's range, counted in hexes straight from the character. Once
// per action.
type TeleportForCard struct {
	Character string      `json:"character"`
	Card      int         `json:"card"`
	Action    int         `json:"action"`
	To        hexgrid.Hex `json:"to"`
}

func init() { registerAction(&TeleportForCard{}) }

func (a TeleportForCard) handCharacter() string { return a.Character }

// Kind implements Action.
func (TeleportForCard) Kind() string { return "teleport-for-card" }

// MaxTeleport is the longest teleport a card's words are read as.
const MaxTeleport = 30

// Errors of a teleport.
var (
	// ErrTeleportTooFar refuses a teleport to a hex beyond its range.
	ErrTeleportTooFar = errors.New("the hex is beyond the teleport's range")
	// ErrNotEmpty is the reason of a HexError for a hex a figure could
	// stand on that is not empty: terrain, a door or money tokens lie
	// there (Scenario.EmptyHex).
	ErrNotEmpty = errors.New("not empty: terrain, a door or money tokens lie there")
)

// teleportWords reads "Teleport N" at the start of a text action.
var teleportWords = regexp.MustCompile(`(?i)^(\s*teleport\s+)(\d+)\b`)

// TeleportRange is the range of a teleport written as a text action
// ("Teleport 4", and whatever follows it: 4); false when text is no
// teleport or its range is not 1 to MaxTeleport.
func TeleportRange(text string) (int, bool) {
	m := teleportWords.FindStringSubmatch(text)
	if m == nil {
		return 0, false
	}
	n, err := strconv.Atoi(m[2])
	if err != nil || n < 1 || n > MaxTeleport {
		return 0, false
	}
	return n, true
}

// teleportPlus is teleport text with its range one more (a +1 teleport
// sticker); false when text is no teleport or already at MaxTeleport.
func teleportPlus(text string) (string, bool) {
	n, ok := TeleportRange(text)
	if !ok || n >= MaxTeleport {
		return text, false
	}
	m := teleportWords.FindStringSubmatchIndex(text)
	return text[:m[4]] + strconv.Itoa(n+1) + text[m[5]:], true
}

// CardTeleport is a teleport of a half played: its action's index, its
// range, and whether it has been done.
type CardTeleport struct {
	Action  int
	Range   int
	Applied bool
}

// cardTeleport reads resolved action r (index i) as a teleport.
func cardTeleport(i int, r monster.Resolved) (CardTeleport, bool) {
	if r.Type != monster.KindText {
		return CardTeleport{}, false
	}
	n, ok := TeleportRange(r.Text)
	return CardTeleport{Action: i, Range: n}, ok
}

func (a TeleportForCard) apply(s *Scenario) (Report, error) {
	f, h, p, err := s.playedThisTurn(a.Character, a.Card)
	if err != nil {
		return Report{}, fmt.Errorf("teleport: %w", err)
	}
	rs := playedActions(h, *p)
	var t CardTeleport
	ok := a.Action >= 0 && a.Action < len(rs)
	if ok {
		t, ok = cardTeleport(a.Action, rs[a.Action])
	}
	switch {
	case !ok:
		return Report{}, fmt.Errorf("teleport with card %d of %q: action %d is no teleport", a.Card, a.Character, a.Action)
	case slices.Contains(p.Applied, a.Action):
		return Report{}, fmt.Errorf("teleport with card %d of %q: action %d has been done", a.Card, a.Character, a.Action)
	case !f.OnMap:
		return Report{}, fmt.Errorf("teleport %q: it is not on the map", a.Character)
	case hexgrid.Distance(f.At, a.To) > t.Range:
		return Report{}, fmt.Errorf("teleport %q to %v, %d hexes away (teleport %d): %w", a.Character, a.To, hexgrid.Distance(f.At, a.To), t.Range, ErrTeleportTooFar)
	}
	if err := s.checkFree(a.To); err != nil {
		return Report{}, fmt.Errorf("teleport %q: %w", a.Character, err)
	}
	if !s.EmptyHex(a.To) {
		return Report{}, fmt.Errorf("teleport %q: %w", a.Character, &HexError{Hex: a.To, Reason: ErrNotEmpty})
	}
	if err := s.move(a.Character, a.To, true); err != nil {
		return Report{}, fmt.Errorf("teleport: %w", err)
	}
	p.Applied = append(slices.Clone(p.Applied), a.Action)
	hp := h.report(a.Character, a.Card, p.Half, "")
	to := a.To
	hp.Teleported = &to
	return Report{Hand: hp}, nil
}
