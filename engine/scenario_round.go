package engine

import (
	"cmp"
	"fmt"
	"github.com/haventable/haventable/engine/modifier"
	"slices"
)

// LongRestInitiative is the initiative of a character taking a long rest.
const LongRestInitiative = 99

// Initiative is a character's initiative for one round: the initiative of
// its leading card, and of its second card (for breaking ties; 0 when the
// players did not give it: it then counts as 99, as a long rest's does), or
// a long rest (initiative 99, no second card).
type Initiative struct {
	Leading  int
	Second   int
	LongRest bool
}

// Value is the initiative the character acts on.
func (in Initiative) Value() int {
	if in.LongRest {
		return LongRestInitiative
	}
	return in.Leading
}

// The initiatives a card or a monster ability may have.
const (
	MinInitiative = 1
	MaxInitiative = 99
)

// ErrInitiativeRange means an initiative outside MinInitiative to
// MaxInitiative.
var ErrInitiativeRange = fmt.Errorf("initiative out of %d..%d", MinInitiative, MaxInitiative)

// CheckInitiative returns an error wrapping ErrInitiativeRange unless n is
// an initiative.
func CheckInitiative(n int) error {
	if n < MinInitiative || n > MaxInitiative {
		return fmt.Errorf("%w: %d", ErrInitiativeRange, n)
	}
	return nil
}

// setInitiative sets a character's initiative for the round from its two
// chosen cards: leading acts, second breaks ties between characters (0: not
// given; it then counts as 99).
func (s *Scenario) setInitiative(character string, leading, second int) error {
	if err := s.checkInitiativeTime(character); err != nil {
		return err
	}
	if err := CheckInitiative(leading); err != nil {
		return fmt.Errorf("set initiative of %q: leading card: %w", character, err)
	}
	if err := CheckInitiative(second); err != nil && second != 0 {
		return fmt.Errorf("set initiative of %q: second card: %w", character, err)
	}
	s.charInit[character] = Initiative{Leading: leading, Second: second}
	return nil
}

// setLongRest declares a long rest for a character this round: it acts on
// initiative 99.
//
// A character whose cards are counted needs two cards or more in its
// discard pile (ErrCannotRest).
func (s *Scenario) setLongRest(character string) error {
	if err := s.checkInitiativeTime(character); err != nil {
		return err
	}
	if f := s.byID[character]; f != nil && f.Cards != nil && !f.Cards.CanRest() {
		return fmt.Errorf("long rest of %q: %w", character, ErrCannotRest)
	}
	s.charInit[character] = Initiative{LongRest: true}
	return nil
}

func (s *Scenario) checkInitiativeTime(character string) error {
	f, err := s.live(character)
	if err != nil {
		return fmt.Errorf("set initiative: %w", err)
	}
	if f.Kind != KindCharacter {
		return fmt.Errorf("set initiative: %q is a %s, not a character", character, f.Kind)
	}
	if s.roundBegun() {
		return fmt.Errorf("set initiative of %q: round %d: %w", character, s.round, ErrRoundBegun)
	}
	return nil
}

// InitiativeOf returns a character's initiative for the round, if set.
func (s *Scenario) InitiativeOf(character string) (Initiative, bool) {
	in, ok := s.charInit[character]
	return in, ok
}

// roundBegun reports whether a turn of the round has been started.
func (s *Scenario) roundBegun() bool { return s.position != nil }

// RoundBegun reports whether the first turn of the round has started: the
// characters' initiatives are fixed from then on.
func (s *Scenario) RoundBegun() bool { return s.roundBegun() }

