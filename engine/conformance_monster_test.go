package engine_test

import (
	"encoding/json"
	"fmt"
	"maps"
	"math/big"
	"slices"
	"strings"
	"testing"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/condbonus"
	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/engine/monsterturn"
	"github.com/haventable/haventable/engine/rules"
	"github.com/haventable/haventable/hexgrid"
)

func init() {
	registerKind("monster_turn", runMonsterTurnCase)
}

type monsterFigure struct {
	ID         string `json:"id"`
	Side       string `json:"side"`
	At         [2]int `json:"at"`
	Initiative int    `json:"initiative"`
}

type monsterAction struct {
	Move    int          `json:"move"`
	Range   int          `json:"range"`
	Targets int          `json:"targets"`
	Jump    bool         `json:"jump"`
	Flying  bool         `json:"flying"`
	Muddled bool         `json:"muddled"`
	Area    *aoeTemplate `json:"area"`
	// Focus "farthest" (with FocusRange, 0: any), OneTarget and
	// PathTargets are a card's focus and targets (docs/monster-turns.md,
	// "Card focus and targets"); "" is the rules' closest focus.
	Focus       string `json:"focus"`
	FocusRange  int    `json:"focus_range"`
	OneTarget   bool   `json:"one_target"`
	PathTargets bool   `json:"path_targets"`
	// Attack, AllyAdjacent and Ifs (optional) are the attack's value, a
	// card's bonus against a target adjacent to an ally of the monster,
	// and its conditional bonuses in the action lines' notation
	// (engine/condbonus): what a choice's odds (expected_damage) count.
	Attack       int      `json:"attack"`
	AllyAdjacent int      `json:"ally_adjacent"`
	Ifs          []string `json:"ifs"`
}

type monsterChoice struct {
	To      [2]int   `json:"to"`
	Attacks []string `json:"attacks"`
	// ExpectedDamage (optional) is, by target, the expected damage the
	// odds shown for this choice give: the attack from the hex the
	// choice ends on, drawn from the monsters' fresh standard deck (whose
	// expected modifier is +0 on a value of 2 or more).
	ExpectedDamage map[string]string `json:"expected_damage"`
}

type monsterCase struct {
	Kind      string          `json:"kind"`
	Name      string          `json:"name"`
	Rule      string          `json:"rule"`
	Rules     string          `json:"rules"`
	Map       losMap          `json:"map"`
	Obstacles [][2]int        `json:"obstacles"`
	Traps     [][2]int        `json:"traps"`
	Hazards   [][2]int        `json:"hazards"`
	Difficult [][2]int        `json:"difficult"`
	Figures   []monsterFigure `json:"figures"`
	Active    string          `json:"active"`
	Action    monsterAction   `json:"action"`
	Expect    struct {
		Choices []monsterChoice `json:"choices"`
	} `json:"expect"`
}

// input turns the case into the solver's input, failing the test on a bad
// case (a hex given two kinds of terrain, terrain off the map).
func (c monsterCase) input(t *testing.T) monsterturn.Input {
	t.Helper()
	ed := caseRules(t, c.Rules)
	in := monsterturn.Input{
		Rules:   ed,
		Map:     c.Map.build(t, ed),
		Terrain: map[hexgrid.Hex]monsterturn.Terrain{},
		Active:  c.Active,
		Action: monsterturn.Action{
			Move: c.Action.Move, Range: c.Action.Range, Targets: c.Action.Targets,
			Jump: c.Action.Jump, Flying: c.Action.Flying, Muddled: c.Action.Muddled,
			FocusFarthest: c.Action.Focus == "farthest", FocusRange: c.Action.FocusRange,
			OneTarget: c.Action.OneTarget, PathTargets: c.Action.PathTargets,
		},
	}
	if f := c.Action.Focus; f != "" && f != "farthest" {
		t.Fatalf("action.focus %q: want \"farthest\" or none", f)
	}
	for _, l := range []struct {
		name  string
		kind  monsterturn.Terrain
		hexes [][2]int
	}{
		{"obstacles", monsterturn.Obstacle, c.Obstacles},
		{"traps", monsterturn.Trap, c.Traps},
		{"hazards", monsterturn.Hazardous, c.Hazards},
		{"difficult", monsterturn.Difficult, c.Difficult},
	} {
		for i, h := range l.hexes {
			x := losHex(h)
			if k, dup := in.Terrain[x]; dup {
				t.Fatalf("%s[%d] %v already holds %s", l.name, i, x, k)
			}
			in.Terrain[x] = l.kind
		}
	}
	for _, f := range c.Figures {
		in.Figures = append(in.Figures, monsterturn.Figure{ID: f.ID, Side: f.Side, At: losHex(f.At), Initiative: f.Initiative})
	}
	if a := c.Action.Area; a != nil {
		tpl := hexgrid.Template{Self: a.Self}
		for _, h := range a.Hexes {
			tpl.Hexes = append(tpl.Hexes, losHex(h))
		}
		in.Action.Area = &tpl
	}
	return in
}

