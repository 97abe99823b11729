package engine

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"

	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/engine/strictjson"
	"github.com/haventable/haventable/hexgrid"
)

// The two sides of a scenario. Summons fight on their summoner's side.
const (
	SideParty    Side = "party"
	SideMonsters Side = "monsters"
)

// FigureKind is what a figure is.
type FigureKind uint8

const (
	// KindCharacter is a player's character. At 0 hit points or fewer it is
	// exhausted (it leaves the map; it is not killed and drops no money).
	KindCharacter FigureKind = iota + 1
	// KindMonster is a monster standee, normal or elite, of a monster type.
	KindMonster
	// KindSummon is a figure summoned by a character: it fights on its
	// summoner's side and takes its turn directly before its summoner.
	KindSummon
)

var figureKindNames = [...]string{KindCharacter: "character", KindMonster: "monster", KindSummon: "summon"}

// String names the kind as the snapshot writes it.
func (k FigureKind) String() string {
	if k >= KindCharacter && int(k) < len(figureKindNames) {
		return figureKindNames[k]
	}
	return fmt.Sprintf("FigureKind(%d)", k)
}

// ParseFigureKind reads "character", "monster" or "summon".
func ParseFigureKind(name string) (FigureKind, error) {
	for k := KindCharacter; int(k) < len(figureKindNames); k++ {
		if figureKindNames[k] == name {
			return k, nil
		}
	}
	return 0, fmt.Errorf("unknown figure kind %q (want character, monster or summon)", name)
}

// FigureState tells whether a figure still takes part in the scenario.
type FigureState uint8

const (
	// Active: the figure is in play.
	Active FigureState = iota
	// Dead: a monster or summon brought to 0 hit points or fewer; it has
	// left the map.
	Dead
	// Exhausted: a character brought to 0 hit points or fewer; it has left
	// the map.
	Exhausted
)

var figureStateNames = [...]string{Active: "active", Dead: "dead", Exhausted: "exhausted"}

// String names the state as the snapshot writes it.
func (s FigureState) String() string {
	if int(s) < len(figureStateNames) {
		return figureStateNames[s]
	}
	return fmt.Sprintf("FigureState(%d)", s)
}

// ParseFigureState reads "active", "dead" or "exhausted".
func ParseFigureState(name string) (FigureState, error) {
	for i, n := range figureStateNames {
		if n == name {
			return FigureState(i), nil
		}
	}
	return 0, fmt.Errorf("unknown figure state %q (want active, dead or exhausted)", name)
}

// Figure is one figure of a scenario: a character, a monster standee or a
// summon, with its hit points, conditions and active bonuses.
type Figure struct {
	// ID names the figure uniquely in its scenario ("brute", "guard-3").
	ID string
	// Name is the name shown to players.
	Name string
	// Kind is character, monster or summon.
	Kind FigureKind
	// MonsterType, Standee and Elite describe a monster: its type, its
	// standee number (1 and up) and whether it is elite.
	MonsterType string
	Standee     int
	Elite       bool
	// Summoner is the ID of the figure that summoned this one (a summon, or
	// a monster summoned by a monster ability); empty otherwise.
	Summoner string
	// Spawned marks a monster spawned by the scenario (it drops no money).
	Spawned bool
	// SummonedRound is the round in which a summon was summoned: it takes no
	// turn in that round.
	SummonedRound int
	// Side is the side the figure fights on.
	Side Side
	// At is the hex the figure stands on, when OnMap (the zero hex otherwise).
	At    hexgrid.Hex
	OnMap bool
	// HP and MaxHP are the figure's hit points and their maximum.
	HP, MaxHP int
	// Shield is the figure's own shield against attacks (a monster's
	// printed shield); active shield bonuses add to it.
	Shield int
	// Conditions are the conditions on the figure.
	Conditions Conditions
	// Bonuses are its active bonuses, in the order gained.
	Bonuses modifier.Bonuses
	// State tells whether the figure is active, dead or exhausted.
	State FigureState
	// InTurn is true while the figure is taking its turn (between its
	// start-of-turn and end-of-turn hooks).
	InTurn bool
	// Sheet, XP and Money are a character's: the number of the campaign's
	// character sheet it plays (0: none), the experience it gained in the
	// scenario so far and the money tokens it looted.
	Sheet     int64
	XP, Money int
	// Loot are the loot cards a character drew (a scenario with a loot
	// deck), in the order drawn.
	Loot []LootCard
	// Cards counts a character's ability cards by pile (SetHand); nil:
	// not counted.
	Cards *CardPiles
	// Stats are a character's summon's, as its ability card gives them
	// (nil for others).
	Stats *SummonStats
	// Immune are the conditions and forced movements (push, pull) that do
	// not apply to the figure (a monster's stat card).
	Immune []modifier.EffectKind
	// Retaliate and RetaliateRange are the figure's own retaliate (a
	// monster's stat card); its retaliate bonuses add to it.
	Retaliate, RetaliateRange int
}

