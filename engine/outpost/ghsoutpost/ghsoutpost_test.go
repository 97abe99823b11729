package ghsoutpost

import (
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/haventable/haventable/engine/outpost"
)

// fixtureFiles are the invented files of testdata/fh, in GHS's format.
func fixtureFiles(t testing.TB) []File {
	t.Helper()
	var files []File
	for _, n := range []string{"buildings.json", "campaign.json", "label/en.json", "label/de.json"} {
		b, err := os.ReadFile(filepath.Join("testdata", "fh", filepath.FromSlash(n)))
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, File{Name: n, Data: b})
	}
	return files
}

func TestReadFolderFiles(t *testing.T) {
	d, rep, err := Read(fixtureFiles(t), "de")
	if err != nil {
		t.Fatal(err)
	}
	if rep.Buildings != 3 || rep.Weeks != 2 {
		t.Errorf("read %d buildings and %d weeks, want 3 and 2", rep.Buildings, rep.Weeks)
	}
	smithy, ok := d.Building("smithy")
	if !ok {
		t.Fatal("no smithy")
	}
	want := outpost.Building{Name: "smithy", Title: "Schmiede", Number: "91",
		Build:    outpost.Cost{Prosperity: 1, Materials: outpost.Supply{outpost.Lumber: 3, outpost.Metal: 2, outpost.Hide: 1, outpost.Gold: 10}},
		Upgrades: []outpost.Cost{{Prosperity: 2, Materials: outpost.Supply{outpost.Lumber: 4, outpost.Metal: 3, outpost.Hide: 1}}, {Manual: true}},
		Repair:   []int{2, 3, 4},
		Rebuild: []outpost.Supply{{outpost.Lumber: 1, outpost.Metal: 1}, {outpost.Lumber: 2, outpost.Metal: 1, outpost.Hide: 1},
			{outpost.Lumber: 2, outpost.Metal: 2, outpost.Hide: 1}},
		Unlocked: true,
		Rewards: []outpost.Reward{{Prosperity: 1, Section: "201.1"}, {Prosperity: 1, Words: "+1 garden plot"},
			{Prosperity: 2, LoseMorale: 1}},
		Effects: []outpost.Effect{{Words: "Verliert insgesamt 1 {metal}", Lose: outpost.Supply{outpost.Metal: 1}},
			{Words: "Forge up to 2 tools\nfor 3 gold each"}, {Words: "Forge up to 2 tools\nfor 3 gold each"}},
		WreckedEffects: []outpost.Effect{{Words: "Verliert 2 Moral", Morale: -2}, {Words: "Verliert 2 Moral", Morale: -2},
			{Words: "Verliert 2 Moral", Morale: -2}},
	}
	if !reflect.DeepEqual(smithy, want) {
		a, _ := json.Marshal(smithy)
		b, _ := json.Marshal(want)
		t.Errorf("smithy:\n got %s\nwant %s", a, b)
	}
	guard, _ := d.Building("guardhouse")
	if !guard.Initial() || guard.Title != "Wachhaus" || guard.Effects[0].Lose.Of(outpost.Gold) != 5 ||
		guard.WreckedEffects[1].Inspiration != -1 || guard.Rewards[0].Soldiers != 3 || !guard.Upgrades[0].Manual {
		t.Errorf("guardhouse: %+v", guard)
	}
	pal, _ := d.Building("palisade")
	if pal.Title != "Palisade" || pal.Requires != "smithy" || pal.Rewards[0].Defense != 5 || pal.Effects[0].Words != "+5 Defense" {
		t.Errorf("palisade: %+v", pal)
	}
	if rep.Played != 8 || rep.Words != 3 {
		t.Errorf("effects played %d, in words %d; want 8 and 3", rep.Played, rep.Words)
	}
	if !reflect.DeepEqual(d.Weeks, map[int][]string{3: {"301.1"}, 12: {"302.2", "303.3"}}) {
		t.Errorf("weeks: %v", d.Weeks)
	}
	if !slices.Equal(d.HighMorale, []string{"310.1"}) || !slices.Equal(d.LowMorale, []string{"311.1", "311.2"}) {
		t.Errorf("morale sections: %v %v", d.HighMorale, d.LowMorale)
	}
	wantPerks := []outpost.GuardPerk{
		{Sections: []string{"320.1"}, Remove: []outpost.GuardCard{{Value: -10}}, Add: []outpost.GuardCard{{Value: 20}}},
		{Sections: []string{"321.1"}, Add: []outpost.GuardCard{{Rolling: true, Words: "Gain one hide"}, {Rolling: true, Words: "Gain one hide"}}},
	}
	if !reflect.DeepEqual(d.Perks, wantPerks) {
		t.Errorf("perks: %+v", d.Perks)
	}
	for _, w := range []string{"buildings.json[2].colour", "campaign.json.banner", "campaign.json.weeks.95", "campaign.json.townGuardPerks[2].perk.type"} {
		if !slices.ContainsFunc(rep.Warnings, func(s string) bool { return strings.HasPrefix(s, w+":") }) {
			t.Errorf("no warning at %s in %q", w, rep.Warnings)
		}
	}
	if slices.ContainsFunc(rep.Warnings, func(s string) bool { return strings.Contains(s, "coordinates") }) {
		t.Error("the map's coordinates were reported as left out")
	}
	// the outpost starts from the data: the guardhouse stands, the perk applies
	o := outpost.New(d, 1)
	if o.Standing("guardhouse").Level != 1 || o.Standing("smithy").Level != 0 {
		t.Errorf("start: %v", o.Buildings)
	}
	if _, err := o.TakePerk(d, 0); err != nil {
		t.Error(err)
	}
}

