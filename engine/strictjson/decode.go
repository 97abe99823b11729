package strictjson

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"reflect"
	"slices"
	"strconv"
	"strings"

	"github.com/haventable/haventable/engine/excerpt"
)

// Setter is a type that takes its value from the JSON value Decode found
// for it, decoded generically (nil, bool, json.Number, string, []any,
// map[string]any). Decode puts the path in front of its error.
type Setter interface {
	SetJSON(v any) error
}

// Decode decodes the one JSON document of data into v (a pointer), for a
// file from outside the program: the syntax first, an error naming its
// line and column ("line 3:12: invalid character ']' ..."); then a key
// given twice (CheckDuplicateKeys); then the values, refusing unknown
// keys, missing required keys and values of the wrong type with an error
// that names the JSON path ("monsters[2].levels[0].normal.move: want an
// integer, found 1.5") and, for an unknown key, the keys the place knows.
// Keys are those of the struct fields' json tags; the tag option
// "required" (which encoding/json ignores) marks a key a document must
// give, not null. Integers are whole numbers within ±1,000,000,000 (Int);
// a pointer field is left nil for a null or absent value; a type that
// implements Setter, or json.Unmarshaler, reads its own value.
//
// Unmarshal is the lighter reader, for the program's own stored JSON.
func Decode(data []byte, v any) error {
	if !json.Valid(data) {
		var x any
		err := json.Unmarshal(data, &x)
		var syn *json.SyntaxError
		if errors.As(err, &syn) {
			line, col := LineCol(data, syn.Offset)
			return fmt.Errorf("line %d:%d: %s", line, col, syn.Error())
		}
		if err == nil {
			err = errors.New("invalid JSON")
		}
		return fmt.Errorf("not JSON: %w", err)
	}
	if err := CheckDuplicateKeys(data); err != nil {
		return err
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	var doc any
	if err := dec.Decode(&doc); err != nil {
		return fmt.Errorf("not JSON: %w", err)
	}
	err := assign("", doc, reflect.ValueOf(v).Elem())
	var top *topError
	if errors.As(err, &top) { // the document itself: say where it starts
		off := len(data) - len(bytes.TrimLeft(data, " \t\r\n"))
		line, col := LineCol(data, int64(off)+1) // the offset after its first byte, as for syntax
		return fmt.Errorf("line %d:%d: %w", line, col, err)
	}
	return err
}

// topError is a document of the wrong kind of value.
type topError struct{ msg string }

func (e *topError) Error() string { return e.msg }

// LineCol returns the 1-based line and column of byte offset off of data.
func LineCol(data []byte, off int64) (int, int) {
	off = min(max(off, 0), int64(len(data)))
	before := data[:off]
	line := bytes.Count(before, []byte("\n")) + 1
	col := max(int(off)-(bytes.LastIndexByte(before, '\n')+1), 1)
	return line, col
}

func at(path string) string {
	if path == "" {
		return "the top level"
	}
	return path
}

// wrongKind is the error for a value of the wrong kind at path.
func wrongKind(path, want string, x any) error {
	msg := fmt.Sprintf("%s: want %s, found %s", at(path), want, Describe(x))
	if path == "" {
		return &topError{msg}
	}
	return errors.New(msg)
}

var (
	setterType      = reflect.TypeFor[Setter]()
	unmarshalerType = reflect.TypeFor[json.Unmarshaler]()
)

func assign(path string, x any, v reflect.Value) error {
	if v.CanAddr() && v.Addr().Type().Implements(setterType) {
		if err := v.Addr().Interface().(Setter).SetJSON(x); err != nil {
			return fmt.Errorf("%s: %w", at(path), err)
		}
		return nil
	}
	// A type of another package that reads its own JSON (monster.Amount)
	// is given the value as written.
	if x != nil && v.CanAddr() && v.Kind() != reflect.Pointer && v.Addr().Type().Implements(unmarshalerType) {
		raw, err := json.Marshal(x)
		if err == nil {
			err = v.Addr().Interface().(json.Unmarshaler).UnmarshalJSON(raw)
		}
		if err != nil {
			return fmt.Errorf("%s: %w", at(path), err)
		}
		return nil
	}
	switch v.Kind() {
	case reflect.Pointer:
		if x == nil {
			return nil
		}
		p := reflect.New(v.Type().Elem())
		if err := assign(path, x, p.Elem()); err != nil {
			return err
		}
		v.Set(p)
		return nil
	case reflect.Struct:
		obj, ok := x.(map[string]any)
		if !ok {
			return wrongKind(path, "an object", x)
		}
		fields := structFields(v.Type())
		for _, k := range slices.Sorted(maps.Keys(obj)) {
			i, ok := fields[k]
			if !ok {
				known := slices.Sorted(maps.Keys(fields))
				return fmt.Errorf("%s: unknown key %s (known: %s)", at(path), excerpt.Quote(k), strings.Join(known, ", "))
			}
			if err := assign(join(path, k), obj[k], v.Field(i)); err != nil {
				return err
			}
		}
		for _, name := range requiredFields(v.Type()) {
			if x, ok := obj[name]; !ok || x == nil {
				return fmt.Errorf("%s: missing key %q", at(path), name)
			}
		}
		return nil
	case reflect.Slice:
		if x == nil {
			v.SetZero()
			return nil
		}
		list, ok := x.([]any)
		if !ok {
			return wrongKind(path, "a list", x)
		}
		s := reflect.MakeSlice(v.Type(), len(list), len(list))
		for i, e := range list {
			if err := assign(path+"["+strconv.Itoa(i)+"]", e, s.Index(i)); err != nil {
				return err
			}
		}
		v.Set(s)
		return nil
	case reflect.Array: // a fixed-size list, such as a tile's hex [q, r]
		list, ok := x.([]any)
		if !ok || len(list) != v.Len() {
			return wrongKind(path, fmt.Sprintf("a list of %d", v.Len()), x)
		}
		for i, e := range list {
			if err := assign(path+"["+strconv.Itoa(i)+"]", e, v.Index(i)); err != nil {
				return err
			}
		}
		return nil
	case reflect.String:
		s, ok := x.(string)
		if !ok {
			return wrongKind(path, "a string", x)
		}
		v.SetString(s)
		return nil
	case reflect.Bool:
		b, ok := x.(bool)
		if !ok {
			return wrongKind(path, "true or false", x)
		}
		v.SetBool(b)
		return nil
	case reflect.Int:
		num, ok := x.(json.Number)
		if !ok {
			return wrongKind(path, "an integer", x)
		}
		n, err := Int(num)
		if err != nil {
			return fmt.Errorf("%s: %w", at(path), err)
		}
		v.SetInt(int64(n))
		return nil
	}
	return fmt.Errorf("%s: cannot decode into %s", at(path), v.Type())
}

func join(path, key string) string {
	if path == "" {
		return excerpt.Cut(key)
	}
	return path + "." + excerpt.Cut(key)
}

// structFields maps the JSON keys of t's fields to their indexes.
func structFields(t reflect.Type) map[string]int {
	m := make(map[string]int, t.NumField())
	for i := range t.NumField() {
		name, _, _ := strings.Cut(t.Field(i).Tag.Get("json"), ",")
		if name != "" && name != "-" {
			m[name] = i
		}
	}
	return m
}

// requiredFields returns the JSON keys of t's fields tagged
// `json:"key,required"`, which a document must give (not null).
func requiredFields(t reflect.Type) []string {
	var out []string
	for i := range t.NumField() {
		name, opts, _ := strings.Cut(t.Field(i).Tag.Get("json"), ",")
		if slices.Contains(strings.Split(opts, ","), "required") {
			out = append(out, name)
		}
	}
	return out
}

// Int returns a JSON number as an int, refusing fractions and numbers
// beyond ±1,000,000,000.
func Int(n json.Number) (int, error) {
	i, err := strconv.ParseInt(string(n), 10, 64)
	if err != nil || i > 1e9 || i < -1e9 {
		return 0, fmt.Errorf("want an integer, found %s", excerpt.Cut(string(n)))
	}
	return int(i), nil
}

// Describe names a value as Decode found it (see Setter) for an error
// message: null, true, 12, "text" (cut short), a list, an object.
func Describe(x any) string {
	switch x := x.(type) {
	case nil:
		return "null"
	case bool:
		return strconv.FormatBool(x)
	case json.Number:
		return excerpt.Cut(string(x))
	case string:
		return excerpt.Quote(x)
	case []any:
		return "a list"
	case map[string]any:
		return "an object"
	}
	return fmt.Sprintf("%T", x)
}
