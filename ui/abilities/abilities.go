// Package abilities tells monster ability cards in the player's words: the
// card a monster type drew this round (engine.Scenario.Ability), with its
// actions as the engine plays them for the type's monsters
// (engine.Scenario.MonsterPlan: "Move 3 · Attack 2, range 3, Poison"),
// normal and elite.
package abilities

import (
	"fmt"
	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/engine/monster"
	"slices"
	"strconv"
	"strings"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/locales"
	"github.com/haventable/haventable/ui/cards"
	"github.com/haventable/haventable/ui/screen"
)

// Card is a drawn ability card as the players read it.
type Card struct {
	// Title names the card and its initiative ("Gnaw · 35"), and says when
	// the deck is shuffled at the end of the round.
	Title string
	// Name, Initiative and Shuffle are the card's, for a card drawn
	// (CardWidget).
	Name       string
	Initiative int
	Shuffle    bool
	// Normal and Elite are the card's actions for a normal and an elite
	// monster of the type, empty when no such monster is on the map (or the
	// data packs lack the card).
	Normal, Elite string
}

// Drawn tells the card monster type monsterType drew this round in scn,
// its actions as the engine plays them for the type's normal and elite
// monsters on the map (engine.Scenario.MonsterPlan); false when the type
// has no ability deck or has drawn no card yet.
func Drawn(tr locales.Tr, scn *engine.Scenario, monsterType string) (Card, bool) {
	ab, ok := scn.Ability(monsterType)
	if !ok || ab.Card < 0 {
		return Card{}, false
	}
	name := CardName(tr, ab.Info.Name, ab.Info.Number)
	out := Card{Title: tr.T("AbilityTitle", "Name", name, "Initiative", ab.Info.Initiative),
		Name: name, Initiative: ab.Info.Initiative, Shuffle: ab.Shuffle}
	if ab.Shuffle {
		out.Title = tr.T("AbilityTitleShuffle", "Title", out.Title)
	}
	read := false
	for _, f := range scn.Standees(monsterType) {
		side := &out.Normal
		if f.Elite {
			side = &out.Elite
		}
		if *side != "" {
			continue
		}
		if p, ok := scn.MonsterPlan(f.ID); ok {
			*side, read = Actions(tr, p.Actions), true
		}
	}
	if !read && len(ab.Info.Actions) == 0 {
		out.Normal = tr.T("AbilityNotInPacks")
	}
	return out, true
}

// CardName names an ability card as it is printed: its name and number
// ("Shield Bash (524)"), its name alone when it has no number, "Card 524"
// when it has no name.
func CardName(tr locales.Tr, name string, number int) string {
	switch {
	case number <= 0:
		return name
	case name == "" || name == strconv.Itoa(number):
		return tr.T("AbilityCardUnnamed", "Number", number)
	}
	return tr.T("AbilityCardNumbered", "Name", name, "Number", number)
}

// Actions tells a card's actions, worked out for one monster, one after the
// other.
func Actions(tr locales.Tr, rs []monster.Resolved) string {
	parts := make([]string, 0, len(rs))
	for _, r := range rs {
		if t := Action(tr, r); t != "" {
			parts = append(parts, t)
		}
	}
	return strings.Join(parts, " · ")
}

// Action tells one action worked out for one monster ("Attack 3, range 2,
// Poison"). A move of 0 (a monster that does not move) is left out.
func Action(tr locales.Tr, r monster.Resolved) string { return action(tr, r, false) }

// UseBonus words what consuming an element adds (an element use's Bonus):
// "Attack +2; Range +1".
func UseBonus(tr locales.Tr, bonus []monster.Resolved) string {
	extra := make([]string, len(bonus))
	for i, b := range bonus {
		extra[i] = action(tr, b, true)
	}
	return strings.Join(extra, "; ")
}

