package main

import (
	"bytes"
	"context"
	"database/sql"
	"errors"
	"fmt"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/scenariofile"
	"github.com/haventable/haventable/locales"
	"github.com/haventable/haventable/persistence"
	"github.com/haventable/haventable/ui"
	"github.com/haventable/haventable/ui/settings"
	"golang.org/x/text/language"
)

// TestMain lets a test run the program in a child process (the test binary
// itself, with HAVENTABLE_RUN_MAIN=1), to see what it logs at start-up.
func TestMain(m *testing.M) {
	if os.Getenv("HAVENTABLE_RUN_MAIN") == "1" {
		os.Args = append([]string{"haventable"}, strings.Fields(os.Getenv("HAVENTABLE_ARGS"))...)
		main()
		return
	}
	os.Exit(m.Run())
}

func runApp(t *testing.T, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	var out, errb bytes.Buffer
	code = run(args, &out, &errb)
	return code, out.String(), errb.String()
}

func TestVersion(t *testing.T) {
	code, out, _ := runApp(t, "--version")
	if code != 0 || !strings.HasPrefix(out, "Haventable 0.") {
		t.Errorf("--version: exit %d, %q", code, out)
	}
}

func TestBadFlags(t *testing.T) {
	db := filepath.Join(t.TempDir(), "c.db")
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"--lang", "xx"}, "--lang xx"},
		{[]string{"--db", db, "--view", "shop", "--screenshot", "x.png"}, "--view shop"},
		{[]string{"--db", db, "--size", "12", "--screenshot", "x.png"}, "--size 12"},
		{[]string{"stray"}, "stray"},
		{[]string{"--nosuchflag"}, "nosuchflag"},
		{[]string{"--as", "Hero"}, "--as"},
		{[]string{"--join", "127.0.0.1:1"}, "--code"},
	} {
		code, _, stderr := runApp(t, tc.args...)
		if code != 2 || !strings.Contains(stderr, tc.want) {
			t.Errorf("%v: exit %d, stderr %q; want exit 2 mentioning %q", tc.args, code, stderr, tc.want)
		}
	}
}

func TestScreenshot(t *testing.T) {
	dir := t.TempDir()
	shot := filepath.Join(dir, "shot.png")
	db := filepath.Join(dir, "campaign.db")
	code, out, stderr := runApp(t, "--db", db, "--lang", "fr", "--screenshot", shot, "--view", "battle", "--size", "900x600")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	if !strings.Contains(out, shot) {
		t.Errorf("stdout %q does not name the file", out)
	}
	f, err := os.Open(shot)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	cfg, err := png.DecodeConfig(f)
	if err != nil || cfg.Width != 900 || cfg.Height != 600 {
		t.Errorf("screenshot: %v, %dx%d; want a 900x600 PNG", err, cfg.Width, cfg.Height)
	}
	if _, err := os.Stat(db); err != nil {
		t.Errorf("the database was not created: %v", err)
	}
}

// TestScreenshotRefusesBadDatabase checks that a file that is not a campaign
// database stops --screenshot with a message and is left untouched.
func TestScreenshotRefusesBadDatabase(t *testing.T) {
	dir := t.TempDir()
	db := filepath.Join(dir, "notes.txt")
	content := []byte("my shopping list, not a database\n")
	if err := os.WriteFile(db, content, 0o644); err != nil {
		t.Fatal(err)
	}
	shot := filepath.Join(dir, "shot.png")
	code, _, stderr := runApp(t, "--db", db, "--lang", "en", "--screenshot", shot)
	if code == 0 || !strings.Contains(stderr, "is not a Haventable campaign database") {
		t.Errorf("exit %d, stderr %q; want a failure saying it is not a database", code, stderr)
	}
	if got, _ := os.ReadFile(db); !bytes.Equal(got, content) {
		t.Errorf("the file was changed: %q", got)
	}
	if _, err := os.Stat(shot); err == nil {
		t.Error("a screenshot was written despite the error")
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 1 {
		t.Errorf("files beside the refused database: %v", entries)
	}
}

// TestNoLocaleErrorUnderCLocale runs the program with LANG=C.UTF-8, as in a
// bare container, and checks that Fyne logs nothing about the locale.
func TestNoLocaleErrorUnderCLocale(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: starts the program in a process of its own")
	}
	dir := t.TempDir()
	cmd := exec.Command(os.Args[0])
	var env []string
	for _, kv := range os.Environ() {
		switch strings.SplitN(kv, "=", 2)[0] {
		case "LANG", "LC_ALL", "LC_MESSAGES", "LANGUAGE":
			continue
		}
		env = append(env, kv)
	}
	cmd.Env = append(env, "LANG=C.UTF-8", "HAVENTABLE_RUN_MAIN=1",
		"HAVENTABLE_ARGS=--db "+filepath.Join(dir, "c.db")+" --screenshot "+filepath.Join(dir, "s.png"))
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Run(); err != nil {
		t.Fatalf("%v: %s", err, stderr.String())
	}
	if s := stderr.String(); strings.Contains(s, "locale") || strings.Contains(s, "Fyne error") {
		t.Errorf("stderr under LANG=C.UTF-8:\n%s", s)
	}
}

