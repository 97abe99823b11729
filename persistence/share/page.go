package share

import (
	"crypto/rand"
	"crypto/subtle"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"

	"github.com/haventable/haventable/persistence/atomicfile"
)

// pageTokensFile is where a host keeps the players' page's tokens, one per
// device, beside devicesFile.
const pageTokensFile = "page-tokens.json"

// pageTokens are the secrets that let a browser play a device's
// characters on the players' page: random, one per device, kept in the
// host's folder (0600) so that a link given once keeps working over a
// restart of the host, and dropped when the device is removed.
type pageTokens struct {
	once     sync.Once
	mu       sync.Mutex
	byDevice map[string]string
	err      error // reading the file
}

// pages are the host's page tokens, read from its folder the first time.
func (h *Host) pages() (*pageTokens, error) {
	p := &h.pageTokens
	p.once.Do(func() {
		p.byDevice = map[string]string{}
		data, err := os.ReadFile(filepath.Join(h.opts.Dir, pageTokensFile))
		if errors.Is(err, os.ErrNotExist) {
			return
		}
		if err == nil {
			err = json.Unmarshal(data, &p.byDevice)
		}
		if err != nil {
			p.err = fmt.Errorf("the players' page's links: %w", err)
		}
	})
	return p, p.err
}

// save keeps the tokens (p.mu held).
func (p *pageTokens) save(dir string) error {
	if err := keepJSON(filepath.Join(dir, pageTokensFile), p.byDevice); err != nil {
		return fmt.Errorf("keep the players' page's links: %w", err)
	}
	return nil
}

// keepJSON writes v as indented JSON to path (0600), whole or not at all
// (atomicfile: a host stopped meanwhile keeps the file as it was).
func keepJSON(path string, v any) error {
	data, err := json.MarshalIndent(v, "", "  ")
	if err != nil {
		return err
	}
	return atomicfile.Write(path, 0o600, func(w io.Writer) error {
		_, err := w.Write(append(data, '\n'))
		return err
	})
}

// newPageToken is 32 random bytes, URL-safe.
func newPageToken() string {
	b := make([]byte, 32)
	rand.Read(b) // never fails (crypto/rand)
	return base64.RawURLEncoding.EncodeToString(b)
}

// AddPageDevice notes a device that plays from the players' page only (a
// phone without Haventable): named name, playing the characters given
// (their IDs; those the table does not have are left out). It is known by
// a key made for it whose secret half nobody keeps: the server lets no one
// in with it, and it has no place in the stream. The host gives it its
// page link with PageToken; it is changed or removed like any device
// (SetRights). It returns the device's key.
func (h *Host) AddPageDevice(name string, characters []string) (string, error) {
	name = strings.TrimSpace(name)
	if name == "" || len(name) > 64 {
		return "", errors.New("share: a device needs a name of 1 to 64 characters")
	}
	var chars []string
	h.local(func() { chars = charactersNamed(h.opts.Session.Scenario(), characters) })
	r := Rights{Role: RolePlayers, Characters: chars}
	if err := r.valid(); err != nil {
		return "", fmt.Errorf("share: device %q: %w", name, err)
	}
	kp, err := NewKey()
	if err != nil {
		return "", fmt.Errorf("share: device %q: %w", name, err)
	}
	key, err := kp.PublicKey()
	if err != nil {
		return "", fmt.Errorf("share: device %q: %w", name, err)
	}
	h.dmu.Lock()
	for _, d := range h.devices {
		if d.Name == name {
			h.dmu.Unlock()
			return "", fmt.Errorf("share: a device is already named %q", name)
		}
	}
	h.devices[key] = &Device{Name: name, Key: key, Page: true, Rights: r, Asked: slices.Clone(characters)}
	h.dmu.Unlock()
	h.keep()
	h.tellDevices()
	return key, nil
}

// PageToken is the secret of a device's link to the players' page (made
// the first time it is asked for, then kept): whoever opens the page with
// it plays the device's characters, within its rights. Only a device that
// plays characters has one.
func (h *Host) PageToken(device string) (string, error) {
	rights, known := h.rightsOf(device)
	if !known || rights.Role != RolePlayers {
		return "", fmt.Errorf("share: %q plays no character here", device)
	}
	p, err := h.pages()
	if err != nil {
		return "", fmt.Errorf("share: %w", err)
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	if t, ok := p.byDevice[device]; ok {
		return t, nil
	}
	t := newPageToken()
	p.byDevice[device] = t
	if err := p.save(h.opts.Dir); err != nil {
		delete(p.byDevice, device)
		return "", fmt.Errorf("share: %w", err)
	}
	return t, nil
}

// PagePlayer tells which device a page token is, with its rights as they
// stand; ok is false for a token that is nobody's, or whose device no
// longer plays characters (removed, or made a co-game-master: the page is
// for players).
func (h *Host) PagePlayer(token string) (device string, rights Rights, ok bool) {
	p, err := h.pages()
	if err != nil || token == "" {
		return "", Rights{}, false
	}
	p.mu.Lock()
	for d, t := range p.byDevice {
		if subtle.ConstantTimeCompare([]byte(t), []byte(token)) == 1 {
			device = d
		}
	}
	p.mu.Unlock()
	if device == "" {
		return "", Rights{}, false
	}
	rights, known := h.rightsOf(device)
	if !known || rights.Role != RolePlayers {
		return "", Rights{}, false
	}
	return device, rights, true
}

// dropPageToken forgets a removed device's page token: its link stops
// working, and a device given a role again gets a new one.
func (h *Host) dropPageToken(device string) error {
	p, err := h.pages()
	if err != nil {
		return err
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	if _, ok := p.byDevice[device]; !ok {
		return nil
	}
	delete(p.byDevice, device)
	return p.save(h.opts.Dir)
}
