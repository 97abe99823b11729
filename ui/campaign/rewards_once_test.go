package campaign

import (
	"context"
	"reflect"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/haventable/haventable/engine/campaign"
	"github.com/haventable/haventable/engine/pack/ghs"
	"github.com/haventable/haventable/ui/history"
)

// TestEndScenarioReplayGivesNoRewards: a scenario completed again (a
// replay) gives the outpost only the completion's inspiration; the end
// dialog says, in the player's words, that its rewards were gained at the
// first completion, and the history says it was a replay (Frosthaven
// rulebook p. 48: "the rewards from each scenario can only be gained once
// per campaign").
func TestEndScenarioReplayGivesNoRewards(t *testing.T) {
	ctx := context.Background()
	f, store := rewardFixture(t)
	id := f.outpostCampaign(t)
	f.addCharacter("Brute", "Ana", 2, "")
	f.startFound(t, "7", "Invented Cave")
	f.s.play.endScenario()
	f.confirm("End scenario")
	first, _, _ := store.Outpost(ctx, id)
	f.s.play.find.SetText("")
	f.startFound(t, "7", "Invented Cave")
	f.s.play.endScenario()
	txt := f.dialogText()
	if !strings.Contains(txt, "This scenario's rewards were gained when it was first completed") ||
		!strings.Contains(txt, "Inspiration +3") || strings.Contains(txt, "Morale +1") || strings.Contains(txt, "campaign sticker") {
		t.Errorf("a replay's end dialog: %q", txt)
	}
	f.confirm("End scenario")
	after, _, _ := store.Outpost(ctx, id)
	if after.Morale != first.Morale || after.Prosperity != first.Prosperity || after.Inspiration != first.Inspiration+3 {
		t.Errorf("a replay: morale %d→%d, prosperity %d→%d, inspiration %d→%d (want +3)", first.Morale, after.Morale,
			first.Prosperity, after.Prosperity, first.Inspiration, after.Inspiration)
	}
	log, _ := store.Log(ctx, id)
	if told := history.Describe(f.env.Tr, nil, log[len(log)-1]); !strings.Contains(told, "for the outpost: rewards gained before (a replay); Inspiration +3") {
		t.Errorf("the history tells %q", told)
	}
}

// TestEndScenarioReplayOfACompletionBeforeTheRecord: a scenario the
// sheet marks completed, won before the outpost kept which rewards it
// was given (an older build) or ticked by hand, is a replay too: its end
// gives the completion's inspiration alone and records the rewards as
// given (review finding: it gave them a second time).
func TestEndScenarioReplayOfACompletionBeforeTheRecord(t *testing.T) {
	ctx := context.Background()
	f, store := rewardFixture(t)
	id := f.outpostCampaign(t)
	f.addCharacter("Brute", "Ana", 2, "")
	before, _, _ := store.Outpost(ctx, id)
	f.startFound(t, "7", "Invented Cave")
	name := f.env.Table.Scenario().Name()
	if _, _, err := store.Edit(ctx, id, campaign.SetScenario{Progress: campaign.ScenarioProgress{ID: name, Unlocked: true, Completed: true}}); err != nil {
		t.Fatal(err)
	}
	f.s.play.endScenario()
	txt := f.dialogText()
	if !strings.Contains(txt, "This scenario's rewards were gained when it was first completed") || strings.Contains(txt, "Morale +1") {
		t.Errorf("the end of a scenario the sheet marks completed: %q", txt)
	}
	f.confirm("End scenario")
	after, _, _ := store.Outpost(ctx, id)
	if after.Morale != before.Morale || after.Inspiration != before.Inspiration+3 || !after.RewardsGained(name) {
		t.Errorf("morale %d→%d (want unchanged), inspiration %d→%d (want +3), rewards recorded %v",
			before.Morale, after.Morale, before.Inspiration, after.Inspiration, after.Rewarded)
	}
}