// setMonsterInitiative sets the initiative of a monster type for the round
// (that of its revealed ability card): all monsters of the type act on it.
// Once the round has begun, only a type without an initiative (first placed
// during the round) may be given one.
func (s *Scenario) setMonsterInitiative(monsterType string, initiative int) error {
	if err := CheckInitiative(initiative); err != nil {
		return fmt.Errorf("set initiative of %q: %w", monsterType, err)
	}
	if !slices.Contains(s.MonsterTypes(), monsterType) {
		return fmt.Errorf("set initiative: no monster of type %q on the map", monsterType)
	}
	if _, set := s.monInit[monsterType]; set && s.roundBegun() {
		return fmt.Errorf("set initiative of %q: round %d has begun", monsterType, s.round)
	}
	s.monInit[monsterType] = initiative
	return nil
}

// MonsterInitiative returns a monster type's initiative for the round, if
// set.
func (s *Scenario) MonsterInitiative(monsterType string) (int, bool) {
	n, ok := s.monInit[monsterType]
	return n, ok
}

// MonsterTypes returns the types of the monsters on the map, in the order
// the first of each type was added.
func (s *Scenario) MonsterTypes() []string {
	var out []string
	for _, f := range s.figures {
		if f.Kind == KindMonster && f.Alive() && f.OnMap && !slices.Contains(out, f.MonsterType) {
			out = append(out, f.MonsterType)
		}
	}
	return out
}

// Turn is one figure's turn in the round's order.
type Turn struct {
	// Figure is the ID of the figure taking the turn.
	Figure string
	// Initiative is the initiative it acts on.
	Initiative int
	// Group is the character whose initiative it is (the character or one
	// of its summons) or the monster type.
	Group string
	// Done is true when the turn has been taken.
	Done bool
	// Missed is true for a figure that came into play after its initiative
	// had passed this round (a monster spawned or revealed late): it takes
	// no turn this round.
	Missed bool
}

// slot is the place of an initiative group in the round's order. It is
// stable while the round is played: order is the index in the scenario's
// figure list of the character, or of the first monster of the type.
type slot struct {
	Initiative int
	Monster    bool
	Second     int // characters: the second card (99 for a long rest)
	Order      int
	// LateInit and LateOrder place a monster type revealed after its
	// initiative had passed (Scenario.lateAt) directly after the group of
	// the rest of the slot, the revealer's: by its own initiative, then by
	// its Order. Both are 0 for every other group.
	LateInit, LateOrder int
}

func (a slot) compare(b slot) int {
	if c := cmp.Compare(a.Initiative, b.Initiative); c != 0 {
		return c
	}
	if a.Monster != b.Monster {
		if a.Monster {
			return 1
		}
		return -1
	}
	if !a.Monster {
		if c := cmp.Compare(a.Second, b.Second); c != 0 {
			return c
		}
	}
	if c := cmp.Compare(a.Order, b.Order); c != 0 {
		return c
	}
	if c := cmp.Compare(a.LateInit, b.LateInit); c != 0 {
		return c
	}
	return cmp.Compare(a.LateOrder, b.LateOrder)
}

// turnGroup is one initiative group: a character (with its summons) or a
// monster type, with the figures that take turns in it, in order.
type turnGroup struct {
	slot slot
	// initiative is the group's own: a late type's slot is its revealer's.
	initiative int
	name       string
	figures    []*Figure
}

