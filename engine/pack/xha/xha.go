// Package xha imports the edition files of X-haven Assistant
// (assets/data/editions/<Edition>.json: "classes", "monsters",
// "monsterAbilities", "scenarios") into a data pack. Card lines in its
// mini-language ("%attack% - 1", "^%range% 2", "%fire%%use%", "¤aoe-…")
// become structured actions where they can and text actions otherwise;
// layout markup ("[r]", "[c]", "*........." dividers, graphics placement)
// is left out. Everything else it cannot map is named in the report's
// warnings.
package xha

import (
	"encoding/json"
	"errors"
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/haventable/haventable/engine/excerpt"
	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/engine/pack"
	"github.com/haventable/haventable/engine/strictjson"
)

// Import reads an X-haven Assistant edition file and returns it as a pack
// (named after the edition) with a report of what could not be mapped. An
// error means the file is not an edition file at all (or is over
// pack.MaxFileSize); parts that cannot be mapped are warnings.
func Import(data []byte) (*pack.Pack, *pack.Report, error) { return ImportWith(data, nil) }

// ImportWith is Import for an edition whose monster types draw from decks
// of other editions' files (Gloomhaven 2nd edition's from Frosthaven's,
// Crimson Scales' from Gloomhaven's): such a deck is taken, whole, from the
// first of others that has it, so that the pack plays on its own; a type
// whose deck none has is left out, and the report names the file to
// import first.
func ImportWith(data []byte, others []*pack.Pack) (*pack.Pack, *pack.Report, error) {
	if len(data) > pack.MaxFileSize {
		return nil, nil, fmt.Errorf("import X-haven file: %w: %d bytes, at most %d", pack.ErrTooLarge, len(data), pack.MaxFileSize)
	}
	top, objErr := pack.Object(data) // checks the JSON too: no pass of its own
	if objErr != nil && !json.Valid(data) {
		return nil, nil, errors.New("import X-haven file: not valid JSON")
	}
	if err := strictjson.CheckDuplicateKeys(data); err != nil {
		return nil, nil, fmt.Errorf("import X-haven file: %w", err)
	}
	if objErr != nil {
		return nil, nil, errors.New("import X-haven file: not a JSON object")
	}
	im := &importer{rep: &pack.Report{}, others: others}
	p := &pack.Pack{Format: pack.Format, Version: pack.Version}
	if err := json.Unmarshal(top["edition"], &p.Name); err != nil || p.Name == "" {
		return nil, nil, errors.New("import X-haven file: no \"edition\" name: not an X-haven Assistant edition file")
	}
	p.Name = pack.ClipName(p.Name)
	if e, ok := pack.EditionRules(p.Name); ok {
		p.Rules = e
	}
	p.Description = "Imported from the X-haven Assistant edition file " + strconv.Quote(p.Name) + "."
	for _, m := range mustMembers(top) {
		switch m.Key {
		case "edition", "classes", "monsterAbilities", "monsters", "scenarios":
		default:
			im.rep.Warn(m.Key, "skipped: not game data this program uses")
		}
	}
	im.classes(p, top["classes"])
	im.decks(p, top["monsterAbilities"])
	im.monsters(p, top["monsters"])
	im.scenarios(p, top["scenarios"])
	im.rep.FlushSkipped()
	if err := p.Check(); err != nil {
		return nil, nil, fmt.Errorf("import X-haven file: the imported pack is not valid: %w", err)
	}
	c := p.Count()
	im.rep.Structured, im.rep.Text = c.Structured, c.Text
	return p, im.rep, nil
}

type importer struct {
	rep          *pack.Report
	monsterNames map[string]bool
	deckNames    map[string]bool
	others       []*pack.Pack // packs to take decks from (ImportWith)
}

func mustMembers(top map[string]json.RawMessage) []pack.Member {
	var out []pack.Member
	for k, v := range top {
		out = append(out, pack.Member{Key: k, Value: v})
	}
	// map order: sort for stable warnings
	for i := 1; i < len(out); i++ {
		for j := i; j > 0 && out[j].Key < out[j-1].Key; j-- {
			out[j], out[j-1] = out[j-1], out[j]
		}
	}
	return out
}

// ---- classes ----

type xClass struct {
	Name   string            `json:"name"`
	Color  string            `json:"color"`
	Health []int             `json:"health"`
	Perks  []json.RawMessage `json:"perks"`
}