// TestEndScenarioOffersItsConclusion: a scenario that ends with one of
// several conclusion sections (GHS's "parent" and "conclusion") offers
// them in its end dialog; the one chosen shows its rewards before they
// apply, applies them with the end (one recorded action, named in the
// history), and Undo takes them back with it; a conclusion read is not
// offered again.
func TestEndScenarioOffersItsConclusion(t *testing.T) {
	ctx := context.Background()
	f, store := rewardFixture(t,
		ghs.File{Name: "scenarios/008.json", Data: []byte(`{"index": "8", "name": "Invented Wagons", "edition": "fh",
			"rewards": {"prosperity": 1}}`)},
		ghs.File{Name: "sections/141-2-1.json", Data: []byte(`{"index": "141.2-1", "name": "1 wagon escaped", "edition": "fh",
			"parent": "8", "conclusion": true, "rewards": {"morale": 1}}`)},
		ghs.File{Name: "sections/141-2-5.json", Data: []byte(`{"index": "141.2-5", "name": "5 wagons escaped", "edition": "fh",
			"parent": "8", "conclusion": true, "rewards": {"morale": 2, "items": ["247"]}}`)})
	id := f.outpostCampaign(t)
	f.addCharacter("Brute", "Ana", 2, "")
	before, _, _ := store.Outpost(ctx, id)
	f.startFound(t, "8", "Invented Wagons")
	sess := f.env.Table.Session()
	f.s.play.endScenario()
	sel := f.topSelects()
	if len(sel) != 1 || !reflect.DeepEqual(sel[0].Options, []string{"None with rewards", "141.2-1 1 wagon escaped", "141.2-5 5 wagons escaped"}) {
		t.Fatalf("the conclusions offered: %+v", sel)
	}
	if txt := f.dialogText(); strings.Contains(txt, "the conclusion") {
		t.Errorf("a conclusion told before one is chosen: %q", txt)
	}
	sel[0].SetSelectedIndex(2)
	txt := f.dialogText()
	for _, want := range []string{"Section 141.2-5, the conclusion: its rewards for the outpost (applied with the end):\n  Morale +2",
		"By hand: Gain item 247", "Prosperity +1"} {
		if !strings.Contains(txt, want) {
			t.Errorf("the end dialog does not say %q: %q", want, txt)
		}
	}
	f.confirm("End scenario")
	after, _, _ := store.Outpost(ctx, id)
	if after.Morale != before.Morale+2 || after.Prosperity != before.Prosperity+1 || !after.SectionGained("141.2-5") {
		t.Fatalf("after the end: morale %d (was %d), prosperity %d, sections read %v", after.Morale, before.Morale, after.Prosperity, after.SectionsRead)
	}
	log, _ := store.Log(ctx, id)
	if told := history.Describe(f.env.Tr, nil, log[len(log)-1]); !strings.Contains(told, "; conclusion: section 141.2-5 5 wagons escaped, for the outpost: Morale +2") {
		t.Errorf("the history tells %q", told)
	}
	if err := sess.Undo(ctx); err != nil {
		t.Fatal(err)
	}
	if back, _, _ := store.Outpost(ctx, id); !reflect.DeepEqual(back, before) {
		t.Fatalf("after Undo: %+v, want %+v", back, before)
	}
	// read by hand, the conclusion is not offered at the end
	op := f.s.outpost
	op.reload()
	test.Tap(findButton(op.content, "Read a section…"))
	pick := f.topSelects()[0]
	pick.SetSelectedIndex(indexOf(pick.Options, "141.2-1 1 wagon escaped"))
	f.confirm("Apply")
	f.s.play.endScenario()
	if sel := f.topSelects(); len(sel) != 1 || !reflect.DeepEqual(sel[0].Options, []string{"None with rewards", "141.2-5 5 wagons escaped"}) {
		t.Errorf("the conclusions offered after 141.2-1 was read: %+v", sel)
	}
	// won, then replayed: no conclusion offered, the rewards said gained
	// (the scenario's own and its conclusion's)
	f.confirm("End scenario")
	f.s.play.find.SetText("")
	f.startFound(t, "8", "Invented Wagons")
	f.s.play.endScenario()
	if sel := f.topSelects(); len(sel) != 0 {
		t.Errorf("a replay offers conclusions: %+v", sel)
	}
	if txt := f.dialogText(); !strings.Contains(txt, "This scenario's rewards were gained when it was first completed") {
		t.Errorf("a replay's end dialog: %q", txt)
	}
}

// TestOutpostSectionReadOnce: a section read gives its rewards once: read
// again, the dialog marks it read before and says its rewards were
// gained, and Apply changes nothing; Undo of the first read makes them
// available again.
func TestOutpostSectionReadOnce(t *testing.T) {
	ctx := context.Background()
	f, store := rewardFixture(t,
		ghs.File{Name: "sections/003-1.json", Data: []byte(`{"index": "3.1", "name": "Invented Stables Built", "edition": "fh",
			"conclusion": true, "rewards": {"morale": 2}}`)})
	id := f.outpostCampaign(t)
	op := f.s.outpost
	read := func() string {
		t.Helper()
		op.reload()
		test.Tap(findButton(op.content, "Read a section…"))
		sel := f.topSelects()
		sel[0].SetSelectedIndex(0)
		label, txt := sel[0].Selected, f.dialogText()
		f.confirm("Apply")
		return label + "\n" + txt
	}
	before, _, _ := store.Outpost(ctx, id)
	read()
	once, _, _ := store.Outpost(ctx, id)
	txt := read()
	if !strings.Contains(txt, "3.1 Invented Stables Built (read before)") || !strings.Contains(txt, "You read this section before and gained its rewards then") {
		t.Errorf("a section read again: %q", txt)
	}
	if twice, _, _ := store.Outpost(ctx, id); twice.Morale != before.Morale+2 || !reflect.DeepEqual(twice, once) {
		t.Errorf("read twice: morale %d, want %d", twice.Morale, before.Morale+2)
	}
	if err := f.env.Table.Session().Undo(ctx); err != nil {
		t.Fatal(err)
	}
	if txt := read(); strings.Contains(txt, "read before") {
		t.Errorf("after Undo of the first read: %q", txt)
	}
	if o, _, _ := store.Outpost(ctx, id); o.Morale != before.Morale+2 {
		t.Errorf("read again after Undo: morale %d", o.Morale)
	}
}

