package main

import (
	"path/filepath"
	"strings"
	"testing"
)

// --check-data prints one line each for the items, battle goals, personal
// quests and events of a GHS data folder, and a line counting the effects
// played and kept in words; in German too.
func TestCheckDataSheet(t *testing.T) {
	dir := filepath.Join("engine", "pack", "ghs", "testdata", "sheet")
	code, out, errs := runApp(t, "--lang", "en", "--check-data", dir)
	if code != 0 || errs != "" {
		t.Fatalf("exit %d, err %q", code, errs)
	}
	for _, want := range []string{"\nitems: 14\n", "\nbattle goals: 4\n", "\npersonal quests: 3\n", "\nevents: 2\n",
		"\neffects: 11 on items played by the table (every item card's words kept: 11); events' outcomes 6 played, 2 kept in words; personal quests' counters 3 counted by the table, 1 by hand\n"} {
		if !strings.Contains(out, want) {
			t.Errorf("no %q in\n%s", want, out)
		}
	}
	code, out, _ = runApp(t, "--lang", "de", "--check-data", dir)
	if code != 0 || !strings.Contains(out, "\nGegenstände: 14\n") || !strings.Contains(out, "\nEreignisse: 2\n") {
		t.Errorf("German: exit %d\n%s", code, out)
	}
	// a pack with none of them prints none of these lines
	code, out, _ = runApp(t, "--lang", "en", "--check-data", filepath.Join("engine", "pack", "xha", "testdata", "invented-edition.json"))
	if code != 0 || strings.Contains(out, "items:") {
		t.Errorf("X-haven file: exit %d\n%s", code, out)
	}
}
