package share

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"sync"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
	"github.com/nats-io/nkeys"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/persistence"
)

// JoinOptions say how to join a shared table.
type JoinOptions struct {
	// Address is the host's, host:port.
	Address string
	// Code is the join code the host shows.
	Code string
	// Device names this device to the host's players.
	Device string
	// Key is the device's own key (LoadKey): the host admits it, and
	// knows it again when it joins again. Nil: a new one, for this join.
	Key nkeys.KeyPair
	// OnWaiting, when set, is called when the host has the device's
	// request to join and has not said yet (the device waits).
	OnWaiting func()
	// OnChange, when set, is called after each change the device takes
	// from the host (on a goroutine of the client's: a window hands it
	// to its own).
	OnChange func()
	// OnStatus, when set, is called when the connection to the host is
	// lost or back (connected).
	OnStatus func(connected bool)
	// As are the characters the device asks to play (their IDs or names)
	// when it joins the host for the first time; the host may give it
	// others later (see Rights).
	As []string
	// Keep, when set, is the device's own store: the device keeps its
	// copy of the shared table there as it takes it, in a campaign of its
	// own (see keeper), named by KeepName from the host's campaign's name
	// (nil: that name; the host's address when it gave none).
	Keep     *persistence.Store
	KeepName func(host string) string
}

// Client is a device that joined a shared table: its copy of the table,
// kept as the host publishes it.
type Client struct {
	opts JoinOptions
	key  string // the device's public key
	nc   *nats.Conn
	js   jetstream.JetStream
	cc   jetstream.ConsumeContext // guarded by mu

	resumeMu sync.Mutex // one resume at a time
	// resuming, when set, is closed once the device took the table anew
	// on the feed its new rights see (guarded by mu): a proposal waits
	// for it, so that it names a change of that feed.
	resuming chan struct{}
	unheard  uint // requests for changes nobody took in a row (consumeErr; guarded by mu)
	mu       sync.Mutex
	seq      uint64           // the last change taken
	hash     string           // of the table as taken
	scenario *engine.Scenario // nil: no scenario in progress
	kind     string           // the kind of the last change taken
	waiters  []chan struct{}  // told at each change
	err      error            // the first change that could not be taken
	rights   Rights           // what the host lets the device do
	removed  bool             // the host took the device off the table
	rsub     *nats.Subscription
	host     string // the host's campaign's name
	last     Event  // the change last taken, for the copy kept
	keeper   *keeper
	keepErr  error // the first change the copy could not keep
}

// ErrRefused is returned by Join when the host refused the device.
var ErrRefused = errors.New("the host did not let this device join")

// Join joins the table shared at opts.Address: it connects with the
// device's key; a device the host has not admitted yet asks to join with
// the code and waits for the host's word (until ctx is done). It then
// reads the table as it stands and takes every change after it, in order,
// through its own consumer of the stream.
func Join(ctx context.Context, opts JoinOptions) (*Client, error) {
	if opts.Address == "" || opts.Code == "" {
		return nil, errors.New("join: the host's address and its code are both needed")
	}
	if opts.Device == "" {
		opts.Device = "device-" + strings.ToLower(NewCode())
	}
	if opts.Key == nil {
		kp, err := NewKey()
		if err != nil {
			return nil, fmt.Errorf("join: %w", err)
		}
		opts.Key = kp
	}
	key, err := opts.Key.PublicKey()
	if err != nil {
		return nil, fmt.Errorf("join: %w", err)
	}
	c := &Client{opts: opts, key: key}
	var nc *nats.Conn
	for asked := 0; ; asked++ {
		nc, err = c.connect()
		if err == nil {
			break
		}
		if !errors.Is(err, nats.ErrAuthorization) || asked == 3 {
			return nil, fmt.Errorf("join %s: %w", opts.Address, err)
		}
		if err := c.ask(ctx); err != nil {
			return nil, err
		}
	}
	c.nc = nc
	if c.js, err = jetstream.New(nc); err != nil {
		nc.Close()
		return nil, fmt.Errorf("join: %w", err)
	}
	if c.rsub, err = nc.Subscribe(rightsSubject(c.key), c.onRights); err != nil {
		nc.Close()
		return nil, fmt.Errorf("join: %w", err)
	}
	if err := c.readState(ctx); err != nil {
		nc.Close()
		return nil, err
	}
	if opts.Keep != nil {
		name := c.host
		if opts.KeepName != nil {
			name = opts.KeepName(c.host)
		}
		if strings.TrimSpace(name) == "" {
			name = opts.Address // a host that gave no name
		}
		k, err := openKeeper(ctx, opts.Keep, opts.Code, name)
		if err != nil {
			nc.Close()
			return nil, fmt.Errorf("join: %w", err)
		}
		c.mu.Lock()
		c.keeper = k
		seq, e := c.seq, c.last
		c.mu.Unlock()
		c.keep(seq, e)
	}
	if err := c.follow(ctx); err != nil {
		nc.Close()
		return nil, err
	}
	return c, nil
}

