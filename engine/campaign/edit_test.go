package campaign

import (
	"strings"
	"testing"
)

// TestScenarioEditPayloads: what the log keeps of the scenario edits in
// each state (persistence's oneEditOfEach walks the others through the
// store).
func TestScenarioEditPayloads(t *testing.T) {
	for _, c := range []struct {
		edit Edit
		want EditPayload
	}{
		{SetScenario{Progress: ScenarioProgress{ID: "4"}}, EditPayload{About: "4", Detail: "locked"}},
		{SetScenario{Progress: ScenarioProgress{ID: "4", Unlocked: true}}, EditPayload{About: "4", Detail: "unlocked"}},
		{SetScenario{Progress: ScenarioProgress{ID: "4", Unlocked: true, Completed: true}}, EditPayload{About: "4", Detail: "completed"}},
		{Played{Scenario: "5"}, EditPayload{About: "5", Detail: "unlocked"}},
		{Played{Scenario: "5", Won: true}, EditPayload{About: "5", Detail: "completed"}},
	} {
		if got := c.edit.Told(); got != c.want {
			t.Errorf("%+v: told %+v, want %+v", c.edit, got, c.want)
		}
	}
}

// TestNoteWords: the history names a note by its first words, spaces
// folded, cut at 40 characters with an ellipsis.
func TestNoteWords(t *testing.T) {
	long := strings.Repeat("é", 41)
	for _, c := range []struct{ text, want string }{
		{"", ""},
		{"  Met \n Jekserah.  ", "Met Jekserah."},
		{strings.Repeat("é", 40), strings.Repeat("é", 40)},
		{long, strings.Repeat("é", 39) + "…"},
	} {
		if got := (AddNote{Text: c.text}).Told().About; got != c.want {
			t.Errorf("note %q told as %q, want %q", c.text, got, c.want)
		}
	}
}

// TestChecks: each edit refuses what can never be stored, with the bounds
// of its values (Party.Validate, Character.Validate, CheckName).
func TestChecks(t *testing.T) {
	grok := Character{Class: "brute", Name: "Grok", Level: 1, Perks: []string{"add +1"}}
	ok := []Edit{
		Rename{Name: strings.Repeat("é", MaxName)},
		SetParty{Party: Party{Reputation: -5}},
		AddCharacter{Character: grok},
		SaveCharacter{Character: grok},
		DeleteCharacter{ID: 1},
		SetScenario{Progress: ScenarioProgress{ID: "1"}},
		Reward{Character: 1},
		Played{Scenario: "1"},
		AddNote{}, SaveNote{ID: 1}, DeleteNote{ID: 1},
	}
	for _, e := range ok {
		if err := e.Check(); err != nil {
			t.Errorf("%T %+v: %v", e, e, err)
		}
	}
	bad := []Edit{
		Rename{Name: " "},
		Rename{Name: strings.Repeat("é", MaxName+1)},
		SetParty{Party: Party{Prosperity: -1}},
		SetParty{Party: Party{Donations: -1}},
		SetParty{Party: Party{Name: strings.Repeat("é", MaxName+1)}},
		AddCharacter{Character: Character{Class: "brute", Name: "Grok"}},
		SaveCharacter{Character: Character{Class: "brute", Name: "Grok", Level: 1, Perks: []string{"not a perk"}}},
		SetScenario{},
		Played{Scenario: " "},
		Reward{Character: 1, XP: -1},
		Reward{Character: 1, Gold: -1},
	}
	for _, e := range bad {
		if err := e.Check(); err == nil {
			t.Errorf("%T %+v accepted", e, e)
		}
	}
}
