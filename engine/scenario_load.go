package engine

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/engine/monster"
	"github.com/haventable/haventable/engine/rules"
	"github.com/haventable/haventable/engine/scenariofile"
	"github.com/haventable/haventable/hexgrid"
)

// typeStats are a monster type's stats at one scenario level.
type typeStats struct {
	Normal, Elite MonsterStats
}

// standeeStats are the stats a new standee of a type gets: those of the
// table the scenario was loaded with, else the sample table's.
func (s *Scenario) standeeStats(name string, elite bool) (MonsterStats, error) {
	if ts, ok := s.stats[name]; ok {
		st := ts.Normal
		if elite {
			st = ts.Elite
		}
		if st.HP >= 1 {
			return st, nil
		}
		if st.Card != nil && st.Card.HitPoints == 0 {
			return MonsterStats{}, fmt.Errorf("monster %q: %w", name, ErrStandIn) // its data pack's own 0
		}
	}
	return SampleMonsters.Stats(name, s.Level(), elite)
}

// MonsterStats are one monster's numbers at one scenario level.
type MonsterStats struct {
	HP     int
	Shield int
	// Immune are the conditions (and forced movements: push, pull) that do
	// not apply to it.
	Immune []modifier.EffectKind
	// Retaliate and RetaliateRange are its own retaliate.
	Retaliate, RetaliateRange int
	// Card is the whole stat card as its data pack gives it, kept with the
	// scenario like an ability card's actions (AbilityCardInfo.Actions):
	// the monsters' plans are worked out against it (MonsterPlan). Nil:
	// not kept (a scenario of snapshot version 4 or older, or sample
	// stats).
	Card *monster.StatCard
}

// MonsterStatCard returns the stat card of monster type monsterType at the
// scenario's level, normal or elite, as its data pack gave it when the
// scenario took it (MonsterStats.Card); false when none was kept.
func (s *Scenario) MonsterStatCard(monsterType string, elite bool) (monster.StatCard, bool) {
	ts, ok := s.stats[monsterType]
	card := ts.Normal.Card
	if elite {
		card = ts.Elite.Card
	}
	if !ok || card == nil {
		return monster.StatCard{}, false
	}
	return card.Clone(), true
}

// TypeName returns the name the players know monster type t by: the name
// its stat card gives (a data pack's display name, X-haven's "City Guard"
// for the type "City Guard Scenario 1"), else t. A standee of the type is
// named so (Figure.Name) as it comes to the table.
func (s *Scenario) TypeName(t string) string {
	ts := s.stats[t]
	for _, c := range []*monster.StatCard{ts.Normal.Card, ts.Elite.Card} {
		if c != nil && c.Monster != "" {
			return c.Monster
		}
	}
	return t
}

// MonsterType is a monster type's stats at each scenario level (0 to
// MaxScenarioLevel), normal and elite.
type MonsterType struct {
	Name   string
	Normal [MaxScenarioLevel + 1]MonsterStats
	Elite  [MaxScenarioLevel + 1]MonsterStats
	// Deck is the ability deck the type draws from; nil: none (its
	// initiative is set by hand).
	Deck *AbilityDeckInfo
}

// MonsterTable holds monster types by name, as map files name them.
type MonsterTable map[string]MonsterType

// UnknownMonstersError is a scenario file whose monster types the table
// has no stats for.
type UnknownMonstersError struct {
	Types []string // in the file's order, each once
}

func (e *UnknownMonstersError) Error() string {
	return fmt.Sprintf("no monster stats for %s", strings.Join(e.Types, ", "))
}

// CheckFile returns an *UnknownMonstersError naming the monster types of
// file that t lacks, or nil.
func (t MonsterTable) CheckFile(file *scenariofile.File) error {
	var missing []string
	for _, m := range file.Monsters {
		if _, ok := t[m.Type]; !ok && !slices.Contains(missing, m.Type) {
			missing = append(missing, m.Type)
		}
	}
	if len(missing) > 0 {
		return &UnknownMonstersError{Types: missing}
	}
	return nil
}

