package soak

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"math/rand"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

// The soak's environment: HAVENTABLE_SOAK=full plays 20,000 actions
// (otherwise 2,000); HAVENTABLE_SOAK_REPORT names the file the curve is
// written to; HAVENTABLE_SOAK_SEED replays a run.
const (
	envSoak   = "HAVENTABLE_SOAK"
	envReport = "HAVENTABLE_SOAK_REPORT"
	envSeed   = "HAVENTABLE_SOAK_SEED"
	envChild  = "HAVENTABLE_SOAK_CHILD" // the database a child plays on
)

// The soak's bounds (issue 30).
const (
	// maxGrowth is how much resident memory may grow from the first
	// checkpoint (1,000 actions) to the end.
	maxGrowth = 20 << 20
	// maxSlowdown is how much slower one action may be at the end than
	// at the start (a ratio of medians).
	maxSlowdown = 1.20
	// slowdownRounds is how many rounds of turns the slowdown is measured
	// in before the soak fails on it.
	slowdownRounds = 3
	// maxDB is the database's bound at 20,000 actions (db and -wal);
	// a shorter run is held to its share of it.
	maxDB, fullRun = 10 << 20, 20000
	block          = 2000 // actions between restarts (and kills)
	every          = 1000 // actions between measures
)

func TestMain(m *testing.M) {
	if path := os.Getenv(envChild); path != "" {
		seed, _ := strconv.ParseInt(os.Getenv(envSeed), 10, 64)
		os.Exit(child(path, seed))
	}
	os.Exit(m.Run())
}

// child plays at the table of the store at path until it is killed,
// printing after each step, once the session returned, "ack N cursor last
// digest": what the parent may count on.
func child(path string, seed int64) int {
	ctx := context.Background()
	t, err := Resume(ctx, path, seed)
	if err != nil {
		fmt.Println("error:", err)
		return 1
	}
	w := bufio.NewWriter(os.Stdout)
	for n := 1; ; n++ {
		if _, err := t.Step(ctx); err != nil {
			fmt.Fprintln(w, "error:", err)
			w.Flush()
			return 1
		}
		st, err := t.State()
		if err != nil {
			fmt.Fprintln(w, "error:", err)
			w.Flush()
			return 1
		}
		fmt.Fprintf(w, "ack %d %d %d %s\n", n, st.Cursor, st.Last, st.Scenario)
		w.Flush()
	}
}

// sample is the table measured at a checkpoint.
type sample struct {
	actions   int
	rss, heap uint64        // resident memory, heap in use, after a GC
	goHeld    uint64        // what Go holds from the system (Sys less released), before the GC
	export    int64         // the size of the last export
	action    time.Duration // median of the last 100 actions
	db, wal   int64         // database file, its -wal
	elapsed   time.Duration
}

