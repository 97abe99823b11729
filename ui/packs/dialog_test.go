package packs

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
	"golang.org/x/text/language"

	"github.com/haventable/haventable/engine/pack"
	"github.com/haventable/haventable/locales"
	"github.com/haventable/haventable/persistence"
)

// File › Data packs: an X-haven Assistant file imported shows in the list
// with what it holds and what was left out; a pack can be deleted.
func TestDataPacksDialog(t *testing.T) {
	p, env, w := newDialog(t)
	if !strings.Contains(p.status.Text, "No data pack yet") {
		t.Fatalf("an empty list does not say so: %q", p.status.Text)
	}
	importInvented(t, p)
	if len(p.packs) != 1 || p.packs[0].Source != "x-haven" || !strings.Contains(packLine(p, p.packs[0]), "from X-haven Assistant") {
		t.Fatalf("packs %+v", p.packs)
	}
	if !strings.Contains(p.status.Text, "imported") {
		t.Errorf("status %q", p.status.Text)
	}
	// What was left out: every line, in a list that scrolls, copied whole.
	if len(p.leftOut) == 0 || !p.showLeftOut.Visible() {
		t.Fatalf("the import left nothing out (%d lines), or the button to see it is hidden", len(p.leftOut))
	}
	p.showLeftOutList()
	top := w.Canvas().Overlays().Top()
	var list *widget.List
	var copyAll *widget.Button
	var find func(o fyne.CanvasObject)
	find = func(o fyne.CanvasObject) {
		switch v := o.(type) {
		case *widget.List:
			list = v
		case *widget.Button:
			if v.Text == "Copy all" {
				copyAll = v
			}
		case *fyne.Container:
			for _, c := range v.Objects {
				find(c)
			}
		case fyne.Widget:
			for _, c := range test.WidgetRenderer(v).Objects() {
				find(c)
			}
		}
	}
	find(top)
	if list == nil || list.Length() != len(p.leftOut) || copyAll == nil {
		t.Fatalf("the left-out dialog has list %v (of %d lines) and copy button %v", list != nil, len(p.leftOut), copyAll != nil)
	}
	test.Tap(copyAll)
	if got := fyne.CurrentApp().Clipboard().Content(); got != strings.Join(p.leftOut, "\n") {
		t.Errorf("copied %q", got)
	}
	if err := p.importFrom(context.Background(), "nonsense.json", strings.NewReader(`{"a": 1}`)); err == nil {
		t.Error("a file of no known format was imported")
	}
	// A second edition whose monster draws from the first's deck keeps it.
	var levels []string
	for l := range 8 {
		levels = append(levels, fmt.Sprintf(`{"level": %d, "normal": {"health": 3, "move": 2, "attack": 1}, "elite": {"health": 5, "move": 2, "attack": 2}}`, l))
	}
	second := `{"edition": "Second", "monsterAbilities": [], "monsters": {"Moss Spirit": {"deck": "Mossling", "count": 4, "levels": [` + strings.Join(levels, ",") + `]}}}`
	if err := p.importFrom(context.Background(), "second.json", strings.NewReader(second)); err != nil {
		t.Fatal(err)
	}
	env.ForgetPacks()
	if _, d, ok := pack.FindMonster(env.DataPacks(), "Moss Spirit"); !ok || d == nil {
		t.Errorf("the second edition's Moss Spirit was not kept with the first's Mossling deck: %v", p.leftOut)
	}
	for len(p.packs) > 0 {
		if err := env.Store.DeletePack(context.Background(), p.packs[0].ID); err != nil {
			t.Fatal(err)
		}
		p.Reload()
	}
	if len(p.packs) != 0 {
		t.Errorf("after delete: %+v", p.packs)
	}
}

