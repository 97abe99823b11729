package hand

import (
	"fmt"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/widget"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/engine/monster"
	"github.com/haventable/haventable/ui/abilities"
	"github.com/haventable/haventable/ui/cards"
	"github.com/haventable/haventable/ui/screen"
)

// What the half played last offers beyond its attack and move
// (engine.Scenario.CardOffers): its elements to consume for their bonus,
// and its heals, shields, retaliates and conditions to apply to the
// targets the player picks. Each button is one action.

// offerRows are the rows of the offers of the halves character id played
// on its turn (h its hand), in the order played (mine: its player may
// act); none when they offer nothing.
func (s *Screen) offerRows(scn *engine.Scenario, id string, h *engine.Hand, mine bool) []fyne.CanvasObject {
	key := fmt.Sprint(id, " ", scn.Round())
	if s.targetKey != key {
		s.targetKey, s.targetPicks = key, map[string][]string{}
	}
	var objs []fyne.CanvasObject
	for _, p := range h.Played {
		if o, ok := scn.CardOffers(id, p.Number); ok {
			objs = append(objs, s.halfOffers(scn, o, mine)...)
		}
	}
	return objs
}

// halfOffers are the rows of what one half played offers.
func (s *Screen) halfOffers(scn *engine.Scenario, o engine.CardOffers, mine bool) []fyne.CanvasObject {
	tr := s.env.Tr
	objs := []fyne.CanvasObject{heading(tr.T("HandOffersHead", "Card", o.Name))}
	board := scn.Elements()
	for _, u := range o.Uses {
		bonus := bonusWords(s, u.Bonus)
		if u.Consumed {
			objs = append(objs, widget.NewLabel(tr.T("HandConsumed", "Bonus", bonus)))
			continue
		}
		elems := u.Elements
		if u.Any {
			elems = nil
			for _, k := range engine.Elements {
				if board.Strength(k) != engine.Inert {
					elems = append(elems, k)
				}
			}
		}
		if !u.Available || len(elems) == 0 {
			objs = append(objs, widget.NewLabel(tr.T("HandConsumeInert", "Elements", elementWords(s, u.Elements, u.Any), "Bonus", bonus)))
			continue
		}
		var row []fyne.CanvasObject
		if u.Any {
			for _, k := range elems {
				b := widget.NewButton(tr.T("HandConsume", "Elements", elementWords(s, []modifier.EffectKind{k}, false), "Bonus", bonus),
					func() { s.ConsumeForCard(o.Card, u.Action, k.String()) })
				setEnabled(b, mine)
				row = append(row, b)
			}
		} else {
			b := widget.NewButton(tr.T("HandConsume", "Elements", elementWords(s, elems, false), "Bonus", bonus),
				func() { s.ConsumeForCard(o.Card, u.Action, "") })
			setEnabled(b, mine)
			row = append(row, b)
		}
		objs = append(objs, wrapRow(row))
	}
	for _, t := range o.Targets {
		objs = append(objs, s.targetRow(scn, o.Card, t, mine))
	}
	for _, t := range o.Teleports {
		objs = append(objs, s.teleportRow(o.Card, t, mine))
	}
	return objs
}

// teleportRow is a teleport of the half: done, or a button that asks for
// its hex on the map.
func (s *Screen) teleportRow(card int, t engine.CardTeleport, mine bool) fyne.CanvasObject {
	tr := s.env.Tr
	what := tr.T("HandTeleport", "Range", t.Range)
	if t.Applied {
		return widget.NewLabel(tr.T("HandApplied", "What", what))
	}
	b := widget.NewButton(tr.T("HandTeleportOnMap"), func() { s.Teleport(card, t.Action) })
	setEnabled(b, mine)
	return wrapRow([]fyne.CanvasObject{widget.NewLabel(what + ":"), b})
}

// Teleport asks for the hex of the teleport of action i of card n on the
// map (OnTeleport): the map takes its next click as the teleport's.
func (s *Screen) Teleport(n, i int) {
	if s.OnTeleport == nil {
		return
	}
	s.setStatus(s.env.Tr.T("HandTeleportStatus", "Name", screen.NameOf(s.scenario(), s.selected)))
	s.OnTeleport(engine.TeleportForCard{Character: s.selected, Card: n, Action: i})
}

// targetRow is one action on figures: its words, then a button per
// figure it may target (one target), the figures to tick and Apply (more
// targets), or one button for every figure it reaches (all allies within
// range).
func (s *Screen) targetRow(scn *engine.Scenario, card int, t engine.CardTargets, mine bool) fyne.CanvasObject {
	tr := s.env.Tr
	what := abilities.Action(tr, t.Resolved)
	names := func(ids []string) string {
		out := make([]string, len(ids))
		for i, id := range ids {
			out[i] = screen.NameOf(scn, id)
		}
		return strings.Join(out, ", ")
	}
	switch {
	case t.Applied:
		return widget.NewLabel(tr.T("HandApplied", "What", what))
	case len(t.Candidates) == 0:
		return widget.NewLabel(tr.T("HandNoTarget", "What", what))
	}
	row := []fyne.CanvasObject{widget.NewLabel(what + ":")}
	switch {
	case t.All || len(t.Candidates) == 1:
		b := widget.NewButton(tr.T("HandApplyTo", "Names", names(t.Candidates)), func() { s.ApplyCardAction(card, t.Action, t.Candidates) })
		setEnabled(b, mine)
		row = append(row, b)
	case t.Max == 1:
		for _, id := range t.Candidates {
			b := widget.NewButton(screen.NameOf(scn, id), func() { s.ApplyCardAction(card, t.Action, []string{id}) })
			setEnabled(b, mine)
			row = append(row, b)
		}
	default:
		pk := pickKey(card, t.Action)
		picked := s.targetPicks[pk]
		for _, id := range t.Candidates {
			c := widget.NewCheck(screen.NameOf(scn, id), nil)
			c.SetChecked(slices.Contains(picked, id))
			c.OnChanged = func(on bool) { s.pickTarget(pk, id, on) }
			setEnabled(c, mine)
			row = append(row, c)
		}
		b := widget.NewButton(tr.N("HandApplyPicked", t.Max, "N", t.Max), func() {
			s.ApplyCardAction(card, t.Action, slices.Clone(s.targetPicks[pk]))
		})
		b.Importance = widget.HighImportance
		setEnabled(b, mine && len(picked) > 0 && len(picked) <= t.Max)
		row = append(row, b)
	}
	return wrapRow(row)
}

