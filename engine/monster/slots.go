package monster

import "strings"

// The shapes of a class card's enhancement slots (Action.Slots).
const (
	SlotSquare      = "square"       // a +1 only
	SlotCircle      = "circle"       // a +1 or an element
	SlotDiamond     = "diamond"      // … or a negative condition
	SlotDiamondPlus = "diamond-plus" // … or a positive condition
	SlotHex         = "hex"          // a hex added to the area
	SlotAny         = "any"          // a slot whose shape the card does not say
	// SlotFilled is a slot an enhancement sticker fills (on the cards as
	// the table plays them, engine.EnhanceDeck); it takes no other.
	SlotFilled = "filled"
)

// SlotLines are the lines of an action a slot may sit on besides its own.
var SlotLines = []string{"range", "target", "pierce", "push", "pull", "area"}

// MaxSlots is the most slots one action holds.
const MaxSlots = 12

// Slot reads one entry of Action.Slots: the line it sits on ("" for the
// action's own) and its shape; ok is false for an entry that is neither.
func Slot(s string) (line, shape string, ok bool) {
	shape = s
	if l, sh, cut := strings.Cut(s, ":"); cut {
		line, shape = l, sh
		known := false
		for _, x := range SlotLines {
			known = known || x == l
		}
		if !known {
			return "", "", false
		}
	}
	switch shape {
	case SlotSquare, SlotCircle, SlotDiamond, SlotDiamondPlus, SlotHex, SlotAny, SlotFilled:
		return line, shape, true
	}
	return "", "", false
}
