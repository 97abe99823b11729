// Package ghsoutpost reads the outpost of Frosthaven from Gloomhaven
// Secretariat's data files into outpost.Data: data/fh/buildings.json (the
// buildings: costs, upgrades, repair and rebuild costs, rewards, effects
// named by label keys), data/fh/campaign.json (the calendar's sections by
// week, the morale track's sections, the town guard perks) and
// data/fh/label/<lang>.json (the texts the keys name), or a whole edition
// in one built file (its "campaign" object holds the buildings, its
// "label" object the texts by language). Effects are structured where
// their English text allows (a loss of resources, morale or inspiration),
// kept in words otherwise; what cannot be read is named in the report.
package ghsoutpost

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"path"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"

	"github.com/haventable/haventable/engine/outpost"
	"github.com/haventable/haventable/engine/pack"
	"github.com/haventable/haventable/engine/strictjson"
)

// File is one data file: its name (a path; label/<lang>.json names a
// language's texts) and contents.
type File struct {
	Name string
	Data []byte
}

// Report is what a read found: counts and what it left out.
type Report struct {
	// Buildings and Weeks count what was read: buildings, and calendar
	// weeks that name sections.
	Buildings, Weeks int
	// Played counts the building effects (a level's, standing or wrecked)
	// the table applies; Words those kept in words for the group.
	Played, Words int
	// Rewards counts the scenarios whose rewards were read;
	// RewardsPlayed their entries the table applies, RewardWords those
	// kept in words (RewardCounts).
	Rewards, RewardsPlayed, RewardWords int
	// Sections counts the sections whose rewards were read,
	// SectionsPlayed and SectionWords their entries as for the scenarios.
	Sections, SectionsPlayed, SectionWords int
	// Warnings name each part left out, with where it is.
	Warnings []string
}

func (r *Report) warn(at, format string, a ...any) {
	if len(r.Warnings) < maxWarnings {
		r.Warnings = append(r.Warnings, at+": "+fmt.Sprintf(format, a...))
	}
}

// Limits of what a read takes.
const (
	MaxFileSize  = 8 << 20
	maxWarnings  = 200
	maxBuildings = outpost.MaxBuildings
	maxLevels    = 20
	maxList      = 1000
)

// ErrNoOutpost means the files hold no outpost data.
var ErrNoOutpost = errors.New("no Frosthaven outpost data (buildings, calendar weeks)")

