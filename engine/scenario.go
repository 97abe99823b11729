package engine

import (
	"cmp"
	"errors"
	"fmt"
	"slices"

	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/engine/rules"
	"github.com/haventable/haventable/engine/scenariofile"
	"github.com/haventable/haventable/hexgrid"
)

// Scenario is the state of one scenario being played: the map with its
// terrain (obstacles, traps, hazardous and difficult terrain, doors open or
// closed, starting hexes), the figures on it, the money tokens, the element board, the round and its
// initiatives, the attack modifier decks (one per character, one for the
// monsters, sharing one bless/curse supply) and the random source every
// shuffle draws from.
//
// A scenario changes only by actions (Do): a round goes: each character's
// initiative is set (the SetInitiative or LongRest action) and each monster
// type's (DrawAbilities or SetMonsterInitiative); then the figures take
// their turns in TurnOrder (NextTurn, EndTurn); then EndRound. Its exported
// methods read it (TestOnlyDoWrites); setup before play makes copies with
// figures added (WithCharacter, WithMonster, as engine/party uses them).
//
// A Scenario is not safe for concurrent use. Do is atomic: an action that
// returns an error changes nothing.
type Scenario struct {
	name  string
	grid  *hexgrid.Map
	level int
	// rules is the edition whose rules the scenario plays, from its start
	// to its end (Setup.Rules).
	rules rules.Edition
	file  *scenariofile.File // the file the scenario was loaded from (never changed), or nil
	// fileJSON is file encoded, once (see mapFileJSON).
	fileJSON []byte

	terrain terrain
	rooms   rooms
	// stats are the stats at the scenario's level of the monster types its
	// file named, from the table it was loaded with: a standee added later
	// (AddStandee) gets them.
	stats map[string]typeStats
	// abilities are the monster ability decks by name, abilityOf the deck
	// each monster type draws from (DrawAbilities).
	abilities map[string]*abilityDeck
	abilityOf map[string]string
	// elementUses are, by monster type, the actions of its card done once
	// for the whole type this round (their indexes): the use actions whose
	// element the type consumed (startCard), its rank switch (startSwitch).
	elementUses map[string][]int

	figures []*Figure
	byID    map[string]*Figure
	money   map[hexgrid.Hex]int
	// chests are the treasure chests, closed and opened, in the order of
	// the scenario's file (scenario_chest.go).
	chests []Chest

	elements ElementBoard
	round    int
	charInit map[string]Initiative  // by character ID
	hands    map[string]*Hand       // the hands kept, by character ID (hand_cards.go)
	items    map[string]*tableItems // the items brought, by character ID (items.go)
	goals    map[string]*GoalHand   // the battle goals dealt, by character ID (battle_goals.go)
	monInit  map[string]int         // by monster type
	active   string                 // the figure taking its turn, if any
	position *slot                  // the initiative group of the latest turn started this round
	acted    map[string]bool        // figures whose turn this round is over
	// lateAt holds the monsters a door revealed during the round after
	// their type's initiative had passed, by ID: each acts right after the
	// turn group at its slot (the revealing figure's), see revealDraw.
	lateAt map[string]slot
	// turnDid are the abilities the active figure performed in its turn
	// so far ("move", "attack"): what a card's "if this attack is
	// performed" looks at (monster_effects.go).
	turnDid []string
	// turnDamage is the damage the targets of the active figure's attacks
	// suffered in its turn so far (a card's "heal X, self, X is the damage
	// suffered by the target of the attack").
	turnDamage int
	// turnTarget is the first target of the active figure's latest attack
	// in its turn ("" for none): where a card's summon "in a hex adjacent
	// to the target" goes.
	turnTarget string
	// progress is what a figure did of its turn so far (TurnProgress).
	progress TurnProgress

	src         *modifier.Source
	supply      *modifier.Supply
	decks       map[string]*modifier.Deck // by character ID
	monsterDeck *modifier.Deck

	pending *PendingAttack // drawn and not yet applied (DrawAttack)

	lootDeck *lootDeck // the loot deck, when the scenario plays one (buildLoot)

	allies   []string       // the monster types fighting on the characters' side, sorted (setAllies)
	allyDeck *modifier.Deck // the allies' deck, when they have one (rules.Edition.HasAllyDeck)

	imbuement modifier.Imbuement // how far the monster deck is imbued (SetImbuement)
}

