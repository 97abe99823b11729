package engine

import (
	"bytes"
	"encoding/json"
	"testing"
)

// The players' view (what a player's device is sent) holds a character's
// two cards chosen for the round only once every character has chosen:
// before, the hands it sends have no chosen cards, read on the raw message.
func TestPlayersJSONHidesTheChosenCardsUntilAllHaveChosen(t *testing.T) {
	s := rewardsScenario(t)
	d := handDeck()
	for i := range d {
		d[i].Level = 1
	}
	chosen := func() []json.RawMessage {
		t.Helper()
		view, err := s.PlayersJSON()
		scnMust(t, err)
		var doc struct {
			Hands []map[string]json.RawMessage `json:"hands"`
		}
		scnMust(t, json.Unmarshal(view, &doc))
		if len(doc.Hands) != 1 {
			t.Fatalf("%d hands in the view, want Ana's", len(doc.Hands))
		}
		if c, ok := doc.Hands[0]["chosen"]; ok {
			return []json.RawMessage{c}
		}
		if bytes.Contains(view, []byte(`"chosen"`)) {
			t.Fatal(`"chosen" elsewhere in the view`)
		}
		return nil
	}
	for _, a := range []Action{ChooseHand{Character: "ana", Level: 1, HandSize: 4, Deck: d, Cards: []int{1, 2, 4, 5}},
		ChooseCards{Character: "ana", Leading: 4, Second: 2}} {
		if _, err := s.Do(a); err != nil {
			t.Fatal(err)
		}
	}
	if h, _ := s.HandOf("ana"); len(h.Chosen) != 2 {
		t.Fatalf("Ana's cards %v on the table", h.Chosen)
	}
	if got := chosen(); got != nil {
		t.Fatalf("Ana's cards %s sent while Bo is still choosing", got[0])
	}
	if _, err := s.Do(SetInitiative{Character: "bo", Leading: 30, Second: 60}); err != nil {
		t.Fatal(err)
	}
	if got := chosen(); len(got) != 1 || string(got[0]) != "[4,2]" {
		t.Fatalf("Ana's cards sent once all have chosen: %s, want [4,2]", got)
	}
}
