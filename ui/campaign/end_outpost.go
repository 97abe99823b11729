package campaign

import (
	"errors"
	"slices"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/campaign"
	"github.com/haventable/haventable/engine/outpost"
	"github.com/haventable/haventable/engine/pack"
	"github.com/haventable/haventable/locales"
	"github.com/haventable/haventable/ui/screen"
)

// endOutpost is what a scenario's rewards give the campaign's outpost
// when it is won (docs/outpost.md, "Scenario rewards"): the reward of the
// imported data, the edit that applies it (nil when nothing applies: no
// outpost, nothing structured, or refused by the outpost) and why not.
type endOutpost struct {
	reward outpost.ScenarioReward
	found  bool
	edit   *campaign.OutpostReward
	// characters completed the scenario: the completion's inspiration is
	// 4 minus their number (0: none, the data says so).
	characters int
	// plus is the morale of a formula ("2+X") as the table counts X:
	// counted is false when the table has no figure of X's type, monster
	// is its name on the table and x its figures still on the map.
	plus    *outpost.PlusFigures
	counted bool
	monster string
	x       int
	// noOutpost: the campaign has none, refused: the outpost refuses the
	// change (the error).
	noOutpost bool
	refused   error
	// again: the outpost was given the scenario's rewards already (a
	// replay: once per campaign); only the completion's inspiration
	// applies.
	again bool
	// o and d are the campaign's outpost and its data as the rewards were
	// worked out on them; conclusions the sections with rewards that
	// conclude the scenario and were not read yet (none on a replay).
	o           outpost.Outpost
	d           outpost.Data
	conclusions []outpost.ScenarioReward
	// concludes: the data has sections with rewards that conclude the
	// scenario (read or not).
	concludes bool
}

// completedBefore reports whether the campaign's sheet marks the
// scenario called title completed before this end: won before the
// outpost kept which rewards it was given (an older build), or ticked
// completed by hand. Its end is then a replay.
func (p *playPanel) completedBefore(title string) bool {
	list, err := p.s.env.Store.Scenarios(p.s.ctx, p.s.current)
	if err != nil {
		return false // the end's own edits meet the store's error
	}
	for _, sc := range list {
		if sc.ID == strings.TrimSpace(title) && sc.Completed {
			return true
		}
	}
	return false
}

// outpostReward looks up the outpost rewards of scenario scn in the
// data packs (the player's language; the campaign's stored outpost data
// when no pack has them), counts what the table knows of them (the
// characters, for the completion's inspiration; the figures of a
// formula's X) and works out on the campaign's outpost whether they
// apply.
func (p *playPanel) outpostReward(scn *engine.Scenario) endOutpost {
	var e endOutpost
	title := scn.Name()
	d, _, ok := pack.OutpostOf(p.s.env.DataPacks(), p.s.outpost.lang())
	if ok {
		e.reward, e.found = d.RewardOf(title)
	}
	e.count(scn)
	none := func() endOutpost {
		e.noOutpost = true
		if !e.found { // no Frosthaven scenario: no inspiration either
			e.characters = 0
		}
		return e
	}
	if p.s.current == 0 || p.s.env.Store == nil {
		return none()
	}
	o, stored, err := p.s.env.Store.Outpost(p.s.ctx, p.s.current)
	switch {
	case errors.Is(err, campaign.ErrNoOutpost):
		return none()
	case err != nil:
		e.refused = err
		return e
	}
	if !e.found {
		e.reward, e.found = stored.RewardOf(title)
	}
	e.count(scn)
	completed := p.completedBefore(title)
	e.o, e.d, e.again = o, stored, completed || o.RewardsGained(title)
	e.conclusions = conclusionsOf(d, stored, e.reward, title)
	e.concludes = len(e.conclusions) > 0
	if e.again {
		e.conclusions = nil
	} else {
		e.conclusions = slices.DeleteFunc(e.conclusions, func(c outpost.ScenarioReward) bool { return o.SectionGained(c.Scenario) })
	}
	edit := campaign.CompletionReward(o, title, e.change(), e.characters, completed)
	if edit.Check() != nil {
		return e // nothing for the outpost
	}
	if _, err := edit.Outpost(o, stored); err != nil {
		e.refused = err
		return e
	}
	e.edit = &edit
	return e
}

