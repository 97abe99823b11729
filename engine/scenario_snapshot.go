package engine

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/engine/monster"
	"github.com/haventable/haventable/engine/rules"
	"github.com/haventable/haventable/engine/scenariofile"
	"github.com/haventable/haventable/engine/strictjson"
	"github.com/haventable/haventable/hexgrid"
)

// SnapshotVersion is the version of the scenario snapshot document written
// by Scenario.MarshalJSON. UnmarshalScenario reads it and every older
// version from 1 (see ReadsSnapshotVersion), migrating the older ones; a
// newer one is refused.
//
// Version 2 added the terrain to the map (obstacles, traps, hazardous and
// difficult terrain, doors open or closed, starting hexes). A version 1
// snapshot gives only the closed doors; its terrain is taken from its
// embedded map_file when it has one.
//
// Version 3 added the rooms to the map (each revealed or not) and the
// monsters waiting in the hidden ones (hidden); older snapshots have no
// rooms, their map revealed whole.
//
// Version 4 added the monster ability decks (ability_decks): each deck's
// cards as the table plays them, its piles, and the monster types that draw
// from it; and a character's sheet, experience and money looted (sheet,
// xp, money). Older snapshots have none of them.
//
// Version 5 added a character's ability cards counted by pile (cards), and
// for the players' readers each ability card's actions (actions) and each
// monster type's stat cards (normal_card, elite_card) as the data pack gave
// them. Older snapshots have none: their cards are not counted, and the
// readers look the cards up in the packs.
//
// Version 6 plays the monsters' cards: the actions and stat cards kept are
// the engine's (MonsterPlan), and the elements each monster type consumed
// for its card this round (element_uses) are kept. A version 5 snapshot
// reads as one that consumed none.
//
// Version 7 keeps the edition whose rules the scenario plays (rules), and a
// Frosthaven scenario's loot deck (loot_deck) with each character's loot
// cards drawn (a figure's loot). Older snapshots play Gloomhaven's rules
// (rules.Default), without a loot deck.
//
// Version 8 keeps the monster types fighting on the characters' side
// (allies) and their deck (ally_deck) where the rules give them one, and
// how far the monster deck is imbued (imbuement). Older snapshots have no
// allies and no imbuement.
//
// Within version 8, a scenario with treasure chests keeps them (chests:
// each closed or opened, by whom); a document without the key has none, so
// that one without chests is written as before. An older program refuses a
// document with the key rather than lose its chests.
//
// Within version 8, a pending attack keeps the attack as the action gave
// it (pending_attack.given: before the attacker's items, strengthen and
// muddle are counted) where it differs from the attack as performed; a
// document without the key reads as one given as performed.
const SnapshotVersion = 8

// ReadsSnapshotVersion reports whether UnmarshalScenario reads snapshots of
// version v (1 to SnapshotVersion).
func ReadsSnapshotVersion(v int) bool { return v >= 1 && v <= SnapshotVersion }

// snapshotJSON is the whole state of a scenario as a versioned document.
type snapshotJSON struct {
	Version int    `json:"version"`
	Name    string `json:"name"`
	Level   int    `json:"level"`
	// Rules is the edition whose rules the scenario plays (version 7),
	// absent for rules.Default, so that a Gloomhaven scenario's document is
	// an older version's but for its version number.
	Rules   rules.Edition `json:"rules,omitempty"`
	Map     mapJSON       `json:"map"`
	Round   int           `json:"round"`
	Figures []*Figure     `json:"figures"`
	Money   []moneyJSON   `json:"money"`
	// Chests are the treasure chests, closed and opened (see Chest).
	Chests             []Chest           `json:"chests,omitempty"`
	Elements           ElementBoard      `json:"elements"`
	Initiatives        []initiativeJSON  `json:"initiatives"`
	MonsterInitiatives []monsterInitJSON `json:"monster_initiatives"`
	Active             string            `json:"active,omitempty"`
	Position           *slotJSON         `json:"position,omitempty"`
	Acted              []string          `json:"acted"`
	// Late are the monsters a door revealed this round after their type's
	// initiative had passed, and the turn group they act after.
	Late        []lateJSON          `json:"late,omitempty"`
	Decks       []characterDeckJSON `json:"decks"`
	MonsterDeck modifier.DeckState  `json:"monster_deck"`
	// Random is the exact state of the random source (Source.MarshalBinary),
	// base64 in the document.
	Random []byte `json:"random"`
	// MapFile is the map file the scenario was loaded from, in its own
	// format (see Scenario.MapFile); absent for a scenario built otherwise.
	MapFile json.RawMessage `json:"map_file,omitempty"`
	// PendingAttack is the attack drawn and not yet applied, if any (see
	// the DrawAttack action); its cards are in play in the attacker's deck.
	PendingAttack *pendingJSON `json:"pending_attack,omitempty"`
	// Hands are the characters' hands the table keeps (hand_cards.go);
	// absent where none is kept.
	Hands []*Hand `json:"hands,omitempty"`
	// Items are the items the characters brought and what was done with
	// them (items.go); absent where none were brought.
	Items []*tableItems `json:"items,omitempty"`
	// BattleGoals are the battle goals dealt to the characters and those
	// kept (battle_goals.go); absent where none were dealt, and from the
	// players' view.
	BattleGoals []*GoalHand `json:"battle_goals,omitempty"`
	// Hidden are the monsters waiting in rooms not yet revealed (version 3).
	Hidden []hiddenJSON `json:"hidden,omitempty"`
	// MonsterStats are the stats at the scenario's level of the monster
	// types its file named, for standees added later (version 3).
	MonsterStats []statsJSON `json:"monster_stats,omitempty"`
	// AbilityDecks are the monster ability decks (version 4), by name.
	AbilityDecks []abilityDeckJSON `json:"ability_decks,omitempty"`
	// ElementUses are the use actions of each monster type's card whose
	// element the type consumed this round (version 6).
	ElementUses []elementUseJSON `json:"element_uses,omitempty"`
	// TurnDid are the abilities the figure taking its turn performed so
	// far ("move", "attack"); left out when none.
	TurnDid []string `json:"turn_did,omitempty"`
	// TurnDamage is the damage the targets of its attacks suffered in
	// that turn so far; left out when 0.
	TurnDamage int `json:"turn_damage,omitempty"`
	// TurnTarget is the first target of its latest attack in that turn;
	// left out when none.
	TurnTarget string `json:"turn_target,omitempty"`
	// TurnProgress is what a figure did of its turn so far (its moves and
	// attacks, see TurnProgress); left out when none.
	TurnProgress *TurnProgress `json:"turn_progress,omitempty"`
	// LootDeck is the loot deck, when the scenario plays one (version 7).
	LootDeck *lootDeckJSON `json:"loot_deck,omitempty"`
	// Allies are the monster types on the characters' side (version 8),
	// AllyDeck their deck when the rules give them one.
	Allies   []string            `json:"allies,omitempty"`
	AllyDeck *modifier.DeckState `json:"ally_deck,omitempty"`
	// Imbuement is how far the monster deck is imbued (version 8): its
	// cards are in monster_deck.
	Imbuement modifier.Imbuement `json:"imbuement,omitempty"`
	// deckRefs are the characters' decks, which snapshot leaves out of
	// Decks for marshal to write without copying them (withDecks puts
	// them in).
	deckRefs []deckRef
}

