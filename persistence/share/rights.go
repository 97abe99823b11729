package share

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"

	"github.com/haventable/haventable/engine"
)

// Role is what a joined device may do at the shared table.
type Role string

// The roles the host gives its devices.
const (
	// RolePlayers: the device plays the characters of its Rights (none:
	// it watches). The role of a device when it first joins.
	RolePlayers Role = "players"
	// RoleGameMaster: a co-game-master, who may do every action the host
	// may (but not stop the sharing).
	RoleGameMaster Role = "game-master"
	// RoleRemoved: the host took the device off the table; it may do
	// nothing and is not sent the table any longer.
	RoleRemoved Role = "removed"
)

// Rights are what one device may do: its role and, for players, the
// characters it plays (their IDs in the scenario).
type Rights struct {
	Role       Role     `json:"role"`
	Characters []string `json:"characters,omitempty"`
}

// Allows reports whether the rights allow action a on scenario scn: a
// co-game-master does anything; players do what concerns one of their
// characters (engine's Scenario.ActionCharacter), never the game
// master's part.
func (r Rights) Allows(scn *engine.Scenario, a engine.Action) bool {
	switch r.Role {
	case RoleGameMaster:
		return true
	case RolePlayers:
		if scn == nil {
			return false
		}
		c := scn.ActionCharacter(a)
		return c != "" && slices.Contains(r.Characters, c)
	}
	return false
}

// Plays reports whether the rights let the device act for character id.
func (r Rights) Plays(id string) bool {
	return r.Role == RoleGameMaster || r.Role == RolePlayers && slices.Contains(r.Characters, id)
}

// valid checks rights the host is given or a device is sent.
func (r Rights) valid() error {
	switch r.Role {
	case RolePlayers, RoleGameMaster, RoleRemoved:
	default:
		return fmt.Errorf("rights: unknown role %q", r.Role)
	}
	if len(r.Characters) > 64 {
		return fmt.Errorf("rights: %d characters, more than 64", len(r.Characters))
	}
	for _, c := range r.Characters {
		if c == "" || len(c) > 64 {
			return errors.New("rights: a character with no name, or too long a one")
		}
	}
	return nil
}

// maxRights bounds the rights a device is sent.
const maxRights = 8 << 10

// decodeRights reads the rights a host sends a device.
func decodeRights(data []byte) (Rights, error) {
	if len(data) > maxRights {
		return Rights{}, fmt.Errorf("rights of %d bytes: more than %d", len(data), maxRights)
	}
	var r Rights
	if err := json.Unmarshal(data, &r); err != nil {
		return Rights{}, fmt.Errorf("rights: %w", err)
	}
	if err := r.valid(); err != nil {
		return Rights{}, err
	}
	return r, nil
}

// Device is a device that joined the host's table, with its rights.
type Device struct {
	// Name is the device's name (JoinOptions.Device).
	Name string `json:"name"`
	// Key is the device's public key (an nkey user's): the server knows
	// the device by it. An older devices.json has none: such a device
	// asks to join again, and the host sees the rights it had (Request's
	// Before).
	Key string `json:"key,omitempty"`
	// Page is true for a device that plays from the players' page only
	// (Host.AddPageDevice): it has no user on the server and no place in
	// the stream.
	Page bool `json:"page,omitempty"`
	Rights
	// Asked are the characters the device asked to play when it first
	// joined (JoinOptions.As), as it named them.
	Asked []string `json:"asked,omitempty"`
}

// StateRequest is what a device sends when it asks for the table: its
// name and, the first time, the characters it asks to play.
type StateRequest struct {
	Device string   `json:"device"`
	As     []string `json:"as,omitempty"`
}

// decodeStateRequest reads a device's request for the table.
func decodeStateRequest(data []byte) (StateRequest, error) {
	if len(data) > maxRights {
		return StateRequest{}, fmt.Errorf("request of %d bytes: more than %d", len(data), maxRights)
	}
	var q StateRequest
	if err := json.Unmarshal(data, &q); err != nil {
		return StateRequest{}, fmt.Errorf("request: %w", err)
	}
	if err := q.valid(); err != nil {
		return StateRequest{}, err
	}
	return q, nil
}

// valid checks a device's name and the characters it asks for.
func (q StateRequest) valid() error {
	if q.Device == "" || len(q.Device) > 64 {
		return errors.New("request: no device, or too long a name")
	}
	if len(q.As) > 64 {
		return fmt.Errorf("request: %d characters asked, more than 64", len(q.As))
	}
	for _, c := range q.As {
		if c == "" || len(c) > 64 {
			return errors.New("request: a character with no name, or too long a one")
		}
	}
	return nil
}

// devicesFile is where a host keeps its devices' rights, beside its join
// code.
const devicesFile = "devices.json"

// loadDevices reads the devices kept in dir (none when there is no file):
// by key those that have one, by name the former ones, kept before devices
// had keys.
func loadDevices(dir string) (devices, former map[string]*Device, err error) {
	devices, former = map[string]*Device{}, map[string]*Device{}
	path := filepath.Join(dir, devicesFile)
	data, err := os.ReadFile(path)
	if errors.Is(err, os.ErrNotExist) {
		return devices, former, nil
	}
	if err != nil {
		return nil, nil, err
	}
	var list []Device
	if err := json.Unmarshal(data, &list); err != nil {
		return nil, nil, fmt.Errorf("%s: %w", path, err)
	}
	for i, d := range list {
		if d.Name == "" {
			return nil, nil, fmt.Errorf("%s: device %d: no name", path, i+1)
		}
		if err := d.valid(); err != nil {
			return nil, nil, fmt.Errorf("%s: device %q: %w", path, d.Name, err)
		}
		if d.Key == "" {
			former[d.Name] = &d
			continue
		}
		if err := validKey(d.Key); err != nil {
			return nil, nil, fmt.Errorf("%s: device %q: %w", path, d.Name, err)
		}
		devices[d.Key] = &d
	}
	return devices, former, nil
}

// saveDevices keeps the devices in dir (atomicfile: a host stopped
// meanwhile keeps the file as it was before or after), the former ones
// too (see loadDevices).
func saveDevices(dir string, devices, former map[string]*Device) error {
	list := append(sortedDevices(devices), sortedDevices(former)...)
	if err := keepJSON(filepath.Join(dir, devicesFile), list); err != nil {
		return fmt.Errorf("keep the devices' rights: %w", err)
	}
	return nil
}

// sortedDevices are copies of the devices, by name.
func sortedDevices(devices map[string]*Device) []Device {
	out := make([]Device, 0, len(devices))
	for _, d := range devices {
		c := *d
		c.Characters = slices.Clone(d.Characters)
		c.Asked = slices.Clone(d.Asked)
		out = append(out, c)
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].Name != out[j].Name {
			return out[i].Name < out[j].Name
		}
		return out[i].Key < out[j].Key
	})
	return out
}

// charactersNamed are the IDs of the scenario's characters that the names
// asked name (by ID or by name, whatever the case); names that name none
// are left out.
func charactersNamed(scn *engine.Scenario, asked []string) []string {
	if scn == nil {
		return nil
	}
	var out []string
	for _, f := range scn.Figures() {
		if f.Kind != engine.KindCharacter {
			continue
		}
		for _, a := range asked {
			a = strings.TrimSpace(a)
			if strings.EqualFold(a, f.ID) || strings.EqualFold(a, f.Name) {
				out = append(out, f.ID)
				break
			}
		}
	}
	return out
}
