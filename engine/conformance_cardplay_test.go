package engine_test

import (
	"encoding/json"
	"slices"
	"testing"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/engine/monster"
	"github.com/haventable/haventable/engine/strictjson"
	"github.com/haventable/haventable/hexgrid"
)

func init() {
	registerKind("card_play", runCardPlayCase)
}

// cardPlayFigure is a figure of a card_play case besides the hero.
type cardPlayFigure struct {
	ID         string   `json:"id"`
	Side       string   `json:"side"`
	At         [2]int   `json:"at"`
	HP         int      `json:"hp"`
	MaxHP      int      `json:"max_hp"`
	Conditions []string `json:"conditions"`
}

// cardPlayExpect is a figure's state after a step; nil fields are not
// checked.
type cardPlayExpect struct {
	At         *[2]int  `json:"at"`
	HP         *int     `json:"hp"`
	Shield     *int     `json:"shield"`
	Retaliate  *int     `json:"retaliate"`
	Conditions []string `json:"conditions"`
	Blesses    *int     `json:"blesses"`
}

// cardPlayCase is one case of kind "card_play" (docs/hand.md, "Conformance
// vectors"): the hero (at [0,0] of a two-row map, q 0 to 6) plays, on its
// turn, Active (when given: a bonus half into its active area) and then
// Half; the steps consume elements for it, apply its actions to figures,
// and read its attack and move, each checked.
type cardPlayCase struct {
	Kind     string            `json:"kind"`
	Name     string            `json:"name"`
	Rule     string            `json:"rule"`
	Rules    string            `json:"rules"`
	Hero     cardPlayFigure    `json:"hero"`
	Figures  []cardPlayFigure  `json:"figures"`
	Elements map[string]string `json:"elements"`
	Active   *engine.CardHalf  `json:"active"`
	Half     engine.CardHalf   `json:"half"`
	// Items are the items the hero brought (docs/items.md).
	Items []engine.TableItem `json:"items"`
	Steps []struct {
		// Op: "consume" (use action Action, Element for a use of any
		// element), "apply" (action Action on Targets), "attack" (the
		// card's attack as the attack panel takes it, applied to the
		// monsters Targets), "teleport" (action Action's teleport to
		// To), "use_item" (the hero's item Item), "look" (nothing done).
		Op      string   `json:"op"`
		Item    int      `json:"item"`
		Action  int      `json:"action"`
		To      [2]int   `json:"to"`
		Element string   `json:"element"`
		Targets []string `json:"targets"`
		Error   bool     `json:"error"`
		// After the step: the card attack's value, range and targets
		// (NoAttack: none), the move points left, the elements, the
		// figures, the active card's used positions and place.
		Attack   *int                      `json:"attack"`
		Range    *int                      `json:"range"`
		Target   *int                      `json:"target"`
		Move     *int                      `json:"move"`
		Elements map[string]string         `json:"elements"`
		Figures  map[string]cardPlayExpect `json:"figures"`
		Used     *int                      `json:"used"`
		Place    string                    `json:"place"`
		// Values: an attack step's value against each target before the
		// modifier cards (its conditional bonuses counted), as drawn; XP
		// the hero's experience after the step.
		Values map[string]int `json:"values"`
		XP     *int           `json:"xp"`
	} `json:"steps"`
}

func runCardPlayCase(t *testing.T, raw json.RawMessage) {
	var c cardPlayCase
	if err := strictjson.Unmarshal(raw, &c); err != nil {
		t.Fatalf("read case: %v", err)
	}
	s := cardPlayScenario(t, c)
	for i, st := range c.Steps {
		var acts []engine.Action
		switch st.Op {
		case "consume":
			acts = []engine.Action{engine.ConsumeForCard{Character: "hero", Card: 1, Action: st.Action, Element: st.Element}}
		case "apply":
			acts = []engine.Action{engine.ApplyCardAction{Character: "hero", Card: 1, Action: st.Action, Targets: st.Targets}}
		case "attack":
			a, ok := s.CardAttack("hero")
			if !ok {
				t.Fatalf("steps[%d] attack: the card has no attack", i)
			}
			acts = []engine.Action{engine.DrawAttack{Attacker: "hero", Attack: a.Attack, Targets: st.Targets}}
		case "teleport":
			acts = []engine.Action{engine.TeleportForCard{Character: "hero", Card: 1, Action: st.Action, To: hexgrid.H(st.To[0], st.To[1])}}
		case "use_item":
			acts = []engine.Action{engine.UseItem{Character: "hero", Item: st.Item}}
		case "look":
		default:
			t.Fatalf("steps[%d]: op %q", i, st.Op)
		}
		if !doCaseStep(t, s, i, st.Op, acts, st.Error) {
			continue
		}
		if st.Op == "attack" {
			checkDrawnValues(t, s, i, st.Values)
			if _, err := s.Do(engine.ApplyAttack{}); err != nil {
				t.Fatalf("steps[%d] attack: apply: %v", i, err)
			}
		}
		if st.XP != nil {
			if f, _ := s.Figure("hero"); f.XP != *st.XP {
				t.Errorf("steps[%d] %s: the hero has %d experience, want %d", i, st.Op, f.XP, *st.XP)
			}
		}
		checkCardPlayStep(t, s, i, st.Op, st.Attack, st.Range, st.Target, st.Move, st.Elements, st.Figures, st.Used, st.Place)
		if t.Failed() {
			return
		}
	}
}

