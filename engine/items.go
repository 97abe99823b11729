package engine

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/haventable/haventable/engine/modifier"
)

// A character's items at the table: the item cards it brought into the
// scenario (WithItems), each used by the UseItem action. The rules taken
// (docs/items.md, "At the table"): a spent item is turned over until a
// long rest refreshes it (every spent item, as the resting character's
// turn starts) or an ability refreshes it (RefreshItem); a consumed item
// stays used until the scenario ends; an item with use marks is used up
// when its last mark is made, then spent or consumed as the card says. Its
// effects are applied where the table can: a shield or a retaliate for the
// round, a heal of the character, an attack bonus and advantage on the
// character's next attack (this turn's; a melee attack's or a ranged
// attack's only when the card says so), an element consumed to use it; the
// rest of the card is for the players, in words.

// How an item is used up (TableItem.Use).
const (
	ItemSpent    = "spent"    // turned over until a long rest or an ability refreshes it
	ItemConsumed = "consumed" // lost until the scenario ends
)

// Item effects the table applies (ItemEffect.Kind).
const (
	ItemShield    = "shield"    // shield Value for the round
	ItemHeal      = "heal"      // heal Value, self
	ItemAttack    = "attack"    // +Value attack on the character's next attack
	ItemAdvantage = "advantage" // the character's next attack has advantage
	ItemCondition = "condition" // the condition Name on the character itself ("invisible", "strengthen" …)
	ItemBless     = "bless"     // Value bless cards shuffled into the character's own modifier deck
	ItemElement   = "element"   // the element Name infused ("ice", "dark" …)
	// ItemAttackCondition adds the condition Name ("poison", "stun" …) to
	// the character's next attack, as an added effect of the ability.
	ItemAttackCondition = "attack-condition"
	// ItemRetaliate is retaliate Value (reaching Range hexes; 0 or 1:
	// adjacent attackers) on the character for the round.
	ItemRetaliate = "retaliate"
	// ItemAttackedRetaliate is retaliate Value for the attack on the
	// character drawn and not applied ("When you are attacked by an
	// adjacent enemy, gain Retaliate 2 for the attack"): used while an
	// enemy's attack on it is drawn, its retaliate on it counts Value more
	// when the attacker is adjacent and the character survives.
	ItemAttackedRetaliate = "attacked-retaliate"
	// ItemTurnAttack is +Value attack on every attack of the character
	// this turn ("During your turn, add +1 Attack to all your attacks").
	ItemTurnAttack = "turn-attack"
	// ItemMove is +Value move on the character's next move ability (the
	// one it performs now, or the next one it plays).
	ItemMove = "move"
	// ItemTurnMove is +Value move on every move ability of the character
	// this turn ("During your turn add +1 Move to all your move
	// abilities"): the one it performs now and those it plays after.
	ItemTurnMove = "turn-move"
	// ItemConsume is the element Name consumed as the item is used: an
	// item that says "consume Ice to add …" cannot be used while the
	// element is inert.
	ItemConsume = "consume"
)

// The attacks an effect on the next attack is for (ItemEffect.Only,
// ItemBoost.Only); "" for any attack.
const (
	ItemMelee  = "melee"
	ItemRanged = "ranged"
)

// ItemEffectKinds are the item effects the table applies.
var ItemEffectKinds = []string{ItemShield, ItemHeal, ItemAttack, ItemAdvantage, ItemCondition, ItemBless, ItemElement,
	ItemAttackCondition, ItemRetaliate, ItemConsume, ItemMove, ItemTurnAttack, ItemAttackedRetaliate, ItemTurnMove}

// Limits on a character's items at the table.
const (
	MaxTableItems   = 40   // items one character brings
	MaxItemUses     = 20   // use marks on one item card
	MaxItemEffects  = 10   // effects of one item the table applies
	maxItemNameLen  = 200  // an item's name, in characters
	maxItemTextLen  = 4000 // an item card's words, in characters
	maxItemNumber   = 99999
	maxEffectAmount = modifier.MaxValue
)

// ItemEffect is one effect of an item the table applies.
type ItemEffect struct {
	Kind  string `json:"kind"`
	Value int    `json:"value,omitempty"`
	// Name is the condition (ItemCondition, ItemAttackCondition) or the
	// element (ItemElement, ItemConsume), in the engine's words.
	Name string `json:"name,omitempty"`
	// Single: the attack bonus, advantage or condition (ItemAttack,
	// ItemAdvantage, ItemAttackCondition) is for a single attack ("add
	// poison to a single attack", "+2 Attack to one attack"): one target of
	// the next attack, the first (ItemBoost.Single, SingleAttack,
	// SingleAdvantage); otherwise every target.
	Single bool `json:"single,omitempty"`
	// Range is a retaliate's reach (ItemRetaliate).
	Range int `json:"range,omitempty"`
	// Only is ItemMelee or ItemRanged for an effect on the next attack
	// (ItemAttack, ItemAdvantage, ItemAttackCondition) that the card gives
	// a melee or a ranged attack only ("During your melee attack …").
	Only string `json:"only,omitempty"`
}

