package editor

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/widget"

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
	if !s.doc.Dirty || s.opts.Window == nil {
		do()
		return
	}
	dialog.ShowConfirm(s.tr.T("EditorDiscardTitle"), s.tr.T("EditorDiscard"), func(ok bool) {
		if ok {
			do()
		}
	}, s.opts.Window)
}

// openDialog asks for a scenario file and edits it: its path typed (Enter
// opens it), or found with the file dialog (Browse).
func (s *Screen) openDialog() {
	if s.opts.Window == nil {
		return
	}
	dir := s.doc.Dir
	if dir != "" {
		dir += string(filepath.Separator) // the file's name is typed after it
	}
	s.pathDialog(s.tr.T("EditorOpenTitle"), s.tr.T("EditorOpenButton"), dir, func(path string) {
		s.reportOpen(s.OpenPath(path))
	}, s.browseOpen)
}

// browseOpen asks for a scenario file with Fyne's file dialog.
func (s *Screen) browseOpen() {
	d := dialog.NewFileOpen(func(r fyne.URIReadCloser, err error) {
		if err == nil && r == nil {
			return // cancelled
		}
		if err == nil {
			err = s.Open(r)
			r.Close()
			s.keepDir(r.URI())
		}
		s.reportOpen(err)
	}, s.opts.Window)
	d.SetFilter(storage.NewExtensionFileFilter([]string{".json"}))
	s.startIn(d)
	d.Show()
}

func (s *Screen) reportOpen(err error) {
	if err != nil {
		s.showError(s.tr.T("EditorOpenFailed"), err)
	}
}

// OpenPath reads the scenario file at path into the editor (Open); "~/"
// at its start is the player's home folder.
func (s *Screen) OpenPath(path string) error {
	u := storage.NewFileURI(expand(path))
	r, err := storage.Reader(u)
	if err != nil {
		return err
	}
	defer r.Close()
	if err := s.Open(r); err != nil {
		return fmt.Errorf("%s: %w", u.Name(), err)
	}
	s.keepDir(u)
	return nil
}

// SavePath saves the file at path (Save), replacing the file there.
func (s *Screen) SavePath(path string) error {
	if err := scenariofile.Problem(s.cur()); err != nil {
		return err
	}
	u := storage.NewFileURI(expand(path))
	w, err := storage.Writer(u)
	if err != nil {
		return err
	}
	if err := s.saveTo(w); err != nil {
		return err
	}
	s.keepDir(u)
	return nil
}

// saveTo saves the file into w and closes it, or leaves what was there.
func (s *Screen) saveTo(w fyne.URIWriteCloser) error {
	if err := s.Save(w); err != nil {
		safefile.Abort(w)
		return err
	}
	if err := w.Close(); err != nil {
		return fmt.Errorf("save %s: %w", w.URI().Name(), err)
	}
	s.msg = s.tr.T("EditorSaved", "Name", w.URI().Name())
	s.refreshStatus()
	return nil
}

// expand makes "~/" at the start of path the home folder and a relative
// path absolute. A path typed after the folder the field proposes starts
// over where it starts with a separator or "~" ("/a/b//c/d.json" is
// "/c/d.json"), as the player typed it.
func expand(path string) string {
	path = strings.TrimSpace(path)
	sep := string(filepath.Separator)
	if i := strings.LastIndex(path, sep+sep); i >= 0 {
		path = path[i+1:]
	}
	if i := strings.LastIndex(path, sep+"~"); i >= 0 {
		path = path[i+1:]
	}
	if rest, ok := strings.CutPrefix(path, "~"); ok && (rest == "" || strings.HasPrefix(rest, "/") || strings.HasPrefix(rest, string(filepath.Separator))) {
		if home, err := os.UserHomeDir(); err == nil {
			path = filepath.Join(home, rest)
		}
	}
	if abs, err := filepath.Abs(path); err == nil {
		path = abs
	}
	return path
}

// keepDir remembers the folder of u for the next dialog.
func (s *Screen) keepDir(u fyne.URI) {
	if u != nil && u.Scheme() == "file" {
		s.doc.Dir = filepath.Dir(u.Path())
	}
}

// startIn opens the file dialog d in the folder used last.
func (s *Screen) startIn(d *dialog.FileDialog) {
	if s.doc.Dir == "" {
		return
	}
	if l, err := storage.ListerForURI(storage.NewFileURI(s.doc.Dir)); err == nil {
		d.SetLocation(l)
	}
}

// pathDialog asks for a file's path: typed in its field, Enter (or the
// confirm button) takes it; Browse… opens the file dialog instead.
func (s *Screen) pathDialog(title, confirm, path string, take func(string), browse func()) {
	entry := widget.NewEntry()
	entry.SetPlaceHolder(s.tr.T("EditorPath"))
	entry.SetText(path)
	var d dialog.Dialog
	done := false
	do := func() {
		if done || strings.TrimSpace(entry.Text) == "" {
			return
		}
		done = true
		d.Hide()
		take(entry.Text)
	}
	entry.OnSubmitted = func(string) { do() }
	browseBtn := widget.NewButton(s.tr.T("EditorBrowse"), func() {
		done = true
		d.Hide()
		browse()
	})
	hint := widget.NewLabel(s.tr.T("EditorPathHint"))
	content := container.NewVBox(hint, container.NewBorder(nil, nil, nil, browseBtn, entry))
	d = dialog.NewCustomConfirm(title, confirm, s.tr.T("EditorCancel"), content, func(ok bool) {
		if ok {
			do()
		}
	}, s.opts.Window)
	d.Resize(fyne.NewSize(640, 0))
	s.pathEntry = entry
	d.Show()
	s.opts.Window.Canvas().Focus(entry)
}

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
	s.doc.Dirty = false
	s.msg = s.tr.T("EditorSavedToPack", "Name", name)
	s.refreshStatus()
}

// saveDialog asks where to save the file (its path typed, Enter saves, or
// found with the file dialog) and saves it there; a file that is not ready
// is not saved, and the player is told why.
func (s *Screen) saveDialog() {
	if err := scenariofile.Problem(s.cur()); err != nil {
		s.showError(s.tr.T("EditorSaveFailed"), err)
		return
	}
	if s.opts.Window == nil {
		return
	}
	dir := s.doc.Dir
	if dir == "" {
		dir, _ = os.UserHomeDir()
	}
	s.pathDialog(s.tr.T("EditorSaveTitle"), s.tr.T("EditorSaveButton"), filepath.Join(dir, fileName(s.cur().Title)), func(path string) {
		if _, err := os.Stat(expand(path)); err == nil {
			dialog.ShowConfirm(s.tr.T("EditorSaveTitle"), s.tr.T("EditorReplace", "Name", filepath.Base(path)), func(ok bool) {
				if ok {
					s.reportSave(s.SavePath(path))
				}
			}, s.opts.Window)
			return
		}
		s.reportSave(s.SavePath(path))
	}, s.browseSave)
}

func (s *Screen) reportSave(err error) {
	if err != nil {
		s.showError(s.tr.T("EditorSaveFailed"), err)
	}
}

// browseSave asks where to save the file with Fyne's file dialog.
func (s *Screen) browseSave() {
	d := dialog.NewFileSave(func(w fyne.URIWriteCloser, err error) {
		if err == nil && w == nil {
			return
		}
		if err == nil {
			s.keepDir(w.URI())
			err = s.saveTo(w)
		}
		s.reportSave(err)
	}, s.opts.Window)
	d.SetFileName(fileName(s.cur().Title))
	d.SetFilter(storage.NewExtensionFileFilter([]string{".json"}))
	s.startIn(d)
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
