package persistence

import (
	"bytes"
	"context"
	"errors"
	"os"
	"path/filepath"
	"testing"
)

// FuzzOpen feeds Open arbitrary files: it must either open them or refuse;
// a refusal with ErrNotDatabase or ErrSchemaTooNew leaves the folder as it
// was, byte for byte.
func FuzzOpen(f *testing.F) {
	valid, err := os.ReadFile(filepath.Join("testdata", "v2.db"))
	if err != nil {
		f.Fatal(err)
	}
	f.Add(valid)
	f.Add(valid[:100])
	f.Add([]byte("SQLite format 3\x00"))
	f.Add([]byte{})
	f.Fuzz(func(t *testing.T, data []byte) {
		dir := t.TempDir()
		path := filepath.Join(dir, "campaign.db")
		if err := os.WriteFile(path, data, 0o644); err != nil {
			t.Fatal(err)
		}
		before := dirContents(t, dir)
		s, err := Open(path)
		if err != nil {
			if errors.Is(err, ErrNotDatabase) || errors.Is(err, ErrSchemaTooNew) {
				assertSameDir(t, dir, before)
			}
			return
		}
		s.Campaigns(context.Background())
		s.Verify(context.Background())
		if err := s.Close(); err != nil {
			t.Fatal(err)
		}
	})
}

// FuzzImport feeds Import arbitrary files: each is refused with
// ErrBadExport and changes nothing, or imported, and then exporting and
// importing again gives the same export.
func FuzzImport(f *testing.F) {
	seed, err := os.ReadFile(filepath.Join("testdata", "export_v1.json"))
	if err != nil {
		f.Fatal(err)
	}
	f.Add(seed)
	f.Add([]byte(`{"format":"haventable-campaign","version":1}`))
	f.Add([]byte(`{}`))
	s, err := Open(filepath.Join(f.TempDir(), "fuzz.db"))
	if err != nil {
		f.Fatal(err)
	}
	defer s.Close()
	ctx := context.Background()
	f.Fuzz(func(t *testing.T, data []byte) {
		before := rowCounts(t, s)
		c, err := s.Import(ctx, bytes.NewReader(data))
		if err != nil {
			if !errors.Is(err, ErrBadExport) {
				t.Fatalf("validated file failed to import: %v", err)
			}
			if after := rowCounts(t, s); !equalCounts(before, after) {
				t.Fatalf("refused import changed rows: %v -> %v", before, after)
			}
			return
		}
		var first bytes.Buffer
		if err := s.Export(ctx, c.ID, &first); err != nil {
			t.Fatal(err)
		}
		c2, err := s.Import(ctx, bytes.NewReader(first.Bytes()))
		if err != nil {
			t.Fatalf("re-import of an export: %v", err)
		}
		var second bytes.Buffer
		if err := s.Export(ctx, c2.ID, &second); err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(first.Bytes(), second.Bytes()) {
			t.Fatalf("export not stable:\n%s\n%s", first.Bytes(), second.Bytes())
		}
		s.DeleteCampaign(ctx, c.ID)
		s.DeleteCampaign(ctx, c2.ID)
	})
}

func equalCounts(a, b map[string]int) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		if b[k] != v {
			return false
		}
	}
	return true
}
