package ghs

import (
	"encoding/json"
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/monster"
	"github.com/haventable/haventable/engine/pack"
)

// gClassCard is one of a class's ability cards in GHS's
// data/<edition>/character/deck/*.json ("character": true).
type gClassCard struct {
	CardID           *int      `json:"cardId"`
	Name             string    `json:"name"`
	Level            any       `json:"level"`
	Initiative       int       `json:"initiative"`
	Actions          []gAction `json:"actions"`
	BottomActions    []gAction `json:"bottomActions"`
	Lost             bool      `json:"lost"`
	BottomLost       bool      `json:"bottomLost"`
	Loss             bool      `json:"loss"`
	BottomLoss       bool      `json:"bottomLoss"`
	Persistent       bool      `json:"persistent"`
	BottomPersistent bool      `json:"bottomPersistent"`
	Round            bool      `json:"round"`
	BottomRound      bool      `json:"bottomRound"`
	XP               any       `json:"xp"` // a number, or one written as a string ("1")
	BottomXP         any       `json:"bottomXp"`
}

var classCardKnown = map[string]bool{"cardId": true, "name": true, "level": true, "initiative": true,
	"actions": true, "bottomActions": true, "lost": true, "bottomLost": true, "loss": true, "bottomLoss": true,
	"persistent": true, "bottomPersistent": true, "round": true, "bottomRound": true, "xp": true, "bottomXp": true}

// classDecks imports the classes' ability decks (items are deck objects
// marked "character").
func (im *importer) classDecks(p *pack.Pack, items []item) {
	seen := map[string]bool{}
	for _, it := range items {
		name := displayName(str(it.obj["name"]))
		if name == "" || seen[name] {
			im.rep.Warn(it.path, "class deck skipped: no name, or a name given twice")
			continue
		}
		if len(p.ClassDecks) >= pack.MaxClassDecks {
			im.rep.Warn(it.path, "skipped: more than %d class decks", pack.MaxClassDecks)
			break
		}
		abilities, err := pack.Items(it.obj["abilities"])
		if err != nil {
			im.rep.Warn(pack.Path(it.path, "abilities"), "class deck skipped: not a list")
			continue
		}
		d := pack.ClassDeck{Class: name}
		numbers := map[int]bool{}
		for i, raw := range abilities {
			path := pack.Path(pack.Path(it.path, "abilities"), i)
			if len(d.Cards) >= pack.MaxClassCards {
				im.rep.Warn(path, "card skipped: more than %d cards", pack.MaxClassCards)
				break
			}
			card, ok := im.classCard(path, raw, i+1)
			if !ok {
				continue
			}
			if numbers[card.Number] {
				n := card.Number
				for numbers[card.Number] {
					card.Number++
				}
				im.rep.Warn(path, "card number %d given twice: this card numbered %d", n, card.Number)
			}
			numbers[card.Number] = true
			d.Cards = append(d.Cards, card)
		}
		if len(d.Cards) == 0 {
			im.rep.Warn(it.path, "class deck %q skipped: no card could be read", name)
			continue
		}
		seen[name] = true
		p.ClassDecks = append(p.ClassDecks, d)
	}
}

