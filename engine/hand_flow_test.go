package engine_test

import (
	"bytes"
	"slices"
	"testing"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/monster"
	"github.com/haventable/haventable/engine/pack/ghs"
	"github.com/haventable/haventable/hexgrid"
)

// tidecaller is an invented class's deck in Gloomhaven Secretariat's
// format (data/<edition>/character/deck/*.json).
const tidecaller = `{"name": "tidecaller", "edition": "invented", "character": true, "abilities": [
 {"name": "Breaking Wave", "cardId": 1, "level": 1, "initiative": 11,
  "actions": [{"type": "attack", "value": 2, "subActions": [{"type": "area", "value": "(0,0,active)|(1,0,target)|(0,1,target)"}]},
    {"type": "card", "value": "experience:1"}],
  "bottomActions": [{"type": "move", "value": 3}]},
 {"name": "Shell of Brine", "cardId": 2, "level": 1, "initiative": 23,
  "actions": [{"type": "attack", "value": 3, "subActions": [{"type": "range", "value": 3}]}],
  "bottomActions": [{"type": "shield", "value": 1}, {"type": "concatenation", "subActions": [
    {"type": "card", "value": "persistent"}, {"type": "card", "value": "slot"}, {"type": "card", "value": "slotXp:1"}, {"type": "card", "value": "lost"}]}]},
 {"name": "Undertow", "cardId": 3, "level": 1, "initiative": 45, "lost": true, "xp": 2,
  "actions": [{"type": "heal", "value": 2, "subActions": [{"type": "range", "value": 2}]}],
  "bottomActions": [{"type": "custom", "value": "Add +1 attack to all your attacks this round."}, {"type": "card", "value": "round"}]},
 {"name": "Drift", "cardId": 4, "level": "X", "initiative": 70,
  "actions": [{"type": "move", "value": 2}], "bottomActions": [{"type": "loot", "value": 1}]},
 {"name": "Spray", "cardId": 5, "level": 1, "initiative": 30,
  "actions": [{"type": "attack", "value": 1}], "bottomActions": [{"type": "move", "value": 1}]},
 {"name": "Riptide", "cardId": 6, "level": 1, "initiative": 80,
  "actions": [{"type": "attack", "value": 4}, {"type": "card", "value": "lost"}], "bottomActions": [{"type": "move", "value": 4}]},
 {"name": "Tsunami", "cardId": 7, "level": 2, "initiative": 5,
  "actions": [{"type": "attack", "value": 5}], "bottomActions": [{"type": "move", "value": 5}]}
]}`

// flow is a scenario played action by action, each snapshot kept so that
// the play can be undone step by step as a session undoes it (by the
// snapshot recorded before the action).
type flow struct {
	t     *testing.T
	s     *engine.Scenario
	snaps [][]byte
}

func (fl *flow) do(a engine.Action) engine.Report {
	fl.t.Helper()
	before, err := fl.s.MarshalJSON()
	if err != nil {
		fl.t.Fatal(err)
	}
	rep, err := fl.s.Do(a)
	if err != nil {
		fl.t.Fatalf("%s %+v: %v", a.Kind(), a, err)
	}
	fl.snaps = append(fl.snaps, before)
	return rep
}

// refuse checks that a is refused and changes nothing.
func (fl *flow) refuse(a engine.Action) {
	fl.t.Helper()
	before, _ := fl.s.MarshalJSON()
	if _, err := fl.s.Do(a); err == nil {
		fl.t.Fatalf("%s %+v: done, want refused", a.Kind(), a)
	}
	if after, _ := fl.s.MarshalJSON(); !bytes.Equal(before, after) {
		fl.t.Fatalf("%s %+v: refused but the scenario changed", a.Kind(), a)
	}
}

// turnOf starts turns until character id's (monsters' turns pass).
func (fl *flow) turnOf(id string) engine.TurnStart {
	fl.t.Helper()
	for range 10 {
		ts := fl.do(engine.NextTurn{}).TurnStart
		if ts == nil {
			fl.t.Fatalf("round over before %s's turn", id)
		}
		if ts.Turn.Figure == id {
			return *ts
		}
		fl.do(engine.EndTurn{})
	}
	fl.t.Fatalf("no turn of %s", id)
	return engine.TurnStart{}
}

