package condbonus

import (
	"reflect"
	"testing"
)

// The cards' words (as the editions print them, invented numbers aside)
// read into the grammar's pieces.
func TestRead(t *testing.T) {
	for _, c := range []struct {
		in   string
		want []Bonus
	}{
		{"Add +2 attack and gain experience when the target is adjacent to any of your allies.",
			[]Bonus{{When: []string{AllyAdjacent}, Attack: 2, XP: 1}}},
		{"Add +3 attack and gain experience when the target is adjacent to any of your allies.; Add +3 attack and gain experience when the target is adjacent to none of its allies.",
			[]Bonus{{When: []string{AllyAdjacent}, Attack: 3, XP: 1}, {When: []string{Alone}, Attack: 3, XP: 1}}},
		{"Add poison, muddle, wound and gain experience if you are invisible.",
			[]Bonus{{When: []string{"self-invisible"}, Conditions: []string{"poison", "muddle", "wound"}, XP: 1}}},
		{"Add stun and gain experience if you are invisible", []Bonus{{When: []string{"self-invisible"}, Conditions: []string{"stun"}, XP: 1}}},
		{"Add +1 attack for each negative condition on the target", []Bonus{{Per: PerNegative, Attack: 1}}},
		{"Add +2 attack and gain experience for each negative condition the target has.", []Bonus{{Per: PerNegative, Attack: 2, XP: 1}}},
		{"Add +1 attack to your melee attacks for each negative condition the target has.", []Bonus{{When: []string{Melee}, Per: PerNegative, Attack: 1}}},
		{"Add +1 attack for each of your allies adjacent to the target.", []Bonus{{Per: PerAllyAdjacent, Attack: 1}}},
		{"Add +1 attack on each undamaged target.", []Bonus{{When: []string{Undamaged}, Attack: 1}}},
		{"Add +3 attack if the target has a negative condition.", []Bonus{{When: []string{Negative}, Attack: 3}}},
		{"Add +3 attack and gain experience if the target's current hit point value is lower than yours.", []Bonus{{When: []string{Weaker}, Attack: 3, XP: 1}}},
		{"Add +2 attack and gain experience if your current hit point value is less than half your maximum hit point value (rounded up).", []Bonus{{When: []string{BelowHalf}, Attack: 2, XP: 1}}},
		{"Add +2 attack if the target is poisoned", []Bonus{{When: []string{"target-poison"}, Attack: 2}}},
		{"Add +1 attack, pierce 2 if the target is immobilized", []Bonus{{When: []string{"target-immobilize"}, Attack: 1, Pierce: 2}}},
		// stays text: pieces the grammar has not
		{"Add +2 attack and gain experience if the target is Doomed.", nil},
		{"Add +2 attack and gain experience if the target is adjacent to a wall.", nil},
		{"Add +2 attack and gain experience if you have moved this turn.", nil},
		{"Add +1 target and gain experience if you consume two or more elements.", nil},
		{"Add +2 attack; Kill the target", nil},
		{"Add +X attack where X is double the Shield value of the target.", nil},
		{"On your next four attacks, add +1 attack.", nil},
	} {
		got, ok := Read(c.in)
		if ok != (c.want != nil) || !reflect.DeepEqual(got, c.want) {
			t.Errorf("Read(%q) = %+v, %v; want %+v", c.in, got, ok, c.want)
		}
	}
}

func TestParseFormat(t *testing.T) {
	for _, c := range []struct {
		in   string
		want Bonus
		bad  bool
	}{
		{in: "ally-adjacent add +2 xp 1", want: Bonus{When: []string{AllyAdjacent}, Attack: 2, XP: 1}},
		{in: "melee per negative add +1", want: Bonus{When: []string{Melee}, Per: PerNegative, Attack: 1}},
		{in: "self-invisible add stun poison xp 1", want: Bonus{When: []string{"self-invisible"}, Conditions: []string{"stun", "poison"}, XP: 1}},
		{in: "alone adjacent add +2 pierce 1 push 2 pull 1 wound", want: Bonus{When: []string{Alone, Adjacent}, Attack: 2, Pierce: 1, Push: 2, Pull: 1, Conditions: []string{"wound"}}},
		{in: "per ally-adjacent add +1", want: Bonus{Per: PerAllyAdjacent, Attack: 1}},
		{in: "add +1", bad: true},             // no condition
		{in: "alone add", bad: true},          // adds nothing
		{in: "alone +2", bad: true},           // no add
		{in: "doomed add +2", bad: true},      // unknown condition
		{in: "per walls add +1", bad: true},   // unknown count
		{in: "alone add +2 +3", bad: true},    // twice
		{in: "alone add +0", bad: true},       // nothing
		{in: "alone add +21", bad: true},      // too much
		{in: "alone add pierce", bad: true},   // no number
		{in: "alone add xp 10", bad: true},    // too much
		{in: "alone add curse", bad: true},    // no condition here: a card
		{in: "target-fire add +1", bad: true}, // no condition
		{in: "a b c d e add +1", bad: true},   // too many
		{in: "alone per add +1", bad: true},   // count missing
		{in: "alone add push 1 push 2", bad: true},
	} {
		got, err := Parse(c.in)
		if c.bad {
			if err == nil {
				t.Errorf("Parse(%q) = %+v, want an error", c.in, got)
			}
			continue
		}
		if err != nil || !reflect.DeepEqual(got, c.want) {
			t.Errorf("Parse(%q) = %+v, %v; want %+v", c.in, got, err, c.want)
			continue
		}
		if again, err := Parse(got.Format()); err != nil || !reflect.DeepEqual(again, got) {
			t.Errorf("Parse(Format(%q)) = %+v, %v", c.in, again, err)
		}
	}
}