// count counts on scn the characters who completed it (none when the
// data says its completion gives no inspiration) and the figures of the
// reward's formula, if any.
func (e *endOutpost) count(scn *engine.Scenario) {
	e.characters, e.plus, e.counted, e.x = 0, e.reward.MoralePlus, false, 0
	for _, f := range scn.Figures() {
		switch {
		case f.Kind == engine.KindCharacter && !(e.found && e.reward.NoInspiration):
			e.characters++
		case f.Kind == engine.KindMonster && e.plus != nil && e.plus.IsMonster(f.MonsterType):
			e.counted, e.monster = true, f.MonsterType
			if f.Alive() && f.OnMap {
				e.x++
			}
		}
	}
}

// change is what the table applies: the data's change, with the morale
// of a formula the table counted.
func (e endOutpost) change() outpost.Change {
	c := e.reward.Change
	if e.plus != nil && e.counted {
		c.Morale += e.plus.Of(e.x)
	}
	return c
}

// lines tell the reward in the player's words for the end dialog of a
// scenario won: what the table applies to the outpost, then what is left
// to the group.
func (e endOutpost) lines(p *playPanel) []string {
	if !e.found && e.characters == 0 {
		return nil
	}
	tr := p.s.tr()
	var out []string
	shown := e.reward.Change
	if e.edit != nil { // as the outpost takes it: no more lost than held
		shown = e.o.Bounded(shown)
	}
	change := p.s.outpost.changeWords(shown)
	if e.plus != nil && e.counted {
		change = append(change, tr.N("OutpostRewardMoralePlus", e.x, "N", signed(e.plus.Of(e.x)), "Base", e.plus.Base,
			"X", e.x, "Monster", e.monster))
	}
	if n := outpost.CompletionInspiration(e.characters); n > 0 {
		change = append(change, tr.N("OutpostRewardInspiration", e.characters, "N", signed(n), "Characters", e.characters))
	}
	if e.again {
		// a replay: the rewards were gained at the first completion
		if e.found || e.concludes {
			out = append(out, tr.T("CampaignEndRewardsGained"))
		}
		if n := outpost.CompletionInspiration(e.characters); n > 0 && e.edit != nil {
			out = append(out, tr.T("CampaignEndReplayOutpost"), "  "+tr.N("OutpostRewardInspiration", e.characters, "N", signed(n), "Characters", e.characters))
		}
		return out
	}
	switch {
	case len(change) == 0:
	case e.noOutpost:
		out = append(out, tr.T("CampaignEndOutpostNone"))
		for _, l := range change {
			out = append(out, tr.T("OutpostByHandLine", "Words", l))
		}
	case e.refused != nil:
		out = append(out, tr.T("CampaignEndOutpostRefused", "Error", outpostRuleWords(tr, e.refused)))
		for _, l := range change {
			out = append(out, tr.T("OutpostByHandLine", "Words", l))
		}
	default:
		out = append(out, tr.T("CampaignEndOutpost"))
		for _, l := range change {
			out = append(out, "  "+l)
		}
	}
	if e.plus != nil && !e.counted {
		out = append(out, tr.T("OutpostByHandLine", "Words", tr.T("OutpostRewardMoralePlusByHand", "Base", e.plus.Base,
			"Monster", e.plus.Monster)))
	}
	if e.plus != nil && e.plus.Words != "" {
		out = append(out, tr.T("OutpostRewardBookSays", "Words", p.s.outpost.words(e.plus.Words)))
	}
	return append(out, p.s.outpost.byHand(e.reward)...)
}

