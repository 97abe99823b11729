package outpost

import (
	"errors"
	"fmt"
	"slices"
)

// PassTime marks the next week of the calendar: the week's sections are
// returned for the group to read (nothing of them is applied), and a new
// outpost phase begins (no construction or rebuild made yet).
func (o Outpost) PassTime(d Data) (Outpost, []string, error) {
	if o.Week >= CalendarWeeks {
		return o, nil, fmt.Errorf("the calendar is full (%d weeks)", CalendarWeeks)
	}
	out := o.Clone()
	out.Week++
	out.Built, out.Rebuilt = 0, 0
	out.PhaseEvent = ""
	return out, out.Sections(d, out.Week), nil
}

// Change is a change to the outpost's tracks and supply, as an event's
// outcome or a scenario's reward gives it: each field is added (Lose is
// taken from the supply). Sections are added to the calendar, each in the
// week it names relative to the current one (In weeks from now).
type Change struct {
	Gain        Supply         `json:"gain,omitempty"`
	Lose        Supply         `json:"lose,omitempty"`
	Morale      int            `json:"morale,omitempty"`
	Prosperity  int            `json:"prosperity,omitempty"`
	Inspiration int            `json:"inspiration,omitempty"`
	Soldiers    int            `json:"soldiers,omitempty"`
	Defense     int            `json:"defense,omitempty"`
	Sections    []LaterSection `json:"sections,omitempty"`
	Wreck       []string       `json:"wreck,omitempty"`
	// AddEvents go into their season's outpost event deck, which is then
	// shuffled; RemoveEvents leave it (EventCard).
	AddEvents    []EventCard `json:"add_events,omitempty"`
	RemoveEvents []EventCard `json:"remove_events,omitempty"`
}

// EventCard names an outpost event card of a season's deck.
type EventCard struct {
	Season Season `json:"season"`
	ID     string `json:"id"`
	// Deck is the deck's kind (DeckOutpost, DeckRoad, DeckBoat).
	Deck string `json:"deck,omitempty"`
}

// Plus is c and e together: each number added, the supplies added, the
// sections and buildings wrecked of both.
func (c Change) Plus(e Change) Change {
	out := Change{Gain: c.Gain.Plus(e.Gain), Lose: c.Lose.Plus(e.Lose), Morale: c.Morale + e.Morale,
		Prosperity: c.Prosperity + e.Prosperity, Inspiration: c.Inspiration + e.Inspiration,
		Soldiers: c.Soldiers + e.Soldiers, Defense: c.Defense + e.Defense}
	out.Sections = joined(c.Sections, e.Sections)
	out.Wreck = joined(c.Wreck, e.Wreck)
	out.AddEvents = joined(c.AddEvents, e.AddEvents)
	out.RemoveEvents = joined(c.RemoveEvents, e.RemoveEvents)
	return out
}

// joined is a then b in a new list, nil when both are empty.
func joined[T any](a, b []T) []T {
	if len(a)+len(b) == 0 {
		return nil
	}
	return append(slices.Clone(a), b...)
}

// Empty reports whether c changes nothing.
func (c Change) Empty() bool {
	return len(c.Gain) == 0 && len(c.Lose) == 0 && c.Morale == 0 && c.Prosperity == 0 && c.Inspiration == 0 &&
		c.Soldiers == 0 && c.Defense == 0 && len(c.Sections) == 0 && len(c.Wreck) == 0 &&
		len(c.AddEvents) == 0 && len(c.RemoveEvents) == 0
}

// LaterSection is a section to read In weeks from the current week.
type LaterSection struct {
	Section string `json:"section"`
	In      int    `json:"in"`
}

