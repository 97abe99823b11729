package xha

import (
	"encoding/json"
	"fmt"
	"regexp"
	"slices"
	"strings"

	"github.com/haventable/haventable/engine/pack"
)

// An X-haven scenario ({"#1 A Town in Flames": {...}}) names its monster
// types, its loot deck ("lootDeck": counts by kind, "coin" for money and
// "treasure" for the random item), its special rules ("special": allies,
// level adjustments, objectives, escorts, timers ...), a message for the
// start ("initialMessage") and its sections ("sections": {"#5.3 A Town in
// Flames": {"monsters": [...], "special": [...]}}). It places no standee:
// the players add them room by room.

type xScenario struct {
	Monsters []string `json:"monsters"`
	// the rest read one by one (a part that is not what it should be is
	// left out alone)
	Special        []json.RawMessage `json:"special"`
	LootDeck       json.RawMessage   `json:"lootDeck"`
	InitialMessage json.RawMessage   `json:"initialMessage"`
	Sections       json.RawMessage   `json:"sections"`
}

// xSpecial is one of a scenario's special rules.
type xSpecial struct {
	Type      string          `json:"type"`
	Name      string          `json:"name"`
	List      json.RawMessage `json:"list"`
	Health    any             `json:"health"`
	Level     any             `json:"level"`
	Note      string          `json:"note"`
	Condition string          `json:"condition"`
}

var scenarioKnown = map[string]bool{"monsters": true, "special": true, "lootDeck": true, "initialMessage": true, "sections": true}

// lootKinds are X-haven's names of the loot card kinds that differ from
// this program's.
var lootKinds = map[string]string{"coin": "money", "treasure": "random_item"}

// sectionRE reads a section's number from its key ("#6.1(2) Algox
// Scouting (2)": "6.1").
var sectionRE = regexp.MustCompile(`^#?\s*([0-9]{1,4}(?:\.[0-9]{1,4})?[A-Za-z]?)`)

func (im *importer) scenarios(p *pack.Pack, raw json.RawMessage) {
	members, err := pack.Members(raw)
	if err != nil {
		im.rep.Warn("scenarios", "skipped: %v", err)
		return
	}
	for _, mem := range members {
		path := pack.Path("scenarios", mem.Key)
		if mem.Key == "" || len([]rune(mem.Key)) > pack.MaxNameLen {
			im.rep.Warn(path, "scenario skipped: no title or too long a title")
			continue
		}
		if len(p.Scenarios) >= pack.MaxScenarios {
			im.rep.Warn(path, "skipped: more than %d scenarios", pack.MaxScenarios)
			break
		}
		var xs xScenario
		keys, err := pack.Object(mem.Value)
		if err != nil || json.Unmarshal(mem.Value, &xs) != nil {
			im.rep.Warn(path, "scenario skipped: not a scenario object")
			continue
		}
		for _, k := range mustMembers(keys) {
			if !scenarioKnown[k.Key] {
				im.rep.Skip("scenarios[*]." + k.Key + ": skipped (notes for the app's authors)")
			}
		}
		s := pack.Scenario{Title: mem.Key}
		s.Monsters = im.types(p, &s, path+".monsters", xs.Monsters)
		im.special(p, &s, path+".special", xs.Special, "")
		im.message(&s, path+".initialMessage", xs.InitialMessage, "")
		s.LootDeck = im.lootDeck(path+".lootDeck", xs.LootDeck)
		im.sections(p, &s, path+".sections", xs.Sections)
		p.Scenarios = append(p.Scenarios, s)
	}
}

// sections reads a scenario's sections, in book order, as rooms with their
// monster types (no standees: X-haven places none).
func (im *importer) sections(p *pack.Pack, s *pack.Scenario, path string, raw json.RawMessage) {
	secs, err := pack.Members(raw)
	if err != nil {
		im.rep.Warn(path, "skipped: %v", err)
		return
	}
	type sec struct {
		number, key string
		x           xScenario
	}
	var list []sec
	for _, m := range secs {
		sp := pack.Path(path, m.Key)
		var x xScenario
		if json.Unmarshal(m.Value, &x) != nil {
			im.rep.Warn(sp, "section skipped: not a section object")
			continue
		}
		num := sectionRE.FindStringSubmatch(m.Key)
		if num == nil {
			im.rep.Warn(sp, "section skipped: its title starts with no section number")
			continue
		}
		list = append(list, sec{num[1], m.Key, x})
	}
	slices.SortStableFunc(list, func(a, b sec) int { return pack.SectionOrder(a.number, b.number) })
	for _, sc := range list {
		sp := pack.Path(path, sc.key)
		types := im.types(p, s, sp+".monsters", sc.x.Monsters)
		for _, t := range types {
			if !slices.Contains(s.Monsters, t) && len(s.Monsters) < pack.MaxMonsters {
				s.Monsters = append(s.Monsters, t)
			}
		}
		if len(s.Rooms) < pack.MaxScenarios {
			s.Rooms = append(s.Rooms, pack.Room{Name: "Section " + sc.number, Section: sc.number, Initial: true, Monsters: types})
		}
		im.special(p, s, sp+".special", sc.x.Special, sc.number)
		im.message(s, sp+".initialMessage", sc.x.InitialMessage, sc.number)
	}
}

// types maps X-haven monster type names to the pack's: a type of the file,
// or one taken from the packs imported before; a type none has is left out
// with a warning and named in the scenario's LeftOut.
func (im *importer) types(p *pack.Pack, s *pack.Scenario, path string, names []string) []string {
	var out []string
	for i, name := range names {
		got, ok := im.typeName(p, name)
		if !ok {
			im.rep.Warn(pack.Path(path, i), "monster type %q left out: no imported file has it (import its edition first, or give it with --with)", name)
			if n := strings.TrimSpace(name); n != "" && !slices.Contains(s.LeftOut, n) && len(s.LeftOut) < pack.MaxMonsters && len([]rune(n)) <= pack.MaxNameLen {
				s.LeftOut = append(s.LeftOut, n)
			}
			continue
		}
		if !slices.Contains(out, got) && len(out) < pack.MaxMonsters {
			out = append(out, got)
		}
	}
	return out
}