// Read reads the files into outpost data, with the texts of language lang
// ("de"; English where lang has none). An error means a file is not JSON,
// too large, or none holds outpost data.
func Read(files []File, lang string) (outpost.Data, *Report, error) {
	rep := &Report{}
	texts := map[string]labels{}
	var buildings, campaign []json.RawMessage
	var campaignAt, buildingsAt []string
	var events, scenarios []json.RawMessage
	var eventsAt, scenariosAt []string
	var sections [][]byte
	var sectionsAt []string
	for _, f := range files {
		if len(f.Data) > MaxFileSize {
			return outpost.Data{}, nil, fmt.Errorf("%s: larger than %d bytes", f.Name, MaxFileSize)
		}
		if !json.Valid(f.Data) {
			return outpost.Data{}, nil, fmt.Errorf("%s: not valid JSON", f.Name)
		}
		if err := strictjson.CheckDuplicateKeys(f.Data); err != nil {
			return outpost.Data{}, nil, fmt.Errorf("%s: %w", f.Name, err)
		}
		trimmed := bytes.TrimSpace(f.Data)
		if path.Base(strings.ReplaceAll(f.Name, "\\", "/")) == "events.json" {
			events, eventsAt = append(events, f.Data), append(eventsAt, f.Name)
			continue
		}
		if len(trimmed) > 0 && trimmed[0] == '[' {
			buildings, buildingsAt = append(buildings, f.Data), append(buildingsAt, f.Name)
			continue
		}
		var obj map[string]json.RawMessage
		if err := json.Unmarshal(f.Data, &obj); err != nil {
			rep.warn(f.Name, "skipped: not an object or a list")
			continue
		}
		if dir, _ := path.Split(strings.ReplaceAll(f.Name, "\\", "/")); strings.HasSuffix(dir, "scenarios/") {
			scenarios, scenariosAt = append(scenarios, f.Data), append(scenariosAt, f.Name)
			continue
		}
		if dir, _ := path.Split(strings.ReplaceAll(f.Name, "\\", "/")); strings.HasSuffix(dir, "sections/") {
			sections, sectionsAt = append(sections, f.Data), append(sectionsAt, f.Name)
			continue
		}
		if dir, file := path.Split(strings.ReplaceAll(f.Name, "\\", "/")); strings.HasSuffix(dir, "label/") && strings.HasSuffix(file, ".json") {
			texts[strings.TrimSuffix(file, ".json")] = labelsOf(obj)
			continue
		}
		switch {
		case obj["campaign"] != nil: // a built edition file
			var c map[string]json.RawMessage
			if json.Unmarshal(obj["campaign"], &c) != nil {
				rep.warn(f.Name+".campaign", "skipped: not an object")
				break
			}
			campaign, campaignAt = append(campaign, obj["campaign"]), append(campaignAt, f.Name+".campaign")
			if obj["events"] != nil {
				events, eventsAt = append(events, obj["events"]), append(eventsAt, f.Name+".events")
			}
			if obj["scenarios"] != nil {
				scenarios, scenariosAt = append(scenarios, obj["scenarios"]), append(scenariosAt, f.Name+".scenarios")
			}
			if obj["sections"] != nil {
				sections, sectionsAt = append(sections, obj["sections"]), append(sectionsAt, f.Name+".sections")
			}
			if c["buildings"] != nil {
				buildings, buildingsAt = append(buildings, c["buildings"]), append(buildingsAt, f.Name+".campaign.buildings")
			}
			var byLang map[string]json.RawMessage
			if json.Unmarshal(obj["label"], &byLang) == nil {
				for l, raw := range byLang {
					var m map[string]json.RawMessage
					if json.Unmarshal(raw, &m) == nil {
						texts[l] = labelsOf(m)
					}
				}
			}
		case obj["weeks"] != nil || obj["townGuardPerks"] != nil || obj["highMorale"] != nil || obj["events"] != nil:
			campaign, campaignAt = append(campaign, f.Data), append(campaignAt, f.Name)
			var c map[string]json.RawMessage
			_ = json.Unmarshal(f.Data, &c)
			if c["buildings"] != nil {
				buildings, buildingsAt = append(buildings, c["buildings"]), append(buildingsAt, f.Name+".buildings")
			}
		default:
			rep.warn(f.Name, "skipped: no buildings, calendar or texts")
		}
	}
	tx := translator{texts: texts, lang: lang}
	var d outpost.Data
	for i, raw := range buildings {
		readBuildings(&d, raw, buildingsAt[i], tx, rep)
	}
	for i, raw := range campaign {
		readCampaign(&d, raw, campaignAt[i], tx, rep)
	}
	for i, raw := range events {
		readEvents(&d, raw, eventsAt[i], tx, rep)
	}
	for i, raw := range scenarios {
		readScenarios(&d.Rewards, raw, scenariosAt[i], tx, rep)
	}
	for i, raw := range sections {
		readScenarios(&d.Sections, raw, sectionsAt[i], tx, rep)
	}
	keepKnownDecks(&d, rep)
	keepKnownEventCards(&d, rep)
	if len(d.Buildings) == 0 && len(d.Weeks) == 0 {
		if cityOnly(&d) { // Gloomhaven's city and road events, no outpost
			return d, rep, nil
		}
		return outpost.Data{}, rep, ErrNoOutpost
	}
	rep.Buildings, rep.Weeks = len(d.Buildings), len(d.Weeks)
	rep.Rewards = len(d.Rewards)
	rep.RewardsPlayed, rep.RewardWords = RewardCounts(d)
	rep.Sections = len(d.Sections)
	rep.SectionsPlayed, rep.SectionWords = RewardCounts(outpost.Data{Rewards: d.Sections})
	return d, rep, nil
}

