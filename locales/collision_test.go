package locales

import (
	"go/parser"
	"go/token"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"golang.org/x/text/language"
)

// uiImports maps each folder of main and ui/ to the folders of the ui
// packages its files import.
func uiImports(t *testing.T) map[string][]string {
	t.Helper()
	out := map[string][]string{}
	fset := token.NewFileSet()
	for _, f := range sources(t) {
		file, err := parser.ParseFile(fset, f, nil, parser.ImportsOnly)
		if err != nil {
			t.Fatalf("parse %s: %v", f, err)
		}
		dir := filepath.Dir(f)
		for _, imp := range file.Imports {
			path := strings.Trim(imp.Path.Value, `"`)
			if rest, ok := strings.CutPrefix(path, "github.com/haventable/haventable/ui"); ok {
				out[dir] = append(out[dir], filepath.Join("..", "ui", rest))
			}
		}
	}
	return out
}

// sameThing reports whether two English texts name one thing: equal but
// for articles and case, or one holding the other ("Hero" and "Heroes",
// "Discard" and "Discard pile").
func sameThing(a, b string) bool {
	norm := func(s string) string {
		var words []string
		for _, w := range strings.Fields(strings.ToLower(s)) {
			if w != "a" && w != "an" && w != "the" {
				words = append(words, w)
			}
		}
		return strings.Join(words, " ")
	}
	a, b = norm(a), norm(b)
	return strings.Contains(a, b) || strings.Contains(b, a)
}

// TestNoWordForTwoThingsOnAScreen fails when a translation gives the same
// text to two message ids that one screen asks for (one ui package, or the
// shell) while their English texts differ: German once said "Ziehen" for
// both Draw and Pull. Ids a screen passes through constants of another
// package count for the package that names them.
func TestNoWordForTwoThingsOnAScreen(t *testing.T) {
	used, _ := idsInSources(t)
	own := map[string]map[string]bool{} // folder → ids it asks for
	for _, u := range used {
		dir := filepath.Dir(u.pos.Filename)
		if own[dir] == nil {
			own[dir] = map[string]bool{}
		}
		own[dir][u.id] = true
	}
	// A screen shows its own texts and those of the ui packages it builds
	// on (the decks screen shows the cards' labels).
	imports := uiImports(t)
	screens := map[string]map[string]bool{}
	for dir := range own {
		ids := map[string]bool{}
		seen := map[string]bool{}
		var add func(d string)
		add = func(d string) {
			if seen[d] {
				return
			}
			seen[d] = true
			for id := range own[d] {
				ids[id] = true
			}
			for _, imp := range imports[d] {
				add(imp)
			}
		}
		add(dir)
		screens[dir] = ids
	}
	en := messagesFor(t, language.English)
	text := func(forms map[string]string) string {
		if v, ok := forms["other"]; ok {
			return v
		}
		return forms["one"]
	}
	for _, lang := range []language.Tag{language.German, language.French} {
		tr := messagesFor(t, lang)
		for dir, ids := range screens {
			byText := map[string][]string{}
			for id := range ids {
				if forms, ok := tr[id]; ok {
					s := strings.ToLower(strings.TrimSpace(text(forms)))
					byText[s] = append(byText[s], id)
				}
			}
			for s, same := range byText {
				sort.Strings(same)
				for i := range same {
					for _, b := range same[i+1:] {
						a := same[i]
						if !sameThing(text(en[a]), text(en[b])) {
							t.Errorf("%s, %s: %s and %s are both %q (English %q and %q)",
								lang, dir, a, b, s, text(en[a]), text(en[b]))
						}
					}
				}
			}
		}
	}
}
