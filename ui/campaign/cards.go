package campaign

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/campaign"
	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/engine/monster"
	"github.com/haventable/haventable/hexgrid"
	"github.com/haventable/haventable/locales"
	"github.com/haventable/haventable/ui/abilities"
	"github.com/haventable/haventable/ui/cards"
)

// cardsRow is the sheet's line of a character's ability cards: the picks
// and enhancements on it, "Pick a card…" while a level-up's pick is due and
// "Enhance…" (campaign.PickCard, campaign.Enhance; each undone by Undo).
type cardsRow struct {
	p       *characterPanel
	summary *widget.Label
	pick    *widget.Button
	enhance *widget.Button
	box     fyne.CanvasObject
}

func newCardsRow(p *characterPanel) *cardsRow {
	tr := p.s.tr()
	r := &cardsRow{p: p, summary: widget.NewLabel("")}
	r.summary.Wrapping = fyne.TextWrapWord
	r.pick = widget.NewButton(tr.T("PoolPickButton"), r.pickDialog)
	r.enhance = widget.NewButton(tr.T("PoolEnhanceButton"), r.enhanceDialog)
	// the buttons under the words, one above the other, left-aligned: the
	// row is no wider than its widest button (the sheet fits 1024×600)
	r.box = container.NewVBox(r.summary, container.NewHBox(container.NewVBox(r.pick, r.enhance)))
	return r
}

// shown is the stored sheet shown (ID 0: none yet).
func (r *cardsRow) shown() campaign.Character {
	for _, c := range r.p.chars {
		if c.ID == r.p.editing {
			return c
		}
	}
	return campaign.Character{}
}

// refresh shows c's picks and enhancements and offers the edits due.
func (r *cardsRow) refresh(c campaign.Character) {
	tr := r.p.s.tr()
	deck, _, found := r.p.s.env.ClassDeck(c.Class)
	var picked []string
	for _, n := range c.Picks {
		picked = append(picked, cardName(deck, n))
	}
	names := "—"
	if len(picked) > 0 {
		names = strings.Join(picked, ", ")
	}
	text := tr.T("PoolSummary", "Picked", names, "Enhancements", len(c.Enhancements))
	if c.PicksDue() > 0 {
		text += " · " + tr.T("PoolPickDue", "N", c.PicksDue())
	}
	r.summary.SetText(text)
	setOn(r.pick, c.ID != 0 && found && c.PicksDue() > 0 && len(r.pickable(c, deck)) > 0)
	setOn(r.enhance, c.ID != 0 && found)
}

func setOn(b *widget.Button, on bool) {
	if on {
		b.Enable()
	} else {
		b.Disable()
	}
}

// cardName is card n's name in deck, or its number when the packs lack it.
func cardName(deck []engine.ClassCard, n int) string {
	if i := slices.IndexFunc(deck, func(c engine.ClassCard) bool { return c.Number == n }); i >= 0 {
		return deck[i].Name
	}
	return fmt.Sprint("#", n)
}

// pickable are the cards c may pick at a level-up: of level 2 to its
// level, not picked yet.
func (r *cardsRow) pickable(c campaign.Character, deck []engine.ClassCard) []engine.ClassCard {
	var out []engine.ClassCard
	for _, card := range deck {
		if card.Level >= 2 && card.Level <= c.Level && !slices.Contains(c.Picks, card.Number) {
			out = append(out, card)
		}
	}
	return out
}

// cardLabel is a card as a choice: its name and level.
func cardLabel(tr locales.Tr, c engine.ClassCard) string {
	level := fmt.Sprint(c.Level)
	if c.Level == 0 {
		level = "X"
	}
	return tr.T("PoolCardChoice", "Name", c.Name, "Level", level)
}

// pickDialog asks which card the level-up adds to the pool.
func (r *cardsRow) pickDialog() {
	tr := r.p.s.tr()
	c := r.shown()
	deck, _, _ := r.p.s.env.ClassDeck(c.Class)
	cards := r.pickable(c, deck)
	if c.ID == 0 || len(cards) == 0 || r.p.s.env.Window == nil {
		return
	}
	var labels []string
	for _, card := range cards {
		labels = append(labels, cardLabel(tr, card))
	}
	sel := widget.NewSelect(labels, nil)
	sel.PlaceHolder = tr.T("PoolChooseCard")
	form := container.NewVBox(widget.NewLabel(tr.T("PoolPickMessage", "Name", c.Name, "Level", c.Level)), sel)
	dialog.NewCustomConfirm(tr.T("PoolPickTitle"), tr.T("PoolPickConfirm"), tr.T("DialogCancel"), form, func(ok bool) {
		i := sel.SelectedIndex()
		if !ok || i < 0 {
			return
		}
		card := cards[i]
		if _, err := r.p.s.edit(campaign.PickCard{Character: c.ID, CharacterName: c.Name, Card: card.Number,
			CardName: card.Name, CardLevel: card.Level}); err != nil {
			r.p.s.env.ShowError(tr.T("PoolPickFailed"), err)
		}
		r.p.reload(false)
	}, r.p.s.env.Window).Show()
}

