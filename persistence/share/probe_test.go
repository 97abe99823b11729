package share

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
	"github.com/nats-io/nkeys"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/modifier"
)

// prober is a raw connection to the host's server, as a hostile program
// would open one, with the server's refusals it was told.
type prober struct {
	nc   *nats.Conn
	mu   sync.Mutex
	errs []error
}

func (p *prober) refusals() []error {
	p.mu.Lock()
	defer p.mu.Unlock()
	return slices.Clone(p.errs)
}

// refused waits until the server refused something naming subject.
func (p *prober) refused(t *testing.T, what, subject string) {
	t.Helper()
	p.nc.Flush()
	deadline := time.Now().Add(2 * time.Second)
	for time.Now().Before(deadline) {
		for _, err := range p.refusals() {
			if errors.Is(err, nats.ErrPermissionViolation) && strings.Contains(err.Error(), `"`+subject+`"`) {
				return
			}
		}
		time.Sleep(5 * time.Millisecond)
	}
	t.Errorf("%s: the server did not refuse %q (it said %v)", what, subject, p.refusals())
}

func probeWith(t *testing.T, h *Host, opts ...nats.Option) *prober {
	t.Helper()
	p := &prober{}
	opts = append(opts, nats.NoReconnect(), nats.ErrorHandler(func(_ *nats.Conn, _ *nats.Subscription, err error) {
		p.mu.Lock()
		p.errs = append(p.errs, err)
		p.mu.Unlock()
	}))
	nc, err := nats.Connect("nats://"+h.Address(), opts...)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(nc.Close)
	p.nc = nc
	return p
}

// streams are the names of the streams on the host's server.
func streams(t *testing.T, h *Host) []string {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	var out []string
	names := h.js.StreamNames(ctx)
	for n := range names.Name() {
		out = append(out, n)
	}
	if err := names.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}

