// Package soak plays a campaign at the table for a long evening, as the UI
// does it through play.Session: rounds with initiatives, the monsters'
// ability cards and their turns as the engine plans them (move along the
// path worked out, then the attack), the characters' turns (moves,
// attacks, cards, rests), doors opened, random undo and redo, exports of
// the campaign, scenarios ended and new ones started. Every choice comes
// from one seeded random source, so that a run replays. The soak tests
// (persistence/play, ui) drive it and measure what a long evening costs.
package soak

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"math/rand"
	"os"
	"time"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/campaign"
	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/engine/party"
	"github.com/haventable/haventable/engine/scenariofile"
	"github.com/haventable/haventable/hexgrid"
	"github.com/haventable/haventable/persistence"
	"github.com/haventable/haventable/persistence/play"
)

// The kinds of Step that are not engine actions.
const (
	KindUndo   = "undo"
	KindRedo   = "redo"
	KindExport = "export"
	KindStart  = play.KindStartScenario
	KindEnd    = play.KindEndScenario
)

// Table is one campaign played at the table: its store and session.
type Table struct {
	// Path is the store's file; Store and Session are open on it (a
	// restart opens them again); Campaign is the campaign played.
	Path     string
	Store    *persistence.Store
	Session  *play.Session
	Campaign int64

	rng *rand.Rand
	// turn counts what the driver did in the turn of a figure this round
	// (a monster moves, then attacks; a character acts a few times).
	turn map[string]int
	// started counts the scenarios started, to cycle through the samples.
	started int
}

// Step is one thing the driver did: a table action done (Kind is its
// kind), an undo, a redo, an export, a scenario started or ended.
type Step struct {
	Kind string
	// Action is the engine action done, nil for the other kinds; Report
	// is what it did, when the table accepted it.
	Action engine.Action
	Report engine.Report
	// Took is how long the session (or the export) took.
	Took time.Duration
	// Refused is the engine's or the store's refusal of an action (nothing
	// to undo, an attack out of range): the table is as it was.
	Refused error
	// Bytes is the size of an export.
	Bytes int64
}

// IsAction reports whether the step was a table action done through
// Session.Do and accepted: the steps whose time is "one action's time".
func (s Step) IsAction() bool { return s.Action != nil && s.Refused == nil }

// Create makes a new campaign store at path with two characters, opens
// its table and starts the first scenario.
func Create(ctx context.Context, path string, seed int64) (*Table, error) {
	store, err := persistence.Open(path)
	if err != nil {
		return nil, err
	}
	c, err := store.CreateCampaign(ctx, "Soak")
	if err != nil {
		store.Close()
		return nil, err
	}
	for _, ch := range []campaign.Character{
		{Class: "brute", Name: "Ana", Level: 1},
		{Class: "brute", Name: "Bo", Level: 2},
	} {
		if _, err := store.AddCharacter(ctx, c.ID, ch); err != nil {
			store.Close()
			return nil, err
		}
	}
	store.Close()
	t, err := Resume(ctx, path, seed)
	if err != nil {
		return nil, err
	}
	if err := t.startNext(ctx); err != nil {
		t.Close()
		return nil, err
	}
	return t, nil
}

// Resume opens the store at path and the table of its first campaign, as
// the app does at a restart; its choices come from seed.
func Resume(ctx context.Context, path string, seed int64) (*Table, error) {
	t := &Table{Path: path, rng: rand.New(rand.NewSource(seed)), turn: map[string]int{}}
	return t, t.open(ctx)
}

func (t *Table) open(ctx context.Context) error {
	store, err := persistence.Open(t.Path)
	if err != nil {
		return err
	}
	list, err := store.Campaigns(ctx)
	if err != nil || len(list) == 0 {
		store.Close()
		return fmt.Errorf("soak: no campaign in %s: %v", t.Path, err)
	}
	sess, err := play.Open(ctx, store, list[0].ID)
	if err != nil {
		store.Close()
		return err
	}
	t.Store, t.Session, t.Campaign = store, sess, list[0].ID
	return nil
}

// Close closes the store.
func (t *Table) Close() error { return t.Store.Close() }

// Restart closes the store and opens it and the session again, as quitting
// and starting the app does; the random source goes on.
func (t *Table) Restart(ctx context.Context) error {
	if err := t.Store.Close(); err != nil {
		return err
	}
	return t.open(ctx)
}

