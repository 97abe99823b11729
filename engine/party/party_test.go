package party

import (
	"errors"
	"strings"
	"testing"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/scenariofile"
)

func TestHitPointsAndLevels(t *testing.T) {
	for _, tc := range []struct{ level, hp int }{{0, 8}, {1, 8}, {2, 9}, {9, 20}, {12, 20}} {
		if got := HitPoints(tc.level); got != tc.hp {
			t.Errorf("HitPoints(%d) = %d, want %d", tc.level, got, tc.hp)
		}
	}
	for i := 1; i < len(SampleHitPoints); i++ {
		if SampleHitPoints[i] <= SampleHitPoints[i-1] {
			t.Errorf("hit points do not grow at level %d", i+1)
		}
	}
	for level, ok := range map[int]bool{0: false, 1: true, MaxLevel: true, MaxLevel + 1: false, -3: false} {
		if err := CheckLevel(level); (err == nil) != ok {
			t.Errorf("CheckLevel(%d) = %v", level, err)
		}
	}
	lv := func(levels ...int) []Member {
		out := make([]Member, len(levels))
		for i, l := range levels {
			out[i].Level = l
		}
		return out
	}
	for _, tc := range []struct {
		party []Member
		want  int
	}{{nil, 1}, {lv(1), 1}, {lv(1, 2), 1}, {lv(3), 2}, {lv(4, 4), 2}, {lv(4, 5), 3}, {lv(9, 9, 9, 9), 5}} {
		if got := RecommendedLevel(tc.party); got != tc.want {
			t.Errorf("RecommendedLevel(%v) = %d, want %d", tc.party, got, tc.want)
		}
	}
}

func TestBuildScenario(t *testing.T) {
	file, err := scenariofile.Sample(scenariofile.DefaultSample)
	if err != nil {
		t.Fatal(err)
	}
	party := make([]Member, len(file.Starts)+1)
	for i := range party {
		party[i] = Member{ID: int64(i + 1), Name: "Same Name", Level: 1}
	}
	_, err = BuildScenario(file, 1, 1, party)
	var tooMany *TooManyError
	if !errors.As(err, &tooMany) || tooMany.Characters != len(party) || tooMany.Starts != len(file.Starts) ||
		!strings.Contains(err.Error(), "starting hexes") {
		t.Fatalf("too many characters: %v", err)
	}
	if _, err := BuildScenario(file, 1, 1, nil); !errors.Is(err, ErrNoCharacters) {
		t.Fatalf("no characters: %v", err)
	}
	party[0].HandSize = 11 // its class says so; the others' do not
	scn, err := BuildScenario(file, 1, 1, party[:len(file.Starts)])
	if err != nil {
		t.Fatal(err)
	}
	ids := map[string]bool{}
	for _, fig := range scn.Figures() {
		if fig.Kind == engine.KindCharacter {
			ids[fig.ID] = true
			if fig.HP != HitPoints(1) {
				t.Errorf("%s has %d hit points, want %d", fig.ID, fig.HP, HitPoints(1))
			}
			counted := fig.Cards != nil && *fig.Cards == (engine.CardPiles{Hand: 11})
			if counted != (fig.Sheet == 1) {
				t.Errorf("%s (sheet %d) has cards %+v", fig.ID, fig.Sheet, fig.Cards)
			}
		}
	}
	if len(ids) != len(file.Starts) || !ids["same-name"] || !ids["same-name-2"] {
		t.Fatalf("character figure ids %v", ids)
	}
}

func TestSlugAndMonsterID(t *testing.T) {
	for in, want := range map[string]string{"Ana Brisk": "ana-brisk", "  O'Neil  the 2nd ": "o-neil-the-2nd", "?!": "x", "Ysolde": "ysolde", "Éowyn": "éowyn"} {
		if got := engine.Slug(in, "x"); got != want {
			t.Errorf("Slug(%q) = %q, want %q", in, got, want)
		}
	}
	if got := engine.MonsterID("Cave Rat", 2); got != "cave-rat-2" {
		t.Errorf("MonsterID = %q", got)
	}
}
