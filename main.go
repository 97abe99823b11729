// Command haventable is the Haventable desktop app: the rules work of a
// hex-grid dungeon crawler (attack modifier decks, attack resolution, area
// templates with line of sight, an offline campaign, a card battle) in a
// Fyne window.
//
// Usage:
//
//	haventable [--db PATH] [--lang en|de|fr] [--scenario FILE]
//	haventable --screenshot FILE.png [--view map|attack|campaign|battle|editor] [--size WxH]
//	haventable --version
package main

import (
	"context"
	_ "embed"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"strings"
	"sync"
	"syscall"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/app"
	"github.com/BurntSushi/toml"
	"golang.org/x/text/language"

	"github.com/haventable/haventable/engine/campaign"
	"github.com/haventable/haventable/engine/pack"
	"github.com/haventable/haventable/engine/party"
	"github.com/haventable/haventable/engine/scenariofile"
	"github.com/haventable/haventable/locales"
	"github.com/haventable/haventable/locales/syslocale"
	"github.com/haventable/haventable/persistence"
	"github.com/haventable/haventable/persistence/play"
	"github.com/haventable/haventable/ui"
	"github.com/haventable/haventable/ui/assets"
	"github.com/haventable/haventable/ui/qr"
	"github.com/haventable/haventable/ui/safefile"
	"github.com/haventable/haventable/ui/settings"
	"github.com/haventable/haventable/ui/snapshot"
)

//go:embed FyneApp.toml
var fyneAppTOML []byte

// metadata is the [Details] table of FyneApp.toml.
type metadata struct {
	Details struct {
		Name    string
		ID      string
		Version string
		Build   int
	}
}

// prefLanguage is the preference key holding the language chosen in the
// View › Language menu.
const prefLanguage = "language"

// windowShown, when a test sets it, is called once the window is shown
// (main_layout_test.go reads where the controls lie through it).
var windowShown func(fyne.Window, *ui.Shell)

// memoryLimit is the soft limit of the Go heap unless GOMEMLIMIT says
// otherwise: a table companion runs beside other programs on a laptop, so
// the collector works a little harder rather than let garbage pile up.
const memoryLimit = 64 << 20

