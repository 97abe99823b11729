package locales

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"
	"text/template"

	"github.com/BurntSushi/toml"
	"golang.org/x/text/language"
)

// pluralForms are the CLDR plural categories go-i18n knows.
var pluralForms = map[string]bool{"zero": true, "one": true, "two": true, "few": true, "many": true, "other": true}

// messages reads one embedded message file as id → plural form → text; a
// plain string is the form "other".
func messages(t *testing.T, name string) map[string]map[string]string {
	t.Helper()
	data, err := fs.ReadFile(Files(), name)
	if err != nil {
		t.Fatalf("read %s: %v", name, err)
	}
	var m map[string]any
	if _, err := toml.Decode(string(data), &m); err != nil {
		t.Fatalf("parse %s: %v", name, err)
	}
	out := make(map[string]map[string]string, len(m))
	for id, v := range m {
		switch v := v.(type) {
		case string:
			out[id] = map[string]string{"other": v}
		case map[string]any:
			forms := map[string]string{}
			for form, text := range v {
				s, ok := text.(string)
				if !pluralForms[form] || !ok {
					t.Errorf("%s: %s.%s: want a plural form (zero, one, two, few, many, other) with a string", name, id, form)
					continue
				}
				forms[form] = s
			}
			if _, ok := forms["other"]; !ok {
				t.Errorf("%s: %s has no \"other\" form", name, id)
			}
			out[id] = forms
		default:
			t.Errorf("%s: %s is a %T, want a string or a table of plural forms", name, id, v)
		}
	}
	return out
}

func langCode(tag language.Tag) string {
	base, _ := tag.Base()
	return base.String()
}

// areas lists the parts of the app with message files (active, map, ...),
// from the English files.
func areas(t *testing.T) []string {
	t.Helper()
	names, err := fs.Glob(Files(), "*.en.toml")
	if err != nil || len(names) == 0 {
		t.Fatalf("no English message files: %v", err)
	}
	out := make([]string, len(names))
	for i, n := range names {
		out[i] = strings.TrimSuffix(n, ".en.toml")
	}
	return out
}

// messagesFor merges every message file of one language, failing on an id
// defined in two of them.
func messagesFor(t *testing.T, tag language.Tag) map[string]map[string]string {
	t.Helper()
	names, err := fs.Glob(Files(), "*."+langCode(tag)+".toml")
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]map[string]string{}
	from := map[string]string{}
	for _, n := range names {
		for id, forms := range messages(t, n) {
			if prev, dup := from[id]; dup {
				t.Errorf("%s and %s both define %s", prev, n, id)
			}
			from[id] = n
			out[id] = forms
		}
	}
	return out
}

// TestEveryLanguageHasEveryKey fails when a language lacks an id English has,
// has one English lacks, or uses other template fields than English, area by
// area (the German map texts belong in map.de.toml).
func TestEveryLanguageHasEveryKey(t *testing.T) {
	for _, area := range areas(t) {
		en := messages(t, area+".en.toml")
		if len(en) == 0 {
			t.Errorf("%s.en.toml has no messages", area)
		}
		for _, tag := range Supported[1:] {
			name := area + "." + langCode(tag) + ".toml"
			if _, err := fs.Stat(Files(), name); err != nil {
				t.Errorf("%s is missing", name)
				continue
			}
			other := messages(t, name)
			for _, id := range sortedKeys(en) {
				forms, ok := other[id]
				if !ok {
					t.Errorf("%s lacks %s (English: %q)", name, id, en[id]["other"])
					continue
				}
				want := fields(t, area+".en.toml", id, en[id]["other"])
				for form, msg := range forms {
					if strings.TrimSpace(msg) == "" {
						t.Errorf("%s: %s (%s) is empty", name, id, form)
					}
					if g := fields(t, name, id, msg); g != want && form == "other" {
						t.Errorf("%s: %s uses template fields [%s], English uses [%s]", name, id, g, want)
					}
				}
			}
			for _, id := range sortedKeys(other) {
				if _, ok := en[id]; !ok {
					t.Errorf("%s has %s, which English lacks", name, id)
				}
			}
		}
	}
	for _, tag := range Supported {
		messagesFor(t, tag) // no id in two areas
	}
}

// TestEmbeddedFilesAreSupported checks that every embedded file is named
// <area>.<lang>.toml for a supported language.
func TestEmbeddedFilesAreSupported(t *testing.T) {
	names, err := fs.Glob(Files(), "*")
	if err != nil {
		t.Fatal(err)
	}
	supported := map[string]bool{}
	for _, tag := range Supported {
		supported[langCode(tag)] = true
	}
	for _, n := range names {
		parts := strings.Split(n, ".")
		if len(parts) != 3 || parts[2] != "toml" || !supported[parts[1]] {
			t.Errorf("%s: an embedded file must be <area>.<lang>.toml for a supported language", n)
		}
	}
}

