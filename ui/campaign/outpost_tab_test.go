package campaign

import (
	"context"
	"path/filepath"
	"slices"
	"testing"

	"github.com/haventable/haventable/engine/rules"
)

// tabNames are the campaign screen's tabs, in order.
func (f *fixture) tabNames() []string {
	var out []string
	for _, it := range f.s.tabs.Items {
		out = append(out, it.Text)
	}
	return out
}

// The Outpost tab belongs to a Frosthaven campaign: a Gloomhaven campaign
// has none until its rules become Frosthaven's (Undo takes it away again),
// and a campaign of any edition that has an outpost stored shows it, so
// nothing kept is hidden.
func TestOutpostTabOnlyWhereAnOutpostBelongs(t *testing.T) {
	f := newFixture(t)
	f.create("Gloomhaven")
	if slices.Contains(f.tabNames(), "Outpost") {
		t.Fatalf("a Gloomhaven campaign's tabs: %v", f.tabNames())
	}
	f.s.party.rules.SetSelectedIndex(slices.Index(rules.Editions, rules.Frosthaven))
	if names := f.tabNames(); names[len(names)-1] != "Outpost" {
		t.Fatalf("after choosing Frosthaven's rules: %v", names)
	}
	if err := f.env.Table.Session().Undo(context.Background()); err != nil {
		t.Fatal(err)
	}
	if slices.Contains(f.tabNames(), "Outpost") {
		t.Fatalf("after Undo of the rules: %v", f.tabNames())
	}
	// an outpost stored on a Gloomhaven campaign stays in sight
	fixture := filepath.Join("..", "..", "engine", "outpost", "ghsoutpost", "testdata", "fh", "buildings.json")
	if err := f.s.outpost.startFrom(fixture); err != nil {
		t.Fatal(err)
	}
	f.confirm("Apply")
	id := f.s.Current()
	f.create("Other")
	if slices.Contains(f.tabNames(), "Outpost") {
		t.Fatalf("another Gloomhaven campaign's tabs: %v", f.tabNames())
	}
	if err := f.s.Open(id); err != nil {
		t.Fatal(err)
	}
	if c, _ := f.s.campaign(); c.Rules.HasOutpost() || !slices.Contains(f.tabNames(), "Outpost") {
		t.Fatalf("a %s campaign with an outpost: %v", c.Rules, f.tabNames())
	}
}
