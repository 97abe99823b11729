package engine

import (
	"encoding/json"
	"slices"
	"testing"

	"github.com/haventable/haventable/engine/scenariofile"
	"github.com/haventable/haventable/hexgrid"
)

// revealTable gives the rats and the warden one-card ability decks of the
// initiatives given.
func revealTable(rats, warden int) MonsterTable {
	t := abilityTable()
	rat := t["Cave Rat"]
	rat.Deck = &AbilityDeckInfo{Name: "Vermin", Cards: []AbilityCardInfo{{Name: "Gnaw", Initiative: rats}}}
	t["Cave Rat"] = rat
	w := t["Stone Warden"]
	w.Deck = &AbilityDeckInfo{Name: "Warden", Cards: []AbilityCardInfo{{Name: "Slam", Initiative: warden}}}
	t["Stone Warden"] = w
	return t
}

// revealScenario is twoRooms for three characters (the vault holds
// cave-rat-2 and the elite stone-warden-1): "a" acts on 40, "b" on 60, the
// rats on 11, the warden on warden; the rats' and a's turns are under way
// or done.
func revealScenario(t *testing.T, warden int) *Scenario {
	t.Helper()
	file, err := scenariofile.Parse([]byte(twoRooms))
	scnMust(t, err)
	s, err := LoadScenarioFor(file, Setup{Level: 1, Players: 3, Seed: 3}, revealTable(11, warden))
	scnMust(t, err)
	scnMust(t, s.addCharacter(scnChar("a", 0, 0, 10)))
	scnMust(t, s.addCharacter(scnChar("b", 1, 0, 10)))
	scnMust(t, s.setInitiative("a", 40, 45))
	scnMust(t, s.setInitiative("b", 60, 65))
	scnMust(t, doErr(s, DrawAbilities{}))
	return s
}

// turnsLeft lists the figures still to take a turn this round, in order.
func turnsLeft(t *testing.T, s *Scenario) []string {
	t.Helper()
	order, err := s.TurnOrder()
	scnMust(t, err)
	var out []string
	for _, tn := range order {
		if !tn.Done && !tn.Missed && tn.Figure != s.active {
			out = append(out, tn.Figure)
		}
	}
	return out
}

// TestRevealedMidRoundDrawAndAct: a door opened during a character's turn
// draws the ability card of each type it reveals that has none (as part of
// OpenDoor, from the scenario's source), and every monster revealed takes a
// turn this round: in initiative order when its initiative is still to
// come, else directly after the revealing character's turn (Gloomhaven
// rulebook, "Revealing a Room"). The round never stalls.
func TestRevealedMidRoundDrawAndAct(t *testing.T) {
	for _, c := range []struct {
		name   string
		warden int
		want   []string
	}{
		{"the warden's initiative is still to come", 80, []string{"cave-rat-2", "b", "stone-warden-1"}},
		{"between the revealer and the next character", 50, []string{"cave-rat-2", "stone-warden-1", "b"}},
		{"the warden's initiative has passed", 20, []string{"cave-rat-2", "stone-warden-1", "b"}},
		{"the warden ties with the revealer: the character went first", 40, []string{"cave-rat-2", "stone-warden-1", "b"}},
		{"the warden's initiative is before the rats'", 5, []string{"stone-warden-1", "cave-rat-2", "b"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := revealScenario(t, c.warden)
			if got := playUntil(t, s, "a"); !slices.Equal(got, []string{"cave-rat-1", "a"}) {
				t.Fatalf("turns before the door: %v", got)
			}
			rep, err := s.Do(OpenDoor{At: hexgrid.H(3, 0)})
			scnMust(t, err)
			if len(rep.Abilities) != 1 || rep.Abilities[0].Type != "Stone Warden" || rep.Abilities[0].Initiative != c.warden {
				t.Fatalf("the door drew %+v, want the warden's card (%d)", rep.Abilities, c.warden)
			}
			if n, ok := s.MonsterInitiative("Stone Warden"); !ok || n != c.warden {
				t.Errorf("the warden acts on %d %v", n, ok)
			}
			if sum := rep.Summary(); len(sum.Abilities) != 1 {
				t.Errorf("the log keeps %+v", sum.Abilities)
			}
			if got := turnsLeft(t, s); !slices.Equal(got, c.want) {
				t.Errorf("turns left %v, want %v", got, c.want)
			}
			// A restart (the scenario read back from its snapshot) keeps it.
			b, err := json.Marshal(s)
			scnMust(t, err)
			back, err := UnmarshalScenario(b)
			scnMust(t, err)
			if got := turnsLeft(t, back); !slices.Equal(got, c.want) {
				t.Errorf("after a restart: turns left %v, want %v", got, c.want)
			}
			if got := playUntil(t, s, ""); !slices.Equal(got, c.want) {
				t.Errorf("turns taken %v, want %v", got, c.want)
			}
			for _, tn := range mustOrder(t, s) {
				if !tn.Done {
					t.Errorf("%s did not act: %+v", tn.Figure, tn)
				}
			}
			// The next round: every monster acts as its type does.
			scnMust(t, doErr(s, EndRound{}))
			if len(s.lateAt) != 0 {
				t.Errorf("late monsters kept into the next round: %v", s.lateAt)
			}
		})
	}
}

