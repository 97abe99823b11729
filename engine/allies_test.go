package engine

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/engine/monsterturn"
	"github.com/haventable/haventable/engine/rules"
	"github.com/haventable/haventable/engine/scenariofile"
	"github.com/haventable/haventable/hexgrid"
)

// alliesFile is a corridor with a Stone Warden (the allies' type in these
// tests) between a character and a Cave Rat, and a Bog Lurker farther on.
const alliesFile = `{
  "title": "Allies",
  "hexes": [[0,0],[1,0],[2,0],[3,0],[4,0],[5,0],[6,0]],
  "starts": [[0,0]],
  "monsters": [
    {"type": "Stone Warden", "standee": 1, "at": [2,0]},
    {"type": "Cave Rat", "standee": 1, "at": [4,0]},
    {"type": "Bog Lurker", "standee": 1, "at": [6,0]}
  ]
}`

func alliesScenario(t *testing.T, e rules.Edition) *Scenario {
	t.Helper()
	f, err := scenariofile.Parse([]byte(alliesFile))
	scnMust(t, err)
	s, err := LoadScenarioFor(f, Setup{Level: 1, Seed: 3, Rules: e, Allies: []string{"Stone Warden", "Stone Warden"}}, SampleMonsters)
	scnMust(t, err)
	scnMust(t, s.addCharacter(scnChar("a", 0, 0, 10)))
	return s
}

// A scenario's allies stand on the characters' side; in Frosthaven and
// Gloomhaven 2nd edition they draw from a deck of their own, elsewhere
// from the monster deck.
func TestAlliesSideAndDeck(t *testing.T) {
	for _, e := range rules.Editions {
		t.Run(string(e), func(t *testing.T) {
			s := alliesScenario(t, e)
			if got := s.Allies(); len(got) != 1 || got[0] != "Stone Warden" || !s.IsAlly("Stone Warden") || s.IsAlly("Cave Rat") {
				t.Fatalf("allies %v", got)
			}
			ally, _ := s.Figure("stone-warden-1")
			rat, _ := s.Figure("cave-rat-1")
			if ally.Side != SideParty || rat.Side != SideMonsters {
				t.Fatalf("sides: ally %q, rat %q", ally.Side, rat.Side)
			}
			key, ok := s.DeckOwnerOf(ally.ID)
			ratKey, _ := s.DeckOwnerOf(rat.ID)
			_, hasDeck := s.Deck(AllyDeckKey)
			if e.HasAllyDeck() {
				if !ok || key != AllyDeckKey || !hasDeck || !s.HasAllyDeck() {
					t.Fatalf("ally draws from %q (%v); ally deck %v", key, ok, hasDeck)
				}
				d, _ := s.Deck(AllyDeckKey)
				if d.Owner != modifier.OwnerAlly || len(d.Draw) != 20 {
					t.Errorf("ally deck owner %s, %d cards", d.Owner, len(d.Draw))
				}
			} else if key != "" || hasDeck || s.HasAllyDeck() {
				t.Fatalf("ally draws from %q; ally deck %v (want the monster deck, none)", key, hasDeck)
			}
			if ratKey != "" {
				t.Errorf("an enemy draws from %q", ratKey)
			}
		})
	}
}

// An ally's attack draws from the allies' deck and may target monsters
// only; its turn focuses on the monsters, not the characters.
func TestAllyAttacksAndFocusesMonsters(t *testing.T) {
	s := alliesScenario(t, rules.Frosthaven)
	before, _ := s.Deck(AllyDeckKey)
	monsters, _ := s.Deck("")
	if _, err := s.Do(DrawAttack{Attacker: "stone-warden-1", Attack: modifier.Attack{Value: 1}, Targets: []string{"a"}}); err == nil {
		t.Fatal("an ally attacked a character")
	}
	_, err := s.Do(DrawAttack{Attacker: "stone-warden-1", Attack: modifier.Attack{Value: 1}, Targets: []string{"cave-rat-1"}})
	scnMust(t, err)
	after, _ := s.Deck(AllyDeckKey)
	if len(after.Draw) != len(before.Draw)-1 || len(after.InPlay) != 1 {
		t.Errorf("ally deck %d → %d cards to draw, %d in play", len(before.Draw), len(after.Draw), len(after.InPlay))
	}
	if m, _ := s.Deck(""); len(m.Draw) != len(monsters.Draw) {
		t.Error("an ally's attack drew from the monster deck")
	}
	_, err = s.Do(ApplyAttack{})
	scnMust(t, err)

	turn, err := s.MonsterTurn("stone-warden-1", monsterturn.Action{Move: 2, Targets: 1})
	scnMust(t, err)
	if f := turn.Focuses(); len(f) != 1 || f[0] != "cave-rat-1" {
		t.Errorf("the ally focuses on %v, want the rat", f)
	}
	turn, err = s.MonsterTurn("cave-rat-1", monsterturn.Action{Move: 2, Targets: 1})
	scnMust(t, err)
	if f := turn.Focuses(); len(f) != 1 || f[0] != "stone-warden-1" {
		t.Errorf("the rat focuses on %v, want the ally before it", f)
	}
}

