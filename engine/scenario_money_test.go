package engine

import (
	"testing"

	"github.com/haventable/haventable/hexgrid"
)

func TestScenarioMoney(t *testing.T) {
	s := newTestScenario(t)
	a, b := hexgrid.H(0, 0), hexgrid.H(1, 0)
	scnMust(t, s.placeMoney(a, 2))
	scnMust(t, s.placeMoney(a, 1))
	if s.Money(a) != 3 {
		t.Fatalf("money on a: %d", s.Money(a))
	}
	for _, bad := range []struct {
		h hexgrid.Hex
		n int
	}{{a, 0}, {a, -1}, {hexgrid.H(99, 99), 1}} {
		if err := s.placeMoney(bad.h, bad.n); err == nil {
			t.Errorf("PlaceMoney(%v, %d) accepted", bad.h, bad.n)
		}
	}
	if err := s.moveMoney(b, a); err == nil {
		t.Error("moved money from an empty hex")
	}
	if err := s.moveMoney(a, hexgrid.H(99, 99)); err == nil || s.Money(a) != 3 {
		t.Error("a move off the map was accepted or lost tokens")
	}
	scnMust(t, s.moveMoney(a, b))
	if s.Money(a) != 0 || s.Money(b) != 3 || len(s.MoneyHexes()) != 1 {
		t.Fatalf("after move: a %d, b %d", s.Money(a), s.Money(b))
	}
	if n := s.lootMoney(b); n != 3 || len(s.MoneyHexes()) != 0 {
		t.Fatalf("loot %d", n)
	}
}