// labels are one language's texts: nested objects of strings.
type labels map[string]any

func labelsOf(obj map[string]json.RawMessage) labels {
	out := labels{}
	for k, raw := range obj {
		var v any
		if json.Unmarshal(raw, &v) == nil {
			out[k] = v
		}
	}
	return out
}

func (l labels) lookup(key string) (string, bool) {
	var cur any = map[string]any(l)
	for _, part := range strings.Split(key, ".") {
		m, ok := cur.(map[string]any)
		if !ok {
			return "", false
		}
		if cur, ok = m[part]; !ok {
			return "", false
		}
	}
	if m, ok := cur.(map[string]any); ok { // "buildings.smithy" names the object; its "" is the text
		cur = m[""]
	}
	s, ok := cur.(string)
	return s, ok
}

type translator struct {
	texts map[string]labels
	lang  string
}

// keyRE is a whole label reference: "%data.buildings.smithy.1%".
var keyRE = regexp.MustCompile(`^%data\.([A-Za-z0-9_.:-]+)%$`)

// text returns what a data string says in the language asked for and in
// English: a label reference resolved (its key when no language has it),
// a plain string as it is.
func (t translator) text(s string) (words, english string) {
	m := keyRE.FindStringSubmatch(s)
	if m == nil {
		return clean(s), s
	}
	english, ok := t.texts["en"].lookup(m[1])
	if !ok {
		english = m[1]
	}
	words, ok = t.texts[t.lang].lookup(m[1])
	if !ok {
		words = english
	}
	return clean(words), english
}

// Name is the building's name in the language asked for (its key's text,
// "Mining Camp"), the name itself when no text names it.
func (t translator) name(key string) string {
	if w, ok := t.texts[t.lang].lookup("buildings." + key); ok {
		return clean(w)
	}
	if w, ok := t.texts["en"].lookup("buildings." + key); ok {
		return clean(w)
	}
	return key
}

var (
	resourceRE = regexp.MustCompile(`%game\.resource\.([a-z][a-z0-9]*)%`)
	iconRE     = regexp.MustCompile(`%game\.(?:condition|action|element)\.([a-zA-Z-]+)%`)
	sectionRE  = regexp.MustCompile(`%(?:data|game)\.section:([0-9.A-Za-z]+)%`)
	otherRE    = regexp.MustCompile(`%[a-zA-Z0-9_.:-]+%`)
	tagRE      = regexp.MustCompile(`<br\s*/?>`)
	markupRE   = regexp.MustCompile(`</?[a-z]+(\s[^<>]*)?/?>`)
	// timesRE is GHS's "[Cx3]" or "[10xC]": a number times C, the number
	// of characters ("if T>[Cx2]", "at least [Cx3] cards").
	timesRE = regexp.MustCompile(`\[\s*(?:C\s*[x×*]\s*(\d{1,3})|(\d{1,3})\s*[x×*]\s*C)\s*\]`)
	// floorRE is GHS's "[(L+1)/2{$math.floor}]": a formula rounded down;
	// formulaRE a bracketed formula of numbers and the scenario level L
	// ("[2 + …]").
	floorRE   = regexp.MustCompile(`\[([0-9LC+\-*/×() ]+)\{\$math\.floor\}\]`)
	formulaRE = regexp.MustCompile(`\[([0-9LC+\-*/×() ,]*(?:rounded down)?[0-9LC+\-*/×() ,]*)\]`)
	// plusRE is a "+1" sticker's icon (%game.resource.plus1%).
	plusRE = regexp.MustCompile(`^plus(\d{1,2})$`)
	// leftoverRE finds notation a text should no longer hold once
	// cleaned: a label or icon key, a tag, an entity, a bracketed
	// formula, a braced name that is no resource.
	leftoverRE = regexp.MustCompile(`%[a-zA-Z]|<[a-z/]|&[a-z]+;|\[[^\]]*\]|\{[^}]*\}`)
)

