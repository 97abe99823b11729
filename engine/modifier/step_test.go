package modifier

import (
	"errors"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/haventable/haventable/engine/rules"
)

// pile returns a DrawFunc over cards, top first, and how many were drawn.
func pile(t *testing.T, cards ...string) (DrawFunc, *int) {
	t.Helper()
	parsed, err := ParseCards(cards)
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	return func() (Card, error) {
		if n == len(parsed) {
			return Card{}, ErrNoCard
		}
		n++
		return parsed[n-1], nil
	}, &n
}

func cardStrings(cs []Card) []string {
	out := make([]string, len(cs))
	for i, c := range cs {
		out[i] = c.String()
	}
	return out
}

func TestResolveStep(t *testing.T) {
	tests := []struct {
		name   string
		mode   Mode
		attack int
		pile   []string
		drawn  []string
		used   []string
		value  int
	}{
		{"normal one card", Normal, 3, []string{"-1", "+0"}, []string{"-1"}, []string{"-1"}, 2},
		{"normal rolling chain", Normal, 2, []string{"+0 roll push:2", "+0 roll earth", "+2", "+1"},
			[]string{"+0 roll push:2", "+0 roll earth", "+2"}, []string{"+0 roll push:2", "+0 roll earth", "+2"}, 4},
		{"normal null", Normal, 5, []string{"null shuffle"}, []string{"null shuffle"}, []string{"null shuffle"}, 0},
		{"rolling then x2 adds first", Normal, 3, []string{"+1 roll", "x2 shuffle"}, []string{"+1 roll", "x2 shuffle"}, []string{"+1 roll", "x2 shuffle"}, 8},
		{"rolling then null", Normal, 3, []string{"+1 roll", "null"}, []string{"+1 roll", "null"}, []string{"+1 roll", "null"}, 0},
		{"advantage better second", Advantage, 3, []string{"-1", "+1", "+0"}, []string{"-1", "+1"}, []string{"+1"}, 4},
		{"advantage better first", Advantage, 3, []string{"+2", "+1"}, []string{"+2", "+1"}, []string{"+2"}, 5},
		{"advantage equal values first drawn", Advantage, 2, []string{"+2", "x2"}, []string{"+2", "x2"}, []string{"+2"}, 4},
		{"advantage x2 beats +2 at 3", Advantage, 3, []string{"+2", "x2"}, []string{"+2", "x2"}, []string{"x2"}, 6},
		{"advantage one rolling first", Advantage, 3, []string{"+1 roll", "+0", "-1"}, []string{"+1 roll", "+0"}, []string{"+1 roll", "+0"}, 4},
		{"advantage one rolling second", Advantage, 3, []string{"-1", "+1 roll", "+2"}, []string{"-1", "+1 roll"}, []string{"-1", "+1 roll"}, 3},
		{"advantage two rolling", Advantage, 3, []string{"+1 roll", "+1 roll", "-1", "+2"},
			[]string{"+1 roll", "+1 roll", "-1"}, []string{"+1 roll", "+1 roll", "-1"}, 4},
		{"advantage three rolling", Advantage, 1, []string{"+1 roll", "+1 roll", "+1 roll", "x2"},
			[]string{"+1 roll", "+1 roll", "+1 roll", "x2"}, []string{"+1 roll", "+1 roll", "+1 roll", "x2"}, 8},
		{"advantage ambiguous effect first", Advantage, 3, []string{"+0 poison", "+1"}, []string{"+0 poison", "+1"}, []string{"+0 poison"}, 3},
		{"advantage ambiguous value first", Advantage, 3, []string{"+1", "+0 poison"}, []string{"+1", "+0 poison"}, []string{"+1"}, 4},
		{"advantage dominating effect", Advantage, 3, []string{"+1", "+1 poison"}, []string{"+1", "+1 poison"}, []string{"+1 poison"}, 4},
		{"advantage push amounts are not comparable", Advantage, 3, []string{"+1 push:1", "+1 push:2"}, []string{"+1 push:1", "+1 push:2"}, []string{"+1 push:1"}, 4},
		{"advantage null vs -2 at 1 both nothing", Advantage, 1, []string{"null", "-2"}, []string{"null", "-2"}, []string{"null"}, 0},
		{"disadvantage worse second", Disadvantage, 3, []string{"+1", "-1"}, []string{"+1", "-1"}, []string{"-1"}, 2},
		{"disadvantage worse first", Disadvantage, 3, []string{"-1", "+1"}, []string{"-1", "+1"}, []string{"-1"}, 2},
		{"disadvantage ambiguous first", Disadvantage, 3, []string{"+1", "+0 poison"}, []string{"+1", "+0 poison"}, []string{"+1"}, 4},
		{"disadvantage disregards rolling", Disadvantage, 3, []string{"+1 roll", "+0"}, []string{"+1 roll", "+0"}, []string{"+0"}, 3},
		{"disadvantage disregards rolling second", Disadvantage, 3, []string{"+0", "+2 roll", "+1"}, []string{"+0", "+2 roll"}, []string{"+0"}, 3},
		{"disadvantage two rolling last only", Disadvantage, 3, []string{"+1 roll", "+2 roll", "+1", "-1"},
			[]string{"+1 roll", "+2 roll", "+1"}, []string{"+1"}, 4},
		{"disadvantage null worst", Disadvantage, 3, []string{"x2 shuffle", "null shuffle"}, []string{"x2 shuffle", "null shuffle"}, []string{"null shuffle"}, 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			draw, _ := pile(t, tc.pile...)
			s, err := ResolveStep(tc.mode, tc.attack, draw)
			if err != nil {
				t.Fatal(err)
			}
			if got := cardStrings(s.Drawn); !reflect.DeepEqual(got, tc.drawn) {
				t.Errorf("drawn %v, want %v", got, tc.drawn)
			}
			if got := cardStrings(s.Used); !reflect.DeepEqual(got, tc.used) {
				t.Errorf("used %v, want %v", got, tc.used)
			}
			if got := ApplyCards(tc.attack, s.Used); got != tc.value {
				t.Errorf("value %d, want %d", got, tc.value)
			}
		})
	}
}

