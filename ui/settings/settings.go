// Package settings keeps the app's own settings (language, theme, window
// size, layout choices, the campaign played last) in a JSON file of its
// own, written whole by atomic rename after an fsync (persistence/
// atomicfile) with mode 0600: a kill at any moment leaves the settings
// saved before, never an empty or half-written file. Fyne's preferences
// file, which Fyne rewrites in place, is read once to carry the settings
// of earlier versions over.
package settings

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"math"
	"os"
	"path/filepath"
	"sync"

	"fyne.io/fyne/v2"

	"github.com/haventable/haventable/persistence/atomicfile"
)

// maxFile is the largest settings file read: a few hundred bytes are
// normal; anything near this is not a settings file.
const maxFile = 1 << 20

// Prefs is a fyne.Preferences kept in a file. Its methods are safe for
// concurrent use. Each change is written by a background writer, which
// writes the latest values whole; Close writes what is left.
type Prefs struct {
	path string

	writing   sync.Mutex // held across a whole write: renames in order
	mu        sync.Mutex
	values    map[string]any
	listeners []func()
	written   uint64 // the version on disk
	version   uint64 // the version in values
	err       error  // the last write error

	wake chan struct{}
	done chan struct{}
	once sync.Once
}

var _ fyne.Preferences = (*Prefs)(nil)

// Open reads the settings at path. When the file does not exist, the
// values of fyneFile (Fyne's preferences.json of earlier versions; "" for
// none) are taken over and written to path at once. A file that cannot be
// read leaves the settings empty and is said in the error; the Prefs
// works all the same and replaces the file at the first change.
func Open(path, fyneFile string) (*Prefs, error) {
	p := &Prefs{path: path, values: map[string]any{}, wake: make(chan struct{}, 1), done: make(chan struct{})}
	err := readInto(path, p.values)
	if errors.Is(err, fs.ErrNotExist) {
		err = nil
		if fyneFile != "" && readInto(fyneFile, p.values) == nil && len(p.values) > 0 {
			p.version = 1
			err = p.write()
		}
	}
	go p.writer()
	return p, err
}

func readInto(path string, values map[string]any) error {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	if st, err := f.Stat(); err != nil {
		return fmt.Errorf("settings %s: %w", path, err)
	} else if !st.Mode().IsRegular() || st.Size() > maxFile {
		return fmt.Errorf("settings %s: not a settings file", path)
	}
	var m map[string]any
	if err := json.NewDecoder(f).Decode(&m); err != nil {
		return fmt.Errorf("settings %s: %w", path, err)
	}
	for k, v := range m {
		values[k] = v
	}
	return nil
}

