package share

import (
	"context"
	"crypto/rand"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"maps"
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
	"github.com/nats-io/nkeys"

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
	// OnDevices, when set, is called after a device asked to join, was
	// admitted or refused, or its rights changed (on a goroutine of the
	// host's, or the caller's).
	OnDevices func()
	// OnPublished, when set, is called on the session's goroutine after
	// each change of the table was published (or failed to be), with the
	// sequence of the last change published: what the players' page
	// proposes its actions with.
	OnPublished func(seq uint64)
	// Admit, when set, decides at once for a device that asks to join
	// (suggested: see Host.Suggest): admitted with the rights it returns,
	// or left waiting for Host.Admit or Host.Refuse when it returns false.
	// Nil: every device waits for the host's word (the window's).
	Admit func(q Request, suggested Rights) (Rights, bool)
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
	// last is the sequence of the last change published on the whole
	// table's feed, lastPlayers on the players' (see feedSubject);
	// lastHash the hash of the whole table when this host published it
	// (published); err the first publishing error (all used on the
	// session's goroutine).
	last, lastPlayers uint64
	lastHash          string
	published         bool
	err               error

	// base are the server's options but its users; key is the host
	// user's (made for the run); reloadMu makes one change of the
	// server's users at a time.
	base     server.Options
	key      nkeys.KeyPair
	reloadMu sync.Mutex
	admitMu  sync.Mutex

	dmu     sync.Mutex
	devices map[string]*Device   // by key; kept in Dir (devicesFile)
	former  map[string]*Device   // by name: kept before devices had keys
	pending map[string]*Request  // by key: waiting for the host's word
	refused map[string]time.Time // by key: refused until then
	// save asks the saver to keep the devices (buffered: one pending
	// write stands for all), saved is closed when it stopped.
	save  chan struct{}
	saved chan struct{}

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
	devices, former, err := loadDevices(opts.Dir)
	if err != nil {
		return nil, fmt.Errorf("share: %w", err)
	}
	h := &Host{opts: opts, devices: devices, former: former, pending: map[string]*Request{},
		refused: map[string]time.Time{}, save: make(chan struct{}, 1), saved: make(chan struct{})}
	if h.key, err = NewKey(); err != nil {
		return nil, fmt.Errorf("share: %w", err)
	}
	go h.saver()
	if h.opts.Run == nil {
		h.ownLock = true
		h.opts.Run = func(f func()) { h.mu.Lock(); defer h.mu.Unlock(); f() }
	}
	host, port, err := splitListen(opts.Listen)
	if err != nil {
		return nil, fmt.Errorf("share: %w", err)
	}
	h.base = server.Options{
		ServerName: "haventable-host", Host: host, Port: port,
		// every change written through to disk before it is acknowledged:
		// a host killed never takes back a change a device took
		JetStream: true, StoreDir: opts.Dir, SyncAlways: true, NoSigs: true, NoLog: true,
		MaxPayload: maxEvent + 1024,
	}
	// the stream of a host before accounts (the global account's) is
	// left: its devices ask to join again (see docs/sharing.md)
	os.RemoveAll(filepath.Join(opts.Dir, "jetstream", server.DEFAULT_GLOBAL_ACCOUNT))
	so, err := h.serverOptions()
	if err != nil {
		close(h.save)
		return nil, err
	}
	srv, err := server.NewServer(so)
	if err != nil {
		close(h.save)
		return nil, fmt.Errorf("share: start the server: %w", err)
	}
	go srv.Start()
	if !srv.ReadyForConnections(10 * time.Second) {
		srv.Shutdown()
		close(h.save)
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
	pub, _ := h.key.PublicKey() // a user's key: no error
	nc, err := nats.Connect(h.srv.ClientURL(), nats.Nkey(pub, h.key.Sign), nats.Name("haventable host"),
		nats.InProcessServer(h.srv))
	if err != nil {
		return fmt.Errorf("share: connect: %w", err)
	}
	h.nc = nc
	if h.js, err = jetstream.New(nc); err != nil {
		return fmt.Errorf("share: %w", err)
	}
	st, err := h.js.CreateOrUpdateStream(ctx, jetstream.StreamConfig{
		Name: streamName, Subjects: []string{subjectEvents + ".>"}, Storage: jetstream.FileStorage,
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
		h.last, h.lastPlayers = info.State.LastSeq, info.State.LastSeq
		// the table as it stands first, then every change
		pubErr = h.publish("")
		h.unlisten = h.opts.Session.OnChange(func(c play.Change) { h.publish(c.Action) })
	})
	if pubErr != nil {
		return pubErr
	}
	for _, d := range h.Devices() { // a stream made again: each device its place
		if d.Key != "" && !d.Page && d.Role != RoleRemoved {
			if err := h.placeDevice(ctx, d, false); err != nil {
				return err
			}
		}
	}
	for subj, handle := range map[string]nats.MsgHandler{subjectJoin: h.answerJoin,
		subjectState + ".*": h.answerState, subjectPropose + ".*": h.answerProposal} {
		sub, err := nc.Subscribe(subj, handle)
		if err != nil {
			return fmt.Errorf("share: %w", err)
		}
		h.subs = append(h.subs, sub)
	}
	return nc.Flush()
}

// serverOptions are the server's options with its users as they stand.
func (h *Host) serverOptions() (*server.Options, error) {
	h.dmu.Lock()
	defer h.dmu.Unlock()
	pub, _ := h.key.PublicKey()
	return serverOptions(h.base, pub, h.opts.Code, h.devices)
}

// reload gives the server the users as they stand: a device admitted may
// connect with its key, one removed is disconnected at once, one whose
// role changed has the permissions of its new role.
func (h *Host) reload() error {
	h.reloadMu.Lock()
	defer h.reloadMu.Unlock()
	o, err := h.serverOptions()
	if err != nil {
		return err
	}
	if err := h.srv.ReloadOptions(o); err != nil {
		return fmt.Errorf("share: the devices' rights on the server: %w", err)
	}
	return nil
}

// ackWait is how long the server waits for a device to take a change
// before handing it again (JetStream's default is 30 s): a change handed
// to a consume the device stopped at that moment (it follows the table
// anew) comes again within a proposal's wait. A device still taking it
// when it comes again ignores the copy (Client.onMessage).
const ackWait = 3 * time.Second

// placeDevice makes the device's durable consumer, which follows the feed
// its role may see from the next change (again: made anew, when the role's
// feed changed); the device may use it, not make one.
func (h *Host) placeDevice(ctx context.Context, d Device, again bool) error {
	name := consumerName(d.Key)
	if again {
		if err := h.js.DeleteConsumer(ctx, streamName, name); err != nil && !errors.Is(err, jetstream.ErrConsumerNotFound) {
			return fmt.Errorf("share: device %q: %w", d.Name, err)
		}
	} else if _, err := h.js.Consumer(ctx, streamName, name); err == nil {
		return nil
	}
	_, err := h.js.CreateOrUpdateConsumer(ctx, streamName, jetstream.ConsumerConfig{
		Durable: name, DeliverPolicy: jetstream.DeliverNewPolicy,
		FilterSubject: feedSubject(d.Rights), AckPolicy: jetstream.AckExplicitPolicy, AckWait: ackWait,
	})
	if err != nil {
		return fmt.Errorf("share: device %q: its place in the stream: %w", d.Name, err)
	}
	return nil
}

// saver keeps the devices in Dir when asked, off the caller's goroutine;
// one write stands for every change asked meanwhile.
func (h *Host) saver() {
	defer close(h.saved)
	for range h.save {
		h.dmu.Lock()
		devices, former := maps.Clone(h.devices), maps.Clone(h.former)
		for k, d := range devices {
			c := *d
			devices[k] = &c
		}
		h.dmu.Unlock()
		if err := saveDevices(h.opts.Dir, devices, former); err != nil {
			h.opts.Log.Error("share: " + err.Error())
		}
	}
}

// keep asks the saver to keep the devices.
func (h *Host) keep() {
	select {
	case h.save <- struct{}{}:
	default: // one already asked: it reads the devices as they stand
	}
}

// tellDevices tells the caller the devices changed.
func (h *Host) tellDevices() {
	if h.opts.OnDevices != nil {
		h.opts.OnDevices()
	}
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

// current reports whether seen names the last change published, on
// either feed (on the session's goroutine): both name the table as it
// stands, the whole of it or as the players see it, and a device whose
// role changed may hold either.
func (h *Host) current(seen uint64) bool { return seen == h.last || seen == h.lastPlayers }

// LastPlayers is the sequence of the last change published on the
// players' feed: what a player's page proposes its actions with.
func (h *Host) LastPlayers() uint64 {
	var n uint64
	h.local(func() { n = h.lastPlayers })
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
	e, err := h.eventOf(kind, (*engine.Scenario).MarshalJSON)
	if err == nil && kind != "" {
		if a, ok := h.opts.Session.LastDone(); ok && a.Kind == kind {
			e.Entry = a.Payload
		}
	}
	return e, err
}

// playersEvent is the table as the players see it (engine's
// Scenario.PlayersJSON) after a change of the given kind, without the
// action (it may name what they do not see), on the session's goroutine.
func (h *Host) playersEvent(kind string) (Event, error) {
	return h.eventOf(kind, (*engine.Scenario).PlayersJSON)
}

// eventOf is the table, as view writes it, after a change of the given
// kind.
func (h *Host) eventOf(kind string, view func(*engine.Scenario) ([]byte, error)) (Event, error) {
	e := Event{Kind: kind}
	if scn := h.opts.Session.Scenario(); scn != nil {
		data, err := view(scn)
		if err != nil {
			return Event{}, fmt.Errorf("share: the table: %w", err)
		}
		e.Scenario = data
	}
	e.Hash = hashOf(e.Scenario)
	return e, nil
}

// eventFor is the table as a device with rights r may see it.
func (h *Host) eventFor(r Rights) (Event, error) {
	if feedSubject(r) == feedAll {
		return h.event("")
	}
	return h.playersEvent("")
}

// lastFor is the sequence of the last change published on the feed of a
// device with rights r (on the session's goroutine).
func (h *Host) lastFor(r Rights) uint64 {
	if feedSubject(r) == feedAll {
		return h.last
	}
	return h.lastPlayers
}

// publishOn publishes an event on a feed, packed.
func (h *Host) publishOn(feed string, e Event) (uint64, error) {
	data, err := json.Marshal(e)
	if err != nil {
		return 0, err
	}
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Second)
	defer cancel()
	ack, err := h.js.Publish(ctx, feed, packEvent(data))
	if err != nil {
		return 0, err
	}
	return ack.Sequence, nil
}

// publish publishes the table after a change of the given kind on both
// feeds, the whole table's first (on the session's goroutine), and notes
// their sequences. A change that is no action and leaves the table as
// last published (the table put back as last recorded after an action the
// store could not record; an action the engine refuses changes nothing and
// tells no change) is not published: it moves no sequence, so no device's
// next proposal is stale because of it.
func (h *Host) publish(kind string) error {
	e, err := h.event(kind)
	if err == nil && kind == "" && h.published && e.Hash == h.lastHash {
		return nil
	}
	if err == nil {
		var seq uint64
		if seq, err = h.publishOn(feedAll, e); err == nil {
			h.last, h.lastHash, h.published = seq, e.Hash, true
			if e, err = h.playersEvent(kind); err == nil {
				if seq, err = h.publishOn(feedPlayers, e); err == nil {
					h.lastPlayers = seq
				}
			}
		}
	}
	if err != nil && h.err == nil {
		h.err = fmt.Errorf("share: publish %q: %w", kind, err)
	}
	if h.opts.OnPublished != nil {
		h.opts.OnPublished(h.lastPlayers)
	}
	return err
}

// deviceOf is the device whose user sent m: the last token of its subject
// (table.state.<key>, table.propose.<key>), which only that device's user
// may publish on (its permissions).
func deviceOf(m *nats.Msg) string { return m.Subject[strings.LastIndexByte(m.Subject, '.')+1:] }

// answerState tells a device the table as it stands, the sequence of the
// last change published and the device's rights.
func (h *Host) answerState(m *nats.Msg) {
	key := deviceOf(m)
	if _, err := decodeStateRequest(m.Data); err != nil {
		h.opts.Log.Warn("share: refused a request for the table", "error", err)
		h.reply(m, Reply{Error: err.Error()})
		return
	}
	rights, known := h.rightsOf(key)
	if !known || rights.Role == RoleRemoved {
		h.opts.Log.Warn("share: refused the table to a removed device", "device", h.nameOf(key))
		h.reply(m, Reply{Removed: true, Error: ErrRemoved.Error()})
		return
	}
	var r Reply
	h.opts.Run(func() {
		e, err := h.eventFor(rights)
		if err != nil {
			r.Error = err.Error()
			return
		}
		r.Seq, r.Event, r.Rights, r.Name = h.lastFor(rights), &e, &rights, h.opts.Name
	})
	h.reply(m, r)
}

// rightsOf are a device's rights; a device the host does not know may do
// nothing.
func (h *Host) rightsOf(key string) (Rights, bool) {
	h.dmu.Lock()
	defer h.dmu.Unlock()
	d, ok := h.devices[key]
	if !ok {
		return Rights{Role: RoleRemoved}, false
	}
	return d.Rights, true
}

// nameOf is a device's name, for the log (its key when the host does not
// know it).
func (h *Host) nameOf(key string) string {
	h.dmu.Lock()
	defer h.dmu.Unlock()
	if d, ok := h.devices[key]; ok {
		return d.Name
	}
	return key
}

// Devices are the devices the host admitted (and removed), by name, with
// their rights.
func (h *Host) Devices() []Device {
	h.dmu.Lock()
	defer h.dmu.Unlock()
	return sortedDevices(h.devices)
}

// Admit lets the waiting device key join with rights r: the server takes
// its key as a user with the permissions of r, its place in the stream is
// made, and it is told it may connect. A device of a former devices.json
// under that name is forgotten.
func (h *Host) Admit(key string, r Rights) error {
	if err := r.valid(); err != nil {
		return fmt.Errorf("share: admit: %w", err)
	}
	if r.Role == RoleRemoved {
		h.Refuse(key)
		return nil
	}
	h.admitMu.Lock() // one admission at a time: the same device is let in once
	defer h.admitMu.Unlock()
	h.dmu.Lock()
	p, ok := h.pending[key]
	h.dmu.Unlock()
	if !ok {
		return fmt.Errorf("share: no device %s waits", key)
	}
	d := Device{Name: p.Name, Key: key, Rights: cleanRights(r), Asked: slices.Clone(p.Asked)}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	if err := h.placeDevice(ctx, d, true); err != nil {
		return err
	}
	h.dmu.Lock()
	h.devices[key] = &d
	delete(h.former, d.Name)
	h.dmu.Unlock()
	if err := h.reload(); err != nil {
		h.dmu.Lock()
		delete(h.devices, key)
		h.dmu.Unlock()
		return err
	}
	h.keep()
	h.takePending(key, JoinAdmitted)
	h.tellDevices()
	return nil
}

// cleanRights are r with its own characters, none unless it plays.
func cleanRights(r Rights) Rights {
	r.Characters = slices.Clone(r.Characters)
	if r.Role != RolePlayers {
		r.Characters = nil
	}
	return r
}

// SetRights gives an admitted device (by key) its rights, keeps them
// beside the join code, gives the server the device's new permissions and
// sends them to the device. A device removed loses its user on the server
// (it is disconnected at once and may not connect again) and its place in
// the stream; given a role again, it may connect again.
func (h *Host) SetRights(key string, r Rights) error {
	if err := r.valid(); err != nil {
		return fmt.Errorf("share: device %s: %w", key, err)
	}
	r = cleanRights(r)
	h.dmu.Lock()
	d, ok := h.devices[key]
	var old Device
	if ok {
		old = *d
		d.Rights = r
	}
	h.dmu.Unlock()
	if !ok {
		return fmt.Errorf("share: no device %s joined", key)
	}
	h.keep()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	data, _ := json.Marshal(r) // rights always marshal
	if r.Role == RoleRemoved {
		if err := h.dropPageToken(key); err != nil {
			return fmt.Errorf("share: remove %q: %w", old.Name, err)
		}
		// told first, then cut off
		h.nc.Publish(rightsSubject(key), data)
		h.nc.Flush()
		if err := h.reload(); err != nil {
			return err
		}
		if err := h.js.DeleteConsumer(ctx, streamName, consumerName(key)); err != nil &&
			!errors.Is(err, jetstream.ErrConsumerNotFound) {
			return fmt.Errorf("share: remove %q: %w", old.Name, err)
		}
		h.tellDevices()
		return nil
	}
	nd := old
	nd.Rights = r
	if !old.Page && (old.Role == RoleRemoved || feedSubject(old.Rights) != feedSubject(r)) {
		if err := h.placeDevice(ctx, nd, true); err != nil {
			return err
		}
	}
	if err := h.reload(); err != nil {
		return err
	}
	if err := h.nc.Publish(rightsSubject(key), data); err != nil {
		return fmt.Errorf("share: tell %q its rights: %w", old.Name, err)
	}
	h.tellDevices()
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
		h.opts.Log.Warn("share: refused a proposal", "device", h.nameOf(deviceOf(m)), "error", err)
		h.reply(m, Reply{Error: err.Error()})
		return
	}
	h.reply(m, h.ProposeAs(deviceOf(m), p.Seen, a))
}

