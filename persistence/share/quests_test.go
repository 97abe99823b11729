package share

import (
	"context"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/campaign"
	"github.com/haventable/haventable/engine/scenariofile"
	"github.com/haventable/haventable/persistence"
	"github.com/haventable/haventable/persistence/play"
)

// A character's personal quest is its player's secret: kept, advanced at a
// scenario's end and counted by hand while the table is shared, no raw
// message a player's device (nor a co-game-master's) receives holds the
// quest's number, name, words or what it opens.
func TestPersonalQuestsNeverOnAFeed(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	dir := t.TempDir()
	store, err := persistence.Open(filepath.Join(dir, "c.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { store.Close() })
	c, err := store.CreateCampaign(ctx, "shared")
	if err != nil {
		t.Fatal(err)
	}
	sess, err := play.Open(ctx, store, c.ID)
	if err != nil {
		t.Fatal(err)
	}
	sheet, err := store.AddCharacter(ctx, c.ID, campaign.Character{Class: "brute", Name: "Hero", Level: 1})
	if err != nil {
		t.Fatal(err)
	}
	quest := campaign.Quest{ID: "9181", Name: campaign.Words{"en": "Sekrit Ratter", "de": "Geheimer Rattler"}, Opens: "envelope Zebulon",
		Steps: []campaign.QuestStep{{Text: campaign.Words{"en": "Cave Rats killed"}, Count: 2, Track: "kills:Cave Rats"},
			{Text: campaign.Words{"en": "Whisper to a quelp"}, Count: 1}}}
	if _, err := sess.Edit(ctx, campaign.ChooseQuest{Character: sheet.ID, Name: sheet.Name, Quest: quest}); err != nil {
		t.Fatal(err)
	}
	file, err := scenariofile.Sample(scenariofile.DefaultSample)
	if err != nil {
		t.Fatal(err)
	}
	scn, err := engine.LoadScenario(file, 1, 7, engine.SampleMonsters)
	if err != nil {
		t.Fatal(err)
	}
	hero := engine.Figure{ID: "hero", Name: "Hero", Kind: engine.KindCharacter, Side: engine.SideParty,
		At: file.Starts[0], OnMap: true, HP: 10, MaxHP: 10, Sheet: sheet.ID}
	if scn, err = scn.WithCharacter(hero, nil); err != nil {
		t.Fatal(err)
	}
	if err := sess.Start(ctx, scn); err != nil {
		t.Fatal(err)
	}
	h := share(t, &table{store: store, session: sess, dir: filepath.Join(dir, "stream")}, "127.0.0.1:0")
	joinAs(t, h, "phone", "hero").Close()
	join(t, h, "tv").Close()
	h.opts.Run(func() {
		acts := []engine.Action{engine.SetInitiative{Character: "hero", Leading: 1, Second: 2}}
		for _, typ := range sess.Scenario().MonsterTypes() {
			acts = append(acts, engine.SetMonsterInitiative{Type: typ, Initiative: 90})
		}
		for _, a := range append(acts, engine.NextTurn{}) {
			if _, err = sess.Do(ctx, a); err != nil {
				return
			}
		}
		for _, f := range sess.Scenario().Figures() {
			if f.MonsterType == "Cave Rat" && f.Alive() && f.OnMap && err == nil {
				_, err = sess.Do(ctx, engine.DamageFigure{Figure: f.ID, Amount: 99})
			}
		}
		var o play.Outcome
		if o, err = sess.Outcome(true); err == nil {
			err = sess.EndWith(ctx, o)
		}
		if err == nil {
			_, err = sess.Edit(ctx, campaign.QuestCount{Character: sheet.ID, Name: sheet.Name, Step: 1, Done: 1})
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	got, _ := store.Character(ctx, c.ID, sheet.ID)
	if got.Quest == nil || got.Quest.Steps[0].Done == 0 || got.Quest.Steps[1].Done != 1 {
		t.Fatalf("the quest was not advanced (the test would see no leak): %+v", got.Quest)
	}
	secrets := []string{quest.ID, quest.Opens, "Whisper to a quelp", "Rats killed", "kills:", `"quest"`}
	for _, w := range quest.Name {
		secrets = append(secrets, w)
	}
	for _, device := range []string{"phone", "tv"} {
		_, msgs := rawMessages(ctx, t, h, device)
		for _, m := range msgs {
			e, err := decodeEvent(m.Data())
			if err != nil {
				t.Fatal(err)
			}
			for _, got := range []string{string(m.Data()), string(e.Scenario), string(e.Entry)} {
				for _, secret := range secrets {
					if strings.Contains(got, secret) {
						t.Errorf("a message to %s holds %q", device, secret)
					}
				}
			}
		}
	}
}
