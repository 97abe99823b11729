package main

import (
	"bytes"
	"compress/gzip"
	"io"
	"os"
	"path/filepath"
	"sync/atomic"
	"testing"
	"time"
)

// TestTrimReleasesOnlyAboveTheLimit: the heap is released when it holds
// more than the limit beyond its live objects, never at or below it, and
// not after stop.
func TestTrimReleasesOnlyAboveTheLimit(t *testing.T) {
	var held atomic.Uint64
	checked := make(chan uint64, 1<<16)
	released := make(chan uint64, 16)
	var last uint64 // what free last said; free and release run on one goroutine
	free := func() uint64 {
		last = held.Load()
		checked <- last
		return last
	}
	stop := trimWith(time.Millisecond, free, 100, func() { released <- last })
	for _, v := range []uint64{0, 100, 101, 50, 5000} {
		held.Store(v)
		// two checks of v, so the first has finished (and released)
		for n := 0; n < 2; {
			if <-checked == v {
				n++
			}
		}
	}
	stop()
	close(released)
	var got []uint64
	for v := range released {
		got = append(got, v)
	}
	for _, v := range got {
		if v <= 100 {
			t.Errorf("released with %d held beyond the live heap (limit 100)", v)
		}
	}
	if len(got) < 2 || got[0] != 101 || got[len(got)-1] != 5000 {
		t.Errorf("releases at %v, want some at 101 and 5000 only", got)
	}
}

// TestTrimHeapReadsTheRuntime: the real metrics are known to this Go, so
// trimHeap measures something (an unknown metric would never trim).
func TestTrimHeapReadsTheRuntime(t *testing.T) {
	for _, name := range heapMetrics {
		if !knownMetric(name) {
			t.Errorf("runtime/metrics has no %s", name)
		}
	}
}

// The heap profile asked for with HAVENTABLE_HEAPPROFILE is written once,
// after the delay, as a whole gzip stream (pprof's format); none is
// written without a path.
func TestProfileHeapLater(t *testing.T) {
	path := filepath.Join(t.TempDir(), "heap.prof")
	profileHeapLater("", time.Millisecond)
	profileHeapLater(path, 10*time.Millisecond)
	for end := time.Now().Add(10 * time.Second); ; time.Sleep(20 * time.Millisecond) {
		if b, err := os.ReadFile(path); err == nil && len(b) > 0 {
			if z, err := gzip.NewReader(bytes.NewReader(b)); err == nil {
				if n, err := io.Copy(io.Discard, z); err == nil && n > 0 {
					return
				}
			}
		}
		if time.Now().After(end) {
			t.Fatal("no whole heap profile written within 10 s")
		}
	}
}
