package persistence

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/rand"
	"path/filepath"
	"reflect"
	"strings"
	"sync"
	"testing"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/campaign"
	"github.com/haventable/haventable/hexgrid"
)

// snap returns a scenario snapshot the engine opens, one for each n.
func snap(n int) *Snapshot {
	if s, ok := snaps.Load(n); ok {
		return s.(*Snapshot)
	}
	m, err := hexgrid.NewMap(hexgrid.MapSpec{Hexes: []hexgrid.Hex{hexgrid.H(0, 0), hexgrid.H(1, 0), hexgrid.H(0, 1)}})
	if err != nil {
		panic(err)
	}
	scn, err := engine.NewScenario(fmt.Sprintf("Scenario %d", n), m, n%(engine.MaxScenarioLevel+1), uint64(n))
	if err != nil {
		panic(err)
	}
	state, err := scn.MarshalJSON()
	if err != nil {
		panic(err)
	}
	s := &Snapshot{Version: engine.SnapshotVersion, State: state}
	snaps.Store(n, s)
	return s
}

// snaps caches snap.
var snaps sync.Map

func TestRecordUndoRedo(t *testing.T) {
	path := filepath.Join(t.TempDir(), "c.db")
	s, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	fixedClock(s)
	ctx := context.Background()
	c, _ := s.CreateCampaign(ctx, "c")
	hero, err := s.AddCharacter(ctx, c.ID, campaign.Character{Class: "brute", Name: "Grok", Level: 1})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.Undo(ctx, c.ID); !errors.Is(err, ErrNothingToUndo) {
		t.Errorf("undo on empty log: got %v", err)
	}
	if _, err := s.Redo(ctx, c.ID); !errors.Is(err, ErrNothingToRedo) {
		t.Errorf("redo on empty log: got %v", err)
	}
	if got, err := s.Record(ctx, c.ID, Action{Kind: "start scenario", Payload: json.RawMessage(` { "scenario" : "1" } `), Scenario: snap(1)}); err != nil || got.Seq != 1 {
		t.Fatalf("record: %+v %v", got, err)
	} else if log, err := s.LogRange(ctx, c.ID, 1, 1); err != nil || len(log) != 1 || !reflect.DeepEqual(log[0], got) {
		t.Fatalf("Record returned %+v, the log holds %+v (%v)", got, log, err)
	}
	if _, err := s.Record(ctx, c.ID, Action{Kind: "draw", Scenario: snap(2)}); err != nil {
		t.Fatal(err)
	}
	perked := hero
	perked.Perks, perked.PerkMarks = []string{"remove -1, -1"}, 3
	if _, err := s.Record(ctx, c.ID, Action{Kind: "perk change", Characters: []campaign.Character{perked}}); err != nil {
		t.Fatal(err)
	}
	tab, err := s.PlayState(ctx, c.ID)
	if err != nil || tab.Cursor != 3 || tab.Last != 3 || !reflect.DeepEqual(tab.Scenario, snap(2)) {
		t.Fatalf("table: %+v %v", tab, err)
	}

	step, err := s.Undo(ctx, c.ID)
	if err != nil {
		t.Fatal(err)
	}
	if step.Action.Kind != "perk change" || !reflect.DeepEqual(step.Characters, []campaign.Character{hero}) || !reflect.DeepEqual(step.Scenario, snap(2)) {
		t.Errorf("undo perk change: %+v", step)
	}
	if got, _ := s.Character(ctx, c.ID, hero.ID); !reflect.DeepEqual(got, hero) {
		t.Errorf("character after undo: %+v, want %+v", got, hero)
	}
	step, err = s.Undo(ctx, c.ID)
	if err != nil || !reflect.DeepEqual(step.Scenario, snap(1)) {
		t.Errorf("undo draw: %+v %v", step, err)
	}

	// Undo and redo survive a restart.
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	if s, err = Open(path); err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	fixedClock(s)
	tab, _ = s.PlayState(ctx, c.ID)
	if tab.Cursor != 1 || tab.Last != 3 || !tab.CanUndo() || !tab.CanRedo() {
		t.Errorf("table after restart: %+v", tab)
	}
	step, err = s.Redo(ctx, c.ID)
	if err != nil || step.Action.Kind != "draw" || !reflect.DeepEqual(step.Scenario, snap(2)) {
		t.Errorf("redo draw: %+v %v", step, err)
	}
	step, err = s.Redo(ctx, c.ID)
	if err != nil || !reflect.DeepEqual(step.Characters, []campaign.Character{perked}) {
		t.Errorf("redo perk change: %+v %v", step, err)
	}
	if _, err := s.Redo(ctx, c.ID); !errors.Is(err, ErrNothingToRedo) {
		t.Errorf("redo past the end: %v", err)
	}
	// Undo three times back to no scenario at all.
	for i := 0; i < 3; i++ {
		if step, err = s.Undo(ctx, c.ID); err != nil {
			t.Fatal(err)
		}
	}
	if step.Scenario != nil {
		t.Errorf("undo of start scenario left %+v", step.Scenario)
	}
	// A new action discards the redo tail.
	if got, err := s.Record(ctx, c.ID, Action{Kind: "start scenario", Scenario: snap(7)}); err != nil || got.Seq != 1 {
		t.Fatalf("record after undo: %+v %v", got, err)
	}
	log, err := s.Log(ctx, c.ID)
	if err != nil || len(log) != 1 || log[0].Undone || string(log[0].Payload) != "null" {
		t.Errorf("log after new action: %+v %v", log, err)
	}
	if _, err := s.Redo(ctx, c.ID); !errors.Is(err, ErrNothingToRedo) {
		t.Errorf("redo after new action: %v", err)
	}
	if _, err := s.Record(ctx, c.ID, Action{Kind: "end scenario", EndScenario: true}); err != nil {
		t.Fatal(err)
	}
	if tab, _ = s.PlayState(ctx, c.ID); tab.Scenario != nil {
		t.Errorf("scenario after end: %+v", tab.Scenario)
	}
}