// State is where the table stands, for comparing two runs of the store:
// the cursor, the last action logged and a digest of the scenario.
type State struct {
	Cursor, Last int64
	Scenario     string
}

// State returns where the session stands.
func (t *Table) State() (State, error) {
	st, err := t.Store.PlayState(context.Background(), t.Campaign)
	if err != nil {
		return State{}, err
	}
	return State{Cursor: st.Cursor, Last: st.Last, Scenario: Digest(t.Session.Scenario())}, nil
}

// Digest is a short digest of a scenario's snapshot ("-": none).
func Digest(scn *engine.Scenario) string {
	if scn == nil {
		return "-"
	}
	b, err := scn.MarshalJSON()
	if err != nil {
		return "unmarshalable: " + err.Error()
	}
	sum := sha256.Sum256(b)
	return hex.EncodeToString(sum[:8])
}

// Step does one thing at the table, chosen at random as a table goes:
// mostly the next action of the round, sometimes an undo or a redo, now
// and then an export; a scenario that is over is ended and the next one
// started.
func (t *Table) Step(ctx context.Context) (Step, error) {
	scn := t.Session.Scenario()
	if scn == nil {
		return t.timed(KindStart, func() error { return t.startNext(ctx) })
	}
	if over, won := t.over(scn); over {
		return t.timed(KindEnd, func() error {
			o, err := t.Session.Outcome(won)
			if err != nil {
				return err
			}
			return t.Session.EndWith(ctx, o)
		})
	}
	switch r := t.rng.Intn(1000); {
	case r < 60:
		return t.undoRedo(ctx, true)
	case r < 100:
		if t.Session.CanRedo() {
			return t.undoRedo(ctx, false)
		}
	case r < 104:
		return t.export(ctx)
	}
	a := t.next(scn)
	start := time.Now()
	rep, err := t.Session.Do(ctx, a)
	st := Step{Kind: a.Kind(), Action: a, Report: rep, Took: time.Since(start)}
	if err != nil {
		// A refusal leaves the scenario as last recorded.
		rec, rerr := t.Store.PlayState(ctx, t.Campaign)
		if rerr != nil || rec.Scenario == nil {
			return st, errors.Join(err, rerr)
		}
		want, rerr := engine.UnmarshalScenario(rec.Scenario.State)
		if rerr != nil {
			return st, errors.Join(err, rerr)
		}
		if t.Session.Scenario() == nil || Digest(t.Session.Scenario()) != Digest(want) {
			return st, fmt.Errorf("%s refused but the scenario is not as recorded: %w", a.Kind(), err)
		}
		st.Refused = err
	}
	return st, nil
}

func (t *Table) timed(kind string, f func() error) (Step, error) {
	start := time.Now()
	err := f()
	return Step{Kind: kind, Took: time.Since(start)}, err
}

func (t *Table) undoRedo(ctx context.Context, undo bool) (Step, error) {
	kind, f := KindRedo, t.Session.Redo
	if undo {
		kind, f = KindUndo, t.Session.Undo
	}
	start := time.Now()
	err := f(ctx)
	st := Step{Kind: kind, Took: time.Since(start)}
	switch {
	case errors.Is(err, persistence.ErrNothingToUndo), errors.Is(err, persistence.ErrNothingToRedo),
		errors.Is(err, persistence.ErrCompacted):
		st.Refused = err // the UI says so in the status line
		return st, nil
	}
	return st, err
}

// export writes the campaign's export as File › Export does, to nowhere.
func (t *Table) export(ctx context.Context) (Step, error) {
	var w countingWriter
	start := time.Now()
	err := t.Store.Export(ctx, t.Campaign, &w)
	return Step{Kind: KindExport, Took: time.Since(start), Bytes: w.n}, err
}

type countingWriter struct{ n int64 }

func (w *countingWriter) Write(p []byte) (int, error) {
	w.n += int64(len(p))
	return io.Discard.Write(p)
}

// startNext starts the next sample scenario with the campaign's
// characters, as the campaign screen's Play does.
func (t *Table) startNext(ctx context.Context) error {
	names := scenariofile.Samples()
	file, err := scenariofile.Sample(names[t.started%len(names)])
	if err != nil {
		return err
	}
	t.started++
	chars, err := t.Store.Characters(ctx, t.Campaign)
	if err != nil {
		return err
	}
	members := campaign.Members(chars)
	for i := range members {
		members[i].HandSize = 10 // its cards counted, for its rests
	}
	scn, err := party.BuildScenario(file, 1, uint64(t.rng.Int63()), members)
	if err != nil {
		return err
	}
	clear(t.turn)
	return t.Session.Start(ctx, scn)
}

