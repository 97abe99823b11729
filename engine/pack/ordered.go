package pack

import (
	"bytes"
	"encoding/json"
	"fmt"

	"github.com/haventable/haventable/engine/excerpt"
)

// Member is one key of a JSON object with its raw value.
type Member struct {
	Key   string
	Value json.RawMessage
}

// Members returns the members of the JSON object raw in the order of the
// file (importers keep a peer's order; a Go map would lose it). Null gives
// none. The values are parts of raw, not copies: raw must not change
// while they are used.
func Members(raw json.RawMessage) ([]Member, error) {
	if len(bytes.TrimSpace(raw)) == 0 || string(bytes.TrimSpace(raw)) == "null" {
		return nil, nil
	}
	dec := json.NewDecoder(bytes.NewReader(raw))
	tok, err := dec.Token()
	if err != nil {
		return nil, err
	}
	if d, ok := tok.(json.Delim); !ok || d != '{' {
		return nil, fmt.Errorf("want an object, found %s", clip(raw))
	}
	var out []Member
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			return nil, err
		}
		key, _ := tok.(string)
		start := dec.InputOffset()
		var v skipped
		if err := dec.Decode(&v); err != nil {
			return nil, err
		}
		// the value as a part of raw, not a copy: what follows the key
		// up to the end of the value, less the colon and white space
		val := bytes.TrimLeft(raw[start:dec.InputOffset()], " \t\r\n:")
		out = append(out, Member{Key: key, Value: json.RawMessage(val)})
	}
	return out, nil
}

// skipped is a JSON value read and dropped.
type skipped struct{}

// UnmarshalJSON drops b.
func (*skipped) UnmarshalJSON([]byte) error { return nil }

func clip(raw []byte) string { return excerpt.Bytes(raw) }
