package campaign

import (
	"os"

	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/storage"
)

// atBackups opens the file dialog d in the folder of the automatic
// backups (persistence.Store.BackupDir), when there is one: File › Import
// of a backup restores the campaign as it was at a scenario's end.
func (s *Screen) atBackups(d *dialog.FileDialog) {
	if s.env.Store == nil {
		return
	}
	dir := s.env.Store.BackupDir()
	if fi, err := os.Stat(dir); dir == "" || err != nil || !fi.IsDir() {
		return
	}
	if l, err := storage.ListerForURI(storage.NewFileURI(dir)); err == nil {
		d.SetLocation(l)
	}
}
