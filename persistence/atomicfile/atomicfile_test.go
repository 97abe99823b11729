package atomicfile

import (
	"errors"
	"io"
	"os"
	"path/filepath"
	"testing"
)

func read(t *testing.T, path string) string {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// onlyFiles returns the names in dir, to check no temporary file is left.
func onlyFiles(t *testing.T, dir string) []string {
	t.Helper()
	es, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range es {
		names = append(names, e.Name())
	}
	return names
}

func TestWriteCreatesAndReplaces(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "backup.json")
	for _, want := range []string{"first", "second, longer"} {
		if err := Write(path, 0o600, func(w io.Writer) error {
			_, err := io.WriteString(w, want)
			return err
		}); err != nil {
			t.Fatal(err)
		}
		if got := read(t, path); got != want {
			t.Fatalf("content %q, want %q", got, want)
		}
	}
	if names := onlyFiles(t, dir); len(names) != 1 {
		t.Fatalf("folder holds %v, want only backup.json", names)
	}
	st, err := os.Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	if st.Mode().Perm() != 0o600 {
		t.Fatalf("mode %v, want 0600", st.Mode().Perm())
	}
}

func TestReplaceKeepsPermissions(t *testing.T) {
	path := filepath.Join(t.TempDir(), "backup.json")
	if err := os.WriteFile(path, []byte("old"), 0o640); err != nil {
		t.Fatal(err)
	}
	if err := os.Chmod(path, 0o640); err != nil {
		t.Fatal(err)
	}
	if err := Write(path, 0o600, func(w io.Writer) error { _, err := io.WriteString(w, "new"); return err }); err != nil {
		t.Fatal(err)
	}
	st, _ := os.Stat(path)
	if st.Mode().Perm() != 0o640 {
		t.Fatalf("mode %v, want the old file's 0640", st.Mode().Perm())
	}
}

// A failure while producing the content, or while writing it (a full
// disk), leaves the previous file byte for byte and no temporary file.
func TestFailureKeepsOldFile(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "backup.json")
	if err := os.WriteFile(path, []byte("the previous export"), 0o600); err != nil {
		t.Fatal(err)
	}
	boom := errors.New("boom")
	err := Write(path, 0o600, func(w io.Writer) error {
		io.WriteString(w, "half of the new")
		return boom
	})
	if !errors.Is(err, boom) {
		t.Fatalf("err %v, want boom", err)
	}

	f, err := Create(path, 0o600)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := f.Write([]byte("half")); err != nil {
		t.Fatal(err)
	}
	f.tmp.Close() // the next write fails as on a full disk
	if _, err := f.Write([]byte("more")); err == nil {
		t.Fatal("write after the file failed: no error")
	}
	if err := f.Close(); err == nil {
		t.Fatal("Close after a failed write committed")
	}
	if got := read(t, path); got != "the previous export" {
		t.Fatalf("old file is now %q", got)
	}
	if names := onlyFiles(t, dir); len(names) != 1 {
		t.Fatalf("folder holds %v, want only backup.json", names)
	}
}

func TestCreateRefusesFolder(t *testing.T) {
	dir := t.TempDir()
	if _, err := Create(dir, 0o600); err == nil {
		t.Fatal("Create on a folder: no error")
	}
}

func TestAbortAfterCommitIsHarmless(t *testing.T) {
	path := filepath.Join(t.TempDir(), "x")
	f, err := Create(path, 0o600)
	if err != nil {
		t.Fatal(err)
	}
	f.Write([]byte("x"))
	if err := f.Commit(); err != nil {
		t.Fatal(err)
	}
	if err := f.Abort(); err != nil {
		t.Fatal(err)
	}
	if got := read(t, path); got != "x" {
		t.Fatalf("content %q", got)
	}
}
