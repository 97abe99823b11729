// Package monster holds what a monster plays: its ability cards' actions
// (Action), its stat card at one scenario level for one party
// (StatCard), and an action worked out for one monster (Resolve). The
// engine keeps the cards a scenario drew as these values and plays them;
// the data packs (engine/pack) read and write them in their files.
package monster

import (
	"bytes"
	"encoding/json"
	"fmt"
	"github.com/haventable/haventable/engine/condbonus"
	"regexp"
	"slices"
	"strconv"
	"strings"
)

// Action kinds.
const (
	KindMove      = "move"
	KindAttack    = "attack"
	KindHeal      = "heal"
	KindShield    = "shield"
	KindRetaliate = "retaliate"
	KindLoot      = "loot"
	KindSummon    = "summon"
	KindInfuse    = "infuse"
	KindUse       = "use"
	KindCondition = "condition"
	// KindSpecial is a boss's "Special N": its stat card's special action N
	// (Value, 1 to MaxSpecials), played as those actions (Expand).
	KindSpecial = "special"
	// KindDamage is damage suffered, not an attack: with Self the
	// monster's own ("the Cultist suffers 2 damage"), else its enemies'
	// that Area, Target and Range say ("all adjacent enemies suffer 2
	// damage").
	KindDamage = "damage"
	// KindPush and KindPull are forced movement without an attack ("Push
	// 1, target all adjacent enemies"), on the enemies Area, Target and
	// Range say, with Conditions too ("push 1 and poison").
	KindPush = "push"
	KindPull = "pull"
	// KindDisadvantage: every attack targeting the monster gains
	// disadvantage for the rest of the round, from its turn's start ("All
	// attacks targeting the Giant Viper this round gain Disadvantage").
	KindDisadvantage = "disadvantage"
	// KindPass: the monster performs no ability this turn ("Does not
	// perform a turn", "Nothing").
	KindPass = "pass"
	// KindSwitchRank: every monster of the card's type in play becomes
	// elite if it was normal and normal if it was elite ("All elite Ice
	// Wraiths become normal, and all normal Ice Wraiths become elite").
	KindSwitchRank = "switch-rank"
	// KindTrap: the monster creates a trap of Value damage in the empty
	// hex adjacent to it closest to an enemy ("Create one 3 damage trap in
	// an adjacent empty hex closest to an enemy").
	KindTrap = "trap"
	// KindObstacle: the monster places a one-hex obstacle in the empty
	// hex adjacent to it closest to an enemy; with Hazard every enemy
	// adjacent to the obstacle then suffers hazardous terrain damage.
	KindObstacle = "obstacle"
	// KindPerform is a class card's "One ally within range 3 may perform
	// Attack 2": one ally of the card's player within Range (1: an adjacent
	// one; nil: any one ally) may perform the one action in Actions (a move, an attack or a
	// heal) as its own. Never a monster's.
	KindPerform = "perform"
	KindText    = "text"
)

// ActionKinds lists the action kinds in the order the data format
// documents.
var ActionKinds = []string{KindMove, KindAttack, KindHeal, KindShield, KindRetaliate, KindLoot,
	KindSummon, KindInfuse, KindUse, KindCondition, KindSpecial, KindDamage, KindPush, KindPull, KindDisadvantage, KindPass, KindSwitchRank, KindTrap, KindObstacle, KindPerform, KindText}

// MaxSpecials is how many special actions a boss's stat card may have.
const MaxSpecials = 9

// Expand returns actions with each "Special N" replaced by the actions of
// special action N of st (a boss's stat card); one st lacks stays as it
// is, and Resolve words it "Special N". The actions returned are new; a
// card's own are never changed.
func Expand(actions []Action, st StatCard) []Action {
	if !slices.ContainsFunc(actions, func(a Action) bool { return a.Type == KindSpecial }) {
		return actions
	}
	out := make([]Action, 0, len(actions))
	for _, a := range actions {
		if n := a.Own(); a.Type == KindSpecial && n >= 1 && n <= len(st.Special) {
			out = append(out, CloneActions(st.Special[n-1])...)
			continue
		}
		out = append(out, a)
	}
	return out
}

// AnyElement in an infuse or use action's elements is any one element.
const AnyElement = "any"

