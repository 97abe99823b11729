package engine

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"slices"
	"strings"

	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/engine/strictjson"
	"github.com/haventable/haventable/hexgrid"
)

// Action is one change at the table, as a value: it names its kind, and
// Scenario.Do checks it against the scenario and applies it. Actions marshal
// to JSON as an object with a "kind" key (MarshalAction, UnmarshalAction),
// so a log of them can be kept, read back and told in words.
//
// The set of actions is closed: the types in this file.
type Action interface {
	// Kind names the action in logs and JSON ("move", "damage" ...).
	Kind() string
	apply(s *Scenario) (Report, error)
}

// Do applies a to the scenario and returns what happened. It is atomic:
// the action is applied to a copy of the scenario (clone), which becomes
// the scenario only when the action succeeds, so a refused action, of any
// kind and however far it got, leaves the scenario exactly as it was
// (TestRefusedActionsChangeNothing). An action's apply may therefore
// change the scenario step by step and return an error at any step.
func (s *Scenario) Do(a Action) (Report, error) {
	if a == nil {
		return Report{}, errors.New("no action")
	}
	next := s.clone()
	out, err := a.apply(next)
	if err != nil {
		return Report{}, fmt.Errorf("%s: %w", a.Kind(), err)
	}
	next.syncNegates()
	*s = *next
	return out, nil
}

// Report is what an action did, for the player to see. Only the fields of
// the action's kind are set.
type Report struct {
	// Suffered and Fallen: Damage; Fallen also for a wound at the start of a
	// turn (in TurnStart).
	Suffered Suffered
	Fallen   *Fallen
	// Healing: Heal.
	Healing Healing
	// Looted is the money taken, LootedBy the character who keeps it (empty:
	// none): LootMoney, EndTurn.
	Looted   int
	LootedBy string
	// Loot are the loot cards the tokens drew (a scenario with a loot
	// deck): LootMoney.
	Loot []LootCard
	// Chest is the treasure chest opened (LootedBy the character who
	// looted it): LootChest.
	Chest *Chest
	// Added is the ID of the figure an action added: AddStandee.
	Added string
	// Revealed are the rooms an opened door revealed, Appeared the monsters
	// placed in them: OpenDoor.
	Revealed []string
	Appeared []string
	// Card is the card drawn: DrawCard.
	Card modifier.Card
	// TurnEnd and TurnStart: EndTurn, NextTurn (TurnStart nil when every
	// figure has had its turn).
	TurnEnd   *TurnEnd
	TurnStart *TurnStart
	// RoundEnd: EndRound.
	RoundEnd *RoundEnd
	// Pending: DrawAttack.
	Pending *PendingAttack
	// Attack: ApplyAttack.
	Attack *AttackOutcome
	// Abilities are the ability cards drawn: DrawAbilities, and OpenDoor
	// for the types it revealed during the round (Scenario.revealDraw).
	Abilities []AbilityDraw
	// Sprung are the traps and hazardous hexes entered: MoveAlong.
	Sprung []Sprung
	// Rest is what a short rest did: ShortRest.
	Rest *Rest
	// Hand is what a hand action did (hand_actions.go).
	Hand *HandPlay
	// Item is what an item action did (UseItem, RefreshItem).
	Item *ItemUsed
	// GoalKept is the character that kept a battle goal (KeepBattleGoal);
	// which one is its secret.
	GoalKept string
}

