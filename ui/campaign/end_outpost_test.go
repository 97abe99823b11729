package campaign

import (
	"context"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"
	"golang.org/x/text/language"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/outpost"
	"github.com/haventable/haventable/engine/pack"
	"github.com/haventable/haventable/engine/pack/ghs"
	"github.com/haventable/haventable/hexgrid"
	"github.com/haventable/haventable/locales"
	"github.com/haventable/haventable/persistence"
	"github.com/haventable/haventable/ui/history"
)

// rewardEdition is an invented Frosthaven data folder in Gloomhaven
// Secretariat's format: the outpost fixture's files and scenario 7,
// whose rewards change the outpost and give a campaign sticker.
func rewardEdition(t *testing.T) *pack.Pack {
	t.Helper()
	return rewardEditionWith(t)
}

// rewardFixture is a campaign screen on a store holding rewardEditionWith
// more.
func rewardFixture(t *testing.T, more ...ghs.File) (*fixture, *persistence.Store) {
	t.Helper()
	store := testStore(t)
	if _, err := store.AddPack(context.Background(), rewardEditionWith(t, more...), "haventable"); err != nil {
		t.Fatal(err)
	}
	return newFixtureOn(t, store), store
}

// rewardEditionWith is rewardEdition with more scenario files.
func rewardEditionWith(t *testing.T, more ...ghs.File) *pack.Pack {
	t.Helper()
	var files []ghs.File
	for _, n := range []string{"buildings.json", "campaign.json", "events.json", "label/en.json", "label/de.json"} {
		b, err := os.ReadFile(filepath.Join("..", "..", "engine", "outpost", "ghsoutpost", "testdata", "fh", filepath.FromSlash(n)))
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, ghs.File{Name: n, Data: b})
	}
	files = append(files, ghs.File{Name: "scenarios/007.json", Data: []byte(`{"index": "7", "name": "Invented Cave", "edition": "fh",
		"rewards": {"morale": 1, "prosperity": 2, "collectiveResources": [{"type": "lumber", "value": 2}],
		"calendarSection": ["401.1-2"], "events": ["summer-outpost:SO-92"], "campaignSticker": ["invented-shard"]}}`)})
	files = append(files, more...)
	p, _, err := ghs.Import("Invented FH", files)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// TestEndScenarioRewardsTheOutpost: a won scenario's rewards for the
