package battle

import (
	"encoding/json"
	"fmt"
	"math/big"
	"strings"
)

// Value is an exact rational number: a strength, a toughness, an amount or a
// factor. Values are immutable; every operation returns a new one, and no
// operation ever rounds. The zero Value is 0.
type Value struct {
	r *big.Rat // never mutated once a Value holds it; nil means 0
}

// Int returns the integer n as a Value.
func Int(n int64) Value { return Value{r: new(big.Rat).SetInt64(n)} }

// Frac returns num/den as a Value. It panics when den is 0, as a literal
// fraction with a zero denominator is a programming error.
func Frac(num, den int64) Value {
	if den == 0 {
		panic("battle.Frac: zero denominator")
	}
	return Value{r: big.NewRat(num, den)}
}

// ParseValue reads a value written as an integer ("8", "+2", "-3"), a
// fraction ("7/2", "-1/4") or a decimal ("3.5", "-0.25"). A sign may lead;
// nothing else is accepted: no spaces, exponents, base prefixes or zero
// denominators.
func ParseValue(s string) (Value, error) {
	body := s
	if strings.HasPrefix(body, "+") || strings.HasPrefix(body, "-") {
		body = body[1:]
	}
	num, den, isFrac := strings.Cut(body, "/")
	intPart, fracPart, isDec := strings.Cut(num, ".")
	switch {
	case isFrac && isDec:
		return Value{}, fmt.Errorf("parse value %q: a fraction cannot hold a decimal point", s)
	case !digits(intPart):
		return Value{}, fmt.Errorf("parse value %q: want digits, as in 8, +2, 7/2 or 3.5", s)
	case isDec && !digits(fracPart):
		return Value{}, fmt.Errorf("parse value %q: want digits after the decimal point", s)
	case isFrac && !digits(den):
		return Value{}, fmt.Errorf("parse value %q: want digits after the slash", s)
	case isFrac && strings.Trim(den, "0") == "":
		return Value{}, fmt.Errorf("parse value %q: zero denominator", s)
	}
	r, ok := new(big.Rat).SetString(s)
	if !ok {
		return Value{}, fmt.Errorf("parse value %q: not a number", s)
	}
	return Value{r: r}, nil
}

// MustParse is ParseValue for literals known to be valid; it panics on error.
func MustParse(s string) Value {
	v, err := ParseValue(s)
	if err != nil {
		panic(err)
	}
	return v
}

// digits reports whether s is one or more ASCII digits.
func digits(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

// rat returns the value's rational, to be read and never modified.
func (v Value) rat() *big.Rat {
	if v.r == nil {
		return new(big.Rat)
	}
	return v.r
}

// Rat returns a copy of the value as a big.Rat.
func (v Value) Rat() *big.Rat { return new(big.Rat).Set(v.rat()) }

// Add returns v + w.
func (v Value) Add(w Value) Value { return Value{r: new(big.Rat).Add(v.rat(), w.rat())} }

// Sub returns v - w.
func (v Value) Sub(w Value) Value { return Value{r: new(big.Rat).Sub(v.rat(), w.rat())} }

// Mul returns v × w.
func (v Value) Mul(w Value) Value { return Value{r: new(big.Rat).Mul(v.rat(), w.rat())} }

// Neg returns -v.
func (v Value) Neg() Value { return Value{r: new(big.Rat).Neg(v.rat())} }

// Cmp compares v and w: -1 when v < w, 0 when equal, +1 when v > w.
func (v Value) Cmp(w Value) int { return v.rat().Cmp(w.rat()) }

// Equal reports whether v and w are the same number ("7/2" equals "3.5").
func (v Value) Equal(w Value) bool { return v.Cmp(w) == 0 }

// Sign returns -1, 0 or +1 as v is negative, zero or positive.
func (v Value) Sign() int { return v.rat().Sign() }

// IsInt reports whether v is a whole number.
func (v Value) IsInt() bool { return v.rat().IsInt() }

// String prints v canonically: "8", "-3", "7/2", "-1/4" (lowest terms, no
// plus sign, no decimal point).
func (v Value) String() string { return v.rat().RatString() }

// MarshalText writes v canonically, so a Value is a JSON string.
func (v Value) MarshalText() ([]byte, error) { return []byte(v.String()), nil }

// UnmarshalText reads v as ParseValue does.
func (v *Value) UnmarshalText(b []byte) error {
	p, err := ParseValue(string(b))
	if err != nil {
		return err
	}
	*v = p
	return nil
}

// UnmarshalJSON reads v from a JSON string ("7/2") or a JSON number (8, 3.5),
// exactly in both cases. A JSON null leaves v as it is.
func (v *Value) UnmarshalJSON(b []byte) error {
	if string(b) == "null" {
		return nil
	}
	var s string
	if err := json.Unmarshal(b, &s); err == nil {
		return v.UnmarshalText([]byte(s))
	}
	var n json.Number
	if err := json.Unmarshal(b, &n); err != nil {
		return fmt.Errorf("value: want a string such as \"7/2\" or a number, got %s", b)
	}
	return v.UnmarshalText([]byte(n.String()))
}
