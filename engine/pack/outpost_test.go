package pack_test

import (
	"strings"
	"testing"

	"github.com/haventable/haventable/engine/pack"
)

// TestPackOutpostRead: a pack's outpost reads back strictly (an unknown key
// refused) and is checked (a language twice, an event deck naming an event
// the data lacks).
func TestPackOutpostRead(t *testing.T) {
	head := `{"format": "haventable-pack", "version": 1, "name": "Outpost", "outpost": `
	for _, c := range []struct{ outpost, err string }{
		{`{"langs": [{"lang": "en", "data": {"buildings": [{"name": "hall", "build": {}}], "weeks": {"3": ["301.1"]}}}]}`, ""},
		{`{"langs": [{"lang": "en", "data": {"buildngs": []}}]}`, "buildngs"},
		{`{"langs": [{"lang": "en", "data": {}}, {"lang": "en", "data": {}}]}`, "given twice"},
		{`{"langs": [{"lang": "en", "data": {"event_decks": {"summer": ["SO-99"]}}}]}`, "SO-99"},
		{`{"langs": []}`, "empty"},
	} {
		p, err := pack.Parse([]byte(head + c.outpost + "}"))
		if err == nil {
			err = p.Check()
		}
		switch {
		case c.err == "" && err != nil:
			t.Errorf("%s: %v", c.outpost, err)
		case c.err != "" && (err == nil || !strings.Contains(err.Error(), c.err)):
			t.Errorf("%s: error %v, want one naming %q", c.outpost, err, c.err)
		}
		if c.err == "" {
			if d, ok := p.Outpost.In("de"); !ok || len(d.Buildings) != 1 || len(d.Weeks[3]) != 1 {
				t.Errorf("outpost read %+v", d)
			}
		}
	}
}
