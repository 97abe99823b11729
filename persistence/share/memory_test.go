package share

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"runtime/pprof"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/modifier"
)

// hostMemoryLimitKB is the bound: the host with 4 devices takes
// at most 40 MB more than the same table played without sharing.
const hostMemoryLimitKB = 40 * 1024

// memoryActions is how many actions the host does in the memory test: a
// few hundred in the ordinary run, HAVENTABLE_SHARE_MEMORY_ACTIONS (2,000
// for the figure) when set.
func memoryActions(t *testing.T) int {
	if s := os.Getenv("HAVENTABLE_SHARE_MEMORY_ACTIONS"); s != "" {
		n, err := strconv.Atoi(s)
		if err != nil || n < 1 {
			t.Fatalf("HAVENTABLE_SHARE_MEMORY_ACTIONS=%q", s)
		}
		return n
	}
	return 300
}

// runMemoryHost plays the table of the store in dir in a process of its
// own, shared on listen or (listen "") not, for TestHostMemoryWithFourDevices.
// It prints "ready", then on each line "go N" does N actions and prints
// "done SEQ" (the last change published, 0 when not sharing); on "report"
// it prints its peak and current resident memory in KB and exits.
func runMemoryHost(dir, listen string) int {
	ctx := context.Background()
	sess, err := openHostTable(ctx, dir)
	if err != nil {
		fmt.Println(err)
		return 1
	}
	run := func(f func()) { f() }
	last := func() uint64 { return 0 }
	if listen != "" {
		h, err := Share(ctx, HostOptions{Session: sess, Dir: filepath.Join(dir, "stream"), Listen: listen,
			Admit: admitAsSuggested})
		if err != nil {
			fmt.Println(err)
			return 1
		}
		run, last = h.opts.Run, h.Last
	}
	fmt.Println("ready")
	in := bufio.NewScanner(os.Stdin)
	done := 0
	for in.Scan() {
		cmd, arg, _ := strings.Cut(in.Text(), " ")
		switch cmd {
		case "go":
			n, _ := strconv.Atoi(arg)
			for i := range n {
				var err error
				run(func() {
					_, err = sess.Do(ctx, engine.SetCondition{Figure: "hero", Condition: modifier.Poison, Held: (done+i)%2 == 0})
				})
				if err != nil {
					fmt.Println(err)
					return 1
				}
			}
			done += n
			fmt.Println("done", last())
		case "report":
			// what the host holds, not the garbage the collector has not
			// come to yet: that depends on when it last ran
			runtime.GC()
			debug.FreeOSMemory()
			hwm, rss, err := residentKB()
			if err != nil {
				fmt.Println(err)
				return 1
			}
			if f := os.Getenv("HAVENTABLE_SHARE_HEAPPROFILE"); f != "" {
				if out, err := os.Create(f); err == nil {
					pprof.WriteHeapProfile(out)
					out.Close()
				}
			}
			fmt.Println("memory", hwm, rss)
			return 0
		}
	}
	return 1
}

// residentKB reads this process's peak (VmHWM) and current (VmRSS)
// resident memory.
func residentKB() (hwm, rss int, err error) {
	data, err := os.ReadFile("/proc/self/status")
	if err != nil {
		return 0, 0, err
	}
	for _, line := range strings.Split(string(data), "\n") {
		k, v, ok := strings.Cut(line, ":")
		if !ok {
			continue
		}
		f := strings.Fields(v)
		if len(f) == 0 {
			continue
		}
		n, _ := strconv.Atoi(f[0])
		switch k {
		case "VmHWM":
			hwm = n
		case "VmRSS":
			rss = n
		}
	}
	if hwm == 0 || rss == 0 {
		return 0, 0, errors.New("no VmHWM or VmRSS in /proc/self/status")
	}
	return hwm, rss, nil
}

// memoryHost is a host process of runMemoryHost, spoken to line by line.
type memoryHost struct {
	cmd *exec.Cmd
	in  io.WriteCloser
	out *bufio.Scanner
}

func startMemoryHost(t *testing.T, program, dir, listen string) *memoryHost {
	t.Helper()
	cmd := exec.Command(program, "-test.run=^$")
	cmd.Env = append(os.Environ(), "HAVENTABLE_SHARE_MEMORY_HOST="+dir, "HAVENTABLE_SHARE_LISTEN="+listen)
	cmd.Stderr = os.Stderr
	in, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cmd.Process.Kill(); cmd.Wait() })
	m := &memoryHost{cmd: cmd, in: in, out: bufio.NewScanner(out)}
	m.expect(t, "ready")
	return m
}

// hostProgram is the program the measured hosts run: this test binary,
// or, under the race detector, the same tests built without it. The race
// detector's shadow memory is several times what the program holds (+55
// MB over the lone host at 300 actions under it, +10 MB without), and it
// is no player's program: the bound is on the program's memory.
func hostProgram(t *testing.T) string {
	t.Helper()
	if !raceDetector {
		return os.Args[0]
	}
	path := filepath.Join(t.TempDir(), "share.test")
	if out, err := exec.Command("go", "test", "-c", "-o", path, ".").CombinedOutput(); err != nil {
		t.Fatalf("build the tests without the race detector: %v\n%s", err, out)
	}
	return path
}

