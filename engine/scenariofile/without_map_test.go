package scenariofile

import "testing"

// "without_map": true marks a scenario played without a map; it is read,
// written back and compared.
func TestWithoutMapKey(t *testing.T) {
	const src = `{"title": "Table", "without_map": true, "hexes": [[0,0],[3,0]], "starts": [[0,0]]}`
	f, err := Parse([]byte(src))
	if err != nil {
		t.Fatal(err)
	}
	if !f.WithoutMap {
		t.Fatal("without_map not read")
	}
	b, err := f.Encode()
	if err != nil {
		t.Fatal(err)
	}
	g, err := Parse(b)
	if err != nil || !g.Equal(f) || !g.WithoutMap {
		t.Fatalf("round trip: %v %+v", err, g)
	}
	g.WithoutMap = false
	if g.Equal(f) {
		t.Error("a map and a table compare equal")
	}
	if _, err := Parse([]byte(`{"title": "Table", "without_map": "yes", "hexes": [[0,0]]}`)); err == nil {
		t.Error("without_map of text read")
	}
}
