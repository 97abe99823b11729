package modifier

import (
	"encoding/json"
	"strings"
	"testing"
)

func TestParseCardCanonical(t *testing.T) {
	tests := []struct{ in, want string }{
		{"+0", "+0"},
		{"-0", "+0"},
		{"+1", "+1"},
		{"-2 @M", "-2 @M"},
		{"x2 shuffle", "x2 shuffle"},
		{"null shuffle", "null shuffle"},
		{"+0 roll push:2", "+0 roll push:2"},
		{"+0 earth roll", "+0 roll earth"},
		{"bless", "bless"},
		{"x2 bless", "bless"},
		{"curse @M", "curse @M"},
		{"null curse @*", "curse @*"},
		{"+1 @brute", "+1 @brute"},
		{"roll poison", "+0 roll poison"},
		{"poison", "+0 poison"},
		{"+1 fire wound push:1", "+1 push:1 wound fire"},
		{"-1 @3", "-1 @3"},
		{"+99", "+99"},
	}
	for _, tc := range tests {
		c, err := ParseCard(tc.in)
		if err != nil {
			t.Errorf("ParseCard(%q): %v", tc.in, err)
			continue
		}
		if got := c.String(); got != tc.want {
			t.Errorf("ParseCard(%q).String() = %q, want %q", tc.in, got, tc.want)
		}
		again, err := ParseCard(c.String())
		if err != nil || again != c {
			t.Errorf("round trip of %q: got %v, %v", tc.in, again, err)
		}
	}
}

func TestParseCardErrors(t *testing.T) {
	bad := []string{
		"", "   ", "+", "++1", "+-1", "+x", "+100", "x3", "nul", "+1 +1",
		"+1 roll roll", "+1 @M @1", "+1 @", "+1 @Brute", "+1 @bad!", "bless curse",
		"+1 bless", "x2 curse", "push", "push:0", "push:x", "poison:1",
		"+1 sparkle", "+1 push:1 push:2", "+0 fire x2", "shuffle null",
	}
	for _, s := range bad {
		if c, err := ParseCard(s); err == nil {
			t.Errorf("ParseCard(%q) = %v, want an error", s, c)
		} else if !strings.Contains(err.Error(), "parse card") {
			t.Errorf("ParseCard(%q) error %q does not say what failed", s, err)
		}
	}
}

func TestCardEqualityIsTokenSetEquality(t *testing.T) {
	a := MustParseCard("+1 roll push:1 fire")
	b := MustParseCard("+1 fire push:1 roll")
	if a != b {
		t.Errorf("%v != %v", a, b)
	}
	if a == MustParseCard("+1 roll push:2 fire") {
		t.Error("cards with different push amounts compare equal")
	}
	if MustParseCard("curse @M") == MustParseCard("curse @*") {
		t.Error("curses of different marks compare equal")
	}
}

func TestCardFeatures(t *testing.T) {
	c := MustParseCard("+2 roll pierce:3 poison dark @tinkerer")
	if c.Op != OpAdd || c.Value != 2 || !c.Rolling || c.Shuffle || c.Special != NotSpecial {
		t.Errorf("value fields wrong: %+v", c)
	}
	if !c.Icon.IsClass() || c.Icon != "tinkerer" {
		t.Errorf("icon %q", c.Icon)
	}
	if c.EffectAmount(Pierce) != 3 || !c.Has(Poison) || !c.Has(Dark) || c.Has(Fire) {
		t.Errorf("effects wrong: %v", c.Effects())
	}
	if !Poison.IsCondition() || !Dark.IsElement() || !Pierce.Numbered() || Poison.Numbered() {
		t.Error("effect classes wrong")
	}
	for _, icon := range []Icon{"1", "4", IconMonster, IconScenario, IconNone} {
		if icon.IsClass() {
			t.Errorf("%q counted as a class icon", icon)
		}
	}
	if _, err := c.WithEffects(Effect{Kind: Push, Amount: 1}, Effect{Kind: Push, Amount: 2}); err == nil {
		t.Error("WithEffects accepted a duplicate kind")
	}
	d, err := Plus(1).WithEffects(Effect{Kind: Fire}, Effect{Kind: Push, Amount: 2})
	if err != nil || d.String() != "+1 push:2 fire" {
		t.Errorf("WithEffects: %v, %v", d, err)
	}
}

func FuzzParseCard(f *testing.F) {
	for _, s := range []string{"+1", "null shuffle", "curse @M", "+0 roll push:2 earth", "bless @*", "x2 @brute", "poison roll"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		c, err := ParseCard(s)
		if err != nil {
			return
		}
		printed := c.String()
		again, err := ParseCard(printed)
		if err != nil {
			t.Fatalf("printed form %q of %q does not parse: %v", printed, s, err)
		}
		if again != c {
			t.Fatalf("round trip of %q: %v became %v", s, c, again)
		}
		if again.String() != printed {
			t.Fatalf("printing is not canonical: %q then %q", printed, again.String())
		}
	})
}

func TestCardAndEffectText(t *testing.T) {
	for _, s := range []string{"+1", "-2 @M", "x2 shuffle", "null shuffle", "+0 roll push:2", "bless", "curse @M", "+1 @brute", "+1 fire poison"} {
		c := MustParseCard(s)
		data, err := json.Marshal(c)
		if err != nil {
			t.Fatal(err)
		}
		var back Card
		if err := json.Unmarshal(data, &back); err != nil {
			t.Fatal(err)
		}
		if back != c {
			t.Errorf("%s: %s read back as %v", s, data, back)
		}
	}
	for _, tc := range []struct {
		in   string
		want Effect
		ok   bool
	}{
		{"push:2", Effect{Kind: Push, Amount: 2}, true},
		{"fire", Effect{Kind: Fire}, true},
		{"wound", Effect{Kind: Wound}, true},
		{"push", Effect{}, false},
		{"fire ice", Effect{}, false},
		{"roll", Effect{}, false},
		{"@M", Effect{}, false},
		{"", Effect{}, false},
		{" fire", Effect{}, false},
	} {
		got, err := ParseEffect(tc.in)
		if (err == nil) != tc.ok || got != tc.want {
			t.Errorf("ParseEffect(%q) = %v, %v; want %v ok=%v", tc.in, got, err, tc.want, tc.ok)
		}
		if tc.ok {
			text, err := got.MarshalText()
			if err != nil || string(text) != tc.in {
				t.Errorf("%v: MarshalText %q, %v", got, text, err)
			}
		}
	}
	if _, err := (Effect{}).MarshalText(); err == nil {
		t.Error("the zero effect was written")
	}
	var c Card
	if err := c.UnmarshalText([]byte("+1 +2")); err == nil {
		t.Error("a bad card was read")
	}
}

func FuzzParseEffect(f *testing.F) {
	for _, s := range []string{"push:2", "fire", "heal:99", "pierce:0", "x2", "poison poison"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		e, err := ParseEffect(s)
		if err != nil {
			return
		}
		text, err := e.MarshalText()
		if err != nil {
			t.Fatalf("%q read as %v, which does not write: %v", s, e, err)
		}
		back, err := ParseEffect(string(text))
		if err != nil || back != e {
			t.Fatalf("%q: %v written as %q read back as %v, %v", s, e, text, back, err)
		}
	})
}