// choiceKey is one resolution as the vectors compare it: the end hex and
// the set of enemies attacked.
func choiceKey(to hexgrid.Hex, attacks []string) string {
	a := slices.Clone(attacks)
	slices.Sort(a)
	return fmt.Sprintf("%v%v", to, a)
}

func runMonsterTurnCase(t *testing.T, raw json.RawMessage) {
	var c monsterCase
	decodeStrict(t, raw, &c)
	if c.Rules == "" {
		t.Fatalf("rules is required: one of %v", rules.Editions)
	}
	if len(c.Expect.Choices) == 0 {
		t.Fatalf("expect.choices is empty: every turn has at least one resolution")
	}
	got, err := monsterturn.Solve(c.input(t))
	if err != nil {
		t.Fatalf("solve: %v", err)
	}
	want := map[string]bool{}
	for _, ch := range c.Expect.Choices {
		want[choiceKey(losHex(ch.To), ch.Attacks)] = true
	}
	have := map[string]bool{}
	for _, ch := range got.Choices {
		have[choiceKey(ch.To, ch.Targets)] = true
	}
	var missing, extra []string
	for k := range want {
		if !have[k] {
			missing = append(missing, k)
		}
	}
	for k := range have {
		if !want[k] {
			extra = append(extra, k)
		}
	}
	if len(missing)+len(extra) > 0 {
		slices.Sort(missing)
		slices.Sort(extra)
		t.Errorf("choices differ:\n  missing %s\n  unexpected %s\n  solver: %s", strings.Join(missing, " "), strings.Join(extra, " "), got.Explain())
	}
	checkTurnOdds(t, c)
}

// checkTurnOdds checks the expected damage of the choices that give one,
// as the engine's odds for a monster's turn (Scenario.AttackOddsFrom) work
// it out on the case's table: the monster attacking from the hex the
// choice ends on.
func checkTurnOdds(t *testing.T, c monsterCase) {
	t.Helper()
	if !slices.ContainsFunc(c.Expect.Choices, func(ch monsterChoice) bool { return len(ch.ExpectedDamage) > 0 }) {
		return
	}
	if c.Action.Attack < 2 {
		t.Fatalf("expected_damage needs action.attack 2 or more (the fresh deck's expected modifier is +0 only then)")
	}
	a := modifier.Attack{Value: c.Action.Attack, Ranged: c.Action.Range > 0, Range: c.Action.Range, AllyAdjacent: c.Action.AllyAdjacent}
	for i, l := range c.Action.Ifs {
		b, err := condbonus.Parse(l)
		if err != nil {
			t.Fatalf("action.ifs[%d] %q: %v", i, l, err)
		}
		a.Ifs = append(a.Ifs, b)
	}
	s, err := engine.NewScenario("turn", c.Map.build(t, caseRules(t, c.Rules)), 1, 1)
	if err != nil {
		t.Fatal(err)
	}
	for i, g := range c.Figures {
		f := engine.Figure{ID: g.ID, Name: g.ID, At: losHex(g.At), OnMap: true, HP: 20, MaxHP: 20}
		switch g.Side {
		case "party":
			f.Kind, f.Side = engine.KindCharacter, engine.SideParty
			s, err = s.WithCharacter(f, nil)
		case "monsters":
			f.Kind, f.Side, f.MonsterType, f.Standee = engine.KindMonster, engine.SideMonsters, "Guard", i+1
			s, err = s.WithMonster(f)
		default:
			t.Fatalf("figure %q: side %q: expected_damage needs party or monsters", g.ID, g.Side)
		}
		if err != nil {
			t.Fatalf("figure %q: %v", g.ID, err)
		}
	}
	for _, ch := range c.Expect.Choices {
		for _, target := range slices.Sorted(maps.Keys(ch.ExpectedDamage)) {
			want, ok := new(big.Rat).SetString(ch.ExpectedDamage[target])
			if !ok {
				t.Fatalf("choice %v: expected_damage %q: not a number", ch.To, ch.ExpectedDamage[target])
			}
			d, err := s.AttackOddsFrom(c.Active, losHex(ch.To), a, target)
			if err != nil {
				t.Errorf("choice %v: odds on %s: %v", ch.To, target, err)
				continue
			}
			if got := d.ExpectedDamage(); got.Cmp(want) != 0 {
				t.Errorf("choice %v: expected damage on %s: expected %s, got %s", ch.To, target, want.RatString(), got.RatString())
			}
		}
	}
}
