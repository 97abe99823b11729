package engine

import (
	"fmt"
	"slices"
	"strings"

	"github.com/haventable/haventable/engine/monster"
	"github.com/haventable/haventable/engine/rules"
	"github.com/haventable/haventable/hexgrid"
)

// Elements an element sticker may infuse, in the order offered.
var stickerElements = []string{"fire", "ice", "air", "earth", "light", "dark"}

// negativeStickers are the conditions a sticker adds to an ability that
// targets enemies (the diamond slot); positiveStickers those it adds to
// an ability on allies or oneself (the diamond-plus slot). An edition
// offers those its cost table has (disarm is Gloomhaven's only; ward and
// regenerate Frosthaven's and the 2nd edition's).
var (
	negativeStickers = []string{StickerWound, StickerPoison, StickerImmobilize, StickerMuddle, StickerCurse, StickerDisarm}
	positiveStickers = []string{StickerStrengthen, StickerBless, StickerRegenerate, StickerWard}
)

// Stickers are the enhancement stickers edition ed allows on action a of
// a class card, in the order a dialog offers them (docs/enhancement.md,
// "Which sticker goes on which action"): a +1 of each number the action
// prints (its value, its range, its targets when it has a "target N"
// line, its pierce, push and pull; a summon's hit points, move, attack and
// range), a jump on a move, the conditions on an attack (negative) or on
// a heal, shield or retaliate (positive), an element (each one, and the
// wild element) on a move, attack, heal, shield or retaliate, a hex beside
// the area of an area attack (one for each place it may go, in Hex), and
// a +1 teleport on a teleport (a text action). Only stickers the edition's
// cost table has are offered. A text action takes none but the teleport.
// When the card gives the action's slots (a.Slots), only the stickers a
// free slot takes are offered (bySlots).
func Stickers(ed rules.Edition, a monster.Action) []CardEnhancement {
	table, err := enhancementTable(ed)
	if err != nil {
		return nil
	}
	var out []CardEnhancement
	add := func(ss ...string) {
		for _, s := range ss {
			if _, ok := enhancementBase[table][s]; ok {
				out = append(out, CardEnhancement{Sticker: s})
			}
		}
	}
	elements := func() {
		if _, ok := enhancementBase[table][StickerElement]; ok {
			for _, el := range stickerElements {
				out = append(out, CardEnhancement{Sticker: StickerElement, Element: el})
			}
		}
		if _, ok := enhancementBase[table][StickerWildElement]; ok {
			out = append(out, CardEnhancement{Sticker: StickerWildElement, Element: "any"})
		}
	}
	switch a.Type {
	case monster.KindMove:
		add(StickerMove)
		if !a.Jump {
			add(StickerJump)
		}
		elements()
	case monster.KindAttack:
		add(StickerAttack)
		if a.Range != nil {
			add(StickerRange)
		}
		if a.Target >= 2 && a.Target < monster.TargetAll-1 {
			add(StickerTarget)
		}
		for _, l := range []struct {
			sticker string
			n       int
		}{{StickerPierce, a.Pierce}, {StickerPush, a.Push}, {StickerPull, a.Pull}} {
			if l.n > 0 {
				add(l.sticker)
			}
		}
		for _, c := range negativeStickers {
			if !slices.Contains(a.Conditions, c) {
				add(c)
			}
		}
		elements()
		if a.Area != nil {
			for _, h := range AreaHexChoices(*a.Area) {
				out = append(out, CardEnhancement{Sticker: StickerHex, Hex: &[2]int{h.Q, h.R}})
			}
		}
	case monster.KindHeal, monster.KindShield, monster.KindRetaliate:
		add(a.Type)
		if a.Range != nil {
			add(StickerRange)
		}
		for _, c := range positiveStickers {
			if !slices.Contains(a.Conditions, c) {
				add(c)
			}
		}
		elements()
	case monster.KindSummon:
		if s := a.Summoned; s != nil {
			add(StickerSummonHP)
			if s.Move > 0 {
				add(StickerSummonMove)
			}
			if s.Attack > 0 {
				add(StickerSummonAttack)
			}
			if s.Range > 0 {
				add(StickerSummonRange)
			}
		}
	case monster.KindText:
		if teleport(a) {
			add(StickerTeleport)
		}
	}
	return bySlots(a, out)
}

// bySlots is offers, the stickers offered on action a by its kind, less
// those no free slot of it takes when the card gives its slots (a.Slots;
// docs/enhancement.md, "The slots printed on the card"; slotTakes). A
// summon's and a teleport's stickers, and every sticker on an action
// without slots, are offered as by kind.
func bySlots(a monster.Action, offers []CardEnhancement) []CardEnhancement {
	if !slotted(a) {
		return offers
	}
	return slices.DeleteFunc(offers, func(e CardEnhancement) bool {
		return !slices.ContainsFunc(a.Slots, func(s string) bool { return slotTakes(s, e.Sticker) })
	})
}

// slotted reports whether the slots of action a limit its stickers: a
// move, attack, heal, shield or retaliate whose card gives its slots.
func slotted(a monster.Action) bool {
	return slotKind(a) && len(a.Slots) > 0
}

// slotKind reports whether action a is of a kind whose stickers its
// printed slots limit: a move, attack, heal, shield or retaliate.
func slotKind(a monster.Action) bool {
	switch a.Type {
	case monster.KindMove, monster.KindAttack, monster.KindHeal, monster.KindShield, monster.KindRetaliate:
		return true
	}
	return false
}

