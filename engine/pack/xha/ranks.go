package xha

import (
	"regexp"
	"slices"
	"strings"

	"github.com/haventable/haventable/engine/monster"
	"github.com/haventable/haventable/engine/pack"
)

// rankLineRE reads a sub-line that only one rank of monster performs:
// "Normal:%range% 4", "Elite: %pierce% 2".
var rankLineRE = regexp.MustCompile(`^(Normal|Elite|Boss)s?: ?(.+)$`)

// rankLine reads a sub-line for one rank ("^Normal:%range% 4" under an
// attack): the action before it becomes two, one with the sub-line for
// that rank and one without for the others (pack.RankSplit). False when s
// is no such line, or its words do not fit the action before it.
func (cp *cardParser) rankLine(s string) bool {
	m := rankLineRE.FindStringSubmatch(s)
	n := len(cp.actions)
	if m == nil || cp.use >= 0 || n == 0 || n >= pack.MaxActions {
		return false
	}
	saved := cp.actions[n-1].Clone()
	if !cp.subLine(strings.TrimSpace(m[2])) {
		return false
	}
	if len(cp.actions) != n {
		// the words made an action of their own: not one rank's
		cp.actions = cp.actions[:n]
		cp.actions[n-1] = saved
		return false
	}
	ranked := cp.actions[n-1]
	split := pack.RankSplit(saved, []string{strings.ToLower(m[1])}, func(b *monster.Action) { *b = ranked })
	cp.actions = append(cp.actions[:n-1], split...)
	return true
}

// rankSummonRE reads a summon whose monster's rank is the summoner's:
// "Summon one Lightning Eel in an adjacent unoccupied hex with a water
// tile. Normal Wavethrowers summon normal Eels, elites summon elites."
// (what comes before it on the card, and where it is placed, kept).
var rankSummonRE = regexp.MustCompile(`^(.*?) ?Summon one ([A-Z][A-Za-z'’-]*(?: [A-Z][A-Za-z'’-]*){0,3})(?: (in [^.]{1,100}\.))? Normal [A-Z][A-Za-z'’-]* summon normal [A-Za-z'’-]+, elites summon elites\.?$`)

// rankSummons reads the text actions of acts that are summons of a
// monster of the summoner's rank (rankSummonRE): a normal monster summons
// a normal one, an elite an elite one (Action.Only), the words before and
// where it is placed kept as text around them. It returns acts.
func rankSummons(acts []monster.Action) []monster.Action {
	for i := 0; i < len(acts); i++ {
		if acts[i].Type != monster.KindText {
			continue
		}
		m := rankSummonRE.FindStringSubmatch(strings.Join(strings.Fields(strings.ReplaceAll(acts[i].Text, "^", " ")), " "))
		if m == nil || len(acts)+3 > pack.MaxActions {
			continue
		}
		var with []monster.Action
		if m[1] != "" {
			with = append(with, monster.Action{Type: monster.KindText, Text: pack.ClipText(m[1])})
		}
		name := pack.ClipName(m[2])
		with = append(with,
			monster.Action{Type: monster.KindSummon, Monster: name, Only: []string{monster.RankNormal}},
			monster.Action{Type: monster.KindSummon, Monster: name, Elite: true, Only: []string{monster.RankElite}})
		if m[3] != "" {
			with = append(with, monster.Action{Type: monster.KindText, Text: pack.ClipText(m[3])})
		}
		acts = slices.Concat(acts[:i], with, acts[i+1:])
		i += len(with) - 1
	}
	return acts
}
