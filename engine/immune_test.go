package engine

import (
	"errors"
	"slices"
	"testing"

	"github.com/haventable/haventable/engine/modifier"
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
		warden.Normal[l].Immune = []modifier.EffectKind{modifier.Poison, modifier.Push}
		warden.Elite[l].Immune = []modifier.EffectKind{modifier.Poison, modifier.Push, modifier.Stun}
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
	if !w.IsImmune(modifier.Poison) || !w.IsImmune(modifier.Push) || w.IsImmune(modifier.Wound) {
		t.Fatalf("the warden's immunities: %v", w.Immune)
	}
	if _, err := s.Do(SetCondition{Figure: w.ID, Condition: modifier.Poison, Held: true}); !errors.Is(err, ErrImmune) {
		t.Errorf("poison on an immune warden: %v", err)
	}
	if _, err := s.Do(SetCondition{Figure: w.ID, Condition: modifier.Wound, Held: true}); err != nil {
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
	scnMust(t, s.addCharacter(hero))
	stackDeck(t, s, "hero", "+0", "+0")
	out, err := s.attack("hero", modifier.Attack{Value: 1, Effects: []modifier.Effect{{Kind: modifier.Poison}, {Kind: modifier.Push, Amount: 1}}}, []string{w.ID})
	scnMust(t, err)
	if slices.Contains(out.Targets[0].Conditions, modifier.Poison) || len(out.Forced) != 0 {
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
	if f, _ := s.Figure(rep.Added); !f.IsImmune(modifier.Stun) {
		t.Errorf("the new elite warden: %v", f.Immune)
	}
}

// A monster's own retaliate (its stat card) strikes an attacker within its
// range, on top of its retaliate bonuses; it comes with the type's table
// and survives a snapshot.
func TestInnateRetaliate(t *testing.T) {
	table := abilityTable()
	warden := table["Stone Warden"]
	for l := range warden.Normal {
		warden.Normal[l].Retaliate, warden.Normal[l].RetaliateRange = 2, 1
		warden.Elite[l].Retaliate, warden.Elite[l].RetaliateRange = 3, 2
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
	if w.Retaliate != 2 || w.RetaliateRange != 1 {
		t.Fatalf("the warden's retaliate: %d range %d", w.Retaliate, w.RetaliateRange)
	}
	hero := scnChar("hero", 0, 0, 10)
	for _, h := range s.Map().Neighbors(w.At) {
		if s.CanStand(h) {
			hero.At = h
			break
		}
	}
	scnMust(t, s.addCharacter(hero))
	scnMust(t, s.addBonus(w.ID, modifier.Bonus{Kind: modifier.BonusRetaliate, Value: 1, Duration: modifier.BonusRound}))
	stackDeck(t, s, "hero", "+0", "+0")
	out, err := s.attack("hero", modifier.Attack{Value: 1}, []string{w.ID})
	scnMust(t, err)
	if out.Targets[0].Result.Retaliate != 3 {
		t.Errorf("retaliate %d, want 2 of its own and 1 of its bonus", out.Targets[0].Result.Retaliate)
	}
	if h, _ := s.Figure("hero"); h.HP != 7 {
		t.Errorf("the hero has %d hit points after the retaliate, want 7", h.HP)
	}
	data, err := s.MarshalJSON()
	scnMust(t, err)
	back, err := UnmarshalScenario(data)
	scnMust(t, err)
	if f, _ := back.Figure(w.ID); f.Retaliate != 2 || f.RetaliateRange != 1 {
		t.Errorf("read back: %+v", f)
	}
}
