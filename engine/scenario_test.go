package engine

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/hexgrid"
)

// testMap is a 7 by 5 block of hexes.
func scnMap(t testing.TB) *hexgrid.Map {
	t.Helper()
	var hexes []hexgrid.Hex
	for r := 0; r < 5; r++ {
		for q := 0; q < 7; q++ {
			hexes = append(hexes, hexgrid.H(q, r))
		}
	}
	m, err := hexgrid.NewMap(hexgrid.MapSpec{Hexes: hexes})
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func newTestScenario(t testing.TB) *Scenario {
	t.Helper()
	s, err := NewScenario("test", scnMap(t), 1, 42)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func scnChar(id string, q, r, hp int) Figure {
	return Figure{ID: id, Name: id, Kind: KindCharacter, Side: SideParty, At: hexgrid.H(q, r), OnMap: true, HP: hp, MaxHP: hp}
}

func scnMonster(typ string, standee int, elite bool, q, r, hp int) Figure {
	return Figure{ID: fmt.Sprintf("%s-%d", typ, standee), Name: typ, Kind: KindMonster, MonsterType: typ,
		Standee: standee, Elite: elite, Side: SideMonsters, At: hexgrid.H(q, r), OnMap: true, HP: hp, MaxHP: hp}
}

func scnSummon(id, owner string, q, r, hp int) Figure {
	return Figure{ID: id, Name: id, Kind: KindSummon, Summoner: owner, At: hexgrid.H(q, r), OnMap: true, HP: hp, MaxHP: hp}
}

func turnIDs(t *testing.T, s *Scenario) string {
	t.Helper()
	order, err := s.TurnOrder()
	if err != nil {
		t.Fatal(err)
	}
	var ids []string
	for _, x := range order {
		ids = append(ids, x.Figure)
	}
	return strings.Join(ids, " ")
}

func TestTurnOrder(t *testing.T) {
	type init struct {
		id              string
		leading, second int // second 0: long rest when leading is 0 too
	}
	tests := []struct {
		name     string
		chars    []init
		monsters map[string]int
		want     string
	}{
		{"lowest first", []init{{"a", 50, 60}, {"b", 10, 90}}, map[string]int{"rat": 30, "bog": 70},
			"b rat-3 rat-1 rat-2 a bog-1"},
		{"character tie: second card", []init{{"a", 20, 80}, {"b", 20, 40}}, map[string]int{"rat": 90, "bog": 95},
			"b a rat-3 rat-1 rat-2 bog-1"},
		{"character tie on both cards: order added", []init{{"a", 20, 40}, {"b", 20, 40}}, map[string]int{"rat": 90, "bog": 95},
			"a b rat-3 rat-1 rat-2 bog-1"},
		{"character before monster on a tie", []init{{"a", 30, 40}, {"b", 60, 61}}, map[string]int{"rat": 30, "bog": 60},
			"a rat-3 rat-1 rat-2 b bog-1"},
		{"monster types tied: order placed", []init{{"a", 80, 81}, {"b", 82, 83}}, map[string]int{"rat": 40, "bog": 40},
			"rat-3 rat-1 rat-2 bog-1 a b"},
		{"long rest acts on 99 and loses ties", []init{{"a", 0, 0}, {"b", 99, 98}}, map[string]int{"rat": 99, "bog": 1},
			"bog-1 b a rat-3 rat-1 rat-2"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := newTestScenario(t)
			scnMust(t, s.addCharacter(scnChar("a", 0, 0, 10)))
			scnMust(t, s.addCharacter(scnChar("b", 1, 0, 10)))
			scnMust(t, s.addMonster(scnMonster("rat", 2, false, 3, 0, 3)))
			scnMust(t, s.addMonster(scnMonster("bog", 1, false, 4, 0, 3)))
			scnMust(t, s.addMonster(scnMonster("rat", 1, false, 5, 0, 3)))
			scnMust(t, s.addMonster(scnMonster("rat", 3, true, 6, 0, 3)))
			for _, c := range tc.chars {
				if c.leading == 0 {
					scnMust(t, s.setLongRest(c.id))
				} else {
					scnMust(t, s.setInitiative(c.id, c.leading, c.second))
				}
			}
			for typ, n := range tc.monsters {
				scnMust(t, s.setMonsterInitiative(typ, n))
			}
			if got := turnIDs(t, s); got != tc.want {
				t.Errorf("turn order %q, want %q", got, tc.want)
			}
		})
	}
}

func TestTurnOrderSummons(t *testing.T) {
	s := newTestScenario(t)
	scnMust(t, s.addCharacter(scnChar("a", 0, 0, 10)))
	scnMust(t, s.addMonster(scnMonster("rat", 1, false, 5, 0, 3)))
	scnMust(t, s.summon(scnSummon("wolf", "a", 0, 1, 4)))
	if f, _ := s.Figure("wolf"); f.Side != SideParty || f.SummonedRound != 1 {
		t.Fatalf("summon side %q round %d", f.Side, f.SummonedRound)
	}
	scnMust(t, s.setInitiative("a", 40, 50))
	scnMust(t, s.setMonsterInitiative("rat", 60))
	if got := turnIDs(t, s); got != "a rat-1" {
		t.Fatalf("round of the summon: %q (a summon takes no turn the round it is summoned)", got)
	}
	playRound(t, s)
	scnMust(t, s.summon(scnSummon("bear", "a", 1, 1, 4)))
	scnMust(t, s.setInitiative("a", 40, 50))
	scnMust(t, s.setMonsterInitiative("rat", 10))
	if got := turnIDs(t, s); got != "rat-1 wolf a" {
		t.Fatalf("round 2: %q", got)
	}
	playRound(t, s)
	scnMust(t, s.setInitiative("a", 40, 50))
	scnMust(t, s.setMonsterInitiative("rat", 10))
	if got := turnIDs(t, s); got != "rat-1 wolf bear a" {
		t.Fatalf("round 3: %q", got)
	}
}

// playRound takes every turn of the round in order, then ends it.
func playRound(t *testing.T, s *Scenario) {
	t.Helper()
	for {
		next, ok, err := s.NextTurn()
		scnMust(t, err)
		if !ok {
			break
		}
		if _, err := s.startTurn(next.Figure); err != nil {
			t.Fatal(err)
		}
		if _, active := s.Active(); active {
			if _, err := s.endTurn(next.Figure); err != nil {
				t.Fatal(err)
			}
		}
	}
	scnMust(t, doErr(s, EndRound{}))
}

func TestTurnOrderErrors(t *testing.T) {
	s := newTestScenario(t)
	scnMust(t, s.addCharacter(scnChar("a", 0, 0, 10)))
	scnMust(t, s.addMonster(scnMonster("rat", 1, false, 5, 0, 3)))
	if _, err := s.TurnOrder(); err == nil || !strings.Contains(err.Error(), `"a" has no initiative`) {
		t.Fatalf("missing character initiative: %v", err)
	}
	scnMust(t, s.setInitiative("a", 10, 20))
	if _, err := s.TurnOrder(); err == nil || !strings.Contains(err.Error(), `"rat" has no initiative`) {
		t.Fatalf("missing monster initiative: %v", err)
	}
	for _, bad := range []error{
		s.setInitiative("a", 0, 20), s.setInitiative("a", 10, 100), s.setInitiative("rat-1", 10, 20),
		s.setInitiative("nobody", 10, 20), s.setMonsterInitiative("bog", 10), s.setMonsterInitiative("rat", 0),
	} {
		if bad == nil {
			t.Error("a bad initiative was accepted")
		}
	}
	scnMust(t, s.setMonsterInitiative("rat", 5))
	if _, err := s.startTurn("a"); err == nil {
		t.Fatal("start turn out of order: no error")
	}
	if _, err := s.startTurn("rat-1"); err != nil {
		t.Fatal(err)
	}
	if _, err := s.startTurn("a"); err == nil {
		t.Fatal("a second turn while one is on: no error")
	}
	if err := s.setInitiative("a", 30, 40); err == nil {
		t.Fatal("initiative changed after the round began")
	}
	if err := doErr(s, EndRound{}); err == nil {
		t.Fatal("round ended during a turn")
	}
	if _, err := s.endTurn("a"); err == nil {
		t.Fatal("end turn of a figure not in its turn: no error")
	}
}

func TestMonsterOrderWithinType(t *testing.T) {
	s := newTestScenario(t)
	for i, m := range []Figure{
		scnMonster("rat", 4, false, 0, 1, 3), scnMonster("rat", 2, true, 1, 1, 3), scnMonster("rat", 1, false, 2, 1, 3),
		scnMonster("rat", 5, true, 3, 1, 3), scnMonster("rat", 3, false, 4, 1, 3),
	} {
		if err := s.addMonster(m); err != nil {
			t.Fatalf("monster %d: %v", i, err)
		}
	}
	scnMust(t, s.setMonsterInitiative("rat", 50))
	if got := turnIDs(t, s); got != "rat-2 rat-5 rat-1 rat-3 rat-4" {
		t.Fatalf("elites first, then normals, by standee: %q", got)
	}
	if err := s.addMonster(scnMonster("rat", 3, false, 6, 1, 3)); err == nil {
		t.Fatal("a standee number taken twice")
	}
}

func TestConditionsExpireThroughTurns(t *testing.T) {
	s := newTestScenario(t)
	scnMust(t, s.addCharacter(scnChar("a", 0, 0, 10)))
	scnMust(t, s.addMonster(scnMonster("rat", 1, false, 5, 0, 3)))
	begin := func(a, rat int) {
		scnMust(t, s.setInitiative("a", a, 99))
		scnMust(t, s.setMonsterInitiative("rat", rat))
	}
	turn := func(id string, during func()) TurnEnd {
		t.Helper()
		if _, err := s.startTurn(id); err != nil {
			t.Fatal(err)
		}
		if during != nil {
			during()
		}
		end, err := s.endTurn(id)
		scnMust(t, err)
		return end
	}
	// Round 1: the rat (acting first) muddles the character before its
	// turn: the muddle ends at the end of the character's turn this round.
	begin(50, 10)
	turn("rat-1", func() { scnMust(t, s.addCondition("a", modifier.Muddle)) })
	if end := turn("a", nil); !slices.Equal(end.Expired, []modifier.EffectKind{modifier.Muddle}) {
		t.Fatalf("muddle applied before the bearer's turn: expired %v", end.Expired)
	}
	scnMust(t, doErr(s, EndRound{}))
	// Round 2: the character strengthens itself in its own turn: it lasts
	// through its next turn.
	begin(10, 50)
	if end := turn("a", func() { scnMust(t, s.addCondition("a", modifier.Strengthen)) }); len(end.Expired) != 0 {
		t.Fatalf("strengthen applied in its own turn expired at once: %v", end.Expired)
	}
	// The rat stuns the character after its turn: the stun lasts through
	// the character's next turn.
	turn("rat-1", func() { scnMust(t, s.addCondition("a", modifier.Stun)) })
	scnMust(t, doErr(s, EndRound{}))
	begin(10, 50)
	ts, err := s.startTurn("a")
	scnMust(t, err)
	if !ts.Stunned {
		t.Fatal("stun not reported at the start of the turn")
	}
	end, err := s.endTurn("a")
	scnMust(t, err)
	if !slices.Equal(end.Expired, []modifier.EffectKind{modifier.Stun, modifier.Strengthen}) {
		t.Fatalf("round 3: expired %v, want stun and strengthen", end.Expired)
	}
}

func TestWoundAtStartOfTurn(t *testing.T) {
	tests := []struct {
		name      string
		hp        int
		bonuses   []modifier.Bonus
		wantHP    int
		wantFell  bool
		wantMoney int
	}{
		{"one damage", 3, nil, 2, false, 0},
		{"a shield does not help", 3, []modifier.Bonus{{Kind: modifier.BonusShield, Value: 1}}, 2, false, 0},
		{"a negate does", 3, []modifier.Bonus{{Kind: modifier.BonusNegate, Uses: 1}}, 3, false, 0},
		{"the monster dies and drops money", 1, nil, 0, true, 1},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := newTestScenario(t)
			scnMust(t, s.addMonster(scnMonster("rat", 1, false, 5, 0, 3)))
			scnMust(t, s.addMonster(scnMonster("rat", 2, false, 4, 0, 3)))
			_, _, err := s.sufferDamage("rat-1", 3-tc.hp)
			scnMust(t, err)
			for _, b := range tc.bonuses {
				scnMust(t, s.addBonus("rat-1", b))
			}
			scnMust(t, s.addCondition("rat-1", modifier.Wound))
			scnMust(t, s.setMonsterInitiative("rat", 20))
			ts, err := s.startTurn("rat-1")
			scnMust(t, err)
			f, _ := s.Figure("rat-1")
			if !ts.Wounded || f.HP != tc.wantHP || (ts.Fallen != nil) != tc.wantFell || s.Money(hexgrid.H(5, 0)) != tc.wantMoney {
				t.Fatalf("start: %+v, hp %d, money %d", ts, f.HP, s.Money(hexgrid.H(5, 0)))
			}
			if tc.wantFell {
				if _, active := s.Active(); active {
					t.Fatal("a figure that fell to its wound is still in its turn")
				}
				if next, _, _ := s.NextTurn(); next.Figure != "rat-2" {
					t.Fatalf("next turn %q, want rat-2", next.Figure)
				}
			} else if !f.Conditions.Has(modifier.Wound) {
				t.Fatal("wound went away by itself")
			}
		})
	}
}

