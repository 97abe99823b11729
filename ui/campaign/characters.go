package campaign

import (
	"errors"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/haventable/haventable/engine/campaign"
	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/engine/outpost"
	"github.com/haventable/haventable/engine/pack"
	"github.com/haventable/haventable/engine/party"
	"github.com/haventable/haventable/locales"
	"github.com/haventable/haventable/ui/cards"
	"github.com/haventable/haventable/ui/history"
	"github.com/haventable/haventable/ui/names"
	"github.com/haventable/haventable/ui/spinner"
)

// characterPanel lists the open campaign's characters and edits one sheet,
// with the attack modifier deck its perks build beside it.
type characterPanel struct {
	s       *Screen
	chars   []campaign.Character
	editing int64 // the sheet shown; 0 is a new character not yet added
	dirty   bool  // the sheet has edits not yet saved
	loading bool  // filling the sheet: edits are not the player's

	list      *widget.List
	add       *widget.Button
	class     *widget.SelectEntry
	name      *widget.Entry
	level     *numberField
	xp        *numberField
	gold      *numberField
	marks     *numberField
	perks     *widget.Entry
	takePerk  *widget.Select // the class's perks, one taken is added to perks
	perkError *widget.Label
	perkBox   *fyne.Container
	retired   *widget.Check
	resources *widget.Label   // the resources the character holds (Frosthaven)
	resBox    *fyne.Container // resources and give, shown for Frosthaven's rules or a character holding some
	give      *widget.Button  // gives them to the outpost (campaign.GiveResources)
	quest     *questPanel
	cards     *cardsRow // level-up picks and enhancements (cards.go)
	save      *widget.Button
	del       *widget.Button
	deck      *widget.Label
	deckSize  *widget.Label
	sheet     fyne.CanvasObject // the sheet with its deck, for golden images
	content   fyne.CanvasObject
}

