package pack

import (
	"encoding/json"
	"slices"
	"strconv"
	"unicode/utf8"

	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/engine/outpost"
	"github.com/haventable/haventable/engine/strictjson"
)

// This file holds what a group keeps between scenarios: item cards, battle
// goals, personal quests and events (docs/data-format.md, "Items, battle
// goals, personal quests and events").

// Limits on the between-scenarios part of a pack.
const (
	MaxItems          = 2000 // item cards in a pack
	MaxBattleGoals    = 500  // battle goal cards in a pack
	MaxPersonalQuests = 500  // personal quest cards in a pack
	MaxEvents         = 2000 // event cards in a pack
	MaxStoryLen       = 8000 // an event's or an option's words, in characters
	MaxLanguages      = 8    // languages one text is given in
	MaxItemEffects    = 20   // effects on one item card
	MaxOptions        = 6    // options on one event card
	MaxOutcomes       = 20   // outcomes of one option
	MaxOutcomeEffects = 30   // effects of one outcome
	MaxRequirements   = 10   // requirements of one personal quest
	MaxRequiredItems  = 10   // items one item takes to craft
	MaxItemCost       = 999  // an item's price in gold
	MaxEffectValue    = 999  // an effect's number (gold, experience, shield …)
)

// Text is one text in one language.
type Text struct {
	// Lang is a language code: "en", "de", "fr".
	Lang string `json:"lang,required"`
	Text string `json:"text,required"`
}

// Texts are a text in the languages the pack gives it in, English first
// when it has it.
type Texts []Text

// In returns the text in lang, else in English, else the first given ("":
// none).
func (w Texts) In(lang string) string {
	for _, t := range w {
		if t.Lang == lang {
			return t.Text
		}
	}
	for _, t := range w {
		if t.Lang == "en" {
			return t.Text
		}
	}
	if len(w) > 0 {
		return w[0].Text
	}
	return ""
}

// Item slots.
const (
	SlotHead     = "head"
	SlotBody     = "body"
	SlotLegs     = "legs"
	SlotOneHand  = "one_hand"
	SlotTwoHands = "two_hands"
	SlotSmall    = "small"
)

// ItemSlots are the slots an item may take, in the order a sheet lists
// them.
var ItemSlots = []string{SlotHead, SlotBody, SlotLegs, SlotOneHand, SlotTwoHands, SlotSmall}

// How an item is used up.
const (
	UseSpent    = "spent"    // turned over until a long rest refreshes it
	UseConsumed = "consumed" // lost until the scenario ends
)

// Item is an item card.
type Item struct {
	// Number is the item's number in its edition.
	Number int `json:"number,required"`
	// Name is the item's name as a character's sheet keeps it; Names
	// are its name in the languages the pack gives it in.
	Name  string `json:"name,required"`
	Names Texts  `json:"names,omitempty"`
	// Slot is where it is worn; "" for an item not worn (a token kept,
	// such as a key).
	Slot string `json:"slot,omitempty"`
	// Cost is the price in gold (0: not sold for gold).
	Cost int `json:"cost,omitempty"`
	// Count is how many copies the edition has (0: one).
	Count int `json:"count,omitempty"`
	// Prosperity is the prosperity level from which the city's shop sells
	// it (0: not sold by prosperity; found or unlocked).
	Prosperity int `json:"prosperity,omitempty"`
	// Building and BuildingLevel are the Frosthaven building that makes
	// it available, and its level.
	Building      string `json:"building,omitempty"`
	BuildingLevel int    `json:"building_level,omitempty"`
	// Resources are what crafting it costs (Frosthaven: the materials and
	// herbs on its card, paid in downtime; outpost.PayCraft).
	Resources CraftCost `json:"resources,omitempty"`
	// AnyHerbs is a crafting cost of that many herbs in any combination
	// (Frosthaven: the potion brewed from two or three herbs with one of
	// them twice or more, rulebook p. 66; GHS's resourcesAny); 0: none.
	AnyHerbs int `json:"any_herbs,omitempty"`
	// RequiredItems are the numbers of the items crafting it takes besides
	// its resources (Frosthaven, GHS's requiredItems): the crafter must own
	// them and gives them up (shop.Craft).
	RequiredItems []int `json:"required_items,omitempty"`
	// ExtraSmall is how many small items more than its level allows a
	// character bringing it brings ("bring two additional small items";
	// shop.LimitsWith).
	ExtraSmall int `json:"extra_small,omitempty"`
	// Use is "spent", "consumed" or "" (never used up).
	Use string `json:"use,omitempty"`
	// Uses is how many use marks the card has before it is used up (0:
	// one use).
	Uses int `json:"uses,omitempty"`
	// Effects are what using it does that the table plays; the card's
	// words (Text) say the rest.
	Effects []ItemEffect `json:"effects,omitempty"`
	Text    Texts        `json:"text,omitempty"`
}