// slotTakes reports whether slot s (an entry of Action.Slots) takes
// sticker: a +1 (and a jump) only on its own line and not a hex slot, an
// element a circle, diamond or diamond-plus, a negative condition a
// diamond, a positive one a diamond-plus, a hex a hex slot; a slot of
// shape "any" takes each of them but a +1 to another line; a filled slot
// none.
func slotTakes(s, sticker string) bool {
	line, shape, ok := monster.Slot(s)
	if !ok || shape == monster.SlotFilled {
		return false
	}
	anyShape := shape == monster.SlotAny
	switch {
	case sticker == StickerElement || sticker == StickerWildElement:
		return anyShape || shape == monster.SlotCircle || shape == monster.SlotDiamond || shape == monster.SlotDiamondPlus
	case sticker == StickerHex:
		return anyShape || shape == monster.SlotHex
	case slices.Contains(negativeStickers, sticker):
		return anyShape || shape == monster.SlotDiamond
	case slices.Contains(positiveStickers, sticker):
		return anyShape || shape == monster.SlotDiamondPlus
	case slices.Contains(monster.SlotLines, sticker):
		return line == sticker && shape != monster.SlotHex
	default: // the action's own +1, a jump
		return line == "" && shape != monster.SlotHex
	}
}

// slotOrder ranks the shapes by what they take: a sticker fills the free
// slot of the lowest rank that takes it, leaving the others for stickers
// fewer slots take.
var slotOrder = []string{monster.SlotSquare, monster.SlotHex, monster.SlotCircle, monster.SlotDiamond, monster.SlotDiamondPlus, monster.SlotAny}

// fillSlot is the slots of action a once sticker fills one (a copy; the
// slot becomes monster.SlotFilled), unchanged where a's slots do not
// limit its stickers or none takes it.
func fillSlot(a monster.Action, sticker string) []string {
	if !slotted(a) {
		return a.Slots
	}
	for _, shape := range slotOrder {
		for i, s := range a.Slots {
			if _, sh, _ := monster.Slot(s); sh == shape && slotTakes(s, sticker) {
				out := slices.Clone(a.Slots)
				out[i] = monster.SlotFilled
				return out
			}
		}
	}
	return a.Slots
}

// teleport reports whether text action a is a teleport ("Teleport 3").
func teleport(a monster.Action) bool {
	f := strings.Fields(strings.ToLower(a.Text))
	return len(f) > 0 && f[0] == "teleport"
}

// Slotted reports whether card c gives the slots printed on its actions:
// an action of either half carries Action.Slots (docs/enhancement.md,
// "The slots printed on the card").
func (c ClassCard) Slotted() bool {
	for _, h := range []CardHalf{c.Top, c.Bottom} {
		for _, a := range h.Actions {
			if len(a.Slots) > 0 {
				return true
			}
		}
	}
	return false
}

// CardStickers are the stickers edition ed allows on action a of card c
// (a as the stickers already on it left it): Stickers, and none on a
// move, attack, heal, shield or retaliate without slots of a card that
// gives its slots (c.Slotted): that line prints no slot, so it takes no
// sticker. A summon's and a teleport's stickers are not limited so (their
// slots are not imported).
func CardStickers(ed rules.Edition, c ClassCard, a monster.Action) []CardEnhancement {
	if c.Slotted() && !slotted(a) && slotKind(a) {
		return nil
	}
	return Stickers(ed, a)
}

// Allowed reports whether edition ed allows sticker e on action a of card
// c (the sticker, its element, and for a hex its place, among
// CardStickers).
func Allowed(ed rules.Edition, c ClassCard, a monster.Action, e CardEnhancement) bool {
	return slices.ContainsFunc(CardStickers(ed, c, a), func(s CardEnhancement) bool {
		return s.Sticker == e.Sticker && s.Element == e.Element && (s.Hex == nil) == (e.Hex == nil) && (s.Hex == nil || *s.Hex == *e.Hex)
	})
}

// AreaHexChoices are the places a hex sticker may add to area: the hexes
// beside its red hexes that are neither red nor, for a melee area, the
// grey hex, in reading order (row r by row, q along it: as a
// picture with a point at the top numbers them).
func AreaHexChoices(area monster.Area) []hexgrid.Hex {
	red := map[hexgrid.Hex]bool{}
	for _, h := range area.Hexes {
		if len(h) == 2 {
			red[hexgrid.H(h[0], h[1])] = true
		}
	}
	var out []hexgrid.Hex
	for h := range red {
		for _, n := range h.Neighbors() {
			if !red[n] && !(area.Self && n == (hexgrid.Hex{})) && !slices.Contains(out, n) {
				out = append(out, n)
			}
		}
	}
	slices.SortFunc(out, func(x, y hexgrid.Hex) int {
		if x.R != y.R {
			return x.R - y.R
		}
		return x.Q - y.Q
	})
	return out
}

// addAreaHex is area with hex at added, refused where a hex sticker may
// not go.
func addAreaHex(area *monster.Area, at *[2]int) (*monster.Area, error) {
	if area == nil {
		return nil, fmt.Errorf("a hex added to an ability without an area")
	}
	if at == nil || !slices.Contains(AreaHexChoices(*area), hexgrid.H(at[0], at[1])) {
		return nil, fmt.Errorf("a hex added to the area away from its hexes")
	}
	out := *area
	out.Hexes = append(slices.Clone(area.Hexes), []int{at[0], at[1]})
	return &out, nil
}