var classKnown = map[string]bool{"name": true, "color": true, "health": true, "perks": true}

func (im *importer) classes(p *pack.Pack, raw json.RawMessage) {
	if len(raw) == 0 {
		return
	}
	list, err := pack.Items(raw)
	if err != nil {
		im.rep.Warn("classes", "skipped: not a list")
		return
	}
	seen := map[string]bool{}
	for i, r := range list {
		path := pack.Path("classes", i)
		var c xClass
		keys, err := pack.Object(r)
		if err != nil || json.Unmarshal(r, &c) != nil {
			im.rep.Warn(path, "skipped: not a class object")
			continue
		}
		if c.Name == "" || seen[c.Name] || len([]rune(c.Name)) > pack.MaxNameLen {
			im.rep.Warn(path, "skipped: no name, a name given twice or too long")
			continue
		}
		if len(p.Classes) >= pack.MaxClasses {
			im.rep.Warn(path, "skipped: more than %d classes", pack.MaxClasses)
			break
		}
		seen[c.Name] = true
		path = pack.Path("classes", c.Name)
		for _, m := range mustMembers(keys) {
			if !classKnown[m.Key] {
				im.rep.Skip("classes[*]." + m.Key + ": skipped")
			}
		}
		if len(c.Health) < 1 || len(c.Health) > pack.ClassLevels {
			im.rep.Warn(path+".health", "class skipped: %d hit point levels, want 1 to %d", len(c.Health), pack.ClassLevels)
			continue
		}
		bad := false
		for _, hp := range c.Health {
			bad = bad || hp < 1 || hp > pack.MaxHitPoints
		}
		if bad {
			im.rep.Warn(path+".health", "class skipped: hit points out of 1..%d", pack.MaxHitPoints)
			continue
		}
		cl := pack.Class{Name: c.Name, HitPoints: c.Health, Color: color(c.Color)}
		if c.Color != "" && cl.Color == "" {
			im.rep.Warn(path+".color", "skipped: %q is not a colour", c.Color)
		}
		for j, pr := range c.Perks {
			if len(cl.Perks) >= 100 {
				im.rep.Warn(pack.Path(path+".perks", j), "skipped: more than 100 perks")
				break
			}
			perk, err := perkNotation(pr)
			if err != nil {
				im.rep.Warn(pack.Path(path+".perks", j), "perk skipped: %v", err)
				continue
			}
			cl.Perks = append(cl.Perks, perk)
		}
		p.Classes = append(p.Classes, cl)
	}
}

var hexColorRE = regexp.MustCompile(`^#?(?:[0-9a-fA-F]{2})?([0-9a-fA-F]{6})$`)

// color turns "AARRGGBB", "RRGGBB" or "#RRGGBB" into "#rrggbb" ("" if it is
// none of these).
func color(s string) string {
	m := hexColorRE.FindStringSubmatch(s)
	if m == nil {
		return ""
	}
	return "#" + strings.ToLower(m[1])
}

type xPerk struct {
	Removes []string `json:"removes"`
	Adds    []string `json:"adds"`
	Text    string   `json:"text"`
}

