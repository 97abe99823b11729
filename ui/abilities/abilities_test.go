package abilities

import (
	"reflect"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/pack"
	"github.com/haventable/haventable/engine/party"
	"github.com/haventable/haventable/engine/scenariofile"
	"github.com/haventable/haventable/hexgrid"
	"github.com/haventable/haventable/locales"
)

// Every kind of action is told in every language, with no template left
// unfilled and nothing in card notation.
func TestActionEveryKind(t *testing.T) {
	area := &hexgrid.Template{Hexes: []hexgrid.Hex{hexgrid.H(0, 0), hexgrid.H(1, 0)}}
	rs := []pack.Resolved{
		{Type: pack.KindMove, Value: 3, Jump: true},
		{Type: pack.KindMove, Value: 2, Flying: true},
		{Type: pack.KindAttack, Value: 2, Range: 3, Target: 2, Pierce: 1, Push: 1, Pull: 1, Conditions: []string{"poison", "wound"}},
		{Type: pack.KindAttack, Value: 4, Area: area},
		{Type: pack.KindHeal, Value: 2, Range: 3},
		{Type: pack.KindHeal, Value: 1, Self: true},
		{Type: pack.KindShield, Value: 1},
		{Type: pack.KindRetaliate, Value: 2, Range: 2},
		{Type: pack.KindLoot, Value: 1},
		{Type: pack.KindSummon, Monster: "Cave Rat"},
		{Type: pack.KindSummon, Monster: "Cave Rat", Elite: true},
		{Type: pack.KindInfuse, Elements: []string{"fire", "ice"}},
		{Type: pack.KindUse, Elements: []string{"any"}, Bonus: []pack.Resolved{{Type: pack.KindAttack, Value: 1}, {Type: pack.KindAttack, Range: 1}}},
		{Type: pack.KindCondition, Conditions: []string{"strengthen"}, Self: true},
		{Type: pack.KindText, Text: "Destroy an obstacle"},
	}
	for _, lang := range locales.Supported {
		tr, err := locales.New(lang)
		if err != nil {
			t.Fatal(err)
		}
		for _, r := range rs {
			got := Action(tr, r)
			if got == "" || strings.Contains(got, "{{") || strings.Contains(got, "no value") || strings.Contains(got, ":2") {
				t.Errorf("%v %+v: %q", lang, r, got)
			}
		}
		if got := Action(tr, pack.Resolved{Type: pack.KindMove}); got != "" {
			t.Errorf("%v: a move of 0 is told %q", lang, got)
		}
	}
	tr, _ := locales.New(locales.Supported[0])
	if got := Actions(tr, rs[12:13]); got != "Use any element: Attack +1; range +1" {
		t.Errorf("a use action: %q", got)
	}
	if got := Actions(tr, rs[2:3]); got != "Attack 2, range 3, 2 targets, Pierce 1, Push 1, Pull 1, Poison, Wound" {
		t.Errorf("an attack: %q", got)
	}
}

// A monster's action for its turn follows the card its type drew, worked
// out against its own stat card (normal or elite).
func TestMonsterActionFromTheCard(t *testing.T) {
	scn := sample(t, "Brute", "Tinker")
	packs := []*pack.Pack{pack.Builtin()}
	var rat engine.Figure
	for _, f := range scn.Figures() {
		if f.Kind == engine.KindMonster && f.MonsterType == "Ash Acolyte" {
			rat = f
		}
	}
	if _, ok := MonsterAction(scn, packs, rat.ID); ok {
		t.Fatal("an action before the card is drawn")
	}
	if _, err := scn.Do(engine.DrawAbilities{}); err != nil {
		t.Fatal(err)
	}
	a, ok := MonsterAction(scn, packs, rat.ID)
	if !ok {
		t.Fatal("no action after the draw")
	}
	ab, _ := scn.Ability(rat.MonsterType)
	m, deck, _ := pack.FindMonster(packs, rat.MonsterType)
	st, _ := m.StatCard(scn.Level(), rat.Elite, 2)
	var want engine.MonsterAction
	for _, r := range deck.Cards[ab.Card].Resolve(st) {
		if r.Type == pack.KindMove && want.Move == 0 {
			want.Move, want.Jump = r.Value, r.Jump
		}
		if r.Type == pack.KindAttack && want.Targets == 0 {
			want.Range, want.Targets, want.Area = r.Range, r.Target, r.Area
		}
	}
	want.Flying = st.Flying
	if a.Move != want.Move || a.Range != want.Range || a.Targets != want.Targets || a.Jump != want.Jump || a.Flying != want.Flying {
		t.Errorf("action %+v, want %+v", a, want)
	}
	if _, err := scn.Do(engine.SetCondition{Figure: rat.ID, Condition: engine.Muddle, Held: true}); err != nil {
		t.Fatal(err)
	}
	if a, _ := MonsterAction(scn, packs, rat.ID); !a.Muddled {
		t.Error("a muddled monster's action is not muddled")
	}
	if _, ok := MonsterAction(scn, packs, "brute"); ok {
		t.Error("a character has a monster's action")
	}
}

