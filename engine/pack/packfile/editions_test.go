package packfile_test

// TestEditions measures how the importers read the peers' real files. It
// is skipped unless HAVENTABLE_XHA_EDITIONS names a folder of X-haven
// Assistant edition files (assets/data/editions) and/or
// HAVENTABLE_GHS_DATA names Gloomhaven Secretariat's data/ folder; none of
// those files is part of this repository. It reads every stat field of
// every monster type on its own (a simple reading of the peer's JSON,
// written here apart from the importers) and compares it with the
// imported pack as played; it compares the ability cards of the monster
// types both peers have, as each peer's import works them out; it lists
// the monster types and classes an import leaves out. It fails only when a
// file cannot be read at all: the numbers are a measurement.
//
// With -v the report is logged; HAVENTABLE_EDITIONS_REPORT names a file to
// write it to, and HAVENTABLE_GHS_BUILT a folder to write the Secretariat
// editions built from data/<edition>/ to (<edition>.json, as GHS's
// scripts/build-data.js bundles them).

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/haventable/haventable/engine/monster"
	"github.com/haventable/haventable/engine/pack"
	"github.com/haventable/haventable/engine/pack/packfile"
	"github.com/haventable/haventable/hexgrid"
)

// ---- the report ----

type report struct{ b strings.Builder }

func (r *report) f(format string, a ...any) { fmt.Fprintf(&r.b, format+"\n", a...) }

// side is one peer's import of one edition, with the source to quote.
type side struct {
	peer    string // "XHA" or "GHS"
	edition string
	p       *pack.Pack
	rep     *pack.Report
	played  pack.Played
	// cards: normalised deck name → card number → the card as written in
	// the peer's file (compact JSON)
	cards map[string]map[int]string
}

func norm(s string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(s) {
		if r >= 'a' && r <= 'z' || r >= '0' && r <= '9' {
			b.WriteRune(r)
		}
	}
	return b.String()
}

func clip(s string, n int) string {
	if r := []rune(s); len(r) > n {
		return string(r[:n]) + "…"
	}
	return s
}

func compact(raw []byte) string {
	var b bytes.Buffer
	if json.Compact(&b, raw) != nil {
		return string(raw)
	}
	return b.String()
}

// ---- stat fields ----

var statFields = []string{"hit_points", "move", "attack", "range", "shield", "retaliate", "retaliate_range",
	"pierce", "target", "target_plus", "push", "pull", "conditions", "immunities", "flying"}

// knownConditions are the conditions of the published games, as both
// peers name them.
var knownConditions = map[string]bool{"poison": true, "wound": true, "muddle": true, "immobilize": true,
	"disarm": true, "stun": true, "curse": true, "bless": true, "strengthen": true, "invisible": true,
	"brittle": true, "bane": true, "impair": true, "regenerate": true, "ward": true, "chill": true,
	"infect": true, "rupture": true, "dodge": true, "safeguard": true, "empower": true, "enfeeble": true}

// unreadable marks a field the simple reading cannot work out ("X", "H").
const unreadable = "?"

// fieldsOf writes a played stat card as field values.
func fieldsOf(st monster.StatCard) map[string]string {
	c := slices.Clone(st.Conditions)
	im := slices.Clone(st.Immunities)
	slices.Sort(c)
	slices.Sort(im)
	return map[string]string{"hit_points": strconv.Itoa(st.HitPoints), "move": strconv.Itoa(st.Move),
		"attack": strconv.Itoa(st.Attack), "range": strconv.Itoa(st.Range), "shield": strconv.Itoa(st.Shield),
		"retaliate": strconv.Itoa(st.Retaliate), "retaliate_range": strconv.Itoa(st.RetaliateRange),
		"pierce": strconv.Itoa(st.Pierce), "target": strconv.Itoa(st.Target), "target_plus": strconv.Itoa(st.TargetPlus),
		"push": strconv.Itoa(st.Push), "pull": strconv.Itoa(st.Pull),
		"conditions": strings.Join(c, ","), "immunities": strings.Join(im, ","), "flying": strconv.FormatBool(st.Flying)}
}

// tally counts one edition's stat comparisons.
type tally struct {
	compared, equal, unread int
	byField                 map[string]int
	// groups: "monster kind field: source, got" → the levels and party
	// sizes it differs at, in the order first met
	groups     map[string][]string
	groupOrder []string
	unreadable map[string]int // field: value → count
}

func (t *tally) compare(name, kind string, level, chars int, want, got map[string]string) {
	if t.byField == nil {
		t.byField, t.unreadable, t.groups = map[string]int{}, map[string]int{}, map[string][]string{}
	}
	for _, f := range statFields {
		w := want[f]
		if strings.HasPrefix(w, unreadable) {
			t.unread++
			t.unreadable[f+" "+strings.TrimPrefix(w, unreadable)]++
			continue
		}
		t.compared++
		if w == got[f] {
			t.equal++
			continue
		}
		t.byField[f]++
		k := fmt.Sprintf("%s %s %s: source %q, got %q", name, kind, f, w, got[f])
		if t.groups[k] == nil {
			t.groupOrder = append(t.groupOrder, k)
		}
		t.groups[k] = append(t.groups[k], fmt.Sprintf("L%dC%d", level, chars))
	}
}

func (t *tally) line() string {
	s := fmt.Sprintf("%d fields compared, %d equal, %d differ; %d not readable by the simple reading",
		t.compared, t.equal, t.compared-t.equal, t.unread)
	if len(t.byField) > 0 {
		var parts []string
		for _, f := range statFields {
			if n := t.byField[f]; n > 0 {
				parts = append(parts, fmt.Sprintf("%s %d", f, n))
			}
		}
		s += " (differ: " + strings.Join(parts, ", ") + ")"
	}
	return s
}

func (t *tally) details(r *report, limit int) {
	if len(t.unreadable) > 0 {
		var parts []string
		for k, n := range t.unreadable {
			parts = append(parts, fmt.Sprintf("%s ×%d", k, n))
		}
		slices.Sort(parts)
		r.f("    not readable: %s", clip(strings.Join(parts, "; "), 400))
	}
	for i, k := range t.groupOrder {
		if i == limit {
			r.f("    … %d more groups", len(t.groupOrder)-i)
			break
		}
		r.f("    %s ×%d at %s", k, len(t.groups[k]), clip(strings.Join(t.groups[k], " "), 100))
	}
}

// ---- X-haven Assistant ----

// xhaEval works out an X-haven formula as its StatCalculator does: whole
// numbers, x and * multiply, / divides rounding up, d rounding down.
func xhaEval(s string, c, l int) (int, bool) {
	s = strings.ReplaceAll(strings.ReplaceAll(s, "C", strconv.Itoa(c)), "L", strconv.Itoa(l))
	p := &intParser{s: strings.ReplaceAll(s, " ", "")}
	n, ok := p.expr()
	return n, ok && p.pos == len(p.s)
}

type intParser struct {
	s   string
	pos int
}

func (p *intParser) eat(c byte) bool {
	if p.pos < len(p.s) && p.s[p.pos] == c {
		p.pos++
		return true
	}
	return false
}

func (p *intParser) expr() (int, bool) {
	n, ok := p.term()
	for ok {
		switch {
		case p.eat('+'):
			var m int
			m, ok = p.term()
			n += m
		case p.eat('-'):
			var m int
			m, ok = p.term()
			n -= m
		default:
			return n, true
		}
	}
	return 0, false
}