// IsImmune reports whether condition or forced movement k does not apply
// to the figure.
func (f Figure) IsImmune(k modifier.EffectKind) bool { return slices.Contains(f.Immune, k) }

// ErrImmune is wrapped by the error for a condition a figure is immune to.
var ErrImmune = errors.New("immune")

// SummonStats are what a summon's ability card says of it, for the players
// (its hit points are the figure's): move, attack, range (0: melee) and its
// other traits in words.
type SummonStats struct {
	Move   int    `json:"move"`
	Attack int    `json:"attack"`
	Range  int    `json:"range,omitempty"`
	Traits string `json:"traits,omitempty"`
}

// Alive reports whether the figure is still in play (neither dead nor
// exhausted).
func (f Figure) Alive() bool { return f.State == Active }

// Summoned reports whether the figure was summoned (by a character or by a
// monster ability).
func (f *Figure) Summoned() bool { return f.Kind == KindSummon || f.Summoner != "" }

// DropsMoney reports whether the figure leaves a money token on its hex when
// it dies: monsters do, unless summoned or spawned.
func (f *Figure) DropsMoney() bool {
	return f.Kind == KindMonster && !f.Summoned() && !f.Spawned
}

// Validate checks the figure's fields, naming the one at fault.
func (f *Figure) Validate() error {
	if f.ID == "" {
		return fmt.Errorf("figure: empty id")
	}
	switch f.Kind {
	case KindCharacter, KindSummon:
		if f.MonsterType != "" || f.Standee != 0 || f.Elite || f.Spawned {
			return fmt.Errorf("figure %q: a %s has no monster type, standee, elite or spawned mark", f.ID, f.Kind)
		}
	case KindMonster:
		if f.MonsterType == "" {
			return fmt.Errorf("figure %q: a monster needs a monster type", f.ID)
		}
		if f.Standee < 1 {
			return fmt.Errorf("figure %q: standee %d (want 1 and up)", f.ID, f.Standee)
		}
	default:
		return fmt.Errorf("figure %q: unknown kind %d", f.ID, f.Kind)
	}
	if f.Kind == KindSummon && f.Summoner == "" {
		return fmt.Errorf("figure %q: a summon needs its summoner", f.ID)
	}
	if f.Kind == KindCharacter && f.Summoner != "" {
		return fmt.Errorf("figure %q: a character has no summoner", f.ID)
	}
	if f.Side == "" {
		return fmt.Errorf("figure %q: empty side", f.ID)
	}
	if f.MaxHP < 1 || f.MaxHP > MaxFigureHitPoints {
		return fmt.Errorf("figure %q: max hp %d (want 1 to %d)", f.ID, f.MaxHP, MaxFigureHitPoints)
	}
	if f.Sheet < 0 || f.XP < 0 || f.Money < 0 {
		return fmt.Errorf("figure %q: sheet %d, xp %d or money %d below 0", f.ID, f.Sheet, f.XP, f.Money)
	}
	for i, c := range f.Loot {
		if err := c.Validate(); err != nil {
			return fmt.Errorf("figure %q: loot[%d]: %w", f.ID, i, err)
		}
	}
	if f.Kind != KindCharacter && (f.Sheet != 0 || f.XP != 0 || f.Money != 0 || f.Cards != nil || len(f.Loot) > 0) {
		return fmt.Errorf("figure %q: only a character has a sheet, experience, money and ability cards", f.ID)
	}
	if f.Cards != nil {
		if err := f.Cards.check(); err != nil {
			return fmt.Errorf("figure %q: %w", f.ID, err)
		}
	}
	if f.Retaliate < 0 || f.Retaliate > modifier.MaxValue || f.RetaliateRange < 0 || f.RetaliateRange > modifier.MaxValue {
		return fmt.Errorf("figure %q: retaliate %d range %d out of 0..%d", f.ID, f.Retaliate, f.RetaliateRange, modifier.MaxValue)
	}
	for i, k := range f.Immune {
		if !k.IsCondition() && k != modifier.Push && k != modifier.Pull {
			return fmt.Errorf("figure %q: immune[%d]: %s is no condition or forced movement", f.ID, i, k)
		}
	}
	if st := f.Stats; st != nil {
		if f.Kind != KindSummon {
			return fmt.Errorf("figure %q: only a summon has summon stats", f.ID)
		}
		if st.Move < 0 || st.Attack < 0 || st.Range < 0 || max(st.Move, st.Attack, st.Range) > modifier.MaxValue ||
			len(st.Traits) > 200 {
			return fmt.Errorf("figure %q: summon stats %+v out of range", f.ID, *st)
		}
	}
	if f.Shield < 0 || f.Shield > modifier.MaxValue {
		return fmt.Errorf("figure %q: shield %d out of 0..%d", f.ID, f.Shield, modifier.MaxValue)
	}
	if f.HP > f.MaxHP {
		return fmt.Errorf("figure %q: hp %d above max hp %d", f.ID, f.HP, f.MaxHP)
	}
	switch f.State {
	case Active:
		if f.HP < 1 {
			return fmt.Errorf("figure %q: active with hp %d", f.ID, f.HP)
		}
	case Dead:
		if f.Kind == KindCharacter {
			return fmt.Errorf("figure %q: a character is exhausted, never dead", f.ID)
		}
	case Exhausted:
		if f.Kind != KindCharacter {
			return fmt.Errorf("figure %q: only a character is exhausted", f.ID)
		}
	default:
		return fmt.Errorf("figure %q: unknown state %d", f.ID, f.State)
	}
	if !f.OnMap && f.At != (hexgrid.Hex{}) {
		return fmt.Errorf("figure %q: off the map but at %v", f.ID, f.At)
	}
	if !f.Alive() && (f.OnMap || f.InTurn) {
		return fmt.Errorf("figure %q: %s but still on the map or in its turn", f.ID, f.State)
	}
	if err := f.Bonuses.Validate(); err != nil {
		return fmt.Errorf("figure %q: %w", f.ID, err)
	}
	return nil
}

