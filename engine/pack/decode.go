package pack

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"slices"
	"strconv"
	"strings"

	"github.com/haventable/haventable/engine/excerpt"
)

// jsonSetter is a type decoded from a generic JSON value by itself.
type jsonSetter interface {
	setJSON(v any) error
}

// decodeStrict decodes the JSON document data into v (a pointer to a
// struct), refusing unknown keys, missing required keys and values of the
// wrong type with an error that names the JSON path
// ("monsters[2].levels[0].normal.move"). Keys are those of the struct
// fields' json tags; the tag option "required" (which encoding/json
// ignores) marks a key a document must give.
//
// It is not strictjson.Unmarshal, which encoding/json's own decoding does:
// that names neither the path of an unknown key nor the keys a place
// knows, and cannot require a key. Parse runs json.Valid and
// strictjson.CheckDuplicateKeys on the document first.
func decodeStrict(data []byte, v any) error {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	var doc any
	if err := dec.Decode(&doc); err != nil {
		var syn *json.SyntaxError
		if errors.As(err, &syn) {
			line, col := lineCol(data, syn.Offset)
			return fmt.Errorf("line %d:%d: %s", line, col, syn.Error())
		}
		return fmt.Errorf("not JSON: %w", err)
	}
	if dec.More() {
		return errors.New("more than one JSON value")
	}
	return assign("", doc, reflect.ValueOf(v).Elem())
}

// lineCol returns the 1-based line and column of byte offset off.
func lineCol(data []byte, off int64) (int, int) {
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

var (
	setterType      = reflect.TypeFor[jsonSetter]()
	unmarshalerType = reflect.TypeFor[json.Unmarshaler]()
)

func assign(path string, x any, v reflect.Value) error {
	if v.CanAddr() && v.Addr().Type().Implements(setterType) {
		if err := v.Addr().Interface().(jsonSetter).setJSON(x); err != nil {
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
			return fmt.Errorf("%s: want an object, found %s", at(path), describe(x))
		}
		fields := structFields(v.Type())
		keys := make([]string, 0, len(obj))
		for k := range obj {
			keys = append(keys, k)
		}
		slices.Sort(keys)
		for _, k := range keys {
			i, ok := fields[k]
			if !ok {
				known := make([]string, 0, len(fields))
				for name := range fields {
					known = append(known, name)
				}
				slices.Sort(known)
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
			return fmt.Errorf("%s: want a list, found %s", at(path), describe(x))
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
			return fmt.Errorf("%s: want a list of %d, found %s", at(path), v.Len(), describe(x))
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
			return fmt.Errorf("%s: want a string, found %s", at(path), describe(x))
		}
		v.SetString(s)
		return nil
	case reflect.Bool:
		b, ok := x.(bool)
		if !ok {
			return fmt.Errorf("%s: want true or false, found %s", at(path), describe(x))
		}
		v.SetBool(b)
		return nil
	case reflect.Int:
		num, ok := x.(json.Number)
		if !ok {
			return fmt.Errorf("%s: want an integer, found %s", at(path), describe(x))
		}
		n, err := jsonInt(num)
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

// jsonInt returns a JSON number as an int, refusing fractions and numbers
// beyond ±1,000,000,000.
func jsonInt(n json.Number) (int, error) {
	i, err := strconv.ParseInt(string(n), 10, 64)
	if err != nil || i > 1e9 || i < -1e9 {
		return 0, fmt.Errorf("want an integer, found %s", excerpt.Cut(string(n)))
	}
	return int(i), nil
}

// describe names a decoded JSON value for an error message.
func describe(x any) string {
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