// Summary is the part of an outcome a log keeps, to tell the action later
// ("Ysolde attacks Cave Rat 2: 4 damage").
type Summary struct {
	// Damage is the damage suffered (Damage, a wound at the start of a turn).
	Damage int `json:"damage,omitempty"`
	// Negated is true when a negate bonus took it.
	Negated bool `json:"negated,omitempty"`
	// Healed is the hit points regained.
	Healed int `json:"healed,omitempty"`
	// Regenerated is what a regenerate healed as a turn started; Bane the
	// damage a bane did as a turn ended (BaneNegated: a negate took it).
	Regenerated int  `json:"regenerated,omitempty"`
	Bane        int  `json:"bane,omitempty"`
	BaneNegated bool `json:"bane_negated,omitempty"`
	// CardXP is the experience a character's active cards gave it as its
	// turn started (TurnStart.CardXP).
	CardXP int `json:"card_xp,omitempty"`
	// Looted is the money taken, LootedBy the character who keeps it.
	Looted   int    `json:"looted,omitempty"`
	LootedBy string `json:"looted_by,omitempty"`
	// Loot are the loot cards drawn for the tokens.
	Loot []LootCard `json:"loot,omitempty"`
	// Treasure is the label of the treasure chest opened (LootedBy the
	// character who looted it), as the scenario gives it.
	Treasure string `json:"treasure,omitempty"`
	// Gives is what that treasure gave, when a data pack knows it.
	Gives []TreasureGain `json:"gives,omitempty"`
	// Added is the figure added.
	Added string `json:"added,omitempty"`
	// Revealed are the rooms revealed, Appeared the monsters placed in
	// them (an opened door).
	Revealed []string `json:"revealed,omitempty"`
	Appeared []string `json:"appeared,omitempty"`
	// Card is the card drawn, in card notation.
	Card string `json:"card,omitempty"`
	// Ended and Started are the figures whose turn ended and started.
	Ended   string `json:"ended,omitempty"`
	Started string `json:"started,omitempty"`
	// Attacker is the attacker of an applied attack.
	Attacker string `json:"attacker,omitempty"`
	// Hits are the targets of an applied attack with the damage each took.
	Hits []Hit `json:"hits,omitempty"`
	// Fell are the figures that fell.
	Fell []string `json:"fell,omitempty"`
	// Shuffled are the decks shuffled at the end of a round (a character's
	// ID; "" for the monster deck, AllyDeckKey for the allies').
	Shuffled []string `json:"shuffled,omitempty"`
	// Round is the round that ended; Expired counts the round bonuses that
	// expired with it.
	Round   int `json:"round,omitempty"`
	Expired int `json:"expired,omitempty"`
	// AbilityShuffled are the monster ability decks shuffled at the end of
	// a round.
	AbilityShuffled []string `json:"ability_shuffled,omitempty"`
	// Abilities are the monster ability cards drawn.
	Abilities []AbilityDraw `json:"abilities,omitempty"`
	// Sprung are the traps and hazardous hexes a move entered.
	Sprung []Sprung `json:"sprung,omitempty"`
	// RestLost is the position in the discard pile of the card a short
	// rest lost, of RestOf cards; RestLong marks a long rest's refresh.
	RestLost int  `json:"rest_lost,omitempty"`
	RestOf   int  `json:"rest_of,omitempty"`
	RestLong bool `json:"rest_long,omitempty"`
	// HandCard is the name of the card a hand action played, used, ended
	// or lost (hand_actions.go), HandTo where it went.
	HandCard string `json:"hand_card,omitempty"`
	HandTo   string `json:"hand_to,omitempty"`
	// CardShield and CardRetaliate are the round bonuses a monster gained
	// from its ability card as its turn started, CardHealed what its card
	// healed it (as its turn started or ended).
	CardShield    int `json:"card_shield,omitempty"`
	CardRetaliate int `json:"card_retaliate,omitempty"`
	CardHealed    int `json:"card_healed,omitempty"`
	// Item is the item used or refreshed (UseItem, RefreshItem);
	// RestItems counts the spent items a long rest refreshed.
	Item      string `json:"item,omitempty"`
	RestItems int    `json:"rest_items,omitempty"`
}

// addCard adds what a monster's ability card did to the summary.
func (r *Summary) addCard(e CardEffects) {
	for _, b := range e.Bonuses {
		switch b.Kind {
		case modifier.BonusShield:
			r.CardShield += b.Value
		case modifier.BonusRetaliate:
			r.CardRetaliate += b.Value
		}
	}
	if e.Healed != nil {
		r.CardHealed += e.Healed.Healed
	}
}

// Hit is one target of an applied attack.
type Hit struct {
	Target string `json:"target"`
	Damage int    `json:"damage"`
}

