package ghs

import (
	"encoding/json"
	"fmt"
	"path"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/haventable/haventable/engine/outpost"
	"github.com/haventable/haventable/engine/outpost/ghsoutpost"
	"github.com/haventable/haventable/engine/pack"
)

// This file imports what a group keeps between scenarios: items
// (items.json), battle goals (battle-goals.json), personal quests
// (personal-quests.json) and events (events.json) of a GHS data folder, or
// the "items", "battleGoals", "personalQuests" and "events" of a built
// edition file, with their texts in English, German and French from the
// labels (label/<lang>.json, label/spoiler/<lang>.json).

// sheetLangs are the languages whose labels are kept: those Haventable
// speaks (locales/). English is im.labels.
var sheetLangs = []string{"de", "fr"}

// sheetKinds maps the keys of a built edition file to the names of a data
// folder's list files.
var sheetKinds = []struct{ key, file string }{
	{"items", "items.json"},
	{"battleGoals", "battle-goals.json"},
	{"personalQuests", "personal-quests.json"},
	{"events", "events.json"},
}

// sheetList returns the built edition key of the data folder's list file
// called name ("items" for ".../gh/items.json").
func sheetList(name string) (string, bool) {
	base := path.Base(strings.ReplaceAll(name, "\\", "/"))
	for _, k := range sheetKinds {
		if base == k.file {
			return k.key, true
		}
	}
	return "", false
}

// collectSheet files the objects of the list raw (of a built edition's key
// or a list file) under their kind.
func (im *importer) collectSheet(at, key string, raw json.RawMessage, c *collected) {
	max := map[string]int{"items": pack.MaxItems, "battleGoals": pack.MaxBattleGoals,
		"personalQuests": pack.MaxPersonalQuests, "events": pack.MaxEvents}[key]
	dst := map[string]*[]item{"items": &c.items, "battleGoals": &c.goals,
		"personalQuests": &c.quests, "events": &c.events}[key]
	im.collectList(at, raw, max, dst)
}

// collectList appends the objects of the JSON list raw (at most max) to
// dst, with their paths; the report names what is not an object, a value
// that is not a list, and a list of more than max.
func (im *importer) collectList(at string, raw json.RawMessage, max int, dst *[]item) {
	more, ok := eachItem(raw, max, func(i int, raw json.RawMessage) {
		o, err := pack.Object(raw)
		if err != nil {
			im.rep.Warn(pack.Path(at, i), "skipped: not an object")
			return
		}
		*dst = append(*dst, item{pack.Path(at, i), o})
	})
	switch {
	case !ok:
		im.rep.Warn(at, "skipped: not a list")
	case more:
		im.rep.Warn(at, "more than %d: those after the %dth left out (a data pack holds at most %d)", max, max, max)
	}
}

// addLang keeps the labels of a language the sheet's texts are read in.
func (im *importer) addLang(locale string, raw json.RawMessage) bool {
	l := im.langs[locale]
	if l == nil {
		l = labels{}
		im.langs[locale] = l
	}
	return l.add(raw)
}

// texts returns the label at key in every language that has it, English
// first, as plain words; "" keys give nothing.
func (im *importer) texts(key string) pack.Texts {
	return im.textsWith(key, pack.MaxTextLen, func(_, s string) string { return s })
}

// textsWith is texts of at most max characters, each language's label
// first changed by fix.
func (im *importer) textsWith(key string, max int, fix func(lang, s string) string) pack.Texts {
	var out pack.Texts
	add := func(lang string, l labels) {
		if s, ok := l.lookup(key); ok && strings.TrimSpace(s) != "" {
			out = append(out, pack.Text{Lang: lang, Text: clip(l.text(plain(fix(lang, s))), max)})
		}
	}
	add("en", im.labels)
	for _, lang := range sheetLangs {
		if l := im.langs[lang]; l != nil {
			add(lang, l)
		}
	}
	return out
}

