package ghs

import (
	"encoding/json"
	"fmt"
	"github.com/haventable/haventable/engine/monster"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/haventable/haventable/engine/pack"
)

// gAction is a GHS action.
type gAction struct {
	Type       string          `json:"type"`
	Value      any             `json:"value"`
	ValueType  string          `json:"valueType"`
	SubActions []gAction       `json:"subActions"`
	ValueObj   json.RawMessage `json:"valueObject"`
	// EnhancementTypes are the shapes of the enhancement slots a class
	// card prints on the line (see slots).
	EnhancementTypes []string `json:"enhancementTypes"`
}

// number returns an action's value as an amount: relative for plus and
// minus (and add and subtract), fixed otherwise.
func (a gAction) number() (*monster.Amount, bool) {
	var n int
	switch v := a.Value.(type) {
	case float64:
		if v != float64(int(v)) || v < -monster.MaxAmount || v > monster.MaxAmount {
			return nil, false
		}
		n = int(v)
	case string:
		i, err := strconv.Atoi(v)
		if err != nil || i < -monster.MaxAmount || i > monster.MaxAmount {
			return nil, false
		}
		n = i
	case nil:
		n = 0
	default:
		return nil, false
	}
	switch a.ValueType {
	case "plus", "add":
		return monster.Plus(n), true
	case "minus", "subtract":
		return monster.Plus(-n), true
	case "", "fixed":
		if n < 0 {
			return nil, false
		}
		return monster.Fixed(n), true
	}
	return nil, false
}

func (a gAction) name() string {
	s, _ := a.Value.(string)
	return s
}

// describe writes an action that cannot be structured in words for the
// players (actionWords): never in GHS's notation.
func (a gAction) describe() string {
	if t, ok := a.Value.(string); ok && a.Type == "custom" && len(a.SubActions) == 0 {
		return pack.ClipText(textWords(t)) // the card's own words
	}
	return pack.ClipText(actionWords(a))
}

func element(name string) string {
	if name == "wild" {
		return "any"
	}
	return name
}

var hexRE = regexp.MustCompile(`^\((\d{1,2}),(\d{1,2}),([a-z]+)(?::[\w-]*)?\)$`)

// area reads a GHS area ("(0,1,active)|(1,0,target)"): offset coordinates
// of pointy-top hexes, odd rows shifted right; "active" is the monster's
// own hex.
func area(s string) (*monster.Area, bool) {
	type hex struct{ q, r int }
	var targets []hex
	var self *hex
	for _, part := range strings.Split(s, "|") {
		m := hexRE.FindStringSubmatch(part)
		if m == nil {
			return nil, false
		}
		x, _ := strconv.Atoi(m[1])
		y, _ := strconv.Atoi(m[2])
		h := hex{q: x - (y-(y&1))/2, r: y}
		switch m[3] {
		case "active":
			if self != nil {
				return nil, false
			}
			self = &h
		case "target", "conditional":
			targets = append(targets, h)
		case "blank", "invisible", "enhance": // "enhance": a class card's slot for a hex added by an enhancement
		default:
			return nil, false
		}
	}
	if len(targets) == 0 || len(targets) > pack.MaxAreaHexes {
		return nil, false
	}
	origin := targets[0]
	if self != nil {
		origin = *self
	}
	a := &monster.Area{Self: self != nil}
	for _, t := range targets {
		q, r := t.q-origin.q, t.r-origin.r
		if q < -pack.MaxAreaCoord || q > pack.MaxAreaCoord || r < -pack.MaxAreaCoord || r > pack.MaxAreaCoord {
			return nil, false
		}
		a.Hexes = append(a.Hexes, []int{q, r})
	}
	return a, true
}

// actions converts a list of GHS actions; what cannot be structured
// becomes text.
func actions(in []gAction, depth int) []monster.Action {
	var out []monster.Action
	for _, a := range in {
		if len(out) >= pack.MaxActions {
			break
		}
		if k := areaBefore(out); a.Type == "area" && k >= 0 && len(a.SubActions) == 0 {
			// an attack and its area laid out side by side
			// ("concatenation": attack, area)
			if ar, ok := area(a.name()); ok {
				out[k].Area = ar
				out[k].Slots = addSlots(out[k].Slots, "area", a.EnhancementTypes)
				if ar.Self && out[k].Range != nil && *out[k].Range == *monster.Plus(0) {
					out[k].Range = nil // an area around the monster: no range of the stat card's
				}
				continue
			}
		}
		if hintNote(out, a) {
			continue
		}
		out = append(out, action(a, depth)...)
	}
	if len(out) > pack.MaxActions {
		out = out[:pack.MaxActions] // the checker's limit, far beyond any real card
	}
	return pack.SummonPlacementNotes(pack.CardFocusActions(pack.JoinUseDamage(pack.JoinEffects(out, ""))))
}

