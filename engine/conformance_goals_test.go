package engine_test

import (
	"encoding/json"
	"fmt"
	"testing"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/campaign"
	"github.com/haventable/haventable/engine/rules"
	"github.com/haventable/haventable/engine/scenariofile"
	"github.com/haventable/haventable/engine/strictjson"
)

func init() { registerKind("battle_goals", runGoalsCase) }

// goalsCase is one case of kind "battle_goals" (docs/battle-goals.md): in
// the sample scenario, Characters characters of the edition Rules are dealt
// from a deck of Deck invented goals; each gets Dealt. Keeps are the keep
// steps (character's place in the party, the card's place, refused or
// not). End: a scenario won or not, the kept goal ticked met or not, the
// card's checks and the sheet's perk marks before; the checks gained and
// perks earned expected.
type goalsCase struct {
	Kind       string        `json:"kind"`
	Name       string        `json:"name"`
	Rule       string        `json:"rule"`
	Rules      string        `json:"rules"`
	Characters int           `json:"characters"`
	Deck       int           `json:"deck"`
	Dealt      int           `json:"dealt"`
	Keeps      []goalsKeep   `json:"keeps"`
	End        *goalsEndJSON `json:"end"`
}

type goalsKeep struct {
	Character int  `json:"character"`
	Choice    int  `json:"choice"`
	Error     bool `json:"error"`
}

type goalsEndJSON struct {
	Won         bool `json:"won"`
	Met         bool `json:"met"`
	Checks      int  `json:"checks"`
	MarksBefore int  `json:"marks_before"`
	Gained      int  `json:"expect_checks"`
	Perks       int  `json:"expect_perks"`
}

func runGoalsCase(t *testing.T, raw json.RawMessage) {
	var c goalsCase
	if err := strictjson.Unmarshal(raw, &c); err != nil {
		t.Fatalf("battle goals case: %v", err)
	}
	e, err := rules.Parse(c.Rules)
	if err != nil {
		t.Fatal(err)
	}
	file, err := scenariofile.Sample(scenariofile.DefaultSample)
	if err != nil {
		t.Fatal(err)
	}
	s, err := engine.LoadScenarioFor(file, engine.Setup{Level: 1, Seed: 1, Players: c.Characters, Rules: e}, engine.SampleMonsters)
	if err != nil {
		t.Fatal(err)
	}
	for i := range c.Characters {
		if s, err = s.WithCharacter(engine.Figure{ID: fmt.Sprintf("c%d", i), Name: fmt.Sprintf("C%d", i), Kind: engine.KindCharacter,
			Side: engine.SideParty, At: file.Starts[i], OnMap: true, HP: 10, MaxHP: 10}, nil); err != nil {
			t.Fatal(err)
		}
	}
	var deck []engine.BattleGoal
	for i := range c.Deck {
		deck = append(deck, engine.BattleGoal{ID: fmt.Sprint(900 + i), Name: fmt.Sprintf("Goal %d", i), Checks: 1})
	}
	if s, err = s.WithBattleGoals(deck, e.BattleGoalsDealt()); err != nil {
		t.Fatal(err)
	}
	for i := range c.Characters {
		if h, _ := s.BattleGoalsOf(fmt.Sprintf("c%d", i)); len(h.Dealt) != c.Dealt {
			t.Errorf("c%d dealt %d, want %d", i, len(h.Dealt), c.Dealt)
		}
	}
	for _, k := range c.Keeps {
		_, err := s.Do(engine.KeepBattleGoal{Character: fmt.Sprintf("c%d", k.Character), Choice: k.Choice})
		if (err != nil) != k.Error {
			t.Errorf("keep %+v: %v", k, err)
		}
	}
	if en := c.End; en != nil {
		gained := campaign.GoalChecks(en.Won, en.Met, en.Checks)
		if gained != en.Gained {
			t.Errorf("checks gained %d, want %d", gained, en.Gained)
		}
		if p := campaign.PerksEarned(en.MarksBefore, gained, e.ChecksPerPerk()); p != en.Perks {
			t.Errorf("perks earned %d, want %d", p, en.Perks)
		}
	}
}