// TurnOrder returns the round's turns in order. The rules:
//
//   - The lowest initiative acts first. A character acts on its leading
//     card, or 99 when it takes a long rest; a monster type acts on its
//     ability card, every monster of the type in turn: elites first, then
//     normals, each in ascending standee order.
//   - Between characters, a tie is broken by the second card (a long rest,
//     and a second card not given, count as 99); a tie that remains is for the players to decide, and
//     the scenario takes the order in which the characters were added.
//   - A character wins a tie with a monster type. Between monster types the
//     players decide; the scenario takes the order in which the types were
//     first placed.
//   - A character's summons take their turns directly before it, in the
//     order they were summoned. Summoned figures (a character's summons and
//     monsters summoned by monsters) never take a turn in the round they
//     are summoned.
//   - A monster type a door reveals during the round draws its ability
//     card at once (OpenDoor) and acts in initiative order; when its
//     initiative has already passed, it acts directly after the turn of
//     the figure that opened the door (the rulebook's "Revealing a Room":
//     every monster revealed takes a turn in the round it is revealed).
//   - A monster spawned during the round, or placed by hand, acts as its
//     type does if its type's initiative has not yet passed; otherwise it
//     is Missed this round.
//   - Only figures in play and on the map take turns; a character or monster
//     type without an initiative is an error (a type first placed during the
//     round needs SetMonsterInitiative then).
//
// The order is worked out from the figures standing now: a monster that dies
// before its turn loses it.
func (s *Scenario) TurnOrder() ([]Turn, error) {
	groups, err := s.turnGroups()
	if err != nil {
		return nil, err
	}
	var out []Turn
	for _, g := range groups {
		passed := s.position != nil && g.slot.compare(*s.position) < 0
		for _, f := range g.figures {
			done := s.acted[f.ID]
			out = append(out, Turn{Figure: f.ID, Initiative: g.initiative, Group: g.name, Done: done, Missed: passed && !done})
		}
	}
	return out, nil
}

// actsThisRound reports whether a figure in play takes turns this round
// (not summoned in it).
func (s *Scenario) actsThisRound(f *Figure) bool {
	return f.Alive() && f.OnMap && !(f.Summoned() && f.SummonedRound >= s.round)
}

// actingOrder orders the monsters of one type as they act: elite first,
// then by standee number.
func actingOrder(a, b *Figure) int {
	if a.Elite != b.Elite {
		if a.Elite {
			return -1
		}
		return 1
	}
	return cmp.Compare(a.Standee, b.Standee)
}

// Standees returns the live monsters of type monsterType on the map in the
// order they act (elite first, then by standee number).
func (s *Scenario) Standees(monsterType string) []Figure {
	var fs []*Figure
	for _, f := range s.figures {
		if f.Kind == KindMonster && f.MonsterType == monsterType && f.Alive() && f.OnMap {
			fs = append(fs, f)
		}
	}
	slices.SortStableFunc(fs, actingOrder)
	out := make([]Figure, len(fs))
	for i, f := range fs {
		out[i] = f.clone()
	}
	return out
}

func (s *Scenario) turnGroups() ([]turnGroup, error) {
	var groups []turnGroup
	for i, f := range s.figures {
		if f.Kind != KindCharacter || !f.Alive() || !f.OnMap {
			continue
		}
		in, ok := s.charInit[f.ID]
		if !ok {
			return nil, fmt.Errorf("turn order of round %d: character %q has no initiative", s.round, f.ID)
		}
		g := turnGroup{slot: slot{Initiative: in.Value(), Second: in.Second, Order: i}, initiative: in.Value(), name: f.ID}
		if in.LongRest || in.Second == 0 {
			g.slot.Second = LongRestInitiative // no second card: last in a tie
		}
		for _, m := range s.figures {
			if m.Kind == KindSummon && m.Summoner == f.ID && s.actsThisRound(m) {
				g.figures = append(g.figures, m)
			}
		}
		g.figures = append(g.figures, f)
		groups = append(groups, g)
	}
	for _, t := range s.MonsterTypes() {
		n, ok := s.monInit[t]
		if !ok {
			return nil, fmt.Errorf("turn order of round %d: monster type %q has no initiative", s.round, t)
		}
		own := s.monsterSlot(t, n)
		g := turnGroup{slot: own, initiative: n, name: t}
		// the monsters revealed after the type's initiative had passed act
		// in a group of their own after their revealer's (lateAt)
		var late []turnGroup
		for _, m := range s.figures {
			if m.Kind != KindMonster || m.MonsterType != t || !s.actsThisRound(m) {
				continue
			}
			at, ok := s.lateAt[m.ID]
			if !ok {
				g.figures = append(g.figures, m)
				continue
			}
			at.LateInit, at.LateOrder = n, own.Order
			i := slices.IndexFunc(late, func(l turnGroup) bool { return l.slot == at })
			if i < 0 {
				late = append(late, turnGroup{slot: at, initiative: n, name: t})
				i = len(late) - 1
			}
			late[i].figures = append(late[i].figures, m)
		}
		for _, lg := range append([]turnGroup{g}, late...) {
			slices.SortStableFunc(lg.figures, actingOrder)
			groups = append(groups, lg)
		}
	}
	slices.SortStableFunc(groups, func(a, b turnGroup) int { return a.slot.compare(b.slot) })
	return groups, nil
}