// connect connects to the host as the device's own user.
func (c *Client) connect() (*nats.Conn, error) {
	return nats.Connect("nats://"+c.opts.Address, nats.Nkey(c.key, c.opts.Key.Sign),
		nats.CustomInboxPrefix(inboxPrefix(c.key)),
		nats.Name("haventable "+c.opts.Device), nats.MaxReconnects(-1), nats.Timeout(5*time.Second),
		// a removed device keeps trying, gently: given a role again, it
		// comes back by itself
		nats.IgnoreAuthErrorAbort(),
		nats.CustomReconnectDelay(func(n int) time.Duration { return min(time.Duration(n)*250*time.Millisecond, time.Second) }),
		nats.DisconnectErrHandler(func(*nats.Conn, error) { c.status(false) }),
		nats.ReconnectHandler(func(*nats.Conn) { go c.resume(); c.status(true) }),
		nats.ErrorHandler(func(_ *nats.Conn, _ *nats.Subscription, err error) {
			if errors.Is(err, nats.ErrAuthorization) {
				c.setRights(Rights{Role: RoleRemoved}) // the host took the device's user away
				if c.opts.OnChange != nil {
					c.opts.OnChange()
				}
			}
		}))
}

// ask asks the host, with the join code, to let the device join, and
// waits until it says so (nil: connect with the device's key), refuses,
// or ctx is done.
func (c *Client) ask(ctx context.Context) error {
	nc, err := nats.Connect("nats://"+c.opts.Address, nats.UserInfo(joinUser, c.opts.Code),
		nats.Name("haventable join "+c.opts.Device), nats.Timeout(5*time.Second), nats.NoReconnect())
	if err != nil {
		if errors.Is(err, nats.ErrAuthorization) {
			return fmt.Errorf("join %s: the code is not this table's", c.opts.Address)
		}
		return fmt.Errorf("join %s: %w", c.opts.Address, err)
	}
	defer nc.Close()
	q, err := newJoinRequest(c.opts.Device, c.opts.As, c.opts.Key)
	if err != nil {
		return fmt.Errorf("join: %w", err)
	}
	data, err := json.Marshal(q)
	if err != nil {
		return fmt.Errorf("join: %w", err)
	}
	told := false
	for {
		actx, cancel := context.WithTimeout(ctx, holdAsk+5*time.Second)
		msg, err := nc.RequestWithContext(actx, subjectJoin, data)
		cancel()
		if err != nil {
			return fmt.Errorf("join %s: asking the host: %w", c.opts.Address, err)
		}
		a, err := decodeJoinAnswer(msg.Data)
		if err != nil {
			return fmt.Errorf("join %s: %w", c.opts.Address, err)
		}
		wait := time.Duration(0)
		switch a {
		case JoinAdmitted:
			return nil
		case JoinRefused:
			return fmt.Errorf("join %s: %w", c.opts.Address, ErrRefused)
		case JoinFull:
			return fmt.Errorf("join %s: too many devices wait for the host already", c.opts.Address)
		case JoinBad:
			return fmt.Errorf("join %s: the host did not take the request", c.opts.Address)
		case JoinTooSoon:
			wait = minAskGap
		case JoinWaiting:
			if !told && c.opts.OnWaiting != nil {
				c.opts.OnWaiting()
			}
			told = true
			wait = minAskGap
		}
		select {
		case <-ctx.Done():
			return fmt.Errorf("join %s: the host did not answer: %w", c.opts.Address, ctx.Err())
		case <-time.After(wait):
		}
	}
}

