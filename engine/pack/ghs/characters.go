package ghs

import (
	"encoding/json"
	"errors"
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/excerpt"
	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/engine/pack"
)

type gCharStat struct {
	Level  int `json:"level"`
	Health int `json:"health"`
}

type gPerk struct {
	Type         string      `json:"type"`
	Count        int         `json:"count"`
	Custom       string      `json:"custom"`
	ReplaceCount *int        `json:"replaceCount"`
	Cards        []gPerkCard `json:"cards"`
}

type gPerkCard struct {
	Count          int `json:"count"`
	AttackModifier struct {
		Type    string      `json:"type"`
		Rolling bool        `json:"rolling"`
		Actions []gAmEffect `json:"actions"`
		Effects []gAmEffect `json:"effects"`
	} `json:"attackModifier"`
}

// gAmEffect is an effect of a GHS attack modifier card; its own effects
// say whom it is for ("specialTarget": "self", "allyShort") or its range.
type gAmEffect struct {
	Type    string      `json:"type"`
	Value   any         `json:"value"`
	Effects []gAmEffect `json:"effects"`
}

func (e gAmEffect) action() gAction { return gAction{Type: e.Type, Value: e.Value} }

var charKnown = map[string]bool{"name": true, "color": true, "stats": true, "perks": true, "edition": true, "handSize": true}

var colorRE = regexp.MustCompile(`^#[0-9a-fA-F]{6}$`)

func (im *importer) characters(p *pack.Pack, items []item) {
	seen := map[string]bool{}
	for _, it := range items {
		id := str(it.obj["name"])
		name := displayName(id)
		if name == "" || seen[name] {
			im.rep.Warn(it.path, "character skipped: no name, or a name given twice")
			continue
		}
		if len(p.Classes) >= pack.MaxClasses {
			im.rep.Warn(it.path, "skipped: more than %d classes", pack.MaxClasses)
			break
		}
		for _, k := range sortedKeys(it.obj) {
			if !charKnown[k] {
				im.rep.Skip("character." + k + ": skipped")
			}
		}
		var stats []gCharStat
		if json.Unmarshal(it.obj["stats"], &stats) != nil {
			im.rep.Warn(pack.Path(it.path, "stats"), "character skipped: not a list of levels")
			continue
		}
		hp := make([]int, pack.ClassLevels)
		top := 0 // the class's levels: 1 to top, each with its hit points
		for _, s := range stats {
			if s.Level >= 1 && s.Level <= pack.ClassLevels && s.Health >= 1 && s.Health <= pack.MaxHitPoints {
				hp[s.Level-1] = s.Health
				top = max(top, s.Level)
			}
		}
		hp = hp[:top]
		complete := top > 0
		for _, h := range hp {
			complete = complete && h > 0
		}
		if !complete {
			im.rep.Warn(pack.Path(it.path, "stats"), "character skipped: hit points for every level from 1 up needed")
			continue
		}
		c := pack.Class{Name: name, HitPoints: hp}
		var hand int
		if raw, ok := it.obj["handSize"]; ok {
			if json.Unmarshal(raw, &hand) != nil || hand < 1 || hand > engine.MaxHandSize {
				im.rep.Warn(pack.Path(it.path, "handSize"), "hand size %s left out: not a number of cards 1 to %d", excerpt.JSON(raw), engine.MaxHandSize)
				hand = 0
			}
		}
		c.HandSize = hand
		if col := str(it.obj["color"]); colorRE.MatchString(col) {
			c.Color = strings.ToLower(col)
		} else if col != "" {
			im.rep.Warn(pack.Path(it.path, "color"), "skipped: %q is not #rrggbb", col)
		}
		var perks []json.RawMessage
		json.Unmarshal(it.obj["perks"], &perks)
		for i, raw := range perks {
			path := pack.Path(pack.Path(it.path, "perks"), i)
			var gp gPerk
			if json.Unmarshal(raw, &gp) != nil {
				im.rep.Warn(path, "perk skipped: not a perk object")
				continue
			}
			gp.Custom = im.labels.text(gp.Custom)
			s, err := perkNotation(gp, im.labels.text)
			if err != nil {
				im.rep.Warn(path, "perk skipped: %v", err)
				continue
			}
			for range max(gp.Count, 1) {
				if len(c.Perks) < 100 {
					c.Perks = append(c.Perks, s)
				}
			}
		}
		seen[name] = true
		p.Classes = append(p.Classes, c)
	}
}

