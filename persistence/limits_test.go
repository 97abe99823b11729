package persistence

import (
	"bytes"
	"compress/flate"
	"context"
	"errors"
	"fmt"
	"io"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/haventable/haventable/engine/campaign"
)

// A pipe given as the database is refused at once instead of waiting for
// a writer forever.
func TestOpenRefusesAPipe(t *testing.T) {
	path := filepath.Join(t.TempDir(), "fifo.db")
	if err := exec.Command("mkfifo", path).Run(); err != nil {
		t.Skipf("no mkfifo: %v", err)
	}
	done := make(chan error, 1)
	go func() {
		s, err := Open(path)
		if err == nil {
			s.Close()
		}
		done <- err
	}()
	select {
	case err := <-done:
		if !errors.Is(err, ErrNotDatabase) || !strings.Contains(err.Error(), "not a regular file") {
			t.Fatalf("Open(pipe) = %v", err)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("Open of a pipe is still waiting after 5 s")
	}
}

func TestNamesHaveALimit(t *testing.T) {
	ctx := context.Background()
	s, err := Open(filepath.Join(t.TempDir(), "c.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	long := strings.Repeat("é", campaign.MaxName+1)
	if _, err := s.CreateCampaign(ctx, long); err == nil || !strings.Contains(err.Error(), "at most 200") {
		t.Fatalf("a campaign name of %d characters: %v", campaign.MaxName+1, err)
	}
	c, err := s.CreateCampaign(ctx, strings.Repeat("é", campaign.MaxName))
	if err != nil {
		t.Fatal(err)
	}
	if err := s.SetParty(ctx, c.ID, campaign.Party{Name: long}); err == nil {
		t.Fatal("a party name beyond the limit was stored")
	}
	if _, err := s.AddCharacter(ctx, c.ID, campaign.Character{Class: "warden", Name: long, Level: 1}); err == nil {
		t.Fatal("a character name beyond the limit was stored")
	}
}

// A stored snapshot that inflates beyond MaxSnapshot is refused as soon as
// it has, not after inflating it whole.
func TestSnapshotInflationHasALimit(t *testing.T) {
	var buf bytes.Buffer
	buf.WriteByte(codecFlate)
	w, _ := flate.NewWriter(&buf, flate.BestCompression)
	zeros := make([]byte, 1<<20)
	for range 64 { // 64 MB of zeros, a few KB stored
		w.Write(zeros)
	}
	w.Close()
	start := time.Now()
	_, err := decodeState(buf.Bytes())
	if err == nil || !strings.Contains(err.Error(), "inflates beyond") {
		t.Fatalf("decodeState = %v", err)
	}
	t.Logf("a %d-byte snapshot that inflates to 64 MB refused in %v", buf.Len(), time.Since(start))
}

// A campaign's sheet holds at most campaign.MaxCharacters characters: the
// one more is refused and changes nothing.
func TestCharactersHaveALimit(t *testing.T) {
	ctx := context.Background()
	s, err := Open(filepath.Join(t.TempDir(), "c.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	c, err := s.CreateCampaign(ctx, "Many")
	if err != nil {
		t.Fatal(err)
	}
	for i := range campaign.MaxCharacters {
		if _, err := s.AddCharacter(ctx, c.ID, campaign.Character{Class: "warden", Name: fmt.Sprint("Hero ", i), Level: 1}); err != nil {
			t.Fatal(err)
		}
	}
	_, err = s.AddCharacter(ctx, c.ID, campaign.Character{Class: "warden", Name: "One more", Level: 1})
	if err == nil || !strings.Contains(err.Error(), "at most 100 characters") {
		t.Fatalf("the 101st character: %v", err)
	}
	st, err := s.Load(ctx, c.ID)
	if err != nil || len(st.Characters) != campaign.MaxCharacters {
		t.Fatalf("%d characters kept, %v", len(st.Characters), err)
	}
}

// countingReader counts the bytes read from it.
type countingReader struct {
	r io.Reader
	n int64
}

func (c *countingReader) Read(p []byte) (int, error) {
	n, err := c.r.Read(p)
	c.n += int64(n)
	return n, err
}

// hugeNameExport is an export of a campaign named with size bytes.
func hugeNameExport(t testing.TB, size int) []byte {
	t.Helper()
	ctx := context.Background()
	s, err := Open(filepath.Join(t.TempDir(), "c.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	c, err := s.CreateCampaign(ctx, "NAME")
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if err := s.Export(ctx, c.ID, &buf); err != nil {
		t.Fatal(err)
	}
	return bytes.Replace(buf.Bytes(), []byte(`"NAME"`), []byte(`"`+strings.Repeat("a", size)+`"`), 1)
}

// Issue 40, item 23: a 50 MB campaign name is refused as soon as it has
// gone past the longest text an export holds, naming the field, without
// reading the rest of the file.
func TestOversizedValueIsRefusedWhileReading(t *testing.T) {
	ctx := context.Background()
	s, err := Open(filepath.Join(t.TempDir(), "c.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	file := hugeNameExport(t, 50<<20)
	r := &countingReader{r: bytes.NewReader(file)}
	_, err = s.Import(ctx, r)
	if !errors.Is(err, ErrBadExport) || !strings.Contains(err.Error(), "campaign.name: longer than 10000 characters") {
		t.Fatalf("Import(50 MB name) = %.300v", err)
	}
	if r.n > 1<<20 {
		t.Errorf("read %d bytes of %d before refusing", r.n, len(file))
	}
	list, _ := s.Campaigns(ctx)
	if len(list) != 0 {
		t.Errorf("%d campaigns after the refusal", len(list))
	}
}

// A campaign name (or any text) that is not valid UTF-8, or escapes half
// a surrogate pair, is refused naming the field; encoding/json would have
// put U+FFFD in its place.
func TestInvalidUTF8IsRefused(t *testing.T) {
	ctx := context.Background()
	s, err := Open(filepath.Join(t.TempDir(), "c.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	good := hugeNameExport(t, 1)
	for name, bad := range map[string]string{
		"a byte that starts nothing": "Gloom\xffhaven",
		"a cut sequence":             "Gloom\xc3haven",
		"an overlong encoding":       "Gloom\xc0\xafhaven",
		"a lone high surrogate":      `Gloom\ud83dhaven`,
		"a lone low surrogate":       `Gloom\ude00haven`,
	} {
		file := bytes.Replace(good, []byte(`"a"`), []byte(`"`+bad+`"`), 1)
		_, err := s.Import(ctx, bytes.NewReader(file))
		if !errors.Is(err, ErrBadExport) || !strings.Contains(err.Error(), "campaign.name: not text (invalid UTF-8)") {
			t.Errorf("%s: Import = %v", name, err)
		}
	}
	// Text that is fine, escaped or not, is taken as it is.
	file := bytes.Replace(good, []byte(`"a"`), []byte(`"Gloom\ud83d\ude00 h\u00e9ven ö"`), 1)
	c, err := s.Import(ctx, bytes.NewReader(file))
	if err != nil || c.Name != "Gloom😀 héven ö" {
		t.Fatalf("a good name: %q, %v", c.Name, err)
	}
}

// BenchmarkImportHugeName measures refusing an export whose campaign name
// is 50 MB (issue 40, item 23).
func BenchmarkImportHugeName(b *testing.B) {
	ctx := context.Background()
	s, err := Open(filepath.Join(b.TempDir(), "c.db"))
	if err != nil {
		b.Fatal(err)
	}
	defer s.Close()
	file := hugeNameExport(b, 50<<20)
	b.ReportAllocs()
	b.ResetTimer()
	for range b.N {
		if _, err := s.Import(ctx, bytes.NewReader(file)); err == nil {
			b.Fatal("imported")
		}
	}
}