// action is Action; with bonus, the numbers are what an element adds
// ("Attack +1").
func action(tr locales.Tr, r monster.Resolved, bonus bool) string {
	num := func(n int) string {
		if bonus {
			return fmt.Sprintf("%+d", n)
		}
		return strconv.Itoa(n)
	}
	effect := func(k modifier.EffectKind, n int) string {
		return cards.EffectLabel(tr, modifier.Effect{Kind: k, Amount: n})
	}
	var parts []string
	add := func(s string) { parts = append(parts, s) }
	switch r.Type {
	case monster.KindMove:
		if r.Value == 0 && !bonus {
			return ""
		}
		if r.Value != 0 {
			add(tr.T("AbilityMove", "N", num(r.Value)))
		}
	case monster.KindAttack:
		if r.Value != 0 || !bonus { // a bonus may add only range or targets
			add(tr.T("AbilityAttack", "N", num(r.Value)))
		}
	case monster.KindHeal:
		add(effect(modifier.Heal, max(r.Value, 1)))
	case monster.KindShield:
		add(effect(modifier.Shield, max(r.Value, 1)))
	case monster.KindRetaliate:
		add(tr.T("AbilityRetaliate", "N", r.Value))
	case monster.KindLoot:
		add(tr.T("AbilityLoot", "N", r.Value))
	case monster.KindDamage:
		add(tr.T("AbilityDamage", "N", r.Value))
		if r.Hazard {
			add(tr.T("AbilityHazard"))
		}
		if r.Closest {
			add(tr.T("AbilityClosest"))
		}
	case monster.KindPush:
		add(effect(modifier.Push, max(r.Value, 1)))
	case monster.KindPull:
		add(effect(modifier.Pull, max(r.Value, 1)))
	case monster.KindSpecial: // a boss's special action its stat card lacks
		add(tr.T("AbilitySpecial", "N", r.Value))
	case monster.KindSummon:
		if r.Spawn {
			n := 1
			if r.Counted {
				n = r.Count
			}
			if r.Elite {
				add(tr.T("AbilitySpawnElite", "N", n, "Name", r.Monster))
			} else {
				add(tr.T("AbilitySpawn", "N", n, "Name", r.Monster))
			}
			break
		}
		if r.Elite {
			add(tr.T("AbilitySummonElite", "Name", r.Monster))
		} else {
			add(tr.T("AbilitySummon", "Name", r.Monster))
		}
		if r.SummonerHP {
			add(tr.T("AbilitySummonerHP"))
		}
		if r.SummonHP > 0 && r.Summoned == nil {
			add(tr.N("AbilitySummonHP", r.SummonHP, "N", r.SummonHP))
		}
		if st := r.Summoned; st != nil {
			add(tr.N("AbilitySummonOwnHP", r.SummonHP, "N", r.SummonHP))
			// a character's summon: its own stats
			if st.Move > 0 {
				add(tr.T("AbilityMove", "N", st.Move))
			}
			if st.Attack > 0 {
				add(tr.T("AbilityAttack", "N", st.Attack))
			}
			if st.Range > 0 {
				add(tr.T("AbilityRange", "N", st.Range))
			}
		}
		if r.AdjacentTarget {
			add(tr.T("AbilityAdjacentTarget"))
		}
	case monster.KindInfuse:
		add(tr.T("AbilityInfuse", "Elements", elements(tr, r.Elements)))
	case monster.KindUse:
		return tr.T("AbilityUse", "Elements", elements(tr, r.Elements), "Bonus", UseBonus(tr, r.Bonus))
	case monster.KindPerform:
		// one ally performs a whole action of its own: no bonus numbers
		nested := make([]string, len(r.Bonus))
		for i, b := range r.Bonus {
			nested[i] = action(tr, b, false)
		}
		switch r.Range {
		case 0:
			return tr.T("AbilityPerformAny", "Action", strings.Join(nested, "; "))
		case 1:
			return tr.T("AbilityPerformAdjacent", "Action", strings.Join(nested, "; "))
		}
		return tr.T("AbilityPerform", "Range", r.Range, "Action", strings.Join(nested, "; "))
	case monster.KindDisadvantage:
		add(tr.T("AbilityDisadvantage"))
	case monster.KindPass:
		add(tr.T("AbilityPass"))
	case monster.KindSwitchRank:
		add(tr.T("AbilitySwitchRank"))
	case monster.KindTrap:
		add(tr.T("AbilityTrap", "N", r.Value))
	case monster.KindObstacle:
		add(tr.T("AbilityObstacle"))
		if r.Hazard {
			add(tr.T("AbilityObstacleHazard"))
		}
	case monster.KindCondition:
		// the conditions follow
	case monster.KindText:
		return r.Text
	default:
		return r.Text
	}
	if r.Range > 0 && (r.Type != monster.KindRetaliate || r.Range > 1) {
		add(tr.T("AbilityRange", "N", num(r.Range)))
	}
	switch {
	case r.Target >= monster.TargetAll:
		add(tr.T("AbilityTargetsAll")) // all, never "+99"
	case bonus && r.Target > 0:
		add(tr.N("AbilityTargets", r.Target, "N", num(r.Target))) // "+1 target": one more
	case r.Target > 1:
		add(tr.N("AbilityTargets", r.Target, "N", r.Target))
	}
	if r.Pierce > 0 {
		add(effect(modifier.Pierce, r.Pierce))
	}
	if r.Push > 0 {
		add(effect(modifier.Push, r.Push))
	}
	if r.Pull > 0 {
		add(effect(modifier.Pull, r.Pull))
	}
	if r.Area != nil {
		add(tr.N("AbilityArea", len(r.Area.Hexes), "N", len(r.Area.Hexes)))
	}
	if r.Jump {
		add(tr.T("AbilityJump"))
	}
	if r.Flying {
		add(tr.T("AbilityFlying"))
	}
	for _, c := range r.Conditions {
		add(named(tr, c))
	}
	if r.AllyAdjacent > 0 {
		add(tr.T("AbilityAllyAdjacent", "N", r.AllyAdjacent))
	}
	for _, b := range r.Ifs {
		add(cards.IfLine(tr, b)) // "+2 attack, 1 experience if the target is next to one of your allies"
	}
	if r.XPEachTarget > 0 {
		add(tr.N("AbilityXPEachTarget", r.XPEachTarget, "N", r.XPEachTarget))
	}
	if r.TargetHasBonus > 0 {
		add(tr.T("AbilityTargetHas", "N", r.TargetHasBonus, "Condition", named(tr, r.TargetHas)))
	}
	if r.Advantage {
		add(tr.T("AbilityAdvantage"))
	}
	if r.FocusFarthest && r.FocusRange > 0 {
		add(tr.T("AbilityFocusFarthestRange", "N", r.FocusRange))
	} else if r.FocusFarthest {
		add(tr.T("AbilityFocusFarthest"))
	}
	if r.OneTarget {
		add(tr.T("AbilityOneTarget"))
	}
	if r.PathTargets {
		add(tr.T("AbilityPathTargets"))
	}
	if r.DamageDealt {
		add(tr.T("AbilityDamageDealt"))
	}
	switch r.IfPerformed {
	case monster.KindAttack:
		add(tr.T("AbilityIfAttacked"))
	case monster.KindMove:
		add(tr.T("AbilityIfMoved"))
	}
	if r.Self {
		add(tr.T("AbilitySelf"))
	}
	if r.Allies && r.Target == 1 {
		add(tr.T("AbilityOneAlly")) // one ally within range, not every one
	} else if r.Allies {
		add(tr.T("AbilityAllies"))
	}
	if r.Attacked {
		add(tr.T("AbilityAttacked"))
	}
	if r.Type != monster.KindText && r.Text != "" {
		add(r.Text)
	}
	return strings.Join(parts, ", ")
}

