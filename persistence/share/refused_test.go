package share

import (
	"context"
	"errors"
	"sync"
	"testing"
	"time"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/modifier"
)

// An action the engine refuses changes nothing: no change is published,
// the sequence stays, so a device proposing impossible actions without
// pause stalls nobody; an honest device's proposals beside it go through
// (issue 39: 0 of 88 did).
func TestRefusedProposalsStallNobody(t *testing.T) {
	tb := newTable(t)
	h := share(t, tb, "127.0.0.1:0")
	flooder := join(t, h, "flooder")
	honest := join(t, h, "honest")
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()

	last, hash := h.Last(), hostHash(t, h)
	if _, err := flooder.Propose(ctx, engine.DamageFigure{Figure: "nobody", Amount: 1}); err == nil || errors.Is(err, ErrStale) {
		t.Fatalf("an impossible action: %v", err)
	}
	if h.Last() != last || hostHash(t, h) != hash {
		t.Fatalf("a refused action moved the sequence from %d to %d", last, h.Last())
	}

	stop := make(chan struct{})
	var wg sync.WaitGroup
	wg.Add(1)
	refused := 0
	go func() {
		defer wg.Done()
		for {
			select {
			case <-stop:
				return
			default:
			}
			if _, err := flooder.Propose(ctx, engine.DamageFigure{Figure: "nobody", Amount: 1}); err != nil && !errors.Is(err, ErrStale) {
				refused++
			}
		}
	}()
	const n = 60
	through := 0
	for i := 0; i < n; i++ {
		rep, err := honest.Do(ctx, engine.SetCondition{Figure: "hero", Condition: modifier.Poison, Held: i%2 == 0})
		switch {
		case err == nil:
			through++
			if rep.Suffered.Damage != 0 {
				t.Fatalf("a condition's report: %+v", rep)
			}
		case errors.Is(err, ErrStale):
		default:
			t.Fatal(err)
		}
	}
	close(stop)
	wg.Wait()
	t.Logf("%d of %d honest proposals went through beside %d refused ones", through, n, refused)
	if refused < n/4 {
		t.Errorf("only %d refused proposals meanwhile: the flood did not run", refused)
	}
	if through*10 < n*9 {
		t.Errorf("%d of %d honest proposals went through: want at least 90%%", through, n)
	}
}
