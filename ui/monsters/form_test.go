package monsters

import (
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"
	"github.com/haventable/haventable/engine/monster"
	"github.com/haventable/haventable/engine/pack"
	"github.com/haventable/haventable/engine/pack/ghs"
	"github.com/haventable/haventable/engine/pack/xha"
	"github.com/haventable/haventable/locales"
	"github.com/haventable/haventable/ui/spinner"
	"golang.org/x/text/language"
)

func translator(t *testing.T, lang language.Tag) *locales.Translator {
	t.Helper()
	tr, err := locales.New(lang)
	if err != nil {
		t.Fatal(err)
	}
	return tr
}

// encode is the pack file holding m and d, to compare types as the format
// writes them.
func encode(t *testing.T, m pack.Monster, d pack.Deck) string {
	t.Helper()
	p := &pack.Pack{Format: pack.Format, Version: pack.Version, Name: "x", Monsters: []pack.Monster{m}, Decks: []pack.Deck{d}}
	m.Deck = m.DeckName()
	p.Monsters[0] = m
	data, err := p.Encode()
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

// Every type of the built-in pack, in every language, comes out of the form
// as it went in when nothing is changed.
func TestFormKeepsWhatItIsGiven(t *testing.T) {
	test.NewTempApp(t)
	b := pack.Builtin()
	for _, lang := range locales.Supported {
		tr := translator(t, lang)
		for _, m := range b.Monsters {
			d, _ := b.Deck(m.DeckName())
			f := New(tr, m, d, pack.MonsterNames([]*pack.Pack{b}))
			gotM, gotD, err := f.Result()
			if err != nil {
				t.Errorf("%s, %s: %v", lang, m.Name, err)
				continue
			}
			if got, want := encode(t, gotM, gotD), encode(t, m, *d); got != want {
				t.Errorf("%s, %s comes out otherwise:\n%s\nwant\n%s", lang, m.Name, got, want)
			}
			if f.Dirty() {
				t.Errorf("%s, %s: the form says it was changed", lang, m.Name)
			}
		}
	}
}

// What the stat table has no column for (push, pull, added targets) comes
// out of the form as it went in.
func TestFormKeepsStatPushAndPull(t *testing.T) {
	test.NewTempApp(t)
	b := pack.Builtin()
	m := b.Monsters[0]
	d, _ := b.Deck(m.DeckName())
	m.Levels = slices.Clone(m.Levels)
	for i := range m.Levels {
		for _, st := range []**pack.Stat{&m.Levels[i].Normal, &m.Levels[i].Elite, &m.Levels[i].Boss} {
			if *st != nil {
				c := **st
				c.Push, c.Pull, c.TargetPlus = 1, 2, 1
				*st = &c
			}
		}
	}
	f := New(translator(t, language.English), m, d, pack.MonsterNames([]*pack.Pack{b}))
	gotM, gotD, err := f.Result()
	if err != nil {
		t.Fatal(err)
	}
	if got, want := encode(t, gotM, gotD), encode(t, m, *d); got != want {
		t.Errorf("comes out otherwise:\n%s\nwant\n%s", got, want)
	}
}

// A player writes a stat card's numbers and a card in German: the type
// comes out with them; the preview tells the card worked out.
func TestFormEditsInThePlayersWords(t *testing.T) {
	test.NewTempApp(t)
	tr := translator(t, language.German)
	changed := 0
	f := New(tr, pack.Monster{}, nil, nil)
	f.OnChanged = func() { changed++ }
	test.Type(f.name, "Moorgeist")
	row := f.rows[2] // level 1, normal
	if row.level != 1 || row.kind != "normal" {
		t.Fatalf("row 2 is level %d %s", row.level, row.kind)
	}
	row.cells[colHP].SetText("4xC")
	row.cells[colShield].SetText("1")
	row.cells[colAdds].SetText("Gift, Wunde")
	f.actions.SetText("Bewegung +1, Sprung\nAngriff -1, Reichweite 3, Gift\nalle Feinde erleiden 1 Schaden")
	f.cardInit.SetText("23")
	if changed == 0 || !f.Dirty() {
		t.Error("edits are not told")
	}
	if !strings.Contains(f.preview.Text, "Stufe 1 mit 2 Charakteren") || !strings.Contains(f.preview.Text, "1 Zeile ist keine Aktion") {
		t.Errorf("preview %q", f.preview.Text)
	}
	m, d, err := f.Result()
	if err != nil {
		t.Fatal(err)
	}
	st, err := m.StatCard(1, false, 3)
	if err != nil {
		t.Fatal(err)
	}
	if m.Name != "Moorgeist" || st.HitPoints != 12 || st.Shield != 1 || len(st.Conditions) != 2 || st.Conditions[0] != "poison" {
		t.Errorf("stat card %+v", st)
	}
	if len(d.Cards) != 1 || d.Cards[0].Initiative != 23 || len(d.Cards[0].Actions) != 3 {
		t.Fatalf("deck %+v", d)
	}
	a := d.Cards[0].Actions
	if !a[0].Jump || a[1].Range == nil || a[1].Range.N != 3 || a[1].Conditions[0] != "poison" || a[2].Type != monster.KindText {
		t.Errorf("actions %+v", a)
	}
	if d.Name != "Moorgeist" {
		t.Errorf("deck named %q", d.Name)
	}
}

// Mistakes are refused in the player's words, naming the row and column or
// the card; cards can be added and removed.
func TestFormSaysWhatIsWrong(t *testing.T) {
	test.NewTempApp(t)
	tr := translator(t, language.English)
	f := New(tr, pack.Monster{}, nil, []string{"Cave Rat"})
	if _, _, err := f.Result(); err == nil || !strings.Contains(err.Error(), "Give the monster type a name") {
		t.Errorf("no name: %v", err)
	}
	f.name.SetText("Mire Wisp")
	for _, c := range []struct {
		set  func()
		want string
	}{
		{func() { f.rows[5].cells[colHP].SetText("lots") }, "2 elite, hit points: write a number or a formula"},
		{func() { f.rows[0].cells[colRange].SetText("-2") }, "0 normal, Range: write a whole number"},
		{func() { f.rows[0].cells[colAdds].SetText("poison sleepy") }, "0 normal, Attacks add: “sleepy” is not a condition"},
		{func() { f.rows[1].cells[colImmune].SetText("push, stun, push, fire") }, "0 elite, Immune to: “fire” is not a condition"},
		{func() { f.cardInit.SetText("soon") }, "Card “soon · Card 1”: the initiative"},
		{func() { f.actions.SetText("summon Bog Horror") }, "no monster type “Bog Horror” to summon"},
		{func() { f.actions.SetText("use fire: summon Bog Horror") }, "no monster type “Bog Horror” to summon"},
		{func() { f.actions.SetText("  \n") }, "has no action"},
		{func() { f.standees.SetText("many") }, "Number of standees: “many” is not a whole number. Enter a whole number from 0 to 99."},
	} {
		f2 := New(tr, pack.Monster{}, nil, []string{"Cave Rat"})
		f2.name.SetText("Mire Wisp")
		f = f2
		c.set()
		if _, _, err := f.Result(); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("want %q, got %v", c.want, err)
		}
	}
	f = New(tr, pack.Monster{Name: "x"}, nil, nil)
	f.name.SetText("Mire Wisp")
	f.actions.SetText("summon Cave Rat")
	if _, _, err := New(tr, pack.Monster{}, nil, nil).Result(); err == nil {
		t.Error("a new type without a name passes")
	}
	f.list.Select(0)
	f.removeCard()
	if _, _, err := f.Result(); err == nil || !strings.Contains(err.Error(), "at least one card") {
		t.Errorf("no card: %v", err)
	}
	f.list.Refresh()
	for range 2 {
		f.cards = append(f.cards, f.newCard())
	}
	f.list.Select(1)
	f.actions.SetText("heal 2, self")
	m, d, err := f.Result()
	if err != nil {
		t.Fatal(err)
	}
	if len(d.Cards) != 2 || d.Cards[1].Actions[0].Type != monster.KindHeal || d.Cards[0].Number == d.Cards[1].Number || m.Name != "Mire Wisp" {
		t.Errorf("deck %+v", d)
	}
}