// wrapRow lays row out left to right, wrapping onto more lines where the
// screen is narrower than it (many figures to tick, long names, German
// words at 1024×600).
func wrapRow(row []fyne.CanvasObject) fyne.CanvasObject {
	return container.New(layout.NewRowWrapLayout(), row...)
}

// pickKey names action i of card n among the targets ticked.
func pickKey(n, i int) string { return fmt.Sprint(n, ":", i) }

// pickTarget ticks figure id as a target of the action k names, or
// unticks it.
func (s *Screen) pickTarget(k, id string, on bool) {
	picked := slices.DeleteFunc(slices.Clone(s.targetPicks[k]), func(x string) bool { return x == id })
	if on {
		picked = append(picked, id)
	}
	s.targetPicks[k] = picked
	s.Refresh()
}

// bonusWords tells what consuming an element adds, in the player's words.
func bonusWords(s *Screen, bonus []monster.Resolved) string {
	if w := abilities.UseBonus(s.env.Tr, bonus); w != "" {
		return w
	}
	return s.env.Tr.T("HandNoAction")
}

// elementWords names elements ks, or "any element".
func elementWords(s *Screen, ks []modifier.EffectKind, anyOne bool) string {
	if anyOne && len(ks) == 0 {
		return s.env.Tr.T("HandAnyElement")
	}
	out := make([]string, len(ks))
	for i, k := range ks {
		out[i] = cards.EffectLabel(s.env.Tr, modifier.Effect{Kind: k})
	}
	return strings.Join(out, ", ")
}

// ConsumeForCard consumes the element of use action i of card n (element:
// the one chosen for a use of any element) and fills the attack panel
// again with the attack it adds to.
func (s *Screen) ConsumeForCard(n, i int, element string) {
	who := s.selected
	s.do(engine.ConsumeForCard{Character: who, Card: n, Action: i, Element: element}, func(rep engine.Report) {
		if rep.Hand == nil {
			return
		}
		tr := s.env.Tr
		status := tr.T("HandConsumedStatus", "Card", rep.Hand.Name, "Elements", elementWords(s, rep.Hand.Consumed, false))
		a, ok := s.scenario().CardAttack(who)
		if ok && a.Card == rep.Hand.Card {
			status += " " + tr.T("HandAttackNow", "Value", a.Attack.Value)
		}
		s.setStatus(status)
		if ok && s.OnAttack != nil {
			s.OnAttack(who, a)
		}
	})
}

// ApplyCardAction applies action i of card n to targets.
func (s *Screen) ApplyCardAction(n, i int, targets []string) {
	who := s.selected
	s.do(engine.ApplyCardAction{Character: who, Card: n, Action: i, Targets: targets}, func(rep engine.Report) {
		if rep.Hand == nil {
			return
		}
		delete(s.targetPicks, pickKey(n, i))
		s.setStatus(s.appliedWords(rep.Hand))
	})
}

// appliedWords tells what an applied action did to each of its targets.
func (s *Screen) appliedWords(hp *engine.HandPlay) string {
	tr := s.env.Tr
	scn := s.scenario()
	var parts []string
	for _, e := range hp.Effects {
		var did []string
		if e.Healed != nil {
			did = append(did, tr.N("HandHealed", e.Healed.Healed, "N", e.Healed.Healed))
			for _, k := range e.Healed.Removed {
				did = append(did, tr.T("HandRemoved", "Condition", cards.EffectLabel(tr, modifier.Effect{Kind: k})))
			}
		}
		if e.Bonus != nil && e.Bonus.Kind == modifier.BonusRetaliate {
			did = append(did, tr.T("HandGainedRetaliate", "Value", e.Bonus.Value))
		} else if e.Bonus != nil {
			did = append(did, tr.T("HandGainedShield", "Value", e.Bonus.Value))
		}
		for _, k := range e.Conditions {
			did = append(did, cards.EffectLabel(tr, modifier.Effect{Kind: k}))
		}
		if e.Blessed > 0 {
			did = append(did, tr.N("HandBlessed", e.Blessed, "N", e.Blessed))
		}
		if len(did) == 0 {
			did = append(did, tr.T("HandNoChange"))
		}
		parts = append(parts, screen.NameOf(scn, e.Figure)+": "+strings.Join(did, ", "))
	}
	return tr.T("HandAppliedStatus", "Card", hp.Name, "What", strings.Join(parts, "; "))
}
