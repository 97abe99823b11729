package campaign

import (
	"reflect"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/campaign"
	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/ui/figures"
)

// Items played from GHS's structured effects (invented items in GHS's
// format): Ana's Fog Cloak ("During your turn, gain Invisible") makes her
// invisible when used, her Chapel Water ("perform Bless self") shuffles a
// bless card into her deck, which the odds of her next attack count; each
// is used as a table action and consumed; the figures screen says what
// the table applies and what it did.
func TestItemEffectsFromGHSData(t *testing.T) {
	f := newFixture(t)
	f.withGHSItems()
	_, ana := f.shopFor("Effects", 0)
	for _, it := range []campaign.BuyItem{
		{Character: ana.ID, CharacterName: "Ana", Item: 13, ItemName: "Fog Cloak"},
		{Character: ana.ID, CharacterName: "Ana", Item: 14, ItemName: "Chapel Water"},
	} {
		if _, err := f.s.edit(it); err != nil {
			t.Fatal(err)
		}
	}
	test.Tap(f.s.play.start)
	if txt := f.dialogText(); txt != "" {
		t.Fatalf("start: %s", txt)
	}
	scn := f.env.Table.Scenario()
	who, target := "", ""
	for _, fig := range scn.Figures() {
		if fig.Name == "Ana" {
			who = fig.ID
		}
		if target == "" && fig.Kind == engine.KindMonster && fig.OnMap && fig.Alive() {
			target = fig.ID
		}
	}
	oddsOf := func() modifier.Distribution {
		t.Helper()
		d, err := f.env.Table.Scenario().AttackOdds(who, modifier.Attack{Value: 2}, target)
		if err != nil {
			t.Fatal(err)
		}
		return d
	}
	before := oddsOf()
	list := figures.New(f.env)
	list.Refresh()
	list.ShowItems(who)
	if txt := strings.Join(labelTexts(list.ItemsContent()), "\n"); !strings.Contains(txt, "Invisible, self") || !strings.Contains(txt, "1 bless card into your deck") {
		t.Errorf("the items list says\n%s", txt)
	}
	uses := buttons(list.ItemsContent(), "Use")
	if len(uses) != 2 {
		t.Fatalf("%d Use buttons", len(uses))
	}
	test.Tap(uses[0])
	if st := list.Status(); !strings.Contains(st, "Ana uses Fog Cloak") || !strings.Contains(st, "Invisible, self") {
		t.Errorf("status after the cloak: %q", st)
	}
	if fig, _ := f.env.Table.Scenario().Figure(who); !fig.Conditions.Has(modifier.Invisible) {
		t.Error("Ana is not invisible after the cloak")
	}
	test.Tap(buttons(list.ItemsContent(), "Use")[1])
	if st := list.Status(); !strings.Contains(st, "1 bless card into your deck") {
		t.Errorf("status after the water: %q", st)
	}
	if reflect.DeepEqual(oddsOf(), before) {
		t.Error("the bless card is not in the odds of Ana's next attack")
	}
	items, _ := f.env.Table.Scenario().ItemsOf(who)
	if !items[0].Consumed || !items[1].Consumed {
		t.Errorf("items after use: %+v", items)
	}
}

// labelTexts are the texts of the labels in o.
func labelTexts(o fyne.CanvasObject) []string {
	var out []string
	walk(o, func(o fyne.CanvasObject) {
		if l, ok := o.(*widget.Label); ok {
			out = append(out, l.Text)
		}
	})
	return out
}
