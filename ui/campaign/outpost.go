package campaign

import (
	"errors"
	"fmt"
	"slices"
	"sort"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
	"golang.org/x/text/language"

	"github.com/haventable/haventable/engine/campaign"
	"github.com/haventable/haventable/engine/outpost"
	"github.com/haventable/haventable/engine/outpost/ghsoutpost"
	"github.com/haventable/haventable/engine/pack"
	"github.com/haventable/haventable/locales"
	"github.com/haventable/haventable/ui/history"
	"github.com/haventable/haventable/ui/names"
	"github.com/haventable/haventable/ui/spinner"
)

// outpostPanel is the outpost of a Frosthaven campaign (engine/outpost):
// its calendar, tracks and supply, its buildings, and the outpost phase's
// steps, each shown in a dialog before it is made as a campaign edit
// (Edit › Undo takes it back).
type outpostPanel struct {
	s       *Screen
	content *fyne.Container
	// o and d are the outpost shown and its data; has is false when the
	// campaign has none.
	o   outpost.Outpost
	d   outpost.Data
	has bool
	// city, when set, is the Gloomhaven campaign whose city and road
	// decks o holds (no outpost): the event player resolves into it.
	city *cityPanel
}

func newOutpostPanel(s *Screen) *outpostPanel {
	p := &outpostPanel{s: s, content: container.NewVBox()}
	return p
}

func (p *outpostPanel) tr() locales.Tr { return p.s.tr() }

// reload reads the open campaign's outpost and shows it.
func (p *outpostPanel) reload() {
	p.has = false
	if p.s.current != 0 && p.s.env.Store != nil {
		o, d, err := p.s.env.Store.Outpost(p.s.ctx, p.s.current)
		switch {
		case err == nil:
			p.o, p.d, p.has = o, d, true
		case !errors.Is(err, campaign.ErrNoOutpost):
			p.s.env.ShowError(p.tr().T("OutpostLoadFailed"), err)
		}
	}
	p.show()
}