// AddCondition applies condition k to the figure. A condition applied while
// the figure is taking its turn lasts through the end of its next turn (see
// Conditions). A figure out of play takes no condition.
func (f *Figure) AddCondition(k modifier.EffectKind) error {
	if !f.Alive() {
		return fmt.Errorf("figure %q is %s: no condition applies: %w", f.ID, f.State, ErrOutOfPlay)
	}
	if f.IsImmune(k) {
		return fmt.Errorf("figure %q: %w to %s", f.ID, ErrImmune, k)
	}
	if err := f.Conditions.Add(k, f.InTurn); err != nil {
		return fmt.Errorf("figure %q: %w", f.ID, err)
	}
	return nil
}

// Healing is what one heal ability did.
type Healing struct {
	// Healed is the number of hit points regained.
	Healed int
	// Removed are the conditions the heal removed (HealRemoves), in
	// notation order.
	Removed []modifier.EffectKind
}

// Heal performs a heal of amount on the figure. The rules: a heal removes
// poison, wound, brittle, bane, infect and rupture from its target
// (HealRemoves); when the target was poisoned or infected the heal has no
// other effect (PreventsHeal); otherwise the figure regains amount hit
// points, never above its maximum.
func (f *Figure) Heal(amount int) (Healing, error) {
	if !f.Alive() {
		return Healing{}, fmt.Errorf("heal %q: the figure is %s: %w", f.ID, f.State, ErrOutOfPlay)
	}
	if amount < 0 {
		return Healing{}, fmt.Errorf("heal %q: amount %d: %w", f.ID, amount, ErrNegativeAmount)
	}
	var h Healing
	prevented := false
	for _, k := range f.Conditions.List() {
		if HealRemoves(k) && f.Conditions.Remove(k) {
			h.Removed = append(h.Removed, k)
			prevented = prevented || PreventsHeal(k)
		}
	}
	if !prevented {
		h.Healed = min(amount, f.MaxHP-f.HP)
		f.HP += h.Healed
	}
	return h, nil
}

