package campaign

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/haventable/haventable/engine/campaign"
	"github.com/haventable/haventable/engine/pack"
	"github.com/haventable/haventable/engine/rules"
)

// questPanel is the personal quest on a character's sheet: hidden until
// its player asks to see it, then its requirements with their counters
// (− and + count by hand), what it opens, and Retire once it is complete.
// A character without one is offered the two cards dealt to it.
type questPanel struct {
	p       *characterPanel
	shown   bool // the quest's words are shown (its player looks)
	box     *fyne.Container
	chooseB *widget.Button // opens the two cards dealt
	showB   *widget.Button
	retireB *widget.Button
	dialog  dialog.Dialog // the two cards dealt, while open
}

func newQuestPanel(p *characterPanel) *questPanel {
	tr := p.s.tr()
	q := &questPanel{p: p, box: container.NewVBox()}
	q.chooseB = widget.NewButtonWithIcon(tr.T("QuestChoose"), theme.ContentAddIcon(), func() { q.deal() })
	q.showB = widget.NewButtonWithIcon(tr.T("QuestShow"), theme.VisibilityIcon(), func() {
		q.shown = !q.shown
		q.refresh()
	})
	q.retireB = widget.NewButtonWithIcon(tr.T("QuestRetire"), theme.ConfirmIcon(), func() { q.retire() })
	q.retireB.Importance = widget.HighImportance
	return q
}

// character is the sheet shown, as stored (false: a new one).
func (q *questPanel) character() (campaign.Character, bool) {
	for _, c := range q.p.chars {
		if c.ID == q.p.editing && c.ID != 0 {
			return c, true
		}
	}
	return campaign.Character{}, false
}

// cards are the personal quest cards of the open campaign's edition in the
// data packs.
func (q *questPanel) cards() []pack.PersonalQuest {
	e := rules.Default
	if c, ok := q.p.s.campaign(); ok && c.Rules != "" {
		e = c.Rules
	}
	return pack.EditionQuests(q.p.s.env.DataPacks(), e)
}

// hide hides the quest's words (another sheet shown).
func (q *questPanel) hide() {
	q.shown = false
	q.refresh()
}

// refresh shows the quest of the sheet shown.
func (q *questPanel) refresh() {
	tr := q.p.s.tr()
	c, ok := q.character()
	var rows []fyne.CanvasObject
	note := func(text string) {
		l := widget.NewLabel(text)
		l.Wrapping = fyne.TextWrapWord
		l.Importance = widget.LowImportance
		rows = append(rows, l)
	}
	switch {
	case !ok:
		note(tr.T("QuestDealtOnAdd"))
	case c.Quest == nil:
		if len(q.cards()) == 0 {
			note(tr.T("QuestNoCards"))
		} else if !c.Retired {
			rows = append(rows, q.chooseB)
		}
	case !q.shown:
		q.showB.SetText(tr.T("QuestShow"))
		q.showB.SetIcon(theme.VisibilityIcon())
		note(tr.T("QuestHidden"))
		rows = append(rows, q.showB)
	default:
		q.showB.SetText(tr.T("QuestHide"))
		q.showB.SetIcon(theme.VisibilityOffIcon())
		rows = append(rows, q.questRows(c)...)
		buttons := container.NewHBox(q.showB)
		if c.Quest.Complete() && !c.Retired {
			buttons.Add(q.retireB)
		}
		rows = append(rows, buttons)
	}
	q.box.Objects = rows
	q.box.Refresh()
}

