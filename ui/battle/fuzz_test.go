package battle

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	rules "github.com/haventable/haventable/engine/battle"
)

// snapshot writes everything the screen shows of a game.
func snapshot(g *Game) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%v %d|", g.Board().Phase(), g.Board().Turn())
	for _, c := range g.Board().Cards() {
		fmt.Fprintf(&b, "%+v ongoing %d;", c, len(g.Ongoing(c.ID)))
	}
	return b.String()
}

// playBytes plays the operations data encodes, three bytes each, answering
// every question with the answer the data picks, and returns the snapshot
// after each operation that changed the board.
func playBytes(t testing.TB, g *Game, data []byte) []string {
	shots := []string{snapshot(g)}
	ids := []string{"a", "b", "c", "d"}
	for i := 0; i+2 < len(data); i += 3 {
		op, x, y := data[i], data[i+1], data[i+2]
		id := ids[int(x)%len(ids)]
		small := func(v byte) rules.Value { return rules.Frac(int64(v%9)-2, int64(v%2)+1) }
		var err error
		before := g.log.Len()
		switch op % 8 {
		case 0:
			_, err = g.Enter(rules.CardSpec{ID: id, Kind: rules.Kind(y % 3), Owner: rules.Player(x / 4 % 2), Strength: small(y), Toughness: small(y / 3)})
		case 1:
			err = g.SetInBattle(id, y%2 == 0)
		case 2:
			_, err = g.Discard(id)
		case 3:
			_, err = g.Play(rules.Change{Target: id, Strength: small(y), Toughness: small(y / 5), Ongoing: y%2 == 0})
		case 4:
			_, err = g.Play(rules.Multiply{Target: id, Factor: rules.Frac(int64(y%3)+1, 2), Stats: rules.Stats(y%3 + 1), Ongoing: y%4 == 0})
		case 5:
			_, err = g.Play(rules.Set{Target: id, Stats: rules.Stats(y%3 + 1), Strength: small(y), Toughness: small(y / 7), Ongoing: y%2 == 1})
			if errors.Is(err, rules.ErrAnswerMissing) {
				_, err = g.Answer(rules.Answer(y%2) + rules.Accept)
			}
		case 6:
			_, err = g.Play(rules.Enhance{Target: id, Strength: small(y), Toughness: small(x), NameMatch: y%2 == 0,
				Increase: &rules.Amounts{Strength: small(x), Toughness: small(y)}, Ongoing: y%3 == 0})
			if errors.Is(err, rules.ErrAnswerMissing) {
				_, err = g.Answer(rules.Answer(y%2) + rules.ChooseIncrease)
			}
		case 7:
			if y%5 == 0 {
				g.Clear()
			} else {
				g.EndPhase()
			}
		}
		if err != nil {
			if g.log.Len() != before || snapshot(g) != shots[len(shots)-1] {
				t.Fatalf("operation %d refused (%v) but the board changed", i/3, err)
			}
			continue
		}
		shots = append(shots, snapshot(g))
	}
	return shots
}

// FuzzUndoRedo checks that undoing every operation walks back through
// exactly the boards that were shown, and redoing walks forward again.
func FuzzUndoRedo(f *testing.F) {
	f.Add([]byte{0, 0, 10, 0, 1, 20, 1, 0, 0, 3, 0, 2, 7, 0, 1, 5, 0, 3, 4, 1, 0})
	f.Add([]byte{0, 4, 5, 0, 5, 6, 6, 4, 0, 6, 5, 1, 2, 4, 0, 7, 0, 5, 0, 4, 5})
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) > 300 {
			return
		}
		g := NewGame()
		shots := playBytes(t, g, data)
		for i := len(shots) - 1; i > 0; i-- {
			if got := snapshot(g); got != shots[i] {
				t.Fatalf("before undo %d:\n got %s\nwant %s", i, got, shots[i])
			}
			if ok, err := g.Undo(); !ok || err != nil {
				t.Fatalf("undo %d: %v %v", i, ok, err)
			}
		}
		if got := snapshot(g); got != shots[0] || g.CanUndo() {
			t.Fatalf("after undoing all: %s", got)
		}
		for i := 1; i < len(shots); i++ {
			if ok, err := g.Redo(); !ok || err != nil {
				t.Fatalf("redo %d: %v %v", i, ok, err)
			}
			if got := snapshot(g); got != shots[i] {
				t.Fatalf("after redo %d:\n got %s\nwant %s", i, got, shots[i])
			}
		}
		if g.CanRedo() {
			t.Fatal("redo left after redoing all")
		}
	})
}

// BenchmarkUndo measures undoing and redoing the last operation of a
// 300-operation battle (undo rebuilds the board from the history).
func BenchmarkUndo(b *testing.B) {
	g := NewGame()
	for _, id := range []string{"a", "b", "c", "d"} {
		if _, err := g.Enter(rules.CardSpec{ID: id, Strength: rules.Int(5), Toughness: rules.Int(500)}); err != nil {
			b.Fatal(err)
		}
	}
	for i := 0; g.log.Len() < 300; i++ {
		if i%10 == 9 {
			g.EndPhase()
			continue
		}
		id := string(rune('a' + i%4))
		if _, err := g.Play(rules.Change{Target: id, Strength: rules.Frac(1, 2), Toughness: rules.Int(-1), Ongoing: i%2 == 0}); err != nil {
			b.Fatal(err)
		}
	}
	b.ResetTimer()
	for b.Loop() {
		if ok, err := g.Undo(); !ok || err != nil {
			b.Fatal(ok, err)
		}
		if ok, err := g.Redo(); !ok || err != nil {
			b.Fatal(ok, err)
		}
	}
}