func text(s string) monster.Action {
	return monster.Action{Type: monster.KindText, Text: pack.ClipText(s)}
}

// action converts one GHS action (it may give two: an attack and the use
// of an element that modifies it).
func action(a gAction, depth int) []monster.Action {
	if acts, ok := farthestFocus(a, depth); ok {
		return acts
	}
	switch a.Type {
	case classPerform:
		return allyPerforms(a, depth)
	case "move", "attack", "heal", "shield", "retaliate", "loot":
		amt, ok := a.number()
		formula, isFormula := valueFormula(a)
		if !isFormula && (!ok || ((a.Type != "move" && a.Type != "attack") && amt.Relative && a.Type != "shield" && a.Type != "retaliate")) {
			return []monster.Action{text(a.describe())}
		}
		if (a.Type == "shield" || a.Type == "retaliate") && amt != nil && amt.Relative {
			amt = monster.Fixed(max(amt.N, 0)) // adds to the stat card's either way
		}
		act := monster.Action{Type: a.Type, Value: amt, Slots: slots(a)}
		if isFormula {
			act.Value, act.Formula = nil, formula // "attack [(L/2){$math.ceil}]": a number at each level
		}
		var extra []monster.Action
		var rest []string
		var after []monster.Action
		var ranked *gAction // what one rank does besides ("monsterType normal: range 4")
		for _, s := range a.SubActions {
			if sub(&act, s, depth, &extra) {
				continue
			}
			if targetPlus(&act, s) { // "target +2": the stat card's and two
				continue
			}
			if _, ok := rankOf(s); ok && ranked == nil {
				ranked = &s
				continue
			}
			if act.Type == monster.KindHeal && s.Type == "condition" && pack.ValidCondition(s.name()) && len(s.SubActions) == 0 {
				// "heal 2, self, strengthen": the condition goes to whom
				// the heal does, an action of its own
				cond := monster.Action{Type: monster.KindCondition, Conditions: []string{s.name()}}
				after = append(after, cond)
				continue
			}
			if v, ok := s.Value.(string); ok && s.Type == "target" && act.Type == monster.KindAttack && strings.HasPrefix(v, "[") && len(s.SubActions) == 0 {
				// "target [C]", "target [C-1]": targets by the party,
				// worked out when the table is made; said beside the
				// attack when it is no formula the engine knows
				if f := formulaSource(v); act.Target == 0 && act.TargetPlus == 0 && pack.ValidValueFormula(f) {
					act.TargetFormula = f
				} else {
					act.Text = pack.JoinNotes(act.Text, s.describe())
				}
				continue
			}
			if d, ok := pack.DamageLine(s.describe(), ""); ok && s.Type == "custom" && len(s.SubActions) == 0 {
				after = append(after, d) // "All adjacent enemies suffer 2 damage." under an attack: its own line
				continue
			}
			rest = append(rest, s.describe())
		}
		if oneAllyNoRange(act) {
			return []monster.Action{text(a.describe())}
		}
		variants := []monster.Action{act}
		if ranked != nil {
			if split, ok := rankSub(act, *ranked, depth); ok {
				variants = split
			} else {
				rest = append(rest, ranked.describe())
			}
		}
		for i := range variants {
			if v := &variants[i]; v.Type == monster.KindAttack && v.Range == nil && a.ValueType != "add" && a.ValueType != "subtract" && inheritsRange(a) {
				// GHS writes no range where the stat card's holds: a ranged
				// monster's attack keeps its range (its UI adds "range +0")
				v.Range = monster.Plus(0)
			}
		}
		for i := range after {
			switch {
			case after[i].Type != monster.KindCondition:
			case act.Self || act.Allies:
				after[i].Self, after[i].Allies, after[i].Range, after[i].Target = act.Self, act.Allies, act.Range, act.Target
			default: // the heal's one target: not said
				after[i] = text("condition " + after[i].Conditions[0])
			}
		}
		out := append(variants, extra...)
		if len(rest) > 0 {
			out = append(out, text(strings.Join(rest, "; ")))
		}
		return append(out, after...)
	case "element":
		// "ice:dark": both drawn side by side, infused (or consumed)
		// together
		var names []string
		for _, n := range strings.Split(a.name(), ":") {
			if n = element(n); !pack.ValidElement(n) || slices.Contains(names, n) {
				return []monster.Action{text(a.describe())}
			}
			names = append(names, n)
		}
		if a.ValueType == "minus" {
			u := monster.Action{Type: monster.KindUse, Elements: names}
			if depth < pack.MaxActionDepth {
				u.Actions = bonus(a.SubActions, depth+1)
			}
			return []monster.Action{u}
		}
		return []monster.Action{{Type: monster.KindInfuse, Elements: names}}
	case "condition":
		if !pack.ValidCondition(a.name()) {
			return []monster.Action{text(a.describe())}
		}
		c := monster.Action{Type: monster.KindCondition, Conditions: []string{a.name()}}
		allSaid := false
		for _, s := range a.SubActions {
			switch {
			case s.Type == "specialTarget" && s.name() == "self":
				c.Self = true
			case s.Type == "specialTarget" && oneAlly(&c, s.name()):
			case s.Type == "specialTarget" && pack.AffectWhom(&c, whomWords(s.name())):
			case s.Type == "specialTarget" && moreTargets(&c, s.name()):
			case conditionTarget(&c, s):
			case s.Type == "area" && c.Area == nil && c.Target == 0 && !c.Allies && !c.Self && len(s.SubActions) == 0:
				// "stun" over an area: every enemy in its hexes
				ar, ok := area(s.name())
				if !ok {
					return []monster.Action{text(a.describe())}
				}
				c.Area = ar
			case s.Type == "range" && c.Range == nil:
				n, ok := s.number()
				if !ok || n.Relative || n.N < 1 {
					return []monster.Action{text(a.describe())}
				}
				c.Range = n
			case s.Type == "target" && c.Target == 0 && !c.Allies && s.name() == "" && len(s.SubActions) == 0:
				// "curse, target 3, range 2": that many enemies within range
				n, ok := s.number()
				if !ok || n.Relative || n.N < 1 || n.N >= monster.TargetAll || pack.Boons([]string{a.name()}) {
					return []monster.Action{text(a.describe())}
				}
				c.Target = n.N
			case s.Type == "specialTarget" && s.name() == "all" && c.Target == 0 && !c.Allies && !pack.Boons([]string{a.name()}):
				// a class card's "muddle, target all, range 1": every enemy
				// within the range that follows
				c.Target, allSaid = monster.TargetAll, true
			case s.Type == "target" && (s.name() == "all" || s.name() == "%game.target.all%") && c.Target == 0 && !c.Allies:
				// all within range: a boon is the monster's allies', a
				// hindrance its enemies'
				if pack.Boons([]string{a.name()}) {
					c.Allies = true
				} else {
					c.Target = monster.TargetAll
				}
			default:
				return []monster.Action{text(a.describe())} // whom it affects, as GHS shows it
			}
		}
		if oneAllyNoRange(c) || allSaid && c.Range == nil {
			return []monster.Action{text(a.describe())} // one ally, or all, within no range said
		}
		return []monster.Action{c}
	case "custom":
		if e, ok := effectCustom(a); ok {
			return []monster.Action{e}
		}
		if acts, ok := performedSummon(a); ok {
			return acts
		}
		if acts, ok := damageWithUses(a, depth); ok {
			return acts
		}
		raw := fmt.Sprint(valueOr(a.Value, ""))
		if d, ok := pack.DamageLine(pack.PlainText(raw), ""); ok && len(a.SubActions) == 0 { // its own damage is sufferDamage
			return []monster.Action{d}
		}
		if len(a.SubActions) > 0 && depth < pack.MaxActionDepth {
			// a caption over actions the engine does not play as the
			// card's ("On death", "If no Piranha Pig was targeted …"):
			// words for the players, the actions under it included
			subs := actions(a.SubActions, depth+1)
			if w := strings.ToLower(strings.ReplaceAll(pack.PlainText(raw), " ", "")); w == "ondeath" || w == "ondeath:" {
				return []monster.Action{pack.OnDeath(subs)}
			}
			return []monster.Action{pack.CaptionText(textWords(raw), subs)}
		}
		return []monster.Action{text(textWords(raw))} // in words: "[1+L/2{$math.floor}]" is "1+L/2 rounded down (L: …)"
	case "push", "pull":
		// forced movement of its own: whom it moves is a specialTarget
		if n, ok := a.number(); ok && !n.Relative && n.N >= 1 {
			p := monster.Action{Type: a.Type, Value: n}
			if acts, ok := forcedTargets(p, a.SubActions, depth); ok {
				return acts
			}
			var extra []monster.Action
			for _, s := range a.SubActions {
				r, rOK := s.number()
				switch {
				case s.Type == "condition" && pack.ValidCondition(s.name()) && !pack.Boons([]string{s.name()}) && len(s.SubActions) == 0:
					p.Conditions = append(p.Conditions, s.name()) // "push 2, range 3, immobilize"
				case s.Type == "element" && len(extra) < pack.MaxActions/2:
					extra = append(extra, action(s, depth)...) // its element, infused or used after it
				case (s.Type == "target" || s.Type == "specialTarget") && (s.name() == "all" || s.name() == "%game.target.all%") && p.Target == 0 && p.Area == nil:
					p.Target = monster.TargetAll // "push 1, target all, range 1": every enemy within range
				case s.Type == "range" && rOK && !r.Relative && r.N >= 1 && p.Range == nil && p.Area == nil && len(s.SubActions) == 0:
					p.Range = r
				case s.Type == "specialTarget" && pack.AffectWhom(&p, whomWords(s.name())):
				default:
					return []monster.Action{text(a.describe())}
				}
			}
			if p.Target == monster.TargetAll && p.Range == nil {
				return []monster.Action{text(a.describe())} // all, within no range said
			}
			return append([]monster.Action{p}, extra...)
		}
	case "sufferDamage":
		if n, ok := a.number(); ok && !n.Relative && len(a.SubActions) == 0 {
			// the monster itself suffers it
			return []monster.Action{{Type: monster.KindDamage, Value: n, Self: true}}
		}
	case "special":
		if n, ok := a.number(); ok && !n.Relative && n.N >= 1 && n.N <= monster.MaxSpecials {
			return []monster.Action{{Type: monster.KindSpecial, Value: n}}
		}
	case "grid", "concatenation":
		if c, ok := joinedConditions(a.SubActions); ok {
			return []monster.Action{c}
		}
		if in, ok := infusions(a.SubActions); ok {
			return []monster.Action{in} // elements drawn side by side: one infusion of them all
		}
		if acts, ok := elementAfterJoined(a.SubActions, depth); ok {
			return acts
		}
		if c, ok := joinedWithRange(a.SubActions); ok {
			return []monster.Action{c}
		}
		// layout: the actions it lays out, in order
		if depth < pack.MaxActionDepth {
			return actions(a.SubActions, depth+1)
		}
	case "monsterType":
		if acts, ok := rankActions(a, depth); ok {
			return acts
		}
	case "switchType":
		if sw, ok := switchType(a); ok {
			return []monster.Action{sw}
		}
	case "summon":
		if s, ok := classSummon(a); ok {
			return []monster.Action{s} // a character's summon with its own stats
		}
		if id := a.name(); id != "" && id != "summonData" && id != "monsterStandee" && len(a.SubActions) == 0 {
			return []monster.Action{{Type: monster.KindSummon, Monster: displayName(id)}}
		}
		if sums, ok := summons(a.ValueObj); ok && a.name() == "monsterStandee" && summonSubs(sums, a.SubActions) {
			return sums
		}
	}
	if a.Type == "spawn" {
		if acts, ok := spawns(a); ok {
			return acts
		}
	}
	if acts, ok := granted(a, depth); ok {
		return acts
	}
	return []monster.Action{text(a.describe())}
}

