package ui

import (
	"context"
	"errors"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/haventable/haventable/engine/pack"
)

// within fails the test, instead of hanging it, when f has not returned
// within d.
func within(t *testing.T, d time.Duration, what string, f func() error) error {
	t.Helper()
	done := make(chan error, 1)
	go func() { done <- f() }()
	select {
	case err := <-done:
		return err
	case <-time.After(d):
		t.Fatalf("%s: still running after %v", what, d)
	}
	return nil
}

// The import File › Data packs runs refuses a pipe (given, or in a VGB
// folder) at once, and names an unknown key of 8 MB by a short excerpt.
func TestDataPacksImportRefusesHostileFiles(t *testing.T) {
	store, sess := table(t)
	s, _ := newShell(t, Deps{Store: store, Session: sess})
	p, _ := newPacksDialog(s)
	dir := t.TempDir()
	fifo := filepath.Join(dir, "fifo.json")
	if err := exec.Command("mkfifo", fifo).Run(); err != nil {
		t.Skipf("no mkfifo: %v", err)
	}
	vgb := filepath.Join(dir, "vgb", "scenarios")
	if err := os.MkdirAll(vgb, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := exec.Command("mkfifo", filepath.Join(vgb, "1.json")).Run(); err != nil {
		t.Fatal(err)
	}
	bigKey := filepath.Join(dir, "bigkey.json")
	if err := os.WriteFile(bigKey, []byte(`{"format":"haventable-pack","version":1,"name":"x","`+strings.Repeat("k", pack.MaxFileSize-200)+`":1}`), 0o600); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct{ path, want string }{
		{fifo, "not a regular file"},
		{filepath.Join(dir, "vgb"), "not a regular file"},
		{bigKey, `unknown key "kkkk`},
	} {
		err := within(t, 20*time.Second, tc.path, func() error { return p.importPath(context.Background(), tc.path) })
		if err == nil || !strings.Contains(err.Error(), tc.want) || len(err.Error()) > 500 {
			t.Errorf("%s: error %.300v", tc.path, err)
		}
	}
	if len(p.packs) != 0 {
		t.Errorf("kept %d packs", len(p.packs))
	}
}

// blockingReader waits, as a pipe with no writer does, until closed.
type blockingReader struct{ closed chan struct{} }

func (r blockingReader) Read([]byte) (int, error) {
	<-r.closed
	return 0, io.EOF
}

// A read that waits returns as soon as its context ends; in the window the
// progress dialog's Cancel ends it, closes the dialog and keeps nothing.
func TestDataPacksImportCancels(t *testing.T) {
	store, sess := table(t)
	s, w := newShell(t, Deps{Store: store, Session: sess})
	p, _ := newPacksDialog(s)
	r := blockingReader{make(chan struct{})}
	defer close(r.closed)
	ctx, cancel := context.WithCancel(context.Background())
	time.AfterFunc(50*time.Millisecond, cancel)
	err := within(t, 5*time.Second, "importFrom", func() error { return p.importFrom(ctx, "slow.json", r) })
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("importFrom cancelled: %v", err)
	}

	p.importInBackground("slow.json", func(ctx context.Context, others []*pack.Pack) (imported, error) {
		return readFrom(ctx, "slow.json", r, others)
	})
	top := w.Canvas().Overlays().Top()
	if top == nil || !strings.Contains(texts(top), "Reading slow.json") {
		t.Fatalf("no progress dialog:\n%s", texts(top))
	}
	cancelB := findButton(top, "Cancel")
	if cancelB == nil {
		t.Fatalf("no Cancel button:\n%s", texts(top))
	}
	test.Tap(cancelB)
	deadline := time.Now().Add(5 * time.Second)
	for w.Canvas().Overlays().Top() == top {
		if time.Now().After(deadline) {
			t.Fatal("the progress dialog is still open 5 s after Cancel")
		}
		time.Sleep(10 * time.Millisecond)
	}
	if s.env.ErrorShown() || len(p.packs) != 0 {
		t.Errorf("after Cancel: error shown %v, %d packs", s.env.ErrorShown(), len(p.packs))
	}
}

// findButton finds the button labelled text in o.
func findButton(o fyne.CanvasObject, text string) *widget.Button {
	switch v := o.(type) {
	case *widget.Button:
		if v.Text == text {
			return v
		}
	case *fyne.Container:
		for _, c := range v.Objects {
			if b := findButton(c, text); b != nil {
				return b
			}
		}
	case fyne.Widget:
		for _, c := range test.WidgetRenderer(v).Objects() {
			if b := findButton(c, text); b != nil {
				return b
			}
		}
	}
	return nil
}
