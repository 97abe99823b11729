package play

import (
	"context"
	"os"
	"slices"
	"testing"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/campaign"
	"github.com/haventable/haventable/engine/pack"
	"github.com/haventable/haventable/engine/pack/ghs"
	"github.com/haventable/haventable/engine/party"
	"github.com/haventable/haventable/engine/rules"
	"github.com/haventable/haventable/engine/scenariofile"
)

// questsFixture are the personal quests of the invented GHS data folder
// testdata/ghs-quests.
func questsFixture(t *testing.T) []pack.PersonalQuest {
	t.Helper()
	p, _, err := ghs.ImportDir("testdata/ghs-quests", nil)
	if err != nil {
		t.Fatal(err)
	}
	qs := pack.EditionQuests([]*pack.Pack{p}, rules.Gloomhaven)
	if len(qs) != 3 {
		t.Fatalf("%d quests imported", len(qs))
	}
	return qs
}

// startTurn starts the turn of character id in a new round: every
// initiative set, id's first.
func startTurn(ctx context.Context, t *testing.T, s *Session, id string) {
	t.Helper()
	scn := s.Scenario()
	var acts []engine.Action
	for _, f := range scn.Figures() {
		if f.Kind == engine.KindCharacter {
			ini := 50
			if f.ID == id {
				ini = 1
			}
			acts = append(acts, engine.SetInitiative{Character: f.ID, Leading: ini, Second: ini + 1})
		}
	}
	for _, typ := range scn.MonsterTypes() {
		acts = append(acts, engine.SetMonsterInitiative{Type: typ, Initiative: 90})
	}
	for _, a := range acts {
		if _, err := s.Do(ctx, a); err != nil {
			t.Fatal(err)
		}
	}
	rep, err := s.Do(ctx, engine.NextTurn{})
	if err != nil || rep.TurnStart == nil || rep.TurnStart.Turn.Figure != id {
		t.Fatalf("%s's turn did not start: %+v %v", id, rep.TurnStart, err)
	}
}

// killAll kills every monster of type typ on the map in the turn in
// progress; it returns how many.
func killAll(ctx context.Context, t *testing.T, s *Session, typ string) int {
	t.Helper()
	n := 0
	for _, f := range s.Scenario().Figures() {
		if f.MonsterType == typ && f.Alive() && f.OnMap {
			if _, err := s.Do(ctx, engine.DamageFigure{Figure: f.ID, Amount: 99}); err != nil {
				t.Fatal(err)
			}
			n++
		}
	}
	return n
}