// inheritsRange reports whether attack a takes the stat card's range, as
// GHS shows it: unless it gives its own range, an area around the monster
// ("active" hex) or a special target.
func inheritsRange(a gAction) bool {
	for _, s := range a.SubActions {
		switch {
		case s.Type == "range", s.Type == "specialTarget", targetRuleLabel(s):
			return false
		case s.Type == "area" && strings.Contains(s.name(), "active"):
			return false
		case (s.Type == "grid" || s.Type == "concatenation") && !inheritsRange(s):
			return false
		}
	}
	return true
}

// gSummoned is one entry of a summon's or a spawn's valueObject.
type gSummoned struct {
	Monster *struct {
		Name   string `json:"name"`
		Type   string `json:"type"`
		Health any    `json:"health"`
		// Player2, Player3 and Player4 are its rank with 2, 3 and 4
		// characters ("normal", "elite", "none"), when it depends on
		// the party.
		Player2 string `json:"player2"`
		Player3 string `json:"player3"`
		Player4 string `json:"player4"`
	} `json:"monster"`
	Count any `json:"count"`
}

// summonList reads a summon's or a spawn's valueObject: 1 to
// pack.MaxActions/2 entries.
func summonList(raw json.RawMessage) ([]gSummoned, bool) {
	var list []gSummoned
	if len(raw) == 0 || json.Unmarshal(raw, &list) != nil || len(list) == 0 || len(list) > pack.MaxActions/2 {
		return nil, false
	}
	return list, true
}

