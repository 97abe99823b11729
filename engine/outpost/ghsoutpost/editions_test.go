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
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"
	"unicode"

	"github.com/haventable/haventable/engine/outpost"
)

func TestGHSOutpost(t *testing.T) {
	dir := os.Getenv("HAVENTABLE_GHS_DATA")
	if dir == "" {
		t.Skip("set HAVENTABLE_GHS_DATA to GHS's data/ folder to measure the outpost's import")
	}
	fh := filepath.Join(dir, "fh")
	var files []File
	for _, n := range []string{"buildings.json", "campaign.json", "label/en.json", "label/de.json", "events.json"} {
		b, err := os.ReadFile(filepath.Join(fh, filepath.FromSlash(n)))
		if err != nil {
			t.Fatalf("HAVENTABLE_GHS_DATA=%s: %v", dir, err)
		}
		files = append(files, File{Name: n, Data: b})
	}
	scns, withRewards, more := rewardFiles(t, fh, "scenarios")
	files = append(files, more...)
	secs, sectionsWithRewards, more := rewardFiles(t, fh, "sections")
	files = append(files, more...)
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
		checkRealEvents(t, lang, d, files[4].Data)
		if len(d.Rewards) != withRewards || withRewards == 0 {
			t.Errorf("%s: the rewards of %d scenarios read, %d of the %d scenario files have rewards", lang, len(d.Rewards), withRewards, len(scns))
		}
		for _, r := range d.Rewards {
			for _, w := range r.Words {
				if notation.MatchString(w) {
					t.Errorf("%s: scenario %s: GHS notation in %q", lang, r.Scenario, w)
				}
			}
		}
		played, inWords := RewardCounts(d)
		t.Logf("%s: scenario rewards of %d scenarios: %d entries applied to the outpost, %d kept in words", lang, len(d.Rewards), played, inWords)
		var noInspiration, formulas []string
		for _, r := range d.Rewards {
			if r.NoInspiration {
				noInspiration = append(noInspiration, r.Title())
			}
			if r.MoralePlus != nil {
				formulas = append(formulas, fmt.Sprintf("%s: %d+X, X the %s present (%s)", r.Title(), r.MoralePlus.Base, r.MoralePlus.Monster, r.MoralePlus.Words))
			}
		}
		if len(d.Sections) != sectionsWithRewards || sectionsWithRewards == 0 {
			t.Errorf("%s: the rewards of %d sections read, %d of the %d section files have rewards", lang, len(d.Sections), sectionsWithRewards, len(secs))
		}
		for _, r := range d.Sections {
			for _, w := range append([]string{r.Name}, r.Words...) {
				if notation.MatchString(w) {
					t.Errorf("%s: section %s: GHS notation in %q", lang, r.Scenario, w)
				}
			}
		}
		sPlayed, sWords := RewardCounts(outpost.Data{Rewards: d.Sections})
		applies := 0
		for _, r := range d.Sections {
			if !r.Change.Empty() {
				applies++
			}
		}
		t.Logf("%s: section rewards of %d sections (%d change the outpost when read): %d entries applied to the outpost, %d kept in words", lang, len(d.Sections), applies, sPlayed, sWords)
		concluded := map[string]int{}
		var classTitles []string
		for _, r := range d.Sections {
			if r.Concludes != "" {
				concluded[r.Concludes]++
			}
			if strings.HasSuffix(r.Name, " Retires") || strings.HasSuffix(r.Name, " Returns") {
				classTitles = append(classTitles, r.Name)
				if first := []rune(r.Name)[0]; !unicode.IsUpper(first) {
					t.Errorf("%s: section %s is called %q: a class's name in lower case", lang, r.Scenario, r.Name)
				}
			}
		}
		n := 0
		for _, c := range concluded {
			n += c
		}
		t.Logf("%s: %d sections with rewards conclude %d scenarios; class titles: %q", lang, n, len(concluded), classTitles)
		t.Logf("%s: %d scenarios give no inspiration on completion: %v; morale formulas played: %q", lang, len(noInspiration), noInspiration, formulas)
	}
}

