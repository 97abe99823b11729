// Package screentest builds what the screens' tests share: a real
// screen.Env on a campaign store in a temporary directory, with the sample
// scenario in progress, and small helpers around it.
package screentest

import (
	"context"
	"fmt"
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"golang.org/x/text/language"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/campaign"
	"github.com/haventable/haventable/engine/party"
	"github.com/haventable/haventable/engine/scenariofile"
	"github.com/haventable/haventable/locales"
	// A C or POSIX locale must not make Fyne log an error in tests either.
	_ "github.com/haventable/haventable/locales/syslocale"
	"github.com/haventable/haventable/persistence"
	"github.com/haventable/haventable/persistence/play"
	"github.com/haventable/haventable/persistence/share"
	"github.com/haventable/haventable/ui/mapview"
	"github.com/haventable/haventable/ui/screen"
)

// Hero is a character of the party OpenSample and SampleTable set at the
// sample scenario's table: its figure's id and name, and its perks.
type Hero struct {
	ID, Name string
	Perks    []string
	// Items are the items it brings to the table (engine.WithItems).
	Items []engine.TableItem
}

// The heroes of NewEnv.
var (
	Brute       = Hero{ID: "brute", Name: "Brute"}
	Spellweaver = Hero{ID: "spellweaver", Name: "Spellweaver"}
)

// SampleTable creates a campaign called name in store and starts its
// table on the default sample scenario as set up (level, seed ...), with
// heroes standing on the first starting hexes, 10 hit points each: "a
// campaign with the sample scenario", the one fixture of the screens'
// tests and examples.
func SampleTable(store *persistence.Store, name string, setup engine.Setup, heroes ...Hero) (*play.Session, error) {
	return SampleTableWith(store, name, setup, nil, heroes...)
}

// SampleTableWith is SampleTable for a scenario started with the effects
// of the events in pending (play.Session.StartWith).
func SampleTableWith(store *persistence.Store, name string, setup engine.Setup, pending []campaign.Pending, heroes ...Hero) (*play.Session, error) {
	ctx := context.Background()
	c, err := store.CreateCampaign(ctx, name)
	if err != nil {
		return nil, err
	}
	s, err := play.Open(ctx, store, c.ID)
	if err != nil {
		return nil, err
	}
	file, err := scenariofile.Sample(scenariofile.DefaultSample)
	if err != nil {
		return nil, err
	}
	scn, err := engine.LoadScenarioFor(file, setup, engine.SampleMonsters)
	if err != nil {
		return nil, err
	}
	for i, h := range heroes {
		hero := engine.Figure{ID: h.ID, Name: h.Name, Kind: engine.KindCharacter,
			Side: engine.SideParty, At: file.Starts[i], OnMap: true, HP: 10, MaxHP: 10}
		if scn, err = scn.WithCharacter(hero, h.Perks); err != nil {
			return nil, err
		}
		if len(h.Items) > 0 {
			if scn, err = scn.WithItems(h.ID, h.Items); err != nil {
				return nil, err
			}
		}
	}
	started, err := party.StartWith(scn, campaign.NextOf(pending))
	if err != nil {
		return nil, err
	}
	if err := s.StartWith(ctx, scn, pending, started.Short); err != nil {
		return nil, err
	}
	return s, nil
}

// OpenSample is SampleTable on a new store in a temporary directory,
// closed when the test ends; it fails the test on an error.
func OpenSample(t testing.TB, name string, setup engine.Setup, heroes ...Hero) (*persistence.Store, *play.Session) {
	t.Helper()
	return OpenSampleWith(t, name, setup, nil, heroes...)
}

