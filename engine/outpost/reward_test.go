package outpost

import (
	"reflect"
	"testing"
)

// TestScenarioReward: a scenario's reward is found by its title, applied
// as a change (sections in their later week, events into their deck), and
// refused by the data's check when it cannot apply.
func TestScenarioReward(t *testing.T) {
	d := Data{Events: []Event{{ID: "SO-1", Season: Summer, Options: []EventOption{{Label: "A"}}}},
		EventDecks: map[Season][]string{Summer: {}},
		Rewards: []ScenarioReward{{Scenario: "4A", Name: "Invented Ice", Change: Change{Morale: 1, Prosperity: 2,
			Gain: Supply{Lumber: 2}, Sections: []LaterSection{{Section: "156.1", In: 4}}, AddEvents: []EventCard{{Season: Summer, ID: "SO-1"}}},
			Words: []string{"Gain the campaign sticker Invented"}},
			{Scenario: "4A", Name: "Invented Solo", Words: []string{"Gain item 254"}}}}
	if err := d.Check(); err != nil {
		t.Fatal(err)
	}
	r, ok := d.RewardOf("#4A Invented Ice")
	if !ok || r.Change.Morale != 1 {
		t.Fatalf("RewardOf: %+v %v", r, ok)
	}
	if s, ok := d.RewardOf("#4A Invented Solo"); !ok || len(s.Words) != 1 {
		t.Errorf("the solo scenario of the same number: %+v %v", s, ok)
	}
	for _, title := range []string{"#4A", "4A", "#4 Invented Ice", "#4A Invented"} {
		if _, ok := d.RewardOf(title); ok {
			t.Errorf("RewardOf(%q) found one", title)
		}
	}
	o := New(d, 1)
	o.Week, o.Morale = 3, 5
	out, _, err := o.Apply(d, r.Change)
	if err != nil {
		t.Fatal(err)
	}
	if out.Morale != 6 || out.Prosperity != 2 || out.Supply.Of(Lumber) != 2 || !reflect.DeepEqual(out.Calendar[7], []string{"156.1"}) ||
		!reflect.DeepEqual(out.Events[Summer], []string{"SO-1"}) {
		t.Errorf("applied: %+v", out)
	}
	for name, bad := range map[string]ScenarioReward{
		"event":   {Scenario: "1", Change: Change{AddEvents: []EventCard{{Season: Winter, ID: "SO-1"}}}},
		"week 0":  {Scenario: "1", Change: Change{Sections: []LaterSection{{Section: "1.1"}}}},
		"blank":   {Change: Change{Morale: 1}},
		"twice":   {Scenario: "4A", Name: "Invented Ice"},
		"morale":  {Scenario: "1", Change: Change{Morale: 1 << 20}},
		"section": {Scenario: "1", Change: Change{Sections: []LaterSection{{Section: "", In: 1}}}},
	} {
		bd := d
		bd.Rewards = append(append([]ScenarioReward(nil), d.Rewards...), bad)
		if err := bd.Check(); err == nil {
			t.Errorf("%s: accepted", name)
		}
	}
}
