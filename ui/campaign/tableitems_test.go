package campaign

import (
	"context"
	"reflect"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/campaign"
	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/engine/pack/ghs"
	"github.com/haventable/haventable/ui/figures"
)

// withGHSItems imports the invented edition in GHS's data folder layout
// (engine/pack/ghs/testdata/sheet: items.json and its labels) into the
// fixture's store.
func (f *fixture) withGHSItems() { f.withGHS("../../engine/pack/ghs/testdata/sheet") }

// withGHS imports the GHS data folder dir as a pack of the store.
func (f *fixture) withGHS(dir string) {
	f.t.Helper()
	p, _, err := ghs.ImportDir(dir, nil)
	if err != nil {
		f.t.Fatal(err)
	}
	if _, err := f.store.AddPack(context.Background(), p, "gloomhavensecretariat"); err != nil {
		f.t.Fatal(err)
	}
	f.env.ForgetPacks()
}

// shopFor creates campaign name with Ana (a Brute of level 1 with gold)
// and shows its shop.
func (f *fixture) shopFor(name string, gold int) (int64, campaign.Character) {
	f.t.Helper()
	id := f.create(name)
	ana := f.addCharacter("Brute", "Ana", 1, "")
	ana.Gold = gold
	if _, err := f.s.edit(campaign.SaveCharacter{Character: ana}); err != nil {
		f.t.Fatal(err)
	}
	f.s.tabs.SelectIndex(3)
	f.s.shop.refresh()
	return id, ana
}