// A monster's attack this turn follows its card and its own stat card.
func TestMonsterAttackFromTheCard(t *testing.T) {
	scn := sample(t, "Brute", "Tinker")
	packs := []*pack.Pack{pack.Builtin()}
	var acolyte engine.Figure
	for _, f := range scn.Figures() {
		if f.MonsterType == "Ash Acolyte" {
			acolyte = f
		}
	}
	if _, ok := MonsterAttack(scn, packs, acolyte.ID); ok {
		t.Fatal("an attack before the card is drawn")
	}
	if _, err := scn.Do(engine.DrawAbilities{}); err != nil {
		t.Fatal(err)
	}
	a, ok := MonsterAttack(scn, packs, acolyte.ID)
	ab, _ := scn.Ability(acolyte.MonsterType)
	m, deck, _ := pack.FindMonster(packs, acolyte.MonsterType)
	st, _ := m.StatCard(scn.Level(), acolyte.Elite, 2)
	for _, r := range deck.Cards[ab.Card].Resolve(st) {
		if r.Type == pack.KindAttack {
			if !ok || a.Value != r.Value || a.Range != r.Range || a.Ranged != (r.Range > 0) || len(a.Effects) != len(r.Conditions) {
				t.Errorf("attack %+v (%v), card says %+v", a, ok, r)
			}
			return
		}
	}
	if ok {
		t.Errorf("an attack %+v from a card without one", a)
	}
}

// The standees of a type are told in the order they act (elite first, then
// by number), with what their conditions change.
func TestStandeesInActingOrder(t *testing.T) {
	scn := sample(t, "Brute", "Tinker")
	if _, err := scn.Do(engine.SetCondition{Figure: "cave-rat-1", Condition: engine.Stun, Held: true}); err != nil {
		t.Fatal(err)
	}
	tr, _ := locales.New(locales.Supported[0])
	got := Standees(tr, scn, "Cave Rat")
	want := []string{"Cave Rat 2 (elite): 6/6 hit points", "Cave Rat 1: 3/3 hit points · Stun: no ability this turn"}
	if !slices.Equal(got, want) {
		t.Errorf("standees %q, want %q", got, want)
	}
}

func TestCardWidgetShowsTheCard(t *testing.T) {
	test.NewTempApp(t)
	w := NewCardWidget()
	w.Set("Pack Hunt", 70, true, []string{"Normal: Move 2", "Elite: Move 2"})
	short := test.WidgetRenderer(w).MinSize()
	w.Set("Pack Hunt", 70, true, []string{"Normal: Move 2", "Elite: Move 2", "Cave Rat 1: 3/3 hit points"})
	if w.Title() != "Pack Hunt" || len(w.Lines()) != 3 {
		t.Fatalf("card shows %q %q", w.Title(), w.Lines())
	}
	long := test.WidgetRenderer(w).MinSize()
	if long.Height <= short.Height {
		t.Errorf("a third line does not make the card taller: %v then %v", short, long)
	}
	var texts []string
	for _, o := range test.WidgetRenderer(w).Objects() {
		if tx, ok := o.(*canvas.Text); ok {
			texts = append(texts, tx.Text)
		}
	}
	if !slices.Contains(texts, "70") || !slices.Contains(texts, "Cave Rat 1: 3/3 hit points") {
		t.Errorf("drawn texts %q lack the initiative or a line", texts)
	}
}