// questRows are the quest's name, its requirements with their counters,
// and what it opens.
func (q *questPanel) questRows(c campaign.Character) []fyne.CanvasObject {
	tr := q.p.s.tr()
	l := lang(tr)
	title := widget.NewLabelWithStyle(c.Quest.Name.In(l), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	title.Wrapping = fyne.TextWrapWord
	rows := []fyne.CanvasObject{title}
	cur := c.Quest.Current()
	for i, s := range c.Quest.Steps {
		text := widget.NewLabel(s.Text.In(l))
		text.Wrapping = fyne.TextWrapWord
		if i > cur {
			text.Importance = widget.LowImportance // met in order: not yet
		}
		count := widget.NewLabelWithStyle(tr.T("QuestCount", "Done", s.Done, "Count", s.Count), fyne.TextAlignTrailing, fyne.TextStyle{Monospace: true})
		step := i
		minus := widget.NewButtonWithIcon("", theme.ContentRemoveIcon(), func() { q.count(c, step, -1) })
		plus := widget.NewButtonWithIcon("", theme.ContentAddIcon(), func() { q.count(c, step, +1) })
		if s.Done <= 0 || c.Retired {
			minus.Disable()
		}
		if s.Done >= s.Count || c.Retired {
			plus.Disable()
		}
		// the counter first, so that a narrow sheet never hides it
		counter := container.NewVBox(container.NewHBox(minus, count, plus)) // at the row's top, not stretched
		var under fyne.CanvasObject = layoutSpacer()
		if s.Track != "" {
			hint := widget.NewLabel(tr.T("QuestTracked"))
			hint.Importance = widget.LowImportance
			hint.SizeName = theme.SizeNameCaptionText
			under = hint
		}
		rows = append(rows, container.NewBorder(nil, nil, counter, nil, container.NewVBox(text, under)))
	}
	if c.Quest.Opens != "" {
		opens := widget.NewLabel(tr.T("QuestOpens", "Opens", c.Quest.Opens))
		opens.Wrapping = fyne.TextWrapWord
		rows = append(rows, opens)
	}
	if c.Quest.Complete() {
		done := widget.NewLabelWithStyle(tr.T("QuestComplete"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
		done.Importance = widget.SuccessImportance
		rows = append(rows, done)
	}
	return rows
}

// layoutSpacer is an empty object of no size.
func layoutSpacer() fyne.CanvasObject { return container.NewVBox() }

// count sets requirement step of c's quest one up or down, by hand.
func (q *questPanel) count(c campaign.Character, step, by int) {
	tr := q.p.s.tr()
	done := c.Quest.Steps[step].Done + by
	if _, err := q.p.s.edit(campaign.QuestCount{Character: c.ID, Name: c.Name, Step: step, Done: done}); err != nil {
		q.p.s.env.ShowError(tr.T("QuestFailed"), err)
		return
	}
	q.p.reload(false)
}

// deal shows the two cards dealt to the character shown, for its player
// to keep one.
func (q *questPanel) deal() {
	tr := q.p.s.tr()
	c, ok := q.character()
	if !ok || c.Quest != nil {
		return
	}
	cards := q.cards()
	var ids, held []string
	for _, card := range cards {
		ids = append(ids, card.ID)
	}
	for _, other := range q.p.chars {
		if other.Quest != nil {
			held = append(held, other.Quest.ID)
		}
	}
	dealt := campaign.DealQuests(ids, held, campaign.QuestSeed(q.p.s.current, c.ID))
	if len(dealt) == 0 {
		q.p.s.env.ShowInfo(tr.T("QuestTitle"), tr.T("QuestNoneLeft"))
		return
	}
	l := lang(tr)
	intro := widget.NewLabel(tr.T("QuestDealtMessage", "Name", c.Name))
	if len(dealt) == 1 {
		intro.SetText(tr.T("QuestDealtOne", "Name", c.Name)) // the last card no character holds
	}
	intro.Wrapping = fyne.TextWrapWord
	rows := []fyne.CanvasObject{intro}
	for _, id := range dealt {
		for _, card := range cards {
			if card.ID != id {
				continue
			}
			quest := campaign.QuestOf(card)
			var lines []fyne.CanvasObject
			for _, s := range quest.Steps {
				t := widget.NewLabel(tr.T("QuestDealtStep", "Text", s.Text.In(l), "Count", s.Count))
				t.Wrapping = fyne.TextWrapWord
				lines = append(lines, t)
			}
			if quest.Opens != "" {
				t := widget.NewLabel(tr.T("QuestOpens", "Opens", quest.Opens))
				t.Wrapping = fyne.TextWrapWord
				t.Importance = widget.LowImportance
				lines = append(lines, t)
			}
			keep := widget.NewButtonWithIcon(tr.T("QuestKeep"), theme.ConfirmIcon(), func() { q.keep(c, quest) })
			keep.Importance = widget.HighImportance
			lines = append(lines, container.NewHBox(keep))
			rows = append(rows, widget.NewCard(quest.Name.In(l), "", container.NewVBox(lines...)))
		}
	}
	body := container.NewVScroll(container.NewVBox(rows...))
	if q.p.s.env.Window == nil {
		return
	}
	d := dialog.NewCustom(tr.T("QuestDealtTitle", "Name", c.Name), tr.T("DialogCancel"), body, q.p.s.env.Window)
	sz := q.p.s.env.Window.Canvas().Size()
	d.Resize(fyne.NewSize(min(560, sz.Width-40), min(520, sz.Height-40)))
	q.dialog = d
	d.SetOnClosed(func() { q.dialog = nil })
	d.Show()
}

// keep gives c the quest it kept of those dealt.
func (q *questPanel) keep(c campaign.Character, quest campaign.Quest) {
	if q.dialog != nil {
		q.dialog.Hide()
	}
	if _, err := q.p.s.edit(campaign.ChooseQuest{Character: c.ID, Name: c.Name, Quest: quest}); err != nil {
		q.p.s.env.ShowError(q.p.s.tr().T("QuestFailed"), err)
		return
	}
	q.shown = true
	q.p.reload(false)
}

// retire retires the character shown, its quest complete, once the player
// confirms; then says what the quest opens.
func (q *questPanel) retire() {
	tr := q.p.s.tr()
	c, ok := q.character()
	if !ok || c.Quest == nil || !c.Quest.Complete() {
		return
	}
	opens := c.Quest.Opens
	if opens == "" {
		opens = tr.T("QuestOpensNothing")
	}
	q.p.s.env.Confirm(tr.T("QuestRetireTitle", "Name", c.Name), tr.T("QuestRetireMessage", "Name", c.Name, "Opens", opens), tr.T("QuestRetire"), func() {
		if _, err := q.p.s.edit(campaign.Retire{Character: c.ID, Name: c.Name, Opens: c.Quest.Opens}); err != nil {
			q.p.s.env.ShowError(tr.T("QuestFailed"), err)
			return
		}
		q.p.reload(false)
		q.p.s.play.refresh()
		q.p.s.env.ShowInfo(tr.T("QuestRetiredTitle", "Name", c.Name), tr.T("QuestRetired", "Name", c.Name, "Opens", opens))
	})
}
