package engine

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/haventable/haventable/engine/scenariofile"
	"github.com/haventable/haventable/hexgrid"
)

// abilityTable is SampleMonsters with ability decks: the rats draw from a
// deck of three cards (the last with the shuffle mark), the warden from a
// deck of its own; no deck for any other type.
func abilityTable() MonsterTable {
	t := MonsterTable{}
	for name, mt := range SampleMonsters {
		t[name] = mt
	}
	rat := t["Cave Rat"]
	rat.Deck = &AbilityDeckInfo{Name: "Vermin", Cards: []AbilityCardInfo{
		{Name: "Scurry", Initiative: 11}, {Name: "Gnaw", Initiative: 35}, {Name: "Swarm", Initiative: 60, Shuffle: true},
	}}
	t["Cave Rat"] = rat
	warden := t["Stone Warden"]
	warden.Deck = &AbilityDeckInfo{Name: "Warden", Cards: []AbilityCardInfo{{Name: "Stand", Initiative: 80}, {Name: "Slam", Initiative: 72}}}
	t["Stone Warden"] = warden
	return t
}

func loadAbilities(t *testing.T, players int) *Scenario {
	t.Helper()
	file, err := scenariofile.Parse([]byte(twoRooms))
	scnMust(t, err)
	s, err := LoadScenarioFor(file, Setup{Level: 1, Players: players, Seed: 3}, abilityTable())
	scnMust(t, err)
	scnMust(t, s.addCharacter(scnChar("a", 0, 0, 10)))
	return s
}

func TestDrawAbilitiesSetsInitiatives(t *testing.T) {
	s := loadAbilities(t, 3)
	if _, ok := s.Ability("Cave Rat"); !ok {
		t.Fatal("the rats have no ability deck")
	}
	if a, _ := s.Ability("Cave Rat"); a.Card != -1 || a.Left != 3 || a.Deck != "Vermin" {
		t.Errorf("before drawing: %+v", a)
	}
	rep, err := s.Do(DrawAbilities{})
	scnMust(t, err)
	// Only the rat is on the map (the warden waits behind the door).
	if len(rep.Abilities) != 1 || rep.Abilities[0].Type != "Cave Rat" {
		t.Fatalf("drawn: %+v", rep.Abilities)
	}
	d := rep.Abilities[0]
	a, _ := s.Ability("Cave Rat")
	if a.Card != d.Card || a.Info.Initiative != d.Initiative || a.Left != 2 {
		t.Errorf("after drawing %+v: %+v", d, a)
	}
	if in, ok := s.MonsterInitiative("Cave Rat"); !ok || in != d.Initiative {
		t.Errorf("rat initiative %d %v, want %d", in, ok, d.Initiative)
	}
	if _, err := s.Do(DrawAbilities{}); !errors.Is(err, ErrNothingToDraw) {
		t.Errorf("second draw in a round: %v", err)
	}
	if sum := rep.Summary(); len(sum.Abilities) != 1 || sum.Abilities[0] != d {
		t.Errorf("summary %+v", sum)
	}

	// The round begins; a door reveals the warden: only it draws, as the
	// door opens.
	scnMust(t, s.setInitiative("a", 20, 30))
	_, err = s.Do(NextTurn{})
	scnMust(t, err)
	rep, err = s.Do(OpenDoor{At: hexgrid.H(3, 0)})
	scnMust(t, err)
	if len(rep.Abilities) != 1 || rep.Abilities[0].Type != "Stone Warden" || rep.Abilities[0].Deck != "Warden" {
		t.Fatalf("drawn as the door opened: %+v", rep.Abilities)
	}
	if _, err := s.Do(DrawAbilities{}); !errors.Is(err, ErrNothingToDraw) {
		t.Errorf("a draw after the door: %v", err)
	}
	if in, _ := s.MonsterInitiative("Cave Rat"); in != d.Initiative {
		t.Errorf("the rat's initiative changed to %d", in)
	}
}

// Types with the same deck share its card; a type without a deck, or with
// its initiative set by hand, draws nothing.
func TestDrawAbilitiesSharedAndSkipped(t *testing.T) {
	table := abilityTable()
	acolyte := table["Ash Acolyte"]
	acolyte.Deck = table["Cave Rat"].Deck
	table["Ash Acolyte"] = acolyte
	file, err := scenariofile.Sample(scenariofile.DefaultSample)
	scnMust(t, err)
	s, err := LoadScenarioFor(file, Setup{Level: 1, Players: 2, Seed: 9}, table)
	scnMust(t, err)
	types := s.MonsterTypes()
	if !slices.Contains(types, "Ash Acolyte") || !slices.Contains(types, "Cave Rat") || !slices.Contains(types, "Stone Warden") {
		t.Fatalf("the sample has types %v", types)
	}
	scnMust(t, s.setMonsterInitiative("Stone Warden", 50))
	rep, err := s.Do(DrawAbilities{})
	scnMust(t, err)
	if len(rep.Abilities) != 2 {
		t.Fatalf("drawn %+v, want the rats and the acolytes", rep.Abilities)
	}
	if rep.Abilities[0].Card != rep.Abilities[1].Card || rep.Abilities[0].Deck != "Vermin" || rep.Abilities[1].Deck != "Vermin" {
		t.Errorf("types sharing a deck drew %+v", rep.Abilities)
	}
	if a, _ := s.Ability("Cave Rat"); a.Left != 2 {
		t.Errorf("the shared deck has %d cards left, want 2 (one card drawn)", a.Left)
	}
	if in, _ := s.MonsterInitiative("Stone Warden"); in != 50 {
		t.Errorf("the warden's initiative set by hand became %d", in)
	}
	if w, _ := s.Ability("Stone Warden"); w.Card != -1 {
		t.Errorf("the warden drew %+v though its initiative was set", w)
	}
}

