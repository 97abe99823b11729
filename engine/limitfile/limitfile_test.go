package limitfile

import (
	"errors"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

func TestRead(t *testing.T) {
	dir := t.TempDir()
	small := filepath.Join(dir, "small")
	if err := os.WriteFile(small, []byte("12345"), 0o600); err != nil {
		t.Fatal(err)
	}
	empty := filepath.Join(dir, "empty")
	if err := os.WriteFile(empty, nil, 0o600); err != nil {
		t.Fatal(err)
	}

	for _, limit := range []int64{5, 6} {
		if data, err := Read(small, limit); err != nil || string(data) != "12345" {
			t.Errorf("Read(small, %d) = %q, %v", limit, data, err)
		}
	}
	if data, err := Read(empty, 0); err != nil || len(data) != 0 {
		t.Errorf("Read(empty, 0) = %q, %v", data, err)
	}

	_, err := Read(small, 4)
	var tl *TooLargeError
	if !errors.As(err, &tl) || tl.Size != 5 || tl.Limit != 4 || tl.More {
		t.Errorf("Read(small, 4): %#v", err)
	} else if err.Error() != "5 bytes, at most 4" {
		t.Errorf("Read(small, 4): %q", err)
	}

	if _, err := Read(filepath.Join(dir, "missing"), 10); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("Read(missing): %v", err)
	}
	if _, err := Read(dir, 10); !errors.Is(err, ErrNotRegular) || !strings.Contains(err.Error(), "not a regular file") {
		t.Errorf("Read(folder): %v", err)
	}
	// Refused before they are opened: opening the pipe would wait for a
	// writer, and /dev/zero never ends.
	specials := []string{"/dev/zero"}
	if err := exec.Command("mkfifo", filepath.Join(dir, "fifo")).Run(); err == nil {
		specials = append(specials, filepath.Join(dir, "fifo"))
	}
	for _, path := range specials {
		if _, err := os.Stat(path); err != nil {
			continue // not on this system
		}
		if _, err := Read(path, 10); !errors.Is(err, ErrNotRegular) {
			t.Errorf("Read(%s): %v", path, err)
		}
	}
}

func TestTooLargeErrorMore(t *testing.T) {
	err := &TooLargeError{Size: 9, Limit: 8, More: true}
	if got := err.Error(); got != "more than 8 bytes" {
		t.Errorf("Error() = %q", got)
	}
}

// A regular file replaced by a pipe between the check and the opening is
// refused at once, not waited on.
func TestReadRefusesAPipeSwappedIn(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "data.json")
	fifo := filepath.Join(dir, "fifo")
	if err := exec.Command("mkfifo", fifo).Run(); err != nil {
		t.Skipf("no mkfifo: %v", err)
	}
	if err := os.WriteFile(path, []byte("{}"), 0o600); err != nil {
		t.Fatal(err)
	}
	afterStat = func() {
		if err := os.Rename(fifo, path); err != nil {
			t.Error(err)
		}
	}
	defer func() { afterStat = nil }()
	done := make(chan error, 1)
	go func() {
		_, err := Read(path, 10)
		done <- err
	}()
	select {
	case err := <-done:
		if !errors.Is(err, ErrNotRegular) {
			t.Fatalf("Read = %v", err)
		}
	case <-time.After(5 * time.Second):
		// unblock the reader, so that the test ends
		if w, err := os.OpenFile(path, os.O_WRONLY, 0); err == nil {
			w.Close()
		}
		t.Fatal("Read of a pipe swapped in is still waiting after 5 s")
	}
}
