package mapview

import (
	"reflect"
	"testing"
	"unicode/utf8"
)

func TestShortNames(t *testing.T) {
	cases := []struct {
		types []string
		want  map[string]string
	}{
		{[]string{"Cave Rat", "Ash Acolyte", "Bandit"}, map[string]string{"Cave Rat": "CR", "Ash Acolyte": "AA", "Bandit": "BA"}},
		{[]string{"Cave Rat", "Cave Rogue"}, map[string]string{"Cave Rat": "CRA", "Cave Rogue": "CRO"}},
		{[]string{"Cave Rat", "Cold Raven", "Cave Raider"}, map[string]string{"Cave Rat": "CRA", "Cold Raven": "CRB", "Cave Raider": "CRC"}},
		{[]string{"Bandit", "Bane"}, map[string]string{"Bandit": "BAN", "Bane": "BAA"}},
		{[]string{"Ooze", "Ox"}, map[string]string{"Ooze": "OO", "Ox": "OX"}},
		{[]string{"Black Imp", "black imp"}, map[string]string{"Black Imp": "BIM", "black imp": "BIA"}},
		{[]string{"Élan Vital", "42"}, map[string]string{"Élan Vital": "ÉV", "42": "42"}},
	}
	for _, c := range cases {
		if got := shortNames(c.types); !reflect.DeepEqual(got, c.want) {
			t.Errorf("%q: got %v, want %v", c.types, got, c.want)
		}
	}
}

// FuzzShortNames: every type gets letters, at most maxShort of them, and
// no two types share them.
func FuzzShortNames(f *testing.F) {
	f.Add("Cave Rat", "Cave Rogue", "Cold Raven")
	f.Add("", " ", "a")
	f.Add("Bandit", "Bane", "Ban")
	f.Add("!0", "00", "0")
	f.Fuzz(func(t *testing.T, a, b, c string) {
		types := []string{a}
		for _, s := range []string{b, c} {
			if s != a && (len(types) < 2 || s != types[1]) {
				types = append(types, s)
			}
		}
		got := shortNames(types)
		seen := map[string]string{}
		for _, typ := range types {
			s, ok := got[typ]
			if !ok || s == "" || utf8.RuneCountInString(s) > maxShort {
				t.Fatalf("%q: letters %q", typ, s)
			}
			if other, dup := seen[s]; dup {
				t.Fatalf("%q and %q both show %q", typ, other, s)
			}
			seen[s] = typ
		}
	})
}
