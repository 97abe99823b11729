package ghs

import (
	"encoding/json"
	"regexp"
	"slices"
	"strings"

	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/engine/pack"
)

// An item whose whole card is one thing the bearer does to itself during
// its turn ("During your turn, perform:" and a "heal 3, self" action;
// "During your turn, gain Invisible."; "During your turn, perform Ward
// self"; "During your turn, create Ice.") is played from GHS's structured
// data: the item's actions and its effects. The card's words must say
// nothing else (only the words and icons of those effects), so that a card
// with a condition of its own ("if you …", "to perform …", a range, an
// ally) stays in words.

var (
	itemTurnRE = regexp.MustCompile(`^During your turn,? (?:perform:?|gain|create)(.*)$`)
	// itemTurnRestRE: the words and icons a card's rest may hold.
	itemTurnRestRE = regexp.MustCompile(`(?i)^(?:\s+|,|\.|:|"|<br>|\band\b|\bself\b|\bcreate\b|%game\.condition\.[a-z]+%|%game\.action\.heal%\s*\d+|%game\.element\.[a-z]+%|\b(?:fire|ice|air|earth|light|dark)\b)*$`)
)

// itemTurnEffects are the effects of a GHS item (its actions and effects)
// whose one card text en says exactly that it does them to its bearer
// during its turn; none when it says more or one of them is not played.
func itemTurnEffects(o map[string]json.RawMessage, en string) []pack.ItemEffect {
	m := itemTurnRE.FindStringSubmatch(strings.TrimSpace(en))
	if m == nil || !itemTurnRestRE.MatchString(m[1]) {
		return nil
	}
	var acts []gAction
	if o["actions"] != nil && json.Unmarshal(o["actions"], &acts) != nil {
		return nil
	}
	var out []pack.ItemEffect
	add := func(e pack.ItemEffect, ok bool) bool {
		if ok && !slices.Contains(out, e) {
			out = append(out, e)
		}
		return ok
	}
	for _, a := range acts {
		if a.Type == "custom" {
			continue
		}
		if !add(selfEffect(a.Type, a.Value, a.ValueType, a.SubActions)) {
			return nil
		}
	}
	var effects []struct {
		Type  string `json:"type"`
		Value any    `json:"value"`
	}
	if o["effects"] != nil && json.Unmarshal(o["effects"], &effects) != nil {
		return nil
	}
	for _, e := range effects {
		if !add(selfEffect(e.Type, e.Value, "", []gAction{{Type: "specialTarget", Value: "self"}})) {
			return nil
		}
	}
	return out
}

// selfEffect maps one GHS action (or item effect) the bearer does to
// itself: a heal, a condition (bless: a card into its deck), an element
// infused. ok is false for anything else.
func selfEffect(typ string, value any, valueType string, subs []gAction) (pack.ItemEffect, bool) {
	self := len(subs) == 1 && subs[0].Type == "specialTarget" && subs[0].Value == "self"
	name, _ := value.(string)
	k, named := modifier.ParseEffectKind(name)
	switch {
	case valueType != "":
		return pack.ItemEffect{}, false
	case typ == "heal" && self:
		if n, ok := value.(float64); ok && n >= 1 && n <= 99 && n == float64(int(n)) {
			return pack.ItemEffect{Kind: pack.EffectHeal, Value: int(n)}, true
		}
	case typ == "condition" && self && name == "bless":
		return pack.ItemEffect{Kind: pack.EffectBless, Value: 1}, true
	case typ == "condition" && self && named && k.IsCondition():
		return pack.ItemEffect{Kind: pack.EffectCondition, Name: name}, true
	case typ == "element" && (len(subs) == 0 || self) && named && k.IsElement():
		return pack.ItemEffect{Kind: pack.EffectElement, Name: name}, true
	}
	return pack.ItemEffect{}, false
}
