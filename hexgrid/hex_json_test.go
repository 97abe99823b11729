package hexgrid

import (
	"encoding/json"
	"testing"
)

func TestHexJSON(t *testing.T) {
	for _, h := range []Hex{H(0, 0), H(3, -2), H(-7, 12)} {
		b, err := json.Marshal(h)
		if err != nil {
			t.Fatal(err)
		}
		if want := h.String(); string(b) != want {
			t.Errorf("Marshal(%v) = %s, want %s", h, b, want)
		}
		var back Hex
		if err := json.Unmarshal(b, &back); err != nil || back != h {
			t.Errorf("Unmarshal(%s) = %v, %v", b, back, err)
		}
	}
	for _, bad := range []string{`{"Q":1,"R":2}`, `[1]`, `[1,2,3]`, `"1,2"`, `[1.5,2]`, `null`} {
		var h Hex
		if err := json.Unmarshal([]byte(bad), &h); err == nil {
			t.Errorf("Unmarshal(%s) = %v, want an error", bad, h)
		}
	}
}

func FuzzHexJSON(f *testing.F) {
	for _, s := range []string{`[1,2]`, `[-3,0]`, `[]`, `{}`, `[1,2,3]`} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		var h Hex
		if err := json.Unmarshal(data, &h); err != nil {
			return
		}
		b, err := json.Marshal(h)
		if err != nil {
			t.Fatal(err)
		}
		var back Hex
		if err := json.Unmarshal(b, &back); err != nil || back != h {
			t.Fatalf("%s → %v → %s → %v, %v", data, h, b, back, err)
		}
	})
}
