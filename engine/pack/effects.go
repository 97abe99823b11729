package pack

import (
	"fmt"
	"github.com/haventable/haventable/engine/condbonus"
	"regexp"
	"slices"
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

// xpEachTargetRE reads the line under a character's attack "Gain
// experience for each enemy targeted" ("Gain 2 experience …").
var xpEachTargetRE = regexp.MustCompile(`(?i)^gain (?:(\d) )?experience for each enemy targeted$`)

// MaxXPEachTarget is the most experience an attack gives for each enemy
// targeted.
const MaxXPEachTarget = 9

// effectWords is a card line in plain words: icons as their names, the
// peers' marks and line breaks gone, one space between words, no full stop.
func effectWords(s string) string {
	s = PlainText(strings.NewReplacer("^", " ", "<br>", " ").Replace(s))
	return strings.TrimRight(s, ". ")
}

// AttackEffect reads s, a card line under attack a that qualifies it, into
// a: "Add +2 attack if the target is adjacent to any of the Hound's
// allies" (AllyAdjacent), "Advantage" (Advantage). It reports false, a unchanged, for any other
// line or an a that is no attack or has the effect already.
func AttackEffect(a *monster.Action, s string) bool {
	if a == nil || a.Type != monster.KindAttack {
		return false
	}
	if w := effectWords(s); strings.EqualFold(w, "advantage") && !a.Advantage {
		a.Advantage = true // "Advantage" under the attack
		return true
	}
	if shapeEffect(a, s) {
		return true
	}
	if m := xpEachTargetRE.FindStringSubmatch(effectWords(s)); m != nil && a.XPEachTarget == 0 {
		a.XPEachTarget = 1
		if m[1] != "" {
			a.XPEachTarget, _ = strconv.Atoi(m[1])
		}
		return a.XPEachTarget >= 1
	}
	if bs, ok := condbonus.Read(effectWords(s)); ok && len(a.Ifs)+len(bs) <= MaxIfs {
		a.Ifs = append(a.Ifs, bs...) // "Add +2 attack and gain experience if you are invisible"
		return true
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

// MaxIfs is the most conditional bonuses one attack has.
const MaxIfs = condbonus.MaxBonuses

// ifOption reads an attack's conditional bonus, the words after "if" in
// condbonus's notation ("if ally-adjacent add +2 xp 1").
func ifOption(a *monster.Action, args []string) bool {
	if a.Type != monster.KindAttack || len(a.Ifs) >= MaxIfs {
		return false
	}
	b, err := condbonus.Parse(strings.Join(args, " "))
	if err != nil {
		return false
	}
	a.Ifs = append(a.Ifs, b)
	return true
}

// effectOption reads an action line's effect option (key, in the format's
// words, and its arguments) into a; known is false for a key that is no
// effect option, ok false for one whose arguments do not fit.
func effectOption(a *monster.Action, ws Words, key string, args []string) (known, ok bool) {
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
	case "xp-each-target": // "attack 3, xp-each-target 1"
		if a.Type != monster.KindAttack || len(args) != 1 {
			return true, false
		}
		n, err := strconv.Atoi(args[0])
		if err != nil || n < 1 || n > MaxXPEachTarget {
			return true, false
		}
		a.XPEachTarget = n
		return true, true
	case "if-performed": // "damage 2, self, if-performed attack"
		if len(args) != 1 || a.Type != monster.KindDamage {
			return true, false
		}
		a.IfPerformed = ws.Canonical(args[0])
		return true, a.IfPerformed == monster.KindAttack || a.IfPerformed == monster.KindMove
	case "adjacent-target": // "summon Deep Terror, adjacent-target"
		a.AdjacentTarget = true
		return true, a.Type == monster.KindSummon && len(args) == 0
	case "slots": // "attack 3, range 2, slots diamond range:circle", a class card's
		if len(args) == 0 || len(args) > monster.MaxSlots {
			return true, false
		}
		for _, s := range args {
			if _, _, ok := monster.Slot(s); !ok {
				return true, false
			}
		}
		a.Slots = slices.Clone(args)
		return true, true
	case "damage-dealt": // "heal 0, self, damage-dealt"
		a.DamageDealt = true
		return true, a.Type == monster.KindHeal && len(args) == 0
	case "advantage": // "attack +0, advantage"
		a.Advantage = true
		return true, a.Type == monster.KindAttack && len(args) == 0
	case "summoner-hp": // "summon Ooze, summoner-hp"
		a.SummonerHP = true
		return true, a.Type == monster.KindSummon && len(args) == 0
	case "hp": // "summon Vermling Scout, hp 1"
		if a.Type != monster.KindSummon || len(args) != 1 {
			return true, false
		}
		n, err := strconv.Atoi(args[0])
		if err != nil || n < 1 || n > monster.MaxAmount {
			return true, false
		}
		a.SummonHP = n
		return true, true
	}
	return mapOption(a, key, args)
}

// effectOptions writes a's effect options with opt, as effectOption reads
// them.
func effectOptions(a monster.Action, ws Words, opt func(key string, more ...string)) {
	if a.AllyAdjacent > 0 && a.Type == monster.KindAttack {
		opt("ally-adjacent", "+"+strconv.Itoa(a.AllyAdjacent))
	}
	if a.XPEachTarget > 0 && a.Type == monster.KindAttack {
		opt("xp-each-target", strconv.Itoa(a.XPEachTarget))
	}
	if a.Type == monster.KindAttack {
		for _, b := range a.Ifs {
			opt("if", strings.Fields(b.Format())...)
		}
	}
	if a.Advantage && a.Type == monster.KindAttack {
		opt("advantage")
	}
	if a.DamageDealt && a.Type == monster.KindHeal {
		opt("damage-dealt")
	}
	if a.AdjacentTarget && a.Type == monster.KindSummon {
		opt("adjacent-target")
	}
	if a.SummonerHP && a.Type == monster.KindSummon {
		opt("summoner-hp")
	}
	if a.SummonHP > 0 && a.Type == monster.KindSummon && a.Summoned == nil {
		opt("hp", strconv.Itoa(a.SummonHP)) // a character's summon's: with its stats
	}
	if a.IfPerformed != "" && a.Type == monster.KindDamage {
		opt("if-performed", ws.word(a.IfPerformed))
	}
	if len(a.Slots) > 0 {
		opt("slots", a.Slots...)
	}
	mapOptions(a, opt)
}

// effects checks a's effect fields.
func (c *checker) effects(path string, a monster.Action) {
	if a.AllyAdjacent != 0 {
		c.between(path+".ally_adjacent", a.AllyAdjacent, 0, MaxStat)
		if a.Type != monster.KindAttack {
			c.add(path+".ally_adjacent", "only an attack has a bonus against a target adjacent to an ally")
		}
	}
	if len(a.Ifs) > 0 && a.Type != monster.KindAttack {
		c.add(path+".if", "only an attack has conditional bonuses")
	}
	if len(a.Ifs) > MaxIfs {
		c.add(path+".if", "at most %d conditional bonuses on one attack, found %d", MaxIfs, len(a.Ifs))
	}
	for i, b := range a.Ifs {
		if err := b.Validate(); err != nil {
			c.add(fmt.Sprintf("%s.if[%d]", path, i), "%v", err)
		}
	}
	if len(a.Slots) > monster.MaxSlots {
		c.add(path+".slots", "at most %d enhancement slots on one action, found %d", monster.MaxSlots, len(a.Slots))
	}
	for i, s := range a.Slots {
		if _, _, ok := monster.Slot(s); !ok {
			c.add(fmt.Sprintf("%s.slots[%d]", path, i), "%q is no enhancement slot (a shape: square, circle, diamond, diamond-plus, hex, any, filled; or line:shape on its range, target, pierce, push, pull or area line)", s)
		}
	}
	if a.XPEachTarget != 0 {
		c.between(path+".xp_each_target", a.XPEachTarget, 0, MaxXPEachTarget)
		if a.Type != monster.KindAttack {
			c.add(path+".xp_each_target", "only an attack gives experience for each enemy targeted")
		}
	}
	if a.IfPerformed != "" && (a.Type != monster.KindDamage || !a.Self ||
		(a.IfPerformed != monster.KindAttack && a.IfPerformed != monster.KindMove)) {
		c.add(path+".if_performed", "only the monster's own damage (self) may depend on its move or attack being performed, found %q on a %s", a.IfPerformed, a.Type)
	}
	if a.DamageDealt && (a.Type != monster.KindHeal || !a.Self || a.Own() != 0) {
		c.add(path+".damage_dealt", "only a self heal of value 0 heals by the damage the monster's attacks did")
	}
	if a.AdjacentTarget && a.Type != monster.KindSummon {
		c.add(path+".adjacent_target", "only a summon is placed next to the attack's target")
	}
	if a.Advantage && a.Type != monster.KindAttack {
		c.add(path+".advantage", "only an attack has advantage")
	}
	if a.SummonerHP && a.Type != monster.KindSummon {
		c.add(path+".summoner_hp", "only a summon gives its monster the summoner's hit points")
	}
	if a.SummonHP != 0 {
		c.between(path+".summon_hp", a.SummonHP, 1, MaxStat)
		if a.Type != monster.KindSummon || a.SummonerHP {
			c.add(path+".summon_hp", "only a summon gives its monster a number of hit points, and not with the summoner's")
		}
	}
	c.mapEffects(path, a)
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
// qualifies it (AttackEffect), where a peer lays the attack and its words
// out side by side, and reads the text actions that are effects in words
// (EffectText; own as there). It returns acts, changed in place.
func JoinEffects(acts []monster.Action, own string) []monster.Action {
	out := acts[:0]
	for _, a := range acts {
		if n := len(out); n > 0 && a.Type == monster.KindText && AttackEffect(&out[n-1], a.Text) {
			continue
		}
		if a.Type == monster.KindText {
			if e, ok := EffectText(a.Text, own); ok {
				a = e
			} else if n := len(out); n > 0 && out[n-1].Type == monster.KindText {
				if e, ok := EffectText(out[n-1].Text+" "+a.Text, own); ok {
					out[n-1] = e // "heal X, specialTarget self", "where X is …"
					continue
				}
			}
		}
		out = append(out, a)
	}
	return out
}

// EffectText reads a card's text line that is an effect written in words:
// a summon whose monster takes the summoner's hit points (SummonLine),
// disadvantage on every attack on the monster this round (own's, or any
// name when own is ""), a self heal by the damage the monster's attack did (DamageDealt), the
// monster's own damage if its attack or move is performed
// (PerformedDamageLine; own names its deck, "" when not known). False for
// any other line.
func EffectText(s, own string) (monster.Action, bool) {
	if a, ok := ShapeText(s); ok {
		return a, true
	}
	if a, ok := MapEffectText(s); ok {
		return a, true
	}
	if a, ok := SummonLine(s); ok {
		return a, true
	}
	if m := summonNextToTargetRE.FindStringSubmatch(effectWords(s)); m != nil {
		return monster.Action{Type: monster.KindSummon, Monster: ClipName(m[2]), Elite: strings.EqualFold(m[1], "elite"), AdjacentTarget: true}, true
	}
	if m := disadvantageRE.FindStringSubmatch(effectWords(s)); m != nil && (own == "" || strings.Contains(strings.ToLower(own), strings.ToLower(m[1]))) {
		return monster.Action{Type: monster.KindDisadvantage}, true // the card's own monster, this round
	}
	if healDealtRE.MatchString(strings.ReplaceAll(effectWords(s), ",", "")) {
		return monster.Action{Type: monster.KindHeal, Value: monster.Fixed(0), Self: true, DamageDealt: true}, true
	}
	return PerformedDamageLine(s, own)
}

// summonNextToTargetRE reads "Summon normal Deep Terror in a hex adjacent
// to the target" ("If the attack ability was performed Summon … in an
// empty hex adjacent to the target of the attack ability": without an
// attack there is no target, and no summon).
var summonNextToTargetRE = regexp.MustCompile(`(?i)^(?:if the attack ability was performed,? )?summon (?:one )?(?:(normal|elite) )?([A-Z][A-Za-z'’-]*(?: [A-Z][A-Za-z'’-]*){0,3}) in (?:a|an empty) hex adjacent to the target(?: of the attack ability)?$`)

// disadvantageRE reads "All attacks targeting Giant Viper this round gain
// Disadvantage" ("… gain Disadvantage this round").
var disadvantageRE = regexp.MustCompile(`(?i)^all attacks targeting (?:the )?([A-Z][A-Za-z'’ -]{0,60}?) (?:this round )?gain disadvantage(?: this round)?$`)

// healDealtRE reads "heal X Self X is damage suffered by target of
// attack", "heal X specialTarget self where X is the amount of damage
// suffered by the target of the attack ability" (commas removed).
var healDealtRE = regexp.MustCompile(`(?i)^heal X (?:specialTarget )?self (?:where )?X is (?:the amount of )?damage suffered by (?:the )?target of (?:the )?attack(?: ability)?$`)

// performedRE reads "If this attack is performed, …", "If this movement
// is performed, …", "If the Move ability was performed, …".
var performedRE = regexp.MustCompile(`(?i)^if (?:this|the) (attack|move|movement)(?: ability)? (?:is|was) performed,? (?:the )?(.+)$`)

// PerformedDamageLine reads "If this attack is performed, the Stone Golem
// suffers 2 damage": the monster's own damage (DamageLine) if it performs
// that ability in its turn (IfPerformed). The monster is the one own names
// or, own "" (a peer that does not say whose card it is), the one the line
// names: such a line is always about the card's own monster.
func PerformedDamageLine(s, own string) (monster.Action, bool) {
	m := performedRE.FindStringSubmatch(effectWords(s))
	if m == nil {
		return monster.Action{}, false
	}
	who := own
	if who == "" {
		who = m[2]
	}
	d, ok := DamageLine(m[2], who)
	if !ok || !d.Self {
		return monster.Action{}, false
	}
	d.IfPerformed = monster.KindAttack
	if !strings.EqualFold(m[1], "attack") {
		d.IfPerformed = monster.KindMove
	}
	return d, true
}

// noteRE reads a plain sentence: a capital first, a full stop last, no
// number and no icon.
var noteSentenceRE = regexp.MustCompile(`^[A-Z][^0-9%]{2,300}\.$`)

// NoteSentence reports whether s, a peer's hint on a card (Gloomhaven
// Secretariat's "hint", X-haven Assistant's small text ending a card),
// is a note about the card rather than an action: a plain sentence with
// no number and no icon ("They are not moving this round."). It returns
// the sentence in plain words.
func NoteSentence(s string) (string, bool) {
	t := PlainText(strings.NewReplacer("<br>", " ", "^", " ").Replace(strings.TrimLeft(s, "*^ ")))
	return t, noteSentenceRE.MatchString(t)
}

// AddNote adds note to the last action of acts that is not text (its
// note, after any it has); false when acts has none.
func AddNote(acts []monster.Action, note string) bool {
	for i := len(acts) - 1; i >= 0; i-- {
		if acts[i].Type == monster.KindText {
			continue
		}
		if acts[i].Text != "" {
			note = acts[i].Text + " " + note
		}
		acts[i].Text = ClipText(note)
		return true
	}
	return false
}