func (p *intParser) term() (int, bool) {
	n, ok := p.factor()
	for ok {
		switch {
		case p.eat('*'), p.eat('x'):
			var m int
			m, ok = p.factor()
			n *= m
		case p.eat('/'):
			var m int
			m, ok = p.factor()
			if ok && m != 0 {
				n = int(math.Ceil(float64(n) / float64(m)))
			} else {
				ok = false
			}
		case p.eat('d'):
			var m int
			m, ok = p.factor()
			if ok && m != 0 {
				n = int(math.Floor(float64(n) / float64(m)))
			} else {
				ok = false
			}
		default:
			return n, true
		}
	}
	return 0, false
}

func (p *intParser) factor() (int, bool) {
	switch {
	case p.eat('+'):
		return p.factor()
	case p.eat('-'):
		n, ok := p.factor()
		return -n, ok
	case p.eat('('):
		n, ok := p.expr()
		return n, ok && p.eat(')')
	}
	start := p.pos
	for p.pos < len(p.s) && p.s[p.pos] >= '0' && p.s[p.pos] <= '9' {
		p.pos++
	}
	if start == p.pos {
		return 0, false
	}
	n, err := strconv.Atoi(p.s[start:p.pos])
	return n, err == nil
}

// xhaNumber reads a stat number: a JSON number or a formula.
func xhaNumber(v any, c, l int) string {
	switch x := v.(type) {
	case nil:
		return "0"
	case float64:
		return strconv.Itoa(int(x))
	case string:
		if n, ok := xhaEval(x, c, l); ok {
			return strconv.Itoa(n)
		}
		return unreadable + x
	}
	return unreadable + fmt.Sprint(v)
}

var (
	xhaAttrRE = regexp.MustCompile(`^%(shield|retaliate|pierce|target|range|push|pull)% ([0-9CLx+\-*/() ]+?)[%^]?$`)
	xhaIconRE = regexp.MustCompile(`^(?:%([a-z]+)%\s*)+$`)
	iconRE    = regexp.MustCompile(`%([a-z]+)%`)
)

// xhaStat reads an X-haven stat object on its own, for c characters at
// level l.
func xhaStat(s map[string]any, flying bool, c, l int) map[string]string {
	c = max(c, 2)
	out := map[string]string{"flying": strconv.FormatBool(flying)}
	for _, f := range []struct{ key, field string }{{"health", "hit_points"}, {"move", "move"}, {"attack", "attack"}, {"range", "range"}} {
		v := xhaNumber(s[f.key], c, l)
		if n, err := strconv.Atoi(v); err == nil && n < 0 && (f.key == "move" || f.key == "attack") {
			v = "0" // a move or an attack below 0 is none
		}
		out[f.field] = v
	}
	vals := map[string]string{"shield": "0", "retaliate": "0", "pierce": "0", "target": "1", "target_plus": "0", "push": "0", "pull": "0"}
	retRange := ""
	var conds []string
	prev := "" // the last attribute that is not a sub-line ("^…")
	attrs, _ := s["attributes"].([]any)
	for _, a := range attrs {
		line, _ := a.(string)
		line = strings.TrimSpace(line)
		if strings.HasPrefix(line, "^^") {
			continue // a note
		}
		sub := strings.HasPrefix(line, "^")
		body := strings.TrimSpace(strings.TrimLeft(line, "^"))
		if m := xhaAttrRE.FindStringSubmatch(body); m != nil {
			v := xhaNumber(strings.TrimSpace(m[2]), c, l)
			switch {
			case sub && m[1] == "range" && prev == "retaliate":
				retRange = v
			case !sub && m[1] != "range":
				vals[m[1]] = v
				prev = m[1]
			}
			continue
		}
		if m := xhaIconRE.FindStringSubmatch(body); m != nil {
			names := []string{}
			all := true
			for _, ic := range iconRE.FindAllStringSubmatch(body, -1) {
				names = append(names, ic[1])
				all = all && knownConditions[ic[1]]
			}
			if all {
				if !(sub && prev == "retaliate") { // a retaliate's condition is not an attack's
					conds = append(conds, names...)
				}
				if !sub {
					prev = "condition"
				}
				continue
			}
		}
		if !sub {
			prev = "other"
		}
	}
	for k, v := range vals {
		out[k] = v
	}
	switch {
	case out["retaliate"] == "0":
		out["retaliate_range"] = "0"
	case retRange == "":
		out["retaliate_range"] = "1"
	default:
		out["retaliate_range"] = retRange
	}
	var imm []string
	ims, _ := s["immunities"].([]any)
	for _, a := range ims {
		line, _ := a.(string)
		for _, ic := range iconRE.FindAllStringSubmatch(line, -1) {
			imm = append(imm, ic[1])
		}
	}
	slices.Sort(conds)
	slices.Sort(imm)
	out["conditions"] = strings.Join(slices.Compact(conds), ",")
	out["immunities"] = strings.Join(imm, ",")
	return out
}

type xhaFile struct {
	Edition          string                     `json:"edition"`
	Classes          []map[string]any           `json:"classes"`
	Monsters         map[string]json.RawMessage `json:"monsters"`
	MonsterAbilities []struct {
		Name  string            `json:"name"`
		Cards []json.RawMessage `json:"cards"`
	} `json:"monsterAbilities"`
}

var xhaCodes = map[string]string{"Gloomhaven": "gh", "Frosthaven": "fh", "Jaws of the Lion": "jotl"}

func xhaEditions(t *testing.T, r *report, dir string, sides map[string]*side) {
	files, err := filepath.Glob(filepath.Join(dir, "*.json"))
	if err != nil || len(files) == 0 {
		t.Fatalf("HAVENTABLE_XHA_EDITIONS=%s: no edition files", dir)
	}
	r.f("== X-haven Assistant editions (%s)", dir)
	for _, path := range files {
		base := filepath.Base(path)
		if base == "editions.json" || base == "na.json" {
			continue
		}
		data, err := os.ReadFile(path)
		if err != nil {
			t.Errorf("%s: %v", path, err)
			continue
		}
		p, rep, src, err := packfile.Read(base, data)
		if err != nil {
			t.Errorf("%s: %v", path, err)
			continue
		}
		var xf xhaFile
		if err := json.Unmarshal(data, &xf); err != nil {
			t.Errorf("%s: %v", path, err)
			continue
		}
		s := &side{peer: "XHA", edition: xf.Edition, p: p, rep: rep, played: p.Played(), cards: map[string]map[int]string{}}
		for _, d := range xf.MonsterAbilities {
			m := map[int]string{}
			for _, c := range d.Cards {
				var arr []any
				if json.Unmarshal(c, &arr) != nil {
					continue
				}
				for _, e := range arr {
					if n, ok := e.(float64); ok {
						m[int(n)] = compact(c)
						break
					}
				}
			}
			s.cards[norm(d.Name)] = m
		}
		code := xhaCodes[xf.Edition]
		if code != "" {
			sides[code] = s
		}
		var tl tally
		played := map[string]*pack.PlayedMonster{}
		for i := range s.played.Monsters {
			played[s.played.Monsters[i].Name] = &s.played.Monsters[i]
		}
		var dropped []string
		for _, name := range sortedRawKeys(xf.Monsters) {
			pm := played[name]
			if pm == nil {
				dropped = append(dropped, fmt.Sprintf("monster %q: %s", name, warningsAt(rep, pack.Path("monsters", name))))
				continue
			}
			var xm struct {
				Flying bool             `json:"flying"`
				Levels []map[string]any `json:"levels"`
			}
			if json.Unmarshal(xf.Monsters[name], &xm) != nil {
				continue
			}
			for _, lv := range xm.Levels {
				lnum, _ := lv["level"].(float64)
				level := int(lnum)
				if level < 0 || level >= len(pm.Levels) {
					continue
				}
				pl := pm.Levels[level]
				type kind struct {
					kind string
					raw  map[string]any
					got  []monster.StatCard
				}
				var kinds []kind
				if n, ok := lv["normal"].(map[string]any); ok {
					e, _ := lv["elite"].(map[string]any)
					kinds = []kind{{"normal", n, pl.Normal}, {"elite", e, pl.Elite}}
				} else {
					kinds = []kind{{"boss", lv, pl.Boss}}
				}
				for _, k := range kinds {
					for chars := 2; chars <= 4; chars++ {
						if len(k.got) < chars || k.raw == nil {
							continue
						}
						want := xhaStat(k.raw, xm.Flying, chars, level)
						tl.compare(name, k.kind, level, chars, want, fieldsOf(k.got[chars-1]))
					}
				}
			}
		}
		for i, c := range xf.Classes {
			name, _ := c["name"].(string)
			if _, ok := p.Class(name); !ok {
				dropped = append(dropped, fmt.Sprintf("class %q: %s", name, warningsAt(rep, pack.Path("classes", name), pack.Path("classes", i))))
			}
		}
		r.f("-- %s (%s, source %s): %d monster types of %d, %d classes of %d, %d decks; %d warnings",
			xf.Edition, base, src, len(p.Monsters), len(xf.Monsters), len(p.Classes), len(xf.Classes), len(p.Decks), len(rep.Warnings))
		r.f("   stats: %s", tl.line())
		wordedLines(t, r, "XHA "+base, p)
		if code != "" {
			tl.details(r, 30)
		} else {
			tl.details(r, 4)
		}
		for i, d := range dropped {
			if i == 15 {
				r.f("   … %d more left out", len(dropped)-i)
				break
			}
			r.f("   left out: %s", d)
		}
	}
}

