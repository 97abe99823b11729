// Package play keeps the scenario being played at the table in step with the
// campaign store. Every table action runs through the engine on the live
// scenario and is then recorded, with the scenario as it stands after it, in
// its own transaction; an action that fails, or cannot be saved, leaves the
// scenario exactly as it was. Undo and redo, of any depth and across
// restarts, restore the recorded scenarios exactly, random source included,
// so the next card drawn after a restart is the card it would have been.
package play

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/campaign"
	"github.com/haventable/haventable/engine/outpost"
	"github.com/haventable/haventable/engine/party"
	"github.com/haventable/haventable/engine/tally"
	"github.com/haventable/haventable/persistence"
)

// The kinds of the two recorded actions that are not engine actions: a
// scenario started and ended. Every other recorded action is an
// engine.Action of its own kind (engine.ActionKinds).
const (
	KindStartScenario = persistence.KindStartScenario
	KindEndScenario   = persistence.KindEndScenario
)

// ErrNoScenario is returned for an action that needs a scenario in progress
// when none is.
var ErrNoScenario = errors.New("no scenario in progress")

// Session is the table of one campaign: the scenario in progress (if any)
// and the undo history. It is not safe for concurrent use; the UI calls it
// from its own goroutine.
type Session struct {
	store    *persistence.Store
	campaign int64
	scenario *engine.Scenario
	saved    []byte // the scenario's snapshot as last recorded (nil: none)
	state    persistence.PlayState
	// lastDone and nextUndone are the logged actions at the cursor and
	// after it (Seq 0: none).
	lastDone, nextUndone persistence.LoggedAction
	listeners            []listener
	nextListener         int
}

// listener is a function OnChange added.
type listener struct {
	id int
	fn func(Change)
}

// Change is what one change the session publishes changed (OnChange), so
// that a screen redraws what it shows of it, and only when it changed.
type Change struct {
	// Scenario: the scenario in progress changed (its figures, round,
	// decks, map, or which scenario is in progress).
	Scenario bool
	// Sheet: the campaign's sheet changed (its name, party, characters,
	// scenario progress or notes).
	Sheet bool
	// Action is the kind of the action done, undone or redone ("" for a
	// scenario put back as last recorded after an action that could not
	// be saved).
	Action string
	// Parts are the parts of the scenario an action done changed
	// (engine.Changes); 0 when the change does not say: take it as every
	// part (an undo, a redo, a scenario started or restored).
	Parts engine.Part
}

// Open resumes campaign campaignID at the table as the store has it: the
// scenario in progress, exactly, and the undo history.
func Open(ctx context.Context, store *persistence.Store, campaignID int64) (*Session, error) {
	s := &Session{store: store, campaign: campaignID}
	if err := s.refresh(ctx); err != nil {
		return nil, fmt.Errorf("resume campaign %d: %w", campaignID, err)
	}
	if err := s.restore(s.state.Scenario); err != nil {
		return nil, fmt.Errorf("resume campaign %d: %w", campaignID, err)
	}
	return s, nil
}

// Edit makes edit e to the campaign's sheet and records it in the same
// history as the table's actions, so that Undo and Redo step over it (see
// campaign.Edit). It returns the ID of what an add created.
func (s *Session) Edit(ctx context.Context, e campaign.Edit) (int64, error) {
	id, logged, err := s.store.Edit(ctx, s.campaign, e)
	if err != nil {
		return 0, err
	}
	s.recorded(logged)
	s.changed(Change{Sheet: true, Action: e.Kind()})
	return id, nil
}

// Campaign is the ID of the session's campaign.
func (s *Session) Campaign() int64 { return s.campaign }

// Scenario is the scenario in progress, or nil. Read it freely; change it
// only through Do, so that every change is recorded.
func (s *Session) Scenario() *engine.Scenario { return s.scenario }

// CanUndo reports whether there is an action to undo.
func (s *Session) CanUndo() bool { return s.state.CanUndo() }

// CanRedo reports whether there is an undone action to redo.
func (s *Session) CanRedo() bool { return s.state.CanRedo() }

