package screen

import (
	"sync"

	"fyne.io/fyne/v2"
)

// Listeners is a list of functions to call on a change. Each Add returns
// the function that removes what it added, so a screen that is replaced
// stops listening instead of checking a flag. Use it from one goroutine.
type Listeners struct {
	next int
	fns  []listener
}

type listener struct {
	id int
	fn func()
}

// Add adds f and returns its remove function (calling it twice is harmless).
func (l *Listeners) Add(f func()) (remove func()) {
	l.next++
	id := l.next
	l.fns = append(l.fns, listener{id, f})
	return func() {
		for i, x := range l.fns {
			if x.id == id {
				l.fns = append(l.fns[:i:i], l.fns[i+1:]...)
				return
			}
		}
	}
}

// Call calls every function in the order added. A function removed, or
// added, while they are being called is not called this time.
func (l *Listeners) Call() {
	fns := l.fns
	for _, x := range fns {
		if l.has(x.id) {
			x.fn()
		}
	}
}

func (l *Listeners) has(id int) bool {
	for _, x := range l.fns {
		if x.id == id {
			return true
		}
	}
	return false
}

// Len is the number of functions added and not removed.
func (l *Listeners) Len() int { return len(l.fns) }

// settingsHubs hold, per app, the functions to call when its settings
// (theme, scale) change: Fyne's own settings listeners cannot be removed,
// so each app gets one that calls these.
var settingsHubs = struct {
	sync.Mutex
	byApp map[fyne.App]*Listeners
}{byApp: map[fyne.App]*Listeners{}}

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
		l = &Listeners{}
		settingsHubs.byApp[app] = l
		app.Settings().AddListener(func(fyne.Settings) { l.Call() })
	}
	settingsHubs.Unlock()
	return l.Add(f)
}
