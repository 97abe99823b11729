package share

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"slices"
	"sync"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/persistence"
	"github.com/haventable/haventable/persistence/atomicfile"
)

// keeper keeps a joined device's own copy of the shared table in the
// device's store: a campaign of its own, made for that table the first
// time the device joins it and taken up again each time after, never one
// of the device's other campaigns. Each change taken from the host is
// recorded there as it comes, so that after leaving, or with the host
// gone, the players still have the table as they last saw it.
//
// A change that is one engine action done on the table as last recorded
// is recorded as that action, replayable (the store keeps a scenario only
// now and then: a long evening stays small); the replay is checked here
// first, the action done on the copy as recorded must give the host's
// table byte for byte. Any other change (the table read whole on joining
// or resuming, an undo, a redo, a scenario started) is recorded as the
// table as it stands.
type keeper struct {
	store    *persistence.Store
	campaign int64

	mu   sync.Mutex
	last uint64 // the sequence of the change last recorded (0: none yet)
	prev []byte // the scenario as last recorded (nil: none)
	name string // the scenario's name as last recorded
}

// keptTablesFile is where a store's copies of shared tables are listed,
// beside its database: which campaign is the copy of which table.
func keptTablesFile(store *persistence.Store) string { return store.Path() + ".shared-tables.json" }

// tableKey names a shared table in that list: the host's join code, which
// is its table's own (hashed: the list says nothing a reader could join
// with).
func tableKey(code string) string {
	sum := sha256.Sum256([]byte("haventable shared table " + code))
	return hex.EncodeToString(sum[:12])
}

// openKeeper finds the campaign that keeps the table shared with code in
// store, or makes one called name.
func openKeeper(ctx context.Context, store *persistence.Store, code, name string) (*keeper, error) {
	path := keptTablesFile(store)
	kept := map[string]int64{}
	data, err := os.ReadFile(path)
	switch {
	case err == nil:
		if err := json.Unmarshal(data, &kept); err != nil {
			return nil, fmt.Errorf("keep a copy of the table: %s: %w", path, err)
		}
	case !errors.Is(err, os.ErrNotExist):
		return nil, fmt.Errorf("keep a copy of the table: %w", err)
	}
	key := tableKey(code)
	if id, ok := kept[key]; ok {
		if _, err := store.Campaign(ctx, id); err == nil {
			return &keeper{store: store, campaign: id}, nil
		} else if !errors.Is(err, persistence.ErrNotFound) {
			return nil, fmt.Errorf("keep a copy of the table: %w", err)
		}
		// the player deleted the copy: a new one
	}
	c, err := store.CreateCampaign(ctx, name)
	if err != nil {
		return nil, fmt.Errorf("keep a copy of the table: %w", err)
	}
	kept[key] = c.ID
	err = atomicfile.Write(path, 0o600, func(w io.Writer) error {
		enc := json.NewEncoder(w)
		enc.SetIndent("", "  ")
		return enc.Encode(kept)
	})
	if err != nil {
		store.DeleteCampaign(ctx, c.ID) // made here, empty: nothing of the player's
		return nil, fmt.Errorf("keep a copy of the table: %w", err)
	}
	return &keeper{store: store, campaign: c.ID}, nil
}

// keep records change seq of the shared table.
func (k *keeper) keep(ctx context.Context, seq uint64, e Event) error {
	k.mu.Lock()
	defer k.mu.Unlock()
	if seq <= k.last {
		return nil
	}
	a := persistence.Action{}
	var name string
	if len(e.Scenario) == 0 {
		if k.prev == nil && k.last > 0 {
			k.last = seq
			return nil // no scenario then, none now
		}
		a.Kind, a.EndScenario = persistence.KindEndScenario, true
		name = k.name
	} else {
		scn, err := engine.UnmarshalScenario(e.Scenario)
		if err != nil {
			return fmt.Errorf("keep change %d: %w", seq, err)
		}
		name = scn.Name()
		a.Scenario = &persistence.Snapshot{Version: engine.SnapshotVersion, State: e.Scenario}
		if k.replays(seq, e) {
			a.Kind, a.Payload, a.Replayable = e.Kind, e.Entry, true
		} else {
			a.Kind = persistence.KindStartScenario
		}
	}
	if a.Payload == nil {
		a.Payload, _ = json.Marshal(map[string]string{"name": name}) // a map of strings always marshals
	}
	if _, err := k.store.Record(ctx, k.campaign, a); err != nil {
		return fmt.Errorf("keep change %d: %w", seq, err)
	}
	k.last, k.name = seq, name
	k.prev = slices.Clone(e.Scenario)
	return nil
}

// replays reports whether change seq is its entry's action done on the
// table as last recorded (so that it may be recorded as that action): the
// next change of the device's feed (the host publishes each change on two
// feeds, so the stream's sequence moves by 2 from one to the next).
func (k *keeper) replays(seq uint64, e Event) bool {
	if k.prev == nil || seq != k.last+2 || len(e.Entry) == 0 || !slices.Contains(engine.ActionKinds(), e.Kind) {
		return false
	}
	entry, err := engine.UnmarshalEntry(e.Entry)
	if err != nil || entry.Action.Kind() != e.Kind {
		return false
	}
	scn, err := engine.UnmarshalScenario(k.prev)
	if err != nil {
		return false
	}
	if _, err := scn.Do(entry.Action); err != nil {
		return false
	}
	after, err := scn.MarshalJSON()
	return err == nil && bytes.Equal(after, e.Scenario)
}
