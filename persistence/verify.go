package persistence

import (
	"context"
	"database/sql"
	"fmt"
	"slices"
	"strings"
	"sync"
)

// Verify runs SQLite's full integrity check on the database and compares
// its tables and columns with those the migrations create. It returns an
// error wrapping ErrDamaged (and so ErrNotDatabase), with the findings, if
// either fails. Open runs the quicker check of the same kind.
func (s *Store) Verify(ctx context.Context) error {
	if err := checkDatabase(ctx, s.db, "integrity_check"); err != nil {
		return fmt.Errorf("verify %s: %w", s.path, err)
	}
	return nil
}

// checkDatabase runs PRAGMA pragma (quick_check or integrity_check) and
// then checkSchema on db. A failure wraps ErrDamaged; it writes nothing.
//
// quick_check reads every page of the file once (it skips only the
// comparison of indexes with their tables that integrity_check adds), so
// its cost grows with the file: see BenchmarkOpenAndLoad10000.
func checkDatabase(ctx context.Context, db *sql.DB, pragma string) error {
	// Reading the file through a memory map for the check halves its cost
	// and keeps it from evicting SQLite's page cache; the map is dropped
	// again after it (db has one connection, so the pragmas stick to it).
	if _, err := db.ExecContext(ctx, fmt.Sprintf("PRAGMA mmap_size = %d", checkMmapSize)); err != nil {
		return fmt.Errorf("%s: %w", pragma, err)
	}
	problems, err := integrityProblems(ctx, db, pragma)
	if _, merr := db.ExecContext(ctx, "PRAGMA mmap_size = 0"); merr != nil && err == nil {
		return fmt.Errorf("%s: %w", pragma, merr)
	}
	if err != nil {
		if isCorrupt(err) {
			return fmt.Errorf("%w: %v", ErrDamaged, err)
		}
		return fmt.Errorf("%s: %w", pragma, err)
	}
	if len(problems) > 0 {
		const most = 5
		more := ""
		if len(problems) > most {
			more = fmt.Sprintf("; and %d more", len(problems)-most)
			problems = problems[:most]
		}
		return fmt.Errorf("%w: %s%s", ErrDamaged, strings.Join(problems, "; "), more)
	}
	return checkSchema(ctx, db)
}

// checkMmapSize bounds the memory map checkDatabase reads the file through.
const checkMmapSize = 1 << 30

// integrityProblems returns what PRAGMA pragma reports, without its "ok".
func integrityProblems(ctx context.Context, db *sql.DB, pragma string) ([]string, error) {
	rows, err := db.QueryContext(ctx, "PRAGMA "+pragma)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var problems []string
	for rows.Next() {
		var line string
		if err := rows.Scan(&line); err != nil {
			return nil, err
		}
		if line != "ok" {
			problems = append(problems, line)
		}
	}
	return problems, rows.Err()
}

// column is one column of a table as PRAGMA table_info describes it.
type column struct {
	name, typ string
	notNull   bool
	pk        int
}

// schema maps each table to its columns in order.
type schema map[string][]column

// readSchema reads the tables (SQLite's own left out) and their columns.
func readSchema(ctx context.Context, q querier) (schema, error) {
	rows, err := q.QueryContext(ctx, `SELECT m.name, p.name, p.type, p."notnull", p.pk
		FROM sqlite_master AS m, pragma_table_info(m.name) AS p
		WHERE m.type = 'table' AND m.name NOT LIKE 'sqlite\_%' ESCAPE '\'
		ORDER BY m.name, p.cid`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := schema{}
	for rows.Next() {
		var table string
		var c column
		if err := rows.Scan(&table, &c.name, &c.typ, &c.notNull, &c.pk); err != nil {
			return nil, err
		}
		out[table] = append(out[table], c)
	}
	return out, rows.Err()
}

// checkSchema compares the tables and columns of db with those the
// migrations up to its user_version create: a missing table or column, or
// one of another type, wraps ErrDamaged. Tables and columns db has beyond
// them are allowed.
func checkSchema(ctx context.Context, db *sql.DB) error {
	var version int
	if err := db.QueryRowContext(ctx, "PRAGMA user_version").Scan(&version); err != nil {
		return fmt.Errorf("read schema version: %w", err)
	}
	if version < 0 || version > latestVersion() {
		return nil // Open refuses a newer schema before it gets here
	}
	want, err := expectedSchema(version)
	if err != nil {
		return err
	}
	got, err := readSchema(ctx, db)
	if err != nil {
		if isCorrupt(err) {
			return fmt.Errorf("%w: %v", ErrDamaged, err)
		}
		return fmt.Errorf("read schema: %w", err)
	}
	var problems []string
	tables := make([]string, 0, len(want))
	for t := range want {
		tables = append(tables, t)
	}
	slices.Sort(tables)
	for _, t := range tables {
		have, ok := got[t]
		if !ok {
			problems = append(problems, fmt.Sprintf("table %s is missing", t))
			continue
		}
		for _, c := range want[t] {
			i := slices.IndexFunc(have, func(h column) bool { return h.name == c.name })
			switch {
			case i < 0:
				problems = append(problems, fmt.Sprintf("column %s.%s is missing", t, c.name))
			case have[i] != c:
				problems = append(problems, fmt.Sprintf("column %s.%s is %s, want %s", t, c.name, describe(have[i]), describe(c)))
			}
		}
	}
	if len(problems) > 0 {
		return fmt.Errorf("%w: schema version %d: %s", ErrDamaged, version, strings.Join(problems, "; "))
	}
	return nil
}

func describe(c column) string {
	s := c.typ
	if c.notNull {
		s += " NOT NULL"
	}
	if c.pk > 0 {
		s += fmt.Sprintf(" (primary key part %d)", c.pk)
	}
	return strings.TrimSpace(s)
}

// expectedSchemas caches expectedSchema by version.
var expectedSchemas sync.Map // int -> schema

// expectedSchema is the schema migrations 1..version create, read from an
// in-memory database they are applied to (once per version and process).
func expectedSchema(version int) (schema, error) {
	if s, ok := expectedSchemas.Load(version); ok {
		return s.(schema), nil
	}
	db, err := sql.Open("sqlite3", "file::memory:?_foreign_keys=on")
	if err != nil {
		return nil, fmt.Errorf("expected schema: %w", err)
	}
	defer db.Close()
	db.SetMaxOpenConns(1) // one in-memory database
	ctx := context.Background()
	if err := applyMigrations(ctx, db, migrations[:version]); err != nil {
		return nil, fmt.Errorf("expected schema: %w", err)
	}
	s, err := readSchema(ctx, db)
	if err != nil {
		return nil, fmt.Errorf("expected schema: %w", err)
	}
	expectedSchemas.Store(version, s)
	return s, nil
}
