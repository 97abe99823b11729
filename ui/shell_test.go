package ui

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
	"golang.org/x/text/language"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/monsterturn"
	"github.com/haventable/haventable/engine/party"
	"github.com/haventable/haventable/engine/scenariofile"
	"github.com/haventable/haventable/hexgrid"
	"github.com/haventable/haventable/locales"
	"github.com/haventable/haventable/persistence"
	"github.com/haventable/haventable/persistence/play"
	"github.com/haventable/haventable/ui/field"
	"github.com/haventable/haventable/ui/mapview"
	"github.com/haventable/haventable/ui/screen"
	"github.com/haventable/haventable/ui/screen/screentest"
	"github.com/haventable/haventable/ui/spinner"
)

// newShell builds the window with the test driver.
func newShell(t *testing.T, deps Deps) (*Shell, fyne.Window) {
	t.Helper()
	a := test.NewTempApp(t)
	w := a.NewWindow("")
	t.Cleanup(w.Close)
	if deps.Language == language.Und {
		deps.Language = language.English
	}
	s, err := New(a, w, deps)
	if err != nil {
		t.Fatal(err)
	}
	s.later = runNow // the test driver runs fyne.Do at once, on the caller's goroutine
	w.Resize(fyne.NewSize(1000, 700))
	return s, w
}

// runNow runs jobs at once, in order (Shell.later in tests).
func runNow(jobs ...func()) {
	for _, j := range jobs {
		j()
	}
}

// texts collects the text of every label, rich text and button under o.
func texts(o fyne.CanvasObject) string {
	var b strings.Builder
	var walk func(fyne.CanvasObject)
	walk = func(o fyne.CanvasObject) {
		switch v := o.(type) {
		case *widget.Label:
			b.WriteString(v.Text + "\n")
		case *field.Status:
			b.WriteString(v.Text + "\n")
		case *widget.Button:
			b.WriteString(v.Text + "\n")
		case *container.AppTabs:
			for _, it := range v.Items {
				b.WriteString(it.Text + "\n")
			}
			if sel := v.Selected(); sel != nil {
				walk(sel.Content)
			}
			return
		case *widget.Form:
			for _, it := range v.Items {
				b.WriteString(it.Text + "\n")
				walk(it.Widget)
			}
			return
		case *fyne.Container:
			for _, c := range v.Objects {
				walk(c)
			}
		case *container.Scroll:
			walk(v.Content)
		case fyne.Widget: // a dialog and the like: look inside
			for _, c := range test.WidgetRenderer(v).Objects() {
				walk(c)
			}
		}
	}
	walk(o)
	return b.String()
}

func TestShellTitleMenuAndViews(t *testing.T) {
	s, w := newShell(t, Deps{DBPath: "/tmp/campaign.db", Version: "0.1.0"})
	if got := w.Title(); got != "Haventable" {
		t.Errorf("title = %q, want Haventable", got)
	}
	m := s.MainMenu()
	if m == nil {
		t.Fatal("no main menu")
	}
	var labels []string
	for _, it := range m.Items {
		labels = append(labels, it.Label)
	}
	if got := strings.Join(labels, ","); got != "File,Edit,View,Help" {
		t.Errorf("menus = %s, want File,Edit,View,Help", got)
	}
	if edit := m.Items[1].Items; edit[0].Label != "Undo" || !edit[0].Disabled || edit[1].Label != "Redo" || !edit[1].Disabled {
		t.Errorf("Edit menu = %v, want Undo and Redo, disabled with no campaign", edit)
	}
	file := m.Items[0].Items
	if file[0].Label != "Open scenario…" || !file[0].Disabled {
		t.Errorf("File › %q disabled=%v, want Open scenario… disabled without a loader", file[0].Label, file[0].Disabled)
	}
	if last := file[len(file)-1]; !last.IsQuit || last.Label != "Quit" {
		t.Errorf("File ends with %q (quit %v), want Quit", last.Label, last.IsQuit)
	}
	help := m.Items[3].Items
	if len(help) != 2 || help[0].Label != "Keyboard shortcuts" || help[1].Label != "About Haventable" {
		t.Errorf("Help menu = %v", help)
	}

	for _, v := range Views {
		s.Show(v)
		if s.View() != v {
			t.Errorf("Show(%s): view is %s", v, s.View())
		}
	}
	all := texts(w.Content())
	for _, want := range []string{"Map & targeting", "Attack & decks", "Campaign", "Card battle", "Campaign database: /tmp/campaign.db"} {
		if !strings.Contains(all, want) {
			t.Errorf("window lacks %q:\n%s", want, all)
		}
	}
}

func TestShortcutsSwitchViews(t *testing.T) {
	s, w := newShell(t, Deps{})
	sc := s.shortcuts()
	for _, tc := range []struct {
		key  string
		want View
	}{{"battle", ViewBattle}, {"campaign", ViewCampaign}, {"attack", ViewAttack}, {"map", ViewMap}} {
		w.Canvas().(interface{ TypedShortcut(fyne.Shortcut) }).TypedShortcut(sc[tc.key].Key)
		if s.View() != tc.want {
			t.Errorf("shortcut %s: view %s, want %s", tc.key, s.View(), tc.want)
		}
	}
}

// The window's own shortcuts (views, undo, history...) wait while an error
// dialog is open, as the screens' do.
func TestWindowShortcutsWaitForAnErrorDialog(t *testing.T) {
	s, w := newShell(t, Deps{})
	typed := w.Canvas().(interface{ TypedShortcut(fyne.Shortcut) })
	s.env.ShowError("Cannot save", errors.New("disk full"))
	typed.TypedShortcut(s.shortcuts()["battle"].Key)
	typed.TypedShortcut(&fyne.ShortcutUndo{})
	if s.View() != ViewMap {
		t.Fatalf("Ctrl+4 with an error dialog open showed %s", s.View())
	}
	if n := len(w.Canvas().Overlays().List()); n != 1 {
		t.Fatalf("%d overlays, want the error dialog alone", n)
	}
}

func sample(t *testing.T) *scenariofile.File {
	t.Helper()
	f, err := scenariofile.Sample(scenariofile.DefaultSample)
	if err != nil {
		t.Fatal(err)
	}
	return f
}

func TestMapShowsPreview(t *testing.T) {
	s, w := newShell(t, Deps{Preview: sample(t)})
	if got := s.MapScreen().Model.Title(); got != sample(t).Title {
		t.Fatalf("map shows %q", got)
	}
	if all := texts(w.Content()); !strings.Contains(all, "(preview") {
		t.Errorf("status does not say the map is a preview:\n%s", all)
	}
}

func TestOpenScenario(t *testing.T) {
	var asked string
	load := func(path string) (*scenariofile.File, error) {
		asked = path
		if path == "bad.json" {
			return nil, errors.New("walls[3]: [2,1] and [4,1] are not neighbours")
		}
		f := sample(t)
		f.Title = "Gloom Hollow"
		return f, nil
	}
	s, w := newShell(t, Deps{LoadScenario: load, Preview: sample(t)})
	if s.MainMenu().Items[0].Items[0].Disabled {
		t.Error("Open scenario… is disabled although a loader is given")
	}
	s.Show(ViewBattle)
	s.OpenScenario("good.json")
	if asked != "good.json" || s.Preview().Title != "Gloom Hollow" || s.MapScreen().Model.Title() != "Gloom Hollow" {
		t.Fatalf("after OpenScenario: asked %q, preview %q", asked, s.Preview().Title)
	}
	if s.View() != ViewMap {
		t.Errorf("view after opening = %s, want map", s.View())
	}
	s.OpenScenario("bad.json")
	if s.Preview().Title != "Gloom Hollow" {
		t.Error("a failed load replaced the map")
	}
	ov := w.Canvas().Overlays().List()
	if len(ov) == 0 || !strings.Contains(texts(ov[0]), "walls[3]") {
		t.Error("a failed load showed no dialog naming the field at fault")
	}
}

