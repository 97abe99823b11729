package party

import (
	"fmt"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/engine/outpost"
)

// StartWith gives every character of scn, a scenario not yet started,
// what city and road events give at the next scenario's start (n), by the
// table's own actions (docs/events.md, "At the next scenario's start"):
// first the damage suffered (DamageFigure: no shield or ward counts, the
// scenario has not begun), then each condition gained (SetCondition), a
// bless or a curse as a card shuffled into the character's own modifier
// deck (AddCard), then the cards of its hand discarded (PlayCards: the
// players choose which). A character whose cards are not counted (its
// class has no hand size in a data pack) discards by hand: its name is in
// byHand. scn is changed in place.
func StartWith(scn *engine.Scenario, n outpost.NextScenario) (byHand []string, err error) {
	if err := n.Check(); err != nil {
		return nil, err
	}
	for _, f := range scn.Figures() {
		if f.Kind != engine.KindCharacter {
			continue
		}
		var acts []engine.Action
		if n.Damage > 0 {
			acts = append(acts, engine.DamageFigure{Figure: f.ID, Amount: n.Damage})
		}
		for _, c := range n.Conditions {
			switch c {
			case outpost.NextBless, outpost.NextCurse:
				acts = append(acts, engine.AddCard{Deck: f.ID, Card: modifier.MustParseCard(c)})
			default:
				k, _ := modifier.ParseEffectKind(c) // n.Check: a condition
				acts = append(acts, engine.SetCondition{Figure: f.ID, Condition: k, Held: true})
			}
		}
		if n.Discard > 0 {
			if f.Cards == nil {
				byHand = append(byHand, f.Name)
			} else {
				if k := min(n.Discard, f.Cards.Hand); k > 0 {
					acts = append(acts, engine.PlayCards{Character: f.ID, Discarded: k})
				}
			}
		}
		for _, a := range acts {
			if _, err := scn.Do(a); err != nil {
				return nil, fmt.Errorf("%s at the scenario's start: %w", f.Name, err)
			}
		}
	}
	return byHand, nil
}
