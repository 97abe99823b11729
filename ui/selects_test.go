package ui

import (
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"golang.org/x/text/language"

	"github.com/haventable/haventable/locales"
	"github.com/haventable/haventable/ui/screen"
)

// newSelectRE finds a choice list being made and what it is assigned to.
var newSelectRE = regexp.MustCompile(`([\w.]+)\s*:?=\s*widget\.NewSelect(Entry)?\(`)

// Every choice list of ui/ has its placeholder from the translations, not
// Fyne's English "(Select one)" (issue 26, item 9): it is made with
// screen.NewSelect, or its PlaceHolder is set in the same file.
func TestEverySelectHasATranslatedPlaceholder(t *testing.T) {
	found := 0
	err := filepath.WalkDir(".", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return err
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		src := string(data)
		if strings.Count(src, "widget.NewSelect") != len(newSelectRE.FindAllString(src, -1)) {
			t.Errorf("%s: a widget.NewSelect not assigned to a name; use screen.NewSelect", path)
		}
		for _, m := range newSelectRE.FindAllStringSubmatch(src, -1) {
			found++
			name := regexp.QuoteMeta(m[1])
			if !regexp.MustCompile(name + `\.(PlaceHolder\s*=|SetPlaceHolder\()`).MatchString(src) {
				t.Errorf("%s: %s is a choice list with Fyne's English placeholder; make it with screen.NewSelect", path, m[1])
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if found == 0 {
		t.Fatal("no widget.NewSelect found: is the test looking in the right place?")
	}
	tr, err := locales.New(language.German)
	if err != nil {
		t.Fatal(err)
	}
	if got := screen.NewSelect(tr, nil, nil).PlaceHolder; got == "(Select one)" || got == "" {
		t.Errorf("German placeholder %q", got)
	}
}