func TestResolveStepRunsOut(t *testing.T) {
	draw, _ := pile(t, "+1 roll")
	_, err := ResolveStep(Normal, 3, draw)
	if !errors.Is(err, ErrNoCard) || !strings.Contains(err.Error(), "modifier card 2") {
		t.Errorf("err = %v, want ErrNoCard naming the second card", err)
	}
	draw, _ = pile(t, "+1")
	if _, err := ResolveStep(Advantage, 3, draw); !errors.Is(err, ErrNoCard) {
		t.Errorf("advantage with one card: err = %v", err)
	}
}

func TestModeFor(t *testing.T) {
	if ModeFor(true, true) != Normal || ModeFor(true, false) != Advantage ||
		ModeFor(false, true) != Disadvantage || ModeFor(false, false) != Normal {
		t.Error("advantage and disadvantage must cancel and never stack")
	}
}

func TestDominatesIsStrict(t *testing.T) {
	a := MustParseCard("+1 poison")
	if Dominates(3, a, a) {
		t.Error("a card dominates itself")
	}
	if !Dominates(3, MustParseCard("+2 poison"), MustParseCard("+1")) {
		t.Error("+2 poison should dominate +1")
	}
	if Dominates(3, MustParseCard("+2"), MustParseCard("+1 poison")) {
		t.Error("+2 must not dominate +1 poison (effects undefined)")
	}
}

func TestStepEffects(t *testing.T) {
	used, _ := ParseCards([]string{"+0 roll push:1 fire", "+0 roll push:1", "+1 poison"})
	got := StepEffects(used)
	want := []Effect{{Push, 2}, {Fire, 0}, {Poison, 0}}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("StepEffects = %v, want %v", got, want)
	}
}

// A card marked self or ally gives its heal, shield, range, conditions
// and refresh to the attacker or one of its allies, not to the target:
// StepEffects leaves them out and StepBeside lists them card by card,
// with the marker; the card's other effects (push, elements) stay the
// target's.
func TestStepBeside(t *testing.T) {
	used, err := ParseCards([]string{"+0 roll heal:1 range:3 ally", "+0 roll strengthen self fire", "+1 poison push:1", "+0 refresh"})
	if err != nil {
		t.Fatal(err)
	}
	if got, want := StepEffects(used), []Effect{{Fire, 0}, {Poison, 0}, {Push, 1}, {Refresh, 0}}; !reflect.DeepEqual(sortedEffects(got), sortedEffects(want)) {
		t.Errorf("StepEffects = %v, want %v", got, want)
	}
	want := [][]Effect{{{Heal, 1}, {Ally, 0}, {Range, 3}}, {{Strengthen, 0}, {Self, 0}}}
	got := StepBeside(used)
	if len(got) != len(want) {
		t.Fatalf("StepBeside = %v, want %v", got, want)
	}
	for i := range want {
		if !reflect.DeepEqual(sortedEffects(got[i]), sortedEffects(want[i])) {
			t.Errorf("StepBeside card %d = %v, want %v", i, got[i], want[i])
		}
	}
	// a card of two half elements: the player infuses one
	half, _ := ParseCards([]string{"+1 air earth either", "+0 fire"})
	if got := StepEffects(half); !reflect.DeepEqual(got, []Effect{{Fire, 0}}) {
		t.Errorf("StepEffects of a half-element card = %v, want the other card's fire only", got)
	}
	if got := StepBeside(half); len(got) != 1 || !reflect.DeepEqual(sortedEffects(got[0]), []Effect{{Air, 0}, {Earth, 0}, {Either, 0}}) {
		t.Errorf("StepBeside of a half-element card = %v", got)
	}
	// any one element: the player infuses it
	anyOne, _ := ParseCards([]string{"+0 roll any", "+1 ice"})
	if got := StepEffects(anyOne); !reflect.DeepEqual(got, []Effect{{Ice, 0}}) {
		t.Errorf("StepEffects of an any-element card = %v, want the other card's ice only", got)
	}
	if got := StepBeside(anyOne); len(got) != 1 || !reflect.DeepEqual(got[0], []Effect{{AnyElement, 0}}) {
		t.Errorf("StepBeside of an any-element card = %v", got)
	}
	// the notation reads and writes the new words
	for _, s := range []string{"+0 heal:1 ally", "+1 invisible self", "+1 heal:1 range:3", "+0 refresh", "+1 fire ice either", "+0 roll any"} {
		c, err := ParseCard(s)
		if err != nil {
			t.Errorf("ParseCard(%q): %v", s, err)
			continue
		}
		if back, err := ParseCard(c.String()); err != nil || back != c {
			t.Errorf("%q printed %q, read back %v (%v)", s, c.String(), back, err)
		}
	}
	for _, s := range []string{"+0 range", "+0 ally:1", "+0 refresh:2"} {
		if _, err := ParseCard(s); err == nil {
			t.Errorf("ParseCard(%q) accepted", s)
		}
	}
}

