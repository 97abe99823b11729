package history

import (
	"testing"

	"golang.org/x/text/language"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/locales"
)

// Items used and refreshed are told by name, with a heal; a long rest's
// start tells the spent items it refreshed.
func TestDescribeItems(t *testing.T) {
	tr, err := locales.New(language.English)
	if err != nil {
		t.Fatal(err)
	}
	scn := scenario(t)
	for _, tc := range []struct {
		a    engine.Action
		sum  engine.Summary
		want string
	}{
		{engine.UseItem{Character: "ysolde", Item: 4}, engine.Summary{Item: "Moss Tonic", Healed: 3}, "Ysolde uses Moss Tonic and heals 3 hit points"},
		{engine.UseItem{Character: "ysolde", Item: 3}, engine.Summary{Item: "Bark Vest"}, "Ysolde uses Bark Vest"},
		{engine.RefreshItem{Character: "ysolde", Item: 3}, engine.Summary{Item: "Bark Vest"}, "Ysolde refreshes Bark Vest"},
		{engine.NextTurn{}, engine.Summary{Started: "ysolde", Healed: 2, RestItems: 2},
			"Ysolde’s turn, Ysolde rests and heals 2 hit points, 2 spent items refreshed"},
	} {
		if got := Describe(tr, scn, logged(t, tc.a, tc.sum)); got != tc.want {
			t.Errorf("%s: %q, want %q", tc.a.Kind(), got, tc.want)
		}
	}
}