// Each condition and count checked on facts of a target.
func TestCount(t *testing.T) {
	f := Facts{Melee: true, Adjacent: true, AlliesAdjacent: 2, TargetAllies: 0, TargetHP: 5, TargetMaxHP: 7, SelfHP: 4, SelfMaxHP: 9,
		TargetConditions: []string{"poison", "wound", "strengthen"}, TargetNegative: 2, SelfConditions: []string{"invisible"}}
	for _, c := range []struct {
		b    Bonus
		want int
	}{
		{Bonus{When: []string{AllyAdjacent}}, 1},
		{Bonus{When: []string{Alone}}, 1},
		{Bonus{When: []string{Ranged}}, 0},
		{Bonus{When: []string{Melee, Adjacent}}, 1},
		{Bonus{When: []string{Undamaged}}, 0},
		{Bonus{When: []string{Weaker}}, 0},    // 5 is not below 4
		{Bonus{When: []string{BelowHalf}}, 1}, // 4 < 5 (half of 9 rounded up)
		{Bonus{When: []string{Negative}}, 1},
		{Bonus{When: []string{"target-poison"}}, 1},
		{Bonus{When: []string{"target-stun"}}, 0},
		{Bonus{When: []string{"self-invisible"}}, 1},
		{Bonus{When: []string{"self-strengthen"}}, 0},
		{Bonus{Per: PerNegative}, 2}, // TargetNegative: the engine's count
		{Bonus{Per: PerAllyAdjacent}, 2},
		{Bonus{When: []string{Ranged}, Per: PerAllyAdjacent}, 0},
	} {
		if got := c.b.Count(f); got != c.want {
			t.Errorf("%+v.Count = %d, want %d", c.b, got, c.want)
		}
	}
	// Which conditions are negative is the engine's rule alone
	// (engine.IsNegativeCondition), told through TargetNegative: names
	// without the count make nothing negative here.
	names := Facts{TargetConditions: []string{"poison", "stun"}}
	if n := (Bonus{Per: PerNegative}).Count(names); n != 0 {
		t.Errorf("per negative on names alone = %d, want 0 (the count is the engine's)", n)
	}
	if (Bonus{When: []string{Negative}}).Count(Facts{TargetNegative: 1}) != 1 {
		t.Error("a target the engine counts one negative condition on has a negative condition")
	}
	if (Bonus{When: []string{BelowHalf}}).Count(Facts{SelfHP: 5, SelfMaxHP: 9}) != 0 {
		t.Error("5 of 9 hit points is not below half of 9 rounded up")
	}
	if (Bonus{When: []string{Undamaged}}).Count(Facts{TargetHP: 7, TargetMaxHP: 7}) != 1 {
		t.Error("a target with all its hit points is undamaged")
	}
}

// FuzzParse: Parse never panics, and what it reads is valid and written
// back to itself.
func FuzzParse(f *testing.F) {
	for _, s := range []string{"ally-adjacent add +2 xp 1", "melee per negative add +1", "self-invisible add stun poison xp 1",
		"alone adjacent add +2 pierce 1 push 2 pull 1 wound", "per ally-adjacent add +1", "add", "per", "alone add +", "target- add +1"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		b, err := Parse(s)
		if err != nil {
			return
		}
		if err := b.Validate(); err != nil {
			t.Fatalf("Parse(%q) = %+v, invalid: %v", s, b, err)
		}
		again, err := Parse(b.Format())
		if err != nil || !reflect.DeepEqual(again, b) {
			t.Fatalf("Parse(Format(Parse(%q))) = %+v, %v; want %+v", s, again, err, b)
		}
	})
}

// FuzzRead: Read never panics and reads only valid bonuses.
func FuzzRead(f *testing.F) {
	for _, s := range []string{"Add +2 attack and gain experience when the target is adjacent to any of your allies.",
		"Add +1 attack for each negative condition on the target", "Add stun and gain experience if you are invisible;Add +1 attack if the target is adjacent to you",
		"add +1 attack on each undamaged target", "add  and  if ", "add , if you are ed"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		bs, ok := Read(s)
		if !ok {
			if bs != nil {
				t.Fatalf("Read(%q) = %+v without ok", s, bs)
			}
			return
		}
		for _, b := range bs {
			if err := b.Validate(); err != nil {
				t.Fatalf("Read(%q): %+v invalid: %v", s, b, err)
			}
		}
	})
}
