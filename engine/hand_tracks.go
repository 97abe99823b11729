package engine

import (
	"slices"

	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/engine/monster"
)

// The use tracks of the cards in a character's active area, marked by the
// events they name as the table sees them happen (docs/hand.md, "Use
// tracks"), and the active bonuses those cards give their bearer.

// TrackEvent is the event that marks the half's use track: its Track, or
// for a half that names none its own: a negate's or a shield's "damage"
// (each source of damage it negates), a retaliate's "attacked" (each
// attack on its bearer). "" when the half has no track, or none of these:
// the players mark it (use-bonus).
func (h CardHalf) TrackEvent() string {
	switch {
	case h.Uses == 0:
		return ""
	case h.Track != "":
		return h.Track
	case h.Negate:
		return EventDamage
	}
	for _, a := range h.Actions {
		if a.Allies {
			continue
		}
		switch a.Type {
		case monster.KindShield:
			return EventDamage
		case monster.KindRetaliate:
			return EventAttacked
		}
	}
	return ""
}

// cardKey is the Bonus.Card of the bonuses card n gives.
func cardKey(n int) int { return n + 1 }

// cardBonuses are the active bonuses a persistent or round half of card n
// gives its bearer while the card is in the active area: its shields on
// the bearer as one shield bonus (cardShield), each retaliate on the
// bearer with its range, and a negate with the half's track. None for a
// half that is neither.
func cardBonuses(n int, half CardHalf) modifier.Bonuses {
	if !half.Persistent && !half.Round {
		return nil
	}
	d := modifier.BonusPersistent
	if half.Round {
		d = modifier.BonusRound
	}
	var out modifier.Bonuses
	if v := cardShield(half); v > 0 {
		out = append(out, modifier.Bonus{Kind: modifier.BonusShield, Value: v, Duration: d, Card: cardKey(n)})
	}
	for _, a := range half.Actions {
		if a.Type != monster.KindRetaliate || a.Allies || a.Value == nil {
			continue
		}
		v := min(max(a.Value.Apply(0), 0), modifier.MaxValue)
		if v == 0 {
			continue
		}
		r := 0
		if a.Range != nil {
			r = min(max(a.Range.Apply(0), 0), modifier.MaxValue)
		}
		out = append(out, modifier.Bonus{Kind: modifier.BonusRetaliate, Value: v, Range: r, Duration: d, Card: cardKey(n)})
	}
	if half.Negate {
		u := min(half.Uses, modifier.MaxValue)
		out = append(out, modifier.Bonus{Kind: modifier.BonusNegate, Uses: u, Track: u, Duration: d, Card: cardKey(n)})
	}
	return out
}

// withoutCardBonuses returns bs without the bonuses active card a gave:
// those it is named by, or for a shield kept from before bonuses named
// their card, the last shield bonus equal to the one it gave.
func withoutCardBonuses(bs modifier.Bonuses, a ActiveCard) modifier.Bonuses {
	k := cardKey(a.Number)
	if slices.ContainsFunc(bs, func(b modifier.Bonus) bool { return b.Card == k }) {
		return compactBonuses(slices.DeleteFunc(slices.Clone(bs), func(b modifier.Bonus) bool { return b.Card == k }))
	}
	return withoutCardShield(bs, a)
}

// mark marks the next position of active card i's use track for event;
// the card leaves the active area (its bonuses with it) when that was the
// last. It returns where the card went: ToActive, or its pile.
func (h *Hand) mark(f *Figure, i int, event string) string {
	ac := &h.Active[i]
	ac.Used++
	ac.Events = append(ac.Events, event)
	if ac.Used < ac.Uses {
		h.setNegateUses(f, *ac)
		return ToActive
	}
	gone := *ac
	h.Active = slices.Delete(h.Active, i, i+1)
	h.leave(f, gone)
	return h.placeOf(gone.Number)
}