// File › Data packs › Edit…: a monster type of the built-in pack saved from
// the editor goes into the players' own pack, made here, which the table
// reads first; a new type without a name is refused with the editor left
// open, saying why.
func TestMonsterEditorSavesIntoThePlayersPack(t *testing.T) {
	p, env, w := newDialog(t)
	// Escape is the window's: it goes to what the editor gives it.
	var escape func()
	p.h.Escape = func(f func()) { escape = f }
	w.Canvas().SetOnTypedKey(func(k *fyne.KeyEvent) {
		if k.Name == fyne.KeyEscape && escape != nil {
			escape()
		}
	})
	if !slices.Contains(p.monster.Options, "Cave Rat") {
		t.Fatalf("monster types offered: %q", p.monster.Options)
	}
	p.monster.SetSelected("Cave Rat")
	ed := p.editMonster("Cave Rat")
	if !strings.Contains(texts(w.Canvas().Overlays().Top()), "Monster type Cave Rat") {
		t.Fatalf("the editor is not shown:\n%s", texts(w.Canvas().Overlays().Top()))
	}
	test.Tap(ed.save)
	if ed.status.Text != "" {
		t.Fatalf("saving says %q", ed.status.Text)
	}
	if len(p.packs) != 1 || p.packs[0].Name != "My monsters" || !strings.Contains(packLine(p, p.packs[0]), "made here") {
		t.Fatalf("packs %+v", p.packs)
	}
	if !strings.Contains(p.status.Text, "Cave Rat is saved in the data pack My monsters") {
		t.Errorf("status %q", p.status.Text)
	}
	p.list.Select(0)
	if p.status.Text != "Monster types: Cave Rat" {
		t.Errorf("the pack's contents: %q", p.status.Text)
	}
	if packs := env.DataPacks(); packs[0].Name != "My monsters" {
		t.Errorf("the table reads %q first", packs[0].Name)
	}

	ed = p.editMonster("")
	test.Tap(ed.save)
	if !strings.Contains(ed.status.Text, "Give the monster type a name") {
		t.Errorf("a type without a name: %q", ed.status.Text)
	}
	if top := w.Canvas().Overlays().Top(); !strings.Contains(texts(top), "New monster type") {
		t.Error("the editor closed on a refused save")
	}
	w.Canvas().Unfocus()
	w.Canvas().OnTypedKey()(&fyne.KeyEvent{Name: fyne.KeyEscape}) // nothing changed: closes at once
	if top := w.Canvas().Overlays().Top(); top != nil && strings.Contains(texts(top), "New monster type") {
		t.Error("Escape left the editor open")
	}
	if escape != nil {
		t.Error("Escape still belongs to the closed editor")
	}

	// Ctrl+S saves as the button does.
	ed = p.editMonster("Cave Rat")
	w.Canvas().(fyne.Shortcutable).TypedShortcut(&desktop.CustomShortcut{KeyName: fyne.KeyS, Modifier: fyne.KeyModifierShortcutDefault})
	if top := w.Canvas().Overlays().Top(); top != nil && strings.Contains(texts(top), "Monster type Cave Rat") {
		t.Errorf("Ctrl+S did not save and close the editor: %q", ed.status.Text)
	}
}

// importInvented imports the invented X-haven Assistant edition through
// the Data packs dialog p.
func importInvented(t *testing.T, p *Dialog) {
	t.Helper()
	data, err := os.ReadFile("../../engine/pack/xha/testdata/invented-edition.json")
	if err != nil {
		t.Fatal(err)
	}
	if err := p.importFrom(context.Background(), "invented-edition.json", bytes.NewReader(data)); err != nil {
		t.Fatal(err)
	}
}

// packLine is what the Data packs list says of pack sp, its two lines
// joined.
func packLine(p *Dialog, sp persistence.StoredPack) string {
	name, holds := p.describe(sp)
	return name + "\n" + holds
}

// Issue 40: what an import left out is said in the player's words, not in
// the file's JSON paths.
func TestLeftOutInPlayersWords(t *testing.T) {
	for _, c := range []struct {
		lang language.Tag
		w    pack.Warning
		want string
	}{
		{language.English, pack.Warning{Path: "classes[*].colorSecondary", Message: "skipped (10 times)"},
			"Character classes: the detail “colorSecondary” is not used by the table (10 times)"},
		{language.German, pack.Warning{Path: "classes[*].colorSecondary", Message: "skipped (10 times)"},
			"Charakterklassen: die Angabe „colorSecondary“ nutzt der Tisch nicht (10-mal)"},
		{language.English, pack.Warning{Path: "monsters[*].levels[*].attributes", Message: "what a retaliate adds kept in the notes (3 times)"},
			"Monsters: what a retaliate adds kept in the notes (3 times)"},
		{language.English, pack.Warning{Path: "scenario12.json", Message: "skipped: not a Virtual Gloomhaven Board scenario"},
			"scenario12.json: not a Virtual Gloomhaven Board scenario"},
		{language.English, pack.Warning{More: 12, Like: true}, "… and 12 more like this"},
	} {
		tr, err := locales.New(c.lang)
		if err != nil {
			t.Fatal(err)
		}
		if got := leftOutText(tr, c.w); got != c.want {
			t.Errorf("%v %+v:\n got %q\nwant %q", c.lang, c.w, got, c.want)
		}
	}
	// An X-haven file's import: no JSON path in what the dialog lists.
	p, _, _ := newDialog(t)
	importInvented(t, p)
	for _, l := range p.leftOut {
		if strings.Contains(l, "[*]") {
			t.Errorf("a JSON path in what was left out: %q", l)
		}
	}
}

// File › Data packs imports a Frosthaven layouts file: its scenarios with
// their maps and the tiles outlined from it, what was left out listed.
func TestDataPacksImportsTheLayouts(t *testing.T) {
	p, env, _ := newDialog(t)
	if err := p.ImportPath(context.Background(), "../../engine/pack/fhtts/testdata/layouts.json"); err != nil {
		t.Fatal(err)
	}
	if len(p.packs) != 1 || p.packs[0].Source != "fhtts" || !strings.Contains(packLine(p, p.packs[0]), "from the Frosthaven layouts for Tabletop Simulator") {
		t.Fatalf("packs %+v; status %q", p.packs, p.status.Text)
	}
	if !strings.Contains(strings.Join(p.leftOut, "\n"), `"#102" skipped`) {
		t.Errorf("scenario 102 is not said to be left out: %q", p.leftOut)
	}
	env.ForgetPacks()
	if tl, ok := pack.FindTile(env.DataPacks(), "91-A"); !ok || !tl.Outline {
		t.Errorf("the outlined tile is not kept as an outline: %+v", tl)
	}
}
