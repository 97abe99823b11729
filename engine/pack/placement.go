package pack

import (
	"strconv"
	"strings"

	"github.com/haventable/haventable/engine/monster"
)

// SummonPlacementNotes attaches the words of where summons go, written as
// a line of their own right after them ("Summon one Eel …", then "in an
// adjacent unoccupied hex with a water tile."), to each summon of that run
// as its note, and leaves the line out: the words are the summons', shown
// with them; where the players place the monsters is theirs to say.
func SummonPlacementNotes(actions []monster.Action) []monster.Action {
	out := actions[:0:0]
	for _, a := range actions {
		if a.Type == monster.KindText && placementWords(a.Text) {
			first := len(out)
			for first > 0 && out[first-1].Type == monster.KindSummon && out[first-1].Text == "" {
				first--
			}
			if first < len(out) {
				for i := first; i < len(out); i++ {
					out[i].Text = a.Text
				}
				continue
			}
		}
		out = append(out, a)
	}
	return out
}

// placementWords reports whether a line only says in which hex something
// goes: "in an adjacent unoccupied hex with a water tile".
func placementWords(s string) bool {
	t := strings.ToLower(strings.TrimSpace(s))
	return (strings.HasPrefix(t, "in a ") || strings.HasPrefix(t, "in an ")) && strings.Contains(t, " hex")
}

// OnDeath is the text action of what a monster does as it dies ("On
// Death: attack +2" with an area): the engine plays a card's actions in
// the monster's turn, never as it dies, so these are words for the
// players (CaptionText).
func OnDeath(acts []monster.Action) monster.Action { return CaptionText("On death:", acts) }

// CaptionText is a text action of a caption and the actions under it,
// which the engine does not play as the card's ("If no Piranha Pig was
// targeted by the grant ability: summon Piranha Pig"): the actions
// written as action lines, an area as its number of hexes.
func CaptionText(caption string, acts []monster.Action) monster.Action {
	var parts []string
	for _, a := range acts {
		n := 0
		if a.Area != nil {
			n, a.Area = len(a.Area.Hexes), nil
		}
		w := FormatActionLine(a)
		if a.Type == monster.KindText {
			w = a.Text
		}
		if n > 0 {
			w += ", area of " + strconv.Itoa(n) + " hexes"
		}
		parts = append(parts, w)
	}
	caption = strings.TrimSpace(caption)
	if caption != "" && !strings.HasSuffix(caption, ":") && !strings.HasSuffix(caption, ",") && len(parts) > 0 {
		caption += ":"
	}
	return monster.Action{Type: monster.KindText, Text: ClipText(strings.TrimSpace(caption + " " + strings.Join(parts, "; ")))}
}