// classCard reads one class card; num is its number when it gives none.
func (im *importer) classCard(path string, raw json.RawMessage, num int) (pack.ClassCard, bool) {
	var g gClassCard
	keys, err := pack.Object(raw)
	if err != nil || json.Unmarshal(raw, &g) != nil {
		im.rep.Warn(path, "card skipped: not an ability card object")
		return pack.ClassCard{}, false
	}
	for _, k := range sortedKeys(keys) {
		if !classCardKnown[k] {
			im.rep.Skip("character deck.abilities[*]." + k + ": skipped")
		}
	}
	if g.CardID != nil {
		num = *g.CardID
	}
	level, ok := classLevel(g.Level)
	if !ok {
		im.rep.Warn(pack.Path(path, "level"), "level %v read as level X (a starting card)", g.Level)
	}
	if g.Initiative >= 100 && g.Initiative <= 9999 && g.Initiative%100 <= 99 {
		// two initiatives in one number (Frosthaven's Blinkblade: 2050 is
		// 20 and 50, the player's choice each round): the first is kept
		im.rep.Warn(pack.Path(path, "initiative"), "initiatives %d and %d: the first kept (the card's other initiative is the players' to use)",
			g.Initiative/100, g.Initiative%100)
		g.Initiative /= 100
	}
	if num < 0 || num > 1_000_000 || g.Initiative < 0 || g.Initiative > 99 {
		im.rep.Warn(path, "card skipped: card number %d or initiative %d out of range", num, g.Initiative)
		return pack.ClassCard{}, false
	}
	name := pack.ClipName(im.labels.text(g.Name))
	if strings.TrimSpace(name) == "" {
		name = "Card " + strconv.Itoa(num)
	}
	for _, as := range [][]gAction{g.Actions, g.BottomActions} {
		im.labels.resolve(as)
		im.labels.summonTexts(as)
	}
	top := cardHalf(g.Actions, g.Persistent || g.Round)
	top.Lost = top.Lost || g.Lost || g.Loss
	top.Persistent = top.Persistent || g.Persistent
	top.Round = top.Round || g.Round
	top.XP += im.xp(pack.Path(path, "xp"), g.XP)
	bottom := cardHalf(g.BottomActions, g.BottomPersistent || g.BottomRound)
	bottom.Lost = bottom.Lost || g.BottomLost || g.BottomLoss
	bottom.Persistent = bottom.Persistent || g.BottomPersistent
	bottom.Round = bottom.Round || g.BottomRound
	bottom.XP += im.xp(pack.Path(path, "bottomXp"), g.BottomXP)
	for _, h := range []*pack.CardHalf{&top, &bottom} {
		if h.Persistent && h.Round {
			h.Round = false // persistent wins: it outlasts the round
		}
		if h.Uses > 0 && !h.Persistent && !h.Round {
			h.Persistent = true // a track is a bonus's
		}
		h.Uses = min(h.Uses, pack.MaxUses)
		h.XP = min(h.XP, 99)
		attackBonus(h)
	}
	return pack.ClassCard{Number: num, Name: name, Level: level, Initiative: g.Initiative, Top: top, Bottom: bottom}, true
}

// xp reads a half's experience: a number 0 to 99, or one written as a
// string; anything else is left out with a warning.
func (im *importer) xp(path string, v any) int {
	switch x := v.(type) {
	case nil:
		return 0
	case float64:
		if x >= 0 && x <= 99 && x == float64(int(x)) {
			return int(x)
		}
	case string:
		if n, err := strconv.Atoi(strings.TrimSpace(x)); err == nil && n >= 0 && n <= 99 {
			return n
		}
	}
	im.rep.Warn(path, "experience %v left out: not a number 0 to 99", v)
	return 0
}

// classLevel reads a card's level: a number 1 to 9, or "X" (0); anything
// else (Jaws of the Lion's "A" and "B" cards) is read as X, not ok.
func classLevel(v any) (int, bool) {
	switch l := v.(type) {
	case float64:
		if l >= 1 && l <= pack.ClassLevels && l == float64(int(l)) {
			return int(l), true
		}
	case string:
		if l == "X" {
			return 0, true
		}
		if n, err := strconv.Atoi(l); err == nil && n >= 1 && n <= pack.ClassLevels {
			return n, true
		}
	}
	return 0, false
}

// half converts a half's actions: its card marks ("card": experience,
// persistent, round, lost, the positions of a use track) become the half's
// own fields; the rest go through the action language as monster cards'
// do. A character's attack without a range is melee: the monsters' "range
// of the stat card" is taken off.
func half(in []gAction) pack.CardHalf { return cardHalf(in, false) }

// cardHalf is half; bonus says the card marks the half persistent or a
// round bonus besides its actions' marks ("persistent": true). Only a
// bonus's rule of one card of a kind active at a time is its Exclusive:
// on another half it stays words.
func cardHalf(in []gAction, bonus bool) pack.CardHalf {
	var h pack.CardHalf
	in = cardMarks(in, &h, bonus || bonusMark(in))
	if h.Exclusive != "" {
		in = withoutCaption(in, h.Exclusive)
	}
	h.Actions = dropEmptyText(actions(in, 0))
	if h.Actions == nil {
		h.Actions = []monster.Action{}
	}
	meleeByDefault(h.Actions)
	return h
}

