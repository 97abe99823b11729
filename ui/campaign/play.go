package campaign

import (
	"crypto/rand"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/campaign"
	"github.com/haventable/haventable/engine/pack"
	"github.com/haventable/haventable/engine/party"
	"github.com/haventable/haventable/engine/rules"
	"github.com/haventable/haventable/engine/scenariofile"
	"github.com/haventable/haventable/engine/shop"
	"github.com/haventable/haventable/locales"
	"github.com/haventable/haventable/persistence/play"
	"github.com/haventable/haventable/ui/history"
	"github.com/haventable/haventable/ui/names"
	"github.com/haventable/haventable/ui/screen"
	"github.com/haventable/haventable/ui/spinner"
)

// mapChoice is a map the player may start (a built-in sample, a file, a
// pack's scenario with a map) or a pack's scenario entry without a map,
// which the player draws in the editor (file nil).
type mapChoice struct {
	label string
	file  *scenariofile.File
	// entry is the pack's scenario the choice comes from (nil for samples
	// and files), title its title.
	entry *pack.Scenario
	title string
	// otherEdition marks a pack's scenario of another edition than the
	// campaign's: listed after the campaign's own.
	otherEdition bool
}

// playPanel resumes or ends the scenario in progress, or starts one.
type playPanel struct {
	s *Screen

	status  *widget.Label
	detail  *widget.Label
	resume  *widget.Button
	end     *widget.Button
	running *fyne.Container

	choices []mapChoice
	// samples are the built-in maps, offered the files opened or made in
	// the editor; packs are the data packs the pack choices were read from
	// (the choices are read again when env's differ).
	samples, offered []mapChoice
	packs            []*pack.Pack
	// edition is the campaign's edition the choices were ordered for.
	edition rules.Edition
	// shown are the indexes in choices of the list's options, those the
	// find field matches.
	shown       []int
	find        *widget.Entry
	maps        *widget.Select
	mapsOpener  *opener
	openFile    *widget.Button
	level       *widget.Select
	levelItem   *widget.FormItem
	form        *widget.Form
	levelChosen bool // the player picked a level: keep it
	partyLabel  *widget.Label
	// next says what the events give every character at the start
	// (newNextNotice); hidden when nothing.
	next  *widget.Label
	start *widget.Button
	// draw opens the editor on a new map for an entry that can also start
	// without one.
	draw         *widget.Button
	starter      *fyne.Container
	body         *fyne.Container
	content      fyne.CanvasObject
	lastCampaign int64
	// leaving is the dialog asking which items a character over its
	// limits leaves at home (bring.go), while it is shown.
	leaving dialog.Dialog
}

