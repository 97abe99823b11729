package modifier

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strconv"
)

// Owner says whose attack modifier deck a deck is.
type Owner uint8

const (
	// OwnerCharacter is a character's own deck.
	OwnerCharacter Owner = iota
	// OwnerMonster is the monsters' deck.
	OwnerMonster
	// OwnerAlly is the allies' deck: the deck the monsters fighting on the
	// characters' side draw from where the edition has one
	// (rules.Edition.HasAllyDeck). Its curses come from the characters'
	// supply.
	OwnerAlly
)

// String names the owner as the conformance vectors do.
func (o Owner) String() string {
	switch o {
	case OwnerMonster:
		return "monster"
	case OwnerAlly:
		return "ally"
	}
	return "character"
}

// ParseOwner reads "character", "monster" or "ally".
func ParseOwner(s string) (Owner, error) {
	switch s {
	case "character":
		return OwnerCharacter, nil
	case "monster":
		return OwnerMonster, nil
	case "ally":
		return OwnerAlly, nil
	}
	return 0, fmt.Errorf("unknown deck owner %q (want character, monster or ally)", s)
}

// ErrAttackInProgress is returned by operations that may not run while the
// cards of an attack are still in play.
var ErrAttackInProgress = errors.New("an attack is still being resolved")

// Deck is one attack modifier deck: the draw pile (top first), the discard
// pile, the cards in play for the attack being resolved, the cards removed
// from the deck (drawn bless and curse cards, and at the end of a scenario
// the scenario cards), and whether a card with the shuffle symbol was drawn
// this round.
//
// Every random choice comes from the deck's Source, and bless and curse
// cards are counted against the deck's Supply, which the decks of one
// scenario share. An operation that fails changes nothing.
type Deck struct {
	owner          Owner
	draw           []Card
	discard        []Card
	inPlay         []Card
	removed        []Card
	shufflePending bool
	attacking      bool
	src            *Source
	supply         *Supply
}

// StandardCards returns the 20 cards of the standard character deck: six
// +0, five +1, five −1, +2, −2, null and x2 (both with the shuffle symbol).
func StandardCards() []Card { return standardDeckCards(IconNone) }

// MonsterCards returns the same 20 cards marked for the monster deck (@M).
func MonsterCards() []Card { return standardDeckCards(IconMonster) }

func standardDeckCards(icon Icon) []Card {
	out := make([]Card, 0, 20)
	add := func(c Card, n int) {
		c.Icon = icon
		for range n {
			out = append(out, c)
		}
	}
	add(Plus(0), 6)
	add(Plus(1), 5)
	add(Plus(-1), 5)
	add(Plus(2), 1)
	add(Plus(-2), 1)
	add(Card{Op: OpNull, Shuffle: true}, 1)
	add(Card{Op: OpDouble, Shuffle: true}, 1)
	return out
}

// NewDeck returns a deck of the given cards as its draw pile, top first, in
// the order given (nothing is shuffled). src is the engine's random source;
// sup is the supply of bless and curse cards shared by the decks of one
// scenario (nil gives the deck a supply of its own). Every card must be one
// that may stand in a deck of this owner (see Deck.Add), and the bless and
// curse cards must be left in the supply.
func NewDeck(owner Owner, cards []Card, src *Source, sup *Supply) (*Deck, error) {
	return RestoreDeck(DeckState{Owner: owner, Draw: cards}, src, sup)
}

// NewStandardDeck returns a character's standard 20-card deck, shuffled.
func NewStandardDeck(src *Source, sup *Supply) (*Deck, error) {
	d, err := NewDeck(OwnerCharacter, StandardCards(), src, sup)
	if err != nil {
		return nil, err
	}
	d.shuffleDraw()
	return d, nil
}