// THE PROBE: a program that knows only the join code can do none of what
// the issue lists; an admitted player's device can do none of it either
// beyond its own; the server refuses each, not our handlers. A device
// removed is refused by the server at once.
func TestProbe(t *testing.T) {
	tb := newTable(t)
	h := share(t, tb, "127.0.0.1:0")
	honest := joinAs(t, h, "honest", "hero")
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()

	codeOnly := probeWith(t, h, nats.UserInfo(joinUser, h.Code()))
	kp, err := NewKey()
	if err != nil {
		t.Fatal(err)
	}
	rogue := joinAs(t, h, "rogue") // admitted, watching
	rogue.Close()
	rogueKey, _ := keyOf(t, "rogue").PublicKey()
	player := probeWith(t, h, nats.Nkey(rogueKey, keyOf(t, "rogue").Sign), nats.CustomInboxPrefix(inboxPrefix(rogueKey)))

	for _, p := range []struct {
		name string
		*prober
	}{{"the code alone", codeOnly}, {"a watching device", player}} {
		// subscribe to everything, to the requests and to another
		// device's proposals
		var got []*nats.Msg
		var gmu sync.Mutex
		for _, subj := range []string{">", subjectState + ".>", subjectPropose + ".>", subjectPropose + "." + honest.Key(), feedAll} {
			if _, err := p.nc.Subscribe(subj, func(m *nats.Msg) { gmu.Lock(); got = append(got, m); gmu.Unlock() }); err != nil {
				t.Fatal(err)
			}
			p.refused(t, p.name+": subscribe", subj)
		}
		// publish a forged event, answer a state request in the host's place
		last, hash := h.Last(), hostHash(t, h)
		forged := []byte(`{"kind":"damage","hash":""}`)
		for _, subj := range []string{feedAll, subjectEvents + ".players", inboxPrefix(honest.Key()) + ".x", subjectPropose + "." + honest.Key()} {
			p.nc.Publish(subj, forged)
			p.refused(t, p.name+": publish", subj)
		}
		// make or delete a stream, read another device's place in it
		js, err := jetstream.New(p.nc)
		if err != nil {
			t.Fatal(err)
		}
		sctx, scancel := context.WithTimeout(ctx, 500*time.Millisecond)
		if _, err := js.CreateStream(sctx, jetstream.StreamConfig{Name: "FILL", Subjects: []string{"fill"}}); err == nil {
			t.Errorf("%s: a stream made", p.name)
		}
		scancel()
		p.refused(t, p.name+": make a stream", "$JS.API.STREAM.CREATE.FILL")
		sctx, scancel = context.WithTimeout(ctx, 500*time.Millisecond)
		if err := js.DeleteStream(sctx, streamName); err == nil {
			t.Errorf("%s: the stream deleted", p.name)
		}
		scancel()
		p.refused(t, p.name+": delete the stream", "$JS.API.STREAM.DELETE."+streamName)
		sctx, scancel = context.WithTimeout(ctx, 500*time.Millisecond)
		if _, err := js.Consumer(sctx, streamName, consumerName(honest.Key())); err == nil {
			t.Errorf("%s: another device's consumer read", p.name)
		}
		scancel()
		p.refused(t, p.name+": another device's consumer", "$JS.API.CONSUMER.INFO."+streamName+"."+consumerName(honest.Key()))
		// meanwhile the honest device proposes: none of it reaches the probe
		seq, err := honest.Propose(ctx, engine.DamageFigure{Figure: "hero", Amount: 1})
		if err != nil {
			t.Fatal(err)
		}
		if err := honest.Wait(ctx, seq); err != nil {
			t.Fatal(err)
		}
		if seq <= last || hostHash(t, h) == hash {
			t.Errorf("%s: the honest proposal made change %d after %d", p.name, seq, last)
		}
		p.nc.Flush()
		gmu.Lock()
		if len(got) > 0 {
			t.Errorf("%s: received %d messages, the first on %q", p.name, len(got), got[0].Subject)
		}
		gmu.Unlock()
		if s := streams(t, h); !slices.Equal(s, []string{streamName}) {
			t.Errorf("%s: streams %v", p.name, s)
		}
	}
	// the account's own limit: one stream, even for the host
	if _, err := h.js.CreateStream(ctx, jetstream.StreamConfig{Name: "SECOND", Subjects: []string{"second"}}); err == nil {
		t.Error("the table's account took a second stream")
	}
	// a key the host never admitted is not let in
	if _, err := nats.Connect("nats://"+h.Address(), nats.Nkey(mustPublic(t, kp), kp.Sign)); !errors.Is(err, nats.ErrAuthorization) {
		t.Errorf("a key never admitted: %v", err)
	}

	// removed: the server drops and refuses the device at once (a few
	// milliseconds when the machine is idle); the bound is generous, so
	// that a loaded machine does not fail it, and still fails a device
	// left connected until it next reconnects
	const removedWithin = 5 * time.Second
	start := time.Now()
	if err := h.SetRights(honest.Key(), Rights{Role: RoleRemoved}); err != nil {
		t.Fatal(err)
	}
	for honest.nc.IsConnected() {
		if time.Since(start) > removedWithin {
			t.Fatalf("the removed device is still connected after %v", removedWithin)
		}
		time.Sleep(time.Millisecond)
	}
	cut := time.Since(start)
	hk := keyOf(t, "honest")
	if _, err := nats.Connect("nats://"+h.Address(), nats.Nkey(honest.Key(), hk.Sign)); !errors.Is(err, nats.ErrAuthorization) {
		t.Errorf("the removed device connecting again: %v", err)
	}
	if took := time.Since(start); took > removedWithin {
		t.Errorf("the removed device refused after %v, want within %v", took, removedWithin)
	}
	t.Logf("removed device disconnected after %v, refused after %v", cut, time.Since(start))
}

func mustPublic(t *testing.T, kp nkeys.KeyPair) string {
	t.Helper()
	pub, err := kp.PublicKey()
	if err != nil {
		t.Fatal(err)
	}
	return pub
}