// endTurns ends the turn in progress and passes every turn left.
func (fl *flow) endTurns() {
	fl.t.Helper()
	fl.do(engine.EndTurn{})
	for {
		ts := fl.do(engine.NextTurn{}).TurnStart
		if ts == nil {
			return
		}
		fl.do(engine.EndTurn{})
	}
}

func (fl *flow) hand() engine.Hand {
	fl.t.Helper()
	h, ok := fl.s.HandOf("tide")
	if !ok {
		fl.t.Fatal("no hand kept")
	}
	return *h
}

func (fl *flow) piles(hand, discard, lost []int, active ...int) {
	fl.t.Helper()
	h := fl.hand()
	var act []int
	for _, a := range h.Active {
		act = append(act, a.Number)
	}
	sorted := func(ns []int) []int { c := slices.Clone(ns); slices.Sort(c); return c }
	if !slices.Equal(sorted(h.InHand), hand) || !slices.Equal(sorted(h.Discard), discard) ||
		!slices.Equal(sorted(h.Lost), lost) || !slices.Equal(sorted(act), active) {
		fl.t.Fatalf("round %d: hand %v discard %v lost %v active %v, want %v %v %v %v", fl.s.Round(),
			h.InHand, h.Discard, h.Lost, act, hand, discard, lost, active)
	}
}

