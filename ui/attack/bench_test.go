package attack

import (
	"testing"

	"fyne.io/fyne/v2/test"
	"golang.org/x/text/language"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/ui/screen/screentest"
)

// BenchmarkFormChanged measures what runs on the UI goroutine after each
// change of the form: the exact odds on the first target (with advantage,
// the costliest draw) and the buttons. It should stay well under 20 ms.
func BenchmarkFormChanged(b *testing.B) {
	test.NewTempApp(b)
	env := newEnv(b, language.English)
	p := New(env)
	screentest.Do(b, env, engine.Move{Figure: "brute", To: besideTheRats})
	p.attacker.SetSelected("Brute")
	p.SetTargets([]string{"cave-rat-2"})
	p.advantage.SetChecked(true)
	if p.OddsText() == "" {
		b.Fatal("no odds")
	}
	b.ResetTimer()
	for range b.N {
		p.formChanged()
	}
}
