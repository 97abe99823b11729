package pack

import (
	"regexp"
	"strconv"
	"strings"

	"github.com/haventable/haventable/engine/monster"
)

// enemyDamageRE reads damage a card deals the monster's enemies without an
// attack, in the words the editions print (normalised by DamageLine):
// "All enemies suffer 2 damage", "All adjacent enemies suffer damage 2",
// "All adjacent enemies and allies suffer 1 damage", "All adjacent allies
// and enemies suffer damage 1", "All enemies within range 3 suffer 2
// damage", "All enemies within range suffer 2 damage" (the stat card's
// range).
var enemyDamageRE = regexp.MustCompile(`^(?i)all (adjacent )?(enemies|enemies and allies|allies and enemies)(?: within,?( range(?: (\d{1,2}))?))? suffers? (?:(\d{1,2}) damage|damage (\d{1,2}))$`)

// targetDamageRE reads damage at the target of the monster's attack:
// "The target also suffers 2 damage", "All enemies adjacent to the target
// suffer damage 2", "All allies and enemies adjacent to the target suffer
// 2 damage".
var targetDamageRE = regexp.MustCompile(`^(?i)(?:the target(?: also)? suffers|all (enemies|allies and enemies|enemies and allies) adjacent to the target suffer) (?:(\d{1,2}) damage|damage (\d{1,2}))$`)

// enemyDamage reads s, normalised, as damage on the monster's enemies (and
// with "allies and enemies" its allies too), or at the target of its
// attack; false when it is none.
func enemyDamage(s string) (monster.Action, bool) {
	if m := targetDamageRE.FindStringSubmatch(s); m != nil {
		v, _ := strconv.Atoi(m[2] + m[3])
		a := monster.Action{Type: monster.KindDamage, Value: monster.Fixed(v), Attacked: true}
		if m[1] != "" {
			a.Area, a.Allies = AdjacentArea(), strings.Contains(strings.ToLower(m[1]), "allies")
		}
		return a, true
	}
	m := enemyDamageRE.FindStringSubmatch(s)
	if m == nil || m[1] != "" && m[3] != "" {
		return monster.Action{}, false
	}
	v, _ := strconv.Atoi(m[5] + m[6])
	a := monster.Action{Type: monster.KindDamage, Value: monster.Fixed(v), Allies: strings.Contains(strings.ToLower(m[2]), "allies")}
	switch {
	case m[1] != "":
		a.Area = AdjacentArea()
	case m[4] != "":
		r, _ := strconv.Atoi(m[4])
		a.Target, a.Range = monster.TargetAll, monster.Fixed(r)
	case m[3] != "": // within range: the monster's own
		a.Target, a.Range = monster.TargetAll, monster.Plus(0)
	default: // all enemies, wherever they stand
		a.Target = monster.TargetAll
	}
	if a.Allies && a.Area == nil {
		return monster.Action{}, false // allies at a range: not said by any card read
	}
	return a, true
}

// withinRangeRE reads "Target all enemies within range" with no number:
// every enemy within the monster's own range.
var withinRangeRE = regexp.MustCompile(`^(?i)target (?:all|any) enemies within,? range$`)

// TargetAllWithinRange reads s, "Target all enemies within range" (no
// number), into attack, condition, push or pull a: every enemy within the
// action's range, the stat card's when the card gives none ("range +0");
// false, with a unchanged, when s is no such line or a already says whom.
func TargetAllWithinRange(a *monster.Action, s string) bool {
	s = strings.Join(strings.Fields(strings.NewReplacer("%range%", "range", "%target%", "Target", "^", " ").Replace(strings.TrimRight(s, ".\\ "))), " ")
	if a == nil || !withinRangeRE.MatchString(s) || a.Target != 0 || a.Area != nil || a.Allies {
		return false
	}
	switch a.Type {
	case monster.KindAttack, monster.KindCondition, monster.KindPush, monster.KindPull:
	default:
		return false
	}
	if a.Type == monster.KindCondition && Boons(a.Conditions) {
		return false
	}
	a.Target = monster.TargetAll
	if a.Range == nil {
		a.Range = monster.Plus(0)
	}
	return true
}

// grantRE reads "Grant all allies within range 2 and self:" (a shield or
// heal the monster gives them and itself, on the next line), and "Grant
// all adjacent allies and self:".
var grantRE = regexp.MustCompile(`^(?i)grant (?:all allies within,? range (\d{1,2}) and self|self and all allies within,? range (\d{1,2})|(all adjacent allies and self|self and all adjacent allies)):?$`)

// Granted reads s, a grant's words, into heal or shield a that follows
// it: on the monster and every ally within the range. False, with a
// unchanged, when s is no such grant or a no heal or shield.
func Granted(a *monster.Action, s string) bool {
	s = strings.Join(strings.Fields(strings.NewReplacer("%range%", "range", "^", " ", "<br>", " ").Replace(strings.TrimRight(s, ".\\ "))), " ")
	m := grantRE.FindStringSubmatch(s)
	if m == nil || a == nil || (a.Type != monster.KindHeal && a.Type != monster.KindShield) {
		return false
	}
	if m[3] != "" {
		return AffectWhom(a, "Affect self and all adjacent allies")
	}
	return AffectWhom(a, "Affect self and all allies within range "+m[1]+m[2])
}

// allEnemiesRE reads "all enemies" or "Target all enemies" with no range:
// every enemy in play.
var allEnemiesRE = regexp.MustCompile(`^(?i)(?:target )?all enemies$`)

// AllEnemies reads s, "all enemies", into condition, damage, push or pull
// a: every enemy in play, wherever it stands. False, with a unchanged,
// when s is no such line, a already says whom, or a condition is a boon.
func AllEnemies(a *monster.Action, s string) bool {
	s = strings.Join(strings.Fields(strings.NewReplacer("^", " ", "<br>", " ").Replace(strings.TrimRight(s, ".\\ "))), " ")
	if a == nil || !allEnemiesRE.MatchString(s) || a.Target != 0 || a.Range != nil || a.Area != nil || a.Allies || a.Self {
		return false
	}
	switch {
	case a.Type == monster.KindCondition && !Boons(a.Conditions), a.Type == monster.KindDamage, a.Type == monster.KindPush, a.Type == monster.KindPull:
		a.Target = monster.TargetAll
		return true
	}
	return false
}
