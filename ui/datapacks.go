package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"

	"github.com/haventable/haventable/ui/packs"
)

// ShowDataPacks opens File › Data packs… (ui/packs).
func (s *Shell) ShowDataPacks() {
	if s.deps.Store == nil {
		s.flash(s.tr.T("NoCampaignOpen"))
		return
	}
	p, body := packs.New(s.packsHost())
	d := dialog.NewCustom(s.tr.T("PacksTitle"), s.tr.T("DialogClose"), body, s.win)
	size := s.win.Canvas().Size()
	d.Resize(fyne.NewSize(min(720, max(360, size.Width-40)), min(460, max(300, size.Height-40))))
	p.Reload()
	s.showDialog(d)
}

// packsHost is what File › Data packs… needs of the window.
func (s *Shell) packsHost() packs.Host {
	save := monsterEditorKeys(s.tr, nil, nil)[0].Key
	return packs.Host{Env: s.env, Show: s.showDialog, Escape: func(f func()) { s.escape = f },
		SaveKey: save, SaveKeyText: keysText(s.tr, save), Clipboard: s.app.Clipboard()}
}