func TestEndRound(t *testing.T) {
	s := newTestScenario(t)
	scnMust(t, s.addCharacter(scnChar("a", 0, 0, 10)))
	scnMust(t, s.addBonus("a", modifier.Bonus{Kind: modifier.BonusShield, Value: 1, Duration: modifier.BonusRound}))
	scnMust(t, s.addBonus("a", modifier.Bonus{Kind: modifier.BonusNegate, Uses: 2}))
	scnMust(t, s.setInitiative("a", 10, 20))
	_, err := s.startTurn("a")
	scnMust(t, err)
	scnMust(t, s.infuse(modifier.Fire))
	if s.Elements().Strength(modifier.Fire) != Inert {
		t.Fatal("an infusion landed before the end of the turn")
	}
	_, err = s.endTurn("a")
	scnMust(t, err)
	if s.Elements().Strength(modifier.Fire) != Strong {
		t.Fatal("the infusion did not land at the end of the turn")
	}
	// A shuffle card drawn this round: the deck is reshuffled at round end.
	d := s.decks["a"]
	for !d.ShufflePending() {
		if _, err := d.Draw(); err != nil {
			t.Fatal(err)
		}
	}
	scnMust(t, doErr(s, EndRound{}))
	d = s.decks["a"] // Do works on a copy: the deck is the copy's
	f, _ := s.Figure("a")
	if s.Round() != 2 || s.Elements().Strength(modifier.Fire) != Waning || len(f.Bonuses) != 1 || f.Bonuses[0].Kind != modifier.BonusNegate {
		t.Fatalf("after round end: round %d fire %s bonuses %v", s.Round(), s.Elements().Strength(modifier.Fire), f.Bonuses)
	}
	if d.ShufflePending() || d.DrawCount() != 20 {
		t.Fatalf("deck not reshuffled: pending %v, %d to draw", d.ShufflePending(), d.DrawCount())
	}
	if _, ok := s.InitiativeOf("a"); ok {
		t.Fatal("initiatives kept into the next round")
	}
}

