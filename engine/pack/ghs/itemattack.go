package ghs

import (
	"encoding/json"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/engine/pack"
)

// An item whose card adds to its bearer's attack ("During your melee attack
// ability, add +1 Attack and gain advantage on one attack.") is played as
// what it adds to the bearer's next attack: +N attack, advantage,
// conditions, for a melee or a ranged attack only when the card says so,
// with the element it consumes first ("During your melee attack, consume
// Ice to add +2 Attack to a single attack."). The card's first sentence
// must say exactly that, in GHS's English words; a sentence after it may
// only add something the players apply after the attack ("After the
// ability, gain Disarm.", "If this attack kills the target, …"). Anything
// else (a condition on the attack, "but suffer …", "any element", "all
// your attacks" this turn) keeps the card in words.

var (
	// itemAttackHeadRE: "During your [melee|ranged] attack[ ability], "
	// and, optionally, the element consumed "to" add.
	itemAttackHeadRE = regexp.MustCompile(`(?i)^During your (?:(melee|ranged) )?attack(?: ability)?, (?:%game\.element\.consume\.([a-z]+)%,? to )?`)
	// itemAttackScopeRE: the attacks it is for, at the end of the sentence.
	itemAttackScopeRE = regexp.MustCompile(`(?i)\s*(?:(?:to|on|for) )?(?:a single attack|one attack|all attacks|(?:the|your) entire attack action)$`)
	// itemAttackPartSepRE separates the parts of "add +1 Attack and gain
	// advantage", "add wound, poison, and muddle".
	itemAttackPartSepRE = regexp.MustCompile(`\s*,\s*(?:and\s+)?|\s+and\s+`)
	itemAttackBonusRE   = regexp.MustCompile(`^\+(\d) %game\.action\.attack%$`)
	itemAttackCondRE    = regexp.MustCompile(`^%game\.condition\.([a-z]+)%$`)
	// itemAttackAfterRE: a sentence after the played one that only adds
	// something for after the attack.
	itemAttackAfterRE = regexp.MustCompile(`^(?:After the (?:ability|attack)\b|If this attack kills the target\b)`)
)

// itemAttackEffects returns what an item's English card text adds to the
// bearer's next attack, as the table plays it; nil when the text says
// anything else.
func itemAttackEffects(en string) []pack.ItemEffect {
	en = strings.TrimSpace(en)
	first, rest, _ := strings.Cut(en, ". ")
	if rest != "" && !itemAttackAfterRE.MatchString(strings.TrimSpace(rest)) {
		return nil
	}
	first = strings.TrimSuffix(strings.TrimSpace(first), ".")
	head := itemAttackHeadRE.FindStringSubmatch(first)
	if head == nil {
		return nil
	}
	body := first[len(head[0]):]
	scope := itemAttackScopeRE.FindStringIndex(body)
	if scope == nil {
		return nil
	}
	only := strings.ToLower(head[1])
	// an effect for a single attack goes on one target (pack.ItemEffect.Single)
	scopeWords := strings.ToLower(body[scope[0]:])
	single := strings.Contains(scopeWords, "a single attack") || strings.Contains(scopeWords, "one attack")
	var out []pack.ItemEffect
	if head[2] != "" {
		if k, ok := modifier.ParseEffectKind(head[2]); !ok || !k.IsElement() {
			return nil // "any element": the players choose
		}
		out = append(out, pack.ItemEffect{Kind: pack.EffectConsume, Name: head[2]})
	}
	verb := ""
	for _, part := range itemAttackPartSepRE.Split(strings.TrimSpace(body[:scope[0]]), -1) {
		if v, p, ok := strings.Cut(part, " "); ok && (strings.EqualFold(v, "add") || strings.EqualFold(v, "gain")) {
			verb, part = strings.ToLower(v), p
		}
		e, ok := itemAttackPart(verb, part)
		if !ok {
			return nil
		}
		e.Only = only
		e.Single = single
		out = append(out, e)
	}
	if len(out) == 0 || out[len(out)-1].Kind == pack.EffectConsume {
		return nil
	}
	return out
}

// itemAttackPart maps one part of what a card adds to the attack ("+1
// Attack" added, advantage gained, a condition added).
func itemAttackPart(verb, part string) (pack.ItemEffect, bool) {
	switch {
	case verb == "gain" && strings.EqualFold(part, "advantage"):
		return pack.ItemEffect{Kind: pack.EffectAdvantage}, true
	case verb != "add":
		return pack.ItemEffect{}, false
	}
	if m := itemAttackBonusRE.FindStringSubmatch(part); m != nil {
		n, _ := strconv.Atoi(m[1])
		return pack.ItemEffect{Kind: pack.EffectAttack, Value: n}, n >= 1
	}
	if m := itemAttackCondRE.FindStringSubmatch(part); m != nil {
		if k, ok := modifier.ParseEffectKind(m[1]); ok && k.IsCondition() {
			return pack.ItemEffect{Kind: pack.EffectAttackCondition, Name: m[1]}, true
		}
	}
	return pack.ItemEffect{}, false
}