// onNextAttack reports whether kind is an effect on the next attack.
func onNextAttack(kind string) bool {
	return kind == ItemAttack || kind == ItemAdvantage || kind == ItemAttackCondition
}

// check refuses an effect the table cannot apply.
func (e ItemEffect) check() error {
	if !slices.Contains(ItemEffectKinds, e.Kind) {
		return fmt.Errorf("unknown kind %q", e.Kind)
	}
	k, named := modifier.ParseEffectKind(e.Name)
	switch e.Kind {
	case ItemAdvantage:
	case ItemCondition, ItemAttackCondition:
		if !named || !k.IsCondition() {
			return fmt.Errorf("%s: %q is not a condition", e.Kind, e.Name)
		}
	case ItemElement, ItemConsume:
		if !named || !k.IsElement() {
			return fmt.Errorf("%s: %q is not an element", e.Kind, e.Name)
		}
	default:
		if e.Value < 1 || e.Value > maxEffectAmount {
			return fmt.Errorf("%s: value %d out of 1..%d", e.Kind, e.Value, maxEffectAmount)
		}
	}
	switch {
	case e.Name != "" && e.Kind != ItemCondition && e.Kind != ItemElement && e.Kind != ItemAttackCondition && e.Kind != ItemConsume:
		return fmt.Errorf("%s: only a condition or an element has a name", e.Kind)
	case e.Range != 0 && e.Kind != ItemRetaliate:
		return fmt.Errorf("%s: only a retaliate has a range", e.Kind)
	case e.Range < 0 || e.Range > maxEffectAmount:
		return fmt.Errorf("%s: range %d out of 0..%d", e.Kind, e.Range, maxEffectAmount)
	case e.Only != "" && e.Only != ItemMelee && e.Only != ItemRanged:
		return fmt.Errorf("%s: only %q is neither %q nor %q", e.Kind, e.Only, ItemMelee, ItemRanged)
	case e.Only != "" && !onNextAttack(e.Kind):
		return fmt.Errorf("%s: only an effect on the next attack is for a melee or a ranged attack", e.Kind)
	}
	if e.Single && !onNextAttack(e.Kind) {
		return fmt.Errorf("%s: only an effect on the next attack is for a single attack", e.Kind)
	}
	return nil
}

// TableItem is an item a character brought into the scenario and what has
// been done with it.
type TableItem struct {
	// Number is the item's number in its edition, Name its name.
	Number int    `json:"number"`
	Name   string `json:"name"`
	// Use is ItemSpent, ItemConsumed or "" (never used up: its effects
	// apply each time it is used).
	Use string `json:"use,omitempty"`
	// Uses is the number of use marks on the card (0: none; the item is
	// used up at its first use).
	Uses int `json:"uses,omitempty"`
	// Effects are what using it applies; Words says that the card says
	// more than them, for the players to apply, and Text is the card's
	// words in the players' language ("" when the data gives none).
	Effects []ItemEffect `json:"effects,omitempty"`
	Words   bool         `json:"words,omitempty"`
	Text    string       `json:"text,omitempty"`
	// Marked counts the use marks made; Spent and Consumed tell how it is
	// used up (at most one is true).
	Marked   int  `json:"marked,omitempty"`
	Spent    bool `json:"spent,omitempty"`
	Consumed bool `json:"consumed,omitempty"`
}

// Ready reports whether the item may be used now.
func (it TableItem) Ready() bool {
	if it.Spent || it.Consumed {
		return false
	}
	return it.Use != "" || it.Uses == 0 || it.Marked < it.Uses
}

// UsesLeft is how many use marks the card has left (0 for a card without
// marks).
func (it TableItem) UsesLeft() int { return max(it.Uses-it.Marked, 0) }

func (it TableItem) clone() TableItem {
	it.Effects = slices.Clone(it.Effects)
	return it
}

