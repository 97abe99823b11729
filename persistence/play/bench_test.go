package play

import (
	"context"
	"fmt"
	"testing"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/scenariofile"
	"github.com/haventable/haventable/hexgrid"
)

// tableOf400 is the 400-hex table of the issues' benchmarks: 20 by 20
// hexes, 6 characters and 10 monsters.
func tableOf400(tb testing.TB) *engine.Scenario {
	tb.Helper()
	file := &scenariofile.File{Title: "Four hundred"}
	for r := range 20 {
		for q := range 20 {
			file.Hexes = append(file.Hexes, hexgrid.H(q-r/2, r))
		}
	}
	for i := range 6 {
		file.Starts = append(file.Starts, hexgrid.H(3+2*i-8, 16))
	}
	for i := range 10 {
		file.Monsters = append(file.Monsters, scenariofile.Monster{Type: "Cave Rat", Standee: i + 1, At: hexgrid.H(2*i-1, 3+(i%3))})
	}
	s, err := engine.LoadScenario(file, 1, 7, engine.SampleMonsters)
	if err != nil {
		tb.Fatal(err)
	}
	for i, at := range file.Starts {
		c := engine.Figure{ID: fmt.Sprintf("c%d", i), Name: fmt.Sprintf("C%d", i), Kind: engine.KindCharacter,
			Side: engine.SideParty, At: at, OnMap: true, HP: 10, MaxHP: 10}
		if s, err = s.WithCharacter(c, nil); err != nil {
			tb.Fatal(err)
		}
	}
	return s
}

// BenchmarkSessionDo is one table action on the 400-hex table, from
// Session.Do to the change published to a listener (issue 25: at most
// 1 ms).
func BenchmarkSessionDo(b *testing.B) {
	ctx := context.Background()
	f := newFixture(b)
	if err := f.session.Start(ctx, tableOf400(b)); err != nil {
		b.Fatal(err)
	}
	published := 0
	f.session.OnChange(func(Change) { published++ })
	i := 0
	for b.Loop() {
		i++
		a := engine.Action(engine.DamageFigure{Figure: "c0", Amount: 1})
		if i%2 == 0 {
			a = engine.HealFigure{Figure: "c0", Amount: 1}
		}
		if _, err := f.session.Do(ctx, a); err != nil {
			b.Fatal(err)
		}
	}
	if published < b.N {
		b.Fatalf("%d changes published for %d actions", published, b.N)
	}
}
