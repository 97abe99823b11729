package campaign

import (
	"bytes"
	"context"
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
	"golang.org/x/text/language"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/campaign"
	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/engine/monster"
	"github.com/haventable/haventable/engine/pack"
	"github.com/haventable/haventable/engine/party"
	"github.com/haventable/haventable/engine/scenariofile"
	"github.com/haventable/haventable/locales"
	"github.com/haventable/haventable/persistence"
	"github.com/haventable/haventable/ui/safefile"
	"github.com/haventable/haventable/ui/screen"
	"github.com/haventable/haventable/ui/spinner"
)

// fixture is a campaign screen on a real store in a test window.
type fixture struct {
	t        *testing.T
	env      *screen.Env
	store    *persistence.Store
	s        *Screen
	w        fyne.Window
	opened   []int64
	remember []int64
	resumed  int
}

func newFixture(t *testing.T) *fixture {
	t.Helper()
	return newFixtureOn(t, testStore(t))
}

// testStore is a fresh store in a test app, closed when t ends.
func testStore(t *testing.T) *persistence.Store {
	t.Helper()
	test.NewTempApp(t)
	store, err := persistence.Open(filepath.Join(t.TempDir(), "campaigns.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { store.Close() })
	return store
}

func newFixtureOn(t *testing.T, store *persistence.Store) *fixture {
	t.Helper()
	tr, err := locales.New(language.English)
	if err != nil {
		t.Fatal(err)
	}
	f := &fixture{t: t, store: store}
	f.env = &screen.Env{Tr: tr, Store: store, Table: &screen.Table{}}
	f.s = New(f.env, Options{
		OnOpen:   func(id int64) { f.opened = append(f.opened, id) },
		Remember: func(id int64) { f.remember = append(f.remember, id) },
		OnResume: func() { f.resumed++ },
		Seed:     func() uint64 { return 42 },
	})
	f.w = test.NewWindow(f.s.Content())
	f.env.Window = f.w
	f.w.Resize(fyne.NewSize(1280, 800))
	t.Cleanup(f.w.Close)
	return f
}

// create makes a campaign through the screen and returns its ID.
func (f *fixture) create(name string) int64 {
	f.t.Helper()
	f.s.newName.SetText(name)
	test.Tap(f.s.create)
	if f.s.Current() == 0 {
		f.t.Fatalf("campaign %q not opened after create", name)
	}
	return f.s.Current()
}

// confirm taps the button labelled label in the dialog on top.
func (f *fixture) confirm(label string) {
	f.t.Helper()
	top := f.w.Canvas().Overlays().Top()
	if top == nil {
		f.t.Fatalf("no dialog shown; want one with %q", label)
	}
	b := findButton(top, label)
	if b == nil {
		f.t.Fatalf("no button %q in the dialog", label)
	}
	test.Tap(b)
}

// dialogText returns the texts of the labels in the dialog on top.
func (f *fixture) dialogText() string {
	top := f.w.Canvas().Overlays().Top()
	if top == nil {
		return ""
	}
	var out []string
	walk(top, func(o fyne.CanvasObject) {
		if l, ok := o.(*widget.Label); ok {
			out = append(out, l.Text)
		}
	})
	return strings.Join(out, "\n")
}

func (f *fixture) closeDialogs() {
	for f.w.Canvas().Overlays().Top() != nil {
		f.w.Canvas().Overlays().Remove(f.w.Canvas().Overlays().Top())
	}
}

func walk(o fyne.CanvasObject, visit func(fyne.CanvasObject)) {
	visit(o)
	switch x := o.(type) {
	case *fyne.Container:
		for _, c := range x.Objects {
			walk(c, visit)
		}
	case fyne.Widget:
		for _, c := range test.WidgetRenderer(x).Objects() {
			walk(c, visit)
		}
	}
}

func findButton(o fyne.CanvasObject, label string) *widget.Button {
	var found *widget.Button
	walk(o, func(o fyne.CanvasObject) {
		if b, ok := o.(*widget.Button); ok && b.Text == label && found == nil {
			found = b
		}
	})
	return found
}

func TestNoDatabase(t *testing.T) {
	test.NewTempApp(t)
	tr, _ := locales.New(language.English)
	s := New(&screen.Env{Tr: tr, Table: &screen.Table{}}, Options{})
	w := test.NewWindow(s.Content())
	defer w.Close()
	var texts []string
	walk(s.Content(), func(o fyne.CanvasObject) {
		if l, ok := o.(*widget.Label); ok {
			texts = append(texts, l.Text)
		}
	})
	if !strings.Contains(strings.Join(texts, "\n"), "could not be opened") {
		t.Fatalf("no database: screen says %q", texts)
	}
	if s.Shortcuts() != nil {
		t.Fatal("shortcuts without a database")
	}
	if err := s.Open(1); err == nil {
		t.Fatal("Open without a database succeeded")
	}
}

func TestCampaignCreateRenameDelete(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	id := f.create("Black Barrow")
	if sess := f.env.Table.Session(); sess == nil || sess.Campaign() != id {
		t.Fatalf("table session not the new campaign's")
	}
	if !reflect.DeepEqual(f.opened, []int64{id}) || !reflect.DeepEqual(f.remember, []int64{id}) {
		t.Fatalf("OnOpen %v, Remember %v; want [%d]", f.opened, f.remember, id)
	}
	second := f.create("Second")
	if f.s.Current() != second || len(f.s.campaigns) != 2 {
		t.Fatalf("current %d, %d campaigns", f.s.Current(), len(f.s.campaigns))
	}
	// Choosing a campaign in the list opens it.
	f.s.list.Select(0)
	if f.s.Current() != id || f.env.Table.Session().Campaign() != id {
		t.Fatalf("selecting the first campaign opened %d", f.s.Current())
	}
	// A blank name is refused.
	f.s.rename.SetText("  ")
	test.Tap(f.s.renameB)
	if !strings.Contains(f.dialogText(), "must not be blank") {
		t.Fatalf("blank rename: dialog %q", f.dialogText())
	}
	f.closeDialogs()
	f.s.rename.SetText("Gloomy Barrow")
	test.Tap(f.s.renameB)
	if c, _ := f.store.Campaign(ctx, id); c.Name != "Gloomy Barrow" {
		t.Fatalf("renamed to %q", c.Name)
	}
	// Delete asks first, naming the campaign; cancelling keeps it.
	test.Tap(f.s.deleteB)
	if !strings.Contains(f.dialogText(), "“Gloomy Barrow”") {
		t.Fatalf("delete confirmation does not name the campaign: %q", f.dialogText())
	}
	f.confirm("Cancel")
	if list, _ := f.store.Campaigns(ctx); len(list) != 2 {
		t.Fatal("cancelled delete removed the campaign")
	}
	test.Tap(f.s.deleteB)
	if b := findButton(f.w.Canvas().Overlays().Top(), "Delete"); b == nil || b.Importance != widget.DangerImportance {
		t.Fatal("the delete confirmation's button is not styled as dangerous")
	}
	f.confirm("Delete")
	if list, _ := f.store.Campaigns(ctx); len(list) != 1 || list[0].ID != second {
		t.Fatalf("after delete: %v", list)
	}
	if f.env.Table.Session() != nil || f.s.Current() != 0 {
		t.Fatal("the deleted campaign is still open")
	}
	if last := f.remember[len(f.remember)-1]; last != 0 {
		t.Fatalf("Remember after deleting the open campaign: %d, want 0", last)
	}
	if f.s.detail.Visible() || !f.s.none.Visible() {
		t.Fatal("the right side still shows the deleted campaign")
	}
}

func TestOpenFollowsTheTable(t *testing.T) {
	f := newFixture(t)
	id := f.create("A")
	f.create("B")
	// The shell reopening a campaign through Open shows it.
	if err := f.s.Open(id); err != nil {
		t.Fatal(err)
	}
	if f.s.title.Text != "A" {
		t.Fatalf("title %q after Open", f.s.title.Text)
	}
	if err := f.s.Open(999); err == nil {
		t.Fatal("opening a missing campaign succeeded")
	}
}

func TestParty(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	id := f.create("P")
	p := f.s.party
	p.name.SetText("The Lanterns")
	p.reputation.entry.SetText("-3")
	p.prosperity.entry.SetText("4")
	p.donations.entry.SetText("50")
	test.Tap(p.save)
	want := campaign.Party{Name: "The Lanterns", Reputation: -3, Prosperity: 4, Donations: 50}
	if c, _ := f.store.Campaign(ctx, id); c.Party != want {
		t.Fatalf("party %+v, want %+v", c.Party, want)
	}
	if p.saved.Text != "Party saved." {
		t.Fatalf("after Save the panel says %q", p.saved.Text)
	}
	for _, bad := range []struct {
		field *numberField
		text  string
		msg   string
	}{
		{p.reputation, "21", "Reputation: “21” is out of range. Enter a whole number from -20 to 20."},
		{p.prosperity, "-1", "Prosperity: “-1” is out of range. Enter a whole number of at least 0."},
		{p.donations, "lots", "Donations: “lots” is not a whole number. Enter a whole number of at least 0."},
	} {
		old := bad.field.entry.Text
		bad.field.entry.SetText(bad.text)
		test.Tap(p.save)
		if got := f.dialogText(); !strings.Contains(got, bad.msg) {
			t.Errorf("%s: dialog %q, want %q", bad.text, got, bad.msg)
		}
		f.closeDialogs()
		if c, _ := f.store.Campaign(ctx, id); c.Party != want {
			t.Errorf("%s: party changed to %+v", bad.text, c.Party)
		}
		bad.field.entry.SetText(old)
	}
}

// addCharacter fills the new character sheet and saves it.
func (f *fixture) addCharacter(class, name string, level int, perks string) campaign.Character {
	f.t.Helper()
	p := f.s.chars
	test.Tap(p.add)
	p.class.SetText(class)
	p.name.SetText(name)
	p.level.entry.SetText(itoa(level))
	p.perks.SetText(perks)
	test.Tap(p.save)
	if txt := f.dialogText(); strings.Contains(txt, "Keep one of these two quests") {
		f.closeDialogs() // the personal quests dealt: kept later
	} else if txt != "" {
		f.t.Fatalf("saving %s: %s", name, txt)
	}
	chars, err := f.store.Characters(context.Background(), f.s.Current())
	if err != nil || len(chars) == 0 {
		f.t.Fatalf("characters: %v %v", chars, err)
	}
	return chars[len(chars)-1]
}

func itoa(n int) string { return strconv.Itoa(n) }

func TestCharacterPerksAndDeck(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	id := f.create("Perks")
	p := f.s.chars
	// The deck follows the sheet while typing.
	if !strings.Contains(p.deck.Text, "5 × +1") || p.deckSize.Text != "20 cards" {
		t.Fatalf("standard deck shown as %q (%s)", p.deck.Text, p.deckSize.Text)
	}
	c := f.addCharacter("Brute", "Ana Brisk", 3, "replace -1 with +1\n\nremove -2\nadd +1 roll fire @brute")
	want := []string{"replace -1 with +1", "remove -2", "add +1 roll fire @brute"}
	if !reflect.DeepEqual(c.Perks, want) || c.Class != "Brute" || c.Name != "Ana Brisk" || c.Level != 3 {
		t.Fatalf("stored %+v", c)
	}
	for _, line := range []string{"6 × +1", "4 × −1", "6 × +0", "1 × +1 Fire, rolling"} {
		if !strings.Contains(p.deck.Text, line) {
			t.Errorf("deck preview %q lacks %q", p.deck.Text, line)
		}
	}
	if strings.Contains(p.deck.Text, "−2") {
		t.Errorf("deck preview %q still has the removed -2", p.deck.Text)
	}
	if p.deckSize.Text != "20 cards" { // -1 -1 +1 +1: 20 - 1 + 1
		t.Errorf("deck size %q", p.deckSize.Text)
	}
	cards, _ := modifier.CharacterCards(want)
	if n := countLines(p.deck.Text); n != distinct(cards) {
		t.Errorf("%d lines for %d distinct cards", n, distinct(cards))
	}

	// A bad perk shows a live error naming its line, and is not saved.
	p.perks.SetText("replace -1 with +1\nremove -2\nremove -2")
	if !p.perkError.Visible() || !strings.HasPrefix(p.perkError.Text, "Line 3:") {
		t.Fatalf("perk error %q (visible %v)", p.perkError.Text, p.perkError.Visible())
	}
	if p.deck.Text != "" || p.deckSize.Text != "No deck until every perk reads" {
		t.Fatalf("deck shown for bad perks: %q", p.deck.Text)
	}
	test.Tap(p.save)
	if !strings.Contains(f.dialogText(), "Line 3:") {
		t.Fatalf("save with a bad perk: dialog %q", f.dialogText())
	}
	f.closeDialogs()
	if got, _ := f.store.Character(ctx, id, c.ID); !reflect.DeepEqual(got.Perks, want) {
		t.Fatalf("bad perks saved: %v", got.Perks)
	}
	p.perks.SetText("remove +7")
	if !strings.HasPrefix(p.perkError.Text, "Line 1:") {
		t.Fatalf("unreadable perk: %q", p.perkError.Text)
	}

	// Other fields are checked too, naming the field.
	p.perks.SetText(strings.Join(want, "\n"))
	p.level.entry.SetText("10")
	test.Tap(p.save)
	if !strings.Contains(f.dialogText(), "Level: “10” is out of range. Enter a whole number from 1 to 9.") {
		t.Fatalf("level 10: dialog %q", f.dialogText())
	}
	f.closeDialogs()
	p.level.entry.SetText("4")
	p.name.SetText("")
	test.Tap(p.save)
	if !strings.Contains(f.dialogText(), "Name must not be blank") {
		t.Fatalf("blank name: dialog %q", f.dialogText())
	}
	f.closeDialogs()

	// Saving overwrites the sheet.
	p.name.SetText("Ana the Bold")
	p.xp.entry.SetText("45")
	p.gold.entry.SetText("30")
	p.marks.entry.SetText("2")
	p.retired.SetChecked(true)
	test.Tap(p.save)
	got, _ := f.store.Character(ctx, id, c.ID)
	if got.Name != "Ana the Bold" || got.Level != 4 || got.XP != 45 || got.Gold != 30 || got.PerkMarks != 2 || !got.Retired {
		t.Fatalf("saved %+v", got)
	}
	if row := characterRow(f.env.Tr, got); !strings.Contains(row, "retired") {
		t.Fatalf("list row %q", row)
	}

	// Delete asks, naming the character.
	test.Tap(p.del)
	if !strings.Contains(f.dialogText(), "“Ana the Bold”") {
		t.Fatalf("delete dialog %q", f.dialogText())
	}
	f.confirm("Delete character")
	if chars, _ := f.store.Characters(ctx, id); len(chars) != 0 {
		t.Fatalf("after delete: %v", chars)
	}
	if p.editing != 0 || p.name.Text != "" {
		t.Fatal("the deleted character's sheet is still shown")
	}
}

func countLines(s string) int {
	if s == "" {
		return 0
	}
	return strings.Count(s, "\n") + 1
}

func distinct(cards []modifier.Card) int {
	m := map[modifier.Card]bool{}
	for _, c := range cards {
		m[c] = true
	}
	return len(m)
}

func TestStartAndEndScenario(t *testing.T) {
	f := newFixture(t)
	f.create("Play")
	pp := f.s.play
	// No character: starting is refused.
	test.Tap(pp.start)
	if !strings.Contains(f.dialogText(), "no active character") {
		t.Fatalf("empty party: %q", f.dialogText())
	}
	f.closeDialogs()
	f.addCharacter("Brute", "Ana", 3, "replace -1 with +1")
	retired := f.addCharacter("Tinker", "Old Bo", 5, "")
	retired.Retired = true
	if err := f.store.SaveCharacter(context.Background(), f.s.Current(), retired); err != nil {
		t.Fatal(err)
	}
	f.s.chars.reload(true)
	pp.refresh()
	if pp.level.Selected != "2" { // level 3 alone: ceil(3/2)
		t.Errorf("recommended level %q, want 2", pp.level.Selected)
	}
	if !strings.Contains(pp.partyLabel.Text, "Ana") || strings.Contains(pp.partyLabel.Text, "Old Bo") {
		t.Errorf("joining: %q", pp.partyLabel.Text)
	}
	pp.level.SetSelected("1")
	test.Tap(pp.start)
	if txt := f.dialogText(); txt != "" {
		t.Fatalf("start: %s", txt)
	}
	scn := f.env.Table.Scenario()
	if scn == nil {
		t.Fatal("no scenario in progress after start")
	}
	if f.resumed != 1 {
		t.Errorf("OnResume called %d times after start", f.resumed)
	}
	file, _ := scenariofile.Sample(scenariofile.DefaultSample)
	var chars []engine.Figure
	for _, fig := range scn.Figures() {
		if fig.Kind == engine.KindCharacter {
			chars = append(chars, fig)
		}
	}
	if len(chars) != 1 || chars[0].Name != "Ana" || chars[0].At != file.Starts[0] || chars[0].MaxHP != party.HitPoints(3) || chars[0].HP != party.HitPoints(3) {
		t.Fatalf("characters in the scenario: %+v", chars)
	}
	if scn.Level() != 1 || scn.Name() != file.Title {
		t.Errorf("scenario %q level %d", scn.Name(), scn.Level())
	}
	deck, ok := scn.Deck(chars[0].ID)
	if !ok {
		t.Fatal("the character has no deck")
	}
	wantCards, _ := modifier.CharacterCards([]string{"replace -1 with +1"})
	if n := len(deck.Draw); n != len(wantCards) {
		t.Errorf("deck of %d cards, want %d", n, len(wantCards))
	}
	// The same seed builds the same scenario: starts replay exactly.
	again, err := party.BuildScenario(file, 1, 42, []party.Member{{ID: 1, Name: "Ana", Level: 3, Perks: []string{"replace -1 with +1"}}})
	if err != nil {
		t.Fatal(err)
	}
	a, _ := again.MarshalJSON()
	b, _ := scn.MarshalJSON()
	if !bytes.Equal(a, b) {
		t.Error("the scenario started differs from one built with the same seed")
	}
	if !pp.running.Visible() || pp.starter.Visible() || !strings.Contains(pp.status.Text, file.Title) {
		t.Fatalf("play tab: running %v, starter %v, status %q", pp.running.Visible(), pp.starter.Visible(), pp.status.Text)
	}
	if !strings.Contains(pp.detail.Text, "Ana: 11/11 hit points") {
		t.Errorf("summary %q", pp.detail.Text)
	}
	test.Tap(pp.resume)
	if f.resumed != 2 {
		t.Errorf("Resume: OnResume called %d times in all", f.resumed)
	}
	// Ending asks first.
	test.Tap(pp.end)
	if !strings.Contains(f.dialogText(), file.Title) {
		t.Fatalf("end dialog %q", f.dialogText())
	}
	f.confirm("Cancel")
	if f.env.Table.Scenario() == nil {
		t.Fatal("cancelled end ended the scenario")
	}
	test.Tap(pp.end)
	f.confirm("End scenario")
	if f.env.Table.Scenario() != nil {
		t.Fatal("scenario still in progress after end")
	}
	if pp.running.Visible() || !pp.starter.Visible() {
		t.Fatal("play tab not back to start")
	}
	// Undo (from elsewhere: the shell) brings it back, and the tab follows.
	if err := f.env.Table.Session().Undo(context.Background()); err != nil {
		t.Fatal(err)
	}
	if !pp.running.Visible() {
		t.Fatal("play tab did not follow the undo")
	}
}

func TestTooManyCharacters(t *testing.T) {
	file, _ := scenariofile.Sample(scenariofile.DefaultSample)
	f := newFixture(t)
	f.create("Crowd")
	for i := 0; i <= len(file.Starts); i++ {
		f.addCharacter("Brute", "Hero "+itoa(i), 1, "")
	}
	test.Tap(f.s.play.start)
	if !strings.Contains(f.dialogText(), "starting hexes") || f.env.Table.Scenario() != nil {
		t.Fatalf("too many: dialog %q", f.dialogText())
	}
}

// exportFile exports campaign id as the export dialog does, through Fyne's
// file storage with the app's safe writers, and returns the file.
func (f *fixture) exportFile(id int64) []byte {
	f.t.Helper()
	safefile.Register(f.store.CheckTarget)
	path := filepath.Join(f.t.TempDir(), "export.json")
	w, err := storage.Writer(storage.NewFileURI(path))
	if err != nil {
		f.t.Fatal(err)
	}
	if err := f.s.exportTo(id, w); err != nil {
		f.t.Fatal(err)
	}
	b, err := os.ReadFile(path)
	if err != nil {
		f.t.Fatal(err)
	}
	return b
}

// Choosing the campaign database as the export file (by its name, a
// symbolic link or a hard link) is refused before anything is written, and
// the campaign stays whole; a failed export leaves the previous export.
func TestExportNeverOverwritesTheDatabase(t *testing.T) {
	f := newFixture(t)
	id := f.create("Precious")
	f.exportFile(id)
	safefile.Register(f.store.CheckTarget)
	db := f.store.Path()
	dir := t.TempDir()
	link, hard := filepath.Join(dir, "link.json"), filepath.Join(dir, "hard.json")
	if err := os.Symlink(db, link); err != nil {
		t.Fatal(err)
	}
	if err := os.Link(db, hard); err != nil {
		t.Fatal(err)
	}
	before, err := os.ReadFile(db)
	if err != nil {
		t.Fatal(err)
	}
	for _, target := range []string{db, db + "-wal", db + "-shm", link, hard} {
		w, err := storage.Writer(storage.NewFileURI(target))
		if err == nil {
			w.Close()
			t.Fatalf("export to %s: no error", target)
		}
		if !errors.Is(err, persistence.ErrOwnFile) {
			t.Fatalf("export to %s: %v, want ErrOwnFile", target, err)
		}
	}
	if after, _ := os.ReadFile(db); !bytes.Equal(before, after) {
		t.Fatal("the database file changed")
	}
	if list, err := f.store.Campaigns(context.Background()); err != nil || len(list) != 1 || list[0].Name != "Precious" {
		t.Fatalf("campaigns after the refused exports: %v %v", list, err)
	}

	// A failed export (here: a campaign that is gone) keeps the old file.
	old := filepath.Join(dir, "backup.json")
	if err := os.WriteFile(old, []byte("the previous export"), 0o600); err != nil {
		t.Fatal(err)
	}
	w, err := storage.Writer(storage.NewFileURI(old))
	if err != nil {
		t.Fatal(err)
	}
	if err := f.s.exportTo(id+100, w); err == nil {
		t.Fatal("export of a missing campaign: no error")
	}
	if b, _ := os.ReadFile(old); string(b) != "the previous export" {
		t.Fatalf("the previous export is now %q", b)
	}
}

// comparable strips what an import renumbers or restamps.
func comparable(st persistence.CampaignState) persistence.CampaignState {
	st.Campaign.ID = 0
	st.Campaign.Created = st.Campaign.Created.UTC()
	return st
}

func TestExportImport(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	id := f.create("Round Trip")
	f.s.party.reputation.entry.SetText("5")
	test.Tap(f.s.party.save)
	f.addCharacter("Brute", "Ana", 2, "replace -1 with +1")
	f.s.progress.id.SetText("3")
	test.Tap(f.s.progress.add)
	f.s.notes.text.SetText("Met the mayor")
	test.Tap(f.s.notes.save)
	test.Tap(f.s.play.start)
	f.closeDialogs()

	buf := f.exportFile(id)
	if err := f.s.importFrom("round.json", bytes.NewReader(buf)); err != nil {
		t.Fatal(err)
	}
	imported := f.s.Current()
	if imported == id || imported == 0 {
		t.Fatalf("the imported campaign is not open: %d", imported)
	}
	// Its name was taken: it got the next free one, and the player is told.
	if c, _ := f.store.Campaign(ctx, imported); c.Name != "Round Trip (2)" || !strings.Contains(f.dialogText(), "“Round Trip (2)”") {
		t.Fatalf("imported as %q, dialog %q", c.Name, f.dialogText())
	}
	f.closeDialogs()
	f.store.RenameCampaign(ctx, imported, "Round Trip") // the comparison below is of the content
	a, err := f.store.Load(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	b, err := f.store.Load(ctx, imported)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(comparable(a), comparable(b)) {
		t.Fatalf("import differs from the export:\n%+v\n%+v", a, b)
	}
	if f.env.Table.Scenario() == nil {
		t.Fatal("the imported scenario in progress is not at the table")
	}

	// A bad file: the field at fault is named and nothing changes.
	before, _ := f.store.Campaigns(ctx)
	bad := strings.Replace(string(buf), `"level": 2`, `"level": 0`, 1)
	if bad == string(buf) {
		bad = strings.Replace(string(buf), `"level":2`, `"level":0`, 1)
	}
	if bad == string(buf) {
		t.Fatalf("test cannot find the level in the export:\n%s", string(buf))
	}
	err = f.s.importFrom("bad.json", strings.NewReader(bad))
	if err == nil || !errors.Is(err, persistence.ErrBadExport) || !strings.Contains(err.Error(), "level") || !strings.Contains(err.Error(), "bad.json") {
		t.Fatalf("bad import: %v", err)
	}
	if after, _ := f.store.Campaigns(ctx); len(after) != len(before) || f.s.Current() != imported {
		t.Fatal("a refused import changed something")
	}
}

func TestScenariosAndNotes(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	id := f.create("Progress")
	pg := f.s.progress
	for _, sc := range []string{"12", "2"} {
		pg.id.SetText(sc)
		test.Tap(pg.add)
	}
	list, _ := f.store.Scenarios(ctx, id)
	if len(list) != 2 || list[0].ID != "2" || !list[0].Unlocked || list[0].Completed {
		t.Fatalf("scenarios %+v", list)
	}
	if len(pg.rows.Objects) != 2 || pg.empty.Visible() {
		t.Fatalf("%d rows shown", len(pg.rows.Objects))
	}
	// Completing the first row's scenario.
	var checks []*widget.Check
	walk(pg.rows.Objects[0], func(o fyne.CanvasObject) {
		if c, ok := o.(*widget.Check); ok {
			checks = append(checks, c)
		}
	})
	test.Tap(checks[1])
	list, _ = f.store.Scenarios(ctx, id)
	if !list[0].Completed || !list[0].Unlocked {
		t.Fatalf("after completing: %+v", list[0])
	}
	pg.id.SetText(" ")
	test.Tap(pg.add)
	if !strings.Contains(f.dialogText(), "must not be blank") {
		t.Fatalf("blank scenario: %q", f.dialogText())
	}
	f.closeDialogs()

	n := f.s.notes
	n.text.SetText("Find the key")
	test.Tap(n.save)
	notes, _ := f.store.Notes(ctx, id)
	if len(notes) != 1 || notes[0].Text != "Find the key" {
		t.Fatalf("notes %+v", notes)
	}
	n.startEditing(notes[0])
	n.text.SetText("Found the key")
	test.Tap(n.save)
	notes, _ = f.store.Notes(ctx, id)
	if len(notes) != 1 || notes[0].Text != "Found the key" || n.editing != 0 {
		t.Fatalf("after edit: %+v", notes)
	}
	del := findButtonWithIcon(n.rows.Objects[0], 1)
	test.Tap(del)
	if !strings.Contains(f.dialogText(), "Found the key") {
		t.Fatalf("delete note dialog %q", f.dialogText())
	}
	f.confirm("Delete note")
	if notes, _ = f.store.Notes(ctx, id); len(notes) != 0 {
		t.Fatalf("after delete: %+v", notes)
	}
}

// findButtonWithIcon returns the i-th button in o.
func findButtonWithIcon(o fyne.CanvasObject, i int) *widget.Button {
	var buttons []*widget.Button
	walk(o, func(o fyne.CanvasObject) {
		if b, ok := o.(*widget.Button); ok {
			buttons = append(buttons, b)
		}
	})
	return buttons[i]
}

func TestCharacterSheetImage(t *testing.T) {
	f := newFixture(t)
	f.create("Golden")
	f.addCharacter("Brute", "Ana Brisk", 3, "replace -1 with +1\nremove -2\nadd +1 roll fire @brute")
	f.s.chars.xp.entry.SetText("45")
	f.s.tabs.SelectIndex(2)
	test.AssertImageMatches(t, "character-sheet.png", f.w.Canvas().Capture())
}

// TestLookPlayFromTheCampaign sets up a campaign as a player would (a party,
// two characters, a scenario, a note), checks a wrong perk is reported on
// the sheet and a right one clears it, starts the scenario and compares the
// play tab with the golden running.png, then ends the scenario through its
// confirmation.
func TestLookPlayFromTheCampaign(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	f.create("The Black Barrow")
	id := f.create("Second campaign")
	f.s.party.name.SetText("The Lanterns")
	test.Tap(f.s.party.save)
	f.addCharacter("Brute", "Ana Brisk", 3, "replace -1 with +1\nremove -2\nadd +1 roll fire @brute")
	f.addCharacter("Tinker", "Bo", 2, "")
	f.s.progress.id.SetText("1")
	test.Tap(f.s.progress.add)
	f.s.notes.text.SetText("Met the mayor; she wants the ledger back by the next full moon.")
	test.Tap(f.s.notes.save)
	if notes, _ := f.store.Notes(ctx, id); len(notes) != 1 {
		t.Fatalf("notes %+v", notes)
	}

	f.s.tabs.SelectIndex(2)
	f.s.chars.perks.SetText("replace -1 with +1\nremove +3")
	if pe := f.s.chars.perkError; !pe.Visible() || !strings.Contains(pe.Text, "+3") {
		t.Fatalf("a perk removing a +3 the deck lacks: error %q (shown %v)", pe.Text, pe.Visible())
	}
	f.s.chars.perks.SetText("replace -1 with +1")
	if pe := f.s.chars.perkError; pe.Visible() || pe.Text != "" {
		t.Fatalf("a right perk still shows %q", pe.Text)
	}

	test.Tap(f.s.play.start)
	scn := f.env.Table.Scenario()
	if scn == nil || f.resumed != 1 {
		t.Fatalf("start: scenario %v, resumed %d times", scn, f.resumed)
	}
	f.s.tabs.SelectIndex(0)
	if !f.s.play.running.Visible() || f.s.play.starter.Visible() || !strings.Contains(f.s.play.status.Text, scn.Name()) {
		t.Fatalf("the play tab after start: %q", f.s.play.status.Text)
	}
	test.AssertImageMatches(t, "running.png", f.w.Canvas().Capture())

	test.Tap(f.s.play.end)
	if !strings.Contains(f.dialogText(), "“"+scn.Name()+"”") {
		t.Fatalf("end dialog %q", f.dialogText())
	}
	f.confirm("End scenario")
	if f.env.Table.Scenario() != nil {
		t.Fatal("the scenario is still in progress after End scenario")
	}
}

func TestUnsavedSheetIsNotDroppedSilently(t *testing.T) {
	f := newFixture(t)
	f.create("Edits")
	f.addCharacter("Brute", "Ana", 1, "")
	f.addCharacter("Tinker", "Bo", 1, "")
	p := f.s.chars
	p.gold.entry.SetText("12") // Bo's sheet, not saved
	p.list.Select(0)           // to Ana
	if !strings.Contains(f.dialogText(), "“Bo”") {
		t.Fatalf("switching sheets with edits: dialog %q", f.dialogText())
	}
	if p.name.Text != "Bo" || p.gold.entry.Text != "12" {
		t.Fatal("the edited sheet was left before the player answered")
	}
	f.confirm("Cancel")
	if p.name.Text != "Bo" || p.gold.entry.Text != "12" {
		t.Fatal("cancel dropped the edits")
	}
	test.Tap(p.add)
	f.confirm("Discard changes")
	if p.editing != 0 || p.name.Text != "" || p.dirty {
		t.Fatalf("after discarding: editing %d, name %q", p.editing, p.name.Text)
	}
	// So is switching campaigns.
	edits := f.s.Current()
	other := f.create("Other")
	f.s.list.Select(0)
	if f.s.Current() != edits || f.dialogText() != "" {
		t.Fatalf("back to the first campaign: %d, dialog %q", f.s.Current(), f.dialogText())
	}
	p.gold.entry.SetText("3")
	f.s.list.Select(1)
	if f.s.Current() != edits || !strings.Contains(f.dialogText(), "Discard") {
		t.Fatalf("switching campaigns with edits: dialog %q", f.dialogText())
	}
	f.confirm("Discard changes")
	if f.s.Current() != other {
		t.Fatal("discarding did not switch")
	}
	f.s.list.Select(0)
	// A sheet without edits is left without asking.
	p.list.Select(0)
	if f.dialogText() != "" || p.name.Text != "Ana" {
		t.Fatalf("switching without edits: dialog %q, name %q", f.dialogText(), p.name.Text)
	}
}

func TestShortcuts(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	id := f.create("Keys")
	c := f.addCharacter("Brute", "Ana", 1, "")
	keys := map[string]screen.Shortcut{}
	for _, sc := range f.s.Shortcuts() {
		name := sc.Key.ShortcutName()
		if _, dup := keys[name]; dup || sc.Help == "" || sc.Do == nil {
			t.Fatalf("shortcut %s repeated or incomplete", name)
		}
		keys[name] = sc
	}
	save, ok := keys[(&desktop.CustomShortcut{KeyName: fyne.KeyS, Modifier: fyne.KeyModifierShortcutDefault}).ShortcutName()]
	if !ok {
		t.Fatalf("no save shortcut in %v", keys)
	}
	f.s.tabs.SelectIndex(2)
	f.s.chars.gold.entry.SetText("7")
	save.Do()
	if got, _ := f.store.Character(ctx, id, c.ID); got.Gold != 7 {
		t.Fatalf("Ctrl+S on the characters tab: gold %d", got.Gold)
	}
	f.s.tabs.SelectIndex(1)
	f.s.party.prosperity.entry.SetText("3")
	save.Do()
	if got, _ := f.store.Campaign(ctx, id); got.Party.Prosperity != 3 {
		t.Fatalf("Ctrl+S on the party tab: prosperity %d", got.Party.Prosperity)
	}
	// the notes tab, wherever it stands (the shop's tab moved it on), and
	// no other tab saves a note
	for i, item := range f.s.tabs.Items {
		f.s.tabs.SelectIndex(i)
		f.s.notes.text.SetText("Found a map.")
		save.Do()
		notes, _ := f.store.Notes(ctx, id)
		if item.Text == "Notes" && len(notes) != 1 || item.Text != "Notes" && len(notes) != 0 {
			t.Fatalf("Ctrl+S on the %s tab: %d notes", item.Text, len(notes))
		}
		if len(notes) > 0 {
			break
		}
	}
	f.s.Register(f.w.Canvas()) // adding them to a canvas does not panic
}

func TestStartFromMapFile(t *testing.T) {
	f := newFixture(t)
	f.create("Files")
	f.addCharacter("Brute", "Ana", 1, "")
	pp := f.s.play
	if err := pp.addFile("broken.json", strings.NewReader(`{"title": "x", "hexes": [[0,0]], "walls": 3}`)); err == nil || !strings.Contains(err.Error(), "broken.json") {
		t.Fatalf("bad map file: %v", err)
	}
	n := len(pp.choices)
	file, _ := scenariofile.Sample(scenariofile.DefaultSample)
	file.Title = "My Crypt"
	data, err := file.Encode()
	if err != nil {
		t.Fatal(err)
	}
	if err := pp.addFile("crypt.json", bytes.NewReader(data)); err != nil {
		t.Fatal(err)
	}
	if len(pp.choices) != n+1 || pp.maps.Selected != "My Crypt (crypt.json) — Cave Rat, Ash Acolyte, Stone Warden" {
		t.Fatalf("chosen %q of %d maps", pp.maps.Selected, len(pp.choices))
	}
	test.Tap(pp.start)
	if scn := f.env.Table.Scenario(); scn == nil || scn.Name() != "My Crypt" {
		t.Fatalf("started %v; dialog %q", scn, f.dialogText())
	}
}

// The characters joining the next scenario are listed with their class's
// hit points from the data packs (issue 26, item 3); a class no pack has
// keeps the sample's.
func TestJoiningShowsTheClassHitPoints(t *testing.T) {
	f := newFixture(t)
	f.create("Join")
	pp := f.s.play
	f.addCharacter("Ironbark Sentinel", "Ana", 1, "")
	f.addCharacter("Mistweaver", "Bo", 1, "")
	f.addCharacter("Tinker", "Cy", 1, "")
	f.s.chars.reload(true)
	pp.refresh()
	tr := f.env.Tr
	for _, want := range []string{
		tr.T("CampaignJoins", "Name", "Ana", "Class", "Ironbark Sentinel", "Level", 1, "HP", 10),
		tr.T("CampaignJoins", "Name", "Bo", "Class", "Mistweaver", "Level", 1, "HP", 6),
		tr.T("CampaignJoins", "Name", "Cy", "Class", "Tinker", "Level", 1, "HP", 8),
	} {
		if !strings.Contains(pp.partyLabel.Text, want) {
			t.Errorf("joining lacks %q:\n%s", want, pp.partyLabel.Text)
		}
	}
}

// A scenario whose monsters' stat cards use a variable ("3+X") asks the
// players for it before it starts, and its monsters play with it.
func TestStartAsksForScenarioVariables(t *testing.T) {
	test.NewTempApp(t)
	store, err := persistence.Open(filepath.Join(t.TempDir(), "campaigns.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { store.Close() })
	file, err := scenariofile.Sample(scenariofile.DefaultSample)
	if err != nil {
		t.Fatal(err)
	}
	file.Title = "The Rider's Road"
	for i := range file.Monsters {
		file.Monsters[i].Type, file.Monsters[i].Standee = "Dusk Rider", i+1
	}
	mapFile, err := file.Encode()
	if err != nil {
		t.Fatal(err)
	}
	rider := pack.Monster{Name: "Dusk Rider", Standees: 10}
	for l := range pack.ScenarioLevels {
		rider.Levels = append(rider.Levels, pack.Level{Level: l,
			Normal: &pack.Stat{HitPoints: pack.Int(6), Move: pack.Int(2), Attack: pack.MustValue("3+X")},
			Elite:  &pack.Stat{HitPoints: pack.Int(9), Move: pack.Int(2), Attack: pack.MustValue("4+X")}})
	}
	pk := &pack.Pack{Format: pack.Format, Version: pack.Version, Name: "Riders", Monsters: []pack.Monster{rider},
		Decks: []pack.Deck{{Name: "Dusk Rider", Cards: []pack.AbilityCard{{Number: 1, Initiative: 20,
			Actions: []monster.Action{{Type: monster.KindAttack, Value: monster.Plus(0)}}}}}},
		Scenarios: []pack.Scenario{{Title: file.Title, Monsters: []string{"Dusk Rider"}, MapFile: mapFile}}}
	if err := pk.Check(); err != nil {
		t.Fatal(err)
	}
	if _, err := store.AddPack(context.Background(), pk, "haventable"); err != nil {
		t.Fatal(err)
	}
	f := newFixtureOn(t, store)
	f.create("Riders")
	f.addCharacter("Brute", "Ana", 1, "")
	pp := f.s.play
	pp.refresh()
	for i, c := range pp.choices {
		if c.file != nil && c.file.Title == file.Title {
			pp.maps.SetSelectedIndex(i)
		}
	}
	test.Tap(pp.start)
	var spin *spinner.Spinner
	var startButton *widget.Button
	var texts []string
	walk(f.w.Canvas().Overlays().Top(), func(o fyne.CanvasObject) {
		switch x := o.(type) {
		case *spinner.Spinner:
			spin = x
		case *widget.Button:
			if x.Text == "Start scenario" {
				startButton = x
			}
		case *canvas.Text:
			texts = append(texts, x.Text)
		case *widget.Label:
			texts = append(texts, x.Text)
		}
	})
	if spin == nil || startButton == nil || !strings.Contains(strings.Join(texts, "\n"), "Dusk Rider") {
		t.Fatalf("no question for X (spinner %v, Start %v): %q", spin != nil, startButton != nil, texts)
	}
	spin.Set(4)
	test.Tap(startButton)
	scn := f.env.Table.Scenario()
	if scn == nil {
		t.Fatalf("not started: %q", f.dialogText())
	}
	if st, ok := scn.MonsterStatCard("Dusk Rider", false); !ok || st.Attack != 7 {
		t.Errorf("the Dusk Rider's attack with X = 4: %+v %v", st, ok)
	}
}
