package fhtts

import (
	"encoding/json"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"unicode"

	"github.com/haventable/haventable/engine/excerpt"
	"github.com/haventable/haventable/engine/pack"
	"github.com/haventable/haventable/engine/rules"
	"github.com/haventable/haventable/engine/scenariofile"
	"github.com/haventable/haventable/hexgrid"
)

// Import lays out the scenarios of a layouts file (data) as a pack called
// name: each scenario with at least one tile placed becomes a pack
// scenario carrying its map. A tile takes its hexes from a known tile of
// the same name in others (the packs imported before: a group's confirmed
// tiles); a tile known nowhere is outlined from every position any layout
// of the file places on it, holes filled (hexgrid.FillEnclosed), and the
// pack carries it marked as an outline. Titles and monster names are
// spelled as others spell them (a Frosthaven X-haven or Secretariat
// file: "#1 A Town in Flames"). What cannot be laid out is in the report;
// an error means no scenario could be.
func Import(name string, data []byte, others []*pack.Pack) (*pack.Pack, *pack.Report, error) {
	f, err := Parse(data)
	if err != nil {
		return nil, nil, fmt.Errorf("import Frosthaven layouts: %w", err)
	}
	name = pack.ClipName(strings.TrimSpace(name))
	if name == "" {
		name = "Frosthaven layouts"
	}
	rep := &pack.Report{}
	for _, e := range f.Skipped {
		rep.Warn("", "skipped: %v", e)
	}
	im := newImporter(f, others, rep)
	p := &pack.Pack{Format: pack.Format, Version: pack.Version, Name: name,
		Description: "Frosthaven scenario layouts imported from the Frosthaven mod for Tabletop Simulator (gudyfr/fhtts, CC BY-NC-SA 4.0)."}
	for _, s := range f.Scenarios {
		if len(p.Scenarios) >= pack.MaxScenarios {
			rep.Warn("", "skipped: more than %d scenarios", pack.MaxScenarios)
			break
		}
		if sc, ok := im.scenario(s); ok {
			p.Scenarios = append(p.Scenarios, sc)
		}
	}
	rep.FlushSkipped()
	for _, n := range im.usedOrder {
		p.Tiles = append(p.Tiles, im.tiles[n])
	}
	if len(p.Scenarios) == 0 {
		why := ""
		if len(rep.Warnings) > 0 {
			why = " (" + rep.Warnings[0].String() + ")"
		}
		return nil, nil, fmt.Errorf("import Frosthaven layouts: no scenario could be laid out%s", why)
	}
	if err := p.Check(); err != nil {
		return nil, nil, fmt.Errorf("import Frosthaven layouts: %w", err)
	}
	return p, rep, nil
}

// importer holds the tiles (known and outlined) and the spellings.
type importer struct {
	rep       *pack.Report
	tiles     map[string]pack.Tile // by name as the layouts write it
	usedOrder []string             // tiles of the imported scenarios, first met first
	used      map[string]bool
	types     map[string]string // overlay type by overlay name, where the file gives one
	monsters  map[string]string // monster type names of others, by key
	titles    map[int][]string  // scenario titles of others "#n …", Frosthaven's first
	// entryTypes are the monster types (and allies) others' entry of a
	// scenario names, by title: "City Guard Scenario 1" for #1's City Guard
	entryTypes map[string][]string
}

func newImporter(f *File, others []*pack.Pack, rep *pack.Report) *importer {
	im := &importer{rep: rep, tiles: map[string]pack.Tile{}, used: map[string]bool{},
		types: overlayTypes(f), monsters: map[string]string{}, titles: map[int][]string{}, entryTypes: map[string][]string{}}
	known := map[string]pack.Tile{}
	// Frosthaven's packs first: "#1" is theirs
	ordered := slices.Clone(others)
	slices.SortStableFunc(ordered, func(a, b *pack.Pack) int { return b2i(!isFH(a)) - b2i(!isFH(b)) })
	for _, o := range ordered {
		if o == nil {
			continue
		}
		for _, t := range o.Tiles {
			if _, ok := known[strings.ToLower(t.Name)]; !ok && !t.Outline {
				known[strings.ToLower(t.Name)] = t
			}
		}
		for _, m := range o.Monsters {
			if _, ok := im.monsters[key(m.Name)]; !ok {
				im.monsters[key(m.Name)] = m.Name
			}
		}
		for _, s := range o.Scenarios {
			if _, ok := im.entryTypes[s.Title]; !ok && len(s.Monsters)+len(s.Allies) > 0 {
				im.entryTypes[s.Title] = slices.Concat(s.Monsters, s.Allies)
			}
			if n, ok := titleNumber(s.Title); ok && (len(im.titles[n]) == 0 || isFH(o)) && !slices.Contains(im.titles[n], s.Title) {
				im.titles[n] = append(im.titles[n], s.Title)
			}
		}
	}
	for name, hexes := range Outlines(f) {
		if t, ok := known[strings.ToLower(name)]; ok {
			t.Name = name
			t.Back = ""
			im.tiles[name] = t
			continue
		}
		t := pack.Tile{Name: name, Outline: true}
		for _, h := range hexes {
			t.Hexes = append(t.Hexes, [2]int{h.Q, h.R})
		}
		im.tiles[name] = t
	}
	return im
}

