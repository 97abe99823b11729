package engine

import (
	"bytes"
	"slices"
	"strings"
	"testing"

	"github.com/haventable/haventable/engine/scenariofile"
	"github.com/haventable/haventable/hexgrid"
)

// A scenario starts with its file's money tokens: those of the start room
// on the map at once, those of a hidden room lying there unseen until its
// door opens; they are looted, undone and kept in snapshots like any.
func TestScenarioStartsWithItsFilesMoney(t *testing.T) {
	h := hexgrid.H
	withMoney := strings.Replace(twoRooms, `"rooms": [`,
		`"money": [{"at": [1,0], "count": 2}, {"at": [5,0], "count": 1}],
  "rooms": [`, 1)
	file, err := scenariofile.Parse([]byte(withMoney))
	scnMust(t, err)
	s, err := LoadScenarioFor(file, Setup{Level: 1, Players: 2, Seed: 3}, SampleMonsters)
	scnMust(t, err)
	scnMust(t, s.addCharacter(scnChar("a", 0, 0, 10)))
	if s.Money(h(1, 0)) != 2 || s.Money(h(5, 0)) != 1 || !slices.Equal(s.MoneyHexes(), []hexgrid.Hex{h(1, 0), h(5, 0)}) {
		t.Fatalf("money at the start: %v", s.MoneyHexes())
	}
	if s.Revealed(h(5, 0)) {
		t.Fatal("test setup: the vault is revealed")
	}
	if got := s.MapFile().Money; !slices.Equal(got, file.Money) {
		t.Errorf("MapFile().Money = %v", got)
	}

	data := scnSnapshot(t, s)
	back, err := UnmarshalScenario(data)
	scnMust(t, err)
	if again := scnSnapshot(t, back); !bytes.Equal(again, data) || back.Money(h(5, 0)) != 1 {
		t.Fatalf("the snapshot loses or changes the money:\n%s\n%s", data, again)
	}

	scnMust(t, doErr(s, LootMoney{At: h(1, 0), By: "a"}))
	if s.Money(h(1, 0)) != 0 {
		t.Errorf("money left after looting: %d", s.Money(h(1, 0)))
	}
	scnMust(t, doErr(s, OpenDoor{At: h(3, 0)}))
	if !s.Revealed(h(5, 0)) || s.Money(h(5, 0)) != 1 {
		t.Errorf("the vault's money after its door opened: %d", s.Money(h(5, 0)))
	}

	// A file built in code is checked as a read one is.
	for _, bad := range []scenariofile.Money{{At: h(9, 9), Count: 1}, {At: h(3, 0), Count: 1}, {At: h(0, 0), Count: 0}} {
		f := file.Clone()
		f.Money = []scenariofile.Money{bad}
		if _, err := LoadScenarioFor(f, Setup{Level: 1, Players: 2}, SampleMonsters); err == nil || !strings.Contains(err.Error(), "money[0]") {
			t.Errorf("money %v: %v, want an error naming money[0]", bad, err)
		}
	}
}