// OpenSampleWith is OpenSample for a scenario started with the effects of
// the events in pending (SampleTableWith).
func OpenSampleWith(t testing.TB, name string, setup engine.Setup, pending []campaign.Pending, heroes ...Hero) (*persistence.Store, *play.Session) {
	t.Helper()
	store, err := persistence.Open(filepath.Join(t.TempDir(), "c.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { store.Close() })
	s, err := SampleTableWith(store, name, setup, pending, heroes...)
	if err != nil {
		t.Fatal(err)
	}
	return store, s
}

// NewEnv builds a real environment in lang: a campaign store in a
// temporary directory, its table session with the default sample scenario
// started (seed 7) with two characters, "brute" and "spellweaver", on the
// first starting hexes, and the map model following the table.
func NewEnv(t testing.TB, lang language.Tag) *screen.Env {
	t.Helper()
	return NewEnvWith(t, lang, Brute, Spellweaver)
}

// NewEnvWith is NewEnv with the given heroes.
func NewEnvWith(t testing.TB, lang language.Tag, heroes ...Hero) *screen.Env {
	t.Helper()
	store, s := OpenSample(t, "test", engine.Setup{Level: 1, Seed: 7}, heroes...)
	env, err := envOn(store, s, lang, func(err error) { t.Errorf("map: %v", err) })
	if err != nil {
		t.Fatal(err)
	}
	return env
}

// Reopen is env's table as the app opened again finds it: a new session
// on the same store resuming the same campaign (the scenario in progress
// and the undo history as stored), in a new environment in lang. It
// fails the test on an error.
func Reopen(t testing.TB, env *screen.Env, lang language.Tag) *screen.Env {
	t.Helper()
	s, err := play.Open(context.Background(), env.Store, env.Table.Session().Campaign())
	if err != nil {
		t.Fatal(err)
	}
	again, err := envOn(env.Store, s, lang, func(err error) { t.Errorf("map: %v", err) })
	if err != nil {
		t.Fatal(err)
	}
	return again
}

// envOn is the environment of the table of s in store, in lang, with the
// map model following the table (onMapError told when it cannot).
func envOn(store *persistence.Store, s *play.Session, lang language.Tag, onMapError func(error)) (*screen.Env, error) {
	tr, err := locales.New(lang)
	if err != nil {
		return nil, err
	}
	env := &screen.Env{Tr: tr, Store: store, Table: &screen.Table{}, Map: mapview.NewModel()}
	env.Table.OnChange(func(play.Change) {
		if scn := env.Table.Scenario(); scn != nil {
			if err := env.Map.SetFromEngine(scn); err != nil {
				onMapError(err)
			}
		}
	})
	env.Table.SetSession(s)
	return env, nil
}

// Show puts content in a test window of the given size, closed when the
// test ends.
func Show(t testing.TB, content fyne.CanvasObject, w, h float32) fyne.Window {
	t.Helper()
	win := test.NewWindow(content)
	win.Resize(fyne.NewSize(w, h))
	t.Cleanup(win.Close)
	return win
}

// Undo undoes the table's last action, failing the test if it cannot.
func Undo(t testing.TB, env *screen.Env) {
	t.Helper()
	if err := env.Table.Session().Undo(context.Background()); err != nil {
		t.Fatal(err)
	}
}

// Figure returns a figure of the scenario in progress, failing the test if
// there is none with that id.
func Figure(t testing.TB, env *screen.Env, id string) engine.Figure {
	t.Helper()
	f, ok := env.Table.Scenario().Figure(id)
	if !ok {
		t.Fatalf("no figure %q", id)
	}
	return f
}

// Do performs the actions at env's table in turn, each one recorded, and
// fails the test at the first the table refuses.
func Do(t testing.TB, env *screen.Env, actions ...engine.Action) {
	t.Helper()
	for _, a := range actions {
		if _, err := env.Table.Do(a); err != nil {
			t.Fatalf("%s: %v", a.Kind(), err)
		}
	}
}

// Sample is what the shell sets up before a screen, for examples (which
// have no testing.T): a campaign store at db, its table session with the
// default sample scenario started (seed 7) with the brute on the first
// starting hex, and the map model following the table. done closes the
// store.
func Sample(db string) (env *screen.Env, done func(), err error) {
	store, err := persistence.Open(db)
	if err != nil {
		return nil, nil, err
	}
	env, err = startSample(store)
	if err != nil {
		store.Close()
		return nil, nil, err
	}
	return env, func() { store.Close() }, nil
}

func startSample(store *persistence.Store) (*screen.Env, error) {
	s, err := SampleTable(store, "example", engine.Setup{Level: 1, Seed: 7}, Brute)
	if err != nil {
		return nil, err
	}
	return envOn(store, s, language.English, func(error) {})
}

// Joined makes env's window play its table as a device joined to it would
// whose host gives it rights (share.Rights): the screens read the rights
// through screen.Table.Allows, and an action outside them is refused
// before it reaches the table. The table underneath is env's own session,
// so what is allowed is done and recorded as usual.
func Joined(env *screen.Env, rights share.Rights) *JoinedTable {
	j := &JoinedTable{session: env.Table.Session(), Rights: rights}
	env.Table.SetRemote(j)
	return j
}

// JoinedTable is the screen.Remote of Joined; change Rights, then call
// the table's Changed, as a device told of its new rights does.
type JoinedTable struct {
	session *play.Session
	Rights  share.Rights
}

// Scenario is the table's scenario.
func (j *JoinedTable) Scenario() *engine.Scenario { return j.session.Scenario() }

// Allows reports whether the rights allow a.
func (j *JoinedTable) Allows(a engine.Action) bool { return j.Rights.Allows(j.session.Scenario(), a) }

// Do does a when the rights allow it, with the table's report.
func (j *JoinedTable) Do(a engine.Action) (engine.Report, error) {
	if !j.Allows(a) {
		return engine.Report{}, fmt.Errorf("%s: %w", a.Kind(), share.ErrNotAllowed)
	}
	return j.session.Do(context.Background(), a)
}
