// Package fhtts reads the Frosthaven scenario layouts of the Frosthaven mod
// for Tabletop Simulator (gudyfr/fhtts, docs/processedScenarios3.json; CC
// BY-NC-SA 4.0: a player's own copy is imported, nothing of it is shipped)
// and lays each scenario out as a map in the scenario file format.
//
// The file is one object keyed by scenario number ("1"), each
// {"id", "layout": [tile placements], "maps": [book pages]}. A placement
// names a tile ("09-A"), its orientation in degrees (a string or a
// number, a multiple of 60) and its origin {"x", "y"}. A page ("scenario"
// or "section", named by its page number or section "5.3") has entries,
// one a tile, each with tokens (start hexes, loot), monsters (a levels
// string of three letters for 2, 3 and 4 characters: a absent, n normal, e
// elite, b boss) and overlays (terrain, doors whose trigger reveals a
// section). Coordinates are axial: a position (x, y) of an entry is the
// map hex origin + (x, y) of its tile (q = x, r = y; docs/data-format.md,
// "Frosthaven layouts").
package fhtts

import (
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"sort"
	"strconv"
	"strings"

	"github.com/haventable/haventable/engine/pack"
	"github.com/haventable/haventable/engine/strictjson"
	"github.com/haventable/haventable/hexgrid"
)

// Limits on a layouts file.
const (
	maxScenarios = 1000
	maxList      = 2000 // tiles, pages, entries, groups or positions in one list
	maxCoord     = 200  // |x|, |y| as written
)

// File is a layouts file as read: the scenarios that read well, in the
// order of their numbers, and one error for each left out.
type File struct {
	Scenarios []Scenario
	// Skipped are the scenarios that could not be read, each error naming
	// the scenario and the field at fault.
	Skipped []error
}

// Scenario is one scenario's layout.
type Scenario struct {
	// Key is the scenario's key in the file ("1"), its number in the book.
	Key    string
	Layout []Placement
	Pages  []Page
}

// Placement puts a tile on the map: the tile's own hex h lies at Origin +
// h turned Turns × 60° clockwise (hexgrid.Hex.Rotate).
type Placement struct {
	Tile   string
	Turns  int
	Origin hexgrid.Hex
}

// Page is one page of the book: the scenario's first ("scenario") or a
// section ("section", named "5.3").
type Page struct {
	Section bool
	Name    string
	Entries []Entry
	// Triggers are the page's own reveals with a hex (a "manual" trigger
	// "by" a token "at" a tile's position: the scenario's rules reveal the
	// section when the players do what the book says there).
	Triggers []Trigger
}

// Trigger is a hex of a tile whose use reveals a section: the players
// fire it when the scenario's rules say (a pressure plate occupied, an
// altar destroyed, a page's own condition).
type Trigger struct {
	Tile    string
	At      hexgrid.Hex
	Reveals string
}

// Entry is what a page puts on one tile. Positions are offsets from the
// tile's origin, already turned with it.
type Entry struct {
	Tile     string
	Tokens   []Group
	Monsters []Group
	Overlays []Group
}

// Group is a named token, monster type or overlay and its positions.
type Group struct {
	Name      string
	Positions []Position
}

// Position is one place of a group. Levels (monsters) has a letter for 2,
// 3 and 4 characters, "" when the file gives none; Type (overlays) is as
// written ("Obstacle", "Door", "" when missing); Door is set when a door
// trigger is given, Reveals naming the section it reveals ("" locked).
type Position struct {
	At      hexgrid.Hex
	Levels  string
	Type    string
	Door    bool
	Reveals string
	// Trigger, on a place that is no door (a pressure plate, an altar, a
	// token), names the section its trigger reveals ("" none).
	Trigger string
}

// ErrNotLayouts means a JSON object is not a layouts file.
var ErrNotLayouts = errors.New("not a Frosthaven layouts file")

// IsLayouts reports whether a JSON object's keys and values are a layouts
// file's: its lowest scenario number's object has "id" and "maps" (a
// key that is no number, a class's solo scenario, may stand beside them).
func IsLayouts(top map[string]json.RawMessage) bool {
	low, found := 0, false
	for k := range top {
		if n, err := strconv.Atoi(k); err == nil && (!found || n < low) {
			low, found = n, true
		}
	}
	if !found {
		return false
	}
	var s map[string]json.RawMessage
	return json.Unmarshal(top[strconv.Itoa(low)], &s) == nil && s["id"] != nil && s["maps"] != nil
}