// joined returns the labels key+".1", key+".2" … of every language, each
// language's joined by a line break.
func (im *importer) joined(key string) pack.Texts {
	var out pack.Texts
	for i := 1; i <= 9; i++ {
		for _, t := range im.texts(key + "." + strconv.Itoa(i)) {
			j := 0
			for j < len(out) && out[j].Lang != t.Lang {
				j++
			}
			if j == len(out) {
				out = append(out, t)
			} else {
				out[j].Text = clip(out[j].Text+"\n"+t.Text, pack.MaxTextLen)
			}
		}
	}
	return out
}

// plain turns GHS's markup ("<br>") into plain text.
func plain(s string) string {
	s = strings.ReplaceAll(s, "<br>", "\n")
	s = strings.ReplaceAll(s, "<br/>", "\n")
	return strings.TrimSpace(s)
}

// clip cuts s to max characters.
func clip(s string, max int) string {
	if !utf8.ValidString(s) {
		s = strings.ToValidUTF8(s, "\uFFFD")
	}
	if r := []rune(s); len(r) > max {
		return string(r[:max-1]) + "…"
	}
	return s
}

// sheet puts the collected items, battle goals, personal quests and events
// into p.
func (im *importer) sheet(p *pack.Pack, c *collected) {
	seenItem := map[int]bool{}
	for _, it := range c.items {
		if x, ok := im.item(it); ok {
			if seenItem[x.Number] {
				im.rep.Warn(it.path, "item skipped: number %d given twice", x.Number)
				continue
			}
			seenItem[x.Number] = true
			p.Items = append(p.Items, x)
		}
	}
	seen := map[string]bool{}
	for _, it := range c.goals {
		if g, ok := im.battleGoal(it); ok && !seen[g.ID] {
			seen[g.ID] = true
			p.BattleGoals = append(p.BattleGoals, g)
		} else if ok {
			im.rep.Warn(it.path, "battle goal skipped: %q given twice", g.ID)
		}
	}
	seen = map[string]bool{}
	for _, it := range c.quests {
		if q, ok := im.personalQuest(it); ok && !seen[q.ID] {
			seen[q.ID] = true
			p.PersonalQuests = append(p.PersonalQuests, q)
		} else if ok {
			im.rep.Warn(it.path, "personal quest skipped: %q given twice", q.ID)
		}
	}
	seen = map[string]bool{}
	for _, it := range c.events {
		if e, ok := im.event(it); ok && !seen[e.Deck+"\x00"+e.ID] {
			seen[e.Deck+"\x00"+e.ID] = true
			p.Events = append(p.Events, e)
		} else if ok {
			im.rep.Warn(it.path, "event skipped: %q of the %s deck given twice", e.ID, e.Deck)
		}
	}
}

// ghsSlots maps GHS's item slots to the pack's.
var ghsSlots = map[string]string{"head": pack.SlotHead, "body": pack.SlotBody, "legs": pack.SlotLegs,
	"onehand": pack.SlotOneHand, "twohand": pack.SlotTwoHands, "small": pack.SlotSmall}

// The item texts whose effect the table plays, in GHS's English words.
var (
	itemHealRE   = regexp.MustCompile(`^During your turn, perform a "%game\.action\.heal% (\d{1,2}), self" action\.?$`)
	itemShieldRE = regexp.MustCompile(`^During your turn, gain %game\.action\.shield% (\d) for the round\.?$`)
	// An item that lets its bearer bring more small items ("At the start
	// of the scenario, bring up to two additional %game.items.slots.small%
	// items", "You can carry two additional …").
	itemExtraSmallRE = regexp.MustCompile(`(?:bring|carry) (?:up to )?(one|two) additional %game\.items\.slots\.small% items?\b`)
)

func num(raw json.RawMessage) (int, bool) {
	var n json.Number
	if json.Unmarshal(raw, &n) != nil {
		return 0, false
	}
	i, err := strconv.Atoi(string(n))
	return i, err == nil
}

func flag(raw json.RawMessage) bool {
	var b bool
	return json.Unmarshal(raw, &b) == nil && b
}