// NewScenario starts a scenario on map m at the given scenario level, in
// round 1, with the monsters' standard deck shuffled from a source seeded
// with seed. name names the scenario (or its map) for the players and in
// snapshots.
func NewScenario(name string, m *hexgrid.Map, level int, seed uint64) (*Scenario, error) {
	if m == nil {
		return nil, errors.New("new scenario: no map")
	}
	if level < 0 || level > MaxScenarioLevel {
		return nil, fmt.Errorf("new scenario %q: level %d out of 0..%d", name, level, MaxScenarioLevel)
	}
	s := newEmptyScenario(name, m, level, modifier.NewSource(seed))
	d, err := modifier.NewMonsterDeck(s.src, s.supply)
	if err != nil {
		return nil, fmt.Errorf("new scenario %q: %w", name, err)
	}
	s.monsterDeck = d
	return s, nil
}

// MaxScenarioLevel is the highest scenario level.
const MaxScenarioLevel = 7

func newEmptyScenario(name string, m *hexgrid.Map, level int, src *modifier.Source) *Scenario {
	t := newTerrain()
	for _, h := range m.Closed() {
		t.doors[h] = false
	}
	return &Scenario{
		name: name, grid: m, level: level, rules: rules.Default, terrain: t,
		byID:     map[string]*Figure{},
		money:    map[hexgrid.Hex]int{},
		round:    1,
		charInit: map[string]Initiative{},
		hands:    map[string]*Hand{},
		monInit:  map[string]int{},
		acted:    map[string]bool{},
		lateAt:   map[string]slot{},
		src:      src,
		supply:   modifier.NewSupply(),
		decks:    map[string]*modifier.Deck{},
	}
}

// Name returns the scenario's name.
func (s *Scenario) Name() string { return s.name }

// Map returns the scenario's map.
func (s *Scenario) Map() *hexgrid.Map { return s.grid }

// Rules is the edition whose rules the scenario plays: the one it started
// with, kept to its end and in its snapshot.
func (s *Scenario) Rules() rules.Edition { return s.rules }

// Level returns the scenario level.
func (s *Scenario) Level() int { return s.level }

// Round returns the number of the current round, from 1.
func (s *Scenario) Round() int { return s.round }

// Elements returns the element board.
func (s *Scenario) Elements() ElementBoard { return s.elements }

// infuse infuses an element; it becomes strong at the end of the current
// turn (see ElementBoard).
func (s *Scenario) infuse(k modifier.EffectKind) error { return s.elements.Infuse(k) }

// consume consumes an element and reports whether it could (see
// ElementBoard.consume).
func (s *Scenario) consume(k modifier.EffectKind) (bool, error) { return s.elements.Consume(k) }

// SupplyLeft is how many cards of kind k the shared bless and curse supply
// has left.
func (s *Scenario) SupplyLeft(k modifier.SupplyKind) int { return s.supply.Left(k) }

// Deck returns the attack modifier deck with the given key as it stands: a
// character's ID for its deck, "" for the monster deck, AllyDeckKey for the
// allies' deck. It is a copy: the
// decks change only through actions (AddCard, DrawCard, ResetDeck ...).
func (s *Scenario) Deck(key string) (modifier.DeckState, bool) {
	d, err := s.deckByKey(key)
	if err != nil {
		return modifier.DeckState{}, false
	}
	return d.State(), true
}

// DeckOwnerOf returns the key (Deck) of the deck figure id's attacks draw
// from: a character's own, a summon's summoner's, the monster deck ("")
// for monsters, the allies' deck (AllyDeckKey) for allies that have one.
func (s *Scenario) DeckOwnerOf(id string) (string, bool) {
	f, ok := s.byID[id]
	if !ok {
		return "", false
	}
	d, err := s.deckOf(f)
	if err != nil {
		return "", false
	}
	if d == s.monsterDeck {
		return "", true
	}
	if d == s.allyDeck {
		return AllyDeckKey, true
	}
	for key, cd := range s.decks {
		if cd == d {
			return key, true
		}
	}
	return "", false
}

