package outpost

import (
	"errors"
	"fmt"
	"slices"
	"sort"
	"unicode/utf8"

	"github.com/haventable/haventable/engine/modifier"
)

// Data is what the game's data says of the outpost: the buildings, the
// sections the calendar names on its weeks, the sections to read at the
// ends of the morale track, and the town guard perks.
type Data struct {
	Buildings []Building `json:"buildings,omitempty"`
	// Weeks are the sections printed on the calendar, by week.
	Weeks map[int][]string `json:"weeks,omitempty"`
	// HighMorale and LowMorale are read when morale reaches 20 or 0.
	HighMorale []string    `json:"high_morale,omitempty"`
	LowMorale  []string    `json:"low_morale,omitempty"`
	Perks      []GuardPerk `json:"town_guard_perks,omitempty"`
	// Events are the event cards (the outpost's, the road's and the
	// boat's); EventDecks the cards each deck starts with, by DeckKey (the
	// others join it when the story says).
	Events     []Event             `json:"events,omitempty"`
	EventDecks map[Season][]string `json:"event_decks,omitempty"`
	// Rewards are what completing each scenario gives the outpost
	// (ScenarioReward).
	Rewards []ScenarioReward `json:"scenario_rewards,omitempty"`
	// Sections are what reading each section of the section book with
	// rewards gives the outpost (ScenarioReward, its Scenario the
	// section's number "3.1", Name its title).
	Sections []ScenarioReward `json:"section_rewards,omitempty"`
}

// Building returns the building named name.
func (d Data) Building(name string) (Building, bool) {
	for _, b := range d.Buildings {
		if b.Name == name {
			return b, true
		}
	}
	return Building{}, false
}

// Standing is a building of the outpost: its level (0: not built) and
// whether it is wrecked.
type Standing struct {
	Name    string `json:"name"`
	Level   int    `json:"level"`
	Wrecked bool   `json:"wrecked,omitempty"`
}

// Outpost is the state of a Frosthaven campaign's outpost.
type Outpost struct {
	// Week is the number of calendar weeks marked.
	Week int `json:"week"`
	// Calendar are the sections added to weeks by the story (an event's
	// "read 44.4 in one week"), besides those printed (Data.Weeks).
	Calendar map[int][]string `json:"calendar,omitempty"`
	// Supply is Frosthaven's supply: materials, herbs and collective gold.
	Supply      Supply `json:"supply,omitempty"`
	Morale      int    `json:"morale"`
	Prosperity  int    `json:"prosperity"`
	Inspiration int    `json:"inspiration"`
	Soldiers    int    `json:"soldiers"`
	// Defense is the outpost's defense apart from morale (walls,
	// stickers); TotalDefense adds the morale bonus.
	Defense   int        `json:"defense"`
	Buildings []Standing `json:"buildings,omitempty"`
	TownGuard TownGuard  `json:"town_guard"`
	// Random is the state of the outpost's random source (the town guard
	// deck's shuffles).
	Random []byte `json:"random"`
	// Built counts the builds and upgrades of the outpost phase in
	// progress (the second costs morale); passing time resets it.
	Built int `json:"built,omitempty"`
	// Rebuilt counts the buildings rebuilt in the outpost phase in
	// progress: after one, no more builds or upgrades (rulebook p. 68);
	// passing time resets it.
	Rebuilt int `json:"rebuilt,omitempty"`
	// Events are the event decks' draw piles by DeckKey (the season alone
	// for the outpost's decks), top first, once drawn from (EventDeck).
	Events map[Season][]string `json:"events,omitempty"`
	// PhaseEvent is the outpost event card drawn in the outpost phase in
	// progress (one per phase: DrawEvent refuses a second); passing time
	// clears it.
	PhaseEvent string `json:"phase_event,omitempty"`
	// Rewarded are the scenarios (their titles) whose rewards the
	// outpost was given, SectionsRead the sections (their numbers) whose
	// rewards it was given: each once per campaign (gained.go).
	Rewarded     []string `json:"rewarded,omitempty"`
	SectionsRead []string `json:"sections_read,omitempty"`
}

// New is the outpost of a campaign's start: week 0, the buildings that
// cost nothing standing at level 1, the standard town guard deck shuffled
// by a source seeded with seed.
func New(d Data, seed uint64) Outpost {
	o := Outpost{}
	for _, b := range d.Buildings {
		if b.Initial() {
			o.Buildings = append(o.Buildings, Standing{Name: b.Name, Level: 1})
		}
	}
	src := modifier.NewSource(seed)
	o.TownGuard.Draw = StandardTownGuard()
	shuffle(o.TownGuard.Draw, src)
	o.Random, _ = src.MarshalBinary()
	return o
}

// Clone is a deep copy of o.
func (o Outpost) Clone() Outpost {
	out := o
	out.Calendar = make(map[int][]string, len(o.Calendar))
	for w, s := range o.Calendar {
		out.Calendar[w] = slices.Clone(s)
	}
	if len(out.Calendar) == 0 {
		out.Calendar = nil
	}
	out.Supply = o.Supply.Plus(nil)
	out.Buildings = slices.Clone(o.Buildings)
	out.TownGuard = o.TownGuard.clone()
	out.Random = slices.Clone(o.Random)
	out.Rewarded = slices.Clone(o.Rewarded)
	out.SectionsRead = slices.Clone(o.SectionsRead)
	out.Events = nil
	for s, pile := range o.Events {
		if out.Events == nil {
			out.Events = map[Season][]string{}
		}
		out.Events[s] = slices.Clone(pile)
	}
	return out
}

// TotalDefense is the outpost's defense with the morale bonus.
func (o Outpost) TotalDefense() int { return o.Defense + MoraleDefense(o.Morale) }

