package pack

import (
	"regexp"
	"strconv"
	"strings"

	"github.com/haventable/haventable/engine/monster"
)

// Card effects beyond an action's plain numbers, as both importers read
// them from the words the editions print and the action line writes them
// (docs/data-format.md, "Card effects").

// allyAdjacentRE reads the line under an attack "Add +2 attack if the
// target is adjacent to any of the Hound's allies" (the editions also
// write "+2attack", "Attack", "when").
var allyAdjacentRE = regexp.MustCompile(`(?i)^add \+(\d{1,2}) ?attack,? (?:if|when) the target is adjacent to any of (?:the [^.]{1,60}'s|its) allies$`)

// effectWords is a card line in plain words: icons as their names, the
// peers' marks and line breaks gone, one space between words, no full stop.
func effectWords(s string) string {
	s = PlainText(strings.NewReplacer("^", " ", "<br>", " ").Replace(s))
	return strings.TrimRight(s, ". ")
}

// AttackEffect reads s, a card line under attack a that qualifies it, into
// a: "Add +2 attack if the target is adjacent to any of the Hound's
// allies" (AllyAdjacent). It reports false, a unchanged, for any other
// line or an a that is no attack or has the effect already.
func AttackEffect(a *monster.Action, s string) bool {
	if a == nil || a.Type != monster.KindAttack {
		return false
	}
	if m := allyAdjacentRE.FindStringSubmatch(effectWords(s)); m != nil && a.AllyAdjacent == 0 {
		n, _ := strconv.Atoi(m[1])
		if n < 1 || n > MaxStat {
			return false
		}
		a.AllyAdjacent = n
		return true
	}
	return false
}

// effectOption reads an action line's effect option (key, in the format's
// words, and its arguments) into a; known is false for a key that is no
// effect option, ok false for one whose arguments do not fit.
func effectOption(a *monster.Action, key string, args []string) (known, ok bool) {
	switch key {
	case "ally-adjacent": // "attack +0, ally-adjacent +2"
		if a.Type != monster.KindAttack || len(args) != 1 || !strings.HasPrefix(args[0], "+") {
			return true, false
		}
		n, err := strconv.Atoi(args[0][1:])
		if err != nil || n < 1 || n > MaxStat {
			return true, false
		}
		a.AllyAdjacent = n
		return true, true
	case "summoner-hp": // "summon Ooze, summoner-hp"
		a.SummonerHP = true
		return true, a.Type == monster.KindSummon && len(args) == 0
	}
	return false, false
}

// effectOptions writes a's effect options with opt, as effectOption reads
// them.
func effectOptions(a monster.Action, opt func(key string, more ...string)) {
	if a.AllyAdjacent > 0 && a.Type == monster.KindAttack {
		opt("ally-adjacent", "+"+strconv.Itoa(a.AllyAdjacent))
	}
	if a.SummonerHP && a.Type == monster.KindSummon {
		opt("summoner-hp")
	}
}

// effects checks a's effect fields.
func (c *checker) effects(path string, a monster.Action) {
	if a.AllyAdjacent != 0 {
		c.between(path+".ally_adjacent", a.AllyAdjacent, 0, MaxStat)
		if a.Type != monster.KindAttack {
			c.add(path+".ally_adjacent", "only an attack has a bonus against a target adjacent to an ally")
		}
	}
	if a.SummonerHP && a.Type != monster.KindSummon {
		c.add(path+".summoner_hp", "only a summon gives its monster the summoner's hit points")
	}
}

// summonerHPRE reads "Summon(s) (one) normal Ooze with a hit point value
// (or H) equal to the summoning Ooze's current hit point value (limited
// by a normal Ooze's (specified) maximum hit point value)".
var summonerHPRE = regexp.MustCompile(`(?i)^summons? (?:one )?(?:(normal|elite) )?([A-Z][A-Za-z'’-]*(?: [A-Z][A-Za-z'’-]*){0,3}) with (?:a hit point value|H) equal to the summoning [^.]{1,60}'s current hit point value,? ?(?:\((?:limited by|up to) [^()]{1,100}\))?$`)

// SummonLine reads a summon the editions write in words beyond "Summon
// NAME": one whose monster starts with the summoner's current hit points
// (SummonerHP). False for any other line.
func SummonLine(s string) (monster.Action, bool) {
	m := summonerHPRE.FindStringSubmatch(effectWords(s))
	if m == nil {
		return monster.Action{}, false
	}
	return monster.Action{Type: monster.KindSummon, Monster: ClipName(m[2]), Elite: strings.EqualFold(m[1], "elite"), SummonerHP: true}, true
}

// JoinEffects folds into an attack the text action right after it that
// qualifies it (AttackEffect): where a peer lays the attack and its words
// out side by side. It returns acts, changed in place.
func JoinEffects(acts []monster.Action) []monster.Action {
	out := acts[:0]
	for _, a := range acts {
		if n := len(out); n > 0 && a.Type == monster.KindText && AttackEffect(&out[n-1], a.Text) {
			continue
		}
		out = append(out, a)
	}
	return out
}
