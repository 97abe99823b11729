package tally

import "testing"

func TestGoalMet(t *testing.T) {
	self := Counts{Kills: map[string]int{"Cave Rat": 4, "Ash Acolyte": 1}, Looted: 2}
	party := Counts{Exhaustions: 1}
	for _, c := range []struct {
		text        string
		met, known  bool
		self, party Counts
	}{
		{"Kill five or more monsters during the scenario.", true, true, self, party},
		{"Kill 6 or more monsters during the scenario.", false, true, self, party},
		{"Kill three or fewer monsters during the scenario.", false, true, self, party},
		{"Kill  five or fewer monsters\nduring the scenario.", true, true, self, party},
		{"Loot five or more money tokens during the scenario.", false, true, self, party},
		{"Loot two or more money tokens during the scenario.", true, true, self, party},
		{"Allow none of your character allies to become exhausted during the scenario.", false, true, self, party},
		{"Allow none of your character allies to become exhausted during the scenario.", true, true, Counts{Exhaustions: 1}, party},
		{"Kill one or more elite monsters during the scenario.", false, false, self, party},
		{"Kill many or more monsters during the scenario.", false, false, self, party},
		{"Use no items during the scenario.", false, false, self, party},
	} {
		met, known := GoalMet(c.text, c.self, c.party)
		if met != c.met || known != c.known {
			t.Errorf("%q: met %v known %v, want %v %v", c.text, met, known, c.met, c.known)
		}
	}
}
