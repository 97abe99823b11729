package campaign

import (
	"errors"
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/haventable/haventable/engine/outpost"
)

// Kinds of the outpost phase's edits (a Frosthaven campaign's outpost,
// engine/outpost), as the log names them.
const (
	EditOutpostStart   = "campaign.outpost_start"
	EditOutpostWeek    = "campaign.outpost_week"
	EditOutpostEvent   = "campaign.outpost_event"
	EditOutpostOperate = "campaign.outpost_operate"
	EditOutpostCraft   = "campaign.outpost_craft"
	EditOutpostBuild   = "campaign.outpost_build"
	EditOutpostRebuild = "campaign.outpost_rebuild"
	EditOutpostPerk    = "campaign.outpost_perk"
	EditOutpostLoot    = "campaign.outpost_loot"
	EditOutpostReward  = "campaign.outpost_reward"
	EditOutpostSection = "campaign.outpost_section"
)

// knownOutpostEdit reports whether kind is one of the outpost's edits.
func knownOutpostEdit(kind string) bool {
	switch kind {
	case EditOutpostStart, EditOutpostWeek, EditOutpostEvent, EditOutpostOperate, EditOutpostCraft,
		EditOutpostBuild, EditOutpostRebuild, EditOutpostPerk, EditOutpostLoot, EditOutpostReward, EditOutpostSection:
		return true
	}
	return false
}

// OutpostEdit is an edit of the outpost: the store applies it to the
// campaign's outpost with the outpost's data (Outpost), in the same
// transaction as it logs it. The outpost screen shows what an edit will do
// by applying it to the outpost it shows first (the engine's outpost is a
// value, its randomness part of it): the store makes exactly that.
type OutpostEdit interface {
	Edit
	// Outpost makes the edit on o with data d; it returns the new outpost
	// and refuses an edit that the outpost does not allow (or that was
	// worked out on another outpost than o).
	Outpost(o outpost.Outpost, d outpost.Data) (outpost.Outpost, error)
}