// lootDeckJSON is a loot deck: the cards left to draw, top first (an empty
// list once every card is drawn).
type lootDeckJSON struct {
	Draw []LootCard `json:"draw"`
}

// elementUseJSON is a monster type's card's use actions, by index, whose
// element the type consumed this round.
type elementUseJSON struct {
	Type    string `json:"type"`
	Actions []int  `json:"actions"`
}

// abilityDeckJSON is a monster ability deck: its cards, its piles and the
// monster types that draw from it (version 4).
type abilityDeckJSON struct {
	Info  AbilityDeckInfo  `json:"info"`
	State AbilityDeckState `json:"state"`
	Types []string         `json:"types"`
}

// statsJSON is a monster type's stats at the scenario's level.
type statsJSON struct {
	Type   string `json:"type"`
	Normal [2]int `json:"normal"` // hit points, shield
	Elite  [2]int `json:"elite"`
	// NormalImmune and EliteImmune are what they are immune to (version
	// 4).
	NormalImmune []string `json:"normal_immune,omitempty"`
	EliteImmune  []string `json:"elite_immune,omitempty"`
	// NormalRetaliate and EliteRetaliate are their own retaliate and its
	// range (version 4).
	NormalRetaliate [2]int `json:"normal_retaliate,omitzero"`
	EliteRetaliate  [2]int `json:"elite_retaliate,omitzero"`
	// NormalCard and EliteCard are the stat cards as the data pack gave
	// them (MonsterStats.Card).
	NormalCard *monster.StatCard `json:"normal_card,omitempty"`
	EliteCard  *monster.StatCard `json:"elite_card,omitempty"`
}

// roomJSON is a room of the map (version 3).
type roomJSON struct {
	Name     string   `json:"name"`
	Hexes    [][2]int `json:"hexes"`
	Start    bool     `json:"start,omitempty"`
	Revealed bool     `json:"revealed,omitempty"`
}

// hiddenJSON is a monster waiting in room Room (its index in the map's
// rooms).
type hiddenJSON struct {
	Room   int     `json:"room"`
	Figure *Figure `json:"figure"`
}

// mapJSON is the map: its hexes and thin walls, and (from version 2) its
// terrain, doors and starting hexes, each hex as [q, r].
type mapJSON struct {
	Hexes [][2]int    `json:"hexes"`
	Walls [][2][2]int `json:"walls"`
	// Closed are the closed doors of a version 1 snapshot; version 2 gives
	// Doors instead.
	Closed    [][2]int   `json:"closed,omitempty"`
	Obstacles [][2]int   `json:"obstacles"`
	Traps     [][2]int   `json:"traps"`
	Hazardous [][2]int   `json:"hazardous"`
	Difficult [][2]int   `json:"difficult"`
	Doors     []doorJSON `json:"doors"`
	Starts    [][2]int   `json:"starts"`
	Rooms     []roomJSON `json:"rooms,omitempty"`
	// TrapDamage is the damage of the traps monsters' cards created
	// (their own); the other traps deal the edition's.
	TrapDamage []trapDamageJSON `json:"trap_damage,omitempty"`
}

type trapDamageJSON struct {
	At     [2]int `json:"at"`
	Damage int    `json:"damage"`
}

type doorJSON struct {
	At   [2]int `json:"at"`
	Open bool   `json:"open"`
}

// terrainLists returns the lists of the map that hold each kind of terrain.
func (mj *mapJSON) terrainLists() []struct {
	k  TerrainKind
	hs *[][2]int
} {
	return []struct {
		k  TerrainKind
		hs *[][2]int
	}{{TerrainObstacle, &mj.Obstacles}, {TerrainTrap, &mj.Traps}, {TerrainHazardous, &mj.Hazardous}, {TerrainDifficult, &mj.Difficult}}
}

type moneyJSON struct {
	At    [2]int `json:"at"`
	Count int    `json:"count"`
}

type initiativeJSON struct {
	Character string `json:"character"`
	Leading   int    `json:"leading,omitempty"`
	Second    int    `json:"second,omitempty"`
	LongRest  bool   `json:"long_rest,omitempty"`
}

// slotJSON is the initiative group of the latest turn started in the round.
type slotJSON struct {
	Initiative int  `json:"initiative"`
	Monster    bool `json:"monster,omitempty"`
	Second     int  `json:"second,omitempty"`
	Order      int  `json:"order"`
	// LateInitiative and LateOrder: a slot of a type revealed after its
	// initiative had passed (left out otherwise).
	LateInitiative int `json:"late_initiative,omitempty"`
	LateOrder      int `json:"late_order,omitempty"`
}

func (p slotJSON) slot() slot {
	return slot{Initiative: p.Initiative, Monster: p.Monster, Second: p.Second, Order: p.Order, LateInit: p.LateInitiative, LateOrder: p.LateOrder}
}

func (p slot) json() *slotJSON {
	return &slotJSON{Initiative: p.Initiative, Monster: p.Monster, Second: p.Second, Order: p.Order, LateInitiative: p.LateInit, LateOrder: p.LateOrder}
}