// cardMarks returns in without its "card" actions, which it records in h;
// a layout left empty by them goes too. Layout that is no action goes
// (a spacer; a "hint", the words beside the actions of Jaws of the Lion's
// first cards saying what they do); a box or a font size around actions
// leaves the actions in its place.
//
// With rules (the half is a bonus) a rule of one card of a kind active at
// a time becomes h's Exclusive, a leave for two its ExclusiveTwo.
func cardMarks(in []gAction, h *pack.CardHalf, rules bool) []gAction {
	var out []gAction
	for _, a := range in {
		a = classAllies(a) // one ally: a class card's, never a monster's
		switch a.Type {
		case "card":
			mark(a.name(), h)
			continue
		case "concatenationSpacer", "hint":
			continue
		case "custom":
			if _, ok := allyPerformsRange(a); ok {
				a.Type = classPerform // one ally performs the action under it
			}
			if kind, ok := exclusiveRule(a); ok && rules && h.Exclusive == "" {
				h.Exclusive = kind // "When another Song is played, discard this card."
				continue
			}
			if n, ok := turnXP(a); ok && rules && h.XPEachTurn == 0 {
				h.XPEachTurn = n // "Gain experience at the beginning of each of your turns."
				continue
			}
			if kind, ok := exclusiveTwo(a); ok && rules {
				h.ExclusiveTwo = kind // the words stay: what else they say is the players'
			}
		case "summon":
			if _, ok := classSummon(a); ok {
				break // a character's summon with its stats: structured
			}
			if words, ok := summonWords(a); ok {
				// a class's summon: its stats in words for the players
				out = append(out, gAction{Type: "custom", Value: words})
				continue
			}
		case "box", "forceBox", "fontSize", "boxFhSubActions":
			if len(a.SubActions) > 0 {
				out = append(out, cardMarks(a.SubActions, h, rules)...)
				continue
			}
		}
		if a.Type == "shield" || a.Type == "retaliate" {
			// "shield 1, self": a character's shield and retaliate are its own
			a.SubActions = slices.DeleteFunc(slices.Clone(a.SubActions), func(s gAction) bool {
				return s.Type == "specialTarget" && s.name() == "self"
			})
		}
		if len(a.SubActions) > 0 {
			a.SubActions = cardMarks(a.SubActions, h, rules)
			if len(a.SubActions) == 0 && (a.Type == "concatenation" || a.Type == "grid" || a.Type == "box" || a.Type == "forceBox") {
				continue
			}
		}
		out = append(out, a)
	}
	return out
}

// bonusMark reports whether in marks its half persistent or a round
// bonus (a "card" action, perhaps inside a layout).
func bonusMark(in []gAction) bool {
	for _, a := range in {
		if v := a.name(); a.Type == "card" && (v == "persistent" || v == "round") || bonusMark(a.SubActions) {
			return true
		}
	}
	return false
}

// exclusiveRuleRE reads a class card's rule of one card of a kind active
// at a time: "When another Song is played, discard this card."
var exclusiveRuleRE = regexp.MustCompile(`^(?i)when another ([a-z][a-z-]{0,22}) is played, discard this card\.?$`)

// exclusiveTwoRE reads a card that lets two of a kind be active: "You may
// have two Augments active at once."
var exclusiveTwoRE = regexp.MustCompile(`^(?i)you may have two ([a-z][a-z-]{0,22}?)s? active at once\b`)

// turnXPRE reads a bonus's experience each turn: "Gain experience at the
// beginning of each of your turns." (GHS writes "beginining"), "Gain 2
// experience at the start of each of your turns."
var turnXPRE = regexp.MustCompile(`^(?i)gain (?:(\d) )?experience at the (?:begin\w*|start) of each of your turns\.?$`)

// turnXP reads custom action a as a bonus's experience at the start of
// each of the bearer's turns, giving the amount (1 when it says none).
func turnXP(a gAction) (int, bool) {
	t, ok := a.Value.(string)
	if !ok || a.Type != "custom" || len(a.SubActions) > 0 {
		return 0, false
	}
	m := turnXPRE.FindStringSubmatch(strings.TrimSpace(textWords(t)))
	if m == nil {
		return 0, false
	}
	n := 1
	if m[1] != "" {
		n, _ = strconv.Atoi(m[1])
	}
	return n, n >= 1 && n <= engine.MaxXPEachTurn
}

// exclusiveRule reads custom action a as the rule of one card of a kind
// active at a time, giving the kind in lower case ("song").
func exclusiveRule(a gAction) (string, bool) {
	return kindOf(exclusiveRuleRE, a)
}

// exclusiveTwo reads custom action a as a card's leave to have two of a
// kind active at once, giving the kind ("augment").
func exclusiveTwo(a gAction) (string, bool) {
	return kindOf(exclusiveTwoRE, a)
}

