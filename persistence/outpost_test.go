package persistence

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"testing"

	"github.com/haventable/haventable/engine/campaign"
	"github.com/haventable/haventable/engine/outpost"
	"github.com/haventable/haventable/engine/outpost/ghsoutpost"
)

// outpostFixture is the invented outpost data of ghsoutpost's tests, in
// Gloomhaven Secretariat's format: a smithy to build, a guardhouse that
// stands from the start, a palisade; week 3 names section 301.1.
func outpostFixture(t *testing.T) outpost.Data {
	t.Helper()
	return ghsFixture(t, "fh", "buildings.json", "campaign.json", "label/en.json", "events.json")
}

// ghsFixture reads the files names of the invented GHS edition folder ed
// (engine/outpost/ghsoutpost/testdata/ed).
func ghsFixture(t *testing.T, ed string, names ...string) outpost.Data {
	t.Helper()
	dir := filepath.Join("..", "engine", "outpost", "ghsoutpost", "testdata", ed)
	var files []ghsoutpost.File
	for _, n := range names {
		b, err := os.ReadFile(filepath.Join(dir, filepath.FromSlash(n)))
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, ghsoutpost.File{Name: n, Data: b})
	}
	d, _, err := ghsoutpost.Read(files, "en")
	if err != nil {
		t.Fatal(err)
	}
	return d
}

