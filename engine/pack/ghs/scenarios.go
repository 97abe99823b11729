package ghs

import (
	"encoding/json"
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"

	"github.com/haventable/haventable/engine/pack"
)

// A GHS scenario (data/<edition>/scenarios/*.json) names its monster types
// ("living-corpse:+2" plays two levels up), its allies, its loot deck
// (lootDeckConfig) and its rooms; its sections (data/<edition>/sections/
// *.json, "parent" naming the scenario's index) have rooms of their own.
// A room ({"roomNumber": 1, "ref": "09-A", "initial": true, "rooms": [2],
// "monster": [...]}) sets up each standee by the number of characters
// ({"name": "algox-archer", "type": "normal"}, or "player2", "player3",
// "player4" each "normal", "elite" or "boss"; a number not given: absent).

type gStandee struct {
	Name    string `json:"name"`
	Type    string `json:"type"`
	Player2 string `json:"player2"`
	Player3 string `json:"player3"`
	Player4 string `json:"player4"`
}

type gRoom struct {
	RoomNumber int        `json:"roomNumber"`
	Ref        string     `json:"ref"`
	Initial    any        `json:"initial"` // true (or "true", as one file writes it)
	Rooms      []int      `json:"rooms"`
	Monster    []gStandee `json:"monster"`
}

type gObjective struct {
	Name   string `json:"name"`
	Health any    `json:"health"`
}

var scenarioKnown = map[string]bool{"index": true, "name": true, "monsters": true, "rooms": true, "edition": true,
	"lootDeckConfig": true, "allies": true, "objectives": true}

// section is a scenario's section as read: its number and item.
type section struct {
	index string
	it    item
}

// isSection reports whether a GHS object is a section: it has a parent, a
// dotted index ("5.3") or comes from a sections folder.
func isSection(path string, obj map[string]json.RawMessage) bool {
	_, parent := obj["parent"]
	path = strings.ReplaceAll(path, "\\", "/")
	return parent || strings.Contains(str(obj["index"]), ".") || strings.HasPrefix(path, "sections/") || strings.Contains(path, "/sections/")
}

func (im *importer) scenarios(p *pack.Pack, items, sectionItems []item) {
	// sections by their scenario: edition and index of the parent
	byParent := map[string][]section{}
	for _, it := range sectionItems {
		parent := str(it.obj["parent"])
		if parent == "" {
			im.rep.Skip("sections: a section naming no scenario (\"parent\") skipped")
			continue
		}
		if _, ok := it.obj["rooms"]; !ok {
			if _, ok := it.obj["monsters"]; !ok {
				im.rep.Skip("sections: a section without rooms or monsters (a conclusion, a rule) skipped")
				continue
			}
		}
		key := str(it.obj["edition"]) + "\x00" + parent
		byParent[key] = append(byParent[key], section{index: str(it.obj["index"]), it: it})
	}
	for _, k := range slices.Sorted(maps.Keys(byParent)) {
		slices.SortStableFunc(byParent[k], func(a, b section) int { return pack.SectionOrder(a.index, b.index) })
	}
	seen := map[string]bool{}
	for _, it := range items {
		title := strings.TrimSpace(str(it.obj["name"]))
		idx := str(it.obj["index"])
		if idx != "" {
			title = "#" + idx + " " + title
		}
		if r := []rune(title); len(r) > pack.MaxNameLen {
			title = string(r[:pack.MaxNameLen])
		}
		if strings.TrimSpace(title) == "" || seen[title] {
			im.rep.Warn(it.path, "scenario skipped: no name, or a name given twice")
			continue
		}
		if len(p.Scenarios) >= pack.MaxScenarios {
			im.rep.Warn(it.path, "skipped: more than %d scenarios", pack.MaxScenarios)
			break
		}
		seen[title] = true
		for _, k := range sortedKeys(it.obj) {
			switch {
			case k == "rewards":
				im.rewarded++ // Frosthaven's are the outpost's (outpost.go); it skips the rest
			case !scenarioKnown[k]:
				im.rep.Skip("scenario." + k + ": skipped (rules, rewards and the like are not mapped)")
			}
		}
		s := pack.Scenario{Title: title}
		var ids []string
		json.Unmarshal(it.obj["monsters"], &ids)
		s.Monsters = im.monsterRefs(p, &s, pack.Path(it.path, "monsters"), ids)
		var allies []string
		json.Unmarshal(it.obj["allies"], &allies)
		s.Allies = im.monsterRefs(p, &s, pack.Path(it.path, "allies"), allies)
		im.rooms(p, &s, pack.Path(it.path, "rooms"), it.obj["rooms"], "")
		im.objectives(&s, pack.Path(it.path, "objectives"), it.obj["objectives"], "")
		for _, sec := range byParent[str(it.obj["edition"])+"\x00"+idx] {
			var ids []string
			json.Unmarshal(sec.it.obj["monsters"], &ids)
			for _, t := range im.monsterRefs(p, &s, pack.Path(sec.it.path, "monsters"), ids) {
				if !slices.Contains(s.Monsters, t) && len(s.Monsters) < pack.MaxMonsters {
					s.Monsters = append(s.Monsters, t)
				}
			}
			before := len(s.Rooms)
			im.rooms(p, &s, pack.Path(sec.it.path, "rooms"), sec.it.obj["rooms"], sec.index)
			if len(s.Rooms) == before && len(ids) > 0 && len(s.Rooms) < pack.MaxScenarios {
				// a section that names its monsters and sets up none
				s.Rooms = append(s.Rooms, pack.Room{Name: "Section " + sec.index, Section: sec.index,
					Initial: true, Monsters: im.monsterRefs(p, &s, pack.Path(sec.it.path, "monsters"), ids)})
			}
			im.objectives(&s, pack.Path(sec.it.path, "objectives"), sec.it.obj["objectives"], sec.index)
		}
		s.LootDeck = im.lootDeck(pack.Path(it.path, "lootDeckConfig"), it.obj["lootDeckConfig"])
		p.Scenarios = append(p.Scenarios, s)
	}
}

