package round

import (
	"testing"

	"fyne.io/fyne/v2/test"
)

// BenchmarkRefresh measures redrawing the screen after a table change with
// the turn order under way.
func BenchmarkRefresh(b *testing.B) {
	test.NewTempApp(b)
	env := newEnv(b)
	c := New(env)
	show(b, c.Content(), 1280, 800)
	setInitiatives(b, c)
	c.NextTurn()
	b.ResetTimer()
	for b.Loop() {
		c.Refresh()
	}
}