// setNegateUses keeps the negate card a gives f at the positions its
// track has left (the players marked one by hand).
func (h *Hand) setNegateUses(f *Figure, a ActiveCard) {
	k := cardKey(a.Number)
	for i, b := range f.Bonuses {
		if b.Card == k && b.Kind == modifier.BonusNegate && b.Uses > a.Uses-a.Used {
			f.Bonuses = slices.Clone(f.Bonuses)
			f.Bonuses[i].Uses = a.Uses - a.Used
		}
	}
}

// TrackMark is a position of a card's use track the table marked for the
// event it names.
type TrackMark struct {
	Character string
	Card      int
	Name      string
	Event     string
	// To is where the card is after: ToActive, or the pile it went to
	// when that was its last position.
	To string
}

// markEvent marks, for each card in character f's active area whose track
// event is event (and that only lets through, when given), one position,
// times times; it returns the marks.
func (s *Scenario) markEvent(f *Figure, event string, times int, only func(ActiveCard, CardHalf) bool) []TrackMark {
	h, ok := s.hands[f.ID]
	if !ok {
		return nil
	}
	var out []TrackMark
	for range times {
		for i := 0; i < len(h.Active); i++ {
			a := h.Active[i]
			c, _ := h.Card(a.Number)
			half, _ := c.HalfOf(a.Half)
			if half.TrackEvent() != event || a.Uses == 0 || (only != nil && !only(a, half)) {
				continue
			}
			to := h.mark(f, i, event)
			out = append(out, TrackMark{Character: f.ID, Card: a.Number, Name: c.Name, Event: event, To: to})
			if to != ToActive {
				i--
			}
		}
	}
	return out
}

// attackTracks marks the use tracks an applied attack advanced: the
// attacker's "attack" cards once for each target it attacked, each
// target's "attacked" cards once, and a target's "damage" cards with a
// shield when the shield took off damage ("negates damage"). A negate
// card's track follows its negate bonus (syncNegates).
func (s *Scenario) attackTracks(att *Figure, p *PendingAttack, out AttackOutcome) []TrackMark {
	var marks []TrackMark
	attacked := 0
	for i, to := range out.Targets {
		if to.Gone || to.Lost {
			continue
		}
		attacked++
		f, err := s.get(to.Result.ID)
		if err != nil || !f.Alive() {
			continue
		}
		marks = append(marks, s.markEvent(f, EventAttacked, 1, nil)...)
		r := p.Targets[i]
		if r.Attack > 0 && r.Shield > 0 {
			marks = append(marks, s.markEvent(f, EventDamage, 1, func(a ActiveCard, half CardHalf) bool {
				return a.Shield > 0 && !half.Negate // a negate's track follows its bonus
			})...)
		}
	}
	if att.Alive() {
		marks = append(marks, s.markEvent(att, EventAttack, attacked, nil)...)
	}
	return marks
}

// syncNegates moves the track of each negate card in an active area to
// its negate bonus, which the damage used (a source of damage negated
// marks a position): a bonus with fewer positions left marks the card's;
// one spent, or taken away by the players, takes the card out of the
// active area. It runs after every action.
func (s *Scenario) syncNegates() {
	for _, f := range s.figures {
		h, ok := s.hands[f.ID]
		if !ok {
			continue
		}
		for i := 0; i < len(h.Active); i++ {
			a := h.Active[i]
			c, _ := h.Card(a.Number)
			half, _ := c.HalfOf(a.Half)
			if !half.Negate || a.Uses == 0 {
				continue
			}
			k := cardKey(a.Number)
			j := slices.IndexFunc(f.Bonuses, func(b modifier.Bonus) bool { return b.Card == k && b.Kind == modifier.BonusNegate })
			left := 0
			if j >= 0 {
				left = f.Bonuses[j].Uses
			}
			for a.Uses-a.Used > left && i < len(h.Active) && h.Active[i].Number == a.Number {
				if h.mark(f, i, EventDamage) != ToActive {
					i--
					break
				}
				a = h.Active[i]
			}
		}
	}
}