// check reports what is out of range in p, a slot of a scenario of n
// figures.
func (p slotJSON) check(n int) error {
	if err := CheckInitiative(p.Initiative); err != nil {
		return err
	}
	if p.Order < 0 || p.Order >= n || p.Second < 0 || p.Second > 99 || p.LateOrder < 0 || p.LateOrder >= n ||
		(p.LateInitiative != 0 && CheckInitiative(p.LateInitiative) != nil) {
		return fmt.Errorf("order %d, second %d or late %d/%d out of range", p.Order, p.Second, p.LateInitiative, p.LateOrder)
	}
	return nil
}

type monsterInitJSON struct {
	Type       string `json:"type"`
	Initiative int    `json:"initiative"`
}

// lateJSON is a monster a door revealed after its type's initiative had
// passed: it acts this round directly after the turn group After.
type lateJSON struct {
	Figure string   `json:"figure"`
	After  slotJSON `json:"after"`
}

type characterDeckJSON struct {
	Character string             `json:"character"`
	Deck      modifier.DeckState `json:"deck"`
}

// deckRef is a character's deck as a snapshot holds it until written.
type deckRef struct {
	character string
	deck      *modifier.Deck
}

// withDecks is j with the characters' decks in Decks, as json.Marshal
// writes them.
func (j snapshotJSON) withDecks() snapshotJSON {
	j.Decks = slices.Clone(j.Decks)
	for _, r := range j.deckRefs {
		j.Decks = append(j.Decks, characterDeckJSON{Character: r.character, Deck: r.deck.State()})
	}
	j.deckRefs = nil
	return j
}

func hexPair(h hexgrid.Hex) [2]int { return [2]int{h.Q, h.R} }
func pairHex(p [2]int) hexgrid.Hex { return hexgrid.H(p[0], p[1]) }

// MarshalJSON writes the whole scenario state as a versioned document: its
// name and level, the map's geometry, the figures, money tokens, element
// board, round, initiatives, the turn in progress, every deck with its exact
// piles (the bless/curse supply is what the decks hold), and the exact state
// of the random source. UnmarshalScenario reads it back to an equal
// scenario that goes on drawing the same cards.
func (s *Scenario) MarshalJSON() ([]byte, error) {
	if s == nil {
		return nil, errors.New("snapshot: nil scenario")
	}
	j, err := s.snapshot()
	if err != nil {
		return nil, err
	}
	return j.marshal()
}

// snapshot is the scenario as its snapshot document.
func (s *Scenario) snapshot() (snapshotJSON, error) {
	random, err := s.src.MarshalBinary()
	if err != nil {
		return snapshotJSON{}, fmt.Errorf("snapshot %q: %w", s.name, err)
	}
	j := snapshotJSON{
		Version: SnapshotVersion, Name: s.name, Level: s.level, Round: s.round,
		Figures: s.figures, Money: []moneyJSON{}, Elements: s.elements,
		Initiatives: []initiativeJSON{}, MonsterInitiatives: []monsterInitJSON{},
		Active: s.active, Acted: []string{}, Decks: []characterDeckJSON{},
		MonsterDeck: s.monsterDeck.State(), Random: random,
	}
	if s.rules != rules.Default {
		j.Rules = s.rules
	}
	if s.lootDeck != nil {
		j.LootDeck = &lootDeckJSON{Draw: append([]LootCard{}, s.lootDeck.draw...)}
	}
	j.Allies = slices.Clone(s.allies)
	j.Imbuement = s.imbuement
	j.Hands = s.handsJSON()
	j.Items = s.itemsJSON()
	j.BattleGoals = s.goalsJSON()
	if s.allyDeck != nil {
		st := s.allyDeck.State()
		j.AllyDeck = &st
	}
	if s.pending != nil {
		j.PendingAttack = s.pending.toJSON()
	}
	if j.Figures == nil {
		j.Figures = []*Figure{}
	}
	if s.file != nil {
		if j.MapFile, err = s.mapFileJSON(); err != nil {
			return snapshotJSON{}, fmt.Errorf("snapshot %q: map file: %w", s.name, err)
		}
	}
	j.Map = mapJSON{Hexes: [][2]int{}, Walls: [][2][2]int{}, Doors: []doorJSON{}, Starts: [][2]int{}}
	for _, h := range s.grid.Hexes() {
		j.Map.Hexes = append(j.Map.Hexes, hexPair(h))
	}
	for _, e := range s.grid.ThinWalls() {
		a, b := e.Hexes()
		j.Map.Walls = append(j.Map.Walls, [2][2]int{hexPair(a), hexPair(b)})
	}
	for _, l := range j.Map.terrainLists() {
		*l.hs = [][2]int{}
		for _, h := range s.TerrainHexes(l.k) {
			*l.hs = append(*l.hs, hexPair(h))
		}
	}
	for _, d := range s.Doors() {
		j.Map.Doors = append(j.Map.Doors, doorJSON{At: hexPair(d.At), Open: d.Open})
	}
	for _, h := range s.terrain.starts {
		j.Map.Starts = append(j.Map.Starts, hexPair(h))
	}
	for _, h := range sortedHexes(s.terrain.trapDamage) {
		j.Map.TrapDamage = append(j.Map.TrapDamage, trapDamageJSON{At: hexPair(h), Damage: s.terrain.trapDamage[h]})
	}
	for _, r := range s.rooms.list {
		rj := roomJSON{Name: r.Name, Start: r.Start, Revealed: r.Revealed}
		for _, h := range r.Hexes {
			rj.Hexes = append(rj.Hexes, hexPair(h))
		}
		j.Map.Rooms = append(j.Map.Rooms, rj)
	}
	for _, m := range s.rooms.hidden {
		f := m.Figure.clone()
		j.Hidden = append(j.Hidden, hiddenJSON{Room: m.Room, Figure: &f})
	}
	for _, name := range slices.Sorted(maps.Keys(s.stats)) {
		ts := s.stats[name]
		j.MonsterStats = append(j.MonsterStats, statsJSON{Type: name,
			Normal: [2]int{ts.Normal.HP, ts.Normal.Shield}, Elite: [2]int{ts.Elite.HP, ts.Elite.Shield},
			NormalImmune: kindNames(ts.Normal.Immune), EliteImmune: kindNames(ts.Elite.Immune),
			NormalRetaliate: [2]int{ts.Normal.Retaliate, ts.Normal.RetaliateRange},
			EliteRetaliate:  [2]int{ts.Elite.Retaliate, ts.Elite.RetaliateRange},
			NormalCard:      ts.Normal.Card, EliteCard: ts.Elite.Card})
	}
	for _, name := range slices.Sorted(maps.Keys(s.abilities)) {
		d := s.abilities[name]
		aj := abilityDeckJSON{Info: d.info, State: d.deck.State(), Types: []string{}}
		for _, t := range slices.Sorted(maps.Keys(s.abilityOf)) {
			if s.abilityOf[t] == name {
				aj.Types = append(aj.Types, t)
			}
		}
		j.AbilityDecks = append(j.AbilityDecks, aj)
	}
	j.TurnDid, j.TurnDamage, j.TurnTarget = slices.Clone(s.turnDid), s.turnDamage, s.turnTarget
	if s.progress.Figure != "" {
		p := s.progress.clone()
		j.TurnProgress = &p
	}
	for _, t := range slices.Sorted(maps.Keys(s.elementUses)) {
		if len(s.elementUses[t]) > 0 {
			j.ElementUses = append(j.ElementUses, elementUseJSON{Type: t, Actions: slices.Clone(s.elementUses[t])})
		}
	}
	if s.position != nil {
		j.Position = s.position.json()
	}
	for _, h := range s.MoneyHexes() {
		j.Money = append(j.Money, moneyJSON{At: hexPair(h), Count: s.money[h]})
	}
	j.Chests = slices.Clone(s.chests)
	// Initiatives, acted figures and decks follow the figure order, monster
	// types the order of MonsterTypes: the document is deterministic.
	for _, f := range s.figures {
		if in, ok := s.charInit[f.ID]; ok {
			j.Initiatives = append(j.Initiatives, initiativeJSON{Character: f.ID, Leading: in.Leading, Second: in.Second, LongRest: in.LongRest})
		}
		if s.acted[f.ID] {
			j.Acted = append(j.Acted, f.ID)
		}
		if at, late := s.lateAt[f.ID]; late {
			j.Late = append(j.Late, lateJSON{Figure: f.ID, After: *at.json()})
		}
		if d, ok := s.decks[f.ID]; ok {
			j.deckRefs = append(j.deckRefs, deckRef{f.ID, d})
		}
	}
	var types []string
	for _, f := range s.figures {
		if f.Kind == KindMonster && !slices.Contains(types, f.MonsterType) {
			types = append(types, f.MonsterType)
		}
	}
	for _, t := range types {
		if n, ok := s.monInit[t]; ok {
			j.MonsterInitiatives = append(j.MonsterInitiatives, monsterInitJSON{Type: t, Initiative: n})
		}
	}
	return j, nil
}

