package packs

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
	p, _, _ := newDialog(t)
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
		// The bound tells a hang (a pipe's open never returns) from an
		// answer, not a slow answer from a quick one: generous, as the 8 MB
		// file under -race on a loaded machine took over 20 s.
		err := within(t, 2*time.Minute, tc.path, func() error { return p.ImportPath(context.Background(), tc.path) })
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

// A read that waits returns as soon as its context ends (the progress
// dialog's Cancel ends it: screen.TestBusyCancels).
func TestDataPacksImportCancels(t *testing.T) {
	p, _, _ := newDialog(t)
	r := blockingReader{make(chan struct{})}
	defer close(r.closed)
	ctx, cancel := context.WithCancel(context.Background())
	time.AfterFunc(50*time.Millisecond, cancel)
	err := within(t, 5*time.Second, "importFrom", func() error { return p.importFrom(ctx, "slow.json", r) })
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("importFrom cancelled: %v", err)
	}
	if len(p.packs) != 0 {
		t.Errorf("%d packs kept", len(p.packs))
	}
}