// Summary returns what the log keeps of o.
func (o Report) Summary() Summary {
	r := Summary{Damage: o.Suffered.Damage, Negated: o.Suffered.Negated, Healed: o.Healing.Healed,
		Looted: o.Looted, LootedBy: o.LootedBy, Loot: o.Loot, Added: o.Added, Revealed: o.Revealed, Appeared: o.Appeared}
	if o.Card != (modifier.Card{}) {
		r.Card = o.Card.String()
	}
	if o.Hand != nil {
		r.HandCard, r.HandTo = o.Hand.Name, o.Hand.To
	}
	if o.Chest != nil {
		r.Treasure, r.Gives = o.Chest.Treasure, o.Chest.Gives
	}
	if o.Item != nil {
		r.Item = o.Item.Name
	}
	if o.Fallen != nil {
		r.Fell = append(r.Fell, o.Fallen.ID)
	}
	if o.TurnEnd != nil {
		r.Ended = o.TurnEnd.Figure
		r.addCard(o.TurnEnd.Card)
		if o.TurnEnd.Looted > 0 {
			r.Looted, r.LootedBy, r.Loot = o.TurnEnd.Looted, o.TurnEnd.Figure, o.TurnEnd.Loot
		}
		if c := o.TurnEnd.Chest; c != nil {
			r.Treasure, r.LootedBy, r.Gives = c.Treasure, c.OpenedBy, c.Gives
		}
		if b := o.TurnEnd.Bane; b != nil {
			r.Bane, r.BaneNegated = b.Damage, b.Negated
		}
		if o.TurnEnd.Fallen != nil {
			r.Fell = append(r.Fell, o.TurnEnd.Fallen.ID)
		}
	}
	if st := o.TurnStart; st != nil {
		r.Started = st.Turn.Figure
		if st.Regenerated != nil {
			r.Regenerated = st.Regenerated.Healed
		}
		r.CardXP = st.CardXP
		if st.Wounded {
			r.Damage, r.Negated = st.Wound.Damage, st.Wound.Negated
		}
		if st.Fallen != nil {
			r.Fell = append(r.Fell, st.Fallen.ID)
		}
		if st.Rested != nil {
			r.Healed = st.Rested.Healed
		}
		if rf := st.Refreshed; rf != nil {
			r.RestOf, r.RestLong = rf.Of, true
		}
		r.RestItems = len(st.ItemsRefreshed)
		r.addCard(st.Card)
	}
	if rs := o.Rest; rs != nil {
		r.RestLost, r.RestOf = rs.Lost, rs.Of
	}
	if a := o.Attack; a != nil {
		r.Attacker = a.Attacker
		for _, t := range a.Targets {
			if t.Gone || t.Lost {
				continue
			}
			r.Hits = append(r.Hits, Hit{Target: t.Result.ID, Damage: t.Result.Damage})
			if t.Fallen != nil {
				r.Fell = append(r.Fell, t.Result.ID)
			}
			if t.Retaliated != nil && t.Retaliated.Fallen != nil {
				r.Fell = append(r.Fell, a.Attacker)
			}
		}
	}
	if re := o.RoundEnd; re != nil {
		r.Round, r.Shuffled, r.Expired = re.Round, slices.Clone(re.Shuffled), re.Expired
		r.AbilityShuffled = slices.Clone(re.AbilityShuffled)
		r.Fell = append(r.Fell, re.Exhausted...)
	}
	r.Abilities = slices.Clone(o.Abilities)
	r.Sprung = slices.Clone(o.Sprung)
	return r
}

// RoundEnd is what happened at the end of a round.
type RoundEnd struct {
	// Round is the round that ended.
	Round int
	// Shuffled are the decks shuffled: a character's ID, "" for the monster
	// deck, AllyDeckKey for the allies', in the order of the decks
	// (monsters first, then allies).
	Shuffled []string
	// Expired counts the round bonuses that expired.
	Expired int
	// AbilityShuffled are the monster ability decks shuffled, by name.
	AbilityShuffled []string
	// Exhausted are the characters exhausted because they can neither play
	// two cards nor rest in the next round.
	Exhausted []string
}