func newPlayPanel(s *Screen) *playPanel {
	tr := s.tr()
	p := &playPanel{s: s}
	p.status = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	p.detail = widget.NewLabel("")
	p.resume = widget.NewButtonWithIcon(tr.T("CampaignResume"), theme.MediaPlayIcon(), s.resume)
	p.resume.Importance = widget.HighImportance
	p.end = widget.NewButtonWithIcon(tr.T("CampaignEnd"), theme.MediaStopIcon(), p.endScenario)
	p.end.Importance = widget.DangerImportance
	p.running = container.NewVBox(container.NewHBox(p.resume, p.end), p.detail)

	for _, name := range scenariofile.Samples() {
		f, err := scenariofile.Sample(name)
		if err != nil {
			continue // the scenariofile tests keep the samples readable
		}
		p.samples = append(p.samples, mapChoice{label: tr.T("CampaignSampleMap", "Title", f.Title, "Name", name) + monsterTypes(f), file: f})
	}
	p.maps = screen.NewSelect(tr, nil, func(string) { p.chosenChanged() })
	p.mapsOpener = newOpener(p.maps, p.syncPacks)
	p.find = widget.NewEntry()
	p.find.SetPlaceHolder(tr.T("CampaignFindHint"))
	p.find.OnChanged = func(string) { p.filter() }
	p.find.OnSubmitted = func(string) { p.primary() }
	p.syncPacks()
	for i, c := range p.choices {
		if c.entry == nil && c.file != nil && strings.HasPrefix(c.label, tr.T("CampaignSampleMap", "Title", c.file.Title, "Name", scenariofile.DefaultSample)) {
			p.maps.SetSelectedIndex(i)
		}
	}
	p.openFile = widget.NewButtonWithIcon(tr.T("CampaignMapFile"), theme.FolderOpenIcon(), p.openDialog)
	levels := make([]string, engine.MaxScenarioLevel+1)
	for i := range levels {
		levels[i] = strconv.Itoa(i)
	}
	p.level = screen.NewSelect(tr, levels, func(string) { p.levelChosen = true })
	p.partyLabel = widget.NewLabel("")
	p.start = widget.NewButtonWithIcon(tr.T("CampaignStart"), theme.MediaPlayIcon(), p.primary)
	p.start.Importance = widget.HighImportance
	p.draw = widget.NewButtonWithIcon(tr.T("CampaignDraw"), theme.DocumentCreateIcon(), p.drawChosen)
	p.chosenChanged()
	p.levelItem = widget.NewFormItem(tr.T("CampaignScenarioLevel"), p.level)
	p.levelItem.HintText = tr.T("CampaignLevelRecommended", "Level", party.RecommendedLevel(nil))
	p.form = widget.NewForm(
		widget.NewFormItem(tr.T("CampaignFind"), p.find),
		widget.NewFormItem(tr.T("CampaignMap"), container.NewBorder(nil, nil, nil, p.openFile, container.NewStack(p.maps, p.mapsOpener))),
		p.levelItem,
		widget.NewFormItem(tr.T("CampaignParty"), p.partyLabel),
	)
	p.next = newNextNotice()
	p.starter = narrow(760, container.NewVBox(p.form, p.next, container.NewHBox(p.start, p.draw)))
	p.body = container.NewVBox(p.status, widget.NewSeparator(), p.running, p.starter)
	p.content = container.NewVScroll(p.body)
	return p
}

// labels are the list's options: the labels of the choices the find field
// matches.
func (p *playPanel) labels() []string {
	out := make([]string, len(p.shown))
	for i, c := range p.shown {
		out[i] = p.choices[c].label
	}
	return out
}

// party returns the characters of the open campaign who would join a
// scenario: those not retired.
func (p *playPanel) party() ([]campaign.Character, error) {
	chars, err := p.s.env.Store.Characters(p.s.ctx, p.s.current)
	if err != nil {
		return nil, err
	}
	var out []campaign.Character
	for _, c := range chars {
		if !c.Retired {
			out = append(out, c)
		}
	}
	return out, nil
}

// refresh shows the scenario in progress, or what starting one would do.
func (p *playPanel) refresh() {
	tr := p.s.tr()
	if p.s.current == 0 {
		return
	}
	if p.lastCampaign != p.s.current {
		p.lastCampaign, p.levelChosen = p.s.current, false
		p.find.SetText("") // another campaign: every map again
	}
	p.syncPacks()
	if scn := p.s.env.Table.Scenario(); scn != nil {
		p.status.SetText(tr.T("CampaignInProgress", "Name", scn.Name()))
		p.detail.SetText(scenarioSummary(tr, scn))
		p.running.Show()
		p.starter.Hide()
		p.body.Refresh()
		return
	}
	p.status.SetText(tr.T("CampaignNoScenario"))
	p.running.Hide()
	p.starter.Show()
	defer p.body.Refresh() // lay out what was hidden or shown
	members, err := p.party()
	if err != nil {
		p.s.env.ShowError(tr.T("CampaignLoadFailed"), err)
		return
	}
	rec := party.RecommendedLevel(campaign.Members(members))
	if hint := tr.T("CampaignLevelRecommended", "Level", rec); p.levelItem.HintText != hint {
		p.levelItem.HintText = hint
		p.form.Refresh()
	}
	if !p.levelChosen {
		p.level.SetSelectedIndex(rec)
		p.levelChosen = false
	}
	p.s.showNext(p.next)
	if len(members) == 0 {
		p.partyLabel.SetText(tr.T("CampaignPartyEmpty"))
		return
	}
	lines := make([]string, len(members))
	packs := p.s.env.DataPacks()
	for i, c := range members {
		lines[i] = tr.T("CampaignJoins", "Name", c.Name, "Class", c.Class, "Level", c.Level, "HP", classHitPoints(packs, c.Class, c.Level))
	}
	p.partyLabel.SetText(strings.Join(lines, "\n"))
}

