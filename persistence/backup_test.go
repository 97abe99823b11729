package persistence

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/haventable/haventable/engine/campaign"
)

// A backup is the campaign's export in the folder beside the database; the
// BackupsKept newest are kept; importing one brings the campaign back.
func TestBackupKeepsTheNewestAndRestores(t *testing.T) {
	s := openTemp(t)
	ctx := context.Background()
	clock := time.Date(2026, 11, 28, 22, 0, 0, 0, time.UTC)
	s.now = func() time.Time { clock = clock.Add(time.Second); return clock }
	c, err := s.CreateCampaign(ctx, "Backed up")
	if err != nil {
		t.Fatal(err)
	}
	other, err := s.CreateCampaign(ctx, "Other")
	if err != nil {
		t.Fatal(err)
	}
	if _, _, err := s.Edit(ctx, c.ID, campaign.AddCharacter{Character: campaign.Character{Class: "brute", Name: "Lena", Level: 1, Gold: 7,
		Items: []campaign.OwnedItem{{Number: 1, Name: "Reed Boots"}}}}); err != nil {
		t.Fatal(err)
	}
	if s.BackupDir() != s.Path()+"-backups" || filepath.Dir(s.BackupDir()) != filepath.Dir(s.Path()) {
		t.Fatalf("backup folder %q beside %q", s.BackupDir(), s.Path())
	}
	if _, err := s.Backup(ctx, other.ID); err != nil {
		t.Fatal(err)
	}
	// two in the same millisecond are both kept
	frozen := clock
	s.now = func() time.Time { return frozen }
	a, _ := s.Backup(ctx, other.ID)
	b, _ := s.Backup(ctx, other.ID)
	if a == "" || a == b {
		t.Fatalf("two backups in one millisecond: %q %q", a, b)
	}
	s.now = func() time.Time { clock = clock.Add(time.Second); return clock }
	var first string
	for i := range BackupsKept + 3 {
		name, err := s.Backup(ctx, c.ID)
		if err != nil {
			t.Fatal(err)
		}
		if i == 0 {
			first = name
		}
	}
	backups, err := s.Backups(c.ID)
	if err != nil {
		t.Fatal(err)
	}
	if len(backups) != BackupsKept {
		t.Fatalf("%d backups kept, want %d", len(backups), BackupsKept)
	}
	if _, err := os.Stat(first); !os.IsNotExist(err) {
		t.Errorf("the oldest backup %s is still there", first)
	}
	if others, _ := s.Backups(other.ID); len(others) != 3 {
		t.Errorf("the other campaign's backups: %v", others)
	}
	if !strings.HasPrefix(filepath.Base(backups[0]), "campaign-1-20261128T22") || backups[0] <= backups[1] {
		t.Errorf("newest backup %s", backups[0])
	}
	f, err := os.Open(backups[0])
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	restored, err := s.Import(ctx, f)
	if err != nil {
		t.Fatal(err)
	}
	chars, err := s.Characters(ctx, restored.ID)
	if err != nil || len(chars) != 1 || chars[0].Name != "Lena" || chars[0].Gold != 7 || len(chars[0].Items) != 1 {
		t.Errorf("restored: %+v %v", chars, err)
	}
}
