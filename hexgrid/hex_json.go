package hexgrid

import (
	"encoding/json"
	"fmt"
)

// MarshalJSON writes h as [q, r], the notation of String.
func (h Hex) MarshalJSON() ([]byte, error) {
	return json.Marshal([2]int{h.Q, h.R})
}

// UnmarshalJSON reads [q, r]; anything else is an error.
func (h *Hex) UnmarshalJSON(data []byte) error {
	var p []int
	if err := json.Unmarshal(data, &p); err != nil || len(p) != 2 {
		return fmt.Errorf("hex %s: want [q, r]", clip(data))
	}
	*h = Hex{Q: p[0], R: p[1]}
	return nil
}

// clip shortens data for an error message.
func clip(data []byte) string {
	const max = 40
	if len(data) > max {
		return string(data[:max]) + "…"
	}
	return string(data)
}