// check refuses an item that cannot be at the table.
func (it TableItem) check() error {
	switch {
	case it.Number < 1 || it.Number > maxItemNumber:
		return fmt.Errorf("item number %d out of 1..%d", it.Number, maxItemNumber)
	case strings.TrimSpace(it.Name) == "" || utf8.RuneCountInString(it.Name) > maxItemNameLen:
		return fmt.Errorf("item %d: the name must be 1 to %d characters", it.Number, maxItemNameLen)
	case it.Use != "" && it.Use != ItemSpent && it.Use != ItemConsumed:
		return fmt.Errorf("item %d: use %q is neither %q nor %q", it.Number, it.Use, ItemSpent, ItemConsumed)
	case it.Uses < 0 || it.Uses > MaxItemUses:
		return fmt.Errorf("item %d: %d uses out of 0..%d", it.Number, it.Uses, MaxItemUses)
	case it.Marked < 0 || it.Marked > max(it.Uses, 1):
		return fmt.Errorf("item %d: %d marks on a card of %d", it.Number, it.Marked, it.Uses)
	case it.Spent && it.Consumed, it.Spent && it.Use != ItemSpent, it.Consumed && it.Use != ItemConsumed:
		return fmt.Errorf("item %d: used up as %q but marked otherwise", it.Number, it.Use)
	case utf8.RuneCountInString(it.Text) > maxItemTextLen || !utf8.ValidString(it.Text):
		return fmt.Errorf("item %d: the words must be text of at most %d characters", it.Number, maxItemTextLen)
	case len(it.Effects) > MaxItemEffects:
		return fmt.Errorf("item %d: %d effects, at most %d", it.Number, len(it.Effects), MaxItemEffects)
	}
	for i, e := range it.Effects {
		if err := e.check(); err != nil {
			return fmt.Errorf("item %d: effect %d: %w", it.Number, i, err)
		}
		if e.Only != "" && e.Only != it.attackOnly() {
			return fmt.Errorf("item %d: effect %d: for a %s attack, another for another attack", it.Number, i, e.Only)
		}
	}
	return nil
}

// attackOnly is the attack the item's effects on the next attack are for
// (ItemMelee, ItemRanged; "" any), its first one's.
func (it TableItem) attackOnly() string {
	for _, e := range it.Effects {
		if onNextAttack(e.Kind) && e.Only != "" {
			return e.Only
		}
	}
	return ""
}

// ItemBoost is what items used add to a character's next attack: an
// attack bonus, advantage and conditions added to the attack. It lasts
// until that attack is applied or the turn in progress ends. A boost for a
// melee (or a ranged) attack only is not added to a ranged (or melee)
// attack, and that attack does not end it.
type ItemBoost struct {
	Attack    int  `json:"attack,omitempty"`
	Advantage bool `json:"advantage,omitempty"`
	// Conditions are the conditions added to the attack (their names:
	// "poison", "stun" …), each once, in the order the items gave them.
	Conditions []string `json:"conditions,omitempty"`
	// Single are the conditions added to a single attack of it: they go
	// on its first target only (docs/items.md), each once, none of
	// Conditions.
	Single []string `json:"single,omitempty"`
	// SingleAttack and SingleAdvantage are the attack bonus and the
	// advantage given a single attack of it ("+2 Attack to one attack"):
	// the first target's only, as Single (SingleAdvantage is false where
	// Advantage is true).
	SingleAttack    int  `json:"single_attack,omitempty"`
	SingleAdvantage bool `json:"single_advantage,omitempty"`
	// Only is ItemMelee or ItemRanged when an item used is for such an
	// attack only: the whole boost is for the next attack of that kind.
	Only string `json:"only,omitempty"`
	// Move is +N move on the character's next move ability: the first
	// half it played with a move from its MoveFrom-th half played this
	// round (0 the first). It lasts until the turn ends; an attack does
	// not end it.
	Move     int `json:"move,omitempty"`
	MoveFrom int `json:"move_from,omitempty"`
	// TurnAttack is +N attack on every attack of the character until the
	// turn ends, whatever the attack (an attack applied does not end it).
	TurnAttack int `json:"turn_attack,omitempty"`
	// TurnMove is +N move on every move ability of the character until
	// the turn ends.
	TurnMove int `json:"turn_move,omitempty"`
}

// IsZero reports whether b adds nothing to the attack.
func (b ItemBoost) IsZero() bool { return b.Equal(ItemBoost{}) }

// Equal reports whether b and o add the same to the attack.
func (b ItemBoost) Equal(o ItemBoost) bool {
	return b.Attack == o.Attack && b.Advantage == o.Advantage && slices.Equal(b.Conditions, o.Conditions) &&
		slices.Equal(b.Single, o.Single) && b.SingleAttack == o.SingleAttack && b.SingleAdvantage == o.SingleAdvantage && b.Only == o.Only && b.Move == o.Move && b.MoveFrom == o.MoveFrom && b.TurnAttack == o.TurnAttack &&
		b.TurnMove == o.TurnMove
}