// classHitPoints are the maximum hit points a character of class at level
// starts a scenario with: the class's in the data packs, the sample's
// (party.HitPoints) for a class no pack has.
func classHitPoints(packs []*pack.Pack, class string, level int) int {
	if hp, ok := pack.ClassHitPoints(packs, class, level); ok {
		return hp
	}
	return party.HitPoints(level)
}

// scenarioSummary describes the scenario in progress: round, level and
// the figures still standing.
func scenarioSummary(tr locales.Tr, scn *engine.Scenario) string {
	lines := []string{tr.T("CampaignRoundLevel", "Round", scn.Round(), "Level", scn.Level())}
	monsters := 0
	for _, f := range scn.Figures() {
		switch {
		case f.Kind == engine.KindCharacter && f.State == engine.Active:
			lines = append(lines, tr.T("CampaignFigureHP", "Name", f.Name, "HP", f.HP, "Max", f.MaxHP))
		case f.Kind == engine.KindCharacter:
			lines = append(lines, tr.T("CampaignFigureOut", "Name", f.Name))
		case f.Kind == engine.KindMonster && f.Alive():
			monsters++
		}
	}
	return strings.Join(append(lines, tr.N("CampaignMonstersLeft", monsters)), "\n")
}

// resume goes back to the scenario in progress.
func (s *Screen) resume() {
	if s.env.Table.Scenario() != nil && s.opts.OnResume != nil {
		s.opts.OnResume()
	}
}

func (s *Screen) seed() uint64 {
	if s.opts.Seed != nil {
		return s.opts.Seed()
	}
	var b [8]byte
	if _, err := io.ReadFull(rand.Reader, b[:]); err != nil {
		return uint64(time.Now().UnixNano())
	}
	return binary.LittleEndian.Uint64(b[:])
}

// startScenario starts the chosen map with the party at the chosen level;
// when its monsters' stat cards use scenario variables ("3+X"), it asks
// the players for them first.
func (p *playPanel) startScenario() {
	vars := p.chosenVariables()
	if len(vars) == 0 || p.s.env.Window == nil {
		p.finishStart(nil)
		return
	}
	p.askVariables(vars, p.finishStart)
}

func (p *playPanel) finishStart(values map[string]int) {
	err := p.startChosen(values)
	var over *overLimitError
	if errors.As(err, &over) && p.s.env.Window != nil {
		p.askLeave(over, values)
		return
	}
	if err != nil {
		p.s.env.ShowError(p.s.tr().T("CampaignStartFailed"), err)
		return
	}
	p.s.resume()
}

// scenarioVariable is a variable the chosen scenario's monsters use, with
// the types that use it.
type scenarioVariable struct {
	name     string
	monsters []string
}

// chosenVariables returns the scenario variables of the chosen map's
// monster types (pack.Monster.Variables), in alphabetical order.
func (p *playPanel) chosenVariables() []scenarioVariable {
	c, ok := p.chosen()
	if !ok || c.file == nil {
		return nil
	}
	packs := p.s.env.DataPacks()
	byName := map[string]*scenarioVariable{}
	var names []string
	for _, m := range c.file.Monsters {
		mt, _, ok := pack.FindMonster(packs, m.Type)
		if !ok {
			continue
		}
		for _, x := range mt.Variables() {
			v, ok := byName[x]
			if !ok {
				v = &scenarioVariable{name: x}
				byName[x] = v
				names = append(names, x)
			}
			if !slices.Contains(v.monsters, mt.Name) {
				v.monsters = append(v.monsters, mt.Name)
			}
		}
	}
	slices.Sort(names)
	out := make([]scenarioVariable, len(names))
	for i, n := range names {
		out[i] = *byName[n]
	}
	return out
}