// stickerWords names sticker e in the player's words; a hex by its
// number n among the places the area picture shows.
func stickerWords(tr locales.Tr, e engine.CardEnhancement, n int) string {
	switch e.Sticker {
	case engine.StickerElement:
		return tr.T("PoolStickerElement", "Element", elementWords(tr, e.Element))
	case engine.StickerHex:
		return tr.T("PoolStickerHex", "N", n)
	case engine.StickerSummonHP:
		return tr.T("PoolStickerSummonHP")
	case engine.StickerSummonMove:
		return tr.T("PoolStickerSummonMove")
	case engine.StickerSummonAttack:
		return tr.T("PoolStickerSummonAttack")
	case engine.StickerSummonRange:
		return tr.T("PoolStickerSummonRange")
	case engine.StickerTeleport:
		return tr.T("PoolStickerTeleport")
	case engine.StickerRegenerate:
		return tr.T("CardsRegenerate")
	case engine.StickerWard:
		return tr.T("CardsWard")
	case engine.StickerMove:
		return tr.T("PoolStickerMove")
	case engine.StickerAttack:
		return tr.T("PoolStickerAttack")
	case engine.StickerRange:
		return tr.T("PoolStickerRange")
	case engine.StickerTarget:
		return tr.T("PoolStickerTarget")
	case engine.StickerShield:
		return tr.T("PoolStickerShield")
	case engine.StickerRetaliate:
		return tr.T("PoolStickerRetaliate")
	case engine.StickerHeal:
		return tr.T("PoolStickerHeal")
	case engine.StickerPierce:
		return tr.T("PoolStickerPierce")
	case engine.StickerPush:
		return tr.T("PoolStickerPush")
	case engine.StickerPull:
		return tr.T("PoolStickerPull")
	case engine.StickerJump:
		return tr.T("PoolStickerJump")
	case engine.StickerWound:
		return tr.T("PoolStickerWound")
	case engine.StickerPoison:
		return tr.T("PoolStickerPoison")
	case engine.StickerImmobilize:
		return tr.T("PoolStickerImmobilize")
	case engine.StickerMuddle:
		return tr.T("PoolStickerMuddle")
	case engine.StickerCurse:
		return tr.T("PoolStickerCurse")
	case engine.StickerDisarm:
		return tr.T("PoolStickerDisarm")
	case engine.StickerBless:
		return tr.T("PoolStickerBless")
	case engine.StickerStrengthen:
		return tr.T("PoolStickerStrengthen")
	}
	return tr.T("PoolStickerWildElement")
}

// elementWords names element el (an element sticker's) as the cards do.
func elementWords(tr locales.Tr, el string) string {
	k, ok := modifier.ParseEffectKind(el)
	if !ok || !k.IsElement() {
		return el
	}
	return cards.EffectLabel(tr, modifier.Effect{Kind: k})
}

// slot is an action slot of a card, as the dialog offers it.
type slot struct {
	half   string
	action int
	a      monster.Action
}