// Standing returns the state of the building named name (level 0 when it
// is not built).
func (o Outpost) Standing(name string) Standing {
	for _, s := range o.Buildings {
		if s.Name == name {
			return s
		}
	}
	return Standing{Name: name}
}

// set records s (a building's new level or state).
func (o *Outpost) set(s Standing) {
	for i := range o.Buildings {
		if o.Buildings[i].Name == s.Name {
			o.Buildings[i] = s
			return
		}
	}
	o.Buildings = append(o.Buildings, s)
}

// Sections are the sections the calendar names on week: those printed and
// those added, in that order, without repeats.
func (o Outpost) Sections(d Data, week int) []string {
	var out []string
	for _, s := range append(slices.Clone(d.Weeks[week]), o.Calendar[week]...) {
		if !slices.Contains(out, s) {
			out = append(out, s)
		}
	}
	return out
}

// source is the outpost's random source.
func (o Outpost) source() (*modifier.Source, error) {
	src := modifier.NewSource(0)
	if err := src.UnmarshalBinary(o.Random); err != nil {
		return nil, err
	}
	return src, nil
}

func (o *Outpost) keep(src *modifier.Source) {
	o.Random, _ = src.MarshalBinary()
}

// MaxBuildings and MaxSections bound what an outpost holds.
const (
	MaxBuildings = 200
	MaxSections  = 1000
	MaxName      = 200
	MaxDeck      = 1000
)

// Validate reports the first field of o that the rules do not allow.
func (o Outpost) Validate() error {
	if err := checkWeek(o.Week); err != nil {
		return err
	}
	if err := o.Supply.Validate(); err != nil {
		return fmt.Errorf("supply: %w", err)
	}
	switch {
	case o.Morale < 0 || o.Morale > MaxMorale:
		return fmt.Errorf("morale %d is out of 0..%d", o.Morale, MaxMorale)
	case o.Prosperity < 0 || o.Prosperity > MaxCount:
		return fmt.Errorf("prosperity %d is out of 0..%d", o.Prosperity, MaxCount)
	case o.Inspiration < 0 || o.Inspiration > MaxCount:
		return fmt.Errorf("inspiration %d is out of 0..%d", o.Inspiration, MaxCount)
	case o.Soldiers < 0 || o.Soldiers > MaxCount:
		return fmt.Errorf("soldiers %d is out of 0..%d", o.Soldiers, MaxCount)
	case o.Defense < -MaxCount || o.Defense > MaxCount:
		return fmt.Errorf("defense %d is out of range", o.Defense)
	case o.Built < 0 || o.Built > 2:
		return fmt.Errorf("%d constructions in one outpost phase, at most 2", o.Built)
	case o.Rebuilt < 0 || o.Rebuilt > MaxBuildings:
		return fmt.Errorf("%d buildings rebuilt in one outpost phase", o.Rebuilt)
	case len(o.Buildings) > MaxBuildings:
		return fmt.Errorf("%d buildings, at most %d", len(o.Buildings), MaxBuildings)
	case len(o.TownGuard.Draw)+len(o.TownGuard.Discard) > MaxDeck:
		return fmt.Errorf("the town guard deck holds more than %d cards", MaxDeck)
	}
	for s, pile := range o.Events {
		if !deckKey(s) {
			return fmt.Errorf("an outpost event deck of season %q", s)
		}
		if len(pile) > MaxEvents {
			return fmt.Errorf("the %s outpost event deck holds more than %d cards", s, MaxEvents)
		}
		for _, id := range pile {
			if err := checkText("event id", id); err != nil {
				return err
			}
		}
	}
	n := 0
	for w, ss := range o.Calendar {
		if err := checkWeek(w); err != nil {
			return fmt.Errorf("calendar: %w", err)
		}
		n += len(ss)
		for _, s := range ss {
			if err := checkText("section", s); err != nil {
				return err
			}
		}
	}
	if n > MaxSections {
		return fmt.Errorf("calendar holds %d sections, at most %d", n, MaxSections)
	}
	seen := map[string]bool{}
	for _, b := range o.Buildings {
		if err := checkText("building name", b.Name); err != nil {
			return err
		}
		if seen[b.Name] {
			return fmt.Errorf("building %q listed twice", b.Name)
		}
		seen[b.Name] = true
		if b.Level < 0 || b.Level > 99 {
			return fmt.Errorf("building %q level %d is out of 0..99", b.Name, b.Level)
		}
		if b.Wrecked && b.Level == 0 {
			return fmt.Errorf("building %q is wrecked but not built", b.Name)
		}
	}
	for _, c := range o.TownGuard.Cards() {
		if c.Special != "" && c.Special != Wreck && c.Special != Success {
			return fmt.Errorf("town guard card: unknown special %q", c.Special)
		}
		if c.Value < -MaxCardValue || c.Value > MaxCardValue {
			return fmt.Errorf("town guard card value %d is out of range", c.Value)
		}
		if utf8.RuneCountInString(c.Words) > MaxName {
			return errors.New("town guard card words too long")
		}
	}
	if err := checkGained("scenario", o.Rewarded); err != nil {
		return err
	}
	if err := checkGained("section", o.SectionsRead); err != nil {
		return err
	}
	if _, err := o.source(); err != nil {
		return err
	}
	return nil
}

func checkText(what, s string) error {
	if s == "" {
		return fmt.Errorf("%s is blank", what)
	}
	if utf8.RuneCountInString(s) > MaxName {
		return fmt.Errorf("%s is longer than %d characters", what, MaxName)
	}
	return nil
}

// SortedWeeks are the weeks of m in order.
func SortedWeeks(m map[int][]string) []int {
	ws := make([]int, 0, len(m))
	for w := range m {
		ws = append(ws, w)
	}
	sort.Ints(ws)
	return ws
}