// perkNotation turns a GHS perk into the notation modifier.ParsePerk reads.
// Its custom text (labels put in by words) is kept with it, in quotes, for
// the sheet; a perk may be that text only. A card's effect that only words
// say (GHS's "custom" effect: "Move one of your tokens back one slot") is
// not an effect of the card in the deck: its words become the perk's text
// when the perk has none, so the sheet shows them and the players play
// them.
func perkNotation(gp gPerk, words func(string) string) (string, error) {
	quoted := ""
	if t := pack.PerkText(gp.Custom); t != "" {
		quoted = `"` + t + `"`
	}
	var said []string // the cards' words
	if len(gp.Cards) == 0 {
		if quoted != "" {
			return quoted, nil
		}
		return "", errors.New("no cards")
	}
	var cards []string
	for _, pc := range gp.Cards {
		s, w, err := perkCard(pc, words)
		if err != nil {
			return "", err
		}
		if w != "" {
			said = append(said, s+": "+w)
		}
		for range min(max(pc.Count, 1), 10) {
			cards = append(cards, s)
		}
	}
	var s string
	switch gp.Type {
	case "add":
		s = "add " + strings.Join(cards, ", ")
	case "remove":
		s = "remove " + strings.Join(cards, ", ")
	case "replace":
		n := 1
		if gp.ReplaceCount != nil {
			n = *gp.ReplaceCount
		}
		// the first n card entries are removed, the rest added
		removed := 0
		for i := 0; i < n && i < len(gp.Cards); i++ {
			removed += min(max(gp.Cards[i].Count, 1), 10)
		}
		if removed == 0 || removed >= len(cards) {
			return "", errors.New("a replace perk needs cards to remove and cards to add")
		}
		s = "replace " + strings.Join(cards[:removed], ", ") + " with " + strings.Join(cards[removed:], ", ")
	default:
		return "", fmt.Errorf("perk type %s is not add, remove or replace", excerpt.Quote(gp.Type))
	}
	if quoted == "" && len(said) > 0 {
		quoted = `"` + pack.PerkText(strings.Join(said, "; ")) + `"`
	}
	if quoted != "" {
		s += " " + quoted
	}
	if _, err := modifier.ParsePerk(s); err != nil {
		return "", err
	}
	return s, nil
}

var amTypeRE = regexp.MustCompile(`^(plus|minus)(\d)$`)

// perkCard turns a GHS perk card into card notation ("+0 roll push:1").
// A card's heal, shield and conditions for the attacker or an ally carry
// the notation's marker ("+1 invisible self", "+0 heal:1 ally"); a card
// whose conditions are for the target and for someone else at once, which
// the notation cannot say, is refused. Effects that only words say (a
// "custom" effect, or a heal for a figure the notation cannot name) are
// returned as said, labels put in by words.
func perkCard(pc gPerkCard, words func(string) string) (card, said string, err error) {
	am := pc.AttackModifier
	m := amTypeRE.FindStringSubmatch(am.Type)
	if m == nil {
		return "", "", fmt.Errorf("card type %s is not one this program knows", excerpt.Quote(am.Type))
	}
	var saids []string
	tokens := []string{map[string]string{"plus": "+", "minus": "-"}[m[1]] + m[2]}
	if am.Rolling {
		tokens = append(tokens, "roll")
	}
	whoms := map[string]bool{} // "target", "self", "ally", "attacker"
	rng := 0
	for _, e := range append(am.Actions, am.Effects...) {
		a := e.action()
		if e.Type == "custom" {
			if w := pack.PlainText(strings.ReplaceAll(words(a.name()), "<br>", " ")); w != "" {
				saids = append(saids, w)
			}
			continue
		}
		whom, r, err := perkEffectWhom(e)
		if err != nil && (e.Type == "heal" || e.Type == "shield") && onlyWords(e.Effects) {
			// "heal 1, target <a figure>": said in words
			saids = append(saids, pack.PlainText(words(effectWords(e))))
			continue
		}
		if err != nil {
			return "", "", err
		}
		rng = max(rng, r)
		switch e.Type {
		case "condition", "element":
			name := a.name()
			if name == "wild" && e.Type == "element" {
				name = "any" // any one element, the player's choice
			}
			switch name { // a card that curses its target or blesses its owner
			case "curse":
				name, whom = "curses", ""
			case "bless":
				name, whom = "blesses", ""
			}
			k, ok := modifier.ParseEffectKind(name)
			if !ok || !(k.IsCondition() || k.IsElement() || k == modifier.AnyElement || k == modifier.Curses || k == modifier.Blesses) {
				return "", "", fmt.Errorf("%s %s on a card is not one this program knows", excerpt.Cut(a.Type), excerpt.Quote(name))
			}
			if k.IsCondition() && whom == "" {
				whom = "target"
				if r > 0 { // "ward, range 3": for a figure of the attacker's side
					whom = "ally"
				}
			}
			tokens = append(tokens, name)
		case "push", "pull", "pierce", "heal", "shield", "target":
			n, ok := a.number()
			if !ok || n.Relative || n.N < 1 {
				return "", "", fmt.Errorf("%s without a number", excerpt.Cut(a.Type))
			}
			switch {
			case e.Type == "heal" || e.Type == "shield":
				if whom == "" || whom == "self" {
					whom = "attacker"
				}
			case whom != "":
				return "", "", fmt.Errorf("%s for %s is not one this program knows", excerpt.Cut(a.Type), whom)
			}
			tokens = append(tokens, a.Type+":"+strconv.Itoa(n.N))
		case "refreshItem":
			tokens = append(tokens, "refresh")
		case "elementHalf": // "air|earth": one of the two, the player's choice
			var names []string
			for _, name := range strings.Split(a.name(), "|") {
				if k, ok := modifier.ParseEffectKind(name); !ok || !k.IsElement() || slices.Contains(names, name) {
					return "", "", fmt.Errorf("half elements %s are not ones this program knows", excerpt.Quote(a.name()))
				}
				names = append(names, name)
			}
			if len(names) != 2 || len(e.Effects) > 0 {
				return "", "", fmt.Errorf("half elements %s are not ones this program knows", excerpt.Quote(a.name()))
			}
			tokens = append(tokens, names[0], names[1], "either")
		default: // "retaliate 2", "elementConsume wild": said in words
			saids = append(saids, pack.PlainText(words(effectWords(e))))
			continue
		}
		if whom != "" {
			whoms[whom] = true
		}
	}
	switch {
	case whoms["ally"] && (whoms["target"] || whoms["self"] || whoms["attacker"]),
		whoms["self"] && whoms["target"]:
		return "", "", errors.New("a card with effects for the target and for the attacker or an ally at once is not one this program knows")
	case whoms["ally"]:
		tokens = append(tokens, "ally")
	case whoms["self"]:
		tokens = append(tokens, "self")
	}
	if rng > 0 {
		tokens = append(tokens, "range:"+strconv.Itoa(rng))
	}
	return strings.Join(tokens, " "), strings.Join(saids, "; "), nil
}

