package pack

import (
	"encoding/json"
	"fmt"
	"strconv"
)

// Value is a stat card number: an integer or a formula of C and L (see
// Formula). In JSON it is an integer or a string.
type Value struct {
	Formula
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

func (v *Value) setJSON(x any) error {
	switch x := x.(type) {
	case json.Number:
		n, err := jsonInt(x)
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
	return fmt.Errorf("want an integer or a formula string, found %s", describe(x))
}
