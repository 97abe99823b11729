package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/haventable/haventable/engine/pack"
)

// runAppWithin is runApp failing the test, instead of hanging it, when the
// app has not returned within d.
func runAppWithin(t *testing.T, d time.Duration, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	type result struct {
		code     int
		out, err string
	}
	done := make(chan result, 1)
	go func() {
		c, o, e := runApp(t, args...)
		done <- result{c, o, e}
	}()
	select {
	case r := <-done:
		return r.code, r.out, r.err
	case <-time.After(d):
		t.Fatalf("%v still running after %v", args, d)
	}
	return 0, "", ""
}

// Hostile data files: a pipe (given, in a VGB folder, or where a VGB
// scenario file looks for its tile shapes) is refused at once, not waited
// on; an unknown key of 8 MB is named by a short excerpt.
func TestCheckDataHostileFiles(t *testing.T) {
	dir := t.TempDir()
	mkfifo := func(path string) {
		t.Helper()
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := exec.Command("mkfifo", path).Run(); err != nil {
			t.Skipf("no mkfifo: %v", err)
		}
	}
	fifo := filepath.Join(dir, "fifo.json")
	mkfifo(fifo)
	vgbDir := filepath.Join(dir, "vgb")
	mkfifo(filepath.Join(vgbDir, "assets", "data", "scenarios", "1.json"))
	// a VGB scenario file whose checkout has a pipe for BoardMapTile.elm
	checkout := filepath.Join(dir, "checkout")
	mkfifo(filepath.Join(checkout, "Elm", "src", "BoardMapTile.elm"))
	scen := filepath.Join(checkout, "assets", "data", "scenarios", "1.json")
	if err := os.MkdirAll(filepath.Dir(scen), 0o755); err != nil {
		t.Fatal(err)
	}
	src, err := os.ReadFile(filepath.Join("engine", "pack", "vgb", "testdata", "folder", "VirtualGloomhavenBoard", "assets", "data", "scenarios", "solo", "1.json"))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(scen, src, 0o644); err != nil {
		t.Fatal(err)
	}
	bigKey := filepath.Join(dir, "bigkey.json")
	key := strings.Repeat("k", pack.MaxFileSize-200)
	if err := os.WriteFile(bigKey, []byte(`{"format":"haventable-pack","version":1,"name":"x","`+key+`":1}`), 0o644); err != nil {
		t.Fatal(err)
	}

	for _, tc := range []struct {
		path string
		code int
		want string
	}{
		{fifo, 1, "not a regular file"},
		{vgbDir, 1, "not a regular file"},
		{scen, 1, "not in BoardMapTile.elm"}, // the pipe is not read as the tile shapes
		{bigKey, 1, `unknown key "kkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkk…" (8388408 bytes)`},
	} {
		code, out, errs := runAppWithin(t, 20*time.Second, "--lang", "en", "--check-data", tc.path)
		if code != tc.code || !strings.Contains(out+errs, tc.want) {
			t.Errorf("%s: exit %d, out %.300q, err %.300q", tc.path, code, out, errs)
		}
		if len(out)+len(errs) > 2000 {
			t.Errorf("%s: %d bytes printed", tc.path, len(out)+len(errs))
		}
	}
}

// A Gloomhaven Secretariat file of a million empty monsters prints a few
// lines: ten of those left out, the count of the rest, and that those past
// what a pack holds were not read.
func TestCheckDataMillionMonsters(t *testing.T) {
	path := filepath.Join(t.TempDir(), "million.json")
	if err := os.WriteFile(path, []byte(`{"edition":"gh","monsters":[`+strings.Repeat("{},", 999999)+`{}]}`), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errs := runAppWithin(t, 60*time.Second, "--lang", "en", "--check-data", path)
	if code != 0 || errs != "" || !strings.Contains(out, "… and 4,990 more like this") || !strings.Contains(out, "more than 5000") {
		t.Fatalf("exit %d, err %.300q, %d bytes out:\n%.2000s", code, errs, len(out), out)
	}
	if len(out) > 2000 {
		t.Fatalf("%d bytes printed:\n%.3000s", len(out), out)
	}
}
