package pack

import (
	"errors"
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/excerpt"
	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/engine/monster"
	"github.com/haventable/haventable/engine/rules"
	"github.com/haventable/haventable/engine/scenariofile"
)

// Limits on a pack's contents.
const (
	MaxNameLen       = 200                       // names and titles, in characters
	MaxTextLen       = 2000                      // text actions and notes, in characters
	MaxClasses       = 1000                      // classes in a pack
	MaxMonsters      = 5000                      // monster types in a pack
	MaxDecks         = 5000                      // ability decks in a pack
	MaxCards         = 100                       // cards in one deck
	MaxActions       = monster.MaxActions        // actions on one card, or in one special action
	MaxActionDepth   = monster.MaxActionDepth    // use actions within use actions
	MaxScenarios     = 10000                     // scenarios in a pack
	MaxAreaHexes     = monster.MaxAreaHexes      // hexes in one area template
	MaxAreaCoord     = monster.MaxAreaCoord      // |q|, |r| of an area template's hexes
	MaxStat          = 99                        // range, shield, retaliate, pierce, target
	MaxHitPoints     = engine.MaxFigureHitPoints // a stat card's hit points (after C and L)
	MaxCharacters    = 4                         // C is checked from 1 to MaxCharacters
	MaxErrors        = 20                        // problems Check reports at most
	ClassLevels      = 9                         // character levels at most (a class may have fewer: Buttons & Bugs' five)
	ScenarioLevels   = engine.MaxScenarioLevel + 1
	maxListedUnknown = 5
)

// conditionsBeyondEngine are conditions a monster's attack may add that the
// engine keeps as cards rather than as conditions.
var conditionsBeyondEngine = []string{"bless", "curse"}

// ValidCondition reports whether name is a condition of the format: one of
// the engine's conditions (engine.ConditionKinds) or bless or curse.
func ValidCondition(name string) bool {
	if k, ok := modifier.ParseEffectKind(name); ok && k.IsCondition() {
		return true
	}
	for _, c := range conditionsBeyondEngine {
		if c == name {
			return true
		}
	}
	return false
}

// ValidImmunity reports whether a monster can be immune to name: a
// condition, or push or pull.
func ValidImmunity(name string) bool {
	return ValidCondition(name) || name == "push" || name == "pull"
}

// ValidElement reports whether name is an element (engine.Elements) or
// "any".
func ValidElement(name string) bool {
	if k, ok := modifier.ParseEffectKind(name); ok && k.IsElement() {
		return true
	}
	return name == "any"
}

var colorRE = regexp.MustCompile(`^#[0-9a-fA-F]{6}$`)

// checker collects a pack's problems, each naming its JSON path.
type checker struct {
	errs []error
}

func (c *checker) add(path, format string, args ...any) {
	if len(c.errs) < MaxErrors {
		c.errs = append(c.errs, fmt.Errorf("%s: %s", path, fmt.Sprintf(format, excerpt.Args(args)...)))
	}
}

func (c *checker) name(path, s string) {
	switch {
	case s == "":
		c.add(path, "empty")
	case !utf8.ValidString(s):
		c.add(path, "not text (invalid UTF-8)")
	case utf8.RuneCountInString(s) > MaxNameLen:
		c.add(path, "longer than %d characters", MaxNameLen)
	}
}

func (c *checker) text(path, s string) {
	if !utf8.ValidString(s) {
		c.add(path, "not text (invalid UTF-8)")
	} else if utf8.RuneCountInString(s) > MaxTextLen {
		c.add(path, "longer than %d characters", MaxTextLen)
	}
}

func (c *checker) count(path string, n, limit int) bool {
	if n > limit {
		c.add(path, "%d entries, at most %d", n, limit)
		return false
	}
	return true
}

func (c *checker) between(path string, n, lo, hi int) {
	if n < lo || n > hi {
		c.add(path, "%d out of %d..%d", n, lo, hi)
	}
}

// Check returns the pack's problems (up to MaxErrors, joined), each
// naming the JSON path at fault: a wrong format or version, missing or
// duplicate names, missing levels, bad formulas or perks, unknown
// conditions or elements, references to monster types or decks the pack
// lacks, and contents over the limits above. Nil if there are none.
func (p *Pack) Check() error { return p.CheckAmong(nil) }