// The importers' types come out of the form as they went in, in every
// language, when nothing is changed: cards whose actions lines cannot hold
// whole are kept as given.
func TestFormKeepsImportedTypes(t *testing.T) {
	test.NewTempApp(t)
	data, err := os.ReadFile("../../engine/pack/xha/testdata/invented-edition.json")
	if err != nil {
		t.Fatal(err)
	}
	xhaPack, _, err := xha.Import(data)
	if err != nil {
		t.Fatal(err)
	}
	var files []ghs.File
	root := "../../engine/pack/ghs/testdata/invented"
	err = filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || filepath.Base(path) == "broken.json" {
			return err
		}
		b, err := os.ReadFile(path)
		files = append(files, ghs.File{Name: strings.TrimPrefix(path, root+"/"), Data: b})
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	ghsPack, _, err := ghs.Import("invented", files)
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, p := range []*pack.Pack{xhaPack, ghsPack} {
		for _, lang := range locales.Supported {
			tr := translator(t, lang)
			for _, m := range p.Monsters {
				d, ok := p.Deck(m.DeckName())
				if !ok {
					continue
				}
				gotM, gotD, err := New(tr, m, d, pack.MonsterNames([]*pack.Pack{p})).Result()
				if err != nil {
					t.Errorf("%s, %s: %v", lang, m.Name, err)
					continue
				}
				if got, want := encode(t, gotM, gotD), encode(t, m, *d); got != want {
					t.Errorf("%s, %s (%s) comes out otherwise", lang, m.Name, p.Name)
				}
				n++
			}
		}
	}
	if n < 4 {
		t.Fatalf("only %d imported types with decks tried", n)
	}
}