// Action is one line of an ability card (or of a boss's special action).
//
// Value and Range are relative to the stat card ("+1", "-1") or fixed (an
// integer). Which fields mean something depends on Type: see
// docs/data-format.md.
type Action struct {
	Type  string  `json:"type,required"`
	Value *Amount `json:"value,omitempty"`
	Range *Amount `json:"range,omitempty"`
	// Target is the number of targets of an attack (0: one, or the stat
	// card's; TargetAll: every enemy it can reach).
	Target int  `json:"target,omitempty"`
	Pierce int  `json:"pierce,omitempty"`
	Push   int  `json:"push,omitempty"`
	Pull   int  `json:"pull,omitempty"`
	Jump   bool `json:"jump,omitempty"`
	// Self: a heal or shield on the monster itself.
	Self bool `json:"self,omitempty"`
	// Allies: a heal, shield or condition on every ally of the monster
	// (the monsters of its side) within Range (1: the adjacent ones), and
	// on the monster too with Self. With Target 1, on one ally within
	// Range, not every one (a class card's "shield 1, target one adjacent
	// ally").
	Allies bool `json:"allies,omitempty"`
	// Attacked: a damage or condition on the target of the monster's
	// attack ("the target also suffers 2 damage"), or with the six-hex
	// Area on the figures adjacent to it ("all enemies adjacent to the
	// target suffer 2 damage"), carried out once the attack is made; in
	// a use's bonus after an action on enemies, that action's targets.
	Attacked bool `json:"attacked,omitempty"`
	// Conditions are added by an attack, or applied by a condition action.
	Conditions []string `json:"conditions,omitempty"`
	Area       *Area    `json:"area,omitempty"`
	// Elements are infused (infuse) or consumed (use); "any" is any one.
	Elements []string `json:"elements,omitempty"`
	// Monster is the type a summon action summons.
	Monster string `json:"monster,omitempty"`
	// Elite: the summoned monster is elite.
	Elite bool `json:"elite,omitempty"`
	// Text is the whole line for a text action, a note otherwise.
	Text string `json:"text,omitempty"`
	// Actions are a use action's bonus: what the consumed element adds;
	// a perform action's one action the ally performs.
	Actions []Action `json:"actions,omitempty"`
	// AllyAdjacent is an attack's bonus against a target adjacent to any
	// of the monster's allies ("Add +2 attack if the target is adjacent
	// to any of the Hound's allies"); 0: none.
	AllyAdjacent int `json:"ally_adjacent,omitempty"`
	// XPEachTarget is a character's attack's experience for each enemy
	// it targets ("Gain experience for each enemy targeted", a class
	// card's; the players add it): its attacker gains that much per
	// target. 0: none. Never a monster's.
	XPEachTarget int `json:"xp_each_target,omitempty"`
	// Ifs are an attack's conditional bonuses ("+2 Attack and gain
	// experience if the target is adjacent to any of your allies"), each
	// checked on the table for each target (engine/condbonus).
	Ifs []condbonus.Bonus `json:"if,omitempty"`
	// SummonerHP: the monster a summon summons starts with the summoner's
	// current hit points, at most its own maximum ("Summon normal Ooze
	// with a hit point value equal to the summoning Ooze's current hit
	// point value").
	SummonerHP bool `json:"summoner_hp,omitempty"`
	// SummonHP: the monster a summon summons starts with that many hit
	// points, at most its own maximum ("health": 1 in Gloomhaven
	// Secretariat's summon); 0: its maximum.
	SummonHP int `json:"summon_hp,omitempty"`
	// Summoned holds the own stats of a character's summon, as its class
	// card gives them ("Summon Battle Bot: 7 hit points, move 3, attack
	// 3"): its hit points are SummonHP, Monster is its name (no monster
	// type of a pack) and a note in Text its other abilities. Nil for a
	// monster's summon.
	Summoned *SummonStats `json:"summoned,omitempty"`
	// IfPerformed is a damage action's condition: the monster suffers it
	// only if it performed that ability (KindAttack, KindMove) in its turn
	// ("If this attack is performed, the Stone Golem suffers 2 damage");
	// "" for none.
	IfPerformed string `json:"if_performed,omitempty"`
	// Advantage: an attack the monster performs with advantage (the
	// card's "Advantage" under it).
	Advantage bool `json:"advantage,omitempty"`
	// DamageDealt: a heal (with Self) whose number is the damage the
	// targets of the monster's attacks suffered in its turn ("heal X,
	// self, X is the damage suffered by the target of the attack"); its
	// Value is 0.
	DamageDealt bool `json:"damage_dealt,omitempty"`
	// AdjacentTarget: a summon's monster is placed in a hex adjacent to
	// the target of the summoner's attack ("Summon normal Deep Terror in a
	// hex adjacent to the target").
	AdjacentTarget bool `json:"adjacent_target,omitempty"`
	// FocusFarthest: on the card's move or attack, the monster focuses on
	// the enemy farthest away for its turn ("Focus on the enemy farthest
	// away"), with FocusRange (1 to 99) only among those within that range
	// ("… within range 7"); see docs/monster-turns.md.
	FocusFarthest bool `json:"focus_farthest,omitempty"`
	FocusRange    int  `json:"focus_range,omitempty"`
	// OneTarget: an attack made as many times as its targets, all on one
	// enemy, its focus ("Target 1 enemy with all attacks").
	OneTarget bool `json:"one_target,omitempty"`
	// PathTargets: an attack on every enemy occupying or adjacent to a hex
	// the monster entered during its move this turn ("Target all enemies
	// occupying or adjacent to hexes entered during the movement").
	PathTargets bool `json:"path_targets,omitempty"`
	// Only are the ranks of the monsters that perform the action
	// (RankNormal, RankElite, RankBoss); empty: every monster. A card
	// that says what one rank does differently holds an action for that
	// rank and one for the others ("Normal: range 4" under an attack,
	// "Normal Wavethrowers summon normal Eels, elites summon elites").
	Only []string `json:"only,omitempty"`
	// TargetPlus is an attack's targets relative to the stat card's ("+1
	// target", "-1 target": the stat card's and one more, one fewer; at
	// least one); 0: none, and Target says them.
	TargetPlus int `json:"target_plus,omitempty"`
	// TargetFormula is an attack's number of targets as a formula of C and
	// L ("C": one a character, "C-1"), in place of Target and TargetPlus;
	// TargetPerLevel holds it worked out for the party at scenario levels
	// 0, 1 …, as PerLevel does a Count (at least one target).
	TargetFormula  string `json:"target_formula,omitempty"`
	TargetPerLevel []int  `json:"target_per_level,omitempty"`
	// TargetHas and TargetHasBonus are an attack's bonus against a target
	// that has condition TargetHas ("Add +2 attack if the target has
	// wound"); TargetHasBonus 0: none.
	TargetHas      string `json:"target_has,omitempty"`
	TargetHasBonus int    `json:"target_has_bonus,omitempty"`
	// Slots are the enhancement slots a class card prints on the action:
	// a shape ("square", "circle", "diamond", "diamond-plus", "hex",
	// "any") on the action's own line, or "line:shape" on one of its
	// lines (range, target, pierce, push, pull, area). Empty: the card
	// does not say (see Slot, and engine.Stickers).
	Slots []string `json:"slots,omitempty"`
	// Spawn: a summon whose monsters are ordinary monsters of the
	// scenario, not summons (no summoner; they act as their type does and
	// drop no money): "Spawn C/2 Blood Imps".
	Spawn bool `json:"spawn,omitempty"`
	// Count is how many monsters a summon places, a formula of the
	// number of characters C and the scenario level L as data packs
	// write them ("C/2": division rounds up); "" is one. PerLevel holds
	// it worked out for the party at scenario levels 0, 1 …, as the data
	// pack fills it when the table is made (see Count).
	Count    string `json:"count,omitempty"`
	PerLevel []int  `json:"per_level,omitempty"`
	// Formula is a damage's value as a formula of C and L, in place of
	// Value ("2+L/2"); PerLevel holds it worked out as for Count.
	Formula string `json:"formula,omitempty"`
	// Closest: a damage on the one enemy closest to the monster in its
	// line of sight, at any range ("The closest enemy in line-of-sight,
	// regardless of range, suffers 2 damage"); the players choose among
	// equally close ones.
	Closest bool `json:"closest,omitempty"`
	// Hazard: a damage whose number is what hazardous terrain deals in
	// the scenario's edition at its level ("All adjacent enemies suffer
	// hazardous terrain damage"); its Value is 0. On an obstacle: the
	// enemies adjacent to it suffer that damage.
	Hazard bool `json:"hazard,omitempty"`
}

