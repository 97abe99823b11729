package campaign

import (
	"strings"
	"testing"

	"github.com/haventable/haventable/engine/modifier"
)

func TestBounds(t *testing.T) {
	for _, tc := range []struct {
		name string
		err  error
		ok   bool
	}{
		{"note at the limit", CheckNote(strings.Repeat("é", MaxNote)), true},
		{"note over the limit", CheckNote(strings.Repeat("é", MaxNote+1)), false},
		{"empty note", CheckNote(""), true},
		{"scenario id", CheckScenarioID("12"), true},
		{"blank scenario id", CheckScenarioID(" "), false},
		{"scenario id at the limit", CheckScenarioID(strings.Repeat("é", MaxName)), true},
		{"scenario id over the limit", CheckScenarioID(strings.Repeat("é", MaxName+1)), false},
		{"edit: note over the limit", AddNote{Text: strings.Repeat("x", MaxNote+1)}.Check(), false},
		{"edit: saved note over the limit", SaveNote{ID: 1, Text: strings.Repeat("x", MaxNote+1)}.Check(), false},
		{"edit: scenario id over the limit", SetScenario{Progress: ScenarioProgress{ID: strings.Repeat("x", MaxName+1)}}.Check(), false},
		{"edit: played scenario id over the limit", Played{Scenario: strings.Repeat("x", MaxName+1)}.Check(), false},
		{"reputation at the limit", Party{Reputation: -MaxReputation}.Validate(), true},
		{"reputation over the limit", Party{Reputation: MaxReputation + 1}.Validate(), false},
		{"prosperity over the limit", Party{Prosperity: MaxCount + 1}.Validate(), false},
		{"gold over the limit", Character{Class: "warden", Name: "Ysolde", Level: 1, Gold: MaxCount + 1}.Validate(), false},
		{"a perk over the limit", Character{Class: "warden", Name: "Ysolde", Level: 1, Perks: []string{strings.Repeat("x", MaxPerk+1)}}.Validate(), false},
		{"a perk with its cards and its words at the limit", Character{Class: "warden", Name: "Ysolde", Level: 1,
			Perks: []string{`replace -1, -1 with +1 roll push:1, +1 roll push:1 "` + strings.Repeat("x", modifier.MaxPerkText) + `"`, `"Ignore negative scenario effects"`}}.Validate(), true},
	} {
		if (tc.err == nil) != tc.ok {
			t.Errorf("%s: %v", tc.name, tc.err)
		}
	}
}

func TestClip(t *testing.T) {
	for _, tc := range []struct {
		in   string
		max  int
		want string
	}{
		{"Gloomhaven", 10, "Gloomhaven"},
		{"Gloomhavens", 10, "Gloomhave…"},
		{"éééé", 3, "éé…"},
		{"ééé", 3, "ééé"},
		{strings.Repeat("x", 5<<20), 200, strings.Repeat("x", 199) + "…"},
	} {
		if got := Clip(tc.in, tc.max); got != tc.want {
			t.Errorf("Clip(%.20q, %d) = %.30q, want %.30q", tc.in, tc.max, got, tc.want)
		}
	}
}