// Apply makes change c. Morale stays within 0..20 (the track has no more);
// a prosperity loss never erases a numbered box (LoseProsperity, rulebook
// p. 54); other tracks and the supply never go below 0: a loss the outpost
// cannot pay is refused. Soldiers above the barracks' capacity are lost. The
// sections to read when morale reaches an end of the track are returned.
func (o Outpost) Apply(d Data, c Change) (Outpost, []string, error) {
	if err := c.Gain.Validate(); err != nil {
		return o, nil, err
	}
	if err := c.Lose.Validate(); err != nil {
		return o, nil, err
	}
	out := o.Clone()
	var err error
	if out.Supply, err = out.Supply.Plus(c.Gain).Minus(c.Lose); err != nil {
		return o, nil, err
	}
	for _, f := range []struct {
		what  string
		v     *int
		delta int
	}{{"inspiration", &out.Inspiration, c.Inspiration},
		{"soldiers", &out.Soldiers, c.Soldiers}} {
		if *f.v+f.delta < 0 {
			return o, nil, fmt.Errorf("%s %d cannot lose %d", f.what, *f.v, -f.delta)
		}
		*f.v += f.delta
	}
	out.Prosperity += c.Prosperity
	if c.Prosperity < 0 {
		out.Prosperity = LoseProsperity(o.Prosperity, -c.Prosperity)
	}
	out.Defense += c.Defense
	if capacity := BarracksCapacity(out.Standing(Barracks).Level); c.Soldiers > 0 && out.Soldiers > capacity {
		out.Soldiers = max(o.Soldiers, capacity)
	}
	out.Morale = min(MaxMorale, max(0, out.Morale+c.Morale))
	for _, s := range c.Sections {
		if s.In < 0 {
			return o, nil, errors.New("a section is added to a later week")
		}
		w := out.Week + s.In
		if err := checkWeek(w); err != nil {
			return o, nil, err
		}
		if out.Calendar == nil {
			out.Calendar = map[int][]string{}
		}
		out.Calendar[w] = append(out.Calendar[w], s.Section)
	}
	for _, name := range c.Wreck {
		st := out.Standing(name)
		if st.Level == 0 {
			return o, nil, &RuleError{Rule: RuleNotBuilt, Building: titleOf(d, name)}
		}
		st.Wrecked = true
		out.set(st)
	}
	if err := out.changeDecks(d, c.AddEvents, c.RemoveEvents); err != nil {
		return o, nil, err
	}
	if err := out.Validate(); err != nil {
		return o, nil, err
	}
	var read []string
	switch {
	case out.Morale == MaxMorale && o.Morale < MaxMorale:
		read = d.HighMorale
	case out.Morale == 0 && o.Morale > 0:
		read = d.LowMorale
	}
	return out, read, nil
}

// Operate applies the effect of building name at its level in building
// operations: its wrecked effect when wrecked. An effect kept in words
// changes nothing (the group does it by hand) and is refused here.
func (o Outpost) Operate(d Data, name string) (Outpost, Effect, error) {
	return o.OperatePaying(d, name, nil, nil)
}

// OperatePaying is Operate with the effect's loss paid partly by the
// characters from their personal supplies (own) and partly by nobody
// (unpaid): rulebook p. 62, "When the party gains or loses gold or
// resources due to these effects, they can be added to or taken from the
// Frosthaven supply or the characters' personal supplies, in any
// combination. If a loss cannot be resolved fully, the party loses as much
// as possible, but there is no other penalty." The supply pays the rest;
// a resource left unpaid must be one the supply then holds none of
// (RuleLossAsMuch; the store checks the characters'). own and unpaid
// together are at most the loss.
func (o Outpost) OperatePaying(d Data, name string, own, unpaid Supply) (Outpost, Effect, error) {
	for _, s := range []Supply{own, unpaid} {
		if err := s.Validate(); err != nil {
			return o, Effect{}, err
		}
	}
	b, ok := d.Building(name)
	st := o.Standing(name)
	if !ok || st.Level == 0 {
		return o, Effect{}, &RuleError{Rule: RuleNotBuilt, Building: titleOf(d, name)}
	}
	effects := b.Effects
	if st.Wrecked {
		effects = b.WreckedEffects
	}
	if st.Level > len(effects) || !effects[st.Level-1].Played() {
		return o, Effect{}, &RuleError{Rule: RuleNoEffect, Building: b.called(), Level: st.Level}
	}
	e := effects[st.Level-1]
	rest, err := e.Lose.Minus(own.Plus(unpaid))
	if err != nil {
		return o, e, fmt.Errorf("%s: the characters and what is left unpaid are more than the loss %s", b.called(), e.Lose)
	}
	out, _, err := o.Apply(d, Change{Gain: e.Gain, Lose: rest, Morale: e.Morale, Inspiration: e.Inspiration})
	if err != nil {
		return o, e, err
	}
	for r, n := range unpaid {
		if n > 0 && out.Supply.Of(r) > 0 {
			return o, e, &RuleError{Rule: RuleLossAsMuch, Building: b.called()}
		}
	}
	return out, e, nil
}

