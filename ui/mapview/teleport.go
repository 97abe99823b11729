package mapview

import (
	"slices"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/hexgrid"
	"github.com/haventable/haventable/ui/names"
)

// A card's teleport on the map (docs/hand.md, "A card's teleport"): the
// hand screen asks for it (SetTeleport), the map shows the character
// selected and says the teleport's range, and the next click on a hex is
// the teleport's (engine.TeleportForCard, recorded like any action); a
// click on the character itself gives it up.

// The teleport's messages.
const (
	MsgTeleportPick      = "MapTeleportPick"      // {{.Name}}: teleport {{.Range}}; click an empty hex …
	MsgTeleportHover     = "MapTeleportHover"     // {{.Name}} → {{.Hex}}: {{.Hexes}} hexes (teleport {{.Range}})
	MsgTeleported        = "MapTeleported"        // {{.Name}} teleports to {{.Hex}}
	MsgTeleportCancelled = "MapTeleportCancelled" // {{.Name}} does not teleport for now
	MsgTeleportTooFar    = "MapTeleportTooFar"    // the hex is beyond the teleport's range
	MsgHexNotEmpty       = "MapHexNotEmpty"       // {{.Hex}} is not empty (terrain, a door or money)
)

// SetTeleport makes the next click on a hex the teleport t (its To is the
// hex clicked) and selects its character; nil: none.
func (m *Model) SetTeleport(t *engine.TeleportForCard) {
	if t != nil {
		c := *t
		t = &c
		_ = m.Select(t.Character)
	}
	m.teleport = t
	m.notify(ChangeOverlay)
}

// Teleport is the teleport waiting for its hex, if any and still to do:
// its character is taking its turn and the half's teleport is not done.
// Its range is the teleport's.
func (m *Model) Teleport() (engine.TeleportForCard, int, bool) {
	if m.teleport == nil || m.eng == nil {
		return engine.TeleportForCard{}, 0, false
	}
	t := *m.teleport
	o, ok := m.eng.CardOffers(t.Character, t.Card)
	if !ok {
		return engine.TeleportForCard{}, 0, false
	}
	i := slices.IndexFunc(o.Teleports, func(c engine.CardTeleport) bool { return c.Action == t.Action && !c.Applied })
	if i < 0 {
		return engine.TeleportForCard{}, 0, false
	}
	return t, o.Teleports[i].Range, true
}

// teleportShown is the teleport waiting and its range, when its character
// is the one selected.
func (v *MapView) teleportShown() (engine.TeleportForCard, int, bool) {
	t, r, ok := v.model.Teleport()
	if sel, has := v.model.Selected(); !ok || !has || sel.ID != t.Character {
		return engine.TeleportForCard{}, 0, false
	}
	return t, r, true
}

// teleportText says the teleport waiting: its range, and with the pointer
// on a hex how far that hex is, counted straight.
func (v *MapView) teleportText(t engine.TeleportForCard, r int, hover hexgrid.Hex, hoverOK bool) string {
	name := v.teleportName(t)
	f, ok := v.model.Figure(t.Character)
	if hoverOK && ok && hover != f.At {
		d := hexgrid.Distance(f.At, hover)
		return v.tr.N(MsgTeleportHover, d, "Name", name, "Hex", hover.String(), "Hexes", d, "Range", r)
	}
	return v.tr.T(MsgTeleportPick, "Name", name, "Range", r)
}

func (v *MapView) teleportName(t engine.TeleportForCard) string {
	if scn := v.model.Engine(); scn != nil {
		return names.Of(scn, t.Character)
	}
	return t.Character
}

// teleportTo takes a click on hex h as the teleport waiting: done, refused
// with the reason said, or given up by a click on the character itself.
// It reports whether the click was the teleport's.
func (v *MapView) teleportTo(h hexgrid.Hex) bool {
	t, _, ok := v.teleportShown()
	if !ok {
		return false
	}
	name := v.teleportName(t)
	defer v.changed(ChangeOverlay)
	if f, ok := v.model.Figure(t.Character); ok && f.At == h {
		v.model.SetTeleport(nil)
		v.msg = v.tr.T(MsgTeleportCancelled, "Name", name)
		return true
	}
	t.To = h
	if err := v.model.Do(t); err != nil {
		v.msg = v.refusal(err)
		return true
	}
	v.model.SetTeleport(nil)
	v.msg = v.tr.T(MsgTeleported, "Name", name, "Hex", h.String())
	return true
}