// NewAllyDeck returns the allies' 20-card deck, shuffled: the monster
// deck's cards, unmarked (they belong to the ally deck).
func NewAllyDeck(src *Source, sup *Supply) (*Deck, error) {
	d, err := NewDeck(OwnerAlly, StandardCards(), src, sup)
	if err != nil {
		return nil, err
	}
	d.shuffleDraw()
	return d, nil
}

// NewMonsterDeck returns the monsters' standard 20-card deck, shuffled.
func NewMonsterDeck(src *Source, sup *Supply) (*Deck, error) {
	d, err := NewDeck(OwnerMonster, MonsterCards(), src, sup)
	if err != nil {
		return nil, err
	}
	d.shuffleDraw()
	return d, nil
}

// DeckState is the whole state of a deck as plain data, for saving a game.
type DeckState struct {
	Owner          Owner
	Draw           []Card // top first
	Discard        []Card
	InPlay         []Card
	Removed        []Card
	ShufflePending bool
	Attacking      bool
}

type deckStateJSON struct {
	Owner          string   `json:"owner"`
	Draw           []string `json:"draw"`
	Discard        []string `json:"discard"`
	InPlay         []string `json:"in_play,omitempty"`
	Removed        []string `json:"removed"`
	ShufflePending bool     `json:"shuffle_pending"`
	Attacking      bool     `json:"attacking,omitempty"`
}

// MarshalJSON writes the state with every card in its notation (Card.String).
func (st DeckState) MarshalJSON() ([]byte, error) {
	notation := func(cs []Card) []string {
		out := make([]string, len(cs))
		for i, c := range cs {
			out[i] = c.String()
		}
		return out
	}
	return json.Marshal(deckStateJSON{
		Owner: st.Owner.String(), Draw: notation(st.Draw), Discard: notation(st.Discard),
		InPlay: notation(st.InPlay), Removed: notation(st.Removed),
		ShufflePending: st.ShufflePending, Attacking: st.Attacking,
	})
}

// AppendStateJSON appends the deck's state as State().MarshalJSON writes
// it, byte for byte (TestAppendStateJSON), without copying its piles: a
// scenario's snapshot writes every deck at every table action.
func (d *Deck) AppendStateJSON(b []byte) []byte {
	b = append(b, `{"owner":`...)
	b = AppendJSONString(b, d.owner.String())
	b = append(b, `,"draw":`...)
	b = appendNotation(b, d.draw)
	b = append(b, `,"discard":`...)
	b = appendNotation(b, d.discard)
	if len(d.inPlay) > 0 {
		b = append(b, `,"in_play":`...)
		b = appendNotation(b, d.inPlay)
	}
	b = append(b, `,"removed":`...)
	b = appendNotation(b, d.removed)
	b = append(b, `,"shuffle_pending":`...)
	b = strconv.AppendBool(b, d.shufflePending)
	if d.attacking {
		b = append(b, `,"attacking":true`...)
	}
	return append(b, '}')
}

// appendNotation appends cs as a JSON list of their notations.
func appendNotation(b []byte, cs []Card) []byte {
	b = append(b, '[')
	for i, c := range cs {
		if i > 0 {
			b = append(b, ',')
		}
		start := len(b)
		b = c.AppendNotation(append(b, '"'))
		if notation := b[start+1:]; !plainJSON(notation) {
			b = AppendJSONString(b[:start], string(notation))
			continue
		}
		b = append(b, '"')
	}
	return append(b, ']')
}

// AppendJSONString appends s as json.Marshal writes a string (HTML
// characters escaped), without json.Marshal's allocations for a plain one
// (a card's notation, an ID).
func AppendJSONString(b []byte, s string) []byte {
	if !plainJSON(s) {
		q, _ := json.Marshal(s) // a string always marshals
		return append(b, q...)
	}
	b = append(b, '"')
	b = append(b, s...)
	return append(b, '"')
}

