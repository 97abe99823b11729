package scenariofile

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// A scenario file with a key of 4 MB is refused naming the key by an
// excerpt.
func TestLoadQuotesAnExcerptOfALongKey(t *testing.T) {
	p := filepath.Join(t.TempDir(), "key.json")
	if err := os.WriteFile(p, []byte(`{"title":"x","`+strings.Repeat("k", MaxFileSize-100)+`":1}`), 0o600); err != nil {
		t.Fatal(err)
	}
	_, err := Load(p)
	if err == nil || len(err.Error()) > 500 || !strings.Contains(err.Error(), `unknown key "kkkk`) {
		t.Fatalf("Load: %d bytes: %.300v", len(err.Error()), err)
	}
}