// OnChange registers f, called once after every change the session makes
// (an action done, undone or redone, a campaign edit, a scenario started or
// ended) with what it changed. It returns the function that stops it.
func (s *Session) OnChange(f func(Change)) (remove func()) {
	s.nextListener++
	id := s.nextListener
	s.listeners = append(s.listeners, listener{id, f})
	return func() {
		s.listeners = slices.DeleteFunc(s.listeners, func(l listener) bool { return l.id == id })
	}
}

// Start begins scn as the scenario in progress (replacing any other) and
// records it, so that it can be undone like any action.
func (s *Session) Start(ctx context.Context, scn *engine.Scenario) error {
	return s.StartWith(ctx, scn, nil, nil)
}

// StartWith is Start for a scenario that begins with the effects the
// campaign kept for it (pending, applied by party.StartWith): the same
// recorded action names them, and what the characters could not be given
// (short, party.Started.Short), and clears them from the campaign
// (campaign.StartNext), so that Undo puts them back with the scenario.
func (s *Session) StartWith(ctx context.Context, scn *engine.Scenario, pending []campaign.Pending, short []party.Short) error {
	a, err := startAction(scn, pending, short)
	if err != nil {
		return err
	}
	if err := s.record(ctx, a); err != nil {
		return fmt.Errorf("start scenario %s: %w", scn.Name(), err)
	}
	s.scenario, s.saved = scn, a.Scenario.State
	s.changed(Change{Scenario: true, Sheet: len(pending) > 0, Action: KindStartScenario})
	return nil
}

// startPayload is what the log keeps of a scenario started: its name and
// the events' effects it began with.
type startPayload struct {
	Name  string             `json:"name"`
	Next  []campaign.Pending `json:"next,omitempty"`
	Short []party.Short      `json:"short,omitempty"`
}

// StartAction is the recorded action that starts scn: what Start records,
// for a caller that records it itself (persistence.NewCampaign.Start);
// with pending, what StartWith records.
func StartAction(scn *engine.Scenario, pending ...campaign.Pending) (persistence.Action, error) {
	return startAction(scn, pending, nil)
}

func startAction(scn *engine.Scenario, pending []campaign.Pending, short []party.Short) (persistence.Action, error) {
	data, err := scn.MarshalJSON()
	if err != nil {
		return persistence.Action{}, fmt.Errorf("start scenario %s: %w", scn.Name(), err)
	}
	payload, _ := json.Marshal(startPayload{Name: scn.Name(), Next: pending, Short: short})
	a := persistence.Action{Kind: KindStartScenario, Payload: payload,
		Scenario: &persistence.Snapshot{Version: engine.SnapshotVersion, State: data}}
	if len(pending) > 0 {
		a.Edits = []campaign.Edit{campaign.StartNext{Applied: pending}}
	}
	return a, nil
}

// StartNext returns the events' effects a scenario started with, from the
// payload of its start action (none: nil).
func StartNext(payload []byte) []campaign.Pending {
	var p startPayload
	if json.Unmarshal(payload, &p) != nil {
		return nil
	}
	return p.Next
}

// StartShort returns what the characters could not be given of the
// events' effects as a scenario started (party.Started.Short), from the
// payload of its start action (none: nil).
func StartShort(payload []byte) []party.Short {
	var p startPayload
	if json.Unmarshal(payload, &p) != nil {
		return nil
	}
	return p.Short
}

// End ends the scenario in progress, recording it (undo brings it back).
func (s *Session) End(ctx context.Context) error {
	if s.scenario == nil {
		return fmt.Errorf("end scenario: %w", ErrNoScenario)
	}
	payload, _ := json.Marshal(endPayload{Name: s.scenario.Name(), Figures: tally.RosterOf(s.scenario.Figures())})
	if err := s.record(ctx, persistence.Action{Kind: KindEndScenario, Payload: payload, EndScenario: true}); err != nil {
		return fmt.Errorf("end scenario: %w", err)
	}
	s.scenario, s.saved = nil, nil
	s.changed(Change{Scenario: true, Action: KindEndScenario})
	if _, err := s.CompactFinished(ctx); err != nil {
		return fmt.Errorf("scenario ended; %w", err)
	}
	return s.backup(ctx)
}