// Figure returns the figure with ID id (a copy: change figures through the
// scenario's operations).
func (s *Scenario) Figure(id string) (Figure, bool) {
	f, ok := s.byID[id]
	if !ok {
		return Figure{}, false
	}
	return f.clone(), true
}

// Figures returns copies of every figure, in the order they were added
// (dead and exhausted ones too).
func (s *Scenario) Figures() []Figure {
	out := make([]Figure, 0, len(s.figures))
	for _, f := range s.figures {
		out = append(out, f.clone())
	}
	return out
}

// FigureAt returns the ID of the figure standing on h.
func (s *Scenario) FigureAt(h hexgrid.Hex) (string, bool) {
	for _, f := range s.figures {
		if f.OnMap && f.At == h {
			return f.ID, true
		}
	}
	return "", false
}

// Money returns the number of money tokens on hex h.
func (s *Scenario) Money(h hexgrid.Hex) int { return s.money[h] }

// MoneyHexes returns the hexes holding money tokens, in reading order.
func (s *Scenario) MoneyHexes() []hexgrid.Hex {
	out := make([]hexgrid.Hex, 0, len(s.money))
	for h := range s.money {
		out = append(out, h)
	}
	slices.SortFunc(out, cmpHex)
	return out
}

// lootMoney takes the money tokens on hex h and returns how many there were.
func (s *Scenario) lootMoney(h hexgrid.Hex) int {
	n := s.money[h]
	delete(s.money, h)
	return n
}

func cmpHex(a, b hexgrid.Hex) int {
	if c := cmp.Compare(a.R, b.R); c != 0 {
		return c
	}
	return cmp.Compare(a.Q, b.Q)
}

func (s *Scenario) get(id string) (*Figure, error) {
	f, ok := s.byID[id]
	if !ok {
		return nil, fmt.Errorf("no figure %q", id)
	}
	return f, nil
}

func (s *Scenario) live(id string) (*Figure, error) {
	f, err := s.get(id)
	if err != nil {
		return nil, err
	}
	if !f.Alive() {
		return nil, fmt.Errorf("figure %q is %s: %w", id, f.State, ErrOutOfPlay)
	}
	return f, nil
}

// WithCharacter returns a copy of the scenario with a character placed on
// the map, its attack modifier deck built from the chosen perks (none: the
// standard deck; see modifier.CharacterCards) and shuffled by the
// scenario's source. The figure must be a valid, active character on its
// own side, standing on a free hex. s itself is unchanged: a scenario is
// set up this way before play (engine/party), and changes in play only by
// Do.
func (s *Scenario) WithCharacter(f Figure, perks []string) (*Scenario, error) {
	c := s.clone()
	if err := c.addCharacterWithPerks(f, perks); err != nil {
		return nil, err
	}
	return c, nil
}

// WithMonster returns a copy of the scenario with a monster figure placed
// as addMonster places it; s itself is unchanged (see WithCharacter).
func (s *Scenario) WithMonster(f Figure) (*Scenario, error) {
	c := s.clone()
	if err := c.addMonster(f); err != nil {
		return nil, err
	}
	return c, nil
}

// addCharacter places a character on the map with a freshly shuffled
// standard attack modifier deck.
func (s *Scenario) addCharacter(f Figure) error {
	return s.addCharacterCards(f, modifier.StandardCards())
}

// addCharacterWithPerks places a character as addCharacter does, with its
// deck built from the chosen perks (see CharacterCards) and shuffled by the
// scenario's source. A bad perk refuses the character and changes nothing.
func (s *Scenario) addCharacterWithPerks(f Figure, perks []string) error {
	cards, err := modifier.CharacterCards(perks)
	if err != nil {
		return fmt.Errorf("add character %q: %w", f.ID, err)
	}
	return s.addCharacterCards(f, cards)
}