func main() {
	useParentConsole()
	if os.Getenv("GOMEMLIMIT") == "" {
		debug.SetMemoryLimit(memoryLimit)
	}
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

// options are the parsed command line.
type options struct {
	db, lang, scenario     string
	version                bool
	screenshot, view, size string
	checkData              string
	with                   fileList
	json                   bool
	share                  bool
	listen                 string
	join, code, as         string
}

// asked are the characters --as names, separated by commas.
func asked(as string) []string {
	var out []string
	for _, a := range strings.Split(as, ",") {
		if a = strings.TrimSpace(a); a != "" {
			out = append(out, a)
		}
	}
	return out
}

// fileList is a flag given once per file (--with A --with B).
type fileList []string

func (l *fileList) String() string { return strings.Join(*l, ", ") }

// Set adds one file.
func (l *fileList) Set(path string) error {
	*l = append(*l, path)
	return nil
}

// run is the program with its command line and output streams; it returns
// the exit code.
func run(args []string, stdout, stderr io.Writer) int {
	// SIGINT and SIGTERM close the store and end the program (exit status
	// 128 + the signal's number) at once, whatever the window is doing.
	// The handler is in place before anything is opened.
	term := handleSignals(os.Exit)
	defer term.finished() // after every other deferred call: the store is closed
	var meta metadata
	if _, err := toml.Decode(string(fyneAppTOML), &meta); err != nil {
		fmt.Fprintf(stderr, "haventable: FyneApp.toml: %v\n", err)
		return 1
	}
	// Until --lang is read, speak the system's language (for --help).
	sysLang, _ := locales.Match(syslocale.Original()...)
	tr, err := locales.New(sysLang)
	if err != nil {
		fmt.Fprintf(stderr, "haventable: %v\n", err)
		return 1
	}

	var o options
	fs := flag.NewFlagSet("haventable", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.StringVar(&o.db, "db", "", tr.T("FlagDB"))
	fs.StringVar(&o.lang, "lang", "", tr.T("FlagLang"))
	fs.StringVar(&o.scenario, "scenario", "", tr.T("FlagScenario"))
	fs.BoolVar(&o.version, "version", false, tr.T("FlagVersion"))
	fs.StringVar(&o.screenshot, "screenshot", "", tr.T("FlagScreenshot"))
	fs.StringVar(&o.view, "view", string(ui.ViewMap), tr.T("FlagView"))
	fs.StringVar(&o.size, "size", "1280x800", tr.T("FlagSize"))
	fs.StringVar(&o.checkData, "check-data", "", tr.T("FlagCheckData"))
	fs.BoolVar(&o.json, "json", false, tr.T("FlagJSON"))
	fs.Var(&o.with, "with", tr.T("FlagWith"))
	fs.BoolVar(&o.share, "share", false, tr.T("FlagShare"))
	fs.StringVar(&o.listen, "listen", "", tr.T("FlagListen"))
	fs.StringVar(&o.join, "join", "", tr.T("FlagJoin"))
	fs.StringVar(&o.code, "code", "", tr.T("FlagCode"))
	fs.StringVar(&o.as, "as", "", tr.T("FlagAs"))
	fs.Usage = func() {
		fmt.Fprintln(stderr, tr.T("Usage"))
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		return 2
	}
	fail := func(msg string) int {
		fmt.Fprintf(stderr, "haventable: %s\n", msg)
		return 1
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(stderr, "haventable: %s\n", tr.T("CLIExtraArgs", "Args", fmt.Sprint(fs.Args())))
		return 2
	}
	if o.version {
		fmt.Fprintln(stdout, tr.T("CLIVersion", "Name", meta.Details.Name, "Version", meta.Details.Version, "Build", meta.Details.Build))
		return 0
	}

	var langFlag language.Tag
	if o.lang != "" {
		if langFlag, err = locales.Parse(o.lang); err != nil {
			fmt.Fprintf(stderr, "haventable: %s\n", tr.T("CLIBadLanguage", "Value", o.lang, "Codes", fmt.Sprint(locales.Codes())))
			return 2
		}
		if tr, err = locales.New(langFlag); err != nil {
			return fail(err.Error())
		}
	}
	if o.join != "" && o.code == "" {
		fmt.Fprintf(stderr, "haventable: %s\n", tr.T("CLIJoinNeedsCode"))
		return 2
	}
	if o.as != "" && o.join == "" {
		fmt.Fprintf(stderr, "haventable: %s\n", tr.T("CLIAsNeedsJoin"))
		return 2
	}
	if o.checkData != "" {
		return checkData(o.checkData, o.with, o.json, tr, stdout, stderr)
	}
	view, err := ui.ParseView(o.view)
	if err != nil {
		fmt.Fprintf(stderr, "haventable: %s\n", tr.T("CLIBadView", "Value", o.view))
		return 2
	}
	size, err := snapshot.ParseSize(o.size)
	if err != nil {
		fmt.Fprintf(stderr, "haventable: %s\n", tr.T("CLIBadSize", "Value", o.size))
		return 2
	}

	// Without a display the window cannot open (GLFW would panic): say so
	// before any file is touched.
	if o.screenshot == "" && !haveDisplay(runtime.GOOS, os.Getenv) {
		fmt.Fprintln(stderr, prefixLines("haventable: ", tr.T("CLINoDisplay", "Program", filepath.Base(os.Args[0]))))
		return 1
	}

	if o.db == "" && o.screenshot != "" {
		// A screenshot must not create the real default database and its
		// first campaign: it draws from a temporary one.
		dir, err := os.MkdirTemp("", "haventable-screenshot-")
		if err != nil {
			return fail(err.Error())
		}
		defer os.RemoveAll(dir) // runs after the store is closed
		o.db = filepath.Join(dir, "campaign.db")
	}
	if o.db == "" {
		if o.db, err = defaultDBPath(); err != nil {
			return fail(tr.T("CLINoConfigDir", "Error", err.Error()))
		}
	}

	var a fyne.App
	if o.screenshot == "" {
		app.SetMetadata(fyne.AppMetadata{
			ID: meta.Details.ID, Name: meta.Details.Name, Version: meta.Details.Version,
			Build: meta.Details.Build, Icon: assets.Icon(), Release: true,
		})
		a = app.NewWithID(meta.Details.ID)
		a.SetIcon(assets.Icon())
	}
	// The app's own settings, in a file it writes atomically (Fyne's
	// preferences file, rewritten in place, was left empty by a kill).
	var prefs fyne.Preferences
	if a != nil {
		p, err := openSettings(a)
		if err != nil {
			fmt.Fprintln(stderr, err)
		}
		defer p.Close()
		term.setPrefs(p)
		prefs = p
	}
	// Language: --lang, then the saved preference, then the system locale.
	lang := langFlag
	if o.lang == "" {
		lang = sysLang
		if a != nil {
			if saved, err := locales.Parse(prefs.String(prefLanguage)); err == nil {
				lang = saved
			}
		}
		if tr, err = locales.New(lang); err != nil {
			return fail(err.Error())
		}
	}

	deps := ui.Deps{Language: lang, Version: meta.Details.Version, DBPath: o.db, Prefs: prefs}
	store, err := persistence.Open(o.db)
	storeOpen := err == nil
	deps.LoadScenario = func(path string) (*scenariofile.File, error) { return loadScenario(path, store, storeOpen) }
	if o.scenario != "" {
		deps.Preview, deps.ScenarioProblem = deps.LoadScenario(o.scenario)
		deps.PreviewSource = o.scenario
	}
	if err != nil {
		deps.DBProblem = storeProblem(o.db, err)
	} else {
		defer store.Close()
		term.setStore(store)
		deps.Store = store
		if deps.Session, err = openCampaign(context.Background(), store, prefs, tr, deps.Preview); err != nil {
			deps.DBProblem = storeProblem(o.db, err)
		}
	}
	if a != nil {
		// Every file written through Fyne's dialogs is replaced whole or
		// not at all, and never over the campaign database.
		var guard safefile.Guard
		if deps.Store != nil {
			guard = deps.Store.CheckTarget
		}
		safefile.Register(guard)
	}
	if deps.Preview == nil {
		deps.Preview, err = scenariofile.Sample(scenariofile.DefaultSample)
		if err != nil {
			return fail(err.Error())
		}
	}

	if o.screenshot != "" {
		if p := deps.DBProblem; p != nil {
			return fail(p.Text(tr))
		}
		if err := deps.ScenarioProblem; err != nil {
			return fail(tr.T("ScenarioLoadFailed", "Error", err.Error()))
		}
		if err := snapshot.WritePNG(o.screenshot, deps, view, size); err != nil {
			return fail(err.Error())
		}
		fmt.Fprintln(stdout, tr.T("CLIScreenshotWritten", "Path", o.screenshot, "View", string(view), "Width", int(size.Width), "Height", int(size.Height)))
		return 0
	}

	deps.SaveLanguage = func(t language.Tag) {
		base, _ := t.Base()
		prefs.SetString(prefLanguage, base.String())
	}
	w := a.NewWindow(meta.Details.Name)
	shell, err := ui.New(a, w, deps)
	if err != nil {
		return fail(err.Error())
	}
	shell.Show(view)
	// The size the player left the window at, fitted to the screen it
	// opens on, or the first time, most of that screen.
	w.Resize(shell.WindowSizeOn(screenSize(w)))
	w.SetMaster()
	w.Show()
	shell.RememberSize()
	if windowShown != nil {
		windowShown(w, shell)
	}
	shell.ShowProblems()
	if o.join != "" {
		if err := shell.Join(o.join, o.code, asked(o.as)...); err != nil {
			return fail(err.Error())
		}
		defer shell.Leave()
	}
	if o.share {
		if err := shell.StartSharing(o.listen); err != nil {
			return fail(err.Error())
		}
		defer shell.StopSharing()
		addrs, code, _ := shell.Sharing()
		fmt.Fprintln(stdout, tr.T("CLISharing", "Addresses", strings.Join(addrs, ", "), "Code", code))
		fmt.Fprintln(stdout, tr.T("CLISharingPage", "Pages", strings.Join(shell.SharingPage(), " ")))
		if links := shell.JoinLinks(); len(links) > 0 {
			if code, err := qr.Text(links[0]); err == nil {
				fmt.Fprintln(stdout, tr.T("CLISharingScan"))
				fmt.Fprint(stdout, code)
			}
		}
	}
	stopTrim := trimHeap(trimEvery, trimAbove)
	profileHeapLater(os.Getenv(heapProfileEnv), heapProfileAfter)
	defer stopTrim()
	a.Run()
	return 0
}

// terminator ends the program on SIGINT or SIGTERM: it closes the store
// (SQLite checkpoints and removes its -wal) and exits at once, with status
// 128 + the signal's number. It does not wait for the window: Fyne's event
// loop may not wake up for a quit while dialogs are open. A transaction the
// window has under way is rolled back, as after a crash; every committed
// one is kept.
type terminator struct {
	mu    sync.Mutex
	store *persistence.Store
	prefs *settings.Prefs
	done  chan struct{}
	stop  func()
}

// handleSignals starts listening for SIGINT and SIGTERM; exit ends the
// program (os.Exit, or a test's stand-in).
func handleSignals(exit func(int)) *terminator {
	t := &terminator{done: make(chan struct{})}
	ch := make(chan os.Signal, 1)
	signal.Notify(ch, os.Interrupt, syscall.SIGTERM)
	t.stop = func() { signal.Stop(ch) }
	go func() {
		var sig os.Signal
		select {
		case sig = <-ch:
		case <-t.done:
			return
		}
		n := 1
		if s, ok := sig.(syscall.Signal); ok {
			n = int(s)
		}
		t.mu.Lock()
		defer t.mu.Unlock() // held until exit: run cannot close the store meanwhile
		if t.store != nil {
			t.store.Close()
		}
		if t.prefs != nil {
			t.prefs.Close()
		}
		exit(128 + n)
	}()
	return t
}

// setPrefs makes p the settings a signal writes out.
func (t *terminator) setPrefs(p *settings.Prefs) {
	t.mu.Lock()
	t.prefs = p
	t.mu.Unlock()
}

// setStore makes s the store a signal closes.
func (t *terminator) setStore(s *persistence.Store) {
	t.mu.Lock()
	t.store = s
	t.mu.Unlock()
}

// finished stops listening; run has returned and closed the store.
func (t *terminator) finished() {
	t.stop()
	close(t.done)
}

// haveDisplay reports whether a window can open: on systems whose windows
// go through X11 or Wayland, $DISPLAY or $WAYLAND_DISPLAY must be set.
func haveDisplay(goos string, getenv func(string) string) bool {
	switch goos {
	case "linux", "freebsd", "openbsd", "netbsd", "dragonfly":
		return getenv("DISPLAY") != "" || getenv("WAYLAND_DISPLAY") != ""
	}
	return true
}

// prefixLines puts prefix before every line of text.
func prefixLines(prefix, text string) string {
	lines := strings.Split(strings.TrimRight(text, "\n"), "\n")
	for i, l := range lines {
		lines[i] = strings.TrimRight(prefix+l, " ")
	}
	return strings.Join(lines, "\n")
}

// defaultDBPath is the campaign database in the user's config folder
// (~/.config/haventable/campaign.db on Linux); the folder is created if
// missing.
func defaultDBPath() (string, error) {
	dir, err := os.UserConfigDir()
	if err != nil {
		return "", err
	}
	dir = filepath.Join(dir, "haventable")
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return "", err
	}
	return filepath.Join(dir, "campaign.db"), nil
}

// openSettings opens the app's settings file, settings.json in the
// haventable folder of the config folder, taking over the values of
// Fyne's preferences file of earlier versions the first time.
func openSettings(a fyne.App) (*settings.Prefs, error) {
	dir, err := os.UserConfigDir()
	if err != nil {
		dir = a.Storage().RootURI().Path()
	} else {
		dir = filepath.Join(dir, "haventable")
	}
	return settings.Open(filepath.Join(dir, "settings.json"), filepath.Join(a.Storage().RootURI().Path(), "preferences.json"))
}

// storeProblem sorts an error of persistence.Open by what the user can do.
func storeProblem(path string, err error) *ui.StoreProblem {
	p := &ui.StoreProblem{Kind: ui.StoreOther, Path: path, Err: err}
	switch {
	case errors.Is(err, persistence.ErrDamaged): // before ErrNotDatabase, which it wraps
		p.Kind = ui.StoreDamaged
	case errors.Is(err, persistence.ErrNotDatabase):
		p.Kind = ui.StoreNotDatabase
	case errors.Is(err, persistence.ErrSchemaTooNew):
		p.Kind = ui.StoreTooNew
	case errors.Is(err, persistence.ErrLocked):
		p.Kind = ui.StoreLocked
	case errors.Is(err, persistence.ErrReadOnly):
		p.Kind = ui.StoreReadOnly
	case errors.Is(err, persistence.ErrJournalLost):
		p.Kind = ui.StoreJournalLost
	case errors.Is(err, persistence.ErrLinked):
		p.Kind = ui.StoreLinked
	case errors.Is(err, persistence.ErrJournalElsewhere):
		p.Kind = ui.StoreJournalElsewhere
	}
	return p
}

// openCampaign opens the table of the campaign played last (or the first
// one). On the very first start it creates a campaign with a sample party,
// so that a newcomer has something to play at once. A campaign whose
// scenario in progress this build cannot read (persistence.Unreadable) is
// passed over: another one is opened, or none (nil, nil) if none can be;
// the campaign screen lists it with the reason.
//
// start, when not nil, is the scenario the first campaign starts with (the
// file given with --scenario) instead of the sample.
func openCampaign(ctx context.Context, store *persistence.Store, prefs fyne.Preferences, tr *locales.Translator, start *scenariofile.File) (*play.Session, error) {
	campaigns, err := store.Campaigns(ctx)
	if err != nil {
		return nil, err
	}
	unreadable, err := store.Unreadable(ctx)
	if err != nil {
		return nil, err
	}
	var id int64
	key := ui.PrefCampaignOf(store)
	if prefs != nil {
		last := int64(prefs.IntWithFallback(key, -1))
		if last < 0 {
			// The one campaign kept for every database by earlier
			// versions goes to the first database opened, and to no
			// other.
			last = int64(prefs.Int(ui.PrefCampaign))
			prefs.RemoveValue(ui.PrefCampaign)
		}
		for _, c := range campaigns {
			if c.ID == last && unreadable[c.ID] == nil {
				id = last
			}
		}
	}
	for _, c := range campaigns {
		if id == 0 && unreadable[c.ID] == nil {
			id = c.ID
		}
	}
	if id == 0 && len(campaigns) > 0 {
		return nil, nil // every campaign is unreadable: open none
	}
	if id == 0 {
		if id, err = firstCampaign(ctx, store, tr, start); err != nil {
			return nil, fmt.Errorf("create the first campaign: %w", err)
		}
	}
	if prefs != nil {
		prefs.SetInt(key, int(id))
	}
	return play.Open(ctx, store, id)
}

// firstCampaign creates the campaign a new database starts with, whole or
// not at all: a party of two sample characters (invented for this program)
// with file (nil: the sample scenario) on the table, as many of them as it
// has starting hexes. The database is then checkpointed, so that the new
// campaign is in the main file and not only in its log.
func firstCampaign(ctx context.Context, store *persistence.Store, tr *locales.Translator, file *scenariofile.File) (int64, error) {
	if file == nil {
		sample, err := scenariofile.Sample(scenariofile.DefaultSample)
		if err != nil {
			return 0, err
		}
		file = sample
	}
	c, err := store.CreateCampaignWith(ctx, persistence.NewCampaign{
		Name:  tr.T("FirstCampaignName"),
		Party: campaign.Party{Name: tr.T("FirstPartyName")},
		Characters: []campaign.Character{
			{Class: "warden", Name: "Ysolde", Level: 1, Perks: []string{"remove -1, -1"}},
			{Class: "arcanist", Name: "Tamsin", Level: 1, Perks: []string{"replace -1 with +1"}},
		},
		Start: func(members []campaign.Character) (persistence.Action, error) {
			members = members[:min(len(members), len(file.Starts))]
			scn, err := party.BuildScenario(file, 1, uint64(time.Now().UnixNano()), campaign.Members(members))
			if err != nil {
				return persistence.Action{}, fmt.Errorf("start scenario %s: %w", file.Title, err)
			}
			return play.StartAction(scn)
		},
	})
	if err != nil {
		return 0, err
	}
	if err := store.Checkpoint(ctx); err != nil {
		return 0, err
	}
	return c.ID, nil
}

// loadScenario reads a scenario file and checks that there are stats for
// its monsters (engine.UnknownMonstersError otherwise): the samples' and,
// when the store is open, its data packs'.
func loadScenario(path string, store *persistence.Store, open bool) (*scenariofile.File, error) {
	f, err := scenariofile.Load(path)
	if err != nil {
		return nil, err
	}
	table := pack.Builtin().MonsterTable(scenariofile.MaxPlayers)
	if open {
		if table, err = store.MonsterTable(context.Background(), scenariofile.MaxPlayers); err != nil {
			return nil, err
		}
	}
	if err := table.CheckFile(f); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return f, nil
}