func TestRecordRejectsBadActions(t *testing.T) {
	s := openTemp(t)
	ctx := context.Background()
	c, _ := s.CreateCampaign(ctx, "c")
	hero, _ := s.AddCharacter(ctx, c.ID, campaign.Character{Class: "brute", Name: "Grok", Level: 1})
	if _, err := s.Record(ctx, c.ID, Action{Kind: "start", Scenario: snap(1)}); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name string
		a    Action
		want string
	}{
		{"blank kind", Action{Kind: " "}, "kind"},
		{"bad payload", Action{Kind: "draw", Payload: json.RawMessage(`{"a":`)}, "payload"},
		{"two payload values", Action{Kind: "draw", Payload: json.RawMessage(`1 2`)}, "payload"},
		{"snapshot version 0", Action{Kind: "draw", Scenario: &Snapshot{State: json.RawMessage(`{}`)}}, "version"},
		{"snapshot without state", Action{Kind: "draw", Scenario: &Snapshot{Version: 1}}, "state"},
		{"set and end", Action{Kind: "draw", Scenario: snap(2), EndScenario: true}, "ends"},
		{"missing character", Action{Kind: "xp", Characters: []campaign.Character{{ID: 9, Class: "a", Name: "b", Level: 1}}}, "character 9"},
		{"bad character", Action{Kind: "xp", Characters: []campaign.Character{{ID: hero.ID, Class: "a", Name: "b"}}}, "level"},
		{"character twice", Action{Kind: "xp", Characters: []campaign.Character{hero, hero}}, "twice"},
	}
	before, _ := s.Load(ctx, c.ID)
	for _, tc := range tests {
		_, err := s.Record(ctx, c.ID, tc.a)
		if err == nil || !containsFold(err.Error(), tc.want) {
			t.Errorf("%s: got %v, want error mentioning %q", tc.name, err, tc.want)
		}
	}
	if _, err := s.Record(ctx, 99, Action{Kind: "draw"}); !errors.Is(err, ErrNotFound) {
		t.Errorf("missing campaign: %v", err)
	}
	after, _ := s.Load(ctx, c.ID)
	if !reflect.DeepEqual(before, after) {
		t.Errorf("refused actions changed the campaign:\n%+v\n%+v", before, after)
	}
}

// model is an independent reference for Record, Undo and Redo: the full
// state after every action, and a cursor.
type model struct {
	states []modelState
	log    []LoggedAction
	cursor int
}

type modelState struct {
	scenario   *Snapshot
	characters []campaign.Character
}

