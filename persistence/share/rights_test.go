package share

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"log/slog"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/persistence"
)

// lockedBuffer is a log the host writes from its goroutines.
type lockedBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *lockedBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *lockedBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

func shareLogged(t *testing.T, tb *table) (*Host, *lockedBuffer) {
	t.Helper()
	log := &lockedBuffer{}
	h, err := Share(context.Background(), HostOptions{Session: tb.session, Dir: tb.dir, Listen: "127.0.0.1:0",
		Log: slog.New(slog.NewTextHandler(log, nil))})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { h.Close() })
	return h, log
}

// monsterOf is a monster of the table's scenario.
func monsterOf(t *testing.T, tb *table) string {
	t.Helper()
	for _, f := range tb.session.Scenario().Figures() {
		if f.Kind == engine.KindMonster {
			return f.ID
		}
	}
	t.Fatal("no monster in the sample scenario")
	return ""
}

// A device playing a character may do what is that character's; the
// game master's part (elements, monsters) is refused, that action alone,
// logged, never applied; the next action of its own is done.
func TestRightsRefusedAloneAndAccepted(t *testing.T) {
	tb := newTable(t)
	h, log := shareLogged(t, tb)
	d := joinAs(t, h, "phone", "HERO") // by name, whatever the case
	if r := d.Rights(); r.Role != RolePlayers || !slices.Equal(r.Characters, []string{"hero"}) {
		t.Fatalf("rights on joining: %+v", r)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	seq, err := d.Propose(ctx, engine.SetCondition{Figure: "hero", Condition: modifier.Poison, Held: true})
	if err != nil {
		t.Fatalf("the device's own character: %v", err)
	}
	if err := d.Wait(ctx, seq); err != nil {
		t.Fatal(err)
	}
	monster := monsterOf(t, tb)
	for _, a := range []engine.Action{
		engine.Infuse{Element: modifier.Fire},
		engine.DamageFigure{Figure: monster, Amount: 1},
		engine.SetMonsterInitiative{Type: "x", Initiative: 3},
		engine.EndRound{},
	} {
		last, hash := h.Last(), hostHash(t, h)
		if _, err := d.Propose(ctx, a); !errors.Is(err, ErrNotAllowed) {
			t.Errorf("%s: %v, want refused as not the device's", a.Kind(), err)
		}
		if h.Last() != last || hostHash(t, h) != hash {
			t.Errorf("%s: refused, and yet the table changed", a.Kind())
		}
	}
	if got := log.String(); strings.Count(got, "outside the device's rights") != 4 || !strings.Contains(got, "device=phone") {
		t.Errorf("log:\n%s", got)
	}
	if _, err := d.Propose(ctx, engine.HealFigure{Figure: "hero", Amount: 1}); err != nil {
		t.Errorf("after a refusal, the device's own action: %v", err)
	}
	devices := h.Devices()
	if len(devices) != 1 || devices[0].Name != "phone" || !slices.Equal(devices[0].Asked, []string{"HERO"}) {
		t.Errorf("devices: %+v", devices)
	}
}

// A device that asks for nothing watches until the host makes it a
// co-game-master, who may then do anything; a proposal made as a device
// the host never saw is refused.
func TestCoGameMaster(t *testing.T) {
	tb := newTable(t)
	var mu sync.Mutex
	told := 0
	h, err := Share(context.Background(), HostOptions{Session: tb.session, Dir: tb.dir, Listen: "127.0.0.1:0",
		OnDevices: func() { mu.Lock(); told++; mu.Unlock() }})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { h.Close() })
	d := joinAs(t, h, "tablet")
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	if r := d.Rights(); r.Role != RolePlayers || len(r.Characters) != 0 {
		t.Fatalf("rights on joining: %+v", r)
	}
	if _, err := d.Propose(ctx, engine.SetCondition{Figure: "hero", Condition: modifier.Poison, Held: true}); !errors.Is(err, ErrNotAllowed) {
		t.Fatalf("a watching device acted for a character: %v", err)
	}
	if err := h.SetRights(d.Key(), Rights{Role: RoleGameMaster}); err != nil {
		t.Fatal(err)
	}
	waitRights(ctx, t, d, RoleGameMaster)
	for _, a := range []engine.Action{
		engine.Infuse{Element: modifier.Fire},
		engine.DamageFigure{Figure: monsterOf(t, tb), Amount: 1},
		engine.SetCondition{Figure: "hero", Condition: modifier.Poison, Held: true},
	} {
		seq, err := d.Propose(ctx, a)
		if err != nil {
			t.Fatalf("co-game-master, %s: %v", a.Kind(), err)
		}
		if err := d.Wait(ctx, seq); err != nil {
			t.Fatal(err)
		}
	}
	mu.Lock()
	if told != 3 {
		t.Errorf("the host's window was told %d times of its devices, want 3 (asked, admitted, rights)", told)
	}
	mu.Unlock()
	if err := h.SetRights("nobody", Rights{Role: RoleGameMaster}); err == nil {
		t.Error("rights given to a device that never joined")
	}
	if err := h.SetRights(d.Key(), Rights{Role: "king"}); err == nil {
		t.Error("an unknown role taken")
	}
}