func TestPlacementErrors(t *testing.T) {
	s := newTestScenario(t)
	scnMust(t, s.addCharacter(scnChar("a", 0, 0, 10)))
	tests := []struct {
		name string
		err  error
		want string
	}{
		{"hex taken", s.addMonster(scnMonster("rat", 1, false, 0, 0, 3)), "taken by"},
		{"off the map", s.addMonster(scnMonster("rat", 1, false, 9, 9, 3)), "not on the map"},
		{"id taken", s.addCharacter(scnChar("a", 1, 0, 10)), "id taken"},
		{"wrong kind", s.addCharacter(scnMonster("rat", 1, false, 1, 0, 3)), "kind is monster"},
		{"summon of a monster", func() error {
			scnMust(t, s.addMonster(scnMonster("rat", 1, false, 3, 3, 3)))
			return s.summon(scnSummon("x", "rat-1", 2, 2, 2))
		}(), "not a character"},
		{"summon on the other side", func() error {
			f := scnSummon("y", "a", 2, 2, 2)
			f.Side = SideMonsters
			return s.summon(f)
		}(), "its summoner"},
		{"move onto a figure", s.move("a", hexgrid.H(3, 3), true), "taken by"},
	}
	for _, tc := range tests {
		if tc.err == nil || !strings.Contains(tc.err.Error(), tc.want) {
			t.Errorf("%s: %v, want an error with %q", tc.name, tc.err, tc.want)
		}
	}
}

