package ui

import (
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// packReaders are the ui packages that may import engine/pack: the data
// pack screens (the packs dialog, the monster type and loot cards editors), the
// environment that holds the packs, and the campaign's class tables. The
// table's screens read the rules, monster cards included, from the engine
// (engine.Scenario.MonsterPlan), never from the packs.
var packReaders = map[string]bool{
	".":         true, // screens.go: the scenario editor's pack
	"packs":     true, // the data packs dialog
	"monsters":  true, // the monster type editor
	"lootcards": true, // the loot cards editor (the group's own pack)
	"screen":    true, // Env.DataPacks
	"campaign":  true, // class names, hit points and hand sizes
}

// TestTableScreensDoNotReadThePacks fails when a ui package other than
// packReaders imports engine/pack in its non-test files.
func TestTableScreensDoNotReadThePacks(t *testing.T) {
	const pack = "github.com/haventable/haventable/engine/pack"
	err := filepath.WalkDir(".", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return err
		}
		f, err := parser.ParseFile(token.NewFileSet(), path, nil, parser.ImportsOnly)
		if err != nil {
			return err
		}
		for _, imp := range f.Imports {
			p, _ := strconv.Unquote(imp.Path.Value)
			if (p == pack || strings.HasPrefix(p, pack+"/")) && !packReaders[filepath.Dir(path)] {
				t.Errorf("%s imports %s: a table screen reads monster cards from the engine (MonsterPlan)", path, p)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}
