package attack

import (
	"fmt"
	"sort"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/ui/cards"
)

// The message ids of the retaliate lines (locales/attack.*.toml).
const (
	msgRetaliateComing   = "AttackRetaliateComing"
	msgRetaliated        = "AttackRetaliated"
	msgRetaliateNegated  = "AttackRetaliateNegated"
	msgAttackerDies      = "AttackAttackerDies"
	msgAttackerExhausted = "AttackAttackerExhausted"
	msgLostToRetaliate   = "AttackLost"
)

// usedFlags tells, card by card, which of the cards drawn were used (the
// used cards are the drawn ones in order, less those set aside).
func usedFlags(r modifier.TargetResult) []bool {
	out := make([]bool, len(r.Drawn))
	u := 0
	for i, c := range r.Drawn {
		if u < len(r.Used) && r.Used[u] == c {
			out[i] = true
			u++
		}
	}
	return out
}

// showResults shows the drawn attack (pending) or the attack just applied
// (p.outcome), target by target, or the hint.
func (p *Panel) showResults(s *engine.Scenario, pending engine.PendingAttack, hasPending bool) {
	p.results.RemoveAll()
	defer p.right.Refresh()
	switch {
	case hasPending:
		p.status.SetText(p.tr.T(msgPending, "Name", p.nameOf(pending.Attacker)))
		for i, r := range pending.Targets {
			lines := []string{p.pendingLine(s, r), p.ifLine(pending.Attack.Ifs, r), p.retaliateComingLine(pending.Attacker, r)}
			p.results.Add(p.targetCard(i, r, lines))
		}
	case p.outcome != nil:
		out := p.outcome
		p.status.SetText(p.tr.T(msgApplied, "Name", p.nameOf(out.Attacker)))
		for i, o := range out.Targets {
			lines := append(p.outcomeLines(s, o), p.ifLine(out.Ifs, o.Result), p.retaliatedLine(out.Attacker, o.Retaliated))
			p.results.Add(p.targetCard(i, o.Result, lines))
		}
		for _, l := range p.attackLines(out) {
			lbl := widget.NewLabel(l)
			lbl.Wrapping = fyne.TextWrapWord
			p.results.Add(lbl)
		}
	default:
		p.status.SetText(p.tr.T(msgHint))
	}
}