// Item effect kinds the table plays.
const (
	EffectShield    = "shield"    // shield Value for the round
	EffectHeal      = "heal"      // heal Value, self
	EffectAttack    = "attack"    // +Value attack on the attack it is used with
	EffectAdvantage = "advantage" // the attack it is used with has advantage
	// EffectModifier adds Value cards Card ("-1", "+1") to the owner's
	// attack modifier deck for the scenario while the item is worn.
	EffectModifier = "modifier"
	// EffectCondition gives the bearer the condition Name ("invisible",
	// "strengthen", "ward" …); EffectBless shuffles Value bless cards into
	// its own deck; EffectElement infuses the element Name ("ice").
	EffectCondition = "condition"
	EffectBless     = "bless"
	EffectElement   = "element"
	// EffectAttackCondition adds the condition Name to the bearer's next
	// attack ("add poison to a single attack").
	EffectAttackCondition = "attack-condition"
	// EffectRetaliate is retaliate Value (Range hexes) on the bearer for
	// the round; EffectConsume consumes the element Name as the item is
	// used ("consume Ice to add +2 attack"): without it the item is not used.
	EffectRetaliate = "retaliate"
	EffectConsume   = "consume"
	// EffectMove is +Value move on the bearer's next move ability;
	// EffectTurnAttack +Value attack on all its attacks this turn.
	EffectMove       = "move"
	EffectTurnAttack = "turn-attack"
	// EffectAttackedRetaliate is retaliate Value for the attack on the
	// bearer by an adjacent enemy, used once that attack is drawn ("When
	// you are attacked by an adjacent enemy, gain Retaliate 2 for the
	// attack").
	EffectAttackedRetaliate = "attacked-retaliate"
	// EffectTurnMove is +Value move on all the bearer's move abilities
	// this turn.
	EffectTurnMove = "turn-move"
)

// The attacks an effect on the next attack is for (ItemEffect.Only).
const (
	OnlyMelee  = "melee"
	OnlyRanged = "ranged"
)

// ItemEffectKinds are the item effect kinds.
var ItemEffectKinds = []string{EffectShield, EffectHeal, EffectAttack, EffectAdvantage, EffectModifier,
	EffectCondition, EffectBless, EffectElement, EffectAttackCondition, EffectRetaliate, EffectConsume, EffectMove, EffectTurnAttack, EffectAttackedRetaliate, EffectTurnMove}

// ItemEffect is one effect of an item the table plays.
type ItemEffect struct {
	Kind  string `json:"kind,required"`
	Value int    `json:"value,omitempty"`
	// Card is the modifier card an EffectModifier adds: "-1", "+1" …
	Card string `json:"card,omitempty"`
	// Name is the condition of an EffectCondition or an
	// EffectAttackCondition, the element of an EffectElement or an
	// EffectConsume, in the engine's words.
	Name string `json:"name,omitempty"`
	// Single: an EffectAttack's bonus, an EffectAdvantage or an
	// EffectAttackCondition's condition is for a single attack ("to a
	// single attack", "to one attack"): the first target of the next
	// attack only (engine.ItemEffect.Single).
	Single bool `json:"single,omitempty"`
	// Range is an EffectRetaliate's reach (0: adjacent attackers).
	Range int `json:"range,omitempty"`
	// Only is OnlyMelee or OnlyRanged for an effect on the next attack
	// (attack, advantage, attack-condition) the card gives a melee or a
	// ranged attack only; every such effect of an item is for the same.
	Only string `json:"only,omitempty"`
}

