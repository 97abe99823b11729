package pack

import (
	"slices"

	"github.com/haventable/haventable/engine/monster"
)

// BorrowMonster copies monster type name, with the ability deck it draws
// from, from the first of others that has it into p, so that a scenario of
// p may name a type of another edition (imported before, or given with
// --with). It returns the pack it came from; false when none has it, p
// has a type of that name already or p is full.
func BorrowMonster(p *Pack, others []*Pack, name string) (*Pack, bool) {
	if _, have := p.Monster(name); have || len(p.Monsters) >= MaxMonsters {
		return nil, false
	}
	m, d, ok := FindMonster(others, name)
	if !ok {
		return nil, false
	}
	var from *Pack
	for _, o := range others {
		if _, ok := o.Monster(name); ok {
			from = o
			break
		}
	}
	c := *m
	c.Levels = make([]Level, len(m.Levels))
	for i, l := range m.Levels {
		l.Normal, l.Elite, l.Boss = cloneStat(l.Normal), cloneStat(l.Elite), cloneStat(l.Boss)
		c.Levels[i] = l
	}
	if d != nil {
		if _, have := p.Deck(d.Name); !have {
			if len(p.Decks) >= MaxDecks {
				return nil, false
			}
			dc, _, _ := FindDeck([]*Pack{from}, d.Name)
			p.Decks = append(p.Decks, dc)
			defer func() { // once the type is in p: a summon of it stays
				for i := range dc.Cards {
					textSummons(dc.Cards[i].Actions, p)
				}
			}()
		}
	}
	p.Monsters = append(p.Monsters, c)
	return from, true
}

func cloneStat(s *Stat) *Stat {
	if s == nil {
		return nil
	}
	c := *s
	c.Conditions = slices.Clone(s.Conditions)
	c.Immunities = slices.Clone(s.Immunities)
	c.Special = make([][]monster.Action, len(s.Special))
	for i, as := range s.Special {
		c.Special[i] = monster.CloneActions(as)
	}
	if s.Special == nil {
		c.Special = nil
	}
	return &c
}

// textSummons turns a summon of a monster type p lacks into text, in
// place: the players place it.
func textSummons(as []monster.Action, p *Pack) {
	for i := range as {
		if as[i].Type == monster.KindSummon {
			if _, ok := p.Monster(as[i].Monster); !ok {
				as[i] = monster.Action{Type: monster.KindText, Text: "summon " + as[i].Monster}
			}
		}
		textSummons(as[i].Actions, p)
	}
}
