// Package strictjson is the program's one strict JSON reader, refusing
// what encoding/json lets pass. Decode reads a file from outside the
// program (scenario files, data packs) with errors that name the line and
// column of bad syntax and the JSON path of every other fault (unknown,
// missing and repeated keys, values of the wrong kind);
// NewCheckedReader refuses over-long or invalid text while the file is
// read; Unmarshal refuses keys the value has no field for and data after
// the value, for the program's own stored JSON; CheckDuplicateKeys refuses
// an object with the same key twice, of which json.Unmarshal keeps the
// last. It imports nothing of the program but engine/excerpt, so any
// package may use it.
package strictjson

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/haventable/haventable/engine/excerpt"
)

// ErrTrailingData is the error of Unmarshal for data after the JSON value.
var ErrTrailingData = errors.New("trailing data after the JSON value")

// Unmarshal decodes the one JSON value of data into v as json.Unmarshal
// does, but refuses an object key that v has no field for (the decoder's
// error names it) and anything but white space after the value
// (ErrTrailingData). Keys given twice are not checked: see
// CheckDuplicateKeys.
func Unmarshal(data []byte, v any) error {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		// encoding/json quotes an unknown key whole: name it by an excerpt
		if key, ok := strings.CutPrefix(err.Error(), `json: unknown field "`); ok && len(key) > excerpt.Max {
			if k, err := strconv.Unquote(`"` + key); err == nil {
				return fmt.Errorf("json: unknown field %s", excerpt.Quote(k))
			}
		}
		return err
	}
	// More would miss a stray '}' or ']'; reading one more token does not.
	if _, err := dec.Token(); !errors.Is(err, io.EOF) {
		return ErrTrailingData
	}
	return nil
}

// ErrDuplicateKey is wrapped by the error CheckDuplicateKeys returns for an
// object with a key given twice.
var ErrDuplicateKey = errors.New("duplicate key")

// errInvalid is returned for a document whose nesting does not add up.
var errInvalid = errors.New("invalid JSON")

// manyKeys is the number of keys from which an object's keys are kept in a
// map instead of compared one by one.
const manyKeys = 16

// frame is an object or array being read.
type frame struct {
	object bool
	keys   [][]byte            // object: the keys seen so far (unescaped)
	set    map[string]struct{} // object: the same, once there are manyKeys
	key    []byte              // object: the key of the value being read
	index  int                 // array: the index of the value being read
}

// seen reports whether key was seen in f before, and records it.
func (f *frame) seen(key []byte) bool {
	if f.set != nil {
		if _, ok := f.set[string(key)]; ok {
			return true
		}
		f.set[string(key)] = struct{}{}
		return false
	}
	for _, k := range f.keys {
		if bytes.Equal(k, key) {
			return true
		}
	}
	f.keys = append(f.keys, key)
	if len(f.keys) >= manyKeys {
		f.set = make(map[string]struct{}, 2*manyKeys)
		for _, k := range f.keys {
			f.set[string(k)] = struct{}{}
		}
	}
	return false
}

// CheckDuplicateKeys returns an error wrapping ErrDuplicateKey naming the
// key and where it is (as "log[3].scenarioBefore", or "the top level") if
// an object of data has a key twice. Keys are compared after unescaping,
// exactly ("a" and "\u0061" are the same key, "a" and "A" are not).
//
// It reads data in one pass without decoding values (about as fast as
// copying it), so it expects valid JSON: check data with the caller's own
// decoding or json.Valid as well. For invalid JSON it returns an error or
// nil, and never panics.
func CheckDuplicateKeys(data []byte) error {
	var stack []frame // entries are reused, with their keys' storage
	wantKey := false  // the next string is an object's key
	for i := 0; i < len(data); {
		switch data[i] {
		case '{', '[':
			if n := len(stack); n < cap(stack) {
				stack = stack[:n+1]
				f := &stack[n]
				f.keys, f.set, f.key, f.index = f.keys[:0], nil, nil, 0
				f.object = data[i] == '{'
			} else {
				stack = append(stack, frame{object: data[i] == '{'})
			}
			wantKey = data[i] == '{'
			i++
		case '}', ']':
			if len(stack) == 0 {
				return errInvalid
			}
			stack = stack[:len(stack)-1]
			wantKey = false
			i++
		case ',':
			if len(stack) == 0 {
				return errInvalid
			}
			if top := &stack[len(stack)-1]; top.object {
				wantKey = true
			} else {
				top.index++
			}
			i++
		case '"':
			end, escaped := stringEnd(data, i)
			if end < 0 {
				return errInvalid
			}
			if wantKey && len(stack) > 0 && stack[len(stack)-1].object {
				top := &stack[len(stack)-1]
				key := data[i+1 : end-1]
				if escaped {
					var s string
					if err := json.Unmarshal(data[i:end], &s); err != nil {
						return fmt.Errorf("%w: key: %v", errInvalid, err)
					}
					key = []byte(s)
				}
				if top.seen(key) {
					return fmt.Errorf("%w %s in %s", ErrDuplicateKey, excerpt.Quote(string(key)), where(stack))
				}
				top.key, wantKey = key, false
			}
			i = end
		default: // white space, ':', numbers, true, false, null
			i++
		}
	}
	if len(stack) > 0 {
		return errInvalid
	}
	return nil
}

// stringEnd returns the index after the closing quote of the string that
// opens at data[i], and whether it holds a backslash escape; -1 if it is
// not closed.
func stringEnd(data []byte, i int) (int, bool) {
	escaped := false
	for j := i + 1; j < len(data); j++ {
		switch data[j] {
		case '\\':
			escaped = true
			j++
		case '"':
			return j + 1, escaped
		}
	}
	return -1, escaped
}

// where names the innermost object of stack by the keys and indexes that
// lead to it.
func where(stack []frame) string {
	if p := pathOf(stack[:len(stack)-1]); p != "" {
		return p
	}
	return "the top level"
}

// pathOf names the place the frames of stack lead to by their keys and
// indexes ("" for none).
func pathOf(stack []frame) string {
	var b strings.Builder
	for _, f := range stack {
		if f.object {
			if b.Len() > 0 {
				b.WriteByte('.')
			}
			b.WriteString(excerpt.Bytes(f.key))
		} else {
			b.WriteString("[" + strconv.Itoa(f.index) + "]")
		}
	}
	return b.String()
}
