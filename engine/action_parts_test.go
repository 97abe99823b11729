package engine

import "testing"

// What an action changed, for the screens that redraw only what changed:
// a move on plain hexes changes only the places; one that sprang a trap
// the figures and the map too; an action not told apart, everything.
func TestChanges(t *testing.T) {
	s := alongScenario(t)
	plain := MoveAlong{Figure: "rat-1", Path: path(0, 0, 1, 0)}
	r, err := s.Do(plain)
	if err != nil {
		t.Fatal(err)
	}
	if got := Changes(plain, r); got != PartPlaces {
		t.Errorf("a move on plain hexes: %b, want places", got)
	}
	if got := Changes(&plain, r); got != PartPlaces {
		t.Errorf("the same by pointer: %b", got)
	}
	trap := MoveAlong{Figure: "rat-1", Path: path(1, 0, 2, 0)}
	if r, err = s.Do(trap); err != nil || len(r.Sprung) == 0 {
		t.Fatalf("onto the trap: %+v %v", r, err)
	}
	if got := Changes(trap, r); got&(PartFigures|PartMap) != PartFigures|PartMap {
		t.Errorf("a trap sprung: %b, want the figures and the map", got)
	}
	if got := Changes(EndRound{}, Report{}); got != PartAll {
		t.Errorf("the round's end: %b, want every part", got)
	}
}