// TestSoak plays an evening at the table (see package soak): 2,000 steps,
// or 20,000 with HAVENTABLE_SOAK=full, with a restart and a SIGKILL of a
// child playing on a copy of the store every 2,000, and measures memory,
// one action's time and the database's size every 1,000.
func TestSoak(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: kills processes of its own every 2,000 actions")
	}
	n := block
	if os.Getenv(envSoak) == "full" {
		n = fullRun
	}
	seed := int64(30)
	if s := os.Getenv(envSeed); s != "" {
		var err error
		if seed, err = strconv.ParseInt(s, 10, 64); err != nil {
			t.Fatalf("%s: %v", envSeed, err)
		}
	}
	t.Logf("seed %d (%s=%d replays this run), %d actions", seed, envSeed, seed, n)
	ctx := context.Background()
	dir := t.TempDir()
	path := filepath.Join(dir, "evening.db")
	tab, err := Create(ctx, path, seed)
	if err != nil {
		t.Fatal(err)
	}
	defer func() { tab.Close() }()
	size0 := fileSize(t, path)
	rng := rand.New(rand.NewSource(seed + 1)) // the kills' moments
	var times []time.Duration                 // every accepted action's
	kinds := map[string]int{}
	refused, exports := 0, 0
	var lastExport int64
	why := map[string]int{}
	var samples []sample
	early := filepath.Join(dir, "early.db")
	begin := time.Now()
	for i := 1; i <= n; i++ {
		st, err := tab.Step(ctx)
		if err != nil {
			t.Fatalf("step %d (%s): %v", i, st.Kind, err)
		}
		kinds[st.Kind]++
		switch {
		case st.Refused != nil:
			refused++
			why[st.Kind+": "+firstWords(st.Refused.Error())]++
		case st.Kind == KindExport:
			exports++
			lastExport = st.Bytes
		}
		if st.IsAction() {
			times = append(times, st.Took)
		}
		if i == every { // the store at the start, kept for the end
			if err := tab.CopyTo(ctx, early); err != nil {
				t.Fatal(err)
			}
		}
		if i%every == 0 {
			samples = append(samples, measure(t, i, path, times, begin))
			samples[len(samples)-1].export = lastExport
		}
		if i%block == 0 {
			if err := tab.Close(); err != nil {
				t.Fatal(err)
			}
			killAndCheck(t, path, seed+int64(i), rng)
			if tab, err = Resume(ctx, path, seed+int64(i)); err != nil {
				t.Fatalf("restart after %d actions: %v", i, err)
			}
		}
	}
	t.Logf("steps by kind: %v; refused %d, exports %d", kinds, refused, exports)
	report(t, samples)

	// A driver whose actions the engine mostly refuses plays no evening.
	t.Logf("refusals: %v", why)
	if refused > n/10 {
		t.Errorf("%d of %d steps refused: %v", refused, n, why)
	}
	for _, k := range []string{"open-door", "move-along", "draw-attack", "long-rest", "short-rest", KindUndo, KindRedo, KindExport, KindEnd} {
		if kinds[k] == 0 {
			t.Errorf("no %s in %d steps: %v", k, n, kinds)
		}
	}
	first, last := samples[0], samples[len(samples)-1]
	if runtime.GOOS == "linux" && last.rss > first.rss+maxGrowth {
		t.Errorf("resident memory grew from %d MB at %d actions to %d MB at %d (at most %d MB)",
			first.rss>>20, first.actions, last.rss>>20, last.actions, maxGrowth>>20)
	}
	// One action's time, start against end. On a shared machine the load
	// of the moment moves a median more than 20 %, so the start is played
	// again now: the store as it was at the first checkpoint and the
	// store at the end take turns, step by step, and their medians over
	// the same seconds (of 200 actions each, 400 in the full run) are
	// compared.
	// A slowdown the table carries is there in every round of turns; a
	// burst of load from other programs, which can fall on the end's steps
	// more than on the start's even in turns, is not: up to slowdownRounds
	// rounds are played, and the table passes on the first within bound.
	var rounds []string
	for round := 1; ; round++ {
		from := filepath.Join(t.TempDir(), "early.db") // the start as it was, each round
		copyFile(t, early, from)
		start, end := interleaved(t, from, tab, seed+int64(round), min(400, n/10))
		ratio := float64(end) / float64(start)
		rounds = append(rounds, fmt.Sprintf("%v then %v (×%.2f)", start, end, ratio))
		if ratio <= maxSlowdown {
			t.Logf("one action at the start then at the end, played in turns: %s", strings.Join(rounds, "; "))
			break
		}
		if round == slowdownRounds {
			t.Errorf("one action slower at the end than at the start (played in turns) in each of %d rounds, at most ×%.2f: %s",
				round, maxSlowdown, strings.Join(rounds, "; "))
			break
		}
	}
	// The database file grows by at most its share of the bound each
	// action; with its -wal (which SQLite lets grow to about 4 MB and
	// then reuses) it stays under the bound.
	if bound := size0 + maxDB*int64(n)/fullRun; last.db > bound {
		t.Errorf("database file of %d bytes after %d actions (at most %d: %d new, and %d per action)",
			last.db, n, bound, size0, maxDB/fullRun)
	}
	if last.db+last.wal > maxDB {
		t.Errorf("database of %d bytes with its -wal after %d actions (at most %d)", last.db+last.wal, n, maxDB)
	}
}

// measure takes a sample after i actions.
func measure(t *testing.T, i int, path string, times []time.Duration, begin time.Time) sample {
	s := sample{actions: i, db: fileSize(t, path), wal: fileSize(t, path+"-wal"), elapsed: time.Since(begin)}
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	s.goHeld = ms.Sys - ms.HeapReleased
	// What the table holds, not the garbage the collector has not come to
	// yet: that depends on when it last ran, which a loaded machine moves
	// (the heap may stand at twice what is live between two collections).
	runtime.GC()
	debug.FreeOSMemory()
	s.rss = rss(t)
	runtime.ReadMemStats(&ms)
	s.heap = ms.HeapInuse
	s.action = median(times[max(0, len(times)-100):])
	return s
}