// Stats returns the stats of a normal or elite monster of the named type at
// a scenario level.
func (t MonsterTable) Stats(name string, level int, elite bool) (MonsterStats, error) {
	mt, ok := t[name]
	if !ok {
		return MonsterStats{}, fmt.Errorf("unknown monster type %q", name)
	}
	if level < 0 || level > MaxScenarioLevel {
		return MonsterStats{}, fmt.Errorf("monster %q: level %d out of 0..%d", name, level, MaxScenarioLevel)
	}
	st := mt.Normal[level]
	if elite {
		st = mt.Elite[level]
	}
	if st.HP < 1 && st.Card != nil && st.Card.HitPoints == 0 {
		return MonsterStats{}, fmt.Errorf("monster %q at level %d: %w", name, level, ErrStandIn)
	}
	if st.HP < 1 {
		return MonsterStats{}, fmt.Errorf("monster %q: no hit points at level %d", name, level)
	}
	return st, nil
}

// sampleMonster builds a monster type whose hit points grow by a fixed step
// each level.
func sampleMonster(name string, hp, hpStep, eliteHP, eliteStep, shield, eliteShield int) MonsterType {
	mt := MonsterType{Name: name}
	for l := range mt.Normal {
		mt.Normal[l] = MonsterStats{HP: hp + l*hpStep, Shield: shield + l/4}
		mt.Elite[l] = MonsterStats{HP: eliteHP + l*eliteStep, Shield: eliteShield + l/4}
	}
	return mt
}

// SampleMonsters is SAMPLE DATA made up for this program, not the stats of
// any published game: invented monster types (those the built-in sample
// maps use) with invented hit points and shields, enough to play the sample
// maps. Real monster stats belong to their publisher; supply your own
// MonsterTable for them.
var SampleMonsters = MonsterTable{
	"Cave Rat":     sampleMonster("Cave Rat", 2, 1, 4, 2, 0, 0),
	"Ash Acolyte":  sampleMonster("Ash Acolyte", 4, 1, 6, 2, 0, 1),
	"Bog Lurker":   sampleMonster("Bog Lurker", 6, 2, 9, 3, 0, 1),
	"Stone Warden": sampleMonster("Stone Warden", 8, 2, 12, 3, 1, 2),
}

// MonsterID is the figure ID the scenario gives a monster: its type as a
// Slug and its standee number ("Cave Rat" standee 2 is "cave-rat-2").
func MonsterID(monsterType string, standee int) string {
	return fmt.Sprintf("%s-%d", Slug(monsterType, "monster"), standee)
}

// Slug turns a name into an ID: its letters and digits in lower case, other
// runs of characters a single dash ("Ana Brisk" is "ana-brisk"); fallback
// when nothing is left.
func Slug(name, fallback string) string {
	var b strings.Builder
	dash := false
	for _, r := range strings.ToLower(name) {
		if (r >= 'a' && r <= 'z') || (r >= '0' && r <= '9') || r > 127 {
			if dash && b.Len() > 0 {
				b.WriteByte('-')
			}
			b.WriteRune(r)
			dash = false
		} else {
			dash = true
		}
	}
	if b.Len() == 0 {
		return fallback
	}
	return b.String()
}

// Setup is how a scenario file is set up at the table.
type Setup struct {
	// Level is the scenario level (0 to MaxScenarioLevel).
	Level int
	// Players is the number of characters, which picks the monsters of a
	// file that places them by it (see scenariofile.Monster.For); 0 is
	// allowed only for a file that does not.
	Players int
	// Seed seeds the scenario's random source.
	Seed uint64
	// Rules is the edition whose rules the scenario plays (empty: the
	// default, rules.Default).
	Rules rules.Edition
	// Allies are the monster types that fight on the characters' side in
	// this scenario (its special rules say so): their standees are on the
	// party's side, and they draw from the allies' deck where the rules
	// have one (rules.Edition.HasAllyDeck), else from the monster deck.
	Allies []string
	// Loot builds the scenario's loot deck when its rules have one
	// (rules.Edition.HasLootDeck); nil, or rules without one: loot tokens
	// are money.
	Loot *LootSetup
	// Treasures are what the treasures of the scenario's edition give, by
	// their label ("67"), as a data pack knows them (nil: none known; the
	// players read the scenario book).
	Treasures map[string][]TreasureGain
}

// LoadScenario builds a scenario from a scenario file at a scenario level:
// LoadScenarioFor with no number of characters given (see Setup.Players).
func LoadScenario(file *scenariofile.File, level int, seed uint64, table MonsterTable) (*Scenario, error) {
	return LoadScenarioFor(file, Setup{Level: level, Seed: seed}, table)
}