// Construction is one build or upgrade (Upgrade: to the next level) of a
// building, with the carpenter's discount when it has one.
type Construction struct {
	Building string   `json:"building"`
	Discount Discount `json:"discount,omitempty"`
	// CarpenterMorale is the carpenter's reduction of the extra
	// construction's morale (0 or 1).
	CarpenterMorale int `json:"carpenter_morale,omitempty"`
	// Inspiration are the material resources of the cost inspiration
	// stands in for, one inspiration each (rulebook p. 54).
	Inspiration Supply `json:"inspiration,omitempty"`
}

// Construct builds building c.Building (or upgrades it to its next level
// when built): the prosperity level must be reached, the building it
// requires standing, the building not wrecked, the cost paid from the
// supply (less the materials inspiration stands in for, c.Inspiration); a
// second construction in one outpost phase costs morale
// (ExtraConstructionMorale), a third is refused, and none follows a
// rebuild (rulebook p. 68, "The party may also rebuild any number of
// wrecked buildings, but not until after any builds and upgrades": once a
// building is rebuilt, the builds and upgrades of the phase are over). The carpenter's discount
// and morale reduction are taken only when it stands at their level. The new level's reward is
// given; its section, if any, is returned to read.
func (o Outpost) Construct(d Data, c Construction) (Outpost, Cost, []string, error) {
	b, ok := d.Building(c.Building)
	if !ok {
		return o, Cost{}, nil, fmt.Errorf("no building %q", c.Building)
	}
	if err := o.checkCarpenter(c); err != nil {
		return o, Cost{}, nil, err
	}
	st := o.Standing(c.Building)
	var cost Cost
	var err error
	if st.Level == 0 {
		if b.Requires != "" && o.Standing(b.Requires).Level == 0 {
			return o, Cost{}, nil, &RuleError{Rule: RuleNeedsBuilding, Building: b.called(), Other: titleOf(d, b.Requires)}
		}
		cost, err = BuildCost(b, c.Discount)
	} else {
		if st.Wrecked {
			return o, Cost{}, nil, &RuleError{Rule: RuleWrecked, Building: b.called()}
		}
		cost, err = UpgradeCost(b, st.Level, c.Discount)
	}
	if err != nil {
		return o, Cost{}, nil, err
	}
	if lvl := ProsperityLevel(o.Prosperity); lvl < cost.Prosperity {
		return o, cost, nil, &RuleError{Rule: RuleProsperity, Building: b.called(), Need: cost.Prosperity, Level: lvl}
	}
	if o.Rebuilt > 0 {
		return o, cost, nil, &RuleError{Rule: RuleAfterRebuild, Building: b.called()}
	}
	if o.Built >= 2 {
		return o, cost, nil, ErrTwoConstructions
	}
	out := o.Clone()
	if err := out.payCost(b, cost.Materials, c.Inspiration); err != nil {
		return o, cost, nil, fmt.Errorf("%s: %w", b.Name, err)
	}
	if out.Built == 1 {
		m := ExtraConstructionMorale(c.CarpenterMorale)
		if out.Morale < m {
			return o, cost, nil, &MoraleShortError{Need: m, Have: out.Morale}
		}
		out.Morale -= m
	}
	out.Built++
	st.Level++
	out.set(st)
	var read []string
	if st.Level <= len(b.Rewards) {
		r := b.Rewards[st.Level-1]
		out, _, err = out.Apply(d, Change{Prosperity: r.Prosperity, Defense: r.Defense, Soldiers: r.Soldiers, Morale: -r.LoseMorale})
		if err != nil {
			return o, cost, nil, err
		}
		if r.Section != "" {
			read = append(read, r.Section)
		}
	}
	return out, cost, read, nil
}

