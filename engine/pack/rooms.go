package pack

import (
	"slices"
	"strconv"
	"strings"

	"github.com/haventable/haventable/engine"
)

// A scenario played without a map (the way Gloomhaven Secretariat and
// X-haven Assistant run it) is its rooms and sections in book order: the
// initial rooms set up at the start, each other revealed as a whole with
// its standees. These are the pack's words for them.

// The ranks a standee is set up at ("" in Standee.Players: absent).
const (
	RankNormal = "normal"
	RankElite  = "elite"
	RankBoss   = "boss"
)

// Ranks are the ranks a standee can be set up at.
var Ranks = []string{RankNormal, RankElite, RankBoss}

// Standee is one monster standee of a room, as the book's table sets it up
// by the number of characters.
type Standee struct {
	// Type is one of the pack's monster types.
	Type string `json:"type,required"`
	// Players is the standee's rank with 2, 3 and 4 characters (one
	// character plays as 2, more than 4 as 4): "normal", "elite", "boss"
	// or "" for absent.
	Players [3]string `json:"players,required"`
}

// For returns the standee's rank with n characters ("" when absent).
func (s Standee) For(n int) string {
	return s.Players[min(max(n, 2), 4)-2]
}

// LevelOffset is a monster type that plays at the scenario's level plus
// Offset (its stat cards, its hit points).
type LevelOffset struct {
	Type   string `json:"type,required"`
	Offset int    `json:"offset,required"`
}

// Offset returns the level offset of monster type t in the scenario (0 for
// none).
func (s Scenario) Offset(t string) int {
	for _, o := range s.LevelOffsets {
		if o.Type == t {
			return o.Offset
		}
	}
	return 0
}

// The kinds of a scenario's rules (Rule.Kind).
const (
	// RuleMessage is a message for the players at the start.
	RuleMessage = "message"
	// RuleObjective is an objective (a figure with hit points Health, a
	// formula of C and L as the data writes it), RuleEscort one on the
	// characters' side.
	RuleObjective = "objective"
	RuleEscort    = "escort"
	// RuleTimer is something that happens in rounds Rounds (Note says
	// what).
	RuleTimer = "timer"
	// RuleInactive is a monster type (Name) that does not act in rounds
	// Rounds.
	RuleInactive = "inactive"
	// RuleOther is any other rule, told by its Note.
	RuleOther = "other"
)

// RuleKinds are the kinds of a scenario's rules.
var RuleKinds = []string{RuleMessage, RuleObjective, RuleEscort, RuleTimer, RuleInactive, RuleOther}

// Rule is one of a scenario's special rules, kept as the data gives it for
// the players to apply: the table does not play it.
type Rule struct {
	Kind string `json:"kind,required"`
	// Section is the section whose rule it is ("" for the scenario's).
	Section string `json:"section,omitempty"`
	Name    string `json:"name,omitempty"`
	Health  string `json:"health,omitempty"`
	Rounds  []int  `json:"rounds,omitempty"`
	Note    string `json:"note,omitempty"`
}

// Limits of the data of a scenario played without a map.
const (
	MaxRoomStandees = 100 // standees of one room
	MaxRules        = 100 // rules of one scenario
)

// StandeeSetup is one standee set up for a number of characters.
type StandeeSetup struct {
	Type string
	Rank string
}

// SetupFor returns the standees of room r present with n characters, in
// the room's order.
func (r Room) SetupFor(n int) []StandeeSetup {
	var out []StandeeSetup
	for _, s := range r.Standees {
		if rank := s.For(n); rank != "" {
			out = append(out, StandeeSetup{Type: s.Type, Rank: rank})
		}
	}
	return out
}

// PlayableWithoutMap reports whether the scenario can be played without a
// map: none of the monster types its data names is missing from the packs
// it was imported with (a scenario of no monsters plays too).
func (s Scenario) PlayableWithoutMap() bool {
	return len(s.LeftOut) == 0
}

// SectionOrder compares two book section numbers ("5.3", "12.1", "15.2A")
// as the book orders them: by each number, then by the letters after it.
func SectionOrder(a, b string) int {
	pa, pb := strings.Split(a, "."), strings.Split(b, ".")
	for i := 0; i < len(pa) && i < len(pb); i++ {
		na, ra := leadingNumber(pa[i])
		nb, rb := leadingNumber(pb[i])
		if na != nb {
			return na - nb
		}
		if c := strings.Compare(ra, rb); c != 0 {
			return c
		}
	}
	return len(pa) - len(pb)
}