// randomActions drives s and a model with n random operations and checks
// after each that the store agrees with the model.
func randomActions(t *testing.T, s *Store, campaignID int64, rng *rand.Rand, n int, check func(m *model)) *model {
	t.Helper()
	ctx := context.Background()
	chars, err := s.Characters(ctx, campaignID)
	if err != nil {
		t.Fatal(err)
	}
	m := &model{states: []modelState{{characters: chars}}}
	kinds := []string{"draw", "attack", "damage", "add bless", "end round", "perk change", "end scenario"}
	for i := 0; i < n; i++ {
		cur := m.states[m.cursor]
		switch op := rng.Intn(10); {
		case op < 2:
			_, err := s.Undo(ctx, campaignID)
			if m.cursor == 0 {
				if !errors.Is(err, ErrNothingToUndo) {
					t.Fatalf("op %d: undo at start: %v", i, err)
				}
				continue
			}
			if err != nil {
				t.Fatalf("op %d: undo: %v", i, err)
			}
			m.cursor--
			m.log[m.cursor].Undone = true
		case op < 4:
			_, err := s.Redo(ctx, campaignID)
			if m.cursor == len(m.states)-1 {
				if !errors.Is(err, ErrNothingToRedo) {
					t.Fatalf("op %d: redo at end: %v", i, err)
				}
				continue
			}
			if err != nil {
				t.Fatalf("op %d: redo: %v", i, err)
			}
			m.log[m.cursor].Undone = false
			m.cursor++
		default:
			kind := kinds[rng.Intn(len(kinds))]
			a := Action{Kind: kind, Payload: json.RawMessage(fmt.Sprintf(`{"i":%d,"text":"<&>"}`, i))}
			next := modelState{scenario: cur.scenario, characters: append([]campaign.Character(nil), cur.characters...)}
			switch kind {
			case "end scenario":
				a.EndScenario, next.scenario = true, nil
			case "perk change":
				if len(next.characters) > 0 {
					j := rng.Intn(len(next.characters))
					c := next.characters[j]
					c.Perks = append(append([]string(nil), c.Perks...), alwaysApplies[rng.Intn(len(alwaysApplies))])
					c.PerkMarks = rng.Intn(18)
					c.XP += rng.Intn(10)
					next.characters[j] = c
					a.Characters = []campaign.Character{c}
				}
			default:
				if rng.Intn(4) > 0 {
					a.Scenario = snap(rng.Intn(1000))
					next.scenario = a.Scenario
				}
			}
			logged, err := s.Record(ctx, campaignID, a)
			if err != nil {
				t.Fatalf("op %d: record: %v", i, err)
			}
			seq := logged.Seq
			if seq != int64(m.cursor+1) {
				t.Fatalf("op %d: seq %d, want %d", i, seq, m.cursor+1)
			}
			payload, _ := compactJSON(a.Payload)
			if logged.Kind != kind || !bytes.Equal(logged.Payload, payload) {
				t.Fatalf("op %d: recorded as %+v, want kind %q payload %s", i, logged, kind, payload)
			}
			m.states = append(m.states[:m.cursor+1], next)
			m.log = append(m.log[:m.cursor], LoggedAction{Seq: seq, Kind: kind, Payload: payload})
			m.cursor++
		}
		if check != nil {
			check(m)
		}
	}
	return m
}

// assertMatchesModel checks the loaded campaign against the model.
func assertMatchesModel(t *testing.T, st CampaignState, m *model) {
	t.Helper()
	want := m.states[m.cursor]
	if !reflect.DeepEqual(st.Play.Scenario, want.scenario) {
		t.Fatalf("scenario: got %+v, want %+v", st.Play.Scenario, want.scenario)
	}
	if !reflect.DeepEqual(st.Characters, want.characters) {
		t.Fatalf("characters:\n got %+v\nwant %+v", st.Characters, want.characters)
	}
	if st.Play.Cursor != int64(m.cursor) || st.Play.Last != int64(len(m.log)) {
		t.Fatalf("table cursor %d last %d, want %d %d", st.Play.Cursor, st.Play.Last, m.cursor, len(m.log))
	}
	if len(st.Log) != len(m.log) {
		t.Fatalf("log has %d actions, want %d", len(st.Log), len(m.log))
	}
	for i, a := range st.Log {
		w := m.log[i]
		if a.Seq != w.Seq || a.Kind != w.Kind || string(a.Payload) != string(w.Payload) || a.Undone != w.Undone {
			t.Fatalf("log[%d]: got %+v, want %+v", i, a, w)
		}
	}
}

