package share

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"sync"
	"testing"
	"time"

	"github.com/nats-io/nkeys"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/engine/scenariofile"
	"github.com/haventable/haventable/persistence"
	"github.com/haventable/haventable/persistence/play"
)

// table is a campaign's table with the sample scenario started and a
// character "hero" in it, in a store of its own.
type table struct {
	store   *persistence.Store
	session *play.Session
	dir     string
}

func newTable(t *testing.T) *table { return newTableB(t) }

func newTableB(t testing.TB) *table { return newTableFrom(t, scenariofile.DefaultSample) }

// newTableFrom is a table with the sample scenario named started.
func newTableFrom(t testing.TB, sample string) *table {
	t.Helper()
	ctx := context.Background()
	dir := t.TempDir()
	store, err := persistence.Open(filepath.Join(dir, "c.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { store.Close() })
	c, err := store.CreateCampaign(ctx, "shared")
	if err != nil {
		t.Fatal(err)
	}
	sess, err := play.Open(ctx, store, c.ID)
	if err != nil {
		t.Fatal(err)
	}
	file, err := scenariofile.Sample(sample)
	if err != nil {
		t.Fatal(err)
	}
	scn, err := engine.LoadScenario(file, 1, 7, engine.SampleMonsters)
	if sample != scenariofile.DefaultSample {
		scn, err = engine.LoadScenarioFor(file, engine.Setup{Level: 1, Players: 2, Seed: 7}, engine.SampleMonsters)
	}
	if err != nil {
		t.Fatal(err)
	}
	hero := engine.Figure{ID: "hero", Name: "Hero", Kind: engine.KindCharacter, Side: engine.SideParty,
		At: file.Starts[0], OnMap: true, HP: 10, MaxHP: 10}
	if scn, err = scn.WithCharacter(hero, nil); err != nil {
		t.Fatal(err)
	}
	if err := sess.Start(ctx, scn); err != nil {
		t.Fatal(err)
	}
	return &table{store: store, session: sess, dir: filepath.Join(dir, "stream")}
}

func share(t *testing.T, tb *table, listen string) *Host {
	t.Helper()
	h, err := Share(context.Background(), HostOptions{Session: tb.session, Dir: tb.dir, Listen: listen})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { h.Close() })
	return h
}

// join joins h as device, which the host makes a co-game-master (it may
// do anything).
func join(t testing.TB, h *Host, device string) *Client {
	t.Helper()
	c := joinAs(t, h, device)
	if err := h.SetRights(c.Key(), Rights{Role: RoleGameMaster}); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	waitRights(ctx, t, c, RoleGameMaster)
	return c
}

// testKeys are the devices' keys, by test and device name: a device that
// joins again under its name in a test is the same device.
var testKeys sync.Map

// keyOf is the key of the test's device of that name.
func keyOf(t testing.TB, device string) nkeys.KeyPair {
	t.Helper()
	kp, err := NewKey()
	if err != nil {
		t.Fatal(err)
	}
	got, _ := testKeys.LoadOrStore(t.Name()+"/"+device, kp)
	return got.(nkeys.KeyPair)
}

// joinAs joins h as device, asking to play the characters as; the host
// admits it with the rights it suggests (those characters) unless it
// knows it already.
func joinAs(t testing.TB, h *Host, device string, as ...string) *Client {
	t.Helper()
	c, err := joinAdmitted(t, h, JoinOptions{Address: h.Address(), Code: h.Code(), Device: device, As: as})
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// joinAdmitted joins with opts (the test's key for its device when it has
// none), the host admitting the device with the rights it suggests when
// it waits.
func joinAdmitted(t testing.TB, h *Host, opts JoinOptions) (*Client, error) {
	t.Helper()
	if opts.Key == nil {
		opts.Key = keyOf(t, opts.Device)
	}
	key, _ := opts.Key.PublicKey()
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	type joined struct {
		c   *Client
		err error
	}
	done := make(chan joined, 1)
	go func() {
		c, err := Join(ctx, opts)
		done <- joined{c, err}
	}()
	for {
		select {
		case j := <-done:
			if j.c != nil {
				t.Cleanup(j.c.Close)
			}
			return j.c, j.err
		case <-time.After(5 * time.Millisecond):
		}
		for _, q := range h.Pending() {
			if q.Key == key && h.opts.Admit == nil {
				if err := h.Admit(key, h.Suggest(q)); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
}

// waitRights waits until the device holds the role the host gave it.
func waitRights(ctx context.Context, t testing.TB, c *Client, role Role) {
	t.Helper()
	for c.Rights().Role != role {
		select {
		case <-ctx.Done():
			t.Fatalf("device %s: role %q, want %q", c.Device(), c.Rights().Role, role)
		case <-time.After(5 * time.Millisecond):
		}
	}
}

// hostViewHash names the host's table as a device with rights r sees it.
func hostViewHash(t *testing.T, h *Host, r Rights) string {
	t.Helper()
	var e Event
	var err error
	h.opts.Run(func() { e, err = h.eventFor(r) })
	if err != nil {
		t.Fatal(err)
	}
	return e.Hash
}

// hostLastFor is the last change the host published on the feed of a
// device with rights r.
func hostLastFor(h *Host, r Rights) uint64 {
	var n uint64
	h.opts.Run(func() { n = h.lastFor(r) })
	return n
}

// hostHash names the host's table as it stands.
func hostHash(t *testing.T, h *Host) string {
	t.Helper()
	var e Event
	var err error
	h.opts.Run(func() { e, err = h.event("") })
	if err != nil {
		t.Fatal(err)
	}
	return e.Hash
}

// proposals is how many actions each device proposes: a few in the
// ordinary run, HAVENTABLE_SHARE_PROPOSALS (1,000 for the figure)
// when set.
func proposals(t *testing.T) int {
	if s := os.Getenv("HAVENTABLE_SHARE_PROPOSALS"); s != "" {
		n, err := strconv.Atoi(s)
		if err != nil || n < 1 {
			t.Fatalf("HAVENTABLE_SHARE_PROPOSALS=%q", s)
		}
		return n
	}
	return 60
}

// Four devices propose at once; each stale proposal is refused alone and
// proposed again after the device took the change. Every accepted action
// is applied once, in one order: the host's log holds exactly them, and
// every device ends with the host's table.
func TestFourDevicesProposeAtOnce(t *testing.T) {
	tb := newTable(t)
	h := share(t, tb, "127.0.0.1:0")
	devices := make([]*Client, 4)
	for i := range devices {
		devices[i] = join(t, h, fmt.Sprintf("device-%d", i))
	}
	before, err := tb.session.History(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	n := proposals(t)
	var wg sync.WaitGroup
	var mu sync.Mutex
	accepted, stale := 0, 0
	began := time.Now()
	for i, d := range devices {
		wg.Add(1)
		go func() {
			defer wg.Done()
			ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
			defer cancel()
			cond := []modifier.EffectKind{modifier.Poison, modifier.Wound, modifier.Muddle, modifier.Immobilize}[i]
			for k := 0; k < n; {
				a := engine.SetCondition{Figure: "hero", Condition: cond, Held: k%2 == 0}
				seq, err := d.Propose(ctx, a)
				if errors.Is(err, ErrStale) {
					mu.Lock()
					stale++
					mu.Unlock()
					if err := d.Wait(ctx, seq); err != nil {
						t.Error(err)
						return
					}
					continue
				}
				if err != nil {
					t.Errorf("device %d, proposal %d: %v", i, k, err)
					return
				}
				mu.Lock()
				accepted++
				mu.Unlock()
				k++
			}
		}()
	}
	wg.Wait()
	took := time.Since(began)
	if t.Failed() {
		return
	}
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	last, want := h.Last(), hostHash(t, h)
	for i, d := range devices {
		if err := d.Wait(ctx, last); err != nil {
			t.Fatalf("device %d: %v", i, err)
		}
		if d.Hash() != want || d.Err() != nil {
			t.Errorf("device %d holds another table (err %v)", i, d.Err())
		}
	}
	after, err := tb.session.History(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if got := len(after) - len(before); got != accepted || accepted != 4*n {
		t.Errorf("%d actions logged, %d accepted, want %d", got, accepted, 4*n)
	}
	if err := h.Err(); err != nil {
		t.Error(err)
	}
	t.Logf("4 devices × %d proposals: %d accepted, %d refused as stale, in %v", n, accepted, stale, took)
}

// A proposal made on a table that changed since is refused, that one
// alone: nothing changes, and the next one, on the table as it stands, is
// done.
func TestStaleProposalRefusedAlone(t *testing.T) {
	tb := newTable(t)
	h := share(t, tb, "127.0.0.1:0")
	slow := join(t, h, "slow")
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	// the host's own player acts; the device has not taken it yet when it
	// proposes (its sequence is set back to before the change)
	var err error
	h.opts.Run(func() { _, err = tb.session.Do(ctx, engine.Infuse{Element: modifier.Fire}) })
	if err != nil {
		t.Fatal(err)
	}
	if err := slow.Wait(ctx, h.Last()); err != nil {
		t.Fatal(err)
	}
	slow.mu.Lock()
	slow.seq--
	slow.mu.Unlock()
	last, hash := h.Last(), hostHash(t, h)
	if _, err := slow.Propose(ctx, engine.Infuse{Element: modifier.Ice}); !errors.Is(err, ErrStale) {
		t.Fatalf("stale proposal: %v", err)
	}
	if h.Last() != last || hostHash(t, h) != hash {
		t.Fatal("a stale proposal changed the table")
	}
	slow.mu.Lock()
	slow.seq++
	slow.mu.Unlock()
	seq, err := slow.Propose(ctx, engine.Infuse{Element: modifier.Ice})
	if err != nil || seq != last+2 { // the change on both feeds
		t.Fatalf("fresh proposal: seq %d, %v", seq, err)
	}
	if err := slow.Wait(ctx, seq); err != nil {
		t.Fatal(err)
	}
	// an action the engine refuses is refused with its reason, alone
	if _, err := slow.Propose(ctx, engine.DamageFigure{Figure: "nobody", Amount: 1}); err == nil || errors.Is(err, ErrStale) {
		t.Errorf("refused action: %v", err)
	}
}

// A wrong code is refused at the door.
func TestWrongCodeRefused(t *testing.T) {
	tb := newTable(t)
	h := share(t, tb, "127.0.0.1:0")
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if _, err := Join(ctx, JoinOptions{Address: h.Address(), Code: "WRONG", Device: "x"}); err == nil {
		t.Fatal("joined with a wrong code")
	}
}

// The host stops (its session goes on) and comes back on the same port
// with the same stream: a device that joined before takes up where it was,
// without joining again, and takes the changes made while the host was
// away as one change (the table as the host publishes it on its return).
func TestDeviceResumesAfterTheHostReturns(t *testing.T) {
	tb := newTable(t)
	h := share(t, tb, "127.0.0.1:0")
	addr := h.Address()
	d := join(t, h, "tablet")
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	if _, err := d.Propose(ctx, engine.Infuse{Element: modifier.Earth}); err != nil {
		t.Fatal(err)
	}
	h.Close()
	if _, err := tb.session.Do(ctx, engine.Infuse{Element: modifier.Light}); err != nil {
		t.Fatal(err)
	}
	h2, err := Share(ctx, HostOptions{Session: tb.session, Dir: tb.dir, Listen: addr, Code: h.Code()})
	if err != nil {
		t.Fatal(err)
	}
	defer h2.Close()
	if err := d.Wait(ctx, h2.Last()); err != nil {
		t.Fatal(err)
	}
	if d.Hash() != hostHash(t, h2) {
		t.Fatal("the device holds another table after the host returned")
	}
	if !d.Connected() {
		t.Error("not connected")
	}
	if _, err := d.Propose(ctx, engine.SetCondition{Figure: "hero", Condition: modifier.Poison, Held: true}); err != nil {
		t.Fatalf("after the host returned: %v", err)
	}
}

// A host started again on the same folder keeps its join code; the file
// is the user's alone.
func TestCodeKept(t *testing.T) {
	tb := newTable(t)
	h := share(t, tb, "127.0.0.1:0")
	code := h.Code()
	h.Close()
	h2 := share(t, tb, "127.0.0.1:0")
	if h2.Code() != code {
		t.Errorf("code %q, then %q", code, h2.Code())
	}
	fi, err := os.Stat(filepath.Join(tb.dir, "join-code"))
	if err != nil || fi.Mode().Perm() != 0o600 {
		t.Errorf("join-code: %v, mode %v", err, fi.Mode())
	}
}
