package engine

import (
	"strings"
	"testing"
)

func TestUnmarshalReportRefuses(t *testing.T) {
	s := sampleScenarioForReport(t)
	for name, data := range map[string]string{
		"unknown field":  `{"Nope":1}`,
		"repeated field": `{"Looted":1,"Looted":2}`,
		"not JSON":       `{`,
		"trailing":       `{} {}`,
		"too big":        `{"LootedBy":"` + strings.Repeat("a", maxReport) + `"}`,
	} {
		if _, err := s.UnmarshalReport([]byte(data)); err == nil {
			t.Errorf("%s: read %q", name, data)
		}
	}
}

func sampleScenarioForReport(t testing.TB) *Scenario {
	t.Helper()
	s, err := NewScenario("report", scnMap(t), 1, 1)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// FuzzUnmarshalReport: any bytes are read or refused, never a panic; what
// is read writes back to JSON that reads the same.
func FuzzUnmarshalReport(f *testing.F) {
	f.Add([]byte(`{"Looted":2,"LootedBy":"ana"}`))
	f.Add([]byte(`{"TurnEnd":{"Figure":"ana"}}`))
	f.Add([]byte(`{"Card":"+1 poison"}`))
	f.Add([]byte(`{"Pending":{"Attacker":"a","Attack":{"value":1,"modifiers":[],"effects":[]}}}`))
	s := sampleScenarioForReport(f)
	f.Fuzz(func(t *testing.T, data []byte) {
		r, err := s.UnmarshalReport(data)
		if err != nil {
			return
		}
		out, err := MarshalReport(r)
		if err != nil {
			t.Fatalf("read %q, cannot write it: %v", data, err)
		}
		r2, err := s.UnmarshalReport(out)
		if err != nil {
			t.Fatalf("wrote %q, cannot read it: %v", out, err)
		}
		out2, _ := MarshalReport(r2)
		if string(out) != string(out2) {
			t.Fatalf("not stable:\n%s\n%s", out, out2)
		}
	})
}