// item maps a GHS item; ok is false (and the report says why) when it
// cannot be.
func (im *importer) item(it item) (pack.Item, bool) {
	o := it.obj
	id, ok := num(o["id"])
	if !ok || id < 1 || id > 99999 {
		im.rep.Warn(it.path, "item skipped: no number")
		return pack.Item{}, false
	}
	name := strings.TrimSpace(str(o["name"]))
	if name == "" || len([]rune(name)) > pack.MaxNameLen {
		im.rep.Warn(it.path, "item skipped: no name")
		return pack.Item{}, false
	}
	x := pack.Item{Number: id, Name: name}
	if s := str(o["slot"]); s != "" {
		if x.Slot, ok = ghsSlots[s]; !ok {
			im.rep.Warn(it.path+".slot", "item %d: slot %q unknown: kept as not worn", id, s)
		}
	}
	bounded := func(key string, lo, hi int) int {
		n, ok := num(o[key])
		if o[key] != nil && (!ok || n < lo || n > hi) {
			im.rep.Warn(it.path+"."+key, "item %d: %s out of %d..%d: left out", id, key, lo, hi)
			return 0
		}
		return n
	}
	x.Cost = bounded("cost", 0, pack.MaxItemCost)
	x.Count = bounded("count", 0, 99)
	x.Prosperity = bounded("unlockProsperity", 0, 9)
	x.Building = clip(displayName(str(o["requiredBuilding"])), pack.MaxTextLen)
	x.BuildingLevel = bounded("requiredBuildingLevel", 0, 9)
	x.Uses = bounded("slots", 0, 20)
	x.Resources = pack.CraftCost(im.itemResources(it.path, id, o["resources"]))
	x.AnyHerbs = im.anyHerbs(it.path, id, o["resourcesAny"])
	x.RequiredItems = im.requiredItems(it.path, id, o["requiredItems"])
	switch {
	case flag(o["consumed"]):
		x.Use = pack.UseConsumed
	case flag(o["spent"]):
		x.Use = pack.UseSpent
	}
	if n := bounded("minusOne", 0, 20); n > 0 {
		x.Effects = append(x.Effects, pack.ItemEffect{Kind: pack.EffectModifier, Value: n, Card: "-1"})
	}
	edition := str(o["edition"])
	key := "items." + edition + "-" + strconv.Itoa(id)
	x.Text = im.joined(key)
	x.Names = im.texts(key + ".")
	for i := range x.Names {
		x.Names[i].Text = clip(x.Names[i].Text, pack.MaxNameLen)
	}
	for i := 1; i <= 4; i++ {
		en, _ := im.labels.lookup(key + "." + strconv.Itoa(i))
		if m := itemExtraSmallRE.FindStringSubmatch(en); m != nil {
			x.ExtraSmall = map[string]int{"one": 1, "two": 2}[m[1]]
		}
	}
	// The card's one text, in GHS's English words, when it says exactly
	// what the table plays.
	if en, ok := im.labels.lookup(key + ".1"); ok {
		if _, more := im.labels.lookup(key + ".2"); !more {
			if te := itemTextEffects(en, o); te != nil {
				x.Effects = append(x.Effects, te...)
			} else {
				x.Effects = append(x.Effects, itemTurnEffects(o, en)...)
			}
		}
	}
	var acts []gAction
	if json.Unmarshal(o["actions"], &acts) == nil {
		for _, a := range acts {
			n, isNum := a.Value.(float64)
			if a.Type == "shield" && isNum && n >= 1 && n <= 99 && len(a.SubActions) == 0 {
				x.Effects = append(x.Effects, pack.ItemEffect{Kind: pack.EffectShield, Value: int(n)})
			}
		}
	}
	return x, true
}

