package packs

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"
	"golang.org/x/text/language"

	"github.com/haventable/haventable/ui/screen"
	"github.com/haventable/haventable/ui/screen/screentest"
	"github.com/haventable/haventable/ui/uitest"
)

// newDialog is File › Data packs… in English on a campaign with the sample
// scenario in progress and no data pack imported, in a test window of a
// laptop's size; its dialogs show in that window.
func newDialog(t *testing.T) (*Dialog, *screen.Env, fyne.Window) {
	t.Helper()
	a := test.NewTempApp(t)
	env := screentest.NewEnv(t, language.English)
	w := test.NewWindow(nil)
	t.Cleanup(w.Close)
	w.Resize(fyne.NewSize(1000, 700))
	env.Window = w
	save := &desktop.CustomShortcut{KeyName: fyne.KeyS, Modifier: fyne.KeyModifierShortcutDefault}
	p, body := New(Host{Env: env, Show: func(d dialog.Dialog) { d.Show() }, Escape: func(func()) {},
		SaveKey: save, SaveKeyText: "Ctrl+S", Clipboard: a.Clipboard()})
	w.SetContent(body)
	p.Reload()
	return p, env, w
}

// texts joins the texts of the labels under o, a line each.
func texts(o fyne.CanvasObject) string {
	if o == nil {
		return ""
	}
	return strings.Join(uitest.Labels(o), "\n")
}
