package share

import (
	"context"
	"errors"
	"fmt"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/persistence"
	"github.com/haventable/haventable/persistence/play"
)

// TestMain lets the test binary play a host in a process of its own (see
// TestHostKilledMidStream).
func TestMain(m *testing.M) {
	if dir := os.Getenv("HAVENTABLE_SHARE_HOST"); dir != "" {
		os.Exit(runHost(dir, os.Getenv("HAVENTABLE_SHARE_LISTEN")))
	}
	if dir := os.Getenv("HAVENTABLE_SHARE_MEMORY_HOST"); dir != "" {
		os.Exit(runMemoryHost(dir, os.Getenv("HAVENTABLE_SHARE_LISTEN")))
	}
	os.Exit(m.Run())
}

// openHostTable opens the first campaign's table of the store in dir, for
// a host process of the tests.
func openHostTable(ctx context.Context, dir string) (*play.Session, error) {
	store, err := persistence.Open(filepath.Join(dir, "c.db"))
	if err != nil {
		return nil, err
	}
	return play.Open(ctx, store, 1)
}

// runHost shares the table of the store in dir until killed; it prints
// "ready" once devices may join.
func runHost(dir, listen string) int {
	ctx := context.Background()
	sess, err := openHostTable(ctx, dir)
	if err != nil {
		fmt.Println(err)
		return 1
	}
	if _, err := Share(ctx, HostOptions{Session: sess, Dir: filepath.Join(dir, "stream"), Listen: listen,
		Admit: admitAsSuggested}); err != nil {
		fmt.Println(err)
		return 1
	}
	fmt.Println("ready")
	select {}
}

// admitAsSuggested admits every device with the rights the host suggests
// (a host process of the tests).
func admitAsSuggested(_ Request, suggested Rights) (Rights, bool) { return suggested, true }

func startHost(t *testing.T, dir, listen string) *exec.Cmd {
	t.Helper()
	if testing.Short() {
		t.Skip("-short: starts a host process of its own")
	}
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), "HAVENTABLE_SHARE_HOST="+dir, "HAVENTABLE_SHARE_LISTEN="+listen)
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cmd.Process.Kill(); cmd.Wait() })
	buf := make([]byte, 256)
	n, _ := out.Read(buf)
	if !strings.Contains(string(buf[:n]), "ready") {
		t.Fatalf("host: %q", buf[:n])
	}
	return cmd
}

// The host is killed (SIGKILL) while a device proposes, and started again:
// the device takes up by itself, and every action the host acknowledged is
// in its table.
func TestHostKilledMidStream(t *testing.T) {
	tb := newTable(t) // the store, made here, then used by the host's process
	dir := filepath.Dir(tb.dir)
	tb.store.Close()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	listen := ln.Addr().String()
	ln.Close()
	host := startHost(t, dir, listen)
	code, err := os.ReadFile(filepath.Join(dir, "stream", "join-code"))
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	d, err := Join(ctx, JoinOptions{Address: listen, Code: strings.TrimSpace(string(code)), Device: "tablet",
		As: []string{"hero"}})
	if err != nil {
		t.Fatal(err)
	}
	defer d.Close()
	acked, held := 0, false
	propose := func(i int) error {
		pctx, pcancel := context.WithTimeout(ctx, 3*time.Second)
		defer pcancel()
		seq, err := d.Propose(pctx, engine.SetCondition{Figure: "hero", Condition: modifier.Muddle, Held: i%2 == 0})
		if errors.Is(err, ErrStale) {
			return d.Wait(pctx, seq)
		}
		if err == nil {
			acked, held = acked+1, i%2 == 0
			return d.Wait(pctx, seq)
		}
		return err
	}
	// the device proposes on and on; the host is killed while it does
	killed := make(chan struct{})
	go func() {
		time.Sleep(300 * time.Millisecond)
		host.Process.Signal(syscall.SIGKILL)
		host.Wait()
		close(killed)
	}()
	i := 0
	for ; ; i++ {
		select {
		case <-killed:
		default:
			propose(i) // refused or lost once the host is gone
			continue
		}
		break
	}
	before := acked
	host2 := startHost(t, dir, listen)
	for ; acked < before+20; i++ {
		propose(i) // refused until the device is back with the host
		if err := ctx.Err(); err != nil {
			t.Fatalf("the device did not take up with the host again: %v", err)
		}
	}
	if d.Err() != nil {
		t.Fatal(d.Err())
	}
	if f, _ := d.Scenario().Figure("hero"); f.Conditions.Has(modifier.Muddle) != held {
		t.Errorf("the device's table after the last acknowledged action: muddle %v, want %v", f.Conditions.Has(modifier.Muddle), held)
	}
	// every acknowledged action is in the host's log
	host2.Process.Signal(syscall.SIGKILL)
	host2.Wait()
	store, err := persistence.Open(filepath.Join(dir, "c.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer store.Close()
	sess, err := play.Open(ctx, store, 1)
	if err != nil {
		t.Fatal(err)
	}
	log, err := sess.History(ctx)
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, a := range log {
		if a.Kind == (engine.SetCondition{}).Kind() && !a.Undone {
			n++
		}
	}
	// an action in flight when the host was killed may be in the log
	// without its acknowledgement reaching the device
	if n < acked || n > acked+1 {
		t.Errorf("%d actions in the host's log, %d acknowledged", n, acked)
	}
	t.Logf("%d actions acknowledged before the host was killed, %d after; %d in its log; the device took up at change %d", before, acked-before, n, d.Seq())
}
