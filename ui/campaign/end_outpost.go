package campaign

import (
	"errors"
	"strconv"
	"strings"

	"github.com/haventable/haventable/engine/campaign"
	"github.com/haventable/haventable/engine/outpost"
	"github.com/haventable/haventable/engine/pack"
	"github.com/haventable/haventable/locales"
)

// endOutpost is what a scenario's rewards give the campaign's outpost
// when it is won (docs/outpost.md, "Scenario rewards"): the reward of the
// imported data, the edit that applies it (nil when nothing applies: no
// outpost, nothing structured, or refused by the outpost) and why not.
type endOutpost struct {
	reward outpost.ScenarioReward
	found  bool
	edit   *campaign.OutpostReward
	// noOutpost: the campaign has none, refused: the outpost refuses the
	// change (the error).
	noOutpost bool
	refused   error
}

// outpostReward looks up the outpost rewards of scenario title in the
// data packs (the player's language; the campaign's stored outpost data
// when no pack has them) and works out on the campaign's outpost whether
// they apply.
func (p *playPanel) outpostReward(title string) endOutpost {
	var e endOutpost
	d, _, ok := pack.OutpostOf(p.s.env.DataPacks(), p.s.outpost.lang())
	if ok {
		e.reward, e.found = d.RewardOf(title)
	}
	if p.s.current == 0 || p.s.env.Store == nil {
		e.noOutpost = true
		return e
	}
	o, stored, err := p.s.env.Store.Outpost(p.s.ctx, p.s.current)
	switch {
	case errors.Is(err, campaign.ErrNoOutpost):
		e.noOutpost = true
		return e
	case err != nil:
		e.refused = err
		return e
	}
	if !e.found {
		e.reward, e.found = stored.RewardOf(title)
	}
	if !e.found || e.reward.Change.Empty() {
		return e
	}
	edit := campaign.OutpostReward{Scenario: title, Change: e.reward.Change}
	if _, err := edit.Outpost(o, stored); err != nil {
		e.refused = err
		return e
	}
	e.edit = &edit
	return e
}

// lines tell the reward in the player's words for the end dialog of a
// scenario won: what the table applies to the outpost, then what is left
// to the group.
func (e endOutpost) lines(p *playPanel) []string {
	if !e.found {
		return nil
	}
	tr := p.s.tr()
	var out []string
	change := p.s.outpost.changeWords(e.reward.Change)
	switch {
	case len(change) == 0:
	case e.noOutpost:
		out = append(out, tr.T("CampaignEndOutpostNone"))
		for _, l := range change {
			out = append(out, tr.T("OutpostByHandLine", "Words", l))
		}
	case e.refused != nil:
		out = append(out, tr.T("CampaignEndOutpostRefused", "Error", e.refused.Error()))
		for _, l := range change {
			out = append(out, tr.T("OutpostByHandLine", "Words", l))
		}
	default:
		out = append(out, tr.T("CampaignEndOutpost"))
		for _, l := range change {
			out = append(out, "  "+l)
		}
	}
	for _, w := range e.reward.Words {
		out = append(out, tr.T("OutpostByHandLine", "Words", p.s.outpost.words(w)))
	}
	for _, h := range e.reward.ByHand {
		out = append(out, tr.T("OutpostByHandLine", "Words", handWords(tr, h)))
	}
	return out
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