// BattleGoal is a battle goal card.
type BattleGoal struct {
	// ID is the card's number as printed ("458").
	ID   string `json:"id,required"`
	Name Texts  `json:"name,required"`
	// Checks are the check marks it gives when met (1 to 3).
	Checks int   `json:"checks,required"`
	Text   Texts `json:"text,omitempty"`
}

// PersonalQuest is a personal quest card.
type PersonalQuest struct {
	ID   string `json:"id,required"`
	Name Texts  `json:"name,required"`
	// Requirements are met in order, each Count times.
	Requirements []Requirement `json:"requirements,required"`
	// Opens is what completing it opens, in words ("the Squidface
	// class", "envelope 24:42").
	Opens string `json:"opens,omitempty"`
}

// Requirement is one counter of a personal quest.
type Requirement struct {
	Text  Texts `json:"text,required"`
	Count int   `json:"count,required"`
	// Track is what the table counts for it by itself from its records;
	// "" means the players count by hand (docs/data-format.md).
	Track string `json:"track,omitempty"`
}

// Event is an event card.
type Event struct {
	// ID is the card's number, once in its deck.
	ID string `json:"id,required"`
	// Deck is the deck it belongs to: "city", "road", "boat",
	// "summer-outpost" …
	Deck    string        `json:"deck,required"`
	Text    Texts         `json:"text,omitempty"`
	Options []EventOption `json:"options,required"`
}

// EventOption is one choice on an event card.
type EventOption struct {
	Label    string         `json:"label,required"`
	Text     Texts          `json:"text,omitempty"`
	Outcomes []EventOutcome `json:"outcomes,omitempty"`
	// Return says the card goes back into its deck after this choice
	// (else it is removed from the game).
	Return bool `json:"return,omitempty"`
}

// EventOutcome is one outcome of an option: the players read its
// condition (when it has one) and take it if it holds.
type EventOutcome struct {
	Condition string        `json:"condition,omitempty"`
	Text      Texts         `json:"text,omitempty"`
	Effects   []EventEffect `json:"effects,omitempty"`
}

// Event effect kinds the campaign applies; every other effect is words
// (EventText).
const (
	EventGold       = "gold"       // each character gains Value gold (negative: loses)
	EventExperience = "experience" // each character gains Value experience
	EventReputation = "reputation" // the party's reputation changes by Value
	EventProsperity = "prosperity" // the city's prosperity changes by Value checks
	EventNothing    = "nothing"    // no effect
	EventText       = "text"       // Text says what to do
	// EventNextScenario: every character starts the next scenario with
	// what Text says (conditions, damage, cards discarded): the campaign
	// keeps it and Start scenario applies it (outpost.NextScenario).
	EventNextScenario = "next-scenario"
)

// EventEffectKinds are the event effect kinds.
var EventEffectKinds = []string{EventGold, EventExperience, EventReputation, EventProsperity, EventNothing, EventText,
	EventNextScenario}

// EventEffect is one effect of an outcome.
type EventEffect struct {
	Kind  string `json:"kind,required"`
	Value int    `json:"value,omitempty"`
	Text  string `json:"text,omitempty"`
}

// Played reports whether the campaign applies the effect itself.
func (e EventEffect) Played() bool { return e.Kind != EventText }

