package share

import (
	"context"
	"crypto/rand"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/nats-io/nats-server/v2/server"
	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/persistence"
	"github.com/haventable/haventable/persistence/play"
)

// DefaultPort is the port a host listens on unless told another.
const DefaultPort = 4747

// HostOptions say how to share a table.
type HostOptions struct {
	// Session is the table to share.
	Session *play.Session
	// Run runs f where the session may be used (the UI's goroutine), and
	// returns when f has; the host calls it from its own goroutines only.
	// With Run set, call Share and the host's methods where the session is
	// used. Nil: the host guards the session with a lock of its own (for a
	// session nothing else uses but through the host's Run).
	Run func(f func())
	// Dir is the folder of the stream's files (the app's data folder).
	Dir string
	// Listen is the address to listen on, host:port ("" is every
	// interface on DefaultPort; port 0 picks a free one).
	Listen string
	// Code is the join code ("": the one kept in Dir, else a new random
	// one, then kept there).
	Code string
	// Name is the shared campaign's name, told to the devices (a device
	// names its own copy after it).
	Name string
	// Log is where refused requests are logged (nil: slog's default).
	Log *slog.Logger
	// OnDevices, when set, is called after a device joined for the first
	// time or its rights changed (on a goroutine of the host's).
	OnDevices func()
	// OnPublished, when set, is called on the session's goroutine after
	// each change of the table was published (or failed to be), with the
	// sequence of the last change published: what the players' page
	// proposes its actions with.
	OnPublished func(seq uint64)
}

// Host is a table being shared: the embedded server, the stream of the
// table's changes, and the answers to the devices' requests.
type Host struct {
	opts HostOptions
	srv  *server.Server
	nc   *nats.Conn
	js   jetstream.JetStream
	subs []*nats.Subscription

	unlisten func()
	mu       sync.Mutex // for Run when none is given
	ownLock  bool       // no Run was given: mu guards the session
	// last is the sequence of the last change published, lastHash the
	// hash of its table when this host published it (published), err the
	// first publishing error (all used on the session's goroutine).
	last      uint64
	lastHash  string
	published bool
	err       error

	dmu     sync.Mutex
	devices map[string]*Device // by name; kept in Dir (devicesFile)

	pageTokens pageTokens // the players' page's, by device (page.go)
}

// Share starts sharing the session's table: it starts the server, creates
// the stream (or takes up the one a previous run left in Dir), publishes
// the table as it stands, then every change of the session.
func Share(ctx context.Context, opts HostOptions) (*Host, error) {
	if opts.Session == nil {
		return nil, errors.New("share: no table")
	}
	if opts.Dir == "" {
		return nil, errors.New("share: no folder for the stream")
	}
	if opts.Code == "" {
		code, err := keptCode(opts.Dir)
		if err != nil {
			return nil, fmt.Errorf("share: %w", err)
		}
		opts.Code = code
	}
	if opts.Log == nil {
		opts.Log = slog.Default()
	}
	if err := os.MkdirAll(opts.Dir, 0o700); err != nil {
		return nil, fmt.Errorf("share: %w", err)
	}
	devices, err := loadDevices(opts.Dir)
	if err != nil {
		return nil, fmt.Errorf("share: %w", err)
	}
	h := &Host{opts: opts, devices: devices}
	if h.opts.Run == nil {
		h.ownLock = true
		h.opts.Run = func(f func()) { h.mu.Lock(); defer h.mu.Unlock(); f() }
	}
	host, port, err := splitListen(opts.Listen)
	if err != nil {
		return nil, fmt.Errorf("share: %w", err)
	}
	srv, err := server.NewServer(&server.Options{
		ServerName: "haventable-host", Host: host, Port: port,
		// every change written through to disk before it is acknowledged:
		// a host killed never takes back a change a device took
		JetStream: true, StoreDir: opts.Dir, SyncAlways: true, NoSigs: true, NoLog: true,
		Username: user, Password: opts.Code, MaxPayload: maxEvent + 1024,
	})
	if err != nil {
		return nil, fmt.Errorf("share: start the server: %w", err)
	}
	go srv.Start()
	if !srv.ReadyForConnections(10 * time.Second) {
		srv.Shutdown()
		return nil, errors.New("share: the server did not start within 10 s")
	}
	h.srv = srv
	if err := h.connect(ctx); err != nil {
		h.Close()
		return nil, err
	}
	return h, nil
}

