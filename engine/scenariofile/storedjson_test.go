package scenariofile

import (
	"reflect"
	"testing"

	"github.com/haventable/haventable/engine/jsontag"
)

// TestFileKeysAreExplicit guards the scenario file format: every field
// names its key in a tag, in snake_case.
func TestFileKeysAreExplicit(t *testing.T) {
	for _, p := range jsontag.Problems(reflect.TypeFor[file]()) {
		t.Error(p)
	}
}
