package cards

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"golang.org/x/text/language"

	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/locales"
)

// galleryCards are the cards of the golden images.
var galleryCards = []string{
	"+1",
	"x2 shuffle",
	"null shuffle",
	"bless",
	"curse @M",
	"roll push:2 fire",
	"+1 roll shield:1 @brute",
	"-2 @*",
	"+0 roll pierce:3 poison wound ice @3",
}

func english(t *testing.T) locales.Tr {
	t.Helper()
	tr, err := locales.New(language.English)
	if err != nil {
		t.Fatal(err)
	}
	return tr
}

// gallery lays out every gallery card at normal size, then at compact size,
// then a drawn chain with a card set aside and a removed card.
func gallery(t *testing.T, tr locales.Tr) fyne.CanvasObject {
	t.Helper()
	var normal, compact []fyne.CanvasObject
	for _, s := range galleryCards {
		c := modifier.MustParseCard(s)
		normal = append(normal, New(tr, c))
		compact = append(compact, NewCompact(tr, c))
	}
	removed := NewCompact(tr, modifier.MustParseCard("bless"))
	removed.SetState(Removed)
	chain := Row(tr, []modifier.Card{
		modifier.MustParseCard("+1 roll"), modifier.MustParseCard("x2"), modifier.MustParseCard("-1"),
	}, []bool{true, true, false})
	bg := canvas.NewRectangle(theme.Color(theme.ColorNameBackground))
	return container.NewStack(bg, container.NewPadded(container.NewVBox(
		container.NewGridWithColumns(5, normal...),
		container.NewHBox(compact...),
		container.NewHBox(chain, removed),
	)))
}

func TestGalleryGolden(t *testing.T) {
	for _, tc := range []struct {
		name string
		th   fyne.Theme
	}{
		{"cards-light.png", theme.LightTheme()},
		{"cards-dark.png", theme.DarkTheme()},
	} {
		t.Run(tc.name, func(t *testing.T) {
			app := test.NewTempApp(t)
			app.Settings().SetTheme(tc.th)
			w := test.NewWindow(gallery(t, english(t)))
			defer w.Close()
			w.Resize(fyne.NewSize(660, 360))
			test.AssertImageMatches(t, tc.name, w.Canvas().Capture())
		})
	}
}

func TestValueAndIconText(t *testing.T) {
	tests := []struct{ card, value, icon string }{
		{"+1", "+1", ""},
		{"-2 @*", "−2", "*"},
		{"+0 roll", "+0", ""},
		{"x2 shuffle", "×2", ""},
		{"null shuffle", "", ""},
		{"bless", "×2", ""},
		{"curse @M", "", "M"},
		{"+1 @brute", "+1", "B"},
		{"+1 @3", "+1", "3"},
	}
	for _, tc := range tests {
		c := modifier.MustParseCard(tc.card)
		if got := valueText(c); got != tc.value {
			t.Errorf("valueText(%q) = %q, want %q", tc.card, got, tc.value)
		}
		if got := iconText(c.Icon); got != tc.icon {
			t.Errorf("iconText(%q) = %q, want %q", tc.card, got, tc.icon)
		}
	}
}

func TestEffectLabel(t *testing.T) {
	tr := english(t)
	de, err := locales.New(language.German)
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		e           modifier.Effect
		en, de, raw string
	}{
		{modifier.Effect{Kind: modifier.Push, Amount: 2}, "Push 2", "Stoßen 2", "push:2"},
		{modifier.Effect{Kind: modifier.Target, Amount: 1}, "Target +1", "Ziel +1", "target:1"},
		{modifier.Effect{Kind: modifier.Fire}, "Fire", "Feuer", "fire"},
		{modifier.Effect{Kind: modifier.Immobilize}, "Immobilize", "Bewegungsunfähig", "immobilize"},
	}
	for _, tc := range tests {
		if got := EffectLabel(tr, tc.e); got != tc.en {
			t.Errorf("EffectLabel(en, %v) = %q, want %q", tc.e, got, tc.en)
		}
		if got := EffectLabel(de, tc.e); got != tc.de {
			t.Errorf("EffectLabel(de, %v) = %q, want %q", tc.e, got, tc.de)
		}
		if got := EffectLabel(nil, tc.e); got != tc.raw {
			t.Errorf("EffectLabel(nil, %v) = %q, want %q", tc.e, got, tc.raw)
		}
	}
}

// Every effect kind has a translated label of its own.
func TestEveryEffectHasALabel(t *testing.T) {
	tr := english(t)
	seen := map[string]modifier.EffectKind{}
	for k := modifier.Push; k <= modifier.Dark; k++ {
		e := modifier.Effect{Kind: k}
		if k.Numbered() {
			e.Amount = 1
		}
		l := EffectLabel(tr, e)
		if l == "" || l == e.String() {
			t.Errorf("%v: label %q is not translated", k, l)
		}
		if prev, dup := seen[l]; dup {
			t.Errorf("%v and %v share the label %q", prev, k, l)
		}
		seen[l] = k
	}
}

func TestStatesAndRow(t *testing.T) {
	test.NewTempApp(t)
	tr := english(t)
	cs := []modifier.Card{modifier.MustParseCard("+1 roll"), modifier.MustParseCard("x2"), modifier.MustParseCard("-1")}
	row := Row(tr, cs, []bool{true, true, false})
	want := []State{Used, Used, SetAside}
	for i, o := range row.Objects {
		c := o.(*Card)
		if c.Card() != cs[i] || c.State() != want[i] || c.CardSize() != Compact {
			t.Errorf("card %d: %v %v %v, want %v %v compact", i, c.Card(), c.State(), c.CardSize(), cs[i], want[i])
		}
	}
	plain := Row(tr, cs, nil)
	for i, o := range plain.Objects {
		if s := o.(*Card).State(); s != Plain {
			t.Errorf("row without used: card %d is %v", i, s)
		}
	}

	w := New(tr, modifier.MustParseCard("+1"))
	if w.MinSize() != normalSize {
		t.Errorf("normal MinSize %v", w.MinSize())
	}
	w.SetCardSize(Compact)
	if w.MinSize() != compactSize {
		t.Errorf("compact MinSize %v", w.MinSize())
	}
	r := test.WidgetRenderer(w).(*cardRenderer)
	w.SetState(Removed)
	if !r.showShade || !r.showStrk {
		t.Error("a removed card is not dimmed and struck through")
	}
	w.SetState(SetAside)
	if !r.showShade || r.showStrk {
		t.Error("a card set aside is not only dimmed")
	}
	w.SetCard(modifier.MustParseCard("roll push:1 shuffle @M"))
	if !r.showRoll || !r.showShuf || !r.showIcon || r.nChips != 1 {
		t.Errorf("roll %v shuffle %v icon %v chips %d", r.showRoll, r.showShuf, r.showIcon, r.nChips)
	}
}

func TestFlow(t *testing.T) {
	rows := flow([]float32{30, 30, 30, 30}, 70, 4)
	if len(rows) != 2 || len(rows[0]) != 2 || len(rows[1]) != 2 {
		t.Errorf("flow = %v, want two rows of two", rows)
	}
	if flow([]float32{80}, 70, 4) != nil {
		t.Error("an item wider than the row fits")
	}
}
