package share

import (
	"context"
	"io"
	"net"
	"os"
	"sync"
	"testing"
	"time"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/modifier"
)

// proxy forwards TCP connections from its own address to target; while
// cut, it drops every connection and refuses new ones, as a network that
// went away.
type proxy struct {
	ln     net.Listener
	target string
	mu     sync.Mutex
	cut    bool
	conns  []net.Conn
}

func newProxy(t *testing.T, target string) *proxy {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	p := &proxy{ln: ln, target: target}
	t.Cleanup(func() { ln.Close(); p.setCut(true) })
	go p.serve()
	return p
}

func (p *proxy) serve() {
	for {
		c, err := p.ln.Accept()
		if err != nil {
			return
		}
		p.mu.Lock()
		cut := p.cut
		p.mu.Unlock()
		if cut {
			c.Close()
			continue
		}
		up, err := net.Dial("tcp", p.target)
		if err != nil {
			c.Close()
			continue
		}
		p.mu.Lock()
		p.conns = append(p.conns, c, up)
		p.mu.Unlock()
		go func() { io.Copy(up, c); up.Close() }()
		go func() { io.Copy(c, up); c.Close() }()
	}
}

func (p *proxy) setCut(cut bool) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.cut = cut
	if cut {
		for _, c := range p.conns {
			c.Close()
		}
		p.conns = nil
	}
}

// cutFor is how long the device is cut off: 3 s in the ordinary run,
// HAVENTABLE_SHARE_CUT (30s for the figure) when set.
func cutFor(t *testing.T) time.Duration {
	if s := os.Getenv("HAVENTABLE_SHARE_CUT"); s != "" {
		d, err := time.ParseDuration(s)
		if err != nil {
			t.Fatal(err)
		}
		return d
	}
	return 3 * time.Second
}

// A device cut off from the host while the table goes on catches up when
// the network is back, by itself, and says meanwhile it is not connected.
func TestDeviceCutOffCatchesUp(t *testing.T) {
	tb := newTable(t)
	h := share(t, tb, "127.0.0.1:0")
	p := newProxy(t, h.Address())
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute+cutFor(t))
	defer cancel()
	var mu sync.Mutex
	var states []bool
	d, err := joinAdmitted(t, h, JoinOptions{Address: p.ln.Addr().String(), Code: h.Code(), Device: "phone",
		OnStatus: func(c bool) { mu.Lock(); states = append(states, c); mu.Unlock() }})
	if err != nil {
		t.Fatal(err)
	}
	defer d.Close()
	p.setCut(true)
	began := time.Now()
	for i := 0; time.Since(began) < cutFor(t); i++ {
		var err error
		h.opts.Run(func() {
			_, err = tb.session.Do(ctx, engine.SetCondition{Figure: "hero", Condition: modifier.Wound, Held: i%2 == 0})
		})
		if err != nil {
			t.Fatal(err)
		}
		time.Sleep(100 * time.Millisecond)
	}
	if d.Connected() {
		t.Error("still connected through a cut network")
	}
	if d.Seq() >= h.Last() {
		t.Fatal("the device took changes through a cut network")
	}
	p.setCut(false)
	if err := d.Wait(ctx, h.Last()); err != nil {
		t.Fatal(err)
	}
	if d.Hash() != hostViewHash(t, h, d.Rights()) || d.Err() != nil {
		t.Errorf("caught up with another table (%v)", d.Err())
	}
	mu.Lock()
	defer mu.Unlock()
	if len(states) < 2 || states[0] || !states[len(states)-1] {
		t.Errorf("connection states told: %v, want lost then back", states)
	}
	t.Logf("cut off %v; caught up with change %d in %v after the network came back", cutFor(t), h.Last(), time.Since(began)-cutFor(t))
}