// The actions at the table. Figure and character fields hold figure IDs;
// a Deck field holds a character's ID, or "" for the monster deck.
type (
	// Move puts a figure on hex To (from anywhere, or from off the map).
	Move struct {
		Figure string      `json:"figure"`
		To     hexgrid.Hex `json:"to"`
	}
	// RemoveFigure takes a figure off the map; it stays in the scenario.
	RemoveFigure struct {
		Figure string `json:"figure"`
	}
	// OpenDoor opens the closed door on hex At (a door never closes again).
	OpenDoor struct {
		At hexgrid.Hex `json:"at"`
	}
	// PlaceMoney puts Count money tokens on hex At.
	PlaceMoney struct {
		At    hexgrid.Hex `json:"at"`
		Count int         `json:"count"`
	}
	// MoveMoney moves the money tokens of hex From to hex To.
	MoveMoney struct {
		From hexgrid.Hex `json:"from"`
		To   hexgrid.Hex `json:"to"`
	}
	// LootMoney takes the money tokens of hex At; there must be some.
	LootMoney struct {
		At hexgrid.Hex `json:"at"`
		// By is the character who takes the tokens (a loot ability);
		// empty: the character standing on At, if any.
		By string `json:"by,omitempty"`
	}
	// LootChest opens the closed treasure chest on hex At: the character
	// who loots it gets the treasure its label names, which the players
	// read in their scenario book (the table never knows what it holds).
	LootChest struct {
		At hexgrid.Hex `json:"at"`
		// By is the character who loots the chest (a loot ability that
		// reaches it); empty: the character standing on At.
		By string `json:"by,omitempty"`
	}
	// MoveAlong moves a figure along a path of adjacent hexes, negative
	// terrain entered on the way doing its damage (Scenario.moveAlong): a
	// monster's move as its turn was worked out.
	MoveAlong struct {
		Figure string        `json:"figure"`
		Path   []hexgrid.Hex `json:"path"`
		Jump   bool          `json:"jump,omitempty"`
		Flying bool          `json:"flying,omitempty"`
	}
	// SetMaxHP sets a live figure's maximum hit points by hand (a
	// scenario's special rule, a correction); a figure at its maximum
	// stays at it, one above the new maximum comes down to it.
	SetMaxHP struct {
		Figure string `json:"figure"`
		MaxHP  int    `json:"max_hp"`
	}
	// GainXP counts experience a character gained in the scenario (a
	// negative Amount takes back what was counted too much).
	GainXP struct {
		Character string `json:"character"`
		Amount    int    `json:"amount"`
	}
	// Exhaust declares a character exhausted (its player cannot play
	// cards).
	Exhaust struct {
		Character string `json:"character"`
	}
	// SetHand starts counting a character's ability cards: Size in hand
	// (0 stops counting them).
	SetHand struct {
		Character string `json:"character"`
		Size      int    `json:"size"`
	}
	// PlayCards counts the cards a character played from its hand:
	// Discarded to its discard pile, Lost lost.
	PlayCards struct {
		Character string `json:"character"`
		Discarded int    `json:"discarded"`
		Lost      int    `json:"lost"`
	}
	// ShortRest is a character's short rest: a card of its discard pile
	// lost at random, the others back in hand.
	ShortRest struct {
		Character string `json:"character"`
	}
	// AddStandee places the next free standee of a monster type on hex At,
	// with the hit points and shield of the monster table at the
	// scenario's level.
	AddStandee struct {
		Type  string      `json:"type"`
		Elite bool        `json:"elite,omitempty"`
		At    hexgrid.Hex `json:"at"`
		// Summoner is the monster whose ability summoned it (it drops no
		// money and acts from the next round); empty otherwise.
		Summoner string `json:"summoner,omitempty"`
	}
	// AddSummon places a character's summon on a hex next to it (see
	// Scenario.summon): Name and HP as its ability card gives them, and
	// its other stats for the players.
	AddSummon struct {
		Summoner string      `json:"summoner"`
		Name     string      `json:"name"`
		HP       int         `json:"hp"`
		At       hexgrid.Hex `json:"at"`
		Stats    SummonStats `json:"stats"`
	}
	// DamageFigure makes a figure suffer damage that is not an attack (a
	// trap, a correction by hand): a negate bonus applies, shields do not.
	DamageFigure struct {
		Figure string `json:"figure"`
		Amount int    `json:"amount"`
	}
	// HealFigure heals a figure.
	HealFigure struct {
		Figure string `json:"figure"`
		Amount int    `json:"amount"`
	}
	// SetCondition gives a figure a condition (Held) or takes it away.
	SetCondition struct {
		Figure    string              `json:"figure"`
		Condition modifier.EffectKind `json:"condition"`
		Held      bool                `json:"held"`
	}
	// AddBonus gives a figure an active bonus. A bonus whose track length
	// is not given (Track 0) gets a track as long as its uses.
	AddBonus struct {
		Figure string         `json:"figure"`
		Bonus  modifier.Bonus `json:"bonus"`
	}
	// RemoveBonus takes a figure's bonus at Index away.
	RemoveBonus struct {
		Figure string `json:"figure"`
		Index  int    `json:"index"`
	}
	// NextTurn ends the turn in progress, if any, and starts the next one
	// in the turn order.
	NextTurn struct{}
	// EndTurn ends the turn in progress without starting the next.
	EndTurn struct{}
	// EndRound ends the round: elements wane, decks that drew a shuffle
	// card are shuffled, round bonuses expire.
	EndRound struct{}
	// Infuse infuses an element (strong at the end of the turn).
	Infuse struct {
		Element modifier.EffectKind `json:"element"`
	}
	// Consume consumes a strong or waning element; an inert one is refused.
	Consume struct {
		Element modifier.EffectKind `json:"element"`
	}
	// SetInitiative sets a character's two initiative cards for the round
	// (Second 0: the second card not given). It is refused for a
	// character whose hand the table keeps (ErrHandKept: ChooseCards).
	SetInitiative struct {
		Character string `json:"character"`
		Leading   int    `json:"leading"`
		Second    int    `json:"second"`
	}
	// LongRest declares a character's long rest for the round (for one
	// whose hand the table keeps, as DeclareLongRest does).
	LongRest struct {
		Character string `json:"character"`
	}
	// SetMonsterInitiative sets a monster type's initiative for the round.
	SetMonsterInitiative struct {
		Type       string `json:"type"`
		Initiative int    `json:"initiative"`
	}
	// DrawAttack draws an attack's modifier cards for each target.
	DrawAttack struct {
		Attacker string          `json:"attacker"`
		Attack   modifier.Attack `json:"attack"`
		Targets  []string        `json:"targets"`
	}
	// ApplyAttack applies the drawn attack to its targets.
	ApplyAttack struct{}
	// AddCard shuffles a card into a deck.
	AddCard struct {
		Deck string        `json:"deck,omitempty"`
		Card modifier.Card `json:"card"`
	}
	// DrawCard draws one card from a deck, for an attack resolved by hand.
	DrawCard struct {
		Deck string `json:"deck,omitempty"`
	}
	// DrawAbilities draws the round's monster ability cards (see
	// the DrawAbilities action).
	DrawAbilities struct{}
	// ResetDeck brings a deck back to its start: every card returns,
	// scenario, bless and curse cards leave it, and it is shuffled.
	ResetDeck struct {
		Deck string `json:"deck,omitempty"`
	}
)

