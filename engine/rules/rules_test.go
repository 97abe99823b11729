package rules

import "testing"

func TestParse(t *testing.T) {
	for _, e := range Editions {
		got, err := Parse(string(e))
		if err != nil || got != e {
			t.Errorf("Parse(%q) = %q, %v", e, got, err)
		}
	}
	if got, err := Parse(""); err != nil || got != Default {
		t.Errorf("Parse(\"\") = %q, %v; want the default", got, err)
	}
	if _, err := Parse("gloomhaven2"); err == nil {
		t.Error("Parse accepted an unknown edition")
	}
}

// TestTerrainDamage checks trap and hazardous-terrain damage at every
// scenario level against the editions' formulas written out by hand.
func TestTerrainDamage(t *testing.T) {
	trap := []int{2, 3, 4, 5, 6, 7, 8, 9}
	halfTrap := []int{1, 1, 2, 2, 3, 3, 4, 4}    // (2+L)/2 rounded down
	oneAndThird := []int{1, 2, 2, 2, 3, 3, 3, 4} // 1 + ⌈L/3⌉
	for _, c := range []struct {
		e      Edition
		hazard []int
	}{
		{Gloomhaven, halfTrap}, {JawsOfTheLion, halfTrap},
		{Frosthaven, oneAndThird}, {Gloomhaven2e, oneAndThird}, {"", halfTrap},
	} {
		for l := range 8 {
			if got := c.e.TrapDamage(l); got != trap[l] {
				t.Errorf("%q trap at L%d = %d, want %d", c.e, l, got, trap[l])
			}
			if got := c.e.HazardDamage(l); got != c.hazard[l] {
				t.Errorf("%q hazardous terrain at L%d = %d, want %d", c.e, l, got, c.hazard[l])
			}
		}
	}
}

func TestAdvantageRollsOnFirstCardOnly(t *testing.T) {
	want := map[Edition]bool{Gloomhaven: false, JawsOfTheLion: false, Frosthaven: true, Gloomhaven2e: false, "": false}
	for e, w := range want {
		if got := e.AdvantageRollsOnFirstCardOnly(); got != w {
			t.Errorf("%q.AdvantageRollsOnFirstCardOnly() = %v, want %v", e, got, w)
		}
	}
}

func TestHasAllyDeck(t *testing.T) {
	want := map[Edition]bool{Gloomhaven: false, JawsOfTheLion: false, Frosthaven: true, Gloomhaven2e: true, "": false}
	for e, w := range want {
		if got := e.HasAllyDeck(); got != w {
			t.Errorf("%q.HasAllyDeck() = %v, want %v", e, got, w)
		}
	}
}

func TestHasImbuement(t *testing.T) {
	want := map[Edition]bool{Gloomhaven: false, JawsOfTheLion: false, Frosthaven: false, Gloomhaven2e: true, "": false}
	for e, w := range want {
		if got := e.HasImbuement(); got != w {
			t.Errorf("%q.HasImbuement() = %v, want %v", e, got, w)
		}
	}
}
