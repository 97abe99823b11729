package scenariofile

import (
	"strings"
	"testing"
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
