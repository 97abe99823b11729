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
		// floor, ceil and round work their argument out exactly
		{"floor(7xC/2)", 3, 0, 10, ""},
		{"ceil(7xC/2)", 3, 0, 11, ""},
		{"floor(3+7x(C/2))", 3, 0, 13, ""}, // 3+10.5, not 3+7x2
		{"floor(3+7x(C/2))", 4, 0, 17, ""},
		{"ceil((L+2)xC/2)", 3, 1, 5, ""},
		{"floor(((C-1)/2)x(L+3))", 2, 2, 2, ""},
		{"round((L/3)+2)", 2, 1, 2, ""}, // 2.33
		{"round((L/3)+2)", 2, 2, 3, ""}, // 2.67
		{"round(C/2)", 3, 0, 2, ""},     // halves up
		{"round(0-C/2)", 3, 0, -1, ""},  // -1.5 up to -1
		{"floor(0-C/2)", 3, 0, -2, ""},  // -1.5 down
		{"ceil(0-C/2)", 3, 0, -1, ""},   // -1.5 up
		{"2+floor(L/2)x3", 2, 3, 5, ""}, // a function inside an ordinary formula
		{"floor(ceil(C/4)/2)", 3, 0, 0, ""},
		{"floor(C/(L-L))", 2, 1, 0, "division by zero"},
		{"floor(1000000x1000000)", 1, 0, 0, "too large"},
		{"floor(1000000/7x1000000/7x1000000)", 1, 0, 0, "too large"},
		{"floor C", 1, 0, 0, "functions"},
		{"max(C)", 1, 0, 0, "functions"},
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
	for _, src := range []string{"8xC", "7", "(C+1)/2", "L+C", "floor(7xC/2)"} {
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
	for _, s := range []string{"8xC", "C+L", "(4xC)/3", "7d2", "-1", "((C))", "1/0", "floor(3+7x(C/2))", "round(L/3)", "ceil(C/0)"} {
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
		// the rounding functions bracket the exact value
		var got [3]int
		for i, fn := range []string{"floor", "round", "ceil"} {
			g, err := ParseFormula(fn + "(" + fm.String() + ")")
			if err != nil {
				return // too long or too deep once wrapped
			}
			if got[i], err = g.Eval(c, l); err != nil {
				return
			}
		}
		if got[0] > got[1] || got[1] > got[2] || got[2]-got[0] > 1 {
			t.Fatalf("%q: floor, round, ceil = %v", src, got)
		}
	})
}