func isFH(p *pack.Pack) bool { return p != nil && p.Rules == rules.Frosthaven }

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// Outlines returns, for every tile the file places, the hexes any of its
// layouts puts something on, in the tile's own coordinates, with the holes
// they enclose filled (hexgrid.FillEnclosed).
func Outlines(f *File) map[string][]hexgrid.Hex {
	seen := map[string][]hexgrid.Hex{}
	for _, s := range f.Scenarios {
		turns := map[string]int{}
		for _, pl := range s.Layout {
			turns[pl.Tile] = pl.Turns
			if _, ok := seen[pl.Tile]; !ok {
				seen[pl.Tile] = nil
			}
		}
		for _, pg := range s.Pages {
			for _, e := range pg.Entries {
				for _, g := range slices.Concat(e.Tokens, e.Monsters, e.Overlays) {
					for _, p := range g.Positions {
						// the position is turned with the tile: turn it back
						seen[e.Tile] = append(seen[e.Tile], p.At.Rotate(hexgrid.Hex{}, -turns[e.Tile]))
					}
				}
			}
		}
	}
	out := make(map[string][]hexgrid.Hex, len(seen))
	for n, hs := range seen {
		out[n] = hexgrid.FillEnclosed(hs)
	}
	return out
}

// overlayTypes is the type the file gives each overlay name, where it
// gives one (the most given): an overlay written without a type ("Debris")
// takes it.
func overlayTypes(f *File) map[string]string {
	counts := map[string]map[string]int{}
	for _, s := range f.Scenarios {
		for _, pg := range s.Pages {
			for _, e := range pg.Entries {
				for _, g := range e.Overlays {
					for _, p := range g.Positions {
						if p.Type != "" && !p.Door {
							if counts[g.Name] == nil {
								counts[g.Name] = map[string]int{}
							}
							counts[g.Name][p.Type]++
						}
					}
				}
			}
		}
	}
	out := map[string]string{}
	for n, c := range counts {
		best := ""
		for t, k := range c {
			if best == "" || k > c[best] || (k == c[best] && t < best) {
				best = t
			}
		}
		out[n] = best
	}
	return out
}

// key is a name lower-cased, letters and digits only.
func key(s string) string {
	return strings.Join(strings.FieldsFunc(strings.ToLower(s), func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) }), "")
}

// titleNumber reads the n of a title "#n …".
func titleNumber(title string) (int, bool) {
	rest, ok := strings.CutPrefix(title, "#")
	if !ok {
		return 0, false
	}
	end := strings.IndexFunc(rest, func(r rune) bool { return !unicode.IsDigit(r) })
	if end < 0 {
		end = len(rest)
	}
	if end == 0 {
		return 0, false
	}
	n, err := strconv.Atoi(rest[:end])
	return n, err == nil
}

// title is scenario key's title: as the packs imported before give it
// when one title has that number, else "#key".
func (im *importer) title(k string) string {
	if n, err := strconv.Atoi(k); err == nil && len(im.titles[n]) == 1 {
		return im.titles[n][0]
	}
	return pack.ClipName("#" + k)
}

// monster is a monster type's name in the scenario titled title: the type
// others' entry of the scenario names alike, or the one type it names that
// begins so ("City Guard Scenario 1" for "City Guard"), else as the packs
// imported before spell it; a name beginning "The" found nowhere is looked
// for without it ("The Orphan" is X-haven's "Orphan").
func (im *importer) monster(name, title string) string {
	if t, ok := im.match(key(name), title); ok {
		return t
	}
	// the layouts' "The Orphan" is the others' "Orphan"
	if rest, ok := strings.CutPrefix(strings.ToLower(strings.TrimSpace(name)), "the "); ok {
		if t, ok := im.match(key(rest), title); ok {
			return t
		}
	}
	return pack.ClipName(name)
}

// match finds the type of key k: one others' entry of the scenario names
// (alone beginning so), else one of others' types.
func (im *importer) match(k, title string) (string, bool) {
	var begins []string
	for _, t := range im.entryTypes[title] {
		switch kt := key(t); {
		case kt == k:
			return t, true
		case strings.HasPrefix(kt, k) && !slices.Contains(begins, t):
			begins = append(begins, t)
		}
	}
	if len(begins) == 1 {
		return begins[0], true
	}
	known, ok := im.monsters[k]
	return known, ok
}

// scenario lays out one scenario; false (with a warning) when it is left
// out.
func (im *importer) scenario(s Scenario) (pack.Scenario, bool) {
	title := im.title(s.Key)
	if len(s.Layout) == 0 {
		im.rep.Warn("scenario "+s.Key, "scenario %q skipped: the layouts place no tile", title)
		return pack.Scenario{}, false
	}
	b := &builder{im: im, s: s, title: title, file: "scenario " + s.Key,
		roomOf: map[hexgrid.Hex]int{}, terrain: map[hexgrid.Hex]scenariofile.Layer{}, doorAt: map[hexgrid.Hex]string{},
		turns: map[string]int{}, origin: map[string]hexgrid.Hex{}}
	f, ok := b.build()
	if !ok {
		return pack.Scenario{}, false
	}
	data, err := f.Encode()
	if err == nil {
		_, err = scenariofile.Parse(data)
	}
	if err != nil {
		im.rep.Warn(b.file, "scenario %q skipped: its map does not pass the checks: %v", title, err)
		return pack.Scenario{}, false
	}
	for _, pl := range s.Layout {
		if !im.used[pl.Tile] && b.placed[pl.Tile] {
			im.used[pl.Tile] = true
			im.usedOrder = append(im.usedOrder, pl.Tile)
		}
	}
	return pack.Scenario{Title: title, MapFile: pack.RawMap(json.RawMessage(data))}, true
}

// quote is a name for the report.
func quote(s string) string { return excerpt.Quote(s) }
