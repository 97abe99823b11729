package campaign

import (
	"slices"
	"testing"

	"golang.org/x/text/language"

	"github.com/haventable/haventable/engine/pack"
	"github.com/haventable/haventable/engine/rules"
	"github.com/haventable/haventable/locales"
)

// The campaign screen lists the scenarios of the campaign's edition first,
// in the book's order, then the other editions' (a Jaws of the Lion
// campaign's "#1" is its own, not Frosthaven's).
func TestEntriesOfTheCampaignsEditionFirst(t *testing.T) {
	tr, err := locales.New(language.English)
	if err != nil {
		t.Fatal(err)
	}
	fh := &pack.Pack{Name: "fh", Rules: rules.Frosthaven, Scenarios: []pack.Scenario{{Title: "#2 Frozen Gate"}, {Title: "#1 Snow Hall"}}}
	jotl := &pack.Pack{Name: "jotl", Rules: rules.JawsOfTheLion, Scenarios: []pack.Scenario{{Title: "#10 Mud Lane"}, {Title: "#1 Dock Rats"}}}
	titles := func(edition rules.Edition) []string {
		var out []string
		for _, c := range packEntries(tr, []*pack.Pack{fh, jotl}, nil, edition) {
			out = append(out, c.title)
		}
		return out
	}
	if got, want := titles(rules.JawsOfTheLion), []string{"#1 Dock Rats", "#10 Mud Lane", "#1 Snow Hall", "#2 Frozen Gate"}; !slices.Equal(got, want) {
		t.Errorf("Jaws of the Lion campaign: %v, want %v", got, want)
	}
	if got, want := titles(rules.Frosthaven), []string{"#1 Snow Hall", "#2 Frozen Gate", "#1 Dock Rats", "#10 Mud Lane"}; !slices.Equal(got, want) {
		t.Errorf("Frosthaven campaign: %v, want %v", got, want)
	}
	if got, want := titles(""), []string{"#1 Snow Hall", "#1 Dock Rats", "#2 Frozen Gate", "#10 Mud Lane"}; !slices.Equal(got, want) {
		t.Errorf("no edition: %v, want %v", got, want)
	}
}
