package strictjson

import (
	"bytes"
	"errors"
	"io"
	"strings"
	"testing"
	"testing/iotest"
)

func TestCheckedReader(t *testing.T) {
	for _, tc := range []struct {
		doc, want string // want "" for no error
	}{
		{`{"a":"short","b":[1,"ok",{"c":"fine"}]}`, ""},
		{`{"a":"12345678901"}`, "a: longer than 10 characters"},
		{`{"a":[1,2,{"b":"x","c":"12345678901"}]}`, "a[2].c: longer than 10 characters"},
		{`["12345678901"]`, "[0]: longer than 10 characters"},
		{`"12345678901"`, ""}, // not an object or a list: left to the decoder
		{"x\"\xff\"", ""},
		{`{"12345678901":1}`, "a key at the top level: longer than 10 characters"},
		{`{"a":{"12345678901":1}}`, "a key in a: longer than 10 characters"},
		{`{"a":"\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9"}`, ""}, // ten characters
		{`{"a":"éééééééééé"}`, ""},
		{`{"a":"ééééééééééé"}`, "a: longer than 10 characters"},
		{"{\"a\":\"\xff\"}", "a: not text (invalid UTF-8)"},
		{"{\"a\":\"\xc3\"}", "a: not text (invalid UTF-8)"},
		{"{\"a\":\"\xed\xa0\x80\"}", "a: not text (invalid UTF-8)"}, // a surrogate in UTF-8
		{`{"a":"\ud83d"}`, "a: not text (invalid UTF-8)"},
		{`{"a":"\ude00x"}`, "a: not text (invalid UTF-8)"},
		{`{"a":"\ud83d\ud83d"}`, "a: not text (invalid UTF-8)"},
		{`{"a":"\ud83d\ude00 \"\\\/"}`, ""},
		{`{"a":"x","b":"\ud83dy"}`, "b: not text (invalid UTF-8)"},
	} {
		// One byte at a time, too: a rune or an escape may be cut between reads.
		for _, r := range []io.Reader{strings.NewReader(tc.doc), iotest.OneByteReader(strings.NewReader(tc.doc))} {
			got, err := io.ReadAll(NewCheckedReader(r, 10))
			switch {
			case tc.want == "" && err != nil:
				t.Errorf("%s: %v", tc.doc, err)
			case tc.want == "" && string(got) != tc.doc:
				t.Errorf("%s: read %q", tc.doc, got)
			case tc.want != "" && (!errors.Is(err, ErrBadText) || !strings.HasSuffix(err.Error(), tc.want)):
				t.Errorf("%s: %v, want %q", tc.doc, err, tc.want)
			}
		}
	}
}

// The checked reader passes the bytes it accepts through unchanged and
// never panics, whatever it reads.
func FuzzCheckedReader(f *testing.F) {
	f.Add([]byte(`{"a":["b",{"c":"\ud83d\ude00"}]}`))
	f.Add([]byte("{\"a\":\"\xff\"}"))
	f.Fuzz(func(t *testing.T, data []byte) {
		got, err := io.ReadAll(NewCheckedReader(bytes.NewReader(data), 8))
		if !bytes.HasPrefix(data, got) {
			t.Fatalf("read %q of %q", got, data)
		}
		if err == nil && len(got) != len(data) {
			t.Fatalf("read %d of %d bytes without an error", len(got), len(data))
		}
	})
}
