package mapview

import (
	"reflect"
	"sort"
	"testing"
	"text/template/parse"

	"github.com/BurntSushi/toml"
)

// TestTranslationFiles checks the message files the shell merges into its
// locales: English equals Messages; German and French have the same ids,
// each text using the same template fields as the English one.
func TestTranslationFiles(t *testing.T) {
	read := func(lang string) map[string]string {
		var m map[string]string
		if _, err := toml.DecodeFile("../../locales/map."+lang+".toml", &m); err != nil {
			t.Fatalf("%s: %v", lang, err)
		}
		return m
	}
	en := read("en")
	if !reflect.DeepEqual(en, Messages) {
		t.Errorf("locales/map.en.toml differs from Messages:\nfile %v\ncode %v", en, Messages)
	}
	for _, lang := range []string{"de", "fr"} {
		tr := read(lang)
		for id, text := range Messages {
			got, ok := tr[id]
			if !ok {
				t.Errorf("%s: %s missing", lang, id)
				continue
			}
			if want, have := fields(t, text), fields(t, got); !reflect.DeepEqual(want, have) {
				t.Errorf("%s: %s uses %v, English uses %v", lang, id, have, want)
			}
		}
		for id := range tr {
			if _, ok := Messages[id]; !ok {
				t.Errorf("%s: unknown id %s", lang, id)
			}
		}
	}
}

// fields lists the {{.Field}}s a template text uses.
func fields(t *testing.T, text string) []string {
	trees, err := parse.Parse("x", text, "{{", "}}")
	if err != nil {
		t.Fatalf("%q: %v", text, err)
	}
	var out []string
	for _, n := range trees["x"].Root.Nodes {
		if a, ok := n.(*parse.ActionNode); ok {
			out = append(out, a.Pipe.String())
		}
	}
	sort.Strings(out)
	return out
}
