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
