package ui

import (
	"reflect"
	"slices"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/ui/attack"
	"github.com/haventable/haventable/ui/mapview"
)

// takeCardAttack fills the attack panel with the attack of the half
// character id has just played (the hand screen's OnAttack). An area
// attack's template, the half's shape, is offered on the map with the
// character selected, placed on it (a melee template) or under the
// pointer (a ranged one), and the map shown: the player turns it (R) or
// lets the map find the best placement (B), and the attack panel takes
// its targets, as for any template.
func (s *Shell) takeCardAttack(p *attack.Panel, id string, a engine.CardAttack) {
	if a.Area == nil || s.mapModel == nil {
		p.TakeCardAttack(id)
		return
	}
	_ = s.mapModel.Select(id)
	p.TakeCardAttack(id)
	t := mapview.AreaTemplate{Name: a.Name, Shape: *a.Area, Range: a.Range}
	i := slices.IndexFunc(s.mapModel.Templates(), func(o mapview.AreaTemplate) bool { return reflect.DeepEqual(o, t) })
	if i < 0 {
		i = s.mapModel.AddTemplate(t)
	}
	_ = s.mapModel.SetTemplate(i)
	s.Show(ViewMap)
}

// takeTeleport shows the map for a card's teleport (the hand screen's
// OnTeleport): the character selected, the map's next click is the
// teleport's hex (mapview.Model.SetTeleport).
func (s *Shell) takeTeleport(t engine.TeleportForCard) {
	if s.mapModel == nil {
		return
	}
	s.mapModel.SetTeleport(&t)
	s.Show(ViewMap)
}
