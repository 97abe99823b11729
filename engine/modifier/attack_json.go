package modifier

import (
	"encoding/json"
	"fmt"
	"github.com/haventable/haventable/engine/condbonus"

	"github.com/haventable/haventable/engine/strictjson"
)

// attackJSON is the form of an attack in the scenario snapshot and the
// action log.
type attackJSON struct {
	Value        int      `json:"value"`
	Modifiers    []string `json:"modifiers"`
	Advantage    bool     `json:"advantage,omitempty"`
	Disadvantage bool     `json:"disadvantage,omitempty"`
	Ranged       bool     `json:"ranged,omitempty"`
	// Range is left out where 0 (and in snapshots and logs written before
	// attacks had a range, which read as 0: not checked).
	Range      int      `json:"range,omitempty"`
	Pierce     int      `json:"pierce,omitempty"`
	Effects    []string `json:"effects"`
	MaxTargets int      `json:"max_targets,omitempty"`
	// AllyAdjacent is left out where 0.
	AllyAdjacent int `json:"ally_adjacent,omitempty"`
	// Times is left out where 0 (once).
	Times int `json:"times,omitempty"`
	// TargetCondition and TargetConditionBonus are left out where there
	// is no bonus.
	TargetCondition      string `json:"target_condition,omitempty"`
	TargetConditionBonus int    `json:"target_condition_bonus,omitempty"`
	// Ifs are left out where there are none.
	Ifs []condbonus.Bonus `json:"if,omitempty"`
}

// MarshalJSON writes the attack as the scenario snapshot does: value,
// modifiers and effects in card notation, the flags when set.
func (a Attack) MarshalJSON() ([]byte, error) { return json.Marshal(a.toJSON()) }

// UnmarshalJSON reads what MarshalJSON writes and validates the attack.
func (a *Attack) UnmarshalJSON(data []byte) error {
	var j attackJSON
	if err := strictjson.Unmarshal(data, &j); err != nil {
		return fmt.Errorf("attack: %w", err)
	}
	v, err := j.attack()
	if err != nil {
		return fmt.Errorf("attack: %w", err)
	}
	*a = v
	return nil
}

func (a Attack) toJSON() attackJSON {
	j := attackJSON{
		Value: a.Value, Modifiers: []string{},
		Advantage: a.Advantage, Disadvantage: a.Disadvantage,
		Ranged: a.Ranged, Range: a.Range, Pierce: a.Pierce,
		Effects: effectTokens(a.Effects), MaxTargets: a.MaxTargets, AllyAdjacent: a.AllyAdjacent,
		Times: a.Times, Ifs: condbonus.Clone(a.Ifs),
	}
	if a.TargetConditionBonus != 0 {
		j.TargetCondition, j.TargetConditionBonus = a.TargetCondition.String(), a.TargetConditionBonus
	}
	for _, m := range a.Modifiers {
		j.Modifiers = append(j.Modifiers, m.String())
	}
	return j
}

// attack reads the attack and validates it.
func (j attackJSON) attack() (Attack, error) {
	a := Attack{
		Value: j.Value, Advantage: j.Advantage, Disadvantage: j.Disadvantage,
		Ranged: j.Ranged, Range: j.Range, Pierce: j.Pierce, MaxTargets: j.MaxTargets, AllyAdjacent: j.AllyAdjacent,
		Times: j.Times, Ifs: j.Ifs,
	}
	if j.TargetCondition != "" {
		k, ok := ParseEffectKind(j.TargetCondition)
		if !ok || !k.IsCondition() {
			return Attack{}, fmt.Errorf("bonus against a target with %q: no condition", j.TargetCondition)
		}
		a.TargetCondition, a.TargetConditionBonus = k, j.TargetConditionBonus
	}
	var err error
	if a.Effects, err = ParseEffects(j.Effects); err != nil {
		return Attack{}, err
	}
	for i, ms := range j.Modifiers {
		m, err := ParseAdjustment(ms)
		if err != nil {
			return Attack{}, fmt.Errorf("modifiers[%d]: %w", i, err)
		}
		a.Modifiers = append(a.Modifiers, m)
	}
	if err := a.Validate(); err != nil {
		return Attack{}, err
	}
	return a, nil
}

func effectTokens(es []Effect) []string {
	out := make([]string, len(es))
	for i, e := range es {
		out[i] = e.String()
	}
	return out
}

// ParseEffects reads effect tokens (ParseEffect), naming the index of a
// bad one.
func ParseEffects(tokens []string) ([]Effect, error) {
	out := make([]Effect, 0, len(tokens))
	for i, tok := range tokens {
		e, err := ParseEffect(tok)
		if err != nil {
			return nil, fmt.Errorf("effects[%d]: %w", i, err)
		}
		out = append(out, e)
	}
	return out, nil
}
