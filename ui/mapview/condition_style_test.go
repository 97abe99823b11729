package mapview

import (
	"testing"

	"github.com/haventable/haventable/engine"
)

// Every condition a figure can hold has a marker of its own on the map.
func TestEveryConditionHasAMarker(t *testing.T) {
	seen := map[string]bool{}
	for _, k := range engine.ConditionKinds {
		st, ok := conditionStyle[k]
		if !ok || st.letter == "" || st.col.A == 0 {
			t.Errorf("%s: no marker", k)
		}
		if seen[st.letter] {
			t.Errorf("%s: letters %q taken", k, st.letter)
		}
		seen[st.letter] = true
	}
}
