// Package tally counts what the recorded table actions of scenarios say
// each character did: damage dealt and taken, hit points healed, monsters
// killed by type, money looted, experience, exhaustions, scenarios won and
// lost. The statistics on the campaign screen and the personal quests'
// counters read it; what it counts and whom it credits is stated in
// docs/statistics.md.
package tally

import (
	"maps"

	"github.com/haventable/haventable/engine"
)

// Figure is what the tally needs of a figure of the scenario.
type Figure struct {
	Kind engine.FigureKind `json:"kind"`
	// Type is a monster's type ("Bandit Guard").
	Type string `json:"type,omitempty"`
	// Sheet is a character's campaign sheet (0: none); Name its name.
	Sheet int64  `json:"sheet,omitempty"`
	Name  string `json:"name,omitempty"`
	// Summoner is the figure that summoned it.
	Summoner string `json:"summoner,omitempty"`
}

// Roster is the scenario's figures by ID.
type Roster map[string]Figure

// RosterOf is the roster of figures fs.
func RosterOf(fs []engine.Figure) Roster {
	r := Roster{}
	for _, f := range fs {
		g := Figure{Kind: f.Kind, Summoner: f.Summoner}
		switch f.Kind {
		case engine.KindMonster:
			g.Type = f.MonsterType
		case engine.KindCharacter:
			g.Sheet, g.Name = f.Sheet, f.Name
		}
		r[f.ID] = g
	}
	return r
}

// Counts are one character's (or the party's) counts.
type Counts struct {
	DamageDealt int `json:"damage_dealt"`
	DamageTaken int `json:"damage_taken"`
	Healed      int `json:"healed"`
	// Kills counts the monsters killed by type.
	Kills map[string]int `json:"kills,omitempty"`
	// Looted counts the money tokens looted.
	Looted int `json:"looted"`
	// XP is the experience taken home (the scenario's bonus included).
	XP          int `json:"xp"`
	Exhaustions int `json:"exhaustions"`
	Won         int `json:"won"`
	Lost        int `json:"lost"`
}

// KillCount is the monsters killed of every type.
func (c Counts) KillCount() int {
	n := 0
	for _, k := range c.Kills {
		n += k
	}
	return n
}

// Add adds o to c.
func (c *Counts) Add(o Counts) {
	c.DamageDealt += o.DamageDealt
	c.DamageTaken += o.DamageTaken
	c.Healed += o.Healed
	c.Looted += o.Looted
	c.XP += o.XP
	c.Exhaustions += o.Exhaustions
	c.Won += o.Won
	c.Lost += o.Lost
	for t, k := range o.Kills {
		if c.Kills == nil {
			c.Kills = map[string]int{}
		}
		c.Kills[t] += k
	}
}

// Clone is a copy of c sharing nothing.
func (c Counts) Clone() Counts {
	c.Kills = maps.Clone(c.Kills)
	return c
}

// Scenario counts one scenario's actions.
type Scenario struct {
	roster Roster
	// turn is the figure whose turn it is ("" none).
	turn      string
	exhausted map[string]bool
	ended     bool
	won       bool
	// ByFigure are the counts of each character figure.
	ByFigure map[string]*Counts
}

// NewScenario starts counting a scenario with figures r.
func NewScenario(r Roster) *Scenario {
	return &Scenario{roster: r, exhausted: map[string]bool{}, ByFigure: map[string]*Counts{}}
}

// owner is the character figure credited with what figure id does: a
// character, or the character that summoned a summon ("" none).
func (s *Scenario) owner(id string) string {
	for range 4 { // a summon's summoner, never a loop
		f, ok := s.roster[id]
		switch {
		case !ok:
			return ""
		case f.Kind == engine.KindCharacter:
			return id
		case f.Kind == engine.KindSummon && f.Summoner != "":
			id = f.Summoner
		default:
			return ""
		}
	}
	return ""
}

func (s *Scenario) of(id string) *Counts {
	c := s.ByFigure[id]
	if c == nil {
		c = &Counts{}
		s.ByFigure[id] = c
	}
	return c
}

func (s *Scenario) isCharacter(id string) bool { return s.roster[id].Kind == engine.KindCharacter }

func (s *Scenario) isMonster(id string) bool { return s.roster[id].Kind == engine.KindMonster }