// The outpost's edits.
type (
	// StartOutpost gives the campaign its outpost (or a new one) from the
	// data Data (the buildings, calendar and perks imported), its town
	// guard deck shuffled from Seed.
	StartOutpost struct {
		Data outpost.Data `json:"data"`
		Seed uint64       `json:"seed"`
	}
	// PassWeek marks calendar week Week (the next); Sections are the
	// sections the screen listed for the group to read, which must be
	// those of the week (nothing of them is applied).
	PassWeek struct {
		Week     int      `json:"week"`
		Sections []string `json:"sections,omitempty"`
	}
	// OutpostEvent applies the outcome chosen of outpost event Card
	// (option Option): Change, then Attack when the outcome attacks,
	// each damaged building repaired with what Repairs gives it or, not
	// repaired, 1 morale lost (rulebook p. 61). Outcomes are the checks' outcomes the screen showed
	// (Defended, Damaged, Wrecked by target): the attack must come out
	// so.
	OutpostEvent struct {
		Card     string                    `json:"card"`
		Option   string                    `json:"option,omitempty"`
		Change   outpost.Change            `json:"change"`
		Attack   *outpost.Attack           `json:"attack,omitempty"`
		Outcomes []string                  `json:"outcomes,omitempty"`
		Repairs  map[string]outpost.Supply `json:"repairs,omitempty"`
		// Names are what the history calls the targets, in order.
		Names []string `json:"names,omitempty"`
		// Drawn: the card was drawn from the season's deck of the
		// outpost's data (its top card must be Card); Return puts it back
		// at the deck's bottom. After is the threat's change after its
		// attack.
		Drawn  bool           `json:"drawn,omitempty"`
		Return bool           `json:"return,omitempty"`
		After  outpost.Change `json:"after,omitempty"`
		// Deck is the kind of deck Card was drawn from: the outpost's
		// (blank), the road's or the boat's (outpost.DeckRoad ...).
		Deck string `json:"deck,omitempty"`
		// Paid are the parts of Repairs characters pay from their own
		// resources (rulebook p. 61); the supply pays the rest. The
		// store takes them from the characters in the same transaction.
		Paid []RepairShare `json:"paid,omitempty"`
	}
	// RepairShare is what character Character (CharacterName, as the
	// history calls it) pays from its own resources, Pay (materials), to
	// repair damaged building Building, or of building Building's loss in
	// building operations (OperateBuilding: resources and gold).
	RepairShare struct {
		Building      string         `json:"building"`
		Character     int64          `json:"character"`
		CharacterName string         `json:"character_name"`
		Pay           outpost.Supply `json:"pay"`
	}
	// OperateBuilding applies the effect of building Building in building
	// operations.
	OperateBuilding struct {
		Building string `json:"building"`
		// Name is what the history calls the building.
		Name string `json:"name"`
		// Paid are the parts of the effect's loss characters pay from
		// their own resources and gold (rulebook p. 62), each share's
		// Building the building; Unpaid the part nobody holds (the party
		// loses as much as possible); the supply pays the rest. The
		// store takes the shares from the characters in the same
		// transaction and checks that none holds what is unpaid.
		Paid   []RepairShare  `json:"paid,omitempty"`
		Unpaid outpost.Supply `json:"unpaid,omitempty"`
	}
	// Craft takes Cost from the supply for a downtime activity (crafting
	// item What, brewing a potion).
	Craft struct {
		What string         `json:"what"`
		Cost outpost.Supply `json:"cost"`
	}
	// Construct builds or upgrades a building (outpost.Construct).
	Construct struct {
		Construction outpost.Construction `json:"construction"`
		// Level is the level it reaches, as the screen showed it.
		Level int `json:"level"`
		// Name is what the history calls the building.
		Name string `json:"name"`
	}
	// TakeGuardPerk applies town guard perk Perk of the outpost's data
	// (its index there) to the town guard deck; Section is the section
	// that grants it, as the history names it.
	TakeGuardPerk struct {
		Perk    int    `json:"perk"`
		Section string `json:"section"`
	}
	// OutpostLoot puts what a Frosthaven scenario's loot gave (its
	// resource cards: materials and herbs) into the outpost's supply;
	// Scenario names the scenario.
	OutpostLoot struct {
		Scenario string         `json:"scenario"`
		Gain     outpost.Supply `json:"gain"`
	}
	// RebuildBuilding rebuilds wrecked building Building, its cost less
	// the carpenter's Discount when it names a material (rulebook p. 68).
	RebuildBuilding struct {
		Building string           `json:"building"`
		Discount outpost.Discount `json:"discount,omitempty"`
		// Inspiration are the materials of the cost inspiration stands
		// in for, one each (rulebook p. 54).
		Inspiration outpost.Supply `json:"inspiration,omitempty"`
		// Name is what the history calls the building.
		Name string `json:"name"`
	}
)

func (StartOutpost) edit()    {}
func (PassWeek) edit()        {}
func (OutpostEvent) edit()    {}
func (OperateBuilding) edit() {}
func (Craft) edit()           {}
func (Construct) edit()       {}
func (RebuildBuilding) edit() {}
func (TakeGuardPerk) edit()   {}
func (OutpostLoot) edit()     {}

// Kind returns EditOutpostPerk.
func (TakeGuardPerk) Kind() string { return EditOutpostPerk }

// Told names the section that grants the perk.
func (e TakeGuardPerk) Told() EditPayload { return EditPayload{About: e.Section} }

// Check refuses a negative perk index.
func (e TakeGuardPerk) Check() error {
	if e.Perk < 0 {
		return fmt.Errorf("town guard perk %d", e.Perk)
	}
	return nil
}

// Outpost applies the perk to the town guard deck.
func (e TakeGuardPerk) Outpost(o outpost.Outpost, d outpost.Data) (outpost.Outpost, error) {
	return o.TakePerk(d, e.Perk)
}

// Kind returns EditOutpostStart.
func (StartOutpost) Kind() string { return EditOutpostStart }

// Kind returns EditOutpostWeek.
func (PassWeek) Kind() string { return EditOutpostWeek }

// Kind returns EditOutpostEvent.
func (OutpostEvent) Kind() string { return EditOutpostEvent }

// Kind returns EditOutpostOperate.
func (OperateBuilding) Kind() string { return EditOutpostOperate }

// Kind returns EditOutpostCraft.
func (Craft) Kind() string { return EditOutpostCraft }

// Kind returns EditOutpostBuild.
func (Construct) Kind() string { return EditOutpostBuild }

// Kind returns EditOutpostRebuild.
func (RebuildBuilding) Kind() string { return EditOutpostRebuild }

