package persistence

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"testing"
)

// compactJSON gives what json.Compact gives (or refuses what it refuses),
// whether its input is compact already (checked only) or not.
func TestCompactJSONIsJSONCompact(t *testing.T) {
	inputs := []string{
		`{"a":1}`, `{"a": 1}`, ` {"a":1}`, "{\"a\":1}\n", `[1,2,[3,{"b":"c d"}]]`,
		`{"a":"x y"}`, `{"a":"q\" z"}`, `{"a":"\\"}`, `{"a":"\\" , "b":2}`, `{"a":"\\\" "}`,
		`"\u0020"`, `"a\tb"`, `{"a":1}x`, `{"a":}`, `[1,2`, `{"a":"b}`, `nul`, `true`, "\"\xff\"",
	}
	snaps, _ := filepath.Glob(filepath.Join("..", "engine", "testdata", "snapshot-*.json"))
	for _, p := range snaps {
		b, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		var buf bytes.Buffer
		if err := json.Compact(&buf, b); err != nil {
			t.Fatal(err)
		}
		inputs = append(inputs, string(b), buf.String())
	}
	for _, in := range inputs {
		var want bytes.Buffer
		wantErr := json.Compact(&want, []byte(in))
		got, err := compactJSON([]byte(in))
		if (err != nil) != (wantErr != nil) || (err == nil && !bytes.Equal(got, want.Bytes())) {
			t.Errorf("compactJSON(%q) = %q, %v; json.Compact: %q, %v", in, got, err, want.Bytes(), wantErr)
		}
	}
}