// A player's device is sent the table as the players see it: the raw
// messages of its consumer are on the players' feed and hold no hidden
// room's hexes or monsters, no deck's order (checked against the host's
// decks), no map file and no random state; it may not
// read the whole table's feed another way. A co-game-master's hold all.
func TestPlayersFeedOnTheWire(t *testing.T) {
	tb := newTableFrom(t, "twin-vaults")
	h := share(t, tb, "127.0.0.1:0")
	scn := tb.session.Scenario()
	var hidden []string
	for _, x := range scn.Map().Hexes() {
		if !scn.Revealed(x) {
			hidden = append(hidden, fmt.Sprintf("[%d,%d]", x.Q, x.R))
		}
	}
	if len(hidden) == 0 || len(scn.Hidden()) == 0 {
		t.Fatal("the sample has no hidden room")
	}
	joinAs(t, h, "phone", "hero").Close()
	join(t, h, "tv").Close()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	for _, a := range []engine.Action{engine.DamageFigure{Figure: "hero", Amount: 2}, engine.SetInitiative{Character: "hero", Leading: 12, Second: 40}} {
		var err error
		h.opts.Run(func() { _, err = tb.session.Do(ctx, a) })
		if err != nil {
			t.Fatal(err)
		}
	}
	fixed, _ := json.Marshal(mustRandom(t))
	// the decks' order as the host holds it: the monsters' modifier deck
	// and each ability deck's draw pile, top first
	type decks struct {
		Monster struct {
			Draw []json.RawMessage
		} `json:"monster_deck"`
		Ability []struct {
			State struct {
				Draw []int `json:"draw"`
			} `json:"state"`
		} `json:"ability_decks"`
	}
	var order decks
	var whole []byte
	h.opts.Run(func() { whole, _ = tb.session.Scenario().MarshalJSON() })
	if err := json.Unmarshal(whole, &order); err != nil || len(order.Monster.Draw) < 2 {
		t.Fatalf("the host's decks: %v (%d cards, %d ability decks)", err, len(order.Monster.Draw), len(order.Ability))
	}
	cards := func(raw []json.RawMessage) []string {
		var out []string
		for _, c := range raw {
			out = append(out, string(c))
		}
		return out
	}
	hostOrder := cards(order.Monster.Draw)
	if slices.IsSorted(hostOrder) {
		t.Fatal("the host's monster deck is in sorted order: the test cannot tell it from the players' view")
	}
	raw := func(device string) (*prober, []jetstream.Msg) { return rawMessages(ctx, t, h, device) }
	player, msgs := raw("phone")
	for _, m := range msgs {
		var seen decks
		if e, err := decodeEvent(m.Data()); err == nil {
			if err := json.Unmarshal(e.Scenario, &seen); err != nil {
				t.Fatal(err)
			}
		}
		got := cards(seen.Monster.Draw)
		if slices.Equal(got, hostOrder) || !slices.IsSorted(got) {
			t.Errorf("a player's message holds the monster deck's order: %v", got)
		}
		for _, d := range seen.Ability {
			if !slices.IsSorted(d.State.Draw) {
				t.Errorf("a player's message holds an ability deck's order: %v", d.State.Draw)
			}
		}
		e, err := decodeEvent(m.Data())
		if err != nil || m.Subject() != feedPlayers || len(e.Entry) > 0 {
			t.Fatalf("a player's message on %q, entry %s: %v", m.Subject(), e.Entry, err)
		}
		doc := string(e.Scenario)
		var whole struct {
			Map json.RawMessage `json:"map"`
		}
		if err := json.Unmarshal(e.Scenario, &whole); err != nil {
			t.Fatal(err)
		}
		for _, x := range hidden {
			if strings.Contains(string(whole.Map), x) {
				t.Errorf("a player's message holds the hidden hex %s", x)
			}
		}
		for _, f := range scn.Hidden() {
			if strings.Contains(doc, `"`+f.ID+`"`) {
				t.Errorf("a player's message holds the waiting %s", f.ID)
			}
		}
		if strings.Contains(doc, `"map_file"`) || !strings.Contains(doc, `"random":`+string(fixed)) {
			t.Error("a player's message holds the map file or the random state")
		}
	}
	// the whole feed is out of its reach
	js, _ := jetstream.New(player.nc)
	sctx, scancel := context.WithTimeout(ctx, 500*time.Millisecond)
	if _, err := js.CreateConsumer(sctx, streamName, jetstream.ConsumerConfig{FilterSubject: feedAll}); err == nil {
		t.Error("a player's device made a consumer of the whole table")
	}
	scancel()
	sctx, scancel = context.WithTimeout(ctx, 500*time.Millisecond)
	if st, err := js.Stream(sctx, streamName); err == nil {
		if _, err := st.GetLastMsgForSubject(sctx, feedAll); err == nil {
			t.Error("a player's device read the whole table's last message")
		}
	}
	scancel()
	player.refused(t, "stream info", "$JS.API.STREAM.INFO."+streamName)
	// a co-game-master's messages are the whole table
	_, msgs = raw("tv")
	e, err := decodeEvent(msgs[len(msgs)-1].Data())
	if err != nil || msgs[len(msgs)-1].Subject() != feedAll || !strings.Contains(string(e.Scenario), `"hidden"`) {
		t.Errorf("a co-game-master's message on %q: %v", msgs[len(msgs)-1].Subject(), err)
	}
}

