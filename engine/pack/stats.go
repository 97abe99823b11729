package pack

import (
	_ "embed"
	"fmt"
	"github.com/haventable/haventable/engine/monster"
	"slices"
	"strings"
)

//go:embed builtin.json
var builtinJSON []byte

// Builtin returns the built-in pack: monster types, ability decks, classes
// and scenarios invented for this program (the sample maps' monsters), not
// the data of any published game. Each call returns a new copy.
func Builtin() *Pack {
	p, err := Parse(builtinJSON)
	if err != nil {
		panic(fmt.Sprintf("built-in pack: %v", err))
	}
	return p
}

// BuiltinJSON returns the built-in pack's file.
func BuiltinJSON() []byte { return slices.Clone(builtinJSON) }

// Monster returns the monster type called name.
func (p *Pack) Monster(name string) (*Monster, bool) {
	for i := range p.Monsters {
		if p.Monsters[i].Name == name {
			return &p.Monsters[i], true
		}
	}
	return nil, false
}

// Deck returns the ability deck called name.
func (p *Pack) Deck(name string) (*Deck, bool) {
	for i := range p.Decks {
		if p.Decks[i].Name == name {
			return &p.Decks[i], true
		}
	}
	return nil, false
}

// Class returns the class called name.
func (p *Pack) Class(name string) (*Class, bool) {
	for i := range p.Classes {
		if p.Classes[i].Name == name {
			return &p.Classes[i], true
		}
	}
	return nil, false
}

// HitPointsAt returns the class's maximum hit points at a character level
// (1 to 9).
func (c *Class) HitPointsAt(level int) (int, error) {
	if level < 1 || level > len(c.HitPoints) {
		return 0, fmt.Errorf("class %q: level %d out of 1..%d", c.Name, level, len(c.HitPoints))
	}
	return c.HitPoints[level-1], nil
}

// StatCard returns the stat card of a monster of the named type at a
// scenario level, normal or elite (a boss has one card: elite is ignored),
// for a party of characters characters (1 to MaxCharacters).
func (p *Pack) StatCard(name string, level int, elite bool, characters int) (monster.StatCard, error) {
	m, ok := p.Monster(name)
	if !ok {
		return monster.StatCard{}, fmt.Errorf("unknown monster type %q", name)
	}
	return m.StatCard(level, elite, characters)
}

// StatCard returns the type's stat card; see Pack.StatCard. Its scenario
// variables are 0 (StatCardWith).
func (m *Monster) StatCard(level int, elite bool, characters int) (monster.StatCard, error) {
	return m.StatCardWith(level, elite, characters, nil)
}

// Variables returns the scenario variables the type's stat cards use
// ("X" in an attack of "3+X"), in alphabetical order: the players say what
// they are when a scenario with the type starts.
func (m *Monster) Variables() []string {
	var out []string
	for _, l := range m.Levels {
		for _, st := range []*Stat{l.Normal, l.Elite, l.Boss} {
			if st == nil {
				continue
			}
			for _, v := range []Value{st.HitPoints, st.Move, st.Attack} {
				for _, x := range v.Vars() {
					if !slices.Contains(out, x) {
						out = append(out, x)
					}
				}
			}
		}
	}
	slices.Sort(out)
	return out
}

// StandIn reports whether the type is a boss without hit points at every
// level: a stand-in for a scenario's own rules (Gloomhaven
// Secretariat's "laser-spires", health 0), whose ability cards and
// specials the players read but which is never a figure on the map.
func (m *Monster) StandIn() bool {
	if !m.Boss || len(m.Levels) == 0 {
		return false
	}
	for _, l := range m.Levels {
		if l.Boss == nil || !l.Boss.HitPoints.Constant() {
			return false
		}
		if n, err := l.Boss.HitPoints.Eval(2, l.Level); err != nil || n != 0 {
			return false
		}
	}
	return true
}