// summons reads a summon's valueObject, [{"monster": {"name": "black-imp",
// "type": "elite"}}, …]: one summon each.
func summons(raw json.RawMessage) ([]monster.Action, bool) {
	list, ok := summonList(raw)
	if !ok {
		return nil, false
	}
	var out []monster.Action
	for _, s := range list {
		if s.Monster == nil || s.Monster.Name == "" || (s.Monster.Type != "" && s.Monster.Type != "normal" && s.Monster.Type != "elite") {
			return nil, false
		}
		summonerHP, hp, ok := summonHealth(s.Monster.Health)
		if !ok || s.Count != nil {
			return nil, false // hit points or a count the engine does not play: text
		}
		elite := s.Monster.Type == "elite"
		if m := s.Monster; m.Player2 != "" || m.Player3 != "" || m.Player4 != "" {
			if m.Player2 != m.Player3 || m.Player3 != m.Player4 || (m.Player2 != "normal" && m.Player2 != "elite") {
				return nil, false // a rank by party size the engine does not play: words (summonedWords)
			}
			elite = m.Player2 == "elite"
		}
		out = append(out, monster.Action{Type: monster.KindSummon, Monster: displayName(s.Monster.Name), Elite: elite,
			SummonerHP: summonerHP, SummonHP: hp})
	}
	return out, true
}