// monsterSlot is the place in the round's order of monster type t acting
// on initiative n: its order is that of the first monster of the type.
func (s *Scenario) monsterSlot(t string, n int) slot {
	first := slices.IndexFunc(s.figures, func(f *Figure) bool { return f.Kind == KindMonster && f.MonsterType == t })
	return slot{Initiative: n, Monster: true, Order: first}
}

// NextTurn returns the next turn to take this round; false when every
// figure in the order has taken (or missed) its turn.
func (s *Scenario) NextTurn() (Turn, bool, error) {
	order, err := s.TurnOrder()
	if err != nil {
		return Turn{}, false, err
	}
	for _, t := range order {
		if !t.Done && !t.Missed {
			return t, true, nil
		}
	}
	return Turn{}, false, nil
}

// Active returns the ID of the figure taking its turn, if any.
func (s *Scenario) Active() (string, bool) { return s.active, s.active != "" }

// TurnStart reports what happened at the start of a figure's turn.
type TurnStart struct {
	Turn Turn
	// Regenerated is the heal of the figure's regenerate, done first as its
	// turn starts (nil when it has none).
	Regenerated *Healing
	// Wounded is true when the figure bore wound: it suffered Wound.
	Wounded bool
	Wound   Suffered
	// Fallen is set when the wound brought the figure to 0 hit points or
	// fewer: its turn is over before it began.
	Fallen *Fallen
	// Stunned is true when the figure is stunned: it performs no ability
	// this turn (its turn still ends with EndTurn).
	Stunned bool
	// Rested is the heal of a character's long rest, done as its turn
	// starts (nil when it does not rest); Refreshed its cards taken back
	// (nil when they are not counted).
	Rested    *Healing
	Refreshed *Rest
	// ItemsRefreshed are the spent items (their numbers) a long rest
	// refreshed.
	ItemsRefreshed []int
	// Card is what a monster's ability card did as its turn started
	// (startCard).
	Card CardEffects
	// CardXP is the experience a character's active cards gave it as its
	// turn started (CardHalf.XPEachTurn).
	CardXP int
}

// startTurn starts the turn of figure id, which must be the next in the
// turn order. The rules applied: a figure with regenerate first heals 1
// (a heal: it removes wound and poison, and poison takes it); then a
// wounded figure suffers 1 damage at the start of its turn (not an attack:
// shields do not apply, a negate does). A figure that falls to it loses its
// turn: the turn counts as taken, and the infusions made during it land.
func (s *Scenario) startTurn(id string) (TurnStart, error) {
	if s.active != "" {
		return TurnStart{}, fmt.Errorf("start turn of %q: %q is taking its turn", id, s.active)
	}
	next, ok, err := s.NextTurn()
	if err != nil {
		return TurnStart{}, fmt.Errorf("start turn of %q: %w", id, err)
	}
	if !ok {
		return TurnStart{}, fmt.Errorf("start turn of %q: every turn of round %d is taken", id, s.round)
	}
	if next.Figure != id {
		return TurnStart{}, fmt.Errorf("start turn of %q: the next turn is %q's", id, next.Figure)
	}
	f := s.byID[id]
	f.InTurn = true
	s.active, s.turnDid, s.turnDamage, s.turnTarget = id, nil, 0, ""
	s.progress = TurnProgress{}
	groups, _ := s.turnGroups() // NextTurn succeeded: cannot fail
	for _, g := range groups {
		if slices.Contains(g.figures, f) {
			pos := g.slot
			s.position = &pos
		}
	}
	ts := TurnStart{Turn: next, Stunned: f.Conditions.Has(modifier.Stun)}
	if f.Conditions.Has(modifier.Regenerate) {
		h, _ := f.Heal(RegenerateHeal) // a live figure, amount 1: cannot fail
		ts.Regenerated = &h
	}
	if f.Conditions.Has(modifier.Wound) {
		ts.Wounded = true
		at, onMap := f.At, f.OnMap
		ts.Wound, _ = f.SufferDamage(1) // a live figure, amount 1: cannot fail
		if ts.Wound.Fell {
			ts.Fallen = s.afterFall(f, at, onMap)
		}
	}
	if in, ok := s.charInit[id]; ok && in.LongRest && f.Alive() {
		h, err := f.Heal(LongRestHeal)
		if err == nil {
			ts.Rested = &h
		}
		ts.Refreshed = longRest(f)
		ts.ItemsRefreshed = s.refreshSpent(id)
	}
	if h, ok := s.hands[id]; ok && f.Alive() {
		ts.CardXP = min(h.turnXP(), MaxXP-f.XP)
		f.XP += ts.CardXP
	}
	if f.Kind == KindMonster && f.Alive() {
		ts.Card = s.startCard(f)
		ts.Card.Suffered, ts.Fallen = s.cardDamage(f, true)
	}
	return ts, nil
}

