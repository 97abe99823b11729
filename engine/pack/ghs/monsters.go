package ghs

import (
	"encoding/json"
	"maps"
	"slices"
	"strconv"
	"strings"

	"github.com/haventable/haventable/engine/excerpt"
	"github.com/haventable/haventable/engine/monster"
	"github.com/haventable/haventable/engine/pack"
)

type gAbility struct {
	CardID     *int      `json:"cardId"`
	Name       string    `json:"name"`
	Initiative int       `json:"initiative"`
	Shuffle    bool      `json:"shuffle"`
	Actions    []gAction `json:"actions"`
}

var abilityKnown = map[string]bool{"cardId": true, "name": true, "initiative": true, "shuffle": true, "actions": true}

func (im *importer) decks(p *pack.Pack, items []item) {
	im.deckNames = map[string]string{}
	var classes []item
	defer func() { im.classDecks(p, classes) }()
	for _, it := range items {
		if _, ok := it.obj["character"]; ok {
			classes = append(classes, it) // a class's ability cards
			continue
		}
		id := str(it.obj["name"])
		name := displayName(id)
		if name == "" || im.deckNames[id] != "" {
			im.rep.Warn(it.path, "deck skipped: no name, or a name given twice")
			continue
		}
		if len(p.Decks) >= pack.MaxDecks {
			im.rep.Warn(it.path, "skipped: more than %d decks", pack.MaxDecks)
			break
		}
		for _, k := range sortedKeys(it.obj) {
			if k != "name" && k != "abilities" && k != "edition" {
				im.rep.Skip("deck." + k + ": skipped")
			}
		}
		abilities, err := pack.Items(it.obj["abilities"])
		if err != nil {
			im.rep.Warn(pack.Path(it.path, "abilities"), "deck skipped: not a list")
			continue
		}
		d := pack.Deck{Name: name}
		numbers := map[int]bool{}
		for i, raw := range abilities {
			path := pack.Path(pack.Path(it.path, "abilities"), i)
			if len(d.Cards) >= pack.MaxCards {
				im.rep.Warn(path, "card skipped: more than %d cards", pack.MaxCards)
				break
			}
			var ab gAbility
			keys, err := pack.Object(raw)
			if err != nil || json.Unmarshal(raw, &ab) != nil {
				im.rep.Warn(path, "card skipped: not an ability card object")
				continue
			}
			for _, k := range sortedKeys(keys) {
				if !abilityKnown[k] {
					im.rep.Skip("deck.abilities[*]." + k + ": skipped")
				}
			}
			num := i + 1
			if ab.CardID != nil {
				num = *ab.CardID
			}
			if ab.Initiative == lastInitiative {
				// GHS's "acts after everyone": the last initiative there is
				ab.Initiative = 99
				im.rep.Warn(pack.Path(path, "initiative"), "initiative %d (after everyone) read as 99", lastInitiative)
			}
			if num < 0 || num > 1_000_000 || numbers[num] || ab.Initiative < 0 || ab.Initiative > 99 {
				im.rep.Warn(path, "card skipped: card number %d given twice or out of range, or initiative %d out of 0..99", num, ab.Initiative)
				continue
			}
			numbers[num] = true
			im.labels.resolve(ab.Actions)
			card := pack.AbilityCard{Number: num, Name: pack.ClipName(im.labels.text(ab.Name)), Initiative: ab.Initiative,
				Shuffle: ab.Shuffle, Actions: actions(ab.Actions, 0)}
			if card.Actions == nil {
				card.Actions = []monster.Action{}
			}
			d.Cards = append(d.Cards, card)
		}
		if len(d.Cards) == 0 {
			im.rep.Warn(it.path, "deck %q skipped: no card could be read", name)
			continue
		}
		im.deckNames[id] = name
		p.Decks = append(p.Decks, d)
	}
}

// lastInitiative is the initiative GHS data gives a card that acts after
// every figure (a solo scenario's stand-in).
const lastInitiative = 100