// itemTextEffects returns the effects an item's English card text says
// exactly (o: the item in GHS's data), none for any other text.
func itemTextEffects(en string, o map[string]json.RawMessage) []pack.ItemEffect {
	en = strings.TrimSpace(en)
	one := func(re *regexp.Regexp, kind string) []pack.ItemEffect {
		m := re.FindStringSubmatch(en)
		if m == nil {
			return nil
		}
		e := pack.ItemEffect{Kind: kind}
		if len(m) > 1 {
			e.Value, _ = strconv.Atoi(m[1])
		}
		return []pack.ItemEffect{e}
	}
	if e := itemAttackEffects(en); e != nil {
		return e
	}
	if e := itemTurnAttackEffects(en); e != nil {
		return e
	}
	if e := itemMoveEffects(en); e != nil {
		return e
	}
	if e := itemRetaliateEffects(en); e != nil && roundCard(o) {
		return e
	}
	if e := itemAttackedRetaliateEffects(en); e != nil {
		return e
	}
	if e := itemTurnMoveEffects(en); e != nil {
		return e
	}
	for _, f := range []struct {
		re   *regexp.Regexp
		kind string
	}{{itemHealRE, pack.EffectHeal}, {itemShieldRE, pack.EffectShield}} {
		if e := one(f.re, f.kind); e != nil {
			return e
		}
	}
	return nil
}

func (im *importer) battleGoal(it item) (pack.BattleGoal, bool) {
	o := it.obj
	id := strings.TrimSpace(str(o["cardId"]))
	if id == "" || len([]rune(id)) > pack.MaxNameLen {
		im.rep.Warn(it.path, "battle goal skipped: no card number")
		return pack.BattleGoal{}, false
	}
	g := pack.BattleGoal{ID: id, Checks: 1}
	if n, ok := num(o["checks"]); ok && n >= 1 && n <= 3 {
		g.Checks = n
	} else if o["checks"] != nil {
		im.rep.Warn(it.path+".checks", "battle goal %s: checks not 1 to 3: taken as 1", id)
	}
	g.Name = im.texts("battleGoals." + id + ".")
	if len(g.Name) == 0 {
		name := strings.TrimSpace(str(o["name"]))
		if name == "" {
			im.rep.Warn(it.path, "battle goal skipped: no name")
			return pack.BattleGoal{}, false
		}
		g.Name = pack.Texts{{Lang: "en", Text: clip(name, pack.MaxNameLen)}}
	}
	for i := range g.Name {
		g.Name[i].Text = clip(g.Name[i].Text, pack.MaxNameLen)
	}
	g.Text = im.texts("battleGoals." + id + ".text")
	return g, true
}

// questKeyRE finds the edition of a personal quest in its labels' keys.
var questKeyRE = regexp.MustCompile(`^%data\.personalQuest\.([a-z0-9]{1,10})\.`)

// killedRE is a requirement counting kills: "Vermlings killed".
var killedRE = regexp.MustCompile(`^(.{1,100}?) killed$`)

// ghsTracks maps GHS's "autotrack" to the pack's track (docs/data-format.md).
var ghsTracks = map[string]string{
	"gold": "gold", "loot": "loot", "scenariosCompleted": "scenarios",
	"exhaustedSelf": "exhausted", "battleGoals": "battle_goal_checks",
	"bossScenarios": "boss_scenarios", "sideScenarios": "side_scenarios",
}

