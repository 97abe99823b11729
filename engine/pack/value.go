package pack

import (
	"encoding/json"
	"fmt"
	"strconv"

	"github.com/haventable/haventable/engine/strictjson"
)

// Value is a stat card number: an integer or a formula of C and L (see
// Formula). In JSON it is an integer or a string.
type Value struct {
	Formula
}

// FormulaCharacters is the C of a formula for a party of characters: their
// number, at least 2. The games are played by two to four characters; a
// player alone plays two or more at once (Gloomhaven rulebook, "Game
// Variant: Open Information and Solo Play", p. 15), so a stat card has no
// value for fewer than two; both peers read C as max(2, characters) too.
func FormulaCharacters(characters int) int { return max(2, characters) }

// At returns the value for a party of characters at scenario level:
// C is FormulaCharacters(characters), and a result below least is least
// (a formula such as "C-2" comes to 0 for two characters, and a move or an
// attack never goes below 0).
func (v Value) At(characters, level, least int) (int, error) {
	return v.AtWith(characters, level, least, nil)
}

// AtWith is At with the scenario's variables ("X": 3; one missing is 0).
func (v Value) AtWith(characters, level, least int, vars map[string]int) (int, error) {
	n, err := v.EvalWith(FormulaCharacters(characters), level, vars)
	if err != nil {
		return 0, err
	}
	return max(n, least), nil
}

// Int returns the value n.
func Int(n int) Value { return Value{Number(n)} }

// MustValue returns the value of a formula, panicking on a bad one (for
// tests and built-in tables).
func MustValue(src string) Value {
	f, err := ParseFormula(src)
	if err != nil {
		panic(err)
	}
	return Value{f}
}

// MarshalJSON writes a constant as an integer, a formula as a string.
func (v Value) MarshalJSON() ([]byte, error) {
	if v.root == nil {
		return []byte("0"), nil
	}
	if v.root.op == 0 && v.root.name == 0 {
		return []byte(strconv.Itoa(v.root.num)), nil
	}
	return json.Marshal(v.src)
}

// SetJSON takes v from the value a pack file gives (strictjson.Setter): an
// integer or a formula string.
func (v *Value) SetJSON(x any) error {
	switch x := x.(type) {
	case json.Number:
		n, err := strictjson.Int(x)
		if err != nil {
			return err
		}
		if n < -maxFormulaValue || n > maxFormulaValue {
			return fmt.Errorf("%d out of ±%d", n, maxFormulaValue)
		}
		*v = Int(n)
		return nil
	case string:
		f, err := ParseFormula(x)
		if err != nil {
			return err
		}
		*v = Value{f}
		return nil
	}
	return fmt.Errorf("want an integer or a formula string, found %s", strictjson.Describe(x))
}