// borrow copies deck name from the first other pack that has it into p.
func (im *importer) borrow(p *pack.Pack, name string) bool {
	d, from, ok := pack.FindDeck(im.others, name)
	if !ok || len(p.Decks) >= pack.MaxDecks {
		return false
	}
	p.Decks = append(p.Decks, d)
	im.rep.Skip("monster.deck: ability decks taken from the pack " + strconv.Quote(from.Name))
	return true
}

// levelFormula reads a stat action's value written as a formula of the
// scenario level alone ("L+2", "(L/3)+2") as the number it is at level,
// worked out as GHS works it out (formulaSource: "(L/3)+2" is 2 at level
// 1, 3 at level 2); one that depends on the party size is not read.
func levelFormula(a gAction, level int) (*monster.Amount, bool) {
	src, isText := a.Value.(string)
	if !isText || (a.ValueType != "" && a.ValueType != "fixed") {
		return nil, false
	}
	f, err := pack.ParseFormula(formulaSource(src))
	if err != nil {
		return nil, false
	}
	var n int
	for c := 2; c <= pack.MaxCharacters; c++ {
		v, err := f.Eval(c, level)
		if err != nil || (c > 2 && v != n) || v < 0 || v > pack.MaxStat {
			return nil, false
		}
		n = v
	}
	return monster.Fixed(n), true
}

// gStat is a GHS monster stat; pointers tell a missing field from zero so
// that baseStat can fill it.
type gStat struct {
	Type       string      `json:"type"`
	Level      *int        `json:"level"`
	Health     any         `json:"health"`
	Movement   any         `json:"movement"`
	Attack     any         `json:"attack"`
	Range      any         `json:"range"`
	Actions    []gAction   `json:"actions"`
	Immunities []string    `json:"immunities"`
	Special    [][]gAction `json:"special"`
	Note       string      `json:"note"`
}

// merge fills the fields s lacks from base (a field given, even empty,
// is the stat's own).
func (s gStat) merge(base gStat) gStat {
	if s.Type == "" {
		s.Type = base.Type
	}
	if s.Health == nil {
		s.Health = base.Health
	}
	if s.Movement == nil {
		s.Movement = base.Movement
	}
	if s.Attack == nil {
		s.Attack = base.Attack
	}
	if s.Range == nil {
		s.Range = base.Range
	}
	// a stat's own actions and immunities replace the base's, as GHS's
	// Monster model does; an empty list is the stat's own too
	if s.Actions == nil {
		s.Actions = slices.Clone(base.Actions)
	}
	if s.Immunities == nil {
		s.Immunities = slices.Clone(base.Immunities)
	}
	if s.Special == nil {
		s.Special = base.Special
	}
	if s.Note == "" {
		s.Note = base.Note
	}
	return s
}

var monsterKnown = map[string]bool{"name": true, "count": true, "baseStat": true, "stats": true, "deck": true,
	"boss": true, "flying": true, "edition": true, "bb": true}

// buttonsAndBugsStats writes a Buttons & Bugs monster's stats as every
// scenario level's normal and elite: the normal the base stat alone, the
// elite the first stat when it is an elite one (else the base too), as
// GHS's getStat plays them.
func buttonsAndBugsStats(raw json.RawMessage) []json.RawMessage {
	elite := map[string]any{}
	if list, err := pack.Items(raw); err == nil && len(list) > 0 {
		var first map[string]any
		if json.Unmarshal(list[0], &first) == nil && first["type"] == "elite" {
			elite = first
		}
	}
	var out []json.RawMessage
	for l := range pack.ScenarioLevels {
		n, _ := json.Marshal(map[string]any{"level": l, "type": "normal"})
		e := maps.Clone(elite)
		e["level"], e["type"] = l, "elite"
		eb, _ := json.Marshal(e)
		out = append(out, n, eb)
	}
	return out
}

