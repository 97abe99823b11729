// Package strictjson checks JSON documents for what encoding/json lets
// pass: an object with the same key twice, of which json.Unmarshal keeps
// the last. Files from outside the program (campaign exports, scenario
// files) are checked with it before they are decoded. It imports nothing of
// the program, so any package may use it.
package strictjson

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
)

// ErrDuplicateKey is wrapped by the error CheckDuplicateKeys returns for an
// object with a key given twice.
var ErrDuplicateKey = errors.New("duplicate key")

// frame is an object or array being read.
type frame struct {
	object  bool
	keys    map[string]struct{} // object: the keys seen so far
	wantKey bool                // object: the next token is a key or '}'
	key     string              // object: the key of the value being read
	index   int                 // array: the index of the value being read
}

// CheckDuplicateKeys returns an error wrapping ErrDuplicateKey naming the
// key and where it is (as "log[3].scenarioBefore", or "the top level") if
// an object of data has a key twice. Keys are compared after unescaping,
// exactly ("a" and "\u0061" are the same key, "a" and "A" are not). A
// document that is not valid JSON gives an error too, which the caller's
// own decoding would report as well.
func CheckDuplicateKeys(data []byte) error {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber() // numbers are not looked at: skip converting them
	var stack []*frame
	valueDone := func() {
		if len(stack) == 0 {
			return
		}
		if top := stack[len(stack)-1]; top.object {
			top.wantKey = true
		} else {
			top.index++
		}
	}
	for {
		tok, err := dec.Token()
		if errors.Is(err, io.EOF) {
			if len(stack) > 0 {
				return fmt.Errorf("invalid JSON: %w", io.ErrUnexpectedEOF)
			}
			return nil
		}
		if err != nil {
			return fmt.Errorf("invalid JSON: %w", err)
		}
		if n := len(stack); n > 0 && stack[n-1].object && stack[n-1].wantKey {
			top := stack[n-1]
			if tok == json.Delim('}') {
				stack = stack[:n-1]
				valueDone()
				continue
			}
			key, _ := tok.(string) // the decoder gives nothing else here
			if _, dup := top.keys[key]; dup {
				return fmt.Errorf("%w %q in %s", ErrDuplicateKey, key, where(stack))
			}
			top.keys[key] = struct{}{}
			top.key, top.wantKey = key, false
			continue
		}
		switch tok {
		case json.Delim('{'):
			stack = append(stack, &frame{object: true, keys: map[string]struct{}{}, wantKey: true})
		case json.Delim('['):
			stack = append(stack, &frame{})
		case json.Delim(']'):
			stack = stack[:len(stack)-1]
			valueDone()
		default:
			valueDone()
		}
	}
}

// where names the innermost object of stack by the keys and indexes that
// lead to it.
func where(stack []*frame) string {
	var b strings.Builder
	for _, f := range stack[:len(stack)-1] {
		if f.object {
			if b.Len() > 0 {
				b.WriteByte('.')
			}
			b.WriteString(f.key)
		} else {
			b.WriteString("[" + strconv.Itoa(f.index) + "]")
		}
	}
	if b.Len() == 0 {
		return "the top level"
	}
	return b.String()
}
