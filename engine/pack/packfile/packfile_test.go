package packfile

import (
	"errors"
	"os"
	"strings"
	"testing"

	"github.com/haventable/haventable/engine/pack"
)

func TestReadTellsTheFormats(t *testing.T) {
	own, err := pack.Builtin().Encode()
	if err != nil {
		t.Fatal(err)
	}
	read := func(path string) []byte {
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		return data
	}
	for _, c := range []struct {
		name string
		data []byte
		want Source
	}{
		{"builtin.json", own, Haventable},
		{"invented-edition.json", read("../xha/testdata/invented-edition.json"), XHaven},
		{"mire-hound.json", read("../ghs/testdata/invented/monster/mire-hound.json"), Secretariat},
	} {
		p, rep, src, err := Read(c.name, c.data)
		if err != nil || src != c.want || p == nil || rep == nil {
			t.Errorf("%s: source %q, %v", c.name, src, err)
			continue
		}
		if err := p.Check(); err != nil {
			t.Errorf("%s: the pack read is not valid: %v", c.name, err)
		}
	}
	for _, c := range []struct{ name, data, want string }{
		{"list.json", `[1, 2]`, "not a JSON object"},
		{"other.json", `{"hello": "world"}`, ErrUnknownFormat.Error()},
		{"bad-pack.json", `{"format": "haventable-pack", "version": 1}`, "bad-pack.json"},
	} {
		_, _, _, err := Read(c.name, []byte(c.data))
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v, want %q", c.name, err, c.want)
		}
	}
	if _, _, _, err := Read("x.json", []byte(`{"a":1}`)); !errors.Is(err, ErrUnknownFormat) {
		t.Errorf("unknown format: %v", err)
	}
}

// FuzzRead: whatever the bytes, Read returns a valid pack or an error.
func FuzzRead(f *testing.F) {
	f.Add([]byte(`{"format": "haventable-pack", "version": 1, "name": "x"}`))
	f.Add([]byte(`{"edition": "e", "classes": []}`))
	f.Add([]byte(`{"name": "m", "baseStat": {}}`))
	f.Add([]byte(`{"id": 1, "title": "t", "mapTileData": {"ref": "x1a", "turns": 1, "doors": [], "overlays": [], "monsters": []}}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		p, _, _, err := Read("f.json", data)
		if err != nil {
			return
		}
		if err := p.Check(); err != nil {
			t.Fatalf("a pack read without error is not valid: %v", err)
		}
	})
}