// Outcome is how the scenario in progress ends and what each character
// takes home.
type Outcome struct {
	// Scenario names the scenario in the campaign's progress (its title).
	Scenario string
	// Success is true when the scenario was won.
	Success bool
	// Rewards are the characters' (engine.Scenario.Rewards); a character
	// with a sheet has its experience and gold added to it.
	Rewards []engine.Reward
	// Unlocks are the scenarios a win unlocks in the campaign.
	Unlocks []string
	// Goals are the battle goals the characters kept, for the group to
	// tick those met (Met); a won scenario's goals met give their checks
	// to the sheets (docs/battle-goals.md). A lost one's give nothing.
	Goals []GoalResult
	// Found are the items the treasure chests gave characters with a
	// sheet (engine.Reward.Items), which EndWith adds to their items.
	Found []FoundItem
	// Outpost is what a won scenario's rewards give the campaign's
	// outpost (nil: nothing), made with the end.
	Outpost *campaign.OutpostReward
	// Conclusion is the section that concluded a won scenario, read with
	// its rewards for the outpost (nil: none chosen), made with the end
	// after Outpost.
	Conclusion *campaign.ReadSection
}

// FoundItem is an item a treasure chest gave the character of sheet
// Sheet (Name). It goes to the character's items when the scenario ends;
// one it owns already (Owned: a character owns one copy of an item) is
// sold to the city at once, for SellFor gold (which the caller sets from
// the data pack's price: engine/shop.SellPrice; 0 when unknown).
type FoundItem struct {
	Sheet    int64
	Name     string
	Item     int
	ItemName string
	Owned    bool
	SellFor  int
}

// GoalResult is a character's kept battle goal at the scenario's end.
type GoalResult struct {
	// Character is the figure, Sheet its campaign sheet (0: none).
	Character string
	Sheet     int64
	Name      string
	Goal      engine.BattleGoal
	// Met is what the group ticks.
	Met bool
}

// Checks are the check marks the goals met give character's sheet when the
// scenario ends with o: none for a scenario lost.
func (o Outcome) Checks(sheet int64) int {
	n := 0
	for _, g := range o.Goals {
		if g.Sheet == sheet && sheet > 0 {
			n += campaign.GoalChecks(o.Success, g.Met, g.Goal.Checks)
		}
	}
	return n
}

// LootResources are the resources a character's loot cards give its
// sheet (campaign.Character.Resources): each material and herb card its
// amount of that resource. Money is the character's gold (Reward.Gold); a
// random item or a special card the players resolve. In Frosthaven each
// character keeps what it loots and may give it to the outpost's supply
// (campaign.GiveResources).
func LootResources(r engine.Reward) outpost.Supply {
	var out outpost.Supply
	for _, c := range r.Loot {
		if res := outpost.Resource(c.Kind); res.Known() && res != outpost.Gold && c.Amount > 0 {
			out = out.Plus(outpost.Supply{res: c.Amount})
		}
	}
	return out
}

// Outcome works out how the scenario in progress would end, won or lost,
// with the usual rewards table (engine.StandardRewards): what the end-of-
// scenario dialog shows before EndWith records it.
func (s *Session) Outcome(success bool) (Outcome, error) {
	return s.OutcomeWith(success, engine.StandardRewards, nil)
}

// OutcomeWith is Outcome with the rewards table of the scenario's data pack
// and the scenarios a win unlocks (pack.ScenarioRewards).
func (s *Session) OutcomeWith(success bool, table engine.LevelRewards, unlocks []string) (Outcome, error) {
	if s.scenario == nil {
		return Outcome{}, fmt.Errorf("end scenario: %w", ErrNoScenario)
	}
	rs, err := s.scenario.Rewards(success, table)
	if err != nil {
		return Outcome{}, fmt.Errorf("end scenario: %w", err)
	}
	o := Outcome{Scenario: s.scenario.Name(), Success: success, Rewards: rs}
	for _, r := range rs {
		if h, ok := s.scenario.BattleGoalsOf(r.Character); ok {
			if g, kept := h.KeptGoal(); kept {
				o.Goals = append(o.Goals, GoalResult{Character: r.Character, Sheet: r.Sheet, Name: r.Name, Goal: g})
			}
		}
	}
	if success {
		o.Unlocks = slices.Clone(unlocks)
	}
	o.Found = s.foundItems(rs)
	return o, nil
}