var fieldRE = regexp.MustCompile(`\{\{\s*\.(\w+)\s*\}\}`)

// fields lists the template fields a message uses, checking it parses.
func fields(t *testing.T, file, id, msg string) string {
	t.Helper()
	if _, err := template.New(id).Parse(msg); err != nil {
		t.Errorf("%s: %s: %v", file, id, err)
	}
	set := map[string]bool{}
	for _, m := range fieldRE.FindAllStringSubmatch(msg, -1) {
		set[m[1]] = true
	}
	return strings.Join(sortedKeys(set), " ")
}

func sortedKeys[V any](m map[string]V) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// usedID is one message id asked for in the code.
type usedID struct {
	id  string
	pos token.Position
	n   bool // asked for with N (plural forms), not T
}

// sources lists the Go files of main and ui/, tests excluded.
func sources(t *testing.T) []string {
	t.Helper()
	files, _ := filepath.Glob(filepath.Join("..", "*.go"))
	err := filepath.WalkDir(filepath.Join("..", "ui"), func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if !d.IsDir() && strings.HasSuffix(path, ".go") {
			files = append(files, path)
		}
		return nil
	})
	if err != nil {
		t.Fatalf("walk ui/: %v", err)
	}
	out := files[:0]
	for _, f := range files {
		if !strings.HasSuffix(f, "_test.go") {
			out = append(out, f)
		}
	}
	return out
}

// idsInSources parses the Go files of main and ui/ and returns every id
// passed to a Translator's T or N, and the values of all string constants
// (other code may pass ids through named constants). An id argument must be
// a string literal or a string constant declared in those files (name or
// pkg.Name); anything else is an error, as it could not be checked.
func idsInSources(t *testing.T) (used []usedID, constants map[string]bool) {
	t.Helper()
	type parsed struct {
		file *ast.File
		pkg  string
	}
	var files []parsed
	fset := token.NewFileSet()
	consts := map[string]map[string]string{} // package name → constant → value
	constants = map[string]bool{}
	for _, f := range sources(t) {
		file, err := parser.ParseFile(fset, f, nil, 0)
		if err != nil {
			t.Fatalf("parse %s: %v", f, err)
		}
		pkg := file.Name.Name
		files = append(files, parsed{file, pkg})
		for _, decl := range file.Decls {
			gen, ok := decl.(*ast.GenDecl)
			if !ok || gen.Tok != token.CONST {
				continue
			}
			for _, spec := range gen.Specs {
				vs := spec.(*ast.ValueSpec)
				for i, name := range vs.Names {
					if i >= len(vs.Values) {
						continue
					}
					lit, ok := vs.Values[i].(*ast.BasicLit)
					if !ok || lit.Kind != token.STRING {
						continue
					}
					v, err := strconv.Unquote(lit.Value)
					if err != nil {
						continue
					}
					if consts[pkg] == nil {
						consts[pkg] = map[string]string{}
					}
					consts[pkg][name.Name] = v
					constants[v] = true
				}
			}
		}
	}
	for _, pf := range files {
		ast.Inspect(pf.file, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			sel, ok := call.Fun.(*ast.SelectorExpr)
			if !ok || (sel.Sel.Name != "T" && sel.Sel.Name != "N") || len(call.Args) == 0 {
				return true
			}
			pos := fset.Position(call.Pos())
			var id string
			found := false
			switch a := call.Args[0].(type) {
			case *ast.BasicLit:
				if a.Kind == token.STRING {
					v, err := strconv.Unquote(a.Value)
					id, found = v, err == nil
				}
			case *ast.Ident:
				id, found = consts[pf.pkg][a.Name]
			case *ast.SelectorExpr:
				if x, ok := a.X.(*ast.Ident); ok {
					id, found = consts[x.Name][a.Sel.Name]
				}
			}
			if !found {
				t.Errorf("%s: message id is neither a string literal nor a string constant of main or ui/, so it cannot be checked", pos)
				return true
			}
			used = append(used, usedID{id, pos, sel.Sel.Name == "N"})
			return true
		})
	}
	return used, constants
}

// TestCodeAsksOnlyForEnglishIDs fails when main or ui asks for an id that
// English lacks, and when English has an id that no code asks for and no
// string constant names.
func TestCodeAsksOnlyForEnglishIDs(t *testing.T) {
	en := messagesFor(t, language.English)
	used, constants := idsInSources(t)
	if len(used) < 10 {
		t.Fatalf("found only %d message ids in main and ui/; is the parser looking in the right place?", len(used))
	}
	seen := map[string]bool{}
	for _, u := range used {
		seen[u.id] = true
		if _, ok := en[u.id]; !ok {
			t.Errorf("%s: message id %q is in no English message file", u.pos, u.id)
		}
	}
	for _, id := range sortedKeys(en) {
		if !seen[id] && !constants[id] {
			t.Errorf("English message %s is never used by main or ui/", id)
		}
	}
}