// rooms reads a list of GHS rooms into s's rooms: the scenario's own
// (section "") or a section's.
func (im *importer) rooms(p *pack.Pack, s *pack.Scenario, path string, raw json.RawMessage, sec string) {
	if len(raw) == 0 {
		return
	}
	items, err := pack.Items(raw)
	if err != nil {
		im.rep.Warn(path, "rooms skipped: not a list of rooms")
		return
	}
	var rooms []gRoom
	for i, it := range items {
		var r gRoom
		if json.Unmarshal(it, &r) != nil {
			im.rep.Warn(pack.Path(path, i), "room skipped: not a room object")
			r = gRoom{RoomNumber: -1}
		}
		rooms = append(rooms, r)
	}
	for i, r := range rooms {
		rp := pack.Path(path, i)
		if r.RoomNumber == -1 && r.Monster == nil {
			continue // not a room object: warned
		}
		if len(s.Rooms) >= pack.MaxScenarios {
			im.rep.Warn(rp, "skipped: more than %d rooms", pack.MaxScenarios)
			return
		}
		room := pack.Room{Number: r.RoomNumber, Section: sec, Initial: r.Initial == true || r.Initial == "true", Tile: clipText(r.Ref)}
		switch {
		case sec == "":
			room.Name = "Room " + strconv.Itoa(r.RoomNumber)
		case len(rooms) == 1:
			room.Name = "Section " + sec
		default:
			room.Name = "Section " + sec + ", room " + strconv.Itoa(r.RoomNumber)
		}
		if r.RoomNumber < 0 || r.RoomNumber > 999 {
			im.rep.Warn(pack.Path(rp, "roomNumber"), "skipped: %d is not a room number", r.RoomNumber)
			room.Number = 0
		}
		for _, n := range r.Rooms {
			if n >= 1 && n <= 999 && len(room.Next) < 100 {
				room.Next = append(room.Next, n)
			}
		}
		for j, m := range r.Monster {
			mp := pack.Path(pack.Path(rp, "monster"), j)
			names := im.monsterRefs(p, s, mp, []string{m.Name})
			if len(names) == 0 {
				continue
			}
			if !slices.Contains(room.Monsters, names[0]) {
				room.Monsters = append(room.Monsters, names[0])
			}
			st := pack.Standee{Type: names[0]}
			if m.Type != "" {
				st.Players = [3]string{m.Type, m.Type, m.Type}
			} else {
				st.Players = [3]string{m.Player2, m.Player3, m.Player4}
			}
			bad := false
			for _, rank := range st.Players {
				bad = bad || (rank != "" && !slices.Contains(pack.Ranks, rank))
			}
			switch {
			case bad:
				im.rep.Warn(mp, "standee skipped: a rank other than normal, elite or boss")
			case st.Players == [3]string{}:
				// absent for every number of characters
			case len(room.Standees) >= pack.MaxRoomStandees:
				im.rep.Warn(mp, "skipped: more than %d standees in a room", pack.MaxRoomStandees)
			default:
				room.Standees = append(room.Standees, st)
			}
		}
		s.Rooms = append(s.Rooms, room)
	}
}