// The map, the figures, the characters' decks and the map file are spliced
// into a snapshot (marshal): a value that marshals itself (Figure,
// DeckState, json.RawMessage) is compacted again by encoding/json, which
// cost most of a snapshot's time; the map and the decks are written by hand
// (mapJSON.appendJSON, modifier.Deck.AppendStateJSON). The placeholders
// cannot stand elsewhere in a document: keys and their quotes are never
// escaped, and encoding/json never writes "a" as \u0061.
const (
	figuresPlaceholder = `,"figures":[],"money":`
	decksPlaceholder   = `"decks":[],"monster_deck":`
	mapFilePlaceholder = `"\u0061 map file"`
)

// marshal writes the snapshot document: as json.Marshal(j.withDecks())
// writes it, byte for byte (TestSnapshotSplice), the map, figures, decks
// and map file spliced in.
func (j snapshotJSON) marshal() ([]byte, error) {
	figures, mapFile, m := j.Figures, j.MapFile, j.Map
	j.Figures, j.Map = []*Figure{}, mapJSON{}
	if mapFile != nil {
		j.MapFile = json.RawMessage(mapFilePlaceholder)
	}
	doc, err := json.Marshal(j)
	if err != nil {
		return nil, err
	}
	// The placeholders stand in doc in the order of the fields: each is
	// looked for after the one before, and doc is copied once.
	out := make([]byte, 0, len(doc)+len(mapFile)+16+8*len(m.Hexes)+320*(len(figures)+len(j.deckRefs)))
	rest := doc
	next := func(placeholder string) error {
		i := bytes.Index(rest, []byte(placeholder))
		if i < 0 {
			return fmt.Errorf("snapshot: placeholder %s is missing", placeholder)
		}
		out, rest = append(out, rest[:i]...), rest[i+len(placeholder):]
		return nil
	}
	if err := next(mapPlaceholder()); err != nil {
		return nil, err
	}
	out = m.appendJSON(append(out, `"map":`...))
	if err := next(figuresPlaceholder); err != nil {
		return nil, err
	}
	out = append(out, `,"figures":[`...)
	for i, f := range figures {
		if i > 0 {
			out = append(out, ',')
		}
		b, err := json.Marshal(f.snapshotJSON())
		if err != nil {
			return nil, fmt.Errorf("figure %q: %w", f.ID, err)
		}
		out = append(out, b...)
	}
	out = append(out, `],"money":`...)
	if len(j.deckRefs) > 0 {
		if err := next(decksPlaceholder); err != nil {
			return nil, err
		}
		out = append(appendDecks(append(out, `"decks":`...), j.deckRefs), `,"monster_deck":`...)
	}
	if mapFile != nil {
		if err := next(mapFilePlaceholder); err != nil {
			return nil, err
		}
		out = append(out, mapFile...)
	}
	return append(out, rest...), nil
}

// mapFileJSON is the scenario's map file encoded: the file never changes,
// so every snapshot after the first takes the bytes of the first.
func (s *Scenario) mapFileJSON() ([]byte, error) {
	if s.fileJSON == nil {
		b, err := s.file.Encode()
		if err != nil {
			return nil, err
		}
		// as encoding/json embeds it: compact, HTML characters escaped
		if s.fileJSON, err = json.Marshal(json.RawMessage(b)); err != nil {
			return nil, err
		}
	}
	return s.fileJSON, nil
}