// connect connects the host to its own server, creates the stream,
// answers the devices and publishes the table.
func (h *Host) connect(ctx context.Context) error {
	nc, err := nats.Connect(h.srv.ClientURL(), nats.UserInfo(user, h.opts.Code), nats.Name("haventable host"),
		nats.InProcessServer(h.srv))
	if err != nil {
		return fmt.Errorf("share: connect: %w", err)
	}
	h.nc = nc
	if h.js, err = jetstream.New(nc); err != nil {
		return fmt.Errorf("share: %w", err)
	}
	st, err := h.js.CreateOrUpdateStream(ctx, jetstream.StreamConfig{
		Name: streamName, Subjects: []string{subjectEvents}, Storage: jetstream.FileStorage,
		MaxMsgSize: maxEvent, MaxBytes: maxStream, Discard: jetstream.DiscardOld,
	})
	if err != nil {
		return fmt.Errorf("share: the stream: %w", err)
	}
	info, err := st.Info(ctx)
	if err != nil {
		return fmt.Errorf("share: the stream: %w", err)
	}
	var pubErr error
	h.local(func() {
		h.last = info.State.LastSeq
		// the table as it stands first, then every change
		pubErr = h.publish("")
		h.unlisten = h.opts.Session.OnChange(func(c play.Change) { h.publish(c.Action) })
	})
	if pubErr != nil {
		return pubErr
	}
	for subj, handle := range map[string]nats.MsgHandler{subjectState: h.answerState, subjectPropose: h.answerProposal} {
		sub, err := nc.Subscribe(subj, handle)
		if err != nil {
			return fmt.Errorf("share: %w", err)
		}
		h.subs = append(h.subs, sub)
	}
	return nc.Flush()
}

// local runs f on the caller's goroutine, which is the session's (see
// HostOptions.Run), or under the host's lock.
func (h *Host) local(f func()) {
	if h.ownLock {
		h.mu.Lock()
		defer h.mu.Unlock()
	}
	f()
}

// splitListen reads host:port ("" is every interface on DefaultPort).
func splitListen(listen string) (string, int, error) {
	if listen == "" {
		return "0.0.0.0", DefaultPort, nil
	}
	host, p, err := net.SplitHostPort(listen)
	if err != nil {
		return "", 0, fmt.Errorf("address %q: %w", listen, err)
	}
	port, err := strconv.Atoi(p)
	if err != nil || port < 0 || port > 65535 {
		return "", 0, fmt.Errorf("address %q: port %q", listen, p)
	}
	if port == 0 {
		port = server.RANDOM_PORT
	}
	return host, port, nil
}

// keptCode is the join code kept in dir, or a new one kept there (so that
// a host that stops, or is stopped, takes its devices back with the code
// they know).
func keptCode(dir string) (string, error) {
	path := filepath.Join(dir, "join-code")
	if data, err := os.ReadFile(path); err == nil {
		if code := strings.TrimSpace(string(data)); len(code) >= 6 && len(code) <= 64 {
			return code, nil
		}
	}
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return "", err
	}
	code := NewCode()
	if err := os.WriteFile(path, []byte(code+"\n"), 0o600); err != nil {
		return "", err
	}
	return code, nil
}

// NewCode returns a new join code: ten letters and digits, easy to read
// out (no 0, O, 1, I or L).
func NewCode() string {
	const alphabet = "23456789ABCDEFGHJKMNPQRSTUVWXYZ"
	b := make([]byte, 10)
	rand.Read(b) // never fails (crypto/rand)
	for i := range b {
		b[i] = alphabet[int(b[i])%len(alphabet)]
	}
	return string(b)
}

// Address is where devices join: host:port.
func (h *Host) Address() string { return h.srv.Addr().String() }

// Code is the join code.
func (h *Host) Code() string { return h.opts.Code }

// Last is the sequence of the last change published.
func (h *Host) Last() uint64 {
	var n uint64
	h.local(func() { n = h.last })
	return n
}

// Err is the first error publishing a change met, if any: the devices
// may not have it (they read the table whole when they join again).
func (h *Host) Err() error {
	var err error
	h.local(func() { err = h.err })
	return err
}

// event is the table as it stands after a change of the given kind (on
// the session's goroutine).
func (h *Host) event(kind string) (Event, error) {
	e := Event{Kind: kind}
	if scn := h.opts.Session.Scenario(); scn != nil {
		data, err := scn.MarshalJSON()
		if err != nil {
			return Event{}, fmt.Errorf("share: the table: %w", err)
		}
		e.Scenario = data
	}
	e.Hash = hashOf(e.Scenario)
	if kind != "" {
		if a, ok := h.opts.Session.LastDone(); ok && a.Kind == kind {
			e.Entry = a.Payload
		}
	}
	return e, nil
}