// foundItems are the items of the rewards rs for characters with a sheet,
// each marked Owned when the sheet (or an earlier chest of rs) has it.
func (s *Session) foundItems(rs []engine.Reward) []FoundItem {
	var out []FoundItem
	for _, r := range rs {
		if r.Sheet <= 0 || len(r.Items) == 0 {
			continue
		}
		owned := map[int]bool{}
		c, err := s.store.Character(context.Background(), s.campaign, r.Sheet)
		if err != nil {
			continue // a sheet deleted since: nobody to give them to
		}
		for _, it := range c.Items {
			owned[it.Number] = true
		}
		room := campaign.MaxItems - len(c.Items)
		for _, g := range r.Items {
			// what the sheet cannot hold stays told in words only: ending
			// the scenario must not fail on a pack's odd item
			if g.Amount < 1 || g.Amount > campaign.MaxItemNumber || (!owned[g.Amount] && room <= 0) {
				continue
			}
			name := strings.TrimSpace(g.Name)
			if name == "" {
				name = strconv.Itoa(g.Amount)
			}
			if r := []rune(name); len(r) > campaign.MaxName {
				name = string(r[:campaign.MaxName])
			}
			f := FoundItem{Sheet: r.Sheet, Name: r.Name, Item: g.Amount, ItemName: name, Owned: owned[g.Amount]}
			if !f.Owned {
				room--
			}
			out = append(out, f)
			owned[g.Amount] = true
		}
	}
	return out
}

// endPayload is what the log keeps of a scenario ended with its outcome.
type endPayload struct {
	Name    string       `json:"name"`
	Success *bool        `json:"success,omitempty"`
	Rewards []rewardJSON `json:"rewards,omitempty"`
	// Supply is what went into the outpost's supply ("3 lumber, 1 axenut"),
	// in the logs of the builds that put the loot there (now each
	// character keeps its resources: rewardJSON.Resources).
	Supply string `json:"outpost,omitempty"`
	// OutpostReward is what the scenario's rewards gave the outpost, as
	// campaign.OutpostReward's Told says it.
	OutpostReward string `json:"outpost_reward,omitempty"`
	// Conclusion is the conclusion read with the end and what its rewards
	// gave the outpost, as campaign.ReadSection's Told says them.
	Conclusion       string `json:"conclusion,omitempty"`
	ConclusionReward string `json:"conclusion_reward,omitempty"`
	// Figures are the scenario's figures, whom the statistics credit with
	// its actions (stats.go); absent from the ends recorded before.
	Figures tally.Roster `json:"figures,omitempty"`
}

type rewardJSON struct {
	// Figure is the character's figure (absent from the ends of before).
	Figure string `json:"figure,omitempty"`
	Name   string `json:"name"`
	XP     int    `json:"xp"`
	Gold   int    `json:"gold"`
	Checks int    `json:"checks,omitempty"`
	// Resources are what the character's loot cards gave its sheet.
	Resources outpost.Supply `json:"resources,omitempty"`
}

// EndSupply reads what a scenario ended put into the outpost's supply, as
// outpost.Supply's String says it ("" nothing).
func EndSupply(payload []byte) string {
	var p endPayload
	if json.Unmarshal(payload, &p) != nil {
		return ""
	}
	return p.Supply
}

// EndOutpostReward reads what a scenario ended gave the outpost from its
// rewards, as campaign.OutpostReward's Told says it ("" nothing).
func EndOutpostReward(payload []byte) string {
	var p endPayload
	if json.Unmarshal(payload, &p) != nil {
		return ""
	}
	return p.OutpostReward
}

// EndConclusion reads the conclusion read with a scenario ended ("141.2-5
// 5 wagons escaped"; "" none) and what its rewards gave the outpost, as
// campaign.ReadSection's Told says them.
func EndConclusion(payload []byte) (section, reward string) {
	var p endPayload
	if json.Unmarshal(payload, &p) != nil {
		return "", ""
	}
	return p.Conclusion, p.ConclusionReward
}