// ProposeAs does action a for device (by key) when the action is within
// the device's rights and the device saw the table as it stands (seen is
// the sequence of the last change it saw, on either feed: see current): a
// joined device's proposal, or the players' page's. An action outside the
// rights is refused (Denied, and logged) before a stale one
// (Stale); an action the engine refuses is answered with its reason;
// nothing else changes. It runs the session through HostOptions.Run: call
// it from any goroutine but the session's.
func (h *Host) ProposeAs(key string, seen uint64, a engine.Action) Reply {
	rights, known := h.rightsOf(key)
	var r Reply
	h.opts.Run(func() {
		if rights.Role == RoleRemoved {
			r = Reply{Seq: h.lastFor(rights), Removed: true, Denied: true, Error: ErrRemoved.Error()}
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
			r = Reply{Seq: h.lastFor(rights), Denied: true, Error: fmt.Sprintf("%s: %s, not the device's", a.Kind(), whose)}
			return
		}
		if !h.current(seen) {
			r = Reply{Seq: h.lastFor(rights), Stale: true, Error: ErrStale.Error()}
			return
		}
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		rep, err := h.opts.Session.Do(ctx, a)
		if err != nil {
			r = Reply{Seq: h.lastFor(rights), Error: err.Error(), Reason: ReasonOf(err)}
			return
		}
		r = Reply{Seq: h.lastFor(rights)}
		if r.Report, err = engine.MarshalReport(rep); err != nil {
			// done all the same: the device then tells nothing of it
			h.opts.Log.Error("share: "+err.Error(), "device", h.nameOf(key))
		}
	})
	if r.Denied {
		h.opts.Log.Warn("share: refused an action outside the device's rights", "device", h.nameOf(key), "reason", r.Error)
	}
	return r
}

