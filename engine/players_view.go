package engine

import (
	"cmp"
	"encoding/json"
	"fmt"
	"slices"

	"github.com/haventable/haventable/engine/modifier"
)

// InitiativesRevealed reports whether this round's initiatives are
// revealed to the players: once the first turn began, or once every
// character in play has chosen. Before, the monsters' initiatives and
// drawn ability cards are the game master's alone.
func (s *Scenario) InitiativesRevealed() bool {
	if s.RoundBegun() {
		return true
	}
	for _, f := range s.figures {
		if f.Kind != KindCharacter || !f.Alive() {
			continue
		}
		if _, ok := s.charInit[f.ID]; !ok {
			return false
		}
	}
	return true
}

// PlayersJSON is the scenario as the players at the table see it, as a
// snapshot UnmarshalScenario reads: no hex of a room not revealed (nor its
// terrain, doors, money, treasure chests, or a figure other than a character standing
// there), no monster waiting in one, no map file (it holds every room), no
// deck's order (every pile to draw from is sorted: its cards are known,
// not their order), no random state (a fixed one stands in), and, before
// the initiatives are revealed (InitiativesRevealed), no monster
// initiative, no ability card drawn this round, no element a card
// consumed and no character's two cards chosen (the hands the table
// keeps), and no character's battle goals. It is what a player's or a watcher's device is sent.
func (s *Scenario) PlayersJSON() ([]byte, error) {
	data, err := s.MarshalJSON()
	if err != nil {
		return nil, err
	}
	var j snapshotJSON
	if err := json.Unmarshal(data, &j); err != nil {
		return nil, fmt.Errorf("players' view: %w", err)
	}
	seen := func(p [2]int) bool { return s.Revealed(pairHex(p)) }
	keep := func(hs [][2]int) [][2]int {
		return slices.DeleteFunc(hs, func(p [2]int) bool { return !seen(p) })
	}
	j.MapFile, j.Hidden = nil, nil
	j.BattleGoals = nil // each player's secret
	m := &j.Map
	m.Hexes, m.Starts = keep(m.Hexes), keep(m.Starts)
	for _, l := range m.terrainLists() {
		*l.hs = keep(*l.hs)
	}
	m.Walls = slices.DeleteFunc(m.Walls, func(w [2][2]int) bool { return !seen(w[0]) || !seen(w[1]) })
	m.Doors = slices.DeleteFunc(m.Doors, func(d doorJSON) bool { return !seen(d.At) })
	m.TrapDamage = slices.DeleteFunc(m.TrapDamage, func(d trapDamageJSON) bool { return !seen(d.At) })
	m.Rooms = slices.DeleteFunc(m.Rooms, func(r roomJSON) bool { return !r.Revealed })
	j.Money = slices.DeleteFunc(j.Money, func(mj moneyJSON) bool { return !seen(mj.At) })
	j.Chests = slices.DeleteFunc(j.Chests, func(c Chest) bool { return !seen(hexPair(c.At)) })
	for i := range j.Chests {
		if !j.Chests[i].Opened() {
			j.Chests[i].Gives = nil // secret until opened
		}
	}
	gone := map[string]bool{}
	j.Figures = slices.DeleteFunc(j.Figures, func(f *Figure) bool {
		if f.Kind != KindCharacter && f.OnMap && !s.Revealed(f.At) {
			gone[f.ID] = true
		}
		return gone[f.ID]
	})
	j.Acted = slices.DeleteFunc(j.Acted, func(id string) bool { return gone[id] })
	if gone[j.Active] {
		j.Active = ""
	}
	if j.Random, err = modifier.NewSource(0).MarshalBinary(); err != nil {
		return nil, fmt.Errorf("players' view: %w", err)
	}
	byNotation := func(a, b modifier.Card) int { return cmp.Compare(a.String(), b.String()) }
	slices.SortFunc(j.MonsterDeck.Draw, byNotation)
	if j.AllyDeck != nil {
		slices.SortFunc(j.AllyDeck.Draw, byNotation)
	}
	for i := range j.Decks {
		slices.SortFunc(j.Decks[i].Deck.Draw, byNotation)
	}
	if j.LootDeck != nil {
		slices.SortFunc(j.LootDeck.Draw, func(a, b LootCard) int {
			return cmp.Or(cmp.Compare(a.Kind, b.Kind), cmp.Compare(a.Name, b.Name), cmp.Compare(a.Amount, b.Amount))
		})
	}
	revealed := s.InitiativesRevealed()
	for i := range j.AbilityDecks {
		st := &j.AbilityDecks[i].State
		if !revealed && st.Current >= 0 {
			// the card drawn is on its discard pile: back among those to draw
			st.Discard = slices.DeleteFunc(st.Discard, func(c int) bool { return c == st.Current })
			st.Draw, st.Current, st.ShufflePending = append(st.Draw, st.Current), -1, false
		}
		slices.Sort(st.Draw)
	}
	if !revealed {
		j.MonsterInitiatives, j.ElementUses = []monsterInitJSON{}, nil
		for _, h := range j.Hands {
			h.Chosen, h.Played = nil, nil // the round's two cards, secret until all have chosen
		}
	}
	return json.Marshal(j)
}