// Suffered is what a source of damage did to one figure.
type Suffered struct {
	// Damage is the damage suffered after the active bonuses.
	Damage int
	// Negated is true when a negate bonus took the damage.
	Negated bool
	// Fell is true when the figure was brought to 0 hit points or fewer:
	// dead (monster or summon) or exhausted (character).
	Fell bool
	// Spent are the figure's conditions the damage used up and removed
	// (brittle, ward, regenerate), in notation order.
	Spent []modifier.EffectKind
}

// SufferDamage makes the figure suffer damage from a source that is not an
// attack (a wound, a trap, retaliate): shields do not apply, a negate does,
// then brittle or ward (modifier.ConditionDamage); damage of 1 or more
// removes regenerate. At 0 hit points or fewer the figure falls at once
// (see Fall).
func (f *Figure) SufferDamage(damage int) (Suffered, error) {
	if !f.Alive() {
		return Suffered{}, fmt.Errorf("damage %q: the figure is %s: %w", f.ID, f.State, ErrOutOfPlay)
	}
	if damage < 0 {
		return Suffered{}, fmt.Errorf("damage %q: amount %d: %w", f.ID, damage, ErrNegativeAmount)
	}
	var s Suffered
	s.Damage, f.Bonuses, s.Negated = f.Bonuses.Suffer(damage)
	f.Bonuses = compactBonuses(f.Bonuses)
	var spent []modifier.EffectKind
	s.Damage, spent = modifier.ConditionDamage(s.Damage, f.Conditions.Has(modifier.Brittle), f.Conditions.Has(modifier.Ward))
	s.Spent = f.Conditions.spendOnDamage(spent, s.Damage)
	f.HP = max(f.HP-s.Damage, 0) // a figure has no fewer than 0 hit points
	if f.HP <= 0 {
		f.Fall()
		s.Fell = true
	}
	return s, nil
}

// Fall takes the figure out of play: a character is exhausted, a monster or
// summon dies. It leaves the map (At is cleared: read it first) and loses its conditions, bonuses and turn.
// (The scenario places the money token of a monster that drops one.)
func (f *Figure) Fall() {
	if f.Kind == KindCharacter {
		f.State = Exhausted
	} else {
		f.State = Dead
	}
	f.OnMap = false
	f.At = hexgrid.Hex{}
	f.InTurn = false
	f.Conditions = Conditions{}
	f.Bonuses = nil
}

// figureJSON is a figure in a snapshot.
type figureJSON struct {
	ID            string           `json:"id"`
	Name          string           `json:"name,omitempty"`
	Kind          string           `json:"kind"`
	MonsterType   string           `json:"monster_type,omitempty"`
	Standee       int              `json:"standee,omitempty"`
	Elite         bool             `json:"elite,omitempty"`
	Summoner      string           `json:"summoner,omitempty"`
	Spawned       bool             `json:"spawned,omitempty"`
	SummonedRound int              `json:"summoned_round,omitempty"`
	Side          Side             `json:"side"`
	At            *[2]int          `json:"at,omitempty"`
	HP            int              `json:"hp"`
	MaxHP         int              `json:"max_hp"`
	Shield        int              `json:"shield,omitempty"`
	Conditions    Conditions       `json:"conditions"`
	Bonuses       modifier.Bonuses `json:"bonuses"`
	State         string           `json:"state"`
	InTurn        bool             `json:"in_turn,omitempty"`
	Sheet         int64            `json:"sheet,omitempty"`
	XP            int              `json:"xp,omitempty"`
	Money         int              `json:"money,omitempty"`
	Loot          []LootCard       `json:"loot,omitempty"`
	Cards         *CardPiles       `json:"cards,omitempty"`
	Stats         *SummonStats     `json:"summon_stats,omitempty"`
	Immune        []string         `json:"immune,omitempty"`
	Retaliate     int              `json:"retaliate,omitempty"`
	RetaliateRng  int              `json:"retaliate_range,omitempty"`
}