// lasting is what of b lasts after the attack it is for: the moves and
// the bonus for the turn's every attack.
func (b ItemBoost) lasting() ItemBoost {
	return ItemBoost{Move: b.Move, MoveFrom: b.MoveFrom, TurnAttack: b.TurnAttack, TurnMove: b.TurnMove}
}

// AppliesTo reports whether b is added to an attack, ranged or not.
func (b ItemBoost) AppliesTo(ranged bool) bool {
	return b.Only == "" || (b.Only == ItemRanged) == ranged
}

// clone returns a copy of b sharing nothing with it.
func (b ItemBoost) clone() ItemBoost {
	b.Conditions = slices.Clone(b.Conditions)
	b.Single = slices.Clone(b.Single)
	return b
}

// tableItems are one character's items at the table and the boost they
// give its next attack.
type tableItems struct {
	Character string      `json:"character"`
	Items     []TableItem `json:"items"`
	Boost     ItemBoost   `json:"boost,omitzero"`
}

func (t *tableItems) clone() *tableItems {
	c := *t
	c.Boost = t.Boost.clone()
	c.Items = make([]TableItem, len(t.Items))
	for i, it := range t.Items {
		c.Items[i] = it.clone()
	}
	return &c
}

// item returns the character's item numbered n.
func (t *tableItems) item(n int) (*TableItem, bool) {
	for i := range t.Items {
		if t.Items[i].Number == n {
			return &t.Items[i], true
		}
	}
	return nil, false
}

// WithItems returns a copy of the scenario in which character brought
// items into it (none used yet); s itself is unchanged (see
// WithCharacter). Bringing them again replaces them.
func (s *Scenario) WithItems(character string, items []TableItem) (*Scenario, error) {
	c := s.clone()
	if err := c.bringItems(character, items); err != nil {
		return nil, err
	}
	return c, nil
}

func (s *Scenario) bringItems(character string, items []TableItem) error {
	if f, ok := s.byID[character]; !ok || f.Kind != KindCharacter {
		return fmt.Errorf("items of %q: no such character", character)
	}
	if len(items) > MaxTableItems {
		return fmt.Errorf("items of %q: %d, at most %d", character, len(items), MaxTableItems)
	}
	t := &tableItems{Character: character, Items: make([]TableItem, 0, len(items))}
	for _, it := range items {
		it = it.clone()
		it.Marked, it.Spent, it.Consumed = 0, false, false
		if err := it.check(); err != nil {
			return fmt.Errorf("items of %q: %w", character, err)
		}
		if _, dup := t.item(it.Number); dup {
			return fmt.Errorf("items of %q: item %d brought twice", character, it.Number)
		}
		t.Items = append(t.Items, it)
	}
	if s.items == nil {
		s.items = map[string]*tableItems{}
	}
	s.items[character] = t
	return nil
}

// ItemsOf returns the items character brought into the scenario, as they
// stand (a copy); false when it brought none.
func (s *Scenario) ItemsOf(character string) ([]TableItem, bool) {
	t, ok := s.items[character]
	if !ok {
		return nil, false
	}
	return t.clone().Items, true
}

// ItemBoostOf is what the items character used add to its next attack.
func (s *Scenario) ItemBoostOf(character string) ItemBoost {
	if t, ok := s.items[character]; ok {
		return t.Boost.clone()
	}
	return ItemBoost{}
}

// Errors of the item actions, for the players' words.
var (
	// ErrItemUsed means an item used that is spent, consumed or has no
	// use mark left.
	ErrItemUsed = errors.New("the item is used up")
	// ErrItemReady means an item refreshed that is not used up.
	ErrItemReady = errors.New("the item is not used up")
	// ErrItemElement means an item used whose element to consume is
	// inert (ItemConsume); the error is an *ItemElementError.
	ErrItemElement = errors.New("the element to consume is inert")
	// ErrItemOtherAttack means an item used for a melee (ranged) attack
	// only while the next attack has items for a ranged (melee) one.
	ErrItemOtherAttack = errors.New("the next attack has items for another kind of attack")
	// ErrItemAttackDrawn means an item for the next attack used while the
	// character's own attack is drawn and not applied: the attack drawn
	// does not count it, so using it would spend it for nothing.
	ErrItemAttackDrawn = errors.New("the character's attack is drawn: the item is for the next one")
	// ErrItemNotAttacked means an item for the attack on its bearer
	// (ItemAttackedRetaliate) used while no enemy's attack on it is drawn
	// from an adjacent hex, or while the bearer falls to it.
	ErrItemNotAttacked = errors.New("no attack on the bearer by an adjacent enemy is drawn that the bearer survives")
)