// sub attaches a sub-action to act; false if it does not fit. The use or
// infusion of an element is appended to extra, to follow act.
func sub(act *monster.Action, s gAction, depth int, extra *[]monster.Action) bool {
	if effectSub(act, s, extra) || cardTargetSub(act, s) {
		return true
	}
	if isAdvantage(s) && act.Type == monster.KindAttack {
		act.Advantage = true // "Advantage" under the attack
		return true
	}
	n, numOK := s.number()
	switch s.Type {
	case "range":
		if !numOK || act.Range != nil || (act.Type != monster.KindAttack && act.Type != monster.KindHeal && act.Type != monster.KindRetaliate &&
			!(act.Type == monster.KindShield && act.Allies && act.Target == 1)) {
			return false
		}
		act.Range = n
		return true
	case "target", "pierce", "push", "pull":
		if all := s.name(); s.Type == "target" && act.Type == monster.KindAttack && act.Target == 0 &&
			(all == "all" || all == "%game.target.all%") {
			act.Target = monster.TargetAll // every enemy within range
			return true
		}
		if s.Type == "target" && act.Type == monster.KindHeal && numOK && !n.Relative && n.N >= 2 && n.N < monster.TargetAll &&
			act.Target == 0 && !act.Self && !act.Allies && len(s.SubActions) == 0 {
			act.Target = n.N // "heal 3, range 2, target 2": that many figures within range
			return true
		}
		if !numOK || n.Relative || act.Type != monster.KindAttack {
			return false
		}
		switch s.Type {
		case "target":
			act.Target = n.N
		case "pierce":
			act.Pierce = n.N
		case "push":
			act.Push = n.N
		case "pull":
			act.Pull = n.N
		}
		return true
	case "condition":
		if selfBoon(act, s, extra) {
			return true
		}
		if act.Type != monster.KindAttack || !pack.ValidCondition(s.name()) {
			return false
		}
		act.Conditions = append(act.Conditions, s.name())
		return true
	case "jump":
		if act.Type != monster.KindMove {
			return false
		}
		act.Jump = true
		return true
	case "specialTarget":
		target := s.name()
		if moreTargets(act, target) {
			return true
		}
		switch {
		case target == "self" && (act.Type == monster.KindHeal || act.Type == monster.KindShield):
			act.Self = true
			return true
		case (act.Type == monster.KindHeal || act.Type == monster.KindShield) && !act.Self && oneAlly(act, target):
			return true
		case act.Type == monster.KindCondition || act.Type == monster.KindHeal || act.Type == monster.KindShield:
			return pack.AffectWhom(act, whomWords(target))
		case act.Type != monster.KindAttack:
			return false
		case target == "enemiesAdjacent" && act.Area == nil && act.Target == 0:
			act.Area = pack.AdjacentArea() // every adjacent enemy
			return true
		case target == "enemies" && act.Target == 0:
			act.Target = monster.TargetAll // every enemy within range
			return true
		}
		if n, ok := strings.CutPrefix(target, "enemiesRange:"); ok && act.Target == 0 && act.Range == nil {
			if r, err := strconv.Atoi(n); err == nil && r >= 1 && r <= pack.MaxStat {
				act.Target, act.Range = monster.TargetAll, monster.Fixed(r)
				return true
			}
		}
		return false
	case "area":
		if act.Type != monster.KindAttack || act.Area != nil {
			return false
		}
		ar, ok := area(s.name())
		if !ok {
			return false
		}
		act.Area = ar
		return true
	case "element":
		if extra == nil || len(*extra) >= pack.MaxActions/2 {
			return false
		}
		*extra = append(*extra, action(s, depth)...)
		return true
	case "grid", "concatenation":
		// layout: every part it lays out fits, or none is taken
		try := *act
		var more []monster.Action
		for _, part := range s.SubActions {
			if !sub(&try, part, depth, &more) {
				return false
			}
		}
		if len(more) > 0 && (extra == nil || len(*extra)+len(more) > pack.MaxActions/2) {
			return false
		}
		*act = try
		if len(more) > 0 {
			*extra = append(*extra, more...)
		}
		return true
	}
	return false
}

