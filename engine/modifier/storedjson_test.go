package modifier

import (
	"reflect"
	"testing"

	"github.com/haventable/haventable/engine/jsontag"
)

// TestStoredModifierJSONKeysAreExplicit guards the JSON of the cards, decks, attacks
// and bonuses that storage holds (in snapshots and actions): every field
// names its key in a tag, in snake_case, so renaming a Go field cannot
// silently change stored data.
func TestStoredModifierJSONKeysAreExplicit(t *testing.T) {
	types := []reflect.Type{
		reflect.TypeFor[bonusJSON](), reflect.TypeFor[deckStateJSON](), reflect.TypeFor[attackJSON](),
	}
	for _, typ := range types {
		for _, p := range jsontag.Problems(typ) {
			t.Error(p)
		}
	}
}
