package ui

import (
	"context"
	"path/filepath"
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"golang.org/x/text/language"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/engine/scenariofile"
	"github.com/haventable/haventable/hexgrid"
	"github.com/haventable/haventable/persistence"
	"github.com/haventable/haventable/persistence/play"
	"github.com/haventable/haventable/ui/mapview"
)

// flowSetup finds, on the sample map, a hex for the hero, a template of
// the map screen's library and a seed such that the template's best
// placement hits two monsters and the hero's draws for them include a card
// with the shuffle symbol (so the end of the round shuffles the deck).
func flowSetup(t *testing.T, file *scenariofile.File) (at hexgrid.Hex, tmpl int, seed uint64) {
	t.Helper()
	base, err := engine.LoadScenario(file, 1, 1, engine.SampleMonsters)
	if err != nil {
		t.Fatal(err)
	}
	lib := mapview.Library()
	for _, h := range base.Map().Hexes() {
		if _, taken := base.FigureAt(h); taken || slices.Contains(file.Obstacles, h) {
			continue
		}
		for i, tp := range lib {
			if !tp.Shape.Self {
				continue // melee: no range to worry about
			}
			for seed = 1; seed <= 40; seed++ {
				scn, err := engine.LoadScenario(file, 1, seed, engine.SampleMonsters)
				if err != nil {
					t.Fatal(err)
				}
				if scn, err = scn.WithCharacter(flowHero(h), nil); err != nil {
					break
				}
				board, err := scn.AreaBoard("hero", 0)
				if err != nil {
					t.Fatal(err)
				}
				best, ok := board.Best(tp.Shape)
				if !ok || len(best.Targets) != 2 {
					break
				}
				rep, err := scn.Do(engine.DrawAttack{Attacker: "hero", Attack: modifier.Attack{Value: 2}, Targets: best.Targets})
				if err != nil {
					t.Fatal(err)
				}
				p := rep.Pending
				for _, r := range p.Targets {
					for _, c := range r.Drawn {
						if c.Shuffle {
							return h, i, seed
						}
					}
				}
			}
		}
	}
	t.Fatal("no hex, template and seed on the sample map for the flow")
	return
}

func flowHero(at hexgrid.Hex) engine.Figure {
	return engine.Figure{ID: "hero", Name: "Hero", Kind: engine.KindCharacter, Side: engine.SideParty,
		At: at, OnMap: true, HP: 10, MaxHP: 10}
}

func snapshotOf(t *testing.T, s *engine.Scenario) string {
	t.Helper()
	b, err := s.MarshalJSON()
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// TestWholeFlow: open the sample scenario, attack two monsters with an area
// template from the map, apply, end the round (the deck shuffles), undo
// twice, restart the app on the same database, and find the same state.
func TestWholeFlow(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "campaign.db")
	file, err := scenariofile.Sample(scenariofile.DefaultSample)
	if err != nil {
		t.Fatal(err)
	}
	at, tmpl, seed := flowSetup(t, file)

	store, err := persistence.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	c, err := store.CreateCampaign(ctx, "Flow")
	if err != nil {
		t.Fatal(err)
	}
	sess, err := play.Open(ctx, store, c.ID)
	if err != nil {
		t.Fatal(err)
	}
	scn, err := engine.LoadScenario(file, 1, seed, engine.SampleMonsters)
	if err != nil {
		t.Fatal(err)
	}
	if scn, err = scn.WithCharacter(flowHero(at), nil); err != nil {
		t.Fatal(err)
	}
	if err := sess.Start(ctx, scn); err != nil {
		t.Fatal(err)
	}
	a := test.NewTempApp(t)
	w := a.NewWindow("")
	s, err := New(a, w, Deps{Language: language.English, Store: store, Session: sess, Preview: file})
	if err != nil {
		t.Fatal(err)
	}
	w.Resize(fyne.NewSize(1280, 800))

	// On the map: the hero attacks with the template, placed where it
	// hits the most enemies.
	m := s.MapScreen().Model
	if err := m.Select("hero"); err != nil {
		t.Fatal(err)
	}
	if err := m.SetTemplate(tmpl); err != nil {
		t.Fatal(err)
	}
	best, ok := m.Best()
	if !ok || len(best.Targets) != 2 {
		t.Fatalf("best placement %+v", best)
	}
	hpBefore := map[string]int{}
	for _, id := range best.Targets {
		f, _ := sess.Scenario().Figure(id)
		hpBefore[id] = f.HP
	}
	s.Show(ViewAttack)
	s.attack.SetAttacker("hero")
	s.attack.UseTemplateTargets()
	if got := s.attack.Targets(); !slices.Equal(got, best.Targets) {
		t.Fatalf("panel targets %v, template targets %v", got, best.Targets)
	}
	s.attack.Draw()
	pending, ok := sess.Scenario().PendingAttack()
	if !ok || len(pending.Targets) != 2 {
		t.Fatalf("after Draw no pending attack on two targets: %+v", pending)
	}
	afterDraw := snapshotOf(t, sess.Scenario())
	s.attack.Apply()
	if _, ok := sess.Scenario().PendingAttack(); ok {
		t.Fatal("Apply left the attack pending")
	}
	for i, id := range best.Targets {
		f, _ := sess.Scenario().Figure(id)
		if want := hpBefore[id] - pending.Targets[i].Damage; f.HP != max(0, want) && f.Alive() {
			t.Errorf("%s has %d hit points, want %d", id, f.HP, want)
		}
	}
	deck, _ := sess.Scenario().Deck("hero")
	if !deck.ShufflePending {
		t.Fatal("a shuffle card was drawn but no shuffle is pending")
	}

	// End the round: the hero's deck is shuffled.
	s.Show(ViewMap)
	s.round.EndRound()
	deck, _ = sess.Scenario().Deck("hero")
	if sess.Scenario().Round() != 2 || deck.ShufflePending || len(deck.Discard) != 0 {
		t.Fatalf("after end of round: round %d, shuffle pending %v, %d discarded",
			sess.Scenario().Round(), deck.ShufflePending, len(deck.Discard))
	}

	// Undo twice: back to the attack drawn and not applied.
	s.Undo()
	s.Undo()
	if got := snapshotOf(t, sess.Scenario()); got != afterDraw {
		t.Fatal("two undos do not give back the attack as drawn")
	}
	w.Close()
	if err := store.Close(); err != nil {
		t.Fatal(err)
	}

	// Restart on the same database: the same state, still pending, with
	// the map showing the monsters as they stood.
	store2, err := persistence.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer store2.Close()
	sess2, err := play.Open(ctx, store2, c.ID)
	if err != nil {
		t.Fatal(err)
	}
	w2 := a.NewWindow("")
	defer w2.Close()
	s2, err := New(a, w2, Deps{Language: language.English, Store: store2, Session: sess2, Preview: file})
	if err != nil {
		t.Fatal(err)
	}
	if got := snapshotOf(t, sess2.Scenario()); got != afterDraw {
		t.Fatal("after a restart the scenario is not as it was left")
	}
	for _, id := range best.Targets {
		f, ok := s2.MapScreen().Model.Figure(id)
		if !ok || f.HP != hpBefore[id] {
			t.Errorf("after the restart the map shows %s with %d hit points, want %d", id, f.HP, hpBefore[id])
		}
	}
	if !sess2.CanRedo() {
		t.Error("the undone actions cannot be redone after the restart")
	}
}
