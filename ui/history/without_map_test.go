package history

import (
	"testing"

	"golang.org/x/text/language"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/scenariofile"
	"github.com/haventable/haventable/hexgrid"
	"github.com/haventable/haventable/locales"
)

// Without a map the history names the room or section revealed and the
// standee added, never a place's hex.
func TestDescribeWithoutMap(t *testing.T) {
	tr, err := locales.New(language.English)
	if err != nil {
		t.Fatal(err)
	}
	f := &scenariofile.File{Title: "Table", WithoutMap: true, Hexes: []hexgrid.Hex{hexgrid.H(0, 0), hexgrid.H(3, 0)}, Starts: []hexgrid.Hex{hexgrid.H(0, 0)}}
	scn, err := engine.LoadScenario(f, 1, 1, engine.SampleMonsters)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		a    engine.Action
		sum  engine.Summary
		want string
	}{
		{engine.OpenDoor{At: hexgrid.H(4, 0)}, engine.Summary{Revealed: []string{"Section 5.3"}, Appeared: []string{"a", "b"}}, "Section 5.3 revealed: 2 monsters appear"},
		{engine.AddStandee{Type: "Cave Rat", At: hexgrid.H(3, 0)}, engine.Summary{Added: "cave-rat-1"}, "cave-rat-1 added to the table"},
	} {
		if got := Describe(tr, scn, logged(t, tc.a, tc.sum)); got != tc.want {
			t.Errorf("%s: %q, want %q", tc.a.Kind(), got, tc.want)
		}
	}
}
