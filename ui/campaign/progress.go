package campaign

import (
	"errors"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/haventable/haventable/engine/campaign"
)

// progressPanel shows which scenarios the campaign has unlocked and
// completed.
type progressPanel struct {
	s       *Screen
	id      *widget.Entry
	add     *widget.Button
	rows    *fyne.Container
	empty   *widget.Label
	content fyne.CanvasObject
}

func newProgressPanel(s *Screen) *progressPanel {
	tr := s.tr()
	p := &progressPanel{s: s, id: widget.NewEntry(), rows: container.NewVBox()}
	p.id.SetPlaceHolder(tr.T("CampaignScenarioHint"))
	p.id.OnSubmitted = func(string) { p.unlock() }
	p.add = widget.NewButtonWithIcon(tr.T("CampaignScenarioUnlock"), theme.ContentAddIcon(), p.unlock)
	p.empty = widget.NewLabel(tr.T("CampaignScenariosNone"))
	top := container.NewBorder(nil, nil, nil, p.add, p.id)
	p.content = narrow(720, container.NewBorder(top, nil, nil, nil, container.NewVScroll(container.NewVBox(p.empty, p.rows))))
	return p
}

func (p *progressPanel) reload() {
	if p.s.current == 0 {
		return
	}
	list, err := p.s.env.Store.Scenarios(p.s.ctx, p.s.current)
	if err != nil {
		p.s.env.ShowError(p.s.tr().T("CampaignLoadFailed"), err)
		return
	}
	p.empty.Hidden = len(list) > 0
	p.empty.Refresh()
	objs := make([]fyne.CanvasObject, len(list))
	for i, sc := range list {
		objs[i] = p.row(sc)
	}
	p.rows.Objects = objs
	p.rows.Refresh()
}

