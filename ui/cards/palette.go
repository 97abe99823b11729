package cards

import (
	"image/color"

	"fyne.io/fyne/v2/theme"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/modifier"
)

// palette holds the colours of a card face for one theme variant. The
// colours are chosen per variant so that a card reads well on a light and
// on a dark background alike.
type palette struct {
	face, faceBless, faceCurse color.Color
	ink                        color.Color // ordinary text on the face
	plus, minus, zero          color.Color // value colours
	double, null               color.Color
	bless, curse               color.Color
	used                       color.Color // outline of a card that was applied
	shade                      color.Color // overlay of a dimmed card
	removed                    color.Color // strike-through of a removed card
	iconFill, iconInk          color.Color
	move, pierce, heal, shield color.Color // effect chip fills
	target, condition          color.Color
	elements                   [6]color.Color // fire, ice, air, earth, light, dark
}

func rgb(r, g, b uint8) color.NRGBA { return color.NRGBA{R: r, G: g, B: b, A: 0xff} }

var lightPalette = palette{
	face: rgb(0xfb, 0xf6, 0xea), faceBless: rgb(0xff, 0xf1, 0xbf), faceCurse: rgb(0xec, 0xe0, 0xf7),
	ink:  rgb(0x2a, 0x24, 0x1c),
	plus: rgb(0x1b, 0x7f, 0x3a), minus: rgb(0xb3, 0x26, 0x1e), zero: rgb(0x4a, 0x44, 0x3c),
	double: rgb(0x1d, 0x5f, 0xbf), null: rgb(0x7a, 0x0c, 0x0c),
	bless: rgb(0xa6, 0x7c, 0x00), curse: rgb(0x5b, 0x2a, 0x86),
	used: rgb(0x1d, 0x5f, 0xbf), shade: color.NRGBA{R: 0xff, G: 0xff, B: 0xff, A: 0xa8},
	removed:  rgb(0xb3, 0x26, 0x1e),
	iconFill: rgb(0x4a, 0x44, 0x3c), iconInk: rgb(0xff, 0xff, 0xff),
	move: rgb(0x8a, 0x5a, 0x24), pierce: rgb(0x5e, 0x5e, 0x5e), heal: rgb(0x23, 0x8b, 0x4e),
	shield: rgb(0x3e, 0x64, 0x9c), target: rgb(0xc0, 0x39, 0x2b), condition: rgb(0x7d, 0x3c, 0x98),
	elements: [6]color.Color{
		rgb(0xe2, 0x53, 0x1d), rgb(0x3f, 0xa7, 0xe0), rgb(0x9a, 0xad, 0xbd),
		rgb(0x4f, 0x8f, 0x23), rgb(0xe8, 0xb8, 0x1a), rgb(0x3a, 0x2d, 0x5c),
	},
}

var darkPalette = palette{
	face: rgb(0x2d, 0x2a, 0x25), faceBless: rgb(0x3d, 0x34, 0x14), faceCurse: rgb(0x30, 0x24, 0x3e),
	ink:  rgb(0xee, 0xe8, 0xdc),
	plus: rgb(0x62, 0xd3, 0x82), minus: rgb(0xff, 0x7a, 0x70), zero: rgb(0xd0, 0xc8, 0xbc),
	double: rgb(0x86, 0xb4, 0xff), null: rgb(0xff, 0x55, 0x55),
	bless: rgb(0xf2, 0xc9, 0x4c), curse: rgb(0xc5, 0x9b, 0xff),
	used: rgb(0x86, 0xb4, 0xff), shade: color.NRGBA{R: 0x10, G: 0x10, B: 0x10, A: 0xb0},
	removed:  rgb(0xff, 0x55, 0x55),
	iconFill: rgb(0xd0, 0xc8, 0xbc), iconInk: rgb(0x1c, 0x1a, 0x17),
	move: rgb(0xa8, 0x74, 0x3a), pierce: rgb(0x80, 0x80, 0x80), heal: rgb(0x2f, 0xa0, 0x5e),
	shield: rgb(0x55, 0x7f, 0xbf), target: rgb(0xd6, 0x4a, 0x3b), condition: rgb(0x9a, 0x55, 0xb8),
	elements: [6]color.Color{
		rgb(0xf0, 0x62, 0x2a), rgb(0x58, 0xb8, 0xee), rgb(0xb8, 0xc8, 0xd4),
		rgb(0x64, 0xa8, 0x34), rgb(0xf2, 0xc9, 0x30), rgb(0x7a, 0x68, 0xb0),
	},
}

// currentPalette picks the palette for the theme in use, judged by the
// brightness of its background colour (custom themes included).
func currentPalette() *palette {
	if luminance(theme.Color(theme.ColorNameBackground)) < 0.5 {
		return &darkPalette
	}
	return &lightPalette
}

// luminance returns the relative brightness of c, 0 (black) to 1 (white).
func luminance(c color.Color) float64 {
	r, g, b, _ := c.RGBA()
	return (0.299*float64(r) + 0.587*float64(g) + 0.114*float64(b)) / 0xffff
}

// inkOn returns black or white, whichever reads better on fill.
func inkOn(fill color.Color) color.Color {
	if luminance(fill) > 0.6 {
		return rgb(0x14, 0x14, 0x14)
	}
	return rgb(0xff, 0xff, 0xff)
}

// valueColor is the colour of the card's value.
func (p *palette) valueColor(c modifier.Card) color.Color {
	switch {
	case c.Special == modifier.Bless:
		return p.bless
	case c.Special == modifier.Curse:
		return p.curse
	case c.Op == modifier.OpDouble:
		return p.double
	case c.Op == modifier.OpNull:
		return p.null
	case c.Value > 0:
		return p.plus
	case c.Value < 0:
		return p.minus
	}
	return p.zero
}

// faceColor is the fill of the card.
func (p *palette) faceColor(c modifier.Card) color.Color {
	switch c.Special {
	case modifier.Bless:
		return p.faceBless
	case modifier.Curse:
		return p.faceCurse
	}
	return p.face
}

// effectColor is the fill of an effect's chip.
func (p *palette) effectColor(k modifier.EffectKind) color.Color {
	switch {
	case k == modifier.Push || k == modifier.Pull:
		return p.move
	case k == modifier.Pierce:
		return p.pierce
	case k == modifier.Heal:
		return p.heal
	case k == modifier.Shield:
		return p.shield
	case k == modifier.Target:
		return p.target
	case k.IsElement():
		for i, e := range engine.Elements {
			if e == k {
				return p.elements[i]
			}
		}
	}
	return p.condition
}
