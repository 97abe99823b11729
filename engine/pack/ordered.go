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
// none.
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
		var v json.RawMessage
		if err := dec.Decode(&v); err != nil {
			return nil, err
		}
		out = append(out, Member{Key: key, Value: v})
	}
	return out, nil
}

func clip(raw []byte) string { return excerpt.Bytes(raw) }