// Parse reads a layouts file. The file is refused as a whole when it is
// not one JSON object of scenarios or is over a limit; a scenario with a
// fault is left out, its error in File.Skipped.
func Parse(data []byte) (*File, error) {
	if len(data) > pack.MaxFileSize {
		return nil, fmt.Errorf("%w: %d bytes, at most %d", pack.ErrTooLarge, len(data), pack.MaxFileSize)
	}
	if err := strictjson.CheckDuplicateKeys(data); err != nil {
		return nil, err
	}
	var top map[string]any
	if err := json.Unmarshal(data, &top); err != nil || top == nil {
		if err == nil {
			err = errors.New("want an object of scenarios")
		}
		return nil, fmt.Errorf("%w: %v", ErrNotLayouts, err)
	}
	if len(top) > maxScenarios {
		return nil, fmt.Errorf("%w: %d scenarios, at most %d", pack.ErrTooLarge, len(top), maxScenarios)
	}
	keys := make([]string, 0, len(top))
	for k := range top {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool { return keyLess(keys[i], keys[j]) })
	f := &File{}
	for _, k := range keys {
		r := &reader{path: "scenario " + k}
		s := r.scenario(k, top[k])
		if r.err != nil {
			f.Skipped = append(f.Skipped, r.err)
			continue
		}
		f.Scenarios = append(f.Scenarios, s)
	}
	return f, nil
}

// keyLess orders scenario keys by number, then as text.
func keyLess(a, b string) bool {
	na, ea := strconv.Atoi(a)
	nb, eb := strconv.Atoi(b)
	switch {
	case ea == nil && eb == nil:
		return na < nb
	case (ea == nil) != (eb == nil):
		return ea == nil
	}
	return a < b
}

// reader walks one scenario, keeping the first fault.
type reader struct {
	path string
	err  error
}

func (r *reader) fail(path, format string, args ...any) {
	if r.err == nil {
		r.err = fmt.Errorf("%s: %s: %s", r.path, path, fmt.Sprintf(format, args...))
	}
}

// object returns v as an object; nil (with a fault) when it is another
// value, or nil when it is missing and may be.
func (r *reader) object(v any, path string, required bool) map[string]any {
	if v == nil {
		if required {
			r.fail(path, "missing")
		}
		return nil
	}
	m, ok := v.(map[string]any)
	if !ok {
		r.fail(path, "want an object, found %s", strictjson.Describe(v))
	}
	return m
}

// list returns v as a list (nil, a missing list, is empty).
func (r *reader) list(v any, path string) []any {
	if v == nil {
		return nil
	}
	l, ok := v.([]any)
	if !ok {
		r.fail(path, "want a list, found %s", strictjson.Describe(v))
		return nil
	}
	if len(l) > maxList {
		r.fail(path, "%d items, at most %d", len(l), maxList)
		return nil
	}
	return l
}

// text returns v as a string ("" when missing and allowed).
func (r *reader) text(v any, path string, required bool) string {
	if v == nil {
		if required {
			r.fail(path, "missing")
		}
		return ""
	}
	s, ok := v.(string)
	if !ok {
		r.fail(path, "want a string, found %s", strictjson.Describe(v))
	}
	return s
}

// name returns a page name: a number (a page) or a string (a section).
func (r *reader) name(v any, path string) string {
	switch x := v.(type) {
	case string:
		if strings.TrimSpace(x) != "" {
			return strings.TrimSpace(x)
		}
	case float64:
		if x == math.Trunc(x) && math.Abs(x) < 1e6 {
			return strconv.Itoa(int(x))
		}
	}
	r.fail(path, "want a page number or section name, found %s", strictjson.Describe(v))
	return ""
}

// integer returns v as a whole number: a JSON number or a string of one
// (the file writes orientations both ways); missing is 0 when allowed.
func (r *reader) integer(v any, path string, required bool, limit int) int {
	var f float64
	switch x := v.(type) {
	case nil:
		if required {
			r.fail(path, "missing")
		}
		return 0
	case float64:
		f = x
	case string:
		n, err := strconv.ParseFloat(strings.TrimSpace(x), 64)
		if err != nil {
			r.fail(path, "want a whole number, found %s", strictjson.Describe(v))
			return 0
		}
		f = n
	default:
		r.fail(path, "want a whole number, found %s", strictjson.Describe(v))
		return 0
	}
	if f != math.Trunc(f) || math.Abs(f) > float64(limit) {
		r.fail(path, "want a whole number within ±%d, found %v", limit, f)
		return 0
	}
	return int(f)
}

