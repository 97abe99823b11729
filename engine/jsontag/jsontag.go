// Package jsontag checks that the Go types a program stores as JSON say
// every key explicitly and in one casing, so that renaming a Go field can
// never silently change (and so lose) stored data.
package jsontag

import (
	"encoding"
	"encoding/json"
	"fmt"
	"reflect"
	"regexp"
	"strings"
)

// snake is the one casing of stored keys: lower-case words joined by "_".
var snake = regexp.MustCompile(`^[a-z][a-z0-9]*(_[a-z0-9]+)*$`)

var (
	marshaler     = reflect.TypeFor[json.Marshaler]()
	textMarshaler = reflect.TypeFor[encoding.TextMarshaler]()
)

// Problems walks t and every type it holds (fields, elements of slices,
// arrays and maps, pointers) and returns one line per problem: an exported
// struct field without a json tag naming its key, or a key that is not
// snake_case. Types that marshal themselves (json.Marshaler,
// encoding.TextMarshaler) are not looked into; they carry their own tests.
func Problems(t reflect.Type) []string {
	w := walker{seen: map[reflect.Type]bool{}}
	w.walk(t, t.String())
	return w.problems
}

type walker struct {
	seen     map[reflect.Type]bool
	problems []string
}

func (w *walker) walk(t reflect.Type, path string) {
	if w.seen[t] {
		return
	}
	w.seen[t] = true
	if t.Implements(marshaler) || reflect.PointerTo(t).Implements(marshaler) ||
		t.Implements(textMarshaler) || reflect.PointerTo(t).Implements(textMarshaler) {
		return
	}
	switch t.Kind() {
	case reflect.Pointer, reflect.Slice, reflect.Array:
		w.walk(t.Elem(), path+"[]")
	case reflect.Map:
		w.walk(t.Elem(), path+"{}")
	case reflect.Struct:
		for i := range t.NumField() {
			f := t.Field(i)
			if !f.IsExported() {
				continue
			}
			where := path + "." + f.Name
			tag, ok := f.Tag.Lookup("json")
			name, _, _ := strings.Cut(tag, ",")
			switch {
			case name == "-":
				continue
			case !ok || name == "":
				if f.Anonymous {
					w.walk(f.Type, where)
					continue
				}
				w.problems = append(w.problems, fmt.Sprintf("%s: no json key in its tag", where))
			case !snake.MatchString(name):
				w.problems = append(w.problems, fmt.Sprintf("%s: key %q is not snake_case", where, name))
			}
			w.walk(f.Type, where)
		}
	}
}
