package xha

import (
	"regexp"

	"strings"

	"github.com/haventable/haventable/engine/monster"
	"github.com/haventable/haventable/engine/pack"
)

// effectLine reads a sub-line that qualifies action a in words ("^Add +2
// %attack% if the target is adjacent to any of the Hound's allies") into
// a; false when it is no such line (pack.AttackEffect).
func effectLine(a *monster.Action, s string) bool {
	return pack.AttackEffect(a, s)
}

// effectActions turns the card's text actions that are effects written in
// words into what they are (pack.EffectText, for a card of the deck named
// own), and a summon whose words are split over two lines. It returns acts, changed in place.
func effectActions(acts []monster.Action, own string) []monster.Action {
	for i, a := range acts {
		if a.Type != monster.KindText {
			continue
		}
		if s, ok := pack.EffectText(a.Text, own); ok {
			acts[i] = s
		} else if m := summonRE.FindStringSubmatch(a.Text); m != nil && m[2] != "Demon" {
			// "Summon one normal", "Wind Demon.": one summon on two lines
			acts[i] = monster.Action{Type: monster.KindSummon, Elite: m[1] == "elite", Monster: pack.ClipName(m[2])}
		}
	}
	return acts
}

// taggedName returns the one monster type of known that is name with an
// edition's tag ("Ooze" → "Ooze (FH)"): the cards of an edition file name
// the file's monsters without the tag the file gives them. False when
// none or several are.
func taggedName(name string, known map[string]bool) (string, bool) {
	found := ""
	for k := range known {
		if base, tag, ok := strings.Cut(k, " ("); ok && base == name && strings.HasSuffix(tag, ")") && !strings.Contains(tag, "(") {
			if found != "" {
				return "", false
			}
			found = k
		}
	}
	return found, found != ""
}

// limitRE reads the end of a summon with the summoner's hit points on a
// line of its own.
var limitRE = regexp.MustCompile(`^\((?:limited by|up to) [^()]{1,100}\)\.?$`)

// joinEffect reads text line t as the end of the text action before it
// when the two are one effect in words ("If this attack is performed,
// the", "Living Corpse suffers 1 damage."), replacing it; false when they
// are not.
func (cp *cardParser) joinEffect(t string) bool {
	n := len(cp.actions)
	if n > 0 && cp.actions[n-1].SummonerHP && limitRE.MatchString(t) {
		return true // "(limited by a normal Ooze's specified maximum hit point value)": said by SummonerHP
	}
	if n == 0 || cp.use >= 0 || cp.actions[n-1].Type != monster.KindText {
		return false
	}
	if e, ok := pack.EffectText(cp.actions[n-1].Text+" "+t, cp.own); ok {
		cp.actions[n-1] = e
		return true
	}
	if n >= 2 && pack.AttackEffect(&cp.actions[n-2], cp.actions[n-1].Text+" "+t) {
		cp.actions = cp.actions[:n-1] // "Add +2 attack if the target", "has wound.": the attack's
		return true
	}
	return false
}

// hintNote makes the card's last line, when it is small text ("*They are
// not moving this round.") that is a plain sentence about the card
// (pack.NoteSentence) and was kept as the last text action, a note on the
// card's last action that is not text (pack.AddNote). It returns acts.
func hintNote(acts []monster.Action, lines []any) []monster.Action {
	n := len(acts)
	if n < 2 || len(lines) == 0 || acts[n-1].Type != monster.KindText {
		return acts
	}
	last, _ := lines[len(lines)-1].(string)
	last = strings.TrimSpace(last)
	if !strings.HasPrefix(last, "*") || isLayout(last) {
		return acts
	}
	note, ok := pack.NoteSentence(last)
	if !ok || note != acts[n-1].Text || !pack.AddNote(acts[:n-1], note) {
		return acts
	}
	return acts[:n-1]
}
