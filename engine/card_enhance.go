package engine

import (
	"errors"
	"fmt"
	"slices"

	"github.com/haventable/haventable/engine/monster"
	"github.com/haventable/haventable/engine/rules"
)

// CardEnhancement is an enhancement sticker placed on an action slot of a
// class card: card Card's half Half, its action Action (from 0, in the
// half's Actions), the sticker (Sticker… constants), for an element
// sticker the element it infuses (Element; "any" for a wild element) and
// for a hex sticker the hex [q, r] it adds to the area, relative to the
// template's origin as the area's hexes are (AreaHexChoices).
type CardEnhancement struct {
	Card    int     `json:"card"`
	Half    string  `json:"half"`
	Action  int     `json:"action"`
	Sticker string  `json:"sticker"`
	Element string  `json:"element,omitempty"`
	Hex     *[2]int `json:"hex,omitempty"`
}

// Played reports whether the table plays sticker e on action a: whether
// the action language carries it (EnhanceDeck changes a; a +1 teleport
// raises the range of a "Teleport N" text). The others — any other
// sticker on a text action — are kept on the sheet and told, and the
// players play them.
func (e CardEnhancement) Played(a monster.Action) bool {
	_, ok := enhanceAction(a, e)
	return ok
}

// enhanceAction is action a with sticker e on it, and whether the action
// language carries it.
func enhanceAction(a monster.Action, e CardEnhancement) (monster.Action, bool) {
	plus := func(v *monster.Amount) (*monster.Amount, bool) {
		if v == nil || v.N >= monster.MaxAmount {
			return v, false
		}
		n := *v
		n.N++
		return &n, true
	}
	var ok bool
	switch e.Sticker {
	case StickerMove, StickerAttack, StickerShield, StickerRetaliate, StickerHeal:
		if a.Type != e.Sticker {
			return a, false
		}
		a.Value, ok = plus(a.Value)
	case StickerRange:
		a.Range, ok = plus(a.Range)
	case StickerTarget:
		if a.Type != monster.KindAttack || a.Target >= monster.TargetAll-1 {
			return a, false
		}
		a.Target, ok = max(a.Target, 1)+1, true
	case StickerPierce, StickerPush, StickerPull:
		if a.Type != monster.KindAttack {
			return a, false
		}
		p := map[string]*int{StickerPierce: &a.Pierce, StickerPush: &a.Push, StickerPull: &a.Pull}[e.Sticker]
		*p, ok = *p+1, true
	case StickerJump:
		if a.Type != monster.KindMove || a.Jump {
			return a, false
		}
		a.Jump, ok = true, true
	case StickerWound, StickerPoison, StickerImmobilize, StickerMuddle, StickerCurse, StickerDisarm:
		if a.Type != monster.KindAttack || slices.Contains(a.Conditions, e.Sticker) {
			return a, false
		}
		a.Conditions, ok = append(slices.Clone(a.Conditions), e.Sticker), true
	case StickerBless, StickerStrengthen, StickerRegenerate, StickerWard:
		if a.Type != monster.KindHeal && a.Type != monster.KindShield && a.Type != monster.KindRetaliate || slices.Contains(a.Conditions, e.Sticker) {
			return a, false
		}
		a.Conditions, ok = append(slices.Clone(a.Conditions), e.Sticker), true
	case StickerHex:
		if a.Type != monster.KindAttack {
			return a, false
		}
		area, err := addAreaHex(a.Area, e.Hex)
		if err != nil {
			return a, false
		}
		a.Area, ok = area, true
	case StickerSummonHP, StickerSummonMove, StickerSummonAttack, StickerSummonRange:
		if a.Type != monster.KindSummon || a.Summoned == nil {
			return a, false
		}
		s := *a.Summoned
		switch e.Sticker {
		case StickerSummonHP:
			a.SummonHP++
		case StickerSummonMove:
			s.Move++
		case StickerSummonAttack:
			s.Attack++
		default:
			s.Range++
		}
		a.Summoned, ok = &s, true
	case StickerElement, StickerWildElement:
		ok = e.Element != "" && a.Type != monster.KindText
	case StickerTeleport:
		if a.Type != monster.KindText {
			return a, false
		}
		a.Text, ok = teleportPlus(a.Text) // "Teleport 4" plays as "Teleport 5"
	}
	if ok {
		a.Slots = fillSlot(a, e.Sticker) // the sticker fills one of the printed slots
	}
	return a, ok
}

