package engine

import (
	"errors"
	"strings"
	"testing"

	"github.com/haventable/haventable/engine/monsterturn"
	"github.com/haventable/haventable/engine/rules"
	"github.com/haventable/haventable/engine/scenariofile"
	"github.com/haventable/haventable/hexgrid"
)

// editionScenario is terrainFile at level 1 under edition e, with a rat on
// [2,2] that walks into the hazardous terrain.
func editionScenario(t *testing.T, e rules.Edition) *Scenario {
	t.Helper()
	f, err := scenariofile.Parse([]byte(terrainFile))
	scnMust(t, err)
	s, err := LoadScenarioFor(f, Setup{Level: 1, Seed: 5, Rules: e}, SampleMonsters)
	scnMust(t, err)
	return s
}

// Hazardous terrain hurts as the scenario's edition says: at level 1, half
// a trap's 3 rounded down in Gloomhaven, 1 + ⌈1/3⌉ in Frosthaven.
func TestHazardDamageFollowsTheEdition(t *testing.T) {
	for _, c := range []struct {
		e    rules.Edition
		want int
	}{{"", 1}, {rules.Gloomhaven, 1}, {rules.JawsOfTheLion, 1}, {rules.Frosthaven, 2}, {rules.Gloomhaven2e, 2}} {
		s := editionScenario(t, c.e)
		if want, _ := rules.Parse(string(c.e)); s.Rules() != want {
			t.Fatalf("%q: Rules() = %q, want %q", c.e, s.Rules(), want)
		}
		rep, err := s.Do(MoveAlong{Figure: "cave-rat-1", Path: path(3, 2, 3, 1, 3, 0)})
		scnMust(t, err)
		if len(rep.Sprung) != 1 || rep.Sprung[0].Damage != c.want {
			t.Errorf("%q: sprung %+v, want one hazardous hex doing %d", c.e, rep.Sprung, c.want)
		}
	}
}

func TestLoadRefusesUnknownRules(t *testing.T) {
	f, err := scenariofile.Parse([]byte(terrainFile))
	scnMust(t, err)
	_, err = LoadScenarioFor(f, Setup{Level: 1, Rules: "gloomhaven_3e"}, SampleMonsters)
	if err == nil || !strings.Contains(err.Error(), `unknown rules "gloomhaven_3e"`) {
		t.Errorf("err = %v", err)
	}
}

// The snapshot keeps the edition: a Frosthaven scenario reads back as one,
// a Gloomhaven one writes no rules at all (as older versions), and an older
// version that names rules, or unknown rules, is refused.
func TestSnapshotKeepsTheRules(t *testing.T) {
	fh := editionScenario(t, rules.Frosthaven)
	data, err := fh.MarshalJSON()
	scnMust(t, err)
	if !strings.Contains(string(data), `"rules":"frosthaven"`) {
		t.Fatalf("no rules in %s", data[:80])
	}
	back, err := UnmarshalScenario(data)
	scnMust(t, err)
	if back.Rules() != rules.Frosthaven {
		t.Errorf("read back as %q", back.Rules())
	}
	gh := editionScenario(t, rules.Gloomhaven)
	ghData, err := gh.MarshalJSON()
	scnMust(t, err)
	if strings.Contains(string(ghData), `"rules"`) {
		t.Errorf("a Gloomhaven snapshot names its rules")
	}
	for _, c := range []struct{ name, from, to, want string }{
		{"unknown", `"rules":"frosthaven"`, `"rules":"frosthaven_2e"`, `unknown rules "frosthaven_2e"`},
		{"older version", `"version":8,`, `"version":6,`, "rules in a version 6 snapshot"},
	} {
		doc := strings.Replace(string(data), c.from, c.to, 1)
		if _, err := UnmarshalScenario([]byte(doc)); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: err = %v, want %q", c.name, err, c.want)
		}
	}
}

