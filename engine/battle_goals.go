package engine

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"unicode/utf8"
)

// Battle goals (docs/battle-goals.md): as the scenario starts, each
// character is dealt the edition's number of battle goal cards from a deck
// shuffled by the scenario's own seeded source (WithBattleGoals), and its
// player keeps one (the KeepBattleGoal action). A character's goals are
// its player's secret: the players' view (PlayersJSON) holds no character's
// dealt or kept goal, and the action names the card kept by its place among
// those dealt, never by the card. At the scenario's end the group says
// which kept goals were met; the checks go to the sheets with the end
// (persistence/play's Outcome).

// Limits on battle goals at the table.
const (
	MaxBattleGoalsDealt = 5    // cards dealt to one character
	maxGoalDeck         = 1000 // cards in the deck dealt from
	maxGoalIDLen        = 40   // a card's number, in characters
	maxGoalChecks       = 3    // check marks a card gives
)

// BattleGoal is a battle goal card as the table deals it, in the players'
// language.
type BattleGoal struct {
	// ID is the card's number as printed.
	ID   string `json:"id"`
	Name string `json:"name"`
	Text string `json:"text,omitempty"`
	// Checks are the check marks it gives when met (1 to 3).
	Checks int `json:"checks"`
}

func (g BattleGoal) check() error {
	switch {
	case strings.TrimSpace(g.ID) == "" || utf8.RuneCountInString(g.ID) > maxGoalIDLen:
		return fmt.Errorf("battle goal %q: the number must be 1 to %d characters", g.ID, maxGoalIDLen)
	case strings.TrimSpace(g.Name) == "" || utf8.RuneCountInString(g.Name) > maxItemNameLen:
		return fmt.Errorf("battle goal %s: the name must be 1 to %d characters", g.ID, maxItemNameLen)
	case utf8.RuneCountInString(g.Text) > maxItemTextLen || !utf8.ValidString(g.Text):
		return fmt.Errorf("battle goal %s: the words must be text of at most %d characters", g.ID, maxItemTextLen)
	case g.Checks < 1 || g.Checks > maxGoalChecks:
		return fmt.Errorf("battle goal %s: %d checks out of 1..%d", g.ID, g.Checks, maxGoalChecks)
	}
	return nil
}

// GoalHand is the battle goals one character was dealt and the one it
// kept.
type GoalHand struct {
	Character string       `json:"character"`
	Dealt     []BattleGoal `json:"dealt"`
	// Kept is the place among Dealt of the card kept; -1 while none is.
	Kept int `json:"kept"`
}

// KeptGoal is the card kept; false while none is.
func (h GoalHand) KeptGoal() (BattleGoal, bool) {
	if h.Kept < 0 || h.Kept >= len(h.Dealt) {
		return BattleGoal{}, false
	}
	return h.Dealt[h.Kept], true
}

func (h *GoalHand) clone() *GoalHand {
	c := *h
	c.Dealt = slices.Clone(h.Dealt)
	return &c
}

func (h *GoalHand) check() error {
	if len(h.Dealt) == 0 || len(h.Dealt) > MaxBattleGoalsDealt {
		return fmt.Errorf("battle goals of %q: %d dealt, 1 to %d", h.Character, len(h.Dealt), MaxBattleGoalsDealt)
	}
	if h.Kept < -1 || h.Kept >= len(h.Dealt) {
		return fmt.Errorf("battle goals of %q: kept %d of %d", h.Character, h.Kept, len(h.Dealt))
	}
	for _, g := range h.Dealt {
		if err := g.check(); err != nil {
			return fmt.Errorf("battle goals of %q: %w", h.Character, err)
		}
	}
	return nil
}

// WithBattleGoals returns a copy of the scenario in which each character,
// in the scenario's order, is dealt each cards of deck, shuffled by the
// scenario's seeded source (the same seed deals the same cards); s itself
// is unchanged. A deck too small for the party, or a card given twice, is
// refused. Dealing again deals anew.
func (s *Scenario) WithBattleGoals(deck []BattleGoal, each int) (*Scenario, error) {
	c := s.clone()
	if err := c.dealGoals(deck, each); err != nil {
		return nil, err
	}
	return c, nil
}

