package campaign

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"github.com/haventable/haventable/engine/campaign"
	"github.com/haventable/haventable/ui/names"
)

// newNextNotice is the notice of what the events resolved give every
// character at the next scenario's start (campaign.Pending), hidden until
// showNext fills it: the Play tab shows it above Start, the Events tab
// where the events are resolved.
func newNextNotice() *widget.Label {
	l := widget.NewLabel("")
	l.Wrapping = fyne.TextWrapWord
	l.Importance = widget.WarningImportance
	l.Hide()
	return l
}

// showNext sets notice l (newNextNotice) to what the events give every
// character at the open campaign's next scenario start, hidden when
// nothing.
func (s *Screen) showNext(l *widget.Label) {
	tr := s.tr()
	if s.env.Store == nil {
		l.Hide()
		return
	}
	pending, err := s.env.Store.NextScenario(s.ctx, s.current)
	if err != nil || len(pending) == 0 {
		l.Hide()
		return
	}
	l.SetText(tr.T("CampaignNextScenario", "Events", campaign.StartNext{Applied: pending}.Told().About,
		"Effects", names.NextScenario(tr, campaign.NextOf(pending))))
	l.Show()
}