// UnmarshalScenario reads a snapshot written by Scenario.MarshalJSON, of
// this version or an older one (see SnapshotVersion), checking it whole: a
// bad document gives an error naming the field and index at fault, and no
// scenario. A figure standing on an obstacle is accepted (older versions
// of the program let one be moved there); only new moves onto one are
// refused.
func UnmarshalScenario(data []byte) (*Scenario, error) {
	var probe struct {
		Version int `json:"version"`
	}
	if err := json.Unmarshal(data, &probe); err != nil {
		return nil, fmt.Errorf("scenario snapshot: %w", err)
	}
	if !ReadsSnapshotVersion(probe.Version) {
		return nil, fmt.Errorf("scenario snapshot: version %d, this program reads versions 1 to %d", probe.Version, SnapshotVersion)
	}
	var j snapshotJSON
	if err := strictjson.Unmarshal(data, &j); err != nil {
		return nil, fmt.Errorf("scenario snapshot: %w", err)
	}
	s, err := j.restore()
	if err != nil {
		return nil, fmt.Errorf("scenario snapshot %q: %w", j.Name, err)
	}
	return s, nil
}

// ErrReadWithUnmarshalScenario is UnmarshalJSON's refusal.
var ErrReadWithUnmarshalScenario = errors.New("a scenario snapshot is read with engine.UnmarshalScenario, into a new scenario")

// UnmarshalJSON refuses: a scenario changes only by Do, so a snapshot is
// read into a new scenario (UnmarshalScenario), never over one. Without
// it, json.Unmarshal would leave a scenario unread and report no error.
func (s *Scenario) UnmarshalJSON([]byte) error { return ErrReadWithUnmarshalScenario }