// kindOf matches a custom action's words without sub-actions against re,
// giving its first group in lower case when it is a kind name.
func kindOf(re *regexp.Regexp, a gAction) (string, bool) {
	t, ok := a.Value.(string)
	if !ok || a.Type != "custom" || len(a.SubActions) > 0 {
		return "", false
	}
	m := re.FindStringSubmatch(strings.TrimSpace(textWords(t)))
	if m == nil {
		return "", false
	}
	kind := strings.ToLower(m[1])
	return kind, engine.ValidExclusive(kind)
}

// withoutCaption is in without its caption naming kind (a box or custom
// action without sub-actions whose words are the kind's name, "Song"): the
// half's Exclusive says it.
func withoutCaption(in []gAction, kind string) []gAction {
	return slices.DeleteFunc(slices.Clone(in), func(a gAction) bool {
		t, ok := a.Value.(string)
		return ok && (a.Type == "box" || a.Type == "custom") && len(a.SubActions) == 0 &&
			strings.EqualFold(strings.TrimSpace(textWords(t)), kind)
	})
}

// mark records one card mark.
func mark(v string, h *pack.CardHalf) {
	kind, arg, _ := strings.Cut(v, ":")
	switch {
	case kind == "experience":
		if n, err := strconv.Atoi(arg); err == nil && n > 0 {
			h.XP += n
		}
	case kind == "persistent":
		h.Persistent = true
	case kind == "round":
		h.Round = true
	case kind == "lost":
		h.Lost = true
	case strings.HasPrefix(kind, "slot"):
		// "slot", "slotXp:1", "slotStart", "slotEndXp:1": one position of
		// the use track
		h.Uses++
	}
}

// meleeByDefault takes the monsters' inherited range ("range +0") off a
// character's actions.
func meleeByDefault(as []monster.Action) {
	for i := range as {
		if r := as[i].Range; r != nil && r.Relative && r.N == 0 {
			as[i].Range = nil
		}
		meleeByDefault(as[i].Actions)
	}
}

// dropEmptyText takes out text actions without words (a caption GHS leaves
// empty), keeping the actions under them in their place.
func dropEmptyText(as []monster.Action) []monster.Action {
	var out []monster.Action
	for _, a := range as {
		a.Actions = dropEmptyText(a.Actions)
		if a.Type == monster.KindText && strings.TrimSpace(a.Text) == "" {
			out = append(out, a.Actions...)
			continue
		}
		out = append(out, a)
	}
	return out
}

// summonWords words a class card's summon ("summonData" with its stats in
// valueObject): "Summon Decoy: 6 hit points, move 2, attack 2, range 3".
func summonWords(a gAction) (string, bool) {
	var v struct {
		Name     string `json:"name"`
		Health   any    `json:"health"`
		Movement any    `json:"movement"`
		Attack   any    `json:"attack"`
		Range    any    `json:"range"`
		Count    int    `json:"count"`
	}
	if a.name() != "summonData" || len(a.ValueObj) == 0 || json.Unmarshal(a.ValueObj, &v) != nil || v.Name == "" {
		return "", false
	}
	var parts []string
	for _, f := range []struct {
		v     any
		label string
	}{{v.Health, "%s hit points"}, {v.Movement, "move %s"}, {v.Attack, "attack %s"}, {v.Range, "range %s"}} {
		if f.v == nil {
			continue
		}
		n := strings.TrimSpace(fmt.Sprint(f.v))
		if n == "" || n == "0" {
			continue
		}
		if n == "1" {
			f.label = strings.Replace(f.label, "points", "point", 1)
		}
		parts = append(parts, fmt.Sprintf(f.label, n))
	}
	name := displayName(v.Name)
	if v.Count > 1 {
		name = strconv.Itoa(v.Count) + " " + name
	}
	if len(parts) == 0 {
		return "Summon " + name, true
	}
	return "Summon " + name + ": " + strings.Join(parts, ", "), true
}

// gSummonData is a class card's summon's valueObject ("summonData").
type gSummonData struct {
	Name     string `json:"name"`
	Health   any    `json:"health"`
	Movement any    `json:"movement"`
	Attack   any    `json:"attack"`
	Range    any    `json:"range"`
	Count    any    `json:"count"`
	// Action and AdditionalAction are what the summon has besides its
	// stats ("poison" on its attacks, "shield 1", an "On death" line).
	Action           *gAction `json:"action"`
	AdditionalAction *gAction `json:"additionalAction"`
}

