// Package pack holds game data packs: character classes, monster types
// with their stat cards per scenario level, monster ability decks and
// scenarios, as plain data read from the JSON format described in
// docs/data-format.md. It answers the table's questions about them: the
// stat card of a monster at a level (monster.StatCard), an ability card's actions
// worked out for one monster (monster.Resolve) and the ability deck of a monster
// type (AbilityDeck). It stores nothing; a built-in pack invented for this
// program is embedded (Builtin).
package pack

import (
	"encoding/json"
	"fmt"

	"github.com/haventable/haventable/engine/monster"
	"github.com/haventable/haventable/engine/rules"
	"github.com/haventable/haventable/engine/strictjson"
)

// Format is the value of a pack file's "format" key.
const Format = "haventable-pack"

// Version is the format version this package reads and writes.
const Version = 1

// Pack is one data pack.
type Pack struct {
	Format      string `json:"format,required"`
	Version     int    `json:"version,required"`
	Name        string `json:"name,required"`
	Description string `json:"description,omitempty"`
	// Rules is the edition whose rules the pack's game plays, when the
	// pack says: a campaign created while it is imported plays them by
	// default (see DefaultRules).
	Rules     rules.Edition `json:"rules,omitempty"`
	Classes   []Class       `json:"classes,omitempty"`
	Monsters  []Monster     `json:"monsters,omitempty"`
	Decks     []Deck        `json:"decks,omitempty"`
	Scenarios []Scenario    `json:"scenarios,omitempty"`
	// Loot are the edition's loot cards (Frosthaven's loot deck), from
	// which each scenario's loot deck is built (Scenario.LootDeck).
	Loot []LootCard `json:"loot,omitempty"`
	// Tiles are the map tiles scenario maps are laid out with.
	Tiles []Tile `json:"tiles,omitempty"`
	// Rewards is what a scenario of the pack gives at each level; absent:
	// the usual table (engine.StandardRewards).
	Rewards *Rewards `json:"rewards,omitempty"`
	// ClassDecks are the classes' ability cards (classdeck.go).
	ClassDecks []ClassDeck `json:"class_decks,omitempty"`
	// Items, BattleGoals, PersonalQuests and Events are what a group
	// keeps between scenarios (sheet.go).
	Items          []Item          `json:"items,omitempty"`
	BattleGoals    []BattleGoal    `json:"battle_goals,omitempty"`
	PersonalQuests []PersonalQuest `json:"personal_quests,omitempty"`
	Events         []Event         `json:"events,omitempty"`
	// Treasures are what the scenario book's treasures give (treasure.go).
	Treasures []Treasure `json:"treasures,omitempty"`
	// Outpost is Frosthaven's outpost (outpost.go): its buildings,
	// calendar, town guard perks and outpost events.
	Outpost *Outpost `json:"outpost,omitempty"`
}

// Rewards are, for scenario levels 0 to 7, the gold a money token is worth
// and the experience each character gains for a scenario won.
type Rewards struct {
	Gold    []int `json:"gold,required"`
	BonusXP []int `json:"bonus_xp,required"`
}

// Class is a character class.
type Class struct {
	Name string `json:"name,required"`
	// Color is "#rrggbb".
	Color string `json:"color,omitempty"`
	// HitPoints are the maximum hit points at character levels 1 to 9.
	HitPoints []int `json:"hit_points,required"`
	// HandSize is the number of ability cards a character of the class
	// takes into a scenario (0: not said).
	HandSize int `json:"hand_size,omitempty"`
	// Perks are in the notation modifier.ParsePerk reads.
	Perks []string `json:"perks,omitempty"`
}

// Monster is a monster type: its stat cards at scenario levels 0 to 7.
type Monster struct {
	Name string `json:"name,required"`
	// Display is the name the players know the type by where it differs
	// from Name, which scenarios and decks use: X-haven's "City Guard" for
	// its scenario's own "City Guard Scenario 1". Empty: Name.
	Display string `json:"display,omitempty"`
	// Deck names the ability deck the type draws from (default: Name).
	Deck string `json:"deck,omitempty"`
	// Standees is how many standees the type has (0: not said).
	Standees int  `json:"standees,omitempty"`
	Flying   bool `json:"flying,omitempty"`
	// Boss types have one stat card per level (Level.Boss) instead of a
	// normal and an elite one.
	Boss   bool    `json:"boss,omitempty"`
	Levels []Level `json:"levels,required"`
}

// Level is a monster type's stat cards at one scenario level.
type Level struct {
	Level  int   `json:"level,required"`
	Normal *Stat `json:"normal,omitempty"`
	Elite  *Stat `json:"elite,omitempty"`
	Boss   *Stat `json:"boss,omitempty"`
}