// The rights are kept beside the join code: a host started again gives its
// devices the rights they had, and a device that joins again keeps them
// whatever it asks for.
func TestRightsKeptOverRestart(t *testing.T) {
	tb := newTable(t)
	h := share(t, tb, "127.0.0.1:0")
	addr, code := h.Address(), h.Code()
	d := joinAs(t, h, "phone")
	if err := h.SetRights(d.Key(), Rights{Role: RolePlayers, Characters: []string{"hero"}}); err != nil {
		t.Fatal(err)
	}
	tv := joinAs(t, h, "tv")
	if err := h.SetRights(tv.Key(), Rights{Role: RoleGameMaster}); err != nil {
		t.Fatal(err)
	}
	h.Close()
	fi, err := os.Stat(filepath.Join(tb.dir, devicesFile))
	if err != nil || fi.Mode().Perm() != 0o600 {
		t.Fatalf("%s: %v, mode %v", devicesFile, err, fi.Mode())
	}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	h2, err := Share(ctx, HostOptions{Session: tb.session, Dir: tb.dir, Listen: addr, Code: code})
	if err != nil {
		t.Fatal(err)
	}
	defer h2.Close()
	got := h2.Devices()
	if len(got) != 2 || got[0].Name != "phone" || !slices.Equal(got[0].Characters, []string{"hero"}) ||
		got[1].Name != "tv" || got[1].Role != RoleGameMaster {
		t.Fatalf("devices after a restart: %+v", got)
	}
	if err := d.Wait(ctx, h2.Last()); err != nil {
		t.Fatal(err)
	}
	if _, err := d.Propose(ctx, engine.SetCondition{Figure: "hero", Condition: modifier.Wound, Held: true}); err != nil {
		t.Errorf("the device's character after the restart: %v", err)
	}
	if _, err := d.Propose(ctx, engine.Infuse{Element: modifier.Air}); !errors.Is(err, ErrNotAllowed) {
		t.Errorf("the game master's part after the restart: %v", err)
	}
	again := joinAs(t, h2, "tv", "hero")
	if r := again.Rights(); r.Role != RoleGameMaster {
		t.Errorf("a device joining again: %+v, want the rights it had", r)
	}
}

// A device the host removes may do nothing more, is no longer sent the
// table, and cannot join again under its name until the host gives it a
// role again.
func TestRemovedDevice(t *testing.T) {
	tb := newTable(t)
	h := share(t, tb, "127.0.0.1:0")
	d := join(t, h, "phone")
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	if err := h.SetRights(d.Key(), Rights{Role: RoleRemoved, Characters: []string{"hero"}}); err != nil {
		t.Fatal(err)
	}
	waitRights(ctx, t, d, RoleRemoved)
	if r := h.Devices()[0]; len(r.Characters) != 0 {
		t.Errorf("a removed device keeps characters: %+v", r)
	}
	if _, err := d.Propose(ctx, engine.Infuse{Element: modifier.Fire}); !errors.Is(err, ErrRemoved) {
		t.Errorf("a removed device's proposal: %v", err)
	}
	var err error
	if _, err = Join(ctx, JoinOptions{Address: h.Address(), Code: h.Code(), Device: "phone", Key: keyOf(t, "phone")}); !errors.Is(err, ErrRefused) {
		t.Errorf("a removed device joining again: %v", err)
	}
	// given a role again, the device follows the table again by itself
	if err := h.SetRights(d.Key(), Rights{Role: RoleGameMaster}); err != nil {
		t.Fatal(err)
	}
	waitRights(ctx, t, d, RoleGameMaster)
	h.opts.Run(func() { _, err = tb.session.Do(ctx, engine.Infuse{Element: modifier.Dark}) })
	if err != nil {
		t.Fatal(err)
	}
	if err := d.Wait(ctx, h.Last()); err != nil {
		t.Fatalf("the device given a role again does not follow: %v", err)
	}
	if _, err := d.Propose(ctx, engine.Infuse{Element: modifier.Light}); err != nil {
		t.Errorf("the device given a role again: %v", err)
	}
	if err := h.SetRights(d.Key(), Rights{Role: RolePlayers}); err != nil {
		t.Fatal(err)
	}
	back := joinAs(t, h, "phone")
	if back.Rights().Role != RolePlayers {
		t.Errorf("back: %+v", back.Rights())
	}
}