// bonus converts what consuming an element adds: "add" amounts are
// relative to the action before.
func bonus(in []gAction, depth int) []monster.Action {
	var out []monster.Action
	for _, s := range in {
		if len(out) >= pack.MaxActions {
			break
		}
		if more, ok := bonusTargets(out, s, depth); ok {
			out = more
			continue
		}
		if s.Type == "jump" && len(s.SubActions) == 0 {
			// what consuming the element adds: the move is a jump
			if k := len(out); k > 0 && out[k-1].Type == monster.KindMove {
				out[k-1].Jump = true
			} else {
				out = append(out, monster.Action{Type: monster.KindMove, Value: monster.Plus(0), Jump: true})
			}
			continue
		}
		if isAdvantage(s) {
			// what consuming the element adds: the attack gains advantage
			if k := len(out); k > 0 && out[k-1].Type == monster.KindAttack {
				out[k-1].Advantage = true
			} else {
				out = append(out, monster.Action{Type: monster.KindAttack, Value: monster.Plus(0), Advantage: true})
			}
			continue
		}
		n, ok := s.number()
		switch {
		case ok && (s.Type == "attack" || s.Type == "move") && (s.ValueType == "add" || s.ValueType == "subtract" || s.ValueType == "plus"):
			// "+1 attack" with what it adds besides (an area, a condition)
			out = append(out, withSubActions(monster.Action{Type: s.Type, Value: n}, s, depth)...)
		case ok && s.Type == "range":
			if k := len(out); k > 0 && out[k-1].Type == monster.KindAttack && out[k-1].Range == nil {
				out[k-1].Range = monster.Plus(n.N) // "+2 attack", "+1 range": one bonus, as the card shows it
				continue
			}
			out = append(out, monster.Action{Type: monster.KindAttack, Value: monster.Plus(0), Range: monster.Plus(n.N)})
		case ok && n.N >= 0 && (s.Type == "target" || s.Type == "pierce" || s.Type == "push" || s.Type == "pull"):
			// "target +1" (add) or "target 2" (the attack's targets become
			// 2: one more than its one)
			k := n.N
			if s.Type == "target" && !n.Relative {
				k--
			}
			if k <= 0 {
				out = append(out, text(s.describe()))
				continue
			}
			a := monster.Action{Type: monster.KindAttack, Value: monster.Plus(0)}
			sub(&a, gAction{Type: s.Type, Value: float64(k)}, 0, nil)
			out = append(out, a)
		case ok && n.N > 0 && (s.Type == "heal" || s.Type == "shield" || s.Type == "retaliate"):
			// "heal 3, self": whom it heals as for an action of its own
			out = append(out, withSubActions(monster.Action{Type: s.Type, Value: monster.Plus(n.N)}, s, depth)...)
		case s.Type == "area":
			// consuming the element gives the attack an area
			if ar, ok := area(s.name()); ok {
				if k := len(out); k > 0 && out[k-1].Type == monster.KindAttack && out[k-1].Area == nil {
					out[k-1].Area = ar // "+1 attack", an area: one bonus
					continue
				}
				out = append(out, monster.Action{Type: monster.KindAttack, Value: monster.Plus(0), Area: ar})
			} else {
				out = append(out, text(s.describe()))
			}
		case (s.Type == "grid" || s.Type == "concatenation") && depth < pack.MaxActionDepth:
			if c, ok := selfConditions(s.SubActions); ok {
				out = append(out, c) // "bless and strengthen, self"
				continue
			}
			out = append(out, bonus(s.SubActions, depth+1)...)
		case s.Type == "condition" && pack.ValidCondition(s.name()) && len(s.SubActions) > 0:
			// a condition with whom it affects ("strengthen, self"): its own
			c, ok := selfConditions([]gAction{s})
			if !ok {
				c = action(s, pack.MaxActionDepth)[0]
			}
			out = append(out, c)
		case s.Type == "condition" && pack.ValidCondition(s.name()):
			if k := len(out); k > 0 && (out[k-1].Type == monster.KindAttack || out[k-1].Type == monster.KindCondition &&
				!out[k-1].Self && !out[k-1].Allies && out[k-1].Target == 0 && out[k-1].Range == nil && out[k-1].Area == nil) {
				// "poison", "wound": what the attack before gains, one action
				out[k-1].Conditions = append(out[k-1].Conditions, s.name())
			} else {
				out = append(out, monster.Action{Type: monster.KindCondition, Conditions: []string{s.name()}})
			}
		default:
			out = append(out, action(s, pack.MaxActionDepth)...)
		}
	}
	if len(out) > pack.MaxActions {
		out = out[:pack.MaxActions]
	}
	return out
}