// Told counts the buildings of the data.
func (e StartOutpost) Told() EditPayload {
	return EditPayload{About: strconv.Itoa(len(e.Data.Buildings))}
}

// Told names the week and, as Detail, the sections to read.
func (e PassWeek) Told() EditPayload {
	return EditPayload{About: strconv.Itoa(e.Week), Detail: strings.Join(e.Sections, ", ")}
}

// Told names the event and its option and, as Detail, each target and
// what became of it ("Inn:wrecked;Tavern:defended"; a damaged building
// is "repaired" or "unrepaired", 1 morale lost; "wrecked" in older
// logs; a repair characters paid part of says who: "repaired by Lena,
// Tom"); a road or boat event without an attack has
// its deck as Detail ("road", "boat").
func (e OutpostEvent) Told() EditPayload {
	about := e.Card
	if e.Option != "" {
		about += " " + e.Option
	}
	var parts []string
	if e.Attack == nil && e.Deck != outpost.DeckOutpost {
		parts = append(parts, noteWords(e.Deck))
	}
	if e.Attack != nil {
		for i, t := range e.Attack.Targets {
			if i >= len(e.Outcomes) {
				break
			}
			o := e.Outcomes[i]
			if o == outpost.Damaged {
				o = DamageSettled(e.Repairs, t.Building)
				if by := e.Payers(t.Building); by != "" {
					o += " " + by
				}
			}
			name := t.Building
			if i < len(e.Names) && e.Names[i] != "" {
				name = e.Names[i]
			}
			parts = append(parts, strings.NewReplacer(":", " ", ";", " ").Replace(name)+":"+o)
		}
	}
	return EditPayload{About: noteWords(about), Detail: strings.Join(parts, ";")}
}

// Payers names the characters who paid part of building's repair,
// "by Lena, Tom" (blank when the supply paid it all).
func (e OutpostEvent) Payers(building string) string {
	var names []string
	for _, p := range e.Paid {
		n := strings.NewReplacer(":", " ", ";", " ", ",", " ").Replace(p.CharacterName)
		if p.Building == building && !slices.Contains(names, n) {
			names = append(names, n)
		}
	}
	if len(names) == 0 {
		return ""
	}
	return "by " + strings.Join(names, ", ")
}

// Told names the building and, as Detail, the characters who paid part
// of its loss ("Lena, Tom"; blank when the supply paid it all).
func (e OperateBuilding) Told() EditPayload {
	return EditPayload{About: nameOr(e.Name, e.Building), Detail: strings.TrimPrefix(OutpostEvent{Paid: e.Paid}.Payers(e.Building), "by ")}
}

// Unrepaired is how an OutpostEvent's history tells a damaged building
// not repaired: the party lost 1 morale instead (rulebook p. 61). Logs
// made before this rule tell such a building "wrecked".
const Unrepaired = "unrepaired"

// DamageSettled is what became of damaged building name with repairs:
// "repaired", or Unrepaired.
func DamageSettled(repairs map[string]outpost.Supply, name string) string {
	if _, ok := repairs[name]; ok {
		return "repaired"
	}
	return Unrepaired
}

// Told names what was made and, as Detail, its cost.
func (e Craft) Told() EditPayload {
	return EditPayload{About: noteWords(e.What), Detail: e.Cost.String()}
}

// Told names the building and, as Detail, the level reached.
func (e Construct) Told() EditPayload {
	return EditPayload{About: nameOr(e.Name, e.Construction.Building), Detail: strconv.Itoa(e.Level)}
}

// Told names the building.
func (e RebuildBuilding) Told() EditPayload { return EditPayload{About: nameOr(e.Name, e.Building)} }

// nameOr is name, or key when name is blank.
func nameOr(name, key string) string {
	if strings.TrimSpace(name) == "" {
		return key
	}
	return name
}

// Check refuses data whose start is not a valid outpost.
func (e StartOutpost) Check() error {
	if len(e.Data.Buildings) > outpost.MaxBuildings {
		return fmt.Errorf("%d buildings, at most %d", len(e.Data.Buildings), outpost.MaxBuildings)
	}
	return outpost.New(e.Data, e.Seed).Validate()
}

// Check refuses a week outside the calendar.
func (e PassWeek) Check() error {
	if e.Week < 1 || e.Week > outpost.CalendarWeeks {
		return fmt.Errorf("week %d is out of 1..%d", e.Week, outpost.CalendarWeeks)
	}
	return nil
}