func (j *snapshotJSON) restore() (*Scenario, error) {
	if j.Level < 0 || j.Level > MaxScenarioLevel {
		return nil, fmt.Errorf("level %d out of 0..%d", j.Level, MaxScenarioLevel)
	}
	if j.Round < 1 {
		return nil, fmt.Errorf("round %d (want 1 and up)", j.Round)
	}
	if j.Rules != "" && j.Version < 7 {
		return nil, fmt.Errorf("rules in a version %d snapshot", j.Version)
	}
	edition, err := rules.Parse(string(j.Rules))
	if err != nil {
		return nil, err
	}
	var file *scenariofile.File
	if len(j.MapFile) > 0 {
		f, err := scenariofile.Parse(j.MapFile)
		if err != nil {
			return nil, fmt.Errorf("map_file: %w", err)
		}
		file = f
	}
	spec := hexgrid.MapSpec{Sight: sightRule(edition)}
	for _, p := range j.Map.Hexes {
		spec.Hexes = append(spec.Hexes, pairHex(p))
	}
	for i, w := range j.Map.Walls {
		e, ok := hexgrid.EdgeBetween(pairHex(w[0]), pairHex(w[1]))
		if !ok {
			return nil, fmt.Errorf("map: walls[%d]: %v and %v are not neighbours", i, w[0], w[1])
		}
		spec.Walls = append(spec.Walls, e)
	}
	t, closed, err := j.terrain(file)
	if err != nil {
		return nil, err
	}
	spec.Closed = closed
	m, err := hexgrid.NewMap(spec)
	if err != nil {
		return nil, fmt.Errorf("map: %w", err)
	}
	if err := t.check(m); err != nil {
		return nil, fmt.Errorf("map: %w", err)
	}
	src := &modifier.Source{}
	if err := src.UnmarshalBinary(j.Random); err != nil {
		return nil, fmt.Errorf("random: %w", err)
	}
	s := newEmptyScenario(j.Name, m, j.Level, src)
	s.rules = edition
	s.terrain = t
	if s.rooms, err = j.restoreRooms(m); err != nil {
		return nil, err
	}
	for i, st := range j.MonsterStats {
		if st.Type == "" || min(st.Normal[0], st.Normal[1], st.Elite[0], st.Elite[1]) < 0 {
			return nil, fmt.Errorf("monster_stats[%d]: bad stats %+v", i, st)
		}
		if s.stats == nil {
			s.stats = map[string]typeStats{}
		}
		if _, dup := s.stats[st.Type]; dup {
			return nil, fmt.Errorf("monster_stats[%d]: %q given twice", i, st.Type)
		}
		normal, err := parseKinds(st.NormalImmune)
		if err != nil {
			return nil, fmt.Errorf("monster_stats[%d].normal_immune: %w", i, err)
		}
		elite, err := parseKinds(st.EliteImmune)
		if err != nil {
			return nil, fmt.Errorf("monster_stats[%d].elite_immune: %w", i, err)
		}
		if min(st.NormalRetaliate[0], st.NormalRetaliate[1], st.EliteRetaliate[0], st.EliteRetaliate[1]) < 0 {
			return nil, fmt.Errorf("monster_stats[%d]: retaliate below 0", i)
		}
		for _, c := range []struct {
			what string
			card *monster.StatCard
		}{{"normal_card", st.NormalCard}, {"elite_card", st.EliteCard}} {
			if c.card == nil {
				continue
			}
			if err := c.card.CheckBounds(); err != nil {
				return nil, fmt.Errorf("monster_stats[%d].%s: %w", i, c.what, err)
			}
		}
		s.stats[st.Type] = typeStats{
			Normal: MonsterStats{HP: st.Normal[0], Shield: st.Normal[1], Immune: normal,
				Retaliate: st.NormalRetaliate[0], RetaliateRange: st.NormalRetaliate[1], Card: st.NormalCard},
			Elite: MonsterStats{HP: st.Elite[0], Shield: st.Elite[1], Immune: elite,
				Retaliate: st.EliteRetaliate[0], RetaliateRange: st.EliteRetaliate[1], Card: st.EliteCard}}
	}
	if err := s.restoreAbilities(j.AbilityDecks); err != nil {
		return nil, err
	}
	if err := s.restoreLoot(j); err != nil {
		return nil, err
	}
	if err := s.restoreElementUses(j.ElementUses); err != nil {
		return nil, err
	}
	s.file = file
	s.round = j.Round
	s.elements = j.Elements

	// Figures, in order; each checked as on entering the scenario, except
	// that summoners may come later in the list.
	for i, f := range j.Figures {
		if f == nil {
			return nil, fmt.Errorf("figures[%d]: null", i)
		}
		if err := f.Validate(); err != nil {
			return nil, fmt.Errorf("figures[%d]: %w", i, err)
		}
		if _, dup := s.byID[f.ID]; dup {
			return nil, fmt.Errorf("figures[%d]: id %q appears twice", i, f.ID)
		}
		if f.OnMap {
			// Not checkFree: a figure on an obstacle is tolerated (see
			// UnmarshalScenario).
			if err := s.checkPlace(f.At); err != nil {
				return nil, fmt.Errorf("figures[%d] %q: %w", i, f.ID, err)
			}
			if id, taken := s.FigureAt(f.At); taken {
				return nil, fmt.Errorf("figures[%d] %q: %w", i, f.ID, &HexError{Hex: f.At, Reason: ErrOccupied, Figure: id})
			}
		}
		if f.Kind == KindMonster && f.Alive() {
			for _, g := range s.figures {
				if g.Alive() && g.Kind == KindMonster && g.MonsterType == f.MonsterType && g.Standee == f.Standee {
					return nil, fmt.Errorf("figures[%d] %q: standee %s %d is taken by %q", i, f.ID, f.MonsterType, f.Standee, g.ID)
				}
			}
		}
		if f.SummonedRound > j.Round {
			return nil, fmt.Errorf("figures[%d] %q: summoned in round %d, after round %d", i, f.ID, f.SummonedRound, j.Round)
		}
		c := *f
		s.insert(&c)
	}
	for i, f := range s.figures {
		if f.Summoner == "" {
			continue
		}
		owner, ok := s.byID[f.Summoner]
		switch {
		case !ok:
			return nil, fmt.Errorf("figures[%d] %q: no summoner %q", i, f.ID, f.Summoner)
		case owner.Side != f.Side:
			return nil, fmt.Errorf("figures[%d] %q: side %q, its summoner %q is on %q", i, f.ID, f.Side, owner.ID, owner.Side)
		case f.Kind == KindSummon && owner.Kind != KindCharacter:
			return nil, fmt.Errorf("figures[%d] %q: summoner %q is not a character", i, f.ID, owner.ID)
		}
	}

	for i, hj := range j.Hidden {
		if hj.Figure == nil {
			return nil, fmt.Errorf("hidden[%d]: null", i)
		}
		f := *hj.Figure
		switch {
		case hj.Room < 0 || hj.Room >= len(s.rooms.list):
			return nil, fmt.Errorf("hidden[%d]: no room %d", i, hj.Room)
		case s.rooms.list[hj.Room].Revealed:
			return nil, fmt.Errorf("hidden[%d]: room %d is revealed", i, hj.Room)
		case f.Kind != KindMonster || !f.Alive() || !f.OnMap:
			return nil, fmt.Errorf("hidden[%d] %q: a waiting monster is active and on the map", i, f.ID)
		case s.freeID(f.ID) != f.ID:
			return nil, fmt.Errorf("hidden[%d]: id %q taken", i, f.ID)
		}
		if err := f.Validate(); err != nil {
			return nil, fmt.Errorf("hidden[%d]: %w", i, err)
		}
		if room, ok := s.rooms.roomOf[f.At]; !ok || room != hj.Room {
			return nil, fmt.Errorf("hidden[%d] %q: %v is not in room %d", i, f.ID, f.At, hj.Room)
		}
		s.rooms.hidden = append(s.rooms.hidden, hiddenMonster{Room: hj.Room, Figure: f})
	}

	for i, mj := range j.Money {
		h := pairHex(mj.At)
		if !m.Contains(h) {
			return nil, fmt.Errorf("money[%d]: %v is not on the map", i, h)
		}
		if mj.Count < 1 {
			return nil, fmt.Errorf("money[%d]: count %d (want 1 and up)", i, mj.Count)
		}
		if _, dup := s.money[h]; dup {
			return nil, fmt.Errorf("money[%d]: %v given twice", i, h)
		}
		s.money[h] = mj.Count
	}

	if err := s.restoreChests(j.Chests); err != nil {
		return nil, err
	}

	for i, in := range j.Initiatives {
		f, ok := s.byID[in.Character]
		if !ok || f.Kind != KindCharacter {
			return nil, fmt.Errorf("initiatives[%d]: %q is not a character", i, in.Character)
		}
		if _, dup := s.charInit[in.Character]; dup {
			return nil, fmt.Errorf("initiatives[%d]: %q given twice", i, in.Character)
		}
		if in.LongRest {
			if in.Leading != 0 || in.Second != 0 {
				return nil, fmt.Errorf("initiatives[%d]: a long rest has no cards", i)
			}
		} else {
			if err := CheckInitiative(in.Leading); err != nil {
				return nil, fmt.Errorf("initiatives[%d]: leading: %w", i, err)
			}
			if err := CheckInitiative(in.Second); err != nil && in.Second != 0 { // 0: not given
				return nil, fmt.Errorf("initiatives[%d]: second: %w", i, err)
			}
		}
		s.charInit[in.Character] = Initiative{Leading: in.Leading, Second: in.Second, LongRest: in.LongRest}
	}
	for i, mi := range j.MonsterInitiatives {
		if !slices.ContainsFunc(s.figures, func(f *Figure) bool { return f.Kind == KindMonster && f.MonsterType == mi.Type }) {
			return nil, fmt.Errorf("monster_initiatives[%d]: no monster of type %q", i, mi.Type)
		}
		if _, dup := s.monInit[mi.Type]; dup {
			return nil, fmt.Errorf("monster_initiatives[%d]: %q given twice", i, mi.Type)
		}
		if err := CheckInitiative(mi.Initiative); err != nil {
			return nil, fmt.Errorf("monster_initiatives[%d]: %w", i, err)
		}
		s.monInit[mi.Type] = mi.Initiative
	}
	for i, l := range j.Late {
		if f, ok := s.byID[l.Figure]; !ok || f.Kind != KindMonster {
			return nil, fmt.Errorf("late[%d]: no monster %q", i, l.Figure)
		}
		if _, dup := s.lateAt[l.Figure]; dup {
			return nil, fmt.Errorf("late[%d]: %q given twice", i, l.Figure)
		}
		if err := l.After.check(len(s.figures)); err != nil {
			return nil, fmt.Errorf("late[%d]: %w", i, err)
		}
		s.lateAt[l.Figure] = l.After.slot()
	}
	if err := s.restoreHands(j.Hands); err != nil {
		return nil, err
	}
	if err := s.restoreItems(j.Items); err != nil {
		return nil, err
	}
	if err := s.restoreGoals(j.BattleGoals); err != nil {
		return nil, err
	}

	for i, id := range j.Acted {
		if _, ok := s.byID[id]; !ok {
			return nil, fmt.Errorf("acted[%d]: no figure %q", i, id)
		}
		if s.acted[id] {
			return nil, fmt.Errorf("acted[%d]: %q given twice", i, id)
		}
		s.acted[id] = true
	}
	for _, f := range s.figures {
		if f.InTurn != (f.ID == j.Active) {
			if f.InTurn {
				return nil, fmt.Errorf("figure %q is in its turn but active is %q", f.ID, j.Active)
			}
			return nil, fmt.Errorf("active: %q is not in its turn", j.Active)
		}
	}
	if j.Active != "" {
		if _, ok := s.byID[j.Active]; !ok {
			return nil, fmt.Errorf("active: no figure %q", j.Active)
		}
		if s.acted[j.Active] {
			return nil, fmt.Errorf("active: %q has already acted", j.Active)
		}
	}
	s.active = j.Active
	if err := s.restoreTurnDid(j.TurnDid, j.TurnDamage); err != nil {
		return nil, err
	}
	if j.TurnTarget != "" {
		if _, ok := s.byID[j.TurnTarget]; !ok || s.active == "" {
			return nil, fmt.Errorf("turn_target: no figure %q, or no figure taking its turn", j.TurnTarget)
		}
		s.turnTarget = j.TurnTarget
	}
	if p := j.TurnProgress; p != nil {
		if err := s.checkProgress(*p); err != nil {
			return nil, err
		}
		s.progress = p.clone()
	}
	if p := j.Position; p != nil {
		if err := p.check(len(s.figures)); err != nil {
			return nil, fmt.Errorf("position: %w", err)
		}
		pos := p.slot()
		s.position = &pos
	} else if j.Active != "" || len(j.Acted) > 0 {
		return nil, errors.New("position: a turn was taken this round but no position is given")
	}

	if (len(j.Allies) > 0 || j.AllyDeck != nil) && j.Version < 8 {
		return nil, fmt.Errorf("allies in a version %d snapshot", j.Version)
	}
	for i, t := range j.Allies {
		if strings.TrimSpace(t) == "" || (i > 0 && j.Allies[i-1] >= t) {
			return nil, fmt.Errorf("allies[%d]: %q empty, repeated or out of order", i, t)
		}
	}
	s.allies = slices.Clone(j.Allies)
	if j.AllyDeck != nil {
		if j.AllyDeck.Owner != modifier.OwnerAlly {
			return nil, fmt.Errorf("ally_deck: owner is %s", j.AllyDeck.Owner)
		}
		if s.allyDeck, err = modifier.RestoreDeck(*j.AllyDeck, s.src, s.supply); err != nil {
			return nil, fmt.Errorf("ally_deck: %w", err)
		}
	}
	if err := s.checkAllyDeck(); err != nil {
		return nil, err
	}
	switch {
	case j.Imbuement != modifier.NotImbued && j.Version < 8:
		return nil, fmt.Errorf("imbuement in a version %d snapshot", j.Version)
	case !j.Imbuement.Known():
		return nil, fmt.Errorf("imbuement %q: want %q or %q", j.Imbuement, modifier.Imbued, modifier.AdvancedImbued)
	case j.Imbuement != modifier.NotImbued && !s.rules.HasImbuement():
		return nil, fmt.Errorf("imbuement %q: %s's rules have none", j.Imbuement, s.rules)
	}
	s.imbuement = j.Imbuement
	if j.MonsterDeck.Owner != modifier.OwnerMonster {
		return nil, fmt.Errorf("monster_deck: owner is %s", j.MonsterDeck.Owner)
	}
	if s.monsterDeck, err = modifier.RestoreDeck(j.MonsterDeck, s.src, s.supply); err != nil {
		return nil, fmt.Errorf("monster_deck: %w", err)
	}
	for i, dj := range j.Decks {
		f, ok := s.byID[dj.Character]
		if !ok || f.Kind != KindCharacter {
			return nil, fmt.Errorf("decks[%d]: %q is not a character", i, dj.Character)
		}
		if _, dup := s.decks[dj.Character]; dup {
			return nil, fmt.Errorf("decks[%d]: %q given twice", i, dj.Character)
		}
		if dj.Deck.Owner != modifier.OwnerCharacter {
			return nil, fmt.Errorf("decks[%d]: owner is %s", i, dj.Deck.Owner)
		}
		d, err := modifier.RestoreDeck(dj.Deck, s.src, s.supply)
		if err != nil {
			return nil, fmt.Errorf("decks[%d] (%s): %w", i, dj.Character, err)
		}
		s.decks[dj.Character] = d
	}
	for _, f := range s.figures {
		if _, ok := s.decks[f.ID]; f.Kind == KindCharacter && !ok {
			return nil, fmt.Errorf("decks: character %q has no deck", f.ID)
		}
	}
	if j.PendingAttack != nil {
		if s.pending, err = j.PendingAttack.restore(s); err != nil {
			return nil, fmt.Errorf("pending_attack: %w", err)
		}
	}
	return s, nil
}