// actionKinds makes an empty action of each kind, for UnmarshalAction.
var actionKinds = map[string]func() Action{}

func init() {
	for _, a := range []Action{
		&Move{}, &RemoveFigure{}, &OpenDoor{}, &PlaceMoney{}, &MoveMoney{}, &LootMoney{}, &LootChest{},
		&AddStandee{}, &DamageFigure{}, &HealFigure{}, &SetCondition{}, &AddBonus{}, &RemoveBonus{},
		&NextTurn{}, &EndTurn{}, &EndRound{}, &Infuse{}, &Consume{}, &SetInitiative{},
		&LongRest{}, &SetMonsterInitiative{}, &DrawAttack{}, &ApplyAttack{}, &AddCard{},
		&DrawCard{}, &ResetDeck{}, &DrawAbilities{}, &GainXP{}, &Exhaust{}, &AddSummon{}, &MoveAlong{}, &SetMaxHP{},
		&SetHand{}, &PlayCards{}, &ShortRest{}, &SetImbuement{},
	} {
		registerAction(a)
	}
}

// registerAction adds a's kind to actionKinds (a pointer to a zero value).
func registerAction(a Action) {
	if _, dup := actionKinds[a.Kind()]; dup {
		panic("engine: two actions of kind " + a.Kind())
	}
	actionKinds[a.Kind()] = func() Action { return cloneZero(a) }
}

// ActionKinds lists every kind of action, sorted.
func ActionKinds() []string {
	out := make([]string, 0, len(actionKinds))
	for k := range actionKinds {
		out = append(out, k)
	}
	slices.Sort(out)
	return out
}

// Kind names.
func (Move) Kind() string                 { return "move" }
func (RemoveFigure) Kind() string         { return "remove-figure" }
func (OpenDoor) Kind() string             { return "open-door" }
func (PlaceMoney) Kind() string           { return "place-money" }
func (MoveMoney) Kind() string            { return "move-money" }
func (LootMoney) Kind() string            { return "loot-money" }
func (LootChest) Kind() string            { return "loot-chest" }
func (AddStandee) Kind() string           { return "add-standee" }
func (DamageFigure) Kind() string         { return "damage" }
func (HealFigure) Kind() string           { return "heal" }
func (SetCondition) Kind() string         { return "condition" }
func (AddBonus) Kind() string             { return "add-bonus" }
func (RemoveBonus) Kind() string          { return "remove-bonus" }
func (NextTurn) Kind() string             { return "next-turn" }
func (EndTurn) Kind() string              { return "end-turn" }
func (EndRound) Kind() string             { return "end-round" }
func (Infuse) Kind() string               { return "infuse" }
func (Consume) Kind() string              { return "consume" }
func (SetInitiative) Kind() string        { return "initiative" }
func (LongRest) Kind() string             { return "long-rest" }
func (SetMonsterInitiative) Kind() string { return "monster-initiative" }
func (DrawAttack) Kind() string           { return "draw-attack" }
func (ApplyAttack) Kind() string          { return "apply-attack" }
func (AddCard) Kind() string              { return "add-card" }
func (DrawCard) Kind() string             { return "draw-card" }
func (ResetDeck) Kind() string            { return "reset-deck" }
func (DrawAbilities) Kind() string        { return "draw-abilities" }
func (GainXP) Kind() string               { return "gain-xp" }
func (Exhaust) Kind() string              { return "exhaust" }
func (AddSummon) Kind() string            { return "add-summon" }
func (MoveAlong) Kind() string            { return "move-along" }
func (SetMaxHP) Kind() string             { return "max-hp" }
func (SetHand) Kind() string              { return "set-hand" }
func (PlayCards) Kind() string            { return "play-cards" }
func (ShortRest) Kind() string            { return "short-rest" }

func (a SetHand) apply(s *Scenario) (Report, error) { return Report{}, s.setHand(a.Character, a.Size) }

func (a PlayCards) apply(s *Scenario) (Report, error) {
	return Report{}, s.playCards(a.Character, a.Discarded, a.Lost)
}

func (a ShortRest) apply(s *Scenario) (Report, error) {
	r, err := s.shortRest(a.Character)
	if err != nil {
		return Report{}, err
	}
	return Report{Rest: &r}, nil
}

func (a Move) apply(s *Scenario) (Report, error) { return Report{}, s.move(a.Figure, a.To, true) }