// Check refuses an event without a card, or with outcomes that do not go
// with its attack's targets.
func (e OutpostEvent) Check() error {
	if err := CheckName("event", e.Card); err != nil {
		return err
	}
	n := 0
	if e.Attack != nil {
		n = len(e.Attack.Targets)
	}
	if len(e.Outcomes) != n {
		return fmt.Errorf("%d outcomes for %d targets", len(e.Outcomes), n)
	}
	for name := range e.Repairs {
		i := slices.IndexFunc(e.Attack.Targets, func(t outpost.Target) bool { return t.Building == name })
		if i < 0 || e.Outcomes[i] != outpost.Damaged {
			return fmt.Errorf("%s is repaired but was not damaged", name)
		}
	}
	if len(e.Paid) > 0 && len(e.Repairs) == 0 {
		return errors.New("characters pay for a repair, but nothing is repaired")
	}
	for _, p := range e.Paid {
		if p.Character <= 0 {
			return fmt.Errorf("a repair paid by character %d", p.Character)
		}
		if err := CheckName("character", p.CharacterName); err != nil {
			return err
		}
		if err := p.Pay.Validate(); err != nil {
			return fmt.Errorf("%s pays: %w", p.CharacterName, err)
		}
		if len(p.Pay) == 0 || p.Pay.Total(outpost.Resources...) != p.Pay.Total(outpost.Materials...) {
			return fmt.Errorf("%s pays %s: a repair is paid in material resources", p.CharacterName, p.Pay)
		}
	}
	for name, own := range e.Owns() {
		if _, err := e.Repairs[name].Minus(own); err != nil {
			return fmt.Errorf("the characters pay %s for %s, more than its repair %s", own, name, e.Repairs[name])
		}
	}
	return nil
}

// Owns is what the characters pay of each building's repair, all
// together (the supply pays the rest of Repairs).
func (e OutpostEvent) Owns() map[string]outpost.Supply {
	if len(e.Paid) == 0 {
		return nil
	}
	own := map[string]outpost.Supply{}
	for _, p := range e.Paid {
		own[p.Building] = own[p.Building].Plus(p.Pay)
	}
	return own
}

// Check refuses a blank building, or shares that are not a character's
// resources and gold for this building.
func (e OperateBuilding) Check() error {
	if err := CheckName("building", e.Building); err != nil {
		return err
	}
	if err := e.Unpaid.Validate(); err != nil {
		return fmt.Errorf("unpaid: %w", err)
	}
	for _, p := range e.Paid {
		if p.Character <= 0 || p.Building != e.Building {
			return fmt.Errorf("a share of %s's loss paid by character %d for %q", e.Building, p.Character, p.Building)
		}
		if err := CheckName("character", p.CharacterName); err != nil {
			return err
		}
		if err := p.Pay.Validate(); err != nil {
			return fmt.Errorf("%s pays: %w", p.CharacterName, err)
		}
		if len(p.Pay) == 0 {
			return fmt.Errorf("%s pays nothing", p.CharacterName)
		}
	}
	return nil
}

// Owns is what the characters pay of the loss, all together.
func (e OperateBuilding) Owns() outpost.Supply {
	var own outpost.Supply
	for _, p := range e.Paid {
		own = own.Plus(p.Pay)
	}
	return own
}

// Check refuses a blank name or a cost that is not a supply.
func (e Craft) Check() error {
	if err := CheckName("what is made", e.What); err != nil {
		return err
	}
	return e.Cost.Validate()
}

// Check refuses a blank building.
func (e Construct) Check() error { return CheckName("building", e.Construction.Building) }

// Check refuses a blank building.
func (e RebuildBuilding) Check() error { return CheckName("building", e.Building) }

// Outpost is a new outpost from the data (o is replaced).
func (e StartOutpost) Outpost(o outpost.Outpost, d outpost.Data) (outpost.Outpost, error) {
	return outpost.New(e.Data, e.Seed), nil
}

// Outpost marks the week, refusing another week or other sections than
// those shown.
func (e PassWeek) Outpost(o outpost.Outpost, d outpost.Data) (outpost.Outpost, error) {
	if e.Week != o.Week+1 {
		return o, fmt.Errorf("week %d shown, but the next week is %d", e.Week, o.Week+1)
	}
	out, read, err := o.PassTime(d)
	if err != nil {
		return o, err
	}
	if !slices.Equal(read, e.Sections) && len(read)+len(e.Sections) > 0 {
		return o, fmt.Errorf("sections %v shown, but week %d names %v", e.Sections, e.Week, read)
	}
	return out, nil
}