// A card the player did not touch keeps actions lines cannot hold (a bonus
// whose text has a semicolon); once its text is edited it is read from
// the lines.
func TestFormKeepsUntouchedCards(t *testing.T) {
	test.NewTempApp(t)
	odd := []monster.Action{{Type: monster.KindUse, Elements: []string{"fire"},
		Actions: []monster.Action{{Type: monster.KindText, Text: "burn; then smoulder"}}}}
	d := &pack.Deck{Name: "Ember", Cards: []pack.AbilityCard{{Number: 1, Initiative: 40, Actions: odd}}}
	m := newMonster()
	m.Name = "Ember"
	f := New(translator(t, language.English), m, d, nil)
	_, got, err := f.Result()
	if err != nil {
		t.Fatal(err)
	}
	if len(got.Cards[0].Actions[0].Actions) != 1 || got.Cards[0].Actions[0].Actions[0].Text != "burn; then smoulder" {
		t.Errorf("an untouched card became %+v", got.Cards[0].Actions)
	}
	f.actions.SetText(f.actions.Text + "\nmove +1")
	if _, got, _ = f.Result(); len(got.Cards[0].Actions) != 2 {
		t.Errorf("an edited card is %+v", got.Cards[0].Actions)
	}
}

// In every language each word of the action lines is one word, used once,
// and a player's word is never another's word in the format's own words.
func TestWordsAreOneWordEach(t *testing.T) {
	for _, lang := range locales.Supported {
		ws := Words(translator(t, lang))
		seen := map[string]string{}
		for canon, w := range ws {
			lw := strings.ToLower(w)
			if w == "" || strings.ContainsAny(w, " ,;:()\"") {
				t.Errorf("%s: %s is written %q", lang, canon, w)
			}
			if other, dup := seen[lw]; dup {
				t.Errorf("%s: %q is the word of both %s and %s", lang, w, other, canon)
			}
			seen[lw] = canon
			if _, isKey := ws[lw]; isKey && lw != canon {
				t.Errorf("%s: %q, the word of %s, is the format's word of another", lang, w, canon)
			}
		}
	}
}

// Ctrl+S and Escape typed in a field, Escape in a number cell and in the list of cards,
// reach the form's OnSave and OnCancel; other keys stay with the field.
func TestFieldsPassSaveAndCancelOn(t *testing.T) {
	test.NewTempApp(t)
	f := New(translator(t, language.English), pack.Monster{}, nil, nil)
	saved, cancelled := 0, 0
	f.OnSave, f.OnCancel = func() { saved++ }, func() { cancelled++ }
	f.name.TypedShortcut(&desktop.CustomShortcut{KeyName: fyne.KeyS, Modifier: fyne.KeyModifierShortcutDefault})
	f.actions.TypedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
	var list fyne.Focusable = f.list // the deck's list of cards, focused
	list.TypedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
	test.Type(f.rows[0].cells[colHP].(*field), "1")
	f.rows[0].cells[colRange].(*spinner.Field).TypedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if saved != 1 || cancelled != 3 {
		t.Errorf("saved %d times, cancelled %d times", saved, cancelled)
	}
	if got := cellText(f.rows[0].cells[colHP]); got != "13" && got != "31" {
		t.Errorf("typing in a field gives %q", got)
	}
}