// ItemElementError is the refusal of an item whose element to consume
// (Element) is inert; it wraps ErrItemElement.
type ItemElementError struct {
	Item    string
	Element modifier.EffectKind
}

func (e *ItemElementError) Error() string {
	return fmt.Sprintf("use item %s: %s: %v", e.Item, e.Element, ErrItemElement)
}

// Unwrap returns ErrItemElement.
func (e *ItemElementError) Unwrap() error { return ErrItemElement }

type (
	// UseItem uses item Item (its number) of character Character: a use
	// mark made, the item spent or consumed when used up, and its effects
	// applied (see TableItem).
	UseItem struct {
		Character string `json:"character"`
		Item      int    `json:"item"`
	}
	// RefreshItem refreshes a spent or consumed item of Character (an
	// ability that says so): ready again, its marks cleared.
	RefreshItem struct {
		Character string `json:"character"`
		Item      int    `json:"item"`
	}
)

func init() {
	registerAction(&UseItem{})
	registerAction(&RefreshItem{})
}

// Kind names.
func (UseItem) Kind() string     { return "use-item" }
func (RefreshItem) Kind() string { return "refresh-item" }

// ItemUsed is what using an item did.
type ItemUsed struct {
	Character string
	Number    int
	Name      string
	// Spent and Consumed: the item is now used up so; UsesLeft are its
	// marks left.
	Spent, Consumed bool
	UsesLeft        int
	// Shield is the shield gained for the round, Healing the heal (nil:
	// none), Boost what the next attack gains now, when this item adds to
	// it (zero otherwise).
	Shield  int
	Healing *Healing
	Boost   ItemBoost
	// Retaliate is the retaliate gained for the round (RetaliateRange its
	// reach); Took the elements consumed; Move the move added to the next
	// move ability.
	Retaliate, RetaliateRange int
	// AttackRetaliate is the retaliate added to the attack on the
	// character drawn (ItemAttackedRetaliate); TurnMove the move added to
	// every move ability of the turn (ItemTurnMove).
	AttackRetaliate, TurnMove int
	Took                      []modifier.EffectKind
	Move                      int
	// Conditions are the conditions the character gained, Blessed the
	// bless cards shuffled into its deck, Infused the elements infused.
	Conditions []modifier.EffectKind
	Blessed    int
	Infused    []modifier.EffectKind
	// Words: the card says more, for the players to apply.
	Words bool
}

// itemOf returns character's live figure, its items and item n.
func (s *Scenario) itemOf(character string, n int) (*tableItems, *TableItem, error) {
	f, err := s.live(character)
	if err != nil {
		return nil, nil, err
	}
	t, ok := s.items[f.ID]
	if !ok || f.Kind != KindCharacter {
		return nil, nil, fmt.Errorf("%q brought no items", character)
	}
	it, ok := t.item(n)
	if !ok {
		return nil, nil, fmt.Errorf("%q brought no item %d", character, n)
	}
	return t, it, nil
}

