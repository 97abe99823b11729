package campaign

import (
	"context"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/campaign"
	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/engine/outpost"
	"github.com/haventable/haventable/engine/pack"
	"github.com/haventable/haventable/engine/pack/ghs"
	"github.com/haventable/haventable/engine/rules"
	"github.com/haventable/haventable/ui/history"
)

// cityFixture is a Gloomhaven campaign (no outpost) with a data pack
// imported from the invented Gloomhaven events of GHS's format
// (engine/outpost/ghsoutpost/testdata/gh), the party at reputation 3 with
// Grok the brute (10 gold); the screen's seed puts C-01 on top of the city
// deck and R-01 on top of the road deck after C-01 B.
func cityFixture(t *testing.T) (*fixture, int64, *cityPanel) {
	t.Helper()
	f := newFixture(t)
	ctx := context.Background()
	dir := filepath.Join("..", "..", "engine", "outpost", "ghsoutpost", "testdata", "gh")
	var files []ghs.File
	for _, n := range []string{"events.json", "campaign.json"} {
		b, err := os.ReadFile(filepath.Join(dir, n))
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, ghs.File{Name: n, Data: b})
	}
	p, _, err := ghs.Import("Invented Gloomhaven", files)
	if err != nil {
		t.Fatal(err)
	}
	p.Rules = rules.Gloomhaven
	if _, err := f.store.AddPack(ctx, p, "ghs"); err != nil {
		t.Fatal(err)
	}
	f.env.ForgetPacks()
	d, _, ok := pack.CityEventsOf(f.env.DataPacks(), "en", rules.Gloomhaven)
	if !ok {
		t.Fatal("the pack has no city events")
	}
	c1, _ := d.Event("C-01")
	b := c1.Options[1]
	e := campaign.CityEvent{Card: "C-01", Deck: outpost.DeckCity, Option: "B", Return: b.Return, Party: b.Outcomes[0].Party,
		Cards: b.Outcomes[0].Change, Start: &campaign.CityStart{Data: d}}
	for ; ; e.Start.Seed++ {
		after, err := e.DecksAfter(outpost.Outpost{}, outpost.Data{})
		if _, r, _ := after.DrawCityEvent(d, outpost.DeckRoad); err == nil && r.ID == "R-01" {
			break
		}
	}
	seed := e.Start.Seed
	f.s.opts.Seed = func() uint64 { return seed }
	id := f.create("Gloomhaven")
	for _, ed := range []campaign.Edit{campaign.SetRules{Rules: rules.Gloomhaven},
		campaign.SetParty{Party: campaign.Party{Name: "Lions", Reputation: 3}},
		campaign.AddCharacter{Character: campaign.Character{Class: "Brute", Name: "Grok", Level: 1, Gold: 10}}} {
		if _, err := f.s.edit(ed); err != nil {
			t.Fatal(err)
		}
	}
	f.s.reloadAll()
	if !slices.Contains(f.s.tabs.Items, f.s.cityTab) || slices.Contains(f.s.tabs.Items, f.s.outpostTab) {
		t.Fatal("a Gloomhaven campaign shows no Events tab, or an Outpost tab")
	}
	return f, id, f.s.city
}

