package scenariofile

import (
	"embed"
	"fmt"
	"path"
	"sort"
	"strings"
)

//go:embed samples/*.json
var samples embed.FS

// DefaultSample is the name of the sample map the app opens first.
const DefaultSample = "sunken-archive"

// Samples returns the names of the built-in sample maps, sorted.
func Samples() []string {
	entries, err := samples.ReadDir("samples")
	if err != nil {
		return nil
	}
	var out []string
	for _, e := range entries {
		if name, ok := strings.CutSuffix(e.Name(), ".json"); ok {
			out = append(out, name)
		}
	}
	sort.Strings(out)
	return out
}

// Sample reads the built-in sample map called name (see Samples).
func Sample(name string) (*File, error) {
	data, err := samples.ReadFile(path.Join("samples", name+".json"))
	if err != nil {
		return nil, fmt.Errorf("sample map %q: no such sample (have %s)", name, strings.Join(Samples(), ", "))
	}
	s, err := Parse(data)
	if err != nil {
		return nil, fmt.Errorf("sample map %q: %w", name, err)
	}
	return s, nil
}
