package outpost

import (
	"fmt"
	"slices"
	"strings"
)

// ScenarioReward is what completing a scenario gives the outpost (its
// rewards in the scenario book): Change is what the table applies when
// the scenario is won (morale, prosperity, inspiration, soldiers,
// collective resources and gold, sections added to a later week of the
// calendar, events added to or taken out of a deck); Words are the
// rewards it leaves to the group, in plain words (a campaign sticker, a
// town guard card, an item, experience...), ByHand those of them whose
// kind is known, for the screen to word in the player's language.
type ScenarioReward struct {
	// Scenario is the scenario's number in its book ("4A"), Name its
	// name ("Heart of Ice A"): two scenarios may share a number (a solo
	// scenario's), never number and name.
	Scenario string   `json:"scenario"`
	Name     string   `json:"name,omitempty"`
	Change   Change   `json:"change,omitempty"`
	Words    []string `json:"words,omitempty"`
	// ByHand are the rewards left to the group of a kind the screen
	// words itself; the importers put them here rather than in Words.
	ByHand []HandReward `json:"by_hand,omitempty"`
	// NoInspiration: completing the scenario gives no inspiration (the
	// data says so: GHS's "ignoredBonus", or a solo scenario).
	NoInspiration bool `json:"no_inspiration,omitempty"`
	// MoralePlus is a morale reward the data gives as a formula ("2+X"),
	// X counted on the table at the end; nil when there is none.
	MoralePlus *PlusFigures `json:"morale_plus,omitempty"`
	// Concludes is, for a section, the number of the scenario it
	// concludes ("116": GHS's "parent" of a "conclusion" section); the
	// scenario's end offers its rewards.
	Concludes string `json:"concludes,omitempty"`
}

// PlusFigures is a reward of Base plus X, X the number of figures of
// monster type Monster still on the map when the scenario ends (GHS's
// "2+X" with its "valueMapping": X the figures "present"). Words are the
// scenario book's own explanation of X, when the data has it.
type PlusFigures struct {
	Base    int    `json:"base"`
	Monster string `json:"monster"`
	Words   string `json:"words,omitempty"`
}

// Of is the reward with x figures still on the map: Base + x.
func (p PlusFigures) Of(x int) int { return p.Base + max(x, 0) }

// IsMonster reports whether a table's monster type (its name, "City
// Guard") is the data's Monster (its id, "city-guard"): the same words,
// whatever the case and separators.
func (p PlusFigures) IsMonster(name string) bool {
	norm := func(s string) string {
		return strings.Join(strings.FieldsFunc(strings.ToLower(s), func(r rune) bool { return r == '-' || r == '_' || r == ' ' }), " ")
	}
	return p.Monster != "" && norm(p.Monster) == norm(name)
}

// CompletionInspiration is the inspiration a scenario completed by
// characters characters gives: 4 minus their number, never below 0
// (Frosthaven rulebook p. 48, "Completed Scenario": "Gain inspiration
// equal to 4 minus the number of characters"). No character (unknown):
// none.
func CompletionInspiration(characters int) int {
	if characters <= 0 {
		return 0
	}
	return max(4-characters, 0)
}

// HandKind is the kind of a reward left to the group.
type HandKind string

// The kinds of rewards left to the group that the screen words.
const (
	// HandItems: the group gains the items numbered Value ("12, 13").
	HandItems HandKind = "items"
	// HandExperience, HandGold, HandBattleGoals: each character gains
	// Value experience, gold, battle goal checks.
	HandExperience  HandKind = "experience"
	HandGold        HandKind = "gold"
	HandBattleGoals HandKind = "battle_goals"
	// HandTownGuard: a town guard card of value Value ("+50"), Note
	// what its id says besides ("algox"), goes into the town guard deck.
	HandTownGuard HandKind = "town_guard"
	// HandSticker: the group gains the campaign sticker called Value.
	HandSticker HandKind = "campaign_sticker"
)

// handKinds are the kinds known.
var handKinds = []HandKind{HandItems, HandExperience, HandGold, HandBattleGoals, HandTownGuard, HandSticker}

// HandReward is a reward left to the group whose kind is known: Value is
// what the data gives (an amount, item numbers, a sticker's name).
type HandReward struct {
	Kind  HandKind `json:"kind"`
	Value string   `json:"value"`
	Note  string   `json:"note,omitempty"`
}

// MaxScenarioRewards is how many scenarios' rewards a data set holds at
// the most.
const MaxScenarioRewards = 1000

// Title is the scenario's title as the importers make it: "#4A Heart of
// Ice A" ("#4A" without a name).
func (r ScenarioReward) Title() string {
	return strings.TrimSpace("#" + r.Scenario + " " + r.Name)
}

// RewardOf is the outpost reward of the scenario called title (as
// ScenarioReward.Title makes it).
func (d Data) RewardOf(title string) (ScenarioReward, bool) {
	title = strings.TrimSpace(title)
	for _, r := range d.Rewards {
		if title == r.Title() {
			return r, true
		}
	}
	return ScenarioReward{}, false
}

// SectionOf is the outpost reward of reading section number section
// ("3.1").
func (d Data) SectionOf(section string) (ScenarioReward, bool) {
	section = strings.TrimSpace(section)
	for _, r := range d.Sections {
		if r.Scenario == section {
			return r, true
		}
	}
	return ScenarioReward{}, false
}

