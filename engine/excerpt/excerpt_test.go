package excerpt

import (
	"strings"
	"testing"
)

func TestCutAndQuote(t *testing.T) {
	long := strings.Repeat("k", 8<<20)
	for _, tc := range []struct {
		in, cut, quote string
	}{
		{"", "", `""`},
		{"Imp", "Imp", `"Imp"`},
		{strings.Repeat("é", Max), strings.Repeat("é", Max), `"` + strings.Repeat("é", Max) + `"`},
		{strings.Repeat("é", Max+1), strings.Repeat("é", Max) + "…", `"` + strings.Repeat("é", Max) + `…" (82 bytes)`},
		{long, strings.Repeat("k", Max) + "…", `"` + strings.Repeat("k", Max) + `…" (8388608 bytes)`},
		{"\xff" + strings.Repeat("a", Max), "\xff" + strings.Repeat("a", Max-1) + "…", `"\xff` + strings.Repeat("a", Max-1) + `…" (41 bytes)`},
	} {
		if got := Cut(tc.in); got != tc.cut {
			t.Errorf("Cut(%.20q) = %q, want %q", tc.in, got, tc.cut)
		}
		if got := Quote(tc.in); got != tc.quote {
			t.Errorf("Quote(%.20q) = %s, want %s", tc.in, got, tc.quote)
		}
	}
}

func TestMessage(t *testing.T) {
	short := strings.Repeat("é", MaxMessage)
	if got := Message(short); got != short {
		t.Errorf("a message of %d characters was cut", MaxMessage)
	}
	if got := Message(short + "é"); got != short+"…" {
		t.Errorf("Message of %d characters: %d bytes", MaxMessage+1, len(got))
	}
	if got := Message(strings.Repeat("k", 8<<20)); got != strings.Repeat("k", MaxMessage)+"…" {
		t.Errorf("Message of 8 MB: %d bytes", len(got))
	}
}

func TestArgs(t *testing.T) {
	long := strings.Repeat("x", 1000)
	args := []any{"short", long, []byte(long), 7, nil}
	got := Args(args)
	if got[0] != "short" || got[1] != Cut(long) || got[2] != Cut(long) || got[3] != 7 || got[4] != nil {
		t.Fatalf("Args = %v", got)
	}
	if args[1] != long {
		t.Fatal("Args changed its argument")
	}
	same := []any{"a", 1}
	if g := Args(same); &g[0] != &same[0] {
		t.Fatal("Args copied arguments it did not change")
	}
}

func FuzzQuote(f *testing.F) {
	f.Add("Imp")
	f.Add(strings.Repeat("é", 50))
	f.Fuzz(func(t *testing.T, s string) {
		q := Quote(s)
		if len(q) > 4*Max*4+40 {
			t.Fatalf("Quote of %d bytes is %d bytes long", len(s), len(q))
		}
		if len(s) <= Max && q[0] == '"' && !strings.Contains(q, "…") && len(Cut(s)) != len(s) {
			t.Fatal("a short string was cut")
		}
	})
}