// objectives reads GHS objectives ({"name": "Barricade", "health":
// "2x(C+L+1)"}) as rules for the players.
func (im *importer) objectives(s *pack.Scenario, path string, raw json.RawMessage, sec string) {
	if len(raw) == 0 {
		return
	}
	var obs []gObjective
	if json.Unmarshal(raw, &obs) != nil {
		im.rep.Skip("objectives: a list other than of objectives skipped")
		return
	}
	for _, o := range obs {
		if o.Name == "" || len(s.Rules) >= pack.MaxRules {
			continue
		}
		h := ""
		switch v := o.Health.(type) {
		case string:
			h = v
		case float64:
			h = strconv.FormatFloat(v, 'f', -1, 64)
		}
		s.Rules = append(s.Rules, pack.Rule{Kind: pack.RuleObjective, Section: sec, Name: clipText(o.Name), Health: clipText(h)})
	}
}

func clipText(s string) string {
	if r := []rune(s); len(r) > pack.MaxNameLen {
		return string(r[:pack.MaxNameLen])
	}
	return s
}

// lootDeck reads a scenario's lootDeckConfig (the number of loot cards of
// each kind), GHS's two special cards counted as "special".
func (im *importer) lootDeck(path string, raw json.RawMessage) []pack.LootCount {
	if len(raw) == 0 {
		return nil
	}
	var counts map[string]int
	if err := json.Unmarshal(raw, &counts); err != nil {
		im.rep.Warn(path, "skipped: not an object of counts")
		return nil
	}
	special := map[string]string{"special1": "special", "special2": "special"}
	return pack.LootCounts(counts, special, func(k, why string) { im.rep.Warn(pack.Path(path, k), "%s", why) })
}

// splitOffset splits a GHS monster reference into its id and level offset
// ("living-corpse:+2": "living-corpse", 2).
func splitOffset(ref string) (string, int, bool) {
	id, off, ok := strings.Cut(ref, ":")
	if !ok {
		return ref, 0, true
	}
	n, err := strconv.Atoi(strings.TrimPrefix(off, "+"))
	if err != nil || n < -pack.ScenarioLevels || n > pack.ScenarioLevels {
		return id, 0, false
	}
	return id, n, true
}

// scenarioVariant is the id GHS gives a scenario's own variant of a type
// ("candlekeeper-trice-scenario-56") for the shorter id some of its
// sections name it by ("candlekeeper-trice-56"); "" for an id not ending
// in a number.
func scenarioVariant(id string) string {
	i := strings.LastIndexByte(id, '-')
	if i <= 0 || i == len(id)-1 || strings.HasSuffix(id[:i], "-scenario") {
		return ""
	}
	if _, err := strconv.Atoi(id[i+1:]); err != nil {
		return ""
	}
	return id[:i] + "-scenario-" + id[i+1:]
}

// monsterRefs maps monster references to the pack's names, each once: a
// type of the files, or one borrowed from the packs imported before; a
// level offset is kept with the scenario (LevelOffsets); a type none has is
// left out with a warning and named in the scenario's LeftOut.
func (im *importer) monsterRefs(p *pack.Pack, s *pack.Scenario, path string, refs []string) []string {
	var out []string
	seen := map[string]bool{}
	for i, ref := range refs {
		id, off, ok := splitOffset(ref)
		if !ok {
			im.rep.Warn(pack.Path(path, i), "monster %q left out: its level offset is not a number of levels", ref)
			continue
		}
		name, ok := im.monsterNames[id]
		if !ok {
			name, ok = im.monsterNames[scenarioVariant(id)]
		}
		if !ok {
			name = displayName(id)
			from, borrowed := pack.BorrowMonster(p, im.others, name)
			if !borrowed {
				im.rep.Warn(pack.Path(path, i), "monster %q left out: no imported file has it (import its edition first, or give it with --with)", id)
				if name != "" && !slices.Contains(s.LeftOut, name) && len(s.LeftOut) < pack.MaxMonsters {
					s.LeftOut = append(s.LeftOut, name)
				}
				continue
			}
			im.monsterNames[id] = name
			im.rep.Skip(fmt.Sprintf("scenarios: monster types taken from the pack %q", from.Name))
		}
		if off != 0 {
			switch have := s.Offset(name); {
			case have == 0 && len(s.LevelOffsets) < pack.MaxMonsters:
				s.LevelOffsets = append(s.LevelOffsets, pack.LevelOffset{Type: name, Offset: off})
			case have != off:
				im.rep.Warn(pack.Path(path, i), "level offset %+d of %q ignored: the scenario gives it %+d", off, name, have)
			}
		}
		if !seen[name] && len(out) < pack.MaxMonsters {
			seen[name] = true
			out = append(out, name)
		}
	}
	return out
}
