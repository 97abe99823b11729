package engine

import (
	"errors"
	"fmt"
	"slices"

	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/engine/monster"
)

// What a played half does beyond its attack and move, as the table carries
// it out (docs/hand.md, "A card's heals, shields, conditions and
// elements"): the elements its uses consume, their bonuses added to the
// action they follow, and its heals, shields, retaliates and conditions on
// the character itself or its allies, applied to the targets the player
// picks among those the card allows.
type (
	// ConsumeForCard consumes, on the character's turn, the element of
	// use action Action (its index in the half's actions) of a half it
	// played this turn: its bonus is then added to the action before it.
	// Element names the element consumed when the use takes any one
	// (monster.AnyElement); otherwise every element the use names is
	// consumed. Each must be strong or waning.
	ConsumeForCard struct {
		Character string `json:"character"`
		Card      int    `json:"card"`
		Action    int    `json:"action"`
		Element   string `json:"element,omitempty"`
	}
	// ApplyCardAction applies, on the character's turn, action Action of a
	// half it played this turn (a heal, a shield or retaliate for allies,
	// a condition such as bless, strengthen or invisible) to Targets: the
	// character itself and/or allies within the action's range and in
	// sight, as many as it allows. Targets empty: every figure the action
	// reaches (itself for a self action, all allies within range for an
	// "all allies" one). Once per action.
	ApplyCardAction struct {
		Character string   `json:"character"`
		Card      int      `json:"card"`
		Action    int      `json:"action"`
		Targets   []string `json:"targets,omitempty"`
	}
)

func init() {
	registerAction(&ConsumeForCard{})
	registerAction(&ApplyCardAction{})
}

func (a ConsumeForCard) handCharacter() string  { return a.Character }
func (a ApplyCardAction) handCharacter() string { return a.Character }

func (ConsumeForCard) Kind() string  { return "consume-for-card" }
func (ApplyCardAction) Kind() string { return "apply-card-action" }

// Errors of a half's effects.
var (
	// ErrNotATarget refuses a target a card's action cannot reach.
	ErrNotATarget = errors.New("the card's action cannot target that figure")
)

// CardEffect is what a half's action did to one figure: the heal, the
// round bonus (shield or retaliate) gained, the conditions gained, and
// Blessed the bless cards shuffled into its modifier deck.
type CardEffect struct {
	Figure     string                `json:"figure"`
	Healed     *Healing              `json:"healed,omitempty"`
	Bonus      *modifier.Bonus       `json:"bonus,omitempty"`
	Conditions []modifier.EffectKind `json:"conditions,omitempty"`
	Blessed    int                   `json:"blessed,omitempty"`
}

// CardUse is a use action of a half played: the elements it
// consumes (Any: one of the player's choice), whether it can be consumed
// now (Available) or has been (Consumed), and what it adds.
type CardUse struct {
	Action    int
	Elements  []modifier.EffectKind
	Any       bool
	Available bool
	Consumed  bool
	Bonus     []monster.Resolved
}

// CardTargets is an action of a half played that the table applies
// to figures (ApplyCardAction): the action as it plays (with the bonuses
// of the elements consumed), the figures it may target (Candidates, the
// character first when it may target itself), how many at most (Max; 0:
// every one, All), and whether it has been applied.
type CardTargets struct {
	Action     int
	Resolved   monster.Resolved
	Candidates []string
	Max        int
	All        bool
	Applied    bool
}

// CardOffers is what the half character id played last on its turn offers
// beyond its attack and move: its element uses and its actions on figures.
type CardOffers struct {
	Card    int
	Name    string
	Half    string
	Uses    []CardUse
	Targets []CardTargets
	// Teleports are its teleports ("Teleport 4": TeleportForCard).
	Teleports []CardTeleport
}