// Outpost applies the change, then resolves the attack and settles the
// damage; an attack that does not come out as shown is refused.
func (e OutpostEvent) Outpost(o outpost.Outpost, d outpost.Data) (outpost.Outpost, error) {
	out := o
	if e.Drawn {
		drawn, ev, err := o.DrawDeckEvent(d, e.Deck)
		if err != nil {
			return o, err
		}
		if ev.ID != e.Card {
			return o, fmt.Errorf("event %s shown, but the deck's top card is %s", e.Card, ev.ID)
		}
		if err := e.checkTargetCount(ev); err != nil {
			return o, err
		}
		if out = drawn; e.Return {
			if out, err = out.ReturnEvent(outpost.DeckKey(ev.Season, ev.Deck), ev.ID); err != nil {
				return o, err
			}
		}
	} else if e.Return {
		return o, errors.New("only a card drawn from its deck is returned to it")
	}
	out, _, err := out.Apply(d, e.Change)
	if err != nil {
		return o, err
	}
	if e.Attack != nil {
		var checks []outpost.Check
		if out, checks, err = out.ResolveAttack(d, *e.Attack); err != nil {
			return o, err
		}
		var damaged []string
		for i, c := range checks {
			if c.Outcome != e.Outcomes[i] {
				return o, fmt.Errorf("%s: %s shown, but the attack comes out %s", c.Building, e.Outcomes[i], c.Outcome)
			}
			if c.Outcome == outpost.Damaged {
				damaged = append(damaged, c.Building)
			}
		}
		if out, err = out.SettleDamage(d, damaged, e.Repairs, e.Owns()); err != nil {
			return o, err
		}
	}
	if !e.After.Empty() {
		if out, _, err = out.Apply(d, e.After); err != nil {
			return o, err
		}
	}
	return out, nil
}

// checkTargetCount refuses an attack of drawn event ev whose Count is not
// one its threat can target: the threat's number of targets (every
// building when it gives none) changed by any of the chosen option's
// outcomes ("-1 target").
func (e OutpostEvent) checkTargetCount(ev outpost.Event) error {
	if e.Attack == nil || ev.Threat == nil {
		return nil
	}
	if ev.Threat.Targets == 0 {
		if e.Attack.Count != outpost.AllBuildings {
			return fmt.Errorf("%w: event %s attacks every building", outpost.ErrTargetCount, ev.ID)
		}
		return nil
	}
	counts := map[int]bool{ev.Threat.Targets: true}
	for _, op := range ev.Options {
		if op.Label != e.Option {
			continue
		}
		for _, oc := range op.Outcomes {
			if oc.TargetChange == 0 {
				continue
			}
			for n := range maps.Clone(counts) {
				counts[n+oc.TargetChange] = true
			}
		}
	}
	if !counts[e.Attack.Count] {
		return fmt.Errorf("%w: event %s option %s does not attack %d buildings", outpost.ErrTargetCount, ev.ID, e.Option, e.Attack.Count)
	}
	return nil
}

// Outpost applies the building's effect.
func (e OperateBuilding) Outpost(o outpost.Outpost, d outpost.Data) (outpost.Outpost, error) {
	out, _, err := o.OperatePaying(d, e.Building, e.Owns(), e.Unpaid)
	return out, err
}

// Outpost takes the cost from the supply.
func (e Craft) Outpost(o outpost.Outpost, d outpost.Data) (outpost.Outpost, error) {
	return o.Spend(e.Cost)
}

// Outpost builds or upgrades, refusing a level other than the one shown.
func (e Construct) Outpost(o outpost.Outpost, d outpost.Data) (outpost.Outpost, error) {
	if got := o.Standing(e.Construction.Building).Level + 1; got != e.Level {
		return o, fmt.Errorf("level %d shown, but %s would reach %d", e.Level, e.Construction.Building, got)
	}
	out, _, _, err := o.Construct(d, e.Construction)
	return out, err
}

// Outpost rebuilds the building.
func (e RebuildBuilding) Outpost(o outpost.Outpost, d outpost.Data) (outpost.Outpost, error) {
	out, _, err := o.RebuildPaying(d, e.Building, e.Discount, e.Inspiration)
	return out, err
}