// terrain reads the terrain of the map and the closed doors to seal. A
// version 1 snapshot gives only its closed doors: the rest comes from its
// map file when it has one (its doors open unless the snapshot has them
// closed, since only opening was possible).
func (j *snapshotJSON) terrain(file *scenariofile.File) (terrain, []hexgrid.Hex, error) {
	t := newTerrain()
	var closed []hexgrid.Hex
	if j.Version == 1 {
		mj := j.Map
		for _, l := range mj.terrainLists() {
			if *l.hs != nil {
				return t, nil, fmt.Errorf("map: version 1 has no %s list", l.k)
			}
		}
		if mj.Doors != nil || mj.Starts != nil {
			return t, nil, errors.New("map: version 1 has no doors or starts lists")
		}
		if file != nil {
			t = terrainOf(file)
		}
		for h := range t.doors {
			t.doors[h] = true
		}
		for _, p := range mj.Closed {
			h := pairHex(p)
			t.doors[h] = false
			closed = append(closed, h)
		}
		return t, closed, nil
	}
	if j.Map.Closed != nil {
		return t, nil, errors.New("map: closed is version 1; version 2 gives doors")
	}
	for _, l := range j.Map.terrainLists() {
		for i, p := range *l.hs {
			h := pairHex(p)
			if k, dup := t.kinds[h]; dup {
				return t, nil, fmt.Errorf("map: %s[%d]: %v already holds %s", l.k, i, h, k)
			}
			t.kinds[h] = l.k
		}
	}
	for i, d := range j.Map.Doors {
		h := pairHex(d.At)
		if _, dup := t.doors[h]; dup {
			return t, nil, fmt.Errorf("map: doors[%d]: %v given twice", i, h)
		}
		t.doors[h] = d.Open
		if !d.Open {
			closed = append(closed, h)
		}
	}
	for _, p := range j.Map.Starts {
		t.starts = append(t.starts, pairHex(p))
	}
	for i, d := range j.Map.TrapDamage {
		h := pairHex(d.At)
		if _, dup := t.trapDamage[h]; dup || t.kinds[h] != TerrainTrap || d.Damage < 1 || d.Damage > modifier.MaxValue {
			return t, nil, fmt.Errorf("map: trap_damage[%d]: %v is no trap, is given twice, or its damage %d is out of 1..%d", i, h, d.Damage, modifier.MaxValue)
		}
		t.trapDamage[h] = d.Damage
	}
	return t, closed, nil
}