// onlyWords reports whether an effect's own effects are all words
// ("custom": "target <a figure>").
func onlyWords(es []gAmEffect) bool {
	for _, e := range es {
		if e.Type != "custom" {
			return false
		}
	}
	return len(es) > 0
}

// effectWords writes an effect and its own effects as words: "heal 1,
// %game.action.target% …" (labels still to be put in).
func effectWords(e gAmEffect) string {
	parts := []string{e.action().describe()}
	for _, s := range e.Effects {
		if v, ok := s.Value.(string); ok && s.Type == "custom" {
			parts = append(parts, v)
		} else {
			parts = append(parts, s.action().describe())
		}
	}
	return strings.Join(parts, ", ")
}

// perkEffectWhom reads whom an effect of a modifier card is for from its
// own effects: "" (not said), "self" or "ally", and its range (0: none).
func perkEffectWhom(e gAmEffect) (whom string, rng int, err error) {
	for _, s := range e.Effects {
		switch s.Type {
		case "specialTarget":
			v, _ := s.Value.(string)
			switch name, arg, _ := strings.Cut(v, ":"); {
			case name == "self" && len(s.Effects) == 0:
				whom = "self"
			case (name == "ally" || name == "allyShort") && len(s.Effects) == 0:
				whom = "ally"
			case name == "allyAffectRange" && len(s.Effects) == 0:
				n, err := strconv.Atoi(arg)
				if err != nil || n < 1 || n > modifier.MaxValue {
					return "", 0, fmt.Errorf("%s is not a range this program reads", excerpt.Quote(v))
				}
				whom, rng = "ally", n
			default:
				return "", 0, fmt.Errorf("%s for %s is not one this program knows", excerpt.Cut(e.Type), excerpt.Quote(v))
			}
		case "range":
			n, ok := s.action().number()
			if !ok || n.Relative || n.N < 1 || n.N > modifier.MaxValue || len(s.Effects) > 0 {
				return "", 0, fmt.Errorf("%s with a range this program does not read", excerpt.Cut(e.Type))
			}
			rng = n.N
		default:
			return "", 0, fmt.Errorf("%s with %s is not one this program knows", excerpt.Cut(e.Type), excerpt.Quote(s.action().describe()))
		}
	}
	return whom, rng, nil
}
