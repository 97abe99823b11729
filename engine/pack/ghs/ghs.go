// Package ghs imports the data files of Gloomhaven Secretariat into a data
// pack: monsters (data/<edition>/monster/*.json: "stats" per level with
// "type" normal, elite or boss over a "baseStat"), monster ability decks
// (data/<edition>/monster/deck/*.json: "abilities" with "actions" whose
// "valueType" is plus, minus or fixed), characters
// (data/<edition>/character/*.json: "stats" per level and "perks") and
// scenarios (data/<edition>/scenarios/*.json), or a whole edition's data in
// one file ("characters", "monsters", "decks", "scenarios"). Actions it
// cannot structure become text actions; everything else it cannot map is
// named in the report's warnings.
package ghs

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/haventable/haventable/engine/pack"
	"github.com/haventable/haventable/engine/strictjson"
)

// File is one data file: its name (a path, for messages) and contents.
type File struct {
	Name string
	Data []byte
}

// Import reads Gloomhaven Secretariat data files into a pack called name.
// Each file is recognised by what it holds. An error means a file is not
// JSON, or together they are over pack.MaxFileSize; anything that cannot be
// mapped is a warning.
func Import(name string, files []File) (*pack.Pack, *pack.Report, error) {
	return ImportWith(name, files, nil)
}

// ImportWith is Import for an edition whose monster types draw from decks
// of other editions (Crimson Scales' Guard from Gloomhaven's): such a deck
// is taken, whole, from the first of others that has it; a type whose deck
// none has is left out, and the report says so.
func ImportWith(name string, files []File, others []*pack.Pack) (*pack.Pack, *pack.Report, error) {
	total := 0
	for _, f := range files {
		total += len(f.Data)
	}
	if total > pack.MaxFileSize {
		return nil, nil, fmt.Errorf("import Gloomhaven Secretariat files: %w: %d bytes, at most %d", pack.ErrTooLarge, total, pack.MaxFileSize)
	}
	name = strings.TrimSpace(name)
	if name == "" || len([]rune(name)) > pack.MaxNameLen {
		return nil, nil, errors.New("import Gloomhaven Secretariat files: the pack needs a name of 1 to 200 characters")
	}
	im := &importer{rep: &pack.Report{}, labels: labels{}, langs: map[string]labels{}, others: others}
	var c collected
	for _, f := range files {
		obj, objErr := pack.Object(f.Data) // parts of the file, not copies; checks the JSON too
		if objErr != nil && !json.Valid(f.Data) {
			return nil, nil, fmt.Errorf("import %s: not valid JSON", f.Name)
		}
		if err := strictjson.CheckDuplicateKeys(f.Data); err != nil {
			return nil, nil, fmt.Errorf("import %s: %w", f.Name, err)
		}
		if outpostFile(f.Name) {
			continue // the outpost's (outpost.go)
		}
		if isTreasuresFile(f.Name) && objErr != nil {
			c.treasures = append(c.treasures, item{f.Name, map[string]json.RawMessage{"list": f.Data}})
			continue
		}
		if key, ok := sheetList(f.Name); ok && objErr != nil {
			im.collectSheet(f.Name, key, f.Data, &c) // a data folder's items.json …
			continue
		}
		if objErr != nil {
			im.rep.Warn(f.Name, "skipped: not a JSON object")
			continue
		}
		im.sort(f.Name, obj, &c)
	}
	p := &pack.Pack{Format: pack.Format, Version: pack.Version, Name: name,
		Description: "Imported from Gloomhaven Secretariat data files."}
	if len(c.editions) == 1 {
		if e, ok := pack.EditionRules(c.editions[0]); ok {
			p.Rules = e
		}
	}
	im.decks(p, c.decks)
	im.monsters(p, c.monsters)
	im.characters(p, c.characters)
	im.scenarios(p, c.scenarios, c.sections)
	im.sheet(p, &c)
	im.treasures(p, c.treasures)
	im.outpost(p, files)
	im.rep.FlushSkipped()
	if err := p.Check(); err != nil {
		return nil, nil, fmt.Errorf("import Gloomhaven Secretariat files: the imported pack is not valid: %w", err)
	}
	cnt := p.Count()
	im.rep.Structured, im.rep.Text = cnt.Structured, cnt.Text
	return p, im.rep, nil
}

// item is one object of a kind, with where it came from.
type item struct {
	path string
	obj  map[string]json.RawMessage
}

type collected struct {
	monsters, decks, characters, scenarios, sections []item
	// items, goals, quests and events are the sheet's (sheet.go).
	items, goals, quests, events []item
	// treasures are the treasure lists (treasures.go), each as {"list": …}.
	treasures []item
	// editions are the edition ids the files name ("fh"), each once.
	editions []string
}