// CheckAmong is Check for a pack used together with others: its summons
// and scenarios may name the monster types of others too.
func (p *Pack) CheckAmong(others []*Pack) error {
	c := &checker{}
	if p.Format != Format {
		c.add("format", "want %q, found %q", Format, p.Format)
	}
	if p.Version != Version {
		c.add("version", "want %d, found %d", Version, p.Version)
	}
	c.name("name", p.Name)
	c.text("description", p.Description)
	if p.Rules != "" {
		if _, err := rules.Parse(string(p.Rules)); err != nil {
			c.add("rules", "%v", err)
		}
	}
	monsters := map[string]bool{}
	decks := map[string]bool{}
	if c.count("decks", len(p.Decks), MaxDecks) {
		for i, d := range p.Decks {
			path := "decks[" + strconv.Itoa(i) + "]"
			c.name(path+".name", d.Name)
			if decks[d.Name] {
				c.add(path+".name", "deck %q given twice", d.Name)
			}
			decks[d.Name] = true
		}
	}
	if c.count("monsters", len(p.Monsters), MaxMonsters) {
		for i, m := range p.Monsters {
			path := "monsters[" + strconv.Itoa(i) + "]"
			c.name(path+".name", m.Name)
			if m.Display != "" {
				c.name(path+".display", m.Display)
			}
			if monsters[m.Name] {
				c.add(path+".name", "monster type %q given twice", m.Name)
			}
			monsters[m.Name] = true
		}
	}
	for _, o := range others {
		for _, m := range o.Monsters {
			monsters[m.Name] = true
		}
	}
	if len(p.Monsters) <= MaxMonsters {
		for i, m := range p.Monsters {
			c.monster("monsters["+strconv.Itoa(i)+"]", m, decks, monsters)
		}
	}
	if c.count("decks", len(p.Decks), MaxDecks) {
		for i, d := range p.Decks {
			c.deck("decks["+strconv.Itoa(i)+"]", d, monsters)
		}
	}
	if c.count("classes", len(p.Classes), MaxClasses) {
		seen := map[string]bool{}
		for i, cl := range p.Classes {
			path := "classes[" + strconv.Itoa(i) + "]"
			c.name(path+".name", cl.Name)
			if seen[cl.Name] {
				c.add(path+".name", "class %q given twice", cl.Name)
			}
			seen[cl.Name] = true
			c.class(path, cl)
		}
	}
	if c.count("class_decks", len(p.ClassDecks), MaxClassDecks) {
		seen := map[string]bool{}
		for i, d := range p.ClassDecks {
			path := "class_decks[" + strconv.Itoa(i) + "]"
			if seen[d.Class] {
				c.add(path+".class", "class %q has two decks", d.Class)
			}
			seen[d.Class] = true
			c.classDeck(path, d, monsters)
		}
	}
	c.tiles(p.Tiles)
	if c.count("loot", len(p.Loot), MaxLootCards) {
		for i, l := range p.Loot {
			c.lootCard("loot["+strconv.Itoa(i)+"]", l)
		}
	}
	if c.count("scenarios", len(p.Scenarios), MaxScenarios) {
		seen := map[string]bool{}
		for i, s := range p.Scenarios {
			path := "scenarios[" + strconv.Itoa(i) + "]"
			c.name(path+".title", s.Title)
			if seen[s.Title] {
				c.add(path+".title", "scenario %q given twice", s.Title)
			}
			seen[s.Title] = true
			c.text(path+".map", s.Map)
			c.monsterRefs(path+".monsters", s.Monsters, monsters)
			c.monsterRefs(path+".allies", s.Allies, monsters)
			c.lootDeck(path+".loot_deck", s.LootDeck)
			if len(s.MapFile) > 0 {
				if _, err := scenariofile.Parse(s.MapFile); err != nil {
					c.add(path+".map_file", "%v", err)
				}
			}
			if c.count(path+".unlocks", len(s.Unlocks), MaxScenarios) {
				for j, u := range s.Unlocks {
					c.name(path+".unlocks["+strconv.Itoa(j)+"]", u)
				}
			}
			if c.count(path+".rooms", len(s.Rooms), MaxScenarios) {
				for j, r := range s.Rooms {
					rp := path + ".rooms[" + strconv.Itoa(j) + "]"
					c.name(rp+".name", r.Name)
					c.monsterRefs(rp+".monsters", r.Monsters, monsters)
				}
			}
			c.rooms(path, s, monsters)
		}
	}
	if r := p.Rewards; r != nil {
		for _, col := range []struct {
			path string
			v    []int
			max  int
		}{{"rewards.gold", r.Gold, 99}, {"rewards.bonus_xp", r.BonusXP, 999}} {
			if len(col.v) != ScenarioLevels {
				c.add(col.path, "%d values, want %d (levels 0 to %d)", len(col.v), ScenarioLevels, ScenarioLevels-1)
				continue
			}
			for i, n := range col.v {
				c.between(col.path+"["+strconv.Itoa(i)+"]", n, 0, col.max)
			}
		}
	}
	c.checkSheet(p)
	c.checkTreasures(p)
	c.checkOutpost(p)
	return errors.Join(c.errs...)
}