// expect reads the host's next line, which must begin with word, and
// returns the rest of it.
func (m *memoryHost) expect(t *testing.T, word string) []string {
	t.Helper()
	if !m.out.Scan() {
		t.Fatalf("the host process ended before %q: %v", word, m.out.Err())
	}
	f := strings.Fields(m.out.Text())
	if len(f) == 0 || f[0] != word {
		t.Fatalf("the host process said %q, want %q", m.out.Text(), word)
	}
	return f[1:]
}

func (m *memoryHost) say(t *testing.T, line string) {
	t.Helper()
	if _, err := fmt.Fprintln(m.in, line); err != nil {
		t.Fatal(err)
	}
}

// report asks the host for its memory and returns its peak and current
// resident KB.
func (m *memoryHost) report(t *testing.T) (hwm, rss int) {
	t.Helper()
	m.say(t, "report")
	f := m.expect(t, "memory")
	if len(f) != 2 {
		t.Fatalf("memory report %q", f)
	}
	hwm, _ = strconv.Atoi(f[0])
	rss, _ = strconv.Atoi(f[1])
	return hwm, rss
}

// freeListen returns a free 127.0.0.1 address.
func freeListen(t *testing.T) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	return ln.Addr().String()
}

// The memory figure: one host process plays the table alone, a
// second one shares the same table with 4 joined devices that follow
// every change and propose actions of their own. Once the devices hold
// the last change, the sharing host's resident memory is at most 40 MB
// over the lone one's, both measured after a collection (what each holds,
// not garbage not yet collected). The peak (VmHWM) is logged beside it,
// not bounded: it depends on when the garbage collector ran. With
// HAVENTABLE_SHARE_HEAPPROFILE=FILE the sharing host writes its heap
// profile there.
func TestHostMemoryWithFourDevices(t *testing.T) {
	if testing.Short() {
		t.Skip("starts two host processes")
	}
	n := memoryActions(t)

	// the same table twice: one played alone, one shared
	alone, shared := newTable(t), newTable(t)
	aloneDir, sharedDir := filepath.Dir(alone.dir), filepath.Dir(shared.dir)
	alone.store.Close()
	shared.store.Close()

	program := hostProgram(t)
	a := startMemoryHost(t, program, aloneDir, "")
	a.say(t, fmt.Sprintf("go %d", n))
	a.expect(t, "done")
	aloneHWM, aloneRSS := a.report(t)

	listen := freeListen(t)
	h := startMemoryHost(t, program, sharedDir, listen)
	code, err := os.ReadFile(filepath.Join(sharedDir, "stream", "join-code"))
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	devices := make([]*Client, 4)
	for i := range devices {
		d, err := Join(ctx, JoinOptions{Address: listen, Code: strings.TrimSpace(string(code)), Device: fmt.Sprintf("device-%d", i),
			As: []string{"hero"}})
		if err != nil {
			t.Fatal(err)
		}
		defer d.Close()
		devices[i] = d
	}
	// the devices propose while the host plays: a quarter of the actions
	// each, refused as stale and proposed again as needed
	var wg sync.WaitGroup
	for i, d := range devices {
		wg.Add(1)
		go func() {
			defer wg.Done()
			cond := []modifier.EffectKind{modifier.Wound, modifier.Muddle, modifier.Immobilize, modifier.Disarm}[i]
			for k := 0; k < n/4; {
				seq, err := d.Propose(ctx, engine.SetCondition{Figure: "hero", Condition: cond, Held: k%2 == 0})
				if errors.Is(err, ErrStale) {
					if err := d.Wait(ctx, seq); err != nil {
						t.Error(err)
						return
					}
					continue
				}
				if err != nil {
					t.Errorf("device %d: %v", i, err)
					return
				}
				k++
			}
		}()
	}
	h.say(t, fmt.Sprintf("go %d", n))
	f := h.expect(t, "done")
	wg.Wait()
	if t.Failed() {
		return
	}
	last, err := strconv.ParseUint(f[0], 10, 64)
	if err != nil {
		t.Fatal(err)
	}
	for i, d := range devices {
		if err := d.Wait(ctx, last); err != nil {
			t.Fatalf("device %d did not take change %d: %v", i, last, err)
		}
	}
	sharedHWM, sharedRSS := h.report(t)

	t.Logf("host memory, %d actions by the host and %d by 4 devices: alone peak %d KB, now %d KB; shared peak %d KB, now %d KB; over alone: peak %+d KB, now %+d KB",
		n, n/4*4, aloneHWM, aloneRSS, sharedHWM, sharedRSS, sharedHWM-aloneHWM, sharedRSS-aloneRSS)
	if over := sharedRSS - aloneRSS; over > hostMemoryLimitKB {
		t.Errorf("the sharing host's memory is %d KB over the lone host's, the bound is %d KB", over, hostMemoryLimitKB)
	}
}