// CardOffers returns what the half of card n that character id played on
// its turn offers; false when it has played none of card n this turn,
// played it as a default action, the half offers nothing, or the table
// does not keep its hand.
func (s *Scenario) CardOffers(id string, n int) (CardOffers, bool) {
	h, ok := s.hands[id]
	if !ok || s.active != id {
		return CardOffers{}, false
	}
	i := slices.IndexFunc(h.Played, func(p PlayedHalf) bool { return p.Number == n })
	if i < 0 || h.Played[i].Default {
		return CardOffers{}, false
	}
	p := h.Played[i]
	f, _ := s.get(id)
	c, _ := h.Card(p.Number)
	out := CardOffers{Card: p.Number, Name: c.Name, Half: p.Half}
	for i, r := range playedActions(h, p) {
		switch {
		case r.Type == monster.KindUse:
			u := s.cardUse(i, r)
			u.Consumed = slices.Contains(p.Consumed, i)
			out.Uses = append(out.Uses, u)
		case targetable(r):
			t := CardTargets{Action: i, Resolved: r, Applied: slices.Contains(p.Applied, i)}
			t.Candidates, t.Max, t.All = s.cardCandidates(f, r)
			out.Targets = append(out.Targets, t)
		default:
			if t, ok := cardTeleport(i, r); ok {
				t.Applied = slices.Contains(p.Applied, i)
				out.Teleports = append(out.Teleports, t)
			}
		}
	}
	return out, len(out.Uses)+len(out.Targets)+len(out.Teleports) > 0
}

// cardUse reads use action r (index i).
func (s *Scenario) cardUse(i int, r monster.Resolved) CardUse {
	u := CardUse{Action: i, Bonus: r.Bonus}
	for _, e := range r.Elements {
		if e == monster.AnyElement {
			u.Any = true
		} else if k, ok := modifier.ParseEffectKind(e); ok && k.IsElement() && !slices.Contains(u.Elements, k) {
			u.Elements = append(u.Elements, k)
		}
	}
	switch {
	case u.Any:
		u.Available = slices.ContainsFunc(Elements[:], func(k modifier.EffectKind) bool { return s.elements.Strength(k) != Inert })
	default:
		u.Available = len(u.Elements) > 0 && !slices.ContainsFunc(u.Elements, func(k modifier.EffectKind) bool { return s.elements.Strength(k) == Inert })
	}
	return u
}

// targetable reports whether the table applies resolved action r to
// figures: a heal, a condition, or a shield or retaliate for allies (a
// character's own shield and retaliate are its card's active bonuses).
func targetable(r monster.Resolved) bool {
	switch r.Type {
	case monster.KindHeal:
		return r.Value > 0 || len(r.Conditions) > 0
	case monster.KindCondition:
		// on itself or allies; a condition for enemies is an attack's or
		// the players'
		return len(r.Conditions) > 0 && !r.Attacked && r.Area == nil &&
			(r.Self || r.Allies || !slices.ContainsFunc(r.Conditions, negativeCondition))
	case monster.KindShield, monster.KindRetaliate:
		return r.Allies && r.Value > 0
	}
	return false
}

// negativeCondition reports whether a condition an action names hinders
// its bearer (a curse too).
func negativeCondition(c string) bool {
	if c == "curse" {
		return true
	}
	k, ok := modifier.ParseEffectKind(c)
	return !ok || IsNegativeCondition(k)
}

// cardCandidates returns the figures action r of character f's card may
// target: itself (a self action, or one without allies: "heal 2, range 2"
// heals itself or an ally within range) and its live allies within the
// action's range and in its sight; at most max of them (0 with all: every
// one).
func (s *Scenario) cardCandidates(f *Figure, r monster.Resolved) (cands []string, most int, all bool) {
	self := r.Self || !r.Allies
	if self {
		cands = append(cands, f.ID)
	}
	if r.Allies || (!r.Self && r.Range > 0) {
		for _, g := range s.figures {
			if g == f || g.Side != f.Side || !g.Alive() {
				continue
			}
			if !s.WithoutMap() && (!f.OnMap || !g.OnMap) {
				continue
			}
			if s.checkReach(f, g, 0, max(r.Range, 1)) == nil {
				cands = append(cands, g.ID)
			}
		}
	}
	switch {
	case r.Allies && r.Target == 0:
		return cands, 0, true // "all allies within range N" (and self with it)
	case r.Self && !r.Allies:
		return cands, 1, false
	}
	return cands, max(r.Target, 1), false
}