// notation is GHS notation no words read should hold.
var notation = regexp.MustCompile(`%[a-zA-Z]|<[a-z/]|&[a-z]+;|\[[^\]]*\]|\{plus`)

// checkRealEvents: every outpost, road and boat event of events.json is read, each deck's
// starting cards are events read, no GHS notation is left in any words;
// the count of effects played and kept in words is logged.
func checkRealEvents(t *testing.T, lang string, d outpost.Data, raw []byte) {
	var all []struct{ CardID, Type string }
	if err := json.Unmarshal(raw, &all); err != nil {
		t.Fatal(err)
	}
	want := 0
	for _, e := range all {
		if strings.HasSuffix(e.Type, "-outpost") || strings.HasSuffix(e.Type, "-road") || e.Type == "boat" {
			want++
		}
	}
	if len(d.Events) != want || want == 0 {
		t.Errorf("%s: %d outpost, road and boat events read, the file has %d", lang, len(d.Events), want)
	}
	if len(d.EventDecks[outpost.Summer]) == 0 || len(d.EventDecks[outpost.Winter]) == 0 ||
		len(d.EventDecks[outpost.DeckKey(outpost.Summer, outpost.DeckRoad)]) == 0 || len(d.EventDecks[outpost.DeckKey(outpost.Winter, outpost.DeckRoad)]) == 0 {
		t.Errorf("%s: starting decks %v", lang, d.EventDecks)
	}
	played, words, threats := 0, 0, 0
	say := func(id, s string) {
		if notation.MatchString(s) {
			t.Errorf("%s: event %s: GHS notation in %q", lang, id, s)
		}
	}
	count := func(c outpost.Change) {
		played += len(c.Gain) + len(c.Lose) + len(c.Sections) + len(c.Wreck) + len(c.AddEvents) + len(c.RemoveEvents)
		for _, n := range []int{c.Morale, c.Prosperity, c.Inspiration, c.Soldiers} {
			if n != 0 {
				played++
			}
		}
	}
	for _, e := range d.Events {
		say(e.ID, e.Text)
		for _, op := range e.Options {
			say(e.ID, op.Text)
			for _, oc := range op.Outcomes {
				say(e.ID, oc.Text)
				say(e.ID, oc.Condition)
				count(oc.Change)
				if oc.AttackChange != 0 || oc.TargetChange != 0 || oc.SkipThreat {
					played++
				}
				for _, w := range oc.Words {
					say(e.ID, w)
					words++
				}
			}
		}
		if th := e.Threat; th != nil {
			threats++
			say(e.ID, th.Text)
			say(e.ID, th.TargetWords)
			count(th.Before)
			count(th.After)
			for _, w := range th.Words {
				say(e.ID, w)
				words++
			}
		}
	}
	t.Logf("%s: %d outpost, road and boat events (outpost %d summer, %d winter; road %d summer, %d winter to start), %d with a threat; outcome effects: %d played, %d kept in words",
		lang, len(d.Events), len(d.EventDecks[outpost.Summer]), len(d.EventDecks[outpost.Winter]),
		len(d.EventDecks[outpost.DeckKey(outpost.Summer, outpost.DeckRoad)]), len(d.EventDecks[outpost.DeckKey(outpost.Winter, outpost.DeckRoad)]), threats, played, words)
}

// rewardFiles reads GHS's folder (scenarios, sections) of fh: its file
// names, how many of them have rewards, and the files.
func rewardFiles(t *testing.T, fh, folder string) (names []string, withRewards int, files []File) {
	t.Helper()
	names, _ = filepath.Glob(filepath.Join(fh, folder, "*.json"))
	for _, n := range names {
		b, err := os.ReadFile(n)
		if err != nil {
			t.Fatal(err)
		}
		var sc struct{ Rewards map[string]any }
		if json.Unmarshal(b, &sc) == nil && len(sc.Rewards) > 0 {
			withRewards++
		}
		files = append(files, File{Name: folder + "/" + filepath.Base(n), Data: b})
	}
	return names, withRewards, files
}
