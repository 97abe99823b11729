package engine_test

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"testing"

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
}

type monsterChoice struct {
	To      [2]int   `json:"to"`
	Attacks []string `json:"attacks"`
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
}