// handWords words reward h left to the group in tr's language, its values
// (numbers, a sticker's name) as the data gives them; the plural follows
// a value that is a number (the items' count for items).
func handWords(tr locales.Tr, h outpost.HandReward) string {
	n, err := strconv.Atoi(h.Value)
	if err != nil {
		n = 2 // "2+X": the plural
	}
	switch h.Kind {
	case outpost.HandTownGuard:
		if h.Note != "" {
			return tr.T("OutpostHandTownGuardNote", "Card", h.Value, "Note", h.Note)
		}
		return tr.T("OutpostHandTownGuard", "Card", h.Value)
	case outpost.HandSticker:
		return tr.T("OutpostHandSticker", "Name", h.Value)
	case outpost.HandItems:
		return tr.N("OutpostHandItems", len(strings.Split(h.Value, ",")), "Items", h.Value)
	case outpost.HandExperience:
		return tr.N("OutpostHandExperience", n, "Amount", h.Value)
	case outpost.HandGold:
		return tr.N("OutpostHandGold", n, "Amount", h.Value)
	}
	return tr.N("OutpostHandBattleGoals", n, "Amount", h.Value)
}

// conclusionsOf are the sections with rewards that conclude the scenario
// of reward r (called title; its number from the title when the data has
// no rewards for it), from the data packs' outpost data d or else the
// campaign's stored.
func conclusionsOf(d, stored outpost.Data, r outpost.ScenarioReward, title string) []outpost.ScenarioReward {
	number := r.Scenario
	if number == "" {
		number, _, _ = strings.Cut(strings.TrimPrefix(strings.TrimSpace(title), "#"), " ")
	}
	if list := d.Conclusions(number); len(list) > 0 {
		return list
	}
	return stored.Conclusions(number)
}

// conclusionEdit is the edit reading conclusion i of e makes with the end,
// worked out on the outpost after the scenario's own rewards: an error
// when the outpost refuses it.
func (e endOutpost) conclusionEdit(i int) (*campaign.ReadSection, error) {
	if i < 0 || i >= len(e.conclusions) {
		return nil, nil
	}
	c := e.conclusions[i]
	o := e.o
	if e.edit != nil {
		var err error
		if o, err = e.edit.Outpost(o, e.d); err != nil {
			return nil, err
		}
	}
	// no more lost than held after the scenario's own rewards
	edit := campaign.ReadSection{Section: c.Scenario, Name: c.Name, Change: o.Bounded(c.Change)}
	if _, err := edit.Outpost(o, e.d); err != nil {
		return nil, err
	}
	return &edit, nil
}

// conclusionLines tell, for the end dialog of a scenario won, what
// conclusion i gives the outpost with the end and what it leaves to the
// group.
func (e endOutpost) conclusionLines(p *playPanel, i int) []string {
	if i < 0 || i >= len(e.conclusions) {
		return nil
	}
	tr := p.s.tr()
	c := e.conclusions[i]
	var out []string
	edit, err := e.conclusionEdit(i)
	switch {
	case err != nil:
		out = append(out, tr.T("CampaignEndOutpostRefused", "Error", outpostRuleWords(tr, err)))
		for _, l := range p.s.outpost.changeWords(c.Change) {
			out = append(out, tr.T("OutpostByHandLine", "Words", l))
		}
	case edit.Change.Empty():
		out = append(out, tr.T("CampaignEndConclusionNothing", "Section", c.Scenario))
	default:
		out = append(out, tr.T("CampaignEndConclusionApplies", "Section", c.Scenario))
		for _, l := range p.s.outpost.changeWords(edit.Change) {
			out = append(out, "  "+l)
		}
	}
	return append(out, p.s.outpost.byHand(c)...)
}

// conclusionChoice asks which of e's conclusions the group read (the
// scenario book's goal names the section; some scenarios end with one of
// several): chose is told its index, -1 for none of them.
func (p *playPanel) conclusionChoice(e endOutpost, chose func(int)) fyne.CanvasObject {
	tr := p.s.tr()
	labels := []string{tr.T("CampaignEndConclusionNone")}
	for _, c := range e.conclusions {
		labels = append(labels, tr.T("OutpostSectionChoice", "Section", c.Scenario, "Name", p.s.outpost.words(c.Name)))
	}
	which := screen.NewSelect(tr, labels, func(string) {})
	which.OnChanged = func(string) { chose(which.SelectedIndex() - 1) }
	which.SetSelectedIndex(0)
	return container.NewVBox(widget.NewLabel(tr.T("CampaignEndConclusion")), which)
}
