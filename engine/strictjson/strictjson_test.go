package strictjson

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
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
		{`{"s":"a \" } , { \"s\":1","s":2}`, `duplicate key "s" in the top level`},
		{`{"k0":0,"k1":1,"k2":2,"k3":3,"k4":4,"k5":5,"k6":6,"k7":7,"k8":8,"k9":9,"ka":10,"kb":11,"kc":12,"kd":13,"ke":14,"kf":15,"kg":16,"k3":17}`, `duplicate key "k3"`},
		{`[{"a":1},{"b":[{"c":1,"d":{"c":1}}]},{"a":1,"e":[],"a":1}]`, `duplicate key "a" in [2]`},
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

// duplicateByTokens is a slow, plain check of the same thing on
// encoding/json's token stream, to compare CheckDuplicateKeys with.
func duplicateByTokens(data []byte) (bool, error) {
	dec := json.NewDecoder(bytes.NewReader(data))
	type obj struct {
		keys    map[string]bool
		wantKey bool
	}
	var stack []*obj // nil entries for arrays
	for {
		tok, err := dec.Token()
		if errors.Is(err, io.EOF) {
			return false, nil
		}
		if err != nil {
			return false, err
		}
		if n := len(stack); n > 0 && stack[n-1] != nil && stack[n-1].wantKey {
			if tok == json.Delim('}') {
				stack = stack[:n-1]
				if n > 1 && stack[n-2] != nil {
					stack[n-2].wantKey = true
				}
				continue
			}
			k := tok.(string)
			if stack[n-1].keys[k] {
				return true, nil
			}
			stack[n-1].keys[k], stack[n-1].wantKey = true, false
			continue
		}
		switch tok {
		case json.Delim('{'):
			stack = append(stack, &obj{keys: map[string]bool{}, wantKey: true})
			continue
		case json.Delim('['):
			stack = append(stack, nil)
			continue
		case json.Delim(']'):
			stack = stack[:len(stack)-1]
		}
		if n := len(stack); n > 0 && stack[n-1] != nil {
			stack[n-1].wantKey = true
		}
	}
}

// FuzzCheckDuplicateKeys checks that no input makes the check panic, and
// that on valid JSON it finds a duplicate exactly when the token-stream
// check does.
func FuzzCheckDuplicateKeys(f *testing.F) {
	f.Add([]byte(`{"a":[1,{"b":2}],"c":"d"}`))
	f.Add([]byte(`{"a":1,"a":2}`))
	f.Add([]byte(`{"a\"":{"k":[{"x":1,"y":"}"},{"x":2}]},"b":1,"a\u0022":3}`))
	f.Add([]byte(`{"k0":0,"k1":1,"k2":2,"k3":3,"k4":4,"k5":5,"k6":6,"k7":7,"k8":8,"k9":9,"ka":10,"kb":11,"kc":12,"kd":13,"ke":14,"kf":15,"kg":16,"k3":17}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		err := CheckDuplicateKeys(data)
		if !json.Valid(data) {
			return
		}
		dup, terr := duplicateByTokens(data)
		if terr != nil {
			t.Fatalf("token check: %v", terr)
		}
		if dup != errors.Is(err, ErrDuplicateKey) || (!dup && err != nil) {
			t.Fatalf("CheckDuplicateKeys: %v; token check finds a duplicate: %v", err, dup)
		}
	})
}

func TestUnmarshal(t *testing.T) {
	type point struct {
		X int `json:"x"`
		Y int `json:"y"`
	}
	for _, tc := range []struct {
		doc  string
		want string // "" for no error
	}{
		{`{"x":1,"y":2}`, ""},
		{" {\"x\":1}\n\t ", ""},
		{`{"x":1,"z":2}`, `unknown field "z"`},
		{`{"x":1}{"y":2}`, "trailing data"},
		{`{"x":1}}`, "trailing data"},
		{`{"x":1}]`, "trailing data"},
		{`{"x":1} 7`, "trailing data"},
		{`{"x":"one"}`, "cannot unmarshal"},
		{`{"x":1`, "unexpected EOF"},
		{``, "EOF"},
	} {
		var p point
		err := Unmarshal([]byte(tc.doc), &p)
		switch {
		case tc.want == "" && err != nil:
			t.Errorf("%q: %v", tc.doc, err)
		case tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want)):
			t.Errorf("%q: %v, want %q", tc.doc, err, tc.want)
		case tc.want == "trailing data" && !errors.Is(err, ErrTrailingData):
			t.Errorf("%q: %v is not ErrTrailingData", tc.doc, err)
		}
	}
	var p point
	if err := Unmarshal([]byte(`{"x":3,"y":4}`), &p); err != nil || p != (point{3, 4}) {
		t.Errorf("Unmarshal = %v, %+v", err, p)
	}
}

// A key given twice or unknown is named by an excerpt however long it is.
func TestLongKeysAreQuotedShort(t *testing.T) {
	key := strings.Repeat("k", 1<<20)
	var v struct {
		A int `json:"a"`
	}
	for name, err := range map[string]error{
		"unknown":   Unmarshal([]byte(`{"`+key+`":1}`), &v),
		"duplicate": CheckDuplicateKeys([]byte(`{"` + key + `":1,"` + key + `":2}`)),
	} {
		if err == nil || len(err.Error()) > 200 || !strings.Contains(err.Error(), `"kkkk`) {
			t.Errorf("%s: %d bytes: %.200v", name, len(fmt.Sprint(err)), err)
		}
	}
}
