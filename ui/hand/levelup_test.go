package hand

import (
	"context"
	"errors"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"
	"golang.org/x/text/language"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/campaign"
	"github.com/haventable/haventable/engine/pack"
	"github.com/haventable/haventable/engine/rules"
	"github.com/haventable/haventable/engine/scenariofile"
	"github.com/haventable/haventable/locales"
	"github.com/haventable/haventable/persistence"
	"github.com/haventable/haventable/persistence/play"
	"github.com/haventable/haventable/ui/mapview"
	"github.com/haventable/haventable/ui/screen"
	"github.com/haventable/haventable/ui/screen/screentest"
)

// embersPack is an invented class in the pack format: a hand of 4, cards
// 1 to 3 of level 1, card 4 of level X, cards 5 (Firewalk: its bottom a
// move 5) and 6 (Blaze) of level 2.
const embersPack = "testdata/embers-pack.json"

// The level-up and enhancement flow: a character of the invented class
// levels up, picks Firewalk (level 2; Blaze stays out of its pool), has
// its move enhanced +1 for the gold the Gloomhaven rules ask, the
// enhancement undone (the gold back) and redone; at the scenario's start
// the hand offers the pool only, and Firewalk's move plays as move 6.
func TestLevelUpPickAndEnhancementPlay(t *testing.T) {
	test.NewTempApp(t)
	ctx := context.Background()
	store, err := persistence.Open(filepath.Join(t.TempDir(), "c.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { store.Close() })
	p, err := pack.Load(embersPack)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := store.AddPack(ctx, p, "embers.json"); err != nil {
		t.Fatal(err)
	}
	camp, err := store.CreateCampaign(ctx, "Embers")
	if err != nil {
		t.Fatal(err)
	}
	sess, err := play.Open(ctx, store, camp.ID)
	if err != nil {
		t.Fatal(err)
	}
	ash := campaign.Character{Class: "Emberwright", Name: "Ash", Level: 1, Gold: 100}
	if ash.ID, err = sess.Edit(ctx, campaign.AddCharacter{Character: ash}); err != nil {
		t.Fatal(err)
	}
	sheet := func() campaign.Character {
		t.Helper()
		c, err := store.Character(ctx, camp.ID, ash.ID)
		if err != nil {
			t.Fatal(err)
		}
		return c
	}
	firewalk := campaign.PickCard{Character: ash.ID, CharacterName: "Ash", Card: 5, CardName: "Firewalk", CardLevel: 2}
	if _, err := sess.Edit(ctx, firewalk); !errors.Is(err, campaign.ErrNoPickDue) {
		t.Fatalf("a pick at level 1: %v, want refused", err)
	}
	// level up, then the pick
	ash = sheet()
	ash.Level = 2
	if _, err := sess.Edit(ctx, campaign.SaveCharacter{Character: ash}); err != nil {
		t.Fatal(err)
	}
	if _, err := sess.Edit(ctx, firewalk); err != nil {
		t.Fatal(err)
	}
	if _, err := sess.Edit(ctx, campaign.PickCard{Character: ash.ID, CharacterName: "Ash", Card: 6, CardName: "Blaze", CardLevel: 2}); !errors.Is(err, campaign.ErrNoPickDue) {
		t.Fatalf("a second pick at level 2: %v, want refused", err)
	}
	if got := sheet().Picks; !slices.Equal(got, []int{5}) {
		t.Fatalf("picks %v", got)
	}

	// the enhancement: move +1 on Firewalk's bottom, 30 + 25 (level 2)
	deck := p.ClassDecks[0].Cards
	card := deck[slices.IndexFunc(deck, func(c engine.ClassCard) bool { return c.Number == 5 })]
	move := engine.CardEnhancement{Card: 5, Half: engine.HalfBottom, Action: 0, Sticker: engine.StickerMove}
	e, err := campaign.NewEnhance(sheet(), rules.Gloomhaven, card, move)
	if err != nil || e.Cost != 55 {
		t.Fatalf("enhance %+v, %v: want a cost of 55", e, err)
	}
	if _, err := sess.Edit(ctx, e); err != nil {
		t.Fatal(err)
	}
	if c := sheet(); c.Gold != 45 || len(c.Enhancements) != 1 {
		t.Fatalf("after the enhancement: %d gold, %v", c.Gold, c.Enhancements)
	}
	// a second one on the same action costs 55 + 75: refused, 45 gold
	second, err := campaign.NewEnhance(sheet(), rules.Gloomhaven, card, move)
	if err != nil || second.Cost != 130 {
		t.Fatalf("second %+v, %v", second, err)
	}
	if _, err := sess.Edit(ctx, second); !errors.Is(err, campaign.ErrShortOfGold) {
		t.Fatalf("enhancement beyond the gold: %v", err)
	}
	if err := sess.Undo(ctx); err != nil {
		t.Fatal(err)
	}
	if c := sheet(); c.Gold != 100 || len(c.Enhancements) != 0 || !slices.Equal(c.Picks, []int{5}) {
		t.Fatalf("after undo: %d gold, %v, picks %v", c.Gold, c.Enhancements, c.Picks)
	}
	if err := sess.Redo(ctx); err != nil {
		t.Fatal(err)
	}
	if c := sheet(); c.Gold != 45 || len(c.Enhancements) != 1 {
		t.Fatalf("after redo: %d gold, %v", c.Gold, c.Enhancements)
	}

	// the scenario, with Ash on its sheet
	file, err := scenariofile.Sample(scenariofile.DefaultSample)
	if err != nil {
		t.Fatal(err)
	}
	scn, err := engine.LoadScenarioFor(file, engine.Setup{Level: 1, Seed: 7}, engine.SampleMonsters)
	if err != nil {
		t.Fatal(err)
	}
	if scn, err = scn.WithCharacter(engine.Figure{ID: "ash", Name: "Ash", Kind: engine.KindCharacter, Sheet: ash.ID,
		Side: engine.SideParty, At: file.Starts[0], OnMap: true, HP: 10, MaxHP: 10}, nil); err != nil {
		t.Fatal(err)
	}
	if err := sess.Start(ctx, scn); err != nil {
		t.Fatal(err)
	}
	tr, err := locales.New(language.English)
	if err != nil {
		t.Fatal(err)
	}
	env := &screen.Env{Tr: tr, Store: store, Table: &screen.Table{}, Map: mapview.NewModel()}
	env.Table.SetSession(sess)
	s := New(env)
	env.Window = show(t, s, 1024, 600)
	if got := s.Piles(); got != "0 of 4 picked, from 5 you may take" {
		t.Fatalf("piles %q: want the four level 1 and X cards and Firewalk", got)
	}
	for _, n := range []int{5, 1, 2, 3} {
		s.togglePick(n)
	}
	s.togglePick(6) // Blaze: not offered, so not taken
	s.togglePick(6)
	s.TakeHand()
	h, ok := env.Table.Scenario().HandOf("ash")
	if !ok || len(h.Cards) != 4 {
		t.Fatalf("hand %+v", h)
	}
	c, _ := h.Card(5)
	if v := c.Bottom.Actions[0].Value; v == nil || v.N != 6 {
		t.Fatalf("Firewalk's move in the hand: %+v, want 6", v)
	}
	// Blaze refused by the engine too: not in the pool
	if _, err := env.Table.Do(engine.ChooseHand{Character: "ash", Level: 2, HandSize: 4, Deck: deck, Cards: []int{6, 1, 2, 3},
		Pool: engine.CardPool(deck, []int{5})}); err == nil {
		t.Fatal("a card outside the pool taken")
	}
	screentest.Do(t, env, engine.ChooseCards{Character: "ash", Leading: 5, Second: 1})
	monstersAct(t, env)
	turnOf(t, env, "ash")
	s.PlayHalf(5, engine.HalfBottom, false)
	if st := s.Status(); !strings.Contains(st, "Move 6") {
		t.Errorf("status %q: want the enhanced move", st)
	}
	if left, ok := env.Table.Scenario().MoveLeft("ash"); !ok || left != 6 {
		t.Fatalf("move left %d %v, want 6", left, ok)
	}
}
