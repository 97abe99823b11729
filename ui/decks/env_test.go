package decks

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"golang.org/x/text/language"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/locales"
	"github.com/haventable/haventable/ui/screen"
	"github.com/haventable/haventable/ui/screen/screentest"
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
	spellweaver := screentest.Spellweaver
	spellweaver.Perks = []string{"add +1 roll, +0 roll fire @spellweaver", "replace -1 with +1 @spellweaver"}
	store, s := screentest.OpenSample(t, "test", setup, screentest.Brute, spellweaver)
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