func (im *importer) personalQuest(it item) (pack.PersonalQuest, bool) {
	o := it.obj
	id := strings.TrimSpace(str(o["cardId"]))
	if id == "" || len([]rune(id)) > pack.MaxNameLen {
		im.rep.Warn(it.path, "personal quest skipped: no card number")
		return pack.PersonalQuest{}, false
	}
	var reqs []struct {
		Name      string `json:"name"`
		Counter   any    `json:"counter"`
		Autotrack string `json:"autotrack"`
	}
	if err := json.Unmarshal(o["requirements"], &reqs); err != nil || len(reqs) == 0 || len(reqs) > pack.MaxRequirements {
		im.rep.Warn(it.path+".requirements", "personal quest %s skipped: no requirements, or more than %d", id, pack.MaxRequirements)
		return pack.PersonalQuest{}, false
	}
	q := pack.PersonalQuest{ID: id}
	edition := ""
	for i, r := range reqs {
		if m := questKeyRE.FindStringSubmatch(r.Name); m != nil {
			edition = m[1]
		}
		count := 1
		if n, ok := r.Counter.(float64); ok && n >= 1 && n <= pack.MaxEffectValue {
			count = int(n)
		}
		req := pack.Requirement{Count: count}
		if key, ok := strings.CutPrefix(strings.TrimSuffix(r.Name, "%"), "%data."); ok && strings.HasSuffix(r.Name, "%") {
			req.Text = im.texts(key)
		}
		if len(req.Text) == 0 {
			words := strings.TrimSpace(im.labels.text(r.Name))
			if words == "" {
				words = "Requirement " + strconv.Itoa(i+1)
			}
			req.Text = pack.Texts{{Lang: "en", Text: clip(words, pack.MaxTextLen)}}
		}
		req.Track = ghsTracks[r.Autotrack]
		if sc, ok := strings.CutPrefix(r.Autotrack, "scenario:"); ok && len(sc) <= 100 {
			req.Track = "scenario:" + sc
		}
		if m := killedRE.FindStringSubmatch(req.Text.In("en")); m != nil && req.Track == "" {
			req.Track = "kills:" + m[1]
		}
		q.Requirements = append(q.Requirements, req)
	}
	if edition != "" {
		q.Name = im.texts("personalQuest." + edition + "." + id + ".")
	}
	if len(q.Name) == 0 {
		q.Name = pack.Texts{{Lang: "en", Text: "Personal quest " + clip(id, 100)}}
	}
	for i := range q.Name {
		q.Name[i].Text = clip(q.Name[i].Text, pack.MaxNameLen)
	}
	var opens []string
	if s := str(o["unlockCharacter"]); s != "" {
		opens = append(opens, "the "+displayName(s)+" class")
	}
	if s := str(o["openEnvelope"]); s != "" {
		opens = append(opens, "envelope "+s)
	}
	if s := str(o["unlockPQ"]); s != "" {
		opens = append(opens, "personal quest "+s)
	}
	q.Opens = clip(strings.Join(opens, ", "), pack.MaxTextLen)
	return q, true
}

// gEffect is an event outcome's effect as GHS writes it.
type gEffect struct {
	Type      string            `json:"type"`
	Values    []json.RawMessage `json:"values"`
	Condition json.RawMessage   `json:"condition"`
}

// eventSigns are GHS's effects the campaign applies, with their kind and
// sign.
var eventSigns = map[string]struct {
	kind string
	sign int
}{
	"gold": {pack.EventGold, 1}, "loseGold": {pack.EventGold, -1},
	"experience": {pack.EventExperience, 1}, "loseExperience": {pack.EventExperience, -1},
	"reputation": {pack.EventReputation, 1}, "loseReputation": {pack.EventReputation, -1},
	"prosperity": {pack.EventProsperity, 1}, "loseProsperity": {pack.EventProsperity, -1},
}

