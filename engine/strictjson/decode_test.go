package strictjson

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"
)

type decHex [2]int

type decDoc struct {
	Name  string    `json:"name,required"`
	Tiles []decTile `json:"tiles"`
	Note  *string   `json:"note"`
	Flag  bool      `json:"flag"`
}

type decTile struct {
	At   decHex `json:"at,required"`
	Size even   `json:"size"`
}

// even is a Setter: an even integer.
type even int

func (e *even) SetJSON(x any) error {
	n, ok := x.(json.Number)
	if !ok {
		return errors.New("want an even number, found " + Describe(x))
	}
	i, err := Int(n)
	if err != nil || i%2 != 0 {
		return errors.New("want an even number, found " + Describe(x))
	}
	*e = even(i)
	return nil
}

// Decode names the line and column of bad syntax and of a document of the
// wrong kind, and the path of every other fault.
func TestDecodeNamesWhere(t *testing.T) {
	for _, tc := range []struct{ doc, want string }{
		{"{\n \"name\": \"a\",\n \"tiles\": [}\n}", "line 3:12: invalid character '}'"},
		{`{"name": "a"`, "line 1:12: unexpected end of JSON input"},
		{"\n  [1, 2]", "line 2:3: the top level: want an object, found a list"},
		{"null", "line 1:1: the top level: want an object, found null"},
		{`{"name": "a", "name": "b"}`, `duplicate key "name" in the top level`},
		{`{"nam": "a"}`, `the top level: unknown key "nam" (known: flag, name, note, tiles)`},
		{`{"flag": true}`, `the top level: missing key "name"`},
		{`{"name": "a", "tiles": [{"at": [1, 2]}, {"at": [1]}]}`, "tiles[1].at: want a list of 2, found a list"},
		{`{"name": "a", "tiles": [{"at": [1, 2.5]}]}`, "tiles[0].at[1]: want an integer, found 2.5"},
		{`{"name": "a", "tiles": [{"at": [1, 2], "size": 3}]}`, "tiles[0].size: want an even number, found 3"},
		{`{"name": "a", "tiles": [{"size": 2}]}`, `tiles[0]: missing key "at"`},
		{`{"name": "a", "flag": "yes"}`, `flag: want true or false, found "yes"`},
		{`{"name": "a"} {}`, "line 1:15: invalid character '{' after top-level value"},
	} {
		var d decDoc
		err := Decode([]byte(tc.doc), &d)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("Decode(%q) = %v, want %q", tc.doc, err, tc.want)
		}
	}
	var d decDoc
	if err := Decode([]byte(`{"name": "a", "tiles": [{"at": [1, -2], "size": 4}], "note": null}`), &d); err != nil {
		t.Fatal(err)
	}
	if d.Name != "a" || len(d.Tiles) != 1 || d.Tiles[0].At != (decHex{1, -2}) || d.Tiles[0].Size != 4 || d.Note != nil {
		t.Errorf("decoded %+v", d)
	}
}

// Decode never panics and refuses or takes any input.
func FuzzDecode(f *testing.F) {
	f.Add([]byte(`{"name": "a", "tiles": [{"at": [1, -2], "size": 4}], "note": "x", "flag": true}`))
	f.Add([]byte(`[{"at": [1]}]`))
	f.Fuzz(func(t *testing.T, data []byte) {
		var d decDoc
		if err := Decode(data, &d); err == nil && d.Name == "" && !strings.Contains(string(data), `"name"`) {
			t.Fatalf("a document without a name taken: %s", data)
		}
	})
}
