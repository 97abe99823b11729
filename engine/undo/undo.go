// Package undo keeps the history of a state changed only through action
// values, for undo and redo, the way the table keeps a scenario's: each
// change is an action applied by one Do and recorded; undo rebuilds the
// state as it was (from a base state, or from the nearest snapshot when the
// state can be cloned) and replays the actions after it; redo applies the
// next action again.
//
// An action must be deterministic (applied to equal states it leaves equal
// states) and atomic (when Apply returns an error the state is unchanged);
// the log relies on both and checks neither.
package undo

import (
	"errors"
	"fmt"
)

// Action is a change to a state of type S, as a value.
type Action[S any] interface {
	// Apply changes s. On error s must be as it was. An action that found
	// nothing to change returns ErrUnchanged (possibly wrapped).
	Apply(s S) error
}

// ErrUnchanged is returned by an action's Apply when it changed nothing;
// the log records nothing for it.
var ErrUnchanged = errors.New("nothing changed")

// Options tune a Log.
type Options[S any] struct {
	// Clone returns a copy of a state that shares nothing mutable with it.
	// Without it the log keeps no copies: undo replays every action from a
	// fresh base state.
	Clone func(S) S
	// Every is how many steps lie between two snapshots of the state, taken
	// with Clone; 0 takes one every 32 steps.
	Every int
	// Max is the most steps that can be undone; older steps are folded into
	// the base. 0: no limit. Without Clone, the folded actions are kept
	// (and replayed) since the base cannot be copied, so only the undo depth
	// is bounded, not the memory.
	Max int
}

// Log is a state of type S and the history of the actions applied to it.
// The history is a list of steps; a step is one action (Do) or several
// taken back together (Do, then Join).
type Log[S any, A Action[S]] struct {
	fresh  func() S
	opts   Options[S]
	state  S
	folded []A   // without Clone: steps dropped by Max, replayed before done
	done   [][]A // steps applied, oldest first
	undone [][]A // steps undone, the most recently undone last
	snaps  []snap[S]
	open   bool // Join may add to the last step
}

// snap is the state before done[at] (a copy only the log holds).
type snap[S any] struct {
	at    int
	state S
}

// New returns a log whose state is fresh() and whose history is empty.
// fresh returns a new base state each call; with Options.Clone it is called
// once.
func New[S any, A Action[S]](fresh func() S, opts Options[S]) *Log[S, A] {
	if opts.Every <= 0 {
		opts.Every = 32
	}
	l := &Log[S, A]{fresh: fresh, opts: opts, state: fresh()}
	if opts.Clone != nil {
		l.snaps = []snap[S]{{0, opts.Clone(l.state)}}
	}
	return l
}

// State returns the state as it stands. Change it only through Do and Join.
func (l *Log[S, A]) State() S { return l.state }

// Len returns the number of steps that can be undone.
func (l *Log[S, A]) Len() int { return len(l.done) }

// CanUndo reports whether there is a step to undo.
func (l *Log[S, A]) CanUndo() bool { return len(l.done) > 0 }

// CanRedo reports whether there is an undone step to redo.
func (l *Log[S, A]) CanRedo() bool { return len(l.undone) > 0 }

// Do applies a as a new step and records it; the steps undone can no longer
// be redone. When a fails (or changes nothing: ErrUnchanged) nothing is
// recorded and the error is returned.
func (l *Log[S, A]) Do(a A) error {
	before, due := l.snapshot()
	if err := a.Apply(l.state); err != nil {
		return err
	}
	l.push([]A{a}, before, due)
	l.undone, l.open = nil, true
	return nil
}

// Join applies a and adds it to the last step, so that one Undo takes back
// both (a gesture of several actions). Right after New, Undo, Redo or Seal
// there is no step to join and Join is Do.
func (l *Log[S, A]) Join(a A) error {
	if !l.open || len(l.done) == 0 {
		return l.Do(a)
	}
	if err := a.Apply(l.state); err != nil {
		return err
	}
	n := len(l.done) - 1
	l.done[n] = append(l.done[n], a)
	return nil
}

// Open reports whether Join would add to the last step.
func (l *Log[S, A]) Open() bool { return l.open && len(l.done) > 0 }

// Seal ends the last step: the next Join starts a new one.
func (l *Log[S, A]) Seal() { l.open = false }

