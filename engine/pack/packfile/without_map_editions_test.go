package packfile_test

// TestEditionsWithoutMap is the editions harness for scenarios played
// without a map (issue 42). It is skipped unless HAVENTABLE_XHA_EDITIONS
// (X-haven Assistant's edition files) and/or HAVENTABLE_GHS_DATA (Gloomhaven
// Secretariat's data/ folder) are set; none of those files is part of this
// repository. For Gloomhaven, Frosthaven, Jaws of the Lion and Gloomhaven
// 2nd edition it starts every scenario without a map for 2, 3 and 4
// characters (each edition imported with those before it, as File › Data
// packs would: the other editions first, themselves read with Gloomhaven's
// file imported, since theirs borrow its decks) and, for GHS, compares every
// room's standees (count per type, normal and elite) with a reading of
// GHS's own rooms written here apart from the importer. With
// HAVENTABLE_FHTTS_LAYOUTS (the Frosthaven layouts file,
// gudyfr/fhtts docs/processedScenarios3.json) it also imports the layouts
// after each peer's editions and starts every scenario with a layout on
// its map for 2, 3 and 4 characters.

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/pack"
	"github.com/haventable/haventable/engine/pack/packfile"
)

// harnessEditions are the editions the harness plays, in import order.
var harnessEditions = []struct{ ghs, xha string }{
	{"gh", "Gloomhaven.json"}, {"fh", "Frosthaven.json"}, {"jotl", "Jaws of the Lion.json"}, {"gh2e", "Gloomhaven 2nd Edition.json"},
}

// roomCounts are the standees of each room (by its name) for a number of
// characters: type → normal and elite.
type roomCounts map[string]map[string][2]int

// startWithoutMap starts s without a map for n characters, reveals every
// room in turn, and counts the standees of each room.
func startWithoutMap(p *pack.Pack, others []*pack.Pack, s pack.Scenario, n int) (roomCounts, error) {
	f, err := s.WithoutMap()
	if err != nil {
		return nil, err
	}
	tables := []engine.MonsterTable{p.MonsterTable(n)}
	for _, o := range others {
		tables = append(tables, o.MonsterTable(n))
	}
	scn, err := engine.LoadScenarioFor(f, engine.Setup{Level: 1, Players: n, Seed: 1}, s.WithOffsets(pack.MergeTables(tables...)))
	if err != nil {
		return nil, err
	}
	out := roomCounts{}
	for i, r := range scn.Rooms() {
		if door, ok := scn.RoomDoor(i); ok {
			if _, err := scn.Do(engine.OpenDoor{At: door}); err != nil {
				return nil, fmt.Errorf("reveal %s: %w", r.Name, err)
			}
		}
		c := map[string][2]int{}
		for _, id := range scn.FiguresIn(i) {
			fig, _ := scn.Figure(id)
			if fig.Kind != engine.KindMonster {
				continue
			}
			k := c[fig.MonsterType]
			if fig.Elite {
				k[1]++
			} else {
				k[0]++
			}
			c[fig.MonsterType] = k
		}
		if len(c) > 0 {
			out[r.Name] = c
		}
	}
	return out, nil
}

// ghsName is the name a GHS monster id is played under ("living-corpse:+2":
// "Living Corpse").
func ghsName(id string) string {
	id, _, _ = strings.Cut(id, ":")
	words := strings.FieldsFunc(id, func(r rune) bool { return r == '-' || r == '_' || r == ' ' })
	for i, w := range words {
		words[i] = strings.ToUpper(w[:1]) + w[1:]
	}
	return strings.Join(words, " ")
}

// ghsType is the type a GHS monster id of p's scenarios is played as: its
// name, or the scenario's own variant GHS files under a longer id
// ("candlekeeper-trice-56" is "Candlekeeper Trice Scenario 56").
func ghsType(p *pack.Pack, id string) string {
	id, _, _ = strings.Cut(id, ":")
	if _, ok := p.Monster(ghsName(id)); ok {
		return ghsName(id)
	}
	if i := strings.LastIndexByte(id, '-'); i > 0 {
		if _, err := strconv.Atoi(id[i+1:]); err == nil {
			if v := ghsName(id[:i] + "-scenario-" + id[i+1:]); v != "" {
				if _, ok := p.Monster(v); ok {
					return v
				}
			}
		}
	}
	return ghsName(id)
}

type ghsRoomJSON struct {
	RoomNumber int `json:"roomNumber"`
	Initial    any `json:"initial"`
	Monster    []struct {
		Name    string `json:"name"`
		Type    string `json:"type"`
		Player2 string `json:"player2"`
		Player3 string `json:"player3"`
		Player4 string `json:"player4"`
	} `json:"monster"`
}

type ghsScenarioJSON struct {
	Index   string        `json:"index"`
	Name    string        `json:"name"`
	Edition string        `json:"edition"`
	Parent  string        `json:"parent"`
	Rooms   []ghsRoomJSON `json:"rooms"`
}

