package persistence

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"time"

	_ "github.com/mattn/go-sqlite3" // registers the "sqlite3" driver
)

// Sentinel errors returned (wrapped, with the file name) by Open. Test for
// them with errors.Is.
var (
	// ErrNotDatabase means the file is not a Haventable database: not SQLite
	// at all, damaged or truncated, or a SQLite database of another program.
	ErrNotDatabase = errors.New("not a Haventable campaign database")
	// ErrSchemaTooNew means the file was written by a newer version of the app.
	ErrSchemaTooNew = errors.New("campaign database was written by a newer version of Haventable; update the app to open it")
	// ErrLocked means another running copy of the app has the file open.
	ErrLocked = errors.New("campaign database is already open in another running copy of Haventable")
	// ErrJournalLost means the database's write-ahead log (the -wal file),
	// which held its content, is missing or damaged.
	ErrJournalLost = errors.New("the campaign database's write-ahead log (its -wal file) is missing or damaged, and the campaign was only there")
	// ErrDamaged means the file is a Haventable database but damaged: a
	// page SQLite cannot read, or a table or column the schema needs is
	// missing. It is an ErrNotDatabase too.
	ErrDamaged = fmt.Errorf("campaign database is damaged (%w)", ErrNotDatabase)
	// ErrReadOnly means the file, a working file SQLite keeps beside it, or
	// its folder may not be written by this user (or is on a read-only
	// disk); the message says which.
	ErrReadOnly = errors.New("campaign database cannot be written")
	// ErrLinked means the database file has more than one name (hard
	// links). SQLite names the write-ahead log after the name it was
	// opened by, so opening it by another name after a crash loses the
	// actions only the first name's -wal holds, and SQLite's own
	// documentation lists it as a way to damage a database.
	ErrLinked = errors.New("the campaign database file has more than one name (a hard link); delete the other names and open it through the one it was last used by (its -wal file lies beside that one), or open a copy")
	// ErrNotFound means the campaign, character, note or action asked for does not exist.
	ErrNotFound = errors.New("not found")
)

// applicationID is written to the SQLite header (PRAGMA application_id) of
// every Haventable database: "HvTb".
const applicationID = 0x48765462

// Store is an open Haventable database. Its methods are safe for concurrent
// use; writes are serialized on a single connection.
type Store struct {
	path string
	db   *sql.DB
	lock *fileLock

	closeOnce sync.Once
	closeErr  error

	policy atomic.Int32 // a HistoryPolicy

	uid     string       // the database's own identity (open_state.uid)
	mark    *openMark    // the file saying the database is open, with its count of actions
	warning *LostActions // what Open found lost after a crash, or nil

	// now returns the current time; tests replace it for determinism.
	now func() time.Time
}

