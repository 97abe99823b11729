package monster

import (
	"fmt"
	"github.com/haventable/haventable/engine/condbonus"
	"slices"
	"strconv"
	"strings"

	"github.com/haventable/haventable/hexgrid"
)

// Resolved is one action worked out for one monster: the numbers it
// performs with, its stat card's added to the card's.
type Resolved struct {
	Type string
	// Value is the move, attack, heal, shield, retaliate or loot number.
	// A shield or retaliate includes the stat card's own. In a use action's
	// bonus it is what the element adds.
	Value int
	// Range is an attack's, heal's or retaliate's range; 0 is melee.
	Range      int
	Target     int // an attack's targets, at least 1
	Pierce     int
	Push, Pull int
	Jump       bool
	Flying     bool // a move of a flying monster
	Self       bool
	// Allies: every ally within Range (see Action.Allies).
	Allies bool
	// Attacked: at the target of the monster's attack (Action.Attacked).
	Attacked   bool
	Conditions []string
	Area       *hexgrid.Template
	Elements   []string
	Monster    string // summon
	Elite      bool   // summon
	Text       string
	// Bonus is what consuming the elements of a use action adds.
	Bonus []Resolved
	// AllyAdjacent is an attack's bonus against a target adjacent to any
	// of the monster's allies (see Action.AllyAdjacent).
	AllyAdjacent int
	// XPEachTarget is an attack's experience for each enemy targeted (see
	// Action.XPEachTarget).
	XPEachTarget int
	// Ifs are an attack's conditional bonuses (see Action.Ifs).
	Ifs []condbonus.Bonus
	// SummonerHP: a summon's monster starts with the summoner's current
	// hit points (see Action.SummonerHP).
	SummonerHP bool
	// SummonHP: a summon's monster starts with that many hit points (see
	// Action.SummonHP).
	SummonHP int
	// IfPerformed is a damage action's condition (see
	// Action.IfPerformed).
	IfPerformed string
	// Advantage: an attack with advantage (see Action.Advantage).
	Advantage bool
	// DamageDealt: a heal by the damage its attacks did (see
	// Action.DamageDealt).
	DamageDealt bool
	// AdjacentTarget: a summon next to the attack's target (see
	// Action.AdjacentTarget).
	AdjacentTarget bool
	// FocusFarthest, FocusRange, OneTarget and PathTargets: see Action's.
	FocusFarthest bool
	FocusRange    int
	OneTarget     bool
	PathTargets   bool
	// TargetHas and TargetHasBonus: an attack's bonus against a target
	// with a condition (see Action.TargetHas).
	TargetHas      string
	TargetHasBonus int
	// Spawn: a summon of ordinary monsters (see Action.Spawn). Counted:
	// the summon has a count (Action.Count), and Count is it at the stat
	// card's level (0 when the pack did not work it out); otherwise it
	// places one.
	Spawn   bool
	Counted bool
	Count   int
	// Closest: a damage on the closest enemy in sight (Action.Closest).
	Closest bool
	// Hazard: a damage of hazardous terrain's number (Action.Hazard): the
	// scenario sets Value (Scenario.MonsterPlan).
	Hazard bool
	// Summoned: a character's summon's own stats (Action.Summoned).
	Summoned *SummonStats
}

// Resolve works out actions for the monster with stat card st:
//
//   - move and attack: a relative value is added to the stat card's move or
//     attack, a fixed one replaces it;
//   - an attack's range likewise (an attack without a range is melee, even
//     for a ranged monster); its targets are the larger of the card's and
//     the stat card's (with the card's TargetPlus: the stat card's and
//     TargetPlus, at least one; and the stat card's TargetPlus), its
//     pierce, push and pull the sums, its conditions both;
//   - shield and retaliate add to the stat card's; retaliate's range is
//     the card's, else the stat card's, else 1;
//   - heal and loot use the card's number; a damage's, condition's, push's
//     or pull's relative range is added to the stat card's range, and is
//     at least 1;
//   - the rest is copied.
//
// A use action's bonus is not added to the stat card: it says what the
// element adds to the action before it. An action of another rank than
// st's (Action.Only) is left out: the monster does not perform it.
func Resolve(actions []Action, st StatCard) []Resolved {
	out := make([]Resolved, 0, len(actions))
	for _, a := range actions {
		if a.Performs(st) {
			out = append(out, resolve(a, st))
		}
	}
	return out
}