// wordedLines reports how many of the pack's card actions are structured
// and the lines the players read (text actions, notes) that hold a peer's
// notation (pack.RawNotation): each is an error, as the players would read
// the peer's notation instead of words.
func wordedLines(t *testing.T, r *report, label string, p *pack.Pack) {
	c := p.Count()
	pct := 0.0
	if c.Structured+c.Text > 0 {
		pct = 100 * float64(c.Structured) / float64(c.Structured+c.Text)
	}
	raw := p.RawNotationLines()
	n := 0
	for _, l := range raw {
		n += l.N
	}
	r.f("   card actions: %d structured, %d text (%.1f%% structured); %d text lines; lines in the peer's notation: %d (%d distinct)",
		c.Structured, c.Text, pct, len(p.TextLines()), n, len(raw))
	for i, l := range raw {
		if i == 10 {
			r.f("     … %d more", len(raw)-i)
			break
		}
		r.f("     %d× %s", l.N, clip(l.Text, 200))
	}
	if n > 0 {
		t.Errorf("%s: %d lines the players read hold the peer's notation, such as %q", label, n, raw[0].Text)
	}
}

func sortedRawKeys(m map[string]json.RawMessage) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

// warningsAt joins the report's warnings at or under the paths.
func warningsAt(rep *pack.Report, paths ...string) string {
	var out []string
	for _, w := range rep.Warnings {
		for _, p := range paths {
			if w.Path == p || strings.HasPrefix(w.Path, p+".") || strings.HasPrefix(w.Path, p+"[") {
				out = append(out, w.String())
				break
			}
		}
	}
	if len(out) == 0 {
		return "(no warning names it)"
	}
	return clip(strings.Join(out, " / "), 300)
}

// ---- Gloomhaven Secretariat ----

// buildGHSEdition bundles data/<edition>/ into one edition file as GHS's
// scripts/build-data.js does: base.json's keys, then the characters,
// the character and monster decks, the monsters, the scenarios (with
// scenarios/*.json replacing or joining scenarios.json's), the other
// files of the folder, the sections and the labels.
func buildGHSEdition(dir string) ([]byte, error) {
	type member struct {
		key string
		val []byte
	}
	var members []member
	set := func(key string, val []byte) {
		for i := range members {
			if members[i].key == key {
				members[i].val = val
				return
			}
		}
		members = append(members, member{key, val})
	}
	readCompact := func(path string) ([]byte, error) {
		data, err := os.ReadFile(path)
		if err != nil {
			return nil, err
		}
		var b bytes.Buffer
		if err := json.Compact(&b, data); err != nil {
			return nil, fmt.Errorf("%s: %w", path, err)
		}
		return b.Bytes(), nil
	}
	file := func(name string) ([]byte, bool, error) {
		path := filepath.Join(dir, name)
		if st, err := os.Stat(path); err != nil || !st.Mode().IsRegular() {
			return nil, false, nil
		}
		b, err := readCompact(path)
		return b, err == nil, err
	}
	folder := func(name string) ([][]byte, error) {
		entries, err := os.ReadDir(filepath.Join(dir, name))
		if err != nil {
			return nil, nil
		}
		var out [][]byte
		for _, e := range entries {
			if !e.Type().IsRegular() {
				continue
			}
			b, err := readCompact(filepath.Join(dir, name, e.Name()))
			if err != nil {
				return nil, err
			}
			out = append(out, b)
		}
		return out, nil
	}
	list := func(items [][]byte) []byte {
		return append(append([]byte("["), bytes.Join(items, []byte(","))...), ']')
	}
	if b, ok, err := file("base.json"); err != nil {
		return nil, err
	} else if ok {
		dec := json.NewDecoder(bytes.NewReader(b))
		if _, err := dec.Token(); err != nil {
			return nil, err
		}
		for dec.More() {
			k, err := dec.Token()
			if err != nil {
				return nil, err
			}
			var v json.RawMessage
			if err := dec.Decode(&v); err != nil {
				return nil, err
			}
			set(k.(string), v)
		}
	}
	has := func(k string) bool {
		return slices.ContainsFunc(members, func(m member) bool { return m.key == k })
	}
	if !has("edition") {
		set("edition", []byte(strconv.Quote(filepath.Base(dir))))
	}
	for _, k := range []string{"conditions", "extensions"} {
		if !has(k) {
			set(k, []byte("[]"))
		}
	}
	chars, err := folder("character")
	if err != nil {
		return nil, err
	}
	set("characters", list(chars))
	charDecks, err := folder("character/deck")
	if err != nil {
		return nil, err
	}
	monsterDecks, err := folder("monster/deck")
	if err != nil {
		return nil, err
	}
	set("decks", list(append(charDecks, monsterDecks...)))
	monsters, err := folder("monster")
	if err != nil {
		return nil, err
	}
	set("monsters", list(monsters))
	indexed := func(listFile, sub string) ([]byte, error) {
		var items []json.RawMessage
		if b, ok, err := file(listFile); err != nil {
			return nil, err
		} else if ok {
			if err := json.Unmarshal(b, &items); err != nil {
				return nil, fmt.Errorf("%s: %w", listFile, err)
			}
		}
		type key struct{ index, edition, group string }
		keyOf := func(raw []byte) key {
			var k struct {
				Index   any    `json:"index"`
				Edition string `json:"edition"`
				Group   string `json:"group"`
			}
			_ = json.Unmarshal(raw, &k)
			return key{fmt.Sprint(k.Index), k.Edition, k.Group}
		}
		more, err := folder(sub)
		if err != nil {
			return nil, err
		}
		for _, m := range more {
			k := keyOf(m)
			i := slices.IndexFunc(items, func(r json.RawMessage) bool { return keyOf(r) == k })
			if i >= 0 {
				items[i] = m
			} else {
				items = append(items, m)
			}
		}
		num := regexp.MustCompile(`\d+`)
		sort.SliceStable(items, func(i, j int) bool {
			a, b := keyOf(items[i]), keyOf(items[j])
			if (a.group == "") != (b.group == "") {
				return a.group == ""
			}
			if a.group != b.group {
				return strings.ToLower(a.group) < strings.ToLower(b.group)
			}
			na, nb := num.FindString(a.index), num.FindString(b.index)
			if na != "" && nb != "" {
				x, _ := strconv.Atoi(na)
				y, _ := strconv.Atoi(nb)
				return x < y
			}
			return strings.ToLower(a.index) < strings.ToLower(b.index)
		})
		raw := make([][]byte, len(items))
		for i, it := range items {
			raw[i] = it
		}
		return list(raw), nil
	}
	scen, err := indexed("scenarios.json", "scenarios")
	if err != nil {
		return nil, err
	}
	set("scenarios", scen)
	for _, f := range []struct{ key, file, def string }{{"battleGoals", "battle-goals.json", "[]"}, {"events", "events.json", "[]"},
		{"personalQuests", "personal-quests.json", "[]"}, {"campaign", "campaign.json", ""}, {"challenges", "challenges.json", "[]"},
		{"trials", "trials.json", "[]"}, {"favors", "favors.json", "[]"}, {"pets", "pets.json", "[]"}} {
		b, ok, err := file(f.file)
		if err != nil {
			return nil, err
		}
		switch {
		case ok && f.key == "campaign":
			if bl, ok, err := file("buildings.json"); err != nil {
				return nil, err
			} else if ok && len(b) > 2 && b[len(b)-1] == '}' {
				b = append(append(append(slices.Clone(b[:len(b)-1]), []byte(`,"buildings":`)...), bl...), '}')
			}
			set(f.key, b)
		case ok:
			set(f.key, b)
		case f.def != "":
			set(f.key, []byte(f.def))
		}
	}
	sec, err := indexed("sections.json", "sections")
	if err != nil {
		return nil, err
	}
	set("sections", sec)
	for _, f := range []struct{ key, file string }{{"items", "items.json"}, {"treasures", "treasures.json"}} {
		b, ok, err := file(f.file)
		if err != nil {
			return nil, err
		}
		if !ok {
			b = []byte("[]")
		}
		set(f.key, b)
	}
	labels := func(sub string) ([]byte, error) {
		entries, _ := os.ReadDir(filepath.Join(dir, sub))
		var parts [][]byte
		for _, e := range entries {
			if !e.Type().IsRegular() || !strings.HasSuffix(e.Name(), ".json") {
				continue
			}
			b, err := readCompact(filepath.Join(dir, sub, e.Name()))
			if err != nil {
				return nil, err
			}
			parts = append(parts, append([]byte(strconv.Quote(strings.TrimSuffix(e.Name(), ".json"))+":"), b...))
		}
		return append(append([]byte("{"), bytes.Join(parts, []byte(","))...), '}'), nil
	}
	for _, l := range []struct{ key, sub string }{{"label", "label"}, {"labelSpoiler", "label/spoiler"}} {
		b, err := labels(l.sub)
		if err != nil {
			return nil, err
		}
		set(l.key, b)
	}
	var out bytes.Buffer
	out.WriteByte('{')
	for i, m := range members {
		if i > 0 {
			out.WriteByte(',')
		}
		out.WriteString(strconv.Quote(m.key) + ":")
		out.Write(m.val)
	}
	out.WriteByte('}')
	return out.Bytes(), nil
}