// sort files an object by what it holds.
func (im *importer) sort(path string, obj map[string]json.RawMessage, c *collected) {
	has := func(k string) bool { _, ok := obj[k]; return ok }
	var edition string
	if json.Unmarshal(obj["edition"], &edition) == nil && edition != "" && !slices.Contains(c.editions, edition) {
		c.editions = append(c.editions, edition)
	}
	if dir, locale, ok := labelFile(path); ok {
		if locale == "en" {
			raw, _ := json.Marshal(obj)
			im.labels.add(raw)
		} else if slices.Contains(sheetLangs, locale) {
			raw, _ := json.Marshal(obj)
			im.addLang(locale, raw) // the sheet's texts (sheet.go)
		} else {
			im.rep.Skip(dir + "/*.json: texts in other languages than English, German and French skipped")
		}
		return
	}
	switch {
	case has("characters") || has("decks") || (has("monsters") && has("edition") && !has("index")) ||
		has("items") || has("battleGoals") || has("personalQuests") || has("events"):
		for _, kind := range []struct {
			key string
			dst *[]item
			max int // a pack holds no more
		}{{"characters", &c.characters, pack.MaxClasses}, {"monsters", &c.monsters, pack.MaxMonsters},
			{"decks", &c.decks, pack.MaxDecks}, {"scenarios", &c.scenarios, pack.MaxScenarios},
			{"sections", &c.sections, pack.MaxScenarios * 10}} {
			if !has(kind.key) {
				continue
			}
			im.collectList(pack.Path(path, kind.key), obj[kind.key], kind.max, kind.dst)
		}
		for _, k := range sheetKinds {
			if has(k.key) && !isList(obj[k.key]) {
				im.rep.Skip(path + "." + k.key + ": skipped: not game data this program uses")
			} else if has(k.key) {
				im.collectSheet(pack.Path(path, k.key), k.key, obj[k.key], c)
			}
		}
		if has("treasures") {
			c.treasures = append(c.treasures, item{pack.Path(path, "treasures"), map[string]json.RawMessage{"list": obj["treasures"]}})
		}
		for _, key := range []string{"label", "labelSpoiler"} {
			byLocale, err := pack.Object(obj[key]) // every language's: read but English, German and French
			if err == nil && byLocale["en"] != nil && !im.labels.add(byLocale["en"]) {
				im.rep.Warn(pack.Path(pack.Path(path, key), "en"), "skipped: not an object of texts")
			}
			for _, lang := range sheetLangs {
				if err == nil && byLocale[lang] != nil && !im.addLang(lang, byLocale[lang]) {
					im.rep.Warn(pack.Path(pack.Path(path, key), lang), "skipped: not an object of texts")
				}
			}
		}
		for _, m := range sortedKeys(obj) {
			switch m {
			case "characters", "monsters", "decks", "scenarios", "sections", "edition", "label", "labelSpoiler",
				"items", "battleGoals", "personalQuests", "events", "campaign", "treasures": // campaign: the outpost's (outpost.go)
			default:
				im.rep.Skip(path + "." + m + ": skipped: not game data this program uses")
			}
		}
	case has("abilities"):
		c.decks = append(c.decks, item{path, obj})
	case has("baseStat") || (has("stats") && has("count")):
		c.monsters = append(c.monsters, item{path, obj})
	case has("stats") && (has("characterClass") || has("perks") || has("handSize")):
		c.characters = append(c.characters, item{path, obj})
	case has("index") && isSection(path, obj):
		c.sections = append(c.sections, item{path, obj})
	case has("index") && has("name"):
		c.scenarios = append(c.scenarios, item{path, obj})
	default:
		im.rep.Warn(path, "skipped: not a monster, deck, character, scenario or edition file")
	}
}

// eachItem calls fn with each of the first max items of the JSON list raw,
// in order: more says there are more; ok is false when raw is not a list.
func eachItem(raw json.RawMessage, max int, fn func(i int, raw json.RawMessage)) (more, ok bool) {
	items, err := pack.Items(raw) // parts of raw, not copies
	if err != nil || items == nil {
		return false, false
	}
	for i, item := range items {
		if i == max {
			return true, true
		}
		fn(i, item)
	}
	return false, true
}

// labelFile reports whether path is a GHS label file
// (".../label/en.json", ".../label/spoiler/de.json"), with its folder and
// locale.
func labelFile(path string) (dir, locale string, ok bool) {
	path = strings.ReplaceAll(path, "\\", "/")
	dir, file := "", path
	if i := strings.LastIndex(path, "/"); i >= 0 {
		dir, file = path[:i], path[i+1:]
	}
	locale, isJSON := strings.CutSuffix(file, ".json")
	if !isJSON || !(dir == "label" || strings.HasSuffix(dir, "/label") || dir == "label/spoiler" || strings.HasSuffix(dir, "/label/spoiler")) {
		return "", "", false
	}
	return dir, locale, true
}

type importer struct {
	rep          *pack.Report
	labels       labels            // the English texts the data names
	langs        map[string]labels // German and French texts (sheetLangs)
	monsterNames map[string]string // GHS id → pack name
	deckNames    map[string]string
	others       []*pack.Pack // packs to take decks from (ImportWith)
	rewarded     int          // scenarios with rewards (outpost.go reads Frosthaven's)
}

func sortedKeys(obj map[string]json.RawMessage) []string {
	keys := make([]string, 0, len(obj))
	for k := range obj {
		keys = append(keys, k)
	}
	for i := 1; i < len(keys); i++ {
		for j := i; j > 0 && keys[j] < keys[j-1]; j-- {
			keys[j], keys[j-1] = keys[j-1], keys[j]
		}
	}
	return keys
}

// displayName turns an id ("chaos-demon") into a name ("Chaos Demon").
func displayName(id string) string {
	words := strings.FieldsFunc(id, func(r rune) bool { return r == '-' || r == '_' || r == ' ' })
	for i, w := range words {
		words[i] = strings.ToUpper(w[:1]) + w[1:]
	}
	s := strings.Join(words, " ")
	if r := []rune(s); len(r) > pack.MaxNameLen {
		s = string(r[:pack.MaxNameLen])
	}
	return s
}

func str(raw json.RawMessage) string {
	var s string
	if json.Unmarshal(raw, &s) != nil {
		return ""
	}
	return s
}