func resolve(a Action, st StatCard) Resolved {
	r := base(a)
	val := func(stat int) int {
		if a.Value == nil {
			return stat
		}
		return a.Value.Apply(stat)
	}
	switch a.Type {
	case KindMove:
		r.Value = val(st.Move)
		r.Flying = st.Flying
	case KindAttack:
		r.Value = a.formulaValue(st, val(st.Attack))
		if a.Range != nil {
			r.Range = a.Range.Apply(st.Range)
		}
		r.Target = max(a.Target, st.Target, 1)
		if a.TargetPlus != 0 {
			r.Target = max(st.Target+a.TargetPlus, 1) // "+1 target": the stat card's and one
		}
		if a.TargetFormula != "" && st.Level >= 0 && st.Level < len(a.TargetPerLevel) {
			r.Target = max(a.TargetPerLevel[st.Level], 1) // "target C", worked out by the pack
		}
		r.Target += st.TargetPlus // the stat card's "+1 target"
		r.Pierce = a.Pierce + st.Pierce
		r.Push, r.Pull = a.Push+st.Push, a.Pull+st.Pull
		for _, c := range st.Conditions {
			if !slices.Contains(r.Conditions, c) {
				r.Conditions = append(r.Conditions, c)
			}
		}
	case KindShield:
		r.Value = st.Shield + a.Own()
		if a.Range != nil {
			r.Range = a.Range.Apply(0)
		}
		r.Target = a.Target // one ally (Allies with one target)
	case KindDamage, KindPush, KindPull, KindCondition:
		// whom it affects: all enemies or allies within a range (relative:
		// to the stat card's, "curse, range +0"), or an area
		if a.Type != KindCondition {
			r.Value = val(0)
		}
		if a.Type == KindDamage {
			r.Value = a.formulaValue(st, r.Value)
		}
		if a.Range != nil {
			r.Range = a.Range.Apply(st.Range)
			if a.Range.Relative {
				r.Range = max(r.Range, 1) // a melee monster's: the adjacent hexes
			}
		}
		r.Target = a.Target
	case KindRetaliate:
		r.Value = st.Retaliate + a.Own()
		r.Range = max(st.RetaliateRange, 1)
		if a.Range != nil {
			r.Range = a.Range.Apply(st.RetaliateRange)
		}
	case KindSpecial, KindTrap:
		r.Value = val(0)
	case KindSummon:
		if a.Count != "" {
			r.Counted = true
			if st.Level >= 0 && st.Level < len(a.PerLevel) {
				r.Count = a.PerLevel[st.Level]
			}
		}
	case KindHeal, KindLoot:
		r.Value = val(0)
		if a.Type == KindHeal {
			r.Value = a.formulaValue(st, r.Value)
			r.Target = a.Target // "heal 3, range 2, target 2"
		}
		if a.Range != nil {
			r.Range = a.Range.Apply(0)
		}
	case KindUse, KindPerform:
		if a.Type == KindPerform {
			r.Target = 1 // one ally, within the range (none: anywhere)
			if a.Range != nil {
				r.Range = a.Range.Apply(0)
			}
		}
		for _, b := range a.Actions {
			br := base(b)
			if b.Value != nil {
				br.Value = b.Value.N
			}
			br.Value = b.formulaValue(st, br.Value)
			if b.Range != nil {
				br.Range = b.Range.N
			}
			br.Target = b.Target
			br.Pierce = b.Pierce
			r.Bonus = append(r.Bonus, br)
		}
	}
	return r
}

// base copies what an action says as it is.
func base(a Action) Resolved {
	r := Resolved{Type: a.Type, Push: a.Push, Pull: a.Pull, Jump: a.Jump, Self: a.Self, Allies: a.Allies, Attacked: a.Attacked,
		Conditions: slices.Clone(a.Conditions), Elements: slices.Clone(a.Elements),
		Monster: a.Monster, Elite: a.Elite, Text: a.Text, AllyAdjacent: a.AllyAdjacent, XPEachTarget: a.XPEachTarget, Ifs: condbonus.Clone(a.Ifs),
		SummonerHP: a.SummonerHP, SummonHP: a.SummonHP, IfPerformed: a.IfPerformed,
		Advantage: a.Advantage, DamageDealt: a.DamageDealt,
		AdjacentTarget: a.AdjacentTarget, FocusFarthest: a.FocusFarthest, FocusRange: a.FocusRange,
		OneTarget: a.OneTarget, PathTargets: a.PathTargets, TargetHas: a.TargetHas, TargetHasBonus: a.TargetHasBonus,
		Spawn: a.Spawn, Closest: a.Closest, Hazard: a.Hazard}
	if a.Summoned != nil {
		st := *a.Summoned
		r.Summoned = &st
	}
	if a.Area != nil {
		t := &hexgrid.Template{Self: a.Area.Self}
		for _, h := range a.Area.Hexes {
			if len(h) == 2 {
				t.Hexes = append(t.Hexes, hexgrid.H(h[0], h[1]))
			}
		}
		r.Area = t
	}
	return r
}