func (im *importer) event(it item) (pack.Event, bool) {
	o := it.obj
	id := strings.TrimSpace(str(o["cardId"]))
	if id == "" || len([]rune(id)) > pack.MaxNameLen {
		im.rep.Warn(it.path, "event skipped: no card number")
		return pack.Event{}, false
	}
	deck := strings.TrimSpace(str(o["type"]))
	if deck == "" {
		deck = "event"
	}
	e := pack.Event{ID: id, Deck: clip(deck, pack.MaxNameLen), Text: story(im.labels.text(str(o["narrative"])))}
	var opts []struct {
		Label     string `json:"label"`
		Narrative string `json:"narrative"`
		Return    bool   `json:"returnToDeck"`
		Outcomes  []struct {
			Narrative string            `json:"narrative"`
			Condition json.RawMessage   `json:"condition"`
			Effects   []json.RawMessage `json:"effects"`
		} `json:"outcomes"`
	}
	if err := json.Unmarshal(o["options"], &opts); err != nil || len(opts) == 0 || len(opts) > pack.MaxOptions {
		im.rep.Warn(it.path+".options", "event %s skipped: no options, or more than %d", id, pack.MaxOptions)
		return pack.Event{}, false
	}
	for i, op := range opts {
		label := strings.TrimSpace(op.Label)
		if label == "" {
			label = string(rune('A' + i))
		}
		eo := pack.EventOption{Label: clip(label, pack.MaxNameLen), Text: story(im.labels.text(op.Narrative)), Return: op.Return}
		for j, out := range op.Outcomes {
			if j == pack.MaxOutcomes {
				im.rep.Warn(fmt.Sprintf("%s.options[%d].outcomes", it.path, i), "event %s: outcomes after the %dth left out", id, pack.MaxOutcomes)
				break
			}
			x := pack.EventOutcome{Condition: im.conditionWords(out.Condition), Text: story(im.labels.text(out.Narrative))}
			for k, raw := range out.Effects {
				if k == pack.MaxOutcomeEffects {
					im.rep.Warn(fmt.Sprintf("%s.options[%d].outcomes[%d].effects", it.path, i, j), "event %s: effects after the %dth left out", id, pack.MaxOutcomeEffects)
					break
				}
				x.Effects = append(x.Effects, im.eventEffect(raw, deck == "city" || deck == "road"))
			}
			eo.Outcomes = append(eo.Outcomes, x)
		}
		e.Options = append(e.Options, eo)
	}
	return e, true
}

// story is an event's words, in English (GHS keeps them in English only).
func story(s string) pack.Texts {
	s = plain(s)
	if s == "" {
		return nil
	}
	return pack.Texts{{Lang: "en", Text: clip(s, pack.MaxStoryLen)}}
}

// eventEffect maps one effect: one the campaign applies (gold,
// experience, reputation, prosperity, nothing, unconditional; of a
// Gloomhaven city or road card, what every character starts the next
// scenario with), else its words.
func (im *importer) eventEffect(raw json.RawMessage, city bool) pack.EventEffect {
	var s string
	if json.Unmarshal(raw, &s) == nil {
		return textEffect(im.labels.text(s))
	}
	var g gEffect
	if json.Unmarshal(raw, &g) != nil || g.Type == "" {
		return textEffect(string(raw))
	}
	if len(g.Condition) == 0 || string(g.Condition) == "null" {
		if g.Type == "noEffect" {
			return pack.EventEffect{Kind: pack.EventNothing}
		}
		if _, ok := ghsoutpost.NextScenarioOf(raw); ok && city { // the table plays it (docs/editions.md)
			e := textEffect(im.effectWords(g))
			e.Kind = pack.EventNextScenario
			return e
		}
		if k, ok := eventSigns[g.Type]; ok && len(g.Values) == 1 {
			if n, ok := num(g.Values[0]); ok && n >= 0 && n <= pack.MaxEffectValue {
				return pack.EventEffect{Kind: k.kind, Value: k.sign * n}
			}
		}
	}
	words := im.effectWords(g)
	if c := im.conditionWords(g.Condition); c != "" {
		words = "If " + c + ": " + words
	}
	return textEffect(words)
}

func textEffect(s string) pack.EventEffect {
	s = clip(strings.TrimSpace(s), pack.MaxTextLen)
	if s == "" {
		s = "(no words)"
	}
	return pack.EventEffect{Kind: pack.EventText, Text: s}
}

// effectWords says a GHS effect in words: "Collective gold: 10".
func (im *importer) effectWords(g gEffect) string {
	var vals []string
	for _, v := range g.Values {
		var s string
		if json.Unmarshal(v, &s) == nil {
			vals = append(vals, strings.ReplaceAll(im.labels.text(s), "-", " "))
			continue
		}
		var sub gEffect
		if json.Unmarshal(v, &sub) == nil && sub.Type != "" {
			vals = append(vals, im.effectWords(sub))
			continue
		}
		vals = append(vals, string(v))
	}
	w := camelWords(g.Type)
	if len(vals) > 0 {
		w += ": " + strings.Join(vals, ", ")
	}
	return w
}

