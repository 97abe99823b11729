package ghs

import (
	"fmt"
	"strings"
	"testing"

	"github.com/haventable/haventable/engine/pack"
)

// millionMonsters is an edition file of a million empty monsters: 3 MB,
// within pack.MaxFileSize.
func millionMonsters() []byte {
	return []byte(`{"edition":"gh","monsters":[` + strings.Repeat("{},", 999999) + `{}]}`)
}

// A file of a million monsters, each left out, is read as far as a pack can
// hold (pack.MaxMonsters); the report lists ten of those left out, counts
// the rest and says the others were not read: a few lines, not 83 MB.
func TestMillionEmptyMonstersGiveABoundedReport(t *testing.T) {
	p, rep, err := Import("million", []File{{Name: "million.json", Data: millionMonsters()}})
	if err != nil {
		t.Fatal(err)
	}
	if len(p.Monsters) != 0 {
		t.Fatalf("%d monsters imported", len(p.Monsters))
	}
	if n := rep.Count(); n != pack.MaxMonsters+1 {
		t.Fatalf("Count = %d, want %d", n, pack.MaxMonsters+1)
	}
	size := 0
	for _, w := range rep.Warnings {
		size += len(w.String()) + 1
	}
	if len(rep.Warnings) != 12 || size > 1500 {
		t.Fatalf("%d warnings, %d bytes:\n%v", len(rep.Warnings), size, rep.Warnings)
	}
	want := []string{
		"million.json.monsters: more than 5000: those after the 5000th left out (a data pack holds at most 5000)",
		"million.json.monsters[0]: monster skipped: no name, or a name given twice",
	}
	for i := 1; i < 9; i++ {
		want = append(want, fmt.Sprintf("million.json.monsters[%d]: monster skipped: no name, or a name given twice", i))
	}
	want = append(want, "million.json.monsters[9]: monster skipped: no name, or a name given twice", "… and 4,990 more like this")
	for i, w := range want {
		if got := rep.Warnings[len(rep.Warnings)-len(want)+i].String(); got != w {
			t.Errorf("warning %d from the end: %q, want %q", len(want)-i, got, w)
		}
	}
}

func BenchmarkImportMillionEmptyMonsters(b *testing.B) {
	data := millionMonsters()
	for b.Loop() {
		if _, _, err := Import("million", []File{{Name: "million.json", Data: data}}); err != nil {
			b.Fatal(err)
		}
	}
}
