package campaign

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"github.com/haventable/haventable/engine/outpost"
	"github.com/haventable/haventable/locales"
	"github.com/haventable/haventable/ui/screen"
	"github.com/haventable/haventable/ui/spinner"
)

// targetRows are the buildings an attack on the outpost may target, each
// with its box, the soldiers lost for its check (rulebook p. 61: "any
// number of soldiers") and the odds of its defense check before
// the attack is drawn (docs/outpost.md, "The Outpost tab"): shown under a
// building once it is ticked, updated as the group ticks targets and
// soldiers and changes the attack's value.
type targetRows struct {
	p        *outpostPanel
	names    []string
	targets  []*widget.Check
	soldiers []*widget.Select
	odds     []*widget.Label
	attack   *spinner.Field
	// before is the outpost as the attack meets it (the outcome's change
	// made), or false when it cannot be worked out.
	before func() (outpost.Outpost, bool)
}

// newTargetRows are the rows of the buildings standing on p's outpost,
// for an attack whose value is typed in attack.
func newTargetRows(p *outpostPanel, attack *spinner.Field, before func() (outpost.Outpost, bool)) *targetRows {
	tr := p.tr()
	r := &targetRows{p: p, attack: attack, before: before}
	for _, st := range p.o.Buildings {
		if st.Level == 0 || st.Wrecked {
			continue
		}
		r.names = append(r.names, st.Name)
		r.targets = append(r.targets, widget.NewCheck(p.title(st.Name), func(bool) { r.update() }))
		sel := screen.NewSelect(tr, soldierChoices(tr, p.o.Soldiers), func(string) { r.update() })
		sel.SetSelectedIndex(0)
		r.soldiers = append(r.soldiers, sel)
		l := widget.NewLabel("")
		l.Wrapping = fyne.TextWrapWord
		l.Hide()
		r.odds = append(r.odds, l)
	}
	attack.OnChanged = func(string) { r.update() }
	return r
}

// row is building i's row.
func (r *targetRows) row(i int) fyne.CanvasObject {
	return container.NewVBox(container.NewHBox(r.targets[i], r.soldiers[i]), r.odds[i])
}

// soldierChoices are the soldiers that can be lost for one check, none to
// all of have: "no soldier", "1 soldier", "2 soldiers" ... (short: the
// select is as wide as its first choice).
func soldierChoices(tr locales.Tr, have int) []string {
	out := []string{tr.T("OutpostNoSoldier")}
	for n := 1; n <= have; n++ {
		out = append(out, tr.N("OutpostSoldiersLost", n, "Count", n))
	}
	return out
}

// chosen are the targets ticked, in the buildings' order.
func (r *targetRows) chosen() []outpost.Target {
	var out []outpost.Target
	for i, c := range r.targets {
		if c.Checked {
			out = append(out, outpost.Target{Building: r.names[i], Soldiers: max(0, r.soldiers[i].SelectedIndex())})
		}
	}
	return out
}

// update shows each ticked building's odds before the draw
// (outpost.AttackOdds), or why they cannot be told.
func (r *targetRows) update() {
	tr := r.p.tr()
	for _, l := range r.odds {
		l.SetText("")
		l.Hide()
	}
	targets := r.chosen()
	if len(targets) == 0 || strings.TrimSpace(r.attack.Text) == "" {
		return
	}
	v, err := r.attack.Whole()
	o, ok := r.before()
	if err != nil || !ok {
		return
	}
	odds, err := o.AttackOdds(outpost.Attack{Value: v, Targets: targets})
	k := 0
	for i, c := range r.targets {
		if !c.Checked {
			continue
		}
		text := tr.T("OutpostStepFailed")
		if err == nil {
			to := odds[k]
			pct := func(f float64) int { return int(f*100 + 0.5) }
			text = tr.T("OutpostOddsBefore", "Attack", to.Check.Attack, "Defense", o.TotalDefense(),
				"Defended", pct(to.Odds.Defended), "Damaged", pct(to.Odds.Damaged), "Wrecked", pct(to.Odds.Wrecked))
			if to.Check.Advantage {
				text += " " + tr.T("OutpostOddsAdvantage")
			} else if to.Check.Disadvantage {
				text += " " + tr.T("OutpostOddsDisadvantage")
			}
		}
		k++
		r.odds[i].SetText(text)
		r.odds[i].Show()
	}
}
