package pack

import (
	"bytes"
	"encoding/json"
	"testing"
)

// Object, Items and Members give the values json.Unmarshal gives, as
// parts of the data rather than copies.
func TestUndecodedPartsAreTheInput(t *testing.T) {
	data := []byte(` { "b" : [1, {"x": "y"}] ,"a":"s\"t", "c": null, "d" :3.5e1}`)
	obj, err := Object(data)
	if err != nil {
		t.Fatal(err)
	}
	var want map[string]json.RawMessage
	if err := json.Unmarshal(data, &want); err != nil {
		t.Fatal(err)
	}
	if len(obj) != len(want) {
		t.Fatalf("Object: %d members, want %d", len(obj), len(want))
	}
	for k, v := range want {
		if !bytes.Equal(obj[k], v) {
			t.Errorf("Object[%q] = %s, want %s", k, obj[k], v)
		}
	}
	members, err := Members(data)
	if err != nil {
		t.Fatal(err)
	}
	keys := ""
	for _, m := range members {
		keys += m.Key
		if !bytes.Equal(m.Value, want[m.Key]) {
			t.Errorf("Members %q = %s, want %s", m.Key, m.Value, want[m.Key])
		}
	}
	if keys != "bacd" {
		t.Errorf("Members in order %q, want the file's, bacd", keys)
	}
	items, err := Items(obj["b"])
	if err != nil || len(items) != 2 || string(items[0]) != "1" || string(items[1]) != `{"x": "y"}` {
		t.Errorf("Items = %q, %v", items, err)
	}
	// parts, not copies: the data changed shows through
	data[bytes.IndexByte(data, 'y')] = 'z'
	if string(items[1]) != `{"x": "z"}` || string(obj["b"]) != `[1, {"x": "z"}]` {
		t.Errorf("values are copies: %s, %s", items[1], obj["b"])
	}
	for _, bad := range []string{`[1]`, `null`, `"s"`, `{"a":}`} {
		if _, err := Object([]byte(bad)); err == nil {
			t.Errorf("Object(%s): no error", bad)
		}
	}
	for _, bad := range []string{`{}`, `"s"`, `[1,]`} {
		if _, err := Items([]byte(bad)); err == nil {
			t.Errorf("Items(%s): no error", bad)
		}
	}
}

// FuzzObject: on any input Object and Members agree with json.Unmarshal.
func FuzzObject(f *testing.F) {
	for _, s := range []string{`{"a":1}`, `{"a":[1,{"b":null}],"c":"\u00e9"}`, `[]`, `{"a":1,"a":2}`, ` {"x" : true } `} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		var want map[string]json.RawMessage
		werr := json.Unmarshal(data, &want)
		obj, err := Object(data)
		if (err == nil) != (werr == nil && want != nil) {
			t.Fatalf("Object error %v, json.Unmarshal %v (%v)", err, werr, want)
		}
		for k, v := range want {
			if err == nil && !bytes.Equal(obj[k], v) {
				t.Fatalf("Object[%q] = %s, want %s", k, obj[k], v)
			}
		}
		if werr != nil || want == nil {
			return
		}
		members, err := Members(data)
		if err != nil {
			t.Fatalf("Members: %v", err)
		}
		for _, m := range members {
			var a, b any
			if json.Unmarshal(m.Value, &a) != nil || json.Unmarshal(want[m.Key], &b) != nil {
				t.Fatalf("Members %q = %s: not a value", m.Key, m.Value)
			}
		}
	})
}
