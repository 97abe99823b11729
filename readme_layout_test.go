package main

import (
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// The README's layout table lists every package of the module by its
// folder in its first column, and nothing that is not there: a package
// added or removed without the table fails here.
func TestReadmeLayoutListsEveryPackage(t *testing.T) {
	listed := readmeLayout(t)
	var packages []string
	err := filepath.WalkDir(".", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if name := d.Name(); path != "." && (strings.HasPrefix(name, ".") || name == "testdata" || name == "vendor") {
				return filepath.SkipDir
			}
			return nil
		}
		if strings.HasSuffix(path, ".go") && !strings.HasSuffix(path, "_test.go") {
			if dir := filepath.ToSlash(filepath.Dir(path)); dir != "." && !slices.Contains(packages, dir) {
				packages = append(packages, dir)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(packages) < 20 {
		t.Fatalf("found only %d packages: %v", len(packages), packages)
	}
	for _, p := range packages {
		if !listed[p] {
			t.Errorf("README.md's layout table lacks the package %s", p)
		}
	}
	for p := range listed {
		if _, err := os.Stat(p); err != nil {
			t.Errorf("README.md's layout table lists %s, which is not there", p)
		}
	}
	if !listed["main.go"] {
		t.Error("README.md's layout table lacks main.go")
	}
}

// readmeLayout returns the paths in the first column of README.md's
// "Project layout" table, without a trailing slash.
func readmeLayout(t *testing.T) map[string]bool {
	t.Helper()
	b, err := os.ReadFile("README.md")
	if err != nil {
		t.Fatal(err)
	}
	_, table, ok := strings.Cut(string(b), "## Project layout")
	if !ok {
		t.Fatal("README.md has no Project layout section")
	}
	if i := strings.Index(table, "\n## "); i >= 0 {
		table = table[:i]
	}
	code := regexp.MustCompile("`([^`]+)`")
	listed := map[string]bool{}
	for _, line := range strings.Split(table, "\n") {
		cells := strings.Split(line, "|")
		if len(cells) < 3 || !strings.HasPrefix(strings.TrimSpace(cells[1]), "`") {
			continue
		}
		for _, m := range code.FindAllStringSubmatch(cells[1], -1) {
			listed[strings.TrimSuffix(m[1], "/")] = true
		}
	}
	return listed
}
