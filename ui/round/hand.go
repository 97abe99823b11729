package round

import (
	"errors"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/ui/spinner"
)

// A character's ability cards, counted by pile (engine.CardPiles): a button
// beside its initiative shows the piles and opens a menu to declare a long
// rest, count the cards played, take a short rest, or set the hand size.

// cardsText is what character f's cards button says: its hand's piles
// when the table keeps it (h), else the piles counted.
func (c *Control) cardsText(f engine.Figure, h *engine.Hand) string {
	if h != nil {
		p := h.Piles()
		return c.env.Tr.T("RoundCards", "Hand", p.Hand, "Discard", p.Discard, "Lost", p.Lost)
	}
	if f.Cards == nil {
		return c.env.Tr.T("RoundCardsUncounted")
	}
	p := f.Cards
	return c.env.Tr.T("RoundCards", "Hand", p.Hand, "Discard", p.Discard, "Lost", p.Lost)
}

// CardsMenu is the menu of character id's cards button, from its piles now.
func (c *Control) CardsMenu(id string) *fyne.Menu {
	tr := c.env.Tr
	scn := c.scenario()
	if scn == nil {
		return fyne.NewMenu("")
	}
	f, ok := scn.Figure(id)
	if !ok {
		return fyne.NewMenu("")
	}
	size := fyne.NewMenuItem(tr.T("RoundCardsHandSize"), func() { c.askHandSize(id) })
	var cards []*fyne.MenuItem // the hand screen, where the ability cards are chosen
	if c.OnHand != nil {
		cards = []*fyne.MenuItem{fyne.NewMenuItem(tr.T("RoundAbilityCards"), func() { c.OnHand(id) }), fyne.NewMenuItemSeparator()}
	}
	in, set := scn.InitiativeOf(id)
	long := fyne.NewMenuItem(tr.T("RoundLongRest"), func() { c.SetLongRest(id) })
	long.Disabled = scn.RoundBegun() || (set && in.LongRest) || (f.Cards != nil && !f.Cards.CanRest())
	if f.Cards == nil {
		return fyne.NewMenu("", append(cards, long, fyne.NewMenuItemSeparator(), size)...)
	}
	p := *f.Cards
	about := fyne.NewMenuItem(tr.T("RoundCardsAbout", "Hand", p.Hand, "Discard", p.Discard, "Lost", p.Lost), nil)
	about.Disabled = true
	play := func(label string, discarded, lost int) *fyne.MenuItem {
		it := fyne.NewMenuItem(label, func() { c.PlayCards(id, discarded, lost) })
		it.Disabled = discarded+lost > p.Hand
		return it
	}
	items := []*fyne.MenuItem{about, fyne.NewMenuItemSeparator()}
	items = append(append(cards, items...),
		play(tr.T("RoundPlayTwoDiscarded"), 2, 0), play(tr.T("RoundPlayOneLost"), 1, 1),
		play(tr.T("RoundPlayTwoLost"), 0, 2), play(tr.T("RoundPlayOneDiscarded"), 1, 0),
		play(tr.T("RoundPlayOneLostOnly"), 0, 1),
		fyne.NewMenuItemSeparator())
	// a short rest is the end of the round's (the engine's ShortRestTime)
	short := fyne.NewMenuItem(tr.T("RoundShortRest"), func() { c.ShortRest(id) })
	if !scn.ShortRestTime() {
		short.Label = tr.T("RoundShortRestLater")
	}
	short.Disabled = !p.CanRest() || (set && in.LongRest) || !scn.ShortRestTime()
	stop := fyne.NewMenuItem(tr.T("RoundCardsStop"), func() { c.setHand(id, 0) })
	return fyne.NewMenu("", append(items, long, short, fyne.NewMenuItemSeparator(), size, stop)...)
}

// tapCards is the cards button of character id: its hand on the hand
// screen when the table keeps it (OnHand), else the cards menu.
func (c *Control) tapCards(id string, b *widget.Button) {
	if scn := c.scenario(); scn != nil && c.OnHand != nil {
		if _, kept := scn.HandOf(id); kept {
			c.OnHand(id)
			return
		}
	}
	c.showCardsMenu(id, b)
}

// showCardsMenu opens character id's cards menu under its button.
func (c *Control) showCardsMenu(id string, b *widget.Button) {
	if c.env.Window == nil {
		return
	}
	cv := c.env.Window.Canvas()
	pos := fyne.CurrentApp().Driver().AbsolutePositionForObject(b).AddXY(0, b.Size().Height)
	widget.ShowPopUpMenuAtPosition(c.CardsMenu(id), cv, pos)
}

// PlayCards counts the cards character id played (a recorded action).
func (c *Control) PlayCards(id string, discarded, lost int) {
	c.env.Table.DoThen(engine.PlayCards{Character: id, Discarded: discarded, Lost: lost}, func(_ engine.Report, err error) {
		if err != nil {
			c.fail(c.cardsError(err))
		}
	})
}

// ShortRest is character id's short rest (a recorded action): the status
// line says which card of the discard pile is lost.
func (c *Control) ShortRest(id string) {
	c.env.Table.DoThen(engine.ShortRest{Character: id}, func(rep engine.Report, err error) {
		if err != nil {
			c.fail(c.cardsError(err))
			return
		}
		if r := rep.Rest; r != nil {
			c.setStatus(c.env.Tr.T("RoundShortRested", "Name", figureName(c.scenario(), id), "Lost", r.Lost, "Of", r.Of))
		}
	})
}

// setHand counts character id's cards from a hand of size (0: no longer).
func (c *Control) setHand(id string, size int) {
	c.env.Table.DoThen(engine.SetHand{Character: id, Size: size}, func(_ engine.Report, err error) {
		if err != nil {
			c.fail(c.cardsError(err))
		}
	})
}

// askHandSize asks how many ability cards character id holds.
func (c *Control) askHandSize(id string) {
	tr := c.env.Tr
	if c.env.Window == nil {
		return
	}
	entry := spinner.NewWhole(tr, 1, engine.MaxHandSize)
	if f, ok := c.scenario().Figure(id); ok && f.Cards != nil {
		entry.SetWhole(f.Cards.Total())
	}
	item := &widget.FormItem{Text: tr.T("RoundHandSizeLabel"), Widget: entry, HintText: tr.T("RoundHandSizeHint")}
	d := dialog.NewForm(tr.T("RoundHandSizeTitle", "Name", figureName(c.scenario(), id)), tr.T("RoundHandSizeSet"),
		tr.T("RoundHandSizeCancel"), []*widget.FormItem{item}, func(ok bool) {
			if !ok {
				return
			}
			if n, err := entry.Whole(); err == nil {
				c.setHand(id, n)
			}
		}, c.env.Window)
	entry.OnSubmitted = func(string) { d.Submit() } // Enter counts, as the button does
	d.Show()
	c.env.Window.Canvas().Focus(entry)
}

// cardsError is err in the player's words where the cards are the reason.
func (c *Control) cardsError(err error) error {
	if errors.Is(err, engine.ErrCannotRest) {
		return errors.New(c.env.Tr.T("RoundCannotRest", "Menu", c.env.Tr.T("RoundCardsStop")))
	}
	if errors.Is(err, engine.ErrRestTime) {
		return errors.New(c.env.Tr.T("RoundRestTime"))
	}
	return err
}
