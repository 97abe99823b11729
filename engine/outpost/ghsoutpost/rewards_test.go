package ghsoutpost

import (
	"encoding/json"
	"maps"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/haventable/haventable/engine/outpost"
)

// Invented scenarios in GHS's format (data/fh/scenarios/*.json), with
// rewards of each kind the reader meets.
const (
	rewardScenario = `{"index":"91A","name":"Invented Hollow","edition":"fh","rewards":{
	 "morale":2,"prosperity":1,"inspiration":1,"collectiveGold":5,
	 "collectiveResources":[{"type":"lumber","value":2},{"type":"snowthistle","value":1},{"type":"dust","value":3}],
	 "calendarSection":["401.1-4","bad"],
	 "events":["summer-outpost:SO-92","winter-outpost:WO-99","winter-road:WR-91"],
	 "experience":10,"campaignSticker":["invented-shard"],"townGuardAm":["fh-tg-add-plus50-algox"],
	 "custom":"%data.scenario.rewards.fh.091%","overlaySticker":{"name":"W"},"hints":{"a":"b"}}}`
	soloScenario  = `{"index":"91A","name":"Invented Solo","edition":"fh","group":"solo","rewards":{"items":["254"]}}`
	plainScenario = `{"index":"92","name":"No Rewards","edition":"fh"}`
	rewardLabels  = `{"scenario":{"rewards":{"fh":{"091":"Gain %game.resource.hide% for each [Cx2] rune"}}},
	 "campaignSticker":{"invented-shard":"Invented Shard"}}`
)

// TestReadScenarioRewards: what a scenario's rewards give the outpost is
// structured where the table plays it, in plain words otherwise, and
// what only draws the map is left out; a solo scenario of the same
// number keeps its own rewards; the counts are those of the entries.
func TestReadScenarioRewards(t *testing.T) {
	files := fixtureFiles(t)
	for i := range files {
		if files[i].Name == "label/en.json" { // the fixture's texts with the rewards' own
			var m, add map[string]json.RawMessage
			if json.Unmarshal(files[i].Data, &m) != nil || json.Unmarshal([]byte(rewardLabels), &add) != nil {
				t.Fatal("labels")
			}
			maps.Copy(m, add)
			files[i].Data, _ = json.Marshal(m)
		}
	}
	files = append(files, File{Name: "events.json", Data: readFixture(t, "events.json")},
		File{Name: "scenarios/091A.json", Data: []byte(rewardScenario)},
		File{Name: "scenarios/solo91.json", Data: []byte(soloScenario)},
		File{Name: "scenarios/092.json", Data: []byte(plainScenario)})
	d, rep, err := Read(files, "en")
	if err != nil {
		t.Fatal(err)
	}
	if len(d.Rewards) != 2 {
		t.Fatalf("%d scenarios' rewards, want 2: %+v %v", len(d.Rewards), d.Rewards, rep.Warnings)
	}
	r, ok := d.RewardOf("#91A Invented Hollow")
	if !ok {
		t.Fatal("no rewards for #91A Invented Hollow")
	}
	want := outpost.Change{Gain: outpost.Supply{outpost.Gold: 5, outpost.Lumber: 2, outpost.Snowthistle: 1}, Morale: 2, Prosperity: 1,
		Inspiration: 1, Sections: []outpost.LaterSection{{Section: "401.1", In: 4}},
		AddEvents: []outpost.EventCard{{Season: outpost.Summer, ID: "SO-92"}, {Season: outpost.Winter, Deck: outpost.DeckRoad, ID: "WR-91"}}}
	if !reflect.DeepEqual(r.Change, want) {
		t.Errorf("change %+v, want %+v", r.Change, want)
	}
	wantWords := []string{"Add section bad to the calendar", "Gain 3 collective Dust",
		"Gain {hide} for each 2 × the number of characters rune", "Add event WO-99 to the winter outpost deck"}
	if !sameSet(r.Words, wantWords) {
		t.Errorf("words %q, want %q", r.Words, wantWords)
	}
	// the rewards whose kind is known keep their structure, for the screen
	// to word in the player's language
	wantHand := []outpost.HandReward{{Kind: outpost.HandSticker, Value: "Invented Shard"},
		{Kind: outpost.HandExperience, Value: "10"}, {Kind: outpost.HandTownGuard, Value: "+50", Note: "algox"}}
	if !sameSet(r.ByHand, wantHand) {
		t.Errorf("by hand %+v, want %+v", r.ByHand, wantHand)
	}
	if solo, ok := d.RewardOf("#91A Invented Solo"); !ok || len(solo.Words) != 0 ||
		!reflect.DeepEqual(solo.ByHand, []outpost.HandReward{{Kind: outpost.HandItems, Value: "254"}}) || !solo.Change.Empty() {
		t.Errorf("the solo scenario's rewards: %+v %v", solo, ok)
	}
	if _, ok := d.RewardOf("#92 No Rewards"); ok {
		t.Error("a scenario without rewards has some")
	}
	if rep.Rewards != 2 || rep.RewardsPlayed != 9 || rep.RewardWords != 8 {
		t.Errorf("counted %d scenarios, %d entries applied, %d in words; want 2, 9, 8", rep.Rewards, rep.RewardsPlayed, rep.RewardWords)
	}
	if err := d.Check(); err != nil {
		t.Errorf("the data read is refused: %v", err)
	}
}