// File returns the scenario's map carried in the pack (MapFile); false
// when the pack names a file instead, or carries none.
func (s Scenario) File() (*scenariofile.File, bool) {
	if len(s.MapFile) == 0 {
		return nil, false
	}
	f, err := scenariofile.Parse(s.MapFile)
	return f, err == nil
}

// LevelRewards returns the pack's rewards table, or the usual one.
func (p *Pack) LevelRewards() engine.LevelRewards {
	if p.Rewards == nil || len(p.Rewards.Gold) != ScenarioLevels || len(p.Rewards.BonusXP) != ScenarioLevels {
		return engine.StandardRewards
	}
	var t engine.LevelRewards
	copy(t.Gold[:], p.Rewards.Gold)
	copy(t.BonusXP[:], p.Rewards.BonusXP)
	return t
}

// ScenarioRewards returns the rewards table and the scenarios unlocked by
// winning the scenario titled title: from the first of packs with such a
// scenario, else the usual table and none.
func ScenarioRewards(packs []*Pack, title string) (engine.LevelRewards, []string) {
	for _, p := range packs {
		for _, s := range p.Scenarios {
			if s.Title == title {
				return p.LevelRewards(), slices.Clone(s.Unlocks)
			}
		}
	}
	return engine.StandardRewards, nil
}

func (c *checker) lootCard(path string, l LootCard) {
	if !slices.Contains(engine.LootKinds, l.Kind) {
		c.add(path+".kind", "unknown loot kind %q: one of %s", l.Kind, strings.Join(engine.LootKinds, ", "))
	}
	if len(l.Amount) > 3 {
		c.add(path+".amount", "%d values: one to three (for 2, 3 and 4 characters)", len(l.Amount))
	}
	for i, a := range l.Amount {
		if a < 0 || a > 99 {
			c.add(path+".amount["+strconv.Itoa(i)+"]", "%d out of 0..99", a)
		}
	}
	if l.Name != "" {
		c.name(path+".name", l.Name)
	}
}

func (c *checker) lootDeck(path string, counts []LootCount) {
	if !c.count(path, len(counts), len(engine.LootKinds)) {
		return
	}
	seen := map[string]bool{}
	for i, lc := range counts {
		p := path + "[" + strconv.Itoa(i) + "]"
		switch {
		case !slices.Contains(engine.LootKinds, lc.Kind):
			c.add(p+".kind", "unknown loot kind %q: one of %s", lc.Kind, strings.Join(engine.LootKinds, ", "))
		case seen[lc.Kind]:
			c.add(p+".kind", "loot kind %q given twice", lc.Kind)
		}
		seen[lc.Kind] = true
		if lc.Count < 1 || lc.Count > MaxLootCards {
			c.add(p+".count", "%d out of 1..%d", lc.Count, MaxLootCards)
		}
	}
}

func (c *checker) monsterRefs(path string, names []string, monsters map[string]bool) {
	if !c.count(path, len(names), MaxMonsters) {
		return
	}
	for i, n := range names {
		if !monsters[n] {
			c.add(path+"["+strconv.Itoa(i)+"]", "unknown monster type %q", n)
		}
	}
}