// publish publishes the table after a change of the given kind (on the
// session's goroutine), and notes its sequence. A change that is no action
// and leaves the table as last published (an action the engine refused,
// after which the session restores the table) is not published: it moves
// no sequence, so no device's next proposal is stale because of it.
func (h *Host) publish(kind string) error {
	e, err := h.event(kind)
	if err == nil && kind == "" && h.published && e.Hash == h.lastHash {
		return nil
	}
	if err == nil {
		var data []byte
		if data, err = json.Marshal(e); err == nil {
			data = packEvent(data)
			ctx, cancel := context.WithTimeout(context.Background(), 3*time.Second)
			var ack *jetstream.PubAck
			ack, err = h.js.Publish(ctx, subjectEvents, data)
			cancel()
			if err == nil {
				h.last, h.lastHash, h.published = ack.Sequence, e.Hash, true
			}
		}
	}
	if err != nil && h.err == nil {
		h.err = fmt.Errorf("share: publish %q: %w", kind, err)
	}
	if h.opts.OnPublished != nil {
		h.opts.OnPublished(h.last)
	}
	return err
}

// answerState tells a device the table as it stands, the sequence of the
// last change published and the device's rights. A device the host does
// not know yet is noted, playing the characters it asks for (those the
// table has); a removed one is refused.
func (h *Host) answerState(m *nats.Msg) {
	q, err := decodeStateRequest(m.Data)
	if err != nil {
		h.opts.Log.Warn("share: refused a request for the table", "error", err)
		h.reply(m, Reply{Error: err.Error()})
		return
	}
	var r Reply
	added := false
	h.opts.Run(func() {
		var rights Rights
		rights, added = h.register(q)
		if rights.Role == RoleRemoved {
			r = Reply{Removed: true, Error: ErrRemoved.Error()}
			return
		}
		e, err := h.event("")
		if err != nil {
			r.Error = err.Error()
			return
		}
		r.Seq, r.Event, r.Rights, r.Name = h.last, &e, &rights, h.opts.Name
	})
	if r.Removed {
		h.opts.Log.Warn("share: refused the table to a removed device", "device", q.Device)
	}
	if added && h.opts.OnDevices != nil {
		h.opts.OnDevices()
	}
	h.reply(m, r)
}

// register notes a device the first time it asks for the table and
// returns its rights (on the session's goroutine).
func (h *Host) register(q StateRequest) (Rights, bool) {
	h.dmu.Lock()
	defer h.dmu.Unlock()
	if d, ok := h.devices[q.Device]; ok {
		return d.Rights, false
	}
	d := &Device{Name: q.Device, Rights: Rights{Role: RolePlayers,
		Characters: charactersNamed(h.opts.Session.Scenario(), q.As)}, Asked: q.As}
	h.devices[q.Device] = d
	if err := saveDevices(h.opts.Dir, h.devices); err != nil {
		h.opts.Log.Error("share: "+err.Error(), "device", q.Device)
	}
	return d.Rights, true
}

// rightsOf are a device's rights; a device that never asked for the table
// may do nothing.
func (h *Host) rightsOf(device string) (Rights, bool) {
	h.dmu.Lock()
	defer h.dmu.Unlock()
	d, ok := h.devices[device]
	if !ok {
		return Rights{Role: RolePlayers}, false
	}
	return d.Rights, true
}

// Devices are the devices that joined the table, by name, with their
// rights.
func (h *Host) Devices() []Device {
	h.dmu.Lock()
	defer h.dmu.Unlock()
	return sortedDevices(h.devices)
}

// SetRights gives a device that joined its rights, keeps them beside the
// join code and sends them to the device. A device removed loses its place
// in the stream and is no longer sent the table.
func (h *Host) SetRights(device string, r Rights) error {
	if err := r.valid(); err != nil {
		return fmt.Errorf("share: device %q: %w", device, err)
	}
	r.Characters = slices.Clone(r.Characters)
	if r.Role != RolePlayers {
		r.Characters = nil
	}
	h.dmu.Lock()
	d, ok := h.devices[device]
	var err error
	if ok {
		d.Rights = r
		err = saveDevices(h.opts.Dir, h.devices)
	}
	h.dmu.Unlock()
	if !ok {
		return fmt.Errorf("share: no device %q joined", device)
	}
	if err != nil {
		return fmt.Errorf("share: %w", err)
	}
	data, _ := json.Marshal(r) // rights always marshal
	if err := h.nc.Publish(rightsSubject(device), data); err != nil {
		return fmt.Errorf("share: tell %q its rights: %w", device, err)
	}
	if r.Role == RoleRemoved {
		if err := h.dropPageToken(device); err != nil {
			return fmt.Errorf("share: remove %q: %w", device, err)
		}
		ctx, cancel := context.WithTimeout(context.Background(), 3*time.Second)
		defer cancel()
		if err := h.js.DeleteConsumer(ctx, streamName, consumerName(device)); err != nil &&
			!errors.Is(err, jetstream.ErrConsumerNotFound) {
			return fmt.Errorf("share: remove %q: %w", device, err)
		}
	}
	if h.opts.OnDevices != nil {
		h.opts.OnDevices()
	}
	return nil
}