// A co-game-master may undo and redo the host's last action, as the
// host's window does; a player's device may not.
func TestCoGameMasterUndoes(t *testing.T) {
	tb := newTable(t)
	h := share(t, tb, "127.0.0.1:0")
	player := joinAs(t, h, "phone", "hero")
	gm := join(t, h, "tv")
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	before := hostHash(t, h)
	seq, err := player.Propose(ctx, engine.SetCondition{Figure: "hero", Condition: modifier.Poison, Held: true})
	if err != nil {
		t.Fatal(err)
	}
	after := hostHash(t, h)
	for _, d := range []*Client{player, gm} {
		if err := d.Wait(ctx, hostLastFor(h, d.Rights())); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := player.Step(ctx, true); !errors.Is(err, ErrNotAllowed) {
		t.Fatalf("a player's undo: %v", err)
	}
	if hostHash(t, h) != after {
		t.Fatal("a refused undo changed the table")
	}
	seq, err = gm.Step(ctx, true)
	if err != nil {
		t.Fatalf("a co-game-master's undo: %v", err)
	}
	if hostHash(t, h) != before {
		t.Fatal("the undo did not take the action back")
	}
	if err := gm.Wait(ctx, seq); err != nil {
		t.Fatal(err)
	}
	if gm.Hash() != before {
		t.Error("the co-game-master does not hold the table after its undo")
	}
	if seq, err = gm.Step(ctx, false); err != nil {
		t.Fatalf("redo: %v", err)
	}
	if err := gm.Wait(ctx, seq); err != nil {
		t.Fatal(err)
	}
	if hostHash(t, h) != after {
		t.Error("the redo did not do the action again")
	}
	if _, err := gm.Step(ctx, false); !errors.Is(err, persistence.ErrNothingToRedo) {
		t.Errorf("redo with nothing undone: %v", err)
	}
}

// A devices.json of before keys (devices by name): no device is let in by
// its name; one that asks again under it is offered the role it had, and
// once let in it is kept by its key.
func TestOlderDevicesAskAgain(t *testing.T) {
	tb := newTable(t)
	if err := os.MkdirAll(tb.dir, 0o700); err != nil {
		t.Fatal(err)
	}
	old := `[{"name": "tv", "role": "game-master"}, {"name": "phone", "role": "players", "characters": ["hero"]}]`
	if err := os.WriteFile(filepath.Join(tb.dir, devicesFile), []byte(old), 0o600); err != nil {
		t.Fatal(err)
	}
	h := share(t, tb, "127.0.0.1:0")
	if d := h.Devices(); len(d) != 0 {
		t.Fatalf("devices let in by name: %+v", d)
	}
	tv := joinAs(t, h, "tv") // the test admits with the rights the host suggests
	if r := tv.Rights(); r.Role != RoleGameMaster {
		t.Errorf("the tv asking again is offered %+v, want the co-game-master it was", r)
	}
	h.Close()
	data, err := os.ReadFile(filepath.Join(tb.dir, devicesFile))
	if err != nil {
		t.Fatal(err)
	}
	var kept []Device
	if err := json.Unmarshal(data, &kept); err != nil {
		t.Fatal(err)
	}
	if len(kept) != 2 || kept[0].Name != "tv" || kept[0].Key != tv.Key() || kept[1].Name != "phone" || kept[1].Key != "" {
		t.Errorf("kept: %+v", kept)
	}
}