// write writes the current values whole, if newer than the file.
func (p *Prefs) write() error {
	p.writing.Lock()
	defer p.writing.Unlock()
	p.mu.Lock()
	if p.version == p.written {
		p.mu.Unlock()
		return nil
	}
	data, err := json.Marshal(p.values)
	version := p.version
	p.mu.Unlock()
	if err != nil {
		return fmt.Errorf("settings %s: %w", p.path, err)
	}
	if err := os.MkdirAll(filepath.Dir(p.path), 0o700); err != nil {
		return fmt.Errorf("settings %s: %w", p.path, err)
	}
	f, err := atomicfile.Create(p.path, 0o600)
	if err == nil {
		if _, err = f.Write(data); err != nil {
			f.Abort()
		} else {
			err = f.Commit()
		}
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	p.err = err
	if err == nil && version > p.written {
		p.written = version
	}
	return err
}

// writer writes the values after each change, until Close.
func (p *Prefs) writer() {
	for {
		select {
		case <-p.wake:
			p.write()
		case <-p.done:
			return
		}
	}
}

// Flush writes the values now if the file is behind them.
func (p *Prefs) Flush() error { return p.write() }

// Close stops the writer and writes what it had not written yet.
func (p *Prefs) Close() error {
	p.once.Do(func() { close(p.done) })
	return p.write()
}

// Err returns the error of the last write, or nil.
func (p *Prefs) Err() error {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.err
}

func (p *Prefs) get(key string) (any, bool) {
	p.mu.Lock()
	defer p.mu.Unlock()
	v, ok := p.values[key]
	return v, ok
}

func (p *Prefs) set(key string, value any) {
	p.mu.Lock()
	p.values[key] = value
	p.version++
	listeners := append([]func(){}, p.listeners...)
	p.mu.Unlock()
	select {
	case p.wake <- struct{}{}:
	default:
	}
	for _, l := range listeners {
		l()
	}
}

// Bool looks up a bool value for the key.
func (p *Prefs) Bool(key string) bool { return p.BoolWithFallback(key, false) }

// BoolWithFallback looks up a bool value, or returns fallback.
func (p *Prefs) BoolWithFallback(key string, fallback bool) bool {
	return one(p, key, fallback, asBool)
}

// SetBool saves a bool value for the key.
func (p *Prefs) SetBool(key string, value bool) { p.set(key, value) }

// BoolList looks up a list of bool values for the key.
func (p *Prefs) BoolList(key string) []bool { return p.BoolListWithFallback(key, []bool{}) }

// BoolListWithFallback looks up a list of bool values, or returns fallback.
func (p *Prefs) BoolListWithFallback(key string, fallback []bool) []bool {
	return list(p, key, fallback, asBool)
}

// SetBoolList saves a list of bool values for the key.
func (p *Prefs) SetBoolList(key string, value []bool) { p.set(key, toAny(value)) }

// Float looks up a float64 value for the key.
func (p *Prefs) Float(key string) float64 { return p.FloatWithFallback(key, 0) }

// FloatWithFallback looks up a float64 value, or returns fallback.
func (p *Prefs) FloatWithFallback(key string, fallback float64) float64 {
	return one(p, key, fallback, number)
}

// SetFloat saves a float64 value for the key.
func (p *Prefs) SetFloat(key string, value float64) { p.set(key, value) }

// FloatList looks up a list of float64 values for the key.
func (p *Prefs) FloatList(key string) []float64 { return p.FloatListWithFallback(key, []float64{}) }

// FloatListWithFallback looks up a list of float64 values, or returns fallback.
func (p *Prefs) FloatListWithFallback(key string, fallback []float64) []float64 {
	return list(p, key, fallback, number)
}

// SetFloatList saves a list of float64 values for the key.
func (p *Prefs) SetFloatList(key string, value []float64) { p.set(key, toAny(value)) }

// Int looks up an integer value for the key.
func (p *Prefs) Int(key string) int { return p.IntWithFallback(key, 0) }

// IntWithFallback looks up an integer value, or returns fallback.
func (p *Prefs) IntWithFallback(key string, fallback int) int {
	return one(p, key, fallback, integer)
}

// SetInt saves an integer value for the key.
func (p *Prefs) SetInt(key string, value int) { p.set(key, float64(value)) }

// IntList looks up a list of int values for the key.
func (p *Prefs) IntList(key string) []int { return p.IntListWithFallback(key, []int{}) }

// IntListWithFallback looks up a list of int values, or returns fallback.
func (p *Prefs) IntListWithFallback(key string, fallback []int) []int {
	return list(p, key, fallback, integer)
}

// SetIntList saves a list of int values for the key.
func (p *Prefs) SetIntList(key string, value []int) {
	vs := make([]any, len(value))
	for i, n := range value {
		vs[i] = float64(n)
	}
	p.set(key, vs)
}

// String looks up a string value for the key.
func (p *Prefs) String(key string) string { return p.StringWithFallback(key, "") }

// StringWithFallback looks up a string value, or returns fallback.
func (p *Prefs) StringWithFallback(key, fallback string) string {
	return one(p, key, fallback, asString)
}

// SetString saves a string value for the key.
func (p *Prefs) SetString(key string, value string) { p.set(key, value) }

// StringList looks up a list of string values for the key.
func (p *Prefs) StringList(key string) []string { return p.StringListWithFallback(key, []string{}) }

// StringListWithFallback looks up a list of string values, or returns fallback.
func (p *Prefs) StringListWithFallback(key string, fallback []string) []string {
	return list(p, key, fallback, asString)
}

// SetStringList saves a list of string values for the key.
func (p *Prefs) SetStringList(key string, value []string) { p.set(key, toAny(value)) }

// RemoveValue removes the value for the key.
func (p *Prefs) RemoveValue(key string) {
	p.mu.Lock()
	_, had := p.values[key]
	p.mu.Unlock()
	if !had {
		return
	}
	p.mu.Lock()
	delete(p.values, key)
	p.version++
	listeners := append([]func(){}, p.listeners...)
	p.mu.Unlock()
	select {
	case p.wake <- struct{}{}:
	default:
	}
	for _, l := range listeners {
		l()
	}
}

// AddChangeListener calls listener after every change.
func (p *Prefs) AddChangeListener(listener func()) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.listeners = append(p.listeners, listener)
}

// ChangeListeners returns the listeners added.
func (p *Prefs) ChangeListeners() []func() {
	p.mu.Lock()
	defer p.mu.Unlock()
	return append([]func(){}, p.listeners...)
}

// number reads a JSON number (float64 after decoding, int as Fyne kept it).
func number(v any) (float64, bool) {
	switch n := v.(type) {
	case float64:
		return n, true
	case int:
		return float64(n), true
	}
	return 0, false
}

// integer reads a whole JSON number within int's range.
func integer(v any) (int, bool) {
	f, ok := number(v)
	if !ok || f != math.Trunc(f) || math.Abs(f) > 1<<53 {
		return 0, false
	}
	return int(f), true
}

func toAny[T any](vs []T) []any {
	out := make([]any, len(vs))
	for i, v := range vs {
		out[i] = v
	}
	return out
}

// list reads a list value, every element of the kind conv accepts.
func list[T any](p *Prefs, key string, fallback []T, conv func(any) (T, bool)) []T {
	v, ok := p.get(key)
	if !ok {
		return fallback
	}
	vs, ok := v.([]any)
	if !ok {
		return fallback
	}
	out := make([]T, 0, len(vs))
	for _, e := range vs {
		t, ok := conv(e)
		if !ok {
			return fallback
		}
		out = append(out, t)
	}
	return out
}

// one looks up the value for the key as read by conv, or returns fallback.
func one[T any](p *Prefs, key string, fallback T, conv func(any) (T, bool)) T {
	if v, ok := p.get(key); ok {
		if t, ok := conv(v); ok {
			return t
		}
	}
	return fallback
}

func asBool(v any) (bool, bool) { b, ok := v.(bool); return b, ok }

func asString(v any) (string, bool) { s, ok := v.(string); return s, ok }
