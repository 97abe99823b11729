package campaign

import (
	"slices"
	"testing"
)

func TestKillsMatch(t *testing.T) {
	for _, c := range []struct {
		words, typ string
		want       bool
	}{
		{"Bandits or Cultists", "Bandit Guard", true},
		{"Bandits or Cultists", "Cultist", true},
		{"Bandits or Cultists", "Black Imp", false},
		{"Forest Imps", "Forest Imp", true},
		{"Forest Imps", "Black Imp", false},
		{"Oozes, Forest Imps or Black Imps", "Ooze", true},
		{"Oozes, Forest Imps or Black Imps", "Black Imp", true},
		{"Living Bones, Living Corpses, or Living Spirits", "Living Bones", true},
		{"Living Bones, Living Corpses, or Living Spirits", "Living Corpse", true},
		{"Vermlings", "Vermling Scout", true},
		{"Vermlings", "Vermlingo", false},
		{"Frozen Corpses, Ice Wraiths, and/or Living Dooms", "Ice Wraith", true},
		{"Different types of monsters", "Bandit Guard", false},
		{"", "Bandit Guard", false},
	} {
		if got := KillsMatch(c.words, c.typ); got != c.want {
			t.Errorf("KillsMatch(%q, %q) = %v", c.words, c.typ, got)
		}
	}
}

func TestScenarioIs(t *testing.T) {
	for _, c := range []struct {
		name, id string
		want     bool
	}{{"52", "52", true}, {"52 Noxious Cellar", "52", true}, {"#52: Cellar", "52", true},
		{"521", "52", false}, {"Black Barrow", "52", false}, {"AA1", "aa1", true}, {"52", "", false}} {
		if got := ScenarioIs(c.name, c.id); got != c.want {
			t.Errorf("ScenarioIs(%q, %q) = %v", c.name, c.id, got)
		}
	}
}

func quest() Quest {
	return Quest{ID: "9001", Name: Words{"en": "Zorb Hunter", "de": "Zorbjäger"}, Opens: "envelope Z",
		Steps: []QuestStep{
			{Text: Words{"en": "Zorbs killed"}, Count: 3, Track: "kills:Zorbs"},
			{Text: Words{"en": "Complete scenario 7"}, Count: 1, Track: "scenario:7|8"},
			{Text: Words{"en": "Sing a song"}, Count: 1},
		}}
}

// Requirements are met in order: a scenario's kills count for the first
// requirement not met, up to its count; a scenario won counts for the
// second once the first is met; a requirement counted by hand gains
// nothing from the records.
func TestQuestGains(t *testing.T) {
	q := quest()
	r := ScenarioRecord{Scenario: "7", Won: true, Kills: map[string]int{"Zorb Elder": 2, "Quelp": 4}}
	if got := QuestGains(q, r); !slices.Equal(got, []int{2, 0, 0}) {
		t.Fatalf("gains %v", got)
	}
	r.Kills["Zorb"] = 5
	if got := QuestGains(q, r); !slices.Equal(got, []int{3, 0, 0}) {
		t.Fatalf("gains up to the count: %v", got)
	}
	c := Character{Name: "Ana", Quest: &q}
	if err := ApplyQuestEdit(&c, QuestAdvance{Added: QuestGains(q, r)}); err != nil {
		t.Fatal(err)
	}
	if q.Steps[0].Done != 0 || c.Quest.Steps[0].Done != 3 {
		t.Fatalf("the edit changed the quest it was given, or not the sheet: %+v %+v", q, c.Quest)
	}
	if got := QuestGains(*c.Quest, ScenarioRecord{Scenario: "8 Far Away", Won: false}); got != nil {
		t.Errorf("a lost scenario gains %v", got)
	}
	if got := QuestGains(*c.Quest, ScenarioRecord{Scenario: "8 Far Away", Won: true}); !slices.Equal(got, []int{0, 1, 0}) {
		t.Errorf("scenario 8 won gains %v", got)
	}
	_ = ApplyQuestEdit(&c, QuestAdvance{Added: []int{0, 1, 0}})
	if got := QuestGains(*c.Quest, r); got != nil {
		t.Errorf("a requirement counted by hand gains %v", got)
	}
	if err := ApplyQuestEdit(&c, Retire{}); err == nil {
		t.Error("retired before the quest is complete")
	}
	if err := ApplyQuestEdit(&c, QuestCount{Step: 2, Done: 2}); err == nil {
		t.Error("a requirement counted past its count")
	}
	if err := ApplyQuestEdit(&c, QuestCount{Step: 2, Done: 1}); err != nil || !c.Quest.Complete() {
		t.Fatalf("by hand: %v %+v", err, c.Quest)
	}
	if err := ApplyQuestEdit(&c, Retire{}); err != nil || !c.Retired {
		t.Fatalf("retire: %v", err)
	}
	if err := ApplyQuestEdit(&c, ChooseQuest{Quest: quest()}); err == nil {
		t.Error("a second quest chosen")
	}
}

func TestQuestGainsGoldHeld(t *testing.T) {
	q := Quest{ID: "1", Name: Words{"en": "Rich"}, Steps: []QuestStep{{Text: Words{"en": "Gold"}, Count: 100, Track: "gold", Done: 40}}}
	if got := QuestGains(q, ScenarioRecord{Gold: 70}); !slices.Equal(got, []int{30}) {
		t.Errorf("gold held 70: %v", got)
	}
	if got := QuestGains(q, ScenarioRecord{Gold: 10}); got != nil {
		t.Errorf("gold spent takes the count down: %v", got)
	}
}

// The quests dealt come from the cards no character holds, the same for
// the same seed, two of them.
func TestDealQuests(t *testing.T) {
	ids := []string{"1", "2", "3", "4", "5", "6"}
	a := DealQuests(ids, []string{"3"}, 42)
	if len(a) != 2 || a[0] == a[1] || slices.Contains(a, "3") {
		t.Fatalf("dealt %v", a)
	}
	if b := DealQuests(ids, []string{"3"}, 42); !slices.Equal(a, b) {
		t.Errorf("same seed, %v then %v", a, b)
	}
	seen := map[string]bool{}
	for seed := range uint64(40) {
		for _, id := range DealQuests(ids, nil, seed) {
			seen[id] = true
		}
	}
	if len(seen) != len(ids) {
		t.Errorf("40 seeds dealt only %v", seen)
	}
	if got := DealQuests(ids, ids[1:], 1); !slices.Equal(got, []string{"1"}) {
		t.Errorf("one left: %v", got)
	}
}

func TestQuestValidate(t *testing.T) {
	q := quest()
	if err := q.Validate(); err != nil {
		t.Fatal(err)
	}
	bad := quest()
	bad.Steps[0].Done = 4
	if bad.Validate() == nil {
		t.Error("done past the count accepted")
	}
	bad = quest()
	bad.Name = nil
	if bad.Validate() == nil {
		t.Error("no name accepted")
	}
	if (ChooseQuest{Quest: Quest{ID: "x", Name: Words{"en": "x"}}}).Check() == nil {
		t.Error("a quest without requirements accepted")
	}
}
