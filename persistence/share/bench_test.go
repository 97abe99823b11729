package share

import (
	"context"
	"os"
	"slices"
	"testing"
	"time"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/modifier"
)

// BenchmarkHostToDevice measures an action done on the host until a joined
// device holds it (localhost), with its p50 and p99.
func BenchmarkHostToDevice(b *testing.B) {
	tb := newTableB(b)
	h, err := Share(context.Background(), HostOptions{Session: tb.session, Dir: tb.dir, Listen: "127.0.0.1:0"})
	if err != nil {
		b.Fatal(err)
	}
	defer h.Close()
	ctx := context.Background()
	d, err := joinAdmitted(b, h, JoinOptions{Address: h.Address(), Code: h.Code(), Device: "bench"})
	if err != nil {
		b.Fatal(err)
	}
	defer d.Close()
	took := make([]time.Duration, 0, b.N)
	b.ResetTimer()
	for i := range b.N {
		start := time.Now()
		var err error
		h.opts.Run(func() {
			_, err = tb.session.Do(ctx, engine.SetCondition{Figure: "hero", Condition: modifier.Poison, Held: i%2 == 0})
		})
		if err != nil {
			b.Fatal(err)
		}
		if err := d.Wait(ctx, h.Last()); err != nil {
			b.Fatal(err)
		}
		took = append(took, time.Since(start))
	}
	b.StopTimer()
	slices.Sort(took)
	b.ReportMetric(float64(took[len(took)/2].Microseconds())/1000, "p50-ms")
	b.ReportMetric(float64(took[len(took)*99/100].Microseconds())/1000, "p99-ms")
}

// BenchmarkHostToDeviceKeeping is BenchmarkHostToDevice for a device that
// keeps its own copy (JoinOptions.Keep): the time until the device holds
// the change, and the copy's database with its -wal after b.N changes.
func BenchmarkHostToDeviceKeeping(b *testing.B) {
	tb := newTableB(b)
	h, err := Share(context.Background(), HostOptions{Session: tb.session, Dir: tb.dir, Listen: "127.0.0.1:0"})
	if err != nil {
		b.Fatal(err)
	}
	defer h.Close()
	own := newTableB(b)
	ctx := context.Background()
	d, err := joinAdmitted(b, h, JoinOptions{Address: h.Address(), Code: h.Code(), Device: "bench", Keep: own.store})
	if err != nil {
		b.Fatal(err)
	}
	defer d.Close()
	took := make([]time.Duration, 0, b.N)
	b.ResetTimer()
	for i := range b.N {
		start := time.Now()
		var err error
		h.opts.Run(func() {
			_, err = tb.session.Do(ctx, engine.SetCondition{Figure: "hero", Condition: modifier.Poison, Held: i%2 == 0})
		})
		if err != nil {
			b.Fatal(err)
		}
		if err := d.Wait(ctx, h.Last()); err != nil {
			b.Fatal(err)
		}
		took = append(took, time.Since(start))
	}
	b.StopTimer()
	if _, err := d.Kept(); err != nil {
		b.Fatal(err)
	}
	slices.Sort(took)
	b.ReportMetric(float64(took[len(took)/2].Microseconds())/1000, "p50-ms")
	b.ReportMetric(float64(took[len(took)*99/100].Microseconds())/1000, "p99-ms")
	var size int64
	for _, suffix := range []string{"", "-wal"} {
		if fi, err := os.Stat(own.store.Path() + suffix); err == nil {
			size += fi.Size()
		}
	}
	b.ReportMetric(float64(size)/1e6, "copy-MB")
}
