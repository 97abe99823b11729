package undo

import (
	"errors"
	"fmt"
	"slices"
	"testing"
)

// stack is the state of the tests: a list of numbers.
type stack struct{ xs []int }

func (s *stack) clone() *stack { return &stack{xs: slices.Clone(s.xs)} }

// op is the tests' action: push a number, pop one (refused on an empty
// stack), or push nothing (unchanged).
type op struct {
	kind byte // 'p' push, 'o' pop, 'n' nothing
	x    int
}

var errEmpty = errors.New("empty")

func (o op) Apply(s *stack) error {
	switch o.kind {
	case 'p':
		s.xs = append(s.xs, o.x)
	case 'o':
		if len(s.xs) == 0 {
			return errEmpty
		}
		s.xs = s.xs[:len(s.xs)-1]
	default:
		return fmt.Errorf("push nothing: %w", ErrUnchanged)
	}
	return nil
}

func push(x int) op { return op{'p', x} }

var pop = op{kind: 'o'}

func newLog(clone bool, every, max int) *Log[*stack, op] {
	o := Options[*stack]{Every: every, Max: max}
	if clone {
		o.Clone = (*stack).clone
	}
	return New[*stack, op](func() *stack { return &stack{} }, o)
}

func TestLog(t *testing.T) {
	type step struct {
		do   string // "do", "join", "seal", "undo", "redo"
		op   op
		want []int
		ok   bool // undo, redo: whether there was a step; do, join: no error
	}
	cases := []struct {
		name  string
		clone bool
		every int
		max   int
		steps []step
	}{
		{"undo and redo walk the history", false, 0, 0, []step{
			{"do", push(1), []int{1}, true},
			{"do", push(2), []int{1, 2}, true},
			{"undo", op{}, []int{1}, true},
			{"undo", op{}, nil, true},
			{"undo", op{}, nil, false},
			{"redo", op{}, []int{1}, true},
			{"redo", op{}, []int{1, 2}, true},
			{"redo", op{}, []int{1, 2}, false},
		}},
		{"a new step drops the redo tail", true, 1, 0, []step{
			{"do", push(1), []int{1}, true},
			{"do", push(2), []int{1, 2}, true},
			{"undo", op{}, []int{1}, true},
			{"do", push(3), []int{1, 3}, true},
			{"redo", op{}, []int{1, 3}, false},
			{"undo", op{}, []int{1}, true},
			{"undo", op{}, nil, true},
		}},
		{"a refused or empty action is no step and keeps the redo tail", false, 0, 0, []step{
			{"do", pop, nil, false},
			{"do", push(1), []int{1}, true},
			{"undo", op{}, nil, true},
			{"do", op{kind: 'n'}, nil, false},
			{"redo", op{}, []int{1}, true},
		}},
		{"joined actions are one step", true, 2, 0, []step{
			{"do", push(1), []int{1}, true},
			{"join", push(2), []int{1, 2}, true},
			{"join", push(3), []int{1, 2, 3}, true},
			{"seal", op{}, []int{1, 2, 3}, true},
			{"join", push(4), []int{1, 2, 3, 4}, true},
			{"undo", op{}, []int{1, 2, 3}, true},
			{"join", push(5), []int{1, 2, 3, 5}, true}, // after undo, a new step
			{"undo", op{}, []int{1, 2, 3}, true},
			{"undo", op{}, nil, true},
			{"redo", op{}, []int{1, 2, 3}, true},
		}},
		{"max folds the oldest step into the base (replay)", false, 0, 2, []step{
			{"do", push(1), []int{1}, true},
			{"do", push(2), []int{1, 2}, true},
			{"do", push(3), []int{1, 2, 3}, true},
			{"undo", op{}, []int{1, 2}, true},
			{"undo", op{}, []int{1}, true},
			{"undo", op{}, []int{1}, false},
		}},
		{"max folds the oldest step into the base (snapshots)", true, 1, 2, []step{
			{"do", push(1), []int{1}, true},
			{"do", push(2), []int{1, 2}, true},
			{"do", push(3), []int{1, 2, 3}, true},
			{"do", pop, []int{1, 2}, true},
			{"undo", op{}, []int{1, 2, 3}, true},
			{"undo", op{}, []int{1, 2}, true},
			{"undo", op{}, []int{1, 2}, false},
			{"redo", op{}, []int{1, 2, 3}, true},
		}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			l := newLog(c.clone, c.every, c.max)
			for i, st := range c.steps {
				var ok bool
				var err error
				switch st.do {
				case "do":
					err = l.Do(st.op)
					ok = err == nil
				case "join":
					err = l.Join(st.op)
					ok = err == nil
					err = nil
				case "seal":
					l.Seal()
					ok = true
				case "undo":
					ok, err = l.Undo()
				case "redo":
					ok, err = l.Redo()
				}
				if st.do != "do" && err != nil {
					t.Fatalf("step %d %s: %v", i, st.do, err)
				}
				if ok != st.ok || !slices.Equal(l.State().xs, st.want) {
					t.Fatalf("step %d %s %v: %v ok %v, want %v ok %v", i, st.do, st.op, l.State().xs, ok, st.want, st.ok)
				}
			}
		})
	}
}

