package party

import (
	"fmt"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/engine/outpost"
)

// Started is what StartWith could not do by the table's actions alone.
type Started struct {
	// ByHand names the characters whose cards are not counted (their class
	// has no hand size in a data pack): they discard by hand.
	ByHand []string
	// Short is, character by character, what the start could not give.
	Short []Short
}

// Short is what one character did not get at the scenario's start, as the
// rules leave it out: the bless and curse cards the shared supply had no
// more of (10 of each: modifier.BlessLimit, modifier.CurseLimit), and,
// when the damage took its last hit point, everything after it (an
// exhausted character is out of the scenario).
type Short struct {
	Name      string `json:"name"`
	Bless     int    `json:"bless,omitempty"`
	Curse     int    `json:"curse,omitempty"`
	Exhausted bool   `json:"exhausted,omitempty"`
}

// StartWith gives every character of scn, a scenario not yet started,
// what city and road events give at the next scenario's start (n: the
// effects of every event kept, added up), by the table's own actions
// (docs/editions.md, "At the next scenario's start"): first the damage
// suffered (DamageFigure: no shield or ward counts, the scenario has not
// begun), at most the character's hit points; then, event by event, each
// condition gained (SetCondition), a bless or a curse as a card shuffled
// into the character's own modifier deck (AddCard) while the supply has
// one left; then the cards of its hand discarded (PlayCards: the players
// choose which). A character the damage exhausts gets nothing more.
//
// Each event's effects were checked when it was resolved
// (NextScenario.Check); their sum is not held to those limits: it is
// applied as far as the rules allow, and what could not be given is in
// Started.Short. scn is changed in place.
func StartWith(scn *engine.Scenario, n outpost.NextScenario) (Started, error) {
	var out Started
	if n.Damage < 0 || n.Discard < 0 {
		return out, fmt.Errorf("%d damage, %d cards discarded at the next scenario's start", n.Damage, n.Discard)
	}
	for _, c := range n.Conditions {
		if !outpost.NextCondition(c) {
			return out, fmt.Errorf("condition %q at the next scenario's start", c)
		}
	}
	do := func(f engine.Figure, a engine.Action) error {
		if _, err := scn.Do(a); err != nil {
			return fmt.Errorf("%s at the scenario's start: %w", f.Name, err)
		}
		return nil
	}
	var chars []engine.Figure
	at := map[string]int{} // a character's place in out.Short
	note := func(f engine.Figure) *Short {
		i, ok := at[f.ID]
		if !ok {
			i = len(out.Short)
			at[f.ID] = i
			out.Short = append(out.Short, Short{Name: f.Name})
		}
		return &out.Short[i]
	}
	for _, f := range scn.Figures() {
		if f.Kind != engine.KindCharacter {
			continue
		}
		if n.Damage > 0 {
			if err := do(f, engine.DamageFigure{Figure: f.ID, Amount: min(n.Damage, f.HP)}); err != nil {
				return out, err
			}
			if g, _ := scn.Figure(f.ID); !g.Alive() {
				note(f).Exhausted = true
				continue
			}
		}
		chars = append(chars, f)
	}
	for _, c := range n.Conditions {
		for _, f := range chars {
			var a engine.Action
			switch c {
			case outpost.NextBless, outpost.NextCurse:
				card := modifier.MustParseCard(c)
				kind := modifier.SupplyBless
				if c == outpost.NextCurse {
					kind = modifier.SupplyCharacterCurse
				}
				if scn.SupplyLeft(kind) < 1 {
					s := note(f)
					if c == outpost.NextBless {
						s.Bless++
					} else {
						s.Curse++
					}
					continue
				}
				a = engine.AddCard{Deck: f.ID, Card: card}
			default:
				k, _ := modifier.ParseEffectKind(c) // NextCondition: a condition
				a = engine.SetCondition{Figure: f.ID, Condition: k, Held: true}
			}
			if err := do(f, a); err != nil {
				return out, err
			}
		}
	}
	for _, f := range chars {
		if n.Discard == 0 {
			continue
		}
		if f.Cards == nil {
			out.ByHand = append(out.ByHand, f.Name)
		} else if k := min(n.Discard, f.Cards.Hand); k > 0 {
			if err := do(f, engine.PlayCards{Character: f.ID, Discarded: k}); err != nil {
				return out, err
			}
		}
	}
	return out, nil
}