func (c *checker) class(path string, cl Class) {
	if cl.Color != "" && !colorRE.MatchString(cl.Color) {
		c.add(path+".color", "want \"#rrggbb\", found %q", cl.Color)
	}
	if len(cl.HitPoints) < 1 || len(cl.HitPoints) > ClassLevels {
		c.add(path+".hit_points", "want 1 to %d numbers (levels 1, 2 …), found %d", ClassLevels, len(cl.HitPoints))
	}
	for i, hp := range cl.HitPoints {
		c.between(path+".hit_points["+strconv.Itoa(i)+"]", hp, 1, MaxHitPoints)
	}
	c.between(path+".hand_size", cl.HandSize, 0, engine.MaxHandSize)
	if c.count(path+".perks", len(cl.Perks), 100) {
		for i, s := range cl.Perks {
			if _, err := modifier.ParsePerk(s); err != nil {
				c.add(path+".perks["+strconv.Itoa(i)+"]", "%v", err)
			}
		}
	}
}

func (c *checker) monster(path string, m Monster, decks, monsters map[string]bool) {
	if !decks[m.DeckName()] {
		c.add(path+".deck", "unknown ability deck %q", m.DeckName())
	}
	c.between(path+".standees", m.Standees, 0, 99)
	seen := [ScenarioLevels]bool{}
	for i, l := range m.Levels {
		lp := path + ".levels[" + strconv.Itoa(i) + "]"
		if l.Level < 0 || l.Level >= ScenarioLevels {
			c.add(lp+".level", "%d out of 0..%d", l.Level, ScenarioLevels-1)
			continue
		}
		if seen[l.Level] {
			c.add(lp+".level", "level %d given twice", l.Level)
		}
		seen[l.Level] = true
		if m.Boss {
			if l.Boss == nil {
				c.add(lp+".boss", "missing: a boss has a boss stat card at every level")
			}
			if l.Normal != nil || l.Elite != nil {
				c.add(lp, "a boss has no normal or elite stat card")
			}
		} else {
			if l.Normal == nil {
				c.add(lp+".normal", "missing")
			}
			if l.Elite == nil {
				c.add(lp+".elite", "missing")
			}
			if l.Boss != nil {
				c.add(lp+".boss", "only a boss type (\"boss\": true) has a boss stat card")
			}
		}
		for _, s := range []struct {
			key  string
			stat *Stat
		}{{"normal", l.Normal}, {"elite", l.Elite}, {"boss", l.Boss}} {
			if s.stat != nil {
				c.stat(lp+"."+s.key, *s.stat, l.Level, m.Boss, leastHitPoints(&m), monsters)
			}
		}
	}
	for l, ok := range seen {
		if !ok {
			c.add(path+".levels", "level %d missing (levels 0 to %d are needed)", l, ScenarioLevels-1)
			break
		}
	}
}

func (c *checker) stat(path string, s Stat, level int, boss bool, leastHP int, monsters map[string]bool) {
	for _, v := range []struct {
		key string
		val Value
		min int
	}{{"hit_points", s.HitPoints, leastHP}, {"move", s.Move, 0}, {"attack", s.Attack, 0}} {
		ones := map[string]int{} // a scenario variable counts 1 here: the players set it at the table
		for _, x := range v.val.Vars() {
			ones[x] = 1
		}
		for chars := 2; chars <= MaxCharacters; chars++ { // one character plays as two (FormulaCharacters)
			n, err := v.val.EvalWith(chars, level, ones) // below 0, a move or an attack is 0 (Value.At)
			if err != nil {
				c.add(path+"."+v.key, "%v", err)
				break
			}
			if (v.min > 0 && n < v.min) || n > MaxHitPoints {
				c.add(path+"."+v.key, "%s is %d with %d characters at level %d, want %d..%d", v.val, n, chars, level, v.min, MaxHitPoints)
				break
			}
		}
	}
	for _, v := range []struct {
		key string
		n   int
	}{{"range", s.Range}, {"shield", s.Shield}, {"retaliate", s.Retaliate}, {"retaliate_range", s.RetaliateRange},
		{"pierce", s.Pierce}, {"target", s.Target}, {"target_plus", s.TargetPlus}, {"push", s.Push}, {"pull", s.Pull}} {
		c.between(path+"."+v.key, v.n, 0, MaxStat)
	}
	if s.RetaliateRange > 0 && s.Retaliate == 0 {
		c.add(path+".retaliate_range", "a range for retaliate without retaliate")
	}
	for i, name := range s.Conditions {
		if !ValidCondition(name) {
			c.add(path+".conditions["+strconv.Itoa(i)+"]", "unknown condition %q", name)
		}
	}
	for i, name := range s.Immunities {
		if !ValidImmunity(name) {
			c.add(path+".immunities["+strconv.Itoa(i)+"]", "unknown condition %q", name)
		}
	}
	if len(s.Special) > 0 && !boss {
		c.add(path+".special", "only a boss has special actions")
	}
	if c.count(path+".special", len(s.Special), 9) {
		for i, acts := range s.Special {
			c.actions(path+".special["+strconv.Itoa(i)+"]", acts, monsters, 0)
		}
	}
	c.text(path+".notes", s.Notes)
}

