package screen

import (
	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/ui/names"
)

// FigureName is names.Figure, for the screens that name figures through
// this package.
func FigureName(f engine.Figure) string { return names.Figure(f) }

// NameOf is names.Of.
func NameOf(scn *engine.Scenario, id string) string { return names.Of(scn, id) }
