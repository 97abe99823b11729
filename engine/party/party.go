// Package party holds the campaign rules that turn a party into figures at
// the table: character levels and their hit points, the scenario level a
// party is recommended, and a scenario built from a map file with the
// party on its starting hexes. Persistence (which stores the characters)
// and the UI both use it; it knows nothing of either.
package party

import (
	"errors"
	"fmt"
	"strconv"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/pack"
	"github.com/haventable/haventable/engine/scenariofile"
)

// MaxLevel is the highest character level; the lowest is 1.
const MaxLevel = 9

// SampleHitPoints is SAMPLE DATA made up for this program, not the figures
// of any published game: a character's maximum hit points by level (index 0
// is level 1), the same for every class. Characters join a scenario with
// these hit points until classes with their own tables exist.
var SampleHitPoints = [MaxLevel]int{8, 9, 11, 12, 14, 15, 17, 18, 20}

// HitPoints returns a character's maximum hit points at level from
// SampleHitPoints; levels outside 1..MaxLevel are clamped.
func HitPoints(level int) int {
	return SampleHitPoints[min(max(level, 1), MaxLevel)-1]
}

// CheckLevel returns an error unless level is a character level, 1 to
// MaxLevel.
func CheckLevel(level int) error {
	if level < 1 || level > MaxLevel {
		return fmt.Errorf("character level %d is out of 1..%d", level, MaxLevel)
	}
	return nil
}

// Member is a character of the party as a scenario needs it.
type Member struct {
	// ID is the character's ID in its campaign.
	ID    int64
	Name  string
	Level int
	// Perks build its attack modifier deck (modifier.CharacterCards).
	Perks []string
	// MaxHP is its maximum hit points, from its class's table in a data
	// pack; 0: HitPoints(Level).
	MaxHP int
	// HandSize is the number of its ability cards, from its class in a
	// data pack; 0: not counted.
	HandSize int
	// Items are the items it brings to the table (engine.WithItems).
	Items []engine.TableItem
}

// RecommendedLevel is the scenario level suggested for a party: half the
// characters' average level, rounded up, within 0..engine.MaxScenarioLevel;
// 1 for a party without characters.
func RecommendedLevel(party []Member) int {
	if len(party) == 0 {
		return 1
	}
	sum := 0
	for _, m := range party {
		sum += m.Level
	}
	n := len(party)
	return min(max((sum+2*n-1)/(2*n), 0), engine.MaxScenarioLevel) // ceil(sum/n/2)
}

// TooManyError is the error of BuildScenario for a party larger than the
// map's starting hexes.
type TooManyError struct {
	Map        string // the map's title
	Characters int
	Starts     int
}

func (e *TooManyError) Error() string {
	return fmt.Sprintf("scenario %q: %d characters but only %d starting hexes", e.Map, e.Characters, e.Starts)
}

// ErrNoCharacters is returned by BuildScenario for an empty party.
var ErrNoCharacters = errors.New("the party has no characters")

// BuildScenario builds the scenario of map file at level with seed: the
// map's monsters from the built-in data pack (pack.Builtin: the sample
// monsters' stats and their ability decks) and every member of the party,
// in order, on the scenario's starting hexes with its perks' deck and the hit
// points of its level. Retired characters must be left out by the caller.
// A party larger than the map's starting hexes is a *TooManyError.
func BuildScenario(file *scenariofile.File, level int, seed uint64, party []Member) (*engine.Scenario, error) {
	return BuildScenarioWith(file, engine.Setup{Level: level, Seed: seed}, party, pack.Builtin().MonsterTable(len(party)))
}

// BuildScenarioWith is BuildScenario as set up (level, seed and rules; the
// number of characters is the party's) with the monsters' stats from table
// (the data packs' and the samples').
func BuildScenarioWith(file *scenariofile.File, setup engine.Setup, party []Member, table engine.MonsterTable) (*engine.Scenario, error) {
	if len(party) == 0 {
		return nil, fmt.Errorf("scenario %q: %w", file.Title, ErrNoCharacters)
	}
	if len(party) > len(file.Starts) {
		return nil, &TooManyError{Map: file.Title, Characters: len(party), Starts: len(file.Starts)}
	}
	setup.Players = len(party)
	scn, err := engine.LoadScenarioFor(file, setup, table)
	if err != nil {
		return nil, err
	}
	starts := scn.Starts()
	for i, m := range party {
		hp := m.MaxHP
		if hp <= 0 {
			hp = HitPoints(m.Level)
		}
		f := engine.Figure{
			ID:    FigureID(scn, m),
			Name:  m.Name,
			Kind:  engine.KindCharacter,
			Side:  engine.SideParty,
			At:    starts[i],
			OnMap: true,
			HP:    hp,
			MaxHP: hp,
			Sheet: m.ID,
		}
		if m.HandSize > 0 {
			f.Cards = &engine.CardPiles{Hand: m.HandSize}
		}
		next, err := scn.WithCharacter(f, m.Perks)
		if err == nil && len(m.Items) > 0 {
			next, err = next.WithItems(f.ID, m.Items)
		}
		if err != nil {
			return nil, fmt.Errorf("character %q: %w", m.Name, err)
		}
		scn = next
	}
	return scn, nil
}

// FigureID names a member's figure after its name ("Ana Brisk" is
// "ana-brisk": letters and digits, lower case, other runs a dash), with
// the member's ID added if another figure of scn has it.
func FigureID(scn *engine.Scenario, m Member) string {
	id := engine.Slug(m.Name, "character")
	if _, taken := scn.Figure(id); taken {
		id += "-" + strconv.FormatInt(m.ID, 10)
	}
	return id
}