// ghsExpected reads GHS's rooms of scenario sc and its sections as the book
// sets them up for n characters: the scenario's initial rooms together
// (named as the table names its start room), every other room by name. A
// type p keeps as a stand-in for the scenario's rules (no hit points: the
// table places no figure for it) is not counted.
func ghsExpected(p *pack.Pack, sc ghsScenarioJSON, sections []ghsScenarioJSON, n int) roomCounts {
	out := roomCounts{}
	add := func(name string, r ghsRoomJSON) {
		for _, m := range r.Monster {
			rank := m.Type
			if rank == "" {
				rank = []string{m.Player2, m.Player3, m.Player4}[n-2]
			}
			typ := ghsType(p, m.Name)
			if m, ok := p.Monster(typ); rank == "" || ok && m.StandIn() {
				continue
			}
			if out[name] == nil {
				out[name] = map[string][2]int{}
			}
			k := out[name][typ]
			if rank == "elite" {
				k[1]++
			} else {
				k[0]++
			}
			out[name][typ] = k
		}
	}
	var initial []string
	for _, r := range sc.Rooms {
		if r.Initial == true || r.Initial == "true" {
			initial = append(initial, fmt.Sprintf("Room %d", r.RoomNumber))
		}
	}
	start := strings.Join(initial, " + ")
	for _, r := range sc.Rooms {
		if r.Initial == true || r.Initial == "true" {
			add(start, r)
		} else {
			add(fmt.Sprintf("Room %d", r.RoomNumber), r)
		}
	}
	for _, sec := range sections {
		for _, r := range sec.Rooms {
			name := "Section " + sec.Index
			if len(sec.Rooms) > 1 {
				name = fmt.Sprintf("Section %s, room %d", sec.Index, r.RoomNumber)
			}
			add(name, r)
		}
	}
	return out
}

func equalRooms(a, b roomCounts) bool {
	if len(a) != len(b) {
		return false
	}
	for name, c := range a {
		d, ok := b[name]
		if !ok || len(c) != len(d) {
			return false
		}
		for k, v := range c {
			if d[k] != v {
				return false
			}
		}
	}
	return true
}

func TestEditionsWithoutMap(t *testing.T) {
	xdir, gdir := os.Getenv("HAVENTABLE_XHA_EDITIONS"), os.Getenv("HAVENTABLE_GHS_DATA")
	if xdir == "" && gdir == "" {
		t.Skip("set HAVENTABLE_XHA_EDITIONS and/or HAVENTABLE_GHS_DATA to play the peers' scenarios without a map")
	}
	if xdir != "" {
		// the other editions first, as a group with every edition would
		// import them: a scenario may name another edition's type
		var before, gh []*pack.Pack
		if data, err := os.ReadFile(filepath.Join(xdir, harnessEditions[0].xha)); err == nil {
			if p, _, _, err := packfile.ReadWith(harnessEditions[0].xha, data, nil); err == nil {
				gh = []*pack.Pack{p}
			}
		}
		others, _ := filepath.Glob(filepath.Join(xdir, "*.json"))
		for _, path := range others {
			base := filepath.Base(path)
			if base == "editions.json" || base == "na.json" || slices.ContainsFunc(harnessEditions, func(e struct{ ghs, xha string }) bool { return e.xha == base }) {
				continue
			}
			if data, err := os.ReadFile(path); err == nil {
				if p, _, _, err := packfile.ReadWith(base, data, append(slices.Clone(gh), before...)); err == nil {
					before = append(before, p)
				}
			}
		}
		for _, ed := range harnessEditions {
			data, err := os.ReadFile(filepath.Join(xdir, ed.xha))
			if err != nil {
				t.Errorf("X-haven %s: %v", ed.xha, err)
				continue
			}
			p, _, _, err := packfile.ReadWith(ed.xha, data, before)
			if err != nil {
				t.Errorf("X-haven %s: %v", ed.xha, err)
				continue
			}
			started, total := 0, 0
			for _, s := range p.Scenarios {
				if strings.HasPrefix(s.Title, "#Random") {
					continue // the random dungeon has no scenario data
				}
				total++
				ok := true
				for n := 2; n <= 4; n++ {
					if _, err := startWithoutMap(p, before, s, n); err != nil {
						t.Errorf("X-haven %s %s, %d characters: %v", ed.xha, s.Title, n, err)
						ok = false
					}
				}
				if ok {
					started++
				}
			}
			t.Logf("X-haven %s: %d/%d scenarios start without a map for 2, 3 and 4 characters", ed.xha, started, total)
			before = append(before, p)
		}
		layoutsOnTheMap(t, "X-haven", before)
	}
	if gdir != "" {
		before := ghsOthers(t, gdir)
		for _, ed := range harnessEditions {
			data, err := buildGHSEdition(filepath.Join(gdir, ed.ghs))
			if err != nil {
				t.Errorf("GHS %s: %v", ed.ghs, err)
				continue
			}
			p, _, _, err := packfile.ReadWith(ed.ghs+".json", data, before)
			if err != nil {
				t.Errorf("GHS %s: %v", ed.ghs, err)
				continue
			}
			var raw struct {
				Scenarios []ghsScenarioJSON `json:"scenarios"`
				Sections  []ghsScenarioJSON `json:"sections"`
			}
			if err := json.Unmarshal(data, &raw); err != nil {
				t.Fatalf("GHS %s: %v", ed.ghs, err)
			}
			started, same, total := 0, 0, 0
			for _, sc := range raw.Scenarios {
				title := "#" + sc.Index + " " + strings.TrimSpace(sc.Name)
				i := slices.IndexFunc(p.Scenarios, func(s pack.Scenario) bool { return s.Title == title })
				if i < 0 || sc.Index == "rnd" {
					continue
				}
				total++
				var secs []ghsScenarioJSON
				for _, sec := range raw.Sections {
					if sec.Parent == sc.Index && sec.Edition == sc.Edition && len(sec.Rooms) > 0 {
						secs = append(secs, sec)
					}
				}
				slices.SortStableFunc(secs, func(a, b ghsScenarioJSON) int { return pack.SectionOrder(a.Index, b.Index) })
				okStart, okSame := true, true
				for n := 2; n <= 4; n++ {
					got, err := startWithoutMap(p, before, p.Scenarios[i], n)
					if err != nil {
						t.Errorf("GHS %s %s, %d characters: %v", ed.ghs, title, n, err)
						okStart, okSame = false, false
						continue
					}
					if want := ghsExpected(p, sc, secs, n); !equalRooms(got, want) {
						t.Errorf("GHS %s %s, %d characters:\n got %v\nwant %v", ed.ghs, title, n, got, want)
						okSame = false
					}
				}
				if okStart {
					started++
				}
				if okSame {
					same++
				}
			}
			t.Logf("GHS %s: %d/%d scenarios start without a map; %d/%d with every room's standees as GHS gives them for 2, 3 and 4 characters", ed.ghs, started, total, same, total)
			before = append(before, p)
		}
		layoutsOnTheMap(t, "GHS", before)
	}
}

