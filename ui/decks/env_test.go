package decks

import (
	"context"
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"golang.org/x/text/language"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/scenariofile"
	"github.com/haventable/haventable/locales"
	"github.com/haventable/haventable/persistence"
	"github.com/haventable/haventable/persistence/play"
	"github.com/haventable/haventable/ui/screen"
)

// newEnv builds a real environment: a campaign store in a temporary
// directory, its table session with the default sample scenario started
// and two characters (the second with a perk) added, and a test window.
func newEnv(t testing.TB, lang language.Tag) (*screen.Env, fyne.Window) {
	t.Helper()
	return newEnvWith(t, lang, engine.Setup{Level: 1, Seed: 7})
}

// newEnvWith is newEnv with the sample scenario set up as given.
func newEnvWith(t testing.TB, lang language.Tag, setup engine.Setup) (*screen.Env, fyne.Window) {
	t.Helper()
	ctx := context.Background()
	store, err := persistence.Open(filepath.Join(t.TempDir(), "c.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { store.Close() })
	c, err := store.CreateCampaign(ctx, "test")
	if err != nil {
		t.Fatal(err)
	}
	s, err := play.Open(ctx, store, c.ID)
	if err != nil {
		t.Fatal(err)
	}
	file, err := scenariofile.Sample(scenariofile.DefaultSample)
	if err != nil {
		t.Fatal(err)
	}
	scn, err := engine.LoadScenarioFor(file, setup, engine.SampleMonsters)
	if err != nil {
		t.Fatal(err)
	}
	heroes := []struct {
		id, name string
		perks    []string
	}{
		{"brute", "Brute", nil},
		{"spellweaver", "Spellweaver", []string{"add +1 roll, +0 roll fire @spellweaver", "replace -1 with +1 @spellweaver"}},
	}
	for i, h := range heroes {
		hero := engine.Figure{ID: h.id, Name: h.name, Kind: engine.KindCharacter,
			Side: engine.SideParty, At: file.Starts[i], OnMap: true, HP: 10, MaxHP: 10}
		if scn, err = scn.WithCharacter(hero, h.perks); err != nil {
			t.Fatal(err)
		}
	}
	if err := s.Start(ctx, scn); err != nil {
		t.Fatal(err)
	}
	tr, err := locales.New(lang)
	if err != nil {
		t.Fatal(err)
	}
	w := test.NewWindow(nil)
	t.Cleanup(w.Close)
	env := &screen.Env{Window: w, Tr: tr, Store: store, Table: &screen.Table{}}
	env.Table.SetSession(s)
	return env, w
}