func TestScreenshotWithScenario(t *testing.T) {
	dir := t.TempDir()
	file, err := scenariofile.Sample(scenariofile.DefaultSample)
	if err != nil {
		t.Fatal(err)
	}
	data, err := file.Encode()
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, "map.json")
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	db := filepath.Join(dir, "c.db")
	if code, _, stderr := runApp(t, "--db", db, "--scenario", path, "--screenshot", filepath.Join(dir, "s.png")); code != 0 {
		t.Errorf("good scenario: exit %d: %s", code, stderr)
	}
	bad := filepath.Join(dir, "bad.json")
	if err := os.WriteFile(bad, []byte(`{"title": 3}`), 0o644); err != nil {
		t.Fatal(err)
	}
	code, _, stderr := runApp(t, "--db", db, "--lang", "en", "--scenario", bad, "--screenshot", filepath.Join(dir, "t.png"))
	if code == 0 || !strings.Contains(stderr, "The scenario could not be loaded") || !strings.Contains(stderr, "bad.json") {
		t.Errorf("bad scenario: exit %d, stderr %q", code, stderr)
	}
}

func TestFirstStartCreatesACampaign(t *testing.T) {
	dir := t.TempDir()
	db := filepath.Join(dir, "c.db")
	for range 2 { // a second start opens the same campaign, it adds none
		if code, _, stderr := runApp(t, "--db", db, "--lang", "en", "--screenshot", filepath.Join(dir, "s.png")); code != 0 {
			t.Fatalf("exit %d: %s", code, stderr)
		}
	}
	ctx := context.Background()
	store, err := persistence.Open(db)
	if err != nil {
		t.Fatal(err)
	}
	defer store.Close()
	cs, err := store.Campaigns(ctx)
	if err != nil || len(cs) != 1 || cs[0].Name != "First campaign" {
		t.Fatalf("campaigns %+v, %v; want one, \"First campaign\"", cs, err)
	}
	chars, err := store.Characters(ctx, cs[0].ID)
	if err != nil || len(chars) != 2 {
		t.Fatalf("characters %+v, %v; want the two of the sample party", chars, err)
	}
	table, err := store.PlayState(ctx, cs[0].ID)
	if err != nil || table.Scenario == nil {
		t.Fatalf("no scenario in progress after the first start: %v", err)
	}
	scn, err := engine.UnmarshalScenario(table.Scenario.State)
	if err != nil {
		t.Fatal(err)
	}
	heroes := 0
	for _, f := range scn.Figures() {
		if f.Kind == engine.KindCharacter {
			heroes++
		}
	}
	if scn.Name() != "The Sunken Archive" || heroes != 2 {
		t.Fatalf("scenario %q with %d characters; want the sample with the party", scn.Name(), heroes)
	}
}

func TestScreenshotListsCampaigns(t *testing.T) {
	dir := t.TempDir()
	db := filepath.Join(dir, "c.db")
	store, err := persistence.Open(db)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := store.CreateCampaign(context.Background(), "Gloomy Start"); err != nil {
		t.Fatal(err)
	}
	store.Close()
	if code, _, stderr := runApp(t, "--db", db, "--view", "campaign", "--screenshot", filepath.Join(dir, "s.png")); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
}

