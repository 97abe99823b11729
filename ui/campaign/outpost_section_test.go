package campaign

import (
	"context"
	"reflect"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"github.com/haventable/haventable/engine/outpost"
	"github.com/haventable/haventable/engine/pack/ghs"
	"github.com/haventable/haventable/ui/history"
)

// TestOutpostReadSection: a section of the section book whose rewards
// change the outpost (invented, in GHS's sections/ format) is read on the
// Outpost tab: the dialog lists the sections with rewards, shows what the
// chosen one changes and what it leaves to the group before Apply; Apply
// makes it (morale, an event card into the summer outpost deck), the
// history names it and Undo takes it back. A section whose rewards are
// only words changes nothing; one that only places a sticker on the map
// is not offered.
func TestOutpostReadSection(t *testing.T) {
	ctx := context.Background()
	f, store := rewardFixture(t,
		ghs.File{Name: "sections/003-1.json", Data: []byte(`{"index": "3.1", "name": "Invented Stables Built", "edition": "fh",
			"conclusion": true, "rewards": {"items": ["247"], "morale": 2, "events": ["summer-outpost:SO-92"]}}`)},
		ghs.File{Name: "sections/009-3.json", Data: []byte(`{"index": "9.3", "name": "Invented Coin", "edition": "fh",
			"conclusion": true, "rewards": {"custom": "Gain 5 gold"}}`)},
		ghs.File{Name: "sections/010-1.json", Data: []byte(`{"index": "10.1", "name": "No rewards", "edition": "fh"}`)},
		ghs.File{Name: "sections/blue-well.json", Data: []byte(`{"index": "blue-well", "name": "A Sticker", "edition": "fh",
			"rewards": {"overlayCampaignSticker": {"name": "blue-well"}}}`)})
	id := f.outpostCampaign(t)
	op := f.s.outpost
	op.reload()
	before := op.o

	test.Tap(findButton(op.content, "Read a section…"))
	sel := f.topSelects()
	if len(sel) != 1 || !reflect.DeepEqual(sel[0].Options, []string{"3.1 Invented Stables Built", "9.3 Invented Coin"}) {
		t.Fatalf("the sections offered: %+v", sel)
	}
	sel[0].SetSelectedIndex(1)
	if txt := f.dialogText(); !strings.Contains(txt, "Nothing of this section's rewards changes the outpost.") || !strings.Contains(txt, "By hand: Gain 5 gold") {
		t.Errorf("a section of words: %q", txt)
	}
	sel[0].SetSelectedIndex(0)
	txt := f.dialogText()
	for _, want := range []string{"Apply makes these changes to the outpost:\n  Morale +2\n  Event SO-92 goes into the summer outpost deck",
		"By hand: Gain item 247"} {
		if !strings.Contains(txt, want) {
			t.Errorf("the dialog does not say %q: %q", want, txt)
		}
	}
	f.confirm("Apply")
	after, _, err := store.Outpost(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	if after.Morale != before.Morale+2 || !slices.Contains(after.Events[outpost.Summer], "SO-92") {
		t.Fatalf("after reading 3.1: morale %d (was %d), summer deck %v", after.Morale, before.Morale, after.Events[outpost.Summer])
	}
	log, _ := store.Log(ctx, id)
	if told := history.Describe(f.env.Tr, nil, log[len(log)-1]); told != "Section 3.1 Invented Stables Built read, for the outpost: Morale +2; event SO-92 into its deck" {
		t.Errorf("the history tells %q", told)
	}
	if err := f.env.Table.Session().Undo(ctx); err != nil {
		t.Fatal(err)
	}
	if back, _, _ := store.Outpost(ctx, id); !reflect.DeepEqual(back, before) {
		t.Errorf("after Undo: %+v, want %+v", back, before)
	}
}