// over reports whether the scenario is over (won: no monster left and no
// door to open; lost: no character standing, or too many rounds).
func (t *Table) over(scn *engine.Scenario) (over, won bool) {
	monsters, chars := 0, 0
	for _, f := range scn.Figures() {
		if !f.Alive() || !f.OnMap {
			continue
		}
		switch f.Kind {
		case engine.KindMonster:
			monsters++
		case engine.KindCharacter:
			chars++
		}
	}
	closed := 0
	for _, d := range scn.Doors() {
		if !d.Open {
			closed++
		}
	}
	switch {
	case monsters == 0 && closed == 0:
		return true, true
	case chars == 0 || scn.Round() > 8:
		return true, false
	}
	return false, false
}

// next chooses the next action of the round, as the players would.
func (t *Table) next(scn *engine.Scenario) engine.Action {
	if p, ok := scn.PendingAttack(); ok && p.Attacker != "" {
		return engine.ApplyAttack{}
	}
	// A door is opened now and then, whoever's turn it is (a click on it).
	if t.rng.Intn(40) == 0 {
		for _, d := range scn.Doors() {
			if !d.Open {
				return engine.OpenDoor{At: d.At}
			}
		}
	}
	if !scn.RoundBegun() {
		return t.roundStart(scn)
	}
	// A room opened in the round brings types whose cards are drawn now.
	// (once at each point of the history: the engine may have nothing to
	// draw for them).
	last, _ := t.Session.LastDone()
	if k := fmt.Sprintf("draw@%d", last.Seq); t.turn[k] == 0 {
		for _, typ := range scn.MonsterTypes() {
			if _, ok := scn.MonsterInitiative(typ); !ok {
				t.turn[k]++
				return engine.DrawAbilities{}
			}
		}
	}
	id, ok := scn.Active()
	if !ok {
		if _, more, _ := scn.NextTurn(); more {
			return engine.NextTurn{}
		}
		return engine.EndRound{}
	}
	f, ok := scn.Figure(id)
	if !ok || !f.Alive() || !f.OnMap {
		return engine.NextTurn{}
	}
	key := fmt.Sprintf("%d/%s", scn.Round(), id)
	t.turn[key]++
	if f.Kind == engine.KindMonster {
		return t.monsterTurn(scn, f, t.turn[key])
	}
	return t.characterTurn(scn, f, t.turn[key])
}

// roundStart is the next action before the round begins: each character's
// initiative (or its long rest, when its discard pile calls for one), a
// short rest now and then, then the monsters' ability cards.
func (t *Table) roundStart(scn *engine.Scenario) engine.Action {
	for _, f := range scn.Figures() {
		if f.Kind != engine.KindCharacter || !f.Alive() || !f.OnMap {
			continue
		}
		if _, ok := scn.InitiativeOf(f.ID); ok {
			continue
		}
		if f.Cards != nil && f.Cards.CanRest() {
			switch t.rng.Intn(3) {
			case 0:
				return engine.LongRest{Character: f.ID}
			case 1:
				if t.turn["short/"+key(scn, f.ID)] == 0 {
					t.turn["short/"+key(scn, f.ID)]++
					return engine.ShortRest{Character: f.ID}
				}
			}
		}
		lead := 1 + t.rng.Intn(90)
		return engine.SetInitiative{Character: f.ID, Leading: lead, Second: lead + 1 + t.rng.Intn(8)}
	}
	for _, typ := range scn.MonsterTypes() {
		if _, ok := scn.MonsterInitiative(typ); !ok {
			return engine.DrawAbilities{}
		}
	}
	return engine.NextTurn{}
}

func key(scn *engine.Scenario, id string) string { return fmt.Sprintf("%d/%s", scn.Round(), id) }

