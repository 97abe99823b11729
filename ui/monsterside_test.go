package ui

import (
	"context"
	"reflect"
	"testing"

	"fyne.io/fyne/v2/test"
	"golang.org/x/text/language"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/pack"
	"github.com/haventable/haventable/persistence"
	"github.com/haventable/haventable/persistence/play"
	"github.com/haventable/haventable/ui/abilities"
)

// TestMonsterSideFlow plays the monsters' side of rounds from the built-in
// pack: the standees have their stat cards' hit points, the ability cards
// are drawn once the initiatives are in and set the turn order, a monster
// attacks the character with the numbers of its card, the character
// attacks a Stone Warden whose stat card gives it shield 1 and retaliate
// 1, a round that drew a card with the shuffle mark ends with that deck
// shuffled, and after a restart the scenario is as it was left.
func TestMonsterSideFlow(t *testing.T) {
	s, store, campaign, _ := packShell(t, persistence.Character{Class: "brute", Name: "Ana", Level: 1})
	table := s.Env().Table
	scn := table.Scenario()
	b := pack.Builtin()
	types := map[string]bool{}
	for _, f := range scn.Figures() {
		if f.Kind != engine.KindMonster {
			continue
		}
		types[f.MonsterType] = true
		st, err := b.StatCard(f.MonsterType, scn.Level(), f.Elite, 1)
		if err != nil {
			t.Fatal(err)
		}
		if f.MaxHP != st.HitPoints || f.Shield != st.Shield {
			t.Errorf("%s has %d hit points and shield %d; its stat card %d and %d", f.ID, f.MaxHP, f.Shield, st.HitPoints, st.Shield)
		}
	}
	if len(types) < 2 {
		t.Fatalf("the sample scenario has monster types %v", types)
	}

	do := func(a engine.Action) engine.Report {
		t.Helper()
		rep, err := table.Do(a)
		if err != nil {
			t.Fatalf("%T: %v", a, err)
		}
		return rep
	}
	do(engine.SetInitiative{Character: "ana", Leading: 90, Second: 95})
	do(engine.DrawAbilities{})
	order, err := table.Scenario().TurnOrder()
	if err != nil {
		t.Fatal(err)
	}
	for typ := range types {
		ab, ok := table.Scenario().Ability(typ)
		if !ok || ab.Card < 0 {
			t.Fatalf("%s drew no card", typ)
		}
		for _, turn := range order {
			if turn.Group == typ && turn.Initiative != ab.Info.Initiative {
				t.Errorf("%s acts on %d, its type's card says %d", turn.Figure, turn.Initiative, ab.Info.Initiative)
			}
		}
	}

	// A Stone Warden next to Ana: she attacks it, it attacks her.
	ana := fig(t, table.Scenario(), "ana")
	at, _ := twoFreeNeighbors(t, table.Scenario(), ana.At)
	warden := do(engine.AddStandee{Type: "Stone Warden", At: at}).Added
	s.Show(ViewAttack)
	s.attack.SetAttacker("ana")
	s.attack.SetTargets([]string{warden})
	atk := s.attack.Attack()
	atk.Value = 3
	if _, err := table.Do(engine.DrawAttack{Attacker: "ana", Attack: atk, Targets: []string{warden}}); err != nil {
		t.Fatal(err)
	}
	out := do(engine.ApplyAttack{}).Attack
	if out == nil || len(out.Targets) != 1 {
		t.Fatalf("outcome %+v", out)
	}
	res := out.Targets[0].Result
	if res.Shield != 1 {
		t.Errorf("the warden's shield counted %d, its stat card says 1", res.Shield)
	}
	if !res.Dead && (out.Targets[0].Retaliated == nil || out.Targets[0].Retaliated.Damage != 1) {
		t.Errorf("the warden retaliated %+v, its stat card says 1", out.Targets[0].Retaliated)
	}

	want, ok := abilities.MonsterAttack(table.Scenario(), s.env.DataPacks(), warden)
	if ok {
		s.attack.SetAttacker(warden)
		got := s.attack.Attack()
		if got.Value != want.Value || got.Ranged != want.Ranged || got.Pierce != want.Pierce {
			t.Errorf("the panel fills the warden's attack as %+v, its card says %+v", got, want)
		}
	}

	// Rounds until a type draws a card with the shuffle mark; its deck is
	// shuffled at the end of that round.
	shuffled := false
	for round := 0; round < 30 && !shuffled; round++ {
		var marked []string
		for typ := range types {
			if ab, _ := table.Scenario().Ability(typ); ab.Shuffle {
				marked = append(marked, typ)
			}
		}
		do(engine.EndRound{})
		for _, typ := range marked {
			ab, _ := table.Scenario().Ability(typ)
			d, _ := b.Deck(ab.Deck)
			if ab.Left != len(d.Cards) || ab.Card >= 0 {
				t.Fatalf("%s drew a shuffle card, yet after the round %d of its %d cards are left to draw", typ, ab.Left, len(d.Cards))
			}
			shuffled = true
		}
		do(engine.SetInitiative{Character: "ana", Leading: 90, Second: 95})
		do(engine.DrawAbilities{})
	}
	if !shuffled {
		t.Fatal("no shuffle card in 30 rounds")
	}
	before := snapshotOf(t, table.Scenario())

	sess2, err := play.Open(context.Background(), store, campaign)
	if err != nil {
		t.Fatal(err)
	}
	if got := snapshotOf(t, sess2.Scenario()); got != before {
		t.Fatal("after a restart the scenario is not as it was left")
	}
	w2 := test.NewTempApp(t).NewWindow("")
	defer w2.Close()
	s2, err := New(test.NewTempApp(t), w2, Deps{Language: language.English, Store: store, Session: sess2})
	if err != nil {
		t.Fatal(err)
	}
	for typ := range types {
		a1, _ := table.Scenario().Ability(typ)
		a2, _ := s2.Env().Table.Scenario().Ability(typ)
		if !reflect.DeepEqual(a1, a2) {
			t.Errorf("%s: %+v before the restart, %+v after", typ, a1, a2)
		}
	}
}
