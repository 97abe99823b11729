package decks

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
	"golang.org/x/text/language"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/rules"
)

// A Frosthaven scenario's loot deck is on the Decks tab after the
// attack modifier decks: the cards left by kind, and the cards each
// character drew; Undo takes a draw back there too. Other scenarios show
// none.
func TestLootDeckShown(t *testing.T) {
	loot := &engine.LootSetup{Cards: []engine.LootCard{{Kind: "money", Amount: 3}, {Kind: "lumber", Amount: 2}},
		Counts: map[string]int{"money": 1, "lumber": 1}}
	env, w := newEnvWith(t, language.English, engine.Setup{Level: 1, Seed: 7, Rules: rules.Frosthaven, Loot: loot})
	s := New(env)
	defer s.Close()
	w.SetContent(s.Content())
	w.Resize(fyne.NewSize(900, 700))
	texts := func() string {
		var out []string
		var walk func(o fyne.CanvasObject)
		walk = func(o fyne.CanvasObject) {
			switch x := o.(type) {
			case *widget.Label:
				if x.Visible() {
					out = append(out, x.Text)
				}
			case *widget.Card:
				walk(x.Content)
			case *fyne.Container:
				for _, c := range x.Objects {
					walk(c)
				}
			}
		}
		walk(s.list)
		return strings.Join(out, "\n")
	}
	if got := texts(); !strings.Contains(got, "Loot deck\n2 cards left: 1 money, 1 lumber\nNo card drawn yet.") {
		t.Fatalf("before any loot: %q", got)
	}
	scn := env.Table.Scenario()
	var hero engine.Figure
	for _, f := range scn.Figures() {
		if f.Kind == engine.KindCharacter {
			hero = f
			break
		}
	}
	if _, err := env.Table.Do(engine.PlaceMoney{At: hero.At, Count: 1}); err != nil {
		t.Fatal(err)
	}
	rep, err := env.Table.Do(engine.LootMoney{At: hero.At, By: hero.ID})
	if err != nil || len(rep.Loot) != 1 {
		t.Fatalf("loot: %+v %v", rep, err)
	}
	want := hero.Name + " drew 3 gold"
	left := "1 card left: 1 lumber"
	if rep.Loot[0].Kind == "lumber" {
		want, left = hero.Name+" drew 2 lumber", "1 card left: 1 money"
	}
	if got := texts(); !strings.Contains(got, left+"\n"+want) {
		t.Fatalf("after a draw: %q, want %q then %q", got, left, want)
	}
	if err := env.Table.Session().Undo(t.Context()); err != nil {
		t.Fatal(err)
	}
	if got := texts(); !strings.Contains(got, "2 cards left") || strings.Contains(got, " drew ") {
		t.Errorf("after Undo: %q", got)
	}

	plain, pw := newEnv(t, language.English)
	ps := New(plain)
	defer ps.Close()
	pw.SetContent(ps.Content())
	for _, o := range ps.list.Objects {
		if o == fyne.CanvasObject(ps.loot.card) {
			t.Error("a scenario without a loot deck shows one")
		}
	}
}