// askVariables asks the players what the scenario's variables are (the
// scenario book says: "X is the number of …"), then calls start with them.
func (p *playPanel) askVariables(vars []scenarioVariable, start func(map[string]int)) {
	tr := p.s.tr()
	spins := make([]*spinner.Spinner, len(vars))
	items := make([]*widget.FormItem, len(vars))
	for i, v := range vars {
		spins[i] = spinner.NewEntry(tr, 0, pack.MaxStat, 0)
		items[i] = widget.NewFormItem(v.name, spins[i])
		items[i].HintText = tr.T("CampaignVariableHint", "Monsters", strings.Join(v.monsters, ", "))
	}
	d := dialog.NewForm(tr.T("CampaignVariablesTitle"), tr.T("CampaignStart"), tr.T("DialogCancel"), items, func(ok bool) {
		if !ok {
			return
		}
		values := make(map[string]int, len(vars))
		for i, v := range vars {
			values[v.name] = spins[i].Value()
		}
		start(values)
	}, p.s.env.Window)
	d.Resize(fyne.NewSize(460, 0))
	d.Show()
}

func (p *playPanel) startChosen(vars map[string]int) error {
	tr := p.s.tr()
	sess := p.s.env.Table.Session()
	if sess == nil {
		return screen.ErrNoCampaign
	}
	c, ok := p.chosen()
	if !ok || (c.file == nil && c.entry == nil) {
		return errors.New(tr.T("CampaignNoMap"))
	}
	file := c.file
	if file == nil { // an entry without a map: room by room
		f, err := c.entry.WithoutMap()
		if err != nil {
			return err
		}
		file = f
	}
	level := p.level.SelectedIndex()
	if level < 0 {
		return errors.New(tr.T("CampaignFieldBlank", "Field", tr.T("CampaignScenarioLevel")))
	}
	members, err := p.party()
	if err != nil {
		return err
	}
	if len(members) == 0 {
		return errors.New(tr.T("CampaignPartyEmpty"))
	}
	table, err := p.s.env.Store.MonsterTableWith(p.s.ctx, len(members), vars)
	if err != nil {
		return err
	}
	if file.WithoutMap && c.entry != nil {
		table = c.entry.WithOffsets(table) // "living-corpse:+2": two levels up
	}
	team := campaign.Members(members)
	packs := p.s.env.DataPacks()
	camp, _ := p.s.campaign()
	for i, c := range members {
		c, err := bringing(tr, packs, camp.Rules, c)
		if err != nil {
			return err
		}
		team[i].Perks = append(slices.Clone(team[i].Perks), itemPerks(packs, camp.Rules, c)...) // the items' cards
		team[i].Items = tableItems(tr, packs, camp.Rules, c)
		team[i].MaxHP = classHitPoints(packs, c.Class, c.Level)
		if n, ok := pack.ClassHandSize(packs, c.Class); ok {
			team[i].HandSize = n
		}
	}
	setup := engine.Setup{Level: level, Seed: p.s.seed(), Rules: camp.Rules}
	setup.Loot, _ = pack.LootSetup(packs, file.Title, len(team))
	setup.Allies = scenarioAllies(packs, c)
	setup.Treasures = pack.TreasureSetup(packs, file.Title, camp.Rules, lang(tr)) // secret until a chest is opened
	scn, err := party.BuildScenarioWith(file, setup, team, table)
	var tooMany *party.TooManyError
	if errors.As(err, &tooMany) {
		return errors.New(tr.N("CampaignTooManyCharacters", tooMany.Characters,
			"Characters", tr.N("CampaignCountCharacters", tooMany.Characters), "Starts", tr.N("CampaignCountStarts", tooMany.Starts), "Map", tooMany.Map))
	}
	if err != nil {
		return err
	}
	if file.WithoutMap && c.entry != nil {
		// the types the players add standees of by hand (X-haven places none)
		if scn, err = scn.WithTypes(slices.Concat(c.entry.Monsters, c.entry.Allies), table); err != nil {
			return err
		}
	}
	if scn, err = dealGoals(scn, pack.EditionBattleGoals(packs, camp.Rules, lang(tr)), camp.Rules); err != nil {
		return err
	}
	pending, err := p.s.env.Store.NextScenario(p.s.ctx, p.s.current)
	if err != nil {
		return err
	}
	started, err := party.StartWith(scn, campaign.NextOf(pending))
	if err != nil {
		return err
	}
	if err := sess.StartWith(p.s.ctx, scn, pending, started.Short); err != nil {
		return err
	}
	if len(started.ByHand) > 0 {
		dialog.ShowInformation(tr.T("CampaignNextByHandTitle"), tr.N("CampaignNextByHand", campaign.NextOf(pending).Discard,
			"Names", strings.Join(started.ByHand, ", "), "Count", campaign.NextOf(pending).Discard), p.s.env.Window)
	}
	if short := names.NextShort(tr, started.Short); len(short) > 0 {
		dialog.ShowInformation(tr.T("CampaignNextShortTitle"), strings.Join(short, "\n"), p.s.env.Window)
	}
	if camp.Rules.HasLootDeck() && pack.LootMissing(packs, file.Title) {
		dialog.ShowInformation(tr.T("CampaignLootMissingTitle"), tr.T("CampaignLootMissing"), p.s.env.Window)
	}
	return nil
}

