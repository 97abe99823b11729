package editor

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/storage"

	"github.com/haventable/haventable/engine/scenariofile"
	"github.com/haventable/haventable/ui/safefile"
)

func (s *Screen) showError(title string, err error) {
	if s.opts.ShowError != nil {
		s.opts.ShowError(title, err)
		return
	}
	s.msg = err.Error()
	s.refreshStatus()
}

// confirmThen does do, after asking first when the file has changes that
// were not saved.
func (s *Screen) confirmThen(do func()) {
	if !s.dirty || s.opts.Window == nil {
		do()
		return
	}
	dialog.ShowConfirm(s.tr.T("EditorDiscardTitle"), s.tr.T("EditorDiscard"), func(ok bool) {
		if ok {
			do()
		}
	}, s.opts.Window)
}

// openDialog asks for a scenario file and edits it.
func (s *Screen) openDialog() {
	if s.opts.Window == nil {
		return
	}
	d := dialog.NewFileOpen(func(r fyne.URIReadCloser, err error) {
		if err == nil && r == nil {
			return // cancelled
		}
		if err == nil {
			err = s.Open(r)
			r.Close()
		}
		if err != nil {
			s.showError(s.tr.T("EditorOpenFailed"), err)
		}
	}, s.opts.Window)
	d.SetFilter(storage.NewExtensionFileFilter([]string{".json"}))
	d.Show()
}

// saveDialog asks where to save the file and saves it there; a file that is
// not ready is not saved, and the player is told why.
// SaveToPack keeps the scenario in the players' own data pack (Options.
// SaveToPack), checked as a file is: the campaign screen then offers it to
// start.
func (s *Screen) SaveToPack() {
	if s.opts.SaveToPack == nil {
		return
	}
	if err := scenariofile.Problem(s.cur()); err != nil {
		s.showError(s.tr.T("EditorSaveFailed"), err)
		return
	}
	name, err := s.opts.SaveToPack(s.cur().Clone())
	if err != nil {
		s.showError(s.tr.T("EditorSaveFailed"), err)
		return
	}
	s.dirty = false
	s.msg = s.tr.T("EditorSavedToPack", "Name", name)
	s.refreshStatus()
}

func (s *Screen) saveDialog() {
	if err := scenariofile.Problem(s.cur()); err != nil {
		s.showError(s.tr.T("EditorSaveFailed"), err)
		return
	}
	if s.opts.Window == nil {
		return
	}
	d := dialog.NewFileSave(func(w fyne.URIWriteCloser, err error) {
		if err == nil && w == nil {
			return
		}
		if err == nil {
			if err = s.Save(w); err != nil {
				safefile.Abort(w)
			} else if err = w.Close(); err != nil {
				err = fmt.Errorf("save %s: %w", w.URI().Name(), err)
			}
		}
		if err != nil {
			s.showError(s.tr.T("EditorSaveFailed"), err)
			return
		}
		s.msg = s.tr.T("EditorSaved", "Name", w.URI().Name())
		s.refreshStatus()
	}, s.opts.Window)
	d.SetFileName(fileName(s.cur().Title))
	d.SetFilter(storage.NewExtensionFileFilter([]string{".json"}))
	d.Show()
}

// play takes the file to the map screen, to look at it and start it there.
func (s *Screen) play() {
	if err := scenariofile.Problem(s.cur()); err != nil {
		s.showError(s.tr.T("EditorSaveFailed"), err)
		return
	}
	if s.opts.OnPlay != nil {
		s.opts.OnPlay(s.File())
	}
}

// fileName proposes a file name for a scenario's title.
func fileName(title string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(strings.TrimSpace(title)) {
		switch {
		case r >= 'a' && r <= 'z', r >= '0' && r <= '9':
			b.WriteRune(r)
		case b.Len() > 0 && !strings.HasSuffix(b.String(), "-"):
			b.WriteByte('-')
		}
	}
	name := strings.Trim(b.String(), "-")
	if name == "" {
		name = "scenario"
	}
	return name + ".json"
}
