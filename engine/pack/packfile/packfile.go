// Package packfile reads a game data file of any format Haventable knows
// as a data pack: its own pack format, an X-haven Assistant edition file,
// a Gloomhaven Secretariat data file, a Virtual Gloomhaven Board
// scenario file or folder, or the Frosthaven layouts file of the
// Frosthaven mod for Tabletop Simulator, told apart by what they hold.
package packfile

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/haventable/haventable/engine/pack"
	"github.com/haventable/haventable/engine/pack/fhtts"
	"github.com/haventable/haventable/engine/pack/ghs"
	"github.com/haventable/haventable/engine/pack/vgb"
	"github.com/haventable/haventable/engine/pack/xha"
)

// Source names the format a pack was read from.
type Source string

// The formats Read knows.
const (
	Haventable  Source = "haventable"
	XHaven      Source = "x-haven"
	Secretariat Source = "secretariat"
	// VGB is a Virtual Gloomhaven Board scenario file or folder.
	VGB Source = "vgb"
	// FHTTS is the Frosthaven layouts file of the Frosthaven mod for
	// Tabletop Simulator (gudyfr/fhtts).
	FHTTS Source = "fhtts"
)

// ErrUnknownFormat means a file is JSON but of no format Read knows.
var ErrUnknownFormat = errors.New("not a data pack, an X-haven Assistant edition file, a Gloomhaven Secretariat data file, a Virtual Gloomhaven Board scenario or a Frosthaven layouts file")

// Read reads the file called name (its base name names a Secretariat pack)
// holding data. Parts of a peer's file that cannot be mapped are in the
// report; a file refused as a whole is an error naming why.
func Read(name string, data []byte) (*pack.Pack, *pack.Report, Source, error) {
	return ReadWith(name, data, nil)
}

// ReadWith is Read for a peer's edition whose monster types draw from
// decks of other editions: they are taken from others (the packs already
// imported), see xha.ImportWith and ghs.ImportWith.
func ReadWith(name string, data []byte, others []*pack.Pack) (*pack.Pack, *pack.Report, Source, error) {
	return readIn(name, data, "", others)
}

// ReadPath reads the file or folder at path as ReadWith does (a folder is
// a Gloomhaven Secretariat edition's data folder, or a Virtual Gloomhaven
// Board checkout or its scenarios folder). A VGB
// scenario file takes its tile shapes from the checkout it lies in, when
// it lies in one.
func ReadPath(path string, others []*pack.Pack) (*pack.Pack, *pack.Report, Source, error) {
	if fi, err := os.Stat(path); err == nil && fi.IsDir() && ghs.IsDataDir(path) {
		p, rep, err := ghs.ImportDir(path, others) // a GHS edition's data folder (data/gh/)
		if err != nil {
			return nil, nil, "", err
		}
		return p, rep, Secretariat, nil
	} else if err == nil && fi.IsDir() {
		p, rep, err := vgb.ImportDir(path, others)
		if err != nil {
			return nil, nil, "", err
		}
		return p, rep, VGB, nil
	}
	data, err := pack.ReadFile(path)
	if err != nil {
		return nil, nil, "", err
	}
	return readIn(filepath.Base(path), data, filepath.Dir(path), others)
}

// readIn is ReadWith for a file read from the folder dir ("": none known).
func readIn(name string, data []byte, dir string, others []*pack.Pack) (*pack.Pack, *pack.Report, Source, error) {
	if len(data) > pack.MaxFileSize {
		return nil, nil, "", fmt.Errorf("%s: %w: %d bytes, at most %d", name, pack.ErrTooLarge, len(data), pack.MaxFileSize)
	}
	top, err := pack.Object(data) // parts of data: no copy of a file of megabytes
	if err != nil {
		return nil, nil, "", fmt.Errorf("%s: not a JSON object", name)
	}
	var format string
	_ = json.Unmarshal(top["format"], &format)
	switch {
	case format == pack.Format:
		p, err := pack.Parse(data)
		if err != nil {
			return nil, nil, "", fmt.Errorf("%s: %w", name, err)
		}
		return p, &pack.Report{}, Haventable, nil
	case vgb.IsScenario(top):
		p, rep, err := vgb.ImportFile(name, data, dir, others)
		if err != nil {
			return nil, nil, "", fmt.Errorf("%s: %w", name, err)
		}
		return p, rep, VGB, nil
	case fhtts.IsLayouts(top):
		p, rep, err := fhtts.Import("Frosthaven layouts", data, others)
		if err != nil {
			return nil, nil, "", fmt.Errorf("%s: %w", name, err)
		}
		return p, rep, FHTTS, nil
	case top["edition"] != nil && (top["classes"] != nil || top["monsterAbilities"] != nil) &&
		top["characters"] == nil && top["decks"] == nil:
		p, rep, err := xha.ImportWith(data, others)
		if err != nil {
			return nil, nil, "", fmt.Errorf("%s: %w", name, err)
		}
		return p, rep, XHaven, nil
	case top["monsters"] != nil || top["decks"] != nil || top["characters"] != nil || top["abilities"] != nil ||
		top["baseStat"] != nil || top["stats"] != nil || (top["index"] != nil && top["name"] != nil):
		base := strings.TrimSuffix(filepath.Base(name), filepath.Ext(name))
		p, rep, err := ghs.ImportWith(base, []ghs.File{{Name: name, Data: data}}, others)
		if err != nil {
			return nil, nil, "", fmt.Errorf("%s: %w", name, err)
		}
		return p, rep, Secretariat, nil
	}
	return nil, nil, "", fmt.Errorf("%s: %w", name, ErrUnknownFormat)
}
