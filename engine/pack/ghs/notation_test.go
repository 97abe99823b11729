package ghs

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/haventable/haventable/engine/monster"
	"github.com/haventable/haventable/engine/pack"
)

// loadDir reads the files of an invented fixture folder.
func loadDir(t *testing.T, dir string) []File {
	t.Helper()
	names, err := filepath.Glob(filepath.Join(dir, "*.json"))
	if err != nil || len(names) == 0 {
		t.Fatalf("%s: %v", dir, err)
	}
	var files []File
	for _, n := range names {
		data, err := os.ReadFile(n)
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, File{Name: filepath.Base(n), Data: data})
	}
	return files
}

// Nothing in GHS's notation reaches the players: what is not structured is
// said in words (testdata/notation, invented in GHS's format: a boss whose
// special attacks "target [C]" and summons by party size, a stat card's
// range beside its retaliate, "shield [L/3+1{$math.ceil}]", "custom
// Ondeath", "summon monsterStandee", a specialTarget), and so are the
// other invented fixtures.
func TestNothingInThePeersNotationIsShown(t *testing.T) {
	for _, files := range [][]File{loadFiles(t), loadDir(t, "testdata/notation")} {
		p, _, err := Import("Invented", files)
		if err != nil {
			t.Fatal(err)
		}
		for _, l := range p.RawNotationLines() {
			t.Errorf("%d× %q: GHS's notation shown to the players", l.N, l.Text)
		}
	}
}

// Algox Stormcaller's kind of special ("Attack −1, Target C, Range 5, Push
// 2" and a summon elite for 4 characters), as GHS writes it: the attack
// has one target a character.
func TestSpecialWithTargetsByPartyAndSummonByParty(t *testing.T) {
	p, _, err := Import("Invented", loadDir(t, "testdata/notation"))
	if err != nil {
		t.Fatal(err)
	}
	st, err := p.StatCard("Storm Caller", 1, false, 3)
	if err != nil {
		t.Fatal(err)
	}
	sp := st.Special[0]
	if len(sp) != 2 {
		t.Fatalf("special 1: %+v", sp)
	}
	a := sp[0]
	if a.Type != monster.KindAttack || a.Range == nil || *a.Range != *monster.Fixed(5) || a.Push != 2 ||
		a.TargetFormula != "C" || a.Text != "" {
		t.Errorf("the attack: %+v (%s)", a, pack.FormatActionLine(a))
	}
	for characters := 1; characters <= 4; characters++ {
		played := monster.Resolve(pack.WorkOutCounts(sp[:1], characters, nil), st)
		if played[0].Target != pack.FormulaCharacters(characters) {
			t.Errorf("%d characters: the attack has %d targets (%s)", characters, played[0].Target, played[0])
		}
	}
	if s := sp[1]; s.Type != monster.KindText || !strings.Contains(s.Text, "Gale Sprite (normal with 2 or 3 characters, elite with 4 characters)") {
		t.Errorf("the summon by party size: %+v", s)
	}
	if s := st.Special[1]; len(s) != 1 || s[0].Type != monster.KindSummon || !s[0].Elite || s[0].Monster != "Gale Sprite" {
		t.Errorf("an elite summon for every party: %+v", s)
	}
}

// A stat card's range beside its retaliate, as GHS writes High Flame's, is
// the retaliate's range, not a note.
func TestRetaliateRangeBesideIt(t *testing.T) {
	p, _, err := Import("Invented", loadDir(t, "testdata/notation"))
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ level, retaliate, rng int }{{0, 1, 2}, {3, 2, 3}, {7, 4, 4}} {
		st, err := p.StatCard("Gale Sprite", c.level, true, 2)
		if err != nil {
			t.Fatal(err)
		}
		if st.Retaliate != c.retaliate || st.RetaliateRange != c.rng || st.Range != 3 || st.Shield != 1 || st.Notes != "" {
			t.Errorf("level %d: retaliate %d range %d (attack range %d, shield %d, notes %q), want retaliate %d range %d",
				c.level, st.Retaliate, st.RetaliateRange, st.Range, st.Shield, st.Notes, c.retaliate, c.rng)
		}
	}
}