// Stat is one stat card as written: hit points, move and attack may be
// formulas of C and L.
type Stat struct {
	HitPoints      Value `json:"hit_points,required"`
	Move           Value `json:"move"`
	Attack         Value `json:"attack"`
	Range          int   `json:"range,omitempty"`
	Shield         int   `json:"shield,omitempty"`
	Retaliate      int   `json:"retaliate,omitempty"`
	RetaliateRange int   `json:"retaliate_range,omitempty"`
	Pierce         int   `json:"pierce,omitempty"`
	Target         int   `json:"target,omitempty"`
	// TargetPlus adds targets to every attack of the monster ("+1
	// target" on the stat card): its card's targets, or the stat card's,
	// and these.
	TargetPlus int `json:"target_plus,omitempty"`
	// Push and Pull are added to every attack of the monster.
	Push int `json:"push,omitempty"`
	Pull int `json:"pull,omitempty"`
	// Conditions are added by every attack of the monster.
	Conditions []string `json:"conditions,omitempty"`
	Immunities []string `json:"immunities,omitempty"`
	// Special are a boss's special actions ("Special 1", "Special 2"),
	// each a list of actions.
	Special [][]monster.Action `json:"special,omitempty"`
	// Notes is anything else the card says, as text.
	Notes string `json:"notes,omitempty"`
}

// Deck is a monster ability deck.
type Deck struct {
	Name  string        `json:"name,required"`
	Cards []AbilityCard `json:"cards,required"`
}

// AbilityCard is one monster ability card.
type AbilityCard struct {
	Number     int    `json:"number,required"`
	Name       string `json:"name,omitempty"`
	Initiative int    `json:"initiative,required"`
	// Shuffle is the shuffle mark: the deck is shuffled at the end of a
	// round in which this card was drawn.
	Shuffle bool             `json:"shuffle,omitempty"`
	Actions []monster.Action `json:"actions,required"`
}

// Scenario names a scenario's monster types and map.
type Scenario struct {
	Title string `json:"title,required"`
	// Map is the scenario map file (docs/scenario-format.md), relative to
	// the pack file.
	Map      string   `json:"map,omitempty"`
	Monsters []string `json:"monsters,omitempty"`
	Rooms    []Room   `json:"rooms,omitempty"`
	// Allies are the monster types that fight on the characters' side in
	// this scenario (its special rules say so); each is one of the pack's
	// monster types.
	Allies []string `json:"allies,omitempty"`
	// Unlocks are the titles of the scenarios that winning it unlocks.
	Unlocks []string `json:"unlocks,omitempty"`
	// LootDeck is how many loot cards of each kind the scenario's loot
	// deck takes (a scenario whose rules have one).
	LootDeck []LootCount `json:"loot_deck,omitempty"`
	// MapFile is the scenario map itself, in the scenario file format
	// (docs/scenario-format.md), for a pack that carries its maps (one
	// saved from the scenario editor); Map names a file instead.
	MapFile RawMap `json:"map_file,omitempty"`
	// LevelOffsets are the monster types that play at a level other than
	// the scenario's (GHS "living-corpse:+2", X-haven's LevelAdjust).
	LevelOffsets []LevelOffset `json:"level_offsets,omitempty"`
	// Rules are the scenario's special rules the players apply, as the
	// data gives them (see Rule).
	Rules []Rule `json:"rules,omitempty"`
	// LeftOut are the monster types the scenario's data names that no
	// pack imported had: the scenario cannot be set up without them.
	LeftOut []string `json:"left_out,omitempty"`
}

// RawMap is a scenario map file carried in a pack, kept as its JSON (an
// object).
type RawMap []byte

// SetJSON takes m from the value a pack file gives (strictjson.Setter): a
// scenario file's object, kept as its JSON.
func (m *RawMap) SetJSON(x any) error {
	obj, ok := x.(map[string]any)
	if !ok {
		return fmt.Errorf("want an object (a scenario file), found %s", strictjson.Describe(x))
	}
	b, err := json.Marshal(obj)
	if err != nil {
		return err
	}
	*m = b
	return nil
}

// MarshalJSON writes the map as it is kept.
func (m RawMap) MarshalJSON() ([]byte, error) {
	if len(m) == 0 {
		return []byte("null"), nil
	}
	return []byte(m), nil
}

// Room is a part of a scenario revealed together (a room or section).
type Room struct {
	Name     string   `json:"name,required"`
	Monsters []string `json:"monsters,omitempty"`
	// Number is the room's number in its scenario or section (0: not
	// given), Next the numbers of the rooms its doors open (see rooms.go).
	Number int   `json:"number,omitempty"`
	Next   []int `json:"next,omitempty"`
	// Section is the book section the room is part of ("5.3"; "" for the
	// scenario's own pages).
	Section string `json:"section,omitempty"`
	// Tile is the map tile the room is laid on, as the book names it
	// ("09-A", "M1a").
	Tile string `json:"tile,omitempty"`
	// Initial marks a room revealed when its scenario (or section)
	// starts.
	Initial bool `json:"initial,omitempty"`
	// Standees are the monster standees set up in the room, each by the
	// number of characters.
	Standees []Standee `json:"standees,omitempty"`
}
