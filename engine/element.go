package engine

import (
	"encoding/json"
	"fmt"

	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/engine/strictjson"
)

// Strength is where an element stands on the element board.
type Strength uint8

const (
	// Inert: the element cannot be consumed.
	Inert Strength = iota
	// Waning: infused a round ago; it can still be consumed.
	Waning
	// Strong: infused since the last end of round.
	Strong
)

var strengthNames = [...]string{Inert: "inert", Waning: "waning", Strong: "strong"}

// String names the strength as the snapshot writes it.
func (s Strength) String() string {
	if int(s) < len(strengthNames) {
		return strengthNames[s]
	}
	return fmt.Sprintf("Strength(%d)", s)
}

// ParseStrength reads "inert", "waning" or "strong".
func ParseStrength(name string) (Strength, error) {
	for i, n := range strengthNames {
		if n == name {
			return Strength(i), nil
		}
	}
	return 0, fmt.Errorf("unknown element strength %q (want inert, waning or strong)", name)
}

// Elements lists the six elements in board order: fire, ice, air, earth,
// light, dark. An element is named by its infusion EffectKind.
var Elements = [6]modifier.EffectKind{modifier.Fire, modifier.Ice, modifier.Air, modifier.Earth, modifier.Light, modifier.Dark}

// ElementBoard is the element infusion table. The zero value has every
// element inert.
//
// Rules as implemented:
//   - Infusing an element moves it to strong at the end of the turn in which
//     it was infused (choice made here: every infusion of a turn, from an
//     ability or from a modifier card, is held as pending and lands when
//     EndTurn is called). So an element infused this turn cannot be consumed
//     on the same turn, unless it already stood strong or waning.
//   - Consuming an element that is strong or waning makes it inert; an inert
//     element cannot be consumed.
//   - At the end of each round every strong element becomes waning and every
//     waning element becomes inert.
//
// ElementBoard is a comparable value.
type ElementBoard struct {
	level   [6]Strength
	pending [6]bool
}

func elementIndex(k modifier.EffectKind) (int, error) {
	if !k.IsElement() {
		return 0, fmt.Errorf("%s is not an element", k)
	}
	return int(k - modifier.Fire), nil
}

// Strength returns where element k stands (Inert for a kind that is not an
// element).
func (b ElementBoard) Strength(k modifier.EffectKind) Strength {
	i, err := elementIndex(k)
	if err != nil {
		return Inert
	}
	return b.level[i]
}

// Pending reports whether element k has been infused this turn and will
// become strong when the turn ends.
func (b ElementBoard) Pending(k modifier.EffectKind) bool {
	i, err := elementIndex(k)
	return err == nil && b.pending[i]
}

// Infuse infuses element k: it becomes strong at the end of the current turn.
func (b *ElementBoard) Infuse(k modifier.EffectKind) error {
	i, err := elementIndex(k)
	if err != nil {
		return fmt.Errorf("infuse: %w", err)
	}
	b.pending[i] = true
	return nil
}

// Consume consumes element k: when it is strong or waning it becomes inert
// and Consume reports true; an inert element cannot be consumed (false, and
// nothing changes). A pending infusion is not yet there to consume.
func (b *ElementBoard) Consume(k modifier.EffectKind) (bool, error) {
	i, err := elementIndex(k)
	if err != nil {
		return false, fmt.Errorf("consume: %w", err)
	}
	if b.level[i] == Inert {
		return false, nil
	}
	b.level[i] = Inert
	return true, nil
}

// EndTurn lands the infusions made during the turn: each becomes strong.
func (b *ElementBoard) EndTurn() {
	for i, p := range b.pending {
		if p {
			b.level[i] = Strong
			b.pending[i] = false
		}
	}
}

// EndRound moves every element one step down: strong to waning, waning to
// inert. Infusions still pending (a turn not ended) land first.
func (b *ElementBoard) EndRound() {
	b.EndTurn()
	for i, l := range b.level {
		if l > Inert {
			b.level[i] = l - 1
		}
	}
}

type elementBoardJSON struct {
	Fire    string   `json:"fire"`
	Ice     string   `json:"ice"`
	Air     string   `json:"air"`
	Earth   string   `json:"earth"`
	Light   string   `json:"light"`
	Dark    string   `json:"dark"`
	Pending []string `json:"pending,omitempty"`
}

func (j *elementBoardJSON) fields() [6]*string {
	return [6]*string{&j.Fire, &j.Ice, &j.Air, &j.Earth, &j.Light, &j.Dark}
}

// MarshalJSON writes every element's strength by name, and the pending
// infusions in board order.
func (b ElementBoard) MarshalJSON() ([]byte, error) {
	var j elementBoardJSON
	for i, f := range j.fields() {
		*f = b.level[i].String()
		if b.pending[i] {
			j.Pending = append(j.Pending, Elements[i].String())
		}
	}
	return json.Marshal(j)
}

// UnmarshalJSON reads what MarshalJSON writes; a missing element is inert.
func (b *ElementBoard) UnmarshalJSON(data []byte) error {
	var j elementBoardJSON
	if err := strictjson.Unmarshal(data, &j); err != nil {
		return fmt.Errorf("element board: %w", err)
	}
	var out ElementBoard
	for i, f := range j.fields() {
		if *f == "" {
			continue
		}
		s, err := ParseStrength(*f)
		if err != nil {
			return fmt.Errorf("element board: %s: %w", Elements[i], err)
		}
		out.level[i] = s
	}
	for n, name := range j.Pending {
		k, ok := modifier.ParseEffectKind(name)
		i, err := elementIndex(k)
		if !ok || err != nil {
			return fmt.Errorf("element board: pending[%d]: %q is not an element", n, name)
		}
		if out.pending[i] {
			return fmt.Errorf("element board: pending[%d]: %s given twice", n, name)
		}
		out.pending[i] = true
	}
	*b = out
	return nil
}
