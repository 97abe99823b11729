package mapview

import (
	"github.com/haventable/haventable/hexgrid"

	"github.com/haventable/haventable/locales"
)

// AreaTemplate is an area template the screen offers: a shape with a name
// and, for a ranged shape, the attack range it is tried with.
type AreaTemplate struct {
	// ID is the message id of the template's name; when empty, Name is shown
	// as it is (a template given by the caller).
	ID   string
	Name string
	// Shape is the template. A Self shape is melee: its origin is the grey
	// hex, placed on the attacker.
	Shape hexgrid.Template
	// Range is the attack range of a ranged template (ignored for melee).
	Range int
}

// Title returns the template's name in the language of tr (Name for a
// template of no built-in id).
func (t AreaTemplate) Title(tr locales.Tr) string {
	// The ids are spelled out so that the locale tests can check them.
	switch t.ID {
	case MsgTemplateCleave2:
		return tr.T(MsgTemplateCleave2)
	case MsgTemplateLine3:
		return tr.T(MsgTemplateLine3)
	case MsgTemplateArc3:
		return tr.T(MsgTemplateArc3)
	case MsgTemplateCone4:
		return tr.T(MsgTemplateCone4)
	case MsgTemplateRing:
		return tr.T(MsgTemplateRing)
	case MsgTemplateTriangle:
		return tr.T(MsgTemplateTriangle)
	case MsgTemplateBurst:
		return tr.T(MsgTemplateBurst)
	}
	return t.Name
}

// Library returns the built-in templates, in the order T cycles through
// them: cleave 2, line 3, arc 3, cone 4, ring around self (melee), triangle 3
// and burst 7 (ranged, range 3). Direction 0 ([q+1,r]) is the attacker's
// front before any rotation.
func Library() []AreaTemplate {
	h := hexgrid.H
	return []AreaTemplate{
		{ID: MsgTemplateCleave2, Name: "Cleave 2", Shape: hexgrid.Template{Self: true, Hexes: []hexgrid.Hex{h(1, 0), h(1, -1)}}},
		{ID: MsgTemplateLine3, Name: "Line 3", Shape: hexgrid.Template{Self: true, Hexes: []hexgrid.Hex{h(1, 0), h(2, 0), h(3, 0)}}},
		{ID: MsgTemplateArc3, Name: "Arc 3", Shape: hexgrid.Template{Self: true, Hexes: []hexgrid.Hex{h(1, -1), h(1, 0), h(0, 1)}}},
		{ID: MsgTemplateCone4, Name: "Cone 4", Shape: hexgrid.Template{Self: true, Hexes: []hexgrid.Hex{h(1, 0), h(2, -1), h(2, 0), h(1, 1)}}},
		{ID: MsgTemplateRing, Name: "Ring around self", Shape: hexgrid.Template{Self: true, Hexes: hexgrid.Ring(h(0, 0), 1)}},
		{ID: MsgTemplateTriangle, Name: "Triangle 3", Shape: hexgrid.Template{Hexes: []hexgrid.Hex{h(0, 0), h(1, 0), h(0, 1)}}, Range: 3},
		{ID: MsgTemplateBurst, Name: "Burst 7", Shape: hexgrid.Template{Hexes: hexgrid.Spiral(h(0, 0), 1)}, Range: 3},
	}
}
