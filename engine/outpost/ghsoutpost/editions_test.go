package ghsoutpost

// TestGHSOutpost measures the reader on Gloomhaven Secretariat's real
// Frosthaven files. It is skipped unless HAVENTABLE_GHS_DATA names GHS's
// data/ folder (none of those files is part of this repository). Every
// building of data/fh/buildings.json and every week of campaign.json's
// calendar must be read, each compared with a simple reading of the file
// written here apart from the reader; the count of building effects the
// table plays and of those kept in words is logged (-v).

import (
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"sort"
	"strconv"
	"testing"
)

func TestGHSOutpost(t *testing.T) {
	dir := os.Getenv("HAVENTABLE_GHS_DATA")
	if dir == "" {
		t.Skip("set HAVENTABLE_GHS_DATA to GHS's data/ folder to measure the outpost's import")
	}
	fh := filepath.Join(dir, "fh")
	var files []File
	for _, n := range []string{"buildings.json", "campaign.json", "label/en.json", "label/de.json"} {
		b, err := os.ReadFile(filepath.Join(fh, filepath.FromSlash(n)))
		if err != nil {
			t.Fatalf("HAVENTABLE_GHS_DATA=%s: %v", dir, err)
		}
		files = append(files, File{Name: n, Data: b})
	}
	// the simple reading: names of the buildings, sections of the weeks
	var raw []struct{ Name string }
	if err := json.Unmarshal(files[0].Data, &raw); err != nil {
		t.Fatal(err)
	}
	var camp struct{ Weeks map[string][]string }
	if err := json.Unmarshal(files[1].Data, &camp); err != nil {
		t.Fatal(err)
	}
	for _, lang := range []string{"en", "de"} {
		d, rep, err := Read(files, lang)
		if err != nil {
			t.Fatalf("%s: %v", lang, err)
		}
		var names []string
		for _, b := range d.Buildings {
			names = append(names, b.Name)
			if b.Title == "" || b.Title == b.Name {
				t.Errorf("%s: %s has no name in words", lang, b.Name)
			}
		}
		var want []string
		for _, b := range raw {
			want = append(want, b.Name)
		}
		if !reflect.DeepEqual(names, want) || len(names) != 30 {
			t.Errorf("%s: buildings read %v, want all %d of the file: %v", lang, names, len(want), want)
		}
		weeks := map[int][]string{}
		for k, s := range camp.Weeks {
			w, _ := strconv.Atoi(k)
			weeks[w] = s
		}
		if !reflect.DeepEqual(d.Weeks, weeks) || len(weeks) == 0 {
			t.Errorf("%s: weeks read %v, want %v", lang, d.Weeks, weeks)
		}
		ws := make([]int, 0, len(d.Weeks))
		for w := range d.Weeks {
			ws = append(ws, w)
		}
		sort.Ints(ws)
		t.Logf("%s: %d buildings, %d calendar weeks %v, %d town guard perks; building effects: %d played, %d kept in words; %d warnings",
			lang, rep.Buildings, rep.Weeks, ws, len(d.Perks), rep.Played, rep.Words, len(rep.Warnings))
		for _, w := range rep.Warnings {
			t.Logf("  %s", w)
		}
	}
}