// plainJSON reports whether json.Marshal writes s as it is between quotes:
// printable ASCII, none of the characters it escapes.
func plainJSON[T string | []byte](s T) bool {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c < 0x20 || c > 0x7e || c == '"' || c == '\\' || c == '<' || c == '>' || c == '&' {
			return false
		}
	}
	return true
}

// UnmarshalJSON reads what MarshalJSON writes, naming the pile and index of
// a bad card. The cards are checked against the deck by RestoreDeck.
func (st *DeckState) UnmarshalJSON(data []byte) error {
	var j deckStateJSON
	if err := json.Unmarshal(data, &j); err != nil {
		return fmt.Errorf("deck state: %w", err)
	}
	owner, err := ParseOwner(j.Owner)
	if err != nil {
		return fmt.Errorf("deck state: %w", err)
	}
	out := DeckState{Owner: owner, ShufflePending: j.ShufflePending, Attacking: j.Attacking}
	for _, p := range []struct {
		name string
		in   []string
		out  *[]Card
	}{{"draw", j.Draw, &out.Draw}, {"discard", j.Discard, &out.Discard}, {"in_play", j.InPlay, &out.InPlay}, {"removed", j.Removed, &out.Removed}} {
		cards, err := ParseCards(p.in)
		if err != nil {
			return fmt.Errorf("deck state: %s: %w", p.name, err)
		}
		*p.out = cloneCards(cards)
	}
	*st = out
	return nil
}

// Count returns how many copies of c the state's deck holds: in the draw
// pile, the discard pile and in play (removed cards are not in the deck).
func (st DeckState) Count(c Card) int { return countIn(c, st.Draw, st.Discard, st.InPlay) }

// State returns a copy of the deck's whole state.
func (d *Deck) State() DeckState {
	return DeckState{
		Owner:          d.owner,
		Draw:           cloneCards(d.draw),
		Discard:        cloneCards(d.discard),
		InPlay:         cloneCards(d.inPlay),
		Removed:        cloneCards(d.removed),
		ShufflePending: d.shufflePending,
		Attacking:      d.attacking,
	}
}

// RestoreDeck rebuilds a deck from a saved state, checked as NewDeck checks
// its cards, and registers it with sup (nil: a supply of its own). Restore
// the decks of one scenario into one fresh Supply; the Source is restored
// separately (Source.UnmarshalBinary).
func RestoreDeck(st DeckState, src *Source, sup *Supply) (*Deck, error) {
	if src == nil {
		return nil, errors.New("new deck: no random source")
	}
	if st.Owner > OwnerAlly {
		return nil, fmt.Errorf("new deck: unknown owner %d", st.Owner)
	}
	if len(st.InPlay) > 0 && !st.Attacking {
		return nil, errors.New("new deck: cards in play but no attack being resolved")
	}
	if sup == nil {
		sup = NewSupply()
	}
	d := &Deck{
		owner:          st.Owner,
		draw:           slices.Clone(st.Draw),
		discard:        slices.Clone(st.Discard),
		inPlay:         slices.Clone(st.InPlay),
		removed:        slices.Clone(st.Removed),
		shufflePending: st.ShufflePending,
		attacking:      st.Attacking,
		src:            src,
	}
	piles := []struct {
		name  string
		cards []Card
	}{{"draw", d.draw}, {"discard", d.discard}, {"in play", d.inPlay}}
	var need [supplyKinds]int
	for _, p := range piles {
		for i, c := range p.cards {
			if err := d.fits(c); err != nil {
				return nil, fmt.Errorf("new %s deck: %s pile card %d: %w", d.owner, p.name, i, err)
			}
			if k, ok := d.supplyKind(c); ok {
				need[k]++
			}
		}
	}
	for k, n := range need {
		if left := sup.Left(SupplyKind(k)); n > left {
			return nil, fmt.Errorf("new %s deck: %d %s cards, only %d left of %d",
				d.owner, n, SupplyKind(k), left, SupplyKind(k).Limit())
		}
	}
	d.supply = sup
	sup.decks = append(sup.decks, d)
	return d, nil
}

