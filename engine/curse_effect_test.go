package engine

import (
	"github.com/haventable/haventable/engine/modifier"
	"slices"
	"testing"
)

// A card whose effect curses the target puts a curse into the target's
// deck (the monster deck for a monster); one that blesses puts a bless into
// the attacker's own; within the supply limits: with none left nothing
// happens, and the outcome says so.
func TestCurseAndBlessEffects(t *testing.T) {
	s := newTestScenario(t)
	scnMust(t, s.addCharacter(scnChar("a", 0, 0, 10)))
	scnMust(t, s.addMonster(scnMonster("rat", 1, false, 1, 0, 9)))
	scnMust(t, s.addMonster(scnMonster("rat", 2, false, 0, 1, 9)))
	d := stackDeck(t, s, "a", "+1 curses", "+0 blesses", "+0", "+0")
	monsterCurse := modifier.MustParseCard("curse @M")
	bless := modifier.MustParseCard("bless")

	out, err := s.attack("a", modifier.Attack{Value: 1}, []string{"rat-1", "rat-2"})
	scnMust(t, err)
	if !out.Targets[0].Cursed || out.Targets[1].Cursed {
		t.Errorf("cursed: %v %v, want rat 1 only", out.Targets[0].Cursed, out.Targets[1].Cursed)
	}
	if !slices.Equal(out.Blessed, []bool{true}) {
		t.Errorf("blessed %v, want one bless", out.Blessed)
	}
	if n := s.monsterDeck.Count(monsterCurse); n != 1 {
		t.Errorf("monster deck holds %d curses, want 1", n)
	}
	if n := d.Count(bless); n != 1 {
		t.Errorf("the attacker's deck holds %d blesses, want 1", n)
	}
	if got := s.SupplyLeft(modifier.SupplyMonsterCurse); got != modifier.SupplyMonsterCurse.Limit()-1 {
		t.Errorf("monster curses left %d", got)
	}

	// The ability's own effect: once for the attack. A monster cursing a
	// character puts a character curse into the character's deck.
	stackDeck(t, s, "", "+0", "+0")
	out, err = s.attack("rat-1", modifier.Attack{Value: 1, Effects: []modifier.Effect{{Kind: modifier.Curses}}}, []string{"a"})
	scnMust(t, err)
	if !out.Targets[0].Cursed || s.decks["a"].Count(modifier.MustParseCard("curse")) != 1 {
		t.Errorf("the rat's curse: %+v, deck %v", out.Targets[0], s.decks["a"].DrawPile())
	}

	// With every monster curse in use, a curses effect does nothing.
	for s.SupplyLeft(modifier.SupplyMonsterCurse) > 0 {
		scnMust(t, s.monsterDeck.Add(monsterCurse))
	}
	before := s.monsterDeck.Count(monsterCurse)
	stackDeck(t, s, "a", "+1 curses", "+0")
	out, err = s.attack("a", modifier.Attack{Value: 1}, []string{"rat-1"})
	scnMust(t, err)
	if out.Targets[0].Cursed || s.monsterDeck.Count(monsterCurse) != before {
		t.Errorf("a curse beyond the supply: cursed %v, %d curses", out.Targets[0].Cursed, s.monsterDeck.Count(monsterCurse))
	}
}

// The effects are card notation of their own, distinct from the bless and
// curse cards, and a perk may add them.
func TestCurseEffectNotation(t *testing.T) {
	c := modifier.MustParseCard("+1 curses")
	if c.Special != modifier.NotSpecial || c.Value != 1 || !slices.Contains(effectKinds(c.Effects()), modifier.Curses) || c.String() != "+1 curses" {
		t.Errorf("+1 curses read as %+v (%s)", c, c)
	}
	if _, err := modifier.CharacterCards([]string{"add +1 curses, +1 curses", "add +0 blesses"}); err != nil {
		t.Errorf("a perk adding curse-effect cards: %v", err)
	}
	if _, err := modifier.CharacterCards([]string{"add curse"}); err == nil {
		t.Error("a perk added a curse card")
	}
}

