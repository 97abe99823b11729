package spinner

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"
	"golang.org/x/text/language"
)

func TestSpinner(t *testing.T) {
	test.NewTempApp(t)
	var told []int
	s := New(0, 3, 5) // clamped to 3
	s.OnChanged = func(n int) { told = append(told, n) }
	if s.Value() != 3 || !s.Plus().Disabled() || s.Minus().Disabled() {
		t.Fatalf("value %d, plus disabled %v, minus disabled %v", s.Value(), s.Plus().Disabled(), s.Minus().Disabled())
	}
	test.Tap(s.Minus())
	test.Tap(s.Minus())
	s.Set(1) // no change: not told
	s.SetQuiet(0)
	if s.Value() != 0 || !s.Minus().Disabled() || len(told) != 2 || told[0] != 2 || told[1] != 1 {
		t.Fatalf("value %d, told %v", s.Value(), told)
	}
	s.Format = func(n int) string { return "any" }
	s.Refresh()
	if s.label.Text != "any" {
		t.Fatalf("label %q", s.label.Text)
	}
	s.SetEnabled(false)
	if !s.Plus().Disabled() || !s.Minus().Disabled() {
		t.Fatal("a disabled spinner has a button on")
	}
}

func TestSpinnerTyped(t *testing.T) {
	test.NewTempApp(t)
	s := NewEntry(translator(t, language.German), 0, 99, 2)
	var told []int
	s.OnChanged = func(n int) { told = append(told, n) }
	s.Entry().SetText("42")
	if s.Value() != 42 || !s.Valid() {
		t.Fatalf("typed 42: value %d valid %v", s.Value(), s.Valid())
	}
	for _, bad := range []string{"abc", "100", "-1", ""} {
		s.Entry().SetText(bad)
		if s.Valid() || s.Value() != 42 {
			t.Fatalf("typed %q: value %d valid %v", bad, s.Value(), s.Valid())
		}
	}
	s.Entry().SetText(" 7 ")
	if !s.Valid() || s.Value() != 7 {
		t.Fatalf("typed 7: value %d valid %v", s.Value(), s.Valid())
	}
	// told: 42, invalid (42), valid again with 7
	if len(told) != 3 || told[0] != 42 || told[1] != 42 || told[2] != 7 {
		t.Fatalf("told %v", told)
	}
	s.Entry().SetText("x")
	s.Set(5) // a value set mends the entry
	if !s.Valid() || s.Entry().Text != "5" {
		t.Fatalf("after Set: valid %v, text %q", s.Valid(), s.Entry().Text)
	}
	// the typed entry is the one number field, refusing in the player's words
	s.Entry().SetText("3,5")
	if _, err := s.Entry().Whole(); err == nil || !strings.Contains(err.Error(), "ganze Zahl") {
		t.Errorf("typed 3,5 in German: %v", err)
	}
	s.Set(5)
	s.SetEnabled(false)
	if !s.Entry().Disabled() {
		t.Fatal("the entry of a disabled spinner is on")
	}
}

func TestParse(t *testing.T) {
	for _, tc := range []struct {
		text     string
		min, max int
		want     int
		ok       bool
	}{
		{"3", 0, 5, 3, true},
		{" 5\t", 0, 5, 5, true},
		{"-2", -3, 3, -2, true},
		{"0", 1, 5, 0, false},
		{"6", 0, 5, 6, false},
		{"", 0, 5, 0, false},
		{"2.5", 0, 5, 0, false},
		{"+1", 0, 5, 1, true},
		{"x", 0, 5, 0, false},
	} {
		n, ok := parseWhole(tc.text, tc.min, tc.max)
		if ok != tc.ok || (ok && n != tc.want) {
			t.Errorf("parseWhole(%q, %d, %d) = %d, %v; want %d, %v", tc.text, tc.min, tc.max, n, ok, tc.want, tc.ok)
		}
	}
}
