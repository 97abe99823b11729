package engine

import (
	"errors"
	"slices"
	"testing"

	"github.com/haventable/haventable/engine/scenariofile"
	"github.com/haventable/haventable/hexgrid"
)

// A monster immune to a condition (its stat card) does not take it, by hand
// or from an attack, nor a push it is immune to; the immunities come with
// the type's table and survive a snapshot.
func TestImmunities(t *testing.T) {
	table := abilityTable()
	warden := table["Stone Warden"]
	for l := range warden.Normal {
		warden.Normal[l].Immune = []EffectKind{Poison, Push}
		warden.Elite[l].Immune = []EffectKind{Poison, Push, Stun}
	}
	table["Stone Warden"] = warden
	file, err := scenariofile.Sample(scenariofile.DefaultSample)
	scnMust(t, err)
	s, err := LoadScenarioFor(file, Setup{Level: 1, Players: 2, Seed: 4}, table)
	scnMust(t, err)
	var w Figure
	for _, f := range s.Figures() {
		if f.MonsterType == "Stone Warden" {
			w = f
		}
	}
	if !w.IsImmune(Poison) || !w.IsImmune(Push) || w.IsImmune(Wound) {
		t.Fatalf("the warden's immunities: %v", w.Immune)
	}
	if _, err := s.Do(SetCondition{Figure: w.ID, Condition: Poison, Held: true}); !errors.Is(err, ErrImmune) {
		t.Errorf("poison on an immune warden: %v", err)
	}
	if _, err := s.Do(SetCondition{Figure: w.ID, Condition: Wound, Held: true}); err != nil {
		t.Errorf("wound on the warden: %v", err)
	}
	// An attack with poison and push: neither lands, the damage does.
	hero := scnChar("hero", 0, 0, 10)
	for _, h := range s.Map().Neighbors(w.At) {
		if s.CanStand(h) {
			hero.At = h
			break
		}
	}
	scnMust(t, s.AddCharacter(hero))
	stackDeck(t, s, "hero", "+0", "+0")
	out, err := s.Attack("hero", Attack{Value: 1, Effects: []Effect{{Kind: Poison}, {Kind: Push, Amount: 1}}}, []string{w.ID})
	scnMust(t, err)
	if slices.Contains(out.Targets[0].Conditions, Poison) || len(out.Forced) != 0 {
		t.Errorf("the attack gave the warden %v and forced %v", out.Targets[0].Conditions, out.Forced)
	}
	data, err := s.MarshalJSON()
	scnMust(t, err)
	back, err := UnmarshalScenario(data)
	scnMust(t, err)
	if f, _ := back.Figure(w.ID); !slices.Equal(f.Immune, w.Immune) {
		t.Errorf("read back: %v", f.Immune)
	}
	// A standee added later gets them too.
	free := hexgrid.Hex{}
	for _, h := range s.Map().Hexes() {
		if s.CanStand(h) {
			free = h
		}
	}
	rep, err := s.Do(AddStandee{Type: "Stone Warden", Elite: true, At: free})
	scnMust(t, err)
	if f, _ := s.Figure(rep.Added); !f.IsImmune(Stun) {
		t.Errorf("the new elite warden: %v", f.Immune)
	}
}