// playedActions are the actions of played half p as the table plays them:
// resolved as a monster card's are, with the bonus of each element use
// consumed added to the action before it.
func playedActions(h *Hand, p PlayedHalf) []monster.Resolved {
	c, _ := h.Card(p.Number)
	half, err := c.HalfOf(p.Half)
	if err != nil {
		return nil
	}
	rs := monster.Resolve(half.Actions, monster.StatCard{})
	for _, i := range p.Consumed {
		if i > 0 && i < len(rs) && rs[i].Type == monster.KindUse && rs[i-1].Type != monster.KindUse {
			rs[i-1] = withBonus(rs[i-1], rs[i].Bonus)
		}
	}
	return rs
}

// playedThisTurn returns character id's hand and its half of card n played
// this turn (its own actions, not a default action).
func (s *Scenario) playedThisTurn(id string, n int) (*Figure, *Hand, *PlayedHalf, error) {
	f, h, err := s.handOf(id)
	if err != nil {
		return nil, nil, nil, err
	}
	if s.active != id {
		return nil, nil, nil, fmt.Errorf("card %d of %q: it is not its turn", n, id)
	}
	i := slices.IndexFunc(h.Played, func(p PlayedHalf) bool { return p.Number == n })
	if i < 0 {
		return nil, nil, nil, fmt.Errorf("card %d of %q: no half of it has been played this turn", n, id)
	}
	if h.Played[i].Default {
		return nil, nil, nil, fmt.Errorf("card %d of %q: played as the default action, its own actions are not played", n, id)
	}
	return f, h, &h.Played[i], nil
}

func (a ConsumeForCard) apply(s *Scenario) (Report, error) {
	_, h, p, err := s.playedThisTurn(a.Character, a.Card)
	if err != nil {
		return Report{}, fmt.Errorf("consume: %w", err)
	}
	rs := playedActions(h, *p)
	if a.Action < 0 || a.Action >= len(rs) || rs[a.Action].Type != monster.KindUse {
		return Report{}, fmt.Errorf("consume for card %d of %q: action %d is no element use", a.Card, a.Character, a.Action)
	}
	if slices.Contains(p.Consumed, a.Action) {
		return Report{}, fmt.Errorf("consume for card %d of %q: consumed already", a.Card, a.Character)
	}
	if a.Action > 0 && slices.Contains(p.Applied, a.Action-1) {
		return Report{}, fmt.Errorf("consume for card %d of %q: the action it adds to has been applied", a.Card, a.Character)
	}
	u := s.cardUse(a.Action, rs[a.Action])
	ks := u.Elements
	if u.Any {
		k, ok := modifier.ParseEffectKind(a.Element)
		if !ok || !k.IsElement() {
			return Report{}, fmt.Errorf("consume for card %d of %q: name the element consumed (fire, ice, air, earth, light or dark), not %q", a.Card, a.Character, a.Element)
		}
		ks = []modifier.EffectKind{k}
	} else if a.Element != "" {
		return Report{}, fmt.Errorf("consume for card %d of %q: the card names its elements", a.Card, a.Character)
	}
	if len(ks) == 0 {
		return Report{}, fmt.Errorf("consume for card %d of %q: the use names no element", a.Card, a.Character)
	}
	for _, k := range ks {
		if s.elements.Strength(k) == Inert {
			return Report{}, fmt.Errorf("consume %s for card %d of %q: %w", k, a.Card, a.Character, ErrElementInert)
		}
	}
	for _, k := range ks {
		_, _ = s.elements.Consume(k) // checked above: strong or waning
	}
	p.Consumed = append(slices.Clone(p.Consumed), a.Action)
	hp := h.report(a.Character, a.Card, p.Half, "")
	hp.Consumed = ks
	return Report{Hand: hp}, nil
}