func TestTranslate(t *testing.T) {
	tests := []struct {
		lang language.Tag
		id   string
		args []any
		want string
	}{
		{language.English, "MenuFile", nil, "File"},
		{language.German, "MenuFile", nil, "Datei"},
		{language.French, "MenuFile", nil, "Fichier"},
		{language.English, "StatusScenarioRound", []any{"Name", "Black Barrow", "Round", 2}, "Black Barrow, round 2"},
		{language.German, "StatusScenarioRound", []any{"Name", "Black Barrow", "Round", 2}, "Black Barrow, Runde 2"},
		{language.English, "NoSuchMessage", nil, "NoSuchMessage"},
	}
	plural := []struct {
		lang  language.Tag
		count int
		want  string
	}{
		{language.English, 0, "0 cards"},
		{language.English, 1, "1 card"},
		{language.English, 2, "2 cards"},
		{language.German, 1, "1 Karte"},
		{language.German, 3, "3 Karten"},
		{language.French, 0, "0 carte"},
		{language.French, 1, "1 carte"},
		{language.French, 2, "2 cartes"},
	}
	for _, tc := range plural {
		tr, err := New(tc.lang)
		if err != nil {
			t.Fatal(err)
		}
		if got := tr.N("CampaignDeckSize", tc.count); got != tc.want {
			t.Errorf("%v N(CampaignDeckSize, %d) = %q, want %q", tc.lang, tc.count, got, tc.want)
		}
	}
	for _, tc := range tests {
		tr, err := New(tc.lang)
		if err != nil {
			t.Fatal(err)
		}
		if got := tr.T(tc.id, tc.args...); got != tc.want {
			t.Errorf("%v T(%q, %v) = %q, want %q", tc.lang, tc.id, tc.args, got, tc.want)
		}
	}
}

func TestParse(t *testing.T) {
	tests := []struct {
		in   string
		want language.Tag
		ok   bool
	}{
		{"en", language.English, true},
		{"de", language.German, true},
		{"fr", language.French, true},
		{"DE", language.German, true},
		{"de-AT", language.German, true},
		{"fr_CH.UTF-8", language.French, true},
		{"en_GB.UTF-8@euro", language.English, true},
		{"es", language.Und, false},
		{"C", language.Und, false},
		{"C.UTF-8", language.Und, false},
		{"", language.Und, false},
		{"english", language.Und, false},
	}
	for _, tc := range tests {
		got, err := Parse(tc.in)
		if (err == nil) != tc.ok || (tc.ok && got != tc.want) {
			t.Errorf("Parse(%q) = %v, %v; want %v, ok %v", tc.in, got, err, tc.want, tc.ok)
		}
	}
}

func TestMatch(t *testing.T) {
	tests := []struct {
		prefs []string
		want  language.Tag
		ok    bool
	}{
		{nil, language.English, false},
		{[]string{"C.UTF-8"}, language.English, false},
		{[]string{"es_ES.UTF-8", "fr"}, language.French, true},
		{[]string{"de_DE.UTF-8"}, language.German, true},
		{[]string{"ja", "pt"}, language.English, false},
	}
	for _, tc := range tests {
		got, ok := Match(tc.prefs...)
		if got != tc.want || ok != tc.ok {
			t.Errorf("Match(%q) = %v, %v; want %v, %v", tc.prefs, got, ok, tc.want, tc.ok)
		}
	}
}

// A translator reads English and its own language's files only; Bundle
// holds every language.
func TestTranslatorParsesItsLanguagesOnly(t *testing.T) {
	for _, c := range []struct {
		base string
		want []string
	}{{"en", []string{"en"}}, {"de", []string{"en", "de"}}, {"*", []string{"en", "de", "fr"}}} {
		b, err := bundleOf(c.base)
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, tag := range b.LanguageTags() {
			got = append(got, tag.String())
		}
		slices.Sort(got)
		want := slices.Clone(c.want)
		slices.Sort(want)
		if !slices.Equal(got, want) {
			t.Errorf("bundle for %q holds %v, want %v", c.base, got, want)
		}
	}
	de, err := New(language.German)
	if err != nil {
		t.Fatal(err)
	}
	en, _ := New(language.English)
	if de.T("MenuFile") == en.T("MenuFile") || de.T("MenuFile") == "MenuFile" {
		t.Errorf("German MenuFile = %q, English %q", de.T("MenuFile"), en.T("MenuFile"))
	}
}