// readState takes the table as it stands from the host.
func (c *Client) readState(ctx context.Context) error {
	req, err := json.Marshal(StateRequest{Device: c.opts.Device, As: c.opts.As})
	if err != nil {
		return err
	}
	msg, err := c.nc.RequestWithContext(ctx, subjectState+"."+c.key, req)
	if err != nil {
		return fmt.Errorf("join: the table: %w", err)
	}
	var r Reply
	if err := json.Unmarshal(msg.Data, &r); err != nil {
		return fmt.Errorf("join: the table: not an answer (%v)", err)
	}
	if r.Removed {
		c.setRights(Rights{Role: RoleRemoved})
		return fmt.Errorf("join: %w", ErrRemoved)
	}
	if r.Error != "" {
		return fmt.Errorf("join: the table: %s", r.Error)
	}
	if r.Event == nil || r.Rights == nil {
		return errors.New("join: the table: not an answer")
	}
	if err := r.Rights.valid(); err != nil {
		return fmt.Errorf("join: %w", err)
	}
	c.mu.Lock()
	c.rights, c.removed, c.host = *r.Rights, false, r.Name
	c.mu.Unlock()
	data, err := json.Marshal(r.Event)
	if err != nil {
		return err
	}
	e, err := decodeEvent(data)
	if err != nil {
		return fmt.Errorf("join: %w", err)
	}
	return c.take(r.Seq, e)
}

// follow takes every change after the one taken, through the device's
// durable consumer (created here, or taken up where it was left).
func (c *Client) follow(ctx context.Context) error {
	// the host makes it (the device may not): see Host.placeDevice
	cons, err := c.js.Consumer(ctx, streamName, consumerName(c.key))
	if err != nil {
		return fmt.Errorf("join: follow the table: %w", err)
	}
	cc, err := cons.Consume(c.onMessage, jetstream.PullExpiry(2*pullHeartbeat), jetstream.PullHeartbeat(pullHeartbeat), jetstream.ConsumeErrHandler(func(cc jetstream.ConsumeContext, err error) { c.consumeErr(cc, err) }))
	if err != nil {
		return fmt.Errorf("join: follow the table: %w", err)
	}
	c.mu.Lock()
	old := c.cc
	c.cc = cc
	c.mu.Unlock()
	if old != nil {
		old.Stop()
	}
	return nil
}

// consumeErr takes an error of a consume: when the device's place in the
// stream is gone, or the consume's request for changes found no one to
// take it (the server was giving the device its new permissions at that
// moment), the device takes the table up again — unless that consume is
// no longer the one it follows by. A place made anew for a new role ends
// the former consume late (its end may come after the device already
// follows the new place): resuming then would stop the consume in use,
// and a change handed to it at that moment would come again only after
// the consumer's AckWait. A request nobody took is not asked again by the
// consume before its heartbeat is missed (twice pullHeartbeat): the device
// asks at once, after a short pause that grows while requests keep going
// unheard.
// It reports whether the device takes the table up again.
func (c *Client) consumeErr(cc jetstream.ConsumeContext, err error) bool {
	lost := errors.Is(err, jetstream.ErrConsumerDeleted) || errors.Is(err, jetstream.ErrConsumerNotFound)
	unheard := errors.Is(err, nats.ErrNoResponders)
	if !lost && !unheard {
		return false
	}
	if f := c.following(); f != nil && f != cc {
		return false
	}
	var pause time.Duration
	if unheard {
		c.mu.Lock()
		pause = min(50*time.Millisecond<<c.unheard, 2*time.Second)
		c.unheard = min(c.unheard+1, 8)
		c.mu.Unlock()
	}
	go func() {
		time.Sleep(pause)
		c.resume()
	}()
	return true
}