func (im *importer) monsters(p *pack.Pack, items []item) {
	im.monsterNames = map[string]string{}
	type pending struct {
		m   pack.Monster
		id  string
		src item
	}
	for _, it := range items {
		if _, ok := it.obj["character"]; ok {
			// a class's ability cards: the players hold them
			im.rep.Skip("character/deck: a class's ability cards skipped (the players hold them)")
			continue
		}
		id := str(it.obj["name"])
		name := displayName(id)
		if name == "" || im.monsterNames[id] != "" {
			im.rep.Warn(it.path, "monster skipped: no name, or a name given twice")
			continue
		}
		if len(p.Monsters) >= pack.MaxMonsters {
			im.rep.Warn(it.path, "skipped: more than %d monster types", pack.MaxMonsters)
			break
		}
		for _, k := range sortedKeys(it.obj) {
			if !monsterKnown[k] {
				im.rep.Skip("monster." + k + ": skipped")
			}
		}
		var count int
		var boss, flying bool
		json.Unmarshal(it.obj["count"], &count)
		json.Unmarshal(it.obj["boss"], &boss)
		json.Unmarshal(it.obj["flying"], &flying)
		deckID := id
		if d := str(it.obj["deck"]); d != "" {
			deckID = d
		}
		deck, ok := im.deckNames[deckID]
		if !ok && im.borrow(p, displayName(deckID)) {
			deck, ok = displayName(deckID), true
			im.deckNames[deckID] = deck
		}
		if !ok {
			im.rep.Warn(pack.Path(it.path, "deck"), "monster %q skipped: no ability deck %q among the files or the packs imported before: import its edition first", id, deckID)
			continue
		}
		m := pack.Monster{Name: name, Flying: flying}
		if deck != name {
			m.Deck = deck
		}
		if count >= 0 && count <= 99 {
			m.Standees = count
		}
		var base gStat
		if raw, ok := it.obj["baseStat"]; ok && json.Unmarshal(raw, &base) != nil {
			im.rep.Warn(pack.Path(it.path, "baseStat"), "monster skipped: not a stat object")
			continue
		}
		var bb bool
		json.Unmarshal(it.obj["bb"], &bb)
		var stats []json.RawMessage
		var err error
		if bb {
			// Buttons & Bugs: no scenario levels; GHS plays baseStat, an
			// elite its first stat when that is an elite one
			// (MonsterManager.getStat)
			stats = buttonsAndBugsStats(it.obj["stats"])
		} else if stats, err = pack.Items(it.obj["stats"]); err != nil {
			im.rep.Warn(pack.Path(it.path, "stats"), "monster skipped: not a list")
			continue
		}
		levels := map[int]*pack.Level{}
		bad := false
		for i, raw := range stats {
			path := pack.Path(pack.Path(it.path, "stats"), i)
			var gs gStat
			if json.Unmarshal(raw, &gs) != nil || gs.Level == nil || *gs.Level < 0 || *gs.Level >= pack.ScenarioLevels {
				im.rep.Warn(path, "monster skipped: a stat that is not an object with a level 0 to %d", pack.ScenarioLevels-1)
				bad = true
				break
			}
			gs = gs.merge(base)
			im.labels.resolve(gs.Actions)
			for _, sp := range gs.Special {
				im.labels.resolve(sp)
			}
			gs.Note = im.labels.text(gs.Note)
			if gs.Type == "" {
				gs.Type = "normal"
			}
			if boss || gs.Type == "boss" {
				m.Boss = true
			}
			st, ok := im.stat(path, gs, *gs.Level)
			if !ok {
				bad = true
				break
			}
			lv := levels[*gs.Level]
			if lv == nil {
				lv = &pack.Level{Level: *gs.Level}
				levels[*gs.Level] = lv
			}
			var dst **pack.Stat
			switch gs.Type {
			case "normal":
				dst = &lv.Normal
			case "elite":
				dst = &lv.Elite
			case "boss":
				dst = &lv.Boss
			default:
				im.rep.Warn(pack.Path(path, "type"), "monster skipped: stat type %q is not normal, elite or boss", gs.Type)
				bad = true
			}
			if bad {
				break
			}
			if *dst != nil {
				im.rep.Warn(path, "monster skipped: a %s stat for level %d given twice", gs.Type, *gs.Level)
				bad = true
				break
			}
			*dst = st
		}
		if bad {
			continue
		}
		complete := len(levels) == pack.ScenarioLevels
		for l := range pack.ScenarioLevels {
			lv := levels[l]
			if lv == nil {
				complete = false
				break
			}
			if m.Boss && lv.Boss != nil && (lv.Normal != nil || lv.Elite != nil) {
				// GHS plays a boss with its boss stats alone
				lv.Normal, lv.Elite = nil, nil
				im.rep.Skip("monster.stats: a boss's normal or elite stats skipped (GHS plays a boss with its boss stats)")
			}
			if m.Boss && (lv.Boss == nil || lv.Normal != nil || lv.Elite != nil) ||
				!m.Boss && (lv.Normal == nil || lv.Elite == nil) {
				complete = false
				break
			}
			m.Levels = append(m.Levels, *lv)
		}
		if !complete {
			im.rep.Warn(pack.Path(it.path, "stats"), "monster %q skipped: it needs normal and elite stats (or boss stats) for every level 0 to %d", id, pack.ScenarioLevels-1)
			continue
		}
		if m.StandIn() {
			im.rep.Warn(pack.Path(it.path, "stats"), "monster %q has no hit points: kept as a stand-in for the scenario's rules, never placed on the map", id)
		} else if slices.ContainsFunc(m.Levels, func(l pack.Level) bool { return l.Boss != nil && zeroHP(l.Boss) }) {
			im.rep.Warn(pack.Path(it.path, "stats"), "monster %q skipped: no hit points at some levels only", id)
			continue
		}
		im.monsterNames[id] = name
		p.Monsters = append(p.Monsters, m)
	}
	// summons of monster types the files lack become text
	for i := range p.Decks {
		for j := range p.Decks[i].Cards {
			fixSummons(p.Decks[i].Cards[j].Actions, p)
		}
	}
	for _, m := range p.Monsters {
		for _, l := range m.Levels {
			if l.Boss != nil {
				for _, sp := range l.Boss.Special {
					fixSummons(sp, p)
				}
			}
		}
	}
}