// classSummon reads a class card's summon ("summonData", its stats in
// valueObject) as a character's summon: its hit points, move, attack and
// range, what it has besides in words as the action's note. False when a
// stat is no number ("X", "2 fire"), it places more than one or it has no
// hit points: then it stays words (summonWords).
func classSummon(a gAction) (monster.Action, bool) {
	var v gSummonData
	if a.Type != "summon" || a.name() != "summonData" || len(a.ValueObj) == 0 || json.Unmarshal(a.ValueObj, &v) != nil ||
		displayName(v.Name) == "" || len(a.SubActions) > 0 {
		return monster.Action{}, false
	}
	if n, ok := statNumber(v.Count); !ok || n > 1 {
		return monster.Action{}, false
	}
	hp, okHP := statNumber(v.Health)
	move, okMove := statNumber(v.Movement)
	attack, okAttack := statNumber(v.Attack)
	rng, okRange := statNumber(v.Range)
	if !okHP || !okMove || !okAttack || !okRange || hp < 1 {
		return monster.Action{}, false
	}
	var traits []string
	for _, t := range []*gAction{v.Action, v.AdditionalAction} {
		if t != nil {
			w := actionWords(*t)
			if t.Type == "condition" {
				w = strings.TrimPrefix(w, "condition ") // "poison" on its attacks
			}
			if w != "" {
				traits = append(traits, w)
			}
		}
	}
	return monster.Action{Type: monster.KindSummon, Monster: pack.ClipName(displayName(v.Name)), SummonHP: hp,
		Summoned: &monster.SummonStats{Move: move, Attack: attack, Range: rng}, Text: pack.ClipText(strings.Join(traits, ", "))}, true
}

// statNumber reads a summon's stat: a number 0 to pack.MaxStat, written
// as a number or as digits; none is 0.
func statNumber(v any) (int, bool) {
	switch x := v.(type) {
	case nil:
		return 0, true
	case float64:
		if x >= 0 && x <= pack.MaxStat && x == float64(int(x)) {
			return int(x), true
		}
	case string:
		if n, err := strconv.Atoi(strings.TrimSpace(x)); err == nil && n >= 0 && n <= pack.MaxStat {
			return n, true
		}
	}
	return 0, false
}

// summonTexts puts the labels into the words of what class cards'
// summons have besides their stats (valueObject's action and
// additionalAction), in place.
func (l labels) summonTexts(as []gAction) {
	for i := range as {
		a := &as[i]
		l.summonTexts(a.SubActions)
		if a.Type != "summon" || !strings.Contains(string(a.ValueObj), "%") {
			continue
		}
		var obj map[string]json.RawMessage
		if json.Unmarshal(a.ValueObj, &obj) != nil {
			continue
		}
		for _, k := range []string{"action", "additionalAction"} {
			var g gAction
			if len(obj[k]) == 0 || json.Unmarshal(obj[k], &g) != nil {
				continue
			}
			gs := []gAction{g}
			l.resolve(gs)
			if b, err := json.Marshal(gs[0]); err == nil {
				obj[k] = b
			}
		}
		if b, err := json.Marshal(obj); err == nil {
			a.ValueObj = b
		}
	}
}

// attackBonusRE matches the words of a bonus on every attack, with no
// condition: "On your next four attacks, add +1 attack." (1: the value)
// and "Add +1 attack to all your attacks this round." (2).
var attackBonusRE = regexp.MustCompile(`(?i)^\s*(?:on your next (?:\w+ )?attacks?, add \+(\d{1,2}) attack|add \+(\d{1,2}) attack to all (?:of )?your attacks(?: this round)?)\.?\s*$`)

// attackBonus sets a persistent or round half's AttackBonus from its
// words ("On your next four attacks, add +1 attack"), the text staying the
// card's words; a half whose track names no event has its attacks mark
// it. A bonus with a condition ("… targeting enemies adjacent to none of
// their allies") stays the players'.
func attackBonus(h *pack.CardHalf) {
	if !h.Persistent && !h.Round {
		return
	}
	for _, a := range h.Actions {
		m := attackBonusRE.FindStringSubmatch(a.Text)
		if a.Type != monster.KindText || m == nil {
			continue
		}
		n, _ := strconv.Atoi(m[1] + m[2]) // one of them is empty
		h.AttackBonus = n
		if h.Track == "" && h.Uses > 0 {
			h.Track = engine.EventAttack
		}
		return
	}
}
