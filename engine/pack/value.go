package pack

import (
	"encoding/json"
	"fmt"
	"regexp"
	"strconv"
	"strings"
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

// Amount is an action's number: relative to the stat card (Relative, N is
// added to the stat: "+1", "-1", "+0") or fixed (N is the number). In JSON
// a fixed amount is an integer, a relative one a string with its sign.
type Amount struct {
	Relative bool
	N        int
}

// Plus returns the relative amount +n (or -n when n < 0).
func Plus(n int) *Amount { return &Amount{Relative: true, N: n} }

// Fixed returns the fixed amount n.
func Fixed(n int) *Amount { return &Amount{N: n} }

// String returns "+1", "-2", "+0" for relative amounts and "3" for fixed.
func (a Amount) String() string {
	if a.Relative {
		if a.N < 0 {
			return strconv.Itoa(a.N)
		}
		return "+" + strconv.Itoa(a.N)
	}
	return strconv.Itoa(a.N)
}

// Apply returns the amount worked out against the stat card's number.
func (a Amount) Apply(stat int) int {
	if a.Relative {
		return max(stat+a.N, 0)
	}
	return a.N
}

// MarshalJSON writes a fixed amount as an integer, a relative one as a
// signed string.
func (a Amount) MarshalJSON() ([]byte, error) {
	if a.Relative {
		return json.Marshal(a.String())
	}
	return []byte(strconv.Itoa(a.N)), nil
}

// ParseAmount reads "+N" or "-N" (relative) or "N" (fixed).
func ParseAmount(s string) (Amount, error) {
	rel := strings.HasPrefix(s, "+") || strings.HasPrefix(s, "-")
	n, err := strconv.Atoi(strings.TrimPrefix(s, "+"))
	if err != nil || n < -MaxAmount || n > MaxAmount {
		return Amount{}, fmt.Errorf("want \"+N\", \"-N\" or an integer up to %d, found %q", MaxAmount, s)
	}
	return Amount{Relative: rel, N: n}, nil
}

var relativeRE = regexp.MustCompile(`^[+-][0-9]{1,2}$`)

// MaxAmount bounds the number of an action.
const MaxAmount = 99

func (a *Amount) setJSON(x any) error {
	switch x := x.(type) {
	case json.Number:
		n, err := jsonInt(x)
		if err != nil {
			return err
		}
		if n < 0 || n > MaxAmount {
			return fmt.Errorf("fixed amount %d out of 0..%d", n, MaxAmount)
		}
		*a = Amount{N: n}
		return nil
	case string:
		if !strings.HasPrefix(x, "+") && !strings.HasPrefix(x, "-") {
			return fmt.Errorf("a relative amount starts with + or -, found %q (write a fixed amount as an integer)", x)
		}
		if !relativeRE.MatchString(x) {
			return fmt.Errorf("want \"+N\" or \"-N\" with N from 0 to %d, found %q", MaxAmount, x)
		}
		am, err := ParseAmount(x)
		if err != nil {
			return err
		}
		*a = am
		return nil
	}
	return fmt.Errorf("want an integer or \"+N\"/\"-N\", found %s", describe(x))
}
