package round

import (
	"strconv"
	"strings"
	"testing"

	"golang.org/x/text/language"

	"github.com/haventable/haventable/locales"
)

func TestParseInitiative(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want int
		ok   bool
	}{
		{"1", 1, true}, {"99", 99, true}, {" 42 ", 42, true}, {"07", 7, true},
		{"0", 0, false}, {"100", 0, false}, {"-5", 0, false}, {"", 0, false}, {"x", 0, false}, {"4 2", 0, false},
	} {
		got, err := parseInitiative(english(t), tc.in)
		if (err == nil) != tc.ok || got != tc.want {
			t.Errorf("parseInitiative(%q) = %d, %v; want %d, ok %v", tc.in, got, err, tc.want, tc.ok)
		}
		if err != nil && !strings.Contains(err.Error(), strings.TrimSpace(tc.in)) {
			t.Errorf("parseInitiative(%q): error %q does not name the input", tc.in, err)
		}
	}
}

// FuzzParseInitiative checks that what is accepted is an initiative of
// 1..99 written as that number.
func FuzzParseInitiative(f *testing.F) {
	for _, s := range []string{"1", "99", "0", "100", " 5", "+7", "x"} {
		f.Add(s)
	}
	tr := english(f)
	f.Fuzz(func(t *testing.T, s string) {
		n, err := parseInitiative(tr, s)
		if err != nil {
			return
		}
		if n < 1 || n > 99 {
			t.Fatalf("accepted %d from %q", n, s)
		}
		if m, _ := strconv.Atoi(strings.TrimSpace(s)); m != n {
			t.Fatalf("%q read as %d", s, n)
		}
	})
}

func english(t testing.TB) *locales.Translator {
	t.Helper()
	tr, err := locales.New(language.English)
	if err != nil {
		t.Fatal(err)
	}
	return tr
}
