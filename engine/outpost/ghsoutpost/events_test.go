package ghsoutpost

import (
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/haventable/haventable/engine/outpost"
)

// TestReadOutpostEvents: the outpost events of an invented events.json in
// GHS's format, with the decks they start in (campaign.json): outcomes'
// effects structured where the outpost plays them, in plain words
// otherwise; the card's back as its threat; road and boat events read into
// their own decks; unknown cards of a deck left out.
func TestReadOutpostEvents(t *testing.T) {
	files := fixtureFiles(t)
	b, err := os.ReadFile(filepath.Join("testdata", "fh", "events.json"))
	if err != nil {
		t.Fatal(err)
	}
	d, rep, err := Read(append(files, File{Name: "events.json", Data: b}), "en")
	if err != nil {
		t.Fatal(err)
	}
	if len(d.Events) != 6 {
		t.Fatalf("%d events, want 6 (3 outpost, 2 road, 1 boat)", len(d.Events))
	}
	if !reflect.DeepEqual(d.EventDecks, map[outpost.Season][]string{outpost.Summer: {"SO-91"}, outpost.Winter: {"WO-91"},
		"summer-road": {"SR-91"}, "winter-road": {"WR-91"}}) {
		t.Errorf("decks %v", d.EventDecks)
	}
	if !strings.Contains(strings.Join(rep.Warnings, "\n"), "XR-1 left out of the deck") {
		t.Errorf("the unknown card of the winter road deck not reported: %v", rep.Warnings)
	}
	wr91, _ := d.Event("WR-91")
	if a := wr91.Options[0].Outcomes[0]; wr91.Text != "An invented winter road event: a peddler in the snow." || wr91.Season != outpost.Winter || wr91.Deck != outpost.DeckRoad ||
		a.Change.Lose.Of(outpost.Gold) != 4 || a.Change.Morale != 1 || !reflect.DeepEqual(a.Words, []string{"Each character gains 2 gold"}) ||
		!wr91.Options[1].Return || !reflect.DeepEqual(wr91.Options[1].Outcomes[0].Change.AddEvents, []outpost.EventCard{{Deck: outpost.DeckBoat, ID: "B-91"}}) {
		t.Errorf("WR-91: %+v", wr91)
	}
	if b, _ := d.Event("B-91"); b.Deck != outpost.DeckBoat || b.Season != "" {
		t.Errorf("B-91: %+v", b)
	}
	if !strings.Contains(strings.Join(rep.Warnings, "\n"), "SO-93 left out of the deck") {
		t.Errorf("the unknown card of the summer deck not reported: %v", rep.Warnings)
	}
	so91, _ := d.Event("SO-91")
	want := outpost.Event{ID: "SO-91", Season: outpost.Summer, Text: "A caravan of invented traders\nstops at the gate.",
		Options: []outpost.EventOption{
			{Label: "A", Text: "Trade with them.", Outcomes: []outpost.EventOutcome{{Text: "They pay well.",
				Change: outpost.Change{Gain: outpost.Supply{outpost.Gold: 10, outpost.Lumber: 2}, Morale: 1,
					Sections: []outpost.LaterSection{{Section: "401.1", In: 2}}}}}},
			{Label: "B", Text: "Turn them away.", Outcomes: []outpost.EventOutcome{
				{Condition: "If a character is Persuasive", Text: "They leave peacefully.", SkipThreat: true},
				{Condition: "Otherwise", Text: "They are angry.", Change: outpost.Change{Morale: -1}, AttackChange: 5,
					Words: []string{"Each character with armored gains one {hide}.", "All characters start the next scenario with Bless"}}}},
		},
		Threat: &outpost.Threat{Attack: 10, Targets: 2, TargetWords: "Target odd-numbered buildings in ascending order.",
			Text: "Arrows fly over the wall.", After: outpost.Change{Gain: outpost.Supply{outpost.Hide: 1}}},
	}
	if !reflect.DeepEqual(so91, want) {
		a, _ := json.MarshalIndent(so91, "", " ")
		w, _ := json.MarshalIndent(want, "", " ")
		t.Errorf("SO-91:\n got %s\nwant %s", a, w)
	}
	so92, _ := d.Event("SO-92")
	if oc := so92.Options[0]; !oc.Return || oc.Outcomes[0].Condition != "Pay 5 collective gold" ||
		oc.Outcomes[0].Change.Lose.Of(outpost.Gold) != 5 || oc.Outcomes[0].Change.Morale != 2 ||
		!so92.Options[1].Outcomes[0].Change.Empty() || len(so92.Options[1].Outcomes[0].Words) != 0 || so92.Threat != nil {
		t.Errorf("SO-92: %+v", so92)
	}
	wo91, _ := d.Event("WO-91")
	if b := wo91.Options[1].Outcomes[0].Change; !reflect.DeepEqual(b.Wreck, []string{"smithy"}) ||
		!reflect.DeepEqual(b.Sections, []outpost.LaterSection{{Section: "402.2", In: 1}}) ||
		wo91.Options[0].Outcomes[0].Change.Lose.Of(outpost.Metal) != 1 || wo91.Options[0].Outcomes[0].Change.Inspiration != 1 {
		t.Errorf("WO-91: %+v", wo91)
	}
	// cards added to and taken out of the outpost decks: structured when
	// the outpost has them, in words otherwise (a road deck's, an unknown
	// card)
	if got := wo91.Options[0].Outcomes[0].Change.AddEvents; !reflect.DeepEqual(got, []outpost.EventCard{{Season: outpost.Summer, ID: "SO-92"}}) {
		t.Errorf("WO-91 A adds %v", got)
	}
	c := so92.Options[2].Outcomes[0]
	if !reflect.DeepEqual(c.Change.RemoveEvents, []outpost.EventCard{{Season: outpost.Summer, ID: "SO-91"}}) ||
		!reflect.DeepEqual(c.Change.AddEvents, []outpost.EventCard{{Season: outpost.Summer, Deck: outpost.DeckRoad, ID: "SR-91"}}) ||
		!reflect.DeepEqual(c.Words, []string{"Add event WO-99 to the winter outpost deck"}) {
		t.Errorf("SO-92 C: %+v", c)
	}
	if err := d.Check(); err != nil {
		t.Errorf("the data read is refused: %v", err)
	}
}

