package party

import (
	"reflect"
	"slices"
	"testing"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/engine/outpost"
	"github.com/haventable/haventable/engine/scenariofile"
)

// Three events each giving every character of four a bless card: the
// supply's 10 go out event by event (three to the first two characters,
// two to the others), the two left out are named; one character the
// events' damage exhausts gets no card and is named too. The start is
// never refused for the sum.
func TestStartWithSharesTheSupplyEventByEvent(t *testing.T) {
	file, err := scenariofile.Sample(scenariofile.DefaultSample)
	if err != nil {
		t.Fatal(err)
	}
	if len(file.Starts) < 4 {
		t.Skipf("the sample has %d starting hexes", len(file.Starts))
	}
	members := []Member{{ID: 1, Name: "Ann", Level: 1, MaxHP: 10}, {ID: 2, Name: "Bo", Level: 1, MaxHP: 10},
		{ID: 3, Name: "Cy", Level: 1, MaxHP: 10}, {ID: 4, Name: "Di", Level: 1, MaxHP: 10}}
	scn, err := BuildScenarioWith(file, engine.Setup{Level: 1, Seed: 1}, members, engine.SampleMonsters)
	if err != nil {
		t.Fatal(err)
	}
	ev := outpost.NextScenario{Conditions: []string{outpost.NextBless}}
	n := ev.Plus(ev).Plus(ev)
	got, err := StartWith(scn, n)
	if err != nil {
		t.Fatal(err)
	}
	var bless []int
	for _, f := range scn.Figures() {
		if f.Kind != engine.KindCharacter {
			continue
		}
		d, _ := scn.Deck(f.ID)
		bless = append(bless, countCard(d.Draw, "bless"))
	}
	if !slices.Equal(bless, []int{3, 3, 2, 2}) {
		t.Errorf("bless cards by character %v, want [3 3 2 2]", bless)
	}
	want := []Short{{Name: "Cy", Bless: 1}, {Name: "Di", Bless: 1}}
	if !reflect.DeepEqual(got.Short, want) {
		t.Errorf("left out %+v, want %+v", got.Short, want)
	}

	// 8 damage and four events' bless cards: Ann (6 hit points) is
	// exhausted and gets none; the others, left with 6, share the 10.
	members[0].MaxHP = 6
	for i := 1; i < 4; i++ {
		members[i].MaxHP = 14
	}
	scn, err = BuildScenarioWith(file, engine.Setup{Level: 1, Seed: 1}, members, engine.SampleMonsters)
	if err != nil {
		t.Fatal(err)
	}
	n = n.Plus(ev)
	n.Damage = 8
	if got, err = StartWith(scn, n); err != nil {
		t.Fatal(err)
	}
	bless = nil
	var hp []int
	for _, f := range scn.Figures() {
		if f.Kind == engine.KindCharacter {
			d, _ := scn.Deck(f.ID)
			bless, hp = append(bless, countCard(d.Draw, "bless")), append(hp, f.HP)
		}
	}
	want = []Short{{Name: "Ann", Exhausted: true}, {Name: "Cy", Bless: 1}, {Name: "Di", Bless: 1}}
	if !slices.Equal(bless, []int{0, 4, 3, 3}) || !slices.Equal(hp, []int{0, 6, 6, 6}) || !reflect.DeepEqual(got.Short, want) {
		t.Errorf("bless cards %v, hit points %v, left out %+v; want [0 4 3 3], [0 6 6 6], %+v", bless, hp, got.Short, want)
	}
}

func countCard(cards []modifier.Card, c string) int {
	n := 0
	for _, x := range cards {
		if x == modifier.MustParseCard(c) {
			n++
		}
	}
	return n
}