// row is one scenario with its two marks. Completing a scenario unlocks
// it; locking it clears the completion.
func (p *progressPanel) row(sc campaign.ScenarioProgress) fyne.CanvasObject {
	tr := p.s.tr()
	label := widget.NewLabelWithStyle(p.name(sc.ID), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	label.Truncation = fyne.TextTruncateEllipsis
	unlocked := widget.NewCheck(tr.T("CampaignUnlocked"), nil)
	unlocked.SetChecked(sc.Unlocked)
	completed := widget.NewCheck(tr.T("CampaignCompleted"), nil)
	completed.SetChecked(sc.Completed)
	unlocked.OnChanged = func(on bool) {
		next := sc
		next.Unlocked = on
		next.Completed = sc.Completed && on
		p.set(next)
	}
	completed.OnChanged = func(on bool) {
		next := sc
		next.Completed = on
		next.Unlocked = sc.Unlocked || on
		p.set(next)
	}
	// The name takes what the two marks leave (a pack's title is long).
	return container.NewBorder(nil, nil, nil, container.NewGridWithColumns(2, unlocked, completed), label)
}

// name is how scenario id is shown: the title a data pack gives it ("#1
// Gloam Pass" for "1"), else "Scenario 1".
func (p *progressPanel) name(id string) string {
	id = campaign.Clip(id, campaign.MaxName) // one kept by an older version may be longer
	c, _ := p.s.campaign()
	if t, ok := knownTitle(p.s.env.DataPacks(), c.Rules, id); ok {
		return t
	}
	if scenarioNumber(id) != "" { // a title the packs no longer know
		return id
	}
	return p.s.tr().T("CampaignScenarioName", "ID", id)
}

func (p *progressPanel) set(sc campaign.ScenarioProgress) {
	if _, err := p.s.edit(campaign.SetScenario{Progress: sc}); err != nil {
		p.s.env.ShowError(p.s.tr().T("CampaignScenarioFailed"), err)
	}
	p.reload()
}

// unlock records the scenario typed as unlocked.
func (p *progressPanel) unlock() {
	tr := p.s.tr()
	id := strings.TrimSpace(p.id.Text)
	if id == "" {
		p.s.env.ShowError(tr.T("CampaignScenarioFailed"), errors.New(tr.T("CampaignFieldBlank", "Field", tr.T("CampaignScenario"))))
		return
	}
	// Kept under the title a pack knows it by, as a scenario won marks it
	// (its map's title): "1" becomes "#1 Gloam Pass".
	c, _ := p.s.campaign()
	if t, ok := knownTitle(p.s.env.DataPacks(), c.Rules, id); ok {
		id = t
	}
	sc := campaign.ScenarioProgress{ID: id, Unlocked: true}
	list, err := p.s.env.Store.Scenarios(p.s.ctx, p.s.current)
	if err == nil {
		for _, old := range list {
			if old.ID == id || titleKey(old.ID) == titleKey(id) {
				id = old.ID
				sc.ID = id
				sc.Completed = old.Completed
			}
		}
		_, err = p.s.edit(campaign.SetScenario{Progress: sc})
	}
	if err != nil {
		p.s.env.ShowError(tr.T("CampaignScenarioFailed"), err)
		return
	}
	p.id.SetText("")
	p.reload()
}

// notePanel keeps the campaign's free-text notes.
type notePanel struct {
	s       *Screen
	notes   []campaign.Note
	editing int64 // the note being edited; 0: the entry adds a new one
	text    *widget.Entry
	save    *widget.Button
	cancel  *widget.Button
	buttons *fyne.Container
	rows    *fyne.Container
	empty   *widget.Label
	content fyne.CanvasObject
}

func newNotePanel(s *Screen) *notePanel {
	tr := s.tr()
	p := &notePanel{s: s, text: widget.NewMultiLineEntry(), rows: container.NewVBox()}
	p.text.SetPlaceHolder(tr.T("CampaignNoteHint"))
	p.text.SetMinRowsVisible(3)
	p.text.Wrapping = fyne.TextWrapWord
	p.save = widget.NewButtonWithIcon(tr.T("CampaignNoteAdd"), theme.ContentAddIcon(), p.store)
	p.save.Importance = widget.HighImportance
	p.cancel = widget.NewButtonWithIcon(tr.T("CampaignNoteCancel"), theme.CancelIcon(), p.stopEditing)
	p.cancel.Hide()
	p.empty = widget.NewLabel(tr.T("CampaignNotesNone"))
	p.buttons = container.NewHBox(p.save, p.cancel)
	top := container.NewVBox(p.text, p.buttons, widget.NewSeparator())
	p.content = narrow(900, container.NewBorder(top, nil, nil, nil, container.NewVScroll(container.NewVBox(p.empty, p.rows))))
	return p
}

func (p *notePanel) reload() {
	if p.s.current == 0 {
		return
	}
	notes, err := p.s.env.Store.Notes(p.s.ctx, p.s.current)
	if err != nil {
		p.s.env.ShowError(p.s.tr().T("CampaignLoadFailed"), err)
		return
	}
	p.notes = notes
	p.empty.Hidden = len(notes) > 0
	p.empty.Refresh()
	objs := make([]fyne.CanvasObject, len(notes))
	for i, n := range notes {
		objs[i] = p.row(n)
	}
	p.rows.Objects = objs
	p.rows.Refresh()
	if p.editing != 0 {
		found := false
		for _, n := range notes {
			found = found || n.ID == p.editing
		}
		if !found {
			p.stopEditing()
		}
	}
}

func (p *notePanel) row(n campaign.Note) fyne.CanvasObject {
	text := widget.NewLabel(campaign.Clip(n.Text, campaign.MaxNote)) // one kept by an older version may be longer
	text.Wrapping = fyne.TextWrapWord
	when := widget.NewLabel(n.Created.Local().Format("2006-01-02 15:04"))
	when.Importance = widget.LowImportance
	edit := widget.NewButtonWithIcon("", theme.DocumentCreateIcon(), func() { p.startEditing(n) })
	del := widget.NewButtonWithIcon("", theme.DeleteIcon(), func() { p.remove(n) })
	return container.NewBorder(nil, widget.NewSeparator(), when, container.NewHBox(edit, del), text)
}

func (p *notePanel) startEditing(n campaign.Note) {
	p.editing = n.ID
	p.text.SetText(campaign.Clip(n.Text, campaign.MaxNote))
	p.save.SetText(p.s.tr().T("CampaignNoteSave"))
	p.save.SetIcon(theme.DocumentSaveIcon())
	p.cancel.Show()
	p.buttons.Refresh()
}

func (p *notePanel) stopEditing() {
	p.editing = 0
	p.text.SetText("")
	p.save.SetText(p.s.tr().T("CampaignNoteAdd"))
	p.save.SetIcon(theme.ContentAddIcon())
	p.cancel.Hide()
	p.buttons.Refresh()
}

// store adds the note typed, or saves the note being edited.
func (p *notePanel) store() {
	tr := p.s.tr()
	if p.s.current == 0 {
		return
	}
	text := strings.TrimSpace(p.text.Text)
	if text == "" {
		p.s.env.ShowError(tr.T("CampaignNoteFailed"), errors.New(tr.T("CampaignFieldBlank", "Field", tr.T("CampaignNote"))))
		return
	}
	var err error
	if p.editing == 0 {
		_, err = p.s.edit(campaign.AddNote{Text: text})
	} else {
		_, err = p.s.edit(campaign.SaveNote{ID: p.editing, Text: text})
	}
	if err != nil {
		p.s.env.ShowError(tr.T("CampaignNoteFailed"), err)
		return
	}
	p.stopEditing()
	p.reload()
}

func (p *notePanel) remove(n campaign.Note) {
	tr := p.s.tr()
	p.s.env.ConfirmDestructive(tr.T("CampaignNoteDeleteTitle"), tr.T("CampaignNoteDeleteMessage", "Text", excerpt(n.Text, 60)), tr.T("CampaignNoteDelete"), func() {
		if _, err := p.s.edit(campaign.DeleteNote{ID: n.ID, Text: n.Text}); err != nil {
			p.s.env.ShowError(tr.T("CampaignNoteFailed"), err)
			return
		}
		p.reload()
	})
}

// excerpt returns the first line of s, cut to at most n runes.
func excerpt(s string, n int) string {
	s, _, _ = strings.Cut(strings.TrimSpace(s), "\n")
	r := []rune(s)
	if len(r) > n {
		return string(r[:n-1]) + "…"
	}
	return s
}
