package play

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"io"
	"strings"
	"testing"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/campaign"
	"github.com/haventable/haventable/persistence"
)

// playedExport is the export of a campaign that played 20 engine actions
// (replayed ones, a key kept every 16), added a note and unlocked a
// scenario.
func playedExport(t *testing.T) []byte {
	t.Helper()
	ctx := context.Background()
	f := newFixture(t)
	if err := f.session.Start(ctx, sampleScenario(t)); err != nil {
		t.Fatal(err)
	}
	for i := range 20 {
		a := engine.Action(draw)
		if i%7 == 6 {
			a = engine.EndRound{}
		}
		if _, err := f.session.Do(ctx, a); err != nil {
			t.Fatalf("action %d: %v", i, err)
		}
	}
	if _, err := f.session.Edit(ctx, campaign.AddNote{Text: "Bought a potion"}); err != nil {
		t.Fatal(err)
	}
	if _, err := f.session.Edit(ctx, campaign.SetScenario{Progress: campaign.ScenarioProgress{ID: "2", Unlocked: true}}); err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	if err := f.store.Export(ctx, f.campaign, &out); err != nil {
		t.Fatal(err)
	}
	return out.Bytes()
}

// edited is data with edit applied to its decoded JSON.
func edited(t *testing.T, data []byte, edit func(m map[string]any)) []byte {
	t.Helper()
	var m map[string]any
	if err := json.Unmarshal(data, &m); err != nil {
		t.Fatal(err)
	}
	edit(m)
	out, err := json.Marshal(m)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// replayedAt returns the index in the log of the n-th replayed action.
func replayedAt(t *testing.T, m map[string]any, n int) map[string]any {
	t.Helper()
	for _, a := range m["log"].([]any) {
		a := a.(map[string]any)
		if a["replayed"] == true {
			if n--; n < 0 {
				return a
			}
		}
	}
	t.Fatal("no such replayed action")
	return nil
}

// Import gives every value the bounds it has when typed in the app, and
// does again every action undo will: what the app cannot live with is
// refused with the field or the log entry at fault, in a short message.
func TestImportRefusesWhatTheAppCannotLiveWith(t *testing.T) {
	good := playedExport(t)
	ctx := context.Background()
	store := newFixture(t).store
	if _, err := store.Import(ctx, bytes.NewReader(good)); err != nil {
		t.Fatalf("the good file: %v", err)
	}
	huge := strings.Repeat("x", 20<<20)
	for _, tc := range []struct {
		name string
		edit func(m map[string]any)
		want string
	}{
		{"a name of 201 characters", func(m map[string]any) {
			m["campaign"].(map[string]any)["name"] = strings.Repeat("é", campaign.MaxName+1)
		}, "campaign.name: campaign name is 201 characters long, at most 200"},
		{"a name of 20 MB", func(m map[string]any) { m["campaign"].(map[string]any)["name"] = huge },
			"campaign.name: longer than 10000 characters"}, // refused while reading
		{"a scenario id of 20 MB", func(m map[string]any) {
			m["scenarios"] = []any{map[string]any{"id": huge, "unlocked": true, "completed": false}}
		}, "scenarios[0].id: longer than 10000 characters"},
		{"a reputation of 1e9", func(m map[string]any) {
			m["campaign"].(map[string]any)["party"].(map[string]any)["reputation"] = 1e9
		}, "campaign.party: party reputation 1000000000 is out of -20..20"},
		{"more notes than a campaign holds", func(m map[string]any) {
			var notes []any
			for i := range campaign.MaxNotes + 1 {
				notes = append(notes, map[string]any{"id": i + 1, "text": "x", "created": "2026-01-01T00:00:00Z"})
			}
			m["notes"] = notes
		}, "notes: 1001, a campaign holds at most 1000"},
		{"a note over the limit", func(m map[string]any) {
			m["notes"].([]any)[0].(map[string]any)["text"] = strings.Repeat("x", campaign.MaxNote+1)
		}, "notes[0].text: longer than 10000 characters"},
		{"hit points of 1e9", func(m map[string]any) {
			table := m["table"].(map[string]any)["scenario"].(map[string]any)
			state := string(must(json.Marshal(table["state"])))
			state = strings.Replace(state, `"max_hp":10`, `"max_hp":1000000000`, 1)
			state = strings.Replace(state, `"hp":10`, `"hp":1000000000`, 1)
			if !strings.Contains(state, "1000000000") {
				t.Fatalf("no hit points in %s", state)
			}
			table["state"] = json.RawMessage(state)
		}, "max hp 1000000000 (want 1 to 99999)"},
		{"an action of an unknown kind", func(m map[string]any) {
			replayedAt(t, m, 3)["kind"] = "teleport"
		}, `log[4] (action 5, "teleport"): not an action this build knows`},
		{"an action of another kind than its payload", func(m map[string]any) {
			replayedAt(t, m, 3)["kind"] = "end-round"
		}, `log[4] (action 5, "end-round"): payload: a draw-card action`},
		{"an action the engine refuses", func(m map[string]any) {
			a := replayedAt(t, m, 3)
			p := string(must(json.Marshal(a["payload"])))
			a["payload"] = json.RawMessage(strings.Replace(p, `"deck":"hero"`, `"deck":"nobody"`, 1))
		}, `log[4] (action 5, "draw-card"): the engine refuses to do it again`},
		{"an unknown campaign edit", func(m map[string]any) {
			log := m["log"].([]any)
			log[len(log)-1].(map[string]any)["kind"] = "campaign.teleport"
		}, "not a campaign edit this build knows"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := store.Import(ctx, bytes.NewReader(edited(t, good, tc.edit)))
			if !errors.Is(err, persistence.ErrBadExport) || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("Import = %.600v\nwant %q", err, tc.want)
			}
			if len(err.Error()) > 1000 {
				t.Fatalf("a message of %d bytes", len(err.Error()))
			}
		})
	}
	list, err := store.Campaigns(ctx)
	if err != nil || len(list) != 2 {
		t.Fatalf("campaigns after the refused imports: %d, %v", len(list), err)
	}
}

func must(b []byte, err error) []byte {
	if err != nil {
		panic(err)
	}
	return b
}

// spaces is a file of spaces 1 MB over MaxExportSize: what a 1 GB export
// is to Import.
type spaces struct{ read int64 }

func (e *spaces) Read(p []byte) (int, error) {
	left := persistence.MaxExportSize + 1<<20 - e.read
	if left <= 0 {
		return 0, io.EOF
	}
	p = p[:min(int64(len(p)), left)]
	for i := range p {
		p[i] = ' '
	}
	e.read += int64(len(p))
	return len(p), nil
}

// A file larger than MaxExportSize is refused with a clear error, having
// read no more than that.
func TestImportRefusesAFileTooLarge(t *testing.T) {
	store := newFixture(t).store
	r := &spaces{}
	_, err := store.Import(context.Background(), io.MultiReader(strings.NewReader(`{"format":"haventable-campaign",`), r))
	if err == nil || !strings.Contains(err.Error(), "larger than 64 MB") {
		t.Fatalf("Import = %v", err)
	}
	if r.read > persistence.MaxExportSize+64<<10 {
		t.Fatalf("read %d bytes", r.read)
	}
}
