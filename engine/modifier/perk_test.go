package modifier

import (
	"slices"
	"strings"
	"testing"
)

func TestParsePerk(t *testing.T) {
	tests := []struct{ in, want string }{
		{"remove -1, -1", "remove -1, -1"},
		{"  remove   -1 ,-1 ", "remove -1, -1"},
		{"replace -1 with +1", "replace -1 with +1"},
		{"replace -1, -1 with +0 roll fire @brute", "replace -1, -1 with +0 roll fire @brute"},
		{"add +1 roll, +1 roll", "add +1 roll, +1 roll"},
		{"add poison roll", "add +0 roll poison"},
		{"replace +0 with +2", "replace +0 with +2"},
		// what a perk says beyond its cards, in quotes at its end
		{`"Ignore negative scenario effects"`, `"Ignore negative scenario effects"`},
		{`  " Ignore negative item effects "  `, `"Ignore negative item effects"`},
		{`add +1, +1 "Ignore negative item effects"`, `add +1, +1 "Ignore negative item effects"`},
		{`remove +0"Ignore scenario effects"`, `remove +0 "Ignore scenario effects"`},
	}
	for _, tc := range tests {
		p, err := ParsePerk(tc.in)
		if err != nil {
			t.Errorf("ParsePerk(%q): %v", tc.in, err)
			continue
		}
		if got := p.String(); got != tc.want {
			t.Errorf("ParsePerk(%q).String() = %q, want %q", tc.in, got, tc.want)
		}
		again, err := ParsePerk(p.String())
		if err != nil || !slices.Equal(again.Remove, p.Remove) || !slices.Equal(again.Add, p.Add) || again.Text != p.Text {
			t.Errorf("round trip of %q: %v, %v", tc.in, again, err)
		}
	}
}

func TestParsePerkErrors(t *testing.T) {
	tests := []struct{ in, want string }{
		{"", "empty"},
		{"remove", "no card"},
		{"add", "no card"},
		{"remove -1,", "card 2"},
		{"replace -1", `"with"`},
		{"replace -1 with", "no card"},
		{"replace with +1", "no card"},
		{"take -1", `"take"`},
		{"add +1 sparkle", "sparkle"},
		{"add bless", "bless"},
		{"add curse", "curse"},
		{"add -1 @M", "monster"},
		{"add +1 @*", "scenario"},
		{`""`, "quotes"},
		{`"unclosed`, "double quotes"},
		{`add +1 "one" "two"`, "double quotes"},
		{`"before" add +1`, "double quotes"},
		{`take -1 "a text"`, `"take"`},
		{`"` + strings.Repeat("x", MaxPerkText+1) + `"`, "longer"},
		{"\"two\nlines\"", "one line"},
	}
	for _, tc := range tests {
		_, err := ParsePerk(tc.in)
		if err == nil {
			t.Errorf("ParsePerk(%q) gave no error", tc.in)
			continue
		}
		if !strings.Contains(err.Error(), tc.want) {
			t.Errorf("ParsePerk(%q) = %q, want it to mention %s", tc.in, err, tc.want)
		}
	}
}

// A perk of text only changes no card; one with cards and text changes
// its cards.
func TestCharacterCardsWithPerkText(t *testing.T) {
	plain, err := CharacterCards([]string{"add +1, +1"})
	if err != nil {
		t.Fatal(err)
	}
	with, err := CharacterCards([]string{`"Ignore negative scenario effects"`, `add +1, +1 "Ignore negative item effects"`})
	if err != nil {
		t.Fatal(err)
	}
	slices.SortFunc(plain, compareCards)
	slices.SortFunc(with, compareCards)
	if !slices.Equal(plain, with) {
		t.Errorf("the deck with text perks: %v, want %v", with, plain)
	}
}

func compareCards(a, b Card) int { return strings.Compare(a.String(), b.String()) }

func TestCharacterCards(t *testing.T) {
	cards, err := CharacterCards([]string{"remove -1, -1", "replace -1 with +1", "add +1 roll fire @brute"})
	if err != nil {
		t.Fatal(err)
	}
	count := func(s string) int {
		c := MustParseCard(s)
		n := 0
		for _, x := range cards {
			if x == c {
				n++
			}
		}
		return n
	}
	if len(cards) != 19 || count("-1") != 2 || count("+1") != 6 || count("+1 roll fire @brute") != 1 {
		t.Fatalf("deck after perks: %d cards %v", len(cards), cards)
	}
	if n := len(mustCharacterCards(t, nil)); n != 20 {
		t.Fatalf("no perks: %d cards, want the standard 20", n)
	}
	_, err = CharacterCards([]string{"remove -2", "remove -2"})
	if err == nil || !strings.Contains(err.Error(), "perk 2") || !strings.Contains(err.Error(), "-2") {
		t.Fatalf("removing a card twice: err = %v, want it to name perk 2 and the card", err)
	}
	if _, err := CharacterCards([]string{"juggle"}); err == nil || !strings.Contains(err.Error(), "perk 1") {
		t.Fatalf("bad perk: err = %v", err)
	}
}

func mustCharacterCards(t *testing.T, perks []string) []Card {
	t.Helper()
	cards, err := CharacterCards(perks)
	if err != nil {
		t.Fatal(err)
	}
	return cards
}

// Any text read as a perk prints back as the same perk.
func FuzzParsePerk(f *testing.F) {
	for _, s := range []string{"remove -1, -1", `add +1 "Ignore negative item effects"`, `"Ignore scenario effects"`,
		"replace -1 with +0 roll heal:1 ally", `""`, `add +1 "a" "b"`, "add +0 refresh"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		p, err := ParsePerk(s)
		if err != nil {
			return
		}
		again, err := ParsePerk(p.String())
		if err != nil {
			t.Fatalf("%q printed %q, which does not read: %v", s, p.String(), err)
		}
		if !slices.Equal(again.Remove, p.Remove) || !slices.Equal(again.Add, p.Add) || again.Text != p.Text {
			t.Fatalf("%q printed %q, read back as another perk", s, p.String())
		}
	})
}
