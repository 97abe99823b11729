package xha

import (
	"os"
	"testing"

	"github.com/haventable/haventable/engine/monster"
	"github.com/haventable/haventable/engine/pack"
)

// Nothing in X-haven Assistant's notation reaches the players: the
// invented edition files (testdata/notation-edition.json: stray icon and
// sub-line marks, a drawn area and a formula of targets among a stat
// card's and a boss special's lines) give words only.
func TestNothingInThePeersNotationIsShown(t *testing.T) {
	for _, name := range []string{"testdata/invented-edition.json", "testdata/notation-edition.json"} {
		for _, l := range importFile(t, name).RawNotationLines() {
			t.Errorf("%s: %d× %q: the peer's notation shown to the players", name, l.N, l.Text)
		}
	}
}

// Algox Stormcaller's kind of special, as X-haven Assistant writes it
// ("%attack% - 1", "^%target% C", "^%range% 5,", "^%push% 2"): a ranged
// attack with its push, its targets by the party said beside it, never a
// melee attack with the rest as text.
func TestSpecialWithTargetsByParty(t *testing.T) {
	st, err := importFile(t, "testdata/notation-edition.json").StatCard("Storm Caller", 1, false, 3)
	if err != nil {
		t.Fatal(err)
	}
	sp := st.Special[0]
	if len(sp) != 2 || sp[1].Type != monster.KindSummon || sp[1].Monster != "Gale Sprite" {
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
}

// importFile imports an invented edition file of the testdata folder.
func importFile(t *testing.T, name string) *pack.Pack {
	t.Helper()
	data, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	p, _, err := Import(data)
	if err != nil {
		t.Fatal(err)
	}
	return p
}