// The state given to Do is changed in place; a rebuilt one is a new value.
func TestUndoRebuildsANewState(t *testing.T) {
	l := newLog(true, 1, 0)
	s := l.State()
	_ = l.Do(push(1))
	if l.State() != s {
		t.Fatal("Do replaced the state")
	}
	l.Undo()
	if l.State() == s || len(s.xs) != 1 || len(l.State().xs) != 0 {
		t.Fatal("undo changed the old state in place")
	}
}

// model is the log as the tests expect it: every state kept whole.
type model struct {
	done   [][]int // states after each step, the current last; done[0] the base
	undone [][]int
	open   bool
	max    int
}

// FuzzLog plays random Do, Join, Seal, Undo and Redo on logs of every
// kind (replay or snapshots every 1 to 4 steps, bounded or not) and checks
// the state and CanUndo/CanRedo against a model that keeps every state.
func FuzzLog(f *testing.F) {
	f.Add(byte(0), []byte{0, 1, 0, 2, 3, 3, 4, 4, 0, 5, 1, 6, 2, 0, 3, 3, 3})
	f.Add(byte(7), []byte{0, 1, 0, 2, 0, 3, 0, 4, 3, 3, 0, 9, 4, 1, 1, 1, 3, 3, 3, 3, 4, 4})
	f.Add(byte(13), []byte{5, 0, 1, 0, 2, 5, 1, 3, 3, 0, 7, 4, 3, 3, 3, 4})
	f.Fuzz(func(t *testing.T, kind byte, ops []byte) {
		if len(ops) > 400 {
			return
		}
		clone, every, max := kind%2 == 1, int(kind/2%4)+1, int(kind/8%4)*2
		l := newLog(clone, every, max)
		m := &model{done: [][]int{nil}, max: max}
		cur := func() []int { return m.done[len(m.done)-1] }
		for i, b := range ops {
			var what string
			switch b % 6 {
			case 0, 1: // do / join a push, or a pop (refused when empty)
				o := push(int(b))
				if b%12 >= 6 {
					o = pop
				}
				join := b%6 == 1
				if join {
					what = fmt.Sprintf("join %v", o)
				} else {
					what = fmt.Sprintf("do %v", o)
				}
				var err error
				if join {
					err = l.Join(o)
				} else {
					err = l.Do(o)
				}
				next := slices.Clone(cur())
				if o.Apply(&stack{next}) != nil {
					if err == nil {
						t.Fatalf("op %d %s: no error", i, what)
					}
					break
				}
				next = (&stack{slices.Clone(cur())}).clone().xs
				s := &stack{next}
				_ = o.Apply(s)
				if join && m.open && len(m.done) > 1 {
					m.done[len(m.done)-1] = s.xs
				} else {
					m.done = append(m.done, s.xs)
					if max > 0 && len(m.done)-1 > max {
						m.done = m.done[1:]
					}
				}
				m.undone, m.open = nil, true
			case 2:
				what = "seal"
				l.Seal()
				m.open = false
			case 3:
				what = "undo"
				ok, err := l.Undo()
				if err != nil || ok != (len(m.done) > 1) {
					t.Fatalf("op %d undo: %v %v", i, ok, err)
				}
				if ok {
					m.undone = append(m.undone, cur())
					m.done = m.done[:len(m.done)-1]
					m.open = false
				}
			case 4:
				what = "redo"
				ok, err := l.Redo()
				if err != nil || ok != (len(m.undone) > 0) {
					t.Fatalf("op %d redo: %v %v", i, ok, err)
				}
				if ok {
					m.done = append(m.done, m.undone[len(m.undone)-1])
					m.undone = m.undone[:len(m.undone)-1]
					if max > 0 && len(m.done)-1 > max {
						m.done = m.done[1:]
					}
					m.open = false
				}
			case 5:
				what = "nothing"
				if err := l.Do(op{kind: 'n'}); !errors.Is(err, ErrUnchanged) {
					t.Fatalf("op %d: %v", i, err)
				}
			}
			if !slices.Equal(l.State().xs, cur()) || l.CanUndo() != (len(m.done) > 1) ||
				l.CanRedo() != (len(m.undone) > 0) || l.Len() != len(m.done)-1 {
				t.Fatalf("after op %d (%s), kind %d: state %v undo %v redo %v len %d; model %v undo %v redo %v",
					i, what, kind, l.State().xs, l.CanUndo(), l.CanRedo(), l.Len(), cur(), len(m.done) > 1, len(m.undone) > 0)
			}
		}
	})
}

// Open tells whether Join adds to the last step.
func TestOpen(t *testing.T) {
	l := newLog(false, 0, 0)
	if l.Open() {
		t.Fatal("a new log is open")
	}
	_ = l.Do(push(1))
	if !l.Open() {
		t.Fatal("not open after Do")
	}
	_ = l.Do(pop)
	l.Undo()
	if l.Open() {
		t.Fatal("open after Undo")
	}
	l.Redo()
	if l.Open() {
		t.Fatal("open after Redo")
	}
	_ = l.Join(push(2))
	l.Seal()
	if l.Open() {
		t.Fatal("open after Seal")
	}
}