// typeName returns the pack's name of X-haven monster type name, borrowing
// it from the packs imported before when the file lacks it.
func (im *importer) typeName(p *pack.Pack, name string) (string, bool) {
	for _, n := range []string{name, strings.TrimSpace(name)} {
		if im.monsterNames[n] {
			return n, true
		}
	}
	for _, n := range []string{name, strings.TrimSpace(name)} {
		if n == "" {
			continue
		}
		if from, ok := pack.BorrowMonster(p, im.others, n); ok {
			im.monsterNames[n] = true
			im.rep.Skip(fmt.Sprintf("scenarios[*].monsters: monster types taken from the pack %q", from.Name))
			return n, true
		}
	}
	return "", false
}

// special reads a scenario's (or section's) special rules: allies and level
// adjustments are played; objectives, escorts, timers and the rest are kept
// as the data gives them for the players.
func (im *importer) special(p *pack.Pack, s *pack.Scenario, path string, list []json.RawMessage, section string) {
	for i, raw := range list {
		at := pack.Path(path, i)
		var sp xSpecial
		if json.Unmarshal(raw, &sp) != nil {
			im.rep.Warn(at, "rule skipped: not a rule object")
			continue
		}
		rule := pack.Rule{Section: section, Name: clipText(sp.Name), Note: clipText(sp.Note)}
		switch sp.Type {
		case "Allies":
			var names []string
			if json.Unmarshal(sp.List, &names) != nil {
				im.rep.Warn(at, "allies skipped: their list is not a list of monster types")
				continue
			}
			for _, t := range im.types(p, s, at+".list", names) {
				if !slices.Contains(s.Allies, t) && len(s.Allies) < pack.MaxMonsters {
					s.Allies = append(s.Allies, t)
				}
			}
			continue
		case "LevelAdjust":
			t, ok := im.typeName(p, sp.Name)
			lv, isNum := sp.Level.(float64)
			switch {
			case !ok:
				im.rep.Warn(at, "level adjustment skipped: %q is not an imported monster type", sp.Name)
			case !isNum || lv != float64(int(lv)) || lv < -pack.ScenarioLevels || lv > pack.ScenarioLevels || lv == 0:
				im.rep.Warn(at, "level adjustment skipped: %v is not a number of levels", sp.Level)
			case s.Offset(t) != 0 || len(s.LevelOffsets) >= pack.MaxMonsters:
				im.rep.Warn(at, "level adjustment skipped: %q is adjusted already", t)
			default:
				s.LevelOffsets = append(s.LevelOffsets, pack.LevelOffset{Type: t, Offset: int(lv)})
			}
			continue
		case "Objective", "Escort":
			rule.Kind = pack.RuleObjective
			if sp.Type == "Escort" {
				rule.Kind = pack.RuleEscort
			}
			switch h := sp.Health.(type) {
			case string:
				rule.Health = clipText(h)
			case float64:
				rule.Health = fmt.Sprint(h)
			}
			if sp.Condition != "" {
				rule.Note = clipText(strings.TrimSpace(rule.Note + " (" + sp.Condition + ")"))
			}
		case "Timer", "InactiveMonster":
			rule.Kind = pack.RuleTimer
			if sp.Type == "InactiveMonster" {
				rule.Kind = pack.RuleInactive
			}
			if json.Unmarshal(sp.List, &rule.Rounds) != nil || len(rule.Rounds) > 100 || slices.ContainsFunc(rule.Rounds, func(n int) bool { return n < -1 || n > 999 }) {
				im.rep.Warn(at, "%s skipped: its rounds are not a list of round numbers", sp.Type)
				continue
			}
		default:
			rule.Kind = pack.RuleOther
			if rule.Name == "" {
				rule.Name = clipText(sp.Type)
			}
		}
		if len(s.Rules) >= pack.MaxRules {
			im.rep.Warn(at, "skipped: more than %d rules", pack.MaxRules)
			continue
		}
		s.Rules = append(s.Rules, rule)
	}
}

// lootDeck reads a scenario's lootDeck (the number of loot cards of each
// kind).
func (im *importer) lootDeck(path string, raw json.RawMessage) []pack.LootCount {
	var counts map[string]int
	if len(raw) == 0 {
		return nil
	}
	if json.Unmarshal(raw, &counts) != nil {
		im.rep.Warn(path, "skipped: not an object of counts")
		return nil
	}
	return pack.LootCounts(counts, lootKinds, func(k, why string) { im.rep.Warn(pack.Path(path, k), "%s", why) })
}

func clipText(s string) string {
	if r := []rune(s); len(r) > pack.MaxTextLen {
		return string(r[:pack.MaxTextLen])
	}
	return s
}

// message keeps a scenario's (or section's) initialMessage for the
// players.
func (im *importer) message(s *pack.Scenario, path string, raw json.RawMessage, section string) {
	if len(raw) == 0 {
		return
	}
	var m string
	switch {
	case json.Unmarshal(raw, &m) != nil:
		im.rep.Warn(path, "skipped: not a text")
	case m == "":
	case len(s.Rules) >= pack.MaxRules:
		im.rep.Warn(path, "skipped: more than %d rules", pack.MaxRules)
	default:
		s.Rules = append(s.Rules, pack.Rule{Kind: pack.RuleMessage, Section: section, Note: clipText(m)})
	}
}
