package ghsoutpost

import (
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"testing"

	"github.com/haventable/haventable/engine/outpost"
)

// ghFixture reads the invented Gloomhaven events of testdata/gh (GHS's
// format: events.json with city and road cards numbered apart, and the
// decks campaign.json starts).
func ghFixture(t *testing.T) (outpost.Data, *Report) {
	t.Helper()
	var files []File
	for _, n := range []string{"events.json", "campaign.json"} {
		b, err := os.ReadFile(filepath.Join("testdata", "gh", n))
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, File{Name: n, Data: b})
	}
	d, rep, err := Read(files, "en")
	if err != nil {
		t.Fatal(err)
	}
	return d, rep
}

// TestReadCityEvents: Gloomhaven's city and road events read without an
// outpost (no buildings, no calendar): the cards numbered apart by deck
// ("C-01", "R-01"), the decks campaign.json starts, the sheet's changes
// structured (reputation, prosperity, each character's gold, experience
// and checks), conditions on reputation, a class and "otherwise"
// structured, a card added or removed, collective gold and the next
// scenario's conditions in words; removeFromDeck and returnToDeck kept.
func TestReadCityEvents(t *testing.T) {
	d, rep := ghFixture(t)
	if len(rep.Warnings) > 0 {
		t.Errorf("warnings: %v", rep.Warnings)
	}
	if err := d.Check(); err != nil {
		t.Fatal(err)
	}
	if len(d.Events) != 6 || len(d.Buildings) != 0 {
		t.Fatalf("%d events, %d buildings", len(d.Events), len(d.Buildings))
	}
	want := map[outpost.Season][]string{"city": {"C-01", "C-02", "C-03"}, "road": {"R-01", "R-02"}}
	if !reflect.DeepEqual(d.EventDecks, want) {
		t.Errorf("decks %v, want %v", d.EventDecks, want)
	}
	c1, ok := d.Event("C-01")
	if !ok || c1.Deck != outpost.DeckCity || c1.Season != "" {
		t.Fatalf("C-01: %+v", c1)
	}
	if a := c1.Options[0]; !a.Return || a.Outcomes[0].Party != (outpost.PartyChange{Experience: 10, Gold: -5}) {
		t.Errorf("C-01 A: %+v", a)
	}
	b := c1.Options[1]
	two := 2
	if b.Return || len(b.Outcomes) != 2 || !reflect.DeepEqual(b.Outcomes[0].When, &outpost.When{Above: &two}) ||
		b.Outcomes[0].Party != (outpost.PartyChange{Reputation: 1, Prosperity: 1, Gold: 4}) ||
		!reflect.DeepEqual(b.Outcomes[0].Change.AddEvents, []outpost.EventCard{{ID: "C-31", Deck: outpost.DeckCity}}) {
		t.Errorf("C-01 B, first outcome: %+v", b.Outcomes[0])
	}
	if o := b.Outcomes[1]; !reflect.DeepEqual(o.When, &outpost.When{Otherwise: true}) || o.Party.Reputation != -1 ||
		len(o.Words) != 0 || !reflect.DeepEqual(o.Next, outpost.NextScenario{Conditions: []string{"poison"}}) {
		t.Errorf("C-01 B, otherwise: %+v", o)
	}
	if c3, _ := d.Event("C-03"); c3.Options[0].Outcomes[0].Party.Checks != 1 ||
		!reflect.DeepEqual(c3.Options[1].Outcomes[0].When, &outpost.When{Classes: []string{"Brute"}}) {
		t.Errorf("C-03: %+v", c3.Options)
	}
	if c31, _ := d.Event("C-31"); !reflect.DeepEqual(c31.Options[0].Outcomes[0].Words, []string{"The party gains 10 gold, shared as it chooses"}) ||
		!c31.Options[0].Outcomes[0].Change.Empty() {
		t.Errorf("C-31's collective gold: %+v", c31.Options[0].Outcomes[0])
	}
	if r1, _ := d.Event("R-01"); r1.Deck != outpost.DeckRoad || r1.Season != "" ||
		!reflect.DeepEqual(r1.Options[1].Outcomes[0].Change.RemoveEvents, []outpost.EventCard{{ID: "R-02", Deck: outpost.DeckRoad}}) {
		t.Errorf("R-01: %+v", r1)
	}
	three, zero := 3, 0
	if r1, _ := d.Event("R-01"); !reflect.DeepEqual(r1.Options[1].Outcomes[0].If, []outpost.PartyIf{
		{When: outpost.When{Above: &three}, Condition: "If reputation is above 3", Party: outpost.PartyChange{Prosperity: 1}},
		{When: outpost.When{Below: &zero}, Condition: "If reputation is below 0", Party: outpost.PartyChange{Gold: -3}}}) {
		t.Errorf("R-01 B's changes under their own conditions: %+v", r1.Options[1].Outcomes[0].If)
	}
	c2, _ := d.Event("C-02")
	if !reflect.DeepEqual(c2.Options[0].Outcomes[0].Words, []string{"Pay 10 collective gold"}) {
		t.Errorf("C-02 A's payment: %+v", c2.Options[0].Outcomes[0])
	}
	if got := c2.Options[1].Outcomes[0].Words; !reflect.DeepEqual(got, []string{"Choose one: Each character loses 5 gold or Lose 1 reputation"}) {
		t.Errorf("C-02 B's choice in words: %q", got)
	}
}

