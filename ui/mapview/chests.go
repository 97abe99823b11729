package mapview

import (
	"errors"
	"image/color"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/hexgrid"
	"github.com/haventable/haventable/ui/cards"
	"github.com/haventable/haventable/ui/names"
)

// The message ids of the treasure chests on the map.
const (
	MsgChest     = "MapChest"     // Treasure chest {{.Treasure}} on {{.Hex}} (L opens it)
	MsgGoalChest = "MapGoalChest" // The goal treasure chest on {{.Hex}} (L opens it)
	MsgChestWho  = "MapChestWho"  // Select the character who opens the treasure chest…
	MsgKeyLoot   = "MapKeyLoot"   // L: the selected character … opens the treasure chest under the pointer
)

// The treasure chest's colours: wood, its rim and its iron band.
var (
	colChest     = color.NRGBA{0x7a, 0x4a, 0x22, 0xff}
	colChestRim  = color.NRGBA{0x2a, 0x18, 0x08, 0xff}
	colChestBand = color.NRGBA{0xb0, 0xb0, 0xb8, 0xff}
)

// Chest returns the closed treasure chest on hex h, if any.
func (m *Model) Chest(h hexgrid.Hex) (engine.Chest, bool) {
	if m.eng == nil {
		return engine.Chest{}, false
	}
	return m.eng.ChestAt(h)
}

// chestShown returns the closed chest the widget shows on h: there is one,
// and h is revealed, or the main window shows what waits in the rooms not
// yet revealed (as moneyShown).
func (v *MapView) chestShown(h hexgrid.Hex) (engine.Chest, bool) {
	c, ok := v.model.Chest(h)
	return c, ok && (v.model.Revealed(h) || !v.follower && v.model.showWaiting)
}

// chestText names the chest on h for the status line.
func (v *MapView) chestText(c engine.Chest) string {
	if c.Treasure == "goal" {
		return v.tr.T(MsgGoalChest, "Hex", c.At.String())
	}
	return v.tr.T(MsgChest, "Treasure", c.Treasure, "Hex", c.At.String())
}

// lootChest opens the treasure chest under the pointer (L): the selected
// character opens it (a loot ability reaching it), else the character
// standing on it; the status line says which treasure to read in the
// scenario book, or why it stays closed.
func (v *MapView) lootChest() {
	h, on := v.model.Hover()
	if !on || v.follower {
		return
	}
	if _, ok := v.chestShown(h); !ok {
		return
	}
	by := ""
	if sel, ok := v.model.Selected(); ok && sel.Kind == engine.KindCharacter {
		by = sel.ID
	}
	err := v.model.Do(engine.LootChest{At: h, By: by})
	switch {
	case errors.Is(err, engine.ErrNoLooter):
		v.msg = v.tr.T(MsgChestWho)
	case err != nil:
		v.msg = v.refusal(err)
	default:
		opened := v.model.Engine().Chests()
		for _, c := range opened {
			if c.At == h && c.Opened() {
				who := c.OpenedBy
				if f, ok := v.model.Figure(who); ok {
					who = f.Title
				}
				v.msg = names.Chest(v.tr, who, c.Treasure, names.Treasure(v.tr, c.Gives, func(k modifier.EffectKind) string {
					return cards.EffectLabel(v.tr, modifier.Effect{Kind: k})
				}))
			}
		}
	}
	v.changed(ChangeOverlay)
}

// paintChests draws the closed treasure chests shown: a chest, its
// treasure's label on it when the zoom allows.
func (r *renderer) paintChests(pt paint, l hexgrid.Layout) {
	v, s := r.v, l.Size
	for _, c := range v.model.Chests() {
		if _, ok := v.chestShown(c.At); !ok {
			continue
		}
		p := l.Center(c.At)
		if _, ok := v.model.FigureAt(c.At); ok { // lower right, beside the figure
			p.X += s * 0.55
			p.Y += s * 0.45
		}
		w, h := s*0.36, s*0.26
		pt.rect(p.X-w-1, p.Y-h-1, p.X+w+1, p.Y+h+1, colChestRim)
		pt.rect(p.X-w, p.Y-h, p.X+w, p.Y+h, colChest)
		pt.rect(p.X-w, p.Y-h*0.2, p.X+w, p.Y+h*0.2, colChestBand)
		if v.size >= minLabelZoom {
			r.labels.draw(pt, c.Treasure, p.X, p.Y, s*0.26, colText)
		}
	}
}

// Chests returns the closed treasure chests, in the order of the
// scenario's file.
func (m *Model) Chests() []engine.Chest {
	if m.eng == nil {
		return nil
	}
	var out []engine.Chest
	for _, c := range m.eng.Chests() {
		if !c.Opened() {
			out = append(out, c)
		}
	}
	return out
}
