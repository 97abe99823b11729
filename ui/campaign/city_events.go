package campaign

import (
	"errors"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/haventable/haventable/engine/campaign"
	"github.com/haventable/haventable/engine/outpost"
	"github.com/haventable/haventable/engine/pack"
	"github.com/haventable/haventable/ui/names"
)

// cityPanel is a Gloomhaven campaign's city and road events (a campaign
// without an outpost: rules in docs/editions.md, "City and road events"):
// the decks' sizes and a button for each deck. A card drawn is shown and
// resolved by the outpost's event player (outpostPanel.drawnEvent) on the
// campaign's decks, and made as one campaign.CityEvent.
type cityPanel struct {
	s       *Screen
	content *fyne.Container
	// ev plays the events on the decks (ev.o) and their data (ev.d);
	// nil when there is no data to draw from.
	ev *outpostPanel
	// start: the campaign has no decks stored yet; the first draw starts
	// them from ev.d with seed.
	start bool
	seed  uint64
	// next says what the events resolved give every character at the
	// next scenario's start (newNextNotice), as the Play tab does.
	next *widget.Label
}

func newCityPanel(s *Screen) *cityPanel {
	return &cityPanel{s: s, content: container.NewVBox(), next: newNextNotice()}
}

// reload reads the open campaign's decks (or the data a first draw starts
// them from) and shows them.
func (c *cityPanel) reload() {
	c.ev, c.start = nil, false
	camp, ok := c.s.campaign()
	if ok && c.s.env.Store != nil {
		o, d, err := c.s.env.Store.CityEvents(c.s.ctx, c.s.current)
		switch {
		case err == nil:
			c.ev = &outpostPanel{s: c.s, o: o, d: d, has: true, city: c}
		case errors.Is(err, campaign.ErrNoCityEvents):
			lang := (&outpostPanel{s: c.s}).lang()
			if data, _, found := pack.CityEventsOf(c.s.env.DataPacks(), lang, camp.Rules); found {
				c.seed, c.start = c.s.seed(), true
				c.ev = &outpostPanel{s: c.s, o: outpost.NewDecks(c.seed), d: data, has: true, city: c}
			}
		default:
			c.s.env.ShowError(c.s.tr().T("CityEventsLoadFailed"), err)
		}
	}
	c.show()
}