// LoadScenarioFor builds a scenario from a scenario file as set up: the map
// (closed doors sealed), its terrain, doors, starting hexes and rooms, and
// each monster of the file present for the number of characters, as a
// figure (ID from MonsterID, on the monsters' side) with the hit points and
// shield its type has in table at the level, and the file's money tokens
// and treasure chests. The monsters of the start room
// (or of a file without rooms) are placed on the map; those of the other
// rooms wait until a door reveals their room (see the OpenDoor action and
// Hidden). Characters are added by the caller (WithCharacter), on the file's
// starting hexes or elsewhere.
func LoadScenarioFor(file *scenariofile.File, setup Setup, table MonsterTable) (*Scenario, error) {
	if file == nil {
		return nil, fmt.Errorf("load scenario: no map file")
	}
	if setup.Players == 0 && file.ByPlayersGiven() {
		return nil, fmt.Errorf("load scenario %q: %w", file.Title, ErrPlayersNeeded)
	}
	if setup.Players < 0 {
		return nil, fmt.Errorf("load scenario %q: %d characters", file.Title, setup.Players)
	}
	edition, err := rules.Parse(string(setup.Rules))
	if err != nil {
		return nil, fmt.Errorf("load scenario %q: %w", file.Title, err)
	}
	m, err := file.Map()
	if err != nil {
		return nil, fmt.Errorf("load scenario: %w", err)
	}
	if m, err = withSight(m, edition); err != nil {
		return nil, fmt.Errorf("load scenario: %w", err)
	}
	s, err := NewScenario(file.Title, m, setup.Level, setup.Seed)
	if err != nil {
		return nil, fmt.Errorf("load scenario: %w", err)
	}
	s.rules = edition
	if err := s.setAllies(setup.Allies); err != nil {
		return nil, fmt.Errorf("load scenario %q: %w", file.Title, err)
	}
	s.terrain = terrainOf(file)
	if err := s.terrain.check(m); err != nil {
		return nil, fmt.Errorf("load scenario %q: %w", file.Title, err)
	}
	s.rooms = roomsOf(file)
	if err := s.startMoney(file); err != nil {
		return nil, fmt.Errorf("load scenario %q: %w", file.Title, err)
	}
	if err := s.startChests(file, setup.Treasures); err != nil {
		return nil, fmt.Errorf("load scenario %q: %w", file.Title, err)
	}
	for _, mon := range file.Monsters {
		if mt, ok := table[mon.Type]; ok && setup.Level >= 0 && setup.Level <= MaxScenarioLevel {
			if s.stats == nil {
				s.stats = map[string]typeStats{}
			}
			s.stats[mon.Type] = typeStats{Normal: mt.Normal[setup.Level], Elite: mt.Elite[setup.Level]}
			if mt.Deck != nil {
				if err := s.setAbilityDeck(mon.Type, *mt.Deck); err != nil {
					return nil, fmt.Errorf("load scenario %q: %w", file.Title, err)
				}
			}
		}
	}
	// The hexes and standees taken so far, so that loading stays linear in
	// the number of monsters (addMonster looks through every figure).
	taken := make(map[hexgrid.Hex]string, len(file.Monsters))
	standees := make(map[string]string, len(file.Monsters))
	for i, mon := range file.Monsters {
		presence := mon.For(setup.Players)
		if presence == scenariofile.Absent {
			continue
		}
		elite := presence == scenariofile.Elite
		st, err := table.Stats(mon.Type, setup.Level, elite)
		if errors.Is(err, ErrStandIn) {
			continue // a stand-in for the scenario's rules is no figure
		}
		if err != nil {
			return nil, fmt.Errorf("load scenario %q: monsters[%d]: %w", file.Title, i, err)
		}
		f := Figure{
			ID: MonsterID(mon.Type, mon.Standee), Name: s.TypeName(mon.Type), Kind: KindMonster,
			MonsterType: mon.Type, Standee: mon.Standee, Elite: elite,
			Side: s.monsterSide(mon.Type), At: mon.At, OnMap: true,
			HP: st.HP, MaxHP: st.HP, Shield: st.Shield, Immune: slices.Clone(st.Immune),
			Retaliate: st.Retaliate, RetaliateRange: st.RetaliateRange,
		}
		if room, ok := s.rooms.roomOf[mon.At]; ok && !s.rooms.list[room].Revealed {
			if err := f.Validate(); err != nil {
				return nil, fmt.Errorf("load scenario %q: monsters[%d]: %w", file.Title, i, err)
			}
			if s.freeID(f.ID) != f.ID {
				return nil, fmt.Errorf("load scenario %q: monsters[%d]: id %q taken", file.Title, i, f.ID)
			}
			s.rooms.hidden = append(s.rooms.hidden, hiddenMonster{Room: room, Figure: f})
			continue
		}
		if err := s.addLoaded(f, taken, standees); err != nil {
			return nil, fmt.Errorf("load scenario %q: monsters[%d]: %w", file.Title, i, err)
		}
	}
	if err := s.buildLoot(setup.Loot); err != nil {
		return nil, fmt.Errorf("load scenario %q: %w", file.Title, err)
	}
	// Keep the file as loaded (title, description, orientation, the doors and
	// monsters as printed), a copy of its own that nothing changes.
	s.file = file.Clone()
	return s, nil
}