func TestExhaustedCharacterLosesSummons(t *testing.T) {
	s := newTestScenario(t)
	scnMust(t, s.addCharacter(scnChar("a", 0, 0, 2)))
	scnMust(t, s.summon(scnSummon("wolf", "a", 1, 0, 4)))
	_, fl, err := s.sufferDamage("a", 5)
	scnMust(t, err)
	if fl == nil || fl.State != Exhausted || fl.Money || !slices.Equal(fl.Summons, []string{"wolf"}) {
		t.Fatalf("fallen: %+v", fl)
	}
	w, _ := s.Figure("wolf")
	if w.Alive() || w.OnMap || len(s.MoneyHexes()) != 0 {
		t.Fatalf("wolf %+v, money %v", w, s.MoneyHexes())
	}
}

func TestLateMonstersInTurnOrder(t *testing.T) {
	s := newTestScenario(t)
	scnMust(t, s.addCharacter(scnChar("a", 0, 0, 10)))
	scnMust(t, s.addMonster(scnMonster("rat", 1, false, 5, 0, 3)))
	scnMust(t, s.addMonster(scnMonster("bog", 1, false, 5, 1, 3)))
	scnMust(t, s.setInitiative("a", 40, 50))
	scnMust(t, s.setMonsterInitiative("rat", 20))
	scnMust(t, s.setMonsterInitiative("bog", 60))
	take := func(id string) {
		t.Helper()
		if _, err := s.startTurn(id); err != nil {
			t.Fatal(err)
		}
		if _, err := s.endTurn(id); err != nil {
			t.Fatal(err)
		}
	}
	take("rat-1")
	// During the character's turn: a rat spawns (its initiative has
	// passed), a bog spawns (not yet), the bog summons a bog (never acts in
	// the round it is summoned), and a new type appears.
	if _, err := s.startTurn("a"); err != nil {
		t.Fatal(err)
	}
	late := scnMonster("rat", 2, false, 4, 4, 3)
	late.Spawned = true
	scnMust(t, s.addMonster(late))
	sp := scnMonster("bog", 2, false, 3, 4, 3)
	sp.Spawned = true
	scnMust(t, s.addMonster(sp))
	sum := scnMonster("bog", 3, true, 2, 4, 3)
	sum.Summoner = "bog-1"
	scnMust(t, s.addMonster(sum))
	scnMust(t, s.addMonster(scnMonster("imp", 1, false, 1, 4, 3)))
	if _, err := s.TurnOrder(); err == nil || !strings.Contains(err.Error(), `"imp" has no initiative`) {
		t.Fatalf("a new type without initiative: %v", err)
	}
	if err := s.setMonsterInitiative("rat", 70); err == nil {
		t.Fatal("a monster initiative changed during the round")
	}
	scnMust(t, s.setMonsterInitiative("imp", 10))
	_, err := s.endTurn("a")
	scnMust(t, err)
	order, err := s.TurnOrder()
	scnMust(t, err)
	var got []string
	for _, x := range order {
		mark := ""
		switch {
		case x.Done:
			mark = "+"
		case x.Missed:
			mark = "-"
		}
		got = append(got, x.Figure+mark)
	}
	if want := "imp-1- rat-1+ rat-2- a+ bog-1 bog-2"; strings.Join(got, " ") != want {
		t.Fatalf("turn order %q, want %q", strings.Join(got, " "), want)
	}
	take("bog-1")
	take("bog-2")
	if _, more, _ := s.NextTurn(); more {
		t.Fatal("turns left after the last")
	}
	scnMust(t, doErr(s, EndRound{}))
	scnMust(t, s.setInitiative("a", 40, 50))
	for _, typ := range []string{"rat", "bog", "imp"} {
		scnMust(t, s.setMonsterInitiative(typ, 30))
	}
	if got := turnIDs(t, s); got != "rat-1 rat-2 bog-3 bog-1 bog-2 imp-1 a" {
		t.Fatalf("next round: %q", got)
	}
}

func TestScenarioAddCharacterWithPerks(t *testing.T) {
	s := newTestScenario(t)
	perks := []string{"remove -1, -1", "add +2 roll @brute"}
	scnMust(t, s.addCharacterWithPerks(scnChar("a", 0, 0, 10), perks))
	d, ok := s.decks["a"]
	if !ok {
		t.Fatal("no deck")
	}
	got := d.DrawPile()
	want, err := modifier.CharacterCards(perks)
	if err != nil {
		t.Fatal(err)
	}
	byNotation := func(a, b modifier.Card) int { return strings.Compare(a.String(), b.String()) }
	slices.SortFunc(got, byNotation)
	slices.SortFunc(want, byNotation)
	if !slices.Equal(got, want) {
		t.Fatalf("deck %v, want %v", got, want)
	}
	if err := s.addCharacterWithPerks(scnChar("b", 2, 0, 10), []string{"remove x2 bless"}); err == nil {
		t.Fatal("a bad perk was accepted")
	}
	if _, ok := s.Figure("b"); ok {
		t.Fatal("a refused character was placed")
	}
}