func sameSet[T comparable](a, b []T) bool {
	if len(a) != len(b) {
		return false
	}
	seen := map[T]int{}
	for _, s := range a {
		seen[s]++
	}
	for _, s := range b {
		if seen[s]--; seen[s] < 0 {
			return false
		}
	}
	return true
}

func readFixture(t *testing.T, name string) []byte {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("testdata", "fh", name))
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// TestReadInspirationAndMoraleFormula: a scenario whose rewards ignore
// the completion's inspiration (GHS's "ignoredBonus") and a solo scenario
// (GHS's "solo", even without rewards) give none; a morale given as "2+X"
// with its "valueMapping" (X the city guards present) is kept as a
// formula with the book's words for X, not as words left to the group; a
// formula whose X the data does not map stays in words.
func TestReadInspirationAndMoraleFormula(t *testing.T) {
	files := append(fixtureFiles(t),
		File{Name: "scenarios/000.json", Data: []byte(`{"index":"0","name":"Invented Start","edition":"fh",
			"rewards":{"ignoredBonus":["inspiration"],"calendarIgnore":true}}`)},
		File{Name: "scenarios/solo93.json", Data: []byte(`{"index":"93","name":"Invented Alone","edition":"fh","group":"solo","solo":"drifter"}`)},
		File{Name: "scenarios/001.json", Data: []byte(`{"index":"1","name":"Invented Fire","edition":"fh","rewards":{
			"custom":"(Gain 2+X morale, where X is the number of Invented Guards still on the map.)","morale":"2+X",
			"valueMapping":{"X":{"identifier":{"type":"monster","edition":"fh","name":"invented-guard"},"type":"present","value":"morale"}}}}`)},
		File{Name: "scenarios/002.json", Data: []byte(`{"index":"2","name":"Invented Riddle","edition":"fh","rewards":{"morale":"1+X"}}`)})
	d, rep, err := Read(files, "en")
	if err != nil {
		t.Fatal(err)
	}
	for title, want := range map[string]bool{"#0 Invented Start": true, "#93 Invented Alone": true, "#1 Invented Fire": false} {
		if r, ok := d.RewardOf(title); !ok || r.NoInspiration != want {
			t.Errorf("%s: no inspiration %v (found %v), want %v", title, r.NoInspiration, ok, want)
		}
	}
	fire, _ := d.RewardOf("#1 Invented Fire")
	want := &outpost.PlusFigures{Base: 2, Monster: "invented-guard", Words: "(Gain 2+X morale, where X is the number of Invented Guards still on the map.)"}
	if !reflect.DeepEqual(fire.MoralePlus, want) || len(fire.Words) != 0 || fire.Change.Morale != 0 {
		t.Errorf("the formula: %+v, words %q, morale %d", fire.MoralePlus, fire.Words, fire.Change.Morale)
	}
	if !fire.MoralePlus.IsMonster("Invented Guard") || fire.MoralePlus.IsMonster("Invented Guardian") || fire.MoralePlus.Of(3) != 5 {
		t.Error("the formula's monster or value")
	}
	riddle, _ := d.RewardOf("#2 Invented Riddle")
	if riddle.MoralePlus != nil || !reflect.DeepEqual(riddle.Words, []string{"Gain 1+X morale"}) {
		t.Errorf("a formula without its X: %+v %q", riddle.MoralePlus, riddle.Words)
	}
	if err := d.Check(); err != nil {
		t.Errorf("the data read is refused: %v (%v)", err, rep.Warnings)
	}
}