// Leftover is the first piece of GHS notation left in the words s (""
// none): the importer warns of it, so that --check-data names each text
// the screen would show with notation in it. A resource as {lumber} is
// no leftover (the screen names it).
func Leftover(s string) string {
	for _, m := range leftoverRE.FindAllString(s, -1) {
		if strings.HasPrefix(m, "{") && outpost.Resource(strings.Trim(m, "{}")).Known() {
			continue
		}
		return m
	}
	return ""
}

// clean turns GHS markup into plain words: a resource as {lumber} (for
// the screen to name in the player's language, outpost.Effect.Words), a
// sticker's "+1" icon as +1, "[Cx3]" as "3 × the number of characters",
// a formula "[2 + [(L+1)/2{$math.floor}]]" as "2 + ((L+1)/2, rounded
// down)",
// other icons by their name, a section by its number, a line break as a
// new line, other tags dropped.
func clean(s string) string {
	s = resourceRE.ReplaceAllStringFunc(s, func(k string) string {
		name := resourceRE.FindStringSubmatch(k)[1]
		if m := plusRE.FindStringSubmatch(name); m != nil {
			return "+" + m[1] // a "+1" sticker
		}
		if outpost.Resource(name).Known() {
			return "{" + name + "}"
		}
		return name
	})
	s = timesRE.ReplaceAllString(s, "$1$2 × the number of characters")
	s = floorRE.ReplaceAllString(s, "($1, rounded down)")
	s = formulaRE.ReplaceAllString(s, "$1")
	s = iconRE.ReplaceAllString(s, "$1")
	s = sectionRE.ReplaceAllString(s, "section $1")
	s = otherRE.ReplaceAllStringFunc(s, func(k string) string {
		parts := strings.Split(strings.Trim(k, "%"), ".")
		last := parts[len(parts)-1]
		name := last[strings.LastIndex(last, ":")+1:]
		if parts[0] == "game" && len(parts) > 2 && parts[1] == "action" { // "fh-algox": the Algox
			name = strings.TrimPrefix(name, "fh-")
		}
		return strings.ReplaceAll(name, "-", " ")
	})
	s = tagRE.ReplaceAllString(s, "\n")
	s = markupRE.ReplaceAllString(s, "")
	return strings.TrimSpace(s)
}

// effect structures one effect from its English text, keeping its words.
func effect(words, english string) outpost.Effect {
	e := outpost.Effect{Words: words}
	en := strings.TrimSpace(english)
	if m := loseRE.FindStringSubmatch(en); m != nil {
		n, _ := strconv.Atoi(m[1])
		switch r := outpost.Resource(m[2]); {
		case m[2] == "morale":
			e.Morale = -n
		case m[2] == "inspiration":
			e.Inspiration = -n
		case r.Known():
			e.Lose = outpost.Supply{r: n}
		}
	}
	return e
}

// loseRE is the one effect the table plays: "Lose 2 collective
// %game.resource.hide%", "Lose 5 collective gold", "Lose 1 morale".
var loseRE = regexp.MustCompile(`^Lose (\d{1,3}) (?:collective )?(?:%game\.resource\.)?(lumber|metal|hide|gold|morale|inspiration)%?$`)

type ghsCosts struct {
	Prosperity, Lumber, Metal, Hide, Gold int
	Manual                                int
}

func (c ghsCosts) cost() outpost.Cost {
	return outpost.Cost{Prosperity: c.Prosperity, Manual: c.Manual != 0,
		Materials: outpost.Supply{outpost.Lumber: c.Lumber, outpost.Metal: c.Metal, outpost.Hide: c.Hide, outpost.Gold: c.Gold}.Plus(nil)}
}

func (c ghsCosts) check() error {
	for _, n := range []int{c.Prosperity, c.Lumber, c.Metal, c.Hide, c.Gold} {
		if n < 0 || n > 10000 {
			return fmt.Errorf("cost %d is out of 0..10000", n)
		}
	}
	return nil
}

type ghsReward struct {
	Prosperity, Defense, Soldiers, LoseMorale int
	Section                                   string
	Plots                                     int
	Items, Errata                             string
}