func (a RemoveFigure) apply(s *Scenario) (Report, error) {
	return Report{}, s.move(a.Figure, hexgrid.Hex{}, false)
}

func (a OpenDoor) apply(s *Scenario) (Report, error) {
	revealed, placed, err := s.openDoor(a.At)
	if err != nil {
		return Report{}, err
	}
	return Report{Revealed: revealed, Appeared: placed, Abilities: s.revealDraw(placed)}, nil
}

func (a PlaceMoney) apply(s *Scenario) (Report, error) {
	return Report{}, s.placeMoney(a.At, a.Count)
}

func (a MoveMoney) apply(s *Scenario) (Report, error) {
	return Report{}, s.moveMoney(a.From, a.To)
}

// ErrNoMoney means a hex to loot holds no money token.
var ErrNoMoney = errors.New("no money token there")

func (a LootMoney) apply(s *Scenario) (Report, error) {
	n, by, cards, err := s.lootCards(a.At, a.By)
	return Report{Looted: n, LootedBy: by, Loot: cards}, err
}

func (a LootChest) apply(s *Scenario) (Report, error) {
	c, fl, err := s.lootChest(a.At, a.By)
	if err != nil {
		return Report{}, err
	}
	return Report{Chest: &c, LootedBy: c.OpenedBy, Fallen: fl}, nil
}

func (a MoveAlong) apply(s *Scenario) (Report, error) {
	sprung, fl, err := s.moveAlong(a.Figure, a.Path, a.Jump, a.Flying)
	return Report{Sprung: sprung, Fallen: fl}, err
}

// ErrStandIn: a monster type without hit points stands in for a
// scenario's own rules (pack.Monster.StandIn); it is never a figure on the
// map (MonsterTable.Stats).
var ErrStandIn = errors.New("this monster has no hit points: it stands in for the scenario's own rules and is not placed on the map")

// MaxHitPoints is the most hit points a figure's maximum is set to by hand.
const MaxHitPoints = 999

// MaxFigureHitPoints bounds any figure's maximum hit points: those of a
// data pack's stat card (pack.MaxHitPoints) as those set by hand.
const MaxFigureHitPoints = 99999

func (a SetMaxHP) apply(s *Scenario) (Report, error) {
	f, err := s.live(a.Figure)
	if err != nil {
		return Report{}, fmt.Errorf("set maximum hit points: %w", err)
	}
	if a.MaxHP < 1 || a.MaxHP > MaxHitPoints {
		return Report{}, fmt.Errorf("set maximum hit points of %q: %d out of 1..%d", a.Figure, a.MaxHP, MaxHitPoints)
	}
	if f.HP == f.MaxHP || f.HP > a.MaxHP {
		f.HP = a.MaxHP
	}
	f.MaxHP = a.MaxHP
	return Report{}, nil
}

func (a GainXP) apply(s *Scenario) (Report, error) {
	_, err := s.gainXP(a.Character, a.Amount)
	return Report{}, err
}

func (a Exhaust) apply(s *Scenario) (Report, error) {
	fl, err := s.exhaust(a.Character)
	return Report{Fallen: fl}, err
}

func (a AddStandee) apply(s *Scenario) (Report, error) {
	st, err := s.standeeStats(a.Type, a.Elite)
	if err != nil {
		return Report{}, err
	}
	taken := s.standeesTaken(a.Type)
	n := 1
	for taken[n] {
		n++
	}
	id := MonsterID(a.Type, n)
	if _, used := s.byID[id]; used { // a fallen standee's ID is not reused
		id = fmt.Sprintf("%s-r%d", id, s.round)
	}
	id = s.freeID(id)
	side, hp := s.monsterSide(a.Type), st.HP
	if a.Summoner != "" {
		m, err := s.live(a.Summoner)
		if err != nil {
			return Report{}, fmt.Errorf("summon %s: %w", a.Type, err)
		}
		if m.Kind != KindMonster {
			return Report{}, fmt.Errorf("summon %s: %q is not a monster", a.Type, a.Summoner)
		}
		side = m.Side // an ally's summon fights on its side
		hp = s.summonedHP(m, a.Type, a.Elite, st.HP)
	}
	err = s.addMonster(Figure{ID: id, Name: s.TypeName(a.Type), Kind: KindMonster, MonsterType: a.Type,
		Standee: n, Elite: a.Elite, Side: side, At: a.At, OnMap: true,
		HP: hp, MaxHP: st.HP, Shield: st.Shield, Summoner: a.Summoner, Immune: slices.Clone(st.Immune),
		Retaliate: st.Retaliate, RetaliateRange: st.RetaliateRange})
	return Report{Added: id}, err
}