// SummonStats are a character's summon's move, attack and range (0:
// none, or melee).
type SummonStats struct {
	Move   int `json:"move"`
	Attack int `json:"attack"`
	Range  int `json:"range,omitempty"`
}

// Area is an area-of-effect template: hexes [q, r] relative to the origin;
// with Self the origin is the monster's own hex (grey), else the template
// is placed freely within range.
type Area struct {
	Hexes [][]int `json:"hexes,required"`
	Self  bool    `json:"self,omitempty"`
}

// Amount is an action's number: relative to the stat card (Relative, N is
// added to the stat: "+1", "-1", "+0") or fixed (N is the number). In JSON
// a fixed amount is an integer, a relative one a string with its sign.
type Amount struct {
	Relative bool
	N        int
}

// MaxAmount bounds the number of an action.
const MaxAmount = 99

// TargetAll is an attack's Target for "target all (enemies within range)":
// as many targets as there can be.
const TargetAll = MaxAmount

// Plus returns the relative amount +n (or -n when n < 0).
func Plus(n int) *Amount { return &Amount{Relative: true, N: n} }

// Fixed returns the fixed amount n.
func Fixed(n int) *Amount { return &Amount{N: n} }

// String returns "+1", "-2", "+0" for relative amounts and "3" for fixed.
func (a Amount) String() string {
	if a.Relative {
		if a.N < 0 {
			return strconv.Itoa(a.N)
		}
		return "+" + strconv.Itoa(a.N)
	}
	return strconv.Itoa(a.N)
}