func (a UseItem) apply(s *Scenario) (Report, error) {
	t, it, err := s.itemOf(a.Character, a.Item)
	if err != nil {
		return Report{}, fmt.Errorf("use item: %w", err)
	}
	if !it.Ready() {
		return Report{}, fmt.Errorf("use item %s of %q: %w", it.Name, a.Character, ErrItemUsed)
	}
	if s.pending != nil && s.pending.Attacker == a.Character && slices.ContainsFunc(it.Effects, func(e ItemEffect) bool {
		return onNextAttack(e.Kind)
	}) {
		return Report{}, fmt.Errorf("use item %s of %q: %w", it.Name, a.Character, ErrItemAttackDrawn)
	}
	if it.Uses > 0 {
		it.Marked++
	}
	if it.Uses == 0 || it.Marked >= it.Uses {
		it.Spent, it.Consumed = it.Use == ItemSpent, it.Use == ItemConsumed
	}
	if only := it.attackOnly(); only != "" {
		if t.Boost.Only != "" && t.Boost.Only != only {
			return Report{}, fmt.Errorf("use item %s of %q (for a %s attack): %w", it.Name, a.Character, only, ErrItemOtherAttack)
		}
		t.Boost.Only = only
	}
	u := &ItemUsed{Character: a.Character, Number: it.Number, Name: it.Name, Spent: it.Spent, Consumed: it.Consumed,
		UsesLeft: it.UsesLeft(), Words: it.Words}
	for _, e := range it.Effects {
		switch e.Kind {
		case ItemAttackedRetaliate:
			if !s.retaliateForAttack(a.Character, e.Value) {
				return Report{}, fmt.Errorf("use item %s of %q: %w", it.Name, a.Character, ErrItemNotAttacked)
			}
			u.AttackRetaliate += e.Value
		case ItemConsume:
			k, _ := modifier.ParseEffectKind(e.Name)
			if took, err := s.consume(k); err != nil {
				return Report{}, fmt.Errorf("use item %s: %w", it.Name, err)
			} else if !took {
				return Report{}, &ItemElementError{Item: it.Name, Element: k}
			}
			u.Took = append(u.Took, k)
		case ItemTurnAttack:
			t.Boost.TurnAttack = min(t.Boost.TurnAttack+e.Value, maxEffectAmount)
			u.Boost = t.Boost.clone()
		case ItemMove:
			if t.Boost.Move == 0 {
				t.Boost.MoveFrom = s.moveHalfNow(a.Character)
			}
			t.Boost.Move = min(t.Boost.Move+e.Value, maxEffectAmount)
			u.Move += e.Value
		case ItemTurnMove:
			t.Boost.TurnMove = min(t.Boost.TurnMove+e.Value, maxEffectAmount)
			u.TurnMove += e.Value
		case ItemRetaliate:
			b := modifier.Bonus{Kind: modifier.BonusRetaliate, Value: e.Value, Range: e.Range, Duration: modifier.BonusRound}
			if err := s.addBonus(a.Character, b); err != nil {
				return Report{}, fmt.Errorf("use item %s: %w", it.Name, err)
			}
			u.Retaliate, u.RetaliateRange = u.Retaliate+e.Value, max(u.RetaliateRange, e.Range)
		case ItemShield:
			if err := s.addBonus(a.Character, modifier.Bonus{Kind: modifier.BonusShield, Value: e.Value, Duration: modifier.BonusRound}); err != nil {
				return Report{}, fmt.Errorf("use item %s: %w", it.Name, err)
			}
			u.Shield += e.Value
		case ItemHeal:
			h, err := s.heal(a.Character, e.Value)
			if err != nil {
				return Report{}, fmt.Errorf("use item %s: %w", it.Name, err)
			}
			u.Healing = &h
		case ItemAttack:
			if e.Single {
				t.Boost.SingleAttack = min(t.Boost.SingleAttack+e.Value, maxEffectAmount)
			} else {
				t.Boost.Attack = min(t.Boost.Attack+e.Value, maxEffectAmount)
			}
			u.Boost = t.Boost.clone()
		case ItemAdvantage:
			// advantage on every attack holds that on a single one
			t.Boost.Advantage = t.Boost.Advantage || !e.Single
			t.Boost.SingleAdvantage = !t.Boost.Advantage
			u.Boost = t.Boost.clone()
		case ItemAttackCondition:
			t.Boost = t.Boost.withCondition(e.Name, e.Single)
			u.Boost = t.Boost.clone()
		case ItemCondition:
			k, _ := modifier.ParseEffectKind(e.Name)
			if err := s.addCondition(a.Character, k); err != nil && !errors.Is(err, ErrImmune) {
				return Report{}, fmt.Errorf("use item %s: %w", it.Name, err)
			} else if err == nil {
				u.Conditions = append(u.Conditions, k)
			}
		case ItemBless:
			key, ok := s.DeckOwnerOf(a.Character)
			if !ok {
				return Report{}, fmt.Errorf("use item %s: %q has no modifier deck", it.Name, a.Character)
			}
			d, err := s.deckByKey(key)
			if err != nil {
				return Report{}, fmt.Errorf("use item %s: %w", it.Name, err)
			}
			for range e.Value {
				if err := d.Add(modifier.MustParseCard("bless")); err != nil {
					return Report{}, fmt.Errorf("use item %s: %w", it.Name, err)
				}
				u.Blessed++
			}
		case ItemElement:
			k, _ := modifier.ParseEffectKind(e.Name)
			if err := s.infuse(k); err != nil {
				return Report{}, fmt.Errorf("use item %s: %w", it.Name, err)
			}
			u.Infused = append(u.Infused, k)
		}
	}
	r := Report{Item: u}
	if u.Healing != nil {
		r.Healing = *u.Healing
	}
	return r, nil
}

func (a RefreshItem) apply(s *Scenario) (Report, error) {
	_, it, err := s.itemOf(a.Character, a.Item)
	if err != nil {
		return Report{}, fmt.Errorf("refresh item: %w", err)
	}
	if !it.Spent && !it.Consumed && it.Marked == 0 {
		return Report{}, fmt.Errorf("refresh item %s of %q: %w", it.Name, a.Character, ErrItemReady)
	}
	it.Marked, it.Spent, it.Consumed = 0, false, false
	return Report{Item: &ItemUsed{Character: a.Character, Number: it.Number, Name: it.Name, UsesLeft: it.UsesLeft()}}, nil
}

