package campaign

import (
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"github.com/haventable/haventable/engine/campaign"
	"github.com/haventable/haventable/engine/outpost"
	"github.com/haventable/haventable/engine/pack"
	"github.com/haventable/haventable/ui/screen"
)

// The outpost tab's "Read a section…" step (docs/outpost.md, "Section
// rewards"): the group says which section of the section book it has
// read; the dialog shows what that section's rewards give the outpost and
// what is left to the group, and Apply makes it one campaign edit
// (ReadSection), named in the history, undone by Undo. The program never
// applies a section by itself: the calendar lists them, the group reads.

// sectionChoices are the sections of the data with rewards for the group
// (not those that only place a sticker on the map), those the calendar
// names for the current week first, then in the book's order.
func (p *outpostPanel) sectionChoices() []outpost.ScenarioReward {
	list := slices.DeleteFunc(slices.Clone(p.d.Sections), func(r outpost.ScenarioReward) bool {
		return r.Change.Empty() && len(r.Words) == 0 && len(r.ByHand) == 0
	})
	week := p.o.Sections(p.d, p.o.Week)
	slices.SortStableFunc(list, func(a, b outpost.ScenarioReward) int {
		wa, wb := slices.Contains(week, a.Scenario), slices.Contains(week, b.Scenario)
		switch {
		case wa && !wb:
			return -1
		case wb && !wa:
			return 1
		}
		return pack.SectionOrder(a.Scenario, b.Scenario)
	})
	return list
}

// readSectionStep opens the dialog of a section read.
func (p *outpostPanel) readSectionStep() {
	tr := p.tr()
	list := p.sectionChoices()
	if len(list) == 0 {
		p.s.env.ShowInfo(tr.T("OutpostSectionTitle"), tr.T("OutpostSectionNone"))
		return
	}
	week := p.o.Sections(p.d, p.o.Week)
	labels := make([]string, len(list))
	for i, r := range list {
		labels[i] = tr.T("OutpostSectionChoice", "Section", r.Scenario, "Name", p.words(r.Name))
		if slices.Contains(week, r.Scenario) {
			labels[i] = tr.T("OutpostSectionThisWeek", "Text", labels[i], "Week", p.o.Week)
		}
		if p.o.SectionGained(r.Scenario) {
			labels[i] = tr.T("OutpostSectionReadBefore", "Text", labels[i])
		}
	}
	which := screen.NewSelect(tr, labels, nil)
	says := widget.NewLabel(tr.T("OutpostSectionChoose"))
	says.Wrapping = fyne.TextWrapWord
	edit := func() (campaign.ReadSection, bool) {
		i := which.SelectedIndex()
		if i < 0 {
			return campaign.ReadSection{}, false
		}
		// no more lost than the outpost holds (rulebook p. 48)
		return campaign.ReadSection{Section: list[i].Scenario, Name: list[i].Name, Change: p.o.Bounded(list[i].Change)}, true
	}
	which.OnChanged = func(string) {
		e, _ := edit()
		says.SetText(p.sectionWords(list[which.SelectedIndex()], e))
	}
	form := container.NewVBox(widget.NewLabel(tr.T("OutpostSectionWhich")), which, says)
	d := dialog.NewCustomConfirm(tr.T("OutpostSectionTitle"), tr.T("OutpostApply"), tr.T("DialogCancel"), container.NewVScroll(form),
		func(ok bool) {
			if e, chose := edit(); ok && chose && e.Check() == nil && !p.o.SectionGained(e.Section) {
				p.do(e)
			}
		}, p.s.env.Window)
	size := p.s.env.Window.Canvas().Size()
	d.Resize(fyne.NewSize(min(560, size.Width-24), min(420, max(300, size.Height-40))))
	d.Show()
}

// sectionWords tell what reading section r gives the outpost (the change
// of edit e, refused when the outpost would refuse it) and what it leaves
// to the group; for a section whose rewards were gained already (read
// before: once per campaign), that they were.
func (p *outpostPanel) sectionWords(r outpost.ScenarioReward, e campaign.ReadSection) string {
	tr := p.tr()
	if p.o.SectionGained(r.Scenario) {
		return tr.T("OutpostSectionGained")
	}
	text := tr.T("OutpostSectionNothing")
	if _, err := e.Outpost(p.o, p.d); err != nil {
		text = tr.T("CampaignEndOutpostRefused", "Error", outpostRuleWords(tr, err))
	} else if !e.Change.Empty() {
		text = tr.T("OutpostSectionApplies")
		for _, l := range p.changeWords(e.Change) { // the decks' cards too
			text += "\n  " + l
		}
	}
	for _, l := range p.byHand(r) {
		text += "\n" + l
	}
	return text
}

// byHand are reward r's entries left to the group, in the player's words.
func (p *outpostPanel) byHand(r outpost.ScenarioReward) []string {
	tr := p.tr()
	var out []string
	for _, w := range r.Words {
		out = append(out, tr.T("OutpostByHandLine", "Words", p.words(w)))
	}
	for _, h := range r.ByHand {
		out = append(out, tr.T("OutpostByHandLine", "Words", handWords(tr, h)))
	}
	return out
}