// A monster type whose only standee was summoned this round draws its
// ability card in Frosthaven only; its standee acts from the next round in
// every edition.
func TestSummonedTypeDrawsByEdition(t *testing.T) {
	for _, c := range []struct {
		e     rules.Edition
		draws bool
	}{{rules.Gloomhaven, false}, {rules.JawsOfTheLion, false}, {rules.Frosthaven, true}, {rules.Gloomhaven2e, false}} {
		file, err := scenariofile.Parse([]byte(twoRooms))
		scnMust(t, err)
		s, err := LoadScenarioFor(file, Setup{Level: 1, Players: 3, Seed: 3, Rules: c.e}, abilityTable())
		scnMust(t, err)
		scnMust(t, s.addCharacter(scnChar("a", 0, 0, 10)))
		_, err = s.Do(DrawAbilities{})
		scnMust(t, err)
		scnMust(t, s.setInitiative("a", 20, 30))
		_, err = s.Do(NextTurn{})
		scnMust(t, err)
		_, err = s.Do(AddStandee{Type: "Stone Warden", At: hexgrid.H(1, 0), Summoner: "cave-rat-1"})
		scnMust(t, err)
		rep, err := s.Do(DrawAbilities{})
		drew := err == nil && len(rep.Abilities) == 1 && rep.Abilities[0].Type == "Stone Warden"
		if drew != c.draws || !c.draws && !errors.Is(err, ErrNothingToDraw) {
			t.Errorf("%s: drew %+v, %v; want a draw: %v", c.e, rep.Abilities, err, c.draws)
		}
	}
}

// sightFile is a map where no corner-to-corner line joins [2,-1] and
// [-2,1] (two thin walls' ends are in the way) but a line from other
// points of the two hexes does; a monster stands on [2,-1].
const sightFile = `{
  "title": "Two wall ends",
  "hexes": [[0,-3],[1,-3],[2,-3],[3,-3],[-1,-2],[0,-2],[1,-2],[2,-2],[3,-2],[-2,-1],[-1,-1],[0,-1],[1,-1],[2,-1],[3,-1],
            [-3,0],[-2,0],[-1,0],[0,0],[1,0],[2,0],[3,0],[-3,1],[-2,1],[-1,1],[0,1],[1,1],[2,1],[-3,2],[-2,2],[-1,2],[0,2],[1,2],
            [-3,3],[-2,3],[-1,3],[0,3]],
  "walls": [[[-2,1],[-1,1]], [[-1,0],[0,0]]],
  "starts": [[-2,1]],
  "monsters": [{"type": "Cave Rat", "standee": 1, "at": [2,-1]}]
}`

// The scenario's map draws line of sight by its edition, kept through a
// snapshot, a door opened and the map given to the monsters' turns.
func TestSightFollowsTheEdition(t *testing.T) {
	from, to := hexgrid.H(2, -1), hexgrid.H(-2, 1)
	for _, c := range []struct {
		e    rules.Edition
		sees bool
	}{{rules.Gloomhaven, false}, {rules.JawsOfTheLion, true}, {rules.Frosthaven, true}, {rules.Gloomhaven2e, true}} {
		f, err := scenariofile.Parse([]byte(sightFile))
		scnMust(t, err)
		s, err := LoadScenarioFor(f, Setup{Level: 1, Rules: c.e}, SampleMonsters)
		scnMust(t, err)
		if got := s.Map().Sees(from, to); got != c.sees {
			t.Errorf("%s: sees %v", c.e, got)
		}
		data, err := s.MarshalJSON()
		scnMust(t, err)
		back, err := UnmarshalScenario(data)
		scnMust(t, err)
		if got := back.Map().Sees(from, to); got != c.sees {
			t.Errorf("%s read back: sees %v", c.e, got)
		}
		in, err := s.MonsterTurnInput("cave-rat-1", monsterturn.Action{Move: 2, Targets: 1})
		scnMust(t, err)
		if got := in.Map.Sees(from, to); got != c.sees || in.Rules != s.Rules() {
			t.Errorf("%s: the monsters' map sees %v, rules %q", c.e, got, in.Rules)
		}
	}
}