// table opens a store in a temporary folder with one campaign whose
// sample scenario is in progress, with one character.
func table(t *testing.T) (*persistence.Store, *play.Session) {
	t.Helper()
	return screentest.OpenSample(t, "Test", engine.Setup{Level: 1, Seed: 5}, screentest.Hero{ID: "hero", Name: "Hero"})
}

func TestMapFollowsTheTableAndEditsAreRecorded(t *testing.T) {
	store, sess := table(t)
	s, w := newShell(t, Deps{Store: store, Session: sess, Preview: sample(t)})
	m := s.MapScreen().Model
	hero, ok := m.Figure("hero")
	if !ok {
		t.Fatal("the character of the scenario in progress is not on the map")
	}
	if all := texts(w.Content()); !strings.Contains(all, "round 1") {
		t.Errorf("status does not show the scenario in progress:\n%s", all)
	}
	// Find a free neighbour and move the hero there through the map's
	// editor: the engine moves it, the move is recorded.
	var to hexgrid.Hex
	for _, n := range m.Map().Neighbors(hero.At) {
		if _, taken := m.FigureAt(n); !taken && !m.Obstacle(n) {
			to = n
			break
		}
	}
	if err := m.Do(engine.Move{Figure: "hero", To: to}); err != nil {
		t.Fatal(err)
	}
	if f, _ := sess.Scenario().Figure("hero"); f.At != to {
		t.Fatalf("engine has the hero at %v, want %v", f.At, to)
	}
	if f, _ := m.Figure("hero"); f.At != to {
		t.Fatalf("map has the hero at %v, want %v", f.At, to)
	}
	if s.MainMenu().Items[1].Items[0].Disabled {
		t.Error("Undo is disabled after an action")
	}
	s.Undo()
	if f, _ := m.Figure("hero"); f.At != hero.At {
		t.Fatalf("after undo the map has the hero at %v, want %v", f.At, hero.At)
	}
	if s.MainMenu().Items[1].Items[1].Disabled {
		t.Error("Redo is disabled after an undo")
	}
	s.Redo()
	if f, _ := sess.Scenario().Figure("hero"); f.At != to {
		t.Fatal("redo did not move the hero again")
	}
	// A new language rebuilds the window on the same table.
	if err := s.SetLanguage(language.French); err != nil {
		t.Fatal(err)
	}
	if s.Env().Table.Session() != sess {
		t.Fatal("the language change lost the campaign")
	}
	s.Undo()
	if f, _ := s.MapScreen().Model.Figure("hero"); f.At != hero.At {
		t.Fatal("after the language change the map no longer follows the table")
	}
}

// damage makes figure id suffer n damage through a recorded table action.
func damage(t *testing.T, s *Shell, id string, n int) {
	t.Helper()
	if _, err := s.Env().Table.Do(engine.DamageFigure{Figure: id, Amount: n}); err != nil {
		t.Fatal(err)
	}
}

// Regression (issue 12): in edit mode, dragging a figure onto an obstacle
// used to be accepted by the engine and refused by the map model, which from
// then on stopped following the table. The engine refuses it now, the map
// says why in the player's language, nothing is recorded, and the map keeps
// following the table.
func TestObstacleDragIsRefusedAndTheMapKeepsFollowing(t *testing.T) {
	store, sess := table(t)
	s, _ := newShell(t, Deps{Store: store, Session: sess, Preview: sample(t), Language: language.German})
	v, m := s.MapScreen().View, s.MapScreen().Model
	hero, _ := m.Figure("hero")
	obstacle := sess.Scenario().Obstacles()[0]
	if !m.Obstacle(obstacle) {
		t.Fatalf("the map does not show the engine's obstacle %v", obstacle)
	}
	before, err := sess.Scenario().MarshalJSON()
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	logged, _ := store.Log(ctx, sess.Campaign())

	v.SetEditMode(true)
	from, to := v.PositionOf(hero.At), v.PositionOf(obstacle)
	if h, ok := v.HexAt(from); !ok || h != hero.At {
		t.Fatalf("test setup: the hero's hex is not under %v", from)
	}
	v.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{Position: to}, Dragged: fyne.NewDelta(to.X-from.X, to.Y-from.Y)})
	v.DragEnd()

	if f, _ := sess.Scenario().Figure("hero"); f.At != hero.At {
		t.Fatalf("the engine moved the hero onto the obstacle %v", f.At)
	}
	if after, _ := sess.Scenario().MarshalJSON(); string(after) != string(before) {
		t.Fatal("the refused drag changed the scenario")
	}
	if log, _ := store.Log(ctx, sess.Campaign()); len(log) != len(logged) {
		t.Fatalf("the refused drag was recorded: %d actions, had %d", len(log), len(logged))
	}
	want := s.tr.T("MapHexObstacle", "Hex", obstacle.String())
	if !strings.Contains(v.Status(), want) || !strings.Contains(want, "Hindernis") {
		t.Errorf("status %q does not say %q", v.Status(), want)
	}
	if f, _ := m.Figure("hero"); f.At != hero.At {
		t.Fatalf("the map shows the hero on %v", f.At)
	}
	// Onto another figure: refused, naming it.
	rat, _ := sess.Scenario().Figure("cave-rat-1")
	to = v.PositionOf(rat.At)
	v.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{Position: to}, Dragged: fyne.NewDelta(to.X-from.X, to.Y-from.Y)})
	v.DragEnd()
	if want := s.tr.T("MapHexTaken", "Hex", rat.At.String(), "Name", "Cave Rat 1"); !strings.Contains(v.Status(), want) {
		t.Errorf("a move onto the rat: status %q, want %q", v.Status(), want)
	}
	// The map still follows the table: hit points, then a move.
	damage(t, s, "hero", 3)
	if f, _ := m.Figure("hero"); f.HP != hero.HP-3 {
		t.Fatalf("after damage the map shows %d hit points, want %d", f.HP, hero.HP-3)
	}
	var free hexgrid.Hex
	for _, n := range m.Map().Neighbors(hero.At) {
		if _, taken := m.FigureAt(n); !taken && !m.Obstacle(n) {
			free = n
			break
		}
	}
	if err := m.Do(engine.Move{Figure: "hero", To: free}); err != nil {
		t.Fatal(err)
	}
	if f, _ := m.Figure("hero"); f.At != free {
		t.Fatalf("the map shows the hero on %v, want %v", f.At, free)
	}
}