// rawMessages are the raw messages of device's own consumer (at least two),
// read with its own key, and the connection that read them.
func rawMessages(ctx context.Context, t *testing.T, h *Host, device string) (*prober, []jetstream.Msg) {
	t.Helper()
	kp := keyOf(t, device)
	key := mustPublic(t, kp)
	p := probeWith(t, h, nats.Nkey(key, kp.Sign), nats.CustomInboxPrefix(inboxPrefix(key)))
	js, err := jetstream.New(p.nc)
	if err != nil {
		t.Fatal(err)
	}
	cons, err := js.Consumer(ctx, streamName, consumerName(key))
	if err != nil {
		t.Fatalf("%s: its own consumer: %v", device, err)
	}
	batch, err := cons.Fetch(10, jetstream.FetchMaxWait(2*time.Second))
	if err != nil {
		t.Fatal(err)
	}
	var msgs []jetstream.Msg
	for m := range batch.Messages() {
		msgs = append(msgs, m)
	}
	if len(msgs) < 2 {
		t.Fatalf("%s: %d messages", device, len(msgs))
	}
	return p, msgs
}

func mustRandom(t *testing.T) []byte {
	t.Helper()
	b, err := modifier.NewSource(0).MarshalBinary()
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// 3,000 join requests, from as many keys, as fast as one connection sends
// them: at most maxPending wait, the rest are answered "full" and kept
// nowhere, the host's window is told of each waiting one once, and an
// honest device's proposals are answered meanwhile.
func TestJoinFlood(t *testing.T) {
	tb := newTable(t)
	var mu sync.Mutex
	told := 0
	h, err := Share(context.Background(), HostOptions{Session: tb.session, Dir: tb.dir, Listen: "127.0.0.1:0",
		OnDevices: func() { mu.Lock(); told++; mu.Unlock() }})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { h.Close() })
	honest := joinAs(t, h, "honest", "hero")
	mu.Lock()
	told = 0
	mu.Unlock()
	flood := probeWith(t, h, nats.UserInfo(joinUser, h.Code()))
	const n = 3000
	reqs := make([][]byte, n)
	for i := range reqs {
		kp, err := NewKey()
		if err != nil {
			t.Fatal(err)
		}
		q, err := newJoinRequest(fmt.Sprintf("fake-%04d", i), []string{"Hero"}, kp)
		if err != nil {
			t.Fatal(err)
		}
		reqs[i], _ = json.Marshal(q)
	}
	answers := make(chan *nats.Msg, n)
	inbox := nats.NewInbox()
	sub, err := flood.nc.ChanSubscribe(inbox, answers)
	if err != nil {
		t.Fatal(err)
	}
	defer sub.Unsubscribe()
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	done := make(chan struct{})
	var worst time.Duration
	go func() { // the honest device plays meanwhile
		defer close(done)
		for i := 0; i < 20; i++ {
			start := time.Now()
			if _, err := honest.Propose(ctx, engine.SetCondition{Figure: "hero", Condition: modifier.Poison, Held: i%2 == 0}); err != nil && !errors.Is(err, ErrStale) {
				t.Errorf("the honest device during the flood: %v", err)
				return
			}
			worst = max(worst, time.Since(start))
		}
	}()
	start := time.Now()
	for _, r := range reqs {
		if err := flood.nc.PublishRequest(subjectJoin, inbox, r); err != nil {
			t.Fatal(err)
		}
	}
	flood.nc.Flush()
	full := 0
	for got := 0; got < n-maxPending; got++ { // the waiting ones are held
		select {
		case m := <-answers:
			if a, _ := decodeJoinAnswer(m.Data); a == JoinFull {
				full++
			}
		case <-ctx.Done():
			t.Fatalf("%d answers of %d", got, n)
		}
	}
	took := time.Since(start)
	<-done
	if p := h.Pending(); len(p) != maxPending || full != n-maxPending {
		t.Errorf("%d waiting, %d answered full", len(p), full)
	}
	mu.Lock()
	if told > maxPending {
		t.Errorf("the host's window told %d times", told)
	}
	mu.Unlock()
	t.Logf("%d join requests answered in %v; the honest device's slowest proposal meanwhile %v", n, took, worst)
}
