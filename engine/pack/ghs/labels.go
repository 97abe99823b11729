package ghs

import (
	"encoding/json"
	"regexp"
	"strings"
	"unicode"
)

// labels are an edition's English texts, as GHS keeps them apart from its
// data (data/<edition>/label/en.json and label/spoiler/en.json, or the
// "label" and "labelSpoiler" objects of a built edition file): nested
// objects of strings that the data names as "%data.custom.gh.archer.1%".
type labels map[string]any

// add merges the label object raw (a locale's texts) into l.
func (l labels) add(raw json.RawMessage) bool {
	var m map[string]any
	if json.Unmarshal(raw, &m) != nil || m == nil {
		return false
	}
	merge(l, m)
	return true
}

func merge(dst, src map[string]any) {
	for k, v := range src {
		if sm, ok := v.(map[string]any); ok {
			if dm, ok := dst[k].(map[string]any); ok {
				merge(dm, sm)
				continue
			}
		}
		dst[k] = v
	}
}

// lookup returns the label at a dotted path ("custom.gh.archer.1").
func (l labels) lookup(path string) (string, bool) {
	var cur any = map[string]any(l)
	for _, part := range strings.Split(path, ".") {
		m, ok := cur.(map[string]any)
		if !ok {
			return "", false
		}
		if cur, ok = m[part]; !ok {
			return "", false
		}
	}
	s, ok := cur.(string)
	return s, ok
}

// gameCustomWords are this program's words for the GHS app's own labels
// that its data files name ("%game.custom.perks.ignoreScenario%") and do
// not hold; another such label reads as the words of its last key.
var gameCustomWords = map[string]string{
	"perks.ignoreNegativeItem":     "Ignore negative item effects",
	"perks.ignoreNegativeItemFh":   "Ignore item −1 effects",
	"perks.ignoreNegativeScenario": "Ignore negative scenario effects",
	"perks.ignoreScenario":         "Ignore scenario effects",
}

// camelWords turns "ignoreNegativeItem" into "Ignore negative item".
func camelWords(key string) string {
	var b strings.Builder
	for i, r := range key {
		switch {
		case i == 0:
			r = unicode.ToUpper(r)
		case unicode.IsUpper(r):
			b.WriteByte(' ')
			r = unicode.ToLower(r)
		case r == '-' || r == '_':
			r = ' '
		}
		b.WriteRune(r)
	}
	return b.String()
}

var (
	gameCustomRE = regexp.MustCompile(`%game\.custom\.([A-Za-z0-9.-]{1,200})%`)
	dataRE       = regexp.MustCompile(`%data\.([^%\s]{1,200})%`)
	// actionNumberRE is the number of an action's word, "3" of
	// "%game.action.range:3%".
	actionNumberRE = regexp.MustCompile(`^\d{1,2}$`)
	damageRE       = regexp.MustCompile(`%game\.damage:(\d{1,3})%`)
	gameRE         = regexp.MustCompile(`%game\.([A-Za-z]+)(?:\.([A-Za-z0-9.-]+))?(?::([^%\s]*))?%`)
	// editionPrefixRE is an edition's id before a GHS word
	// ("fh-infusion").
	editionPrefixRE = regexp.MustCompile(`^[a-z]{2,4}-`)
	modifierWordRE  = regexp.MustCompile(`^(plus|minus)(\d{1,2})$`)
)