// EndPayload reads what the log keeps of a scenario ended: its name and,
// when it was ended with EndWith, whether it was won (ok false otherwise).
func EndPayload(payload []byte) (name string, success, ok bool) {
	var p endPayload
	if err := json.Unmarshal(payload, &p); err != nil {
		return "", false, false
	}
	if p.Success == nil {
		return p.Name, false, false
	}
	return p.Name, *p.Success, true
}

// EndWith ends the scenario in progress with outcome o, in one recorded
// action: the scenario ends, each character with a sheet gains its
// experience (the scenario's own included), gold (its treasure chests'
// too) and the checks of the battle goals met (a win's; o.Goals), the
// items its chests gave go to its items (o.Found: one it owns already is
// sold for its price), and the scenario is
// marked played (completed when won), and a won scenario's rewards are
// given to the outpost (o.Outpost), then its conclusion's (o.Conclusion).
// Undo takes all of it back.
func (s *Session) EndWith(ctx context.Context, o Outcome) error {
	if s.scenario == nil {
		return fmt.Errorf("end scenario: %w", ErrNoScenario)
	}
	p := endPayload{Name: s.scenario.Name(), Success: &o.Success, Figures: tally.RosterOf(s.scenario.Figures())}
	var edits []campaign.Edit
	sold := map[int64]int{} // the gold of found items owned already, by sheet
	for _, f := range o.Found {
		if f.Owned {
			sold[f.Sheet] += max(f.SellFor, 0)
		}
	}
	for _, r := range o.Rewards {
		checks := o.Checks(r.Sheet)
		gold := r.Gold
		if r.Sheet > 0 {
			gold += sold[r.Sheet]
		}
		res := LootResources(r)
		p.Rewards = append(p.Rewards, rewardJSON{Figure: r.Character, Name: r.Name, XP: r.XP + r.BonusXP, Gold: gold, Checks: checks, Resources: res})
		if r.Sheet > 0 && (r.XP+r.BonusXP+gold+checks > 0 || len(res) > 0) {
			edits = append(edits, campaign.Reward{Character: r.Sheet, Name: r.Name, XP: r.XP + r.BonusXP, Gold: gold, Checks: checks, Resources: res})
		}
	}
	for _, f := range o.Found {
		if !f.Owned { // found, not bought: no gold changes hands
			edits = append(edits, campaign.BuyItem{Character: f.Sheet, CharacterName: f.Name, Item: f.Item, ItemName: f.ItemName})
		}
	}
	if strings.TrimSpace(o.Scenario) != "" {
		edits = append(edits, campaign.Played{Scenario: o.Scenario, Won: o.Success})
	}
	quests, err := s.questAdvances(ctx, o, p.Figures)
	if err != nil {
		return fmt.Errorf("end scenario: personal quests: %w", err)
	}
	edits = append(edits, quests...)
	if o.Success && o.Outpost != nil {
		edits = append(edits, *o.Outpost)
		p.OutpostReward = o.Outpost.Told().Detail
	}
	if o.Success && o.Conclusion != nil {
		edits = append(edits, *o.Conclusion)
		told := o.Conclusion.Told()
		p.Conclusion, p.ConclusionReward = told.About, told.Detail
	}
	if o.Success {
		for _, u := range o.Unlocks {
			if strings.TrimSpace(u) != "" && u != o.Scenario {
				edits = append(edits, campaign.Played{Scenario: u})
			}
		}
	}
	payload, err := json.Marshal(p)
	if err != nil {
		return fmt.Errorf("end scenario: %w", err)
	}
	if err := s.record(ctx, persistence.Action{Kind: KindEndScenario, Payload: payload, EndScenario: true, Edits: edits}); err != nil {
		return fmt.Errorf("end scenario: %w", err)
	}
	s.scenario, s.saved = nil, nil
	s.changed(Change{Scenario: true, Sheet: true, Action: KindEndScenario})
	if _, err := s.CompactFinished(ctx); err != nil {
		return fmt.Errorf("scenario ended; %w", err)
	}
	return s.backup(ctx)
}

