package persistence

import (
	"bytes"
	"database/sql"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
)

// sqliteMagic opens every SQLite 3 database file.
var sqliteMagic = []byte("SQLite format 3\x00")

// headerSize is the size of the SQLite database header.
const headerSize = 100

// header holds the fields of a SQLite database header that Open checks.
type header struct {
	pageSize      int64
	writeVersion  byte // 1 rollback journal, 2 WAL
	changeCounter uint32
	pageCount     uint32 // valid only if changeCounter == validFor
	userVersion   uint32
	applicationID uint32
	validFor      uint32
}

// parseHeader decodes the first 100 bytes of a SQLite file.
func parseHeader(b []byte) (header, error) {
	if len(b) < headerSize {
		return header{}, fmt.Errorf("file is %d bytes, shorter than a SQLite header", len(b))
	}
	if !bytes.Equal(b[:16], sqliteMagic) {
		return header{}, errors.New("file does not start with the SQLite header")
	}
	h := header{
		pageSize:      int64(binary.BigEndian.Uint16(b[16:18])),
		writeVersion:  b[18],
		changeCounter: binary.BigEndian.Uint32(b[24:28]),
		pageCount:     binary.BigEndian.Uint32(b[28:32]),
		userVersion:   binary.BigEndian.Uint32(b[60:64]),
		applicationID: binary.BigEndian.Uint32(b[68:72]),
		validFor:      binary.BigEndian.Uint32(b[92:96]),
	}
	if h.pageSize == 1 {
		h.pageSize = 65536
	}
	if h.pageSize < 512 || h.pageSize > 65536 || h.pageSize&(h.pageSize-1) != 0 {
		return header{}, fmt.Errorf("header has invalid page size %d", h.pageSize)
	}
	if h.writeVersion != 1 && h.writeVersion != 2 {
		return header{}, fmt.Errorf("header has invalid file format version %d", h.writeVersion)
	}
	return h, nil
}

// errNeedLock is returned by checkFile, when not called under the lock, for
// a file whose check needs SQLite: one with a write-ahead log beside it.
var errNeedLock = errors.New("check needs the lock")

// checkFile decides, without writing to it, whether path may be opened: it
// must be missing, empty, or a Haventable SQLite database whose schema is not
// newer than this build. Most files are checked from their header alone and
// nothing is created. A file with a write-ahead log beside it (left by a
// crash, or in use by another copy) is checked only when locked is true,
// through a read-only SQLite connection; the -shm index that connection may
// create is removed again.
func checkFile(path string, locked bool) error {
	// A pipe or a device is refused before it is opened: opening a pipe
	// would wait for a writer forever.
	if st, err := os.Stat(path); err == nil && !st.IsDir() && !st.Mode().IsRegular() {
		return fmt.Errorf("open %s: %w: it is not a regular file (%s)", path, ErrNotDatabase, st.Mode().Type())
	}
	f, err := os.Open(path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	if err != nil {
		return fmt.Errorf("open campaign database %s: %w", path, err)
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return fmt.Errorf("open campaign database %s: %w", path, err)
	}
	if st.IsDir() {
		return fmt.Errorf("open %s: %w: it is a folder", path, ErrNotDatabase)
	}
	size := st.Size()
	if size == 0 {
		return nil // a new, empty database
	}
	buf := make([]byte, headerSize)
	n, err := io.ReadFull(f, buf)
	if err != nil && !errors.Is(err, io.ErrUnexpectedEOF) {
		return fmt.Errorf("open campaign database %s: read header: %w", path, err)
	}
	h, err := parseHeader(buf[:n])
	if err != nil {
		return fmt.Errorf("open %s: %w: %v", path, ErrNotDatabase, err)
	}

	_, walErr := os.Lstat(path + "-wal")
	hasWAL := walErr == nil
	userVersion, appID, pages := int64(h.userVersion), h.applicationID, int64(-1)
	if !hasWAL {
		// The main file is complete: its size must agree with the header.
		if size%h.pageSize != 0 {
			return fmt.Errorf("open %s: %w: file size %d is not a whole number of %d-byte pages (truncated or damaged)", path, ErrNotDatabase, size, h.pageSize)
		}
		pages = size / h.pageSize
		if h.pageCount != 0 && h.changeCounter == h.validFor {
			if want := int64(h.pageCount) * h.pageSize; size < want {
				return fmt.Errorf("open %s: %w: file is %d bytes but its header says %d (truncated)", path, ErrNotDatabase, size, want)
			}
			pages = int64(h.pageCount)
		}
	} else {
		// Recent changes may live only in the write-ahead log: ask SQLite,
		// read-only, and only while holding the lock, so that no other copy
		// of the app is using the -shm index.
		if !locked {
			return errNeedLock
		}
		userVersion, appID, pages, err = readVersionsReadOnly(path)
		if err != nil {
			return fmt.Errorf("open %s: %w: %v", path, ErrNotDatabase, err)
		}
	}
	if appID != applicationID {
		// An empty database (one page, no tables) is adopted; any other
		// SQLite file belongs to someone else.
		if appID == 0 && userVersion == 0 && pages >= 0 && pages <= 1 {
			// Open creates a new database's schema before it turns on
			// write-ahead logging, so a main file in WAL mode always has
			// our application ID: without it here, the log that held
			// everything is gone or damaged.
			if h.writeVersion == 2 {
				return fmt.Errorf("open %s: %w", path, ErrJournalLost)
			}
			return nil
		}
		return fmt.Errorf("open %s: %w: it is a SQLite database of another program", path, ErrNotDatabase)
	}
	if latest := int64(latestVersion()); userVersion > latest {
		return fmt.Errorf("open %s: %w (file schema version %d, this build knows up to %d)", path, ErrSchemaTooNew, userVersion, latest)
	}
	return nil
}

// readVersionsReadOnly reads user_version, application_id and the number of
// schema objects through a read-only connection. pages is 0 when the schema
// holds no objects and 2 otherwise (only "empty or not" matters).
func readVersionsReadOnly(path string) (userVersion int64, appID uint32, pages int64, err error) {
	shm := path + "-shm"
	if _, err := os.Lstat(shm); errors.Is(err, fs.ErrNotExist) {
		defer os.Remove(shm) // runs after db.Close below
	}
	db, err := sql.Open("sqlite3", sqliteURI(path)+"?mode=ro&_busy_timeout=5000")
	if err != nil {
		return 0, 0, 0, err
	}
	defer db.Close()
	var id int64
	if err := db.QueryRow("PRAGMA user_version").Scan(&userVersion); err != nil {
		return 0, 0, 0, err
	}
	if err := db.QueryRow("PRAGMA application_id").Scan(&id); err != nil {
		return 0, 0, 0, err
	}
	var objects int64
	if err := db.QueryRow("SELECT count(*) FROM sqlite_master").Scan(&objects); err != nil {
		return 0, 0, 0, err
	}
	pages = 0
	if objects > 0 {
		pages = 2
	}
	return userVersion, uint32(id), pages, nil
}
