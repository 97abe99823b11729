package pack

import (
	"bytes"
	"encoding/json"
	"io"
	"slices"
	"testing"
)

// playedWhole is the document of WritePlayed as encoding/json gives it
// for the whole value.
func playedWhole(t testing.TB, p *Pack, source string, warnings []string) []byte {
	t.Helper()
	d := p.Played()
	d.Source = source
	d.Warnings = append(d.Warnings, warnings...)
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetIndent("", " ")
	if err := enc.Encode(d); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// WritePlayed writes, an item at a time, the very bytes of the whole
// document encoded at once: with and without a source, warnings, lists
// left empty, text needing escapes.
func TestWritePlayedIsTheWholeDocument(t *testing.T) {
	builtin := Builtin()
	empty := &Pack{Format: Format, Version: Version, Name: `Empty <"pack"> & co`}
	tiled := *builtin
	tiled.Tiles = []Tile{{Name: "Z1a", Hexes: [][2]int{{0, 0}, {1, 0}}}, {Name: "Z2b", Hexes: [][2]int{{0, 1}}, Back: "Z2a"}}
	tiled.Scenarios = append(slices.Clone(builtin.Scenarios), Scenario{Title: "Mapped", Map: "m"})
	for _, c := range []struct {
		name     string
		p        *Pack
		source   string
		warnings []string
	}{
		{"builtin", builtin, "", nil},
		{"builtin with source and warnings", builtin, "x-haven", []string{"a <warning>", "two"}},
		{"empty", empty, "secretariat", nil},
		{"with tiles", &tiled, "vgb", nil},
	} {
		t.Run(c.name, func(t *testing.T) {
			var got bytes.Buffer
			if err := c.p.WritePlayed(&got, c.source, c.warnings); err != nil {
				t.Fatal(err)
			}
			want := playedWhole(t, c.p, c.source, c.warnings)
			if !bytes.Equal(got.Bytes(), want) {
				i := 0
				for i < min(got.Len(), len(want)) && got.Bytes()[i] == want[i] {
					i++
				}
				t.Fatalf("documents differ at byte %d:\n got %q\nwant %q", i, clipAt(got.Bytes(), i), clipAt(want, i))
			}
		})
	}
}

func clipAt(b []byte, i int) []byte {
	return b[max(i-40, 0):min(i+40, len(b))]
}

// BenchmarkWritePlayed writes the built-in pack as played.
func BenchmarkWritePlayed(b *testing.B) {
	p := Builtin()
	b.ReportAllocs()
	for b.Loop() {
		if err := p.WritePlayed(io.Discard, "haventable", nil); err != nil {
			b.Fatal(err)
		}
	}
}