func sortedEffects(es []Effect) []Effect {
	out := slices.Clone(es)
	slices.SortFunc(out, func(a, b Effect) int { return int(a.Kind) - int(b.Kind) })
	return out
}

func TestDamage(t *testing.T) {
	tests := []struct{ attack, shield, pierce, want int }{
		{9, 1, 0, 8}, {3, 3, 2, 2}, {3, 0, 5, 3}, {2, 5, 0, 0}, {-1, 0, 0, 0}, {0, 0, 0, 0}, {5, 2, 2, 5},
	}
	for _, tc := range tests {
		if got := Damage(tc.attack, tc.shield, tc.pierce); got != tc.want {
			t.Errorf("Damage(%d, shield %d, pierce %d) = %d, want %d", tc.attack, tc.shield, tc.pierce, got, tc.want)
		}
	}
}

// TestApplyCardsBestOrder: within a card step the player orders the cards
// as is best for the attacker: additions of 0 or more, then the doublings,
// then the subtractions; the attack log says so when it matters.
func TestApplyCardsBestOrder(t *testing.T) {
	cards := func(ss ...string) []Card {
		var out []Card
		for _, s := range ss {
			out = append(out, MustParseCard(s))
		}
		return out
	}
	for _, c := range []struct {
		attack int
		used   []string
		want   int
		order  bool
	}{
		{3, []string{"+1 roll", "x2"}, 8, false},
		{3, []string{"-1 roll", "x2"}, 5, true},
		{3, []string{"x2", "-1 roll"}, 5, true},
		{2, []string{"-1 roll", "-2 roll", "bless"}, 1, true},
		{3, []string{"-1 roll", "+1"}, 3, false},
		{3, []string{"-1 roll", "null"}, 0, false},
		{0, []string{"-2 roll", "x2"}, -2, true},
	} {
		used := cards(c.used...)
		if got := ApplyCards(c.attack, used); got != c.want {
			t.Errorf("%d with %v: %d, want %d", c.attack, c.used, got, c.want)
		}
		if got := SubtractsAfterDoubling(used); got != c.order {
			t.Errorf("%v: order matters %v, want %v", c.used, got, c.order)
		}
	}
	deck := deckMust(t, OwnerCharacter, NewSource(1), NewSupply(), "-1 roll", "x2 shuffle")
	res, err := ResolveAttack(deck, Attack{Value: 3}, []Defender{{ID: "m", HP: 9}})
	if err != nil {
		t.Fatal(err)
	}
	r := res.Targets[0]
	if want := "Attack 3; card −1 roll, card ×2 shuffle, subtractions after the doubling = 5; 5 damage"; r.Attack != 5 || r.Log.String() != want {
		t.Errorf("attack %d, log %q, want %q", r.Attack, r.Log.String(), want)
	}
}