// TestGHSCityEvents measures the import of the real city and road events
// of gh, gh2e and jotl (GHS's data folder in HAVENTABLE_GHS_DATA): every
// card of the files read (N/N), the starting decks, the outcomes' effects
// played by the table and those kept in words.
func TestGHSCityEvents(t *testing.T) {
	dir := os.Getenv("HAVENTABLE_GHS_DATA")
	if dir == "" {
		t.Skip("set HAVENTABLE_GHS_DATA to GHS's data/ folder to measure the city and road events' import")
	}
	for _, c := range []struct {
		ed         string
		city, road int // the starting decks
	}{{"gh", 30, 30}, {"gh2e", 20, 20}, {"jotl", 0, 0}} {
		var files []File
		want := 0
		for _, n := range []string{"events.json", "campaign.json", "label/en.json"} {
			b, err := os.ReadFile(filepath.Join(dir, c.ed, filepath.FromSlash(n)))
			if err != nil {
				continue // jotl has no campaign.json
			}
			files = append(files, File{Name: n, Data: b})
			if n == "events.json" {
				var list []struct{ Type string }
				if err := json.Unmarshal(b, &list); err != nil {
					t.Fatal(err)
				}
				for _, e := range list {
					if e.Type == "city" || e.Type == "road" {
						want++
					}
				}
			}
		}
		d, _, err := Read(files, "en")
		if err != nil {
			t.Fatalf("%s: %v", c.ed, err)
		}
		if len(d.Events) != want || len(d.EventDecks["city"]) != c.city || len(d.EventDecks["road"]) != c.road {
			t.Errorf("%s: %d/%d events, decks %d and %d, want %d and %d", c.ed, len(d.Events), want,
				len(d.EventDecks["city"]), len(d.EventDecks["road"]), c.city, c.road)
		}
		played, words, judged, conditions := 0, 0, 0, 0
		for _, e := range d.Events {
			for _, o := range e.Options {
				for _, oc := range o.Outcomes {
					p := oc.Party
					for _, v := range []int{p.Reputation, p.Prosperity, p.Gold, p.Experience, p.Checks} {
						if v != 0 {
							played++
						}
					}
					played += len(oc.Change.AddEvents) + len(oc.Change.RemoveEvents) + len(oc.If) + nextEffects(oc.Next)
					words += len(oc.Words)
					if oc.Condition != "" {
						conditions++
						if oc.When != nil {
							judged++
						}
					}
				}
			}
		}
		t.Logf("%s: %d/%d city and road events; effects %d played, %d in words; conditions %d judged by the sheet of %d",
			c.ed, len(d.Events), want, played, words, judged, conditions)
	}
}

// nextEffects counts the effects at the next scenario's start of n as the
// data gives them: each condition named, the damage, the cards discarded.
func nextEffects(n outpost.NextScenario) int {
	c := len(slices.Compact(slices.Clone(n.Conditions)))
	if n.Damage > 0 {
		c++
	}
	if n.Discard > 0 {
		c++
	}
	return c
}

// The effects at the next scenario's start are structured (conditions,
// "bless:2" two blesses, damage, cards discarded, gh2e's number written as
// a string); one under its own condition, of a condition the table does
// not know, or of another kind stays in words.
func TestNextScenarioEffects(t *testing.T) {
	for raw, want := range map[string]*outpost.NextScenario{
		`{"type":"scenarioCondition","values":["poison","muddle"]}`:                                        {Conditions: []string{"poison", "muddle"}},
		`{"type":"scenarioCondition","values":["bless:2","ward"]}`:                                         {Conditions: []string{"bless", "bless", "ward"}},
		`{"type":"scenarioCondition","values":["curse"]}`:                                                  {Conditions: []string{"curse"}},
		`{"type":"scenarioDamage","values":[3]}`:                                                           {Damage: 3},
		`{"type":"scenarioDamage","values":["1"]}`:                                                         {Damage: 1},
		`{"type":"discard","values":[2]}`:                                                                  {Discard: 2},
		`{"type":"scenarioCondition","values":["sleepy"]}`:                                                 nil,
		`{"type":"scenarioDamage","values":[0]}`:                                                           nil,
		`{"type":"discard","values":[99]}`:                                                                 nil,
		`{"type":"scenarioSingleMinus1","values":[3]}`:                                                     nil,
		`{"type":"scenarioConditionOne","values":["wound"]}`:                                               nil,
		`{"type":"scenarioCondition","values":["wound"],"condition":{"type":"reputationGT","values":[3]}}`: nil,
	} {
		got, ok := nextScenario(json.RawMessage(raw))
		if (want == nil) == ok || (want != nil && !reflect.DeepEqual(got, *want)) {
			t.Errorf("%s: %+v %v, want %+v", raw, got, ok, want)
		}
	}
}

// A Gloomhaven card without a choice (gh2e's C-25: one option without a
// label) is that one option, "A", with its outcomes, not a threat (the
// back of Frosthaven's outpost cards).
func TestCityEventWithoutAChoice(t *testing.T) {
	events := `[{"cardId": "C-25", "edition": "gh2e", "type": "city", "narrative": "Rain.",
		"options": [{"narrative": "", "outcomes": [{"narrative": "You are soaked.", "effects": [{"type": "scenarioDamage", "values": [1]},
		{"type": "reputation", "values": [1]}]}]}]}]`
	d, _, err := Read([]File{{Name: "events.json", Data: []byte(events)}}, "en")
	if err != nil {
		t.Fatal(err)
	}
	e, ok := d.Event("C-25")
	if !ok || e.Threat != nil || len(e.Options) != 1 || e.Options[0].Label != "A" || len(e.Options[0].Outcomes) != 1 {
		t.Fatalf("C-25: %+v", e)
	}
	if oc := e.Options[0].Outcomes[0]; oc.Next.Damage != 1 || oc.Party.Reputation != 1 {
		t.Errorf("C-25 A: %+v", oc)
	}
}