// addCharacterCards places a character with a deck of the given cards, shuffled
// by the scenario's source; on error nothing changes.
func (s *Scenario) addCharacterCards(f Figure, cards []modifier.Card) error {
	if f.Kind != KindCharacter {
		return fmt.Errorf("add character %q: kind is %s", f.ID, f.Kind)
	}
	if err := s.checkNew(&f); err != nil {
		return fmt.Errorf("add character: %w", err)
	}
	d, err := modifier.NewDeck(modifier.OwnerCharacter, cards, s.src, s.supply)
	if err == nil {
		err = d.Shuffle() // a new deck holds no attack: cannot fail
	}
	if err != nil {
		return fmt.Errorf("add character %q: %w", f.ID, err)
	}
	s.decks[f.ID] = d
	s.insert(&f)
	return nil
}

// addMonster places a monster figure (normal or elite, with its standee
// number) on the map. Two monsters of one type may not share a standee
// number. A monster summoned by a monster ability names its summoner; one
// spawned by the scenario is marked Spawned. Neither drops money.
func (s *Scenario) addMonster(f Figure) error {
	if f.Kind != KindMonster {
		return fmt.Errorf("add monster %q: kind is %s", f.ID, f.Kind)
	}
	if err := s.checkNew(&f); err != nil {
		return fmt.Errorf("add monster: %w", err)
	}
	for _, g := range s.figures {
		if g.Alive() && g.Kind == KindMonster && g.MonsterType == f.MonsterType && g.Standee == f.Standee {
			return fmt.Errorf("add monster %q: standee %s %d is taken by %q", f.ID, f.MonsterType, f.Standee, g.ID)
		}
	}
	if f.Summoner != "" {
		f.SummonedRound = s.round
	}
	s.insert(&f)
	return nil
}

// summon places a summon of a character: it fights on its summoner's side
// and takes its turns directly before its summoner, from the round after
// this one (summoned figures never take a turn in the round they are
// summoned). Its SummonedRound is set to the current round.
func (s *Scenario) summon(f Figure) error {
	if f.Kind != KindSummon {
		return fmt.Errorf("summon %q: kind is %s", f.ID, f.Kind)
	}
	owner, err := s.live(f.Summoner)
	if err != nil {
		return fmt.Errorf("summon %q: summoner: %w", f.ID, err)
	}
	if owner.Kind != KindCharacter {
		return fmt.Errorf("summon %q: summoner %q is a %s, not a character", f.ID, owner.ID, owner.Kind)
	}
	if f.Side == "" {
		f.Side = owner.Side
	}
	f.SummonedRound = s.round
	if err := s.checkNew(&f); err != nil {
		return fmt.Errorf("summon: %w", err)
	}
	s.insert(&f)
	return nil
}

// checkNew checks a figure about to enter the scenario.
func (s *Scenario) checkNew(f *Figure) error {
	if f.State != Active || f.InTurn {
		return fmt.Errorf("figure %q: a new figure is active and not in its turn", f.ID)
	}
	if err := f.Validate(); err != nil {
		return err
	}
	if _, dup := s.byID[f.ID]; dup {
		return fmt.Errorf("figure %q: id taken", f.ID)
	}
	if f.Summoner != "" {
		owner, ok := s.byID[f.Summoner]
		if !ok {
			return fmt.Errorf("figure %q: no summoner %q", f.ID, f.Summoner)
		}
		if owner.Side != f.Side {
			return fmt.Errorf("figure %q: side %q, its summoner %q is on %q", f.ID, f.Side, owner.ID, owner.Side)
		}
	}
	if f.OnMap {
		if err := s.checkFree(f.At); err != nil {
			return fmt.Errorf("figure %q: %w", f.ID, err)
		}
	}
	return nil
}

func (s *Scenario) insert(f *Figure) {
	c := f.clone() // the scenario shares nothing with the caller
	s.figures = append(s.figures, &c)
	s.byID[c.ID] = &c
}