// ghsOthers reads GHS's editions other than the harness's (those with
// monsters), each with Gloomhaven's and those before it imported, as a
// group with every edition would have them: a scenario may name another
// edition's type (Frosthaven #81 names Forgotten Circles' Aesthers).
func ghsOthers(t *testing.T, gdir string) []*pack.Pack {
	t.Helper()
	var gh []*pack.Pack
	if data, err := buildGHSEdition(filepath.Join(gdir, harnessEditions[0].ghs)); err == nil {
		if p, _, _, err := packfile.ReadWith(harnessEditions[0].ghs+".json", data, nil); err == nil {
			gh = []*pack.Pack{p}
		}
	}
	dirs, _ := os.ReadDir(gdir)
	var out []*pack.Pack
	for _, d := range dirs {
		name := d.Name()
		if !d.IsDir() || slices.ContainsFunc(harnessEditions, func(e struct{ ghs, xha string }) bool { return e.ghs == name }) {
			continue
		}
		if _, err := os.Stat(filepath.Join(gdir, name, "monster")); err != nil {
			continue
		}
		data, err := buildGHSEdition(filepath.Join(gdir, name))
		if err != nil {
			continue
		}
		if p, _, _, err := packfile.ReadWith(name+".json", data, append(slices.Clone(gh), out...)); err == nil {
			out = append(out, p)
		}
	}
	return out
}

// layoutsOnTheMap imports the layouts file HAVENTABLE_FHTTS_LAYOUTS names
// after packs (a peer's editions, Frosthaven's among them) and starts each
// of its scenarios on its map for 2, 3 and 4 characters: its monster types
// all known, its first page's standees on the table.
func layoutsOnTheMap(t *testing.T, peer string, packs []*pack.Pack) {
	t.Helper()
	path := os.Getenv("HAVENTABLE_FHTTS_LAYOUTS")
	if path == "" {
		return
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Errorf("layouts: %v", err)
		return
	}
	p, _, src, err := packfile.ReadWith(filepath.Base(path), data, packs)
	if err != nil || src != packfile.FHTTS {
		t.Errorf("layouts after %s's editions: source %q, %v", peer, src, err)
		return
	}
	tables := func(n int) engine.MonsterTable {
		ts := []engine.MonsterTable{p.MonsterTable(n)}
		for _, o := range slices.Backward(packs) {
			ts = append(ts, o.MonsterTable(n))
		}
		return pack.MergeTables(ts...)
	}
	started, total := 0, 0
	for _, s := range p.Scenarios {
		f, ok := s.File()
		if !ok {
			continue
		}
		total++
		ok = true
		for n := 2; n <= 4; n++ {
			scn, err := engine.LoadScenarioFor(f, engine.Setup{Level: 1, Players: n, Seed: 1}, s.WithOffsets(tables(n)))
			if err != nil {
				t.Errorf("layouts after %s: %s, %d characters: %v", peer, s.Title, n, err)
				ok = false
				continue
			}
			if scn.WithoutMap() || len(scn.Map().Hexes()) == 0 {
				t.Errorf("layouts after %s: %s, %d characters: not on a map", peer, s.Title, n)
				ok = false
			}
		}
		if ok {
			started++
		}
	}
	t.Logf("layouts after %s's editions: %d/%d scenarios with a layout start on the map for 2, 3 and 4 characters", peer, started, total)
}