// EnhanceDeck returns the cards of deck with the enhancements es on them,
// the deck itself untouched: each sticker the action language carries
// changes its action (move, attack, shield, retaliate and heal +1, range
// +1, one target more, pierce, push and pull +1, jump, an attack's
// condition, a heal's or shield's bless or strengthen), and an element
// sticker adds the infusion of its element after the half's actions; the
// others are the players' (CardEnhancement.Played). An enhancement on a
// card, half or action the deck lacks is an error.
func EnhanceDeck(deck []ClassCard, es []CardEnhancement) ([]ClassCard, error) {
	out := slices.Clone(deck)
	for _, e := range es {
		i := slices.IndexFunc(out, func(c ClassCard) bool { return c.Number == e.Card })
		if i < 0 {
			return nil, fmt.Errorf("enhancement on card %d: not in the class's deck", e.Card)
		}
		c := out[i]
		half, err := c.HalfOf(e.Half)
		if err != nil {
			return nil, fmt.Errorf("enhancement on %s: %w", c.Name, err)
		}
		if e.Action < 0 || e.Action >= len(half.Actions) {
			return nil, fmt.Errorf("enhancement on %s (%s): action %d of %d", c.Name, e.Half, e.Action+1, len(half.Actions))
		}
		half.Actions = slices.Clone(half.Actions)
		a, played := enhanceAction(half.Actions[e.Action], e)
		if played {
			half.Actions[e.Action] = a
			if e.Sticker == StickerElement || e.Sticker == StickerWildElement {
				half.Actions = append(half.Actions, monster.Action{Type: monster.KindInfuse, Elements: []string{e.Element}})
			}
		}
		if e.Half == HalfTop {
			c.Top = half
		} else {
			c.Bottom = half
		}
		out[i] = c
	}
	return out, nil
}

// QuoteEnhancement is the quote for enhancement e on card c (its level,
// its half's lost and persistent icons, the action's targets and area)
// under rules ed, with the enhancements already on the sheet: those on the
// same action count as previous ones, and the action is priced as they
// left it (a target sticker makes it target several, a hex sticker
// enlarges its area). A sticker the edition does not allow on that action
// (Allowed) is refused.
func QuoteEnhancement(ed rules.Edition, c ClassCard, e CardEnhancement, on []CardEnhancement) (EnhancementQuote, error) {
	half, err := c.HalfOf(e.Half)
	if err != nil {
		return EnhancementQuote{}, err
	}
	if e.Action < 0 || e.Action >= len(half.Actions) {
		return EnhancementQuote{}, fmt.Errorf("%s (%s): action %d of %d", c.Name, e.Half, e.Action+1, len(half.Actions))
	}
	a, previous := half.Actions[e.Action], 0
	for _, o := range on {
		if o.Card == e.Card && o.Half == e.Half && o.Action == e.Action {
			previous++
			if b, ok := enhanceAction(a, o); ok {
				a = b
			}
		}
	}
	if !Allowed(ed, c, a, e) {
		return EnhancementQuote{}, fmt.Errorf("%s (%s): %w", c.Name, e.Half, ErrStickerNotAllowed)
	}
	return QuoteAction(ed, c.Level, a, half.Lost, half.Persistent, previous, e.Sticker), nil
}

// ErrStickerNotAllowed refuses a sticker the edition does not allow on
// the action (Stickers).
var ErrStickerNotAllowed = errors.New("the edition allows no such enhancement on this action")

// CardPool is a character's pool of cards (Gloomhaven rulebook, "Level
// up"): the deck's level 1 and level X cards, and those picked at its
// level-ups, in the deck's order. Nil when picks is empty: a sheet
// without picks has no pool, and every card of the character's level or
// lower may be taken (ChooseHand).
func CardPool(deck []ClassCard, picks []int) []int {
	if len(picks) == 0 {
		return nil
	}
	var out []int
	for _, c := range deck {
		if c.Level <= 1 || slices.Contains(picks, c.Number) {
			out = append(out, c.Number)
		}
	}
	return out
}