// conditionWords says an outcome's condition in words ("" none).
func (im *importer) conditionWords(raw json.RawMessage) string {
	if len(raw) == 0 || string(raw) == "null" {
		return ""
	}
	var s string
	if json.Unmarshal(raw, &s) == nil {
		return clip(im.labels.text(s), pack.MaxTextLen)
	}
	var g gEffect
	if json.Unmarshal(raw, &g) != nil || g.Type == "" {
		return clip(string(raw), pack.MaxTextLen)
	}
	return clip(im.effectWords(g), pack.MaxTextLen)
}

// isList reports whether raw is a JSON list.
func isList(raw json.RawMessage) bool {
	s := strings.TrimLeft(string(raw), " \t\r\n")
	return strings.HasPrefix(s, "[")
}

// requiredItems reads a Frosthaven item's requiredItems (the numbers of
// the items crafting it takes); an item naming itself is skipped, as GHS
// skips it.
func (im *importer) requiredItems(path string, id int, raw json.RawMessage) []int {
	if raw == nil {
		return nil
	}
	var ns []json.Number
	if json.Unmarshal(raw, &ns) != nil || len(ns) > pack.MaxRequiredItems {
		im.rep.Warn(path+".requiredItems", "item %d: required items are not a short list of item numbers: left out", id)
		return nil
	}
	var out []int
	for _, s := range ns {
		n, err := strconv.Atoi(string(s))
		switch {
		case err != nil || n < 1 || n > 99999:
			im.rep.Warn(path+".requiredItems", "item %d: required item %s is not an item number: left out", id, s)
		case n != id && !slices.Contains(out, n):
			out = append(out, n)
		}
	}
	return out
}

// anyHerbs reads a GHS item's resourcesAny (a crafting cost of herbs in
// any combination, [{"herb_resources": 1}, {"herb_resources": 1}]: the
// potion brewed with a herb twice or more) as the number of herbs; a
// kind other than herbs or a count out of range leaves it out with a
// warning.
func (im *importer) anyHerbs(path string, id int, raw json.RawMessage) int {
	if raw == nil {
		return 0
	}
	var parts []map[string]json.RawMessage
	if json.Unmarshal(raw, &parts) != nil {
		im.rep.Warn(path+".resourcesAny", "item %d: resourcesAny is not a list of counts: left out", id)
		return 0
	}
	total := 0
	for _, m := range parts {
		for k, v := range m {
			n, ok := num(v)
			if k != "herb_resources" || !ok || n < 0 || n > pack.MaxItemCost-total {
				im.rep.Warn(path+".resourcesAny", "item %d: crafting cost %s %s is not a count of any herbs: resourcesAny left out", id, k, string(v))
				return 0
			}
			total += n
		}
	}
	return total
}

// itemResources reads a GHS item's crafting cost ("resources": {"metal":
// 1}): materials and herbs; another kind or a count out of range is left
// out with a warning.
func (im *importer) itemResources(path string, id int, raw json.RawMessage) outpost.Supply {
	if raw == nil {
		return nil
	}
	var m map[string]json.RawMessage
	if json.Unmarshal(raw, &m) != nil {
		im.rep.Warn(path+".resources", "item %d: resources are not a list of counts: left out", id)
		return nil
	}
	var out outpost.Supply
	for k, v := range m {
		r := outpost.Resource(k)
		n, ok := num(v)
		if !r.Known() || r == outpost.Gold || !ok || n < 0 || n > pack.MaxItemCost {
			im.rep.Warn(path+".resources."+k, "item %d: crafting cost %s %s is not a count of a material or herb: left out", id, k, string(v))
			continue
		}
		out = out.Plus(outpost.Supply{r: n})
	}
	return out
}
