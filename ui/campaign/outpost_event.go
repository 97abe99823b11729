package campaign

import (
	"errors"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"github.com/haventable/haventable/engine/campaign"
	"github.com/haventable/haventable/engine/outpost"
	"github.com/haventable/haventable/locales"
	"github.com/haventable/haventable/ui/history"
	"github.com/haventable/haventable/ui/names"
	"github.com/haventable/haventable/ui/spinner"
)

// eventStep is step 2 of the outpost phase: with outpost events in the
// data, the card drawn from the season's deck (drawnEvent); without, or
// with the deck used up, the outcome typed in (eventDialog).
func (p *outpostPanel) eventStep() {
	if len(p.d.Events) == 0 {
		p.eventDialog()
		return
	}
	_, ev, err := p.o.DrawEvent(p.d)
	if errors.Is(err, outpost.ErrEventDrawn) {
		p.s.env.Confirm(p.tr().T("OutpostStepEvent"), p.tr().T("OutpostEventDrawnAlready", "Card", p.o.PhaseEvent),
			p.tr().T("OutpostEventTypeIn"), p.eventDialog)
		return
	}
	if err != nil {
		p.s.env.Confirm(p.tr().T("OutpostStepEvent"),
			p.tr().T("OutpostEventDeckEmpty", "Season", p.seasonWords(outpost.OutpostSeason(p.o.Week))),
			p.tr().T("OutpostEventTypeIn"), p.eventDialog)
		return
	}
	p.drawnEvent(ev)
}

// travelStep draws the road or boat event (deck: outpost.DeckRoad or
// DeckBoat) of the season the group travels in (outpost.RoadSeason) and
// shows it as drawnEvent does; an empty deck is said so.
func (p *outpostPanel) travelStep(deck string) {
	tr := p.tr()
	_, ev, err := p.o.DrawDeckEvent(p.d, deck)
	if err != nil {
		msg := tr.T("OutpostRoadDeckEmpty", "Season", p.seasonWords(outpost.RoadSeason(p.o.Week)))
		if deck == outpost.DeckBoat {
			msg = tr.T("OutpostBoatDeckEmpty")
		}
		p.s.env.ShowInfo(p.deckTitle(deck), msg)
		return
	}
	p.drawnEvent(ev)
}

// hasDeck reports whether the data has events of deck's kind.
func (p *outpostPanel) hasDeck(deck string) bool {
	for _, e := range p.d.Events {
		if e.Deck == deck {
			return true
		}
	}
	return false
}

// deckTitle is the title of the dialogs of an event of deck's kind.
func (p *outpostPanel) deckTitle(deck string) string {
	if p.city != nil { // Gloomhaven's
		if deck == outpost.DeckRoad {
			return p.tr().T("RoadEventTitle")
		}
		return p.tr().T("CityEventTitle")
	}
	switch deck {
	case outpost.DeckRoad:
		return p.tr().T("OutpostStepRoad")
	case outpost.DeckBoat:
		return p.tr().T("OutpostStepBoat")
	}
	return p.tr().T("OutpostStepEvent")
}

// deckWords says that card c goes into its deck (add) or leaves it.
func (p *outpostPanel) deckWords(add bool, c outpost.EventCard) string {
	tr, season := p.tr(), p.seasonWords(c.Season)
	switch {
	case c.Season == "" && c.Deck == outpost.DeckCity && add: // Gloomhaven's
		return tr.T("CityChangeAddCity", "Card", c.ID)
	case c.Season == "" && c.Deck == outpost.DeckCity:
		return tr.T("CityChangeRemoveCity", "Card", c.ID)
	case c.Season == "" && c.Deck == outpost.DeckRoad && add:
		return tr.T("CityChangeAddRoad", "Card", c.ID)
	case c.Season == "" && c.Deck == outpost.DeckRoad:
		return tr.T("CityChangeRemoveRoad", "Card", c.ID)
	case c.Deck == outpost.DeckRoad && add:
		return tr.T("OutpostChangeAddRoadEvent", "Card", c.ID, "Season", season)
	case c.Deck == outpost.DeckRoad:
		return tr.T("OutpostChangeRemoveRoadEvent", "Card", c.ID, "Season", season)
	case c.Deck == outpost.DeckBoat && add:
		return tr.T("OutpostChangeAddBoatEvent", "Card", c.ID)
	case c.Deck == outpost.DeckBoat:
		return tr.T("OutpostChangeRemoveBoatEvent", "Card", c.ID)
	case add:
		return tr.T("OutpostChangeAddEvent", "Card", c.ID, "Season", season)
	}
	return tr.T("OutpostChangeRemoveEvent", "Card", c.ID, "Season", season)
}