// checkDrawnValues checks the attack drawn: its value against each target
// before the modifier cards, as its log starts.
func checkDrawnValues(t *testing.T, s *engine.Scenario, i int, want map[string]int) {
	t.Helper()
	p, ok := s.PendingAttack()
	if !ok {
		t.Fatalf("steps[%d] attack: nothing drawn", i)
	}
	for _, r := range p.Targets {
		w, ok := want[r.ID]
		if !ok {
			continue
		}
		if len(r.Log) == 0 || r.Log[0].ID != modifier.MsgAttack || r.Log[0].Value != w {
			t.Errorf("steps[%d] attack: on %s the attack starts at %v, want %d", i, r.ID, r.Log, w)
		}
	}
}

// cardPlayScenario sets case c's table up: the figures, the hero's hand
// (card 1: Half on top; card 2: Active below), its turn with Active and
// Half played, and the elements.
func cardPlayScenario(t *testing.T, c cardPlayCase) *engine.Scenario {
	t.Helper()
	var hexes []hexgrid.Hex
	for q := range 7 {
		hexes = append(hexes, hexgrid.H(q, 0), hexgrid.H(q, 1))
	}
	m, err := hexgrid.NewMap(hexgrid.MapSpec{Hexes: hexes})
	if err != nil {
		t.Fatal(err)
	}
	s, err := engine.NewScenario("play", m, 1, 3)
	if err != nil {
		t.Fatal(err)
	}
	hero := c.Hero
	hero.ID, hero.Side = "hero", "party"
	var conds []engine.Action
	for i, g := range append([]cardPlayFigure{hero}, c.Figures...) {
		f := engine.Figure{ID: g.ID, Name: g.ID, At: hexgrid.H(g.At[0], g.At[1]), OnMap: true, HP: g.HP, MaxHP: max(g.MaxHP, g.HP)}
		if f.HP == 0 {
			f.HP, f.MaxHP = 10, 10
		}
		switch g.Side {
		case "party":
			f.Kind, f.Side = engine.KindCharacter, engine.SideParty
			s, err = s.WithCharacter(f, nil)
		case "monsters":
			f.Kind, f.Side, f.MonsterType, f.Standee = engine.KindMonster, engine.SideMonsters, "Guard", i
			s, err = s.WithMonster(f)
		default:
			t.Fatalf("figure %q: side %q", g.ID, g.Side)
		}
		if err == nil && g.ID == "hero" && len(c.Items) > 0 {
			s, err = s.WithItems("hero", c.Items)
		}
		if err != nil {
			t.Fatalf("figure %q: %v", g.ID, err)
		}
		for _, n := range g.Conditions {
			k, ok := modifier.ParseEffectKind(n)
			if !ok {
				t.Fatalf("figure %q: condition %q", g.ID, n)
			}
			conds = append(conds, engine.SetCondition{Figure: g.ID, Condition: k, Held: true})
		}
	}
	move := engine.CardHalf{Actions: []monster.Action{{Type: monster.KindMove, Value: monster.Fixed(1)}}}
	bonus := move
	if c.Active != nil {
		bonus = *c.Active
	}
	deck := []engine.ClassCard{{Number: 1, Name: "Played", Initiative: 10, Top: c.Half, Bottom: move},
		{Number: 2, Name: "Bonus", Initiative: 20, Top: move, Bottom: bonus},
		{Number: 3, Name: "Filler", Initiative: 30, Top: move, Bottom: move},
		{Number: 4, Name: "Filler", Initiative: 40, Top: move, Bottom: move}}
	acts := append(conds, engine.ChooseHand{Character: "hero", Level: 1, HandSize: 4, Deck: deck, Cards: []int{1, 2, 3, 4}},
		engine.ChooseCards{Character: "hero", Leading: 1, Second: 2})
	for _, g := range c.Figures {
		if g.Side == "party" {
			acts = append(acts, engine.SetInitiative{Character: g.ID, Leading: 50})
		}
	}
	if slices.ContainsFunc(c.Figures, func(g cardPlayFigure) bool { return g.Side == "monsters" }) {
		acts = append(acts, engine.SetMonsterInitiative{Type: "Guard", Initiative: 90})
	}
	acts = append(acts, engine.NextTurn{})
	if c.Active != nil {
		acts = append(acts, engine.PlayHalf{Character: "hero", Card: 2, Half: engine.HalfBottom})
	}
	acts = append(acts, engine.PlayHalf{Character: "hero", Card: 1, Half: engine.HalfTop})
	for _, a := range acts {
		if _, err := s.Do(a); err != nil {
			t.Fatalf("set up: %s: %v", a.Kind(), err)
		}
	}
	if len(c.Elements) == 0 && c.Rules == "" {
		return s
	}
	data, err := s.MarshalJSON()
	if err != nil {
		t.Fatal(err)
	}
	var snap map[string]json.RawMessage
	if err := json.Unmarshal(data, &snap); err != nil {
		t.Fatal(err)
	}
	if len(c.Elements) > 0 {
		if snap["elements"], err = json.Marshal(c.Elements); err != nil {
			t.Fatal(err)
		}
	}
	if c.Rules != "" {
		caseRules(t, c.Rules)
		snap["rules"], _ = json.Marshal(c.Rules)
	}
	if data, err = json.Marshal(snap); err != nil {
		t.Fatal(err)
	}
	if s, err = engine.UnmarshalScenario(data); err != nil {
		t.Fatalf("set the elements: %v", err)
	}
	return s
}

