package xha

import (
	"encoding/json"
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/haventable/haventable/engine/excerpt"
	"github.com/haventable/haventable/engine/monster"
	"github.com/haventable/haventable/engine/pack"
)

type xMonster struct {
	Display string            `json:"display"`
	Deck    string            `json:"deck"`
	Count   int               `json:"count"`
	Flying  bool              `json:"flying"`
	Levels  []json.RawMessage `json:"levels"`
}

var monsterKnown = map[string]bool{"display": true, "deck": true, "count": true, "flying": true, "levels": true}

type xStat struct {
	Health     any      `json:"health"`
	Move       any      `json:"move"`
	Attack     any      `json:"attack"`
	Range      int      `json:"range"`
	Attributes []string `json:"attributes"`
	Immunities []string `json:"immunities"`
}

type xBossLevel struct {
	xStat
	Special1 []any `json:"special1"`
	Special2 []any `json:"special2"`
	Notes    any   `json:"notes"`
}

type xLevel struct {
	Level  int             `json:"level"`
	Normal json.RawMessage `json:"normal"`
	Elite  json.RawMessage `json:"elite"`
}

func (im *importer) monsters(p *pack.Pack, raw json.RawMessage) {
	im.monsterNames = map[string]bool{}
	members, err := pack.Members(raw)
	if err != nil {
		im.rep.Warn("monsters", "skipped: %v", err)
		return
	}
	for _, mem := range members {
		path := pack.Path("monsters", mem.Key)
		if mem.Key == "" || len([]rune(mem.Key)) > pack.MaxNameLen {
			im.rep.Warn(path, "monster type skipped: no name or too long a name")
			continue
		}
		if len(p.Monsters) >= pack.MaxMonsters {
			im.rep.Warn(path, "skipped: more than %d monster types", pack.MaxMonsters)
			break
		}
		var xm xMonster
		keys, err := pack.Object(mem.Value)
		if err != nil || json.Unmarshal(mem.Value, &xm) != nil {
			im.rep.Warn(path, "monster type skipped: not a monster object")
			continue
		}
		for _, k := range mustMembers(keys) {
			if !monsterKnown[k.Key] {
				im.rep.Skip("monsters[*]." + k.Key + ": skipped")
			}
		}
		m := pack.Monster{Name: mem.Key, Deck: xm.Deck, Flying: xm.Flying}
		if d := strings.TrimSpace(xm.Display); d != m.Name && utf8.ValidString(d) && len([]rune(d)) <= pack.MaxNameLen {
			m.Display = d // "City Guard" for "City Guard Scenario 1"
		}
		if xm.Count >= 0 && xm.Count <= 99 {
			m.Standees = xm.Count
		}
		if m.Deck == m.Name {
			m.Deck = ""
		}
		if !im.deckNames[m.DeckName()] && !im.hasDeck(m.DeckName()) {
			im.rep.Warn(path+".deck", "monster type skipped: its ability deck %q is in another edition's file (%s): import that file first, then this one again",
				m.DeckName(), deckEdition(m.DeckName()))
			continue
		}
		if im.levels(path, &m, xm.Levels) && (im.deckNames[m.DeckName()] || im.borrow(p, m.DeckName())) {
			im.monsterNames[m.Name] = true
			p.Monsters = append(p.Monsters, m)
		}
	}
	// summons of monster types the file lacks become text, on cards and in
	// bosses' special actions
	for i := range p.Decks {
		for j := range p.Decks[i].Cards {
			fixSummons(p.Decks[i].Cards[j].Actions, im.monsterNames)
		}
	}
	for i := range p.Monsters {
		for _, l := range p.Monsters[i].Levels {
			for _, st := range []*pack.Stat{l.Normal, l.Elite, l.Boss} {
				if st != nil {
					for _, sp := range st.Special {
						fixSummons(sp, im.monsterNames)
					}
				}
			}
		}
	}
	bossRange(p)
}

// bossRange gives the attacks of decks only bosses draw, written without
// a range, the boss's own (range +0): a boss's stat card range is that of
// its every attack, as Gloomhaven Secretariat plays the boss deck ("Move
// +0, Attack +0" for The Betrayer, range 3); a melee boss's stays melee.
// An attack with an area around the monster, or all adjacent enemies, has
// none.
func bossRange(p *pack.Pack) {
	boss := map[string]bool{}
	for _, m := range p.Monsters {
		if d := m.DeckName(); m.Boss && !boss[d] {
			boss[d] = true
		}
	}
	for _, m := range p.Monsters {
		if !m.Boss {
			delete(boss, m.DeckName())
		}
	}
	for i := range p.Decks {
		if !boss[p.Decks[i].Name] {
			continue
		}
		for j := range p.Decks[i].Cards {
			c := &p.Decks[i].Cards[j]
			if !slices.ContainsFunc(c.Actions, rangeless) {
				continue
			}
			c.Actions = monster.CloneActions(c.Actions) // a deck taken from another pack stays as it is there
			for k := range c.Actions {
				if rangeless(c.Actions[k]) {
					c.Actions[k].Range = monster.Plus(0)
				}
			}
		}
	}
}