// The first campaign is in the database file itself once the first start
// is done, not only in the write-ahead log: a crash that loses the log
// loses nothing of it.
func TestFirstCampaignIsCheckpointed(t *testing.T) {
	dir := t.TempDir()
	db := filepath.Join(dir, "c.db")
	store, err := persistence.Open(db)
	if err != nil {
		t.Fatal(err)
	}
	defer store.Close()
	tr, err := locales.New(language.English)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := openCampaign(context.Background(), store, nil, tr, nil); err != nil {
		t.Fatal(err)
	}
	// The file as a crash now, with its -wal lost, would leave it.
	b, err := os.ReadFile(db)
	if err != nil {
		t.Fatal(err)
	}
	crashed := filepath.Join(dir, "crashed.db")
	if err := os.WriteFile(crashed, b, 0o600); err != nil {
		t.Fatal(err)
	}
	s2, err := persistence.Open(crashed)
	if err != nil {
		t.Fatal(err)
	}
	defer s2.Close()
	cs, err := s2.Campaigns(context.Background())
	if err != nil || len(cs) != 1 {
		t.Fatalf("campaigns in the main file: %+v %v", cs, err)
	}
	if table, err := s2.PlayState(context.Background(), cs[0].ID); err != nil || table.Scenario == nil {
		t.Fatalf("the sample scenario is not in the main file: %v", err)
	}
}

// TestScreenshotRefusesDamagedDatabase checks that a database with a table
// missing is refused at start with the reason, in the player's words.
func TestScreenshotRefusesDamagedDatabase(t *testing.T) {
	dir := t.TempDir()
	db := filepath.Join(dir, "c.db")
	store, err := persistence.Open(db)
	if err != nil {
		t.Fatal(err)
	}
	store.Close()
	raw, err := sql.Open("sqlite3", "file:"+db)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := raw.Exec("DROP TABLE notes"); err != nil {
		t.Fatal(err)
	}
	raw.Close()
	code, _, stderr := runApp(t, "--db", db, "--lang", "en", "--screenshot", filepath.Join(dir, "s.png"))
	if code != 1 || !regexp.MustCompile(regexp.QuoteMeta(db)+` is damaged: schema version \d+: table notes is missing\. It was left untouched\.`).MatchString(stderr) {
		t.Errorf("exit %d, stderr %q", code, stderr)
	}
}

// storeWithUnreadable makes a database whose first campaign has a scenario
// in progress this build cannot read (of a newer snapshot version) and, if
// withGood, a second, readable campaign; it returns the path.
func storeWithUnreadable(t *testing.T, withGood bool) string {
	t.Helper()
	db := filepath.Join(t.TempDir(), "c.db")
	store, err := persistence.Open(db)
	if err != nil {
		t.Fatal(err)
	}
	defer store.Close()
	ctx := context.Background()
	newer, err := store.CreateCampaign(ctx, "From a newer Haventable")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := store.Record(ctx, newer.ID, persistence.Action{Kind: "start-scenario",
		Scenario: &persistence.Snapshot{Version: engine.SnapshotVersion + 1, State: []byte(`{"future":true}`)}}); err != nil {
		t.Fatal(err)
	}
	if withGood {
		if _, err := store.CreateCampaign(ctx, "Readable"); err != nil {
			t.Fatal(err)
		}
	}
	return db
}

// TestUnreadableCampaignDoesNotBlockTheOthers checks that a campaign this
// build cannot read is passed over at start instead of making the whole
// database unusable, and that no new campaign is made in its place.
func TestUnreadableCampaignDoesNotBlockTheOthers(t *testing.T) {
	ctx := context.Background()
	tr, err := locales.New(language.English)
	if err != nil {
		t.Fatal(err)
	}
	for _, withGood := range []bool{true, false} {
		db := storeWithUnreadable(t, withGood)
		store, err := persistence.Open(db)
		if err != nil {
			t.Fatal(err)
		}
		sess, err := openCampaign(ctx, store, nil, tr, nil)
		if err != nil {
			t.Fatalf("with a readable one %v: %v", withGood, err)
		}
		switch {
		case withGood && (sess == nil || sess.Campaign() != 2):
			t.Errorf("opened %v, want the readable campaign 2", sess)
		case !withGood && sess != nil:
			t.Errorf("opened campaign %d, want none", sess.Campaign())
		}
		if cs, _ := store.Campaigns(ctx); len(cs) != map[bool]int{true: 2, false: 1}[withGood] {
			t.Errorf("campaigns now %+v", cs)
		}
		store.Close()
		if code, _, stderr := runApp(t, "--db", db, "--view", "campaign", "--screenshot", filepath.Join(t.TempDir(), "s.png")); code != 0 {
			t.Errorf("start with an unreadable campaign: exit %d: %s", code, stderr)
		}
	}
}