// restoreRooms reads the rooms of the map (none before version 3), checked
// against map m: each with hexes on the map, none in two rooms, one start
// room, and the start room revealed.
func (j *snapshotJSON) restoreRooms(m *hexgrid.Map) (rooms, error) {
	r := rooms{roomOf: map[hexgrid.Hex]int{}}
	if len(j.Map.Rooms) == 0 {
		if len(j.Hidden) > 0 {
			return r, errors.New("hidden: monsters waiting, but no rooms")
		}
		return r, nil
	}
	if j.Version < 3 {
		return r, fmt.Errorf("map: rooms in a version %d snapshot", j.Version)
	}
	start := -1
	for i, rj := range j.Map.Rooms {
		room := Room{Name: rj.Name, Start: rj.Start, Revealed: rj.Revealed}
		if len(rj.Hexes) == 0 {
			return r, fmt.Errorf("map: rooms[%d]: no hexes", i)
		}
		for k, p := range rj.Hexes {
			h := pairHex(p)
			if !m.Contains(h) {
				return r, fmt.Errorf("map: rooms[%d].hexes[%d]: %v is not on the map", i, k, h)
			}
			if other, dup := r.roomOf[h]; dup {
				return r, fmt.Errorf("map: rooms[%d].hexes[%d]: %v is in rooms[%d] already", i, k, h, other)
			}
			r.roomOf[h] = i
			room.Hexes = append(room.Hexes, h)
		}
		if room.Start {
			if start >= 0 || !room.Revealed {
				return r, fmt.Errorf("map: rooms[%d]: a second start room, or a hidden one", i)
			}
			start = i
		}
		r.list = append(r.list, room)
	}
	if start < 0 {
		return r, errors.New("map: rooms: no start room")
	}
	return r, nil
}

// restoreAbilities rebuilds the ability decks of a snapshot.
func (s *Scenario) restoreAbilities(decks []abilityDeckJSON) error {
	for i, aj := range decks {
		if err := aj.Info.check(); err != nil {
			return fmt.Errorf("ability_decks[%d]: %w", i, err)
		}
		if _, dup := s.abilities[aj.Info.Name]; dup {
			return fmt.Errorf("ability_decks[%d]: deck %q given twice", i, aj.Info.Name)
		}
		if !slices.Equal(aj.State.Shuffle, aj.Info.shuffleMarks()) {
			return fmt.Errorf("ability_decks[%d]: the piles' shuffle marks differ from the cards'", i)
		}
		d, err := RestoreAbilityDeck(aj.State, s.src)
		if err != nil {
			return fmt.Errorf("ability_decks[%d]: %w", i, err)
		}
		if len(aj.Types) == 0 {
			return fmt.Errorf("ability_decks[%d]: no monster type draws from deck %q", i, aj.Info.Name)
		}
		if s.abilities == nil {
			s.abilities, s.abilityOf = map[string]*abilityDeck{}, map[string]string{}
		}
		s.abilities[aj.Info.Name] = &abilityDeck{info: aj.Info, deck: d}
		for _, t := range aj.Types {
			if _, dup := s.abilityOf[t]; dup || strings.TrimSpace(t) == "" {
				return fmt.Errorf("ability_decks[%d]: monster type %q is blank or draws from two decks", i, t)
			}
			s.abilityOf[t] = aj.Info.Name
		}
	}
	return nil
}

// restoreElementUses reads the elements each monster type consumed this
// round: use actions of the card its type drew.
func (s *Scenario) restoreElementUses(uses []elementUseJSON) error {
	for i, u := range uses {
		card, ok := s.drawnCard(u.Type)
		if !ok {
			return fmt.Errorf("element_uses[%d]: monster type %q has drawn no card", i, u.Type)
		}
		if _, dup := s.elementUses[u.Type]; dup {
			return fmt.Errorf("element_uses[%d]: monster type %q given twice", i, u.Type)
		}
		acts := card.Actions // a boss's "Special N" counts as its actions, as MonsterPlan plays them
		if st, ok := s.MonsterStatCard(u.Type, false); ok {
			acts = monster.Expand(acts, st)
		}
		for _, a := range u.Actions {
			if a < 0 || a >= len(acts) || !switchAction(acts[a]) {
				return fmt.Errorf("element_uses[%d]: action %d of the card is no use of an element nor a rank switch", i, a)
			}
		}
		if s.elementUses == nil {
			s.elementUses = map[string][]int{}
		}
		s.elementUses[u.Type] = slices.Compact(slices.Sorted(slices.Values(u.Actions)))
	}
	return nil
}

// kindNames are the names of kinds ks (nil for none).
func kindNames(ks []modifier.EffectKind) []string {
	var out []string
	for _, k := range ks {
		out = append(out, k.String())
	}
	return out
}

// parseKinds reads effect kinds by name (nil for none).
func parseKinds(names []string) ([]modifier.EffectKind, error) {
	var out []modifier.EffectKind
	for _, n := range names {
		k, ok := modifier.ParseEffectKind(n)
		if !ok || !(k.IsCondition() || k == modifier.Push || k == modifier.Pull) {
			return nil, fmt.Errorf("%q is no condition or forced movement", n)
		}
		out = append(out, k)
	}
	return out, nil
}