// The deck goes round: each card once before a reshuffle, and the shuffle
// mark shuffles every card back at the end of its round.
func TestAbilityDeckAcrossRounds(t *testing.T) {
	s := loadAbilities(t, 2)
	var seen []int
	for round := 1; round <= 12; round++ {
		rep, err := s.Do(DrawAbilities{})
		scnMust(t, err)
		c := rep.Abilities[0].Card
		seen = append(seen, c)
		a, _ := s.Ability("Cave Rat")
		if a.Shuffle != (c == 2) {
			t.Errorf("round %d: card %d, shuffle %v", round, c, a.Shuffle)
		}
		rep, err = s.Do(EndRound{})
		scnMust(t, err)
		shuffled := slices.Contains(rep.RoundEnd.AbilityShuffled, "Vermin")
		if shuffled != (c == 2) {
			t.Errorf("round %d: card %d, deck shuffled %v", round, c, shuffled)
		}
		if a, _ := s.Ability("Cave Rat"); shuffled && a.Left != 3 {
			t.Errorf("round %d: %d cards to draw after the shuffle", round, a.Left)
		}
	}
	// Between two shuffles no card comes twice.
	var since []int
	for _, c := range seen {
		if slices.Contains(since, c) {
			t.Fatalf("card %d drawn twice without a shuffle: %v", c, seen)
		}
		since = append(since, c)
		if c == 2 {
			since = nil
		}
	}
}

// A snapshot keeps the decks exactly: the scenario read back draws the
// same cards as the one that wrote it.
func TestAbilitySnapshotReplays(t *testing.T) {
	s := loadAbilities(t, 4)
	_, err := s.Do(DrawAbilities{})
	scnMust(t, err)
	data, err := s.MarshalJSON()
	scnMust(t, err)
	back, err := UnmarshalScenario(data)
	scnMust(t, err)
	again, err := back.MarshalJSON()
	scnMust(t, err)
	if string(again) != string(data) {
		t.Fatal("the snapshot is written differently once read back")
	}
	for range 6 {
		for _, sc := range []*Scenario{s, back} {
			_, err := sc.Do(EndRound{})
			scnMust(t, err)
		}
		r1, err1 := s.Do(DrawAbilities{})
		r2, err2 := back.Do(DrawAbilities{})
		scnMust(t, err1)
		scnMust(t, err2)
		if !slices.Equal(r1.Abilities, r2.Abilities) {
			t.Fatalf("the original drew %+v, the copy %+v", r1.Abilities, r2.Abilities)
		}
	}

	for _, bad := range []struct{ old, new, want string }{
		{`"initiative":11`, `"initiative":0`, "initiative"},
		{`"types":["Cave Rat"]`, `"types":[]`, "no monster type"},
		{`"name":"Warden"`, `"name":"Vermin"`, "given twice"},
		{`"shuffle":[false,false,true]`, `"shuffle":[false,false,false]`, "shuffle marks"},
	} {
		doc := strings.Replace(string(data), bad.old, bad.new, 1)
		if doc == string(data) {
			t.Fatalf("test setup: %q not in the snapshot", bad.old)
		}
		if _, err := UnmarshalScenario([]byte(doc)); err == nil || !strings.Contains(err.Error(), bad.want) {
			t.Errorf("%s → %s: %v, want %q", bad.old, bad.new, err, bad.want)
		}
	}
}

func TestAbilityDeckInfoRefused(t *testing.T) {
	table := abilityTable()
	rat := table["Cave Rat"]
	rat.Deck = &AbilityDeckInfo{Name: "Vermin", Cards: []AbilityCardInfo{{Initiative: 100}}}
	table["Cave Rat"] = rat
	file, err := scenariofile.Parse([]byte(twoRooms))
	scnMust(t, err)
	if _, err := LoadScenarioFor(file, Setup{Level: 1, Players: 2, Seed: 3}, table); err == nil || !strings.Contains(err.Error(), "Vermin") {
		t.Errorf("a card with initiative 100: %v", err)
	}
}