// TestReadBuiltEdition reads the same data as one built edition file:
// the buildings inside "campaign", the texts by language in "label".
func TestReadBuiltEdition(t *testing.T) {
	files := fixtureFiles(t)
	var c map[string]json.RawMessage
	if err := json.Unmarshal(files[1].Data, &c); err != nil {
		t.Fatal(err)
	}
	c["buildings"] = files[0].Data
	camp, _ := json.Marshal(c)
	edition, _ := json.Marshal(map[string]any{"edition": "fh", "campaign": json.RawMessage(camp),
		"label": map[string]json.RawMessage{"en": files[2].Data, "de": files[3].Data}})
	built, rep, err := Read([]File{{Name: "fh.json", Data: edition}}, "de")
	if err != nil {
		t.Fatal(err)
	}
	folder, _, _ := Read(files, "de")
	if !reflect.DeepEqual(built, folder) {
		t.Errorf("the built edition reads otherwise than the folder's files")
	}
	if rep.Buildings != 3 || rep.Weeks != 2 {
		t.Errorf("%+v", rep)
	}
	en, _, _ := Read([]File{{Name: "fh.json", Data: edition}}, "en")
	if b, _ := en.Building("smithy"); b.Title != "Smithy" || b.Effects[0].Words != "Lose 1 collective {metal}" {
		t.Errorf("English: %+v", b)
	}
}

func TestReadRefuses(t *testing.T) {
	for name, files := range map[string][]File{
		"not JSON":       {{Name: "buildings.json", Data: []byte("[{")}},
		"duplicate keys": {{Name: "campaign.json", Data: []byte(`{"weeks": {}, "weeks": {}}`)}},
		"too large":      {{Name: "campaign.json", Data: make([]byte, MaxFileSize+1)}},
	} {
		if _, _, err := Read(files, "en"); err == nil || errors.Is(err, ErrNoOutpost) {
			t.Errorf("%s: %v", name, err)
		}
	}
	if _, _, err := Read([]File{{Name: "x.json", Data: []byte(`{"monsters": []}`)}}, "en"); !errors.Is(err, ErrNoOutpost) {
		t.Errorf("a file with no outpost: %v", err)
	}
	_, rep, err := Read([]File{{Name: "buildings.json", Data: []byte(`[{"name": ""}, {"name": "a", "repair": [-1]}, 7, {"name": "b"}, {"name": "b"}]`)}}, "en")
	if err != nil || rep.Buildings != 1 || len(rep.Warnings) != 4 {
		t.Errorf("bad buildings: %v %+v", err, rep)
	}
}

func FuzzRead(f *testing.F) {
	for _, file := range fixtureFiles(f) {
		f.Add(file.Name, file.Data)
	}
	f.Add("fh.json", []byte(`{"campaign": {"weeks": {"1": ["a"]}, "buildings": [{"name": "x"}]}, "label": {"en": {}}}`))
	f.Fuzz(func(t *testing.T, name string, data []byte) {
		d, rep, err := Read([]File{{Name: name, Data: data}}, "en")
		if err != nil {
			return
		}
		if rep.Buildings != len(d.Buildings) || len(d.Buildings) > outpost.MaxBuildings {
			t.Fatalf("report %+v for %d buildings", rep, len(d.Buildings))
		}
		o := outpost.New(d, 1)
		if err := o.Validate(); err != nil {
			t.Fatalf("the outpost of the data read is not valid: %v", err)
		}
		for i := range d.Perks {
			_, _ = o.TakePerk(d, i)
		}
		for _, b := range d.Buildings {
			_, _, _, _ = o.Construct(d, outpost.Construction{Building: b.Name})
			for l := 0; l <= b.Levels(); l++ {
				_, _ = outpost.UpgradeCost(b, l, outpost.Discount{})
				_, _ = outpost.RepairCost(b, l)
				_, _ = outpost.RebuildCost(b, l)
			}
		}
	})
}
