//go:build unix

package persistence

import (
	"bytes"
	"errors"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// unprivilegedEnv marks a test binary rerun as the user nobody.
const unprivilegedEnv = "HAVENTABLE_UNPRIVILEGED"

// rerunUnprivileged makes the calling test meaningful under root, whom file
// modes do not stop: run as root, it runs the test again in a child process
// as the user nobody (uid and gid 65534), fails if the child fails, and
// returns true (the caller returns at once). Otherwise it returns false and
// the caller runs the test itself.
func rerunUnprivileged(t *testing.T) bool {
	t.Helper()
	if os.Geteuid() != 0 || os.Getenv(unprivilegedEnv) == "1" {
		return false
	}
	if testing.Short() {
		t.Skip("-short: runs again as another user, in a process of its own")
	}
	// The child needs a binary and a temporary folder it may use: the
	// build's own folder and t.TempDir are root's alone.
	dir, err := os.MkdirTemp("", "haventable-unprivileged-")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(dir) })
	if err := os.Chmod(dir, 0o777); err != nil {
		t.Fatal(err)
	}
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	src, err := os.Open(self)
	if err != nil {
		t.Fatal(err)
	}
	defer src.Close()
	bin := filepath.Join(dir, "persistence.test")
	dst, err := os.OpenFile(bin, os.O_WRONLY|os.O_CREATE, 0o755)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := io.Copy(dst, src); err != nil {
		t.Fatal(err)
	}
	if err := dst.Close(); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(bin, "-test.run=^"+t.Name()+"$", "-test.v")
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), unprivilegedEnv+"=1", "TMPDIR="+dir, "HOME="+dir)
	cmd.SysProcAttr = &syscall.SysProcAttr{Credential: &syscall.Credential{Uid: 65534, Gid: 65534}}
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	if err := cmd.Run(); err != nil {
		t.Fatalf("as the user nobody: %v\n%s", err, out.String())
	}
	if !strings.Contains(out.String(), "--- PASS: "+t.Name()) {
		t.Fatalf("as the user nobody, the test did not run:\n%s", out.String())
	}
	t.Logf("ran as the user nobody (uid 65534), since root ignores file modes")
	return true
}

// TestOpenRefusesReadOnly checks that a database file, a file SQLite keeps
// beside it, or a folder this user may not write is refused at Open with
// ErrReadOnly naming it; that nothing is created beside it; and that once
// it is writable again the next Open works (no read-only -wal or -shm
// left behind to block it).
func TestOpenRefusesReadOnly(t *testing.T) {
	if rerunUnprivileged(t) {
		return
	}
	for _, tc := range []struct {
		name       string
		lock, free func(path string) error
		want       string
	}{
		{"read-only file",
			func(p string) error { return os.Chmod(p, 0o400) },
			func(p string) error { return os.Chmod(p, 0o600) },
			"the file %s is read-only"},
		{"read-only folder",
			func(p string) error { return os.Chmod(filepath.Dir(p), 0o500) },
			func(p string) error { return os.Chmod(filepath.Dir(p), 0o700) },
			"its folder %s is read-only"},
		{"read-only -shm left beside it",
			func(p string) error { return os.WriteFile(p+"-shm", make([]byte, 32768), 0o400) },
			func(p string) error { return os.Remove(p + "-shm") },
			"the file %s-shm beside it is read-only"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			path := filepath.Join(dir, "campaign.db")
			s, err := Open(path)
			if err != nil {
				t.Fatal(err)
			}
			c := playedCampaign(t, s, 1, 5)
			if err := s.Close(); err != nil {
				t.Fatal(err)
			}
			if err := tc.lock(path); err != nil {
				t.Fatal(err)
			}
			before := dirContents(t, dir)
			_, err = Open(path)
			want := strings.ReplaceAll(tc.want, "%s", path)
			if strings.Contains(tc.want, "folder") {
				want = strings.ReplaceAll(tc.want, "%s", dir)
			}
			if !errors.Is(err, ErrReadOnly) || !strings.Contains(err.Error(), want) {
				t.Errorf("Open: %v; want ErrReadOnly saying %q", err, want)
			}
			assertSameDir(t, dir, before)
			if err := tc.free(path); err != nil {
				t.Fatal(err)
			}
			s, err = Open(path)
			if err != nil {
				t.Fatalf("Open once writable again: %v", err)
			}
			defer s.Close()
			if _, err := s.Load(t.Context(), c); err != nil {
				t.Fatal(err)
			}
		})
	}
	// A new database in a folder that may not be created is refused too.
	parent := filepath.Join(t.TempDir(), "locked")
	if err := os.Mkdir(parent, 0o500); err != nil {
		t.Fatal(err)
	}
	defer os.Chmod(parent, 0o700)
	if _, err := Open(filepath.Join(parent, "new", "campaign.db")); !errors.Is(err, ErrReadOnly) {
		t.Errorf("Open in a folder that cannot be created: %v; want ErrReadOnly", err)
	}
}
