package editor

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"golang.org/x/text/language"

	"github.com/haventable/haventable/engine/scenariofile"
	"github.com/haventable/haventable/locales"
)

// The monster control: the type chosen once; three toggles for 2, 3 and
// 4 characters, each tap cycling absent → normal → elite; keys 1 to 9 set
// the presets; each click on the map places a standee with the next free
// number as the toggles say.
func TestMonsterControlPlacesByPartySize(t *testing.T) {
	s, w := newEditor(t)
	s.use(ToolMonster)
	s.monsters.SetSelected("Cave Rat")
	if got := s.Presence(); got != [3]scenariofile.Presence{nn, nn, nn} || s.presence[0].Text != "2: N" {
		t.Fatalf("presence %v, toggle %q", got, s.presence[0].Text)
	}
	test.Tap(s.presence[0]) // 2: elite
	test.Tap(s.presence[0]) // 2: absent
	test.Tap(s.presence[2]) // 4: elite
	if got := s.Presence(); got != [3]scenariofile.Presence{xx, nn, ee} || s.presence[0].Text != "2: –" || s.presence[2].Text != "4: E" {
		t.Fatalf("after three taps: %v %q %q", got, s.presence[0].Text, s.presence[2].Text)
	}
	s.tap(h(1, -1))
	s.tap(h(2, -1))
	// A key on the map: the preset "N N N".
	if w.Canvas().Focused() != s.input {
		t.Fatalf("the map does not have the keys: %T", w.Canvas().Focused())
	}
	test.Type(s.input, "1")
	s.tap(h(-1, 0))
	test.Type(s.input, "2") // E E E
	s.tap(h(-2, 0))
	f := s.File()
	if len(f.Monsters) != 4 {
		t.Fatalf("monsters %+v", f.Monsters)
	}
	for i, want := range []struct {
		standee int
		by      [3]scenariofile.Presence
	}{{1, [3]scenariofile.Presence{xx, nn, ee}}, {2, [3]scenariofile.Presence{xx, nn, ee}}, {3, [3]scenariofile.Presence{nn, nn, nn}}, {4, [3]scenariofile.Presence{ee, ee, ee}}} {
		m := f.Monsters[i]
		got := [3]scenariofile.Presence{m.For(2), m.For(3), m.For(4)}
		if m.Type != "Cave Rat" || m.Standee != want.standee || got != want.by {
			t.Errorf("monster %d: %+v (%v), want standee %d %v", i, m, got, want.standee, want.by)
		}
	}
	// Every party size absent is no placement: the last toggle stays.
	s.SetPresence([3]scenariofile.Presence{xx, xx, nn})
	s.CyclePresence(2) // elite
	s.CyclePresence(2) // absent → normal
	if got := s.Presence(); got != [3]scenariofile.Presence{xx, xx, nn} {
		t.Fatalf("all absent: %v", got)
	}
}

// Monsters of types the samples lack (a data pack's) are drawn on the
// editor's map like the samples'.
func TestImportedMonsterTypesAreDrawn(t *testing.T) {
	test.NewTempApp(t)
	tr, _ := locales.New(language.English)
	s := New(tr, Options{MonsterTypes: []string{"Bandit Guard", "Cave Rat"}})
	w := test.NewWindow(s.Content())
	defer w.Close()
	w.Resize(fyne.NewSize(1000, 620))
	s.use(ToolMonster)
	if s.monsters.Selected != "Bandit Guard" {
		t.Fatalf("type %q", s.monsters.Selected)
	}
	s.tap(h(1, -1))
	s.monsters.SetSelected("Cave Rat")
	s.tap(h(2, -1))
	names := map[string]bool{}
	for _, f := range s.Model().Figures() {
		names[f.Title] = true
	}
	if !names["Bandit Guard 1"] || !names["Cave Rat 1"] {
		t.Fatalf("figures drawn: %v", names)
	}
}

// The Doc outlives the widgets: an editor built on it (as after a
// language switch) shows the same file and undoes the same steps.
func TestUndoSurvivesARebuild(t *testing.T) {
	s, _ := newEditor(t)
	s.use(ToolObstacle)
	s.tap(h(1, -1))
	s.use(ToolMonster)
	s.SetPresence([3]scenariofile.Presence{xx, nn, ee})
	s.tap(h(2, -1))
	tr, _ := locales.New(language.German)
	s2 := New(tr, Options{Doc: s.Doc()})
	w := test.NewWindow(s2.Content())
	defer w.Close()
	if !s2.File().Equal(s.File()) || !s2.CanUndo() || s2.tools.SelectedIndex() != int(ToolMonster) ||
		s2.Presence() != [3]scenariofile.Presence{xx, nn, ee} || s2.presence[2].Text != "4: E" {
		t.Fatalf("rebuilt: undo %v, tool %d, presence %v", s2.CanUndo(), s2.tools.SelectedIndex(), s2.Presence())
	}
	s2.Undo()
	s2.Undo()
	if f := s2.File(); len(f.Monsters) != 0 || len(f.Obstacles) != 0 || s2.CanUndo() {
		t.Fatalf("after two undos: %+v", f)
	}
}

// The file dialogs have a path field: typing a path and Enter opens or
// saves the file there.
func TestFileDialogPathField(t *testing.T) {
	test.NewTempApp(t)
	tr, _ := locales.New(language.English)
	w := test.NewWindow(nil)
	defer w.Close()
	s := New(tr, Options{Window: w})
	w.SetContent(s.Content())
	w.Resize(fyne.NewSize(1000, 620))
	dir := t.TempDir()
	s.use(ToolObstacle)
	s.tap(h(1, -1))
	path := filepath.Join(dir, "mine.json")
	s.saveDialog()
	if s.pathEntry == nil || !strings.HasSuffix(s.pathEntry.Text, "new-scenario.json") || w.Canvas().Focused() != s.pathEntry {
		t.Fatal("the save dialog has no path field focused with a file name")
	}
	s.pathEntry.SetText(path)
	s.pathEntry.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	data, err := os.ReadFile(path)
	if err != nil || !strings.Contains(s.Status(), "Saved as mine.json") || s.Dirty() {
		t.Fatalf("saved: %v; status %q", err, s.Status())
	}
	f, err := scenariofile.Parse(data)
	if err != nil || !f.Equal(s.File()) {
		t.Fatalf("the file saved: %v", err)
	}
	s.SetFile(scenariofile.NewFile("Other"))
	s.openDialog()
	if s.pathEntry.Text != dir+string(filepath.Separator) {
		t.Fatalf("open starts in %q, want the folder saved to", s.pathEntry.Text)
	}
	s.pathEntry.SetText(s.pathEntry.Text + path) // a whole path typed after it
	s.pathEntry.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if !s.File().Equal(f) {
		t.Fatalf("opened %+v", s.File())
	}
	if err := s.OpenPath(filepath.Join(dir, "none.json")); err == nil {
		t.Fatal("a missing file opened")
	}
}

// A path typed in the field after the folder proposed starts over at its
// own root or home.
func TestExpandPath(t *testing.T) {
	home, _ := os.UserHomeDir()
	for in, want := range map[string]string{
		"/a/b/c.json":       "/a/b/c.json",
		"/a/b//c/d.json":    "/c/d.json",
		"/a/b/~/c.json":     filepath.Join(home, "c.json"),
		" ~/x.json ":        filepath.Join(home, "x.json"),
		"/a/b/notme~x.json": "/a/b/notme~x.json",
	} {
		if got := expand(in); got != want {
			t.Errorf("expand(%q) = %q, want %q", in, got, want)
		}
	}
}