// ghsValueRE is GHS's EntityValueRegex: "[expression{$function}]".
var ghsValueRE = regexp.MustCompile(`^\[([xCL0-9.+/\-*()=?:|\s><]+)(\{(.*)\})?\]$`)

// ghsEval works out a GHS value as its EntityValueFunction does: x is
// multiplication, C is max(2, characters), the arithmetic is in floating
// point, an optional function rounds, and the result is Math.round'ed.
// false for what GHS's eval would not read ("X", "H").
func ghsEval(v any, c, l int) (int, bool) {
	switch x := v.(type) {
	case nil:
		return 0, true
	case float64:
		return int(x), true
	case string:
		if x == "" || x == "-" {
			return 0, true
		}
		expr, fn := x, ""
		if m := ghsValueRE.FindStringSubmatch(x); m != nil {
			expr, fn = m[1], m[3]
		}
		expr = strings.ReplaceAll(expr, "x", "*")
		expr = strings.ReplaceAll(expr, "C", strconv.Itoa(max(c, 2)))
		expr = strings.ReplaceAll(expr, "L", strconv.Itoa(l))
		p := &floatParser{s: strings.ReplaceAll(expr, " ", "")}
		f, ok := p.expr()
		if !ok || p.pos != len(p.s) {
			return 0, false
		}
		switch strings.TrimPrefix(fn, "$") {
		case "":
		case "math.ceil":
			f = math.Ceil(f)
		case "math.floor":
			f = math.Floor(f)
		default:
			return 0, false
		}
		return int(math.Floor(f + 0.5)), true
	}
	return 0, false
}

type floatParser struct {
	s   string
	pos int
}

func (p *floatParser) eat(c byte) bool {
	if p.pos < len(p.s) && p.s[p.pos] == c {
		p.pos++
		return true
	}
	return false
}

func (p *floatParser) expr() (float64, bool) {
	n, ok := p.term()
	for ok {
		switch {
		case p.eat('+'):
			var m float64
			m, ok = p.term()
			n += m
		case p.eat('-'):
			var m float64
			m, ok = p.term()
			n -= m
		default:
			return n, true
		}
	}
	return 0, false
}

func (p *floatParser) term() (float64, bool) {
	n, ok := p.factor()
	for ok {
		switch {
		case p.eat('*'):
			var m float64
			m, ok = p.factor()
			n *= m
		case p.eat('/'):
			var m float64
			m, ok = p.factor()
			n /= m
		default:
			return n, true
		}
	}
	return 0, false
}

func (p *floatParser) factor() (float64, bool) {
	switch {
	case p.eat('+'):
		return p.factor()
	case p.eat('-'):
		n, ok := p.factor()
		return -n, ok
	case p.eat('('):
		n, ok := p.expr()
		return n, ok && p.eat(')')
	}
	start := p.pos
	for p.pos < len(p.s) && (p.s[p.pos] >= '0' && p.s[p.pos] <= '9' || p.s[p.pos] == '.') {
		p.pos++
	}
	if start == p.pos {
		return 0, false
	}
	n, err := strconv.ParseFloat(p.s[start:p.pos], 64)
	return n, err == nil
}

type ghsAction struct {
	Type       string      `json:"type"`
	Value      any         `json:"value"`
	ValueType  string      `json:"valueType"`
	SubActions []ghsAction `json:"subActions"`
}

type ghsStat struct {
	Type       string           `json:"type"`
	Level      *int             `json:"level"`
	Health     any              `json:"health"`
	Movement   any              `json:"movement"`
	Attack     any              `json:"attack"`
	Range      any              `json:"range"`
	Actions    *[]ghsAction     `json:"actions"`
	Immunities *[]string        `json:"immunities"`
	Special    *json.RawMessage `json:"special"`
}