// endScenario asks whether the scenario in progress was won or lost, shows
// what each character takes home, and ends it with its rewards written to
// the sheets (one recorded action: Undo takes it all back).
func (p *playPanel) endScenario() {
	tr := p.s.tr()
	scn := p.s.env.Table.Scenario()
	sess := p.s.env.Table.Session()
	if scn == nil || sess == nil {
		return
	}
	won := true
	summary := widget.NewLabel("")
	summary.Wrapping = fyne.TextWrapWord
	table, unlocks := pack.ScenarioRewards(p.s.env.DataPacks(), scn.Name())
	met := map[string]bool{} // the battle goals the group ticks, by character
	goals := container.NewVBox()
	marks, per := p.perkMarks(), rules.Edition("").ChecksPerPerk()
	if camp, ok := p.s.campaign(); ok {
		per = camp.Rules.ChecksPerPerk()
	}
	judged := p.goalsJudged(sess, table, unlocks)
	for who, ok := range judged {
		met[who] = ok // the table's records say; the group may tick otherwise
	}
	reward := p.outpostReward(scn)
	concluded := -1 // the conclusion read, of reward.conclusions
	outcome := func() (play.Outcome, error) {
		o, err := sess.OutcomeWith(won, table, unlocks)
		if err != nil {
			return o, err
		}
		o = p.priceFound(withGoalsMet(o, met))
		if won && reward.edit != nil {
			o.Outpost = reward.edit
		}
		if won {
			o.Conclusion, _ = reward.conclusionEdit(concluded)
		}
		return o, nil
	}
	// fit makes the dialog as tall as its text once it is shown (Won's
	// and Lost's differ)
	fit := func() {}
	var show func()
	show = func() {
		o, err := outcome()
		if err != nil {
			summary.SetText(err.Error())
			return
		}
		goals.Objects = goalChecks(tr, o, met, judged, show)
		goals.Refresh()
		text := rewardsText(tr, o) + goalsText(tr, o, marks, per)
		for _, r := range o.Rewards {
			if res := play.LootResources(r); len(res) > 0 && r.Sheet > 0 {
				text += "\n" + tr.T("CampaignEndResources", "Name", r.Name, "Resources", history.SupplyWords(tr, res.String()))
			}
		}
		if won {
			for _, l := range append(reward.lines(p), reward.conclusionLines(p, concluded)...) {
				text += "\n" + l
			}
		}
		summary.SetText(text)
		fit()
	}
	// the conclusions offered (when the data has some): a scenario won
	// only, hidden while Lost is chosen
	var conclusion fyne.CanvasObject
	result := widget.NewRadioGroup([]string{tr.T("CampaignEndWon"), tr.T("CampaignEndLost")}, func(choice string) {
		won = choice != tr.T("CampaignEndLost")
		switch {
		case conclusion == nil:
		case won:
			conclusion.Show()
		default:
			conclusion.Hide()
		}
		show()
	})
	result.Horizontal = true
	result.Required = true
	result.SetSelected(tr.T("CampaignEndWon"))
	show()
	intro := widget.NewLabel(tr.T("CampaignEndMessage", "Name", scn.Name()))
	intro.Wrapping = fyne.TextWrapWord
	content := container.NewVBox(intro, result, goals)
	if len(reward.conclusions) > 0 {
		conclusion = p.conclusionChoice(reward, func(i int) { concluded = i; show() })
		content.Add(conclusion)
	}
	content.Add(widget.NewSeparator())
	content.Add(summary)
	end := func() {
		o, err := outcome()
		if err == nil {
			err = sess.EndWith(p.s.ctx, o)
		}
		if err != nil {
			p.s.env.ShowError(tr.T("CampaignEndFailed"), err)
		}
	}
	if p.s.env.Window == nil {
		end()
		return
	}
	body := container.NewVScroll(content)
	d := dialog.NewCustomConfirm(tr.T("CampaignEndTitle"), tr.T("CampaignEnd"), tr.T("DialogCancel"), body,
		func(yes bool) {
			if yes {
				end()
			}
		}, p.s.env.Window)
	d.SetConfirmImportance(widget.HighImportance)
	size := p.s.env.Window.Canvas().Size()
	width := min(520, size.Width-24)
	d.Resize(fyne.NewSize(width, 0))
	d.Show()
	// the body scrolls: the dialog is as tall as its text once wrapped,
	// never taller than the window, so its buttons stay in sight
	fit = func() {
		need := d.MinSize().Height - body.MinSize().Height + content.MinSize().Height
		d.Resize(fyne.NewSize(width, min(need, size.Height-24)))
	}
	fit()
}

