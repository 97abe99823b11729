package ghs

import (
	"encoding/json"
	"fmt"
	"os"
	"testing"
)

// BigEdition returns an edition file as GHS's build script writes it
// ("edition", "monsters", "decks", "label": {"en": …}), of at least size
// bytes: the invented monster types and decks copied under new names.
func bigEdition(tb testing.TB, size int) []byte {
	tb.Helper()
	read := func(path string) map[string]any {
		data, err := os.ReadFile(path)
		if err != nil {
			tb.Fatal(err)
		}
		var m map[string]any
		if err := json.Unmarshal(data, &m); err != nil {
			tb.Fatal(err)
		}
		return m
	}
	label := read("testdata/invented/label/en.json")
	ed := map[string]any{"edition": "inv", "label": map[string]any{"en": label, "de": read("testdata/invented/label/de.json")}}
	copies := func(n int) []byte {
		var monsters, decks []any
		for i := range n {
			for _, name := range []string{"mire-hound", "bone-king"} {
				m := read("testdata/invented/monster/" + name + ".json")
				d := read("testdata/invented/monster/deck/" + name + ".json")
				id := fmt.Sprintf("%s-%d", name, i)
				m["name"], m["deck"], d["name"] = id, id, id
				monsters, decks = append(monsters, m), append(decks, d)
			}
		}
		ed["monsters"], ed["decks"] = monsters, decks
		data, err := json.Marshal(ed)
		if err != nil {
			tb.Fatal(err)
		}
		return data
	}
	one := len(copies(2)) - len(copies(1))
	return copies(size/one + 1)
}

// BenchmarkImportEdition1MB imports a built edition file of 1 MB (GHS's
// Frosthaven file is 3 MB, of which a third is monsters and decks).
func BenchmarkImportEdition1MB(b *testing.B) {
	data := bigEdition(b, 1<<20)
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	for b.Loop() {
		if _, _, err := Import("inv", []File{{Name: "inv.json", Data: data}}); err != nil {
			b.Fatal(err)
		}
	}
}