// The flow of an item from the shop to the table, with GHS's files: Ana
// buys the Bark Vest in the shop (+1 attack, spent) and owns a Moss Tonic
// (heal 3, consumed); at the table the figures screen lists them ready;
// the vest used is spent and its +1 is in the odds of her next attack; the
// tonic heals her and stays consumed; her long rest refreshes the vest and
// not the tonic; Undo takes a use back.
func TestItemFromShopToTable(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	f.withGHSItems()
	id, ana := f.shopFor("Items", 30)
	p := f.s.shop
	bought := false
	for i, of := range p.stock {
		if of.Item.Name == "Bark Vest" {
			test.Tap(buttons(p.offers, "Buy")[i])
			bought = true
		}
	}
	if txt := f.dialogText(); !bought || txt != "" {
		t.Fatalf("buying the vest: bought %v, %s", bought, txt)
	}
	if _, err := f.s.edit(campaign.BuyItem{Character: ana.ID, CharacterName: "Ana", Item: 4, ItemName: "Moss Tonic", Price: 0}); err != nil {
		t.Fatal(err)
	}
	if chars, _ := f.store.Characters(ctx, id); len(chars[0].Items) != 2 || chars[0].Gold != 18 {
		t.Fatalf("Ana after the shop: %+v", chars[0])
	}
	test.Tap(f.s.play.start)
	if txt := f.dialogText(); txt != "" {
		t.Fatalf("start: %s", txt)
	}
	scn := f.env.Table.Scenario()
	who := ""
	for _, fig := range scn.Figures() {
		if fig.Name == "Ana" {
			who = fig.ID
		}
	}
	items, ok := scn.ItemsOf(who)
	if !ok || len(items) != 2 {
		t.Fatalf("Ana's items at the table: %+v", items)
	}
	vest, tonic := items[0], items[1]
	if vest.Name != "Bark Vest" || vest.Text != "During your attack, add +1 attack to the entire Attack action." || vest.Use != engine.ItemSpent || !reflect.DeepEqual(vest.Effects, []engine.ItemEffect{{Kind: engine.ItemAttack, Value: 1}}) ||
		tonic.Name != "Moss Tonic" || tonic.Use != engine.ItemConsumed || !reflect.DeepEqual(tonic.Effects, []engine.ItemEffect{{Kind: engine.ItemHeal, Value: 3}}) {
		t.Fatalf("items brought: %+v", items)
	}
	target := ""
	for _, fig := range scn.Figures() {
		if fig.Kind == engine.KindMonster && fig.OnMap && fig.Alive() {
			target = fig.ID
			break
		}
	}
	if target == "" {
		t.Fatal("no monster to attack")
	}
	attack := modifier.Attack{Value: 2} // range 0: reach not checked
	oddsOf := func(a modifier.Attack) modifier.Distribution {
		t.Helper()
		d, err := f.env.Table.Scenario().AttackOdds(who, a, target)
		if err != nil {
			t.Fatal(err)
		}
		return d
	}
	plain, plusOne := oddsOf(attack), oddsOf(modifier.Attack{Value: 3})

	list := figures.New(f.env)
	list.Refresh()
	list.ShowItems(who)
	if list.ItemsShown() != who {
		t.Fatal("the items list did not open")
	}
	uses := buttons(list.ItemsContent(), "Use")
	if len(uses) != 2 || uses[0].Disabled() || uses[1].Disabled() {
		t.Fatalf("%d Use buttons, want 2 enabled", len(uses))
	}
	test.Tap(uses[0]) // the vest
	if st := list.Status(); !strings.Contains(st, "Ana uses Bark Vest") || !strings.Contains(st, "+1 attack") {
		t.Errorf("status after the vest: %q", st)
	}
	if got := oddsOf(attack); !reflect.DeepEqual(got, plusOne) || reflect.DeepEqual(got, plain) {
		t.Error("the vest's +1 attack is not in the odds of Ana's next attack")
	}
	if !buttons(list.ItemsContent(), "Use")[0].Disabled() {
		t.Error("the spent vest may be used again")
	}
	fig, _ := f.env.Table.Scenario().Figure(who)
	if _, err := f.env.Table.Do(engine.DamageFigure{Figure: who, Amount: 4}); err != nil {
		t.Fatal(err)
	}
	test.Tap(buttons(list.ItemsContent(), "Use")[1]) // the tonic
	after, _ := f.env.Table.Scenario().Figure(who)
	if after.HP != fig.HP-1 {
		t.Errorf("after 4 damage and the tonic Ana has %d hit points, want %d", after.HP, fig.HP-1)
	}
	// Undo takes the tonic back, Redo brings it again
	if err := f.env.Table.Session().Undo(ctx); err != nil {
		t.Fatal(err)
	}
	if it, _ := f.env.Table.Scenario().ItemsOf(who); it[1].Consumed {
		t.Error("Undo left the tonic consumed")
	}
	if err := f.env.Table.Session().Redo(ctx); err != nil {
		t.Fatal(err)
	}
	// a long rest refreshes the vest, not the tonic
	play := func(a engine.Action) engine.Report {
		t.Helper()
		r, err := f.env.Table.Do(a)
		if err != nil {
			t.Fatalf("%s: %v", a.Kind(), err)
		}
		return r
	}
	play(engine.LongRest{Character: who})
	for _, ty := range f.env.Table.Scenario().MonsterTypes() {
		if _, err := f.env.Table.Do(engine.SetMonsterInitiative{Type: ty, Initiative: 50}); err != nil {
			t.Fatalf("initiative of %s: %v", ty, err)
		}
	}
	for _, c := range f.env.Table.Scenario().Figures() {
		if c.Kind == engine.KindCharacter && c.ID != who {
			play(engine.SetInitiative{Character: c.ID, Leading: 10, Second: 20})
		}
	}
	for {
		r := play(engine.NextTurn{})
		if r.TurnStart == nil {
			t.Fatal("Ana's turn never came")
		}
		if r.TurnStart.Turn.Figure == who {
			if !reflect.DeepEqual(r.TurnStart.ItemsRefreshed, []int{3}) {
				t.Errorf("the long rest refreshed %v, want the vest (3)", r.TurnStart.ItemsRefreshed)
			}
			break
		}
	}
	use := buttons(list.ItemsContent(), "Use")
	if use[0].Disabled() || !use[1].Disabled() {
		t.Errorf("after the long rest: vest usable %v, tonic usable %v", !use[0].Disabled(), !use[1].Disabled())
	}
}