func (a AddSummon) apply(s *Scenario) (Report, error) {
	owner, err := s.live(a.Summoner)
	if err != nil {
		return Report{}, fmt.Errorf("summon %q: %w", a.Name, err)
	}
	if strings.TrimSpace(a.Name) == "" {
		return Report{}, fmt.Errorf("summon of %q: no name", a.Summoner)
	}
	if !owner.OnMap || hexgrid.Distance(owner.At, a.At) != 1 {
		return Report{}, fmt.Errorf("summon %q: %v is not next to %q", a.Name, a.At, a.Summoner)
	}
	stats := a.Stats
	id := s.freeID(Slug(a.Name, "summon"))
	err = s.summon(Figure{ID: id, Name: a.Name, Kind: KindSummon, Summoner: a.Summoner,
		At: a.At, OnMap: true, HP: a.HP, MaxHP: a.HP, Stats: &stats})
	return Report{Added: id}, err
}

func (a DamageFigure) apply(s *Scenario) (Report, error) {
	res, fallen, err := s.sufferDamage(a.Figure, a.Amount)
	return Report{Suffered: res, Fallen: fallen}, err
}

func (a HealFigure) apply(s *Scenario) (Report, error) {
	res, err := s.heal(a.Figure, a.Amount)
	return Report{Healing: res}, err
}

func (a SetCondition) apply(s *Scenario) (Report, error) {
	if a.Held {
		return Report{}, s.addCondition(a.Figure, a.Condition)
	}
	_, err := s.removeCondition(a.Figure, a.Condition)
	return Report{}, err
}

func (a AddBonus) apply(s *Scenario) (Report, error) {
	b := a.Bonus
	if b.Track == 0 {
		b.Track = b.Uses
	}
	if b.Card != 0 {
		return Report{}, fmt.Errorf("add bonus to %q: a card's bonus comes with its card (play-half)", a.Figure)
	}
	return Report{}, s.addBonus(a.Figure, b)
}

func (a RemoveBonus) apply(s *Scenario) (Report, error) {
	return Report{}, s.removeBonus(a.Figure, a.Index)
}

func (NextTurn) apply(s *Scenario) (Report, error) {
	var out Report
	if id := s.active; id != "" {
		end, err := s.endTurn(id)
		if err != nil {
			return out, err
		}
		out.TurnEnd = &end
	}
	t, ok, err := s.NextTurn()
	if err != nil || !ok {
		return out, err
	}
	start, err := s.startTurn(t.Figure)
	if err != nil {
		return out, err
	}
	out.TurnStart = &start
	return out, nil
}

func (EndTurn) apply(s *Scenario) (Report, error) {
	end, err := s.endTurn(s.active)
	return Report{TurnEnd: &end}, err
}

func (DrawAbilities) apply(s *Scenario) (Report, error) {
	drawn, err := s.drawAbilities()
	return Report{Abilities: drawn}, err
}

func (EndRound) apply(s *Scenario) (Report, error) {
	re, err := s.endRound()
	return Report{RoundEnd: &re}, err
}

func (a Infuse) apply(s *Scenario) (Report, error) { return Report{}, s.infuse(a.Element) }

// ErrElementInert means an element to consume is inert.
var ErrElementInert = errors.New("the element is inert")

func (a Consume) apply(s *Scenario) (Report, error) {
	ok, err := s.consume(a.Element)
	if err == nil && !ok {
		err = fmt.Errorf("consume %s: %w", a.Element, ErrElementInert)
	}
	return Report{}, err
}

// A character whose hand the table keeps has the initiative of the cards
// it chooses (ChooseCards): a typed one would leave them stale, so it is
// refused, before and after its cards are chosen (ErrHandKept).
func (a SetInitiative) apply(s *Scenario) (Report, error) {
	if _, kept := s.hands[a.Character]; kept {
		return Report{}, fmt.Errorf("set initiative of %q: %w", a.Character, ErrHandKept)
	}
	return Report{}, s.setInitiative(a.Character, a.Leading, a.Second)
}

// A character whose hand the table keeps declares its long rest as
// DeclareLongRest does: its hand's discard pile is checked and the cards
// it had chosen are put back.
func (a LongRest) apply(s *Scenario) (Report, error) {
	if _, kept := s.hands[a.Character]; kept {
		return DeclareLongRest(a).apply(s)
	}
	return Report{}, s.setLongRest(a.Character)
}

func (a SetMonsterInitiative) apply(s *Scenario) (Report, error) {
	return Report{}, s.setMonsterInitiative(a.Type, a.Initiative)
}

func (a DrawAttack) apply(s *Scenario) (Report, error) {
	p, err := s.drawAttack(a.Attacker, a.Attack, a.Targets)
	return Report{Pending: &p}, err
}

func (ApplyAttack) apply(s *Scenario) (Report, error) {
	out, err := s.applyAttack()
	return Report{Attack: &out}, err
}

