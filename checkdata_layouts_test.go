package main

import (
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"testing"

	"golang.org/x/text/language"

	"github.com/haventable/haventable/locales"
)

var layoutsFixture = filepath.Join("engine", "pack", "fhtts", "testdata", "layouts.json")

// --check-data recognises a Frosthaven layouts file: its scenarios with
// maps, and its tiles used, known and outlined from the layouts.
func TestCheckDataLayouts(t *testing.T) {
	code, out, errs := runApp(t, "--lang", "en", "--check-data", layoutsFixture)
	if code != 0 || !strings.Contains(out, "fhtts file") ||
		!strings.Contains(out, "scenarios: 2 (2 with a map, ") ||
		!strings.Contains(out, "tiles: 3 used, 0 known, 3 outlined from the layouts") ||
		!strings.Contains(out, `scenario "#102" skipped: the layouts place no tile`) {
		t.Fatalf("exit %d, out %q, err %q", code, out, errs)
	}
}

// BenchmarkCheckDataLayouts is `--check-data` on a layouts file the size
// of the real one (about 590 KB, 155 scenarios), made of the invented
// fixture's first scenario under 155 numbers, or on the real file named by
// $FHTTS_LAYOUTS. It reports the heap in use after a run (MB-live).
func BenchmarkCheckDataLayouts(b *testing.B) {
	path := os.Getenv("FHTTS_LAYOUTS")
	if path == "" {
		path = bigLayouts(b, 155)
	}
	tr, err := locales.New(language.English)
	if err != nil {
		b.Fatal(err)
	}
	if st, err := os.Stat(path); err == nil {
		b.SetBytes(st.Size())
	}
	b.ReportAllocs()
	var peak uint64
	for b.Loop() {
		if code := checkData(path, nil, false, tr, discard{}, discard{}); code != 0 {
			b.Fatalf("--check-data: exit %d", code)
		}
		var ms runtime.MemStats
		runtime.ReadMemStats(&ms)
		peak = max(peak, ms.HeapInuse)
	}
	b.ReportMetric(float64(peak)/(1<<20), "MB-heap")
}

type discard struct{}

func (discard) Write(p []byte) (int, error) { return len(p), nil }

// bigLayouts writes a layouts file of n scenarios, each the fixture's
// first under another number, and returns its path.
func bigLayouts(tb testing.TB, n int) string {
	tb.Helper()
	data, err := os.ReadFile(layoutsFixture)
	if err != nil {
		tb.Fatal(err)
	}
	src := string(data)
	start := strings.Index(src, `"1": {"id": "1",`)
	end := strings.Index(src, `"2": {"id": "2"`)
	one := strings.TrimRight(strings.TrimSpace(src[start+len(`"1": {"id": "1",`):end]), ",")
	var sb strings.Builder
	sb.WriteString("{")
	for i := range n {
		if i > 0 {
			sb.WriteString(",\n")
		}
		k := strconv.Itoa(i)
		sb.WriteString(`"` + k + `": {"id": "` + k + `",` + one)
	}
	sb.WriteString("}")
	path := filepath.Join(tb.TempDir(), "processedScenarios3.json")
	if err := os.WriteFile(path, []byte(sb.String()), 0o600); err != nil {
		tb.Fatal(err)
	}
	return path
}