func (c *cityPanel) show() {
	tr := c.s.tr()
	head := widget.NewLabelWithStyle(tr.T("CityEventsTitle"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	rule := widget.NewLabel(tr.T("CityEventsRule"))
	rule.Wrapping = fyne.TextWrapWord
	c.s.showNext(c.next)
	if c.ev == nil {
		hint := widget.NewLabel(tr.T("CityEventsNone"))
		hint.Wrapping = fyne.TextWrapWord
		c.content.Objects = []fyne.CanvasObject{head, rule, c.next, hint}
		c.content.Refresh()
		return
	}
	city := len(c.ev.o.EventDeck(c.ev.d, outpost.Season(outpost.DeckCity)))
	road := len(c.ev.o.EventDeck(c.ev.d, outpost.Season(outpost.DeckRoad)))
	sizes := widget.NewLabel(tr.T("CityEventsDecks", "City", city, "Road", road))
	sizes.Wrapping = fyne.TextWrapWord
	drawCity := widget.NewButtonWithIcon(tr.T("CityEventDraw"), theme.HomeIcon(), func() { c.draw(outpost.DeckCity) })
	drawRoad := widget.NewButtonWithIcon(tr.T("RoadEventDraw"), theme.NavigateNextIcon(), func() { c.draw(outpost.DeckRoad) })
	drawCity.Importance = widget.HighImportance
	c.content.Objects = []fyne.CanvasObject{head, rule, sizes, c.next, container.NewHBox(drawCity, drawRoad)}
	c.content.Refresh()
}

// draw shows the top card of deck (outpost.DeckCity or DeckRoad).
func (c *cityPanel) draw(deck string) {
	if c.ev == nil {
		return
	}
	_, ev, err := c.ev.o.DrawCityEvent(c.ev.d, deck)
	if err != nil {
		c.s.env.ShowInfo(c.ev.deckTitle(deck), c.s.tr().T("CityDeckEmpty", "Deck", c.ev.deckTitle(deck)))
		return
	}
	c.ev.drawnEvent(ev)
}

// party is the open campaign's reputation and the classes of its
// characters not retired: what the outcomes' conditions ask.
func (c *cityPanel) party() (int, []string) {
	camp, _ := c.s.campaign()
	var classes []string
	if chars, err := c.s.env.Store.Characters(c.s.ctx, c.s.current); err == nil {
		for _, ch := range chars {
			if !ch.Retired {
				classes = append(classes, ch.Class)
			}
		}
	}
	return camp.Party.Reputation, classes
}

// holds are which of outcomes hold as far as the table judges them: those
// with a structured condition by the party, the others as the group ticks
// them (ticked: the default).
func (c *cityPanel) holds(outcomes []outpost.EventOutcome, ticked []bool) []bool {
	rep, classes := c.party()
	out := make([]bool, len(outcomes))
	for i, oc := range outcomes {
		out[i] = ticked[i]
		if oc.When != nil {
			out[i] = oc.When.Holds(rep, classes, out[:i])
		}
	}
	return out
}

// resolve makes the campaign edit of the event as the form has it and
// shows what it does before it is made.
func (c *cityPanel) resolve(f *eventForm) {
	tr := c.s.tr()
	op := f.ev.Options[f.option]
	e := campaign.CityEvent{Card: f.ev.ID, Deck: f.ev.Deck, Option: op.Label, Return: op.Return}
	var byHand []string
	rep, classes := c.party()
	for _, oc := range f.taken() {
		e.Party = e.Party.Plus(oc.Party)
		for _, pi := range oc.If {
			if pi.When.Holds(rep, classes, nil) {
				e.Party = e.Party.Plus(pi.Party)
			}
		}
		e.Cards = e.Cards.Plus(outpost.Change{AddEvents: oc.Change.AddEvents, RemoveEvents: oc.Change.RemoveEvents})
		e.Next = e.Next.Plus(oc.Next)
		e.Return = e.Return || oc.Return
		for _, w := range oc.Words {
			byHand = append(byHand, c.ev.words(w))
		}
	}
	if c.start {
		e.Start = &campaign.CityStart{Data: c.ev.d, Seed: c.seed}
	}
	if _, err := e.DecksAfter(c.ev.o, c.ev.d); err != nil {
		c.s.env.ShowError(tr.T("OutpostStepFailed"), err)
		return
	}
	lines := []string{strings.TrimSpace(e.Card + " " + e.Option)}
	if e.Return {
		lines = append(lines, tr.T("OutpostEventReturn"))
	} else {
		lines = append(lines, tr.T("CityEventRemoved"))
	}
	lines = append(lines, c.difference(e)...)
	if len(byHand) > 0 {
		lines = append(lines, "", tr.T("OutpostByHand"))
		lines = append(lines, byHand...)
	}
	c.s.env.Confirm(c.ev.deckTitle(e.Deck), strings.Join(lines, "\n"), tr.T("OutpostApply"), func() {
		if _, err := c.s.edit(e); err != nil {
			c.s.env.ShowError(tr.T("OutpostStepFailed"), err)
		}
		c.s.reloadAll()
	})
}

// difference tells what event e changes: the party's tracks, each
// character's gold, experience and checks, the cards of the decks.
func (c *cityPanel) difference(e campaign.CityEvent) []string {
	tr := c.s.tr()
	camp, _ := c.s.campaign()
	var lines []string
	after := e.PartyAfter(camp.Party)
	if after.Reputation != camp.Party.Reputation {
		lines = append(lines, tr.T("CityReputation", "Was", camp.Party.Reputation, "Now", after.Reputation))
	}
	if after.Prosperity != camp.Party.Prosperity {
		lines = append(lines, tr.T("CityProsperity", "Was", camp.Party.Prosperity, "Now", after.Prosperity))
	}
	if chars, err := c.s.env.Store.Characters(c.s.ctx, c.s.current); err == nil {
		for _, ch := range chars {
			a := e.CharacterAfter(ch)
			var parts []string
			if a.Gold != ch.Gold {
				parts = append(parts, tr.T("CityGold", "Was", ch.Gold, "Now", a.Gold))
			}
			if a.XP != ch.XP {
				parts = append(parts, tr.T("CityExperience", "Was", ch.XP, "Now", a.XP))
			}
			if a.PerkMarks != ch.PerkMarks {
				parts = append(parts, tr.T("CityChecks", "Was", ch.PerkMarks, "Now", a.PerkMarks))
			}
			if len(parts) > 0 {
				lines = append(lines, ch.Name+": "+strings.Join(parts, ", "))
			}
		}
	}
	for _, card := range e.Cards.AddEvents {
		lines = append(lines, c.ev.deckWords(true, card))
	}
	for _, card := range e.Cards.RemoveEvents {
		lines = append(lines, c.ev.deckWords(false, card))
	}
	if !e.Next.Empty() {
		lines = append(lines, tr.T("CityNextScenario", "Effects", names.NextScenario(tr, e.Next)))
	}
	if len(lines) == 0 {
		lines = append(lines, tr.T("OutpostNoEffect"))
	}
	return lines
}

// partyWords tells an outcome's change of the sheet, one line a part.
func (p *outpostPanel) partyWords(c outpost.PartyChange) []string {
	tr := p.tr()
	var lines []string
	if c.Reputation != 0 {
		lines = append(lines, tr.T("CityChangeReputation", "N", signed(c.Reputation)))
	}
	if c.Prosperity != 0 {
		lines = append(lines, tr.T("CityChangeProsperity", "N", signed(c.Prosperity)))
	}
	if c.Gold != 0 {
		lines = append(lines, tr.N("CityChangeGold", abs(c.Gold), "N", signed(c.Gold)))
	}
	if c.Experience != 0 {
		lines = append(lines, tr.N("CityChangeExperience", abs(c.Experience), "N", signed(c.Experience)))
	}
	if c.Checks != 0 {
		lines = append(lines, tr.N("CityChangeChecks", abs(c.Checks), "N", signed(c.Checks)))
	}
	return lines
}