// priceFound is outcome o with the items found in treasure chests that
// their finder owns already priced as the shop buys them back (half the
// data pack's cost; docs/items.md, "Treasure").
func (p *playPanel) priceFound(o play.Outcome) play.Outcome {
	camp, _ := p.s.campaign()
	items := pack.EditionItems(p.s.env.DataPacks(), camp.Rules)
	o.Found = slices.Clone(o.Found)
	for i, f := range o.Found {
		if !f.Owned {
			continue
		}
		if j := slices.IndexFunc(items, func(it pack.Item) bool { return it.Number == f.Item }); j >= 0 {
			o.Found[i].SellFor = shop.SellPrice(items[j])
		}
	}
	return o
}

// rewardsText tells what each character takes home from a scenario ended
// with outcome o.
func rewardsText(tr locales.Tr, o play.Outcome) string {
	lines := make([]string, 0, len(o.Rewards)+1)
	for _, r := range o.Rewards {
		gold := r.Gold - r.TreasureGold // the tokens' or the loot cards'
		line := tr.N("CampaignEndReward", r.Money, "Name", r.Name, "XP", r.XP+r.BonusXP, "Gained", r.XP, "Bonus", r.BonusXP,
			"Money", r.Money, "Gold", gold)
		if len(r.Loot) > 0 {
			line = tr.T("CampaignEndRewardLoot", "Name", r.Name, "XP", r.XP+r.BonusXP, "Gained", r.XP, "Bonus", r.BonusXP,
				"Gold", gold, "Cards", names.LootCards(tr, r.Loot))
		}
		if r.TreasureGold > 0 {
			line = tr.T("CampaignEndTreasureGold", "Text", line, "Gold", r.TreasureGold)
		}
		if r.Exhausted {
			line = tr.T("CampaignEndExhausted", "Text", line)
		}
		if r.Sheet == 0 {
			line = tr.T("CampaignEndNoSheet", "Text", line)
		}
		lines = append(lines, line)
	}
	for _, f := range o.Found {
		item := tr.T("CampaignEndItem", "Number", f.Item, "Item", f.ItemName)
		if f.Owned {
			lines = append(lines, tr.T("CampaignEndFoundOwned", "Name", f.Name, "Item", item, "Gold", f.SellFor))
		} else {
			lines = append(lines, tr.T("CampaignEndFound", "Name", f.Name, "Item", item))
		}
	}
	if o.Success {
		lines = append(lines, tr.T("CampaignEndCompleted", "Name", o.Scenario))
		if len(o.Unlocks) > 0 {
			lines = append(lines, tr.T("CampaignEndUnlocks", "Names", strings.Join(o.Unlocks, ", ")))
		}
	}
	return strings.Join(lines, "\n")
}