// text returns s with the labels it names put in, read as plain words: a
// label GHS keeps ("%data.custom.gh.archer.1%") is its English text (or,
// where the edition's file keeps it without the edition,
// "custom.archer.1", that text), one the files lack the last words of its
// key, never the key; GHS's own
// words ("%game.damage:3%", "%game.condition.poison%",
// "%game.action.range:3%") are "3 damage", "poison", "range 3".
func (l labels) text(s string) string {
	for depth := 0; depth < 4 && strings.Contains(s, "%data."); depth++ {
		s = dataRE.ReplaceAllStringFunc(s, func(m string) string {
			key := dataRE.FindStringSubmatch(m)[1]
			if t, ok := l.lookup(key); ok {
				return t
			}
			parts := strings.Split(key, ".")
			if len(parts) > 3 && parts[0] == "custom" {
				// "custom.fh.lost-in-seaweed.2" that the edition's file
				// keeps as "custom.lost-in-seaweed.2" (GHS itself shows
				// the key): its words
				if t, ok := l.lookup("custom." + strings.Join(parts[2:], ".")); ok {
					return t
				}
			}
			last := parts[len(parts)-1]
			if _, word, ok := strings.Cut(last, ":"); ok {
				// "characterColored.angry-face:Doom" (a class's word in
				// its color), "customAction:gh2e-song" (an icon): the word
				return iconWord(word)
			}
			return strings.ReplaceAll(last, "-", " ")
		})
	}
	s = strings.ReplaceAll(s, "%character.abilities.wip%", wipWords)
	s = gameCustomRE.ReplaceAllStringFunc(s, func(m string) string {
		key := gameCustomRE.FindStringSubmatch(m)[1]
		if w, ok := gameCustomWords[key]; ok {
			return w
		}
		parts := strings.Split(key, ".")
		return camelWords(parts[len(parts)-1])
	})
	s = damageRE.ReplaceAllString(s, "$1 damage")
	s = enhancementRE.ReplaceAllString(s, "") // a slot for an enhancement sticker: nothing to say
	s = gameRE.ReplaceAllStringFunc(s, func(m string) string {
		g := gameRE.FindStringSubmatch(m)
		if strings.HasPrefix(g[1], "characterIcon") {
			return "" // a class's icon beside its word: the word says it
		}
		if g[2] == "" && g[3] != "" && g[1] == "elementHalf" {
			return strings.Join(strings.Split(g[3], "|"), " or ") // "%game.elementHalf:fire|ice%": one of the two
		}
		if e, ok := strings.CutPrefix(g[2], "consume."); ok && g[1] == "element" {
			return "use " + e // "%game.element.consume.air%"
		}
		if g[2] == "" && g[3] != "" && g[1] == "customAction" {
			return iconWord(g[3]) // "%game.customAction:gh2e-low-note%": "low note"
		}
		if g[1] == "card" && g[2] == "experience" && actionNumberRE.MatchString(g[3]) && g[3] != "1" {
			return g[3] + " experience" // "gain %game.card.experience:2%": "gain 2 experience"
		}
		if g[2] != "" && g[1] == "action" && actionNumberRE.MatchString(g[3]) {
			return g[2] + " " + g[3] // "%game.action.range:3%": "range 3"
		}
		if g[2] != "" {
			// "%game.action.custom.fh-infusion%": "infusion";
			// "%game.attackmodifier.plus4%": "+4"
			w := g[2][strings.LastIndexByte(g[2], '.')+1:]
			if m := modifierWordRE.FindStringSubmatch(w); m != nil {
				return map[string]string{"plus": "+", "minus": "-"}[m[1]] + m[2]
			}
			if rest := editionPrefixRE.ReplaceAllString(w, ""); rest != "" {
				w = rest
			}
			return strings.ReplaceAll(w, "-", " ")
		}
		return g[1]
	})
	return gluedActionRE.ReplaceAllString(s, "$1 $2") // "+2%game.action.attack%": "+2 attack"
}

// enhancementRE is the mark of an enhancement slot in a card's words, with
// the space before it ("within %game.action.range:3% %game.enhancement.square%").
var enhancementRE = regexp.MustCompile(`\s*%game\.enhancement\.[A-Za-z_]+%`)

// gluedActionRE is a number written against the icon of the action it
// adds to, once the icon is a word ("+2attack").
var gluedActionRE = regexp.MustCompile(`([+-]\d{1,2})(attack|move|heal|range|shield|retaliate|target|pierce|push|pull|loot)\b`)

// wipWords stand for a class card's half whose text GHS has not written
// yet ("%character.abilities.wip%").
const wipWords = "Not yet in the data: play this half from the printed card"

// iconEditionRE is an edition's id before the name of one of its icons
// ("gh2e-low-note").
var iconEditionRE = regexp.MustCompile(`^(?:gh2e|gh|fh|jotl|cs|toa|fc|bb|cc|sc|ir|mp)-`)

// iconWord is the word of a GHS icon or colored word: "gh2e-low-note" is
// "low note".
func iconWord(s string) string {
	return strings.ReplaceAll(iconEditionRE.ReplaceAllString(s, ""), "-", " ")
}

// resolve puts the labels into the texts of actions, in place.
func (l labels) resolve(actions []gAction) {
	for i := range actions {
		if s, ok := actions[i].Value.(string); ok && strings.Contains(s, "%") {
			actions[i].Value = l.text(s)
		}
		l.resolve(actions[i].SubActions)
	}
}
