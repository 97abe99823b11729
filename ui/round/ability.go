package round

import (
	"errors"
	"strings"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/ui/abilities"
	"github.com/haventable/haventable/ui/names"
)

// showCard shows under a monster type's row the ability card it drew, with
// what it does for its normal and elite monsters.
func (c *Control) showCard(scn *engine.Scenario, monsterType string, r *monRow) {
	card, ok := abilities.Drawn(c.env.Tr, scn, monsterType)
	if !ok {
		if r.card.Visible() {
			r.card.Hide()
			r.obj.Refresh()
		}
		return
	}
	var lines []string
	if card.Shuffle {
		lines = append(lines, c.env.Tr.T("RoundAbilityShuffles"))
	}
	if card.Normal != "" {
		lines = append(lines, c.env.Tr.T("RoundAbilityNormal", "Actions", card.Normal))
	}
	if card.Elite != "" {
		lines = append(lines, c.env.Tr.T("RoundAbilityElite", "Actions", card.Elite))
	}
	for _, n := range abilities.Notes(scn, monsterType) {
		lines = append(lines, c.env.Tr.T("RoundAbilityNotes", "Notes", n))
	}
	lines = append(lines, abilities.Standees(c.env.Tr, scn, monsterType)...)
	if scn.WithoutMap() { // no hexes to work a turn out on
		lines = append(lines, c.env.Tr.T("RoundAbilityNeedsMap"))
	}
	r.card.Set(card.Name, card.Initiative, card.Shuffle, lines)
	if !r.card.Visible() {
		r.card.Show()
		r.obj.Refresh()
	}
}

// waitingForCards reports whether a monster type on the map waits for its
// ability card this round.
func waitingForCards(scn *engine.Scenario) bool {
	for _, t := range scn.MonsterTypes() {
		_, set := scn.MonsterInitiative(t)
		if _, deck := scn.Ability(t); deck && !set {
			return true
		}
	}
	return false
}

// DrawAbilities draws the round's ability card of every monster type on the
// map that waits for one; their initiatives follow the cards.
func (c *Control) DrawAbilities() {
	c.env.Table.DoThen(engine.DrawAbilities{}, c.abilitiesDrawn)
}

// abilitiesDrawn says which ability cards were drawn (rep), or why none.
func (c *Control) abilitiesDrawn(rep engine.Report, err error) {
	switch {
	case errors.Is(err, engine.ErrNothingToDraw):
		c.setStatus(c.env.Tr.T("RoundNothingToDraw"))
		return
	case err != nil:
		c.fail(err)
		return
	}
	drawn := make([]string, len(rep.Abilities))
	for i, d := range rep.Abilities {
		name := ""
		if info, ok := c.scenario().AbilityDeckInfo(d.Deck); ok && d.Card < len(info.Cards) {
			name = info.Cards[d.Card].Name
		}
		drawn[i] = c.env.Tr.T("RoundDrawnCard", "Type", names.Type(c.scenario(), d.Type), "Name", name, "Initiative", d.Initiative)
	}
	c.setStatus(c.env.Tr.T("RoundCardsDrawn", "Drawn", strings.Join(drawn, "; ")))
}