// drawnWords heads the dialog of event ev drawn from its deck.
func (p *outpostPanel) drawnWords(ev outpost.Event) string {
	tr, season := p.tr(), p.seasonWords(ev.Season)
	if p.city != nil {
		return tr.T("CityEventDrawn", "Card", ev.ID, "Deck", p.deckTitle(ev.Deck))
	}
	switch ev.Deck {
	case outpost.DeckRoad:
		return tr.T("OutpostRoadEventDrawn", "Card", ev.ID, "Season", season)
	case outpost.DeckBoat:
		return tr.T("OutpostBoatEventDrawn", "Card", ev.ID)
	}
	return tr.T("OutpostEventDrawn", "Card", ev.ID, "Season", season)
}

// eventForm is the dialog of a drawn outpost event as the group fills it
// in: the option chosen, the outcomes that hold, the threat's attack and
// targets.
type eventForm struct {
	p        *outpostPanel
	ev       outpost.Event
	option   int
	holds    []*widget.Check // the option's outcomes, by index
	outcomes *fyne.Container
	threat   *fyne.Container
	attack   *spinner.Field
	rows     *targetRows
	dialog   dialog.Dialog // shown again, as filled in, under a refusal
}

// drawnEvent shows event ev drawn from the season's deck: its story and
// options in the player's words; the group chooses an option and the
// outcomes whose condition holds, sees each one's effects (those the
// table applies and those left to them) and the threat's attack with the
// buildings to target; Show works it out (showEvent) before Apply.
func (p *outpostPanel) drawnEvent(ev outpost.Event) {
	tr := p.tr()
	f := &eventForm{p: p, ev: ev, option: -1, outcomes: container.NewVBox(), threat: container.NewVBox()}
	head := widget.NewLabelWithStyle(p.drawnWords(ev),
		fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	story := widget.NewLabel(ev.Text)
	story.Wrapping = fyne.TextWrapWord
	var labels []string
	for _, op := range ev.Options {
		labels = append(labels, strings.TrimSpace(op.Label+": "+firstLine(op.Text)))
	}
	choice := widget.NewRadioGroup(labels, func(s string) {
		for i, l := range labels {
			if l == s {
				f.choose(i)
			}
		}
	})
	f.attack = attackEntry(tr)
	f.rows = newTargetRows(p, f.attack, func() (outpost.Outpost, bool) {
		o, _, err := p.o.Apply(p.d, f.change())
		return o, err == nil
	})
	form := container.NewVBox(head, story, widget.NewLabel(tr.T("OutpostEventChoose")), choice, f.outcomes, f.threat)
	d := dialog.NewCustomConfirm(p.deckTitle(ev.Deck), tr.T("OutpostShow"), tr.T("DialogCancel"), container.NewVScroll(form), func(ok bool) {
		if ok {
			f.show()
		}
	}, p.s.env.Window)
	f.dialog = d
	size := p.s.env.Window.Canvas().Size()
	d.Resize(fyne.NewSize(min(640, size.Width-24), min(680, max(360, size.Height-40))))
	if len(labels) > 0 {
		choice.SetSelected(labels[0])
	}
	d.Show()
}

// firstLine is the first line of s.
func firstLine(s string) string {
	line, _, _ := strings.Cut(s, "\n")
	return line
}

// choose shows option i's outcomes and the threat as they stand with it.
func (f *eventForm) choose(i int) {
	tr := f.p.tr()
	f.option = i
	f.holds = nil
	f.outcomes.RemoveAll()
	op := f.ev.Options[i]
	if op.Text != "" && strings.Contains(op.Text, "\n") {
		l := widget.NewLabel(op.Text)
		l.Wrapping = fyne.TextWrapWord
		f.outcomes.Add(l)
	}
	var judged []bool // Gloomhaven's: which outcomes hold by the party
	if f.p.city != nil {
		ticked := make([]bool, len(op.Outcomes))
		for i, oc := range op.Outcomes {
			ticked[i] = oc.Condition == ""
		}
		judged = f.p.city.holds(op.Outcomes, ticked)
	}
	for i, oc := range op.Outcomes {
		c := widget.NewCheck(tr.T("OutpostOutcomeAlways"), func(bool) { f.showThreat() })
		c.SetChecked(oc.Condition == "")
		if oc.Condition != "" {
			c.Text = tr.T("OutpostOutcomeIf", "Condition", oc.Condition)
		} else {
			c.Disable()
		}
		if judged != nil && oc.When != nil {
			c.SetChecked(judged[i])
			c.Text = tr.T("CityOutcomeJudged", "Condition", oc.Condition)
		}
		f.holds = append(f.holds, c)
		f.outcomes.Add(c)
		var lines []string
		if oc.Text != "" {
			lines = append(lines, oc.Text)
		}
		lines = append(lines, f.p.outcomeWords(oc)...)
		l := widget.NewLabel(strings.Join(lines, "\n"))
		l.Wrapping = fyne.TextWrapWord
		f.outcomes.Add(l)
	}
	f.outcomes.Refresh()
	f.showThreat()
}

// taken are the outcomes of the option chosen that the group says hold.
func (f *eventForm) taken() []outpost.EventOutcome {
	var out []outpost.EventOutcome
	if f.option < 0 {
		return nil
	}
	for i, oc := range f.ev.Options[f.option].Outcomes {
		if i < len(f.holds) && f.holds[i].Checked {
			out = append(out, oc)
		}
	}
	return out
}

// threatStands reports whether the threat is resolved: the card has one
// and no outcome taken skips it.
func (f *eventForm) threatStands() bool {
	if f.ev.Threat == nil {
		return false
	}
	for _, oc := range f.taken() {
		if oc.SkipThreat {
			return false
		}
	}
	return true
}

// showThreat shows the threat with the attack value and number of targets
// the outcomes taken make, and the buildings to target.
func (f *eventForm) showThreat() {
	tr := f.p.tr()
	f.threat.RemoveAll()
	t := f.ev.Threat
	if t == nil {
		f.threat.Refresh()
		return
	}
	f.threat.Add(widget.NewSeparator())
	if !f.threatStands() {
		f.threat.Add(widget.NewLabel(tr.T("OutpostThreatSkipped")))
		f.threat.Refresh()
		return
	}
	value, targets := f.threatNumbers()
	head := tr.T("OutpostThreatAll", "Attack", value)
	if targets > 0 {
		head = tr.N("OutpostThreat", targets, "Attack", value, "Targets", targets)
	}
	var lines []string
	for _, s := range []string{t.Text, t.TargetWords} {
		if s != "" {
			lines = append(lines, s)
		}
	}
	lines = append(lines, f.p.changeWords(t.Before)...)
	lines = append(lines, f.p.changeWords(t.After)...)
	for _, w := range t.Words {
		lines = append(lines, f.p.words(w))
	}
	words := widget.NewLabel(strings.Join(lines, "\n"))
	words.Wrapping = fyne.TextWrapWord
	f.threat.Add(widget.NewLabelWithStyle(head, fyne.TextAlignLeading, fyne.TextStyle{Bold: true}))
	f.threat.Add(words)
	if t.Attack > 0 || value > 0 {
		f.attack.SetWhole(value)
	}
	f.threat.Add(f.attack)
	for i := range f.rows.targets {
		f.threat.Add(f.rows.row(i))
	}
	f.rows.update()
	f.threat.Refresh()
}

// threatNumbers are the threat's attack value and number of targets (0:
// every building) as the outcomes taken change them.
func (f *eventForm) threatNumbers() (value, targets int) {
	t := f.ev.Threat
	value, targets = t.Attack, t.Targets
	for _, oc := range f.taken() {
		value += oc.AttackChange
		if targets > 0 {
			targets += oc.TargetChange
		}
	}
	return value, targets
}

// change is what the outcomes taken change, then the threat's effects
// before its attack when it stands: the outpost the attack meets.
func (f *eventForm) change() outpost.Change {
	var c outpost.Change
	for _, oc := range f.taken() {
		c = c.Plus(oc.Change)
	}
	if f.threatStands() {
		c = c.Plus(f.ev.Threat.Before)
	}
	return c
}

// show makes the campaign edit of the event as filled in and shows what it
// does (showEvent) with what is left to the group.
func (f *eventForm) show() {
	p, tr := f.p, f.p.tr()
	if f.option < 0 {
		return
	}
	if p.city != nil {
		p.city.resolve(f)
		return
	}
	op := f.ev.Options[f.option]
	e := campaign.OutpostEvent{Card: f.ev.ID, Option: op.Label, Drawn: true, Return: op.Return, Deck: f.ev.Deck}
	var byHand []string
	e.Change = f.change()
	for _, oc := range f.taken() {
		e.Return = e.Return || oc.Return
		for _, w := range oc.Words {
			byHand = append(byHand, p.words(w))
		}
	}
	if f.threatStands() {
		t := f.ev.Threat
		e.After = t.After
		for _, w := range t.Words {
			byHand = append(byHand, p.words(w))
		}
		if strings.TrimSpace(f.attack.Text) != "" {
			v, err := attackValue(tr, f.attack)
			if err != nil {
				p.s.refuseKeeping(f.dialog, tr.T("OutpostStepFailed"), err)
				return
			}
			_, count := f.threatNumbers()
			a := outpost.Attack{Value: v, Count: count}
			if count == 0 {
				a.Count = outpost.AllBuildings
			}
			a.Targets = f.rows.chosen()
			for _, t := range a.Targets {
				e.Names = append(e.Names, p.title(t.Building))
			}
			if want := p.o.TargetsWanted(a); want > 0 && len(a.Targets) != want {
				p.s.refuseKeeping(f.dialog, tr.T("OutpostStepFailed"), errors.New(tr.N("OutpostTargetCount", want, "Want", want, "Chosen", len(a.Targets))))
				return
			}
			if len(a.Targets) > 0 {
				e.Attack = &a
			}
		}
	}
	note := ""
	if e.Return {
		note = tr.T("OutpostEventReturn")
	}
	if len(byHand) > 0 {
		note = strings.TrimSpace(note + "\n" + tr.T("OutpostByHand") + "\n" + strings.Join(byHand, "\n"))
	}
	p.showEventWith(e, note)
}

// outcomeWords are an outcome's effects in the player's words: those the
// table applies, then those left to the group.
func (p *outpostPanel) outcomeWords(oc outpost.EventOutcome) []string {
	tr := p.tr()
	lines := append(p.partyWords(oc.Party), p.changeWords(oc.Change)...)
	for _, pi := range oc.If {
		lines = append(lines, tr.T("CityChangeIf", "Condition", pi.Condition, "Change", strings.Join(p.partyWords(pi.Party), ", ")))
	}
	if !oc.Next.Empty() {
		lines = append(lines, tr.T("CityNextScenario", "Effects", names.NextScenario(tr, oc.Next)))
	}
	if oc.AttackChange != 0 {
		lines = append(lines, tr.T("OutpostChangeAttack", "N", signed(oc.AttackChange)))
	}
	if oc.TargetChange != 0 {
		lines = append(lines, tr.T("OutpostChangeTargets", "N", signed(oc.TargetChange)))
	}
	if oc.SkipThreat {
		lines = append(lines, tr.T("OutpostThreatSkipped"))
	}
	if oc.Return {
		lines = append(lines, tr.T("OutpostEventReturn"))
	}
	for _, w := range oc.Words {
		lines = append(lines, tr.T("OutpostByHandLine", "Words", p.words(w)))
	}
	if len(lines) == 0 {
		lines = append(lines, tr.T("OutpostNoEffect"))
	}
	return lines
}

// changeWords tells change c in the player's words, one line a part.
func (p *outpostPanel) changeWords(c outpost.Change) []string {
	tr := p.tr()
	var lines []string
	if len(c.Gain) > 0 {
		lines = append(lines, tr.T("OutpostChangeGain", "What", history.SupplyWords(tr, c.Gain.String())))
	}
	if len(c.Lose) > 0 {
		lines = append(lines, tr.T("OutpostChangeLose", "What", history.SupplyWords(tr, c.Lose.String())))
	}
	track := func(v int, text func(n string) string) {
		if v != 0 {
			lines = append(lines, text(signed(v)))
		}
	}
	track(c.Morale, func(n string) string { return tr.T("OutpostChangeMorale", "N", n) })
	track(c.Prosperity, func(n string) string { return tr.T("OutpostChangeProsperity", "N", n) })
	track(c.Inspiration, func(n string) string { return tr.T("OutpostChangeInspiration", "N", n) })
	track(c.Soldiers, func(n string) string { return tr.T("OutpostChangeSoldiers", "N", n) })
	track(c.Defense, func(n string) string { return tr.T("OutpostChangeDefense", "N", n) })
	for _, s := range c.Sections {
		lines = append(lines, tr.N("OutpostChangeSection", s.In, "Section", s.Section, "Weeks", s.In))
	}
	for _, b := range c.Wreck {
		lines = append(lines, tr.T("OutpostWrecked", "Name", p.title(b)))
	}
	for _, e := range c.AddEvents {
		lines = append(lines, p.deckWords(true, e))
	}
	for _, e := range c.RemoveEvents {
		lines = append(lines, p.deckWords(false, e))
	}
	return lines
}

// attackEntry is the field for the value of an attack on the outpost:
// blank is no attack.
func attackEntry(tr locales.Tr) *spinner.Field {
	e := spinner.NewWhole(tr, 0, outpost.MaxCardValue)
	e.Blank = true
	e.SetPlaceHolder(tr.T("OutpostAttackValue"))
	return e
}

// attackValue reads an attack's value, naming the field in the error.
func attackValue(tr locales.Tr, e *spinner.Field) (int, error) {
	v, err := e.Whole()
	if err != nil {
		return 0, spinner.Named(tr, tr.T("OutpostAttackValue"), err)
	}
	return v, nil
}