func fixSummons(as []monster.Action, p *pack.Pack) {
	for i := range as {
		if as[i].Type == monster.KindSummon {
			if _, ok := p.Monster(as[i].Monster); !ok {
				as[i] = monster.Action{Type: monster.KindText, Text: "summon " + as[i].Monster}
			}
		}
		fixSummons(as[i].Actions, p)
	}
}

// leastHealth is the fewest hit points a GHS stat may give: 1, or 0 for a
// boss whose health is 0, a stand-in for the scenario's own rules
// (pack.Monster.StandIn), kept when every level says so.
func leastHealth(gs gStat) int {
	if h, ok := gs.Health.(float64); ok && h == 0 && gs.Type == "boss" {
		return 0
	}
	return 1
}

// stat converts one merged GHS stat.
func (im *importer) stat(path string, gs gStat, level int) (*pack.Stat, bool) {
	st := &pack.Stat{}
	for _, v := range []struct {
		key   string
		raw   any
		dst   *pack.Value
		least int
	}{{"health", gs.Health, &st.HitPoints, leastHealth(gs)}, {"movement", gs.Movement, &st.Move, 0}, {"attack", gs.Attack, &st.Attack, 0}} {
		val, ok := pack.ImportValue(formulaValue(v.raw), level, v.least)
		if !ok {
			if v.least > 0 {
				im.rep.Warn(pack.Path(path, v.key), "monster skipped: %s is not a number or formula this program reads, or is less than 1 for some party size from 1 to 4", excerpt.JSON(v.raw))
				return nil, false
			}
			im.rep.Warn(pack.Path(path, v.key), "%s is not a number or formula this program reads: kept in the notes, 0 used", excerpt.JSON(v.raw))
			st.Notes = pack.JoinNotes(st.Notes, v.key+" "+excerpt.JSON(v.raw))
			continue
		}
		*v.dst = val
	}
	if r, ok := pack.ImportValue(formulaValue(gs.Range), level, 0); ok {
		if n, err := r.Eval(2, level); err == nil && r.Constant() && n <= pack.MaxStat {
			st.Range = n
		}
	}
	for i, a := range gs.Actions {
		n, ok := a.number()
		if v, isText := a.Value.(string); !ok && isText && a.Type == "range" && strings.HasPrefix(v, "^") {
			n, ok = gAction{Type: a.Type, Value: v[1:]}.number() // "^5" beside a retaliate (Yoglang's): 5
		}
		if !ok {
			n, ok = levelFormula(a, level) // "L+2": a number at each level
		}
		switch {
		case ok && !n.Relative && n.N >= 1 && n.N <= pack.MaxStat && a.Type == "range" && len(a.SubActions) == 0 &&
			i > 0 && gs.Actions[i-1].Type == "retaliate" && st.Retaliate > 0 && st.RetaliateRange == 0:
			// "retaliate 2", "range 2" side by side: the retaliate's range,
			// as GHS draws it (the monster's own range is its stat's)
			st.RetaliateRange = n.N
		case ok && n.Relative && n.N > 0 && n.N <= pack.MaxStat && a.Type == "target" && len(a.SubActions) == 0:
			st.TargetPlus = n.N // "target add 1": one more target for every attack
		case ok && !n.Relative && n.N <= pack.MaxStat && len(a.SubActions) == 0 && (a.Type == "push" || a.Type == "pull"):
			if a.Type == "push" {
				st.Push = n.N
			} else {
				st.Pull = n.N
			}
		case ok && !n.Relative && n.N <= pack.MaxStat && (a.Type == "shield" || a.Type == "retaliate" || a.Type == "pierce" || a.Type == "target"):
			switch a.Type {
			case "shield":
				st.Shield = n.N
			case "retaliate":
				st.Retaliate = n.N
				for _, s := range a.SubActions {
					if r, ok := s.number(); ok && s.Type == "range" && !r.Relative && r.N <= pack.MaxStat {
						st.RetaliateRange = r.N
					}
				}
			case "pierce":
				st.Pierce = n.N
			case "target":
				st.Target = n.N
			}
		case a.Type == "condition" && pack.ValidCondition(a.name()):
			st.Conditions = append(st.Conditions, a.name())
		default:
			st.Notes = pack.JoinNotes(st.Notes, a.describe())
			im.rep.Skip("monster.stats[*].actions: a stat action this program cannot structure kept in the notes")
		}
	}
	for _, c := range gs.Immunities {
		if pack.ValidCondition(c) || c == "push" || c == "pull" {
			st.Immunities = append(st.Immunities, c)
		} else {
			st.Notes = pack.JoinNotes(st.Notes, "immune to "+c)
			im.rep.Skip("monster.stats[*].immunities: an immunity to something this program does not know kept in the notes")
		}
	}
	if gs.Type == "boss" {
		for i, sp := range gs.Special {
			if i >= 9 {
				im.rep.Warn(pack.Path(path, "special"), "special actions after the ninth left out")
				break
			}
			acts := actions(sp, 0)
			if acts == nil {
				acts = []monster.Action{}
			}
			st.Special = append(st.Special, acts)
		}
	} else if len(gs.Special) > 0 {
		im.rep.Warn(pack.Path(path, "special"), "special actions of a monster that is not a boss left out")
	}
	if gs.Note != "" {
		st.Notes = pack.JoinNotes(st.Notes, textWords(gs.Note))
	}
	return st, true
}

// zeroHP reports whether a stat's hit points are the constant 0.
func zeroHP(st *pack.Stat) bool {
	n, err := st.HitPoints.Eval(2, 0)
	return st.HitPoints.Constant() && err == nil && n == 0
}
