package web

import (
	"slices"
	"testing"
	"time"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/modifier"
)

// BenchmarkHostToPage measures an action done on the host until a
// player's page holds it (its live feed, on localhost), with its p50 and
// p99.
func BenchmarkHostToPage(b *testing.B) {
	h := hostTable(b)
	next, stop := readFeed(b, "http://"+h.page.Address()+"/events?player="+h.token)
	defer stop()
	if _, err := next(); err != nil {
		b.Fatal(err)
	}
	took := make([]time.Duration, 0, b.N)
	b.ResetTimer()
	for i := range b.N {
		start := time.Now()
		h.do(b, engine.SetCondition{Figure: "ana", Condition: modifier.Poison, Held: i%2 == 0})
		var want uint64
		h.run(func() { want = h.host.LastPlayers() })
		for {
			v, err := next()
			if err != nil {
				b.Fatal(err)
			}
			if v.Seq >= want {
				break
			}
		}
		took = append(took, time.Since(start))
	}
	b.StopTimer()
	slices.Sort(took)
	b.ReportMetric(float64(took[len(took)/2].Microseconds())/1000, "p50-ms")
	b.ReportMetric(float64(took[len(took)*99/100].Microseconds())/1000, "p99-ms")
}
