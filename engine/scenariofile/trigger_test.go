package scenariofile

import (
	"strings"
	"testing"

	"github.com/haventable/haventable/hexgrid"
)

// A trigger lies on a map hex and names a room of the file other than the
// start room; anything else is refused with the field at fault.
func TestTriggersAreChecked(t *testing.T) {
	base := `{"title": "T", "hexes": [[0, 0], [1, 0], [2, 0]], "rooms": [{"name": "A", "hexes": [[0, 0], [1, 0]], "start": true}, {"name": "5.3", "hexes": [[2, 0]]}], "triggers": %s}`
	for _, c := range []struct{ triggers, want string }{
		{`[{"at": [1, 0], "room": "5.3"}]`, ""},
		{`[{"at": [7, 0], "room": "5.3"}]`, "triggers[0].at"},
		{`[{"at": [1, 0], "room": "9.9"}]`, "triggers[0].room"},
		{`[{"at": [1, 0], "room": "A"}]`, "triggers[0].room"},
		{`[{"at": [1, 0], "room": "5.3"}, {"at": [1, 0], "room": "5.3"}]`, "triggers[1]: the same trigger twice"},
		{`[{"room": "5.3"}]`, "at"},
	} {
		_, err := Parse([]byte(strings.Replace(base, "%s", c.triggers, 1)))
		if c.want == "" && err != nil || c.want != "" && (err == nil || !strings.Contains(err.Error(), c.want)) {
			t.Errorf("%s: %v, want %q", c.triggers, err, c.want)
		}
	}
}

// An edit that takes a trigger's hex off the map, or its room away, or
// makes its room the start room, takes the trigger away: the file still
// loads.
func TestEditsKeepTriggersValid(t *testing.T) {
	src := `{"title": "T", "hexes": [[0, 0], [1, 0], [2, 0], [3, 0]], "rooms": [{"name": "A", "hexes": [[0, 0], [1, 0]], "start": true}, {"name": "B", "hexes": [[2, 0], [3, 0]]}],
	 "triggers": [{"at": [1, 0], "room": "B"}, {"at": [0, 0], "room": "B"}]}`
	for name, edit := range map[string]func(f *File) error{
		"hex erased": func(f *File) error { _, err := SetHex(f, hexgrid.H(1, 0), false); return err },
		"start room": func(f *File) error { return SetStartRoom(f, 1) },
		"room gone":  func(f *File) error { _ = SetRoom(f, hexgrid.H(2, 0), 0); return SetRoom(f, hexgrid.H(3, 0), 0) },
	} {
		f, err := Parse([]byte(src))
		if err != nil {
			t.Fatal(err)
		}
		if err := edit(f); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if err := Problem(f); err != nil {
			t.Errorf("%s: %v (triggers %+v)", name, err, f.Triggers)
		}
	}
}