// enhanceDialog asks for the card (of the pool, or without one of the
// character's level or lower), the action and the sticker, shows the cost
// by the campaign's rules, and places it (campaign.Enhance).
func (r *cardsRow) enhanceDialog() {
	tr := r.p.s.tr()
	c := r.shown()
	deck, _, _ := r.p.s.env.ClassDeck(c.Class)
	camp, ok := r.p.s.campaign()
	if c.ID == 0 || len(deck) == 0 || !ok || r.p.s.env.Window == nil {
		return
	}
	pool := engine.CardPool(deck, c.Picks)
	var cards []engine.ClassCard
	for _, card := range deck {
		if pool != nil && slices.Contains(pool, card.Number) || pool == nil && card.Level <= c.Level {
			cards = append(cards, card)
		}
	}
	var cardLabels []string
	for _, card := range cards {
		cardLabels = append(cardLabels, cardLabel(tr, card))
	}
	cardSel := widget.NewSelect(cardLabels, nil)
	cardSel.PlaceHolder = tr.T("PoolChooseCard")
	actionSel := widget.NewSelect(nil, nil)
	actionSel.PlaceHolder = tr.T("PoolChooseAction")
	stickerSel := widget.NewSelect(nil, nil)
	stickerSel.PlaceHolder = tr.T("PoolChooseSticker")
	cost := widget.NewLabel("")
	cost.Wrapping = fyne.TextWrapWord
	var slots []slot
	var stickers []engine.CardEnhancement
	var edit *campaign.Enhance
	update := func() {
		edit = nil
		ci, si, ki := cardSel.SelectedIndex(), actionSel.SelectedIndex(), stickerSel.SelectedIndex()
		if ci < 0 || si < 0 || ki < 0 || si >= len(slots) || ki >= len(stickers) {
			cost.SetText(tr.T("PoolCostNone", "Gold", c.Gold))
			return
		}
		e := stickers[ki]
		e.Card, e.Half, e.Action = cards[ci].Number, slots[si].half, slots[si].action
		en, err := campaign.NewEnhance(c, camp.Rules, cards[ci], e)
		if err != nil {
			cost.SetText(err.Error())
			return
		}
		edit = &en
		if en.Cost > c.Gold {
			cost.SetText(tr.T("PoolCostShort", "Cost", en.Cost, "Gold", c.Gold))
		} else {
			cost.SetText(tr.T("PoolCost", "Cost", en.Cost, "Gold", c.Gold))
		}
	}
	picture := container.NewStack()
	stickerSel.OnChanged = func(string) { update() }
	actionSel.OnChanged = func(string) {
		stickers = nil
		picture.RemoveAll()
		var labels []string
		if si := actionSel.SelectedIndex(); si >= 0 && si < len(slots) {
			card := cards[cardSel.SelectedIndex()]
			now := slotNow(deck, c.Enhancements, card.Number, slots[si])
			var places []hexgrid.Hex
			for _, e := range engine.CardStickers(camp.Rules, card, now) {
				e.Card = card.Number
				if _, err := campaign.NewEnhance(c, camp.Rules, card, withSlot(e, slots[si])); err != nil {
					continue
				}
				if e.Hex != nil {
					places = append(places, hexgrid.H(e.Hex[0], e.Hex[1]))
				}
				stickers = append(stickers, e)
				labels = append(labels, stickerWords(tr, e, len(places)))
			}
			if now.Area != nil && len(places) > 0 {
				picture.Add(areaPicture(*now.Area, places))
			}
		}
		stickerSel.ClearSelected()
		stickerSel.SetOptions(labels)
		update()
	}
	cardSel.OnChanged = func(string) {
		slots = nil
		var labels []string
		if ci := cardSel.SelectedIndex(); ci >= 0 {
			for _, half := range []string{engine.HalfTop, engine.HalfBottom} {
				h, _ := cards[ci].HalfOf(half)
				for i, a := range h.Actions {
					slots = append(slots, slot{half: half, action: i, a: a})
					// as its stickers left it
					now := slotNow(deck, c.Enhancements, cards[ci].Number, slots[len(slots)-1])
					words := abilities.Actions(tr, monster.Resolve([]monster.Action{now}, monster.StatCard{}))
					if half == engine.HalfTop {
						labels = append(labels, tr.T("PoolSlotTop", "Action", words))
					} else {
						labels = append(labels, tr.T("PoolSlotBottom", "Action", words))
					}
				}
			}
		}
		actionSel.ClearSelected()
		actionSel.SetOptions(labels)
		actionSel.OnChanged("")
	}
	update()
	form := widget.NewForm(
		widget.NewFormItem(tr.T("PoolCard"), cardSel),
		widget.NewFormItem(tr.T("PoolAction"), actionSel),
		widget.NewFormItem(tr.T("PoolEnhancement"), stickerSel),
		widget.NewFormItem("", picture),
		widget.NewFormItem("", cost))
	d := dialog.NewCustomConfirm(tr.T("PoolEnhanceTitle", "Name", c.Name), tr.T("PoolEnhanceConfirm"), tr.T("DialogCancel"), form, func(ok bool) {
		if !ok || edit == nil {
			return
		}
		if _, err := r.p.s.edit(*edit); err != nil {
			if errors.Is(err, campaign.ErrShortOfGold) {
				err = errors.New(tr.T("PoolShortOfGold", "Name", c.Name, "Gold", c.Gold, "Cost", edit.Cost))
			}
			r.p.s.env.ShowError(tr.T("PoolEnhanceFailed"), err)
		}
		r.p.reload(false)
	}, r.p.s.env.Window)
	d.Resize(fyne.NewSize(520, 360))
	d.Show()
}

// slotNow is the action of slot s of card card as the stickers es
// already on it left it (a hex sticker enlarges the area the next one goes
// beside).
func slotNow(deck []engine.ClassCard, es []engine.CardEnhancement, card int, s slot) monster.Action {
	var on []engine.CardEnhancement
	for _, e := range es {
		if e.Card == card && e.Half == s.half && e.Action == s.action {
			on = append(on, e)
		}
	}
	out, err := engine.EnhanceDeck(deck, on)
	if err != nil {
		return s.a
	}
	i := slices.IndexFunc(out, func(c engine.ClassCard) bool { return c.Number == card })
	if i < 0 {
		return s.a
	}
	if h, err := out[i].HalfOf(s.half); err == nil && s.action < len(h.Actions) {
		return h.Actions[s.action]
	}
	return s.a
}

// withSlot is e on slot s.
func withSlot(e engine.CardEnhancement, s slot) engine.CardEnhancement {
	e.Half, e.Action = s.half, s.action
	return e
}