// rangeless reports whether a is an attack with no range that may take
// its monster's.
func rangeless(a monster.Action) bool {
	return a.Type == monster.KindAttack && a.Range == nil && (a.Area == nil || !a.Area.Self)
}

func fixSummons(as []monster.Action, known map[string]bool) {
	for i := range as {
		if as[i].Type == monster.KindSummon && !known[as[i].Monster] {
			if name, ok := taggedName(as[i].Monster, known); ok {
				as[i].Monster = name // "Ooze": the file's "Ooze (FH)"
			} else {
				as[i] = monster.Action{Type: monster.KindText, Text: "Summon " + as[i].Monster}
			}
		}
		fixSummons(as[i].Actions, known)
	}
}

// hasDeck reports whether another pack has deck name.
func (im *importer) hasDeck(name string) bool {
	_, _, ok := pack.FindDeck(im.others, name)
	return ok
}

// borrow copies deck name from the first other pack that has it into p.
func (im *importer) borrow(p *pack.Pack, name string) bool {
	d, from, ok := pack.FindDeck(im.others, name)
	if !ok || len(p.Decks) >= pack.MaxDecks {
		return false
	}
	p.Decks = append(p.Decks, d)
	im.deckNames[name] = true
	im.rep.Skip(fmt.Sprintf("monsters[*].deck: ability decks taken from the pack %q", from.Name))
	return true
}

// deckEdition guesses the edition whose file has an X-haven deck from its
// name's tag: "Archer (FH)" is Frosthaven's, an untagged one Gloomhaven's.
func deckEdition(deck string) string {
	for tag, ed := range map[string]string{"(FH)": "Frosthaven", "(JotL)": "Jaws of the Lion", "(2e)": "Gloomhaven 2nd Edition",
		"(GH2E)": "Gloomhaven 2nd Edition", "(CS)": "Crimson Scales", "(FC)": "Forgotten Circles"} {
		if strings.HasSuffix(deck, " "+tag) {
			return "the " + ed + " file"
		}
	}
	return "the Gloomhaven file, or the edition it belongs to"
}

// levels reads the levels of a monster type into m; false (with a
// warning) if the type cannot be used.
func (im *importer) levels(path string, m *pack.Monster, raws []json.RawMessage) bool {
	seen := map[int]bool{}
	for i, raw := range raws {
		lpath := pack.Path(path+".levels", i)
		var xl xLevel
		if err := json.Unmarshal(raw, &xl); err != nil || xl.Level < 0 || xl.Level >= pack.ScenarioLevels || seen[xl.Level] {
			im.rep.Warn(lpath, "monster type skipped: a level that is not an object with a new level 0 to %d", pack.ScenarioLevels-1)
			return false
		}
		seen[xl.Level] = true
		lv := pack.Level{Level: xl.Level}
		if xl.Normal == nil && xl.Elite == nil {
			var b xBossLevel
			if err := json.Unmarshal(raw, &b); err != nil {
				im.rep.Warn(lpath, "monster type skipped: neither normal and elite nor boss stats")
				return false
			}
			st, ok := im.stat(lpath, b.xStat, xl.Level)
			if !ok {
				return false
			}
			for _, sp := range [][]any{b.Special1, b.Special2} {
				st.Special = append(st.Special, parseLines(sp))
			}
			if b.Notes != nil {
				st.Notes = pack.JoinNotes(st.Notes, notesText(b.Notes))
			}
			m.Boss = true
			lv.Boss = st
		} else {
			for _, s := range []struct {
				key string
				raw json.RawMessage
				dst **pack.Stat
			}{{"normal", xl.Normal, &lv.Normal}, {"elite", xl.Elite, &lv.Elite}} {
				var xs xStat
				if err := json.Unmarshal(s.raw, &xs); err != nil || s.raw == nil {
					im.rep.Warn(lpath+"."+s.key, "monster type skipped: missing or not a stat object")
					return false
				}
				st, ok := im.stat(lpath+"."+s.key, xs, xl.Level)
				if !ok {
					return false
				}
				*s.dst = st
			}
		}
		m.Levels = append(m.Levels, lv)
	}
	if m.Boss {
		for _, l := range m.Levels {
			if l.Boss == nil {
				im.rep.Warn(path, "monster type skipped: boss and normal levels mixed")
				return false
			}
		}
	}
	if len(seen) != pack.ScenarioLevels {
		im.rep.Warn(path+".levels", "monster type skipped: %d levels, want %d (0 to %d)", len(seen), pack.ScenarioLevels, pack.ScenarioLevels-1)
		return false
	}
	return true
}