// A modifier card's heal and shield are the attacker's ("+1 heal 1,
// self"), as is its added target: the outcome lists them under the
// attacker for the player to resolve, whichever target drew them.
func TestModifierHealIsTheAttackers(t *testing.T) {
	s := newTestScenario(t)
	scnMust(t, s.addCharacter(scnChar("a", 0, 0, 10)))
	scnMust(t, s.addMonster(scnMonster("rat", 1, false, 1, 0, 9)))
	scnMust(t, s.addMonster(scnMonster("rat", 2, false, 0, 1, 9)))
	stackDeck(t, s, "a", "+1 heal:1", "+0 shield:1", "+0", "+0")
	out, err := s.attack("a", modifier.Attack{Value: 1}, []string{"rat-1", "rat-2"})
	scnMust(t, err)
	if len(out.Other) != 1 || len(out.Other["a"]) == 0 {
		t.Fatalf("effects to resolve by hand: %v, want the attacker's only", out.Other)
	}
}

// A card marked ally or self keeps its conditions off the target: "+2
// strengthen, ally" does not strengthen the monster hit, and is listed
// for the player under the attacker, marker and all, even when the
// target falls.
func TestModifierAllyCardSparesTheTarget(t *testing.T) {
	s := newTestScenario(t)
	scnMust(t, s.addCharacter(scnChar("a", 0, 0, 10)))
	scnMust(t, s.addMonster(scnMonster("rat", 1, false, 1, 0, 9)))
	scnMust(t, s.addMonster(scnMonster("rat", 2, false, 0, 1, 1)))
	stackDeck(t, s, "a", "+2 strengthen ally", "+0 roll invisible self", "+0", "+0")
	out, err := s.attack("a", modifier.Attack{Value: 1}, []string{"rat-1", "rat-2"})
	scnMust(t, err)
	if f, _ := s.Figure("rat-1"); f.Conditions.Has(modifier.Strengthen) {
		t.Error("the target was strengthened by the attacker's ally card")
	}
	if a, _ := s.Figure("a"); a.Conditions.Has(modifier.Invisible) {
		t.Error("a self card's condition was applied without the player")
	}
	got := effectKinds(out.Other["a"])
	for _, k := range []modifier.EffectKind{modifier.Strengthen, modifier.Ally, modifier.Invisible, modifier.Self} {
		if !slices.Contains(got, k) {
			t.Errorf("the attacker's effects to resolve %v lack %s", got, k)
		}
	}
	if len(out.Other) != 1 {
		t.Errorf("effects to resolve by hand: %v, want the attacker's only", out.Other)
	}
	if f, _ := s.Figure("rat-2"); f.Alive() {
		t.Error("rat 2 should have fallen")
	}
}

// A card of two half elements infuses neither by itself: the player
// chooses one, and the attack lists the card's elements under the
// attacker.
func TestModifierHalfElementCard(t *testing.T) {
	s := newTestScenario(t)
	scnMust(t, s.addCharacter(scnChar("a", 0, 0, 10)))
	scnMust(t, s.addMonster(scnMonster("rat", 1, false, 1, 0, 9)))
	stackDeck(t, s, "a", "+1 air earth either", "+0")
	out, err := s.attack("a", modifier.Attack{Value: 1}, []string{"rat-1"})
	scnMust(t, err)
	if len(out.Infused) != 0 || s.elements.Strength(modifier.Air) != 0 || s.elements.Strength(modifier.Earth) != 0 {
		t.Errorf("infused %v by a half-element card", out.Infused)
	}
	got := effectKinds(out.Other["a"])
	for _, k := range []modifier.EffectKind{modifier.Air, modifier.Earth, modifier.Either} {
		if !slices.Contains(got, k) {
			t.Errorf("the attacker's effects to resolve %v lack %s", got, k)
		}
	}
}
