package campaign

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/haventable/haventable/engine/campaign"
	"github.com/haventable/haventable/persistence"
)

// brokenPanel shows a campaign whose scenario in progress this build
// cannot read: why, and what can still be done with it (export it as
// stored, delete it). It is never opened at the table.
type brokenPanel struct {
	s       *Screen
	title   *widget.Label
	message *widget.Label
	export  *widget.Button
	del     *widget.Button
	content *fyne.Container
}

func newBrokenPanel(s *Screen) *brokenPanel {
	tr := s.tr()
	p := &brokenPanel{s: s}
	p.title = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	p.title.Truncation = fyne.TextTruncateEllipsis
	p.message = widget.NewLabel("")
	p.message.Wrapping = fyne.TextWrapWord
	p.message.Importance = widget.DangerImportance
	p.export = widget.NewButtonWithIcon(tr.T("CampaignExport"), theme.DocumentSaveIcon(), func() {
		if c, ok := p.campaign(); ok {
			s.exportCampaign(c)
		}
	})
	p.del = widget.NewButtonWithIcon(tr.T("CampaignDelete"), theme.DeleteIcon(), func() {
		if c, ok := p.campaign(); ok {
			s.confirmDelete(c)
		}
	})
	p.del.Importance = widget.DangerImportance
	p.content = container.NewVBox(p.title, widget.NewSeparator(),
		container.NewBorder(nil, nil, widget.NewIcon(theme.ErrorIcon()), nil, p.message),
		container.NewHBox(p.export, p.del))
	p.content.Hide()
	return p
}

// campaign is the unreadable campaign shown.
func (p *brokenPanel) campaign() (campaign.Campaign, bool) {
	for _, c := range p.s.campaigns {
		if c.ID == p.s.brokenID {
			return c, true
		}
	}
	return campaign.Campaign{}, false
}

// showBroken shows unreadable campaign id in the broken panel; the open
// campaign, if any, stays open at the table.
func (s *Screen) showBroken(id int64) {
	s.brokenID = id
	c, ok := s.broken.campaign()
	if !ok {
		s.brokenID = 0
		s.showCampaign()
		return
	}
	reason := ""
	if err := s.unreadable[id]; err != nil {
		reason = err.Error()
		if _, after, ok := strings.Cut(reason, persistence.ErrUnreadable.Error()+": "); ok {
			reason = after
		}
	}
	s.broken.title.SetText(shownName(c.Name))
	s.broken.message.SetText(s.tr().T("CampaignUnreadable", "Name", shownName(c.Name), "Reason", reason))
	s.none.Hide()
	s.detail.Hide()
	s.broken.content.Show()
}
