package engine_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"testing"
)

// caseHandler runs one conformance case. raw is the whole case object as it
// stands in its file; a handler decodes it strictly (unknown fields are an
// error, so a rule the engine does not know about can never pass unnoticed).
type caseHandler func(t *testing.T, raw json.RawMessage)

var (
	handlersMu sync.Mutex
	handlers   = map[string]caseHandler{}
)

// registerKind installs the handler for one conformance kind. Each kind's
// handler lives in its own conformance_<kind>_test.go and calls this from init.
func registerKind(kind string, h caseHandler) {
	handlersMu.Lock()
	defer handlersMu.Unlock()
	if _, dup := handlers[kind]; dup {
		panic("conformance kind registered twice: " + kind)
	}
	handlers[kind] = h
}

// caseHeader is the part every case shares.
type caseHeader struct {
	Kind string `json:"kind"`
	Name string `json:"name"`
	Rule string `json:"rule"`
}

// conformanceDir is one folder of vectors and whether it must exist.
type conformanceDir struct {
	path     string
	required bool
}

// conformanceDirs lists the folders the suite runs: the shared folder beside
// the project (when present), the project's own folder (always), and the one
// named by HAVENTABLE_CONFORMANCE (when set, it must exist).
func conformanceDirs(t *testing.T) []conformanceDir {
	t.Helper()
	root, err := projectRoot()
	if err != nil {
		t.Fatalf("find project root: %v", err)
	}
	dirs := []conformanceDir{
		{path: filepath.Join(root, "..", "shared", "conformance")},
		{path: filepath.Join(root, "engine", "testdata", "conformance"), required: true},
	}
	if env := os.Getenv("HAVENTABLE_CONFORMANCE"); env != "" {
		dirs = append(dirs, conformanceDir{path: env, required: true})
	}
	return dirs
}

// projectRoot walks up from the working directory to the folder holding go.mod.
func projectRoot() (string, error) {
	dir, err := os.Getwd()
	if err != nil {
		return "", err
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return dir, nil
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "", fmt.Errorf("no go.mod above the working directory")
		}
		dir = parent
	}
}

// loadCases reads every *.json file of dir and returns its cases by file.
func loadCases(dir string) (map[string][]json.RawMessage, error) {
	files, err := filepath.Glob(filepath.Join(dir, "*.json"))
	if err != nil {
		return nil, err
	}
	out := map[string][]json.RawMessage{}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			return nil, err
		}
		var doc struct {
			Cases []json.RawMessage `json:"cases"`
		}
		dec := json.NewDecoder(bytes.NewReader(data))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&doc); err != nil {
			return nil, fmt.Errorf("%s: %w", f, err)
		}
		out[filepath.Base(f)] = doc.Cases
	}
	return out, nil
}

// TestConformance runs every rule vector, one subtest per case named
// "file/case name". A kind nobody handles yet is skipped with its name, so
// progress stays visible; a folder that holds no case fails.
func TestConformance(t *testing.T) {
	for _, d := range conformanceDirs(t) {
		if _, err := os.Stat(d.path); err != nil {
			if d.required {
				t.Errorf("conformance folder %s: %v", d.path, err)
			} else {
				t.Logf("conformance folder %s not present; skipped", d.path)
			}
			continue
		}
		byFile, err := loadCases(d.path)
		if err != nil {
			t.Errorf("load conformance folder %s: %v", d.path, err)
			continue
		}
		files := make([]string, 0, len(byFile))
		total := 0
		for f, cs := range byFile {
			files = append(files, f)
			total += len(cs)
		}
		if total == 0 {
			t.Errorf("conformance folder %s holds no case: an empty run is not a pass", d.path)
			continue
		}
		sort.Strings(files)
		for _, f := range files {
			for i, raw := range byFile[f] {
				var h caseHeader
				if err := json.Unmarshal(raw, &h); err != nil {
					t.Errorf("%s case %d: %v", f, i, err)
					continue
				}
				if h.Kind == "" || h.Name == "" {
					t.Errorf("%s case %d: kind and name are required", f, i)
					continue
				}
				raw := raw
				t.Run(f+"/"+h.Name, func(t *testing.T) {
					handlersMu.Lock()
					run, ok := handlers[h.Kind]
					handlersMu.Unlock()
					if !ok {
						t.Skipf("kind %q is not handled yet", h.Kind)
					}
					if h.Rule != "" {
						t.Logf("rule: %s", strings.TrimSpace(h.Rule))
					}
					run(t, raw)
				})
			}
		}
	}
}

// decodeStrict decodes a case into v, refusing fields v does not declare.
func decodeStrict(t *testing.T, raw json.RawMessage, v any) {
	t.Helper()
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		t.Fatalf("decode case: %v", err)
	}
}
