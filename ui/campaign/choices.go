package campaign

import (
	"errors"
	"slices"
	"strings"

	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/haventable/haventable/engine/pack"
	"github.com/haventable/haventable/locales"
)

// opener lies over the list of maps and opens it on a tap, after reading
// the data packs again, so that a pack imported since shows at once.
type opener struct {
	widget.BaseWidget
	list    *widget.Select
	opening func()
}

func newOpener(list *widget.Select, opening func()) *opener {
	o := &opener{list: list, opening: opening}
	o.ExtendBaseWidget(o)
	return o
}

// CreateRenderer implements fyne.Widget: the opener draws nothing.
func (o *opener) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(canvas.NewRectangle(color.Transparent))
}

// Tapped reads the packs, then opens the list.
func (o *opener) Tapped(e *fyne.PointEvent) {
	o.opening()
	o.list.Tapped(e)
}

// syncPacks reads the maps and scenario entries of the data packs again
// when they changed (a pack imported or deleted).
func (p *playPanel) syncPacks() {
	packs := p.s.env.DataPacks()
	c, _ := p.s.campaign()
	if p.choices != nil && slices.Equal(packs, p.packs) && c.Rules == p.edition {
		return
	}
	p.packs, p.edition = packs, c.Rules
	p.setChoices()
}

// setChoices lists the samples, the packs' scenarios and the files offered,
// keeping the choice made.
func (p *playPanel) setChoices() {
	was, _ := p.chosen()
	p.choices = slices.Concat(p.samples, packEntries(p.s.tr(), p.packs, p.samples, p.edition), p.offered)
	p.shown = nil
	p.filter()
	if was.label == "" {
		return
	}
	for i, c := range p.shown {
		if p.choices[c].label == was.label {
			p.maps.SetSelectedIndex(i)
			return
		}
	}
}

// filter shows in the list the choices the find field matches, a scenario
// of the number typed first, and chooses the first; an empty field shows
// them all and keeps the choice.
func (p *playPanel) filter() {
	q := strings.ToLower(strings.TrimSpace(p.find.Text))
	was := p.maps.Selected
	p.shown = p.shown[:0]
	if q == "" {
		for i := range p.choices {
			p.shown = append(p.shown, i)
		}
		p.maps.SetOptions(p.labels())
		if slices.Contains(p.maps.Options, was) {
			p.maps.SetSelected(was)
		}
		p.chosenChanged()
		return
	}
	num := strings.TrimPrefix(q, "#")
	var exact, rest []int
	for i, c := range p.choices {
		switch {
		case c.title != "" && scenarioNumber(c.title) == num:
			exact = append(exact, i)
		case strings.Contains(strings.ToLower(c.label), q):
			rest = append(rest, i)
		}
	}
	p.shown = append(exact, rest...)
	p.maps.SetOptions(p.labels())
	if len(p.shown) > 0 {
		p.maps.SetSelectedIndex(0)
	} else {
		p.maps.ClearSelected()
	}
	p.chosenChanged()
}

// chosen returns the choice in the list.
func (p *playPanel) chosen() (mapChoice, bool) {
	if p.maps == nil {
		return mapChoice{}, false
	}
	i := p.maps.SelectedIndex()
	if i < 0 || i >= len(p.shown) {
		return mapChoice{}, false
	}
	return p.choices[p.shown[i]], true
}

// choose chooses choices[i], showing every choice if the find field hides
// it.
func (p *playPanel) choose(i int) {
	if !slices.Contains(p.shown, i) {
		p.find.SetText("") // shows them all
	}
	if j := slices.Index(p.shown, i); j >= 0 {
		p.maps.SetSelectedIndex(j)
	}
}

// chosenChanged makes the main button fit the choice: start a map, or draw
// the map of a scenario entry that has none.
func (p *playPanel) chosenChanged() {
	if p.start == nil {
		return
	}
	tr := p.s.tr()
	if p.draw != nil {
		p.draw.Hide()
	}
	if c, ok := p.chosen(); ok && c.file == nil && c.entry != nil {
		if c.entry.PlayableWithoutMap() { // started room by room, or drawn
			p.start.SetText(tr.T("CampaignStartNoMap"))
			p.start.SetIcon(theme.MediaPlayIcon())
			if p.draw != nil {
				p.draw.Show()
			}
			return
		}
		p.start.SetText(tr.T("CampaignDraw"))
		p.start.SetIcon(theme.DocumentCreateIcon())
		return
	}
	p.start.SetText(tr.T("CampaignStart"))
	p.start.SetIcon(theme.MediaPlayIcon())
}

// primary is the main button: start the scenario chosen (an entry without
// a map room by room, see pack.Scenario.WithoutMap), or, for an entry that
// cannot start so (a monster type no pack has), open the editor on a new
// map for it.
func (p *playPanel) primary() {
	c, ok := p.chosen()
	if !ok || c.file != nil || c.entry == nil || c.entry.PlayableWithoutMap() {
		p.startScenario()
		return
	}
	p.drawChosen()
}

// drawChosen opens the editor on a new map for the entry chosen.
func (p *playPanel) drawChosen() {
	c, ok := p.chosen()
	if !ok || c.entry == nil {
		return
	}
	if p.s.opts.OnDraw == nil {
		p.s.env.ShowError(p.s.tr().T("CampaignStartFailed"), errors.New(p.s.tr().T("CampaignEntryNeedsMap")))
		return
	}
	p.s.opts.OnDraw(*c.entry)
}

// EntryTypes lists the monster types of a pack's scenario entry once each,
// room by room: those the new map of it will place.
func EntryTypes(entry pack.Scenario) []string { return entryTypes(entry) }

// DrawNote tells, in the player's words, which monster types each room of a
// scenario entry places: the note the editor shows beside a new map drawn
// for it ("Room 1: Cave Rat, Ash Acolyte · Room 2: Stone Warden").
func DrawNote(tr locales.Tr, entry pack.Scenario) string {
	var parts []string
	for _, r := range entryRooms(entry) {
		if len(r.Types) == 0 {
			continue
		}
		name := r.Name
		if name == "" {
			name = tr.T("CampaignDrawMonsters")
		}
		parts = append(parts, tr.T("CampaignDrawRoom", "Room", name, "Types", strings.Join(r.Types, ", ")))
	}
	if len(parts) == 0 {
		return tr.T("CampaignDrawNoMonsters", "Title", entry.Title)
	}
	return tr.T("CampaignDrawNote", "Title", entry.Title, "Rooms", strings.Join(parts, " · "))
}
