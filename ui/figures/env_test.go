package figures

import (
	"testing"

	"fyne.io/fyne/v2"
	"golang.org/x/text/language"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/ui/screen"
	"github.com/haventable/haventable/ui/screen/screentest"
)

// newEnv is a real environment in English with the sample scenario in
// progress (see screentest.NewEnv).
func newEnv(t testing.TB) *screen.Env { return screentest.NewEnv(t, language.English) }

func show(t testing.TB, content fyne.CanvasObject, w, h float32) fyne.Window {
	return screentest.Show(t, content, w, h)
}

func undo(t *testing.T, env *screen.Env) { screentest.Undo(t, env) }

func figure(t *testing.T, env *screen.Env, id string) engine.Figure {
	return screentest.Figure(t, env, id)
}