// report logs the curve and writes it to HAVENTABLE_SOAK_REPORT, if set.
func report(t *testing.T, samples []sample) {
	var b strings.Builder
	fmt.Fprintln(&b, "actions,rss_mb,go_held_mb,heap_inuse_mb,action_median_us,db_kb,wal_kb,export_kb,elapsed_s")
	for _, s := range samples {
		fmt.Fprintf(&b, "%d,%.1f,%.1f,%.1f,%d,%d,%d,%d,%.1f\n", s.actions, float64(s.rss)/(1<<20), float64(s.goHeld)/(1<<20),
			float64(s.heap)/(1<<20), s.action.Microseconds(), s.db>>10, s.wal>>10, s.export>>10, s.elapsed.Seconds())
	}
	t.Logf("curve:\n%s", b.String())
	if name := os.Getenv(envReport); name != "" {
		if err := os.WriteFile(name, []byte(b.String()), 0o644); err != nil {
			t.Error(err)
		}
	}
}

func median(ds []time.Duration) time.Duration {
	if len(ds) == 0 {
		return 0
	}
	s := slices.Clone(ds)
	slices.Sort(s)
	return s[len(s)/2]
}

// rss is the process's resident memory (VmRSS), 0 where /proc has none.
func rss(t *testing.T) uint64 {
	b, err := os.ReadFile("/proc/self/status")
	if err != nil {
		return 0
	}
	for _, line := range strings.Split(string(b), "\n") {
		if f := strings.Fields(line); len(f) >= 2 && f[0] == "VmRSS:" {
			kb, err := strconv.ParseUint(f[1], 10, 64)
			if err != nil {
				t.Fatalf("VmRSS %q: %v", line, err)
			}
			return kb << 10
		}
	}
	t.Fatal("no VmRSS in /proc/self/status")
	return 0
}

// fileSize is the size of the file at path, 0 when there is none.
func fileSize(t *testing.T, path string) int64 {
	fi, err := os.Stat(path)
	switch {
	case err == nil:
		return fi.Size()
	case !os.IsNotExist(err):
		t.Fatal(err)
	}
	return 0
}

// interleaved plays the store at early and the table tab in turns, a step
// on each, until each has done m accepted actions, and returns the median
// time of one action on each.
func interleaved(t *testing.T, early string, tab *Table, seed int64, m int) (start, end time.Duration) {
	t.Helper()
	ctx := context.Background()
	e, err := Resume(ctx, early, seed)
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	var te, tt []time.Duration
	for i := 0; len(te) < m || len(tt) < m; i++ {
		if i > 10*m {
			t.Fatalf("%d steps for %d actions", i, m)
		}
		for _, x := range []struct {
			tab   *Table
			times *[]time.Duration
		}{{e, &te}, {tab, &tt}} {
			st, err := x.tab.Step(ctx)
			if err != nil {
				t.Fatal(err)
			}
			if st.IsAction() && len(*x.times) < m {
				*x.times = append(*x.times, st.Took)
			}
		}
	}
	return median(te), median(tt)
}

// killAndCheck copies the (closed) store at path twice, lets a child play
// on one copy and kills it with SIGKILL at a random moment, then checks
// that the killed copy holds every step the child acknowledged: it must be
// exactly where the child last said it stood, or one step further (the
// step in flight), as the same steps replayed on the other copy show.
func killAndCheck(t *testing.T, path string, seed int64, rng *rand.Rand) {
	t.Helper()
	ctx := context.Background()
	dir := t.TempDir()
	killed, pristine := filepath.Join(dir, "killed.db"), filepath.Join(dir, "pristine.db")
	for _, dst := range []string{killed, pristine} {
		copyFile(t, path, dst)
		if _, err := os.Stat(path + "-wal"); err == nil {
			copyFile(t, path+"-wal", dst+"-wal")
		}
	}
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), envChild+"="+killed, envSeed+"="+strconv.FormatInt(seed, 10))
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	cmd.Stderr = os.Stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	lines := make(chan string)
	go func() {
		defer close(lines)
		r := bufio.NewReader(out)
		for {
			line, err := r.ReadString('\n')
			if err != nil {
				return
			}
			lines <- strings.TrimSpace(line)
		}
	}()
	// The kill comes at a random moment after the first acknowledged
	// step: up to a second of play.
	var kill <-chan time.Time
	var acked []string
	acks := 0