// ForgetRedo drops the steps undone, as a new step would.
func (l *Log[S, A]) ForgetRedo() { l.undone = nil }

// snapshot returns a copy of the state when the next step is due one.
func (l *Log[S, A]) snapshot() (S, bool) {
	var s S
	if l.opts.Clone == nil || len(l.done)-l.snaps[len(l.snaps)-1].at < l.opts.Every {
		return s, false
	}
	return l.opts.Clone(l.state), true
}

// push records a step just applied (before: the state before it, when due
// a snapshot) and folds the oldest step beyond Max.
func (l *Log[S, A]) push(step []A, before S, due bool) {
	if due {
		l.snaps = append(l.snaps, snap[S]{len(l.done), before})
	}
	l.done = append(l.done, step)
	if l.opts.Max > 0 && len(l.done) > l.opts.Max {
		l.fold()
	}
}

// fold makes the oldest step part of the base.
func (l *Log[S, A]) fold() {
	old := l.done[0]
	l.done = l.done[1:]
	if l.opts.Clone == nil {
		l.folded = append(l.folded, old...)
		return
	}
	if len(l.snaps) > 1 && l.snaps[1].at == 1 {
		l.snaps = l.snaps[1:]
	} else {
		base := l.snaps[0].state
		for _, a := range old {
			if err := a.Apply(base); err != nil {
				panic(fmt.Sprintf("undo: fold: an action applied once fails again: %v", err))
			}
		}
	}
	for i := range l.snaps {
		l.snaps[i].at--
	}
	l.snaps[0].at = 0
}

// rebuild returns a new state: the base with the first n steps applied.
func (l *Log[S, A]) rebuild(n int) (S, error) {
	var s S
	from := 0
	if l.opts.Clone != nil {
		k := len(l.snaps) - 1
		for l.snaps[k].at > n {
			k--
		}
		s, from = l.opts.Clone(l.snaps[k].state), l.snaps[k].at
	} else {
		s = l.fresh()
		for i, a := range l.folded {
			if err := a.Apply(s); err != nil {
				return s, fmt.Errorf("replay folded action %d: %w", i, err)
			}
		}
	}
	for i := from; i < n; i++ {
		for _, a := range l.done[i] {
			if err := a.Apply(s); err != nil {
				return s, fmt.Errorf("replay step %d: %w", i, err)
			}
		}
	}
	return s, nil
}

// Undo takes back the last step: the state is rebuilt as it was before it.
// It reports whether there was a step. Should replaying fail (an action that
// is not deterministic), the state and history stay as they are.
func (l *Log[S, A]) Undo() (bool, error) {
	n := len(l.done)
	if n == 0 {
		return false, nil
	}
	s, err := l.rebuild(n - 1)
	if err != nil {
		return false, fmt.Errorf("undo: %w", err)
	}
	l.state = s
	l.undone = append(l.undone, l.done[n-1])
	l.done = l.done[:n-1]
	// A snapshot after more steps than are left no longer holds: the next
	// step may differ from the one undone.
	for len(l.snaps) > 1 && l.snaps[len(l.snaps)-1].at > n-1 {
		l.snaps = l.snaps[:len(l.snaps)-1]
	}
	l.open = false
	return true, nil
}

// Redo applies the last step undone again. It reports whether there was
// one. When an action of it fails, the state is rebuilt as it was and the
// step stays undone.
func (l *Log[S, A]) Redo() (bool, error) {
	n := len(l.undone)
	if n == 0 {
		return false, nil
	}
	step := l.undone[n-1]
	before, due := l.snapshot()
	for i, a := range step {
		if err := a.Apply(l.state); err != nil {
			if i > 0 {
				if s, rerr := l.rebuild(len(l.done)); rerr == nil {
					l.state = s
				}
			}
			return false, fmt.Errorf("redo: %w", err)
		}
	}
	l.undone = l.undone[:n-1]
	l.push(step, before, due)
	l.open = false
	return true, nil
}

// Steps returns the actions of the steps that can be undone, oldest first.
func (l *Log[S, A]) Steps() [][]A {
	out := make([][]A, len(l.done))
	for i, s := range l.done {
		out[i] = append([]A(nil), s...)
	}
	return out
}