func newCharacterPanel(s *Screen) *characterPanel {
	tr := s.tr()
	p := &characterPanel{s: s}
	p.list = widget.NewList(
		func() int { return len(p.chars) },
		func() fyne.CanvasObject {
			l := widget.NewLabel("")
			l.Truncation = fyne.TextTruncateEllipsis
			return l
		},
		func(i widget.ListItemID, o fyne.CanvasObject) {
			if i < len(p.chars) {
				o.(*widget.Label).SetText(characterRow(tr, p.chars[i]))
			}
		})
	p.list.OnSelected = func(i widget.ListItemID) {
		if i < len(p.chars) && p.chars[i].ID != p.editing {
			c := p.chars[i]
			p.syncSelection() // stay on the sheet until its edits are kept or dropped
			p.leave(func() { p.show(c) })
		}
	}
	p.add = widget.NewButtonWithIcon(tr.T("CampaignCharacterNew"), theme.ContentAddIcon(), func() { p.leave(p.newSheet) })

	edited := func(string) { p.edited() }
	p.class = widget.NewSelectEntry(pack.ClassNames(s.env.DataPacks()))
	// A pack imported or deleted changes the classes offered at once.
	s.env.WatchPacks(func() {
		p.class.SetOptions(pack.ClassNames(s.env.DataPacks()))
		p.showClassPerks()
	})
	p.class.SetPlaceHolder(tr.T("CampaignClassHint"))
	p.class.OnChanged = func(string) {
		p.edited()
		p.showClassPerks()
	}
	p.name = widget.NewEntry()
	p.name.OnChanged = edited
	p.level = newNumberField(tr, tr.T("CampaignLevel"), 1, party.MaxLevel)
	p.xp = newNumberField(tr, tr.T("CampaignXP"), 0, noMax)
	p.gold = newNumberField(tr, tr.T("CampaignGold"), 0, noMax)
	p.marks = newNumberField(tr, tr.T("CampaignPerkMarks"), 0, noMax)
	for _, f := range []*numberField{p.level, p.xp, p.gold, p.marks} {
		f.entry.OnChanged = edited
	}
	p.perks = widget.NewMultiLineEntry()
	p.perks.SetPlaceHolder(tr.T("CampaignPerksHint"))
	p.perks.SetMinRowsVisible(5)
	p.perks.OnChanged = func(string) {
		p.edited()
		p.showDeck()
	}
	p.perkError = widget.NewLabel("")
	p.perkError.Wrapping = fyne.TextWrapWord
	p.perkError.Importance = widget.DangerImportance
	p.perkError.Hide()
	p.retired = widget.NewCheck(tr.T("CampaignRetired"), func(bool) { p.edited() })
	p.resources = widget.NewLabel("")
	p.resources.Wrapping = fyne.TextWrapWord
	p.give = widget.NewButton(tr.T("CampaignGiveResources"), p.giveDialog)
	p.save = widget.NewButtonWithIcon(tr.T("CampaignCharacterSave"), theme.DocumentSaveIcon(), p.store)
	p.save.Importance = widget.HighImportance
	p.del = widget.NewButtonWithIcon(tr.T("CampaignCharacterDelete"), theme.DeleteIcon(), p.remove)
	p.del.Importance = widget.DangerImportance

	p.takePerk = widget.NewSelect(nil, nil)
	p.takePerk.PlaceHolder = tr.T("CampaignTakePerk")
	p.takePerk.OnChanged = func(perk string) {
		if perk == "" {
			return
		}
		text := strings.TrimRight(p.perks.Text, "\n")
		if text != "" {
			text += "\n"
		}
		p.perks.SetText(text + perk)
		p.takePerk.ClearSelected()
	}
	p.takePerk.Hide()
	// the notation's note wraps (a form's hint text does not, and was wider
	// than the window at 1024×600)
	perkNote := widget.NewLabel(tr.T("CampaignPerksNotation"))
	perkNote.Wrapping = fyne.TextWrapWord
	perkNote.Importance = widget.LowImportance
	perkNote.SizeName = theme.SizeNameCaptionText
	p.perkBox = container.NewVBox(p.perks, perkNote, p.takePerk, p.perkError)
	p.quest = newQuestPanel(p)
	p.cards = newCardsRow(p)
	perkItem := widget.NewFormItem(tr.T("CampaignPerks"), p.perkBox)
	form := widget.NewForm(
		widget.NewFormItem(tr.T("CampaignClass"), p.class),
		widget.NewFormItem(tr.T("CampaignName"), p.name),
		p.level.item(), p.xp.item(), p.gold.item(), p.marks.item(),
		perkItem,
		widget.NewFormItem("", p.retired),
		widget.NewFormItem(tr.T("QuestTitle"), p.quest.box),
		widget.NewFormItem(tr.T("PoolTitle"), p.cards.box),
	)
	p.deck = widget.NewLabel("")
	p.deck.Wrapping = fyne.TextWrapWord
	p.deckSize = widget.NewLabel("")
	p.deckSize.Wrapping = fyne.TextWrapWord
	p.deckSize.Importance = widget.LowImportance
	deckTitle := widget.NewLabelWithStyle(tr.T("CampaignDeckTitle"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	deckTitle.Wrapping = fyne.TextWrapWord
	deckCard := widget.NewCard("", "", container.NewVBox(deckTitle, p.deckSize, p.deck))
	buttons := container.NewHBox(p.save, p.del)
	resLabel := widget.NewLabelWithStyle(tr.T("CampaignResources"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	p.resBox = container.NewVBox(resLabel, p.resources, container.NewHBox(p.give))
	p.sheet = container.NewBorder(nil, buttons, nil, nil,
		container.New(sideColumn{}, container.NewVScroll(container.NewVBox(form, p.resBox)), container.NewVScroll(deckCard)))

	left := container.NewBorder(nil, p.add, nil, nil, p.list)
	split := container.NewHSplit(left, p.sheet)
	split.Offset = 0.25
	p.content = split
	p.newSheet()
	return p
}

// characterRow is a character's line in the list.
func characterRow(tr locales.Tr, c campaign.Character) string {
	if c.Retired {
		return tr.T("CampaignCharacterRowRetired", "Name", c.Name, "Class", c.Class, "Level", c.Level)
	}
	return tr.T("CampaignCharacterRow", "Name", c.Name, "Class", c.Class, "Level", c.Level)
}

func (p *characterPanel) edited() {
	if !p.loading {
		p.dirty = true
	}
}

// reload reads the characters of the open campaign. The sheet shown is
// read again unless it has unsaved edits (force: always, for a campaign
// just opened).
func (p *characterPanel) reload(force bool) {
	if p.s.current == 0 {
		p.chars = nil
		p.list.Refresh()
		return
	}
	chars, err := p.s.env.Store.Characters(p.s.ctx, p.s.current)
	if err != nil {
		p.s.env.ShowError(p.s.tr().T("CampaignLoadFailed"), err)
		return
	}
	p.chars = chars
	p.list.Refresh()
	if p.dirty && !force {
		p.syncSelection()
		return
	}
	if !force {
		for _, c := range chars {
			if c.ID == p.editing {
				p.show(c)
				return
			}
		}
		if p.editing == 0 {
			return
		}
	}
	if len(chars) > 0 {
		p.show(chars[0])
	} else {
		p.newSheet()
	}
}

func (p *characterPanel) syncSelection() {
	for i, c := range p.chars {
		if c.ID == p.editing {
			p.list.Select(i)
			return
		}
	}
	p.list.UnselectAll()
}

// show fills the sheet with c as stored.
func (p *characterPanel) show(c campaign.Character) {
	p.loading = true
	if p.editing != c.ID {
		p.quest.shown = false // another character's: its player looks first
	}
	p.editing = c.ID
	p.class.SetText(c.Class)
	p.name.SetText(c.Name)
	p.level.set(c.Level)
	p.xp.set(c.XP)
	p.gold.set(c.Gold)
	p.marks.set(c.PerkMarks)
	p.perks.SetText(strings.Join(c.Perks, "\n"))
	p.retired.SetChecked(c.Retired)
	p.showResources(c)
	p.cards.refresh(c)
	p.loading = false
	p.dirty = false
	p.del.Enable()
	p.showDeck()
	p.syncSelection()
	p.quest.refresh()
}

// showClassPerks offers the perks the data packs give the class on the
// sheet, hidden when they give none.
func (p *characterPanel) showClassPerks() {
	perks := pack.ClassPerks(p.s.env.DataPacks(), p.class.Text)
	p.takePerk.SetOptions(perks)
	if len(perks) == 0 {
		p.takePerk.Hide()
	} else {
		p.takePerk.Show()
	}
}

// leave runs next, which shows another sheet, once the player agrees to
// drop the edits of this one, if it has any.
func (p *characterPanel) leave(next func()) {
	if !p.dirty {
		next()
		return
	}
	tr := p.s.tr()
	name := strings.TrimSpace(p.name.Text)
	if name == "" {
		name = tr.T("CampaignCharacterNew")
	}
	p.s.env.Confirm(tr.T("CampaignDiscardTitle"), tr.T("CampaignDiscardMessage", "Name", name), tr.T("CampaignDiscard"), next)
}

// newSheet shows a blank sheet; saving it adds the character.
func (p *characterPanel) newSheet() {
	p.show(campaign.Character{Level: 1})
	p.del.Disable()
}

// perkLines returns the perks written in text, one a line, blank lines
// skipped, with the line number of each.
func perkLines(text string) (perks []string, lines []int) {
	for i, l := range strings.Split(text, "\n") {
		if l = strings.TrimSpace(l); l != "" {
			perks = append(perks, l)
			lines = append(lines, i+1)
		}
	}
	return perks, lines
}

// readPerks returns the perks written in text and the deck they build, or
// an error naming the first line at fault.
func readPerks(tr locales.Tr, text string) ([]string, []modifier.Card, error) {
	perks, lines := perkLines(text)
	deck, err := modifier.CharacterCards(perks)
	if err == nil {
		return perks, deck, nil
	}
	// Name the line: the first perk that fails on its own or on the deck
	// the perks before it built.
	for i := range perks {
		if _, e := modifier.CharacterCards(perks[:i+1]); e != nil {
			return perks, nil, errors.New(tr.T("CampaignPerkError", "Line", lines[i], "Error", cards.ProblemText(tr, e)))
		}
	}
	return perks, nil, err
}

// deckCounts lists the cards of a deck as "card ×count": the cards of the
// standard deck first, in its order, then the others in the order each
// first appears.
func deckCounts(tr locales.Tr, deck []modifier.Card) []string {
	var order []modifier.Card
	count := map[modifier.Card]int{}
	for _, c := range deck {
		count[c]++
	}
	listed := map[modifier.Card]bool{}
	for _, c := range append(modifier.StandardCards(), deck...) {
		if count[c] > 0 && !listed[c] {
			order = append(order, c)
			listed[c] = true
		}
	}
	out := make([]string, len(order))
	for i, c := range order {
		text := cards.Text(tr, c)
		if c.Rolling {
			text = tr.T("CampaignDeckRolling", "Card", text)
		}
		out[i] = tr.T("CampaignDeckCard", "Card", text, "Count", count[c])
	}
	return out
}

// showDeck shows the deck the perks as typed build, or what is wrong.
func (p *characterPanel) showDeck() {
	tr := p.s.tr()
	_, cards, err := readPerks(tr, p.perks.Text)
	if err != nil {
		p.perkError.SetText(err.Error())
		if !p.perkError.Visible() {
			p.perkError.Show()
			p.perkBox.Refresh()
		}
		p.deckSize.SetText(tr.T("CampaignDeckInvalid"))
		p.deck.SetText("")
		return
	}
	p.perkError.SetText("")
	if p.perkError.Visible() {
		p.perkError.Hide()
		p.perkBox.Refresh()
	}
	p.deckSize.SetText(tr.N("CampaignDeckSize", len(cards)))
	p.deck.SetText(strings.Join(deckCounts(tr, cards), "\n"))
}

// read returns the sheet as entered, or an error naming the field at fault.
func (p *characterPanel) read() (campaign.Character, error) {
	tr := p.s.tr()
	c := campaign.Character{
		ID:      p.editing,
		Class:   strings.TrimSpace(p.class.Text),
		Name:    strings.TrimSpace(p.name.Text),
		Retired: p.retired.Checked,
	}
	if c.Class == "" {
		return c, errors.New(tr.T("CampaignFieldBlank", "Field", tr.T("CampaignClass")))
	}
	if c.Name == "" {
		return c, errors.New(tr.T("CampaignFieldBlank", "Field", tr.T("CampaignName")))
	}
	var err error
	for _, f := range []struct {
		field *numberField
		to    *int
	}{{p.level, &c.Level}, {p.xp, &c.XP}, {p.gold, &c.Gold}, {p.marks, &c.PerkMarks}} {
		if *f.to, err = f.field.value(); err != nil {
			return c, err
		}
	}
	if c.Perks, _, err = readPerks(tr, p.perks.Text); err != nil {
		return c, err
	}
	return c, nil
}

// store saves the sheet: a new character is added, another overwritten.
func (p *characterPanel) store() {
	tr := p.s.tr()
	if p.s.current == 0 {
		return
	}
	c, err := p.read()
	added := false
	if err == nil {
		if c.ID == 0 {
			c.ID, err = p.s.edit(campaign.AddCharacter{Character: c})
			added = err == nil
		} else {
			_, err = p.s.edit(campaign.SaveCharacter{Character: c})
		}
	}
	if err != nil {
		p.s.env.ShowError(tr.T("CampaignCharacterSaveFailed"), err)
		return
	}
	p.editing, p.dirty = c.ID, false
	p.reload(false)
	p.s.play.refresh()
	if added && len(p.quest.cards()) > 0 {
		p.quest.deal() // dealt at the character's creation
	}
}

// remove deletes the character shown, once the player confirms.
func (p *characterPanel) remove() {
	tr := p.s.tr()
	if p.editing == 0 {
		return
	}
	id := p.editing
	name := p.name.Text
	for _, c := range p.chars {
		if c.ID == id {
			name = c.Name
		}
	}
	p.s.env.ConfirmDestructive(tr.T("CampaignCharacterDeleteTitle"), tr.T("CampaignCharacterDeleteMessage", "Name", name), tr.T("CampaignCharacterDelete"), func() {
		if _, err := p.s.edit(campaign.DeleteCharacter{ID: id, Name: name}); err != nil {
			p.s.env.ShowError(tr.T("CampaignCharacterDeleteFailed"), err)
			return
		}
		p.dirty = false
		p.reload(true)
		p.s.play.refresh()
	})
}

// showResources shows the resources c holds; Give to the outpost is
// offered while it holds some.
func (p *characterPanel) showResources(c campaign.Character) {
	tr := p.s.tr()
	if camp, ok := p.s.campaign(); len(c.Resources) == 0 && (!ok || !camp.Rules.HasLootDeck()) {
		p.resBox.Hide()
	} else {
		p.resBox.Show()
	}
	if len(c.Resources) == 0 {
		p.resources.SetText(tr.T("CampaignResourcesNone"))
		p.give.Disable()
		return
	}
	p.resources.SetText(history.SupplyWords(tr, c.Resources.String()))
	p.give.Enable()
}

// giveDialog asks how much of each resource the character shown gives
// the outpost's supply (at most what it holds; all of it to start with)
// and gives it (campaign.GiveResources, undone by Undo).
func (p *characterPanel) giveDialog() {
	tr := p.s.tr()
	var c campaign.Character
	for _, ch := range p.chars {
		if ch.ID == p.editing {
			c = ch
		}
	}
	if c.ID == 0 || len(c.Resources) == 0 || p.s.env.Window == nil {
		return
	}
	if _, _, err := p.s.env.Store.Outpost(p.s.ctx, p.s.current); err != nil {
		p.s.env.ShowError(tr.T("CampaignGiveFailed"), errors.New(tr.T("CampaignGiveNoOutpost")))
		return
	}
	entries := map[outpost.Resource]*spinner.Field{}
	form := container.NewVBox(widget.NewLabel(tr.T("CampaignGiveMessage", "Name", c.Name)))
	grid := container.NewGridWithColumns(2)
	for _, r := range outpost.Resources {
		if c.Resources.Of(r) == 0 {
			continue
		}
		e := spinner.NewWhole(tr, 0, c.Resources.Of(r))
		e.Blank = true // none given
		e.SetWhole(c.Resources.Of(r))
		entries[r] = e
		grid.Add(container.NewBorder(nil, nil, widget.NewLabel(names.ResourceName(tr, string(r))), nil, e))
	}
	form.Add(grid)
	var d *dialog.ConfirmDialog
	d = dialog.NewCustomConfirm(tr.T("CampaignGiveTitle"), tr.T("CampaignGive"), tr.T("DialogCancel"), form, func(ok bool) {
		if !ok {
			return
		}
		give := outpost.Supply{}
		for r, e := range entries {
			n, err := e.Whole()
			if err != nil {
				p.s.refuseKeeping(d, tr.T("CampaignGiveFailed"), errors.New(tr.T("CampaignGiveNumber",
					"Resource", names.ResourceName(tr, string(r)), "Text", e.Text, "Max", c.Resources.Of(r))))
				return
			}
			give[r] = n
		}
		if give = give.Plus(nil); len(give) == 0 {
			return
		}
		if _, err := p.s.edit(campaign.GiveResources{Character: c.ID, Name: c.Name, Give: give}); err != nil {
			p.s.env.ShowError(tr.T("CampaignGiveFailed"), err)
		}
		p.reload(false)
	}, p.s.env.Window)
	d.Show()
}