// String describes the action in English, as "Attack 3, Range 2, Poison".
// The app's screens word actions through their translations instead.
func (r Resolved) String() string {
	var parts []string
	add := func(format string, args ...any) { parts = append(parts, fmt.Sprintf(format, args...)) }
	switch r.Type {
	case KindMove:
		add("Move %d", r.Value)
	case KindAttack:
		add("Attack %d", r.Value)
	case KindHeal:
		add("Heal %d", r.Value)
	case KindShield:
		add("Shield %d", r.Value)
	case KindRetaliate:
		add("Retaliate %d", r.Value)
	case KindLoot:
		add("Loot %d", r.Value)
	case KindSpecial:
		add("Special %d", r.Value)
	case KindDamage:
		add("Damage %d", r.Value)
		if r.Hazard {
			add("as hazardous terrain")
		}
		if r.Closest {
			add("the closest enemy in sight, at any range")
		}
	case KindTrap:
		add("Create a %d damage trap in the empty hex next to it closest to an enemy", r.Value)
	case KindObstacle:
		add("Create an obstacle in the empty hex next to it closest to an enemy")
		if r.Hazard {
			add("its adjacent enemies suffer hazardous terrain damage")
		}
	case KindPush, KindPull:
		add("%s %d", title(r.Type), r.Value)
	case KindSummon:
		verb := "Summon"
		if r.Spawn {
			verb = "Spawn"
		}
		if r.Counted {
			verb += " " + strconv.Itoa(r.Count)
		}
		if r.Elite {
			add("%s elite %s", verb, r.Monster)
		} else {
			add("%s %s", verb, r.Monster)
		}
		if r.SummonerHP {
			add("with the summoner's hit points")
		}
		if r.SummonHP == 1 {
			add("with 1 hit point")
		} else if r.SummonHP > 1 {
			add("with %d hit points", r.SummonHP)
		}
		if r.AdjacentTarget {
			add("adjacent to the target")
		}
		if st := r.Summoned; st != nil {
			// a character's summon: its own stats
			add("Move %d", st.Move)
			add("Attack %d", st.Attack)
			if st.Range > 0 {
				add("Range %d", st.Range)
			}
		}
	case KindInfuse:
		add("Infuse %s", allOf(r.Elements)) // all of them: "any" is the one choice
	case KindUse:
		bonus := make([]string, len(r.Bonus))
		for i, b := range r.Bonus {
			bonus[i] = b.bonusString()
		}
		add("Use %s: %s", allOf(r.Elements), strings.Join(bonus, "; "))
		return strings.Join(parts, ", ")
	case KindPerform:
		nested := make([]string, len(r.Bonus))
		for i, b := range r.Bonus {
			nested[i] = b.String() // a whole action of the ally's, not a bonus
		}
		switch r.Range {
		case 0:
			return "Any one ally may perform: " + strings.Join(nested, "; ")
		case 1:
			return "One adjacent ally may perform: " + strings.Join(nested, "; ")
		}
		return fmt.Sprintf("One ally within range %d may perform: %s", r.Range, strings.Join(nested, "; "))
	case KindDisadvantage:
		add("Attacks on it have Disadvantage this round")
	case KindPass:
		add("Does not act")
	case KindSwitchRank:
		add("Elites become normal and normals elite")
	case KindText:
		return r.Text
	}
	if r.Range > 0 && (r.Type != KindRetaliate || r.Range > 1) {
		add("Range %d", r.Range)
	}
	if r.Target >= TargetAll {
		add("Target all")
	} else if r.Target > 1 {
		add("Target %d", r.Target)
	}
	if r.Pierce > 0 {
		add("Pierce %d", r.Pierce)
	}
	if r.Push > 0 {
		add("Push %d", r.Push)
	}
	if r.Pull > 0 {
		add("Pull %d", r.Pull)
	}
	if r.Area != nil {
		add("Area %d hexes", len(r.Area.Hexes))
	}
	if r.Jump {
		add("Jump")
	}
	if r.Flying {
		add("Flying")
	}
	if len(r.Conditions) > 0 {
		add("%s", titles(r.Conditions, ", "))
	}
	if r.AllyAdjacent > 0 {
		add("+%d Attack if the target is adjacent to an ally", r.AllyAdjacent)
	}
	if r.TargetHasBonus > 0 {
		add("+%d Attack if the target has %s", r.TargetHasBonus, title(r.TargetHas))
	}
	for _, b := range r.Ifs {
		add("if %s", b.Format())
	}
	if r.XPEachTarget > 0 {
		add("%d experience for each enemy targeted", r.XPEachTarget)
	}
	if r.Advantage {
		add("Advantage")
	}
	if r.FocusFarthest && r.FocusRange > 0 {
		add("Focus on the enemy farthest away within range %d", r.FocusRange)
	} else if r.FocusFarthest {
		add("Focus on the enemy farthest away")
	}
	if r.OneTarget {
		add("all attacks on one enemy")
	}
	if r.PathTargets {
		add("Target all enemies on or next to the hexes entered in the move")
	}
	if r.DamageDealt {
		add("the damage its attack did")
	}
	if r.Self {
		add("Self")
	}
	if r.Allies {
		add("Allies")
	}
	if r.IfPerformed != "" {
		add("if the %s was performed", r.IfPerformed)
	}
	if r.Attacked {
		add("At the target")
	}
	if r.Type != KindAttack && r.Text != "" {
		add("%s", r.Text)
	}
	return strings.Join(parts, ", ")
}