// Open opens the campaign database at path, creating the file and its parent
// folder if missing, and brings its schema up to date.
//
// Before anything is written, Open checks the file: one that is not a
// Haventable SQLite database is refused with ErrNotDatabase, one with a schema
// newer than this build with ErrSchemaTooNew; a refused file is left byte for
// byte untouched and no side files are created. A file held open by another
// Store (in this or another process) is refused with ErrLocked.
func Open(path string) (*Store, error) {
	abs, err := filepath.Abs(path)
	if err != nil {
		return nil, fmt.Errorf("open campaign database %s: %w", path, err)
	}
	// SQLite names the -wal and -shm after the file a symbolic link
	// leads to: so do the checks here.
	if real, err := filepath.EvalSymlinks(abs); err == nil {
		abs = real
	}
	// First check without taking the lock, so that a refused file is not
	// opened for writing.
	if err := checkFile(abs, false); err != nil && !errors.Is(err, errNeedLock) {
		return nil, err
	}
	// A file that cannot be written is refused before SQLite opens it:
	// SQLite would open it read-only, fail at the first change and leave
	// read-only -wal and -shm files that block the next start.
	if err := checkWritable(abs); err != nil {
		return nil, err
	}
	if err := os.MkdirAll(filepath.Dir(abs), 0o700); err != nil {
		if isReadOnly(err) {
			return nil, fmt.Errorf("open %s: %w: its folder cannot be created (%v)", abs, ErrReadOnly, err)
		}
		return nil, fmt.Errorf("open campaign database %s: create folder: %w", abs, err)
	}
	lock, err := acquireLock(abs)
	if err != nil {
		if errors.Is(err, errWouldBlock) {
			return nil, fmt.Errorf("open %s: %w", abs, ErrLocked)
		}
		if isReadOnly(err) {
			return nil, fmt.Errorf("open %s: %w (%v)", abs, ErrReadOnly, err)
		}
		return nil, fmt.Errorf("open campaign database %s: lock: %w", abs, err)
	}
	// One file, one name: a second name (hard link) would have its own
	// -wal. Checked under the lock, so a copy holding the file through
	// another name is refused as locked instead.
	if err := checkLinks(abs, lock); err != nil {
		lock.release()
		return nil, err
	}
	// Check again under the lock: another copy may have changed the file
	// between the first check and taking the lock.
	if err := checkFile(abs, true); err != nil {
		lock.release()
		return nil, err
	}
	// What a crash left: the count of actions recorded then, and whether
	// the -wal that held the last of them is still there. Read before
	// SQLite opens the file (and may make a new, empty -wal).
	marked, markUID, hadMark := readOpenMark(abs)
	_, walErr := os.Lstat(abs + "-wal")
	walMissing := errors.Is(walErr, fs.ErrNotExist)
	if st, err := os.Stat(abs); err != nil || st.Size() == 0 {
		if err := createSchema(abs); err != nil {
			lock.release()
			return nil, err
		}
	}
	s, err := openChecked(abs, lock)
	if err != nil {
		lock.release()
		return nil, err
	}
	fail := func(err error) (*Store, error) {
		s.db.Close()
		lock.release()
		return nil, err
	}
	ctx := context.Background()
	count, err := actionCount(ctx, s.db)
	if err != nil {
		return fail(fmt.Errorf("open campaign database %s: count actions: %w", abs, err))
	}
	id, err := readIdentity(ctx, s.db)
	if err != nil {
		return fail(fmt.Errorf("open campaign database %s: %w", abs, err))
	}
	if hadMark && marked > count && (markUID == "" || markUID == id.uid) {
		s.warning = &LostActions{Path: abs, Count: marked - count, WALMissing: walMissing}
	}
	// Renamed or moved after a crash: the -wal kept the old name. Checked
	// before anything is written (the vacuum below may write).
	if walMissing && s.warning == nil {
		if s.warning, err = checkMoved(abs, id, count); err != nil {
			return fail(err)
		}
	}
	if err := incrementalVacuum(ctx, s.db); err != nil {
		return fail(fmt.Errorf("open campaign database %s: %w", abs, err))
	}
	if err := s.markOpen(ctx, abs); err != nil {
		return fail(fmt.Errorf("open campaign database %s: %w", abs, err))
	}
	if id.open && id.path != "" && id.path != abs {
		forgetOld(id.path, id.uid)
	}
	s.uid = id.uid
	if s.mark, err = createOpenMark(abs, count, id.uid); err != nil {
		return fail(err)
	}
	return s, nil
}

// Warning returns what Open found wrong but opened anyway: a
// *LostActions when actions recorded before a crash are gone. It is nil
// otherwise.
func (s *Store) Warning() error {
	if s.warning == nil {
		return nil
	}
	return s.warning
}

// LinkedError is the error (wrapping ErrLinked) Open returns for a
// database file with more than one name.
type LinkedError struct {
	// Path is the name Open was given (symbolic links followed).
	Path string
	// Names is how many names the file has.
	Names int
	// Others are its other names in the same folder; names in other
	// folders cannot be found without searching the disk.
	Others []string
}

func (e *LinkedError) Error() string {
	msg := fmt.Sprintf("open %s: %v: it has %d names", e.Path, ErrLinked, e.Names)
	if len(e.Others) > 0 {
		msg += ", also " + strings.Join(e.Others, ", ")
	}
	return msg
}

// Unwrap makes a LinkedError an ErrLinked.
func (e *LinkedError) Unwrap() error { return ErrLinked }

// checkLinks refuses a database file with more than one name.
func checkLinks(abs string, lock *fileLock) error {
	n, err := lock.links()
	if err != nil {
		return fmt.Errorf("open campaign database %s: %w", abs, err)
	}
	if n <= 1 {
		return nil
	}
	return &LinkedError{Path: abs, Names: int(n), Others: otherNames(abs)}
}

// otherNames lists the other names of the file at abs in its own folder
// (another folder's names cannot be found without searching the disk).
func otherNames(abs string) []string {
	st, err := os.Stat(abs)
	if err != nil {
		return nil
	}
	entries, err := os.ReadDir(filepath.Dir(abs))
	if err != nil {
		return nil
	}
	var names []string
	for _, e := range entries {
		p := filepath.Join(filepath.Dir(abs), e.Name())
		if p == abs || !e.Type().IsRegular() {
			continue
		}
		if o, err := os.Lstat(p); err == nil && os.SameFile(st, o) {
			names = append(names, p)
		}
	}
	return names
}

// isReadOnly reports whether err says a file may not be written.
func isReadOnly(err error) bool {
	return errors.Is(err, fs.ErrPermission) || errors.Is(err, syscall.EROFS)
}