// point reads {"x", "y"}.
func (r *reader) point(v any, path string) hexgrid.Hex {
	m := r.object(v, path, true)
	if m == nil {
		return hexgrid.Hex{}
	}
	return hexgrid.H(r.integer(m["x"], path+".x", true, maxCoord), r.integer(m["y"], path+".y", true, maxCoord))
}

// turns reads a tile orientation in degrees as 60° turns. The file turns
// the long tiles (14-A, 14-B) by an odd multiple of 30° (30, 90, 210,
// 270): their picture is drawn 30° off, and their pages' tileOrientation
// is 30° less (270 is placed at 240), so such an angle counts 30° less.
func (r *reader) turns(v any, path string) int {
	deg := r.integer(v, path, false, 3600)
	if ((deg%60)+60)%60 == 30 {
		deg -= 30
	}
	if deg%60 != 0 {
		r.fail(path, "want a multiple of 30 degrees, found %d", deg)
		return 0
	}
	return ((deg/60)%6 + 6) % 6
}

func (r *reader) scenario(key string, v any) Scenario {
	s := Scenario{Key: key}
	m := r.object(v, "", true)
	if m == nil {
		return s
	}
	if id := r.text(m["id"], "id", true); r.err == nil && id != key {
		r.fail("id", "%q differs from the scenario's key %q", id, key)
	}
	tiles := map[string]bool{}
	placed := map[string]Placement{}
	for i, t := range r.list(m["layout"], "layout") {
		path := pack.Path("layout", i)
		tm := r.object(t, path, true)
		if tm == nil {
			break
		}
		pl := Placement{Tile: strings.TrimSpace(r.text(tm["name"], path+".name", true)),
			Turns: r.turns(tm["orientation"], path+".orientation"), Origin: r.point(tm["origin"], path+".origin")}
		if r.err == nil && pl.Tile == "" {
			r.fail(path+".name", "empty")
		}
		if prev, ok := placed[pl.Tile]; ok && r.err == nil {
			if prev != pl {
				r.fail(path+".name", "tile %q placed twice", pl.Tile)
			}
			continue // the same placement written twice: once is enough
		}
		tiles[pl.Tile] = true
		placed[pl.Tile] = pl
		s.Layout = append(s.Layout, pl)
	}
	maps := r.list(m["maps"], "maps")
	if r.err == nil && m["maps"] == nil {
		r.fail("maps", "missing")
	}
	for i, p := range maps {
		if pg, ok := r.page(p, pack.Path("maps", i), tiles); ok {
			s.Pages = append(s.Pages, pg)
		}
	}
	return s
}

// page reads one page; ok is false for a page that is not laid out on
// the table from the book: a "choice" page (one of the arrangements a
// scenario draws at random, laid out by the mod's own scripts).
func (r *reader) page(v any, path string, tiles map[string]bool) (p Page, ok bool) {
	m := r.object(v, path, true)
	if m == nil {
		return Page{}, false
	}
	switch typ := r.text(m["type"], path+".type", true); {
	case typ == "scenario":
	case typ == "section" || strings.HasPrefix(typ, "section."): // "section.solo": a solo scenario's section
		p.Section = true
	case typ == "choice":
		return Page{}, false
	default:
		if r.err == nil {
			r.fail(path+".type", "want \"scenario\" or \"section\", found %q", typ)
		}
	}
	p.Name = r.name(m["name"], path+".name")
	ok = true
	for i, e := range r.list(m["entries"], path+".entries") {
		ep := pack.Path(path+".entries", i)
		em := r.object(e, ep, true)
		if em == nil {
			break
		}
		ref := r.object(em["reference"], ep+".reference", true)
		if ref == nil {
			break
		}
		en := Entry{Tile: strings.TrimSpace(r.text(ref["tile"], ep+".reference.tile", true))}
		if r.err == nil && en.Tile == "" {
			r.fail(ep+".reference.tile", "empty")
		}
		if r.err == nil && !tiles[en.Tile] {
			// A tile the layout does not place (one a trigger flips in
			// mid-scenario, 02-J for 02-I): nothing to put it on.
			continue
		}
		en.Tokens = r.groups(em["tokens"], ep+".tokens", false)
		en.Monsters = r.groups(em["monsters"], ep+".monsters", true)
		en.Overlays = r.groups(em["overlays"], ep+".overlays", false)
		p.Entries = append(p.Entries, en)
	}
	for _, t := range r.list(m["triggers"], path+".triggers") {
		tm, _ := t.(map[string]any)
		by, _ := tm["by"].(map[string]any)
		at, _ := by["at"].(map[string]any)
		sec := revealsSection(tm)
		tile, _ := at["reference"].(string)
		x, xok := at["x"].(float64)
		y, yok := at["y"].(float64)
		if sec == "" || !tiles[tile] || !xok || !yok || x != float64(int(x)) || y != float64(int(y)) || max(x, -x, y, -y) > 200 {
			continue // a trigger without a hex (all dead, a round): the players fire it from the rules
		}
		p.Triggers = append(p.Triggers, Trigger{Tile: tile, At: hexgrid.H(int(x), int(y)), Reveals: sec})
	}
	return p, ok
}