// following is the consume the device follows the table by (nil: none).
func (c *Client) following() jetstream.ConsumeContext {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.cc
}

// resume takes the table up again after the connection came back or the
// device's place in the stream was lost (a host restarted from older
// files): the table as the host has it, then its changes from there. It
// retries until it succeeds or the device leaves.
func (c *Client) resume() {
	c.resumeMu.Lock()
	defer c.resumeMu.Unlock()
	for delay := 100 * time.Millisecond; !c.nc.IsClosed(); delay = min(2*delay, 2*time.Second) {
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		err := c.readState(ctx)
		if err == nil {
			err = c.follow(ctx)
		}
		cancel()
		if err == nil || errors.Is(err, ErrRemoved) {
			return
		}
		time.Sleep(delay)
	}
}

// pullHeartbeat is how often the server says it still holds a device's
// request for changes; a request lost on the way is asked again after two
// missed beats (JetStream's default is 15 s, which a proposal's wait of
// 10 s would not outlast).
const pullHeartbeat = 2 * time.Second

// consumerName is the durable consumer of a device, by its key (capital
// letters and digits).
func consumerName(key string) string { return "dev_" + key }

func (c *Client) onMessage(m jetstream.Msg) {
	meta, err := m.Metadata()
	if err != nil {
		m.Nak()
		return
	}
	seq := meta.Sequence.Stream
	c.mu.Lock()
	old := seq <= c.seq
	c.unheard = 0
	c.mu.Unlock()
	if !old {
		e, err := decodeEvent(m.Data())
		if err == nil {
			err = c.take(seq, e)
		}
		if err != nil {
			c.mu.Lock()
			if c.err == nil {
				c.err = fmt.Errorf("change %d: %w", seq, err)
			}
			c.mu.Unlock()
		}
	}
	m.Ack()
}

// take makes the table the event's, as of change seq.
func (c *Client) take(seq uint64, e Event) error {
	var scn *engine.Scenario
	if len(e.Scenario) > 0 {
		var err error
		if scn, err = engine.UnmarshalScenario(e.Scenario); err != nil {
			return fmt.Errorf("the table: %w", err)
		}
	}
	// kept first: a device that holds a change has it in its copy too
	c.keep(seq, e)
	c.mu.Lock()
	c.seq, c.hash, c.scenario, c.kind, c.last = seq, e.Hash, scn, e.Kind, e
	waiters := c.waiters
	c.waiters = nil
	c.mu.Unlock()
	for _, w := range waiters {
		close(w)
	}
	if c.opts.OnChange != nil {
		c.opts.OnChange()
	}
	return nil
}

