package screen

import (
	"strconv"

	"github.com/haventable/haventable/engine"
)

// FigureName is how every screen names a figure: its name (its ID when it
// has none), with a monster's standee number: "Cave Rat 2".
func FigureName(f engine.Figure) string {
	name := f.Name
	if name == "" {
		name = f.ID
	}
	if f.Kind == engine.KindMonster && f.Standee > 0 {
		name += " " + strconv.Itoa(f.Standee)
	}
	return name
}

// NameOf names figure id of scn (FigureName); the ID itself when scn is nil
// or has no such figure.
func NameOf(scn *engine.Scenario, id string) string {
	if scn == nil {
		return id
	}
	f, ok := scn.Figure(id)
	if !ok {
		return id
	}
	return FigureName(f)
}