// MarshalJSON writes the figure with snake_case fields; its hex is "at":
// [q, r], absent when the figure is off the map.
func (f Figure) MarshalJSON() ([]byte, error) { return json.Marshal(f.snapshotJSON()) }

// snapshotJSON is the figure as MarshalJSON writes it.
func (f *Figure) snapshotJSON() figureJSON {
	j := figureJSON{
		ID: f.ID, Name: f.Name, Kind: f.Kind.String(), MonsterType: f.MonsterType,
		Standee: f.Standee, Elite: f.Elite, Summoner: f.Summoner, Spawned: f.Spawned,
		SummonedRound: f.SummonedRound, Side: f.Side, HP: f.HP, MaxHP: f.MaxHP, Shield: f.Shield,
		Conditions: f.Conditions, Bonuses: f.Bonuses, State: f.State.String(), InTurn: f.InTurn,
		Sheet: f.Sheet, XP: f.XP, Money: f.Money, Loot: f.Loot, Stats: f.Stats, Cards: f.Cards,
		Retaliate: f.Retaliate, RetaliateRng: f.RetaliateRange,
	}
	j.Immune = kindNames(f.Immune)
	if j.Bonuses == nil {
		j.Bonuses = modifier.Bonuses{}
	}
	if f.OnMap {
		j.At = &[2]int{f.At.Q, f.At.R}
	}
	return j
}

// UnmarshalJSON reads what MarshalJSON writes and validates the figure.
func (f *Figure) UnmarshalJSON(data []byte) error {
	var j figureJSON
	if err := strictjson.Unmarshal(data, &j); err != nil {
		return fmt.Errorf("figure: %w", err)
	}
	kind, err := ParseFigureKind(j.Kind)
	if err != nil {
		return fmt.Errorf("figure %q: %w", j.ID, err)
	}
	state, err := ParseFigureState(j.State)
	if err != nil {
		return fmt.Errorf("figure %q: %w", j.ID, err)
	}
	out := Figure{
		ID: j.ID, Name: j.Name, Kind: kind, MonsterType: j.MonsterType, Standee: j.Standee,
		Elite: j.Elite, Summoner: j.Summoner, Spawned: j.Spawned, SummonedRound: j.SummonedRound,
		Side: j.Side, HP: j.HP, MaxHP: j.MaxHP, Shield: j.Shield, Conditions: j.Conditions, State: state, InTurn: j.InTurn,
		Sheet: j.Sheet, XP: j.XP, Money: j.Money, Loot: j.Loot, Stats: j.Stats, Cards: j.Cards,
		Retaliate: j.Retaliate, RetaliateRange: j.RetaliateRng,
	}
	if out.Immune, err = parseKinds(j.Immune); err != nil {
		return fmt.Errorf("figure %q: immune: %w", j.ID, err)
	}
	if len(j.Bonuses) > 0 {
		out.Bonuses = j.Bonuses
	}
	if j.At != nil {
		out.At, out.OnMap = hexgrid.H(j.At[0], j.At[1]), true
	}
	if err := out.Validate(); err != nil {
		return err
	}
	*f = out
	return nil
}

// compactBonuses returns nil for no bonus, so that a figure without bonuses
// always holds the same value.
func compactBonuses(bs modifier.Bonuses) modifier.Bonuses {
	if len(bs) == 0 {
		return nil
	}
	return bs
}
