package persistence

import (
	"bytes"
	"compress/flate"
	"context"
	"errors"
	"fmt"
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