// TestOutpostPhaseFlow plays two outpost phases as campaign edits: the
// outpost started from the data, a week passed, an event's resources, the
// smithy built; then week 3 passed with section 301.1 named, an event with
// an attack on the smithy and the guardhouse (the smithy repaired, the
// guardhouse wrecked), the smithy operated, a potion brewed, an item
// crafted by a character (its gold and the supply's metal), the smithy
// upgraded with its costs taken; then week 4 passed and the outpost event
// drawn from the season's deck (invented events in GHS's format), its
// option's outcome and its threat applied. The store is closed and opened
// again in the middle. Then every step is undone (each puts back the outpost as it
// was before it) and redone (each puts back the outpost as it was after
// it), and the history names each.
func TestOutpostPhaseFlow(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "campaign.db")
	s, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer func() { s.Close() }()
	c, err := s.CreateCampaign(ctx, "Frosthaven")
	if err != nil {
		t.Fatal(err)
	}
	d := outpostFixture(t)
	ana, err := s.AddCharacter(ctx, c.ID, campaign.Character{Class: "brute", Name: "Ana", Level: 1, Gold: 5})
	if err != nil {
		t.Fatal(err)
	}
	if _, _, err := s.Outpost(ctx, c.ID); !errors.Is(err, campaign.ErrNoOutpost) {
		t.Fatalf("a new campaign's outpost: %v", err)
	}
	if _, _, err := s.Edit(ctx, c.ID, campaign.PassWeek{Week: 1}); !errors.Is(err, campaign.ErrNoOutpost) {
		t.Fatalf("a week passed with no outpost: %v", err)
	}
	var states []*outpost.Outpost // states[i]: after i edits
	states = append(states, nil)
	current := func() outpost.Outpost { t.Helper(); return storedOutpost(t, s, c.ID) }
	do := func(e campaign.Edit) outpost.Outpost {
		t.Helper()
		// shown before it applies: the screen works it out on the outpost
		// it shows, and the store must make exactly that
		var shown outpost.Outpost
		if oe, ok := e.(campaign.OutpostEdit); ok && len(states) > 1 {
			if shown, err = oe.Outpost(current(), d); err != nil {
				t.Fatalf("%s shown: %v", e.Kind(), err)
			}
		}
		if _, _, err := s.Edit(ctx, c.ID, e); err != nil {
			t.Fatalf("%s: %v", e.Kind(), err)
		}
		o := current()
		if len(states) > 1 && !reflect.DeepEqual(o, shown) {
			t.Errorf("%s: the store made another outpost than the one shown", e.Kind())
		}
		states = append(states, &o)
		return o
	}
	o := do(campaign.StartOutpost{Data: d, Seed: 7})
	if o.Standing("guardhouse").Level != 1 || len(o.TownGuard.Draw) != 20 {
		t.Fatalf("start: %+v", o)
	}
	do(campaign.PassWeek{Week: 1})
	do(campaign.OutpostEvent{Card: "SO-90", Option: "A", Change: outpost.Change{
		Gain: outpost.Supply{outpost.Lumber: 12, outpost.Metal: 9, outpost.Hide: 6, outpost.Gold: 20}, Prosperity: 5, Inspiration: 2}})
	o = do(campaign.Construct{Construction: outpost.Construction{Building: "smithy"}, Level: 1, Name: "Smithy"})
	if o.Standing("smithy").Level != 1 || o.Prosperity != 6 || !o.Supply.Equal(outpost.Supply{outpost.Lumber: 9, outpost.Metal: 7, outpost.Hide: 5, outpost.Gold: 10}) {
		t.Fatalf("smithy built: %+v", o)
	}
	// a week shown with other sections than the calendar's is refused
	if _, _, err := s.Edit(ctx, c.ID, campaign.PassWeek{Week: 2, Sections: []string{"301.1"}}); err == nil {
		t.Fatal("week 2 passed with another week's section")
	}
	do(campaign.PassWeek{Week: 2})
	o = do(campaign.PassWeek{Week: 3, Sections: []string{"301.1"}})
	if o.Week != 3 || outpost.OutpostSeason(o.Week) != outpost.Summer {
		t.Fatalf("week 3: %+v", o)
	}

	// restart in the middle of the phase
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	if s, err = Open(path); err != nil {
		t.Fatal(err)
	}
	if got := current(); !reflect.DeepEqual(got, *states[len(states)-1]) {
		t.Fatalf("after a restart the outpost is another:\n%+v\n%+v", got, *states[len(states)-1])
	}

	// the attack: worked out as the screen shows it, both buildings fail
	// their checks (attack 1000); the smithy is repaired, the guardhouse
	// is not: 1 morale lost instead (rulebook p. 61), the building stands
	// until the threat's effect after the attack wrecks it
	attack := outpost.Attack{Value: 1000, Targets: []outpost.Target{{Building: "smithy"}, {Building: "guardhouse"}}}
	_, checks, err := current().ResolveAttack(d, attack)
	if err != nil {
		t.Fatal(err)
	}
	var outcomes []string
	for _, ch := range checks {
		outcomes = append(outcomes, ch.Outcome)
	}
	if !reflect.DeepEqual(outcomes, []string{outpost.Damaged, outpost.Damaged}) {
		t.Fatalf("with seed 7 the checks come out %v; the fixture wants both damaged", outcomes)
	}
	event := campaign.OutpostEvent{Card: "SO-91", Option: "B", Attack: &attack, Outcomes: outcomes,
		Repairs: map[string]outpost.Supply{"smithy": {outpost.Lumber: 2}}, Names: []string{"Smithy", "Guardhouse"},
		Change: outpost.Change{Morale: 2, Gain: outpost.Supply{outpost.Arrowvine: 1}}, After: outpost.Change{Wreck: []string{"guardhouse"}}}
	wrong := event
	wrong.Outcomes = []string{outpost.Defended, outpost.Damaged}
	if _, _, err := s.Edit(ctx, c.ID, wrong); err == nil {
		t.Fatal("an attack shown with other outcomes was made")
	}
	unwrecked := event
	unwrecked.After = outpost.Change{}
	if got, err := unwrecked.Outpost(current(), d); err != nil || got.Standing("guardhouse").Wrecked || got.Morale != 1 {
		t.Fatalf("a damaged building not repaired: morale %d, guardhouse %+v, %v", got.Morale, got.Standing("guardhouse"), err)
	}
	o = do(event)
	if o.Standing("smithy").Wrecked || !o.Standing("guardhouse").Wrecked || o.Supply.Of(outpost.Lumber) != 7 || o.Morale != 1 {
		t.Fatalf("after the attack: %+v", o)
	}
	o = do(campaign.OperateBuilding{Building: "smithy", Name: "Smithy"})
	if o.Supply.Of(outpost.Metal) != 6 {
		t.Fatalf("smithy operated: %s", o.Supply)
	}
	o = do(campaign.OperateBuilding{Building: "guardhouse", Name: "Guardhouse"}) // wrecked: lose 1 inspiration
	if o.Inspiration != 1 {
		t.Fatalf("wrecked guardhouse operated: inspiration %d", o.Inspiration)
	}
	o = do(campaign.Craft{What: "Invented potion", Cost: outpost.Supply{outpost.Hide: 1}})
	// Ana crafts an item: 2 gold of her own, 1 arrowvine from the supply
	// (its herbs only: rulebook p. 65)
	o = do(campaign.CraftItem{Character: ana.ID, CharacterName: "Ana", Item: 41, ItemName: "Ice Pick",
		Pay: outpost.Craft{Own: outpost.Supply{outpost.Gold: 2}, Supply: outpost.Supply{outpost.Arrowvine: 1}}})
	if cs, _ := s.Characters(ctx, c.ID); o.Supply.Of(outpost.Arrowvine) != 0 || cs[0].Gold != 3 || len(cs[0].Items) != 1 {
		t.Fatalf("after the craft: supply %v, %+v", o.Supply, cs[0])
	}
	before := o.Supply
	o = do(campaign.Construct{Construction: outpost.Construction{Building: "smithy"}, Level: 2, Name: "Smithy"})
	if o.Standing("smithy").Level != 2 || o.Prosperity != 7 {
		t.Fatalf("smithy upgraded: %+v", o.Standing("smithy"))
	}
	if paid, _ := before.Minus(o.Supply); !paid.Equal(outpost.Supply{outpost.Lumber: 4, outpost.Metal: 3, outpost.Hide: 1}) {
		t.Errorf("the upgrade took %s, want its cost 4 lumber, 3 metal, 1 hide", paid)
	}
	if _, _, err := s.Edit(ctx, c.ID, campaign.Construct{Construction: outpost.Construction{Building: "palisade"}, Level: 1}); err == nil {
		t.Error("a third construction in one phase was made")
	}

	// a third phase: week 4, the outpost event drawn from the summer deck
	// (SO-91, its only card, in GHS's format), option A with its outcome
	// and the threat on the card's back against the smithy
	do(campaign.PassWeek{Week: 4})
	_, ev, err := current().DrawEvent(d)
	if err != nil || ev.ID != "SO-91" || ev.Threat == nil {
		t.Fatalf("the summer deck's card: %+v, %v", ev, err)
	}
	if _, _, err := s.Edit(ctx, c.ID, campaign.OutpostEvent{Card: "SO-92", Drawn: true}); err == nil {
		t.Fatal("an event shown as drawn that is not the deck's top card was made")
	}
	chosen := ev.Options[0].Outcomes[0].Change
	// the threat targets 2 buildings; only the smithy stands: it alone
	threat := outpost.Attack{Value: ev.Threat.Attack, Targets: []outpost.Target{{Building: "smithy"}}}
	for _, count := range []int{0, outpost.AllBuildings, 5} {
		uncounted := threat
		uncounted.Count = count
		e := campaign.OutpostEvent{Card: ev.ID, Option: "A", Drawn: true, Change: ev.Options[0].Outcomes[0].Change, Attack: &uncounted,
			Outcomes: []string{outpost.Defended}, After: ev.Threat.After}
		if _, _, err := s.Edit(ctx, c.ID, e); !errors.Is(err, outpost.ErrTargetCount) {
			t.Errorf("the threat's attack on %d buildings: %v", count, err)
		}
	}
	threat.Count = ev.Threat.Targets
	drawn, _, _ := current().DrawEvent(d)
	changed, _, _ := drawn.Apply(d, chosen)
	_, checks, err = changed.ResolveAttack(d, threat)
	if err != nil {
		t.Fatal(err)
	}
	event = campaign.OutpostEvent{Card: ev.ID, Option: "A", Drawn: true, Change: chosen, Attack: &threat,
		Outcomes: []string{checks[0].Outcome}, After: ev.Threat.After, Names: []string{"Smithy"}}
	if checks[0].Outcome == outpost.Damaged {
		event.Repairs = map[string]outpost.Supply{"smithy": {outpost.Lumber: 3}}
	}
	was := current()
	o = do(event)
	if o.Supply.Of(outpost.Gold) != was.Supply.Of(outpost.Gold)+10 || o.Morale != was.Morale+1 ||
		o.Supply.Of(outpost.Hide) != was.Supply.Of(outpost.Hide)+1 || len(o.EventDeck(d, outpost.Summer)) != 0 {
		t.Fatalf("after the drawn event: %+v", o)
	}
	if got := o.Sections(d, 6); !reflect.DeepEqual(got, []string{"401.1"}) {
		t.Errorf("the event's section in two weeks: week 6 names %v", got)
	}
	// one event per outpost phase: a second draw is refused
	if _, _, err := s.Edit(ctx, c.ID, campaign.OutpostEvent{Card: "SO-91", Drawn: true}); !errors.Is(err, outpost.ErrEventDrawn) {
		t.Errorf("a second event drawn in the phase: %v", err)
	}

	// the history names each step
	log, err := s.Log(ctx, c.ID)
	if err != nil {
		t.Fatal(err)
	}
	var kinds []string
	for _, a := range log {
		kinds = append(kinds, a.Kind)
	}
	want := []string{campaign.EditOutpostStart, campaign.EditOutpostWeek, campaign.EditOutpostEvent, campaign.EditOutpostBuild,
		campaign.EditOutpostWeek, campaign.EditOutpostWeek, campaign.EditOutpostEvent, campaign.EditOutpostOperate,
		campaign.EditOutpostOperate, campaign.EditOutpostCraft, campaign.EditCraftItem, campaign.EditOutpostBuild, campaign.EditOutpostWeek,
		campaign.EditOutpostEvent}
	if !reflect.DeepEqual(kinds, want) {
		t.Errorf("log kinds %v, want %v", kinds, want)
	}
	var told campaign.EditPayload
	if err := json.Unmarshal(log[6].Payload, &told); err != nil || told.About != "SO-91 B" || told.Detail != "Smithy:repaired;Guardhouse:unrepaired" {
		t.Errorf("the attack told as %+v (%v)", told, err)
	}
	if err := json.Unmarshal(log[5].Payload, &told); err != nil || told.About != "3" || told.Detail != "301.1" {
		t.Errorf("week 3 told as %+v (%v)", told, err)
	}

	// every step undone, then redone
	for i := len(states) - 1; i > 0; i-- {
		if _, err := s.Undo(ctx, c.ID); err != nil {
			t.Fatalf("undo %d: %v", i, err)
		}
		o, _, err := s.Outpost(ctx, c.ID)
		if states[i-1] == nil {
			if !errors.Is(err, campaign.ErrNoOutpost) {
				t.Errorf("undo of the start: the outpost is still there (%v)", err)
			}
			continue
		}
		if err != nil || !reflect.DeepEqual(o, *states[i-1]) {
			t.Errorf("undo %d (%s): the outpost is not the one before it (%v)", i, want[i-1], err)
		}
	}
	for i := 1; i < len(states); i++ {
		if _, err := s.Redo(ctx, c.ID); err != nil {
			t.Fatalf("redo %d: %v", i, err)
		}
		if o := current(); !reflect.DeepEqual(o, *states[i]) {
			t.Errorf("redo %d (%s): the outpost is not the one after it", i, want[i-1])
		}
	}
}