type ghsMonster struct {
	Name     string    `json:"name"`
	Deck     string    `json:"deck"`
	Boss     bool      `json:"boss"`
	Flying   bool      `json:"flying"`
	BaseStat ghsStat   `json:"baseStat"`
	Stats    []ghsStat `json:"stats"`
}

// falsy is JavaScript's "!v && v != 0" on a stat number: missing.
func falsy(v any) bool {
	switch x := v.(type) {
	case nil:
		return true
	case string:
		return x == ""
	}
	return false
}

// ghsMerged fills a stat from the monster's baseStat as GHS's Monster
// constructor does.
func ghsMerged(s, base ghsStat) ghsStat {
	if falsy(s.Health) {
		s.Health = base.Health
	}
	if falsy(s.Movement) {
		s.Movement = base.Movement
	}
	if falsy(s.Attack) {
		s.Attack = base.Attack
	}
	if falsy(s.Range) {
		s.Range = base.Range
	}
	if s.Actions == nil {
		s.Actions = base.Actions
	}
	if s.Immunities == nil {
		s.Immunities = base.Immunities
	}
	if s.Type == "" {
		s.Type = base.Type
	}
	return s
}

func ghsNumber(v any, c, l int) string {
	if n, ok := ghsEval(v, c, l); ok {
		return strconv.Itoa(n)
	}
	return unreadable + fmt.Sprint(v)
}

// ghsStatFields reads a merged GHS stat on its own.
func ghsStatFields(s ghsStat, flying bool, c, l int) map[string]string {
	out := map[string]string{"flying": strconv.FormatBool(flying)}
	for _, f := range []struct {
		field string
		v     any
	}{{"hit_points", s.Health}, {"move", s.Movement}, {"attack", s.Attack}, {"range", s.Range}} {
		v := ghsNumber(f.v, c, l)
		if n, err := strconv.Atoi(v); err == nil && n < 0 && (f.field == "move" || f.field == "attack") {
			v = "0"
		}
		out[f.field] = v
	}
	vals := map[string]string{"shield": "0", "retaliate": "0", "pierce": "0", "target": "1", "target_plus": "0", "push": "0", "pull": "0"}
	retRange := "1"
	var conds []string
	if s.Actions != nil {
		for i, a := range *s.Actions {
			switch a.Type {
			case "range":
				if i > 0 && (*s.Actions)[i-1].Type == "retaliate" && len(a.SubActions) == 0 {
					v := a.Value
					if t, ok := v.(string); ok {
						v = strings.TrimPrefix(t, "^") // Yoglang's "^5"
					}
					retRange = ghsNumber(v, c, l) // beside the retaliate, as GHS draws it
				}
			case "shield", "retaliate", "pierce", "target", "push", "pull":
				v := ghsNumber(a.Value, c, l)
				if a.Type == "target" && a.ValueType == "add" {
					vals["target_plus"] = v // one more target for every attack
					continue
				}
				if a.ValueType != "" && a.ValueType != "fixed" {
					v = unreadable + a.ValueType + " " + fmt.Sprint(a.Value)
				}
				vals[a.Type] = v
				if a.Type == "retaliate" {
					for _, sa := range a.SubActions {
						if sa.Type == "range" {
							retRange = ghsNumber(sa.Value, c, l)
						}
					}
				}
			case "condition":
				if n, ok := a.Value.(string); ok {
					conds = append(conds, n)
				}
			}
		}
	}
	for k, v := range vals {
		out[k] = v
	}
	out["retaliate_range"] = "0"
	if out["retaliate"] != "0" {
		out["retaliate_range"] = retRange
	}
	var imm []string
	if s.Immunities != nil {
		imm = slices.Clone(*s.Immunities)
	}
	slices.Sort(conds)
	slices.Sort(imm)
	out["conditions"] = strings.Join(slices.Compact(conds), ",")
	out["immunities"] = strings.Join(imm, ",")
	return out
}

func ghsEditions(t *testing.T, r *report, dir string, sides map[string]*side) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatalf("HAVENTABLE_GHS_DATA=%s: %v", dir, err)
	}
	builtDir := os.Getenv("HAVENTABLE_GHS_BUILT")
	r.f("")
	r.f("== Gloomhaven Secretariat editions (%s, each built into one edition file)", dir)
	for _, e := range entries {
		ed := e.Name()
		if !e.IsDir() {
			continue
		}
		if _, err := os.Stat(filepath.Join(dir, ed, "monster")); err != nil {
			continue
		}
		detail := ed == "gh" || ed == "fh" || ed == "jotl"
		data, err := buildGHSEdition(filepath.Join(dir, ed))
		if err != nil {
			t.Errorf("GHS %s: %v", ed, err)
			continue
		}
		if builtDir != "" {
			if err := os.MkdirAll(builtDir, 0o755); err == nil {
				_ = os.WriteFile(filepath.Join(builtDir, ed+".json"), data, 0o644)
			}
		}
		p, rep, src, err := packfile.Read(ed+".json", data)
		if err != nil {
			if detail {
				t.Errorf("GHS %s (%d bytes): %v", ed, len(data), err)
			}
			r.f("-- %s (%d bytes): NOT READ: %v", ed, len(data), err)
			continue
		}
		s := &side{peer: "GHS", edition: ed, p: p, rep: rep, played: p.Played(), cards: map[string]map[int]string{}}
		var top struct {
			Characters []struct {
				Name string `json:"name"`
			} `json:"characters"`
			Monsters []json.RawMessage `json:"monsters"`
		}
		if err := json.Unmarshal(data, &top); err != nil {
			t.Errorf("GHS %s: %v", ed, err)
			continue
		}
		decks, _ := filepath.Glob(filepath.Join(dir, ed, "monster", "deck", "*.json"))
		for _, f := range decks {
			b, err := os.ReadFile(f)
			if err != nil {
				continue
			}
			var d struct {
				Name      string `json:"name"`
				Abilities []struct {
					CardID  *int            `json:"cardId"`
					Actions json.RawMessage `json:"actions"`
				} `json:"abilities"`
			}
			if json.Unmarshal(b, &d) != nil {
				continue
			}
			m := map[int]string{}
			for i, a := range d.Abilities {
				n := i + 1
				if a.CardID != nil {
					n = *a.CardID
				}
				m[n] = compact(a.Actions)
			}
			s.cards[norm(d.Name)] = m
		}
		if detail {
			sides[ed] = s
		}
		played := map[string]*pack.PlayedMonster{}
		for i := range s.played.Monsters {
			played[norm(s.played.Monsters[i].Name)] = &s.played.Monsters[i]
		}
		var tl tally
		var dropped []string
		for i, raw := range top.Monsters {
			var gm ghsMonster
			if json.Unmarshal(raw, &gm) != nil {
				continue
			}
			pm := played[norm(gm.Name)]
			if pm == nil {
				dropped = append(dropped, fmt.Sprintf("monster %q: %s", gm.Name, warningsAt(rep, fmt.Sprintf("%s.json.monsters[%d]", ed, i))))
				continue
			}
			for _, st := range gm.Stats {
				if st.Level == nil || *st.Level < 0 || *st.Level >= len(pm.Levels) {
					continue
				}
				st = ghsMerged(st, gm.BaseStat)
				pl := pm.Levels[*st.Level]
				kind := st.Type
				if kind == "" {
					kind = "normal"
				}
				var got []monster.StatCard
				switch kind {
				case "normal":
					got = pl.Normal
				case "elite":
					got = pl.Elite
				case "boss":
					got = pl.Boss
				}
				for chars := 2; chars <= 4; chars++ {
					if len(got) < chars {
						continue
					}
					want := ghsStatFields(st, gm.Flying, chars, *st.Level)
					tl.compare(gm.Name, kind, *st.Level, chars, want, fieldsOf(got[chars-1]))
				}
			}
		}
		for i, c := range top.Characters {
			found := false
			for _, pc := range p.Classes {
				found = found || norm(pc.Name) == norm(c.Name)
			}
			if !found {
				dropped = append(dropped, fmt.Sprintf("character %q: %s", c.Name, warningsAt(rep, fmt.Sprintf("%s.json.characters[%d]", ed, i))))
			}
		}
		r.f("-- %s (%d bytes, source %s): %d monster types of %d, %d classes of %d, %d decks (%d monster decks in the folder); %d warnings",
			ed, len(data), src, len(p.Monsters), len(top.Monsters), len(p.Classes), len(top.Characters), len(p.Decks), len(decks), len(rep.Warnings))
		r.f("   stats: %s", tl.line())
		wordedLines(t, r, "GHS "+ed, p)
		if detail {
			tl.details(r, 30)
		} else {
			tl.details(r, 4)
		}
		limit := 15
		if !detail {
			limit = 3
		}
		for i, d := range dropped {
			if i == limit {
				r.f("   … %d more left out", len(dropped)-i)
				break
			}
			r.f("   left out: %s", d)
		}
	}
}

