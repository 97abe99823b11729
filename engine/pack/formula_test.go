package pack

import (
	"strings"
	"testing"
)

func TestFormulaEval(t *testing.T) {
	tests := []struct {
		src     string
		c, l    int
		want    int
		wantErr string
	}{
		{"7", 2, 1, 7, ""},
		{"8xC", 3, 0, 24, ""},
		{"8*C", 4, 0, 32, ""},
		{"C+2", 2, 5, 4, ""},
		{"L+C", 2, 5, 7, ""},
		{"2+3x4", 1, 0, 14, ""},
		{"(2+3)x4", 1, 0, 20, ""},
		{"7/2", 1, 0, 4, ""}, // divides rounding up
		{"7d2", 1, 0, 3, ""}, // divides rounding down
		{"C/2", 3, 0, 2, ""},
		{"(4xC)/3", 4, 0, 6, ""},
		{"4xCx2", 2, 0, 16, ""},
		{" 10 x C ", 2, 0, 20, ""},
		{"-3+C", 4, 0, 1, ""},
		{"", 1, 0, 0, "empty"},
		{"C/0", 1, 0, 0, "division by zero"},
		{"3+", 1, 0, 0, "end of formula"},
		{"(3", 1, 0, 0, "missing )"},
		{"3)", 1, 0, 0, "unexpected"},
		{"X", 1, 0, 0, ""}, // a scenario variable, 0 until set
		{"3+q", 1, 0, 0, "unexpected"},
		{"99999999999", 1, 0, 0, "too large"},
		{"1000000x1000000", 1, 0, 0, "too large"},
		{strings.Repeat("(", 40) + "1" + strings.Repeat(")", 40), 1, 0, 0, "nested"},
	}
	for _, tt := range tests {
		f, err := ParseFormula(tt.src)
		if err == nil {
			var got int
			got, err = f.Eval(tt.c, tt.l)
			if err == nil {
				if tt.wantErr != "" {
					t.Errorf("%q: got %d, want error %q", tt.src, got, tt.wantErr)
				} else if got != tt.want {
					t.Errorf("%q with C=%d L=%d: got %d, want %d", tt.src, tt.c, tt.l, got, tt.want)
				}
				continue
			}
		}
		if tt.wantErr == "" || !strings.Contains(err.Error(), tt.wantErr) {
			t.Errorf("%q: error %v, want %q", tt.src, err, tt.wantErr)
		}
	}
}

func TestFormulaStringRoundTrip(t *testing.T) {
	for _, src := range []string{"8xC", "7", "(C+1)/2", "L+C"} {
		f, err := ParseFormula(src)
		if err != nil {
			t.Fatal(err)
		}
		if f.String() != src {
			t.Errorf("String() = %q, want %q", f.String(), src)
		}
		if f.Constant() != (src == "7") {
			t.Errorf("%q: Constant() = %v", src, f.Constant())
		}
	}
}

func FuzzFormula(f *testing.F) {
	for _, s := range []string{"8xC", "C+L", "(4xC)/3", "7d2", "-1", "((C))", "1/0"} {
		f.Add(s, 2, 3)
	}
	f.Fuzz(func(t *testing.T, src string, c, l int) {
		fm, err := ParseFormula(src)
		if err != nil {
			return
		}
		v1, err1 := fm.Eval(c, l)
		again, err := ParseFormula(fm.String())
		if err != nil {
			t.Fatalf("%q parsed but its String %q does not: %v", src, fm.String(), err)
		}
		v2, err2 := again.Eval(c, l)
		if v1 != v2 || (err1 == nil) != (err2 == nil) {
			t.Fatalf("%q: %d,%v then %d,%v", src, v1, err1, v2, err2)
		}
		if err1 == nil && (v1 > maxFormulaValue || v1 < -maxFormulaValue) {
			t.Fatalf("%q = %d out of bounds", src, v1)
		}
	})
}