// StatCardWith is StatCard with the scenario's variables ("X": 3).
func (m *Monster) StatCardWith(level int, elite bool, characters int, vars map[string]int) (monster.StatCard, error) {
	if level < 0 || level >= ScenarioLevels {
		return monster.StatCard{}, fmt.Errorf("monster %q: level %d out of 0..%d", m.Name, level, ScenarioLevels-1)
	}
	if characters < 1 || characters > MaxCharacters {
		return monster.StatCard{}, fmt.Errorf("monster %q: %d characters, want 1..%d", m.Name, characters, MaxCharacters)
	}
	var st *Stat
	for _, l := range m.Levels {
		if l.Level == level {
			switch {
			case m.Boss:
				st = l.Boss
			case elite:
				st = l.Elite
			default:
				st = l.Normal
			}
		}
	}
	kind := map[bool]string{false: "normal", true: "elite"}[elite]
	if m.Boss {
		kind, elite = "boss", false
	}
	if st == nil {
		return monster.StatCard{}, fmt.Errorf("monster %q: no %s stat card at level %d", m.Name, kind, level)
	}
	card := monster.StatCard{Monster: m.Shown(), Level: level, Elite: elite, Boss: m.Boss, Characters: characters,
		Range: st.Range, Shield: st.Shield, Retaliate: st.Retaliate, RetaliateRange: st.RetaliateRange,
		Pierce: st.Pierce, Target: max(st.Target, 1), TargetPlus: st.TargetPlus, Push: st.Push, Pull: st.Pull, Flying: m.Flying,
		Conditions: slices.Clone(st.Conditions), Immunities: slices.Clone(st.Immunities),
		Special: cloneSpecial(st.Special), Notes: st.Notes}
	if card.Retaliate > 0 {
		card.RetaliateRange = max(card.RetaliateRange, 1)
	}
	for _, v := range []struct {
		name  string
		val   Value
		dst   *int
		least int
	}{{"hit points", st.HitPoints, &card.HitPoints, leastHitPoints(m)}, {"move", st.Move, &card.Move, 0}, {"attack", st.Attack, &card.Attack, 0}} {
		n, err := v.val.AtWith(characters, level, v.least, vars)
		if err != nil {
			return monster.StatCard{}, fmt.Errorf("monster %q level %d %s %s: %w", m.Name, level, kind, v.name, err)
		}
		*v.dst = n
	}
	return card, nil
}

// FindDeck returns a copy of ability deck name from the first of packs that
// has it (its cards' actions copied too), with that pack.
func FindDeck(packs []*Pack, name string) (Deck, *Pack, bool) {
	for _, p := range packs {
		if d, ok := p.Deck(name); ok {
			c := Deck{Name: d.Name, Cards: make([]AbilityCard, len(d.Cards))}
			for i, card := range d.Cards {
				card.Actions = monster.CloneActions(card.Actions)
				c.Cards[i] = card
			}
			return c, p, true
		}
	}
	return Deck{}, nil, false
}

// FindMonster returns monster type name from the first of packs that has
// it, with the ability deck it draws from in that pack (nil if the pack
// lacks it).
func FindMonster(packs []*Pack, name string) (*Monster, *Deck, bool) {
	for _, p := range packs {
		if m, ok := p.Monster(name); ok {
			d, _ := p.Deck(m.DeckName())
			return m, d, true
		}
	}
	return nil, nil, false
}

// ClassHitPoints returns the maximum hit points of a character of class
// name (compared without regard to case) at level, from the first of packs
// that has the class; false when none has it.
func ClassHitPoints(packs []*Pack, name string, level int) (int, bool) {
	for _, p := range packs {
		for i := range p.Classes {
			if strings.EqualFold(p.Classes[i].Name, strings.TrimSpace(name)) {
				hp, err := p.Classes[i].HitPointsAt(level)
				return hp, err == nil
			}
		}
	}
	return 0, false
}

// ClassHandSize returns the number of ability cards of a character of
// class name (compared without regard to case), from the first of packs
// that has the class; false when none has it or it does not say.
func ClassHandSize(packs []*Pack, name string) (int, bool) {
	for _, p := range packs {
		for i := range p.Classes {
			if strings.EqualFold(p.Classes[i].Name, strings.TrimSpace(name)) {
				n := p.Classes[i].HandSize
				return n, n > 0
			}
		}
	}
	return 0, false
}

// ClassNames lists the classes of packs, each name once, in the packs'
// order.
func ClassNames(packs []*Pack) []string {
	var out []string
	for _, p := range packs {
		for _, c := range p.Classes {
			if !slices.ContainsFunc(out, func(n string) bool { return strings.EqualFold(n, c.Name) }) {
				out = append(out, c.Name)
			}
		}
	}
	return out
}

// ClassPerks returns the perks of the class called name (any case) in the
// first of packs that has it, in perk notation; nil when none has it.
func ClassPerks(packs []*Pack, name string) []string {
	name = strings.TrimSpace(name)
	for _, p := range packs {
		for _, c := range p.Classes {
			if strings.EqualFold(c.Name, name) {
				return slices.Clone(c.Perks)
			}
		}
	}
	return nil
}

// MonsterNames lists the monster types of packs, each once, sorted.
func MonsterNames(packs []*Pack) []string {
	var out []string
	for _, p := range packs {
		for _, m := range p.Monsters {
			if !slices.Contains(out, m.Name) {
				out = append(out, m.Name)
			}
		}
	}
	slices.Sort(out)
	return out
}

// leastHitPoints is the fewest hit points a stat card of m may have: 1,
// or 0 for a stand-in (StandIn).
func leastHitPoints(m *Monster) int {
	if m.StandIn() {
		return 0
	}
	return 1
}

// cloneSpecial copies a boss's special actions for a stat card of its own:
// the table works their counts out on the card (MonsterTableWith), never
// on the pack.
func cloneSpecial(sp [][]monster.Action) [][]monster.Action {
	if sp == nil {
		return nil
	}
	out := make([][]monster.Action, len(sp))
	for i, acts := range sp {
		out[i] = monster.CloneActions(acts)
	}
	return out
}