func (a ApplyCardAction) apply(s *Scenario) (Report, error) {
	f, h, p, err := s.playedThisTurn(a.Character, a.Card)
	if err != nil {
		return Report{}, fmt.Errorf("apply: %w", err)
	}
	rs := playedActions(h, *p)
	if a.Action < 0 || a.Action >= len(rs) || !targetable(rs[a.Action]) {
		return Report{}, fmt.Errorf("apply card %d of %q: action %d is no heal, shield, retaliate or condition on figures", a.Card, a.Character, a.Action)
	}
	if slices.Contains(p.Applied, a.Action) {
		return Report{}, fmt.Errorf("apply card %d of %q: action %d has been applied", a.Card, a.Character, a.Action)
	}
	r := rs[a.Action]
	cands, most, all := s.cardCandidates(f, r)
	targets := a.Targets
	if len(targets) == 0 {
		switch {
		case all:
			targets = cands
		case r.Self || len(cands) == 1:
			targets = cands[:1]
		default:
			return Report{}, fmt.Errorf("apply card %d of %q: choose its target(s)", a.Card, a.Character)
		}
	}
	if !all && len(targets) > most {
		return Report{}, fmt.Errorf("apply card %d of %q: %d targets, the action has %d", a.Card, a.Character, len(targets), most)
	}
	if all && len(targets) != len(cands) {
		return Report{}, fmt.Errorf("apply card %d of %q: the action affects every ally within range (%d), not %d", a.Card, a.Character, len(cands), len(targets))
	}
	var figs []*Figure
	for i, id := range targets {
		if slices.Contains(targets[:i], id) {
			return Report{}, fmt.Errorf("apply card %d of %q: %q targeted twice", a.Card, a.Character, id)
		}
		if !slices.Contains(cands, id) {
			return Report{}, fmt.Errorf("apply card %d of %q to %q: %w", a.Card, a.Character, id, ErrNotATarget)
		}
		g, _ := s.get(id)
		figs = append(figs, g)
	}
	var conds []string
	for _, c := range r.Conditions {
		if c == "bless" || c == "curse" {
			conds = append(conds, c)
		} else if k, ok := modifier.ParseEffectKind(c); ok && k.IsCondition() {
			conds = append(conds, c)
		}
	}
	hp := h.report(a.Character, a.Card, p.Half, "")
	for _, g := range figs {
		e := CardEffect{Figure: g.ID}
		switch r.Type {
		case monster.KindHeal:
			if r.Value > 0 {
				healed, _ := g.Heal(min(r.Value, modifier.MaxValue)) // a live figure, amount ≥ 0
				e.Healed = &healed
			}
		case monster.KindShield, monster.KindRetaliate:
			b := modifier.Bonus{Kind: modifier.BonusShield, Value: min(r.Value, modifier.MaxValue), Duration: modifier.BonusRound}
			if r.Type == monster.KindRetaliate {
				b.Kind = modifier.BonusRetaliate // its range is whom it reaches: adjacent attackers
			}
			g.Bonuses = append(slices.Clone(g.Bonuses), b)
			e.Bonus = &b
		}
		for _, c := range conds {
			switch c {
			case "bless", "curse":
				d, err := s.deckOf(g)
				card := modifier.MustParseCard(c)
				if err == nil && d.Add(card) == nil && c == "bless" {
					e.Blessed++
				}
			default:
				k, _ := modifier.ParseEffectKind(c)
				if safeguarded(g, k) {
					continue
				}
				if g.AddCondition(k) == nil {
					e.Conditions = append(e.Conditions, k)
				}
			}
		}
		hp.Effects = append(hp.Effects, e)
	}
	p.Applied = append(slices.Clone(p.Applied), a.Action)
	return Report{Hand: hp}, nil
}
