package persistence

import (
	"context"
	"database/sql"
	"embed"
	"fmt"
	"io/fs"
	"path"
	"sort"
	"strconv"
	"strings"
)

// migrationFiles holds the schema migrations, named NNNN_description.sql.
// Migration N brings the schema from version N-1 to N; the version is kept
// in PRAGMA user_version. Never edit a committed migration: add a new one.
//
//go:embed migrations/*.sql
var migrationFiles embed.FS

// migration is one embedded schema step.
type migration struct {
	version int
	name    string
	sql     string
}

// loadMigrations returns the embedded migrations in order, checking that
// they are numbered 1, 2, 3 ... without gaps or duplicates.
func loadMigrations(fsys fs.FS) ([]migration, error) {
	names, err := fs.Glob(fsys, "migrations/*.sql")
	if err != nil {
		return nil, err
	}
	var ms []migration
	for _, name := range names {
		base := path.Base(name)
		num, _, ok := strings.Cut(base, "_")
		if !ok {
			return nil, fmt.Errorf("migration %s: name must be NNNN_description.sql", base)
		}
		v, err := strconv.Atoi(num)
		if err != nil || v <= 0 {
			return nil, fmt.Errorf("migration %s: bad version number %q", base, num)
		}
		body, err := fs.ReadFile(fsys, name)
		if err != nil {
			return nil, fmt.Errorf("migration %s: %w", base, err)
		}
		ms = append(ms, migration{version: v, name: base, sql: string(body)})
	}
	sort.Slice(ms, func(i, j int) bool { return ms[i].version < ms[j].version })
	for i, m := range ms {
		if m.version != i+1 {
			return nil, fmt.Errorf("migration %s: expected version %d", m.name, i+1)
		}
	}
	return ms, nil
}

// migrations is the embedded, ordered list; a malformed set is a build bug.
var migrations = func() []migration {
	ms, err := loadMigrations(migrationFiles)
	if err != nil {
		panic("persistence: " + err.Error())
	}
	return ms
}()

// latestVersion is the schema version this build creates and understands.
func latestVersion() int { return len(migrations) }

// migrate applies every migration newer than the database's user_version,
// in order, each in its own transaction together with the new version.
func migrate(ctx context.Context, db *sql.DB) error {
	return applyMigrations(ctx, db, migrations)
}

func applyMigrations(ctx context.Context, db *sql.DB, ms []migration) error {
	for _, m := range ms {
		if err := applyMigration(ctx, db, m); err != nil {
			return err
		}
	}
	return nil
}

func applyMigration(ctx context.Context, db *sql.DB, m migration) error {
	tx, err := db.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("migration %s: %w", m.name, err)
	}
	defer tx.Rollback()
	var current int
	// Read the version inside the (immediate) transaction so two openers
	// can never both apply the same step.
	if err := tx.QueryRowContext(ctx, "PRAGMA user_version").Scan(&current); err != nil {
		return fmt.Errorf("migration %s: read schema version: %w", m.name, err)
	}
	if current >= m.version {
		return nil
	}
	if current != m.version-1 {
		return fmt.Errorf("migration %s: schema is at version %d, expected %d", m.name, current, m.version-1)
	}
	if _, err := tx.ExecContext(ctx, m.sql); err != nil {
		return fmt.Errorf("migration %s: %w", m.name, err)
	}
	if _, err := tx.ExecContext(ctx, fmt.Sprintf("PRAGMA user_version = %d", m.version)); err != nil {
		return fmt.Errorf("migration %s: record version: %w", m.name, err)
	}
	if err := tx.Commit(); err != nil {
		return fmt.Errorf("migration %s: commit: %w", m.name, err)
	}
	return nil
}
