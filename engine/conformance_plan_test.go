package engine_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestConformanceUnknownKindFails: a case whose kind is neither handled nor
// pending (here a typo of "attack") is an error of the plan, so
// TestConformance fails on it; a pending kind is planned as a skip.
func TestConformanceUnknownKindFails(t *testing.T) {
	dir := t.TempDir()
	doc := `{"cases": [
 {"kind": "atack", "name": "typo"},
 {"kind": "future_kind", "name": "waits"},
 {"kind": "", "name": "no kind"}
]}`
	if err := os.WriteFile(filepath.Join(dir, "typo.json"), []byte(doc), 0o644); err != nil {
		t.Fatal(err)
	}
	byFile, err := loadCases(dir)
	if err != nil {
		t.Fatal(err)
	}
	plan, errs := planCases(byFile, registeredHandlers(), map[string]string{"future_kind": "waits for a later issue"})
	if len(errs) != 2 || !strings.Contains(errs[0].Error(), `unknown kind "atack"`) || !strings.Contains(errs[1].Error(), "kind and name are required") {
		t.Fatalf("errors %v, want the unknown kind \"atack\" and the missing kind", errs)
	}
	if len(plan) != 1 || plan[0].name() != "typo.json/waits" || plan[0].run != nil {
		t.Fatalf("plan %+v, want only the pending case, without a handler", plan)
	}
}

// TestConformancePendingKinds: no kind is both handled and pending (its
// handler would never run), and a handled kind is planned with its handler.
func TestConformancePendingKinds(t *testing.T) {
	handled := registeredHandlers()
	for k := range pendingKinds {
		if _, ok := handled[k]; ok {
			t.Errorf("kind %q has a handler and is on the pending list", k)
		}
	}
	if _, ok := handled["attack"]; !ok {
		t.Fatal("no handler for attack")
	}
	byFile := map[string][]json.RawMessage{"a.json": {json.RawMessage(`{"kind": "attack", "name": "one"}`)}}
	plan, errs := planCases(byFile, handled, map[string]string{"attack": "stale"})
	if len(plan) != 0 || len(errs) != 1 || !strings.Contains(errs[0].Error(), "pending list") {
		t.Fatalf("a handled kind left on the pending list: plan %+v, errors %v", plan, errs)
	}
	plan, errs = planCases(byFile, handled, nil)
	if len(errs) != 0 || len(plan) != 1 || plan[0].run == nil {
		t.Fatalf("a handled kind: plan %+v, errors %v", plan, errs)
	}
}