// A campaign recorded through the old defect (a version 1 snapshot with the
// hero on an obstacle) resumes: the map shows the hero where it stands and
// follows the table.
func TestMapShowsAFigureLeftOnAnObstacle(t *testing.T) {
	ctx := context.Background()
	store, err := persistence.Open(filepath.Join(t.TempDir(), "c.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { store.Close() })
	c, err := store.CreateCampaign(ctx, "Old")
	if err != nil {
		t.Fatal(err)
	}
	v1, err := os.ReadFile("../engine/testdata/snapshot-v1-obstacle.json")
	if err != nil {
		t.Fatal(err)
	}
	start := persistence.Action{Kind: play.KindStartScenario, Payload: []byte(`{"name":"old"}`),
		Scenario: &persistence.Snapshot{Version: 1, State: v1}}
	if _, err := store.Record(ctx, c.ID, start); err != nil {
		t.Fatal(err)
	}
	sess, err := play.Open(ctx, store, c.ID)
	if err != nil {
		t.Fatal(err)
	}
	s, _ := newShell(t, Deps{Store: store, Session: sess, Preview: sample(t)})
	m := s.MapScreen().Model
	hero, ok := m.Figure("hero")
	if !ok || hero.At != hexgrid.H(5, 1) || !m.Obstacle(hero.At) {
		t.Fatalf("the map shows the hero as %+v (%v), want it on the obstacle [5,1]", hero, ok)
	}
	if _, open := m.Door(hexgrid.H(6, 4)); !open {
		t.Error("the door opened in the old snapshot is shown closed")
	}
	damage(t, s, "hero", 2)
	if f, _ := m.Figure("hero"); f.HP != hero.HP-2 {
		t.Fatalf("after damage the map shows %d hit points, want %d", f.HP, hero.HP-2)
	}
}

func TestUndoWithNothingToUndoSaysSo(t *testing.T) {
	s, w := newShell(t, Deps{})
	s.Undo()
	if all := texts(w.Content()); !strings.Contains(all, "No campaign is open") {
		t.Errorf("undo with no campaign:\n%s", all)
	}
}

func TestSecondMapWindowFollows(t *testing.T) {
	store, sess := table(t)
	s, _ := newShell(t, Deps{Store: store, Session: sess})
	w2 := s.OpenMapWindow()
	closed := false
	t.Cleanup(func() {
		if !closed {
			w2.Close()
		}
	})
	if w2.Content() == nil {
		t.Fatal("the map window is empty")
	}
	if err := s.MapScreen().Model.Select("hero"); err != nil {
		t.Fatal(err)
	}
	if _, ok := s.MapScreen().Model.Selected(); !ok {
		t.Fatal("selection lost")
	}
	// Beside the map: the round and the turn order, following the table
	// (also after the window is rebuilt in another language).
	if got := s.playersPanel.Text(); !strings.Contains(got, "Round 1") || !strings.Contains(got, "Waiting for the initiatives") {
		t.Errorf("players' panel before the initiatives:\n%s", got)
	}
	if err := s.SetLanguage(language.German); err != nil {
		t.Fatal(err)
	}
	if _, err := s.table.Do(engine.SetInitiative{Character: "hero", Leading: 12, Second: 40}); err != nil {
		t.Fatal(err)
	}
	for _, f := range sess.Scenario().Figures() {
		if f.Kind == engine.KindMonster {
			if _, err := s.table.Do(engine.SetMonsterInitiative{Type: f.MonsterType, Initiative: 50}); err != nil {
				t.Fatal(err)
			}
		}
	}
	if got := s.playersPanel.Text(); !strings.Contains(got, "Runde 1") || !strings.Contains(got, "12  Hero") {
		t.Errorf("players' panel after the initiatives:\n%s", got)
	}
	w2.Close()
	closed = true
	if s.playersPanel != nil {
		t.Error("the panel outlives its window")
	}
}

func TestSetLanguageRebuildsAndSaves(t *testing.T) {
	var saved language.Tag
	s, w := newShell(t, Deps{SaveLanguage: func(l language.Tag) { saved = l }})
	s.Show(ViewCampaign)
	if err := s.SetLanguage(language.German); err != nil {
		t.Fatal(err)
	}
	if saved != language.German {
		t.Errorf("saved %v, want de", saved)
	}
	if s.View() != ViewCampaign {
		t.Errorf("view after language change = %s, want campaign", s.View())
	}
	if got := s.MainMenu().Items[0].Label; got != "Datei" {
		t.Errorf("File menu in German = %q", got)
	}
	if all := texts(w.Content()); !strings.Contains(all, "Kampagnen") || !strings.Contains(all, "Kampagnendatenbank") {
		t.Errorf("German window:\n%s", all)
	}
	langs := s.MainMenu().Items[2].Items
	sub := langs[len(langs)-2].ChildMenu.Items
	var checked []string
	for _, it := range sub {
		if it.Checked {
			checked = append(checked, it.Label)
		}
	}
	if strings.Join(checked, ",") != "Deutsch" {
		t.Errorf("checked languages = %v, want Deutsch", checked)
	}
}

func TestStoreProblemsAreShown(t *testing.T) {
	for _, tc := range []struct {
		kind StoreKind
		want string
	}{
		{StoreNotDatabase, "is not a Haventable campaign database"},
		{StoreTooNew, "newer version of Haventable"},
		{StoreLocked, "already open in another running Haventable"},
		{StoreJournalLost, "missing its write-ahead log"},
		{StoreLinked, "has 2 names (hard links)"},
		{StoreOther, "permission denied"},
	} {
		p := &StoreProblem{Kind: tc.kind, Path: "/x/campaign.db", Err: errors.New("permission denied")}
		s, w := newShell(t, Deps{DBPath: "/x/campaign.db", DBProblem: p})
		s.ShowProblems()
		ov := w.Canvas().Overlays().List()
		if len(ov) != 1 {
			t.Fatalf("kind %d: %d overlays, want one dialog", tc.kind, len(ov))
		}
		if !strings.Contains(texts(ov[0]), tc.want) {
			t.Errorf("kind %d: dialog lacks %q:\n%s", tc.kind, tc.want, texts(ov[0]))
		}
		if !strings.Contains(texts(w.Content()), "Campaign database unusable") {
			t.Errorf("kind %d: status bar does not say the database is unusable", tc.kind)
		}
	}
}

func TestParseView(t *testing.T) {
	for _, v := range Views {
		if got, err := ParseView(string(v)); err != nil || got != v {
			t.Errorf("ParseView(%q) = %v, %v", v, got, err)
		}
	}
	if got, err := ParseView(" Battle "); err != nil || got != ViewBattle {
		t.Errorf("ParseView(\" Battle \") = %v, %v", got, err)
	}
	if _, err := ParseView("shop"); err == nil {
		t.Error("ParseView(shop) succeeded")
	}
}

func TestDisplayPath(t *testing.T) {
	t.Setenv("HOME", "/home/ann")
	for in, want := range map[string]string{
		"/home/ann/.config/haventable/campaign.db": "~/.config/haventable/campaign.db",
		"/home/anna/x.db":                          "/home/anna/x.db",
		"/tmp/c.db":                                "/tmp/c.db",
		"rel/c.db":                                 "rel/c.db",
	} {
		if got := displayPath(in); got != want {
			t.Errorf("displayPath(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestScreenShortcutsDoNotClash: the shortcuts active together (the shell's
// and those of the screen shown) never share a key.
func TestScreenShortcutsDoNotClash(t *testing.T) {
	store, sess := table(t)
	s, _ := newShell(t, Deps{Store: store, Session: sess})
	for _, v := range Views {
		s.Show(v) // each screen is built when first shown
	}
	views := map[string][]screen.Shortcut{}
	for _, v := range Views {
		views[string(v)] = s.keys[v]
	}
	for i, keys := range s.attackKeys {
		views[fmt.Sprint("attack part ", i)] = keys
	}
	for v, keys := range views {
		seen := map[string]string{}
		add := func(name string, key fyne.KeyName, mod fyne.KeyModifier) {
			k := fmt.Sprint(mod, "+", key)
			if prev, dup := seen[k]; dup {
				t.Errorf("view %s: %s and %s share the key %s", v, prev, name, k)
			}
			seen[k] = name
		}
		for name, sc := range s.shortcuts() {
			add("shell "+name, sc.Key.KeyName, sc.Key.Modifier)
		}
		for _, k := range keys {
			add(k.Help, k.Key.KeyName, k.Key.Modifier)
		}
	}
}

// The Undo and Redo items name the action they step over, and Edit ›
// History tells the scenario's actions in words, newest first.
func TestUndoRedoNameTheirActionAndHistoryListsThem(t *testing.T) {
	store, sess := table(t)
	s, w := newShell(t, Deps{Store: store, Session: sess, Preview: sample(t)})
	edit := s.MainMenu().Items[1]
	undo, redo := edit.Items[0], edit.Items[1]
	if undo.Label != "Undo Scenario "+sess.Scenario().Name()+" started" {
		t.Errorf("undo item %q after the start", undo.Label)
	}
	if redo.Label != "Redo" || !redo.Disabled {
		t.Errorf("redo item %q (disabled %v) with nothing to redo", redo.Label, redo.Disabled)
	}
	if _, err := s.Env().Table.Do(engine.DamageFigure{Figure: "hero", Amount: 3}); err != nil {
		t.Fatal(err)
	}
	if want := "Undo Hero suffers 3 damage"; undo.Label != want {
		t.Errorf("undo item %q, want %q", undo.Label, want)
	}
	s.Undo()
	if want := "Redo Hero suffers 3 damage"; redo.Label != want || redo.Disabled {
		t.Errorf("redo item %q (disabled %v), want %q", redo.Label, redo.Disabled, want)
	}
	s.Redo()
	if _, err := s.Env().Table.Do(engine.HealFigure{Figure: "hero", Amount: 1}); err != nil {
		t.Fatal(err)
	}
	s.Undo()
	s.ShowHistory()
	ov := w.Canvas().Overlays().Top()
	if ov == nil {
		t.Fatal("no history dialog")
	}
	list := findList(ov)
	if list == nil {
		t.Fatal("the history dialog has no list")
	}
	var lines []string
	for i := range list.Length() {
		item := list.CreateItem()
		list.UpdateItem(i, item)
		lines = append(lines, item.(*widget.Label).Text)
	}
	if len(lines) != 3 || !strings.HasSuffix(lines[0], "Hero heals 1 hit point (undone)") ||
		!strings.HasSuffix(lines[1], "Hero suffers 3 damage") ||
		!strings.HasSuffix(lines[2], "Scenario "+sess.Scenario().Name()+" started") {
		t.Fatalf("history lines %q", lines)
	}
}

// findList returns the first widget.List under o.
func findList(o fyne.CanvasObject) *widget.List {
	switch l := o.(type) {
	case *widget.List:
		return l
	case *linesList:
		return &l.List
	}
	var kids []fyne.CanvasObject
	switch v := o.(type) {
	case *fyne.Container:
		kids = v.Objects
	case fyne.Widget:
		kids = test.WidgetRenderer(v).Objects()
	}
	for _, k := range kids {
		if l := findList(k); l != nil {
			return l
		}
	}
	return nil
}

// The real driver sends Ctrl+Z and Ctrl+Y as Fyne's own undo and redo
// shortcuts, and F1 (no modifier) as a typed key: each does what the menu
// and the help say.
func TestRealDriverKeys(t *testing.T) {
	store, sess := table(t)
	s, w := newShell(t, Deps{Store: store, Session: sess, Preview: sample(t)})
	if _, err := s.Env().Table.Do(engine.DamageFigure{Figure: "hero", Amount: 2}); err != nil {
		t.Fatal(err)
	}
	hp := func() int { f, _ := sess.Scenario().Figure("hero"); return f.HP }
	w.Canvas().(fyne.Shortcutable).TypedShortcut(&fyne.ShortcutUndo{})
	if hp() != 10 {
		t.Fatalf("after Ctrl+Z the hero has %d hit points, want 10", hp())
	}
	w.Canvas().(fyne.Shortcutable).TypedShortcut(&fyne.ShortcutRedo{})
	if hp() != 8 {
		t.Fatalf("after Ctrl+Y the hero has %d hit points, want 8", hp())
	}
	w.Canvas().OnTypedKey()(&fyne.KeyEvent{Name: fyne.KeyF1})
	if top := w.Canvas().Overlays().Top(); top == nil || !strings.Contains(texts(top), "Ctrl+Z") {
		t.Fatal("F1 did not show the shortcuts")
	}
	w.Canvas().OnTypedKey()(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if w.Canvas().Overlays().Top() != nil {
		t.Fatal("Escape did not close the shortcuts")
	}
	// The map, which has the focus most of the time, passes F1 on.
	s.MapScreen().View.TypedKey(&fyne.KeyEvent{Name: fyne.KeyF1})
	if top := w.Canvas().Overlays().Top(); top == nil || !strings.Contains(texts(top), "Ctrl+Z") {
		t.Fatal("F1 on the map did not show the shortcuts")
	}
}

// TestScreenShortcutsWaitForAnErrorDialog checks that a screen's shortcuts
// do nothing while an error dialog is open, and work again once it is
// closed.
func TestScreenShortcutsWaitForAnErrorDialog(t *testing.T) {
	s, w := newShell(t, Deps{})
	calls := 0
	s.keys[s.view] = []screen.Shortcut{screen.NewShortcut(fyne.KeyJ, fyne.KeyModifierShortcutDefault, "test", func() { calls++ })}
	s.activateKeys()
	press := func() {
		w.Canvas().(interface{ TypedShortcut(fyne.Shortcut) }).TypedShortcut(s.keys[s.view][0].Key)
	}
	press()
	if calls != 1 {
		t.Fatalf("%d calls before any error, want 1", calls)
	}
	s.env.ShowError("Cannot save", errors.New("disk full"))
	for range 5 {
		press()
	}
	if calls != 1 || len(w.Canvas().Overlays().List()) != 1 {
		t.Fatalf("with an error dialog open: %d calls, %d dialogs", calls, len(w.Canvas().Overlays().List()))
	}
	closeButton := func(o fyne.CanvasObject) *widget.Button {
		var found *widget.Button
		var walk func(fyne.CanvasObject)
		walk = func(o fyne.CanvasObject) {
			if b, ok := o.(*widget.Button); ok && b.Text == "Close" {
				found = b
			}
			if c, ok := o.(*fyne.Container); ok {
				for _, o := range c.Objects {
					walk(o)
				}
			}
			if w, ok := o.(fyne.Widget); ok && found == nil {
				for _, o := range test.WidgetRenderer(w).Objects() {
					walk(o)
				}
			}
		}
		walk(o)
		return found
	}
	b := closeButton(w.Canvas().Overlays().Top())
	if b == nil {
		t.Fatal("no Close button in the error dialog")
	}
	test.Tap(b)
	press()
	if calls != 2 {
		t.Fatalf("%d calls after the dialog was closed, want 2", calls)
	}
}

// A scenario file with monsters the app has no stats for is not reported
// as loaded: the dialog names the missing monsters.
func TestOpenScenarioNamesUnknownMonsters(t *testing.T) {
	load := func(string) (*scenariofile.File, error) {
		return nil, fmt.Errorf("x.json: %w", &engine.UnknownMonstersError{Types: []string{"Ghoul King", "Bone Pike"}})
	}
	s, w := newShell(t, Deps{LoadScenario: load, Preview: sample(t)})
	s.OpenScenario("x.json")
	top := w.Canvas().Overlays().Top()
	if top == nil || !strings.Contains(texts(top), "no stats for: Ghoul King, Bone Pike") {
		t.Fatalf("dialog: %v", top)
	}
}

// Edit › Keep the whole history sets the store's policy and is remembered;
// Edit › Compact says how many actions it compacted.
func TestKeepHistorySetting(t *testing.T) {
	store, sess := table(t)
	prefs := test.NewTempApp(t).Preferences()
	s, _ := newShell(t, Deps{Store: store, Session: sess, Prefs: prefs})
	if store.HistoryPolicyNow() != persistence.CompactFinished {
		t.Fatal("the default policy is not compact")
	}
	s.SetKeepHistory(true)
	if store.HistoryPolicyNow() != persistence.KeepAll || !prefs.Bool(prefKeepHistory) {
		t.Fatal("keep all is not set or not remembered")
	}
	s.SetKeepHistory(false)
	if err := sess.End(context.Background()); err != nil {
		t.Fatal(err)
	}
	s.CompactHistory()
	if !strings.Contains(texts(s.win.Content()), "compacted") {
		t.Errorf("no word of the compaction in the window:\n%s", texts(s.win.Content()))
	}
}

// The map gets the room: the round below it keeps 210 to 330 units, about
// a third of the height, so the map's share grows with the window.
func TestMapShareGrowsWithTheWindow(t *testing.T) {
	for _, c := range []struct {
		h        float32
		min, max float64
	}{{500, 0.57, 0.59}, {720, 0.65, 0.67}, {1000, 0.66, 0.68}, {100, 0.5, 0.5}} {
		if got := mapOffset(c.h); got < c.min || got > c.max {
			t.Errorf("height %v: map share %.3f, want %.2f to %.2f", c.h, got, c.min, c.max)
		}
	}
	m := newMapSplit(widget.NewLabel("map"), widget.NewLabel("round"))
	m.Resize(fyne.NewSize(800, 1000))
	if m.Offset != mapOffset(1000) {
		t.Fatalf("offset %v after a resize", m.Offset)
	}
	m.SetOffset(0.3) // the player drags the divider
	m.Resize(fyne.NewSize(800, 700))
	if m.Offset != 0.3 {
		t.Errorf("the divider the player moved went to %v", m.Offset)
	}
}

// A scenario file beyond a limit is refused in the player's words, in the
// player's language, naming the limit.
func TestOpenScenarioBeyondALimit(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "big.json")
	title := strings.Repeat("x", scenariofile.MaxTitle+1)
	if err := os.WriteFile(path, []byte(`{"title": "`+title+`", "hexes": [[0,0]]}`), 0o600); err != nil {
		t.Fatal(err)
	}
	s, w := newShell(t, Deps{LoadScenario: scenariofile.Load})
	if err := s.SetLanguage(language.German); err != nil {
		t.Fatal(err)
	}
	s.OpenScenario(path)
	ov := w.Canvas().Overlays().List()
	if len(ov) == 0 {
		t.Fatal("no dialog")
	}
	if got := texts(ov[0]); !strings.Contains(got, "Zeichen im Titel 201, höchstens 200") {
		t.Errorf("dialog:\n%s", got)
	}
}

// TestRoomsAtTheTable: a scenario with rooms started for two characters
// shows only the start room's monsters; opening the door (a recorded
// action) reveals the second room with its monsters for two, in the
// players' window too; undo hides the room again.
func TestRoomsAtTheTable(t *testing.T) {
	ctx := context.Background()
	store, err := persistence.Open(filepath.Join(t.TempDir(), "c.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { store.Close() })
	c, err := store.CreateCampaign(ctx, "Vaults")
	if err != nil {
		t.Fatal(err)
	}
	sess, err := play.Open(ctx, store, c.ID)
	if err != nil {
		t.Fatal(err)
	}
	file, err := scenariofile.Sample("twin-vaults")
	if err != nil {
		t.Fatal(err)
	}
	scn, err := party.BuildScenario(file, 1, 3, []party.Member{{ID: 1, Name: "Ysolde", Level: 1}, {ID: 2, Name: "Tamsin", Level: 1}})
	if err != nil {
		t.Fatal(err)
	}
	if err := sess.Start(ctx, scn); err != nil {
		t.Fatal(err)
	}
	s, _ := newShell(t, Deps{Store: store, Session: sess})
	w2 := s.OpenMapWindow()
	t.Cleanup(w2.Close)
	m := s.MapScreen().Model
	vault := file.Rooms[1].Hexes
	door := file.Doors[0].At
	monstersIn := func(hexes []hexgrid.Hex) int {
		n := 0
		for _, f := range m.Figures() {
			if f.Kind == engine.KindMonster && slices.Contains(hexes, f.At) {
				n++
			}
		}
		return n
	}
	if monstersIn(vault) != 0 || m.PlayersMap().Contains(vault[0]) || len(m.Hidden()) == 0 {
		t.Fatalf("at the start the reliquary is shown: %d monsters there", monstersIn(vault))
	}
	for _, mon := range file.Monsters { // for 2 characters: some absent, so fewer waiting
		if mon.For(2) == scenariofile.Absent && slices.ContainsFunc(m.Hidden(), func(f mapview.Figure) bool { return f.Standee == mon.Standee && f.Name == mon.Type }) {
			t.Errorf("%s %d waits though absent for 2 characters", mon.Type, mon.Standee)
		}
	}
	if err := m.Do(engine.OpenDoor{At: door}); err != nil {
		t.Fatal(err)
	}
	if monstersIn(vault) == 0 || !m.PlayersMap().Contains(vault[0]) || len(m.Hidden()) != 0 {
		t.Fatalf("after the door: %d monsters in the reliquary, players see it %v", monstersIn(vault), m.PlayersMap().Contains(vault[0]))
	}
	s.Undo()
	if monstersIn(vault) != 0 || m.PlayersMap().Contains(vault[0]) || len(m.Hidden()) == 0 {
		t.Fatal("undo did not hide the reliquary again")
	}
}

// A map file opened with File › Open scenario joins the maps the campaign
// screen starts a scenario from, with its monster types, and is chosen.
func TestOpenedMapIsOfferedToStart(t *testing.T) {
	store, sess := table(t)
	load := func(string) (*scenariofile.File, error) {
		f, err := scenariofile.Sample("twin-vaults")
		if err == nil {
			f.Title = "Gloom Hollow"
		}
		return f, err
	}
	s, w := newShell(t, Deps{Store: store, Session: sess, LoadScenario: load})
	s.OpenScenario("/maps/gloom-hollow.json")
	s.Show(ViewCampaign)
	var found bool
	var walk func(o fyne.CanvasObject)
	walk = func(o fyne.CanvasObject) {
		if sel, ok := o.(*widget.Select); ok && strings.HasPrefix(sel.Selected, "Gloom Hollow (gloom-hollow.json) — Cave Rat") {
			found = true
		}
		if c, ok := o.(*fyne.Container); ok {
			for _, o := range c.Objects {
				walk(o)
			}
		}
		if wd, ok := o.(fyne.Widget); ok {
			for _, o := range test.WidgetRenderer(wd).Objects() {
				walk(o)
			}
		}
	}
	walk(w.Content())
	if !found {
		t.Error("the opened map is not chosen among the maps to start from")
	}
}

// View › Round below the map (Ctrl+Shift+R) hides the round so that the map
// has the whole height, and back; the choice is remembered, also by a new
// window.
func TestRoundPanelCanBeHidden(t *testing.T) {
	store, sess := table(t)
	prefs := test.NewTempApp(t).Preferences()
	s, w := newShell(t, Deps{Store: store, Session: sess, Prefs: prefs})
	w.Resize(fyne.NewSize(1280, 800))
	mapH := s.mapScreen.Content().Size().Height
	s.ToggleRound()
	if s.roundPanel.Visible() || !prefs.Bool(prefRoundHidden) {
		t.Fatal("the round is still shown, or the choice is not kept")
	}
	if h := s.mapScreen.Content().Size().Height; h <= mapH+150 {
		t.Errorf("the map is %v high with the round hidden, %v with it", h, mapH)
	}

	var item *fyne.MenuItem
	for _, m := range s.MainMenu().Items {
		for _, it := range m.Items {
			if it.Label == "Round below the map" {
				item = it
			}
		}
	}
	if item == nil || item.Checked || item.Shortcut == nil {
		t.Fatalf("View › Round below the map: %+v", item)
	}
	again, _ := newShell(t, Deps{Store: store, Session: sess, Prefs: prefs})
	if again.roundPanel.Visible() {
		t.Error("a new window shows the round the player hid")
	}
	s.ToggleRound()
	if !s.roundPanel.Visible() || prefs.Bool(prefRoundHidden) {
		t.Error("the round did not come back")
	}
}

// A monster's turn shown on the map is carried out from the toolbar: Move
// moves it along the path shown (a recorded action, undone like any), and
// Attack opens the attack panel with the monster and its targets.
func TestMonsterTurnMoveAndAttack(t *testing.T) {
	store, sess := table(t)
	s, w := newShell(t, Deps{Store: store, Session: sess, Preview: sample(t)})
	w.Resize(fyne.NewSize(1280, 800))
	scn := s.table.Scenario()
	// The monster nearest the hero, with a move that reaches it.
	hero, _ := scn.Figure("hero")
	monster := ""
	for _, f := range scn.Figures() {
		if f.Kind == engine.KindMonster && f.Alive() && f.OnMap &&
			(monster == "" || hexgrid.Distance(f.At, hero.At) < hexgrid.Distance(fig(t, scn, monster).At, hero.At)) {
			monster = f.ID
		}
	}
	m := s.mapScreen.Model
	if err := m.Select(monster); err != nil {
		t.Fatal(err)
	}
	if err := m.ShowMonsterTurn(monsterturn.Action{Move: 20, Targets: 1}); err != nil {
		t.Fatal(err)
	}
	turn, i, _ := m.MonsterTurn()
	choice := turn.Choices[i]
	if len(choice.Path) < 2 || len(choice.Targets) != 1 {
		t.Fatalf("the turn shown: %+v", choice)
	}
	s.mapScreen.MoveMonster()
	if got := fig(t, s.table.Scenario(), monster).At; got != choice.To {
		t.Fatalf("after Move the monster stands on %v, want %v (status %q)", got, choice.To, s.mapScreen.Status.Text)
	}
	// The attack screen last showed its figures: Attack opens the panel.
	s.Show(ViewAttack)
	s.attackTabs.SelectIndex(2)
	s.Show(ViewMap)
	s.mapScreen.AttackFromTurn()
	if s.View() != ViewAttack || s.attack.AttackerID() != monster || !slices.Equal(s.attack.Targets(), choice.Targets) {
		t.Errorf("Attack: view %v, attacker %q, targets %v", s.View(), s.attack.AttackerID(), s.attack.Targets())
	}
	if got := s.attackTabs.SelectedIndex(); got != 0 {
		t.Errorf("Attack opened the attack screen's part %d, not the attack panel", got)
	}
	s.Undo()
	if got := fig(t, s.table.Scenario(), monster).At; got != turn.Start {
		t.Errorf("after Undo the monster stands on %v, want %v", got, turn.Start)
	}
}

// Files opened with File › Open scenario are offered again after a
// restart (newest first); a file that no longer loads is forgotten.
func TestOpenedFilesAreRemembered(t *testing.T) {
	prefs := test.NewTempApp(t).Preferences()
	gone := false
	load := func(path string) (*scenariofile.File, error) {
		if path == "b.json" && gone {
			return nil, errors.New("b.json: no such file")
		}
		f := sample(t)
		f.Title = strings.TrimSuffix(path, ".json")
		return f, nil
	}
	store, sess := table(t)
	s, _ := newShell(t, Deps{Store: store, Session: sess, LoadScenario: load, Prefs: prefs})
	s.OpenScenario("a.json")
	s.OpenScenario("b.json")
	s.OpenScenario("a.json")
	if got := prefs.StringList(prefOpened); !slices.Equal(got, []string{"a.json", "b.json"}) {
		t.Fatalf("remembered %v", got)
	}
	again, _ := newShell(t, Deps{Store: store, Session: sess, LoadScenario: load, Prefs: prefs})
	if len(again.offered) != 2 || again.offered[0].source != "b.json" || again.offered[1].source != "a.json" {
		t.Errorf("offered after a restart: %+v", again.offered)
	}
	gone = true
	third, _ := newShell(t, Deps{Store: store, Session: sess, LoadScenario: load, Prefs: prefs})
	if len(third.offered) != 1 || !slices.Equal(prefs.StringList(prefOpened), []string{"a.json"}) {
		t.Errorf("a file gone: offered %+v, remembered %v", third.offered, prefs.StringList(prefOpened))
	}
}

// The scenario editor's Save into data pack keeps the scenario in the
// players' own pack; the campaign screen offers it to start, also in a
// new window; its monster types are the packs'.
func TestEditorSavesIntoAPack(t *testing.T) {
	store, sess := table(t)
	s, _ := newShell(t, Deps{Store: store, Session: sess, Preview: sample(t)})
	s.Show(ViewEditor)
	f := sample(t)
	f.Title = "The Drowned Crypt"
	s.editor.SetFile(f)
	s.editor.SaveToPack()
	if !strings.Contains(s.editor.Status(), "My scenarios") {
		t.Fatalf("editor status %q", s.editor.Status())
	}
	packs, err := store.Packs(context.Background())
	if err != nil || len(packs) != 1 || packs[0].Name != "My scenarios" || packs[0].Counts.Scenarios != 1 {
		t.Fatalf("packs %+v %v", packs, err)
	}
	again, _ := newShell(t, Deps{Store: store, Session: sess, Preview: sample(t)})
	again.Show(ViewCampaign)
	found := false
	for _, l := range again.campaign.MapLabels() {
		found = found || strings.HasPrefix(l, "The Drowned Crypt (data pack My scenarios)")
	}
	if !found {
		t.Errorf("the campaign screen offers %v", again.campaign.MapLabels())
	}
}

// File › Data packs… opens over the window (ui/packs), saying when there
// is no pack yet; Escape goes to what the dialog gives it (the monster type
// editor's Cancel) and back to the window when it gives it back.
func TestDataPacksDialogOpens(t *testing.T) {
	store, sess := table(t)
	s, w := newShell(t, Deps{Store: store, Session: sess})
	s.ShowDataPacks()
	if !strings.Contains(texts(w.Canvas().Overlays().Top()), "No data pack yet") {
		t.Fatalf("an empty list does not say so:\n%s", texts(w.Canvas().Overlays().Top()))
	}
	cancelled := 0
	h := s.packsHost()
	h.Escape(func() { cancelled++ })
	w.Canvas().Unfocus()
	w.Canvas().OnTypedKey()(&fyne.KeyEvent{Name: fyne.KeyEscape})
	h.Escape(nil)
	if cancelled != 1 || s.escape != nil {
		t.Errorf("Escape given to the dialog ran it %d times; still the dialog's: %v", cancelled, s.escape != nil)
	}
}

// findEntries returns the text entries under o (Fyne's or the app's).
func findEntries(o fyne.CanvasObject) []fyne.Focusable {
	switch e := o.(type) {
	case *field.Entry:
		return []fyne.Focusable{e}
	case *spinner.Field:
		return []fyne.Focusable{e}
	case *widget.Entry:
		return []fyne.Focusable{e}
	}
	var kids []fyne.CanvasObject
	switch v := o.(type) {
	case *fyne.Container:
		kids = v.Objects
	case fyne.Widget:
		kids = test.WidgetRenderer(v).Objects()
	}
	var found []fyne.Focusable
	for _, k := range kids {
		found = append(found, findEntries(k)...)
	}
	return found
}

// Ctrl+Z and Ctrl+Y with the cursor in an initiative field undo and redo
// the table's last action, as the real driver delivers them (to the
// focused widget alone), and so do the table's other shortcuts; the field
// keeps its own text undo while it holds an initiative typed and not set.
func TestTableShortcutsFromAFocusedField(t *testing.T) {
	store, sess := table(t)
	s, w := newShell(t, Deps{Store: store, Session: sess, Preview: sample(t)})
	if _, err := s.Env().Table.Do(engine.DamageFigure{Figure: "hero", Amount: 2}); err != nil {
		t.Fatal(err)
	}
	hp := func() int { f, _ := sess.Scenario().Figure("hero"); return f.HP }
	entries := findEntries(w.Content())
	if len(entries) == 0 {
		t.Fatal("no initiative field on the map screen")
	}
	e := entries[0]
	w.Canvas().Focus(e)
	key := func(sc fyne.Shortcut) { // what the desktop driver does
		w.Canvas().Focused().(fyne.Shortcutable).TypedShortcut(sc)
	}
	key(&fyne.ShortcutUndo{})
	if hp() != 10 {
		t.Fatalf("after Ctrl+Z in the initiative field the hero has %d hit points, want 10", hp())
	}
	key(&fyne.ShortcutRedo{})
	if hp() != 8 {
		t.Fatalf("after Ctrl+Y in the initiative field the hero has %d hit points, want 8", hp())
	}
	key(s.shortcuts()["undo"].Key) // Ctrl+Z as a custom shortcut
	key(s.shortcuts()["redo"].Key) // Ctrl+Shift+Z
	if hp() != 8 {
		t.Fatalf("after Ctrl+Z, Ctrl+Shift+Z in the initiative field the hero has %d hit points, want 8", hp())
	}
	key(s.shortcuts()["attack"].Key)
	if s.View() != ViewAttack {
		t.Fatalf("Ctrl+2 in the initiative field showed %s", s.View())
	}
	s.Show(ViewMap)
	w.Canvas().Focus(e)
	test.Type(e, "42")
	key(&fyne.ShortcutUndo{})
	text := func() string {
		switch f := e.(type) {
		case *field.Entry:
			return f.Text
		case *spinner.Field:
			return f.Text
		}
		return e.(*widget.Entry).Text
	}
	if hp() != 8 || text() == "42" {
		t.Fatalf("Ctrl+Z with an initiative typed: the field holds %q, the hero %d hit points; want the text undone, 8", text(), hp())
	}
}

// The window opens inside a 1024×600 screen, and at the size the player
// left it at next time.
func TestWindowSizeIsRemembered(t *testing.T) {
	a := test.NewTempApp(t)
	prefs := a.Preferences()
	w := a.NewWindow("")
	t.Cleanup(w.Close)
	s, err := New(a, w, Deps{Language: language.English, Prefs: prefs})
	if err != nil {
		t.Fatal(err)
	}
	if got := s.WindowSize(); got.Width > 1024 || got.Height > 600-60 {
		t.Errorf("the window opens at %v: not inside a 1024×600 screen with a title bar and a panel", got)
	}
	if m := w.Content().MinSize(); m.Width > 1024 || m.Height > 540 {
		t.Errorf("the window's content needs %v", m)
	}
	w.Resize(s.WindowSize())
	s.RememberSize()
	w.Resize(fyne.NewSize(1200, 700))
	w2 := a.NewWindow("")
	t.Cleanup(w2.Close)
	s2, err := New(a, w2, Deps{Language: language.English, Prefs: prefs})
	if err != nil {
		t.Fatal(err)
	}
	if got := s2.WindowSize(); got != fyne.NewSize(1200, 700) {
		t.Errorf("the window opens at %v the next time, want the 1200×700 it was left at", got)
	}
}

// Every screen fits the window's first size (DefaultWindowSize, inside a
// 1024×600 screen) in English and German: showing one does not make the
// window grow past the screen (issue 26: the card battle's bar in German).
func TestEveryScreenFitsTheDefaultWindow(t *testing.T) {
	for _, lang := range []language.Tag{language.English, language.German} {
		store, sess := table(t)
		s, w := newShell(t, Deps{Store: store, Session: sess, Preview: sample(t), Language: lang})
		for _, v := range Views {
			s.Show(v)
			if m := w.Content().MinSize(); m.Width > DefaultWindowSize.Width || m.Height > DefaultWindowSize.Height {
				t.Errorf("%s: after showing the %s screen the window needs %v, more than %v", lang, v, m, DefaultWindowSize)
			}
		}
	}
}

// A database whose -wal was deleted after a crash opens with a warning
// (persistence.Store.Warning), shown in a dialog with the count of lost
// actions. The file beside it is as a crash after 13 recorded actions
// leaves it; the main file holds 1.
func TestLostActionsAreShown(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "campaign.db")
	st, err := persistence.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	c, err := st.CreateCampaign(ctx, "lost")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := st.Record(ctx, c.ID, persistence.Action{Kind: "note", Payload: json.RawMessage(`{}`)}); err != nil {
		t.Fatal(err)
	}
	if err := st.Close(); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path+"-open", []byte("haventable-open 13\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	if st, err = persistence.Open(path); err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	for _, tc := range []struct {
		lang language.Tag
		want string
	}{
		{language.English, "the last 12 actions recorded were lost"},
		{language.German, "Die letzten 12 aufgezeichneten Aktionen sind verloren"},
		{language.French, "les 12 dernières actions enregistrées sont perdues"},
	} {
		s, w := newShell(t, Deps{Language: tc.lang, DBPath: path, Store: st})
		s.ShowProblems()
		ov := w.Canvas().Overlays().List()
		if len(ov) != 1 {
			t.Fatalf("%v: %d overlays, want one dialog", tc.lang, len(ov))
		}
		if got := texts(ov[0]); !strings.Contains(got, tc.want) || !strings.Contains(got, path+"-wal") {
			t.Errorf("%v: dialog lacks %q and the -wal file:\n%s", tc.lang, tc.want, got)
		}
	}
}

// A file with a second name is refused in the player's language, naming
// the other names found beside it.
func TestLinkedDatabaseIsExplained(t *testing.T) {
	err := fmt.Errorf("open: %w", &persistence.LinkedError{Path: "/x/campaign.db", Names: 3, Others: []string{"/x/copy.db"}})
	p := &StoreProblem{Kind: StoreLinked, Path: "/x/campaign.db", Err: err}
	for lang, want := range map[language.Tag][]string{
		language.English: {"has 3 names (hard links)", "Its other names in the same folder: /x/copy.db."},
		language.German:  {"hat 3 Namen (harte Links)", "Ihre anderen Namen im selben Ordner: /x/copy.db."},
		language.French:  {"a 3 noms (liens physiques)", "Ses autres noms dans le même dossier : /x/copy.db."},
	} {
		tr, err := locales.New(lang)
		if err != nil {
			t.Fatal(err)
		}
		text := p.Text(tr)
		for _, w := range want {
			if !strings.Contains(text, w) {
				t.Errorf("%v: %q lacks %q", lang, text, w)
			}
		}
	}
}

// A database renamed after a crash is refused in the player's language,
// naming the -wal that kept the old name, the name to give it and how many
// actions it holds (issue 40, item 22).
func TestRenamedDatabaseIsExplained(t *testing.T) {
	err := fmt.Errorf("open: %w", &persistence.MovedError{Path: "/x/new.db", WAL: "/x/campaign.db-wal", Count: 10})
	p := &StoreProblem{Kind: StoreJournalElsewhere, Path: "/x/new.db", Err: err}
	for lang, want := range map[language.Tag]string{
		language.English: "the last 10 actions recorded are in its write-ahead log",
		language.German:  "die letzten 10 aufgezeichneten Aktionen stehen in ihrem Write-Ahead-Log",
		language.French:  "les 10 dernières actions enregistrées se trouvent dans son journal",
	} {
		tr, err := locales.New(lang)
		if err != nil {
			t.Fatal(err)
		}
		text := p.Text(tr)
		for _, w := range []string{want, "/x/campaign.db-wal", "/x/new.db-wal"} {
			if !strings.Contains(text, w) {
				t.Errorf("%v: %q lacks %q", lang, text, w)
			}
		}
	}
	lost := &persistence.LostActions{Path: "/x/new.db", Count: 10, WALMissing: true, Old: "/x/campaign.db"}
	tr, _ := locales.New(language.English)
	if text := LostText(tr, lost); !strings.Contains(text, "was open as /x/campaign.db") || !strings.Contains(text, "the last 10 actions recorded were lost") {
		t.Errorf("lost after a rename: %q", text)
	}
}

// shownObjects are the objects under o that show (o and its parents
// visible).
func shownObjects(o fyne.CanvasObject) []fyne.CanvasObject {
	if o == nil || !o.Visible() {
		return nil
	}
	out := []fyne.CanvasObject{o}
	var kids []fyne.CanvasObject
	switch v := o.(type) {
	case *fyne.Container:
		kids = v.Objects
	case *container.Scroll:
		kids = []fyne.CanvasObject{v.Content}
	case *container.Split:
		kids = []fyne.CanvasObject{v.Leading, v.Trailing}
	case fyne.Widget:
		kids = test.WidgetRenderer(v).Objects()
	}
	for _, k := range kids {
		out = append(out, shownObjects(k)...)
	}
	return out
}

// Issue 40: before any scenario the players' window says that none is in
// progress and shows nothing else (not the sample map the game master
// previews, nor its monsters); once one is, it shows its map.
func TestPlayersWindowBeforeAScenario(t *testing.T) {
	for _, lang := range []language.Tag{language.English, language.German} {
		s, _ := newShell(t, Deps{Language: lang, Preview: sample(t)})
		w2 := s.OpenMapWindow()
		t.Cleanup(w2.Close)
		want := map[language.Tag]string{language.English: "No scenario in progress", language.German: "Kein Szenario im Gange"}[lang]
		var labels []string
		for _, o := range shownObjects(w2.Content()) {
			switch v := o.(type) {
			case *mapview.MapView:
				t.Errorf("%v: the players' window shows a map before any scenario", lang)
			case *widget.Label:
				if v.Text != "" {
					labels = append(labels, v.Text)
				}
			}
		}
		if !slices.Equal(labels, []string{want}) {
			t.Errorf("%v: the players' window says %q, want only %q", lang, labels, want)
		}
	}
	store, sess := table(t)
	s, _ := newShell(t, Deps{Store: store, Session: sess})
	w2 := s.OpenMapWindow()
	t.Cleanup(w2.Close)
	var maps int
	for _, o := range shownObjects(w2.Content()) {
		if _, ok := o.(*mapview.MapView); ok {
			maps++
		}
		if l, ok := o.(*widget.Label); ok && l.Text == "No scenario in progress" {
			t.Error("the players' window says no scenario is in progress during one")
		}
	}
	if maps != 1 {
		t.Errorf("during a scenario the players' window shows %d maps", maps)
	}
}

// Issue 40: a window size kept from a bigger screen opens inside the
// screen it opens on, with room for a title bar and a panel; a size that
// fits, or an unknown screen, is kept.
func TestFitWindow(t *testing.T) {
	for _, c := range []struct{ size, screen, want fyne.Size }{
		{fyne.NewSize(1920, 1080), fyne.NewSize(1024, 600), fyne.NewSize(1000, 540)},
		{fyne.NewSize(1280, 500), fyne.NewSize(1024, 600), fyne.NewSize(1000, 500)},
		{fyne.NewSize(1024, 600), fyne.NewSize(1024, 600), fyne.NewSize(1024, 600)},
		{fyne.NewSize(800, 500), fyne.NewSize(1024, 600), fyne.NewSize(800, 500)},
		{fyne.NewSize(1920, 1080), fyne.Size{}, fyne.NewSize(1920, 1080)},
		{DefaultWindowSize, fyne.NewSize(1024, 600), DefaultWindowSize},
	} {
		if got := FitWindow(c.size, c.screen); got != c.want {
			t.Errorf("FitWindow(%v, %v) = %v, want %v", c.size, c.screen, got, c.want)
		}
	}
}

// Issue 40: in a window of a 1024×600 screen the map gets at least half
// the window's height: the round folds into a compact bar below it, which
// unfolds to show every character's row and Draw ability cards; in a tall
// window the round stays whole.
func TestSmallWindowGivesTheMapHalfTheHeight(t *testing.T) {
	store, sess := table(t)
	s, w := newShell(t, Deps{Store: store, Session: sess})
	for _, c := range []struct {
		size    fyne.Size
		compact bool
	}{{DefaultWindowSize, true}, {fyne.NewSize(1024, 600), true}, {fyne.NewSize(1280, 800), false},
		{fyne.NewSize(1920, 1080), false}} {
		w.Resize(c.size)
		if got := s.round.Compact(); got != c.compact {
			t.Errorf("%v: the round folded: %v, want %v", c.size, got, c.compact)
		}
		if h := s.MapScreen().View.Size().Height; h < c.size.Height/2 && c.compact {
			t.Errorf("%v: the map is %v high, less than half the window", c.size, h)
		}
		if !c.compact {
			continue
		}
		folded := s.MapScreen().View.Size().Height
		s.round.Unfold(true)
		draw := false
		for _, o := range shownObjects(w.Content()) {
			if b, ok := o.(*widget.Button); ok && b.Text == s.tr.T("RoundDrawAbilities") {
				draw = true
			}
		}
		if s.round.Compact() || !draw || s.MapScreen().View.Size().Height >= folded {
			t.Errorf("%v: unfolded, the round does not take the room for its rows", c.size)
		}
		s.round.Unfold(false)
		if h := s.MapScreen().View.Size().Height; h != folded {
			t.Errorf("%v: folded again, the map is %v high, was %v", c.size, h, folded)
		}
	}
}