func (c *checker) deck(path string, d Deck, monsters map[string]bool) {
	if len(d.Cards) == 0 {
		c.add(path+".cards", "a deck needs a card")
	}
	if !c.count(path+".cards", len(d.Cards), MaxCards) {
		return
	}
	numbers := map[int]bool{}
	for i, card := range d.Cards {
		cp := path + ".cards[" + strconv.Itoa(i) + "]"
		c.cardHead(cp, card.Number, card.Name, card.Initiative, numbers)
		if card.Actions == nil {
			c.add(cp+".actions", "missing")
		}
		c.actions(cp+".actions", card.Actions, monsters, 0)
		c.monsterAllies(cp+".actions", card.Actions)
	}
}

// monsterAllies refuses on a monster's card what only a class card says:
// one ally (allies with a number of targets; the monsters' turns affect
// every ally within range).
func (c *checker) monsterAllies(path string, acts []monster.Action) {
	for i, a := range acts {
		p := path + "[" + strconv.Itoa(i) + "]"
		if a.Allies && a.Target > 0 {
			c.add(p+".target", "one ally (allies with targets) is a class card's, not a monster's")
		}
		if a.XPEachTarget > 0 {
			c.add(p+".xp_each_target", "experience for each enemy targeted is a class card's, not a monster's")
		}
		if a.Type == monster.KindPerform {
			c.add(p+".type", "an ally performing an action is a class card's, not a monster's")
		}
		c.monsterAllies(p+".actions", a.Actions)
	}
}

func (c *checker) actions(path string, acts []monster.Action, monsters map[string]bool, depth int) {
	if !c.count(path, len(acts), MaxActions) {
		return
	}
	for i, a := range acts {
		c.action(path+"["+strconv.Itoa(i)+"]", a, monsters, depth)
	}
}

// needsValue lists the action kinds that need a value.
var needsValue = map[string]bool{monster.KindMove: true, monster.KindAttack: true, monster.KindHeal: true, monster.KindShield: true,
	monster.KindRetaliate: true, monster.KindLoot: true, monster.KindSpecial: true, monster.KindDamage: true,
	monster.KindPush: true, monster.KindPull: true, monster.KindTrap: true}

