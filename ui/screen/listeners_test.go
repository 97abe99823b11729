package screen

import (
	"fmt"
	"slices"
	"testing"
)

func TestListeners(t *testing.T) {
	var l Listeners[int]
	var got []string
	removeA := l.Add(func(n int) { got = append(got, fmt.Sprint("a", n)) })
	var removeB func()
	removeB = l.Add(func(n int) {
		got = append(got, fmt.Sprint("b", n))
		removeB() // a listener may remove itself while being called
	})
	l.Add(func(n int) { got = append(got, fmt.Sprint("c", n)) })
	l.Call(1)
	l.Call(2)
	removeA()
	removeA()
	l.Call(3)
	if want := []string{"a1", "b1", "c1", "a2", "c2", "c3"}; !slices.Equal(got, want) {
		t.Fatalf("calls %v, want %v", got, want)
	}
	if l.Len() != 1 {
		t.Fatalf("%d listeners left, want 1", l.Len())
	}
}