// perkNotation turns a perk ({"removes": [...], "adds": [...]}, cards named
// as "minus1", "perks/plus0push1flip") into the notation modifier.ParsePerk
// reads, checked by it.
func perkNotation(raw json.RawMessage) (string, error) {
	var pk xPerk
	if err := json.Unmarshal(raw, &pk); err != nil {
		return "", errors.New("not a perk object")
	}
	quoted := "" // the perk's own words, when they say more than its cards
	if t := pack.PerkText(spaceIcons(pk.Text)); t != "" {
		quoted = `"` + t + `"`
	}
	// the text goes with the perk when it says more than its cards, or
	// when only it says what a card does
	saysMore := perkSaysMore(pk.Text)
	if len(pk.Removes) == 0 && len(pk.Adds) == 0 {
		if saysMore && quoted != "" {
			return quoted, nil // a perk of text only, shown on the sheet
		}
		return "", errors.New("no cards")
	}
	var uniques []string // the unique cards' names, in order
	list := func(names []string) (string, error) {
		parts := make([]string, len(names))
		for i, n := range names {
			if isUniqueCard(n) {
				k := slices.Index(uniques, n)
				if k < 0 {
					k, uniques = len(uniques), append(uniques, n)
				}
				c, err := uniqueCard(pk.Text, k)
				if err != nil {
					return "", fmt.Errorf("card %s: %w", excerpt.Quote(n), err)
				}
				parts[i], saysMore = c, true
				continue
			}
			c, err := perkCard(n)
			if err != nil {
				// a card whose effect the notation has no word for
				// ("plus0anytoany"): its number in the deck, its
				// effect in the perk's words
				num, ok := perkCardNumber(n)
				if !ok || quoted == "" {
					return "", err
				}
				c, saysMore = num, true
			}
			parts[i] = c
		}
		return strings.Join(parts, ", "), nil
	}
	rem, err := list(pk.Removes)
	if err != nil {
		return "", err
	}
	add, err := list(pk.Adds)
	if err != nil {
		return "", err
	}
	var s string
	switch {
	case rem != "" && add != "":
		s = "replace " + rem + " with " + add
	case rem != "":
		s = "remove " + rem
	default:
		s = "add " + add
	}
	if saysMore && quoted != "" {
		s += " " + quoted
	}
	if _, err := modifier.ParsePerk(s); err != nil {
		return "", err
	}
	return s, nil
}

// perkCardNumber reads only the number of a perk card's name and whether
// it rolls ("perks/plus0anytoanyflip": "+0 roll").
func perkCardNumber(name string) (string, bool) {
	m := perkCardRE.FindStringSubmatch(name)
	if m == nil {
		return "", false
	}
	n := map[string]string{"plus": "+", "minus": "-"}[m[1]] + m[2]
	if m[4] != "" {
		n += " roll"
	}
	return n, true
}

// spaceIcons puts a space between two %icons% side by side and between an
// icon and a quote: "“heal 1”%fire%%flip% card" reads "“heal 1” fire flip
// card" once the icons are words.
func spaceIcons(s string) string {
	var b strings.Builder
	open := false // inside quotes
	for i := 0; i < len(s); i++ {
		c := s[i]
		if i > 0 {
			prev := s[i-1]
			switch {
			case c == '%' && prev == '%' && strings.Count(s[:i], "%")%2 == 0, // icon after icon
				c == '%' && prev == '"' && !open, // icon after the closing quote
				c == '"' && prev == '%' && !open: // opening quote after an icon
				b.WriteByte(' ')
			}
		}
		if c == '"' {
			open = !open
		}
		b.WriteByte(c)
	}
	return b.String()
}

// isUniqueCard reports whether a perk's card is one of a class's own
// ("perks/unique/df1"), whose words only the perk's text gives.
func isUniqueCard(name string) bool { return strings.HasPrefix(name, "perks/unique/") }

var (
	perkQuoteRE  = regexp.MustCompile(`"[^"]*"`)
	perkNumberRE = regexp.MustCompile(`(^|[^\w%])([+-]\d{1,2})\b`)
)

// uniqueCard reads the k-th unique card of a perk from the perk's text,
// where its words are in quotes ("Replace one +1 card with two +0 \"Move
// one of your tokens back one slot\" cards"): its number is the last one
// before those words (or at their start, or the first of the added cards
// when no words are quoted; none is +0), and "%flip%" after them makes it
// rolling. Its words are not a card effect: the perk keeps its text for
// the sheet, and the players play them.
func uniqueCard(text string, k int) (string, error) {
	if !strings.Contains(strings.ToLower(text), "card") && !strings.Contains(text, `"`) {
		return "", errors.New("the perk's text does not describe it")
	}
	added := text
	if i := strings.LastIndex(strings.ToLower(added), " with "); i >= 0 {
		added = added[i+len(" with "):]
	}
	quotes := perkQuoteRE.FindAllStringIndex(added, -1)
	var before, inside, after string
	switch {
	case len(quotes) == 0 && k == 0:
		before, after = added, added
	case k < len(quotes):
		from := 0
		if k > 0 {
			from = quotes[k-1][1]
		}
		to := len(added)
		if k+1 < len(quotes) {
			to = quotes[k+1][0]
		}
		before, inside, after = added[from:quotes[k][0]], added[quotes[k][0]+1:quotes[k][1]-1], added[quotes[k][1]:to]
	default:
		return "", errors.New("the perk's text does not describe it")
	}
	n := "+0"
	if ms := perkNumberRE.FindAllStringSubmatch(before, -1); len(ms) > 0 {
		n = ms[len(ms)-1][2]
		if len(quotes) == 0 {
			n = ms[0][2]
		}
	} else if m := perkNumberRE.FindStringSubmatch(strings.TrimSpace(inside)); m != nil && strings.HasPrefix(strings.TrimSpace(inside), m[2]) {
		n = m[2]
	}
	if cut, _, ok := strings.Cut(after, " card"); ok {
		after = cut
	}
	if len(quotes) == 0 {
		// "with one -2 shuffle card": the shuffle mark
		if i := strings.Index(after, n); i >= 0 && strings.HasPrefix(strings.TrimSpace(after[i+len(n):]), "shuffle") {
			n += " shuffle"
		}
	}
	if strings.Contains(after, "%flip%") || (len(quotes) == 0 && strings.Contains(before, "%flip%")) {
		n += " roll"
	}
	return n, nil
}