// Standees added in play take their type's side; a monster summoned by an
// ally fights on the ally's side.
func TestAllyStandeesAndSummons(t *testing.T) {
	s := alliesScenario(t, rules.Frosthaven)
	rep, err := s.Do(AddStandee{Type: "Stone Warden", At: hexgrid.H(1, 0)})
	scnMust(t, err)
	if f, _ := s.Figure(rep.Added); f.Side != SideParty {
		t.Errorf("an ally standee added in play is on %q", f.Side)
	}
	rep, err = s.Do(AddStandee{Type: "Cave Rat", At: hexgrid.H(3, 0), Summoner: "stone-warden-1"})
	scnMust(t, err)
	if f, _ := s.Figure(rep.Added); f.Side != SideParty {
		t.Errorf("an ally's summon is on %q", f.Side)
	}
	if key, _ := s.DeckOwnerOf(rep.Added); key != AllyDeckKey {
		t.Errorf("an ally's summon draws from %q", key)
	}
	rep, err = s.Do(AddStandee{Type: "Cave Rat", At: hexgrid.H(5, 0)})
	scnMust(t, err)
	if f, _ := s.Figure(rep.Added); f.Side != SideMonsters {
		t.Errorf("an enemy standee is on %q", f.Side)
	}
}

// The allies and their deck survive a snapshot exactly; the ally deck's
// shuffle is told at the round's end; a snapshot of an older version may
// not name allies.
func TestAlliesSnapshot(t *testing.T) {
	s := alliesScenario(t, rules.Frosthaven)
	_, err := s.Do(AddCard{Deck: AllyDeckKey, Card: modifier.MustParseCard("curse")})
	scnMust(t, err)
	doc, err := json.Marshal(s)
	scnMust(t, err)
	back, err := UnmarshalScenario(doc)
	scnMust(t, err)
	again, err := json.Marshal(back)
	scnMust(t, err)
	if string(again) != string(doc) {
		t.Fatalf("snapshot changed on the way back:\n%s\n%s", doc, again)
	}
	if !strings.Contains(string(doc), `"allies":["Stone Warden"]`) || !strings.Contains(string(doc), `"owner":"ally"`) {
		t.Fatalf("snapshot lacks the allies: %s", doc)
	}
	old := strings.Replace(string(doc), `"version":8`, `"version":7`, 1)
	if _, err := UnmarshalScenario([]byte(old)); err == nil {
		t.Error("a version 7 snapshot with allies was read")
	}
	noDeck := strings.Replace(string(doc), `"ally_deck"`, `"ally_deck_gone"`, 1)
	if _, err := UnmarshalScenario([]byte(noDeck)); err == nil {
		t.Error("a Frosthaven snapshot with allies but no ally deck was read")
	}

	// Draw the ally deck to its null card: it is shuffled at the round's end.
	for {
		rep, err := back.Do(DrawCard{Deck: AllyDeckKey})
		scnMust(t, err)
		if rep.Card.Shuffle {
			break
		}
	}
	rep, err := back.Do(EndRound{})
	scnMust(t, err)
	found := false
	for _, k := range rep.RoundEnd.Shuffled {
		found = found || k == AllyDeckKey
	}
	if !found {
		t.Errorf("round end shuffled %v, want the allies' deck", rep.RoundEnd.Shuffled)
	}
}