// buildingKeys are the keys of a GHS building this reader takes; the
// others are named in the report (coordinates are the map's layout).
var buildingKeys = map[string]bool{"id": true, "name": true, "costs": true, "upgrades": true, "repair": true,
	"rebuild": true, "effectNormal": true, "effectWrecked": true, "rewards": true, "prosperityUnlock": true,
	"requires": true, "coordinates": true, "interactionsAvailable": true, "interactionsUnavailable": true}

func readBuildings(d *outpost.Data, raw json.RawMessage, at string, tx translator, rep *Report) {
	var list []json.RawMessage
	if err := json.Unmarshal(raw, &list); err != nil {
		rep.warn(at, "skipped: not a list of buildings")
		return
	}
	for i, item := range list {
		bat := fmt.Sprintf("%s[%d]", at, i)
		if len(d.Buildings) >= maxBuildings {
			rep.warn(bat, "left out: more than %d buildings", maxBuildings)
			return
		}
		b, err := readBuilding(item, bat, tx, rep)
		if err != nil {
			rep.warn(bat, "skipped: %v", err)
			continue
		}
		if _, dup := d.Building(b.Name); dup {
			rep.warn(bat, "skipped: building %q named twice", b.Name)
			continue
		}
		d.Buildings = append(d.Buildings, b)
	}
}

func readBuilding(raw json.RawMessage, at string, tx translator, rep *Report) (outpost.Building, error) {
	var obj map[string]json.RawMessage
	if err := json.Unmarshal(raw, &obj); err != nil {
		return outpost.Building{}, errors.New("not an object")
	}
	var g struct {
		ID                      string
		Name                    string
		Costs                   ghsCosts
		Upgrades                []ghsCosts
		Repair                  []int
		Rebuild                 []ghsCosts
		EffectNormal            []string
		EffectWrecked           []string
		Rewards                 []ghsReward
		ProsperityUnlock        bool
		Requires                string
		InteractionsAvailable   []string
		InteractionsUnavailable []string
	}
	if err := json.Unmarshal(raw, &g); err != nil {
		return outpost.Building{}, fmt.Errorf("a field of the wrong kind: %v", err)
	}
	for _, k := range sortedKeys(obj) {
		if !buildingKeys[k] {
			rep.warn(at+"."+k, "skipped: not known to this reader")
		}
	}
	if err := outpostName(g.Name); err != nil {
		return outpost.Building{}, err
	}
	if len(g.Upgrades)+1 > maxLevels || len(g.Repair) > maxLevels || len(g.Rebuild) > maxLevels ||
		len(g.Rewards) > maxLevels || len(g.EffectNormal) > maxLevels || len(g.EffectWrecked) > maxLevels {
		return outpost.Building{}, fmt.Errorf("more than %d levels", maxLevels)
	}
	if err := g.Costs.check(); err != nil {
		return outpost.Building{}, err
	}
	b := outpost.Building{Name: g.Name, Title: tx.name(g.Name), Number: g.ID, Build: g.Costs.cost(), Requires: g.Requires, Unlocked: g.ProsperityUnlock}
	for _, u := range g.Upgrades {
		if err := u.check(); err != nil {
			return outpost.Building{}, err
		}
		b.Upgrades = append(b.Upgrades, u.cost())
	}
	for _, n := range g.Repair {
		if n < 0 || n > 10000 {
			return outpost.Building{}, fmt.Errorf("repair cost %d is out of 0..10000", n)
		}
		b.Repair = append(b.Repair, n)
	}
	for _, r := range g.Rebuild {
		if err := r.check(); err != nil {
			return outpost.Building{}, err
		}
		b.Rebuild = append(b.Rebuild, r.cost().Materials)
	}
	for li, r := range g.Rewards {
		if r.Prosperity < 0 || r.Defense < -1000 || r.Defense > 1000 || r.Soldiers < 0 || r.Soldiers > 100 || r.LoseMorale < 0 || r.LoseMorale > outpost.MaxMorale {
			return outpost.Building{}, fmt.Errorf("reward of level %d out of range", li+1)
		}
		w := outpost.Reward{Prosperity: r.Prosperity, Defense: r.Defense, Soldiers: r.Soldiers, LoseMorale: r.LoseMorale, Section: r.Section}
		var more []string
		if r.Plots > 0 {
			more = append(more, fmt.Sprintf("+%d garden plot", r.Plots))
		}
		if r.Items != "" {
			more = append(more, "items "+r.Items+" available")
		}
		w.Words = strings.Join(more, "; ")
		b.Rewards = append(b.Rewards, w)
	}
	b.Effects = effects(g.EffectNormal, tx, rep)
	b.WreckedEffects = effects(g.EffectWrecked, tx, rep)
	return b, nil
}