// ---- the two peers' ability cards ----

type example struct {
	what       string
	xSum, gSum string
	xRaw, gRaw string
}

type classTally struct {
	n        int
	agree    int // text cards whose structured actions agree
	examples []example
	seen     map[string]bool
}

func hasText(as []monster.Action) bool {
	for _, a := range as {
		if a.Type == monster.KindText || hasText(a.Actions) {
			return true
		}
	}
	return false
}

func texts(as []monster.Action) []string {
	var out []string
	for _, a := range as {
		if a.Type == monster.KindText {
			out = append(out, a.Text)
		}
		out = append(out, texts(a.Actions)...)
	}
	return out
}

func cardOf(p *pack.Pack, deck string, number int) *pack.AbilityCard {
	d, ok := p.Deck(deck)
	if !ok {
		return nil
	}
	for i := range d.Cards {
		if d.Cards[i].Number == number {
			return &d.Cards[i]
		}
	}
	return nil
}

// textClass names what the text actions of two cards are about, the
// first that fits of: a summon, a condition the pack does not know, a
// special target, an X or V value, a conditional, a GHS label key, an
// area, a GHS action type the import keeps as text, an XHA sub-line kept
// as text.
func textClass(xc, gc *pack.AbilityCard) string {
	xt, gt := texts(xc.Actions), texts(gc.Actions)
	where := map[[2]bool]string{{true, false}: "XHA side", {false, true}: "GHS side", {true, true}: "both sides"}[[2]bool{len(xt) > 0, len(gt) > 0}]
	all := strings.Join(append(slices.Clone(xt), gt...), " ")
	low := strings.ToLower(all)
	c := "other"
	ghsType := ""
	for _, t := range gt {
		if m := ghsTypeRE.FindStringSubmatch(t); m != nil && ghsType == "" {
			ghsType = m[1]
		}
	}
	xhaSub := ""
	for _, t := range xt {
		if m := xhaSubRE.FindStringSubmatch(t); m != nil && xhaSub == "" {
			xhaSub = m[1]
		}
	}
	switch {
	case specialNRE.MatchString(all):
		c = "boss 'Special N' card (a reference to the stat card's special actions)"
	case strings.Contains(low, "summon") || strings.Contains(low, "spawn"):
		c = "summon"
	case unknownCondRE.MatchString(low):
		c = "condition unknown to the pack: " + unknownCondRE.FindString(low)
	case ghsType == "grid" || ghsType == "concatenation":
		c = "GHS layout wrapper (grid/concatenation) kept as text, hiding its actions"
	case specialTargetRE.MatchString(all):
		c = "special target (all adjacent, all within range, self and allies)"
	case variableRE.MatchString(all):
		c = "X/V variable"
	case conditionalRE.MatchString(low):
		c = "conditional"
	case strings.Contains(low, "%data.custom") || strings.Contains(low, "%game.custom"):
		c = "GHS custom text label (%data.custom…%) against XHA's words"
	case strings.Contains(low, "area") || strings.Contains(low, "aoe"):
		c = "area"
	case slices.ContainsFunc(gt, ghsAddBonusRE.MatchString):
		c = "GHS relative bonus in an element use kept as text (\"target +1\", \"push +2\", \"heal +1\")"
	case ghsType != "":
		c = "GHS action type kept as text: " + ghsType
	case xhaSub != "":
		c = "XHA sub-line kept as text (" + xhaSub + "…)"
	case slices.ContainsFunc(xt, dividerRE.MatchString):
		c = "XHA layout divider kept as text"
	}
	return "text: " + c + " (" + where + ")"
}

// structured is a card's summary without its text actions (nor text in
// a use's bonus).
func structured(c *pack.AbilityCard, st monster.StatCard) string {
	var strip func([]monster.Action) []monster.Action
	strip = func(as []monster.Action) []monster.Action {
		var out []monster.Action
		for _, a := range as {
			if a.Type == monster.KindText {
				continue
			}
			a.Actions = strip(a.Actions)
			out = append(out, a)
		}
		return out
	}
	return monster.Summary(monster.Resolve(strip(monster.Expand(c.Actions, st)), st))
}

var (
	specialNRE      = regexp.MustCompile(`(?i)^special \d|(^|[^a-z])special \d$`)
	ghsAddBonusRE   = regexp.MustCompile(`^(target|push|pull|pierce|heal|shield|retaliate|range) [+-]\d`)
	dividerRE       = regexp.MustCompile(`^[.*\s]+$`)
	specialTargetRE = regexp.MustCompile(`(?i)specialTarget|target all|affect all|all (adjacent )?(enemies|allies)`)
	ghsTypeRE       = regexp.MustCompile(`^([a-z]+[A-Z][A-Za-z]*|grid|concatenation|push|pull|jump|heal|loot|move|attack|teleport|swing|element|condition|card|trigger|hint|special|target|range)\b`)
	xhaSubRE        = regexp.MustCompile(`(?i)^(target|range|pierce|push|pull|heal|shield|retaliate|attack|move|jump|self)\b`)
	unknownCondRE   = regexp.MustCompile(`\b(brittle|bane|ward|impair|regenerate|infect|rupture|chill|dodge|safeguard|empower|enfeeble)\b`)
	variableRE      = regexp.MustCompile(`(^|[^A-Za-z])[XV]([^A-Za-z]|$)`)
	xhaTags         = regexp.MustCompile(` \((FH|GH|JotL|2e)\)`)
	conditionalRE   = regexp.MustCompile(`(?i)\b(if|unless|instead|otherwise|conditional|when)\b`)
)

// canonical is a card worked out for stat card st (a boss's "Special N"
// as its special actions) in words where what does not change play is
// made the same: conditions and elements in name order, infusions one
// after the other as one, a shield's "self", text in lower case without line breaks or a
// closing full stop; with each area's shape (areaKey), which the words
// leave out.
func canonical(c *pack.AbilityCard, st monster.StatCard) string {
	return canonicalOf(monster.Resolve(monster.Expand(c.Actions, st), st))
}

