package campaign

import (
	"context"
	"slices"
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/engine/pack"
	"github.com/haventable/haventable/locales"
	"golang.org/x/text/language"
)

func TestReadPerks(t *testing.T) {
	tr, err := locales.New(language.English)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		text  string
		perks []string
		line  int // of the error; 0: none
		size  int
	}{
		{"", nil, 0, 20},
		{"\n  \n", nil, 0, 20},
		{"remove -1, -1", []string{"remove -1, -1"}, 0, 18},
		{"  replace -1 with +1  \n\nadd +1 roll, +1 roll", []string{"replace -1 with +1", "add +1 roll, +1 roll"}, 0, 22},
		{"remove -2\nremove -2", nil, 2, 0},
		{"replace -1 with +1\n\nfly away", nil, 3, 0},
		{"add bless", nil, 1, 0},
	} {
		perks, cards, err := readPerks(tr, tc.text)
		if tc.line != 0 {
			if err == nil || !strings.HasPrefix(err.Error(), "Line "+strconv.Itoa(tc.line)+":") {
				t.Errorf("%q: error %v, want one on line %d", tc.text, err, tc.line)
			}
			continue
		}
		if err != nil || len(cards) != tc.size || strings.Join(perks, "|") != strings.Join(tc.perks, "|") {
			t.Errorf("%q: perks %q, %d cards, %v; want %q, %d cards", tc.text, perks, len(cards), err, tc.perks, tc.size)
		}
	}
}

func TestDeckCounts(t *testing.T) {
	tr, _ := locales.New(language.English)
	cards, err := modifier.CharacterCards([]string{"replace -1 with +1", "add +1 roll fire @brute"})
	if err != nil {
		t.Fatal(err)
	}
	got := strings.Join(deckCounts(tr, cards), ", ")
	want := "6 × +0, 6 × +1, 4 × −1, 1 × +2, 1 × −2, 1 × Null, 1 × ×2, 1 × +1 Fire, rolling"
	if got != want {
		t.Fatalf("deck counts\n got %s\nwant %s", got, want)
	}
}

// FuzzReadPerks checks that whatever is typed, the sheet either names a
// line at fault or shows a deck whose counts add up to the deck the
// engine builds from the same perks.
func FuzzReadPerks(f *testing.F) {
	for _, s := range []string{"", "remove -1, -1", "replace -1 with +1\nadd +1 roll fire @brute", "remove -2\nremove -2", "add x2\n\n\nremove +0"} {
		f.Add(s)
	}
	tr, _ := locales.New(language.English)
	f.Fuzz(func(t *testing.T, text string) {
		perks, cards, err := readPerks(tr, text)
		if err != nil {
			if !strings.HasPrefix(err.Error(), "Line ") {
				t.Fatalf("%q: error %v names no line", text, err)
			}
			return
		}
		want, werr := modifier.CharacterCards(perks)
		if werr != nil || len(want) != len(cards) {
			t.Fatalf("%q: %d cards, engine %d (%v)", text, len(cards), len(want), werr)
		}
		total := 0
		for _, line := range deckCounts(tr, cards) {
			count, _, _ := strings.Cut(line, " × ")
			n, err := strconv.Atoi(count)
			if err != nil || n < 1 {
				t.Fatalf("%q: line %q", text, line)
			}
			total += n
		}
		if total != len(cards) {
			t.Fatalf("%q: counts add up to %d of %d cards", text, total, len(cards))
		}
		for _, p := range perks {
			if p == "" || p != strings.TrimSpace(p) || strings.Contains(p, "\n") {
				t.Fatalf("%q: perk %q not one trimmed line", text, p)
			}
		}
	})
}

// The sheet offers the perks the data packs give the class: one taken is
// added as the last line of the perks, and the deck follows; a class the
// packs do not know offers none.
func TestTakeClassPerk(t *testing.T) {
	f := newFixture(t)
	f.create("Perks")
	p := f.s.chars
	test.Tap(p.add)
	if p.takePerk.Visible() {
		t.Error("perks offered before a class is chosen")
	}
	p.class.SetText("mistweaver")
	want := pack.ClassPerks(f.env.DataPacks(), "Mistweaver")
	if !p.takePerk.Visible() || len(want) == 0 || !slices.Equal(p.takePerk.Options, want) {
		t.Fatalf("perks offered %q (visible %v), want %q", p.takePerk.Options, p.takePerk.Visible(), want)
	}
	p.perks.SetText("remove -2\n")
	p.takePerk.SetSelected("add +1 poison")
	if p.perks.Text != "remove -2\nadd +1 poison" || p.takePerk.Selected != "" {
		t.Errorf("perks %q, select %q", p.perks.Text, p.takePerk.Selected)
	}
	if !strings.Contains(p.deck.Text, "+1 Poison") {
		t.Errorf("the deck %q lacks the perk's card", p.deck.Text)
	}
	p.class.SetText("Nobody Knows")
	if p.takePerk.Visible() {
		t.Error("perks offered for a class no pack has")
	}
}

// Issue 40, item 16: a data pack imported while the campaign screen is
// open adds its classes (and their perks) to the Characters tab's class
// list at once, not after a restart.
func TestImportedClassesAreOfferedAtOnce(t *testing.T) {
	f := newFixture(t)
	f.create("New classes")
	p := f.s.chars
	test.Tap(p.add)
	// offered opens the class list (its drop-down button) and reads it.
	offered := func() []string {
		t.Helper()
		f.closeDialogs()
		test.Tap(p.class.ActionItem.(fyne.Tappable))
		var items []string
		walk(f.w.Canvas().Overlays().Top(), func(o fyne.CanvasObject) {
			if x, ok := o.(*canvas.Text); ok && x.Text != "" {
				items = append(items, x.Text)
			}
		})
		f.closeDialogs()
		return items
	}
	if len(offered()) == 0 {
		t.Fatal("no class offered")
	}
	if slices.Contains(offered(), "Tidecaller") {
		t.Fatalf("a class of no pack offered: %q", offered())
	}
	extra := pack.Builtin()
	extra.Name = "Extra classes"
	extra.Classes = extra.Classes[:1]
	extra.Classes[0].Name = "Tidecaller"
	if _, err := f.store.AddPack(context.Background(), extra, "haventable"); err != nil {
		t.Fatal(err)
	}
	f.env.ForgetPacks() // as File › Data packs… does after an import
	if !slices.Contains(offered(), "Tidecaller") {
		t.Fatalf("after the import the classes offered are %q", offered())
	}
	p.class.SetText("Tidecaller")
	if !p.takePerk.Visible() || len(p.takePerk.Options) == 0 {
		t.Error("the new class's perks are not offered")
	}
}
