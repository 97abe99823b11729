package campaign

import (
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
	"github.com/haventable/haventable/engine/campaign"
	"github.com/haventable/haventable/engine/rules"
	"github.com/haventable/haventable/locales"
	"github.com/haventable/haventable/ui/names"
	"github.com/haventable/haventable/ui/screen"
	"github.com/haventable/haventable/ui/spinner"
)

// noMax is the upper bound of a number field that has none of the rules
// (campaign.MaxCount, as a sheet is checked).
const noMax = campaign.MaxCount

// numberField is an entry for a whole number within bounds that names
// itself in its error (spinner.Field).
type numberField struct {
	entry    *spinner.Field
	name     string // translated field name
	min, max int
	tr       locales.Tr
}

func newNumberField(tr locales.Tr, name string, min, max int) *numberField {
	return &numberField{entry: spinner.NewWhole(tr, min, max), name: name, min: min, max: max, tr: tr}
}

// value reads the field, or returns an error naming it and its bounds.
func (f *numberField) value() (int, error) {
	n, err := f.entry.Whole()
	if err != nil {
		return 0, spinner.Named(f.tr, f.name, err)
	}
	return n, nil
}

func (f *numberField) set(n int) { f.entry.SetWhole(n) }

// item is the field as a form row, its bounds as the hint below it: the row
// keeps the same height when the hint gives way to an error, so that
// nothing below moves under the pointer.
func (f *numberField) item() *widget.FormItem {
	it := widget.NewFormItem(f.name, f.entry)
	if f.max == noMax {
		it.HintText = f.tr.T("CampaignHintAtLeast", "Min", f.min)
	} else {
		it.HintText = f.tr.T("CampaignHintRange", "Min", f.min, "Max", f.max)
	}
	return it
}

// partyPanel edits the party of the open campaign.
type partyPanel struct {
	s          *Screen
	name       *widget.Entry
	reputation *numberField
	prosperity *numberField
	donations  *numberField
	save       *widget.Button
	saved      *widget.Label // says the party was saved, beside the button
	// rules chooses the campaign's edition (rules.Editions, in order);
	// choosing one records the edit at once. scenarioRules says the rules
	// of a scenario in progress when they are not the campaign's.
	rules         *widget.Select
	scenarioRules *widget.Label
	content       fyne.CanvasObject
}

func newPartyPanel(s *Screen) *partyPanel {
	tr := s.tr()
	p := &partyPanel{s: s, name: widget.NewEntry()}
	p.name.SetPlaceHolder(tr.T("CampaignPartyNameHint"))
	p.reputation = newNumberField(tr, tr.T("CampaignReputation"), -campaign.MaxReputation, campaign.MaxReputation)
	p.prosperity = newNumberField(tr, tr.T("CampaignProsperity"), 0, noMax)
	p.donations = newNumberField(tr, tr.T("CampaignDonations"), 0, noMax)
	p.save = widget.NewButtonWithIcon(tr.T("CampaignPartySave"), theme.DocumentSaveIcon(), p.store)
	p.save.Importance = widget.HighImportance
	p.saved = widget.NewLabel("")
	p.saved.Importance = widget.SuccessImportance
	form := widget.NewForm(
		widget.NewFormItem(tr.T("CampaignPartyName"), p.name),
		p.reputation.item(), p.prosperity.item(), p.donations.item())
	options := make([]string, len(rules.Editions))
	for i, e := range rules.Editions {
		options[i] = names.Rules(tr, e)
	}
	p.rules = screen.NewSelect(tr, options, func(string) { p.chooseRules() })
	p.scenarioRules = widget.NewLabel("")
	p.scenarioRules.Wrapping = fyne.TextWrapWord
	p.scenarioRules.Hide()
	rulesItem := widget.NewFormItem(tr.T("CampaignRules"), p.rules)
	rulesItem.HintText = tr.T("CampaignRulesHint")
	rulesForm := widget.NewForm(rulesItem)
	p.content = narrow(640, container.NewVBox(form, container.NewHBox(p.save, p.saved),
		widget.NewSeparator(), rulesForm, p.scenarioRules))
	return p
}

// loadRules shows the campaign's edition, and the scenario in progress's
// when it plays other rules.
func (p *partyPanel) loadRules(c campaign.Campaign) {
	i := slices.Index(rules.Editions, c.Rules)
	if i < 0 {
		i = slices.Index(rules.Editions, rules.Default)
	}
	if p.rules.SelectedIndex() != i {
		p.rules.SetSelectedIndex(i) // chooseRules sees the campaign's own: no edit
	}
	if scn := p.s.env.Table.Scenario(); scn != nil && scn.Rules() != rules.Editions[i] {
		p.scenarioRules.SetText(p.s.tr().T("CampaignScenarioRules", "Rules", names.Rules(p.s.tr(), scn.Rules())))
		p.scenarioRules.Show()
	} else {
		p.scenarioRules.Hide()
	}
}

// chooseRules records the edition chosen, unless it is the campaign's
// already.
func (p *partyPanel) chooseRules() {
	i := p.rules.SelectedIndex()
	c, ok := p.s.campaign()
	if i < 0 || !ok || rules.Editions[i] == c.Rules {
		return
	}
	if _, err := p.s.edit(campaign.SetRules{Rules: rules.Editions[i]}); err != nil {
		p.s.env.ShowError(p.s.tr().T("CampaignRulesFailed"), err)
	}
	p.s.reloadCampaigns()
	if c, ok := p.s.campaign(); ok {
		p.loadRules(c)
	}
	p.s.showOutpostTab()
}

func (p *partyPanel) load(party campaign.Party) {
	p.saved.SetText("")
	p.name.SetText(party.Name)
	p.reputation.set(party.Reputation)
	p.prosperity.set(party.Prosperity)
	p.donations.set(party.Donations)
}

// read returns the party as entered, or the first field at fault.
func (p *partyPanel) read() (campaign.Party, error) {
	party := campaign.Party{Name: strings.TrimSpace(p.name.Text)}
	var err error
	if party.Reputation, err = p.reputation.value(); err != nil {
		return party, err
	}
	if party.Prosperity, err = p.prosperity.value(); err != nil {
		return party, err
	}
	if party.Donations, err = p.donations.value(); err != nil {
		return party, err
	}
	return party, nil
}

func (p *partyPanel) store() {
	tr := p.s.tr()
	party, err := p.read()
	if err == nil {
		_, err = p.s.edit(campaign.SetParty{Party: party})
	}
	if err != nil {
		p.saved.SetText("")
		p.s.env.ShowError(tr.T("CampaignPartySaveFailed"), err)
		return
	}
	p.s.reloadCampaigns()
	p.saved.SetText(tr.T("CampaignPartySaved"))
}

// maxWidth lays out one object no wider than w (but never below its
// minimum), at the leading edge, so forms do not stretch across a wide
// window.
type maxWidth struct{ w float32 }

func (m maxWidth) MinSize(objs []fyne.CanvasObject) fyne.Size { return objs[0].MinSize() }

func (m maxWidth) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	w := min(size.Width, max(m.w, objs[0].MinSize().Width))
	objs[0].Move(fyne.NewPos(0, 0))
	objs[0].Resize(fyne.NewSize(w, size.Height))
}

// narrow keeps o at most w wide.
func narrow(w float32, o fyne.CanvasObject) *fyne.Container {
	return container.New(maxWidth{w}, o)
}