// taken counts damage suffered by figure id when it is a character.
func (s *Scenario) taken(id string, n int) {
	if n > 0 && s.isCharacter(id) {
		s.of(id).DamageTaken += n
	}
}

// dealt counts damage a character (by) did to a monster.
func (s *Scenario) dealt(by, target string, n int) {
	if who := s.owner(by); who != "" && n > 0 && s.isMonster(target) {
		s.of(who).DamageDealt += n
	}
}

// fell counts figure id fallen, by figure by: a monster killed, a
// character exhausted.
func (s *Scenario) fell(id, by string) {
	switch {
	case s.isMonster(id):
		if who := s.owner(by); who != "" {
			c := s.of(who)
			if c.Kills == nil {
				c.Kills = map[string]int{}
			}
			c.Kills[s.roster[id].Type]++
		}
	case s.isCharacter(id) && !s.exhausted[id]:
		s.exhausted[id] = true
		s.of(id).Exhaustions++
	}
}

// Add counts one recorded action and what it did.
func (s *Scenario) Add(e engine.Entry) {
	sum := e.Summary
	if sum.Ended != "" && sum.Ended == s.turn {
		s.turn = ""
	}
	switch a := deref(e.Action).(type) {
	case engine.ApplyAttack:
		for _, h := range sum.Hits {
			s.dealt(sum.Attacker, h.Target, h.Damage)
			s.taken(h.Target, h.Damage)
		}
		for _, id := range sum.Fell {
			s.fell(id, sum.Attacker)
		}
		sum.Fell = nil
	case engine.DamageFigure:
		s.dealt(s.turn, a.Figure, sum.Damage)
		s.taken(a.Figure, sum.Damage)
		sum.Damage = 0
	case engine.HealFigure:
		if who := s.owner(s.turn); who != "" {
			s.of(who).Healed += sum.Healed
		} else if s.isCharacter(a.Figure) {
			s.of(a.Figure).Healed += sum.Healed
		}
		sum.Healed = 0
	case engine.Exhaust:
		s.fell(a.Character, "")
	}
	if sum.Bane > 0 {
		s.taken(sum.Ended, sum.Bane)
	}
	if sum.Started != "" {
		s.turn = sum.Started
		s.taken(sum.Started, sum.Damage) // a wound as the turn started
		if sum.Healed > 0 && s.isCharacter(sum.Started) {
			s.of(sum.Started).Healed += sum.Healed // a long rest's heal
		}
	}
	if sum.Looted > 0 && s.isCharacter(sum.LootedBy) {
		s.of(sum.LootedBy).Looted += sum.Looted
	}
	for _, id := range sum.Fell {
		s.fell(id, s.turn)
	}
}

// deref is the action's value (actions read from the log are pointers).
func deref(a engine.Action) engine.Action {
	switch a := a.(type) {
	case *engine.ApplyAttack:
		return *a
	case *engine.DamageFigure:
		return *a
	case *engine.HealFigure:
		return *a
	case *engine.Exhaust:
		return *a
	}
	return a
}

// End closes the count of a scenario won or lost: each character figure is
// credited with the scenario and xp[its ID], the experience it took home.
func (s *Scenario) End(won bool, xp map[string]int) {
	s.ended, s.won = true, won
	for id, f := range s.roster {
		if f.Kind != engine.KindCharacter {
			continue
		}
		c := s.of(id)
		if won {
			c.Won++
		} else {
			c.Lost++
		}
		c.XP += xp[id]
	}
}

// Sheets are the counts by campaign sheet (characters without one left
// out).
func (s *Scenario) Sheets() map[int64]Counts {
	out := map[int64]Counts{}
	for id, c := range s.ByFigure {
		if sh := s.roster[id].Sheet; sh > 0 {
			o := out[sh]
			o.Add(*c)
			out[sh] = o
		}
	}
	return out
}

// Party is the counts of every character together, the scenario counted
// once as won or lost (once ended).
func (s *Scenario) Party() Counts {
	var out Counts
	for _, c := range s.ByFigure {
		out.Add(*c)
	}
	out.Won, out.Lost = 0, 0
	if s.ended && s.won {
		out.Won = 1
	} else if s.ended {
		out.Lost = 1
	}
	return out
}