func notesText(v any) string {
	switch v := v.(type) {
	case string:
		return pack.PlainText(v)
	case []any:
		var parts []string
		for _, e := range v {
			if s, ok := e.(string); ok && !isLayout(strings.TrimSpace(s)) {
				parts = append(parts, pack.PlainText(strings.TrimLeft(s, "^*")))
			}
		}
		return strings.Join(parts, " ")
	}
	return ""
}

var attrValueRE = regexp.MustCompile(`^\^?%(shield|retaliate|pierce|target|range|push|pull)% (\d{1,2})$`)

// typoTimesC is a number and C with a c between them ("10cC"), where
// every other formula of the files has x.
var typoTimesC = regexp.MustCompile(`(\d)cC`)

// stat reads one stat card.
func (im *importer) stat(path string, xs xStat, level int) (*pack.Stat, bool) {
	st := &pack.Stat{}
	for _, v := range []struct {
		key  string
		raw  any
		dst  *pack.Value
		must bool
	}{{"health", xs.Health, &st.HitPoints, true}, {"move", xs.Move, &st.Move, false}, {"attack", xs.Attack, &st.Attack, false}} {
		least := 0
		if v.must {
			least = 1
		}
		val, ok := pack.ImportValue(v.raw, level, least)
		if src, isText := v.raw.(string); !ok && isText && typoTimesC.MatchString(src) {
			// "10cC" beside "10xC" in the same file: a slip of the key
			// (X-haven Assistant itself cannot read it)
			fixed := typoTimesC.ReplaceAllString(src, "${1}xC")
			if val, ok = pack.ImportValue(fixed, level, least); ok {
				im.rep.Warn(path+"."+v.key, "%q is not a formula: read as %q", src, fixed)
			}
		}
		if !ok {
			if v.must {
				im.rep.Warn(path+"."+v.key, "monster type skipped: %s is not a number or formula this program reads, or is less than 1 for some party size from 1 to 4", excerpt.JSON(v.raw))
				return nil, false
			}
			im.rep.Warn(path+"."+v.key, "%s is not a number or formula this program reads: kept in the notes, 0 used", excerpt.JSON(v.raw))
			st.Notes = pack.JoinNotes(st.Notes, v.key+" "+excerpt.JSON(v.raw))
			continue
		}
		*v.dst = val
	}
	if xs.Range >= 0 && xs.Range <= pack.MaxStat {
		st.Range = xs.Range
	}
	afterRetaliate := false // the sub-lines ("^…") after a retaliate are its own
	for i := 0; i < len(xs.Attributes); i++ {
		a := strings.TrimSpace(xs.Attributes[i])
		if !strings.HasPrefix(a, "^") {
			afterRetaliate = strings.HasPrefix(a, "%retaliate%")
		}
		if m := attrValueRE.FindStringSubmatch(a); m != nil && !(afterRetaliate && strings.HasPrefix(a, "^") && m[1] != "range") {
			n, _ := strconv.Atoi(m[2])
			switch m[1] {
			case "shield":
				st.Shield = n
			case "retaliate":
				st.Retaliate = n
			case "pierce":
				st.Pierce = n
			case "target":
				st.Target = n
			case "push":
				st.Push = n
			case "pull":
				st.Pull = n
			case "range":
				if st.Retaliate > 0 && i > 0 && strings.Contains(xs.Attributes[i-1], "%retaliate%") {
					st.RetaliateRange = n
				} else {
					st.Notes = pack.JoinNotes(st.Notes, pack.PlainText(a))
					im.rep.Skip("monsters[*].levels[*].attributes: a range not after a retaliate kept in the notes")
				}
			}
			continue
		}
		if iconOnlyRE.MatchString(strings.TrimLeft(a, "^")) && !(afterRetaliate && strings.HasPrefix(a, "^")) {
			names := icons(a)
			if allValid(names, pack.ValidCondition) {
				st.Conditions = append(st.Conditions, names...)
				continue
			}
		}
		if afterRetaliate && strings.HasPrefix(a, "^") {
			// "%retaliate% 1", "^%muddle%": the retaliate's, not every attack's
			st.Notes = pack.JoinNotes(st.Notes, "retaliate: "+pack.PlainText(strings.TrimLeft(a, "^*")))
			im.rep.Skip("monsters[*].levels[*].attributes: what a retaliate adds kept in the notes")
			continue
		}
		st.Notes = pack.JoinNotes(st.Notes, pack.PlainText(strings.TrimLeft(a, "^*")))
		im.rep.Skip("monsters[*].levels[*].attributes: an attribute this program cannot structure kept in the notes")
	}
	for _, a := range xs.Immunities {
		names := icons(a)
		if len(names) == 1 && (pack.ValidCondition(names[0]) || names[0] == "push" || names[0] == "pull") {
			st.Immunities = append(st.Immunities, names[0])
			continue
		}
		st.Notes = pack.JoinNotes(st.Notes, "immune to "+pack.PlainText(a))
		im.rep.Skip("monsters[*].levels[*].immunities: an immunity to something this program does not know kept in the notes")
	}
	return st, true
}