// move puts a live figure on hex h (a move, a push or pull worked out by the
// caller, a figure placed back on the map) or, with onMap false, takes it
// off the map. A hex off the map, holding an obstacle, a closed door or
// another figure is refused with a *HexError.
func (s *Scenario) move(id string, h hexgrid.Hex, onMap bool) error {
	f, err := s.live(id)
	if err != nil {
		return fmt.Errorf("move: %w", err)
	}
	if !onMap {
		f.OnMap, f.At = false, hexgrid.Hex{}
		return nil
	}
	if f.OnMap && f.At == h {
		return nil
	}
	if err := s.checkFree(h); err != nil {
		return fmt.Errorf("move %q: %w", id, err)
	}
	f.At, f.OnMap = h, true
	s.did(id, didMove)
	return nil
}

// addCondition applies condition k to a live figure (see Conditions for how
// long it lasts).
func (s *Scenario) addCondition(id string, k modifier.EffectKind) error {
	f, err := s.live(id)
	if err != nil {
		return fmt.Errorf("add condition: %w", err)
	}
	return f.AddCondition(k)
}

// removeCondition takes condition k from a figure and reports whether it
// was held.
func (s *Scenario) removeCondition(id string, k modifier.EffectKind) (bool, error) {
	f, err := s.get(id)
	if err != nil {
		return false, fmt.Errorf("remove condition: %w", err)
	}
	return f.Conditions.Remove(k), nil
}

// addBonus gives a live figure an active bonus.
func (s *Scenario) addBonus(id string, b modifier.Bonus) error {
	f, err := s.live(id)
	if err != nil {
		return fmt.Errorf("add bonus: %w", err)
	}
	if err := b.Validate(); err != nil {
		return fmt.Errorf("add bonus to %q: %w", id, err)
	}
	f.Bonuses = append(slices.Clone(f.Bonuses), b)
	return nil
}

// removeBonus takes the figure's bonus at index i away (removed by hand).
func (s *Scenario) removeBonus(id string, i int) error {
	f, err := s.get(id)
	if err != nil {
		return fmt.Errorf("remove bonus: %w", err)
	}
	bs, err := f.Bonuses.Remove(i)
	if err != nil {
		return fmt.Errorf("figure %q: %w", id, err)
	}
	f.Bonuses = compactBonuses(bs)
	return nil
}

// heal performs a heal on a live figure (see Figure.Heal: poison takes the
// whole heal, wound is removed).
func (s *Scenario) heal(id string, amount int) (Healing, error) {
	f, err := s.get(id)
	if err != nil {
		return Healing{}, fmt.Errorf("heal: %w", err)
	}
	return f.Heal(amount)
}

// Fallen reports a figure brought to 0 hit points or fewer.
type Fallen struct {
	// ID is the figure.
	ID string
	// State is Dead or Exhausted.
	State FigureState
	// At is the hex it stood on (meaningful when OnMap).
	At    hexgrid.Hex
	OnMap bool
	// Money is true when it left a money token on that hex.
	Money bool
	// Summons are the IDs of the summons removed with their exhausted
	// summoner.
	Summons []string
}

// sufferDamage makes a live figure suffer damage from a source other than an
// attack (a trap, retaliate): shields do not apply, a negate does. A figure
// brought to 0 hit points or fewer falls at once (see Fallen).
func (s *Scenario) sufferDamage(id string, damage int) (Suffered, *Fallen, error) {
	f, err := s.live(id)
	if err != nil {
		return Suffered{}, nil, fmt.Errorf("suffer damage: %w", err)
	}
	at, onMap := f.At, f.OnMap
	got, err := f.SufferDamage(damage)
	if err != nil {
		return Suffered{}, nil, err
	}
	if !got.Fell {
		return got, nil, nil
	}
	return got, s.afterFall(f, at, onMap), nil
}

