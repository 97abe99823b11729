package attack

import (
	"strings"

	"github.com/haventable/haventable/engine/condbonus"
	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/ui/cards"
)

// showIfs shows, under the form, the conditional bonuses of the attack its
// card gave (the engine adds them target by target when it is drawn);
// hidden without any.
func (p *Panel) showIfs() {
	if len(p.ifs) == 0 {
		p.ifNote.Hide()
		p.ifNote.SetText("")
		return
	}
	lines := make([]string, len(p.ifs))
	for i, b := range p.ifs {
		lines[i] = cards.IfLine(p.tr, b)
	}
	p.ifNote.SetText(p.tr.T("IfCardBonuses", "List", strings.Join(lines, "; ")))
	p.ifNote.Show()
}

// IfNote is the line under the form naming the card's conditional
// bonuses ("" without any).
func (p *Panel) IfNote() string {
	if !p.ifNote.Visible() {
		return ""
	}
	return p.ifNote.Text
}

// ifLine says what the attack's conditional bonuses added to the attack
// on one target, and why ("Added by the card: +2 attack, 1 experience if
// the target is next to one of your allies"), or that they added nothing
// there; "" for an attack without any.
func (p *Panel) ifLine(ifs []condbonus.Bonus, r modifier.TargetResult) string {
	if len(ifs) == 0 {
		return ""
	}
	var held []string
	for i, b := range ifs {
		if i < len(r.Ifs) && r.Ifs[i] > 0 {
			held = append(held, cards.IfHeld(p.tr, b, r.Ifs[i]))
		}
	}
	if len(held) == 0 {
		return p.tr.T("IfNoneHeld")
	}
	return p.tr.T("IfAdded", "List", strings.Join(held, "; "))
}
