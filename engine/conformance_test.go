package engine_test

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"testing"

	"github.com/haventable/haventable/engine/strictjson"
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
// the project and its editions/ (the monster turns under the later
// editions' rules), each when present, the project's own folder (always),
// and the one named by HAVENTABLE_CONFORMANCE (when set, it must exist).
func conformanceDirs(t *testing.T) []conformanceDir {
	t.Helper()
	root, err := projectRoot()
	if err != nil {
		t.Fatalf("find project root: %v", err)
	}
	dirs := []conformanceDir{
		{path: filepath.Join(root, "..", "shared", "conformance")},
		{path: filepath.Join(root, "..", "shared", "conformance", "editions")},
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
		if err := strictjson.Unmarshal(data, &doc); err != nil {
			return nil, fmt.Errorf("%s: %w", f, err)
		}
		out[filepath.Base(f)] = doc.Cases
	}
	return out, nil
}

// pendingKinds are the kinds some vector folder holds that no handler runs
// yet, each with where it waits. Their cases show as skipped subtests and the
// list is printed at the start of TestConformance; any other kind without a
// handler is an error, so a typo in a kind can never pass silently. A kind
// leaves this list in the commit that registers its handler.
var pendingKinds = map[string]string{}

// plannedCase is one case of a folder with what the runner does with it:
// run it with its handler, or skip it as pending (run is nil).
type plannedCase struct {
	file   string
	header caseHeader
	raw    json.RawMessage
	run    caseHandler
}

// name is the subtest's name, "file/case name".
func (c plannedCase) name() string { return c.file + "/" + c.header.Name }

// planCases classifies the cases of one folder (by file, as loadCases returns
// them) in file order. A case without kind or name, a kind that is neither
// handled nor pending, and a pending kind that has a handler are errors; the
// other cases are planned all the same, so one bad case hides no other.
func planCases(byFile map[string][]json.RawMessage, handled map[string]caseHandler, pending map[string]string) ([]plannedCase, []error) {
	files := make([]string, 0, len(byFile))
	for f := range byFile {
		files = append(files, f)
	}
	sort.Strings(files)
	var (
		plan []plannedCase
		errs []error
	)
	for _, f := range files {
		for i, raw := range byFile[f] {
			var h caseHeader
			if err := json.Unmarshal(raw, &h); err != nil {
				errs = append(errs, fmt.Errorf("%s case %d: %w", f, i, err))
				continue
			}
			if h.Kind == "" || h.Name == "" {
				errs = append(errs, fmt.Errorf("%s case %d: kind and name are required", f, i))
				continue
			}
			run, ok := handled[h.Kind]
			_, isPending := pending[h.Kind]
			switch {
			case ok && isPending:
				errs = append(errs, fmt.Errorf("%s case %d (%s): kind %q has a handler but is still on the pending list; take it off", f, i, h.Name, h.Kind))
				continue
			case !ok && !isPending:
				errs = append(errs, fmt.Errorf("%s case %d (%s): unknown kind %q (not handled and not on the pending list)", f, i, h.Name, h.Kind))
				continue
			}
			plan = append(plan, plannedCase{file: f, header: h, raw: raw, run: run})
		}
	}
	return plan, errs
}

// registeredHandlers is a copy of the handlers registered so far.
func registeredHandlers() map[string]caseHandler {
	handlersMu.Lock()
	defer handlersMu.Unlock()
	out := make(map[string]caseHandler, len(handlers))
	for k, h := range handlers {
		out[k] = h
	}
	return out
}

// TestConformance runs every rule vector, one subtest per case named
// "file/case name". A kind on the pending list is skipped with its name, so
// progress stays visible; an unknown kind fails, and so does a folder that
// holds no case.
func TestConformance(t *testing.T) {
	kinds := make([]string, 0, len(pendingKinds))
	for k := range pendingKinds {
		kinds = append(kinds, k)
	}
	sort.Strings(kinds)
	if len(kinds) == 0 {
		t.Log("pending kinds: none")
	}
	for _, k := range kinds {
		t.Logf("pending kind %q: %s", k, pendingKinds[k])
	}
	handled := registeredHandlers()
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
		total := 0
		for _, cs := range byFile {
			total += len(cs)
		}
		if total == 0 {
			t.Errorf("conformance folder %s holds no case: an empty run is not a pass", d.path)
			continue
		}
		plan, errs := planCases(byFile, handled, pendingKinds)
		for _, err := range errs {
			t.Errorf("conformance folder %s: %v", d.path, err)
		}
		for _, c := range plan {
			t.Run(c.name(), func(t *testing.T) {
				if c.run == nil {
					t.Skipf("pending: %s is not implemented yet", c.header.Kind)
				}
				if c.header.Rule != "" {
					t.Logf("rule: %s", strings.TrimSpace(c.header.Rule))
				}
				c.run(t, c.raw)
			})
		}
	}
}

// decodeStrict decodes a case into v, refusing fields v does not declare
// and data after the case.
func decodeStrict(t *testing.T, raw json.RawMessage, v any) {
	t.Helper()
	if err := strictjson.Unmarshal(raw, v); err != nil {
		t.Fatalf("decode case: %v", err)
	}
}