func (p *outpostPanel) show() {
	tr := p.tr()
	var rows []fyne.CanvasObject
	if !p.has {
		p.content.Objects = p.startRows()
		p.content.Refresh()
		return
	}
	o := p.o
	season := p.seasonWords(outpost.OutpostSeason(o.Week))
	road := p.seasonWords(outpost.RoadSeason(o.Week))
	calendar := widget.NewLabel(tr.T("OutpostCalendar", "Week", o.Week, "Weeks", outpost.CalendarWeeks, "Season", season, "Road", road))
	calendar.Wrapping = fyne.TextWrapWord
	tracks := widget.NewLabel(tr.T("OutpostTracks", "Morale", o.Morale, "MoraleDefense", signed(outpost.MoraleDefense(o.Morale)),
		"Defense", o.TotalDefense(), "Prosperity", o.Prosperity, "Level", outpost.ProsperityLevel(o.Prosperity),
		"Inspiration", o.Inspiration, "Soldiers", o.Soldiers, "Capacity", outpost.BarracksCapacity(o.Standing(outpost.Barracks).Level)))
	tracks.Wrapping = fyne.TextWrapWord
	supply := widget.NewLabel(tr.T("OutpostSupply", "Supply", history.SupplyWords(tr, o.Supply.String())))
	supply.Wrapping = fyne.TextWrapWord
	rows = append(rows, widget.NewLabelWithStyle(tr.T("OutpostTitle"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		calendar, tracks, supply, widget.NewSeparator())

	// the five steps of the outpost phase, in order
	week := widget.NewButtonWithIcon(tr.T("OutpostStepWeek", "Week", o.Week+1), theme.MediaSkipNextIcon(), p.passWeek)
	if o.Week >= outpost.CalendarWeeks {
		week.Disable()
	}
	event := widget.NewButtonWithIcon(tr.T("OutpostStepEvent"), theme.WarningIcon(), p.eventStep)
	craftItem := widget.NewButtonWithIcon(tr.T("OutpostCraftItemStep"), theme.ContentAddIcon(), p.craftItemDialog)
	brew := widget.NewButtonWithIcon(tr.T("OutpostBrewStep"), theme.ContentAddIcon(), p.brewDialog)
	distill := widget.NewButtonWithIcon(tr.T("OutpostDistillStep"), theme.ContentRemoveIcon(), p.distillDialog)
	buttons := []*widget.Button{week, event, craftItem, brew, distill}
	if len(p.d.Sections) > 0 { // the section book's rewards, read when the group reads a section
		buttons = append(buttons, widget.NewButtonWithIcon(tr.T("OutpostSectionStep"), theme.DocumentIcon(), p.readSectionStep))
	}
	// the road's and the boat's events, drawn when the group travels
	for _, deck := range []string{outpost.DeckRoad, outpost.DeckBoat} {
		if p.hasDeck(deck) {
			buttons = append(buttons, widget.NewButtonWithIcon(p.deckTitle(deck), theme.NavigateNextIcon(), func() { p.travelStep(deck) }))
		}
	}
	// as wide as the widest label, so that none is cut (German's are long)
	cell := fyne.NewSize(0, 0)
	var objs []fyne.CanvasObject
	for _, b := range buttons {
		cell = cell.Max(b.MinSize())
		objs = append(objs, b)
	}
	steps := container.NewGridWrap(cell, objs...)
	rows = append(rows, p.guardRow())
	rows = append(rows, widget.NewLabelWithStyle(tr.T("OutpostSteps"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}), steps,
		widget.NewSeparator(), widget.NewLabelWithStyle(tr.T("OutpostBuildings"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}))
	if o.Rebuilt > 0 && o.Built < 2 { // why the builds and upgrades are not offered
		note := widget.NewLabel(tr.T("OutpostRebuiltThisPhase"))
		note.Wrapping = fyne.TextWrapWord
		note.Importance = widget.MediumImportance
		rows = append(rows, note)
	}
	for _, b := range p.d.Buildings {
		rows = append(rows, p.buildingRow(b))
	}
	p.content.Objects = rows
	p.content.Refresh()
}

// guardRow tells the town guard deck's cards and offers the perks not
// taken yet, each named by the sections that grant it.
func (p *outpostPanel) guardRow() fyne.CanvasObject {
	tr := p.tr()
	counts := map[string]int{}
	rank := map[string]int{} // success first, then by value, wreck last
	var order []string
	for _, c := range p.o.TownGuard.Cards() {
		w := p.cardWords([]outpost.GuardCard{c})
		if counts[w] == 0 {
			order = append(order, w)
			rank[w] = c.Value
			switch c.Special {
			case outpost.Success:
				rank[w] = 1 << 20
			case outpost.Wreck:
				rank[w] = -1 << 20
			}
		}
		counts[w]++
	}
	sort.SliceStable(order, func(i, j int) bool { return rank[order[i]] > rank[order[j]] })
	var parts []string
	for _, w := range order {
		parts = append(parts, strconv.Itoa(counts[w])+"× "+w)
	}
	deck := widget.NewLabel(tr.N("OutpostGuardDeck", len(p.o.TownGuard.Cards()), "Count", len(p.o.TownGuard.Cards()), "Cards", strings.Join(parts, ", ")))
	deck.Wrapping = fyne.TextWrapWord
	var labels []string
	var index []int
	for i, perk := range p.d.Perks {
		taken := false
		for _, t := range p.o.TownGuard.Perks {
			taken = taken || t == i
		}
		if !taken {
			labels = append(labels, tr.T("OutpostPerkOf", "Sections", strings.Join(perk.Sections, ", ")))
			index = append(index, i)
		}
	}
	if len(labels) == 0 {
		return deck
	}
	choose := widget.NewSelect(labels, nil)
	choose.PlaceHolder = tr.T("OutpostPerkChoose")
	take := widget.NewButton(tr.T("OutpostPerkTake"), func() {
		i := choose.SelectedIndex()
		if i < 0 {
			return
		}
		perk := p.d.Perks[index[i]]
		msg := tr.T("OutpostPerkShown", "Remove", p.cardWords(perk.Remove), "Add", p.cardWords(perk.Add))
		section := ""
		if len(perk.Sections) > 0 {
			section = perk.Sections[0]
		}
		p.confirm(tr.T("OutpostPerkTake"), msg, campaign.TakeGuardPerk{Perk: index[i], Section: section})
	})
	return container.NewVBox(deck, container.NewBorder(nil, nil, nil, take, choose))
}

// seasonWords is a season in the player's language.
func (p *outpostPanel) seasonWords(s outpost.Season) string {
	if s == outpost.Winter {
		return p.tr().T("OutpostWinter")
	}
	return p.tr().T("OutpostSummer")
}

func signed(n int) string { return fmt.Sprintf("%+d", n) }

// title is what the players call building name.
func (p *outpostPanel) title(name string) string {
	if b, ok := p.d.Building(name); ok && b.Title != "" {
		return b.Title
	}
	return name
}

// buildingRow is one building: its name, level or state, its effect in
// words, and the construction or operation it allows now.
func (p *outpostPanel) buildingRow(b outpost.Building) fyne.CanvasObject {
	tr := p.tr()
	st := p.o.Standing(b.Name)
	state := tr.T("OutpostNotBuilt")
	switch {
	case st.Wrecked:
		state = tr.T("OutpostLevelWrecked", "Level", st.Level)
	case st.Level > 0:
		state = tr.T("OutpostLevel", "Level", st.Level)
	case !b.Unlocked && b.Requires == "":
		state = tr.T("OutpostStoryUnlocks")
	}
	name := widget.NewLabelWithStyle(b.Title, fyne.TextAlignLeading, fyne.TextStyle{Bold: st.Level > 0})
	if b.Title == "" {
		name.SetText(b.Name)
	}
	line := container.NewHBox(name, widget.NewLabel(state))
	var effect outpost.Effect
	effects := b.Effects
	if st.Wrecked {
		effects = b.WreckedEffects
	}
	if st.Level > 0 && st.Level <= len(effects) {
		effect = effects[st.Level-1]
	}
	if effect.Played() {
		op := widget.NewButton(tr.T("OutpostOperate"), func() { p.operate(b) })
		line.Add(op)
	}
	switch {
	case st.Wrecked:
		if cost, err := outpost.RebuildCost(b, st.Level); err == nil {
			line.Add(widget.NewButton(tr.T("OutpostRebuild", "Cost", history.SupplyWords(tr, cost.String())), func() { p.rebuild(b, cost) }))
		}
	case st.Level == 0:
		if cost, err := outpost.BuildCost(b, outpost.Discount{}); err == nil && (b.Unlocked || b.Requires != "") {
			line.Add(p.constructButton(b, st, cost, tr.T("OutpostBuild", "Cost", history.SupplyWords(tr, cost.Materials.String()), "Level", cost.Prosperity)))
		}
	default:
		if cost, err := outpost.UpgradeCost(b, st.Level, outpost.Discount{}); err == nil {
			line.Add(p.constructButton(b, st, cost, tr.T("OutpostUpgrade", "Cost", history.SupplyWords(tr, cost.Materials.String()), "Level", cost.Prosperity)))
		}
	}
	if effect.Words == "" {
		return line
	}
	words := widget.NewLabel(p.words(effect.Words))
	words.Wrapping = fyne.TextWrapWord
	words.Importance = widget.LowImportance
	return container.NewVBox(line, words)
}

func (p *outpostPanel) constructButton(b outpost.Building, st outpost.Standing, cost outpost.Cost, label string) *widget.Button {
	btn := widget.NewButton(label, func() { p.construct(b, st, cost) })
	if !p.affordable(cost) || outpost.ProsperityLevel(p.o.Prosperity) < cost.Prosperity ||
		p.o.Built >= 2 || p.o.Rebuilt > 0 || (b.Requires != "" && p.o.Standing(b.Requires).Level == 0) {
		btn.Disable()
	}
	return btn
}

// do makes edit e and shows the outpost as it is then.
func (p *outpostPanel) do(e campaign.Edit) {
	if _, err := p.s.edit(e); err != nil {
		p.refuse(err)
	}
	p.reload()
}

// refuse says why the outpost refuses a step, in the player's words
// (outpostRuleWords).
func (p *outpostPanel) refuse(err error) {
	p.s.env.ShowError(p.tr().T("OutpostStepFailed"), errors.New(outpostRuleWords(p.tr(), err)))
}

// confirm shows what edit e makes of the outpost, with message, and makes
// it when the group confirms.
func (p *outpostPanel) confirm(title, message string, e campaign.Edit) {
	oe, ok := e.(campaign.OutpostEdit)
	if !ok {
		return
	}
	after, err := oe.Outpost(p.o, p.d)
	if err != nil {
		p.refuse(err)
		return
	}
	message += "\n\n" + p.difference(after)
	p.s.env.Confirm(title, message, p.tr().T("OutpostApply"), func() { p.do(e) })
}

// difference tells what changes from the outpost shown to after.
func (p *outpostPanel) difference(after outpost.Outpost) string {
	tr := p.tr()
	var lines []string
	for _, r := range outpost.Resources {
		if d := after.Supply.Of(r) - p.o.Supply.Of(r); d != 0 {
			lines = append(lines, signed(d)+" "+strings.TrimLeft(names.Resource(tr, string(r), abs(d)), "0123456789 "))
		}
	}
	track := func(was, now int, text string) {
		if was != now {
			lines = append(lines, text)
		}
	}
	track(p.o.Morale, after.Morale, tr.T("OutpostMorale", "Was", p.o.Morale, "Now", after.Morale))
	track(p.o.Prosperity, after.Prosperity, tr.T("OutpostProsperity", "Was", p.o.Prosperity, "Now", after.Prosperity))
	track(p.o.Inspiration, after.Inspiration, tr.T("OutpostInspiration", "Was", p.o.Inspiration, "Now", after.Inspiration))
	track(p.o.Soldiers, after.Soldiers, tr.T("OutpostSoldiers", "Was", p.o.Soldiers, "Now", after.Soldiers))
	track(p.o.TotalDefense(), after.TotalDefense(), tr.T("OutpostDefense", "Was", p.o.TotalDefense(), "Now", after.TotalDefense()))
	for _, w := range outpost.SortedWeeks(after.Calendar) {
		var added []string
		for _, sec := range after.Calendar[w] {
			if !slices.Contains(p.o.Calendar[w], sec) {
				added = append(added, sec)
			}
		}
		if len(added) > 0 {
			lines = append(lines, tr.T("OutpostCalendarAdded", "Week", w, "Sections", strings.Join(added, ", ")))
		}
	}
	for _, b := range after.Buildings {
		was := p.o.Standing(b.Name)
		switch {
		case b.Wrecked && !was.Wrecked:
			lines = append(lines, tr.T("OutpostWrecked", "Name", p.title(b.Name)))
		case !b.Wrecked && was.Wrecked:
			lines = append(lines, tr.T("HistoryOutpostRebuild", "Name", p.title(b.Name)))
		case b.Level != was.Level:
			lines = append(lines, tr.T("OutpostLevelNow", "Name", p.title(b.Name), "Level", b.Level))
		}
	}
	if len(lines) == 0 {
		return tr.T("OutpostNoChange")
	}
	return strings.Join(lines, "\n")
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

// passWeek shows the next week with the sections it names, to read; they
// are never applied by the program.
func (p *outpostPanel) passWeek() {
	tr := p.tr()
	w := p.o.Week + 1
	sections := p.o.Sections(p.d, w)
	msg := tr.T("OutpostWeekNothing", "Week", w)
	if len(sections) > 0 {
		msg = tr.T("OutpostWeekRead", "Week", w, "Sections", strings.Join(sections, ", "))
	}
	if outpost.SeasonOf(w) != outpost.SeasonOf(p.o.Week) && p.o.Week > 0 {
		msg += "\n" + tr.T("OutpostSeasonChanges", "Season", p.seasonWords(outpost.SeasonOf(w)))
	}
	p.confirm(tr.T("OutpostStepWeek", "Week", w), msg, campaign.PassWeek{Week: w, Sections: sections})
}

// operate shows building b's effect before Apply makes it; an effect with
// a loss first asks who pays it (operateDialog).
func (p *outpostPanel) operate(b outpost.Building) {
	st := p.o.Standing(b.Name)
	effects := b.Effects
	if st.Wrecked {
		effects = b.WreckedEffects
	}
	eff := effects[st.Level-1]
	e := campaign.OperateBuilding{Building: b.Name, Name: p.title(b.Name)}
	msg := p.title(b.Name) + ": " + p.words(eff.Words)
	if len(eff.Lose) == 0 {
		p.confirm(p.tr().T("OutpostOperate"), msg, e)
		return
	}
	p.operateDialog(msg, eff.Lose, e)
}

// supplyFields are number entries for the material resources and gold.
type supplyFields map[outpost.Resource]*spinner.Field

// maxSupply is the most of a resource a field takes.
const maxSupply = 1000

// supplyEntry is a field for an amount of a resource: blank is none.
func supplyEntry(tr locales.Tr) *spinner.Field {
	e := spinner.NewWhole(tr, 0, maxSupply)
	e.Blank = true
	return e
}

// resourceLabel names resource r above its field.
func resourceLabel(tr locales.Tr, r outpost.Resource) *widget.Label {
	return widget.NewLabel(names.ResourceName(tr, string(r)))
}

func (p *outpostPanel) supplyFields() (supplyFields, *fyne.Container) {
	f := supplyFields{}
	grid := container.NewGridWithColumns(4)
	for _, r := range []outpost.Resource{outpost.Lumber, outpost.Metal, outpost.Hide, outpost.Gold} {
		e := supplyEntry(p.tr())
		e.SetPlaceHolder("0")
		f[r] = e
		grid.Add(container.NewBorder(nil, nil, resourceLabel(p.tr(), r), nil, e))
	}
	return f, grid
}

// supply reads the fields; the error, in tr's language, names the
// resource.
func (f supplyFields) supply(tr locales.Tr) (outpost.Supply, error) {
	out := outpost.Supply{}
	for r, e := range f {
		n, err := e.Whole()
		if err != nil {
			return nil, spinner.Named(tr, resourceLabel(tr, r).Text, err)
		}
		if n != 0 {
			out[r] = n
		}
	}
	return out.Plus(nil), nil
}

// eventDialog asks for the outcome chosen of an outpost event: its card,
// what it gives or takes, and an attack on buildings; the attack is
// resolved with the town guard deck and shown before it is made.
func (p *outpostPanel) eventDialog() {
	tr := p.tr()
	card := widget.NewEntry()
	card.SetPlaceHolder(tr.T("OutpostEventCard"))
	deck := widget.NewLabel(tr.T("OutpostEventDeck", "Season", p.seasonWords(outpost.OutpostSeason(p.o.Week))))
	deck.Wrapping = fyne.TextWrapWord
	option := widget.NewSelect([]string{"A", "B"}, nil)
	option.PlaceHolder = tr.T("OutpostEventOption")
	gain, gainGrid := p.supplyFields()
	morale := spinner.NewWhole(tr, -outpost.MaxMorale, outpost.MaxMorale)
	morale.Blank = true
	morale.SetPlaceHolder(tr.T("OutpostMoraleChange"))
	attack := attackEntry(tr)
	rows := newTargetRows(p, attack, func() (outpost.Outpost, bool) {
		m, err := morale.Whole()
		if err != nil {
			return p.o, false
		}
		o, _, err := p.o.Apply(p.d, outpost.Change{Morale: m})
		return o, err == nil
	})
	morale.OnChanged = func(string) { rows.update() }
	list := container.NewVBox()
	for i := range rows.targets {
		list.Add(rows.row(i))
	}
	form := container.NewVBox(deck, container.NewBorder(nil, nil, nil, option, card), widget.NewLabel(tr.T("OutpostEventGain")), gainGrid, morale,
		widget.NewSeparator(), attack, list)
	var d *dialog.ConfirmDialog
	d = dialog.NewCustomConfirm(tr.T("OutpostStepEvent"), tr.T("OutpostShow"), tr.T("DialogCancel"), container.NewVScroll(form), func(ok bool) {
		if !ok {
			return
		}
		g, err := gain.supply(tr)
		if err == nil && strings.TrimSpace(card.Text) == "" {
			err = errors.New(tr.T("OutpostEventNoCard"))
		}
		m := 0
		if err == nil {
			if m, err = morale.Whole(); err != nil {
				err = spinner.Named(tr, tr.T("OutpostMoraleChange"), err)
			}
		}
		e := campaign.OutpostEvent{Card: strings.TrimSpace(card.Text), Option: option.Selected, Change: outpost.Change{Gain: g, Morale: m}}
		if err == nil && strings.TrimSpace(attack.Text) != "" {
			var v int
			if v, err = attackValue(tr, attack); err == nil {
				a := outpost.Attack{Value: v, Targets: rows.chosen()}
				for _, t := range a.Targets {
					e.Names = append(e.Names, p.title(t.Building))
				}
				e.Attack = &a
			}
		}
		if err != nil {
			p.s.refuseKeeping(d, tr.T("OutpostStepFailed"), err)
			return
		}
		p.showEvent(e)
	}, p.s.env.Window)
	// tall enough for the buildings where the window allows
	d.Resize(fyne.NewSize(520, min(640, max(360, p.s.env.Window.Canvas().Size().Height-60))))
	d.Show()
}

// showEvent works the event out on the outpost shown: each target's
// defense check with the cards drawn. For each damaged building the group
// chooses to pay its repair cost (with which materials) or to let it be
// wrecked (repairDialog); then the whole is shown before it is made.
func (p *outpostPanel) showEvent(e campaign.OutpostEvent) { p.showEventWith(e, "") }

// showEventWith is showEvent with note (what the group does by hand) told
// with what changes.
func (p *outpostPanel) showEventWith(e campaign.OutpostEvent, note string) {
	tr := p.tr()
	head := strings.TrimSpace(e.Card + " " + e.Option)
	if note != "" {
		head += "\n" + note
	}
	if e.Attack == nil {
		p.confirm(p.deckTitle(e.Deck), head, e)
		return
	}
	start := p.o
	if e.Drawn { // the draw first: its shuffle takes from the outpost's random source
		start, _, _ = p.o.DrawDeckEvent(p.d, e.Deck)
	}
	changed, _, err := start.Apply(p.d, e.Change)
	if err != nil {
		p.refuse(err)
		return
	}
	_, checks, err := changed.ResolveAttack(p.d, *e.Attack)
	if err != nil {
		p.refuse(err)
		return
	}
	var damaged []repairChoice
	supply := changed.Supply
	chars := p.repairers()
	held := make([]outpost.Supply, len(chars))
	for i, c := range chars {
		held[i] = c.Resources
	}
	for _, c := range checks {
		e.Outcomes = append(e.Outcomes, c.Outcome)
		if c.Outcome != outpost.Damaged {
			continue
		}
		b, _ := p.d.Building(c.Building)
		n, err := outpost.RepairCost(b, changed.Standing(c.Building).Level)
		if err != nil {
			continue // no repair cost: wrecked
		}
		// supply first, then the characters' own, in order
		pay, ok := payMaterials(supply, n)
		short := n - pay.Total(outpost.Materials...)
		own := make([]outpost.Supply, len(chars))
		for i := range chars {
			if short == 0 {
				break
			}
			own[i], _ = payMaterials(held[i], short)
			short -= own[i].Total(outpost.Materials...)
		}
		if ok = short == 0; ok {
			supply, _ = supply.Minus(pay)
			for i := range chars {
				held[i], _ = held[i].Minus(own[i])
			}
		}
		damaged = append(damaged, repairChoice{building: c.Building, cost: n, pay: pay, own: own, repair: ok})
	}
	tell := func(e campaign.OutpostEvent) {
		var lines []string
		for _, c := range checks {
			line := p.checkWords(changed, *e.Attack, c)
			outcome := c.Outcome
			if outcome == outpost.Damaged {
				outcome = campaign.DamageSettled(e.Repairs, c.Building)
				if by := e.Payers(c.Building); by != "" {
					outcome += " " + by
				}
			}
			lines = append(lines, line+" — "+history.OutcomeWords(tr, p.title(c.Building)+":"+outcome))
		}
		p.confirm(tr.T("OutpostStepEvent"), head+"\n"+strings.Join(lines, "\n"), e)
	}
	if len(damaged) == 0 {
		tell(e)
		return
	}
	var drawn []string // the checks as drawn, before the group chooses
	for _, c := range checks {
		drawn = append(drawn, p.checkWords(changed, *e.Attack, c)+" — "+
			history.OutcomeWords(tr, p.title(c.Building)+":"+c.Outcome))
	}
	p.repairDialog(strings.Join(drawn, "\n"), chars, damaged, func(repairs map[string]outpost.Supply, paid []campaign.RepairShare) {
		e.Repairs, e.Paid = repairs, paid
		tell(e)
	})
}

// checkWords tells a defense check as drawn, with the odds it had before
// the draw (one check from the whole town guard deck of outpost o, as the
// first target draws it).
func (p *outpostPanel) checkWords(o outpost.Outpost, a outpost.Attack, c outpost.Check) string {
	tr := p.tr()
	odds := outpost.CheckOdds(o.TownGuard.Cards(), o.TotalDefense()+a.Modifier, c.Attack, c.Advantage, c.Disadvantage)
	pct := func(f float64) int { return int(f*100 + 0.5) }
	return tr.T("OutpostCheck", "Name", p.title(c.Building), "Cards", p.cardWords(c.Drawn),
		"Used", p.cardWords(c.Used), "Defense", c.Defense, "Attack", c.Attack) + " " +
		tr.T("OutpostOdds", "Defended", pct(odds.Defended), "Damaged", pct(odds.Damaged), "Wrecked", pct(odds.Wrecked))
}

// repairChoice is a damaged building: its repair cost, the materials
// offered from the supply (pay) and from each character's own (own, in
// the order of the characters), and whether it is repaired.
type repairChoice struct {
	building string
	cost     int
	pay      outpost.Supply
	own      []outpost.Supply
	repair   bool
}

// repairers are the campaign's characters not retired, who may pay
// repairs from their own materials (rulebook p. 61); none without a
// store.
func (p *outpostPanel) repairers() []campaign.Character {
	camp, ok := p.s.campaign()
	if !ok || p.s.env.Store == nil {
		return nil
	}
	all, err := p.s.env.Store.Characters(p.s.ctx, camp.ID)
	if err != nil {
		return nil // the supply alone is offered
	}
	var out []campaign.Character
	for _, c := range all {
		if !c.Retired {
			out = append(out, c)
		}
	}
	return out
}

// repairDialog asks, for each damaged building, whether the group pays
// its repair cost and with which materials from the supply and from each
// character's own, in any combination (offered: the supply first, lumber,
// then metal, then hide; then the characters'), or loses 1 morale.
func (p *outpostPanel) repairDialog(drawn string, chars []campaign.Character, choices []repairChoice,
	done func(map[string]outpost.Supply, []campaign.RepairShare)) {
	tr := p.tr()
	checksDrawn := widget.NewLabel(drawn)
	checksDrawn.Wrapping = fyne.TextWrapWord
	ask := widget.NewLabel(tr.T("OutpostRepairAsk"))
	ask.Wrapping = fyne.TextWrapWord
	form := container.NewVBox(checksDrawn, widget.NewSeparator(), ask)
	checks := make([]*widget.Check, len(choices))
	fields := make([][]supplyFields, len(choices)) // the supply's, then each character's
	for i, c := range choices {
		checks[i] = widget.NewCheck(tr.N("OutpostRepairCheck", c.cost, "Name", p.title(c.building), "Count", c.cost), nil)
		checks[i].SetChecked(c.repair)
		form.Add(checks[i])
		payers := append([]string{tr.T("OutpostRepairFromSupply")}, charNames(chars)...)
		for j, who := range payers {
			offered := c.pay
			if j > 0 {
				offered = c.own[j-1]
			}
			f := supplyFields{}
			grid := container.NewGridWithColumns(3)
			for _, r := range outpost.Materials {
				e := supplyEntry(tr)
				e.SetWhole(offered.Of(r))
				f[r] = e
				grid.Add(container.NewBorder(nil, nil, resourceLabel(tr, r), nil, e))
			}
			fields[i] = append(fields[i], f)
			form.Add(container.NewBorder(nil, nil, widget.NewLabel(who), nil, grid))
		}
	}
	var d *dialog.ConfirmDialog
	d = dialog.NewCustomConfirm(tr.T("OutpostStepEvent"), tr.T("OutpostShow"), tr.T("DialogCancel"), container.NewVScroll(form), func(ok bool) {
		if !ok {
			return
		}
		repairs := map[string]outpost.Supply{}
		var paid []campaign.RepairShare
		given := make([]outpost.Supply, len(chars))
		for i, c := range choices {
			if !checks[i].Checked {
				continue
			}
			var total outpost.Supply
			var err error
			for j, f := range fields[i] {
				var pay outpost.Supply
				if pay, err = f.supply(tr); err != nil {
					break
				}
				total = total.Plus(pay)
				if j > 0 && len(pay) > 0 {
					ch := chars[j-1]
					given[j-1] = given[j-1].Plus(pay)
					paid = append(paid, campaign.RepairShare{Building: c.building, Character: ch.ID, CharacterName: ch.Name, Pay: pay})
				}
			}
			if err == nil {
				err = outpost.CheckRepair(c.cost, total)
			}
			if err != nil {
				p.s.refuseKeeping(d, tr.T("OutpostStepFailed"), fmt.Errorf("%s: %s", p.title(c.building), outpostRuleWords(tr, err)))
				return
			}
			repairs[c.building] = total
		}
		for j, ch := range chars {
			if _, err := ch.Resources.Minus(given[j]); err != nil {
				p.s.refuseKeeping(d, tr.T("OutpostStepFailed"), errors.New(tr.T("OutpostRepairHeld", "Name", ch.Name,
					"Held", history.SupplyWords(tr, ch.Resources.String()), "Paid", history.SupplyWords(tr, given[j].String()))))
				return
			}
		}
		if len(repairs) == 0 {
			repairs = nil
		}
		done(repairs, paid)
	}, p.s.env.Window)
	// tall enough for every payer where the window allows; the rest scrolls
	d.Resize(fyne.NewSize(560, min(form.MinSize().Height+120, max(360, p.s.env.Window.Canvas().Size().Height-40))))
	d.Show()
}

// words is an effect's words with each resource ({lumber}) named in the
// player's language.
func (p *outpostPanel) words(s string) string {
	for _, r := range outpost.Resources {
		if strings.Contains(s, "{"+string(r)+"}") {
			name := names.ResourceName(p.tr(), string(r))
			s = strings.ReplaceAll(s, "{"+string(r)+"}", name)
		}
	}
	return s
}

// cardWords tells town guard cards in the player's words ("+10, Wreck").
func (p *outpostPanel) cardWords(cs []outpost.GuardCard) string {
	tr := p.tr()
	var out []string
	for _, c := range cs {
		w := signed(c.Value)
		switch c.Special {
		case outpost.Wreck:
			w = tr.T("OutpostCardWreck")
		case outpost.Success:
			w = tr.T("OutpostCardSuccess")
		}
		if c.Rolling {
			w = tr.T("OutpostCardRolling", "Card", w)
		}
		if c.Words != "" {
			w += " (" + c.Words + ")"
		}
		out = append(out, w)
	}
	return strings.Join(out, ", ")
}

// payMaterials is n material resources from supply, lumber first, then
// metal, then hide; false when the supply has fewer.
func payMaterials(supply outpost.Supply, n int) (outpost.Supply, bool) {
	pay := outpost.Supply{}
	for _, r := range outpost.Materials {
		take := min(n, supply.Of(r))
		if take > 0 {
			pay[r] = take
			n -= take
		}
	}
	return pay, n == 0
}

// startDialog starts the outpost from Gloomhaven Secretariat's Frosthaven
// files: a built edition file (fh.json), or data/fh/buildings.json with
// campaign.json and label/ beside it.
func (p *outpostPanel) startDialog() {
	if p.s.env.Window == nil {
		return
	}
	tr := p.tr()
	d := dialog.NewFileOpen(func(r fyne.URIReadCloser, err error) {
		if err == nil && r == nil {
			return
		}
		if err != nil {
			p.s.env.ShowError(tr.T("OutpostStartFailed"), err)
			return
		}
		r.Close()
		if err := p.startFrom(r.URI().Path()); err != nil {
			p.s.env.ShowError(tr.T("OutpostStartFailed"), err)
		}
	}, p.s.env.Window)
	d.SetFilter(storage.NewExtensionFileFilter([]string{".json"}))
	d.Show()
}

// startFrom reads the outpost's data at path and asks to start the
// outpost from it.
func (p *outpostPanel) startFrom(path string) error {
	lang := p.lang()
	files, err := ghsoutpost.FilesAt(path, lang)
	if err != nil {
		return err
	}
	d, rep, err := ghsoutpost.Read(files, lang)
	if err != nil {
		return err
	}
	e := campaign.StartOutpost{Data: d, Seed: p.s.seed()}
	msg := p.tr().T("OutpostStartRead", "Buildings", rep.Buildings, "Weeks", rep.Weeks, "Played", rep.Played, "Words", rep.Words)
	p.s.env.Confirm(p.tr().T("OutpostStart"), msg, p.tr().T("OutpostApply"), func() { p.do(e) })
	return nil
}

// lang is the player's language code ("de"), "en" when not known.
func (p *outpostPanel) lang() string {
	if l, ok := p.tr().(interface{ Language() language.Tag }); ok {
		base, _ := l.Language().Base()
		return base.String()
	}
	return "en"
}

// startRows offer to start the outpost: from the data pack imported with
// Frosthaven's outpost (File › Data packs…) when there is one, else from
// Gloomhaven Secretariat's files chosen here.
func (p *outpostPanel) startRows() []fyne.CanvasObject {
	tr := p.tr()
	d, name, ok := pack.OutpostOf(p.s.env.DataPacks(), p.lang())
	if !ok {
		hint := widget.NewLabel(tr.T("OutpostNone") + "\n" + tr.T("OutpostNoneImport"))
		hint.Wrapping = fyne.TextWrapWord
		start := widget.NewButtonWithIcon(tr.T("OutpostStart"), theme.FolderOpenIcon(), p.startDialog)
		return []fyne.CanvasObject{hint, container.NewHBox(start)}
	}
	hint := widget.NewLabel(tr.T("OutpostNoneFromPack", "Pack", name))
	hint.Wrapping = fyne.TextWrapWord
	start := widget.NewButtonWithIcon(tr.T("OutpostStartPack"), theme.MediaPlayIcon(), func() { p.startFromPack(d, name) })
	start.Importance = widget.HighImportance
	file := widget.NewButtonWithIcon(tr.T("OutpostStartFile"), theme.FolderOpenIcon(), p.startDialog)
	return []fyne.CanvasObject{hint, container.NewHBox(start, file)}
}

// startFromPack asks to start the outpost from data d of the data pack
// called name.
func (p *outpostPanel) startFromPack(d outpost.Data, name string) {
	tr := p.tr()
	played, words := d.EffectCounts()
	msg := tr.T("OutpostStartReadPack", "Pack", name, "Buildings", len(d.Buildings), "Weeks", len(d.Weeks),
		"Events", len(d.Events), "Played", played, "Words", words)
	e := campaign.StartOutpost{Data: d, Seed: p.s.seed()}
	p.s.env.Confirm(tr.T("OutpostStartPack"), msg, tr.T("OutpostApply"), func() { p.do(e) })
}

// charNames are the characters' names, in order.
func charNames(chars []campaign.Character) []string {
	var out []string
	for _, c := range chars {
		out = append(out, c.Name)
	}
	return out
}