func (a AddCard) apply(s *Scenario) (Report, error) {
	d, err := s.deckByKey(a.Deck)
	if err != nil {
		return Report{}, err
	}
	return Report{}, d.Add(a.Card)
}

func (a DrawCard) apply(s *Scenario) (Report, error) {
	d, err := s.deckByKey(a.Deck)
	if err != nil {
		return Report{}, err
	}
	c, err := d.Draw()
	return Report{Card: c}, err
}

func (a ResetDeck) apply(s *Scenario) (Report, error) {
	d, err := s.deckByKey(a.Deck)
	if err != nil {
		return Report{}, err
	}
	return Report{}, d.EndScenario()
}

// deckByKey returns the monster deck for "", the allies' deck for
// AllyDeckKey, else the deck of character key.
func (s *Scenario) deckByKey(key string) (*modifier.Deck, error) {
	if key == "" {
		return s.monsterDeck, nil
	}
	if key == AllyDeckKey {
		if s.allyDeck == nil {
			return nil, errors.New("the scenario has no allies' deck")
		}
		return s.allyDeck, nil
	}
	d, ok := s.decks[key]
	if !ok {
		return nil, fmt.Errorf("deck of %q: no such character", key)
	}
	return d, nil
}

// MarshalAction writes a as a JSON object whose "kind" key names it.
func MarshalAction(a Action) ([]byte, error) {
	if a == nil {
		return nil, errors.New("marshal action: none")
	}
	body, err := json.Marshal(a)
	if err != nil {
		return nil, fmt.Errorf("marshal action %s: %w", a.Kind(), err)
	}
	kind, _ := json.Marshal(a.Kind())
	var buf bytes.Buffer
	buf.WriteString(`{"kind":`)
	buf.Write(kind)
	if rest := bytes.TrimSpace(body[1:]); !bytes.Equal(rest, []byte("}")) {
		buf.WriteByte(',')
		buf.Write(rest)
	} else {
		buf.WriteByte('}')
	}
	return buf.Bytes(), nil
}

// UnmarshalAction reads what MarshalAction writes. Unknown kinds and
// unknown or malformed fields are errors that name them.
func UnmarshalAction(data []byte) (Action, error) {
	var fields map[string]json.RawMessage
	if err := json.Unmarshal(data, &fields); err != nil {
		return nil, fmt.Errorf("action: %w", err)
	}
	var kind string
	if err := json.Unmarshal(fields["kind"], &kind); err != nil || kind == "" {
		return nil, errors.New(`action: no "kind"`)
	}
	newAction, ok := actionKinds[kind]
	if !ok {
		return nil, fmt.Errorf("action: unknown kind %q", kind)
	}
	delete(fields, "kind")
	a := newAction()
	if err := requireFields(reflect.TypeOf(a).Elem(), fields); err != nil {
		return nil, fmt.Errorf("action %s: %w", kind, err)
	}
	rest, err := json.Marshal(fields)
	if err != nil {
		return nil, fmt.Errorf("action %s: %w", kind, err)
	}
	if err := strictjson.Unmarshal(rest, a); err != nil {
		return nil, fmt.Errorf("action %s: %w", kind, err)
	}
	return derefAction(a), nil
}

// Entry is an action as a log keeps it: the action and what it did.
type Entry struct {
	Action  Action
	Summary Summary
}

// MarshalEntry writes an action and its result as one JSON object:
// {"action": {...}, "result": {...}}.
func MarshalEntry(a Action, r Summary) ([]byte, error) {
	ab, err := MarshalAction(a)
	if err != nil {
		return nil, err
	}
	return json.Marshal(struct {
		Action  json.RawMessage `json:"action"`
		Summary Summary         `json:"result"`
	}{ab, r})
}

// UnmarshalEntry reads what MarshalEntry writes.
func UnmarshalEntry(data []byte) (Entry, error) {
	var j struct {
		Action  json.RawMessage `json:"action"`
		Summary Summary         `json:"result"`
	}
	if err := strictjson.Unmarshal(data, &j); err != nil {
		return Entry{}, fmt.Errorf("log entry: %w", err)
	}
	a, err := UnmarshalAction(j.Action)
	if err != nil {
		return Entry{}, fmt.Errorf("log entry: %w", err)
	}
	return Entry{Action: a, Summary: j.Summary}, nil
}

// requireFields returns an error naming the first field of struct type t
// that its JSON tag does not mark omitempty and fields lacks.
func requireFields(t reflect.Type, fields map[string]json.RawMessage) error {
	for i := range t.NumField() {
		name, opts, _ := strings.Cut(t.Field(i).Tag.Get("json"), ",")
		if name == "" || name == "-" || strings.Contains(opts, "omitempty") {
			continue
		}
		if _, ok := fields[name]; !ok {
			return fmt.Errorf("no %q", name)
		}
	}
	return nil
}