// named is a condition or element in the player's words, as cards print
// it; a name the cards do not know is shown as written.
func named(tr locales.Tr, name string) string {
	if k, ok := modifier.ParseEffectKind(name); ok {
		return cards.EffectLabel(tr, modifier.Effect{Kind: k})
	}
	return name
}

// elements tells the elements of an infuse or use action ("Fire and
// Ice"): a card infuses every element it shows, and a use consumes them
// all (docs/monster-cards.md); "any element" is the one choice.
func elements(tr locales.Tr, names []string) string {
	words := make([]string, len(names))
	for i, n := range names {
		if n == "any" {
			words[i] = tr.T("AbilityAnyElement")
		} else {
			words[i] = named(tr, n)
		}
	}
	words = slices.Compact(words)
	if n := len(words); n > 1 {
		return strings.Join(words[:n-1], ", ") + tr.T("AbilityAnd") + words[n-1] // "Fire, Ice and Dark"
	}
	return strings.Join(words, "")
}

// Standees tells the standees of monster type monsterType on the map in
// the order they act (elite first, then by number), one line each: its
// hit points, and its conditions with what they change this turn ("Stun:
// no ability", "Muddle: disadvantage" ...).
func Standees(tr locales.Tr, scn *engine.Scenario, monsterType string) []string {
	fs := scn.Standees(monsterType)
	out := make([]string, 0, len(fs))
	for _, f := range fs {
		line := tr.T("AbilityStandee", "Name", screen.NameOf(scn, f.ID), "HP", f.HP, "Max", f.MaxHP)
		if f.Elite {
			line = tr.T("AbilityStandeeElite", "Name", screen.NameOf(scn, f.ID), "HP", f.HP, "Max", f.MaxHP)
		}
		var notes []string
		for _, k := range f.Conditions.List() {
			notes = append(notes, conditionEffect(tr, k))
		}
		if len(notes) > 0 {
			line += " · " + strings.Join(notes, ", ")
		}
		out = append(out, line)
	}
	return out
}

// Notes returns the rules monster type monsterType has of its own, as its
// stat cards say them in words ("Attackers gain disadvantage", a boss's
// specials): its normal's, then its elite's when they differ.
func Notes(scn *engine.Scenario, monsterType string) []string {
	var out []string
	for _, elite := range []bool{false, true} {
		if st, ok := scn.MonsterStatCard(monsterType, elite); ok && st.Notes != "" && !slices.Contains(out, st.Notes) {
			out = append(out, st.Notes)
		}
	}
	return out
}

// conditionEffect names a condition and, for those that change a
// monster's turn, what they change.
func conditionEffect(tr locales.Tr, k modifier.EffectKind) string {
	name := cards.EffectLabel(tr, modifier.Effect{Kind: k})
	switch k {
	case modifier.Stun:
		return tr.T("AbilityStunned", "Name", name)
	case modifier.Disarm:
		return tr.T("AbilityDisarmed", "Name", name)
	case modifier.Immobilize:
		return tr.T("AbilityImmobilized", "Name", name)
	case modifier.Muddle:
		return tr.T("AbilityMuddled", "Name", name)
	case modifier.Strengthen:
		return tr.T("AbilityStrengthened", "Name", name)
	}
	return name
}