// LongRestHeal is what a long rest heals.
const LongRestHeal = 2

// TurnEnd reports what happened at the end of a figure's turn.
type TurnEnd struct {
	// Figure is the figure whose turn ended.
	Figure string
	// Expired are the conditions that ended with the turn.
	Expired []modifier.EffectKind
	// Bane is the damage the figure's bane did as its turn ended (nil when
	// none); Fallen is set when it brought the figure to 0 hit points or
	// fewer.
	Bane   *Suffered
	Fallen *Fallen
	// Looted is the money tokens a character took on the hex where it
	// ended its turn.
	Looted int
	// Loot are the loot cards those tokens drew (a scenario with a loot
	// deck).
	Loot []LootCard
	// Chest is the treasure chest a character opened on the hex where it
	// ended its turn, if any.
	Chest *Chest
	// Card is what a monster's ability card did as its turn ended
	// (endCard).
	Card CardEffects
}

// endTurn ends the turn of figure id: a character loots the money tokens
// and the treasure chest on its hex, a bane due strikes (BaneDamage, as damage from a source other
// than an attack; a figure that falls to it falls as from any damage), its
// conditions that end at the end of its turn expire (see Conditions), and
// the elements infused during the turn become strong.
func (s *Scenario) endTurn(id string) (TurnEnd, error) {
	if s.active != id || id == "" {
		return TurnEnd{}, fmt.Errorf("end turn of %q: %w", id, ErrNotInTurn)
	}
	f := s.byID[id]
	s.endBoost(id) // an item's bonus is for an attack of this turn
	end := TurnEnd{Figure: id}
	if f.Kind == KindCharacter && f.OnMap && s.money[f.At] > 0 {
		end.Looted, _, end.Loot, _ = s.lootCards(f.At, id) // money there, a live character: cannot fail
	}
	if f.Kind == KindCharacter && f.OnMap && s.closedChest(f.At) >= 0 {
		c, fl, err := s.lootChest(f.At, id)
		if err == nil { // a chest there, a live character on a revealed hex
			end.Chest = &c
		}
		if fl != nil {
			end.Fallen = fl
			return end, nil // the treasure's damage has finished the turn
		}
	}
	if f.Kind == KindMonster && f.Alive() {
		end.Card = s.endCard(f)
		// "the Cultist suffers 2 damage": not an attack, as a bane
		if end.Card.Suffered, end.Fallen = s.cardDamage(f, false); end.Fallen != nil {
			return end, nil // the fall has finished the turn
		}
	}
	if f.Alive() && f.Conditions.BaneDue() {
		end.Bane, end.Fallen = s.bane(f)
		if end.Fallen != nil {
			return end, nil // the fall has finished the turn
		}
	}
	end.Expired = s.finishTurn(f)
	return end, nil
}

