package outpost

import "fmt"

// Rule names a rule of the outpost a RuleError breaks.
type Rule string

// The rules a player meets at the table when the outpost refuses a step.
const (
	// RuleNotBuilt: the building is not built.
	RuleNotBuilt Rule = "not_built"
	// RuleHighestLevel: the building is at its highest level (Level).
	RuleHighestLevel Rule = "highest_level"
	// RuleStoryLevel: the building reaches Level by the story (a
	// section), never by construction (Level 1: it is built so).
	RuleStoryLevel Rule = "story_level"
	// RuleNeedsBuilding: the building needs Other built first.
	RuleNeedsBuilding Rule = "needs_building"
	// RuleWrecked: a wrecked building is rebuilt before it is upgraded.
	RuleWrecked Rule = "wrecked"
	// RuleNotWrecked: only a wrecked building is rebuilt.
	RuleNotWrecked Rule = "not_wrecked"
	// RuleProsperity: the construction needs prosperity level Need; the
	// outpost is at Level.
	RuleProsperity Rule = "prosperity"
	// RuleAfterRebuild: a building was rebuilt this outpost phase, so no
	// more builds or upgrades (rulebook p. 68: rebuilds come "not until
	// after any builds and upgrades").
	RuleAfterRebuild Rule = "after_rebuild"
	// RuleNoCarpenter: the carpenter's discount without the carpenter
	// standing.
	RuleNoCarpenter Rule = "no_carpenter"
	// RuleInspiration: Need inspiration spent, the outpost has Level.
	RuleInspiration Rule = "inspiration"
	// RuleInspirationCost: inspiration in place of a resource the cost
	// does not have (or gold, or more than it has).
	RuleInspirationCost Rule = "inspiration_cost"
	// RuleNoEffect: the building has no effect the table plays at Level.
	RuleNoEffect Rule = "no_effect"
	// RuleLossAsMuch: an operation's loss left unpaid while the supply or
	// a character still holds it (rulebook p. 62: "the party loses as
	// much as possible").
	RuleLossAsMuch Rule = "loss_as_much"
)

// RuleError is the outpost's refusal of a step for rule Rule: Building is
// what the players call the building (its Title, else its name), Other a
// building it needs, Level and Need the numbers the rule names. Error says
// it in English; the screen says it in the player's language.
type RuleError struct {
	Rule     Rule
	Building string
	Other    string
	Level    int
	Need     int
}

func (e *RuleError) Error() string {
	switch e.Rule {
	case RuleNotBuilt:
		return fmt.Sprintf("%s is not built", e.Building)
	case RuleHighestLevel:
		return fmt.Sprintf("%s is at its highest level (%d)", e.Building, e.Level)
	case RuleStoryLevel:
		return fmt.Sprintf("%s reaches level %d by the story, not by construction", e.Building, e.Level)
	case RuleNeedsBuilding:
		return fmt.Sprintf("%s needs %s built first", e.Building, e.Other)
	case RuleWrecked:
		return fmt.Sprintf("%s is wrecked: rebuild it before upgrading", e.Building)
	case RuleNotWrecked:
		return fmt.Sprintf("%s is not wrecked", e.Building)
	case RuleProsperity:
		return fmt.Sprintf("%s needs prosperity level %d (the outpost is at %d)", e.Building, e.Need, e.Level)
	case RuleAfterRebuild:
		return fmt.Sprintf("%s: a building was rebuilt this outpost phase, and rebuilds come after any builds and upgrades", e.Building)
	case RuleNoCarpenter:
		return "the carpenter's discount needs the carpenter standing"
	case RuleInspiration:
		return fmt.Sprintf("%d inspiration spent, the outpost has %d", e.Need, e.Level)
	case RuleInspirationCost:
		return fmt.Sprintf("%s: inspiration stands in only for material resources its cost has", e.Building)
	case RuleNoEffect:
		return fmt.Sprintf("%s has no effect the table plays at level %d", e.Building, e.Level)
	case RuleLossAsMuch:
		return fmt.Sprintf("%s: a loss is paid as far as the party can, and some of it is still held", e.Building)
	}
	return fmt.Sprintf("%s: %s", e.Building, e.Rule)
}

// ShortError is a payment the supply cannot make: it lacks Missing.
type ShortError struct{ Missing Supply }

func (e *ShortError) Error() string { return fmt.Sprintf("the supply lacks %s", e.Missing) }

// called is what the players call b: its Title, else its name.
func (b Building) called() string {
	if b.Title != "" {
		return b.Title
	}
	return b.Name
}

// payCost takes cost from o's supply, less the materials inspiration
// stands in for (insp: by kind, one inspiration each), and that much
// inspiration: rulebook p. 54, "The party can spend any amount of
// inspiration in place of an equal number of material resources when
// paying various costs for buildings". b names the building paid for.
func (o *Outpost) payCost(b Building, cost, insp Supply) error {
	if err := insp.Validate(); err != nil {
		return err
	}
	n := insp.Total(Materials...)
	if insp.Total(Resources...) != n || len(cost.Short(insp)) > 0 {
		return &RuleError{Rule: RuleInspirationCost, Building: b.called()}
	}
	if n > o.Inspiration {
		return &RuleError{Rule: RuleInspiration, Building: b.called(), Need: n, Level: o.Inspiration}
	}
	rest, _ := cost.Minus(insp)
	left, err := o.Supply.Minus(rest)
	if err != nil {
		return err
	}
	o.Supply, o.Inspiration = left, o.Inspiration-n
	return nil
}

// Payable reports whether o pays cost from its supply with at most its
// inspiration standing in for the materials the supply lacks (rulebook
// p. 54); gold and herbs the supply lacks are never replaced.
func (o Outpost) Payable(cost Supply) bool {
	short := o.Supply.Short(cost)
	n := short.Total(Materials...)
	return short.Total(Resources...) == n && n <= o.Inspiration
}

// InPlace are the n materials of cost that n inspiration stands in for
// when supply pays the rest: those supply lacks first, then lumber, metal,
// hide; at most all of cost's materials.
func InPlace(cost, supply Supply, n int) Supply {
	out := Supply{}
	short := supply.Short(cost)
	for _, pass := range []Supply{short, cost} {
		for _, m := range Materials {
			take := min(n, pass.Of(m), cost.Of(m)-out.Of(m))
			if take > 0 {
				out[m] += take
				n -= take
			}
		}
	}
	return out.trim()
}
