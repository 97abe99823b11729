package engine

import (
	"bytes"
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/hexgrid"
)

// The players' view of a table still reads as a scenario, and holds none
// of what the players do not see: the hidden rooms' hexes and monsters,
// the map file, the decks' order, the random state, and the monsters'
// cards before every character chose.
func TestPlayersJSON(t *testing.T) {
	s := loadAbilities(t, 3)
	scnMust(t, s.addCharacter(scnChar("b", 1, 0, 10)))
	_, err := s.Do(SetInitiative{Character: "a", Leading: 12, Second: 70})
	scnMust(t, err)
	_, err = s.Do(DrawAbilities{})
	scnMust(t, err)
	whole, err := s.MarshalJSON()
	scnMust(t, err)
	view, err := s.PlayersJSON()
	scnMust(t, err)
	p, err := UnmarshalScenario(view)
	if err != nil {
		t.Fatalf("the players' view does not read back: %v", err)
	}
	// what the whole table has, the view has not
	for _, h := range []hexgrid.Hex{hexgrid.H(4, 0), hexgrid.H(6, 1), hexgrid.H(3, 1)} {
		if !s.Map().Contains(h) || p.Map().Contains(h) {
			t.Errorf("hidden hex %v: on the table %v, in the view %v", h, s.Map().Contains(h), p.Map().Contains(h))
		}
	}
	if len(s.Hidden()) == 0 || len(p.Hidden()) != 0 {
		t.Errorf("waiting monsters: %d on the table, %d in the view", len(s.Hidden()), len(p.Hidden()))
	}
	var doc map[string]json.RawMessage
	scnMust(t, json.Unmarshal(view, &doc))
	if _, ok := doc["map_file"]; ok || bytes.Contains(view, []byte("Stone Warden")) && bytes.Contains(view, []byte(`"stone-warden-1"`)) {
		t.Error("the view holds the map file or the waiting warden")
	}
	fixed, _ := modifier.NewSource(0).MarshalBinary()
	if !bytes.Contains(whole, mustJSON(t, s.src)) || p.src == nil {
		t.Fatal("the random state is not where the test looks")
	}
	if got, _ := p.src.MarshalBinary(); !bytes.Equal(got, fixed) {
		t.Error("the view holds the table's random state")
	}
	// no order in the decks to draw from
	for _, st := range []modifier.DeckState{p.monsterDeck.State(), p.decks["a"].State()} {
		if !slices.IsSortedFunc(st.Draw, func(a, b modifier.Card) int { return strings.Compare(a.String(), b.String()) }) {
			t.Errorf("a deck's draw pile in its order: %v", st.Draw)
		}
	}
	// b has not chosen: no monster card nor initiative yet
	if a, _ := s.Ability("Cave Rat"); a.Card < 0 {
		t.Fatal("the rats drew no card on the table")
	}
	if a, _ := p.Ability("Cave Rat"); a.Card != -1 {
		t.Errorf("the rats' card before every character chose: %+v", a)
	}
	if _, ok := p.MonsterInitiative("Cave Rat"); ok {
		t.Error("the rats' initiative before every character chose")
	}
	if !slices.IsSorted(p.abilities["Vermin"].deck.State().Draw) {
		t.Error("the ability deck in its order")
	}
	// once b chose, the card is the players' to see
	_, err = s.Do(SetInitiative{Character: "b", Leading: 30, Second: 40})
	scnMust(t, err)
	view, err = s.PlayersJSON()
	scnMust(t, err)
	p, err = UnmarshalScenario(view)
	scnMust(t, err)
	want, _ := s.Ability("Cave Rat")
	if a, _ := p.Ability("Cave Rat"); a.Card != want.Card {
		t.Errorf("the rats' card once revealed: %d, want %d", a.Card, want.Card)
	}
	if _, ok := p.MonsterInitiative("Cave Rat"); !ok {
		t.Error("the rats' initiative once revealed")
	}
}

func mustJSON(t *testing.T, v interface{ MarshalBinary() ([]byte, error) }) []byte {
	t.Helper()
	b, err := v.MarshalBinary()
	scnMust(t, err)
	out, _ := json.Marshal(b)
	return bytes.Trim(out, `"`)
}
