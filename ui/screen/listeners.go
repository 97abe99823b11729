package screen

import (
	"sync"

	"fyne.io/fyne/v2"
)

// Listeners is a list of functions to call on a change, each given what
// changed (a T). Each Add returns the function that removes what it added,
// so a screen that is replaced stops listening instead of checking a flag.
// Use it from one goroutine.
type Listeners[T any] struct {
	next int
	fns  []listener[T]
}

type listener[T any] struct {
	id int
	fn func(T)
}

// Add adds f and returns its remove function (calling it twice is harmless).
func (l *Listeners[T]) Add(f func(T)) (remove func()) {
	l.next++
	id := l.next
	l.fns = append(l.fns, listener[T]{id, f})
	return func() {
		for i, x := range l.fns {
			if x.id == id {
				l.fns = append(l.fns[:i:i], l.fns[i+1:]...)
				return
			}
		}
	}
}

// Call calls every function in the order added with c. A function
// removed, or added, while they are being called is not called this time.
func (l *Listeners[T]) Call(c T) {
	fns := l.fns
	for _, x := range fns {
		if l.has(x.id) {
			x.fn(c)
		}
	}
}

func (l *Listeners[T]) has(id int) bool {
	for _, x := range l.fns {
		if x.id == id {
			return true
		}
	}
	return false
}

// Len is the number of functions added and not removed.
func (l *Listeners[T]) Len() int { return len(l.fns) }

// settingsHubs hold, per app, the functions to call when its settings
// (theme, scale) change: Fyne's own settings listeners cannot be removed,
// so each app gets one that calls these.
var settingsHubs = struct {
	sync.Mutex
	byApp map[fyne.App]*Listeners[fyne.Settings]
}{byApp: map[fyne.App]*Listeners[fyne.Settings]{}}

// OnSettingsChange calls f on the UI goroutine after the current app's
// settings change (its theme, for one) and returns the function that stops
// it. With no app running it does nothing.
func OnSettingsChange(f func()) (remove func()) {
	app := fyne.CurrentApp()
	if app == nil {
		return func() {}
	}
	settingsHubs.Lock()
	l, ok := settingsHubs.byApp[app]
	if !ok {
		l = &Listeners[fyne.Settings]{}
		settingsHubs.byApp[app] = l
		app.Settings().AddListener(l.Call)
	}
	settingsHubs.Unlock()
	return l.Add(func(fyne.Settings) { f() })
}