// Owner returns whose deck this is.
func (d *Deck) Owner() Owner { return d.owner }

// Supply returns the supply of bless and curse cards the deck draws on.
func (d *Deck) Supply() *Supply { return d.supply }

// DrawPile returns a copy of the draw pile, top first.
func (d *Deck) DrawPile() []Card { return slices.Clone(d.draw) }

// DiscardPile returns a copy of the discard pile, oldest first.
func (d *Deck) DiscardPile() []Card { return slices.Clone(d.discard) }

// InPlay returns a copy of the cards drawn for the attack being resolved.
func (d *Deck) InPlay() []Card { return slices.Clone(d.inPlay) }

// Removed returns a copy of the cards that have left the deck: drawn bless
// and curse cards, and the cards taken out at the end of a scenario.
func (d *Deck) Removed() []Card { return slices.Clone(d.removed) }

// DrawCount is the number of cards in the draw pile.
func (d *Deck) DrawCount() int { return len(d.draw) }

// DiscardCount is the number of cards in the discard pile.
func (d *Deck) DiscardCount() int { return len(d.discard) }

// RemovedCount is the number of cards removed from the deck.
func (d *Deck) RemovedCount() int { return len(d.removed) }

// ShufflePending reports whether a card with the shuffle symbol was drawn
// this round, so that the deck is shuffled at the end of the round.
func (d *Deck) ShufflePending() bool { return d.shufflePending }

// Attacking reports whether an attack is being resolved (StartAttack was
// called and EndAttack not yet).
func (d *Deck) Attacking() bool { return d.attacking }

// Count returns how many copies of c are in the deck: in the draw pile, the
// discard pile and in play (removed cards are not in the deck).
func (d *Deck) Count(c Card) int { return countIn(c, d.draw, d.discard, d.inPlay) }

// countIn counts the copies of c in the piles.
func countIn(c Card, piles ...[]Card) int {
	n := 0
	for _, p := range piles {
		for _, x := range p {
			if x == c {
				n++
			}
		}
	}
	return n
}

// Draw takes the top card of the draw pile. When the draw pile is empty the
// discard pile is first shuffled in to form a new draw pile (cards in play
// stay in play); when there is nothing to shuffle in either it returns an
// error wrapping ErrNoCard and changes nothing. A card with the shuffle
// symbol marks the deck for a shuffle at the end of the round. A bless or
// curse card is removed from the deck; any other card goes to the discard
// pile, or is held in play while an attack is being resolved.
func (d *Deck) Draw() (Card, error) {
	if len(d.draw) == 0 {
		if len(d.discard) == 0 {
			return Card{}, fmt.Errorf("draw from the %s deck: %w", d.owner, ErrNoCard)
		}
		d.draw, d.discard = d.discard, nil
		d.shuffleDraw()
	}
	c := d.draw[0]
	d.draw = slices.Delete(d.draw, 0, 1)
	if c.Shuffle {
		d.shufflePending = true
	}
	switch {
	case c.Special != NotSpecial:
		d.removed = append(d.removed, c)
	case d.attacking:
		d.inPlay = append(d.inPlay, c)
	default:
		d.discard = append(d.discard, c)
	}
	return c, nil
}

// DrawCards draws n cards in turn (see Draw). Where a draw fails, none is
// drawn: the deck and its source are as they were.
func (d *Deck) DrawCards(n int) ([]Card, error) {
	if n < 0 {
		return nil, fmt.Errorf("draw %d cards: negative count", n)
	}
	undo := d.snapshot()
	out := make([]Card, 0, n)
	for i := range n {
		c, err := d.Draw()
		if err != nil {
			undo()
			return nil, fmt.Errorf("card %d of %d: %w", i+1, n, err)
		}
		out = append(out, c)
	}
	return out, nil
}

