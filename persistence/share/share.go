// Package share shares one table across devices over the local network.
//
// The host (Share) embeds a NATS server with JetStream. It stays the
// authority: every change of its table session (an action done here or
// proposed by another device, an undo, a redo, a scenario started) is
// recorded by the session as always and then published, with the table as
// it stands after it, on one stream; the stream's sequence orders them. A
// joined device (Join) reads the table as it stands, then every change
// through a durable consumer of its own, so that a device that sleeps or
// loses the network resumes where it acknowledged last. A device proposes
// an action with the last sequence it saw; the host refuses a stale one,
// that action alone.
//
// Nothing here knows the window: the host reaches its session through the
// function the caller gives (the UI's goroutine).
package share

import (
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
)

// The subjects and the stream of a shared table.
const (
	// subjectEvents prefixes the stream's subjects: one feed per view of
	// the table (feedSubject).
	subjectEvents = "table.events"
	// subjectState and subjectPropose, followed by a device's key, are
	// where that device (only it) asks for the table and proposes.
	subjectState   = "table.state"
	subjectPropose = "table.propose"
	streamName     = "TABLE"
	// maxEvent bounds an event (a table snapshot with its entry).
	maxEvent = 8 << 20
	// maxStream bounds the stream; the oldest changes go first. Every
	// event holds the whole table, so a device further behind than that
	// still takes up at the newest change it is given. Below 32 MB the
	// server's file store writes 4 MB blocks, not 8 MB ones, and keeps
	// less of the stream in memory.
	maxStream = 24 << 20
)

// Event is one change of the shared table as the host published it: the
// table as it stands after it (Scenario: the scenario snapshot, nil when
// none is in progress), what changed it (Kind, the action kind; Entry, the
// recorded action and what it did, for a table action), and Hash, which
// names the table's state so that every device can check it holds the same.
type Event struct {
	Kind     string          `json:"kind,omitempty"`
	Entry    json.RawMessage `json:"entry,omitempty"`
	Scenario json.RawMessage `json:"scenario,omitempty"`
	Hash     string          `json:"hash"`
}

// hashOf names a table state: the SHA-256 of its snapshot ("" for none).
func hashOf(scenario []byte) string {
	if len(scenario) == 0 {
		return ""
	}
	sum := sha256.Sum256(scenario)
	return hex.EncodeToString(sum[:])
}

// packEvent is an event's JSON as the stream keeps it: gzip-compressed,
// so that the stream, and what the embedded server holds of it in memory,
// is several times smaller (a table's snapshot is mostly repeated keys).
func packEvent(data []byte) []byte {
	var b bytes.Buffer
	zw, _ := gzip.NewWriterLevel(&b, gzip.BestSpeed) // a valid level: no error
	zw.Write(data)                                   // into memory: no error
	zw.Close()
	return b.Bytes()
}

// decodeEvent reads an event, packed (packEvent) or plain JSON, checking
// its hash against its snapshot.
func decodeEvent(data []byte) (Event, error) {
	if len(data) > maxEvent {
		return Event{}, fmt.Errorf("event of %d bytes: more than %d", len(data), maxEvent)
	}
	if len(data) >= 2 && data[0] == 0x1f && data[1] == 0x8b {
		zr, err := gzip.NewReader(bytes.NewReader(data))
		if err != nil {
			return Event{}, fmt.Errorf("event: %w", err)
		}
		if data, err = io.ReadAll(io.LimitReader(zr, maxEvent+1)); err != nil {
			return Event{}, fmt.Errorf("event: %w", err)
		}
		if len(data) > maxEvent {
			return Event{}, fmt.Errorf("event: more than %d bytes unpacked", maxEvent)
		}
	}
	var e Event
	if err := json.Unmarshal(data, &e); err != nil {
		return Event{}, fmt.Errorf("event: %w", err)
	}
	if len(e.Scenario) > 0 && string(e.Scenario) == "null" {
		e.Scenario = nil
	}
	if got := hashOf(e.Scenario); got != e.Hash {
		return Event{}, fmt.Errorf("event %q: hash %q, its table's is %q", e.Kind, e.Hash, got)
	}
	return e, nil
}