// TestReadSectionRewards: a section of GHS's sections/ folder with
// rewards is read as a scenario's are, into the data's sections (not its
// scenarios): an event card into a deck and a morale structured, an item
// left to the group; a looting character's gold formula ("lootingGold")
// is left out for the section's own words, whose formula is said in
// plain words; a section without rewards (a room of a scenario) is not
// read; an event card the data does not have is kept in words.
func TestReadSectionRewards(t *testing.T) {
	files := append(fixtureFiles(t), File{Name: "events.json", Data: readFixture(t, "events.json")},
		File{Name: "sections/003-1.json", Data: []byte(`{"index":"3.1","name":"Invented Built","edition":"fh","conclusion":true,
			"rewards":{"items":["247"],"morale":1,"events":["summer-outpost:SO-92"]}}`)},
		File{Name: "sections/009-3.json", Data: []byte(`{"index":"9.3","name":"Invented Coin","edition":"fh","conclusion":true,
			"rewards":{"custom":"The looting character gains X gold (= [2 + [(L+1)/2{$math.floor}]] gold).","lootingGold":"2 + Math.floor((L+1)/2)"}}`)},
		File{Name: "sections/002-1.json", Data: []byte(`{"index":"2.1","name":"A Room","edition":"fh","parent":"2","rooms":[]}`)},
		File{Name: "sections/010-1.json", Data: []byte(`{"index":"10.1","name":"Invented Unknown","edition":"fh","conclusion":true,
			"rewards":{"events":["summer-outpost:SO-999"]}}`)})
	d, rep, err := Read(files, "en")
	if err != nil {
		t.Fatal(err)
	}
	// an event card the data does not have stays in words (the data is
	// not refused for it)
	if unknown, _ := d.SectionOf("10.1"); len(unknown.Change.AddEvents) != 0 || len(unknown.Words) != 1 || !strings.Contains(unknown.Words[0], "SO-999") {
		t.Errorf("section 10.1 with an unknown event: %+v", unknown)
	}
	if len(d.Rewards) != 0 || len(d.Sections) != 3 || rep.Sections != 3 || rep.SectionsPlayed != 2 || rep.SectionWords != 3 {
		t.Fatalf("scenarios %d, sections %+v; counted %d sections, %d applied, %d in words", len(d.Rewards), d.Sections,
			rep.Sections, rep.SectionsPlayed, rep.SectionWords)
	}
	built, ok := d.SectionOf("3.1")
	want := outpost.Change{Morale: 1, AddEvents: []outpost.EventCard{{Season: outpost.Summer, ID: "SO-92"}}}
	if !ok || !reflect.DeepEqual(built.Change, want) || !reflect.DeepEqual(built.ByHand, []outpost.HandReward{{Kind: outpost.HandItems, Value: "247"}}) {
		t.Errorf("section 3.1: %+v", built)
	}
	coin, _ := d.SectionOf("9.3")
	if !reflect.DeepEqual(coin.Words, []string{"The looting character gains X gold (= 2 + ((L+1)/2, rounded down) gold)."}) || Leftover(coin.Words[0]) != "" {
		t.Errorf("section 9.3's words: %q", coin.Words)
	}
	if err := d.Check(); err != nil {
		t.Errorf("the data read is refused: %v", err)
	}
}

// TestReadSectionNamesAndConclusions: a section's title that shows a
// class's icon names the class in the import's language (GHS's
// "%game.characterIconColored.drifter% Retires" came out "drifter
// Retires"), capitalized from its id when no text names it; a section
// that concludes a scenario keeps the scenario's number, one that
// concludes nothing (a building's) keeps none.
func TestReadSectionNamesAndConclusions(t *testing.T) {
	files := append(fixtureFiles(t),
		File{Name: "sections/048-3.json", Data: []byte(`{"index":"48.3","name":"%game.characterIconColored.invented-seer% Retires","edition":"fh",
			"rewards":{"calendarSection":["401.1-4"]}}`)},
		File{Name: "sections/050-2.json", Data: []byte(`{"index":"50.2","name":"%game.characterIconColored.banner-spear% Retires","edition":"fh",
			"rewards":{"morale":1}}`)},
		File{Name: "sections/141-2-5.json", Data: []byte(`{"index":"141.2-5","name":"5 wagons escaped","edition":"fh","parent":"116",
			"conclusion":true,"rewards":{"morale":2}}`)},
		File{Name: "sections/056-3.json", Data: []byte(`{"index":"56.3","name":"Invented Upgraded","edition":"fh","conclusion":true,
			"rewards":{"prosperity":1}}`)})
	for lang, want := range map[string]string{"en": "Invented Seer Retires", "de": "Erfundene Seherin Retires"} {
		d, _, err := Read(files, lang)
		if err != nil {
			t.Fatal(err)
		}
		if r, _ := d.SectionOf("48.3"); r.Name != want {
			t.Errorf("%s: section 48.3 is called %q, want %q", lang, r.Name, want)
		}
		if r, _ := d.SectionOf("50.2"); r.Name != "Banner Spear Retires" {
			t.Errorf("%s: section 50.2 is called %q", lang, r.Name)
		}
		if c := d.Conclusions("116"); len(c) != 1 || c[0].Scenario != "141.2-5" {
			t.Errorf("%s: the conclusions of scenario 116: %+v", lang, c)
		}
		if r, _ := d.SectionOf("56.3"); r.Concludes != "" {
			t.Errorf("%s: section 56.3 concludes %q", lang, r.Concludes)
		}
	}
}
