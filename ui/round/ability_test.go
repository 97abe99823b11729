package round

import (
	"context"
	"github.com/haventable/haventable/ui/abilities"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/pack"
	"github.com/haventable/haventable/engine/party"
	"github.com/haventable/haventable/engine/scenariofile"
	"github.com/haventable/haventable/ui/screen"
)

// withAbilityDecks starts on env's table the sample scenario with the
// built-in pack's monsters, ability decks and all, for two characters.
func withAbilityDecks(t *testing.T, env *screen.Env) {
	t.Helper()
	file, err := scenariofile.Sample(scenariofile.DefaultSample)
	if err != nil {
		t.Fatal(err)
	}
	scn, err := party.BuildScenario(file, 1, 11, []party.Member{{ID: 1, Name: "Brute", Level: 1}, {ID: 2, Name: "Spellweaver", Level: 1}})
	if err != nil {
		t.Fatal(err)
	}
	if err := env.Table.Session().Start(context.Background(), scn); err != nil {
		t.Fatal(err)
	}
}

func TestDrawAbilityCards(t *testing.T) {
	app := test.NewTempApp(t)
	app.Settings().SetTheme(theme.LightTheme())
	env := newEnv(t)
	withAbilityDecks(t, env)
	c := New(env)
	w := show(t, c.Content(), 1280, 800)
	if c.draw.Disabled() || c.draw.Importance != widget.HighImportance {
		t.Fatal("Draw ability cards is not offered at the start of the round")
	}
	found := false
	for _, sc := range c.Shortcuts() {
		found = found || sc.Key.KeyName == fyne.KeyI
	}
	if !found {
		t.Error("no shortcut draws the ability cards")
	}
	c.DrawAbilities()
	scn := env.Table.Scenario()
	packs := []*pack.Pack{pack.Builtin()}
	for _, typ := range scn.MonsterTypes() {
		ab, ok := scn.Ability(typ)
		if !ok || ab.Card < 0 {
			t.Fatalf("%s drew no card: %+v", typ, ab)
		}
		if in, set := scn.MonsterInitiative(typ); !set || in != ab.Info.Initiative {
			t.Errorf("%s acts on %d (%v), its card says %d", typ, in, set, ab.Info.Initiative)
		}
		r := c.monRows[typ]
		if !r.card.Visible() || r.card.Title() != abilities.CardName(c.env.Tr, ab.Info.Name, ab.Info.Number) || ab.Info.Number == 0 || !strings.HasPrefix(strings.Join(r.card.Lines(), "\n"), "Normal: ") &&
			!strings.Contains(strings.Join(r.card.Lines(), "\n"), "\nNormal: ") {
			t.Errorf("%s's row shows %q: %q", typ, r.card.Title(), r.card.Lines())
		}
		_, deck, _ := pack.FindMonster(packs, typ)
		if deck == nil || deck.Cards[ab.Card].Initiative != ab.Info.Initiative {
			t.Errorf("%s: card %d is not the pack's", typ, ab.Card)
		}
	}
	if !strings.HasPrefix(c.Status(), "Ability cards drawn: ") || !c.draw.Disabled() {
		t.Errorf("after drawing: status %q, button enabled %v", c.Status(), !c.draw.Disabled())
	}
	test.AssertImageMatches(t, "round-abilities.png", w.Canvas().Capture())

	c.DrawAbilities() // nothing waits: said in the status line, no error
	if c.Status() != "Every monster type on the map has its initiative for this round." {
		t.Errorf("a second draw says %q", c.Status())
	}
	undo(t, env)
	for _, typ := range env.Table.Scenario().MonsterTypes() {
		if _, set := env.Table.Scenario().MonsterInitiative(typ); set {
			t.Errorf("%s keeps its initiative after Undo", typ)
		}
		if c.monRows[typ].card.Visible() {
			t.Errorf("%s still shows a card after Undo", typ)
		}
	}
	if _, err := env.Table.Do(engine.DrawAbilities{}); err != nil {
		t.Fatal(err)
	}
}

// The round asks for no more width once initiatives are set or cards drawn
// (the real window grew by itself to fit a row that got longer: 1024 to
// 1043 pixels, and never shrank back); a longer row scrolls instead.
func TestMinWidthStaysPut(t *testing.T) {
	test.NewTempApp(t)
	env := newEnv(t)
	withAbilityDecks(t, env)
	c := New(env)
	show(t, c.Content(), 1024, 400)
	before := c.Content().MinSize().Width
	c.SetInitiative("brute", "12", "45")
	c.SetLongRest("spellweaver")
	c.DrawAbilities()
	if after := c.Content().MinSize().Width; after > before {
		t.Errorf("the round's minimum width grew from %v to %v", before, after)
	}
}
