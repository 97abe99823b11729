package ghs

import (
	"encoding/json"
	"testing"

	"github.com/haventable/haventable/engine/pack"
)

// A card's farthest focus and whom its attack targets, as GHS writes them
// (one invented action list per case): read into the actions the engine
// plays, their action lines as the format writes them.
func TestCardFocusAsThePeerWritesIt(t *testing.T) {
	for _, c := range []struct{ name, actions, want string }{
		{"farthest focus around a move", `[{"type":"specialTarget","value":"focusEnemyFarthest","subActions":[{"type":"move","value":2,"valueType":"plus","subActions":[{"type":"jump","value":""}]}]},{"type":"attack","value":1,"valueType":"plus"}]`,
			"move +2, jump, focus-farthest\nattack +1, range +0"},
		{"farthest focus within a range, in words before the attack", `[{"type":"custom","value":"Focus on the enemy<br>farthest away within range 5"},{"type":"attack","value":2,"valueType":"minus","subActions":[{"type":"range","value":5}]}]`,
			"attack -2, range 5, focus-farthest 5"},
		{"farthest focus with nothing to focus for stays text", `[{"type":"custom","value":"Focus on the enemy<br>farthest away"},{"type":"heal","value":2,"subActions":[{"type":"specialTarget","value":"self"}]}]`,
			"Focus on the enemy farthest away\nheal 2, self"},
		{"all attacks on one enemy, with a range", `[{"type":"attack","value":0,"valueType":"plus","subActions":[{"type":"specialTarget","value":"enemyOneAll"},{"type":"range","value":3}]}]`,
			"attack +0, range 3, one-target"},
		{"farthest focus on its own before the move", `[{"type":"specialTarget","value":"focusEnemyFarthest"},{"type":"move","value":1,"valueType":"plus"},{"type":"attack","value":0,"valueType":"plus","subActions":[{"type":"custom","value":"Target all enemies within one hex along the path moved"}]}]`,
			"move +1, focus-farthest\nattack +0, path-targets"},
		{"the enemies along the move", `[{"type":"move","value":1,"valueType":"plus","subActions":[{"type":"jump","value":""}]},{"type":"attack","value":1,"valueType":"minus","subActions":[{"type":"specialTarget","value":"enemiesMovedThroughAdjacent"}]}]`,
			"move +1, jump\nattack -1, path-targets"},
	} {
		var in []gAction
		if err := json.Unmarshal([]byte(c.actions), &in); err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		if got := pack.Words(nil).FormatActionLines(actions(in, 0)); got != c.want {
			t.Errorf("%s: %s\n got  %q\n want %q", c.name, c.actions, got, c.want)
		}
	}
}