// StartAttack begins an attack: until EndAttack, the cards drawn are held in
// play and never shuffled back into the draw pile.
func (d *Deck) StartAttack() error {
	if d.attacking {
		return fmt.Errorf("start attack: %w", ErrAttackInProgress)
	}
	d.attacking = true
	return nil
}

// EndAttack ends the attack being resolved: the cards in play go to the
// discard pile in the order drawn. Without an attack it does nothing.
func (d *Deck) EndAttack() {
	d.discard = append(d.discard, d.inPlay...)
	d.inPlay = nil
	d.attacking = false
}

// Add shuffles a card into the draw pile, at a random position.
//
// The card must fit the deck: a card marked @M only goes into the monster
// deck and a card with a standard (@1 to @4) or class icon only into a
// character's deck; a bless or curse card is unmarked or marked @M or @*,
// and a curse marked @* (a character curse) only goes into a character's
// deck. A bless or curse card must be left in the shared supply: 10 bless
// cards in all, 10 monster curses and 10 character curses (an unmarked curse
// is of the kind of the deck it goes into).
func (d *Deck) Add(c Card) error {
	if err := d.fits(c); err != nil {
		return fmt.Errorf("add %s to the %s deck: %w", c, d.owner, err)
	}
	if k, ok := d.supplyKind(c); ok && d.supply.Left(k) < 1 {
		return fmt.Errorf("add %s to the %s deck: all %d %s cards are in use", c, d.owner, k.Limit(), k)
	}
	d.insertRandom(c)
	return nil
}

// EndRound ends the round for this deck: where a card with the shuffle
// symbol was drawn this round, the discard pile goes back into the draw pile
// and the whole draw pile is shuffled.
func (d *Deck) EndRound() error {
	if d.attacking {
		return fmt.Errorf("end round: %w", ErrAttackInProgress)
	}
	if d.shufflePending {
		return d.Shuffle()
	}
	return nil
}

// Shuffle puts the discard pile back into the draw pile and shuffles it (as
// at the start of a scenario); no shuffle is then pending.
func (d *Deck) Shuffle() error {
	if d.attacking {
		return fmt.Errorf("shuffle: %w", ErrAttackInProgress)
	}
	d.draw = append(d.draw, d.discard...)
	d.discard = nil
	d.shufflePending = false
	d.shuffleDraw()
	return nil
}

// EndScenario ends the scenario for this deck: every card comes back, the
// scenario and item cards (@*) and the bless and curse cards are removed from
// the deck (they join Removed), and the deck is shuffled.
func (d *Deck) EndScenario() error {
	if d.attacking {
		return fmt.Errorf("end scenario: %w", ErrAttackInProgress)
	}
	all := append(append(d.draw, d.discard...), d.inPlay...)
	d.draw, d.discard, d.inPlay = nil, nil, nil
	for _, c := range all {
		if c.Icon == IconScenario || c.Special != NotSpecial {
			d.removed = append(d.removed, c)
		} else {
			d.draw = append(d.draw, c)
		}
	}
	d.shufflePending = false
	d.shuffleDraw()
	return nil
}

// Perk is a change to a character's deck: the cards to remove (each must be
// in the deck) and the cards to add. A perk that replaces cards removes some
// and adds others.
type Perk struct {
	Remove []Card
	Add    []Card
	// Text is what the perk says beyond its cards, shown on the character
	// sheet and played by the players ("Ignore negative scenario
	// effects"); a perk may be text only.
	Text string
}

// ApplyPerk changes a character's deck by a perk: the cards to remove are
// taken out of the draw or discard pile (they leave entirely, they are not
// Removed), then the cards to add are shuffled into the draw pile. A card to
// remove that is not in the deck, or a card to add that does not fit it,
// refuses the whole perk, naming the card.
func (d *Deck) ApplyPerk(p Perk) error {
	if d.owner != OwnerCharacter {
		return errors.New("apply perk: perks change a character's deck only")
	}
	return d.change("apply perk", p)
}

