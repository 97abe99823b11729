package ui

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestOneNumberField fails when a ui package reads a number out of an
// entry's text itself: typed numbers are read by the one number field,
// spinner.Field (Whole, Exact), which takes the player's decimal point and
// refuses in the player's words. A second number entry shows as a number
// reader (strconv.Atoi, ParseInt, ParseFloat, fmt.Sscan, big's SetString,
// spinner.ReadWhole or ReadExact) given an entry's Text, directly or through
// a variable of the same function.
func TestOneNumberField(t *testing.T) {
	for _, found := range numberReadersOfText(t, ".") {
		t.Errorf("%s: make the entry a spinner.Field (NewWhole or NewExact) and read it with Whole or Exact", found)
	}
}

// TestOneNumberFieldFindsASecond checks the test above on a second number
// entry of each kind it looks for.
func TestOneNumberFieldFindsASecond(t *testing.T) {
	dir := t.TempDir()
	src := `package x

func a(e *widget.Entry) { n, _ := strconv.Atoi(e.Text); _ = n }
func b(e *widget.Entry) {
	text := strings.TrimSpace(e.Text)
	v, err := strconv.ParseFloat(text, 64)
	_, _ = v, err
}
func c(tr locales.Tr, e *widget.Entry) { _, _ = spinner.ReadWhole(tr, e.Text, 0, 9) }
func d(e *widget.Entry) { new(big.Rat).SetString(e.Text) }
func ok(f *spinner.Field, s string) { n, _ := strconv.Atoi(s); _, _ = f.Whole(); _ = n }
`
	if err := os.WriteFile(filepath.Join(dir, "x.go"), []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	found := numberReadersOfText(t, dir)
	if len(found) != 4 {
		t.Errorf("found %d second number entries, want 4 (a, b, c, d): %v", len(found), found)
	}
}

// numberReadersOfText lists the calls of number readers given an entry's
// text in the non-test Go files below root, ui/spinner (the one number
// field) left out.
func numberReadersOfText(t *testing.T, root string) []string {
	t.Helper()
	var found []string
	seen := map[string]bool{} // a call inside a function literal is seen twice
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if rel, _ := filepath.Rel(root, path); rel == "spinner" || d.Name() == "testdata" {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		fset := token.NewFileSet()
		f, err := parser.ParseFile(fset, path, nil, 0)
		if err != nil {
			return err
		}
		ast.Inspect(f, func(n ast.Node) bool {
			var body *ast.BlockStmt
			switch fn := n.(type) {
			case *ast.FuncDecl:
				body = fn.Body
			case *ast.FuncLit:
				body = fn.Body
			}
			if body == nil {
				return true
			}
			typed := typedVariables(body)
			ast.Inspect(body, func(n ast.Node) bool {
				call, ok := n.(*ast.CallExpr)
				if !ok || seen[fset.Position(call.Pos()).String()] || !isNumberReader(call) {
					return true
				}
				for _, arg := range call.Args {
					if mentionsText(arg, typed) {
						seen[fset.Position(call.Pos()).String()] = true
						found = append(found, fmt.Sprintf("%s reads a number from an entry's text", fset.Position(call.Pos())))
						break
					}
				}
				return true
			})
			return true
		})
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return found
}

// typedVariables are the names the function body assigns from an entry's
// text (or from another such name).
func typedVariables(body *ast.BlockStmt) map[string]bool {
	typed := map[string]bool{}
	for range 3 { // a name assigned from a name assigned later in the text
		ast.Inspect(body, func(n ast.Node) bool {
			as, ok := n.(*ast.AssignStmt)
			if !ok {
				return true
			}
			for _, rhs := range as.Rhs {
				if mentionsText(rhs, typed) {
					for _, lhs := range as.Lhs {
						if id, ok := lhs.(*ast.Ident); ok && id.Name != "_" {
							typed[id.Name] = true
						}
					}
				}
			}
			return true
		})
	}
	return typed
}

// mentionsText reports whether e holds an entry's text (x.Text) or a name
// in typed.
func mentionsText(e ast.Expr, typed map[string]bool) bool {
	found := false
	ast.Inspect(e, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.SelectorExpr:
			if n.Sel.Name == "Text" {
				found = true
			}
		case *ast.Ident:
			if typed[n.Name] {
				found = true
			}
		}
		return !found
	})
	return found
}

// isNumberReader reports whether call reads a number from a string.
func isNumberReader(call *ast.CallExpr) bool {
	sel, ok := call.Fun.(*ast.SelectorExpr)
	if !ok {
		return false
	}
	if pkg, ok := sel.X.(*ast.Ident); ok {
		switch pkg.Name + "." + sel.Sel.Name {
		case "strconv.Atoi", "strconv.ParseInt", "strconv.ParseUint", "strconv.ParseFloat",
			"spinner.ReadWhole", "spinner.ReadExact", "fmt.Sscan", "fmt.Sscanf", "fmt.Sscanln":
			return true
		}
	}
	return sel.Sel.Name == "SetString" // big.Int, big.Rat, big.Float
}
