package safefile

import (
	"errors"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"

	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/test"

	"github.com/haventable/haventable/engine/limitfile"
)

// What an open dialog opens is a regular file only: a pipe is refused at
// once, where Fyne's own reader waited for a writer with the window frozen.
func TestReaderOpensOnlyRegularFiles(t *testing.T) {
	test.NewTempApp(t)
	if !Register(nil) {
		t.Fatal("Register: not the desktop file repository")
	}
	dir := t.TempDir()
	plain := filepath.Join(dir, "c.json")
	if err := os.WriteFile(plain, []byte("{}"), 0o600); err != nil {
		t.Fatal(err)
	}
	r, err := storage.Reader(storage.NewFileURI(plain))
	if err != nil {
		t.Fatal(err)
	}
	data, err := io.ReadAll(r)
	r.Close()
	if err != nil || string(data) != "{}" || r.URI().Path() != plain {
		t.Fatalf("read %q, %v from %v", data, err, r.URI())
	}

	fifo := filepath.Join(dir, "fifo.json")
	if err := exec.Command("mkfifo", fifo).Run(); err != nil {
		t.Skipf("no mkfifo: %v", err)
	}
	done := make(chan error, 1)
	go func() {
		r, err := storage.Reader(storage.NewFileURI(fifo))
		if err == nil {
			r.Close()
		}
		done <- err
	}()
	select {
	case err := <-done:
		if !errors.Is(err, limitfile.ErrNotRegular) {
			t.Fatalf("Reader(pipe) = %v", err)
		}
	case <-time.After(5 * time.Second):
		if w, err := os.OpenFile(fifo, os.O_WRONLY, 0); err == nil {
			w.Close() // let the reader go
		}
		t.Fatal("Reader of a pipe is still waiting after 5 s")
	}
}
