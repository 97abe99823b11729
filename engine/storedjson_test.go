package engine

import (
	"reflect"
	"testing"

	"github.com/haventable/haventable/engine/jsontag"
)

// TestStoredJSONKeysAreExplicit guards the JSON the engine hands to storage
// (snapshots, actions, their summaries): every field names its key in a
// tag, in snake_case, so renaming a Go field cannot silently change stored
// data.
func TestStoredJSONKeysAreExplicit(t *testing.T) {
	// The types that marshal themselves are listed by the JSON form they
	// marshal to.
	types := []reflect.Type{
		reflect.TypeFor[snapshotJSON](), reflect.TypeFor[Summary](), reflect.TypeFor[figureJSON](),
		reflect.TypeFor[conditionJSON](),
		reflect.TypeFor[elementBoardJSON](), reflect.TypeFor[AbilityDeckState](),
	}
	for _, kind := range ActionKinds() {
		types = append(types, reflect.TypeOf(actionKinds[kind]()))
	}
	for _, typ := range types {
		for _, p := range jsontag.Problems(typ) {
			t.Error(p)
		}
	}
}
