// Package names says how every screen names the things of the table.
package names

import (
	"strconv"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/rules"
	"github.com/haventable/haventable/locales"
)

// Figure is how every screen names a figure: its name (its ID when it
// has none), with a monster's standee number: "Cave Rat 2".
func Figure(f engine.Figure) string {
	name := f.Name
	if name == "" {
		name = f.ID
	}
	if f.Kind == engine.KindMonster && f.Standee > 0 {
		name += " " + strconv.Itoa(f.Standee)
	}
	return name
}

// Of names figure id of scn (Figure); the ID itself when scn is nil
// or has no such figure.
func Of(scn *engine.Scenario, id string) string {
	if scn == nil {
		return id
	}
	f, ok := scn.Figure(id)
	if !ok {
		return id
	}
	return Figure(f)
}

// Rules is how every screen names an edition's rules ("Frosthaven").
func Rules(tr locales.Tr, e rules.Edition) string {
	switch e {
	case rules.JawsOfTheLion:
		return tr.T("RulesJawsOfTheLion")
	case rules.Frosthaven:
		return tr.T("RulesFrosthaven")
	case rules.Gloomhaven2e:
		return tr.T("RulesGloomhaven2e")
	}
	return tr.T("RulesGloomhaven")
}
