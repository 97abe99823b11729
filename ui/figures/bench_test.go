package figures

import (
	"testing"

	"fyne.io/fyne/v2/test"
)

// BenchmarkRefresh measures redrawing the list after a table change.
func BenchmarkRefresh(b *testing.B) {
	test.NewTempApp(b)
	env := newEnv(b)
	l := New(env)
	show(b, l.Content(), 1280, 800)
	sampleState(b, env, l)
	b.ResetTimer()
	for b.Loop() {
		l.Refresh()
	}
}
