package hand

import (
	"errors"
	"fmt"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/persistence/share"
	"github.com/haventable/haventable/ui/abilities"
	"github.com/haventable/haventable/ui/screen"
)

// do performs a on the table and calls done with what it did; a refusal
// is said in a dialog in the player's words. On a shared table done comes
// once the host answered.
func (s *Screen) do(a engine.Action, done func(rep engine.Report)) {
	s.env.Table.DoThen(a, func(rep engine.Report, err error) {
		if err != nil {
			s.env.ShowError(s.env.Tr.T("HandErrorTitle"), errors.New(s.words(err)))
			return
		}
		done(rep)
	})
}

// words is a refusal in the player's words: the engine's reasons the
// player can act on, else a plain sentence (the screen offers only what
// the table allows, so that one is rare).
func (s *Screen) words(err error) string {
	tr := s.env.Tr
	if e, ok := errors.AsType[*engine.DiscardOwedError](err); ok {
		return tr.N("HandErrDiscardOwed", e.Owed, "N", e.Owed)
	}
	switch {
	case errors.Is(err, engine.ErrCannotRest):
		return tr.T("HandErrCannotRest")
	case errors.Is(err, engine.ErrRestTime):
		return tr.T("HandErrRestTime")
	case errors.Is(err, engine.ErrNotChosen):
		return tr.T("HandErrNotChosen")
	case errors.Is(err, engine.ErrNoHand):
		return tr.T("HandErrNoHand")
	case errors.Is(err, engine.ErrRoundBegun):
		return tr.T("HandErrRoundBegun")
	case errors.Is(err, engine.ErrOutOfPlay):
		return tr.T("HandErrOutOfPlay")
	case errors.Is(err, share.ErrNotAllowed):
		return tr.T("HandErrNotAllowed")
	case errors.Is(err, screen.ErrNoCampaign):
		return tr.T("HandErrNoCampaign")
	}
	return tr.T("HandErrRefused")
}

// name is the character shown, in the player's words.
func (s *Screen) name() string { return screen.NameOf(s.scenario(), s.selected) }

// togglePick ticks card n for the hand, or unticks it.
func (s *Screen) togglePick(n int) {
	if i := slices.Index(s.picks, n); i >= 0 {
		s.picks = slices.Delete(s.picks, i, i+1)
	} else {
		s.picks = append(s.picks, n)
	}
	s.Refresh()
}

// TakeHand takes the cards ticked as the character's hand for the
// scenario (one recorded action).
func (s *Screen) TakeHand() {
	scn := s.scenario()
	if scn == nil {
		return
	}
	f, ok := scn.Figure(s.selected)
	if !ok {
		return
	}
	ci := s.classOf(f)
	size := ci.size
	if size == 0 {
		size = len(s.picks)
	}
	cards := slices.Clone(s.picks)
	take := func(discard []int) {
		a := engine.ChooseHand{Character: f.ID, Level: ci.level, HandSize: size, Deck: ci.deck, Cards: cards, Pool: ci.pool, Discard: discard}
		s.do(a, func(engine.Report) {
			s.picks = nil
			s.setStatus(s.env.Tr.N("HandTaken", len(cards), "Name", s.name(), "N", len(cards)))
		})
	}
	_, had := scn.HandOf(f.ID)
	if had || f.Cards == nil || f.Cards.Discard == 0 || s.env.Window == nil {
		take(nil)
		return
	}
	s.askDiscard(f.Cards.Discard, ci.deck, cards, take)
}

// askDiscard asks which owed of the cards chosen start discarded (the
// character discarded them while its cards were counted, as an event's
// "discard N cards" at the scenario's start does) and takes the hand with
// them (ChooseHand.Discard).
func (s *Screen) askDiscard(owed int, deck []engine.ClassCard, cards []int, take func([]int)) {
	tr := s.env.Tr
	ask := widget.NewLabel(tr.N("HandDiscardOwed", owed, "Name", s.name(), "N", owed))
	ask.Wrapping = fyne.TextWrapWord
	box := container.NewVBox(ask)
	checks := make([]*widget.Check, len(cards))
	for i, n := range cards {
		name := fmt.Sprint(n)
		if j := slices.IndexFunc(deck, func(c engine.ClassCard) bool { return c.Number == n }); j >= 0 {
			name = deck[j].Name
		}
		checks[i] = widget.NewCheck(name, nil)
		box.Add(checks[i])
	}
	d := dialog.NewCustomConfirm(tr.T("HandDiscardOwedTitle"), tr.T("HandTakeCards"), tr.T("DialogCancel"), container.NewVScroll(box), func(ok bool) {
		if !ok {
			return
		}
		var discard []int
		for i, c := range checks {
			if c.Checked {
				discard = append(discard, cards[i])
			}
		}
		take(discard)
	}, s.env.Window)
	size := s.env.Window.Canvas().Size()
	d.Resize(fyne.NewSize(min(480, size.Width-24), min(560, max(300, size.Height-40))))
	d.Show()
}