// TestResolveStepFrosthaven checks Frosthaven's advantage and disadvantage:
// a rolling first card draws on to a card that does not roll and then one
// more; the rolling symbol of a later card counts for nothing.
func TestResolveStepFrosthaven(t *testing.T) {
	tests := []struct {
		name   string
		mode   Mode
		attack int
		pile   []string
		drawn  []string
		used   []string
		value  int
	}{
		{"normal as Gloomhaven", Normal, 2, []string{"+1 roll", "+1", "+2"}, []string{"+1 roll", "+1"}, []string{"+1 roll", "+1"}, 4},
		{"advantage no rolling takes the better", Advantage, 3, []string{"-1", "+1", "+2"}, []string{"-1", "+1"}, []string{"+1"}, 4},
		{"advantage ambiguous first drawn", Advantage, 3, []string{"+0 poison", "+1"}, []string{"+0 poison", "+1"}, []string{"+0 poison"}, 3},
		{"advantage rolling first draws one more", Advantage, 3, []string{"+1 roll", "-1", "+2", "x2"},
			[]string{"+1 roll", "-1", "+2"}, []string{"+1 roll", "+2"}, 6},
		{"advantage rolling chain keeps the better still card", Advantage, 2, []string{"+1 roll", "+0 roll push:1", "+2", "-1", "x2"},
			[]string{"+1 roll", "+0 roll push:1", "+2", "-1"}, []string{"+1 roll", "+0 roll push:1", "+2"}, 5},
		{"advantage rolling first then rolling last compared", Advantage, 3, []string{"+1 roll", "-2", "+1 roll", "+2"},
			[]string{"+1 roll", "-2", "+1 roll"}, []string{"+1 roll", "+1 roll"}, 5},
		{"advantage rolling second is a plain card", Advantage, 3, []string{"-1", "+1 roll", "+2"},
			[]string{"-1", "+1 roll"}, []string{"+1 roll"}, 4},
		{"advantage rolling second worse", Advantage, 3, []string{"+2", "+1 roll", "+2"},
			[]string{"+2", "+1 roll"}, []string{"+2"}, 5},
		{"disadvantage no rolling takes the worse", Disadvantage, 3, []string{"+1", "-1"}, []string{"+1", "-1"}, []string{"-1"}, 2},
		{"disadvantage rolling first draws one more, none apply", Disadvantage, 3, []string{"+2 roll", "+1", "-1", "x2"},
			[]string{"+2 roll", "+1", "-1"}, []string{"-1"}, 2},
		{"disadvantage rolling second is a plain card", Disadvantage, 3, []string{"+1", "-1 roll", "+2"},
			[]string{"+1", "-1 roll"}, []string{"-1 roll"}, 2},
		{"disadvantage null worst after rolling", Disadvantage, 3, []string{"+1 roll", "x2", "null"},
			[]string{"+1 roll", "x2", "null"}, []string{"null"}, 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			draw, _ := pile(t, tc.pile...)
			s, err := ResolveStepFor(rules.Frosthaven, tc.mode, tc.attack, draw)
			if err != nil {
				t.Fatal(err)
			}
			if got := cardStrings(s.Drawn); !reflect.DeepEqual(got, tc.drawn) {
				t.Errorf("drawn %v, want %v", got, tc.drawn)
			}
			if got := cardStrings(s.Used); !reflect.DeepEqual(got, tc.used) {
				t.Errorf("used %v, want %v", got, tc.used)
			}
			if got := ApplyCards(tc.attack, s.Used); got != tc.value {
				t.Errorf("value %d, want %d", got, tc.value)
			}
		})
	}
}

// TestResolveStepEditions checks that only Frosthaven plays its rule: the
// other editions resolve as ResolveStep does.
func TestResolveStepEditions(t *testing.T) {
	piles := [][]string{{"+1 roll", "-1", "+2"}, {"+1", "-1 roll", "+2"}, {"+1 roll", "+1 roll", "+0", "+2"}}
	for _, e := range rules.Editions {
		for _, m := range []Mode{Normal, Advantage, Disadvantage} {
			for _, p := range piles {
				d1, _ := pile(t, p...)
				d2, _ := pile(t, p...)
				a, err1 := ResolveStepFor(e, m, 3, d1)
				b, err2 := ResolveStep(m, 3, d2)
				same := err1 == nil && err2 == nil && reflect.DeepEqual(a, b)
				if want := !e.AdvantageRollsOnFirstCardOnly() || m == Normal; same != want {
					t.Errorf("%s %s %v: same as Gloomhaven = %v, want %v (%+v vs %+v)", e, m, p, same, want, a, b)
				}
			}
		}
	}
}

func TestResolveStepFrosthavenRunsOut(t *testing.T) {
	for _, p := range [][]string{{"+1 roll", "+1"}, {"+1"}, {"+1 roll", "+1 roll"}} {
		draw, _ := pile(t, p...)
		if _, err := ResolveStepFor(rules.Frosthaven, Advantage, 3, draw); !errors.Is(err, ErrNoCard) {
			t.Errorf("%v: err = %v, want ErrNoCard", p, err)
		}
	}
}
