package pack

import (
	"reflect"
	"testing"

	"github.com/haventable/haventable/engine/monster"
)

// "Grant all adjacent allies and self:" is a grant to all of them and the
// figure itself; one ally is no monster's: a line saying it is not read.
func TestGrantedAdjacentAllies(t *testing.T) {
	a := monster.Action{Type: monster.KindShield, Value: monster.Fixed(2)}
	want := monster.Action{Type: monster.KindShield, Value: monster.Fixed(2), Allies: true, Self: true, Range: monster.Fixed(1)}
	if !Granted(&a, "Grant all adjacent allies and self:") || !reflect.DeepEqual(a, want) {
		t.Errorf("%+v", a)
	}
	for _, line := range []string{"Grant one adjacent ally:", "Grant one ally within range 3:"} {
		a := monster.Action{Type: monster.KindShield, Value: monster.Fixed(2)}
		if Granted(&a, line) || AffectWhom(&a, "Affect one adjacent ally") {
			t.Errorf("%q read: %+v", line, a)
		}
	}
}
