package modifier

import (
	"strconv"
	"strings"
)

// The message ids of the steps of an attack log. The UI translates them with
// go-i18n; LogMessages gives each one's English text, a go-i18n template over
// the fields of LogStep.TemplateData (.Value, .Signed, .Card).
const (
	MsgAttack         = "attack.value"           // Attack {{.Value}}
	MsgModifierAdd    = "attack.modifier.add"    // {{.Signed}}
	MsgModifierDouble = "attack.modifier.double" // ×2
	MsgPoison         = "attack.modifier.poison" // poison +1
	MsgSubtotal       = "attack.subtotal"        // = {{.Value}}
	MsgAdvantage      = "attack.advantage"       // advantage
	MsgDisadvantage   = "attack.disadvantage"    // disadvantage
	MsgCard           = "attack.card"            // card {{.Card}}
	MsgCardIgnored    = "attack.card.ignored"    // ignored {{.Card}}
	// MsgCardOrder says the step's subtractions apply after its doubling,
	// the order best for the attacker (see ApplyCards).
	MsgCardOrder       = "attack.card.order"    // subtractions after the doubling
	MsgShield          = "attack.shield"        // shield {{.Value}}
	MsgPierce          = "attack.pierce"        // pierce {{.Value}}
	MsgShieldBonusUsed = "bonus.shield.used"    // shield bonus used, {{.Value}} left
	MsgShieldBonusLost = "bonus.shield.lost"    // shield bonus {{.Value}} lost
	MsgNegated         = "bonus.negate.applied" // {{.Value}} damage negated
	MsgNegateBonusUsed = "bonus.negate.used"    // negate bonus used, {{.Value}} left
	MsgNegateBonusLost = "bonus.negate.lost"    // negate bonus lost
	// MsgBrittle, MsgWard and MsgBrittleWard are the target's brittle and
	// ward applied to the damage (ConditionDamage); the value is the
	// damage after.
	MsgBrittle     = "condition.brittle"      // brittle: damage doubled
	MsgWard        = "condition.ward"         // ward: damage halved
	MsgBrittleWard = "condition.brittle_ward" // brittle and ward cancel each other
	MsgDamage      = "attack.damage"          // {{.Value}} damage
	MsgDies        = "attack.dies"            // dies
	MsgMoney       = "attack.money"           // drops a money token
	// MsgRetaliate is the retaliate damage the attacker suffers after the
	// attack on the target (before the attacker's own bonuses).
	MsgRetaliate          = "bonus.retaliate"      // retaliate {{.Value}}
	MsgRetaliateBonusUsed = "bonus.retaliate.used" // retaliate bonus used, {{.Value}} left
	MsgRetaliateBonusLost = "bonus.retaliate.lost" // retaliate bonus {{.Value}} lost
)

var logEnglish = map[string]string{
	MsgAttack:             "Attack {{.Value}}",
	MsgModifierAdd:        "{{.Signed}}",
	MsgModifierDouble:     "×2",
	MsgPoison:             "poison +1",
	MsgSubtotal:           "= {{.Value}}",
	MsgAdvantage:          "advantage",
	MsgDisadvantage:       "disadvantage",
	MsgCard:               "card {{.Card}}",
	MsgCardIgnored:        "ignored {{.Card}}",
	MsgCardOrder:          "subtractions after the doubling",
	MsgShield:             "shield {{.Value}}",
	MsgPierce:             "pierce {{.Value}}",
	MsgShieldBonusUsed:    "shield bonus used, {{.Value}} left",
	MsgShieldBonusLost:    "shield bonus {{.Value}} lost",
	MsgNegated:            "{{.Value}} damage negated",
	MsgNegateBonusUsed:    "negate bonus used, {{.Value}} left",
	MsgNegateBonusLost:    "negate bonus lost",
	MsgBrittle:            "brittle: damage doubled",
	MsgWard:               "ward: damage halved",
	MsgBrittleWard:        "brittle and ward cancel each other",
	MsgDamage:             "{{.Value}} damage",
	MsgDies:               "dies",
	MsgMoney:              "drops a money token",
	MsgRetaliate:          "retaliate {{.Value}}",
	MsgRetaliateBonusUsed: "retaliate bonus used, {{.Value}} left",
	MsgRetaliateBonusLost: "retaliate bonus {{.Value}} lost",
}

// LogMessages returns the English text of every log message id, as go-i18n
// templates (a fresh map; the UI may use it for its default messages).
func LogMessages() map[string]string {
	out := make(map[string]string, len(logEnglish))
	for k, v := range logEnglish {
		out[k] = v
	}
	return out
}

// LogStep is one step of the account of an attack on one target: a message
// id (one of the Msg constants) and its number or card.
type LogStep struct {
	ID    string
	Value int
	Card  Card // for MsgCard and MsgCardIgnored
}

// TemplateData is the data a translation of the step's message uses:
// Value (the number), Signed (the number with its sign, "+2" or "−1") and
// Card (the card in notation, with "−" and "×" for its value).
func (s LogStep) TemplateData() map[string]any {
	return map[string]any{"Value": s.Value, "Signed": signed(s.Value), "Card": prettyCard(s.Card)}
}

// String renders the step in English.
func (s LogStep) String() string {
	tmpl, ok := logEnglish[s.ID]
	if !ok {
		return s.ID
	}
	if !strings.Contains(tmpl, "{{") {
		return tmpl
	}
	return strings.NewReplacer(
		"{{.Value}}", strconv.Itoa(s.Value),
		"{{.Signed}}", signed(s.Value),
		"{{.Card}}", prettyCard(s.Card),
	).Replace(tmpl)
}

// Log is the account of an attack on one target, step by step.
type Log []LogStep

func (l *Log) add(id string, v int) {
	if l != nil {
		*l = append(*l, LogStep{ID: id, Value: v})
	}
}

func (l *Log) addCard(id string, c Card) {
	if l != nil {
		*l = append(*l, LogStep{ID: id, Card: c})
	}
}

// String renders the log in plain English, for example
// "Attack 3, +2, ×2 = 10; card −1 = 9; shield 1; 8 damage". A translated
// rendering joins the steps the same way: a modifier or a further card
// continues with ", ", a subtotal with " ", any other step begins a new
// phrase after "; ".
func (l Log) String() string {
	var b strings.Builder
	for i, s := range l {
		if i > 0 {
			b.WriteString(l.Separator(i))
		}
		b.WriteString(s.String())
	}
	return b.String()
}

// Separator is what goes before step i when the steps are joined into one
// line (see String).
func (l Log) Separator(i int) string {
	if i <= 0 || i >= len(l) {
		return ""
	}
	prev := l[i-1].ID
	switch l[i].ID {
	case MsgSubtotal:
		return " "
	case MsgModifierAdd, MsgModifierDouble, MsgPoison, MsgPierce, MsgMoney, MsgCardOrder:
		return ", "
	case MsgCard, MsgCardIgnored:
		if prev == MsgCard || prev == MsgCardIgnored {
			return ", "
		}
	}
	return "; "
}

func signed(v int) string {
	if v < 0 {
		return "−" + strconv.Itoa(-v)
	}
	return "+" + strconv.Itoa(v)
}

// prettyCard writes a card's notation with a true minus sign and a
// multiplication sign for its value.
func prettyCard(c Card) string {
	s := c.String()
	switch {
	case strings.HasPrefix(s, "-"):
		return "−" + s[1:]
	case strings.HasPrefix(s, "x2"):
		return "×2" + s[2:]
	}
	return s
}
