// Package excerpt cuts a piece of the input quoted in an error or a
// warning to a short excerpt, so that a hostile file (a key of 8 MB, a name
// of 50 MB) gives a message of a line, not one as large as the file. It is
// the one way the readers of files (engine/pack and its importers,
// persistence's import) quote what they read; it imports nothing of the
// program, so any package may use it.
package excerpt

import (
	"encoding/json"
	"fmt"
	"strconv"
	"unicode/utf8"
)

// Max is the most characters of an input kept in an excerpt.
const Max = 40

// MaxMessage is the most characters of a whole message shown (Message).
const MaxMessage = 2000

// head returns the first Max characters of s and whether s is longer.
func head(s string) (string, bool) {
	if len(s) <= Max {
		return s, false
	}
	i := 0
	for n := 0; n < Max && i < len(s); n++ {
		_, size := utf8.DecodeRuneInString(s[i:])
		i += size
	}
	return s[:i], i < len(s)
}

// Cut returns s when it has at most Max characters, else its first Max
// characters followed by "…".
func Cut(s string) string {
	if h, long := head(s); long {
		return h + "…"
	}
	return s
}

// Quote is strconv.Quote of s when it has at most Max characters, else of
// its first Max characters and "…", followed by the whole one's size:
// "kkkk…" (8388608 bytes).
func Quote(s string) string {
	h, long := head(s)
	if !long {
		return strconv.Quote(s)
	}
	return strconv.Quote(h+"…") + " (" + strconv.Itoa(len(s)) + " bytes)"
}

// Message returns msg cut to MaxMessage characters, with "…" when cut: the
// last guard before an error is shown to the player (in a dialog, which
// would lay out the whole text, or on the terminal), for a message that
// quotes input some reader did not cut.
func Message(msg string) string {
	if len(msg) <= MaxMessage {
		return msg
	}
	i := 0
	for n := 0; n < MaxMessage && i < len(msg); n++ {
		_, size := utf8.DecodeRuneInString(msg[i:])
		i += size
	}
	if i >= len(msg) {
		return msg
	}
	return msg[:i] + "…"
}

// Bytes is Cut of a piece of raw input.
func Bytes(b []byte) string {
	return Cut(string(b[:min(len(b), Max*utf8.UTFMax+1)]))
}

// Args returns args with every string and []byte cut as Cut cuts it, for a
// message made with fmt from input (pack.Report.Warn): a %q or %s of a long
// value then shows its excerpt. args itself is not changed.
func Args(args []any) []any {
	var out []any
	for i, a := range args {
		var c string
		switch a := a.(type) {
		case string:
			if c = Cut(a); c == a {
				continue
			}
		case []byte:
			c = Bytes(a)
		default:
			continue
		}
		if out == nil {
			out = append([]any(nil), args...)
		}
		out[i] = c
	}
	if out == nil {
		return args
	}
	return out
}

// JSON returns a decoded JSON value written as JSON, cut to an excerpt
// (Cut): a value of a file shown in an error.
func JSON(v any) string {
	b, err := json.Marshal(v)
	if err != nil {
		return fmt.Sprintf("%T", v)
	}
	return Cut(string(b))
}
