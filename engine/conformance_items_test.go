package engine_test

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/engine/scenariofile"
	"github.com/haventable/haventable/engine/strictjson"
)

func init() { registerKind("items", runItemsCase) }

// itemsCase is one case of kind "items": a character ("hero") brings
// items into the sample scenario; each step does one thing at the table
// and the items' states and the next attack's bonus are then as expected
// (docs/items.md, "At the table").
type itemsCase struct {
	Kind  string             `json:"kind"`
	Name  string             `json:"name"`
	Rule  string             `json:"rule"`
	Items []engine.TableItem `json:"items"`
	Steps []itemsStep        `json:"steps"`
}

// itemsStep: op is "start_turn" (a round in which the hero acts first,
// up to its turn), "use" or "refresh" (item), "end_turn", "long_rest"
// (the round played out, the next one declared a long rest, up to the
// hero's turn), "infuse" (element), or "attack" (an attack 2 by the hero,
// ranged or melee, on its first enemy, or its first Targets enemies, range
// and sight not checked: drawn and applied), "attacked" (the hero's first
// enemy, moved next to it when Adjacent, draws an attack 1 on the hero,
// not applied) or "apply" (the attack drawn applied). error: the step is
// refused.
type itemsStep struct {
	Op      string `json:"op"`
	Item    int    `json:"item"`
	Element string `json:"element"`
	Ranged  bool   `json:"ranged"`
	Targets int    `json:"targets"`
	// Adjacent: "attacked" moves the enemy next to the hero first.
	Adjacent bool `json:"adjacent"`
	// Retaliated is the retaliate damage the hero's result in the attack
	// drawn on it counts after the step; Suffered the damage the attacker
	// has suffered since it drew it, after "apply".
	Retaliated *int `json:"retaliated"`
	Suffered   *int `json:"suffered"`
	Error      bool `json:"error"`
	// Drawn is the attack drawn by "attack": its value with what the items
	// added, and whether it had advantage.
	Drawn *struct {
		Value     int  `json:"value"`
		Advantage bool `json:"advantage"`
	} `json:"drawn"`
	// Each is, target by target, the attack drawn on it: its value before
	// the modifier cards and whether they were drawn with advantage.
	Each []struct {
		Value     int  `json:"value"`
		Advantage bool `json:"advantage"`
	} `json:"each"`
	// Retaliate is a retaliate bonus for the round the hero has after the
	// step.
	Retaliate *struct {
		Value int `json:"value"`
		Range int `json:"range"`
	} `json:"retaliate"`
	Expect map[string]itemExpect `json:"expect"`
	Boost  *engine.ItemBoost     `json:"boost"`
	// Conditions are the hero's conditions after the step, Blesses the
	// bless cards in its deck's draw pile, Infused the elements infused
	// (this turn's, or strong or waning), each where given.
	Conditions []string `json:"conditions"`
	Blesses    *int     `json:"blesses"`
	Infused    []string `json:"infused"`
}

// itemExpect is an item's state: "ready", "spent" or "consumed", and its
// use marks.
type itemExpect struct {
	State  string `json:"state"`
	Marked int    `json:"marked"`
}