// TestCityEventDrawn: the Events tab draws a city event through the
// outpost's event player: the story, both options with their outcomes in
// the player's words, B's outcome "reputation above 2" ticked from the
// sheet (reputation 3) and "otherwise" not; shown before it applies
// (reputation 3 → 4, Grok's gold 10 → 14, C-31 into the city deck, C-01
// removed), the history names it, Undo takes it all back and Redo makes
// it again; the screen opened afresh (a restart) shows the deck as left.
// Then a road event on travel: R-01 B, Grok +5 experience.
func TestCityEventDrawn(t *testing.T) {
	f, id, c := cityFixture(t)
	ctx := context.Background()
	if txt := labelsText(c.content); !strings.Contains(txt, "City deck: 3 cards · Road deck: 2 cards") {
		t.Fatalf("the Events tab:\n%s", txt)
	}
	test.Tap(findButton(c.content, "Draw a city event"))
	txt := f.dialogText()
	for _, want := range []string{"City event C-01", "A juggler drops his torches at the market.",
		"Each character: +10 experience", "Each character: -5 gold"} {
		if !strings.Contains(txt, want) {
			t.Errorf("drawn city event lacks %q:\n%s", want, txt)
		}
	}
	_, radios := f.topWidgets()
	if len(radios) != 1 || len(radios[0].Options) != 2 || radios[0].Options[1] != "B: Put out the fire in the stalls." {
		t.Fatalf("options offered: %+v", radios)
	}
	radios[0].SetSelected(radios[0].Options[1])
	checks, _ := f.topWidgets()
	above, otherwise := checkNamed(checks, "If reputation is above 2"), checkNamed(checks, "Otherwise")
	if above == nil || !above.Checked || otherwise == nil || otherwise.Checked {
		t.Fatalf("B's outcomes at reputation 3: %v", checks)
	}
	txt = f.dialogText()
	for _, want := range []string{"Reputation +1", "Prosperity +1", "Each character: +4 gold", "Card C-31 goes into the city event deck, which is shuffled",
		"At the next scenario's start every character: Poison"} {
		if !strings.Contains(txt, want) {
			t.Errorf("option B lacks %q:\n%s", want, txt)
		}
	}
	f.confirm("Show")
	txt = f.dialogText()
	for _, want := range []string{"C-01 B", "The card is removed from the game.", "Reputation 3 → 4", "Prosperity 0 → 1",
		"Grok: gold 10 → 14", "Card C-31 goes into the city event deck, which is shuffled"} {
		if !strings.Contains(txt, want) {
			t.Errorf("shown before it applies lacks %q:\n%s", want, txt)
		}
	}
	if strings.Contains(txt, "Poison") {
		t.Errorf("the otherwise outcome not ticked is applied:\n%s", txt)
	}
	f.confirm("Apply")
	applied := func(when string) {
		t.Helper()
		camp, err := f.store.Campaign(ctx, id)
		chars, _ := f.store.Characters(ctx, id)
		if err != nil || camp.Party.Reputation != 4 || camp.Party.Prosperity != 1 || len(chars) != 1 || chars[0].Gold != 14 {
			t.Fatalf("%s: %v %+v %+v", when, err, camp.Party, chars)
		}
		if txt := labelsText(f.s.city.content); !strings.Contains(txt, "City deck: 3 cards") {
			t.Errorf("%s: the Events tab:\n%s", when, txt)
		}
	}
	applied("after B")
	log, _ := f.store.Log(ctx, id)
	if last := log[len(log)-1]; last.Kind != campaign.EditCityEvent {
		t.Errorf("last logged: %s", last.Kind)
	}
	if err := f.env.Table.Session().Undo(ctx); err != nil {
		t.Fatal(err)
	}
	f.s.reloadAll()
	if camp, _ := f.store.Campaign(ctx, id); camp.Party.Reputation != 3 || camp.Party.Prosperity != 0 {
		t.Errorf("after Undo: %+v", camp.Party)
	}
	if _, _, err := f.store.CityEvents(ctx, id); err == nil {
		t.Error("after Undo of the first draw the campaign still has its decks")
	}
	if err := f.env.Table.Session().Redo(ctx); err != nil {
		t.Fatal(err)
	}
	f.s.reloadAll()
	applied("after Redo")
	// a restart: a new screen on the same store
	g := newFixtureOn(t, f.store)
	if err := g.s.Open(id); err != nil {
		t.Fatal(err)
	}
	f, c = g, g.s.city
	applied("after a restart")
	// travelling to a scenario not linked: a road event
	test.Tap(findButton(c.content, "Draw a road event"))
	if txt := f.dialogText(); !strings.Contains(txt, "Road event R-01") || !strings.Contains(txt, "Wolves howl at dusk.") {
		t.Fatalf("road event:\n%s", txt)
	}
	_, radios = f.topWidgets()
	radios[0].SetSelected(radios[0].Options[1])
	if txt := f.dialogText(); !strings.Contains(txt, "If reputation is above 3: Prosperity +1 (applied when the party's sheet says so)") {
		t.Errorf("R-01 B's change under its own condition:\n%s", txt)
	}
	f.confirm("Show")
	if txt := f.dialogText(); !strings.Contains(txt, "Grok: experience 0 → 5") || !strings.Contains(txt, "Prosperity 1 → 2") ||
		strings.Contains(txt, "gold") || !strings.Contains(txt, "Card R-02 leaves the road event deck") ||
		!strings.Contains(txt, "The card goes back to the bottom of its deck.") {
		t.Fatalf("road event shown:\n%s", txt)
	}
	f.confirm("Apply")
	o, d, err := f.store.CityEvents(ctx, id)
	if err != nil || !slices.Equal(o.EventDeck(d, outpost.DeckRoad), []string{"R-01"}) {
		t.Fatalf("road deck after R-01 B: %v %v", err, o.EventDeck(d, outpost.DeckRoad))
	}
	if m := ghsNotation.FindString(labelsText(c.content)); m != "" {
		t.Errorf("GHS notation %q on the tab", m)
	}
}