// change takes p's cards to remove out of the draw or discard pile and
// shuffles its cards to add into the draw pile (see ApplyPerk); what names
// the change in errors.
func (d *Deck) change(what string, p Perk) error {
	if d.attacking {
		return fmt.Errorf("%s: %w", what, ErrAttackInProgress)
	}
	draw, discard := slices.Clone(d.draw), slices.Clone(d.discard)
	for i, c := range p.Remove {
		if j := slices.Index(draw, c); j >= 0 {
			draw = slices.Delete(draw, j, j+1)
		} else if j := slices.Index(discard, c); j >= 0 {
			discard = slices.Delete(discard, j, j+1)
		} else {
			return notationError(ProblemNotInDeck, c.String(), "%s: remove %d: %s is not in the deck", what, i, c)
		}
	}
	var need [supplyKinds]int
	for i, c := range p.Add {
		if err := d.fits(c); err != nil {
			return fmt.Errorf("%s: add %d: %s: %w", what, i, c, err)
		}
		if k, ok := d.supplyKind(c); ok {
			need[k]++
		}
	}
	for _, c := range p.Remove {
		if k, ok := d.supplyKind(c); ok {
			need[k]--
		}
	}
	for k, n := range need {
		if n > d.supply.Left(SupplyKind(k)) {
			return fmt.Errorf("%s: not enough %s cards left", what, SupplyKind(k))
		}
	}
	d.draw, d.discard = draw, discard
	for _, c := range p.Add {
		d.insertRandom(c)
	}
	return nil
}

// fits checks that a card may stand in this deck.
func (d *Deck) fits(c Card) error {
	if c.Special != NotSpecial {
		switch c.Icon {
		case IconNone, IconScenario, IconMonster:
		default:
			return fmt.Errorf("a %s card is unmarked or marked @M or @*, not @%s", c.specialName(), c.Icon)
		}
		if c.Icon == IconMonster && d.owner != OwnerMonster {
			return fmt.Errorf("a %s marked @M goes into the monster deck only", c.specialName())
		}
		if c.Special == Curse && c.Icon == IconScenario && d.owner != OwnerCharacter {
			return errors.New("a curse marked @* goes into a character's deck only")
		}
		return nil
	}
	switch {
	case c.Icon == IconMonster && d.owner != OwnerMonster:
		return errors.New("a card marked @M goes into the monster deck only")
	case (isStandardIcon(c.Icon) || c.Icon.IsClass()) && d.owner != OwnerCharacter:
		return fmt.Errorf("a card marked @%s goes into a character's deck only", c.Icon)
	}
	return nil
}

func (c Card) specialName() string {
	if c.Special == Curse {
		return "curse"
	}
	return "bless"
}

// supplyKind classifies a bless or curse card in this deck.
func (d *Deck) supplyKind(c Card) (SupplyKind, bool) {
	switch c.Special {
	case Bless:
		return SupplyBless, true
	case Curse:
		switch {
		case c.Icon == IconMonster:
			return SupplyMonsterCurse, true
		case c.Icon == IconScenario:
			return SupplyCharacterCurse, true
		case d.owner == OwnerMonster:
			return SupplyMonsterCurse, true
		}
		return SupplyCharacterCurse, true
	}
	return 0, false
}

func (d *Deck) insertRandom(c Card) {
	d.draw = slices.Insert(d.draw, d.src.IntN(len(d.draw)+1), c)
}

func (d *Deck) shuffleDraw() {
	d.src.Shuffle(len(d.draw), func(i, j int) { d.draw[i], d.draw[j] = d.draw[j], d.draw[i] })
}

// cloneCards copies a pile; an empty pile is nil.
func cloneCards(cs []Card) []Card {
	if len(cs) == 0 {
		return nil
	}
	return slices.Clone(cs)
}