read:
	for {
		select {
		case line, ok := <-lines:
			if !ok {
				break read
			}
			f := strings.Fields(line)
			if len(f) != 5 || f[0] != "ack" {
				cmd.Process.Kill()
				t.Fatalf("the child said %q", line)
			}
			acks++
			if got, _ := strconv.Atoi(f[1]); got != acks {
				cmd.Process.Kill()
				t.Fatalf("the child acknowledged step %s after %d", f[1], acks-1)
			}
			acked = f[2:]
			if kill == nil {
				kill = time.After(time.Duration(rng.Intn(1000)) * time.Millisecond)
			}
		case <-kill:
			if err := cmd.Process.Signal(syscall.SIGKILL); err != nil {
				t.Fatal(err)
			}
			for line := range lines { // what it said before it died
				if f := strings.Fields(line); len(f) == 5 && f[0] == "ack" {
					acks++
					acked = f[2:]
				}
			}
			break read
		}
	}
	err = cmd.Wait()
	if ws, ok := cmd.ProcessState.Sys().(syscall.WaitStatus); !ok || !ws.Signaled() || ws.Signal() != syscall.SIGKILL {
		t.Fatalf("the child ended otherwise than killed: %v", err)
	}
	if acks == 0 {
		t.Fatal("the child acknowledged nothing")
	}

	// The killed copy, opened again, against the same steps replayed.
	got := openState(t, killed, seed)
	replay, err := Resume(ctx, pristine, seed)
	if err != nil {
		t.Fatal(err)
	}
	defer replay.Close()
	var want []State
	for i := 1; i <= acks+1; i++ {
		if _, err := replay.Step(ctx); err != nil {
			t.Fatalf("replay step %d: %v", i, err)
		}
		st, err := replay.State()
		if err != nil {
			t.Fatal(err)
		}
		want = append(want, st)
	}
	last := fmt.Sprintf("%d %d %s", want[acks-1].Cursor, want[acks-1].Last, want[acks-1].Scenario)
	if said := strings.Join(acked, " "); said != last {
		t.Fatalf("the replay of %d steps stands at %s, the child said %s", acks, last, said)
	}
	switch got {
	case want[acks-1]:
	case want[acks]:
		t.Logf("killed in step %d, which committed", acks+1)
	default:
		t.Fatalf("killed after %d acknowledged steps (at %+v), the store opens at %+v: acknowledged steps lost", acks, want[acks-1], got)
	}
	// And its log is the replay's, action by action, up to the cursor.
	gotLog, err := logOf(killed)
	if err != nil {
		t.Fatal(err)
	}
	wantLog, err := replay.Store.Log(ctx, replay.Campaign)
	if err != nil {
		t.Fatal(err)
	}
	for i := range min(int(got.Cursor), len(wantLog)) {
		if i >= len(gotLog) || gotLog[i] != fmt.Sprintf("%d %s %s", wantLog[i].Seq, wantLog[i].Kind, wantLog[i].Payload) {
			t.Fatalf("logged action %d differs after the kill", i+1)
		}
	}
	t.Logf("child killed after %d acknowledged steps; the store holds them all (cursor %d)", acks, got.Cursor)
}

// openState opens the store at path as the app does and says where its
// table stands.
func openState(t *testing.T, path string, seed int64) State {
	t.Helper()
	tab, err := Resume(context.Background(), path, seed)
	if err != nil {
		t.Fatalf("reopen after the kill: %v", err)
	}
	defer tab.Close()
	st, err := tab.State()
	if err != nil {
		t.Fatal(err)
	}
	return st
}

// logOf is the log of the first campaign at path, one line an action.
func logOf(path string) ([]string, error) {
	tab, err := Resume(context.Background(), path, 0)
	if err != nil {
		return nil, err
	}
	defer tab.Close()
	log, err := tab.Store.Log(context.Background(), tab.Campaign)
	if err != nil {
		return nil, err
	}
	out := make([]string, len(log))
	for i, a := range log {
		out[i] = fmt.Sprintf("%d %s %s", a.Seq, a.Kind, a.Payload)
	}
	return out, nil
}

func copyFile(t *testing.T, src, dst string) {
	t.Helper()
	in, err := os.Open(src)
	if err != nil {
		t.Fatal(err)
	}
	defer in.Close()
	out, err := os.OpenFile(dst, os.O_CREATE|os.O_WRONLY|os.O_EXCL, 0o600)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := io.Copy(out, in); err != nil {
		t.Fatal(err)
	}
	if err := out.Close(); err != nil {
		t.Fatal(err)
	}
}

// firstWords is the start of an error, to count refusals by their reason.
func firstWords(s string) string {
	if len(s) > 60 {
		return s[:60]
	}
	return s
}
