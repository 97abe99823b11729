package outpost

import (
	"reflect"
	"testing"
)

// TestBoundedLosesAsMuchAsHeld: rewards never take more than the outpost
// has (rulebook p. 48); what they give is kept whole, and Apply takes the
// bounded change where it refused the whole one.
func TestBoundedLosesAsMuchAsHeld(t *testing.T) {
	o := New(Data{}, 1)
	o.Supply = Supply{Lumber: 1, Hide: 3}
	o.Inspiration, o.Soldiers = 1, 0
	c := Change{Lose: Supply{Lumber: 2, Metal: 1, Hide: 2}, Gain: Supply{Gold: 5},
		Inspiration: -2, Soldiers: -1, Morale: -1}
	if _, _, err := o.Apply(Data{}, c); err == nil {
		t.Fatal("the whole loss applied: the test needs one Apply refuses")
	}
	got := o.Bounded(c)
	want := Change{Lose: Supply{Lumber: 1, Hide: 2}, Gain: Supply{Gold: 5}, Inspiration: -1, Soldiers: 0, Morale: -1}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("bounded %+v, want %+v", got, want)
	}
	after, _, err := o.Apply(Data{}, got)
	if err != nil {
		t.Fatal(err)
	}
	if after.Supply.Of(Lumber) != 0 || after.Supply.Of(Hide) != 1 || after.Supply.Of(Gold) != 5 || after.Inspiration != 0 {
		t.Errorf("after: supply %v, inspiration %d", after.Supply, after.Inspiration)
	}
	if g := o.Bounded(Change{Inspiration: 2, Gain: Supply{Metal: 1}}); g.Inspiration != 2 || g.Lose != nil {
		t.Errorf("a gain bounded: %+v", g)
	}
}