func leadingNumber(s string) (int, string) {
	i := 0
	for i < len(s) && s[i] >= '0' && s[i] <= '9' {
		i++
	}
	n, _ := strconv.Atoi(s[:min(i, 9)])
	return n, s[i:]
}

func (c *checker) rooms(path string, s Scenario, monsters map[string]bool) {
	if c.count(path+".level_offsets", len(s.LevelOffsets), MaxMonsters) {
		seen := map[string]bool{}
		for j, o := range s.LevelOffsets {
			op := path + ".level_offsets[" + strconv.Itoa(j) + "]"
			c.monsterRefs(op+".type", []string{o.Type}, monsters)
			if seen[o.Type] {
				c.add(op+".type", "monster type %q given twice", o.Type)
			}
			seen[o.Type] = true
			c.between(op+".offset", o.Offset, -ScenarioLevels, ScenarioLevels)
		}
	}
	if c.count(path+".rules", len(s.Rules), MaxRules) {
		for j, r := range s.Rules {
			rp := path + ".rules[" + strconv.Itoa(j) + "]"
			if !slices.Contains(RuleKinds, r.Kind) {
				c.add(rp+".kind", "unknown rule kind %q: one of %s", r.Kind, strings.Join(RuleKinds, ", "))
			}
			c.text(rp+".section", r.Section)
			c.text(rp+".name", r.Name)
			c.text(rp+".health", r.Health)
			c.text(rp+".note", r.Note)
			if c.count(rp+".rounds", len(r.Rounds), 100) {
				for k, n := range r.Rounds {
					c.between(rp+".rounds["+strconv.Itoa(k)+"]", n, -1, 999)
				}
			}
		}
	}
	if c.count(path+".left_out", len(s.LeftOut), MaxMonsters) {
		for j, t := range s.LeftOut {
			c.name(path+".left_out["+strconv.Itoa(j)+"]", t)
		}
	}
	for j, r := range s.Rooms {
		rp := path + ".rooms[" + strconv.Itoa(j) + "]"
		c.between(rp+".number", r.Number, 0, 999)
		if c.count(rp+".next", len(r.Next), 100) {
			for k, n := range r.Next {
				c.between(rp+".next["+strconv.Itoa(k)+"]", n, 1, 999)
			}
		}
		c.text(rp+".section", r.Section)
		c.text(rp+".tile", r.Tile)
		if c.count(rp+".standees", len(r.Standees), MaxRoomStandees) {
			for k, st := range r.Standees {
				sp := rp + ".standees[" + strconv.Itoa(k) + "]"
				c.monsterRefs(sp+".type", []string{st.Type}, monsters)
				for n, rank := range st.Players {
					if rank != "" && !slices.Contains(Ranks, rank) {
						c.add(sp+".players["+strconv.Itoa(n)+"]", "unknown rank %q: one of %s or \"\" (absent)", rank, strings.Join(Ranks, ", "))
					}
				}
			}
		}
	}
}

// LootCounts turns a peer's loot deck (the number of cards by kind) into a
// scenario's LootDeck, in engine.LootKinds order: alias renames the peer's
// kinds that differ from this program's; a kind it does not know or a
// count out of 0..MaxLootCards is left out, and bad is told the key and
// why.
func LootCounts(counts map[string]int, alias map[string]string, bad func(key, why string)) []LootCount {
	byKind := map[string]int{}
	keys := make([]string, 0, len(counts))
	for k := range counts {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	for _, k := range keys {
		kind := k
		if to, ok := alias[k]; ok {
			kind = to
		}
		switch n := counts[k]; {
		case !slices.Contains(engine.LootKinds, kind):
			bad(k, "skipped: not a loot card kind this program knows")
		case n < 0 || n > MaxLootCards:
			bad(k, "skipped: "+strconv.Itoa(n)+" cards")
		default:
			byKind[kind] += n
		}
	}
	var out []LootCount
	for _, kind := range engine.LootKinds {
		if n := byKind[kind]; n > 0 {
			out = append(out, LootCount{Kind: kind, Count: min(n, MaxLootCards)})
		}
	}
	return out
}
