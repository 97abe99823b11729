package pack

import (
	"encoding/json"
	"errors"
	"fmt"

	"github.com/haventable/haventable/engine/limitfile"
	"github.com/haventable/haventable/engine/strictjson"
)

// MaxFileSize is the largest pack file read, in bytes.
const MaxFileSize = 8 << 20

// ErrTooLarge is wrapped by the error for a file over MaxFileSize.
var ErrTooLarge = errors.New("file too large")

// Parse reads and checks a pack file. A bad file gives an error naming the
// JSON path at fault (for example `monsters[1].levels[3].elite.hit_points:
// formula "8xQ": unexpected 'Q' at 3`), or the line and column of a JSON
// syntax error; a file that breaks several rules gives each (see Check).
func Parse(data []byte) (*Pack, error) {
	if len(data) > MaxFileSize {
		return nil, fmt.Errorf("%w: %d bytes, a pack file is at most %d", ErrTooLarge, len(data), MaxFileSize)
	}
	var p Pack
	if err := strictjson.Decode(data, &p); err != nil {
		return nil, err
	}
	if err := p.Check(); err != nil {
		return nil, err
	}
	return &p, nil
}

// Load reads and checks the pack file at path: only a regular file of at
// most MaxFileSize bytes.
func Load(path string) (*Pack, error) {
	data, err := ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("load pack %s: %w", path, err)
	}
	p, err := Parse(data)
	if err != nil {
		return nil, fmt.Errorf("load pack %s: %w", path, err)
	}
	return p, nil
}

// ReadFile reads a data file (a pack or a file an importer reads): only a
// regular file, of at most MaxFileSize bytes (see limitfile.Read).
func ReadFile(path string) ([]byte, error) {
	data, err := limitfile.Read(path, MaxFileSize)
	if errors.As(err, new(*limitfile.TooLargeError)) {
		return nil, fmt.Errorf("%w: %w", ErrTooLarge, err)
	}
	return data, err
}

// Encode writes the pack in the format Parse reads, indented.
func (p *Pack) Encode() ([]byte, error) {
	data, err := json.MarshalIndent(p, "", "  ")
	if err != nil {
		return nil, fmt.Errorf("encode pack %q: %w", p.Name, err)
	}
	return append(data, '\n'), nil
}
