package ui

import "time"

// laterGap is how long runInTurn waits between two jobs in the window.
const laterGap = 50 * time.Millisecond

// runInTurn runs jobs one at a time through doAndWait (fyne.DoAndWait:
// run on the window's goroutine, return once run), waiting gap after
// each, so that the window answers the keys and clicks that came
// meanwhile, and draws them, before the next job.
//
// The window's event loop takes, each time round, either one function
// queued with fyne.Do or its events and a frame, at random when both
// wait. With every job queued at once (one fyne.Do each), it often ran
// them back to back: after F1, the screens not built yet were built one
// after the other, 7 to 9 s each under a load of 28, while an Escape
// pressed after the first waited 23 s, behind three of them. Queued one
// at a time, only the loop's events and frame wait when a job ends.
func runInTurn(doAndWait func(func()), gap time.Duration, jobs []func()) {
	for i, j := range jobs {
		if i > 0 {
			time.Sleep(gap)
		}
		doAndWait(j)
	}
}