// openDialog lets the player start a map file of their own.
func (p *playPanel) openDialog() {
	if p.s.env.Window == nil {
		return
	}
	d := dialog.NewFileOpen(func(r fyne.URIReadCloser, err error) {
		if err == nil && r == nil {
			return
		}
		if err == nil {
			defer r.Close()
			err = p.addFile(r.URI().Name(), r)
		}
		if err != nil {
			p.s.env.ShowError(p.s.tr().T("CampaignMapFileFailed"), err)
		}
	}, p.s.env.Window)
	d.SetFilter(storage.NewExtensionFileFilter([]string{".json"}))
	d.Show()
}

// addFile reads a scenario map file and chooses it.
func (p *playPanel) addFile(name string, r io.Reader) error {
	f, err := scenariofile.Read(r)
	if err != nil {
		return fmt.Errorf("%s: %w", name, err)
	}
	p.offer(f, name)
	return nil
}

// offer adds map file f (from the file called name) to the maps a
// scenario starts from, once, and chooses it.
func (p *playPanel) offer(f *scenariofile.File, name string) {
	p.syncPacks()
	for i, c := range p.choices {
		if c.file != nil && c.file.Equal(f) {
			p.choose(i)
			return
		}
	}
	p.offered = append(p.offered, mapChoice{label: p.s.tr().T("CampaignFileMap", "Title", f.Title, "Name", name) + monsterTypes(f), file: f})
	p.setChoices()
	p.choose(len(p.choices) - 1)
}

// monsterTypes names the monster types of a map file, for its label in the
// list: " — Cave Rat, Ash Acolyte".
func monsterTypes(f *scenariofile.File) string {
	var types []string
	for _, m := range f.Monsters {
		if !slices.Contains(types, m.Type) {
			types = append(types, m.Type)
		}
	}
	if len(types) == 0 {
		return ""
	}
	return " — " + strings.Join(types, ", ")
}

// scenarioAllies returns the monster types that fight on the characters'
// side in the chosen scenario: its pack entry's, else those a pack gives for
// its title or its map's.
func scenarioAllies(packs []*pack.Pack, c mapChoice) []string {
	if c.entry != nil && len(c.entry.Allies) > 0 {
		return slices.Clone(c.entry.Allies)
	}
	if c.title != "" {
		if allies := pack.ScenarioAllies(packs, c.title); allies != nil {
			return allies
		}
	}
	if c.file == nil {
		return nil
	}
	return pack.ScenarioAllies(packs, c.file.Title)
}