// FuzzReadEvents: no events file makes the reader fail otherwise than by
// an error, or read data that its check refuses.
func FuzzReadEvents(f *testing.F) {
	b, err := os.ReadFile(filepath.Join("testdata", "fh", "events.json"))
	if err != nil {
		f.Fatal(err)
	}
	f.Add(b)
	f.Add([]byte(`[{"cardId":"SO-1","type":"summer-outpost","options":[{"outcomes":[{"attack":{"attackValue":"X","targetNumber":"all"}}]}]}]`))
	f.Add([]byte(`[{"cardId":"SO-1","type":"winter-outpost","options":[{"label":"A","outcomes":[{"condition":{"type":"loseCollectiveGold","values":[]},"effects":[{"type":"sectionWeek","values":[]},{"type":"wreckBuilding"},{"type":"and","values":[{"type":"and"}]}]}]}]}]`))
	gh, err := os.ReadFile(filepath.Join("testdata", "gh", "events.json")) // Gloomhaven's city and road cards
	if err != nil {
		f.Fatal(err)
	}
	f.Add(gh)
	f.Add([]byte(`[{"cardId":"7","type":"city","options":[{"label":"A","outcomes":[{"condition":{"type":"reputationGT","values":["x",2]},"effects":[{"type":"gold","values":[-3]},{"type":"event","values":["road","7"]}]},{"condition":{"type":"character","values":[]}}]}]}]`))
	files := fixtureFiles(f)
	f.Fuzz(func(t *testing.T, data []byte) {
		d, _, err := Read(append(files[:len(files):len(files)], File{Name: "events.json", Data: data}), "en")
		if err != nil {
			return
		}
		if err := d.Check(); err != nil {
			t.Fatalf("read data refused by its check: %v", err)
		}
	})
}

// TestEventNotationInWords: GHS's "[Cx3]" (three times the number of
// characters) and a "+1" sticker's icon are told in words, never left in
// their notation; notation the reader does not know is named in the
// report (--check-data prints it). Invented cards in GHS's format.
func TestEventNotationInWords(t *testing.T) {
	events := `[{"cardId":"SR-97","type":"summer-road","narrative":"An invented race.","options":[
	 {"label":"A","narrative":"Run.","outcomes":[
	  {"condition":"if T>[Cx2]","narrative":"You win.","effects":[
	   "If you drew at least [Cx3] cards, add a %game.resource.plus1% sticker to one %game.resource.lumber% card",
	   {"type":"loseCollectiveGold","values":["[10xC]"]}]}]},
	 {"label":"B","narrative":"Walk [Tx4].","outcomes":[{"narrative":"Nothing."}]}]}]`
	d, rep, err := Read(append(fixtureFiles(t), File{Name: "events.json", Data: []byte(events)}), "en")
	if err != nil {
		t.Fatal(err)
	}
	e, ok := d.Event("SR-97")
	if !ok {
		t.Fatalf("SR-97 not read: %v", rep.Warnings)
	}
	oc := e.Options[0].Outcomes[0]
	if oc.Condition != "if T>2 × the number of characters" {
		t.Errorf("condition %q", oc.Condition)
	}
	if want := []string{"If you drew at least 3 × the number of characters cards, add a +1 sticker to one {lumber} card",
		"Lose 10 × the number of characters collective gold"}; !reflect.DeepEqual(oc.Words, want) {
		t.Errorf("words %q, want %q", oc.Words, want)
	}
	for _, w := range eventTexts(e) {
		if strings.Contains(w, "[Cx") || strings.Contains(w, "{plus1}") {
			t.Errorf("notation left in %q", w)
		}
	}
	all := strings.Join(rep.Warnings, "\n")
	if !strings.Contains(all, `notation "[Tx4]" left in its words "Walk [Tx4]."`) || strings.Contains(all, "[Cx") {
		t.Errorf("the unknown notation not reported alone: %v", rep.Warnings)
	}
}

func TestLeftover(t *testing.T) {
	for s, want := range map[string]string{"Gain 2 {lumber}": "", "Gain 2 {plus1}": "{plus1}", "at least [Cx3]": "[Cx3]",
		"%game.resource.hide%": "%g", "a <br> b": "<b", "a &nbsp; b": "&nbsp;", "plain words": ""} {
		if got := Leftover(s); got != want {
			t.Errorf("Leftover(%q) = %q, want %q", s, got, want)
		}
	}
}
