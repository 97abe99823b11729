package abilities

import (
	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/engine/monster"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"golang.org/x/text/language"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/party"
	"github.com/haventable/haventable/engine/scenariofile"
	"github.com/haventable/haventable/hexgrid"
	"github.com/haventable/haventable/locales"
)

// Every kind of action is told in every language, with no template left
// unfilled and nothing in card notation.
func TestActionEveryKind(t *testing.T) {
	area := &hexgrid.Template{Hexes: []hexgrid.Hex{hexgrid.H(0, 0), hexgrid.H(1, 0)}}
	rs := []monster.Resolved{
		{Type: monster.KindMove, Value: 3, Jump: true},
		{Type: monster.KindMove, Value: 2, Flying: true},
		{Type: monster.KindAttack, Value: 2, Range: 3, Target: 2, Pierce: 1, Push: 1, Pull: 1, Conditions: []string{"poison", "wound"}},
		{Type: monster.KindAttack, Value: 4, Area: area},
		{Type: monster.KindHeal, Value: 2, Range: 3},
		{Type: monster.KindHeal, Value: 1, Self: true},
		{Type: monster.KindShield, Value: 1},
		{Type: monster.KindRetaliate, Value: 2, Range: 2},
		{Type: monster.KindLoot, Value: 1},
		{Type: monster.KindSummon, Monster: "Cave Rat"},
		{Type: monster.KindSummon, Monster: "Cave Rat", Elite: true},
		{Type: monster.KindInfuse, Elements: []string{"fire", "ice"}},
		{Type: monster.KindUse, Elements: []string{"any"}, Bonus: []monster.Resolved{{Type: monster.KindAttack, Value: 1}, {Type: monster.KindAttack, Range: 1}}},
		{Type: monster.KindCondition, Conditions: []string{"strengthen"}, Self: true},
		{Type: monster.KindText, Text: "Destroy an obstacle"},
		{Type: monster.KindSummon, Monster: "Battle Bot", SummonHP: 7, Summoned: &monster.SummonStats{Move: 3, Attack: 2}},
		{Type: monster.KindShield, Value: 1, Range: 1, Allies: true, Target: 1},
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
		if got := Action(tr, monster.Resolved{Type: monster.KindMove}); got != "" {
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

// A character's summon is told with its own stats; a heal on several
// figures with its targets; a shield on one ally as one, not all.
func TestClassSummonAndHealTargets(t *testing.T) {
	tr, _ := locales.New(locales.Supported[0])
	for _, c := range []struct {
		a    monster.Action
		want string
	}{
		{monster.Action{Type: monster.KindSummon, Monster: "Battle Bot", SummonHP: 7, Summoned: &monster.SummonStats{Move: 3, Attack: 2, Range: 3}},
			"Summon Battle Bot, 7 hit points, Move 3, Attack 2, range 3"},
		{monster.Action{Type: monster.KindHeal, Value: monster.Fixed(3), Range: monster.Fixed(2), Target: 2}, "Heal 3, range 2, 2 targets"},
		{monster.Action{Type: monster.KindShield, Value: monster.Fixed(1), Range: monster.Fixed(1), Allies: true, Target: 1}, "Shield 1, range 1, one ally"},
		{monster.Action{Type: monster.KindShield, Value: monster.Fixed(1), Range: monster.Fixed(1), Allies: true}, "Shield 1, range 1, all allies"},
	} {
		if got := Actions(tr, monster.Resolve([]monster.Action{c.a}, monster.StatCard{})); got != c.want {
			t.Errorf("%q, want %q", got, c.want)
		}
	}
}

// Elements a card infuses or consumes are all of them, never a choice; an
// element's bonus of more targets says how many more, and "all targets" for
// every enemy (never "+99").
func TestElementsAndBonusTargets(t *testing.T) {
	tr, _ := locales.New(locales.Supported[0])
	for _, c := range []struct {
		r    monster.Resolved
		want string
	}{
		{monster.Resolved{Type: monster.KindInfuse, Elements: []string{"fire", "ice", "air", "earth", "light", "dark"}},
			"Infuse Fire, Ice, Air, Earth, Light and Dark"},
		{monster.Resolved{Type: monster.KindUse, Elements: []string{"ice", "dark"}, Bonus: []monster.Resolved{{Type: monster.KindAttack, Value: 1}}},
			"Use Ice and Dark: Attack +1"},
		{monster.Resolved{Type: monster.KindUse, Elements: []string{"air"}, Bonus: []monster.Resolved{{Type: monster.KindAttack, Target: monster.TargetAll}}},
			"Use Air: all targets"},
		{monster.Resolved{Type: monster.KindUse, Elements: []string{"air"}, Bonus: []monster.Resolved{{Type: monster.KindAttack, Target: 1}}},
			"Use Air: +1 target"},
	} {
		if got := Action(tr, c.r); got != c.want {
			t.Errorf("%+v: %q, want %q", c.r, got, c.want)
		}
	}
}

// The standees of a type are told in the order they act (elite first, then
// by number), with what their conditions change.
func TestStandeesInActingOrder(t *testing.T) {
	scn := sample(t, "Brute", "Tinker")
	if _, err := scn.Do(engine.SetCondition{Figure: "cave-rat-1", Condition: modifier.Stun, Held: true}); err != nil {
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

// A card is named as printed: name and number, or "Card N" without a name.
func TestCardName(t *testing.T) {
	tr, _ := locales.New(locales.Supported[0])
	for _, tc := range []struct {
		name   string
		number int
		want   string
	}{{"Shield Bash", 524, "Shield Bash (524)"}, {"", 524, "Card 524"}, {"524", 524, "Card 524"}, {"Shield Bash", 0, "Shield Bash"}} {
		if got := CardName(tr, tc.name, tc.number); got != tc.want {
			t.Errorf("%q %d: %q, want %q", tc.name, tc.number, got, tc.want)
		}
	}
}

// A monster type's rules of its own (its stat card's notes) are told with
// its card; a type without any has none.
func TestNotesOfTheType(t *testing.T) {
	file, err := scenariofile.Sample(scenariofile.DefaultSample)
	if err != nil {
		t.Fatal(err)
	}
	file.Monsters = file.Monsters[:1]
	file.Monsters[0].Type, file.Monsters[0].Elite, file.Monsters[0].ByPlayers = "Ember Tyrant", false, [3]scenariofile.Presence{}
	scn, err := party.BuildScenario(file, 1, 11, []party.Member{{ID: 1, Name: "Brute", Level: 1}})
	if err != nil {
		t.Fatal(err)
	}
	if got := Notes(scn, "Ember Tyrant"); len(got) != 1 || !strings.Contains(got[0], "Flies over the lava") {
		t.Errorf("Ember Tyrant: %q", got)
	}
	if got := Notes(scn, "Cave Rat"); len(got) != 0 {
		t.Errorf("Cave Rat: %q", got)
	}
}

// A character's attack's experience for each enemy targeted is said in
// each language from the structure.
func TestXPEachTargetWords(t *testing.T) {
	r := monster.Resolve([]monster.Action{{Type: monster.KindAttack, Value: monster.Fixed(3), XPEachTarget: 1}}, monster.StatCard{})[0]
	for lang, want := range map[language.Tag]string{
		language.English: "Attack 3, 1 experience for each enemy targeted",
		language.German:  "1 Erfahrung für jeden anvisierten Gegner",
		language.French:  "1 point d’expérience par ennemi ciblé",
	} {
		tr, err := locales.New(lang)
		if err != nil {
			t.Fatal(err)
		}
		if got := Action(tr, r); !strings.Contains(got, want) {
			t.Errorf("%s: %q, want it to hold %q", lang, got, want)
		}
	}
}

// A class card's ally performing an action is worded with the ally's reach
// and its whole action (never as a bonus's numbers), in every language.
func TestAllyPerformsWords(t *testing.T) {
	acts := []monster.Action{
		{Type: monster.KindPerform, Range: monster.Fixed(3), Actions: []monster.Action{{Type: monster.KindAttack, Value: monster.Fixed(2), Range: monster.Fixed(2)}}},
		{Type: monster.KindPerform, Range: monster.Fixed(1), Actions: []monster.Action{{Type: monster.KindMove, Value: monster.Fixed(3)}}},
		{Type: monster.KindPerform, Actions: []monster.Action{{Type: monster.KindHeal, Value: monster.Fixed(2)}}},
	}
	rs := monster.Resolve(acts, monster.StatCard{})
	for lang, want := range map[language.Tag][]string{
		language.English: {"One ally within range 3 may perform: Attack 2, range 2", "One adjacent ally may perform: Move 3", "Any one ally may perform: Heal 2"},
		language.German:  {"Ein Verbündeter in Reichweite 3 darf ausführen: ", "Ein angrenzender Verbündeter darf ausführen: ", "Ein beliebiger Verbündeter darf ausführen: "},
		language.French:  {"Un allié à portée 3 peut effectuer : ", "Un allié adjacent peut effectuer : ", "Un allié au choix peut effectuer : "},
	} {
		tr, err := locales.New(lang)
		if err != nil {
			t.Fatal(err)
		}
		for i, r := range rs {
			if got := Action(tr, r); !strings.HasPrefix(got, want[i]) || strings.Contains(got, "+") {
				t.Errorf("%s: %q, want %q…", lang, got, want[i])
			}
		}
	}
	if got := rs[0].String(); got != "One ally within range 3 may perform: Attack 2, Range 2" {
		t.Errorf("English description %q", got)
	}
}