// checkCardPlayStep checks the table after step i of a card_play case.
func checkCardPlayStep(t *testing.T, s *engine.Scenario, i int, op string, attack, rng, target, move *int,
	elements map[string]string, figures map[string]cardPlayExpect, used *int, place string) {
	t.Helper()
	a, ok := s.CardAttack("hero")
	if attack != nil {
		if !ok {
			t.Errorf("steps[%d] %s: no card attack, want attack %d", i, op, *attack)
		} else if a.Attack.Value != *attack {
			t.Errorf("steps[%d] %s: card attack %d, want %d (%+v)", i, op, a.Attack.Value, *attack, a)
		}
	}
	if rng != nil && ok && a.Range != *rng {
		t.Errorf("steps[%d] %s: card attack range %d, want %d", i, op, a.Range, *rng)
	}
	if target != nil && ok && a.Targets != *target {
		t.Errorf("steps[%d] %s: card attack targets %d, want %d", i, op, a.Targets, *target)
	}
	if move != nil {
		if got, _ := s.MoveLeft("hero"); got != *move {
			t.Errorf("steps[%d] %s: move left %d, want %d", i, op, got, *move)
		}
	}
	board := s.Elements()
	for name, want := range elements {
		k, _ := modifier.ParseEffectKind(name)
		if got := board.Strength(k).String(); got != want {
			t.Errorf("steps[%d] %s: %s is %s, want %s", i, op, name, got, want)
		}
	}
	for id, want := range figures {
		f, ok := s.Figure(id)
		if !ok {
			t.Fatalf("steps[%d] %s: no figure %q", i, op, id)
		}
		if want.At != nil && (!f.OnMap || f.At != hexgrid.H(want.At[0], want.At[1])) {
			t.Errorf("steps[%d] %s: %s on %v (on the map: %v), want %v", i, op, id, f.At, f.OnMap, *want.At)
		}
		if want.HP != nil && f.HP != *want.HP {
			t.Errorf("steps[%d] %s: %s at %d hit points, want %d", i, op, id, f.HP, *want.HP)
		}
		if want.Shield != nil && f.ShieldTotal() != *want.Shield {
			t.Errorf("steps[%d] %s: %s's shield %d, want %d", i, op, id, f.ShieldTotal(), *want.Shield)
		}
		if want.Retaliate != nil {
			got := 0
			for _, r := range f.Retaliates() {
				got += r.Value
			}
			if got != *want.Retaliate {
				t.Errorf("steps[%d] %s: %s's retaliate %d, want %d", i, op, id, got, *want.Retaliate)
			}
		}
		if want.Conditions != nil {
			var got []string
			for _, k := range f.Conditions.List() {
				got = append(got, k.String())
			}
			slices.Sort(got)
			w := slices.Sorted(slices.Values(want.Conditions))
			if !slices.Equal(got, w) {
				t.Errorf("steps[%d] %s: %s's conditions %v, want %v", i, op, id, got, w)
			}
		}
		if want.Blesses != nil {
			key, _ := s.DeckOwnerOf(id)
			d, _ := s.Deck(key)
			bless := modifier.MustParseCard("bless")
			got := 0
			for _, c := range slices.Concat(d.Draw, d.Discard, d.InPlay) {
				if c == bless {
					got++
				}
			}
			if got != *want.Blesses {
				t.Errorf("steps[%d] %s: %s's deck holds %d blesses, want %d", i, op, id, got, *want.Blesses)
			}
		}
	}
	if used != nil || place != "" {
		where, u := cardPlace(s, 2)
		if place != "" && where != place {
			t.Errorf("steps[%d] %s: the bonus card is in %q, want %q", i, op, where, place)
		}
		if used != nil && u != *used {
			t.Errorf("steps[%d] %s: %d positions marked, want %d", i, op, u, *used)
		}
	}
}