// Conclusions are the sections with rewards that conclude scenario number
// scenario ("116"), in the data's order.
func (d Data) Conclusions(scenario string) []ScenarioReward {
	scenario = strings.TrimSpace(scenario)
	var out []ScenarioReward
	for _, r := range d.Sections {
		if scenario != "" && r.Concludes == scenario {
			out = append(out, r)
		}
	}
	return out
}

// CheckRewardsAlone checks d's rewards as checkRewards does but for the
// events they add or take out, which other data may hold (an importer
// checks each reward as it reads it, before the events are all read).
func (d Data) CheckRewardsAlone() error {
	for _, r := range slices.Concat(d.Rewards, d.Sections) {
		c := r.Change
		c.AddEvents, c.RemoveEvents = nil, nil
		if err := d.checkRewardChange(c, r.Words); err != nil {
			return fmt.Errorf("the rewards of scenario %q: %w", r.Scenario, err)
		}
		if err := checkHand(r.ByHand); err != nil {
			return fmt.Errorf("the rewards of scenario %q: %w", r.Scenario, err)
		}
		if err := checkPlus(r.MoralePlus); err != nil {
			return fmt.Errorf("the rewards of scenario %q: %w", r.Scenario, err)
		}
		if err := checkChange(Change{}, nil, r.Concludes); err != nil {
			return fmt.Errorf("the scenario section %q concludes: %w", r.Scenario, err)
		}
	}
	return nil
}

// checkPlus refuses a formula out of bounds or naming no monster.
func checkPlus(p *PlusFigures) error {
	if p == nil {
		return nil
	}
	if abs(p.Base) > maxTrackChange {
		return fmt.Errorf("a change of %d, at most %d either way", p.Base, maxTrackChange)
	}
	if err := checkText("monster of a reward", p.Monster); err != nil {
		return err
	}
	return checkChange(Change{}, nil, p.Words)
}

// checkHand refuses rewards left to the group of an unknown kind, too
// many or too long.
func checkHand(hs []HandReward) error {
	if len(hs) > MaxWords {
		return fmt.Errorf("more than %d rewards left to the group", MaxWords)
	}
	for _, h := range hs {
		if !slices.Contains(handKinds, h.Kind) {
			return fmt.Errorf("a reward left to the group of unknown kind %q", h.Kind)
		}
		if err := checkChange(Change{}, nil, h.Value, h.Note); err != nil {
			return err
		}
	}
	return nil
}

// checkRewards refuses rewards an outpost cannot take: a blank or
// repeated scenario, a change out of bounds, a section added to no later
// week, an event the data does not have.
func (d Data) checkRewards() error {
	if err := d.checkRewardList(d.Rewards); err != nil {
		return err
	}
	if err := d.checkRewardList(d.Sections); err != nil {
		return fmt.Errorf("sections: %w", err)
	}
	return nil
}

// checkRewardList checks one list of rewards: the scenarios' or the
// sections'.
func (d Data) checkRewardList(list []ScenarioReward) error {
	if len(list) > MaxScenarioRewards {
		return fmt.Errorf("%d scenarios' rewards, at most %d", len(list), MaxScenarioRewards)
	}
	seen := map[string]bool{}
	for _, r := range list {
		if err := checkText("scenario of a reward", r.Scenario); err != nil {
			return err
		}
		if seen[r.Title()] {
			return fmt.Errorf("the rewards of scenario %q given twice", r.Title())
		}
		seen[r.Title()] = true
		if err := d.checkRewardChange(r.Change, r.Words); err != nil {
			return fmt.Errorf("the rewards of scenario %q: %w", r.Scenario, err)
		}
		if err := checkHand(r.ByHand); err != nil {
			return fmt.Errorf("the rewards of scenario %q: %w", r.Scenario, err)
		}
		if err := checkPlus(r.MoralePlus); err != nil {
			return fmt.Errorf("the rewards of scenario %q: %w", r.Scenario, err)
		}
	}
	return nil
}

func (d Data) checkRewardChange(c Change, words []string) error {
	if err := checkChange(c, words); err != nil {
		return err
	}
	for _, n := range []int{c.Morale, c.Prosperity, c.Inspiration, c.Soldiers, c.Defense} {
		if abs(n) > maxTrackChange {
			return fmt.Errorf("a change of %d, at most %d either way", n, maxTrackChange)
		}
	}
	for _, s := range c.Sections {
		if err := checkText("section", s.Section); err != nil {
			return err
		}
		if s.In < 1 || s.In > CalendarWeeks {
			return fmt.Errorf("section %s added %d weeks on: 1..%d", s.Section, s.In, CalendarWeeks)
		}
	}
	for _, e := range append(append([]EventCard(nil), c.AddEvents...), c.RemoveEvents...) {
		if ev, ok := d.Event(e.ID); !ok || DeckKey(ev.Season, ev.Deck) != DeckKey(e.Season, e.Deck) {
			return fmt.Errorf("event %q of deck %q: the data does not have it", e.ID, DeckKey(e.Season, e.Deck))
		}
	}
	for _, b := range c.Wreck {
		if _, ok := d.Building(b); !ok {
			return fmt.Errorf("building %q: the data does not have it", b)
		}
	}
	return nil
}

// maxTrackChange bounds what one reward adds to a track.
const maxTrackChange = 1000