// SheetCounts counts a pack's items, battle goals, personal quests and
// events, and their effects: those the table plays and those it shows in
// words.
type SheetCounts struct {
	Items, BattleGoals, PersonalQuests, Events int
	// ItemEffects are the items' effects played; ItemWords the items
	// whose card says more than them (in words).
	ItemEffects, ItemWords int
	// EventPlayed and EventWords count the events' outcome effects.
	EventPlayed, EventWords int
	// Tracked and ByHand count the personal quests' requirements.
	Tracked, ByHand int
}

// SheetCount counts the pack's between-scenarios contents.
func (p *Pack) SheetCount() SheetCounts {
	c := SheetCounts{Items: len(p.Items), BattleGoals: len(p.BattleGoals), PersonalQuests: len(p.PersonalQuests), Events: len(p.Events)}
	for _, it := range p.Items {
		c.ItemEffects += len(it.Effects)
		if len(it.Text) > 0 {
			c.ItemWords++
		}
	}
	for _, e := range p.Events {
		for _, o := range e.Options {
			for _, out := range o.Outcomes {
				for _, ef := range out.Effects {
					if ef.Played() {
						c.EventPlayed++
					} else {
						c.EventWords++
					}
				}
			}
		}
	}
	for _, q := range p.PersonalQuests {
		for _, r := range q.Requirements {
			if r.Track != "" {
				c.Tracked++
			} else {
				c.ByHand++
			}
		}
	}
	return c
}

// Item returns the pack's item numbered n.
func (p *Pack) Item(n int) (*Item, bool) {
	for i := range p.Items {
		if p.Items[i].Number == n {
			return &p.Items[i], true
		}
	}
	return nil, false
}

// checkSheet checks the between-scenarios part of the pack.
func (c *checker) checkSheet(p *Pack) {
	if c.count("items", len(p.Items), MaxItems) {
		seen := map[int]bool{}
		for i, it := range p.Items {
			c.item("items["+strconv.Itoa(i)+"]", it, seen)
		}
	}
	if c.count("battle_goals", len(p.BattleGoals), MaxBattleGoals) {
		seen := map[string]bool{}
		for i, g := range p.BattleGoals {
			path := "battle_goals[" + strconv.Itoa(i) + "]"
			c.id(path+".id", g.ID, seen)
			c.texts(path+".name", g.Name, MaxNameLen, true)
			c.texts(path+".text", g.Text, MaxTextLen, false)
			c.between(path+".checks", g.Checks, 1, 3)
		}
	}
	if c.count("personal_quests", len(p.PersonalQuests), MaxPersonalQuests) {
		seen := map[string]bool{}
		for i, q := range p.PersonalQuests {
			path := "personal_quests[" + strconv.Itoa(i) + "]"
			c.id(path+".id", q.ID, seen)
			c.texts(path+".name", q.Name, MaxNameLen, true)
			c.text(path+".opens", q.Opens)
			if len(q.Requirements) == 0 {
				c.add(path+".requirements", "empty")
			}
			if c.count(path+".requirements", len(q.Requirements), MaxRequirements) {
				for j, r := range q.Requirements {
					rp := path + ".requirements[" + strconv.Itoa(j) + "]"
					c.texts(rp+".text", r.Text, MaxTextLen, true)
					c.between(rp+".count", r.Count, 1, MaxEffectValue)
					c.text(rp+".track", r.Track)
				}
			}
		}
	}
	if c.count("events", len(p.Events), MaxEvents) {
		seen := map[string]bool{}
		for i, e := range p.Events {
			c.event("events["+strconv.Itoa(i)+"]", e, seen)
		}
	}
}