// afterFall does what follows a figure's fall: the money token of a monster
// that drops one, the removal of an exhausted character's summons, the end
// of its turn if it was taking one.
func (s *Scenario) afterFall(f *Figure, at hexgrid.Hex, onMap bool) *Fallen {
	fl := &Fallen{ID: f.ID, State: f.State, At: at, OnMap: onMap}
	if f.DropsMoney() && onMap {
		s.money[at]++
		fl.Money = true
	}
	if s.active == f.ID {
		s.finishTurn(f)
	}
	if f.Kind == KindCharacter {
		// A summon is removed when its summoner becomes exhausted.
		for _, g := range s.figures {
			if g.Kind == KindSummon && g.Summoner == f.ID && g.Alive() {
				if s.active == g.ID {
					s.finishTurn(g)
				}
				g.Fall()
				fl.Summons = append(fl.Summons, g.ID)
			}
		}
	}
	return fl
}

// openDoor opens the closed door on hex h (the OpenDoor action): the map is
// rebuilt without it sealed, so that sight and range pass through it from
// now on. The hidden rooms next to it (not across a thin wall) or holding
// it are revealed, and their monsters placed: each on its hex, or, when a
// figure stands there, on the nearest free hex of its room (off the map
// when the room has none; the players place it by hand). It returns the
// names of the rooms revealed and the IDs of the monsters placed in them.
//
// On a trigger's hex (scenariofile.Trigger: a pressure plate, an altar)
// that is no closed door, it reveals the hidden rooms the file's triggers
// there name, and changes nothing else on the map.
func (s *Scenario) openDoor(h hexgrid.Hex) (revealed, placed []string, err error) {
	if rooms := s.triggered(h); !s.grid.IsClosed(h) && len(rooms) > 0 {
		revealed, placed = s.revealRooms(rooms)
		if len(revealed) == 0 {
			return nil, nil, fmt.Errorf("reveal: the rooms the trigger on %v reveals are revealed already", h)
		}
		return revealed, placed, nil
	}
	if err := s.openDoorOnly(h); err != nil {
		return nil, nil, err
	}
	revealed, placed = s.reveal(h)
	return revealed, placed, nil
}

// revealDraw is what follows a door opened while the round's ability cards
// are out (the round has begun, or a monster type on the map has its
// initiative this round). The rules (Gloomhaven rulebook, "Revealing a
// Room"): every monster type on the map without an ability card draws one
// at once; once the revealing figure's turn ends, a revealed type whose
// initiative is lower than the revealer's acts at once (several in
// initiative order), so that every monster revealed takes a turn in the
// round it is revealed. The engine puts such a type's turns directly after
// the turn group taking its turn now (lateAt); the others act in
// initiative order. It returns the cards drawn; none when the round's
// cards are not out yet (DrawAbilities draws them with the others').
func (s *Scenario) revealDraw(placed []string) []AbilityDraw {
	out := s.roundBegun()
	for _, t := range s.MonsterTypes() {
		if _, set := s.monInit[t]; set {
			out = true
		}
	}
	if !out {
		return nil
	}
	drawn, _ := s.drawAbilities() // ErrNothingToDraw: every type has its card
	if s.position == nil {
		return drawn
	}
	for _, id := range placed {
		f := s.byID[id]
		n, set := s.monInit[f.MonsterType]
		if f.Kind != KindMonster || !set {
			continue
		}
		if s.monsterSlot(f.MonsterType, n).compare(*s.position) < 0 {
			s.lateAt[id] = *s.position
		}
	}
	return drawn
}

func (s *Scenario) openDoorOnly(h hexgrid.Hex) error {
	if !s.grid.IsClosed(h) {
		return fmt.Errorf("open door: no closed door on %v", h)
	}
	closed := slices.DeleteFunc(s.grid.Closed(), func(c hexgrid.Hex) bool { return c == h })
	m, err := hexgrid.NewMap(hexgrid.MapSpec{Hexes: s.grid.Hexes(), Walls: s.grid.ThinWalls(), Closed: closed, Sight: s.grid.Sight()})
	if err != nil {
		return fmt.Errorf("open door on %v: %w", h, err)
	}
	s.grid = m
	s.terrain.doors[h] = true
	return nil
}