// infusions reads elements infused side by side, two or more, as one
// infuse action; false for other parts.
func infusions(parts []gAction) (monster.Action, bool) {
	in := monster.Action{Type: monster.KindInfuse}
	for _, p := range parts {
		name := element(p.name())
		if p.Type != "element" || (p.ValueType != "" && p.ValueType != "plus") || len(p.SubActions) > 0 ||
			!pack.ValidElement(name) || slices.Contains(in.Elements, name) {
			return in, false
		}
		in.Elements = append(in.Elements, name)
	}
	return in, len(in.Elements) >= 2
}

// selfConditions reads conditions the monster gives itself, each with a
// specialTarget self or none, and perhaps a last specialTarget self for
// them all ("bless and strengthen, self"), as one condition action on the
// monster; false for other parts.
func selfConditions(parts []gAction) (monster.Action, bool) {
	c := monster.Action{Type: monster.KindCondition}
	for i, p := range parts {
		if p.Type == "specialTarget" && p.name() == "self" && len(p.SubActions) == 0 && i == len(parts)-1 {
			c.Self = true
			continue
		}
		if p.Type != "condition" || !pack.ValidCondition(p.name()) {
			return c, false
		}
		for _, s := range p.SubActions {
			if s.Type != "specialTarget" || s.name() != "self" || len(s.SubActions) > 0 {
				return c, false
			}
			c.Self = true
		}
		c.Conditions = append(c.Conditions, p.name())
	}
	return c, c.Self && len(c.Conditions) > 0
}

// whomWords is a specialTarget of a condition, heal or shield in the words
// cards print (pack.AffectWhom reads them), "" for one it cannot say: GHS's
// "alliesRange:2" is "Affect all allies within range 2".
func whomWords(target string) string {
	name, n, _ := strings.Cut(target, ":")
	if n != "" {
		if _, err := strconv.Atoi(n); err != nil {
			return ""
		}
	}
	switch {
	case name == "enemiesAdjacent" && n == "":
		return "Target all adjacent enemies"
	case name == "enemyAdjacent" && n == "":
		return "Target one adjacent enemy"
	case name == "enemiesRange" && n != "":
		return "Target all enemies within range " + n
	case (name == "alliesAdjacent" || name == "alliesAdjacentAffect") && n == "":
		return "Affect all adjacent allies"
	case (name == "alliesRange" || name == "alliesRangeAffect") && n != "":
		return "Affect all allies within range " + n
	case name == "selfAlliesAdjacentAffect" && n == "":
		return "Affect self and all adjacent allies"
	case (name == "selfAlliesRange" || name == "selfAlliesAffectRange") && n != "":
		return "Affect self and all allies within range " + n
	}
	return ""
}

// joinedConditions reads conditions (or a push or pull and conditions)
// joined by "and" and a last
// specialTarget saying whom they all affect ("wound and poison, all
// adjacent enemies") as one condition action; false for other parts.
func joinedConditions(parts []gAction) (monster.Action, bool) {
	c := monster.Action{Type: monster.KindCondition}
	n := len(parts)
	if n >= 3 && parts[n-1].Type == "range" && len(parts[n-1].SubActions) == 0 {
		// "brittle and immobilize, range 1": one enemy within range
		r, ok := parts[n-1].number()
		if !ok || r.Relative || r.N < 1 {
			return c, false
		}
		for _, p := range parts[:n-1] {
			if p.Type != "condition" || !pack.ValidCondition(p.name()) || len(p.SubActions) > 0 {
				return c, false
			}
			c.Conditions = append(c.Conditions, p.name())
		}
		c.Range = r
		return c, true
	}
	if n < 2 || parts[n-1].Type != "specialTarget" {
		return c, false
	}
	first := parts[:n-1]
	if f := parts[0]; (f.Type == "push" || f.Type == "pull") && len(f.SubActions) == 0 {
		// "push 1 and poison, all adjacent enemies": a push with conditions
		v, ok := f.number()
		if !ok || v.Relative || v.N < 1 || n < 3 {
			return c, false
		}
		c.Type, c.Value, first = f.Type, v, first[1:]
	}
	for _, p := range first {
		if p.Type != "condition" || !pack.ValidCondition(p.name()) || len(p.SubActions) > 0 {
			return c, false
		}
		c.Conditions = append(c.Conditions, p.name())
	}
	if t := parts[n-1].name(); t == "self" {
		c.Self = true
		return c, true
	}
	return c, pack.AffectWhom(&c, whomWords(parts[n-1].name()))
}

// withSubActions is a, with what s's sub-actions add to it, and those it
// cannot take as one text action after it.
func withSubActions(a monster.Action, s gAction, depth int) []monster.Action {
	var rest []string
	for _, ss := range s.SubActions {
		if !sub(&a, ss, depth, nil) {
			rest = append(rest, ss.describe())
		}
	}
	out := []monster.Action{a}
	if len(rest) > 0 {
		out = append(out, text(strings.Join(rest, "; ")))
	}
	return out
}