// Proposal is an action a joined device asks the host to do: the action
// (engine.MarshalAction), the device, and the last sequence the device saw
// (Seen): the host refuses the action when the table changed since.
type Proposal struct {
	Device string          `json:"device"`
	Seen   uint64          `json:"seen"`
	Action json.RawMessage `json:"action,omitempty"`
	// Step, instead of an action: "undo" or "redo" the host's last
	// action (a co-game-master's).
	Step string `json:"step,omitempty"`
}

// The steps a co-game-master may propose.
const (
	StepUndo = "undo"
	StepRedo = "redo"
)

// maxProposal bounds a proposal: an action is small.
const maxProposal = 64 << 10

// decodeProposal reads a proposal, refusing what is not one.
func decodeProposal(data []byte) (Proposal, error) {
	if len(data) > maxProposal {
		return Proposal{}, fmt.Errorf("proposal of %d bytes: more than %d", len(data), maxProposal)
	}
	var p Proposal
	if err := json.Unmarshal(data, &p); err != nil {
		return Proposal{}, fmt.Errorf("proposal: %w", err)
	}
	if p.Device == "" || len(p.Device) > 64 {
		return Proposal{}, errors.New("proposal: no device, or too long a name")
	}
	switch {
	case p.Step != "" && len(p.Action) > 0:
		return Proposal{}, errors.New("proposal: both an action and a step")
	case p.Step != "" && p.Step != StepUndo && p.Step != StepRedo:
		return Proposal{}, fmt.Errorf("proposal: unknown step %q", p.Step)
	case p.Step == "" && len(p.Action) == 0:
		return Proposal{}, errors.New("proposal: no action")
	}
	return p, nil
}

// Reply is the host's answer to a proposal or a state request: Seq is the
// sequence of the change the action made (or, for a state request, of the
// last change published); Error, when set, says why the proposal was
// refused, in the players' words of the host's language.
type Reply struct {
	Seq   uint64 `json:"seq"`
	Error string `json:"error,omitempty"`
	// Reason tells, for an action the table refused, which rule refused it
	// (ReasonInitiativeRange…, ReasonOther; see ReasonOf): the device words
	// it for its own players. Empty from a host that predates it.
	Reason string `json:"reason,omitempty"`
	// Stale is true when the proposal was refused because the table
	// changed since the device last saw it.
	Stale bool `json:"stale,omitempty"`
	// Event is the table as it stands, for a state request.
	Event *Event `json:"event,omitempty"`
	// Name is the host's campaign's name, for a state request.
	Name string `json:"name,omitempty"`
	// Rights are the device's, for a state request.
	Rights *Rights `json:"rights,omitempty"`
	// Denied is true when the proposal was refused because the action is
	// not the device's to do (see Rights).
	Denied bool `json:"denied,omitempty"`
	// Removed is true when the host took the device off the table.
	Removed bool `json:"removed,omitempty"`
	// Nothing is true when a step found nothing to undo or redo.
	Nothing bool `json:"nothing,omitempty"`
	// Report is what the action did on the host's table
	// (engine.MarshalReport), for an action done: the device tells its
	// players what the table did as if it had done it itself.
	Report json.RawMessage `json:"report,omitempty"`
}

// ErrStale is returned by Client.Propose when the host refused the action
// because the table changed since the device last saw it.
var ErrStale = errors.New("the table changed meanwhile")

// ErrNotAllowed is returned by Client.Propose when the host refused the
// action because it is not the device's to do (its rights).
var ErrNotAllowed = errors.New("the action is not this device's to do")

// ErrRemoved is returned when the host took the device off the table.
var ErrRemoved = errors.New("the host removed this device from the table")

// rightsSubject is where the host sends a device (by key) its rights when
// they change.
func rightsSubject(key string) string { return "table.rights." + key }

// The feeds: the whole table (a co-game-master's), and the table as the
// players see it (engine's Scenario.PlayersJSON: a player's or a
// watcher's device).
const (
	feedAll     = subjectEvents + ".all"
	feedPlayers = subjectEvents + ".players"
)

// feedSubject is the feed of the table a device with rights r is sent:
// its consumer (which the host makes) takes only that subject.
func feedSubject(r Rights) string {
	if r.Role == RoleGameMaster {
		return feedAll
	}
	return feedPlayers
}
