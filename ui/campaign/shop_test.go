package campaign

import (
	"context"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/haventable/haventable/engine/campaign"
	"github.com/haventable/haventable/engine/pack"
	"github.com/haventable/haventable/locales"
	"golang.org/x/text/language"
)

// withItems imports the invented pack of items (engine/pack/testdata) into
// the fixture's store.
func (f *fixture) withItems() {
	f.t.Helper()
	p, err := pack.Load("../../engine/pack/testdata/sheet-pack.json")
	if err != nil {
		f.t.Fatal(err)
	}
	if _, err := f.store.AddPack(context.Background(), p, "haventable"); err != nil {
		f.t.Fatal(err)
	}
	f.env.ForgetPacks()
}

// buttons returns the shown buttons of o labelled label, top to bottom.
func buttons(o fyne.CanvasObject, label string) []*widget.Button {
	var out []*widget.Button
	walk(o, func(o fyne.CanvasObject) {
		if b, ok := o.(*widget.Button); ok && b.Text == label && b.Visible() {
			out = append(out, b)
		}
	})
	return out
}

// The shop sells what the prosperity allows at the reputation's price; a
// purchase and a sale are campaign edits that show on the sheet at once and
// that Undo takes back; a purchase without the gold says why and changes
// nothing.
func TestShopBuySellUndo(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	f.withItems()
	id, _ := f.shopFor("Shop", 20)
	p := f.s.shop
	if len(p.stock) != 2 || p.stock[0].Item.Name != "Reed Boots" || p.stock[0].Price != 15 || p.pick.Selected != "Ana" {
		t.Fatalf("stock %+v, chosen %q", p.stock, p.pick.Selected)
	}
	buy := buttons(p.offers, "Buy")
	if len(buy) != 2 {
		t.Fatalf("%d Buy buttons", len(buy))
	}
	test.Tap(buy[0])
	if txt := f.dialogText(); txt != "" {
		t.Fatalf("buying: %s", txt)
	}
	chars, _ := f.store.Characters(ctx, id)
	if chars[0].Gold != 5 || !slices.Equal(chars[0].Items, []campaign.OwnedItem{{Number: 1, Name: "Reed Boots"}}) {
		t.Fatalf("after buying: %+v", chars[0])
	}
	if !buttons(p.offers, "Buy")[0].Disabled() {
		t.Error("Ana may buy the boots she owns")
	}
	if len(p.owned) != 1 || f.s.chars.gold.entry.Text != "5" {
		t.Errorf("shown: %d items, sheet's gold %q", len(p.owned), f.s.chars.gold.entry.Text)
	}
	// the tin cap costs 10: Ana has 5
	test.Tap(buttons(p.offers, "Buy")[1])
	if txt := f.dialogText(); txt == "" || !containsAll(txt, "Ana cannot buy Tin Cap", "Not enough gold.") {
		t.Errorf("dialog %q", txt)
	}
	f.closeDialogs()
	test.Tap(buttons(p.mine, "Sell: 7")[0])
	if chars, _ := f.store.Characters(ctx, id); chars[0].Gold != 12 || len(chars[0].Items) != 0 {
		t.Errorf("after selling: %+v", chars[0])
	}
	for _, want := range []int{5, 20} { // the sale, then the purchase
		if err := f.env.Table.Session().Undo(ctx); err != nil {
			t.Fatal(err)
		}
		if chars, _ := f.store.Characters(ctx, id); chars[0].Gold != want {
			t.Errorf("after Undo: %+v, want %d gold", chars[0], want)
		}
	}
	if len(p.owned) != 0 || len(p.stock) != 2 || p.stock[0].Left != 2 {
		t.Errorf("after Undo the shop shows %d owned, stock %+v", len(p.owned), p.stock)
	}
}

func containsAll(s string, subs ...string) bool {
	for _, sub := range subs {
		if !strings.Contains(s, sub) {
			return false
		}
	}
	return true
}

// An item that adds modifier cards (the pack's Bark Vest: two -1) puts them
// in its owner's deck when a scenario starts, so that the odds count them;
// a character without it keeps the standard 20 cards.
func TestItemCardsInTheDeck(t *testing.T) {
	f := newFixture(t)
	f.withItems()
	f.create("Deck")
	ana := f.addCharacter("Brute", "Ana", 1, "")
	f.addCharacter("Brute", "Bo", 1, "")
	for _, e := range []campaign.BuyItem{{Character: ana.ID, CharacterName: "Ana", Item: 3, ItemName: "Bark Vest"},
		{Character: ana.ID, CharacterName: "Ana", Item: 2, ItemName: "Tin Cap"}} {
		if _, err := f.s.edit(e); err != nil {
			t.Fatal(err)
		}
	}
	test.Tap(f.s.play.start)
	if txt := f.dialogText(); txt != "" {
		t.Fatalf("start: %s", txt)
	}
	scn := f.env.Table.Scenario()
	sizes := map[string]int{}
	for _, fig := range scn.Figures() {
		key, ok := scn.DeckOwnerOf(fig.ID)
		if !ok {
			continue
		}
		d, _ := scn.Deck(key)
		minus := 0
		for _, c := range d.Draw {
			if c.String() == "-1" {
				minus++
			}
		}
		sizes[fig.Name] = len(d.Draw)*100 + minus
	}
	if sizes["Ana"] != 22*100+7 || sizes["Bo"] != 20*100+5 {
		t.Errorf("decks (cards×100 + −1 cards): %v", sizes)
	}
}

// The shop names an item in the players' language when the pack gives it.
func TestShopItemNameInTheLanguage(t *testing.T) {
	p, err := pack.Load("../../engine/pack/testdata/sheet-pack.json")
	if err != nil {
		t.Fatal(err)
	}
	boots, _ := p.Item(1)
	tin, _ := p.Item(2)
	de, err := locales.New(language.German)
	if err != nil {
		t.Fatal(err)
	}
	en, _ := locales.New(language.English)
	if itemName(de, *boots) != "Schilfstiefel" || itemName(en, *boots) != "Reed Boots" || itemName(de, *tin) != "Tin Cap" {
		t.Errorf("%q %q %q", itemName(de, *boots), itemName(en, *boots), itemName(de, *tin))
	}
}

// TestShopLimitsPlural: the shop's limits line says "1 small item" at
// level 1 and "2 small items" at level 3, with each language's plural.
func TestShopLimitsPlural(t *testing.T) {
	f := newFixture(t)
	f.withItems()
	_, ana := f.shopFor("Plural", 10)
	for _, lang := range []struct {
		tag       language.Tag
		one, more string
	}{
		{language.English, "1 small item.", "2 small items."},
		{language.German, "1 kleiner Gegenstand.", "2 kleine Gegenstände."},
		{language.French, "1 petit objet.", "2 petits objets."},
	} {
		tr, err := locales.New(lang.tag)
		if err != nil {
			t.Fatal(err)
		}
		f.env.Tr = tr
		for _, c := range []struct {
			level int
			want  string
		}{{1, lang.one}, {3, lang.more}} {
			ana.Level = c.level
			if _, err := f.s.edit(campaign.SaveCharacter{Character: ana}); err != nil {
				t.Fatal(err)
			}
			f.s.shop.refresh()
			f.s.shop.choose()
			if got := f.s.shop.limits.Text; !strings.Contains(got, c.want) {
				t.Errorf("%v, level %d: %q, want %q", lang.tag, c.level, got, c.want)
			}
		}
	}
}
