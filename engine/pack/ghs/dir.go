package ghs

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/haventable/haventable/engine/limitfile"
	"github.com/haventable/haventable/engine/pack"
)

// dirParts are the parts of a GHS edition's data folder (data/<edition>/)
// that the importer reads: the folder's own files (base.json, items.json,
// battle-goals.json, personal-quests.json, events.json …) and these
// subfolders' *.json files; labels only in the languages kept.
var dirParts = []string{".", "character", "character/deck", "monster", "monster/deck", "scenarios", "sections"}

// IsDataDir reports whether dir looks like a GHS edition's data folder: it
// holds base.json or one of the sheet's list files.
func IsDataDir(dir string) bool {
	for _, name := range []string{"base.json", "items.json", "battle-goals.json", "personal-quests.json", "events.json"} {
		if fi, err := os.Stat(filepath.Join(dir, name)); err == nil && fi.Mode().IsRegular() {
			return true
		}
	}
	return false
}

// ImportDir reads a GHS edition's data folder (data/gh/) as Import reads
// its files; the pack is named after the folder. Only regular files are
// read, together at most pack.MaxFileSize bytes.
func ImportDir(dir string, others []*pack.Pack) (*pack.Pack, *pack.Report, error) {
	files, err := ReadDir(dir)
	if err != nil {
		return nil, nil, err
	}
	return ImportWith(filepath.Base(filepath.Clean(dir)), files, others)
}

// ReadDir returns the files of a GHS edition's data folder that the
// importer reads, with names relative to dir ("label/de.json").
func ReadDir(dir string) ([]File, error) {
	var names []string
	for _, part := range dirParts {
		entries, err := os.ReadDir(filepath.Join(dir, part))
		if err != nil {
			continue
		}
		for _, e := range entries {
			if e.Type().IsRegular() && strings.HasSuffix(e.Name(), ".json") {
				names = append(names, filepath.ToSlash(filepath.Join(part, e.Name())))
			}
		}
	}
	for _, lang := range append([]string{"en"}, sheetLangs...) {
		for _, sub := range []string{"label", "label/spoiler"} {
			name := sub + "/" + lang + ".json"
			if fi, err := os.Lstat(filepath.Join(dir, filepath.FromSlash(name))); err == nil && fi.Mode().IsRegular() {
				names = append(names, name)
			}
		}
	}
	sort.Strings(names)
	var files []File
	total := 0
	for _, name := range names {
		data, err := limitfile.Read(filepath.Join(dir, filepath.FromSlash(name)), int64(pack.MaxFileSize-total))
		if err != nil {
			var big *limitfile.TooLargeError
			if errors.As(err, &big) {
				return nil, fmt.Errorf("%s: %w: the folder's files are over %d bytes together", dir, pack.ErrTooLarge, pack.MaxFileSize)
			}
			return nil, fmt.Errorf("%s: %w", filepath.Join(dir, name), err)
		}
		total += len(data)
		files = append(files, File{Name: name, Data: data})
	}
	if len(files) == 0 {
		return nil, fmt.Errorf("%s: no Gloomhaven Secretariat data files", dir)
	}
	return files, nil
}
