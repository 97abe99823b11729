package campaign

import (
	"fmt"

	"github.com/haventable/haventable/engine/outpost"
)

// Pending is what a city or road event resolved gives every character at
// the next scenario's start (docs/editions.md, "At the next scenario's
// start"): the campaign keeps it until a scenario starts, which applies
// it and clears it (StartNext).
type Pending struct {
	Card   string               `json:"card"`
	Option string               `json:"option,omitempty"`
	Next   outpost.NextScenario `json:"next"`
}

// MaxPending bounds the events a campaign keeps for its next scenario.
const MaxPending = 100

// CheckPending refuses a list of pending effects that cannot be kept.
func CheckPending(ps []Pending) error {
	if len(ps) > MaxPending {
		return fmt.Errorf("%d events for the next scenario, at most %d", len(ps), MaxPending)
	}
	for _, p := range ps {
		if err := CheckName("event", p.Card); err != nil {
			return err
		}
		if len(p.Option) > MaxName {
			return fmt.Errorf("option is longer than %d characters", MaxName)
		}
		if err := p.Next.Check(); err != nil {
			return fmt.Errorf("event %s: %w", p.Card, err)
		}
	}
	return nil
}

// NextOf is the effects of ps together.
func NextOf(ps []Pending) outpost.NextScenario {
	var n outpost.NextScenario
	for _, p := range ps {
		n = n.Plus(p.Next)
	}
	return n
}

// EditStartNext is the kind of StartNext.
const EditStartNext = "campaign.next_scenario"

// StartNext clears the effects the campaign kept for its next scenario
// (Applied: those the scenario started with); made with the scenario's
// start, in the same recorded action, so that Undo puts them back with
// it.
type StartNext struct {
	Applied []Pending `json:"applied"`
}

func (StartNext) edit() {}

// Kind returns EditStartNext.
func (StartNext) Kind() string { return EditStartNext }

// Told names the events applied ("C-05 A, R-12").
func (e StartNext) Told() EditPayload {
	about := ""
	for i, p := range e.Applied {
		if i > 0 {
			about += ", "
		}
		about += p.Card
		if p.Option != "" {
			about += " " + p.Option
		}
	}
	return EditPayload{About: about}
}

// Check refuses effects that cannot be kept.
func (e StartNext) Check() error { return CheckPending(e.Applied) }