func effects(keys []string, tx translator, rep *Report) []outpost.Effect {
	var out []outpost.Effect
	for _, k := range keys {
		if k == "" {
			out = append(out, outpost.Effect{})
			continue
		}
		e := effect(tx.text(k))
		if e.Played() {
			rep.Played++
		} else {
			rep.Words++
		}
		out = append(out, e)
	}
	return out
}

func outpostName(s string) error {
	if strings.TrimSpace(s) == "" {
		return errors.New("no name")
	}
	if len([]rune(s)) > outpost.MaxName {
		return fmt.Errorf("name longer than %d characters", outpost.MaxName)
	}
	return nil
}

// campaignKeys are the keys of GHS's campaign.json this reader takes or
// knows to be none of the outpost's.
var campaignKeys = map[string]bool{"weeks": true, "highMorale": true, "lowMorale": true, "townGuardPerks": true,
	"buildings": true, "campaignStickers": true, "events": true, "lootSpecial1Sections": true, "lootSpecial2Sections": true}

func readCampaign(d *outpost.Data, raw json.RawMessage, at string, tx translator, rep *Report) {
	var c map[string]json.RawMessage
	if json.Unmarshal(raw, &c) != nil {
		rep.warn(at, "skipped: not an object")
		return
	}
	for _, k := range sortedKeys(c) {
		if !campaignKeys[k] {
			rep.warn(at+"."+k, "skipped: not known to this reader")
		}
	}
	if c["weeks"] != nil {
		var weeks map[string][]string
		if err := json.Unmarshal(c["weeks"], &weeks); err != nil {
			rep.warn(at+".weeks", "skipped: not sections by week")
		}
		for _, k := range sortedKeys(weeks) {
			w, err := strconv.Atoi(k)
			if err != nil || w < 1 || w > outpost.CalendarWeeks {
				rep.warn(at+".weeks."+k, "skipped: not a week of the calendar (1..%d)", outpost.CalendarWeeks)
				continue
			}
			if d.Weeks == nil {
				d.Weeks = map[int][]string{}
			}
			for _, s := range weeks[k] {
				if outpostName(s) != nil || len(d.Weeks[w]) >= maxList {
					rep.warn(at+".weeks."+k, "section %q skipped", s)
					continue
				}
				d.Weeks[w] = append(d.Weeks[w], s)
			}
		}
	}
	for _, m := range []struct {
		key string
		dst *[]string
	}{{"highMorale", &d.HighMorale}, {"lowMorale", &d.LowMorale}} {
		if c[m.key] == nil {
			continue
		}
		var ss []string
		if json.Unmarshal(c[m.key], &ss) != nil || len(ss) > maxList {
			rep.warn(at+"."+m.key, "skipped: not a list of sections")
			continue
		}
		*m.dst = append(*m.dst, ss...)
	}
	if c["events"] != nil {
		readEventDecks(d, c["events"], at+".events", rep)
	}
	if c["townGuardPerks"] != nil {
		readPerks(d, c["townGuardPerks"], at+".townGuardPerks", tx, rep)
	}
}

type ghsPerk struct {
	Sections []string
	Perk     struct {
		Type  string
		Cards []struct {
			Count          int
			AttackModifier struct {
				Type      string
				ValueType string
				Value     int
				Rolling   bool
				Effects   []struct{ Type, Value, Hint string }
			}
		}
	}
}

