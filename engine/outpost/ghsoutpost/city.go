package ghsoutpost

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"

	"github.com/haventable/haventable/engine/outpost"
)

// This file reads Gloomhaven's city and road events (GHS's types "city"
// and "road" of gh, gh2e and jotl): a campaign without an outpost draws
// them (outpost.DrawCityEvent). Their outcomes change the campaign's
// sheet (outpost.PartyChange: reputation, prosperity, each character's
// gold, experience and checks) and the decks; a condition on reputation,
// on a class in the party or "otherwise" is structured (outpost.When);
// everything else stays in words.

// gloomhaven reports whether deck is one of Gloomhaven's (no season).
func gloomhaven(deck eventDeck) bool {
	return deck.season == "" && (deck.deck == outpost.DeckCity || deck.deck == outpost.DeckRoad)
}

// cityOnly reports whether d holds Gloomhaven's events only (and keeps
// only those and their decks).
func cityOnly(d *outpost.Data) bool {
	var kept []outpost.Event
	for _, e := range d.Events {
		if gloomhaven(eventDeck{e.Season, e.Deck}) {
			kept = append(kept, e)
		}
	}
	if len(kept) == 0 {
		return false
	}
	d.Events = kept
	for k := range d.EventDecks {
		if k != outpost.Season(outpost.DeckCity) && k != outpost.Season(outpost.DeckRoad) {
			delete(d.EventDecks, k)
		}
	}
	return true
}

// partyEffects are the GHS effects a Gloomhaven outcome plays on the
// sheet, with their sign.
var partyEffects = map[string]struct {
	field func(*outpost.PartyChange) *int
	sign  int
}{
	"reputation":     {func(c *outpost.PartyChange) *int { return &c.Reputation }, 1},
	"loseReputation": {func(c *outpost.PartyChange) *int { return &c.Reputation }, -1},
	"prosperity":     {func(c *outpost.PartyChange) *int { return &c.Prosperity }, 1},
	"loseProsperity": {func(c *outpost.PartyChange) *int { return &c.Prosperity }, -1},
	"gold":           {func(c *outpost.PartyChange) *int { return &c.Gold }, 1},
	"loseGold":       {func(c *outpost.PartyChange) *int { return &c.Gold }, -1},
	"experience":     {func(c *outpost.PartyChange) *int { return &c.Experience }, 1},
	"loseExperience": {func(c *outpost.PartyChange) *int { return &c.Experience }, -1},
	"battleGoal":     {func(c *outpost.PartyChange) *int { return &c.Checks }, 1},
	"loseBattleGoal": {func(c *outpost.PartyChange) *int { return &c.Checks }, -1},
}

// cityOutcome reads an outcome of Gloomhaven's city or road deck.
func cityOutcome(oc ghsOutcome, tx translator, edition string) outpost.EventOutcome {
	o := outpost.EventOutcome{Text: story(tx, oc.Narrative), Return: oc.Return}
	o.When = when(oc.Condition, tx, edition)
	var scratch outpost.EventOutcome // a payment the condition names: the group pays it
	o.Condition = condition(&scratch, oc.Condition, tx)
	if o.When != nil && len(o.When.Classes) > 0 { // the classes by their names
		o.Condition = "If the party has a " + strings.Join(o.When.Classes, " or a ")
	}
	if len(scratch.Change.Lose) > 0 {
		o.Words = append(o.Words, o.Condition)
	}
	for _, raw := range oc.Effects {
		var g ghsEffect
		if json.Unmarshal(raw, &g) == nil && len(g.Values) == 1 {
			p, known := partyEffects[g.Type]
			n, ok := number(g.Values[0])
			if known && ok && n >= 0 && n <= outpost.MaxPartyChange {
				var change outpost.PartyChange
				*p.field(&change) = p.sign * n
				conditional := len(g.Condition) > 0 && string(g.Condition) != "null"
				if !conditional {
					o.Party = o.Party.Plus(change)
					continue
				}
				if w := when(g.Condition, tx, edition); w != nil && !w.Otherwise && len(o.If) < outpost.MaxWords {
					var scratch outpost.EventOutcome
					o.If = append(o.If, outpost.PartyIf{When: *w, Condition: condition(&scratch, g.Condition, tx), Party: change})
					continue
				}
			}
		}
		if next, ok := nextScenario(raw); ok && o.Next.Plus(next).Check() == nil {
			o.Next = o.Next.Plus(next)
			continue
		}
		effectInto(&o, raw, tx)
	}
	// collective gold is the characters' in Gloomhaven: the group shares it
	for _, r := range []struct {
		s    outpost.Supply
		verb string
	}{{o.Change.Gain, "The party gains %d gold, shared as it chooses"}, {o.Change.Lose, "The party loses %d gold, paid as it chooses"}} {
		if n := r.s[outpost.Gold]; n > 0 {
			o.Words = append(o.Words, fmt.Sprintf(r.verb, n))
		}
	}
	o.Change = outpost.Change{AddEvents: o.Change.AddEvents, RemoveEvents: o.Change.RemoveEvents}
	return o
}