// A personal quest dealt from the GHS-format fixture at the character's
// creation (two of the cards no character holds, from the campaign's seed),
// one kept as an edit; the Cave Rats the character kills in a scenario
// advance its "Cave Rats killed" counter at the scenario's end, in the
// end's one action, which Undo takes back; the rest is counted by hand;
// complete, the character retires and the history names what the quest
// opens.
func TestPersonalQuestAdvancedByKills(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	cards := questsFixture(t)
	ana, err := f.store.AddCharacter(ctx, f.campaign, campaign.Character{Class: "brute", Name: "Ana", Level: 1, Gold: 5})
	if err != nil {
		t.Fatal(err)
	}
	var ids []string
	for _, q := range cards {
		ids = append(ids, q.ID)
	}
	dealt := campaign.DealQuests(ids, []string{"9102"}, campaign.QuestSeed(f.campaign, ana.ID))
	if slices.Sort(dealt); !slices.Equal(dealt, []string{"9101", "9103"}) {
		t.Fatalf("dealt %v", dealt)
	}
	kept := campaign.QuestOf(cards[0])
	if kept.Name.In("de") != "Rattenfänger" || kept.Steps[0].Track != "kills:Cave Rats" || kept.Opens != "envelope Q" {
		t.Fatalf("quest %+v", kept)
	}
	if _, err := f.session.Edit(ctx, campaign.ChooseQuest{Character: ana.ID, Name: ana.Name, Quest: kept}); err != nil {
		t.Fatal(err)
	}
	if _, err := f.session.Edit(ctx, campaign.ChooseQuest{Character: ana.ID, Name: ana.Name, Quest: campaign.QuestOf(cards[2])}); err == nil {
		t.Error("a second quest kept")
	}
	file, err := scenariofile.Sample(scenariofile.DefaultSample)
	if err != nil {
		t.Fatal(err)
	}
	scn, err := party.BuildScenario(file, 1, 3, campaign.Members([]campaign.Character{ana}))
	if err != nil {
		t.Fatal(err)
	}
	if err := f.session.Start(ctx, scn); err != nil {
		t.Fatal(err)
	}
	startTurn(ctx, t, f.session, "ana")
	killed := killAll(ctx, t, f.session, "Cave Rat")
	killAll(ctx, t, f.session, "Ash Acolyte") // not what the quest counts
	if killed < 1 || killed > 2 {
		t.Fatalf("%d rats killed", killed)
	}
	o, err := f.session.Outcome(false)
	if err != nil {
		t.Fatal(err)
	}
	if err := f.session.EndWith(ctx, o); err != nil {
		t.Fatal(err)
	}
	done := func(when string, want ...int) {
		t.Helper()
		c, err := f.store.Character(ctx, f.campaign, ana.ID)
		if err != nil || c.Quest == nil {
			t.Fatalf("%s: %+v %v", when, c, err)
		}
		var got []int
		for _, s := range c.Quest.Steps {
			got = append(got, s.Done)
		}
		if !slices.Equal(got, want) {
			t.Errorf("%s: counters %v, want %v", when, got, want)
		}
	}
	done("after the scenario", killed, 0)
	// the automatic backup of the end holds the quest as it stands; File ›
	// Import restores it
	backups, err := f.store.Backups(f.campaign)
	if err != nil || len(backups) != 1 {
		t.Fatalf("backups %v %v", backups, err)
	}
	r, err := os.Open(backups[0])
	if err != nil {
		t.Fatal(err)
	}
	restored, err := f.store.Import(ctx, r)
	r.Close()
	if err != nil {
		t.Fatal(err)
	}
	if cs, _ := f.store.Characters(ctx, restored.ID); len(cs) != 1 || cs[0].Quest == nil || cs[0].Quest.Steps[0].Done != killed ||
		cs[0].Quest.Name.In("de") != "Rattenfänger" {
		t.Errorf("restored from the backup: %+v", cs)
	}
	if err := f.session.Undo(ctx); err != nil {
		t.Fatal(err)
	}
	done("the end undone", 0, 0)
	if err := f.session.Redo(ctx); err != nil {
		t.Fatal(err)
	}
	done("the end redone", killed, 0)
	if _, err := f.session.Edit(ctx, campaign.Retire{Character: ana.ID, Name: ana.Name, Opens: kept.Opens}); err == nil {
		t.Error("retired before the quest is complete")
	}
	for step, n := range []int{3, 1} {
		if _, err := f.session.Edit(ctx, campaign.QuestCount{Character: ana.ID, Name: ana.Name, Step: step, Done: n}); err != nil {
			t.Fatal(err)
		}
	}
	done("counted by hand", 3, 1)
	if err := f.session.Undo(ctx); err != nil {
		t.Fatal(err)
	}
	done("a count undone", 3, 0)
	if err := f.session.Redo(ctx); err != nil {
		t.Fatal(err)
	}
	if _, err := f.session.Edit(ctx, campaign.Retire{Character: ana.ID, Name: ana.Name, Opens: kept.Opens}); err != nil {
		t.Fatal(err)
	}
	if c, _ := f.store.Character(ctx, f.campaign, ana.ID); !c.Retired {
		t.Error("not retired")
	}
	last, _ := f.session.LastDone()
	if last.Kind != campaign.EditRetire || !slices.Contains([]string{`{"about":"Ana","detail":"envelope Q"}`}, string(last.Payload)) {
		t.Errorf("the history keeps %s %s", last.Kind, last.Payload)
	}
}