// perkSaysMore reports whether a perk's text says more than which cards it
// adds or removes ("Ignore negative item effects and add …"): that text is
// kept with the perk, for the sheet.
func perkSaysMore(text string) bool {
	t := strings.ToLower(strings.TrimSpace(pack.PlainText(text)))
	if t == "" {
		return false
	}
	for _, verb := range []string{"add ", "remove ", "replace "} {
		if strings.HasPrefix(t, verb) {
			return false
		}
	}
	return true
}

var perkCardRE = regexp.MustCompile(`^(?:perks/)?(plus|minus)(\d{1,2})([a-z0-9]*?)(flip)?$`)

// effectWords are the effect names perk card names use, longest first so
// that no name is read as the start of another.
var effectWords = func() []string {
	var out []string
	for _, n := range []string{"regenerate", "immobilize", "strengthen", "safeguard", "invisible", "enfeeble", "brittle",
		"empower", "rupture", "pierce", "target", "shield", "muddle", "poison", "disarm", "impair", "infect", "plague",
		"wound", "earth", "light", "chill", "curse", "bless", "dodge", "push", "pull", "heal", "stun", "fire", "dark",
		"bane", "ward", "ice", "air", "refresh", "untap", "range", "ally", "self", "any"} {
		out = append(out, n)
	}
	// longest first
	slices.SortStableFunc(out, func(a, b string) int { return len(b) - len(a) })
	return out
}()

// perkEffects are the card notation's names of effects perk card names
// word otherwise: a card that curses its target ("plus1curse") or
// blesses its owner, one that refreshes a spent item ("untap").
var perkEffects = map[string]string{"curse": "curses", "bless": "blesses", "untap": "refresh"}

// perkCard turns a card name such as "perks/plus1push2flip" into card
// notation ("+1 roll push:2").
func perkCard(name string) (string, error) {
	if name == "nullAttack" {
		return "null shuffle", nil // the standard deck's null card
	}
	m := perkCardRE.FindStringSubmatch(name)
	if m == nil {
		return "", fmt.Errorf("card %s: not a card this program knows", excerpt.Quote(name))
	}
	sign := "+"
	if m[1] == "minus" {
		sign = "-"
	}
	tokens := []string{sign + m[2]}
	if m[4] != "" {
		tokens = append(tokens, "roll")
	}
	rest := m[3]
	for rest != "" {
		found := false
		for _, w := range effectWords {
			if !strings.HasPrefix(rest, w) {
				continue
			}
			rest = rest[len(w):]
			if e, ok := perkEffects[w]; ok {
				w = e
			}
			k, _ := modifier.ParseEffectKind(w)
			if k.Numbered() {
				n := 0
				for len(rest) > 0 && rest[0] >= '0' && rest[0] <= '9' {
					n = n*10 + int(rest[0]-'0')
					rest = rest[1:]
				}
				if n == 0 {
					return "", fmt.Errorf("card %s: %s without a number", excerpt.Quote(name), excerpt.Cut(w))
				}
				w += ":" + strconv.Itoa(n)
			}
			tokens = append(tokens, w)
			found = true
			break
		}
		if !found {
			return "", fmt.Errorf("card %s: %s is not an effect this program knows", excerpt.Quote(name), excerpt.Quote(rest))
		}
	}
	return strings.Join(tokens, " "), nil
}