func TestRandomActionsRoundTrip(t *testing.T) {
	for seed := int64(1); seed <= 8; seed++ {
		t.Run(fmt.Sprint("seed", seed), func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "c.db")
			s, err := Open(path)
			if err != nil {
				t.Fatal(err)
			}
			fixedClock(s)
			ctx := context.Background()
			c, _ := s.CreateCampaign(ctx, "c")
			for _, name := range []string{"Grok", "Tik"} {
				if _, err := s.AddCharacter(ctx, c.ID, campaign.Character{Class: "brute", Name: name, Level: 1, Perks: []string{"add +1 roll"}}); err != nil {
					t.Fatal(err)
				}
			}
			rng := rand.New(rand.NewSource(seed))
			m := randomActions(t, s, c.ID, rng, 150, func(m *model) {
				st, err := s.Load(ctx, c.ID)
				if err != nil {
					t.Fatal(err)
				}
				assertMatchesModel(t, st, m)
			})
			saved, err := s.Load(ctx, c.ID)
			if err != nil {
				t.Fatal(err)
			}
			if err := s.Close(); err != nil {
				t.Fatal(err)
			}
			s, err = Open(path)
			if err != nil {
				t.Fatal(err)
			}
			defer s.Close()
			reloaded, err := s.Load(ctx, c.ID)
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(saved, reloaded) {
				t.Fatalf("reloaded campaign differs from the saved one")
			}
			assertMatchesModel(t, reloaded, m)
			// Undo everything after the restart: back to the start state.
			for m.cursor > 0 {
				if _, err := s.Undo(ctx, c.ID); err != nil {
					t.Fatal(err)
				}
				m.cursor--
				m.log[m.cursor].Undone = true
			}
			st, _ := s.Load(ctx, c.ID)
			assertMatchesModel(t, st, m)
		})
	}
}

func containsFold(s, sub string) bool {
	return strings.Contains(strings.ToLower(s), strings.ToLower(sub))
}

func TestConcurrentRecordsSerialize(t *testing.T) {
	s := openTemp(t)
	ctx := context.Background()
	c, _ := s.CreateCampaign(ctx, "c")
	const workers, each = 4, 25
	errs := make(chan error, workers)
	for w := 0; w < workers; w++ {
		go func(w int) {
			for i := 0; i < each; i++ {
				if _, err := s.Record(ctx, c.ID, Action{Kind: "draw", Scenario: snap(w*100 + i)}); err != nil {
					errs <- err
					return
				}
			}
			errs <- nil
		}(w)
	}
	for w := 0; w < workers; w++ {
		if err := <-errs; err != nil {
			t.Fatal(err)
		}
	}
	log, err := s.Log(ctx, c.ID)
	if err != nil || len(log) != workers*each {
		t.Fatalf("log: %d actions, %v", len(log), err)
	}
	for i, a := range log {
		if a.Seq != int64(i+1) {
			t.Fatalf("log[%d].Seq = %d", i, a.Seq)
		}
	}
}

func TestUndoSkipsDeletedCharacters(t *testing.T) {
	s := openTemp(t)
	ctx := context.Background()
	c, _ := s.CreateCampaign(ctx, "c")
	hero, _ := s.AddCharacter(ctx, c.ID, campaign.Character{Class: "brute", Name: "Grok", Level: 1})
	changed := hero
	changed.XP = 10
	if _, err := s.Record(ctx, c.ID, Action{Kind: "gain xp", Characters: []campaign.Character{changed}}); err != nil {
		t.Fatal(err)
	}
	if err := s.DeleteCharacter(ctx, c.ID, hero.ID); err != nil {
		t.Fatal(err)
	}
	step, err := s.Undo(ctx, c.ID)
	if err != nil || len(step.Characters) != 0 {
		t.Fatalf("undo: %+v %v", step, err)
	}
	if _, err := s.Character(ctx, c.ID, hero.ID); !errors.Is(err, ErrNotFound) {
		t.Errorf("undo brought back a deleted character: %v", err)
	}
	if _, err := s.Redo(ctx, c.ID); err != nil {
		t.Fatal(err)
	}
}

// alwaysApplies are perks that apply to any deck, however many are taken, for
// tests that choose perks at random.
var alwaysApplies = []string{"add +1 roll", "add +0 roll poison", "add +2 fire", "add +1 push:1", "add -1 roll dark"}