// pickCard picks card n for the round: the first picked leads, the second
// follows; a card picked again is put back, and a third pick replaces the
// second.
func (s *Screen) pickCard(n int) {
	switch i := slices.Index(s.picks, n); {
	case i >= 0:
		s.picks = slices.Delete(s.picks, i, i+1)
	case len(s.picks) >= 2:
		s.picks = []int{s.picks[0], n}
	default:
		s.picks = append(s.picks, n)
	}
	s.Refresh()
}

// ChooseCards chooses the two cards picked for the round, the first
// leading (one recorded action): the character's initiative is its.
func (s *Screen) ChooseCards() {
	if len(s.picks) != 2 {
		return
	}
	lead, second := s.picks[0], s.picks[1]
	who := s.selected
	s.do(engine.ChooseCards{Character: who, Leading: lead, Second: second}, func(engine.Report) {
		if h, kept := s.scenario().HandOf(who); kept {
			c, _ := h.Card(lead)
			s.setStatus(s.env.Tr.T("HandChoseStatus", "Name", screen.NameOf(s.scenario(), who), "Initiative", c.Initiative, "Card", c.Name))
		}
	})
}

// DeclareLongRest declares the character's long rest for the round
// (initiative 99).
func (s *Screen) DeclareLongRest() {
	s.do(engine.DeclareLongRest{Character: s.selected}, func(engine.Report) {
		s.picks = nil
		s.setStatus(s.env.Tr.T("HandLongRestStatus", "Name", s.name(), "Initiative", engine.LongRestInitiative))
	})
}

// PlayHalf plays a half of card n on the character's turn (def: as the
// default attack 2 or move 2); the status line says what it does and
// where the card went.
func (s *Screen) PlayHalf(n int, half string, def bool) {
	s.do(engine.PlayHalf{Character: s.selected, Card: n, Half: half, Default: def}, s.played)
}

// played says what a half played did (rep).
func (s *Screen) played(rep engine.Report) {
	if rep.Hand == nil {
		return
	}
	tr := s.env.Tr
	what := abilities.Actions(tr, rep.Hand.Resolved)
	if what == "" {
		what = tr.T("HandNoAction")
	}
	s.cursor = -1
	status := tr.T("HandPlayedStatus", "Card", rep.Hand.Name, "What", what, "Where", s.where(rep.Hand.To))
	if h, ok := s.scenario().HandOf(s.selected); ok && len(rep.Hand.Replaced) > 0 {
		status += " " + tr.T("HandReplacedStatus", "Cards", cardNames(h, rep.Hand.Replaced))
	}
	a, ok := s.scenario().CardAttack(s.selected)
	if ok && a.Bonus > 0 {
		status += " " + tr.T("HandAttackBonus", "Bonus", a.Bonus, "Value", a.Attack.Value)
	}
	s.setStatus(status)
	if ok && s.OnAttack != nil {
		s.OnAttack(s.selected, a)
	}
}

// where says where a card went.
func (s *Screen) where(to string) string {
	tr := s.env.Tr
	switch to {
	case engine.ToLost:
		return tr.T("HandToLost")
	case engine.ToActive:
		return tr.T("HandToActive")
	}
	return tr.T("HandToDiscard")
}

// UseBonus marks a use of active card n's track for event.
func (s *Screen) UseBonus(n int, event string) {
	s.do(engine.UseBonus{Character: s.selected, Card: n, Event: event}, func(rep engine.Report) {
		if rep.Hand == nil {
			return
		}
		tr := s.env.Tr
		if rep.Hand.To != engine.ToActive {
			s.setStatus(tr.T("HandSpentStatus", "Card", rep.Hand.Name, "Where", s.where(rep.Hand.To)))
			return
		}
		s.setStatus(tr.T("HandUsedStatus", "Card", rep.Hand.Name, "Event", eventName(tr, event)))
	})
}

// EndBonus takes active card n out of the active area.
func (s *Screen) EndBonus(n int) {
	s.do(engine.EndBonus{Character: s.selected, Card: n}, func(rep engine.Report) {
		if rep.Hand != nil {
			s.setStatus(s.env.Tr.T("HandEndedStatus", "Card", rep.Hand.Name, "Where", s.where(rep.Hand.To)))
		}
	})
}

// RestShort is the character's short rest: the table's seeded source
// draws the card lost.
func (s *Screen) RestShort() {
	if b, on := s.Button("short"); b == nil || !on {
		return
	}
	s.do(engine.RestShort{Character: s.selected}, func(rep engine.Report) {
		if rep.Hand != nil {
			s.setStatus(s.env.Tr.T("HandShortRestStatus", "Name", s.name(), "Card", rep.Hand.Name))
		}
	})
}

// RestRedraw takes the card the short rest lost back, loses another at
// random and suffers 1 damage.
func (s *Screen) RestRedraw() {
	s.do(engine.RestRedraw{Character: s.selected}, func(rep engine.Report) {
		if rep.Hand != nil {
			s.setStatus(s.env.Tr.T("HandRedrawStatus", "Name", s.name(), "Card", rep.Hand.Name))
		}
	})
}