func (c *checker) action(path string, a monster.Action, monsters map[string]bool, depth int) {
	known := false
	for _, k := range monster.ActionKinds {
		known = known || k == a.Type
	}
	if !known {
		c.add(path+".type", "unknown action %q", a.Type)
		return
	}
	if needsValue[a.Type] && a.Value == nil && (!formulaKind(a.Type) || a.Formula == "") {
		c.add(path+".value", "missing: a %s action needs a value", a.Type)
	}
	if !needsValue[a.Type] && a.Value != nil {
		c.add(path+".value", "a %s action has no value", a.Type)
	}
	if a.Type == monster.KindSpecial && a.Value != nil && (a.Value.Relative || a.Value.N < 1 || a.Value.N > monster.MaxSpecials) {
		c.add(path+".value", "a special action is one of the boss's special actions 1 to %d", monster.MaxSpecials)
	}
	for _, v := range []struct {
		key string
		n   int
	}{{"target", a.Target}, {"pierce", a.Pierce}, {"push", a.Push}, {"pull", a.Pull}} {
		c.between(path+"."+v.key, v.n, 0, MaxStat)
	}
	for i, name := range a.Conditions {
		if !ValidCondition(name) {
			c.add(path+".conditions["+strconv.Itoa(i)+"]", "unknown condition %q", name)
		}
	}
	for i, name := range a.Elements {
		if !ValidElement(name) {
			c.add(path+".elements["+strconv.Itoa(i)+"]", "unknown element %q", name)
		}
	}
	c.text(path+".text", a.Text)
	c.effects(path, a)
	c.cardFocus(path, a)
	c.shapes(path, a)
	if a.Area != nil {
		if len(a.Area.Hexes) == 0 || len(a.Area.Hexes) > MaxAreaHexes {
			c.add(path+".area.hexes", "want 1 to %d hexes, found %d", MaxAreaHexes, len(a.Area.Hexes))
		}
		for i, h := range a.Area.Hexes {
			if len(h) != 2 || abs(h[0]) > MaxAreaCoord || abs(h[1]) > MaxAreaCoord {
				c.add(path+".area.hexes["+strconv.Itoa(i)+"]", "want [q, r] within ±%d", MaxAreaCoord)
			}
		}
	}
	switch a.Type {
	case monster.KindSummon:
		if a.Monster == "" {
			c.add(path+".monster", "missing: a summon names the monster type")
		} else if st := a.Summoned; st != nil {
			// a character's summon: named by its card, no monster type
			c.name(path+".monster", a.Monster)
			c.between(path+".summon_hp", a.SummonHP, 1, MaxStat)
			c.between(path+".summoned.move", st.Move, 0, MaxStat)
			c.between(path+".summoned.attack", st.Attack, 0, MaxStat)
			c.between(path+".summoned.range", st.Range, 0, MaxStat)
			if a.Elite || a.Spawn || a.Count != "" || a.SummonerHP || a.AdjacentTarget {
				c.add(path+".summoned", "a character's summon is no monster: not elite, spawned, counted, with the summoner's hit points nor next to a target")
			}
		} else if !monsters[a.Monster] {
			c.add(path+".monster", "unknown monster type %q", a.Monster)
		}
	case monster.KindInfuse, monster.KindUse:
		if len(a.Elements) == 0 {
			c.add(path+".elements", "missing: an %s action names an element", a.Type)
		}
	case monster.KindCondition:
		if len(a.Conditions) == 0 {
			c.add(path+".conditions", "missing: a condition action names a condition")
		}
	case monster.KindText:
		if a.Text == "" {
			c.add(path+".text", "missing: a text action has text")
		}
	}
	if a.Summoned != nil && a.Type != monster.KindSummon {
		c.add(path+".summoned", "only a summon has a summon's stats")
	}
	if a.Attacked && a.Type != monster.KindDamage && a.Type != monster.KindCondition {
		c.add(path+".attacked", "only a damage or condition action is placed at the target")
	}
	if len(a.Actions) > 0 && a.Type != monster.KindUse && a.Type != monster.KindPerform {
		c.add(path+".actions", "only a use action has bonus actions")
	}
	if a.Type == monster.KindPerform {
		if a.Range != nil && (a.Range.Relative || a.Range.N < 1) {
			c.add(path+".range", "a perform action's range is fixed, 1 or more (1: an adjacent ally; none: any one ally)")
		}
		if len(a.Actions) != 1 || !PerformedKind(a.Actions[0]) {
			c.add(path+".actions", "a perform action has one move, attack or heal of a fixed value for the ally to perform")
		}
	}
	if depth >= MaxActionDepth {
		if len(a.Actions) > 0 {
			c.add(path+".actions", "nested deeper than %d", MaxActionDepth)
		}
		return
	}
	for i, b := range a.Actions {
		// what a use's bonus adds is worked out without ranks, spawns or
		// summons' hit points (monster.Resolve)
		if len(b.Only) > 0 || b.Spawn || b.SummonHP != 0 {
			c.add(path+".actions["+strconv.Itoa(i)+"]", "a use's bonus has no ranks of its own, spawn or summon's hit points")
		}
	}
	c.actions(path+".actions", a.Actions, monsters, depth+1)
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

// Shown returns the name the players know the type by: Display, else
// Name.
func (m Monster) Shown() string {
	if m.Display != "" {
		return m.Display
	}
	return m.Name
}

// DeckName returns the name of the ability deck the type draws from.
func (m Monster) DeckName() string {
	if m.Deck != "" {
		return m.Deck
	}
	return m.Name
}

// cardHead checks what every ability card has, monster's or class's: its
// number (once in its deck: numbers holds those seen), name (when given)
// and initiative.
func (c *checker) cardHead(path string, number int, name string, initiative int, numbers map[int]bool) {
	c.between(path+".number", number, 0, 1_000_000)
	if numbers[number] {
		c.add(path+".number", "card %d given twice in the deck", number)
	}
	numbers[number] = true
	if name != "" {
		c.name(path+".name", name)
	}
	c.between(path+".initiative", initiative, 0, 99)
}
