package main

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"testing"

	"golang.org/x/text/language"

	"github.com/haventable/haventable/locales"
)

// readJSON reads an invented fixture.
func readJSON(tb testing.TB, path string) map[string]any {
	tb.Helper()
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

// editionFiles writes, in dir, an X-haven Assistant edition file and a
// Gloomhaven Secretariat built edition file of n copies each of the
// invented fixtures' monster types and decks (under new names), and
// returns their paths.
func editionFiles(tb testing.TB, dir string, n int) (xha, ghs string) {
	tb.Helper()
	x := readJSON(tb, filepath.Join("engine", "pack", "xha", "testdata", "invented-edition.json"))
	xDecks, xMonsters := x["monsterAbilities"].([]any), x["monsters"].(map[string]any)
	decks, monsters := []any{}, map[string]any{}
	g := map[string]any{"edition": "inv", "label": map[string]any{"en": readJSON(tb, filepath.Join("engine", "pack", "ghs", "testdata", "invented", "label", "en.json"))}}
	var gMonsters, gDecks []any
	for i := range n {
		for _, d := range xDecks {
			c := copyJSON(tb, d).(map[string]any)
			c["name"] = fmt.Sprintf("%s %d", c["name"], i)
			decks = append(decks, c)
		}
		for name, m := range xMonsters {
			c := copyJSON(tb, m).(map[string]any)
			deck, _ := c["deck"].(string)
			if deck == "" {
				deck = name
			}
			c["deck"] = fmt.Sprintf("%s %d", deck, i)
			monsters[fmt.Sprintf("%s %d", name, i)] = c
		}
		for _, name := range []string{"mire-hound", "bone-king"} {
			m := readJSON(tb, filepath.Join("engine", "pack", "ghs", "testdata", "invented", "monster", name+".json"))
			d := readJSON(tb, filepath.Join("engine", "pack", "ghs", "testdata", "invented", "monster", "deck", name+".json"))
			id := fmt.Sprintf("%s-%d", name, i)
			m["name"], m["deck"], d["name"] = id, id, id
			gMonsters, gDecks = append(gMonsters, m), append(gDecks, d)
		}
	}
	x["monsterAbilities"], x["monsters"] = decks, monsters
	g["monsters"], g["decks"] = gMonsters, gDecks
	xha, ghs = filepath.Join(dir, "Invented.json"), filepath.Join(dir, "inv.json")
	for path, v := range map[string]any{xha: x, ghs: g} {
		data, err := json.Marshal(v)
		if err != nil {
			tb.Fatal(err)
		}
		if err := os.WriteFile(path, data, 0o600); err != nil {
			tb.Fatal(err)
		}
	}
	return xha, ghs
}

func copyJSON(tb testing.TB, v any) any {
	data, err := json.Marshal(v)
	if err != nil {
		tb.Fatal(err)
	}
	var out any
	if err := json.Unmarshal(data, &out); err != nil {
		tb.Fatal(err)
	}
	return out
}

// BenchmarkCheckDataJSON is `--check-data FILE --json` on an edition file
// of each peer with a hundred monster types and decks: read, import, work
// out as played, written.
func BenchmarkCheckDataJSON(b *testing.B) {
	xha, ghs := editionFiles(b, b.TempDir(), 50)
	tr, err := locales.New(language.English)
	if err != nil {
		b.Fatal(err)
	}
	for _, c := range []struct{ name, path string }{{"x-haven", xha}, {"secretariat", ghs}} {
		b.Run(c.name, func(b *testing.B) {
			if st, err := os.Stat(c.path); err == nil {
				b.SetBytes(st.Size())
			}
			b.ReportAllocs()
			for b.Loop() {
				if code := checkData(c.path, nil, true, tr, io.Discard, io.Discard); code != 0 {
					b.Fatalf("--check-data %s: exit %d", c.name, code)
				}
			}
		})
	}
}