func readPerks(d *outpost.Data, raw json.RawMessage, at string, tx translator, rep *Report) {
	var list []ghsPerk
	if err := json.Unmarshal(raw, &list); err != nil || len(list) > maxList {
		rep.warn(at, "skipped: not a list of perks")
		return
	}
	for i, g := range list {
		pat := fmt.Sprintf("%s[%d]", at, i)
		p := outpost.GuardPerk{Sections: g.Sections}
		ok := true
		for ci, c := range g.Perk.Cards {
			am := c.AttackModifier
			card := outpost.GuardCard{Rolling: am.Rolling}
			switch am.Type {
			case "wreck":
				card.Special = outpost.Wreck
			case "success":
				card.Special = outpost.Success
			case "townguard":
				switch am.ValueType {
				case "minus":
					card.Value = -am.Value
				case "plus", "default", "":
					card.Value = am.Value
				default:
					ok = false
				}
			default:
				ok = false
			}
			var words []string
			for _, e := range am.Effects {
				w, _ := tx.text(e.Value)
				if e.Hint != "" { // the hint says it in words ("Gain one hide")
					w, _ = tx.text(e.Hint)
				}
				words = append(words, w)
			}
			card.Words = strings.Join(words, "; ")
			if !ok || c.Count < 1 || c.Count > 20 || card.Value < -outpost.MaxCardValue || card.Value > outpost.MaxCardValue || len([]rune(card.Words)) > outpost.MaxName {
				rep.warn(fmt.Sprintf("%s.perk.cards[%d]", pat, ci), "skipped perk: a card this reader cannot read")
				ok = false
				break
			}
			for range c.Count {
				// "replace": the first card listed is taken out, the
				// others put in; "add": all are put in.
				if g.Perk.Type == "replace" && ci == 0 {
					p.Remove = append(p.Remove, card)
				} else {
					p.Add = append(p.Add, card)
				}
			}
		}
		if g.Perk.Type != "replace" && g.Perk.Type != "add" {
			rep.warn(pat+".perk.type", "skipped perk: type %q unknown", g.Perk.Type)
			ok = false
		}
		if ok {
			d.Perks = append(d.Perks, p)
		}
	}
}

func sortedKeys[V any](m map[string]V) []string {
	ks := make([]string, 0, len(m))
	for k := range m {
		ks = append(ks, k)
	}
	sort.Strings(ks)
	return ks
}

// FilesAt reads the outpost's files at path: the file itself (a built
// edition, buildings.json or campaign.json) and, for one of GHS's
// data/fh/ files, the others of the outpost beside it (buildings.json,
// campaign.json, events.json, and the texts label/en.json and
// label/<lang>.json). Only
// regular files of at most MaxFileSize bytes are read.
func FilesAt(filePath, lang string) ([]File, error) {
	data, err := pack.ReadFile(filePath)
	if err != nil {
		return nil, err
	}
	files := []File{{Name: filepath.Base(filePath), Data: data}}
	base, dir := filepath.Base(filePath), filepath.Dir(filePath)
	if base != "buildings.json" && base != "campaign.json" {
		return files, nil
	}
	others := []string{"buildings.json", "campaign.json", "events.json", "label/en.json"}
	if lang != "" && lang != "en" {
		others = append(others, "label/"+lang+".json")
	}
	for _, other := range others {
		if other == base {
			continue
		}
		if b, err := pack.ReadFile(filepath.Join(dir, filepath.FromSlash(other))); err == nil {
			files = append(files, File{Name: other, Data: b})
		}
	}
	// the scenarios' and the sections' rewards (scenarios/*.json and
	// sections/*.json beside them; a section without rewards is a room)
	for _, folder := range []string{"scenarios", "sections"} {
		found, _ := filepath.Glob(filepath.Join(dir, folder, "*.json"))
		kept := 0
		for _, n := range found {
			if kept == outpost.MaxScenarioRewards {
				break
			}
			if b, err := pack.ReadFile(n); err == nil && (folder == "scenarios" || bytes.Contains(b, []byte(`"rewards"`))) {
				files = append(files, File{Name: folder + "/" + filepath.Base(n), Data: b})
				kept++
			}
		}
	}
	return files, nil
}
