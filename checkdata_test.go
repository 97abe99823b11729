package main

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/haventable/haventable/engine/pack"
)

// --check-data reads the built-in pack and a peer's file as an import
// would, prints what they hold, writes nothing, and exits 1 with the place
// at fault for a bad file.
func TestCheckData(t *testing.T) {
	dir := t.TempDir()
	builtin := filepath.Join(dir, "builtin.json")
	if err := os.WriteFile(builtin, pack.BuiltinJSON(), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errs := runApp(t, "--lang", "en", "--check-data", builtin)
	if code != 0 || !strings.Contains(out, "read as the data pack") || errs != "" {
		t.Errorf("built-in pack: exit %d, out %q, err %q", code, out, errs)
	}
	c := pack.Builtin().Count()
	if want := strings.Split(out, "\n")[1]; !strings.HasPrefix(want, "Classes: "+itoa(c.Classes)+"; monster types: "+itoa(c.Monsters)+";") {
		t.Errorf("counts line %q, want %+v", want, c)
	}
	code, out, _ = runApp(t, "--lang", "en", "--check-data", filepath.Join("engine", "pack", "xha", "testdata", "invented-edition.json"))
	if code != 0 || !strings.Contains(out, "x-haven file") {
		t.Errorf("X-haven file: exit %d, out %q", code, out)
	}
	bad := filepath.Join(dir, "bad.json")
	if err := os.WriteFile(bad, []byte(`{"format":"haventable-pack","version":1,"name":"Bad","monsters":[{"name":"Rat","levels":[{"level":9}]}]}`), 0o644); err != nil {
		t.Fatal(err)
	}
	code, _, errs = runApp(t, "--lang", "en", "--check-data", bad)
	if code != 1 || !strings.Contains(errs, "bad.json cannot be read") || !strings.Contains(errs, "monsters[0]") {
		t.Errorf("bad pack: exit %d, err %q", code, errs)
	}
	code, _, errs = runApp(t, "--lang", "en", "--check-data", filepath.Join(dir, "missing.json"))
	if code != 1 || !strings.Contains(errs, "missing.json cannot be read") {
		t.Errorf("missing file: exit %d, err %q", code, errs)
	}
	// Only a regular file is read, as an import reads one.
	code, _, errs = runApp(t, "--lang", "en", "--check-data", dir)
	if code != 1 || !strings.Contains(errs, "not a regular file") {
		t.Errorf("folder: exit %d, err %q", code, errs)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 2 {
		t.Errorf("--check-data wrote files: %v", entries)
	}
}

func itoa(n int) string { return strconv.Itoa(n) }