func canonicalOf(rs []monster.Resolved) string {
	var canon func(rs []monster.Resolved) []monster.Resolved
	var areas []string
	canon = func(rs []monster.Resolved) []monster.Resolved {
		out := slices.Clone(rs)
		for i := range out {
			r := &out[i]
			r.Conditions = slices.Sorted(slices.Values(r.Conditions))
			r.Elements = slices.Sorted(slices.Values(r.Elements))
			r.Text = canonText(r.Text)
			if r.Type == monster.KindShield && !r.Allies {
				r.Self = false // a monster's shield is its own, "self" said or not
			}
			if r.Area != nil {
				areas = append(areas, areaKey(r.Area))
			}
			r.Bonus = canon(r.Bonus)
		}
		return out
	}
	// infusions one after the other are one (the engine infuses them all)
	var merged []monster.Resolved
	for _, r := range canon(rs) {
		if k := len(merged); k > 0 && r.Type == monster.KindInfuse && merged[k-1].Type == monster.KindInfuse {
			merged[k-1].Elements = slices.Sorted(slices.Values(append(slices.Clone(merged[k-1].Elements), r.Elements...)))
			continue
		}
		merged = append(merged, r)
	}
	return monster.Summary(merged) + " " + strings.Join(areas, " ")
}

// areaKey names an area's shape as the engine places it: the same for
// every rotation and mirror image (and, for an area placed freely, every
// move) of it.
func areaKey(t *hexgrid.Template) string {
	best := ""
	for _, p := range t.Variants() {
		hexes := t.Place(p)
		slices.SortFunc(hexes, func(a, b hexgrid.Hex) int {
			if a.R != b.R {
				return a.R - b.R
			}
			return a.Q - b.Q
		})
		if !t.Self && len(hexes) > 0 {
			base := hexes[0]
			for i := range hexes {
				hexes[i] = hexes[i].Sub(base)
			}
		}
		if k := fmt.Sprint(t.Self, hexes); best == "" || k < best {
			best = k
		}
	}
	return best
}

var lineBreakRE = regexp.MustCompile(`(?i)<br\s*/?>|\s+`)

func canonText(t string) string {
	return strings.TrimRight(strings.TrimSpace(lineBreakRE.ReplaceAllString(strings.ToLower(t), " ")), ".")
}

// expanded is a card with a boss's "Special N" as the actions of stat card
// st.
func expanded(c *pack.AbilityCard, st monster.StatCard) *pack.AbilityCard {
	e := *c
	e.Actions = monster.Expand(c.Actions, st)
	return &e
}

// classify names why two resolved cards differ.
func classify(xc, gc *pack.AbilityCard, xst, gst monster.StatCard) string {
	xc, gc = expanded(xc, xst), expanded(gc, gst)
	xs, gs := xst, gst
	for _, f := range []struct {
		name string
		a, b any
	}{{"move", xs.Move, gs.Move}, {"attack", xs.Attack, gs.Attack}, {"range", xs.Range, gs.Range},
		{"shield", xs.Shield, gs.Shield}, {"retaliate", xs.Retaliate, gs.Retaliate}, {"pierce", xs.Pierce, gs.Pierce},
		{"target", xs.Target, gs.Target}, {"target_plus", xs.TargetPlus, gs.TargetPlus}, {"push", xs.Push, gs.Push}, {"pull", xs.Pull, gs.Pull},
		{"conditions", sortedJoin(xs.Conditions), sortedJoin(gs.Conditions)},
		{"flying", xs.Flying, gs.Flying}} {
		if f.a != f.b {
			return "stat cards differ (" + f.name + ")"
		}
	}
	xt, gt := hasText(xc.Actions), hasText(gc.Actions)
	if xt || gt {
		return textClass(xc, gc)
	}
	xr, gr := monster.Resolve(xc.Actions, xst), monster.Resolve(gc.Actions, gst)
	if len(xr) != len(gr) {
		for _, r := range append(slices.Clone(xr), gr...) {
			if r.Type == monster.KindUse || r.Type == monster.KindInfuse {
				return "action count differs (element use/infuse laid out differently)"
			}
		}
		return "action count differs"
	}
	for i := range xr {
		a, b := xr[i], gr[i]
		switch {
		case a.Type != b.Type:
			return "action type differs (" + a.Type + " / " + b.Type + ")"
		case a.Value != b.Value:
			return "value differs (" + a.Type + ")"
		case a.Range != b.Range && (a.Range == 0 || b.Range == 0):
			return "range missing on one side (" + map[bool]string{true: "XHA", false: "GHS"}[a.Range == 0] + " has none, " + a.Type + ")"
		case a.Range != b.Range:
			return "range value differs"
		case (a.Area == nil) != (b.Area == nil):
			return "area missing on one side (" + map[bool]string{true: "XHA", false: "GHS"}[a.Area == nil] + " has none)"
		case a.Area != nil && (len(a.Area.Hexes) != len(b.Area.Hexes) || a.Area.Self != b.Area.Self):
			return "area differs (size or around-self)"
		case a.Area != nil && areaKey(a.Area) != areaKey(b.Area):
			return "area differs (shape, not a rotation or mirror image, same size)"
		case a.Target != b.Target:
			return "target differs"
		case a.Pierce != b.Pierce:
			return "pierce differs"
		case a.Push != b.Push || a.Pull != b.Pull:
			return "push/pull differs"
		case sortedJoin(a.Conditions) != sortedJoin(b.Conditions):
			return "conditions differ"
		case a.Jump != b.Jump:
			return "jump differs"
		case a.Self != b.Self:
			return "self differs"
		case strings.Join(a.Elements, ",") != strings.Join(b.Elements, ","):
			return "elements differ"
		case a.Type == monster.KindUse && canonicalOf(a.Bonus) != canonicalOf(b.Bonus):
			return "element use: bonus differs"
		case a.Monster != b.Monster || a.Elite != b.Elite:
			return "summon differs"
		}
	}
	return "same actions and conditions, in another order or other words (e.g. a stat card's conditions listed in another order)"
}

func sortedJoin(s []string) string {
	s = slices.Clone(s)
	slices.Sort(s)
	return strings.Join(s, ",")
}

var gfxElementRE = regexp.MustCompile(`"gfx":"(fire|ice|air|earth|light|dark|any)"`)

// refine names the XHA card's graphics when they are what the import
// misses: an area or an element drawn instead of written.
func refine(cl, xRaw string) string {
	switch {
	case strings.HasPrefix(cl, "area missing on one side (XHA") && (strings.Contains(xRaw, `"gfx":"aoe`) || strings.Contains(xRaw, "Å")):
		return cl + ": XHA draws it (a \"gfx\" aoe object or \"Å\" hex lines)"
	case strings.HasPrefix(cl, "action count differs") && gfxElementRE.MatchString(xRaw):
		return cl + ": XHA draws an infusion as a \"gfx\" element object"
	}
	return cl
}

