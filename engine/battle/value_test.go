package battle

import (
	"encoding/json"
	"testing"
)

func TestParseValue(t *testing.T) {
	tests := []struct {
		in, want string
	}{
		{"8", "8"},
		{"+2", "2"},
		{"-3", "-3"},
		{"0", "0"},
		{"-0", "0"},
		{"7/2", "7/2"},
		{"3.5", "7/2"},
		{"-1/4", "-1/4"},
		{"-0.25", "-1/4"},
		{"+6/4", "3/2"},
		{"10/5", "2"},
		{"0.1", "1/10"},
		{"007", "7"},
	}
	for _, tc := range tests {
		v, err := ParseValue(tc.in)
		if err != nil {
			t.Errorf("ParseValue(%q): %v", tc.in, err)
			continue
		}
		if got := v.String(); got != tc.want {
			t.Errorf("ParseValue(%q) = %s, want %s", tc.in, got, tc.want)
		}
	}
}

func TestParseValueRejects(t *testing.T) {
	for _, in := range []string{"", "+", "-", "x", "1/0", "1/00", "1/", "/2", "1.", ".5", "1.5/2",
		"1e3", "0x10", " 1", "1 ", "1/-2", "--1", "+-1", "1/2/3", "1..2", "½", "Inf", "NaN"} {
		if v, err := ParseValue(in); err == nil {
			t.Errorf("ParseValue(%q) = %s, want an error", in, v)
		}
	}
}

func TestValueArithmeticIsExact(t *testing.T) {
	half := MustParse("1/2")
	v := Int(7)
	v = v.Mul(half).Mul(half) // 7/4
	if got := v.String(); got != "7/4" {
		t.Fatalf("7 halved twice = %s, want 7/4", got)
	}
	if !v.Mul(Int(4)).Equal(Int(7)) {
		t.Fatalf("7/4 × 4 = %s, want 7", v.Mul(Int(4)))
	}
	third := Frac(1, 3)
	sum := third.Add(third).Add(third)
	if !sum.Equal(Int(1)) {
		t.Fatalf("1/3+1/3+1/3 = %s, want exactly 1", sum)
	}
	if !MustParse("7/2").Equal(MustParse("3.5")) {
		t.Fatal("7/2 and 3.5 differ")
	}
	var zero Value
	if zero.String() != "0" || zero.Sign() != 0 || !zero.Add(Int(2)).Equal(Int(2)) {
		t.Fatal("zero Value is not 0")
	}
	if Int(2).Sub(Int(5)).Neg().String() != "3" {
		t.Fatal("Sub/Neg wrong")
	}
}

func TestValueDoesNotAlias(t *testing.T) {
	a := Int(3)
	r := a.Rat()
	r.SetInt64(99)
	if a.String() != "3" {
		t.Fatalf("modifying Rat() changed the value to %s", a)
	}
}

func TestValueJSON(t *testing.T) {
	var got struct {
		A, B, C Value
	}
	if err := json.Unmarshal([]byte(`{"A":"7/2","B":3.5,"C":8}`), &got); err != nil {
		t.Fatal(err)
	}
	if got.A.String() != "7/2" || got.B.String() != "7/2" || got.C.String() != "8" {
		t.Fatalf("decoded %s %s %s", got.A, got.B, got.C)
	}
	if err := json.Unmarshal([]byte(`{"A":null}`), &got); err != nil || got.A.String() != "7/2" {
		t.Fatalf("null changed the value to %s (%v)", got.A, err)
	}
	for _, bad := range []string{`{"A":"x"}`, `{"A":1e3}`, `{"A":true}`, `{"A":"1/0"}`} {
		if err := json.Unmarshal([]byte(bad), &got); err == nil {
			t.Errorf("decoding %s: want an error", bad)
		}
	}
	out, err := json.Marshal(MustParse("-0.25"))
	if err != nil || string(out) != `"-1/4"` {
		t.Fatalf("marshal = %s, %v", out, err)
	}
}

// FuzzParseValue checks that parsing never panics and that a parsed value
// prints canonically and reads back as itself.
func FuzzParseValue(f *testing.F) {
	for _, s := range []string{"8", "+2", "-1/4", "3.5", "7/2", "1/0", "1e3", "0x10", "-0.000", "99999999999999999999/3"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		v, err := ParseValue(s)
		if err != nil {
			return
		}
		again, err := ParseValue(v.String())
		if err != nil {
			t.Fatalf("canonical %q of %q does not parse: %v", v.String(), s, err)
		}
		if !again.Equal(v) || again.String() != v.String() {
			t.Fatalf("%q -> %q -> %q", s, v.String(), again.String())
		}
	})
}