// retaliateForAttack adds retaliate n to character's results in the
// attack drawn on it (ItemAttackedRetaliate): an enemy's attack from an
// adjacent hex (a retaliate without range reaches adjacent attackers,
// counted along the map as an attack's range is), on the results the
// character survives. false, and nothing changes, when there are none.
func (s *Scenario) retaliateForAttack(character string, n int) bool {
	p := s.pending
	if p == nil {
		return false
	}
	att, bearer := s.byID[p.Attacker], s.byID[character]
	if att == nil || bearer == nil || !enemyInPlay(bearer, att) {
		return false
	}
	if d, ok := s.grid.Range(bearer.At, att.At); !ok || d != 1 {
		return false
	}
	added := false
	for i := range p.Targets {
		if r := &p.Targets[i]; r.ID == character && !r.Dead {
			r.Retaliate = min(r.Retaliate+n, modifier.MaxValue)
			added = true
		}
	}
	return added
}

// refreshSpent refreshes character's spent items (a long rest) and
// returns their numbers.
func (s *Scenario) refreshSpent(character string) []int {
	t, ok := s.items[character]
	if !ok {
		return nil
	}
	var out []int
	for i := range t.Items {
		if it := &t.Items[i]; it.Spent {
			it.Spent, it.Marked = false, 0
			out = append(out, it.Number)
		}
	}
	return out
}

// withItemBoost adds to attack a by attacker what its items give its next
// attack (a character's own attacks only; an attack of the kind the boost
// is for).
func (s *Scenario) withItemBoost(attacker string, a modifier.Attack) modifier.Attack {
	t, ok := s.items[attacker]
	if !ok {
		return a
	}
	a.Value = min(a.Value+t.Boost.TurnAttack, modifier.MaxValue)
	if !t.Boost.AppliesTo(a.Ranged) {
		return a
	}
	a.Value = min(a.Value+t.Boost.Attack, modifier.MaxValue)
	a.Advantage = a.Advantage || t.Boost.Advantage
	for _, name := range t.Boost.Conditions {
		k, _ := modifier.ParseEffectKind(name)
		a.Effects = modifier.MergeEffects(a.Effects, []modifier.Effect{{Kind: k}})
	}
	return a
}

// withCondition is b with condition name added to every attack of it, or
// to a single one: a condition on every attack is not given again for a
// single one, and one for a single attack given for every attack goes on
// every one.
func (b ItemBoost) withCondition(name string, single bool) ItemBoost {
	b = b.clone()
	switch {
	case slices.Contains(b.Conditions, name):
	case !single:
		b.Single = slices.DeleteFunc(b.Single, func(s string) bool { return s == name })
		b.Conditions = append(b.Conditions, name)
	case !slices.Contains(b.Single, name):
		b.Single = append(b.Single, name)
	}
	return b
}

// withSingleBoost gives the first of defenders of attack a by attacker
// the attack bonus and advantage its items give a single attack
// (ItemBoost.SingleAttack, SingleAdvantage): the first target named is the
// one the item is for (docs/items.md); an attack of the kind the boost is
// not for gets none.
func (s *Scenario) withSingleBoost(attacker string, a modifier.Attack, defenders []modifier.Defender) {
	t, ok := s.items[attacker]
	if !ok || len(defenders) == 0 || !t.Boost.AppliesTo(a.Ranged) {
		return
	}
	defenders[0].Bonus = t.Boost.SingleAttack
	defenders[0].Advantage = t.Boost.SingleAdvantage
}

// withSingle adds to the first of targets of attack a the conditions
// character's items give a single attack (ItemBoost.Single): the first
// target named is the one the item is for; an attack of the kind the boost
// is not for gets none.
func (s *Scenario) withSingle(attacker string, a modifier.Attack, targets []modifier.TargetResult) {
	t, ok := s.items[attacker]
	if !ok || len(t.Boost.Single) == 0 || len(targets) == 0 || !t.Boost.AppliesTo(a.Ranged) {
		return
	}
	var add []modifier.Effect
	for _, name := range t.Boost.Single {
		k, _ := modifier.ParseEffectKind(name)
		add = append(add, modifier.Effect{Kind: k})
	}
	targets[0].Effects = modifier.MergeEffects(targets[0].Effects, add)
}

// endBoost ends what items gave character's next attack.
func (s *Scenario) endBoost(character string) {
	if t, ok := s.items[character]; ok {
		t.Boost = ItemBoost{}
	}
}

