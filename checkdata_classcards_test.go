package main

import (
	"path/filepath"
	"strings"
	"testing"
)

// --check-data prints the class ability cards line for a Gloomhaven
// Secretariat class deck file (an invented one).
func TestCheckDataClassCards(t *testing.T) {
	f := filepath.Join("engine", "pack", "ghs", "testdata", "invented", "character", "deck", "lantern-warden.json")
	code, out, errs := runApp(t, "--lang", "en", "--check-data", f)
	if code != 0 || errs != "" {
		t.Fatalf("exit %d, err %q", code, errs)
	}
	if !strings.Contains(out, "class ability cards: 4 cards in 1 class, 8 of 9 actions structured\n") {
		t.Errorf("no class cards line in %q", out)
	}
}

// --check-data lists the class cards' lines that stay text, in words,
// after the class cards line.
func TestCheckDataClassTextLines(t *testing.T) {
	f := filepath.Join("engine", "pack", "ghs", "testdata", "invented", "character", "deck", "ember-tender.json")
	code, out, errs := runApp(t, "--lang", "en", "--check-data", f)
	if code != 0 || errs != "" {
		t.Fatalf("exit %d, err %q", code, errs)
	}
	want := "class ability cards: 2 cards in 1 class, 8 of 10 actions structured\n" +
		"2 class card lines are kept as text (the players resolve them), most frequent first:\n" +
		"  1× Hearth\n  1× When another Hearth is played, discard this card.\n"
	if !strings.Contains(out, want) {
		t.Errorf("output %q, want %q in it", out, want)
	}
}
