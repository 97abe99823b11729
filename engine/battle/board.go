package battle

import "fmt"

// Board is the cards of a game with their current strength and toughness,
// and the phase of the turn. Every method that changes it is atomic: when it
// returns an error, nothing has changed.
//
// # How a value is computed
//
// Each card has a base (its printed numbers, permanently changed by the
// instantaneous abilities resolved so far) and the abilities of the current
// phase that are still on it, in the order they were played. Its current
// strength and toughness are the base with those abilities applied in play
// order: a change adds (a dynamic one adds its amounts times its count of the
// board as it stands when the value is read), a multiply multiplies, a set
// replaces. So a multiply or set applies to everything played before it,
// ongoing abilities included, and not to what is played after it: with
// 8 strength, an ongoing +2 and then a halving, the card is 5; when the phase
// ends the +2 goes and the halving stays, leaving 4. At the end of a phase the
// ongoing abilities are removed and the instantaneous ones still listed fold
// into the base.
//
// A character whose toughness is 0 or less is discarded at once, after every
// change to the board (abilities, phase ends, cards entering or leaving
// play, which dynamic abilities count); discarding can lower other cards'
// counts and discard them in turn. A discarded card keeps the values it had
// when it left play and stays out of play.
type Board struct {
	phase   Phase
	turn    int
	cards   []*card
	byID    map[string]*card
	pending *pending // see Play
	gone    []string // ids of the cards the last Do discarded
}

// card is one card's state.
type card struct {
	spec      CardSpec
	base      [2]Value // strength, toughness
	effects   []effect // abilities of this phase in play order, from the first ongoing one
	inPlay    bool
	inBattle  bool
	discarded bool
}

// New returns a board in the given phase of turn 1 holding cards, in order.
// A character put in play with toughness 0 or less is discarded at once.
func New(phase Phase, cards ...CardSpec) (*Board, error) {
	if !phase.valid() {
		return nil, fmt.Errorf("new board: unknown phase %d", int(phase))
	}
	b := &Board{phase: phase, turn: 1, byID: map[string]*card{}}
	for i, s := range cards {
		if err := s.validate(); err != nil {
			return nil, fmt.Errorf("new board: cards[%d]: %w", i, err)
		}
		if _, dup := b.byID[s.ID]; dup {
			return nil, fmt.Errorf("new board: cards[%d]: id %q used twice", i, s.ID)
		}
		c := newCard(s)
		b.cards = append(b.cards, c)
		b.byID[s.ID] = c
	}
	b.settle()
	return b, nil
}

// newCard returns a card as its spec puts it on the board.
func newCard(s CardSpec) *card {
	return &card{spec: s, base: [2]Value{s.Strength, s.Toughness}, inPlay: s.InPlay, inBattle: s.InBattle}
}

// Clone returns a copy of the board that shares nothing mutable with it
// (values, specs and abilities are immutable). An ability pending on the
// board (Play) stays behind: it awaits the player at this board.
func (b *Board) Clone() *Board {
	c := &Board{phase: b.phase, turn: b.turn, cards: make([]*card, len(b.cards)),
		byID: make(map[string]*card, len(b.byID)), gone: b.gone}
	for i, x := range b.cards {
		y := *x
		y.effects = append([]effect(nil), x.effects...)
		c.cards[i] = &y
		c.byID[y.spec.ID] = &y
	}
	return c
}

// Ongoing returns the ongoing abilities on the card with the given id, in
// play order (as played, answers filled in); they end with the phase.
func (b *Board) Ongoing(id string) []Ability {
	c, ok := b.byID[id]
	if !ok {
		return nil
	}
	var out []Ability
	for _, e := range c.effects {
		if e.ongoing {
			out = append(out, e.src)
		}
	}
	return out
}

// Phase returns the current phase.
func (b *Board) Phase() Phase { return b.phase }

// Turn returns the turn number, from 1.
func (b *Board) Turn() int { return b.turn }

// Cards lists every card on the board, in the order they were added.
func (b *Board) Cards() []CardView {
	out := make([]CardView, len(b.cards))
	for i, c := range b.cards {
		out[i] = b.view(c)
	}
	return out
}

// Card returns the card with the given id.
func (b *Board) Card(id string) (CardView, error) {
	c, ok := b.byID[id]
	if !ok {
		return CardView{}, fmt.Errorf("card %q: %w", id, ErrUnknownCard)
	}
	return b.view(c), nil
}

// view reads one card.
func (b *Board) view(c *card) CardView {
	v := b.values(c)
	n := 0
	for _, e := range c.effects {
		if e.ongoing {
			n++
		}
	}
	return CardView{
		ID: c.spec.ID, Kind: c.spec.Kind, Owner: c.spec.Owner,
		Strength: v[0], Toughness: v[1],
		PrintedStrength: c.spec.Strength, PrintedToughness: c.spec.Toughness,
		InPlay: c.inPlay, InBattle: c.inBattle, Discarded: c.discarded,
		OngoingAbilities: n,
	}
}

// values computes a card's current strength and toughness.
func (b *Board) values(c *card) [2]Value {
	v := c.base
	for _, e := range c.effects {
		v = e.apply(v, b.count)
	}
	return v
}

// count counts the cards in play that ct matches.
func (b *Board) count(ct *Count) int {
	n := 0
	for _, c := range b.cards {
		if ct.matches(c) {
			n++
		}
	}
	return n
}

// target finds the card an ability aims at, which must be in play.
func (b *Board) target(a Ability) (*card, error) {
	if a == nil {
		return nil, fmt.Errorf("apply: %w: no ability", ErrInvalid)
	}
	id := a.TargetID()
	c, ok := b.byID[id]
	if !ok {
		return nil, fmt.Errorf("apply %T to %q: %w", a, id, ErrUnknownCard)
	}
	if !c.inPlay {
		return nil, fmt.Errorf("apply %T to %q: %w", a, id, ErrNotInPlay)
	}
	return c, nil
}