func (c *checker) item(path string, it Item, seen map[int]bool) {
	c.between(path+".number", it.Number, 1, 99999)
	if seen[it.Number] {
		c.add(path+".number", "item %d given twice", it.Number)
	}
	seen[it.Number] = true
	c.name(path+".name", it.Name)
	c.texts(path+".names", it.Names, MaxNameLen, false)
	if it.Slot != "" && !slices.Contains(ItemSlots, it.Slot) {
		c.add(path+".slot", "want one of %v, found %q", ItemSlots, it.Slot)
	}
	c.between(path+".cost", it.Cost, 0, MaxItemCost)
	c.between(path+".count", it.Count, 0, 99)
	c.between(path+".prosperity", it.Prosperity, 0, 9)
	c.text(path+".building", it.Building)
	c.between(path+".building_level", it.BuildingLevel, 0, 9)
	for r, n := range it.Resources.Supply() {
		if !r.Known() || r == outpost.Gold {
			c.add(path+".resources", "want a material or a herb, found %q", r)
		}
		c.between(path+".resources."+string(r), n, 0, MaxItemCost)
	}
	c.between(path+".any_herbs", it.AnyHerbs, 0, MaxItemCost)
	if c.count(path+".required_items", len(it.RequiredItems), MaxRequiredItems) {
		for j, n := range it.RequiredItems {
			rp := path + ".required_items[" + strconv.Itoa(j) + "]"
			c.between(rp, n, 1, 99999)
			if n == it.Number {
				c.add(rp, "an item does not need itself")
			}
		}
	}
	c.between(path+".extra_small", it.ExtraSmall, 0, 9)
	if it.Use != "" && it.Use != UseSpent && it.Use != UseConsumed {
		c.add(path+".use", "want \"spent\", \"consumed\" or nothing, found %q", it.Use)
	}
	c.between(path+".uses", it.Uses, 0, 20)
	if c.count(path+".effects", len(it.Effects), MaxItemEffects) {
		for j, e := range it.Effects {
			ep := path + ".effects[" + strconv.Itoa(j) + "]"
			if !slices.Contains(ItemEffectKinds, e.Kind) {
				c.add(ep+".kind", "want one of %v, found %q", ItemEffectKinds, e.Kind)
			}
			c.between(ep+".value", e.Value, 0, MaxEffectValue)
			switch e.Kind {
			case EffectModifier:
				if e.Card != "-1" && e.Card != "+1" && e.Card != "-2" && e.Card != "+0" {
					c.add(ep+".card", "want -2, -1, +0 or +1, found %q", e.Card)
				}
			case EffectCondition, EffectElement, EffectAttackCondition, EffectConsume:
				element := e.Kind == EffectElement || e.Kind == EffectConsume
				if k, ok := modifier.ParseEffectKind(e.Name); !ok || !element && !k.IsCondition() || element && !k.IsElement() {
					c.add(ep+".name", "want a %s, found %q", e.Kind, e.Name)
				}
			default:
				if e.Card != "" {
					c.add(ep+".card", "only a modifier effect names a card")
				}
				if e.Name != "" {
					c.add(ep+".name", "only a condition or an element effect has a name")
				}
			}
			if e.Single && e.Kind != EffectAttack && e.Kind != EffectAdvantage && e.Kind != EffectAttackCondition {
				c.add(ep+".single", "only an attack, advantage or attack-condition is for a single attack")
			}
			c.between(ep+".range", e.Range, 0, MaxEffectValue)
			if e.Range != 0 && e.Kind != EffectRetaliate {
				c.add(ep+".range", "only a retaliate has a range")
			}
			switch {
			case e.Only != "" && e.Only != OnlyMelee && e.Only != OnlyRanged:
				c.add(ep+".only", "want %q, %q or nothing, found %q", OnlyMelee, OnlyRanged, e.Only)
			case e.Only != "" && e.Kind != EffectAttack && e.Kind != EffectAdvantage && e.Kind != EffectAttackCondition:
				c.add(ep+".only", "only an effect on the next attack is for a melee or a ranged attack")
			case e.Only != "" && slices.ContainsFunc(it.Effects[:j], func(o ItemEffect) bool { return o.Only != "" && o.Only != e.Only }):
				c.add(ep+".only", "%q, but an effect before is for another attack", e.Only)
			}
		}
	}
	c.texts(path+".text", it.Text, MaxTextLen, false)
}

