package xha

import (
	"os"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/haventable/haventable/engine/pack"
)

// An X-haven scenario is kept whole: its loot deck (coin as money,
// treasure as the random item), its sections in book order with their
// monster types, its level adjustments, objectives, escorts, timers and
// messages; a monster type of another edition comes from the packs
// imported before; one none has is left out and named.
func TestScenarioKeptWhole(t *testing.T) {
	data, err := os.ReadFile("testdata/rooms-edition.json")
	if err != nil {
		t.Fatal(err)
	}
	p, rep, err := ImportWith(data, []*pack.Pack{pack.Builtin()})
	if err != nil {
		t.Fatal(err)
	}
	if len(p.Scenarios) != 1 {
		t.Fatalf("scenarios %+v", p.Scenarios)
	}
	s := p.Scenarios[0]
	if !slices.Equal(s.Monsters, []string{"Mossling", "Cave Rat"}) || !slices.Equal(s.Allies, []string{"Cave Rat"}) ||
		!slices.Equal(s.LeftOut, []string{"Glass Wyrm"}) {
		t.Errorf("monsters %v allies %v left out %v", s.Monsters, s.Allies, s.LeftOut)
	}
	if _, ok := p.Monster("Cave Rat"); !ok {
		t.Error("Cave Rat not taken from the built-in pack")
	}
	wantLoot := []pack.LootCount{{Kind: "money", Count: 5}, {Kind: "lumber", Count: 2}, {Kind: "arrowvine", Count: 1}, {Kind: "random_item", Count: 1}}
	if !reflect.DeepEqual(s.LootDeck, wantLoot) {
		t.Errorf("loot deck %+v", s.LootDeck)
	}
	if want := []pack.LevelOffset{{Type: "Mossling", Offset: 1}}; !reflect.DeepEqual(s.LevelOffsets, want) {
		t.Errorf("level offsets %+v", s.LevelOffsets)
	}
	wantRooms := []pack.Room{
		{Name: "Section 8.1", Section: "8.1", Initial: true},
		{Name: "Section 12.3", Section: "12.3", Initial: true, Monsters: []string{"Cave Rat"}},
	}
	if !reflect.DeepEqual(s.Rooms, wantRooms) {
		t.Errorf("rooms %+v", s.Rooms)
	}
	wantRules := []pack.Rule{
		{Kind: pack.RuleObjective, Name: "Old Well", Health: "(L+2)xC"},
		{Kind: pack.RuleTimer, Name: "flood", Rounds: []int{4}, Note: "Flood the lowest room."},
		{Kind: pack.RuleMessage, Note: "The orchard floods in round 4."},
		{Kind: pack.RuleMessage, Section: "8.1", Note: "Doors open."},
		{Kind: pack.RuleEscort, Section: "12.3", Name: "Lantern", Health: "4"},
	}
	if !reflect.DeepEqual(s.Rules, wantRules) {
		t.Errorf("rules\n got %+v\nwant %+v", s.Rules, wantRules)
	}
	var all []string
	for _, w := range rep.Warnings {
		all = append(all, w.String())
	}
	text := strings.Join(all, "\n")
	for _, want := range []string{
		`lootDeck.pebble: skipped: not a loot card kind`,
		`special[4]: Timer skipped: its rounds are not a list of round numbers`,
		`special[5]: rule skipped: not a rule object`,
		`sections.Epilogue: section skipped: its title starts with no section number`,
		`"Glass Wyrm" left out: no imported file has it`,
	} {
		if !strings.Contains(text, want) {
			t.Errorf("no warning %q in\n%s", want, text)
		}
	}
	if err := p.Check(); err != nil {
		t.Error(err)
	}
}

// FuzzScenarios imports X-haven scenarios with the built-in pack imported
// before: the pack passes its check.
func FuzzScenarios(f *testing.F) {
	if data, err := os.ReadFile("testdata/rooms-edition.json"); err == nil {
		f.Add(data)
	}
	f.Add([]byte(`{"edition":"x","scenarios":{"#1 a":{"monsters":["Cave Rat"],"lootDeck":{"coin":-1,"hide":900},"special":[{"type":"LevelAdjust","name":"Cave Rat","level":"2"},{"type":"Escort","health":[]}],"sections":{"#1.1 b":{"monsters":["x"]},"#1.1 c":5}}}}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		p, _, err := ImportWith(data, []*pack.Pack{pack.Builtin()})
		if err != nil {
			return
		}
		if err := p.Check(); err != nil {
			t.Fatalf("imported pack fails its check: %v", err)
		}
	})
}