// TestOutpostExportImport: an export carries the outpost and its data; the
// campaign imported from it has the same outpost, and its undo puts back
// the outpost before the last step.
func TestOutpostExportImport(t *testing.T) {
	ctx := context.Background()
	s := openTemp(t)
	c, err := s.CreateCampaign(ctx, "Frosthaven")
	if err != nil {
		t.Fatal(err)
	}
	d := outpostFixture(t)
	for _, e := range []campaign.Edit{campaign.StartOutpost{Data: d, Seed: 1}, campaign.PassWeek{Week: 1}} {
		if _, _, err := s.Edit(ctx, c.ID, e); err != nil {
			t.Fatal(err)
		}
	}
	want, _, _ := s.Outpost(ctx, c.ID)
	back := reimport(t, s, c.ID)
	got, gotData, err := s.Outpost(ctx, back.ID)
	if err != nil || !reflect.DeepEqual(got, want) || !reflect.DeepEqual(gotData, d) {
		t.Fatalf("imported outpost: %v\n%+v\n%+v", err, got, want)
	}
	if _, err := s.Undo(ctx, back.ID); err != nil {
		t.Fatal(err)
	}
	if o, _, _ := s.Outpost(ctx, back.ID); o.Week != 0 {
		t.Errorf("undo in the imported campaign: week %d, want 0", o.Week)
	}
	// a campaign without an outpost exports without the key
	plain, _ := s.CreateCampaign(ctx, "Gloomhaven")
	if bytes.Contains(exportBytes(t, s, plain.ID), []byte(`"outpost"`)) {
		t.Error("a campaign without an outpost exported one")
	}
}