// CompactFinished keeps the history of the scenarios finished before the
// cursor compact, as the store's policy says (Store.CompactBefore): their
// actions stay in the log, their undo data goes. It returns how many
// actions it compacted.
func (s *Session) CompactFinished(ctx context.Context) (int64, error) {
	end, err := s.store.LastOfKind(ctx, s.campaign, KindEndScenario, s.state.Cursor)
	if err != nil || end == 0 {
		return 0, err
	}
	n, err := s.store.CompactBefore(ctx, s.campaign, end)
	if err != nil {
		return n, err
	}
	return n, s.refresh(ctx)
}

// Do performs one table action through the engine and records it (the
// action, what it did, and the scenario as it stands after it). An action
// the engine refuses changes nothing (engine.Scenario.Do is atomic): the
// error is returned and no listener is called. If the record cannot be
// written, the scenario is put back as last recorded and the error
// returned: nothing is half done.
func (s *Session) Do(ctx context.Context, a engine.Action) (engine.Report, error) {
	if a == nil {
		return engine.Report{}, errors.New("no action")
	}
	if s.scenario == nil {
		return engine.Report{}, fmt.Errorf("%s: %w", a.Kind(), ErrNoScenario)
	}
	rep, err := s.scenario.Do(a)
	if err != nil {
		return engine.Report{}, err
	}
	var payload []byte
	var snap *persistence.Snapshot
	payload, err = engine.MarshalEntry(a, rep.Summary())
	if err == nil {
		snap, err = persistence.SnapshotOf(s.scenario)
	}
	if err == nil {
		err = s.record(ctx, persistence.Action{Kind: a.Kind(), Payload: payload, Replayable: true, Scenario: snap})
	}
	if err != nil {
		err = fmt.Errorf("%s: %w", a.Kind(), err)
		if rerr := s.rollback(); rerr != nil {
			return engine.Report{}, errors.Join(err, rerr)
		}
		return engine.Report{}, err
	}
	s.saved = snap.State
	s.changed(Change{Scenario: true, Action: a.Kind(), Parts: engine.Changes(a, rep)})
	return rep, nil
}

// LastDone is the action Undo would undo; false when there is none.
func (s *Session) LastDone() (persistence.LoggedAction, bool) {
	return s.lastDone, s.lastDone.Seq > 0
}

// NextUndone is the action Redo would redo; false when there is none.
func (s *Session) NextUndone() (persistence.LoggedAction, bool) {
	return s.nextUndone, s.nextUndone.Seq > 0
}

// History returns the recorded actions of the scenario at the table: from
// the start of the scenario in progress (or of the last one, when none is
// in progress) to the last action recorded, the undone ones (which Redo
// can bring back) included and marked.
func (s *Session) History(ctx context.Context) ([]persistence.LoggedAction, error) {
	first, err := s.store.LastOfKind(ctx, s.campaign, KindStartScenario, s.state.Cursor)
	if err != nil {
		return nil, err
	}
	return s.store.LogRange(ctx, s.campaign, max(first, 1), s.state.Last)
}

// Undo undoes the last action in effect; it wraps
// persistence.ErrNothingToUndo when there is none.
func (s *Session) Undo(ctx context.Context) error {
	step, err := s.store.UndoWith(ctx, s.campaign, Replay)
	if err != nil {
		return err
	}
	return s.afterStep(ctx, step)
}

// Redo redoes the last undone action; it wraps persistence.ErrNothingToRedo
// when there is none.
func (s *Session) Redo(ctx context.Context) error {
	step, err := s.store.RedoWith(ctx, s.campaign, Replay)
	if err != nil {
		return err
	}
	return s.afterStep(ctx, step)
}

func (s *Session) afterStep(ctx context.Context, step persistence.Step) error {
	c := Change{Scenario: !campaign.IsEdit(step.Action.Kind), Sheet: step.Sheet || len(step.Characters) > 0,
		Action: step.Action.Kind}
	if err := s.restore(step.Scenario); err != nil {
		return err
	}
	if err := s.refresh(ctx); err != nil {
		return err
	}
	s.changed(c)
	return nil
}

// record writes one action and refreshes where the table stands.
func (s *Session) record(ctx context.Context, a persistence.Action) error {
	logged, err := s.store.Record(ctx, s.campaign, a)
	if err != nil {
		return err
	}
	s.recorded(logged)
	return nil
}