func runItemsCase(t *testing.T, raw json.RawMessage) {
	var c itemsCase
	if err := strictjson.Unmarshal(raw, &c); err != nil {
		t.Fatalf("items case: %v", err)
	}
	file, err := scenariofile.Sample(scenariofile.DefaultSample)
	if err != nil {
		t.Fatal(err)
	}
	s, err := engine.LoadScenarioFor(file, engine.Setup{Level: 1, Seed: 1, Players: 1}, engine.SampleMonsters)
	if err != nil {
		t.Fatal(err)
	}
	if s, err = s.WithCharacter(engine.Figure{ID: "hero", Name: "Hero", Kind: engine.KindCharacter, Side: engine.SideParty,
		At: file.Starts[0], OnMap: true, HP: 10, MaxHP: 10}, nil); err != nil {
		t.Fatal(err)
	}
	if s, err = s.WithItems("hero", c.Items); err != nil {
		t.Fatal(err)
	}
	do := func(a engine.Action) (engine.Report, error) { return s.Do(a) }
	must := func(a engine.Action) engine.Report {
		t.Helper()
		r, err := do(a)
		if err != nil {
			t.Fatalf("%s: %v", a.Kind(), err)
		}
		return r
	}
	// toHeroTurn sets the round's initiatives (the hero's by set) and
	// starts turns up to the hero's.
	toHeroTurn := func(set engine.Action) {
		must(set)
		for _, ty := range s.MonsterTypes() {
			must(engine.SetMonsterInitiative{Type: ty, Initiative: 50})
		}
		for {
			r := must(engine.NextTurn{})
			if r.TurnStart == nil {
				t.Fatal("the hero's turn never came")
			}
			if r.TurnStart.Turn.Figure == "hero" {
				return
			}
		}
	}
	foe, foeHP := "", 0 // the enemy attacking the hero, its hit points as it drew
	for i, st := range c.Steps {
		var err error
		switch st.Op {
		case "start_turn":
			toHeroTurn(engine.SetInitiative{Character: "hero", Leading: 10, Second: 20})
		case "use":
			_, err = do(engine.UseItem{Character: "hero", Item: st.Item})
		case "refresh":
			_, err = do(engine.RefreshItem{Character: "hero", Item: st.Item})
		case "end_turn":
			_, err = do(engine.EndTurn{})
		case "infuse":
			k, ok := modifier.ParseEffectKind(st.Element)
			if !ok {
				t.Fatalf("step %d: element %q", i, st.Element)
			}
			_, err = do(engine.Infuse{Element: k})
		case "attack":
			var r engine.Report
			r, err = do(engine.DrawAttack{Attacker: "hero", Attack: modifier.Attack{Value: 2, Ranged: st.Ranged},
				Targets: s.Enemies("hero")[:max(st.Targets, 1)]})
			if err == nil {
				if d := r.Pending.Attack; st.Drawn != nil && (d.Value != st.Drawn.Value || d.Advantage != st.Drawn.Advantage) {
					t.Errorf("step %d (attack): drawn %d, advantage %v; want %d, %v", i, d.Value, d.Advantage, st.Drawn.Value, st.Drawn.Advantage)
				}
				for k, want := range st.Each {
					got := r.Pending.Targets[k]
					if got.Log[0].Value != want.Value || (got.Mode == modifier.Advantage) != want.Advantage {
						t.Errorf("step %d (attack): target %d drawn %d, %v; want %d, advantage %v", i, k+1, got.Log[0].Value, got.Mode, want.Value, want.Advantage)
					}
				}
				_, err = do(engine.ApplyAttack{})
			}
		case "attacked":
			foe = s.Enemies("hero")[0]
			if st.Adjacent {
				hero, _ := s.Figure("hero")
				for _, h := range hero.At.Neighbors() {
					if s.CanStand(h) {
						must(engine.Move{Figure: foe, To: h})
						break
					}
				}
			}
			f, _ := s.Figure(foe)
			foeHP = f.HP
			_, err = do(engine.DrawAttack{Attacker: foe, Attack: modifier.Attack{Value: 1}, Targets: []string{"hero"}})
		case "apply":
			_, err = do(engine.ApplyAttack{})
		case "long_rest":
			for must(engine.NextTurn{}).TurnStart != nil {
			}
			must(engine.EndRound{})
			toHeroTurn(engine.LongRest{Character: "hero"})
		default:
			t.Fatalf("step %d: unknown op %q", i, st.Op)
		}
		if (err != nil) != st.Error {
			t.Fatalf("step %d (%s): error %v, want refused %v", i, st.Op, err, st.Error)
		}
		items, _ := s.ItemsOf("hero")
		for _, it := range items {
			want, ok := st.Expect[it.Name]
			if !ok {
				continue
			}
			state := "ready"
			switch {
			case it.Spent:
				state = "spent"
			case it.Consumed:
				state = "consumed"
			}
			if state != want.State || it.Marked != want.Marked {
				t.Errorf("step %d (%s): %s is %s with %d marks, want %s with %d", i, st.Op, it.Name, state, it.Marked, want.State, want.Marked)
			}
		}
		if st.Conditions != nil {
			hero, _ := s.Figure("hero")
			var got []string
			for _, k := range hero.Conditions.List() {
				got = append(got, k.String())
			}
			if strings.Join(got, " ") != strings.Join(st.Conditions, " ") {
				t.Errorf("step %d (%s): conditions %v, want %v", i, st.Op, got, st.Conditions)
			}
		}
		if st.Blesses != nil {
			d, _ := s.Deck("hero")
			n := 0
			for _, c := range d.Draw {
				if strings.Contains(c.String(), "bless") {
					n++
				}
			}
			if n != *st.Blesses {
				t.Errorf("step %d (%s): %d bless cards in the draw pile, want %d", i, st.Op, n, *st.Blesses)
			}
		}
		if st.Infused != nil {
			var got []string
			for _, name := range []string{"fire", "ice", "air", "earth", "light", "dark"} {
				k, _ := modifier.ParseEffectKind(name)
				if s.Elements().Pending(k) || s.Elements().Strength(k) != engine.Inert {
					got = append(got, name)
				}
			}
			if strings.Join(got, " ") != strings.Join(st.Infused, " ") {
				t.Errorf("step %d (%s): elements infused %v, want %v", i, st.Op, got, st.Infused)
			}
		}
		if st.Retaliate != nil {
			hero, _ := s.Figure("hero")
			want := modifier.Bonus{Kind: modifier.BonusRetaliate, Value: st.Retaliate.Value, Range: st.Retaliate.Range, Duration: modifier.BonusRound}
			if !slices.Contains(hero.Bonuses, want) {
				t.Errorf("step %d (%s): bonuses %v, want a retaliate %d range %d for the round", i, st.Op, hero.Bonuses, st.Retaliate.Value, st.Retaliate.Range)
			}
		}
		if st.Retaliated != nil {
			p, _ := s.PendingAttack()
			if len(p.Targets) != 1 || p.Targets[0].Retaliate != *st.Retaliated {
				t.Errorf("step %d (%s): the attack drawn on the hero is %+v, want retaliate %d", i, st.Op, p.Targets, *st.Retaliated)
			}
		}
		if st.Suffered != nil {
			f, _ := s.Figure(foe)
			if foeHP-f.HP != *st.Suffered {
				t.Errorf("step %d (%s): the attacker suffered %d, want %d", i, st.Op, foeHP-f.HP, *st.Suffered)
			}
		}
		if st.Boost != nil && !s.ItemBoostOf("hero").Equal(*st.Boost) {
			t.Errorf("step %d (%s): next attack %+v, want %+v", i, st.Op, s.ItemBoostOf("hero"), *st.Boost)
		}
	}
}