// isAdvantage reports whether s is the word "Advantage" a card prints
// under an attack (GHS's custom text).
func isAdvantage(s gAction) bool {
	v, ok := s.Value.(string)
	return ok && s.Type == "custom" && len(s.SubActions) == 0 &&
		strings.EqualFold(strings.TrimRight(strings.TrimSpace(pack.PlainText(v)), "."), "advantage")
}

// areaBefore is the index in out of the action an area laid out after
// them takes (areaTaker): the last one, or the one before the element
// uses and infusions it was given ("attack 2, use fire: +1 attack" and
// then its area); -1 for none.
func areaBefore(out []monster.Action) int {
	k := len(out) - 1
	for k >= 0 && (out[k].Type == monster.KindUse || out[k].Type == monster.KindInfuse) {
		k--
	}
	if k < 0 || !areaTaker(out[k]) {
		return -1
	}
	return k
}

// areaTaker reports whether a, the action before an area laid out beside
// it, takes that area: an attack, or a condition on enemies that says no
// other whom.
func areaTaker(a monster.Action) bool {
	switch a.Type {
	case monster.KindAttack:
		return a.Area == nil
	case monster.KindCondition:
		return a.Area == nil && a.Target == 0 && !a.Allies && !a.Self && !pack.Boons(a.Conditions)
	}
	return false
}

// oneAllyNoRange reports whether a is on one ally (Allies with one
// target) with no range said: not an action the language plays.
func oneAllyNoRange(a monster.Action) bool {
	return a.Allies && a.Target == 1 && a.Range == nil
}

// classAlly is the special target of one ally on a class card
// (classAllies writes it): "classAlly:N" one ally within range N,
// "classAlly" one ally within the range that follows. No GHS file writes
// it, so a monster's card never has it: the monsters' turns do not play
// one ally.
const classAlly = "classAlly"

// oneAlly reads special target t, when it is classAlly, into heal, shield
// or condition a: on one ally (Allies with one target) within its range.
func oneAlly(a *monster.Action, t string) bool {
	name, n, _ := strings.Cut(t, ":")
	if name != classAlly || a.Allies || a.Target != 0 || a.Range != nil || a.Area != nil {
		return false
	}
	a.Allies, a.Target = true, 1
	if r, err := strconv.Atoi(n); err == nil && r >= 1 && r <= pack.MaxStat {
		a.Range = monster.Fixed(r)
	}
	return true
}

// oneAllyTargets are GHS's special targets of one ally on class cards, and
// the range of each ("" when a range follows).
var oneAllyTargets = map[string]string{"ally": "", "allyAdjacent": "1", "allyAffectAdjacent": "1", "allyAdjacentAffect": "1"}

// oneAllyRangeTargets are those that carry their range ("allyAffectRange:3").
var oneAllyRangeTargets = map[string]bool{"allyRange": true, "allyAffectRange": true, "allyRangeAffect": true}

// grantOneRE reads a class card's grant to one ally: "Grant one adjacent
// ally:", "Grant one ally within range 3:".
var grantOneRE = regexp.MustCompile(`^(?i)grant one (?:(adjacent) ally|ally within,? range (\d{1,2}))\s*:?$`)

// classAllies returns a, a class card's action, with its special targets
// of one ally written as classAlly, and a grant to one ally of a heal,
// shield or condition as that action on classAlly. Other actions are as
// they were.
func classAllies(a gAction) gAction {
	if a.Type == "specialTarget" {
		name, n, _ := strings.Cut(a.name(), ":")
		if r, ok := oneAllyTargets[name]; ok && n == "" {
			a.Value = strings.TrimSuffix(classAlly+":"+r, ":")
		} else if oneAllyRangeTargets[name] && n != "" {
			a.Value = classAlly + ":" + n
		}
		return a
	}
	if t, ok := a.Value.(string); ok && (a.Type == "custom" || a.Type == "grant" || a.Type == "nonCalc") && len(a.SubActions) == 1 {
		if m := grantOneRE.FindStringSubmatch(strings.TrimSpace(pack.PlainText(t))); m != nil {
			s := a.SubActions[0]
			if s.Type == "heal" || s.Type == "shield" || s.Type == "condition" {
				r := m[2]
				if m[1] != "" {
					r = "1"
				}
				s.SubActions = append(slices.Clone(s.SubActions), gAction{Type: "specialTarget", Value: classAlly + ":" + r})
				return classAllies(s)
			}
		}
	}
	if len(a.SubActions) > 0 {
		subs := make([]gAction, len(a.SubActions))
		for i, s := range a.SubActions {
			subs[i] = classAllies(s)
		}
		a.SubActions = subs
	}
	return a
}