// childEnv is the environment of a child running the program: this test
// binary's, without the variables named in drop, with set added.
func childEnv(drop []string, set ...string) []string {
	var env []string
	for _, kv := range os.Environ() {
		if !slices.Contains(drop, strings.SplitN(kv, "=", 2)[0]) {
			env = append(env, kv)
		}
	}
	return append(env, set...)
}

// filesUnder lists every file and folder under dir.
func filesUnder(t *testing.T, dir string) []string {
	t.Helper()
	var out []string
	filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
		if p != dir {
			out = append(out, p)
		}
		return nil
	})
	return out
}

// TestNoDisplay checks that without a display the app says how to run it
// and stops with exit status 1, without a panic and before it creates any
// file: neither the default database nor one given with --db.
func TestNoDisplay(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: starts the program in a process of its own")
	}
	for _, args := range []string{"", "--db DIR/c.db --lang de"} {
		dir := t.TempDir()
		args = strings.ReplaceAll(args, "DIR", dir)
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		cmd := exec.CommandContext(ctx, os.Args[0])
		cmd.Env = childEnv([]string{"DISPLAY", "WAYLAND_DISPLAY", "HOME", "XDG_CONFIG_HOME", "LANG", "LC_ALL", "LANGUAGE"},
			"HAVENTABLE_RUN_MAIN=1", "HAVENTABLE_ARGS="+args, "HOME="+dir, "XDG_CONFIG_HOME="+filepath.Join(dir, "config"), "LANG=C.UTF-8")
		var stderr bytes.Buffer
		cmd.Stderr = &stderr
		err := cmd.Run()
		cancel()
		var exit *exec.ExitError
		if !errors.As(err, &exit) || exit.ExitCode() != 1 {
			t.Errorf("%q: %v, want exit status 1", args, err)
		}
		want := "no display"
		if strings.Contains(args, "de") {
			want = "kein Bildschirm"
		}
		if s := stderr.String(); !strings.Contains(s, "haventable: "+want) || !strings.Contains(s, "xvfb-run") ||
			!strings.Contains(s, "--screenshot") || strings.Contains(s, "panic") || strings.Contains(s, "goroutine") {
			t.Errorf("%q: stderr:\n%s", args, s)
		}
		if files := filesUnder(t, dir); len(files) > 0 {
			t.Errorf("%q: files created: %v", args, files)
		}
	}
}

// TestScreenshotWithoutDBUsesATemporaryOne checks that --screenshot without
// --db leaves the real default database alone (it is not even created) and
// cleans up the temporary one it drew from.
func TestScreenshotWithoutDBUsesATemporaryOne(t *testing.T) {
	home, tmp := t.TempDir(), t.TempDir()
	t.Setenv("HOME", home)
	t.Setenv("XDG_CONFIG_HOME", filepath.Join(home, "config"))
	t.Setenv("TMPDIR", tmp)
	shot := filepath.Join(t.TempDir(), "s.png")
	if code, _, stderr := runApp(t, "--lang", "en", "--view", "campaign", "--screenshot", shot); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	if _, err := os.Stat(shot); err != nil {
		t.Fatal(err)
	}
	for _, f := range filesUnder(t, home) { // the text renderer's font cache may be there
		if strings.Contains(f, "haventable") || strings.Contains(f, ".db") {
			t.Errorf("created in the home folder: %s", f)
		}
	}
	if files := filesUnder(t, tmp); len(files) > 0 {
		t.Errorf("temporary files left: %v", files)
	}
}

// startXvfb starts a virtual X server for the test and returns its
// display; the test is skipped, saying why, where there is none.
func startXvfb(t *testing.T) string {
	t.Helper()
	if testing.Short() {
		t.Skip("-short: starts a virtual X server and the program under it")
	}
	bin, err := exec.LookPath("Xvfb")
	if err != nil {
		t.Skip("Xvfb is not installed (bash .ci/deps xvfb): the real window cannot be started")
	}
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(bin, "-displayfd", "3", "-screen", "0", "1280x800x24", "-nolisten", "tcp")
	cmd.ExtraFiles = []*os.File{w}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	w.Close()
	t.Cleanup(func() { cmd.Process.Kill(); cmd.Wait() })
	line := make(chan string, 1)
	go func() {
		b := make([]byte, 16)
		n, _ := r.Read(b)
		line <- strings.TrimSpace(string(b[:n]))
	}()
	select {
	case d := <-line:
		if d == "" {
			t.Fatal("Xvfb did not start")
		}
		return ":" + d
	case <-time.After(20 * time.Second):
		t.Fatal("Xvfb did not start within 20 s")
	}
	return ""
}