// spendBoost ends what items gave character's next attack when attack a
// (applied) was the attack it is for; the move they give its next move
// stays.
func (s *Scenario) spendBoost(character string, a modifier.Attack) {
	if t, ok := s.items[character]; ok && t.Boost.AppliesTo(a.Ranged) {
		t.Boost = t.Boost.lasting()
	}
}

// moveHalfNow is the index, among the halves character played this round,
// of the move ability an item used now adds to: the half played last when
// it is a move (the item is used during it), else the next half played.
func (s *Scenario) moveHalfNow(character string) int {
	h, kept := s.hands[character]
	if !kept {
		return 0
	}
	if n := len(h.Played); n > 0 && s.active == character {
		if _, move := halfMove(h, h.Played[n-1]); move {
			return n - 1
		}
	}
	return len(h.Played)
}

// itemMove is the move the items character used add to the half it played
// last, a move: their move for every move ability of the turn, and their
// move for the next one when that half is the first move ability played
// since they were used.
func (s *Scenario) itemMove(character string) int {
	t, ok := s.items[character]
	h, kept := s.hands[character]
	if !ok || !kept {
		return 0
	}
	n := t.Boost.TurnMove
	if t.Boost.Move == 0 {
		return n
	}
	for i := min(t.Boost.MoveFrom, len(h.Played)); i < len(h.Played); i++ {
		if _, move := halfMove(h, h.Played[i]); move {
			if i == len(h.Played)-1 {
				return n + t.Boost.Move
			}
			return n
		}
	}
	return n
}

// itemsJSON are the characters' items for a snapshot, in figure order.
func (s *Scenario) itemsJSON() []*tableItems {
	var out []*tableItems
	for _, f := range s.figures {
		if t, ok := s.items[f.ID]; ok {
			out = append(out, t.clone())
		}
	}
	return out
}

// restoreItems keeps the items of a snapshot, each checked.
func (s *Scenario) restoreItems(ts []*tableItems) error {
	for i, t := range ts {
		if t == nil {
			return fmt.Errorf("items[%d]: missing", i)
		}
		if _, dup := s.items[t.Character]; dup {
			return fmt.Errorf("items[%d]: %q given twice", i, t.Character)
		}
		marks := make([]TableItem, len(t.Items))
		copy(marks, t.Items)
		if err := s.bringItems(t.Character, t.Items); err != nil {
			return fmt.Errorf("items[%d]: %w", i, err)
		}
		kept := s.items[t.Character]
		for j, it := range marks {
			kept.Items[j].Marked, kept.Items[j].Spent, kept.Items[j].Consumed = it.Marked, it.Spent, it.Consumed
			if err := kept.Items[j].check(); err != nil {
				return fmt.Errorf("items[%d]: %w", i, err)
			}
		}
		if t.Boost.Attack < 0 || t.Boost.Attack > maxEffectAmount || t.Boost.SingleAttack < 0 || t.Boost.SingleAttack > maxEffectAmount {
			return fmt.Errorf("items[%d]: boost %d (%d on one attack) out of 0..%d", i, t.Boost.Attack, t.Boost.SingleAttack, maxEffectAmount)
		}
		if t.Boost.Advantage && t.Boost.SingleAdvantage {
			return fmt.Errorf("items[%d]: boost: advantage on every attack and on one", i)
		}
		if t.Boost.Only != "" && t.Boost.Only != ItemMelee && t.Boost.Only != ItemRanged {
			return fmt.Errorf("items[%d]: boost for %q attacks", i, t.Boost.Only)
		}
		if t.Boost.TurnAttack < 0 || t.Boost.TurnAttack > maxEffectAmount || t.Boost.TurnMove < 0 || t.Boost.TurnMove > maxEffectAmount {
			return fmt.Errorf("items[%d]: turn attack boost %d, turn move boost %d out of 0..%d", i, t.Boost.TurnAttack, t.Boost.TurnMove, maxEffectAmount)
		}
		if t.Boost.Move < 0 || t.Boost.Move > maxEffectAmount || t.Boost.MoveFrom < 0 || t.Boost.MoveFrom > maxEffectAmount {
			return fmt.Errorf("items[%d]: move boost %d from half %d out of 0..%d", i, t.Boost.Move, t.Boost.MoveFrom, maxEffectAmount)
		}
		all := slices.Concat(t.Boost.Conditions, t.Boost.Single)
		for j, name := range all {
			if k, ok := modifier.ParseEffectKind(name); !ok || !k.IsCondition() {
				return fmt.Errorf("items[%d]: boost: %q is not a condition", i, name)
			}
			if slices.Contains(all[:j], name) {
				return fmt.Errorf("items[%d]: boost: %q given twice", i, name)
			}
		}
		kept.Boost = t.Boost.clone()
	}
	return nil
}