// dealGoals deals each character of scn the edition's number of battle
// goals from deck (docs/battle-goals.md); a deck too small for the party
// (the packs give none, or too few) deals none.
func dealGoals(scn *engine.Scenario, deck []engine.BattleGoal, e rules.Edition) (*engine.Scenario, error) {
	chars := 0
	for _, f := range scn.Figures() {
		if f.Kind == engine.KindCharacter {
			chars++
		}
	}
	if len(deck) < chars*e.BattleGoalsDealt() {
		return scn, nil
	}
	return scn.WithBattleGoals(deck, e.BattleGoalsDealt())
}

// withGoalsMet is outcome o with the battle goals the group ticked met.
func withGoalsMet(o play.Outcome, met map[string]bool) play.Outcome {
	for i := range o.Goals {
		o.Goals[i].Met = met[o.Goals[i].Character]
	}
	return o
}

// goalsJudged are the battle goals kept that the scenario's records judge
// met or not, by character (play.Session.GoalsJudged, from the goals'
// English words in the data packs); none when they cannot be read.
func (p *playPanel) goalsJudged(sess *play.Session, table engine.LevelRewards, unlocks []string) map[string]bool {
	o, err := sess.OutcomeWith(true, table, unlocks)
	if err != nil || len(o.Goals) == 0 {
		return nil
	}
	e := rules.Default
	if camp, ok := p.s.campaign(); ok && camp.Rules != "" {
		e = camp.Rules
	}
	english := map[string]string{}
	for _, g := range pack.EditionBattleGoals(p.s.env.DataPacks(), e, "en") {
		english[g.ID] = g.Text
	}
	judged, err := sess.GoalsJudged(p.s.ctx, o, english)
	if err != nil {
		return nil
	}
	return judged
}

// goalChecks are the boxes the group ticks for each kept battle goal met
// (a won scenario's only: a lost one gives no checks), each saying what the
// scenario's records judge of it where they can (judged); changed is
// called after a tick.
func goalChecks(tr locales.Tr, o play.Outcome, met, judged map[string]bool, changed func()) []fyne.CanvasObject {
	if !o.Success || len(o.Goals) == 0 {
		return nil
	}
	out := []fyne.CanvasObject{widget.NewLabel(tr.T("CampaignEndGoals"))}
	for _, g := range o.Goals {
		label := tr.N("CampaignEndGoalMet", g.Goal.Checks, "Name", g.Name, "Goal", g.Goal.Name, "Count", g.Goal.Checks)
		if ok, known := judged[g.Character]; known && ok {
			label = tr.T("CampaignEndGoalJudgedMet", "Text", label)
		} else if known {
			label = tr.T("CampaignEndGoalJudgedNotMet", "Text", label)
		}
		c := widget.NewCheck(label, nil)
		c.Checked = met[g.Character]
		c.OnChanged = func(on bool) {
			met[g.Character] = on
			changed()
		}
		out = append(out, c)
	}
	return out
}

// goalsText tells the checks the goals met give each sheet and the perks
// they earn (marks are the sheets' perk marks before, per the marks a
// perk), one line each after a newline; "" when none.
func goalsText(tr locales.Tr, o play.Outcome, marks map[int64]int, per int) string {
	text := ""
	for _, g := range o.Goals {
		n := o.Checks(g.Sheet)
		if n == 0 || !g.Met {
			continue
		}
		line := tr.N("CampaignEndGoalChecks", n, "Name", g.Name, "Count", n)
		if perks := campaign.PerksEarned(marks[g.Sheet], n, per); perks > 0 {
			line = tr.N("CampaignEndGoalPerk", perks, "Text", line, "Count", perks)
		}
		text += "\n" + line
	}
	return text
}

// perkMarks are the perk marks of the campaign's sheets, by sheet.
func (p *playPanel) perkMarks() map[int64]int {
	out := map[int64]int{}
	camp, ok := p.s.campaign()
	if !ok || p.s.env.Store == nil {
		return out
	}
	chars, err := p.s.env.Store.Characters(p.s.ctx, camp.ID)
	if err != nil {
		return out
	}
	for _, c := range chars {
		out[c.ID] = c.PerkMarks
	}
	return out
}