// Questions returns the questions a would raise if applied now: what the
// player must still answer (see Answered). It changes nothing.
func (b *Board) Questions(a Ability) ([]Question, error) {
	c, err := b.target(a)
	if err != nil {
		return nil, err
	}
	_, qs, err := a.plan(b, c)
	return qs, err
}

// Apply resolves ability a on its target and returns the ids of the cards
// discarded as a result, in the order they left play. When a needs an answer
// it does not carry, Apply changes nothing and returns a *QuestionError
// (errors.Is ErrAnswerMissing).
func (b *Board) Apply(a Ability) ([]string, error) {
	c, err := b.target(a)
	if err != nil {
		return nil, err
	}
	effects, qs, err := a.plan(b, c)
	if err != nil {
		return nil, err
	}
	if len(qs) > 0 {
		return nil, &QuestionError{Questions: qs}
	}
	for _, e := range effects {
		e.src = a
		if !e.ongoing && len(c.effects) == 0 {
			// Nothing ongoing stands before it: it only changes the base.
			c.base = e.apply(c.base, b.count)
			continue
		}
		c.effects = append(c.effects, e)
	}
	return b.settle(), nil
}

// EndPhase ends the current phase: the ongoing abilities end, the gains of
// instantaneous ones stay, characters left at toughness 0 or less are
// discarded (their ids are returned), and the next phase begins (after the
// discard phase, the draw phase of the next turn). An ability still pending
// (Play) is withdrawn: it belonged to the phase that ended.
//
// The end of the battle phase ends the battle: it is decided as it stands
// (Outcome, the ongoing abilities still counted), the cards of a defeated
// side in it are discarded (a defeat in battle), and every other card
// leaves it.
func (b *Board) EndPhase() []string {
	b.pending = nil
	var defeated []*card
	if b.phase == PhaseBattle {
		if o, err := b.Outcome(); err == nil {
			for _, c := range b.cards {
				if c.inPlay && c.inBattle && o.Defeated[c.spec.Owner] {
					defeated = append(defeated, c)
				}
			}
		}
	}
	for _, c := range b.cards {
		v := c.base
		for _, e := range c.effects {
			if !e.ongoing {
				v = e.apply(v, b.count)
			}
		}
		c.base, c.effects = v, nil
	}
	var gone []string
	b.discard(defeated)
	for _, c := range defeated {
		gone = append(gone, c.spec.ID)
	}
	if b.phase == PhaseBattle {
		for _, c := range b.cards {
			c.inBattle = false
		}
	}
	gone = append(gone, b.settle()...)
	var newTurn bool
	b.phase, newTurn = b.phase.next()
	if newTurn {
		b.turn++
	}
	return gone
}

// Enter puts a card into play (spec.InPlay is taken as true), as when a Hero
// enters its owner's territory; dynamic abilities counting such cards follow
// at once. The id must be new, or belong to a card not in play, which then
// comes back fresh from spec. It returns the ids of cards discarded as a
// result.
func (b *Board) Enter(spec CardSpec) ([]string, error) {
	spec.InPlay = true
	if err := spec.validate(); err != nil {
		return nil, fmt.Errorf("enter: %w", err)
	}
	c := newCard(spec)
	if old, ok := b.byID[spec.ID]; ok {
		if old.inPlay {
			return nil, fmt.Errorf("enter %q: already in play", spec.ID)
		}
		*old = *c
	} else {
		b.cards = append(b.cards, c)
		b.byID[spec.ID] = c
	}
	return b.settle(), nil
}

// Discard removes a card in play from play (by any means of the game, such
// as a defeat in battle). It returns the ids of all cards discarded, the
// card first.
func (b *Board) Discard(id string) ([]string, error) {
	c, ok := b.byID[id]
	if !ok {
		return nil, fmt.Errorf("discard %q: %w", id, ErrUnknownCard)
	}
	if !c.inPlay {
		return nil, fmt.Errorf("discard %q: %w", id, ErrNotInPlay)
	}
	b.discard([]*card{c})
	return append([]string{id}, b.settle()...), nil
}

// SetInBattle puts a card in play into the battle or takes it out.
func (b *Board) SetInBattle(id string, in bool) error {
	c, ok := b.byID[id]
	if !ok {
		return fmt.Errorf("set in battle %q: %w", id, ErrUnknownCard)
	}
	if !c.inPlay {
		return fmt.Errorf("set in battle %q: %w", id, ErrNotInPlay)
	}
	c.inBattle = in
	return nil
}

// settle discards every character in play whose toughness is 0 or less,
// all those at the same moment together, until none is left, and returns
// their ids.
func (b *Board) settle() []string {
	var gone []string
	for {
		var batch []*card
		for _, c := range b.cards {
			if c.inPlay && c.spec.Kind.IsCharacter() && b.values(c)[1].Sign() <= 0 {
				batch = append(batch, c)
			}
		}
		if len(batch) == 0 {
			return gone
		}
		b.discard(batch)
		for _, c := range batch {
			gone = append(gone, c.spec.ID)
		}
	}
}

// discard takes cards out of play together, freezing the values each had.
func (b *Board) discard(cs []*card) {
	frozen := make([][2]Value, len(cs))
	for i, c := range cs {
		frozen[i] = b.values(c)
	}
	for i, c := range cs {
		c.base, c.effects = frozen[i], nil
		c.inPlay, c.inBattle, c.discarded = false, false, true
	}
}