// answerStep undoes or redoes the host's last action for a
// co-game-master that saw the table as it stands.
func (h *Host) answerStep(m *nats.Msg, p Proposal) {
	rights, _ := h.rightsOf(deviceOf(m))
	var r Reply
	h.opts.Run(func() {
		switch {
		case rights.Role == RoleRemoved:
			r = Reply{Seq: h.lastFor(rights), Removed: true, Denied: true, Error: ErrRemoved.Error()}
			return
		case rights.Role != RoleGameMaster:
			r = Reply{Seq: h.lastFor(rights), Denied: true, Error: p.Step + ": the game master's, not the device's"}
			return
		case !h.current(p.Seen):
			r = Reply{Seq: h.lastFor(rights), Stale: true, Error: ErrStale.Error()}
			return
		}
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		step := h.opts.Session.Undo
		if p.Step == StepRedo {
			step = h.opts.Session.Redo
		}
		if err := step(ctx); err != nil {
			r = Reply{Seq: h.lastFor(rights), Error: err.Error(), Reason: ReasonOf(err),
				Nothing: errors.Is(err, persistence.ErrNothingToUndo) || errors.Is(err, persistence.ErrNothingToRedo)}
			return
		}
		r = Reply{Seq: h.lastFor(rights)}
	})
	if r.Denied {
		h.opts.Log.Warn("share: refused a step outside the device's rights", "device", h.nameOf(deviceOf(m)), "reason", r.Error)
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
	h.dmu.Lock()
	for _, p := range h.pending {
		if p.timer != nil {
			p.timer.Stop()
		}
	}
	h.dmu.Unlock()
	if h.save != nil {
		close(h.save)
		<-h.saved
		h.save = nil
	}
	return nil
}