// indexOf is the index of s in list, -1 when absent.
func indexOf(list []string, s string) int {
	for i, x := range list {
		if x == s {
			return i
		}
	}
	return -1
}

// TestSectionLosesNoMoreThanHeld: a section whose rewards take away more
// than the outpost holds applies, losing what there is ("they cannot lose
// more than they have", Frosthaven rulebook p. 48), where the outpost
// refused it and the dialog said so in the engine's English (review
// finding).
func TestSectionLosesNoMoreThanHeld(t *testing.T) {
	ctx := context.Background()
	f, store := rewardFixture(t,
		ghs.File{Name: "sections/005-1.json", Data: []byte(`{"index": "5.1", "name": "Invented Losses", "edition": "fh",
			"rewards": {"morale": 1, "inspiration": -2}}`)})
	id := f.outpostCampaign(t)
	before, _, _ := store.Outpost(ctx, id)
	if before.Inspiration != 0 {
		t.Fatalf("the fixture's outpost has %d inspiration, want none", before.Inspiration)
	}
	op := f.s.outpost
	op.reload()
	test.Tap(findButton(op.content, "Read a section…"))
	sel := f.topSelects()
	sel[0].SetSelectedIndex(0)
	if txt := f.dialogText(); strings.Contains(txt, "cannot") || !strings.Contains(txt, "Morale +1") {
		t.Errorf("the section's dialog: %q", txt)
	}
	f.confirm("Apply")
	after, _, _ := store.Outpost(ctx, id)
	if after.Morale != before.Morale+1 || after.Inspiration != 0 || !after.SectionGained("5.1") {
		t.Errorf("after: morale %d→%d, inspiration %d, read %v", before.Morale, after.Morale, after.Inspiration, after.SectionsRead)
	}
}

// TestEndScenarioLostHidesTheConclusions: the conclusions are offered for
// a scenario won only; while Lost is chosen the choice is hidden (it
// applied nothing, but stood there as if it did), and it is back with
// Won.
func TestEndScenarioLostHidesTheConclusions(t *testing.T) {
	f, _ := rewardFixture(t,
		ghs.File{Name: "scenarios/008.json", Data: []byte(`{"index": "8", "name": "Invented Wagons", "edition": "fh"}`)},
		ghs.File{Name: "sections/141-2-1.json", Data: []byte(`{"index": "141.2-1", "name": "1 wagon escaped", "edition": "fh",
			"parent": "8", "conclusion": true, "rewards": {"morale": 1}}`)})
	f.outpostCampaign(t)
	f.addCharacter("Brute", "Ana", 2, "")
	f.startFound(t, "8", "Invented Wagons")
	f.s.play.endScenario()
	// shown: the conclusion's list and every container above it are visible
	shown := func() bool {
		var seen bool
		var visit func(o fyne.CanvasObject)
		visit = func(o fyne.CanvasObject) {
			if !o.Visible() {
				return
			}
			if _, ok := o.(*widget.Select); ok {
				seen = true
			}
			switch x := o.(type) {
			case *fyne.Container:
				for _, c := range x.Objects {
					visit(c)
				}
			case fyne.Widget:
				for _, c := range test.WidgetRenderer(x).Objects() {
					visit(c)
				}
			}
		}
		visit(f.w.Canvas().Overlays().Top())
		return seen
	}
	var result *widget.RadioGroup
	walk(f.w.Canvas().Overlays().Top(), func(o fyne.CanvasObject) {
		if r, ok := o.(*widget.RadioGroup); ok {
			result = r
		}
	})
	if result == nil || !shown() {
		t.Fatalf("the end dialog of a scenario won: radio %v, conclusions shown %v", result != nil, shown())
	}
	result.SetSelected("Lost")
	if shown() {
		t.Error("the conclusions are offered for a scenario lost")
	}
	result.SetSelected("Won")
	if !shown() {
		t.Error("the conclusions are not offered again once Won is chosen")
	}
}