// outpost are shown in the end dialog before they apply, applied with the
// end (morale, prosperity, lumber, a section two weeks on, an event into
// the summer deck), named in the history and undone by Undo; what the
// table does not play is listed for the group; a lost scenario gives
// the outpost nothing.
func TestEndScenarioRewardsTheOutpost(t *testing.T) {
	ctx := context.Background()
	f, store := rewardFixture(t)
	id := f.outpostCampaign(t)
	f.addCharacter("Brute", "Ana", 2, "")
	before, _, err := store.Outpost(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	f.startFound(t, "7", "Invented Cave")
	if f.env.Table.Scenario() == nil {
		t.Fatalf("not started: %q", f.dialogText())
	}
	sess := f.env.Table.Session()

	f.s.play.endScenario()
	txt := f.dialogText()
	for _, want := range []string{"rewards for the outpost", "Morale +1", "Prosperity +2", "The outpost gains 2 lumber",
		"Section 401.1 added to the calendar in 2 weeks", "Event SO-92 goes into the summer outpost deck",
		"Inspiration +3: the scenario completed by 1 character (4 minus the number of characters)",
		"By hand: Gain the campaign sticker Invented shard"} {
		if !strings.Contains(txt, want) {
			t.Errorf("the end dialog does not say %q: %q", want, txt)
		}
	}
	f.confirm("End scenario")
	after, _, err := store.Outpost(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	if after.Morale != before.Morale+1 || after.Prosperity != before.Prosperity+2 || after.Supply.Of(outpost.Lumber) != 2 ||
		after.Inspiration != before.Inspiration+3 ||
		!reflect.DeepEqual(after.Calendar[before.Week+2], []string{"401.1"}) || !strings.Contains(strings.Join(after.Events[outpost.Summer], " "), "SO-92") {
		t.Fatalf("after the end: %+v (before %+v)", after, before)
	}
	log, _ := store.Log(ctx, id)
	told := history.Describe(f.env.Tr, nil, log[len(log)-1])
	if !strings.Contains(told, "won; rewards written to the character sheets; for the outpost: Inspiration +3: the scenario completed by 1 character (4 minus the number of characters); Morale +1; Prosperity +2; The outpost gains 2 lumber; Section 401.1 added to the calendar in 2 weeks; event SO-92 into its deck") {
		t.Errorf("the history tells %q", told)
	}
	if err := sess.Undo(ctx); err != nil {
		t.Fatal(err)
	}
	back, _, _ := store.Outpost(ctx, id)
	if !reflect.DeepEqual(back, before) || f.env.Table.Scenario() == nil {
		t.Fatalf("after Undo: %+v, want %+v (scenario back %v)", back, before, f.env.Table.Scenario() != nil)
	}

	// lost: nothing for the outpost
	f.s.play.endScenario()
	f.radioIn().SetSelected("Lost")
	if txt := f.dialogText(); strings.Contains(txt, "rewards for the outpost") || strings.Contains(txt, "campaign sticker") {
		t.Errorf("a lost scenario's end dialog: %q", txt)
	}
	f.confirm("End scenario")
	if o, _, _ := store.Outpost(ctx, id); !reflect.DeepEqual(o, before) {
		t.Errorf("a lost scenario changed the outpost: %+v", o)
	}
}

// outpostCampaign creates a Frosthaven campaign whose outpost is
// started from the data pack, and returns its id.
func (f *fixture) outpostCampaign(t *testing.T) int64 {
	t.Helper()
	id := f.create("Snow")
	f.s.party.rules.SetSelected("Frosthaven")
	d, name, ok := pack.OutpostOf(f.env.DataPacks(), "en")
	if !ok {
		t.Fatal("the pack has no outpost")
	}
	f.s.outpost.startFromPack(d, name)
	f.confirm("Apply")
	return id
}

// startFound starts from the campaign screen the scenario found by typing
// find, whose title must hold title.
func (f *fixture) startFound(t *testing.T, find, title string) {
	t.Helper()
	pp := f.s.play
	pp.refresh()
	test.Tap(pp.find)
	test.Type(pp.find, find)
	if ch, ok := pp.chosen(); !ok || !strings.Contains(ch.title, title) {
		t.Fatalf("chose %q", ch.title)
	}
	test.Tap(pp.start)
}

// TestEndScenarioRewardsWithoutOutpost: a campaign without an outpost
// lists a won scenario's outpost rewards for the group to note, and ends
// the scenario without them.
func TestEndScenarioRewardsWithoutOutpost(t *testing.T) {
	f, _ := rewardFixture(t)
	f.create("Snow")
	f.s.party.rules.SetSelected("Frosthaven")
	f.addCharacter("Brute", "Ana", 2, "")
	f.startFound(t, "7", "Invented Cave")
	f.s.play.endScenario()
	txt := f.dialogText()
	for _, want := range []string{"The campaign has no outpost: note the scenario's rewards for it by hand.", "By hand: Morale +1",
		"By hand: Gain the campaign sticker Invented shard"} {
		if !strings.Contains(txt, want) {
			t.Errorf("the end dialog does not say %q: %q", want, txt)
		}
	}
	f.confirm("End scenario")
	if f.env.Table.Scenario() != nil || f.dialogText() != "" {
		t.Errorf("not ended: %q", f.dialogText())
	}
}

// TestEndScenarioRewardsByHandGerman: the rewards a won scenario leaves to
// the group whose kind the data tells (experience, gold, battle goal
// checks, items, a town guard card, a campaign sticker) are worded in the
// player's language, not in the importer's English.
func TestEndScenarioRewardsByHandGerman(t *testing.T) {
	f, _ := rewardFixture(t, ghs.File{Name: "scenarios/008.json", Data: []byte(`{"index": "8", "name": "Invented Pass", "edition": "fh",
		"rewards": {"morale": 1, "experience": 10, "gold": 5, "battleGoals": 1, "items": ["254"],
		"townGuardAm": ["fh-tg-add-plus50-algox"], "campaignSticker": ["invented-shard"]}}`)})
	f.create("Snow")
	f.s.party.rules.SetSelected("Frosthaven")
	f.addCharacter("Brute", "Ana", 2, "")
	f.startFound(t, "Invented Pass", "Invented Pass")
	de, err := locales.New(language.German)
	if err != nil {
		t.Fatal(err)
	}
	f.env.Tr = de
	f.s.play.endScenario()
	txt := f.dialogText()
	for _, want := range []string{"Von Hand: Jeder Charakter erhält 10 Erfahrungspunkte", "Von Hand: Jeder Charakter erhält 5 Gold",
		"Von Hand: Jeder Charakter erhält 1 Vorteilsmarke für Kampfziele", "Von Hand: Gegenstand 254 erhalten",
		"Von Hand: Eine +50-Karte (algox) in den Stadtwachenstapel mischen", "Von Hand: Kampagnenaufkleber Invented shard erhalten"} {
		if !strings.Contains(txt, want) {
			t.Errorf("the end dialog does not say %q: %q", want, txt)
		}
	}
	for _, english := range []string{"Each character", "Gain ", "town guard"} {
		if strings.Contains(txt, english) {
			t.Errorf("the German end dialog says %q: %q", english, txt)
		}
	}
}

// TestEndScenarioInspirationAndMoraleFormula: a scenario completed by two
// characters gives 2 inspiration (rulebook p. 48) with its rewards, shown
// before the end and named in the history, undone with it; a morale
// given as "2+X", X the figures of a monster type still on the map, is
// counted on the table (two standees placed, one of them killed: 2 + 1);
// a scenario whose data ignores the inspiration gives none, and a formula
// whose monster the table never had is left to the group with the book's
// words.
func TestEndScenarioInspirationAndMoraleFormula(t *testing.T) {
	ctx := context.Background()
	var monster []ghs.File
	for _, n := range []string{"monster/mire-hound.json", "monster/deck/mire-hound.json"} {
		b, err := os.ReadFile(filepath.Join("..", "..", "engine", "pack", "ghs", "testdata", "invented", filepath.FromSlash(n)))
		if err != nil {
			t.Fatal(err)
		}
		monster = append(monster, ghs.File{Name: n, Data: b})
	}
	f, store := rewardFixture(t, append(monster,
		ghs.File{Name: "scenarios/009.json", Data: []byte(`{"index": "9", "name": "Invented Fire", "edition": "fh",
			"monsters": ["mire-hound"], "rewards": {"custom": "(Gain 2+X morale, where X is the number of Mire Hounds still on the map.)",
			"morale": "2+X", "valueMapping": {"X": {"identifier": {"type": "monster", "edition": "fh", "name": "mire-hound"},
			"type": "present", "value": "morale"}}}}`)},
		ghs.File{Name: "scenarios/010.json", Data: []byte(`{"index": "10", "name": "Invented Start", "edition": "fh",
			"rewards": {"ignoredBonus": ["inspiration"], "morale": "1+X", "valueMapping": {"X": {"identifier": {"type": "monster",
			"edition": "fh", "name": "invented-guard"}, "type": "present", "value": "morale"}}}}`)})...)
	id := f.outpostCampaign(t)
	f.addCharacter("Brute", "Ana", 2, "")
	f.addCharacter("Spellweaver", "Bo", 2, "")
	before, _, err := store.Outpost(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	f.startFound(t, "Invented Fire", "Invented Fire")
	sess := f.env.Table.Session()
	if f.env.Table.Scenario() == nil {
		t.Fatalf("not started: %q", f.dialogText())
	}
	do := func(a engine.Action) engine.Report {
		t.Helper()
		r, err := sess.Do(ctx, a)
		if err != nil {
			t.Fatal(err)
		}
		return r
	}
	free := func() hexgrid.Hex {
		t.Helper()
		h, ok := f.env.Table.Scenario().FreePlace()
		if !ok {
			t.Fatal("no free place")
		}
		return h
	}
	rat := do(engine.AddStandee{Type: "Mire Hound", At: free()}).Added
	do(engine.AddStandee{Type: "Mire Hound", At: free()})
	do(engine.DamageFigure{Figure: rat, Amount: 100})
	f.s.play.endScenario()
	txt := f.dialogText()
	for _, want := range []string{"Morale +3: 2 + X, X = 1 Mire Hound still on the map",
		"Inspiration +2: the scenario completed by 2 characters",
		"The scenario book says: (Gain 2+X morale, where X is the number of Mire Hounds still on the map.)"} {
		if !strings.Contains(txt, want) {
			t.Errorf("the end dialog does not say %q: %q", want, txt)
		}
	}
	if strings.Contains(txt, "By hand: (Gain 2+X") {
		t.Errorf("the formula played is left to the group too: %q", txt)
	}
	f.confirm("End scenario")
	after, _, _ := store.Outpost(ctx, id)
	if after.Morale != before.Morale+3 || after.Inspiration != before.Inspiration+2 {
		t.Fatalf("morale %d → %d, inspiration %d → %d; want +3, +2", before.Morale, after.Morale, before.Inspiration, after.Inspiration)
	}
	log, _ := store.Log(ctx, id)
	if told := history.Describe(f.env.Tr, nil, log[len(log)-1]); !strings.Contains(told, "Inspiration +2: the scenario completed by 2 characters") ||
		!strings.Contains(told, "Morale +3") {
		t.Errorf("the history tells %q", told)
	}
	if err := sess.Undo(ctx); err != nil {
		t.Fatal(err)
	}
	if back, _, _ := store.Outpost(ctx, id); !reflect.DeepEqual(back, before) {
		t.Fatalf("after Undo: %+v, want %+v", back, before)
	}
	f.s.play.endScenario()
	f.confirm("End scenario")

	// the data ignores the inspiration; the table has no invented guard
	f.s.play.find.SetText("")
	f.startFound(t, "Invented Start", "Invented Start")
	f.s.play.endScenario()
	txt = f.dialogText()
	if strings.Contains(txt, "Inspiration") || !strings.Contains(txt, "By hand: Gain 1 + X morale, X the number of figures of invented-guard") {
		t.Errorf("the end dialog of a scenario ignoring inspiration: %q", txt)
	}
}