// targetCard shows one target's result: a heading with the damage, the
// cards drawn in a row (the card set aside dimmed), the translated log and
// the given lines.
func (p *Panel) targetCard(i int, r modifier.TargetResult, lines []string) fyne.CanvasObject {
	heading := widget.NewLabelWithStyle(p.tr.T(msgTargetHeading, "Index", i+1, "Name", p.nameOf(r.ID), "Damage", r.Damage),
		fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	log := widget.NewLabel(LogText(p.tr, r.Log))
	log.Wrapping = fyne.TextWrapWord
	box := container.NewVBox(heading, container.NewHBox(cards.Row(p.tr, r.Drawn, usedFlags(r))), log)
	for _, l := range lines {
		if l == "" {
			continue
		}
		lbl := widget.NewLabel(l)
		lbl.Wrapping = fyne.TextWrapWord
		box.Add(lbl)
	}
	return container.NewVBox(box, widget.NewSeparator())
}

// pendingLine tells what the drawn attack will do to the target's hit
// points.
func (p *Panel) pendingLine(s *engine.Scenario, r modifier.TargetResult) string {
	from := r.HP + r.Damage
	if s != nil {
		if f, ok := s.Figure(r.ID); ok {
			from = f.HP
		}
	}
	parts := []string{p.tr.T(msgHPChange, "From", from, "To", r.HP)}
	if r.Dead {
		parts = append(parts, p.tr.T(msgDies))
	}
	return strings.Join(parts, ", ")
}

// outcomeLines tell what the attack did to one target.
func (p *Panel) outcomeLines(s *engine.Scenario, o engine.TargetOutcome) []string {
	if o.Gone {
		return []string{p.tr.T(msgGone)}
	}
	if o.Lost {
		return []string{p.tr.T(msgLostToRetaliate)}
	}
	if fl := o.Fallen; fl != nil {
		return []string{strings.Join(p.fallParts(fl, p.tr.T(msgExhausted), p.tr.T(msgDies)), ", ")}
	}
	var out []string
	if s != nil {
		if f, ok := s.Figure(o.Result.ID); ok {
			out = append(out, p.tr.T(msgHPNow, "HP", f.HP, "Max", f.MaxHP))
		}
	}
	if len(o.Conditions) > 0 {
		out = append(out, p.tr.T(msgConditionsGiven, "List", p.kindList(o.Conditions)))
	}
	if len(o.Safeguarded) > 0 {
		out = append(out, p.tr.T(msgSafeguarded, "List", p.kindList(o.Safeguarded)))
	}
	if len(o.Spent) > 0 {
		out = append(out, p.tr.T(msgConditionsSpent, "List", p.kindList(o.Spent)))
	}
	for _, e := range o.Result.Effects {
		if e.Kind != modifier.Curses {
			continue
		}
		if o.Cursed {
			out = append(out, p.tr.T(msgCursed))
		} else {
			out = append(out, p.tr.T(msgNoCurseLeft))
		}
	}
	return []string{strings.Join(out, ", ")}
}

// retaliateComingLine tells the retaliate damage the attacker of a drawn
// attack will suffer after the attack on the target; "" for none.
func (p *Panel) retaliateComingLine(attacker string, r modifier.TargetResult) string {
	if r.Retaliate <= 0 {
		return ""
	}
	return p.tr.T(msgRetaliateComing, "Name", p.nameOf(attacker), "Damage", r.Retaliate)
}

// retaliatedLine tells what the target's retaliate did to the attacker:
// the damage suffered or negated, its fall; "" for no retaliate.
func (p *Panel) retaliatedLine(attacker string, rt *engine.Retaliation) string {
	if rt == nil {
		return ""
	}
	name := p.nameOf(attacker)
	var parts []string
	if rt.Suffered.Negated {
		parts = append(parts, p.tr.T(msgRetaliateNegated, "Name", name, "Damage", rt.Damage))
	} else {
		parts = append(parts, p.tr.T(msgRetaliated, "Name", name, "Damage", rt.Suffered.Damage))
	}
	if fl := rt.Fallen; fl != nil {
		parts = append(parts, p.fallParts(fl, p.tr.T(msgAttackerExhausted, "Name", name), p.tr.T(msgAttackerDies, "Name", name))...)
	}
	return strings.Join(parts, ", ")
}

// fallParts tell a figure's fall: exhausted or dies (as the caller words
// it), the money token it drops, the summons removed with it.
func (p *Panel) fallParts(fl *engine.Fallen, exhausted, dies string) []string {
	parts := []string{dies}
	if fl.State == engine.Exhausted {
		parts[0] = exhausted
	}
	if fl.Money {
		parts = append(parts, p.tr.T(msgMoneyDrops, "Hex", fl.At.String()))
	}
	if len(fl.Summons) > 0 {
		names := make([]string, len(fl.Summons))
		for i, id := range fl.Summons {
			names[i] = p.nameOf(id)
		}
		parts = append(parts, p.tr.T(msgSummonsRemoved, "Names", strings.Join(names, ", ")))
	}
	return parts
}

// attackLines tell what the attack did besides its targets: elements,
// pushes and pulls to perform, effects to resolve by hand.
func (p *Panel) attackLines(out *engine.AttackOutcome) []string {
	var lines []string
	if out.IfXP > 0 {
		lines = append(lines, p.tr.N("IfXPGained", out.IfXP, "Name", p.nameOf(out.Attacker), "N", out.IfXP))
	}
	if len(out.Infused) > 0 {
		lines = append(lines, p.tr.T(msgInfused, "List", p.kindList(out.Infused)))
	}
	for _, ok := range out.Blessed {
		if ok {
			lines = append(lines, p.tr.T(msgBlessed, "Name", p.nameOf(out.Attacker)))
		} else {
			lines = append(lines, p.tr.T(msgNoBlessLeft, "Name", p.nameOf(out.Attacker)))
		}
	}
	if len(out.Forced) > 0 {
		var parts []string
		for _, f := range out.Forced {
			parts = append(parts, fmt.Sprintf("%s %s", p.nameOf(f.Target), cards.EffectLabel(p.tr, modifier.Effect{Kind: f.Kind, Amount: f.Amount})))
		}
		lines = append(lines, p.tr.T(msgForced, "List", strings.Join(parts, ", ")))
	}
	if len(out.Other) > 0 {
		ids := make([]string, 0, len(out.Other))
		for id := range out.Other {
			ids = append(ids, id)
		}
		sort.Strings(ids)
		var parts []string
		for _, id := range ids {
			var es []string
			for _, e := range out.Other[id] {
				es = append(es, cards.EffectLabel(p.tr, e))
			}
			parts = append(parts, p.nameOf(id)+" "+strings.Join(es, " "))
		}
		lines = append(lines, p.tr.T(msgOther, "List", strings.Join(parts, ", ")))
	}
	return lines
}

func (p *Panel) kindList(ks []modifier.EffectKind) string {
	names := make([]string, len(ks))
	for i, k := range ks {
		names[i] = cards.EffectLabel(p.tr, modifier.Effect{Kind: k})
	}
	return strings.Join(names, ", ")
}