// TestSignalClosesTheStore runs the real window in a child process under a
// virtual X server, sends it SIGTERM (then, in another run, SIGINT) and
// checks that it exits promptly with status 128 + the signal, having
// closed the database cleanly: no -wal or -shm left, the campaign there.
func TestSignalClosesTheStore(t *testing.T) {
	display := startXvfb(t)
	for _, sig := range []syscall.Signal{syscall.SIGTERM, syscall.SIGINT} {
		dir := t.TempDir()
		db := filepath.Join(dir, "c.db")
		cmd := exec.Command(os.Args[0])
		cmd.Env = childEnv([]string{"DISPLAY", "WAYLAND_DISPLAY", "HOME", "XDG_CONFIG_HOME"},
			"HAVENTABLE_RUN_MAIN=1", "HAVENTABLE_ARGS=--db "+db+" --lang en", "DISPLAY="+display,
			"HOME="+dir, "XDG_CONFIG_HOME="+filepath.Join(dir, "config"))
		var stderr bytes.Buffer
		cmd.Stderr = &stderr
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		exited := make(chan error, 1)
		go func() { exited <- cmd.Wait() }()
		// The store is open (and the handler listening) once the -wal is
		// there; give the window a moment to show too.
		deadline := time.Now().Add(30 * time.Second)
		for {
			if _, err := os.Stat(db + "-wal"); err == nil {
				break
			}
			if time.Now().After(deadline) {
				cmd.Process.Kill()
				t.Fatalf("%v: the app did not open its database within 30 s: %s", sig, stderr.String())
			}
			time.Sleep(20 * time.Millisecond)
		}
		time.Sleep(1500 * time.Millisecond)
		sent := time.Now()
		if err := cmd.Process.Signal(sig); err != nil {
			t.Fatal(err)
		}
		var err error
		select {
		case err = <-exited:
		case <-time.After(10 * time.Second):
			cmd.Process.Kill()
			t.Fatalf("%v: still running 10 s after the signal", sig)
		}
		took := time.Since(sent)
		var exit *exec.ExitError
		if !errors.As(err, &exit) || exit.ExitCode() != 128+int(sig) {
			t.Errorf("%v: %v, want exit status %d; stderr:\n%s", sig, err, 128+int(sig), stderr.String())
		}
		// A few tens of milliseconds when the machine is idle; bounded
		// generously, so that a loaded machine does not fail it, while an
		// app that waits on anything (a dialog, a timer) still does.
		if took > 5*time.Second {
			t.Errorf("%v: exited %v after the signal, want within 5 s", sig, took)
		}
		t.Logf("%v: exited %v after the signal", sig, took.Round(time.Millisecond))
		for _, side := range []string{"-wal", "-shm"} {
			if _, err := os.Stat(db + side); err == nil {
				t.Errorf("%v: %s left: the database was not closed cleanly", sig, side)
			}
		}
		store, err := persistence.Open(db)
		if err != nil {
			t.Fatal(err)
		}
		if cs, err := store.Campaigns(context.Background()); err != nil || len(cs) != 1 {
			t.Errorf("%v: campaigns %+v %v", sig, cs, err)
		}
		store.Close()
	}
}

// TestStoreProblemKinds checks that each refusal of persistence.Open gets
// its own player-worded message kind.
func TestStoreProblemKinds(t *testing.T) {
	for _, tc := range []struct {
		err  error
		want ui.StoreKind
	}{
		{persistence.ErrNotDatabase, ui.StoreNotDatabase},
		{persistence.ErrDamaged, ui.StoreDamaged}, // an ErrNotDatabase too
		{persistence.ErrReadOnly, ui.StoreReadOnly},
		{persistence.ErrSchemaTooNew, ui.StoreTooNew},
		{persistence.ErrLocked, ui.StoreLocked},
		{persistence.ErrJournalLost, ui.StoreJournalLost},
		{persistence.ErrLinked, ui.StoreLinked},
		{persistence.ErrJournalElsewhere, ui.StoreJournalElsewhere},
		{errors.New("disk on fire"), ui.StoreOther},
	} {
		if got := storeProblem("/x.db", fmt.Errorf("open /x.db: %w: details", tc.err)).Kind; got != tc.want {
			t.Errorf("%v: kind %d, want %d", tc.err, got, tc.want)
		}
	}
}

