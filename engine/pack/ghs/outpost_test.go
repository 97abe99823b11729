package ghs

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/haventable/haventable/engine/pack"
)

// TestImportCarriesOutpost: a Frosthaven data folder (invented files in
// GHS's format) imports as a pack that carries the outpost's buildings,
// calendar, perks and sections' rewards, in English and German, kept through the pack's
// encoding; the outpost's files are not reported as left out.
func TestImportCarriesOutpost(t *testing.T) {
	p, rep, err := ImportDir("../../outpost/ghsoutpost/testdata/fh", nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, w := range rep.Warnings {
		if strings.HasPrefix(w.Path, "buildings.json") && strings.Contains(w.Message, "not a JSON object") ||
			strings.HasPrefix(w.Path, "campaign.json") && strings.Contains(w.Message, "not a monster") {
			t.Errorf("outpost file reported left out: %v", w)
		}
	}
	data, err := p.Encode()
	if err != nil {
		t.Fatal(err)
	}
	back, err := pack.Parse(data)
	if err != nil {
		t.Fatalf("the pack with its outpost does not read back: %v", err)
	}
	en, name, ok := pack.OutpostOf([]*pack.Pack{back}, "en")
	if !ok || name != p.Name {
		t.Fatalf("no outpost in the imported pack (%q)", name)
	}
	if len(en.Buildings) == 0 || len(en.Weeks) == 0 || len(en.Perks) == 0 {
		t.Fatalf("outpost read: %d buildings, %d weeks, %d perks", len(en.Buildings), len(en.Weeks), len(en.Perks))
	}
	// the folder's sections/ are read: their rewards (docs/outpost.md,
	// "Section rewards")
	if r, ok := en.SectionOf("3.1"); !ok || r.Change.Morale != 1 || r.Name != "Invented Smithy Built" {
		t.Errorf("section 3.1's rewards: %+v (found %v)", r, ok)
	}
	de, _, _ := pack.OutpostOf([]*pack.Pack{back}, "de")
	fr, _, _ := pack.OutpostOf([]*pack.Pack{back}, "fr")
	if b, _ := en.Building("smithy"); b.Title != "Smithy" {
		t.Errorf("English title %q", b.Title)
	}
	if b, _ := de.Building("smithy"); b.Title != "Schmiede" {
		t.Errorf("German title %q", b.Title)
	}
	if b, _ := fr.Building("smithy"); b.Title != "Smithy" {
		t.Errorf("French (none in the files: English) title %q", b.Title)
	}
}

// TestImportWithoutOutpost: an edition without outpost files has none.
func TestImportWithoutOutpost(t *testing.T) {
	p, _, err := Import("gh", []File{{Name: "items.json", Data: []byte(`[{"id": 1, "name": "Boots", "cost": 20, "edition": "gh"}]`)}})
	if err != nil {
		t.Fatal(err)
	}
	if p.Outpost != nil {
		t.Fatalf("outpost %+v from an edition without one", p.Outpost)
	}
}

// TestImportScenarioRewards: a Frosthaven scenario's rewards are read
// into the outpost and not reported skipped; another edition's (no
// outpost to read them) still are.
func TestImportScenarioRewards(t *testing.T) {
	scenario := File{Name: "scenarios/007.json", Data: []byte(`{"index": "7", "name": "Invented Cave", "edition": "fh",
		"rewards": {"morale": 1}}`)}
	skipped := func(rep *pack.Report) bool {
		for _, w := range rep.Warnings {
			if strings.Contains(w.Path, "rewards") && strings.Contains(w.Message, "skipped") {
				return true
			}
		}
		return false
	}
	files := []File{scenario}
	for _, n := range []string{"buildings.json", "campaign.json", "events.json", "label/en.json"} {
		b, err := os.ReadFile(filepath.Join("..", "..", "outpost", "ghsoutpost", "testdata", "fh", filepath.FromSlash(n)))
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, File{Name: n, Data: b})
	}
	p, rep, err := Import("fh", files)
	if err != nil {
		t.Fatal(err)
	}
	d, _, ok := pack.OutpostOf([]*pack.Pack{p}, "en")
	if !ok || len(d.Rewards) != 1 || d.Rewards[0].Change.Morale != 1 {
		t.Fatalf("the outpost has not the scenario's rewards: %+v", d.Rewards)
	}
	if skipped(rep) {
		t.Errorf("rewards read into the outpost reported skipped: %v", rep.Warnings)
	}
	_, rep, err = Import("gh", []File{scenario})
	if err != nil {
		t.Fatal(err)
	}
	if !skipped(rep) {
		t.Errorf("rewards without an outpost not reported skipped: %v", rep.Warnings)
	}
}