// monsterTurn is a monster's turn as the map's turn toolbar plays it: the
// engine's plan from its ability card, the move along the path of the
// first choice (Move), then its attack on that choice's targets (Attack),
// then the next turn.
func (t *Table) monsterTurn(scn *engine.Scenario, f engine.Figure, n int) engine.Action {
	plan, ok := scn.MonsterPlan(f.ID)
	if !ok || plan.Stunned || n > 2 {
		return engine.NextTurn{}
	}
	turn, err := scn.MonsterTurn(f.ID, plan.Action)
	if err != nil || len(turn.Choices) == 0 {
		return engine.NextTurn{}
	}
	c := turn.Choices[0]
	if n == 1 && len(c.Path) >= 2 {
		return engine.MoveAlong{Figure: f.ID, Path: c.Path, Jump: plan.Action.Jump, Flying: plan.Action.Flying}
	}
	if n == 2 { // from its new hex, the attack that is left (MoveMonster)
		a := plan.Action
		a.Move = 0
		if turn, err = scn.MonsterTurn(f.ID, a); err != nil || len(turn.Choices) == 0 {
			return engine.NextTurn{}
		}
		c = turn.Choices[0]
	}
	if plan.Attack != nil && len(c.Targets) > 0 && (n == 2 || len(c.Path) < 2) {
		return engine.DrawAttack{Attacker: f.ID, Attack: *plan.Attack, Targets: c.Targets}
	}
	return engine.NextTurn{}
}

// characterTurn is a few of a character's actions, then the next turn.
func (t *Table) characterTurn(scn *engine.Scenario, f engine.Figure, n int) engine.Action {
	if n > 1+t.rng.Intn(5) {
		if f.Cards != nil && f.Cards.Hand >= 2 && t.turn["played/"+key(scn, f.ID)] == 0 {
			t.turn["played/"+key(scn, f.ID)]++
			lost := 0
			if t.rng.Intn(4) == 0 {
				lost = 1
			}
			return engine.PlayCards{Character: f.ID, Discarded: 2 - lost, Lost: lost}
		}
		return engine.NextTurn{}
	}
	var target string
	for _, m := range scn.Figures() {
		if m.Kind == engine.KindMonster && m.Alive() && m.OnMap && hexgrid.Distance(m.At, f.At) == 1 {
			target = m.ID
			break
		}
	}
	switch r := t.rng.Intn(10); {
	case r < 3 && target != "":
		return engine.DrawAttack{Attacker: f.ID, Attack: modifier.Attack{Value: 2 + t.rng.Intn(3)}, Targets: []string{target}}
	case r < 5:
		// A step toward the nearest monster, or anywhere free.
		var best hexgrid.Hex
		bestD := -1
		for _, h := range f.At.Neighbors() {
			if !scn.CanStand(h) {
				continue
			}
			d := t.rng.Intn(3)
			for _, m := range scn.Figures() {
				if m.Kind == engine.KindMonster && m.Alive() && m.OnMap {
					d = min(d+hexgrid.Distance(m.At, h), 1000)
					break
				}
			}
			if bestD < 0 || d < bestD {
				best, bestD = h, d
			}
		}
		if bestD >= 0 {
			return engine.Move{Figure: f.ID, To: best}
		}
		return engine.DrawCard{Deck: f.ID}
	case r < 6:
		return engine.Infuse{Element: []modifier.EffectKind{modifier.Fire, modifier.Ice, modifier.Air, modifier.Earth, modifier.Light, modifier.Dark}[t.rng.Intn(6)]}
	case r < 7:
		if f.HP < f.MaxHP {
			return engine.HealFigure{Figure: f.ID, Amount: 2}
		}
		return engine.GainXP{Character: f.ID, Amount: 1}
	case r < 8:
		return engine.SetCondition{Figure: f.ID, Condition: modifier.Strengthen, Held: t.rng.Intn(2) == 0}
	default:
		return engine.DrawCard{Deck: f.ID}
	}
}

// CopyTo copies the store, as it stands, to a new file dst (a checkpoint
// first, so that the database file alone holds every action).
func (t *Table) CopyTo(ctx context.Context, dst string) error {
	if err := t.Store.Checkpoint(ctx); err != nil {
		return err
	}
	in, err := os.Open(t.Path)
	if err != nil {
		return err
	}
	defer in.Close()
	out, err := os.OpenFile(dst, os.O_CREATE|os.O_WRONLY|os.O_EXCL, 0o600)
	if err != nil {
		return err
	}
	if _, err := io.Copy(out, in); err != nil {
		out.Close()
		return err
	}
	return out.Close()
}
