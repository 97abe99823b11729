package strictjson

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"
)

func TestCheckDuplicateKeys(t *testing.T) {
	for _, tc := range []struct {
		doc, want string // want "" for no error
	}{
		{`{"a":1,"b":[1,2,{"c":3}],"d":{"e":null}}`, ""},
		{`[]`, ""},
		{`"text"`, ""},
		{`{"a":{"x":1},"b":{"x":1}}`, ""}, // the same key in two objects
		{`[{"x":1},{"x":2}]`, ""},
		{`{"a":1,"a":2}`, `duplicate key "a" in the top level`},
		{`{"a":1,"\u0061":2}`, `duplicate key "a" in the top level`},
		{`{"c":{"n":1,"m":{},"n":2}}`, `duplicate key "n" in c`},
		{`{"log":[{},{"s":{"state":{"round":1,"round":2}}}]}`, `duplicate key "round" in log[1].s.state`},
		{`[[1],[2,{"k":1,"k":1}]]`, `duplicate key "k" in [1][1]`},
		{`{"a":[{"b":1}],"a":2}`, `duplicate key "a" in the top level`},
		{`{"a":1,`, "invalid JSON"},
	} {
		err := CheckDuplicateKeys([]byte(tc.doc))
		switch {
		case tc.want == "" && err != nil:
			t.Errorf("%s: %v", tc.doc, err)
		case tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want)):
			t.Errorf("%s: %v, want %q", tc.doc, err, tc.want)
		case strings.HasPrefix(tc.want, "duplicate") && !errors.Is(err, ErrDuplicateKey):
			t.Errorf("%s: %v does not wrap ErrDuplicateKey", tc.doc, err)
		}
	}
}

// FuzzCheckDuplicateKeys checks that no input makes the check panic, and
// that it refuses no valid document without a duplicate key.
func FuzzCheckDuplicateKeys(f *testing.F) {
	f.Add([]byte(`{"a":[1,{"b":2}],"c":"d"}`))
	f.Add([]byte(`{"a":1,"a":2}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		err := CheckDuplicateKeys(data)
		if err != nil && !errors.Is(err, ErrDuplicateKey) && json.Valid(data) {
			t.Fatalf("valid JSON refused: %v", err)
		}
	})
}
