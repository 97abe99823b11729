package pack

import (
	"encoding/json"
	"errors"
)

// shared is a JSON value left undecoded as a part of the data it was read
// from, not a copy (json.RawMessage copies it).
type shared []byte

// UnmarshalJSON keeps b itself: json.Unmarshal gives a part of its input,
// which the caller keeps unchanged.
func (s *shared) UnmarshalJSON(b []byte) error {
	*s = b
	return nil
}

// errNotObject is the error of Object for another JSON value.
var errNotObject = errors.New("not a JSON object")

// Object returns the members of the JSON object data, each value
// undecoded, as json.Unmarshal into a map[string]json.RawMessage gives
// them; but the values are parts of data, not copies, so data must not
// change while they are used. A peer's edition file of megabytes is read
// level by level this way without copying each level.
func Object(data []byte) (map[string]json.RawMessage, error) {
	var m map[string]shared
	if err := json.Unmarshal(data, &m); err != nil {
		return nil, err
	}
	if m == nil {
		return nil, errNotObject
	}
	out := make(map[string]json.RawMessage, len(m))
	for k, v := range m {
		out[k] = json.RawMessage(v)
	}
	return out, nil
}

// Items returns the items of the JSON list data, each undecoded and a
// part of data, as Object does; nil and no error for null.
func Items(data []byte) ([]json.RawMessage, error) {
	var l []shared
	if err := json.Unmarshal(data, &l); err != nil {
		return nil, err
	}
	out := make([]json.RawMessage, len(l))
	for i, v := range l {
		out[i] = json.RawMessage(v)
	}
	return out, nil
}