// bane makes live figure f suffer its bane and removes it.
func (s *Scenario) bane(f *Figure) (*Suffered, *Fallen) {
	f.Conditions.Remove(modifier.Bane)
	at, onMap := f.At, f.OnMap
	got, _ := f.SufferDamage(BaneDamage) // a live figure, amount 10: cannot fail
	if got.Fell {
		return &got, s.afterFall(f, at, onMap)
	}
	return &got, nil
}

func (s *Scenario) finishTurn(f *Figure) []modifier.EffectKind {
	expired := f.Conditions.EndTurn()
	f.InTurn = false
	s.elements.EndTurn()
	s.acted[f.ID] = true
	s.active, s.turnDid, s.turnDamage, s.turnTarget = "", nil, 0, ""
	s.progress = TurnProgress{}
	return expired
}

// endRound ends the round (the EndRound action): the elements wane (strong
// to waning, waning to inert), the round bonuses of every figure expire,
// each deck with a shuffle pending (a shuffle card drawn this round) is
// shuffled, the initiatives are cleared and the round number goes up by
// one. It fails while a figure is taking its turn.
func (s *Scenario) endRound() (RoundEnd, error) {
	re := RoundEnd{Round: s.round}
	if s.active != "" {
		return re, fmt.Errorf("end round %d: %q is taking its turn", s.round, s.active)
	}
	for _, d := range s.allDecks() {
		if d.Attacking() {
			return re, fmt.Errorf("end round %d: %w", s.round, modifier.ErrAttackInProgress)
		}
	}
	if s.monsterDeck.ShufflePending() {
		re.Shuffled = append(re.Shuffled, "")
	}
	if s.allyDeck != nil && s.allyDeck.ShufflePending() {
		re.Shuffled = append(re.Shuffled, AllyDeckKey)
	}
	for _, f := range s.figures {
		if d, ok := s.decks[f.ID]; ok && d.ShufflePending() {
			re.Shuffled = append(re.Shuffled, f.ID)
		}
	}
	for _, d := range s.allDecks() {
		if err := d.EndRound(); err != nil { // cannot fail: no attack in progress
			return re, fmt.Errorf("end round %d: %w", s.round, err)
		}
	}
	re.AbilityShuffled = s.endAbilityRound()
	for _, f := range s.figures {
		// A character who can neither play two cards nor rest in the
		// next round is exhausted.
		if f.Kind == KindCharacter && f.Alive() && f.Cards != nil && f.Cards.Exhausted() {
			if _, err := s.exhaust(f.ID); err == nil { // a live character: cannot fail
				re.Exhausted = append(re.Exhausted, f.ID)
			}
		}
	}
	handsExhausted, handBonuses := s.endHandRound()
	re.Exhausted = append(re.Exhausted, handsExhausted...)
	re.Expired += handBonuses
	s.elements.EndRound()
	for _, f := range s.figures {
		before := len(f.Bonuses)
		f.Bonuses = compactBonuses(f.Bonuses.EndRound())
		re.Expired += before - len(f.Bonuses)
	}
	clear(s.charInit)
	clear(s.monInit)
	clear(s.elementUses)
	clear(s.acted)
	clear(s.lateAt)
	s.position = nil
	s.progress = TurnProgress{}
	s.round++
	return re, nil
}

// allDecks returns the monster deck, the allies' deck if any, then the
// characters' decks in the order the characters were added.
func (s *Scenario) allDecks() []*modifier.Deck {
	out := []*modifier.Deck{s.monsterDeck}
	if s.allyDeck != nil {
		out = append(out, s.allyDeck)
	}
	for _, f := range s.figures {
		if d, ok := s.decks[f.ID]; ok {
			out = append(out, d)
		}
	}
	return out
}
