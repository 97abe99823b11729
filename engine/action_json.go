package engine

import (
	"encoding/json"
	"fmt"
	"reflect"

	"github.com/haventable/haventable/engine/strictjson"
)

// MarshalText writes the effect kind by name (String): "poison", "fire".
func (k EffectKind) MarshalText() ([]byte, error) {
	if _, ok := ParseEffectKind(k.String()); !ok {
		return nil, fmt.Errorf("effect kind %d has no name", int(k))
	}
	return []byte(k.String()), nil
}

// UnmarshalText reads an effect kind's name (ParseEffectKind).
func (k *EffectKind) UnmarshalText(text []byte) error {
	v, ok := ParseEffectKind(string(text))
	if !ok {
		return fmt.Errorf("unknown effect %q", text)
	}
	*k = v
	return nil
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
		Effects: effectTokens(a.Effects), MaxTargets: a.MaxTargets,
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
		Ranged: j.Ranged, Range: j.Range, Pierce: j.Pierce, MaxTargets: j.MaxTargets,
	}
	var err error
	if a.Effects, err = parseEffects(j.Effects); err != nil {
		return Attack{}, err
	}
	for i, ms := range j.Modifiers {
		m, err := ParseModifier(ms)
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

// cloneZero returns a new zero value of the action type a points to.
func cloneZero(a Action) Action {
	return reflect.New(reflect.TypeOf(a).Elem()).Interface().(Action)
}

// derefAction returns the action value a points to.
func derefAction(a Action) Action {
	return reflect.ValueOf(a).Elem().Interface().(Action)
}