func (s *Scenario) dealGoals(deck []BattleGoal, each int) error {
	if each < 1 || each > MaxBattleGoalsDealt {
		return fmt.Errorf("battle goals: %d dealt to each, 1 to %d", each, MaxBattleGoalsDealt)
	}
	if len(deck) > maxGoalDeck {
		return fmt.Errorf("battle goals: a deck of %d, at most %d", len(deck), maxGoalDeck)
	}
	seen := map[string]bool{}
	for _, g := range deck {
		if err := g.check(); err != nil {
			return fmt.Errorf("battle goals: %w", err)
		}
		if seen[g.ID] {
			return fmt.Errorf("battle goals: card %s given twice", g.ID)
		}
		seen[g.ID] = true
	}
	var chars []string
	for _, f := range s.figures {
		if f.Kind == KindCharacter {
			chars = append(chars, f.ID)
		}
	}
	if len(chars) == 0 {
		return errors.New("battle goals: no character to deal to")
	}
	if len(deck) < each*len(chars) {
		return fmt.Errorf("battle goals: %d cards for %d characters dealt %d each", len(deck), len(chars), each)
	}
	cards := slices.Clone(deck)
	s.src.Shuffle(len(cards), func(i, j int) { cards[i], cards[j] = cards[j], cards[i] })
	s.goals = make(map[string]*GoalHand, len(chars))
	for i, id := range chars {
		s.goals[id] = &GoalHand{Character: id, Dealt: slices.Clone(cards[i*each : (i+1)*each]), Kept: -1}
	}
	return nil
}

// BattleGoalsOf returns the battle goals character was dealt and the one
// it kept (a copy); false when it was dealt none. They are its player's
// secret: show them to that player alone.
func (s *Scenario) BattleGoalsOf(character string) (GoalHand, bool) {
	h, ok := s.goals[character]
	if !ok {
		return GoalHand{}, false
	}
	return *h.clone(), true
}

// ErrGoalKept means a battle goal kept by a character that already keeps
// one.
var ErrGoalKept = errors.New("a battle goal is already kept")

// KeepBattleGoal keeps the battle goal at place Choice (0 first) among
// those dealt to Character; the others are put back. The action names no
// card, so that the log tells no one which goal was kept.
type KeepBattleGoal struct {
	Character string `json:"character"`
	Choice    int    `json:"choice"`
}

func init() { registerAction(&KeepBattleGoal{}) }

// Kind names.
func (KeepBattleGoal) Kind() string { return "keep-battle-goal" }

func (a KeepBattleGoal) apply(s *Scenario) (Report, error) {
	h, ok := s.goals[a.Character]
	if !ok {
		return Report{}, fmt.Errorf("keep battle goal: %q was dealt none", a.Character)
	}
	if h.Kept >= 0 {
		return Report{}, fmt.Errorf("keep battle goal of %q: %w", a.Character, ErrGoalKept)
	}
	if a.Choice < 0 || a.Choice >= len(h.Dealt) {
		return Report{}, fmt.Errorf("keep battle goal of %q: no card %d of %d", a.Character, a.Choice+1, len(h.Dealt))
	}
	h.Kept = a.Choice
	return Report{GoalKept: a.Character}, nil
}

// goalsJSON are the characters' battle goals for a snapshot, in figure
// order.
func (s *Scenario) goalsJSON() []*GoalHand {
	var out []*GoalHand
	for _, f := range s.figures {
		if h, ok := s.goals[f.ID]; ok {
			out = append(out, h.clone())
		}
	}
	return out
}

// restoreGoals keeps the battle goals of a snapshot, each checked.
func (s *Scenario) restoreGoals(hs []*GoalHand) error {
	for i, h := range hs {
		if h == nil {
			return fmt.Errorf("battle_goals[%d]: missing", i)
		}
		if f, ok := s.byID[h.Character]; !ok || f.Kind != KindCharacter {
			return fmt.Errorf("battle_goals[%d]: %q is no character", i, h.Character)
		}
		if _, dup := s.goals[h.Character]; dup {
			return fmt.Errorf("battle_goals[%d]: %q given twice", i, h.Character)
		}
		if err := h.check(); err != nil {
			return fmt.Errorf("battle_goals[%d]: %w", i, err)
		}
		if s.goals == nil {
			s.goals = map[string]*GoalHand{}
		}
		s.goals[h.Character] = h.clone()
	}
	return nil
}
