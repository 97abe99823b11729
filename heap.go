package main

import (
	"os"
	"runtime"
	"runtime/debug"
	"runtime/metrics"
	"runtime/pprof"
	"time"
)

// How the heap is trimmed (see trimHeap): every trimEvery, if the Go heap
// holds more than trimAbove bytes beyond its live objects.
const (
	trimEvery = 3 * time.Second
	trimAbove = 8 << 20
)

// heapMetrics are the runtime metrics trimHeap reads: the memory the heap
// holds (objects live or dead, fragments, free spans not yet returned) and
// the live objects found by the last collection.
var heapMetrics = []string{
	"/memory/classes/heap/objects:bytes",
	"/memory/classes/heap/unused:bytes",
	"/memory/classes/heap/free:bytes",
	"/gc/heap/live:bytes",
}

// trimHeap hands unused Go heap memory back to the system, checking every
// period: when the heap holds more than limit bytes beyond its live objects
// (garbage not yet collected, free spans not yet returned), it collects and
// releases them at once. Building a screen, drawing the first frames and
// switching tabs leave much garbage behind (parsed fonts, icons decoded
// again for each size); the runtime would return it only slowly, so a table
// companion would hold tens of megabytes it no longer uses. The function
// it returns stops the trimming and waits until it has stopped.
func trimHeap(period time.Duration, limit uint64) (stop func()) {
	s := make([]metrics.Sample, len(heapMetrics))
	for i, name := range heapMetrics {
		s[i].Name = name
	}
	return trimWith(period, func() uint64 {
		metrics.Read(s)
		var v [4]uint64
		for i := range s {
			if s[i].Value.Kind() != metrics.KindUint64 {
				return 0 // an unknown metric: never trim
			}
			v[i] = s[i].Value.Uint64()
		}
		if held := v[0] + v[1] + v[2]; held > v[3] {
			return held - v[3]
		}
		return 0
	}, limit, debug.FreeOSMemory)
}

// knownMetric reports whether this Go runtime has the metric name.
func knownMetric(name string) bool {
	for _, d := range metrics.All() {
		if d.Name == name {
			return true
		}
	}
	return false
}

// trimWith is trimHeap with the measure of what could be released and the
// release as functions (for tests).
func trimWith(period time.Duration, free func() uint64, limit uint64, release func()) (stop func()) {
	t := time.NewTicker(period)
	done, finished := make(chan struct{}), make(chan struct{})
	go func() {
		defer close(finished)
		for {
			select {
			case <-done:
				return
			case <-t.C:
				if free() > limit {
					release()
				}
			}
		}
	}()
	return func() {
		t.Stop()
		close(done)
		<-finished
	}
}

// heapProfileEnv names the file the running app writes its heap profile
// to, once, heapProfileAfter after its window shows (for .ci/rss: what the
// app holds after its start, in `go tool pprof`).
const (
	heapProfileEnv   = "HAVENTABLE_HEAPPROFILE"
	heapProfileAfter = 5 * time.Second
)

// profileHeapLater writes the heap profile to path after a while, after a
// collection, if path is not empty.
func profileHeapLater(path string, after time.Duration) {
	if path == "" {
		return
	}
	time.AfterFunc(after, func() {
		runtime.GC()
		f, err := os.Create(path)
		if err != nil {
			return
		}
		defer f.Close()
		pprof.WriteHeapProfile(f)
	})
}