// bonusString describes a use action's bonus, as "+1 Attack, -1 Range,
// +1 Target, Wound": its numbers are what it adds.
func (r Resolved) bonusString() string {
	if r.Type == KindText {
		return r.Text
	}
	var parts []string
	main := ""
	switch r.Type {
	case KindMove, KindAttack, KindHeal, KindShield, KindRetaliate:
		main = fmt.Sprintf("%+d %s", r.Value, title(r.Type))
		if r.Value != 0 {
			parts, main = append(parts, main), ""
		}
		r.Type = ""
	}
	for _, n := range []struct {
		name string
		n    *int
	}{{"Range", &r.Range}, {"Target", &r.Target}, {"Pierce", &r.Pierce}, {"Push", &r.Push}, {"Pull", &r.Pull}} {
		if n.n == &r.Target && r.Target >= TargetAll {
			parts = append(parts, "Target all") // all targets, not a number more
			r.Target = 0
			continue
		}
		if *n.n != 0 {
			parts = append(parts, fmt.Sprintf("%+d %s", *n.n, n.name))
			*n.n = 0
		}
	}
	rest := r
	if rest.Type != KindDamage { // damage says its own number: "Damage 2"
		rest.Value = 0
	}
	if s := rest.String(); s != "" {
		parts = append(parts, s)
	}
	if len(parts) == 0 && main != "" {
		parts = []string{main} // "+0 Attack": nothing else to say
	}
	return strings.Join(parts, ", ")
}

// Summary joins the descriptions of actions with " | ".
func Summary(rs []Resolved) string {
	parts := make([]string, len(rs))
	for i, r := range rs {
		parts[i] = r.String()
	}
	return strings.Join(parts, " | ")
}

func title(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// allOf names elements that go together: "Fire", "Fire and Ice", "Fire,
// Ice and Dark".
func allOf(names []string) string {
	t := titles(names, ", ")
	if i := strings.LastIndex(t, ", "); i >= 0 {
		t = t[:i] + " and " + t[i+2:]
	}
	return t
}

func titles(names []string, sep string) string {
	out := make([]string, len(names))
	for i, n := range names {
		out[i] = title(n)
	}
	return strings.Join(out, sep)
}

// Own is the action's own number: its value's, 0 when it has none.
func (a Action) Own() int {
	if a.Value == nil {
		return 0
	}
	return a.Value.N
}

// formulaValue is a's value given as a formula of C and L (Formula: a
// damage's, an attack's or a heal's), worked out by the pack for the
// party at st's level (PerLevel); otherwise n.
func (a Action) formulaValue(st StatCard, n int) int {
	if a.Formula != "" && st.Level >= 0 && st.Level < len(a.PerLevel) {
		return a.PerLevel[st.Level] // "2+L/2", worked out by the pack
	}
	return n
}