// createSchema gives a new, empty database file its schema with a rollback
// journal, before openChecked turns on write-ahead logging. The main file
// of a database in WAL mode thus always carries the application ID and
// schema, and checkFile can tell a lost -wal file from a new database. A
// crash here leaves an empty database (SQLite rolls the journal back).
func createSchema(abs string) error {
	db, err := sql.Open("sqlite3", sqliteURI(abs)+"?_foreign_keys=on&_busy_timeout=5000&_txlock=immediate")
	if err != nil {
		return fmt.Errorf("create campaign database %s: %w", abs, err)
	}
	db.SetMaxOpenConns(1)
	// Pages freed by CompactBefore go back to the file system: the mode is
	// set before the first table exists (see also openChecked).
	_, err = db.Exec("PRAGMA auto_vacuum = INCREMENTAL")
	if err == nil {
		err = migrate(context.Background(), db)
	}
	if cerr := db.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return fmt.Errorf("create campaign database %s: %w", abs, err)
	}
	return nil
}

// Checkpoint copies what the write-ahead log holds into the database file
// and empties the log, so that the file alone holds every committed change.
// Call it after a change worth not keeping only in the log, such as the
// first campaign of a new database.
func (s *Store) Checkpoint(ctx context.Context) error {
	var busy, logged, done int
	if err := s.db.QueryRowContext(ctx, "PRAGMA wal_checkpoint(TRUNCATE)").Scan(&busy, &logged, &done); err != nil {
		return fmt.Errorf("checkpoint %s: %w", s.path, err)
	}
	if busy != 0 {
		return fmt.Errorf("checkpoint %s: the database is busy", s.path)
	}
	return nil
}

func openChecked(abs string, lock *fileLock) (*Store, error) {
	// synchronous=NORMAL in WAL mode: every commit survives a crash of the
	// app; a power cut may lose the last commits but never corrupts. The
	// journal mode is not in the DSN: switching a file to WAL writes its
	// header, so it is done below, once the file has passed its checks.
	// The connection keeps its prepared statements (_stmt_cache_size): a
	// table action runs the same few, and preparing them again was a
	// seventh of BenchmarkSessionDo.
	dsn := sqliteURI(abs) + "?_foreign_keys=on&_busy_timeout=5000&_synchronous=NORMAL&_txlock=immediate&_stmt_cache_size=32"
	db, err := sql.Open("sqlite3", dsn)
	if err != nil {
		return nil, fmt.Errorf("open campaign database %s: %w", abs, err)
	}
	// One connection: every statement runs on it in turn, so writes never
	// contend with each other inside the process.
	db.SetMaxOpenConns(1)
	db.SetMaxIdleConns(1)
	db.SetConnMaxLifetime(0)
	db.SetConnMaxIdleTime(0)
	ctx := context.Background()
	// Reading the schema makes SQLite parse it: a damaged file fails here,
	// before anything is written to it.
	var objects int
	if err := db.QueryRowContext(ctx, "SELECT count(*) FROM sqlite_master").Scan(&objects); err != nil {
		db.Close()
		if isCorrupt(err) {
			return nil, fmt.Errorf("open %s: %w: %v", abs, ErrNotDatabase, err)
		}
		return nil, fmt.Errorf("open campaign database %s: %w", abs, err)
	}
	// Damage SQLite does not see until it reads the page, and a schema that
	// is not what the migrations made, are refused before anything is
	// written (see checkDatabase).
	if err := checkDatabase(ctx, db, "quick_check"); err != nil {
		db.Close()
		return nil, fmt.Errorf("open %s: %w", abs, err)
	}
	// The one connection keeps the mode (and WAL is kept in the file).
	var mode string
	if err := db.QueryRowContext(ctx, "PRAGMA journal_mode = WAL").Scan(&mode); err != nil {
		db.Close()
		return nil, fmt.Errorf("open campaign database %s: set journal mode: %w", abs, err)
	}
	if !strings.EqualFold(mode, "wal") {
		db.Close()
		return nil, fmt.Errorf("open campaign database %s: journal mode is %q, want wal", abs, mode)
	}
	// The -wal is checkpointed into the file every 256 pages (1 MB) and cut
	// back to 1 MB after each checkpoint, so that a long evening's play
	// does not keep a 4 MB -wal beside the file (SQLite's default: 1,000
	// pages, never cut).
	for _, pragma := range []string{"PRAGMA wal_autocheckpoint = 256", "PRAGMA journal_size_limit = 1048576"} {
		if _, err := db.ExecContext(ctx, pragma); err != nil {
			db.Close()
			return nil, fmt.Errorf("open campaign database %s: %s: %w", abs, pragma, err)
		}
	}
	s := &Store{path: abs, db: db, lock: lock, now: time.Now}
	if err := migrate(ctx, db); err != nil {
		db.Close()
		return nil, fmt.Errorf("open campaign database %s: %w", abs, err)
	}
	return s, nil
}