// recorded notes where the table stands after an action was recorded (as
// Store.Record says, from its own transaction): it is the last action in
// effect and the last logged, and nothing is left to redo.
func (s *Session) recorded(a persistence.LoggedAction) {
	s.state.Cursor, s.state.Last = a.Seq, a.Seq
	s.lastDone, s.nextUndone = a, persistence.LoggedAction{}
}

// refresh reads where the table stands, and the actions Undo and Redo
// would step over.
func (s *Session) refresh(ctx context.Context) error {
	t, err := s.store.PlayState(ctx, s.campaign)
	if err != nil {
		return err
	}
	near, err := s.store.LogRange(ctx, s.campaign, t.Cursor, t.Cursor+1)
	if err != nil {
		return err
	}
	s.state = t
	s.lastDone, s.nextUndone = persistence.LoggedAction{}, persistence.LoggedAction{}
	for _, a := range near {
		switch a.Seq {
		case t.Cursor:
			s.lastDone = a
		case t.Cursor + 1:
			s.nextUndone = a
		}
	}
	return nil
}

// rollback puts the scenario back as last recorded, after an action the
// engine did and the store could not record. The scenario is a new value
// then, so the listeners hear of it.
func (s *Session) rollback() error {
	scn, err := engine.UnmarshalScenario(s.saved)
	if err != nil {
		return fmt.Errorf("restore the scenario as last saved: %w", err)
	}
	s.scenario = scn
	s.changed(Change{Scenario: true})
	return nil
}

// restore makes snap the scenario in progress (nil: none).
func (s *Session) restore(snap *persistence.Snapshot) error {
	if snap == nil {
		s.scenario, s.saved = nil, nil
		return nil
	}
	if !engine.ReadsSnapshotVersion(snap.Version) { // older versions are migrated
		return fmt.Errorf("scenario snapshot version %d: this build reads versions 1 to %d", snap.Version, engine.SnapshotVersion)
	}
	scn, err := engine.UnmarshalScenario(snap.State)
	if err != nil {
		return fmt.Errorf("scenario snapshot: %w", err)
	}
	s.scenario, s.saved = scn, append([]byte(nil), snap.State...)
	return nil
}

func (s *Session) changed(c Change) {
	for _, l := range slices.Clone(s.listeners) {
		l.fn(c)
	}
}

// Replay rebuilds a scenario for the store (persistence.Replayer): the
// logged engine actions done again, in order, on the scenario base. The
// engine is deterministic and its random source is in the snapshot, so
// the result is the scenario as it was.
func Replay(base *persistence.Snapshot, actions []persistence.LoggedAction) (*persistence.Snapshot, error) {
	if base == nil {
		return nil, fmt.Errorf("replay %d actions: %w", len(actions), ErrNoScenario)
	}
	if !engine.ReadsSnapshotVersion(base.Version) {
		return nil, fmt.Errorf("replay: scenario snapshot version %d: this build reads up to %d", base.Version, engine.SnapshotVersion)
	}
	scn, err := engine.UnmarshalScenario(base.State)
	if err != nil {
		return nil, fmt.Errorf("replay: %w", err)
	}
	for _, a := range actions {
		e, err := engine.UnmarshalEntry(a.Payload)
		if err != nil {
			return nil, fmt.Errorf("replay action %d (%s): %w", a.Seq, a.Kind, err)
		}
		if _, err := scn.Do(e.Action); err != nil {
			return nil, fmt.Errorf("replay action %d: %w", a.Seq, err)
		}
	}
	data, err := scn.MarshalJSON()
	if err != nil {
		return nil, err
	}
	return &persistence.Snapshot{Version: engine.SnapshotVersion, State: data}, nil
}

// backup writes the campaign's automatic backup after a scenario's end
// (persistence.Store.Backup), when the database has a file.
func (s *Session) backup(ctx context.Context) error {
	if s.store.BackupDir() == "" {
		return nil
	}
	if _, err := s.store.Backup(ctx, s.campaign); err != nil {
		return fmt.Errorf("scenario ended; %w", err)
	}
	return nil
}
