package screen

import (
	"slices"
	"testing"
)

func TestListeners(t *testing.T) {
	var l Listeners
	var got []string
	removeA := l.Add(func() { got = append(got, "a") })
	var removeB func()
	removeB = l.Add(func() {
		got = append(got, "b")
		removeB() // a listener may remove itself while being called
	})
	l.Add(func() { got = append(got, "c") })
	l.Call()
	l.Call()
	removeA()
	removeA()
	l.Call()
	if want := []string{"a", "b", "c", "a", "c", "c"}; !slices.Equal(got, want) {
		t.Fatalf("calls %v, want %v", got, want)
	}
	if l.Len() != 1 {
		t.Fatalf("%d listeners left, want 1", l.Len())
	}
}