// answerProposal does a device's action when the device saw the table as
// it stands; a stale or refused action is answered with why, and nothing
// else changes.
func (h *Host) answerProposal(m *nats.Msg) {
	p, err := decodeProposal(m.Data)
	if err != nil {
		h.opts.Log.Warn("share: refused a proposal", "error", err)
		h.reply(m, Reply{Error: err.Error()})
		return
	}
	if p.Step != "" {
		h.answerStep(m, p)
		return
	}
	a, err := engine.UnmarshalAction(p.Action)
	if err != nil {
		h.opts.Log.Warn("share: refused a proposal", "device", p.Device, "error", err)
		h.reply(m, Reply{Error: err.Error()})
		return
	}
	h.reply(m, h.ProposeAs(p.Device, p.Seen, a))
}

// ProposeAs does action a for device when the action is within the
// device's rights and the device saw the table as it stands (seen is the
// sequence of the last change it saw): a joined device's proposal, or the
// players' page's. An action outside the rights is refused (Denied, and
// logged) before a stale one (Stale); an action the engine refuses is
// answered with its reason; nothing else changes. It runs the session
// through HostOptions.Run: call it from any goroutine but the session's.
func (h *Host) ProposeAs(device string, seen uint64, a engine.Action) Reply {
	rights, known := h.rightsOf(device)
	var r Reply
	h.opts.Run(func() {
		if rights.Role == RoleRemoved {
			r = Reply{Seq: h.last, Removed: true, Denied: true, Error: ErrRemoved.Error()}
			return
		}
		if !rights.Allows(h.opts.Session.Scenario(), a) {
			whose := "the game master's"
			if scn := h.opts.Session.Scenario(); scn != nil {
				if c := scn.ActionCharacter(a); c != "" {
					whose = c + "'s"
				}
			}
			if !known {
				whose += " (and the device never joined)"
			}
			r = Reply{Seq: h.last, Denied: true, Error: fmt.Sprintf("%s: %s, not the device's", a.Kind(), whose)}
			return
		}
		if seen != h.last {
			r = Reply{Seq: h.last, Stale: true, Error: ErrStale.Error()}
			return
		}
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		rep, err := h.opts.Session.Do(ctx, a)
		if err != nil {
			r = Reply{Seq: h.last, Error: err.Error()}
			return
		}
		r = Reply{Seq: h.last}
		if r.Report, err = engine.MarshalReport(rep); err != nil {
			// done all the same: the device then tells nothing of it
			h.opts.Log.Error("share: "+err.Error(), "device", device)
		}
	})
	if r.Denied {
		h.opts.Log.Warn("share: refused an action outside the device's rights", "device", device, "reason", r.Error)
	}
	return r
}

// answerStep undoes or redoes the host's last action for a
// co-game-master that saw the table as it stands.
func (h *Host) answerStep(m *nats.Msg, p Proposal) {
	rights, _ := h.rightsOf(p.Device)
	var r Reply
	h.opts.Run(func() {
		switch {
		case rights.Role == RoleRemoved:
			r = Reply{Seq: h.last, Removed: true, Denied: true, Error: ErrRemoved.Error()}
			return
		case rights.Role != RoleGameMaster:
			r = Reply{Seq: h.last, Denied: true, Error: p.Step + ": the game master's, not the device's"}
			return
		case p.Seen != h.last:
			r = Reply{Seq: h.last, Stale: true, Error: ErrStale.Error()}
			return
		}
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		step := h.opts.Session.Undo
		if p.Step == StepRedo {
			step = h.opts.Session.Redo
		}
		if err := step(ctx); err != nil {
			r = Reply{Seq: h.last, Error: err.Error(),
				Nothing: errors.Is(err, persistence.ErrNothingToUndo) || errors.Is(err, persistence.ErrNothingToRedo)}
			return
		}
		r = Reply{Seq: h.last}
	})
	if r.Denied {
		h.opts.Log.Warn("share: refused a step outside the device's rights", "device", p.Device, "reason", r.Error)
	}
	h.reply(m, r)
}

func (h *Host) reply(m *nats.Msg, r Reply) {
	data, err := json.Marshal(r)
	if err != nil {
		data = []byte(`{"error":"the host could not answer"}`)
	}
	m.Respond(data) // a device gone meanwhile just times out
}

// Close stops sharing: the devices keep their copy and wait for the host
// to come back; the stream's files stay in Dir.
func (h *Host) Close() error {
	for _, s := range h.subs {
		s.Unsubscribe()
	}
	if h.nc != nil {
		h.nc.Close()
	}
	if h.unlisten != nil {
		h.local(h.unlisten)
		h.unlisten = nil
	}
	if h.srv != nil {
		h.srv.Shutdown()
		h.srv.WaitForShutdown()
	}
	return nil
}