// keep records change seq in the device's own copy, if it keeps one.
func (c *Client) keep(seq uint64, e Event) {
	c.mu.Lock()
	k := c.keeper
	c.mu.Unlock()
	if k == nil {
		return
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if err := k.keep(ctx, seq, e); err != nil {
		c.mu.Lock()
		if c.keepErr == nil {
			c.keepErr = err
		}
		c.mu.Unlock()
	}
}

// Kept is the campaign of the device's own store that keeps its copy of
// the shared table (0: none is kept), and the first change it could not
// keep, if any.
func (c *Client) Kept() (campaign int64, err error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.keeper == nil {
		return 0, nil
	}
	return c.keeper.campaign, c.keepErr
}

// Host is the name of the host's campaign.
func (c *Client) Host() string {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.host
}

func (c *Client) status(connected bool) {
	if c.opts.OnStatus != nil {
		c.opts.OnStatus(connected)
	}
}

// Seq is the sequence of the last change taken.
func (c *Client) Seq() uint64 {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.seq
}

// Hash names the table as taken (see Event.Hash).
func (c *Client) Hash() string {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.hash
}

// Scenario is the scenario in progress as taken (nil: none). It is the
// device's own copy: read it, never change it.
func (c *Client) Scenario() *engine.Scenario {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.scenario
}

// Connected reports whether the device is connected to the host now.
func (c *Client) Connected() bool { return c.nc.IsConnected() }

// Err is the first change that could not be taken, if any.
func (c *Client) Err() error {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.err
}

// Wait waits until the device has taken change seq (or a later one).
func (c *Client) Wait(ctx context.Context, seq uint64) error {
	for {
		c.mu.Lock()
		if c.seq >= seq {
			c.mu.Unlock()
			return nil
		}
		w := make(chan struct{})
		c.waiters = append(c.waiters, w)
		c.mu.Unlock()
		select {
		case <-w:
		case <-ctx.Done():
			return fmt.Errorf("wait for change %d: %w", seq, ctx.Err())
		}
	}
}

// onRights takes the rights the host sends when it changes them.
func (c *Client) onRights(m *nats.Msg) {
	r, err := decodeRights(m.Data)
	if err != nil {
		c.mu.Lock()
		if c.err == nil {
			c.err = fmt.Errorf("rights: %w", err)
		}
		c.mu.Unlock()
		return
	}
	// given a place again, or another view: follow the table from here;
	// a proposal waits until then (settled), from the moment the rights
	// are seen
	var done chan struct{}
	c.mu.Lock()
	if c.removed && r.Role != RoleRemoved || r.Role != RoleRemoved && feedSubject(c.rights) != feedSubject(r) {
		done = make(chan struct{})
		c.resuming = done
	}
	c.mu.Unlock()
	c.setRights(r)
	if done != nil {
		go func() { c.resume(); close(done) }()
	}
	if r.Role == RoleRemoved {
		c.mu.Lock()
		cc := c.cc
		c.cc = nil
		c.mu.Unlock()
		if cc != nil {
			cc.Stop()
		}
	}
	if c.opts.OnChange != nil {
		c.opts.OnChange()
	}
}

func (c *Client) setRights(r Rights) {
	c.mu.Lock()
	c.rights, c.removed = r, r.Role == RoleRemoved
	c.mu.Unlock()
}

// Rights are what the host lets this device do, as it last said.
func (c *Client) Rights() Rights {
	c.mu.Lock()
	defer c.mu.Unlock()
	r := c.rights
	r.Characters = append([]string(nil), r.Characters...)
	return r
}

// Device is the name this device joined under.
func (c *Client) Device() string { return c.opts.Device }

// Key is the device's public key, which names it to the host.
func (c *Client) Key() string { return c.key }

// Propose asks the host to do action a on the table as this device last
// took it. It returns the sequence of the change it made; ErrStale when the
// table changed meanwhile (take the change, then propose again if it still
// makes sense); any refusal of the host's is a *RefusedError, which holds
// its reason.
func (c *Client) Propose(ctx context.Context, a engine.Action) (uint64, error) {
	r, err := c.propose(ctx, a)
	return r.Seq, err
}

// Do proposes action a (see Propose), waits until this device holds the
// change it made, and returns what the action did on the host's table, as
// play.Session.Do would have: a window tells its players the same
// whether it plays its own table or one another device shares.
func (c *Client) Do(ctx context.Context, a engine.Action) (engine.Report, error) {
	r, err := c.propose(ctx, a)
	if err != nil {
		return engine.Report{}, err
	}
	if err := c.Wait(ctx, r.Seq); err != nil {
		return engine.Report{}, fmt.Errorf("%s: %w", a.Kind(), err)
	}
	scn := c.Scenario()
	if len(r.Report) == 0 || scn == nil {
		return engine.Report{}, nil
	}
	rep, err := scn.UnmarshalReport(r.Report)
	if err != nil {
		// the action was done: say so, without what it did
		return engine.Report{}, fmt.Errorf("%s done, but %w", a.Kind(), errors.Join(ErrNoReport, err))
	}
	return rep, nil
}

// ErrNoReport is returned by Client.Do when the host did the action but
// what it did could not be read: the table is right, the players are told
// nothing of the action.
var ErrNoReport = errors.New("what the host's table did could not be read")

// settled waits until the device took the table on the feed its rights
// see, when they just changed.
func (c *Client) settled(ctx context.Context) error {
	c.mu.Lock()
	w := c.resuming
	c.mu.Unlock()
	if w == nil {
		return nil
	}
	select {
	case <-w:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}

// ErrAway is returned at once by a proposal made while the device is not
// connected to the host (the host's program closed, the network lost):
// the proposal would only wait for its deadline.
var ErrAway = errors.New("the host cannot be reached now")

// ready returns nil once the device may propose (settled), ErrRemoved for
// a removed device: at once, as it has no feed to settle on and a resume
// it began before its removal may never end; ErrAway at once while the
// device is not connected.
func (c *Client) ready(ctx context.Context) error {
	if c.Rights().Role == RoleRemoved {
		return ErrRemoved
	}
	if !c.nc.IsConnected() {
		return ErrAway
	}
	if err := c.settled(ctx); err != nil {
		return err
	}
	if c.Rights().Role == RoleRemoved {
		return ErrRemoved
	}
	return nil
}

// propose sends a proposal and reads the host's answer.
func (c *Client) propose(ctx context.Context, a engine.Action) (Reply, error) {
	if err := c.ready(ctx); err != nil {
		return Reply{Seq: c.Seq()}, fmt.Errorf("propose %s: %w", a.Kind(), err)
	}
	action, err := engine.MarshalAction(a)
	if err != nil {
		return Reply{}, err
	}
	data, err := json.Marshal(Proposal{Device: c.opts.Device, Seen: c.Seq(), Action: action})
	if err != nil {
		return Reply{}, err
	}
	msg, err := c.nc.RequestWithContext(ctx, subjectPropose+"."+c.key, data)
	if err != nil {
		return Reply{}, fmt.Errorf("propose %s: %w", a.Kind(), err)
	}
	var r Reply
	if err := json.Unmarshal(msg.Data, &r); err != nil {
		return Reply{}, fmt.Errorf("propose %s: not an answer: %w", a.Kind(), err)
	}
	return r, refusal("propose "+a.Kind(), r, nil)
}

// Step asks the host to undo (or redo) its last action, on the table as
// this device last took it: a co-game-master's. It returns as Propose
// does; persistence.ErrNothingToUndo or ErrNothingToRedo when there was
// nothing to step over.
func (c *Client) Step(ctx context.Context, undo bool) (uint64, error) {
	step := StepUndo
	if !undo {
		step = StepRedo
	}
	if err := c.ready(ctx); err != nil {
		return c.Seq(), fmt.Errorf("%s: %w", step, err)
	}
	data, err := json.Marshal(Proposal{Device: c.opts.Device, Seen: c.Seq(), Step: step})
	if err != nil {
		return 0, err
	}
	msg, err := c.nc.RequestWithContext(ctx, subjectPropose+"."+c.key, data)
	if err != nil {
		return 0, fmt.Errorf("%s: %w", step, err)
	}
	var r Reply
	if err := json.Unmarshal(msg.Data, &r); err != nil {
		return 0, fmt.Errorf("%s: not an answer: %w", step, err)
	}
	nothing := persistence.ErrNothingToUndo
	if !undo {
		nothing = persistence.ErrNothingToRedo
	}
	return r.Seq, refusal(step, r, nothing)
}

// Close leaves the table; the device's place in the stream is kept for it
// to join again.
func (c *Client) Close() {
	c.nc.Close()
	c.mu.Lock()
	cc := c.cc
	c.mu.Unlock()
	if cc != nil {
		cc.Stop()
	}
}