func crossCards(r *report, ed string, x, g *side) {
	r.f("")
	r.f("== Ability cards, XHA %q vs GHS %q (2 characters, levels 0-7, normal and elite)", x.edition, g.edition)
	gm := map[string]*pack.PlayedMonster{}
	for i := range g.played.Monsters {
		gm[norm(g.played.Monsters[i].Name)] = &g.played.Monsters[i]
	}
	stripParen := regexp.MustCompile(`\s*\((FH|GH|JotL|2e)\)\s*$`) // XHA's edition tags
	var compared, equal, differ, withText, diffText, textAgree, unmatchedCards, matched, canonEqual int
	var unmatched []string
	classes := map[string]*classTally{}
	for _, xm := range x.played.Monsters {
		m := gm[norm(xm.Name)]
		if m == nil {
			m = gm[norm(stripParen.ReplaceAllString(xm.Name, ""))]
		}
		if m == nil || m.Boss != xm.Boss {
			unmatched = append(unmatched, xm.Name)
			continue
		}
		matched++
		for level := range min(len(xm.Levels), len(m.Levels)) {
			xl, gl := xm.Levels[level], m.Levels[level]
			gcards := map[int]pack.PlayedTurn{}
			for _, c := range gl.Cards {
				gcards[c.Number] = c
			}
			for _, xt := range xl.Cards {
				gt, ok := gcards[xt.Number]
				if !ok {
					if level == 0 {
						unmatchedCards++
					}
					continue
				}
				xc, gc := cardOf(x.p, xm.Deck, xt.Number), cardOf(g.p, m.Deck, xt.Number)
				if xc == nil || gc == nil {
					continue
				}
				type kind struct {
					name     string
					xs, gs   string
					xst, gst []monster.StatCard
				}
				kinds := []kind{{"normal", xt.Normal, gt.Normal, xl.Normal, gl.Normal}, {"elite", xt.Elite, gt.Elite, xl.Elite, gl.Elite}}
				if xm.Boss {
					kinds = []kind{{"boss", xt.Boss, gt.Boss, xl.Boss, gl.Boss}}
				}
				for _, k := range kinds {
					if len(k.xst) < 2 || len(k.gst) < 2 {
						continue
					}
					compared++
					txt := hasText(expanded(xc, k.xst[1]).Actions) || hasText(expanded(gc, k.gst[1]).Actions)
					if txt {
						withText++
					}
					if canonical(xc, k.xst[1]) == canonical(gc, k.gst[1]) || xhaTags.ReplaceAllString(k.xs, "") == k.gs {
						// the same, conditions in another order, text in other case, an area
						// turned aside, or XHA naming its edition's types with a tag ("Summon Ooze (FH)")
						equal++
						if k.xs != k.gs {
							canonEqual++
						}
						continue
					}
					differ++
					if txt {
						diffText++
					}
					cl := refine(classify(xc, gc, k.xst[1], k.gst[1]), x.cards[norm(xm.Deck)][xt.Number])
					ct := classes[cl]
					if ct == nil {
						ct = &classTally{seen: map[string]bool{}}
						classes[cl] = ct
					}
					ct.n++
					if txt && structured(xc, k.xst[1]) == structured(gc, k.gst[1]) {
						ct.agree++
						textAgree++
					}
					key := norm(xm.Deck) + "/" + strconv.Itoa(xt.Number)
					if len(ct.examples) < examplesPerClass() && !ct.seen[key] {
						ct.seen[key] = true
						ct.examples = append(ct.examples, example{
							what: fmt.Sprintf("%s L%d %s card %d", xm.Name, level, k.name, xt.Number),
							xSum: k.xs, gSum: k.gs,
							xRaw: x.cards[norm(xm.Deck)][xt.Number], gRaw: g.cards[norm(m.Deck)][xt.Number]})
					}
				}
			}
		}
	}
	r.f("   monster types matched by name: %d of XHA's %d (GHS has %d); XHA types without a GHS match: %s",
		matched, len(x.played.Monsters), len(g.played.Monsters), clip(strings.Join(unmatched, ", "), 500))
	r.f("   XHA cards with no GHS card of the same number (matched types): %d", unmatchedCards)
	r.f("   cards compared %d: equal %d, differing %d; with a text action on either side %d (of them differing %d; their structured actions agree in %d)",
		compared, equal, differ, withText, diffText, textAgree)
	names := make([]string, 0, len(classes))
	for k := range classes {
		names = append(names, k)
	}
	r.f("   cards equal only once conditions are put in name order and text in lower case (counted equal): %d; equal cards are compared with each area's shape, up to a rotation or mirror image", canonEqual)
	sort.Slice(names, func(i, j int) bool {
		if classes[names[i]].n != classes[names[j]].n {
			return classes[names[i]].n > classes[names[j]].n
		}
		return names[i] < names[j]
	})
	for _, n := range names {
		ct := classes[n]
		if strings.HasPrefix(n, "text:") {
			r.f("   [%d] %s — structured actions agree in %d", ct.n, n, ct.agree)
		} else {
			r.f("   [%d] %s", ct.n, n)
		}
		for _, e := range ct.examples {
			r.f("       %s", e.what)
			r.f("         XHA: %s", e.xSum)
			r.f("         GHS: %s", e.gSum)
			r.f("         XHA lines:   %s", clip(e.xRaw, 400))
			r.f("         GHS actions: %s", clip(e.gRaw, 400))
		}
	}
}

func TestEditions(t *testing.T) {
	xdir, gdir := os.Getenv("HAVENTABLE_XHA_EDITIONS"), os.Getenv("HAVENTABLE_GHS_DATA")
	if xdir == "" && gdir == "" {
		t.Skip("set HAVENTABLE_XHA_EDITIONS and/or HAVENTABLE_GHS_DATA to measure the peers' files")
	}
	r := &report{}
	xs, gs := map[string]*side{}, map[string]*side{}
	if xdir != "" {
		xhaEditions(t, r, xdir, xs)
	}
	if gdir != "" {
		ghsEditions(t, r, gdir, gs)
	}
	for _, ed := range []string{"gh", "fh", "jotl"} {
		if xs[ed] != nil && gs[ed] != nil {
			crossCards(r, ed, xs[ed], gs[ed])
		}
	}
	t.Log("\n" + r.b.String())
	if out := os.Getenv("HAVENTABLE_EDITIONS_REPORT"); out != "" {
		if err := os.WriteFile(out, []byte(r.b.String()), 0o644); err != nil {
			t.Errorf("report: %v", err)
		}
	}
}

func TestEditionFormulas(t *testing.T) {
	for _, c := range []struct {
		s    string
		c, l int
		want int
	}{{"8xC", 3, 0, 24}, {"(11xC)/2", 3, 0, 17}, {"21xC/2", 3, 0, 32}, {"7d2", 2, 0, 3}, {"C+2", 2, 0, 4}, {"L+2", 2, 3, 5}} {
		if n, ok := xhaEval(c.s, c.c, c.l); !ok || n != c.want {
			t.Errorf("xhaEval(%q): %d %v, want %d", c.s, n, ok, c.want)
		}
	}
	for _, c := range []struct {
		v    any
		c, l int
		want int
	}{{"8xC", 3, 0, 24}, {"(11xC)/2", 3, 0, 17}, {"[3+8x(C/2){$math.floor}]", 3, 0, 15}, {"[7xC/2{$math.floor}]", 3, 0, 10}, {"(L/3)+2", 2, 4, 3}, {4.0, 2, 0, 4}} {
		if n, ok := ghsEval(c.v, c.c, c.l); !ok || n != c.want {
			t.Errorf("ghsEval(%v): %d %v, want %d", c.v, n, ok, c.want)
		}
	}
	for _, v := range []any{"3+X", "H", "^5"} {
		if _, ok := ghsEval(v, 2, 0); ok {
			t.Errorf("ghsEval(%v) read", v)
		}
	}
}

// examplesPerClass is how many example cards the report gives for each
// category of differences: HAVENTABLE_EDITIONS_EXAMPLES, else 3.
func examplesPerClass() int {
	if n, err := strconv.Atoi(os.Getenv("HAVENTABLE_EDITIONS_EXAMPLES")); err == nil && n > 0 {
		return n
	}
	return 3
}