// addLoaded places a monster of a scenario being loaded, with the checks of
// addMonster made against the hexes and standees taken so far instead of
// every figure: the scenario holds only monsters placed by this loop.
func (s *Scenario) addLoaded(f Figure, taken map[hexgrid.Hex]string, standees map[string]string) error {
	if err := f.Validate(); err != nil {
		return fmt.Errorf("add monster: %w", err)
	}
	if _, dup := s.byID[f.ID]; dup {
		return fmt.Errorf("add monster: figure %q: id taken", f.ID)
	}
	if err := s.checkPlace(f.At); err != nil {
		return fmt.Errorf("add monster: figure %q: %w", f.ID, err)
	}
	if s.terrain.kinds[f.At] == TerrainObstacle {
		return fmt.Errorf("add monster: figure %q: %w", f.ID, &HexError{Hex: f.At, Reason: ErrObstacle})
	}
	if id, ok := taken[f.At]; ok {
		return fmt.Errorf("add monster: figure %q: %w", f.ID, &HexError{Hex: f.At, Reason: ErrOccupied, Figure: id})
	}
	key := fmt.Sprintf("%s\x00%d", f.MonsterType, f.Standee)
	if id, ok := standees[key]; ok {
		return fmt.Errorf("add monster %q: standee %s %d is taken by %q", f.ID, f.MonsterType, f.Standee, id)
	}
	taken[f.At], standees[key] = f.ID, f.ID
	s.insert(&f)
	return nil
}

// LoadPreview builds a scenario to look at and try moves on before it is
// played: LoadScenarioFor at level 0, for 4 characters, with seed 0, leaving
// out the monsters whose
// types table lacks. When it leaves some out it returns the scenario
// together with an *UnknownMonstersError naming their types; on any other
// error the scenario is nil.
func LoadPreview(file *scenariofile.File, table MonsterTable) (*Scenario, error) {
	if file == nil {
		return nil, fmt.Errorf("load preview: no map file")
	}
	unknown := table.CheckFile(file)
	if unknown != nil {
		known := file.Clone()
		known.Monsters = slices.DeleteFunc(known.Monsters, func(m scenariofile.Monster) bool {
			_, ok := table[m.Type]
			return !ok
		})
		file = known
	}
	s, err := LoadScenarioFor(file, Setup{Players: scenariofile.MaxPlayers}, table)
	if err != nil {
		return nil, fmt.Errorf("load preview: %w", err)
	}
	return s, unknown
}

// MapFile returns the scenario file the scenario was loaded from, as it was
// loaded (its doors and monsters as printed: the terrain as it is now is
// read with Terrain, Doors and Starts), or nil for a scenario built another
// way. It is a copy: changing it changes nothing in the scenario.
func (s *Scenario) MapFile() *scenariofile.File { return s.file.Clone() }

// Orientation returns how the scenario's map is drawn (the file's
// orientation; pointy-top for a scenario built without a file).
func (s *Scenario) Orientation() hexgrid.Orientation {
	if s.file == nil {
		return hexgrid.PointyTop
	}
	return s.file.Orientation
}