// revealsSection is the section a trigger reveals ("reveal" of a
// "section" or "section.solo" named by a string or a number), "" when it
// reveals none.
func revealsSection(t map[string]any) string {
	what, _ := t["what"].(map[string]any)
	typ, _ := what["type"].(string)
	if t["action"] != "reveal" || (typ != "section" && !strings.HasPrefix(typ, "section.")) {
		return ""
	}
	switch n := what["name"].(type) {
	case string:
		return strings.TrimSpace(n)
	case float64:
		return strconv.FormatFloat(n, 'f', -1, 64)
	}
	return ""
}

func (r *reader) groups(v any, path string, monsters bool) []Group {
	var out []Group
	for i, g := range r.list(v, path) {
		gp := pack.Path(path, i)
		gm := r.object(g, gp, true)
		if gm == nil {
			break
		}
		grp := Group{Name: strings.TrimSpace(r.text(gm["name"], gp+".name", true))}
		if r.err == nil && grp.Name == "" {
			r.fail(gp+".name", "empty")
		}
		r.integer(gm["orientation"], gp+".orientation", false, 3600)
		for j, p := range r.list(gm["positions"], gp+".positions") {
			pp := pack.Path(gp+".positions", j)
			grp.Positions = append(grp.Positions, r.position(p, pp, grp.Name, monsters))
		}
		out = append(out, grp)
	}
	return out
}

// position reads one place of the group named name. A door is a place
// typed "Door", or untyped in a group whose name is a door's ("Snow
// Door"): the file also gives door triggers to treasure chests, altars,
// stairs and pressure plates that reveal a section when used, and types
// some door tiles as corridors or objectives; neither makes a door.
func (r *reader) position(v any, path, name string, monster bool) Position {
	m := r.object(v, path, true)
	if m == nil {
		return Position{}
	}
	p := Position{At: r.point(m, path)}
	if monster {
		p.Levels = r.text(m["levels"], path+".levels", false)
		if p.Levels != "" && !validLevels(p.Levels) {
			r.fail(path+".levels", "want three letters of a, n, e and b (for 2, 3 and 4 characters), found %q", p.Levels)
		}
	}
	p.Type = strings.TrimSpace(r.text(m["type"], path+".type", false))
	p.Door = strings.EqualFold(p.Type, "door") ||
		(p.Type == "" && strings.HasSuffix(strings.ToLower(name), "door"))
	t := r.object(m["trigger"], path+".trigger", false)
	if t != nil && !p.Door {
		p.Trigger = revealsSection(t)
	}
	if t != nil && p.Door {
		// what may also be a string (a trigger's id, a tile), which reveals no section.
		if what, ok := t["what"].(map[string]any); ok && t["type"] == "door" && what["type"] == "section" {
			p.Reveals = strings.TrimSpace(r.name(what["name"], path+".trigger.what.name"))
		}
	}
	return p
}

// validLevels reports whether s is three letters of a, n, e and b.
func validLevels(s string) bool {
	if len(s) != 3 {
		return false
	}
	for _, c := range s {
		if !strings.ContainsRune("aneb", c) {
			return false
		}
	}
	return true
}