// A character of an invented class (imported from Gloomhaven
// Secretariat's format) plays five rounds: hand chosen, two cards a round,
// top and bottom played (an area attack placed from the card's shape, a
// persistent shield whose track is spent and the card lost, a round bonus
// ended), a long and a short rest with its redraw, exhaustion; the
// scenario restarts from its snapshot in between, and every step is
// undone back to the start.
func TestHandFlow(t *testing.T) {
	p, _, err := ghs.Import("invented", []ghs.File{{Name: "tidecaller.json", Data: []byte(tidecaller)}})
	if err != nil {
		t.Fatal(err)
	}
	deck, ok := p.FindClassDeck("Tidecaller")
	if !ok || len(deck.Cards) != 7 {
		t.Fatalf("deck %+v", deck)
	}
	var hexes []hexgrid.Hex
	for r := range 4 {
		for q := range 6 {
			hexes = append(hexes, hexgrid.H(q, r))
		}
	}
	m, err := hexgrid.NewMap(hexgrid.MapSpec{Hexes: hexes})
	if err != nil {
		t.Fatal(err)
	}
	s, err := engine.NewScenario("flow", m, 1, 7)
	if err != nil {
		t.Fatal(err)
	}
	must := func(err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
	}
	with := func(next *engine.Scenario, err error) {
		t.Helper()
		must(err)
		s = next
	}
	with(s.WithCharacter(engine.Figure{ID: "tide", Name: "Tide", Kind: engine.KindCharacter, Side: engine.SideParty,
		At: hexgrid.H(1, 1), OnMap: true, HP: 8, MaxHP: 10}, nil))
	for i, at := range []hexgrid.Hex{hexgrid.H(2, 1), hexgrid.H(1, 2), hexgrid.H(4, 3)} {
		with(s.WithMonster(engine.Figure{ID: "crab-" + string(rune('1'+i)), Name: "Crab", Kind: engine.KindMonster, MonsterType: "Crab",
			Standee: i + 1, Side: engine.SideMonsters, At: at, OnMap: true, HP: 20, MaxHP: 20}))
	}
	fl := &flow{t: t, s: s}
	start, _ := s.MarshalJSON()
	crabs := engine.SetMonsterInitiative{Type: "Crab", Initiative: 50}

	// The hand: six cards of level 1 or X; the level 2 card is refused.
	choose := engine.ChooseHand{Character: "tide", Level: 1, HandSize: 6, Deck: deck.Cards, Cards: []int{1, 2, 3, 4, 5, 6}}
	fl.refuse(engine.ChooseHand{Character: "tide", Level: 1, HandSize: 6, Deck: deck.Cards, Cards: []int{1, 2, 3, 4, 5, 7}})
	fl.refuse(engine.ChooseHand{Character: "tide", Level: 1, HandSize: 6, Deck: deck.Cards, Cards: []int{1, 2, 3, 4, 5}})
	fl.refuse(engine.ChooseHand{Character: "tide", Level: 1, HandSize: 6, Deck: deck.Cards, Cards: []int{1, 2, 3, 4, 5, 5}})
	fl.do(choose)
	fl.piles([]int{1, 2, 3, 4, 5, 6}, nil, nil)

	// Round 1: Breaking Wave (11) leads; its top is an area attack, the
	// bottom of Shell of Brine a persistent shield with a track of two.
	fl.refuse(engine.ChooseCards{Character: "tide", Leading: 1, Second: 7})
	fl.do(engine.ChooseCards{Character: "tide", Leading: 1, Second: 2})
	if in, _ := s.InitiativeOf("tide"); in.Leading != 11 || in.Second != 23 {
		t.Fatalf("initiative %+v, want 11 and 23 from the cards", in)
	}
	fl.do(crabs)
	fl.refuse(engine.PlayHalf{Character: "tide", Card: 1, Half: engine.HalfTop}) // not its turn
	if ts := fl.turnOf("tide"); ts.Turn.Initiative != 11 {
		t.Fatalf("turn %+v, want on initiative 11", ts.Turn)
	}
	rep := fl.do(engine.PlayHalf{Character: "tide", Card: 1, Half: engine.HalfTop})
	hp := rep.Hand
	if hp == nil || len(hp.Resolved) != 1 || hp.Resolved[0].Type != monster.KindAttack || hp.Resolved[0].Value != 2 ||
		hp.Resolved[0].Area == nil || hp.To != engine.ToDiscard || hp.XP != 1 {
		t.Fatalf("Breaking Wave top: %+v", hp)
	}
	tide, _ := s.Figure("tide")
	area, err := s.Area("tide", 0, *hp.Resolved[0].Area, hexgrid.Placement{At: tide.At})
	if err != nil || !area.Valid || !area.Melee || !slices.Equal(sortedIDs(area.Targets), []string{"crab-1", "crab-2"}) {
		t.Fatalf("the card's area placed on the character: %+v, %v", area, err)
	}
	fl.refuse(engine.PlayHalf{Character: "tide", Card: 2, Half: engine.HalfTop}) // two tops
	fl.refuse(engine.PlayHalf{Character: "tide", Card: 1, Half: engine.HalfBottom})
	rep = fl.do(engine.PlayHalf{Character: "tide", Card: 2, Half: engine.HalfBottom})
	if rep.Hand.To != engine.ToActive || rep.Hand.Resolved[0].Type != monster.KindShield {
		t.Fatalf("Shell of Brine bottom: %+v", rep.Hand)
	}
	fl.piles([]int{3, 4, 5, 6}, []int{1}, nil, 2)
	fl.refuse(engine.UseBonus{Character: "tide", Card: 2, Event: "sneeze"})
	fl.do(engine.UseBonus{Character: "tide", Card: 2, Event: engine.EventDamage})
	fl.piles([]int{3, 4, 5, 6}, []int{1}, nil, 2)
	fl.endTurns()
	fl.do(engine.EndRound{})
	fl.piles([]int{3, 4, 5, 6}, []int{1}, nil, 2) // persistent: past the round
	rep = fl.do(engine.UseBonus{Character: "tide", Card: 2, Event: engine.EventDamage})
	if rep.Hand.To != engine.ToLost {
		t.Fatalf("the spent shield went to %q, want lost", rep.Hand.To)
	}
	fl.piles([]int{3, 4, 5, 6}, []int{1}, []int{2})
	if f, _ := s.Figure("tide"); f.XP != 1 {
		t.Fatalf("experience %d, want 1", f.XP)
	}

	// A restart: the scenario read back from its snapshot goes on.
	snap, _ := s.MarshalJSON()
	s, err = engine.UnmarshalScenario(snap)
	must(err)
	fl.s = s

	// Round 2: Undertow's bottom is a round bonus; Drift's top a move; a
	// card played as the default action.
	fl.do(engine.ChooseCards{Character: "tide", Leading: 3, Second: 4})
	fl.do(crabs)
	fl.turnOf("tide")
	rep = fl.do(engine.PlayHalf{Character: "tide", Card: 3, Half: engine.HalfBottom})
	if rep.Hand.To != engine.ToActive || rep.Hand.Resolved[0].Type != monster.KindText {
		t.Fatalf("Undertow bottom: %+v", rep.Hand)
	}
	rep = fl.do(engine.PlayHalf{Character: "tide", Card: 4, Half: engine.HalfTop, Default: true})
	if r := rep.Hand.Resolved; len(r) != 1 || r[0].Type != monster.KindAttack || r[0].Value != 2 {
		t.Fatalf("default action of a top half: %+v", r)
	}
	fl.piles([]int{5, 6}, []int{1, 4}, []int{2}, 3)
	fl.endTurns()
	end := fl.do(engine.EndRound{}).RoundEnd
	if end == nil || end.Expired != 1 {
		t.Fatalf("round end %+v, want the round bonus ended", end)
	}
	fl.piles([]int{5, 6}, []int{1, 3, 4}, []int{2})

	// Round 3: a long rest, on initiative 99: the player loses Undertow,
	// heals 2.
	fl.refuse(engine.RestLong{Character: "tide", Lose: 3}) // not declared
	fl.do(engine.DeclareLongRest{Character: "tide"})
	fl.do(crabs)
	ts := fl.turnOf("tide")
	if ts.Turn.Initiative != 99 || ts.Rested == nil || ts.Rested.Healed != 2 {
		t.Fatalf("long rest turn %+v", ts)
	}
	fl.refuse(engine.RestLong{Character: "tide", Lose: 5}) // in hand
	fl.do(engine.RestLong{Character: "tide", Lose: 3})
	fl.piles([]int{1, 4, 5, 6}, nil, []int{2, 3})
	fl.endTurns()
	fl.do(engine.EndRound{})

	// Round 4: two cards, then a short rest at the round's end and its
	// redraw for 1 damage.
	fl.do(engine.ChooseCards{Character: "tide", Leading: 5, Second: 4})
	fl.do(crabs)
	fl.turnOf("tide")
	fl.refuse(engine.RestShort{Character: "tide"}) // during the turns
	fl.do(engine.PlayHalf{Character: "tide", Card: 5, Half: engine.HalfTop})
	fl.do(engine.PlayHalf{Character: "tide", Card: 4, Half: engine.HalfBottom})
	fl.endTurns()
	rep = fl.do(engine.RestShort{Character: "tide"})
	first := rep.Hand.Lost
	if first != 4 && first != 5 {
		t.Fatalf("short rest lost %d, want 4 or 5", first)
	}
	hpBefore := must2(s.Figure("tide")).HP
	rep = fl.do(engine.RestRedraw{Character: "tide"})
	if second := rep.Hand.Lost; second == first || (second != 4 && second != 5) || rep.Suffered.Damage != 1 {
		t.Fatalf("redraw lost %d after %d, damage %+v", second, first, rep.Suffered)
	}
	if must2(s.Figure("tide")).HP != hpBefore-1 {
		t.Fatal("the redraw did no damage")
	}
	fl.refuse(engine.RestRedraw{Character: "tide"}) // once
	fl.do(engine.EndRound{})
	if h := fl.hand(); len(h.InHand) != 3 || len(h.Lost) != 3 || len(h.Discard) != 0 {
		t.Fatalf("after the short rest: %+v", h)
	}

	// Round 5: Riptide's top is lost; with one card in hand and one
	// discarded the character can neither play two cards nor rest: it is
	// exhausted at the round's end.
	h := fl.hand()
	other := h.InHand[slices.IndexFunc(h.InHand, func(n int) bool { return n != 6 })]
	fl.do(engine.ChooseCards{Character: "tide", Leading: 6, Second: other})
	fl.do(crabs)
	fl.turnOf("tide")
	fl.do(engine.PlayHalf{Character: "tide", Card: 6, Half: engine.HalfTop})
	fl.do(engine.PlayHalf{Character: "tide", Card: other, Half: engine.HalfBottom})
	fl.endTurns()
	end = fl.do(engine.EndRound{}).RoundEnd
	if !slices.Contains(end.Exhausted, "tide") {
		t.Fatalf("round end %+v, want tide exhausted", end)
	}

	// Undo through all of it: each snapshot reads back to a scenario that
	// writes it again, down to the start.
	for i := len(fl.snaps) - 1; i >= 0; i-- {
		back, err := engine.UnmarshalScenario(fl.snaps[i])
		must(err)
		again, _ := back.MarshalJSON()
		if !bytes.Equal(again, fl.snaps[i]) {
			t.Fatalf("step %d does not read back as it was written", i)
		}
	}
	if !bytes.Equal(fl.snaps[0], start) {
		t.Fatal("the first undo does not bring back the start")
	}
}

func must2(f engine.Figure, ok bool) engine.Figure {
	if !ok {
		panic("no figure")
	}
	return f
}

func sortedIDs(ids []string) []string {
	c := slices.Clone(ids)
	slices.Sort(c)
	return c
}