// --scenario on the very first start starts that scenario, not the
// sample; a file with monsters the app has no stats for is refused, naming
// them.
func TestFirstStartWithScenario(t *testing.T) {
	dir := t.TempDir()
	file, err := scenariofile.Sample("flooded-crossing")
	if err != nil {
		t.Fatal(err)
	}
	data, err := file.Encode()
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, "mine.json")
	if err := os.WriteFile(path, data, 0o600); err != nil {
		t.Fatal(err)
	}
	db := filepath.Join(dir, "c.db")
	if code, _, stderr := runApp(t, "--db", db, "--scenario", path, "--screenshot", filepath.Join(dir, "s.png")); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	store, err := persistence.Open(db)
	if err != nil {
		t.Fatal(err)
	}
	cs, _ := store.Campaigns(context.Background())
	st, err := store.PlayState(context.Background(), cs[0].ID)
	store.Close()
	if err != nil || st.Scenario == nil {
		t.Fatalf("no scenario in progress: %v", err)
	}
	scn, err := engine.UnmarshalScenario(st.Scenario.State)
	if err != nil || scn.Name() != file.Title {
		t.Fatalf("scenario %q, want %q (%v)", scn.Name(), file.Title, err)
	}

	file.Monsters[0].Type = "Ghoul King"
	data, _ = file.Encode()
	bad := filepath.Join(dir, "ghoul.json")
	if err := os.WriteFile(bad, data, 0o600); err != nil {
		t.Fatal(err)
	}
	code, _, stderr := runApp(t, "--db", filepath.Join(dir, "d.db"), "--lang", "en", "--scenario", bad, "--screenshot", filepath.Join(dir, "t.png"))
	if code == 0 || !strings.Contains(stderr, "Ghoul King") {
		t.Fatalf("unknown monsters: exit %d, stderr %q", code, stderr)
	}
}

// Issue 40, item 14: the campaign played last is kept per database, keyed
// by its identity: another --db does not open it, a renamed database keeps
// it, and the one value of earlier versions goes to the first database
// opened and no other.
func TestLastCampaignIsPerDatabase(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	tr, err := locales.New(language.English)
	if err != nil {
		t.Fatal(err)
	}
	prefs, err := settings.Open(filepath.Join(dir, "settings.json"), "")
	if err != nil {
		t.Fatal(err)
	}
	defer prefs.Close()
	prefs.SetInt(ui.PrefCampaign, 2) // as an earlier version left it
	// makeDB makes a database with n campaigns.
	makeDB := func(name string, n int) string {
		path := filepath.Join(dir, name)
		st, err := persistence.Open(path)
		if err != nil {
			t.Fatal(err)
		}
		defer st.Close()
		for i := range n {
			if _, err := st.CreateCampaign(ctx, fmt.Sprint("Campaign ", i+1)); err != nil {
				t.Fatal(err)
			}
		}
		return path
	}
	// opened opens the database at path as main does at start.
	opened := func(path string) int64 {
		t.Helper()
		st, err := persistence.Open(path)
		if err != nil {
			t.Fatal(err)
		}
		defer st.Close()
		sess, err := openCampaign(ctx, st, prefs, tr, nil)
		if err != nil || sess == nil {
			t.Fatalf("%s: %v", path, err)
		}
		return sess.Campaign()
	}
	a, b := makeDB("a.db", 3), makeDB("b.db", 3)
	if got := opened(a); got != 2 {
		t.Errorf("the first database opened: campaign %d, want the 2 kept before", got)
	}
	if got := prefs.IntWithFallback(ui.PrefCampaign, -1); got != -1 {
		t.Errorf("the value of earlier versions is still there: %d", got)
	}
	if got := opened(b); got != 1 {
		t.Errorf("another database: campaign %d, want its first, 1", got)
	}
	// b's campaign screen chooses campaign 3.
	st, err := persistence.Open(b)
	if err != nil {
		t.Fatal(err)
	}
	prefs.SetInt(ui.PrefCampaignOf(st), 3)
	st.Close()
	if got := opened(a); got != 2 {
		t.Errorf("a after b chose 3: campaign %d, want 2", got)
	}
	if got := opened(b); got != 3 {
		t.Errorf("b: campaign %d, want 3", got)
	}
	renamed := filepath.Join(t.TempDir(), "renamed.db")
	if err := os.Rename(a, renamed); err != nil {
		t.Fatal(err)
	}
	if got := opened(renamed); got != 2 {
		t.Errorf("a renamed: campaign %d, want 2", got)
	}
}