func (c *checker) event(path string, e Event, seen map[string]bool) {
	c.name(path+".id", e.ID)
	c.name(path+".deck", e.Deck)
	if seen[e.Deck+"\x00"+e.ID] {
		c.add(path+".id", "%q of the %q deck given twice", e.ID, e.Deck)
	}
	seen[e.Deck+"\x00"+e.ID] = true
	c.texts(path+".text", e.Text, MaxStoryLen, false)
	if len(e.Options) == 0 {
		c.add(path+".options", "empty")
	}
	if !c.count(path+".options", len(e.Options), MaxOptions) {
		return
	}
	for j, o := range e.Options {
		op := path + ".options[" + strconv.Itoa(j) + "]"
		c.name(op+".label", o.Label)
		c.texts(op+".text", o.Text, MaxStoryLen, false)
		if !c.count(op+".outcomes", len(o.Outcomes), MaxOutcomes) {
			continue
		}
		for k, out := range o.Outcomes {
			xp := op + ".outcomes[" + strconv.Itoa(k) + "]"
			c.text(xp+".condition", out.Condition)
			c.texts(xp+".text", out.Text, MaxStoryLen, false)
			if !c.count(xp+".effects", len(out.Effects), MaxOutcomeEffects) {
				continue
			}
			for l, ef := range out.Effects {
				fp := xp + ".effects[" + strconv.Itoa(l) + "]"
				if !slices.Contains(EventEffectKinds, ef.Kind) {
					c.add(fp+".kind", "want one of %v, found %q", EventEffectKinds, ef.Kind)
				}
				c.between(fp+".value", ef.Value, -MaxEffectValue, MaxEffectValue)
				c.text(fp+".text", ef.Text)
				if ef.Kind == EventText && ef.Text == "" {
					c.add(fp+".text", "empty: a text effect says what to do")
				}
			}
		}
	}
}

// id checks a card's id: a name given once.
func (c *checker) id(path, id string, seen map[string]bool) {
	c.name(path, id)
	if seen[id] {
		c.add(path, "%q given twice", id)
	}
	seen[id] = true
}

// texts checks a text given in several languages: each language once, each
// text at most max characters; required: at least one, none empty.
func (c *checker) texts(path string, w Texts, max int, required bool) {
	if required && len(w) == 0 {
		c.add(path, "empty")
	}
	if !c.count(path, len(w), MaxLanguages) {
		return
	}
	langs := map[string]bool{}
	for i, t := range w {
		tp := path + "[" + strconv.Itoa(i) + "]"
		if n := len(t.Lang); n < 2 || n > 10 {
			c.add(tp+".lang", "want a language code such as \"en\", found %q", t.Lang)
		}
		if langs[t.Lang] {
			c.add(tp+".lang", "%q given twice", t.Lang)
		}
		langs[t.Lang] = true
		switch {
		case required && t.Text == "":
			c.add(tp+".text", "empty")
		case !utf8.ValidString(t.Text):
			c.add(tp+".text", "not text (invalid UTF-8)")
		case utf8.RuneCountInString(t.Text) > max:
			c.add(tp+".text", "longer than %d characters", max)
		}
	}
}

// CraftCost is an item's crafting cost: a count of each material or herb
// ({"metal": 1, "hide": 2}).
type CraftCost outpost.Supply

// Supply is the cost as the outpost counts resources.
func (c CraftCost) Supply() outpost.Supply { return outpost.Supply(c) }

// SetJSON reads the cost from a pack file's value (strictjson.Setter: it
// does not read maps): an object of whole counts.
func (c *CraftCost) SetJSON(x any) error {
	raw, err := json.Marshal(x)
	if err != nil {
		return err
	}
	var s outpost.Supply
	if err := strictjson.Unmarshal(raw, &s); err != nil {
		return err
	}
	*c = CraftCost(s)
	return nil
}