// Golden images of a drawn card, light and dark.
func TestCardWidgetGolden(t *testing.T) {
	for _, tc := range []struct {
		name  string
		theme fyne.Theme
	}{{"card.png", theme.LightTheme()}, {"card-dark.png", theme.DarkTheme()}} {
		t.Run(tc.name, func(t *testing.T) {
			app := test.NewTempApp(t)
			app.Settings().SetTheme(tc.theme)
			c := NewCardWidget()
			c.Set("Choking Fumes", 30, true, []string{"Normal: Move 1 · Attack 1, range 3, Muddle, Poison",
				"Elite: Move 2 · Attack 2, range 3, Muddle, Poison", "Ash Acolyte 1 (elite): 8/8 hit points",
				"Ash Acolyte 2: 5/5 hit points"})
			w := test.NewWindow(container.NewPadded(c))
			defer w.Close()
			w.Resize(fyne.NewSize(460, 170))
			test.AssertImageMatches(t, tc.name, w.Canvas().Capture())
		})
	}
}

// A scenario reads the cards and stat cards it took: packs edited since
// change nothing in it. A scenario that kept none (of an earlier version)
// reads the packs, but not a card that is no longer the one it drew.
func TestScenarioReadsTheCardsItTook(t *testing.T) {
	for _, kept := range []bool{true, false} {
		table := pack.Builtin().MonsterTable(1)
		if !kept {
			for name, mt := range table {
				if mt.Deck != nil {
					for i := range mt.Deck.Cards {
						mt.Deck.Cards[i].Actions = nil
					}
				}
				for l := range mt.Normal {
					mt.Normal[l].Card, mt.Elite[l].Card = nil, nil
				}
				table[name] = mt
			}
		}
		file, err := scenariofile.Sample(scenariofile.DefaultSample)
		if err != nil {
			t.Fatal(err)
		}
		scn, err := party.BuildScenarioWith(file, 1, 11, []party.Member{{ID: 1, Name: "Brute", Level: 1}}, table)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := scn.Do(engine.DrawAbilities{}); err != nil {
			t.Fatal(err)
		}
		var acolyte string
		for _, f := range scn.Figures() {
			if f.MonsterType == "Ash Acolyte" && acolyte == "" {
				acolyte = f.ID
			}
		}
		before, ok := MonsterAttack(scn, []*pack.Pack{pack.Builtin()}, acolyte)
		if !ok {
			t.Fatal("the acolyte's card drawn has no attack (seed 11)")
		}
		edited := pack.Builtin()
		ab, _ := scn.Ability("Ash Acolyte")
		d, _ := edited.Deck(ab.Deck)
		d.Cards[ab.Card].Initiative++
		m, _ := edited.Monster("Ash Acolyte")
		for _, l := range m.Levels {
			for _, st := range []*pack.Stat{l.Normal, l.Elite} {
				if st != nil {
					st.Attack = pack.Int(9)
				}
			}
		}
		after, okAfter := MonsterAttack(scn, []*pack.Pack{edited}, acolyte)
		switch {
		case kept && (ok != okAfter || !reflect.DeepEqual(before, after)):
			t.Errorf("the packs edited changed the scenario's attack: %+v, then %+v", before, after)
		case !kept && okAfter:
			t.Errorf("without kept cards, a card of another initiative is read for the one drawn: %+v", after)
		}
	}
}

// sample is the sample scenario at level 1 (seed 11) for characters of
// level 1 with the names given.
func sample(t *testing.T, names ...string) *engine.Scenario {
	t.Helper()
	file, err := scenariofile.Sample(scenariofile.DefaultSample)
	if err != nil {
		t.Fatal(err)
	}
	members := make([]party.Member, len(names))
	for i, n := range names {
		members[i] = party.Member{ID: int64(i + 1), Name: n, Level: 1}
	}
	scn, err := party.BuildScenario(file, 1, 11, members)
	if err != nil {
		t.Fatal(err)
	}
	return scn
}