// Kind returns EditOutpostLoot.
func (OutpostLoot) Kind() string { return EditOutpostLoot }

// Told names the scenario and, as Detail, what went into the supply.
func (e OutpostLoot) Told() EditPayload {
	return EditPayload{About: noteWords(e.Scenario), Detail: e.Gain.String()}
}

// Check refuses a blank scenario, or a gain that is no supply or nothing.
func (e OutpostLoot) Check() error {
	if err := CheckName("scenario", e.Scenario); err != nil {
		return err
	}
	if err := e.Gain.Validate(); err != nil {
		return err
	}
	if len(e.Gain) == 0 {
		return errors.New("the loot gives the supply nothing")
	}
	return nil
}

// Outpost adds the loot to the supply.
func (e OutpostLoot) Outpost(o outpost.Outpost, d outpost.Data) (outpost.Outpost, error) {
	out, _, err := o.Apply(d, outpost.Change{Gain: e.Gain})
	return out, err
}

// ErrNoOutpost means a campaign has no outpost (StartOutpost gives it one).
var ErrNoOutpost = errors.New("the campaign has no outpost")

// OutpostReward applies what completing scenario Scenario gives the
// outpost (outpost.ScenarioReward's Change: tracks, collective resources,
// sections added to a later week, events added to a deck), made with the
// scenario's end.
type OutpostReward struct {
	Scenario string         `json:"scenario"`
	Change   outpost.Change `json:"change"`
	// Characters is how many characters completed the scenario when the
	// completion gives inspiration besides the rewards: 4 minus their
	// number (outpost.CompletionInspiration); 0 gives none.
	Characters int `json:"characters,omitempty"`
	// Again: the scenario's rewards were gained already (a completed
	// scenario replayed: rulebook p. 48, "skip this step if replaying a
	// completed scenario"); Change is empty and only the completion's
	// inspiration applies. Otherwise the edit records the rewards gained
	// (outpost.Outpost.GainRewards) and refuses a scenario rewarded
	// already.
	Again bool `json:"again,omitempty"`
}

// CompletionReward is the edit completing the scenario called title
// makes on outpost o: its rewards for the outpost (change) and the
// completion's inspiration (characters); on a replay (Again), the
// inspiration alone: "the rewards from each scenario can only be gained
// once per campaign", rulebook p. 48. A replay is a scenario whose
// rewards o was given, or one the campaign's sheet marks completed
// (completed: won before the outpost kept its rewards, or ticked by
// hand), which o then records as given. What the rewards take away is at
// most what o has (outpost.Bounded: "they cannot lose more than they
// have").
func CompletionReward(o outpost.Outpost, title string, change outpost.Change, characters int, completed bool) OutpostReward {
	if completed || o.RewardsGained(title) {
		return OutpostReward{Scenario: title, Characters: characters, Again: true}
	}
	return OutpostReward{Scenario: title, Change: o.Bounded(change), Characters: characters}
}

// maxRewardCharacters bounds OutpostReward's Characters.
const maxRewardCharacters = 100

// change is the reward's change with the completion's inspiration.
func (e OutpostReward) change() outpost.Change {
	c := e.Change
	c.Inspiration += outpost.CompletionInspiration(e.Characters)
	return c
}

func (OutpostReward) edit() {}

// Kind returns EditOutpostReward.
func (OutpostReward) Kind() string { return EditOutpostReward }

// Told names the scenario and, as Detail, the change in parts the history
// tells in the player's words, separated by ";": "morale:+1",
// "prosperity:+2", "inspiration:+1", "soldiers:+1", "supply:2 lumber, 5
// gold", "lose:1 hide", "section:156.1@4" (in 4 weeks), "event:SO-81",
// "remove:SO-81", "completed:2" (the inspiration of a scenario completed
// by 2 characters), "again" (first: the rewards were gained already, a
// replay); the parts that do not fit are left out, "…" said last.
func (e OutpostReward) Told() EditPayload {
	var first []string
	if e.Again {
		first = append(first, "again")
	}
	if outpost.CompletionInspiration(e.Characters) > 0 {
		first = append(first, "completed:"+strconv.Itoa(e.Characters))
	}
	return rewardTold(noteWords(e.Scenario), e.Change, first)
}