// RestLong is the character's long rest on its turn: card n of the
// discard pile is lost, the others go back to the hand.
func (s *Screen) RestLong(n int) {
	s.do(engine.RestLong{Character: s.selected, Lose: n}, func(rep engine.Report) {
		if rep.Hand != nil {
			s.setStatus(s.env.Tr.T("HandLongRestDone", "Name", s.name(), "Card", rep.Hand.Name))
		}
	})
}

// AskDropHand asks before the table stops keeping the character's cards
// (its players keep them on the table from then on; undone like any
// action).
func (s *Screen) AskDropHand() {
	tr := s.env.Tr
	s.env.Confirm(tr.T("HandDropTitle"), tr.T("HandDropAsk", "Name", s.name()), tr.T("HandDropConfirm"), s.DropHand)
}

// DropHand stops keeping the character's cards.
func (s *Screen) DropHand() {
	s.do(engine.DropHand{Character: s.selected}, func(engine.Report) {
		s.setStatus(s.env.Tr.T("HandDropped", "Name", s.name()))
	})
}

// PickPlace does what the card at place i (from 1) of the list shown
// offers: ticks it for the hand, picks it for the round, makes it the
// card the turn's keys play, or loses it at a long rest.
func (s *Screen) PickPlace(i int) {
	scn := s.scenario()
	if scn == nil || i < 1 {
		return
	}
	f, ok := scn.Figure(s.selected)
	if !ok {
		return
	}
	h, kept := scn.HandOf(f.ID)
	if !kept {
		cards := s.eligible(s.classOf(f))
		if i <= len(cards) {
			s.togglePick(cards[i-1].Number)
		}
		return
	}
	in, set := scn.InitiativeOf(f.ID)
	active, _ := scn.Active()
	switch {
	case set && in.LongRest && active == f.ID:
		if i <= len(h.Discard) {
			s.RestLong(h.Discard[i-1])
		}
	case len(h.Chosen) == 2 && scn.RoundBegun():
		if i <= len(h.Chosen) {
			s.cursor = i - 1
			s.Refresh()
		}
	case !scn.RoundBegun() && !(set && in.LongRest):
		if i <= len(h.InHand) {
			s.pickCard(h.InHand[i-1])
		}
	}
}

// Confirm takes what is picked: the hand, or the round's two cards.
func (s *Screen) Confirm() {
	if _, on := s.Button("take"); on {
		s.TakeHand()
	} else if _, on := s.Button("choose"); on {
		s.ChooseCards()
	}
}

// PlayCurrent plays a half of the current card (see current) on the
// character's turn.
func (s *Screen) PlayCurrent(half string, def bool) {
	scn := s.scenario()
	if scn == nil {
		return
	}
	h, kept := scn.HandOf(s.selected)
	if !kept {
		return
	}
	if n := s.current(h); n >= 0 {
		s.PlayHalf(n, half, def)
	}
}

// Shortcuts returns the screen's keyboard shortcuts.
func (s *Screen) Shortcuts() []screen.Shortcut {
	tr := s.env.Tr
	alt := fyne.KeyModifierAlt
	keys := []fyne.KeyName{fyne.Key1, fyne.Key2, fyne.Key3, fyne.Key4, fyne.Key5, fyne.Key6, fyne.Key7, fyne.Key8, fyne.Key9}
	var out []screen.Shortcut
	for i, k := range keys {
		out = append(out, screen.NewShortcut(k, alt, tr.T("HandKeyPick", "Key", i+1), func() { s.PickPlace(i + 1) }))
	}
	return append(out,
		screen.NewShortcut(fyne.KeyReturn, alt, tr.T("HandKeyConfirm"), s.Confirm),
		screen.NewShortcut(fyne.KeyT, alt, tr.T("HandKeyTop"), func() { s.PlayCurrent(engine.HalfTop, false) }),
		screen.NewShortcut(fyne.KeyB, alt, tr.T("HandKeyBottom"), func() { s.PlayCurrent(engine.HalfBottom, false) }),
		screen.NewShortcut(fyne.KeyA, alt, tr.T("HandKeyAttack2"), func() { s.PlayCurrent(engine.HalfTop, true) }),
		screen.NewShortcut(fyne.KeyM, alt, tr.T("HandKeyMove2"), func() { s.PlayCurrent(engine.HalfBottom, true) }),
		screen.NewShortcut(fyne.KeyR, alt, tr.T("HandKeyShortRest"), s.RestShort),
		screen.NewShortcut(fyne.KeyL, alt, tr.T("HandKeyLongRest"), func() {
			if _, on := s.Button("long"); on {
				s.DeclareLongRest()
			}
		}),
	)
}

// Register adds the screen's shortcuts to canvas cv.
func (s *Screen) Register(cv fyne.Canvas) {
	for _, sc := range s.Shortcuts() {
		do := sc.Do
		cv.AddShortcut(sc.Key, func(fyne.Shortcut) { do() })
	}
}