// itemTurnAttackRE: "During your turn, add +1 Attack to all your attacks."
var itemTurnAttackRE = regexp.MustCompile(`^During your turn,? add \+(\d) %game\.action\.attack% to all your attacks\.?$`)

// itemTurnAttackEffects returns the attack bonus an item's English card
// text gives all its bearer's attacks this turn; nil for any other text.
func itemTurnAttackEffects(en string) []pack.ItemEffect {
	return numberEffect(itemTurnAttackRE, en, pack.EffectTurnAttack)
}

// numberEffect is the one effect of kind whose value re's first group
// reads from an item's English card text en, when re matches all of it;
// nil otherwise.
func numberEffect(re *regexp.Regexp, en, kind string) []pack.ItemEffect {
	m := re.FindStringSubmatch(strings.TrimSpace(en))
	if m == nil {
		return nil
	}
	n, _ := strconv.Atoi(m[1])
	if n < 1 {
		return nil
	}
	return []pack.ItemEffect{{Kind: kind, Value: n}}
}

// itemMoveRE: "During your movement, add +2 Move to the movement.",
// "During your move ability, add +1 Move", "… to a single movement",
// "During your move ability, consume Dark add +2 Move".
var itemMoveRE = regexp.MustCompile(`(?i)^During your (?:movement|move(?:<br>|\s)ability),? (?:%game\.element\.consume\.([a-z]+)%,? (?:to )?)?add \+(\d) %game\.action\.move%(?: to (?:the|a single) movement)?$`)

// itemMoveAfterRE: a sentence after it that only adds something for after
// the move ("After the move ability, perform: …").
var itemMoveAfterRE = regexp.MustCompile(`^After the move ability\b`)

// itemMoveEffects returns the move an item's English card text adds to
// its bearer's move ability (and the element it consumes first); nil for
// any other text.
func itemMoveEffects(en string) []pack.ItemEffect {
	first, rest, _ := strings.Cut(strings.TrimSpace(en), ". ")
	if rest != "" && !itemMoveAfterRE.MatchString(strings.TrimSpace(rest)) {
		return nil
	}
	m := itemMoveRE.FindStringSubmatch(strings.TrimSuffix(strings.TrimSpace(first), "."))
	if m == nil {
		return nil
	}
	var out []pack.ItemEffect
	if m[1] != "" {
		if k, ok := modifier.ParseEffectKind(m[1]); !ok || !k.IsElement() {
			return nil
		}
		out = append(out, pack.ItemEffect{Kind: pack.EffectConsume, Name: m[1]})
	}
	n, _ := strconv.Atoi(m[2])
	if n < 1 {
		return nil
	}
	return append(out, pack.ItemEffect{Kind: pack.EffectMove, Value: n})
}

// itemRetaliateRE: "During your turn, perform Retaliate 2 Range 3" (a
// round bonus: GHS marks the card "round").
var itemRetaliateRE = regexp.MustCompile(`^During your turn,? perform,? %game\.action\.retaliate% (\d) ?(?:%game\.action\.range:(\d)%)?\.?$`)

// itemRetaliateEffects returns the retaliate for the round an item's
// English card text gives its bearer; nil for any other text.
func itemRetaliateEffects(en string) []pack.ItemEffect {
	m := itemRetaliateRE.FindStringSubmatch(strings.TrimSpace(en))
	if m == nil {
		return nil
	}
	n, _ := strconv.Atoi(m[1])
	r, _ := strconv.Atoi(m[2])
	if n < 1 {
		return nil
	}
	return []pack.ItemEffect{{Kind: pack.EffectRetaliate, Value: n, Range: r}}
}

// itemTurnMoveRE: "During your turn add +1 Move to all your move
// abilities." (Frosthaven's Rough Boots).
var itemTurnMoveRE = regexp.MustCompile(`^During your turn,? add \+(\d) %game\.action\.move% to all your move abilities\.?$`)

// itemTurnMoveEffects returns the move an item's English card text adds
// to all its bearer's move abilities this turn; nil for any other text.
func itemTurnMoveEffects(en string) []pack.ItemEffect {
	return numberEffect(itemTurnMoveRE, en, pack.EffectTurnMove)
}

// itemAttackedRetaliateRE: "When you are attacked by an adjacent enemy,
// gain Retaliate 2 for the attack." (Frosthaven's Biting Gauntlet).
var itemAttackedRetaliateRE = regexp.MustCompile(`^When you are attacked by an adjacent enemy,? gain %game\.action\.retaliate% ?(\d) for the attack\.?$`)

// itemAttackedRetaliateEffects returns the retaliate for the attack on
// its bearer an item's English card text gives; nil for any other text.
func itemAttackedRetaliateEffects(en string) []pack.ItemEffect {
	return numberEffect(itemAttackedRetaliateRE, en, pack.EffectAttackedRetaliate)
}

// roundCard reports whether GHS marks item o's card "round" (an action
// {"type": "card", "value": "round"}: what it gives lasts the round).
func roundCard(o map[string]json.RawMessage) bool {
	var acts []gAction
	if json.Unmarshal(o["actions"], &acts) != nil {
		return false
	}
	return slices.ContainsFunc(acts, func(a gAction) bool { return a.Type == "card" && a.Value == "round" })
}