// when structures a Gloomhaven outcome's condition the table can judge:
// reputation above or below a number, a class in the party (by its name
// in the texts of edition, as the importer names the class, else by GHS's
// id in words), otherwise.
func when(raw json.RawMessage, tx translator, edition string) *outpost.When {
	var g ghsEffect
	if len(raw) == 0 || json.Unmarshal(raw, &g) != nil {
		return nil
	}
	switch g.Type {
	case "otherwise":
		return &outpost.When{Otherwise: true}
	case "reputationGT", "reputationLT":
		if len(g.Values) != 1 {
			return nil
		}
		n, ok := number(g.Values[0])
		if !ok {
			return nil
		}
		if g.Type == "reputationGT" {
			return &outpost.When{Above: &n}
		}
		return &outpost.When{Below: &n}
	case "character":
		var classes []string
		for _, v := range g.Values {
			if c := strings.TrimSpace(str(v)); c != "" && len(classes) < outpost.MaxWords {
				classes = append(classes, className(tx, edition, c))
			}
		}
		if len(classes) > 0 {
			return &outpost.When{Classes: classes}
		}
	}
	return nil
}

// cardID is card id of deck as the data keeps it: Gloomhaven's city and
// road cards are numbered apart (city 01 and road 01), so the first
// edition's plain numbers take the second's prefixes ("C-01", "R-01").
func cardID(deck eventDeck, id string) string {
	if !gloomhaven(deck) {
		return id
	}
	prefix := "C-"
	if deck.deck == outpost.DeckRoad {
		prefix = "R-"
	}
	if strings.HasPrefix(id, prefix) {
		return id
	}
	return prefix + id
}

// className is the name of class id of edition in the texts ("brute":
// "Brute"), else id in words.
func className(tx translator, edition, id string) string {
	for _, lang := range []string{tx.lang, "en"} {
		if w, ok := tx.texts[lang].lookup("character." + edition + "." + id); ok && strings.TrimSpace(w) != "" {
			return clean(w)
		}
	}
	return words(id)
}

// NextScenarioOf is the effect raw of GHS's events.json on every character
// at the next scenario's start, when the table plays it (nextScenario).
func NextScenarioOf(raw json.RawMessage) (outpost.NextScenario, bool) { return nextScenario(raw) }

// nextScenario structures an effect on every character at the next
// scenario's start (GHS's scenarioCondition: conditions, "bless:2" two
// blesses; scenarioDamage; discard: cards of the hand), without a
// condition of its own; false for any other effect.
func nextScenario(raw json.RawMessage) (outpost.NextScenario, bool) {
	var g ghsEffect
	if json.Unmarshal(raw, &g) != nil || len(g.Values) == 0 || (len(g.Condition) > 0 && string(g.Condition) != "null") {
		return outpost.NextScenario{}, false
	}
	var next outpost.NextScenario
	switch g.Type {
	case "scenarioCondition":
		for _, v := range g.Values {
			name, count := str(v), 1
			if n, c, ok := strings.Cut(name, ":"); ok {
				k, err := strconv.Atoi(c)
				if err != nil || k < 1 || k > outpost.MaxNextScenario {
					return outpost.NextScenario{}, false
				}
				name, count = n, k
			}
			if !outpost.NextCondition(name) {
				return outpost.NextScenario{}, false
			}
			for range count {
				next.Conditions = append(next.Conditions, name)
			}
		}
	case "scenarioDamage", "discard":
		n, ok := number(g.Values[0])
		if !ok {
			n, _ = strconv.Atoi(str(g.Values[0])) // gh2e writes one "1"
		}
		if n < 1 || len(g.Values) != 1 {
			return outpost.NextScenario{}, false
		}
		if g.Type == "discard" {
			next.Discard = n
		} else {
			next.Damage = n
		}
	default:
		return outpost.NextScenario{}, false
	}
	return next, next.Check() == nil
}
