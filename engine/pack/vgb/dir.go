package vgb

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"strings"

	"github.com/haventable/haventable/engine/limitfile"
	"github.com/haventable/haventable/engine/pack"
)

// PackName is the name of a pack imported from a VGB folder.
const PackName = "Virtual Gloomhaven Board"

// ErrNoScenarios means a folder holds no VGB scenario files.
var ErrNoScenarios = errors.New("no Virtual Gloomhaven Board scenario files (assets/data/scenarios/*.json) in the folder")

// ImportFS reads a VGB folder as fsys holds it (the repository, its
// VirtualGloomhavenBoard folder, or any folder with a scenarios folder):
// every *.json under a folder called "scenarios" and, when there is one,
// the tile shapes of its Elm/src/BoardMapTile.elm (else those of others).
// Folders called .git or node_modules are not looked into.
func ImportFS(fsys fs.FS, others []*pack.Pack) (*pack.Pack, *pack.Report, error) {
	return importFS(fsys, func(p string, limit int) ([]byte, error) {
		if st, err := fs.Stat(fsys, p); err != nil {
			return nil, err
		} else if !st.Mode().IsRegular() {
			return nil, fmt.Errorf("%s: %w (%s)", p, limitfile.ErrNotRegular, st.Mode().Type())
		}
		return fs.ReadFile(fsys, p)
	}, others)
}

// importFS is ImportFS reading each file with read: at most limit bytes
// (more is an error), of a regular file only.
func importFS(fsys fs.FS, read func(p string, limit int) ([]byte, error), others []*pack.Pack) (*pack.Pack, *pack.Report, error) {
	var files []File
	var elm []byte
	total := 0
	err := fs.WalkDir(fsys, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if d.Name() == ".git" || d.Name() == "node_modules" {
				return fs.SkipDir
			}
			return nil
		}
		isElm := strings.HasSuffix(p, TileFile) && (p == TileFile || strings.HasSuffix(p, "/"+TileFile))
		isScenario := strings.HasSuffix(p, ".json") && strings.Contains("/"+path.Dir(p)+"/", "/scenarios/")
		if !isElm && !isScenario {
			return nil
		}
		data, err := read(p, pack.MaxFileSize-total)
		if errors.As(err, new(*limitfile.TooLargeError)) {
			return fmt.Errorf("%w: over %d bytes of scenario files", pack.ErrTooLarge, pack.MaxFileSize)
		}
		if err != nil {
			return err
		}
		if total += len(data); total > pack.MaxFileSize {
			return fmt.Errorf("%w: over %d bytes of scenario files", pack.ErrTooLarge, pack.MaxFileSize)
		}
		if isElm {
			if elm == nil {
				elm = data
			}
			return nil
		}
		if path.Base(p) == "template.json" {
			return nil // VGB's blank scenario for its editor, not a scenario
		}
		files = append(files, File{Name: p, Data: data})
		return nil
	})
	if err != nil {
		return nil, nil, err
	}
	if len(files) == 0 {
		return nil, nil, ErrNoScenarios
	}
	var tiles []pack.Tile
	var rep pack.Report
	if elm != nil {
		if tiles, err = ParseTiles(elm); err != nil {
			rep.Warn(TileFile, "tile shapes not read: %v", err)
		}
	}
	p, r, err := Import(PackName, files, tiles, others)
	if err != nil {
		return nil, nil, err
	}
	r.Warnings = append(rep.Warnings, r.Warnings...)
	return p, r, nil
}

// ImportDir is ImportFS of the folder dir; errors name it.
func ImportDir(dir string, others []*pack.Pack) (*pack.Pack, *pack.Report, error) {
	// Each file is read as limitfile reads it: a pipe or device named
	// *.json is refused, not waited on.
	p, rep, err := importFS(os.DirFS(dir), func(p string, limit int) ([]byte, error) {
		data, err := limitfile.Read(filepath.Join(dir, filepath.FromSlash(p)), int64(limit))
		if errors.Is(err, limitfile.ErrNotRegular) {
			err = fmt.Errorf("%s: %w", p, err)
		}
		return data, err
	}, others)
	if err != nil {
		return nil, nil, fmt.Errorf("%s: %w", dir, err)
	}
	return p, rep, nil
}

// ImportFile reads one VGB scenario file called name holding data. The tile
// shapes come from the BoardMapTile.elm of the VGB checkout the file lies
// in, when dir (the folder the file was read from; "" for none) is inside
// one, else from others.
func ImportFile(name string, data []byte, dir string, others []*pack.Pack) (*pack.Pack, *pack.Report, error) {
	var tiles []pack.Tile
	if elm := findElm(dir); elm != nil {
		tiles, _ = ParseTiles(elm)
	}
	p, rep, err := Import(PackName, []File{{Name: name, Data: data}}, tiles, others)
	if err != nil {
		return nil, nil, err
	}
	if len(p.Scenarios) == 1 {
		p.Name = pack.ClipName(PackName + " " + p.Scenarios[0].Title)
	}
	return p, rep, nil
}

// findElm looks for Elm/src/BoardMapTile.elm in dir and up to four folders
// above it (a scenario file lies in assets/data/scenarios or below).
func findElm(dir string) []byte {
	if dir == "" {
		return nil
	}
	for range 5 {
		if data, err := limitfile.Read(filepath.Join(dir, filepath.FromSlash(TileFile)), pack.MaxFileSize); err == nil {
			return data
		}
		up := filepath.Dir(dir)
		if up == dir {
			break
		}
		dir = up
	}
	return nil
}