// Apply returns the amount worked out against the stat card's number.
func (a Amount) Apply(stat int) int {
	if a.Relative {
		return max(stat+a.N, 0)
	}
	return a.N
}

// ParseAmount reads "+N" or "-N" (relative) or "N" (fixed).
func ParseAmount(s string) (Amount, error) {
	rel := strings.HasPrefix(s, "+") || strings.HasPrefix(s, "-")
	n, err := strconv.Atoi(strings.TrimPrefix(s, "+"))
	if err != nil || n < -MaxAmount || n > MaxAmount {
		return Amount{}, fmt.Errorf("want \"+N\", \"-N\" or an integer up to %d, found %q", MaxAmount, s)
	}
	return Amount{Relative: rel, N: n}, nil
}

// MarshalJSON writes a fixed amount as an integer, a relative one as a
// signed string.
func (a Amount) MarshalJSON() ([]byte, error) {
	if a.Relative {
		return json.Marshal(a.String())
	}
	return []byte(strconv.Itoa(a.N)), nil
}

var relativeRE = regexp.MustCompile(`^[+-][0-9]{1,2}$`)

// UnmarshalJSON reads an integer from 0 to MaxAmount (fixed) or a string
// "+N" or "-N" (relative), as MarshalJSON writes them.
func (a *Amount) UnmarshalJSON(data []byte) error {
	data = bytes.TrimSpace(data)
	if len(data) > 0 && data[0] == '"' {
		var s string
		if err := json.Unmarshal(data, &s); err != nil {
			return err
		}
		if !strings.HasPrefix(s, "+") && !strings.HasPrefix(s, "-") {
			return fmt.Errorf("a relative amount starts with + or -, found %q (write a fixed amount as an integer)", s)
		}
		if !relativeRE.MatchString(s) {
			return fmt.Errorf("want \"+N\" or \"-N\" with N from 0 to %d, found %q", MaxAmount, s)
		}
		am, err := ParseAmount(s)
		if err != nil {
			return err
		}
		*a = am
		return nil
	}
	n, err := strconv.Atoi(string(data))
	if err != nil {
		return fmt.Errorf("want an integer or \"+N\"/\"-N\", found %.40s", data)
	}
	if n < 0 || n > MaxAmount {
		return fmt.Errorf("fixed amount %d out of 0..%d", n, MaxAmount)
	}
	*a = Amount{N: n}
	return nil
}
