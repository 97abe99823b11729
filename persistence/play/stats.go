package play

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/campaign"
	"github.com/haventable/haventable/engine/tally"
	"github.com/haventable/haventable/persistence"
)

// Statistics are a campaign's statistics counted over its recorded actions
// (engine/tally): per character sheet and for the party.
type Statistics struct {
	// Party counts every character together, each scenario ended with its
	// outcome once as won or lost.
	Party tally.Counts
	// Characters are the counts by campaign sheet; Names what the last
	// scenario called each.
	Characters map[int64]tally.Counts
	Names      map[int64]string
	// Scenarios counts the scenarios ended.
	Scenarios int
}

// CampaignStatistics counts the statistics of campaign campaignID over the
// actions in effect in its log: those of each scenario ended, credited as
// its end's record of the figures says (docs/statistics.md).
func CampaignStatistics(ctx context.Context, store *persistence.Store, campaignID int64) (Statistics, error) {
	st, err := store.PlayState(ctx, campaignID)
	if err != nil {
		return Statistics{}, err
	}
	out := Statistics{Characters: map[int64]tally.Counts{}, Names: map[int64]string{}}
	if st.Cursor == 0 {
		return out, nil
	}
	log, err := store.LogRange(ctx, campaignID, 1, st.Cursor)
	if err != nil {
		return Statistics{}, err
	}
	var entries []engine.Entry
	for _, a := range log {
		switch {
		case a.Undone:
		case a.Kind == KindStartScenario:
			entries = entries[:0]
		case a.Kind == KindEndScenario:
			var p endPayload
			if err := json.Unmarshal(a.Payload, &p); err != nil {
				return Statistics{}, fmt.Errorf("statistics: action %d: %w", a.Seq, err)
			}
			sc := p.count(entries)
			if sc == nil {
				continue // ended before the figures were recorded with it
			}
			out.Scenarios++
			out.Party.Add(sc.Party())
			for sheet, c := range sc.Sheets() {
				o := out.Characters[sheet]
				o.Add(c)
				out.Characters[sheet] = o
			}
			for _, f := range p.Figures {
				if f.Sheet > 0 {
					out.Names[f.Sheet] = f.Name
				}
			}
			entries = entries[:0]
		case campaign.IsEdit(a.Kind):
		default:
			e, err := engine.UnmarshalEntry(a.Payload)
			if err != nil {
				continue // an action of a later build: not counted
			}
			entries = append(entries, e)
		}
	}
	return out, nil
}

// count is the tally of a scenario's entries with the figures and outcome
// its end recorded (nil when it recorded none).
func (p endPayload) count(entries []engine.Entry) *tally.Scenario {
	if p.Figures == nil {
		return nil
	}
	sc := tally.NewScenario(p.Figures)
	for _, e := range entries {
		sc.Add(e)
	}
	if p.Success != nil {
		xp := map[string]int{}
		for _, r := range p.Rewards {
			if r.Figure != "" {
				xp[r.Figure] += r.XP
			}
		}
		sc.End(*p.Success, xp)
	}
	return sc
}

// scenarioEntries are the actions in effect of the scenario in progress,
// as the log keeps them.
func (s *Session) scenarioEntries(ctx context.Context) ([]engine.Entry, error) {
	log, err := s.History(ctx)
	if err != nil {
		return nil, err
	}
	var out []engine.Entry
	for _, a := range log {
		if a.Undone || a.Kind == KindStartScenario || campaign.IsEdit(a.Kind) {
			continue
		}
		if e, err := engine.UnmarshalEntry(a.Payload); err == nil {
			out = append(out, e)
		}
	}
	return out, nil
}

// scenarioTally counts the actions in effect of the scenario in progress,
// its figures roster.
func (s *Session) scenarioTally(ctx context.Context, roster tally.Roster) (*tally.Scenario, error) {
	entries, err := s.scenarioEntries(ctx)
	if err != nil {
		return nil, err
	}
	sc := tally.NewScenario(roster)
	for _, e := range entries {
		sc.Add(e)
	}
	return sc, nil
}

// GoalsJudged says, for each battle goal kept in outcome o, whether the
// scenario's recorded actions meet it, where the goal's condition is one
// the table records (tally.GoalMet); english gives a goal's English words
// by its card's number. Goals it cannot judge are left out.
func (s *Session) GoalsJudged(ctx context.Context, o Outcome, english map[string]string) (map[string]bool, error) {
	if s.scenario == nil {
		return nil, fmt.Errorf("battle goals: %w", ErrNoScenario)
	}
	sc, err := s.scenarioTally(ctx, tally.RosterOf(s.scenario.Figures()))
	if err != nil {
		return nil, err
	}
	party := sc.Party()
	out := map[string]bool{}
	for _, g := range o.Goals {
		self := tally.Counts{}
		if c := sc.ByFigure[g.Character]; c != nil {
			self = *c
		}
		if met, known := tally.GoalMet(english[g.Goal.ID], self, party); known {
			out[g.Character] = met
		}
	}
	return out, nil
}

// questAdvances are the edits that a scenario ending with outcome o makes
// to the personal quests of its characters with a sheet: what its records
// counted for each tracked requirement (campaign.QuestGains).
func (s *Session) questAdvances(ctx context.Context, o Outcome, roster tally.Roster) ([]campaign.Edit, error) {
	sc, err := s.scenarioTally(ctx, roster)
	if err != nil {
		return nil, err
	}
	chars, err := s.store.Characters(ctx, s.campaign)
	if err != nil {
		return nil, err
	}
	var edits []campaign.Edit
	for _, r := range o.Rewards {
		if r.Sheet <= 0 {
			continue
		}
		for _, c := range chars {
			if c.ID != r.Sheet || c.Quest == nil || c.Retired {
				continue
			}
			got := sc.ByFigure[r.Character]
			if got == nil {
				got = &tally.Counts{}
			}
			rec := campaign.ScenarioRecord{Scenario: o.Scenario, Won: o.Success, Kills: got.Kills, Looted: got.Looted,
				Exhausted: got.Exhaustions, Checks: o.Checks(r.Sheet), Gold: c.Gold + r.Gold}
			if gains := campaign.QuestGains(*c.Quest, rec); gains != nil {
				edits = append(edits, campaign.QuestAdvance{Character: c.ID, Name: c.Name, Added: gains})
			}
		}
	}
	return edits, nil
}
