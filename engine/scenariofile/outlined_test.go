package scenariofile

import (
	"slices"
	"strings"
	"testing"
)

func TestOutlinedTilesReadAndWrittenBack(t *testing.T) {
	src := `{"title": "T", "hexes": [[0, 0]], "outlined": ["09-A", "13-C"]}`
	f, err := Parse([]byte(src))
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(f.Outlined, []string{"09-A", "13-C"}) {
		t.Fatalf("outlined %v", f.Outlined)
	}
	data, err := f.Encode()
	if err != nil {
		t.Fatal(err)
	}
	g, err := Parse(data)
	if err != nil {
		t.Fatal(err)
	}
	if !f.Equal(g) || !strings.Contains(string(data), `"outlined"`) {
		t.Fatalf("written back as %s", data)
	}
	c := f.Clone()
	c.Outlined[0] = "x"
	if f.Outlined[0] != "09-A" || f.Equal(c) {
		t.Error("a clone shares the outlined tiles")
	}
	for _, bad := range []string{`["a", "a"]`, `[""]`, `"09-A"`, `[1]`} {
		if _, err := Parse([]byte(`{"title": "T", "hexes": [[0, 0]], "outlined": ` + bad + `}`)); err == nil || !strings.Contains(err.Error(), "outlined") {
			t.Errorf("outlined %s: %v", bad, err)
		}
	}
}