// incrementalVacuum turns on incremental vacuum in a database made before
// it was set at creation: the mode takes effect with a VACUUM, which
// rewrites the file once, atomically. In a database that has it, it gives
// the free pages back to the file system.
func incrementalVacuum(ctx context.Context, db *sql.DB) error {
	var mode int
	if err := db.QueryRowContext(ctx, "PRAGMA auto_vacuum").Scan(&mode); err != nil {
		return fmt.Errorf("read auto_vacuum: %w", err)
	}
	const incremental = 2
	if mode == incremental {
		// Give back the pages freed since: an earlier version kept a
		// whole scenario per undone action, freed by redo or a new action.
		if _, err := db.ExecContext(ctx, "PRAGMA incremental_vacuum"); err != nil {
			return fmt.Errorf("incremental vacuum: %w", err)
		}
		return nil
	}
	if _, err := db.ExecContext(ctx, "PRAGMA auto_vacuum = INCREMENTAL"); err != nil {
		return fmt.Errorf("set auto_vacuum: %w", err)
	}
	if _, err := db.ExecContext(ctx, "VACUUM"); err != nil {
		return fmt.Errorf("vacuum: %w", err)
	}
	return nil
}

// Identity returns the database's own identity: a random text made with
// the database, kept inside it, so the same under another name or in
// another folder (and in a copy). Settings that belong to one database
// are keyed by it.
func (s *Store) Identity() string { return s.uid }

// Path returns the absolute path of the database file.
func (s *Store) Path() string { return s.path }

// Close closes the database and releases the lock on it. Calling Close more
// than once is harmless.
func (s *Store) Close() error {
	s.closeOnce.Do(func() {
		// Closed: the checkpoint SQLite makes as it closes takes this into
		// the main file (see checkMoved). A failure only weakens that
		// check: the database is closed all the same.
		_, _ = s.db.Exec("UPDATE open_state SET open = 0 WHERE id = 1")
		s.closeErr = s.db.Close()
		if s.closeErr == nil {
			// SQLite has checkpointed and removed the -wal: the main
			// file holds everything.
			s.closeErr = s.mark.remove()
		} else {
			s.mark.closeKeep()
		}
		if err := s.lock.release(); err != nil && s.closeErr == nil {
			s.closeErr = err
		}
		if s.closeErr != nil {
			s.closeErr = fmt.Errorf("close campaign database %s: %w", s.path, s.closeErr)
		}
	})
	return s.closeErr
}

// sqliteURI turns an absolute file path into a SQLite URI without query.
func sqliteURI(abs string) string {
	p := filepath.ToSlash(abs)
	if !strings.HasPrefix(p, "/") {
		p = "/" + p // Windows drive letter: file:///C:/...
	}
	r := strings.NewReplacer("%", "%25", "?", "%3f", "#", "%23")
	return "file://" + r.Replace(p)
}

// millis converts t to Unix milliseconds for storage.
func millis(t time.Time) int64 { return t.UnixMilli() }

// fromMillis converts stored Unix milliseconds back to a UTC time.
func fromMillis(ms int64) time.Time { return time.UnixMilli(ms).UTC() }

// ErrOwnFile is returned for a file the store itself uses, named as the
// target of an export or another write that would destroy it.
var ErrOwnFile = errors.New("that file is the campaign database itself (or one of its working files); choose another name")

// sideSuffixes name the files SQLite and the store keep beside the database.
var sideSuffixes = []string{"", "-wal", "-shm", "-journal", ".lock", openMarkSuffix}

// CheckTarget returns an error wrapping ErrOwnFile if writing path would
// write over the database or one of its side files, however path reaches
// it: by the same name, another spelling, a symbolic link or a hard link.
// Files are compared by identity (device and inode), and a path that does
// not exist yet by its folder's identity and its name.
func (s *Store) CheckTarget(path string) error {
	target, err := filepath.Abs(path)
	if err != nil {
		return fmt.Errorf("check %s: %w", path, err)
	}
	if st, err := os.Stat(target); err == nil {
		for _, suffix := range sideSuffixes {
			if own, err := os.Stat(s.path + suffix); err == nil && os.SameFile(st, own) {
				return fmt.Errorf("write %s: %w", path, ErrOwnFile)
			}
		}
		return nil
	}
	// A new file: it is ours if it would be created in the database's folder
	// under one of our names (a -wal or -shm SQLite has not made yet).
	dir, err := os.Stat(filepath.Dir(target))
	if err != nil {
		return nil // the write itself will fail and say why
	}
	own, err := os.Stat(filepath.Dir(s.path))
	if err != nil || !os.SameFile(dir, own) {
		return nil
	}
	name := filepath.Base(target)
	for _, suffix := range sideSuffixes {
		if sameName(name, filepath.Base(s.path)+suffix) {
			return fmt.Errorf("write %s: %w", path, ErrOwnFile)
		}
	}
	return nil
}