// Rebuild rebuilds wrecked building name, paying its rebuild cost from the
// supply less the carpenter's discount when disc names a material:
// rulebook p. 68, the carpenter: "the cost to build, upgrade, or rebuild
// any building is reduced by any one material resource" (refused without
// the carpenter standing).
func (o Outpost) Rebuild(d Data, name string, disc Discount) (Outpost, Supply, error) {
	return o.RebuildPaying(d, name, disc, nil)
}

// RebuildPaying is Rebuild with inspiration standing in for the materials
// insp of the cost (one inspiration each; rulebook p. 54). The rebuild
// ends the builds and upgrades of the outpost phase (Construct).
func (o Outpost) RebuildPaying(d Data, name string, disc Discount, insp Supply) (Outpost, Supply, error) {
	b, ok := d.Building(name)
	st := o.Standing(name)
	if !ok || !st.Wrecked {
		return o, nil, &RuleError{Rule: RuleNotWrecked, Building: titleOf(d, name)}
	}
	full, err := RebuildCost(b, st.Level)
	if err != nil {
		return o, nil, err
	}
	if err := o.checkCarpenter(Construction{Discount: disc}); err != nil {
		return o, nil, err
	}
	c, err := discounted(Cost{Materials: full}, disc)
	if err != nil {
		return o, nil, err
	}
	cost := c.Materials
	out := o.Clone()
	if err := out.payCost(b, cost, insp); err != nil {
		return o, cost, fmt.Errorf("rebuild %s: %w", name, err)
	}
	out.Rebuilt++
	st.Wrecked = false
	out.set(st)
	return out, cost, nil
}

// Spend takes what a downtime activity costs (crafting an item, brewing a
// potion) from the supply.
func (o Outpost) Spend(cost Supply) (Outpost, error) {
	if err := cost.Validate(); err != nil {
		return o, err
	}
	out := o.Clone()
	var err error
	if out.Supply, err = out.Supply.Minus(cost); err != nil {
		return o, err
	}
	return out, nil
}

// TakePerk applies town guard perk i of the data to the deck.
func (o Outpost) TakePerk(d Data, i int) (Outpost, error) {
	if i < 0 || i >= len(d.Perks) {
		return o, fmt.Errorf("no town guard perk %d", i)
	}
	out := o.Clone()
	deck, err := out.TownGuard.withPerk(d.Perks[i])
	if err != nil {
		return o, err
	}
	deck.Perks = append(deck.Perks, i)
	out.TownGuard = deck
	src, err := out.source()
	if err != nil {
		return o, err
	}
	out.TownGuard.reshuffle(src)
	out.keep(src)
	return out, nil
}

// MoraleShortError is a second construction costing Need morale while the
// outpost has Have.
type MoraleShortError struct{ Need, Have int }

func (e *MoraleShortError) Error() string {
	return fmt.Sprintf("a second construction costs %d morale (the outpost has %d)", e.Need, e.Have)
}

// ErrTwoConstructions means a third construction asked in one outpost
// phase: two are made at most.
var ErrTwoConstructions = errors.New("two constructions are made this outpost phase already")

// titleOf is what the players call building name of d (its name when the
// data does not have it).
func titleOf(d Data, name string) string {
	if b, ok := d.Building(name); ok {
		return b.called()
	}
	return name
}
