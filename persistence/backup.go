package persistence

import (
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/haventable/haventable/persistence/atomicfile"
)

// BackupsKept is how many automatic backups of one campaign are kept: the
// oldest beyond it is removed after each new one.
const BackupsKept = 10

// BackupDir is the folder of the automatic backups, beside the database:
// "campaigns.db" has "campaigns.db-backups". "" for a store without a file.
func (s *Store) BackupDir() string {
	if s.path == "" {
		return ""
	}
	return s.path + "-backups"
}

// backupPrefix starts the name of every backup of campaign id.
func backupPrefix(id int64) string { return "campaign-" + strconv.FormatInt(id, 10) + "-" }

// Backup writes campaign id whole, as Export writes it (File › Import
// restores it), into BackupDir as "campaign-<id>-<time>.json" (the time in
// UTC, to the millisecond, so that the names sort by age), written whole or
// not at all; then the backups of the campaign beyond the BackupsKept newest
// are removed. It returns the file written.
func (s *Store) Backup(ctx context.Context, id int64) (string, error) {
	dir := s.BackupDir()
	if dir == "" {
		return "", fmt.Errorf("back up campaign %d: the database has no file", id)
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return "", fmt.Errorf("back up campaign %d: %w", id, err)
	}
	at := s.now().UTC()
	name := ""
	for { // two backups in one millisecond: the second a millisecond on
		name = filepath.Join(dir, backupPrefix(id)+at.Format("20060102T150405.000Z")+".json")
		if _, err := os.Lstat(name); os.IsNotExist(err) {
			break
		}
		at = at.Add(time.Millisecond)
	}
	if err := atomicfile.Write(name, 0o644, func(w io.Writer) error { return s.Export(ctx, id, w) }); err != nil {
		return "", fmt.Errorf("back up campaign %d: %w", id, err)
	}
	backups, err := s.Backups(id)
	if err != nil {
		return name, err
	}
	for _, old := range backups[min(len(backups), BackupsKept):] {
		if err := os.Remove(old); err != nil {
			return name, fmt.Errorf("back up campaign %d: remove an old backup: %w", id, err)
		}
	}
	return name, nil
}

// Backups lists the automatic backups of campaign id, newest first.
func (s *Store) Backups(id int64) ([]string, error) {
	dir := s.BackupDir()
	if dir == "" {
		return nil, nil
	}
	entries, err := os.ReadDir(dir)
	if os.IsNotExist(err) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("list the backups of campaign %d: %w", id, err)
	}
	var out []string
	for _, e := range entries {
		if e.Type().IsRegular() && strings.HasPrefix(e.Name(), backupPrefix(id)) && strings.HasSuffix(e.Name(), ".json") {
			out = append(out, filepath.Join(dir, e.Name()))
		}
	}
	slices.Sort(out)
	slices.Reverse(out)
	return out, nil
}