// rewardTold is the history of a reward for the outpost: about, and as
// Detail the parts given then change's, separated by ";" (as
// OutpostReward.Told says), those that do not fit left out, "…" said
// last.
func rewardTold(about string, c outpost.Change, parts []string) EditPayload {
	for _, t := range []struct {
		name string
		v    int
	}{{"morale", c.Morale}, {"prosperity", c.Prosperity}, {"inspiration", c.Inspiration}, {"soldiers", c.Soldiers}, {"defense", c.Defense}} {
		if t.v != 0 {
			parts = append(parts, fmt.Sprintf("%s:%+d", t.name, t.v))
		}
	}
	if len(c.Gain) > 0 {
		parts = append(parts, "supply:"+c.Gain.String())
	}
	if len(c.Lose) > 0 {
		parts = append(parts, "lose:"+c.Lose.String())
	}
	for _, sec := range c.Sections {
		parts = append(parts, "section:"+sec.Section+"@"+strconv.Itoa(sec.In))
	}
	for _, ev := range c.AddEvents {
		parts = append(parts, "event:"+ev.ID)
	}
	for _, ev := range c.RemoveEvents {
		parts = append(parts, "remove:"+ev.ID)
	}
	room := MaxName - utf8.RuneCountInString(about) - 1
	detail := ""
	for _, part := range parts {
		next := part
		if detail != "" {
			next = detail + ";" + part
		}
		if utf8.RuneCountInString(next) > room {
			detail += ";…"
			break
		}
		detail = next
	}
	return EditPayload{About: about, Detail: detail}
}

// Check refuses a blank scenario or a change that changes nothing.
func (e OutpostReward) Check() error {
	if err := CheckName("scenario", e.Scenario); err != nil {
		return err
	}
	if e.Characters < 0 || e.Characters > maxRewardCharacters {
		return fmt.Errorf("%d characters completed the scenario: 0..%d", e.Characters, maxRewardCharacters)
	}
	if e.Again && !e.Change.Empty() {
		return errors.New("a scenario's rewards are gained once per campaign: a replay gives only the completion's inspiration")
	}
	if e.Again && e.change().Empty() {
		return errors.New("a replayed scenario's completion gives the outpost nothing")
	}
	return nil
}

// Outpost applies the change and the completion's inspiration, recording
// the scenario's rewards gained; a replay (Again) applies the inspiration
// alone and is refused when the rewards were not gained yet.
func (e OutpostReward) Outpost(o outpost.Outpost, d outpost.Data) (outpost.Outpost, error) {
	o = o.Clone()
	if !e.Again || !o.RewardsGained(e.Scenario) {
		// a replay of a scenario completed before the outpost kept its
		// rewards records them as given
		var err error
		if o, err = o.GainRewards(e.Scenario); err != nil {
			return o, err
		}
	}
	out, _, err := o.Apply(d, e.change())
	return out, err
}

// ReadSection applies what reading section Section (its number, "3.1";
// Name its title) of the section book gives the outpost: its rewards'
// Change (docs/outpost.md, "Section rewards"), made when the group says
// it has read the section (or with a scenario's end, for the conclusion
// chosen). It records the section's rewards gained, once per campaign;
// a section whose rewards are left to the group alone (an empty Change)
// is recorded all the same.
type ReadSection struct {
	Section string         `json:"section"`
	Name    string         `json:"name,omitempty"`
	Change  outpost.Change `json:"change"`
}

func (ReadSection) edit() {}

// Kind returns EditOutpostSection.
func (ReadSection) Kind() string { return EditOutpostSection }

// Told names the section ("3.1 Stables Built") and, as Detail, the
// change as OutpostReward's Told says it.
func (e ReadSection) Told() EditPayload {
	return rewardTold(noteWords(strings.TrimSpace(e.Section+" "+e.Name)), e.Change, nil)
}

// Check refuses a blank section.
func (e ReadSection) Check() error {
	return CheckName("section", e.Section)
}

// Outpost applies the change and records the section's rewards gained;
// a section whose rewards were gained already is refused
// (outpost.ErrRewardsGained): they are gained once per campaign.
func (e ReadSection) Outpost(o outpost.Outpost, d outpost.Data) (outpost.Outpost, error) {
	o, err := o.Clone().GainSection(e.Section)
	if err != nil {
		return o, err
	}
	out, _, err := o.Apply(d, e.Change)
	return out, err
}