// snapshot saves the deck's state and its source's; the function returned
// puts both back, undoing a failed operation that spans several steps.
func (d *Deck) snapshot() (undo func()) {
	st := d.State()
	pcg := d.src.save()
	return func() {
		d.draw, d.discard, d.inPlay, d.removed = st.Draw, st.Discard, st.InPlay, st.Removed
		d.shufflePending, d.attacking = st.ShufflePending, st.Attacking
		d.src.restore(pcg)
	}
}

// SupplyKind is one of the limited sets of bless and curse cards.
type SupplyKind uint8

const (
	// SupplyBless is the bless cards, shared by every deck.
	SupplyBless SupplyKind = iota
	// SupplyMonsterCurse is the curse cards for the monster deck.
	SupplyMonsterCurse
	// SupplyCharacterCurse is the curse cards for the characters' decks.
	SupplyCharacterCurse
	supplyKinds
)

// The component limits of the supply.
const (
	BlessLimit = 10
	CurseLimit = 10
)

// String names the kind.
func (k SupplyKind) String() string {
	switch k {
	case SupplyBless:
		return "bless"
	case SupplyMonsterCurse:
		return "monster curse"
	case SupplyCharacterCurse:
		return "character curse"
	}
	return fmt.Sprintf("SupplyKind(%d)", k)
}

// Limit is how many cards of the kind the game has.
func (k SupplyKind) Limit() int {
	if k == SupplyBless {
		return BlessLimit
	}
	return CurseLimit
}

// Supply is the box of bless and curse cards the decks of one scenario share.
// A card is in use while it is in a deck (draw pile, discard pile or in
// play); a drawn bless or curse card, removed from its deck, is back in the
// supply.
type Supply struct {
	decks []*Deck
}

// NewSupply returns a full supply with no deck.
func NewSupply() *Supply { return &Supply{} }

// InUse counts the cards of kind k in the decks of the supply.
func (s *Supply) InUse(k SupplyKind) int {
	n := 0
	for _, d := range s.decks {
		for _, p := range [][]Card{d.draw, d.discard, d.inPlay} {
			for _, c := range p {
				if got, ok := d.supplyKind(c); ok && got == k {
					n++
				}
			}
		}
	}
	return n
}

// Left is how many cards of kind k can still be added to a deck.
func (s *Supply) Left(k SupplyKind) int { return k.Limit() - s.InUse(k) }

// Release takes a deck out of the supply (a deck that leaves the scenario);
// its cards no longer count as in use.
func (s *Supply) Release(d *Deck) {
	s.decks = slices.DeleteFunc(s.decks, func(x *Deck) bool { return x == d })
}

// Odds returns the exact odds (AttackOdds) of attack a on target t drawn
// from a deck in this state, without touching the deck the state was read
// from: it may run on any goroutine.
func (st DeckState) Odds(a Attack, t Defender) (Distribution, error) {
	d, err := RestoreDeck(st, NewSource(1), nil)
	if err != nil {
		return Distribution{}, fmt.Errorf("odds: %w", err)
	}
	return AttackOdds(d, a, t)
}

// Clone returns a copy of the supply and of every deck in it, the copies
// drawing from src and sharing nothing with the originals; copies maps each
// deck of s to its copy. A scenario copies its decks with it (the engine's
// Scenario.Do works on a copy and keeps it only when the action succeeds).
func (s *Supply) Clone(src *Source) (sup *Supply, copies map[*Deck]*Deck) {
	sup = &Supply{decks: make([]*Deck, len(s.decks))}
	copies = make(map[*Deck]*Deck, len(s.decks))
	for i, d := range s.decks {
		c := *d
		c.draw, c.discard = slices.Clone(d.draw), slices.Clone(d.discard)
		c.inPlay, c.removed = slices.Clone(d.inPlay), slices.Clone(d.removed)
		c.src, c.supply = src, sup
		sup.decks[i] = &c
		copies[d] = &c
	}
	return sup, copies
}
