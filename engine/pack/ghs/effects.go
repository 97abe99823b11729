package ghs

import (
	"fmt"
	"strconv"

	"strings"

	"github.com/haventable/haventable/engine/monster"
	"github.com/haventable/haventable/engine/pack"
)

// effectSub reads a sub-action that qualifies act in words (a "custom"
// sub-action, its label resolved: "Add +2 attack if the target is
// adjacent to any of the Hound's allies") into act, or a summon under an
// attack "in a hex adjacent to the target" into a summon after it
// (appended to extra); false when it is neither (pack.AttackEffect).
func effectSub(act *monster.Action, s gAction, extra *[]monster.Action) bool {
	if s.Type == "summon" && s.name() == "monsterStandee" && act.Type == monster.KindAttack && extra != nil && len(*extra) < pack.MaxActions/2 {
		// a summon under an attack "in a hex adjacent to the target": after it
		sums, ok := summons(s.ValueObj)
		if !ok || len(sums) != 1 || len(s.SubActions) != 1 || s.SubActions[0].Type != "custom" {
			return false
		}
		w := strings.ToLower(strings.TrimRight(s.SubActions[0].describe(), ". "))
		w = strings.TrimSuffix(w, " of the attack ability") // "… adjacent to the target<br>of the attack ability"
		if w != "in a hex adjacent to the target" && w != "in an empty hex adjacent to the target" {
			return false
		}
		sums[0].AdjacentTarget = true
		*extra = append(*extra, sums[0])
		return true
	}
	if s.Type != "custom" || len(s.SubActions) > 0 {
		return false
	}
	return pack.AttackEffect(act, s.describe())
}

// summonHealth reads a summoned monster's "health" in a summon's
// valueObject: none (its stat card's), "H", the summoner's current hit
// points (SummonerHP), or a number it starts with (hp, at most its
// maximum, as GHS's ActionsManager caps it); false for any other, which
// the engine does not play.
func summonHealth(h any) (summonerHP bool, hp int, ok bool) {
	switch v := h.(type) {
	case nil:
		return false, 0, true
	case string:
		return v == "H", 0, v == "H"
	case float64:
		if v == float64(int(v)) && v >= 1 && v <= monster.MaxAmount {
			return false, int(v), true
		}
	}
	return false, 0, false
}

// summonSubs reports whether a summon's sub-actions only say in words what
// its summons hold: nothing, or the summoner's hit points ("with H equal
// to the summoning Ooze's current hit point value …") when they take them.
func summonSubs(sums []monster.Action, subs []gAction) bool {
	for _, s := range subs {
		if s.Type != "custom" || len(s.SubActions) > 0 || len(sums) != 1 || !sums[0].SummonerHP {
			return false
		}
		t := strings.ToLower(s.describe())
		if !strings.Contains(t, "current hit point") {
			return false
		}
	}
	return true
}

// effectCustom reads a "custom" action that is an effect with its numbers
// in a sub-action: "If the move ability was performed," over a
// sufferDamage 1 (the monster's own damage, IfPerformed).
func effectCustom(a gAction) (monster.Action, bool) {
	if len(a.SubActions) != 1 || a.SubActions[0].Type != "sufferDamage" || len(a.SubActions[0].SubActions) > 0 {
		return monster.Action{}, false
	}
	n, ok := a.SubActions[0].number()
	if !ok || n.Relative || n.N < 1 {
		return monster.Action{}, false
	}
	// the words with the damage said as the engine's line reads it
	words := strings.TrimRight(pack.PlainText(fmt.Sprint(a.Value)), ",. ") + ", Self suffers " + strconv.Itoa(n.N) + " damage"
	return pack.PerformedDamageLine(words, "Self")
}

// hintNote makes a "hint" action that is a plain sentence about the card
// ("They are not moving this round.") a note on the last action of out
// that is not text (pack.NoteSentence, pack.AddNote); false when it is not
// one, or out has no such action: it stays a text action.
func hintNote(out []monster.Action, a gAction) bool {
	if a.Type != "hint" || len(a.SubActions) > 0 {
		return false
	}
	note, ok := pack.NoteSentence(a.name())
	return ok && pack.AddNote(out, note)
}

// performedSummon reads "If the attack ability was performed" over a
// summon "in a hex adjacent to the target" as that summon: it is placed
// next to the target of the monster's attack, and so only when the attack
// was made (the engine places none when it attacked nobody).
func performedSummon(a gAction) ([]monster.Action, bool) {
	w := strings.ToLower(strings.Trim(pack.PlainText(a.name()), ".:, "))
	if w != "if the attack ability was performed" || len(a.SubActions) != 1 {
		return nil, false
	}
	var extra []monster.Action
	attack := monster.Action{Type: monster.KindAttack}
	if !effectSub(&attack, a.SubActions[0], &extra) || len(extra) != 1 || !extra[0].AdjacentTarget {
		return nil, false
	}
	return extra, true
}