// labelsText is the texts of the labels under o.
func labelsText(o fyne.CanvasObject) string {
	var out []string
	walk(o, func(o fyne.CanvasObject) {
		if l, ok := o.(*widget.Label); ok {
			out = append(out, l.Text)
		}
	})
	return strings.Join(out, "\n")
}

// TestNextScenarioFromEvents: an event's effects at the next scenario's
// start (C-01 B "otherwise": poison; R-01 A: 2 damage) are kept on the
// campaign, shown on the Play tab, applied when the next scenario starts
// (Grok poisoned, 2 hit points down), named in the history with the
// start, then cleared; Undo of the start puts them back.
func TestNextScenarioFromEvents(t *testing.T) {
	f, id, c := cityFixture(t)
	ctx := context.Background()
	if _, err := f.s.edit(campaign.SetParty{Party: campaign.Party{Name: "Lions", Reputation: 0}}); err != nil {
		t.Fatal(err)
	}
	f.s.reloadAll()
	test.Tap(findButton(c.content, "Draw a city event"))
	_, radios := f.topWidgets()
	radios[0].SetSelected(radios[0].Options[1]) // B: at reputation 0, "otherwise"
	f.confirm("Show")
	if txt := f.dialogText(); !strings.Contains(txt, "At the next scenario's start every character: Poison") {
		t.Fatalf("C-01 B shown before it applies:\n%s", txt)
	}
	f.confirm("Apply")
	test.Tap(findButton(c.content, "Draw a road event"))
	if txt := f.dialogText(); !strings.Contains(txt, "Road event R-01") {
		t.Fatalf("road event:\n%s", txt)
	}
	_, radios = f.topWidgets()
	radios[0].SetSelected(radios[0].Options[0]) // A: 2 damage
	f.confirm("Show")
	f.confirm("Apply")
	pending, err := f.store.NextScenario(ctx, id)
	if err != nil || len(pending) != 2 || campaign.NextOf(pending).Damage != 2 {
		t.Fatalf("kept for the next scenario: %+v %v", pending, err)
	}
	const said = "From the events (C-01 B, R-01 A), every character starts the next scenario with: Poison, 2 damage."
	if txt := f.s.city.next.Text; !f.s.city.next.Visible() || txt != said || !slices.Contains(c.content.Objects, fyne.CanvasObject(f.s.city.next)) {
		t.Errorf("the Events tab, where they were resolved, says %q (shown %v)", txt, f.s.city.next.Visible())
	}
	f.s.reloadAll()
	if txt := f.s.play.next.Text; !f.s.play.next.Visible() || txt != said {
		t.Errorf("the Play tab says %q", txt)
	}
	test.Tap(f.s.play.start)
	scn := f.env.Table.Scenario()
	if scn == nil {
		t.Fatalf("not started: %s", f.dialogText())
	}
	var grok *engine.Figure
	for _, fig := range scn.Figures() {
		if fig.Name == "Grok" {
			grok = &fig
		}
	}
	if grok == nil || !grok.Conditions.Has(modifier.Poison) || grok.HP != grok.MaxHP-2 {
		t.Fatalf("Grok at the start: %+v", grok)
	}
	if pending, _ := f.store.NextScenario(ctx, id); len(pending) != 0 {
		t.Errorf("still kept after the start: %+v", pending)
	}
	if f.s.city.next.Visible() {
		t.Errorf("the Events tab still says %q after the start", f.s.city.next.Text)
	}
	hist, err := f.env.Table.Session().History(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if got := history.Describe(f.env.Tr, scn, hist[len(hist)-1]); !strings.Contains(got, "started; from the events C-01 B, R-01 A every character: Poison, 2 damage") {
		t.Errorf("the history tells the start: %q", got)
	}
	if err := f.env.Table.Session().Undo(ctx); err != nil {
		t.Fatal(err)
	}
	if pending, _ := f.store.NextScenario(ctx, id); len(pending) != 2 || f.env.Table.Scenario() != nil {
		t.Errorf("after Undo of the start: %+v", pending)
	}
}

// TestNextScenarioBeyondTheSupply: two events' effects at the next
// scenario's start that add up to 12 bless cards for Grok, alone: the
// scenario starts (the sum is never refused), Grok's deck takes the
// supply's 10, and the two left out are said in a dialog and in the
// history's line of the start.
func TestNextScenarioBeyondTheSupply(t *testing.T) {
	f, _, _ := cityFixture(t)
	ctx := context.Background()
	d, _, _ := pack.CityEventsOf(f.env.DataPacks(), "en", rules.Gloomhaven)
	six := outpost.NextScenario{Conditions: slices.Repeat([]string{outpost.NextBless}, 6)}
	// the fixture's first city and road events, each resolved with six
	// bless cards as its effect
	for _, e := range []campaign.Edit{
		campaign.CityEvent{Card: "C-01", Deck: outpost.DeckCity, Option: "B", Next: six, Start: &campaign.CityStart{Data: d, Seed: f.s.opts.Seed()}},
		campaign.CityEvent{Card: "R-01", Deck: outpost.DeckRoad, Option: "A", Next: six}} {
		if _, err := f.s.edit(e); err != nil {
			t.Fatalf("%s: %v", e.Kind(), err)
		}
	}
	f.s.reloadAll()
	test.Tap(f.s.play.start)
	scn := f.env.Table.Scenario()
	if scn == nil {
		t.Fatalf("not started: %s", f.dialogText())
	}
	if txt := f.dialogText(); !strings.Contains(txt, "Grok: 2 bless cards not added, none left in the supply.") {
		t.Errorf("the dialog after the start: %q", txt)
	}
	for _, fig := range scn.Figures() {
		if fig.Name == "Grok" {
			d, _ := scn.Deck(fig.ID)
			n := 0
			for _, card := range d.Draw {
				if card == modifier.MustParseCard("bless") {
					n++
				}
			}
			if n != modifier.BlessLimit {
				t.Errorf("Grok's deck holds %d bless cards, want %d", n, modifier.BlessLimit)
			}
		}
	}
	hist, err := f.env.Table.Session().History(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if got := history.Describe(f.env.Tr, scn, hist[len(hist)-1]); !strings.Contains(got, "12 bless cards. Not given: Grok: 2 bless cards not added") {
		t.Errorf("the history tells the start: %q", got)
	}
}
