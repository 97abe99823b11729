package attack

import (
	"testing"

	"fyne.io/fyne/v2"
	"golang.org/x/text/language"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/ui/screen"
	"github.com/haventable/haventable/ui/screen/screentest"
)

// newEnv is a real environment with the sample scenario in progress (see
// screentest.NewEnv).
func newEnv(t testing.TB, lang language.Tag) *screen.Env { return screentest.NewEnv(t, lang) }

func show(t *testing.T, content fyne.CanvasObject, w, h float32) fyne.Window {
	return screentest.Show(t, content, w, h)
}

func figure(t *testing.T, env *screen.Env, id string) engine.Figure {
	return screentest.Figure(t, env, id)
}