// playUntil takes turns with NextTurn until id's has started ("": every
// turn left) and returns the figures whose turns started, in order.
func playUntil(t *testing.T, s *Scenario, id string) []string {
	t.Helper()
	var out []string
	for range 20 {
		rep, err := s.Do(NextTurn{})
		scnMust(t, err)
		if rep.TurnStart == nil {
			if id != "" {
				t.Fatalf("%s never acted: %v", id, out)
			}
			return out
		}
		out = append(out, rep.TurnStart.Turn.Figure)
		if rep.TurnStart.Turn.Figure == id {
			return out
		}
	}
	t.Fatalf("the round does not end: %v", out)
	return nil
}

func mustOrder(t *testing.T, s *Scenario) []Turn {
	t.Helper()
	order, err := s.TurnOrder()
	scnMust(t, err)
	return order
}

// TestRevealedBeforeTheRound: a door opened once the round's cards are out
// but before the first turn draws at once too (the order then is the plain
// initiative order); one opened before any card is drawn draws nothing:
// DrawAbilities draws every type's card.
func TestRevealedBeforeTheRound(t *testing.T) {
	s := revealScenario(t, 20)
	rep, err := s.Do(OpenDoor{At: hexgrid.H(3, 0)})
	scnMust(t, err)
	if len(rep.Abilities) != 1 {
		t.Fatalf("drawn %+v", rep.Abilities)
	}
	if got := turnsLeft(t, s); !slices.Equal(got, []string{"cave-rat-1", "cave-rat-2", "stone-warden-1", "a", "b"}) {
		t.Errorf("order %v", got)
	}

	file, err := scenariofile.Parse([]byte(twoRooms))
	scnMust(t, err)
	s, err = LoadScenarioFor(file, Setup{Level: 1, Players: 3, Seed: 3}, revealTable(11, 20))
	scnMust(t, err)
	rep, err = s.Do(OpenDoor{At: hexgrid.H(3, 0)})
	scnMust(t, err)
	if len(rep.Abilities) != 0 {
		t.Errorf("a door opened before the round's cards drew %+v", rep.Abilities)
	}
	rep, err = s.Do(DrawAbilities{})
	scnMust(t, err)
	if len(rep.Abilities) != 2 {
		t.Errorf("DrawAbilities drew %+v, want the rats' and the warden's", rep.Abilities)
	}
}

// A second card is optional (0: not given): it then counts as 99 when
// leading cards tie, as a long rest's does, and the snapshot keeps it.
func TestSecondCardOptional(t *testing.T) {
	s := loadAbilities(t, 2)
	scnMust(t, s.addCharacter(scnChar("b", 1, 0, 10)))
	scnMust(t, doErr(s, SetInitiative{Character: "a", Leading: 30}))
	scnMust(t, doErr(s, SetInitiative{Character: "b", Leading: 30, Second: 98}))
	scnMust(t, doErr(s, DrawAbilities{}))
	if in, _ := s.InitiativeOf("a"); in.Second != 0 || in.Leading != 30 {
		t.Errorf("a: %+v", in)
	}
	b, err := json.Marshal(s)
	scnMust(t, err)
	back, err := UnmarshalScenario(b)
	scnMust(t, err)
	for _, x := range []*Scenario{s, back} {
		got := turnsLeft(t, x)
		if slices.Index(got, "b") > slices.Index(got, "a") {
			t.Errorf("order %v: b's second card 98 beats none", got)
		}
	}
	if err := doErr(s, SetInitiative{Character: "a", Leading: 30, Second: 100}); err == nil {
		t.Error("a second card of 100 was taken")
	}
}
