package campaign

import (
	"errors"
	"testing"

	"github.com/haventable/haventable/engine/outpost"
)

// TestScenarioRewardsOnce: a scenario's rewards are gained once per
// campaign (Frosthaven rulebook p. 48, "skip this step if replaying a
// completed scenario"); a replay gives only the completion's inspiration.
func TestScenarioRewardsOnce(t *testing.T) {
	o := outpost.New(outpost.Data{}, 1)
	first := OutpostReward{Scenario: "#4A Frozen Hollow", Change: outpost.Change{Morale: 1}, Characters: 2}
	if err := first.Check(); err != nil {
		t.Fatal(err)
	}
	o1, err := first.Outpost(o, outpost.Data{})
	if err != nil {
		t.Fatal(err)
	}
	if o1.Morale != 1 || o1.Inspiration != 2 || !o1.RewardsGained("#4A Frozen Hollow") {
		t.Fatalf("after the first completion: morale %d, inspiration %d, rewarded %v", o1.Morale, o1.Inspiration, o1.Rewarded)
	}
	if o.RewardsGained("#4A Frozen Hollow") {
		t.Error("the outpost before the edit was changed")
	}
	if _, err := first.Outpost(o1, outpost.Data{}); !errors.Is(err, outpost.ErrRewardsGained) {
		t.Errorf("the rewards given twice: %v", err)
	}
	again := OutpostReward{Scenario: "#4A Frozen Hollow", Characters: 2, Again: true}
	if err := again.Check(); err != nil {
		t.Fatal(err)
	}
	o2, err := again.Outpost(o1, outpost.Data{})
	if err != nil {
		t.Fatal(err)
	}
	if o2.Morale != 1 || o2.Inspiration != 4 {
		t.Errorf("a replay: morale %d (want 1, not again), inspiration %d (want 4)", o2.Morale, o2.Inspiration)
	}
	// a replay of a scenario the sheet marks completed, won before the
	// outpost kept its rewards: the inspiration alone, the rewards
	// recorded as given
	if e := CompletionReward(o, "#4A Frozen Hollow", outpost.Change{Morale: 1}, 2, true); !e.Again || e.Change.Morale != 0 {
		t.Errorf("a scenario the sheet marks completed: %+v, want a replay", e)
	}
	old, err := again.Outpost(o, outpost.Data{})
	if err != nil {
		t.Fatal(err)
	}
	if old.Morale != 0 || old.Inspiration != 2 || !old.RewardsGained("#4A Frozen Hollow") {
		t.Errorf("a replay of a scenario completed before the outpost kept its rewards: morale %d (want 0), inspiration %d (want 2), rewarded %v", old.Morale, old.Inspiration, old.Rewarded)
	}
	if e := CompletionReward(o, "#4A Frozen Hollow", outpost.Change{Morale: 1}, 2, false); e.Again || e.Change.Morale != 1 {
		t.Errorf("a first completion: %+v", e)
	}
	for name, e := range map[string]OutpostReward{
		"again with rewards":     {Scenario: "#4A Frozen Hollow", Change: outpost.Change{Morale: 1}, Again: true},
		"again without anything": {Scenario: "#4A Frozen Hollow", Characters: 4, Again: true},
	} {
		if e.Check() == nil {
			t.Errorf("%s: let through", name)
		}
	}
	if got := again.Told().Detail; got != "again;completed:2" {
		t.Errorf("a replay told %q", got)
	}
	// rewards left to the group alone are recorded all the same
	none := OutpostReward{Scenario: "#7 Words Only", Characters: 4}
	if err := none.Check(); err != nil {
		t.Fatal(err)
	}
	if o3, err := none.Outpost(o, outpost.Data{}); err != nil || !o3.RewardsGained("#7 Words Only") {
		t.Errorf("rewards in words only: %v, rewarded %v", err, o3.Rewarded)
	}
}

// TestSectionRewardsOnce: a section's rewards are gained once per
// campaign; a section whose rewards are all left to the group is
// recorded too.
func TestSectionRewardsOnce(t *testing.T) {
	o := outpost.New(outpost.Data{}, 1)
	read := ReadSection{Section: "141.2-5", Name: "5 wagons escaped", Change: outpost.Change{Morale: 2}}
	o1, err := read.Outpost(o, outpost.Data{})
	if err != nil {
		t.Fatal(err)
	}
	if o1.Morale != 2 || !o1.SectionGained("141.2-5") {
		t.Fatalf("morale %d, sections %v", o1.Morale, o1.SectionsRead)
	}
	if _, err := read.Outpost(o1, outpost.Data{}); !errors.Is(err, outpost.ErrRewardsGained) {
		t.Errorf("a section read twice: %v", err)
	}
	words := ReadSection{Section: "56.3", Name: "Enhancer Upgraded"}
	if err := words.Check(); err != nil {
		t.Fatal(err)
	}
	if o2, err := words.Outpost(o1, outpost.Data{}); err != nil || !o2.SectionGained("56.3") {
		t.Errorf("a section in words only: %v, %v", err, o2.SectionsRead)
	}
	if (ReadSection{Section: " "}).Check() == nil {
		t.Error("a blank section let through")
	}
}
