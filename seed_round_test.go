package main

import (
	"context"
	"os"
	"testing"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/campaign"
	"github.com/haventable/haventable/engine/monster"
	"github.com/haventable/haventable/engine/pack"
	"github.com/haventable/haventable/engine/party"
	"github.com/haventable/haventable/engine/scenariofile"
	"github.com/haventable/haventable/persistence"
	"github.com/haventable/haventable/persistence/play"
)

// TestSeedRoundTable writes, to the database named by HAVENTABLE_SEED_ROUND,
// a campaign playing twin-vaults for Ana and Bo in the middle of round 1:
// Ana's cards counted from a hand of 10, her turn (initiative 50) under way and the door to the Reliquary
// opened, its Ash Acolytes and Stone Warden (playing an invented card:
// retaliate 3 at range 3, a trap laid) revealed; for looking at the
// round in the real window (skipped without the variable).
func TestSeedRoundTable(t *testing.T) {
	path := os.Getenv("HAVENTABLE_SEED_ROUND")
	if path == "" {
		t.Skip("HAVENTABLE_SEED_ROUND names the database to write")
	}
	seedRound(t, path, os.Getenv("HAVENTABLE_SEED_STAGE"))
}

// seedRound writes the table of TestSeedRoundTable to the database at
// path, up to stage: "campaign" (the party, no scenario yet), "start" (the initiatives set and the cards drawn),
// "turn" (Ana's turn under way) or "" (the door opened in it).
func seedRound(t testing.TB, path, stage string) {
	t.Helper()
	ctx := context.Background()
	store, err := persistence.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer store.Close()
	c, err := store.CreateCampaign(ctx, "Round")
	if err != nil {
		t.Fatal(err)
	}
	var members []campaign.Character
	for _, ch := range []campaign.Character{{Class: "brute", Name: "Ana", Level: 1}, {Class: "brute", Name: "Bo", Level: 1}} {
		ch, err := store.AddCharacter(ctx, c.ID, ch)
		if err != nil {
			t.Fatal(err)
		}
		members = append(members, ch)
	}
	sess, err := play.Open(ctx, store, c.ID)
	if err != nil {
		t.Fatal(err)
	}
	if stage == "campaign" {
		return
	}
	file, err := scenariofile.Sample("twin-vaults")
	if err != nil {
		t.Fatal(err)
	}
	// The Stone Warden plays one invented card: retaliate 3 at range 3
	// (the map's tooltip tells it beside its own) and a trap it lays next
	// to an enemy on its turn (the players' window draws it at once).
	table := pack.Builtin().MonsterTable(len(members))
	warden := table["Stone Warden"]
	warden.Deck = &engine.AbilityDeckInfo{Name: "Invented Warden", Cards: []engine.AbilityCardInfo{{Name: "Bulwark", Initiative: 74,
		Actions: []monster.Action{{Type: monster.KindRetaliate, Value: monster.Fixed(3), Range: monster.Fixed(3)},
			{Type: monster.KindTrap, Value: monster.Fixed(3)}}}}}
	table["Stone Warden"] = warden
	scn, err := party.BuildScenarioWith(file, engine.Setup{Level: 1, Seed: 5}, campaign.Members(members), table)
	if err != nil {
		t.Fatal(err)
	}
	if err := sess.Start(ctx, scn); err != nil {
		t.Fatal(err)
	}
	var ana, bo string
	for _, f := range sess.Scenario().Figures() {
		if f.Kind == engine.KindCharacter && ana == "" {
			ana = f.ID
		} else if f.Kind == engine.KindCharacter {
			bo = f.ID
		}
	}
	do := func(a engine.Action) engine.Report {
		rep, err := sess.Do(ctx, a)
		if err != nil {
			t.Fatal(err)
		}
		return rep
	}
	do(engine.SetInitiative{Character: ana, Leading: 50, Second: 60})
	do(engine.SetInitiative{Character: bo, Leading: 70})
	do(engine.SetHand{Character: ana, Size: 10}) // Ana's cards counted: her menu offers the rests
	do(engine.DrawAbilities{})
	if stage == "start" {
		return
	}
	for range 10 {
		if rep := do(engine.NextTurn{}); rep.TurnStart == nil || rep.TurnStart.Turn.Figure == ana {
			break
		}
	}
	if stage == "turn" {
		return
	}
	door := file.Doors[0].At
	rep := do(engine.OpenDoor{At: door})
	t.Logf("door %v: revealed %v, drawn %+v", door, rep.Appeared, rep.Abilities)
}
