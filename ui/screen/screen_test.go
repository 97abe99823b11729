package screen

import (
	"context"
	"errors"
	"path/filepath"
	"testing"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/hexgrid/mapfile"
	"github.com/haventable/haventable/persistence"
	"github.com/haventable/haventable/persistence/play"
)

func TestTableFollowsItsSession(t *testing.T) {
	var table Table
	calls := 0
	table.OnChange(func() { calls++ })
	if _, err := table.Do(engine.DrawCard{}); !errors.Is(err, ErrNoCampaign) {
		t.Fatalf("Do with no campaign: %v", err)
	}
	ctx := context.Background()
	store, err := persistence.Open(filepath.Join(t.TempDir(), "c.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer store.Close()
	c, err := store.CreateCampaign(ctx, "x")
	if err != nil {
		t.Fatal(err)
	}
	s1, err := play.Open(ctx, store, c.ID)
	if err != nil {
		t.Fatal(err)
	}
	table.SetSession(s1)
	if calls != 1 || table.Scenario() != nil {
		t.Fatalf("calls %d", calls)
	}
	file, _ := mapfile.Sample(mapfile.DefaultSample)
	scn, err := engine.LoadScenario(file, 1, 1, engine.SampleMonsters)
	if err != nil {
		t.Fatal(err)
	}
	if err := s1.Start(ctx, scn); err != nil {
		t.Fatal(err)
	}
	if calls != 2 || table.Scenario() == nil {
		t.Fatalf("after start: calls %d", calls)
	}
	// A session no longer open does not reach the listeners.
	s2, _ := play.Open(ctx, store, c.ID)
	table.SetSession(s2)
	calls = 0
	if err := s1.End(ctx); err != nil {
		t.Fatal(err)
	}
	if calls != 0 {
		t.Fatal("an old session's change reached the listeners")
	}
	// A removed listener hears nothing more; a detached table neither.
	other := 0
	remove := table.OnChange(func() { other++ })
	remove()
	if err := s2.Undo(ctx); err != nil { // brings the scenario back
		t.Fatal(err)
	}
	if other != 0 || calls != 1 {
		t.Fatalf("removed listener called %d times, kept one %d", other, calls)
	}
	table.Detach()
	if err := s2.Redo(ctx); err != nil {
		t.Fatal(err)
	}
	if calls != 1 {
		t.Fatal("a detached table still follows its session")
	}
}
