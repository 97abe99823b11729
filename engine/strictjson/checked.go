package strictjson

import (
	"errors"
	"fmt"
	"io"
	"strconv"
	"unicode/utf8"
)

// ErrBadText is wrapped by the error a CheckedReader returns for a string
// of the document that is too long or not text.
var ErrBadText = errors.New("bad text")

// NewCheckedReader returns a reader of r's bytes that checks the JSON
// document in them as they pass: every string (keys and values) holds at
// most maxChars characters (an escape counts as one), is valid UTF-8 and
// escapes no lone surrogate (encoding/json would put U+FFFD for either,
// silently). At the first string that breaks a rule, Read returns an
// error wrapping ErrBadText that names the field by the keys and indexes
// leading to it, without reading further: an oversized value costs no
// more than maxChars to refuse. The document's syntax is left to the
// decoder; a document that does not start with an object or a list is
// not checked, and for other invalid JSON the reader may name a wrong
// field; it never panics.
func NewCheckedReader(r io.Reader, maxChars int) io.Reader {
	return &checkedReader{r: r, max: maxChars}
}

type checkedReader struct {
	r   io.Reader
	max int
	err error

	stack   []frame // only object, key and index are used
	wantKey bool
	started bool // a byte other than white space was read
	off     bool // the document is not an object or a list: not checked

	inString bool
	isKey    bool
	chars    int    // characters of the string so far
	key      []byte // the key being read (raw, escapes as written)
	utf      []byte // the bytes of an incomplete UTF-8 sequence
	escape   int    // 0; 1 after a backslash; 2-5 inside \uXXXX
	hex      rune   // the \u code so far
	high     bool   // a high surrogate escape wants its low half next
}

func (c *checkedReader) Read(p []byte) (int, error) {
	if c.err != nil {
		return 0, c.err
	}
	n, err := c.r.Read(p)
	for i := 0; i < n; i++ {
		if e := c.step(p[i]); e != nil {
			c.err = fmt.Errorf("%w: %s", ErrBadText, e)
			return i, c.err
		}
	}
	if err == io.EOF && c.inString && len(c.utf) > 0 {
		c.err = fmt.Errorf("%w: %s: not text (invalid UTF-8)", ErrBadText, c.field())
		return n, c.err
	}
	return n, err
}

// step takes the next byte of the document.
func (c *checkedReader) step(b byte) error {
	if !c.started {
		switch b {
		case ' ', '\t', '\r', '\n':
			return nil
		}
		// Not JSON, or a lone value: the decoder says what is wrong.
		c.started, c.off = true, b != '{' && b != '['
	}
	if c.off {
		return nil
	}
	if !c.inString {
		switch b {
		case '{', '[':
			c.stack = append(c.stack, frame{object: b == '{'})
			c.wantKey = b == '{'
		case '}', ']':
			if len(c.stack) > 0 {
				c.stack = c.stack[:len(c.stack)-1]
			}
			c.wantKey = false
		case ',':
			if len(c.stack) > 0 {
				if top := &c.stack[len(c.stack)-1]; top.object {
					c.wantKey = true
				} else {
					top.index++
				}
			}
		case '"':
			c.inString, c.chars, c.escape, c.high = true, 0, 0, false
			c.isKey = c.wantKey && len(c.stack) > 0 && c.stack[len(c.stack)-1].object
			c.key = c.key[:0]
			c.utf = c.utf[:0]
		}
		return nil
	}
	if c.isKey && len(c.key) < 4*c.max+8 {
		c.key = append(c.key, b)
	}
	switch {
	case c.escape == 1:
		if b == 'u' {
			c.escape, c.hex = 2, 0
			return nil
		}
		c.escape = 0
		return c.char()
	case c.escape >= 2:
		d, err := strconv.ParseUint(string(b), 16, 8)
		if err != nil {
			c.escape = 0
			return nil // invalid JSON: the decoder says so
		}
		c.hex = c.hex<<4 | rune(d)
		if c.escape++; c.escape < 6 {
			return nil
		}
		c.escape = 0
		switch {
		case c.hex >= 0xD800 && c.hex < 0xDC00:
			if c.high {
				return c.notText()
			}
			c.high = true
			return nil
		case c.hex >= 0xDC00 && c.hex < 0xE000:
			if !c.high {
				return c.notText()
			}
			c.high = false
		}
		return c.char()
	case b == '\\':
		if len(c.utf) > 0 {
			return c.notText()
		}
		c.escape = 1
		return nil
	case c.high:
		return c.notText() // a high surrogate not followed by \u and its low half
	case b == '"':
		if len(c.utf) > 0 {
			return c.notText()
		}
		c.inString = false
		if c.isKey {
			c.stack[len(c.stack)-1].key = append(c.stack[len(c.stack)-1].key[:0], c.key[:len(c.key)-1]...)
			c.wantKey = false
		}
		return nil
	case b < utf8.RuneSelf:
		if len(c.utf) > 0 {
			return c.notText()
		}
		return c.char()
	}
	c.utf = append(c.utf, b)
	if utf8.FullRune(c.utf) {
		r, size := utf8.DecodeRune(c.utf)
		if r == utf8.RuneError && size <= 1 || size != len(c.utf) {
			return c.notText()
		}
		c.utf = c.utf[:0]
		return c.char()
	}
	if len(c.utf) >= utf8.UTFMax || !utf8.RuneStart(c.utf[0]) {
		return c.notText()
	}
	return nil
}

// char counts one character of the string.
func (c *checkedReader) char() error {
	if c.chars++; c.chars > c.max {
		return fmt.Errorf("%s: longer than %d characters", c.field(), c.max)
	}
	return nil
}

func (c *checkedReader) notText() error {
	return fmt.Errorf("%s: not text (invalid UTF-8)", c.field())
}

// field names the string being read: the keys and indexes leading to it,
// or the object a key is in.
func (c *checkedReader) field() string {
	if !c.isKey {
		if p := pathOf(c.stack); p != "" {
			return p
		}
		return "the document"
	}
	if p := pathOf(c.stack[:len(c.stack)-1]); p != "" {
		return "a key in " + p
	}
	return "a key at the top level"
}
